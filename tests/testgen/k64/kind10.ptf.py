# PTF test for /tmp/regen/work64/k64/kind10/main
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

logger = logging.getLogger('/tmp/regen/work64/k64/kind10/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen/work64/k64/kind10/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen/work64/k64/kind10/main')

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
    # Current statement coverage: 0.036

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
    # Current statement coverage: 0.037

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
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5455FA3C), ('P4rIngress.bitmap_seq.seq', 0xBAF61447)], 9024)
        self.setRegisterValue('P4rIngress.rounds', 0xBAF61447, 9024)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xAC)], 9024)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 9024)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4654CB1F), ('P4rIngress.values_v00000.hi', 0x6F227691)], 9024)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7696F31F), ('P4rIngress.values_v00001.hi', 0x6A9DB36B)], 9024)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6E7B5EB3), ('P4rIngress.values_v00010.hi', 0x67185036)], 9024)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7CC46D9E), ('P4rIngress.values_v00011.hi', 0x644FB834)], 9024)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4F35AA42), ('P4rIngress.values_v00100.hi', 0x537A0A97)], 9024)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4C6D540F), ('P4rIngress.values_v00101.hi', 0x4B062DA8)], 9024)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x61A460E5), ('P4rIngress.values_v00110.hi', 0x6BC96E9A)], 9024)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5AB30AA9), ('P4rIngress.values_v00111.hi', 0x40C53392)], 9024)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x653075B8), ('P4rIngress.values_v01000.hi', 0x4B7E9B5F)], 9024)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x71A83ED5), ('P4rIngress.values_v01001.hi', 0x7F57824F)], 9024)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x79EADB9E), ('P4rIngress.values_v01010.hi', 0x6D4B138A)], 9024)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7CD87A28), ('P4rIngress.values_v01011.hi', 0x4D56212C)], 9024)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x73E3F2C6), ('P4rIngress.values_v01100.hi', 0x7C3B2305)], 9024)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4A338AA3), ('P4rIngress.values_v01101.hi', 0x78E2CA51)], 9024)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5118DDEB), ('P4rIngress.values_v01110.hi', 0x490D83CA)], 9024)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5F255DC9), ('P4rIngress.values_v01111.hi', 0x7A661619)], 9024)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6F48C105), ('P4rIngress.values_v10000.hi', 0x52325970)], 9024)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6BD160D9), ('P4rIngress.values_v10001.hi', 0x45DC29E0)], 9024)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7A2B42D9), ('P4rIngress.values_v10010.hi', 0x4F4155B5)], 9024)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5CDB6B0B), ('P4rIngress.values_v10011.hi', 0x42396439)], 9024)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x47D35227), ('P4rIngress.values_v10100.hi', 0x753B8B67)], 9024)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4178D1DA), ('P4rIngress.values_v10101.hi', 0x4E0CABD8)], 9024)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x47DCF3BD), ('P4rIngress.values_v10110.hi', 0x75F7F397)], 9024)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6DA0A886), ('P4rIngress.values_v10111.hi', 0x709767B5)], 9024)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x55149AC1), ('P4rIngress.values_v11000.hi', 0x64571CFF)], 9024)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5A92B2FB), ('P4rIngress.values_v11001.hi', 0x65E2978E)], 9024)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7E6ADDA1), ('P4rIngress.values_v11010.hi', 0x67CAAB69)], 9024)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6A26DCD2), ('P4rIngress.values_v11011.hi', 0x6284BBCB)], 9024)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5BD1C9EE), ('P4rIngress.values_v11100.hi', 0x45436764)], 9024)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x636C2CC5), ('P4rIngress.values_v11101.hi', 0x596E568E)], 9024)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5BDCC2F9), ('P4rIngress.values_v11110.hi', 0x5944E554)], 9024)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5D17F7BB), ('P4rIngress.values_v11111.hi', 0x5356997F)], 9024)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE187),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000297),
                gc.DataTuple('slot_count', 0x00000293),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA4A8126F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xF394C8D8),
                gc.KeyTuple('src_port', 0x433F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE187),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01AC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x94\xC8\xD8\x00\x00\x00\x00\x43\x3F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE1\x87\x00\x18\xA4\xA8\x12\x6F\x00\xA9\x03\xBB\xBA\xF6\x14\x47\x00\x40\x00\x00\x4E\xD4\x13\x72\x59\x5D\xED\xF5\x5C\x3A\xE3\x86\x42\x9B\x67\x95\x6D\x5D\x56\x58\x72\xD8\xD8\xF1\x46\x5D\xB6\x24\x54\xA4\x99\xE9\x75\xCC\x8D\x3D\x68\x52\x40\xD1\x6B\xE3\x9E\x29\x41\x12\x99\xAE\x6B\x16\xBD\xF4\x66\x6E\x45\x13\x4A\x4F\x85\x84\x6E\x47\xC6\x39\x7E\xCF\x32\x76\x4D\x44\xB8\x7A\x4F\x6E\xF7\x86\x6A\x24\xDE\xD8\x4F\x98\x3A\x52\x47\x51\x57\x7F\x67\xD6\x6B\x33\x7A\xCA\x7C\x8F\x56\xF4\xDA\x74\x49\xD9\x2F\x4D\x7C\x37\x2F\x6E\x51\xC2\xEB\x11\x60\x33\x75\x68\x66\x26\x8F\x0A\x6B\x0D\x2D\xDE\x7F\x7F\x36\xB9\x57\xA9\xD6\x9D\x40\x6E\x3D\xCF\x52\x97\x68\x88\x77\xC7\x5C\xF1\x70\xE2\x56\xE0\x76\x71\x30\x75\x69\xD4\x7A\x26\x55\xAD\x34\x63\x66\xE1\x34\xEF\x7F\x14\x00\x8E\x6B\x7B\x2E\x4B\x4D\x71\x0D\x23\x6B\xAE\x77\x0F\x5D\x06\xDF\x3D\x53\x73\x77\x31\x52\x6D\xF0\x0B\x78\x91\xF0\xD6\x69\xFE\xDA\x68\x56\xB9\x55\x89\x72\x36\xAD\x24\x76\xB0\x87\xB1\x4A\x52\x0B\x61\x6A\x3D\x76\x76\x7E\x4C\xAF\xE8\x49\xDB\x9A\x93\x44\xE5\x8E\x37\x56\xFE\xED\xEB\x7D\x85\x78\x28\x40\x1A\x9E\x0B\x7A\x5E\x08\xBA\x76\xC1\x2C\xBD\x69\x76\x99\x70\xD8\x40\x84\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF3\x94\xC8\xD8\xBE\xEF\x43\x3F\x01\x20\x00\x00\x50\x34\x02\x82\xE1\x87\x00\x18\xA4\xA8\x12\x6F\x00\xA9\x01\xBB\xBA\xF6\x14\x47\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x59\x5D\xED\xF5\x7F\xFF\xFF\xFF\x42\x9B\x67\x95\x7F\xFF\xFF\xFF\x72\xD8\xD8\xF1\x7F\xFF\xFF\xFF\x54\xA4\x99\xE9\x7F\xFF\xFF\xFF\x68\x52\x40\xD1\x7F\xFF\xFF\xFF\x41\x12\x99\xAE\x7F\xFF\xFF\xFF\x66\x6E\x45\x13\x7F\xFF\xFF\xFF\x6E\x47\xC6\x39\x7F\xFF\xFF\xFF\x4D\x44\xB8\x7A\x7F\xFF\xFF\xFF\x6A\x24\xDE\xD8\x7F\xFF\xFF\xFF\x47\x51\x57\x7F\x7F\xFF\xFF\xFF\x7A\xCA\x7C\x8F\x7F\xFF\xFF\xFF\x49\xD9\x2F\x4D\x7F\xFF\xFF\xFF\x51\xC2\xEB\x11\x7F\xFF\xFF\xFF\x66\x26\x8F\x0A\x7F\xFF\xFF\xFF\x7F\x7F\x36\xB9\x7F\xFF\xFF\xFF\x40\x6E\x3D\xCF\x7F\xFF\xFF\xFF\x77\xC7\x5C\xF1\x7F\xFF\xFF\xFF\x76\x71\x30\x75\x7F\xFF\xFF\xFF\x55\xAD\x34\x63\x7F\xFF\xFF\xFF\x7F\x14\x00\x8E\x7F\xFF\xFF\xFF\x4D\x71\x0D\x23\x7F\xFF\xFF\xFF\x5D\x06\xDF\x3D\x7F\xFF\xFF\xFF\x52\x6D\xF0\x0B\x7F\xFF\xFF\xFF\x69\xFE\xDA\x68\x7F\xFF\xFF\xFF\x72\x36\xAD\x24\x7F\xFF\xFF\xFF\x4A\x52\x0B\x61\x7F\xFF\xFF\xFF\x7E\x4C\xAF\xE8\x7F\xFF\xFF\xFF\x44\xE5\x8E\x37\x7F\xFF\xFF\xFF\x7D\x85\x78\x28\x7F\xFF\xFF\xFF\x7A\x5E\x08\xBA\x7F\xFF\xFF\xFF\x69\x76\x99\x70\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x23\x40\x01\xAC\x00\x00\x55\x55\xFA\x3C\xBA\xF6\x14\x47\xBA\xF6\x14\x47\x20\xBB\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\x40\x84\x3D\xD2\x3B\x67\xE0\xFB\x22\x1E\xE5\x72\x9F\x54\x94\xFE\xE1\x9A\x5A\xC6\x0F\xE0\xF0\xAA\xE2\x5E\x48\x0E\xDC\x7F\x58\x40\xA9\x52\x88\xCC\xF4\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x497993CA), ('P4rIngress.bitmap_seq.seq', 0xA9C82EDE)], 14625)
        self.setRegisterValue('P4rIngress.rounds', 0xA9C82EDE, 14625)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x66)], 14625)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14625)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x42A5287F), ('P4rIngress.values_v00000.hi', 0x6E55D539)], 14625)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DB82656), ('P4rIngress.values_v00001.hi', 0x6F6A4408)], 14625)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7AEC2BAF), ('P4rIngress.values_v00010.hi', 0x493086BF)], 14625)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x56F6EEAC), ('P4rIngress.values_v00011.hi', 0x7B6BDAB5)], 14625)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6EAAB69A), ('P4rIngress.values_v00100.hi', 0x464AA01B)], 14625)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x46AA5492), ('P4rIngress.values_v00101.hi', 0x66151DC1)], 14625)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6F32C233), ('P4rIngress.values_v00110.hi', 0x4D6CA94C)], 14625)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4FC56B87), ('P4rIngress.values_v00111.hi', 0x5455DA35)], 14625)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7C9235D9), ('P4rIngress.values_v01000.hi', 0x6857D494)], 14625)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x665EF67D), ('P4rIngress.values_v01001.hi', 0x672C32B5)], 14625)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x73E65FA7), ('P4rIngress.values_v01010.hi', 0x70CE2F0D)], 14625)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x57819B3D), ('P4rIngress.values_v01011.hi', 0x57C94DF8)], 14625)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x74EBE699), ('P4rIngress.values_v01100.hi', 0x7C5A764D)], 14625)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6E56D9CB), ('P4rIngress.values_v01101.hi', 0x6798DE31)], 14625)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x75C80ECE), ('P4rIngress.values_v01110.hi', 0x4C17B9F3)], 14625)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6CD09E5A), ('P4rIngress.values_v01111.hi', 0x7151B783)], 14625)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x772C1EC7), ('P4rIngress.values_v10000.hi', 0x527D5577)], 14625)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6C78B943), ('P4rIngress.values_v10001.hi', 0x573467BC)], 14625)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6BE67354), ('P4rIngress.values_v10010.hi', 0x72E791D6)], 14625)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x659A6949), ('P4rIngress.values_v10011.hi', 0x41AD5168)], 14625)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5896D497), ('P4rIngress.values_v10100.hi', 0x414422DE)], 14625)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5C0C7C51), ('P4rIngress.values_v10101.hi', 0x49766356)], 14625)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6B146747), ('P4rIngress.values_v10110.hi', 0x5E1626CD)], 14625)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D95DD73), ('P4rIngress.values_v10111.hi', 0x47E37F2E)], 14625)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x432C0CB5), ('P4rIngress.values_v11000.hi', 0x4355B3A6)], 14625)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x650B7453), ('P4rIngress.values_v11001.hi', 0x42BFD05B)], 14625)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4E8DAF3A), ('P4rIngress.values_v11010.hi', 0x5AA0D7DA)], 14625)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7B7D6254), ('P4rIngress.values_v11011.hi', 0x4BB85BE1)], 14625)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x778DD6BF), ('P4rIngress.values_v11100.hi', 0x7732AA3C)], 14625)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6C1D73AB), ('P4rIngress.values_v11101.hi', 0x501E9F3B)], 14625)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x568F336B), ('P4rIngress.values_v11110.hi', 0x68EEA18F)], 14625)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x598ECD2B), ('P4rIngress.values_v11111.hi', 0x52F39B7B)], 14625)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6A3C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B78),
                gc.DataTuple('slot_count', 0x000010BC),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x85D6A7BD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x5219A04B),
                gc.KeyTuple('src_port', 0x8A21),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6A3C),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0050),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x19\xA0\x4B\x00\x00\x00\x00\x8A\x21\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6A\x3C\x00\x11\x85\xD6\xA7\xBD\x0D\xA9\x05\xA2\xA9\xC8\x2E\xDE\x00\x40\x00\x00\x76\x1C\x29\x36\x7E\xDF\xD6\x5E\x54\x80\x4E\xD8\x4B\xEB\xE5\x4E\x73\xD0\x69\x0B\x4F\x74\xC0\x8D\x45\x82\x8E\x2B\x6D\xFE\x72\x7F\x76\xA4\x95\x4A\x76\xD8\x4D\x56\x76\x11\x3D\x76\x76\xC4\xF8\x9D\x6F\xA0\x6E\xAE\x43\x77\x28\xE4\x7C\x3F\x87\xAC\x58\x21\x99\xB9\x5D\xF7\xC4\xEB\x4D\xD0\x8E\x9E\x57\x4E\x67\xCC\x53\x89\x65\xAF\x4A\xD3\xAF\x17\x53\x9C\xFA\xE7\x4A\x76\x81\xB1\x67\x7B\x4C\x94\x4D\xEC\xBA\xD7\x72\x33\x65\xCE\x56\xAB\xAC\xAB\x68\xDE\x18\xF8\x69\x2C\xFB\xC5\x50\x9F\xA8\x41\x4D\x9D\x2C\x56\x78\xDB\x3C\x9E\x51\x47\xCD\xB9\x4C\x3A\x51\xD8\x46\xD1\x89\x4B\x5C\x2F\xA5\xE8\x5B\xB3\xB8\x1A\x68\x53\x31\x99\x7E\x09\x33\x6C\x56\x65\x6C\xF8\x7A\xB7\xA7\x92\x56\xE5\x99\x87\x6B\x5C\x39\xBB\x54\x96\xF1\x5B\x4F\x29\x76\xA9\x5A\x17\x3A\x2F\x78\xC0\xAB\x96\x4D\xAD\x2E\x1C\x75\x39\xAE\x14\x6E\x12\x83\x86\x6B\x4D\x26\x42\x7E\x7C\xD3\xAF\x6B\xBC\x18\x85\x4A\x49\xD3\x93\x74\xC6\x0A\xD6\x65\x2A\x64\x8F\x59\x18\xEB\xAF\x55\x10\x7E\x59\x75\x35\x89\xEA\x78\xE9\x6C\xE3\x46\xFA\xAA\x3D\x60\x04\xB6\xEF\x61\x6C\x55\x46\x6A\x8B\x53\x91\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\x19\xA0\x4B\xBE\xEF\x8A\x21\x01\x20\x00\x00\x50\x34\x02\x82\x6A\x3C\x00\x11\x85\xD6\xA7\xBD\x0D\xA9\x01\xA2\xA9\xC8\x2E\xDE\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x7E\xDF\xD6\x5E\x7F\xFF\xFF\xFF\x4B\xEB\xE5\x4E\x7F\xFF\xFF\xFF\x4F\x74\xC0\x8D\x7F\xFF\xFF\xFF\x6D\xFE\x72\x7F\x7F\xFF\xFF\xFF\x76\xD8\x4D\x56\x7F\xFF\xFF\xFF\x76\xC4\xF8\x9D\x7F\xFF\xFF\xFF\x43\x77\x28\xE4\x7F\xFF\xFF\xFF\x58\x21\x99\xB9\x7F\xFF\xFF\xFF\x4D\xD0\x8E\x9E\x7F\xFF\xFF\xFF\x53\x89\x65\xAF\x7F\xFF\xFF\xFF\x53\x9C\xFA\xE7\x7F\xFF\xFF\xFF\x67\x7B\x4C\x94\x7F\xFF\xFF\xFF\x72\x33\x65\xCE\x7F\xFF\xFF\xFF\x68\xDE\x18\xF8\x7F\xFF\xFF\xFF\x50\x9F\xA8\x41\x7F\xFF\xFF\xFF\x78\xDB\x3C\x9E\x7F\xFF\xFF\xFF\x4C\x3A\x51\xD8\x7F\xFF\xFF\xFF\x5C\x2F\xA5\xE8\x7F\xFF\xFF\xFF\x68\x53\x31\x99\x7F\xFF\xFF\xFF\x56\x65\x6C\xF8\x7F\xFF\xFF\xFF\x56\xE5\x99\x87\x7F\xFF\xFF\xFF\x54\x96\xF1\x5B\x7F\xFF\xFF\xFF\x5A\x17\x3A\x2F\x7F\xFF\xFF\xFF\x4D\xAD\x2E\x1C\x7F\xFF\xFF\xFF\x6E\x12\x83\x86\x7F\xFF\xFF\xFF\x7E\x7C\xD3\xAF\x7F\xFF\xFF\xFF\x4A\x49\xD3\x93\x7F\xFF\xFF\xFF\x65\x2A\x64\x8F\x7F\xFF\xFF\xFF\x55\x10\x7E\x59\x7F\xFF\xFF\xFF\x78\xE9\x6C\xE3\x7F\xFF\xFF\xFF\x60\x04\xB6\xEF\x7F\xFF\xFF\xFF\x6A\x8B\x53\x91\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\x21\x00\x50\x00\x00\x49\x7B\x93\xCA\xA9\xC8\x2E\xDE\xA9\xC8\x2E\xDE\x0B\xA2\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x28BC4F17), ('P4rIngress.bitmap_seq.seq', 0xDAC9A527)], 11867)
        self.setRegisterValue('P4rIngress.rounds', 0xDAC9A527, 11867)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x72)], 11867)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 11867)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x446B7438), ('P4rIngress.values_v00000.hi', 0x49C6B97A)], 11867)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DEE1911), ('P4rIngress.values_v00001.hi', 0x63A86B57)], 11867)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x61F8B50E), ('P4rIngress.values_v00010.hi', 0x4A32D65A)], 11867)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5DC831BB), ('P4rIngress.values_v00011.hi', 0x67C68866)], 11867)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7E4BFD33), ('P4rIngress.values_v00100.hi', 0x66EB6E5D)], 11867)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x64DF96D8), ('P4rIngress.values_v00101.hi', 0x4F62AC22)], 11867)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5D4E5DEB), ('P4rIngress.values_v00110.hi', 0x5A3D4BB7)], 11867)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6C0C33E0), ('P4rIngress.values_v00111.hi', 0x74EA5C63)], 11867)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7BD8CCC9), ('P4rIngress.values_v01000.hi', 0x52DDEC4F)], 11867)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7B5FA726), ('P4rIngress.values_v01001.hi', 0x4CCB6A0A)], 11867)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x784D5FF6), ('P4rIngress.values_v01010.hi', 0x449E7923)], 11867)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x454FE0D2), ('P4rIngress.values_v01011.hi', 0x7B61D277)], 11867)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x774D0F55), ('P4rIngress.values_v01100.hi', 0x59B4F39B)], 11867)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6099377D), ('P4rIngress.values_v01101.hi', 0x69D63C49)], 11867)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x596B9ACD), ('P4rIngress.values_v01110.hi', 0x500F0D07)], 11867)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6DD6C078), ('P4rIngress.values_v01111.hi', 0x49C9C623)], 11867)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4D2AADF8), ('P4rIngress.values_v10000.hi', 0x71F2C47B)], 11867)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x49373BE0), ('P4rIngress.values_v10001.hi', 0x672E04AD)], 11867)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x770304AB), ('P4rIngress.values_v10010.hi', 0x4BF9532F)], 11867)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x43DB5D3B), ('P4rIngress.values_v10011.hi', 0x7B7D1237)], 11867)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x43CCDA3C), ('P4rIngress.values_v10100.hi', 0x7B92517D)], 11867)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x59150837), ('P4rIngress.values_v10101.hi', 0x53069EC4)], 11867)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x62169C06), ('P4rIngress.values_v10110.hi', 0x7BD5AB56)], 11867)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x45543B95), ('P4rIngress.values_v10111.hi', 0x6C459089)], 11867)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x62AAB72E), ('P4rIngress.values_v11000.hi', 0x70DBC91E)], 11867)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x71B0172D), ('P4rIngress.values_v11001.hi', 0x7796ECC1)], 11867)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x73DBC36B), ('P4rIngress.values_v11010.hi', 0x7CC5992F)], 11867)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x538216C3), ('P4rIngress.values_v11011.hi', 0x4C681E69)], 11867)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x55CAB0C5), ('P4rIngress.values_v11100.hi', 0x571862BC)], 11867)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6E6F6857), ('P4rIngress.values_v11101.hi', 0x71BB93A9)], 11867)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5B8ABAC3), ('P4rIngress.values_v11110.hi', 0x435DC46E)], 11867)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x76749BDC), ('P4rIngress.values_v11111.hi', 0x6A35D0E5)], 11867)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4E63),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008F8),
                gc.DataTuple('slot_count', 0x00000F0E),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x454135B7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x4F2E7AB4),
                gc.KeyTuple('src_port', 0x533B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4E63),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00EE),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4F\x2E\x7A\xB4\x00\x00\x00\x00\x53\x3B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4E\x63\x00\x10\x45\x41\x35\xB7\x05\x63\x01\xDB\xDA\xC9\xA5\x27\x00\x40\x00\x00\x65\xAE\xA4\xC6\x55\xF3\x18\x73\x6F\x35\x25\x11\x7A\xBC\xBA\x16\x59\x43\x91\x14\x45\x3F\x62\xE3\x42\xA9\xD8\x9D\x62\x40\x9C\x7C\x74\x1D\x70\xBD\x7F\x6B\x78\x7A\x7E\x4F\x59\x0B\x64\xF6\xBD\x08\x48\xF8\x17\x19\x7B\xCA\xFB\xEF\x4D\x2E\x4F\xE1\x5B\x46\x49\xAC\x69\xFE\x79\x22\x75\x42\x4E\xE5\x68\xC3\x99\x6B\x5A\x50\x56\x5E\x5B\xCD\xB7\xA1\x4C\xDA\xDD\x6C\x4E\x64\x2A\x96\x6F\x01\x4B\x2E\x79\xDF\x67\x47\x44\xD9\xB1\xA5\x63\xBD\x71\x9A\x6D\x83\xEF\xCD\x56\x01\x66\xAA\x78\x3E\x7C\x28\x50\x3E\xCE\x86\x5C\x5B\xA7\x09\x5C\x32\x3B\xD2\x52\x54\xEC\xB1\x66\x61\x4B\x42\x4D\x67\xBC\x69\x7F\x98\x2E\x99\x6C\xEF\x51\xD0\x69\x48\x60\x4C\x57\xFC\xCC\x99\x78\x92\x59\x51\x72\xB4\xD6\xF7\x5B\xD5\x9A\x67\x47\x45\xCC\xE0\x62\xB7\xD5\x5F\x43\x2C\x6A\x52\x62\x35\x77\x9C\x54\xB7\x6F\xBD\x7C\x89\xAF\xE2\x5A\x94\x9D\x44\x76\xEE\x4B\xA8\x6D\x9B\xC5\x91\x41\x1D\x69\x55\x48\x65\x3B\x68\x77\x52\x18\xD7\x78\xCF\xFC\x73\x75\x5B\x7B\xD1\x75\x9A\xAB\xC9\x59\x44\x91\x8C\x6E\x0C\x39\xCD\x7C\x5B\x3F\x51\x41\xE9\xB4\xCB\x7C\xA3\xE6\x9E\x43\x13\x30\xBF\x14\x62\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4F\x2E\x7A\xB4\xBE\xEF\x53\x3B\x01\x20\x00\x00\x50\x34\x02\x82\x4E\x63\x00\x10\x45\x41\x35\xB7\x05\x63\x01\xDB\xDA\xC9\xA5\x27\x00\x40\x00\x0D\x7F\xFF\xFF\xFF\x55\xF3\x18\x73\x7F\xFF\xFF\xFF\x7A\xBC\xBA\x16\x7F\xFF\xFF\xFF\x45\x3F\x62\xE3\x7F\xFF\xFF\xFF\x62\x40\x9C\x7C\x7F\xFF\xFF\xFF\x7F\x6B\x78\x7A\x7F\xFF\xFF\xFF\x64\xF6\xBD\x08\x7F\xFF\xFF\xFF\x7B\xCA\xFB\xEF\x7F\xFF\xFF\xFF\x5B\x46\x49\xAC\x7F\xFF\xFF\xFF\x75\x42\x4E\xE5\x7F\xFF\xFF\xFF\x5A\x50\x56\x5E\x7F\xFF\xFF\xFF\x4C\xDA\xDD\x6C\x7F\xFF\xFF\xFF\x6F\x01\x4B\x2E\x7F\xFF\xFF\xFF\x44\xD9\xB1\xA5\x7F\xFF\xFF\xFF\x6D\x83\xEF\xCD\x7F\xFF\xFF\xFF\x78\x3E\x7C\x28\x7F\xFF\xFF\xFF\x5C\x5B\xA7\x09\x7F\xFF\xFF\xFF\x52\x54\xEC\xB1\x7F\xFF\xFF\xFF\x4D\x67\xBC\x69\x7F\xFF\xFF\xFF\x6C\xEF\x51\xD0\x7F\xFF\xFF\xFF\x57\xFC\xCC\x99\x7F\xFF\xFF\xFF\x72\xB4\xD6\xF7\x7F\xFF\xFF\xFF\x47\x45\xCC\xE0\x7F\xFF\xFF\xFF\x43\x2C\x6A\x52\x7F\xFF\xFF\xFF\x54\xB7\x6F\xBD\x7F\xFF\xFF\xFF\x5A\x94\x9D\x44\x7F\xFF\xFF\xFF\x6D\x9B\xC5\x91\x7F\xFF\xFF\xFF\x48\x65\x3B\x68\x7F\xFF\xFF\xFF\x78\xCF\xFC\x73\x7F\xFF\xFF\xFF\x75\x9A\xAB\xC9\x7F\xFF\xFF\xFF\x6E\x0C\x39\xCD\x7F\xFF\xFF\xFF\x41\xE9\xB4\xCB\x7F\xFF\xFF\xFF\x43\x13\x30\xBF\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x5B\x00\xEE\x00\x00\x28\xBD\x4F\x17\xDA\xC9\xA5\x27\xDA\xC9\xA5\x27\x0D\xDB\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\x62\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA86EA858), ('P4rIngress.bitmap_seq.seq', 0x6383350F)], 14856)
        self.setRegisterValue('P4rIngress.rounds', 0x6383350F, 14856)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x37)], 14856)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14856)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x77777196), ('P4rIngress.values_v00000.hi', 0x4529B0B3)], 14856)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x40E8DFB2), ('P4rIngress.values_v00001.hi', 0x65F5AEB2)], 14856)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x49E58C6E), ('P4rIngress.values_v00010.hi', 0x78DB7B56)], 14856)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x47C3CADE), ('P4rIngress.values_v00011.hi', 0x6F9F80F5)], 14856)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7B3CBB99), ('P4rIngress.values_v00100.hi', 0x4946B625)], 14856)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x726D8C4F), ('P4rIngress.values_v00101.hi', 0x6A2FC6D6)], 14856)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x55FCCE5D), ('P4rIngress.values_v00110.hi', 0x4586BCC3)], 14856)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4F927238), ('P4rIngress.values_v00111.hi', 0x7524F60B)], 14856)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4785E8BB), ('P4rIngress.values_v01000.hi', 0x4A66E8B2)], 14856)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5CAFDD3D), ('P4rIngress.values_v01001.hi', 0x7A276953)], 14856)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5ACC1BD2), ('P4rIngress.values_v01010.hi', 0x79AAA158)], 14856)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4C90E8AB), ('P4rIngress.values_v01011.hi', 0x723F4B30)], 14856)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x69340618), ('P4rIngress.values_v01100.hi', 0x61E0E607)], 14856)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5D53BF46), ('P4rIngress.values_v01101.hi', 0x436B1524)], 14856)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4B5DA9DE), ('P4rIngress.values_v01110.hi', 0x65766A83)], 14856)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4D9B8A5D), ('P4rIngress.values_v01111.hi', 0x6EE451D8)], 14856)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7EDA84AC), ('P4rIngress.values_v10000.hi', 0x40F1C1F3)], 14856)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4F4C01D6), ('P4rIngress.values_v10001.hi', 0x6D8455A0)], 14856)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x724CD286), ('P4rIngress.values_v10010.hi', 0x50239042)], 14856)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x585D03E0), ('P4rIngress.values_v10011.hi', 0x6938DD10)], 14856)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7F85FA0D), ('P4rIngress.values_v10100.hi', 0x76B1D7D7)], 14856)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7AD9C30F), ('P4rIngress.values_v10101.hi', 0x4A9F6F9F)], 14856)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4A10A741), ('P4rIngress.values_v10110.hi', 0x5CE2F1CB)], 14856)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4886DE55), ('P4rIngress.values_v10111.hi', 0x54E2CDAB)], 14856)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6770E16F), ('P4rIngress.values_v11000.hi', 0x674764D3)], 14856)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x41F24173), ('P4rIngress.values_v11001.hi', 0x63B22B46)], 14856)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7072C75B), ('P4rIngress.values_v11010.hi', 0x4A2B5C3A)], 14856)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x51F7261F), ('P4rIngress.values_v11011.hi', 0x77C59C87)], 14856)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5891AC91), ('P4rIngress.values_v11100.hi', 0x593B2755)], 14856)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x65A1FD72), ('P4rIngress.values_v11101.hi', 0x4C6C3E49)], 14856)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x61B27D11), ('P4rIngress.values_v11110.hi', 0x72C826EC)], 14856)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4BC5F583), ('P4rIngress.values_v11111.hi', 0x66883B84)], 14856)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x669A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000107D),
                gc.DataTuple('slot_count', 0x00000EDC),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC93971E8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x7F04F036),
                gc.KeyTuple('src_port', 0xB6F8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x669A),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0196),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x04\xF0\x36\x00\x00\x00\x00\xB6\xF8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x66\x9A\x00\x14\xC9\x39\x71\xE8\x09\x8B\x01\x48\x63\x83\x35\x0F\x00\x40\x00\x00\x76\x77\x95\xD5\x5F\x08\x90\xDA\x47\x50\x45\xA0\x4E\x58\x92\xC2\x5F\xC5\xE4\x4B\x7C\xD1\x32\xFA\x52\x4D\x8B\xCE\x66\x3A\x5F\xF8\x62\xD3\xB1\xCB\x77\xA4\xA9\x2F\x7B\x0B\x59\x96\x48\x8D\x2A\x3C\x57\xFA\xAA\x91\x7D\x1E\xB9\xD5\x41\x41\x32\x4F\x5A\x0C\xA0\x11\x75\xCD\x8F\x39\x6B\xCD\x2C\xB2\x72\xDF\x5A\xAF\x6B\x76\x1E\x38\x7C\x48\xFA\xD2\x7B\x4F\x3F\x08\x5D\x8F\x75\x15\x73\xC0\xFA\x35\x6B\x30\xDA\xED\x75\x03\x50\x68\x6D\xD5\xEF\x01\x4B\x62\xCC\xD7\x51\x06\x01\x86\x65\xA6\x3B\xA8\x5E\x29\xD8\xFC\x72\xE7\x0D\xA8\x50\x4A\xC3\x7E\x62\xED\x74\x5D\x5A\xD5\xFA\xA4\x55\x07\x65\xAC\x69\x1B\x8D\xE6\x7E\x20\x7E\xFE\x4C\x16\xF7\xC1\x55\xAB\x87\xDF\x68\xEA\xDD\x14\x5C\x31\x5C\x16\x66\x1B\x32\xDE\x77\x70\xC5\x8B\x75\x1E\x63\x03\x6A\x3A\x36\x89\x74\x7B\xCF\xAC\x55\xE1\x36\x37\x61\x18\x9B\x41\x51\x6B\xFA\x1B\x5D\x50\x77\xFF\x72\x84\x71\x63\x7C\x36\x42\x30\x49\x21\xD9\x2D\x72\x41\x4C\x19\x75\x11\x88\xBA\x6D\x33\x91\xF8\x7B\x83\x8F\x6A\x43\xB5\xF5\xCD\x65\x76\x1D\x8F\x6F\xA6\x75\x8D\x67\x19\x49\x8F\x4A\xEC\x65\xDD\x74\x09\x63\x0D\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7F\x04\xF0\x36\xBE\xEF\xB6\xF8\x01\x20\x00\x00\x50\x34\x02\x82\x66\x9A\x00\x14\xC9\x39\x71\xE8\x09\x8B\x01\x48\x63\x83\x35\x0F\x00\x40\x00\x0E\x7F\xFF\xFF\xFF\x5F\x08\x90\xDA\x7F\xFF\xFF\xFF\x4E\x58\x92\xC2\x7F\xFF\xFF\xFF\x7C\xD1\x32\xFA\x7F\xFF\xFF\xFF\x66\x3A\x5F\xF8\x7F\xFF\xFF\xFF\x77\xA4\xA9\x2F\x7F\xFF\xFF\xFF\x48\x8D\x2A\x3C\x7F\xFF\xFF\xFF\x7D\x1E\xB9\xD5\x7F\xFF\xFF\xFF\x5A\x0C\xA0\x11\x7F\xFF\xFF\xFF\x6B\xCD\x2C\xB2\x7F\xFF\xFF\xFF\x6B\x76\x1E\x38\x7F\xFF\xFF\xFF\x7B\x4F\x3F\x08\x7F\xFF\xFF\xFF\x73\xC0\xFA\x35\x7F\xFF\xFF\xFF\x75\x03\x50\x68\x7F\xFF\xFF\xFF\x4B\x62\xCC\xD7\x7F\xFF\xFF\xFF\x65\xA6\x3B\xA8\x7F\xFF\xFF\xFF\x72\xE7\x0D\xA8\x7F\xFF\xFF\xFF\x62\xED\x74\x5D\x7F\xFF\xFF\xFF\x55\x07\x65\xAC\x7F\xFF\xFF\xFF\x7E\x20\x7E\xFE\x7F\xFF\xFF\xFF\x55\xAB\x87\xDF\x7F\xFF\xFF\xFF\x5C\x31\x5C\x16\x7F\xFF\xFF\xFF\x77\x70\xC5\x8B\x7F\xFF\xFF\xFF\x6A\x3A\x36\x89\x7F\xFF\xFF\xFF\x55\xE1\x36\x37\x7F\xFF\xFF\xFF\x51\x6B\xFA\x1B\x7F\xFF\xFF\xFF\x72\x84\x71\x63\x7F\xFF\xFF\xFF\x49\x21\xD9\x2D\x7F\xFF\xFF\xFF\x75\x11\x88\xBA\x7F\xFF\xFF\xFF\x7B\x83\x8F\x6A\x7F\xFF\xFF\xFF\x65\x76\x1D\x8F\x7F\xFF\xFF\xFF\x67\x19\x49\x8F\x7F\xFF\xFF\xFF\x74\x09\x63\x0D\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\x08\x01\x96\x00\x00\xA8\x7E\xA8\x58\x63\x83\x35\x0F\x63\x83\x35\x0F\x0E\x48\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x76\x00\x00\x00\x00\x00\x00\x40\x00\x00\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D\x3F\x7F\x20\x99'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4507C31F), ('P4rIngress.bitmap_seq.seq', 0xBB9485FF)], 14001)
        self.setRegisterValue('P4rIngress.rounds', 0xBB9485FF, 14001)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xBC)], 14001)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14001)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x45BFD4C3), ('P4rIngress.values_v00000.hi', 0x644A23D5)], 14001)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x464142CB), ('P4rIngress.values_v00001.hi', 0x70B4A550)], 14001)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6BB8B855), ('P4rIngress.values_v00010.hi', 0x4B62922F)], 14001)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x76332034), ('P4rIngress.values_v00011.hi', 0x4CAB77B4)], 14001)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D867008), ('P4rIngress.values_v00100.hi', 0x40A6FCC7)], 14001)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x51E49E73), ('P4rIngress.values_v00101.hi', 0x57E37679)], 14001)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5B696A22), ('P4rIngress.values_v00110.hi', 0x5EBEC133)], 14001)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6B17DC6D), ('P4rIngress.values_v00111.hi', 0x585EA7A9)], 14001)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x42B70DEA), ('P4rIngress.values_v01000.hi', 0x55EB4595)], 14001)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5CB2C3C7), ('P4rIngress.values_v01001.hi', 0x6A43C2DF)], 14001)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7DB2BDA3), ('P4rIngress.values_v01010.hi', 0x514BEF9B)], 14001)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A196985), ('P4rIngress.values_v01011.hi', 0x4CD7A9EF)], 14001)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6FA706D0), ('P4rIngress.values_v01100.hi', 0x56F9DBC5)], 14001)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5111AE58), ('P4rIngress.values_v01101.hi', 0x54AEB647)], 14001)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x533B1F4D), ('P4rIngress.values_v01110.hi', 0x52E1FF56)], 14001)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6827D64A), ('P4rIngress.values_v01111.hi', 0x46019C84)], 14001)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x517BBB82), ('P4rIngress.values_v10000.hi', 0x6CDB31F7)], 14001)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7CED1878), ('P4rIngress.values_v10001.hi', 0x4BC2CA19)], 14001)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x59D97E11), ('P4rIngress.values_v10010.hi', 0x74949F8F)], 14001)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x75E7EE15), ('P4rIngress.values_v10011.hi', 0x7B60FF1E)], 14001)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x66657E30), ('P4rIngress.values_v10100.hi', 0x6CA36E09)], 14001)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7C5F6A27), ('P4rIngress.values_v10101.hi', 0x6D1F3ECE)], 14001)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x776AF272), ('P4rIngress.values_v10110.hi', 0x459E7FE4)], 14001)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x78CB6423), ('P4rIngress.values_v10111.hi', 0x5685A3CA)], 14001)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5AEA8DA1), ('P4rIngress.values_v11000.hi', 0x43AD5C1C)], 14001)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7734FBD2), ('P4rIngress.values_v11001.hi', 0x7DB4BD4B)], 14001)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4C6A97E9), ('P4rIngress.values_v11010.hi', 0x7A466836)], 14001)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4E0DF97E), ('P4rIngress.values_v11011.hi', 0x7B0C6A6A)], 14001)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x54C2E753), ('P4rIngress.values_v11100.hi', 0x64A028DA)], 14001)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x504AF760), ('P4rIngress.values_v11101.hi', 0x5639BA77)], 14001)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x682EE2B8), ('P4rIngress.values_v11110.hi', 0x551D3F58)], 14001)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x52DDA7F2), ('P4rIngress.values_v11111.hi', 0x77BA6AF8)], 14001)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE064),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AA9),
                gc.DataTuple('slot_count', 0x00000CB5),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDE8C96FB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xC3E6B629),
                gc.KeyTuple('src_port', 0x89DF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE064),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x020E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC3\xE6\xB6\x29\x00\x00\x00\x00\x89\xDF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\x64\x00\x14\xDE\x8C\x96\xFB\x0C\x08\x05\x40\xBB\x94\x85\xFF\x00\x40\x00\x00\x5F\xAC\x81\xB6\x4E\xE8\x2C\x58\x6D\xCE\xAE\xF5\x70\x47\xC4\xB8\x52\xBC\xBF\x77\x73\x42\x72\xD2\x67\x7A\xF9\x33\x75\xB1\x64\x95\x74\x84\x68\x7C\x7A\x62\x4A\x87\x5C\xCD\xB9\x71\x66\xA9\x77\x38\x49\x8A\x43\x77\x72\x41\x4D\x79\x44\x60\x66\xDF\x77\x4A\xB8\x80\x79\x98\x77\xE1\x62\xB6\x49\xA5\x7A\xF4\xDF\xF4\x6C\xD2\x56\xE1\x74\xAB\x66\x25\x79\x27\xE7\x33\x76\x22\xF8\xAB\x63\x60\x0F\xD1\x61\xBC\x2E\xE2\x66\xBE\x3A\xAE\x5D\x79\xCC\x89\x72\xF4\x71\x31\x7D\x09\x47\x9F\x58\x45\x32\x50\x6D\xA7\xD7\x5B\x42\x2D\x5C\x0C\x52\x3A\x75\xF2\x71\x91\x32\xA5\x5E\xE9\xA8\x64\x53\x2D\xC2\x5D\x49\xE5\x0E\x7A\x74\x65\x4A\x1B\x4D\xAB\xB5\x12\x73\xDC\xE2\x36\x44\x8D\x39\xBE\x67\x81\x44\x19\x41\xDE\x64\xE3\x5D\xC9\xDE\xFA\x58\x19\x76\x2A\x4A\x49\xBE\x4E\x52\xAF\x6A\xED\x66\xC5\x5B\x6B\x6A\xFA\xB8\x0A\x75\xC0\xA4\xD7\x78\x36\x90\xFC\x6D\xA5\x9D\x5B\x59\x5A\x12\xF7\x6C\xC1\x7B\xA9\x46\x62\x42\x4B\x79\x59\xD2\xB2\x41\x83\x22\x37\x69\x39\x30\x7D\x5E\x4B\x17\x50\x5E\xFE\x64\xB1\x4A\x56\x47\x4D\x7F\xAD\xDF\x58\x43\xB5\x5B\x46\x54\x82\xC7\x41\x33\xFB\x99\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC3\xE6\xB6\x29\xBE\xEF\x89\xDF\x01\x20\x00\x00\x50\x34\x02\x82\xE0\x64\x00\x14\xDE\x8C\x96\xFB\x0C\x08\x01\x40\xBB\x94\x85\xFF\x00\x40\x00\x03\x7F\xFF\xFF\xFF\x4E\xE8\x2C\x58\x7F\xFF\xFF\xFF\x70\x47\xC4\xB8\x7F\xFF\xFF\xFF\x73\x42\x72\xD2\x7F\xFF\xFF\xFF\x75\xB1\x64\x95\x7F\xFF\xFF\xFF\x7A\x62\x4A\x87\x7F\xFF\xFF\xFF\x66\xA9\x77\x38\x7F\xFF\xFF\xFF\x72\x41\x4D\x79\x7F\xFF\xFF\xFF\x77\x4A\xB8\x80\x7F\xFF\xFF\xFF\x62\xB6\x49\xA5\x7F\xFF\xFF\xFF\x6C\xD2\x56\xE1\x7F\xFF\xFF\xFF\x79\x27\xE7\x33\x7F\xFF\xFF\xFF\x63\x60\x0F\xD1\x7F\xFF\xFF\xFF\x66\xBE\x3A\xAE\x7F\xFF\xFF\xFF\x72\xF4\x71\x31\x7F\xFF\xFF\xFF\x58\x45\x32\x50\x7F\xFF\xFF\xFF\x42\x2D\x5C\x0C\x7F\xFF\xFF\xFF\x71\x91\x32\xA5\x7F\xFF\xFF\xFF\x53\x2D\xC2\x5D\x7F\xFF\xFF\xFF\x74\x65\x4A\x1B\x7F\xFF\xFF\xFF\x73\xDC\xE2\x36\x7F\xFF\xFF\xFF\x67\x81\x44\x19\x7F\xFF\xFF\xFF\x5D\xC9\xDE\xFA\x7F\xFF\xFF\xFF\x4A\x49\xBE\x4E\x7F\xFF\xFF\xFF\x66\xC5\x5B\x6B\x7F\xFF\xFF\xFF\x75\xC0\xA4\xD7\x7F\xFF\xFF\xFF\x6D\xA5\x9D\x5B\x7F\xFF\xFF\xFF\x6C\xC1\x7B\xA9\x7F\xFF\xFF\xFF\x79\x59\xD2\xB2\x7F\xFF\xFF\xFF\x69\x39\x30\x7D\x7F\xFF\xFF\xFF\x5E\xFE\x64\xB1\x7F\xFF\xFF\xFF\x7F\xAD\xDF\x58\x7F\xFF\xFF\xFF\x54\x82\xC7\x41\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\xB1\x02\x0E\x00\x00\x45\x17\xC3\x1F\xBB\x94\x85\xFF\xBB\x94\x85\xFF\x03\xBC\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\xFB\x99\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5\x08\xD9\xA8\xDB\xB4\x4F\x4C\xE6\xCC\xB3\x95\xFA\x68\x03\x8F\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA66D7E5F), ('P4rIngress.bitmap_seq.seq', 0x88000000)], 12457)
        self.setRegisterValue('P4rIngress.rounds', 0x88000000, 12457)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xC2)], 12457)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12457)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6C231B77), ('P4rIngress.values_v00000.hi', 0x53C8C14B)], 12457)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4C480BAF), ('P4rIngress.values_v00001.hi', 0x5CFBE5CD)], 12457)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x628A82B9), ('P4rIngress.values_v00010.hi', 0x5A701230)], 12457)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x478CF7E2), ('P4rIngress.values_v00011.hi', 0x55F3E642)], 12457)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55084797), ('P4rIngress.values_v00100.hi', 0x737B8A17)], 12457)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x436CC68D), ('P4rIngress.values_v00101.hi', 0x5F0A8506)], 12457)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x57C46D6B), ('P4rIngress.values_v00110.hi', 0x5B23CA09)], 12457)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5CE6082C), ('P4rIngress.values_v00111.hi', 0x404827AF)], 12457)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x668DC596), ('P4rIngress.values_v01000.hi', 0x79D64796)], 12457)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x55E530F3), ('P4rIngress.values_v01001.hi', 0x7BD3DF63)], 12457)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x473E3938), ('P4rIngress.values_v01010.hi', 0x50E28A4D)], 12457)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x68A36687), ('P4rIngress.values_v01011.hi', 0x75DE8B8D)], 12457)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7544B2AD), ('P4rIngress.values_v01100.hi', 0x48C57F7D)], 12457)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4EFBDCF7), ('P4rIngress.values_v01101.hi', 0x5632C7D9)], 12457)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x594E981B), ('P4rIngress.values_v01110.hi', 0x4FBACB59)], 12457)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5482331E), ('P4rIngress.values_v01111.hi', 0x76EA4418)], 12457)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x79C6B598), ('P4rIngress.values_v10000.hi', 0x5FD617B6)], 12457)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x56C62444), ('P4rIngress.values_v10001.hi', 0x717BB8F7)], 12457)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x54A19A93), ('P4rIngress.values_v10010.hi', 0x7FE9B4ED)], 12457)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x76BF14CF), ('P4rIngress.values_v10011.hi', 0x7C2584AD)], 12457)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x755653C5), ('P4rIngress.values_v10100.hi', 0x7303C36D)], 12457)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5C2F2FDA), ('P4rIngress.values_v10101.hi', 0x54F6F0E5)], 12457)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x612262AD), ('P4rIngress.values_v10110.hi', 0x7DBB540F)], 12457)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6CF30BDF), ('P4rIngress.values_v10111.hi', 0x59EF9616)], 12457)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6221E331), ('P4rIngress.values_v11000.hi', 0x44CB2D8E)], 12457)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x71992F2F), ('P4rIngress.values_v11001.hi', 0x4D64E2BE)], 12457)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4187981D), ('P4rIngress.values_v11010.hi', 0x7FD3A6DE)], 12457)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x491D81B7), ('P4rIngress.values_v11011.hi', 0x4A1470BB)], 12457)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7CAB1F23), ('P4rIngress.values_v11100.hi', 0x7F547447)], 12457)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x41AAB90F), ('P4rIngress.values_v11101.hi', 0x5D13177B)], 12457)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x49AB6F7D), ('P4rIngress.values_v11110.hi', 0x4A19D43E)], 12457)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5079A332), ('P4rIngress.values_v11111.hi', 0x5388C762)], 12457)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x00BC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003C5),
                gc.DataTuple('slot_count', 0x00001B9B),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2A28CD16),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x90A355A0),
                gc.KeyTuple('src_port', 0x20E8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x00BC),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x009A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\xA3\x55\xA0\x00\x00\x00\x00\x20\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\xBC\x00\x18\x2A\x28\xCD\x16\x0C\xE4\x01\x05\x88\x00\x00\x00\x00\x40\x00\x00\x69\x16\x93\x57\x5A\x51\x51\x19\x47\x9F\x8E\xD9\x54\x93\x2C\x9F\x50\xBA\x92\x86\x68\xC4\xDB\x24\x4D\x37\x34\x14\x5C\xE5\x53\xDB\x59\x22\x4D\x2E\x41\x27\xB4\x6B\x62\xFF\x0C\x21\x7A\x08\xB5\x15\x4E\xFE\xD1\x92\x53\xD3\x15\xFB\x6F\x5B\x04\x1F\x62\x28\x65\x91\x68\x85\xC6\xC2\x46\xFB\x75\x3F\x7C\x3D\x51\x5A\x69\x45\x87\x32\x56\xA6\x19\x14\x62\x56\xC5\xCF\x76\xDA\x6A\xEF\x51\x94\x8D\x24\x47\xBE\xAC\xC5\x69\xD2\x2A\x5E\x4A\x34\x0B\xDB\x42\xEA\xDA\x55\x6D\x46\xDA\x91\x4F\x0F\xE0\xD5\x48\x4B\x31\x2B\x52\xC5\xF0\x4E\x5D\x02\x56\x84\x46\x23\x8B\xC5\x53\x90\x64\x64\x58\x46\x29\x5D\x4F\x9A\xC5\x81\x51\x7D\x8E\x47\x47\x86\xAD\x9E\x64\xDF\x46\x04\x46\x65\x1A\xED\x59\x17\x84\xE1\x74\xF8\x36\x1D\x74\x38\xF1\x6F\x53\x24\x26\x6B\x44\xF4\x4C\x66\x42\x05\x27\x53\x78\x95\xA6\xB3\x5D\x9E\x43\x53\x78\xAA\x94\xEC\x64\x1A\xEE\xDC\x45\xF3\x67\x92\x49\x86\x16\x0A\x76\x53\xB3\xC5\x53\x43\x08\x53\x67\x95\x05\x69\x54\xBB\x1A\xA2\x72\x10\x43\x14\x7A\x86\x13\xD8\x4C\xB7\x45\x03\x4B\xFD\x86\x56\x5C\xDC\xBB\xDB\x5A\xCE\xD7\x66\x72\x99\x2F\x22\xCE\x23\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\xA3\x55\xA0\xBE\xEF\x20\xE8\x01\x20\x00\x00\x50\x34\x02\x82\x00\xBC\x00\x18\x2A\x28\xCD\x16\x0C\xE4\x01\x05\x88\x00\x00\x00\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x5A\x51\x51\x19\x7F\xFF\xFF\xFF\x54\x93\x2C\x9F\x7F\xFF\xFF\xFF\x68\xC4\xDB\x24\x7F\xFF\xFF\xFF\x5C\xE5\x53\xDB\x7F\xFF\xFF\xFF\x41\x27\xB4\x6B\x7F\xFF\xFF\xFF\x7A\x08\xB5\x15\x7F\xFF\xFF\xFF\x53\xD3\x15\xFB\x7F\xFF\xFF\xFF\x62\x28\x65\x91\x7F\xFF\xFF\xFF\x46\xFB\x75\x3F\x7F\xFF\xFF\xFF\x69\x45\x87\x32\x7F\xFF\xFF\xFF\x62\x56\xC5\xCF\x7F\xFF\xFF\xFF\x51\x94\x8D\x24\x7F\xFF\xFF\xFF\x69\xD2\x2A\x5E\x7F\xFF\xFF\xFF\x42\xEA\xDA\x55\x7F\xFF\xFF\xFF\x4F\x0F\xE0\xD5\x7F\xFF\xFF\xFF\x52\xC5\xF0\x4E\x7F\xFF\xFF\xFF\x46\x23\x8B\xC5\x7F\xFF\xFF\xFF\x58\x46\x29\x5D\x7F\xFF\xFF\xFF\x51\x7D\x8E\x47\x7F\xFF\xFF\xFF\x64\xDF\x46\x04\x7F\xFF\xFF\xFF\x59\x17\x84\xE1\x7F\xFF\xFF\xFF\x74\x38\xF1\x6F\x7F\xFF\xFF\xFF\x44\xF4\x4C\x66\x7F\xFF\xFF\xFF\x78\x95\xA6\xB3\x7F\xFF\xFF\xFF\x78\xAA\x94\xEC\x7F\xFF\xFF\xFF\x45\xF3\x67\x92\x7F\xFF\xFF\xFF\x76\x53\xB3\xC5\x7F\xFF\xFF\xFF\x67\x95\x05\x69\x7F\xFF\xFF\xFF\x72\x10\x43\x14\x7F\xFF\xFF\xFF\x4C\xB7\x45\x03\x7F\xFF\xFF\xFF\x5C\xDC\xBB\xDB\x7F\xFF\xFF\xFF\x72\x99\x2F\x22\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\xA9\x00\x9A\x00\x00\xA7\x6D\x7E\x5F\x88\x00\x00\x00\x88\x00\x00\x00\x0B\xC2\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x23\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x503AB092), ('P4rIngress.bitmap_seq.seq', 0x6F84BF58)], 10335)
        self.setRegisterValue('P4rIngress.rounds', 0x6F84BF58, 10335)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x4C)], 10335)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 10335)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x70DCAF1C), ('P4rIngress.values_v00000.hi', 0x60528B56)], 10335)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x411A91C6), ('P4rIngress.values_v00001.hi', 0x631ADEDB)], 10335)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x72488F4F), ('P4rIngress.values_v00010.hi', 0x597DA96C)], 10335)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x515E86FB), ('P4rIngress.values_v00011.hi', 0x5F18773A)], 10335)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6D3E7058), ('P4rIngress.values_v00100.hi', 0x66CAD2EE)], 10335)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6C8C5CA3), ('P4rIngress.values_v00101.hi', 0x7CA03A4A)], 10335)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x475374BF), ('P4rIngress.values_v00110.hi', 0x79A25C79)], 10335)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7166D941), ('P4rIngress.values_v00111.hi', 0x6AF2A1A5)], 10335)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7249E279), ('P4rIngress.values_v01000.hi', 0x7D14E32C)], 10335)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5DA7DBDC), ('P4rIngress.values_v01001.hi', 0x4710E135)], 10335)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x72B55F86), ('P4rIngress.values_v01010.hi', 0x47BE8726)], 10335)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7F4B87CF), ('P4rIngress.values_v01011.hi', 0x6CA4D06B)], 10335)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x693DCB28), ('P4rIngress.values_v01100.hi', 0x5C58D879)], 10335)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x462300F4), ('P4rIngress.values_v01101.hi', 0x75254618)], 10335)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x66144E9B), ('P4rIngress.values_v01110.hi', 0x791411C5)], 10335)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6C96359B), ('P4rIngress.values_v01111.hi', 0x740D76B8)], 10335)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x59D308B3), ('P4rIngress.values_v10000.hi', 0x6D8F2828)], 10335)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x60BF335B), ('P4rIngress.values_v10001.hi', 0x7EAF1854)], 10335)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x499976C7), ('P4rIngress.values_v10010.hi', 0x55E283C2)], 10335)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5E1B0875), ('P4rIngress.values_v10011.hi', 0x5A4E7539)], 10335)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x51E59415), ('P4rIngress.values_v10100.hi', 0x6B54402D)], 10335)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B0F74F2), ('P4rIngress.values_v10101.hi', 0x72DB7E3E)], 10335)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x59E9F535), ('P4rIngress.values_v10110.hi', 0x40F377DF)], 10335)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6CB96391), ('P4rIngress.values_v10111.hi', 0x6FD7FFF0)], 10335)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7B0FEAB4), ('P4rIngress.values_v11000.hi', 0x60770931)], 10335)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x521E8EAD), ('P4rIngress.values_v11001.hi', 0x6A287215)], 10335)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5A1D3199), ('P4rIngress.values_v11010.hi', 0x73358C70)], 10335)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7FCCE0B0), ('P4rIngress.values_v11011.hi', 0x54A31A85)], 10335)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x490B343C), ('P4rIngress.values_v11100.hi', 0x65AAB291)], 10335)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6F2DA36C), ('P4rIngress.values_v11101.hi', 0x69B642E5)], 10335)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7334E9D0), ('P4rIngress.values_v11110.hi', 0x772519B5)], 10335)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x63C9A127), ('P4rIngress.values_v11111.hi', 0x6442BDA9)], 10335)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2C4B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007DC),
                gc.DataTuple('slot_count', 0x00000141),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8EAEC728),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x9918F23C),
                gc.KeyTuple('src_port', 0xF838),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2C4B),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x02CC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x99\x18\xF2\x3C\x00\x00\x00\x00\xF8\x38\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2C\x4B\x00\x19\x8E\xAE\xC7\x28\x00\x83\x01\xA9\x6F\x84\xBF\x58\x00\x40\x00\x00\x60\x71\xA7\xF4\x49\xD9\xED\xA1\x43\xD3\xD7\x86\x5F\x71\xF1\x7B\x53\xA0\xEE\x4F\x7F\xB3\xC2\x2E\x6F\xA3\xA1\x3F\x63\xBA\x76\x80\x49\xA3\x30\xFF\x61\x36\x40\xC4\x6B\x32\x07\x17\x42\x89\x5F\x78\x62\xA6\xC4\x81\x7A\xA6\x47\x52\x59\x87\xD0\xE2\x72\x15\xBD\xCD\x7B\x45\xB6\xC0\x75\xB8\x5B\x2D\x48\xB7\x19\xCF\x49\x27\x83\x33\x72\x90\x41\x24\x76\x2B\xBE\xA1\x5D\x67\xEA\x66\x7C\x66\x9F\xAA\x6B\x55\x57\xDF\x54\xAD\x7B\x7B\x4B\xD5\xD3\x64\x61\x2D\xD2\xE7\x57\xAF\x5D\xAF\x68\x7B\x94\xA9\x6C\xF2\xB5\xAB\x77\xAE\x24\xA3\x6E\x5F\x5C\xE5\x75\x83\x27\xDD\x6E\x65\x89\x4A\x5A\x68\x3D\x3F\x64\xBC\x99\x41\x54\xAC\xF8\x4F\x43\xE1\xBB\x55\x5B\x25\x29\x1D\x69\x39\xCE\x5E\x5F\xCA\x7C\x65\x7F\x0E\x46\x83\x44\xDE\x72\xC3\x55\x9C\x25\xCA\x7C\x4F\x62\x04\x55\xE9\xD7\x47\x49\x91\x9A\xBC\x63\xBC\x37\x5F\x4F\xEC\xCE\x73\x4A\xFE\x49\xBB\x43\x63\x9B\x24\x4E\x4C\xE0\x73\x73\xB8\x86\x21\x41\x85\xDC\x1B\x5D\x17\xE3\xC2\x6E\xFE\x6B\xD5\x44\x92\x89\x99\x6E\x29\x74\x87\x7D\x4C\xCD\x53\x43\x1F\xED\x64\x41\x1D\x07\xC1\x43\xD7\x3B\xCA\x6D\xF6\xC3\xDD\x82\x2E\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x99\x18\xF2\x3C\xBE\xEF\xF8\x38\x01\x20\x00\x00\x50\x34\x02\x82\x2C\x4B\x00\x19\x8E\xAE\xC7\x28\x00\x83\x01\xA9\x6F\x84\xBF\x58\x00\x40\x00\x08\x7F\xFF\xFF\xFF\x49\xD9\xED\xA1\x7F\xFF\xFF\xFF\x5F\x71\xF1\x7B\x7F\xFF\xFF\xFF\x7F\xB3\xC2\x2E\x7F\xFF\xFF\xFF\x63\xBA\x76\x80\x7F\xFF\xFF\xFF\x61\x36\x40\xC4\x7F\xFF\xFF\xFF\x42\x89\x5F\x78\x7F\xFF\xFF\xFF\x7A\xA6\x47\x52\x7F\xFF\xFF\xFF\x72\x15\xBD\xCD\x7F\xFF\xFF\xFF\x75\xB8\x5B\x2D\x7F\xFF\xFF\xFF\x49\x27\x83\x33\x7F\xFF\xFF\xFF\x76\x2B\xBE\xA1\x7F\xFF\xFF\xFF\x7C\x66\x9F\xAA\x7F\xFF\xFF\xFF\x54\xAD\x7B\x7B\x7F\xFF\xFF\xFF\x61\x2D\xD2\xE7\x7F\xFF\xFF\xFF\x68\x7B\x94\xA9\x7F\xFF\xFF\xFF\x77\xAE\x24\xA3\x7F\xFF\xFF\xFF\x75\x83\x27\xDD\x7F\xFF\xFF\xFF\x5A\x68\x3D\x3F\x7F\xFF\xFF\xFF\x54\xAC\xF8\x4F\x7F\xFF\xFF\xFF\x5B\x25\x29\x1D\x7F\xFF\xFF\xFF\x5F\xCA\x7C\x65\x7F\xFF\xFF\xFF\x44\xDE\x72\xC3\x7F\xFF\xFF\xFF\x7C\x4F\x62\x04\x7F\xFF\xFF\xFF\x49\x91\x9A\xBC\x7F\xFF\xFF\xFF\x4F\xEC\xCE\x73\x7F\xFF\xFF\xFF\x43\x63\x9B\x24\x7F\xFF\xFF\xFF\x73\xB8\x86\x21\x7F\xFF\xFF\xFF\x5D\x17\xE3\xC2\x7F\xFF\xFF\xFF\x44\x92\x89\x99\x7F\xFF\xFF\xFF\x7D\x4C\xCD\x53\x7F\xFF\xFF\xFF\x41\x1D\x07\xC1\x7F\xFF\xFF\xFF\x6D\xF6\xC3\xDD\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x5F\x02\xCC\x00\x00\x52\x3A\xB0\x92\x6F\x84\xBF\x58\x6F\x84\xBF\x58\x08\xA9\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x82\x2E\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x50419A49), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 13507)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 13507)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0xFA)], 13507)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 13507)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x64852E75), ('P4rIngress.values_v00000.hi', 0x7B6FF139)], 13507)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x538DC0D9), ('P4rIngress.values_v00001.hi', 0x4C64B245)], 13507)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6D50E751), ('P4rIngress.values_v00010.hi', 0x6C462D45)], 13507)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x77B824E7), ('P4rIngress.values_v00011.hi', 0x6D3F37A4)], 13507)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5C3D8911), ('P4rIngress.values_v00100.hi', 0x5D334B2C)], 13507)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4943D935), ('P4rIngress.values_v00101.hi', 0x62B25297)], 13507)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x762BA9F2), ('P4rIngress.values_v00110.hi', 0x5197DC23)], 13507)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x59EECC6D), ('P4rIngress.values_v00111.hi', 0x5AAF1093)], 13507)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7A953336), ('P4rIngress.values_v01000.hi', 0x6C97AFF3)], 13507)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5B093752), ('P4rIngress.values_v01001.hi', 0x6D16D36E)], 13507)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5E27F773), ('P4rIngress.values_v01010.hi', 0x6316D6AE)], 13507)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5CB3D134), ('P4rIngress.values_v01011.hi', 0x5A1E3779)], 13507)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6AE95868), ('P4rIngress.values_v01100.hi', 0x42E10244)], 13507)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7832CF77), ('P4rIngress.values_v01101.hi', 0x7C1E7EBE)], 13507)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5B5DB6D1), ('P4rIngress.values_v01110.hi', 0x76A55BCF)], 13507)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6DFF1A82), ('P4rIngress.values_v01111.hi', 0x5CDB88DA)], 13507)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4CEF8253), ('P4rIngress.values_v10000.hi', 0x4DCFE20D)], 13507)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x458FBC58), ('P4rIngress.values_v10001.hi', 0x72F6DFF3)], 13507)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x639F2F95), ('P4rIngress.values_v10010.hi', 0x6BE17EF2)], 13507)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7FFCDC83), ('P4rIngress.values_v10011.hi', 0x441C4BB0)], 13507)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x66F81DFA), ('P4rIngress.values_v10100.hi', 0x430BAC3C)], 13507)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6B7AAB90), ('P4rIngress.values_v10101.hi', 0x59536B8E)], 13507)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x78730C74), ('P4rIngress.values_v10110.hi', 0x4821696A)], 13507)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x588CFF4A), ('P4rIngress.values_v10111.hi', 0x668C3813)], 13507)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6A32E35C), ('P4rIngress.values_v11000.hi', 0x45C998C9)], 13507)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x434E98D6), ('P4rIngress.values_v11001.hi', 0x605B33D6)], 13507)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x537AD320), ('P4rIngress.values_v11010.hi', 0x4115D043)], 13507)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x47D6AB72), ('P4rIngress.values_v11011.hi', 0x56508D03)], 13507)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x77B51963), ('P4rIngress.values_v11100.hi', 0x6C37885D)], 13507)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5E862552), ('P4rIngress.values_v11101.hi', 0x7030B46C)], 13507)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x61DDC82D), ('P4rIngress.values_v11110.hi', 0x54DADA99)], 13507)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4D9747CD), ('P4rIngress.values_v11111.hi', 0x715D2914)], 13507)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3C2A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012D4),
                gc.DataTuple('slot_count', 0x00000CF4),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD85D3545),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x342A7C10),
                gc.KeyTuple('src_port', 0xCE38),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3C2A),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x021A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x34\x2A\x7C\x10\x00\x00\x00\x00\xCE\x38\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3C\x2A\x00\x1B\xD8\x5D\x35\x45\x01\xEF\x01\xA4\x40\x00\x00\x00\x00\x40\x00\x00\x4C\xE6\xC7\x63\x71\x6C\xFB\xA2\x45\x41\xD6\xF9\x46\x0C\xD1\xC7\x4B\x46\x16\xA4\x6B\x3F\x65\x75\x70\x9D\xF5\xCC\x54\x5C\x68\xBB\x71\xE2\xB7\xB8\x7B\x37\xCC\xAB\x6D\x7A\x11\xB3\x56\xB4\x9A\xC8\x7A\xB2\x1C\x82\x66\xF7\x6E\xD7\x4C\x8D\xDC\x51\x4A\xA9\xDF\x7F\x6D\x71\xC5\x89\x47\xE5\xA6\x8D\x6B\x0E\x82\xB3\x7C\xAD\x77\x57\x7A\x45\xF5\x75\x79\xA1\xFE\xE6\x50\x80\xFE\xA6\x76\x74\xC4\x45\x71\x5B\x54\x87\x68\x00\x49\x41\x75\x9C\x4F\x52\x64\xBB\x6E\xEA\x6D\xAC\x9A\x75\x77\x03\x5B\x3E\x61\x7C\x31\x96\x7C\xA1\x51\xDD\x42\x17\xF4\x59\x53\xA3\x5F\xFE\x47\x78\xB3\x61\x72\x44\x7C\xB0\x79\xDE\x68\xD5\x49\x5C\x92\x4D\x5F\x5C\x68\x99\x57\xFA\x5F\x17\x4B\x5F\x72\x98\x56\xE3\x65\x7C\x69\x5A\x1F\xD9\x56\xDA\xB6\x53\x7D\x66\x38\xA0\x79\xE2\x7F\x0B\x69\x05\x9C\x2F\x56\x26\xFF\xF6\x56\x6E\x24\x91\x48\xD9\xE9\x0D\x63\x6F\xDE\x68\x6C\xAD\x2A\x67\x49\x33\xA3\x08\x57\xC0\x46\xCB\x49\x15\xE7\xFB\x41\xA9\x37\x5C\x66\x7B\x09\xE7\x61\x7E\xBD\x65\x7C\x8A\x6C\x72\x7F\xB2\xFB\x46\x66\xCE\x26\xE5\x76\xC6\xF6\xAE\x72\xD3\x77\xE6\x57\x69\xB4\xBC\x0B\xBA\x4D\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x34\x2A\x7C\x10\xBE\xEF\xCE\x38\x01\x20\x00\x00\x50\x34\x02\x82\x3C\x2A\x00\x1B\xD8\x5D\x35\x45\x01\xEF\x01\xA4\x40\x00\x00\x00\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x71\x6C\xFB\xA2\x7F\xFF\xFF\xFF\x46\x0C\xD1\xC7\x7F\xFF\xFF\xFF\x6B\x3F\x65\x75\x7F\xFF\xFF\xFF\x54\x5C\x68\xBB\x7F\xFF\xFF\xFF\x7B\x37\xCC\xAB\x7F\xFF\xFF\xFF\x56\xB4\x9A\xC8\x7F\xFF\xFF\xFF\x66\xF7\x6E\xD7\x7F\xFF\xFF\xFF\x4A\xA9\xDF\x7F\x7F\xFF\xFF\xFF\x47\xE5\xA6\x8D\x7F\xFF\xFF\xFF\x7C\xAD\x77\x57\x7F\xFF\xFF\xFF\x79\xA1\xFE\xE6\x7F\xFF\xFF\xFF\x76\x74\xC4\x45\x7F\xFF\xFF\xFF\x68\x00\x49\x41\x7F\xFF\xFF\xFF\x64\xBB\x6E\xEA\x7F\xFF\xFF\xFF\x77\x03\x5B\x3E\x7F\xFF\xFF\xFF\x7C\xA1\x51\xDD\x7F\xFF\xFF\xFF\x53\xA3\x5F\xFE\x7F\xFF\xFF\xFF\x72\x44\x7C\xB0\x7F\xFF\xFF\xFF\x49\x5C\x92\x4D\x7F\xFF\xFF\xFF\x57\xFA\x5F\x17\x7F\xFF\xFF\xFF\x56\xE3\x65\x7C\x7F\xFF\xFF\xFF\x56\xDA\xB6\x53\x7F\xFF\xFF\xFF\x79\xE2\x7F\x0B\x7F\xFF\xFF\xFF\x56\x26\xFF\xF6\x7F\xFF\xFF\xFF\x48\xD9\xE9\x0D\x7F\xFF\xFF\xFF\x6C\xAD\x2A\x67\x7F\xFF\xFF\xFF\x57\xC0\x46\xCB\x7F\xFF\xFF\xFF\x41\xA9\x37\x5C\x7F\xFF\xFF\xFF\x61\x7E\xBD\x65\x7F\xFF\xFF\xFF\x7F\xB2\xFB\x46\x7F\xFF\xFF\xFF\x76\xC6\xF6\xAE\x7F\xFF\xFF\xFF\x57\x69\xB4\xBC\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\xC3\x02\x1A\x00\x00\x58\x41\x9A\x49\x40\x00\x00\x00\x40\x00\x00\x00\x1C\xFA\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\xBA\x4D\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56\x5C\x7C\x7F\xE2\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F\x21\xE6\xE8\x93\xB5\x9A\x67\x2B\x90\x6F\xFB\xFD\x08\x46\x53\x1B\x41\xFF\x5E\xD3\xCD\xD0\x61\x9C\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD\x80\xC4\x61\x79\x61\x8A\x45\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x39\x00\x00\x00\x00\x00\x00\x40\x00\x00\xC7\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x08DED7A8), ('P4rIngress.bitmap_seq.seq', 0xC5F17522)], 12759)
        self.setRegisterValue('P4rIngress.rounds', 0xC5F17522, 12759)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x26)], 12759)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12759)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x56723996), ('P4rIngress.values_v00000.hi', 0x6E8DFFC7)], 12759)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x568E5CAF), ('P4rIngress.values_v00001.hi', 0x5C5BD8B1)], 12759)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x66F29DBB), ('P4rIngress.values_v00010.hi', 0x66AA4BF3)], 12759)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x78E2875D), ('P4rIngress.values_v00011.hi', 0x628F125C)], 12759)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5B70F4A1), ('P4rIngress.values_v00100.hi', 0x49F9EEDE)], 12759)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7C66F531), ('P4rIngress.values_v00101.hi', 0x77ACE2AC)], 12759)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x70B9112D), ('P4rIngress.values_v00110.hi', 0x47690D55)], 12759)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x465D3021), ('P4rIngress.values_v00111.hi', 0x4C39B897)], 12759)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x78E84B97), ('P4rIngress.values_v01000.hi', 0x6F79A3EB)], 12759)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x714745DA), ('P4rIngress.values_v01001.hi', 0x5E3D0227)], 12759)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x75332D58), ('P4rIngress.values_v01010.hi', 0x4A245B25)], 12759)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5C832884), ('P4rIngress.values_v01011.hi', 0x538EAB76)], 12759)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x47FB724D), ('P4rIngress.values_v01100.hi', 0x5EE8897C)], 12759)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x75DC7DA0), ('P4rIngress.values_v01101.hi', 0x5C16D46C)], 12759)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6294E1A8), ('P4rIngress.values_v01110.hi', 0x484BDA33)], 12759)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7A3EB68B), ('P4rIngress.values_v01111.hi', 0x65F746A1)], 12759)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4A86C8B2), ('P4rIngress.values_v10000.hi', 0x51D5B5C5)], 12759)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x60B8CD69), ('P4rIngress.values_v10001.hi', 0x5C1A2AF3)], 12759)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x69DD242B), ('P4rIngress.values_v10010.hi', 0x51255BCE)], 12759)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5574A42E), ('P4rIngress.values_v10011.hi', 0x71544056)], 12759)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5C97B8AB), ('P4rIngress.values_v10100.hi', 0x43576E87)], 12759)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4BBE7E5A), ('P4rIngress.values_v10101.hi', 0x43526AD2)], 12759)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x42A6131D), ('P4rIngress.values_v10110.hi', 0x681AC5F5)], 12759)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5418A0E5), ('P4rIngress.values_v10111.hi', 0x65CC9998)], 12759)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x42CCD7D1), ('P4rIngress.values_v11000.hi', 0x5E5CED31)], 12759)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x474BCFB5), ('P4rIngress.values_v11001.hi', 0x44A4F5D3)], 12759)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x648B25AC), ('P4rIngress.values_v11010.hi', 0x57E6D359)], 12759)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4DADB46A), ('P4rIngress.values_v11011.hi', 0x4B996EE7)], 12759)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6E4033B0), ('P4rIngress.values_v11100.hi', 0x6132B819)], 12759)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x48B9C747), ('P4rIngress.values_v11101.hi', 0x44CDFA59)], 12759)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x50ED3D91), ('P4rIngress.values_v11110.hi', 0x52B18CBC)], 12759)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6DD7EB84), ('P4rIngress.values_v11111.hi', 0x64C7D522)], 12759)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x79CC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F35),
                gc.DataTuple('slot_count', 0x00000D93),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xACF88B2C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xD36B0965),
                gc.KeyTuple('src_port', 0x6A6C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x79CC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0037),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\x6B\x09\x65\x00\x00\x00\x00\x6A\x6C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x79\xCC\x00\x1F\xAC\xF8\x8B\x2C\x02\xA2\x07\xCF\xC5\xF1\x75\x22\x00\x40\x00\x00\x7C\x42\x7C\x6B\x4F\x65\xFA\x4E\x76\x5A\x44\xAF\x70\xC9\x14\x2F\x54\xC2\xF5\x9B\x6C\xF2\xE7\x43\x4E\x5C\xFD\x5F\x54\xC5\xB4\x91\x5B\xD5\xB9\xB7\x5A\xF3\x07\x1E\x71\x5C\x7A\xB3\x67\x72\x4B\x93\x4B\x3B\x3C\x9D\x72\x2A\xF8\x94\x7D\x56\x5D\x63\x49\x6D\x91\x82\x6B\x6D\xCA\x18\x4D\x5E\x6E\x5B\x7E\x6B\x7C\x22\x6D\xBE\xAD\x05\x5E\x17\x89\x4F\x42\xA3\x58\x3F\x4B\x5F\xE1\x6D\x7D\x2E\xD2\x02\x54\xC1\x3B\xD9\x4D\xE9\xF3\x67\x57\x9C\x51\xB2\x4B\x7C\x4E\xAC\x6C\x05\xE6\x19\x79\x2A\xF6\x13\x6E\x75\xB4\x2C\x48\xE6\x43\xC6\x67\xEA\x31\x87\x45\x7D\xA9\xAB\x47\xAD\xE2\x68\x59\x3B\x9C\x1A\x72\x49\xBB\xA8\x72\xAA\x88\x87\x69\x45\xB2\xCB\x71\x97\x58\xE0\x71\xD9\x29\xEF\x68\x3A\x2D\x59\x6E\x25\x2E\xC2\x6E\x69\xE2\xD3\x4B\xCC\x39\x03\x4F\x47\x14\xA3\x66\xFA\x39\xD9\x50\xAE\x90\x4B\x43\x65\xA3\x82\x4B\x64\x55\xB0\x74\xB3\x01\x43\x78\x7D\x39\x1E\x4E\xC8\x5D\x3C\x77\x50\xD2\xAA\x47\x55\xD5\xC8\x7D\xD8\x4A\xCF\x45\x85\x5B\xBC\x5D\xA5\x63\xD4\x72\x9D\xD6\xC9\x63\x42\xF2\x5D\x4F\x7F\xF2\x6A\x71\x9A\x06\x25\x7C\xE3\x6B\x14\x65\x2E\xEC\xFA\x28\x60\xFF\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD3\x6B\x09\x65\xBE\xEF\x6A\x6C\x01\x20\x00\x00\x50\x34\x02\x82\x79\xCC\x00\x1F\xAC\xF8\x8B\x2C\x02\xA2\x01\xCF\xC5\xF1\x75\x22\x00\x40\x00\x12\x7F\xFF\xFF\xFF\x4F\x65\xFA\x4E\x7F\xFF\xFF\xFF\x70\xC9\x14\x2F\x7F\xFF\xFF\xFF\x6C\xF2\xE7\x43\x7F\xFF\xFF\xFF\x54\xC5\xB4\x91\x7F\xFF\xFF\xFF\x5A\xF3\x07\x1E\x7F\xFF\xFF\xFF\x67\x72\x4B\x93\x7F\xFF\xFF\xFF\x72\x2A\xF8\x94\x7F\xFF\xFF\xFF\x49\x6D\x91\x82\x7F\xFF\xFF\xFF\x4D\x5E\x6E\x5B\x7F\xFF\xFF\xFF\x6D\xBE\xAD\x05\x7F\xFF\xFF\xFF\x42\xA3\x58\x3F\x7F\xFF\xFF\xFF\x7D\x2E\xD2\x02\x7F\xFF\xFF\xFF\x4D\xE9\xF3\x67\x7F\xFF\xFF\xFF\x4B\x7C\x4E\xAC\x7F\xFF\xFF\xFF\x79\x2A\xF6\x13\x7F\xFF\xFF\xFF\x48\xE6\x43\xC6\x7F\xFF\xFF\xFF\x45\x7D\xA9\xAB\x7F\xFF\xFF\xFF\x59\x3B\x9C\x1A\x7F\xFF\xFF\xFF\x72\xAA\x88\x87\x7F\xFF\xFF\xFF\x71\x97\x58\xE0\x7F\xFF\xFF\xFF\x68\x3A\x2D\x59\x7F\xFF\xFF\xFF\x6E\x69\xE2\xD3\x7F\xFF\xFF\xFF\x4F\x47\x14\xA3\x7F\xFF\xFF\xFF\x50\xAE\x90\x4B\x7F\xFF\xFF\xFF\x4B\x64\x55\xB0\x7F\xFF\xFF\xFF\x78\x7D\x39\x1E\x7F\xFF\xFF\xFF\x77\x50\xD2\xAA\x7F\xFF\xFF\xFF\x7D\xD8\x4A\xCF\x7F\xFF\xFF\xFF\x5D\xA5\x63\xD4\x7F\xFF\xFF\xFF\x63\x42\xF2\x5D\x7F\xFF\xFF\xFF\x71\x9A\x06\x25\x7F\xFF\xFF\xFF\x65\x2E\xEC\xFA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\xD7\x00\x37\x00\x00\x88\xDE\xD7\xA8\xC5\xF1\x75\x22\xC5\xF1\x75\x22\x12\xCF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x60\xFF\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47\xE3\xE1\xF0\x5C\xE7\xC8\x6D\x7D\xC6\xB6\x00\x72\xF3\x81\x6F\x95\x47\xDA\xF5\x60\x00\xC5\xC8\xFE\x1B\x30\xA9\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x521A2DDD), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 12982)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 12982)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x6C)], 12982)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 12982)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x75F0D7BD), ('P4rIngress.values_v00000.hi', 0x4EF0B32B)], 12982)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x75CBDED4), ('P4rIngress.values_v00001.hi', 0x7B7C56BA)], 12982)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4E9DB0EE), ('P4rIngress.values_v00010.hi', 0x55E0A57A)], 12982)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7A0DBC1F), ('P4rIngress.values_v00011.hi', 0x4B66193F)], 12982)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4BCF3C1D), ('P4rIngress.values_v00100.hi', 0x5E14820D)], 12982)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x63740B79), ('P4rIngress.values_v00101.hi', 0x424452DF)], 12982)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7FC47A80), ('P4rIngress.values_v00110.hi', 0x70F41DCF)], 12982)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x55E86A19), ('P4rIngress.values_v00111.hi', 0x720207F9)], 12982)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x77BF74BA), ('P4rIngress.values_v01000.hi', 0x7D4A750E)], 12982)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x47C34EE7), ('P4rIngress.values_v01001.hi', 0x467DBAD6)], 12982)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6598A485), ('P4rIngress.values_v01010.hi', 0x691CD802)], 12982)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7FAC0883), ('P4rIngress.values_v01011.hi', 0x4A7012C7)], 12982)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x67F77C13), ('P4rIngress.values_v01100.hi', 0x7A2E4C3B)], 12982)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x717A1B57), ('P4rIngress.values_v01101.hi', 0x64367EAB)], 12982)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7FC34293), ('P4rIngress.values_v01110.hi', 0x53843CB5)], 12982)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x67EE2154), ('P4rIngress.values_v01111.hi', 0x4AEBAC46)], 12982)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6B65ED47), ('P4rIngress.values_v10000.hi', 0x62C284C4)], 12982)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x77B43F96), ('P4rIngress.values_v10001.hi', 0x5D9BDC68)], 12982)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x54E3455E), ('P4rIngress.values_v10010.hi', 0x59D84D1B)], 12982)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x616619A7), ('P4rIngress.values_v10011.hi', 0x5468AA2B)], 12982)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x686A362D), ('P4rIngress.values_v10100.hi', 0x6E2367E4)], 12982)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6DE883DD), ('P4rIngress.values_v10101.hi', 0x55BB56D5)], 12982)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x739995F5), ('P4rIngress.values_v10110.hi', 0x4D5D624D)], 12982)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4B453BF9), ('P4rIngress.values_v10111.hi', 0x7CE0F87A)], 12982)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4F222C23), ('P4rIngress.values_v11000.hi', 0x7FCAFFDB)], 12982)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4574A5F8), ('P4rIngress.values_v11001.hi', 0x7ADFD42D)], 12982)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5CADEC0F), ('P4rIngress.values_v11010.hi', 0x6D4E2651)], 12982)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x46279587), ('P4rIngress.values_v11011.hi', 0x7A7818FA)], 12982)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x505CD12B), ('P4rIngress.values_v11100.hi', 0x77BC4D50)], 12982)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x71C59064), ('P4rIngress.values_v11101.hi', 0x739B37FF)], 12982)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x46B1C56F), ('P4rIngress.values_v11110.hi', 0x7E6F66B3)], 12982)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x66186F41), ('P4rIngress.values_v11111.hi', 0x535DB837)], 12982)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB1BE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004A6),
                gc.DataTuple('slot_count', 0x00001853),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0FBF31A3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x1F422934),
                gc.KeyTuple('src_port', 0x909D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB1BE),
                gc.DataTuple('rank', 0x001F),
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
        ig_port = 52
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1F\x42\x29\x34\x00\x00\x00\x00\x90\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB1\xBE\x00\x1F\x0F\xBF\x31\xA3\x0E\x10\x05\x49\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x45\x0A\x5A\x25\x5C\xBE\x7B\x05\x50\xDA\xCA\xEB\x5D\x7D\x62\xDB\x6D\xDF\x75\x71\x54\x9B\xD9\x6A\x59\xD3\xA5\x37\x43\x5E\xD5\x25\x7D\x16\xBA\x81\x66\xF3\xE6\x65\x7F\x39\x9E\x19\x76\x4A\x52\x4F\x5D\x0C\x14\xC1\x52\xF9\xF4\x6A\x6D\x6B\x9F\x27\x7F\x56\x4C\x8C\x55\x3D\x64\xD5\x5B\x43\xEF\xAB\x43\x62\x72\x86\x47\x48\xE3\x46\x7D\xB6\xCE\xBE\x43\x40\xE8\x95\x47\x38\x0F\x09\x42\x96\x34\x6A\x5A\x32\x7C\x0F\x79\x20\xC1\xC9\x6D\x13\x7C\x46\x72\x33\x7C\x6A\x5B\x27\x9A\x65\x5F\x55\xAC\xCE\x4C\xD9\xAC\x68\x7F\xE6\xE1\x2C\x59\xB7\x39\x9A\x79\xE9\xB1\x4E\x78\x90\x99\x66\x43\x9B\xC3\x3E\x74\x8B\xDB\xCB\x58\xF8\xE5\xDC\x58\x18\x3C\x52\x46\x29\x8C\x34\x5F\x4A\xF5\x8D\x55\x28\xC9\xEE\x58\x31\x42\xCF\x67\xA0\xDF\x96\x70\xDC\xDC\xA5\x49\x8D\x22\xD7\x49\xF8\xD2\xB3\x5D\x99\x6C\xFC\x68\x39\x3B\x3F\x65\xF4\xB4\xDF\x55\x74\xAC\x78\x51\xD0\xB7\x29\x69\x7B\x11\x12\x71\xF8\x75\xDE\x7E\xE7\x02\x07\x72\x86\x5B\x9B\x6E\xC0\x59\xCD\x4C\x25\x03\x20\x75\xA6\xB0\x2E\x53\x4D\x2E\x8D\x62\xC7\x21\x2E\x64\xE6\xB6\xD1\x58\x68\x56\x4E\x5F\x9F\x2F\x7E\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1F\x42\x29\x34\xBE\xEF\x90\x9D\x01\x20\x00\x00\x50\x34\x02\x82\xB1\xBE\x00\x1F\x0F\xBF\x31\xA3\x0E\x10\x01\x49\xFF\xFF\xFF\xFF\x00\x40\x00\x18\x7F\xFF\xFF\xFF\x5C\xBE\x7B\x05\x7F\xFF\xFF\xFF\x5D\x7D\x62\xDB\x7F\xFF\xFF\xFF\x54\x9B\xD9\x6A\x7F\xFF\xFF\xFF\x43\x5E\xD5\x25\x7F\xFF\xFF\xFF\x66\xF3\xE6\x65\x7F\xFF\xFF\xFF\x76\x4A\x52\x4F\x7F\xFF\xFF\xFF\x52\xF9\xF4\x6A\x7F\xFF\xFF\xFF\x7F\x56\x4C\x8C\x7F\xFF\xFF\xFF\x5B\x43\xEF\xAB\x7F\xFF\xFF\xFF\x47\x48\xE3\x46\x7F\xFF\xFF\xFF\x43\x40\xE8\x95\x7F\xFF\xFF\xFF\x42\x96\x34\x6A\x7F\xFF\xFF\xFF\x79\x20\xC1\xC9\x7F\xFF\xFF\xFF\x72\x33\x7C\x6A\x7F\xFF\xFF\xFF\x5F\x55\xAC\xCE\x7F\xFF\xFF\xFF\x7F\xE6\xE1\x2C\x7F\xFF\xFF\xFF\x79\xE9\xB1\x4E\x7F\xFF\xFF\xFF\x43\x9B\xC3\x3E\x7F\xFF\xFF\xFF\x58\xF8\xE5\xDC\x7F\xFF\xFF\xFF\x46\x29\x8C\x34\x7F\xFF\xFF\xFF\x55\x28\xC9\xEE\x7F\xFF\xFF\xFF\x67\xA0\xDF\x96\x7F\xFF\xFF\xFF\x49\x8D\x22\xD7\x7F\xFF\xFF\xFF\x5D\x99\x6C\xFC\x7F\xFF\xFF\xFF\x65\xF4\xB4\xDF\x7F\xFF\xFF\xFF\x51\xD0\xB7\x29\x7F\xFF\xFF\xFF\x71\xF8\x75\xDE\x7F\xFF\xFF\xFF\x72\x86\x5B\x9B\x7F\xFF\xFF\xFF\x4C\x25\x03\x20\x7F\xFF\xFF\xFF\x53\x4D\x2E\x8D\x7F\xFF\xFF\xFF\x64\xE6\xB6\xD1\x7F\xFF\xFF\xFF\x5F\x9F\x2F\x7E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xB6\x03\x3D\x00\x00\xD2\x1A\x2D\xDD\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x18\x6C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF7444D57), ('P4rIngress.bitmap_seq.seq', 0xB3BD5E00)], 10769)
        self.setRegisterValue('P4rIngress.rounds', 0xB3BD5E00, 10769)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x2C)], 10769)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10769)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4A472B36), ('P4rIngress.values_v00000.hi', 0x496888B5)], 10769)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7C5B2F0E), ('P4rIngress.values_v00001.hi', 0x5B2D7730)], 10769)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7BDB6DEA), ('P4rIngress.values_v00010.hi', 0x4CFDA1A7)], 10769)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6B58F9AB), ('P4rIngress.values_v00011.hi', 0x53B10ECF)], 10769)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44D584C1), ('P4rIngress.values_v00100.hi', 0x475C951C)], 10769)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5537796F), ('P4rIngress.values_v00101.hi', 0x57A1E2B5)], 10769)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5546E74D), ('P4rIngress.values_v00110.hi', 0x5DF6D891)], 10769)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x40DE6B5E), ('P4rIngress.values_v00111.hi', 0x5CB9B742)], 10769)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5F2DCCEC), ('P4rIngress.values_v01000.hi', 0x52BB35B1)], 10769)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67CF19F6), ('P4rIngress.values_v01001.hi', 0x750902F4)], 10769)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6ED353F2), ('P4rIngress.values_v01010.hi', 0x4261A1D0)], 10769)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x59B0B650), ('P4rIngress.values_v01011.hi', 0x6BCC6BCD)], 10769)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6BAD9B55), ('P4rIngress.values_v01100.hi', 0x5818B296)], 10769)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7CCCB6C8), ('P4rIngress.values_v01101.hi', 0x654F4669)], 10769)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x424E7AC1), ('P4rIngress.values_v01110.hi', 0x6426D3AE)], 10769)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7522D327), ('P4rIngress.values_v01111.hi', 0x461596B6)], 10769)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7B5C59DB), ('P4rIngress.values_v10000.hi', 0x7A55862D)], 10769)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6839649D), ('P4rIngress.values_v10001.hi', 0x7B6DCA71)], 10769)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x65B48973), ('P4rIngress.values_v10010.hi', 0x451AC781)], 10769)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7FF7E227), ('P4rIngress.values_v10011.hi', 0x630965AA)], 10769)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7CA324C4), ('P4rIngress.values_v10100.hi', 0x5ADB31E7)], 10769)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x51C20ACD), ('P4rIngress.values_v10101.hi', 0x7C1E5294)], 10769)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6C87C467), ('P4rIngress.values_v10110.hi', 0x69EC77EE)], 10769)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x61D5C2BB), ('P4rIngress.values_v10111.hi', 0x5DBD7783)], 10769)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x74BF5FD2), ('P4rIngress.values_v11000.hi', 0x66A1936F)], 10769)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x41EB2966), ('P4rIngress.values_v11001.hi', 0x4C0AE248)], 10769)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x65A44DB1), ('P4rIngress.values_v11010.hi', 0x5CFC5C8D)], 10769)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6F76CA53), ('P4rIngress.values_v11011.hi', 0x57B354D9)], 10769)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4DB7BDFF), ('P4rIngress.values_v11100.hi', 0x6D6679DE)], 10769)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7B6374CD), ('P4rIngress.values_v11101.hi', 0x78B672E0)], 10769)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4A0AE8E7), ('P4rIngress.values_v11110.hi', 0x5216B827)], 10769)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x615C0EC7), ('P4rIngress.values_v11111.hi', 0x4CB191AF)], 10769)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD9E1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006AE),
                gc.DataTuple('slot_count', 0x000006A2),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x339808AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xB9EAB2DE),
                gc.KeyTuple('src_port', 0xD399),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD9E1),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x01E2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB9\xEA\xB2\xDE\x00\x00\x00\x00\xD3\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD9\xE1\x00\x0F\x33\x98\x08\xAF\x03\x63\x07\x91\xB3\xBD\x5E\x00\x00\x40\x00\x00\x5B\xBE\xAC\x0D\x55\x4B\x6B\x77\x6E\x37\x65\x12\x4E\x6C\xE7\x6C\x49\x8A\xEA\x6A\x7C\x04\x9E\x97\x6A\x9D\x89\xCF\x5C\x6B\x27\xC9\x7D\xD0\xD3\x90\x52\x69\x96\x8B\x6D\x66\x01\xF7\x74\xDD\x3A\x9D\x56\xA1\xB3\x06\x70\x64\xFB\xDE\x58\xED\x06\x56\x6C\xEE\x2F\x16\x7C\x41\xA1\xCB\x6F\xB0\x6B\x19\x45\x4F\x74\x2E\x79\x3A\xB5\xC7\x63\xB0\x96\x2B\x4B\x48\xAE\x56\x66\xB8\x57\x34\x6A\x9A\x35\x29\x73\x2F\x52\x71\x6A\x17\x06\x1C\x50\x45\xDA\xDB\x78\x5F\xEA\x27\x5A\x52\xE5\x27\x74\xD4\x77\x9A\x6D\xE9\xEA\x35\x67\xB4\xE6\xEC\x4F\x06\xA8\xEB\x4C\x69\x1A\x71\x7F\x0C\xCE\xDF\x59\x91\x38\xE2\x73\x65\x44\x31\x53\x9C\xA5\xD3\x53\x50\xE3\x97\x44\x4F\xB1\xAB\x54\x88\xF5\xF4\x62\xAC\x9A\xC1\x78\x3C\xEA\xC4\x5E\xFA\xF4\xA7\x6A\xEA\x1C\x7E\x7D\xCC\x4B\xB4\x51\x4B\xBA\x76\x64\xCA\x20\x3B\x5D\x83\x7C\x57\x52\xE2\xD0\x28\x53\xA1\x06\x2C\x74\x28\xF2\x7F\x59\x76\xE3\x32\x51\xD1\xE4\x9D\x54\xFC\x58\x96\x52\xD5\x0D\xB3\x51\xA4\xA5\x92\x52\x78\xB7\x3F\x48\x57\x6B\x25\x57\x0D\x7C\xA9\x5C\x7E\xBB\xB1\x6B\x64\x4B\x1C\x62\x4A\x71\x51\x5A\x67\xB9\xB7\x2A\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB9\xEA\xB2\xDE\xBE\xEF\xD3\x99\x01\x20\x00\x00\x50\x34\x02\x82\xD9\xE1\x00\x0F\x33\x98\x08\xAF\x03\x63\x01\x91\xB3\xBD\x5E\x00\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x55\x4B\x6B\x77\x7F\xFF\xFF\xFF\x4E\x6C\xE7\x6C\x7F\xFF\xFF\xFF\x7C\x04\x9E\x97\x7F\xFF\xFF\xFF\x5C\x6B\x27\xC9\x7F\xFF\xFF\xFF\x52\x69\x96\x8B\x7F\xFF\xFF\xFF\x74\xDD\x3A\x9D\x7F\xFF\xFF\xFF\x70\x64\xFB\xDE\x7F\xFF\xFF\xFF\x6C\xEE\x2F\x16\x7F\xFF\xFF\xFF\x6F\xB0\x6B\x19\x7F\xFF\xFF\xFF\x79\x3A\xB5\xC7\x7F\xFF\xFF\xFF\x4B\x48\xAE\x56\x7F\xFF\xFF\xFF\x6A\x9A\x35\x29\x7F\xFF\xFF\xFF\x6A\x17\x06\x1C\x7F\xFF\xFF\xFF\x78\x5F\xEA\x27\x7F\xFF\xFF\xFF\x74\xD4\x77\x9A\x7F\xFF\xFF\xFF\x67\xB4\xE6\xEC\x7F\xFF\xFF\xFF\x4C\x69\x1A\x71\x7F\xFF\xFF\xFF\x59\x91\x38\xE2\x7F\xFF\xFF\xFF\x53\x9C\xA5\xD3\x7F\xFF\xFF\xFF\x44\x4F\xB1\xAB\x7F\xFF\xFF\xFF\x62\xAC\x9A\xC1\x7F\xFF\xFF\xFF\x5E\xFA\xF4\xA7\x7F\xFF\xFF\xFF\x7D\xCC\x4B\xB4\x7F\xFF\xFF\xFF\x64\xCA\x20\x3B\x7F\xFF\xFF\xFF\x52\xE2\xD0\x28\x7F\xFF\xFF\xFF\x74\x28\xF2\x7F\x7F\xFF\xFF\xFF\x51\xD1\xE4\x9D\x7F\xFF\xFF\xFF\x52\xD5\x0D\xB3\x7F\xFF\xFF\xFF\x52\x78\xB7\x3F\x7F\xFF\xFF\xFF\x57\x0D\x7C\xA9\x7F\xFF\xFF\xFF\x6B\x64\x4B\x1C\x7F\xFF\xFF\xFF\x5A\x67\xB9\xB7\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\x11\x01\xE2\x00\x00\xF7\x44\xCD\x57\xB3\xBD\x5E\x00\xB3\xBD\x5E\x00\x0F\x91\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5BC5F52F), ('P4rIngress.bitmap_seq.seq', 0xDD73E85E)], 10259)
        self.setRegisterValue('P4rIngress.rounds', 0xDD73E85E, 10259)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x96)], 10259)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10259)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7D69D180), ('P4rIngress.values_v00000.hi', 0x453EBAA9)], 10259)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x77142428), ('P4rIngress.values_v00001.hi', 0x5868C578)], 10259)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x574FED13), ('P4rIngress.values_v00010.hi', 0x550BDA7B)], 10259)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x558C851C), ('P4rIngress.values_v00011.hi', 0x74B9052F)], 10259)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x436C33AB), ('P4rIngress.values_v00100.hi', 0x7CC02025)], 10259)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4E6CD3BE), ('P4rIngress.values_v00101.hi', 0x76A25AE8)], 10259)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x554AD67F), ('P4rIngress.values_v00110.hi', 0x63625BEC)], 10259)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7CED6237), ('P4rIngress.values_v00111.hi', 0x7826D777)], 10259)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x41ECB478), ('P4rIngress.values_v01000.hi', 0x68E15502)], 10259)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x76BA63E6), ('P4rIngress.values_v01001.hi', 0x48D07DA7)], 10259)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x54A98457), ('P4rIngress.values_v01010.hi', 0x5746AB7D)], 10259)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x709F5D05), ('P4rIngress.values_v01011.hi', 0x77679896)], 10259)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x42C62AFB), ('P4rIngress.values_v01100.hi', 0x56AB5D1D)], 10259)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x75BE84A7), ('P4rIngress.values_v01101.hi', 0x55561198)], 10259)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x74ACEC89), ('P4rIngress.values_v01110.hi', 0x7BCADB8A)], 10259)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x74AD2B33), ('P4rIngress.values_v01111.hi', 0x5198B016)], 10259)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x78972CDF), ('P4rIngress.values_v10000.hi', 0x5F38F6A9)], 10259)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7E788B3A), ('P4rIngress.values_v10001.hi', 0x54EA5C3D)], 10259)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4749C805), ('P4rIngress.values_v10010.hi', 0x57599933)], 10259)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5D5F85BB), ('P4rIngress.values_v10011.hi', 0x69EF40A1)], 10259)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x562C5611), ('P4rIngress.values_v10100.hi', 0x77BD225B)], 10259)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5A767307), ('P4rIngress.values_v10101.hi', 0x4DE8AB8B)], 10259)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x629CE3B3), ('P4rIngress.values_v10110.hi', 0x67D47216)], 10259)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6D44E0DB), ('P4rIngress.values_v10111.hi', 0x5589B655)], 10259)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x61D4E27C), ('P4rIngress.values_v11000.hi', 0x41D70D03)], 10259)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7B5742BB), ('P4rIngress.values_v11001.hi', 0x62771166)], 10259)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7C483C45), ('P4rIngress.values_v11010.hi', 0x58756EF0)], 10259)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6B474F1F), ('P4rIngress.values_v11011.hi', 0x4CE03A44)], 10259)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x50F65634), ('P4rIngress.values_v11100.hi', 0x4D36663A)], 10259)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x44E9B98E), ('P4rIngress.values_v11101.hi', 0x4E9A55AD)], 10259)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7610FE99), ('P4rIngress.values_v11110.hi', 0x5073B321)], 10259)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x57048D29), ('P4rIngress.values_v11111.hi', 0x4EED24A5)], 10259)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x237C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000411),
                gc.DataTuple('slot_count', 0x00001A1B),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3D6B9BDF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x8F1BBE6E),
                gc.KeyTuple('src_port', 0x5E4C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x237C),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0094),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\x1B\xBE\x6E\x00\x00\x00\x00\x5E\x4C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x23\x7C\x00\x11\x3D\x6B\x9B\xDF\x04\x02\x01\x4D\xDD\x73\xE8\x5E\x00\x40\x00\x00\x6E\x77\x6D\xF9\x7C\xCB\x9C\xCD\x61\x78\xB8\xDF\x5B\xCD\x6B\xA4\x61\x75\xC5\x43\x69\x9F\x4B\x65\x73\x25\x3A\x08\x56\x16\xB4\xF0\x6C\x12\xBA\x77\x62\xAF\xF3\x4B\x7C\x6B\x6B\x98\x61\xAF\x4A\xAE\x4E\xD3\x26\x88\x69\x0C\xE6\x25\x65\x8D\xFB\x3F\x52\xA3\x5F\x37\x63\x22\xFD\xFC\x53\x81\x8C\xBA\x54\x93\x91\xC3\x5E\x2F\x96\xA4\x7A\x03\x6D\x91\x41\x28\x6E\x1F\x70\x5F\x5F\xCF\x4D\x35\xFF\xDF\x52\x30\x68\x51\x5D\x9F\x76\x05\x44\xC0\xB2\x32\x5D\x54\x51\xBC\x4E\xFD\xD8\x6D\x7A\x5A\xF9\x04\x7C\x53\xE9\xC9\x51\x37\x35\x9D\x66\x43\x96\xC8\x6B\xFC\x1B\x2D\x58\xA9\x8B\x4B\x6F\x4E\xB3\xB9\x52\xAC\xBD\x25\x4C\xDC\x28\x67\x4F\xB2\x95\xB9\x4C\x04\xBB\xBB\x76\x6F\x35\x7B\x74\xD2\x66\xD9\x6A\x4B\x4A\x6D\x4B\xE7\x8B\x11\x41\x49\x3C\x73\x41\x74\x91\x3C\x71\xA6\x92\xAF\x47\x89\x24\x5F\x6D\x34\x2E\xB7\x5A\xC7\x93\x73\x7B\xD2\x75\x2B\x6B\x36\x62\xB4\x49\x12\xBA\x6D\x43\x77\x69\x5D\x5A\x5B\x5B\xC1\x76\x2A\xD9\xCA\x5B\x26\xD3\x26\x42\xD0\x53\xAB\x43\x8D\x6A\xF3\x62\x0A\xC4\x7D\x4C\x24\x03\x7C\x75\xD1\x29\x38\x7B\x0B\xD0\x47\x40\x9F\xE8\x97\x30\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8F\x1B\xBE\x6E\xBE\xEF\x5E\x4C\x01\x20\x00\x00\x50\x34\x02\x82\x23\x7C\x00\x11\x3D\x6B\x9B\xDF\x04\x02\x01\x4D\xDD\x73\xE8\x5E\x00\x40\x00\x18\x7F\xFF\xFF\xFF\x7C\xCB\x9C\xCD\x7F\xFF\xFF\xFF\x5B\xCD\x6B\xA4\x7F\xFF\xFF\xFF\x69\x9F\x4B\x65\x7F\xFF\xFF\xFF\x56\x16\xB4\xF0\x7F\xFF\xFF\xFF\x62\xAF\xF3\x4B\x7F\xFF\xFF\xFF\x61\xAF\x4A\xAE\x7F\xFF\xFF\xFF\x69\x0C\xE6\x25\x7F\xFF\xFF\xFF\x52\xA3\x5F\x37\x7F\xFF\xFF\xFF\x53\x81\x8C\xBA\x7F\xFF\xFF\xFF\x5E\x2F\x96\xA4\x7F\xFF\xFF\xFF\x41\x28\x6E\x1F\x7F\xFF\xFF\xFF\x4D\x35\xFF\xDF\x7F\xFF\xFF\xFF\x5D\x9F\x76\x05\x7F\xFF\xFF\xFF\x5D\x54\x51\xBC\x7F\xFF\xFF\xFF\x7A\x5A\xF9\x04\x7F\xFF\xFF\xFF\x51\x37\x35\x9D\x7F\xFF\xFF\xFF\x6B\xFC\x1B\x2D\x7F\xFF\xFF\xFF\x6F\x4E\xB3\xB9\x7F\xFF\xFF\xFF\x4C\xDC\x28\x67\x7F\xFF\xFF\xFF\x4C\x04\xBB\xBB\x7F\xFF\xFF\xFF\x74\xD2\x66\xD9\x7F\xFF\xFF\xFF\x4B\xE7\x8B\x11\x7F\xFF\xFF\xFF\x41\x74\x91\x3C\x7F\xFF\xFF\xFF\x47\x89\x24\x5F\x7F\xFF\xFF\xFF\x5A\xC7\x93\x73\x7F\xFF\xFF\xFF\x6B\x36\x62\xB4\x7F\xFF\xFF\xFF\x43\x77\x69\x5D\x7F\xFF\xFF\xFF\x76\x2A\xD9\xCA\x7F\xFF\xFF\xFF\x42\xD0\x53\xAB\x7F\xFF\xFF\xFF\x62\x0A\xC4\x7D\x7F\xFF\xFF\xFF\x75\xD1\x29\x38\x7F\xFF\xFF\xFF\x40\x9F\xE8\x97\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x13\x00\x94\x00\x00\x5B\xC7\xF5\x2F\xDD\x73\xE8\x5E\xDD\x73\xE8\x5E\x18\x96\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD7751A91), ('P4rIngress.bitmap_seq.seq', 0x50000000)], 12570)
        self.setRegisterValue('P4rIngress.rounds', 0x50000000, 12570)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x6E)], 12570)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12570)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5EA1A975), ('P4rIngress.values_v00000.hi', 0x4DBE0E62)], 12570)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6C4A5DC4), ('P4rIngress.values_v00001.hi', 0x62CAA79B)], 12570)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x57263D35), ('P4rIngress.values_v00010.hi', 0x60A4E671)], 12570)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5B8EF14E), ('P4rIngress.values_v00011.hi', 0x639818BC)], 12570)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6B5432D5), ('P4rIngress.values_v00100.hi', 0x69ABB16D)], 12570)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x60F2A660), ('P4rIngress.values_v00101.hi', 0x474E7236)], 12570)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45ABB6EF), ('P4rIngress.values_v00110.hi', 0x779EBAD1)], 12570)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7EF1078A), ('P4rIngress.values_v00111.hi', 0x632C5BE1)], 12570)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x42E25CBC), ('P4rIngress.values_v01000.hi', 0x564DE373)], 12570)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6D91DB31), ('P4rIngress.values_v01001.hi', 0x6C15162F)], 12570)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x505011C8), ('P4rIngress.values_v01010.hi', 0x74390FB6)], 12570)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5D0C58E5), ('P4rIngress.values_v01011.hi', 0x46DBC1E2)], 12570)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x51955E43), ('P4rIngress.values_v01100.hi', 0x46094FCC)], 12570)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x72FE5C3B), ('P4rIngress.values_v01101.hi', 0x6097A951)], 12570)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x68B9B153), ('P4rIngress.values_v01110.hi', 0x63832351)], 12570)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x402112B3), ('P4rIngress.values_v01111.hi', 0x786FAD35)], 12570)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6957B450), ('P4rIngress.values_v10000.hi', 0x690D6DB5)], 12570)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x63721536), ('P4rIngress.values_v10001.hi', 0x46AF3137)], 12570)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6E1098F4), ('P4rIngress.values_v10010.hi', 0x54310A79)], 12570)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x47EB624E), ('P4rIngress.values_v10011.hi', 0x43A60E45)], 12570)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4A9F0F48), ('P4rIngress.values_v10100.hi', 0x4A4F907B)], 12570)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6ECE8D5D), ('P4rIngress.values_v10101.hi', 0x60FB67B3)], 12570)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x45D55BA2), ('P4rIngress.values_v10110.hi', 0x6470A2C7)], 12570)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A55EC47), ('P4rIngress.values_v10111.hi', 0x46ABA6AC)], 12570)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5C8D9559), ('P4rIngress.values_v11000.hi', 0x78DEBCBC)], 12570)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x79C2DCA3), ('P4rIngress.values_v11001.hi', 0x7BE3366B)], 12570)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x534F9023), ('P4rIngress.values_v11010.hi', 0x5F65DB4E)], 12570)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x52B68736), ('P4rIngress.values_v11011.hi', 0x4DE12C4D)], 12570)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7AC0A7DB), ('P4rIngress.values_v11100.hi', 0x6D477C4D)], 12570)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x65F168AB), ('P4rIngress.values_v11101.hi', 0x7023996C)], 12570)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x77303317), ('P4rIngress.values_v11110.hi', 0x40B196F8)], 12570)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4360B5E7), ('P4rIngress.values_v11111.hi', 0x5A989364)], 12570)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1D52),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EE5),
                gc.DataTuple('slot_count', 0x0000096B),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x487E2961),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x1940EE54),
                gc.KeyTuple('src_port', 0xC67F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1D52),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0286),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x19\x40\xEE\x54\x00\x00\x00\x00\xC6\x7F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1D\x52\x00\x0D\x48\x7E\x29\x61\x02\x35\x07\xE3\x50\x00\x00\x00\x00\x40\x00\x00\x43\xA2\xC3\x83\x6C\x77\xA2\x33\x7F\x64\xC2\x95\x7D\xDD\x03\x96\x4F\x1C\x98\x25\x58\xB4\xDA\x2D\x60\x3F\x25\x67\x4F\xF4\x51\xC3\x6C\x97\x50\xD5\x50\xEA\xEB\x24\x68\x11\x75\x71\x76\x6C\xC3\x6D\x55\x34\x8C\xAD\x4F\x4E\x92\x41\x7E\x62\xF2\x0C\x6C\x8E\x2E\x1C\x5C\x60\x74\x3A\x6B\xFD\x3A\xFD\x5C\xEC\x91\x3B\x4B\xBD\x9A\xF2\x60\x12\x2C\x44\x4D\xCD\xB8\x33\x49\x25\x59\x54\x6F\x96\x45\xF6\x67\x5E\x6D\x46\x57\x65\x64\x28\x64\x85\x2B\xA2\x45\x77\xA9\xB6\x4A\x38\xEB\x5D\x6F\xA9\x6E\x3B\x79\x1D\x3C\x1D\x58\x46\xF0\xF5\x47\x15\xB5\x72\x7D\x41\x68\xB3\x79\x47\x35\x84\x4A\xF7\xCB\x5A\x66\x09\xC6\xD6\x59\xAE\x92\x63\x64\x03\x37\xAE\x43\xB5\x32\x66\x67\x27\xA1\xFE\x5A\x74\xB9\xD3\x5F\x5D\xCD\xFB\x7F\x9B\xA7\x4A\x7D\x16\xB1\xF3\x68\xD4\x2A\xB1\x79\x32\xCF\x2F\x46\x19\x72\x5A\x79\x29\xD0\xE2\x70\x93\x45\x30\x6B\x67\x8F\x4D\x47\x78\xFB\x26\x72\xE5\x6F\x8C\x51\x2D\x09\x67\x45\x2C\xEA\x4C\x48\xE8\x48\x2E\x66\xCE\x96\x83\x47\x1C\x55\x25\x7B\xF9\x22\x75\x60\x29\xC5\x77\x60\x69\x53\x8C\x5A\xCB\x74\x8F\x7D\xD5\x26\x45\x79\x55\xAB\x0B\x33\x93\x51\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x19\x40\xEE\x54\xBE\xEF\xC6\x7F\x01\x20\x00\x00\x50\x34\x02\x82\x1D\x52\x00\x0D\x48\x7E\x29\x61\x02\x35\x01\xE3\x50\x00\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x6C\x77\xA2\x33\x7F\xFF\xFF\xFF\x7D\xDD\x03\x96\x7F\xFF\xFF\xFF\x58\xB4\xDA\x2D\x7F\xFF\xFF\xFF\x4F\xF4\x51\xC3\x7F\xFF\xFF\xFF\x50\xEA\xEB\x24\x7F\xFF\xFF\xFF\x76\x6C\xC3\x6D\x7F\xFF\xFF\xFF\x4F\x4E\x92\x41\x7F\xFF\xFF\xFF\x6C\x8E\x2E\x1C\x7F\xFF\xFF\xFF\x6B\xFD\x3A\xFD\x7F\xFF\xFF\xFF\x4B\xBD\x9A\xF2\x7F\xFF\xFF\xFF\x4D\xCD\xB8\x33\x7F\xFF\xFF\xFF\x6F\x96\x45\xF6\x7F\xFF\xFF\xFF\x57\x65\x64\x28\x7F\xFF\xFF\xFF\x45\x77\xA9\xB6\x7F\xFF\xFF\xFF\x6F\xA9\x6E\x3B\x7F\xFF\xFF\xFF\x58\x46\xF0\xF5\x7F\xFF\xFF\xFF\x7D\x41\x68\xB3\x7F\xFF\xFF\xFF\x4A\xF7\xCB\x5A\x7F\xFF\xFF\xFF\x59\xAE\x92\x63\x7F\xFF\xFF\xFF\x43\xB5\x32\x66\x7F\xFF\xFF\xFF\x5A\x74\xB9\xD3\x7F\xFF\xFF\xFF\x7F\x9B\xA7\x4A\x7F\xFF\xFF\xFF\x68\xD4\x2A\xB1\x7F\xFF\xFF\xFF\x46\x19\x72\x5A\x7F\xFF\xFF\xFF\x70\x93\x45\x30\x7F\xFF\xFF\xFF\x47\x78\xFB\x26\x7F\xFF\xFF\xFF\x51\x2D\x09\x67\x7F\xFF\xFF\xFF\x48\xE8\x48\x2E\x7F\xFF\xFF\xFF\x47\x1C\x55\x25\x7F\xFF\xFF\xFF\x60\x29\xC5\x77\x7F\xFF\xFF\xFF\x5A\xCB\x74\x8F\x7F\xFF\xFF\xFF\x79\x55\xAB\x0B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x1A\x02\x86\x00\x00\xD7\x75\x3A\x91\x50\x00\x00\x00\x50\x00\x00\x00\x0C\xE3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x93\x51\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5418926E), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 14625)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 14625)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0xD6)], 14625)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14625)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x513BDC33), ('P4rIngress.values_v00000.hi', 0x4AB92B67)], 14625)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x595BAA8D), ('P4rIngress.values_v00001.hi', 0x7E942E92)], 14625)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4DC0C600), ('P4rIngress.values_v00010.hi', 0x7A8FB733)], 14625)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7DF8BDFE), ('P4rIngress.values_v00011.hi', 0x6988FA56)], 14625)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x513D31F0), ('P4rIngress.values_v00100.hi', 0x787D940C)], 14625)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x60890FF7), ('P4rIngress.values_v00101.hi', 0x403CD761)], 14625)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x636685B3), ('P4rIngress.values_v00110.hi', 0x6512081D)], 14625)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x551935C9), ('P4rIngress.values_v00111.hi', 0x64BB9BB9)], 14625)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4F88C359), ('P4rIngress.values_v01000.hi', 0x725CFEF2)], 14625)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x673DF1EF), ('P4rIngress.values_v01001.hi', 0x53189DF2)], 14625)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x59CCA689), ('P4rIngress.values_v01010.hi', 0x4585D6BA)], 14625)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x59754A26), ('P4rIngress.values_v01011.hi', 0x4649BE87)], 14625)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C95F1AC), ('P4rIngress.values_v01100.hi', 0x7EDE5D82)], 14625)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4365D6F1), ('P4rIngress.values_v01101.hi', 0x4D9E7DA7)], 14625)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45E375C4), ('P4rIngress.values_v01110.hi', 0x77797B6F)], 14625)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5CEC573B), ('P4rIngress.values_v01111.hi', 0x69A17CBB)], 14625)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6A731CC2), ('P4rIngress.values_v10000.hi', 0x4DB85874)], 14625)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6F8E8C6B), ('P4rIngress.values_v10001.hi', 0x536FCCAF)], 14625)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x40D19B54), ('P4rIngress.values_v10010.hi', 0x49DE212B)], 14625)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x70DB37C5), ('P4rIngress.values_v10011.hi', 0x51D39C4E)], 14625)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6E73165B), ('P4rIngress.values_v10100.hi', 0x63968CB4)], 14625)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x444DEB69), ('P4rIngress.values_v10101.hi', 0x611D4B06)], 14625)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x60BB8E23), ('P4rIngress.values_v10110.hi', 0x59274AAD)], 14625)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6DFB9AE2), ('P4rIngress.values_v10111.hi', 0x61EE29C5)], 14625)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x79AADBA7), ('P4rIngress.values_v11000.hi', 0x7F934AC2)], 14625)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7AD61FC3), ('P4rIngress.values_v11001.hi', 0x51EBC939)], 14625)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x71554D14), ('P4rIngress.values_v11010.hi', 0x5F4DD5FC)], 14625)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5777364C), ('P4rIngress.values_v11011.hi', 0x43EF3666)], 14625)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5AC96763), ('P4rIngress.values_v11100.hi', 0x54B596AD)], 14625)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x64FB5B05), ('P4rIngress.values_v11101.hi', 0x6D7E8B74)], 14625)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x71DA4F88), ('P4rIngress.values_v11110.hi', 0x6D7C6A47)], 14625)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4DD9495B), ('P4rIngress.values_v11111.hi', 0x63974627)], 14625)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC644),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DF6),
                gc.DataTuple('slot_count', 0x00000BF6),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF48FB8E6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x5A9C5622),
                gc.KeyTuple('src_port', 0x7F86),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC644),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x025F),
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
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\x9C\x56\x22\x00\x00\x00\x00\x7F\x86\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC6\x44\x00\x10\xF4\x8F\xB8\xE6\x0B\x2B\x07\x8B\x80\x00\x00\x00\x00\x40\x00\x00\x5D\x96\x45\x71\x56\x0D\x3A\xD7\x75\xAA\x9D\x17\x7C\xAB\xEF\x6D\x6E\x2F\x62\x02\x7A\x8C\xEA\x99\x58\xBB\xBC\xF8\x66\x0A\x44\x40\x76\x7A\x90\x8C\x6F\x4F\xB9\x13\x6F\x06\x6C\x17\x73\x46\x43\xAC\x5B\x33\x72\xBF\x57\xE2\x1A\xEA\x7D\x79\xE1\x9A\x72\xD2\x4E\x3D\x69\xAC\x59\x48\x4B\x1E\xA8\x48\x65\x26\x4B\xEA\x69\xC8\xC9\x5D\x50\xDE\xDF\x03\x43\x78\x2D\xEB\x43\x39\x7B\x15\x52\xB8\xC9\x1F\x4C\x8D\x39\x80\x75\xEC\xCE\x3E\x66\x2A\x9B\x68\x4E\x15\xD2\x3A\x72\x35\x91\x4B\x77\x4B\x43\x2F\x48\x47\xE2\xC3\x5A\xA4\xDE\xA1\x6A\xA8\xBB\x4B\x5B\xC5\x5C\x3C\x4D\x31\x24\xAB\x65\x9F\xA8\x86\x47\x4C\xF5\x4F\x78\xC9\xAC\x31\x75\x19\xE3\x64\x4E\xD7\x55\xEC\x45\x99\x0D\xA4\x57\xAB\x4C\x02\x76\x31\x4B\x0B\x47\x56\x2A\xFE\x63\xE3\x64\xE1\x64\x38\x71\x1C\x4C\xE3\xA8\xD6\x53\x42\xDA\x4E\x6B\x77\x1D\x45\x4B\x3A\x73\x42\x63\x7E\x2C\x87\x4E\x8F\x87\x29\x44\xD3\xEF\xAD\x69\x1B\xFD\x46\x69\x5B\xB7\x95\x6B\x83\xAA\xFD\x76\x94\x34\x25\x60\xCD\x95\xBD\x6D\x82\x82\x6E\x49\x56\xEB\xA1\x71\xD5\x98\x3F\x66\x8E\xE8\x38\x49\x0C\xC9\xA5\x78\xAA\x95\x74\x30\x8A\x03\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5A\x9C\x56\x22\xBE\xEF\x7F\x86\x01\x20\x00\x00\x50\x34\x02\x82\xC6\x44\x00\x10\xF4\x8F\xB8\xE6\x0B\x2B\x01\x8B\x80\x00\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x56\x0D\x3A\xD7\x7F\xFF\xFF\xFF\x7C\xAB\xEF\x6D\x7F\xFF\xFF\xFF\x7A\x8C\xEA\x99\x7F\xFF\xFF\xFF\x66\x0A\x44\x40\x7F\xFF\xFF\xFF\x6F\x4F\xB9\x13\x7F\xFF\xFF\xFF\x73\x46\x43\xAC\x7F\xFF\xFF\xFF\x57\xE2\x1A\xEA\x7F\xFF\xFF\xFF\x72\xD2\x4E\x3D\x7F\xFF\xFF\xFF\x4B\x1E\xA8\x48\x7F\xFF\xFF\xFF\x69\xC8\xC9\x5D\x7F\xFF\xFF\xFF\x43\x78\x2D\xEB\x7F\xFF\xFF\xFF\x52\xB8\xC9\x1F\x7F\xFF\xFF\xFF\x75\xEC\xCE\x3E\x7F\xFF\xFF\xFF\x4E\x15\xD2\x3A\x7F\xFF\xFF\xFF\x77\x4B\x43\x2F\x7F\xFF\xFF\xFF\x5A\xA4\xDE\xA1\x7F\xFF\xFF\xFF\x5B\xC5\x5C\x3C\x7F\xFF\xFF\xFF\x65\x9F\xA8\x86\x7F\xFF\xFF\xFF\x78\xC9\xAC\x31\x7F\xFF\xFF\xFF\x4E\xD7\x55\xEC\x7F\xFF\xFF\xFF\x57\xAB\x4C\x02\x7F\xFF\xFF\xFF\x47\x56\x2A\xFE\x7F\xFF\xFF\xFF\x64\x38\x71\x1C\x7F\xFF\xFF\xFF\x53\x42\xDA\x4E\x7F\xFF\xFF\xFF\x4B\x3A\x73\x42\x7F\xFF\xFF\xFF\x4E\x8F\x87\x29\x7F\xFF\xFF\xFF\x69\x1B\xFD\x46\x7F\xFF\xFF\xFF\x6B\x83\xAA\xFD\x7F\xFF\xFF\xFF\x60\xCD\x95\xBD\x7F\xFF\xFF\xFF\x49\x56\xEB\xA1\x7F\xFF\xFF\xFF\x66\x8E\xE8\x38\x7F\xFF\xFF\xFF\x78\xAA\x95\x74\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\x21\x02\x5F\x00\x00\x54\x19\x92\x6E\x80\x00\x00\x00\x80\x00\x00\x00\x0C\xD6\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\x8A\x03\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5D4CC095), ('P4rIngress.bitmap_seq.seq', 0x92EC4730)], 11791)
        self.setRegisterValue('P4rIngress.rounds', 0x92EC4730, 11791)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x5A)], 11791)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 11791)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x70967E5F), ('P4rIngress.values_v00000.hi', 0x5DCD804F)], 11791)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5CDBF667), ('P4rIngress.values_v00001.hi', 0x429F13B9)], 11791)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5318E689), ('P4rIngress.values_v00010.hi', 0x41DE75DC)], 11791)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x72113353), ('P4rIngress.values_v00011.hi', 0x40B767D3)], 11791)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x551DF4DC), ('P4rIngress.values_v00100.hi', 0x48D85260)], 11791)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x74223946), ('P4rIngress.values_v00101.hi', 0x6A5D566D)], 11791)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6B46BAB9), ('P4rIngress.values_v00110.hi', 0x4ED315B8)], 11791)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7E5B6ADA), ('P4rIngress.values_v00111.hi', 0x48C2B5A9)], 11791)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x653D6DAB), ('P4rIngress.values_v01000.hi', 0x73378D19)], 11791)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x64C4FA12), ('P4rIngress.values_v01001.hi', 0x669EA5A9)], 11791)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x707CC5FD), ('P4rIngress.values_v01010.hi', 0x61ED2D9B)], 11791)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x50B3BE41), ('P4rIngress.values_v01011.hi', 0x5296ACC1)], 11791)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5DBA4C9D), ('P4rIngress.values_v01100.hi', 0x7F88066B)], 11791)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x64C7664F), ('P4rIngress.values_v01101.hi', 0x77A5C13E)], 11791)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4EF6B38D), ('P4rIngress.values_v01110.hi', 0x48B2A7C2)], 11791)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4ACA2E8E), ('P4rIngress.values_v01111.hi', 0x5AB972BB)], 11791)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x52529CCD), ('P4rIngress.values_v10000.hi', 0x714F321A)], 11791)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x42A66947), ('P4rIngress.values_v10001.hi', 0x4DF0305D)], 11791)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x638DA6EE), ('P4rIngress.values_v10010.hi', 0x4A306654)], 11791)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5986F0AA), ('P4rIngress.values_v10011.hi', 0x77DD96DB)], 11791)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x71075E22), ('P4rIngress.values_v10100.hi', 0x7DD53EC3)], 11791)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x73A5C5A3), ('P4rIngress.values_v10101.hi', 0x51548216)], 11791)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x56DDA668), ('P4rIngress.values_v10110.hi', 0x4D59A0D1)], 11791)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x67B61970), ('P4rIngress.values_v10111.hi', 0x5402D7F2)], 11791)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x590ACD1B), ('P4rIngress.values_v11000.hi', 0x4CA2BAE8)], 11791)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x41E3D316), ('P4rIngress.values_v11001.hi', 0x40F1B352)], 11791)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x524896B6), ('P4rIngress.values_v11010.hi', 0x5525C16C)], 11791)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x418AC6DC), ('P4rIngress.values_v11011.hi', 0x79A7D78E)], 11791)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4FF37FEB), ('P4rIngress.values_v11100.hi', 0x56638173)], 11791)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4D259B3D), ('P4rIngress.values_v11101.hi', 0x52D9526B)], 11791)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4D7CBA51), ('P4rIngress.values_v11110.hi', 0x59E4C886)], 11791)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7276D136), ('P4rIngress.values_v11111.hi', 0x7DB4C939)], 11791)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0F22),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C31),
                gc.DataTuple('slot_count', 0x000003F6),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59FDBB96),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xBF9B6DD3),
                gc.KeyTuple('src_port', 0x3DC8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0F22),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x01D0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x9B\x6D\xD3\x00\x00\x00\x00\x3D\xC8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0F\x22\x00\x06\x59\xFD\xBB\x96\x01\xDE\x01\x14\x92\xEC\x47\x30\x00\x40\x00\x00\x4D\xD7\x14\x5F\x6A\x83\xE8\xCA\x66\x6C\x26\x5D\x7B\x76\x15\x79\x74\x14\x74\xBE\x55\x26\x30\xFC\x62\x0B\x50\xE3\x55\xAD\xC3\x35\x75\xCA\x26\x60\x6E\xED\x5A\x1A\x46\x8A\xBC\xD4\x53\x95\x03\x53\x5A\xD0\x09\xAA\x4C\xF1\x69\x97\x79\x63\x32\xFB\x6A\x37\x43\xE7\x7D\x67\x1B\x79\x66\x52\xBA\xA7\x79\x4C\xAC\xFB\x44\xED\xD1\x38\x70\x87\xE4\xA0\x7A\xED\x2E\x9E\x7A\x9C\x84\x50\x66\xB8\x16\xF9\x59\x02\x5E\x63\x59\x06\x30\xEE\x53\x49\x27\xE6\x46\x10\xA5\xBB\x62\xA7\xEF\x05\x7D\xF5\x74\xAD\x52\xDD\x9D\xA2\x6E\xCE\x66\x28\x52\x51\x75\x9A\x73\x6B\x44\xDC\x6A\x4A\x25\xD3\x7E\xAD\x1A\xB3\x55\xBC\x69\x80\x6A\xA4\xB8\x5D\x63\xFB\x8E\xB5\x6F\x74\xB3\x72\x47\xBD\x2E\xD7\x7D\x9F\x13\x5E\x7B\x45\xB2\x63\x5F\xDC\xFD\x0C\x5D\xA9\xAB\xE3\x6E\xAA\x33\x9B\x62\x72\x5A\xC0\x62\x8F\x1B\x1C\x73\xCE\xC7\x53\x62\x76\xEB\xD9\x77\xB8\x5A\x30\x57\x65\x85\x31\x75\xEB\xFA\xCB\x6A\xDD\x21\x1C\x6B\x16\x44\x9F\x4C\xD4\x55\x1A\x56\xFF\x42\xE3\x5F\x0C\x99\x5B\x4D\xCC\x03\x4B\x59\x15\xA0\xF9\x7F\xBC\x52\x7B\x65\x99\x92\xB7\x51\x03\x39\x83\x48\x22\x82\x63\x55\xEE\xA0\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBF\x9B\x6D\xD3\xBE\xEF\x3D\xC8\x01\x20\x00\x00\x50\x34\x02\x82\x0F\x22\x00\x06\x59\xFD\xBB\x96\x01\xDE\x01\x14\x92\xEC\x47\x30\x00\x40\x00\x05\x7F\xFF\xFF\xFF\x6A\x83\xE8\xCA\x7F\xFF\xFF\xFF\x7B\x76\x15\x79\x7F\xFF\xFF\xFF\x55\x26\x30\xFC\x7F\xFF\xFF\xFF\x55\xAD\xC3\x35\x7F\xFF\xFF\xFF\x6E\xED\x5A\x1A\x7F\xFF\xFF\xFF\x53\x95\x03\x53\x7F\xFF\xFF\xFF\x4C\xF1\x69\x97\x7F\xFF\xFF\xFF\x6A\x37\x43\xE7\x7F\xFF\xFF\xFF\x66\x52\xBA\xA7\x7F\xFF\xFF\xFF\x44\xED\xD1\x38\x7F\xFF\xFF\xFF\x7A\xED\x2E\x9E\x7F\xFF\xFF\xFF\x66\xB8\x16\xF9\x7F\xFF\xFF\xFF\x59\x06\x30\xEE\x7F\xFF\xFF\xFF\x46\x10\xA5\xBB\x7F\xFF\xFF\xFF\x7D\xF5\x74\xAD\x7F\xFF\xFF\xFF\x6E\xCE\x66\x28\x7F\xFF\xFF\xFF\x73\x6B\x44\xDC\x7F\xFF\xFF\xFF\x7E\xAD\x1A\xB3\x7F\xFF\xFF\xFF\x6A\xA4\xB8\x5D\x7F\xFF\xFF\xFF\x6F\x74\xB3\x72\x7F\xFF\xFF\xFF\x7D\x9F\x13\x5E\x7F\xFF\xFF\xFF\x5F\xDC\xFD\x0C\x7F\xFF\xFF\xFF\x6E\xAA\x33\x9B\x7F\xFF\xFF\xFF\x62\x8F\x1B\x1C\x7F\xFF\xFF\xFF\x62\x76\xEB\xD9\x7F\xFF\xFF\xFF\x57\x65\x85\x31\x7F\xFF\xFF\xFF\x6A\xDD\x21\x1C\x7F\xFF\xFF\xFF\x4C\xD4\x55\x1A\x7F\xFF\xFF\xFF\x5F\x0C\x99\x5B\x7F\xFF\xFF\xFF\x59\x15\xA0\xF9\x7F\xFF\xFF\xFF\x65\x99\x92\xB7\x7F\xFF\xFF\xFF\x48\x22\x82\x63\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x0F\x01\xD0\x00\x00\x5D\x4C\xC0\xD5\x92\xEC\x47\x30\x92\xEC\x47\x30\x05\x5A\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\xEE\xA0\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF530293C), ('P4rIngress.bitmap_seq.seq', 0x50000000)], 9703)
        self.setRegisterValue('P4rIngress.rounds', 0x50000000, 9703)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x9F)], 9703)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 9703)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x754E3B38), ('P4rIngress.values_v00000.hi', 0x75C4384E)], 9703)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D4F0AA7), ('P4rIngress.values_v00001.hi', 0x5F9CACBC)], 9703)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6A8EAA81), ('P4rIngress.values_v00010.hi', 0x7328C25B)], 9703)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5273129F), ('P4rIngress.values_v00011.hi', 0x6AAC2A62)], 9703)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5268DEC4), ('P4rIngress.values_v00100.hi', 0x7C6165EB)], 9703)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6EA6C523), ('P4rIngress.values_v00101.hi', 0x624C77C6)], 9703)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x42B7EED9), ('P4rIngress.values_v00110.hi', 0x5B67BDC2)], 9703)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x757C8157), ('P4rIngress.values_v00111.hi', 0x5821ECF2)], 9703)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6D736D93), ('P4rIngress.values_v01000.hi', 0x57A673F1)], 9703)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x45CD4726), ('P4rIngress.values_v01001.hi', 0x77ECD25D)], 9703)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5C6CB1E5), ('P4rIngress.values_v01010.hi', 0x5714C7DB)], 9703)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6BE364FB), ('P4rIngress.values_v01011.hi', 0x778CCFEB)], 9703)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x513B5562), ('P4rIngress.values_v01100.hi', 0x6A8C7CDA)], 9703)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x661B216B), ('P4rIngress.values_v01101.hi', 0x60493349)], 9703)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6AB8C19C), ('P4rIngress.values_v01110.hi', 0x5EDDADF2)], 9703)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7B9541A8), ('P4rIngress.values_v01111.hi', 0x6A4FA5E2)], 9703)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6D64121B), ('P4rIngress.values_v10000.hi', 0x6DF2B761)], 9703)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5160B8DD), ('P4rIngress.values_v10001.hi', 0x489E3087)], 9703)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6F224B94), ('P4rIngress.values_v10010.hi', 0x69497DBC)], 9703)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x695C4A27), ('P4rIngress.values_v10011.hi', 0x661B3542)], 9703)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7B82FD9A), ('P4rIngress.values_v10100.hi', 0x65A799CD)], 9703)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x54E30E76), ('P4rIngress.values_v10101.hi', 0x531134A6)], 9703)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x45142858), ('P4rIngress.values_v10110.hi', 0x47093DE9)], 9703)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x670556A1), ('P4rIngress.values_v10111.hi', 0x5B4BD0B1)], 9703)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x649E6657), ('P4rIngress.values_v11000.hi', 0x571AD27E)], 9703)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x696731A9), ('P4rIngress.values_v11001.hi', 0x6C6774BC)], 9703)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x496E4B2D), ('P4rIngress.values_v11010.hi', 0x5A489635)], 9703)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x473B9763), ('P4rIngress.values_v11011.hi', 0x6C92E1B0)], 9703)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5F5E4E27), ('P4rIngress.values_v11100.hi', 0x7FCF69A9)], 9703)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x675F9959), ('P4rIngress.values_v11101.hi', 0x78D23B0D)], 9703)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4C63ED2D), ('P4rIngress.values_v11110.hi', 0x5EF35A84)], 9703)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x66743394), ('P4rIngress.values_v11111.hi', 0x4908D2CB)], 9703)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3434),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003DD),
                gc.DataTuple('slot_count', 0x00000285),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x09A34C71),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x0F480E38),
                gc.KeyTuple('src_port', 0x480D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3434),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02CA),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x48\x0E\x38\x00\x00\x00\x00\x48\x0D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x34\x34\x00\x00\x09\xA3\x4C\x71\x02\x0A\x01\x3F\x50\x00\x00\x00\x00\x40\x00\x00\x45\xCC\xD3\x96\x69\x4C\x73\x22\x75\x55\xFE\xF8\x50\xA1\x8B\x8C\x4A\xD8\x7E\x31\x7A\xBA\x0E\xD8\x51\x62\x56\xF5\x66\xE3\x18\xAB\x6F\x5C\x9E\x7F\x78\xFB\xC8\xA6\x67\xFF\xD3\xDB\x7A\xB4\x6B\xDD\x6F\xCC\xDC\x6B\x51\x0E\xB4\xBE\x79\x60\xAB\x2D\x73\x2A\x6D\x46\x68\xE7\xCD\x9B\x76\x2F\xCD\x53\x46\x51\x99\x32\x74\x2F\x6A\xDB\x48\x20\x79\x54\x55\x16\x8C\x1C\x6E\x05\xED\x12\x41\x9D\x5B\xEC\x77\xA3\x57\x51\x5C\x87\xE7\xC0\x43\xBE\xEB\x23\x54\x1B\xAB\x1F\x7C\x02\x79\xCE\x43\x04\xF9\x7E\x74\xB5\x1E\x4E\x5B\x37\xF6\x6E\x65\xCF\xA1\x96\x5C\x68\xDB\x9F\x5A\x44\xCB\x42\x54\x85\x38\xBC\x4F\x7D\xEB\x9F\x76\x4F\x90\x79\x61\x55\x4B\x4A\x68\xDA\xA0\xFB\x4B\x25\xA1\xD2\x44\x33\x9F\x73\x65\x47\x5C\x8B\x79\xB5\xD5\x9B\x6B\x6E\xFE\xD3\x5E\xBA\xBA\x1D\x59\xF8\xD4\x9A\x7B\x23\x0A\x3B\x64\x6B\x8F\x14\x6F\x36\x66\xD4\x41\x77\xE2\xAB\x55\x50\x59\xBD\x73\xDF\x96\xC1\x59\xC2\x2C\x96\x50\x97\x2D\x89\x4F\xB6\xAD\xAA\x52\x0A\xFB\xF7\x57\xB0\xDB\x2D\x42\x4E\x4B\xB3\x6D\xC6\x3B\x12\x58\xCB\xBD\x67\x4A\xA3\xE3\xE4\x7E\x73\xED\xD5\x4D\x0E\xCF\x01\x0F\xD4\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0F\x48\x0E\x38\xBE\xEF\x48\x0D\x01\x20\x00\x00\x50\x34\x02\x82\x34\x34\x00\x00\x09\xA3\x4C\x71\x02\x0A\x01\x3F\x50\x00\x00\x00\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x69\x4C\x73\x22\x7F\xFF\xFF\xFF\x50\xA1\x8B\x8C\x7F\xFF\xFF\xFF\x7A\xBA\x0E\xD8\x7F\xFF\xFF\xFF\x66\xE3\x18\xAB\x7F\xFF\xFF\xFF\x78\xFB\xC8\xA6\x7F\xFF\xFF\xFF\x7A\xB4\x6B\xDD\x7F\xFF\xFF\xFF\x51\x0E\xB4\xBE\x7F\xFF\xFF\xFF\x73\x2A\x6D\x46\x7F\xFF\xFF\xFF\x76\x2F\xCD\x53\x7F\xFF\xFF\xFF\x74\x2F\x6A\xDB\x7F\xFF\xFF\xFF\x55\x16\x8C\x1C\x7F\xFF\xFF\xFF\x41\x9D\x5B\xEC\x7F\xFF\xFF\xFF\x5C\x87\xE7\xC0\x7F\xFF\xFF\xFF\x54\x1B\xAB\x1F\x7F\xFF\xFF\xFF\x43\x04\xF9\x7E\x7F\xFF\xFF\xFF\x5B\x37\xF6\x6E\x7F\xFF\xFF\xFF\x5C\x68\xDB\x9F\x7F\xFF\xFF\xFF\x54\x85\x38\xBC\x7F\xFF\xFF\xFF\x76\x4F\x90\x79\x7F\xFF\xFF\xFF\x68\xDA\xA0\xFB\x7F\xFF\xFF\xFF\x44\x33\x9F\x73\x7F\xFF\xFF\xFF\x79\xB5\xD5\x9B\x7F\xFF\xFF\xFF\x5E\xBA\xBA\x1D\x7F\xFF\xFF\xFF\x7B\x23\x0A\x3B\x7F\xFF\xFF\xFF\x6F\x36\x66\xD4\x7F\xFF\xFF\xFF\x55\x50\x59\xBD\x7F\xFF\xFF\xFF\x59\xC2\x2C\x96\x7F\xFF\xFF\xFF\x4F\xB6\xAD\xAA\x7F\xFF\xFF\xFF\x57\xB0\xDB\x2D\x7F\xFF\xFF\xFF\x6D\xC6\x3B\x12\x7F\xFF\xFF\xFF\x4A\xA3\xE3\xE4\x7F\xFF\xFF\xFF\x4D\x0E\xCF\x01\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x25\xE7\x02\xCA\x00\x00\xF5\x30\x29\x3D\x50\x00\x00\x00\x50\x00\x00\x00\x11\x9F\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0F\xD4\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x00\x00\x00\x00\x00\x40\x00\x00\xCD\x7D\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5092AC9F), ('P4rIngress.bitmap_seq.seq', 0x5D5A88A3)], 11871)
        self.setRegisterValue('P4rIngress.rounds', 0x5D5A88A3, 11871)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xAA)], 11871)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11871)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6571CC47), ('P4rIngress.values_v00000.hi', 0x54CB763F)], 11871)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7B59B907), ('P4rIngress.values_v00001.hi', 0x7EFDE399)], 11871)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x67C269D1), ('P4rIngress.values_v00010.hi', 0x7660AEE7)], 11871)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6BEAEC6B), ('P4rIngress.values_v00011.hi', 0x45EA175B)], 11871)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6EAB6091), ('P4rIngress.values_v00100.hi', 0x4A118921)], 11871)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4228F4E1), ('P4rIngress.values_v00101.hi', 0x5AC1A265)], 11871)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4AE6BE45), ('P4rIngress.values_v00110.hi', 0x488DEFB6)], 11871)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x65ED0C5E), ('P4rIngress.values_v00111.hi', 0x71BDE1B5)], 11871)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x633F648E), ('P4rIngress.values_v01000.hi', 0x4FF7AE27)], 11871)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x418FEFF1), ('P4rIngress.values_v01001.hi', 0x75119EED)], 11871)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x712BFE54), ('P4rIngress.values_v01010.hi', 0x577ED9A7)], 11871)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x54D14685), ('P4rIngress.values_v01011.hi', 0x74DB15A3)], 11871)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x785116A2), ('P4rIngress.values_v01100.hi', 0x655A6E26)], 11871)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4EA45519), ('P4rIngress.values_v01101.hi', 0x72E1D856)], 11871)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4E78EE09), ('P4rIngress.values_v01110.hi', 0x7D693045)], 11871)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x78D7A2A5), ('P4rIngress.values_v01111.hi', 0x7439498E)], 11871)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x60EA331B), ('P4rIngress.values_v10000.hi', 0x7E755217)], 11871)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6BDFD5DF), ('P4rIngress.values_v10001.hi', 0x4523FDD0)], 11871)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x45F689C3), ('P4rIngress.values_v10010.hi', 0x5AD3CA74)], 11871)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5A56F929), ('P4rIngress.values_v10011.hi', 0x45D24636)], 11871)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x51E2D875), ('P4rIngress.values_v10100.hi', 0x65BECA7A)], 11871)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6B035958), ('P4rIngress.values_v10101.hi', 0x5EA19AED)], 11871)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6DA610C0), ('P4rIngress.values_v10110.hi', 0x5A920559)], 11871)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7B05D585), ('P4rIngress.values_v10111.hi', 0x48F26B35)], 11871)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x49DA3177), ('P4rIngress.values_v11000.hi', 0x7AD67AB9)], 11871)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7E1CFEEC), ('P4rIngress.values_v11001.hi', 0x7B31B143)], 11871)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x59B28930), ('P4rIngress.values_v11010.hi', 0x771AD3F7)], 11871)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7C51A56E), ('P4rIngress.values_v11011.hi', 0x7CB69BA3)], 11871)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x70AC46D5), ('P4rIngress.values_v11100.hi', 0x7270C3D4)], 11871)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x75EAF5C6), ('P4rIngress.values_v11101.hi', 0x4F6D85B0)], 11871)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7F1EF05D), ('P4rIngress.values_v11110.hi', 0x6CB763BD)], 11871)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x542897A6), ('P4rIngress.values_v11111.hi', 0x51FB436F)], 11871)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5053),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000047B),
                gc.DataTuple('slot_count', 0x0000167D),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x705C9092),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xB45933BA),
                gc.KeyTuple('src_port', 0xBF15),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5053),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x02C0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\x59\x33\xBA\x00\x00\x00\x00\xBF\x15\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x50\x53\x00\x1B\x70\x5C\x90\x92\x09\xE4\x01\xCD\x5D\x5A\x88\xA3\x00\x40\x00\x00\x74\x92\x8F\xE3\x69\x1B\x19\x71\x75\x12\xAB\xC5\x76\xD9\x19\x5F\x6C\xCA\xAE\xA7\x69\xB6\x7D\xF1\x74\x51\x07\x6B\x5C\x4A\xE3\xA7\x7A\xE9\x20\x72\x7E\x79\x63\xC3\x6E\xF5\xD6\xDC\x4A\x59\x3B\xA9\x72\xCB\x09\x58\x5A\xE5\x2B\x65\x5D\xAB\x38\x9D\x45\x46\x72\x95\x7F\xC7\x41\x2B\x56\x75\x6C\x71\x5E\xBA\xEF\x37\x74\xEF\xD6\x84\x55\x42\x47\xF1\x57\xBC\xFB\x24\x4E\xB3\xD9\xE2\x52\x51\x91\x5B\x51\xAF\xC3\x09\x47\xEA\x2A\x4D\x73\x4E\x4B\x4F\x5D\xB4\x08\xDF\x48\x56\xE6\xF8\x69\xCA\xD6\xD7\x69\x8E\xBB\xB3\x59\x8B\x5F\x4B\x5F\x8B\x92\x0A\x45\x96\x3D\x17\x58\x7E\x7B\xC6\x62\x4B\xE0\x5A\x6D\xB3\x1A\xE3\x6D\x27\xF4\x97\x57\x74\x29\x63\x76\x96\xF0\x28\x5B\x8C\xCA\x25\x5D\xC7\x92\xC5\x7C\x4B\x6D\x4E\x6A\xB3\xAB\x6B\x68\x61\x40\xED\x66\xBA\x20\x39\x75\xED\xA5\xDD\x44\x66\x4A\x56\x69\xB2\xD2\xCA\x47\xA9\x66\xAD\x42\x45\x1A\xAF\x76\xB5\xC1\x69\x6A\xA5\x4F\x96\x46\x57\x0C\x0C\x4A\x93\xF3\xC6\x74\xE1\xCC\x73\x53\xA9\xC0\x9C\x66\xF2\x9C\x86\x4B\xC6\x8D\x9B\x77\xBD\xD0\x26\x47\xAA\x5C\xD0\x76\x97\xAB\xF2\x4D\x7B\xA9\x6F\x75\xCE\x2C\x90\x22\x57\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB4\x59\x33\xBA\xBE\xEF\xBF\x15\x01\x20\x00\x00\x50\x34\x02\x82\x50\x53\x00\x1B\x70\x5C\x90\x92\x09\xE4\x01\xCD\x5D\x5A\x88\xA3\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x69\x1B\x19\x71\x7F\xFF\xFF\xFF\x76\xD9\x19\x5F\x7F\xFF\xFF\xFF\x69\xB6\x7D\xF1\x7F\xFF\xFF\xFF\x5C\x4A\xE3\xA7\x7F\xFF\xFF\xFF\x7E\x79\x63\xC3\x7F\xFF\xFF\xFF\x4A\x59\x3B\xA9\x7F\xFF\xFF\xFF\x5A\xE5\x2B\x65\x7F\xFF\xFF\xFF\x45\x46\x72\x95\x7F\xFF\xFF\xFF\x56\x75\x6C\x71\x7F\xFF\xFF\xFF\x74\xEF\xD6\x84\x7F\xFF\xFF\xFF\x57\xBC\xFB\x24\x7F\xFF\xFF\xFF\x52\x51\x91\x5B\x7F\xFF\xFF\xFF\x47\xEA\x2A\x4D\x7F\xFF\xFF\xFF\x5D\xB4\x08\xDF\x7F\xFF\xFF\xFF\x69\xCA\xD6\xD7\x7F\xFF\xFF\xFF\x59\x8B\x5F\x4B\x7F\xFF\xFF\xFF\x45\x96\x3D\x17\x7F\xFF\xFF\xFF\x62\x4B\xE0\x5A\x7F\xFF\xFF\xFF\x6D\x27\xF4\x97\x7F\xFF\xFF\xFF\x76\x96\xF0\x28\x7F\xFF\xFF\xFF\x5D\xC7\x92\xC5\x7F\xFF\xFF\xFF\x6A\xB3\xAB\x6B\x7F\xFF\xFF\xFF\x66\xBA\x20\x39\x7F\xFF\xFF\xFF\x44\x66\x4A\x56\x7F\xFF\xFF\xFF\x47\xA9\x66\xAD\x7F\xFF\xFF\xFF\x76\xB5\xC1\x69\x7F\xFF\xFF\xFF\x46\x57\x0C\x0C\x7F\xFF\xFF\xFF\x74\xE1\xCC\x73\x7F\xFF\xFF\xFF\x66\xF2\x9C\x86\x7F\xFF\xFF\xFF\x77\xBD\xD0\x26\x7F\xFF\xFF\xFF\x76\x97\xAB\xF2\x7F\xFF\xFF\xFF\x75\xCE\x2C\x90\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x5F\x02\xC0\x00\x00\x58\x92\xAC\x9F\x5D\x5A\x88\xA3\x5D\x5A\x88\xA3\x1F\xCD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x57\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF41A65BF), ('P4rIngress.bitmap_seq.seq', 0xC8CA89D4)], 9318)
        self.setRegisterValue('P4rIngress.rounds', 0xC8CA89D4, 9318)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xDF)], 9318)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 9318)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x430B1534), ('P4rIngress.values_v00000.hi', 0x55170D65)], 9318)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D745484), ('P4rIngress.values_v00001.hi', 0x73E5DEDE)], 9318)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4F8F87B9), ('P4rIngress.values_v00010.hi', 0x4DE7B1C3)], 9318)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x51139950), ('P4rIngress.values_v00011.hi', 0x5D95B9B4)], 9318)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x746425E6), ('P4rIngress.values_v00100.hi', 0x7628D2D6)], 9318)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x63F6F462), ('P4rIngress.values_v00101.hi', 0x54F07274)], 9318)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x727579C3), ('P4rIngress.values_v00110.hi', 0x6907A361)], 9318)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6B6CD463), ('P4rIngress.values_v00111.hi', 0x7639BFDF)], 9318)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4E3F55BE), ('P4rIngress.values_v01000.hi', 0x718F1EA2)], 9318)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4118127A), ('P4rIngress.values_v01001.hi', 0x7EBC650B)], 9318)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x77829DB9), ('P4rIngress.values_v01010.hi', 0x522501E1)], 9318)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7B716613), ('P4rIngress.values_v01011.hi', 0x77100405)], 9318)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x490F3D2B), ('P4rIngress.values_v01100.hi', 0x67647642)], 9318)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6F1DD6A3), ('P4rIngress.values_v01101.hi', 0x7014784B)], 9318)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7C995B75), ('P4rIngress.values_v01110.hi', 0x50F6764B)], 9318)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4BAC516B), ('P4rIngress.values_v01111.hi', 0x49D47E1F)], 9318)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5FC83FA3), ('P4rIngress.values_v10000.hi', 0x6DC6C983)], 9318)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5C81A871), ('P4rIngress.values_v10001.hi', 0x7FD0D383)], 9318)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4DF3ADC5), ('P4rIngress.values_v10010.hi', 0x5CF15747)], 9318)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6CE26D67), ('P4rIngress.values_v10011.hi', 0x57D1D9B2)], 9318)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x72FAA06F), ('P4rIngress.values_v10100.hi', 0x6AE47FCB)], 9318)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7C8328AC), ('P4rIngress.values_v10101.hi', 0x67A91B27)], 9318)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7E13320E), ('P4rIngress.values_v10110.hi', 0x41D4AA8A)], 9318)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D0E5DF6), ('P4rIngress.values_v10111.hi', 0x50BEE39A)], 9318)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x785E1D73), ('P4rIngress.values_v11000.hi', 0x7D6B7132)], 9318)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x52E65703), ('P4rIngress.values_v11001.hi', 0x5398E93A)], 9318)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x77AD7914), ('P4rIngress.values_v11010.hi', 0x4C390F1A)], 9318)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6F9DCCE6), ('P4rIngress.values_v11011.hi', 0x556AFC16)], 9318)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x62DD0975), ('P4rIngress.values_v11100.hi', 0x439BDB4B)], 9318)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x692F46E7), ('P4rIngress.values_v11101.hi', 0x67709222)], 9318)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x63AB62D1), ('P4rIngress.values_v11110.hi', 0x7F61AB09)], 9318)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x72694947), ('P4rIngress.values_v11111.hi', 0x78EF26A0)], 9318)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x24F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001BB),
                gc.DataTuple('slot_count', 0x000006F9),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF1AE99FA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xB2BF99F3),
                gc.KeyTuple('src_port', 0x4E69),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x24F2),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x028A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\xBF\x99\xF3\x00\x00\x00\x00\x4E\x69\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x24\xF2\x00\x19\xF1\xAE\x99\xFA\x02\xAB\x03\x28\xC8\xCA\x89\xD4\x00\x40\x00\x00\x65\x5A\xA5\x4F\x44\x73\x94\x33\x69\x75\x4C\xF4\x7C\xD7\x41\x7D\x4C\xE8\x81\x87\x4A\x70\xDA\xE8\x6D\xAF\x25\x3A\x6B\x66\x87\xCE\x58\x7A\xA0\x83\x55\x5A\x96\x1D\x50\xFF\x6D\x51\x5B\x40\xD3\x75\x73\x54\x3D\x35\x6F\xAF\xA1\x41\x58\x13\xAD\xC5\x54\x5F\xF4\x22\x43\x8C\xE7\xC3\x5A\x5A\x4A\x8E\x4F\x27\x73\x3D\x58\xC7\x9B\x5F\x4C\xD3\x39\xEB\x5A\x37\xEE\x6D\x59\x6B\x21\xB6\x5F\xDC\xE3\xE3\x45\xAB\x19\xB5\x49\xD2\xBF\x23\x6B\xDB\x67\x27\x53\x0E\x7D\x11\x48\x69\x0C\x69\x7C\x1A\x51\x4A\x53\xAE\xE1\x49\x57\xCF\x5A\xAC\x52\x5C\x53\xF3\x59\xA9\xD3\x1E\x5B\xB8\x49\xAE\x62\x85\xFC\x24\x7C\xB1\xC9\x51\x52\x91\x7B\x96\x67\x48\x5E\xEB\x5B\x5B\x4D\x99\x4C\x11\x8D\x11\x52\x67\x0D\x17\x4A\x99\x50\x6F\x49\xF7\xBA\x21\x78\xAA\x4F\xB5\x66\xD9\x39\xF0\x6B\x2C\x59\xF4\x6D\xD5\x03\x62\x4B\x50\xFD\x17\x71\x52\x10\xFA\x53\x6B\xE7\x9D\x67\x53\x90\x02\x43\xE9\x75\x25\x5C\xE9\x49\xF9\x6B\x4A\x6E\xA7\x6A\x18\x9B\x1E\x5A\x8B\xCC\x91\x44\x88\xD6\x78\x6B\x58\x59\x41\x6D\x52\x3D\x7B\x76\x50\xCD\x6A\x50\x7D\xC8\x76\x4F\xC1\x8A\xFF\x78\xD4\x94\xD6\x44\xC6\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB2\xBF\x99\xF3\xBE\xEF\x4E\x69\x01\x20\x00\x00\x50\x34\x02\x82\x24\xF2\x00\x19\xF1\xAE\x99\xFA\x02\xAB\x01\x28\xC8\xCA\x89\xD4\x00\x40\x00\x07\x7F\xFF\xFF\xFF\x44\x73\x94\x33\x7F\xFF\xFF\xFF\x7C\xD7\x41\x7D\x7F\xFF\xFF\xFF\x4A\x70\xDA\xE8\x7F\xFF\xFF\xFF\x6B\x66\x87\xCE\x7F\xFF\xFF\xFF\x55\x5A\x96\x1D\x7F\xFF\xFF\xFF\x5B\x40\xD3\x75\x7F\xFF\xFF\xFF\x6F\xAF\xA1\x41\x7F\xFF\xFF\xFF\x54\x5F\xF4\x22\x7F\xFF\xFF\xFF\x5A\x5A\x4A\x8E\x7F\xFF\xFF\xFF\x58\xC7\x9B\x5F\x7F\xFF\xFF\xFF\x5A\x37\xEE\x6D\x7F\xFF\xFF\xFF\x5F\xDC\xE3\xE3\x7F\xFF\xFF\xFF\x49\xD2\xBF\x23\x7F\xFF\xFF\xFF\x53\x0E\x7D\x11\x7F\xFF\xFF\xFF\x7C\x1A\x51\x4A\x7F\xFF\xFF\xFF\x57\xCF\x5A\xAC\x7F\xFF\xFF\xFF\x59\xA9\xD3\x1E\x7F\xFF\xFF\xFF\x62\x85\xFC\x24\x7F\xFF\xFF\xFF\x52\x91\x7B\x96\x7F\xFF\xFF\xFF\x5B\x5B\x4D\x99\x7F\xFF\xFF\xFF\x52\x67\x0D\x17\x7F\xFF\xFF\xFF\x49\xF7\xBA\x21\x7F\xFF\xFF\xFF\x66\xD9\x39\xF0\x7F\xFF\xFF\xFF\x6D\xD5\x03\x62\x7F\xFF\xFF\xFF\x71\x52\x10\xFA\x7F\xFF\xFF\xFF\x67\x53\x90\x02\x7F\xFF\xFF\xFF\x5C\xE9\x49\xF9\x7F\xFF\xFF\xFF\x6A\x18\x9B\x1E\x7F\xFF\xFF\xFF\x44\x88\xD6\x78\x7F\xFF\xFF\xFF\x6D\x52\x3D\x7B\x7F\xFF\xFF\xFF\x50\x7D\xC8\x76\x7F\xFF\xFF\xFF\x78\xD4\x94\xD6\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x24\x66\x02\x8A\x00\x00\xF6\x1A\x65\xBF\xC8\xCA\x89\xD4\xC8\xCA\x89\xD4\x07\xDF\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x44\xC6\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB8B50C0A), ('P4rIngress.bitmap_seq.seq', 0x483BBEAA)], 7481)
        self.setRegisterValue('P4rIngress.rounds', 0x483BBEAA, 7481)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x3A)], 7481)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 7481)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x495B5812), ('P4rIngress.values_v00000.hi', 0x67D0C289)], 7481)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x561D324D), ('P4rIngress.values_v00001.hi', 0x77D6E87D)], 7481)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x63075744), ('P4rIngress.values_v00010.hi', 0x6245C0C7)], 7481)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x61B5882A), ('P4rIngress.values_v00011.hi', 0x5389E6D6)], 7481)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x73C23623), ('P4rIngress.values_v00100.hi', 0x790C2A07)], 7481)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5ACB515E), ('P4rIngress.values_v00101.hi', 0x5383ECEC)], 7481)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5676EF48), ('P4rIngress.values_v00110.hi', 0x75992F95)], 7481)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5FAC5B13), ('P4rIngress.values_v00111.hi', 0x6E536D07)], 7481)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6118200B), ('P4rIngress.values_v01000.hi', 0x723704CA)], 7481)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x74242F43), ('P4rIngress.values_v01001.hi', 0x6169A232)], 7481)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x44AD2366), ('P4rIngress.values_v01010.hi', 0x67A94E2B)], 7481)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6640BBE2), ('P4rIngress.values_v01011.hi', 0x532FD278)], 7481)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7546860D), ('P4rIngress.values_v01100.hi', 0x55239AAD)], 7481)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6D1E3C63), ('P4rIngress.values_v01101.hi', 0x5A1B204E)], 7481)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x41D77E9F), ('P4rIngress.values_v01110.hi', 0x7155895E)], 7481)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x60BB6112), ('P4rIngress.values_v01111.hi', 0x465C7292)], 7481)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4343D06A), ('P4rIngress.values_v10000.hi', 0x42932A62)], 7481)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x518C7219), ('P4rIngress.values_v10001.hi', 0x78B9EB15)], 7481)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4F67DC1C), ('P4rIngress.values_v10010.hi', 0x737314B7)], 7481)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65AA7E4A), ('P4rIngress.values_v10011.hi', 0x4A26CF7B)], 7481)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5EBD7C37), ('P4rIngress.values_v10100.hi', 0x6D8B88EB)], 7481)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6CE07237), ('P4rIngress.values_v10101.hi', 0x4AE7A2E8)], 7481)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5D339F00), ('P4rIngress.values_v10110.hi', 0x4229B46C)], 7481)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x788DB53E), ('P4rIngress.values_v10111.hi', 0x6B6AC2FB)], 7481)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5AC5524E), ('P4rIngress.values_v11000.hi', 0x6369B64E)], 7481)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x683656AB), ('P4rIngress.values_v11001.hi', 0x65FF4727)], 7481)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x58D1D429), ('P4rIngress.values_v11010.hi', 0x5EE20B56)], 7481)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x54976D04), ('P4rIngress.values_v11011.hi', 0x707A76D3)], 7481)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x66217A67), ('P4rIngress.values_v11100.hi', 0x4F3B38DA)], 7481)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x489BB679), ('P4rIngress.values_v11101.hi', 0x7B915DEA)], 7481)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x637CAAFF), ('P4rIngress.values_v11110.hi', 0x56249438)], 7481)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5B19AA79), ('P4rIngress.values_v11111.hi', 0x5F4FA94B)], 7481)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3FFF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001CC),
                gc.DataTuple('slot_count', 0x00001D54),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD7CE76EA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xEA56E357),
                gc.KeyTuple('src_port', 0x76D2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3FFF),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEA\x56\xE3\x57\x00\x00\x00\x00\x76\xD2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3F\xFF\x00\x18\xD7\xCE\x76\xEA\x1B\x6D\x04\xC9\x48\x3B\xBE\xAA\x00\x40\x00\x00\x55\xD8\xFE\x38\x62\x72\x96\x34\x6E\xE5\xE2\x9B\x70\x5C\x18\x17\x63\x23\x2F\xC5\x67\xF6\x9A\xBB\x4F\x15\xAE\x5E\x70\x9E\x24\xFF\x71\xF0\x68\xFB\x6B\x1D\xC6\x1F\x52\x3D\x1B\x36\x46\xBD\x4B\x97\x76\xA2\xB4\x87\x4C\xA7\xB5\xC7\x48\xAF\xE9\x5B\x6F\xDA\x70\xCE\x52\x84\x52\x97\x7A\x64\xEE\x73\x65\xB0\x29\x2F\x5D\x2D\xC5\x17\x6B\xCC\x87\x6D\x67\x72\xA7\x80\x63\xED\xC9\xD0\x67\xD3\x96\x7F\x61\xD9\xF7\x15\x73\x72\x74\x9B\x51\x9A\xEA\x52\x50\xA7\x36\x54\x72\x57\xF6\x89\x68\x1E\xEB\x4B\x4A\x5B\xBB\x20\x4C\xCC\x71\x9E\x79\xDC\x43\x46\x6E\xDD\xBF\x24\x5D\xA7\x4A\xC9\x4E\x19\xC1\x6D\x48\x81\x1F\x3E\x7E\xB2\x9A\x26\x63\x38\x3B\x27\x44\x4B\x8B\x71\x6F\xB0\x1C\x09\x44\x15\xAF\x2D\x71\x4F\x6A\x4C\x45\xBC\xA7\xEC\x4E\x7B\x17\xF0\x5E\x67\x37\x86\x79\x78\x63\xDE\x73\xCF\x7C\x52\x7A\xAD\x76\x85\x44\xC8\xA2\xB6\x73\x97\x15\x1D\x6B\xDD\x1E\xC0\x65\xD4\x3A\xEB\x7E\x89\xFC\x64\x46\xD4\x81\xE8\x54\xA5\x3C\x84\x4A\xE4\x7A\x06\x7A\x64\xB2\xE5\x62\x89\x01\xD8\x6C\x7A\xCC\x32\x57\x84\x32\x47\x7C\x55\x1F\x76\x63\xB4\xE9\x37\x71\xC4\x2B\x18\xB7\x7E\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEA\x56\xE3\x57\xBE\xEF\x76\xD2\x01\x20\x00\x00\x50\x34\x02\x82\x3F\xFF\x00\x18\xD7\xCE\x76\xEA\x1B\x6D\x00\xC9\x48\x3B\xBE\xAA\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x62\x72\x96\x34\x7F\xFF\xFF\xFF\x70\x5C\x18\x17\x7F\xFF\xFF\xFF\x67\xF6\x9A\xBB\x7F\xFF\xFF\xFF\x70\x9E\x24\xFF\x7F\xFF\xFF\xFF\x6B\x1D\xC6\x1F\x7F\xFF\xFF\xFF\x46\xBD\x4B\x97\x7F\xFF\xFF\xFF\x4C\xA7\xB5\xC7\x7F\xFF\xFF\xFF\x6F\xDA\x70\xCE\x7F\xFF\xFF\xFF\x7A\x64\xEE\x73\x7F\xFF\xFF\xFF\x5D\x2D\xC5\x17\x7F\xFF\xFF\xFF\x67\x72\xA7\x80\x7F\xFF\xFF\xFF\x67\xD3\x96\x7F\x7F\xFF\xFF\xFF\x73\x72\x74\x9B\x7F\xFF\xFF\xFF\x50\xA7\x36\x54\x7F\xFF\xFF\xFF\x68\x1E\xEB\x4B\x7F\xFF\xFF\xFF\x4C\xCC\x71\x9E\x7F\xFF\xFF\xFF\x6E\xDD\xBF\x24\x7F\xFF\xFF\xFF\x4E\x19\xC1\x6D\x7F\xFF\xFF\xFF\x7E\xB2\x9A\x26\x7F\xFF\xFF\xFF\x44\x4B\x8B\x71\x7F\xFF\xFF\xFF\x44\x15\xAF\x2D\x7F\xFF\xFF\xFF\x45\xBC\xA7\xEC\x7F\xFF\xFF\xFF\x5E\x67\x37\x86\x7F\xFF\xFF\xFF\x73\xCF\x7C\x52\x7F\xFF\xFF\xFF\x44\xC8\xA2\xB6\x7F\xFF\xFF\xFF\x6B\xDD\x1E\xC0\x7F\xFF\xFF\xFF\x7E\x89\xFC\x64\x7F\xFF\xFF\xFF\x54\xA5\x3C\x84\x7F\xFF\xFF\xFF\x7A\x64\xB2\xE5\x7F\xFF\xFF\xFF\x6C\x7A\xCC\x32\x7F\xFF\xFF\xFF\x7C\x55\x1F\x76\x7F\xFF\xFF\xFF\x71\xC4\x2B\x18\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1D\x39\x01\xD3\x00\x00\xB9\xB5\x0C\x0A\x48\x3B\xBE\xAA\x48\x3B\xBE\xAA\x0F\xC9\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB7\x7E\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0923C22A), ('P4rIngress.bitmap_seq.seq', 0x88000000)], 8079)
        self.setRegisterValue('P4rIngress.rounds', 0x88000000, 8079)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x67)], 8079)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 8079)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6AEED865), ('P4rIngress.values_v00000.hi', 0x72640EA2)], 8079)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x422EA883), ('P4rIngress.values_v00001.hi', 0x6453C315)], 8079)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6BE3E1C6), ('P4rIngress.values_v00010.hi', 0x7A3AC9B7)], 8079)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4E6F8EE4), ('P4rIngress.values_v00011.hi', 0x74D98DCC)], 8079)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6E74CB4E), ('P4rIngress.values_v00100.hi', 0x48DDF4A3)], 8079)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7EA96E46), ('P4rIngress.values_v00101.hi', 0x76E143CF)], 8079)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45C73CBA), ('P4rIngress.values_v00110.hi', 0x41E0E8F4)], 8079)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4FFF0BAB), ('P4rIngress.values_v00111.hi', 0x4D2D34C7)], 8079)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x693B54F6), ('P4rIngress.values_v01000.hi', 0x699D4C1F)], 8079)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7659CBB8), ('P4rIngress.values_v01001.hi', 0x61F694FA)], 8079)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x78291673), ('P4rIngress.values_v01010.hi', 0x7666CF3D)], 8079)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6F27ABB7), ('P4rIngress.values_v01011.hi', 0x6932CF95)], 8079)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5F1A6F14), ('P4rIngress.values_v01100.hi', 0x4B322650)], 8079)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7BAE2C9A), ('P4rIngress.values_v01101.hi', 0x761E0E8E)], 8079)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x52876550), ('P4rIngress.values_v01110.hi', 0x7C322BD0)], 8079)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7294F273), ('P4rIngress.values_v01111.hi', 0x55134E57)], 8079)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6CDC5BA3), ('P4rIngress.values_v10000.hi', 0x4A6227DE)], 8079)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5A03C8B0), ('P4rIngress.values_v10001.hi', 0x67D3728B)], 8079)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6BD90F29), ('P4rIngress.values_v10010.hi', 0x6463835B)], 8079)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7D0A6EEC), ('P4rIngress.values_v10011.hi', 0x6529F563)], 8079)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4CD7EBD4), ('P4rIngress.values_v10100.hi', 0x722CAB9F)], 8079)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x50696EE7), ('P4rIngress.values_v10101.hi', 0x6C4315E4)], 8079)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7979152F), ('P4rIngress.values_v10110.hi', 0x47F630FE)], 8079)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A1A5411), ('P4rIngress.values_v10111.hi', 0x6D3D4263)], 8079)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4EBD0E97), ('P4rIngress.values_v11000.hi', 0x4A8DC312)], 8079)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4403A99A), ('P4rIngress.values_v11001.hi', 0x61697D2B)], 8079)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x57983F84), ('P4rIngress.values_v11010.hi', 0x6A31A708)], 8079)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x50E64B9B), ('P4rIngress.values_v11011.hi', 0x4AA1F0BF)], 8079)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6CB90545), ('P4rIngress.values_v11100.hi', 0x539D4F3F)], 8079)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x40D255C0), ('P4rIngress.values_v11101.hi', 0x77696339)], 8079)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4C232F4B), ('P4rIngress.values_v11110.hi', 0x666AEA85)], 8079)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D20DC86), ('P4rIngress.values_v11111.hi', 0x5AF735E5)], 8079)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFC12),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B23),
                gc.DataTuple('slot_count', 0x000014DD),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7E10068F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x82DD3AFD),
                gc.KeyTuple('src_port', 0xDE13),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFC12),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x0255),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\xDD\x3A\xFD\x00\x00\x00\x00\xDE\x13\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFC\x12\x00\x1D\x7E\x10\x06\x8F\x14\x6C\x02\xB5\x88\x00\x00\x00\x00\x40\x00\x00\x72\xA7\x52\x65\x55\xB2\x11\xBC\x4A\xA5\x94\x99\x62\xF4\x2B\xA1\x7B\x35\x7C\xD6\x6D\xB2\x5D\xBB\x52\x5E\x10\x5A\x75\x4C\xFD\xEF\x52\x74\xA8\x63\x71\x91\xA7\xD8\x50\x8D\x13\xD7\x6D\x56\x89\x69\x74\xB7\xCF\x2D\x62\x43\xA9\xF1\x72\x00\x76\xAB\x4D\x8B\x72\x77\x52\xD3\x89\x3B\x75\x3B\x55\xC6\x61\x51\xA3\xFF\x61\xA0\x31\x00\x54\x53\x46\x15\x72\xEC\x41\x4B\x4B\x13\xA0\x8F\x4D\x50\x8F\xC7\x78\x8D\xC3\x6D\x7D\x63\xD8\x7D\x48\xA2\xF3\xEF\x57\xA9\xBF\x17\x7F\xB5\xBD\x7D\x75\x2B\xD3\x52\x4A\x8F\xB5\xBB\x77\xE5\x5E\xE5\x42\x4F\x99\xB4\x53\x0B\xD2\x43\x58\xBC\x69\xD8\x46\xB7\xD7\x15\x53\x97\x9B\xBB\x47\xD0\x12\x51\x44\xDB\xA3\xA7\x56\xBA\x27\x01\x64\xB5\x23\x61\x5E\x25\xA5\xDD\x66\x90\x3A\xC2\x40\xEE\x56\x34\x45\xCB\x61\xED\x72\x45\x5D\x15\x68\x33\x52\xB9\x52\xCB\x7A\xAB\x42\xFB\x3A\x83\x72\xAE\x9B\x16\x4B\xE4\x7B\xAB\x64\xAD\x20\x09\x6B\xE6\x23\x71\x4C\x57\xC5\xF1\x4F\x46\xCE\x26\x6A\xA6\xB8\x35\x62\xB3\xAB\x47\x79\xBA\x51\x83\x49\x4C\x14\x5E\x52\x69\x3D\x73\x52\xE9\xB5\xB9\x5E\x69\xF2\xC1\x51\x85\xD1\xB1\x61\x2E\x18\xF3\xA9\x83\x72\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x82\xDD\x3A\xFD\xBE\xEF\xDE\x13\x01\x20\x00\x00\x50\x34\x02\x82\xFC\x12\x00\x1D\x7E\x10\x06\x8F\x14\x6C\x00\xB5\x88\x00\x00\x00\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x55\xB2\x11\xBC\x7F\xFF\xFF\xFF\x62\xF4\x2B\xA1\x7F\xFF\xFF\xFF\x6D\xB2\x5D\xBB\x7F\xFF\xFF\xFF\x75\x4C\xFD\xEF\x7F\xFF\xFF\xFF\x71\x91\xA7\xD8\x7F\xFF\xFF\xFF\x6D\x56\x89\x69\x7F\xFF\xFF\xFF\x62\x43\xA9\xF1\x7F\xFF\xFF\xFF\x4D\x8B\x72\x77\x7F\xFF\xFF\xFF\x75\x3B\x55\xC6\x7F\xFF\xFF\xFF\x61\xA0\x31\x00\x7F\xFF\xFF\xFF\x72\xEC\x41\x4B\x7F\xFF\xFF\xFF\x4D\x50\x8F\xC7\x7F\xFF\xFF\xFF\x7D\x63\xD8\x7D\x7F\xFF\xFF\xFF\x57\xA9\xBF\x17\x7F\xFF\xFF\xFF\x75\x2B\xD3\x52\x7F\xFF\xFF\xFF\x77\xE5\x5E\xE5\x7F\xFF\xFF\xFF\x53\x0B\xD2\x43\x7F\xFF\xFF\xFF\x46\xB7\xD7\x15\x7F\xFF\xFF\xFF\x47\xD0\x12\x51\x7F\xFF\xFF\xFF\x56\xBA\x27\x01\x7F\xFF\xFF\xFF\x5E\x25\xA5\xDD\x7F\xFF\xFF\xFF\x40\xEE\x56\x34\x7F\xFF\xFF\xFF\x72\x45\x5D\x15\x7F\xFF\xFF\xFF\x52\xCB\x7A\xAB\x7F\xFF\xFF\xFF\x72\xAE\x9B\x16\x7F\xFF\xFF\xFF\x64\xAD\x20\x09\x7F\xFF\xFF\xFF\x4C\x57\xC5\xF1\x7F\xFF\xFF\xFF\x6A\xA6\xB8\x35\x7F\xFF\xFF\xFF\x79\xBA\x51\x83\x7F\xFF\xFF\xFF\x52\x69\x3D\x73\x7F\xFF\xFF\xFF\x5E\x69\xF2\xC1\x7F\xFF\xFF\xFF\x61\x2E\x18\xF3\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1F\x8F\x02\x55\x00\x00\x29\x23\xC2\x2A\x88\x00\x00\x00\x88\x00\x00\x00\x0F\xB5\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x83\x72\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2AF307EE), ('P4rIngress.bitmap_seq.seq', 0xEDC92487)], 12637)
        self.setRegisterValue('P4rIngress.rounds', 0xEDC92487, 12637)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x6E)], 12637)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12637)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5D8E4D73), ('P4rIngress.values_v00000.hi', 0x5159C70F)], 12637)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6815666F), ('P4rIngress.values_v00001.hi', 0x6726C7C1)], 12637)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D753CA8), ('P4rIngress.values_v00010.hi', 0x45AE53F5)], 12637)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5053B394), ('P4rIngress.values_v00011.hi', 0x76BE8FB5)], 12637)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5684FAA3), ('P4rIngress.values_v00100.hi', 0x6F54DDF3)], 12637)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7177707C), ('P4rIngress.values_v00101.hi', 0x41125213)], 12637)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6F538B2C), ('P4rIngress.values_v00110.hi', 0x4E685D7B)], 12637)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x59DF57DB), ('P4rIngress.values_v00111.hi', 0x629C3152)], 12637)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4881C6F8), ('P4rIngress.values_v01000.hi', 0x7009F792)], 12637)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67ECFEB3), ('P4rIngress.values_v01001.hi', 0x54524197)], 12637)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x53B59587), ('P4rIngress.values_v01010.hi', 0x62B261D5)], 12637)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x52547B6E), ('P4rIngress.values_v01011.hi', 0x75C7C99C)], 12637)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4342661E), ('P4rIngress.values_v01100.hi', 0x519AB35F)], 12637)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7F657A28), ('P4rIngress.values_v01101.hi', 0x586C951A)], 12637)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x49EF35AE), ('P4rIngress.values_v01110.hi', 0x7CF67A66)], 12637)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4ACB0973), ('P4rIngress.values_v01111.hi', 0x59273B59)], 12637)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77A3B739), ('P4rIngress.values_v10000.hi', 0x49C102DE)], 12637)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4EE31187), ('P4rIngress.values_v10001.hi', 0x7721E961)], 12637)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6601435F), ('P4rIngress.values_v10010.hi', 0x4E1FC1A8)], 12637)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x591A6C85), ('P4rIngress.values_v10011.hi', 0x4A4474B7)], 12637)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x458CDBAD), ('P4rIngress.values_v10100.hi', 0x53808AB8)], 12637)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5ACABD63), ('P4rIngress.values_v10101.hi', 0x45B56B9B)], 12637)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4B75514C), ('P4rIngress.values_v10110.hi', 0x4E541F73)], 12637)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5754A546), ('P4rIngress.values_v10111.hi', 0x7B80AB45)], 12637)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7309BA11), ('P4rIngress.values_v11000.hi', 0x533B2652)], 12637)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x56AA7C33), ('P4rIngress.values_v11001.hi', 0x6CD59A2D)], 12637)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D2F4197), ('P4rIngress.values_v11010.hi', 0x62DD4A82)], 12637)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5D6390D1), ('P4rIngress.values_v11011.hi', 0x59E6CC4D)], 12637)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5B0FF439), ('P4rIngress.values_v11100.hi', 0x7D473EDE)], 12637)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x78596FDD), ('P4rIngress.values_v11101.hi', 0x7940AC45)], 12637)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5AE5474D), ('P4rIngress.values_v11110.hi', 0x61BAC65B)], 12637)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7CBF5A29), ('P4rIngress.values_v11111.hi', 0x6513125A)], 12637)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0195),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000439),
                gc.DataTuple('slot_count', 0x00001721),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4220B7F4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xB16B0993),
                gc.KeyTuple('src_port', 0x2823),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0195),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x017A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB1\x6B\x09\x93\x00\x00\x00\x00\x28\x23\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x01\x95\x00\x1C\x42\x20\xB7\xF4\x0D\x24\x07\xDE\xED\xC9\x24\x87\x00\x40\x00\x00\x6E\x4A\x97\x0F\x75\x8F\x6A\x6B\x6E\x48\x9C\x6F\x56\x30\x67\x85\x79\x66\x3A\xE3\x6F\x42\xF4\x24\x69\xE5\xEF\x03\x56\xA6\x91\x85\x7E\xCC\x8E\xB5\x6F\x31\x30\x3E\x65\x5F\x21\xCD\x5B\x27\x5E\x7D\x68\x6B\x0A\x9B\x62\x65\xA5\x05\x45\x49\xED\xCB\x49\xA8\x77\xA9\x6E\xBB\x2E\xAF\x69\xB4\x77\x3A\x66\xA6\x4A\x9C\x58\x98\x53\xD0\x54\x91\x87\x63\x6A\xAE\x41\xBE\x6E\x67\x82\x33\x64\xB2\x1D\x7A\x65\x48\x9B\xD0\x58\xD1\xF6\x1B\x7D\xA4\x60\xE2\x6E\x34\xAD\xE6\x65\xEE\x9C\x3D\x68\x8E\x7C\x46\x6E\x01\x7C\x11\x61\x4B\x9A\x81\x55\x86\x85\x30\x44\xF7\xB4\xF2\x73\x96\xF3\xDD\x75\x66\x24\x5F\x6F\xF4\x7D\x7A\x53\x90\xC3\x0E\x7A\xF1\x45\xE4\x5A\x14\x72\x49\x6F\x19\x65\x1B\x4A\x03\xD6\xB9\x52\xCC\xFE\x60\x7C\xB2\x8B\x53\x58\x24\x7B\x1F\x72\x4D\xC1\x73\x4D\xBE\xD9\x48\x40\x9C\x6E\x6E\x7F\xEF\xD7\xA9\x56\x9A\xAB\x25\x4D\xD8\x19\x96\x4C\xD9\x22\x87\x4A\x06\x78\x29\x56\x84\x6F\x9E\x43\xFE\x33\xD6\x7B\xAC\xF5\xD5\x40\x72\x25\xA4\x49\xAD\x6A\x05\x75\x7D\x6C\x49\x6B\xDF\xBB\x38\x69\xA3\x3C\xFB\x5D\x73\x43\x45\x72\xC7\x8E\x2F\x79\x2A\x88\xD4\x6C\x39\x84\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB1\x6B\x09\x93\xBE\xEF\x28\x23\x01\x20\x00\x00\x50\x34\x02\x82\x01\x95\x00\x1C\x42\x20\xB7\xF4\x0D\x24\x01\xDE\xED\xC9\x24\x87\x00\x40\x00\x1E\x7F\xFF\xFF\xFF\x75\x8F\x6A\x6B\x7F\xFF\xFF\xFF\x56\x30\x67\x85\x7F\xFF\xFF\xFF\x6F\x42\xF4\x24\x7F\xFF\xFF\xFF\x56\xA6\x91\x85\x7F\xFF\xFF\xFF\x6F\x31\x30\x3E\x7F\xFF\xFF\xFF\x5B\x27\x5E\x7D\x7F\xFF\xFF\xFF\x62\x65\xA5\x05\x7F\xFF\xFF\xFF\x49\xA8\x77\xA9\x7F\xFF\xFF\xFF\x69\xB4\x77\x3A\x7F\xFF\xFF\xFF\x58\x98\x53\xD0\x7F\xFF\xFF\xFF\x6A\xAE\x41\xBE\x7F\xFF\xFF\xFF\x64\xB2\x1D\x7A\x7F\xFF\xFF\xFF\x58\xD1\xF6\x1B\x7F\xFF\xFF\xFF\x6E\x34\xAD\xE6\x7F\xFF\xFF\xFF\x68\x8E\x7C\x46\x7F\xFF\xFF\xFF\x61\x4B\x9A\x81\x7F\xFF\xFF\xFF\x44\xF7\xB4\xF2\x7F\xFF\xFF\xFF\x75\x66\x24\x5F\x7F\xFF\xFF\xFF\x53\x90\xC3\x0E\x7F\xFF\xFF\xFF\x5A\x14\x72\x49\x7F\xFF\xFF\xFF\x4A\x03\xD6\xB9\x7F\xFF\xFF\xFF\x7C\xB2\x8B\x53\x7F\xFF\xFF\xFF\x72\x4D\xC1\x73\x7F\xFF\xFF\xFF\x40\x9C\x6E\x6E\x7F\xFF\xFF\xFF\x56\x9A\xAB\x25\x7F\xFF\xFF\xFF\x4C\xD9\x22\x87\x7F\xFF\xFF\xFF\x56\x84\x6F\x9E\x7F\xFF\xFF\xFF\x7B\xAC\xF5\xD5\x7F\xFF\xFF\xFF\x49\xAD\x6A\x05\x7F\xFF\xFF\xFF\x6B\xDF\xBB\x38\x7F\xFF\xFF\xFF\x5D\x73\x43\x45\x7F\xFF\xFF\xFF\x79\x2A\x88\xD4\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x5D\x01\x7A\x00\x00\x3A\xF3\x07\xEE\xED\xC9\x24\x87\xED\xC9\x24\x87\x1E\xDE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\x39\x84\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7701E499), ('P4rIngress.bitmap_seq.seq', 0x370447E6)], 13402)
        self.setRegisterValue('P4rIngress.rounds', 0x370447E6, 13402)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x16)], 13402)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 13402)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4C97BC5A), ('P4rIngress.values_v00000.hi', 0x65E46B5F)], 13402)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x487556EE), ('P4rIngress.values_v00001.hi', 0x539CCE6E)], 13402)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5B8F68A9), ('P4rIngress.values_v00010.hi', 0x5F3F9E73)], 13402)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x66939EFB), ('P4rIngress.values_v00011.hi', 0x5AEE5916)], 13402)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44E296D3), ('P4rIngress.values_v00100.hi', 0x743CFA21)], 13402)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x77F75A22), ('P4rIngress.values_v00101.hi', 0x5962A8B1)], 13402)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4E026911), ('P4rIngress.values_v00110.hi', 0x61F70F23)], 13402)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6D84F37A), ('P4rIngress.values_v00111.hi', 0x736B9CDA)], 13402)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5C94BD75), ('P4rIngress.values_v01000.hi', 0x6920F38A)], 13402)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x449F51A6), ('P4rIngress.values_v01001.hi', 0x7310ACD6)], 13402)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x59B488D3), ('P4rIngress.values_v01010.hi', 0x76C2591C)], 13402)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x53615F5F), ('P4rIngress.values_v01011.hi', 0x549284BD)], 13402)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6373E6A9), ('P4rIngress.values_v01100.hi', 0x52156D59)], 13402)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7DDB76B7), ('P4rIngress.values_v01101.hi', 0x64AFE9D2)], 13402)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x48CA6D99), ('P4rIngress.values_v01110.hi', 0x4B144032)], 13402)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x73934FEF), ('P4rIngress.values_v01111.hi', 0x57E58C79)], 13402)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x55678F97), ('P4rIngress.values_v10000.hi', 0x5945EF33)], 13402)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5C8399CD), ('P4rIngress.values_v10001.hi', 0x54E5786A)], 13402)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6986C76C), ('P4rIngress.values_v10010.hi', 0x74579B64)], 13402)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x79206BC9), ('P4rIngress.values_v10011.hi', 0x734DD714)], 13402)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x62792475), ('P4rIngress.values_v10100.hi', 0x4847FC76)], 13402)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x73ED38DB), ('P4rIngress.values_v10101.hi', 0x49AD4B68)], 13402)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x46A736BF), ('P4rIngress.values_v10110.hi', 0x59FFABD4)], 13402)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5E32FF1D), ('P4rIngress.values_v10111.hi', 0x40644BDB)], 13402)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5C79FCB9), ('P4rIngress.values_v11000.hi', 0x48156DE6)], 13402)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4DA84FB2), ('P4rIngress.values_v11001.hi', 0x6EDCAD3A)], 13402)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7654F295), ('P4rIngress.values_v11010.hi', 0x72A52ED3)], 13402)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5E198956), ('P4rIngress.values_v11011.hi', 0x7662DACB)], 13402)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x77854ED8), ('P4rIngress.values_v11100.hi', 0x4B42B45E)], 13402)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5EE76AE8), ('P4rIngress.values_v11101.hi', 0x77A92AD1)], 13402)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x53C252F1), ('P4rIngress.values_v11110.hi', 0x68A1C7CF)], 13402)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x66AC43D9), ('P4rIngress.values_v11111.hi', 0x7C959EF8)], 13402)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8E12),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000999),
                gc.DataTuple('slot_count', 0x00000D71),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0421EE65),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xD2F3F207),
                gc.KeyTuple('src_port', 0xFE39),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8E12),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0225),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\xF3\xF2\x07\x00\x00\x00\x00\xFE\x39\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8E\x12\x00\x06\x04\x21\xEE\x65\x0A\xC1\x03\xE3\x37\x04\x47\xE6\x00\x40\x00\x00\x5B\xE6\x3B\x9F\x64\xE0\x59\x57\x7A\x96\x94\x46\x69\xCB\x0C\x59\x55\x4C\x33\x8C\x7D\xF6\x6C\x43\x44\x1E\x4E\xC1\x6D\xDE\x0B\xB8\x72\x1E\xA5\x27\x45\x91\xD2\x7B\x6D\x1C\x4A\x17\x5B\x7C\x6E\x65\x50\xF7\xBD\xB9\x72\xE3\x85\xB5\x4A\x2F\xE4\xFE\x46\x2E\x04\x5A\x6C\xAE\xBD\xF7\x51\x58\x72\xFE\x74\x39\xF0\x35\x5D\xB1\x3E\x14\x68\xA6\xEB\x66\x41\x8E\xB3\xBF\x75\x2C\x44\x40\x4E\x95\x71\x55\x65\x36\xF5\x27\x72\x36\x01\x57\x4C\x07\xF9\x17\x70\xCA\xD5\x34\x79\x27\x35\x11\x62\xD0\x6A\xBA\x5B\x22\x12\x9E\x71\xFC\xF1\x21\x76\x8C\xDD\x65\x5A\x32\x8E\x7C\x56\xEA\x97\x55\x57\xD0\xE5\xD2\x75\xAF\x9E\x25\x4A\x72\x0E\x6F\x5D\x22\x73\xA7\x6D\x6D\xA7\xE5\x4F\xAB\x4A\x45\x71\x71\x84\x22\x5D\x91\x67\x85\x4F\x95\x5D\xC2\x6F\xAA\x78\x57\x7D\x0A\x69\xA7\x60\xFA\x48\x2B\x4D\x6B\x6C\x11\x59\x40\x65\xA3\x5F\xAA\xEE\x2F\x74\x96\x86\x7E\x45\x56\xEA\xE6\x42\xD6\x7B\x77\x55\x32\x65\x4A\x42\xBE\x2B\x75\x60\x57\xC0\x5F\x7F\x28\xD5\xC0\x4E\x1E\x78\xEB\x68\xA1\x9A\x1E\x5F\xBD\x76\xFD\x53\x0B\xB6\x3E\x6C\x74\xDA\x1D\x52\x8F\x7C\xD3\x6C\xE0\xE5\xFF\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD2\xF3\xF2\x07\xBE\xEF\xFE\x39\x01\x20\x00\x00\x50\x34\x02\x82\x8E\x12\x00\x06\x04\x21\xEE\x65\x0A\xC1\x01\xE3\x37\x04\x47\xE6\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x64\xE0\x59\x57\x7F\xFF\xFF\xFF\x69\xCB\x0C\x59\x7F\xFF\xFF\xFF\x7D\xF6\x6C\x43\x7F\xFF\xFF\xFF\x6D\xDE\x0B\xB8\x7F\xFF\xFF\xFF\x45\x91\xD2\x7B\x7F\xFF\xFF\xFF\x5B\x7C\x6E\x65\x7F\xFF\xFF\xFF\x72\xE3\x85\xB5\x7F\xFF\xFF\xFF\x46\x2E\x04\x5A\x7F\xFF\xFF\xFF\x51\x58\x72\xFE\x7F\xFF\xFF\xFF\x5D\xB1\x3E\x14\x7F\xFF\xFF\xFF\x41\x8E\xB3\xBF\x7F\xFF\xFF\xFF\x4E\x95\x71\x55\x7F\xFF\xFF\xFF\x72\x36\x01\x57\x7F\xFF\xFF\xFF\x70\xCA\xD5\x34\x7F\xFF\xFF\xFF\x62\xD0\x6A\xBA\x7F\xFF\xFF\xFF\x71\xFC\xF1\x21\x7F\xFF\xFF\xFF\x5A\x32\x8E\x7C\x7F\xFF\xFF\xFF\x57\xD0\xE5\xD2\x7F\xFF\xFF\xFF\x4A\x72\x0E\x6F\x7F\xFF\xFF\xFF\x6D\x6D\xA7\xE5\x7F\xFF\xFF\xFF\x71\x71\x84\x22\x7F\xFF\xFF\xFF\x4F\x95\x5D\xC2\x7F\xFF\xFF\xFF\x7D\x0A\x69\xA7\x7F\xFF\xFF\xFF\x4D\x6B\x6C\x11\x7F\xFF\xFF\xFF\x5F\xAA\xEE\x2F\x7F\xFF\xFF\xFF\x45\x56\xEA\xE6\x7F\xFF\xFF\xFF\x55\x32\x65\x4A\x7F\xFF\xFF\xFF\x60\x57\xC0\x5F\x7F\xFF\xFF\xFF\x4E\x1E\x78\xEB\x7F\xFF\xFF\xFF\x5F\xBD\x76\xFD\x7F\xFF\xFF\xFF\x6C\x74\xDA\x1D\x7F\xFF\xFF\xFF\x6C\xE0\xE5\xFF\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\x5A\x02\x25\x00\x00\x77\x01\xE4\xD9\x37\x04\x47\xE6\x37\x04\x47\xE6\x11\xE3\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x32A83F8A), ('P4rIngress.bitmap_seq.seq', 0xE07AE000)], 12106)
        self.setRegisterValue('P4rIngress.rounds', 0xE07AE000, 12106)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x2B)], 12106)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12106)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7B2DD553), ('P4rIngress.values_v00000.hi', 0x70542FEF)], 12106)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6F9C626C), ('P4rIngress.values_v00001.hi', 0x51D95724)], 12106)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x591610C9), ('P4rIngress.values_v00010.hi', 0x4346E5B4)], 12106)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5AD2BAF7), ('P4rIngress.values_v00011.hi', 0x4F33E6E6)], 12106)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x401C2B09), ('P4rIngress.values_v00100.hi', 0x7257C64E)], 12106)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5C960F33), ('P4rIngress.values_v00101.hi', 0x7599E52C)], 12106)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7679D173), ('P4rIngress.values_v00110.hi', 0x7EFD81E8)], 12106)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x54862E4D), ('P4rIngress.values_v00111.hi', 0x4BD4AAB9)], 12106)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x69AAE178), ('P4rIngress.values_v01000.hi', 0x4FD10E82)], 12106)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5A2BA8F0), ('P4rIngress.values_v01001.hi', 0x773E4CBD)], 12106)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6AF03B2A), ('P4rIngress.values_v01010.hi', 0x665F1787)], 12106)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x67CD3661), ('P4rIngress.values_v01011.hi', 0x50B56042)], 12106)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5039EEE5), ('P4rIngress.values_v01100.hi', 0x757CDECB)], 12106)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x438E8D94), ('P4rIngress.values_v01101.hi', 0x77475B92)], 12106)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7834D159), ('P4rIngress.values_v01110.hi', 0x62D946A2)], 12106)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x489C9F6B), ('P4rIngress.values_v01111.hi', 0x784F9751)], 12106)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77688229), ('P4rIngress.values_v10000.hi', 0x460908C5)], 12106)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6B9AFE4E), ('P4rIngress.values_v10001.hi', 0x5431A627)], 12106)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x623BB36F), ('P4rIngress.values_v10010.hi', 0x4B332A58)], 12106)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6F3E72D4), ('P4rIngress.values_v10011.hi', 0x72D9D383)], 12106)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6B330532), ('P4rIngress.values_v10100.hi', 0x52D6CD6B)], 12106)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x59F00E7C), ('P4rIngress.values_v10101.hi', 0x4760E42B)], 12106)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x776AD09D), ('P4rIngress.values_v10110.hi', 0x4C323EB9)], 12106)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4DF7C90E), ('P4rIngress.values_v10111.hi', 0x41A23CA2)], 12106)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5809A39A), ('P4rIngress.values_v11000.hi', 0x52356743)], 12106)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x458D6745), ('P4rIngress.values_v11001.hi', 0x4F1B3C7B)], 12106)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x77D33AEF), ('P4rIngress.values_v11010.hi', 0x6F687987)], 12106)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x54190007), ('P4rIngress.values_v11011.hi', 0x54BF1292)], 12106)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5FB55CF4), ('P4rIngress.values_v11100.hi', 0x5C7EBF60)], 12106)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x58BB06F3), ('P4rIngress.values_v11101.hi', 0x4EC332B0)], 12106)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x57155B04), ('P4rIngress.values_v11110.hi', 0x4AEF5EB7)], 12106)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5E72E5AC), ('P4rIngress.values_v11111.hi', 0x435CAE57)], 12106)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF2D3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CF1),
                gc.DataTuple('slot_count', 0x000004D8),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC3DE1EAF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x104D5CE2),
                gc.KeyTuple('src_port', 0xB163),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF2D3),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x038B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x10\x4D\x5C\xE2\x00\x00\x00\x00\xB1\x63\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF2\xD3\x00\x1A\xC3\xDE\x1E\xAF\x02\x59\x03\xE3\xE0\x7A\xE0\x00\x00\x40\x00\x00\x62\x66\x74\xF6\x59\xAF\xEC\x99\x73\x3D\xA7\x4F\x50\x0B\x75\x4F\x40\x7D\xFA\x37\x69\x76\x35\x10\x7C\x1A\x7E\xA6\x70\xDA\x01\x3E\x66\xDA\x9C\x0B\x61\xD8\xAA\xC9\x7A\xF6\xA8\xB6\x4B\xCE\xFC\x8F\x4F\x94\xC9\x15\x74\x83\x77\xAE\x57\x9E\xB3\xF4\x68\xED\x29\xCA\x41\x1B\xEE\x4D\x47\x5F\x7B\xCB\x7E\xCD\x0E\xA3\x6B\x8D\xEE\x0D\x7B\x1D\x5A\x18\x6F\x5D\xB2\x2D\x57\xEF\x99\xF7\x50\xD4\xA5\x5F\x74\xC9\x2A\x4D\x5C\xA7\xF0\xB3\x69\x4B\x39\xCD\x7E\xA0\xC8\xE2\x58\x01\xD7\xA7\x50\x76\x18\x97\x6B\x3A\x49\xC6\x66\xD8\xDD\x8F\x6D\x4A\xAE\x71\x71\xCA\x6F\xBC\x5A\x27\x60\x53\x7E\xCE\x67\x2F\x6B\x5B\xC9\x75\x59\x7B\x5B\x2C\x49\x68\x2D\x83\x75\xDF\x15\xD7\x78\x52\xFA\x9D\x77\xAB\x99\x23\x71\x1B\xFF\x1B\x75\x99\x2E\xDD\x71\x91\x7D\x04\x7B\x62\x8F\x12\x52\xEA\xBA\x0E\x78\x02\x4D\x9D\x46\xCA\x2B\xFE\x4D\x25\x4E\xB3\x45\xA4\xE9\x46\x47\xE0\xC8\x6F\x41\x2F\x66\x73\x40\x88\xC6\xCF\x5A\x77\xFD\xBE\x46\x9B\x7B\xF9\x6C\x58\x49\x4B\x53\x84\x26\x66\x4C\x7B\x1B\x67\x55\x16\x19\x57\x6D\x25\x11\xAF\x58\xEC\x48\x0F\x62\xA3\xCB\x1F\x4E\x68\xD6\xD2\xC6\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x10\x4D\x5C\xE2\xBE\xEF\xB1\x63\x01\x20\x00\x00\x50\x34\x02\x82\xF2\xD3\x00\x1A\xC3\xDE\x1E\xAF\x02\x59\x01\xE3\xE0\x7A\xE0\x00\x00\x40\x00\x06\x7F\xFF\xFF\xFF\x59\xAF\xEC\x99\x7F\xFF\xFF\xFF\x50\x0B\x75\x4F\x7F\xFF\xFF\xFF\x69\x76\x35\x10\x7F\xFF\xFF\xFF\x70\xDA\x01\x3E\x7F\xFF\xFF\xFF\x61\xD8\xAA\xC9\x7F\xFF\xFF\xFF\x4B\xCE\xFC\x8F\x7F\xFF\xFF\xFF\x74\x83\x77\xAE\x7F\xFF\xFF\xFF\x68\xED\x29\xCA\x7F\xFF\xFF\xFF\x47\x5F\x7B\xCB\x7F\xFF\xFF\xFF\x6B\x8D\xEE\x0D\x7F\xFF\xFF\xFF\x6F\x5D\xB2\x2D\x7F\xFF\xFF\xFF\x50\xD4\xA5\x5F\x7F\xFF\xFF\xFF\x5C\xA7\xF0\xB3\x7F\xFF\xFF\xFF\x7E\xA0\xC8\xE2\x7F\xFF\xFF\xFF\x50\x76\x18\x97\x7F\xFF\xFF\xFF\x66\xD8\xDD\x8F\x7F\xFF\xFF\xFF\x71\xCA\x6F\xBC\x7F\xFF\xFF\xFF\x7E\xCE\x67\x2F\x7F\xFF\xFF\xFF\x59\x7B\x5B\x2C\x7F\xFF\xFF\xFF\x75\xDF\x15\xD7\x7F\xFF\xFF\xFF\x77\xAB\x99\x23\x7F\xFF\xFF\xFF\x75\x99\x2E\xDD\x7F\xFF\xFF\xFF\x7B\x62\x8F\x12\x7F\xFF\xFF\xFF\x78\x02\x4D\x9D\x7F\xFF\xFF\xFF\x4D\x25\x4E\xB3\x7F\xFF\xFF\xFF\x47\xE0\xC8\x6F\x7F\xFF\xFF\xFF\x40\x88\xC6\xCF\x7F\xFF\xFF\xFF\x46\x9B\x7B\xF9\x7F\xFF\xFF\xFF\x53\x84\x26\x66\x7F\xFF\xFF\xFF\x55\x16\x19\x57\x7F\xFF\xFF\xFF\x58\xEC\x48\x0F\x7F\xFF\xFF\xFF\x4E\x68\xD6\xD2\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\x4A\x03\x8B\x00\x00\x36\xA8\x3F\x8A\xE0\x7A\xE0\x00\xE0\x7A\xE0\x00\x06\xE3\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC6\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9A4090A5), ('P4rIngress.bitmap_seq.seq', 0x06CA1E8B)], 787)
        self.setRegisterValue('P4rIngress.rounds', 0x06CA1E8B, 787)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0xDA)], 787)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 787)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7DAA5B26), ('P4rIngress.values_v00000.hi', 0x4B53F301)], 787)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6DB6D0D9), ('P4rIngress.values_v00001.hi', 0x4FB4DDD8)], 787)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x42641B97), ('P4rIngress.values_v00010.hi', 0x423BF117)], 787)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4EADC2BD), ('P4rIngress.values_v00011.hi', 0x53BB0D30)], 787)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x67852CAD), ('P4rIngress.values_v00100.hi', 0x51121DCA)], 787)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6FC32915), ('P4rIngress.values_v00101.hi', 0x5102698F)], 787)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x58AB3692), ('P4rIngress.values_v00110.hi', 0x5B7EFEA6)], 787)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7DFFD533), ('P4rIngress.values_v00111.hi', 0x5F714C7B)], 787)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6798EE43), ('P4rIngress.values_v01000.hi', 0x6C36DE52)], 787)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x64FA830C), ('P4rIngress.values_v01001.hi', 0x5378696A)], 787)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x64EE4EBD), ('P4rIngress.values_v01010.hi', 0x4ABACBED)], 787)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6CD7143E), ('P4rIngress.values_v01011.hi', 0x7D4B1610)], 787)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x544CBB87), ('P4rIngress.values_v01100.hi', 0x57BDF092)], 787)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x559A7E9D), ('P4rIngress.values_v01101.hi', 0x7D4D7647)], 787)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x64EABC7B), ('P4rIngress.values_v01110.hi', 0x4559AA2D)], 787)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x61D8ACB4), ('P4rIngress.values_v01111.hi', 0x674EC48B)], 787)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5879C645), ('P4rIngress.values_v10000.hi', 0x58B9AC65)], 787)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5E2C5A6D), ('P4rIngress.values_v10001.hi', 0x73B38FF6)], 787)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5A90B6E1), ('P4rIngress.values_v10010.hi', 0x41D2125C)], 787)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7C7681DC), ('P4rIngress.values_v10011.hi', 0x5B4A4C99)], 787)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x44D28B39), ('P4rIngress.values_v10100.hi', 0x5D298EC5)], 787)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x65C98DD2), ('P4rIngress.values_v10101.hi', 0x7C7B12FC)], 787)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4E5A76FA), ('P4rIngress.values_v10110.hi', 0x77939557)], 787)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x660BB414), ('P4rIngress.values_v10111.hi', 0x636A98B7)], 787)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x558A3D38), ('P4rIngress.values_v11000.hi', 0x7EDA3BE8)], 787)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5C575EDF), ('P4rIngress.values_v11001.hi', 0x68DA8FC3)], 787)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4A9582B6), ('P4rIngress.values_v11010.hi', 0x46E6D5D7)], 787)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x58BB257E), ('P4rIngress.values_v11011.hi', 0x7D470980)], 787)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4926CEE4), ('P4rIngress.values_v11100.hi', 0x5963510C)], 787)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7A0117D2), ('P4rIngress.values_v11101.hi', 0x5E8DAD5E)], 787)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4F7D61FA), ('P4rIngress.values_v11110.hi', 0x6F78A8A1)], 787)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4DEF3585), ('P4rIngress.values_v11111.hi', 0x72331399)], 787)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB741),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000A5),
                gc.DataTuple('slot_count', 0x00000FCB),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA0D594B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x2C523B4B),
                gc.KeyTuple('src_port', 0xB080),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB741),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x0169),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2C\x52\x3B\x4B\x00\x00\x00\x00\xB0\x80\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB7\x41\x00\x1D\xEA\x0D\x59\x4B\x02\x6E\x00\xC3\x06\xCA\x1E\x8B\x00\x40\x00\x00\x7F\x15\xED\x25\x6B\xD6\x51\xD6\x67\x92\x33\x89\x76\x1E\x93\x7E\x6D\x7D\x12\x29\x68\xD2\xCA\xBB\x50\x6B\xD6\x64\x65\x02\x35\x65\x63\x30\x77\x04\x49\x2D\xA1\xB9\x61\xA4\x21\xB1\x72\x0E\x29\x2D\x49\x5E\x17\x28\x59\x02\xB7\x25\x4C\xCE\xEA\x6D\x4D\xA0\xF2\xCC\x59\xB5\xF1\xB7\x66\x97\xA3\xE5\x5C\x5D\xA7\xAB\x54\xF7\x95\x4B\x77\x4D\x7F\x97\x6D\x1B\x58\x14\x68\x0E\x15\x97\x77\x33\xB6\x49\x45\xC7\x8E\xCD\x55\x74\x33\x93\x48\x9C\x78\xFD\x4D\x85\x74\x20\x76\xBA\x9B\x3D\x5F\x1E\xFA\xAB\x6B\x23\x6D\x54\x6C\x98\x2F\x89\x6C\x68\x91\x6D\x4C\xB8\xBB\x30\x78\x9C\x7A\xCA\x68\x7B\xB1\xBA\x6D\x8D\xD9\x76\x5E\xDE\x26\x23\x54\x0D\xBE\x40\x6A\x97\x1F\x49\x6A\xB7\x80\xB7\x5C\xE1\xAB\x05\x61\x3D\x3B\xD7\x54\x8C\x43\x13\x4D\x4D\x20\xB2\x40\xD0\xDE\x55\x76\x27\x17\x85\x65\xE9\xF4\x3C\x62\xED\x11\x5B\x74\xD3\x18\x33\x6F\xE9\x80\xDC\x78\x46\xEE\x2B\x60\xB0\xAF\x00\x44\xE8\x85\xC1\x6A\xD1\x2E\x03\x76\x4F\xC7\x14\x73\x10\xC6\x06\x47\x2A\x4E\xF4\x7E\x4F\x07\xC7\x71\x99\x13\xF9\x68\x0A\x97\x8B\x5A\x02\x8E\xDA\x4A\x4F\xF7\x65\x5B\x5A\xC1\xDB\xC4\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2C\x52\x3B\x4B\xBE\xEF\xB0\x80\x01\x20\x00\x00\x50\x34\x02\x82\xB7\x41\x00\x1D\xEA\x0D\x59\x4B\x02\x6E\x00\xC3\x06\xCA\x1E\x8B\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x6B\xD6\x51\xD6\x7F\xFF\xFF\xFF\x76\x1E\x93\x7E\x7F\xFF\xFF\xFF\x68\xD2\xCA\xBB\x7F\xFF\xFF\xFF\x65\x02\x35\x65\x7F\xFF\xFF\xFF\x49\x2D\xA1\xB9\x7F\xFF\xFF\xFF\x72\x0E\x29\x2D\x7F\xFF\xFF\xFF\x59\x02\xB7\x25\x7F\xFF\xFF\xFF\x4D\xA0\xF2\xCC\x7F\xFF\xFF\xFF\x66\x97\xA3\xE5\x7F\xFF\xFF\xFF\x54\xF7\x95\x4B\x7F\xFF\xFF\xFF\x6D\x1B\x58\x14\x7F\xFF\xFF\xFF\x77\x33\xB6\x49\x7F\xFF\xFF\xFF\x55\x74\x33\x93\x7F\xFF\xFF\xFF\x4D\x85\x74\x20\x7F\xFF\xFF\xFF\x5F\x1E\xFA\xAB\x7F\xFF\xFF\xFF\x6C\x98\x2F\x89\x7F\xFF\xFF\xFF\x4C\xB8\xBB\x30\x7F\xFF\xFF\xFF\x68\x7B\xB1\xBA\x7F\xFF\xFF\xFF\x5E\xDE\x26\x23\x7F\xFF\xFF\xFF\x6A\x97\x1F\x49\x7F\xFF\xFF\xFF\x5C\xE1\xAB\x05\x7F\xFF\xFF\xFF\x54\x8C\x43\x13\x7F\xFF\xFF\xFF\x40\xD0\xDE\x55\x7F\xFF\xFF\xFF\x65\xE9\xF4\x3C\x7F\xFF\xFF\xFF\x74\xD3\x18\x33\x7F\xFF\xFF\xFF\x78\x46\xEE\x2B\x7F\xFF\xFF\xFF\x44\xE8\x85\xC1\x7F\xFF\xFF\xFF\x76\x4F\xC7\x14\x7F\xFF\xFF\xFF\x47\x2A\x4E\xF4\x7F\xFF\xFF\xFF\x71\x99\x13\xF9\x7F\xFF\xFF\xFF\x5A\x02\x8E\xDA\x7F\xFF\xFF\xFF\x5B\x5A\xC1\xDB\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x03\x13\x01\x69\x00\x00\xBA\x40\x90\xA5\x06\xCA\x1E\x8B\x06\xCA\x1E\x8B\x11\xDA\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4944779A), ('P4rIngress.bitmap_seq.seq', 0x7291CBD2)], 4267)
        self.setRegisterValue('P4rIngress.rounds', 0x7291CBD2, 4267)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x68)], 4267)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4267)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x733B3CC5), ('P4rIngress.values_v00000.hi', 0x6C78E34D)], 4267)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4536DDC5), ('P4rIngress.values_v00001.hi', 0x406E9342)], 4267)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x650529BE), ('P4rIngress.values_v00010.hi', 0x4CA76BF4)], 4267)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x49DF0E2D), ('P4rIngress.values_v00011.hi', 0x5E993B38)], 4267)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55D8C8FA), ('P4rIngress.values_v00100.hi', 0x79789D3C)], 4267)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x40A94CFE), ('P4rIngress.values_v00101.hi', 0x666F2E0A)], 4267)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x75EA56AF), ('P4rIngress.values_v00110.hi', 0x409E3404)], 4267)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4BB4E92C), ('P4rIngress.values_v00111.hi', 0x7CF93937)], 4267)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5D16F49F), ('P4rIngress.values_v01000.hi', 0x792FB3EC)], 4267)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7EB98A63), ('P4rIngress.values_v01001.hi', 0x5D8AE915)], 4267)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5AE7723C), ('P4rIngress.values_v01010.hi', 0x4CA25EEF)], 4267)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x663256E4), ('P4rIngress.values_v01011.hi', 0x7A2DD624)], 4267)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x515A9CEA), ('P4rIngress.values_v01100.hi', 0x6414B4FA)], 4267)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4590EA1F), ('P4rIngress.values_v01101.hi', 0x764F62F9)], 4267)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6A6BD62D), ('P4rIngress.values_v01110.hi', 0x496AD54B)], 4267)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x69015ED1), ('P4rIngress.values_v01111.hi', 0x577CD79E)], 4267)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x52D43B4E), ('P4rIngress.values_v10000.hi', 0x656A8EDB)], 4267)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x61B5D63C), ('P4rIngress.values_v10001.hi', 0x793DEE62)], 4267)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5D6A4632), ('P4rIngress.values_v10010.hi', 0x45128469)], 4267)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x66ADAD13), ('P4rIngress.values_v10011.hi', 0x69ABF55F)], 4267)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6B5C7817), ('P4rIngress.values_v10100.hi', 0x749BFF1F)], 4267)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x718B65E1), ('P4rIngress.values_v10101.hi', 0x6AB5597B)], 4267)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7DB3CD61), ('P4rIngress.values_v10110.hi', 0x478B6C16)], 4267)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x634DEC90), ('P4rIngress.values_v10111.hi', 0x53B73813)], 4267)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6A2F5A3D), ('P4rIngress.values_v11000.hi', 0x432A9536)], 4267)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x75EB5EE5), ('P4rIngress.values_v11001.hi', 0x75D4B9B3)], 4267)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4C8C3339), ('P4rIngress.values_v11010.hi', 0x52C7A371)], 4267)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x79A930E2), ('P4rIngress.values_v11011.hi', 0x71AAB2A4)], 4267)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5403DB7B), ('P4rIngress.values_v11100.hi', 0x67CA538B)], 4267)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x730FCBB9), ('P4rIngress.values_v11101.hi', 0x7607DF4C)], 4267)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6AF65BE2), ('P4rIngress.values_v11110.hi', 0x775DBFA2)], 4267)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6796BDD7), ('P4rIngress.values_v11111.hi', 0x7B7D92AF)], 4267)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA2FD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001FB),
                gc.DataTuple('slot_count', 0x00001789),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x56F3E784),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0xF4DC5D8B),
                gc.KeyTuple('src_port', 0x6DE7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA2FD),
                gc.DataTuple('rank', 0x000B),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF4\xDC\x5D\x8B\x00\x00\x00\x00\x6D\xE7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA2\xFD\x00\x0B\x56\xF3\xE7\x84\x0E\xB0\x00\x34\x72\x91\xCB\xD2\x00\x40\x00\x00\x4B\xC1\xA9\xDB\x5F\x3D\xFB\x9D\x7F\xB0\xFA\x41\x68\xEC\xB0\x2A\x6C\xE0\x6D\x53\x55\x4A\x90\x67\x41\xC1\xD8\xE8\x4B\x4B\x86\x54\x6C\x9B\xCA\x7C\x59\x74\x4E\x97\x4D\x2C\x04\x29\x51\x4F\x6C\x3F\x4F\xB3\x10\x1B\x6C\x9E\x91\x1C\x6B\x67\x6E\x88\x65\x92\x4D\x71\x5D\x5E\xC9\x19\x77\x7D\xB5\x49\x7C\x7E\x4B\x7A\x4E\x91\x45\x7E\x67\xF6\x53\xE7\x5E\xB9\x5D\x1E\x44\x54\xE2\x36\x5F\x5E\xEC\x98\x52\xDA\x39\x2F\x59\xA9\x68\xCF\x64\xBD\x05\xD8\x59\xF1\xAD\x2F\x7E\xF2\x78\x95\x4F\x9A\x6F\xB9\x46\x1E\x18\x33\x7B\x60\xBE\xC6\x42\x94\x55\x7C\x4F\xC5\xB9\x4D\x41\x96\xA7\xD5\x54\xFA\xD7\x75\x73\x26\xCE\x7A\x69\x73\x30\x8B\x58\x0F\xC4\xDE\x45\x74\xEC\x34\x79\x8C\x3D\x32\x64\xB1\xA5\xCF\x73\x60\x86\xD6\x49\xC6\x59\x59\x55\x32\x5A\x3B\x4E\xAA\xD5\x15\x76\x79\x86\xE6\x49\x38\x25\xFB\x60\x5C\x97\xF8\x54\x89\xD5\x73\x64\xBB\x38\xE5\x54\xF0\x68\xB2\x65\x2E\x1A\x5C\x5A\x2E\x09\x80\x5F\x9C\xA6\xAE\x41\x29\xFA\xC8\x59\x5C\xB5\x6B\x77\x9E\xC4\xB8\x5B\x64\x58\x28\x5B\x60\xC9\x9F\x66\x60\xBE\x0A\x76\x48\x98\xF8\x68\x55\xAF\x17\x7D\x38\xA6\x85\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF4\xDC\x5D\x8B\xBE\xEF\x6D\xE7\x01\x20\x00\x00\x50\x34\x02\x82\xA2\xFD\x00\x0B\x56\xF3\xE7\x84\x0E\xB0\x00\x34\x72\x91\xCB\xD2\x00\x40\x00\x15\x7F\xFF\xFF\xFF\x5F\x3D\xFB\x9D\x7F\xFF\xFF\xFF\x68\xEC\xB0\x2A\x7F\xFF\xFF\xFF\x55\x4A\x90\x67\x7F\xFF\xFF\xFF\x4B\x4B\x86\x54\x7F\xFF\xFF\xFF\x59\x74\x4E\x97\x7F\xFF\xFF\xFF\x51\x4F\x6C\x3F\x7F\xFF\xFF\xFF\x6C\x9E\x91\x1C\x7F\xFF\xFF\xFF\x65\x92\x4D\x71\x7F\xFF\xFF\xFF\x77\x7D\xB5\x49\x7F\xFF\xFF\xFF\x4E\x91\x45\x7E\x7F\xFF\xFF\xFF\x5E\xB9\x5D\x1E\x7F\xFF\xFF\xFF\x5F\x5E\xEC\x98\x7F\xFF\xFF\xFF\x59\xA9\x68\xCF\x7F\xFF\xFF\xFF\x59\xF1\xAD\x2F\x7F\xFF\xFF\xFF\x4F\x9A\x6F\xB9\x7F\xFF\xFF\xFF\x7B\x60\xBE\xC6\x7F\xFF\xFF\xFF\x4F\xC5\xB9\x4D\x7F\xFF\xFF\xFF\x54\xFA\xD7\x75\x7F\xFF\xFF\xFF\x69\x73\x30\x8B\x7F\xFF\xFF\xFF\x45\x74\xEC\x34\x7F\xFF\xFF\xFF\x64\xB1\xA5\xCF\x7F\xFF\xFF\xFF\x49\xC6\x59\x59\x7F\xFF\xFF\xFF\x4E\xAA\xD5\x15\x7F\xFF\xFF\xFF\x49\x38\x25\xFB\x7F\xFF\xFF\xFF\x54\x89\xD5\x73\x7F\xFF\xFF\xFF\x54\xF0\x68\xB2\x7F\xFF\xFF\xFF\x5A\x2E\x09\x80\x7F\xFF\xFF\xFF\x41\x29\xFA\xC8\x7F\xFF\xFF\xFF\x77\x9E\xC4\xB8\x7F\xFF\xFF\xFF\x5B\x60\xC9\x9F\x7F\xFF\xFF\xFF\x76\x48\x98\xF8\x7F\xFF\xFF\xFF\x7D\x38\xA6\x85\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x10\xAB\x01\xBD\x00\x00\x49\x44\x7F\x9A\x72\x91\xCB\xD2\x72\x91\xCB\xD2\x15\x68\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0524A0D4), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 1357)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 1357)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x69)], 1357)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 1357)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4D42918D), ('P4rIngress.values_v00000.hi', 0x79994237)], 1357)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6DA1EBA6), ('P4rIngress.values_v00001.hi', 0x449C161F)], 1357)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x55596095), ('P4rIngress.values_v00010.hi', 0x64975945)], 1357)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4B483166), ('P4rIngress.values_v00011.hi', 0x487CAEA1)], 1357)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x68E4ABDC), ('P4rIngress.values_v00100.hi', 0x4A0DF2CA)], 1357)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x694E99AC), ('P4rIngress.values_v00101.hi', 0x61D548F5)], 1357)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x55D75FBC), ('P4rIngress.values_v00110.hi', 0x7D473E57)], 1357)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x435179B7), ('P4rIngress.values_v00111.hi', 0x55B8CBBB)], 1357)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x584BBB5B), ('P4rIngress.values_v01000.hi', 0x79C66710)], 1357)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7EFFAE4E), ('P4rIngress.values_v01001.hi', 0x498968F1)], 1357)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6D788349), ('P4rIngress.values_v01010.hi', 0x449AB12B)], 1357)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x70E8EEE9), ('P4rIngress.values_v01011.hi', 0x6BF67581)], 1357)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x68162F5C), ('P4rIngress.values_v01100.hi', 0x79D960AB)], 1357)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x698695F8), ('P4rIngress.values_v01101.hi', 0x67C2ED9C)], 1357)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5DBBC4B7), ('P4rIngress.values_v01110.hi', 0x5DEC99B3)], 1357)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6FB04D40), ('P4rIngress.values_v01111.hi', 0x6F70AB76)], 1357)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5CA4DCDA), ('P4rIngress.values_v10000.hi', 0x4713E623)], 1357)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x512FD871), ('P4rIngress.values_v10001.hi', 0x4494E789)], 1357)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4B2B67B4), ('P4rIngress.values_v10010.hi', 0x59A5BC97)], 1357)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x650E4379), ('P4rIngress.values_v10011.hi', 0x586A4A53)], 1357)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x64D621E8), ('P4rIngress.values_v10100.hi', 0x45F98D5C)], 1357)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5D7A6399), ('P4rIngress.values_v10101.hi', 0x7169C4CB)], 1357)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x56A129C5), ('P4rIngress.values_v10110.hi', 0x7A978B6C)], 1357)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x71694576), ('P4rIngress.values_v10111.hi', 0x68F35446)], 1357)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x72B21C31), ('P4rIngress.values_v11000.hi', 0x426E50F3)], 1357)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x64D4CB8B), ('P4rIngress.values_v11001.hi', 0x6B99A9AF)], 1357)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x76214262), ('P4rIngress.values_v11010.hi', 0x6BF126FB)], 1357)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6F17295F), ('P4rIngress.values_v11011.hi', 0x5BA889AA)], 1357)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x62DAAB6D), ('P4rIngress.values_v11100.hi', 0x65248FB5)], 1357)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x71C63DFB), ('P4rIngress.values_v11101.hi', 0x54F7DB5B)], 1357)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x64EA681B), ('P4rIngress.values_v11110.hi', 0x6D8E0DDC)], 1357)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x492FA9E8), ('P4rIngress.values_v11111.hi', 0x7A0F5633)], 1357)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD137),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000011B),
                gc.DataTuple('slot_count', 0x000018C5),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9B0D592A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x7A4947B1),
                gc.KeyTuple('src_port', 0xD1DB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD137),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x00EC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\x49\x47\xB1\x00\x00\x00\x00\xD1\xDB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD1\x37\x00\x05\x9B\x0D\x59\x2A\x04\x32\x00\x17\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x7E\xC3\xE5\xB7\x54\x9E\xCD\xC9\x76\x6E\x89\x02\x63\x67\x37\x8E\x7D\x57\x0B\xD5\x61\x8A\xB6\x0B\x50\xBB\xE9\x4D\x69\xA1\xC5\xE0\x58\x16\x2F\xA4\x4D\x0D\xC2\xB8\x77\x68\x03\x46\x73\x0F\x9B\xF3\x45\x76\xD8\x3B\x6F\x67\x08\xB3\x57\xA1\xF1\x65\x5C\x50\xD1\x3D\x78\x2F\xB6\x2D\x54\x56\xCB\xA8\x5F\xDC\x36\xEE\x4B\x6C\xE6\x53\x49\xBB\xAC\x1B\x54\x93\xB9\x3E\x79\xBA\x15\xAF\x79\xA7\x7C\xFB\x5C\xAF\x64\x7B\x5E\x17\x6A\xAA\x51\xB1\xD6\x99\x5B\x24\xB1\xF9\x79\x71\x14\xD6\x6E\x04\xC3\x32\x75\x61\x48\x37\x4D\xB6\x1C\x15\x79\xCB\x3E\xEB\x5D\x76\x72\x77\x6B\x82\x93\x22\x70\xCC\x83\xBD\x71\x63\x26\x35\x61\x39\xB6\xAD\x61\xD7\xF1\x6A\x4A\xDE\xD1\x58\x50\x56\xF4\x61\x6B\x40\x24\x6C\x55\x7F\x2B\x6A\x5D\xD4\x43\x3F\x7A\xEF\x6C\xCD\x57\x46\xF6\x63\x41\x43\x1A\x14\x6E\x27\xA1\xB7\x72\x13\x4F\xA5\x6A\xC5\x6B\x67\x65\x2D\x4A\xC9\x54\x1F\xB3\x17\x56\x49\x4A\xBB\x52\x17\xAF\x83\x71\xD6\xD2\xCE\x79\xEF\xBF\xAE\x44\x05\x3C\x73\x65\xDE\x9D\xF7\x4A\x4A\x2F\xD6\x4B\xCA\x85\xB2\x7E\x6B\x2F\x85\x63\x76\xD2\xCF\x7D\x39\x30\xA1\x69\xD3\xC0\xDB\xC3\x3B\xDB\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\x49\x47\xB1\xBE\xEF\xD1\xDB\x01\x20\x00\x00\x50\x34\x02\x82\xD1\x37\x00\x05\x9B\x0D\x59\x2A\x04\x32\x00\x17\xFF\xFF\xFF\xFF\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x54\x9E\xCD\xC9\x7F\xFF\xFF\xFF\x63\x67\x37\x8E\x7F\xFF\xFF\xFF\x61\x8A\xB6\x0B\x7F\xFF\xFF\xFF\x69\xA1\xC5\xE0\x7F\xFF\xFF\xFF\x4D\x0D\xC2\xB8\x7F\xFF\xFF\xFF\x73\x0F\x9B\xF3\x7F\xFF\xFF\xFF\x6F\x67\x08\xB3\x7F\xFF\xFF\xFF\x5C\x50\xD1\x3D\x7F\xFF\xFF\xFF\x54\x56\xCB\xA8\x7F\xFF\xFF\xFF\x4B\x6C\xE6\x53\x7F\xFF\xFF\xFF\x54\x93\xB9\x3E\x7F\xFF\xFF\xFF\x79\xA7\x7C\xFB\x7F\xFF\xFF\xFF\x5E\x17\x6A\xAA\x7F\xFF\xFF\xFF\x5B\x24\xB1\xF9\x7F\xFF\xFF\xFF\x6E\x04\xC3\x32\x7F\xFF\xFF\xFF\x4D\xB6\x1C\x15\x7F\xFF\xFF\xFF\x5D\x76\x72\x77\x7F\xFF\xFF\xFF\x70\xCC\x83\xBD\x7F\xFF\xFF\xFF\x61\x39\xB6\xAD\x7F\xFF\xFF\xFF\x4A\xDE\xD1\x58\x7F\xFF\xFF\xFF\x6B\x40\x24\x6C\x7F\xFF\xFF\xFF\x5D\xD4\x43\x3F\x7F\xFF\xFF\xFF\x57\x46\xF6\x63\x7F\xFF\xFF\xFF\x6E\x27\xA1\xB7\x7F\xFF\xFF\xFF\x6A\xC5\x6B\x67\x7F\xFF\xFF\xFF\x54\x1F\xB3\x17\x7F\xFF\xFF\xFF\x52\x17\xAF\x83\x7F\xFF\xFF\xFF\x79\xEF\xBF\xAE\x7F\xFF\xFF\xFF\x65\xDE\x9D\xF7\x7F\xFF\xFF\xFF\x4B\xCA\x85\xB2\x7F\xFF\xFF\xFF\x63\x76\xD2\xCF\x7F\xFF\xFF\xFF\x69\xD3\xC0\xDB\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x05\x4D\x00\xEC\x00\x00\x05\x24\xA0\xF4\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x10\x69\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC3\x3B\xDB\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x333ABD4C), ('P4rIngress.bitmap_seq.seq', 0x1B47960E)], 2513)
        self.setRegisterValue('P4rIngress.rounds', 0x1B47960E, 2513)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x27)], 2513)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 2513)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5E162949), ('P4rIngress.values_v00000.hi', 0x6A92CEB1)], 2513)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x672D9943), ('P4rIngress.values_v00001.hi', 0x76228E4F)], 2513)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x73A133DE), ('P4rIngress.values_v00010.hi', 0x4358FF46)], 2513)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x589C7655), ('P4rIngress.values_v00011.hi', 0x6A29DED8)], 2513)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5FCB711E), ('P4rIngress.values_v00100.hi', 0x400A0ED9)], 2513)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5254FA3B), ('P4rIngress.values_v00101.hi', 0x59ACE9BE)], 2513)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6672B0D3), ('P4rIngress.values_v00110.hi', 0x6DEB2FB6)], 2513)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x61DD51D2), ('P4rIngress.values_v00111.hi', 0x52353CE0)], 2513)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x682EE9B7), ('P4rIngress.values_v01000.hi', 0x5D7D4DDF)], 2513)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x476A4527), ('P4rIngress.values_v01001.hi', 0x5707B02D)], 2513)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x722660A7), ('P4rIngress.values_v01010.hi', 0x545AD596)], 2513)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x59773337), ('P4rIngress.values_v01011.hi', 0x6C67F303)], 2513)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x454F001F), ('P4rIngress.values_v01100.hi', 0x44E4BAF7)], 2513)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6DDC960D), ('P4rIngress.values_v01101.hi', 0x657A5FAE)], 2513)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7F7BD6EB), ('P4rIngress.values_v01110.hi', 0x517B2BB2)], 2513)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x71D2CAA7), ('P4rIngress.values_v01111.hi', 0x743E1909)], 2513)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x57D6BB2F), ('P4rIngress.values_v10000.hi', 0x69140A7C)], 2513)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x699F05AE), ('P4rIngress.values_v10001.hi', 0x626E56B3)], 2513)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D2F30BB), ('P4rIngress.values_v10010.hi', 0x4FB89B11)], 2513)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6933C94F), ('P4rIngress.values_v10011.hi', 0x7187A329)], 2513)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7C379442), ('P4rIngress.values_v10100.hi', 0x539E9799)], 2513)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7AEF7AE6), ('P4rIngress.values_v10101.hi', 0x5D53E2BD)], 2513)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x45A6B5A5), ('P4rIngress.values_v10110.hi', 0x794261CF)], 2513)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5BC46576), ('P4rIngress.values_v10111.hi', 0x4F6D3372)], 2513)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x496AFC0E), ('P4rIngress.values_v11000.hi', 0x53D7EE9D)], 2513)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4CEF7FE7), ('P4rIngress.values_v11001.hi', 0x68A5A283)], 2513)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6A4AEF90), ('P4rIngress.values_v11010.hi', 0x67878E35)], 2513)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x41CED6F4), ('P4rIngress.values_v11011.hi', 0x46706285)], 2513)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x60AF4926), ('P4rIngress.values_v11100.hi', 0x6C5B5EE8)], 2513)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x496CB428), ('P4rIngress.values_v11101.hi', 0x7D62621C)], 2513)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7EBB6835), ('P4rIngress.values_v11110.hi', 0x65DB72B6)], 2513)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4D58166F), ('P4rIngress.values_v11111.hi', 0x63E0CCEB)], 2513)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6870),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000625),
                gc.DataTuple('slot_count', 0x00000F1C),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x230B1181),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0xF4339C05),
                gc.KeyTuple('src_port', 0xDEB1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6870),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x02A1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF4\x33\x9C\x05\x00\x00\x00\x00\xDE\xB1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x68\x70\x00\x1A\x23\x0B\x11\x81\x03\xAC\x04\x0C\x1B\x47\x96\x0E\x00\x40\x00\x00\x66\x68\x8B\x23\x7A\x7B\xC2\x93\x4B\xCD\xCC\xE8\x44\xE0\x94\xE6\x54\xA1\xCD\xD3\x65\x63\x8A\xAE\x71\x9C\xD9\xD7\x78\x58\x9C\x5E\x5B\x67\xFD\x55\x65\x6B\x9D\xCB\x46\x51\x4A\xBA\x79\xCC\xDF\x12\x56\x93\x99\xDB\x6D\x2A\x37\x96\x7F\xFB\x73\x6A\x72\x0A\x2C\xF4\x6C\x9C\x0A\xA5\x41\x81\x48\x05\x71\x1B\x0F\x6B\x77\xBA\x95\xC8\x57\x9C\x5D\x99\x5D\xDA\x3D\xE2\x43\x44\x38\x67\x4A\xC2\x25\x66\x68\xE7\x5D\xAF\x46\x3F\x92\x38\x5B\xE8\x1D\x7F\x43\x29\xCF\xB8\x6D\xC2\xFC\xB2\x63\xF3\x4A\x6B\x69\xF2\x53\x1A\x7C\x03\xAA\xFD\x7A\x4F\x25\x5D\x44\x59\xDB\x2A\x57\xE2\xCF\x27\x6A\x1C\x5E\xDF\x6A\x26\xA9\xBD\x42\xB5\xBB\xB9\x6C\xE2\xDD\x8F\x5D\xD9\xC8\x80\x53\x55\x00\x71\x56\x78\x52\xDC\x69\x0B\x06\x68\x62\x1A\x8B\xCB\x7F\x20\xC9\x9D\x68\xF3\x52\x4F\x65\x9D\xFE\x39\x64\xE5\x78\x67\x54\xAE\x56\xDE\x55\x8D\xA1\xC0\x4B\xF6\x04\x93\x49\x80\xA9\xD9\x75\x0F\x1B\x85\x74\x47\x7E\x3F\x5D\x58\x5C\xDF\x42\x15\x77\x9D\x46\x92\xD3\x0B\x46\x57\x53\x91\x71\x12\xCE\x9F\x75\x35\xA6\x4C\x53\x0F\xA9\xA3\x45\x32\x66\xEB\x57\xFA\xD1\x1A\x4B\x9A\xF6\x6B\x29\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF4\x33\x9C\x05\xBE\xEF\xDE\xB1\x01\x20\x00\x00\x50\x34\x02\x82\x68\x70\x00\x1A\x23\x0B\x11\x81\x03\xAC\x00\x0C\x1B\x47\x96\x0E\x00\x40\x00\x08\x7F\xFF\xFF\xFF\x7A\x7B\xC2\x93\x7F\xFF\xFF\xFF\x44\xE0\x94\xE6\x7F\xFF\xFF\xFF\x65\x63\x8A\xAE\x7F\xFF\xFF\xFF\x78\x58\x9C\x5E\x7F\xFF\xFF\xFF\x65\x6B\x9D\xCB\x7F\xFF\xFF\xFF\x79\xCC\xDF\x12\x7F\xFF\xFF\xFF\x6D\x2A\x37\x96\x7F\xFF\xFF\xFF\x72\x0A\x2C\xF4\x7F\xFF\xFF\xFF\x41\x81\x48\x05\x7F\xFF\xFF\xFF\x77\xBA\x95\xC8\x7F\xFF\xFF\xFF\x5D\xDA\x3D\xE2\x7F\xFF\xFF\xFF\x4A\xC2\x25\x66\x7F\xFF\xFF\xFF\x46\x3F\x92\x38\x7F\xFF\xFF\xFF\x43\x29\xCF\xB8\x7F\xFF\xFF\xFF\x63\xF3\x4A\x6B\x7F\xFF\xFF\xFF\x7C\x03\xAA\xFD\x7F\xFF\xFF\xFF\x44\x59\xDB\x2A\x7F\xFF\xFF\xFF\x6A\x1C\x5E\xDF\x7F\xFF\xFF\xFF\x42\xB5\xBB\xB9\x7F\xFF\xFF\xFF\x5D\xD9\xC8\x80\x7F\xFF\xFF\xFF\x56\x78\x52\xDC\x7F\xFF\xFF\xFF\x62\x1A\x8B\xCB\x7F\xFF\xFF\xFF\x68\xF3\x52\x4F\x7F\xFF\xFF\xFF\x64\xE5\x78\x67\x7F\xFF\xFF\xFF\x55\x8D\xA1\xC0\x7F\xFF\xFF\xFF\x49\x80\xA9\xD9\x7F\xFF\xFF\xFF\x74\x47\x7E\x3F\x7F\xFF\xFF\xFF\x42\x15\x77\x9D\x7F\xFF\xFF\xFF\x46\x57\x53\x91\x7F\xFF\xFF\xFF\x75\x35\xA6\x4C\x7F\xFF\xFF\xFF\x45\x32\x66\xEB\x7F\xFF\xFF\xFF\x4B\x9A\xF6\x6B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x09\xD1\x02\xA1\x00\x00\x37\x3A\xBD\x4C\x1B\x47\x96\x0E\x1B\x47\x96\x0E\x08\x27\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x80B09CD2), ('P4rIngress.bitmap_seq.seq', 0x12800000)], 6904)
        self.setRegisterValue('P4rIngress.rounds', 0x12800000, 6904)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0xBB)], 6904)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 6904)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x78798F38), ('P4rIngress.values_v00000.hi', 0x6D49B0FD)], 6904)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x436DAAF1), ('P4rIngress.values_v00001.hi', 0x6A7246CF)], 6904)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x599FBE59), ('P4rIngress.values_v00010.hi', 0x66DE0971)], 6904)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x62C585BE), ('P4rIngress.values_v00011.hi', 0x4C847998)], 6904)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7B0B2899), ('P4rIngress.values_v00100.hi', 0x450C4787)], 6904)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4FD1BAE3), ('P4rIngress.values_v00101.hi', 0x41B0BFDD)], 6904)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x41A59482), ('P4rIngress.values_v00110.hi', 0x7CAB0281)], 6904)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x713D2C5C), ('P4rIngress.values_v00111.hi', 0x79D9E2F5)], 6904)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x716CD0B7), ('P4rIngress.values_v01000.hi', 0x74081B0C)], 6904)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5B11D815), ('P4rIngress.values_v01001.hi', 0x695FDBE6)], 6904)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x645CC212), ('P4rIngress.values_v01010.hi', 0x6C7F4F19)], 6904)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5D9109C3), ('P4rIngress.values_v01011.hi', 0x6A5BC707)], 6904)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x55DD8F36), ('P4rIngress.values_v01100.hi', 0x6D521973)], 6904)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5B6D2683), ('P4rIngress.values_v01101.hi', 0x79E185BE)], 6904)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x591F603B), ('P4rIngress.values_v01110.hi', 0x4257EFB9)], 6904)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x58BA0D71), ('P4rIngress.values_v01111.hi', 0x4B77DE7E)], 6904)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5BF660B2), ('P4rIngress.values_v10000.hi', 0x67B62AC9)], 6904)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x60AC53E8), ('P4rIngress.values_v10001.hi', 0x509B56AC)], 6904)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4925292D), ('P4rIngress.values_v10010.hi', 0x58D6BBC8)], 6904)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65FEB52F), ('P4rIngress.values_v10011.hi', 0x4E753288)], 6904)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4B17F6C6), ('P4rIngress.values_v10100.hi', 0x7CF4BF97)], 6904)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x65552CF2), ('P4rIngress.values_v10101.hi', 0x4C08C701)], 6904)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x573BA11A), ('P4rIngress.values_v10110.hi', 0x698559CC)], 6904)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5FDA93B8), ('P4rIngress.values_v10111.hi', 0x51CEA283)], 6904)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5CBA72DD), ('P4rIngress.values_v11000.hi', 0x634EA785)], 6904)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7E18A61C), ('P4rIngress.values_v11001.hi', 0x531E2F51)], 6904)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5BC79016), ('P4rIngress.values_v11010.hi', 0x666EF681)], 6904)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x54DA4761), ('P4rIngress.values_v11011.hi', 0x70953F7A)], 6904)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x57D008CB), ('P4rIngress.values_v11100.hi', 0x5C7B2F83)], 6904)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7DCC4EBB), ('P4rIngress.values_v11101.hi', 0x6A4BF25D)], 6904)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x74DAFD5F), ('P4rIngress.values_v11110.hi', 0x6D8630D6)], 6904)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x55111F1A), ('P4rIngress.values_v11111.hi', 0x6E9C3B86)], 6904)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6D77),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002F8),
                gc.DataTuple('slot_count', 0x000018CA),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x391E9CB1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x9F696BC9),
                gc.KeyTuple('src_port', 0x87E7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6D77),
                gc.DataTuple('rank', 0x001B),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9F\x69\x6B\xC9\x00\x00\x00\x00\x87\xE7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6D\x77\x00\x1B\x39\x1E\x9C\xB1\x18\x00\x00\x0D\x12\x80\x00\x00\x00\x40\x00\x00\x68\x9C\x14\x97\x7C\x58\xBC\x29\x52\xF8\x98\xFC\x40\x46\x8B\x63\x69\x7E\xAE\x55\x51\x5B\xE7\x57\x71\x48\xDD\x94\x73\x3A\x11\x2A\x47\x99\x27\xB1\x55\x2E\xF0\x03\x6D\xB7\x52\x91\x5F\x8F\xD5\xF9\x59\x20\xD9\xEB\x55\x8C\xC2\xD9\x42\xD9\x86\x59\x41\x6A\xAB\xD6\x5F\x78\xAC\x8F\x52\x28\xB9\x76\x43\xF5\xA3\x96\x79\x61\xC8\x76\x5D\x67\x5C\xD5\x54\xB9\xEC\x73\x40\xF3\x0D\x15\x7A\xED\x17\x66\x4F\x0D\x7C\x08\x74\xDE\xAB\xC5\x52\xC3\xF5\x96\x76\xF3\xCC\x18\x62\x60\xCC\xD1\x5F\x80\x7B\xEB\x53\xA3\x63\xAD\x69\x64\xC4\x3F\x68\x7D\x7B\xCD\x4A\x64\xCF\x29\x40\xAB\xD5\xCC\x53\xFC\x22\x9A\x7D\x15\x99\x6F\x51\xB5\x2D\x88\x78\x68\x10\xE9\x55\x35\x85\x3F\x77\xF0\x17\x36\x5C\xC1\x5C\x03\x72\x71\x69\xBB\x6C\x9C\xAA\xDD\x75\xB3\xE0\x82\x7C\x29\x6B\xCF\x58\x9C\xD8\xA9\x76\xEA\x75\x9E\x41\x2B\x2A\x95\x6D\x69\xB0\xB7\x56\x69\x24\x4E\x4B\x7B\x79\xF4\x7D\xF2\xDF\xB9\x52\x04\xBA\xC4\x62\xC8\xDF\x71\x7C\xF4\xFD\x13\x45\xF1\x3C\x45\x71\xFF\xB3\x63\x75\x9D\x6F\xD8\x6D\xFE\xA2\xC9\x4F\xF2\xA9\xCD\x5A\x2E\xA6\x10\x49\x3E\x80\xDD\x71\x77\x19\xD4\x9D\x2A\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9F\x69\x6B\xC9\xBE\xEF\x87\xE7\x01\x20\x00\x00\x50\x34\x02\x82\x6D\x77\x00\x1B\x39\x1E\x9C\xB1\x18\x00\x00\x0D\x12\x80\x00\x00\x00\x40\x00\x04\x7F\xFF\xFF\xFF\x7C\x58\xBC\x29\x7F\xFF\xFF\xFF\x40\x46\x8B\x63\x7F\xFF\xFF\xFF\x51\x5B\xE7\x57\x7F\xFF\xFF\xFF\x73\x3A\x11\x2A\x7F\xFF\xFF\xFF\x55\x2E\xF0\x03\x7F\xFF\xFF\xFF\x5F\x8F\xD5\xF9\x7F\xFF\xFF\xFF\x55\x8C\xC2\xD9\x7F\xFF\xFF\xFF\x41\x6A\xAB\xD6\x7F\xFF\xFF\xFF\x52\x28\xB9\x76\x7F\xFF\xFF\xFF\x79\x61\xC8\x76\x7F\xFF\xFF\xFF\x54\xB9\xEC\x73\x7F\xFF\xFF\xFF\x7A\xED\x17\x66\x7F\xFF\xFF\xFF\x74\xDE\xAB\xC5\x7F\xFF\xFF\xFF\x76\xF3\xCC\x18\x7F\xFF\xFF\xFF\x5F\x80\x7B\xEB\x7F\xFF\xFF\xFF\x69\x64\xC4\x3F\x7F\xFF\xFF\xFF\x4A\x64\xCF\x29\x7F\xFF\xFF\xFF\x53\xFC\x22\x9A\x7F\xFF\xFF\xFF\x51\xB5\x2D\x88\x7F\xFF\xFF\xFF\x55\x35\x85\x3F\x7F\xFF\xFF\xFF\x5C\xC1\x5C\x03\x7F\xFF\xFF\xFF\x6C\x9C\xAA\xDD\x7F\xFF\xFF\xFF\x7C\x29\x6B\xCF\x7F\xFF\xFF\xFF\x76\xEA\x75\x9E\x7F\xFF\xFF\xFF\x6D\x69\xB0\xB7\x7F\xFF\xFF\xFF\x4B\x7B\x79\xF4\x7F\xFF\xFF\xFF\x52\x04\xBA\xC4\x7F\xFF\xFF\xFF\x7C\xF4\xFD\x13\x7F\xFF\xFF\xFF\x71\xFF\xB3\x63\x7F\xFF\xFF\xFF\x6D\xFE\xA2\xC9\x7F\xFF\xFF\xFF\x5A\x2E\xA6\x10\x7F\xFF\xFF\xFF\x71\x77\x19\xD4\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1A\xF8\x03\xB5\x00\x00\x88\xB0\x9C\xD2\x12\x80\x00\x00\x12\x80\x00\x00\x04\xBB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\x2A\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAB0F6315), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 7306)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 7306)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x6B)], 7306)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 7306)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6A85A49B), ('P4rIngress.values_v00000.hi', 0x4BB9375A)], 7306)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x671A7EC1), ('P4rIngress.values_v00001.hi', 0x5C292CF5)], 7306)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x572CDCFD), ('P4rIngress.values_v00010.hi', 0x5296E92C)], 7306)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x619ED03D), ('P4rIngress.values_v00011.hi', 0x41132483)], 7306)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D57C420), ('P4rIngress.values_v00100.hi', 0x75B1D588)], 7306)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7690DDB2), ('P4rIngress.values_v00101.hi', 0x4F8D2B6A)], 7306)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7092E36D), ('P4rIngress.values_v00110.hi', 0x632BED0D)], 7306)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x79F588C7), ('P4rIngress.values_v00111.hi', 0x48E0B88E)], 7306)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7D38784C), ('P4rIngress.values_v01000.hi', 0x48C611DA)], 7306)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4CE03B63), ('P4rIngress.values_v01001.hi', 0x72646D89)], 7306)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6DEDE831), ('P4rIngress.values_v01010.hi', 0x7A3C70B3)], 7306)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x73D81F82), ('P4rIngress.values_v01011.hi', 0x7EF58E3B)], 7306)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5CF0CBC2), ('P4rIngress.values_v01100.hi', 0x44B41141)], 7306)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6E54C046), ('P4rIngress.values_v01101.hi', 0x5D1562E3)], 7306)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7257444A), ('P4rIngress.values_v01110.hi', 0x5AEEC853)], 7306)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x63889589), ('P4rIngress.values_v01111.hi', 0x77CDF6E8)], 7306)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5B86D71E), ('P4rIngress.values_v10000.hi', 0x7C1808FB)], 7306)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6E38E3CF), ('P4rIngress.values_v10001.hi', 0x4D9775D2)], 7306)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x50BCAFB6), ('P4rIngress.values_v10010.hi', 0x6A773531)], 7306)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x45CB0CA0), ('P4rIngress.values_v10011.hi', 0x4F7234C5)], 7306)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x69A80531), ('P4rIngress.values_v10100.hi', 0x4283007F)], 7306)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7CFC5EBE), ('P4rIngress.values_v10101.hi', 0x746CF36B)], 7306)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5A637577), ('P4rIngress.values_v10110.hi', 0x5A83A50A)], 7306)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4CDF0913), ('P4rIngress.values_v10111.hi', 0x64AF11B3)], 7306)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x60FCCD90), ('P4rIngress.values_v11000.hi', 0x4B7AB4E9)], 7306)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x64ACDF75), ('P4rIngress.values_v11001.hi', 0x798A1BCD)], 7306)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4995762F), ('P4rIngress.values_v11010.hi', 0x67D8FF1B)], 7306)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7C841860), ('P4rIngress.values_v11011.hi', 0x4A926D18)], 7306)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x522BC6E5), ('P4rIngress.values_v11100.hi', 0x7034E2CF)], 7306)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6A9991CD), ('P4rIngress.values_v11101.hi', 0x518462DD)], 7306)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x593197A6), ('P4rIngress.values_v11110.hi', 0x579DDA29)], 7306)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x70D387AD), ('P4rIngress.values_v11111.hi', 0x5C89D548)], 7306)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5DF7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000043B),
                gc.DataTuple('slot_count', 0x00001BB7),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD1974CC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0xE4021EC2),
                gc.KeyTuple('src_port', 0xFB80),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5DF7),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x00E5),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\x02\x1E\xC2\x00\x00\x00\x00\xFB\x80\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5D\xF7\x00\x06\xAD\x19\x74\xCC\x18\x4F\x02\x94\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x5F\x8F\xEF\x85\x73\xAF\xE0\xF3\x69\xDA\x3B\x78\x4E\x2C\xA6\xAE\x67\xAE\x8E\x7D\x65\x96\x0E\xAF\x71\x1F\x8C\xA5\x60\x5B\x2E\xFB\x4F\x93\x76\x4D\x4E\x9C\xB4\xC7\x4F\xC1\x4E\x16\x4C\xDD\x59\xD6\x53\x1C\xB7\x73\x6D\x4A\x49\x3C\x48\xBC\x69\x3F\x64\xA2\x91\x39\x75\x22\x15\x9F\x49\x26\xE6\x8A\x78\x6E\x45\x83\x5E\xBD\x6E\x07\x68\x8F\xC8\x51\x56\x1F\x71\x58\x7E\xDD\x47\xA1\x69\xB3\xAB\x1A\x6C\xB0\xA0\x51\x45\x31\xDC\xEE\x59\x98\xAB\xAF\x77\x34\xA6\x51\x6A\xA2\x64\x16\x53\x4A\xFF\x92\x72\x1F\xB4\x1C\x77\xCA\x89\xBA\x5A\x0F\xF8\x8A\x4D\x55\xE6\x88\x40\x7F\xE5\x16\x59\x0C\xEC\x9F\x53\x89\x3A\x8E\x7E\xE4\x1E\xAB\x43\x57\xFE\x1F\x4B\x25\x10\xA5\x5D\x1D\x3D\x15\x4B\x99\x87\xCA\x5B\x55\xC2\x01\x6E\xDF\x17\x06\x6A\x11\x0D\xB6\x7A\xED\xCD\xB3\x76\x8D\xE5\xBB\x6F\xA1\xDE\x4E\x61\xBB\x89\x3C\x63\x12\x94\x63\x6D\x1E\xEF\xEB\x5A\xD5\x21\x9D\x4D\xD4\xAE\x29\x5E\x5D\x84\x47\x4C\xB2\xAE\x76\x47\x53\x77\x3A\x41\x72\xB4\xD3\x72\x85\xC6\xBA\x5E\x2E\x1C\xC7\x5E\xBC\xBC\xAB\x79\x57\x5C\x25\x41\xEA\x7F\xA7\x66\xC0\xDD\x68\x77\xEA\xEB\x95\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE4\x02\x1E\xC2\xBE\xEF\xFB\x80\x01\x20\x00\x00\x50\x34\x02\x82\x5D\xF7\x00\x06\xAD\x19\x74\xCC\x18\x4F\x00\x94\xFF\xFF\xFF\xFF\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x73\xAF\xE0\xF3\x7F\xFF\xFF\xFF\x4E\x2C\xA6\xAE\x7F\xFF\xFF\xFF\x65\x96\x0E\xAF\x7F\xFF\xFF\xFF\x60\x5B\x2E\xFB\x7F\xFF\xFF\xFF\x4E\x9C\xB4\xC7\x7F\xFF\xFF\xFF\x4C\xDD\x59\xD6\x7F\xFF\xFF\xFF\x6D\x4A\x49\x3C\x7F\xFF\xFF\xFF\x64\xA2\x91\x39\x7F\xFF\xFF\xFF\x49\x26\xE6\x8A\x7F\xFF\xFF\xFF\x5E\xBD\x6E\x07\x7F\xFF\xFF\xFF\x56\x1F\x71\x58\x7F\xFF\xFF\xFF\x69\xB3\xAB\x1A\x7F\xFF\xFF\xFF\x45\x31\xDC\xEE\x7F\xFF\xFF\xFF\x77\x34\xA6\x51\x7F\xFF\xFF\xFF\x53\x4A\xFF\x92\x7F\xFF\xFF\xFF\x77\xCA\x89\xBA\x7F\xFF\xFF\xFF\x4D\x55\xE6\x88\x7F\xFF\xFF\xFF\x59\x0C\xEC\x9F\x7F\xFF\xFF\xFF\x7E\xE4\x1E\xAB\x7F\xFF\xFF\xFF\x4B\x25\x10\xA5\x7F\xFF\xFF\xFF\x4B\x99\x87\xCA\x7F\xFF\xFF\xFF\x6E\xDF\x17\x06\x7F\xFF\xFF\xFF\x7A\xED\xCD\xB3\x7F\xFF\xFF\xFF\x6F\xA1\xDE\x4E\x7F\xFF\xFF\xFF\x63\x12\x94\x63\x7F\xFF\xFF\xFF\x5A\xD5\x21\x9D\x7F\xFF\xFF\xFF\x5E\x5D\x84\x47\x7F\xFF\xFF\xFF\x47\x53\x77\x3A\x7F\xFF\xFF\xFF\x72\x85\xC6\xBA\x7F\xFF\xFF\xFF\x5E\xBC\xBC\xAB\x7F\xFF\xFF\xFF\x41\xEA\x7F\xA7\x7F\xFF\xFF\xFF\x77\xEA\xEB\x95\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1C\x8A\x00\xE5\x00\x00\xAB\x0F\x63\x55\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1C\x94\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6B4C3CEB), ('P4rIngress.bitmap_seq.seq', 0x06800000)], 7054)
        self.setRegisterValue('P4rIngress.rounds', 0x06800000, 7054)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x5E)], 7054)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 7054)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x72414D26), ('P4rIngress.values_v00000.hi', 0x58A9DFD6)], 7054)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x72F5E443), ('P4rIngress.values_v00001.hi', 0x4A5D72B3)], 7054)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4DCB6B26), ('P4rIngress.values_v00010.hi', 0x760D1337)], 7054)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x557EAD0F), ('P4rIngress.values_v00011.hi', 0x4923BF31)], 7054)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4413D9B6), ('P4rIngress.values_v00100.hi', 0x4888B833)], 7054)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x62C00B63), ('P4rIngress.values_v00101.hi', 0x5930271A)], 7054)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x58A36EEF), ('P4rIngress.values_v00110.hi', 0x6CB59CCD)], 7054)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x64E71DAC), ('P4rIngress.values_v00111.hi', 0x5A5E04D8)], 7054)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F78B7C1), ('P4rIngress.values_v01000.hi', 0x6A12399A)], 7054)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x638F37E7), ('P4rIngress.values_v01001.hi', 0x454FD2B4)], 7054)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6FC25054), ('P4rIngress.values_v01010.hi', 0x58BE5EF5)], 7054)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5FCC9B74), ('P4rIngress.values_v01011.hi', 0x668E62E3)], 7054)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6D6E51D7), ('P4rIngress.values_v01100.hi', 0x66D7FFAD)], 7054)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x410E6F06), ('P4rIngress.values_v01101.hi', 0x6DD75F09)], 7054)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63FB6A47), ('P4rIngress.values_v01110.hi', 0x6A942D36)], 7054)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5F47284B), ('P4rIngress.values_v01111.hi', 0x6B3BE4B4)], 7054)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5D8CEE4F), ('P4rIngress.values_v10000.hi', 0x6DF9CD51)], 7054)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5C885975), ('P4rIngress.values_v10001.hi', 0x7C9EA575)], 7054)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4B58203C), ('P4rIngress.values_v10010.hi', 0x52FA35EC)], 7054)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6B3FF0CD), ('P4rIngress.values_v10011.hi', 0x6195E4FD)], 7054)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5DBABEE7), ('P4rIngress.values_v10100.hi', 0x7922A471)], 7054)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x62751BDB), ('P4rIngress.values_v10101.hi', 0x48A064D0)], 7054)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x77312DF8), ('P4rIngress.values_v10110.hi', 0x6337A5F4)], 7054)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6463AAE3), ('P4rIngress.values_v10111.hi', 0x77D84259)], 7054)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6C397150), ('P4rIngress.values_v11000.hi', 0x7FC73DD1)], 7054)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6967E68B), ('P4rIngress.values_v11001.hi', 0x5EDF3946)], 7054)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6845F7F9), ('P4rIngress.values_v11010.hi', 0x6D0C335C)], 7054)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7A699774), ('P4rIngress.values_v11011.hi', 0x6A5DEBEA)], 7054)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5E2351D4), ('P4rIngress.values_v11100.hi', 0x49E1A9E4)], 7054)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4322F2E6), ('P4rIngress.values_v11101.hi', 0x42431617)], 7054)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6DF428D0), ('P4rIngress.values_v11110.hi', 0x5D2E5A3D)], 7054)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5BB91B2B), ('P4rIngress.values_v11111.hi', 0x7FB9C278)], 7054)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8CF2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000299),
                gc.DataTuple('slot_count', 0x000019FB),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0806F038),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x9AD7A722),
                gc.KeyTuple('src_port', 0x706C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8CF2),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x003F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9A\xD7\xA7\x22\x00\x00\x00\x00\x70\x6C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8C\xF2\x00\x11\x08\x06\xF0\x38\x18\xF5\x00\xC1\x06\x80\x00\x00\x00\x40\x00\x00\x5B\x77\x4F\x4C\x7A\xAA\x36\x87\x5C\x95\xE7\xDD\x52\xAC\x7F\xE5\x4F\x86\x3D\xCB\x7E\x76\x75\x1B\x54\x89\xC3\xAB\x51\x67\xD4\x3E\x6D\x57\xAB\xA5\x41\xBB\xF0\x27\x58\x7E\x5E\x3D\x6D\x7C\xDE\x7D\x6D\x6E\x5B\xE1\x45\x84\xF8\x4B\x75\xC9\xD6\x6E\x65\x5E\x75\xE4\x7A\x40\x62\x41\x6E\xBA\xB5\xA7\x5B\x65\xAA\x05\x59\x53\x96\xBA\x5D\xF3\xD4\xD1\x6D\x79\x62\xA1\x4B\xEB\xA6\x56\x4B\x62\xAC\x38\x48\xC5\xF2\x76\x68\xE4\x73\x2D\x73\xF5\x39\xD5\x42\xBA\xE3\x41\x75\xE3\xEC\x7E\x74\x3E\x4D\xCD\x72\x16\xBB\x5F\x5B\x2B\x11\x43\x5D\x3A\x36\x65\x63\x94\x37\x72\x76\xE3\xAB\x0B\x6A\x9C\x57\x2C\x6F\xD4\xD6\xF0\x7B\x16\xB9\x65\x4A\x5D\xBD\xE7\x61\x56\x75\x1C\x59\xB0\xAD\x61\x7D\x4A\xED\xEE\x59\xBC\xB4\x3B\x52\xB2\xA4\x64\x63\x57\x3D\xB1\x57\x40\xC9\xB2\x6A\xD3\x6C\x20\x70\x0D\x8E\xFE\x7B\x4A\x25\xDD\x6B\x64\x28\x0C\x5E\x06\xF9\xE9\x72\x42\xF4\xC6\x59\xCE\xE2\x53\x6D\x75\xB6\x44\x78\x1D\xB1\x62\x6A\x48\x80\x1A\x78\x05\xA3\xC4\x47\xD9\xD1\x87\x4D\xBF\x59\xC5\x6B\x37\x77\xAD\x4B\x70\xF8\xB1\x64\x63\x59\x63\x6F\x2B\x3C\x99\x42\x45\xD5\x77\x20\x71\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9A\xD7\xA7\x22\xBE\xEF\x70\x6C\x01\x20\x00\x00\x50\x34\x02\x82\x8C\xF2\x00\x11\x08\x06\xF0\x38\x18\xF5\x00\xC1\x06\x80\x00\x00\x00\x40\x00\x1B\x7F\xFF\xFF\xFF\x7A\xAA\x36\x87\x7F\xFF\xFF\xFF\x52\xAC\x7F\xE5\x7F\xFF\xFF\xFF\x7E\x76\x75\x1B\x7F\xFF\xFF\xFF\x51\x67\xD4\x3E\x7F\xFF\xFF\xFF\x41\xBB\xF0\x27\x7F\xFF\xFF\xFF\x6D\x7C\xDE\x7D\x7F\xFF\xFF\xFF\x45\x84\xF8\x4B\x7F\xFF\xFF\xFF\x65\x5E\x75\xE4\x7F\xFF\xFF\xFF\x6E\xBA\xB5\xA7\x7F\xFF\xFF\xFF\x59\x53\x96\xBA\x7F\xFF\xFF\xFF\x6D\x79\x62\xA1\x7F\xFF\xFF\xFF\x4B\x62\xAC\x38\x7F\xFF\xFF\xFF\x68\xE4\x73\x2D\x7F\xFF\xFF\xFF\x42\xBA\xE3\x41\x7F\xFF\xFF\xFF\x74\x3E\x4D\xCD\x7F\xFF\xFF\xFF\x5B\x2B\x11\x43\x7F\xFF\xFF\xFF\x63\x94\x37\x72\x7F\xFF\xFF\xFF\x6A\x9C\x57\x2C\x7F\xFF\xFF\xFF\x7B\x16\xB9\x65\x7F\xFF\xFF\xFF\x61\x56\x75\x1C\x7F\xFF\xFF\xFF\x7D\x4A\xED\xEE\x7F\xFF\xFF\xFF\x52\xB2\xA4\x64\x7F\xFF\xFF\xFF\x57\x40\xC9\xB2\x7F\xFF\xFF\xFF\x70\x0D\x8E\xFE\x7F\xFF\xFF\xFF\x6B\x64\x28\x0C\x7F\xFF\xFF\xFF\x72\x42\xF4\xC6\x7F\xFF\xFF\xFF\x6D\x75\xB6\x44\x7F\xFF\xFF\xFF\x6A\x48\x80\x1A\x7F\xFF\xFF\xFF\x47\xD9\xD1\x87\x7F\xFF\xFF\xFF\x6B\x37\x77\xAD\x7F\xFF\xFF\xFF\x64\x63\x59\x63\x7F\xFF\xFF\xFF\x42\x45\xD5\x77\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1B\x8E\x00\x3F\x00\x00\x6B\x4E\x3C\xEB\x06\x80\x00\x00\x06\x80\x00\x00\x1B\xC1\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\x71\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x83\x00\x00\x00\x00\x00\x00\x40\x00\x00\x5F\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDBECA197), ('P4rIngress.bitmap_seq.seq', 0x3F62A1C2)], 10571)
        self.setRegisterValue('P4rIngress.rounds', 0x3F62A1C2, 10571)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x5A)], 10571)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10571)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x77AD5DC7), ('P4rIngress.values_v00000.hi', 0x6B74CD2F)], 10571)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4F3793AC), ('P4rIngress.values_v00001.hi', 0x4299A79B)], 10571)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6C8BE80C), ('P4rIngress.values_v00010.hi', 0x4DC695CE)], 10571)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7887B6AD), ('P4rIngress.values_v00011.hi', 0x6999BF99)], 10571)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x75A9EB05), ('P4rIngress.values_v00100.hi', 0x769B8169)], 10571)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4D79E3DB), ('P4rIngress.values_v00101.hi', 0x746C0B95)], 10571)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x775519F7), ('P4rIngress.values_v00110.hi', 0x6B088BEA)], 10571)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5B5E4A5A), ('P4rIngress.values_v00111.hi', 0x5B9FEB48)], 10571)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4DB94865), ('P4rIngress.values_v01000.hi', 0x4F2AD5F2)], 10571)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x45B362D6), ('P4rIngress.values_v01001.hi', 0x74855CD6)], 10571)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5D1D4467), ('P4rIngress.values_v01010.hi', 0x546AEF05)], 10571)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x758F3EB4), ('P4rIngress.values_v01011.hi', 0x73DEFE56)], 10571)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7C2C3550), ('P4rIngress.values_v01100.hi', 0x5AB4EBB3)], 10571)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x72D3493C), ('P4rIngress.values_v01101.hi', 0x72E3B9B3)], 10571)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5F1EC0D4), ('P4rIngress.values_v01110.hi', 0x5CF4A2FD)], 10571)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x661A6F77), ('P4rIngress.values_v01111.hi', 0x7FED064B)], 10571)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x65345715), ('P4rIngress.values_v10000.hi', 0x7521B1E5)], 10571)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x68C0DEA2), ('P4rIngress.values_v10001.hi', 0x64747440)], 10571)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7335C3DF), ('P4rIngress.values_v10010.hi', 0x799F252E)], 10571)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7D466735), ('P4rIngress.values_v10011.hi', 0x53A09B45)], 10571)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6C6A69D2), ('P4rIngress.values_v10100.hi', 0x7928371A)], 10571)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x691C0CC4), ('P4rIngress.values_v10101.hi', 0x5F9B194F)], 10571)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x434B336E), ('P4rIngress.values_v10110.hi', 0x4BD13AEC)], 10571)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x45251C2A), ('P4rIngress.values_v10111.hi', 0x661CF231)], 10571)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x59EBCC2A), ('P4rIngress.values_v11000.hi', 0x52243E31)], 10571)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4A052E6A), ('P4rIngress.values_v11001.hi', 0x43379497)], 10571)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x57590847), ('P4rIngress.values_v11010.hi', 0x4EA7CA5F)], 10571)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x67F6FD6D), ('P4rIngress.values_v11011.hi', 0x653288A7)], 10571)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4D3F37D7), ('P4rIngress.values_v11100.hi', 0x4B36DB9A)], 10571)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x79C5A172), ('P4rIngress.values_v11101.hi', 0x48AECAB8)], 10571)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4B856D65), ('P4rIngress.values_v11110.hi', 0x6962ABAA)], 10571)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x75F7517C), ('P4rIngress.values_v11111.hi', 0x6DBA2AD5)], 10571)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4D29),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000474),
                gc.DataTuple('slot_count', 0x000017D7),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3ADC05A0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x6D6B7C1F),
                gc.KeyTuple('src_port', 0xBBB4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4D29),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x01F4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6D\x6B\x7C\x1F\x00\x00\x00\x00\xBB\xB4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\x29\x00\x1D\x3A\xDC\x05\xA0\x04\xD7\x05\x3C\x3F\x62\xA1\xC2\x00\x40\x00\x00\x52\xF6\x73\xE1\x4B\xBC\xDC\xD1\x79\xB7\x76\x8D\x59\xDF\xCF\xD7\x74\xAB\xCC\x6F\x7B\x39\x75\xE2\x71\x74\x55\xB7\x6E\x97\xD8\xEB\x43\xE1\x89\x6B\x77\x3A\xF5\x4D\x76\x7C\xF8\x06\x58\x48\x65\x16\x77\x2F\x94\x67\x68\x5F\x99\x6E\x66\x75\x58\xEE\x7F\xD7\x68\xF5\x5B\x0B\x6E\xD3\x41\xDA\xAB\xA6\x5C\xD5\x97\x6A\x49\x04\xCA\xB2\x65\xCE\x54\x2F\x56\xCA\xED\x6F\x4F\xD9\xFF\x8E\x74\x52\x00\x43\x6D\xA8\x46\x4C\x5C\xA1\x75\x8D\x64\x85\x45\x76\x72\x04\x05\x74\x71\x51\xEE\xC9\x7C\x89\x02\x36\x5F\xB2\x3F\x0B\x6E\xBC\xD0\xE5\x4B\x5A\xD6\xB7\x50\x9F\xE6\xCB\x79\x0E\x88\xD3\x44\x90\x75\xC7\x73\xD9\xBA\x13\x74\xA6\x2B\xC7\x55\xA2\x99\xFA\x52\xC2\x81\x1F\x7A\xE5\xD0\x6C\x5B\xAB\x73\xA2\x6E\xB7\x4D\x85\x4A\x59\x8D\xAD\x43\xF3\xFA\xC8\x68\x4C\x30\xD0\x6F\x68\x93\xB4\x53\x60\x7B\x38\x78\xEA\x59\x0D\x51\xDA\x0F\xA5\x4E\x25\x42\xA3\x5A\x28\x98\x6D\x76\xED\x2B\x07\x4E\xB7\xCD\xEB\x76\xAC\x70\x00\x44\x63\x4F\xC6\x5E\x07\x46\x77\x6D\x28\xC1\xC9\x7E\xF9\xB3\x1E\x49\xCA\x1E\xBD\x6A\x5B\x80\xD6\x7B\x56\xBA\xAE\x60\x6D\x28\x78\x69\x5E\x9B\x85\x76\x2B\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6D\x6B\x7C\x1F\xBE\xEF\xBB\xB4\x01\x20\x00\x00\x50\x34\x02\x82\x4D\x29\x00\x1D\x3A\xDC\x05\xA0\x04\xD7\x01\x3C\x3F\x62\xA1\xC2\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x4B\xBC\xDC\xD1\x7F\xFF\xFF\xFF\x59\xDF\xCF\xD7\x7F\xFF\xFF\xFF\x7B\x39\x75\xE2\x7F\xFF\xFF\xFF\x6E\x97\xD8\xEB\x7F\xFF\xFF\xFF\x77\x3A\xF5\x4D\x7F\xFF\xFF\xFF\x58\x48\x65\x16\x7F\xFF\xFF\xFF\x68\x5F\x99\x6E\x7F\xFF\xFF\xFF\x7F\xD7\x68\xF5\x7F\xFF\xFF\xFF\x41\xDA\xAB\xA6\x7F\xFF\xFF\xFF\x49\x04\xCA\xB2\x7F\xFF\xFF\xFF\x56\xCA\xED\x6F\x7F\xFF\xFF\xFF\x74\x52\x00\x43\x7F\xFF\xFF\xFF\x5C\xA1\x75\x8D\x7F\xFF\xFF\xFF\x72\x04\x05\x74\x7F\xFF\xFF\xFF\x7C\x89\x02\x36\x7F\xFF\xFF\xFF\x6E\xBC\xD0\xE5\x7F\xFF\xFF\xFF\x50\x9F\xE6\xCB\x7F\xFF\xFF\xFF\x44\x90\x75\xC7\x7F\xFF\xFF\xFF\x74\xA6\x2B\xC7\x7F\xFF\xFF\xFF\x52\xC2\x81\x1F\x7F\xFF\xFF\xFF\x5B\xAB\x73\xA2\x7F\xFF\xFF\xFF\x4A\x59\x8D\xAD\x7F\xFF\xFF\xFF\x68\x4C\x30\xD0\x7F\xFF\xFF\xFF\x53\x60\x7B\x38\x7F\xFF\xFF\xFF\x51\xDA\x0F\xA5\x7F\xFF\xFF\xFF\x5A\x28\x98\x6D\x7F\xFF\xFF\xFF\x4E\xB7\xCD\xEB\x7F\xFF\xFF\xFF\x44\x63\x4F\xC6\x7F\xFF\xFF\xFF\x6D\x28\xC1\xC9\x7F\xFF\xFF\xFF\x49\xCA\x1E\xBD\x7F\xFF\xFF\xFF\x7B\x56\xBA\xAE\x7F\xFF\xFF\xFF\x69\x5E\x9B\x85\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x4B\x01\xF4\x00\x00\xFB\xEC\xA1\x97\x3F\x62\xA1\xC2\x3F\x62\xA1\xC2\x0F\x5A\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x76\x2B\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5083F108), ('P4rIngress.bitmap_seq.seq', 0xAC6A2DCC)], 10492)
        self.setRegisterValue('P4rIngress.rounds', 0xAC6A2DCC, 10492)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x69)], 10492)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 10492)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x588532F4), ('P4rIngress.values_v00000.hi', 0x6664DA2B)], 10492)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x55F8E2E7), ('P4rIngress.values_v00001.hi', 0x7E1603C3)], 10492)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x449FAF11), ('P4rIngress.values_v00010.hi', 0x4A3C5B7C)], 10492)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5F840A7E), ('P4rIngress.values_v00011.hi', 0x5B04CEC7)], 10492)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7B8AD3C4), ('P4rIngress.values_v00100.hi', 0x7FC7E997)], 10492)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x651A6F76), ('P4rIngress.values_v00101.hi', 0x7269D3B1)], 10492)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D2C49F2), ('P4rIngress.values_v00110.hi', 0x421CEDB4)], 10492)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x72A782FD), ('P4rIngress.values_v00111.hi', 0x5917BC46)], 10492)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4F8A6DA1), ('P4rIngress.values_v01000.hi', 0x755B200A)], 10492)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x597F9535), ('P4rIngress.values_v01001.hi', 0x5CA36926)], 10492)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5C4E6A98), ('P4rIngress.values_v01010.hi', 0x759458DB)], 10492)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x768ACB1C), ('P4rIngress.values_v01011.hi', 0x47749CBA)], 10492)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x57E0A68C), ('P4rIngress.values_v01100.hi', 0x5B1C28B5)], 10492)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62E75D57), ('P4rIngress.values_v01101.hi', 0x5265E0EA)], 10492)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6E1B4871), ('P4rIngress.values_v01110.hi', 0x5AF9A7D2)], 10492)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x403959B8), ('P4rIngress.values_v01111.hi', 0x4E5F51CB)], 10492)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x649D5969), ('P4rIngress.values_v10000.hi', 0x5D48BD13)], 10492)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7B5B79F5), ('P4rIngress.values_v10001.hi', 0x5F16181D)], 10492)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x57D6193B), ('P4rIngress.values_v10010.hi', 0x6A94B417)], 10492)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x687BACB6), ('P4rIngress.values_v10011.hi', 0x66DA5BC8)], 10492)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x587E39F9), ('P4rIngress.values_v10100.hi', 0x6AD2990F)], 10492)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x43CDC719), ('P4rIngress.values_v10101.hi', 0x55B8BE71)], 10492)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x59B845B8), ('P4rIngress.values_v10110.hi', 0x6654233D)], 10492)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x79A5C323), ('P4rIngress.values_v10111.hi', 0x72F1D29A)], 10492)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7BB4E984), ('P4rIngress.values_v11000.hi', 0x7D30528A)], 10492)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4A28DC83), ('P4rIngress.values_v11001.hi', 0x7336D73B)], 10492)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7AD80F27), ('P4rIngress.values_v11010.hi', 0x5CCBD0E4)], 10492)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7E071687), ('P4rIngress.values_v11011.hi', 0x693C1BC8)], 10492)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x587DCE8C), ('P4rIngress.values_v11100.hi', 0x714B2759)], 10492)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4F1F6334), ('P4rIngress.values_v11101.hi', 0x7E356B73)], 10492)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5385FCF9), ('P4rIngress.values_v11110.hi', 0x4BD46927)], 10492)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x423CB7FE), ('P4rIngress.values_v11111.hi', 0x56F15D93)], 10492)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xED75),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000059F),
                gc.DataTuple('slot_count', 0x0000197E),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF17CF574),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x09BC2BCC),
                gc.KeyTuple('src_port', 0xFA64),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xED75),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0093),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\xBC\x2B\xCC\x00\x00\x00\x00\xFA\x64\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xED\x75\x00\x1A\xF1\x7C\xF5\x74\x03\x5D\x01\x5D\xAC\x6A\x2D\xCC\x00\x40\x00\x00\x54\xDC\x23\xE3\x73\xFD\x90\x09\x5C\x1A\x51\xE3\x5E\x75\xF5\x37\x6D\xBD\xFA\x9F\x66\xD3\xDA\x83\x59\xB6\x4E\x21\x52\x3D\xDA\xB8\x63\x96\xAF\x6E\x61\xCF\x48\xBC\x66\x35\x44\x72\x72\x73\x16\xC5\x53\xB2\xF3\x63\x76\xD5\x34\xDD\x6A\xF5\xE7\x18\x71\xF1\x0B\x66\x75\xA9\x91\xB9\x66\x11\x79\xFD\x6A\xDE\x83\x41\x7A\x32\x59\x2A\x71\xC6\x67\x0C\x74\x87\x6E\xAB\x72\x81\xCB\xDB\x63\x63\xD1\xBF\x54\x93\x7A\xF9\x62\x50\x8A\xA5\x4B\x52\x97\xE5\x62\x8E\x0D\x28\x43\xB8\xCB\xD8\x5A\x45\xA5\x0E\x4F\x6F\x73\x2F\x7F\x47\xD5\xE0\x5A\xC9\xE5\x66\x57\x4A\x29\xD3\x6C\x37\x54\x66\x65\x83\x10\x7D\x78\x0B\x8B\xF8\x58\xE3\xE5\xAA\x7D\x48\xA9\x2F\x56\xA1\xC8\xCE\x64\x3C\xB9\x95\x56\x20\xB1\x03\x41\xD9\x71\x75\x7E\x4A\xB8\x36\x55\xBF\x11\x35\x4B\x51\x2B\x85\x49\xF5\xB4\xE1\x69\xC0\x3C\x3B\x68\xA3\x61\x7B\x71\xE5\xB4\xB8\x71\x89\xBA\xF7\x57\x08\x8B\xBD\x54\x14\xD1\xD1\x40\x8A\x9B\xCF\x65\xDE\x97\xD2\x5E\x45\x3A\x98\x47\x59\xA0\x25\x7A\xCD\xF1\x89\x7F\x5C\x85\xDF\x6B\x05\xF9\x9C\x63\x31\xF0\x31\x78\x61\x44\xB6\x7E\xBA\x4D\x4B\x75\x01\x78\xEA\x4E\x14\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\xBC\x2B\xCC\xBE\xEF\xFA\x64\x01\x20\x00\x00\x50\x34\x02\x82\xED\x75\x00\x1A\xF1\x7C\xF5\x74\x03\x5D\x01\x5D\xAC\x6A\x2D\xCC\x00\x40\x00\x1E\x7F\xFF\xFF\xFF\x73\xFD\x90\x09\x7F\xFF\xFF\xFF\x5E\x75\xF5\x37\x7F\xFF\xFF\xFF\x66\xD3\xDA\x83\x7F\xFF\xFF\xFF\x52\x3D\xDA\xB8\x7F\xFF\xFF\xFF\x61\xCF\x48\xBC\x7F\xFF\xFF\xFF\x72\x73\x16\xC5\x7F\xFF\xFF\xFF\x76\xD5\x34\xDD\x7F\xFF\xFF\xFF\x71\xF1\x0B\x66\x7F\xFF\xFF\xFF\x66\x11\x79\xFD\x7F\xFF\xFF\xFF\x7A\x32\x59\x2A\x7F\xFF\xFF\xFF\x74\x87\x6E\xAB\x7F\xFF\xFF\xFF\x63\x63\xD1\xBF\x7F\xFF\xFF\xFF\x62\x50\x8A\xA5\x7F\xFF\xFF\xFF\x62\x8E\x0D\x28\x7F\xFF\xFF\xFF\x5A\x45\xA5\x0E\x7F\xFF\xFF\xFF\x7F\x47\xD5\xE0\x7F\xFF\xFF\xFF\x57\x4A\x29\xD3\x7F\xFF\xFF\xFF\x65\x83\x10\x7D\x7F\xFF\xFF\xFF\x58\xE3\xE5\xAA\x7F\xFF\xFF\xFF\x56\xA1\xC8\xCE\x7F\xFF\xFF\xFF\x56\x20\xB1\x03\x7F\xFF\xFF\xFF\x7E\x4A\xB8\x36\x7F\xFF\xFF\xFF\x4B\x51\x2B\x85\x7F\xFF\xFF\xFF\x69\xC0\x3C\x3B\x7F\xFF\xFF\xFF\x71\xE5\xB4\xB8\x7F\xFF\xFF\xFF\x57\x08\x8B\xBD\x7F\xFF\xFF\xFF\x40\x8A\x9B\xCF\x7F\xFF\xFF\xFF\x5E\x45\x3A\x98\x7F\xFF\xFF\xFF\x7A\xCD\xF1\x89\x7F\xFF\xFF\xFF\x6B\x05\xF9\x9C\x7F\xFF\xFF\xFF\x78\x61\x44\xB6\x7F\xFF\xFF\xFF\x75\x01\x78\xEA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\xFC\x00\x93\x00\x00\x54\x83\xF1\x08\xAC\x6A\x2D\xCC\xAC\x6A\x2D\xCC\x1E\x69\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4E\x14\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x744A816F), ('P4rIngress.bitmap_seq.seq', 0xA5C63489)], 12066)
        self.setRegisterValue('P4rIngress.rounds', 0xA5C63489, 12066)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x6D)], 12066)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12066)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x58B56914), ('P4rIngress.values_v00000.hi', 0x629A7EC7)], 12066)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x569962DE), ('P4rIngress.values_v00001.hi', 0x4684CCCB)], 12066)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x66E3C26F), ('P4rIngress.values_v00010.hi', 0x6AB41A4A)], 12066)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x626E92F1), ('P4rIngress.values_v00011.hi', 0x743DCAD5)], 12066)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x662F0CD4), ('P4rIngress.values_v00100.hi', 0x571D7FFD)], 12066)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7049E4C5), ('P4rIngress.values_v00101.hi', 0x6C745DFD)], 12066)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x62364C56), ('P4rIngress.values_v00110.hi', 0x5DB5399F)], 12066)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x744C5EDB), ('P4rIngress.values_v00111.hi', 0x56DCA87B)], 12066)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x41CDD79F), ('P4rIngress.values_v01000.hi', 0x61ABE9E6)], 12066)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4C22B7FD), ('P4rIngress.values_v01001.hi', 0x4ACD31C6)], 12066)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x69E13145), ('P4rIngress.values_v01010.hi', 0x4BA8DDB6)], 12066)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7CF0CC2C), ('P4rIngress.values_v01011.hi', 0x5D5ADBD9)], 12066)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4BFC09D2), ('P4rIngress.values_v01100.hi', 0x60F95084)], 12066)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x65AA8525), ('P4rIngress.values_v01101.hi', 0x730BF06B)], 12066)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B289003), ('P4rIngress.values_v01110.hi', 0x6834F548)], 12066)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7FCF2949), ('P4rIngress.values_v01111.hi', 0x4A6FA7FD)], 12066)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x665E3457), ('P4rIngress.values_v10000.hi', 0x7D19C265)], 12066)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4F3042D6), ('P4rIngress.values_v10001.hi', 0x5D6D77D8)], 12066)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7C6CC874), ('P4rIngress.values_v10010.hi', 0x4E57AA6D)], 12066)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4A488817), ('P4rIngress.values_v10011.hi', 0x682D3791)], 12066)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4AFC403A), ('P4rIngress.values_v10100.hi', 0x5AD36659)], 12066)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5E61BAB6), ('P4rIngress.values_v10101.hi', 0x433B6CE0)], 12066)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4955D559), ('P4rIngress.values_v10110.hi', 0x6955AF28)], 12066)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5FDC7424), ('P4rIngress.values_v10111.hi', 0x5FCB0317)], 12066)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7796D4A0), ('P4rIngress.values_v11000.hi', 0x513C2865)], 12066)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x59F718F4), ('P4rIngress.values_v11001.hi', 0x766612D7)], 12066)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x49EBEB23), ('P4rIngress.values_v11010.hi', 0x666C56C1)], 12066)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x71457CA3), ('P4rIngress.values_v11011.hi', 0x7DBC6404)], 12066)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x69B26F2A), ('P4rIngress.values_v11100.hi', 0x71B64A2F)], 12066)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5EA3CD45), ('P4rIngress.values_v11101.hi', 0x6E1BCF53)], 12066)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x50EF29FA), ('P4rIngress.values_v11110.hi', 0x4EA70F5B)], 12066)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6993EF32), ('P4rIngress.values_v11111.hi', 0x6D8C0B5D)], 12066)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1ECB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009D1),
                gc.DataTuple('slot_count', 0x00000DD2),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8E1629DC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xAB7638A5),
                gc.KeyTuple('src_port', 0x2565),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1ECB),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0226),
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAB\x76\x38\xA5\x00\x00\x00\x00\x25\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1E\xCB\x00\x0E\x8E\x16\x29\xDC\x05\x51\x03\xB1\xA5\xC6\x34\x89\x00\x40\x00\x00\x61\xB9\x2F\xD2\x7E\xBF\x09\xEF\x77\xD7\x55\x1B\x7E\xEE\xE1\x7B\x4E\x6B\x3B\x4B\x4F\xBD\x88\xAF\x46\x4D\x8C\x57\x73\xDF\x3A\x1F\x6A\xA3\x0A\xE6\x55\x69\x14\xFB\x6A\xDA\xAE\x53\x6A\x45\x13\x4B\x6E\x09\x6A\xC6\x67\xB5\xA5\x7A\x63\xE5\x57\x16\x78\x78\xEE\xF5\x72\x71\xD0\xA1\x41\x9A\x9D\xE9\x7E\xFC\x9E\x22\x4E\xD6\x6E\x0A\x75\xED\x9C\xBC\x45\x74\x95\xC4\x70\x3A\xE2\x1E\x75\x8A\x94\xC8\x7D\xDF\xCD\x56\x6F\xD6\xBA\xED\x4F\x09\x75\x37\x4A\x8C\x7A\x39\x43\x28\x31\xBD\x5A\x1B\xCC\x6F\x63\x7A\xEB\x38\x6C\xFE\xB7\x97\x6F\x9E\xA6\x7E\x5D\x9D\xDD\xF4\x48\x96\xDF\x9D\x45\xA4\x11\x56\x79\x0F\x6B\x4C\x70\x9F\xEE\xC4\x73\xF1\xE3\x2C\x5C\x8F\x0E\x9F\x7E\x8D\x80\xB5\x5B\xDB\x2B\xED\x7D\x57\x3E\x9C\x47\xD3\x31\xA2\x5B\x4C\x2B\x4D\x4D\x91\x1F\x6C\x66\x04\x32\xF5\x61\xAB\x4F\x85\x67\x48\x5F\x51\x4B\x40\xC2\xC7\x49\x13\xDB\x3A\x40\xD1\x85\x92\x6A\xFD\xD3\x6D\x56\xEA\xC0\x71\x55\xDD\x69\xD2\x6D\x1C\x97\x84\x4A\x99\x51\x07\x47\x4D\xE6\x7F\x56\xF9\x86\x76\x69\xE1\x65\x60\x42\x5E\xD1\x4A\x5D\xCD\xE1\x1F\x6B\x39\xAE\xA5\x4B\xB6\x5F\xA9\xFD\xF0\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAB\x76\x38\xA5\xBE\xEF\x25\x65\x01\x20\x00\x00\x50\x34\x02\x82\x1E\xCB\x00\x0E\x8E\x16\x29\xDC\x05\x51\x01\xB1\xA5\xC6\x34\x89\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x7E\xBF\x09\xEF\x7F\xFF\xFF\xFF\x7E\xEE\xE1\x7B\x7F\xFF\xFF\xFF\x4F\xBD\x88\xAF\x7F\xFF\xFF\xFF\x73\xDF\x3A\x1F\x7F\xFF\xFF\xFF\x55\x69\x14\xFB\x7F\xFF\xFF\xFF\x6A\x45\x13\x4B\x7F\xFF\xFF\xFF\x67\xB5\xA5\x7A\x7F\xFF\xFF\xFF\x78\x78\xEE\xF5\x7F\xFF\xFF\xFF\x41\x9A\x9D\xE9\x7F\xFF\xFF\xFF\x4E\xD6\x6E\x0A\x7F\xFF\xFF\xFF\x45\x74\x95\xC4\x7F\xFF\xFF\xFF\x75\x8A\x94\xC8\x7F\xFF\xFF\xFF\x6F\xD6\xBA\xED\x7F\xFF\xFF\xFF\x4A\x8C\x7A\x39\x7F\xFF\xFF\xFF\x5A\x1B\xCC\x6F\x7F\xFF\xFF\xFF\x6C\xFE\xB7\x97\x7F\xFF\xFF\xFF\x5D\x9D\xDD\xF4\x7F\xFF\xFF\xFF\x45\xA4\x11\x56\x7F\xFF\xFF\xFF\x70\x9F\xEE\xC4\x7F\xFF\xFF\xFF\x5C\x8F\x0E\x9F\x7F\xFF\xFF\xFF\x5B\xDB\x2B\xED\x7F\xFF\xFF\xFF\x47\xD3\x31\xA2\x7F\xFF\xFF\xFF\x4D\x91\x1F\x6C\x7F\xFF\xFF\xFF\x61\xAB\x4F\x85\x7F\xFF\xFF\xFF\x4B\x40\xC2\xC7\x7F\xFF\xFF\xFF\x40\xD1\x85\x92\x7F\xFF\xFF\xFF\x56\xEA\xC0\x71\x7F\xFF\xFF\xFF\x6D\x1C\x97\x84\x7F\xFF\xFF\xFF\x47\x4D\xE6\x7F\x7F\xFF\xFF\xFF\x69\xE1\x65\x60\x7F\xFF\xFF\xFF\x5D\xCD\xE1\x1F\x7F\xFF\xFF\xFF\x4B\xB6\x5F\xA9\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\x22\x02\x26\x00\x00\x74\x4A\xC1\x6F\xA5\xC6\x34\x89\xA5\xC6\x34\x89\x10\xB1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\xF0\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFE9C84E8), ('P4rIngress.bitmap_seq.seq', 0x3D800000)], 12721)
        self.setRegisterValue('P4rIngress.rounds', 0x3D800000, 12721)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x5B)], 12721)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 12721)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7B297322), ('P4rIngress.values_v00000.hi', 0x52F4C00D)], 12721)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x58B2AAEE), ('P4rIngress.values_v00001.hi', 0x632E2AD6)], 12721)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6FEB1365), ('P4rIngress.values_v00010.hi', 0x554FF919)], 12721)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x53A18967), ('P4rIngress.values_v00011.hi', 0x7B9A53CB)], 12721)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4B02AE67), ('P4rIngress.values_v00100.hi', 0x7E5AF8F0)], 12721)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x69D0A4D7), ('P4rIngress.values_v00101.hi', 0x51C11514)], 12721)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7507511C), ('P4rIngress.values_v00110.hi', 0x5EED13B6)], 12721)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x699B48BE), ('P4rIngress.values_v00111.hi', 0x493EAB45)], 12721)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7B545415), ('P4rIngress.values_v01000.hi', 0x50AE43B1)], 12721)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5C470DA7), ('P4rIngress.values_v01001.hi', 0x4CB33AC3)], 12721)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4BED83F0), ('P4rIngress.values_v01010.hi', 0x528B8117)], 12721)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x62E0A70E), ('P4rIngress.values_v01011.hi', 0x59BC9E31)], 12721)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x47B82E77), ('P4rIngress.values_v01100.hi', 0x4A76ED1E)], 12721)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4A11266E), ('P4rIngress.values_v01101.hi', 0x79A05398)], 12721)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x456B9AEE), ('P4rIngress.values_v01110.hi', 0x574D1B1D)], 12721)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x55EEA5E2), ('P4rIngress.values_v01111.hi', 0x60D5B53A)], 12721)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7C23E930), ('P4rIngress.values_v10000.hi', 0x4ABBB53D)], 12721)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7F17629D), ('P4rIngress.values_v10001.hi', 0x5F7BAF55)], 12721)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7AF0E821), ('P4rIngress.values_v10010.hi', 0x75CB9192)], 12721)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x59BC0FA6), ('P4rIngress.values_v10011.hi', 0x5A845AF5)], 12721)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x59FB5166), ('P4rIngress.values_v10100.hi', 0x5268DA7D)], 12721)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x760A34BC), ('P4rIngress.values_v10101.hi', 0x601E5385)], 12721)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6B1773B6), ('P4rIngress.values_v10110.hi', 0x55B7B91B)], 12721)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5459CB26), ('P4rIngress.values_v10111.hi', 0x6DBEC82D)], 12721)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x53663032), ('P4rIngress.values_v11000.hi', 0x4E7B189A)], 12721)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7FC989D5), ('P4rIngress.values_v11001.hi', 0x4E1AE5F6)], 12721)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4DE45D70), ('P4rIngress.values_v11010.hi', 0x4C6C85BA)], 12721)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x68119B5B), ('P4rIngress.values_v11011.hi', 0x4E7D5CB6)], 12721)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x66838289), ('P4rIngress.values_v11100.hi', 0x5BBE8B1F)], 12721)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x548D8E49), ('P4rIngress.values_v11101.hi', 0x43B1318C)], 12721)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6D11DB0A), ('P4rIngress.values_v11110.hi', 0x7F2FDB39)], 12721)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x72478A56), ('P4rIngress.values_v11111.hi', 0x62DA019B)], 12721)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6313),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FA5),
                gc.DataTuple('slot_count', 0x00000E6C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4E48DB94),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0xA7358737),
                gc.KeyTuple('src_port', 0x817E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6313),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0105),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x35\x87\x37\x00\x00\x00\x00\x81\x7E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x63\x13\x00\x15\x4E\x48\xDB\x94\x02\x0C\x01\xA4\x3D\x80\x00\x00\x00\x40\x00\x00\x4B\xBE\x38\x67\x78\x26\x27\xE6\x49\xEA\x94\x09\x77\x98\xED\xE2\x5E\x29\x7A\x7A\x69\x01\x38\xC1\x4F\xA4\x9B\x32\x57\xDA\xEA\x96\x6C\x6E\x80\x95\x71\x52\x40\xAE\x5B\x09\xB1\x59\x72\x3F\x74\xB1\x58\xE7\xDA\x68\x74\x39\x97\xC2\x54\x49\xEF\xA9\x51\x19\x43\xE4\x59\x16\xDB\x67\x6C\xB5\x56\x39\x7A\x99\x86\x92\x54\xB2\xD8\xA3\x7C\xA5\xAE\x74\x54\x01\x46\xB1\x6E\x5D\xB9\x5F\x7B\x8B\x5C\x16\x6D\x39\x51\xCA\x6A\x62\xC7\xCA\x6F\x8B\x32\x61\x74\x9D\x79\xB6\x6C\x23\xD3\xBA\x43\x0A\x1E\xDF\x44\x6E\xBC\xEA\x59\xE1\xDB\xE6\x4B\x3B\x39\x7D\x6A\x10\xE4\x5D\x6B\xB1\x26\x1D\x40\x22\x2B\x32\x5A\xCB\xC6\x39\x55\x89\x97\x1F\x7F\x1E\xD9\x81\x6A\x94\x5D\x95\x5A\x90\x78\x5D\x4B\x4B\x96\x1C\x54\x0C\xAE\x49\x72\xF0\x3F\xF0\x67\x51\x5E\x36\x6C\x92\xE1\xCF\x7A\xE5\xA3\xAF\x54\x09\x90\xBC\x56\x6E\xA6\x7B\x58\x6F\x9A\xAC\x61\x94\xAF\x5E\x6E\x29\x65\x14\x73\x33\xCD\x16\x6D\xA5\xF7\x61\x6C\x98\x8C\xA0\x65\x65\x85\xB6\x54\x8D\xDF\x3C\x56\x6D\x56\xCE\x49\x30\x42\xF1\x7E\x9C\xF9\xB5\x59\xAA\xCE\xA5\x45\x27\x21\x3C\x6B\x32\xD5\x94\x73\x1B\x0C\x9C\x97\x0A\x05\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\x35\x87\x37\xBE\xEF\x81\x7E\x01\x20\x00\x00\x50\x34\x02\x82\x63\x13\x00\x15\x4E\x48\xDB\x94\x02\x0C\x01\xA4\x3D\x80\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x78\x26\x27\xE6\x7F\xFF\xFF\xFF\x77\x98\xED\xE2\x7F\xFF\xFF\xFF\x69\x01\x38\xC1\x7F\xFF\xFF\xFF\x57\xDA\xEA\x96\x7F\xFF\xFF\xFF\x71\x52\x40\xAE\x7F\xFF\xFF\xFF\x72\x3F\x74\xB1\x7F\xFF\xFF\xFF\x74\x39\x97\xC2\x7F\xFF\xFF\xFF\x51\x19\x43\xE4\x7F\xFF\xFF\xFF\x6C\xB5\x56\x39\x7F\xFF\xFF\xFF\x54\xB2\xD8\xA3\x7F\xFF\xFF\xFF\x54\x01\x46\xB1\x7F\xFF\xFF\xFF\x7B\x8B\x5C\x16\x7F\xFF\xFF\xFF\x6A\x62\xC7\xCA\x7F\xFF\xFF\xFF\x74\x9D\x79\xB6\x7F\xFF\xFF\xFF\x43\x0A\x1E\xDF\x7F\xFF\xFF\xFF\x59\xE1\xDB\xE6\x7F\xFF\xFF\xFF\x6A\x10\xE4\x5D\x7F\xFF\xFF\xFF\x40\x22\x2B\x32\x7F\xFF\xFF\xFF\x55\x89\x97\x1F\x7F\xFF\xFF\xFF\x6A\x94\x5D\x95\x7F\xFF\xFF\xFF\x4B\x4B\x96\x1C\x7F\xFF\xFF\xFF\x72\xF0\x3F\xF0\x7F\xFF\xFF\xFF\x6C\x92\xE1\xCF\x7F\xFF\xFF\xFF\x54\x09\x90\xBC\x7F\xFF\xFF\xFF\x58\x6F\x9A\xAC\x7F\xFF\xFF\xFF\x6E\x29\x65\x14\x7F\xFF\xFF\xFF\x6D\xA5\xF7\x61\x7F\xFF\xFF\xFF\x65\x65\x85\xB6\x7F\xFF\xFF\xFF\x56\x6D\x56\xCE\x7F\xFF\xFF\xFF\x7E\x9C\xF9\xB5\x7F\xFF\xFF\xFF\x45\x27\x21\x3C\x7F\xFF\xFF\xFF\x73\x1B\x0C\x9C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\xB1\x01\x05\x00\x00\xFE\xBC\x84\xE8\x3D\x80\x00\x00\x3D\x80\x00\x00\x20\xA4\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x97\x0A\x05\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBD7675DD), ('P4rIngress.bitmap_seq.seq', 0x2A580000)], 13895)
        self.setRegisterValue('P4rIngress.rounds', 0x2A580000, 13895)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0xEE)], 13895)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13895)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7EC2370D), ('P4rIngress.values_v00000.hi', 0x6EAB8BE6)], 13895)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x720F6AEC), ('P4rIngress.values_v00001.hi', 0x6EB0C269)], 13895)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6CE6E457), ('P4rIngress.values_v00010.hi', 0x65707A73)], 13895)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x66B59E53), ('P4rIngress.values_v00011.hi', 0x75286CD5)], 13895)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D375DA1), ('P4rIngress.values_v00100.hi', 0x52355C76)], 13895)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x56F28C22), ('P4rIngress.values_v00101.hi', 0x5DCE247D)], 13895)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x497DCF2F), ('P4rIngress.values_v00110.hi', 0x74A6DA37)], 13895)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7397B9AA), ('P4rIngress.values_v00111.hi', 0x7FF30759)], 13895)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5C4D2D93), ('P4rIngress.values_v01000.hi', 0x57671375)], 13895)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x449D99D5), ('P4rIngress.values_v01001.hi', 0x7159DA54)], 13895)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x71AEF97A), ('P4rIngress.values_v01010.hi', 0x4A3DD604)], 13895)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7D93C438), ('P4rIngress.values_v01011.hi', 0x765B4171)], 13895)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x61E2AD89), ('P4rIngress.values_v01100.hi', 0x498D823D)], 13895)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x752531AC), ('P4rIngress.values_v01101.hi', 0x5592792A)], 13895)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x72358FCA), ('P4rIngress.values_v01110.hi', 0x416160F5)], 13895)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x730F5E1D), ('P4rIngress.values_v01111.hi', 0x736508BD)], 13895)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x47998D63), ('P4rIngress.values_v10000.hi', 0x77B33092)], 13895)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4B21AE3E), ('P4rIngress.values_v10001.hi', 0x5362E371)], 13895)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7CCEFAA9), ('P4rIngress.values_v10010.hi', 0x45E3331E)], 13895)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6D433B37), ('P4rIngress.values_v10011.hi', 0x490C0F1F)], 13895)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x46895C24), ('P4rIngress.values_v10100.hi', 0x5F5B7BEB)], 13895)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4AF45DB6), ('P4rIngress.values_v10101.hi', 0x56C9C3EE)], 13895)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5E5DE8AB), ('P4rIngress.values_v10110.hi', 0x52385FD3)], 13895)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x579CCD7A), ('P4rIngress.values_v10111.hi', 0x7A2BECEF)], 13895)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4E5ABBD5), ('P4rIngress.values_v11000.hi', 0x73D162F0)], 13895)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x66AFD896), ('P4rIngress.values_v11001.hi', 0x6A11F849)], 13895)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4C5C2532), ('P4rIngress.values_v11010.hi', 0x60692F60)], 13895)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x55502445), ('P4rIngress.values_v11011.hi', 0x7C7BD5AF)], 13895)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x44F73B7F), ('P4rIngress.values_v11100.hi', 0x551B765F)], 13895)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7A7B7CDC), ('P4rIngress.values_v11101.hi', 0x4971D26C)], 13895)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5337EE6C), ('P4rIngress.values_v11110.hi', 0x7354E92C)], 13895)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x50C6FFC9), ('P4rIngress.values_v11111.hi', 0x7023DA87)], 13895)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xECFD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BF5),
                gc.DataTuple('slot_count', 0x00000CED),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB604D99C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x9786B593),
                gc.KeyTuple('src_port', 0x9385),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xECFD),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x02FA),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\x86\xB5\x93\x00\x00\x00\x00\x93\x85\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEC\xFD\x00\x01\xB6\x04\xD9\x9C\x0A\x52\x05\xC8\x2A\x58\x00\x00\x00\x40\x00\x00\x5C\xDA\xD7\x09\x52\x5E\x06\xEC\x45\x0D\xA5\x46\x60\x96\x57\x53\x66\xE3\xAE\xB5\x42\x9B\x69\x59\x77\x6D\x02\x99\x5E\x5A\x0D\x11\x46\x9E\x3F\x15\x43\x51\x95\x47\x7C\x07\x1B\xE2\x65\x55\xD9\x63\x66\xAC\x6E\xB4\x53\xAE\xCB\xE1\x7C\x33\xA1\xA7\x60\x76\x9F\x79\x79\x7D\x98\x1B\x64\xA5\x2A\x37\x5F\xAD\x82\xF3\x5C\x4D\x41\xEA\x79\x6C\xD6\xFD\x67\xA4\x4F\xC1\x61\xD6\xB4\x0D\x53\xD8\xD9\x88\x4F\x52\xDF\xF3\x5D\x14\xE7\x3E\x7E\x1C\x68\xAE\x6B\xB6\x7B\x2F\x4E\xF4\x75\x78\x47\x3B\xBA\x67\x75\xCC\x58\xF7\x7B\x9D\xD2\xB5\x4B\x55\x7C\xB5\x5A\x95\x3A\xB9\x75\x21\x8A\xD7\x61\x3B\xE4\x0B\x5C\x48\xDA\xE3\x7D\x36\xD6\xB5\x7D\xF5\xEB\x9C\x6A\x8B\x33\x87\x52\xFB\x09\x5D\x42\xA2\xA3\x71\x78\xCC\x47\x96\x42\xB7\x5C\x5C\x4A\x2C\x89\xAD\x6B\x78\xC5\x4C\x5E\x95\x15\x53\x72\x78\x2C\x61\x5A\x6B\x2A\x25\x48\x5D\xF2\x77\x72\x68\x48\x33\x61\xF2\xD6\x35\x63\xD5\x98\x66\x48\xF3\x39\x2C\x75\x1F\xD1\xFC\x5C\xFA\x14\x4A\x6F\x80\x5B\x48\x53\x86\x27\x52\x46\x63\xF3\x1C\x4D\xD1\xA0\xCF\x74\x1C\xDA\x76\x59\x96\xE5\xFA\x42\x91\x19\x1D\x7E\xEE\xDB\x8B\x53\xDB\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x97\x86\xB5\x93\xBE\xEF\x93\x85\x01\x20\x00\x00\x50\x34\x02\x82\xEC\xFD\x00\x01\xB6\x04\xD9\x9C\x0A\x52\x01\xC8\x2A\x58\x00\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x52\x5E\x06\xEC\x7F\xFF\xFF\xFF\x60\x96\x57\x53\x7F\xFF\xFF\xFF\x42\x9B\x69\x59\x7F\xFF\xFF\xFF\x5E\x5A\x0D\x11\x7F\xFF\xFF\xFF\x43\x51\x95\x47\x7F\xFF\xFF\xFF\x65\x55\xD9\x63\x7F\xFF\xFF\xFF\x53\xAE\xCB\xE1\x7F\xFF\xFF\xFF\x60\x76\x9F\x79\x7F\xFF\xFF\xFF\x64\xA5\x2A\x37\x7F\xFF\xFF\xFF\x5C\x4D\x41\xEA\x7F\xFF\xFF\xFF\x67\xA4\x4F\xC1\x7F\xFF\xFF\xFF\x53\xD8\xD9\x88\x7F\xFF\xFF\xFF\x5D\x14\xE7\x3E\x7F\xFF\xFF\xFF\x6B\xB6\x7B\x2F\x7F\xFF\xFF\xFF\x47\x3B\xBA\x67\x7F\xFF\xFF\xFF\x7B\x9D\xD2\xB5\x7F\xFF\xFF\xFF\x5A\x95\x3A\xB9\x7F\xFF\xFF\xFF\x61\x3B\xE4\x0B\x7F\xFF\xFF\xFF\x7D\x36\xD6\xB5\x7F\xFF\xFF\xFF\x6A\x8B\x33\x87\x7F\xFF\xFF\xFF\x42\xA2\xA3\x71\x7F\xFF\xFF\xFF\x42\xB7\x5C\x5C\x7F\xFF\xFF\xFF\x6B\x78\xC5\x4C\x7F\xFF\xFF\xFF\x72\x78\x2C\x61\x7F\xFF\xFF\xFF\x48\x5D\xF2\x77\x7F\xFF\xFF\xFF\x61\xF2\xD6\x35\x7F\xFF\xFF\xFF\x48\xF3\x39\x2C\x7F\xFF\xFF\xFF\x5C\xFA\x14\x4A\x7F\xFF\xFF\xFF\x53\x86\x27\x52\x7F\xFF\xFF\xFF\x4D\xD1\xA0\xCF\x7F\xFF\xFF\xFF\x59\x96\xE5\xFA\x7F\xFF\xFF\xFF\x7E\xEE\xDB\x8B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\x47\x02\xFA\x00\x00\xBD\x76\x75\xDF\x2A\x58\x00\x00\x2A\x58\x00\x00\x09\xEE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\xDB\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x51505707), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 6436)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 6436)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x56)], 6436)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 6436)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x56CC19A3), ('P4rIngress.values_v00000.hi', 0x7C5379CB)], 6436)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6ADCAA37), ('P4rIngress.values_v00001.hi', 0x47E1B9B6)], 6436)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x46ED5D55), ('P4rIngress.values_v00010.hi', 0x6681275D)], 6436)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x674C097B), ('P4rIngress.values_v00011.hi', 0x7B7634C2)], 6436)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44A526C7), ('P4rIngress.values_v00100.hi', 0x5306AF17)], 6436)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x46D0EC6C), ('P4rIngress.values_v00101.hi', 0x65310C0B)], 6436)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x519CE3C3), ('P4rIngress.values_v00110.hi', 0x6E34C18D)], 6436)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x72B865A9), ('P4rIngress.values_v00111.hi', 0x524F9D3B)], 6436)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x63F947AD), ('P4rIngress.values_v01000.hi', 0x7698325C)], 6436)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x52E38D75), ('P4rIngress.values_v01001.hi', 0x57B56433)], 6436)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7AD2AC20), ('P4rIngress.values_v01010.hi', 0x530B697A)], 6436)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4DB3F94E), ('P4rIngress.values_v01011.hi', 0x7AACB667)], 6436)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x40884031), ('P4rIngress.values_v01100.hi', 0x5AAC390A)], 6436)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x784D7149), ('P4rIngress.values_v01101.hi', 0x54B1096A)], 6436)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6259E3EF), ('P4rIngress.values_v01110.hi', 0x77F5B2B8)], 6436)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x72E43726), ('P4rIngress.values_v01111.hi', 0x42986DA7)], 6436)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x58D33510), ('P4rIngress.values_v10000.hi', 0x7DE0A4AE)], 6436)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x772B54D8), ('P4rIngress.values_v10001.hi', 0x56292F13)], 6436)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x69B37C67), ('P4rIngress.values_v10010.hi', 0x635CC9BC)], 6436)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x432D0CFB), ('P4rIngress.values_v10011.hi', 0x512735F8)], 6436)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x77E1B652), ('P4rIngress.values_v10100.hi', 0x6BC2D229)], 6436)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6941FEEF), ('P4rIngress.values_v10101.hi', 0x432AF9D8)], 6436)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4D364EC3), ('P4rIngress.values_v10110.hi', 0x442D0ACC)], 6436)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x55B348B7), ('P4rIngress.values_v10111.hi', 0x670E57AA)], 6436)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x52518C23), ('P4rIngress.values_v11000.hi', 0x4E799105)], 6436)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6E2BEF37), ('P4rIngress.values_v11001.hi', 0x5D4BC54B)], 6436)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7E7E1AF5), ('P4rIngress.values_v11010.hi', 0x59FA6E97)], 6436)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6D8D3E89), ('P4rIngress.values_v11011.hi', 0x42701FA9)], 6436)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4C776F1E), ('P4rIngress.values_v11100.hi', 0x58AFFA0A)], 6436)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x524D44ED), ('P4rIngress.values_v11101.hi', 0x45076AC6)], 6436)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6DD6C0B3), ('P4rIngress.values_v11110.hi', 0x4D78F0CD)], 6436)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x40D27676), ('P4rIngress.values_v11111.hi', 0x70A5657F)], 6436)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC69D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DFE),
                gc.DataTuple('slot_count', 0x000011CC),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC590D14E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x92C46D1E),
                gc.KeyTuple('src_port', 0x3D24),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC69D),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x038B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x92\xC4\x6D\x1E\x00\x00\x00\x00\x3D\x24\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC6\x9D\x00\x0B\xC5\x90\xD1\x4E\x0B\x26\x00\xCB\x00\x00\x00\x00\x00\x40\x00\x00\x6B\x5A\x35\xBD\x7D\xC9\x74\x9D\x4B\xCE\x3B\x6A\x72\x6A\x8D\x2C\x52\x55\x42\xE5\x40\x98\x06\x7B\x63\x8C\x16\x0E\x6F\x54\x7D\x91\x6A\xFD\xBC\xDA\x68\x9B\x19\x4F\x78\x33\x4D\x70\x40\x90\xDF\xE1\x5F\x58\xA8\x53\x49\x55\xEF\x61\x72\x8B\xE2\xBE\x7B\xF6\xEA\x0D\x78\x41\x8E\x26\x62\x84\x3B\x7B\x74\xE9\x55\x17\x7B\x75\x05\xCF\x5E\xDB\xAD\xD9\x76\xEE\x6C\xA6\x7A\xCA\x9C\xAA\x7D\x2C\xEE\x4D\x45\xDF\x86\x14\x7C\xAE\x75\x63\x6F\x5A\xBD\xF3\x6C\x9B\x1B\x39\x43\x9B\xCA\x1E\x7B\x5F\xB8\xD3\x68\xD8\x92\xB3\x44\xBE\xDD\x2C\x5F\x97\xF5\xE9\x56\xC8\x2D\x42\x4D\x79\xEA\xB9\x6C\x3B\x11\x1E\x5A\xFA\x0F\xAC\x4E\x82\x78\xB0\x65\xBB\x36\xA0\x4A\xEF\xA9\x1A\x7E\xD4\x92\x4F\x69\xDD\x96\xDB\x70\x96\x7C\x4C\x69\x78\x42\x5B\x6B\x74\xC7\xB3\x64\x25\x92\xD3\x4D\x48\xF9\x73\x4A\x8D\x97\xCF\x65\x92\xF6\xBE\x45\x0D\x5B\x14\x75\x29\x5E\xA2\x47\xDB\xFD\x49\x53\x5F\xA0\x26\x50\x92\xC4\xEC\x7A\xA4\x53\x6B\x56\x87\xE1\x21\x4F\x6C\xF7\xB1\x47\x78\x0B\xAC\x66\x88\xC5\xCB\x79\x8F\x37\x2B\x44\xE5\x74\xE2\x56\x6D\xC5\x57\x6D\x4E\xA8\x20\x4E\xBE\x51\x11\x14\x4F\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x92\xC4\x6D\x1E\xBE\xEF\x3D\x24\x01\x20\x00\x00\x50\x34\x02\x82\xC6\x9D\x00\x0B\xC5\x90\xD1\x4E\x0B\x26\x00\xCB\x00\x00\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x7D\xC9\x74\x9D\x7F\xFF\xFF\xFF\x72\x6A\x8D\x2C\x7F\xFF\xFF\xFF\x40\x98\x06\x7B\x7F\xFF\xFF\xFF\x6F\x54\x7D\x91\x7F\xFF\xFF\xFF\x68\x9B\x19\x4F\x7F\xFF\xFF\xFF\x40\x90\xDF\xE1\x7F\xFF\xFF\xFF\x49\x55\xEF\x61\x7F\xFF\xFF\xFF\x7B\xF6\xEA\x0D\x7F\xFF\xFF\xFF\x62\x84\x3B\x7B\x7F\xFF\xFF\xFF\x7B\x75\x05\xCF\x7F\xFF\xFF\xFF\x76\xEE\x6C\xA6\x7F\xFF\xFF\xFF\x7D\x2C\xEE\x4D\x7F\xFF\xFF\xFF\x7C\xAE\x75\x63\x7F\xFF\xFF\xFF\x6C\x9B\x1B\x39\x7F\xFF\xFF\xFF\x7B\x5F\xB8\xD3\x7F\xFF\xFF\xFF\x44\xBE\xDD\x2C\x7F\xFF\xFF\xFF\x56\xC8\x2D\x42\x7F\xFF\xFF\xFF\x6C\x3B\x11\x1E\x7F\xFF\xFF\xFF\x4E\x82\x78\xB0\x7F\xFF\xFF\xFF\x4A\xEF\xA9\x1A\x7F\xFF\xFF\xFF\x69\xDD\x96\xDB\x7F\xFF\xFF\xFF\x69\x78\x42\x5B\x7F\xFF\xFF\xFF\x64\x25\x92\xD3\x7F\xFF\xFF\xFF\x4A\x8D\x97\xCF\x7F\xFF\xFF\xFF\x45\x0D\x5B\x14\x7F\xFF\xFF\xFF\x47\xDB\xFD\x49\x7F\xFF\xFF\xFF\x50\x92\xC4\xEC\x7F\xFF\xFF\xFF\x56\x87\xE1\x21\x7F\xFF\xFF\xFF\x47\x78\x0B\xAC\x7F\xFF\xFF\xFF\x79\x8F\x37\x2B\x7F\xFF\xFF\xFF\x56\x6D\xC5\x57\x7F\xFF\xFF\xFF\x4E\xBE\x51\x11\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x19\x24\x03\x8B\x00\x00\x51\x50\x5F\x07\x00\x00\x00\x00\x00\x00\x00\x00\x0C\xCB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\x4F\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1FD76257), ('P4rIngress.bitmap_seq.seq', 0xF723A165)], 12118)
        self.setRegisterValue('P4rIngress.rounds', 0xF723A165, 12118)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x52)], 12118)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12118)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6BFDCCCE), ('P4rIngress.values_v00000.hi', 0x61AB3B15)], 12118)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x536BD4DE), ('P4rIngress.values_v00001.hi', 0x70EAB623)], 12118)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x77832B61), ('P4rIngress.values_v00010.hi', 0x54EBDF22)], 12118)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x592EED67), ('P4rIngress.values_v00011.hi', 0x550F3926)], 12118)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x773CEAE6), ('P4rIngress.values_v00100.hi', 0x6F75EA4C)], 12118)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4468AB53), ('P4rIngress.values_v00101.hi', 0x4ED98561)], 12118)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6ADDD3B0), ('P4rIngress.values_v00110.hi', 0x5851514F)], 12118)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x79F03565), ('P4rIngress.values_v00111.hi', 0x6AACCB56)], 12118)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7CB66241), ('P4rIngress.values_v01000.hi', 0x74C38ED7)], 12118)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x57E6055F), ('P4rIngress.values_v01001.hi', 0x4DC4A4EE)], 12118)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x42B95068), ('P4rIngress.values_v01010.hi', 0x6C6BCC7C)], 12118)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4B3D35B7), ('P4rIngress.values_v01011.hi', 0x4247A9DF)], 12118)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x43526163), ('P4rIngress.values_v01100.hi', 0x7BCABCD5)], 12118)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x44A7DB04), ('P4rIngress.values_v01101.hi', 0x7A946779)], 12118)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x684CFAD8), ('P4rIngress.values_v01110.hi', 0x69CC39E4)], 12118)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x404AC7C8), ('P4rIngress.values_v01111.hi', 0x6796F2F1)], 12118)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x61CB0DFF), ('P4rIngress.values_v10000.hi', 0x4398B705)], 12118)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x758EA5ED), ('P4rIngress.values_v10001.hi', 0x660C60DA)], 12118)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x678C7B16), ('P4rIngress.values_v10010.hi', 0x5C517088)], 12118)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6CAE14A2), ('P4rIngress.values_v10011.hi', 0x79CB39C1)], 12118)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x47549C2C), ('P4rIngress.values_v10100.hi', 0x6B71326B)], 12118)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7352FBA3), ('P4rIngress.values_v10101.hi', 0x6A0F9BD4)], 12118)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x717149B7), ('P4rIngress.values_v10110.hi', 0x56318536)], 12118)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7A6A528C), ('P4rIngress.values_v10111.hi', 0x564D2AC3)], 12118)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5E6B983D), ('P4rIngress.values_v11000.hi', 0x7D075F6D)], 12118)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6AA95934), ('P4rIngress.values_v11001.hi', 0x79EC431B)], 12118)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x708F4311), ('P4rIngress.values_v11010.hi', 0x60935BB1)], 12118)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4E575BB4), ('P4rIngress.values_v11011.hi', 0x717CD1AE)], 12118)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x58DB6771), ('P4rIngress.values_v11100.hi', 0x5C6AACA9)], 12118)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x53C1066D), ('P4rIngress.values_v11101.hi', 0x70AF7157)], 12118)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x71329CCB), ('P4rIngress.values_v11110.hi', 0x76B5209C)], 12118)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6E1D2F7F), ('P4rIngress.values_v11111.hi', 0x527FF096)], 12118)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9F96),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E76),
                gc.DataTuple('slot_count', 0x00000263),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE9B217C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x535871EA),
                gc.KeyTuple('src_port', 0x8961),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9F96),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0384),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x58\x71\xEA\x00\x00\x00\x00\x89\x61\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9F\x96\x00\x03\xE9\xB2\x17\xC5\x00\xE0\x05\xA9\xF7\x23\xA1\x65\x00\x40\x00\x00\x51\xBD\x1A\xAF\x7C\xCA\x9F\x36\x4E\x24\x68\x06\x66\x64\xB2\xF5\x67\xF1\x89\x5F\x7E\xEC\x75\x36\x55\x46\xC9\x4B\x6F\x80\x29\x2F\x42\xFC\x16\x32\x4C\x65\x45\x64\x65\xDF\x24\xE7\x72\x5B\x68\xAE\x61\x08\x60\xFE\x5B\xE1\x6D\xB9\x64\x48\x37\x24\x78\x66\xD6\x25\x79\xC6\x89\xD1\x5E\x39\xEE\x75\x40\xD2\x1D\x5B\x76\xBF\x21\x1E\x65\xAB\x0F\x21\x65\x72\x9D\x70\x46\x0B\x07\x4D\x64\xF8\xE2\x27\x7A\x9A\x56\xB0\x76\xB2\xA4\xF3\x4A\x3C\xD1\x04\x51\x8E\xD4\xFE\x77\x62\x81\xCB\x7B\xEA\x84\xE3\x6D\x7F\x0C\xF6\x63\x8A\xD7\xE6\x5B\x41\x84\x08\x59\xCD\xB3\x79\x78\x6B\x5D\x21\x4F\x52\xE0\x9A\x4D\x5F\x3A\x76\x46\x1B\x7A\xBB\x67\x3A\xBC\xE2\x58\xDB\x7B\xD9\x6E\xD0\xD6\x2F\x7F\xA8\x56\x63\x4D\xDC\xF1\x5B\x62\x6B\x33\x5F\x7B\xF5\x49\x6F\x46\xF8\x9F\x17\x69\x9E\x47\x27\x63\x17\x03\x1D\x73\xA9\xCF\x8F\x49\xF5\x90\xC0\x58\x1F\xA4\xF5\x7A\x54\xED\xCF\x5B\xB8\xED\x22\x61\x86\xB0\x53\x7E\x7C\x26\x6B\x45\x4D\xB5\x25\x52\xDA\xCC\x79\x58\x74\xAE\xE9\x55\x7B\x16\xFD\x58\x60\xF8\x4A\x6C\x76\x9D\x48\x7A\xA3\x6B\x0D\x69\x76\x34\x23\x5B\xC0\xF8\x53\x8B\xE4\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x53\x58\x71\xEA\xBE\xEF\x89\x61\x01\x20\x00\x00\x50\x34\x02\x82\x9F\x96\x00\x03\xE9\xB2\x17\xC5\x00\xE0\x01\xA9\xF7\x23\xA1\x65\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x7C\xCA\x9F\x36\x7F\xFF\xFF\xFF\x66\x64\xB2\xF5\x7F\xFF\xFF\xFF\x7E\xEC\x75\x36\x7F\xFF\xFF\xFF\x6F\x80\x29\x2F\x7F\xFF\xFF\xFF\x4C\x65\x45\x64\x7F\xFF\xFF\xFF\x72\x5B\x68\xAE\x7F\xFF\xFF\xFF\x5B\xE1\x6D\xB9\x7F\xFF\xFF\xFF\x78\x66\xD6\x25\x7F\xFF\xFF\xFF\x5E\x39\xEE\x75\x7F\xFF\xFF\xFF\x76\xBF\x21\x1E\x7F\xFF\xFF\xFF\x65\x72\x9D\x70\x7F\xFF\xFF\xFF\x64\xF8\xE2\x27\x7F\xFF\xFF\xFF\x76\xB2\xA4\xF3\x7F\xFF\xFF\xFF\x51\x8E\xD4\xFE\x7F\xFF\xFF\xFF\x7B\xEA\x84\xE3\x7F\xFF\xFF\xFF\x63\x8A\xD7\xE6\x7F\xFF\xFF\xFF\x59\xCD\xB3\x79\x7F\xFF\xFF\xFF\x4F\x52\xE0\x9A\x7F\xFF\xFF\xFF\x46\x1B\x7A\xBB\x7F\xFF\xFF\xFF\x58\xDB\x7B\xD9\x7F\xFF\xFF\xFF\x7F\xA8\x56\x63\x7F\xFF\xFF\xFF\x62\x6B\x33\x5F\x7F\xFF\xFF\xFF\x46\xF8\x9F\x17\x7F\xFF\xFF\xFF\x63\x17\x03\x1D\x7F\xFF\xFF\xFF\x49\xF5\x90\xC0\x7F\xFF\xFF\xFF\x7A\x54\xED\xCF\x7F\xFF\xFF\xFF\x61\x86\xB0\x53\x7F\xFF\xFF\xFF\x45\x4D\xB5\x25\x7F\xFF\xFF\xFF\x58\x74\xAE\xE9\x7F\xFF\xFF\xFF\x58\x60\xF8\x4A\x7F\xFF\xFF\xFF\x7A\xA3\x6B\x0D\x7F\xFF\xFF\xFF\x5B\xC0\xF8\x53\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\x56\x03\x84\x00\x00\x1F\xD7\x62\x5F\xF7\x23\xA1\x65\xF7\x23\xA1\x65\x1C\xA9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8B\xE4\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC22CB8FA), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 9848)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 9848)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x59)], 9848)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9848)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x554FAED4), ('P4rIngress.values_v00000.hi', 0x63FF5CD4)], 9848)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5BD223FF), ('P4rIngress.values_v00001.hi', 0x4C768E4F)], 9848)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x761F8AA5), ('P4rIngress.values_v00010.hi', 0x51AE7372)], 9848)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x44CA8596), ('P4rIngress.values_v00011.hi', 0x5632ACF0)], 9848)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4579D182), ('P4rIngress.values_v00100.hi', 0x6F0D2E55)], 9848)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x62F6CD55), ('P4rIngress.values_v00101.hi', 0x735475DD)], 9848)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x55A4C639), ('P4rIngress.values_v00110.hi', 0x5B25D9C7)], 9848)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6D43A529), ('P4rIngress.values_v00111.hi', 0x5C67A02F)], 9848)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x470E5AAC), ('P4rIngress.values_v01000.hi', 0x7AA58B96)], 9848)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x777C47F2), ('P4rIngress.values_v01001.hi', 0x79A627BD)], 9848)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x653F3537), ('P4rIngress.values_v01010.hi', 0x577C4DF1)], 9848)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x779C6AC7), ('P4rIngress.values_v01011.hi', 0x6AD1D633)], 9848)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7763A361), ('P4rIngress.values_v01100.hi', 0x6CCBC3E1)], 9848)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5DE60EB5), ('P4rIngress.values_v01101.hi', 0x57CA91D7)], 9848)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5BDFD8A9), ('P4rIngress.values_v01110.hi', 0x4D125219)], 9848)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x630A995F), ('P4rIngress.values_v01111.hi', 0x6A2463D3)], 9848)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6A806363), ('P4rIngress.values_v10000.hi', 0x7822F00A)], 9848)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7D6418F5), ('P4rIngress.values_v10001.hi', 0x7ED168DC)], 9848)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4C72CAF2), ('P4rIngress.values_v10010.hi', 0x6E2632D4)], 9848)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x68513954), ('P4rIngress.values_v10011.hi', 0x67C6E261)], 9848)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7E6A6CD5), ('P4rIngress.values_v10100.hi', 0x45E83EAC)], 9848)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B875CAB), ('P4rIngress.values_v10101.hi', 0x6D90F49A)], 9848)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x60F5D0D3), ('P4rIngress.values_v10110.hi', 0x4337AC5A)], 9848)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x650CB35E), ('P4rIngress.values_v10111.hi', 0x5B1C632F)], 9848)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x74F26A6F), ('P4rIngress.values_v11000.hi', 0x7A1CB82D)], 9848)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7583C50F), ('P4rIngress.values_v11001.hi', 0x7EB8E30E)], 9848)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x494C24BE), ('P4rIngress.values_v11010.hi', 0x7061EC3E)], 9848)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7516452F), ('P4rIngress.values_v11011.hi', 0x64729E4C)], 9848)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4CAA89A4), ('P4rIngress.values_v11100.hi', 0x5D2B0C6C)], 9848)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x438986B6), ('P4rIngress.values_v11101.hi', 0x58C98670)], 9848)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x52665D41), ('P4rIngress.values_v11110.hi', 0x55693B97)], 9848)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4347B2BB), ('P4rIngress.values_v11111.hi', 0x6366E731)], 9848)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9F5C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000023B),
                gc.DataTuple('slot_count', 0x00001D39),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1BD9C714),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xD5BF0FFC),
                gc.KeyTuple('src_port', 0xECF7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9F5C),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x011E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD5\xBF\x0F\xFC\x00\x00\x00\x00\xEC\xF7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9F\x5C\x00\x1D\x1B\xD9\xC7\x14\x04\x3D\x03\xCB\x00\x00\x00\x00\x00\x40\x00\x00\x47\x50\x69\x52\x67\xCF\xB5\x95\x7B\xF7\x71\xEC\x59\xE1\x14\x1F\x52\x93\x40\xBD\x7B\x69\x66\x82\x73\x8A\x06\x8F\x7A\x66\x5F\x50\x45\x92\x51\x0A\x5C\xAF\xB7\x05\x79\x1C\x78\x41\x62\xD6\x4C\x4A\x45\xE4\xFB\x6B\x5E\x34\x48\x73\x52\xCD\x05\x03\x78\x67\xF4\x8A\x52\x6E\x4C\xEE\x4A\xB7\x69\xBC\x46\xEC\x58\xBA\x78\xCD\xB8\x27\x46\x89\x96\x74\x46\x6C\x15\x45\x58\xF7\x3B\x66\x73\x23\xDD\x76\x7C\xE1\x6E\x3A\x6E\x29\xEB\x99\x69\x69\x07\x45\x4C\x6A\xF0\x71\x52\x9D\x09\xA3\x79\xF6\x68\x11\x55\x07\xBD\x0D\x4C\x75\xDB\x53\x6F\xAE\x87\x77\x6B\xFC\xCC\x18\x71\xAD\xC7\x85\x52\x78\x19\xDB\x4E\xE2\x2E\x40\x56\x9C\x19\xFB\x5D\xD5\x7D\x47\x45\x75\x57\x6B\x61\xB2\x6D\x62\x5D\x81\x64\x65\x55\x51\x06\xC9\x4F\xB7\xC0\xAC\x61\x6A\x57\x88\x63\x7E\xDC\x8A\x44\x4A\x76\x59\x5B\x84\xC9\xA3\x4E\xD5\x78\x0B\x63\x01\x32\xF3\x55\x66\x1B\x2C\x49\xD9\x7F\x77\x4C\xB6\xA2\xDF\x6B\x01\x18\x24\x74\xF7\x65\xAB\x67\x7C\x10\xB9\x6E\xE4\x88\x53\x6E\xF3\x5D\x18\x6A\x22\x9E\xE1\x43\xA6\x92\x82\x5B\xEA\x9E\x6D\x5D\x27\x4E\x87\x6E\x5A\xE4\x91\x78\x3B\x5D\x9D\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD5\xBF\x0F\xFC\xBE\xEF\xEC\xF7\x01\x20\x00\x00\x50\x34\x02\x82\x9F\x5C\x00\x1D\x1B\xD9\xC7\x14\x04\x3D\x01\xCB\x00\x00\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x67\xCF\xB5\x95\x7F\xFF\xFF\xFF\x59\xE1\x14\x1F\x7F\xFF\xFF\xFF\x7B\x69\x66\x82\x7F\xFF\xFF\xFF\x7A\x66\x5F\x50\x7F\xFF\xFF\xFF\x5C\xAF\xB7\x05\x7F\xFF\xFF\xFF\x62\xD6\x4C\x4A\x7F\xFF\xFF\xFF\x5E\x34\x48\x73\x7F\xFF\xFF\xFF\x78\x67\xF4\x8A\x7F\xFF\xFF\xFF\x4A\xB7\x69\xBC\x7F\xFF\xFF\xFF\x78\xCD\xB8\x27\x7F\xFF\xFF\xFF\x46\x6C\x15\x45\x7F\xFF\xFF\xFF\x73\x23\xDD\x76\x7F\xFF\xFF\xFF\x6E\x29\xEB\x99\x7F\xFF\xFF\xFF\x4C\x6A\xF0\x71\x7F\xFF\xFF\xFF\x79\xF6\x68\x11\x7F\xFF\xFF\xFF\x4C\x75\xDB\x53\x7F\xFF\xFF\xFF\x6B\xFC\xCC\x18\x7F\xFF\xFF\xFF\x52\x78\x19\xDB\x7F\xFF\xFF\xFF\x56\x9C\x19\xFB\x7F\xFF\xFF\xFF\x45\x75\x57\x6B\x7F\xFF\xFF\xFF\x5D\x81\x64\x65\x7F\xFF\xFF\xFF\x4F\xB7\xC0\xAC\x7F\xFF\xFF\xFF\x63\x7E\xDC\x8A\x7F\xFF\xFF\xFF\x5B\x84\xC9\xA3\x7F\xFF\xFF\xFF\x63\x01\x32\xF3\x7F\xFF\xFF\xFF\x49\xD9\x7F\x77\x7F\xFF\xFF\xFF\x6B\x01\x18\x24\x7F\xFF\xFF\xFF\x67\x7C\x10\xB9\x7F\xFF\xFF\xFF\x6E\xF3\x5D\x18\x7F\xFF\xFF\xFF\x43\xA6\x92\x82\x7F\xFF\xFF\xFF\x5D\x27\x4E\x87\x7F\xFF\xFF\xFF\x78\x3B\x5D\x9D\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\x78\x01\x1E\x00\x00\xE2\x2C\xB8\xFA\x00\x00\x00\x00\x00\x00\x00\x00\x20\xCB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBC102C04), ('P4rIngress.bitmap_seq.seq', 0xDC462D88)], 14346)
        self.setRegisterValue('P4rIngress.rounds', 0xDC462D88, 14346)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x34)], 14346)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14346)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x62692B78), ('P4rIngress.values_v00000.hi', 0x6E8E6587)], 14346)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x576F80D3), ('P4rIngress.values_v00001.hi', 0x46FE7F4B)], 14346)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x70167DE9), ('P4rIngress.values_v00010.hi', 0x4C48CD66)], 14346)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6CFDC481), ('P4rIngress.values_v00011.hi', 0x609CFDF3)], 14346)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44F83B67), ('P4rIngress.values_v00100.hi', 0x7D2C7D66)], 14346)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x66478C85), ('P4rIngress.values_v00101.hi', 0x7B4E39A5)], 14346)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A9BE309), ('P4rIngress.values_v00110.hi', 0x767B6B45)], 14346)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B25C769), ('P4rIngress.values_v00111.hi', 0x6E320952)], 14346)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7AD27DB1), ('P4rIngress.values_v01000.hi', 0x40CB4716)], 14346)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x56D98297), ('P4rIngress.values_v01001.hi', 0x6890C7C2)], 14346)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6A4B8B2D), ('P4rIngress.values_v01010.hi', 0x73C8D58F)], 14346)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x67061AC0), ('P4rIngress.values_v01011.hi', 0x63214650)], 14346)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5A11ED10), ('P4rIngress.values_v01100.hi', 0x7F75330B)], 14346)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x57BEE403), ('P4rIngress.values_v01101.hi', 0x6A902801)], 14346)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x73A14130), ('P4rIngress.values_v01110.hi', 0x70D8BE05)], 14346)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x63BBBA17), ('P4rIngress.values_v01111.hi', 0x731632AF)], 14346)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x54232451), ('P4rIngress.values_v10000.hi', 0x63664D5E)], 14346)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6D21C1A6), ('P4rIngress.values_v10001.hi', 0x74C7D8BC)], 14346)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7CD7D4FE), ('P4rIngress.values_v10010.hi', 0x5499E619)], 14346)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x534999EF), ('P4rIngress.values_v10011.hi', 0x42F89805)], 14346)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6A9F0D6B), ('P4rIngress.values_v10100.hi', 0x7E7A4E99)], 14346)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x58F09D8A), ('P4rIngress.values_v10101.hi', 0x65BCCD23)], 14346)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4266471C), ('P4rIngress.values_v10110.hi', 0x579FB19F)], 14346)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7BEE647D), ('P4rIngress.values_v10111.hi', 0x5F73AB2E)], 14346)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x70ED09E7), ('P4rIngress.values_v11000.hi', 0x531DD1A4)], 14346)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6215D00C), ('P4rIngress.values_v11001.hi', 0x70D4D8A8)], 14346)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5340DF59), ('P4rIngress.values_v11010.hi', 0x5AAF26EB)], 14346)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5EBF8807), ('P4rIngress.values_v11011.hi', 0x4C91A624)], 14346)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4575D281), ('P4rIngress.values_v11100.hi', 0x649F6B6E)], 14346)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x746C614B), ('P4rIngress.values_v11101.hi', 0x58546BFA)], 14346)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x676AFB60), ('P4rIngress.values_v11110.hi', 0x6114D1FE)], 14346)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4B58BFD5), ('P4rIngress.values_v11111.hi', 0x754BCBAB)], 14346)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD10),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006C6),
                gc.DataTuple('slot_count', 0x00001246),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0BA70D10),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x53A7BFD3),
                gc.KeyTuple('src_port', 0x965C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCD10),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0019),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\xA7\xBF\xD3\x00\x00\x00\x00\x96\x5C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCD\x10\x00\x16\x0B\xA7\x0D\x10\x11\x44\x05\xA5\xDC\x46\x2D\x88\x00\x40\x00\x00\x5F\xB1\x94\x7D\x4E\xB7\x76\xD1\x43\x6F\x0C\x6B\x7A\x13\x56\x51\x5D\x88\xE6\x49\x70\x05\x86\xD2\x7D\x3B\xD5\xEB\x7E\xC3\xB4\x39\x72\x77\xFD\x52\x77\xE5\x25\x42\x6C\xAE\x3E\x42\x6B\xC2\x86\x37\x73\x9D\x69\x9D\x59\x77\x49\x76\x59\x66\xB0\xCE\x55\x77\x5D\x7B\x7D\x99\x8D\xE9\x5B\xAA\x4A\xF9\x5C\xDB\xC6\x90\x7F\xAB\x55\x62\x5E\x48\x1C\xAF\x72\x26\x53\x03\x74\x9E\xA8\x58\x7C\xB0\x19\xD6\x67\x68\xB5\xBC\x78\xBD\x97\x8B\x54\xB6\xD7\xAB\x53\x9A\xAC\xDC\x5F\x95\x61\x7A\x57\x57\xB8\xFE\x4A\xA3\xC3\xDE\x79\x93\x9E\x38\x56\xBF\xEA\xF6\x57\x52\x8A\x7A\x52\x1F\x3E\x28\x6D\xA5\xE7\xB9\x6F\x94\x37\x06\x6E\xB4\x9F\x77\x57\x4B\x4E\x24\x42\x51\x08\x7F\x71\x88\xDC\xAC\x58\xD1\x1C\x90\x50\xA0\xEC\x53\x63\x88\x9B\x75\x6E\xDF\xBD\x2A\x57\x55\xB8\x8D\x5B\x9A\x9F\x29\x58\xE8\xC3\x70\x57\x76\xE4\x75\x49\x82\x9D\x2E\x62\xAD\x57\x53\x7D\xEA\xF9\x65\x73\xA4\xDD\x9D\x7C\x2E\xED\x8E\x7A\xDD\x99\x04\x64\xEA\x90\xD2\x61\xF7\x75\xFB\x4C\x9A\x49\x94\x6F\x7C\x83\x4E\x7E\xFC\xF0\x9A\x53\xAE\xC1\x23\x42\x2A\xEB\x90\x6D\x75\x4F\xE3\x46\x1B\x72\x96\x2A\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x53\xA7\xBF\xD3\xBE\xEF\x96\x5C\x01\x20\x00\x00\x50\x34\x02\x82\xCD\x10\x00\x16\x0B\xA7\x0D\x10\x11\x44\x01\xA5\xDC\x46\x2D\x88\x00\x40\x00\x0A\x7F\xFF\xFF\xFF\x4E\xB7\x76\xD1\x7F\xFF\xFF\xFF\x7A\x13\x56\x51\x7F\xFF\xFF\xFF\x70\x05\x86\xD2\x7F\xFF\xFF\xFF\x7E\xC3\xB4\x39\x7F\xFF\xFF\xFF\x77\xE5\x25\x42\x7F\xFF\xFF\xFF\x6B\xC2\x86\x37\x7F\xFF\xFF\xFF\x59\x77\x49\x76\x7F\xFF\xFF\xFF\x55\x77\x5D\x7B\x7F\xFF\xFF\xFF\x5B\xAA\x4A\xF9\x7F\xFF\xFF\xFF\x7F\xAB\x55\x62\x7F\xFF\xFF\xFF\x72\x26\x53\x03\x7F\xFF\xFF\xFF\x7C\xB0\x19\xD6\x7F\xFF\xFF\xFF\x78\xBD\x97\x8B\x7F\xFF\xFF\xFF\x53\x9A\xAC\xDC\x7F\xFF\xFF\xFF\x57\x57\xB8\xFE\x7F\xFF\xFF\xFF\x79\x93\x9E\x38\x7F\xFF\xFF\xFF\x57\x52\x8A\x7A\x7F\xFF\xFF\xFF\x6D\xA5\xE7\xB9\x7F\xFF\xFF\xFF\x6E\xB4\x9F\x77\x7F\xFF\xFF\xFF\x42\x51\x08\x7F\x7F\xFF\xFF\xFF\x58\xD1\x1C\x90\x7F\xFF\xFF\xFF\x63\x88\x9B\x75\x7F\xFF\xFF\xFF\x57\x55\xB8\x8D\x7F\xFF\xFF\xFF\x58\xE8\xC3\x70\x7F\xFF\xFF\xFF\x49\x82\x9D\x2E\x7F\xFF\xFF\xFF\x7D\xEA\xF9\x65\x7F\xFF\xFF\xFF\x7C\x2E\xED\x8E\x7F\xFF\xFF\xFF\x64\xEA\x90\xD2\x7F\xFF\xFF\xFF\x4C\x9A\x49\x94\x7F\xFF\xFF\xFF\x7E\xFC\xF0\x9A\x7F\xFF\xFF\xFF\x42\x2A\xEB\x90\x7F\xFF\xFF\xFF\x46\x1B\x72\x96\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x0A\x00\x19\x00\x00\xBC\x50\x2C\x04\xDC\x46\x2D\x88\xDC\x46\x2D\x88\x0A\xA5\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6F5A4EA4), ('P4rIngress.bitmap_seq.seq', 0x9E8D70AC)], 14231)
        self.setRegisterValue('P4rIngress.rounds', 0x9E8D70AC, 14231)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x9D)], 14231)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 14231)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x781056A3), ('P4rIngress.values_v00000.hi', 0x65233CE5)], 14231)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4D17E2AF), ('P4rIngress.values_v00001.hi', 0x75AA5DEA)], 14231)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x622CA7CF), ('P4rIngress.values_v00010.hi', 0x41DDD897)], 14231)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x63B535A8), ('P4rIngress.values_v00011.hi', 0x560448A8)], 14231)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x70F5278C), ('P4rIngress.values_v00100.hi', 0x65A294FA)], 14231)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6ED586C3), ('P4rIngress.values_v00101.hi', 0x5BD73ACE)], 14231)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6CA9AF59), ('P4rIngress.values_v00110.hi', 0x7D7EDA93)], 14231)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4935B1ED), ('P4rIngress.values_v00111.hi', 0x4A0A5C73)], 14231)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x53DE492B), ('P4rIngress.values_v01000.hi', 0x44CD68FC)], 14231)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6D889CCF), ('P4rIngress.values_v01001.hi', 0x6D652492)], 14231)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x75B3F599), ('P4rIngress.values_v01010.hi', 0x473851DC)], 14231)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4B5E5117), ('P4rIngress.values_v01011.hi', 0x632577C7)], 14231)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7F1BEA57), ('P4rIngress.values_v01100.hi', 0x5985809A)], 14231)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6D6ABF77), ('P4rIngress.values_v01101.hi', 0x48039EA1)], 14231)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x723AA168), ('P4rIngress.values_v01110.hi', 0x670D4266)], 14231)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7AEF4366), ('P4rIngress.values_v01111.hi', 0x7D5AE41B)], 14231)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7BB7B7BD), ('P4rIngress.values_v10000.hi', 0x67B9A2EE)], 14231)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x645297D0), ('P4rIngress.values_v10001.hi', 0x50999DC2)], 14231)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x68D5F02A), ('P4rIngress.values_v10010.hi', 0x74763D8A)], 14231)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5CE16854), ('P4rIngress.values_v10011.hi', 0x7AB027A9)], 14231)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4547C5CB), ('P4rIngress.values_v10100.hi', 0x5B3C64F3)], 14231)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x65F9EA7D), ('P4rIngress.values_v10101.hi', 0x4E7B4C22)], 14231)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x577253B3), ('P4rIngress.values_v10110.hi', 0x71ED6D4A)], 14231)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x64795BF3), ('P4rIngress.values_v10111.hi', 0x5F7156B9)], 14231)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4D3CBB3B), ('P4rIngress.values_v11000.hi', 0x7E47CC9F)], 14231)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7ABC6BB9), ('P4rIngress.values_v11001.hi', 0x41629BA4)], 14231)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7AD7D50D), ('P4rIngress.values_v11010.hi', 0x595B53E4)], 14231)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6B47B8D0), ('P4rIngress.values_v11011.hi', 0x7B32BC1D)], 14231)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x71479806), ('P4rIngress.values_v11100.hi', 0x4A77E3EA)], 14231)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6D19A29B), ('P4rIngress.values_v11101.hi', 0x69DB679F)], 14231)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4E468B13), ('P4rIngress.values_v11110.hi', 0x63CF6B24)], 14231)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5B8AFEDB), ('P4rIngress.values_v11111.hi', 0x72C9D3F8)], 14231)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x37A4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000775),
                gc.DataTuple('slot_count', 0x0000104A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x539FDCCA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x05357499),
                gc.KeyTuple('src_port', 0x7DC0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x37A4),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x03BF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\x35\x74\x99\x00\x00\x00\x00\x7D\xC0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\xA4\x00\x03\x53\x9F\xDC\xCA\x10\x22\x07\x0A\x9E\x8D\x70\xAC\x00\x40\x00\x00\x65\x80\x66\x6E\x55\xCC\xFD\xB5\x74\x7B\xBB\x24\x7C\x9E\x6F\x6A\x77\x88\xD0\xBF\x5A\x2F\x30\xBF\x47\xC3\x65\x2B\x6F\x0E\x70\xFA\x70\xD7\xA2\x2F\x40\xDB\x72\xB5\x59\x46\xAC\x7A\x76\xDA\xAE\xEC\x7D\x11\x2B\x29\x73\xCF\x1E\x79\x44\x9D\x8A\x1E\x6B\x69\x19\x35\x57\xF1\xE5\x56\x7B\x5D\x1D\xA8\x42\xEE\x92\x29\x57\x61\x2B\xE3\x63\x9F\x21\x2B\x51\x62\xD4\x52\x57\x78\x7A\x35\x47\xE0\x7F\xC7\x52\x24\x4E\x7D\x7D\xF4\xEE\x33\x6C\x4A\x6D\x4C\x48\xE1\x43\x8D\x52\x0C\xB5\x31\x79\x59\x15\xE3\x47\x97\xC5\x20\x43\x92\x5D\x73\x7B\x2A\x0F\x0A\x75\xCF\x24\x6A\x4E\x31\xAE\xB0\x7B\xFB\x59\x5B\x72\x69\x1D\xE0\x64\xC0\xC9\xF3\x7E\x6F\x70\xB6\x4B\x19\x55\xA9\x4B\x30\x55\xF4\x41\xB6\x9D\x98\x44\xB9\x07\x82\x69\xE3\xC6\xFB\x55\x58\xB2\x91\x74\xD9\xC7\x14\x66\x51\x1F\xC1\x77\x6D\x42\xEB\x5D\x9D\xE0\xAD\x42\x18\xFA\xD3\x69\xD1\x22\xB3\x77\x2D\x3A\x4E\x47\x11\x79\x45\x66\xA1\x03\xD7\x79\x76\xAA\x54\x58\xE2\xAC\xF0\x72\xC2\x3A\x34\x4B\x24\x39\xFB\x6E\x6F\x37\x99\x4B\x72\x2A\x2C\x40\xEB\x5F\x0A\x48\x11\x1A\xF3\x73\x8C\x86\x59\x60\xA8\xDB\xC0\x9F\xCE\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x05\x35\x74\x99\xBE\xEF\x7D\xC0\x01\x20\x00\x00\x50\x34\x02\x82\x37\xA4\x00\x03\x53\x9F\xDC\xCA\x10\x22\x01\x0A\x9E\x8D\x70\xAC\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x55\xCC\xFD\xB5\x7F\xFF\xFF\xFF\x7C\x9E\x6F\x6A\x7F\xFF\xFF\xFF\x5A\x2F\x30\xBF\x7F\xFF\xFF\xFF\x6F\x0E\x70\xFA\x7F\xFF\xFF\xFF\x40\xDB\x72\xB5\x7F\xFF\xFF\xFF\x76\xDA\xAE\xEC\x7F\xFF\xFF\xFF\x73\xCF\x1E\x79\x7F\xFF\xFF\xFF\x6B\x69\x19\x35\x7F\xFF\xFF\xFF\x7B\x5D\x1D\xA8\x7F\xFF\xFF\xFF\x57\x61\x2B\xE3\x7F\xFF\xFF\xFF\x51\x62\xD4\x52\x7F\xFF\xFF\xFF\x47\xE0\x7F\xC7\x7F\xFF\xFF\xFF\x7D\xF4\xEE\x33\x7F\xFF\xFF\xFF\x48\xE1\x43\x8D\x7F\xFF\xFF\xFF\x79\x59\x15\xE3\x7F\xFF\xFF\xFF\x43\x92\x5D\x73\x7F\xFF\xFF\xFF\x75\xCF\x24\x6A\x7F\xFF\xFF\xFF\x7B\xFB\x59\x5B\x7F\xFF\xFF\xFF\x64\xC0\xC9\xF3\x7F\xFF\xFF\xFF\x4B\x19\x55\xA9\x7F\xFF\xFF\xFF\x41\xB6\x9D\x98\x7F\xFF\xFF\xFF\x69\xE3\xC6\xFB\x7F\xFF\xFF\xFF\x74\xD9\xC7\x14\x7F\xFF\xFF\xFF\x77\x6D\x42\xEB\x7F\xFF\xFF\xFF\x42\x18\xFA\xD3\x7F\xFF\xFF\xFF\x77\x2D\x3A\x4E\x7F\xFF\xFF\xFF\x66\xA1\x03\xD7\x7F\xFF\xFF\xFF\x58\xE2\xAC\xF0\x7F\xFF\xFF\xFF\x4B\x24\x39\xFB\x7F\xFF\xFF\xFF\x4B\x72\x2A\x2C\x7F\xFF\xFF\xFF\x48\x11\x1A\xF3\x7F\xFF\xFF\xFF\x60\xA8\xDB\xC0\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x37\x97\x03\xBF\x00\x00\x6F\x5A\x4E\xAC\x9E\x8D\x70\xAC\x9E\x8D\x70\xAC\x20\x9D\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9F\xCE\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2F10D298), ('P4rIngress.bitmap_seq.seq', 0xA632128C)], 11763)
        self.setRegisterValue('P4rIngress.rounds', 0xA632128C, 11763)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0xDB)], 11763)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11763)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7C0C21C2), ('P4rIngress.values_v00000.hi', 0x6AB073DD)], 11763)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7292686E), ('P4rIngress.values_v00001.hi', 0x57007246)], 11763)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5536C53F), ('P4rIngress.values_v00010.hi', 0x6C5883A6)], 11763)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4219F4CE), ('P4rIngress.values_v00011.hi', 0x60273BA3)], 11763)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6759969D), ('P4rIngress.values_v00100.hi', 0x64E10DA5)], 11763)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x46DB1CF4), ('P4rIngress.values_v00101.hi', 0x7E97762C)], 11763)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6C087791), ('P4rIngress.values_v00110.hi', 0x68A1968C)], 11763)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4E5487F9), ('P4rIngress.values_v00111.hi', 0x50E6A470)], 11763)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4248BA51), ('P4rIngress.values_v01000.hi', 0x5A37E00A)], 11763)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x79744DAC), ('P4rIngress.values_v01001.hi', 0x52DD8EE8)], 11763)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x51A8D54B), ('P4rIngress.values_v01010.hi', 0x6E6EB9B2)], 11763)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4DA6A77D), ('P4rIngress.values_v01011.hi', 0x4E20423F)], 11763)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x63C7D3F7), ('P4rIngress.values_v01100.hi', 0x7D1FAB59)], 11763)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6EF18BD2), ('P4rIngress.values_v01101.hi', 0x532EB5C9)], 11763)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7C3A64A8), ('P4rIngress.values_v01110.hi', 0x4C14A5DC)], 11763)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x63E76CFB), ('P4rIngress.values_v01111.hi', 0x5AE108CF)], 11763)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4ECF8CB9), ('P4rIngress.values_v10000.hi', 0x5B6E5717)], 11763)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x72FD8B98), ('P4rIngress.values_v10001.hi', 0x7971AF4B)], 11763)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6182C676), ('P4rIngress.values_v10010.hi', 0x54BDB961)], 11763)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5C29BA71), ('P4rIngress.values_v10011.hi', 0x46563EC7)], 11763)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7BE6EAD3), ('P4rIngress.values_v10100.hi', 0x42608BDD)], 11763)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4B5D7CCF), ('P4rIngress.values_v10101.hi', 0x5853CDCF)], 11763)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x65393CC3), ('P4rIngress.values_v10110.hi', 0x5BDE9A9B)], 11763)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x79B530DF), ('P4rIngress.values_v10111.hi', 0x6CCB2749)], 11763)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x421E5496), ('P4rIngress.values_v11000.hi', 0x53940B30)], 11763)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x53F43693), ('P4rIngress.values_v11001.hi', 0x5D26B891)], 11763)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x75F9BF94), ('P4rIngress.values_v11010.hi', 0x6CA797AD)], 11763)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5E6A8B7B), ('P4rIngress.values_v11011.hi', 0x4B79B47B)], 11763)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x53F1D0B0), ('P4rIngress.values_v11100.hi', 0x6068CBD9)], 11763)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6F272AFF), ('P4rIngress.values_v11101.hi', 0x5F768935)], 11763)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7C28D4EC), ('P4rIngress.values_v11110.hi', 0x6653E7BA)], 11763)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x49BF3F6F), ('P4rIngress.values_v11111.hi', 0x47963764)], 11763)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCA37),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000655),
                gc.DataTuple('slot_count', 0x00000DB7),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x711408EC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x8DD751E8),
                gc.KeyTuple('src_port', 0xA3EE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCA37),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x00B0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\xD7\x51\xE8\x00\x00\x00\x00\xA3\xEE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCA\x37\x00\x00\x71\x14\x08\xEC\x07\x9E\x01\xEC\xA6\x32\x12\x8C\x00\x40\x00\x00\x6C\x07\x04\xBB\x55\x46\x6C\x2D\x71\xDF\xCD\xF7\x52\x58\x16\x86\x42\x8C\xE9\x3E\x4D\x46\x31\xCA\x6F\xB5\x65\xCD\x5E\x6B\x20\x75\x75\x6F\xD6\x82\x64\x92\x74\x05\x47\xCE\x14\xAF\x47\xD0\xED\xD1\x69\xD8\xD5\x37\x58\x87\xF4\xDB\x6C\xD4\xB6\x25\x50\x55\xAD\xCF\x4C\xCD\xBA\x3B\x47\x4E\x51\x88\x73\xCF\x59\x49\x6F\xF8\x60\x28\x65\x6A\x9B\xC1\x75\x41\xBA\xCD\x44\x34\xEE\x96\x6C\xB7\x7E\x18\x66\x53\x9A\x69\x6C\x92\x9B\x3C\x66\x97\xF4\xE8\x6D\xEC\xC4\x23\x50\x42\xF6\x26\x4C\x79\xDC\xC7\x66\x0F\x15\xC1\x79\x39\xEC\x6C\x66\x25\x4E\x0F\x59\x2C\x5B\x8F\x73\x7E\x54\xA7\x61\x32\xEE\x6F\x77\xAE\x60\x36\x45\xF6\xC0\xE3\x6D\xA9\xAD\x67\x55\x47\x4E\x91\x4B\x6A\x4B\x43\x4F\xFB\xFE\xB4\x44\x4C\xD3\x4A\x70\x7F\xC8\x60\x67\x59\x4E\xC0\x53\xCF\x12\x93\x7E\x45\x0E\xC9\x6D\x96\x1B\x8F\x52\xED\x1C\x55\x70\xD7\x9A\xFE\x7B\xE7\x10\xBF\x5D\x61\xA5\x5E\x75\xF2\x6F\xEE\x6D\xAA\x55\x14\x60\x52\xE2\x76\x72\xA5\x95\xF3\x62\x0E\xC0\xF2\x6D\x3A\xF6\xCF\x55\x2D\x29\xFA\x77\x4D\xE6\x55\x66\x39\xD8\x57\x5F\x5A\x8C\x27\x76\x31\x6C\xAE\x78\x76\xCF\x1D\xE9\xB2\x7D\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\xD7\x51\xE8\xBE\xEF\xA3\xEE\x01\x20\x00\x00\x50\x34\x02\x82\xCA\x37\x00\x00\x71\x14\x08\xEC\x07\x9E\x01\xEC\xA6\x32\x12\x8C\x00\x40\x00\x06\x7F\xFF\xFF\xFF\x55\x46\x6C\x2D\x7F\xFF\xFF\xFF\x52\x58\x16\x86\x7F\xFF\xFF\xFF\x4D\x46\x31\xCA\x7F\xFF\xFF\xFF\x5E\x6B\x20\x75\x7F\xFF\xFF\xFF\x64\x92\x74\x05\x7F\xFF\xFF\xFF\x47\xD0\xED\xD1\x7F\xFF\xFF\xFF\x58\x87\xF4\xDB\x7F\xFF\xFF\xFF\x50\x55\xAD\xCF\x7F\xFF\xFF\xFF\x47\x4E\x51\x88\x7F\xFF\xFF\xFF\x6F\xF8\x60\x28\x7F\xFF\xFF\xFF\x75\x41\xBA\xCD\x7F\xFF\xFF\xFF\x6C\xB7\x7E\x18\x7F\xFF\xFF\xFF\x6C\x92\x9B\x3C\x7F\xFF\xFF\xFF\x6D\xEC\xC4\x23\x7F\xFF\xFF\xFF\x4C\x79\xDC\xC7\x7F\xFF\xFF\xFF\x79\x39\xEC\x6C\x7F\xFF\xFF\xFF\x59\x2C\x5B\x8F\x7F\xFF\xFF\xFF\x61\x32\xEE\x6F\x7F\xFF\xFF\xFF\x45\xF6\xC0\xE3\x7F\xFF\xFF\xFF\x55\x47\x4E\x91\x7F\xFF\xFF\xFF\x4F\xFB\xFE\xB4\x7F\xFF\xFF\xFF\x70\x7F\xC8\x60\x7F\xFF\xFF\xFF\x53\xCF\x12\x93\x7F\xFF\xFF\xFF\x6D\x96\x1B\x8F\x7F\xFF\xFF\xFF\x70\xD7\x9A\xFE\x7F\xFF\xFF\xFF\x5D\x61\xA5\x5E\x7F\xFF\xFF\xFF\x6D\xAA\x55\x14\x7F\xFF\xFF\xFF\x72\xA5\x95\xF3\x7F\xFF\xFF\xFF\x6D\x3A\xF6\xCF\x7F\xFF\xFF\xFF\x77\x4D\xE6\x55\x7F\xFF\xFF\xFF\x5F\x5A\x8C\x27\x7F\xFF\xFF\xFF\x78\x76\xCF\x1D\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\xF3\x00\xB0\x00\x00\x2F\x10\xD2\x99\xA6\x32\x12\x8C\xA6\x32\x12\x8C\x06\xEC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xB2\x7D\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE5423F08), ('P4rIngress.bitmap_seq.seq', 0x930FC5C9)], 4436)
        self.setRegisterValue('P4rIngress.rounds', 0x930FC5C9, 4436)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x2B)], 4436)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4436)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x72DEEADD), ('P4rIngress.values_v00000.hi', 0x77362B62)], 4436)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x47BDD2F2), ('P4rIngress.values_v00001.hi', 0x7260C132)], 4436)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7DF91BA5), ('P4rIngress.values_v00010.hi', 0x56FC358E)], 4436)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6C942A0E), ('P4rIngress.values_v00011.hi', 0x5232F1AC)], 4436)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6C62390E), ('P4rIngress.values_v00100.hi', 0x52D7081D)], 4436)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4BEA8C35), ('P4rIngress.values_v00101.hi', 0x56909E5B)], 4436)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6A6C5BB2), ('P4rIngress.values_v00110.hi', 0x5081388D)], 4436)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5909161A), ('P4rIngress.values_v00111.hi', 0x57694511)], 4436)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x42BBD26D), ('P4rIngress.values_v01000.hi', 0x6BFEC56F)], 4436)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4129DB76), ('P4rIngress.values_v01001.hi', 0x50630639)], 4436)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7EDF3869), ('P4rIngress.values_v01010.hi', 0x674BEA3B)], 4436)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x551344B6), ('P4rIngress.values_v01011.hi', 0x695F3653)], 4436)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x73914329), ('P4rIngress.values_v01100.hi', 0x76EA9B90)], 4436)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4D6E74C2), ('P4rIngress.values_v01101.hi', 0x6A6D8FE3)], 4436)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x718F3AC5), ('P4rIngress.values_v01110.hi', 0x7B6D95E8)], 4436)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x46CB6775), ('P4rIngress.values_v01111.hi', 0x71CA2DF2)], 4436)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x714B77DC), ('P4rIngress.values_v10000.hi', 0x6F256543)], 4436)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x678CDAF9), ('P4rIngress.values_v10001.hi', 0x596C6DC6)], 4436)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x455BBA7C), ('P4rIngress.values_v10010.hi', 0x77B6B9DC)], 4436)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x72F7AE32), ('P4rIngress.values_v10011.hi', 0x67DA3E4F)], 4436)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x40FB5E75), ('P4rIngress.values_v10100.hi', 0x79A730B1)], 4436)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x779EAE17), ('P4rIngress.values_v10101.hi', 0x48E85CF2)], 4436)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x62208B45), ('P4rIngress.values_v10110.hi', 0x6454EEE8)], 4436)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x79AAAEAD), ('P4rIngress.values_v10111.hi', 0x4559C0A3)], 4436)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4AEA07DC), ('P4rIngress.values_v11000.hi', 0x7AC60358)], 4436)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x46EA09CD), ('P4rIngress.values_v11001.hi', 0x6EA286EA)], 4436)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5E9CD4B1), ('P4rIngress.values_v11010.hi', 0x480A97F9)], 4436)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x66856ED1), ('P4rIngress.values_v11011.hi', 0x4C2734AF)], 4436)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5283E2AF), ('P4rIngress.values_v11100.hi', 0x4DA3D667)], 4436)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x472F213A), ('P4rIngress.values_v11101.hi', 0x559762E3)], 4436)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x695E9C3A), ('P4rIngress.values_v11110.hi', 0x6A95B474)], 4436)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x502F898B), ('P4rIngress.values_v11111.hi', 0x42EC336B)], 4436)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x22F1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001063),
                gc.DataTuple('slot_count', 0x00000B77),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x46C3CCBF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xB225B378),
                gc.KeyTuple('src_port', 0x21FF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x22F1),
                gc.DataTuple('rank', 0x001B),
                gc.DataTuple('worker_index', 0x0218),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\x25\xB3\x78\x00\x00\x00\x00\x21\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x22\xF1\x00\x1B\x46\xC3\xCC\xBF\x00\xF1\x06\xC5\x93\x0F\xC5\xC9\x00\x40\x00\x00\x68\xC4\xBC\x15\x65\x57\x38\xFA\x6A\xED\x66\xC1\x54\x76\xE9\x22\x73\x88\x53\xF3\x44\x54\xB1\xEB\x58\xD6\x2A\x95\x5A\xB3\xF8\x19\x5D\xCF\x5F\x65\x46\x65\x5A\xFB\x5B\x13\xCB\x97\x67\x48\xC2\xD6\x67\x5E\x6B\xCE\x76\xD4\x9D\xB2\x4E\xDC\x40\x1B\x54\xCE\xF1\x1D\x42\xFD\xAD\x66\x69\xCA\xA8\xA2\x49\xA1\x9B\x12\x6B\xFD\xF8\xB4\x70\xE7\x94\x5F\x72\x1A\xFA\xF3\x6D\xAA\x34\x9A\x66\xDA\x40\xB2\x73\x04\x3A\xBF\x7B\xF7\xFF\x77\x47\xC5\xC0\xFA\x7B\x41\xE1\x45\x70\x77\x94\xF1\x66\x4D\xBB\xD3\x7E\x84\xD6\x22\x5D\xEB\xEF\x63\x61\x7B\x71\x9C\x69\x5A\x64\xDB\x4F\x34\x7C\xFD\x78\x62\x55\xE2\x7A\x9C\x98\x2F\x4B\x1F\xAB\x6A\x6F\xCB\x4C\xF3\x46\x4E\xE6\x30\x6C\xE3\xDF\x63\x59\xB2\x42\x23\x78\xAF\x4A\xB3\x70\x0E\xCC\xFF\x7C\xE0\x06\xD4\x43\x90\x58\xE1\x59\xD3\x84\x77\x51\x07\x09\x24\x77\x2E\xDF\xCC\x62\xA4\xE4\xBD\x78\x08\x32\xE3\x55\x21\xEA\x7A\x72\xF6\xD9\xB7\x42\x45\x87\x12\x7D\xB8\x2F\x8F\x5D\x4A\x0A\xBF\x74\x45\xFC\x42\x56\xB9\x93\x31\x72\x5D\x5D\x5A\x6C\xB2\x25\x4F\x58\xED\x15\xAB\x48\xC7\x36\x0E\x4E\x39\x73\x39\x73\x04\xA0\x3A\xEE\x91\x29\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB2\x25\xB3\x78\xBE\xEF\x21\xFF\x01\x20\x00\x00\x50\x34\x02\x82\x22\xF1\x00\x1B\x46\xC3\xCC\xBF\x00\xF1\x00\xC5\x93\x0F\xC5\xC9\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x65\x57\x38\xFA\x7F\xFF\xFF\xFF\x54\x76\xE9\x22\x7F\xFF\xFF\xFF\x44\x54\xB1\xEB\x7F\xFF\xFF\xFF\x5A\xB3\xF8\x19\x7F\xFF\xFF\xFF\x46\x65\x5A\xFB\x7F\xFF\xFF\xFF\x67\x48\xC2\xD6\x7F\xFF\xFF\xFF\x76\xD4\x9D\xB2\x7F\xFF\xFF\xFF\x54\xCE\xF1\x1D\x7F\xFF\xFF\xFF\x69\xCA\xA8\xA2\x7F\xFF\xFF\xFF\x6B\xFD\xF8\xB4\x7F\xFF\xFF\xFF\x72\x1A\xFA\xF3\x7F\xFF\xFF\xFF\x66\xDA\x40\xB2\x7F\xFF\xFF\xFF\x7B\xF7\xFF\x77\x7F\xFF\xFF\xFF\x7B\x41\xE1\x45\x7F\xFF\xFF\xFF\x66\x4D\xBB\xD3\x7F\xFF\xFF\xFF\x5D\xEB\xEF\x63\x7F\xFF\xFF\xFF\x69\x5A\x64\xDB\x7F\xFF\xFF\xFF\x78\x62\x55\xE2\x7F\xFF\xFF\xFF\x4B\x1F\xAB\x6A\x7F\xFF\xFF\xFF\x46\x4E\xE6\x30\x7F\xFF\xFF\xFF\x59\xB2\x42\x23\x7F\xFF\xFF\xFF\x70\x0E\xCC\xFF\x7F\xFF\xFF\xFF\x43\x90\x58\xE1\x7F\xFF\xFF\xFF\x51\x07\x09\x24\x7F\xFF\xFF\xFF\x62\xA4\xE4\xBD\x7F\xFF\xFF\xFF\x55\x21\xEA\x7A\x7F\xFF\xFF\xFF\x42\x45\x87\x12\x7F\xFF\xFF\xFF\x5D\x4A\x0A\xBF\x7F\xFF\xFF\xFF\x56\xB9\x93\x31\x7F\xFF\xFF\xFF\x6C\xB2\x25\x4F\x7F\xFF\xFF\xFF\x48\xC7\x36\x0E\x7F\xFF\xFF\xFF\x73\x04\xA0\x3A\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x11\x54\x02\x18\x00\x00\xED\x42\x3F\x08\x93\x0F\xC5\xC9\x93\x0F\xC5\xC9\x1F\xC5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x91\x29\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8064E651), ('P4rIngress.bitmap_seq.seq', 0x97BE3858)], 2449)
        self.setRegisterValue('P4rIngress.rounds', 0x97BE3858, 2449)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0xD6)], 2449)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 2449)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x64CD98EF), ('P4rIngress.values_v00000.hi', 0x75B49DEF)], 2449)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x53482823), ('P4rIngress.values_v00001.hi', 0x464EBBD5)], 2449)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x518BBB9B), ('P4rIngress.values_v00010.hi', 0x6EF06C8D)], 2449)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x70055254), ('P4rIngress.values_v00011.hi', 0x463B0A0F)], 2449)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6885BF86), ('P4rIngress.values_v00100.hi', 0x56A3D903)], 2449)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4FB32773), ('P4rIngress.values_v00101.hi', 0x7F5D6307)], 2449)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x41394ABB), ('P4rIngress.values_v00110.hi', 0x54EEEB3B)], 2449)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6635454B), ('P4rIngress.values_v00111.hi', 0x6D1AF7BD)], 2449)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5AD547F4), ('P4rIngress.values_v01000.hi', 0x475E6BAB)], 2449)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7F9DDD44), ('P4rIngress.values_v01001.hi', 0x6A0173C1)], 2449)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x48F318CB), ('P4rIngress.values_v01010.hi', 0x6EBF15B9)], 2449)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x56A5BC8B), ('P4rIngress.values_v01011.hi', 0x7F9D3697)], 2449)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6082BA44), ('P4rIngress.values_v01100.hi', 0x470D1B59)], 2449)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7DF06427), ('P4rIngress.values_v01101.hi', 0x4AB22E49)], 2449)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x56486EEE), ('P4rIngress.values_v01110.hi', 0x6EEFABD3)], 2449)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48E56BEA), ('P4rIngress.values_v01111.hi', 0x7CCD95E5)], 2449)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x655714A4), ('P4rIngress.values_v10000.hi', 0x776DAF49)], 2449)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4EF2F715), ('P4rIngress.values_v10001.hi', 0x6EDB4B70)], 2449)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5A9C874A), ('P4rIngress.values_v10010.hi', 0x7B0E3ACF)], 2449)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x615B3647), ('P4rIngress.values_v10011.hi', 0x7B268333)], 2449)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x48F8BB15), ('P4rIngress.values_v10100.hi', 0x5203E98A)], 2449)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B9363A0), ('P4rIngress.values_v10101.hi', 0x4FDA584C)], 2449)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x58CAD3E5), ('P4rIngress.values_v10110.hi', 0x6EF5E517)], 2449)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x53348ADC), ('P4rIngress.values_v10111.hi', 0x40830AA9)], 2449)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x496E9620), ('P4rIngress.values_v11000.hi', 0x69EA97B9)], 2449)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5B7E4FA5), ('P4rIngress.values_v11001.hi', 0x6DEAA1A1)], 2449)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D1CEF5E), ('P4rIngress.values_v11010.hi', 0x7EA63DD1)], 2449)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5DB59A76), ('P4rIngress.values_v11011.hi', 0x59F69E66)], 2449)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x74CDCEF5), ('P4rIngress.values_v11100.hi', 0x783DC976)], 2449)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7AE329B1), ('P4rIngress.values_v11101.hi', 0x6725E76D)], 2449)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6278D996), ('P4rIngress.values_v11110.hi', 0x5BB67E4B)], 2449)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7D6B328B), ('P4rIngress.values_v11111.hi', 0x41C0F146)], 2449)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0435),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BF),
                gc.DataTuple('slot_count', 0x000012B1),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x30AA046F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x7AC8D93B),
                gc.KeyTuple('src_port', 0x3EFF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0435),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x0021),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xC8\xD9\x3B\x00\x00\x00\x00\x3E\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x04\x35\x00\x19\x30\xAA\x04\x6F\x02\xD2\x00\xB3\x97\xBE\x38\x58\x00\x40\x00\x00\x63\xD5\x3B\x45\x51\x77\xDA\x6B\x4A\xA0\x21\x74\x73\x4C\x09\x63\x69\x4F\x84\x36\x42\xDB\x18\x76\x44\x99\x9B\xCC\x77\xCA\xA9\xE9\x5F\xA1\xCE\xAF\x70\x77\xFF\x67\x46\x19\xFC\xD8\x47\x45\xE7\xDB\x5F\x5B\x4A\x5B\x42\x99\x7A\xD3\x66\x7C\x9D\xEB\x69\xE7\xA3\x81\x4B\x44\xDE\x6F\x67\xCD\xA1\x6B\x77\x79\xC9\x6F\x6A\xF8\x73\xA9\x62\x12\x50\x79\x7B\x16\xB4\xF5\x5C\xF6\x62\x68\x70\x99\x58\x75\x4D\x16\x8B\xF2\x5E\xCA\xDE\x59\x74\xBD\x95\x53\x52\x29\x50\x42\x4C\x55\x6D\x39\x5C\x57\x8A\x7A\x7D\xE5\x85\xA2\x64\x3A\x36\x30\x55\x66\x3C\x64\x6B\x4F\xC4\x9F\x6C\xE2\xFC\x72\x5C\xD1\x59\x85\x68\x64\xCE\xC6\x68\x16\xDA\xE3\x4E\xC7\x3B\x1B\x57\x0D\xE0\x77\x7A\xB9\x7A\xB3\x5D\xBC\x08\x7D\x58\xB8\x33\x50\x63\xDD\x5B\xF1\x56\x59\xB3\x4F\x66\xDD\xBE\xB1\x60\xE0\xA9\x53\x7F\xDE\xC8\xB7\x4C\xB9\x98\x76\x50\xA8\xDF\x1B\x58\x25\xD0\x4D\x4C\xD0\xD6\x37\x7C\x94\x82\x8D\x7B\x0F\xA9\x4D\x75\xF9\xA9\x9D\x7E\x32\xD5\x63\x79\x39\xA2\x28\x59\xA1\x8D\xEC\x74\x63\x6A\xCD\x54\xB5\xC3\x01\x72\x83\x9D\x85\x79\xDD\x55\x5D\x7B\x4A\xF2\x4A\x5C\xD8\xF1\x40\xE2\x7A\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\xC8\xD9\x3B\xBE\xEF\x3E\xFF\x01\x20\x00\x00\x50\x34\x02\x82\x04\x35\x00\x19\x30\xAA\x04\x6F\x02\xD2\x00\xB3\x97\xBE\x38\x58\x00\x40\x00\x15\x7F\xFF\xFF\xFF\x51\x77\xDA\x6B\x7F\xFF\xFF\xFF\x73\x4C\x09\x63\x7F\xFF\xFF\xFF\x42\xDB\x18\x76\x7F\xFF\xFF\xFF\x77\xCA\xA9\xE9\x7F\xFF\xFF\xFF\x70\x77\xFF\x67\x7F\xFF\xFF\xFF\x47\x45\xE7\xDB\x7F\xFF\xFF\xFF\x42\x99\x7A\xD3\x7F\xFF\xFF\xFF\x69\xE7\xA3\x81\x7F\xFF\xFF\xFF\x67\xCD\xA1\x6B\x7F\xFF\xFF\xFF\x6A\xF8\x73\xA9\x7F\xFF\xFF\xFF\x7B\x16\xB4\xF5\x7F\xFF\xFF\xFF\x70\x99\x58\x75\x7F\xFF\xFF\xFF\x5E\xCA\xDE\x59\x7F\xFF\xFF\xFF\x52\x29\x50\x42\x7F\xFF\xFF\xFF\x5C\x57\x8A\x7A\x7F\xFF\xFF\xFF\x64\x3A\x36\x30\x7F\xFF\xFF\xFF\x6B\x4F\xC4\x9F\x7F\xFF\xFF\xFF\x5C\xD1\x59\x85\x7F\xFF\xFF\xFF\x68\x16\xDA\xE3\x7F\xFF\xFF\xFF\x57\x0D\xE0\x77\x7F\xFF\xFF\xFF\x5D\xBC\x08\x7D\x7F\xFF\xFF\xFF\x63\xDD\x5B\xF1\x7F\xFF\xFF\xFF\x66\xDD\xBE\xB1\x7F\xFF\xFF\xFF\x7F\xDE\xC8\xB7\x7F\xFF\xFF\xFF\x50\xA8\xDF\x1B\x7F\xFF\xFF\xFF\x4C\xD0\xD6\x37\x7F\xFF\xFF\xFF\x7B\x0F\xA9\x4D\x7F\xFF\xFF\xFF\x7E\x32\xD5\x63\x7F\xFF\xFF\xFF\x59\xA1\x8D\xEC\x7F\xFF\xFF\xFF\x54\xB5\xC3\x01\x7F\xFF\xFF\xFF\x79\xDD\x55\x5D\x7F\xFF\xFF\xFF\x5C\xD8\xF1\x40\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x09\x91\x00\x21\x00\x00\x82\x64\xE6\x51\x97\xBE\x38\x58\x97\xBE\x38\x58\x15\xD6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x7A\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x45FFD0C4), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 7428)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 7428)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x9B)], 7428)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 7428)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x57EFEC53), ('P4rIngress.values_v00000.hi', 0x625B3BF7)], 7428)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7F3A773B), ('P4rIngress.values_v00001.hi', 0x513AF8B7)], 7428)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x70029C7C), ('P4rIngress.values_v00010.hi', 0x45E6E19C)], 7428)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7A66AEA1), ('P4rIngress.values_v00011.hi', 0x7EF59DA4)], 7428)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6A3A40F3), ('P4rIngress.values_v00100.hi', 0x63F2CD13)], 7428)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4AC46D3D), ('P4rIngress.values_v00101.hi', 0x59DAC9A2)], 7428)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x41EC90F3), ('P4rIngress.values_v00110.hi', 0x7EA8A9EC)], 7428)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7BD8917A), ('P4rIngress.values_v00111.hi', 0x4BE09B0F)], 7428)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F6BE2DA), ('P4rIngress.values_v01000.hi', 0x57C856B6)], 7428)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x486A37C9), ('P4rIngress.values_v01001.hi', 0x5FAB1CB2)], 7428)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4E168E31), ('P4rIngress.values_v01010.hi', 0x5F88A9F7)], 7428)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4D687A63), ('P4rIngress.values_v01011.hi', 0x40CD5313)], 7428)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x45EAD7FE), ('P4rIngress.values_v01100.hi', 0x771F7377)], 7428)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x661C2B2E), ('P4rIngress.values_v01101.hi', 0x473D1251)], 7428)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x54B58450), ('P4rIngress.values_v01110.hi', 0x5B161215)], 7428)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7631E159), ('P4rIngress.values_v01111.hi', 0x5955D231)], 7428)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x669AE6BA), ('P4rIngress.values_v10000.hi', 0x6DD6258D)], 7428)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x655D31AD), ('P4rIngress.values_v10001.hi', 0x4D888954)], 7428)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x73095899), ('P4rIngress.values_v10010.hi', 0x74DF9984)], 7428)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x64CF6ACF), ('P4rIngress.values_v10011.hi', 0x61D98ECC)], 7428)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x405F79A9), ('P4rIngress.values_v10100.hi', 0x7DCB2950)], 7428)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7A62886F), ('P4rIngress.values_v10101.hi', 0x722CC6EB)], 7428)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5A5CEBF3), ('P4rIngress.values_v10110.hi', 0x41697A7A)], 7428)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x58A698D5), ('P4rIngress.values_v10111.hi', 0x51BCF233)], 7428)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x77EE4592), ('P4rIngress.values_v11000.hi', 0x621C1EFD)], 7428)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x70C771A9), ('P4rIngress.values_v11001.hi', 0x6AD65A5B)], 7428)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7BCE9C35), ('P4rIngress.values_v11010.hi', 0x50E5242C)], 7428)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4700A16D), ('P4rIngress.values_v11011.hi', 0x5655A642)], 7428)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x772274BB), ('P4rIngress.values_v11100.hi', 0x759E4B42)], 7428)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x680A2C80), ('P4rIngress.values_v11101.hi', 0x419769E6)], 7428)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x59E4F089), ('P4rIngress.values_v11110.hi', 0x549836E3)], 7428)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4F3480B6), ('P4rIngress.values_v11111.hi', 0x6DBBDCC9)], 7428)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8A18),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AEE),
                gc.DataTuple('slot_count', 0x00001283),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E104C18),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x708540C0),
                gc.KeyTuple('src_port', 0xCD97),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8A18),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x00E7),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x85\x40\xC0\x00\x00\x00\x00\xCD\x97\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8A\x18\x00\x05\x2E\x10\x4C\x18\x12\x16\x00\xF5\x80\x00\x00\x00\x00\x40\x00\x00\x7C\xB4\xCF\x6D\x6B\x89\x6D\x75\x79\xB2\xF3\x47\x7A\xB2\x3A\xC8\x6C\x30\xBC\x6C\x7D\xD6\x47\x3F\x7F\x44\xA3\x3E\x7C\xBA\x83\x46\x58\x9B\xBC\x0F\x7A\xF0\x3D\x45\x6A\xAE\x6D\x73\x41\xF9\x67\x21\x75\xCE\x8B\xEB\x60\x5D\x23\x0C\x6B\xC3\xC3\x5B\x7D\x99\xC9\x02\x46\xAA\x0E\x52\x72\x30\x50\x80\x71\xC9\x16\x67\x48\xDB\x0D\x96\x42\x04\xA2\xB7\x50\x1B\x43\x75\x46\xB3\x62\xFD\x6D\xC6\x49\x7E\x6A\x9A\x56\x0E\x55\x98\x71\x4F\x5B\xCB\x3B\xAD\x41\x49\x5F\x7B\x43\x52\xA7\xAF\x51\xAA\xBD\xB8\x6F\xE7\xFE\x1C\x55\x51\xA6\xC4\x7C\xA6\xD8\xAF\x65\x19\xF7\x1A\x6F\x55\x11\x17\x45\x33\xEB\xCE\x69\x3C\xBA\xDC\x75\xBF\x20\xDF\x56\xA2\x6A\x4D\x5E\x4D\xC2\x5E\x49\xF8\x74\xAB\x79\x6A\x9A\x14\x50\xA2\xFC\xD2\x47\x53\x6E\x09\x4F\xBD\x3D\x29\x5B\xB5\x49\x2D\x4C\x54\x05\x5C\x45\xBF\xAE\xEF\x64\xC4\xED\x57\x74\x77\x81\x0E\x7A\xAD\xA5\xAB\x6A\x78\x7F\x2E\x61\xA3\xCE\xA4\x5C\x77\x0E\x43\x7E\x1F\x21\x3E\x57\xCB\x96\xC7\x65\x2A\xB6\x38\x4D\xB3\x1E\x4E\x60\xB3\x18\x9D\x6F\x91\x59\xEE\x59\xDC\xCF\xB3\x52\xEB\x76\x87\x7C\xF7\x6E\xA3\x79\x5C\x86\x43\xEA\x51\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x70\x85\x40\xC0\xBE\xEF\xCD\x97\x01\x20\x00\x00\x50\x34\x02\x82\x8A\x18\x00\x05\x2E\x10\x4C\x18\x12\x16\x00\xF5\x80\x00\x00\x00\x00\x40\x00\x18\x7F\xFF\xFF\xFF\x6B\x89\x6D\x75\x7F\xFF\xFF\xFF\x7A\xB2\x3A\xC8\x7F\xFF\xFF\xFF\x7D\xD6\x47\x3F\x7F\xFF\xFF\xFF\x7C\xBA\x83\x46\x7F\xFF\xFF\xFF\x7A\xF0\x3D\x45\x7F\xFF\xFF\xFF\x41\xF9\x67\x21\x7F\xFF\xFF\xFF\x60\x5D\x23\x0C\x7F\xFF\xFF\xFF\x7D\x99\xC9\x02\x7F\xFF\xFF\xFF\x72\x30\x50\x80\x7F\xFF\xFF\xFF\x48\xDB\x0D\x96\x7F\xFF\xFF\xFF\x50\x1B\x43\x75\x7F\xFF\xFF\xFF\x6D\xC6\x49\x7E\x7F\xFF\xFF\xFF\x55\x98\x71\x4F\x7F\xFF\xFF\xFF\x41\x49\x5F\x7B\x7F\xFF\xFF\xFF\x51\xAA\xBD\xB8\x7F\xFF\xFF\xFF\x55\x51\xA6\xC4\x7F\xFF\xFF\xFF\x65\x19\xF7\x1A\x7F\xFF\xFF\xFF\x45\x33\xEB\xCE\x7F\xFF\xFF\xFF\x75\xBF\x20\xDF\x7F\xFF\xFF\xFF\x5E\x4D\xC2\x5E\x7F\xFF\xFF\xFF\x79\x6A\x9A\x14\x7F\xFF\xFF\xFF\x47\x53\x6E\x09\x7F\xFF\xFF\xFF\x5B\xB5\x49\x2D\x7F\xFF\xFF\xFF\x45\xBF\xAE\xEF\x7F\xFF\xFF\xFF\x74\x77\x81\x0E\x7F\xFF\xFF\xFF\x6A\x78\x7F\x2E\x7F\xFF\xFF\xFF\x5C\x77\x0E\x43\x7F\xFF\xFF\xFF\x57\xCB\x96\xC7\x7F\xFF\xFF\xFF\x4D\xB3\x1E\x4E\x7F\xFF\xFF\xFF\x6F\x91\x59\xEE\x7F\xFF\xFF\xFF\x52\xEB\x76\x87\x7F\xFF\xFF\xFF\x79\x5C\x86\x43\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1D\x04\x00\xE7\x00\x00\x45\xFF\xD0\xE4\x80\x00\x00\x00\x80\x00\x00\x00\x18\xF5\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x51\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9CC212EE), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 2216)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 2216)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x54)], 2216)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2216)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7E285AE3), ('P4rIngress.values_v00000.hi', 0x63768073)], 2216)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7890AC8A), ('P4rIngress.values_v00001.hi', 0x4E94FDBA)], 2216)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D545337), ('P4rIngress.values_v00010.hi', 0x4FB4553F)], 2216)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x50300D4D), ('P4rIngress.values_v00011.hi', 0x59B36EE3)], 2216)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6DF192D7), ('P4rIngress.values_v00100.hi', 0x545D1AD6)], 2216)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x77845974), ('P4rIngress.values_v00101.hi', 0x6E27CAB4)], 2216)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7DEA181E), ('P4rIngress.values_v00110.hi', 0x45B98F6D)], 2216)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6630D6A2), ('P4rIngress.values_v00111.hi', 0x45FE2232)], 2216)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x79428490), ('P4rIngress.values_v01000.hi', 0x69595F39)], 2216)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x54C8494F), ('P4rIngress.values_v01001.hi', 0x6F6C1549)], 2216)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7F59C238), ('P4rIngress.values_v01010.hi', 0x4F2F2C16)], 2216)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x652ACFC7), ('P4rIngress.values_v01011.hi', 0x47B02BEB)], 2216)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6E6F6B89), ('P4rIngress.values_v01100.hi', 0x7573C8C7)], 2216)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x74A2EDB3), ('P4rIngress.values_v01101.hi', 0x7222C398)], 2216)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x442993DF), ('P4rIngress.values_v01110.hi', 0x58495C31)], 2216)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x410A9963), ('P4rIngress.values_v01111.hi', 0x53530B1D)], 2216)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4AED6EE8), ('P4rIngress.values_v10000.hi', 0x50593C26)], 2216)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x52300952), ('P4rIngress.values_v10001.hi', 0x718B5734)], 2216)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7D5957BD), ('P4rIngress.values_v10010.hi', 0x5551EB33)], 2216)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5AB3629B), ('P4rIngress.values_v10011.hi', 0x5AB39965)], 2216)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5E469DDE), ('P4rIngress.values_v10100.hi', 0x7BA3CCE9)], 2216)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5484C77B), ('P4rIngress.values_v10101.hi', 0x6418EDB3)], 2216)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5F226F47), ('P4rIngress.values_v10110.hi', 0x65D00C64)], 2216)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5D26D5E5), ('P4rIngress.values_v10111.hi', 0x6CB83815)], 2216)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x64E45D23), ('P4rIngress.values_v11000.hi', 0x43BA2765)], 2216)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7F576AC8), ('P4rIngress.values_v11001.hi', 0x60B45CC6)], 2216)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x73A46593), ('P4rIngress.values_v11010.hi', 0x76230553)], 2216)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B72B827), ('P4rIngress.values_v11011.hi', 0x664B68D6)], 2216)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x44BA8BAF), ('P4rIngress.values_v11100.hi', 0x4EB8EA41)], 2216)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x65D623DA), ('P4rIngress.values_v11101.hi', 0x433F1EA6)], 2216)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x49F978BD), ('P4rIngress.values_v11110.hi', 0x461BA437)], 2216)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5A513BA4), ('P4rIngress.values_v11111.hi', 0x527AEAAB)], 2216)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x62BD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000281),
                gc.DataTuple('slot_count', 0x00000A0C),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE3566003),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xBE9DA158),
                gc.KeyTuple('src_port', 0xB4AB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x62BD),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x009A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x9D\xA1\x58\x00\x00\x00\x00\xB4\xAB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x62\xBD\x00\x19\xE3\x56\x60\x03\x06\x27\x06\xCB\x80\x00\x00\x00\x00\x40\x00\x00\x4A\x0B\x4E\x37\x5A\x25\x6F\x31\x74\xA3\xAA\xA2\x56\x85\xAD\xD1\x51\x99\x21\xC4\x7A\x4C\x45\xE5\x78\xC2\xCC\x69\x4D\xB2\x6D\xA1\x50\x12\xD2\x09\x5E\x51\xD0\xEF\x60\xC6\x9F\x85\x7D\x60\xA7\x71\x60\xA7\xDD\x65\x75\xC3\xE7\xBB\x66\x9A\xDA\x3A\x6C\x09\x2A\x50\x45\x4C\xFC\x84\x44\xD6\xDA\x6B\x75\xFD\x9E\x47\x6E\xE9\x38\x9B\x75\x89\xDA\x28\x6D\x39\x46\xCD\x5D\x47\xE6\x25\x6E\x47\x1E\x65\x43\x2A\xA3\x07\x4C\x18\xC9\x62\x53\x9D\x72\x13\x53\xA6\xE0\xD1\x53\x0C\xF8\x47\x74\xDD\x4E\x56\x65\xC4\xAE\x1E\x49\x5B\xAA\x77\x59\xCB\x4E\x4D\x66\xD1\xB2\xA3\x4E\xC8\x0C\x15\x7E\x9F\x9E\xE9\x6C\x33\xF2\xDB\x5A\xCD\x5C\x6B\x66\x7D\x67\x0F\x6D\x05\xC1\x45\x73\x9F\xF5\x02\x71\x92\xD2\x82\x7A\xD4\xFE\x51\x65\x8B\x30\xCA\x74\xF5\x69\x0D\x74\xCB\x2F\x6C\x6B\x61\x4B\x6D\x64\xAB\x18\x4F\x7C\x2C\x65\xAE\x6F\x29\x2E\xE3\x57\x5C\x22\xE5\x63\x84\x4A\x96\x7A\x05\xE6\x99\x77\xF8\x77\x93\x74\x10\x99\xF5\x45\x65\x48\xEF\x7D\x27\x62\x1A\x7C\xA5\xC9\xE5\x49\x2B\x7E\x33\x5E\xAA\xD5\x26\x5E\x55\x49\x78\x7B\xC3\x3F\x33\x69\xF4\x9C\x30\x43\x6B\x66\xB1\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x9D\xA1\x58\xBE\xEF\xB4\xAB\x01\x20\x00\x00\x50\x34\x02\x82\x62\xBD\x00\x19\xE3\x56\x60\x03\x06\x27\x00\xCB\x80\x00\x00\x00\x00\x40\x00\x0A\x7F\xFF\xFF\xFF\x5A\x25\x6F\x31\x7F\xFF\xFF\xFF\x56\x85\xAD\xD1\x7F\xFF\xFF\xFF\x7A\x4C\x45\xE5\x7F\xFF\xFF\xFF\x4D\xB2\x6D\xA1\x7F\xFF\xFF\xFF\x5E\x51\xD0\xEF\x7F\xFF\xFF\xFF\x7D\x60\xA7\x71\x7F\xFF\xFF\xFF\x75\xC3\xE7\xBB\x7F\xFF\xFF\xFF\x6C\x09\x2A\x50\x7F\xFF\xFF\xFF\x44\xD6\xDA\x6B\x7F\xFF\xFF\xFF\x6E\xE9\x38\x9B\x7F\xFF\xFF\xFF\x6D\x39\x46\xCD\x7F\xFF\xFF\xFF\x6E\x47\x1E\x65\x7F\xFF\xFF\xFF\x4C\x18\xC9\x62\x7F\xFF\xFF\xFF\x53\xA6\xE0\xD1\x7F\xFF\xFF\xFF\x74\xDD\x4E\x56\x7F\xFF\xFF\xFF\x49\x5B\xAA\x77\x7F\xFF\xFF\xFF\x66\xD1\xB2\xA3\x7F\xFF\xFF\xFF\x7E\x9F\x9E\xE9\x7F\xFF\xFF\xFF\x5A\xCD\x5C\x6B\x7F\xFF\xFF\xFF\x6D\x05\xC1\x45\x7F\xFF\xFF\xFF\x71\x92\xD2\x82\x7F\xFF\xFF\xFF\x65\x8B\x30\xCA\x7F\xFF\xFF\xFF\x74\xCB\x2F\x6C\x7F\xFF\xFF\xFF\x64\xAB\x18\x4F\x7F\xFF\xFF\xFF\x6F\x29\x2E\xE3\x7F\xFF\xFF\xFF\x63\x84\x4A\x96\x7F\xFF\xFF\xFF\x77\xF8\x77\x93\x7F\xFF\xFF\xFF\x45\x65\x48\xEF\x7F\xFF\xFF\xFF\x7C\xA5\xC9\xE5\x7F\xFF\xFF\xFF\x5E\xAA\xD5\x26\x7F\xFF\xFF\xFF\x7B\xC3\x3F\x33\x7F\xFF\xFF\xFF\x43\x6B\x66\xB1\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x08\xA8\x00\x9A\x00\x00\x9E\xC2\x12\xEE\x80\x00\x00\x00\x80\x00\x00\x00\x0A\xCB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFF10E08F), ('P4rIngress.bitmap_seq.seq', 0x28000000)], 4063)
        self.setRegisterValue('P4rIngress.rounds', 0x28000000, 4063)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0xAE)], 4063)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 4063)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x79A1D355), ('P4rIngress.values_v00000.hi', 0x6F5AD418)], 4063)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DA68FAF), ('P4rIngress.values_v00001.hi', 0x5BC72495)], 4063)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x49465284), ('P4rIngress.values_v00010.hi', 0x5C65F823)], 4063)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x594B5835), ('P4rIngress.values_v00011.hi', 0x75174B36)], 4063)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6937C734), ('P4rIngress.values_v00100.hi', 0x759EC7DB)], 4063)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x657D4BDF), ('P4rIngress.values_v00101.hi', 0x736EF45F)], 4063)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6FBEF1A2), ('P4rIngress.values_v00110.hi', 0x6D6C0C7B)], 4063)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7638D9A0), ('P4rIngress.values_v00111.hi', 0x470FC5AF)], 4063)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B7B6D97), ('P4rIngress.values_v01000.hi', 0x75FE6519)], 4063)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x72DBD49C), ('P4rIngress.values_v01001.hi', 0x66ED789C)], 4063)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x47564778), ('P4rIngress.values_v01010.hi', 0x575AEFD6)], 4063)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x78D98F7F), ('P4rIngress.values_v01011.hi', 0x76ECDCBF)], 4063)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x542EEDB2), ('P4rIngress.values_v01100.hi', 0x494B90D6)], 4063)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4A9B692F), ('P4rIngress.values_v01101.hi', 0x581FE139)], 4063)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5FC6ACB5), ('P4rIngress.values_v01110.hi', 0x519630EE)], 4063)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x58657DD4), ('P4rIngress.values_v01111.hi', 0x69948F69)], 4063)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5569E515), ('P4rIngress.values_v10000.hi', 0x6FEE3F45)], 4063)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4D22F176), ('P4rIngress.values_v10001.hi', 0x677B19E1)], 4063)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6CEE65AB), ('P4rIngress.values_v10010.hi', 0x6A788D2B)], 4063)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x670E5FA7), ('P4rIngress.values_v10011.hi', 0x6C83BBAD)], 4063)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x47F8615B), ('P4rIngress.values_v10100.hi', 0x53F47D05)], 4063)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7A04385D), ('P4rIngress.values_v10101.hi', 0x5A720823)], 4063)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7DB89B54), ('P4rIngress.values_v10110.hi', 0x577D65A9)], 4063)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x65E177DF), ('P4rIngress.values_v10111.hi', 0x707FA722)], 4063)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x56E916D4), ('P4rIngress.values_v11000.hi', 0x7793ADD6)], 4063)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5AD2EB4C), ('P4rIngress.values_v11001.hi', 0x7B941499)], 4063)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x53134C82), ('P4rIngress.values_v11010.hi', 0x79FA1734)], 4063)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49496A2D), ('P4rIngress.values_v11011.hi', 0x778BAB91)], 4063)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4F1F6C8D), ('P4rIngress.values_v11100.hi', 0x5DCE55CD)], 4063)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x624C3956), ('P4rIngress.values_v11101.hi', 0x747788CA)], 4063)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x496E175A), ('P4rIngress.values_v11110.hi', 0x4D85957E)], 4063)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D21A8D9), ('P4rIngress.values_v11111.hi', 0x77D50177)], 4063)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4BA4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DBB),
                gc.DataTuple('slot_count', 0x00000A39),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x01051CD7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x08E8AD6D),
                gc.KeyTuple('src_port', 0xD300),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4BA4),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0318),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x08\xE8\xAD\x6D\x00\x00\x00\x00\xD3\x00\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4B\xA4\x00\x15\x01\x05\x1C\xD7\x02\x24\x00\x1B\x28\x00\x00\x00\x00\x40\x00\x00\x43\x01\x34\x59\x6F\x99\x8C\xF7\x7E\xC2\x83\xAC\x63\x9E\x42\xBF\x6D\x75\x6C\xF6\x49\x91\x40\x9B\x56\x7F\xCB\xF1\x5A\x94\x59\x95\x43\x19\x07\xB1\x78\x54\x92\x4A\x44\x43\x55\x94\x7D\x3F\x27\x43\x6C\xC9\x2C\x6A\x4D\x16\xF3\x5D\x61\xE0\x9B\x69\x43\xDF\xAD\xE2\x58\x5C\x6D\x6D\x7B\x75\x1F\xBB\x55\x69\xAE\xE1\x75\x6F\x70\x89\x6A\x5D\x9F\x66\x76\x72\x44\x43\x70\xE2\xC8\xB2\x63\x59\x9D\x8E\x4E\x23\xE3\x90\x68\xEA\x36\x33\x49\xB0\xC7\xA3\x58\xE5\x05\x90\x52\x54\x31\xAD\x4C\xB8\x7E\xAD\x6C\xB2\xD7\x7E\x4D\xCD\x1F\xBB\x64\x38\x1D\x36\x76\x29\x28\x95\x60\xA0\xA0\xE5\x5C\x42\x53\x6F\x7D\x46\x70\x1F\x6B\x3C\xD3\xC9\x51\xB2\x9B\x2B\x6E\xE8\x9B\x6A\x54\x3B\xCE\x8D\x47\xB7\xD5\x77\x45\xD0\xE5\xA4\x5B\x3C\x64\xA3\x6C\xA8\x51\x6B\x59\xC6\x81\x68\x57\x25\x8E\x28\x6E\xBB\xA9\xAC\x5D\xF3\xD4\x8C\x6F\x43\x88\x11\x76\x2B\xD7\x82\x48\xF5\x5E\x13\x6F\x75\x34\x6B\x65\x0E\x0F\x20\x6F\xF1\xCA\xC0\x52\xEB\xEC\x97\x7A\xF4\x4E\xAE\x65\x24\xC5\x7D\x4A\x29\x17\x45\x74\xFB\xE0\x77\x6A\xCD\x39\x6B\x72\xEB\x5E\xCB\x76\x73\x5A\xB2\x71\x1B\xEC\x6A\xE3\xF8\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x08\xE8\xAD\x6D\xBE\xEF\xD3\x00\x01\x20\x00\x00\x50\x34\x02\x82\x4B\xA4\x00\x15\x01\x05\x1C\xD7\x02\x24\x00\x1B\x28\x00\x00\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x6F\x99\x8C\xF7\x7F\xFF\xFF\xFF\x63\x9E\x42\xBF\x7F\xFF\xFF\xFF\x49\x91\x40\x9B\x7F\xFF\xFF\xFF\x5A\x94\x59\x95\x7F\xFF\xFF\xFF\x78\x54\x92\x4A\x7F\xFF\xFF\xFF\x7D\x3F\x27\x43\x7F\xFF\xFF\xFF\x4D\x16\xF3\x5D\x7F\xFF\xFF\xFF\x43\xDF\xAD\xE2\x7F\xFF\xFF\xFF\x7B\x75\x1F\xBB\x7F\xFF\xFF\xFF\x75\x6F\x70\x89\x7F\xFF\xFF\xFF\x76\x72\x44\x43\x7F\xFF\xFF\xFF\x63\x59\x9D\x8E\x7F\xFF\xFF\xFF\x68\xEA\x36\x33\x7F\xFF\xFF\xFF\x58\xE5\x05\x90\x7F\xFF\xFF\xFF\x4C\xB8\x7E\xAD\x7F\xFF\xFF\xFF\x4D\xCD\x1F\xBB\x7F\xFF\xFF\xFF\x76\x29\x28\x95\x7F\xFF\xFF\xFF\x5C\x42\x53\x6F\x7F\xFF\xFF\xFF\x6B\x3C\xD3\xC9\x7F\xFF\xFF\xFF\x6E\xE8\x9B\x6A\x7F\xFF\xFF\xFF\x47\xB7\xD5\x77\x7F\xFF\xFF\xFF\x5B\x3C\x64\xA3\x7F\xFF\xFF\xFF\x59\xC6\x81\x68\x7F\xFF\xFF\xFF\x6E\xBB\xA9\xAC\x7F\xFF\xFF\xFF\x6F\x43\x88\x11\x7F\xFF\xFF\xFF\x48\xF5\x5E\x13\x7F\xFF\xFF\xFF\x65\x0E\x0F\x20\x7F\xFF\xFF\xFF\x52\xEB\xEC\x97\x7F\xFF\xFF\xFF\x65\x24\xC5\x7D\x7F\xFF\xFF\xFF\x74\xFB\xE0\x77\x7F\xFF\xFF\xFF\x72\xEB\x5E\xCB\x7F\xFF\xFF\xFF\x71\x1B\xEC\x6A\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0F\xDF\x03\x18\x00\x00\xFF\x30\xE0\x8F\x28\x00\x00\x00\x28\x00\x00\x00\x09\xAE\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\xF8\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x66C078C5), ('P4rIngress.bitmap_seq.seq', 0x48000000)], 14090)
        self.setRegisterValue('P4rIngress.rounds', 0x48000000, 14090)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x76)], 14090)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 14090)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4E389EA1), ('P4rIngress.values_v00000.hi', 0x7E860E1F)], 14090)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7D323D7B), ('P4rIngress.values_v00001.hi', 0x63B41578)], 14090)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4E9F4AD9), ('P4rIngress.values_v00010.hi', 0x4663DA0C)], 14090)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x544068C4), ('P4rIngress.values_v00011.hi', 0x4F1AFB4C)], 14090)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x480F4E1C), ('P4rIngress.values_v00100.hi', 0x62AA3262)], 14090)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6613BED6), ('P4rIngress.values_v00101.hi', 0x7888B6ED)], 14090)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x481D1A4F), ('P4rIngress.values_v00110.hi', 0x5BE8C77B)], 14090)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x64054F3F), ('P4rIngress.values_v00111.hi', 0x6E8F2BC3)], 14090)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5D57E339), ('P4rIngress.values_v01000.hi', 0x4EB09A45)], 14090)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5624658D), ('P4rIngress.values_v01001.hi', 0x7EA35AA9)], 14090)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x569FF727), ('P4rIngress.values_v01010.hi', 0x4FCD5749)], 14090)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6D6305FD), ('P4rIngress.values_v01011.hi', 0x5BBA3381)], 14090)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5CE6F3AE), ('P4rIngress.values_v01100.hi', 0x5A5F9A69)], 14090)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x654EAA4A), ('P4rIngress.values_v01101.hi', 0x5501558E)], 14090)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x55E9058A), ('P4rIngress.values_v01110.hi', 0x6F63F91C)], 14090)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x59542485), ('P4rIngress.values_v01111.hi', 0x78443CAD)], 14090)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5F262B5F), ('P4rIngress.values_v10000.hi', 0x748CD01B)], 14090)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x56B958D8), ('P4rIngress.values_v10001.hi', 0x6D122D6F)], 14090)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x51428EFE), ('P4rIngress.values_v10010.hi', 0x4CAC99BF)], 14090)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x60B4FAA8), ('P4rIngress.values_v10011.hi', 0x616A4939)], 14090)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x554490B3), ('P4rIngress.values_v10100.hi', 0x7519D66D)], 14090)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x45E73AA9), ('P4rIngress.values_v10101.hi', 0x5EB1B1D2)], 14090)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5EFBC7EE), ('P4rIngress.values_v10110.hi', 0x53540D41)], 14090)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4930BD59), ('P4rIngress.values_v10111.hi', 0x67FFCB30)], 14090)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x54FEE94C), ('P4rIngress.values_v11000.hi', 0x78537731)], 14090)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x452C1FA4), ('P4rIngress.values_v11001.hi', 0x5D722DED)], 14090)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x454ECC27), ('P4rIngress.values_v11010.hi', 0x4E7A289D)], 14090)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x584DCAE4), ('P4rIngress.values_v11011.hi', 0x61EE9EAF)], 14090)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x69D2DBF8), ('P4rIngress.values_v11100.hi', 0x5BEC6686)], 14090)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5FE6D84D), ('P4rIngress.values_v11101.hi', 0x460A645B)], 14090)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D7B7C31), ('P4rIngress.values_v11110.hi', 0x5766C95D)], 14090)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5722BCD4), ('P4rIngress.values_v11111.hi', 0x54CCE0D3)], 14090)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD811),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D93),
                gc.DataTuple('slot_count', 0x00000D7E),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x80AE655D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x5395EB25),
                gc.KeyTuple('src_port', 0x535F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD811),
                gc.DataTuple('rank', 0x000F),
                gc.DataTuple('worker_index', 0x0071),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x53\x95\xEB\x25\x00\x00\x00\x00\x53\x5F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD8\x11\x00\x0F\x80\xAE\x65\x5D\x09\x77\x03\x59\x48\x00\x00\x00\x00\x40\x00\x00\x7D\xC9\xC6\x71\x70\xCF\x2A\x73\x47\xA3\xD1\xAE\x74\x45\xDE\x27\x69\xA4\xEA\x29\x4A\x60\x9B\x05\x44\xAD\xDD\xAA\x7D\x1A\xF9\x80\x4C\x05\x4A\xA2\x79\xF1\xDF\x7A\x57\x98\xAB\x43\x77\x9A\x54\x0F\x7B\x28\xC7\xE4\x68\xE0\x99\xA9\x6B\x6B\x53\x2B\x65\x9F\xA6\xFC\x72\x0C\x1B\x17\x56\x2D\x95\x7B\x62\x21\x1C\xF5\x5E\x25\x5B\xCA\x78\x8D\x36\x81\x48\xAC\x05\x1B\x72\x73\x90\x83\x50\x4C\x79\x71\x4D\x2B\x26\xF0\x5F\x60\xFF\x61\x40\x61\xA1\x5E\x75\xCC\x9D\xE4\x4F\xA7\x99\xEE\x42\xBE\xDD\x06\x44\xC5\xC6\xEF\x5A\x5D\x6B\x53\x4A\xD3\xC2\x21\x55\x95\x79\x99\x68\x59\x34\xE6\x6F\xBD\x08\xA1\x74\x4C\xC2\xF7\x46\x38\x99\xE9\x4E\xA4\xDA\x9D\x6A\xAF\xB5\x6B\x72\xF4\x73\x1A\x77\x25\x99\x0C\x47\x22\xAA\x33\x50\xA2\x92\xA2\x4C\x3A\x34\x44\x5E\x06\xBF\x78\x78\xCB\x69\x31\x7D\xDD\xF3\x8F\x78\x36\xC1\x2A\x6F\x13\x40\x56\x50\x6B\xA5\x15\x71\xE1\xA2\x9E\x75\x3C\xFA\xAD\x77\xC3\x18\x1D\x48\x26\xF7\xED\x71\x83\x12\xBA\x67\x17\x8B\x8E\x5B\x6D\xD1\xEE\x4C\x2B\xF3\xCB\x4A\xE7\x26\x09\x7F\x52\x99\xB3\x5A\xEF\x65\x75\x48\x36\xAE\x93\x65\xCE\xF2\x7C\xC5\x05\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x53\x95\xEB\x25\xBE\xEF\x53\x5F\x01\x20\x00\x00\x50\x34\x02\x82\xD8\x11\x00\x0F\x80\xAE\x65\x5D\x09\x77\x01\x59\x48\x00\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x70\xCF\x2A\x73\x7F\xFF\xFF\xFF\x74\x45\xDE\x27\x7F\xFF\xFF\xFF\x4A\x60\x9B\x05\x7F\xFF\xFF\xFF\x7D\x1A\xF9\x80\x7F\xFF\xFF\xFF\x79\xF1\xDF\x7A\x7F\xFF\xFF\xFF\x77\x9A\x54\x0F\x7F\xFF\xFF\xFF\x68\xE0\x99\xA9\x7F\xFF\xFF\xFF\x65\x9F\xA6\xFC\x7F\xFF\xFF\xFF\x56\x2D\x95\x7B\x7F\xFF\xFF\xFF\x5E\x25\x5B\xCA\x7F\xFF\xFF\xFF\x48\xAC\x05\x1B\x7F\xFF\xFF\xFF\x50\x4C\x79\x71\x7F\xFF\xFF\xFF\x5F\x60\xFF\x61\x7F\xFF\xFF\xFF\x75\xCC\x9D\xE4\x7F\xFF\xFF\xFF\x42\xBE\xDD\x06\x7F\xFF\xFF\xFF\x5A\x5D\x6B\x53\x7F\xFF\xFF\xFF\x55\x95\x79\x99\x7F\xFF\xFF\xFF\x6F\xBD\x08\xA1\x7F\xFF\xFF\xFF\x46\x38\x99\xE9\x7F\xFF\xFF\xFF\x6A\xAF\xB5\x6B\x7F\xFF\xFF\xFF\x77\x25\x99\x0C\x7F\xFF\xFF\xFF\x50\xA2\x92\xA2\x7F\xFF\xFF\xFF\x5E\x06\xBF\x78\x7F\xFF\xFF\xFF\x7D\xDD\xF3\x8F\x7F\xFF\xFF\xFF\x6F\x13\x40\x56\x7F\xFF\xFF\xFF\x71\xE1\xA2\x9E\x7F\xFF\xFF\xFF\x77\xC3\x18\x1D\x7F\xFF\xFF\xFF\x71\x83\x12\xBA\x7F\xFF\xFF\xFF\x5B\x6D\xD1\xEE\x7F\xFF\xFF\xFF\x4A\xE7\x26\x09\x7F\xFF\xFF\xFF\x5A\xEF\x65\x75\x7F\xFF\xFF\xFF\x65\xCE\xF2\x7C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x37\x0A\x00\x71\x00\x00\x66\xC0\xF8\xC5\x48\x00\x00\x00\x48\x00\x00\x00\x0C\x76\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\x05\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9D00970C), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11208)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11208)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x9C)], 11208)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11208)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6B645057), ('P4rIngress.values_v00000.hi', 0x52D8B628)], 11208)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6678AD16), ('P4rIngress.values_v00001.hi', 0x6FDB64D5)], 11208)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x786EEDAF), ('P4rIngress.values_v00010.hi', 0x62F137DB)], 11208)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4B2D06C7), ('P4rIngress.values_v00011.hi', 0x6A700522)], 11208)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x63A66F41), ('P4rIngress.values_v00100.hi', 0x4BC6509D)], 11208)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x415196D4), ('P4rIngress.values_v00101.hi', 0x4E70017E)], 11208)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D03BAD2), ('P4rIngress.values_v00110.hi', 0x4E24E319)], 11208)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x666EFBED), ('P4rIngress.values_v00111.hi', 0x5CF0C8D5)], 11208)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x79F3F963), ('P4rIngress.values_v01000.hi', 0x4D923D67)], 11208)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x68D7E696), ('P4rIngress.values_v01001.hi', 0x74A822EC)], 11208)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x639297B9), ('P4rIngress.values_v01010.hi', 0x7D52B65E)], 11208)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x449E33B5), ('P4rIngress.values_v01011.hi', 0x56736608)], 11208)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x583BC364), ('P4rIngress.values_v01100.hi', 0x7BB3914D)], 11208)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x63147EDB), ('P4rIngress.values_v01101.hi', 0x67C38951)], 11208)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x508F7BFB), ('P4rIngress.values_v01110.hi', 0x633ACA2D)], 11208)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4B54F97E), ('P4rIngress.values_v01111.hi', 0x7B6FC3FD)], 11208)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x61C39C9F), ('P4rIngress.values_v10000.hi', 0x6D6A5A1A)], 11208)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x527C528B), ('P4rIngress.values_v10001.hi', 0x575F6E1D)], 11208)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7B6F027B), ('P4rIngress.values_v10010.hi', 0x6F93245A)], 11208)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x498CDAF3), ('P4rIngress.values_v10011.hi', 0x583D6F70)], 11208)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x63B3446D), ('P4rIngress.values_v10100.hi', 0x5AE74F28)], 11208)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6A082A38), ('P4rIngress.values_v10101.hi', 0x6AEA9661)], 11208)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4BE626AF), ('P4rIngress.values_v10110.hi', 0x61E6CCAF)], 11208)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A0D4EE8), ('P4rIngress.values_v10111.hi', 0x7669C6E1)], 11208)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x554F8B96), ('P4rIngress.values_v11000.hi', 0x55B93559)], 11208)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7572127B), ('P4rIngress.values_v11001.hi', 0x4B7C1AE7)], 11208)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x644A6C77), ('P4rIngress.values_v11010.hi', 0x6A7BC894)], 11208)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5BAEE25C), ('P4rIngress.values_v11011.hi', 0x6D2932F2)], 11208)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7294DDA9), ('P4rIngress.values_v11100.hi', 0x5AA62FA8)], 11208)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5CE56C43), ('P4rIngress.values_v11101.hi', 0x42FEBFA6)], 11208)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x589EB1AF), ('P4rIngress.values_v11110.hi', 0x6F71DD41)], 11208)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7B169A45), ('P4rIngress.values_v11111.hi', 0x63624C8D)], 11208)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x00DB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000692),
                gc.DataTuple('slot_count', 0x0000103A),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5E5B02C3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x40F26A19),
                gc.KeyTuple('src_port', 0xA38D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x00DB),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x0133),
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\xF2\x6A\x19\x00\x00\x00\x00\xA3\x8D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\xDB\x00\x15\x5E\x5B\x02\xC3\x05\x36\x05\x19\x80\x00\x00\x00\x00\x40\x00\x00\x79\x2D\x73\x15\x53\x0F\x1A\x54\x5A\x29\xFB\x12\x4B\x12\xC6\x62\x78\xAA\x22\xA6\x7B\x9B\x06\x6F\x6E\x6C\x93\xF7\x5C\x22\x74\x19\x43\xE7\xED\x53\x6B\xC4\x7B\x99\x57\x22\x38\x63\x6C\x60\xB2\x73\x79\xBC\x66\x5A\x7A\x3B\xAB\xC1\x62\x2D\x7A\xDF\x64\x13\xDE\x9D\x78\xD1\xAA\xA9\x4D\x9A\x8A\x60\x6B\xA6\xF5\xE3\x53\xCE\x74\x6A\x71\xFE\xDD\x6F\x5F\x74\xF0\x28\x4E\x0C\x26\x33\x7D\x2D\x22\x6F\x78\xFA\x84\xDD\x56\x7A\x50\xCF\x56\x5B\x8A\x33\x45\x4E\xFC\xF7\x5D\xD7\xD5\x52\x4A\x25\x2B\x0B\x49\x23\xE1\xD1\x4C\x45\x88\x14\x5A\xE5\x2B\x76\x46\xCB\x9B\x96\x59\x1D\xF1\xB1\x5B\x21\xEA\x57\x7A\xAE\x14\x51\x76\xF3\xA6\xCC\x55\x8E\xD2\x4B\x57\x54\x5C\x3B\x75\xF7\x7C\x43\x49\xD7\x0F\x72\x66\xA8\xAA\xBD\x4B\x67\xBA\x61\x7A\x1D\xD8\xE9\x43\x8C\xD7\xC4\x75\x7E\x98\x49\x5A\xC2\x21\xE1\x5D\x96\xBB\x29\x5C\xC0\x3C\xDF\x41\xF4\x6F\x69\x6C\x4C\x42\xA5\x45\x59\xCD\xFF\x50\xBF\xB1\xB2\x72\x34\xB6\x0B\x55\xED\xAE\x77\x73\xDD\x5C\xCD\x6C\xCA\x63\x9A\x7C\x2D\xA9\xFB\x62\x4F\xB3\x39\x4B\x87\xD3\xA2\x71\x0E\x4F\xC0\x68\x6B\xBC\x3F\x60\x8C\x9E\xE5\x7C\x68\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x40\xF2\x6A\x19\xBE\xEF\xA3\x8D\x01\x20\x00\x00\x50\x34\x02\x82\x00\xDB\x00\x15\x5E\x5B\x02\xC3\x05\x36\x01\x19\x80\x00\x00\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x53\x0F\x1A\x54\x7F\xFF\xFF\xFF\x4B\x12\xC6\x62\x7F\xFF\xFF\xFF\x7B\x9B\x06\x6F\x7F\xFF\xFF\xFF\x5C\x22\x74\x19\x7F\xFF\xFF\xFF\x6B\xC4\x7B\x99\x7F\xFF\xFF\xFF\x6C\x60\xB2\x73\x7F\xFF\xFF\xFF\x7A\x3B\xAB\xC1\x7F\xFF\xFF\xFF\x64\x13\xDE\x9D\x7F\xFF\xFF\xFF\x4D\x9A\x8A\x60\x7F\xFF\xFF\xFF\x53\xCE\x74\x6A\x7F\xFF\xFF\xFF\x5F\x74\xF0\x28\x7F\xFF\xFF\xFF\x7D\x2D\x22\x6F\x7F\xFF\xFF\xFF\x56\x7A\x50\xCF\x7F\xFF\xFF\xFF\x45\x4E\xFC\xF7\x7F\xFF\xFF\xFF\x4A\x25\x2B\x0B\x7F\xFF\xFF\xFF\x4C\x45\x88\x14\x7F\xFF\xFF\xFF\x46\xCB\x9B\x96\x7F\xFF\xFF\xFF\x5B\x21\xEA\x57\x7F\xFF\xFF\xFF\x76\xF3\xA6\xCC\x7F\xFF\xFF\xFF\x57\x54\x5C\x3B\x7F\xFF\xFF\xFF\x49\xD7\x0F\x72\x7F\xFF\xFF\xFF\x4B\x67\xBA\x61\x7F\xFF\xFF\xFF\x43\x8C\xD7\xC4\x7F\xFF\xFF\xFF\x5A\xC2\x21\xE1\x7F\xFF\xFF\xFF\x5C\xC0\x3C\xDF\x7F\xFF\xFF\xFF\x6C\x4C\x42\xA5\x7F\xFF\xFF\xFF\x50\xBF\xB1\xB2\x7F\xFF\xFF\xFF\x55\xED\xAE\x77\x7F\xFF\xFF\xFF\x6C\xCA\x63\x9A\x7F\xFF\xFF\xFF\x62\x4F\xB3\x39\x7F\xFF\xFF\xFF\x71\x0E\x4F\xC0\x7F\xFF\xFF\xFF\x60\x8C\x9E\xE5\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xC8\x01\x33\x00\x00\x9D\x20\x97\x0C\x80\x00\x00\x00\x80\x00\x00\x00\x09\x9C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7C\x68\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE87C9723), ('P4rIngress.bitmap_seq.seq', 0xC5804147)], 12433)
        self.setRegisterValue('P4rIngress.rounds', 0xC5804147, 12433)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0xF7)], 12433)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 12433)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7F29AC3B), ('P4rIngress.values_v00000.hi', 0x741D627B)], 12433)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DAAAC3F), ('P4rIngress.values_v00001.hi', 0x6EBF4CC4)], 12433)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5DE954AF), ('P4rIngress.values_v00010.hi', 0x58A6ABF6)], 12433)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x67AD3975), ('P4rIngress.values_v00011.hi', 0x46EC29D1)], 12433)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7AD8B06A), ('P4rIngress.values_v00100.hi', 0x584ACDDE)], 12433)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7222BA8E), ('P4rIngress.values_v00101.hi', 0x4D6C58B9)], 12433)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x533E76CF), ('P4rIngress.values_v00110.hi', 0x6D14D6E3)], 12433)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x722B38BE), ('P4rIngress.values_v00111.hi', 0x6E707056)], 12433)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x625ABA7F), ('P4rIngress.values_v01000.hi', 0x765CF0F6)], 12433)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67935CED), ('P4rIngress.values_v01001.hi', 0x66933D36)], 12433)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x674B798C), ('P4rIngress.values_v01010.hi', 0x62860D89)], 12433)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6C421FEE), ('P4rIngress.values_v01011.hi', 0x4FD58EEB)], 12433)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7F83D00A), ('P4rIngress.values_v01100.hi', 0x7AD59772)], 12433)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4C1F17AD), ('P4rIngress.values_v01101.hi', 0x691CEEA7)], 12433)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5A618749), ('P4rIngress.values_v01110.hi', 0x69AE5576)], 12433)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5F651475), ('P4rIngress.values_v01111.hi', 0x62D32C07)], 12433)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x677EBD65), ('P4rIngress.values_v10000.hi', 0x58FEB942)], 12433)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x43168D16), ('P4rIngress.values_v10001.hi', 0x7F6EE5FB)], 12433)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x52B7E367), ('P4rIngress.values_v10010.hi', 0x50BA6582)], 12433)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4CEEE790), ('P4rIngress.values_v10011.hi', 0x59DB7F60)], 12433)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4D64E726), ('P4rIngress.values_v10100.hi', 0x785A64C1)], 12433)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x77C43EB3), ('P4rIngress.values_v10101.hi', 0x721BCFB9)], 12433)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x48C72682), ('P4rIngress.values_v10110.hi', 0x513D44F5)], 12433)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x627FDF1E), ('P4rIngress.values_v10111.hi', 0x7BA38EA5)], 12433)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6709AED3), ('P4rIngress.values_v11000.hi', 0x59362DC9)], 12433)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x48DE5259), ('P4rIngress.values_v11001.hi', 0x6E5B25ED)], 12433)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x64E45272), ('P4rIngress.values_v11010.hi', 0x5BBD4AB7)], 12433)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6551724D), ('P4rIngress.values_v11011.hi', 0x50D71D79)], 12433)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x62B9BED5), ('P4rIngress.values_v11100.hi', 0x48AC7BD2)], 12433)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4D1369DF), ('P4rIngress.values_v11101.hi', 0x535EFE67)], 12433)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x78C3A2F3), ('P4rIngress.values_v11110.hi', 0x7AAC2D72)], 12433)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6B0AD677), ('P4rIngress.values_v11111.hi', 0x751C2940)], 12433)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F63),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F32),
                gc.DataTuple('slot_count', 0x00000513),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0D85833B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x83B061A5),
                gc.KeyTuple('src_port', 0x92B5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8F63),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0357),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\xB0\x61\xA5\x00\x00\x00\x00\x92\xB5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8F\x63\x00\x1C\x0D\x85\x83\x3B\x01\x5F\x03\x32\xC5\x80\x41\x47\x00\x40\x00\x00\x62\x1D\x2D\x8A\x56\x31\x72\x72\x7C\xF8\xA4\x43\x4A\x9A\x6C\xF5\x7B\x84\x3E\xC6\x52\xF6\x6D\x37\x6E\x6F\x4A\x28\x41\x18\xF4\xC6\x74\xCA\x95\xF0\x70\x5E\x6B\x8D\x40\xA2\x9F\x2E\x61\x29\xDA\xB5\x57\x4C\x4E\x19\x6E\x2C\x56\x30\x7A\xA6\x36\x93\x42\x7C\x3C\x7A\x5D\xCB\xD3\x33\x7A\x40\xCA\x0F\x54\x76\xEE\x6F\x61\x71\xF6\xED\x4C\xB1\x63\xD9\x73\x95\x21\x6D\x4A\xCA\xD8\x08\x53\x93\xE4\x76\x65\x84\x5C\x49\x50\x44\x6A\xD7\x5B\x92\x93\xFA\x73\x4E\xE7\xD6\x72\x6B\x10\xF3\x6C\x6C\xD7\x47\x76\x76\x70\x7C\x6E\x51\xCF\xB9\x48\xB0\x0F\x8F\x60\x3D\x03\x25\x6A\xA0\xD7\xFD\x68\x8A\xAD\x5A\x63\xB2\x61\x35\x6A\xCB\x97\xF0\x56\xF0\x77\x50\x5A\x73\x94\x4C\x44\x70\xB0\x84\x6D\xF3\xD6\xF8\x6C\x5D\x3C\xE6\x44\x33\x98\x33\x4D\xAA\x67\x76\x7D\x13\x7B\xC6\x7F\x70\xC1\x66\x7D\x60\xCE\x63\x76\xDA\xBD\x91\x53\xA1\x69\x73\x6F\x39\x3D\x81\x4B\x6A\x65\xD5\x48\xB7\x6B\x63\x7A\x18\x37\x93\x7C\xC5\x19\x5D\x47\x80\x99\x07\x7A\xC6\x3D\x69\x44\x7D\x08\xFF\x5D\x7D\x9F\x91\x53\x22\xCA\xE3\x59\xA3\x25\x8B\x5D\xB4\x64\xFC\x6E\x8B\xF2\x1F\x7D\x44\xA1\xE7\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\xB0\x61\xA5\xBE\xEF\x92\xB5\x01\x20\x00\x00\x50\x34\x02\x82\x8F\x63\x00\x1C\x0D\x85\x83\x3B\x01\x5F\x01\x32\xC5\x80\x41\x47\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x56\x31\x72\x72\x7F\xFF\xFF\xFF\x4A\x9A\x6C\xF5\x7F\xFF\xFF\xFF\x52\xF6\x6D\x37\x7F\xFF\xFF\xFF\x41\x18\xF4\xC6\x7F\xFF\xFF\xFF\x70\x5E\x6B\x8D\x7F\xFF\xFF\xFF\x61\x29\xDA\xB5\x7F\xFF\xFF\xFF\x6E\x2C\x56\x30\x7F\xFF\xFF\xFF\x42\x7C\x3C\x7A\x7F\xFF\xFF\xFF\x7A\x40\xCA\x0F\x7F\xFF\xFF\xFF\x61\x71\xF6\xED\x7F\xFF\xFF\xFF\x73\x95\x21\x6D\x7F\xFF\xFF\xFF\x53\x93\xE4\x76\x7F\xFF\xFF\xFF\x50\x44\x6A\xD7\x7F\xFF\xFF\xFF\x73\x4E\xE7\xD6\x7F\xFF\xFF\xFF\x6C\x6C\xD7\x47\x7F\xFF\xFF\xFF\x6E\x51\xCF\xB9\x7F\xFF\xFF\xFF\x60\x3D\x03\x25\x7F\xFF\xFF\xFF\x68\x8A\xAD\x5A\x7F\xFF\xFF\xFF\x6A\xCB\x97\xF0\x7F\xFF\xFF\xFF\x5A\x73\x94\x4C\x7F\xFF\xFF\xFF\x6D\xF3\xD6\xF8\x7F\xFF\xFF\xFF\x44\x33\x98\x33\x7F\xFF\xFF\xFF\x7D\x13\x7B\xC6\x7F\xFF\xFF\xFF\x7D\x60\xCE\x63\x7F\xFF\xFF\xFF\x53\xA1\x69\x73\x7F\xFF\xFF\xFF\x4B\x6A\x65\xD5\x7F\xFF\xFF\xFF\x7A\x18\x37\x93\x7F\xFF\xFF\xFF\x47\x80\x99\x07\x7F\xFF\xFF\xFF\x44\x7D\x08\xFF\x7F\xFF\xFF\xFF\x53\x22\xCA\xE3\x7F\xFF\xFF\xFF\x5D\xB4\x64\xFC\x7F\xFF\xFF\xFF\x7D\x44\xA1\xE7\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x91\x03\x57\x00\x00\xF8\x7C\x97\x23\xC5\x80\x41\x47\xC5\x80\x41\x47\x1C\xF7\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF8813C9D), ('P4rIngress.bitmap_seq.seq', 0x135BEB5B)], 6763)
        self.setRegisterValue('P4rIngress.rounds', 0x135BEB5B, 6763)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x7A)], 6763)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 6763)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x55994F24), ('P4rIngress.values_v00000.hi', 0x6AB5FCFB)], 6763)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x75E5B1BF), ('P4rIngress.values_v00001.hi', 0x76F118C9)], 6763)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x730FB4A8), ('P4rIngress.values_v00010.hi', 0x4D6E4CD4)], 6763)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5F8B6D5F), ('P4rIngress.values_v00011.hi', 0x7D92E6B1)], 6763)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D9DFC9D), ('P4rIngress.values_v00100.hi', 0x4E25A245)], 6763)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7A9ED28F), ('P4rIngress.values_v00101.hi', 0x749AB421)], 6763)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6F5B79C8), ('P4rIngress.values_v00110.hi', 0x6927110F)], 6763)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x412F5A56), ('P4rIngress.values_v00111.hi', 0x5D3D687A)], 6763)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6954D5CF), ('P4rIngress.values_v01000.hi', 0x7B352152)], 6763)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5EB85526), ('P4rIngress.values_v01001.hi', 0x46D5A81F)], 6763)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7DAF739E), ('P4rIngress.values_v01010.hi', 0x56B22BE0)], 6763)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5E44C933), ('P4rIngress.values_v01011.hi', 0x7AE417E3)], 6763)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x53B62681), ('P4rIngress.values_v01100.hi', 0x7E1D7CB2)], 6763)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4F11DC4C), ('P4rIngress.values_v01101.hi', 0x521CA4D8)], 6763)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63A382BE), ('P4rIngress.values_v01110.hi', 0x7BDE819E)], 6763)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5A470A96), ('P4rIngress.values_v01111.hi', 0x4755AA8C)], 6763)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x769BDCFE), ('P4rIngress.values_v10000.hi', 0x5AF72CEC)], 6763)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7E80ABF5), ('P4rIngress.values_v10001.hi', 0x59CBDD23)], 6763)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x591EEF53), ('P4rIngress.values_v10010.hi', 0x47CC5048)], 6763)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5D2046C7), ('P4rIngress.values_v10011.hi', 0x62AA6A9D)], 6763)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7333FB65), ('P4rIngress.values_v10100.hi', 0x43948996)], 6763)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x57F45B3E), ('P4rIngress.values_v10101.hi', 0x5A1791B1)], 6763)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7369B775), ('P4rIngress.values_v10110.hi', 0x6934E469)], 6763)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x66DF66B5), ('P4rIngress.values_v10111.hi', 0x65448ADD)], 6763)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x49B3D4C5), ('P4rIngress.values_v11000.hi', 0x55B617CF)], 6763)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x53F4F2D9), ('P4rIngress.values_v11001.hi', 0x4278E63D)], 6763)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5D5768BA), ('P4rIngress.values_v11010.hi', 0x41559DD3)], 6763)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7E56EA3D), ('P4rIngress.values_v11011.hi', 0x47A51E05)], 6763)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x57E0D9EC), ('P4rIngress.values_v11100.hi', 0x5F4EB475)], 6763)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x764874F3), ('P4rIngress.values_v11101.hi', 0x7DDE6953)], 6763)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A7918D8), ('P4rIngress.values_v11110.hi', 0x4F3E6399)], 6763)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7AFB06CF), ('P4rIngress.values_v11111.hi', 0x71E99247)], 6763)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8ECC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000130D),
                gc.DataTuple('slot_count', 0x00000778),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x99A9A04A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xDF72C11C),
                gc.KeyTuple('src_port', 0x76AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8ECC),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0167),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\x72\xC1\x1C\x00\x00\x00\x00\x76\xAD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8E\xCC\x00\x13\x99\xA9\xA0\x4A\x07\x5E\x00\x31\x13\x5B\xEB\x5B\x00\x40\x00\x00\x4C\xDC\xAE\xC4\x72\x54\xB1\x1E\x78\x4D\x6C\x6F\x46\xA0\xDB\x41\x79\xA1\x84\xBA\x7F\x5F\x76\xE1\x43\x28\xCB\x36\x75\x8F\xB9\xB3\x6E\x79\x8C\x0B\x44\xAE\x37\xC2\x66\x78\x41\xDF\x5A\xA8\x52\xFE\x73\x21\x79\x29\x49\x36\x1A\x16\x4D\x64\x4B\x5D\x5D\x4B\x2D\xCE\x65\x99\x94\xB0\x4C\x53\x24\x6D\x6D\x0E\xCB\xB4\x43\xF3\x59\x35\x65\x36\x67\x3D\x41\x8A\xCB\x7A\x5B\x7A\xB9\x13\x51\x2E\xF7\x8B\x69\x16\xE4\xF2\x7D\x72\xC9\x60\x56\x39\x9D\xFF\x55\xCF\x11\x85\x42\x7B\x15\x86\x4A\x55\x09\x46\x63\x42\xEE\xA7\x65\xD7\xA8\xC5\x77\x38\x3C\xA2\x43\x61\xA6\xCF\x5B\x36\x29\xC3\x6D\xEE\x59\xFE\x70\x7C\x20\xB9\x7B\x0F\x43\x49\x7F\xF9\xB5\x2F\x6E\x7A\xCE\x39\x4A\xB3\x3B\x7B\x4A\xCF\x1A\xB1\x6E\xCC\x12\x8F\x6A\xC6\xFC\x5D\x64\xAD\x5B\x22\x7D\x4C\x86\xD3\x5E\xEF\x0B\x43\x5F\x73\xBA\xEA\x47\x81\x58\x57\x64\xAB\x57\xAE\x5C\x10\xA6\x37\x4A\xE1\x5B\x7E\x63\x61\xBA\x7C\x4F\xCA\x29\x63\x54\x62\xAE\xF1\x5E\x12\x73\xCF\x52\x79\x8E\x5B\x6F\x6B\xA2\x25\x65\x6C\xFE\xC9\x41\x56\xA9\xC4\x70\x90\x5B\x68\x6E\x6C\x65\x98\x58\x7B\xF5\xAC\x5D\x3E\xBC\x52\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDF\x72\xC1\x1C\xBE\xEF\x76\xAD\x01\x20\x00\x00\x50\x34\x02\x82\x8E\xCC\x00\x13\x99\xA9\xA0\x4A\x07\x5E\x00\x31\x13\x5B\xEB\x5B\x00\x40\x00\x1D\x7F\xFF\xFF\xFF\x72\x54\xB1\x1E\x7F\xFF\xFF\xFF\x46\xA0\xDB\x41\x7F\xFF\xFF\xFF\x7F\x5F\x76\xE1\x7F\xFF\xFF\xFF\x75\x8F\xB9\xB3\x7F\xFF\xFF\xFF\x44\xAE\x37\xC2\x7F\xFF\xFF\xFF\x5A\xA8\x52\xFE\x7F\xFF\xFF\xFF\x49\x36\x1A\x16\x7F\xFF\xFF\xFF\x5D\x4B\x2D\xCE\x7F\xFF\xFF\xFF\x4C\x53\x24\x6D\x7F\xFF\xFF\xFF\x43\xF3\x59\x35\x7F\xFF\xFF\xFF\x41\x8A\xCB\x7A\x7F\xFF\xFF\xFF\x51\x2E\xF7\x8B\x7F\xFF\xFF\xFF\x7D\x72\xC9\x60\x7F\xFF\xFF\xFF\x55\xCF\x11\x85\x7F\xFF\xFF\xFF\x4A\x55\x09\x46\x7F\xFF\xFF\xFF\x65\xD7\xA8\xC5\x7F\xFF\xFF\xFF\x43\x61\xA6\xCF\x7F\xFF\xFF\xFF\x6D\xEE\x59\xFE\x7F\xFF\xFF\xFF\x7B\x0F\x43\x49\x7F\xFF\xFF\xFF\x6E\x7A\xCE\x39\x7F\xFF\xFF\xFF\x4A\xCF\x1A\xB1\x7F\xFF\xFF\xFF\x6A\xC6\xFC\x5D\x7F\xFF\xFF\xFF\x7D\x4C\x86\xD3\x7F\xFF\xFF\xFF\x5F\x73\xBA\xEA\x7F\xFF\xFF\xFF\x64\xAB\x57\xAE\x7F\xFF\xFF\xFF\x4A\xE1\x5B\x7E\x7F\xFF\xFF\xFF\x4F\xCA\x29\x63\x7F\xFF\xFF\xFF\x5E\x12\x73\xCF\x7F\xFF\xFF\xFF\x6F\x6B\xA2\x25\x7F\xFF\xFF\xFF\x41\x56\xA9\xC4\x7F\xFF\xFF\xFF\x6E\x6C\x65\x98\x7F\xFF\xFF\xFF\x5D\x3E\xBC\x52\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1A\x6B\x01\x67\x00\x00\xF8\x89\x3C\x9D\x13\x5B\xEB\x5B\x13\x5B\xEB\x5B\x1D\x7A\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x26B8B5B4), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 15040)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 15040)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x4D)], 15040)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 15040)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x69439A7C), ('P4rIngress.values_v00000.hi', 0x6E337149)], 15040)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x791C9BA7), ('P4rIngress.values_v00001.hi', 0x75C1BB4B)], 15040)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x475FCC66), ('P4rIngress.values_v00010.hi', 0x46B0EC0C)], 15040)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x46E774ED), ('P4rIngress.values_v00011.hi', 0x5CB54ED2)], 15040)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x68896934), ('P4rIngress.values_v00100.hi', 0x6F5A6B0D)], 15040)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6FDFD03A), ('P4rIngress.values_v00101.hi', 0x6AB2B92F)], 15040)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x44E482BD), ('P4rIngress.values_v00110.hi', 0x5CFDA43A)], 15040)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x539596AB), ('P4rIngress.values_v00111.hi', 0x5619B975)], 15040)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4F72949A), ('P4rIngress.values_v01000.hi', 0x547FA573)], 15040)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4084B061), ('P4rIngress.values_v01001.hi', 0x46882A51)], 15040)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x60E6B31B), ('P4rIngress.values_v01010.hi', 0x6B97F2C9)], 15040)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6B9FD5FA), ('P4rIngress.values_v01011.hi', 0x46D1EBE8)], 15040)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x78559353), ('P4rIngress.values_v01100.hi', 0x72B8EF29)], 15040)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x453E318F), ('P4rIngress.values_v01101.hi', 0x65D23BC3)], 15040)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x74FDD2C3), ('P4rIngress.values_v01110.hi', 0x649B64D8)], 15040)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x69B11387), ('P4rIngress.values_v01111.hi', 0x76BB1826)], 15040)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x74929230), ('P4rIngress.values_v10000.hi', 0x72E1E0CE)], 15040)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x669A0FDC), ('P4rIngress.values_v10001.hi', 0x7B382233)], 15040)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x45B323CE), ('P4rIngress.values_v10010.hi', 0x4BD6B7BF)], 15040)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6E9578CA), ('P4rIngress.values_v10011.hi', 0x53591EF6)], 15040)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4E4A39D3), ('P4rIngress.values_v10100.hi', 0x6398174A)], 15040)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7705E49B), ('P4rIngress.values_v10101.hi', 0x4CFD31FB)], 15040)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5FEE57D4), ('P4rIngress.values_v10110.hi', 0x546E39D4)], 15040)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x47B0C9BF), ('P4rIngress.values_v10111.hi', 0x59AD6949)], 15040)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5DE2A515), ('P4rIngress.values_v11000.hi', 0x4FBC2EC3)], 15040)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x60AD9A37), ('P4rIngress.values_v11001.hi', 0x7CBE1391)], 15040)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4C9B6323), ('P4rIngress.values_v11010.hi', 0x43ED7A20)], 15040)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x781F910F), ('P4rIngress.values_v11011.hi', 0x6A50F305)], 15040)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5DFC705B), ('P4rIngress.values_v11100.hi', 0x59CAE0EF)], 15040)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x555AD97C), ('P4rIngress.values_v11101.hi', 0x6717698F)], 15040)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x730D9A88), ('P4rIngress.values_v11110.hi', 0x4D34FA99)], 15040)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5FB7530F), ('P4rIngress.values_v11111.hi', 0x442C1982)], 15040)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6CEE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000012A),
                gc.DataTuple('slot_count', 0x00001DA4),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBFE0EC44),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xD13B7BBC),
                gc.KeyTuple('src_port', 0xFA99),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6CEE),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x01F2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD1\x3B\x7B\xBC\x00\x00\x00\x00\xFA\x99\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6C\xEE\x00\x01\xBF\xE0\xEC\x44\x19\x96\x01\xF2\x80\x00\x00\x00\x00\x40\x00\x00\x5D\x5E\x32\xB6\x45\x89\xE6\xBD\x7E\xA0\xAD\x71\x75\xA7\x0B\x9B\x6D\x83\x2C\xC3\x5C\xD5\x5A\xCB\x46\x56\x36\x48\x60\x9D\xD3\xD8\x5F\x4A\xEA\xC7\x43\x59\xED\x1E\x5F\x3A\x92\xA9\x5C\xBA\x19\x2D\x69\x7F\xDA\xB1\x62\xCD\xE0\xA2\x69\x40\x7B\x09\x60\x09\x28\x73\x4C\x68\x60\xB0\x4A\xA1\xBA\x4B\x62\x66\x12\xBD\x73\x5D\xB5\x93\x7B\xB6\x36\xC7\x70\xE6\x98\xDD\x61\x70\xF5\xB8\x77\x8D\xCF\x04\x6A\x4D\x0D\xF8\x54\x95\x9E\x5C\x7D\x79\x0B\x91\x71\xA2\xE9\xCA\x71\x7B\x17\xED\x58\xF1\xFC\xD9\x50\x21\x72\xB6\x63\x03\xC9\x3B\x56\x51\x17\xE9\x6B\xF8\x43\x26\x66\x7E\xBA\xD1\x41\x12\x37\x18\x77\x2C\x2F\xCA\x46\x94\x99\xE8\x61\xCE\x65\x2E\x57\x9A\xCA\xBF\x45\xFF\x25\x82\x55\x88\x39\xF5\x40\xF6\x9A\xF0\x79\x68\x5D\x26\x5E\xEA\x7A\xF9\x6E\x2D\xC8\x38\x67\x5C\xF9\xC0\x7C\xA0\xCC\xE9\x6B\x14\xB5\x69\x4B\x40\x2D\x8D\x79\xF6\x6B\x0C\x74\x3C\xB3\x93\x53\x51\x99\x73\x4A\xA1\x7A\x1A\x4C\xF6\xBF\x31\x44\x1E\x3B\x22\x50\x4B\xC6\x71\x5A\xF3\x23\xB9\x50\xE4\x1B\x23\x4F\x0B\xE6\xBF\x6E\xAE\xCF\x39\x45\xAC\x94\xCD\x7E\x10\x37\x21\x75\xE6\xA7\xC0\x28\x74\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD1\x3B\x7B\xBC\xBE\xEF\xFA\x99\x01\x20\x00\x00\x50\x34\x02\x82\x6C\xEE\x00\x01\xBF\xE0\xEC\x44\x19\x96\x01\xF2\x80\x00\x00\x00\x00\x40\x00\x14\x7F\xFF\xFF\xFF\x45\x89\xE6\xBD\x7F\xFF\xFF\xFF\x75\xA7\x0B\x9B\x7F\xFF\xFF\xFF\x5C\xD5\x5A\xCB\x7F\xFF\xFF\xFF\x60\x9D\xD3\xD8\x7F\xFF\xFF\xFF\x43\x59\xED\x1E\x7F\xFF\xFF\xFF\x5C\xBA\x19\x2D\x7F\xFF\xFF\xFF\x62\xCD\xE0\xA2\x7F\xFF\xFF\xFF\x60\x09\x28\x73\x7F\xFF\xFF\xFF\x4A\xA1\xBA\x4B\x7F\xFF\xFF\xFF\x73\x5D\xB5\x93\x7F\xFF\xFF\xFF\x70\xE6\x98\xDD\x7F\xFF\xFF\xFF\x77\x8D\xCF\x04\x7F\xFF\xFF\xFF\x54\x95\x9E\x5C\x7F\xFF\xFF\xFF\x71\xA2\xE9\xCA\x7F\xFF\xFF\xFF\x58\xF1\xFC\xD9\x7F\xFF\xFF\xFF\x63\x03\xC9\x3B\x7F\xFF\xFF\xFF\x6B\xF8\x43\x26\x7F\xFF\xFF\xFF\x41\x12\x37\x18\x7F\xFF\xFF\xFF\x46\x94\x99\xE8\x7F\xFF\xFF\xFF\x57\x9A\xCA\xBF\x7F\xFF\xFF\xFF\x55\x88\x39\xF5\x7F\xFF\xFF\xFF\x79\x68\x5D\x26\x7F\xFF\xFF\xFF\x6E\x2D\xC8\x38\x7F\xFF\xFF\xFF\x7C\xA0\xCC\xE9\x7F\xFF\xFF\xFF\x4B\x40\x2D\x8D\x7F\xFF\xFF\xFF\x74\x3C\xB3\x93\x7F\xFF\xFF\xFF\x4A\xA1\x7A\x1A\x7F\xFF\xFF\xFF\x44\x1E\x3B\x22\x7F\xFF\xFF\xFF\x5A\xF3\x23\xB9\x7F\xFF\xFF\xFF\x4F\x0B\xE6\xBF\x7F\xFF\xFF\xFF\x45\xAC\x94\xCD\x7F\xFF\xFF\xFF\x75\xE6\xA7\xC0\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\xC0\x01\xF2\x00\x00\x26\xB8\xB5\xB6\x80\x00\x00\x00\x80\x00\x00\x00\x14\xF2\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x74\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9A729C67), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 1733)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 1733)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0xF2)], 1733)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 1733)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4E099E5B), ('P4rIngress.values_v00000.hi', 0x7CB5C0DF)], 1733)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x554AA1BD), ('P4rIngress.values_v00001.hi', 0x78AC6BA6)], 1733)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x602D67A4), ('P4rIngress.values_v00010.hi', 0x6020D823)], 1733)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7642B0EB), ('P4rIngress.values_v00011.hi', 0x6178B145)], 1733)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x79EE1AFC), ('P4rIngress.values_v00100.hi', 0x7C9D9891)], 1733)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x742A4DAE), ('P4rIngress.values_v00101.hi', 0x6141D3CD)], 1733)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x77104E42), ('P4rIngress.values_v00110.hi', 0x5351642B)], 1733)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x77633B8C), ('P4rIngress.values_v00111.hi', 0x6271301D)], 1733)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6A71D30A), ('P4rIngress.values_v01000.hi', 0x69FB313A)], 1733)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x73FF8AAD), ('P4rIngress.values_v01001.hi', 0x7ECC9AAA)], 1733)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6BA00E17), ('P4rIngress.values_v01010.hi', 0x5947868E)], 1733)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x54678D7B), ('P4rIngress.values_v01011.hi', 0x47CDA6E3)], 1733)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x659A2F26), ('P4rIngress.values_v01100.hi', 0x7ABCB917)], 1733)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62ABCCD3), ('P4rIngress.values_v01101.hi', 0x7CA4D692)], 1733)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x563C718B), ('P4rIngress.values_v01110.hi', 0x69EE6CD7)], 1733)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6173DC75), ('P4rIngress.values_v01111.hi', 0x75677A4C)], 1733)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x677B6939), ('P4rIngress.values_v10000.hi', 0x66B1595E)], 1733)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x58A73927), ('P4rIngress.values_v10001.hi', 0x6F4A1F5D)], 1733)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x686943F2), ('P4rIngress.values_v10010.hi', 0x731C86F3)], 1733)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6160B597), ('P4rIngress.values_v10011.hi', 0x625194D5)], 1733)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4AD1D779), ('P4rIngress.values_v10100.hi', 0x49BB4999)], 1733)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B335E1D), ('P4rIngress.values_v10101.hi', 0x5996F0AD)], 1733)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x59565143), ('P4rIngress.values_v10110.hi', 0x7F0224A3)], 1733)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x660A48CD), ('P4rIngress.values_v10111.hi', 0x51A43196)], 1733)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x785B0477), ('P4rIngress.values_v11000.hi', 0x645D572F)], 1733)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4813192E), ('P4rIngress.values_v11001.hi', 0x41508BBD)], 1733)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6BB643BB), ('P4rIngress.values_v11010.hi', 0x7EE95B9C)], 1733)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x62E8CDB5), ('P4rIngress.values_v11011.hi', 0x5311D396)], 1733)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6DBCD359), ('P4rIngress.values_v11100.hi', 0x6C26ADD7)], 1733)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x59DA5957), ('P4rIngress.values_v11101.hi', 0x6752395B)], 1733)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7E389EAC), ('P4rIngress.values_v11110.hi', 0x7EE34D74)], 1733)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5C7D90F3), ('P4rIngress.values_v11111.hi', 0x73F59764)], 1733)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF95),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005C7),
                gc.DataTuple('slot_count', 0x000010E3),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x873F039E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0xB88E772E),
                gc.KeyTuple('src_port', 0x8686),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCF95),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 41
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB8\x8E\x77\x2E\x00\x00\x00\x00\x86\x86\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCF\x95\x00\x18\x87\x3F\x03\x9E\x00\xFE\x04\x92\x80\x00\x00\x00\x00\x40\x00\x00\x63\xE5\xAB\x42\x58\xC4\x19\x9F\x76\x7B\xF5\x9F\x4C\x89\x00\xA7\x72\xE5\x42\x18\x7A\x4A\xEC\x79\x69\x8E\x54\x89\x4F\x49\xC8\x55\x63\xD5\x57\xA6\x6D\x75\xB6\xFD\x7E\x6A\xF4\x90\x43\x8A\x8D\x0A\x72\x3F\x68\x66\x41\xC3\xBD\xAB\x41\x79\xA8\x7F\x7B\x10\xC8\xE4\x7A\xB5\x9D\x1D\x58\xC5\x40\x8A\x52\x60\xD9\x6D\x78\xFD\xC6\xBE\x78\x3F\x09\xB5\x7D\x44\xEE\x34\x48\x36\xE2\xDC\x7A\x55\xAC\x35\x6D\xEA\xB8\x9A\x42\x5C\x97\xB4\x6D\x32\xA4\xF6\x51\x5F\x99\x5E\x53\x0A\xCC\x48\x4E\x4E\xD8\x4D\x40\xA6\xA4\x0B\x56\xDC\xC2\x67\x4C\x4B\x83\x5B\x71\xC2\xED\xA3\x48\xF1\xE5\xBE\x79\x3F\x98\x2F\x65\x6A\x90\xC6\x60\x4B\xE8\xE3\x7D\x36\x21\xD4\x5F\x7D\x4C\xA0\x7E\x41\x9D\x6E\x74\x82\x3D\xA8\x57\x46\xEB\xA6\x74\xB7\x4C\x0D\x7D\x14\x73\x09\x49\x1F\xB3\x65\x47\xB5\xEB\xFF\x75\x7A\xD7\xAF\x7B\xFF\x20\xB7\x7C\xAD\x12\x81\x76\x24\x95\xD4\x46\x35\xF0\x7C\x69\xAB\x7B\xC7\x6F\x54\x58\x1F\x5A\x3A\xA2\x97\x6F\x10\x5A\x9A\x6F\xB3\x5A\x1D\x7A\xF5\x3F\xC6\x45\xD6\x28\xF7\x4A\xA3\x49\x73\x76\xD9\x4D\x26\x67\xA9\x29\x54\x42\x87\x17\x91\x42\x35\x35\x75\x4A\xD5\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB8\x8E\x77\x2E\xBE\xEF\x86\x86\x01\x20\x00\x00\x50\x34\x02\x82\xCF\x95\x00\x18\x87\x3F\x03\x9E\x00\xFE\x00\x92\x80\x00\x00\x00\x00\x40\x00\x0A\x7F\xFF\xFF\xFF\x58\xC4\x19\x9F\x7F\xFF\xFF\xFF\x4C\x89\x00\xA7\x7F\xFF\xFF\xFF\x7A\x4A\xEC\x79\x7F\xFF\xFF\xFF\x4F\x49\xC8\x55\x7F\xFF\xFF\xFF\x6D\x75\xB6\xFD\x7F\xFF\xFF\xFF\x43\x8A\x8D\x0A\x7F\xFF\xFF\xFF\x41\xC3\xBD\xAB\x7F\xFF\xFF\xFF\x7B\x10\xC8\xE4\x7F\xFF\xFF\xFF\x58\xC5\x40\x8A\x7F\xFF\xFF\xFF\x78\xFD\xC6\xBE\x7F\xFF\xFF\xFF\x7D\x44\xEE\x34\x7F\xFF\xFF\xFF\x7A\x55\xAC\x35\x7F\xFF\xFF\xFF\x42\x5C\x97\xB4\x7F\xFF\xFF\xFF\x51\x5F\x99\x5E\x7F\xFF\xFF\xFF\x4E\x4E\xD8\x4D\x7F\xFF\xFF\xFF\x56\xDC\xC2\x67\x7F\xFF\xFF\xFF\x71\xC2\xED\xA3\x7F\xFF\xFF\xFF\x79\x3F\x98\x2F\x7F\xFF\xFF\xFF\x60\x4B\xE8\xE3\x7F\xFF\xFF\xFF\x5F\x7D\x4C\xA0\x7F\xFF\xFF\xFF\x74\x82\x3D\xA8\x7F\xFF\xFF\xFF\x74\xB7\x4C\x0D\x7F\xFF\xFF\xFF\x49\x1F\xB3\x65\x7F\xFF\xFF\xFF\x75\x7A\xD7\xAF\x7F\xFF\xFF\xFF\x7C\xAD\x12\x81\x7F\xFF\xFF\xFF\x46\x35\xF0\x7C\x7F\xFF\xFF\xFF\x6F\x54\x58\x1F\x7F\xFF\xFF\xFF\x6F\x10\x5A\x9A\x7F\xFF\xFF\xFF\x7A\xF5\x3F\xC6\x7F\xFF\xFF\xFF\x4A\xA3\x49\x73\x7F\xFF\xFF\xFF\x67\xA9\x29\x54\x7F\xFF\xFF\xFF\x42\x35\x35\x75\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x06\xC5\x03\x34\x00\x00\x9B\x72\x9C\x67\x80\x00\x00\x00\x80\x00\x00\x00\x0A\xF2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\xD5\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA55C9CF0), ('P4rIngress.bitmap_seq.seq', 0x7C189929)], 3803)
        self.setRegisterValue('P4rIngress.rounds', 0x7C189929, 3803)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xD4)], 3803)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3803)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x60C81286), ('P4rIngress.values_v00000.hi', 0x790D4680)], 3803)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4E970355), ('P4rIngress.values_v00001.hi', 0x7D78A3F4)], 3803)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6B625673), ('P4rIngress.values_v00010.hi', 0x5740D999)], 3803)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x445987BB), ('P4rIngress.values_v00011.hi', 0x5C110549)], 3803)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x695AB295), ('P4rIngress.values_v00100.hi', 0x7F12ABAF)], 3803)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5415FA13), ('P4rIngress.values_v00101.hi', 0x521C4C3E)], 3803)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x43DBBB60), ('P4rIngress.values_v00110.hi', 0x5FCE9916)], 3803)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x72A8BA6D), ('P4rIngress.values_v00111.hi', 0x5A04E515)], 3803)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6AF2185A), ('P4rIngress.values_v01000.hi', 0x5276B6ED)], 3803)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x670887B8), ('P4rIngress.values_v01001.hi', 0x76C06A48)], 3803)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x406BBB65), ('P4rIngress.values_v01010.hi', 0x6A6FC89D)], 3803)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x41D5ED66), ('P4rIngress.values_v01011.hi', 0x45ABDE35)], 3803)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4169343D), ('P4rIngress.values_v01100.hi', 0x53E6812F)], 3803)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5AC8FB8E), ('P4rIngress.values_v01101.hi', 0x5993B0D9)], 3803)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7711BF72), ('P4rIngress.values_v01110.hi', 0x6FF3FAB4)], 3803)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48DB0C4F), ('P4rIngress.values_v01111.hi', 0x62064F4A)], 3803)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4C9EA031), ('P4rIngress.values_v10000.hi', 0x7D3F9921)], 3803)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x459A5605), ('P4rIngress.values_v10001.hi', 0x4C7A76B4)], 3803)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5B5068C1), ('P4rIngress.values_v10010.hi', 0x510EB72B)], 3803)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5B26A5E5), ('P4rIngress.values_v10011.hi', 0x5BCC922C)], 3803)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6E70CB11), ('P4rIngress.values_v10100.hi', 0x51BA5667)], 3803)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x645EDA0D), ('P4rIngress.values_v10101.hi', 0x51A77D11)], 3803)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6ECAFC6C), ('P4rIngress.values_v10110.hi', 0x59B894BA)], 3803)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7272EF8B), ('P4rIngress.values_v10111.hi', 0x7AB3252D)], 3803)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x416464AA), ('P4rIngress.values_v11000.hi', 0x572089EF)], 3803)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x69B6BFDA), ('P4rIngress.values_v11001.hi', 0x6B891BD5)], 3803)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x47890BD6), ('P4rIngress.values_v11010.hi', 0x5D26DB56)], 3803)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4C93A3DC), ('P4rIngress.values_v11011.hi', 0x6803D3A0)], 3803)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x563E8F68), ('P4rIngress.values_v11100.hi', 0x6F4D3AB5)], 3803)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x52D9FD7A), ('P4rIngress.values_v11101.hi', 0x4306ABB4)], 3803)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7870B192), ('P4rIngress.values_v11110.hi', 0x4A9B0699)], 3803)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6B8E86BD), ('P4rIngress.values_v11111.hi', 0x544D68F0)], 3803)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF732),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000935),
                gc.DataTuple('slot_count', 0x00000AEC),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD1A33D16),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x8FBEC11F),
                gc.KeyTuple('src_port', 0x211C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF732),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x005C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8F\xBE\xC1\x1F\x00\x00\x00\x00\x21\x1C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF7\x32\x00\x08\xD1\xA3\x3D\x16\x05\xA6\x02\xA2\x7C\x18\x99\x29\x00\x40\x00\x00\x60\x6C\x59\xB6\x6D\x41\xAD\x88\x7D\xD9\x43\xE2\x5E\x0A\x9B\xA0\x7B\x46\xE1\x61\x79\x90\x44\xD4\x74\xD5\xB5\xF3\x5A\x3E\xD9\xC5\x45\xA7\xB6\xCD\x5C\xA6\xA0\x6C\x56\x44\xC2\xEA\x42\x7E\x24\xF3\x56\x45\x71\x14\x5E\x59\xAF\xF5\x66\xCB\x05\x6C\x75\x77\xF5\x13\x54\xD6\xD8\x5B\x5A\xAB\x2F\x77\x6B\x59\xDB\xEB\x4A\xD6\x3F\x6E\x61\x85\x9A\x99\x48\xC3\xB2\xA1\x74\x3E\xC6\x2C\x6D\xC2\x09\x73\x7F\x29\x3E\x89\x7F\xCA\x5B\xFA\x7C\x59\x81\x39\x48\xB8\x96\xD2\x74\x73\xB3\x39\x6D\xB5\xB9\x56\x55\xBB\x7F\xD1\x70\x5C\x3E\x58\x7F\xC9\x31\xB6\x44\x95\xD3\xB5\x42\x0F\x33\x5E\x61\x1A\x8B\x14\x6A\x29\xA8\x0B\x49\x2C\xC4\x17\x6E\x26\x49\x21\x5A\xAA\xB4\x9F\x44\x57\x5E\xB3\x5A\xF3\xA6\xE9\x57\x49\x17\xD9\x62\xA9\xFB\xB4\x43\x0B\xBF\x64\x53\x99\xDE\x63\x70\xB9\xE8\xD2\x7C\x5C\x69\x71\x6B\x85\xC7\x25\x70\x39\xEC\x95\x4B\xF9\x9C\x4A\x64\xA9\xBB\x43\x61\xAC\x7B\xA9\x78\x9B\x7C\x04\x60\x67\x1A\x6C\x4C\x60\xBF\x4D\x4E\x18\x49\x7B\x60\xEB\x32\x57\x71\x5B\xBD\x15\x6D\x3C\x93\x38\x70\x48\x3F\x41\x44\x92\x15\x09\x58\xEB\xFA\xD4\x7F\x3F\xF6\xD8\x8E\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8F\xBE\xC1\x1F\xBE\xEF\x21\x1C\x01\x20\x00\x00\x50\x34\x02\x82\xF7\x32\x00\x08\xD1\xA3\x3D\x16\x05\xA6\x00\xA2\x7C\x18\x99\x29\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x6D\x41\xAD\x88\x7F\xFF\xFF\xFF\x5E\x0A\x9B\xA0\x7F\xFF\xFF\xFF\x79\x90\x44\xD4\x7F\xFF\xFF\xFF\x5A\x3E\xD9\xC5\x7F\xFF\xFF\xFF\x5C\xA6\xA0\x6C\x7F\xFF\xFF\xFF\x42\x7E\x24\xF3\x7F\xFF\xFF\xFF\x5E\x59\xAF\xF5\x7F\xFF\xFF\xFF\x75\x77\xF5\x13\x7F\xFF\xFF\xFF\x5A\xAB\x2F\x77\x7F\xFF\xFF\xFF\x4A\xD6\x3F\x6E\x7F\xFF\xFF\xFF\x48\xC3\xB2\xA1\x7F\xFF\xFF\xFF\x6D\xC2\x09\x73\x7F\xFF\xFF\xFF\x7F\xCA\x5B\xFA\x7F\xFF\xFF\xFF\x48\xB8\x96\xD2\x7F\xFF\xFF\xFF\x6D\xB5\xB9\x56\x7F\xFF\xFF\xFF\x70\x5C\x3E\x58\x7F\xFF\xFF\xFF\x44\x95\xD3\xB5\x7F\xFF\xFF\xFF\x61\x1A\x8B\x14\x7F\xFF\xFF\xFF\x49\x2C\xC4\x17\x7F\xFF\xFF\xFF\x5A\xAA\xB4\x9F\x7F\xFF\xFF\xFF\x5A\xF3\xA6\xE9\x7F\xFF\xFF\xFF\x62\xA9\xFB\xB4\x7F\xFF\xFF\xFF\x53\x99\xDE\x63\x7F\xFF\xFF\xFF\x7C\x5C\x69\x71\x7F\xFF\xFF\xFF\x70\x39\xEC\x95\x7F\xFF\xFF\xFF\x64\xA9\xBB\x43\x7F\xFF\xFF\xFF\x78\x9B\x7C\x04\x7F\xFF\xFF\xFF\x4C\x60\xBF\x4D\x7F\xFF\xFF\xFF\x60\xEB\x32\x57\x7F\xFF\xFF\xFF\x6D\x3C\x93\x38\x7F\xFF\xFF\xFF\x44\x92\x15\x09\x7F\xFF\xFF\xFF\x7F\x3F\xF6\xD8\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0E\xDB\x00\x5C\x00\x00\xA5\x5C\x9D\xF0\x7C\x18\x99\x29\x7C\x18\x99\x29\x1F\xD4\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x82421E63), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1192)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 1192)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x37)], 1192)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 1192)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x559C9F21), ('P4rIngress.values_v00000.hi', 0x55910A47)], 1192)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6B33E2D9), ('P4rIngress.values_v00001.hi', 0x46A1D0E4)], 1192)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x49B6C7B4), ('P4rIngress.values_v00010.hi', 0x71887FFA)], 1192)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x53831A39), ('P4rIngress.values_v00011.hi', 0x4E2711C8)], 1192)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x573E0ED6), ('P4rIngress.values_v00100.hi', 0x5E40EA59)], 1192)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7ED6C6B2), ('P4rIngress.values_v00101.hi', 0x55A4947C)], 1192)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45F9676B), ('P4rIngress.values_v00110.hi', 0x4247C235)], 1192)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x74556CAF), ('P4rIngress.values_v00111.hi', 0x6F4EDD72)], 1192)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x734D9CB4), ('P4rIngress.values_v01000.hi', 0x516D75A4)], 1192)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x57DD8105), ('P4rIngress.values_v01001.hi', 0x68C65B86)], 1192)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x65EA6771), ('P4rIngress.values_v01010.hi', 0x66DD6D8D)], 1192)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7899F8FC), ('P4rIngress.values_v01011.hi', 0x7538663D)], 1192)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6D33685B), ('P4rIngress.values_v01100.hi', 0x46E12C96)], 1192)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5C376C4C), ('P4rIngress.values_v01101.hi', 0x524C74DF)], 1192)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x71829BB0), ('P4rIngress.values_v01110.hi', 0x47AF988A)], 1192)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x792599DB), ('P4rIngress.values_v01111.hi', 0x671647AF)], 1192)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5B140799), ('P4rIngress.values_v10000.hi', 0x49398C32)], 1192)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x47DAA7B6), ('P4rIngress.values_v10001.hi', 0x7AA02A1F)], 1192)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x617A7A3D), ('P4rIngress.values_v10010.hi', 0x4C31DAD9)], 1192)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4EF2E289), ('P4rIngress.values_v10011.hi', 0x6790D5E6)], 1192)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7F297443), ('P4rIngress.values_v10100.hi', 0x44BB3D95)], 1192)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6759F3C7), ('P4rIngress.values_v10101.hi', 0x7B89F762)], 1192)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4ED34A6F), ('P4rIngress.values_v10110.hi', 0x54E56E95)], 1192)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x703BBABD), ('P4rIngress.values_v10111.hi', 0x64E8F6B2)], 1192)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6B6A3975), ('P4rIngress.values_v11000.hi', 0x52623CF1)], 1192)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4F5EB16E), ('P4rIngress.values_v11001.hi', 0x55EC95D7)], 1192)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6F18D1E4), ('P4rIngress.values_v11010.hi', 0x760A5586)], 1192)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x77E6A50D), ('P4rIngress.values_v11011.hi', 0x55875D32)], 1192)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4D6572DB), ('P4rIngress.values_v11100.hi', 0x7A6EA669)], 1192)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6B4AED24), ('P4rIngress.values_v11101.hi', 0x7A1F974F)], 1192)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6712FB14), ('P4rIngress.values_v11110.hi', 0x58FCACA8)], 1192)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7D2AB8B3), ('P4rIngress.values_v11111.hi', 0x6415C98E)], 1192)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE6A9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003D4),
                gc.DataTuple('slot_count', 0x000017DF),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFDE3DA84),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x516D4ECE),
                gc.KeyTuple('src_port', 0x39D5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE6A9),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x031E),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x6D\x4E\xCE\x00\x00\x00\x00\x39\xD5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE6\xA9\x00\x1A\xFD\xE3\xDA\x84\x00\xD4\x06\x4C\x00\x00\x00\x00\x00\x40\x00\x00\x72\x1E\x60\xD7\x6A\x3D\xEF\x43\x69\x08\x3C\xF1\x64\xE2\x99\x8B\x75\x3A\x50\xDA\x70\xD9\x88\x23\x40\x56\xDA\x4C\x6B\xB1\x16\x69\x7C\x4C\xD4\xFC\x56\xC6\x26\xD2\x60\xCA\x8E\xAA\x41\xBF\xA4\xA6\x4C\xAF\x1F\xC6\x7A\xBB\x63\xCA\x7C\x4F\x43\x71\x4F\xDB\x39\x5D\x70\x3D\x65\x44\x7B\x68\xFD\x6F\x54\x81\xB7\xD9\x76\x6F\x4E\xBB\x74\x47\x71\x5D\x5A\x51\x9D\xAF\x7C\xF1\xFB\x71\x7D\x5E\x7F\x83\x7C\xEC\x5A\x11\x54\xF7\x97\x81\x55\xB6\x7A\x4C\x5B\x02\x70\x1C\x68\xE5\x7E\x2C\x5F\x2E\xD0\x67\x5B\x88\x4B\x13\x5E\xE5\x57\x4A\x59\x66\xE1\xAD\x6B\x29\xC6\x3D\x4A\x6B\x49\xAB\x7E\x15\x1D\x29\x50\x16\xD8\x47\x74\xFE\x4B\x55\x6F\x53\x57\xAB\x53\x70\xF6\xED\x77\xF1\xA4\x71\x46\x3D\x65\x33\x47\x41\x93\x7F\x4D\x03\xE6\xEC\x52\x73\x5B\x12\x42\x75\x2C\xBB\x74\xB0\xFF\x31\x6D\x4B\x83\x8F\x79\x4A\x51\x7F\x7F\xB5\x63\xEE\x5E\x54\xDC\x66\x57\x6A\x45\x71\x73\x7E\x55\xF7\x43\xAA\x4F\xE9\x70\xD5\xA6\x03\x67\xED\x94\x66\x76\x5B\xA8\x40\x4E\xD6\xC5\x6B\x78\x85\x30\xFF\x7E\x5D\x5C\x64\x69\x1E\xE6\x96\x46\xD1\x9E\x3E\x5C\xCB\x21\xA1\x44\x15\x38\x77\xD4\x16\x7D\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x6D\x4E\xCE\xBE\xEF\x39\xD5\x01\x20\x00\x00\x50\x34\x02\x82\xE6\xA9\x00\x1A\xFD\xE3\xDA\x84\x00\xD4\x00\x4C\x00\x00\x00\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x6A\x3D\xEF\x43\x7F\xFF\xFF\xFF\x64\xE2\x99\x8B\x7F\xFF\xFF\xFF\x70\xD9\x88\x23\x7F\xFF\xFF\xFF\x6B\xB1\x16\x69\x7F\xFF\xFF\xFF\x56\xC6\x26\xD2\x7F\xFF\xFF\xFF\x41\xBF\xA4\xA6\x7F\xFF\xFF\xFF\x7A\xBB\x63\xCA\x7F\xFF\xFF\xFF\x4F\xDB\x39\x5D\x7F\xFF\xFF\xFF\x7B\x68\xFD\x6F\x7F\xFF\xFF\xFF\x76\x6F\x4E\xBB\x7F\xFF\xFF\xFF\x5A\x51\x9D\xAF\x7F\xFF\xFF\xFF\x7D\x5E\x7F\x83\x7F\xFF\xFF\xFF\x54\xF7\x97\x81\x7F\xFF\xFF\xFF\x5B\x02\x70\x1C\x7F\xFF\xFF\xFF\x5F\x2E\xD0\x67\x7F\xFF\xFF\xFF\x5E\xE5\x57\x4A\x7F\xFF\xFF\xFF\x6B\x29\xC6\x3D\x7F\xFF\xFF\xFF\x7E\x15\x1D\x29\x7F\xFF\xFF\xFF\x74\xFE\x4B\x55\x7F\xFF\xFF\xFF\x53\x70\xF6\xED\x7F\xFF\xFF\xFF\x46\x3D\x65\x33\x7F\xFF\xFF\xFF\x4D\x03\xE6\xEC\x7F\xFF\xFF\xFF\x42\x75\x2C\xBB\x7F\xFF\xFF\xFF\x6D\x4B\x83\x8F\x7F\xFF\xFF\xFF\x7F\xB5\x63\xEE\x7F\xFF\xFF\xFF\x57\x6A\x45\x71\x7F\xFF\xFF\xFF\x43\xAA\x4F\xE9\x7F\xFF\xFF\xFF\x67\xED\x94\x66\x7F\xFF\xFF\xFF\x4E\xD6\xC5\x6B\x7F\xFF\xFF\xFF\x7E\x5D\x5C\x64\x7F\xFF\xFF\xFF\x46\xD1\x9E\x3E\x7F\xFF\xFF\xFF\x44\x15\x38\x77\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x04\xA8\x03\x1E\x00\x00\x86\x42\x1E\x63\x00\x00\x00\x00\x00\x00\x00\x00\x09\x4C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x16\x7D\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBD98A069), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 4136)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 4136)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x9B)], 4136)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 4136)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6D34A708), ('P4rIngress.values_v00000.hi', 0x42FC84D0)], 4136)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6CD5B18F), ('P4rIngress.values_v00001.hi', 0x7FBBB1B3)], 4136)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x53AEC512), ('P4rIngress.values_v00010.hi', 0x5E679EEF)], 4136)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x603770AF), ('P4rIngress.values_v00011.hi', 0x40536DED)], 4136)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x465BA9D9), ('P4rIngress.values_v00100.hi', 0x718F5BAF)], 4136)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x55F23A47), ('P4rIngress.values_v00101.hi', 0x424CC57D)], 4136)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4CA7A9EA), ('P4rIngress.values_v00110.hi', 0x446DC33D)], 4136)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x448B1E43), ('P4rIngress.values_v00111.hi', 0x6A96A68F)], 4136)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6DD1FF5B), ('P4rIngress.values_v01000.hi', 0x7E3EE3F8)], 4136)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4E68EE8C), ('P4rIngress.values_v01001.hi', 0x691C7BA7)], 4136)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x766FDCD1), ('P4rIngress.values_v01010.hi', 0x74F5DB1C)], 4136)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x54ABD37F), ('P4rIngress.values_v01011.hi', 0x60D8DE5F)], 4136)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7E612B8C), ('P4rIngress.values_v01100.hi', 0x7250B195)], 4136)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x41F788D6), ('P4rIngress.values_v01101.hi', 0x46E0D71F)], 4136)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x510E3F51), ('P4rIngress.values_v01110.hi', 0x55A972E7)], 4136)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48B09B27), ('P4rIngress.values_v01111.hi', 0x517A14ED)], 4136)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x60448DBC), ('P4rIngress.values_v10000.hi', 0x797DEB2B)], 4136)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x41567742), ('P4rIngress.values_v10001.hi', 0x68C66F09)], 4136)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5AF164FF), ('P4rIngress.values_v10010.hi', 0x718DD6AC)], 4136)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4F1527D1), ('P4rIngress.values_v10011.hi', 0x56C4D553)], 4136)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x685855C7), ('P4rIngress.values_v10100.hi', 0x55D2F195)], 4136)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6DC32BF5), ('P4rIngress.values_v10101.hi', 0x44D343D6)], 4136)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x41B4BA9F), ('P4rIngress.values_v10110.hi', 0x594A1147)], 4136)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5738A496), ('P4rIngress.values_v10111.hi', 0x572ADCA1)], 4136)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6452FB1F), ('P4rIngress.values_v11000.hi', 0x56225C3A)], 4136)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x786BE8FB), ('P4rIngress.values_v11001.hi', 0x519DBEC5)], 4136)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x65226357), ('P4rIngress.values_v11010.hi', 0x50389994)], 4136)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x59610C5C), ('P4rIngress.values_v11011.hi', 0x45A80D69)], 4136)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x74B6130D), ('P4rIngress.values_v11100.hi', 0x5C573CFB)], 4136)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x642085BB), ('P4rIngress.values_v11101.hi', 0x45A5EBDB)], 4136)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x659E539F), ('P4rIngress.values_v11110.hi', 0x56508E87)], 4136)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4B7F888B), ('P4rIngress.values_v11111.hi', 0x4201D885)], 4136)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA587),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008CA),
                gc.DataTuple('slot_count', 0x000016DF),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7A0BCD0E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xA1AD1319),
                gc.KeyTuple('src_port', 0xF936),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA587),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x039A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\xAD\x13\x19\x00\x00\x00\x00\xF9\x36\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA5\x87\x00\x02\x7A\x0B\xCD\x0E\x07\x5E\x02\x89\x80\x00\x00\x00\x00\x40\x00\x00\x5D\x6B\x41\x8E\x76\x85\x1A\xEE\x7A\xC2\x6E\xE6\x76\x53\x4B\x0F\x45\x0A\x47\x63\x53\x63\xD3\xC9\x56\xCA\x2E\xF1\x5B\x43\x86\x29\x76\x98\x19\xD3\x7D\xAD\x7B\x28\x5B\x30\x46\xB9\x4F\xC6\x63\xF1\x5C\xF5\x19\xC2\x65\x85\x57\xE3\x43\xB9\x09\x71\x79\xB6\xD3\xED\x7F\x88\xF3\x0C\x5C\x6E\x6C\xA6\x7A\x56\x20\x8E\x6B\x83\x5B\x73\x55\x3E\x2F\x94\x7C\x94\x0B\xE5\x7C\xBA\x5B\x16\x41\xB4\x55\xDC\x4D\x51\xAA\x9F\x53\xE6\xDB\xCB\x5D\x5C\xED\x78\x52\x98\x91\x7D\x60\xF0\x3D\x1F\x70\x95\x0B\xF7\x6A\xAC\xC1\xC5\x47\x63\x04\x33\x7C\x69\x39\x35\x4D\x71\x4D\xF8\x46\x14\x02\x56\x6E\x59\x64\x58\x5A\x1B\x7C\x4A\x7B\xA1\x24\x6B\x48\xF3\xA9\x5A\x51\x65\xF7\x94\x62\x56\x18\x7D\x77\x0B\xF4\x27\x6A\xEA\x1B\xC1\x77\xE5\x6F\xCC\x43\x9B\x42\x91\x6D\x65\xB5\x96\x66\x56\x8E\xBF\x47\x33\xE4\x7F\x4D\x92\x32\xA2\x45\xDC\x69\x0E\x61\xA8\x21\xDB\x48\xB1\x4F\x5D\x7A\x3A\x4A\x94\x6A\x35\xB3\x5A\x45\xF7\xEB\x04\x79\xBA\x97\xC9\x75\xA7\xDB\xA6\x71\xD7\x5A\x3D\x7C\xF5\x37\x38\x45\x2A\x08\xD7\x79\x40\xB7\x4E\x73\x0E\xB4\x17\x45\x5D\xE5\x28\x6F\x28\x1D\xC4\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA1\xAD\x13\x19\xBE\xEF\xF9\x36\x01\x20\x00\x00\x50\x34\x02\x82\xA5\x87\x00\x02\x7A\x0B\xCD\x0E\x07\x5E\x00\x89\x80\x00\x00\x00\x00\x40\x00\x05\x7F\xFF\xFF\xFF\x76\x85\x1A\xEE\x7F\xFF\xFF\xFF\x76\x53\x4B\x0F\x7F\xFF\xFF\xFF\x53\x63\xD3\xC9\x7F\xFF\xFF\xFF\x5B\x43\x86\x29\x7F\xFF\xFF\xFF\x7D\xAD\x7B\x28\x7F\xFF\xFF\xFF\x4F\xC6\x63\xF1\x7F\xFF\xFF\xFF\x65\x85\x57\xE3\x7F\xFF\xFF\xFF\x79\xB6\xD3\xED\x7F\xFF\xFF\xFF\x5C\x6E\x6C\xA6\x7F\xFF\xFF\xFF\x6B\x83\x5B\x73\x7F\xFF\xFF\xFF\x7C\x94\x0B\xE5\x7F\xFF\xFF\xFF\x41\xB4\x55\xDC\x7F\xFF\xFF\xFF\x53\xE6\xDB\xCB\x7F\xFF\xFF\xFF\x52\x98\x91\x7D\x7F\xFF\xFF\xFF\x70\x95\x0B\xF7\x7F\xFF\xFF\xFF\x47\x63\x04\x33\x7F\xFF\xFF\xFF\x4D\x71\x4D\xF8\x7F\xFF\xFF\xFF\x6E\x59\x64\x58\x7F\xFF\xFF\xFF\x7B\xA1\x24\x6B\x7F\xFF\xFF\xFF\x51\x65\xF7\x94\x7F\xFF\xFF\xFF\x77\x0B\xF4\x27\x7F\xFF\xFF\xFF\x77\xE5\x6F\xCC\x7F\xFF\xFF\xFF\x6D\x65\xB5\x96\x7F\xFF\xFF\xFF\x47\x33\xE4\x7F\x7F\xFF\xFF\xFF\x45\xDC\x69\x0E\x7F\xFF\xFF\xFF\x48\xB1\x4F\x5D\x7F\xFF\xFF\xFF\x6A\x35\xB3\x5A\x7F\xFF\xFF\xFF\x79\xBA\x97\xC9\x7F\xFF\xFF\xFF\x71\xD7\x5A\x3D\x7F\xFF\xFF\xFF\x45\x2A\x08\xD7\x7F\xFF\xFF\xFF\x73\x0E\xB4\x17\x7F\xFF\xFF\xFF\x6F\x28\x1D\xC4\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x10\x28\x03\x9A\x00\x00\xBD\x98\xA0\x6D\x80\x00\x00\x00\x80\x00\x00\x00\x05\x9B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBABAEA48), ('P4rIngress.bitmap_seq.seq', 0x71CD9FB4)], 12622)
        self.setRegisterValue('P4rIngress.rounds', 0x71CD9FB4, 12622)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xC6)], 12622)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 12622)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7B60C638), ('P4rIngress.values_v00000.hi', 0x71B64AC6)], 12622)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7A9F3602), ('P4rIngress.values_v00001.hi', 0x4E06E72F)], 12622)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x48B24436), ('P4rIngress.values_v00010.hi', 0x613B9631)], 12622)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7539E921), ('P4rIngress.values_v00011.hi', 0x7522CA6B)], 12622)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5AB999CE), ('P4rIngress.values_v00100.hi', 0x782E32E4)], 12622)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4956E6E5), ('P4rIngress.values_v00101.hi', 0x565333BF)], 12622)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x674F9371), ('P4rIngress.values_v00110.hi', 0x5BEED558)], 12622)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5A70835F), ('P4rIngress.values_v00111.hi', 0x4B523E98)], 12622)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x516C5008), ('P4rIngress.values_v01000.hi', 0x4A161EE6)], 12622)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6977DDB7), ('P4rIngress.values_v01001.hi', 0x70C83747)], 12622)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4D892123), ('P4rIngress.values_v01010.hi', 0x7D1915B3)], 12622)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x46DF4C77), ('P4rIngress.values_v01011.hi', 0x5A68DBA5)], 12622)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x63AA5DF9), ('P4rIngress.values_v01100.hi', 0x45E66FA5)], 12622)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6468FD11), ('P4rIngress.values_v01101.hi', 0x41ED295F)], 12622)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x71593E15), ('P4rIngress.values_v01110.hi', 0x42AA4577)], 12622)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6534E9CE), ('P4rIngress.values_v01111.hi', 0x56C30CB7)], 12622)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x68BECD63), ('P4rIngress.values_v10000.hi', 0x4BADC35A)], 12622)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x484FA1F2), ('P4rIngress.values_v10001.hi', 0x6C3D0A98)], 12622)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7C1B118C), ('P4rIngress.values_v10010.hi', 0x76497793)], 12622)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5BED0A8B), ('P4rIngress.values_v10011.hi', 0x6EA88A93)], 12622)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4A3560B3), ('P4rIngress.values_v10100.hi', 0x56DDEBA2)], 12622)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x44E5F9EE), ('P4rIngress.values_v10101.hi', 0x454FCE2B)], 12622)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x43D739B4), ('P4rIngress.values_v10110.hi', 0x6F20CFC9)], 12622)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4AEE703E), ('P4rIngress.values_v10111.hi', 0x61FC8D75)], 12622)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6F8DAD1C), ('P4rIngress.values_v11000.hi', 0x70DC5A31)], 12622)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x74638E3F), ('P4rIngress.values_v11001.hi', 0x445F203D)], 12622)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5305A19F), ('P4rIngress.values_v11010.hi', 0x63AFD331)], 12622)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6FC5B4B4), ('P4rIngress.values_v11011.hi', 0x753DDD97)], 12622)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6FA56B1E), ('P4rIngress.values_v11100.hi', 0x498AFBFE)], 12622)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x47A7F58B), ('P4rIngress.values_v11101.hi', 0x7E372D7D)], 12622)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6C79CB42), ('P4rIngress.values_v11110.hi', 0x591A0CC3)], 12622)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x506A14EE), ('P4rIngress.values_v11111.hi', 0x46A44326)], 12622)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5ABB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E13),
                gc.DataTuple('slot_count', 0x0000065B),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFEF03373),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xB7EC0010),
                gc.KeyTuple('src_port', 0x2F6B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5ABB),
                gc.DataTuple('rank', 0x0016),
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
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\xEC\x00\x10\x00\x00\x00\x00\x2F\x6B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5A\xBB\x00\x16\xFE\xF0\x33\x73\x03\x3B\x01\x43\x71\xCD\x9F\xB4\x00\x40\x00\x00\x6B\x68\xA4\xCC\x5D\x37\x6A\x26\x40\xD6\x97\xD7\x5C\x91\x4E\x26\x56\xE4\x2F\x9A\x42\x76\xCC\x15\x4A\xC5\x28\x25\x5E\xED\xF6\x1A\x7C\xB3\x33\xCB\x69\xE4\xED\x99\x51\x1A\x3A\xB4\x7D\x67\x3C\x05\x61\x5A\x80\xB7\x74\xC0\x74\x76\x7C\x27\x52\x52\x75\x36\x30\xD7\x53\xA5\x55\xB9\x4D\x0F\x72\xCC\x46\xE7\x27\x35\x65\x2E\x85\xC2\x6B\xF8\xEE\x7F\x6C\xC3\x25\xD9\x76\x87\x76\xE1\x52\x7F\x5C\x41\x53\x3D\x7B\xCA\x4B\x47\x16\x4B\x58\x08\xFD\x5B\x59\x2D\xAA\x52\x56\x7C\x34\x76\x4A\xE2\x41\x32\x5B\x17\xC5\xDE\x46\xCB\x6E\xB7\x76\x8F\xA7\x73\x63\x34\x76\x03\x5A\x92\xC0\x92\x62\x72\x66\x48\x65\xC9\xAC\xC9\x76\xC6\xF6\x93\x6B\xB5\x6B\xD3\x5C\x6B\xF3\x33\x4A\xCF\xEB\x72\x68\xB9\xC7\x67\x4C\xCD\xAD\x9F\x77\x68\xC3\xBF\x76\x5E\x39\x25\x49\x69\x43\x5B\x7A\x23\x30\xF3\x5F\x76\xDC\x6E\x57\x92\x29\x3F\x48\xDD\x2D\xD0\x6E\xB8\xEF\x51\x6D\x3A\xA8\x4F\x7A\x4F\x8D\xAB\x6C\xD7\xF9\xBE\x62\x77\x96\x24\x42\x38\x79\xD1\x76\xA8\xD3\x2B\x6D\x56\x93\x71\x69\xA9\x05\xDE\x65\x55\x63\x13\x7A\xB4\x5A\x3B\x5E\xA5\x16\xF9\x48\xD2\x2C\xCE\x6B\x7A\xF7\xEF\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB7\xEC\x00\x10\xBE\xEF\x2F\x6B\x01\x20\x00\x00\x50\x34\x02\x82\x5A\xBB\x00\x16\xFE\xF0\x33\x73\x03\x3B\x01\x43\x71\xCD\x9F\xB4\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x5D\x37\x6A\x26\x7F\xFF\xFF\xFF\x5C\x91\x4E\x26\x7F\xFF\xFF\xFF\x42\x76\xCC\x15\x7F\xFF\xFF\xFF\x5E\xED\xF6\x1A\x7F\xFF\xFF\xFF\x69\xE4\xED\x99\x7F\xFF\xFF\xFF\x7D\x67\x3C\x05\x7F\xFF\xFF\xFF\x74\xC0\x74\x76\x7F\xFF\xFF\xFF\x75\x36\x30\xD7\x7F\xFF\xFF\xFF\x4D\x0F\x72\xCC\x7F\xFF\xFF\xFF\x65\x2E\x85\xC2\x7F\xFF\xFF\xFF\x6C\xC3\x25\xD9\x7F\xFF\xFF\xFF\x52\x7F\x5C\x41\x7F\xFF\xFF\xFF\x4B\x47\x16\x4B\x7F\xFF\xFF\xFF\x59\x2D\xAA\x52\x7F\xFF\xFF\xFF\x4A\xE2\x41\x32\x7F\xFF\xFF\xFF\x46\xCB\x6E\xB7\x7F\xFF\xFF\xFF\x63\x34\x76\x03\x7F\xFF\xFF\xFF\x62\x72\x66\x48\x7F\xFF\xFF\xFF\x76\xC6\xF6\x93\x7F\xFF\xFF\xFF\x5C\x6B\xF3\x33\x7F\xFF\xFF\xFF\x68\xB9\xC7\x67\x7F\xFF\xFF\xFF\x77\x68\xC3\xBF\x7F\xFF\xFF\xFF\x49\x69\x43\x5B\x7F\xFF\xFF\xFF\x5F\x76\xDC\x6E\x7F\xFF\xFF\xFF\x48\xDD\x2D\xD0\x7F\xFF\xFF\xFF\x6D\x3A\xA8\x4F\x7F\xFF\xFF\xFF\x6C\xD7\xF9\xBE\x7F\xFF\xFF\xFF\x42\x38\x79\xD1\x7F\xFF\xFF\xFF\x6D\x56\x93\x71\x7F\xFF\xFF\xFF\x65\x55\x63\x13\x7F\xFF\xFF\xFF\x5E\xA5\x16\xF9\x7F\xFF\xFF\xFF\x6B\x7A\xF7\xEF\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x4E\x00\x00\x00\x00\xBA\xFA\xEA\x48\x71\xCD\x9F\xB4\x71\xCD\x9F\xB4\x1F\xC6\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE7DB9842), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 13903)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 13903)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0xA9)], 13903)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13903)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5B1B9B2D), ('P4rIngress.values_v00000.hi', 0x7D7ED276)], 13903)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x45A8244A), ('P4rIngress.values_v00001.hi', 0x7D5DBE3F)], 13903)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x60FB6F6E), ('P4rIngress.values_v00010.hi', 0x46819839)], 13903)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x68F73B45), ('P4rIngress.values_v00011.hi', 0x71276890)], 13903)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5E2E60FE), ('P4rIngress.values_v00100.hi', 0x732C8ADB)], 13903)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x678A62DC), ('P4rIngress.values_v00101.hi', 0x556117D1)], 13903)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5D0A3B35), ('P4rIngress.values_v00110.hi', 0x6DAFCCAA)], 13903)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x799E5B57), ('P4rIngress.values_v00111.hi', 0x710D52B5)], 13903)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x41CBB223), ('P4rIngress.values_v01000.hi', 0x75C0A19F)], 13903)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4C0A2A47), ('P4rIngress.values_v01001.hi', 0x75625F3E)], 13903)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x42283CB9), ('P4rIngress.values_v01010.hi', 0x5B7D69BD)], 13903)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x62B979F2), ('P4rIngress.values_v01011.hi', 0x594532B0)], 13903)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C528022), ('P4rIngress.values_v01100.hi', 0x6B7E0AD3)], 13903)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5D5B16B7), ('P4rIngress.values_v01101.hi', 0x4E6C78EF)], 13903)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5EE8F86D), ('P4rIngress.values_v01110.hi', 0x40C8F045)], 13903)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4D568D93), ('P4rIngress.values_v01111.hi', 0x45571855)], 13903)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x59F64B3D), ('P4rIngress.values_v10000.hi', 0x622E45B1)], 13903)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x59EB6D92), ('P4rIngress.values_v10001.hi', 0x74EEFCCC)], 13903)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5BC5F904), ('P4rIngress.values_v10010.hi', 0x5C355542)], 13903)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6158CEB0), ('P4rIngress.values_v10011.hi', 0x4B499473)], 13903)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4D8636B3), ('P4rIngress.values_v10100.hi', 0x6EAAE617)], 13903)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7B19C7EB), ('P4rIngress.values_v10101.hi', 0x4BDE9E71)], 13903)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5A3834C8), ('P4rIngress.values_v10110.hi', 0x508A9595)], 13903)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x712C723F), ('P4rIngress.values_v10111.hi', 0x7D9D38B0)], 13903)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x487DACFD), ('P4rIngress.values_v11000.hi', 0x4450CF87)], 13903)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x606A9D9C), ('P4rIngress.values_v11001.hi', 0x6A3532FC)], 13903)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x76281812), ('P4rIngress.values_v11010.hi', 0x6A06281B)], 13903)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49101C27), ('P4rIngress.values_v11011.hi', 0x72794A81)], 13903)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x42812E52), ('P4rIngress.values_v11100.hi', 0x61D58995)], 13903)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5C627792), ('P4rIngress.values_v11101.hi', 0x4E657ED9)], 13903)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x471DBFF9), ('P4rIngress.values_v11110.hi', 0x46ED508C)], 13903)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x630DD85F), ('P4rIngress.values_v11111.hi', 0x5AFA74BD)], 13903)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFA96),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004D7),
                gc.DataTuple('slot_count', 0x00001661),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA574F6C2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x3A22182F),
                gc.KeyTuple('src_port', 0x1249),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFA96),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x03D0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x22\x18\x2F\x00\x00\x00\x00\x12\x49\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFA\x96\x00\x07\xA5\x74\xF6\xC2\x11\x78\x05\x55\x80\x00\x00\x00\x00\x40\x00\x00\x67\x14\xB3\x68\x61\x65\x96\x9F\x75\x56\x27\x59\x66\x53\x83\x2F\x5A\x11\x01\x2A\x69\xE2\x87\xF3\x6B\x96\x64\x2D\x56\x6A\x76\xAC\x77\x3D\x1C\x2D\x6F\xA9\x9F\xAC\x71\x47\xF4\x95\x53\x25\x2F\xE1\x47\x4B\xB2\x0B\x50\xCD\x6A\xFD\x7B\x69\x27\x11\x63\x45\x72\x93\x67\x0B\x96\xD4\x5C\xA5\x05\xB6\x5A\x74\xD8\xCB\x4A\xFE\xFE\x34\x6F\x9F\xE5\x3D\x4F\x7D\x22\x9E\x6E\xB2\x4E\xC3\x70\xC7\x17\x4D\x68\x50\xCF\xEF\x4B\x4E\xEE\x53\x42\xCA\x69\x15\x6C\xEF\x73\x42\x62\xD3\xFE\x4A\x6C\x9E\xFC\x7C\x77\xCB\xB9\x31\x69\x12\x89\xEB\x60\xC8\xD1\x9E\x41\xDA\xC1\x8E\x41\x41\x5E\xDE\x71\x79\xB5\xEA\x76\x9D\x5B\x6F\x51\xF9\x36\x40\x76\x61\x0F\x68\x41\xED\x5A\x55\x4D\xFE\x74\xDE\x54\xCE\xDC\xC9\x7F\x6A\xC6\x31\x7A\xEE\xBD\xE6\x50\x5C\x6B\xAC\x65\x4A\xDC\xD5\x5D\x2B\x2B\xB1\x70\xCD\x48\x82\x61\x9B\x5A\xC2\x75\x6E\x69\x63\x7B\x40\x63\x57\x5D\x75\x73\x76\x5D\xD4\x5A\xF0\x4E\x57\x1B\xD0\x71\xEE\xF0\x71\x58\x53\xED\xAB\x75\x87\x12\x01\x64\xD6\x65\xD5\x5E\xA3\x13\xAB\x5E\x9F\xF1\xE2\x4E\xC6\x13\x6A\x55\xEE\x5C\xCF\x7F\x36\x8A\xBB\x65\xCA\xBE\x81\x41\x2D\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\x22\x18\x2F\xBE\xEF\x12\x49\x01\x20\x00\x00\x50\x34\x02\x82\xFA\x96\x00\x07\xA5\x74\xF6\xC2\x11\x78\x01\x55\x80\x00\x00\x00\x00\x40\x00\x05\x7F\xFF\xFF\xFF\x61\x65\x96\x9F\x7F\xFF\xFF\xFF\x66\x53\x83\x2F\x7F\xFF\xFF\xFF\x69\xE2\x87\xF3\x7F\xFF\xFF\xFF\x56\x6A\x76\xAC\x7F\xFF\xFF\xFF\x6F\xA9\x9F\xAC\x7F\xFF\xFF\xFF\x53\x25\x2F\xE1\x7F\xFF\xFF\xFF\x50\xCD\x6A\xFD\x7F\xFF\xFF\xFF\x63\x45\x72\x93\x7F\xFF\xFF\xFF\x5C\xA5\x05\xB6\x7F\xFF\xFF\xFF\x4A\xFE\xFE\x34\x7F\xFF\xFF\xFF\x4F\x7D\x22\x9E\x7F\xFF\xFF\xFF\x70\xC7\x17\x4D\x7F\xFF\xFF\xFF\x4B\x4E\xEE\x53\x7F\xFF\xFF\xFF\x6C\xEF\x73\x42\x7F\xFF\xFF\xFF\x6C\x9E\xFC\x7C\x7F\xFF\xFF\xFF\x69\x12\x89\xEB\x7F\xFF\xFF\xFF\x41\xDA\xC1\x8E\x7F\xFF\xFF\xFF\x71\x79\xB5\xEA\x7F\xFF\xFF\xFF\x51\xF9\x36\x40\x7F\xFF\xFF\xFF\x41\xED\x5A\x55\x7F\xFF\xFF\xFF\x54\xCE\xDC\xC9\x7F\xFF\xFF\xFF\x7A\xEE\xBD\xE6\x7F\xFF\xFF\xFF\x65\x4A\xDC\xD5\x7F\xFF\xFF\xFF\x70\xCD\x48\x82\x7F\xFF\xFF\xFF\x75\x6E\x69\x63\x7F\xFF\xFF\xFF\x5D\x75\x73\x76\x7F\xFF\xFF\xFF\x4E\x57\x1B\xD0\x7F\xFF\xFF\xFF\x58\x53\xED\xAB\x7F\xFF\xFF\xFF\x64\xD6\x65\xD5\x7F\xFF\xFF\xFF\x5E\x9F\xF1\xE2\x7F\xFF\xFF\xFF\x55\xEE\x5C\xCF\x7F\xFF\xFF\xFF\x65\xCA\xBE\x81\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\x4F\x03\xD0\x00\x00\xE7\xDB\x98\xC2\x80\x00\x00\x00\x80\x00\x00\x00\x05\xA9\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x41\x2D\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x519DA68F), ('P4rIngress.bitmap_seq.seq', 0x4F7803A8)], 1838)
        self.setRegisterValue('P4rIngress.rounds', 0x4F7803A8, 1838)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x58)], 1838)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 1838)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x76EF5B34), ('P4rIngress.values_v00000.hi', 0x4CEA4023)], 1838)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7CCAA8A7), ('P4rIngress.values_v00001.hi', 0x4D7365BE)], 1838)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x57986D5D), ('P4rIngress.values_v00010.hi', 0x5965D3F1)], 1838)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x50FCCE6D), ('P4rIngress.values_v00011.hi', 0x5905C4CF)], 1838)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x497A8FDE), ('P4rIngress.values_v00100.hi', 0x4551FAA5)], 1838)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7C77B3B7), ('P4rIngress.values_v00101.hi', 0x535C6CE1)], 1838)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7272191E), ('P4rIngress.values_v00110.hi', 0x43F05E49)], 1838)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4BC00CC4), ('P4rIngress.values_v00111.hi', 0x601BDC24)], 1838)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x700ABE69), ('P4rIngress.values_v01000.hi', 0x7391CD74)], 1838)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x78D50A6E), ('P4rIngress.values_v01001.hi', 0x68D1B563)], 1838)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x70155C70), ('P4rIngress.values_v01010.hi', 0x565C6D7E)], 1838)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5D995B2B), ('P4rIngress.values_v01011.hi', 0x68B4701F)], 1838)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x588A4055), ('P4rIngress.values_v01100.hi', 0x51DD3253)], 1838)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x43AB6CC1), ('P4rIngress.values_v01101.hi', 0x496CDC4F)], 1838)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7260A871), ('P4rIngress.values_v01110.hi', 0x5EFAEDAE)], 1838)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6FD39B61), ('P4rIngress.values_v01111.hi', 0x7CDDC29E)], 1838)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x55F6227A), ('P4rIngress.values_v10000.hi', 0x495A95FB)], 1838)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7A12A587), ('P4rIngress.values_v10001.hi', 0x470DB693)], 1838)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x796DE9CA), ('P4rIngress.values_v10010.hi', 0x694CCD73)], 1838)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x436F4EDF), ('P4rIngress.values_v10011.hi', 0x5A6B97CB)], 1838)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x447D44A0), ('P4rIngress.values_v10100.hi', 0x6EB866DB)], 1838)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6739C2E1), ('P4rIngress.values_v10101.hi', 0x438166C7)], 1838)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6FC51643), ('P4rIngress.values_v10110.hi', 0x692C6AD1)], 1838)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x65F1F472), ('P4rIngress.values_v10111.hi', 0x57EF7763)], 1838)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x41EDEA75), ('P4rIngress.values_v11000.hi', 0x4565C959)], 1838)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x565D1D35), ('P4rIngress.values_v11001.hi', 0x4EE3D059)], 1838)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x530E94F9), ('P4rIngress.values_v11010.hi', 0x739015B1)], 1838)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5AF9E6DD), ('P4rIngress.values_v11011.hi', 0x6B9FC5DB)], 1838)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7559F099), ('P4rIngress.values_v11100.hi', 0x536AEA18)], 1838)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6E8A3C73), ('P4rIngress.values_v11101.hi', 0x4CECBA24)], 1838)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x476F11BF), ('P4rIngress.values_v11110.hi', 0x52D66276)], 1838)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5935EFD7), ('P4rIngress.values_v11111.hi', 0x719A3108)], 1838)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x63DF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000183),
                gc.DataTuple('slot_count', 0x00000CA7),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF90A0299),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x4730FAFA),
                gc.KeyTuple('src_port', 0x72ED),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x63DF),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x03C6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\x30\xFA\xFA\x00\x00\x00\x00\x72\xED\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x63\xDF\x00\x08\xF9\x0A\x02\x99\x05\xAB\x02\x81\x4F\x78\x03\xA8\x00\x40\x00\x00\x59\x1D\x56\xA9\x48\xB3\x75\xE3\x6E\x38\xB0\xE5\x5C\x99\x17\x43\x54\xEC\x6F\x23\x47\xEC\x95\xF9\x6D\xC5\x58\xAB\x6A\x91\x1B\xB6\x42\xC7\xB1\x1F\x5D\x57\xBE\x5F\x63\x96\xD8\xA5\x76\x4E\x59\xAE\x70\xF7\x1B\xDE\x45\xF6\xAC\xE0\x6C\xA5\x78\x49\x62\xDD\x7A\x7A\x69\xD4\xD4\x47\x54\x5B\x4A\xD6\x4D\xA9\x5B\xA2\x5C\xDF\x04\xED\x5B\xEB\x31\xF0\x7D\x49\x69\x33\x6D\xD5\xD2\x71\x47\x6A\xED\x07\x55\x7C\x41\x72\x63\x0F\xBB\x35\x7E\xA3\x70\x9B\x7D\x48\xC6\x6C\x58\xAF\xBD\x8E\x46\xE3\xB3\xBE\x59\x96\xD7\x19\x78\x94\x96\xF9\x45\xCD\x7D\x15\x7D\x0A\xE8\x09\x4A\x4E\xB6\x3C\x79\x8C\x81\xBD\x70\xB3\x3B\xC7\x6D\x4A\x62\x93\x76\x45\x67\x88\x5B\xA3\xCE\x2D\x7C\x59\x9C\xB7\x44\xE5\xDE\xB5\x73\xB9\x93\xA6\x61\xE1\xA7\x61\x41\xCC\x87\x5B\x6D\x1A\x5E\x1B\x78\x26\x35\x52\x46\xAB\x4D\x15\x4D\x17\xF7\xFA\x51\x9F\x4B\x2F\x52\x00\x06\x79\x47\x58\xB1\x52\x49\x23\x17\x51\x7E\x8E\x99\x62\x60\x53\xE7\x15\x69\x81\x24\xF2\x5E\x59\x25\x7D\x5F\x48\xEA\x7F\x58\x6F\x47\x38\x6A\x65\xF2\xB3\x44\x6F\x35\x4C\x52\x04\x87\xA1\x4A\xA2\x88\x55\x5D\x53\x59\xEA\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x47\x30\xFA\xFA\xBE\xEF\x72\xED\x01\x20\x00\x00\x50\x34\x02\x82\x63\xDF\x00\x08\xF9\x0A\x02\x99\x05\xAB\x00\x81\x4F\x78\x03\xA8\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x48\xB3\x75\xE3\x7F\xFF\xFF\xFF\x5C\x99\x17\x43\x7F\xFF\xFF\xFF\x47\xEC\x95\xF9\x7F\xFF\xFF\xFF\x6A\x91\x1B\xB6\x7F\xFF\xFF\xFF\x5D\x57\xBE\x5F\x7F\xFF\xFF\xFF\x76\x4E\x59\xAE\x7F\xFF\xFF\xFF\x45\xF6\xAC\xE0\x7F\xFF\xFF\xFF\x62\xDD\x7A\x7A\x7F\xFF\xFF\xFF\x54\x5B\x4A\xD6\x7F\xFF\xFF\xFF\x5C\xDF\x04\xED\x7F\xFF\xFF\xFF\x7D\x49\x69\x33\x7F\xFF\xFF\xFF\x47\x6A\xED\x07\x7F\xFF\xFF\xFF\x63\x0F\xBB\x35\x7F\xFF\xFF\xFF\x7D\x48\xC6\x6C\x7F\xFF\xFF\xFF\x46\xE3\xB3\xBE\x7F\xFF\xFF\xFF\x78\x94\x96\xF9\x7F\xFF\xFF\xFF\x7D\x0A\xE8\x09\x7F\xFF\xFF\xFF\x79\x8C\x81\xBD\x7F\xFF\xFF\xFF\x6D\x4A\x62\x93\x7F\xFF\xFF\xFF\x5B\xA3\xCE\x2D\x7F\xFF\xFF\xFF\x44\xE5\xDE\xB5\x7F\xFF\xFF\xFF\x61\xE1\xA7\x61\x7F\xFF\xFF\xFF\x6D\x1A\x5E\x1B\x7F\xFF\xFF\xFF\x46\xAB\x4D\x15\x7F\xFF\xFF\xFF\x51\x9F\x4B\x2F\x7F\xFF\xFF\xFF\x47\x58\xB1\x52\x7F\xFF\xFF\xFF\x7E\x8E\x99\x62\x7F\xFF\xFF\xFF\x69\x81\x24\xF2\x7F\xFF\xFF\xFF\x5F\x48\xEA\x7F\x7F\xFF\xFF\xFF\x6A\x65\xF2\xB3\x7F\xFF\xFF\xFF\x52\x04\x87\xA1\x7F\xFF\xFF\xFF\x5D\x53\x59\xEA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x07\x2E\x03\xC6\x00\x00\x51\x9D\xA7\x8F\x4F\x78\x03\xA8\x4F\x78\x03\xA8\x0F\x81\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x43798AD8), ('P4rIngress.bitmap_seq.seq', 0x99622A2D)], 14297)
        self.setRegisterValue('P4rIngress.rounds', 0x99622A2D, 14297)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0xAF)], 14297)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14297)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x77539CBF), ('P4rIngress.values_v00000.hi', 0x53FF344D)], 14297)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x74C66F9E), ('P4rIngress.values_v00001.hi', 0x7A09A700)], 14297)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x76133B79), ('P4rIngress.values_v00010.hi', 0x5FC1D9BB)], 14297)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x67627171), ('P4rIngress.values_v00011.hi', 0x5FA7B669)], 14297)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x740B77A0), ('P4rIngress.values_v00100.hi', 0x76BAFEFC)], 14297)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x72CD0536), ('P4rIngress.values_v00101.hi', 0x7AA5A35D)], 14297)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7E8A78E0), ('P4rIngress.values_v00110.hi', 0x46B6996D)], 14297)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x754F1E87), ('P4rIngress.values_v00111.hi', 0x5CBF6B3E)], 14297)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x57581856), ('P4rIngress.values_v01000.hi', 0x4E77AC2B)], 14297)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x63D1DECA), ('P4rIngress.values_v01001.hi', 0x5E230C3C)], 14297)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x69A4EA6D), ('P4rIngress.values_v01010.hi', 0x4CEB5686)], 14297)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x69B7F2F5), ('P4rIngress.values_v01011.hi', 0x714CFD96)], 14297)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6C108F02), ('P4rIngress.values_v01100.hi', 0x7E5AD0F1)], 14297)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x783353B8), ('P4rIngress.values_v01101.hi', 0x648C51E6)], 14297)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x58ABED02), ('P4rIngress.values_v01110.hi', 0x70F6D9B5)], 14297)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4CA283D5), ('P4rIngress.values_v01111.hi', 0x4D5CE331)], 14297)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5F38FF05), ('P4rIngress.values_v10000.hi', 0x64BCC165)], 14297)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x753DCF00), ('P4rIngress.values_v10001.hi', 0x57FC626E)], 14297)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5DD3DC74), ('P4rIngress.values_v10010.hi', 0x67B319CA)], 14297)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7BCD3CB6), ('P4rIngress.values_v10011.hi', 0x7DEB475B)], 14297)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x55441157), ('P4rIngress.values_v10100.hi', 0x48A1768C)], 14297)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7DEBB1AB), ('P4rIngress.values_v10101.hi', 0x77A8B6AD)], 14297)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5E7FFC83), ('P4rIngress.values_v10110.hi', 0x5613ACCD)], 14297)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6139429D), ('P4rIngress.values_v10111.hi', 0x52776767)], 14297)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x682FB643), ('P4rIngress.values_v11000.hi', 0x6956C548)], 14297)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7614026F), ('P4rIngress.values_v11001.hi', 0x56520CFD)], 14297)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6256F5EB), ('P4rIngress.values_v11010.hi', 0x50EB86B1)], 14297)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x46A56CA9), ('P4rIngress.values_v11011.hi', 0x5A33897E)], 14297)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4150ABE8), ('P4rIngress.values_v11100.hi', 0x62AFEB3F)], 14297)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x54F7F9A7), ('P4rIngress.values_v11101.hi', 0x49694114)], 14297)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7BF3B0B3), ('P4rIngress.values_v11110.hi', 0x4E7DAC3F)], 14297)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x471DEC0D), ('P4rIngress.values_v11111.hi', 0x56DE59B5)], 14297)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD320),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000016F1),
                gc.DataTuple('slot_count', 0x000001D1),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0A89E6D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x27AD5761),
                gc.KeyTuple('src_port', 0x45C4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD320),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0346),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\xAD\x57\x61\x00\x00\x00\x00\x45\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD3\x20\x00\x12\xC0\xA8\x9E\x6D\x00\xE8\x07\x50\x99\x62\x2A\x2D\x00\x40\x00\x00\x53\x3B\x9E\x95\x76\x5B\x7E\xED\x56\xA6\x49\x32\x43\x76\xA2\x59\x61\x1F\x99\x29\x4E\x8E\x86\x33\x71\xFD\x3C\x95\x78\x2B\x65\x6F\x57\xEA\x1A\xB0\x75\x10\xBE\x61\x7A\xAE\x43\x7D\x46\x99\xA4\x5B\x77\xA6\x10\x9D\x4A\x7F\xF6\xE7\x54\x24\xD5\x59\x78\x7C\xD5\x86\x6E\x3A\xC7\x46\x5F\x58\x71\x4B\x43\x0F\xD3\xDA\x7A\x32\x61\x31\x69\xC0\x46\x2D\x62\x6B\xD2\x08\x50\x10\x8C\xC7\x5F\xDF\xFC\xE7\x6F\x99\x6E\x3A\x6F\xCE\xEC\xB1\x46\xD6\xB2\x5C\x41\x57\x37\xB7\x6C\xEA\xA7\x0C\x5B\x85\x8B\xC4\x49\xAE\xDF\x4F\x5C\x1F\x0F\x1D\x40\x6E\x4B\x1F\x4D\x49\x07\x9D\x44\x89\x8F\x15\x55\x82\xC7\x22\x48\xFD\x90\xF1\x5F\x9C\x99\xEC\x7A\x13\x35\xA6\x6C\x31\x42\x53\x7C\x15\xFC\xEA\x59\x81\x37\x07\x4D\x85\x30\x1E\x44\xBE\x56\x26\x4E\x73\xD4\xBF\x64\x57\xA6\xD5\x7B\x6C\xDC\x2E\x4C\x9F\xFD\x92\x45\x99\x53\xDB\x47\x32\x55\x58\x6C\xC4\x45\x3F\x52\xCF\xCA\x5F\x57\x8B\x45\x07\x54\x26\x74\xD1\x52\xB4\xEC\x34\x67\x14\x8F\x30\x5B\x63\x89\xDA\x49\x3C\x6E\x68\x44\x95\x0B\xD7\x65\x3D\xF1\x37\x40\xCD\xE6\x09\x57\x14\x6B\x83\x4C\xA3\x66\x89\x6E\xBD\x31\x3B\x4F\xC5\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x27\xAD\x57\x61\xBE\xEF\x45\xC4\x01\x20\x00\x00\x50\x34\x02\x82\xD3\x20\x00\x12\xC0\xA8\x9E\x6D\x00\xE8\x01\x50\x99\x62\x2A\x2D\x00\x40\x00\x19\x7F\xFF\xFF\xFF\x76\x5B\x7E\xED\x7F\xFF\xFF\xFF\x43\x76\xA2\x59\x7F\xFF\xFF\xFF\x4E\x8E\x86\x33\x7F\xFF\xFF\xFF\x78\x2B\x65\x6F\x7F\xFF\xFF\xFF\x75\x10\xBE\x61\x7F\xFF\xFF\xFF\x46\x99\xA4\x5B\x7F\xFF\xFF\xFF\x4A\x7F\xF6\xE7\x7F\xFF\xFF\xFF\x78\x7C\xD5\x86\x7F\xFF\xFF\xFF\x5F\x58\x71\x4B\x7F\xFF\xFF\xFF\x7A\x32\x61\x31\x7F\xFF\xFF\xFF\x62\x6B\xD2\x08\x7F\xFF\xFF\xFF\x5F\xDF\xFC\xE7\x7F\xFF\xFF\xFF\x6F\xCE\xEC\xB1\x7F\xFF\xFF\xFF\x41\x57\x37\xB7\x7F\xFF\xFF\xFF\x5B\x85\x8B\xC4\x7F\xFF\xFF\xFF\x5C\x1F\x0F\x1D\x7F\xFF\xFF\xFF\x4D\x49\x07\x9D\x7F\xFF\xFF\xFF\x55\x82\xC7\x22\x7F\xFF\xFF\xFF\x5F\x9C\x99\xEC\x7F\xFF\xFF\xFF\x6C\x31\x42\x53\x7F\xFF\xFF\xFF\x59\x81\x37\x07\x7F\xFF\xFF\xFF\x44\xBE\x56\x26\x7F\xFF\xFF\xFF\x64\x57\xA6\xD5\x7F\xFF\xFF\xFF\x4C\x9F\xFD\x92\x7F\xFF\xFF\xFF\x47\x32\x55\x58\x7F\xFF\xFF\xFF\x52\xCF\xCA\x5F\x7F\xFF\xFF\xFF\x54\x26\x74\xD1\x7F\xFF\xFF\xFF\x67\x14\x8F\x30\x7F\xFF\xFF\xFF\x49\x3C\x6E\x68\x7F\xFF\xFF\xFF\x65\x3D\xF1\x37\x7F\xFF\xFF\xFF\x57\x14\x6B\x83\x7F\xFF\xFF\xFF\x6E\xBD\x31\x3B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x37\xD9\x03\x46\x00\x00\x43\x7D\x8A\xD8\x99\x62\x2A\x2D\x99\x62\x2A\x2D\x19\xAF\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4F\xC5\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x44C7C874), ('P4rIngress.bitmap_seq.seq', 0xF8BF9426)], 5609)
        self.setRegisterValue('P4rIngress.rounds', 0xF8BF9426, 5609)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x32)], 5609)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 5609)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5C71CA43), ('P4rIngress.values_v00000.hi', 0x4B19C7EB)], 5609)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x66061AE1), ('P4rIngress.values_v00001.hi', 0x64E322D2)], 5609)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x77EE6AB1), ('P4rIngress.values_v00010.hi', 0x4B369551)], 5609)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5CD9A799), ('P4rIngress.values_v00011.hi', 0x5484BD8E)], 5609)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4882AA7C), ('P4rIngress.values_v00100.hi', 0x756399EB)], 5609)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4157F756), ('P4rIngress.values_v00101.hi', 0x5745AD87)], 5609)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6A243E9F), ('P4rIngress.values_v00110.hi', 0x42DD357E)], 5609)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4BCCC832), ('P4rIngress.values_v00111.hi', 0x660AA934)], 5609)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7803342A), ('P4rIngress.values_v01000.hi', 0x5E3C3AE4)], 5609)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x788452CF), ('P4rIngress.values_v01001.hi', 0x7C739352)], 5609)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7C338A8E), ('P4rIngress.values_v01010.hi', 0x48229E47)], 5609)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6E89784F), ('P4rIngress.values_v01011.hi', 0x53A986BB)], 5609)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4BF0F2E5), ('P4rIngress.values_v01100.hi', 0x552C70BE)], 5609)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4A987569), ('P4rIngress.values_v01101.hi', 0x532CB278)], 5609)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x549011C7), ('P4rIngress.values_v01110.hi', 0x59B19A60)], 5609)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7AE9CC3A), ('P4rIngress.values_v01111.hi', 0x7D425DC2)], 5609)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6E0A116A), ('P4rIngress.values_v10000.hi', 0x7D4E7CD1)], 5609)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4F63517E), ('P4rIngress.values_v10001.hi', 0x745128BB)], 5609)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D4B1DF9), ('P4rIngress.values_v10010.hi', 0x76CA96C3)], 5609)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x59DAA466), ('P4rIngress.values_v10011.hi', 0x754328B5)], 5609)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7120687B), ('P4rIngress.values_v10100.hi', 0x498BDE92)], 5609)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x44EBBC5E), ('P4rIngress.values_v10101.hi', 0x78388096)], 5609)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4DA7193D), ('P4rIngress.values_v10110.hi', 0x6F9E1D5C)], 5609)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7634464F), ('P4rIngress.values_v10111.hi', 0x4DD0832F)], 5609)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6676EEAC), ('P4rIngress.values_v11000.hi', 0x7BBC371E)], 5609)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x489F5680), ('P4rIngress.values_v11001.hi', 0x6174390D)], 5609)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4A70B945), ('P4rIngress.values_v11010.hi', 0x48A534F2)], 5609)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x786F67A8), ('P4rIngress.values_v11011.hi', 0x41017A74)], 5609)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7E607537), ('P4rIngress.values_v11100.hi', 0x7A7A6F1C)], 5609)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x565CEF50), ('P4rIngress.values_v11101.hi', 0x5BBA1D07)], 5609)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4BEF9EF5), ('P4rIngress.values_v11110.hi', 0x7BB1C31F)], 5609)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7078D793), ('P4rIngress.values_v11111.hi', 0x7EE227DF)], 5609)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6450),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000015B),
                gc.DataTuple('slot_count', 0x00001AE5),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x96746594),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x8743BE50),
                gc.KeyTuple('src_port', 0x5F59),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6450),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x0160),
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
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\x43\xBE\x50\x00\x00\x00\x00\x5F\x59\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x64\x50\x00\x01\x96\x74\x65\x94\x14\x8E\x04\x9E\xF8\xBF\x94\x26\x00\x40\x00\x00\x61\x8E\x3A\x51\x59\x94\xB6\x39\x74\x0C\xE5\x75\x56\x2D\xBD\x71\x57\x5A\x2A\xB7\x7F\x3D\xD4\x53\x52\x2E\xE9\x7B\x65\x9B\x09\x54\x4C\x3F\xD8\x51\x6F\x89\xD6\xCF\x6B\xE1\xF2\x4E\x78\xCD\xB8\xBC\x7B\x0D\x28\x3A\x5B\xB8\x1B\x8B\x4C\xEB\x36\xFC\x41\x89\xCD\x3E\x77\xCC\x27\x87\x64\xB2\x06\x59\x57\xBA\xEA\xBA\x68\xD5\x13\x76\x62\x72\x48\x29\x54\x4D\xB5\x5B\x47\x37\x04\x69\x49\x7D\x5B\x9F\x6A\xC4\xCE\xF7\x7E\xA1\x96\x24\x7E\x38\xE6\xFC\x73\x0A\x20\x20\x74\x46\xDC\x11\x49\x13\xCB\x34\x6A\x33\xD5\xF9\x45\xAC\xEE\x87\x5D\x1D\x78\x45\x79\x69\xBD\x09\x61\x49\xA0\xD1\x77\x45\xE0\x3D\x56\xEE\x13\xD5\x42\xD9\xBE\x5D\x49\x1B\x45\x8F\x7B\x0F\x6C\x55\x73\xBC\x0E\xBC\x4F\xD7\x5B\x6B\x6F\xC2\x4D\xB2\x47\x78\xB7\x3C\x64\x2D\xDA\xF9\x46\x22\xC5\xDE\x69\x99\x5B\x81\x6B\xBA\x47\xCD\x50\xB5\x22\xA6\x73\x97\x59\xB2\x5B\x83\x6D\xF8\x77\x39\x2A\xC5\x41\x27\x5B\xAF\x6B\x90\x99\x46\x5C\x27\x5D\xED\x48\x39\x2C\x30\x57\x71\x71\x97\x47\x1D\xA8\x12\x43\x75\xD3\xBE\x43\x90\x45\xC9\x41\x64\x8C\x95\x49\x24\xFA\xEA\x65\x45\x55\x56\x72\xAE\xC0\x9C\xF2\x59\x67\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x87\x43\xBE\x50\xBE\xEF\x5F\x59\x01\x20\x00\x00\x50\x34\x02\x82\x64\x50\x00\x01\x96\x74\x65\x94\x14\x8E\x00\x9E\xF8\xBF\x94\x26\x00\x40\x00\x1B\x7F\xFF\xFF\xFF\x59\x94\xB6\x39\x7F\xFF\xFF\xFF\x56\x2D\xBD\x71\x7F\xFF\xFF\xFF\x7F\x3D\xD4\x53\x7F\xFF\xFF\xFF\x65\x9B\x09\x54\x7F\xFF\xFF\xFF\x6F\x89\xD6\xCF\x7F\xFF\xFF\xFF\x78\xCD\xB8\xBC\x7F\xFF\xFF\xFF\x5B\xB8\x1B\x8B\x7F\xFF\xFF\xFF\x41\x89\xCD\x3E\x7F\xFF\xFF\xFF\x64\xB2\x06\x59\x7F\xFF\xFF\xFF\x68\xD5\x13\x76\x7F\xFF\xFF\xFF\x54\x4D\xB5\x5B\x7F\xFF\xFF\xFF\x49\x7D\x5B\x9F\x7F\xFF\xFF\xFF\x7E\xA1\x96\x24\x7F\xFF\xFF\xFF\x73\x0A\x20\x20\x7F\xFF\xFF\xFF\x49\x13\xCB\x34\x7F\xFF\xFF\xFF\x45\xAC\xEE\x87\x7F\xFF\xFF\xFF\x79\x69\xBD\x09\x7F\xFF\xFF\xFF\x77\x45\xE0\x3D\x7F\xFF\xFF\xFF\x42\xD9\xBE\x5D\x7F\xFF\xFF\xFF\x7B\x0F\x6C\x55\x7F\xFF\xFF\xFF\x4F\xD7\x5B\x6B\x7F\xFF\xFF\xFF\x47\x78\xB7\x3C\x7F\xFF\xFF\xFF\x46\x22\xC5\xDE\x7F\xFF\xFF\xFF\x6B\xBA\x47\xCD\x7F\xFF\xFF\xFF\x73\x97\x59\xB2\x7F\xFF\xFF\xFF\x77\x39\x2A\xC5\x7F\xFF\xFF\xFF\x6B\x90\x99\x46\x7F\xFF\xFF\xFF\x48\x39\x2C\x30\x7F\xFF\xFF\xFF\x47\x1D\xA8\x12\x7F\xFF\xFF\xFF\x43\x90\x45\xC9\x7F\xFF\xFF\xFF\x49\x24\xFA\xEA\x7F\xFF\xFF\xFF\x72\xAE\xC0\x9C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x15\xE9\x01\x60\x00\x00\x44\xC7\xC8\x76\xF8\xBF\x94\x26\xF8\xBF\x94\x26\x1B\x9E\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x59\x67\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD88688CB), ('P4rIngress.bitmap_seq.seq', 0xDE000000)], 7094)
        self.setRegisterValue('P4rIngress.rounds', 0xDE000000, 7094)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x57)], 7094)
        self.setRegisterValue('P4rIngress.set_flags', 0x06, 7094)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6BCAFDAE), ('P4rIngress.values_v00000.hi', 0x72EC0F4E)], 7094)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7F5C12ED), ('P4rIngress.values_v00001.hi', 0x6BC99E27)], 7094)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4924C5B0), ('P4rIngress.values_v00010.hi', 0x5EBD10D5)], 7094)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x657B3655), ('P4rIngress.values_v00011.hi', 0x714D5D2A)], 7094)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x43146B01), ('P4rIngress.values_v00100.hi', 0x47093C46)], 7094)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x79B1353D), ('P4rIngress.values_v00101.hi', 0x6D51A431)], 7094)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76E77DFC), ('P4rIngress.values_v00110.hi', 0x47648DE0)], 7094)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x68B35A76), ('P4rIngress.values_v00111.hi', 0x53B568AA)], 7094)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x73A8A1D2), ('P4rIngress.values_v01000.hi', 0x58A495C3)], 7094)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5AB03ED0), ('P4rIngress.values_v01001.hi', 0x730F6B43)], 7094)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6AA49D34), ('P4rIngress.values_v01010.hi', 0x6D348A7A)], 7094)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5B2D1D41), ('P4rIngress.values_v01011.hi', 0x7FBFB1BD)], 7094)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5BB082E6), ('P4rIngress.values_v01100.hi', 0x64159EDE)], 7094)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x57316DAA), ('P4rIngress.values_v01101.hi', 0x4D4D1357)], 7094)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x61D2A602), ('P4rIngress.values_v01110.hi', 0x704F53CD)], 7094)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6451E8B0), ('P4rIngress.values_v01111.hi', 0x78E65345)], 7094)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6168D298), ('P4rIngress.values_v10000.hi', 0x67BE4CB7)], 7094)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x782DF024), ('P4rIngress.values_v10001.hi', 0x44A25DB8)], 7094)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5AE26DCE), ('P4rIngress.values_v10010.hi', 0x62C1C944)], 7094)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x49C4D770), ('P4rIngress.values_v10011.hi', 0x6962AB8B)], 7094)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x58E3B355), ('P4rIngress.values_v10100.hi', 0x727B2F34)], 7094)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7F2FC60D), ('P4rIngress.values_v10101.hi', 0x7382C246)], 7094)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7A5861B3), ('P4rIngress.values_v10110.hi', 0x752E7CCA)], 7094)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x589AD252), ('P4rIngress.values_v10111.hi', 0x47229717)], 7094)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5375DAEF), ('P4rIngress.values_v11000.hi', 0x539E7553)], 7094)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x708CCCB0), ('P4rIngress.values_v11001.hi', 0x640B938F)], 7094)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x70354B87), ('P4rIngress.values_v11010.hi', 0x6B9BAB60)], 7094)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5F2CF735), ('P4rIngress.values_v11011.hi', 0x57C2B2BD)], 7094)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7AD256BF), ('P4rIngress.values_v11100.hi', 0x6AD01335)], 7094)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x45EEFD32), ('P4rIngress.values_v11101.hi', 0x65AE46A7)], 7094)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x613FA000), ('P4rIngress.values_v11110.hi', 0x4B1623B5)], 7094)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x45BAEEBC), ('P4rIngress.values_v11111.hi', 0x71ACB197)], 7094)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0098),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000011A4),
                gc.DataTuple('slot_count', 0x00000C81),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x96D2A743),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xC53D6EC8),
                gc.KeyTuple('src_port', 0x6129),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0098),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x01BB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC5\x3D\x6E\xC8\x00\x00\x00\x00\x61\x29\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\x98\x00\x09\x96\xD2\xA7\x43\x0A\x12\x02\xC1\xDE\x00\x00\x00\x00\x40\x00\x00\x48\xD9\xE8\x64\x48\xB2\x4D\x15\x74\xB6\x7B\x4C\x49\x5C\xDF\xE1\x60\x4D\xAB\xAC\x56\xB6\x79\xDA\x47\x69\xEF\x1A\x75\x84\xE2\x8A\x51\x76\xCD\xBF\x77\x8C\x88\xF3\x65\xBD\x25\x65\x7D\x8B\x02\xBD\x48\xDD\x9A\xE2\x60\x03\xF8\x64\x4F\x5A\x7B\x0D\x52\x17\x24\xD7\x73\x5A\xA4\xD4\x5C\xDD\xF9\x78\x4B\x74\x01\x35\x50\x72\x71\xBF\x7E\xAE\x51\x33\x74\xAD\xA7\xE6\x79\xA5\x9B\x6D\x6B\xF1\xC8\x46\x7C\x77\x8A\xA9\x5D\xB4\xEC\x8B\x77\x1C\x54\x47\x75\xB7\x19\xD8\x59\xAC\xCA\x2E\x7E\xE0\xD4\xED\x54\x4A\xDC\x8F\x65\xA4\x49\x4D\x60\x9F\x8A\x02\x55\x66\xCC\x7E\x54\x8A\xD9\x0B\x4D\x6B\xD9\xDD\x66\x6A\xA8\x98\x47\x82\xD6\xC4\x74\xB7\x84\x39\x5F\x6D\xE9\xBD\x5E\x7C\x2A\xD5\x79\xF1\x39\x8B\x44\x24\xEF\x6D\x71\x76\x9E\x4F\x49\x5F\x15\x6E\x79\x10\x8B\xD8\x71\xCE\x8F\x67\x6C\xD7\x3B\x38\x72\x52\x98\x50\x75\x8D\x25\x5B\x40\xFE\x59\xCE\x75\x50\xF3\x41\x73\x9D\x50\xBF\x4F\x5F\x0F\xFB\x53\x69\xA9\xBD\x5B\x5D\xF1\x8D\x44\x72\x6B\x96\x42\x9A\x46\xBB\x52\x14\x39\x84\x6D\xB2\xD9\x5C\x67\x7D\x2F\x9F\x49\x3F\x6F\x1F\x73\x29\x82\xEA\x7C\x78\x37\x72\x23\xBB\xB2\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC5\x3D\x6E\xC8\xBE\xEF\x61\x29\x01\x20\x00\x00\x50\x34\x02\x82\x00\x98\x00\x09\x96\xD2\xA7\x43\x0A\x12\x00\xC1\xDE\x00\x00\x00\x00\x40\x00\x06\x7F\xFF\xFF\xFF\x48\xB2\x4D\x15\x7F\xFF\xFF\xFF\x49\x5C\xDF\xE1\x7F\xFF\xFF\xFF\x56\xB6\x79\xDA\x7F\xFF\xFF\xFF\x75\x84\xE2\x8A\x7F\xFF\xFF\xFF\x77\x8C\x88\xF3\x7F\xFF\xFF\xFF\x7D\x8B\x02\xBD\x7F\xFF\xFF\xFF\x60\x03\xF8\x64\x7F\xFF\xFF\xFF\x52\x17\x24\xD7\x7F\xFF\xFF\xFF\x5C\xDD\xF9\x78\x7F\xFF\xFF\xFF\x50\x72\x71\xBF\x7F\xFF\xFF\xFF\x74\xAD\xA7\xE6\x7F\xFF\xFF\xFF\x6B\xF1\xC8\x46\x7F\xFF\xFF\xFF\x5D\xB4\xEC\x8B\x7F\xFF\xFF\xFF\x75\xB7\x19\xD8\x7F\xFF\xFF\xFF\x7E\xE0\xD4\xED\x7F\xFF\xFF\xFF\x65\xA4\x49\x4D\x7F\xFF\xFF\xFF\x55\x66\xCC\x7E\x7F\xFF\xFF\xFF\x4D\x6B\xD9\xDD\x7F\xFF\xFF\xFF\x47\x82\xD6\xC4\x7F\xFF\xFF\xFF\x5F\x6D\xE9\xBD\x7F\xFF\xFF\xFF\x79\xF1\x39\x8B\x7F\xFF\xFF\xFF\x71\x76\x9E\x4F\x7F\xFF\xFF\xFF\x79\x10\x8B\xD8\x7F\xFF\xFF\xFF\x6C\xD7\x3B\x38\x7F\xFF\xFF\xFF\x75\x8D\x25\x5B\x7F\xFF\xFF\xFF\x75\x50\xF3\x41\x7F\xFF\xFF\xFF\x4F\x5F\x0F\xFB\x7F\xFF\xFF\xFF\x5B\x5D\xF1\x8D\x7F\xFF\xFF\xFF\x42\x9A\x46\xBB\x7F\xFF\xFF\xFF\x6D\xB2\xD9\x5C\x7F\xFF\xFF\xFF\x49\x3F\x6F\x1F\x7F\xFF\xFF\xFF\x7C\x78\x37\x72\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x1B\xB6\x01\xBB\x00\x00\xD8\x86\x8A\xCB\xDE\x00\x00\x00\xDE\x00\x00\x00\x06\xC1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\xBB\xB2\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x762785E6), ('P4rIngress.bitmap_seq.seq', 0x9AF2D9DA)], 10210)
        self.setRegisterValue('P4rIngress.rounds', 0x9AF2D9DA, 10210)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x54)], 10210)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10210)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x73FF6B02), ('P4rIngress.values_v00000.hi', 0x6EF7C57D)], 10210)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4F9A8A71), ('P4rIngress.values_v00001.hi', 0x6C8879F2)], 10210)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5EDE3A9F), ('P4rIngress.values_v00010.hi', 0x79147AAF)], 10210)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x754C82ED), ('P4rIngress.values_v00011.hi', 0x4BC6332B)], 10210)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x719ED019), ('P4rIngress.values_v00100.hi', 0x77138E79)], 10210)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x51B38997), ('P4rIngress.values_v00101.hi', 0x6CC86E5F)], 10210)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5D4B0216), ('P4rIngress.values_v00110.hi', 0x4ACE41EA)], 10210)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x733594CF), ('P4rIngress.values_v00111.hi', 0x68D3EC3D)], 10210)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B9FE85B), ('P4rIngress.values_v01000.hi', 0x729DF7BE)], 10210)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7C8C6C1B), ('P4rIngress.values_v01001.hi', 0x42F9EF99)], 10210)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7DCE456C), ('P4rIngress.values_v01010.hi', 0x64999789)], 10210)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4234065A), ('P4rIngress.values_v01011.hi', 0x659C0D64)], 10210)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x46332ADA), ('P4rIngress.values_v01100.hi', 0x633AA745)], 10210)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x720EAE92), ('P4rIngress.values_v01101.hi', 0x74FF58CB)], 10210)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7A3BA54B), ('P4rIngress.values_v01110.hi', 0x634AA8AB)], 10210)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5886C94A), ('P4rIngress.values_v01111.hi', 0x73C3BAFD)], 10210)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x490F9E89), ('P4rIngress.values_v10000.hi', 0x44495BA3)], 10210)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6EA366B3), ('P4rIngress.values_v10001.hi', 0x54F9E5A0)], 10210)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5B335074), ('P4rIngress.values_v10010.hi', 0x5431BB6F)], 10210)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7929BCDE), ('P4rIngress.values_v10011.hi', 0x6DEE1CA4)], 10210)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4439F13E), ('P4rIngress.values_v10100.hi', 0x68B53DEF)], 10210)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x525F225B), ('P4rIngress.values_v10101.hi', 0x7768A84D)], 10210)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x61B770D9), ('P4rIngress.values_v10110.hi', 0x71307825)], 10210)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x767C5F0D), ('P4rIngress.values_v10111.hi', 0x54F3A69F)], 10210)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x72272685), ('P4rIngress.values_v11000.hi', 0x72345D72)], 10210)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x409C8829), ('P4rIngress.values_v11001.hi', 0x484C516D)], 10210)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4A4E5E63), ('P4rIngress.values_v11010.hi', 0x741F3A1C)], 10210)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6EFD685C), ('P4rIngress.values_v11011.hi', 0x79981710)], 10210)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7CE8C3C8), ('P4rIngress.values_v11100.hi', 0x4EE53295)], 10210)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6451A86D), ('P4rIngress.values_v11101.hi', 0x77B391C9)], 10210)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x49F5FC77), ('P4rIngress.values_v11110.hi', 0x417A98DD)], 10210)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x41A4FA5F), ('P4rIngress.values_v11111.hi', 0x50DF4F57)], 10210)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x05F8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002EF),
                gc.DataTuple('slot_count', 0x000009B7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x466CA193),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x02E0A594),
                gc.KeyTuple('src_port', 0x6427),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x05F8),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x012F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\xE0\xA5\x94\x00\x00\x00\x00\x64\x27\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x05\xF8\x00\x0B\x46\x6C\xA1\x93\x04\xF3\x05\x03\x9A\xF2\xD9\xDA\x00\x40\x00\x00\x75\xEE\x6E\xDF\x48\xC1\x4E\x7A\x55\x33\xC8\x74\x73\x07\x99\x9A\x42\xB7\xC0\x32\x45\xBE\x58\xD9\x7C\x3B\x6A\x20\x4B\xC4\x04\xEB\x70\x86\xD3\x6F\x54\x9B\xEA\xA7\x5E\xC8\xF4\x81\x50\x26\xD4\x64\x4F\x48\x52\x0D\x43\xF1\x6B\xF1\x40\x95\xDB\x21\x5D\x54\x8D\x9B\x43\x01\xEC\xCB\x6B\x19\x62\x2D\x6E\x9C\x54\xC7\x41\x8B\xE8\x43\x6B\x98\xB5\x4C\x63\xFE\x4A\xEB\x43\xC4\x79\xBA\x69\x2D\x85\x65\x58\x78\x03\x2B\x73\x36\x9E\xBD\x72\x28\x4E\x86\x53\xB4\xCC\x99\x7A\xDB\x47\x09\x63\xE6\x59\xDA\x5B\xE8\x87\x10\x66\x43\x28\xFF\x5B\x62\x29\x4F\x76\xDA\x4B\x2B\x4D\xD8\x36\x8E\x6D\xA8\x4D\x9A\x42\x2A\xC3\x6C\x74\xD4\xAA\xE2\x73\x87\x94\x88\x4B\xDC\xF4\xD6\x4D\xB8\x5A\x59\x46\x5C\x85\x1C\x60\x1A\x3B\x61\x56\x96\x5F\x4E\x73\xA4\xB2\xDF\x55\xEF\xF2\x65\x44\xBD\xBA\x46\x53\xB6\x34\xE7\x6F\x26\x05\x01\x5B\x6F\x6C\x92\x4D\xC5\xDB\xEA\x50\x67\x9A\xA8\x63\xEF\x04\x65\x7A\x35\xFA\xE7\x79\x39\xCC\xDC\x6B\xDD\xC5\xA4\x70\x86\xC5\xB6\x62\xB9\xD7\x56\x62\xE3\x38\xC7\x5E\x37\xB3\xAB\x69\x30\x4C\x19\x4B\x08\x64\xDA\x50\xBD\x57\x61\x60\xD5\x5B\xCA\x7E\x4C\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x02\xE0\xA5\x94\xBE\xEF\x64\x27\x01\x20\x00\x00\x50\x34\x02\x82\x05\xF8\x00\x0B\x46\x6C\xA1\x93\x04\xF3\x01\x03\x9A\xF2\xD9\xDA\x00\x40\x00\x20\x7F\xFF\xFF\xFF\x48\xC1\x4E\x7A\x7F\xFF\xFF\xFF\x73\x07\x99\x9A\x7F\xFF\xFF\xFF\x45\xBE\x58\xD9\x7F\xFF\xFF\xFF\x4B\xC4\x04\xEB\x7F\xFF\xFF\xFF\x54\x9B\xEA\xA7\x7F\xFF\xFF\xFF\x50\x26\xD4\x64\x7F\xFF\xFF\xFF\x43\xF1\x6B\xF1\x7F\xFF\xFF\xFF\x5D\x54\x8D\x9B\x7F\xFF\xFF\xFF\x6B\x19\x62\x2D\x7F\xFF\xFF\xFF\x41\x8B\xE8\x43\x7F\xFF\xFF\xFF\x63\xFE\x4A\xEB\x7F\xFF\xFF\xFF\x69\x2D\x85\x65\x7F\xFF\xFF\xFF\x73\x36\x9E\xBD\x7F\xFF\xFF\xFF\x53\xB4\xCC\x99\x7F\xFF\xFF\xFF\x63\xE6\x59\xDA\x7F\xFF\xFF\xFF\x66\x43\x28\xFF\x7F\xFF\xFF\xFF\x76\xDA\x4B\x2B\x7F\xFF\xFF\xFF\x6D\xA8\x4D\x9A\x7F\xFF\xFF\xFF\x74\xD4\xAA\xE2\x7F\xFF\xFF\xFF\x4B\xDC\xF4\xD6\x7F\xFF\xFF\xFF\x46\x5C\x85\x1C\x7F\xFF\xFF\xFF\x56\x96\x5F\x4E\x7F\xFF\xFF\xFF\x55\xEF\xF2\x65\x7F\xFF\xFF\xFF\x53\xB6\x34\xE7\x7F\xFF\xFF\xFF\x5B\x6F\x6C\x92\x7F\xFF\xFF\xFF\x50\x67\x9A\xA8\x7F\xFF\xFF\xFF\x7A\x35\xFA\xE7\x7F\xFF\xFF\xFF\x6B\xDD\xC5\xA4\x7F\xFF\xFF\xFF\x62\xB9\xD7\x56\x7F\xFF\xFF\xFF\x5E\x37\xB3\xAB\x7F\xFF\xFF\xFF\x4B\x08\x64\xDA\x7F\xFF\xFF\xFF\x60\xD5\x5B\xCA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\xE2\x01\x2F\x00\x00\x76\x27\x8D\xE6\x9A\xF2\xD9\xDA\x9A\xF2\xD9\xDA\x20\x54\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7E\x4C\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x03352940), ('P4rIngress.bitmap_seq.seq', 0xFE81FE09)], 11304)
        self.setRegisterValue('P4rIngress.rounds', 0xFE81FE09, 11304)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x5A)], 11304)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11304)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6ABF9BD9), ('P4rIngress.values_v00000.hi', 0x50D12514)], 11304)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x64283893), ('P4rIngress.values_v00001.hi', 0x6A4DB8DE)], 11304)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x56DC29B3), ('P4rIngress.values_v00010.hi', 0x6D656F28)], 11304)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6550AF67), ('P4rIngress.values_v00011.hi', 0x400AB6B2)], 11304)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4F869694), ('P4rIngress.values_v00100.hi', 0x46D7D0CB)], 11304)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x754D9DE5), ('P4rIngress.values_v00101.hi', 0x4D8B5372)], 11304)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4373AF44), ('P4rIngress.values_v00110.hi', 0x652F104D)], 11304)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6F9B2EC6), ('P4rIngress.values_v00111.hi', 0x4BDA4476)], 11304)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6A83AF9B), ('P4rIngress.values_v01000.hi', 0x669EF3F1)], 11304)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7E52152C), ('P4rIngress.values_v01001.hi', 0x44DF172C)], 11304)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6646A339), ('P4rIngress.values_v01010.hi', 0x6B7F7366)], 11304)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4AA0B9BE), ('P4rIngress.values_v01011.hi', 0x747406CA)], 11304)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x727897AD), ('P4rIngress.values_v01100.hi', 0x6B60628B)], 11304)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6BFD934D), ('P4rIngress.values_v01101.hi', 0x5705ADAF)], 11304)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x691EBE8F), ('P4rIngress.values_v01110.hi', 0x5B597FB8)], 11304)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x762465CC), ('P4rIngress.values_v01111.hi', 0x52787A31)], 11304)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6F3C0A54), ('P4rIngress.values_v10000.hi', 0x52F6C26B)], 11304)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7EBEDDE3), ('P4rIngress.values_v10001.hi', 0x472AE4C5)], 11304)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6388ABC6), ('P4rIngress.values_v10010.hi', 0x63A85D1A)], 11304)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7BE9E84A), ('P4rIngress.values_v10011.hi', 0x62F968F5)], 11304)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7D530633), ('P4rIngress.values_v10100.hi', 0x5631D58F)], 11304)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x565E8D6E), ('P4rIngress.values_v10101.hi', 0x44B8CF74)], 11304)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7DAD8ED7), ('P4rIngress.values_v10110.hi', 0x447CB22D)], 11304)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x618D4075), ('P4rIngress.values_v10111.hi', 0x5B65F5EF)], 11304)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x795F2501), ('P4rIngress.values_v11000.hi', 0x63B9AE28)], 11304)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6B4EB47A), ('P4rIngress.values_v11001.hi', 0x7EF77EB0)], 11304)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D294455), ('P4rIngress.values_v11010.hi', 0x7500A5C5)], 11304)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x52A14E14), ('P4rIngress.values_v11011.hi', 0x572E6697)], 11304)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6A3C65C1), ('P4rIngress.values_v11100.hi', 0x4B2C9539)], 11304)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7E92F55E), ('P4rIngress.values_v11101.hi', 0x53B5044F)], 11304)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D444FC7), ('P4rIngress.values_v11110.hi', 0x6BAF7140)], 11304)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4EBC1329), ('P4rIngress.values_v11111.hi', 0x5C26937F)], 11304)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF160),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BB4),
                gc.DataTuple('slot_count', 0x00000160),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4155145E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x366E827F),
                gc.KeyTuple('src_port', 0x28A5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF160),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x0132),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x36\x6E\x82\x7F\x00\x00\x00\x00\x28\xA5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF1\x60\x00\x13\x41\x55\x14\x5E\x00\x74\x05\x0D\xFE\x81\xFE\x09\x00\x40\x00\x00\x4E\x99\xA6\x0F\x55\x69\xAF\x9A\x66\xB5\xA5\xEB\x72\x2A\xAE\x5D\x6E\x8A\xDC\x9F\x49\x15\x3E\x60\x63\x95\x3E\x25\x5C\x2F\xB4\x3B\x7B\xA0\xE5\x9F\x43\x61\x90\xC0\x61\x11\x2D\xE7\x73\x1D\x1D\x9A\x7B\x60\x90\xDF\x4B\xEF\x8A\xC1\x69\x54\xB6\x51\x71\xA9\x3D\xA4\x70\xD8\x68\x13\x7C\x9C\x13\x71\x7C\x62\xA4\x16\x49\x92\x26\xA6\x5B\x15\xB4\x2A\x63\x08\x65\xF8\x59\xA5\x67\x80\x4E\x12\xAA\x72\x7D\x87\x12\x51\x51\xE1\xD8\xE7\x48\x6C\xB7\x9D\x71\xB8\xD0\x90\x4F\x51\x12\x99\x7B\xE8\xAE\x39\x55\xE8\xE6\x67\x63\xBF\xE5\xB1\x5F\x2E\xD4\x9D\x51\x5C\xDE\xE9\x42\xB4\x6D\xFD\x7A\x61\x03\xBA\x7C\xE2\xDB\xB2\x60\xEC\x84\xDD\x7D\x33\xD9\x52\x4C\xB0\x9A\xE6\x50\xA1\x38\x7F\x6B\x6D\x1C\x38\x75\x52\x48\xEC\x4A\x21\x70\x53\x52\x74\xA0\x96\x4D\x71\x1B\xCC\x7D\xC9\xE7\xB5\x6F\xE9\x24\x53\x66\x49\x57\xB7\x41\x97\x47\xB4\x5E\x4E\x98\x76\x56\xCD\x2C\xB3\x44\xCD\x90\x12\x55\xCD\xB3\x10\x6F\xA4\xAD\x4A\x42\xE3\x73\x3D\x4F\x6B\x9B\x93\x6E\xC8\xD5\x3A\x6D\xD2\xDC\x1C\x72\x18\xF6\x13\x65\x26\x4A\x2B\x41\x3C\xD5\x0E\x46\xE7\x33\xD1\x7C\xA3\x79\x86\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x36\x6E\x82\x7F\xBE\xEF\x28\xA5\x01\x20\x00\x00\x50\x34\x02\x82\xF1\x60\x00\x13\x41\x55\x14\x5E\x00\x74\x01\x0D\xFE\x81\xFE\x09\x00\x40\x00\x1D\x7F\xFF\xFF\xFF\x55\x69\xAF\x9A\x7F\xFF\xFF\xFF\x72\x2A\xAE\x5D\x7F\xFF\xFF\xFF\x49\x15\x3E\x60\x7F\xFF\xFF\xFF\x5C\x2F\xB4\x3B\x7F\xFF\xFF\xFF\x43\x61\x90\xC0\x7F\xFF\xFF\xFF\x73\x1D\x1D\x9A\x7F\xFF\xFF\xFF\x4B\xEF\x8A\xC1\x7F\xFF\xFF\xFF\x71\xA9\x3D\xA4\x7F\xFF\xFF\xFF\x7C\x9C\x13\x71\x7F\xFF\xFF\xFF\x49\x92\x26\xA6\x7F\xFF\xFF\xFF\x63\x08\x65\xF8\x7F\xFF\xFF\xFF\x4E\x12\xAA\x72\x7F\xFF\xFF\xFF\x51\xE1\xD8\xE7\x7F\xFF\xFF\xFF\x71\xB8\xD0\x90\x7F\xFF\xFF\xFF\x7B\xE8\xAE\x39\x7F\xFF\xFF\xFF\x63\xBF\xE5\xB1\x7F\xFF\xFF\xFF\x51\x5C\xDE\xE9\x7F\xFF\xFF\xFF\x7A\x61\x03\xBA\x7F\xFF\xFF\xFF\x60\xEC\x84\xDD\x7F\xFF\xFF\xFF\x4C\xB0\x9A\xE6\x7F\xFF\xFF\xFF\x6B\x6D\x1C\x38\x7F\xFF\xFF\xFF\x4A\x21\x70\x53\x7F\xFF\xFF\xFF\x4D\x71\x1B\xCC\x7F\xFF\xFF\xFF\x6F\xE9\x24\x53\x7F\xFF\xFF\xFF\x41\x97\x47\xB4\x7F\xFF\xFF\xFF\x56\xCD\x2C\xB3\x7F\xFF\xFF\xFF\x55\xCD\xB3\x10\x7F\xFF\xFF\xFF\x42\xE3\x73\x3D\x7F\xFF\xFF\xFF\x6E\xC8\xD5\x3A\x7F\xFF\xFF\xFF\x72\x18\xF6\x13\x7F\xFF\xFF\xFF\x41\x3C\xD5\x0E\x7F\xFF\xFF\xFF\x7C\xA3\x79\x86\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x28\x01\x32\x00\x00\x03\x3D\x29\x40\xFE\x81\xFE\x09\xFE\x81\xFE\x09\x1D\x5A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC9084E46), ('P4rIngress.bitmap_seq.seq', 0x023ED800)], 12819)
        self.setRegisterValue('P4rIngress.rounds', 0x023ED800, 12819)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x6E)], 12819)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12819)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5CA3C87B), ('P4rIngress.values_v00000.hi', 0x55F12A41)], 12819)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x699B53E9), ('P4rIngress.values_v00001.hi', 0x669B655B)], 12819)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4BA8F35F), ('P4rIngress.values_v00010.hi', 0x7D732625)], 12819)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x55630E22), ('P4rIngress.values_v00011.hi', 0x57B65DD1)], 12819)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x71684E2E), ('P4rIngress.values_v00100.hi', 0x56F247A6)], 12819)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4489D2DF), ('P4rIngress.values_v00101.hi', 0x52D3261A)], 12819)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x64AF58C4), ('P4rIngress.values_v00110.hi', 0x77FBF1F8)], 12819)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x76621D57), ('P4rIngress.values_v00111.hi', 0x4BCC4914)], 12819)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4B4BFE0D), ('P4rIngress.values_v01000.hi', 0x6DC2D55D)], 12819)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7829650B), ('P4rIngress.values_v01001.hi', 0x77C7F1F3)], 12819)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x45CE1BC5), ('P4rIngress.values_v01010.hi', 0x5B760DCE)], 12819)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x65A437C6), ('P4rIngress.values_v01011.hi', 0x5F3B41EB)], 12819)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7D9FFCBA), ('P4rIngress.values_v01100.hi', 0x56E54B93)], 12819)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x49E4E27C), ('P4rIngress.values_v01101.hi', 0x74F943AF)], 12819)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x47F5E89F), ('P4rIngress.values_v01110.hi', 0x49CC6B86)], 12819)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x71E9B73B), ('P4rIngress.values_v01111.hi', 0x746F1E35)], 12819)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6649A484), ('P4rIngress.values_v10000.hi', 0x4306D7C9)], 12819)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5819AE89), ('P4rIngress.values_v10001.hi', 0x6765195D)], 12819)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x52FA9055), ('P4rIngress.values_v10010.hi', 0x7D9E4B3E)], 12819)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65326C73), ('P4rIngress.values_v10011.hi', 0x48B2F2DA)], 12819)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x63676B25), ('P4rIngress.values_v10100.hi', 0x664E9A47)], 12819)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6453DE05), ('P4rIngress.values_v10101.hi', 0x79F2C8E6)], 12819)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4057ABED), ('P4rIngress.values_v10110.hi', 0x48897D19)], 12819)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x624DA9AD), ('P4rIngress.values_v10111.hi', 0x4560F87D)], 12819)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7D14691D), ('P4rIngress.values_v11000.hi', 0x6E62F64C)], 12819)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6661C61B), ('P4rIngress.values_v11001.hi', 0x61CAD6C1)], 12819)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x58DFAEC9), ('P4rIngress.values_v11010.hi', 0x6311FB2A)], 12819)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7CD29576), ('P4rIngress.values_v11011.hi', 0x7C721355)], 12819)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7393BABB), ('P4rIngress.values_v11100.hi', 0x77E4BB83)], 12819)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x53E56475), ('P4rIngress.values_v11101.hi', 0x6B125A43)], 12819)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D0DB5EF), ('P4rIngress.values_v11110.hi', 0x706A2458)], 12819)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7D6E2EB2), ('P4rIngress.values_v11111.hi', 0x5EF75166)], 12819)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x377D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008E1),
                gc.DataTuple('slot_count', 0x00000A16),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2109046),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x69990631),
                gc.KeyTuple('src_port', 0x1E97),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x377D),
                gc.DataTuple('rank', 0x0004),
                gc.DataTuple('worker_index', 0x0200),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x99\x06\x31\x00\x00\x00\x00\x1E\x97\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\x7D\x00\x04\xB2\x10\x90\x46\x09\x32\x03\xD1\x02\x3E\xD8\x00\x00\x40\x00\x00\x46\xAE\x22\xC7\x44\x86\x6A\xF7\x5E\x61\xA0\x6F\x44\x56\x85\xFB\x47\xB5\x42\xE7\x53\xE5\x65\x8D\x78\xC9\x9E\x37\x43\x81\x94\xE9\x76\xEB\x37\xA8\x44\x39\x49\xE6\x7D\x0E\x66\xB0\x7E\x35\xCB\xD1\x46\x75\x92\x97\x56\xA9\xA5\x9D\x42\x5B\xD9\x1A\x60\x3E\xEB\x27\x41\xA5\xBA\x83\x75\x73\x74\xB0\x4B\x43\xFB\x82\x76\x53\xD7\x75\x4A\x34\xEB\x09\x61\xF6\x4F\x35\x43\xFA\x3A\x26\x41\x46\x79\xC7\x64\xD9\x31\xFF\x46\x86\x59\x9E\x7E\x06\x76\x4C\x61\xEE\xDB\xAC\x51\x5C\xB3\x2C\x54\xEB\x5A\x96\x7E\x77\x74\x23\x59\xF4\x28\xE6\x6E\x39\x63\x9B\x66\x2C\x4A\x9D\x78\x1E\xAE\xED\x61\x4D\xE5\x5A\x68\xE2\xB4\x63\x69\xD7\x0A\x07\x79\x16\x84\x53\x74\xB5\x12\x89\x43\xCF\x4D\xF4\x49\xDA\xE7\x34\x45\x41\xA6\x60\x78\x22\x4E\xCB\x76\xE6\x13\x29\x6E\x2B\x4F\xD2\x7B\x68\x55\xE8\x43\x49\x50\xF1\x44\x55\x2B\x78\x53\x4E\x24\x6F\x77\x0E\x6F\x24\x56\xAA\xD1\xD7\x4C\x8B\x47\x8C\x4C\x17\xB6\xBB\x68\xA5\x96\xDA\x73\x3C\xB2\x7B\x53\x7B\x48\x2F\x74\x93\x88\x17\x7E\x0F\xFB\x7F\x4A\xE3\x1B\xAB\x69\x81\x3A\xF6\x6D\x18\x8C\x02\x57\x7E\xF9\xA3\x5E\x49\xCC\x77\xE4\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\x99\x06\x31\xBE\xEF\x1E\x97\x01\x20\x00\x00\x50\x34\x02\x82\x37\x7D\x00\x04\xB2\x10\x90\x46\x09\x32\x01\xD1\x02\x3E\xD8\x00\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x44\x86\x6A\xF7\x7F\xFF\xFF\xFF\x44\x56\x85\xFB\x7F\xFF\xFF\xFF\x53\xE5\x65\x8D\x7F\xFF\xFF\xFF\x43\x81\x94\xE9\x7F\xFF\xFF\xFF\x44\x39\x49\xE6\x7F\xFF\xFF\xFF\x7E\x35\xCB\xD1\x7F\xFF\xFF\xFF\x56\xA9\xA5\x9D\x7F\xFF\xFF\xFF\x60\x3E\xEB\x27\x7F\xFF\xFF\xFF\x75\x73\x74\xB0\x7F\xFF\xFF\xFF\x76\x53\xD7\x75\x7F\xFF\xFF\xFF\x61\xF6\x4F\x35\x7F\xFF\xFF\xFF\x41\x46\x79\xC7\x7F\xFF\xFF\xFF\x46\x86\x59\x9E\x7F\xFF\xFF\xFF\x61\xEE\xDB\xAC\x7F\xFF\xFF\xFF\x54\xEB\x5A\x96\x7F\xFF\xFF\xFF\x59\xF4\x28\xE6\x7F\xFF\xFF\xFF\x66\x2C\x4A\x9D\x7F\xFF\xFF\xFF\x61\x4D\xE5\x5A\x7F\xFF\xFF\xFF\x69\xD7\x0A\x07\x7F\xFF\xFF\xFF\x74\xB5\x12\x89\x7F\xFF\xFF\xFF\x49\xDA\xE7\x34\x7F\xFF\xFF\xFF\x78\x22\x4E\xCB\x7F\xFF\xFF\xFF\x6E\x2B\x4F\xD2\x7F\xFF\xFF\xFF\x43\x49\x50\xF1\x7F\xFF\xFF\xFF\x53\x4E\x24\x6F\x7F\xFF\xFF\xFF\x56\xAA\xD1\xD7\x7F\xFF\xFF\xFF\x4C\x17\xB6\xBB\x7F\xFF\xFF\xFF\x73\x3C\xB2\x7B\x7F\xFF\xFF\xFF\x74\x93\x88\x17\x7F\xFF\xFF\xFF\x4A\xE3\x1B\xAB\x7F\xFF\xFF\xFF\x6D\x18\x8C\x02\x7F\xFF\xFF\xFF\x5E\x49\xCC\x77\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x13\x02\x00\x00\x00\xC9\x08\x4E\x56\x02\x3E\xD8\x00\x02\x3E\xD8\x00\x1C\xD1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x78ACD4A5), ('P4rIngress.bitmap_seq.seq', 0x28E5D3CF)], 1893)
        self.setRegisterValue('P4rIngress.rounds', 0x28E5D3CF, 1893)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x99)], 1893)
        self.setRegisterValue('P4rIngress.set_flags', 0x02, 1893)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5AF51902), ('P4rIngress.values_v00000.hi', 0x4F452E29)], 1893)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x581ED972), ('P4rIngress.values_v00001.hi', 0x5F4CCDE4)], 1893)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x555F4D83), ('P4rIngress.values_v00010.hi', 0x7C880E1D)], 1893)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x49EE7630), ('P4rIngress.values_v00011.hi', 0x6C2EAA26)], 1893)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5486D93D), ('P4rIngress.values_v00100.hi', 0x7AD2EDB7)], 1893)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x72FBB7A9), ('P4rIngress.values_v00101.hi', 0x486FD8E9)], 1893)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45BF0341), ('P4rIngress.values_v00110.hi', 0x52C48DFB)], 1893)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5075B69B), ('P4rIngress.values_v00111.hi', 0x58C34C75)], 1893)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x661CFC23), ('P4rIngress.values_v01000.hi', 0x68BE3A9B)], 1893)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x50D707EF), ('P4rIngress.values_v01001.hi', 0x4AA1D108)], 1893)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x504E5EA2), ('P4rIngress.values_v01010.hi', 0x68306253)], 1893)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6F2A7D29), ('P4rIngress.values_v01011.hi', 0x4C3CEC82)], 1893)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x518AA8C4), ('P4rIngress.values_v01100.hi', 0x47973E2C)], 1893)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x560C5A5D), ('P4rIngress.values_v01101.hi', 0x5F9C2323)], 1893)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7E75C3FC), ('P4rIngress.values_v01110.hi', 0x4642CBE1)], 1893)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5BCA745C), ('P4rIngress.values_v01111.hi', 0x667206E0)], 1893)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5B9191DE), ('P4rIngress.values_v10000.hi', 0x6648B269)], 1893)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x76F766A7), ('P4rIngress.values_v10001.hi', 0x6F352ED6)], 1893)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6B6DCE3D), ('P4rIngress.values_v10010.hi', 0x5EF503BD)], 1893)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x72B453BE), ('P4rIngress.values_v10011.hi', 0x5B5F07F9)], 1893)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5597CE81), ('P4rIngress.values_v10100.hi', 0x7E275A5B)], 1893)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x77C756CD), ('P4rIngress.values_v10101.hi', 0x5C482EBC)], 1893)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x60F9D045), ('P4rIngress.values_v10110.hi', 0x475DFC7D)], 1893)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x497B22BA), ('P4rIngress.values_v10111.hi', 0x749AA5D6)], 1893)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x46B684A5), ('P4rIngress.values_v11000.hi', 0x6C42B6EB)], 1893)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7C37CD99), ('P4rIngress.values_v11001.hi', 0x4E1F9597)], 1893)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6FD1B137), ('P4rIngress.values_v11010.hi', 0x57135906)], 1893)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4513B511), ('P4rIngress.values_v11011.hi', 0x6DDCBC57)], 1893)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x64B59EA6), ('P4rIngress.values_v11100.hi', 0x7B24D6DB)], 1893)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5CACDF3F), ('P4rIngress.values_v11101.hi', 0x79ACCC81)], 1893)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D010353), ('P4rIngress.values_v11110.hi', 0x6CAEAF36)], 1893)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x70E5C7CC), ('P4rIngress.values_v11111.hi', 0x6E518BF7)], 1893)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB4A6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000145),
                gc.DataTuple('slot_count', 0x000008C1),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x27ED2B69),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0xEB09A781),
                gc.KeyTuple('src_port', 0x89EE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB4A6),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0117),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\x09\xA7\x81\x00\x00\x00\x00\x89\xEE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB4\xA6\x00\x11\x27\xED\x2B\x69\x06\x20\x04\x2A\x28\xE5\xD3\xCF\x00\x40\x00\x00\x60\x75\x6D\xEE\x48\x4F\xFF\x98\x7C\xFB\x19\x91\x5F\x05\xF0\xFD\x7B\x88\x34\x6F\x64\x95\x7E\x26\x53\xD2\x7E\xD4\x62\xEA\xE2\x94\x46\xD6\xEB\x48\x74\xB8\x78\xA2\x51\xBE\xE1\x34\x67\x78\x29\x74\x40\xFF\xF1\x37\x4A\x6A\x13\x2A\x5F\x46\x22\x35\x66\xE6\x99\x6B\x4D\x69\xE9\x31\x7E\x39\x02\x1A\x7A\x99\xB5\x04\x55\x0C\x44\xF2\x6D\x42\xC3\x2B\x66\xE0\xD2\x33\x68\x8A\xEC\xEE\x74\xCA\xEA\xD6\x56\x65\xCC\xFB\x4D\xA4\x1C\x24\x41\x5B\x93\x7D\x61\xE7\xF6\x5B\x5A\xC5\x74\x51\x49\xCF\x9B\xD6\x7A\xCB\xCC\x69\x6F\x8E\x78\x8A\x66\xDC\x7B\x77\x71\x56\xFF\x25\x6E\xE3\xD3\x1C\x74\xB5\xBF\x7C\x71\x7C\x90\xFA\x4E\xD1\xEA\x4E\x75\x33\x4A\xA1\x68\xCA\x3A\x4E\x78\x82\x29\xFB\x78\xB1\x7A\x64\x41\xCD\x28\xA9\x7B\xCE\xEE\x6D\x4C\x7F\xB1\xCF\x62\xBC\x6F\xDF\x7A\xD8\xB6\x67\x42\x59\x40\x9D\x72\xE4\xDD\x56\x7B\x7B\x69\x46\x4B\x65\x67\x9B\x7C\x8B\x00\xDD\x5E\x23\x0A\xBC\x64\xA8\x52\xE7\x51\x1B\x3A\xFB\x4D\x8F\x36\x28\x6D\x85\x04\xC9\x57\x3E\x92\x12\x68\xCA\x7B\x38\x43\xCF\xD8\xAA\x7A\x42\x93\x1E\x43\x8C\x7D\x90\x6F\x02\xAA\x15\x44\x7B\x59\x53\xDE\xC9\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\x09\xA7\x81\xBE\xEF\x89\xEE\x01\x20\x00\x00\x50\x34\x02\x82\xB4\xA6\x00\x11\x27\xED\x2B\x69\x06\x20\x00\x2A\x28\xE5\xD3\xCF\x00\x40\x00\x01\x7F\xFF\xFF\xFF\x48\x4F\xFF\x98\x7F\xFF\xFF\xFF\x5F\x05\xF0\xFD\x7F\xFF\xFF\xFF\x64\x95\x7E\x26\x7F\xFF\xFF\xFF\x62\xEA\xE2\x94\x7F\xFF\xFF\xFF\x74\xB8\x78\xA2\x7F\xFF\xFF\xFF\x67\x78\x29\x74\x7F\xFF\xFF\xFF\x4A\x6A\x13\x2A\x7F\xFF\xFF\xFF\x66\xE6\x99\x6B\x7F\xFF\xFF\xFF\x7E\x39\x02\x1A\x7F\xFF\xFF\xFF\x55\x0C\x44\xF2\x7F\xFF\xFF\xFF\x66\xE0\xD2\x33\x7F\xFF\xFF\xFF\x74\xCA\xEA\xD6\x7F\xFF\xFF\xFF\x4D\xA4\x1C\x24\x7F\xFF\xFF\xFF\x61\xE7\xF6\x5B\x7F\xFF\xFF\xFF\x49\xCF\x9B\xD6\x7F\xFF\xFF\xFF\x6F\x8E\x78\x8A\x7F\xFF\xFF\xFF\x71\x56\xFF\x25\x7F\xFF\xFF\xFF\x74\xB5\xBF\x7C\x7F\xFF\xFF\xFF\x4E\xD1\xEA\x4E\x7F\xFF\xFF\xFF\x68\xCA\x3A\x4E\x7F\xFF\xFF\xFF\x78\xB1\x7A\x64\x7F\xFF\xFF\xFF\x7B\xCE\xEE\x6D\x7F\xFF\xFF\xFF\x62\xBC\x6F\xDF\x7F\xFF\xFF\xFF\x42\x59\x40\x9D\x7F\xFF\xFF\xFF\x7B\x7B\x69\x46\x7F\xFF\xFF\xFF\x7C\x8B\x00\xDD\x7F\xFF\xFF\xFF\x64\xA8\x52\xE7\x7F\xFF\xFF\xFF\x4D\x8F\x36\x28\x7F\xFF\xFF\xFF\x57\x3E\x92\x12\x7F\xFF\xFF\xFF\x43\xCF\xD8\xAA\x7F\xFF\xFF\xFF\x43\x8C\x7D\x90\x7F\xFF\xFF\xFF\x44\x7B\x59\x53\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x07\x65\x01\x17\x00\x00\x78\xAE\xD4\xA5\x28\xE5\xD3\xCF\x28\xE5\xD3\xCF\x01\x99\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\xC9\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB3ADC275), ('P4rIngress.bitmap_seq.seq', 0xF7C2F09B)], 10940)
        self.setRegisterValue('P4rIngress.rounds', 0xF7C2F09B, 10940)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x7C)], 10940)
        self.setRegisterValue('P4rIngress.set_flags', 0x01, 10940)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x41943B61), ('P4rIngress.values_v00000.hi', 0x5BA73DFB)], 10940)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x625889E1), ('P4rIngress.values_v00001.hi', 0x74676772)], 10940)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x65C4BD3B), ('P4rIngress.values_v00010.hi', 0x43AD466C)], 10940)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x64B8FFAC), ('P4rIngress.values_v00011.hi', 0x414B072D)], 10940)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5076BF53), ('P4rIngress.values_v00100.hi', 0x50ADB492)], 10940)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5CBA9D35), ('P4rIngress.values_v00101.hi', 0x7D87C8EF)], 10940)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7658B319), ('P4rIngress.values_v00110.hi', 0x5AEC73F9)], 10940)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7E39999C), ('P4rIngress.values_v00111.hi', 0x44CB048E)], 10940)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x753D47A1), ('P4rIngress.values_v01000.hi', 0x731F064E)], 10940)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x74445569), ('P4rIngress.values_v01001.hi', 0x6B7343D2)], 10940)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x60E57830), ('P4rIngress.values_v01010.hi', 0x4CADA0E6)], 10940)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7F337C62), ('P4rIngress.values_v01011.hi', 0x6BF5DAFB)], 10940)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x63D673DF), ('P4rIngress.values_v01100.hi', 0x5DBB9781)], 10940)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7A269979), ('P4rIngress.values_v01101.hi', 0x7D28F388)], 10940)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6DEC9E5E), ('P4rIngress.values_v01110.hi', 0x56F4D8D3)], 10940)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7D6D3FE8), ('P4rIngress.values_v01111.hi', 0x64FB09A5)], 10940)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7B3DF30D), ('P4rIngress.values_v10000.hi', 0x730E69E0)], 10940)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x74BB757D), ('P4rIngress.values_v10001.hi', 0x4629ECA5)], 10940)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7A108051), ('P4rIngress.values_v10010.hi', 0x56E6BDBC)], 10940)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x44CD4531), ('P4rIngress.values_v10011.hi', 0x48E0A72C)], 10940)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x523634C1), ('P4rIngress.values_v10100.hi', 0x6A291F76)], 10940)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x61F216F6), ('P4rIngress.values_v10101.hi', 0x547021F7)], 10940)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5B3DED47), ('P4rIngress.values_v10110.hi', 0x588D12E9)], 10940)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x77278F5F), ('P4rIngress.values_v10111.hi', 0x4A2DE777)], 10940)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x475AD78C), ('P4rIngress.values_v11000.hi', 0x6C2242F2)], 10940)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7B9F5626), ('P4rIngress.values_v11001.hi', 0x423D9E1E)], 10940)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5770C70D), ('P4rIngress.values_v11010.hi', 0x62C75176)], 10940)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4432ACC0), ('P4rIngress.values_v11011.hi', 0x7278BD8F)], 10940)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7585DBF8), ('P4rIngress.values_v11100.hi', 0x77E0478E)], 10940)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4789FB57), ('P4rIngress.values_v11101.hi', 0x413E955E)], 10940)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4BD0D6A5), ('P4rIngress.values_v11110.hi', 0x7D7599F8)], 10940)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5187F0CD), ('P4rIngress.values_v11111.hi', 0x60F21CCB)], 10940)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9CFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A13),
                gc.DataTuple('slot_count', 0x0000103C),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD52B4D1A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x8706D3A9),
                gc.KeyTuple('src_port', 0x0667),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9CFE),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0263),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\x06\xD3\xA9\x00\x00\x00\x00\x06\x67\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9C\xFE\x00\x0D\xD5\x2B\x4D\x1A\x00\xA9\x05\x61\xF7\xC2\xF0\x9B\x00\x40\x00\x00\x6F\x16\x69\xFA\x77\x4D\xE1\x09\x7F\x7C\x92\x4F\x74\x35\x2B\x24\x6A\xE4\x58\xAD\x46\x4D\xDF\x3C\x75\x96\x9F\x09\x78\x0F\x7E\xBD\x5D\x71\xD5\x5B\x73\x35\x34\xD2\x73\xA1\x8E\x41\x6E\xD7\xAE\xBB\x7B\x7D\xA5\xDB\x52\xE7\x11\xC3\x73\x48\xBB\x4B\x5D\x54\x9E\xAC\x74\xA5\xAA\xDE\x76\x4C\x34\xE5\x46\xCC\xD0\x58\x67\x56\x8A\x2C\x52\xA6\x1D\xE5\x75\x72\x35\x2A\x41\x39\x53\x58\x62\xE5\x64\x02\x79\x67\x59\xD9\x58\xCC\x8A\x2E\x42\x6A\x6C\xA0\x61\x28\x25\xD9\x42\xE8\x0E\x5D\x4C\xF2\x4A\x59\x6C\xEC\xD1\x65\x57\x47\x35\xF7\x7B\xB0\xF3\x0A\x66\x25\xE9\x80\x47\x2C\x5D\xBA\x46\x9B\xF1\x8C\x5B\x4F\x95\xBF\x4C\x75\xBD\xF0\x6D\x09\x29\x6B\x78\xC9\xD1\x06\x79\x19\xC1\xAA\x49\x46\x15\x25\x5B\x3A\xF8\xE3\x6D\x56\x27\xE7\x76\x98\x36\x94\x6D\x3C\x32\x1B\x71\x6A\x3D\xBB\x6D\x73\x84\x55\x69\x64\x10\x57\x66\xE9\xB6\x39\x4A\xB3\x77\x73\x66\x2D\xBD\xF4\x77\x1D\x76\xD3\x6E\x55\x76\x70\x6F\x38\x16\x27\x44\x72\x3D\x55\x54\x4C\xF0\x4D\x6E\x5D\x2C\x7D\x6A\xA9\x8A\x66\x5E\x4B\x22\x5B\x48\x90\xC6\x2C\x72\x6B\x6B\x70\x43\x23\x54\x69\x5B\xA2\x5C\xA8\x8D\x4F\x8B\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x87\x06\xD3\xA9\xBE\xEF\x06\x67\x01\x20\x00\x00\x50\x34\x02\x82\x9C\xFE\x00\x0D\xD5\x2B\x4D\x1A\x00\xA9\x01\x61\xF7\xC2\xF0\x9B\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x77\x4D\xE1\x09\x7F\xFF\xFF\xFF\x74\x35\x2B\x24\x7F\xFF\xFF\xFF\x46\x4D\xDF\x3C\x7F\xFF\xFF\xFF\x78\x0F\x7E\xBD\x7F\xFF\xFF\xFF\x73\x35\x34\xD2\x7F\xFF\xFF\xFF\x6E\xD7\xAE\xBB\x7F\xFF\xFF\xFF\x52\xE7\x11\xC3\x7F\xFF\xFF\xFF\x5D\x54\x9E\xAC\x7F\xFF\xFF\xFF\x76\x4C\x34\xE5\x7F\xFF\xFF\xFF\x67\x56\x8A\x2C\x7F\xFF\xFF\xFF\x75\x72\x35\x2A\x7F\xFF\xFF\xFF\x62\xE5\x64\x02\x7F\xFF\xFF\xFF\x58\xCC\x8A\x2E\x7F\xFF\xFF\xFF\x61\x28\x25\xD9\x7F\xFF\xFF\xFF\x4C\xF2\x4A\x59\x7F\xFF\xFF\xFF\x57\x47\x35\xF7\x7F\xFF\xFF\xFF\x66\x25\xE9\x80\x7F\xFF\xFF\xFF\x46\x9B\xF1\x8C\x7F\xFF\xFF\xFF\x4C\x75\xBD\xF0\x7F\xFF\xFF\xFF\x78\xC9\xD1\x06\x7F\xFF\xFF\xFF\x49\x46\x15\x25\x7F\xFF\xFF\xFF\x6D\x56\x27\xE7\x7F\xFF\xFF\xFF\x6D\x3C\x32\x1B\x7F\xFF\xFF\xFF\x6D\x73\x84\x55\x7F\xFF\xFF\xFF\x66\xE9\xB6\x39\x7F\xFF\xFF\xFF\x66\x2D\xBD\xF4\x7F\xFF\xFF\xFF\x6E\x55\x76\x70\x7F\xFF\xFF\xFF\x44\x72\x3D\x55\x7F\xFF\xFF\xFF\x6E\x5D\x2C\x7D\x7F\xFF\xFF\xFF\x5E\x4B\x22\x5B\x7F\xFF\xFF\xFF\x72\x6B\x6B\x70\x7F\xFF\xFF\xFF\x5B\xA2\x5C\xA8\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\xBC\x02\x63\x00\x00\xB3\xAD\xE2\x75\xF7\xC2\xF0\x9B\xF7\xC2\xF0\x9B\x0C\x7C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\x4F\x8B\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5DCA996E), ('P4rIngress.bitmap_seq.seq', 0x5B59848B)], 2677)
        self.setRegisterValue('P4rIngress.rounds', 0x5B59848B, 2677)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xF8)], 2677)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2677)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x61666D5F), ('P4rIngress.values_v00000.hi', 0x6A3C12A2)], 2677)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x45939CC5), ('P4rIngress.values_v00001.hi', 0x5F67EB69)], 2677)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x65F5AE60), ('P4rIngress.values_v00010.hi', 0x796AEF64)], 2677)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x64DF1676), ('P4rIngress.values_v00011.hi', 0x778F8DD0)], 2677)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x769CE798), ('P4rIngress.values_v00100.hi', 0x4E945F35)], 2677)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x673B1B8E), ('P4rIngress.values_v00101.hi', 0x56FC7BB6)], 2677)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x68E94F8B), ('P4rIngress.values_v00110.hi', 0x5BD3DB50)], 2677)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5B2A3461), ('P4rIngress.values_v00111.hi', 0x496DD33B)], 2677)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x738E77FD), ('P4rIngress.values_v01000.hi', 0x6D10921E)], 2677)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x771E33ED), ('P4rIngress.values_v01001.hi', 0x6E9A86DF)], 2677)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7519359D), ('P4rIngress.values_v01010.hi', 0x531F9B6D)], 2677)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4D64D2CB), ('P4rIngress.values_v01011.hi', 0x631059C8)], 2677)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6B25AB8D), ('P4rIngress.values_v01100.hi', 0x58BAA64F)], 2677)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C1B9557), ('P4rIngress.values_v01101.hi', 0x582CE572)], 2677)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x79592BED), ('P4rIngress.values_v01110.hi', 0x78D45A6F)], 2677)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x718F4FEF), ('P4rIngress.values_v01111.hi', 0x54E26730)], 2677)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x684A89F7), ('P4rIngress.values_v10000.hi', 0x627E32D5)], 2677)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x464FDC0A), ('P4rIngress.values_v10001.hi', 0x7735CE6F)], 2677)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x58AE6978), ('P4rIngress.values_v10010.hi', 0x5CAE2946)], 2677)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x61E3A517), ('P4rIngress.values_v10011.hi', 0x6AC8275B)], 2677)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7C559957), ('P4rIngress.values_v10100.hi', 0x65DEBA15)], 2677)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x464E0CEF), ('P4rIngress.values_v10101.hi', 0x76AF7799)], 2677)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x68FC9DDB), ('P4rIngress.values_v10110.hi', 0x64CE6ECA)], 2677)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x65D1E412), ('P4rIngress.values_v10111.hi', 0x7EFCD174)], 2677)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5481B04B), ('P4rIngress.values_v11000.hi', 0x688E6CCE)], 2677)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x68B2919B), ('P4rIngress.values_v11001.hi', 0x55347459)], 2677)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6C4FF67A), ('P4rIngress.values_v11010.hi', 0x594BBD74)], 2677)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5112F647), ('P4rIngress.values_v11011.hi', 0x67DEAC3F)], 2677)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4BE7D77E), ('P4rIngress.values_v11100.hi', 0x5FB9EAA5)], 2677)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x536EEFD4), ('P4rIngress.values_v11101.hi', 0x5543B5E8)], 2677)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x65BA8077), ('P4rIngress.values_v11110.hi', 0x5B2C9549)], 2677)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7337575F), ('P4rIngress.values_v11111.hi', 0x751644D6)], 2677)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC1F1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000275),
                gc.DataTuple('slot_count', 0x000011F7),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90893EC9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x0CDD2822),
                gc.KeyTuple('src_port', 0x8F61),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC1F1),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x03D6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\xDD\x28\x22\x00\x00\x00\x00\x8F\x61\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC1\xF1\x00\x09\x90\x89\x3E\xC9\x08\x00\x06\xDD\x5B\x59\x84\x8B\x00\x40\x00\x00\x45\xA8\x6F\x07\x6A\xB2\xFC\xAB\x54\xE9\xE9\xDB\x7E\x48\xB6\x74\x77\xC7\x74\xCD\x5F\x28\x8A\x27\x44\xC3\x4D\x0C\x6F\xBE\x8A\x02\x48\xAD\xAE\x86\x66\x04\xC8\x33\x56\xF3\x32\x6B\x52\xF8\x8B\x23\x43\x9B\x1B\x59\x51\x26\x9A\xEE\x5F\x6F\x1A\x30\x48\x64\xD5\x7A\x42\x82\xE6\x06\x6D\xAF\x4B\x46\x6E\x7B\xB7\x25\x76\xDB\x5D\x15\x50\x9E\xAC\x5E\x48\xA4\x99\x85\x55\x85\xBE\x05\x66\x9F\x96\x4A\x66\x2D\x04\x23\x7E\x93\x96\x1C\x68\xA2\xD7\xB0\x47\x53\x73\x22\x77\x13\xCB\xAD\x72\xF5\xD4\xCC\x45\xB7\x8B\x35\x57\x6B\x58\xBB\x7B\x25\xCC\x53\x56\x8B\x36\xBD\x79\xD8\xFF\x35\x64\xB4\x40\xE3\x75\xFC\x5A\x42\x71\x41\x1B\x2E\x5C\x8D\x11\x2C\x5B\x98\xB7\x77\x78\x65\xD5\x74\x7F\x74\xD8\x21\x67\x77\x4A\xA3\x74\xD7\xCB\x7B\x70\xE2\xD0\x1A\x5B\x4B\xD8\x0F\x64\x83\x1B\xDE\x68\x91\x9C\x52\x54\x0E\x93\x2F\x55\x66\xF4\x6A\x7A\x36\xE0\xD4\x73\xBB\x7B\x6A\x6E\xEA\x51\xEA\x54\xEE\x3B\x16\x67\x72\x15\x35\x65\x53\x2B\x2F\x53\x57\x12\xB0\x71\xA3\x89\xB2\x73\xC8\x1F\xC8\x57\x40\x56\x7B\x6A\x67\x13\xE8\x59\x02\xA4\xF6\x51\x0D\x8E\xD0\x7C\xFE\x7E\x8E\xF4\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0C\xDD\x28\x22\xBE\xEF\x8F\x61\x01\x20\x00\x00\x50\x34\x02\x82\xC1\xF1\x00\x09\x90\x89\x3E\xC9\x08\x00\x00\xDD\x5B\x59\x84\x8B\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x6A\xB2\xFC\xAB\x7F\xFF\xFF\xFF\x7E\x48\xB6\x74\x7F\xFF\xFF\xFF\x5F\x28\x8A\x27\x7F\xFF\xFF\xFF\x6F\xBE\x8A\x02\x7F\xFF\xFF\xFF\x66\x04\xC8\x33\x7F\xFF\xFF\xFF\x52\xF8\x8B\x23\x7F\xFF\xFF\xFF\x51\x26\x9A\xEE\x7F\xFF\xFF\xFF\x48\x64\xD5\x7A\x7F\xFF\xFF\xFF\x6D\xAF\x4B\x46\x7F\xFF\xFF\xFF\x76\xDB\x5D\x15\x7F\xFF\xFF\xFF\x48\xA4\x99\x85\x7F\xFF\xFF\xFF\x66\x9F\x96\x4A\x7F\xFF\xFF\xFF\x7E\x93\x96\x1C\x7F\xFF\xFF\xFF\x47\x53\x73\x22\x7F\xFF\xFF\xFF\x72\xF5\xD4\xCC\x7F\xFF\xFF\xFF\x57\x6B\x58\xBB\x7F\xFF\xFF\xFF\x56\x8B\x36\xBD\x7F\xFF\xFF\xFF\x64\xB4\x40\xE3\x7F\xFF\xFF\xFF\x71\x41\x1B\x2E\x7F\xFF\xFF\xFF\x5B\x98\xB7\x77\x7F\xFF\xFF\xFF\x7F\x74\xD8\x21\x7F\xFF\xFF\xFF\x74\xD7\xCB\x7B\x7F\xFF\xFF\xFF\x5B\x4B\xD8\x0F\x7F\xFF\xFF\xFF\x68\x91\x9C\x52\x7F\xFF\xFF\xFF\x55\x66\xF4\x6A\x7F\xFF\xFF\xFF\x73\xBB\x7B\x6A\x7F\xFF\xFF\xFF\x54\xEE\x3B\x16\x7F\xFF\xFF\xFF\x65\x53\x2B\x2F\x7F\xFF\xFF\xFF\x71\xA3\x89\xB2\x7F\xFF\xFF\xFF\x57\x40\x56\x7B\x7F\xFF\xFF\xFF\x59\x02\xA4\xF6\x7F\xFF\xFF\xFF\x7C\xFE\x7E\x8E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0A\x75\x03\xD6\x00\x00\x5D\xCA\x9B\x6E\x5B\x59\x84\x8B\x5B\x59\x84\x8B\x10\xF8\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6EDBCF9C), ('P4rIngress.bitmap_seq.seq', 0x18153F39)], 13857)
        self.setRegisterValue('P4rIngress.rounds', 0x18153F39, 13857)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0xEE)], 13857)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 13857)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4D24BB8A), ('P4rIngress.values_v00000.hi', 0x737B9DB1)], 13857)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7894DAF9), ('P4rIngress.values_v00001.hi', 0x52A4C3A6)], 13857)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x67B748BB), ('P4rIngress.values_v00010.hi', 0x7598F08D)], 13857)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x75EEDD51), ('P4rIngress.values_v00011.hi', 0x5F363B14)], 13857)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7A5A9EFF), ('P4rIngress.values_v00100.hi', 0x6F2B0A98)], 13857)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x527F7365), ('P4rIngress.values_v00101.hi', 0x65E85A5A)], 13857)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4ED9139F), ('P4rIngress.values_v00110.hi', 0x641C3FA7)], 13857)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4BF526FE), ('P4rIngress.values_v00111.hi', 0x48729D0A)], 13857)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x554D3ADE), ('P4rIngress.values_v01000.hi', 0x67D64EED)], 13857)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x710AF72E), ('P4rIngress.values_v01001.hi', 0x7C4C0ED5)], 13857)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4A8D4DBD), ('P4rIngress.values_v01010.hi', 0x6514B319)], 13857)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x539E6E56), ('P4rIngress.values_v01011.hi', 0x6CF9477E)], 13857)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5097FE6A), ('P4rIngress.values_v01100.hi', 0x5E3C4946)], 13857)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4D8767D7), ('P4rIngress.values_v01101.hi', 0x7A61AB59)], 13857)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x67542DC1), ('P4rIngress.values_v01110.hi', 0x5B667DBD)], 13857)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x71A35809), ('P4rIngress.values_v01111.hi', 0x6F07ADA1)], 13857)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6FACB8D1), ('P4rIngress.values_v10000.hi', 0x45894154)], 13857)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5375F511), ('P4rIngress.values_v10001.hi', 0x47297E3C)], 13857)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4B2BD4B2), ('P4rIngress.values_v10010.hi', 0x5DD8A353)], 13857)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x44B658F1), ('P4rIngress.values_v10011.hi', 0x5CEA3F12)], 13857)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x476CCF19), ('P4rIngress.values_v10100.hi', 0x67D86BE0)], 13857)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x77DAFE2B), ('P4rIngress.values_v10101.hi', 0x78D08DE2)], 13857)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x50BED75F), ('P4rIngress.values_v10110.hi', 0x64C23EF0)], 13857)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x78F308F8), ('P4rIngress.values_v10111.hi', 0x579E344E)], 13857)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x65D166EA), ('P4rIngress.values_v11000.hi', 0x5A63ABD9)], 13857)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6DB6BB61), ('P4rIngress.values_v11001.hi', 0x539EB5BE)], 13857)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7A6DD430), ('P4rIngress.values_v11010.hi', 0x566CBF92)], 13857)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x62202FE1), ('P4rIngress.values_v11011.hi', 0x7F86DF1B)], 13857)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6689F7BB), ('P4rIngress.values_v11100.hi', 0x412262BA)], 13857)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5029D9D7), ('P4rIngress.values_v11101.hi', 0x6DACE43B)], 13857)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4D8A90AA), ('P4rIngress.values_v11110.hi', 0x7A978D1F)], 13857)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D863EBC), ('P4rIngress.values_v11111.hi', 0x692338F3)], 13857)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3986),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E61),
                gc.DataTuple('slot_count', 0x00000D2D),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD24BB5A2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x43093FEE),
                gc.KeyTuple('src_port', 0x5961),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3986),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x03C8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x43\x09\x3F\xEE\x00\x00\x00\x00\x59\x61\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x39\x86\x00\x05\xD2\x4B\xB5\xA2\x07\xC0\x01\xB9\x18\x15\x3F\x39\x00\x40\x00\x00\x77\xD5\x33\x38\x67\x79\x65\x6F\x74\xBD\xCC\x8B\x75\xBA\xB7\x53\x4E\xEB\x59\x55\x46\x8C\xDA\x85\x68\x1A\xBB\xCF\x7F\x15\x98\x6A\x6C\xF6\x42\x96\x71\xED\xBC\x5D\x6E\xFE\x15\x74\x61\x15\x4A\xFF\x6C\xDB\xDB\xBD\x46\x46\x8A\x5F\x4C\xB5\x15\x3D\x6E\xCE\x26\x90\x65\xFD\x6E\xDB\x60\x5E\xE2\x4E\x6A\xA9\x2A\xE7\x44\x45\xF1\x54\x7A\x04\x19\x44\x5D\x9C\xB9\xD3\x67\xC5\xF1\x04\x7B\x63\xF1\x55\x6D\xF0\x26\xE9\x71\xB6\xD9\x62\x4A\x8E\xA8\x9B\x46\x7D\x99\x17\x55\xFC\x89\x69\x64\xE8\x1A\x95\x76\x54\x5F\x6B\x69\xE6\x8C\x3E\x66\xB5\x4B\x59\x55\xF8\x47\xFD\x76\x0D\xA9\x9A\x45\xBF\x09\x8D\x4E\xE7\x98\x2B\x48\x5D\x91\x60\x76\xA4\x75\x4F\x62\xA2\x85\xDD\x44\x8A\xFC\x69\x62\x16\x4D\x8E\x60\x10\x97\xAD\x72\x0A\xEA\xFF\x76\x6B\xF7\xC4\x49\x2F\x22\x42\x54\xA6\xB8\x52\x77\xDB\x77\xC6\x6D\x5C\x7E\xC0\x79\x6D\x09\x5D\x43\xB1\x91\xCE\x66\x51\x1D\x2D\x78\x09\x77\xFB\x41\xEE\xAB\xDF\x54\x51\x5D\xD1\x4F\x44\x5F\x12\x72\xAC\x0F\x39\x7A\xBA\x40\x13\x70\x3A\x28\x0D\x7C\x45\xA6\x31\x6F\x68\xFE\xD7\x5E\xC4\x5D\xC9\x60\x06\xDD\x8A\x5B\x19\x9A\x92\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x43\x09\x3F\xEE\xBE\xEF\x59\x61\x01\x20\x00\x00\x50\x34\x02\x82\x39\x86\x00\x05\xD2\x4B\xB5\xA2\x07\xC0\x01\xB9\x18\x15\x3F\x39\x00\x40\x00\x18\x7F\xFF\xFF\xFF\x67\x79\x65\x6F\x7F\xFF\xFF\xFF\x75\xBA\xB7\x53\x7F\xFF\xFF\xFF\x46\x8C\xDA\x85\x7F\xFF\xFF\xFF\x7F\x15\x98\x6A\x7F\xFF\xFF\xFF\x71\xED\xBC\x5D\x7F\xFF\xFF\xFF\x61\x15\x4A\xFF\x7F\xFF\xFF\xFF\x46\x46\x8A\x5F\x7F\xFF\xFF\xFF\x6E\xCE\x26\x90\x7F\xFF\xFF\xFF\x60\x5E\xE2\x4E\x7F\xFF\xFF\xFF\x44\x45\xF1\x54\x7F\xFF\xFF\xFF\x5D\x9C\xB9\xD3\x7F\xFF\xFF\xFF\x7B\x63\xF1\x55\x7F\xFF\xFF\xFF\x71\xB6\xD9\x62\x7F\xFF\xFF\xFF\x46\x7D\x99\x17\x7F\xFF\xFF\xFF\x64\xE8\x1A\x95\x7F\xFF\xFF\xFF\x69\xE6\x8C\x3E\x7F\xFF\xFF\xFF\x55\xF8\x47\xFD\x7F\xFF\xFF\xFF\x45\xBF\x09\x8D\x7F\xFF\xFF\xFF\x48\x5D\x91\x60\x7F\xFF\xFF\xFF\x62\xA2\x85\xDD\x7F\xFF\xFF\xFF\x62\x16\x4D\x8E\x7F\xFF\xFF\xFF\x72\x0A\xEA\xFF\x7F\xFF\xFF\xFF\x49\x2F\x22\x42\x7F\xFF\xFF\xFF\x77\xDB\x77\xC6\x7F\xFF\xFF\xFF\x79\x6D\x09\x5D\x7F\xFF\xFF\xFF\x66\x51\x1D\x2D\x7F\xFF\xFF\xFF\x41\xEE\xAB\xDF\x7F\xFF\xFF\xFF\x4F\x44\x5F\x12\x7F\xFF\xFF\xFF\x7A\xBA\x40\x13\x7F\xFF\xFF\xFF\x7C\x45\xA6\x31\x7F\xFF\xFF\xFF\x5E\xC4\x5D\xC9\x7F\xFF\xFF\xFF\x5B\x19\x9A\x92\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\x21\x03\xC8\x00\x00\x6E\xDB\xCF\xBC\x18\x15\x3F\x39\x18\x15\x3F\x39\x18\xEE\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6FC34C31), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 2652)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 2652)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x2D)], 2652)
        self.setRegisterValue('P4rIngress.set_flags', 0x04, 2652)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5521B685), ('P4rIngress.values_v00000.hi', 0x63DA9F47)], 2652)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7FD5A3B6), ('P4rIngress.values_v00001.hi', 0x7EA2B5C2)], 2652)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x742F33FD), ('P4rIngress.values_v00010.hi', 0x40CB91D7)], 2652)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x55195CCC), ('P4rIngress.values_v00011.hi', 0x6CA59327)], 2652)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x69084C46), ('P4rIngress.values_v00100.hi', 0x76F271BF)], 2652)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4C5E0B8C), ('P4rIngress.values_v00101.hi', 0x5325368B)], 2652)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x762E67B5), ('P4rIngress.values_v00110.hi', 0x419848D5)], 2652)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B2A97ED), ('P4rIngress.values_v00111.hi', 0x4FF1B583)], 2652)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6A228C25), ('P4rIngress.values_v01000.hi', 0x77CDDD6A)], 2652)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5EA9756C), ('P4rIngress.values_v01001.hi', 0x56E505FA)], 2652)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x41C1B147), ('P4rIngress.values_v01010.hi', 0x7644E4D9)], 2652)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x538A4413), ('P4rIngress.values_v01011.hi', 0x5B48E5CB)], 2652)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7821C535), ('P4rIngress.values_v01100.hi', 0x44DDF3C7)], 2652)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5880A061), ('P4rIngress.values_v01101.hi', 0x52EE76B5)], 2652)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x74360EA1), ('P4rIngress.values_v01110.hi', 0x42951EBD)], 2652)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x760484B1), ('P4rIngress.values_v01111.hi', 0x4D68A3C7)], 2652)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7E3D1BDB), ('P4rIngress.values_v10000.hi', 0x7E7FED59)], 2652)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7CD18B85), ('P4rIngress.values_v10001.hi', 0x66E26EE3)], 2652)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x50B0153D), ('P4rIngress.values_v10010.hi', 0x76EBCFF4)], 2652)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5AAC09C3), ('P4rIngress.values_v10011.hi', 0x50FAD336)], 2652)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x42A43A57), ('P4rIngress.values_v10100.hi', 0x5198E97D)], 2652)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5528658E), ('P4rIngress.values_v10101.hi', 0x6B03F639)], 2652)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x73F5C19C), ('P4rIngress.values_v10110.hi', 0x6CBF094D)], 2652)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5C75B57E), ('P4rIngress.values_v10111.hi', 0x5C2665BF)], 2652)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7B26ADDB), ('P4rIngress.values_v11000.hi', 0x43C89FAC)], 2652)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x77CA3700), ('P4rIngress.values_v11001.hi', 0x4BF385FD)], 2652)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7B2A79FB), ('P4rIngress.values_v11010.hi', 0x7A6026B0)], 2652)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7DAA6D27), ('P4rIngress.values_v11011.hi', 0x6F99F1C5)], 2652)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4EC4DEEE), ('P4rIngress.values_v11100.hi', 0x68EE16E5)], 2652)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x61BBA3D1), ('P4rIngress.values_v11101.hi', 0x6EA61887)], 2652)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x75D92095), ('P4rIngress.values_v11110.hi', 0x4ACE56FB)], 2652)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x752D49D1), ('P4rIngress.values_v11111.hi', 0x477019A3)], 2652)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1373),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000513),
                gc.DataTuple('slot_count', 0x00001AED),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x71B549E4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x33AB7C31),
                gc.KeyTuple('src_port', 0xEAFD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1373),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x036B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\xAB\x7C\x31\x00\x00\x00\x00\xEA\xFD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x13\x73\x00\x0D\x71\xB5\x49\xE4\x05\x49\x02\x9C\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x43\x36\x62\x9E\x7D\x02\xAD\xDB\x51\x95\xCF\x17\x5E\xCE\xA7\x70\x5F\x15\x14\x28\x6D\xE2\xC5\xE5\x53\xAB\x15\x98\x5E\xF4\x92\x2D\x6B\x99\x3A\xF6\x74\xA8\xCA\x81\x68\x20\x39\xCC\x5E\x2B\x8E\x1A\x5F\xCE\x2F\x54\x7E\xA7\x47\xB9\x78\xE6\x6B\x69\x76\xF4\xE3\xB6\x63\xBD\x01\xA7\x7B\x7C\x65\x7F\x5F\x57\x95\xB3\x47\xB6\xBC\x4C\x70\x9F\x52\xE7\x57\x4C\x72\x41\x5A\x66\xDD\xB9\x59\x4D\x3D\xAF\x64\xFC\x25\xA5\x51\x09\x5A\xC8\x75\xD3\xF1\xAB\x63\x21\xEB\x11\x71\x33\xA3\x18\x63\x72\xEE\x2E\x4D\x11\x9E\xA3\x4E\xE8\x79\x47\x67\x99\x32\x31\x58\x75\x4C\xEF\x55\xFE\xF4\xA9\x60\xEF\x44\xAB\x59\x17\xCD\x71\x69\x84\xC9\x54\x49\xEF\xE1\xF3\x5D\xEE\x76\xF3\x55\x61\xD3\x4D\x63\x53\x48\x61\x5D\xF9\xD9\x5D\x76\x38\x87\x16\x46\x63\x8E\xBD\x5A\x9A\x8D\xEC\x62\xD5\x0B\x59\x78\x58\xAD\x8E\x5D\x6C\x9B\x22\x7A\x9B\xC7\x5F\x43\x5D\x7B\xBF\x72\xF0\x9C\x7B\x47\xA7\x9D\x7D\x78\xD7\x63\xCE\x61\x70\xB3\x49\x6A\x17\x33\x47\x44\x3E\xCD\x44\x50\x0F\xE4\x4D\x5D\x6B\x3A\x45\x68\xEB\xB0\xAA\x69\x3A\x0B\xE8\x7A\xA2\x72\x41\x71\x18\xB9\xEC\x72\x19\xA0\x32\xE0\xCC\xA6\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x33\xAB\x7C\x31\xBE\xEF\xEA\xFD\x01\x20\x00\x00\x50\x34\x02\x82\x13\x73\x00\x0D\x71\xB5\x49\xE4\x05\x49\x00\x9C\xFF\xFF\xFF\xFF\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x7D\x02\xAD\xDB\x7F\xFF\xFF\xFF\x5E\xCE\xA7\x70\x7F\xFF\xFF\xFF\x6D\xE2\xC5\xE5\x7F\xFF\xFF\xFF\x5E\xF4\x92\x2D\x7F\xFF\xFF\xFF\x74\xA8\xCA\x81\x7F\xFF\xFF\xFF\x5E\x2B\x8E\x1A\x7F\xFF\xFF\xFF\x7E\xA7\x47\xB9\x7F\xFF\xFF\xFF\x76\xF4\xE3\xB6\x7F\xFF\xFF\xFF\x7B\x7C\x65\x7F\x7F\xFF\xFF\xFF\x47\xB6\xBC\x4C\x7F\xFF\xFF\xFF\x57\x4C\x72\x41\x7F\xFF\xFF\xFF\x59\x4D\x3D\xAF\x7F\xFF\xFF\xFF\x51\x09\x5A\xC8\x7F\xFF\xFF\xFF\x63\x21\xEB\x11\x7F\xFF\xFF\xFF\x63\x72\xEE\x2E\x7F\xFF\xFF\xFF\x4E\xE8\x79\x47\x7F\xFF\xFF\xFF\x58\x75\x4C\xEF\x7F\xFF\xFF\xFF\x60\xEF\x44\xAB\x7F\xFF\xFF\xFF\x69\x84\xC9\x54\x7F\xFF\xFF\xFF\x5D\xEE\x76\xF3\x7F\xFF\xFF\xFF\x63\x53\x48\x61\x7F\xFF\xFF\xFF\x76\x38\x87\x16\x7F\xFF\xFF\xFF\x5A\x9A\x8D\xEC\x7F\xFF\xFF\xFF\x78\x58\xAD\x8E\x7F\xFF\xFF\xFF\x7A\x9B\xC7\x5F\x7F\xFF\xFF\xFF\x72\xF0\x9C\x7B\x7F\xFF\xFF\xFF\x78\xD7\x63\xCE\x7F\xFF\xFF\xFF\x6A\x17\x33\x47\x7F\xFF\xFF\xFF\x50\x0F\xE4\x4D\x7F\xFF\xFF\xFF\x68\xEB\xB0\xAA\x7F\xFF\xFF\xFF\x7A\xA2\x72\x41\x7F\xFF\xFF\xFF\x72\x19\xA0\x32\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x0A\x5C\x03\x6B\x00\x00\x6F\xC3\x6C\x31\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1F\x9C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\xCC\xA6\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5A5D1C87), ('P4rIngress.bitmap_seq.seq', 0x91000000)], 9926)
        self.setRegisterValue('P4rIngress.rounds', 0x91000000, 9926)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x9C)], 9926)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 9926)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7DB87BA9), ('P4rIngress.values_v00000.hi', 0x61FC974A)], 9926)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x633B1F9B), ('P4rIngress.values_v00001.hi', 0x72DC99BD)], 9926)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6E6DD14B), ('P4rIngress.values_v00010.hi', 0x72B52864)], 9926)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6DD6CBEF), ('P4rIngress.values_v00011.hi', 0x46E111CB)], 9926)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5A99E6B9), ('P4rIngress.values_v00100.hi', 0x4E36ADBD)], 9926)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5663CE63), ('P4rIngress.values_v00101.hi', 0x5EEE522F)], 9926)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D1BEAED), ('P4rIngress.values_v00110.hi', 0x518E72DE)], 9926)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x710FFDD6), ('P4rIngress.values_v00111.hi', 0x61F7298D)], 9926)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6F02F5E6), ('P4rIngress.values_v01000.hi', 0x40CF7DBF)], 9926)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x64C92DF6), ('P4rIngress.values_v01001.hi', 0x7F0248B2)], 9926)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x574DBA6B), ('P4rIngress.values_v01010.hi', 0x6DB424B9)], 9926)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7E4971B1), ('P4rIngress.values_v01011.hi', 0x70AD7D39)], 9926)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x40033D3A), ('P4rIngress.values_v01100.hi', 0x71362F17)], 9926)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6D8FBD96), ('P4rIngress.values_v01101.hi', 0x7D214259)], 9926)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x49D3E23C), ('P4rIngress.values_v01110.hi', 0x4A9B06A7)], 9926)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6F05BB36), ('P4rIngress.values_v01111.hi', 0x7B495A2B)], 9926)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6739A4E4), ('P4rIngress.values_v10000.hi', 0x5370D26C)], 9926)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4F7B6746), ('P4rIngress.values_v10001.hi', 0x473BE34A)], 9926)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5599DD23), ('P4rIngress.values_v10010.hi', 0x61B74321)], 9926)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6531B656), ('P4rIngress.values_v10011.hi', 0x77923665)], 9926)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x67695D7A), ('P4rIngress.values_v10100.hi', 0x68202E49)], 9926)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5C2320B6), ('P4rIngress.values_v10101.hi', 0x6D64A2E6)], 9926)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5D361D67), ('P4rIngress.values_v10110.hi', 0x6ABDA0CB)], 9926)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x41CB0C1F), ('P4rIngress.values_v10111.hi', 0x5AB91E41)], 9926)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7AB0DCF5), ('P4rIngress.values_v11000.hi', 0x5454238E)], 9926)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x546451EE), ('P4rIngress.values_v11001.hi', 0x4E522340)], 9926)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5DF5929B), ('P4rIngress.values_v11010.hi', 0x4DE6531A)], 9926)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6BAD0F0C), ('P4rIngress.values_v11011.hi', 0x49284B86)], 9926)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4C5063F7), ('P4rIngress.values_v11100.hi', 0x5720A885)], 9926)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x751AA573), ('P4rIngress.values_v11101.hi', 0x4956AF7F)], 9926)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7BF31CB2), ('P4rIngress.values_v11110.hi', 0x4451EDDC)], 9926)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x75A9D2D1), ('P4rIngress.values_v11111.hi', 0x796FD84B)], 9926)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4B19),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000038B),
                gc.DataTuple('slot_count', 0x000003DE),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F0F966F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x1A879057),
                gc.KeyTuple('src_port', 0xE422),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4B19),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x02E7),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x87\x90\x57\x00\x00\x00\x00\xE4\x22\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4B\x19\x00\x08\x1F\x0F\x96\x6F\x03\x3B\x01\x51\x91\x00\x00\x00\x00\x40\x00\x00\x41\x9B\x7F\xC8\x4E\x78\xA7\x03\x73\x2D\x7F\x96\x7C\xC8\xAE\xA5\x75\x2C\xA6\x26\x5F\xD5\x3E\x17\x55\x07\xC5\xE0\x74\x27\x1A\x70\x68\xE2\xE4\x29\x6E\x20\xE6\x45\x6A\xA5\x1E\x2F\x42\xB2\x70\xA3\x6A\x03\x5D\x9F\x67\xEA\x41\x5A\x45\x5F\xAD\x13\x5A\x9B\x29\x1B\x4C\x72\xA1\x03\x41\x96\x7C\xB5\x54\xC0\xD5\xB3\x43\xED\xDE\xB7\x45\xC6\xE7\x1F\x6E\x70\x35\x7F\x55\x68\x90\x0F\x5E\x65\x81\xBD\x6D\x42\x11\xA2\x7F\x38\xC9\xAD\x44\x42\x18\x0D\x74\xCB\xBE\x3D\x6B\xC9\x63\xC6\x47\x08\xE4\xCB\x44\x55\x19\x7E\x4B\xB8\x3A\x73\x64\x61\x7D\x33\x4C\x42\xAF\x04\x61\xE9\xD8\x69\x68\xEA\x41\xC3\x51\x93\xF3\xA8\x7B\x28\xF1\x6F\x47\x95\xCD\x2D\x70\x9E\xF4\xDF\x4A\x7C\x29\x72\x6E\x97\x9A\xDA\x4E\x2F\x65\x9B\x7E\xE4\x44\xC6\x40\x43\xDD\xEE\x6A\x0D\xA6\xC8\x5C\xE3\x93\xA8\x59\x5E\xD0\x4D\x4A\xB9\x5F\x98\x4E\xB3\xDE\xF3\x5B\xEA\x6F\x54\x7D\x58\xE8\xDD\x59\x36\x1D\xA6\x67\x46\xB7\xA5\x4E\x85\x79\xBB\x52\x28\x9F\x04\x7A\xE8\xDA\x29\x43\x78\xC8\x83\x65\xD8\x87\x66\x5C\x13\x10\x93\x71\xAB\xF7\x4D\x7D\xEB\x83\xD4\x78\xA4\x4E\x92\x60\xC0\x9D\xB8\x67\xD8\x53\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1A\x87\x90\x57\xBE\xEF\xE4\x22\x01\x20\x00\x00\x50\x34\x02\x82\x4B\x19\x00\x08\x1F\x0F\x96\x6F\x03\x3B\x01\x51\x91\x00\x00\x00\x00\x40\x00\x08\x7F\xFF\xFF\xFF\x4E\x78\xA7\x03\x7F\xFF\xFF\xFF\x7C\xC8\xAE\xA5\x7F\xFF\xFF\xFF\x5F\xD5\x3E\x17\x7F\xFF\xFF\xFF\x74\x27\x1A\x70\x7F\xFF\xFF\xFF\x6E\x20\xE6\x45\x7F\xFF\xFF\xFF\x42\xB2\x70\xA3\x7F\xFF\xFF\xFF\x67\xEA\x41\x5A\x7F\xFF\xFF\xFF\x5A\x9B\x29\x1B\x7F\xFF\xFF\xFF\x41\x96\x7C\xB5\x7F\xFF\xFF\xFF\x43\xED\xDE\xB7\x7F\xFF\xFF\xFF\x6E\x70\x35\x7F\x7F\xFF\xFF\xFF\x5E\x65\x81\xBD\x7F\xFF\xFF\xFF\x7F\x38\xC9\xAD\x7F\xFF\xFF\xFF\x74\xCB\xBE\x3D\x7F\xFF\xFF\xFF\x47\x08\xE4\xCB\x7F\xFF\xFF\xFF\x4B\xB8\x3A\x73\x7F\xFF\xFF\xFF\x4C\x42\xAF\x04\x7F\xFF\xFF\xFF\x68\xEA\x41\xC3\x7F\xFF\xFF\xFF\x7B\x28\xF1\x6F\x7F\xFF\xFF\xFF\x70\x9E\xF4\xDF\x7F\xFF\xFF\xFF\x6E\x97\x9A\xDA\x7F\xFF\xFF\xFF\x7E\xE4\x44\xC6\x7F\xFF\xFF\xFF\x6A\x0D\xA6\xC8\x7F\xFF\xFF\xFF\x59\x5E\xD0\x4D\x7F\xFF\xFF\xFF\x4E\xB3\xDE\xF3\x7F\xFF\xFF\xFF\x7D\x58\xE8\xDD\x7F\xFF\xFF\xFF\x67\x46\xB7\xA5\x7F\xFF\xFF\xFF\x52\x28\x9F\x04\x7F\xFF\xFF\xFF\x43\x78\xC8\x83\x7F\xFF\xFF\xFF\x5C\x13\x10\x93\x7F\xFF\xFF\xFF\x7D\xEB\x83\xD4\x7F\xFF\xFF\xFF\x60\xC0\x9D\xB8\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\xC6\x02\xE7\x00\x00\x5A\x5D\x1D\x87\x91\x00\x00\x00\x91\x00\x00\x00\x08\x9C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x67\xD8\x53\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC395FE11), ('P4rIngress.bitmap_seq.seq', 0x10BEE304)], 10358)
        self.setRegisterValue('P4rIngress.rounds', 0x10BEE304, 10358)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x63)], 10358)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10358)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x66DA8493), ('P4rIngress.values_v00000.hi', 0x55B2BD1F)], 10358)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7251F04D), ('P4rIngress.values_v00001.hi', 0x5C5BB0AE)], 10358)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D8065B3), ('P4rIngress.values_v00010.hi', 0x7ECB7D7F)], 10358)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4AC1E26C), ('P4rIngress.values_v00011.hi', 0x4C8D235E)], 10358)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7A236990), ('P4rIngress.values_v00100.hi', 0x54085F76)], 10358)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x67855C85), ('P4rIngress.values_v00101.hi', 0x45E92C9B)], 10358)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x449953AC), ('P4rIngress.values_v00110.hi', 0x7E23B033)], 10358)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x43BB2D5E), ('P4rIngress.values_v00111.hi', 0x7A35C753)], 10358)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4ABB8495), ('P4rIngress.values_v01000.hi', 0x7300B653)], 10358)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x405A1AC6), ('P4rIngress.values_v01001.hi', 0x7EE6344F)], 10358)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6727DA8E), ('P4rIngress.values_v01010.hi', 0x71CBCFA1)], 10358)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6ADCCD76), ('P4rIngress.values_v01011.hi', 0x585EE225)], 10358)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7E51949D), ('P4rIngress.values_v01100.hi', 0x6F15D2F5)], 10358)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x67B870F9), ('P4rIngress.values_v01101.hi', 0x7ED3792E)], 10358)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63666B75), ('P4rIngress.values_v01110.hi', 0x5E8DFCD5)], 10358)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x79F12BA3), ('P4rIngress.values_v01111.hi', 0x7D81869A)], 10358)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x55D85DBB), ('P4rIngress.values_v10000.hi', 0x532CEEB7)], 10358)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7ED4A5EA), ('P4rIngress.values_v10001.hi', 0x7E8358F3)], 10358)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x78446FC1), ('P4rIngress.values_v10010.hi', 0x49E5F8AA)], 10358)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4DDBF2BF), ('P4rIngress.values_v10011.hi', 0x43E90AD4)], 10358)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x73AAAB8C), ('P4rIngress.values_v10100.hi', 0x5909E90F)], 10358)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x743E180C), ('P4rIngress.values_v10101.hi', 0x70E3EAB0)], 10358)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4F03730D), ('P4rIngress.values_v10110.hi', 0x4E6E32AC)], 10358)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4582BEAA), ('P4rIngress.values_v10111.hi', 0x7F552B47)], 10358)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7573099B), ('P4rIngress.values_v11000.hi', 0x74A253D6)], 10358)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7BC2E3F7), ('P4rIngress.values_v11001.hi', 0x74CFB9B3)], 10358)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x794632D9), ('P4rIngress.values_v11010.hi', 0x5F54A7EF)], 10358)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6E0DCB6B), ('P4rIngress.values_v11011.hi', 0x6B7486BB)], 10358)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5687D61E), ('P4rIngress.values_v11100.hi', 0x585DD58F)], 10358)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5D4EAC1E), ('P4rIngress.values_v11101.hi', 0x4E7C86E5)], 10358)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x73933AEB), ('P4rIngress.values_v11110.hi', 0x59F0B653)], 10358)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x55EC6186), ('P4rIngress.values_v11111.hi', 0x75E9DAE4)], 10358)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5AF9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DD),
                gc.DataTuple('slot_count', 0x000015BF),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6FE0B285),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x547F4850),
                gc.KeyTuple('src_port', 0xCE8F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5AF9),
                gc.DataTuple('rank', 0x0008),
                gc.DataTuple('worker_index', 0x0175),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x54\x7F\x48\x50\x00\x00\x00\x00\xCE\x8F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5A\xF9\x00\x08\x6F\xE0\xB2\x85\x07\x99\x07\x72\x10\xBE\xE3\x04\x00\x40\x00\x00\x44\xDA\x95\x39\x67\x82\x0D\x51\x7A\x53\x59\xD6\x71\x49\xC4\xC7\x5B\x40\x84\x5D\x7C\xD0\x59\xF6\x4F\xF1\x14\xAC\x44\x06\x12\x51\x42\xFF\xA6\x7F\x7D\xD9\x73\x29\x67\x4C\x1A\x25\x7D\x85\x98\xF5\x6D\xCF\xD2\xEC\x7C\x29\xB8\xC9\x57\x0C\x37\x9B\x50\xFC\xF8\x49\x67\x1E\x14\xAC\x79\xDA\xE2\xA1\x5A\xA7\x7A\xED\x63\x84\xE2\xD0\x55\x4F\x83\x34\x77\x19\x15\xC6\x6A\x58\xAC\x2C\x4A\xDC\x6A\xB3\x5C\xD5\xD2\x8F\x4C\x75\x6A\xF1\x70\xB5\x03\xF3\x5F\x29\x4F\x26\x6C\x1C\x1F\x25\x7F\xAB\x6A\x9A\x56\x87\xCA\x00\x41\xEB\x75\x2F\x60\x2C\x21\xA3\x7A\x56\xD9\xA4\x46\x00\xB8\x77\x5B\x85\x5B\x0B\x69\x81\xDD\x23\x4B\x2B\x0B\xF9\x58\x0A\xED\x22\x6C\x91\xB6\x1B\x51\xCA\x8C\xC0\x4F\x53\x25\x46\x48\x65\x7A\xEB\x52\x97\xC6\xA6\x50\xFF\x6C\xDD\x6E\x0C\xD4\x4C\x55\x53\x32\xA7\x5B\x2F\xF3\xA5\x73\x7B\xED\xC1\x5D\xD3\x53\x5C\x7F\x02\xAB\x66\x6E\x06\x6A\xD7\x51\xA3\xAE\x62\x75\x45\xF0\x40\x78\x69\x42\x46\x6C\x6E\x86\x7B\x5A\x40\xEA\x84\x71\x7A\x1C\x89\x62\xEE\xF1\xDF\x54\xD5\xBF\xF1\x75\xAA\x96\xF3\x5B\x60\xF8\x54\x63\xEC\xF3\x26\x4B\x15\x88\x46\x87\xD4\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x54\x7F\x48\x50\xBE\xEF\xCE\x8F\x01\x20\x00\x00\x50\x34\x02\x82\x5A\xF9\x00\x08\x6F\xE0\xB2\x85\x07\x99\x01\x72\x10\xBE\xE3\x04\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x67\x82\x0D\x51\x7F\xFF\xFF\xFF\x71\x49\xC4\xC7\x7F\xFF\xFF\xFF\x7C\xD0\x59\xF6\x7F\xFF\xFF\xFF\x44\x06\x12\x51\x7F\xFF\xFF\xFF\x7D\xD9\x73\x29\x7F\xFF\xFF\xFF\x7D\x85\x98\xF5\x7F\xFF\xFF\xFF\x7C\x29\xB8\xC9\x7F\xFF\xFF\xFF\x50\xFC\xF8\x49\x7F\xFF\xFF\xFF\x79\xDA\xE2\xA1\x7F\xFF\xFF\xFF\x63\x84\xE2\xD0\x7F\xFF\xFF\xFF\x77\x19\x15\xC6\x7F\xFF\xFF\xFF\x4A\xDC\x6A\xB3\x7F\xFF\xFF\xFF\x4C\x75\x6A\xF1\x7F\xFF\xFF\xFF\x5F\x29\x4F\x26\x7F\xFF\xFF\xFF\x7F\xAB\x6A\x9A\x7F\xFF\xFF\xFF\x41\xEB\x75\x2F\x7F\xFF\xFF\xFF\x7A\x56\xD9\xA4\x7F\xFF\xFF\xFF\x5B\x85\x5B\x0B\x7F\xFF\xFF\xFF\x4B\x2B\x0B\xF9\x7F\xFF\xFF\xFF\x6C\x91\xB6\x1B\x7F\xFF\xFF\xFF\x4F\x53\x25\x46\x7F\xFF\xFF\xFF\x52\x97\xC6\xA6\x7F\xFF\xFF\xFF\x6E\x0C\xD4\x4C\x7F\xFF\xFF\xFF\x5B\x2F\xF3\xA5\x7F\xFF\xFF\xFF\x5D\xD3\x53\x5C\x7F\xFF\xFF\xFF\x6E\x06\x6A\xD7\x7F\xFF\xFF\xFF\x75\x45\xF0\x40\x7F\xFF\xFF\xFF\x6C\x6E\x86\x7B\x7F\xFF\xFF\xFF\x71\x7A\x1C\x89\x7F\xFF\xFF\xFF\x54\xD5\xBF\xF1\x7F\xFF\xFF\xFF\x5B\x60\xF8\x54\x7F\xFF\xFF\xFF\x4B\x15\x88\x46\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x76\x01\x75\x00\x00\xC3\x95\xFF\x11\x10\xBE\xE3\x04\x10\xBE\xE3\x04\x11\x72\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x87\xD4\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x88BF9447), ('P4rIngress.bitmap_seq.seq', 0x00613929)], 8392)
        self.setRegisterValue('P4rIngress.rounds', 0x00613929, 8392)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xB2)], 8392)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8392)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x65C0D7A4), ('P4rIngress.values_v00000.hi', 0x4D5C974E)], 8392)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x653A6E6B), ('P4rIngress.values_v00001.hi', 0x4CE4198F)], 8392)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x716757CC), ('P4rIngress.values_v00010.hi', 0x52A6379F)], 8392)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4B98CA4E), ('P4rIngress.values_v00011.hi', 0x73414D7A)], 8392)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4B575A0F), ('P4rIngress.values_v00100.hi', 0x7B1777BF)], 8392)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x57965673), ('P4rIngress.values_v00101.hi', 0x524D2EDE)], 8392)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x73F91E6E), ('P4rIngress.values_v00110.hi', 0x4FB30CD3)], 8392)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6A3ECD56), ('P4rIngress.values_v00111.hi', 0x4179B218)], 8392)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x78C9D89F), ('P4rIngress.values_v01000.hi', 0x50F03AD1)], 8392)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x551F1AA3), ('P4rIngress.values_v01001.hi', 0x4663E84D)], 8392)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x451BB40F), ('P4rIngress.values_v01010.hi', 0x7DE2744E)], 8392)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7C5432DE), ('P4rIngress.values_v01011.hi', 0x550A8AE3)], 8392)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4EE9748F), ('P4rIngress.values_v01100.hi', 0x6CF989DA)], 8392)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7EAE7D25), ('P4rIngress.values_v01101.hi', 0x76909739)], 8392)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6D92523F), ('P4rIngress.values_v01110.hi', 0x560B1E9F)], 8392)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7EB52C85), ('P4rIngress.values_v01111.hi', 0x6C9D35F3)], 8392)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x699C6B68), ('P4rIngress.values_v10000.hi', 0x7DEB624E)], 8392)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4AB6AE0D), ('P4rIngress.values_v10001.hi', 0x6F232F79)], 8392)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x698D352E), ('P4rIngress.values_v10010.hi', 0x4DA926AA)], 8392)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6FBEF2D6), ('P4rIngress.values_v10011.hi', 0x71D1AAAB)], 8392)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4E542B75), ('P4rIngress.values_v10100.hi', 0x599AF2CA)], 8392)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x41F778CC), ('P4rIngress.values_v10101.hi', 0x528576ED)], 8392)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7D5DBA34), ('P4rIngress.values_v10110.hi', 0x7322A297)], 8392)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6863AF19), ('P4rIngress.values_v10111.hi', 0x76C9B529)], 8392)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4D9828CF), ('P4rIngress.values_v11000.hi', 0x5EA40AAE)], 8392)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7623A207), ('P4rIngress.values_v11001.hi', 0x4EF3D459)], 8392)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x47142B06), ('P4rIngress.values_v11010.hi', 0x6F534349)], 8392)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x42894391), ('P4rIngress.values_v11011.hi', 0x67EBABB4)], 8392)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7E8BE2CF), ('P4rIngress.values_v11100.hi', 0x4DBAAB6A)], 8392)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x56DE3A65), ('P4rIngress.values_v11101.hi', 0x5A2A91F9)], 8392)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5487C4CD), ('P4rIngress.values_v11110.hi', 0x61CEC875)], 8392)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7695244B), ('P4rIngress.values_v11111.hi', 0x5AEE6225)], 8392)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4E9A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000003E),
                gc.DataTuple('slot_count', 0x0000139B),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9DAB9799),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xF1048AC1),
                gc.KeyTuple('src_port', 0x21FB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4E9A),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x01BE),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\x04\x8A\xC1\x00\x00\x00\x00\x21\xFB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4E\x9A\x00\x0E\x9D\xAB\x97\x99\x00\x8A\x03\x56\x00\x61\x39\x29\x00\x40\x00\x00\x63\xA7\x92\x28\x7D\xFF\x4F\xED\x43\x92\x9A\xBB\x73\xDD\x42\xB1\x4E\x34\xDD\x18\x77\x2E\xDF\xC6\x61\x46\x3A\xE6\x7B\x25\x64\xF3\x66\x64\xCB\xB4\x7F\xDD\x63\x4A\x47\x74\xB2\x5B\x49\x5B\xD2\x10\x4B\x01\x0A\xD9\x68\x63\x67\xAA\x48\x21\x0F\x54\x5D\x71\x70\x2D\x6E\x1B\x10\x7D\x63\xF2\xFC\xD7\x52\x95\xF2\xB1\x41\x39\x86\x35\x7B\xD6\x30\xBC\x59\x72\xD6\xC8\x59\x7A\x7A\xD7\x65\x3E\x58\x85\x57\xDF\xDD\x16\x40\x4C\x13\x92\x52\x36\xA1\x76\x79\x24\x8D\x0D\x55\x77\xD7\xA7\x52\xD1\xF3\xA7\x76\x15\x5B\xD3\x53\x68\xDA\xDC\x6E\xBD\x29\xD6\x44\x81\xEE\x6E\x78\xCF\x14\x05\x55\x64\x96\x6D\x42\xDD\x1D\xD2\x7C\xFE\xAB\x31\x52\x4A\x6D\x97\x78\xB7\xCA\xBE\x67\xA1\xDA\x14\x7D\xB4\x3C\xBF\x44\x92\x49\xFF\x49\xCD\xE7\x17\x6A\x01\x21\x17\x51\x30\xCA\x19\x55\xA3\x2C\x39\x55\x4D\x13\x5A\x6D\xB1\xFA\x77\x6A\xE5\xDF\xAC\x54\x3F\xFE\x45\x55\xD7\x0F\xEA\x6F\x7D\xFA\x7F\x57\xCA\x76\x6C\x4E\x5B\x82\x7F\x62\x8A\x1C\x9B\x5A\xE1\x94\x4A\x61\xA0\xC8\x48\x52\x93\x68\xB1\x6E\x62\xDA\x43\x6B\x0B\xE2\x57\x78\xB6\xDB\x7B\x75\x95\xEE\x78\x78\x32\x86\x05\xC4\x51\x17\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF1\x04\x8A\xC1\xBE\xEF\x21\xFB\x01\x20\x00\x00\x50\x34\x02\x82\x4E\x9A\x00\x0E\x9D\xAB\x97\x99\x00\x8A\x01\x56\x00\x61\x39\x29\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x7D\xFF\x4F\xED\x7F\xFF\xFF\xFF\x73\xDD\x42\xB1\x7F\xFF\xFF\xFF\x77\x2E\xDF\xC6\x7F\xFF\xFF\xFF\x7B\x25\x64\xF3\x7F\xFF\xFF\xFF\x7F\xDD\x63\x4A\x7F\xFF\xFF\xFF\x49\x5B\xD2\x10\x7F\xFF\xFF\xFF\x68\x63\x67\xAA\x7F\xFF\xFF\xFF\x5D\x71\x70\x2D\x7F\xFF\xFF\xFF\x63\xF2\xFC\xD7\x7F\xFF\xFF\xFF\x41\x39\x86\x35\x7F\xFF\xFF\xFF\x59\x72\xD6\xC8\x7F\xFF\xFF\xFF\x65\x3E\x58\x85\x7F\xFF\xFF\xFF\x40\x4C\x13\x92\x7F\xFF\xFF\xFF\x79\x24\x8D\x0D\x7F\xFF\xFF\xFF\x52\xD1\xF3\xA7\x7F\xFF\xFF\xFF\x53\x68\xDA\xDC\x7F\xFF\xFF\xFF\x44\x81\xEE\x6E\x7F\xFF\xFF\xFF\x55\x64\x96\x6D\x7F\xFF\xFF\xFF\x7C\xFE\xAB\x31\x7F\xFF\xFF\xFF\x78\xB7\xCA\xBE\x7F\xFF\xFF\xFF\x7D\xB4\x3C\xBF\x7F\xFF\xFF\xFF\x49\xCD\xE7\x17\x7F\xFF\xFF\xFF\x51\x30\xCA\x19\x7F\xFF\xFF\xFF\x55\x4D\x13\x5A\x7F\xFF\xFF\xFF\x6A\xE5\xDF\xAC\x7F\xFF\xFF\xFF\x55\xD7\x0F\xEA\x7F\xFF\xFF\xFF\x57\xCA\x76\x6C\x7F\xFF\xFF\xFF\x62\x8A\x1C\x9B\x7F\xFF\xFF\xFF\x61\xA0\xC8\x48\x7F\xFF\xFF\xFF\x6E\x62\xDA\x43\x7F\xFF\xFF\xFF\x78\xB6\xDB\x7B\x7F\xFF\xFF\xFF\x78\x32\x86\x05\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x20\xC8\x01\xBE\x00\x00\x88\xBF\xD4\x47\x00\x61\x39\x29\x00\x61\x39\x29\x10\xB2\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x51\x17\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEC58A73E), ('P4rIngress.bitmap_seq.seq', 0xF30D35DA)], 8411)
        self.setRegisterValue('P4rIngress.rounds', 0xF30D35DA, 8411)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x3E)], 8411)
        self.setRegisterValue('P4rIngress.set_flags', 0x03, 8411)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5A2F4D92), ('P4rIngress.values_v00000.hi', 0x5E359092)], 8411)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D916635), ('P4rIngress.values_v00001.hi', 0x5B54919A)], 8411)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5AE6FCE7), ('P4rIngress.values_v00010.hi', 0x7F495B3B)], 8411)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x419872EB), ('P4rIngress.values_v00011.hi', 0x57EAB373)], 8411)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5FF36502), ('P4rIngress.values_v00100.hi', 0x44355B92)], 8411)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6D0281C1), ('P4rIngress.values_v00101.hi', 0x6EB24D5F)], 8411)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5A9F64D1), ('P4rIngress.values_v00110.hi', 0x57398436)], 8411)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7D7717C5), ('P4rIngress.values_v00111.hi', 0x4D256E53)], 8411)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6CAC62F7), ('P4rIngress.values_v01000.hi', 0x5106793E)], 8411)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5EE05963), ('P4rIngress.values_v01001.hi', 0x65E6EF25)], 8411)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x561E6481), ('P4rIngress.values_v01010.hi', 0x75627955)], 8411)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4B365660), ('P4rIngress.values_v01011.hi', 0x499BEE53)], 8411)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x67152DC9), ('P4rIngress.values_v01100.hi', 0x61E64A7A)], 8411)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5072506F), ('P4rIngress.values_v01101.hi', 0x438CA76A)], 8411)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x55DF16A4), ('P4rIngress.values_v01110.hi', 0x41974CC4)], 8411)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x47976169), ('P4rIngress.values_v01111.hi', 0x5EB1A424)], 8411)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x722DA51A), ('P4rIngress.values_v10000.hi', 0x5DF3D539)], 8411)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5B6ECD01), ('P4rIngress.values_v10001.hi', 0x4690C905)], 8411)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x59653A21), ('P4rIngress.values_v10010.hi', 0x41C4FC37)], 8411)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x74616E33), ('P4rIngress.values_v10011.hi', 0x6DAB5611)], 8411)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7FED8BB5), ('P4rIngress.values_v10100.hi', 0x59D70D6E)], 8411)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x46EE5B63), ('P4rIngress.values_v10101.hi', 0x50CBC483)], 8411)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5F96BE3D), ('P4rIngress.values_v10110.hi', 0x518977CD)], 8411)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5BFCBD5B), ('P4rIngress.values_v10111.hi', 0x44D6C8C4)], 8411)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x618CDCB5), ('P4rIngress.values_v11000.hi', 0x4871E1A6)], 8411)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x65E0A4E0), ('P4rIngress.values_v11001.hi', 0x606B9DDD)], 8411)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x60232EE3), ('P4rIngress.values_v11010.hi', 0x79A06856)], 8411)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x58142DD2), ('P4rIngress.values_v11011.hi', 0x41D5AF28)], 8411)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5E8C336B), ('P4rIngress.values_v11100.hi', 0x6FEB7196)], 8411)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6C1CC743), ('P4rIngress.values_v11101.hi', 0x63D792A2)], 8411)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5D5AE7C2), ('P4rIngress.values_v11110.hi', 0x4A864919)], 8411)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6FA2940A), ('P4rIngress.values_v11111.hi', 0x529E3789)], 8411)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5464),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DB),
                gc.DataTuple('slot_count', 0x00001530),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2249F730),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x06CC55D8),
                gc.KeyTuple('src_port', 0xE5ED),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5464),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x030D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\xCC\x55\xD8\x00\x00\x00\x00\xE5\xED\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x54\x64\x00\x0B\x22\x49\xF7\x30\x00\x00\x01\x8B\xF3\x0D\x35\xDA\x00\x40\x00\x00\x65\x6E\x39\xBA\x7C\xB2\xDE\xD9\x64\xB5\x64\xA3\x59\x09\xF9\x5B\x73\x44\xF0\xE9\x78\x4B\x8C\x8E\x7E\xEC\x89\x08\x41\x90\x96\x43\x4D\xC8\x2B\xD7\x76\x59\x8B\x83\x55\xF8\xCE\x55\x6C\x9B\x75\xDF\x4E\xA6\x2E\x4D\x68\x06\xEE\x55\x65\x5D\x6D\xC5\x43\xA5\x64\x84\x49\x8F\x53\x0E\x59\x94\xB2\x45\x6D\xE8\x0A\x86\x4C\x72\xA9\xF9\x41\xF9\x59\x48\x72\x7B\x43\xCD\x61\x96\xEC\xB9\x60\xD9\x10\xBD\x51\x0D\xE2\xFC\x4D\xC8\x26\x8B\x5B\x12\x51\x25\x52\x23\x24\xCF\x67\x98\xAD\xDB\x46\x17\x58\xEF\x6F\x65\xBB\x64\x63\x6C\xD8\xE4\x4B\x31\x09\xB7\x4A\x75\xAF\xA9\x7E\x97\x7A\xBF\x66\xB9\xD4\xB5\x6E\x1A\x14\xB5\x53\xFC\xB1\xE7\x6C\x20\x15\x57\x6D\x92\xE2\x3C\x70\x91\x0B\xC7\x49\xA8\xAD\xE9\x4E\xE1\xEB\xD9\x77\xEC\x22\xD7\x7F\x19\xB2\x20\x7C\xB9\x20\x5B\x7B\x20\xC5\x91\x53\x63\x49\x51\x71\x67\x1D\xB5\x5A\x15\x87\xF2\x4A\x2B\x07\x35\x62\x16\xE4\x57\x7F\x62\x5F\x2F\x54\x6E\x2C\x72\x7D\xA5\x69\xBD\x66\xC6\x88\xDA\x48\x34\x28\xDE\x78\xA3\x47\x3F\x6E\xF6\xE8\xCD\x49\x72\x9E\x71\x42\xEA\xE3\x4A\x7F\x16\x1A\x1B\x76\xDC\xFC\x78\x5C\xA3\xBF\x95\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\xCC\x55\xD8\xBE\xEF\xE5\xED\x01\x20\x00\x00\x50\x34\x02\x82\x54\x64\x00\x0B\x22\x49\xF7\x30\x00\x00\x01\x8B\xF3\x0D\x35\xDA\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x7C\xB2\xDE\xD9\x7F\xFF\xFF\xFF\x59\x09\xF9\x5B\x7F\xFF\xFF\xFF\x78\x4B\x8C\x8E\x7F\xFF\xFF\xFF\x41\x90\x96\x43\x7F\xFF\xFF\xFF\x76\x59\x8B\x83\x7F\xFF\xFF\xFF\x6C\x9B\x75\xDF\x7F\xFF\xFF\xFF\x68\x06\xEE\x55\x7F\xFF\xFF\xFF\x43\xA5\x64\x84\x7F\xFF\xFF\xFF\x59\x94\xB2\x45\x7F\xFF\xFF\xFF\x4C\x72\xA9\xF9\x7F\xFF\xFF\xFF\x72\x7B\x43\xCD\x7F\xFF\xFF\xFF\x60\xD9\x10\xBD\x7F\xFF\xFF\xFF\x4D\xC8\x26\x8B\x7F\xFF\xFF\xFF\x52\x23\x24\xCF\x7F\xFF\xFF\xFF\x46\x17\x58\xEF\x7F\xFF\xFF\xFF\x63\x6C\xD8\xE4\x7F\xFF\xFF\xFF\x4A\x75\xAF\xA9\x7F\xFF\xFF\xFF\x66\xB9\xD4\xB5\x7F\xFF\xFF\xFF\x53\xFC\xB1\xE7\x7F\xFF\xFF\xFF\x6D\x92\xE2\x3C\x7F\xFF\xFF\xFF\x49\xA8\xAD\xE9\x7F\xFF\xFF\xFF\x77\xEC\x22\xD7\x7F\xFF\xFF\xFF\x7C\xB9\x20\x5B\x7F\xFF\xFF\xFF\x53\x63\x49\x51\x7F\xFF\xFF\xFF\x5A\x15\x87\xF2\x7F\xFF\xFF\xFF\x62\x16\xE4\x57\x7F\xFF\xFF\xFF\x54\x6E\x2C\x72\x7F\xFF\xFF\xFF\x66\xC6\x88\xDA\x7F\xFF\xFF\xFF\x78\xA3\x47\x3F\x7F\xFF\xFF\xFF\x49\x72\x9E\x71\x7F\xFF\xFF\xFF\x7F\x16\x1A\x1B\x7F\xFF\xFF\xFF\x5C\xA3\xBF\x95\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x20\xDB\x03\x0D\x00\x00\xEC\x58\xAF\x3E\xF3\x0D\x35\xDA\xF3\x0D\x35\xDA\x09\x8B\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x75A2708B), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 10051)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 10051)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x66)], 10051)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10051)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5B5CC957), ('P4rIngress.values_v00000.hi', 0x46917AAD)], 10051)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5EB536BF), ('P4rIngress.values_v00001.hi', 0x59482C01)], 10051)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7BAB6F81), ('P4rIngress.values_v00010.hi', 0x493CF291)], 10051)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x41E0047B), ('P4rIngress.values_v00011.hi', 0x7DD29D81)], 10051)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7812D56B), ('P4rIngress.values_v00100.hi', 0x67D82538)], 10051)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x50FDF4A7), ('P4rIngress.values_v00101.hi', 0x59E7C876)], 10051)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5AF2F5F1), ('P4rIngress.values_v00110.hi', 0x5E1D87AA)], 10051)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x759AAF77), ('P4rIngress.values_v00111.hi', 0x485FB771)], 10051)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x59DD549F), ('P4rIngress.values_v01000.hi', 0x7715BAAC)], 10051)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6E58EDBA), ('P4rIngress.values_v01001.hi', 0x6B9DA67E)], 10051)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7059C739), ('P4rIngress.values_v01010.hi', 0x6C9A073F)], 10051)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x72012BBE), ('P4rIngress.values_v01011.hi', 0x55CB7862)], 10051)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4556729E), ('P4rIngress.values_v01100.hi', 0x64DBA59D)], 10051)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7318893A), ('P4rIngress.values_v01101.hi', 0x6C5BE9B5)], 10051)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x617993EB), ('P4rIngress.values_v01110.hi', 0x7A7BC649)], 10051)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x438E1949), ('P4rIngress.values_v01111.hi', 0x53EBFEB0)], 10051)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7ACB6326), ('P4rIngress.values_v10000.hi', 0x61CB2CCC)], 10051)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4D1E5E53), ('P4rIngress.values_v10001.hi', 0x63AD4E79)], 10051)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7F062B4F), ('P4rIngress.values_v10010.hi', 0x6C2541DB)], 10051)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x45332FB4), ('P4rIngress.values_v10011.hi', 0x6766A531)], 10051)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x42878936), ('P4rIngress.values_v10100.hi', 0x52241322)], 10051)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x663EAFC1), ('P4rIngress.values_v10101.hi', 0x70E8BE6A)], 10051)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x63D3EC3B), ('P4rIngress.values_v10110.hi', 0x5EB3422D)], 10051)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x57F43FB7), ('P4rIngress.values_v10111.hi', 0x70AFB6E2)], 10051)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x75D5ED97), ('P4rIngress.values_v11000.hi', 0x6BAF1677)], 10051)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4758A7EE), ('P4rIngress.values_v11001.hi', 0x72371972)], 10051)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D1308F9), ('P4rIngress.values_v11010.hi', 0x595B36BB)], 10051)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5978C5AA), ('P4rIngress.values_v11011.hi', 0x4B06ED5A)], 10051)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6506EC7C), ('P4rIngress.values_v11100.hi', 0x5E9CDBB6)], 10051)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x59441E86), ('P4rIngress.values_v11101.hi', 0x5256CB07)], 10051)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x75CEF335), ('P4rIngress.values_v11110.hi', 0x5CD89E66)], 10051)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x53663989), ('P4rIngress.values_v11111.hi', 0x471D1F9A)], 10051)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBBAB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBED08A9B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x17BCDB05),
                gc.KeyTuple('src_port', 0x9588),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBBAB),
                gc.DataTuple('rank', 0x0013),
                gc.DataTuple('worker_index', 0x02E8),
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
        ig_port = 49
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\xBC\xDB\x05\x00\x00\x00\x00\x95\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBB\xAB\x00\x13\xBE\xD0\x8A\x9B\x07\x43\x01\xD3\x80\x00\x00\x00\x00\x40\x00\x00\x49\xB1\x2C\xDC\x72\x99\xD1\xB9\x6A\xCC\xD3\x6E\x5D\x8D\x3C\x41\x77\xE6\x2D\x2D\x7D\x45\xE5\xDE\x77\xCE\x5F\xA4\x6D\x00\x25\x6B\x77\x46\x31\xAA\x78\x11\x35\x69\x54\xB4\xC9\x17\x68\xCF\xB4\xD3\x5A\x0F\xF9\x19\x5A\x15\x5A\x53\x6D\x8A\x27\xF1\x6B\x87\xA6\x63\x58\xA0\x86\xBB\x6D\x1E\x8B\x3B\x47\x5D\x2B\x53\x6A\xA3\x85\x0B\x6D\x47\x7B\x88\x5B\x2D\xCF\xCD\x46\xB2\x7E\x8C\x51\x4B\x2F\x65\x76\xCA\xE7\x88\x76\xC1\x76\x1B\x4F\x5D\xA9\x69\x6A\xC2\xDC\x69\x7B\xCF\x5D\xC5\x72\x8F\xE9\xD7\x72\x5E\xEC\x75\x4E\x8D\xB2\x86\x72\x61\x71\xD2\x59\xFB\x9E\x0B\x68\x9E\x81\xA7\x4D\xDB\xA5\x35\x62\xF2\x7A\x6E\x43\x0D\x11\xDB\x52\x09\x8A\x07\x7D\x17\xE7\x3A\x46\x7B\x8C\xB5\x46\x67\x73\x92\x5D\x79\xAB\xE7\x4E\xED\xE7\x96\x68\x3E\x89\x8B\x56\x92\xEF\xA9\x48\x7E\xAD\x2F\x45\x9D\x01\xFE\x66\x9C\x60\x35\x7D\xCB\x24\x14\x61\xCC\x03\xBB\x59\xCB\x6B\x3C\x50\xCF\x8E\xB2\x70\x9D\xA4\x33\x5D\x1F\xC4\xCC\x45\x88\xAB\x2A\x7C\x19\x45\x46\x6B\x87\x43\xE2\x52\xC0\xB5\xBF\x5A\x47\x0B\x81\x71\xCC\x01\x14\x4F\x94\xC8\xFE\x56\x59\xE7\x74\x47\x90\xFD\x96\xA3\x0B\xCA\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\xBC\xDB\x05\xBE\xEF\x95\x88\x01\x20\x00\x00\x50\x34\x02\x82\xBB\xAB\x00\x13\xBE\xD0\x8A\x9B\x07\x43\x01\xD3\x80\x00\x00\x00\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x72\x99\xD1\xB9\x7F\xFF\xFF\xFF\x5D\x8D\x3C\x41\x7F\xFF\xFF\xFF\x7D\x45\xE5\xDE\x7F\xFF\xFF\xFF\x6D\x00\x25\x6B\x7F\xFF\xFF\xFF\x78\x11\x35\x69\x7F\xFF\xFF\xFF\x68\xCF\xB4\xD3\x7F\xFF\xFF\xFF\x5A\x15\x5A\x53\x7F\xFF\xFF\xFF\x6B\x87\xA6\x63\x7F\xFF\xFF\xFF\x6D\x1E\x8B\x3B\x7F\xFF\xFF\xFF\x6A\xA3\x85\x0B\x7F\xFF\xFF\xFF\x5B\x2D\xCF\xCD\x7F\xFF\xFF\xFF\x51\x4B\x2F\x65\x7F\xFF\xFF\xFF\x76\xC1\x76\x1B\x7F\xFF\xFF\xFF\x6A\xC2\xDC\x69\x7F\xFF\xFF\xFF\x72\x8F\xE9\xD7\x7F\xFF\xFF\xFF\x4E\x8D\xB2\x86\x7F\xFF\xFF\xFF\x59\xFB\x9E\x0B\x7F\xFF\xFF\xFF\x4D\xDB\xA5\x35\x7F\xFF\xFF\xFF\x43\x0D\x11\xDB\x7F\xFF\xFF\xFF\x7D\x17\xE7\x3A\x7F\xFF\xFF\xFF\x46\x67\x73\x92\x7F\xFF\xFF\xFF\x4E\xED\xE7\x96\x7F\xFF\xFF\xFF\x56\x92\xEF\xA9\x7F\xFF\xFF\xFF\x45\x9D\x01\xFE\x7F\xFF\xFF\xFF\x7D\xCB\x24\x14\x7F\xFF\xFF\xFF\x59\xCB\x6B\x3C\x7F\xFF\xFF\xFF\x70\x9D\xA4\x33\x7F\xFF\xFF\xFF\x45\x88\xAB\x2A\x7F\xFF\xFF\xFF\x6B\x87\x43\xE2\x7F\xFF\xFF\xFF\x5A\x47\x0B\x81\x7F\xFF\xFF\xFF\x4F\x94\xC8\xFE\x7F\xFF\xFF\xFF\x47\x90\xFD\x96\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\x43\x02\xE8\x00\x00\x75\xAA\x70\x8B\x80\x00\x00\x00\x80\x00\x00\x00\x0F\xD3\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA3\x0B\xCA\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

