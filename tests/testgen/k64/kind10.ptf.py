# PTF test for /tmp/tg64/k64/kind10/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind10/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind10/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind10/main')

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
    # Current statement coverage: 0.035

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
    # Current statement coverage: 0.035

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
    # Current statement coverage: 0.037

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x6C\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x82\x00\x00\x00\x00\x00\x00\x40\x00\x00\x47\x78\x94\x3B\xCE\xAF\x9C\x1F\xC9\xD2\x90\x47\x3F\xE7\x57\xD7\x8F\x56\x2D\xF7\xB9\x15\xCE\x8D\x85\xBD\xA8\x3B\x54\x85\xCD\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.038

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xA1\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xC5\x00\x00\x00\x00\x00\x00\x40\x00\x00\x4C\x3D\x66\xA9\xBC\xBD\xAF\x43\x6E\xD8\xC9\xC5\xAF\x0C\xCD\xFC\x35\xF8\x53\x3A\xE3\x5F\x02\xA1\x87\x94\xD3\xF0\x56\xF0\x4F\x68\xEB\x32\x07\xAA\x9A\x29\x5F\xD4\xFB\xBE\x6B\x5F\x13\x26\xF2\x75\xF3\x40\x98\x6B\x8E\x12\xEF\xA1\xDB\x34\x0B\x06\x9E\x46\x4F\x25\x0F\x91\x6F\x08\x2C\x5C\x5E\x5B\x14\xF7\x9F\x6B\xEA\x4B\x5B\x24\x71\x12\x6C\xE8\x18\x21\x38\x94\xD3\x03\x36\xDE\x6C\xA7\x81\xC3\x40\x8F\x49\x9C\xA9\x09\x37\x42\x4F\xB6\x86\x72\x32\x9D\xC7\xBB\xCD\x39\xC8\x16\x54\xC8\x2E\x6E\x08\x1B\x84\xBC\x20'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x49C2A1E4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDB540000)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDB540000, 9158)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x1D)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4F7CBA60), ('P4rIngress.aggregator.values_v00000.hi', 0x6C85CACD)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x50FBD23D), ('P4rIngress.aggregator.values_v00001.hi', 0x67BF1BD9)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5B3CE230), ('P4rIngress.aggregator.values_v00010.hi', 0x444425DA)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x51A6A5ED), ('P4rIngress.aggregator.values_v00011.hi', 0x545151ED)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4B2ED68F), ('P4rIngress.aggregator.values_v00100.hi', 0x714CCB52)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7D269CDB), ('P4rIngress.aggregator.values_v00101.hi', 0x77783B1B)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4297CEAF), ('P4rIngress.aggregator.values_v00110.hi', 0x660FF7CC)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x451A12F0), ('P4rIngress.aggregator.values_v00111.hi', 0x6DA7E8C0)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4D9865E1), ('P4rIngress.aggregator.values_v01000.hi', 0x748B289D)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x42168764), ('P4rIngress.aggregator.values_v01001.hi', 0x5B648D86)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x744E4EC9), ('P4rIngress.aggregator.values_v01010.hi', 0x70ED1E61)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x786D1CD6), ('P4rIngress.aggregator.values_v01011.hi', 0x6B6FDC7F)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x7B9078CC), ('P4rIngress.aggregator.values_v01100.hi', 0x4BBE6DE4)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x786E4AF6), ('P4rIngress.aggregator.values_v01101.hi', 0x665422BE)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x789AEE75), ('P4rIngress.aggregator.values_v01110.hi', 0x6E690EED)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x443E824E), ('P4rIngress.aggregator.values_v01111.hi', 0x6DAF96DF)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4398DA45), ('P4rIngress.aggregator.values_v10000.hi', 0x6895EF2D)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5314B859), ('P4rIngress.aggregator.values_v10001.hi', 0x6E15F67C)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x7099A4AC), ('P4rIngress.aggregator.values_v10010.hi', 0x5D5DA31B)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6946B446), ('P4rIngress.aggregator.values_v10011.hi', 0x6710FB68)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x79DBDCA9), ('P4rIngress.aggregator.values_v10100.hi', 0x6217DBCD)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x5F91DE5C), ('P4rIngress.aggregator.values_v10101.hi', 0x6B5DE0CB)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4329167D), ('P4rIngress.aggregator.values_v10110.hi', 0x6B24EF3B)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x42A3756D), ('P4rIngress.aggregator.values_v10111.hi', 0x70D57E14)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x799EB9BD), ('P4rIngress.aggregator.values_v11000.hi', 0x49AE1B63)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x463A988C), ('P4rIngress.aggregator.values_v11001.hi', 0x435AAEEB)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4DE379D4), ('P4rIngress.aggregator.values_v11010.hi', 0x4D32326D)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x68EED6D5), ('P4rIngress.aggregator.values_v11011.hi', 0x7A728757)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x663C1F05), ('P4rIngress.aggregator.values_v11100.hi', 0x59B6F986)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x564D58A8), ('P4rIngress.aggregator.values_v11101.hi', 0x546C3AF2)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x633CBC9B), ('P4rIngress.aggregator.values_v11110.hi', 0x4D54FBE3)], 9158)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5B744CA6), ('P4rIngress.aggregator.values_v11111.hi', 0x4C8101BB)], 9158)
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
                gc.KeyTuple('job_id', 0xA8DC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000183),
                gc.DataTuple('slot_count', 0x000014D1),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6A2DF495),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xC52B5142),
                gc.KeyTuple('src_port', 0x49C2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA8DC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0233),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC5\x2B\x51\x42\x00\x00\x00\x00\x49\xC2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA8\xDC\x00\x1F\x6A\x2D\xF4\x95\x02\x43\x03\x93\xDB\x54\x00\x00\x00\x40\x00\x00\x49\x7D\x08\xA6\x76\x4E\xD7\xEE\x52\x31\x6F\x35\x61\x3D\xF7\x9D\x47\x22\xC1\x68\x6E\x0C\xA5\x33\x4A\xD5\x20\xE9\x42\xEB\x22\x35\x4D\xE3\x92\xCF\x5D\xC1\x1A\xF2\x7D\xEE\xA6\x43\x77\xA9\x8F\x89\x7E\xB5\xE5\x9B\x72\xF5\xB7\x03\x55\xF0\xB4\x55\x7D\x13\x61\x66\x45\x84\xA4\xDA\x75\x73\x6E\x51\x47\x94\xB1\x22\x45\xBA\x85\xA2\x43\x1C\xF8\x73\x50\x19\x78\x33\x5E\xBB\x12\x42\x69\x14\x9A\x92\x75\x66\xB0\xF4\x74\x4C\x65\x88\x55\xFB\x75\xD7\x67\x86\x2A\xE7\x7E\xA0\x4A\xB5\x54\xCD\xF6\xB3\x75\x1D\x1F\x61\x6C\xCA\x1E\x0E\x5A\x25\xE8\x73\x4D\x59\x5D\xAD\x45\x4A\x17\x9D\x49\x0D\x11\x39\x57\xA2\x23\x1D\x7F\x10\xAA\x9C\x63\x6A\xEB\x12\x66\xF1\x9B\xA3\x67\xBC\x1C\xA3\x4A\x51\xC8\xF5\x5A\x75\x8B\xDC\x56\x6F\x5E\xC9\x6E\xE0\x71\x39\x69\x2D\x49\x39\x66\x72\x20\x6B\x47\xCD\x3F\x74\x70\xDF\x3A\x93\x45\x1A\x4F\x23\x61\x3C\x91\x8F\x4E\x8A\x9C\x42\x4A\xC0\xA2\x7E\x7D\xE6\xE7\x14\x51\x90\x42\xA9\x7B\xD3\xD7\x90\x61\x9A\x68\x37\x4A\xBF\x7F\xEF\x60\x3D\x47\x1D\x4A\x2B\xB6\xCF\x67\x1C\x6E\x17\x64\x76\x71\x5E\x52\xDB\x1D\x7D\x54\xC1\x37\xAB\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC5\x2B\x51\x42\xBE\xEF\x49\xC2\x01\x20\x00\x00\x50\x34\x02\x82\xA8\xDC\x00\x1F\x6A\x2D\xF4\x95\x02\x43\x01\x93\xDB\x54\x00\x00\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x76\x4E\xD7\xEE\x7F\xFF\xFF\xFF\x61\x3D\xF7\x9D\x7F\xFF\xFF\xFF\x6E\x0C\xA5\x33\x7F\xFF\xFF\xFF\x42\xEB\x22\x35\x7F\xFF\xFF\xFF\x5D\xC1\x1A\xF2\x7F\xFF\xFF\xFF\x77\xA9\x8F\x89\x7F\xFF\xFF\xFF\x72\xF5\xB7\x03\x7F\xFF\xFF\xFF\x7D\x13\x61\x66\x7F\xFF\xFF\xFF\x75\x73\x6E\x51\x7F\xFF\xFF\xFF\x45\xBA\x85\xA2\x7F\xFF\xFF\xFF\x50\x19\x78\x33\x7F\xFF\xFF\xFF\x69\x14\x9A\x92\x7F\xFF\xFF\xFF\x74\x4C\x65\x88\x7F\xFF\xFF\xFF\x67\x86\x2A\xE7\x7F\xFF\xFF\xFF\x54\xCD\xF6\xB3\x7F\xFF\xFF\xFF\x6C\xCA\x1E\x0E\x7F\xFF\xFF\xFF\x4D\x59\x5D\xAD\x7F\xFF\xFF\xFF\x49\x0D\x11\x39\x7F\xFF\xFF\xFF\x7F\x10\xAA\x9C\x7F\xFF\xFF\xFF\x66\xF1\x9B\xA3\x7F\xFF\xFF\xFF\x4A\x51\xC8\xF5\x7F\xFF\xFF\xFF\x56\x6F\x5E\xC9\x7F\xFF\xFF\xFF\x69\x2D\x49\x39\x7F\xFF\xFF\xFF\x47\xCD\x3F\x74\x7F\xFF\xFF\xFF\x45\x1A\x4F\x23\x7F\xFF\xFF\xFF\x4E\x8A\x9C\x42\x7F\xFF\xFF\xFF\x7D\xE6\xE7\x14\x7F\xFF\xFF\xFF\x7B\xD3\xD7\x90\x7F\xFF\xFF\xFF\x4A\xBF\x7F\xEF\x7F\xFF\xFF\xFF\x4A\x2B\xB6\xCF\x7F\xFF\xFF\xFF\x64\x76\x71\x5E\x7F\xFF\xFF\xFF\x54\xC1\x37\xAB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC9\xC2\xA1\xE4\xDB\x54\x00\x00\xDB\x54\x00\x00\x11\x93\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD3323538), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF46600BE)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF46600BE, 3432)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0xEF)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x5B18CA64), ('P4rIngress.aggregator.values_v00000.hi', 0x75E0768B)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x502A1AD3), ('P4rIngress.aggregator.values_v00001.hi', 0x60DB299E)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x559CADA5), ('P4rIngress.aggregator.values_v00010.hi', 0x7ECBBAC4)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6D297C4F), ('P4rIngress.aggregator.values_v00011.hi', 0x73A99574)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7D6EAB93), ('P4rIngress.aggregator.values_v00100.hi', 0x4E719717)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7C9941E7), ('P4rIngress.aggregator.values_v00101.hi', 0x704FCA9F)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5C61165D), ('P4rIngress.aggregator.values_v00110.hi', 0x4BDD9642)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x7A9AA88F), ('P4rIngress.aggregator.values_v00111.hi', 0x65564E0A)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x711C4B55), ('P4rIngress.aggregator.values_v01000.hi', 0x735CE0E1)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x78AB3AC5), ('P4rIngress.aggregator.values_v01001.hi', 0x4BED36DD)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x455E9AAE), ('P4rIngress.aggregator.values_v01010.hi', 0x6D218F71)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x74FCF3C9), ('P4rIngress.aggregator.values_v01011.hi', 0x6C49CB34)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x44C49196), ('P4rIngress.aggregator.values_v01100.hi', 0x6F51C8F7)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x46958682), ('P4rIngress.aggregator.values_v01101.hi', 0x6A144D6E)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5ED12236), ('P4rIngress.aggregator.values_v01110.hi', 0x69621EFD)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x51033D85), ('P4rIngress.aggregator.values_v01111.hi', 0x657DAF95)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4BDA5281), ('P4rIngress.aggregator.values_v10000.hi', 0x4A4DF7DB)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7CEA0903), ('P4rIngress.aggregator.values_v10001.hi', 0x490B62E0)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x554EF21A), ('P4rIngress.aggregator.values_v10010.hi', 0x73306E2E)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x679EA417), ('P4rIngress.aggregator.values_v10011.hi', 0x46450B41)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x76FC7AF2), ('P4rIngress.aggregator.values_v10100.hi', 0x59A58CB6)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7AD20B5E), ('P4rIngress.aggregator.values_v10101.hi', 0x6F71FD6C)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x559560A3), ('P4rIngress.aggregator.values_v10110.hi', 0x77F3778D)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6144A1EE), ('P4rIngress.aggregator.values_v10111.hi', 0x72B7AAC5)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x544E5C94), ('P4rIngress.aggregator.values_v11000.hi', 0x685806F2)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x50C42179), ('P4rIngress.aggregator.values_v11001.hi', 0x7E3A6C13)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x51D2F7BB), ('P4rIngress.aggregator.values_v11010.hi', 0x50BBE1C9)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5AA228A9), ('P4rIngress.aggregator.values_v11011.hi', 0x6C94153A)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x51586033), ('P4rIngress.aggregator.values_v11100.hi', 0x5E8D58E6)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x794B91EB), ('P4rIngress.aggregator.values_v11101.hi', 0x7C87A85D)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6D29485E), ('P4rIngress.aggregator.values_v11110.hi', 0x58F2A067)], 3432)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x7F9BEB9D), ('P4rIngress.aggregator.values_v11111.hi', 0x590FBDAB)], 3432)
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
                gc.KeyTuple('job_id', 0xE536),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000333),
                gc.DataTuple('slot_count', 0x0000179A),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBBD43854),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x49361886),
                gc.KeyTuple('src_port', 0xBAF5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE536),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02A4),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x36\x18\x86\x00\x00\x00\x00\xBA\xF5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\x36\x00\x10\xBB\xD4\x38\x54\x0A\x35\x00\xB7\xF4\x66\x00\xBE\x00\x40\x00\x00\x61\xB0\xDE\xCA\x6E\xD2\x17\xFB\x49\x18\x62\x4E\x41\xBB\x56\x6C\x59\xAA\x6C\xCB\x50\xA4\xE2\xCE\x60\x51\xD8\x21\x73\x9D\xA2\xB6\x59\x6D\xD4\x5F\x58\xFB\xF7\x19\x44\xFD\x0F\x7C\x51\xF7\x09\xD1\x5E\x70\x1E\xB1\x6E\xF5\x8D\xB7\x68\xD8\xDB\x8A\x7A\x1E\x75\x3E\x6B\xD2\xC9\x3D\x60\xC1\x3B\xB1\x55\x28\x2B\xE1\x79\x31\x8A\x24\x4D\x95\xA1\xE6\x45\x6C\xEE\xA0\x6F\x59\x16\x4F\x74\x19\xEB\x98\x4C\x27\x90\x97\x57\xA8\xD7\xFF\x77\x6C\xA6\xE7\x54\xE1\x36\x2B\x68\x36\x32\xE4\x7B\x75\x6B\x78\x78\x95\x28\xD2\x50\xFD\xD1\x78\x6E\x99\x4B\xA3\x40\xD5\xD3\xFF\x5F\x15\x9F\x39\x7F\x67\x8B\x7F\x5F\x0F\xDC\x50\x5A\x32\x12\xE6\x64\x1A\xDD\x5B\x7E\xFE\x5E\xD4\x58\xE6\x8A\x97\x7B\xA9\x6C\xA4\x5A\x47\x29\x43\x6D\x01\x08\xD6\x4D\xB1\xA0\x95\x40\x40\xB7\x09\x76\xE7\x35\xDB\x66\x97\xA5\x55\x46\x4C\xF8\x95\x63\x67\xF2\xAC\x5B\xCF\xE5\x4F\x5D\x9F\x33\xC2\x75\x57\xB5\x87\x6C\x9D\xC7\x8A\x63\xB4\xAC\xFC\x6A\x23\x04\xFE\x6D\x4B\x49\x31\x7F\x87\x3F\xA4\x6B\x62\x72\x6D\x7C\x59\xA9\xC4\x73\xAD\x6B\x7E\x6F\x3B\xB9\xA7\x6B\xE1\x0B\x03\x4F\x3B\x26\xAB\x2A\xF6\xF5\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x36\x18\x86\xBE\xEF\xBA\xF5\x01\x20\x00\x00\x50\x34\x02\x82\xE5\x36\x00\x10\xBB\xD4\x38\x54\x0A\x35\x00\xB7\xF4\x66\x00\xBE\x00\x40\x00\x05\x7F\xFF\xFF\xFF\x6E\xD2\x17\xFB\x7F\xFF\xFF\xFF\x41\xBB\x56\x6C\x7F\xFF\xFF\xFF\x50\xA4\xE2\xCE\x7F\xFF\xFF\xFF\x73\x9D\xA2\xB6\x7F\xFF\xFF\xFF\x58\xFB\xF7\x19\x7F\xFF\xFF\xFF\x51\xF7\x09\xD1\x7F\xFF\xFF\xFF\x6E\xF5\x8D\xB7\x7F\xFF\xFF\xFF\x7A\x1E\x75\x3E\x7F\xFF\xFF\xFF\x60\xC1\x3B\xB1\x7F\xFF\xFF\xFF\x79\x31\x8A\x24\x7F\xFF\xFF\xFF\x45\x6C\xEE\xA0\x7F\xFF\xFF\xFF\x74\x19\xEB\x98\x7F\xFF\xFF\xFF\x57\xA8\xD7\xFF\x7F\xFF\xFF\xFF\x54\xE1\x36\x2B\x7F\xFF\xFF\xFF\x7B\x75\x6B\x78\x7F\xFF\xFF\xFF\x50\xFD\xD1\x78\x7F\xFF\xFF\xFF\x40\xD5\xD3\xFF\x7F\xFF\xFF\xFF\x7F\x67\x8B\x7F\x7F\xFF\xFF\xFF\x5A\x32\x12\xE6\x7F\xFF\xFF\xFF\x7E\xFE\x5E\xD4\x7F\xFF\xFF\xFF\x7B\xA9\x6C\xA4\x7F\xFF\xFF\xFF\x6D\x01\x08\xD6\x7F\xFF\xFF\xFF\x40\x40\xB7\x09\x7F\xFF\xFF\xFF\x66\x97\xA5\x55\x7F\xFF\xFF\xFF\x63\x67\xF2\xAC\x7F\xFF\xFF\xFF\x5D\x9F\x33\xC2\x7F\xFF\xFF\xFF\x6C\x9D\xC7\x8A\x7F\xFF\xFF\xFF\x6A\x23\x04\xFE\x7F\xFF\xFF\xFF\x7F\x87\x3F\xA4\x7F\xFF\xFF\xFF\x7C\x59\xA9\xC4\x7F\xFF\xFF\xFF\x6F\x3B\xB9\xA7\x7F\xFF\xFF\xFF\x4F\x3B\x26\xAB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD3\x33\x35\x38\xF4\x66\x00\xBE\xF4\x66\x00\xBE\x05\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\xF6\xF5\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1\x09\x56\x14\x12\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x04ECA480), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBFF80000)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBFF80000, 7424)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0xDF)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x7B8D23E5), ('P4rIngress.aggregator.values_v00000.hi', 0x69728564)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x41A3BFC9), ('P4rIngress.aggregator.values_v00001.hi', 0x587468B3)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x66674523), ('P4rIngress.aggregator.values_v00010.hi', 0x628B0848)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6D9191EC), ('P4rIngress.aggregator.values_v00011.hi', 0x696819DB)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x61678F2D), ('P4rIngress.aggregator.values_v00100.hi', 0x6FD48DF7)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x4C823835), ('P4rIngress.aggregator.values_v00101.hi', 0x4BC548F6)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6B634528), ('P4rIngress.aggregator.values_v00110.hi', 0x677714CB)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x4EFD2210), ('P4rIngress.aggregator.values_v00111.hi', 0x4343FBA2)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6ADCC484), ('P4rIngress.aggregator.values_v01000.hi', 0x58BAF144)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x51B966DA), ('P4rIngress.aggregator.values_v01001.hi', 0x6624BF0F)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x486D28AF), ('P4rIngress.aggregator.values_v01010.hi', 0x4C5BF2DE)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x68CE0F35), ('P4rIngress.aggregator.values_v01011.hi', 0x40FEF8E6)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x68B7F906), ('P4rIngress.aggregator.values_v01100.hi', 0x50699988)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x74926E94), ('P4rIngress.aggregator.values_v01101.hi', 0x639E754B)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x7DFB084B), ('P4rIngress.aggregator.values_v01110.hi', 0x754BD3FE)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x40554CF4), ('P4rIngress.aggregator.values_v01111.hi', 0x6EACC98C)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x69E19979), ('P4rIngress.aggregator.values_v10000.hi', 0x582F535B)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5A30EED7), ('P4rIngress.aggregator.values_v10001.hi', 0x718891B2)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x4CAF7C52), ('P4rIngress.aggregator.values_v10010.hi', 0x55E94772)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6A5CC0E5), ('P4rIngress.aggregator.values_v10011.hi', 0x6BA78C4F)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4589C5F1), ('P4rIngress.aggregator.values_v10100.hi', 0x5717B04B)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x4D58AD52), ('P4rIngress.aggregator.values_v10101.hi', 0x6B91888C)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x42B04552), ('P4rIngress.aggregator.values_v10110.hi', 0x6DB9955C)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x580ED4D6), ('P4rIngress.aggregator.values_v10111.hi', 0x61021F16)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x5494C16A), ('P4rIngress.aggregator.values_v11000.hi', 0x5C0A0A4A)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x6B9BC79F), ('P4rIngress.aggregator.values_v11001.hi', 0x4B77F16D)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4623F3CD), ('P4rIngress.aggregator.values_v11010.hi', 0x793ECEC7)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x68848FA5), ('P4rIngress.aggregator.values_v11011.hi', 0x4E5CD098)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x6B2B4833), ('P4rIngress.aggregator.values_v11100.hi', 0x617DF8BB)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x60B560A5), ('P4rIngress.aggregator.values_v11101.hi', 0x43FAD263)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6685C635), ('P4rIngress.aggregator.values_v11110.hi', 0x6B47B0BF)], 7424)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5BE3AA1E), ('P4rIngress.aggregator.values_v11111.hi', 0x4922A92C)], 7424)
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
                gc.KeyTuple('job_id', 0x4C78),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x571783A9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x6A221E2C),
                gc.KeyTuple('src_port', 0x1ACD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4C78),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x01FD),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\x22\x1E\x2C\x00\x00\x00\x00\x1A\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4C\x78\x00\x1E\x57\x17\x83\xA9\x1D\x00\x02\x8F\xBF\xF8\x00\x00\x00\x40\x00\x00\x59\x3D\x3B\x8D\x68\xA7\x31\x2C\x7B\xC5\x26\x4F\x5D\xBA\xA3\xC5\x43\x7F\xF9\x20\x59\xBB\x1E\xD5\x67\xDF\xBC\x6F\x68\x6C\xDC\xCB\x6B\x3C\x27\x77\x62\x1E\x74\x73\x45\x4E\xE8\xDF\x46\x46\xEE\x67\x6A\x52\x11\xA2\x7E\x42\xCE\xAB\x7A\x47\x1A\x7B\x41\x65\xAE\x97\x4A\x9D\xE0\x2C\x52\xEA\xDF\x9D\x58\x6B\x03\x16\x41\x5C\x7A\xE0\x55\xA7\xB8\x87\x78\x9A\xAA\x8F\x4C\x3C\x66\x5B\x6F\x80\xB2\xAC\x4E\x81\x0F\xDC\x67\x32\x5B\x1C\x63\xD0\x7E\x4E\x7D\xC9\x57\x19\x79\xA7\x2F\xC1\x75\x04\x9A\x04\x53\xB6\xAA\xEA\x4E\x36\xDA\x22\x6C\xD0\xD8\x7C\x55\xDE\xBE\x73\x4B\x29\x86\x58\x64\xCA\x87\xF4\x7F\xA7\xAA\x59\x7F\x7F\x1F\x3D\x41\xEA\x56\x13\x7A\x24\x66\x19\x68\xB7\xF9\x4E\x51\xC5\xDB\xDF\x43\x2D\x6B\xA7\x78\x18\xA5\xC5\x46\x8D\x24\x22\x60\x7B\x57\x73\x46\x2C\xD3\xA6\x5B\x6B\xD9\xAD\x56\xEE\xDB\x2A\x7F\x33\xBA\x79\x46\x9E\xF7\xEB\x4C\x8C\x04\xD5\x7D\x46\x3A\x4B\x64\xEA\xE1\x4D\x7F\x79\xB0\xAC\x59\x4A\xB4\x68\x6C\xB5\x7F\x32\x73\x4F\xA1\xC9\x48\x4B\x7B\x4E\x65\x5E\x33\x5B\x4A\x07\x57\x54\x4B\xEA\x0D\xBD\x7B\x53\x7C\xD4\x73\x73\xE6\x8B\x4F\xF0\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\x22\x1E\x2C\xBE\xEF\x1A\xCD\x01\x20\x00\x00\x50\x34\x02\x82\x4C\x78\x00\x1E\x57\x17\x83\xA9\x1D\x00\x00\x8F\xBF\xF8\x00\x00\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\x68\xA7\x31\x2C\x7F\xFF\xFF\xFF\x5D\xBA\xA3\xC5\x7F\xFF\xFF\xFF\x59\xBB\x1E\xD5\x7F\xFF\xFF\xFF\x68\x6C\xDC\xCB\x7F\xFF\xFF\xFF\x62\x1E\x74\x73\x7F\xFF\xFF\xFF\x46\x46\xEE\x67\x7F\xFF\xFF\xFF\x7E\x42\xCE\xAB\x7F\xFF\xFF\xFF\x41\x65\xAE\x97\x7F\xFF\xFF\xFF\x52\xEA\xDF\x9D\x7F\xFF\xFF\xFF\x41\x5C\x7A\xE0\x7F\xFF\xFF\xFF\x78\x9A\xAA\x8F\x7F\xFF\xFF\xFF\x6F\x80\xB2\xAC\x7F\xFF\xFF\xFF\x67\x32\x5B\x1C\x7F\xFF\xFF\xFF\x7D\xC9\x57\x19\x7F\xFF\xFF\xFF\x75\x04\x9A\x04\x7F\xFF\xFF\xFF\x4E\x36\xDA\x22\x7F\xFF\xFF\xFF\x55\xDE\xBE\x73\x7F\xFF\xFF\xFF\x64\xCA\x87\xF4\x7F\xFF\xFF\xFF\x7F\x7F\x1F\x3D\x7F\xFF\xFF\xFF\x7A\x24\x66\x19\x7F\xFF\xFF\xFF\x51\xC5\xDB\xDF\x7F\xFF\xFF\xFF\x78\x18\xA5\xC5\x7F\xFF\xFF\xFF\x60\x7B\x57\x73\x7F\xFF\xFF\xFF\x5B\x6B\xD9\xAD\x7F\xFF\xFF\xFF\x7F\x33\xBA\x79\x7F\xFF\xFF\xFF\x4C\x8C\x04\xD5\x7F\xFF\xFF\xFF\x64\xEA\xE1\x4D\x7F\xFF\xFF\xFF\x59\x4A\xB4\x68\x7F\xFF\xFF\xFF\x73\x4F\xA1\xC9\x7F\xFF\xFF\xFF\x65\x5E\x33\x5B\x7F\xFF\xFF\xFF\x4B\xEA\x0D\xBD\x7F\xFF\xFF\xFF\x73\x73\xE6\x8B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x44\xEC\xA4\x80\xBF\xF8\x00\x00\xBF\xF8\x00\x00\x0F\xDF\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4F\xF0\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF012653B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA0000000)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA0000000, 1947)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0x9A)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4537E6E5), ('P4rIngress.aggregator.values_v00000.hi', 0x6989BDFB)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7DAC4A10), ('P4rIngress.aggregator.values_v00001.hi', 0x7757AACE)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x659D7353), ('P4rIngress.aggregator.values_v00010.hi', 0x7F726013)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x602E639F), ('P4rIngress.aggregator.values_v00011.hi', 0x65DF032F)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x55CB3D8E), ('P4rIngress.aggregator.values_v00100.hi', 0x679B77AD)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x782DE815), ('P4rIngress.aggregator.values_v00101.hi', 0x73BC6ABB)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4FF27756), ('P4rIngress.aggregator.values_v00110.hi', 0x66CF222E)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x67B4798D), ('P4rIngress.aggregator.values_v00111.hi', 0x72BAFCEF)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x79A52481), ('P4rIngress.aggregator.values_v01000.hi', 0x79C6D9E6)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x4DAC4A02), ('P4rIngress.aggregator.values_v01001.hi', 0x6568F78F)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x46B3986D), ('P4rIngress.aggregator.values_v01010.hi', 0x593B2259)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5B0D1653), ('P4rIngress.aggregator.values_v01011.hi', 0x6555FC3D)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x45F1CB2F), ('P4rIngress.aggregator.values_v01100.hi', 0x5BA2C13A)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x4CD898E6), ('P4rIngress.aggregator.values_v01101.hi', 0x7DAAB95B)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5C0C0BEB), ('P4rIngress.aggregator.values_v01110.hi', 0x6B7F6A73)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5B99FCC0), ('P4rIngress.aggregator.values_v01111.hi', 0x5BC13859)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4D64E9CB), ('P4rIngress.aggregator.values_v10000.hi', 0x744A2F00)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7EB91882), ('P4rIngress.aggregator.values_v10001.hi', 0x7C31AA4F)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x466BC64E), ('P4rIngress.aggregator.values_v10010.hi', 0x472AE494)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x4B53DBA9), ('P4rIngress.aggregator.values_v10011.hi', 0x51C44572)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7F47BADA), ('P4rIngress.aggregator.values_v10100.hi', 0x5C67AEB6)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x4370758F), ('P4rIngress.aggregator.values_v10101.hi', 0x5FA8B434)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4C566327), ('P4rIngress.aggregator.values_v10110.hi', 0x552894B2)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x78AF6B4A), ('P4rIngress.aggregator.values_v10111.hi', 0x7B01CDB0)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x642EFD5E), ('P4rIngress.aggregator.values_v11000.hi', 0x479A1787)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x494054C9), ('P4rIngress.aggregator.values_v11001.hi', 0x4E68260A)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5BDB0A07), ('P4rIngress.aggregator.values_v11010.hi', 0x5DF88390)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7DA655AB), ('P4rIngress.aggregator.values_v11011.hi', 0x686A8ABD)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x7C53EE93), ('P4rIngress.aggregator.values_v11100.hi', 0x68331290)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x632ED41D), ('P4rIngress.aggregator.values_v11101.hi', 0x686958A3)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x53D294F5), ('P4rIngress.aggregator.values_v11110.hi', 0x51CECEC8)], 1947)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x717F6F24), ('P4rIngress.aggregator.values_v11111.hi', 0x7A7DC86E)], 1947)
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
                gc.KeyTuple('job_id', 0x1E8F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000466),
                gc.DataTuple('slot_count', 0x000014C6),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x76448B70),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x1E50C28B),
                gc.KeyTuple('src_port', 0x731C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1E8F),
                gc.DataTuple('rank', 0x0019),
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
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x50\xC2\x8B\x00\x00\x00\x00\x73\x1C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1E\x8F\x00\x19\x76\x44\x8B\x70\x03\x35\x00\xE5\xA0\x00\x00\x00\x00\x40\x00\x00\x63\xB1\xE2\x06\x6A\xFC\x94\x74\x61\x46\x72\xB0\x53\x10\x4C\xDA\x69\x7A\x1B\xC1\x5D\x1B\x55\x23\x6F\xC1\xFA\x7E\x48\x2D\x4E\x9D\x6D\x6B\x43\xAE\x7C\xBA\xAD\xDB\x58\xE6\xBD\x2F\x4E\xCB\x26\x86\x52\xCA\xE4\x07\x43\x99\xE2\x85\x6D\xA1\x99\xB3\x57\x3B\xED\x5B\x6D\xB4\x1E\x37\x7B\xD6\xDC\x43\x5D\xE4\xFF\x2F\x55\x98\xB2\x0D\x48\x53\x1B\x29\x51\xD5\x73\xA3\x62\xF7\x52\xB4\x57\x1D\x4A\x9C\x74\xF9\x3E\xBF\x41\x26\xD5\x68\x7E\x1C\xD6\x8D\x51\x99\x09\x8A\x6A\xFF\x09\xF7\x52\xCE\x22\x69\x5A\x0C\xE2\x39\x72\xAE\xFF\x58\x68\x71\x2C\xA1\x77\x57\x74\x46\x74\x11\x7D\xE2\x5C\x52\xAE\x9D\x4B\x8D\x9D\x7F\x79\x29\xD8\x9E\x75\x74\x4F\x37\x4B\xD9\x0B\x74\x59\xC6\x46\x27\x69\xB1\x38\x63\x48\x5D\xDE\x01\x59\xF8\xA6\x22\x59\xEC\xCA\x62\x6A\x62\xC3\x33\x7E\xA8\xAA\x7D\x4B\x9B\xFF\xDD\x49\x8C\x42\x9A\x6A\xD2\x3D\xC5\x7A\x53\xE5\xC2\x7D\x6E\xDC\xF3\x53\x1F\x5B\x4C\x7B\x90\x9F\xBB\x78\x84\x43\x78\x5D\xC6\x3B\x12\x76\x6A\x1E\x64\x7D\xD9\xAA\xFD\x46\x2B\x71\x43\x5B\x2F\x5D\xB1\x6A\x92\x71\x89\x6C\xFA\x97\xD9\x4B\x2E\x27\xB2\x4A\x8E\xAB\xF9\x37\xAE\x07\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1E\x50\xC2\x8B\xBE\xEF\x73\x1C\x01\x20\x00\x00\x50\x34\x02\x82\x1E\x8F\x00\x19\x76\x44\x8B\x70\x03\x35\x00\xE5\xA0\x00\x00\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x6A\xFC\x94\x74\x7F\xFF\xFF\xFF\x53\x10\x4C\xDA\x7F\xFF\xFF\xFF\x5D\x1B\x55\x23\x7F\xFF\xFF\xFF\x48\x2D\x4E\x9D\x7F\xFF\xFF\xFF\x7C\xBA\xAD\xDB\x7F\xFF\xFF\xFF\x4E\xCB\x26\x86\x7F\xFF\xFF\xFF\x43\x99\xE2\x85\x7F\xFF\xFF\xFF\x57\x3B\xED\x5B\x7F\xFF\xFF\xFF\x7B\xD6\xDC\x43\x7F\xFF\xFF\xFF\x55\x98\xB2\x0D\x7F\xFF\xFF\xFF\x51\xD5\x73\xA3\x7F\xFF\xFF\xFF\x57\x1D\x4A\x9C\x7F\xFF\xFF\xFF\x41\x26\xD5\x68\x7F\xFF\xFF\xFF\x51\x99\x09\x8A\x7F\xFF\xFF\xFF\x52\xCE\x22\x69\x7F\xFF\xFF\xFF\x72\xAE\xFF\x58\x7F\xFF\xFF\xFF\x77\x57\x74\x46\x7F\xFF\xFF\xFF\x5C\x52\xAE\x9D\x7F\xFF\xFF\xFF\x79\x29\xD8\x9E\x7F\xFF\xFF\xFF\x4B\xD9\x0B\x74\x7F\xFF\xFF\xFF\x69\xB1\x38\x63\x7F\xFF\xFF\xFF\x59\xF8\xA6\x22\x7F\xFF\xFF\xFF\x6A\x62\xC3\x33\x7F\xFF\xFF\xFF\x4B\x9B\xFF\xDD\x7F\xFF\xFF\xFF\x6A\xD2\x3D\xC5\x7F\xFF\xFF\xFF\x7D\x6E\xDC\xF3\x7F\xFF\xFF\xFF\x7B\x90\x9F\xBB\x7F\xFF\xFF\xFF\x5D\xC6\x3B\x12\x7F\xFF\xFF\xFF\x7D\xD9\xAA\xFD\x7F\xFF\xFF\xFF\x5B\x2F\x5D\xB1\x7F\xFF\xFF\xFF\x6C\xFA\x97\xD9\x7F\xFF\xFF\xFF\x4A\x8E\xAB\xF9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF2\x12\x65\x3B\xA0\x00\x00\x00\xA0\x00\x00\x00\x09\xE5\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\xAE\x07\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x35658B84), ('P4rIngress.aggregator.bitmap_seq.seq', 0x44548000)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x44548000, 7302)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xB3)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x67C0EF4D), ('P4rIngress.aggregator.values_v00000.hi', 0x69ECD934)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7D77AAC3), ('P4rIngress.aggregator.values_v00001.hi', 0x6CFA36AB)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6D4A1D2E), ('P4rIngress.aggregator.values_v00010.hi', 0x7AD543B2)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x7C1C7833), ('P4rIngress.aggregator.values_v00011.hi', 0x6922520F)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x43D78E48), ('P4rIngress.aggregator.values_v00100.hi', 0x4998CD33)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x49145CCA), ('P4rIngress.aggregator.values_v00101.hi', 0x464BF08F)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x586A42FA), ('P4rIngress.aggregator.values_v00110.hi', 0x74D6830A)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x525D3995), ('P4rIngress.aggregator.values_v00111.hi', 0x77F1B9EA)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6D611569), ('P4rIngress.aggregator.values_v01000.hi', 0x538C41AF)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x4CEFBDF5), ('P4rIngress.aggregator.values_v01001.hi', 0x77736D5C)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6C0D87A5), ('P4rIngress.aggregator.values_v01010.hi', 0x49EA24AF)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5EA6F6E3), ('P4rIngress.aggregator.values_v01011.hi', 0x7EEF4AED)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x65B318B4), ('P4rIngress.aggregator.values_v01100.hi', 0x4F626AB7)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x76932CB7), ('P4rIngress.aggregator.values_v01101.hi', 0x568C1C5A)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x7ADDDC91), ('P4rIngress.aggregator.values_v01110.hi', 0x56A3BBBB)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x7D5F6F9E), ('P4rIngress.aggregator.values_v01111.hi', 0x4B56B12F)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x55080AE9), ('P4rIngress.aggregator.values_v10000.hi', 0x7F9A32ED)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7520EAE3), ('P4rIngress.aggregator.values_v10001.hi', 0x657A671D)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x45B41DE1), ('P4rIngress.aggregator.values_v10010.hi', 0x64C484D6)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x559F924B), ('P4rIngress.aggregator.values_v10011.hi', 0x5C5DF6F7)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x73A93D94), ('P4rIngress.aggregator.values_v10100.hi', 0x4EC5133B)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7C8A95E5), ('P4rIngress.aggregator.values_v10101.hi', 0x5841EF47)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x52C7222B), ('P4rIngress.aggregator.values_v10110.hi', 0x55C15BBA)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x674FB6D2), ('P4rIngress.aggregator.values_v10111.hi', 0x7E59C9B9)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x758E156F), ('P4rIngress.aggregator.values_v11000.hi', 0x49036668)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x65ABF55A), ('P4rIngress.aggregator.values_v11001.hi', 0x7267D0DB)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7D792477), ('P4rIngress.aggregator.values_v11010.hi', 0x45B4CA3A)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x49D476B5), ('P4rIngress.aggregator.values_v11011.hi', 0x7659BF67)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x7BD98961), ('P4rIngress.aggregator.values_v11100.hi', 0x43B95231)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x42EA9339), ('P4rIngress.aggregator.values_v11101.hi', 0x55F6B4DC)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x648A5F3C), ('P4rIngress.aggregator.values_v11110.hi', 0x5C7953D4)], 7302)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x66A1F4DF), ('P4rIngress.aggregator.values_v11111.hi', 0x66672B02)], 7302)
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
                gc.KeyTuple('job_id', 0x3403),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DF),
                gc.DataTuple('slot_count', 0x00001EC1),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2043EDF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x8480F331),
                gc.KeyTuple('src_port', 0x509F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3403),
                gc.DataTuple('rank', 0x0019),
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x80\xF3\x31\x00\x00\x00\x00\x50\x9F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x34\x03\x00\x19\xD2\x04\x3E\xDF\x1B\xA7\x04\x37\x44\x54\x80\x00\x00\x40\x00\x00\x7A\x08\x07\x5C\x67\x04\x35\x2E\x65\x74\x9B\x8F\x76\x4D\x2A\x99\x4A\x4F\xD1\xE3\x69\x7B\x6E\xD3\x45\x92\xEF\x67\x49\xD6\x57\x0F\x60\x9A\xCD\x7B\x68\xDE\xD7\x72\x4D\x26\x07\x21\x47\x9C\xE7\xAF\x6A\x67\x62\xEF\x7E\xA4\xED\x04\x62\xD8\xFD\xFF\x6D\x15\xB2\x8D\x6D\x5B\xBA\x36\x5C\x84\x5E\x2D\x79\x52\x0C\xD3\x6D\x69\x45\x30\x6F\x31\x65\x26\x79\x4B\x34\xAD\x4E\x73\xDC\x42\x42\x93\x39\x8D\x71\x39\x93\xFA\x6A\x35\xAC\x39\x65\x38\x6B\xC0\x5C\xDE\x2D\xF2\x7D\xF7\x76\x89\x5E\xED\x0C\xA9\x7A\xA9\x9C\xC4\x6D\x0C\xBD\x4A\x53\x0A\x71\xAD\x66\x93\x71\x71\x55\x06\xCE\x00\x5D\x30\x24\x0A\x77\xD8\xEE\xB7\x74\xEE\xBD\x12\x5B\x9A\xDC\x86\x71\x2E\xBC\xC5\x70\xF4\x99\x94\x6D\xD2\x57\xA5\x71\x32\x8A\x7D\x54\x05\xCB\x86\x56\xCA\xA2\x6A\x78\x81\xB3\x3F\x7A\x9C\x55\x26\x5C\x78\xA9\x45\x69\x30\x91\x23\x5E\xA6\x59\x8A\x7C\x57\x3A\x67\x76\xF3\x24\xD4\x69\xA4\xE5\xB4\x57\xB2\x9B\x56\x7D\x29\xFF\x31\x7D\x9D\x5D\x2F\x7E\x97\x17\xD7\x5E\x73\x50\x75\x65\x91\xB6\x7C\x76\x47\x88\xC9\x7D\x29\xC8\x2A\x7C\x72\x9B\x95\x6C\xD5\x16\x87\x52\xCF\x50\x3E\x64\x97\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x84\x80\xF3\x31\xBE\xEF\x50\x9F\x01\x20\x00\x00\x50\x34\x02\x82\x34\x03\x00\x19\xD2\x04\x3E\xDF\x1B\xA7\x00\x37\x44\x54\x80\x00\x00\x40\x00\x08\x7F\xFF\xFF\xFF\x67\x04\x35\x2E\x7F\xFF\xFF\xFF\x76\x4D\x2A\x99\x7F\xFF\xFF\xFF\x69\x7B\x6E\xD3\x7F\xFF\xFF\xFF\x49\xD6\x57\x0F\x7F\xFF\xFF\xFF\x68\xDE\xD7\x72\x7F\xFF\xFF\xFF\x47\x9C\xE7\xAF\x7F\xFF\xFF\xFF\x7E\xA4\xED\x04\x7F\xFF\xFF\xFF\x6D\x15\xB2\x8D\x7F\xFF\xFF\xFF\x5C\x84\x5E\x2D\x7F\xFF\xFF\xFF\x6D\x69\x45\x30\x7F\xFF\xFF\xFF\x79\x4B\x34\xAD\x7F\xFF\xFF\xFF\x42\x93\x39\x8D\x7F\xFF\xFF\xFF\x6A\x35\xAC\x39\x7F\xFF\xFF\xFF\x5C\xDE\x2D\xF2\x7F\xFF\xFF\xFF\x5E\xED\x0C\xA9\x7F\xFF\xFF\xFF\x6D\x0C\xBD\x4A\x7F\xFF\xFF\xFF\x66\x93\x71\x71\x7F\xFF\xFF\xFF\x5D\x30\x24\x0A\x7F\xFF\xFF\xFF\x74\xEE\xBD\x12\x7F\xFF\xFF\xFF\x71\x2E\xBC\xC5\x7F\xFF\xFF\xFF\x6D\xD2\x57\xA5\x7F\xFF\xFF\xFF\x54\x05\xCB\x86\x7F\xFF\xFF\xFF\x78\x81\xB3\x3F\x7F\xFF\xFF\xFF\x5C\x78\xA9\x45\x7F\xFF\xFF\xFF\x5E\xA6\x59\x8A\x7F\xFF\xFF\xFF\x76\xF3\x24\xD4\x7F\xFF\xFF\xFF\x57\xB2\x9B\x56\x7F\xFF\xFF\xFF\x7D\x9D\x5D\x2F\x7F\xFF\xFF\xFF\x5E\x73\x50\x75\x7F\xFF\xFF\xFF\x76\x47\x88\xC9\x7F\xFF\xFF\xFF\x7C\x72\x9B\x95\x7F\xFF\xFF\xFF\x52\xCF\x50\x3E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x37\x65\x8B\x84\x44\x54\x80\x00\x44\x54\x80\x00\x08\xB3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x64\x97\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x82E77B3F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 11456)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0x37)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x472D16E3), ('P4rIngress.aggregator.values_v00000.hi', 0x79447287)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5CAA9215), ('P4rIngress.aggregator.values_v00001.hi', 0x62429759)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x48BAE60C), ('P4rIngress.aggregator.values_v00010.hi', 0x610C6A5A)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x795D57A5), ('P4rIngress.aggregator.values_v00011.hi', 0x613EB321)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4B3577CA), ('P4rIngress.aggregator.values_v00100.hi', 0x6A8B9469)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x61D90EFF), ('P4rIngress.aggregator.values_v00101.hi', 0x7D2EB2C8)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4B6EA4DA), ('P4rIngress.aggregator.values_v00110.hi', 0x5E9D0E07)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5E6D7453), ('P4rIngress.aggregator.values_v00111.hi', 0x6CD4C3AD)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x7244EB7C), ('P4rIngress.aggregator.values_v01000.hi', 0x55D7B307)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x79BE0927), ('P4rIngress.aggregator.values_v01001.hi', 0x49F6E469)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x75C62B2D), ('P4rIngress.aggregator.values_v01010.hi', 0x72265E6F)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4C978B5E), ('P4rIngress.aggregator.values_v01011.hi', 0x6989BC2C)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x61D2E5DB), ('P4rIngress.aggregator.values_v01100.hi', 0x5333D7DB)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x56AA4A97), ('P4rIngress.aggregator.values_v01101.hi', 0x41D687C1)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x77DD9732), ('P4rIngress.aggregator.values_v01110.hi', 0x645558C1)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x51A1E885), ('P4rIngress.aggregator.values_v01111.hi', 0x556608AD)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x58BCF1E5), ('P4rIngress.aggregator.values_v10000.hi', 0x5143EEAA)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x567A56CD), ('P4rIngress.aggregator.values_v10001.hi', 0x7D4E71AA)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x649941E9), ('P4rIngress.aggregator.values_v10010.hi', 0x793A511B)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x68C7C8B3), ('P4rIngress.aggregator.values_v10011.hi', 0x55A3F4DB)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x644E194D), ('P4rIngress.aggregator.values_v10100.hi', 0x6B0CC47F)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x5C39C3CA), ('P4rIngress.aggregator.values_v10101.hi', 0x405ED0A7)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x43D33D94), ('P4rIngress.aggregator.values_v10110.hi', 0x55A43E21)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x71ADE35B), ('P4rIngress.aggregator.values_v10111.hi', 0x4EA88561)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x73549029), ('P4rIngress.aggregator.values_v11000.hi', 0x4D3D8095)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x63E9F116), ('P4rIngress.aggregator.values_v11001.hi', 0x64E444CE)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x446859F1), ('P4rIngress.aggregator.values_v11010.hi', 0x6E3EDD94)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7F0CE733), ('P4rIngress.aggregator.values_v11011.hi', 0x595E4B35)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4C5512BC), ('P4rIngress.aggregator.values_v11100.hi', 0x512C0EB3)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x74E996BF), ('P4rIngress.aggregator.values_v11101.hi', 0x5ED75EBB)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7D2E9191), ('P4rIngress.aggregator.values_v11110.hi', 0x5319112F)], 11456)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x6FBCC8E3), ('P4rIngress.aggregator.values_v11111.hi', 0x7904317C)], 11456)
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
                gc.KeyTuple('job_id', 0xE7ED),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000800),
                gc.DataTuple('slot_count', 0x00001800),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2B90AF79),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x08072517),
                gc.KeyTuple('src_port', 0xC94B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE7ED),
                gc.DataTuple('rank', 0x001E),
                gc.DataTuple('worker_index', 0x0016),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x08\x07\x25\x17\x00\x00\x00\x00\xC9\x4B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE7\xED\x00\x1E\x2B\x90\xAF\x79\x04\xC0\x01\x4A\x00\x00\x00\x00\x00\x40\x00\x00\x5C\xE9\x15\x56\x51\xDB\x95\x9C\x58\xAE\x6A\xF6\x7A\xFE\x35\x23\x7E\xB4\x3B\xCA\x7E\x56\xCB\x4C\x6A\x48\xE2\x5D\x57\x6E\x75\x7D\x7B\x7B\x3C\x67\x7A\xF0\x8E\xAB\x75\xCB\x60\x91\x45\x42\xBB\xEC\x4F\x2A\x7D\xF3\x65\x5E\x55\xBA\x69\x14\xB2\xD1\x4A\xAF\x0E\xAC\x40\xEB\x46\x21\x6B\x96\xB6\x51\x62\x61\x19\x5B\x78\x76\xDD\x0B\x7D\xF2\xAE\x2A\x6A\xBC\x5A\x1B\x6E\x7A\xD5\xC0\x67\x0E\x47\x9F\x56\x0E\x35\xE3\x71\xBF\xD5\xD1\x5A\xAB\x5A\xA4\x47\xDE\xF3\xA9\x69\xC9\x26\xD0\x45\xC7\x5C\xCF\x6C\x34\x20\x85\x4F\x4F\xCE\x9B\x7D\x1C\x77\xF8\x6C\x9D\x1A\x81\x63\x52\x48\xD4\x74\x99\x3B\xB9\x7D\x05\x55\xE3\x71\x45\x9E\x57\x6F\x38\xCD\xB2\x49\x2B\x3B\x2B\x79\xF7\x45\xA7\x43\xD6\xDC\xB5\x53\xB3\xDE\x39\x5B\x29\xA9\xD7\x4D\xFA\x3F\x95\x4F\x5C\x8E\xF2\x4E\x79\xE8\x60\x59\x9D\xAA\xFA\x70\xF5\x8F\xFD\x55\x2F\x63\x84\x7F\x82\x14\x07\x73\x4E\xF6\x0B\x7E\xA4\x9B\x6B\x7A\x34\x59\x56\x79\x94\xF6\xC1\x55\xD6\xD1\xE9\x6E\x0F\x3B\xB2\x75\x6E\x4A\xEF\x69\xB7\x46\x97\x6A\x66\x46\xD9\x77\x74\xED\x2F\x71\x19\x99\x98\x47\xB1\xB3\xB2\x52\xEC\x59\x1E\x72\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x08\x07\x25\x17\xBE\xEF\xC9\x4B\x01\x20\x00\x00\x50\x34\x02\x82\xE7\xED\x00\x1E\x2B\x90\xAF\x79\x04\xC0\x01\x4A\x00\x00\x00\x00\x00\x40\x00\x19\x7F\xFF\xFF\xFF\x51\xDB\x95\x9C\x7F\xFF\xFF\xFF\x7A\xFE\x35\x23\x7F\xFF\xFF\xFF\x7E\x56\xCB\x4C\x7F\xFF\xFF\xFF\x57\x6E\x75\x7D\x7F\xFF\xFF\xFF\x7A\xF0\x8E\xAB\x7F\xFF\xFF\xFF\x45\x42\xBB\xEC\x7F\xFF\xFF\xFF\x65\x5E\x55\xBA\x7F\xFF\xFF\xFF\x4A\xAF\x0E\xAC\x7F\xFF\xFF\xFF\x6B\x96\xB6\x51\x7F\xFF\xFF\xFF\x78\x76\xDD\x0B\x7F\xFF\xFF\xFF\x6A\xBC\x5A\x1B\x7F\xFF\xFF\xFF\x67\x0E\x47\x9F\x7F\xFF\xFF\xFF\x71\xBF\xD5\xD1\x7F\xFF\xFF\xFF\x47\xDE\xF3\xA9\x7F\xFF\xFF\xFF\x45\xC7\x5C\xCF\x7F\xFF\xFF\xFF\x4F\x4F\xCE\x9B\x7F\xFF\xFF\xFF\x6C\x9D\x1A\x81\x7F\xFF\xFF\xFF\x74\x99\x3B\xB9\x7F\xFF\xFF\xFF\x71\x45\x9E\x57\x7F\xFF\xFF\xFF\x49\x2B\x3B\x2B\x7F\xFF\xFF\xFF\x43\xD6\xDC\xB5\x7F\xFF\xFF\xFF\x5B\x29\xA9\xD7\x7F\xFF\xFF\xFF\x4F\x5C\x8E\xF2\x7F\xFF\xFF\xFF\x59\x9D\xAA\xFA\x7F\xFF\xFF\xFF\x55\x2F\x63\x84\x7F\xFF\xFF\xFF\x73\x4E\xF6\x0B\x7F\xFF\xFF\xFF\x7A\x34\x59\x56\x7F\xFF\xFF\xFF\x55\xD6\xD1\xE9\x7F\xFF\xFF\xFF\x75\x6E\x4A\xEF\x7F\xFF\xFF\xFF\x6A\x66\x46\xD9\x7F\xFF\xFF\xFF\x71\x19\x99\x98\x7F\xFF\xFF\xFF\x52\xEC\x59\x1E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC2\xE7\x7B\x3F\x00\x00\x00\x00\x00\x00\x00\x00\x19\x4A\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x72\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6B3B4424), ('P4rIngress.aggregator.bitmap_seq.seq', 0x67918ABC)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x67918ABC, 4911)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xB1)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x617267EB), ('P4rIngress.aggregator.values_v00000.hi', 0x579628B1)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7EA379AD), ('P4rIngress.aggregator.values_v00001.hi', 0x79817AA1)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7472BABF), ('P4rIngress.aggregator.values_v00010.hi', 0x5ACFD917)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x41F35447), ('P4rIngress.aggregator.values_v00011.hi', 0x6A8DCDDD)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7223B7E9), ('P4rIngress.aggregator.values_v00100.hi', 0x4FA33F90)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6D69401A), ('P4rIngress.aggregator.values_v00101.hi', 0x572F046F)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x66944910), ('P4rIngress.aggregator.values_v00110.hi', 0x723DC131)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x48C6CB96), ('P4rIngress.aggregator.values_v00111.hi', 0x405D2BD3)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x65977782), ('P4rIngress.aggregator.values_v01000.hi', 0x436CBAA4)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x53B2D95D), ('P4rIngress.aggregator.values_v01001.hi', 0x627D4AD2)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x459F4F9F), ('P4rIngress.aggregator.values_v01010.hi', 0x44AAB33B)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x782B35E6), ('P4rIngress.aggregator.values_v01011.hi', 0x5F09A91E)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x61DF28B9), ('P4rIngress.aggregator.values_v01100.hi', 0x6840A570)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x6AC2A97F), ('P4rIngress.aggregator.values_v01101.hi', 0x497E7512)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6087FF37), ('P4rIngress.aggregator.values_v01110.hi', 0x698E4ABA)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x7991D333), ('P4rIngress.aggregator.values_v01111.hi', 0x6C4A7653)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x443C5B8C), ('P4rIngress.aggregator.values_v10000.hi', 0x4CC18E84)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5CC85046), ('P4rIngress.aggregator.values_v10001.hi', 0x5CCB7163)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x65F9F815), ('P4rIngress.aggregator.values_v10010.hi', 0x598F966B)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x4D80A5C6), ('P4rIngress.aggregator.values_v10011.hi', 0x54E4710F)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x40CD3FFB), ('P4rIngress.aggregator.values_v10100.hi', 0x79AE716A)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x56DBBD25), ('P4rIngress.aggregator.values_v10101.hi', 0x439D9D25)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x663D608E), ('P4rIngress.aggregator.values_v10110.hi', 0x5B37ED78)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6903D7C4), ('P4rIngress.aggregator.values_v10111.hi', 0x67B596B9)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x674E9856), ('P4rIngress.aggregator.values_v11000.hi', 0x7A8B48A7)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x69E9545B), ('P4rIngress.aggregator.values_v11001.hi', 0x62F7F5AC)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5A035799), ('P4rIngress.aggregator.values_v11010.hi', 0x41F79009)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4B3198DD), ('P4rIngress.aggregator.values_v11011.hi', 0x60188D2F)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4C826314), ('P4rIngress.aggregator.values_v11100.hi', 0x4195EE11)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x534B25C3), ('P4rIngress.aggregator.values_v11101.hi', 0x4C50F96E)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6B1DE3EC), ('P4rIngress.aggregator.values_v11110.hi', 0x740A136A)], 4911)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4DC57228), ('P4rIngress.aggregator.values_v11111.hi', 0x6EB18E73)], 4911)
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
                gc.KeyTuple('job_id', 0x287F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE3),
                gc.DataTuple('slot_count', 0x00001507),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF2197834),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xC356A459),
                gc.KeyTuple('src_port', 0x48E6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x287F),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x00C8),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC3\x56\xA4\x59\x00\x00\x00\x00\x48\xE6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x28\x7F\x00\x1A\xF2\x19\x78\x34\x08\x4C\x00\x54\x67\x91\x8A\xBC\x00\x40\x00\x00\x5A\xF0\xF3\x43\x64\x91\xA6\xC9\x5E\xB9\xE0\xFA\x59\xF7\xAB\x0D\x53\x19\x0E\x38\x7F\x16\x6E\xAE\x4C\xEB\x57\x41\x79\xDF\x3C\x0F\x40\x7B\x15\x24\x44\xE5\x0A\x4E\x47\xA2\xC2\x9F\x73\xA1\x9E\x63\x72\xCB\x51\x75\x7B\x2C\x73\x29\x4D\x0A\xAA\x55\x72\xC4\x8A\xC3\x77\x79\xB5\x5A\x57\x48\x21\x17\x62\x10\x93\x7E\x46\xDA\xF3\x1F\x5A\x26\x60\xD8\x63\xD0\xAA\xAA\x77\x5A\x8C\x5F\x67\x5D\x1F\x4D\x51\x06\x69\xEB\x48\x80\xBF\xFA\x4D\x41\x6B\x81\x6D\x52\x66\xB7\x45\xDE\xDB\xD1\x43\x7D\x89\xED\x61\xD2\x05\x77\x4E\xEC\x42\xBC\x5F\xCA\x69\x9D\x64\x65\x98\xBF\x64\xFD\xB7\x63\x5D\x68\x9A\x6E\x5B\xDE\x07\xA6\x52\x29\x14\xC6\x7D\x5C\xFC\xDF\x77\x27\x89\x25\x5B\xED\xA3\xB3\x47\xCE\x30\xA6\x60\x6C\x31\xAC\x79\x64\xC6\x7F\x75\x0D\x42\xEB\x78\xED\x84\xEB\x6D\x5C\x61\x18\x62\xAA\x9E\x33\x6F\x6D\x5A\xD5\x65\x0A\x4E\xC4\x7D\x96\x96\xB3\x7C\x64\x67\xF5\x5F\x78\x76\x0D\x57\x47\x52\xDB\x6A\xBC\x54\x97\x7A\xE9\x6F\x6D\x6E\xE6\x1E\x36\x53\xD1\x66\x13\x75\x91\x72\x71\x49\x99\x94\x4B\x7F\x27\x6C\x64\x6D\x8E\x21\xA4\x50\x4A\x7D\xCE\x6F\xA7\x78\x30\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC3\x56\xA4\x59\xBE\xEF\x48\xE6\x01\x20\x00\x00\x50\x34\x02\x82\x28\x7F\x00\x1A\xF2\x19\x78\x34\x08\x4C\x00\x54\x67\x91\x8A\xBC\x00\x40\x00\x01\x7F\xFF\xFF\xFF\x64\x91\xA6\xC9\x7F\xFF\xFF\xFF\x59\xF7\xAB\x0D\x7F\xFF\xFF\xFF\x7F\x16\x6E\xAE\x7F\xFF\xFF\xFF\x79\xDF\x3C\x0F\x7F\xFF\xFF\xFF\x44\xE5\x0A\x4E\x7F\xFF\xFF\xFF\x73\xA1\x9E\x63\x7F\xFF\xFF\xFF\x7B\x2C\x73\x29\x7F\xFF\xFF\xFF\x72\xC4\x8A\xC3\x7F\xFF\xFF\xFF\x57\x48\x21\x17\x7F\xFF\xFF\xFF\x46\xDA\xF3\x1F\x7F\xFF\xFF\xFF\x63\xD0\xAA\xAA\x7F\xFF\xFF\xFF\x67\x5D\x1F\x4D\x7F\xFF\xFF\xFF\x48\x80\xBF\xFA\x7F\xFF\xFF\xFF\x6D\x52\x66\xB7\x7F\xFF\xFF\xFF\x43\x7D\x89\xED\x7F\xFF\xFF\xFF\x4E\xEC\x42\xBC\x7F\xFF\xFF\xFF\x64\x65\x98\xBF\x7F\xFF\xFF\xFF\x5D\x68\x9A\x6E\x7F\xFF\xFF\xFF\x52\x29\x14\xC6\x7F\xFF\xFF\xFF\x77\x27\x89\x25\x7F\xFF\xFF\xFF\x47\xCE\x30\xA6\x7F\xFF\xFF\xFF\x79\x64\xC6\x7F\x7F\xFF\xFF\xFF\x78\xED\x84\xEB\x7F\xFF\xFF\xFF\x62\xAA\x9E\x33\x7F\xFF\xFF\xFF\x65\x0A\x4E\xC4\x7F\xFF\xFF\xFF\x7C\x64\x67\xF5\x7F\xFF\xFF\xFF\x57\x47\x52\xDB\x7F\xFF\xFF\xFF\x7A\xE9\x6F\x6D\x7F\xFF\xFF\xFF\x53\xD1\x66\x13\x7F\xFF\xFF\xFF\x49\x99\x94\x4B\x7F\xFF\xFF\xFF\x6D\x8E\x21\xA4\x7F\xFF\xFF\xFF\x6F\xA7\x78\x30\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x6F\x3B\x44\x24\x67\x91\x8A\xBC\x67\x91\x8A\xBC\x01\xB1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96\xCD\x8E\xFF\xAA\x0B\xBA\x4D\xBF\xA2\x3F\xD9\x73\xD0\xE5\xDE\x2D\x1B\xE8\xA7\x56'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x62020D16), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7B000000)], 982)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7B000000, 982)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0A), ('P4rIngress.aggregator.count_exp.exponent', 0x5B)], 982)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x52A4BD77), ('P4rIngress.aggregator.values_v00000.hi', 0x6719355A)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4A7E338C), ('P4rIngress.aggregator.values_v00001.hi', 0x550BAAA5)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x58ADE2E7), ('P4rIngress.aggregator.values_v00010.hi', 0x772386BB)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x55D47D26), ('P4rIngress.aggregator.values_v00011.hi', 0x5E4F85C1)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4C5A2EBE), ('P4rIngress.aggregator.values_v00100.hi', 0x76E75F6A)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6F380BDC), ('P4rIngress.aggregator.values_v00101.hi', 0x630F367C)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x461AAE25), ('P4rIngress.aggregator.values_v00110.hi', 0x462AFAF6)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5B44B8E4), ('P4rIngress.aggregator.values_v00111.hi', 0x4EBD1969)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x7634188C), ('P4rIngress.aggregator.values_v01000.hi', 0x6160E796)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x4539349E), ('P4rIngress.aggregator.values_v01001.hi', 0x658F2CF1)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x44D4163B), ('P4rIngress.aggregator.values_v01010.hi', 0x76574499)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x43BF911E), ('P4rIngress.aggregator.values_v01011.hi', 0x4B69BC49)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x68E51BCD), ('P4rIngress.aggregator.values_v01100.hi', 0x5EB39991)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x460D36AB), ('P4rIngress.aggregator.values_v01101.hi', 0x552F9362)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x473629BF), ('P4rIngress.aggregator.values_v01110.hi', 0x64DC7EBD)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5862B331), ('P4rIngress.aggregator.values_v01111.hi', 0x494B6129)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x7B32940E), ('P4rIngress.aggregator.values_v10000.hi', 0x4F584C66)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5861AB00), ('P4rIngress.aggregator.values_v10001.hi', 0x51E76B98)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x54B9ADAF), ('P4rIngress.aggregator.values_v10010.hi', 0x586E26D5)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x56D39E6F), ('P4rIngress.aggregator.values_v10011.hi', 0x46625B89)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x73575CDF), ('P4rIngress.aggregator.values_v10100.hi', 0x667C61ED)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x45F3DDF1), ('P4rIngress.aggregator.values_v10101.hi', 0x740BA362)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x567B7346), ('P4rIngress.aggregator.values_v10110.hi', 0x4105A3EA)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5B55225D), ('P4rIngress.aggregator.values_v10111.hi', 0x537780BD)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x6E460CEB), ('P4rIngress.aggregator.values_v11000.hi', 0x5C266D83)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7846FBEF), ('P4rIngress.aggregator.values_v11001.hi', 0x6DBB3B73)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x418BBA1B), ('P4rIngress.aggregator.values_v11010.hi', 0x65832D20)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x65E8C1C3), ('P4rIngress.aggregator.values_v11011.hi', 0x6F6F4897)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4DE946F9), ('P4rIngress.aggregator.values_v11100.hi', 0x58D1985F)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x65D85639), ('P4rIngress.aggregator.values_v11101.hi', 0x5DBB3041)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7E379533), ('P4rIngress.aggregator.values_v11110.hi', 0x4FF691B7)], 982)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x76CC152F), ('P4rIngress.aggregator.values_v11111.hi', 0x466D9BB9)], 982)
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
                gc.KeyTuple('job_id', 0xFED3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002CA),
                gc.DataTuple('slot_count', 0x000015A7),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x20ABAAB3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xA5D961DC),
                gc.KeyTuple('src_port', 0xBCAC),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFED3),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x01C2),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\xD9\x61\xDC\x00\x00\x00\x00\xBC\xAC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFE\xD3\x00\x15\x20\xAB\xAA\xB3\x01\x0C\x00\x85\x7B\x00\x00\x00\x00\x40\x00\x00\x5E\xDC\x11\xD6\x68\x0B\x18\x9E\x47\x17\xBC\xEB\x4F\x58\x9B\xAF\x46\x6E\xBF\x4D\x57\x8A\xE6\xD3\x63\x9D\x0C\xF2\x5D\x1D\x00\x47\x4D\x43\x4D\x35\x56\xE5\x99\x79\x69\xB5\xFA\x29\x47\xB8\x6E\x62\x66\x8F\x65\x3F\x5B\x72\xD2\xDF\x7C\x4E\x63\x4F\x7C\xF2\x2C\x1D\x56\x66\xCD\x76\x4E\x39\x29\xAB\x61\x55\x35\x9D\x61\xC8\xB6\xB7\x60\x67\x0C\x87\x67\x32\x1C\xAF\x58\x78\x13\xB5\x76\xBF\x67\xD1\x55\x4A\xFB\xE5\x7E\x2C\xA2\x95\x7D\xEB\xA4\x62\x65\x26\xC6\x60\x69\x63\xCE\x38\x7C\xD7\x91\x12\x56\x41\x5B\x03\x5D\x71\x47\x3E\x7B\x9A\x97\x55\x62\x51\xAE\x5E\x5F\xF4\xD2\x26\x4B\xE4\x09\xAB\x64\x3D\x79\x9E\x5A\xEF\x2A\x19\x5D\xD8\xF4\x2B\x66\x6A\x74\x90\x4E\x49\x5C\x33\x41\x36\x45\xAD\x6D\xEB\xCB\x6B\x4C\xFA\xD1\x76\x44\xDE\x76\xFF\x7D\x6D\xBC\x65\x73\x04\x9E\xAD\x55\xC0\x6A\xDC\x7E\x88\x69\x03\x4A\x2D\x2D\x93\x61\xEE\xC1\x41\x73\x99\x3B\x79\x51\xBB\x95\x1C\x75\x0A\x2F\xA5\x57\x39\xA7\xD9\x65\x12\xB4\x0F\x75\x9D\xCA\x4C\x7A\x70\xB6\xCD\x55\xDA\xC1\xF2\x51\x93\xB3\xFE\x53\x7E\xE4\x83\x64\x57\xC5\xC6\x53\x31\xB6\x29\x43\x1C\x9E\x15\x04\xB1\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\xD9\x61\xDC\xBE\xEF\xBC\xAC\x01\x20\x00\x00\x50\x34\x02\x82\xFE\xD3\x00\x15\x20\xAB\xAA\xB3\x01\x0C\x00\x85\x7B\x00\x00\x00\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x68\x0B\x18\x9E\x7F\xFF\xFF\xFF\x4F\x58\x9B\xAF\x7F\xFF\xFF\xFF\x57\x8A\xE6\xD3\x7F\xFF\xFF\xFF\x5D\x1D\x00\x47\x7F\xFF\xFF\xFF\x56\xE5\x99\x79\x7F\xFF\xFF\xFF\x47\xB8\x6E\x62\x7F\xFF\xFF\xFF\x5B\x72\xD2\xDF\x7F\xFF\xFF\xFF\x7C\xF2\x2C\x1D\x7F\xFF\xFF\xFF\x4E\x39\x29\xAB\x7F\xFF\xFF\xFF\x61\xC8\xB6\xB7\x7F\xFF\xFF\xFF\x67\x32\x1C\xAF\x7F\xFF\xFF\xFF\x76\xBF\x67\xD1\x7F\xFF\xFF\xFF\x7E\x2C\xA2\x95\x7F\xFF\xFF\xFF\x65\x26\xC6\x60\x7F\xFF\xFF\xFF\x7C\xD7\x91\x12\x7F\xFF\xFF\xFF\x5D\x71\x47\x3E\x7F\xFF\xFF\xFF\x62\x51\xAE\x5E\x7F\xFF\xFF\xFF\x4B\xE4\x09\xAB\x7F\xFF\xFF\xFF\x5A\xEF\x2A\x19\x7F\xFF\xFF\xFF\x66\x6A\x74\x90\x7F\xFF\xFF\xFF\x41\x36\x45\xAD\x7F\xFF\xFF\xFF\x4C\xFA\xD1\x76\x7F\xFF\xFF\xFF\x7D\x6D\xBC\x65\x7F\xFF\xFF\xFF\x55\xC0\x6A\xDC\x7F\xFF\xFF\xFF\x4A\x2D\x2D\x93\x7F\xFF\xFF\xFF\x73\x99\x3B\x79\x7F\xFF\xFF\xFF\x75\x0A\x2F\xA5\x7F\xFF\xFF\xFF\x65\x12\xB4\x0F\x7F\xFF\xFF\xFF\x7A\x70\xB6\xCD\x7F\xFF\xFF\xFF\x51\x93\xB3\xFE\x7F\xFF\xFF\xFF\x64\x57\xC5\xC6\x7F\xFF\xFF\xFF\x43\x1C\x9E\x15\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x62\x22\x0D\x16\x7B\x00\x00\x00\x7B\x00\x00\x00\x0B\x85\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\xB1\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x83A68026), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC3FF395D)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC3FF395D, 3671)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x63)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x64F447DB), ('P4rIngress.aggregator.values_v00000.hi', 0x6752635D)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x63983060), ('P4rIngress.aggregator.values_v00001.hi', 0x49322CDC)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6E34F67D), ('P4rIngress.aggregator.values_v00010.hi', 0x71AE366F)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x76B9ADB9), ('P4rIngress.aggregator.values_v00011.hi', 0x6B1B442F)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x680BC29C), ('P4rIngress.aggregator.values_v00100.hi', 0x56DC9477)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x70E5EA5D), ('P4rIngress.aggregator.values_v00101.hi', 0x7CB459B3)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7D60FDC2), ('P4rIngress.aggregator.values_v00110.hi', 0x6674E2FD)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x723A7B0F), ('P4rIngress.aggregator.values_v00111.hi', 0x75C64A31)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x756B821B), ('P4rIngress.aggregator.values_v01000.hi', 0x573F6710)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x7B1F0C9A), ('P4rIngress.aggregator.values_v01001.hi', 0x4F7F90CC)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6084E4C3), ('P4rIngress.aggregator.values_v01010.hi', 0x6D9DBDD2)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x798B04C3), ('P4rIngress.aggregator.values_v01011.hi', 0x6E5DBFBF)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x7C5B0DE2), ('P4rIngress.aggregator.values_v01100.hi', 0x4629FD14)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5B0B6F93), ('P4rIngress.aggregator.values_v01101.hi', 0x75A76B81)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x7A4328CE), ('P4rIngress.aggregator.values_v01110.hi', 0x40836DF9)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x75336422), ('P4rIngress.aggregator.values_v01111.hi', 0x5ADF0D34)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x75AB826E), ('P4rIngress.aggregator.values_v10000.hi', 0x4F55A18C)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x78D9811B), ('P4rIngress.aggregator.values_v10001.hi', 0x77E052B3)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x4B8C1A7A), ('P4rIngress.aggregator.values_v10010.hi', 0x45B631B7)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x72E85BD7), ('P4rIngress.aggregator.values_v10011.hi', 0x4BDDF562)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x6A3CD3F2), ('P4rIngress.aggregator.values_v10100.hi', 0x6FBD192A)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x63E14A30), ('P4rIngress.aggregator.values_v10101.hi', 0x62970750)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x7269CDCF), ('P4rIngress.aggregator.values_v10110.hi', 0x5ACB8B07)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x524E3A17), ('P4rIngress.aggregator.values_v10111.hi', 0x4F0514AD)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x6844A40D), ('P4rIngress.aggregator.values_v11000.hi', 0x757866FB)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x5C33F410), ('P4rIngress.aggregator.values_v11001.hi', 0x64075CE7)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7AD8CE93), ('P4rIngress.aggregator.values_v11010.hi', 0x402109D7)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x6693D2C3), ('P4rIngress.aggregator.values_v11011.hi', 0x5DA90A3D)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5D86D6BA), ('P4rIngress.aggregator.values_v11100.hi', 0x6FBD22FE)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x674F2C9F), ('P4rIngress.aggregator.values_v11101.hi', 0x73D33E57)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x55D5143F), ('P4rIngress.aggregator.values_v11110.hi', 0x55DF4FB8)], 3671)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x791840E9), ('P4rIngress.aggregator.values_v11111.hi', 0x70D2B747)], 3671)
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
                gc.KeyTuple('job_id', 0x0A4F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000043),
                gc.DataTuple('slot_count', 0x00001425),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC694457),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x553FDEED),
                gc.KeyTuple('src_port', 0x6107),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0A4F),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x03BF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\x3F\xDE\xED\x00\x00\x00\x00\x61\x07\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0A\x4F\x00\x0E\xAC\x69\x44\x57\x0E\x14\x04\x51\xC3\xFF\x39\x5D\x00\x40\x00\x00\x56\x18\x60\x8D\x72\x5E\x27\x25\x7C\x5E\x17\x6D\x7C\x87\x68\x8C\x60\xEB\x10\xEE\x79\xC6\x53\x72\x71\x5E\x33\xEB\x55\x9D\x6D\x25\x79\x5B\x9D\xAF\x6B\xFD\x36\x9D\x74\x33\x30\x74\x7B\xBC\x51\x92\x45\x6B\xE5\x5E\x75\x11\xD6\xF0\x52\xB9\xC9\x79\x54\xB6\xF1\x55\x45\xB5\x10\xE8\x54\x29\x41\xA2\x78\xDA\x8E\xB7\x4A\x02\x9A\xB2\x6B\xB2\xC9\x19\x4A\x65\x0F\x97\x51\x5B\x2C\xA8\x5F\x3F\xE5\x84\x46\xE1\x9A\xEB\x55\xBF\xAB\xB5\x5D\x11\x0F\xAB\x54\x9E\xCF\x2D\x43\xD6\x73\x55\x51\x0E\x2D\xD4\x78\x8C\xC5\x6D\x6A\x10\x0B\xAA\x79\x94\xEE\xE2\x75\x26\xB0\xD5\x55\x39\x58\xDD\x73\x87\x93\x2B\x42\xBE\x9C\x49\x67\x32\xE4\x8D\x73\x48\xDF\xFF\x6A\xD1\x85\x6A\x59\xCE\x24\xE8\x70\xDF\xD9\xD3\x7D\x35\x48\x2D\x74\x04\x44\x18\x7E\xA4\xBA\x07\x4A\xD1\x5E\x8B\x65\xB7\xB3\xE5\x74\x56\xFD\x6F\x6E\x9D\xFB\x60\x66\x95\x54\x89\x76\x37\x71\x31\x6E\xDA\x84\x2B\x43\x5D\xAF\xCD\x48\xA2\x3B\x01\x66\x2E\xCB\x9D\x6B\xBF\x7A\x50\x68\xE5\xCE\x08\x68\x5C\xEF\x60\x67\xCC\xF6\x99\x5B\x51\x09\x1C\x42\x9E\xB5\x8B\x7D\xCD\x2D\x0A\x52\xEC\x4F\x4E\x6B\x2D\xF9\x9E\x9E\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\x3F\xDE\xED\xBE\xEF\x61\x07\x01\x20\x00\x00\x50\x34\x02\x82\x0A\x4F\x00\x0E\xAC\x69\x44\x57\x0E\x14\x00\x51\xC3\xFF\x39\x5D\x00\x40\x00\x1B\x7F\xFF\xFF\xFF\x72\x5E\x27\x25\x7F\xFF\xFF\xFF\x7C\x87\x68\x8C\x7F\xFF\xFF\xFF\x79\xC6\x53\x72\x7F\xFF\xFF\xFF\x55\x9D\x6D\x25\x7F\xFF\xFF\xFF\x6B\xFD\x36\x9D\x7F\xFF\xFF\xFF\x7B\xBC\x51\x92\x7F\xFF\xFF\xFF\x75\x11\xD6\xF0\x7F\xFF\xFF\xFF\x54\xB6\xF1\x55\x7F\xFF\xFF\xFF\x54\x29\x41\xA2\x7F\xFF\xFF\xFF\x4A\x02\x9A\xB2\x7F\xFF\xFF\xFF\x4A\x65\x0F\x97\x7F\xFF\xFF\xFF\x5F\x3F\xE5\x84\x7F\xFF\xFF\xFF\x55\xBF\xAB\xB5\x7F\xFF\xFF\xFF\x54\x9E\xCF\x2D\x7F\xFF\xFF\xFF\x51\x0E\x2D\xD4\x7F\xFF\xFF\xFF\x6A\x10\x0B\xAA\x7F\xFF\xFF\xFF\x75\x26\xB0\xD5\x7F\xFF\xFF\xFF\x73\x87\x93\x2B\x7F\xFF\xFF\xFF\x67\x32\xE4\x8D\x7F\xFF\xFF\xFF\x6A\xD1\x85\x6A\x7F\xFF\xFF\xFF\x70\xDF\xD9\xD3\x7F\xFF\xFF\xFF\x74\x04\x44\x18\x7F\xFF\xFF\xFF\x4A\xD1\x5E\x8B\x7F\xFF\xFF\xFF\x74\x56\xFD\x6F\x7F\xFF\xFF\xFF\x66\x95\x54\x89\x7F\xFF\xFF\xFF\x6E\xDA\x84\x2B\x7F\xFF\xFF\xFF\x48\xA2\x3B\x01\x7F\xFF\xFF\xFF\x6B\xBF\x7A\x50\x7F\xFF\xFF\xFF\x68\x5C\xEF\x60\x7F\xFF\xFF\xFF\x5B\x51\x09\x1C\x7F\xFF\xFF\xFF\x7D\xCD\x2D\x0A\x7F\xFF\xFF\xFF\x6B\x2D\xF9\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x83\xA6\xC0\x26\xC3\xFF\x39\x5D\xC3\xFF\x39\x5D\x1B\x63\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x74444519), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3D216D63)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3D216D63, 3249)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x4B)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x52A33E61), ('P4rIngress.aggregator.values_v00000.hi', 0x65C8F574)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x6849D169), ('P4rIngress.aggregator.values_v00001.hi', 0x546A9D5B)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x726D44D3), ('P4rIngress.aggregator.values_v00010.hi', 0x50D38FA6)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x712591CC), ('P4rIngress.aggregator.values_v00011.hi', 0x4732AC97)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x46FE1FB1), ('P4rIngress.aggregator.values_v00100.hi', 0x7E44D270)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x4F191D01), ('P4rIngress.aggregator.values_v00101.hi', 0x60715E3B)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x74E94C60), ('P4rIngress.aggregator.values_v00110.hi', 0x7F42BCCD)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x415452FC), ('P4rIngress.aggregator.values_v00111.hi', 0x5A022FAC)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5D54EA68), ('P4rIngress.aggregator.values_v01000.hi', 0x4E935B21)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x5DE396CF), ('P4rIngress.aggregator.values_v01001.hi', 0x4168C73D)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x5015E48A), ('P4rIngress.aggregator.values_v01010.hi', 0x69C5EDC7)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x799B7CC7), ('P4rIngress.aggregator.values_v01011.hi', 0x6ACFFDB7)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x40DDC894), ('P4rIngress.aggregator.values_v01100.hi', 0x7B55E8C2)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x65566074), ('P4rIngress.aggregator.values_v01101.hi', 0x634AC72E)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4827322C), ('P4rIngress.aggregator.values_v01110.hi', 0x68DE8DC9)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4D5F3FDE), ('P4rIngress.aggregator.values_v01111.hi', 0x77763D7D)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x414E0B66), ('P4rIngress.aggregator.values_v10000.hi', 0x71A292D3)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x4C3B0AE9), ('P4rIngress.aggregator.values_v10001.hi', 0x48CC556A)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x4654D946), ('P4rIngress.aggregator.values_v10010.hi', 0x749CB0AF)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x4F6CB28D), ('P4rIngress.aggregator.values_v10011.hi', 0x555CF3DC)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x737DF31E), ('P4rIngress.aggregator.values_v10100.hi', 0x596DDBAF)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7D05EF4E), ('P4rIngress.aggregator.values_v10101.hi', 0x5BDBC54E)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x61F76D09), ('P4rIngress.aggregator.values_v10110.hi', 0x64B93D87)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6B58F615), ('P4rIngress.aggregator.values_v10111.hi', 0x5C3991C3)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x60A36C5F), ('P4rIngress.aggregator.values_v11000.hi', 0x58D4C757)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7C00E6A7), ('P4rIngress.aggregator.values_v11001.hi', 0x7A869CFF)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x46EED8C2), ('P4rIngress.aggregator.values_v11010.hi', 0x5334AE3A)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5DB3AA27), ('P4rIngress.aggregator.values_v11011.hi', 0x4B1FDF50)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x67AE17DF), ('P4rIngress.aggregator.values_v11100.hi', 0x63F4D41D)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x577B199B), ('P4rIngress.aggregator.values_v11101.hi', 0x4DBB93DB)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x5AE2A267), ('P4rIngress.aggregator.values_v11110.hi', 0x7BD17A69)], 3249)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5EAD52F9), ('P4rIngress.aggregator.values_v11111.hi', 0x75F226C6)], 3249)
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
                gc.KeyTuple('job_id', 0x4563),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000545),
                gc.DataTuple('slot_count', 0x000019A3),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x792FAFC9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x8DCA2576),
                gc.KeyTuple('src_port', 0xF7B5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4563),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x0380),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\xCA\x25\x76\x00\x00\x00\x00\xF7\xB5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\x63\x00\x09\x79\x2F\xAF\xC9\x07\x6C\x02\x25\x3D\x21\x6D\x63\x00\x40\x00\x00\x7A\x13\x60\x03\x59\x8A\x35\x36\x4A\x57\xE5\x6A\x54\x45\xD3\x63\x76\x1F\x64\xF3\x63\x6C\xDB\x6E\x4B\xB7\x34\x34\x56\x53\xC8\xB1\x46\xE0\xA5\xEB\x78\xF4\xB7\x0D\x78\xB4\x80\xBD\x57\xEE\x42\x3B\x56\xB5\x16\xF5\x53\x46\x1B\x2E\x51\x51\x6C\x6A\x67\xBB\x17\xA9\x5B\x7B\xC5\x4C\x76\x0A\x2D\x32\x60\x97\x37\xA1\x75\x1C\xCD\xAF\x76\xA6\xF4\xDA\x54\x95\xB6\xC9\x7B\xBF\xA2\x62\x5D\x61\x55\x89\x57\x99\x18\x8D\x4C\x44\xA8\x6D\x74\x9C\x2F\x9C\x4E\x66\x42\xB9\x65\x40\xF6\x1F\x6A\x3A\xE9\xDD\x53\xAE\x7C\xA9\x4A\x77\x78\x7C\x6D\x65\x8E\x25\x6A\x88\xB9\x87\x63\x89\x15\xD3\x50\x7B\x7B\x72\x46\x11\x3D\x70\x4D\x09\xF3\x56\x75\x5A\x10\x2A\x4A\xC8\x8A\xC5\x74\x70\x47\xD3\x61\xA5\x8B\x2D\x63\x39\xC4\xB5\x61\x86\xA5\x67\x54\x8F\x8C\xF8\x4B\x96\xE9\x12\x7F\x5F\xE1\x3E\x50\xBC\xA2\xF3\x44\x79\xDD\x4D\x6A\x4D\xB5\xD8\x79\x75\x61\xD4\x7F\x52\xBF\x43\x55\xA6\xF1\xAF\x61\x5E\xC4\x7A\x63\x4A\xF3\x75\x5C\x08\x1E\x1E\x54\x83\xEF\xAD\x79\x0C\x6B\xC3\x76\xB3\x29\xF2\x7F\x08\xD3\xFD\x4B\x29\x66\x10\x58\x14\xE0\xA9\x75\x3C\xEA\x4B\x4C\x34\xF2\xAE\x85\xD5\xF5\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\xCA\x25\x76\xBE\xEF\xF7\xB5\x01\x20\x00\x00\x50\x34\x02\x82\x45\x63\x00\x09\x79\x2F\xAF\xC9\x07\x6C\x00\x25\x3D\x21\x6D\x63\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x59\x8A\x35\x36\x7F\xFF\xFF\xFF\x54\x45\xD3\x63\x7F\xFF\xFF\xFF\x63\x6C\xDB\x6E\x7F\xFF\xFF\xFF\x56\x53\xC8\xB1\x7F\xFF\xFF\xFF\x78\xF4\xB7\x0D\x7F\xFF\xFF\xFF\x57\xEE\x42\x3B\x7F\xFF\xFF\xFF\x53\x46\x1B\x2E\x7F\xFF\xFF\xFF\x67\xBB\x17\xA9\x7F\xFF\xFF\xFF\x76\x0A\x2D\x32\x7F\xFF\xFF\xFF\x75\x1C\xCD\xAF\x7F\xFF\xFF\xFF\x54\x95\xB6\xC9\x7F\xFF\xFF\xFF\x5D\x61\x55\x89\x7F\xFF\xFF\xFF\x4C\x44\xA8\x6D\x7F\xFF\xFF\xFF\x4E\x66\x42\xB9\x7F\xFF\xFF\xFF\x6A\x3A\xE9\xDD\x7F\xFF\xFF\xFF\x4A\x77\x78\x7C\x7F\xFF\xFF\xFF\x6A\x88\xB9\x87\x7F\xFF\xFF\xFF\x50\x7B\x7B\x72\x7F\xFF\xFF\xFF\x4D\x09\xF3\x56\x7F\xFF\xFF\xFF\x4A\xC8\x8A\xC5\x7F\xFF\xFF\xFF\x61\xA5\x8B\x2D\x7F\xFF\xFF\xFF\x61\x86\xA5\x67\x7F\xFF\xFF\xFF\x4B\x96\xE9\x12\x7F\xFF\xFF\xFF\x50\xBC\xA2\xF3\x7F\xFF\xFF\xFF\x6A\x4D\xB5\xD8\x7F\xFF\xFF\xFF\x7F\x52\xBF\x43\x7F\xFF\xFF\xFF\x61\x5E\xC4\x7A\x7F\xFF\xFF\xFF\x5C\x08\x1E\x1E\x7F\xFF\xFF\xFF\x79\x0C\x6B\xC3\x7F\xFF\xFF\xFF\x7F\x08\xD3\xFD\x7F\xFF\xFF\xFF\x58\x14\xE0\xA9\x7F\xFF\xFF\xFF\x4C\x34\xF2\xAE\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x74\x44\x47\x19\x3D\x21\x6D\x63\x3D\x21\x6D\x63\x10\x4B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x85\xD5\xF5\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3\x34\x59\x00\x3D\x93\xA6\x46\xEF\xE5\x0A\xD6\x42\x02\x64\xAB\x1D\x55\x5C\x46\x8F\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xD2\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xB9\x00\x00\x00\x00\x00\x00\x40\x00\x00\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8808211D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC67EE0DC)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC67EE0DC, 11921)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0xC1)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x01, 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x7CA4435C), ('P4rIngress.aggregator.values_v00000.hi', 0x5E91FA4E)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4F47C4B2), ('P4rIngress.aggregator.values_v00001.hi', 0x7DC563C3)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x461EA74C), ('P4rIngress.aggregator.values_v00010.hi', 0x50F45604)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x55AAC145), ('P4rIngress.aggregator.values_v00011.hi', 0x574B3B8B)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x50BBEA1F), ('P4rIngress.aggregator.values_v00100.hi', 0x4378EA9D)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x60A77866), ('P4rIngress.aggregator.values_v00101.hi', 0x41AA6ECA)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7C326207), ('P4rIngress.aggregator.values_v00110.hi', 0x72C29936)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x512379A8), ('P4rIngress.aggregator.values_v00111.hi', 0x7279DC8F)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6C6E5F83), ('P4rIngress.aggregator.values_v01000.hi', 0x7993D85F)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x50BCB02A), ('P4rIngress.aggregator.values_v01001.hi', 0x494B0ECF)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4A9EADAF), ('P4rIngress.aggregator.values_v01010.hi', 0x4C31B664)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x487C06A9), ('P4rIngress.aggregator.values_v01011.hi', 0x5BB49D37)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6F971E2C), ('P4rIngress.aggregator.values_v01100.hi', 0x7EDB12DF)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5ED782FE), ('P4rIngress.aggregator.values_v01101.hi', 0x6D5D43A6)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4A6993CA), ('P4rIngress.aggregator.values_v01110.hi', 0x741BB1F3)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x42E9C587), ('P4rIngress.aggregator.values_v01111.hi', 0x5BD69D6E)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x43C543DC), ('P4rIngress.aggregator.values_v10000.hi', 0x5712B347)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x4912F527), ('P4rIngress.aggregator.values_v10001.hi', 0x5EBD6C88)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x5B296D0B), ('P4rIngress.aggregator.values_v10010.hi', 0x526D8012)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x56EC62E3), ('P4rIngress.aggregator.values_v10011.hi', 0x68D6CD68)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7DAF9191), ('P4rIngress.aggregator.values_v10100.hi', 0x63657771)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x628DB659), ('P4rIngress.aggregator.values_v10101.hi', 0x73A5D48F)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x43DE55BC), ('P4rIngress.aggregator.values_v10110.hi', 0x6487529E)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x77AB2D09), ('P4rIngress.aggregator.values_v10111.hi', 0x43ECDE1C)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x72554250), ('P4rIngress.aggregator.values_v11000.hi', 0x5315107B)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x76551257), ('P4rIngress.aggregator.values_v11001.hi', 0x6398B3CE)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6E5B05DD), ('P4rIngress.aggregator.values_v11010.hi', 0x55A9A3DF)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4B4ABBAD), ('P4rIngress.aggregator.values_v11011.hi', 0x5A531E2B)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x69F32EBB), ('P4rIngress.aggregator.values_v11100.hi', 0x58B9BF09)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4AE3DA89), ('P4rIngress.aggregator.values_v11101.hi', 0x458C53C9)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4A8D2EDE), ('P4rIngress.aggregator.values_v11110.hi', 0x6F2F532B)], 11921)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x56197956), ('P4rIngress.aggregator.values_v11111.hi', 0x79E3067B)], 11921)
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
                gc.KeyTuple('job_id', 0x486E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006E7),
                gc.DataTuple('slot_count', 0x000013E7),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE68DA575),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xE83AF28E),
                gc.KeyTuple('src_port', 0xD188),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x486E),
                gc.DataTuple('rank', 0x001E),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x3A\xF2\x8E\x00\x00\x00\x00\xD1\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x48\x6E\x00\x1E\xE6\x8D\xA5\x75\x07\xAA\x03\x56\xC6\x7E\xE0\xDC\x00\x40\x00\x00\x45\x97\x53\x43\x6A\xDB\xF6\x9D\x4A\x2C\xE3\xA2\x5C\x6E\x7C\x49\x5D\x72\x33\x5C\x4B\x63\xCA\xF3\x45\x4B\x46\xE3\x58\x73\x23\x62\x6F\x91\x35\xC3\x5F\x62\xC8\x57\x48\xBC\xB7\x23\x56\xC1\x1E\x66\x67\xD1\x48\xB9\x76\x67\x09\x35\x40\x8A\x0A\x0C\x79\xB2\x28\x58\x57\x22\x2A\x65\x41\xD3\x91\x3B\x56\xE3\x71\xE2\x78\xEA\xDC\x4D\x40\x9F\xC4\xE5\x6C\x9A\x65\x52\x79\x45\x8A\xCE\x60\x29\x89\x20\x6D\x7A\x83\xF9\x71\x2B\xBD\xEA\x49\xA2\x3E\x59\x6E\x48\x67\x77\x6D\x19\x72\x6D\x53\x4D\xB0\x95\x5E\x61\xC5\x34\x4C\x09\x42\x7C\x76\x04\xDE\x54\x45\x57\x23\x46\x69\x36\x31\xAE\x48\x89\xC7\xF4\x53\xBC\x55\x57\x7C\xE5\x27\x89\x77\xE7\x40\xDB\x52\x84\xCC\x59\x76\xE5\xC0\x7B\x5E\x5F\x10\xD5\x5E\xC1\x16\xDF\x6B\x1E\xA9\x89\x5E\x97\x79\xE9\x57\xAA\xC3\x54\x50\xA6\xED\x6D\x6D\xE6\x1C\xEB\x59\x8E\xFC\x4D\x72\xBE\xB6\xF4\x51\x0F\x80\xE8\x41\x8E\x90\x49\x67\x99\xA8\x86\x73\x85\x52\x42\x6D\x40\x66\x2D\x68\xEF\x77\x55\x63\xF2\xA9\xCD\x69\x7D\xB6\x6B\x5A\x55\xDB\x5A\x54\xF3\x06\xA5\x7E\xB5\xEC\x4F\x72\x82\x7E\x58\x7E\x4E\x16\xD8\x4B\xA2\xBE\x6C\x8A\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE8\x3A\xF2\x8E\xBE\xEF\xD1\x88\x01\x20\x00\x00\x50\x34\x02\x82\x48\x6E\x00\x1E\xE6\x8D\xA5\x75\x07\xAA\x01\x56\xC6\x7E\xE0\xDC\x00\x40\x00\x12\x7F\xFF\xFF\xFF\x6A\xDB\xF6\x9D\x7F\xFF\xFF\xFF\x5C\x6E\x7C\x49\x7F\xFF\xFF\xFF\x4B\x63\xCA\xF3\x7F\xFF\xFF\xFF\x58\x73\x23\x62\x7F\xFF\xFF\xFF\x5F\x62\xC8\x57\x7F\xFF\xFF\xFF\x56\xC1\x1E\x66\x7F\xFF\xFF\xFF\x76\x67\x09\x35\x7F\xFF\xFF\xFF\x79\xB2\x28\x58\x7F\xFF\xFF\xFF\x41\xD3\x91\x3B\x7F\xFF\xFF\xFF\x78\xEA\xDC\x4D\x7F\xFF\xFF\xFF\x6C\x9A\x65\x52\x7F\xFF\xFF\xFF\x60\x29\x89\x20\x7F\xFF\xFF\xFF\x71\x2B\xBD\xEA\x7F\xFF\xFF\xFF\x6E\x48\x67\x77\x7F\xFF\xFF\xFF\x53\x4D\xB0\x95\x7F\xFF\xFF\xFF\x4C\x09\x42\x7C\x7F\xFF\xFF\xFF\x45\x57\x23\x46\x7F\xFF\xFF\xFF\x48\x89\xC7\xF4\x7F\xFF\xFF\xFF\x7C\xE5\x27\x89\x7F\xFF\xFF\xFF\x52\x84\xCC\x59\x7F\xFF\xFF\xFF\x5E\x5F\x10\xD5\x7F\xFF\xFF\xFF\x6B\x1E\xA9\x89\x7F\xFF\xFF\xFF\x57\xAA\xC3\x54\x7F\xFF\xFF\xFF\x6D\xE6\x1C\xEB\x7F\xFF\xFF\xFF\x72\xBE\xB6\xF4\x7F\xFF\xFF\xFF\x41\x8E\x90\x49\x7F\xFF\xFF\xFF\x73\x85\x52\x42\x7F\xFF\xFF\xFF\x68\xEF\x77\x55\x7F\xFF\xFF\xFF\x69\x7D\xB6\x6B\x7F\xFF\xFF\xFF\x54\xF3\x06\xA5\x7F\xFF\xFF\xFF\x72\x82\x7E\x58\x7F\xFF\xFF\xFF\x4B\xA2\xBE\x6C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC8\x08\x21\x1D\xC6\x7E\xE0\xDC\xC6\x7E\xE0\xDC\x12\xC1\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8A\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x8E\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\x00\x00\x00\x00\x00\x00\x40\x00\x00\x7A\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1345A9CF), ('P4rIngress.aggregator.bitmap_seq.seq', 0x12862493)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x12862493, 3146)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0xA7)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4D0BA255), ('P4rIngress.aggregator.values_v00000.hi', 0x450D6259)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x6F32B24D), ('P4rIngress.aggregator.values_v00001.hi', 0x60762E57)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x44EACF07), ('P4rIngress.aggregator.values_v00010.hi', 0x624B4FAE)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4F5FE1EF), ('P4rIngress.aggregator.values_v00011.hi', 0x7B0E580A)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x594094B6), ('P4rIngress.aggregator.values_v00100.hi', 0x52AF4B69)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6A03C1D3), ('P4rIngress.aggregator.values_v00101.hi', 0x7CE9EF63)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7A87B924), ('P4rIngress.aggregator.values_v00110.hi', 0x6FB14B39)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x413B94FB), ('P4rIngress.aggregator.values_v00111.hi', 0x65C45041)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6E39DD9C), ('P4rIngress.aggregator.values_v01000.hi', 0x63DB2BED)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x4D0ADBF1), ('P4rIngress.aggregator.values_v01001.hi', 0x68DCC489)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x65A0B992), ('P4rIngress.aggregator.values_v01010.hi', 0x65EF77BC)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x56E6BE67), ('P4rIngress.aggregator.values_v01011.hi', 0x7071ED2C)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6CFB1103), ('P4rIngress.aggregator.values_v01100.hi', 0x65849C4B)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x62F970C1), ('P4rIngress.aggregator.values_v01101.hi', 0x5EB951E0)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4A0E6AAD), ('P4rIngress.aggregator.values_v01110.hi', 0x44598EF6)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x527A58DC), ('P4rIngress.aggregator.values_v01111.hi', 0x776D97AF)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x53C38F4D), ('P4rIngress.aggregator.values_v10000.hi', 0x5998566D)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x6B592B27), ('P4rIngress.aggregator.values_v10001.hi', 0x62BCB82E)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x75548187), ('P4rIngress.aggregator.values_v10010.hi', 0x5936F94F)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x46AE3E79), ('P4rIngress.aggregator.values_v10011.hi', 0x6AE88466)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x74E333C7), ('P4rIngress.aggregator.values_v10100.hi', 0x6DF28545)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x67A5A61C), ('P4rIngress.aggregator.values_v10101.hi', 0x47EE8B32)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x478F4CD9), ('P4rIngress.aggregator.values_v10110.hi', 0x4BD277B5)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x66CE67A7), ('P4rIngress.aggregator.values_v10111.hi', 0x46EE026A)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x458C4229), ('P4rIngress.aggregator.values_v11000.hi', 0x50C646C8)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x49445D8C), ('P4rIngress.aggregator.values_v11001.hi', 0x4D4AD3C7)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4F9133DE), ('P4rIngress.aggregator.values_v11010.hi', 0x7A33EE7C)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7552BDD5), ('P4rIngress.aggregator.values_v11011.hi', 0x7E0DC4A2)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x61725748), ('P4rIngress.aggregator.values_v11100.hi', 0x6EBCDBAF)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4B6F2D12), ('P4rIngress.aggregator.values_v11101.hi', 0x7CFD0E66)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x785EEED6), ('P4rIngress.aggregator.values_v11110.hi', 0x6255E484)], 3146)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x52ABE30E), ('P4rIngress.aggregator.values_v11111.hi', 0x5735CA4C)], 3146)
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
                gc.KeyTuple('job_id', 0x1894),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000094F),
                gc.DataTuple('slot_count', 0x00001578),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA9D5F156),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xA155FCCB),
                gc.KeyTuple('src_port', 0x3C32),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1894),
                gc.DataTuple('rank', 0x000A),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\x55\xFC\xCB\x00\x00\x00\x00\x3C\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x18\x94\x00\x0A\xA9\xD5\xF1\x56\x02\xFB\x02\x41\x12\x86\x24\x93\x00\x40\x00\x00\x63\xC2\xE6\x94\x47\x9D\xE4\xF2\x70\x5C\x7A\xE9\x77\x97\x7C\xD5\x53\xDB\x75\x1E\x66\xE6\xC6\xE7\x5E\x80\xB8\x13\x69\xF1\xE8\xD3\x4D\xC8\x65\xCB\x60\x81\xD6\xAD\x68\xCC\xC5\xB5\x7E\x7D\xBE\x5B\x7A\x8E\x23\x34\x71\xF1\xF0\x03\x52\xA1\x49\xBB\x45\xB5\x96\x0F\x41\x52\x7F\xD6\x49\x5F\x17\x0B\x69\x71\x9F\xB3\x7B\x1E\x77\xC7\x4B\x71\xDC\x80\x7D\xEB\xC5\x89\x7A\x77\xFD\xAA\x5C\xF4\xB5\x2B\x45\xDE\xFF\xE9\x4B\x57\x56\x2D\x4E\xEF\x15\xAF\x46\x75\xD6\xC8\x51\x34\x94\x6E\x54\xE5\x5D\x96\x72\xC2\x0F\x9D\x7F\x18\xAE\x57\x49\x9B\xE1\xAC\x49\x53\x53\x39\x60\x2F\x19\x71\x73\x79\xE8\x47\x7C\xF6\x8C\xFE\x53\xA4\x51\x39\x6B\x93\x25\x46\x78\x47\x6C\x4C\x51\x2A\x97\x0D\x49\x06\xD2\xA5\x5C\x05\xF2\x77\x4E\x89\x3F\x92\x6A\xE2\x1A\x51\x75\x3D\x44\xD5\x60\x6A\xFF\xB5\x44\xE8\x30\xF9\x41\x6A\xEF\x9D\x6E\x36\x09\x6C\x77\x73\x53\x38\x7C\xED\x24\x3E\x69\xBE\x75\x1F\x66\x53\xA7\xF9\x59\x7C\x39\xEC\x5D\x3E\xC4\xFA\x68\xE6\xCC\x73\x60\x9F\x88\x5E\x42\x08\x65\xDE\x7F\xC6\x5A\xA7\x6A\xE0\x47\xA9\x77\x38\x99\x7F\x78\xFA\xA6\xBD\x70\x50\x85\xA3\xC8\x3D\x11\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA1\x55\xFC\xCB\xBE\xEF\x3C\x32\x01\x20\x00\x00\x50\x34\x02\x82\x18\x94\x00\x0A\xA9\xD5\xF1\x56\x02\xFB\x00\x41\x12\x86\x24\x93\x00\x40\x00\x12\x7F\xFF\xFF\xFF\x47\x9D\xE4\xF2\x7F\xFF\xFF\xFF\x77\x97\x7C\xD5\x7F\xFF\xFF\xFF\x66\xE6\xC6\xE7\x7F\xFF\xFF\xFF\x69\xF1\xE8\xD3\x7F\xFF\xFF\xFF\x60\x81\xD6\xAD\x7F\xFF\xFF\xFF\x7E\x7D\xBE\x5B\x7F\xFF\xFF\xFF\x71\xF1\xF0\x03\x7F\xFF\xFF\xFF\x45\xB5\x96\x0F\x7F\xFF\xFF\xFF\x49\x5F\x17\x0B\x7F\xFF\xFF\xFF\x7B\x1E\x77\xC7\x7F\xFF\xFF\xFF\x7D\xEB\xC5\x89\x7F\xFF\xFF\xFF\x5C\xF4\xB5\x2B\x7F\xFF\xFF\xFF\x4B\x57\x56\x2D\x7F\xFF\xFF\xFF\x46\x75\xD6\xC8\x7F\xFF\xFF\xFF\x54\xE5\x5D\x96\x7F\xFF\xFF\xFF\x7F\x18\xAE\x57\x7F\xFF\xFF\xFF\x49\x53\x53\x39\x7F\xFF\xFF\xFF\x73\x79\xE8\x47\x7F\xFF\xFF\xFF\x53\xA4\x51\x39\x7F\xFF\xFF\xFF\x78\x47\x6C\x4C\x7F\xFF\xFF\xFF\x49\x06\xD2\xA5\x7F\xFF\xFF\xFF\x4E\x89\x3F\x92\x7F\xFF\xFF\xFF\x75\x3D\x44\xD5\x7F\xFF\xFF\xFF\x44\xE8\x30\xF9\x7F\xFF\xFF\xFF\x6E\x36\x09\x6C\x7F\xFF\xFF\xFF\x7C\xED\x24\x3E\x7F\xFF\xFF\xFF\x66\x53\xA7\xF9\x7F\xFF\xFF\xFF\x5D\x3E\xC4\xFA\x7F\xFF\xFF\xFF\x60\x9F\x88\x5E\x7F\xFF\xFF\xFF\x7F\xC6\x5A\xA7\x7F\xFF\xFF\xFF\x77\x38\x99\x7F\x7F\xFF\xFF\xFF\x70\x50\x85\xA3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x13\x45\xAD\xCF\x12\x86\x24\x93\x12\x86\x24\x93\x12\xA7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\x3D\x11\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2AD9BA91), ('P4rIngress.aggregator.bitmap_seq.seq', 0x30000000)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x30000000, 1974)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x2A)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x568A8ECC), ('P4rIngress.aggregator.values_v00000.hi', 0x78ED51AF)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5A2E5C54), ('P4rIngress.aggregator.values_v00001.hi', 0x6A0F235E)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7EFD8A9F), ('P4rIngress.aggregator.values_v00010.hi', 0x433EBAAF)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x4D3D78B9), ('P4rIngress.aggregator.values_v00011.hi', 0x56F60DB3)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x59CA1216), ('P4rIngress.aggregator.values_v00100.hi', 0x693B315A)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7D945555), ('P4rIngress.aggregator.values_v00101.hi', 0x6EEDEB30)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x43E811DE), ('P4rIngress.aggregator.values_v00110.hi', 0x6C20D5AB)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x64E962E9), ('P4rIngress.aggregator.values_v00111.hi', 0x5AA60888)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5D6AB1DE), ('P4rIngress.aggregator.values_v01000.hi', 0x4EC49AEB)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x50665895), ('P4rIngress.aggregator.values_v01001.hi', 0x4EFBD9A3)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x504735F8), ('P4rIngress.aggregator.values_v01010.hi', 0x49A66FE3)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x543453AA), ('P4rIngress.aggregator.values_v01011.hi', 0x5D03EE8C)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6CD6B9F1), ('P4rIngress.aggregator.values_v01100.hi', 0x552CB0D3)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x413A4FBB), ('P4rIngress.aggregator.values_v01101.hi', 0x6CD22EB9)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6A27794D), ('P4rIngress.aggregator.values_v01110.hi', 0x597BCA1E)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x569E3C09), ('P4rIngress.aggregator.values_v01111.hi', 0x7196A94A)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x72A9CE4E), ('P4rIngress.aggregator.values_v10000.hi', 0x5CE2F112)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x68AC3CEA), ('P4rIngress.aggregator.values_v10001.hi', 0x569E79D2)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x41B8E41F), ('P4rIngress.aggregator.values_v10010.hi', 0x459EA135)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x7B673813), ('P4rIngress.aggregator.values_v10011.hi', 0x7F7D2D77)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4C9A56AF), ('P4rIngress.aggregator.values_v10100.hi', 0x6331B547)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x458DA464), ('P4rIngress.aggregator.values_v10101.hi', 0x508B39DE)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x73251C31), ('P4rIngress.aggregator.values_v10110.hi', 0x42B55685)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x4E6C6377), ('P4rIngress.aggregator.values_v10111.hi', 0x5F87AD4E)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x446C96ED), ('P4rIngress.aggregator.values_v11000.hi', 0x66B33D3B)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7378D082), ('P4rIngress.aggregator.values_v11001.hi', 0x444E1FE4)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x79B48CAA), ('P4rIngress.aggregator.values_v11010.hi', 0x413DC1DB)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4D27B5DF), ('P4rIngress.aggregator.values_v11011.hi', 0x41F5E3FE)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x66559DDC), ('P4rIngress.aggregator.values_v11100.hi', 0x7666D761)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x7C9E0BE6), ('P4rIngress.aggregator.values_v11101.hi', 0x744D69D3)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7B16F789), ('P4rIngress.aggregator.values_v11110.hi', 0x794D58C0)], 1974)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x543B22DD), ('P4rIngress.aggregator.values_v11111.hi', 0x6EB4263A)], 1974)
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
                gc.KeyTuple('job_id', 0x3D89),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000343),
                gc.DataTuple('slot_count', 0x000009B8),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4AA9545E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xFBF1E42B),
                gc.KeyTuple('src_port', 0x0155),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3D89),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x0085),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFB\xF1\xE4\x2B\x00\x00\x00\x00\x01\x55\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3D\x89\x00\x1A\x4A\xA9\x54\x5E\x04\x73\x06\x8D\x30\x00\x00\x00\x00\x40\x00\x00\x5B\x3A\x6A\x4C\x5C\x4B\xD6\x83\x66\x2F\x0C\xB2\x5B\xCF\xB8\xA8\x7A\x0D\xDA\x5F\x5C\x9B\x12\xA2\x4F\x94\x3A\xBF\x51\xED\xE9\x3C\x76\x72\xCF\x7A\x5B\x4B\xED\x5C\x65\x1E\xB1\xB8\x4A\x29\xAA\xFC\x57\x5E\xFA\x83\x40\x8C\xC1\xBE\x7C\xA5\x78\x48\x42\xD4\x48\x4B\x4F\xC8\x0E\x94\x69\x81\xB2\x4B\x65\xF3\x08\x72\x6B\xBB\x51\xBA\x48\x6C\x59\xC2\x6B\xD1\xE3\x9F\x54\x52\x1E\x2B\x56\x4E\x92\xB4\x58\x9C\xB4\x47\x4D\xBD\x74\xBB\x7A\xB2\x7E\x26\x6D\x4E\x26\x4B\x6B\x15\x62\x75\x7C\x99\x1E\xEB\x78\xBD\x6F\x6C\x6E\xDB\x4F\x9B\x77\x18\x13\x6F\x71\x56\x8D\x7A\x5F\xF1\x69\x89\x65\x93\x69\xF9\x49\x89\x30\xBD\x4D\xCA\x7E\x91\x72\xFD\x16\xB6\x7C\xC3\x6E\x09\x4B\xBE\x52\x85\x5A\x5B\xEA\x6F\x46\x95\x8C\x6F\x43\xD1\x89\x0E\x6D\x67\xB5\xA4\x4B\xFF\x2D\x5D\x67\xC3\x73\x53\x69\x6F\xE5\xF1\x74\x66\x94\xAF\x6C\xF5\x59\x57\x70\xC3\xD6\xF2\x48\x56\x41\x94\x51\x96\xA7\xAC\x65\x9A\xCC\x4A\x55\x16\xAE\x6D\x77\x34\x6E\x65\x4F\x92\x3D\x56\x45\x26\x5C\xA3\x69\x5E\x1F\x0D\x53\x26\x0C\x23\x5C\x59\x8F\xED\x41\x51\x7B\x97\x76\x34\x97\x19\x5D\x57\x3B\x53\xBA\x95\xF8\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFB\xF1\xE4\x2B\xBE\xEF\x01\x55\x01\x20\x00\x00\x50\x34\x02\x82\x3D\x89\x00\x1A\x4A\xA9\x54\x5E\x04\x73\x00\x8D\x30\x00\x00\x00\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x5C\x4B\xD6\x83\x7F\xFF\xFF\xFF\x5B\xCF\xB8\xA8\x7F\xFF\xFF\xFF\x5C\x9B\x12\xA2\x7F\xFF\xFF\xFF\x51\xED\xE9\x3C\x7F\xFF\xFF\xFF\x5B\x4B\xED\x5C\x7F\xFF\xFF\xFF\x4A\x29\xAA\xFC\x7F\xFF\xFF\xFF\x40\x8C\xC1\xBE\x7F\xFF\xFF\xFF\x42\xD4\x48\x4B\x7F\xFF\xFF\xFF\x69\x81\xB2\x4B\x7F\xFF\xFF\xFF\x6B\xBB\x51\xBA\x7F\xFF\xFF\xFF\x6B\xD1\xE3\x9F\x7F\xFF\xFF\xFF\x56\x4E\x92\xB4\x7F\xFF\xFF\xFF\x4D\xBD\x74\xBB\x7F\xFF\xFF\xFF\x6D\x4E\x26\x4B\x7F\xFF\xFF\xFF\x7C\x99\x1E\xEB\x7F\xFF\xFF\xFF\x6E\xDB\x4F\x9B\x7F\xFF\xFF\xFF\x71\x56\x8D\x7A\x7F\xFF\xFF\xFF\x65\x93\x69\xF9\x7F\xFF\xFF\xFF\x4D\xCA\x7E\x91\x7F\xFF\xFF\xFF\x7C\xC3\x6E\x09\x7F\xFF\xFF\xFF\x5A\x5B\xEA\x6F\x7F\xFF\xFF\xFF\x43\xD1\x89\x0E\x7F\xFF\xFF\xFF\x4B\xFF\x2D\x5D\x7F\xFF\xFF\xFF\x69\x6F\xE5\xF1\x7F\xFF\xFF\xFF\x6C\xF5\x59\x57\x7F\xFF\xFF\xFF\x48\x56\x41\x94\x7F\xFF\xFF\xFF\x65\x9A\xCC\x4A\x7F\xFF\xFF\xFF\x77\x34\x6E\x65\x7F\xFF\xFF\xFF\x45\x26\x5C\xA3\x7F\xFF\xFF\xFF\x53\x26\x0C\x23\x7F\xFF\xFF\xFF\x41\x51\x7B\x97\x7F\xFF\xFF\xFF\x5D\x57\x3B\x53\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2E\xD9\xBA\x91\x30\x00\x00\x00\x30\x00\x00\x00\x10\x8D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBA\x95\xF8\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0B8A5556), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBF8C0000)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBF8C0000, 2401)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0xCE)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x4A1154DF), ('P4rIngress.aggregator.values_v00000.hi', 0x52DBB42C)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x54F0EEA9), ('P4rIngress.aggregator.values_v00001.hi', 0x4DAC2F75)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x58BC24BF), ('P4rIngress.aggregator.values_v00010.hi', 0x570A93A9)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x768E8E3B), ('P4rIngress.aggregator.values_v00011.hi', 0x6CC8D217)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7958F43F), ('P4rIngress.aggregator.values_v00100.hi', 0x5AC857CA)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x6CBB2E7A), ('P4rIngress.aggregator.values_v00101.hi', 0x6EB65A01)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7AD95228), ('P4rIngress.aggregator.values_v00110.hi', 0x68F56CEE)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x47D3E7D8), ('P4rIngress.aggregator.values_v00111.hi', 0x62AF6E1F)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x79910876), ('P4rIngress.aggregator.values_v01000.hi', 0x68E6568B)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x6EFF332B), ('P4rIngress.aggregator.values_v01001.hi', 0x5B561C51)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x5CA3A295), ('P4rIngress.aggregator.values_v01010.hi', 0x489ECBDF)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x47B73A20), ('P4rIngress.aggregator.values_v01011.hi', 0x758B2725)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x783A92B4), ('P4rIngress.aggregator.values_v01100.hi', 0x654DD3D5)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x4CA8CD39), ('P4rIngress.aggregator.values_v01101.hi', 0x5C965922)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4AB43B14), ('P4rIngress.aggregator.values_v01110.hi', 0x42B90155)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x57E76F31), ('P4rIngress.aggregator.values_v01111.hi', 0x58FB2954)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x7374BC9D), ('P4rIngress.aggregator.values_v10000.hi', 0x44853BF4)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5C147EBE), ('P4rIngress.aggregator.values_v10001.hi', 0x4C42A8E2)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x78CD2721), ('P4rIngress.aggregator.values_v10010.hi', 0x779F34B5)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x5CDEEC75), ('P4rIngress.aggregator.values_v10011.hi', 0x6E9C062B)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x4BD767D6), ('P4rIngress.aggregator.values_v10100.hi', 0x71EC3FE9)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x6459EEBA), ('P4rIngress.aggregator.values_v10101.hi', 0x7D7619E4)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x5A54F716), ('P4rIngress.aggregator.values_v10110.hi', 0x7BCBE586)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x438E5665), ('P4rIngress.aggregator.values_v10111.hi', 0x7E39BB8E)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7B448DDB), ('P4rIngress.aggregator.values_v11000.hi', 0x4B5A396F)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x696A775E), ('P4rIngress.aggregator.values_v11001.hi', 0x5AC33C65)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x670A34E4), ('P4rIngress.aggregator.values_v11010.hi', 0x4F7A7F1D)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7F1F1FEB), ('P4rIngress.aggregator.values_v11011.hi', 0x6779F7F7)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x753D066C), ('P4rIngress.aggregator.values_v11100.hi', 0x439DFD72)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x41255564), ('P4rIngress.aggregator.values_v11101.hi', 0x626B8751)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x50076DED), ('P4rIngress.aggregator.values_v11110.hi', 0x722C5872)], 2401)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x7A2AB734), ('P4rIngress.aggregator.values_v11111.hi', 0x59A9F25D)], 2401)
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
                gc.KeyTuple('job_id', 0xD3A3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000053B),
                gc.DataTuple('slot_count', 0x00001709),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBFD6AF90),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x7AAFD598),
                gc.KeyTuple('src_port', 0xB7C8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xD3A3),
                gc.DataTuple('rank', 0x001D),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\xAF\xD5\x98\x00\x00\x00\x00\xB7\xC8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD3\xA3\x00\x1D\xBF\xD6\xAF\x90\x04\x26\x04\xDB\xBF\x8C\x00\x00\x00\x40\x00\x00\x66\x73\x89\xAA\x7A\x53\xB7\x86\x4B\xC5\xD6\xEF\x78\x89\x16\x94\x7D\x65\x21\xCC\x4F\x5C\xB0\x05\x41\xF5\xAC\x5C\x79\x35\x7D\x24\x7D\x54\x4F\x83\x60\x11\x95\x83\x69\xB1\xDB\x44\x6D\xFE\xAB\xA3\x76\x9B\x2A\xF6\x78\x36\xAC\x84\x79\x12\xC6\xDC\x73\x94\x4F\x65\x6C\xE7\xFF\xB7\x52\xB4\xC6\x9E\x4F\x6F\xD9\x6A\x7A\x52\x7B\x67\x5E\xA0\xAD\x8B\x40\xB2\x1C\xE5\x46\x05\x73\xFF\x75\x2B\x62\xED\x4D\xB5\xD5\xAA\x74\xE8\xCC\x35\x67\xB1\xED\x8A\x55\xE4\x9B\xEE\x76\xBE\x22\x8D\x4E\xDB\xDD\xCB\x6C\xA3\xDD\x3B\x7C\x89\xBB\xCE\x53\x24\x95\xE2\x55\xBD\xB3\x84\x74\x48\x3A\x6A\x4D\xC8\xBB\xA9\x6E\x47\x29\xF9\x4D\x00\x46\xEE\x59\x52\x8F\x61\x54\x45\x7A\x29\x44\x30\xBF\x34\x75\x8C\x29\xEE\x66\xD3\x3C\x94\x7F\x7A\x44\xAC\x43\x9E\x84\x2A\x79\x5A\x95\x66\x4A\xEF\x82\xAF\x6D\x5E\x86\xB4\x6B\x53\x10\xE3\x66\xC8\xCA\x5D\x6D\xAA\x64\x67\x69\xE7\x1E\x60\x6D\xFE\xA7\x78\x78\xCB\x81\x09\x6E\x49\xA4\xA5\x53\x47\x10\x87\x74\x6B\xAF\x64\x59\x51\x59\xD8\x75\xB5\x42\x36\x4A\xEF\x3F\xBB\x5A\x99\x6A\x9C\x49\xBF\x49\xD6\x5C\x33\x6D\x24\x4B\xB8\xC1\xE2\x77\x9D\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\xAF\xD5\x98\xBE\xEF\xB7\xC8\x01\x20\x00\x00\x50\x34\x02\x82\xD3\xA3\x00\x1D\xBF\xD6\xAF\x90\x04\x26\x00\xDB\xBF\x8C\x00\x00\x00\x40\x00\x06\x7F\xFF\xFF\xFF\x7A\x53\xB7\x86\x7F\xFF\xFF\xFF\x78\x89\x16\x94\x7F\xFF\xFF\xFF\x4F\x5C\xB0\x05\x7F\xFF\xFF\xFF\x79\x35\x7D\x24\x7F\xFF\xFF\xFF\x60\x11\x95\x83\x7F\xFF\xFF\xFF\x6D\xFE\xAB\xA3\x7F\xFF\xFF\xFF\x78\x36\xAC\x84\x7F\xFF\xFF\xFF\x73\x94\x4F\x65\x7F\xFF\xFF\xFF\x52\xB4\xC6\x9E\x7F\xFF\xFF\xFF\x7A\x52\x7B\x67\x7F\xFF\xFF\xFF\x40\xB2\x1C\xE5\x7F\xFF\xFF\xFF\x75\x2B\x62\xED\x7F\xFF\xFF\xFF\x74\xE8\xCC\x35\x7F\xFF\xFF\xFF\x55\xE4\x9B\xEE\x7F\xFF\xFF\xFF\x4E\xDB\xDD\xCB\x7F\xFF\xFF\xFF\x7C\x89\xBB\xCE\x7F\xFF\xFF\xFF\x55\xBD\xB3\x84\x7F\xFF\xFF\xFF\x4D\xC8\xBB\xA9\x7F\xFF\xFF\xFF\x4D\x00\x46\xEE\x7F\xFF\xFF\xFF\x54\x45\x7A\x29\x7F\xFF\xFF\xFF\x75\x8C\x29\xEE\x7F\xFF\xFF\xFF\x7F\x7A\x44\xAC\x7F\xFF\xFF\xFF\x79\x5A\x95\x66\x7F\xFF\xFF\xFF\x6D\x5E\x86\xB4\x7F\xFF\xFF\xFF\x66\xC8\xCA\x5D\x7F\xFF\xFF\xFF\x69\xE7\x1E\x60\x7F\xFF\xFF\xFF\x78\xCB\x81\x09\x7F\xFF\xFF\xFF\x53\x47\x10\x87\x7F\xFF\xFF\xFF\x59\x51\x59\xD8\x7F\xFF\xFF\xFF\x4A\xEF\x3F\xBB\x7F\xFF\xFF\xFF\x49\xBF\x49\xD6\x7F\xFF\xFF\xFF\x4B\xB8\xC1\xE2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2B\x8A\x55\x56\xBF\x8C\x00\x00\xBF\x8C\x00\x00\x06\xDB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x77\x9D\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12\x58\x7F\xB7\xD7\x99\x3C\x91\xB5\x6D\x25\x27\x08\x98\x06\x28\xBB\xD4\x00\xAD\xD7\x11\xD8\x0B\xF6\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA\x52\xFA\xBE\x35\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x589A2F0D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x62BFE163)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x62BFE163, 10645)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0xF6)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x644978BA), ('P4rIngress.aggregator.values_v00000.hi', 0x76D089EC)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7541CBBB), ('P4rIngress.aggregator.values_v00001.hi', 0x6E8A658A)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5E07CE52), ('P4rIngress.aggregator.values_v00010.hi', 0x62E88AA6)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x52754DC6), ('P4rIngress.aggregator.values_v00011.hi', 0x61665268)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x47D098F1), ('P4rIngress.aggregator.values_v00100.hi', 0x4C50CBF9)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x67CA87EC), ('P4rIngress.aggregator.values_v00101.hi', 0x4345F939)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x76726D4C), ('P4rIngress.aggregator.values_v00110.hi', 0x536EC083)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x5BA1BCE3), ('P4rIngress.aggregator.values_v00111.hi', 0x50CB1AE5)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5618B8A3), ('P4rIngress.aggregator.values_v01000.hi', 0x7067E568)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x58661428), ('P4rIngress.aggregator.values_v01001.hi', 0x7B5BDE93)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4CA3D8E8), ('P4rIngress.aggregator.values_v01010.hi', 0x6DBAAE7D)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6F85103E), ('P4rIngress.aggregator.values_v01011.hi', 0x6E4A9EA5)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x76733268), ('P4rIngress.aggregator.values_v01100.hi', 0x6EAC58BB)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x6646C686), ('P4rIngress.aggregator.values_v01101.hi', 0x5C6E6182)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x78363C9C), ('P4rIngress.aggregator.values_v01110.hi', 0x6F645C3B)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x6D92F6FB), ('P4rIngress.aggregator.values_v01111.hi', 0x4CCE1EBF)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x4F55C13F), ('P4rIngress.aggregator.values_v10000.hi', 0x5354871A)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x73F74510), ('P4rIngress.aggregator.values_v10001.hi', 0x5377BBA9)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x7F620FDC), ('P4rIngress.aggregator.values_v10010.hi', 0x5525FD44)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x466D4D28), ('P4rIngress.aggregator.values_v10011.hi', 0x79C66D7E)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x707BCD1E), ('P4rIngress.aggregator.values_v10100.hi', 0x688F2679)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x6C643FCB), ('P4rIngress.aggregator.values_v10101.hi', 0x53CE14EF)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x69AF7453), ('P4rIngress.aggregator.values_v10110.hi', 0x6C33282D)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x713166A7), ('P4rIngress.aggregator.values_v10111.hi', 0x4F3B2D4E)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x4E74F471), ('P4rIngress.aggregator.values_v11000.hi', 0x7BC44966)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7C6AB2EC), ('P4rIngress.aggregator.values_v11001.hi', 0x6EE985C5)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x78D8053C), ('P4rIngress.aggregator.values_v11010.hi', 0x4A9592DA)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4499F544), ('P4rIngress.aggregator.values_v11011.hi', 0x6667366A)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x58ACD733), ('P4rIngress.aggregator.values_v11100.hi', 0x4F7B42EB)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x6794E559), ('P4rIngress.aggregator.values_v11101.hi', 0x66711D2D)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7B0F566B), ('P4rIngress.aggregator.values_v11110.hi', 0x4627435F)], 10645)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x4575868A), ('P4rIngress.aggregator.values_v11111.hi', 0x49B33739)], 10645)
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
                gc.KeyTuple('job_id', 0xFAD7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000177),
                gc.DataTuple('slot_count', 0x0000156F),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0EBB26DC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x66A9A517),
                gc.KeyTuple('src_port', 0xC597),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFAD7),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0181),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\xA9\xA5\x17\x00\x00\x00\x00\xC5\x97\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFA\xD7\x00\x1F\x0E\xBB\x26\xDC\x08\x1E\x05\x7C\x62\xBF\xE1\x63\x00\x40\x00\x00\x7D\xE5\x40\xB7\x76\x6B\xCB\x8F\x44\x4A\x91\xA8\x42\x9D\x45\xDE\x54\xBE\x2D\x6E\x56\x49\x9E\xA5\x67\x76\x0A\xED\x5A\xF3\x2F\x6E\x71\xAE\xCB\x3C\x52\xCE\x96\x4B\x46\x85\xE4\x52\x66\x17\x0B\xB8\x44\x3C\xC8\xCB\x7E\x4A\x1D\xDD\x5D\x2A\xAA\xE9\x79\x49\xBE\x35\x71\x88\x69\x2D\x74\x2F\x14\x36\x75\x7F\x38\x89\x69\x52\x52\x8B\x5C\xAA\x63\xCE\x45\x12\x1D\xF5\x48\xC3\xBD\x2F\x77\x5B\x54\x21\x46\xFB\xBA\xAF\x68\xEF\x20\xB0\x6B\x8A\x9C\x5C\x59\xA3\x95\xE1\x7C\x94\x8A\x6C\x48\x09\x9F\x8B\x7C\x41\x23\x71\x4C\xC3\x29\x14\x64\xA8\x6F\xA6\x4E\x76\x2D\x75\x56\x47\x59\xD2\x73\xA2\x73\x4D\x5B\x7B\x39\x67\x5D\xF3\x15\xDC\x67\x19\x15\x54\x49\x75\x0B\x32\x67\xA6\xD3\x01\x4D\x5C\xD4\x8E\x4B\x84\x5E\x21\x77\x88\x37\xE3\x43\x14\x33\xFB\x5B\xB7\xA8\x37\x4B\x7B\x7A\x55\x72\xA7\x67\x5E\x61\xAC\x27\xB4\x69\x03\xED\x3A\x49\x5A\xAA\xAA\x4E\xC7\xD3\xF7\x65\x4D\x26\x46\x72\xB7\x64\xE2\x41\x19\x63\x3F\x6D\x48\xBB\x6F\x74\xE6\xB0\xBB\x6C\xE2\x55\xE2\x7C\xFF\x38\xD2\x52\x8D\x13\xF3\x6F\xAD\x4E\x61\x47\x2C\x5B\x5D\x67\x25\xBA\xAB\x62\xE9\xE2\x13\x70\x6A\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x66\xA9\xA5\x17\xBE\xEF\xC5\x97\x01\x20\x00\x00\x50\x34\x02\x82\xFA\xD7\x00\x1F\x0E\xBB\x26\xDC\x08\x1E\x01\x7C\x62\xBF\xE1\x63\x00\x40\x00\x1D\x7F\xFF\xFF\xFF\x76\x6B\xCB\x8F\x7F\xFF\xFF\xFF\x42\x9D\x45\xDE\x7F\xFF\xFF\xFF\x56\x49\x9E\xA5\x7F\xFF\xFF\xFF\x5A\xF3\x2F\x6E\x7F\xFF\xFF\xFF\x52\xCE\x96\x4B\x7F\xFF\xFF\xFF\x66\x17\x0B\xB8\x7F\xFF\xFF\xFF\x7E\x4A\x1D\xDD\x7F\xFF\xFF\xFF\x79\x49\xBE\x35\x7F\xFF\xFF\xFF\x74\x2F\x14\x36\x7F\xFF\xFF\xFF\x69\x52\x52\x8B\x7F\xFF\xFF\xFF\x45\x12\x1D\xF5\x7F\xFF\xFF\xFF\x77\x5B\x54\x21\x7F\xFF\xFF\xFF\x68\xEF\x20\xB0\x7F\xFF\xFF\xFF\x59\xA3\x95\xE1\x7F\xFF\xFF\xFF\x48\x09\x9F\x8B\x7F\xFF\xFF\xFF\x4C\xC3\x29\x14\x7F\xFF\xFF\xFF\x4E\x76\x2D\x75\x7F\xFF\xFF\xFF\x73\xA2\x73\x4D\x7F\xFF\xFF\xFF\x5D\xF3\x15\xDC\x7F\xFF\xFF\xFF\x49\x75\x0B\x32\x7F\xFF\xFF\xFF\x4D\x5C\xD4\x8E\x7F\xFF\xFF\xFF\x77\x88\x37\xE3\x7F\xFF\xFF\xFF\x5B\xB7\xA8\x37\x7F\xFF\xFF\xFF\x72\xA7\x67\x5E\x7F\xFF\xFF\xFF\x69\x03\xED\x3A\x7F\xFF\xFF\xFF\x4E\xC7\xD3\xF7\x7F\xFF\xFF\xFF\x72\xB7\x64\xE2\x7F\xFF\xFF\xFF\x6D\x48\xBB\x6F\x7F\xFF\xFF\xFF\x6C\xE2\x55\xE2\x7F\xFF\xFF\xFF\x52\x8D\x13\xF3\x7F\xFF\xFF\xFF\x47\x2C\x5B\x5D\x7F\xFF\xFF\xFF\x62\xE9\xE2\x13\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD8\x9A\x2F\x0D\x62\xBF\xE1\x63\x62\xBF\xE1\x63\x1D\xF6\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x70\x6A\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x87B326BE), ('P4rIngress.aggregator.bitmap_seq.seq', 0x54A062A6)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x54A062A6, 1446)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0xB6)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x53EED717), ('P4rIngress.aggregator.values_v00000.hi', 0x6A7C8764)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x78E698EB), ('P4rIngress.aggregator.values_v00001.hi', 0x559478CA)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5D3FFD35), ('P4rIngress.aggregator.values_v00010.hi', 0x4B744163)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x5E660990), ('P4rIngress.aggregator.values_v00011.hi', 0x70E57E4C)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x55FC33D2), ('P4rIngress.aggregator.values_v00100.hi', 0x41B49E3A)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x7DAFECFB), ('P4rIngress.aggregator.values_v00101.hi', 0x467FAF39)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4A590C54), ('P4rIngress.aggregator.values_v00110.hi', 0x5A115E15)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x535C8DCA), ('P4rIngress.aggregator.values_v00111.hi', 0x7B677F2C)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4990CED8), ('P4rIngress.aggregator.values_v01000.hi', 0x7DC3D666)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x6A5C405C), ('P4rIngress.aggregator.values_v01001.hi', 0x6BA91D15)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x52A79D63), ('P4rIngress.aggregator.values_v01010.hi', 0x769D5727)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x66968BBF), ('P4rIngress.aggregator.values_v01011.hi', 0x6CFE2727)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x64DF69D2), ('P4rIngress.aggregator.values_v01100.hi', 0x7F3D7BF6)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7DB761A2), ('P4rIngress.aggregator.values_v01101.hi', 0x691D22C8)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x55A04151), ('P4rIngress.aggregator.values_v01110.hi', 0x7918A790)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x775F5E1C), ('P4rIngress.aggregator.values_v01111.hi', 0x58287C85)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x48682B9C), ('P4rIngress.aggregator.values_v10000.hi', 0x4F71157E)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x436C330B), ('P4rIngress.aggregator.values_v10001.hi', 0x7AD065A9)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x6A4C42BF), ('P4rIngress.aggregator.values_v10010.hi', 0x4D0B9169)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6983243F), ('P4rIngress.aggregator.values_v10011.hi', 0x6A4238D7)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x670B79D2), ('P4rIngress.aggregator.values_v10100.hi', 0x539D4B65)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7C13A866), ('P4rIngress.aggregator.values_v10101.hi', 0x4995D9A8)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x413B142F), ('P4rIngress.aggregator.values_v10110.hi', 0x74CC466E)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7762DAC1), ('P4rIngress.aggregator.values_v10111.hi', 0x6DA592FD)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x43E7E023), ('P4rIngress.aggregator.values_v11000.hi', 0x6B0BE80F)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x724EC64B), ('P4rIngress.aggregator.values_v11001.hi', 0x699F0365)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7F6ADE7C), ('P4rIngress.aggregator.values_v11010.hi', 0x77C9DD18)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5D1F5D23), ('P4rIngress.aggregator.values_v11011.hi', 0x73BFB2A5)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x64631014), ('P4rIngress.aggregator.values_v11100.hi', 0x7BE1DCD7)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5A787E4B), ('P4rIngress.aggregator.values_v11101.hi', 0x69B12527)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6B669852), ('P4rIngress.aggregator.values_v11110.hi', 0x455A2EDE)], 1446)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x739837EE), ('P4rIngress.aggregator.values_v11111.hi', 0x7540DA5B)], 1446)
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
                gc.KeyTuple('job_id', 0x9ECC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005A6),
                gc.DataTuple('slot_count', 0x00001632),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4DC4607A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x604003DD),
                gc.KeyTuple('src_port', 0x0D89),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9ECC),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x002D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x60\x40\x03\xDD\x00\x00\x00\x00\x0D\x89\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9E\xCC\x00\x12\x4D\xC4\x60\x7A\x00\x00\x02\xF5\x54\xA0\x62\xA6\x00\x40\x00\x00\x71\xAE\x1A\x72\x4B\x29\x11\xEB\x74\x8E\x94\x49\x5F\xD3\x62\x2F\x4A\xAE\x11\x2D\x7A\xBF\x42\xEF\x4C\x02\x5B\x9F\x64\x87\x5F\x88\x4D\x7F\xC5\xC4\x57\xCE\x33\x3E\x6B\x02\x94\x39\x66\x4E\xB2\xB9\x41\xBB\xBD\x5C\x79\x13\x6F\x1D\x72\xD8\xE5\x26\x7F\x60\x8B\x8F\x6C\xB4\xFC\x6C\x58\x61\x11\x44\x41\x34\x0E\xAB\x48\x92\x7D\x59\x40\xD1\x29\xC1\x4A\x45\xB3\xC5\x77\x19\x5E\xDD\x40\xEC\xF9\x51\x55\x59\x06\xCB\x4B\x63\x82\xD5\x44\x36\x42\x07\x5B\x4D\x8E\x9F\x50\xD6\x59\x48\x6B\xFC\xAE\xDD\x46\x18\x5E\x5C\x5B\x63\x11\x8F\x55\xEB\x1D\x0C\x7E\x78\xB9\xE6\x6C\x55\xD7\xB3\x58\x54\x33\xBB\x64\x3F\xCC\x79\x56\x3B\xAC\x67\x6E\x3C\x61\xCE\x63\x89\x9B\x02\x63\xB4\xEF\x67\x57\xBE\x43\x23\x58\xA7\x3F\x27\x41\x3F\xFE\x38\x5D\x8D\x78\x85\x7E\x87\x79\x21\x5A\x39\x95\x04\x6B\x38\x35\x3A\x57\x48\xF0\x50\x67\x5D\xAA\x9B\x7A\x2C\xA6\xC6\x7B\xD7\x29\xE3\x64\xA0\x93\x38\x4C\x16\x45\xBD\x78\xD1\x8F\x1B\x55\xAC\xD6\xFC\x42\x87\xB0\xEC\x5B\x8F\xB2\x51\x79\xEA\x5E\xF7\x6B\xF7\x9E\x8D\x61\x23\x09\xD7\x4D\x15\x5D\x49\x6B\x28\x94\x04\x47\x79\x27\xCC\xA5\xD4\x4B\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x60\x40\x03\xDD\xBE\xEF\x0D\x89\x01\x20\x00\x00\x50\x34\x02\x82\x9E\xCC\x00\x12\x4D\xC4\x60\x7A\x00\x00\x00\xF5\x54\xA0\x62\xA6\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x4B\x29\x11\xEB\x7F\xFF\xFF\xFF\x5F\xD3\x62\x2F\x7F\xFF\xFF\xFF\x7A\xBF\x42\xEF\x7F\xFF\xFF\xFF\x64\x87\x5F\x88\x7F\xFF\xFF\xFF\x57\xCE\x33\x3E\x7F\xFF\xFF\xFF\x66\x4E\xB2\xB9\x7F\xFF\xFF\xFF\x79\x13\x6F\x1D\x7F\xFF\xFF\xFF\x7F\x60\x8B\x8F\x7F\xFF\xFF\xFF\x58\x61\x11\x44\x7F\xFF\xFF\xFF\x48\x92\x7D\x59\x7F\xFF\xFF\xFF\x4A\x45\xB3\xC5\x7F\xFF\xFF\xFF\x40\xEC\xF9\x51\x7F\xFF\xFF\xFF\x4B\x63\x82\xD5\x7F\xFF\xFF\xFF\x5B\x4D\x8E\x9F\x7F\xFF\xFF\xFF\x6B\xFC\xAE\xDD\x7F\xFF\xFF\xFF\x5B\x63\x11\x8F\x7F\xFF\xFF\xFF\x7E\x78\xB9\xE6\x7F\xFF\xFF\xFF\x58\x54\x33\xBB\x7F\xFF\xFF\xFF\x56\x3B\xAC\x67\x7F\xFF\xFF\xFF\x63\x89\x9B\x02\x7F\xFF\xFF\xFF\x57\xBE\x43\x23\x7F\xFF\xFF\xFF\x41\x3F\xFE\x38\x7F\xFF\xFF\xFF\x7E\x87\x79\x21\x7F\xFF\xFF\xFF\x6B\x38\x35\x3A\x7F\xFF\xFF\xFF\x67\x5D\xAA\x9B\x7F\xFF\xFF\xFF\x7B\xD7\x29\xE3\x7F\xFF\xFF\xFF\x4C\x16\x45\xBD\x7F\xFF\xFF\xFF\x55\xAC\xD6\xFC\x7F\xFF\xFF\xFF\x5B\x8F\xB2\x51\x7F\xFF\xFF\xFF\x6B\xF7\x9E\x8D\x7F\xFF\xFF\xFF\x4D\x15\x5D\x49\x7F\xFF\xFF\xFF\x47\x79\x27\xCC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x87\xB7\x26\xBE\x54\xA0\x62\xA6\x54\xA0\x62\xA6\x11\xF5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\xD4\x4B\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7E05F3FF), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD6E8DE8F)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD6E8DE8F, 7140)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0xB6)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x65DC3C3A), ('P4rIngress.aggregator.values_v00000.hi', 0x5CD1DA90)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5F920B5D), ('P4rIngress.aggregator.values_v00001.hi', 0x7486573F)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7618F6A7), ('P4rIngress.aggregator.values_v00010.hi', 0x5662B77F)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x7A305AE2), ('P4rIngress.aggregator.values_v00011.hi', 0x4588652C)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4EBA4FC7), ('P4rIngress.aggregator.values_v00100.hi', 0x77B4E59B)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x76E2C598), ('P4rIngress.aggregator.values_v00101.hi', 0x53AAAE14)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6C133C18), ('P4rIngress.aggregator.values_v00110.hi', 0x574DADC9)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x418F3290), ('P4rIngress.aggregator.values_v00111.hi', 0x734E1E85)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5E754D6E), ('P4rIngress.aggregator.values_v01000.hi', 0x581FEDBC)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x534A7EB6), ('P4rIngress.aggregator.values_v01001.hi', 0x6DD60D4C)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4A75330D), ('P4rIngress.aggregator.values_v01010.hi', 0x56CC2D3A)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7EAFDB27), ('P4rIngress.aggregator.values_v01011.hi', 0x60EA8457)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6EA61D8B), ('P4rIngress.aggregator.values_v01100.hi', 0x59F4677D)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x546E91A6), ('P4rIngress.aggregator.values_v01101.hi', 0x7EFF4494)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x57E743D1), ('P4rIngress.aggregator.values_v01110.hi', 0x6E87DB34)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5D7F20E3), ('P4rIngress.aggregator.values_v01111.hi', 0x6EF2BA9E)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x6DA36FBA), ('P4rIngress.aggregator.values_v10000.hi', 0x641B5A2F)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x424D33CE), ('P4rIngress.aggregator.values_v10001.hi', 0x5220C2E4)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x748C57D1), ('P4rIngress.aggregator.values_v10010.hi', 0x7192BAC7)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x5A796E3F), ('P4rIngress.aggregator.values_v10011.hi', 0x6C3411C7)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x756DB00A), ('P4rIngress.aggregator.values_v10100.hi', 0x4B5EE66D)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x592E0366), ('P4rIngress.aggregator.values_v10101.hi', 0x57D29D73)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x52688AC9), ('P4rIngress.aggregator.values_v10110.hi', 0x4530E3AA)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x46F875C5), ('P4rIngress.aggregator.values_v10111.hi', 0x4DAC1E8C)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x433B316D), ('P4rIngress.aggregator.values_v11000.hi', 0x53CB899F)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7D7AA47D), ('P4rIngress.aggregator.values_v11001.hi', 0x4F9BA1E5)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x761B8949), ('P4rIngress.aggregator.values_v11010.hi', 0x7D23B846)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x74A3CCB4), ('P4rIngress.aggregator.values_v11011.hi', 0x69A9512E)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x584E4052), ('P4rIngress.aggregator.values_v11100.hi', 0x60EF531D)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x66D59A0D), ('P4rIngress.aggregator.values_v11101.hi', 0x55DE4BDD)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x64C04B3B), ('P4rIngress.aggregator.values_v11110.hi', 0x4F6A97B5)], 7140)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x599DA638), ('P4rIngress.aggregator.values_v11111.hi', 0x4CE36608)], 7140)
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
                gc.KeyTuple('job_id', 0x3266),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FF),
                gc.DataTuple('slot_count', 0x00001D49),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x822B3A0D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xA55B632F),
                gc.KeyTuple('src_port', 0x710A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3266),
                gc.DataTuple('rank', 0x000A),
                gc.DataTuple('worker_index', 0x03D5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA5\x5B\x63\x2F\x00\x00\x00\x00\x71\x0A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x32\x66\x00\x0A\x82\x2B\x3A\x0D\x1A\xE5\x02\xED\xD6\xE8\xDE\x8F\x00\x40\x00\x00\x65\x86\x84\x0D\x6C\x51\x7E\x97\x72\xB0\x39\x6B\x7B\x5E\x90\x3A\x44\xE4\xE4\xA1\x46\x4F\x82\x69\x7F\x9D\xDA\x55\x4B\x38\xC5\xB6\x44\x52\x90\xB3\x6E\x1D\x75\xCD\x56\x2E\x09\x5D\x68\xE3\x32\x14\x7C\x03\xBA\xDE\x78\xCA\x36\xDB\x57\x6C\xB1\xC7\x48\xFA\x53\x79\x73\x03\x6D\x9E\x4A\x7F\x64\xC5\x67\xD9\x0C\x57\x78\x75\xC6\xBF\x5C\x91\x72\xD0\x53\x7E\x15\x68\x7A\xB9\x5F\x9A\x77\x2F\x9B\x59\x72\x75\xDD\x8A\x49\x2F\x85\x4A\x67\x50\x95\xE5\x5B\x46\x0D\xEC\x66\x00\xE7\x7D\x59\x36\x09\xBD\x5D\x94\x3D\xD9\x4C\x06\x6C\x58\x53\xF5\xE3\xC2\x48\x32\xFF\x5A\x43\xA0\xC2\xCB\x45\xB6\xC2\x63\x44\xC7\xD3\x13\x4F\x3E\x79\x87\x61\x6B\x89\x98\x67\x3A\xC6\x44\x59\x03\xC1\xE7\x42\x46\x95\x63\x6D\x1E\xC3\x94\x5C\x4E\x90\x25\x76\x13\x09\xE8\x65\x6C\x59\x53\x60\x02\x16\x2D\x60\x25\xE3\xF9\x50\x5A\xF8\xAB\x7E\xF2\x1D\xD3\x7B\xDE\x94\x3D\x6E\xE1\x5E\xC7\x43\xF1\x14\x1B\x71\xF6\xFD\xDB\x74\x7B\x1D\x44\x6F\x2B\xF7\x2D\x73\x53\x23\x76\x6C\x3B\x99\x9D\x7D\x83\x0C\xC9\x6B\xD9\x6A\x5D\x45\xBA\xB9\x64\x5C\xDD\x67\x5C\x65\x89\x66\x27\x7C\x95\x2E\x6F\x12\x8D\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA5\x5B\x63\x2F\xBE\xEF\x71\x0A\x01\x20\x00\x00\x50\x34\x02\x82\x32\x66\x00\x0A\x82\x2B\x3A\x0D\x1A\xE5\x00\xED\xD6\xE8\xDE\x8F\x00\x40\x00\x16\x7F\xFF\xFF\xFF\x6C\x51\x7E\x97\x7F\xFF\xFF\xFF\x7B\x5E\x90\x3A\x7F\xFF\xFF\xFF\x46\x4F\x82\x69\x7F\xFF\xFF\xFF\x4B\x38\xC5\xB6\x7F\xFF\xFF\xFF\x6E\x1D\x75\xCD\x7F\xFF\xFF\xFF\x68\xE3\x32\x14\x7F\xFF\xFF\xFF\x78\xCA\x36\xDB\x7F\xFF\xFF\xFF\x48\xFA\x53\x79\x7F\xFF\xFF\xFF\x4A\x7F\x64\xC5\x7F\xFF\xFF\xFF\x78\x75\xC6\xBF\x7F\xFF\xFF\xFF\x53\x7E\x15\x68\x7F\xFF\xFF\xFF\x77\x2F\x9B\x59\x7F\xFF\xFF\xFF\x49\x2F\x85\x4A\x7F\xFF\xFF\xFF\x5B\x46\x0D\xEC\x7F\xFF\xFF\xFF\x59\x36\x09\xBD\x7F\xFF\xFF\xFF\x4C\x06\x6C\x58\x7F\xFF\xFF\xFF\x48\x32\xFF\x5A\x7F\xFF\xFF\xFF\x45\xB6\xC2\x63\x7F\xFF\xFF\xFF\x4F\x3E\x79\x87\x7F\xFF\xFF\xFF\x67\x3A\xC6\x44\x7F\xFF\xFF\xFF\x42\x46\x95\x63\x7F\xFF\xFF\xFF\x5C\x4E\x90\x25\x7F\xFF\xFF\xFF\x65\x6C\x59\x53\x7F\xFF\xFF\xFF\x60\x25\xE3\xF9\x7F\xFF\xFF\xFF\x7E\xF2\x1D\xD3\x7F\xFF\xFF\xFF\x6E\xE1\x5E\xC7\x7F\xFF\xFF\xFF\x71\xF6\xFD\xDB\x7F\xFF\xFF\xFF\x6F\x2B\xF7\x2D\x7F\xFF\xFF\xFF\x6C\x3B\x99\x9D\x7F\xFF\xFF\xFF\x6B\xD9\x6A\x5D\x7F\xFF\xFF\xFF\x5C\xDD\x67\x5C\x7F\xFF\xFF\xFF\x7C\x95\x2E\x6F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7E\x05\xF7\xFF\xD6\xE8\xDE\x8F\xD6\xE8\xDE\x8F\x16\xED\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x8D\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xAF8D1AA2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8DE197B7)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8DE197B7, 2253)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0x7B)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x53A6E5CB), ('P4rIngress.aggregator.values_v00000.hi', 0x49EB828A)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x44618C6B), ('P4rIngress.aggregator.values_v00001.hi', 0x777DBB67)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x58443D1F), ('P4rIngress.aggregator.values_v00010.hi', 0x65F7A392)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x611CC44F), ('P4rIngress.aggregator.values_v00011.hi', 0x78FD40AB)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6BB5D5FD), ('P4rIngress.aggregator.values_v00100.hi', 0x517E9CE1)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x4F8346AF), ('P4rIngress.aggregator.values_v00101.hi', 0x52EA8297)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x465C8F44), ('P4rIngress.aggregator.values_v00110.hi', 0x76C4E423)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x643EA876), ('P4rIngress.aggregator.values_v00111.hi', 0x4FB53CC1)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x7FE3FBD1), ('P4rIngress.aggregator.values_v01000.hi', 0x785F922A)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x5FD90A7D), ('P4rIngress.aggregator.values_v01001.hi', 0x7CB27490)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4C679907), ('P4rIngress.aggregator.values_v01010.hi', 0x49362DF0)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x796B7885), ('P4rIngress.aggregator.values_v01011.hi', 0x5F9CD26D)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x40A4A54C), ('P4rIngress.aggregator.values_v01100.hi', 0x5AD9D343)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5E178D9A), ('P4rIngress.aggregator.values_v01101.hi', 0x44590236)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x47EC55D9), ('P4rIngress.aggregator.values_v01110.hi', 0x7BCB8CA0)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x68D8F8DD), ('P4rIngress.aggregator.values_v01111.hi', 0x54FB67B8)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x66ADEEAF), ('P4rIngress.aggregator.values_v10000.hi', 0x7599242B)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5A6872D5), ('P4rIngress.aggregator.values_v10001.hi', 0x606160C7)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x40B28574), ('P4rIngress.aggregator.values_v10010.hi', 0x413F4C10)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6FAFECA2), ('P4rIngress.aggregator.values_v10011.hi', 0x73A6EB59)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x45DF7591), ('P4rIngress.aggregator.values_v10100.hi', 0x54A7A68C)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x634FDA7E), ('P4rIngress.aggregator.values_v10101.hi', 0x77EB0C89)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4AB1D5C1), ('P4rIngress.aggregator.values_v10110.hi', 0x71A3F6FB)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x73A3F1E7), ('P4rIngress.aggregator.values_v10111.hi', 0x7A3381B9)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7E8232F3), ('P4rIngress.aggregator.values_v11000.hi', 0x53C71F4D)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x4B77E56F), ('P4rIngress.aggregator.values_v11001.hi', 0x4749C4A4)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6512CC2F), ('P4rIngress.aggregator.values_v11010.hi', 0x68CE92D8)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x42EC5D93), ('P4rIngress.aggregator.values_v11011.hi', 0x7FA47155)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5548CB97), ('P4rIngress.aggregator.values_v11100.hi', 0x675CBB74)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4B794BB1), ('P4rIngress.aggregator.values_v11101.hi', 0x74562AF5)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x552338FF), ('P4rIngress.aggregator.values_v11110.hi', 0x46E4B3A9)], 2253)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x45DD2E7F), ('P4rIngress.aggregator.values_v11111.hi', 0x6EA094E9)], 2253)
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
                gc.KeyTuple('job_id', 0xC63D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000006D),
                gc.DataTuple('slot_count', 0x00001A44),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF16C4681),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x8D1FD58B),
                gc.KeyTuple('src_port', 0x8EB2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC63D),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x01DB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x1F\xD5\x8B\x00\x00\x00\x00\x8E\xB2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC6\x3D\x00\x15\xF1\x6C\x46\x81\x08\x60\x00\x05\x8D\xE1\x97\xB7\x00\x40\x00\x00\x54\x22\x2D\xB5\x5D\xAC\xBD\x3C\x45\x09\x39\x17\x50\xB3\x00\x9A\x49\xD3\x83\xBD\x4D\xF6\x64\xC6\x65\xC2\x7D\xC7\x7F\x9C\xCF\x7E\x53\xD1\xD7\xB5\x51\x08\xC8\xC6\x6E\x2E\xD8\x7E\x5B\x0B\x3D\xD1\x57\xCD\xCE\xA8\x79\x8D\x98\x96\x73\xB6\x1C\xE6\x42\x0E\xB4\xFD\x60\x1C\x03\x56\x7F\x17\xB6\xE3\x54\xF6\xBA\xB1\x46\xF6\xC3\x58\x7A\x85\x1E\x2D\x69\xC1\x95\xBC\x7E\x9B\x50\x66\x53\xB1\xA6\x57\x5F\xE7\x60\x9C\x41\xF3\x5B\x7B\x6D\xD6\x69\x8D\x6C\xD3\x8E\x70\x4E\xF9\x22\x0D\x56\x4D\xE5\xAB\x48\x1E\xA1\x37\x74\x4B\x71\xBE\x5E\x16\x20\xA9\x76\x7D\x7A\x4A\x6A\xEF\x5A\x95\x76\x36\x4D\x41\x67\xB4\xC7\xAF\x54\xCD\xDE\x61\x68\xB4\x1E\x8A\x6D\x24\xD3\x79\x55\x7A\x20\xD6\x66\xA3\x9A\x84\x6A\xD7\x34\xF9\x60\x97\x5A\x0B\x55\xD2\xF1\x38\x55\xE9\x98\x7A\x5F\x2A\x47\xBB\x53\x7A\x00\x8F\x58\x59\xCE\x54\x70\x5B\x75\x5E\x73\x38\x79\x3B\x48\xF8\x76\x03\x49\x21\xAE\xDE\x65\xB3\x0F\xAC\x47\x1E\xDD\x35\x73\xFF\x08\x73\x53\xE7\xAA\xC4\x51\x23\x4A\x65\x54\x52\xFE\x1C\x71\xC7\x6A\x96\x78\x45\xAC\x5A\x5C\x4C\x91\x23\x6D\x1D\x9B\x69\x68\x6C\x31\x9B\x5A\xF5\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\x1F\xD5\x8B\xBE\xEF\x8E\xB2\x01\x20\x00\x00\x50\x34\x02\x82\xC6\x3D\x00\x15\xF1\x6C\x46\x81\x08\x60\x00\x05\x8D\xE1\x97\xB7\x00\x40\x00\x0D\x7F\xFF\xFF\xFF\x5D\xAC\xBD\x3C\x7F\xFF\xFF\xFF\x50\xB3\x00\x9A\x7F\xFF\xFF\xFF\x4D\xF6\x64\xC6\x7F\xFF\xFF\xFF\x7F\x9C\xCF\x7E\x7F\xFF\xFF\xFF\x51\x08\xC8\xC6\x7F\xFF\xFF\xFF\x5B\x0B\x3D\xD1\x7F\xFF\xFF\xFF\x79\x8D\x98\x96\x7F\xFF\xFF\xFF\x42\x0E\xB4\xFD\x7F\xFF\xFF\xFF\x7F\x17\xB6\xE3\x7F\xFF\xFF\xFF\x46\xF6\xC3\x58\x7F\xFF\xFF\xFF\x69\xC1\x95\xBC\x7F\xFF\xFF\xFF\x53\xB1\xA6\x57\x7F\xFF\xFF\xFF\x41\xF3\x5B\x7B\x7F\xFF\xFF\xFF\x6C\xD3\x8E\x70\x7F\xFF\xFF\xFF\x56\x4D\xE5\xAB\x7F\xFF\xFF\xFF\x74\x4B\x71\xBE\x7F\xFF\xFF\xFF\x76\x7D\x7A\x4A\x7F\xFF\xFF\xFF\x76\x36\x4D\x41\x7F\xFF\xFF\xFF\x54\xCD\xDE\x61\x7F\xFF\xFF\xFF\x6D\x24\xD3\x79\x7F\xFF\xFF\xFF\x66\xA3\x9A\x84\x7F\xFF\xFF\xFF\x60\x97\x5A\x0B\x7F\xFF\xFF\xFF\x55\xE9\x98\x7A\x7F\xFF\xFF\xFF\x53\x7A\x00\x8F\x7F\xFF\xFF\xFF\x70\x5B\x75\x5E\x7F\xFF\xFF\xFF\x48\xF8\x76\x03\x7F\xFF\xFF\xFF\x65\xB3\x0F\xAC\x7F\xFF\xFF\xFF\x73\xFF\x08\x73\x7F\xFF\xFF\xFF\x51\x23\x4A\x65\x7F\xFF\xFF\xFF\x71\xC7\x6A\x96\x7F\xFF\xFF\xFF\x5C\x4C\x91\x23\x7F\xFF\xFF\xFF\x68\x6C\x31\x9B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAF\xAD\x1A\xA2\x8D\xE1\x97\xB7\x8D\xE1\x97\xB7\x0D\x7B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\xF5\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x9B\x65\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1597396C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5D7DA513)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5D7DA513, 5408)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x27)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x46276561), ('P4rIngress.aggregator.values_v00000.hi', 0x4F705E29)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x69AB9064), ('P4rIngress.aggregator.values_v00001.hi', 0x5561AE3E)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x56696C7B), ('P4rIngress.aggregator.values_v00010.hi', 0x7B820B72)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x738B9303), ('P4rIngress.aggregator.values_v00011.hi', 0x5D67A456)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x79350FEF), ('P4rIngress.aggregator.values_v00100.hi', 0x68451967)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x61ED9E61), ('P4rIngress.aggregator.values_v00101.hi', 0x77B8FD86)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5EACE135), ('P4rIngress.aggregator.values_v00110.hi', 0x6CAA8F35)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x678457A6), ('P4rIngress.aggregator.values_v00111.hi', 0x64E51BE7)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6B6DD771), ('P4rIngress.aggregator.values_v01000.hi', 0x4F66A387)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x61910ACD), ('P4rIngress.aggregator.values_v01001.hi', 0x71561BE1)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x66630601), ('P4rIngress.aggregator.values_v01010.hi', 0x78301D77)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6C7B5CB6), ('P4rIngress.aggregator.values_v01011.hi', 0x56AA1572)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x7D3F92F5), ('P4rIngress.aggregator.values_v01100.hi', 0x4F63B559)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x7FD18D21), ('P4rIngress.aggregator.values_v01101.hi', 0x58F2D753)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6843DB73), ('P4rIngress.aggregator.values_v01110.hi', 0x59DB7366)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5A98E2D3), ('P4rIngress.aggregator.values_v01111.hi', 0x7F0E7A4F)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x68DD6EB3), ('P4rIngress.aggregator.values_v10000.hi', 0x6BDD7337)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7B19D287), ('P4rIngress.aggregator.values_v10001.hi', 0x45553285)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x73CA86B8), ('P4rIngress.aggregator.values_v10010.hi', 0x7F08F57D)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x57A4C34E), ('P4rIngress.aggregator.values_v10011.hi', 0x43F76072)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x427A585C), ('P4rIngress.aggregator.values_v10100.hi', 0x6AB84BD1)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x48BD71EE), ('P4rIngress.aggregator.values_v10101.hi', 0x64E2AEB1)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x5E2E706E), ('P4rIngress.aggregator.values_v10110.hi', 0x67F839BF)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x405B317E), ('P4rIngress.aggregator.values_v10111.hi', 0x5B31FD73)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x542E9149), ('P4rIngress.aggregator.values_v11000.hi', 0x7620C333)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x65023344), ('P4rIngress.aggregator.values_v11001.hi', 0x79941DA1)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5562461E), ('P4rIngress.aggregator.values_v11010.hi', 0x6D722D1A)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4CE49E34), ('P4rIngress.aggregator.values_v11011.hi', 0x7F49BB26)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x7E35D9DB), ('P4rIngress.aggregator.values_v11100.hi', 0x4B4A351D)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x414CE8EF), ('P4rIngress.aggregator.values_v11101.hi', 0x7497DEB9)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x722F279C), ('P4rIngress.aggregator.values_v11110.hi', 0x4B55358B)], 5408)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x66BE7253), ('P4rIngress.aggregator.values_v11111.hi', 0x5AECCA8E)], 5408)
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
                gc.KeyTuple('job_id', 0xFC6F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000480),
                gc.DataTuple('slot_count', 0x00001120),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDDEA843B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x071A2C3E),
                gc.KeyTuple('src_port', 0xCC7C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFC6F),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x02C7),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\x1A\x2C\x3E\x00\x00\x00\x00\xCC\x7C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFC\x6F\x00\x0E\xDD\xEA\x84\x3B\x10\xA0\x00\xDD\x5D\x7D\xA5\x13\x00\x40\x00\x00\x56\x15\xD6\x55\x45\xB4\x40\x26\x60\x2D\x67\xA6\x41\xEF\x5B\x8C\x73\x8D\xE6\x33\x69\x53\xEB\x28\x72\x46\x32\x07\x60\x8E\xD5\x1C\x53\x47\xC4\x8F\x58\x5E\x1A\xA9\x74\xE0\xA5\x67\x66\x69\xEB\x2B\x5E\x9C\x27\x13\x66\x3B\x6B\x0B\x54\xE7\x37\xDB\x4E\x7A\xB6\xFB\x68\x42\x50\x31\x46\xB9\x6C\x0C\x5D\xFF\xDD\xDE\x6B\x5A\xFB\xC8\x42\x83\xEE\x6D\x40\x3F\xD4\x51\x65\xD3\xEB\x98\x6E\x8F\x19\xBC\x51\x9B\xD2\xDB\x4E\xEC\x94\x73\x5D\xFB\xE5\x8C\x7E\x88\x57\xF3\x79\x73\xB2\x71\x43\xF8\x26\xFB\x4E\xD1\xC5\xE6\x4F\x36\x9A\x81\x6D\x27\xFF\x3A\x6D\x3D\x67\x09\x72\xCF\x34\xD2\x7A\xE9\x60\x6B\x42\xE8\xFF\x54\x53\x19\x3E\x05\x74\x48\x53\x5F\x58\x12\xFF\x99\x56\x27\x48\xD8\x72\x36\x3E\xF2\x58\xEC\x84\x18\x76\x4B\x73\x23\x5A\xBB\x20\x0C\x77\x9D\x3F\x64\x46\xE6\x58\xD9\x54\x93\x7D\x0F\x6C\x4D\x3B\x57\x66\xC8\x55\x6B\x7D\xBF\x31\x84\x43\x88\x14\x3F\x41\x79\x46\x23\x65\x2A\x59\xB5\x45\xE9\x31\x6B\x70\xF8\xC1\x76\x76\xA4\x24\xF2\x58\x09\xE3\x3B\x4D\x6B\xC0\xC9\x53\x19\xD7\x0E\x6E\x0F\x53\x1C\x5A\xCC\x71\x69\x57\x16\xE2\x66\x7A\x53\x98\xD8\x78\x78\x72\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x07\x1A\x2C\x3E\xBE\xEF\xCC\x7C\x01\x20\x00\x00\x50\x34\x02\x82\xFC\x6F\x00\x0E\xDD\xEA\x84\x3B\x10\xA0\x00\xDD\x5D\x7D\xA5\x13\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x45\xB4\x40\x26\x7F\xFF\xFF\xFF\x41\xEF\x5B\x8C\x7F\xFF\xFF\xFF\x69\x53\xEB\x28\x7F\xFF\xFF\xFF\x60\x8E\xD5\x1C\x7F\xFF\xFF\xFF\x58\x5E\x1A\xA9\x7F\xFF\xFF\xFF\x66\x69\xEB\x2B\x7F\xFF\xFF\xFF\x66\x3B\x6B\x0B\x7F\xFF\xFF\xFF\x4E\x7A\xB6\xFB\x7F\xFF\xFF\xFF\x46\xB9\x6C\x0C\x7F\xFF\xFF\xFF\x6B\x5A\xFB\xC8\x7F\xFF\xFF\xFF\x40\x3F\xD4\x51\x7F\xFF\xFF\xFF\x6E\x8F\x19\xBC\x7F\xFF\xFF\xFF\x4E\xEC\x94\x73\x7F\xFF\xFF\xFF\x7E\x88\x57\xF3\x7F\xFF\xFF\xFF\x43\xF8\x26\xFB\x7F\xFF\xFF\xFF\x4F\x36\x9A\x81\x7F\xFF\xFF\xFF\x6D\x3D\x67\x09\x7F\xFF\xFF\xFF\x7A\xE9\x60\x6B\x7F\xFF\xFF\xFF\x53\x19\x3E\x05\x7F\xFF\xFF\xFF\x58\x12\xFF\x99\x7F\xFF\xFF\xFF\x72\x36\x3E\xF2\x7F\xFF\xFF\xFF\x76\x4B\x73\x23\x7F\xFF\xFF\xFF\x77\x9D\x3F\x64\x7F\xFF\xFF\xFF\x54\x93\x7D\x0F\x7F\xFF\xFF\xFF\x66\xC8\x55\x6B\x7F\xFF\xFF\xFF\x43\x88\x14\x3F\x7F\xFF\xFF\xFF\x65\x2A\x59\xB5\x7F\xFF\xFF\xFF\x70\xF8\xC1\x76\x7F\xFF\xFF\xFF\x58\x09\xE3\x3B\x7F\xFF\xFF\xFF\x53\x19\xD7\x0E\x7F\xFF\xFF\xFF\x5A\xCC\x71\x69\x7F\xFF\xFF\xFF\x7A\x53\x98\xD8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x15\x97\x79\x6C\x5D\x7D\xA5\x13\x5D\x7D\xA5\x13\x10\xDD\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x78\x78\x72\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x90746B1A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD125E24F)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD125E24F, 12545)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0xD6)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x5A8672F4), ('P4rIngress.aggregator.values_v00000.hi', 0x6636D551)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5064D4A3), ('P4rIngress.aggregator.values_v00001.hi', 0x4A5967C9)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x78DAD47F), ('P4rIngress.aggregator.values_v00010.hi', 0x7A99744D)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x49E7C1B8), ('P4rIngress.aggregator.values_v00011.hi', 0x7DC3B9B1)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x74216B0A), ('P4rIngress.aggregator.values_v00100.hi', 0x76F2E7BA)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x5E551ACE), ('P4rIngress.aggregator.values_v00101.hi', 0x7B0D912D)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x477D4B45), ('P4rIngress.aggregator.values_v00110.hi', 0x7A115A97)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x790E32A7), ('P4rIngress.aggregator.values_v00111.hi', 0x4A18D740)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4CB8D54E), ('P4rIngress.aggregator.values_v01000.hi', 0x5AAACC27)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x5DD314A7), ('P4rIngress.aggregator.values_v01001.hi', 0x612A394F)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x792B39AD), ('P4rIngress.aggregator.values_v01010.hi', 0x6DAFF4DF)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x67618909), ('P4rIngress.aggregator.values_v01011.hi', 0x5129AE8E)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x400FC3A3), ('P4rIngress.aggregator.values_v01100.hi', 0x47D52224)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x6DDBF75E), ('P4rIngress.aggregator.values_v01101.hi', 0x414CE779)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x78BA8E2F), ('P4rIngress.aggregator.values_v01110.hi', 0x45A59EB5)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x7B11BA4D), ('P4rIngress.aggregator.values_v01111.hi', 0x68B75B37)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x6A0BB272), ('P4rIngress.aggregator.values_v10000.hi', 0x5BCE30CA)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x67FEE0C9), ('P4rIngress.aggregator.values_v10001.hi', 0x6F72A63E)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x791B439C), ('P4rIngress.aggregator.values_v10010.hi', 0x6650E57E)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x7D6DCF86), ('P4rIngress.aggregator.values_v10011.hi', 0x74370412)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7954B19C), ('P4rIngress.aggregator.values_v10100.hi', 0x4849C0DA)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x4F552A25), ('P4rIngress.aggregator.values_v10101.hi', 0x7CA55C48)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x592016E9), ('P4rIngress.aggregator.values_v10110.hi', 0x5A94DB2C)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x64EBBD86), ('P4rIngress.aggregator.values_v10111.hi', 0x6E83D9FB)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x722842C8), ('P4rIngress.aggregator.values_v11000.hi', 0x5E7909B6)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7F25DEB8), ('P4rIngress.aggregator.values_v11001.hi', 0x651AC857)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4BC5FF0C), ('P4rIngress.aggregator.values_v11010.hi', 0x43FA2E69)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x644C762E), ('P4rIngress.aggregator.values_v11011.hi', 0x6BB53A0E)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x4B448F3E), ('P4rIngress.aggregator.values_v11100.hi', 0x6FD63536)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x568E22BA), ('P4rIngress.aggregator.values_v11101.hi', 0x56D0DD2F)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x486664EA), ('P4rIngress.aggregator.values_v11110.hi', 0x5572D3F6)], 12545)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x49D2BADB), ('P4rIngress.aggregator.values_v11111.hi', 0x6F699129)], 12545)
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
                gc.KeyTuple('job_id', 0xE5B2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005E0),
                gc.DataTuple('slot_count', 0x000014E4),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC979374D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x83597BE8),
                gc.KeyTuple('src_port', 0xA730),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE5B2),
                gc.DataTuple('rank', 0x0005),
                gc.DataTuple('worker_index', 0x02B5),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x59\x7B\xE8\x00\x00\x00\x00\xA7\x30\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\xB2\x00\x05\xC9\x79\x37\x4D\x0B\x21\x05\xAC\xD1\x25\xE2\x4F\x00\x40\x00\x00\x67\x3B\x24\xF4\x68\xB7\x76\x63\x7D\x6B\x53\x34\x47\x0B\xF3\x4E\x4B\xCE\x93\x0C\x50\xBF\x32\x43\x40\x4F\x9C\x27\x6D\x48\xA5\xB4\x4F\xB3\x6B\x98\x73\x1E\x61\xB2\x59\xDA\xC1\xEC\x5E\xB8\x15\x25\x51\x45\x18\xDD\x7F\x68\x8C\x8D\x56\x7C\xD4\xB3\x6A\xEA\x19\x56\x5D\xC3\x2E\x23\x72\xED\xA8\x9F\x73\x99\xFD\x89\x64\x6A\xA5\x97\x4E\x1B\x3A\xD3\x67\x95\x27\x33\x46\x9F\xD5\xED\x49\x2A\x2B\xCB\x50\xD7\xAE\x35\x62\x9E\x2F\x40\x42\x24\xDD\x13\x43\x63\xFD\x66\x69\xB3\x42\xB7\x53\xDB\x59\x23\x6A\x9E\xC2\x46\x7E\xD9\x67\x25\x73\xDB\xAE\xED\x6D\xA7\xCC\xD0\x45\xFC\x96\x66\x65\x4B\x4D\x73\x41\x73\x57\xDA\x4F\xDD\x3D\x64\x66\xFD\xB9\xF7\x6D\x61\x07\x7E\x46\xA5\xAB\x4A\x6C\xCD\x39\xFE\x6A\x6E\xA6\xA3\x4C\x58\x2B\x86\x55\x70\x31\xFB\x73\x56\xDA\x4B\x54\x6B\x2F\xC7\x68\xF8\xAC\xBB\x7E\x16\xFC\x55\x58\x3A\x4B\x2C\x68\x33\xD1\xCA\x63\x68\x42\xC3\x50\xBC\x93\xB6\x44\x93\x4B\x2A\x4D\x6D\x53\x24\x44\x6E\x0D\x48\x72\x8D\x80\x9D\x73\x80\x37\x93\x4D\x84\x76\xAE\x52\x8B\x5F\xC5\x73\xE3\x1F\xF6\x6D\x4B\xD7\x01\x6C\x98\x6A\x8D\x6E\x5C\x8B\x73\x7D\x00\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\x59\x7B\xE8\xBE\xEF\xA7\x30\x01\x20\x00\x00\x50\x34\x02\x82\xE5\xB2\x00\x05\xC9\x79\x37\x4D\x0B\x21\x01\xAC\xD1\x25\xE2\x4F\x00\x40\x00\x07\x7F\xFF\xFF\xFF\x68\xB7\x76\x63\x7F\xFF\xFF\xFF\x47\x0B\xF3\x4E\x7F\xFF\xFF\xFF\x50\xBF\x32\x43\x7F\xFF\xFF\xFF\x6D\x48\xA5\xB4\x7F\xFF\xFF\xFF\x73\x1E\x61\xB2\x7F\xFF\xFF\xFF\x5E\xB8\x15\x25\x7F\xFF\xFF\xFF\x7F\x68\x8C\x8D\x7F\xFF\xFF\xFF\x6A\xEA\x19\x56\x7F\xFF\xFF\xFF\x72\xED\xA8\x9F\x7F\xFF\xFF\xFF\x64\x6A\xA5\x97\x7F\xFF\xFF\xFF\x67\x95\x27\x33\x7F\xFF\xFF\xFF\x49\x2A\x2B\xCB\x7F\xFF\xFF\xFF\x62\x9E\x2F\x40\x7F\xFF\xFF\xFF\x43\x63\xFD\x66\x7F\xFF\xFF\xFF\x53\xDB\x59\x23\x7F\xFF\xFF\xFF\x7E\xD9\x67\x25\x7F\xFF\xFF\xFF\x6D\xA7\xCC\xD0\x7F\xFF\xFF\xFF\x65\x4B\x4D\x73\x7F\xFF\xFF\xFF\x4F\xDD\x3D\x64\x7F\xFF\xFF\xFF\x6D\x61\x07\x7E\x7F\xFF\xFF\xFF\x6C\xCD\x39\xFE\x7F\xFF\xFF\xFF\x4C\x58\x2B\x86\x7F\xFF\xFF\xFF\x73\x56\xDA\x4B\x7F\xFF\xFF\xFF\x68\xF8\xAC\xBB\x7F\xFF\xFF\xFF\x58\x3A\x4B\x2C\x7F\xFF\xFF\xFF\x63\x68\x42\xC3\x7F\xFF\xFF\xFF\x44\x93\x4B\x2A\x7F\xFF\xFF\xFF\x44\x6E\x0D\x48\x7F\xFF\xFF\xFF\x73\x80\x37\x93\x7F\xFF\xFF\xFF\x52\x8B\x5F\xC5\x7F\xFF\xFF\xFF\x6D\x4B\xD7\x01\x7F\xFF\xFF\xFF\x6E\x5C\x8B\x73\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x90\x74\x6B\x3A\xD1\x25\xE2\x4F\xD1\x25\xE2\x4F\x07\xD6\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7D\x00\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE21F4611), ('P4rIngress.aggregator.bitmap_seq.seq', 0x14F20333)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x14F20333, 13372)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0x36)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x6AE17527), ('P4rIngress.aggregator.values_v00000.hi', 0x757688FF)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x6F746B42), ('P4rIngress.aggregator.values_v00001.hi', 0x4E2F215D)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7474BD23), ('P4rIngress.aggregator.values_v00010.hi', 0x4364DC19)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x48D7CF47), ('P4rIngress.aggregator.values_v00011.hi', 0x4778BCE7)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4B964234), ('P4rIngress.aggregator.values_v00100.hi', 0x43A6A26D)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x62DB9B4A), ('P4rIngress.aggregator.values_v00101.hi', 0x6B8F4F1B)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x46C33FBA), ('P4rIngress.aggregator.values_v00110.hi', 0x624E4E01)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x425CEE34), ('P4rIngress.aggregator.values_v00111.hi', 0x7BE37736)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5B67B363), ('P4rIngress.aggregator.values_v01000.hi', 0x5F761CF2)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x4873AB66), ('P4rIngress.aggregator.values_v01001.hi', 0x7772B071)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7C98F11C), ('P4rIngress.aggregator.values_v01010.hi', 0x7F35C1BE)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x72851966), ('P4rIngress.aggregator.values_v01011.hi', 0x7104F8A5)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x511558C3), ('P4rIngress.aggregator.values_v01100.hi', 0x71F847AC)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x454AAE16), ('P4rIngress.aggregator.values_v01101.hi', 0x5730B7B6)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6DF5785B), ('P4rIngress.aggregator.values_v01110.hi', 0x6EAFFFC7)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x6EF1C939), ('P4rIngress.aggregator.values_v01111.hi', 0x594A38ED)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x7153BE9B), ('P4rIngress.aggregator.values_v10000.hi', 0x6BB3AB5A)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x6A73DCF6), ('P4rIngress.aggregator.values_v10001.hi', 0x719E98BB)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x61D52D98), ('P4rIngress.aggregator.values_v10010.hi', 0x554F9D41)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x571C5ABA), ('P4rIngress.aggregator.values_v10011.hi', 0x489C1C3C)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x76E97AED), ('P4rIngress.aggregator.values_v10100.hi', 0x5C12588A)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x4394E4AF), ('P4rIngress.aggregator.values_v10101.hi', 0x782CAF10)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x769E06EF), ('P4rIngress.aggregator.values_v10110.hi', 0x5BB30D97)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x773A82AB), ('P4rIngress.aggregator.values_v10111.hi', 0x79A7C3AA)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x50D59532), ('P4rIngress.aggregator.values_v11000.hi', 0x5813390D)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x507DAA21), ('P4rIngress.aggregator.values_v11001.hi', 0x54014836)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x6D508DBF), ('P4rIngress.aggregator.values_v11010.hi', 0x63D354A6)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5CB74F89), ('P4rIngress.aggregator.values_v11011.hi', 0x5D69E059)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x69313A3E), ('P4rIngress.aggregator.values_v11100.hi', 0x6C30B139)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x445B0D6F), ('P4rIngress.aggregator.values_v11101.hi', 0x64EA6DE4)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6D9E67CB), ('P4rIngress.aggregator.values_v11110.hi', 0x6395A96F)], 13372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x75E8D1DA), ('P4rIngress.aggregator.values_v11111.hi', 0x5CD2C0EC)], 13372)
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
                gc.KeyTuple('job_id', 0x9FC3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000113E),
                gc.DataTuple('slot_count', 0x00000316),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCA3A2084),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xDC8EB078),
                gc.KeyTuple('src_port', 0xC965),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9FC3),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x03DE),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x8E\xB0\x78\x00\x00\x00\x00\xC9\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9F\xC3\x00\x01\xCA\x3A\x20\x84\x02\xFE\x05\x25\x14\xF2\x03\x33\x00\x40\x00\x00\x60\xC4\xF9\x69\x79\x68\xC3\x97\x48\x94\x05\x6E\x42\x63\xBE\x54\x59\x47\x53\xA3\x55\xA9\xCF\x25\x4D\x3E\x66\x37\x63\x94\xF9\x29\x61\xE2\x7C\x77\x4D\x5C\xAB\xF4\x79\xD0\x71\xBF\x6B\xBB\x0C\x01\x62\x9D\x1D\x30\x5A\x8F\x39\xBD\x42\xE0\x6E\x81\x71\xAA\xA2\x4B\x7B\xFA\x65\x3A\x42\x56\xBC\xBF\x7C\xFA\x59\x46\x42\x62\x11\xD9\x54\xB6\x27\x9A\x4B\xD3\x4F\x16\x4B\x3E\x75\x3E\x43\x9E\x7F\x7C\x53\xB8\x09\xCD\x62\xB3\x0A\xCA\x7E\x6D\xB4\x5B\x69\x3E\x12\x37\x73\x7D\x8B\x22\x47\x2E\x45\x0A\x72\x26\x28\xA0\x4F\x6E\xEF\xEF\x79\x12\x3E\x1D\x73\x15\x48\xD6\x6E\x20\x2E\x82\x68\x59\x64\xDB\x61\xF7\x6B\xB7\x6A\xCC\xF0\x4F\x49\xA7\x55\xBF\x5F\x9A\x24\x11\x4B\xF5\x35\xCC\x5F\xD6\x52\xF3\x44\x14\x3A\xD7\x52\x55\x19\xBB\x6D\xED\x44\x4C\x42\x6A\xBD\x95\x41\xB2\xD6\x62\x5B\x55\x5F\x6B\x53\x9C\x21\x24\x6D\x09\x0E\xC3\x4D\xC5\x8B\x73\x57\xDA\x17\x1D\x58\x4C\x11\xA5\x41\x72\x3A\xEB\x69\x66\x39\x1C\x45\x47\xB2\x03\x5B\xA3\x09\x70\x46\xEA\x5D\xB5\x53\x48\x4A\x4C\x7D\x0B\x6C\xDD\x60\x87\x55\x31\x49\x34\x72\xC6\x58\x51\xD0\xDE\x7A\x1B\x27\x90\x86\x92\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDC\x8E\xB0\x78\xBE\xEF\xC9\x65\x01\x20\x00\x00\x50\x34\x02\x82\x9F\xC3\x00\x01\xCA\x3A\x20\x84\x02\xFE\x01\x25\x14\xF2\x03\x33\x00\x40\x00\x0A\x7F\xFF\xFF\xFF\x79\x68\xC3\x97\x7F\xFF\xFF\xFF\x42\x63\xBE\x54\x7F\xFF\xFF\xFF\x55\xA9\xCF\x25\x7F\xFF\xFF\xFF\x63\x94\xF9\x29\x7F\xFF\xFF\xFF\x4D\x5C\xAB\xF4\x7F\xFF\xFF\xFF\x6B\xBB\x0C\x01\x7F\xFF\xFF\xFF\x5A\x8F\x39\xBD\x7F\xFF\xFF\xFF\x71\xAA\xA2\x4B\x7F\xFF\xFF\xFF\x42\x56\xBC\xBF\x7F\xFF\xFF\xFF\x42\x62\x11\xD9\x7F\xFF\xFF\xFF\x4B\xD3\x4F\x16\x7F\xFF\xFF\xFF\x43\x9E\x7F\x7C\x7F\xFF\xFF\xFF\x62\xB3\x0A\xCA\x7F\xFF\xFF\xFF\x69\x3E\x12\x37\x7F\xFF\xFF\xFF\x47\x2E\x45\x0A\x7F\xFF\xFF\xFF\x4F\x6E\xEF\xEF\x7F\xFF\xFF\xFF\x73\x15\x48\xD6\x7F\xFF\xFF\xFF\x68\x59\x64\xDB\x7F\xFF\xFF\xFF\x6A\xCC\xF0\x4F\x7F\xFF\xFF\xFF\x5F\x9A\x24\x11\x7F\xFF\xFF\xFF\x5F\xD6\x52\xF3\x7F\xFF\xFF\xFF\x52\x55\x19\xBB\x7F\xFF\xFF\xFF\x42\x6A\xBD\x95\x7F\xFF\xFF\xFF\x5B\x55\x5F\x6B\x7F\xFF\xFF\xFF\x6D\x09\x0E\xC3\x7F\xFF\xFF\xFF\x57\xDA\x17\x1D\x7F\xFF\xFF\xFF\x41\x72\x3A\xEB\x7F\xFF\xFF\xFF\x45\x47\xB2\x03\x7F\xFF\xFF\xFF\x46\xEA\x5D\xB5\x7F\xFF\xFF\xFF\x7D\x0B\x6C\xDD\x7F\xFF\xFF\xFF\x49\x34\x72\xC6\x7F\xFF\xFF\xFF\x7A\x1B\x27\x90\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE2\x1F\x46\x13\x14\xF2\x03\x33\x14\xF2\x03\x33\x0A\x36\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x86\x92\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8B930594), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4A034600)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4A034600, 3373)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0A), ('P4rIngress.aggregator.count_exp.exponent', 0xE6)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x7BA13F80), ('P4rIngress.aggregator.values_v00000.hi', 0x6AE45E3D)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x48A17218), ('P4rIngress.aggregator.values_v00001.hi', 0x715BA0B2)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x4AA77747), ('P4rIngress.aggregator.values_v00010.hi', 0x6C88D521)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x7C5B547A), ('P4rIngress.aggregator.values_v00011.hi', 0x6F35F69E)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x44E31F08), ('P4rIngress.aggregator.values_v00100.hi', 0x424A5379)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x71E5A98A), ('P4rIngress.aggregator.values_v00101.hi', 0x7741DCE6)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x63B30E95), ('P4rIngress.aggregator.values_v00110.hi', 0x695B8FF1)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x7442D8BB), ('P4rIngress.aggregator.values_v00111.hi', 0x66AD93FB)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x66DB992A), ('P4rIngress.aggregator.values_v01000.hi', 0x526E26A6)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x6C54C2D9), ('P4rIngress.aggregator.values_v01001.hi', 0x6D3E0BD1)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x5CC5D5BB), ('P4rIngress.aggregator.values_v01010.hi', 0x40CBED5A)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4D02B33D), ('P4rIngress.aggregator.values_v01011.hi', 0x6D331CD1)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x52A04110), ('P4rIngress.aggregator.values_v01100.hi', 0x64BD1984)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x54C3EB7A), ('P4rIngress.aggregator.values_v01101.hi', 0x47621645)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x4E6B58AA), ('P4rIngress.aggregator.values_v01110.hi', 0x562E6E22)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x657153D2), ('P4rIngress.aggregator.values_v01111.hi', 0x519532A5)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x61115EE6), ('P4rIngress.aggregator.values_v10000.hi', 0x765716A3)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x6ED95725), ('P4rIngress.aggregator.values_v10001.hi', 0x59D3B31C)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x59A7C4ED), ('P4rIngress.aggregator.values_v10010.hi', 0x7C385609)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x56F56848), ('P4rIngress.aggregator.values_v10011.hi', 0x57DDAA9B)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x6333F3C6), ('P4rIngress.aggregator.values_v10100.hi', 0x7922C337)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x6021659B), ('P4rIngress.aggregator.values_v10101.hi', 0x6E6A7452)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x5AFBF20D), ('P4rIngress.aggregator.values_v10110.hi', 0x4DAEDCC3)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x74A87F11), ('P4rIngress.aggregator.values_v10111.hi', 0x49FBAA89)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7A531BC3), ('P4rIngress.aggregator.values_v11000.hi', 0x57DE2C8D)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x6BC9C6DA), ('P4rIngress.aggregator.values_v11001.hi', 0x5A1A56D8)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7C2DDCB3), ('P4rIngress.aggregator.values_v11010.hi', 0x7D41A09C)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x76AB45CA), ('P4rIngress.aggregator.values_v11011.hi', 0x5B07D4FB)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x56CE913D), ('P4rIngress.aggregator.values_v11100.hi', 0x698A2B0E)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4B49F54E), ('P4rIngress.aggregator.values_v11101.hi', 0x543F80C3)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4B9A9B56), ('P4rIngress.aggregator.values_v11110.hi', 0x482513D9)], 3373)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x6429B437), ('P4rIngress.aggregator.values_v11111.hi', 0x71BEB1AB)], 3373)
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
                gc.KeyTuple('job_id', 0x29E2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F7),
                gc.DataTuple('slot_count', 0x00000C76),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD47069E1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xB5DC871F),
                gc.KeyTuple('src_port', 0x7453),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x29E2),
                gc.DataTuple('rank', 0x0012),
                gc.DataTuple('worker_index', 0x0064),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB5\xDC\x87\x1F\x00\x00\x00\x00\x74\x53\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x29\xE2\x00\x12\xD4\x70\x69\xE1\x07\x36\x00\xB5\x4A\x03\x46\x00\x00\x40\x00\x00\x7B\x60\x58\x57\x49\x0A\xB9\x65\x48\xDD\xBE\x1F\x4C\xFA\xCE\xBF\x44\xB7\xCC\xF5\x6A\x46\xA0\x73\x60\x43\x71\x8F\x6F\x72\x3A\x8A\x6E\x6A\xCE\xBA\x5F\x09\x5B\x6F\x4D\x8F\xD8\xE9\x6A\xDB\x2D\x35\x77\xC3\x56\xB5\x7C\x8D\x21\xD3\x65\xD3\xFC\xCD\x5D\xEF\x6E\x46\x7E\x83\x48\x33\x46\x85\x5C\xBB\x7C\x1C\x82\x5D\x6C\x3F\xDE\x8B\x63\x0D\x35\xAC\x56\x78\xEF\xEF\x7D\x7E\x1C\x24\x6E\xD3\xAD\x9A\x44\xCD\xEB\x45\x56\x71\xD8\xE3\x76\xA5\x05\x29\x74\xAD\xD0\xF6\x54\x1B\x7B\x8B\x62\xB6\x2F\x37\x74\x0F\x39\x9E\x7F\x75\x5F\x43\x76\x3E\xE8\x4E\x5C\xE2\x00\xED\x61\x5C\x10\x6D\x4C\x46\x88\xF6\x56\xB7\xE8\x99\x59\x48\x67\x7A\x5E\x34\x4D\x7A\x60\xA9\x8E\x53\x5F\x21\x45\x32\x56\x7B\x97\x32\x73\x76\x8E\x31\x6E\x72\xEB\x34\x7A\xC4\xCF\xBB\x45\x05\x50\xD6\x51\xA4\xB8\xDB\x79\xE6\x02\x04\x67\x7D\xA7\x57\x42\x98\x64\x6C\x43\x9B\x56\x74\x66\x51\xB1\x41\x5E\x6C\x6F\xC5\x40\x16\x9E\x2F\x7F\xAE\x5C\xC1\x70\x6F\x55\xD3\x79\x64\xB3\xD0\x65\xBA\x22\xAE\x78\x2C\xA5\x2A\x7C\xF6\xA0\x0F\x64\xCC\xDD\x99\x5C\xE5\x7B\xF9\x54\x6B\x1D\xB5\x77\xD5\x5C\x92\x1C\x00\x84\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB5\xDC\x87\x1F\xBE\xEF\x74\x53\x01\x20\x00\x00\x50\x34\x02\x82\x29\xE2\x00\x12\xD4\x70\x69\xE1\x07\x36\x00\xB5\x4A\x03\x46\x00\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x49\x0A\xB9\x65\x7F\xFF\xFF\xFF\x4C\xFA\xCE\xBF\x7F\xFF\xFF\xFF\x6A\x46\xA0\x73\x7F\xFF\xFF\xFF\x6F\x72\x3A\x8A\x7F\xFF\xFF\xFF\x5F\x09\x5B\x6F\x7F\xFF\xFF\xFF\x6A\xDB\x2D\x35\x7F\xFF\xFF\xFF\x7C\x8D\x21\xD3\x7F\xFF\xFF\xFF\x5D\xEF\x6E\x46\x7F\xFF\xFF\xFF\x46\x85\x5C\xBB\x7F\xFF\xFF\xFF\x6C\x3F\xDE\x8B\x7F\xFF\xFF\xFF\x56\x78\xEF\xEF\x7F\xFF\xFF\xFF\x6E\xD3\xAD\x9A\x7F\xFF\xFF\xFF\x56\x71\xD8\xE3\x7F\xFF\xFF\xFF\x74\xAD\xD0\xF6\x7F\xFF\xFF\xFF\x62\xB6\x2F\x37\x7F\xFF\xFF\xFF\x7F\x75\x5F\x43\x7F\xFF\xFF\xFF\x5C\xE2\x00\xED\x7F\xFF\xFF\xFF\x4C\x46\x88\xF6\x7F\xFF\xFF\xFF\x59\x48\x67\x7A\x7F\xFF\xFF\xFF\x60\xA9\x8E\x53\x7F\xFF\xFF\xFF\x56\x7B\x97\x32\x7F\xFF\xFF\xFF\x6E\x72\xEB\x34\x7F\xFF\xFF\xFF\x45\x05\x50\xD6\x7F\xFF\xFF\xFF\x79\xE6\x02\x04\x7F\xFF\xFF\xFF\x42\x98\x64\x6C\x7F\xFF\xFF\xFF\x66\x51\xB1\x41\x7F\xFF\xFF\xFF\x40\x16\x9E\x2F\x7F\xFF\xFF\xFF\x70\x6F\x55\xD3\x7F\xFF\xFF\xFF\x65\xBA\x22\xAE\x7F\xFF\xFF\xFF\x7C\xF6\xA0\x0F\x7F\xFF\xFF\xFF\x5C\xE5\x7B\xF9\x7F\xFF\xFF\xFF\x77\xD5\x5C\x92\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8B\x97\x05\x94\x4A\x03\x46\x00\x4A\x03\x46\x00\x0B\xE6\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x00\x84\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

