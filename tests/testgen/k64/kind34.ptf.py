# PTF test for build/testgen/k64/kind34/main
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

logger = logging.getLogger('build/testgen/k64/kind34/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, 'build/testgen/k64/kind34/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('build/testgen/k64/kind34/main')

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
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0A447905), ('P4rIngress.aggregator.bitmap_seq.seq', 0x98CE6856)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x98CE6856, 15686)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0xD4)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x091E2BD2), ('P4rIngress.aggregator.values_v00000.hi', 0xF39107C0)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xF00027D6), ('P4rIngress.aggregator.values_v00001.hi', 0xFC000E3D)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x18000996), ('P4rIngress.aggregator.values_v00010.hi', 0xE12C1CB5)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x085A2000), ('P4rIngress.aggregator.values_v00011.hi', 0x10362584)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xD96E16C0), ('P4rIngress.aggregator.values_v00100.hi', 0xE2752000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x249F2B80), ('P4rIngress.aggregator.values_v00101.hi', 0xF7DB04C0)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xF63415E3), ('P4rIngress.aggregator.values_v00110.hi', 0x052E2000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xDC3F1691), ('P4rIngress.aggregator.values_v00111.hi', 0xDC001783)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x1C6C045D), ('P4rIngress.aggregator.values_v01000.hi', 0xE3C91800)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x13A2139B), ('P4rIngress.aggregator.values_v01001.hi', 0x07DB17F7)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xDCAE137D), ('P4rIngress.aggregator.values_v01010.hi', 0x05032800)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xE4001F81), ('P4rIngress.aggregator.values_v01011.hi', 0xFB2D2008)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x20002000), ('P4rIngress.aggregator.values_v01100.hi', 0xE4592000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD4EB15A8), ('P4rIngress.aggregator.values_v01101.hi', 0x04851000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD8002C6C), ('P4rIngress.aggregator.values_v01110.hi', 0xEEE915AA)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x2143075B), ('P4rIngress.aggregator.values_v01111.hi', 0xE0002800)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD5D02A1A), ('P4rIngress.aggregator.values_v10000.hi', 0x18002050)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xE08115B1), ('P4rIngress.aggregator.values_v10001.hi', 0x1BAD3000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x240F2906), ('P4rIngress.aggregator.values_v10010.hi', 0xE37F1338)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x2B9D12C8), ('P4rIngress.aggregator.values_v10011.hi', 0x295720FA)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xDC001626), ('P4rIngress.aggregator.values_v10100.hi', 0x1F182800)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE1951D41), ('P4rIngress.aggregator.values_v10101.hi', 0x1CD41589)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x2FDE1259), ('P4rIngress.aggregator.values_v10110.hi', 0x07531000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x1F4C1000), ('P4rIngress.aggregator.values_v10111.hi', 0x1B8F04A0)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xF1C925A7), ('P4rIngress.aggregator.values_v11000.hi', 0x15381000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x087C131D), ('P4rIngress.aggregator.values_v11001.hi', 0x1273122B)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x0DA71000), ('P4rIngress.aggregator.values_v11010.hi', 0x10B2183E)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE00024AD), ('P4rIngress.aggregator.values_v11011.hi', 0x150919D5)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2D7B1E86), ('P4rIngress.aggregator.values_v11100.hi', 0x18F32000)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x180012B6), ('P4rIngress.aggregator.values_v11101.hi', 0xF83B1D28)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x2BDB1E37), ('P4rIngress.aggregator.values_v11110.hi', 0xF0DE1400)], 15686)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x15E23000), ('P4rIngress.aggregator.values_v11111.hi', 0xD30E242F)], 15686)
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
                gc.KeyTuple('job_id', 0xAFBA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EB3),
                gc.DataTuple('slot_count', 0x00000E9B),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7DD30F5F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x7017A77A),
                gc.KeyTuple('src_port', 0xA422),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAFBA),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00E4),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\x17\xA7\x7A\x00\x00\x00\x00\xA4\x22\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAF\xBA\x00\x1F\x7D\xD3\x0F\x5F\x0E\x93\x03\xF1\x98\xCE\x68\x56\x00\x40\x00\x00\x0B\xF4\x09\xEB\x0E\x8B\x0E\x00\xF2\xFC\x0C\xF7\xFB\x88\x06\x7D\x07\x76\x04\x80\xF2\xB7\x06\x00\x10\x00\x0A\x30\xF6\xA6\x10\x00\x05\x3D\x06\x00\x0B\x65\x08\x00\x0A\xAD\x07\x84\xF1\xA1\x0E\x1F\x07\xBF\x04\x00\x0B\x63\x0D\xCD\xFB\x6D\x0E\x97\x0E\x22\x09\x0F\xF4\xB8\x0E\xD8\x08\x2F\x08\x40\xFB\x4A\x05\xBD\xF6\xFC\x09\x9F\x09\x1C\x05\x49\xFB\x4C\x0F\xCB\xFC\x00\x10\x00\xF6\xF5\x0F\xB3\xFA\xCC\x10\x00\xF2\xCF\x04\xED\xF4\x00\x06\x67\xFB\xAE\x08\x80\x06\x9B\x06\xF0\x06\xBA\x0E\x3E\xF9\x2B\x0C\x8E\xF4\x00\x08\x00\xF9\xC1\x10\x00\xF9\x50\x10\x00\xF9\xBA\x08\x00\x10\x00\x09\x72\x09\x69\x10\x00\x0C\x6C\x0E\x0E\x0B\xB1\x0E\x2C\x04\x0D\x09\x00\xF1\x55\x0B\x00\x0E\xFF\x08\x21\xF7\xA3\x07\x89\x0A\xB1\x07\x48\xFC\x00\x10\x00\x0E\x3B\x0A\xC6\x09\xC8\x08\x00\xFB\x81\x0B\x4E\x10\x00\x0F\xE5\x0D\x9B\x08\x00\x10\x00\x0B\xBA\x04\xB7\x10\x00\x07\xEA\x07\xDE\x06\x9A\x0F\xE1\x04\x00\x0A\x20\x09\xF5\x07\x54\x0C\xFB\x0E\x00\xF7\x67\x10\x00\x04\x00\x04\x00\x05\xE6\x10\x00\x0A\x2B\x0B\x6F\xF4\x00\x0D\xF6\x08\x00\x10\x00\xFB\xA4\x08\x9E\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x70\x17\xA7\x7A\xBE\xEF\xA4\x22\x01\x20\x00\x00\x50\x34\x02\x82\xAF\xBA\x00\x1F\x7D\xD3\x0F\x5F\x0E\x93\x01\xF1\x98\xCE\x68\x56\x00\x40\x00\x1F\x15\x12\x35\xBD\x0E\x8B\x0E\x00\xE2\xFC\x34\xCD\xFB\x88\x06\x7D\x1F\x76\x0E\x16\xF2\xB7\x06\x00\x18\x5A\x2A\x30\xF6\xA6\x10\x00\xDE\xAB\x1C\xC0\x0B\x65\x08\x00\x2F\x4C\x33\x04\xF1\xA1\x0E\x1F\xFD\xF3\x19\xE3\x0B\x63\x0D\xCD\xD7\xAC\x25\x28\x0E\x22\x09\x0F\x11\x24\x13\x35\x08\x2F\x08\x40\x0E\xEC\x19\x58\xF6\xFC\x09\x9F\xE5\xCA\x18\xC6\xFB\x4C\x0F\xCB\xE0\x00\x2F\x81\xF6\xF5\x0F\xB3\x1A\xCC\x30\x00\xF2\xCF\x04\xED\xC8\xEB\x1C\x0F\xFB\xAE\x08\x80\xDE\x9B\x33\x5C\x06\xBA\x0E\x3E\x1A\x6E\x13\xE9\xF4\x00\x08\x00\xCF\x91\x3A\x1A\xF9\x50\x10\x00\xDA\x3B\x1D\xB1\x10\x00\x09\x72\x2D\x78\x39\x06\x0C\x6C\x0E\x0E\x37\x4E\x20\xF4\x04\x0D\x09\x00\xCD\x55\x21\x26\x0E\xFF\x08\x21\xD9\x38\x24\xCA\x0A\xB1\x07\x48\x2B\xDE\x22\x59\x0E\x3B\x0A\xC6\x29\x14\x18\x00\xFB\x81\x0B\x4E\x01\xC9\x35\x8C\x0D\x9B\x08\x00\x18\x7C\x1E\xD7\x04\xB7\x10\x00\x15\x91\x17\xDE\x06\x9A\x0F\xE1\xE4\x00\x2E\xCD\x09\xF5\x07\x54\x3A\x76\x2C\x86\xF7\x67\x10\x00\x1C\x00\x16\xB6\x05\xE6\x10\x00\x36\x06\x29\xA6\xF4\x00\x0D\xF6\x1D\xE2\x40\x00\xFB\xA4\x08\x9E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8A\x44\x79\x05\x98\xCE\x68\x56\x98\xCE\x68\x56\x1F\xF1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x15\x12\x35\xBD\x02\x1C\x15\xC0\xE2\xFC\x34\xCD\xF7\x88\x14\xBA\x1F\x76\x0E\x16\xD3\xE3\x22\xB5\x18\x5A\x2A\x30\x06\xDC\x35\x84\xDE\xAB\x1C\xC0\xED\xDA\x28\x00\x2F\x4C\x33\x04\xE9\x7C\x12\xDF\xFD\xF3\x19\xE3\x10\x91\x2D\xCD\xD7\xAC\x25\x28\xEA\x22\x20\x92\x11\x24\x13\x35\xEB\xF8\x20\x40\x0E\xEC\x19\x58\xFE\xD7\x21\x96\xE5\xCA\x18\xC6\x00\x4F\x37\xCB\xE0\x00\x2F\x81\xF2\x22\x2F\xBB\x1A\xCC\x30\x00\xD7\x28\x24\xED\xC8\xEB\x1C\x0F\x00\x33\x18\x80\xDE\x9B\x33\x5C\xF5\xA3\x23\xE8\x1A\x6E\x13\xE9\xD4\x00\x30\x00\xCF\x91\x3A\x1A\x11\x50\x30\x50\xDA\x3B\x1D\xB1\x2B\xAD\x39\x72\x2D\x78\x39\x06\xEF\xEB\x21\x46\x37\x4E\x20\xF4\x2D\x64\x29\xFA\xCD\x55\x21\x26\x2E\x17\x30\x21\xD9\x38\x24\xCA\x27\x85\x1C\xD1\x2B\xDE\x22\x59\x15\x8E\x1A\xC6\x29\x14\x18\x00\x17\x10\x0F\xEE\x01\xC9\x35\x8C\x22\xD3\x18\x00\x18\x7C\x1E\xD7\x17\x2A\x22\x2B\x15\x91\x17\xDE\x17\x4C\x28\x1F\xE4\x00\x2E\xCD\x1E\xFE\x21\x29\x3A\x76\x2C\x86\x10\x5A\x30\x00\x1C\x00\x16\xB6\xFE\x21\x2D\x28\x36\x06\x29\xA6\xE4\xDE\x21\xF6\x1D\xE2\x40\x00\xCE\xB2\x2C\xCD\x50\xB3\xE2\x35\xDD\x22\x1D\x5F\xCE\xAF\x2D\xEA\x3F\xAA\xD0\xF9\x6F\x05\x69\xDC\x37\xE8\x9E\x7A\x97\xEE\x65\xC2\xF3\xEC\xBD\x96\x03\xF9\xFD\x17\x50\x48\xCC\xA4\x99\x5F\x4B\x0D\xF3\x36\x09\xC6\x7D\x81\x41\x3D\x20\x64\x04\xB0\x49\x24\xDE\xEF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x344CD906), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7CE8C800)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7CE8C800, 7651)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0A), ('P4rIngress.aggregator.count_exp.exponent', 0xBC)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD800237B), ('P4rIngress.aggregator.values_v00000.hi', 0xD5B31E37)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xF9552600), ('P4rIngress.aggregator.values_v00001.hi', 0x1BED251A)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x12B7175D), ('P4rIngress.aggregator.values_v00010.hi', 0xEAEF1B11)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xD79A2893), ('P4rIngress.aggregator.values_v00011.hi', 0xD0001F3F)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xD4EF3000), ('P4rIngress.aggregator.values_v00100.hi', 0x23192D55)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x10001400), ('P4rIngress.aggregator.values_v00101.hi', 0x10003000)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xD7DD2F8A), ('P4rIngress.aggregator.values_v00110.hi', 0x23A30FA9)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xDE1B2000), ('P4rIngress.aggregator.values_v00111.hi', 0x09AB1000)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x25100480), ('P4rIngress.aggregator.values_v01000.hi', 0x15FF0B5D)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xDC5E2000), ('P4rIngress.aggregator.values_v01001.hi', 0xDC7F2000)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x14002A31), ('P4rIngress.aggregator.values_v01010.hi', 0x206516DF)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x1B4424F0), ('P4rIngress.aggregator.values_v01011.hi', 0xE19D1D76)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xD29D299F), ('P4rIngress.aggregator.values_v01100.hi', 0x050B296B)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x2CBC24AD), ('P4rIngress.aggregator.values_v01101.hi', 0x12990EC8)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xDB760ECF), ('P4rIngress.aggregator.values_v01110.hi', 0xDA04173E)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x20F9053F), ('P4rIngress.aggregator.values_v01111.hi', 0xEFD5148B)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x17240A92), ('P4rIngress.aggregator.values_v10000.hi', 0xE7F32380)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xEBFB2A00), ('P4rIngress.aggregator.values_v10001.hi', 0x09562755)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD83A0C1D), ('P4rIngress.aggregator.values_v10010.hi', 0x1EEA0400)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x183F0BAD), ('P4rIngress.aggregator.values_v10011.hi', 0x206D1560)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x105E0750), ('P4rIngress.aggregator.values_v10100.hi', 0x20711800)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x168F1C09), ('P4rIngress.aggregator.values_v10101.hi', 0xDC002285)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x20CD0A77), ('P4rIngress.aggregator.values_v10110.hi', 0x06161E25)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xDF5109D4), ('P4rIngress.aggregator.values_v10111.hi', 0x25131D22)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x07F70610), ('P4rIngress.aggregator.values_v11000.hi', 0xE89A0AAC)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xF9A52C80), ('P4rIngress.aggregator.values_v11001.hi', 0xEE241986)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xED0005BE), ('P4rIngress.aggregator.values_v11010.hi', 0x2C000CBA)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE6131400), ('P4rIngress.aggregator.values_v11011.hi', 0xE4192800)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x0ADB1F5C), ('P4rIngress.aggregator.values_v11100.hi', 0x2E5227EE)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xF9471A00), ('P4rIngress.aggregator.values_v11101.hi', 0x20572C61)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x1E1E1000), ('P4rIngress.aggregator.values_v11110.hi', 0x1E5B1A2F)], 7651)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x24002000), ('P4rIngress.aggregator.values_v11111.hi', 0x11701F08)], 7651)
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
                gc.KeyTuple('job_id', 0x51DE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000007),
                gc.DataTuple('slot_count', 0x00001FE2),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x86D64038),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x4101A8B0),
                gc.KeyTuple('src_port', 0x7E83),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x51DE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01B6),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x01\xA8\xB0\x00\x00\x00\x00\x7E\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x51\xDE\x00\x10\x86\xD6\x40\x38\x1D\xDC\x06\x5A\x7C\xE8\xC8\x00\x00\x40\x00\x00\xF8\xD0\x07\x27\x06\x8B\x0B\x83\x04\x76\x0B\x86\x07\x5F\x0C\x73\x0B\xF3\x10\x00\xF1\xBF\x0E\x8C\x05\xA0\x07\xAB\xF0\x00\x0C\xCA\xF1\xD9\x0B\xFA\x0F\xDD\x0C\xED\x10\x00\x07\x56\x0F\x6B\x10\x00\x05\x04\x08\xD3\xF2\xDB\x05\x3F\xF1\x80\x06\xD2\xF6\xAF\x0B\x8A\xF6\x59\x0B\x25\x0A\x03\x0C\xBB\x0E\xA9\x05\x80\xF9\xA7\x10\x00\x0B\x51\x06\x00\xF9\xFB\x0B\x07\x10\x00\x0B\x52\x0E\xE1\x0F\x6B\x0C\xF8\x0B\xE8\x0B\x7F\x06\xB5\xF6\xCE\x05\x97\x05\xC0\x0A\x59\xF6\xCD\x0D\x47\x07\xF6\x05\x1F\xF7\x63\x0B\x48\xF7\x2B\x0F\xAB\x0C\x00\x0D\x96\x0B\x41\x0D\x0C\x07\xB1\x0A\x1C\xF8\xB5\x08\x4F\x10\x00\x10\x00\x10\x00\x0F\x1A\xF4\xA7\x05\xCF\xF5\x66\x0E\x00\x0B\x34\x0B\x75\xFA\x33\x06\x41\xF4\x57\x10\x00\xF2\x9D\x08\x00\xF3\xF8\x05\x77\x07\xE7\x07\x19\x09\xF8\x10\x00\xF5\x31\x0C\x00\xFA\x5B\x0C\x3E\xF9\xCD\x05\x4D\xF3\x59\x10\x00\xFC\x00\x07\x4F\xFA\x83\x05\x07\x04\x5C\x0A\xCB\x0F\x3A\x05\x7E\x0F\xEF\x0B\x80\x0C\x00\x10\x00\xF8\x00\x0F\x74\xF8\x1F\x08\xF1\x05\x1B\x04\x17\x08\x00\x08\x00\x0D\xDA\x0E\x00\x05\x92\x10\x00\x0F\xBE\x0A\x31\x09\x56\x14\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x41\x01\xA8\xB0\xBE\xEF\x7E\x83\x01\x20\x00\x00\x50\x34\x02\x82\x51\xDE\x00\x10\x86\xD6\x40\x38\x1D\xDC\x00\x5A\x7C\xE8\xC8\x00\x00\x40\x00\x0B\xD0\xD0\x2A\xA2\x06\x8B\x0B\x83\xFD\xCB\x31\x86\x07\x5F\x0C\x73\x1E\xAA\x27\x5D\xF1\xBF\x0E\x8C\xDD\x3A\x30\x3E\xF0\x00\x0C\xCA\xC6\xC8\x3B\xFA\x0F\xDD\x0C\xED\x20\x00\x1B\x56\x0F\x6B\x10\x00\xDC\xE1\x38\x5D\xF2\xDB\x05\x3F\xCF\x9B\x26\xD2\xF6\xAF\x0B\x8A\x1B\x69\x0F\xA5\x0A\x03\x0C\xBB\xEB\x07\x25\x80\xF9\xA7\x10\x00\x1F\x51\x30\x31\xF9\xFB\x0B\x07\x2B\x44\x30\x42\x0E\xE1\x0F\x6B\xDF\x95\x35\x87\x0B\x7F\x06\xB5\x23\x8A\x2A\x44\x05\xC0\x0A\x59\xD2\x43\x1C\x16\x07\xF6\x05\x1F\x18\x5C\x10\x87\xF7\x2B\x0F\xAB\x23\x24\x18\x28\x0B\x41\x0D\x0C\xF3\xAC\x34\x1C\xF8\xB5\x08\x4F\xE8\x3A\x1C\x1D\x10\x00\x0F\x1A\x0C\xE6\x11\x7C\xF5\x66\x0E\x00\x1B\x92\x12\xC5\xFA\x33\x06\x41\x0A\xE6\x2C\x09\xF2\x9D\x08\x00\x14\xC5\x0F\xEE\x07\xE7\x07\x19\xE9\x49\x19\xD4\xF5\x31\x0C\x00\x02\x52\x12\x4E\xF9\xCD\x05\x4D\xEC\xFE\x3C\x80\xFC\x00\x07\x4F\xE7\x83\x0A\xC5\x04\x5C\x0A\xCB\xF5\x4D\x19\x7E\x0F\xEF\x0B\x80\x16\xDB\x2F\x5C\xF8\x00\x0F\x74\xF1\x66\x22\xF1\x05\x1B\x04\x17\x26\x1E\x18\x00\x0D\xDA\x0E\x00\x29\x92\x30\x00\x0F\xBE\x0A\x31\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x34\x4D\xD9\x06\x7C\xE8\xC8\x00\x7C\xE8\xC8\x00\x0B\xBC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD0\xD0\x2A\xA2\xDC\x3E\x29\xBA\xFD\xCB\x31\x86\x23\x4C\x31\x8D\x1E\xAA\x27\x5D\xDC\xAE\x29\x9D\xDD\x3A\x30\x3E\xC0\x00\x2C\x09\xC6\xC8\x3B\xFA\x32\xF6\x3A\x42\x20\x00\x1B\x56\x1F\x6B\x40\x00\xDC\xE1\x38\x5D\x16\x7E\x14\xE8\xCF\x9B\x26\xD2\x00\x5A\x1B\x8A\x1B\x69\x0F\xA5\x20\x02\x18\x18\xEB\x07\x25\x80\xD6\x26\x30\x00\x1F\x51\x30\x31\x1A\x60\x21\xE6\x2B\x44\x30\x42\xF0\x7E\x2C\xE1\xDF\x95\x35\x87\x10\x8A\x30\x20\x23\x8A\x2A\x44\x18\x59\x19\x21\xD2\x43\x1C\x16\xE1\xFA\x1C\x5D\x18\x5C\x10\x87\xE7\x00\x24\x36\x23\x24\x18\x28\xF3\x34\x30\x8C\xF3\xAC\x34\x1C\x02\x0B\x2F\xA4\xE8\x3A\x1C\x1D\x2E\xEA\x13\x1A\x0C\xE6\x11\x7C\x15\xD3\x23\x60\x1B\x92\x12\xC5\x1A\xA4\x1E\x41\x0A\xE6\x2C\x09\xCE\x9D\x2A\x85\x14\xC5\x0F\xEE\x0D\xFD\x25\x3E\xE9\x49\x19\xD4\x1A\x44\x29\x22\x02\x52\x12\x4E\xE2\x67\x0F\xF9\xEC\xFE\x3C\x80\xEA\x24\x20\xD5\xE7\x83\x0A\xC5\x30\x5C\x17\x85\xF5\x4D\x19\x7E\xF4\x08\x33\x80\x16\xDB\x2F\x5C\x26\x52\x37\x62\xF1\x66\x22\xF1\x25\x72\x30\x78\x26\x1E\x18\x00\x2C\x35\x28\x2F\x29\x92\x30\x00\x21\x2E\x29\x39\x09\x56\x14\xDB\xBA\x74\xA8\x13\x21\x1A\xE4\xC0\x01\x6D\x24\xB2\x8F\xFB\x79\x96\x3A\xB5\xA9\xB3\x2B\x99\x8D\x49\x1B\x86\xE3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x694EE4BC), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC25F630C)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC25F630C, 6533)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0x6E)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x30001808), ('P4rIngress.aggregator.values_v00000.hi', 0xD6C521E7)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x205F265D), ('P4rIngress.aggregator.values_v00001.hi', 0x1E411B1B)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x122E242E), ('P4rIngress.aggregator.values_v00010.hi', 0xF7A12000)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x154926EA), ('P4rIngress.aggregator.values_v00011.hi', 0x20001DFB)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xEAFF3000), ('P4rIngress.aggregator.values_v00100.hi', 0x0DBF2FAB)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x20001000), ('P4rIngress.aggregator.values_v00101.hi', 0xDB292300)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x0B770980), ('P4rIngress.aggregator.values_v00110.hi', 0x28521A62)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xF1FE0776), ('P4rIngress.aggregator.values_v00111.hi', 0xE7D72000)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x1D453000), ('P4rIngress.aggregator.values_v01000.hi', 0x0AED0717)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF9981F49), ('P4rIngress.aggregator.values_v01001.hi', 0x1D0B12AD)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xEF7909C0), ('P4rIngress.aggregator.values_v01010.hi', 0x21D8056B)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x0A2A2000), ('P4rIngress.aggregator.values_v01011.hi', 0x2E9D2F1A)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xDD8921A6), ('P4rIngress.aggregator.values_v01100.hi', 0xF13F2333)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xE8002534), ('P4rIngress.aggregator.values_v01101.hi', 0xEC7F23CC)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x083F1DBC), ('P4rIngress.aggregator.values_v01110.hi', 0xDA532DC3)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xD5C80B8D), ('P4rIngress.aggregator.values_v01111.hi', 0x29232C05)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xF7AE1740), ('P4rIngress.aggregator.values_v10000.hi', 0xD0000486)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xEA251811), ('P4rIngress.aggregator.values_v10001.hi', 0xDA352F04)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x1D0E0E31), ('P4rIngress.aggregator.values_v10010.hi', 0x28770C00)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x2D751B00), ('P4rIngress.aggregator.values_v10011.hi', 0xD18208D7)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x2E5608C3), ('P4rIngress.aggregator.values_v10100.hi', 0xDAA21000)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xD4552C62), ('P4rIngress.aggregator.values_v10101.hi', 0x300015C2)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x10002D00), ('P4rIngress.aggregator.values_v10110.hi', 0x27951800)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xD09B21A5), ('P4rIngress.aggregator.values_v10111.hi', 0x0C1C0400)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x0F6F0800), ('P4rIngress.aggregator.values_v11000.hi', 0x30001092)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x2E921B10), ('P4rIngress.aggregator.values_v11001.hi', 0xF1D121E5)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x24FD178B), ('P4rIngress.aggregator.values_v11010.hi', 0x1C211CBD)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xF4F528AA), ('P4rIngress.aggregator.values_v11011.hi', 0xE1B5139D)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x26452FB8), ('P4rIngress.aggregator.values_v11100.hi', 0xD4A32ADF)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xF3DD2879), ('P4rIngress.aggregator.values_v11101.hi', 0x2D5F1F56)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE9CF2000), ('P4rIngress.aggregator.values_v11110.hi', 0xE0000EC6)], 6533)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x18251BFB), ('P4rIngress.aggregator.values_v11111.hi', 0xEAD6103B)], 6533)
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
                gc.KeyTuple('job_id', 0xDFD5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000016A3),
                gc.DataTuple('slot_count', 0x0000067E),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79AC5034),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x43386053),
                gc.KeyTuple('src_port', 0xD5E0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDFD5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x031D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x43\x38\x60\x53\x00\x00\x00\x00\xD5\xE0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDF\xD5\x00\x10\x79\xAC\x50\x34\x02\xE2\x00\x7D\xC2\x5F\x63\x0C\x00\x40\x00\x00\xF2\x0E\x0A\x7C\xF2\xAB\x0B\x30\x0C\xD9\x10\x00\x0F\x7B\x0B\x5D\x06\x6B\x05\xD8\xFA\x15\x04\x8C\x05\xC5\x0A\x2F\x10\x00\x0D\x0B\xF0\x99\x10\x00\x10\x00\x04\x6A\xF0\x79\x04\xE8\x0D\xFC\x10\x00\x0E\x2A\x06\x00\x04\x00\x0E\xAF\xF3\x81\x0A\x20\x0C\x54\x05\xFF\xF0\x00\x0F\xEE\x05\x89\x04\x95\xF7\xE0\x0F\x40\x10\x00\x08\x53\xF1\x58\x0A\x80\xF5\x1E\x04\x13\x04\xF2\x0B\x92\x10\x00\x07\x1F\x10\x00\x05\x56\xF5\xE2\x0B\x0D\x0F\x0B\x08\x00\xF8\xE8\x05\xF0\xF6\x3E\x05\x94\xF5\x13\x0C\x00\xFA\x4B\x0A\xF8\xF5\x94\x09\xFB\x07\x15\x0E\x80\x10\x00\x0A\x9B\xF2\x6D\x0B\x23\x08\x64\x04\x0F\x04\xA4\x0A\x37\xF9\xA7\x10\x00\xF9\x7D\x08\x80\xF0\x00\x0A\xF1\xFA\x94\x06\x00\x0C\x00\x0A\xB0\xF8\xD9\x07\x80\x04\x93\x08\x00\xF9\xD5\x08\x00\xF6\x95\x04\x01\xFC\x00\x0B\xC3\xF8\x00\x0B\x05\xF7\x71\x05\xB0\xF0\x00\x10\x00\xF7\xA3\x0F\xBC\xFB\xAF\x10\x00\x07\x32\x07\x00\xF7\xB5\x10\x00\x0B\x61\x0B\x3C\xF5\x8D\x09\x90\x04\x00\x0C\x00\x08\x25\x0D\x1E\x08\xCF\x08\x00\xF1\xA3\x0E\xBA\xF9\xFD\x08\x34\xF9\x17\x0E\x00\xF7\xFB\x09\xCE\x04\x00\x10\x00\x4C\x7E\x2B\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x43\x38\x60\x53\xBE\xEF\xD5\xE0\x01\x20\x00\x00\x50\x34\x02\x82\xDF\xD5\x00\x10\x79\xAC\x50\x34\x02\xE2\x00\x7D\xC2\x5F\x63\x0C\x00\x40\x00\x13\x22\x0E\x22\x84\xF2\xAB\x0B\x30\x2D\x38\x36\x5D\x0F\x7B\x0B\x5D\x18\x99\x2A\x06\xFA\x15\x04\x8C\x1B\x0E\x31\x19\x10\x00\x0D\x0B\xDB\x98\x40\x00\x10\x00\x04\x6A\x10\x79\x14\xE8\x0D\xFC\x10\x00\x19\xA1\x0F\x80\x04\x00\x0E\xAF\xE5\x7F\x11\x96\x0C\x54\x05\xFF\x0D\x45\x3F\xEE\x05\x89\x04\x95\xF1\x78\x2E\x89\x10\x00\x08\x53\xE0\xD1\x14\x40\xF5\x1E\x04\x13\x0F\x1C\x2B\x92\x10\x00\x07\x1F\xED\x89\x26\xFC\xF5\xE2\x0B\x0D\xF7\x0B\x2D\x34\xF8\xE8\x05\xF0\xFE\x7D\x23\x50\xF5\x13\x0C\x00\xD0\x13\x16\x85\xF5\x94\x09\xFB\xFE\xC3\x25\xC0\x10\x00\x0A\x9B\xDC\x92\x23\x34\x08\x64\x04\x0F\x21\xB2\x18\x68\xF9\xA7\x10\x00\x26\xF2\x23\x80\xF0\x00\x0A\xF1\x28\xEA\x0E\xC3\x0C\x00\x0A\xB0\xCD\x2E\x33\xE2\x04\x93\x08\x00\x09\xD5\x35\x00\xF6\x95\x04\x01\xCC\x9B\x2D\x68\xF8\x00\x0B\x05\x06\xE0\x0D\xB0\xF0\x00\x10\x00\x26\x35\x2A\xCC\xFB\xAF\x10\x00\x2C\x2F\x1E\x8B\xF7\xB5\x10\x00\x00\x56\x33\xE6\xF5\x8D\x09\x90\x2A\x45\x3B\xB8\x08\x25\x0D\x1E\xFC\xAC\x30\x79\xF1\xA3\x0E\xBA\xE3\xCC\x28\x34\xF9\x17\x0E\x00\x10\x20\x25\xC9\x04\x00\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x69\x4F\xE4\xBC\xC2\x5F\x63\x0C\xC2\x5F\x63\x0C\x13\x7D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x22\x0E\x22\x84\xC9\x70\x2D\x17\x2D\x38\x36\x5D\x2D\xBC\x26\x78\x18\x99\x2A\x06\xF1\xB6\x24\x8C\x1B\x0E\x31\x19\x30\x00\x2B\x06\xDB\x98\x40\x00\x1D\xBF\x34\x15\x10\x79\x14\xE8\xE9\x25\x33\x00\x19\xA1\x0F\x80\x2C\x52\x29\x11\xE5\x7F\x11\x96\xF4\x2B\x25\xFF\x0D\x45\x3F\xEE\x10\x76\x0B\xAC\xF1\x78\x2E\x89\x2D\x0B\x1B\x00\xE0\xD1\x14\x40\x16\xF6\x09\x7E\x0F\x1C\x2B\x92\x3E\x9D\x36\x39\xED\x89\x26\xFC\xE7\x21\x2E\x40\xF7\x0B\x2D\x34\xE5\x67\x29\xBC\xFE\x7D\x23\x50\xCF\x66\x39\xC3\xD0\x13\x16\x85\x1E\xB7\x36\x00\xFE\xC3\x25\xC0\xE0\x00\x0F\x21\xDC\x92\x23\x34\xE2\x99\x33\x13\x21\xB2\x18\x68\x22\x1E\x1C\x00\x26\xF2\x23\x80\xC1\x82\x13\xC8\x28\xEA\x0E\xC3\xE6\xA2\x1A\xB0\xCD\x2E\x33\xE2\x34\x93\x1D\xC2\x09\xD5\x35\x00\x1E\x2A\x1C\x01\xCC\x9B\x2D\x68\x04\x1C\x0F\x05\x06\xE0\x0D\xB0\x20\x00\x20\x92\x26\x35\x2A\xCC\xED\x80\x31\xE5\x2C\x2F\x1E\x8B\x13\xD6\x2C\xBD\x00\x56\x33\xE6\xD7\x42\x1D\x2D\x2A\x45\x3B\xB8\xDC\xC8\x37\xFD\xFC\xAC\x30\x79\x1F\x02\x2E\x10\xE3\xCC\x28\x34\xD9\x17\x1C\xC6\x10\x20\x25\xC9\xEE\xD6\x20\x3B\x4C\x7E\x2B\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCCE4D0BD), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC0000000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC0000000, 3705)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x16), ('P4rIngress.aggregator.count_exp.exponent', 0xAF)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD000156F), ('P4rIngress.aggregator.values_v00000.hi', 0x24962000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xE89422C0), ('P4rIngress.aggregator.values_v00001.hi', 0xF5C70A7B)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xE31028D7), ('P4rIngress.aggregator.values_v00010.hi', 0xF0002A2C)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xD7A92A47), ('P4rIngress.aggregator.values_v00011.hi', 0xD2C92580)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xDF0F2D80), ('P4rIngress.aggregator.values_v00100.hi', 0x19471000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xE3CD190E), ('P4rIngress.aggregator.values_v00101.hi', 0xD79B09FA)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xE9FB2AC8), ('P4rIngress.aggregator.values_v00110.hi', 0xDD683000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xE3391D95), ('P4rIngress.aggregator.values_v00111.hi', 0x12B82400)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xDD951FEA), ('P4rIngress.aggregator.values_v01000.hi', 0x23B91159)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x1CCC240B), ('P4rIngress.aggregator.values_v01001.hi', 0x09672951)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xEE061EB8), ('P4rIngress.aggregator.values_v01010.hi', 0x0BCD29D3)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xEB7F2000), ('P4rIngress.aggregator.values_v01011.hi', 0x1A6E3000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x0FE92000), ('P4rIngress.aggregator.values_v01100.hi', 0xD4962000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x291727EA), ('P4rIngress.aggregator.values_v01101.hi', 0x1EF71600)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x0F141CF6), ('P4rIngress.aggregator.values_v01110.hi', 0xF1361637)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x20DE2907), ('P4rIngress.aggregator.values_v01111.hi', 0x13731400)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x1DCC0B3B), ('P4rIngress.aggregator.values_v10000.hi', 0x1B5F3000)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xE8BC0747), ('P4rIngress.aggregator.values_v10001.hi', 0x044E2D8A)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xEA011D24), ('P4rIngress.aggregator.values_v10010.hi', 0xD0002600)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xDF3513BA), ('P4rIngress.aggregator.values_v10011.hi', 0xE1F72800)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x08B9190E), ('P4rIngress.aggregator.values_v10100.hi', 0xDEA62EE0)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE19A2A00), ('P4rIngress.aggregator.values_v10101.hi', 0x0DA719E1)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x19B90F69), ('P4rIngress.aggregator.values_v10110.hi', 0xF7841F88)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xD00D106B), ('P4rIngress.aggregator.values_v10111.hi', 0xD6AC1909)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xF8002DE9), ('P4rIngress.aggregator.values_v11000.hi', 0xD00019F7)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x249208A5), ('P4rIngress.aggregator.values_v11001.hi', 0xD3ED2A69)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x2EC71BF9), ('P4rIngress.aggregator.values_v11010.hi', 0xEE89231A)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x22532534), ('P4rIngress.aggregator.values_v11011.hi', 0x2CF50C00)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x300005F6), ('P4rIngress.aggregator.values_v11100.hi', 0x13D525AF)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x0D291000), ('P4rIngress.aggregator.values_v11101.hi', 0xD96B271D)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE40011B3), ('P4rIngress.aggregator.values_v11110.hi', 0xF9B41453)], 3705)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE1322400), ('P4rIngress.aggregator.values_v11111.hi', 0x07CB1000)], 3705)
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
                gc.KeyTuple('job_id', 0x755D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000563),
                gc.DataTuple('slot_count', 0x00001576),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8CCD4911),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x115E5364),
                gc.KeyTuple('src_port', 0x4D9E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x755D),
                gc.DataTuple('rank', 0x001D),
                gc.DataTuple('worker_index', 0x038A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\x5E\x53\x64\x00\x00\x00\x00\x4D\x9E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x75\x5D\x00\x1D\x8C\xCD\x49\x11\x09\x16\x00\x5B\xC0\x00\x00\x00\x00\x40\x00\x00\xF2\xF7\x08\xAA\x0D\xAB\x10\x00\xF4\x00\x0B\xFD\xFA\x76\x04\xA2\x09\x36\x08\x80\xF0\x12\x09\x7A\xF8\x4D\x06\xAD\xF8\x97\x0A\x20\xF1\x58\x06\x00\x07\xE7\x09\xB8\x0E\x59\x09\xA2\xF7\xC9\x10\x00\x0D\x08\x0A\x00\x07\xB3\x08\xDC\xF9\x63\x0F\x60\x06\x5F\x0E\x00\xF0\xC3\x0A\x2D\xF4\xA4\x0E\x96\xF0\x25\x08\xEF\xF2\xAF\x0C\x2B\x07\xF8\x0A\xEE\xF4\xD7\x0C\xB1\x09\x26\x08\xCB\x08\xF7\x0C\x20\xF0\x8D\x09\xAC\xF3\xFB\x0E\x86\x0D\xC3\x0A\x81\x07\xE7\x0A\x68\xFB\xEF\x0D\x00\xF3\x5D\x0E\x42\xF8\x1B\x08\x00\x0B\xF3\x06\xE0\x08\x6B\x0B\xAB\x0B\x4F\x0B\xFE\x0C\x45\x04\x5F\x0C\x48\x0A\x9F\xFA\x11\x10\x00\xFA\x4C\x0E\x00\xF8\x2E\x0D\x19\xF6\x51\x05\x40\x09\x5B\x10\x00\xF6\x17\x08\x00\xF6\x5E\x05\xFE\x07\xE9\x05\x80\x05\x57\x0A\xAC\xF5\xBD\x0B\xD0\x0D\xA3\x05\x2B\xF6\xFD\x05\x00\x04\xA7\x06\x25\x10\x00\x05\x0D\xF8\x00\x10\x00\xF7\x90\x07\x6F\x0F\xFD\x10\x00\x0F\x55\x0A\xF4\x08\x9F\x06\xEE\x07\xAF\x06\x9B\xF6\x5E\x08\x00\xFA\xF5\x0D\xB7\xF0\x00\x10\x00\x10\x00\x08\xAD\xF6\x3D\x0B\x10\x04\x31\x05\x00\x06\xCF\x0F\x6E\xFC\x00\x05\xAF\x33\x44\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x11\x5E\x53\x64\xBE\xEF\x4D\x9E\x01\x20\x00\x00\x50\x34\x02\x82\x75\x5D\x00\x1D\x8C\xCD\x49\x11\x09\x16\x00\x5B\xC0\x00\x00\x00\x00\x40\x00\x17\xC2\xF7\x1E\x19\x0D\xAB\x10\x00\xDC\x94\x2E\xBD\xFA\x76\x04\xA2\xEC\x46\x31\x57\xF0\x12\x09\x7A\xCF\xF6\x30\xF4\xF8\x97\x0A\x20\xD0\x67\x33\x80\x07\xE7\x09\xB8\xF2\x26\x22\xB0\xF7\xC9\x10\x00\xF7\x03\x34\xC8\x07\xB3\x08\xDC\xDC\x9C\x2C\xF5\x06\x5F\x0E\x00\xCE\x58\x2A\x17\xF4\xA4\x0E\x96\x0C\xF1\x2C\xFA\xF2\xAF\x0C\x2B\xF5\xFE\x29\xA6\xF4\xD7\x0C\xB1\xF4\xA5\x28\xCB\x08\xF7\x0C\x20\x00\x76\x29\xAC\xF3\xFB\x0E\x86\x36\xDA\x32\x6B\x07\xE7\x0A\x68\x0B\x03\x29\xF6\xF3\x5D\x0E\x42\x18\xF9\x31\x07\x0B\xF3\x06\xE0\x26\x37\x16\xE6\x0B\x4F\x0B\xFE\xF5\x01\x0B\xA6\x0C\x48\x0A\x9F\xE4\x12\x2D\x24\xFA\x4C\x0E\x00\xD7\x63\x20\xD3\xF6\x51\x05\x40\x12\x14\x29\x0E\xF6\x17\x08\x00\xD7\xF8\x2F\xFE\x07\xE9\x05\x80\x1F\x10\x1A\x15\xF5\xBD\x0B\xD0\xDD\xB0\x15\x96\xF6\xFD\x05\x00\xFC\xA7\x34\x0E\x10\x00\x05\x0D\x1C\x92\x18\xA5\xF7\x90\x07\x6F\x3E\xC4\x2B\xF9\x0F\x55\x0A\xF4\x2A\xF2\x2C\x22\x07\xAF\x06\x9B\x26\x5E\x0D\xF6\xFA\xF5\x0D\xB7\xFD\x29\x20\x00\x10\x00\x08\xAD\xDA\x3D\x1C\xC3\x04\x31\x05\x00\xE8\x01\x33\x6E\xFC\x00\x05\xAF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEC\xE4\xD0\xBD\xC0\x00\x00\x00\xC0\x00\x00\x00\x17\xAF\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xC2\xF7\x1E\x19\x32\x41\x30\x00\xDC\x94\x2E\xBD\xF0\x3D\x0F\x1D\xEC\x46\x31\x57\xE0\x12\x33\xA6\xCF\xF6\x30\xF4\xCB\x60\x2F\xA0\xD0\x67\x33\x80\x21\x2E\x19\xB8\xF2\x26\x22\xB0\xCF\x64\x19\xFA\xF7\x03\x34\xC8\xE5\x1B\x38\xDC\xDC\x9C\x2C\xF5\x19\x17\x32\x00\xCE\x58\x2A\x17\x18\x5D\x1F\xEF\x0C\xF1\x2C\xFA\xFC\x16\x35\x7C\xF5\xFE\x29\xA6\x00\xA4\x36\x84\xF4\xA5\x28\xCB\x23\x65\x3C\x20\x00\x76\x29\xAC\xC8\x91\x2E\x86\x36\xDA\x32\x6B\x26\xDE\x20\x68\x0B\x03\x29\xF6\xE4\x93\x24\x79\x18\xF9\x31\x07\x1F\x66\x1A\xE0\x26\x37\x16\xE6\x26\xAE\x3B\xFE\xF5\x01\x0B\xA6\x10\x96\x38\x29\xE4\x12\x2D\x24\xCA\x4C\x34\x00\xD7\x63\x20\xD3\xD8\x48\x2D\x40\x12\x14\x29\x0E\xD4\xBD\x36\xE0\xD7\xF8\x2F\xFE\x15\x90\x1F\x61\x1F\x10\x1A\x15\xED\x41\x2B\x58\xDD\xB0\x15\x96\xCD\xA9\x1E\x09\xFC\xA7\x34\x0E\xE0\x00\x1F\x04\x1C\x92\x18\xA5\xCB\x7D\x31\xD8\x3E\xC4\x2B\xF9\xFD\xDE\x2E\x0E\x2A\xF2\x2C\x22\x34\xA4\x12\x9B\x26\x5E\x0D\xF6\x0E\xCA\x33\x66\xFD\x29\x20\x00\xE9\x6B\x2F\xCA\xDA\x3D\x1C\xC3\xFD\xE5\x19\x53\xE8\x01\x33\x6E\x03\xCB\x15\xAF\x33\x44\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4AE0186C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0C31953E)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0C31953E, 4049)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x10FA1600), ('P4rIngress.aggregator.values_v00000.hi', 0xF8011CFD)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xFA0B1B57), ('P4rIngress.aggregator.values_v00001.hi', 0xDCE62000)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xEBC52FBE), ('P4rIngress.aggregator.values_v00010.hi', 0x276C231B)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x04352D42), ('P4rIngress.aggregator.values_v00011.hi', 0x0D212D3A)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x16343000), ('P4rIngress.aggregator.values_v00100.hi', 0xE9072000)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x0C652518), ('P4rIngress.aggregator.values_v00101.hi', 0x08772BA0)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xDABB0989), ('P4rIngress.aggregator.values_v00110.hi', 0x2E282712)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x047E0C69), ('P4rIngress.aggregator.values_v00111.hi', 0xDA570E63)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x2AF33000), ('P4rIngress.aggregator.values_v01000.hi', 0x10000760)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x2CAD088B), ('P4rIngress.aggregator.values_v01001.hi', 0x04BC1ACE)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x30001800), ('P4rIngress.aggregator.values_v01010.hi', 0xD27C0EE0)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xE98523EE), ('P4rIngress.aggregator.values_v01011.hi', 0xF5A53000)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xD8992901), ('P4rIngress.aggregator.values_v01100.hi', 0xEF9420BD)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xDDD52777), ('P4rIngress.aggregator.values_v01101.hi', 0xE56B130A)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x17B0216E), ('P4rIngress.aggregator.values_v01110.hi', 0xDED71540)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xE7C10A39), ('P4rIngress.aggregator.values_v01111.hi', 0x1B951BEF)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD0AB0FC4), ('P4rIngress.aggregator.values_v10000.hi', 0xF7E11DDB)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xFC000620), ('P4rIngress.aggregator.values_v10001.hi', 0x21691982)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x1E052F20), ('P4rIngress.aggregator.values_v10010.hi', 0x18000530)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE455153A), ('P4rIngress.aggregator.values_v10011.hi', 0xED400495)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x091B1A5A), ('P4rIngress.aggregator.values_v10100.hi', 0x2B3A2A7E)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x07E1066A), ('P4rIngress.aggregator.values_v10101.hi', 0x2A411000)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x223B176A), ('P4rIngress.aggregator.values_v10110.hi', 0x2F1C1D26)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xE8BF2940), ('P4rIngress.aggregator.values_v10111.hi', 0x0B4A2000)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x0C002529), ('P4rIngress.aggregator.values_v11000.hi', 0x19F91600)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD9B31620), ('P4rIngress.aggregator.values_v11001.hi', 0x25A70C4F)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xE6351AF9), ('P4rIngress.aggregator.values_v11010.hi', 0x2DC70953)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x2B1806D2), ('P4rIngress.aggregator.values_v11011.hi', 0xFAC51800)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xDA8A0577), ('P4rIngress.aggregator.values_v11100.hi', 0x19073000)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x1D252000), ('P4rIngress.aggregator.values_v11101.hi', 0x15F109EF)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x152305E3), ('P4rIngress.aggregator.values_v11110.hi', 0x06131163)], 4049)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x30002000), ('P4rIngress.aggregator.values_v11111.hi', 0xE5FF0757)], 4049)
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
                gc.KeyTuple('job_id', 0x2C5D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000932),
                gc.DataTuple('slot_count', 0x0000083A),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC8A80615),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x450068DF),
                gc.KeyTuple('src_port', 0x10FD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2C5D),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0335),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x45\x00\x68\xDF\x00\x00\x00\x00\x10\xFD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2C\x5D\x00\x0E\xC8\xA8\x06\x15\x06\x9F\x06\xC2\x0C\x31\x95\x3E\x00\x40\x00\x00\x0B\x1B\x07\x5A\x0F\xF9\x06\xAD\x07\xFA\x05\x3D\xF8\x00\x09\x1A\x0B\x4B\x0A\x97\x08\xCE\x09\x67\x06\x9A\x0C\x00\x0C\x00\x0D\xA9\x07\x3A\x0C\x4F\x0D\x1D\x10\x00\xF7\xED\x09\x72\xF3\x09\x05\x9D\xFA\x25\x06\x8F\xF4\x00\x0A\xA9\x09\x76\x0B\x28\x0F\xBD\x0E\x00\x0F\x61\x10\x00\x10\x00\x0A\x80\x0D\x1D\x08\x00\xF5\x6E\x08\x00\xFC\x00\x0B\x63\x06\xDA\x08\x00\xF0\x00\x0F\xED\xF2\x36\x07\xDA\x0F\x9D\x0E\x90\x06\x77\x08\x00\xF8\x3D\x0A\x0C\x07\x27\x10\x00\x0C\x00\x08\x00\xF9\x52\x04\x80\xF0\x00\x0E\x1C\xFB\x7B\x05\xBB\x08\xA5\x0C\x00\xFB\x13\x09\xDC\xF2\x58\x0B\x57\x05\x4B\x10\x00\xFB\xA7\x0B\x77\xF4\x00\x04\xBE\xF7\x1F\x0E\x94\xF6\x21\x10\x00\xFB\xB3\x0B\x2B\xF0\x00\x08\x71\xF9\x61\x08\x00\xF7\x29\x0E\x00\xF9\xAE\x08\x00\xF0\xDF\x05\xC7\x0C\x71\x10\x00\xF1\x9D\x06\x76\xF9\x11\x0A\xD0\x06\xCA\x06\x21\x07\x49\x0A\xB1\x0F\x58\x06\xAD\x04\xB3\x06\xA9\x04\xA7\x05\x99\xF1\x18\x08\x2F\x0B\xD3\x0B\x03\xF4\x0A\x0C\x82\xFC\x00\x10\x00\x04\x05\x05\x68\xF1\x95\x06\xB4\x04\x00\x0B\x18\x08\x2A\x0B\xC3\xF7\x7F\x06\x00\xF3\x11\x08\x64\xCF\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x45\x00\x68\xDF\xBE\xEF\x10\xFD\x01\x20\x00\x00\x50\x34\x02\x82\x2C\x5D\x00\x0E\xC8\xA8\x06\x15\x06\x9F\x00\xC2\x0C\x31\x95\x3E\x00\x40\x00\x15\x1C\x15\x1D\x5A\x0F\xF9\x06\xAD\x02\x05\x20\x94\xF8\x00\x09\x1A\xF7\x10\x3A\x55\x08\xCE\x09\x67\x0A\xCF\x39\x42\x0C\x00\x0D\xA9\x1D\x6E\x3C\x4F\x0D\x1D\x10\x00\x04\x52\x2E\x8A\xF3\x09\x05\x9D\xD4\xE0\x10\x18\xF4\x00\x0A\xA9\x0D\xF4\x17\x91\x0F\xBD\x0E\x00\x3A\x54\x40\x00\x10\x00\x0A\x80\x39\xCA\x10\x8B\xF5\x6E\x08\x00\x2C\x00\x23\x63\x06\xDA\x08\x00\xD9\x85\x33\xDB\xF2\x36\x07\xDA\xE8\x36\x37\x91\x06\x77\x08\x00\xD6\x12\x31\x83\x07\x27\x10\x00\x23\xB0\x29\x6E\xF9\x52\x04\x80\xD7\xC1\x18\x55\xFB\x7B\x05\xBB\xD9\x50\x1B\xC4\xFB\x13\x09\xDC\xEE\x58\x11\x77\x05\x4B\x10\x00\x19\xAC\x3A\x97\xF4\x00\x04\xBE\xDB\x74\x23\xCE\xF6\x21\x10\x00\x04\xCE\x25\x85\xF0\x00\x08\x71\x01\x42\x0E\x6A\xF7\x29\x0E\x00\x1B\xE9\x1F\x6A\xF0\xDF\x05\xC7\xF5\x30\x39\x40\xF1\x9D\x06\x76\x05\x11\x2F\xF9\x06\xCA\x06\x21\xE0\xFC\x20\xD1\x0F\x58\x06\xAD\xEA\xE8\x21\xA2\x04\xA7\x05\x99\x1C\x30\x0F\x01\x0B\xD3\x0B\x03\xCE\x94\x11\xF9\xFC\x00\x10\x00\x21\x2A\x25\x68\xF1\x95\x06\xB4\x19\x23\x10\xFB\x08\x2A\x0B\xC3\x27\x7F\x26\x00\xF3\x11\x08\x64\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x4A\xE0\x58\x6C\x0C\x31\x95\x3E\x0C\x31\x95\x3E\x15\xC2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x1C\x15\x1D\x5A\x07\xFA\x23\xAA\x02\x05\x20\x94\xD4\xE6\x29\x1A\xF7\x10\x3A\x55\x30\x3A\x2C\x82\x0A\xCF\x39\x42\x19\x21\x3A\xE3\x1D\x6E\x3C\x4F\xF6\x24\x30\x00\x04\x52\x2E\x8A\xFB\x80\x31\x3D\xD4\xE0\x10\x18\x22\x28\x31\xBB\x0D\xF4\x17\x91\xEA\x14\x1C\x63\x3A\x54\x40\x00\x20\x00\x11\xE0\x39\xCA\x10\x8B\xFA\x2A\x22\xCE\x2C\x00\x23\x63\xD9\x56\x16\xE0\xD9\x85\x33\xDB\xE7\xDB\x37\xDA\xE8\x36\x37\x91\xF6\x0B\x28\xBD\xD6\x12\x31\x83\xEC\x92\x23\x0A\x23\xB0\x29\x6E\xD8\x29\x19\xC0\xD7\xC1\x18\x55\x17\x10\x21\xAA\xD9\x50\x1B\xC4\xF2\xF4\x27\xB7\xEE\x58\x11\x77\x26\xB4\x29\x82\x19\xAC\x3A\x97\x0C\x00\x09\xEE\xDB\x74\x23\xCE\xE3\x61\x14\x95\x04\xCE\x25\x85\x1B\x3A\x32\xEF\x01\x42\x0E\x6A\x21\x6A\x1E\x00\x1B\xE9\x1F\x6A\x1F\xFB\x22\xED\xF5\x30\x39\x40\xFC\xE7\x26\x76\x05\x11\x2F\xF9\x20\xC3\x1C\x21\xE0\xFC\x20\xD1\x34\xFF\x12\xFC\xEA\xE8\x21\xA2\x32\x6E\x0E\xEC\x1C\x30\x0F\x01\x06\x98\x23\x03\xCE\x94\x11\xF9\x15\x07\x40\x00\x21\x2A\x25\x68\x07\x86\x10\xA3\x19\x23\x10\xFB\x0E\x3D\x1D\x26\x27\x7F\x26\x00\xD9\x10\x0F\xBB\xCF\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xF00B1335), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEA1A41A0)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEA1A41A0, 1525)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x76)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xF4842EB1), ('P4rIngress.aggregator.values_v00000.hi', 0x07E6199F)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xD19F1680), ('P4rIngress.aggregator.values_v00001.hi', 0x0867148F)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xDD361000), ('P4rIngress.aggregator.values_v00010.hi', 0xFC002B10)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xDBDB0650), ('P4rIngress.aggregator.values_v00011.hi', 0x1EED2FB3)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xD2EE2141), ('P4rIngress.aggregator.values_v00100.hi', 0x053E0C00)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x18CD2000), ('P4rIngress.aggregator.values_v00101.hi', 0x13DF2747)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x2C6E1659), ('P4rIngress.aggregator.values_v00110.hi', 0xD77F21F9)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x0A4D288D), ('P4rIngress.aggregator.values_v00111.hi', 0xDB52205C)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xF6871B5F), ('P4rIngress.aggregator.values_v01000.hi', 0xD0890CFA)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x19D61B03), ('P4rIngress.aggregator.values_v01001.hi', 0xFB630C00)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xDB2A192A), ('P4rIngress.aggregator.values_v01010.hi', 0x27A5125F)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xD0271ECB), ('P4rIngress.aggregator.values_v01011.hi', 0xE8002000)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x2E790547), ('P4rIngress.aggregator.values_v01100.hi', 0x165B2000)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xF895233A), ('P4rIngress.aggregator.values_v01101.hi', 0xEAE328CD)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x04002B7F), ('P4rIngress.aggregator.values_v01110.hi', 0x0FBD1DB5)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x18000C00), ('P4rIngress.aggregator.values_v01111.hi', 0x134E1DDF)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x269A168E), ('P4rIngress.aggregator.values_v10000.hi', 0x0CB52000)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x232C1600), ('P4rIngress.aggregator.values_v10001.hi', 0x104328A2)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x12F20B81), ('P4rIngress.aggregator.values_v10010.hi', 0xF4002200)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x2AF61F49), ('P4rIngress.aggregator.values_v10011.hi', 0xD62D0A00)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xFB881BB7), ('P4rIngress.aggregator.values_v10100.hi', 0x0CBB0789)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x1A572539), ('P4rIngress.aggregator.values_v10101.hi', 0xDF93264B)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x102C09B6), ('P4rIngress.aggregator.values_v10110.hi', 0x1CC42851)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x08F02CA8), ('P4rIngress.aggregator.values_v10111.hi', 0xEA7B2000)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x1D681822), ('P4rIngress.aggregator.values_v11000.hi', 0x10003000)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD196064F), ('P4rIngress.aggregator.values_v11001.hi', 0x1F4D070C)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x1D0528D3), ('P4rIngress.aggregator.values_v11010.hi', 0x0ABB3000)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x2ADD2000), ('P4rIngress.aggregator.values_v11011.hi', 0xD000175D)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x1727221E), ('P4rIngress.aggregator.values_v11100.hi', 0xF4752B8F)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xF2C71D6A), ('P4rIngress.aggregator.values_v11101.hi', 0xD96A2BA3)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE78216E0), ('P4rIngress.aggregator.values_v11110.hi', 0x10002320)], 1525)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x12152976), ('P4rIngress.aggregator.values_v11111.hi', 0xE0002000)], 1525)
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
                gc.KeyTuple('job_id', 0x0017),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F5),
                gc.DataTuple('slot_count', 0x000013C2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x64590327),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x5E20AA2D),
                gc.KeyTuple('src_port', 0xEEF2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0017),
                gc.DataTuple('rank', 0x001A),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\x20\xAA\x2D\x00\x00\x00\x00\xEE\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\x17\x00\x1A\x64\x59\x03\x27\x00\x00\x00\xD0\xEA\x1A\x41\xA0\x00\x40\x00\x00\xF7\x93\x0D\x2F\xF4\xFE\x0B\x33\x07\x5B\x09\xCB\xF5\x1E\x0E\xCD\x05\x2B\x07\x46\x10\x00\x0D\xDE\x08\x00\x0A\x93\xFA\xF9\x05\x03\xF8\x89\x06\x73\xF7\xB2\x0D\x5A\x06\x67\x0C\x33\xFA\xB4\x04\x9C\x0C\xE7\x0C\xD2\xF7\xC1\x10\x00\x0C\x00\x09\x6B\xF6\xB0\x0E\x00\xF6\xA5\x0F\x76\xF6\x1C\x05\xD8\x0F\xBF\x0B\x80\xF2\x33\x0A\xBA\xFC\x00\x05\x80\xF7\x37\x10\x00\xF0\x12\x04\x00\xF0\x00\x07\x3B\x09\x12\x0D\x6A\x0D\x2B\x0C\xEE\x05\x94\x05\x4A\xF6\x2D\x09\xC3\xF4\x00\x04\x38\xF1\x09\x0D\xA8\x08\x00\x10\x00\x07\x47\x0B\x68\xF8\x00\x0F\xD6\xF4\x00\x06\x00\x10\x00\x09\x5E\xF6\xD7\x10\x00\x0F\x27\x0D\x00\xF4\xA2\x06\xD9\x0B\xA8\x10\x00\xFA\x43\x07\x00\xF0\x00\x0B\x0D\xF4\x3F\x07\x92\x0B\xE6\x0C\x00\x05\x3B\x10\x00\x0F\x27\x10\x00\x08\x00\x0E\x30\x04\x00\x0F\x80\xF0\x00\x06\x47\x0B\x1F\x05\xC4\xF6\x5F\x0C\x2B\xF8\xDD\x09\x5A\x0B\xB3\x0A\x7A\xF4\x74\x05\x3C\xF9\xB3\x09\x1A\xF9\x33\x08\xF2\x10\x00\x0E\x00\x0B\xD1\x07\xBA\xF5\xED\x0D\xE8\xF8\xBD\x06\x91\xFB\x16\x06\xC1\x05\x1A\x08\x00\x05\xFB\x10\x00\xF8\x54\x08\xF0\xF2\x69\x10\x00\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5E\x20\xAA\x2D\xBE\xEF\xEE\xF2\x01\x20\x00\x00\x50\x34\x02\x82\x00\x17\x00\x1A\x64\x59\x03\x27\x00\x00\x00\xD0\xEA\x1A\x41\xA0\x00\x40\x00\x20\xEC\x17\x3B\xE0\xF4\xFE\x0B\x33\xD8\xFA\x20\x4B\xF5\x1E\x0E\xCD\xE2\x61\x17\x46\x10\x00\x0D\xDE\xE3\xDB\x10\xE3\xFA\xF9\x05\x03\xCB\x77\x27\xB4\xF7\xB2\x0D\x5A\x1F\x34\x2C\x33\xFA\xB4\x04\x9C\x39\x55\x23\x2B\xF7\xC1\x10\x00\x16\x4D\x31\xF8\xF6\xB0\x0E\x00\xED\x2C\x2A\xD5\xF6\x1C\x05\xD8\x29\x95\x26\x83\xF2\x33\x0A\xBA\xD7\x2A\x1E\xAA\xF7\x37\x10\x00\xC0\x39\x22\xCB\xF0\x00\x07\x3B\x37\x8B\x12\xB1\x0D\x2B\x0C\xEE\xFE\x29\x28\x84\xF6\x2D\x09\xC3\xF8\x00\x2F\xB7\xF1\x09\x0D\xA8\x20\x00\x1C\x00\x07\x47\x0B\x68\x1E\x9A\x26\x64\xF4\x00\x06\x00\x33\x2C\x1F\x5E\xF6\xD7\x10\x00\x22\x19\x18\x81\xF4\xA2\x06\xD9\x36\x9E\x2F\x49\xFA\x43\x07\x00\xEB\x88\x26\xC4\xF4\x3F\x07\x92\x26\x3D\x31\x39\x05\x3B\x10\x00\x1F\x53\x19\xB6\x08\x00\x0E\x30\x0C\xF0\x3C\x28\xF0\x00\x06\x47\x28\x87\x1D\xE6\xF6\x5F\x0C\x2B\xCA\x73\x0F\xA9\x0B\xB3\x0A\x7A\x11\x79\x2E\x0F\xF9\xB3\x09\x1A\x24\x10\x28\xF2\x10\x00\x0E\x00\x22\xF8\x29\xD8\xF5\xED\x0D\xE8\xEB\x84\x23\xFB\xFB\x16\x06\xC1\xEC\x9C\x1E\xE0\x05\xFB\x10\x00\x0A\x69\x32\x66\xF2\x69\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF4\x0B\x13\x35\xEA\x1A\x41\xA0\xEA\x1A\x41\xA0\x20\xD0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xEC\x17\x3B\xE0\xFC\xE4\x24\xD2\xD8\xFA\x20\x4B\xFD\x85\x23\x5C\xE2\x61\x17\x46\x0C\x00\x38\xEE\xE3\xDB\x10\xE3\x19\xE6\x34\xB6\xCB\x77\x27\xB4\xFC\xF0\x19\x5A\x1F\x34\x2C\x33\x0E\x93\x2B\xE3\x39\x55\x23\x2B\xCF\x40\x31\xF9\x16\x4D\x31\xF8\xD2\x02\x2E\x5C\xED\x2C\x2A\xD5\xC6\xA5\x12\xD2\x29\x95\x26\x83\xED\x96\x16\xBA\xD7\x2A\x1E\xAA\x1E\xDC\x22\x5F\xC0\x39\x22\xCB\xD8\x00\x27\x3B\x37\x8B\x12\xB1\x23\x86\x2C\xEE\xFE\x29\x28\x84\xE1\x10\x32\x90\xF8\x00\x2F\xB7\x00\xC6\x2B\x5D\x20\x00\x1C\x00\x1A\x95\x29\x47\x1E\x9A\x26\x64\x00\xB5\x26\x00\x33\x2C\x1F\x5E\x07\x1A\x38\xA2\x22\x19\x18\x81\xE8\xA2\x28\xD9\x36\x9E\x2F\x49\xD0\x70\x11\x00\xEB\x88\x26\xC4\x00\xFA\x0F\x1B\x26\x3D\x31\x39\xE4\xCE\x36\x4B\x1F\x53\x19\xB6\x24\xC4\x36\x81\x0C\xF0\x3C\x28\xDA\x7B\x26\x47\x28\x87\x1D\xE6\x06\x5F\x3C\x2B\xCA\x73\x0F\xA9\x2B\x00\x11\x86\x11\x79\x2E\x0F\x04\x6E\x39\x1A\x24\x10\x28\xF2\xE0\x00\x25\x5D\x22\xF8\x29\xD8\xEA\x62\x39\x77\xEB\x84\x23\xFB\xD4\x80\x32\x64\xEC\x9C\x1E\xE0\x15\xFB\x33\x20\x0A\x69\x32\x66\xD2\x69\x30\x00\xBC\xF6\x26\xB0\xF5\x9D\x7C\xC7\x38\x32\xBB\x0F\x8A\x7B\xD1\x56\xE7\x52\x73\xB3\x82\xDA\x2A\xEB\xC9\x9E\xE8\xAD\xBF\xF6\xB6\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x63\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x3F\x00\x00\x00\x00\x00\x00\x40\x00\x00\x02\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC\xBC\x58\xF0\xA8\xC4\x26\x6D\xD2\x75\x61\xC6\x67\xB2\x61\x84\x6D\x63\x48\xAE\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xDAF0FCE7), ('P4rIngress.aggregator.bitmap_seq.seq', 0x9CD2C000)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x9CD2C000, 2966)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0A), ('P4rIngress.aggregator.count_exp.exponent', 0xE5)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xFB2D19E6), ('P4rIngress.aggregator.values_v00000.hi', 0xF2411BC5)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xD1932B4C), ('P4rIngress.aggregator.values_v00001.hi', 0xED5F150B)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x1A452600), ('P4rIngress.aggregator.values_v00010.hi', 0x206522BF)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF55220AB), ('P4rIngress.aggregator.values_v00011.hi', 0x2183114E)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xEDC61600), ('P4rIngress.aggregator.values_v00100.hi', 0xEE9B24D6)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xF15F22E2), ('P4rIngress.aggregator.values_v00101.hi', 0x06AC1E20)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xDF371F6D), ('P4rIngress.aggregator.values_v00110.hi', 0xF6441F33)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xDC8F2000), ('P4rIngress.aggregator.values_v00111.hi', 0xDD380783)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x2BA21B63), ('P4rIngress.aggregator.values_v01000.hi', 0xE0791800)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x0400224D), ('P4rIngress.aggregator.values_v01001.hi', 0x2106188A)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xF55B2081), ('P4rIngress.aggregator.values_v01010.hi', 0xD0001B80)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x1A520D22), ('P4rIngress.aggregator.values_v01011.hi', 0x04571987)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xE5712E80), ('P4rIngress.aggregator.values_v01100.hi', 0xFAB3263B)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x06D63000), ('P4rIngress.aggregator.values_v01101.hi', 0x204C04C0)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD81D0E80), ('P4rIngress.aggregator.values_v01110.hi', 0x068D0BD5)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x07C509DF), ('P4rIngress.aggregator.values_v01111.hi', 0x218A1C91)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xEC201512), ('P4rIngress.aggregator.values_v10000.hi', 0x28E93000)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xFBD11108), ('P4rIngress.aggregator.values_v10001.hi', 0x22B92000)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x0F991AC0), ('P4rIngress.aggregator.values_v10010.hi', 0xE4001380)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x1000110A), ('P4rIngress.aggregator.values_v10011.hi', 0x0B1B2800)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xD0000C00), ('P4rIngress.aggregator.values_v10100.hi', 0xE785145F)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x22EF3000), ('P4rIngress.aggregator.values_v10101.hi', 0xE31A127E)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xD0E605C0), ('P4rIngress.aggregator.values_v10110.hi', 0x0FDE217A)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x24001400), ('P4rIngress.aggregator.values_v10111.hi', 0xD9731364)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x140027DD), ('P4rIngress.aggregator.values_v11000.hi', 0xDCB32040)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xF59E1889), ('P4rIngress.aggregator.values_v11001.hi', 0x28AC298F)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x0BD621F0), ('P4rIngress.aggregator.values_v11010.hi', 0x240021B0)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE32F1A21), ('P4rIngress.aggregator.values_v11011.hi', 0x27DF23AB)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xF16E23EE), ('P4rIngress.aggregator.values_v11100.hi', 0x2FCD21B3)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x2CEB1C9F), ('P4rIngress.aggregator.values_v11101.hi', 0xD568164B)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE4BB1000), ('P4rIngress.aggregator.values_v11110.hi', 0xEC002500)], 2966)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE02E0B5D), ('P4rIngress.aggregator.values_v11111.hi', 0xFBDA26D4)], 2966)
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
                gc.KeyTuple('job_id', 0x83CE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B54),
                gc.DataTuple('slot_count', 0x00000197),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB8175AA9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x426F6F75),
                gc.KeyTuple('src_port', 0x4855),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x83CE),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x030F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\x6F\x6F\x75\x00\x00\x00\x00\x48\x55\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x83\xCE\x00\x03\xB8\x17\x5A\xA9\x00\x42\x02\xB2\x9C\xD2\xC0\x00\x00\x40\x00\x00\x05\xBD\x10\x00\xFA\xDA\x10\x00\xF7\xA8\x0C\x4E\x09\xCB\x06\x80\x07\xF9\x06\xC5\xFB\x0B\x0B\x3F\xF4\xD6\x0F\x14\xFC\x00\x07\xBD\x04\x00\x10\x00\xF9\xDF\x0A\x75\x05\x83\x10\x00\xF7\xE4\x09\xE0\xF7\xF7\x05\x23\x0B\x20\x0E\x3B\x0B\x4B\x07\x61\x05\x54\x0F\x5A\x0F\x12\x0C\x55\xF9\x07\x08\x80\xF7\xCF\x08\x6F\x07\xEB\x0C\xDD\x05\x8B\x10\x00\xF7\x75\x08\x00\x10\x00\x10\x00\xF7\x05\x06\xBD\x06\x58\x05\xA5\x0C\x38\x0E\x58\x0A\x56\x08\x00\x0F\x19\x0A\xE2\x0B\x4F\x07\x89\xF0\x9E\x04\x5B\xF5\xBC\x04\x31\xF1\xE4\x07\xD8\xF8\x00\x09\x7F\xF8\x85\x0A\x00\x07\x3C\x0E\x00\xF3\x08\x10\x00\xF0\xA1\x04\x00\xF0\x00\x0C\xA1\xF3\x93\x0E\xC3\xF5\x46\x10\x00\x09\x5C\x05\xC1\xF8\xBB\x0A\x80\xF2\x0C\x0E\x8E\xFA\x27\x0F\x63\xF8\x74\x07\x5F\x05\xDF\x0D\x57\x10\x00\x04\xDA\xFA\x23\x08\x00\x10\x00\x06\x00\x07\x51\x0C\xD2\xF8\x7A\x10\x00\xF7\x77\x0D\x27\x0E\x2E\x08\x00\x10\x00\x09\x54\xF1\x40\x0E\x90\x06\xDA\x05\x90\x08\x00\x07\x44\xF0\x6A\x10\x00\xF0\xE4\x09\x78\xF0\xBD\x0D\xF9\xF1\xFE\x0E\xC5\x07\x16\x0C\x3A\xFC\x00\x0C\x00\xF1\x42\x08\x87\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x42\x6F\x6F\x75\xBE\xEF\x48\x55\x01\x20\x00\x00\x50\x34\x02\x82\x83\xCE\x00\x03\xB8\x17\x5A\xA9\x00\x42\x00\xB2\x9C\xD2\xC0\x00\x00\x40\x00\x0B\x00\xEA\x29\xE6\xFA\xDA\x10\x00\xC9\x3B\x37\x9A\x09\xCB\x06\x80\x22\x3E\x2C\xC5\xFB\x0B\x0B\x3F\xEA\x28\x2F\xBF\xFC\x00\x07\xBD\xF1\xC6\x26\x00\xF9\xDF\x0A\x75\xF6\xE2\x32\xE2\xF7\xE4\x09\xE0\xD7\x2E\x24\x90\x0B\x20\x0E\x3B\xE7\xDA\x27\x61\x05\x54\x0F\x5A\x3A\xB4\x27\xB8\xF9\x07\x08\x80\xFB\xCF\x2A\xBC\x07\xEB\x0C\xDD\xFA\xE6\x30\x81\xF7\x75\x08\x00\x2A\x52\x1D\x22\xF7\x05\x06\xBD\xEB\xC9\x34\x25\x0C\x38\x0E\x58\x11\x2C\x38\x00\x0F\x19\x0A\xE2\xE3\x6C\x16\x09\xF0\x9E\x04\x5B\xFD\x81\x0E\x10\xF1\xE4\x07\xD8\xE4\x20\x1E\x91\xF8\x85\x0A\x00\x03\x0D\x1F\x08\xF3\x08\x10\x00\x00\x3A\x1E\xC0\xF0\x00\x0C\xA1\x03\x93\x1F\xCD\xF5\x46\x10\x00\xD9\x5C\x11\xC1\xF8\xBB\x0A\x80\x14\xFB\x3E\x8E\xFA\x27\x0F\x63\xC9\x5A\x0D\x1F\x05\xDF\x0D\x57\x34\x00\x18\xDA\xFA\x23\x08\x00\x24\x00\x2D\xDD\x07\x51\x0C\xD2\xEE\x18\x28\x89\xF7\x77\x0D\x27\x1A\x04\x29\xF0\x10\x00\x09\x54\xD4\x6F\x28\xB1\x06\xDA\x05\x90\xF9\x6E\x2B\x32\xF0\x6A\x10\x00\x1D\xCF\x26\x17\xF0\xBD\x0D\xF9\xD6\xB9\x1E\xC5\x07\x16\x0C\x3A\xDC\x2E\x17\x5D\xF1\x42\x08\x87\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDA\xF0\xFC\xEF\x9C\xD2\xC0\x00\x9C\xD2\xC0\x00\x0B\xE5\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\xEA\x29\xE6\xED\x1B\x2B\xC5\xC9\x3B\x37\x9A\xF7\x2A\x1B\x8B\x22\x3E\x2C\xC5\x1B\x70\x2D\xFE\xEA\x28\x2F\xBF\x1D\x83\x19\x0B\xF1\xC6\x26\x00\xE8\x7A\x2F\x4B\xF6\xE2\x32\xE2\xFE\x90\x28\x00\xD7\x2E\x24\x90\x01\x64\x2D\x6E\xE7\xDA\x27\x61\xE2\x8C\x16\xDD\x3A\xB4\x27\xB8\xD9\x80\x20\x80\xFB\xCF\x2A\xBC\x28\xF1\x25\x67\xFA\xE6\x30\x81\xC7\x75\x23\x80\x2A\x52\x1D\x22\xFB\x5C\x20\x44\xEB\xC9\x34\x25\x06\xEB\x34\x93\x11\x2C\x38\x00\x2F\x65\x0F\xA2\xE3\x6C\x16\x09\xF7\x2B\x10\x30\xFD\x81\x0E\x10\x13\x6E\x24\x69\xE4\x20\x1E\x91\x21\x6E\x3A\x00\x03\x0D\x1F\x08\x15\xC1\x30\x00\x00\x3A\x1E\xC0\xD4\x00\x20\x21\x03\x93\x1F\xCD\x00\x61\x38\x00\xD9\x5C\x11\xC1\xE0\x40\x1E\xDF\x14\xFB\x3E\x8E\xDD\x41\x21\xE1\xC9\x5A\x0D\x1F\x15\xBD\x2E\xD1\x34\x00\x18\xDA\xD3\x96\x1B\x64\x24\x00\x2D\xDD\xE4\x04\x2D\x12\xEE\x18\x28\x89\x20\x23\x36\xB6\x1A\x04\x29\xF0\x34\x00\x2B\x04\xD4\x6F\x28\xB1\x2E\xB9\x29\x3B\xF9\x6E\x2B\x32\x20\x37\x31\xB3\x1D\xCF\x26\x17\xC6\x25\x24\x44\xD6\xB9\x1E\xC5\xF3\x16\x31\x3A\xDC\x2E\x17\x5D\xED\x1C\x2F\x5B\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8C92B158), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3A199E39)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3A199E39, 6129)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x3F)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD78E2475), ('P4rIngress.aggregator.values_v00000.hi', 0x1E571800)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x13402273), ('P4rIngress.aggregator.values_v00001.hi', 0xF8AC1800)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x238D1459), ('P4rIngress.aggregator.values_v00010.hi', 0xEF5B2C00)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xE49B15FE), ('P4rIngress.aggregator.values_v00011.hi', 0x0B762000)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x1ADD14F8), ('P4rIngress.aggregator.values_v00100.hi', 0xD0E50800)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDB8A109B), ('P4rIngress.aggregator.values_v00101.hi', 0xE99F1C47)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xE4B61DD7), ('P4rIngress.aggregator.values_v00110.hi', 0x2C9C0B8E)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x0CE320C4), ('P4rIngress.aggregator.values_v00111.hi', 0xF79D2FD0)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xD29620FE), ('P4rIngress.aggregator.values_v01000.hi', 0xD3E010F3)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF6623000), ('P4rIngress.aggregator.values_v01001.hi', 0x09EE2207)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x2AD721FB), ('P4rIngress.aggregator.values_v01010.hi', 0xF293293E)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x2C921800), ('P4rIngress.aggregator.values_v01011.hi', 0xE4B815BC)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x0CAE0CBB), ('P4rIngress.aggregator.values_v01100.hi', 0xDA2F2DCD)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x0CF320CD), ('P4rIngress.aggregator.values_v01101.hi', 0x08D11400)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD4750940), ('P4rIngress.aggregator.values_v01110.hi', 0xF40013D0)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xEF8C1807), ('P4rIngress.aggregator.values_v01111.hi', 0x0A242D64)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x1C000D6C), ('P4rIngress.aggregator.values_v10000.hi', 0x05431800)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x05D92000), ('P4rIngress.aggregator.values_v10001.hi', 0xEC7F3000)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x048F2600), ('P4rIngress.aggregator.values_v10010.hi', 0x18001B04)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x11F82916), ('P4rIngress.aggregator.values_v10011.hi', 0xE6631000)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x1D8C1710), ('P4rIngress.aggregator.values_v10100.hi', 0x30002FC0)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xF8891530), ('P4rIngress.aggregator.values_v10101.hi', 0x137913B8)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x2D770C5A), ('P4rIngress.aggregator.values_v10110.hi', 0xEEB71000)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xD6D42200), ('P4rIngress.aggregator.values_v10111.hi', 0x1CFB1054)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xE80025F2), ('P4rIngress.aggregator.values_v11000.hi', 0xEC8E105F)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x240029A9), ('P4rIngress.aggregator.values_v11001.hi', 0x20001700)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x0D1525AD), ('P4rIngress.aggregator.values_v11010.hi', 0x30002909)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x300013BF), ('P4rIngress.aggregator.values_v11011.hi', 0xF68523DC)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x0B53235E), ('P4rIngress.aggregator.values_v11100.hi', 0x0C252000)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x14712000), ('P4rIngress.aggregator.values_v11101.hi', 0x28000996)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xFAE0159E), ('P4rIngress.aggregator.values_v11110.hi', 0xD24D1940)], 6129)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x20D12EF2), ('P4rIngress.aggregator.values_v11111.hi', 0xDD2E2000)], 6129)
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
                gc.KeyTuple('job_id', 0xBDAB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000851),
                gc.DataTuple('slot_count', 0x000014DB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x27F814A3),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x7753F23A),
                gc.KeyTuple('src_port', 0x4351),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xBDAB),
                gc.DataTuple('rank', 0x0002),
                gc.DataTuple('worker_index', 0x0362),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\x53\xF2\x3A\x00\x00\x00\x00\x43\x51\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBD\xAB\x00\x02\x27\xF8\x14\xA3\x0F\xA0\x04\xAD\x3A\x19\x9E\x39\x00\x40\x00\x00\xF6\x96\x06\xC4\xF6\xE6\x08\x1C\xF0\x00\x0A\xDC\x0F\xC1\x06\x95\x05\xFE\x08\x9A\x0F\x47\x0E\x9D\xF7\x07\x08\x82\xF8\x6B\x0C\x42\x0A\x61\x0F\x00\xF6\x4F\x09\x6F\x0E\x67\x05\x2C\x0A\x2C\x0B\x26\xFA\x73\x0D\x77\x0B\x13\x04\x87\x0F\x5B\x0E\xFC\x0F\x31\x06\x55\x05\xB2\x05\xB0\xF0\x00\x0B\x3B\xF4\x67\x0D\x31\xF9\x43\x04\x36\x10\x00\x0D\x85\x04\x00\x09\x18\x08\x00\x09\xBF\x04\x8E\x05\xD0\x04\xBE\x0E\x71\xF5\xE1\x0E\x54\xF4\x51\x09\x45\x0A\x32\x0E\x83\x10\x00\x07\xE3\x10\x00\x05\x11\x0A\xEB\x0C\x00\xFC\x00\x09\x10\xF0\x00\x08\x2C\x07\x6C\x0B\xC2\xF1\xFE\x0C\xBC\x0A\xEE\x08\x00\xFA\xDF\x09\x88\xF0\x01\x0B\xE4\x0D\xDE\x0D\xDF\xFA\x8E\x0E\x8D\xF4\xBD\x10\x00\x04\x00\x0A\x00\x0B\x48\x07\x5B\x0B\x1B\x04\x31\xFA\xD5\x08\x0C\xF2\xF1\x06\xBF\xF8\x84\x0C\x9A\xF6\x82\x07\x36\x0C\xC3\x07\x5C\xF5\x3A\x08\x26\x08\x4A\x09\xDB\xF0\x00\x08\x00\xFA\xC1\x10\x00\xF4\xD9\x0F\x33\x05\x7B\x0F\x94\x09\xDF\x09\x00\x05\xAB\x05\x90\x0A\x45\x08\xE7\xF5\x5D\x10\x00\xF8\x0E\x05\x7E\x0D\xBB\x10\x00\xF3\xB0\x0F\x40\xF4\x00\x04\x80\xF1\xDB\x08\xB6\xD7\xAD\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x77\x53\xF2\x3A\xBE\xEF\x43\x51\x01\x20\x00\x00\x50\x34\x02\x82\xBD\xAB\x00\x02\x27\xF8\x14\xA3\x0F\xA0\x00\xAD\x3A\x19\x9E\x39\x00\x40\x00\x20\xCE\x24\x2B\x39\xF6\xE6\x08\x1C\x03\x40\x2D\x4F\x0F\xC1\x06\x95\x29\x8B\x1C\xF3\x0F\x47\x0E\x9D\xDB\xA2\x1E\x80\xF8\x6B\x0C\x42\x25\x3E\x23\xF8\xF6\x4F\x09\x6F\xE9\xF1\x15\xC7\x0A\x2C\x0B\x26\xDF\x29\x2B\x4E\x0B\x13\x04\x87\x1C\x3E\x2F\xC0\x0F\x31\x06\x55\xD8\x48\x26\xAE\xF0\x00\x0B\x3B\xEA\xC9\x3D\x31\xF9\x43\x04\x36\x3A\xD7\x2F\x80\x04\x00\x09\x18\x34\x92\x21\xBF\x04\x8E\x05\xD0\x11\x6C\x1B\x2C\xF5\xE1\x0E\x54\x01\x44\x2A\x12\x0A\x32\x0E\x83\xE4\x75\x11\x23\x10\x00\x05\x11\xFA\x77\x24\x07\xFC\x00\x09\x10\x0C\x00\x15\x98\x07\x6C\x0B\xC2\xF7\xD7\x2C\xBC\x0A\xEE\x08\x00\xFF\x6E\x2F\x88\xF0\x01\x0B\xE4\x1F\xD6\x36\xF5\xFA\x8E\x0E\x8D\x12\x49\x27\x10\x04\x00\x0A\x00\x03\xD1\x1C\x8B\x0B\x1B\x04\x31\x28\x4C\x14\x66\xF2\xF1\x06\xBF\xCF\x58\x2E\x9A\xF6\x82\x07\x36\xF4\xC3\x2D\x4E\xF5\x3A\x08\x26\x2C\x4A\x33\x84\xF0\x00\x08\x00\x07\xD6\x35\xAD\xF4\xD9\x0F\x33\x35\x7B\x23\x53\x09\xDF\x09\x00\x10\xFE\x28\xEE\x0A\x45\x08\xE7\x09\xCE\x30\x00\xF8\x0E\x05\x7E\x08\x9B\x25\x9E\xF3\xB0\x0F\x40\x14\xD1\x33\x72\xF1\xDB\x08\xB6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x8C\x92\xB1\x5C\x3A\x19\x9E\x39\x3A\x19\x9E\x39\x20\xAD\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xCE\x24\x2B\x39\x15\x3D\x20\x1C\x03\x40\x2D\x4F\x08\x6D\x1E\x95\x29\x8B\x1C\xF3\xFE\xA2\x3A\x9D\xDB\xA2\x1E\x80\x03\xE1\x2C\x42\x25\x3E\x23\xF8\xC7\x34\x11\x6F\xE9\xF1\x15\xC7\xF3\xCB\x27\x6D\xDF\x29\x2B\x4E\x37\xAF\x10\x15\x1C\x3E\x2F\xC0\x06\xCE\x36\x25\xD8\x48\x26\xAE\xC3\xE0\x1C\x2E\xEA\xC9\x3D\x31\x03\x31\x26\x3D\x3A\xD7\x2F\x80\xF6\x93\x32\x56\x34\x92\x21\xBF\xE9\x46\x1B\x8C\x11\x6C\x1B\x2C\xD0\x10\x3C\x21\x01\x44\x2A\x12\x13\x03\x22\x83\xE4\x75\x11\x23\x04\x00\x18\xE1\xFA\x77\x24\x07\x06\x24\x36\x74\x0C\x00\x15\x98\x0C\xAF\x23\xC2\xF7\xD7\x2C\xBC\xF7\x6D\x38\x00\xFF\x6E\x2F\x88\x08\x01\x26\xE8\x1F\xD6\x36\xF5\xE0\xF1\x1E\x8D\x12\x49\x27\x10\x34\x00\x39\xC0\x03\xD1\x1C\x8B\x1E\x94\x17\xE9\x28\x4C\x14\x66\xE1\xA8\x16\xBF\xCF\x58\x2E\x9A\x13\x7D\x17\x8A\xF4\xC3\x2D\x4E\xE1\xC8\x18\x85\x2C\x4A\x33\x84\x10\x00\x1F\x00\x07\xD6\x35\xAD\x24\xD9\x38\x3C\x35\x7B\x23\x53\x00\x64\x2C\xDC\x10\xFE\x28\xEE\x16\x6A\x28\xE7\x09\xCE\x30\x00\x20\x0E\x0F\x14\x08\x9B\x25\x9E\xC5\xFD\x28\x80\x14\xD1\x33\x72\xCF\x09\x28\xB6\xD7\xAD\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\x69\xE0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3A07611C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB4A51400)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB4A51400, 6363)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0xB6)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD7740FBA), ('P4rIngress.aggregator.values_v00000.hi', 0x06720400)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2BBA128A), ('P4rIngress.aggregator.values_v00001.hi', 0xF2E52000)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x30001628), ('P4rIngress.aggregator.values_v00010.hi', 0x07172707)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x04E31507), ('P4rIngress.aggregator.values_v00011.hi', 0x1F7F2C12)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x0EFA0FBF), ('P4rIngress.aggregator.values_v00100.hi', 0xF51321A4)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x17351345), ('P4rIngress.aggregator.values_v00101.hi', 0x27E71842)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xE4001F07), ('P4rIngress.aggregator.values_v00110.hi', 0xDC9F1A3C)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xF5D92C40), ('P4rIngress.aggregator.values_v00111.hi', 0xDF571100)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x0E3D1800), ('P4rIngress.aggregator.values_v01000.hi', 0x0A0F1400)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xEEF11EBF), ('P4rIngress.aggregator.values_v01001.hi', 0xF8000B9A)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x11222C79), ('P4rIngress.aggregator.values_v01010.hi', 0x2400271F)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x2BC92000), ('P4rIngress.aggregator.values_v01011.hi', 0x0BB52090)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x088810EB), ('P4rIngress.aggregator.values_v01100.hi', 0xEF822830)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD0EF1D25), ('P4rIngress.aggregator.values_v01101.hi', 0xFC0012A0)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xDD1A2E7C), ('P4rIngress.aggregator.values_v01110.hi', 0xD2992609)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xF80013BE), ('P4rIngress.aggregator.values_v01111.hi', 0xE73F2000)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD1C50A41), ('P4rIngress.aggregator.values_v10000.hi', 0xF9780518)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x07BA1000), ('P4rIngress.aggregator.values_v10001.hi', 0x2C850ECE)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x30002800), ('P4rIngress.aggregator.values_v10010.hi', 0xD4B72035)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xEF190C87), ('P4rIngress.aggregator.values_v10011.hi', 0x2962225A)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x1F9B2000), ('P4rIngress.aggregator.values_v10100.hi', 0xD24D2600)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xECCB2025), ('P4rIngress.aggregator.values_v10101.hi', 0x158C2407)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xE8752000), ('P4rIngress.aggregator.values_v10110.hi', 0x2ADF072B)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x24C21DAE), ('P4rIngress.aggregator.values_v10111.hi', 0x09131800)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xDD4A2000), ('P4rIngress.aggregator.values_v11000.hi', 0x21DD0AC9)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD96C2208), ('P4rIngress.aggregator.values_v11001.hi', 0xF400186F)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x11A91BCE), ('P4rIngress.aggregator.values_v11010.hi', 0x115C1800)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x1DF708BB), ('P4rIngress.aggregator.values_v11011.hi', 0xD50D241E)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x0B5507F4), ('P4rIngress.aggregator.values_v11100.hi', 0xE4021D3F)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x112C2700), ('P4rIngress.aggregator.values_v11101.hi', 0x1C781400)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x1C1E0D30), ('P4rIngress.aggregator.values_v11110.hi', 0xE0001ED5)], 6363)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x299A0725), ('P4rIngress.aggregator.values_v11111.hi', 0x07D21166)], 6363)
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
                gc.KeyTuple('job_id', 0x8BD7),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000017AD),
                gc.DataTuple('slot_count', 0x00000706),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x02521E15),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xCCAC8717),
                gc.KeyTuple('src_port', 0xCD0A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8BD7),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x02A3),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\xAC\x87\x17\x00\x00\x00\x00\xCD\x0A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8B\xD7\x00\x07\x02\x52\x1E\x15\x01\x2E\x00\x6D\xB4\xA5\x14\x00\x00\x40\x00\x00\xF7\xDE\x04\x90\x06\x62\x0B\xE5\x0F\x33\x07\xFA\xF3\x5D\x0D\xE3\x0C\x32\x07\x44\xF9\xB1\x09\xC7\xF9\xAD\x04\xD9\x05\x79\x0A\x00\xF7\xE7\x10\x00\x0B\xC7\x07\x1E\x09\x0F\x08\x00\xF6\x9E\x05\x82\x10\x00\x05\xE1\xF5\x8F\x0D\xB6\x0A\xE9\x05\x4F\xF5\xD2\x0D\xC4\xF5\xD6\x06\x16\xF1\x9B\x09\xC0\xF7\x33\x0B\x47\x04\x4B\x0C\x00\x0C\x00\x0B\x8A\xF4\x00\x09\x71\x0A\x46\x0E\xDD\xF6\xFE\x0F\xFB\xF0\x00\x06\xCE\x0E\x0D\x0D\xAE\x0A\x22\x10\x00\x04\x36\x04\x80\x10\x00\x0B\xD0\xF8\xDB\x0A\x7F\x04\x00\x05\x5C\xF1\x94\x10\x00\x05\xFC\x0E\xB9\xF0\x00\x10\x00\xF1\xCA\x0B\x42\x05\xFF\x05\xCF\xFC\x00\x0D\x7D\xF5\xEB\x10\x00\x10\x00\x08\xE9\xF7\x7E\x06\x00\xF9\xA9\x0A\x80\x05\xC4\x10\x00\x05\xD9\x10\x00\x0D\x74\x07\x00\xF7\xCD\x04\x00\x0A\x4E\x0A\xA5\x0F\x54\x0D\x01\x0B\x12\x0F\xD4\x0F\xD0\x0B\x40\xF5\xD6\x10\x00\x09\x54\x0A\x00\xF3\x3A\x08\x00\xFC\x00\x08\x2F\x0E\x45\x05\x00\xF9\x27\x0D\xE8\x0E\xCD\x0A\x80\xF9\xA3\x0B\x45\xF6\xDF\x08\x74\xFC\x00\x0E\x26\x04\x00\x0B\x8B\x08\x96\x08\x00\xF2\xE1\x08\xDA\xF1\x86\x10\x00\xF4\x5A\x0C\xB6\x51\xE1\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\xAC\x87\x17\xBE\xEF\xCD\x0A\x01\x20\x00\x00\x50\x34\x02\x82\x8B\xD7\x00\x07\x02\x52\x1E\x15\x01\x2E\x00\x6D\xB4\xA5\x14\x00\x00\x40\x00\x18\xCF\x52\x14\x4A\x06\x62\x0B\xE5\x3A\xED\x1A\x84\xF3\x5D\x0D\xE3\x3C\x32\x1D\x6C\xF9\xB1\x09\xC7\xFE\x90\x19\xE0\x05\x79\x0A\x00\x06\xE1\x1F\xBF\x0B\xC7\x07\x1E\x20\x44\x1B\x45\xF6\x9E\x05\x82\xF4\x00\x24\xE8\xF5\x8F\x0D\xB6\x00\xC2\x31\x8F\xF5\xD2\x0D\xC4\x04\x13\x1E\x16\xF1\x9B\x09\xC0\xE6\x24\x2A\x06\x04\x4B\x0C\x00\x1D\x22\x38\x03\xF4\x00\x09\x71\x36\x0F\x2E\xDD\xF6\xFE\x0F\xFB\xF8\x88\x17\xB9\x0E\x0D\x0D\xAE\xDB\x11\x2D\x25\x04\x36\x04\x80\xED\x1A\x3A\x4C\xF8\xDB\x0A\x7F\xFC\x00\x19\x1A\xF1\x94\x10\x00\xD7\xC1\x18\xFA\xF0\x00\x10\x00\xF9\x84\x1B\x42\x05\xFF\x05\xCF\x2C\x00\x35\x7D\xF5\xEB\x10\x00\xFF\x19\x15\x70\xF7\x7E\x06\x00\x19\x44\x2A\x80\x05\xC4\x10\x00\xF2\xA4\x30\x25\x0D\x74\x07\x00\xE0\x42\x24\x00\x0A\x4E\x0A\xA5\x34\x16\x2A\xAF\x0B\x12\x0F\xD4\xED\x1A\x2B\x40\xF5\xD6\x10\x00\xE2\xC0\x2C\x08\xF3\x3A\x08\x00\x0D\xA9\x23\xFD\x0E\x45\x05\x00\x17\x1E\x16\xA3\x0E\xCD\x0A\x80\x04\xF8\x13\x39\xF6\xDF\x08\x74\x0D\x2C\x35\x26\x04\x00\x0B\x8B\x24\xB4\x15\x30\xF2\xE1\x08\xDA\x1B\x20\x17\x25\xF4\x5A\x0C\xB6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3A\x07\x61\x9C\xB4\xA5\x14\x00\xB4\xA5\x14\x00\x18\xB6\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xCF\x52\x14\x4A\x0C\xD4\x0F\xE5\x3A\xED\x1A\x84\xE6\x42\x2D\xE3\x3C\x32\x1D\x6C\x00\xC8\x30\xCE\xFE\x90\x19\xE0\x24\xF8\x36\x12\x06\xE1\x1F\xBF\x00\xDA\x28\xC2\x20\x44\x1B\x45\x1E\x85\x1D\xC4\xF4\x00\x24\xE8\xD2\x2E\x27\xF2\x00\xC2\x31\x8F\xD5\x29\x1E\xC4\x04\x13\x1E\x16\xFB\xAA\x1D\xC0\xE6\x24\x2A\x06\xFC\x4B\x17\x9A\x1D\x22\x38\x03\x18\x00\x30\x90\x36\x0F\x2E\xDD\x02\xB3\x30\x8B\xF8\x88\x17\xB9\xFD\x8F\x35\xDE\xDB\x11\x2D\x25\x00\x36\x17\x20\xED\x1A\x3A\x4C\xCB\x74\x30\x88\xFC\x00\x19\x1A\xD8\xD3\x30\x00\xD7\xC1\x18\xFA\xE9\x78\x15\x18\xF9\x84\x1B\x42\x32\x84\x14\x9D\x2C\x00\x35\x7D\xCA\xA2\x30\x35\xFF\x19\x15\x70\x20\xE0\x28\x5A\x19\x44\x2A\x80\xD8\x11\x36\x00\xF2\xA4\x30\x25\x23\x00\x2B\x07\xE0\x42\x24\x00\x35\x2D\x11\xD0\x34\x16\x2A\xAF\x14\x25\x27\xD4\xED\x1A\x2B\x40\x17\xB3\x1A\xC9\xE2\xC0\x2C\x08\xE7\x3A\x20\x6F\x0D\xA9\x23\xFD\x1F\xA1\x1D\x00\x17\x1E\x16\xA3\xE3\xDA\x2E\x9E\x04\xF8\x13\x39\xDA\xE1\x25\xB3\x0D\x2C\x35\x26\x20\x78\x1F\x8B\x24\xB4\x15\x30\xD2\xE1\x27\xAF\x1B\x20\x17\x25\xFC\x2C\x1E\x1C\x51\xE1\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xD4E9A886), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7BD08000)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7BD08000, 2972)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x3B)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x19F72A3A), ('P4rIngress.aggregator.values_v00000.hi', 0x1B9D16AC)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x0A761B16), ('P4rIngress.aggregator.values_v00001.hi', 0x1CB21B87)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x094C2000), ('P4rIngress.aggregator.values_v00010.hi', 0xEF352429)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xEEDF07DD), ('P4rIngress.aggregator.values_v00011.hi', 0x286B24A5)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xF6F904C6), ('P4rIngress.aggregator.values_v00100.hi', 0x0CE90643)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDCA8230C), ('P4rIngress.aggregator.values_v00101.hi', 0x145F2970)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xF5B22157), ('P4rIngress.aggregator.values_v00110.hi', 0x1E090455)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xED972F00), ('P4rIngress.aggregator.values_v00111.hi', 0x2E952D00)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xD0002000), ('P4rIngress.aggregator.values_v01000.hi', 0xE1840640)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xE5E513DC), ('P4rIngress.aggregator.values_v01001.hi', 0xF000178D)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xE8002EEE), ('P4rIngress.aggregator.values_v01010.hi', 0x1685297D)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x1B142262), ('P4rIngress.aggregator.values_v01011.hi', 0xD0002000)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xF48D3000), ('P4rIngress.aggregator.values_v01100.hi', 0x0800248B)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD9D514EE), ('P4rIngress.aggregator.values_v01101.hi', 0xF90A28D9)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x076D07E4), ('P4rIngress.aggregator.values_v01110.hi', 0xF23C1E32)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xEB0F0400), ('P4rIngress.aggregator.values_v01111.hi', 0xE79F22C8)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x0D8B21C6), ('P4rIngress.aggregator.values_v10000.hi', 0x177E23C3)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xF63313BF), ('P4rIngress.aggregator.values_v10001.hi', 0x14001400)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x25C027B0), ('P4rIngress.aggregator.values_v10010.hi', 0x29B2165D)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE7AE0C80), ('P4rIngress.aggregator.values_v10011.hi', 0x05B71EE3)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x198C2800), ('P4rIngress.aggregator.values_v10100.hi', 0x2C0E1F2E)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xDEB70F9F), ('P4rIngress.aggregator.values_v10101.hi', 0xDD9A1A38)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x30002200), ('P4rIngress.aggregator.values_v10110.hi', 0x28582E29)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x13DC0888), ('P4rIngress.aggregator.values_v10111.hi', 0x1BD52227)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xEC002A52), ('P4rIngress.aggregator.values_v11000.hi', 0xE20A222D)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xE79B1E80), ('P4rIngress.aggregator.values_v11001.hi', 0x071A15D2)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xD0002400), ('P4rIngress.aggregator.values_v11010.hi', 0xEDCB146B)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDD9B0600), ('P4rIngress.aggregator.values_v11011.hi', 0x08002415)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x12401F27), ('P4rIngress.aggregator.values_v11100.hi', 0x1E641000)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x2C2506CD), ('P4rIngress.aggregator.values_v11101.hi', 0xDA9F0712)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE6631BA6), ('P4rIngress.aggregator.values_v11110.hi', 0xD3AF2000)], 2972)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x10001025), ('P4rIngress.aggregator.values_v11111.hi', 0x26631B5F)], 2972)
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
                gc.KeyTuple('job_id', 0x20B8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000008F),
                gc.DataTuple('slot_count', 0x0000181D),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB1F84BBF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xCDA0327F),
                gc.KeyTuple('src_port', 0xAEF6),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x20B8),
                gc.DataTuple('rank', 0x0003),
                gc.DataTuple('worker_index', 0x0333),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\xA0\x32\x7F\x00\x00\x00\x00\xAE\xF6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x20\xB8\x00\x03\xB1\xF8\x4B\xBF\x0B\x0D\x04\x80\x7B\xD0\x80\x00\x00\x40\x00\x00\xF5\xE1\x07\x00\xF6\xD8\x0C\xC0\xF6\xD3\x0B\xDF\xFC\x00\x08\x7F\xF3\x5D\x08\xD8\xF1\xF4\x08\x18\x05\x2E\x07\x90\x0F\xF8\x06\xC0\x07\x2F\x0D\xFB\x0A\x9F\x06\xB8\x10\x00\x09\x93\x10\x00\x0A\xE9\x0E\x7A\x04\xE3\xF4\x00\x10\x00\xF4\x8F\x05\x94\xF0\x15\x0C\x00\x05\x15\x08\x4C\xF7\x63\x09\xDA\xFC\x00\x05\x1C\x09\x07\x0D\x00\x06\x5B\x08\x70\x04\xF9\x08\x61\xF7\x6F\x05\xBD\xF0\x00\x06\x41\x09\x84\x0D\x6C\xFB\x89\x08\x2C\x06\x65\x04\x00\x07\x42\x0B\xBC\x0A\x25\x09\x35\x10\x00\x04\xF2\xFC\x00\x08\x00\xF6\x4F\x07\x4D\x0C\xCF\x10\x00\x07\x2D\x09\x7D\xF5\x2B\x0F\x00\x04\x00\x04\x00\x10\x00\x05\x64\x0E\xF2\x10\x00\xF9\x27\x0E\x2B\x0B\xE9\x04\x73\x0E\x47\x04\x83\xF5\x6F\x04\xBD\xF9\xE2\x0C\x23\xF0\x00\x08\x00\x10\x00\x0B\x50\xF6\xB0\x06\x00\xF5\x5F\x0C\x03\x08\x00\x04\x05\xF0\x00\x0C\x33\x0F\x0C\x09\x07\xF7\x58\x0F\x7E\xF7\xA6\x05\xC0\xF4\x00\x10\x00\xF9\xA3\x0C\x00\x07\xEF\x0B\xB1\xF6\x80\x05\x60\xF9\xF8\x0C\x00\xF0\x20\x09\x60\x09\x2F\x0C\x22\x10\x00\x04\x24\x08\x27\x0F\x4C\xF1\x67\x0A\x00\x0C\xAF\x04\x38\x0F\x69\x05\x38\xC1\x40\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\xA0\x32\x7F\xBE\xEF\xAE\xF6\x01\x20\x00\x00\x50\x34\x02\x82\x20\xB8\x00\x03\xB1\xF8\x4B\xBF\x0B\x0D\x00\x80\x7B\xD0\x80\x00\x00\x40\x00\x1F\x0F\xD8\x31\x3A\xF6\xD8\x0C\xC0\x01\x49\x26\xF5\xFC\x00\x08\x7F\xFC\xA9\x28\xD8\xF1\xF4\x08\x18\xF4\x0D\x0F\x6D\x0F\xF8\x06\xC0\xFE\x28\x12\xC1\x0A\x9F\x06\xB8\xEC\xA8\x2C\x9F\x10\x00\x0A\xE9\x04\x2C\x26\x3A\xF4\x00\x10\x00\xE2\x26\x34\x94\xF0\x15\x0C\x00\xD5\x15\x28\x4C\xF7\x63\x09\xDA\xE1\xE5\x18\xF8\x09\x07\x0D\x00\xEE\x5B\x37\x5E\x04\xF9\x08\x61\x12\x83\x28\x1F\xF0\x00\x06\x41\xFE\x11\x3D\x6C\xFB\x89\x08\x2C\xE0\x3A\x18\xEE\x07\x42\x0B\xBC\x11\x92\x11\x19\x10\x00\x04\xF2\xE7\x0F\x0C\x00\xF6\x4F\x07\x4D\x1A\x5A\x31\xC6\x07\x2D\x09\x7D\xEB\x5E\x22\xBF\x04\x00\x04\x00\x35\xC0\x2D\x14\x0E\xF2\x10\x00\xE0\xD5\x1A\xAB\x0B\xE9\x04\x73\x27\xD3\x2C\x83\xF5\x6F\x04\xBD\xD8\x99\x1B\xC2\xF0\x00\x08\x00\x40\x00\x2D\x50\xF6\xB0\x06\x00\x09\x3B\x14\x8B\x08\x00\x04\x05\xDC\x00\x36\x85\x0F\x0C\x09\x07\xDE\xF3\x2D\xFE\xF7\xA6\x05\xC0\xC4\x00\x34\x00\xF9\xA3\x0C\x00\xE5\x8A\x11\xB1\xF6\x80\x05\x60\x0C\x38\x2B\x27\xF0\x20\x09\x60\x35\x54\x12\xEF\x10\x00\x04\x24\xEE\x8A\x2A\xF2\xF1\x67\x0A\x00\x1C\xAF\x14\x5D\x0F\x69\x05\x38\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD4\xE9\xA8\x8E\x7B\xD0\x80\x00\x7B\xD0\x80\x00\x1F\x80\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x0F\xD8\x31\x3A\x12\x75\x23\x6C\x01\x49\x26\xF5\x18\xB2\x24\x06\xFC\xA9\x28\xD8\xE1\x29\x2C\x41\xF4\x0D\x0F\x6D\x38\x63\x2B\x65\xFE\x28\x12\xC1\x17\x88\x0C\xFB\xEC\xA8\x2C\x9F\x24\x5F\x34\x59\x04\x2C\x26\x3A\x12\x09\x14\x55\xE2\x26\x34\x94\x1E\xAA\x39\x00\xD5\x15\x28\x4C\xD8\xE7\x10\x1A\xE1\xE5\x18\xF8\xF9\x07\x24\x8D\xEE\x5B\x37\x5E\x1B\x7E\x31\xDE\x12\x83\x28\x1F\xC0\x00\x26\x41\xFE\x11\x3D\x6C\x03\x89\x2C\xB7\xE0\x3A\x18\xEE\x00\x4C\x34\x95\x11\x92\x11\x19\x02\x3C\x23\x24\xE7\x0F\x0C\x00\xDD\xEE\x2A\x15\x1A\x5A\x31\xC6\x1E\xAB\x2D\x40\xEB\x5E\x22\xBF\x18\x00\x18\x00\x35\xC0\x2D\x14\x38\xA4\x26\x5D\xE0\xD5\x1A\xAB\x11\xA0\x23\x56\x27\xD3\x2C\x83\x21\x7D\x23\xEB\xD8\x99\x1B\xC2\xCD\x9A\x22\x38\x40\x00\x2D\x50\x1F\x08\x34\x29\x09\x3B\x14\x8B\x23\xD5\x26\x2C\xDC\x00\x36\x85\xF1\x16\x2B\x34\xDE\xF3\x2D\xFE\xFE\xC0\x1B\x92\xC4\x00\x34\x00\xE7\x6E\x20\x6B\xE5\x8A\x11\xB1\xFE\x80\x29\x75\x0C\x38\x2B\x27\x0E\x84\x19\x60\x35\x54\x12\xEF\xEA\x9F\x0B\x36\xEE\x8A\x2A\xF2\xC5\x16\x2A\x00\x1C\xAF\x14\x5D\x35\xCC\x20\x97\xC1\x40\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC738A703), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDD42B089)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDD42B089, 5868)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x06)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x1DDB2900), ('P4rIngress.aggregator.values_v00000.hi', 0xDA2C1800)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2DE804BE), ('P4rIngress.aggregator.values_v00001.hi', 0x10002000)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x209B2D10), ('P4rIngress.aggregator.values_v00010.hi', 0x17792200)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF073222D), ('P4rIngress.aggregator.values_v00011.hi', 0xE41D2EF7)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xEA690983), ('P4rIngress.aggregator.values_v00100.hi', 0xDAD30850)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x29322DC9), ('P4rIngress.aggregator.values_v00101.hi', 0x25D808C2)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x10E92800), ('P4rIngress.aggregator.values_v00110.hi', 0x05D61B3F)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xF33A2920), ('P4rIngress.aggregator.values_v00111.hi', 0x28582E66)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x28D21000), ('P4rIngress.aggregator.values_v01000.hi', 0xE2ED2800)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x30002000), ('P4rIngress.aggregator.values_v01001.hi', 0x26E10938)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x0BAC1093), ('P4rIngress.aggregator.values_v01010.hi', 0xD8CF2080)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x0FB72260), ('P4rIngress.aggregator.values_v01011.hi', 0xE78F050D)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x29C0261C), ('P4rIngress.aggregator.values_v01100.hi', 0x175E0979)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x2B572783), ('P4rIngress.aggregator.values_v01101.hi', 0x108F19EC)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x23DB2000), ('P4rIngress.aggregator.values_v01110.hi', 0xEB72135F)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xDD211362), ('P4rIngress.aggregator.values_v01111.hi', 0xE82C2E1D)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x0400112E), ('P4rIngress.aggregator.values_v10000.hi', 0xE7E5114C)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xFA190600), ('P4rIngress.aggregator.values_v10001.hi', 0xD9921395)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xDCA72098), ('P4rIngress.aggregator.values_v10010.hi', 0x24F71800)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x23762000), ('P4rIngress.aggregator.values_v10011.hi', 0x175C1000)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xF85B1000), ('P4rIngress.aggregator.values_v10100.hi', 0x10001939)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x220517D3), ('P4rIngress.aggregator.values_v10101.hi', 0x10000D08)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x2EEF1F46), ('P4rIngress.aggregator.values_v10110.hi', 0x18CE0920)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xE715133E), ('P4rIngress.aggregator.values_v10111.hi', 0xF7B3160F)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x149C1E2A), ('P4rIngress.aggregator.values_v11000.hi', 0x14231361)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xF910273D), ('P4rIngress.aggregator.values_v11001.hi', 0x23DF187D)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xEED52000), ('P4rIngress.aggregator.values_v11010.hi', 0xFA650F1B)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xD4001000), ('P4rIngress.aggregator.values_v11011.hi', 0xD00025C6)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x07C73000), ('P4rIngress.aggregator.values_v11100.hi', 0xEEAF1B80)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x1C0014F1), ('P4rIngress.aggregator.values_v11101.hi', 0xF6A62D5B)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x1D302000), ('P4rIngress.aggregator.values_v11110.hi', 0x250F2E5E)], 5868)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xFA7B176D), ('P4rIngress.aggregator.values_v11111.hi', 0x2BF22400)], 5868)
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
                gc.KeyTuple('job_id', 0xC0B9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005C7),
                gc.DataTuple('slot_count', 0x00001332),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67AAFFAA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0x63617915),
                gc.KeyTuple('src_port', 0x9477),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC0B9),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0218),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x61\x79\x15\x00\x00\x00\x00\x94\x77\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC0\xB9\x00\x0E\x67\xAA\xFF\xAA\x11\x25\x02\x01\xDD\x42\xB0\x89\x00\x40\x00\x00\xF7\x11\x10\x00\x06\xE8\x07\xC0\x04\x00\x0A\x58\xF0\xEF\x0B\xE9\xF9\xBC\x04\x7D\xF5\xCD\x0A\xE0\xF1\xBB\x05\xFB\xF4\x94\x09\x8D\x0C\x21\x05\xF5\x04\x00\x0E\xE7\xF9\xF3\x07\xBA\x0D\x5D\x0D\x9C\x0E\x67\x04\x43\xF6\x70\x08\xDA\xF0\x00\x0B\xF0\x0F\x9E\x07\x53\x04\xAA\x04\xC9\xFC\x00\x0E\xA0\x0E\x6A\x05\x00\xF5\x69\x05\xB2\xFA\x09\x0E\xBB\xFB\xBF\x0C\x00\xFA\x79\x0F\x68\x04\x76\x08\xF7\xF0\x00\x0B\x6C\x08\xCA\x05\x77\xF3\xC1\x04\xFE\x05\x7B\x0B\xC6\xF4\x43\x0A\x6C\x04\x00\x06\x92\x05\x93\x0A\x00\x09\x67\x0E\x59\xFB\x19\x0D\x4F\x0F\x93\x06\xFA\x04\x79\x0A\x0D\x07\x5F\x0D\x4F\x05\x5B\x04\x20\x05\x35\x0A\x5A\xF7\x86\x0B\xC0\x07\xAF\x09\x33\xF0\x39\x04\x00\x06\x90\x09\xA4\x09\x67\x04\xC8\x10\x00\x06\x96\xF1\x6F\x0F\x05\xF5\xBB\x0D\x32\x04\x34\x05\xD6\x06\x15\x05\x00\x10\x00\x0F\x39\x0C\xD2\x0D\x63\x09\x3B\x0D\xDD\x0A\x70\x0E\xED\xF9\x77\x05\xA5\x0B\x8F\x06\xCF\xF8\x32\x08\xB8\xF0\xC4\x0F\xC6\xF9\x33\x08\x00\xF5\xFB\x0B\x50\xF4\x50\x0B\xB9\x09\xDA\x10\x00\xF8\x1C\x08\x00\xF1\x26\x04\x00\x07\x50\x07\x80\xFA\xD3\x09\x00\x7C\x03\x80\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x61\x79\x15\xBE\xEF\x94\x77\x01\x20\x00\x00\x50\x34\x02\x82\xC0\xB9\x00\x0E\x67\xAA\xFF\xAA\x11\x25\x00\x01\xDD\x42\xB0\x89\x00\x40\x00\x08\x14\xEC\x39\x00\x06\xE8\x07\xC0\x31\xE8\x0F\x16\xF0\xEF\x0B\xE9\x1A\x57\x31\x8D\xF5\xCD\x0A\xE0\xE2\x2E\x28\x28\xF4\x94\x09\x8D\xF6\x8A\x0F\x78\x04\x00\x0E\xE7\x23\x25\x35\x83\x0D\x5D\x0D\x9C\x1F\x50\x2C\x43\xF6\x70\x08\xDA\xE3\x3A\x35\x10\x0F\x9E\x07\x53\x2D\x7C\x14\xC9\xFC\x00\x0E\xA0\x3E\x6A\x25\x00\xF5\x69\x05\xB2\x05\xB5\x1F\x4E\xFB\xBF\x0C\x00\x0A\x30\x31\xC8\x04\x76\x08\xF7\x19\xC0\x31\x88\x08\xCA\x05\x77\x1F\x18\x2C\x81\x05\x7B\x0B\xC6\x18\x1E\x2A\x6C\x04\x00\x06\x92\xE2\xB4\x1D\x62\x09\x67\x0E\x59\xFF\x19\x1E\x7D\x0F\x93\x06\xFA\xFE\x92\x10\x0D\x07\x5F\x0D\x4F\xE2\x02\x24\xB8\x05\x35\x0A\x5A\x1A\xFC\x2B\xC0\x07\xAF\x09\x33\xE8\x94\x14\x00\x06\x90\x09\xA4\x2B\x6C\x1C\x9B\x10\x00\x06\x96\x20\x5E\x2E\x4B\xF5\xBB\x0D\x32\xEB\x49\x19\x14\x06\x15\x05\x00\x24\x9C\x2D\x63\x0C\xD2\x0D\x63\x02\x4B\x35\x1A\x0A\x70\x0E\xED\xE8\x4C\x25\xA5\x0B\x8F\x06\xCF\xCC\x32\x18\xB8\xF0\xC4\x0F\xC6\x00\xFA\x38\x00\xF5\xFB\x0B\x50\x10\x50\x20\xAA\x09\xDA\x10\x00\x15\x4C\x28\x00\xF1\x26\x04\x00\x01\xCB\x1E\xED\xFA\xD3\x09\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC7\x38\xE7\x03\xDD\x42\xB0\x89\xDD\x42\xB0\x89\x08\x06\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x14\xEC\x39\x00\xE1\x14\x1F\xC0\x31\xE8\x0F\x16\x00\xEF\x2B\xE9\x1A\x57\x31\x8D\x0D\x46\x2C\xE0\xE2\x2E\x28\x28\xD8\xB1\x38\x84\xF6\x8A\x0F\x78\xDE\xD3\x17\x37\x23\x25\x35\x83\x33\x35\x16\x5E\x1F\x50\x2C\x43\xFC\x46\x24\x19\xE3\x3A\x35\x10\x37\xF6\x35\xB9\x2D\x7C\x14\xC9\xDE\xED\x36\xA0\x3E\x6A\x25\x00\x1C\x4A\x0E\xEA\x05\xB5\x1F\x4E\xD4\x8E\x2C\x80\x0A\x30\x31\xC8\xEC\x05\x0E\x04\x19\xC0\x31\x88\x20\x28\x0E\xF0\x1F\x18\x2C\x81\x16\x0A\x25\xB2\x18\x1E\x2A\x6C\xEF\x72\x19\xF1\xE2\xB4\x1D\x62\xF1\x93\x3C\x76\xFF\x19\x1E\x7D\xF7\x78\x18\x46\xFE\x92\x10\x0D\xE0\xF1\x20\xE4\xE2\x02\x24\xB8\x2A\x2C\x22\x5A\x1A\xFC\x2B\xC0\x1F\x0B\x19\x33\xE8\x94\x14\x00\x16\x90\x22\xDD\x2B\x6C\x1C\x9B\x20\x00\x13\x9E\x20\x5E\x2E\x4B\x0E\x89\x16\x52\xEB\x49\x19\x14\xFD\xC8\x1B\x0F\x24\x9C\x2D\x63\x20\xF5\x20\xC4\x02\x4B\x35\x1A\x2E\x4F\x27\x6A\xE8\x4C\x25\xA5\x05\xF4\x15\xEA\xCC\x32\x18\xB8\xC0\xC4\x35\x8C\x00\xFA\x38\x00\xE4\xAA\x26\xD0\x10\x50\x20\xAA\x00\x80\x3D\x5B\x15\x4C\x28\x00\x16\x35\x32\x5E\x01\xCB\x1E\xED\x26\xC5\x2D\x00\x7C\x03\x80\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x22166357), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 14781)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xAD)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x287B1CE7), ('P4rIngress.aggregator.values_v00000.hi', 0xF99F0F9F)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2B5B0CB2), ('P4rIngress.aggregator.values_v00001.hi', 0x0DBA1700)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x23492400), ('P4rIngress.aggregator.values_v00010.hi', 0xE4DA1609)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x140008C0), ('P4rIngress.aggregator.values_v00011.hi', 0xD0F922A3)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x2B430800), ('P4rIngress.aggregator.values_v00100.hi', 0xD75C06D0)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDD1429E6), ('P4rIngress.aggregator.values_v00101.hi', 0xF3973000)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x15C31400), ('P4rIngress.aggregator.values_v00110.hi', 0xF6E72520)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xDAE60E40), ('P4rIngress.aggregator.values_v00111.hi', 0x26232E27)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xE4000FCA), ('P4rIngress.aggregator.values_v01000.hi', 0x19330EA2)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xEF6D0C34), ('P4rIngress.aggregator.values_v01001.hi', 0x0BE61D00)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x28002000), ('P4rIngress.aggregator.values_v01010.hi', 0x04001F9E)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x20000B00), ('P4rIngress.aggregator.values_v01011.hi', 0xEF592282)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xDDDE1000), ('P4rIngress.aggregator.values_v01100.hi', 0xDBDB1A9C)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x22B713EE), ('P4rIngress.aggregator.values_v01101.hi', 0xE44B2000)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x296F06D4), ('P4rIngress.aggregator.values_v01110.hi', 0xE9661FAD)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x15E11662), ('P4rIngress.aggregator.values_v01111.hi', 0x22F515DF)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xDC5E2590), ('P4rIngress.aggregator.values_v10000.hi', 0xEADF22C5)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xF6D72103), ('P4rIngress.aggregator.values_v10001.hi', 0x107310AA)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD6AF3000), ('P4rIngress.aggregator.values_v10010.hi', 0x079F08E7)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xD90B0400), ('P4rIngress.aggregator.values_v10011.hi', 0xE59D2775)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x1F041F65), ('P4rIngress.aggregator.values_v10100.hi', 0xD69E2800)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2AFF10F5), ('P4rIngress.aggregator.values_v10101.hi', 0xDC001000)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x10DB275A), ('P4rIngress.aggregator.values_v10110.hi', 0xF8731872)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xE7AF3000), ('P4rIngress.aggregator.values_v10111.hi', 0x07352440)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xD7DB1856), ('P4rIngress.aggregator.values_v11000.hi', 0x2C632B55)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xF91D28B9), ('P4rIngress.aggregator.values_v11001.hi', 0x18282000)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x1DDF2000), ('P4rIngress.aggregator.values_v11010.hi', 0xD7A70406)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xE75B2600), ('P4rIngress.aggregator.values_v11011.hi', 0x0E461ED3)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x11722800), ('P4rIngress.aggregator.values_v11100.hi', 0xEEAF2000)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xF93410A8), ('P4rIngress.aggregator.values_v11101.hi', 0x1153083D)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xF0960800), ('P4rIngress.aggregator.values_v11110.hi', 0x29760DB3)], 14781)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE5DC1EC0), ('P4rIngress.aggregator.values_v11111.hi', 0x10002606)], 14781)
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
                gc.KeyTuple('job_id', 0xFF51),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000017C4),
                gc.DataTuple('slot_count', 0x000003EF),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC2EDCB0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x9CE5D09D),
                gc.KeyTuple('src_port', 0xB03A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFF51),
                gc.DataTuple('rank', 0x001F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xE5\xD0\x9D\x00\x00\x00\x00\xB0\x3A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\x51\x00\x1F\xEC\x2E\xDC\xB0\x01\xF9\x03\x3B\x80\x00\x00\x00\x00\x40\x00\x00\xF7\xAB\x09\x9F\x08\xCC\x0E\x6C\x05\x95\x0A\x00\xF6\x4C\x08\xED\x0F\x28\x09\x43\x0C\x00\x08\x7F\xFA\xC1\x0D\xA3\x09\x58\x10\x00\x04\xE3\x05\x37\xF7\x57\x0A\xB5\xF4\x18\x09\xE5\xF9\x09\x08\x80\xFC\x00\x0F\x1E\xFA\x79\x08\x00\x06\x76\x08\x00\x0A\xA3\x10\x00\xF0\x73\x05\xCE\x0A\x9B\x0F\x7C\xF6\xB9\x05\xF0\xF2\x37\x0A\xED\xF3\xDE\x07\x28\x10\x00\x0B\x00\xFB\x27\x07\x48\x0E\x5B\x06\xCF\x04\x6C\x0F\x4B\xF8\xDB\x0D\x00\x0A\x6B\x05\x64\xF0\x3A\x0B\xF4\xF0\xAA\x10\x00\x0E\x0D\x05\x8D\x0B\xC7\x0A\x3A\x0D\x86\x0E\x6E\xF0\x00\x0C\xD0\xF8\xA1\x04\x02\x0A\xD6\x0C\x73\xF7\x57\x08\x3D\x04\xA0\x10\x00\x04\xDD\x10\x00\xF7\xDF\x08\x7F\x09\x2D\x0E\x37\x04\x00\x0B\xD7\xF9\x06\x08\x05\xF5\x24\x0A\x16\xF4\x00\x06\x00\x0D\x45\x05\x3D\x0A\x0D\x0D\x34\xF7\x34\x0A\xE7\x0B\x17\x10\x00\x09\x6B\x09\xF0\x0F\x61\x07\x5C\xF6\x89\x0C\x00\x0C\x2B\x06\x40\xF9\xED\x0A\x80\x06\x13\x0A\x00\x09\x96\x09\x00\xF3\xF0\x07\x97\x08\x1F\x0B\x00\x0D\xA7\x07\x7E\x0C\xC5\x0C\x20\x0D\x6D\x10\x00\x10\x00\x0A\xD6\x0A\x34\x0E\x82\xF2\xC0\x10\x00\x07\x4A\x06\xF1\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9C\xE5\xD0\x9D\xBE\xEF\xB0\x3A\x01\x20\x00\x00\x50\x34\x02\x82\xFF\x51\x00\x1F\xEC\x2E\xDC\xB0\x01\xF9\x01\x3B\x80\x00\x00\x00\x00\x40\x00\x1E\x20\x26\x26\x86\x08\xCC\x0E\x6C\x30\xF0\x16\xB2\xF6\x4C\x08\xED\x32\x71\x2D\x43\x0C\x00\x08\x7F\x0E\xC1\x16\x63\x09\x58\x10\x00\x30\x26\x0D\x37\xF7\x57\x0A\xB5\xD1\x2C\x33\xCB\xF9\x09\x08\x80\x11\xC3\x23\x1E\xFA\x79\x08\x00\xE1\x5C\x16\x40\x0A\xA3\x10\x00\xD4\x73\x15\x98\x0A\x9B\x0F\x7C\xE6\x26\x12\x24\xF2\x37\x0A\xED\x1B\xDE\x27\x28\x10\x00\x0B\x00\x1B\x27\x12\x48\x0E\x5B\x06\xCF\xE2\x4A\x1F\x4B\xF8\xDB\x0D\x00\x2D\x22\x19\x52\xF0\x3A\x0B\xF4\x1A\x19\x16\xD4\x0E\x0D\x05\x8D\x21\xA8\x20\x9C\x0D\x86\x0E\x6E\xCC\x5E\x32\x60\xF8\xA1\x04\x02\x01\xAD\x2D\x76\xF7\x57\x08\x3D\xDB\x4F\x40\x00\x04\xDD\x10\x00\xD0\xEA\x0C\x7F\x09\x2D\x0E\x37\x23\x04\x2B\x3C\xF9\x06\x08\x05\x20\x23\x1B\x0B\xF4\x00\x06\x00\x1E\x20\x2C\x97\x0A\x0D\x0D\x34\xDE\xE3\x3A\xE7\x0B\x17\x10\x00\xE1\x46\x22\x46\x0F\x61\x07\x5C\xEF\xA6\x34\xB9\x0C\x2B\x06\x40\x17\xCC\x2A\x80\x06\x13\x0A\x00\xF0\xF1\x2F\x00\xF3\xF0\x07\x97\x19\x91\x33\x00\x0D\xA7\x07\x7E\x05\xF9\x1C\xC8\x0D\x6D\x10\x00\x00\x96\x12\xD6\x0A\x34\x0E\x82\xD8\x9C\x2E\xC0\x07\x4A\x06\xF1\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA2\x16\x63\x57\x80\x00\x00\x00\x80\x00\x00\x00\x1E\xAD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x20\x26\x26\x86\x02\x6B\x1E\x0B\x30\xF0\x16\xB2\x04\x06\x1F\xED\x32\x71\x2D\x43\xF0\xDA\x1E\x88\x0E\xC1\x16\x63\xDA\x51\x32\xA3\x30\x26\x0D\x37\xCE\xB3\x11\x85\xD1\x2C\x33\xCB\xEC\xA0\x38\x80\x11\xC3\x23\x1E\xF1\x60\x2D\x20\xE1\x5C\x16\x40\x30\xC6\x3E\x27\xD4\x73\x15\x98\x23\xCE\x1E\x1E\xE6\x26\x12\x24\xFE\x1D\x27\xED\x1B\xDE\x27\x28\x14\x00\x2A\x9E\x1B\x27\x12\x48\xFD\xB4\x29\x51\xE2\x4A\x1F\x4B\xD4\xB6\x27\x9C\x2D\x22\x19\x52\xD4\x85\x2B\xF4\x1A\x19\x16\xD4\xF7\x73\x25\x3A\x21\xA8\x20\x9C\x30\x7B\x24\x4D\xCC\x5E\x32\x60\xE3\x80\x26\xC7\x01\xAD\x2D\x76\x07\xCA\x18\xE7\xDB\x4F\x40\x00\x0C\x7C\x18\xE7\xD0\xEA\x0C\x7F\xEE\xCA\x35\xAC\x23\x04\x2B\x3C\xCF\xA4\x30\x05\x20\x23\x1B\x0B\xD0\x00\x16\x00\x1E\x20\x2C\x97\x02\x80\x25\xA6\xDE\xE3\x3A\xE7\x12\x4C\x34\x40\xE1\x46\x22\x46\x3B\xC4\x32\xB1\xEF\xA6\x34\xB9\x24\x53\x26\x40\x17\xCC\x2A\x80\xDD\xBA\x0E\x06\xF0\xF1\x2F\x00\x02\x36\x26\x6A\x19\x91\x33\x00\xFC\x56\x27\x7E\x05\xF9\x1C\xC8\x1E\xC0\x18\x3D\x00\x96\x12\xD6\x33\xAA\x1C\x35\xD8\x9C\x2E\xC0\x17\x4A\x2C\xF7\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9B3ADDAD), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBBC3110A)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBBC3110A, 15135)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0xED)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xEB4B2000), ('P4rIngress.aggregator.values_v00000.hi', 0xE8841F4E)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x0CDF1400), ('P4rIngress.aggregator.values_v00001.hi', 0xFADE2000)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x10001C18), ('P4rIngress.aggregator.values_v00010.hi', 0x04001BB0)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF1471C5B), ('P4rIngress.aggregator.values_v00011.hi', 0x1EA71831)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xD3B708BE), ('P4rIngress.aggregator.values_v00100.hi', 0x14001F1C)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2400160B), ('P4rIngress.aggregator.values_v00101.hi', 0xF91125AA)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x22E0223D), ('P4rIngress.aggregator.values_v00110.hi', 0xF995166E)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xEC3B2B69), ('P4rIngress.aggregator.values_v00111.hi', 0x11AC1C00)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x0A6908A3), ('P4rIngress.aggregator.values_v01000.hi', 0x178C2440)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xFAC3147F), ('P4rIngress.aggregator.values_v01001.hi', 0xFA072000)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x227A2C67), ('P4rIngress.aggregator.values_v01010.hi', 0xD5011317)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xDF6714A7), ('P4rIngress.aggregator.values_v01011.hi', 0x11BB1000)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xDF0B1F14), ('P4rIngress.aggregator.values_v01100.hi', 0xFC000DC3)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xEEDD23C0), ('P4rIngress.aggregator.values_v01101.hi', 0x213D28E3)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD8002514), ('P4rIngress.aggregator.values_v01110.hi', 0xDC271CD5)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x08001900), ('P4rIngress.aggregator.values_v01111.hi', 0xDCE120F3)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xED9F16A0), ('P4rIngress.aggregator.values_v10000.hi', 0xD6E01DE1)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x0BD21E20), ('P4rIngress.aggregator.values_v10001.hi', 0xF8CB13B4)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD0F415E4), ('P4rIngress.aggregator.values_v10010.hi', 0x1C662680)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x18000859), ('P4rIngress.aggregator.values_v10011.hi', 0x16B52282)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xF9ED098B), ('P4rIngress.aggregator.values_v10100.hi', 0x12DF17BD)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2BCC1400), ('P4rIngress.aggregator.values_v10101.hi', 0xFBEB2B2C)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xF1482DDE), ('P4rIngress.aggregator.values_v10110.hi', 0xFA971ECB)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x2E3F127A), ('P4rIngress.aggregator.values_v10111.hi', 0x1CDF1638)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xE66D22AE), ('P4rIngress.aggregator.values_v11000.hi', 0xDCEA1A89)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD5A02000), ('P4rIngress.aggregator.values_v11001.hi', 0xD1FE1300)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xF65A1AC9), ('P4rIngress.aggregator.values_v11010.hi', 0x1C0E2C00)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x2C7F192F), ('P4rIngress.aggregator.values_v11011.hi', 0x2A7722A0)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x1C002000), ('P4rIngress.aggregator.values_v11100.hi', 0x04360941)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x203B28D8), ('P4rIngress.aggregator.values_v11101.hi', 0xF5031A37)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x16682000), ('P4rIngress.aggregator.values_v11110.hi', 0xDEE91402)], 15135)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xDAB81800), ('P4rIngress.aggregator.values_v11111.hi', 0x093317D3)], 15135)
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
                gc.KeyTuple('job_id', 0x15FA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001C0),
                gc.DataTuple('slot_count', 0x00001C4F),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A7C17A8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x8307BAE2),
                gc.KeyTuple('src_port', 0x61DB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x15FA),
                gc.DataTuple('rank', 0x0006),
                gc.DataTuple('worker_index', 0x0137),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\x07\xBA\xE2\x00\x00\x00\x00\x61\xDB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x15\xFA\x00\x06\x9A\x7C\x17\xA8\x19\x5F\x05\xBB\xBB\xC3\x11\x0A\x00\x40\x00\x00\x06\xF5\x0C\xB0\xF5\xB1\x0A\x40\xFB\xFE\x0D\xB4\xF6\x63\x0B\x73\xF8\x5E\x07\xB6\xF8\x00\x07\x9B\x0A\x32\x05\xCF\x0A\x75\x04\x00\xF8\x49\x07\xA7\xF8\x00\x0F\x80\x0B\x31\x05\x00\xF7\x55\x10\x00\x10\x00\x0B\x6C\xFC\x00\x0E\xC6\xFA\xB2\x08\x00\x0C\xDC\x0B\x00\x0B\x6D\x10\x00\xFA\x2B\x0C\xDC\x0B\xDD\x08\x91\xF7\xB1\x06\xB1\x05\xCA\x0D\xF7\xFA\xDA\x0A\xF1\x08\xD1\x10\x00\xF5\x52\x0A\xAF\x08\x3B\x0C\x14\xF5\x8C\x0A\x3F\xF8\x00\x0A\x37\x06\xA5\x08\x77\x09\x19\x09\x0D\x08\x8D\x0A\x0E\x0F\xB1\x08\x00\xF7\x48\x07\x64\x0F\x89\x0A\xDB\xF3\xE2\x07\x40\x05\x5E\x0A\xE1\xF1\xD2\x09\x6E\xF9\x46\x09\x87\x0D\x4E\x09\x96\x04\x16\x08\x00\x09\xAF\x0D\xC4\x0D\x2F\x0B\x8B\xF6\xAB\x0B\xCB\xF6\x93\x04\xF5\x0A\x13\x0B\x00\xF1\x7E\x08\x00\x06\xF9\x0C\x00\x0E\xC2\x10\x00\xF8\x00\x08\xD2\xF5\xB5\x10\x00\x10\x00\x10\x00\xF8\x00\x0A\x83\x0F\x7B\x04\xE7\x0A\xE9\x05\x57\x10\x00\x10\x00\x05\x56\x05\xD6\xF3\x99\x10\x00\xF4\x42\x10\x00\x07\x3E\x0F\xDB\xFA\xC7\x0F\xCB\x05\xB5\x05\x68\x09\xAF\x0D\xD9\xF0\x00\x06\x00\xF8\x6F\x0C\x17\xF5\xC2\x09\xBF\xA4\xD6\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\x07\xBA\xE2\xBE\xEF\x61\xDB\x01\x20\x00\x00\x50\x34\x02\x82\x15\xFA\x00\x06\x9A\x7C\x17\xA8\x19\x5F\x01\xBB\xBB\xC3\x11\x0A\x00\x40\x00\x03\xF2\x40\x2C\xB0\xF5\xB1\x0A\x40\x08\xDD\x21\xB4\xF6\x63\x0B\x73\x08\x5E\x23\xCE\xF8\x00\x07\x9B\xFB\x79\x22\x2A\x0A\x75\x04\x00\xCC\x00\x10\x65\xF8\x00\x0F\x80\x2F\x31\x1B\x0B\xF7\x55\x10\x00\x32\xE0\x2D\xA9\xFC\x00\x0E\xC6\xE6\xED\x33\x69\x0C\xDC\x0B\x00\x15\xD6\x18\xA3\xFA\x2B\x0C\xDC\x06\xA0\x1D\x10\xF7\xB1\x06\xB1\x28\x44\x3A\x5E\xFA\xDA\x0A\xF1\xE8\x38\x24\xA7\xF5\x52\x0A\xAF\xE7\x46\x2B\x28\xF5\x8C\x0A\x3F\xE6\xDD\x2D\xF7\x06\xA5\x08\x77\xE1\x19\x2E\x21\x08\x8D\x0A\x0E\x17\xB1\x21\x00\xF7\x48\x07\x64\xFD\x28\x21\x7B\xF3\xE2\x07\x40\x11\x30\x29\x01\xF1\xD2\x09\x6E\xCA\x3A\x1F\x6B\x0D\x4E\x09\x96\x1C\x16\x10\x59\x09\xAF\x0D\xC4\x07\x1C\x15\x16\xF6\xAB\x0B\xCB\x22\x5F\x18\xF5\x0A\x13\x0B\x00\xE2\xC6\x35\xDE\x06\xF9\x0C\x00\x3D\x01\x22\x7A\xF8\x00\x08\xD2\xDC\x22\x32\xAE\x10\x00\x10\x00\xCD\xA0\x2A\x83\x0F\x7B\x04\xE7\x01\x43\x20\x20\x10\x00\x10\x00\x31\xD5\x1F\x05\xF3\x99\x10\x00\x10\x42\x30\x00\x07\x3E\x0F\xDB\x1B\x02\x38\xA3\x05\xB5\x05\x68\x20\x17\x2D\xD9\xF0\x00\x06\x00\xD3\x27\x24\x17\xF5\xC2\x09\xBF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9B\x3A\xDD\xED\xBB\xC3\x11\x0A\xBB\xC3\x11\x0A\x03\xED\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF2\x40\x2C\xB0\xDE\x35\x29\x8E\x08\xDD\x21\xB4\xF1\x41\x2B\x73\x08\x5E\x23\xCE\xFC\x00\x23\x4B\xFB\x79\x22\x2A\x29\x1C\x1C\x31\xCC\x00\x10\x65\x0C\x00\x2E\x9C\x2F\x31\x1B\x0B\xF0\x66\x35\xAA\x32\xE0\x2D\xA9\xF5\x95\x25\x34\xE6\xED\x33\x69\x1E\x88\x27\x00\x15\xD6\x18\xA3\x11\xB7\x31\x1C\x06\xA0\x1D\x10\xF1\xB8\x26\xB1\x28\x44\x3A\x5E\xCF\xDB\x1E\x08\xE8\x38\x24\xA7\x07\x0D\x1A\xAF\xE7\x46\x2B\x28\xF1\x8C\x18\x02\xE6\xDD\x2D\xF7\x27\xE2\x31\x5A\xE1\x19\x2E\x21\xE4\xB4\x26\xE3\x17\xB1\x21\x00\xD4\x29\x28\x57\xFD\x28\x21\x7B\xCA\xC2\x25\x21\x11\x30\x29\x01\xEA\x9D\x1D\x22\xCA\x3A\x1F\x6B\x29\xB4\x30\x16\x1C\x16\x10\x59\x20\x64\x30\x46\x07\x1C\x15\x16\x09\x8A\x23\x88\x22\x5F\x18\xF5\x05\xFE\x36\x2C\xE2\xC6\x35\xDE\x01\x90\x2A\xCB\x3D\x01\x22\x7A\x14\xDF\x1F\x0A\xDC\x22\x32\xAE\xEC\xEA\x2A\x89\xCD\xA0\x2A\x83\xE1\x79\x17\xE7\x01\x43\x20\x20\x2C\x0E\x3C\x00\x31\xD5\x1F\x05\x1E\x10\x32\xA0\x10\x42\x30\x00\x0B\x74\x19\x1C\x1B\x02\x38\xA3\xFA\xB8\x1F\x9F\x20\x17\x2D\xD9\xCE\xE9\x1A\x02\xD3\x27\x24\x17\xFE\xF5\x21\x92\xA4\xD6\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5AC78778), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3D7FDE12)], 385)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3D7FDE12, 385)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x73)], 385)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x1C852000), ('P4rIngress.aggregator.values_v00000.hi', 0xD3382A9B)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x2AFA0E98), ('P4rIngress.aggregator.values_v00001.hi', 0x30001223)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xD40009E9), ('P4rIngress.aggregator.values_v00010.hi', 0x1F1C2800)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xDD392C47), ('P4rIngress.aggregator.values_v00011.hi', 0x1E881EA4)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xE7E717B8), ('P4rIngress.aggregator.values_v00100.hi', 0xFB8D24CC)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDE712385), ('P4rIngress.aggregator.values_v00101.hi', 0xDE222000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xDEAB15BE), ('P4rIngress.aggregator.values_v00110.hi', 0x2F700416)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x13552000), ('P4rIngress.aggregator.values_v00111.hi', 0xD8002AC0)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xD6FF07B5), ('P4rIngress.aggregator.values_v01000.hi', 0xE61714BF)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xD45712E9), ('P4rIngress.aggregator.values_v01001.hi', 0x06C41000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xDDCD1000), ('P4rIngress.aggregator.values_v01010.hi', 0x28391000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xE0000C67), ('P4rIngress.aggregator.values_v01011.hi', 0xF8EC1C00)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xDA872085), ('P4rIngress.aggregator.values_v01100.hi', 0x0C8F28BB)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x2FAC1DDB), ('P4rIngress.aggregator.values_v01101.hi', 0xD4001540)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD77110A8), ('P4rIngress.aggregator.values_v01110.hi', 0x2F792586)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xD2FC1ABB), ('P4rIngress.aggregator.values_v01111.hi', 0x28000CC0)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xF88B2752), ('P4rIngress.aggregator.values_v10000.hi', 0x12090B28)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xF76E1359), ('P4rIngress.aggregator.values_v10001.hi', 0x1D071090)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x1E760800), ('P4rIngress.aggregator.values_v10010.hi', 0xF6A413FF)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x0ADF2000), ('P4rIngress.aggregator.values_v10011.hi', 0xF53B1E10)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xD2AA1C00), ('P4rIngress.aggregator.values_v10100.hi', 0x0B030A0A)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE82B0770), ('P4rIngress.aggregator.values_v10101.hi', 0xEE9A2000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xF65E21B1), ('P4rIngress.aggregator.values_v10110.hi', 0x10001C00)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xE3B61000), ('P4rIngress.aggregator.values_v10111.hi', 0xE8C70CCB)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xF20E176D), ('P4rIngress.aggregator.values_v11000.hi', 0x0BEF1000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xEA9D17E0), ('P4rIngress.aggregator.values_v11001.hi', 0x08731621)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xE75D25A8), ('P4rIngress.aggregator.values_v11010.hi', 0xF9B80C5E)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xF47017A6), ('P4rIngress.aggregator.values_v11011.hi', 0x29F31CC7)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xE0002000), ('P4rIngress.aggregator.values_v11100.hi', 0xF00F1000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xE96A1EDA), ('P4rIngress.aggregator.values_v11101.hi', 0xD4EF2000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x08833000), ('P4rIngress.aggregator.values_v11110.hi', 0x090C3000)], 385)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE01C2336), ('P4rIngress.aggregator.values_v11111.hi', 0xD24F293D)], 385)
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
                gc.KeyTuple('job_id', 0x9AE0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000181),
                gc.DataTuple('slot_count', 0x00001052),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x40E88E0B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x3208F687),
                gc.KeyTuple('src_port', 0x63FD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9AE0),
                gc.DataTuple('rank', 0x0007),
                gc.DataTuple('worker_index', 0x014B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x32\x08\xF6\x87\x00\x00\x00\x00\x63\xFD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9A\xE0\x00\x07\x40\xE8\x8E\x0B\x00\x00\x06\x89\x3D\x7F\xDE\x12\x00\x40\x00\x00\x0F\xDD\x0C\x40\x0F\x97\x05\x68\xFA\x30\x06\xB0\x0C\x6D\x0F\x68\xF0\x00\x08\x3B\xF7\x20\x06\x87\xF8\x29\x07\xC7\x06\xC8\x0C\xB3\x10\x00\x09\x98\xF2\x72\x04\x3F\x07\xB3\x0E\xC7\x0F\x70\x0D\x51\xF3\xDF\x09\x60\x0E\x1D\x06\x82\xFB\xAB\x08\x5E\x10\x00\x0C\x10\xF6\x1D\x04\x77\xF4\x00\x07\x21\x0C\x00\x06\xC5\xF9\x4D\x10\x00\xF7\x99\x0F\x90\x04\xD1\x0A\x4D\xF8\x00\x0A\x8B\x07\x77\x06\x4F\xF8\xBA\x0E\x00\xF6\x74\x0E\xA7\x0E\x2F\x0E\xD8\xFB\x09\x08\x00\xF0\x87\x07\x00\xF9\x2F\x05\xDB\xF2\xC7\x04\xFD\x10\x00\x0F\x40\x06\x9A\x0A\x5C\x08\x57\x06\x8A\x08\x08\x0D\x00\x0A\x67\x09\x9B\x08\xFA\x0D\xCE\x10\x00\x08\xEE\x0B\x6F\x04\xFD\xF2\x95\x09\x76\xF4\xAF\x10\x00\xF8\x00\x10\x00\xF3\x89\x05\xA4\xFB\xAB\x0B\xC7\x05\x5B\x0B\xB0\x0C\x00\x05\xF2\x0A\xAB\x08\x00\xF0\x00\x06\x9F\x08\xB0\x04\xC0\x07\x42\x0B\x97\xF9\x03\x0B\x5A\xF5\xCF\x06\x97\xF5\x0E\x06\x87\x08\xEA\x08\x00\xF6\x16\x0A\x00\xF6\x43\x04\xCE\xF9\x0A\x04\x00\xFB\x9D\x0B\x02\xF7\x12\x10\x00\xF9\xA4\x08\xC5\x0B\x67\x07\x79\xF7\xEE\x08\x58\xF3\xAC\x08\x00\xF4\x66\x0C\xD3\x31\x37\x4C\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x32\x08\xF6\x87\xBE\xEF\x63\xFD\x01\x20\x00\x00\x50\x34\x02\x82\x9A\xE0\x00\x07\x40\xE8\x8E\x0B\x00\x00\x00\x89\x3D\x7F\xDE\x12\x00\x40\x00\x03\x2C\x62\x2C\x40\x0F\x97\x05\x68\x25\x2A\x15\x48\x0C\x6D\x0F\x68\xC4\x00\x12\x24\xF7\x20\x06\x87\xD5\x62\x34\x0E\x06\xC8\x0C\xB3\xF7\xE7\x21\x50\xF2\x72\x04\x3F\xE6\x24\x32\x4C\x0F\x70\x0D\x51\xD2\x8A\x1F\x1E\x0E\x1D\x06\x82\x0F\x00\x28\x5E\x10\x00\x0C\x10\xCD\x1C\x0C\x2C\xF4\x00\x07\x21\xE0\x57\x19\xAE\xF9\x4D\x10\x00\xD5\x66\x1F\x90\x04\xD1\x0A\x4D\xD8\x00\x16\xF2\x07\x77\x06\x4F\xD3\x41\x2E\x85\xF6\x74\x0E\xA7\x3D\xDB\x2C\xB3\xFB\x09\x08\x00\xC7\xF8\x17\xA8\xF9\x2F\x05\xDB\xC5\xC3\x1F\xB8\x10\x00\x0F\x40\xFF\x25\x31\xAE\x08\x57\x06\x8A\xFF\x76\x20\x59\x0A\x67\x09\x9B\x27\x70\x15\xCE\x10\x00\x08\xEE\x16\x4E\x24\xFD\xF2\x95\x09\x76\xC7\x59\x2C\x00\xF8\x00\x10\x00\xDB\xB4\x0D\x14\xFB\xAB\x0B\xC7\xFB\xB9\x2D\x61\x0C\x00\x05\xF2\xEE\x61\x18\x00\xF0\x00\x06\x9F\xFA\xBE\x1C\x2D\x07\x42\x0B\x97\xE3\xA0\x23\x3A\xF5\xCF\x06\x97\xDC\x6B\x2C\x2F\x08\xEA\x08\x00\xEA\x86\x21\xA6\xF6\x43\x04\xCE\xD9\x0A\x24\x00\xFB\x9D\x0B\x02\xE0\x7C\x2E\xDA\xF9\xA4\x08\xC5\x13\xEA\x37\x79\xF7\xEE\x08\x58\xD3\xC8\x2B\x36\xF4\x66\x0C\xD3\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x5A\xC7\x87\xF8\x3D\x7F\xDE\x12\x3D\x7F\xDE\x12\x03\x89\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x2C\x62\x2C\x40\xE2\xCF\x30\x03\x25\x2A\x15\x48\x3C\x6D\x21\x8B\xC4\x00\x12\x24\x16\x3C\x2E\x87\xD5\x62\x34\x0E\x25\x50\x2B\x57\xF7\xE7\x21\x50\xED\xFF\x29\x0B\xE6\x24\x32\x4C\xED\x92\x2D\x51\xD2\x8A\x1F\x1E\x3D\x8D\x0A\x98\x0F\x00\x28\x5E\xE8\x00\x36\xD0\xCD\x1C\x0C\x2C\xDA\x17\x1B\xE0\xE0\x57\x19\xAE\x00\x11\x20\x00\xD5\x66\x1F\x90\x2D\x0A\x1A\x4D\xD8\x00\x16\xF2\x00\x63\x22\x4F\xD3\x41\x2E\x85\x03\x03\x37\x62\x3D\xDB\x2C\xB3\xCF\x09\x1D\x40\xC7\xF8\x17\xA8\x28\xA8\x2B\x61\xC5\xC3\x1F\xB8\x38\x00\x1C\x00\xFF\x25\x31\xAE\x1A\x60\x11\xB2\xFF\x76\x20\x59\x27\x6E\x1A\x2B\x27\x70\x15\xCE\x06\xA4\x1C\xED\x16\x4E\x24\xFD\xE7\xD0\x27\x86\xC7\x59\x2C\x00\x03\x03\x1A\x0A\xDB\xB4\x0D\x14\xEA\x45\x2B\xC7\xFB\xB9\x2D\x61\x1C\x00\x21\xF2\xEE\x61\x18\x00\xD8\xC7\x13\x6A\xFA\xBE\x1C\x2D\x13\x31\x1B\x97\xE3\xA0\x23\x3A\xFE\x42\x1C\xB8\xDC\x6B\x2C\x2F\x02\xA2\x14\x5E\xEA\x86\x21\xA6\x20\x36\x21\x95\xD9\x0A\x24\x00\xEB\xAC\x1B\x02\xE0\x7C\x2E\xDA\xCE\x93\x28\xC5\x13\xEA\x37\x79\x00\xFA\x38\x58\xD3\xC8\x2B\x36\xC6\xB5\x36\x10\x31\x37\x4C\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCE4BB7FC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4F3CC7D5)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4F3CC7D5, 3787)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xAE)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x19EE1F00), ('P4rIngress.aggregator.values_v00000.hi', 0x13DB126E)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xE0001AFB), ('P4rIngress.aggregator.values_v00001.hi', 0x13ED3000)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xE0572391), ('P4rIngress.aggregator.values_v00010.hi', 0x09A706B5)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x2E562F95), ('P4rIngress.aggregator.values_v00011.hi', 0xEEF4193A)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xD22E3000), ('P4rIngress.aggregator.values_v00100.hi', 0xE3BF1EBF)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x1E361BAD), ('P4rIngress.aggregator.values_v00101.hi', 0xE07110C3)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xD6A32C00), ('P4rIngress.aggregator.values_v00110.hi', 0x0D6F27CD)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x11FD139D), ('P4rIngress.aggregator.values_v00111.hi', 0x13511000)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xF400188F), ('P4rIngress.aggregator.values_v01000.hi', 0xDC021623)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x2A7122B7), ('P4rIngress.aggregator.values_v01001.hi', 0xDA150F28)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xF20C2930), ('P4rIngress.aggregator.values_v01010.hi', 0xEB282753)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xF30106B4), ('P4rIngress.aggregator.values_v01011.hi', 0xF1B913C8)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x2F691400), ('P4rIngress.aggregator.values_v01100.hi', 0xE4AD17C3)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD8002DD6), ('P4rIngress.aggregator.values_v01101.hi', 0xD4EC1B82)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xEE921F23), ('P4rIngress.aggregator.values_v01110.hi', 0x121B284E)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xF9570871), ('P4rIngress.aggregator.values_v01111.hi', 0x116F0DF8)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xE4AC1000), ('P4rIngress.aggregator.values_v10000.hi', 0xEF3B0E32)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xE59B1360), ('P4rIngress.aggregator.values_v10001.hi', 0xEB261000)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x155C1800), ('P4rIngress.aggregator.values_v10010.hi', 0x09951C00)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xF2B91800), ('P4rIngress.aggregator.values_v10011.hi', 0xDD400500)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x126D2000), ('P4rIngress.aggregator.values_v10100.hi', 0x2AAB0EA0)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x1CAE2800), ('P4rIngress.aggregator.values_v10101.hi', 0x2DC71F52)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xD2EA2A76), ('P4rIngress.aggregator.values_v10110.hi', 0xF91A147C)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x283D1C00), ('P4rIngress.aggregator.values_v10111.hi', 0xF2EA14E2)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xD4EB066D), ('P4rIngress.aggregator.values_v11000.hi', 0xF49F2284)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x1000223B), ('P4rIngress.aggregator.values_v11001.hi', 0x1F8F1549)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x1000117B), ('P4rIngress.aggregator.values_v11010.hi', 0xDB2B1DBD)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDCE5297F), ('P4rIngress.aggregator.values_v11011.hi', 0x170E1A10)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xDBED1900), ('P4rIngress.aggregator.values_v11100.hi', 0xF0001EC7)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xD9C525CD), ('P4rIngress.aggregator.values_v11101.hi', 0xE3EF297E)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x2C5C2555), ('P4rIngress.aggregator.values_v11110.hi', 0xD5C31F7F)], 3787)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xEAB91A00), ('P4rIngress.aggregator.values_v11111.hi', 0xDC6F214B)], 3787)
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
                gc.KeyTuple('job_id', 0x56E3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000076B),
                gc.DataTuple('slot_count', 0x00001355),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00BDAC83),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xC7C6D619),
                gc.KeyTuple('src_port', 0x334A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x56E3),
                gc.DataTuple('rank', 0x000B),
                gc.DataTuple('worker_index', 0x0326),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xC6\xD6\x19\x00\x00\x00\x00\x33\x4A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x56\xE3\x00\x0B\x00\xBD\xAC\x83\x07\x60\x02\x03\x4F\x3C\xC7\xD5\x00\x40\x00\x00\xFB\x49\x05\xF4\xF2\x8B\x0A\x2A\xF8\x00\x0A\x00\x05\xA5\x04\x00\xF8\x79\x09\xA0\xF5\x6B\x0C\xD0\x0C\x00\x0F\x43\x06\x36\x0C\x00\xFB\x22\x07\x9A\xFB\x1A\x0C\x10\x04\x00\x05\x15\xF5\xF9\x0E\x68\xF5\x47\x10\x00\xF4\x00\x05\xEF\x08\x10\x09\x70\xF9\x3F\x0D\xA1\xF0\x00\x0F\xEB\x0D\xB5\x09\xB9\xF7\x6F\x06\x35\xFB\x7D\x0D\xBA\x0C\x00\x07\x0C\xF8\x9E\x0E\x5A\xF8\x3F\x0D\x40\xF6\x2E\x04\xF1\x07\xFC\x0D\x55\xF2\x27\x04\x8B\x10\x00\x0B\x95\x0C\x17\x10\x00\x0B\x37\x06\x30\x06\xB6\x0B\x5C\x06\xB7\x05\xB4\xFB\x00\x0B\x3F\xF1\x58\x0F\x72\xF6\x03\x07\xA4\xFB\xFB\x0D\x0D\x0F\x7E\x09\xE8\xF4\xCB\x10\x00\x09\x72\x06\x00\x0C\x2B\x08\x00\xF4\x00\x0F\x28\xFB\x19\x07\x80\xF4\x27\x05\x38\x0E\xA6\x07\x51\x0C\xE7\x0D\xA2\xF9\x06\x07\x00\xF7\xCD\x0D\x3F\x0D\x27\x0E\x0B\x07\xD8\x0C\xAD\x0F\x98\x05\x85\x10\x00\x0D\x04\xF8\x00\x05\x63\xF7\x34\x04\x00\x0E\x32\x0D\x18\xFA\xE2\x0F\xD3\x04\x00\x0B\x1E\x06\x03\x04\xA8\xF3\x07\x10\x00\x10\x00\x0C\x96\xF7\x7F\x10\x00\x04\xC6\x07\x0E\x04\xE1\x0A\x00\xF8\xE6\x0B\xBE\x08\x01\x06\x00\xF1\x66\x0C\x3F\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC7\xC6\xD6\x19\xBE\xEF\x33\x4A\x01\x20\x00\x00\x50\x34\x02\x82\x56\xE3\x00\x0B\x00\xBD\xAC\x83\x07\x60\x00\x03\x4F\x3C\xC7\xD5\x00\x40\x00\x0D\x15\x37\x24\xF4\xF2\x8B\x0A\x2A\xD8\x00\x24\xFB\x05\xA5\x04\x00\xD8\xD0\x2D\x31\xF5\x6B\x0C\xD0\x3A\x56\x3E\xD8\x06\x36\x0C\x00\xCD\x50\x37\x9A\xFB\x1A\x0C\x10\x22\x36\x20\xC2\xF5\xF9\x0E\x68\xCB\xEA\x3C\x00\xF4\x00\x05\xEF\x1A\x0D\x1D\x0D\xF9\x3F\x0D\xA1\xE4\x00\x28\x7A\x0D\xB5\x09\xB9\x21\xE0\x28\xEC\xFB\x7D\x0D\xBA\xFE\x0C\x30\x3C\xF8\x9E\x0E\x5A\xEB\x40\x13\xF4\xF6\x2E\x04\xF1\x37\x65\x21\x55\xF2\x27\x04\x8B\xE8\x00\x39\x6B\x0C\x17\x10\x00\xF9\xC9\x25\x53\x06\xB6\x0B\x5C\x00\x0E\x0E\x25\xFB\x00\x0B\x3F\xD6\x04\x1F\x72\xF6\x03\x07\xA4\xE1\x96\x20\x6D\x0F\x7E\x09\xE8\x0A\x27\x28\x00\x09\x72\x06\x00\xFE\xE4\x20\x00\xF4\x00\x0F\x28\x0D\x86\x27\x80\xF4\x27\x05\x38\x2B\x54\x2F\x51\x0C\xE7\x0D\xA2\xCB\xF0\x31\x76\xF7\xCD\x0D\x3F\x35\x64\x2A\x0B\x07\xD8\x0C\xAD\xE4\x83\x0B\xF2\x10\x00\x0D\x04\x08\x00\x27\x9E\xF7\x34\x04\x00\x1E\x32\x1E\x93\xFA\xE2\x0F\xD3\xE0\xE5\x34\x9D\x06\x03\x04\xA8\xCE\xF4\x29\x00\x10\x00\x0C\x96\xD1\x44\x35\xCD\x04\xC6\x07\x0E\x31\x3D\x2F\x55\xF8\xE6\x0B\xBE\xF2\xBA\x20\x00\xF1\x66\x0C\x3F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCE\x4B\xBF\xFC\x4F\x3C\xC7\xD5\x4F\x3C\xC7\xD5\x0D\xAE\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x15\x37\x24\xF4\x06\x66\x1C\x98\xD8\x00\x24\xFB\x19\x92\x34\x00\xD8\xD0\x2D\x31\xFF\x12\x13\x85\x3A\x56\x3E\xD8\xF5\x2A\x25\x3A\xCD\x50\x37\x9A\xDE\xD9\x2A\xCF\x22\x36\x20\xC2\xD6\x6A\x1F\x2B\xCB\xEA\x3C\x00\x01\x6F\x2D\xBC\x1A\x0D\x1D\x0D\x0C\x90\x1D\xA1\xE4\x00\x28\x7A\xE9\xB7\x1F\xDC\x21\xE0\x28\xEC\xD5\x92\x1C\xE2\xFE\x0C\x30\x3C\xE3\xC6\x35\xAD\xEB\x40\x13\xF4\xE7\xE7\x18\xB9\x37\x65\x21\x55\xD6\xD4\x1C\x4E\xE8\x00\x39\x6B\xE1\x03\x2B\x82\xF9\xC9\x25\x53\x18\xD1\x33\xAA\x00\x0E\x0E\x25\x0C\x6F\x19\x37\xD6\x04\x1F\x72\xE5\x3E\x15\xD6\xE1\x96\x20\x6D\xFA\xA4\x19\xE8\x0A\x27\x28\x00\x13\x07\x22\x00\xFE\xE4\x20\x00\xD1\x40\x14\x28\x0D\x86\x27\x80\x1E\xD2\x13\xD8\x2B\x54\x2F\x51\x3A\xAE\x2C\xF4\xCB\xF0\x31\x76\xF0\xE7\x21\xBB\x35\x64\x2A\x0B\xFA\xC2\x21\x8F\xE4\x83\x0B\xF2\x04\x9F\x2F\x88\x08\x00\x27\x9E\x16\xC3\x19\x49\x1E\x32\x1E\x93\xD6\x0D\x2D\x90\xE0\xE5\x34\x9D\x1D\x11\x1E\xB8\xCE\xF4\x29\x00\x00\x00\x2B\x5D\xD1\x44\x35\xCD\xE8\xB5\x30\x8C\x31\x3D\x2F\x55\xCE\xA9\x2B\x3D\xF2\xBA\x20\x00\xCD\xD5\x2D\x8A\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xBE922F50), ('P4rIngress.aggregator.bitmap_seq.seq', 0x72F32D40)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x72F32D40, 2820)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x2B)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x2A7715C0), ('P4rIngress.aggregator.values_v00000.hi', 0x183524FE)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x140016F4), ('P4rIngress.aggregator.values_v00001.hi', 0x2FB1133B)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xE0BC17A0), ('P4rIngress.aggregator.values_v00010.hi', 0xDC1517B3)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xE4BD2F72), ('P4rIngress.aggregator.values_v00011.hi', 0xF03122EE)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x24001559), ('P4rIngress.aggregator.values_v00100.hi', 0x106422E8)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x16391229), ('P4rIngress.aggregator.values_v00101.hi', 0xF55C1985)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x21222173), ('P4rIngress.aggregator.values_v00110.hi', 0x13AE157D)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xEB062380), ('P4rIngress.aggregator.values_v00111.hi', 0xE00019ED)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x0D6A08B8), ('P4rIngress.aggregator.values_v01000.hi', 0x16F1241A)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xFA670C6C), ('P4rIngress.aggregator.values_v01001.hi', 0xEC4B19A0)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x0EF013A5), ('P4rIngress.aggregator.values_v01010.hi', 0x04002000)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xDE8D1B58), ('P4rIngress.aggregator.values_v01011.hi', 0xF656054E)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xEC930FCB), ('P4rIngress.aggregator.values_v01100.hi', 0xE10E2772)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x13440C5C), ('P4rIngress.aggregator.values_v01101.hi', 0xF8F22686)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xF46313A2), ('P4rIngress.aggregator.values_v01110.hi', 0x1A500540)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x13F52CE7), ('P4rIngress.aggregator.values_v01111.hi', 0x19AC16FE)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD6212874), ('P4rIngress.aggregator.values_v10000.hi', 0xD00007BE)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xD8001B00), ('P4rIngress.aggregator.values_v10001.hi', 0x15B42DDB)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD0072000), ('P4rIngress.aggregator.values_v10010.hi', 0x074B1E95)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE0000CFF), ('P4rIngress.aggregator.values_v10011.hi', 0xE5A90B89)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xE9DD2000), ('P4rIngress.aggregator.values_v10100.hi', 0xDDA02230)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xFA4E2200), ('P4rIngress.aggregator.values_v10101.hi', 0xDA7A1F0C)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x1000142B), ('P4rIngress.aggregator.values_v10110.hi', 0xD0331EB0)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x0736107A), ('P4rIngress.aggregator.values_v10111.hi', 0xFB4213D3)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xDBA32500), ('P4rIngress.aggregator.values_v11000.hi', 0xDFD72000)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xE49F0D58), ('P4rIngress.aggregator.values_v11001.hi', 0x063D0631)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xE7C02832), ('P4rIngress.aggregator.values_v11010.hi', 0xFBEA2CE2)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x249312A9), ('P4rIngress.aggregator.values_v11011.hi', 0xEF291000)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2A7F20C3), ('P4rIngress.aggregator.values_v11100.hi', 0xF4DA3000)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xF7C910B0), ('P4rIngress.aggregator.values_v11101.hi', 0x200015BD)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xD00022D6), ('P4rIngress.aggregator.values_v11110.hi', 0xEC002000)], 2820)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x28732E98), ('P4rIngress.aggregator.values_v11111.hi', 0xE0000CB6)], 2820)
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
                gc.KeyTuple('job_id', 0x5711),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004AB),
                gc.DataTuple('slot_count', 0x00000BA6),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5A5760BF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5FA30A29),
                gc.KeyTuple('src_port', 0x33A8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5711),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x02B1),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\xA3\x0A\x29\x00\x00\x00\x00\x33\xA8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x57\x11\x00\x16\x5A\x57\x60\xBF\x06\x59\x06\xA6\x72\xF3\x2D\x40\x00\x40\x00\x00\xFA\xE5\x10\x00\x0D\x1A\x0A\x65\x0E\x83\x10\x00\x07\xD7\x0B\x15\xF3\xC3\x05\x0C\xF7\xDD\x09\x9C\x04\x60\x07\x00\x0F\xA7\x0B\x3D\x04\x00\x10\x00\xFB\xFD\x0A\x39\xF4\xDD\x0B\x60\xF7\x1A\x04\xDF\xF9\xDE\x0F\x67\xF0\x00\x0E\x22\x04\xF6\x0C\x61\xF9\x54\x0B\x0B\xF0\x00\x0D\x99\x0A\x02\x04\xEE\xF8\x7D\x04\xD9\x05\xDB\x05\xCE\xF6\xD6\x09\x31\xFC\x00\x04\xC4\xF2\xA4\x0E\x73\xFA\x8E\x08\x00\xF7\x91\x0C\x14\xF4\x00\x0A\x69\xF3\x7F\x07\x7B\xF1\x06\x0F\x00\xF2\x59\x05\x1B\x04\xDE\x08\x50\x08\x3B\x07\x55\x0C\xCF\x10\x00\xF6\x7D\x0F\x61\x0F\x2C\x05\x03\xFC\x00\x09\xC0\x07\xCB\x0C\x0F\xFA\x68\x08\x00\x0D\xEF\x04\x00\xF4\x10\x09\x4B\x04\xAE\x0D\x8F\xF6\x6E\x0B\xBF\xFA\x0A\x0A\x00\x07\xE7\x07\x82\x06\x26\x04\x11\xFC\x00\x09\xA7\x0D\x5B\x04\xFA\xFA\x25\x10\x00\x0F\x53\x08\x8B\xF0\x85\x08\x00\x0E\xBF\x07\xE3\xF8\x01\x0A\x00\xF9\x57\x07\x67\x0C\x66\x08\x00\x04\x4C\x0D\x53\x06\x23\x0E\xFC\x0C\x00\x10\x00\xFA\xA2\x08\x00\xF0\x00\x09\x5E\x08\x2D\x07\x8D\x08\x00\x0F\x3C\x10\x00\x10\x00\x09\x8A\x0B\xE0\xF7\x2F\x0B\xF9\xFC\x00\x0F\x18\x70\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5F\xA3\x0A\x29\xBE\xEF\x33\xA8\x01\x20\x00\x00\x50\x34\x02\x82\x57\x11\x00\x16\x5A\x57\x60\xBF\x06\x59\x00\xA6\x72\xF3\x2D\x40\x00\x40\x00\x18\x25\x5C\x25\xC0\x0D\x1A\x0A\x65\x22\x83\x26\xF4\x07\xD7\x0B\x15\xD4\x7F\x1C\xAC\xF7\xDD\x09\x9C\xE9\x1D\x36\x72\x0F\xA7\x0B\x3D\x28\x00\x25\x59\xFB\xFD\x0A\x39\x0B\x16\x1D\x89\xF7\x1A\x04\xDF\x1B\x00\x30\xDA\xF0\x00\x0E\x22\xEF\xFC\x2F\xE1\xF9\x54\x0B\x0B\xFD\x6A\x16\x51\x0A\x02\x04\xEE\xF2\xE4\x11\x45\x05\xDB\x05\xCE\x05\xC6\x1C\xD6\xFC\x00\x04\xC4\xD1\x31\x29\xCB\xFA\x8E\x08\x00\xE4\x24\x1B\xDF\xF4\x00\x0A\x69\x06\xC3\x13\xD7\xF1\x06\x0F\x00\xE6\xBC\x18\xBD\x04\xDE\x08\x50\x1C\x30\x34\x3C\x0C\xCF\x10\x00\xCC\x9E\x37\xD5\x0F\x2C\x05\x03\xD4\x00\x24\xC0\x07\xCB\x0C\x0F\xCA\x6F\x28\x00\x0D\xEF\x04\x00\xD4\x10\x16\x4A\x04\xAE\x0D\x8F\xE0\x4B\x2B\xBF\xFA\x0A\x0A\x00\x02\x35\x29\x82\x06\x26\x04\x11\x0C\x00\x1D\xD2\x0D\x5B\x04\xFA\x01\x5B\x20\x7A\x0F\x53\x08\x8B\xCC\x28\x2D\x00\x0E\xBF\x07\xE3\xDC\xA0\x17\x58\xF9\x57\x07\x67\xF4\x26\x30\x32\x04\x4C\x0D\x53\x2A\xB6\x21\xA5\x0C\x00\x10\x00\x25\x21\x28\xC3\xF0\x00\x09\x5E\xFF\xF6\x18\x3D\x08\x00\x0F\x3C\xE0\x00\x32\xD6\x09\x8A\x0B\xE0\x1F\xA2\x3A\x91\xFC\x00\x0F\x18\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBE\xD2\x2F\x50\x72\xF3\x2D\x40\x72\xF3\x2D\x40\x18\xA6\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x25\x5C\x25\xC0\x25\x4F\x2F\x63\x22\x83\x26\xF4\x37\x88\x1E\x50\xD4\x7F\x1C\xAC\xD3\xF2\x21\x4F\xE9\x1D\x36\x72\xFF\xD8\x2E\x2B\x28\x00\x25\x59\x0C\x61\x2D\x21\x0B\x16\x1D\x89\xEC\x76\x1E\x64\x1B\x00\x30\xDA\x03\xAE\x23\x9F\xEF\xFC\x2F\xE1\xD9\x54\x24\xF8\xFD\x6A\x16\x51\x20\xF3\x29\x08\xF2\xE4\x11\x45\xF2\x26\x1F\x6E\x05\xC6\x1C\xD6\x00\x00\x24\xC4\xD1\x31\x29\xCB\xF0\xE4\x0D\x4E\xE4\x24\x1B\xDF\xD5\x0E\x31\xDB\x06\xC3\x13\xD7\xE9\xF8\x35\x86\xE6\xBC\x18\xBD\x1F\x2E\x0D\x90\x1C\x30\x34\x3C\x26\x7B\x26\xFE\xCC\x9E\x37\xD5\xDF\x2C\x0C\xC1\xD4\x00\x24\xC0\x1D\x7F\x39\xEA\xCA\x6F\x28\x00\x15\x3A\x22\x95\xD4\x10\x16\x4A\xEA\x57\x19\x18\xE0\x4B\x2B\xBF\xD7\xAA\x2C\x30\x02\x35\x29\x82\xE0\xA0\x23\x1D\x0C\x00\x1D\xD2\xDD\x8E\x23\xAA\x01\x5B\x20\x7A\x0A\x95\x1C\x5E\xCC\x28\x2D\x00\xEE\x96\x27\xE3\xDC\xA0\x17\x58\xFF\x94\x0D\x98\xF4\x26\x30\x32\x00\x36\x3A\x35\x2A\xB6\x21\xA5\xFB\x29\x20\x00\x25\x21\x28\xC3\xE4\xDA\x39\x5E\xFF\xF6\x18\x3D\x28\x00\x24\xF9\xE0\x00\x32\xD6\xF5\x8A\x2B\xE0\x1F\xA2\x3A\x91\xDC\x00\x1B\xCE\x70\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xADCE8099), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3D644000)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3D644000, 11536)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x2BD31986), ('P4rIngress.aggregator.values_v00000.hi', 0xE2612220)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x17203000), ('P4rIngress.aggregator.values_v00001.hi', 0xEB7F299D)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x1673257A), ('P4rIngress.aggregator.values_v00010.hi', 0xF9931418)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF3602000), ('P4rIngress.aggregator.values_v00011.hi', 0x1D8E2000)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xFBB00987), ('P4rIngress.aggregator.values_v00100.hi', 0x04061600)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2400158B), ('P4rIngress.aggregator.values_v00101.hi', 0xF8BA2B48)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xD800077E), ('P4rIngress.aggregator.values_v00110.hi', 0x2A1D1000)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x07752D77), ('P4rIngress.aggregator.values_v00111.hi', 0x29B919BD)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xD0001665), ('P4rIngress.aggregator.values_v01000.hi', 0xE0000400)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF7532000), ('P4rIngress.aggregator.values_v01001.hi', 0x1E1F1258)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x23FF1000), ('P4rIngress.aggregator.values_v01010.hi', 0x15330800)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xF40023C0), ('P4rIngress.aggregator.values_v01011.hi', 0x2C9413BA)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x27BB13C6), ('P4rIngress.aggregator.values_v01100.hi', 0xFB7F1BEA)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x0EE42C00), ('P4rIngress.aggregator.values_v01101.hi', 0xD0001000)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x1DED3000), ('P4rIngress.aggregator.values_v01110.hi', 0x2D05261E)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xF0A51E00), ('P4rIngress.aggregator.values_v01111.hi', 0x2800222F)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x2B612800), ('P4rIngress.aggregator.values_v10000.hi', 0xFC0024FE)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x2E6F090E), ('P4rIngress.aggregator.values_v10001.hi', 0xE80005EB)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x21621AE5), ('P4rIngress.aggregator.values_v10010.hi', 0x3000200E)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xDD6D1800), ('P4rIngress.aggregator.values_v10011.hi', 0x270A05DA)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x08172000), ('P4rIngress.aggregator.values_v10100.hi', 0x1C002702)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE7E1179D), ('P4rIngress.aggregator.values_v10101.hi', 0x2FB11F8C)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x261E134B), ('P4rIngress.aggregator.values_v10110.hi', 0x280012BA)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x12CE0BBB), ('P4rIngress.aggregator.values_v10111.hi', 0xE4D4142A)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x08002EDF), ('P4rIngress.aggregator.values_v11000.hi', 0x30002000)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xD13222A8), ('P4rIngress.aggregator.values_v11001.hi', 0xF8172000)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x0DDA235C), ('P4rIngress.aggregator.values_v11010.hi', 0x04001F83)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x30001FA5), ('P4rIngress.aggregator.values_v11011.hi', 0xDC1E2AF1)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xF3A02800), ('P4rIngress.aggregator.values_v11100.hi', 0x1CEC267F)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x16E72A46), ('P4rIngress.aggregator.values_v11101.hi', 0x17DB2B67)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x11531383), ('P4rIngress.aggregator.values_v11110.hi', 0xE95024FC)], 11536)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x077E0B86), ('P4rIngress.aggregator.values_v11111.hi', 0x23311987)], 11536)
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
                gc.KeyTuple('job_id', 0x0A04),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003FE),
                gc.DataTuple('slot_count', 0x00000E33),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAFFF480F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x51B4D66C),
                gc.KeyTuple('src_port', 0x0C09),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0A04),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x02E8),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\xB4\xD6\x6C\x00\x00\x00\x00\x0C\x09\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0A\x04\x00\x01\xAF\xFF\x48\x0F\x09\x12\x05\x35\x3D\x64\x40\x00\x00\x40\x00\x00\xF9\x9C\x05\xC9\xF1\xAB\x08\xE0\x0A\x0B\x05\x00\x08\xDE\x05\x64\x0F\x3F\x0E\xE1\xF4\x57\x0D\xEB\xF7\x6B\x07\xA4\x06\x66\x08\x00\x08\xDC\x0D\x00\xF7\x6A\x0A\x00\xF1\x42\x0B\x91\x09\x3E\x05\xA0\x0A\xC9\x09\x1B\x10\x00\x10\x00\xF4\x00\x0D\x7D\xF0\x00\x04\x00\xF2\x49\x0F\xC7\xF2\x49\x0B\x46\x04\x36\x05\x80\xF8\xD0\x0B\xDF\xF7\x86\x04\x00\xF6\x79\x0F\x71\x07\x9B\x0B\x74\xF0\x17\x0F\x00\x0D\x5F\x07\xCB\xF1\x61\x09\x29\x05\x8D\x0B\x1A\x0B\x20\x07\x38\xF8\x6E\x10\x00\xF0\x00\x0C\x00\xF6\xE5\x0A\x02\x0A\x62\x10\x00\x05\x47\x04\x08\x07\x7A\x0E\x80\xF0\x6D\x0B\x00\x0E\x4F\x07\xCD\xF3\xB3\x05\x43\xF3\x90\x07\xC7\xF7\xC5\x09\xD2\x09\xFA\x10\x00\xF1\x71\x0D\x47\x08\x1B\x10\x00\xF4\x62\x08\x00\xF7\xF7\x10\x00\x04\xC5\x0C\xE1\xF4\x00\x0C\x02\xF8\x19\x0C\xF0\x09\x55\x07\x00\xF7\x36\x09\x83\xF4\x00\x0C\x0E\x10\x00\x10\x00\x0B\xFF\x0A\x00\xFB\x77\x0A\x6E\xF6\x00\x0C\x7F\x0E\xA7\x0B\x03\x0A\xDA\x10\x00\xF8\x77\x08\x00\x07\x5A\x09\x00\x04\x6D\x05\x27\xF8\x3A\x0B\xE7\x05\x53\x10\x00\x0F\x3F\x0C\x43\x0B\x41\x09\x82\xF4\x00\x09\x00\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\xB4\xD6\x6C\xBE\xEF\x0C\x09\x01\x20\x00\x00\x50\x34\x02\x82\x0A\x04\x00\x01\xAF\xFF\x48\x0F\x09\x12\x01\x35\x3D\x64\x40\x00\x00\x40\x00\x20\x25\x6F\x1F\x4F\xF1\xAB\x08\xE0\x21\x2B\x35\x00\x08\xDE\x05\x64\x25\xB2\x34\x5B\xF4\x57\x0D\xEB\xEA\xCB\x27\xA4\x06\x66\x08\x00\x04\x8C\x16\x87\xF7\x6A\x0A\x00\x15\x42\x21\x1C\x09\x3E\x05\xA0\xE2\xC9\x10\x99\x10\x00\x10\x00\xFB\x75\x3A\xF4\xF0\x00\x04\x00\xC2\x49\x26\x2C\xF2\x49\x0B\x46\xFB\x89\x25\x80\xF8\xD0\x0B\xDF\x1B\x85\x14\x00\xF6\x79\x0F\x71\xFB\x9B\x2F\x34\xF0\x17\x0F\x00\x35\x1A\x1B\x91\xF1\x61\x09\x29\x14\x71\x37\x1A\x0B\x20\x07\x38\x16\x5B\x40\x00\xF0\x00\x0C\x00\xE7\x8A\x28\x02\x0A\x62\x10\x00\x30\xA8\x2C\x08\x07\x7A\x0E\x80\x1E\xDC\x14\x0E\x0E\x4F\x07\xCD\x15\x15\x20\x28\xF3\x90\x07\xC7\xD5\x32\x21\xD2\x09\xFA\x10\x00\xF9\x88\x2D\x47\x08\x1B\x10\x00\xDC\x43\x1F\x9D\xF7\xF7\x10\x00\x2A\xE3\x20\x2C\xF4\x00\x0C\x02\x0A\xE7\x18\xAB\x09\x55\x07\x00\xFF\x36\x38\x62\xF4\x00\x0C\x0E\xE1\x32\x32\xA8\x0B\xFF\x0A\x00\x09\x51\x2D\xCA\xF6\x00\x0C\x7F\x3E\xA7\x2A\xA8\x0A\xDA\x10\x00\xEC\x17\x30\x00\x07\x5A\x09\x00\x1B\x54\x2F\x6D\xF8\x3A\x0B\xE7\x16\xA6\x23\x83\x0F\x3F\x0C\x43\x12\xBF\x15\x08\xF4\x00\x09\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAD\xCE\x80\x9B\x3D\x64\x40\x00\x3D\x64\x40\x00\x20\x69\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x25\x6F\x1F\x4F\xD4\x0C\x2B\x00\x21\x2B\x35\x00\xF4\x5D\x2F\x01\x25\xB2\x34\x5B\xED\xEA\x22\x03\xEA\xCB\x27\xA4\x23\xF4\x28\x00\x04\x8C\x16\x87\xFB\x70\x20\x00\x15\x42\x21\x1C\x01\xF8\x30\xE8\xE2\xC9\x10\x99\x3A\x1D\x20\x00\xFB\x75\x3A\xF4\x19\xB9\x1D\xBD\xC2\x49\x26\x2C\xD2\x49\x0F\x46\xFB\x89\x25\x80\x16\xEF\x1E\x37\x1B\x85\x14\x00\x0B\xAC\x17\x71\xFB\x9B\x2F\x34\x1C\xAB\x22\xBA\x35\x1A\x1B\x91\xEC\xE0\x25\x13\x14\x71\x37\x1A\xDB\x20\x17\x38\x16\x5B\x40\x00\x1D\x05\x32\x1E\xE7\x8A\x28\x02\x32\x62\x32\x2F\x30\xA8\x2C\x08\x03\x7A\x33\x7E\x1E\xDC\x14\x0E\xF6\x4F\x0D\xB8\x15\x15\x20\x28\x23\x90\x27\xD5\xD5\x32\x21\xD2\x31\x04\x15\xDA\xF9\x88\x2D\x47\x24\x1B\x37\x02\xDC\x43\x1F\x9D\x27\xA8\x2F\x8C\x2A\xE3\x20\x2C\x1C\x00\x1E\xBC\x0A\xE7\x18\xAB\xEE\x29\x1B\x2A\xFF\x36\x38\x62\x24\x00\x2C\x0E\xE1\x32\x32\xA8\x04\x16\x2A\x00\x09\x51\x2D\xCA\xFA\x00\x2C\x02\x3E\xA7\x2A\xA8\xE6\xF8\x3A\xF1\xEC\x17\x30\x00\x24\x46\x2F\x7F\x1B\x54\x2F\x6D\x10\x15\x37\x4E\x16\xA6\x23\x83\xF8\x8F\x31\x3F\x12\xBF\x15\x08\x17\x31\x22\x87\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xFCBA2A1E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3AE00000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3AE00000, 5514)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x76)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xEFF01140), ('P4rIngress.aggregator.values_v00000.hi', 0xD51513F2)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x13A715C0), ('P4rIngress.aggregator.values_v00001.hi', 0xFAE7217B)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x11662000), ('P4rIngress.aggregator.values_v00010.hi', 0x05C923B4)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xE7C72FEB), ('P4rIngress.aggregator.values_v00011.hi', 0x0B0F2000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0xE1ED1C5B), ('P4rIngress.aggregator.values_v00100.hi', 0x17D42000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2FCA2294), ('P4rIngress.aggregator.values_v00101.hi', 0xFC001623)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xE2BB1000), ('P4rIngress.aggregator.values_v00110.hi', 0xDC5A2C25)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xFB9912B2), ('P4rIngress.aggregator.values_v00111.hi', 0xF1573000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x0A2C280A), ('P4rIngress.aggregator.values_v01000.hi', 0x21DB2190)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x1652214C), ('P4rIngress.aggregator.values_v01001.hi', 0x230C2F0E)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x0FF627E8), ('P4rIngress.aggregator.values_v01010.hi', 0x058F2DCE)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x12340800), ('P4rIngress.aggregator.values_v01011.hi', 0x0400174B)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x11CE0CBC), ('P4rIngress.aggregator.values_v01100.hi', 0x1CAD0884)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x1EA519E8), ('P4rIngress.aggregator.values_v01101.hi', 0x20002900)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x08BA1800), ('P4rIngress.aggregator.values_v01110.hi', 0xE8BE2A60)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x27C8073C), ('P4rIngress.aggregator.values_v01111.hi', 0x071D1855)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD20B1E90), ('P4rIngress.aggregator.values_v10000.hi', 0x1C000807)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x20E222F8), ('P4rIngress.aggregator.values_v10001.hi', 0x1C11115D)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x0EC31986), ('P4rIngress.aggregator.values_v10010.hi', 0xE7252000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xDFE62731), ('P4rIngress.aggregator.values_v10011.hi', 0x107F17C0)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x0DB3123E), ('P4rIngress.aggregator.values_v10100.hi', 0x273608D9)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2A6F0A5B), ('P4rIngress.aggregator.values_v10101.hi', 0x18421000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xFC003000), ('P4rIngress.aggregator.values_v10110.hi', 0x109D1198)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xD6822C5B), ('P4rIngress.aggregator.values_v10111.hi', 0x24000999)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xF4391EA4), ('P4rIngress.aggregator.values_v11000.hi', 0xE2382000)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x21B0200B), ('P4rIngress.aggregator.values_v11001.hi', 0xE6A71BB1)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xD000058B), ('P4rIngress.aggregator.values_v11010.hi', 0xE31F1800)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xF3C02400), ('P4rIngress.aggregator.values_v11011.hi', 0x28CD1E00)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2C002244), ('P4rIngress.aggregator.values_v11100.hi', 0xD3C41E2C)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x21030523), ('P4rIngress.aggregator.values_v11101.hi', 0xEB1421BA)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x076E2000), ('P4rIngress.aggregator.values_v11110.hi', 0x28361640)], 5514)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xEE351DE2), ('P4rIngress.aggregator.values_v11111.hi', 0x0AD90C21)], 5514)
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
                gc.KeyTuple('job_id', 0x00B1),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A51),
                gc.DataTuple('slot_count', 0x00000FE9),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE285010F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x23D6DF7D),
                gc.KeyTuple('src_port', 0x408C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x00B1),
                gc.DataTuple('rank', 0x0016),
                gc.DataTuple('worker_index', 0x0333),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\xD6\xDF\x7D\x00\x00\x00\x00\x40\x8C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x00\xB1\x00\x16\xE2\x85\x01\x0F\x0B\x39\x02\x5C\x3A\xE0\x00\x00\x00\x40\x00\x00\xF8\x00\x0B\x04\x08\xE3\x06\x00\x10\x00\x04\x89\xF7\xAC\x05\x68\x10\x00\x0D\x3A\xFA\x8D\x04\xA8\xF0\x91\x08\xBB\x06\xD5\x0E\xF6\xF0\xD8\x0A\x2D\x10\x00\x05\x00\xFB\xEB\x08\x56\x08\x00\x07\xA6\xF1\x93\x06\xDC\xF3\x6B\x05\xEB\xFB\x0F\x10\x00\x0E\xB7\x0C\x5E\xF7\x18\x10\x00\x0D\x6B\x10\x00\x0D\x1E\x07\x81\xF6\xDF\x07\x44\x10\x00\x06\xFC\x09\x3A\x0C\xB7\xF0\x00\x10\x00\x0A\x7A\x0A\xD5\x07\x2A\x04\x00\x0D\xFB\x08\x00\x0C\x67\x0B\x2D\xF3\x2D\x0A\x13\xF7\xAB\x07\x2B\x0E\x66\x04\x61\xF0\x6E\x0C\x51\x08\xB0\x08\x6E\x0A\xC5\x10\x00\x05\x2B\x04\x38\xFA\x2E\x0E\xF5\xF8\x55\x06\x96\x0C\xB2\x0F\xDF\xF9\x9F\x09\x70\x0A\xEF\x0C\x00\xFB\x01\x0A\x80\x0F\x66\x0A\xD8\xF0\x00\x0F\x00\xF0\x00\x09\x87\xF9\xB2\x09\xBC\x10\x00\x0F\xDE\x09\x85\x08\x00\xF3\xED\x10\x00\xF5\x82\x0E\xA8\x05\x57\x0A\x03\xF1\x64\x09\xEB\xF9\x80\x08\x17\xF0\x9E\x05\xF2\xF6\xF4\x0E\x7A\xF5\x19\x10\x00\xF8\x00\x0C\x00\xF4\xEF\x10\x00\xF2\x16\x08\x3A\xFA\xAA\x0C\x00\xF9\xB5\x10\x00\xF3\x3C\x09\x32\x08\xCA\x04\x00\x05\xBA\x0E\x3D\xF9\x4E\x0E\x81\x08\x60\x10\x00\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x23\xD6\xDF\x7D\xBE\xEF\x40\x8C\x01\x20\x00\x00\x50\x34\x02\x82\x00\xB1\x00\x16\xE2\x85\x01\x0F\x0B\x39\x00\x5C\x3A\xE0\x00\x00\x00\x40\x00\x15\xE7\xF0\x1C\x44\x08\xE3\x06\x00\x23\xA7\x1A\x49\xF7\xAC\x05\x68\x21\x66\x2D\x3A\xFA\x8D\x04\xA8\xD8\x58\x38\xA6\x06\xD5\x0E\xF6\xD2\xC5\x26\x88\x10\x00\x05\x00\x2B\xB5\x2A\xEA\x08\x00\x07\xA6\xD4\x4E\x16\xDC\xF3\x6B\x05\xEB\xF6\xA8\x22\xB2\x0E\xB7\x0C\x5E\x01\x44\x38\x0A\x0D\x6B\x10\x00\x23\x70\x28\xCD\xF6\xDF\x07\x44\x1F\xF6\x2E\xE4\x09\x3A\x0C\xB7\x02\x34\x18\x00\x0A\x7A\x0A\xD5\x18\xF8\x10\xBC\x0D\xFB\x08\x00\x2B\x0C\x25\x15\xF3\x2D\x0A\x13\x00\x65\x1F\x2B\x0E\x66\x04\x61\x18\x36\x13\x8D\x08\xB0\x08\x6E\xDC\xD0\x2E\x90\x05\x2B\x04\x38\x1B\x10\x31\xED\xF8\x55\x06\x96\x1B\x75\x29\x65\xF9\x9F\x09\x70\xEA\xD5\x33\x31\xFB\x01\x0A\x80\x1D\x19\x1D\x16\xF0\x00\x0F\x00\x1A\x6F\x13\xE2\xF9\xB2\x09\xBC\x0C\x00\x3F\xDE\x09\x85\x08\x00\xCA\x6F\x3C\x5B\xF5\x82\x0E\xA8\xF9\x90\x28\xA7\xF1\x64\x09\xEB\x1B\x30\x28\x22\xF0\x9E\x05\xF2\xC6\xF4\x14\x05\xF5\x19\x10\x00\xEB\xC0\x30\x00\xF4\xEF\x10\x00\x1E\x16\x2A\x7E\xFA\xAA\x0C\x00\x1A\xB8\x15\x23\xF3\x3C\x09\x32\x10\x38\x24\x00\x05\xBA\x0E\x3D\xE7\x83\x2C\x63\x08\x60\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFC\xFA\x2A\x1E\x3A\xE0\x00\x00\x3A\xE0\x00\x00\x15\x76\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE7\xF0\x1C\x44\xDD\xF8\x19\xF2\x23\xA7\x1A\x49\xF2\x93\x26\xE3\x21\x66\x2D\x3A\x00\x56\x28\x5C\xD8\x58\x38\xA6\x11\xE4\x2E\xF6\xD2\xC5\x26\x88\x27\xD4\x25\x00\x2B\xB5\x2A\xEA\x04\x00\x1D\xC9\xD4\x4E\x16\xDC\xCF\xC5\x32\x10\xF6\xA8\x22\xB2\x00\x0E\x3C\x5E\x01\x44\x38\x0A\x2F\x46\x31\x90\x23\x70\x28\xCD\x19\xEB\x36\x52\x1F\xF6\x2E\xE4\x0E\xC9\x3A\x85\x02\x34\x18\x00\x0E\x7A\x22\x20\x18\xF8\x10\xBC\x2A\xA8\x10\x84\x2B\x0C\x25\x15\x13\x2D\x33\x13\x00\x65\x1F\x2B\xF7\x24\x2E\xC1\x18\x36\x13\x8D\x0F\xCD\x20\xC3\xDC\xD0\x2E\x90\x21\x2B\x0C\x3F\x1B\x10\x31\xED\x14\x66\x17\xF3\x1B\x75\x29\x65\xE0\xC4\x29\x70\xEA\xD5\x33\x31\x0B\x80\x22\x40\x1D\x19\x1D\x16\x17\x36\x17\xD9\x1A\x6F\x13\xE2\x11\xF4\x19\xBC\x0C\x00\x3F\xDE\x1A\x22\x19\x98\xCA\x6F\x3C\x5B\x19\x82\x18\x41\xF9\x90\x28\xA7\xD3\x9C\x29\xEB\x1B\x30\x28\x22\xD7\x45\x21\xA3\xC6\xF4\x14\x05\xD8\x38\x28\x00\xEB\xC0\x30\x00\x1D\xBC\x2E\x00\x1E\x16\x2A\x7E\xCE\x6E\x2A\x2C\x1A\xB8\x15\x23\xDE\x50\x2A\xEC\x10\x38\x24\x00\x2D\xF0\x24\x7D\xE7\x83\x2C\x63\x13\x39\x1C\x21\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xEE119683), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC0000000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC0000000, 12019)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x65)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x0800179F), ('P4rIngress.aggregator.values_v00000.hi', 0xF2713000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x16211F00), ('P4rIngress.aggregator.values_v00001.hi', 0xEB5D10A3)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x22602A90), ('P4rIngress.aggregator.values_v00010.hi', 0x1F591C21)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xDEEC20E0), ('P4rIngress.aggregator.values_v00011.hi', 0x2BB82150)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x2A941845), ('P4rIngress.aggregator.values_v00100.hi', 0x09DF1530)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x18361000), ('P4rIngress.aggregator.values_v00101.hi', 0xEEFA15D7)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xDC001281), ('P4rIngress.aggregator.values_v00110.hi', 0xE8001200)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x04000DF6), ('P4rIngress.aggregator.values_v00111.hi', 0xF0D00521)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xDF7B0984), ('P4rIngress.aggregator.values_v01000.hi', 0xF68D2373)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x07922DC5), ('P4rIngress.aggregator.values_v01001.hi', 0x283F1DCB)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xE5011641), ('P4rIngress.aggregator.values_v01010.hi', 0xD33516D2)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xDCDC160E), ('P4rIngress.aggregator.values_v01011.hi', 0xED8018F1)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xEEE62B18), ('P4rIngress.aggregator.values_v01100.hi', 0x16BC2100)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xDACA2200), ('P4rIngress.aggregator.values_v01101.hi', 0x09681EF3)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xEB4E26A0), ('P4rIngress.aggregator.values_v01110.hi', 0x29201C8C)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x2A5B048C), ('P4rIngress.aggregator.values_v01111.hi', 0x13B02FA0)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xED8315F0), ('P4rIngress.aggregator.values_v10000.hi', 0xF4002000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x214B1649), ('P4rIngress.aggregator.values_v10001.hi', 0x05231E35)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x23373000), ('P4rIngress.aggregator.values_v10010.hi', 0x0AAA2800)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xEBD91800), ('P4rIngress.aggregator.values_v10011.hi', 0x0FE80E60)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x20B507E0), ('P4rIngress.aggregator.values_v10100.hi', 0x28EF1000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE3E429EB), ('P4rIngress.aggregator.values_v10101.hi', 0xF8A31C00)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xD3681800), ('P4rIngress.aggregator.values_v10110.hi', 0x15552000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x1E912000), ('P4rIngress.aggregator.values_v10111.hi', 0x157B2000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x20AF2000), ('P4rIngress.aggregator.values_v11000.hi', 0x30001C00)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x24002E00), ('P4rIngress.aggregator.values_v11001.hi', 0x122F1BAD)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x1FFF0C62), ('P4rIngress.aggregator.values_v11010.hi', 0x1C281A84)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x20001800), ('P4rIngress.aggregator.values_v11011.hi', 0x153E0D63)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2E7828BB), ('P4rIngress.aggregator.values_v11100.hi', 0x207E223F)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x2BF52700), ('P4rIngress.aggregator.values_v11101.hi', 0x173B1000)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x270A1BF7), ('P4rIngress.aggregator.values_v11110.hi', 0x14F61FFC)], 12019)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE83318DA), ('P4rIngress.aggregator.values_v11111.hi', 0x2055125B)], 12019)
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
                gc.KeyTuple('job_id', 0x9501),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000754),
                gc.DataTuple('slot_count', 0x000011F7),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC6842A4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x11C82254),
                gc.KeyTuple('src_port', 0x290A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9501),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0158),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\xC8\x22\x54\x00\x00\x00\x00\x29\x0A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x95\x01\x00\x18\xAC\x68\x42\xA4\x07\x9F\x05\x9A\xC0\x00\x00\x00\x00\x40\x00\x00\xF9\xE6\x0A\xC2\xF5\x6F\x0B\x18\xFB\x63\x05\xAB\x0E\x5D\x0C\x9C\x0A\x66\x0A\x76\xF5\x47\x08\x96\xF1\xEB\x08\x00\xF6\x5D\x05\x18\xF2\x6E\x06\x2F\xF8\xD3\x0F\xBE\xF4\x0B\x06\xA7\x10\x00\x0F\x56\x08\x00\x05\x40\xFB\xFF\x05\xFF\x08\x7E\x07\xE7\x0C\x7F\x0A\xC3\xF9\x8B\x10\x00\xF0\x3B\x0D\x47\x10\x00\x0B\x9D\x05\x71\x0A\x00\xF7\x4B\x0B\x84\x0F\xF8\x0B\x07\x04\x00\x04\x80\xF9\xF4\x05\xF4\xF2\x7F\x0F\x68\x0B\x94\x0C\x00\xF6\x18\x09\xA7\xF9\xF9\x0A\x95\xF5\x72\x10\x00\x07\x56\x10\x00\xF7\x59\x04\x84\x07\x74\x08\x00\x0E\xB9\x0D\xFD\xF1\xA6\x07\x51\xFB\xF9\x0C\xD5\xF0\x00\x0D\x00\xFB\x39\x04\xFC\xFA\xC5\x10\x00\xF7\xB3\x09\x0D\x0A\x8B\x08\x00\x05\x5B\x0C\x83\xF3\xA7\x08\x00\x0B\xDE\x07\x63\x0C\xD9\x08\x00\x0B\x60\x10\x00\xF0\x00\x0D\xB3\x0C\x8A\x07\x36\x10\x00\x09\x96\x06\x8A\x0C\x13\x0C\x6F\x0A\xD5\x0C\xD8\x08\x00\x05\x66\x0C\x1D\xF9\xB3\x0C\x00\x06\xD0\x0A\xB8\x08\x00\x08\x00\x0C\x97\x09\x97\xF4\x00\x04\xE4\xF4\x06\x0D\x90\x0A\x4D\x0C\x9B\xFA\x51\x05\xA1\xF8\x0B\x0D\xDC\xF0\x00\x0B\x00\x10\x00\x10\x00\x0C\x26\x10\x00\x8E\x93\x77\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x11\xC8\x22\x54\xBE\xEF\x29\x0A\x01\x20\x00\x00\x50\x34\x02\x82\x95\x01\x00\x18\xAC\x68\x42\xA4\x07\x9F\x01\x9A\xC0\x00\x00\x00\x00\x40\x00\x20\x01\xE6\x22\x61\xF5\x6F\x0B\x18\x11\x84\x24\xAB\x0E\x5D\x0C\x9C\x2C\xC6\x35\x06\xF5\x47\x08\x96\xD0\xD7\x28\xE0\xF6\x5D\x05\x18\x1D\x02\x1E\x74\xF8\xD3\x0F\xBE\x0C\x41\x16\xA7\x10\x00\x0F\x56\xE4\x00\x17\xC1\xFB\xFF\x05\xFF\x0C\x7E\x15\xDD\x0C\x7F\x0A\xC3\xD9\x06\x19\x84\xF0\x3B\x0D\x47\x17\x92\x39\x62\x05\x71\x0A\x00\xDC\x4C\x21\xC5\x0F\xF8\x0B\x07\xE0\xDC\x1A\x8E\xF9\xF4\x05\xF4\xE1\x65\x3A\x80\x0B\x94\x0C\x00\xD0\xE2\x2B\xA7\xF9\xF9\x0A\x95\xE0\xC0\x36\xA0\x07\x56\x10\x00\x21\xB4\x09\x10\x07\x74\x08\x00\xFC\x3C\x23\xED\xF1\xA6\x07\x51\x1D\x44\x23\x1E\xF0\x00\x0D\x00\x1E\x70\x34\xFC\xFA\xC5\x10\x00\xE3\x8C\x21\x0D\x0A\x8B\x08\x00\x26\x10\x14\x63\xF3\xA7\x08\x00\xEF\xC2\x31\x4E\x0C\xD9\x08\x00\xDE\xC8\x28\x00\xF0\x00\x0D\xB3\x2B\x1B\x27\x36\x10\x00\x09\x96\x27\x39\x2C\x13\x0C\x6F\x0A\xD5\x30\xD8\x36\x00\x05\x66\x0C\x1D\x19\xB2\x18\x62\x06\xD0\x0A\xB8\x28\x00\x20\x00\x0C\x97\x09\x97\x22\x78\x2D\x9F\xF4\x06\x0D\x90\x36\x42\x33\x9B\xFA\x51\x05\xA1\x1F\x15\x29\xD3\xF0\x00\x0B\x00\xF8\x33\x28\xDA\x0C\x26\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEF\x11\x96\x83\xC0\x00\x00\x00\xC0\x00\x00\x00\x20\x9A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x01\xE6\x22\x61\xE7\xE0\x3B\x18\x11\x84\x24\xAB\xF9\xBA\x1D\x3F\x2C\xC6\x35\x06\x14\xA0\x24\xB7\xD0\xD7\x28\xE0\x22\x15\x26\x68\x1D\x02\x1E\x74\x02\xB2\x24\xEE\x0C\x41\x16\xA7\xFE\xFA\x25\x2D\xE4\x00\x17\xC1\xE3\xFF\x17\xFF\x0C\x7E\x15\xDD\xFD\x4F\x0F\xE4\xD9\x06\x19\x84\xE6\xC8\x30\xBA\x17\x92\x39\x62\x2D\xB0\x27\xCB\xDC\x4C\x21\xC5\xE3\x2D\x21\xD9\xE0\xDC\x1A\x8E\xE7\x74\x1E\xE5\xE1\x65\x3A\x80\x22\x50\x2D\x00\xD0\xE2\x2B\xA7\x03\x61\x29\x88\xE0\xC0\x36\xA0\x30\x76\x2C\x8C\x21\xB4\x09\x10\x1B\x24\x37\xA0\xFC\x3C\x23\xED\xE5\xA6\x27\x51\x1D\x44\x23\x1E\xF5\x23\x2B\x35\x1E\x70\x34\xFC\x05\x6F\x38\x00\xE3\x8C\x21\x0D\x1A\x73\x16\x60\x26\x10\x14\x63\x1C\x96\x18\x00\xEF\xC2\x31\x4E\x05\x7C\x24\x00\xDE\xC8\x28\x00\x05\x55\x2D\xB3\x2B\x1B\x27\x36\x25\x7B\x29\x96\x27\x39\x2C\x13\x3C\x6F\x26\xD5\x30\xD8\x36\x00\x17\x95\x27\xCA\x19\xB2\x18\x62\x22\xF8\x25\x3C\x28\x00\x20\x00\x21\xD5\x16\xFA\x22\x78\x2D\x9F\x14\x84\x2F\xCF\x36\x42\x33\x9B\x11\x8C\x15\xA1\x1F\x15\x29\xD3\x04\xF6\x2A\xFC\xF8\x33\x28\xDA\x2C\x7B\x22\x5B\x8E\x93\x77\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x37805D48), ('P4rIngress.aggregator.bitmap_seq.seq', 0x7AA7979B)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x7AA7979B, 5200)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x60)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x1EEB1991), ('P4rIngress.aggregator.values_v00000.hi', 0x15CF0F00)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x07EA2600), ('P4rIngress.aggregator.values_v00001.hi', 0xE37B1145)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x27322000), ('P4rIngress.aggregator.values_v00010.hi', 0xE8562ACD)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF3BD1769), ('P4rIngress.aggregator.values_v00011.hi', 0x18002000)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x165E2422), ('P4rIngress.aggregator.values_v00100.hi', 0xDDF70C00)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x05CA18FD), ('P4rIngress.aggregator.values_v00101.hi', 0x0F371CD3)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x19AB2F48), ('P4rIngress.aggregator.values_v00110.hi', 0xF0001C86)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x07E904FF), ('P4rIngress.aggregator.values_v00111.hi', 0xFC001E9E)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xF9F51CBB), ('P4rIngress.aggregator.values_v01000.hi', 0xD58320F3)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF4220C30), ('P4rIngress.aggregator.values_v01001.hi', 0x2B220C58)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x17C12135), ('P4rIngress.aggregator.values_v01010.hi', 0x24C51BE2)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x234F0E3C), ('P4rIngress.aggregator.values_v01011.hi', 0x1B4D08DB)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xE2281100), ('P4rIngress.aggregator.values_v01100.hi', 0x1E960BBD)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x232F1887), ('P4rIngress.aggregator.values_v01101.hi', 0xDC16151B)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD6EC1805), ('P4rIngress.aggregator.values_v01110.hi', 0xD62E154F)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x12DA25E0), ('P4rIngress.aggregator.values_v01111.hi', 0x2000181F)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x04E40D00), ('P4rIngress.aggregator.values_v10000.hi', 0x10001FE0)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x23F91269), ('P4rIngress.aggregator.values_v10001.hi', 0xF0001AFC)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x20001DC5), ('P4rIngress.aggregator.values_v10010.hi', 0xD3232606)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x18C71F9B), ('P4rIngress.aggregator.values_v10011.hi', 0xD1AC1525)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xF6353000), ('P4rIngress.aggregator.values_v10100.hi', 0x0AE71000)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x22722800), ('P4rIngress.aggregator.values_v10101.hi', 0xFB081DF1)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x14AE10B7), ('P4rIngress.aggregator.values_v10110.hi', 0x1ED723AD)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x14001CE2), ('P4rIngress.aggregator.values_v10111.hi', 0x1DA93000)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x0AF722E6), ('P4rIngress.aggregator.values_v11000.hi', 0x0B3B237B)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x141019DB), ('P4rIngress.aggregator.values_v11001.hi', 0xD0142BF9)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x04CF1A39), ('P4rIngress.aggregator.values_v11010.hi', 0xFB7625B3)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x0F4D06E5), ('P4rIngress.aggregator.values_v11011.hi', 0xE4E21BD8)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xEF8E164B), ('P4rIngress.aggregator.values_v11100.hi', 0xEC001000)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xDE2F2800), ('P4rIngress.aggregator.values_v11101.hi', 0xF6E92000)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE2EE0BE8), ('P4rIngress.aggregator.values_v11110.hi', 0x17DC1400)], 5200)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x099D185B), ('P4rIngress.aggregator.values_v11111.hi', 0xD0001000)], 5200)
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
                gc.KeyTuple('job_id', 0xDDCA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FBF),
                gc.DataTuple('slot_count', 0x000005B9),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x23EC9290),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x5FD4A365),
                gc.KeyTuple('src_port', 0xF328),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDDCA),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x02BA),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\xD4\xA3\x65\x00\x00\x00\x00\xF3\x28\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\xCA\x00\x11\x23\xEC\x92\x90\x04\x91\x06\xC2\x7A\xA7\x97\x9B\x00\x40\x00\x00\xF6\x97\x05\xBC\x04\xFE\x0A\x82\xF3\xAA\x05\x14\x0D\xEF\x07\xFB\xF0\x00\x0E\x43\xF9\x78\x04\x55\x09\x6B\x0D\x60\x10\x00\x06\xCD\xF8\x00\x06\x67\x0A\x4D\x07\xA6\xF6\x57\x0C\xC9\x06\xBD\x06\x65\xF6\xCD\x10\x00\x08\x00\x0D\x84\xF8\x98\x0C\xF8\xF8\x00\x0F\x77\x0A\x39\x0D\x87\xFA\xE9\x09\x9F\xF9\x44\x0C\xB6\x0D\xE7\x06\xCD\x0F\x9F\x0E\x58\x07\xC8\x09\x3A\x08\xD5\x0E\x00\x06\x79\x09\x59\xF9\x1F\x0E\x68\xFA\xD3\x05\x87\x0C\x30\x06\xED\x06\xEF\x0C\xE6\xF0\x00\x06\x00\xF8\x2B\x05\x46\xF0\x00\x08\x00\x04\x00\x0F\x20\xF9\x57\x05\x34\x07\xF8\x08\x80\x07\x53\x0E\xC1\xF0\x00\x08\x00\x0A\xB9\x0A\x2D\x0E\x45\x0A\x00\x0C\xAC\x05\x9D\x0F\xCB\x0A\x0B\xF7\x93\x05\x9F\xF0\xC9\x10\x00\xF8\x9E\x10\x00\xF3\xAD\x07\x3C\xFB\x7F\x10\x00\x04\xDF\x10\x00\xF5\xED\x04\x00\x04\x3F\x0E\x85\x06\xD3\x0A\x00\x10\x00\x06\xEA\xFB\x0C\x0C\x00\x06\x76\x08\x74\xF6\x78\x05\xCA\xF9\xA7\x0A\x43\x0A\xFA\x08\x00\xF4\x00\x08\x00\x09\x32\x04\xFB\xF0\x00\x08\x00\x04\x3F\x0E\x30\xF1\x2E\x04\x00\xF5\x2A\x04\x00\xF8\x00\x05\x6B\x04\xD1\x0D\x00\xFA\x97\x0A\x09\x90\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5F\xD4\xA3\x65\xBE\xEF\xF3\x28\x01\x20\x00\x00\x50\x34\x02\x82\xDD\xCA\x00\x11\x23\xEC\x92\x90\x04\x91\x00\xC2\x7A\xA7\x97\x9B\x00\x40\x00\x1B\x15\x82\x1F\x4D\x04\xFE\x0A\x82\xFB\x94\x2B\x14\x0D\xEF\x07\xFB\x17\x32\x2E\x43\xF9\x78\x04\x55\xFD\x28\x24\xC9\x10\x00\x06\xCD\x0E\x5E\x2A\x89\x0A\x4D\x07\xA6\xFC\x21\x25\xC6\x06\xBD\x06\x65\x10\x78\x3F\x48\x08\x00\x0D\x84\x00\x81\x11\xF7\xF8\x00\x0F\x77\x04\x2E\x2A\x42\xFA\xE9\x09\x9F\xED\x66\x18\xE6\x0D\xE7\x06\xCD\x27\x60\x2F\x8D\x07\xC8\x09\x3A\x2C\x24\x1C\x3C\x06\x79\x09\x59\xDB\x47\x1F\x68\xFA\xD3\x05\x87\x2F\x5F\x1F\x74\x06\xEF\x0C\xE6\xC6\xEC\x1E\x05\xF8\x2B\x05\x46\x02\xDA\x2D\xE0\x04\x00\x0F\x20\xFE\x3B\x12\x34\x07\xF8\x08\x80\x2B\x4C\x21\x2A\xF0\x00\x08\x00\x2A\xB9\x27\xF2\x0E\x45\x0A\x00\x25\x73\x25\x38\x0F\xCB\x0A\x0B\xED\xC8\x35\x9F\xF0\xC9\x10\x00\x1B\x10\x38\x00\xF3\xAD\x07\x3C\x10\x2D\x20\xB7\x04\xDF\x10\x00\x09\xED\x20\xE2\x04\x3F\x0E\x85\x11\xCA\x2C\xE6\x10\x00\x06\xEA\x0F\x1C\x25\xDB\x06\x76\x08\x74\xFB\x47\x20\x03\xF9\xA7\x0A\x43\x1A\x47\x0E\xE5\xF4\x00\x08\x00\xF8\xC0\x1B\x46\xF0\x00\x08\x00\xE2\x6E\x36\x30\xF1\x2E\x04\x00\xD8\x18\x0F\xE8\xF8\x00\x05\x6B\x0E\x6E\x25\x5B\xFA\x97\x0A\x09\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x37\x82\x5D\x48\x7A\xA7\x97\x9B\x7A\xA7\x97\x9B\x1B\xC2\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x15\x82\x1F\x4D\x1A\xCD\x19\x82\xFB\x94\x2B\x14\xF1\x6A\x19\x40\x17\x32\x2E\x43\xE1\xCE\x2F\x22\xFD\x28\x24\xC9\x28\x00\x26\xCD\x0E\x5E\x2A\x89\xE8\x44\x13\xA6\xFC\x21\x25\xC6\x15\xF4\x23\x38\x10\x78\x3F\x48\xF8\x00\x2A\x0A\x00\x81\x11\xF7\xF4\x00\x2E\x15\x04\x2E\x2A\x42\xD0\x6C\x2A\x92\xED\x66\x18\xE6\x39\x09\x13\x25\x27\x60\x2F\x8D\x2C\x8D\x25\x1C\x2C\x24\x1C\x3C\x21\xC6\x12\x34\xDB\x47\x1F\x68\x19\x69\x11\x44\x2F\x5F\x1F\x74\xE3\x05\x22\x01\xC6\xEC\x1E\x05\xCE\x59\x1A\x95\x02\xDA\x2D\xE0\x24\x00\x27\x3F\xFE\x3B\x12\x34\x17\xF8\x28\x60\x2B\x4C\x21\x2A\xE0\x00\x22\xFC\x2A\xB9\x27\xF2\xE1\x68\x30\x06\x25\x73\x25\x38\xE1\x77\x1F\x30\xED\xC8\x35\x9F\xFB\xB0\x20\x00\x1B\x10\x38\x00\xEE\xB5\x25\x2D\x10\x2D\x20\xB7\x23\xB6\x33\xAD\x09\xED\x20\xE2\x21\xE8\x3E\x85\x11\xCA\x2C\xE6\x1B\x3B\x2A\x65\x0F\x1C\x25\xDB\xD6\x8A\x34\x6D\xFB\x47\x20\x03\xF5\x1D\x2F\xF6\x1A\x47\x0E\xE5\xD8\xE2\x23\xD8\xF8\xC0\x1B\x46\xDC\x00\x18\x00\xE2\x6E\x36\x30\xE8\x17\x24\x00\xD8\x18\x0F\xE8\x0F\xDC\x19\x6B\x0E\x6E\x25\x5B\xCA\x97\x1A\x09\x90\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x008EAD9F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x92FCF51B)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x92FCF51B, 13853)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xA5)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xF3FE0700), ('P4rIngress.aggregator.values_v00000.hi', 0xD1751B08)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xE17925DB), ('P4rIngress.aggregator.values_v00001.hi', 0xE4BA2BB5)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xE4B31B47), ('P4rIngress.aggregator.values_v00010.hi', 0xE4E42CEF)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x140014D6), ('P4rIngress.aggregator.values_v00011.hi', 0x12D612CD)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x1BC70D5A), ('P4rIngress.aggregator.values_v00100.hi', 0xE1B61800)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xE7AF1FDA), ('P4rIngress.aggregator.values_v00101.hi', 0xD94A07DF)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x2ADB1EC0), ('P4rIngress.aggregator.values_v00110.hi', 0x262523F7)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xE64108ED), ('P4rIngress.aggregator.values_v00111.hi', 0xE79F1E1F)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x2FFE1777), ('P4rIngress.aggregator.values_v01000.hi', 0xFAE10B8B)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x04D81F7B), ('P4rIngress.aggregator.values_v01001.hi', 0x16240B72)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xD7DB229E), ('P4rIngress.aggregator.values_v01010.hi', 0x0D790EA0)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x2047221F), ('P4rIngress.aggregator.values_v01011.hi', 0xD9091D26)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xEB312EFF), ('P4rIngress.aggregator.values_v01100.hi', 0xF7111804)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xE61D12B9), ('P4rIngress.aggregator.values_v01101.hi', 0xD6E91B0A)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD2EB0CF7), ('P4rIngress.aggregator.values_v01110.hi', 0xF0001B12)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x20E81CBC), ('P4rIngress.aggregator.values_v01111.hi', 0xEBE51108)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x25BD3000), ('P4rIngress.aggregator.values_v10000.hi', 0x07B13000)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x16F71335), ('P4rIngress.aggregator.values_v10001.hi', 0x2D7F2B5B)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x0DEF06E0), ('P4rIngress.aggregator.values_v10010.hi', 0x297F198D)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE6962000), ('P4rIngress.aggregator.values_v10011.hi', 0xF5EF121E)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x16B52FEF), ('P4rIngress.aggregator.values_v10100.hi', 0xE26E1858)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2E2523AE), ('P4rIngress.aggregator.values_v10101.hi', 0xD3AF13F2)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xE5B82000), ('P4rIngress.aggregator.values_v10110.hi', 0xE2C91CCB)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xD634132A), ('P4rIngress.aggregator.values_v10111.hi', 0x209A1A56)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x25541628), ('P4rIngress.aggregator.values_v11000.hi', 0xE0001000)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xF7D63000), ('P4rIngress.aggregator.values_v11001.hi', 0xFB232A2F)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x07FC0F10), ('P4rIngress.aggregator.values_v11010.hi', 0xDF8F051F)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDFA63000), ('P4rIngress.aggregator.values_v11011.hi', 0x062E1E61)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xD85F0488), ('P4rIngress.aggregator.values_v11100.hi', 0x12752000)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xE00012D4), ('P4rIngress.aggregator.values_v11101.hi', 0xF94915FA)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE5B71600), ('P4rIngress.aggregator.values_v11110.hi', 0x1E6E2E64)], 13853)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2CED1CD4), ('P4rIngress.aggregator.values_v11111.hi', 0xDBE82000)], 13853)
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
                gc.KeyTuple('job_id', 0x0672),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007A0),
                gc.DataTuple('slot_count', 0x00000F9F),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF6214779),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0xB3EF8359),
                gc.KeyTuple('src_port', 0xD866),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0672),
                gc.DataTuple('rank', 0x0015),
                gc.DataTuple('worker_index', 0x03A1),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB3\xEF\x83\x59\x00\x00\x00\x00\xD8\x66\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x06\x72\x00\x15\xF6\x21\x47\x79\x0E\x7D\x03\x25\x92\xFC\xF5\x1B\x00\x40\x00\x00\x08\x25\x04\x00\x08\x49\x0B\x74\xF5\x23\x07\xFF\x0D\x8A\x0A\x0C\x05\x95\x0D\x40\xF3\x46\x0A\x00\x0F\x8C\x04\x29\xF8\x15\x0B\x18\x0D\x3F\x09\xC8\xFB\xA9\x04\x40\x0F\x85\x0B\xA2\x09\xDA\x0C\x00\xFA\xE5\x0D\x27\x09\x67\x07\xF5\x0D\xB0\x0B\xE2\x07\x03\x0A\xB8\xF5\x0A\x09\x4E\x0A\x35\x0A\xEF\xF1\x56\x04\x4B\x06\xDC\x0E\x37\xF2\x79\x0B\xE5\x07\xEF\x0B\x32\xF8\x00\x07\xD3\xFA\x13\x0D\xC7\x0F\xA9\x07\xD1\x0A\xC9\x0C\xE0\xF1\xE4\x0B\x93\xF8\x00\x0A\x19\x0F\x73\x08\x00\xF0\x00\x0B\xD1\xFB\x3F\x10\x00\xF9\x4F\x04\x49\xFB\xB9\x08\x00\xF6\x9F\x08\x00\xF0\x4C\x06\x32\x0A\x23\x0B\xCA\x06\xCC\x08\x00\x06\x11\x0F\x0E\xF5\x82\x07\x80\xF6\x44\x0E\x73\x07\x3F\x05\x6C\x09\x2D\x06\xF3\xF2\xE7\x08\x59\xF0\x00\x10\x00\xF5\xC7\x10\x00\x0C\x8B\x06\x4D\x0E\xD6\x0D\x45\xF8\x5E\x0B\x8B\x0B\x8C\x04\xBF\x10\x00\x0C\x55\x0F\xD6\x04\x59\x05\x99\x04\x00\xF0\x09\x0D\x85\xF5\x43\x08\x00\xFB\x2D\x0E\x5D\x09\xAA\x06\x14\x0A\xE0\x0B\x2C\xF0\x5F\x05\x00\xF0\xFC\x09\x60\xF7\x41\x0E\x3A\xFA\xC8\x10\x00\xF0\x00\x0C\x00\xF0\x28\x09\x23\x0B\x8F\x0E\x57\x78\x44\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB3\xEF\x83\x59\xBE\xEF\xD8\x66\x01\x20\x00\x00\x50\x34\x02\x82\x06\x72\x00\x15\xF6\x21\x47\x79\x0E\x7D\x01\x25\x92\xFC\xF5\x1B\x00\x40\x00\x09\xFC\x23\x0B\x00\x08\x49\x0B\x74\xD6\x9C\x2D\xDA\x0D\x8A\x0A\x0C\xEA\x48\x28\x87\xF3\x46\x0A\x00\x23\x8C\x18\xFF\xF8\x15\x0B\x18\x29\x06\x17\x22\xFB\xA9\x04\x40\xF7\x34\x2B\x7C\x09\xDA\x0C\x00\x25\xC0\x2B\xE7\x09\x67\x07\xF5\xF3\xF1\x14\xCF\x07\x03\x0A\xB8\x25\x08\x20\xC5\x0A\x35\x0A\xEF\xF6\x2E\x23\xC6\x06\xDC\x0E\x37\xCA\x54\x2E\x83\x07\xEF\x0B\x32\x18\x47\x29\xF2\xFA\x13\x0D\xC7\xFA\xDA\x36\xD0\x0A\xC9\x0C\xE0\xD8\x01\x1E\x4C\xF8\x00\x0A\x19\xE2\x5E\x14\xF7\xF0\x00\x0B\xD1\x1C\x27\x2C\xBC\xF9\x4F\x04\x49\x21\x76\x38\x00\xF6\x9F\x08\x00\x07\x43\x19\x67\x0A\x23\x0B\xCA\x14\xBB\x0E\xE0\x06\x11\x0F\x0E\xDC\x18\x27\x80\xF6\x44\x0E\x73\x1D\xF4\x35\x5B\x09\x2D\x06\xF3\x21\x0C\x2C\x07\xF0\x00\x10\x00\xDB\x7F\x30\x00\x0C\x8B\x06\x4D\xE5\x0A\x20\x6F\xF8\x5E\x0B\x8B\x30\xE0\x1A\xE7\x10\x00\x0C\x55\x07\xAC\x34\x59\x05\x99\x04\x00\xF8\x05\x1C\x95\xF5\x43\x08\x00\xDA\xD3\x3E\x5D\x09\xAA\x06\x14\xE3\x3F\x0F\xB4\xF0\x5F\x05\x00\xD0\xFC\x1C\x34\xF7\x41\x0E\x3A\xE0\x7F\x26\x00\xF0\x00\x0C\x00\x1D\x15\x25\xF7\x0B\x8F\x0E\x57\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x00\xAE\xAD\x9F\x92\xFC\xF5\x1B\x92\xFC\xF5\x1B\x09\xA5\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFC\x23\x0B\x00\xD9\xBE\x26\x7C\xD6\x9C\x2D\xDA\xF2\x44\x35\xC1\xEA\x48\x28\x87\xD8\x2A\x36\xEF\x23\x8C\x18\xFF\x0A\xEB\x1D\xE5\x29\x06\x17\x22\xDD\x5F\x1C\x40\xF7\x34\x2B\x7C\xE3\x24\x13\xDF\x25\xC0\x2B\xE7\x2F\x8C\x2B\xEC\xF3\xF1\x14\xCF\xEE\xA2\x28\xD7\x25\x08\x20\xC5\x05\x16\x16\x7A\xF6\x2E\x23\xC6\x1D\x00\x19\xA9\xCA\x54\x2E\x83\x15\x68\x19\xD2\x18\x47\x29\xF2\xD3\x1C\x2A\xED\xFA\xDA\x36\xD0\x01\xDA\x24\xE4\xD8\x01\x1E\x4C\xCE\xE9\x25\x23\xE2\x5E\x14\xF7\xE0\x00\x26\xE3\x1C\x27\x2C\xBC\xE5\x34\x15\x51\x21\x76\x38\x00\xFE\x50\x38\x00\x07\x43\x19\x67\x37\xA2\x37\x25\x14\xBB\x0E\xE0\x2F\x90\x28\x9B\xDC\x18\x27\x80\xEC\x33\x20\x91\x1D\xF4\x35\x5B\xEB\x9B\x1F\x4B\x21\x0C\x2C\x07\xC3\xAF\x23\xF2\xDB\x7F\x30\x00\xEF\x54\x23\x18\xE5\x0A\x20\x6F\x18\xF8\x25\xE1\x30\xE0\x1A\xE7\xF0\x00\x1C\x55\x07\xAC\x34\x59\x00\xBC\x2E\x2F\xF8\x05\x1C\x95\xD4\xD2\x0D\x1F\xDA\xD3\x3E\x5D\x0F\xD8\x24\x75\xE3\x3F\x0F\xB4\x02\xD4\x25\x00\xD0\xFC\x1C\x34\xF0\x8A\x24\x34\xE0\x7F\x26\x00\x0E\x6E\x3A\x64\x1D\x15\x25\xF7\xE7\x77\x2E\x57\x78\x44\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x98400010), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3DB61400)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3DB61400, 5909)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0x96)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xE3C92000), ('P4rIngress.aggregator.values_v00000.hi', 0xE7531447)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xDD191D77), ('P4rIngress.aggregator.values_v00001.hi', 0xD39C1800)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x08001DEC), ('P4rIngress.aggregator.values_v00010.hi', 0x3000070C)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x29932C2F), ('P4rIngress.aggregator.values_v00011.hi', 0x08F910B9)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x116A2A41), ('P4rIngress.aggregator.values_v00100.hi', 0x1BA721E0)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x08002C8D), ('P4rIngress.aggregator.values_v00101.hi', 0x0D572260)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xDFB7286E), ('P4rIngress.aggregator.values_v00110.hi', 0x09FB0BA0)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x1B201643), ('P4rIngress.aggregator.values_v00111.hi', 0xDEB22800)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xF9390953), ('P4rIngress.aggregator.values_v01000.hi', 0x20003000)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x24D0275B), ('P4rIngress.aggregator.values_v01001.hi', 0xF9A318ED)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xEC0018F3), ('P4rIngress.aggregator.values_v01010.hi', 0x2F1B162D)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xEC002DA2), ('P4rIngress.aggregator.values_v01011.hi', 0xE8952860)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x1CF11D41), ('P4rIngress.aggregator.values_v01100.hi', 0x070116B0)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x1A5B041F), ('P4rIngress.aggregator.values_v01101.hi', 0xF57D07EB)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xDB9B2060), ('P4rIngress.aggregator.values_v01110.hi', 0xDF9B1370)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x2177216F), ('P4rIngress.aggregator.values_v01111.hi', 0x0B9E2B00)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xDFC11804), ('P4rIngress.aggregator.values_v10000.hi', 0xE4A908D6)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x0E95146F), ('P4rIngress.aggregator.values_v10001.hi', 0x1A7910B1)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xF40029EA), ('P4rIngress.aggregator.values_v10010.hi', 0xE0EF2249)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xD1AD10FE), ('P4rIngress.aggregator.values_v10011.hi', 0xE8AB1AF8)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x0BF11C5D), ('P4rIngress.aggregator.values_v10100.hi', 0xEEBF29EF)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xF8F715EA), ('P4rIngress.aggregator.values_v10101.hi', 0xD4000B99)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xD5952000), ('P4rIngress.aggregator.values_v10110.hi', 0xDCB728E5)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xF38C2218), ('P4rIngress.aggregator.values_v10111.hi', 0x19D521FA)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x18002105), ('P4rIngress.aggregator.values_v11000.hi', 0xE3111D74)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x07EB2A29), ('P4rIngress.aggregator.values_v11001.hi', 0x1FAF2800)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xF63B2000), ('P4rIngress.aggregator.values_v11010.hi', 0xD2472A9A)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xEAA62000), ('P4rIngress.aggregator.values_v11011.hi', 0xDEDD1C00)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xF9040D94), ('P4rIngress.aggregator.values_v11100.hi', 0x2BD92000)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xE6223000), ('P4rIngress.aggregator.values_v11101.hi', 0xE09A09CE)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xE0002914), ('P4rIngress.aggregator.values_v11110.hi', 0xDC000800)], 5909)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x165D2800), ('P4rIngress.aggregator.values_v11111.hi', 0x113D1000)], 5909)
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
                gc.KeyTuple('job_id', 0x8E75),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC2A7927D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x1A153778),
                gc.KeyTuple('src_port', 0x2A22),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8E75),
                gc.DataTuple('rank', 0x001A),
                gc.DataTuple('worker_index', 0x013C),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x15\x37\x78\x00\x00\x00\x00\x2A\x22\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8E\x75\x00\x1A\xC2\xA7\x92\x7D\x17\x15\x04\x1B\x3D\xB6\x14\x00\x00\x40\x00\x00\x05\x5F\x0B\x5A\xF4\x00\x0B\x68\x04\xAA\x06\x17\xFB\x4F\x08\x00\xFB\x6A\x09\x8A\x05\x26\x10\x00\xFB\xA9\x0A\xC7\x0F\x64\x07\xFF\x0B\xBA\x0F\xEA\xF7\x2E\x08\x00\xF6\x31\x0B\xBD\x0D\x2B\x10\x00\x0F\x4F\x0D\xFC\x0C\x5F\x04\xB8\xF1\x7F\x0B\x6D\x0A\xCC\x04\xCD\x06\x5D\x07\xD3\xF8\x7F\x0F\x81\xFC\x00\x05\x56\xFA\x75\x0F\x1A\x04\x00\x09\x4F\xFA\x08\x08\x00\x10\x00\x0A\xA1\xF8\x14\x10\x00\xF6\x7B\x09\x80\xF4\x03\x07\x91\xF2\xF8\x07\x89\x09\xA1\x04\xD5\xFB\x6F\x10\x00\xF2\x77\x05\xFE\xF5\x0C\x0D\x3C\xF0\x0F\x08\x24\xF3\x50\x0E\x61\x04\x00\x0F\xF3\xF4\x9F\x0D\x87\xF5\x1D\x09\x98\x08\x05\x08\x07\xF3\xE4\x0B\xAF\xFA\xE3\x07\x90\x0B\xAA\x05\x08\x0A\x98\x10\x00\x04\x5C\x0D\xC1\x05\x4E\x06\x7B\xF9\xC0\x0C\x00\xFB\x55\x09\x8C\x09\x39\x0D\x00\x04\x90\x05\xDC\xF4\x00\x0E\x00\xF0\x00\x09\xB8\xF1\xF5\x0A\xE9\xF8\xCA\x0A\xAD\x09\xFD\x09\x24\xF8\xC4\x0C\xC3\xFB\x18\x04\x7D\xF4\x8E\x0F\x00\x10\x00\x0B\xEF\x05\xE6\x04\xB0\x0B\x1B\x0E\x00\x0C\x00\x04\x73\x0D\xDD\x10\x00\x10\x00\x06\xCC\x10\x00\x04\xE7\xF8\x0F\x10\x00\x10\x00\x0B\x86\xB3\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1A\x15\x37\x78\xBE\xEF\x2A\x22\x01\x20\x00\x00\x50\x34\x02\x82\x8E\x75\x00\x1A\xC2\xA7\x92\x7D\x17\x15\x00\x1B\x3D\xB6\x14\x00\x00\x40\x00\x12\xE9\x28\x2B\x5A\xF4\x00\x0B\x68\xE1\xC3\x23\x8E\xFB\x4F\x08\x00\x03\x6A\x27\x76\x05\x26\x10\x00\x25\x3C\x36\xF6\x0F\x64\x07\xFF\x1D\x24\x3A\x2B\xF7\x2E\x08\x00\xFE\x31\x38\x4A\x0D\x2B\x10\x00\xEF\x06\x36\x6A\x0C\x5F\x04\xB8\x0C\x9F\x21\xB0\x0A\xCC\x04\xCD\xFF\x96\x11\x26\xF8\x7F\x0F\x81\x20\xD0\x2C\xB1\xFA\x75\x0F\x1A\xF0\x00\x22\x42\xFA\x08\x08\x00\xFC\x00\x38\x43\xF8\x14\x10\x00\x13\x6C\x26\xC1\xF4\x03\x07\x91\x0D\x53\x0B\xA8\x09\xA1\x04\xD5\xD7\x0A\x30\x60\xF2\x77\x05\xFE\x16\x83\x2E\xAB\xF0\x0F\x08\x24\xD3\x11\x26\x65\x04\x00\x0F\xF3\x03\x34\x21\xF6\xF5\x1D\x09\x98\xFC\x05\x31\xF1\xF3\xE4\x0B\xAF\xCC\x90\x18\x8E\x0B\xAA\x05\x08\x16\x89\x2C\x5D\x04\x5C\x0D\xC1\xFE\x45\x1C\x65\xF9\xC0\x0C\x00\xD0\xEA\x29\x8C\x09\x39\x0D\x00\xF8\x1C\x27\xF4\xF4\x00\x0E\x00\x08\x00\x2A\xBD\xF1\xF5\x0A\xE9\x00\xB5\x34\xD6\x09\xFD\x09\x24\xEE\xFF\x2C\xC3\xFB\x18\x04\x7D\xDF\x34\x2F\x00\x10\x00\x0B\xEF\xFE\xEA\x12\x44\x0B\x1B\x0E\x00\xF2\x22\x34\x73\x0D\xDD\x10\x00\xF0\x00\x2F\xE0\x10\x00\x04\xE7\x0E\x6C\x38\x00\x10\x00\x0B\x86\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9C\x40\x00\x10\x3D\xB6\x14\x00\x3D\xB6\x14\x00\x12\x96\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE9\x28\x2B\x5A\xDB\x53\x1F\xAF\xE1\xC3\x23\x8E\xCE\xEB\x20\x00\x03\x6A\x27\x76\x35\x26\x17\x0C\x25\x3C\x36\xF6\x18\x5D\x18\xB8\x1D\x24\x3A\x2B\x12\xD5\x29\xE0\xFE\x31\x38\x4A\x1A\x82\x32\x60\xEF\x06\x36\x6A\x16\x5A\x10\x58\x0C\x9F\x21\xB0\xE9\x7E\x2C\xCD\xFF\x96\x11\x26\x18\x7F\x3F\x81\x20\xD0\x2C\xB1\xF4\x18\x28\x07\xF0\x00\x22\x42\x29\x23\x1E\x2D\xFC\x00\x38\x43\xE0\xA9\x38\x60\x13\x6C\x26\xC1\xFB\x04\x1E\x41\x0D\x53\x0B\xA8\xFF\x1E\x0C\xC0\xD7\x0A\x30\x60\xD2\x12\x19\x6E\x16\x83\x2E\xAB\xFB\xAD\x33\x24\xD3\x11\x26\x65\xE8\xA9\x18\xC9\x03\x34\x21\xF6\x0F\x96\x1A\x49\xFC\x05\x31\xF1\xD4\xD3\x2D\xF8\xCC\x90\x18\x8E\xF4\x55\x20\x00\x16\x89\x2C\x5D\xF3\x1B\x37\xB0\xFE\x45\x1C\x65\xCD\xC0\x17\x99\xD0\xEA\x29\x8C\xE5\xF0\x35\xE5\xF8\x1C\x27\xF4\x0D\xD5\x2F\xFA\x08\x00\x2A\xBD\xD5\x06\x28\x5D\x00\xB5\x34\xD6\x29\xAC\x31\x24\xEE\xFF\x2C\xC3\xCD\x5F\x2F\x17\xDF\x34\x2F\x00\xEE\xDD\x27\xEF\xFE\xEA\x12\x44\x36\xF4\x2E\x00\xF2\x22\x34\x73\xEE\x77\x19\xCE\xF0\x00\x2F\xE0\xEC\x00\x0C\xE7\x0E\x6C\x38\x00\x21\x3D\x1B\x86\xB3\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA5CD6150), ('P4rIngress.aggregator.bitmap_seq.seq', 0x08800000)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x08800000, 12999)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x87)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x03, 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x20001B34), ('P4rIngress.aggregator.values_v00000.hi', 0x0AC620FD)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x20B21EFA), ('P4rIngress.aggregator.values_v00001.hi', 0x0D6A10A5)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0xDEFD0E8F), ('P4rIngress.aggregator.values_v00010.hi', 0xF8DC2369)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xDEE823B1), ('P4rIngress.aggregator.values_v00011.hi', 0xF8551E14)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x122B2B87), ('P4rIngress.aggregator.values_v00100.hi', 0xDB7B2F18)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x20DE0FB3), ('P4rIngress.aggregator.values_v00101.hi', 0x27E31000)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0xD5A92C10), ('P4rIngress.aggregator.values_v00110.hi', 0xE77B1000)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xF0001A70), ('P4rIngress.aggregator.values_v00111.hi', 0x26C51000)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0xEF5A265D), ('P4rIngress.aggregator.values_v01000.hi', 0xD57B150A)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xD9841D00), ('P4rIngress.aggregator.values_v01001.hi', 0x2B742E70)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xE7CB21EA), ('P4rIngress.aggregator.values_v01010.hi', 0x15282674)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x23FC2000), ('P4rIngress.aggregator.values_v01011.hi', 0xF7B40B68)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x10002D77), ('P4rIngress.aggregator.values_v01100.hi', 0x053515FD)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x26FD2D95), ('P4rIngress.aggregator.values_v01101.hi', 0x24001B30)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xEC5409DE), ('P4rIngress.aggregator.values_v01110.hi', 0x215127A5)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x20001AE6), ('P4rIngress.aggregator.values_v01111.hi', 0xE0003000)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x17AD0C00), ('P4rIngress.aggregator.values_v10000.hi', 0x1E0D1561)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xFC003000), ('P4rIngress.aggregator.values_v10001.hi', 0x2F2F2625)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x24002A84), ('P4rIngress.aggregator.values_v10010.hi', 0xDDC81900)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x21491C00), ('P4rIngress.aggregator.values_v10011.hi', 0xE2DE1425)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xE0001000), ('P4rIngress.aggregator.values_v10100.hi', 0x106B1F59)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xEFAF0780), ('P4rIngress.aggregator.values_v10101.hi', 0xF69D0690)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x12582F03), ('P4rIngress.aggregator.values_v10110.hi', 0x12EC18E1)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x217B29C3), ('P4rIngress.aggregator.values_v10111.hi', 0x18000400)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xDE1E1296), ('P4rIngress.aggregator.values_v11000.hi', 0x100011A5)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x1BC91DE6), ('P4rIngress.aggregator.values_v11001.hi', 0x10000800)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x14D50823), ('P4rIngress.aggregator.values_v11010.hi', 0x0DED2575)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xD6630456), ('P4rIngress.aggregator.values_v11011.hi', 0x17E91258)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xF1D62A00), ('P4rIngress.aggregator.values_v11100.hi', 0x05370A00)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x23D521CE), ('P4rIngress.aggregator.values_v11101.hi', 0xDBFF1122)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xDB7B0C99), ('P4rIngress.aggregator.values_v11110.hi', 0x09E72417)], 12999)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xF6E91E1E), ('P4rIngress.aggregator.values_v11111.hi', 0x06B31517)], 12999)
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
                gc.KeyTuple('job_id', 0x27E8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000087),
                gc.DataTuple('slot_count', 0x00001EF1),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFED8D17D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x84AA6F56),
                gc.KeyTuple('src_port', 0x714A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x27E8),
                gc.DataTuple('rank', 0x000A),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\xAA\x6F\x56\x00\x00\x00\x00\x71\x4A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x27\xE8\x00\x0A\xFE\xD8\xD1\x7D\x12\x40\x01\x46\x08\x80\x00\x00\x00\x40\x00\x00\x06\x8C\x0A\xC0\xF3\xF6\x07\xB7\x09\x18\x0E\x6A\xF7\x6A\x0D\xF7\xF0\xB2\x0E\xDB\xFB\xC8\x06\x0F\xF4\x00\x08\x6E\xFB\xED\x10\x00\x0C\xE9\x0A\x50\x09\x0F\x09\x6D\x0C\x00\x0B\xDA\xF3\x0B\x07\x34\xF9\xEF\x0B\xD0\xF1\x04\x0F\x0D\xF0\x00\x08\x47\xFA\x9D\x0B\x97\x04\xDB\x0D\x4B\x06\x7A\x09\x6A\xFC\x00\x0C\x00\x0F\x74\x05\xBC\x04\x9D\x0D\x32\x0F\x5C\x06\x4B\x09\xB3\x0A\x81\xF6\x2E\x06\x2E\xF2\xB9\x05\x6F\xF1\xB5\x05\x00\xF9\xE0\x05\xF5\xF0\x00\x09\x00\x08\x00\x0F\xD0\xF1\x9E\x0B\xFE\x08\x00\x09\x25\x0B\x6D\x10\x00\xF0\xCC\x04\x8A\xFB\x92\x05\x00\x08\x5D\x08\x07\xF2\xCB\x0C\x86\xFB\x12\x10\x00\x0D\x99\x06\xB3\x05\x5B\x04\x9D\x08\x46\x0D\xDD\xF6\xE1\x0F\xC0\x07\xA3\x04\x69\x08\xDE\x08\x80\xFA\x93\x04\x00\x10\x00\x10\x00\x10\x00\x10\x00\x09\x8B\x09\x5F\x0C\x50\x0A\x61\xFA\x87\x10\x00\x08\x00\x09\xF7\xFA\x9B\x06\x96\xF4\x00\x08\x00\x09\x56\x0B\x02\x04\x7A\x06\x12\x0A\x45\x10\x00\xF2\x8B\x0F\x1A\xF5\xC3\x0A\x00\x07\x77\x0E\x54\x06\xE4\x04\xFD\xF0\x00\x08\x26\x0E\x79\x08\x00\xF7\x84\x0B\xA3\x06\x4B\x08\x98\x10\x00\x09\x64\xDA\xFE\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x84\xAA\x6F\x56\xBE\xEF\x71\x4A\x01\x20\x00\x00\x50\x34\x02\x82\x27\xE8\x00\x0A\xFE\xD8\xD1\x7D\x12\x40\x01\x46\x08\x80\x00\x00\x00\x40\x00\x16\x26\x8C\x25\xF4\xF3\xF6\x07\xB7\x29\xCA\x2D\x64\xF7\x6A\x0D\xF7\xCF\xAF\x1D\x6A\xFB\xC8\x06\x0F\xD2\xE8\x2C\x1F\xFB\xED\x10\x00\x1F\x14\x35\xD7\x09\x0F\x09\x6D\x2C\xDE\x1B\x8D\xF3\x0B\x07\x34\xCF\x98\x37\xE0\xF1\x04\x0F\x0D\xE0\x00\x22\xB7\xFA\x9D\x0B\x97\xF4\x35\x33\xA8\x06\x7A\x09\x6A\xD5\x84\x29\x00\x0F\x74\x05\xBC\xEC\x68\x2F\x1C\x0F\x5C\x06\x4B\x2D\xAF\x2A\x81\xF6\x2E\x06\x2E\x02\xB9\x32\xE6\xF1\xB5\x05\x00\x20\xDD\x33\x8A\xF0\x00\x09\x00\xF4\x54\x19\xAE\xF1\x9E\x0B\xFE\x28\x00\x24\x0B\x0B\x6D\x10\x00\x08\x79\x10\x8A\xFB\x92\x05\x00\x04\x5D\x38\x07\xF2\xCB\x0C\x86\x1F\x12\x3A\x84\x0D\x99\x06\xB3\x26\xA4\x20\x9D\x08\x46\x0D\xDD\xD6\xE1\x1F\xC0\x07\xA3\x04\x69\xF8\x8D\x10\x00\xFA\x93\x04\x00\x22\x58\x3F\x03\x10\x00\x10\x00\x2B\x06\x33\x22\x0C\x50\x0A\x61\xD8\xA5\x22\x96\x08\x00\x09\xF7\x16\x64\x24\x7C\xF4\x00\x08\x00\x1E\x2B\x13\x25\x04\x7A\x06\x12\xE0\xA8\x14\x56\xF2\x8B\x0F\x1A\xE7\x99\x34\x00\x07\x77\x0E\x54\x2A\xB9\x26\xCB\xF0\x00\x08\x26\xE9\xF4\x14\x99\xF7\x84\x0B\xA3\xFD\x34\x26\xB6\x10\x00\x09\x64\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA5\xCD\x65\x50\x08\x80\x00\x00\x08\x80\x00\x00\x16\x87\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x26\x8C\x25\xF4\xFE\xBC\x28\xB4\x29\xCA\x2D\x64\x04\xD4\x1E\x9C\xCF\xAF\x1D\x6A\xF4\xA4\x29\x78\xD2\xE8\x2C\x1F\xF4\x42\x2E\x14\x1F\x14\x35\xD7\xE4\x8A\x38\x85\x2C\xDE\x1B\x8D\x1A\xEE\x17\x34\xCF\x98\x37\xE0\xD8\x7F\x1F\x0D\xE0\x00\x22\xB7\x21\x62\x1B\x97\xF4\x35\x33\xA8\xDB\xF5\x1E\x74\xD5\x84\x29\x00\x3A\xE8\x34\x2C\xEC\x68\x2F\x1C\x24\x84\x2C\xBF\x2D\xAF\x2A\x81\xED\xE2\x11\x96\x02\xB9\x32\xE6\xF6\xEA\x1A\xFD\x20\xDD\x33\x8A\x14\x00\x24\x30\xF4\x54\x19\xAE\x12\xEF\x33\xA3\x28\x00\x24\x0B\xEB\x6D\x40\x00\x08\x79\x10\x8A\x19\x9F\x1A\x61\x04\x5D\x38\x07\x21\xFA\x32\xAB\x1F\x12\x3A\x84\xEB\x61\x1F\xB3\x26\xA4\x20\x9D\xEB\x24\x22\x02\xD6\xE1\x1F\xC0\x18\x0E\x23\xC2\xF8\x8D\x10\x00\xF1\x30\x0A\x90\x22\x58\x3F\x03\x22\xEC\x28\xE1\x2B\x06\x33\x22\x24\x50\x0E\x61\xD8\xA5\x22\x96\x18\x00\x1B\x9C\x16\x64\x24\x7C\x04\x00\x10\x00\x1E\x2B\x13\x25\x12\x67\x2B\x87\xE0\xA8\x14\x56\x0A\x74\x21\x72\xE7\x99\x34\x00\x0C\xAE\x18\x54\x2A\xB9\x26\xCB\xCB\xFF\x19\x48\xE9\xF4\x14\x99\x01\x6B\x2F\xBA\xFD\x34\x26\xB6\x16\xB3\x1E\x7B\xDA\xFE\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.45

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9904FE40), ('P4rIngress.aggregator.bitmap_seq.seq', 0x827BF566)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x827BF566, 15647)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x69)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xE2C6235B), ('P4rIngress.aggregator.values_v00000.hi', 0x180025F8)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0xD40014B8), ('P4rIngress.aggregator.values_v00001.hi', 0x0F531A8A)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x1CA53000), ('P4rIngress.aggregator.values_v00010.hi', 0xD8C924D8)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xD0001F00), ('P4rIngress.aggregator.values_v00011.hi', 0xE24C110F)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x2FED2F9B), ('P4rIngress.aggregator.values_v00100.hi', 0x0C932A07)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x10191371), ('P4rIngress.aggregator.values_v00101.hi', 0xF16F2BB3)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x10001BE4), ('P4rIngress.aggregator.values_v00110.hi', 0x1F3718AD)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x2B7F2600), ('P4rIngress.aggregator.values_v00111.hi', 0x14002000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x13AB1C15), ('P4rIngress.aggregator.values_v01000.hi', 0x07D32BB5)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x12771727), ('P4rIngress.aggregator.values_v01001.hi', 0x08003000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0xEBD82800), ('P4rIngress.aggregator.values_v01010.hi', 0x19B92000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0xE0001840), ('P4rIngress.aggregator.values_v01011.hi', 0x30002000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x22E7104C), ('P4rIngress.aggregator.values_v01100.hi', 0xD72F2BAF)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xE3FE077A), ('P4rIngress.aggregator.values_v01101.hi', 0x21121D00)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xDDCF281F), ('P4rIngress.aggregator.values_v01110.hi', 0x04EE073D)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xF76D13D9), ('P4rIngress.aggregator.values_v01111.hi', 0x05DD1C37)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD0C21000), ('P4rIngress.aggregator.values_v10000.hi', 0xFC001A20)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xE3F321A1), ('P4rIngress.aggregator.values_v10001.hi', 0xD7F62155)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xDDAB2000), ('P4rIngress.aggregator.values_v10010.hi', 0xD92109F1)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x1BE52000), ('P4rIngress.aggregator.values_v10011.hi', 0x1F0A08C5)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xF4000E00), ('P4rIngress.aggregator.values_v10100.hi', 0x2B9A3000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xD48D2B30), ('P4rIngress.aggregator.values_v10101.hi', 0xDFD52200)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x04773000), ('P4rIngress.aggregator.values_v10110.hi', 0xD1A614D1)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x15853000), ('P4rIngress.aggregator.values_v10111.hi', 0x04FB1780)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x0FFD2000), ('P4rIngress.aggregator.values_v11000.hi', 0x134F1C13)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x2B7A1B6A), ('P4rIngress.aggregator.values_v11001.hi', 0xDF642DC4)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xDCDE284B), ('P4rIngress.aggregator.values_v11010.hi', 0x0400116C)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDD701B17), ('P4rIngress.aggregator.values_v11011.hi', 0xF67608EF)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xD25A1000), ('P4rIngress.aggregator.values_v11100.hi', 0xD4921FC7)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x1F731C00), ('P4rIngress.aggregator.values_v11101.hi', 0xF9912000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x2E021800), ('P4rIngress.aggregator.values_v11110.hi', 0xF0002000)], 15647)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xDF712200), ('P4rIngress.aggregator.values_v11111.hi', 0xD8001700)], 15647)
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
                gc.KeyTuple('job_id', 0x58EC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000339),
                gc.DataTuple('slot_count', 0x00001BB2),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0C4ECBD6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xA22AFBAE),
                gc.KeyTuple('src_port', 0x335D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x58EC),
                gc.DataTuple('rank', 0x0017),
                gc.DataTuple('worker_index', 0x012F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA2\x2A\xFB\xAE\x00\x00\x00\x00\x33\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x58\xEC\x00\x17\x0C\x4E\xCB\xD6\x19\xE6\x07\xD7\x82\x7B\xF5\x66\x00\x40\x00\x00\xF7\xDA\x0A\xCA\x0C\xFB\x05\x08\xF0\x00\x10\x00\xF8\xE1\x08\x00\x04\xFD\x0E\x40\x04\x53\x0F\x29\x0E\xDC\x10\x00\x0B\xAD\x0D\xE6\xF1\x49\x09\xD4\xF5\xD2\x04\xA4\xF3\x33\x0F\x30\xFA\x07\x0B\x42\xF4\xB1\x09\x78\x05\xCF\x10\x00\xF8\xC3\x10\x00\xFA\x00\x10\x00\xF3\xA6\x08\xF5\x07\x55\x0D\x53\xF6\xC8\x0D\xFC\xF4\x7B\x10\x00\x04\x4F\x0A\xB1\x0E\xAB\x0F\x80\xFC\x00\x0D\xF5\x04\x00\x0B\x46\x08\x00\x0F\xFE\x06\x95\x09\x4B\xF4\xB3\x0B\xB5\x0F\x1C\x0F\xC5\x0D\x3D\x0B\x8B\x0A\x6D\x0A\xE2\xF8\xC0\x0A\x00\x0A\x4F\x0D\x27\x09\x97\x0A\x00\x10\x00\x09\x59\x04\xD9\x0A\xEF\xF9\xD7\x0F\xA4\xFC\x00\x0B\x71\xF8\xB9\x08\x00\xF9\x30\x05\x95\xF5\x85\x05\xF4\xFC\x00\x10\x00\x0A\xDA\x0F\x6E\x09\x69\x10\x00\x0B\x61\x09\x0D\xFC\x00\x07\x16\xF7\xAE\x10\x00\x07\x53\x0F\x00\xF6\xB9\x0B\x00\x0F\x35\x0E\x89\xF4\x00\x0F\x40\xF6\x5A\x08\x31\xF0\x00\x05\xA3\xF0\x00\x06\x00\x05\x4B\x0B\xEF\x04\x00\x0C\x26\x06\x19\x04\x9D\x0A\x6A\x10\x00\xFB\x8B\x04\xD8\xFC\x00\x08\xAA\xF8\xE4\x06\xC6\x0F\xDD\x0A\x00\x10\x00\x08\x00\x08\x71\x04\x00\x0A\xBC\x10\x00\xA5\xEC\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA2\x2A\xFB\xAE\xBE\xEF\x33\x5D\x01\x20\x00\x00\x50\x34\x02\x82\x58\xEC\x00\x17\x0C\x4E\xCB\xD6\x19\xE6\x01\xD7\x82\x7B\xF5\x66\x00\x40\x00\x0F\xDA\xA0\x2E\x25\x0C\xFB\x05\x08\xC4\x00\x24\xB8\xF8\xE1\x08\x00\x21\xA2\x3E\x40\x04\x53\x0F\x29\xDE\xDC\x2F\x00\x0B\xAD\x0D\xE6\x21\x36\x39\x6F\xF5\xD2\x04\xA4\x03\x4C\x22\xA1\xFA\x07\x0B\x42\x04\xB1\x25\x5C\x05\xCF\x10\x00\x24\x42\x36\x00\xFA\x00\x10\x00\x07\x51\x25\x0A\x07\x55\x0D\x53\x09\x3F\x25\x23\xF4\x7B\x10\x00\xF0\x27\x32\xB1\x0E\xAB\x0F\x80\xDC\x00\x26\x35\x04\x00\x0B\x46\x2A\xE7\x20\x4A\x06\x95\x09\x4B\xD8\xB1\x13\x2F\x0F\x1C\x0F\xC5\xEB\x0C\x33\xAA\x0A\x6D\x0A\xE2\xF0\x2D\x1D\xD9\x0A\x4F\x0D\x27\xDA\x59\x1A\x00\x10\x00\x09\x59\xE8\xCC\x2C\x90\xF9\xD7\x0F\xA4\xD9\xAB\x2B\x71\xF8\xB9\x08\x00\x15\x15\x25\x95\xF5\x85\x05\xF4\xF0\x00\x1E\x00\x0A\xDA\x0F\x6E\xDD\xF6\x3B\x30\x0B\x61\x09\x0D\x00\x77\x37\x16\xF7\xAE\x10\x00\x1C\xD8\x3F\x00\xF6\xB9\x0B\x00\x1F\x32\x2E\x89\xF4\x00\x0F\x40\x21\xD4\x23\x9B\xF0\x00\x05\xA3\xCC\xDE\x2E\x4B\x05\x4B\x0B\xEF\xE1\x70\x27\x3D\x06\x19\x04\x9D\xDC\xC4\x20\x00\xFB\x8B\x04\xD8\x1B\x73\x24\xAA\xF8\xE4\x06\xC6\x3D\xDF\x22\x00\x10\x00\x08\x00\xE7\xE2\x26\x00\x0A\xBC\x10\x00\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x99\x84\xFE\x40\x82\x7B\xF5\x66\x82\x7B\xF5\x66\x0F\xD7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xDA\xA0\x2E\x25\x24\xFB\x2B\x00\xC4\x00\x24\xB8\x08\x34\x22\x8A\x21\xA2\x3E\x40\xDD\x1C\x34\x01\xDE\xDC\x2F\x00\xED\xF9\x1E\xF5\x21\x36\x39\x6F\x02\x65\x2E\xAB\x03\x4C\x22\xA1\xEB\x76\x36\xF5\x04\xB1\x25\x5C\x25\x06\x28\xAD\x24\x42\x36\x00\x0E\x00\x30\x00\x07\x51\x25\x0A\x0F\x28\x39\x08\x09\x3F\x25\x23\xFC\x7B\x40\x00\xF0\x27\x32\xB1\x28\x64\x2F\x80\xDC\x00\x26\x35\x34\x00\x2B\x46\x2A\xE7\x20\x4A\xDD\xC4\x34\xFA\xD8\xB1\x13\x2F\x30\x2E\x2C\xC5\xEB\x0C\x33\xAA\x0F\x5B\x12\x1F\xF0\x2D\x1D\xD9\x10\x2C\x29\x5E\xDA\x59\x1A\x00\x0C\x00\x23\x79\xE8\xCC\x2C\x90\xD1\xCD\x30\xF9\xD9\xAB\x2B\x71\xD1\xDA\x11\xF1\x15\x15\x25\x95\x14\x8F\x0E\xB9\xF0\x00\x1E\x00\x36\x74\x3F\x6E\xDD\xF6\x3B\x30\xEB\x36\x2B\x0D\x00\x77\x37\x16\xC9\x54\x24\xD1\x1C\xD8\x3F\x00\xFB\xB4\x22\x80\x1F\x32\x2E\x89\x07\x4F\x2B\x53\x21\xD4\x23\x9B\xCF\x64\x33\x67\xCC\xDE\x2E\x4B\x09\x4B\x1D\x5B\xE1\x70\x27\x3D\xFC\x8F\x0D\x8C\xDC\xC4\x20\x00\xD0\x1D\x24\x9F\x1B\x73\x24\xAA\xF2\x75\x26\xC6\x3D\xDF\x22\x00\x00\x00\x28\x00\xE7\xE2\x26\x00\xE2\xBC\x27\x00\xA5\xEC\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

