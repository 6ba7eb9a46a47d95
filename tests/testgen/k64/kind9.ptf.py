# PTF test for /tmp/regen/work64/k64/kind9/main
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

logger = logging.getLogger('/tmp/regen/work64/k64/kind9/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/regen/work64/k64/kind9/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/regen/work64/k64/kind9/main')

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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x32\x00\x00\x00\x00\x00\x00\x40\x00\x00\x47\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.038

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
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAAE23670), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 13739)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 13739)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0xA8)], 13739)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13739)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2B6BD62D), ('P4rIngress.values_v00000.hi', 0x28BC5F61)], 13739)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5859118D), ('P4rIngress.values_v00001.hi', 0x8F076717)], 13739)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xFCAD5475), ('P4rIngress.values_v00010.hi', 0xBDDDA7EA)], 13739)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD4D24AD8), ('P4rIngress.values_v00011.hi', 0x8D96E53E)], 13739)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4A585C8B), ('P4rIngress.values_v00100.hi', 0x3BDA78A6)], 13739)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8B5B2D8A), ('P4rIngress.values_v00101.hi', 0x2D4FE407)], 13739)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x46BAA1BB), ('P4rIngress.values_v00110.hi', 0x2A4ABEEF)], 13739)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x66FE74AA), ('P4rIngress.values_v00111.hi', 0x3EDA2124)], 13739)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x497FB931), ('P4rIngress.values_v01000.hi', 0x43C2172F)], 13739)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1CA13656), ('P4rIngress.values_v01001.hi', 0x62DED5A4)], 13739)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7C0ED7DB), ('P4rIngress.values_v01010.hi', 0x4F6F5799)], 13739)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xDFB4FA5A), ('P4rIngress.values_v01011.hi', 0x19E45CCB)], 13739)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x59FE49B6), ('P4rIngress.values_v01100.hi', 0x3DDB27A5)], 13739)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xEBF782DF), ('P4rIngress.values_v01101.hi', 0x5DD66F5B)], 13739)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x444E7AC5), ('P4rIngress.values_v01110.hi', 0xB066772B)], 13739)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB2EB5994), ('P4rIngress.values_v01111.hi', 0x698CA560)], 13739)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x40C8F1E9), ('P4rIngress.values_v10000.hi', 0x761C6AD8)], 13739)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D484C1F), ('P4rIngress.values_v10001.hi', 0xAFF2AB24)], 13739)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCE54AD9D), ('P4rIngress.values_v10010.hi', 0x6AD2937E)], 13739)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8BDF217B), ('P4rIngress.values_v10011.hi', 0x9D4875EB)], 13739)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x79025734), ('P4rIngress.values_v10100.hi', 0x9E4AEDCE)], 13739)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA42FC9F1), ('P4rIngress.values_v10101.hi', 0xBE70EE04)], 13739)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB8CDAAF5), ('P4rIngress.values_v10110.hi', 0x86B8644C)], 13739)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2EE8470F), ('P4rIngress.values_v10111.hi', 0xF0DE47FB)], 13739)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x0F33D5AD), ('P4rIngress.values_v11000.hi', 0x7F27C55B)], 13739)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA2DBD8A7), ('P4rIngress.values_v11001.hi', 0x8FF23B12)], 13739)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6746DF48), ('P4rIngress.values_v11010.hi', 0xB3DE088A)], 13739)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x51A0F2AE), ('P4rIngress.values_v11011.hi', 0x57565675)], 13739)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB31DC9CF), ('P4rIngress.values_v11100.hi', 0x4ADDB06E)], 13739)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5D0E541E), ('P4rIngress.values_v11101.hi', 0x41DED498)], 13739)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7ADD6E83), ('P4rIngress.values_v11110.hi', 0x645ACEAD)], 13739)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6AEA9A26), ('P4rIngress.values_v11111.hi', 0x60F76934)], 13739)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8A5F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CFD),
                gc.DataTuple('slot_count', 0x00000953),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCD1B70BE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x75A15C10),
                gc.KeyTuple('src_port', 0x05BC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8A5F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03F3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\xA1\x5C\x10\x00\x00\x00\x00\x05\xBC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8A\x5F\x00\x18\xCD\x1B\x70\xBE\x08\xAE\x03\x46\x00\x00\x00\x00\x00\x40\x00\x00\xAB\x46\x53\xA7\x70\x14\xAA\x4D\x59\x96\x4B\x8F\xB7\x24\xF8\x9D\xE5\xC3\xD8\xB1\xB9\x47\xF2\x7B\xA4\x11\x6A\x9E\x43\x74\x4D\x81\x57\x93\x2C\x98\x7C\x43\x31\xBD\xB2\x2E\x3E\x07\xF4\xF5\x4D\xE9\x76\x72\xC2\x5B\x7B\x39\xC4\x38\x56\x84\xAA\x3C\x1E\x7C\x83\xEE\x6B\x32\x50\x61\x66\x4D\xDC\x6E\x38\xAE\x9E\x4C\x5C\x16\xD5\x85\x08\xD9\xCC\x6A\x4C\x29\xA4\x06\x57\x3D\xB1\x8B\x75\x55\xD4\x38\x59\x65\x7D\x97\xF0\x66\xB8\x9B\x63\x47\xAC\xF9\x5C\xC8\x2E\x9E\x73\xD9\x6A\x95\x79\xA1\x6F\x6F\xAF\x39\x7F\xB6\x49\x8B\xAD\xF0\x66\x2A\x0A\xEC\x48\xDC\xCA\x41\x4D\x0E\x6F\x71\xAF\xCC\xEE\xB3\x5B\x4F\xA8\xCA\x22\xD8\x4D\x54\x58\x71\x36\x0C\xD9\x0E\xCB\x9E\x48\xB4\xB2\x83\xDA\x95\x70\x4B\xBF\xDB\x86\xFD\x8C\x0A\x0D\x05\xA2\xD2\x65\xA1\xDF\x67\x6A\x57\x53\xB0\xD6\x4F\x0D\x2C\xCA\xA4\x41\x26\x31\xA7\x36\xB6\x92\xDF\x81\x54\xAB\x9D\x7A\x10\x84\x45\xE5\x8E\xD6\x4B\x91\x45\x92\x3A\x4C\xB5\x9E\xC8\x45\x6F\x9D\x37\x9F\xCD\x9B\xFB\x7A\x59\x99\x12\x5E\x4E\xC5\xA9\x62\x28\x93\x82\x43\x39\x6F\x8E\x40\x83\x69\xFD\x2A\x31\x4A\x27\x4D\xAB\xA8\x14\xC8\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x75\xA1\x5C\x10\xBE\xEF\x05\xBC\x01\x20\x00\x00\x50\x34\x02\x82\x8A\x5F\x00\x18\xCD\x1B\x70\xBE\x08\xAE\x01\x46\x00\x00\x00\x00\x00\x40\x00\x0A\xD6\xB2\x29\xD4\x70\x14\xAA\x4D\x7F\xFF\xFF\xFF\xB7\x24\xF8\x9D\xE2\x71\x2D\x26\xB9\x47\xF2\x7B\x80\x00\x00\x00\x43\x74\x4D\x81\x7F\xFF\xFF\xFF\x7C\x43\x31\xBD\x80\x00\x00\x00\xF4\xF5\x4D\xE9\x7F\xFF\xFF\xFF\x7B\x39\xC4\x38\x7F\xFF\xFF\xFF\x1E\x7C\x83\xEE\x7F\xFF\xFF\xFF\x66\x4D\xDC\x6E\x55\x4F\xD4\xA2\x5C\x16\xD5\x85\x7F\xFF\xFF\xFF\x4C\x29\xA4\x06\x36\xF2\xAB\xE5\x75\x55\xD4\x38\x7F\xFF\xFF\xFF\xF0\x66\xB8\x9B\x4F\x3F\x2F\xD8\x5C\xC8\x2E\x9E\x7F\xFF\xFF\xFF\x79\xA1\x6F\x6F\x80\x00\x00\x00\x49\x8B\xAD\xF0\x7F\xFF\xFF\xFF\x48\xDC\xCA\x41\x7F\xFF\xFF\xFF\xAF\xCC\xEE\xB3\x29\xA4\x56\x67\x22\xD8\x4D\x54\xE4\x50\x57\x87\xD9\x0E\xCB\x9E\x7F\xFF\xFF\xFF\xDA\x95\x70\x4B\x80\x00\x00\x00\x8C\x0A\x0D\x05\x80\x00\x00\x00\xDF\x67\x6A\x57\x7F\xFF\xFF\xFF\x0D\x2C\xCA\xA4\x50\x5A\x07\x54\x36\xB6\x92\xDF\x80\x00\x00\x00\x7A\x10\x84\x45\x4C\xD5\xB5\x93\x91\x45\x92\x3A\x7F\xFF\xFF\xFF\x45\x6F\x9D\x37\x80\x00\x00\x00\x7A\x59\x99\x12\x7F\xFF\xFF\xFF\x62\x28\x93\x82\x7F\xFF\xFF\xFF\x40\x83\x69\xFD\x7F\xFF\xFF\xFF\x4D\xAB\xA8\x14\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\xAB\x03\xF3\x00\x00\xAB\xE2\x36\x70\x00\x00\x00\x00\x00\x00\x00\x00\x0A\xA8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD6\xB2\x29\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE2\x71\x2D\x26\x80\x00\x00\x00\x80\x00\x00\x00\xD1\x0B\x32\xBF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x22\x45\x31\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x56\xA5\x12\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x4F\xD4\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\xF2\xAB\xE5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\x41\xE0\x40\x4F\x3F\x2F\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\x07\xE6\x9A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x29\xA4\x56\x67\x7F\xFF\xFF\xFF\xE4\x50\x57\x87\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFE\x0B\x12\x9F\x50\x5A\x07\x54\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0A\x02\xBF\x57\x4C\xD5\xB5\x93\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8\x51\x40\x13\x1A\x88\x1B\x66\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0F\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE8\xDD\xDF\xB4\x8A\x51\x66\x56\xEA\x93\x00\x2A\x23\xA7\xDB\x79\x4F\xF0\xEA\x85\xD6\xBA\x3F\x51\x97\xAE\xDB\x85\xD8\xD6\x73\xCB\x39\x9C\x37\xE9\x79\xA3\x9C\x1C\x58\x5D\x32\x0A\xE7\x64\xA1\xA1\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97\xDF\xFD\x7C\x9E\xDD\x76\x83\xB0\xCF\xD5\xF8\xA8\x47\xFD\xD4\x88\x2E\x7E\x2E\x1E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD69CF9FC), ('P4rIngress.bitmap_seq.seq', 0x46F079C2)], 10887)
        self.setRegisterValue('P4rIngress.rounds', 0x46F079C2, 10887)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0xD8)], 10887)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10887)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1EE09714), ('P4rIngress.values_v00000.hi', 0x326FA5C7)], 10887)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x566CDECB), ('P4rIngress.values_v00001.hi', 0x9B435977)], 10887)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x0D3DD3A1), ('P4rIngress.values_v00010.hi', 0xAEB46977)], 10887)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xCDA742BE), ('P4rIngress.values_v00011.hi', 0xF3C54B3E)], 10887)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x696D3B9C), ('P4rIngress.values_v00100.hi', 0x57EB3119)], 10887)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xBDA4A9C0), ('P4rIngress.values_v00101.hi', 0x16EBCF8C)], 10887)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x436FF68B), ('P4rIngress.values_v00110.hi', 0x75A0A921)], 10887)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x524CF22D), ('P4rIngress.values_v00111.hi', 0xE10BD8FB)], 10887)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x20AADBBC), ('P4rIngress.values_v01000.hi', 0x6A30B397)], 10887)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xC7BFEA66), ('P4rIngress.values_v01001.hi', 0x9BE69AA7)], 10887)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x63A1D5C9), ('P4rIngress.values_v01010.hi', 0x3F3CA85E)], 10887)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x44152127), ('P4rIngress.values_v01011.hi', 0x606ED5F5)], 10887)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7544BFA7), ('P4rIngress.values_v01100.hi', 0x7074DA85)], 10887)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD68ADBA7), ('P4rIngress.values_v01101.hi', 0x83A8BFCC)], 10887)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45674EE9), ('P4rIngress.values_v01110.hi', 0x506B2BA3)], 10887)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x11AD3968), ('P4rIngress.values_v01111.hi', 0xBE6E6F0F)], 10887)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xAC5EB479), ('P4rIngress.values_v10000.hi', 0x80000000)], 10887)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5782DEF5), ('P4rIngress.values_v10001.hi', 0x2F2F0B9C)], 10887)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2C8CF69B), ('P4rIngress.values_v10010.hi', 0x51161E35)], 10887)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6B765B0A), ('P4rIngress.values_v10011.hi', 0xFAD49E05)], 10887)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x34E5A68F), ('P4rIngress.values_v10100.hi', 0x4BDA3B47)], 10887)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x48AC7CE8), ('P4rIngress.values_v10101.hi', 0x68626BE7)], 10887)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6643101E), ('P4rIngress.values_v10110.hi', 0x948DA05D)], 10887)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xF16AEAD9), ('P4rIngress.values_v10111.hi', 0xBEA12B77)], 10887)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4F17B3E8), ('P4rIngress.values_v11000.hi', 0x8C36D535)], 10887)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x8AFBBE91), ('P4rIngress.values_v11001.hi', 0x96ECB8DF)], 10887)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x404F544C), ('P4rIngress.values_v11010.hi', 0x1E2AC4CB)], 10887)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xE3AB4AD2), ('P4rIngress.values_v11011.hi', 0xC6A6F398)], 10887)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA765A2FD), ('P4rIngress.values_v11100.hi', 0xB5830238)], 10887)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x38A22FD0), ('P4rIngress.values_v11101.hi', 0x54A62F53)], 10887)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x64E43DCF), ('P4rIngress.values_v11110.hi', 0x40A758FC)], 10887)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x50D77367), ('P4rIngress.values_v11111.hi', 0x7AAC13B3)], 10887)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x618C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000056F),
                gc.DataTuple('slot_count', 0x00000531),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1973883),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xA619634A),
                gc.KeyTuple('src_port', 0x180D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x618C),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0090),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA6\x19\x63\x4A\x00\x00\x00\x00\x18\x0D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x61\x8C\x00\x18\xC1\x97\x38\x83\x05\x18\x03\x15\x46\xF0\x79\xC2\x00\x40\x00\x00\xFA\xE4\xA9\x34\x76\x3B\x37\xB6\x35\xBA\xAE\xE1\xB1\x87\x7B\x21\x3A\x7E\xF6\x2B\xA6\x90\x30\x49\xAC\xF2\x7B\x2B\x60\x6E\x5A\x9B\x45\x06\xB3\x29\x40\xB0\x17\x89\xBD\x05\xA3\x7B\xF4\x29\xA3\x8C\x4E\x37\xDC\xBB\x26\xC5\xEB\x1B\x4B\xD9\x17\x31\xEF\x78\x53\x8E\x6B\xDA\x53\xAC\x3A\x96\xB4\xC5\x0B\xE3\xAA\xDB\xA9\x98\x0E\x74\x45\x2E\xAD\x89\x53\xDA\xE5\xAC\x0C\x6D\xE9\x76\x2C\xA4\x97\xFF\x63\xF9\x7D\xA2\x5A\xAA\x3A\x2D\xDE\x5B\x74\xA4\xCF\xFE\xE0\x8D\x6B\xEE\xA6\xDB\x43\x8B\xED\x7D\x7B\x1C\x93\x70\xF2\x5B\xAF\xB9\xB9\xDB\x47\x67\x79\xD2\x3E\xDF\x75\xF6\x7E\x04\xB4\x69\x2D\xC6\x5E\xE4\xF4\x1E\x76\x27\xDE\xAD\x4F\x59\x8A\x28\x28\x4F\x63\x3F\xD6\x38\xB5\xEB\x44\xEB\x91\x0B\x51\xA8\xE6\xAA\x5E\xC9\x40\xFE\x4E\x35\x11\x62\xDE\x16\x65\x45\x8D\x82\x8A\xE3\x94\x5F\x35\x09\xDA\x3E\x69\x1E\xCB\xA6\xD4\x38\x28\x13\x5B\x3B\xBE\xA3\xAB\x59\x6A\x7C\xE9\x6C\x62\xEB\x5C\x4B\xB9\x32\x72\xFC\x31\x14\xB1\x66\xA2\x2C\x80\x29\x12\x13\x57\xAF\x66\x25\xF0\x2E\xAC\x98\xC7\xA3\x85\x72\x35\x6A\x7B\x65\x88\x28\x78\x56\x27\x6A\x43\xDC\xDE\x9B\xFD\x8F\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA6\x19\x63\x4A\xBE\xEF\x18\x0D\x01\x20\x00\x00\x50\x34\x02\x82\x61\x8C\x00\x18\xC1\x97\x38\x83\x05\x18\x01\x15\x46\xF0\x79\xC2\x00\x40\x00\x18\x19\xC5\x40\x48\x76\x3B\x37\xB6\x7F\xFF\xFF\xFF\xB1\x87\x7B\x21\x47\xBC\xC9\xCC\xA6\x90\x30\x49\x80\x00\x00\x00\x60\x6E\x5A\x9B\x7F\xFF\xFF\xFF\x40\xB0\x17\x89\x80\x00\x00\x00\xF4\x29\xA3\x8C\x7F\xFF\xFF\xFF\x26\xC5\xEB\x1B\x7F\xFF\xFF\xFF\xEF\x78\x53\x8E\x7F\xFF\xFF\xFF\x3A\x96\xB4\xC5\xD3\xA3\x95\x41\xA9\x98\x0E\x74\x7F\xFF\xFF\xFF\x53\xDA\xE5\xAC\x50\x83\x0A\x9D\x2C\xA4\x97\xFF\x7F\xFF\xFF\xFF\x5A\xAA\x3A\x2D\xB4\xE6\x50\x4B\xCF\xFE\xE0\x8D\x7F\xFF\xFF\xFF\x43\x8B\xED\x7D\x7F\xFF\xFF\xFF\xF2\x5B\xAF\xB9\x80\x00\x00\x00\x79\xD2\x3E\xDF\x7F\xFF\xFF\xFF\xB4\x69\x2D\xC6\x7F\xFF\xFF\xFF\x76\x27\xDE\xAD\x7F\xFF\xFF\xFF\x28\x4F\x63\x3F\x0B\x1E\x5C\x7A\x44\xEB\x91\x0B\x7F\xFF\xFF\xFF\x5E\xC9\x40\xFE\x7F\xFF\xFF\xFF\xDE\x16\x65\x45\x80\x00\x00\x00\x94\x5F\x35\x09\x29\x56\x1D\x06\xCB\xA6\xD4\x38\xB3\x0F\x19\xCC\xBE\xA3\xAB\x59\x7F\xFF\xFF\xFF\x62\xEB\x5C\x4B\x9C\xDD\xBD\xCE\x31\x14\xB1\x66\x80\x00\x00\x00\x12\x13\x57\xAF\x7F\xFF\xFF\xFF\xAC\x98\xC7\xA3\xEA\x56\x73\x39\x7B\x65\x88\x28\x7F\xFF\xFF\xFF\x43\xDC\xDE\x9B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\x87\x00\x90\x00\x00\xD7\x9C\xF9\xFC\x46\xF0\x79\xC2\x46\xF0\x79\xC2\x18\xD8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x19\xC5\x40\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x47\xBC\xC9\xCC\x80\x00\x00\x00\x80\x00\x00\x00\x54\x33\xA5\xD9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0B\x15\x73\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\x84\x2C\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\xA3\x95\x41\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\x83\x0A\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\xE6\x50\x4B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB0\xCA\x1E\xC8\x80\x00\x00\x00\xF9\xD2\x3E\xDF\x7F\xFF\xFF\xFF\xE3\x98\x39\x62\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\x24\x01\x44\x0B\x1E\x5C\x7A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x29\x56\x1D\x06\x80\x00\x00\x00\xB3\x0F\x19\xCC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\xDD\xBD\xCE\xF7\xBB\xA4\xFE\x80\x00\x00\x00\xC7\x96\x59\xE7\x7F\xFF\xFF\xFF\x01\x3E\xF6\xF6\xEA\x56\x73\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x8F\x0B\xB0\x73\x43\xC8\x62\x44\x09\x9D\x82\x00\xAE\x72\x36\xA3\xAB\x83\x3D\xCC\x1E\xCB\xED\x3C\x4D\xC7\x67\x72\xB3\x58\x65\x6A\x1B\xAC\x1E\x1E\x21\xA1\xDE\xA1\x4E\x39\xF9\x63\x69\x41\xCF\x4B\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x328AF73A), ('P4rIngress.bitmap_seq.seq', 0xA3000000)], 10468)
        self.setRegisterValue('P4rIngress.rounds', 0xA3000000, 10468)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x8C)], 10468)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10468)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3DD44386), ('P4rIngress.values_v00000.hi', 0x76D56C75)], 10468)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2BD281F6), ('P4rIngress.values_v00001.hi', 0x935F0325)], 10468)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBE2A9ECB), ('P4rIngress.values_v00010.hi', 0xBE0D33D1)], 10468)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xEBCCB79A), ('P4rIngress.values_v00011.hi', 0x79291BC4)], 10468)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2634CF7D), ('P4rIngress.values_v00100.hi', 0x53EB1C39)], 10468)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x974F6251), ('P4rIngress.values_v00101.hi', 0xCBB5CB67)], 10468)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0B7DBF32), ('P4rIngress.values_v00110.hi', 0x62C742EF)], 10468)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3C998FD8), ('P4rIngress.values_v00111.hi', 0x61E43FEE)], 10468)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F08165B), ('P4rIngress.values_v01000.hi', 0x5CEF8C97)], 10468)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8DD17777), ('P4rIngress.values_v01001.hi', 0xC6B751C5)], 10468)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x60A9BBD7), ('P4rIngress.values_v01010.hi', 0x6B485736)], 10468)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x62B91E79), ('P4rIngress.values_v01011.hi', 0x34CC5393)], 10468)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5D225B52), ('P4rIngress.values_v01100.hi', 0x6621A9DB)], 10468)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x0CF678D2), ('P4rIngress.values_v01101.hi', 0x91C3E9B0)], 10468)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x1F0A686B), ('P4rIngress.values_v01110.hi', 0x5C95AC37)], 10468)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x765ABFE7), ('P4rIngress.values_v01111.hi', 0x5B4F9697)], 10468)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xC72B9F37), ('P4rIngress.values_v10000.hi', 0xB67DEBDB)], 10468)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x47653D63), ('P4rIngress.values_v10001.hi', 0x1438BC69)], 10468)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7C71CEA8), ('P4rIngress.values_v10010.hi', 0x66614CF6)], 10468)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4A368E77), ('P4rIngress.values_v10011.hi', 0x0ABFF1A5)], 10468)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xAFF6EFDF), ('P4rIngress.values_v10100.hi', 0x7B07E13C)], 10468)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6F9A45C6), ('P4rIngress.values_v10101.hi', 0x4CAEC55E)], 10468)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4BD1D17F), ('P4rIngress.values_v10110.hi', 0xA5174465)], 10468)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9B54FAE1), ('P4rIngress.values_v10111.hi', 0x916B7EE7)], 10468)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD23B693A), ('P4rIngress.values_v11000.hi', 0x92EC8A8F)], 10468)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x33282B2D), ('P4rIngress.values_v11001.hi', 0x9318E409)], 10468)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6E9DADDA), ('P4rIngress.values_v11010.hi', 0x67D08737)], 10468)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6C2661A2), ('P4rIngress.values_v11011.hi', 0x4DA9A5A2)], 10468)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x27CF3919), ('P4rIngress.values_v11100.hi', 0x2B86F212)], 10468)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9B2C4E13), ('P4rIngress.values_v11101.hi', 0xBDE860D4)], 10468)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8A927D33), ('P4rIngress.values_v11110.hi', 0xA9AD5287)], 10468)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xFBCCCB34), ('P4rIngress.values_v11111.hi', 0x4BCE8B1B)], 10468)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCFD0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000197),
                gc.DataTuple('slot_count', 0x00001D51),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x72F28D1F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x6436D036),
                gc.KeyTuple('src_port', 0xDF98),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCFD0),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x017F),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x64\x36\xD0\x36\x00\x00\x00\x00\xDF\x98\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCF\xD0\x00\x18\x72\xF2\x8D\x1F\x07\x4D\x03\x35\xA3\x00\x00\x00\x00\x40\x00\x00\x80\x00\x00\x00\x21\x29\x59\xEE\x72\x1E\x93\xAE\xEA\xD7\x85\x9D\x20\x08\xE2\xA9\xBD\xCF\x32\x90\x90\x64\xD5\xAF\xAF\x6E\x88\xEC\x5F\x29\xCA\x4D\x40\xE2\xDC\xBD\x97\x01\x52\x52\x29\x91\x89\x39\x7A\xCD\xB2\x8B\x49\x90\xCC\x68\x49\x5A\xDB\x32\xF3\xCD\xCD\x43\x36\xC4\x13\x7F\x2F\x87\x6C\x14\x18\x13\x77\xE6\x8C\x49\x3B\xDC\x7B\x8C\xDA\x41\x4F\xA8\x42\xB2\xDA\x52\xAF\xCB\x70\xDC\xFB\x9D\x4D\xBB\xE2\xE6\x64\xA7\x2D\xD9\x53\xA4\x31\xFA\xE9\xD8\x6D\x95\x7E\x27\x09\x1E\x5B\x8A\xA9\x57\x3B\x53\x51\xE2\xE0\x35\x7C\xFF\xA2\xA9\x3B\x73\x20\xC1\x12\x91\x6C\x8D\x74\xE1\x47\x27\x1E\xC9\x55\x49\x3A\xD8\x29\xB4\xBD\xA4\x52\xA2\x19\xFD\xE3\xA0\x18\xDD\x20\x70\xA0\xF3\x36\xA9\x99\x2A\x4D\x66\xA6\xF7\x5D\xCA\xD5\xD2\x4D\xAD\xDD\x21\xB6\xD1\x5E\x7B\xBB\xA1\xEB\x92\xE4\x69\x6C\x2B\xBE\xDF\x6C\x8A\xAB\xB4\xFA\xB1\xAA\xFE\xE9\x65\x8E\x0E\xE4\x1D\x35\x08\xA0\xE7\x67\xC9\xCF\x64\x1B\xA1\xF8\xAF\x5C\xB9\xFC\x11\x58\x85\x1B\x7D\x80\x00\x00\x00\xB2\x25\x64\x62\xE3\x9E\xE9\xCF\xEB\x0E\xB7\xD9\x16\xFD\x5C\x3D\x68\x63\xEB\xAD\x18\xC4\x3D\xB2\xFD\x60\x5E\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x64\x36\xD0\x36\xBE\xEF\xDF\x98\x01\x20\x00\x00\x50\x34\x02\x82\xCF\xD0\x00\x18\x72\xF2\x8D\x1F\x07\x4D\x01\x35\xA3\x00\x00\x00\x00\x40\x00\x18\xBD\xD4\x43\x86\x21\x29\x59\xEE\x7F\xFF\xFF\xFF\xEA\xD7\x85\x9D\xDE\x33\x81\x74\xBD\xCF\x32\x90\x80\x00\x00\x00\xAF\x6E\x88\xEC\x7F\xFF\xFF\xFF\x40\xE2\xDC\xBD\x80\x00\x00\x00\x29\x91\x89\x39\x7F\xFF\xFF\xFF\x49\x90\xCC\x68\x7F\xFF\xFF\xFF\xF3\xCD\xCD\x43\x7F\xFF\xFF\xFF\x2F\x87\x6C\x14\xA5\xE4\xEF\x5D\x8C\x49\x3B\xDC\x7F\xFF\xFF\xFF\x4F\xA8\x42\xB2\x3D\x0B\xCE\x44\x70\xDC\xFB\x9D\x7F\xFF\xFF\xFF\x64\xA7\x2D\xD9\x60\x9A\xAA\xCC\xE9\xD8\x6D\x95\x7F\xFF\xFF\xFF\x5B\x8A\xA9\x57\x7F\xFF\xFF\xFF\xE0\x35\x7C\xFF\x80\x00\x00\x00\x20\xC1\x12\x91\x7F\xFF\xFF\xFF\x47\x27\x1E\xC9\x7F\xFF\xFF\xFF\x29\xB4\xBD\xA4\x7F\xFF\xFF\xFF\xE3\xA0\x18\xDD\xD0\x67\x90\xD2\x36\xA9\x99\x2A\x7F\xFF\xFF\xFF\x5D\xCA\xD5\xD2\x7F\xFF\xFF\xFF\xB6\xD1\x5E\x7B\x80\x00\x00\x00\xE4\x69\x6C\x2B\x91\x1A\xD5\xC4\xAB\xB4\xFA\xB1\xDE\x27\x14\x92\x8E\x0E\xE4\x1D\x7F\xFF\xFF\xFF\x67\xC9\xCF\x64\x7F\xFF\xFF\xFF\x5C\xB9\xFC\x11\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE3\x9E\xE9\xCF\x80\x00\x00\x00\x16\xFD\x5C\x3D\x64\x30\xB6\xE1\x18\xC4\x3D\xB2\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\xE4\x01\x7F\x00\x00\x33\x8A\xF7\x3A\xA3\x00\x00\x00\xA3\x00\x00\x00\x18\x8C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xBD\xD4\x43\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDE\x33\x81\x74\x80\x00\x00\x00\x80\x00\x00\x00\x28\x97\xA4\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\x47\x54\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\xB2\x0D\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\xE4\xEF\x5D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x0B\xCE\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x60\x9A\xAA\xCC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x85\x13\x96\x80\x00\x00\x00\xD7\x3E\xFE\x6C\x7F\xFF\xFF\xFF\x5B\x5F\xDB\x32\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x60\x0A\x82\xD0\x67\x90\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x91\x1A\xD5\xC4\x80\x00\x00\x00\xDE\x27\x14\x92\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x86\xF2\x12\x80\x00\x00\x00\xA1\x87\x4A\xA3\x80\x00\x00\x00\xC0\xAA\xAE\xC4\x64\x30\xB6\xE1\x64\x92\xC8\xCD\xFD\x60\x5E\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7E3DBF98), ('P4rIngress.bitmap_seq.seq', 0xF6812872)], 11669)
        self.setRegisterValue('P4rIngress.rounds', 0xF6812872, 11669)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x83)], 11669)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11669)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x157BEA73), ('P4rIngress.values_v00000.hi', 0x2B9E55BF)], 11669)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4C1EAEAB), ('P4rIngress.values_v00001.hi', 0x797ABC0D)], 11669)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x67822B9D), ('P4rIngress.values_v00010.hi', 0x45595991)], 11669)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x438C6F4B), ('P4rIngress.values_v00011.hi', 0x5A7D22F0)], 11669)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xD3FEEB8B), ('P4rIngress.values_v00100.hi', 0x5071B54A)], 11669)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5A978E27), ('P4rIngress.values_v00101.hi', 0xE4725E59)], 11669)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x48C4CD63), ('P4rIngress.values_v00110.hi', 0x5D649E4A)], 11669)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5D636D29), ('P4rIngress.values_v00111.hi', 0x47F550D5)], 11669)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6A190735), ('P4rIngress.values_v01000.hi', 0xBF34F715)], 11669)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB4F3F74F), ('P4rIngress.values_v01001.hi', 0x753E2E84)], 11669)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDF1DEFB3), ('P4rIngress.values_v01010.hi', 0xD0729A6A)], 11669)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x62EB9B0D)], 11669)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xCAB3A14E), ('P4rIngress.values_v01100.hi', 0xB659CBCD)], 11669)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x44AD4AE0), ('P4rIngress.values_v01101.hi', 0x5976D7D5)], 11669)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7DB29937), ('P4rIngress.values_v01110.hi', 0x5F30B1AE)], 11669)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x54DA1DB0), ('P4rIngress.values_v01111.hi', 0xEA2C7CEB)], 11669)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x44C7809C), ('P4rIngress.values_v10000.hi', 0xD0CD0AB1)], 11669)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA894B368), ('P4rIngress.values_v10001.hi', 0x387E81AF)], 11669)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4FE30A0A), ('P4rIngress.values_v10010.hi', 0x44F9572C)], 11669)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x45BD1B92), ('P4rIngress.values_v10011.hi', 0x1BBEA6D0)], 11669)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x49084EB2), ('P4rIngress.values_v10100.hi', 0xD4F35A2E)], 11669)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9685D575), ('P4rIngress.values_v10101.hi', 0xA2A155AD)], 11669)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x43ACC7AB), ('P4rIngress.values_v10110.hi', 0xB2C85195)], 11669)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x10D96DB3), ('P4rIngress.values_v10111.hi', 0x5975F2EF)], 11669)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x16CB7EC7), ('P4rIngress.values_v11000.hi', 0xB640A7CB)], 11669)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x406A04F0), ('P4rIngress.values_v11001.hi', 0x408E684E)], 11669)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA7CE752A), ('P4rIngress.values_v11010.hi', 0x885B742F)], 11669)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB99AD243), ('P4rIngress.values_v11011.hi', 0xB52FB916)], 11669)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x90566548), ('P4rIngress.values_v11100.hi', 0x4448F282)], 11669)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x55C6F42D), ('P4rIngress.values_v11101.hi', 0x14E1DAF7)], 11669)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8E746E4A), ('P4rIngress.values_v11110.hi', 0x25B5CA4C)], 11669)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x39315566), ('P4rIngress.values_v11111.hi', 0x7972F991)], 11669)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4555),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E3),
                gc.DataTuple('slot_count', 0x0000164E),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB1C85553),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xE34CC9FB),
                gc.KeyTuple('src_port', 0x7CF0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4555),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0360),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\x4C\xC9\xFB\x00\x00\x00\x00\x7C\xF0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\x55\x00\x18\xB1\xC8\x55\x53\x0A\xB2\x03\x66\xF6\x81\x28\x72\x00\x40\x00\x00\x36\xF4\xEE\xB3\x61\x09\xA7\xA4\x5D\xB8\x98\xCA\x59\x73\xB1\x6F\xAB\x3B\x19\x99\x5D\xDF\x51\x89\x47\xBA\xCD\x76\x2E\xA9\x60\x1F\x1B\xCE\x61\xA5\x6D\x6C\xCC\xD3\x2D\x0A\xB7\xD1\xA8\xBC\x4C\x6B\x6D\x9D\x9D\x37\x59\x41\x66\x75\x5D\x65\xA5\x09\x3C\x14\xB4\xB5\x73\x39\x17\x3E\x8D\x9C\x41\x94\xB6\x31\xBA\x83\x45\x38\x2A\x3A\xEF\x9F\x26\x9E\xE4\xF8\x26\x4C\x00\x00\x00\x00\x5C\xA9\x11\x0C\xD1\x5B\x3D\xEB\x9D\x4F\xD5\x8A\x45\xC4\x48\x2F\xCF\x53\xF9\x37\x10\xF2\x5D\x67\x3B\x9D\xCC\xA9\x5A\x4A\xC2\x2A\x89\x34\x31\xFF\x71\x8E\xE8\xEF\x8C\xCD\x77\xD5\xAB\x7D\xB8\xC3\x60\x5C\xCE\xC0\x51\xFC\xF1\x5B\x54\x21\x13\x4E\x65\x96\xB0\x4A\x39\xD1\xC9\x9B\x4F\x6A\xC9\xEA\x9F\x55\xAC\x17\xE1\xF6\xCF\xB4\x35\xB1\xEA\x59\x5F\xC6\xE4\xB2\x12\x74\xA5\xD1\x7A\xD3\xCE\xB3\x30\x64\xF2\x89\xB1\x47\x25\xC9\x4C\x35\x5C\xA1\x6B\x6F\x72\x9A\x71\x9E\x5C\xCE\xAC\xED\x74\x6D\xE8\x2B\xA3\xE5\xA5\x36\x42\xFD\x8D\x65\x3B\x99\xBB\xB9\xB1\x5B\x63\x69\x25\x97\x5C\x8F\xC8\x13\x14\x4E\xCA\x93\xD2\x14\x46\x85\x6D\x26\xB4\xE6\x1D\x17\x63\xA3\x13\x6D\x55\xDE\x1B\x30\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE3\x4C\xC9\xFB\xBE\xEF\x7C\xF0\x01\x20\x00\x00\x50\x34\x02\x82\x45\x55\x00\x18\xB1\xC8\x55\x53\x0A\xB2\x01\x66\xF6\x81\x28\x72\x00\x40\x00\x16\x4C\x70\xD9\x26\x61\x09\xA7\xA4\x7F\xFF\xFF\xFF\x59\x73\xB1\x6F\x12\xBD\x45\x36\x5D\xDF\x51\x89\x7F\xFF\xFF\xFF\x2E\xA9\x60\x1F\xEF\xCD\x4D\x30\x6D\x6C\xCC\xD3\x7F\xFF\xFF\xFF\xA8\xBC\x4C\x6B\x7F\xFF\xFF\xFF\x59\x41\x66\x75\x7F\xFF\xFF\xFF\x3C\x14\xB4\xB5\x7F\xFF\xFF\xFF\x8D\x9C\x41\x94\x80\x00\x00\x00\x45\x38\x2A\x3A\xCE\xBD\x16\x51\xE4\xF8\x26\x4C\x00\x00\x00\x00\x5C\xA9\x11\x0C\x9C\x0E\xDF\x39\x9D\x4F\xD5\x8A\x7F\xFF\xFF\xFF\xCF\x53\xF9\x37\x7F\xFF\xFF\xFF\x3B\x9D\xCC\xA9\x7F\xFF\xFF\xFF\x89\x34\x31\xFF\x7F\xFF\xFF\xFF\x8C\xCD\x77\xD5\x80\x00\x00\x00\x60\x5C\xCE\xC0\x7F\xFF\xFF\xFF\x54\x21\x13\x4E\x7F\xFF\xFF\xFF\x39\xD1\xC9\x9B\x7F\xFF\xFF\xFF\x9F\x55\xAC\x17\x80\x00\x00\x00\x35\xB1\xEA\x59\x7F\xFF\xFF\xFF\x12\x74\xA5\xD1\x7F\xFF\xFF\xFF\x30\x64\xF2\x89\xC8\x12\xA4\x90\x4C\x35\x5C\xA1\x7F\xFF\xFF\xFF\x71\x9E\x5C\xCE\x80\x00\x00\x00\xE8\x2B\xA3\xE5\x80\x00\x00\x00\x8D\x65\x3B\x99\x80\x00\x00\x00\x63\x69\x25\x97\x7F\xFF\xFF\xFF\x14\x4E\xCA\x93\x80\x00\x00\x00\x6D\x26\xB4\xE6\x56\x48\xB9\x09\x13\x6D\x55\xDE\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x95\x03\x60\x00\x00\x7F\x3D\xBF\x98\xF6\x81\x28\x72\xF6\x81\x28\x72\x16\x83\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x4C\x70\xD9\x26\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\xBD\x45\x36\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\xCD\x4D\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\x2E\xAA\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCE\xBD\x16\x51\xB5\x6A\xC0\xB6\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x9C\x0E\xDF\x39\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x28\xCA\xD1\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x90\x70\x6B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD8\x53\x40\x06\x7F\xFF\xFF\xFF\xC5\x3C\xF7\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\x12\xA4\x90\x02\x76\x04\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x30\xA5\x8A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x56\x48\xB9\x09\x7F\xFF\xFF\xFF\x1B\x30\x89\xE3\x7A\x4C\x9B\xDB\x2C\xB2\x02\xA7\x3B\x67\xB0\x28\x60\x76\x9E\x56\xE7\xBD\xB8\x16\x3D\x85\x20\x2A\x08\x84\x09\x94\xE0\xA2\xC6\x1C\xA1\x07\xA7\x58\x36\x3A\x09\x7C\xD5\x21\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFEE3CCEA), ('P4rIngress.bitmap_seq.seq', 0x60000000)], 11292)
        self.setRegisterValue('P4rIngress.rounds', 0x60000000, 11292)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0xE8)], 11292)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11292)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7F5868CE), ('P4rIngress.values_v00000.hi', 0x5398D8CF)], 11292)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x520F8522), ('P4rIngress.values_v00001.hi', 0x9B3F13A9)], 11292)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x509AA594), ('P4rIngress.values_v00010.hi', 0xA0A4E8F3)], 11292)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD6923BF0), ('P4rIngress.values_v00011.hi', 0xE10DB70E)], 11292)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x763B33E7), ('P4rIngress.values_v00100.hi', 0x5FD2C3D7)], 11292)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA81F3FD7), ('P4rIngress.values_v00101.hi', 0x31767D2B)], 11292)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D9DE0CF), ('P4rIngress.values_v00110.hi', 0x61324C51)], 11292)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x1226C41E), ('P4rIngress.values_v00111.hi', 0x251B6F7C)], 11292)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7FC4A26B), ('P4rIngress.values_v01000.hi', 0x709D4255)], 11292)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x9402E955), ('P4rIngress.values_v01001.hi', 0xBDCC5D4D)], 11292)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7484268D), ('P4rIngress.values_v01010.hi', 0x5C72AB85)], 11292)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xA99298C5), ('P4rIngress.values_v01011.hi', 0x5525476E)], 11292)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x752E47B3), ('P4rIngress.values_v01100.hi', 0x28AF4DA2)], 11292)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x66DD2673), ('P4rIngress.values_v01101.hi', 0x9E8E236B)], 11292)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6D02B2E4), ('P4rIngress.values_v01110.hi', 0x22256CE2)], 11292)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5AFCF24D), ('P4rIngress.values_v01111.hi', 0x4646BEEF)], 11292)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB50AD7DC), ('P4rIngress.values_v10000.hi', 0xB8597D66)], 11292)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5B0D578D), ('P4rIngress.values_v10001.hi', 0xA2500693)], 11292)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x199ABBB1), ('P4rIngress.values_v10010.hi', 0x4814E73F)], 11292)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x405C587E), ('P4rIngress.values_v10011.hi', 0xFBD3980D)], 11292)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9BD2BE57), ('P4rIngress.values_v10100.hi', 0x6F34BC1E)], 11292)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x44DD1DAB), ('P4rIngress.values_v10101.hi', 0x2158D2F4)], 11292)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6309E912), ('P4rIngress.values_v10110.hi', 0xAECBA1BD)], 11292)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBA95592B), ('P4rIngress.values_v10111.hi', 0xA6E06991)], 11292)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2C6595E2), ('P4rIngress.values_v11000.hi', 0xED214D91)], 11292)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xD13B551F), ('P4rIngress.values_v11001.hi', 0xA67EF115)], 11292)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x586B978B), ('P4rIngress.values_v11010.hi', 0xFEDCDB39)], 11292)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x80B91CF5), ('P4rIngress.values_v11011.hi', 0xD9B3CCF7)], 11292)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB1E34C45), ('P4rIngress.values_v11100.hi', 0x49576B55)], 11292)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x60A3B18B), ('P4rIngress.values_v11101.hi', 0xB205EC71)], 11292)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xEF713CCB), ('P4rIngress.values_v11110.hi', 0x18D5A93F)], 11292)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x01A8AC5E), ('P4rIngress.values_v11111.hi', 0x0ED2C1F6)], 11292)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3713),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000079C),
                gc.DataTuple('slot_count', 0x00000B70),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x490A692D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x7764FC7D),
                gc.KeyTuple('src_port', 0x9A4F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3713),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x010E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\x64\xFC\x7D\x00\x00\x00\x00\x9A\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\x13\x00\x18\x49\x0A\x69\x2D\x04\x80\x03\x25\x60\x00\x00\x00\x00\x40\x00\x00\xC0\x29\xF7\xCB\x36\xA0\x37\x45\x4B\xA5\xB9\x39\xB3\x64\x8D\x67\xFD\xBE\xE6\x76\x9B\xD7\x25\xA6\x83\xB4\x0A\xF9\x76\x7D\xE9\xE3\x32\x38\xFE\x09\x57\x87\xF6\x7D\x9B\xEC\x96\xFD\x99\x0A\x18\xE9\x48\xD7\xAC\x53\x44\x2A\x5A\xD7\x7F\x6A\x9E\xFF\xD3\x9F\xBB\x5E\x04\x8A\xB3\x2F\x19\xBD\x03\xB3\x53\xFA\x2B\x43\xAC\x82\xC1\x24\x55\xDC\x6F\x19\x50\x53\xCA\x89\xE9\xF9\xBB\xDB\x54\x64\x39\x07\x41\x95\xF9\x22\x7D\xEE\x39\x27\xF5\xDE\x00\xB3\x87\xC4\xFF\x43\x4E\x05\x92\xCF\x5F\x49\x9F\xB2\x45\x06\x31\x57\x16\xEE\x69\x2F\xA4\xEA\x65\xCB\xD2\x25\x35\xE0\x79\x85\x29\x5D\x32\xA1\x7D\x17\x69\xAA\xFA\x41\x5F\xF3\x82\x05\x41\x46\xAA\x51\xCB\xDD\x5D\xEF\x5D\x3B\x68\x33\x2F\xB4\x97\xDC\x43\xB1\x4B\x2D\x6D\xCA\xA4\x15\x5A\x4E\x45\x46\xB0\xDB\xE2\xAA\x83\xDC\xAE\xEB\xAA\x34\x49\xD7\xBA\xCF\xB9\x6D\x8F\xB2\xC9\x47\xED\x79\x75\xB5\xB6\x60\xD5\xBD\x5C\xBD\x59\x53\xA3\xAE\x7E\x6B\x14\x4B\xA8\xFC\xB3\x12\xEE\x78\xAA\x64\x21\x4B\x5F\x53\x4A\xC6\x57\x86\x26\xB3\xBE\xF5\x4B\x21\x28\x3B\xB9\xAA\x4B\xDA\x48\xCF\x07\x29\xEC\x37\x37\x71\x26\xB5\x25\x94\x2F\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x77\x64\xFC\x7D\xBE\xEF\x9A\x4F\x01\x20\x00\x00\x50\x34\x02\x82\x37\x13\x00\x18\x49\x0A\x69\x2D\x04\x80\x01\x25\x60\x00\x00\x00\x00\x40\x00\x16\x3F\x82\x60\x99\x36\xA0\x37\x45\x7F\xFF\xFF\xFF\xB3\x64\x8D\x67\x4E\x59\x8C\x0A\x9B\xD7\x25\xA6\x80\x00\x00\x00\x76\x7D\xE9\xE3\x7F\xFF\xFF\xFF\x57\x87\xF6\x7D\x80\x00\x00\x00\x99\x0A\x18\xE9\x7F\xFF\xFF\xFF\x44\x2A\x5A\xD7\x7F\xFF\xFF\xFF\xD3\x9F\xBB\x5E\x7F\xFF\xFF\xFF\x19\xBD\x03\xB3\xE7\xFD\x14\x98\xAC\x82\xC1\x24\x7F\xFF\xFF\xFF\x50\x53\xCA\x89\x93\x8C\x54\xA0\x54\x64\x39\x07\x7F\xFF\xFF\xFF\x7D\xEE\x39\x27\x5C\xBB\x27\x26\x87\xC4\xFF\x43\x7F\xFF\xFF\xFF\x5F\x49\x9F\xB2\x7F\xFF\xFF\xFF\x16\xEE\x69\x2F\x80\x00\x00\x00\xD2\x25\x35\xE0\x7F\xFF\xFF\xFF\x32\xA1\x7D\x17\x7F\xFF\xFF\xFF\x5F\xF3\x82\x05\x7F\xFF\xFF\xFF\xCB\xDD\x5D\xEF\xF9\x0E\x26\x8A\x2F\xB4\x97\xDC\x7F\xFF\xFF\xFF\x6D\xCA\xA4\x15\x7F\xFF\xFF\xFF\xB0\xDB\xE2\xAA\x80\x00\x00\x00\xAA\x34\x49\xD7\xE7\x35\x4F\x4F\x8F\xB2\xC9\x47\xBE\xB4\xCA\xD4\xB6\x60\xD5\xBD\x7F\xFF\xFF\xFF\xA3\xAE\x7E\x6B\x95\x04\xC5\xF1\xB3\x12\xEE\x78\x80\x00\x00\x00\x5F\x53\x4A\xC6\x7F\xFF\xFF\xFF\xBE\xF5\x4B\x21\x17\xAC\xF6\x75\x4B\xDA\x48\xCF\x08\xD2\x98\x95\x37\x71\x26\xB5\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x1C\x01\x0E\x00\x00\xFF\xE3\xCC\xEA\x60\x00\x00\x00\x60\x00\x00\x00\x16\xE8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x3F\x82\x60\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4E\x59\x8C\x0A\x80\x00\x00\x00\x80\x00\x00\x00\x57\x8B\xA0\xF1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCA\x80\x96\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\xBB\x2A\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\xFD\x14\x98\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x8C\x54\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5C\xBB\x27\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x35\x28\x1E\x80\x00\x00\x00\x8A\x7E\xB3\x46\x7F\xFF\xFF\xFF\xD4\xF1\x83\xAA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\xB0\xF5\xFC\xF9\x0E\x26\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xE7\x35\x4F\x4F\x80\x00\x00\x00\xBE\xB4\xCA\xD4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA2\x8B\x59\xA4\x95\x04\xC5\xF1\x8C\xC6\xBB\x6F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x17\xAC\xF6\x75\x64\xAF\xF2\x0E\x08\xD2\x98\x95\x46\x43\xE8\xAB\x25\x94\x2F\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5\xBB\x57\x45\x9F\xBE\xCD\x63\xFE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2464F07C), ('P4rIngress.bitmap_seq.seq', 0x4322C000)], 13493)
        self.setRegisterValue('P4rIngress.rounds', 0x4322C000, 13493)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0xD4)], 13493)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13493)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE2DAB615), ('P4rIngress.values_v00000.hi', 0x3F04E60F)], 13493)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6683BCF7), ('P4rIngress.values_v00001.hi', 0x6323DE0D)], 13493)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xF5DD8CB3), ('P4rIngress.values_v00010.hi', 0x2019812A)], 13493)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x2E39D0BB), ('P4rIngress.values_v00011.hi', 0x40C1111D)], 13493)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xDB3D7E1F), ('P4rIngress.values_v00100.hi', 0x2A46FC8B)], 13493)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x485C62B4), ('P4rIngress.values_v00101.hi', 0x67CD0E42)], 13493)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x78AECC63), ('P4rIngress.values_v00110.hi', 0x514A552D)], 13493)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7F910DB9), ('P4rIngress.values_v00111.hi', 0x400F6779)], 13493)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x317B4564), ('P4rIngress.values_v01000.hi', 0x99E40690)], 13493)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xAE83F77D), ('P4rIngress.values_v01001.hi', 0x7590C6E4)], 13493)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7AAD8A9D), ('P4rIngress.values_v01010.hi', 0x2BE6FC1C)], 13493)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xC28C1EE1), ('P4rIngress.values_v01011.hi', 0x49077061)], 13493)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x19CC97A9), ('P4rIngress.values_v01100.hi', 0xA78911E7)], 13493)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x0A2CCCD2), ('P4rIngress.values_v01101.hi', 0x0D262A7E)], 13493)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6535BBAA), ('P4rIngress.values_v01110.hi', 0xB5B7BEAD)], 13493)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAB6E51A7), ('P4rIngress.values_v01111.hi', 0x9F14F471)], 13493)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x13286991), ('P4rIngress.values_v10000.hi', 0x5BB339DC)], 13493)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB3604C63), ('P4rIngress.values_v10001.hi', 0x636669AD)], 13493)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCF5AA0BA), ('P4rIngress.values_v10010.hi', 0x3057DECD)], 13493)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4483A1B1), ('P4rIngress.values_v10011.hi', 0x45B22640)], 13493)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8649DACD), ('P4rIngress.values_v10100.hi', 0xF7AE808E)], 13493)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x55209B49), ('P4rIngress.values_v10101.hi', 0x6D5EB9A3)], 13493)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD76153E1), ('P4rIngress.values_v10110.hi', 0x22F739A4)], 13493)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB9BDB6B9), ('P4rIngress.values_v10111.hi', 0xF69944C7)], 13493)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xEDD637E7), ('P4rIngress.values_v11000.hi', 0x766FC92F)], 13493)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x56CEC273), ('P4rIngress.values_v11001.hi', 0x5E5756A3)], 13493)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4517950F), ('P4rIngress.values_v11010.hi', 0x7476BA89)], 13493)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x2E0A304E), ('P4rIngress.values_v11011.hi', 0x6F6DAFA8)], 13493)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x374FADF5), ('P4rIngress.values_v11100.hi', 0x554FA762)], 13493)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7E94D93A), ('P4rIngress.values_v11101.hi', 0x1A08DB48)], 13493)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3FC94B0E), ('P4rIngress.values_v11110.hi', 0xC110C70C)], 13493)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5D746E23), ('P4rIngress.values_v11111.hi', 0x53EEA7DB)], 13493)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2CAE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001169),
                gc.DataTuple('slot_count', 0x000009A7),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x74D4FBD1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xF57D6AD0),
                gc.KeyTuple('src_port', 0x10C6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2CAE),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF5\x7D\x6A\xD0\x00\x00\x00\x00\x10\xC6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2C\xAE\x00\x18\x74\xD4\xFB\xD1\x03\x4C\x03\x99\x43\x22\xC0\x00\x00\x40\x00\x00\xF6\x7A\xA3\x10\x6B\x34\xB3\x0E\x56\xFB\xB2\xEE\x66\x61\x4E\xB8\x69\x85\x16\xB0\x72\xA3\x1B\x13\x69\xB2\x73\xD5\x7F\xCC\x7F\x7D\x5B\x4B\x52\x6C\x7A\x3E\xB8\x57\x5F\x59\x9A\x09\xB3\x14\x65\xBF\x4E\xAB\xAC\x46\x63\xEA\xC5\xA1\x12\xB7\x78\xCB\x45\x48\x33\x43\x72\xA9\x07\x4C\xBF\xB6\x36\x90\xC8\x07\x81\x64\x47\xE3\xF4\x5D\xF8\xB8\xFB\xDE\x0A\xBA\x14\xC6\xBA\x7E\x0D\x55\x3E\x41\x72\x6F\xCC\xCF\x4D\xAE\xC3\xEC\xAA\x8A\x76\xA6\x45\xB3\x3F\xA2\xC2\x23\x49\x14\xD2\xCD\x23\xA4\x1A\xB7\xB9\x67\x54\x9E\x1F\x00\x25\x05\x7B\xE9\x2C\xBB\x3E\x3B\x0A\x47\xB1\x5D\x9A\xE7\x66\x1D\x05\x30\x87\x96\xE4\xA3\xD7\xFF\x2F\x0D\x53\x1B\x8B\x27\x5D\x26\x85\x62\xF7\x30\xD3\x3E\x0F\xEE\xDE\x3A\x75\x4B\xE4\xAA\x69\x3F\xAD\x59\x84\x53\x74\xE3\x70\xB6\x83\xB0\xDA\x42\xBA\x8E\xA4\xA3\xDE\xCD\xC4\x9A\xDC\x0C\x43\x92\xF7\x3B\x5E\x94\xDE\xC6\x9A\xA8\x01\x66\x55\x18\x43\x09\x48\x27\xC1\x9C\x67\xF0\x1F\x06\x4E\xEF\x2D\xFF\xF2\x14\x2B\xC7\x31\xA7\xE8\x4B\x2C\x8D\x1C\xF2\xBC\x7D\xCA\x58\x86\x6C\x51\x74\x98\xA8\xF7\xF1\x78\xE2\x24\x53\x43\xA6\x94\x05\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF5\x7D\x6A\xD0\xBE\xEF\x10\xC6\x01\x20\x00\x00\x50\x34\x02\x82\x2C\xAE\x00\x18\x74\xD4\xFB\xD1\x03\x4C\x01\x99\x43\x22\xC0\x00\x00\x40\x00\x1D\xD9\x55\x59\x25\x6B\x34\xB3\x0E\x7F\xFF\xFF\xFF\x66\x61\x4E\xB8\x5F\x62\xA3\x63\x72\xA3\x1B\x13\x7F\xFF\xFF\xFF\x7F\xCC\x7F\x7D\x36\x88\xD0\x8B\x7A\x3E\xB8\x57\x7F\xFF\xFF\xFF\xB3\x14\x65\xBF\x7F\xFF\xFF\xFF\x63\xEA\xC5\xA1\x7F\xFF\xFF\xFF\x45\x48\x33\x43\x7F\xFF\xFF\xFF\xBF\xB6\x36\x90\x80\x00\x00\x00\x47\xE3\xF4\x5D\x73\x66\x86\x7B\x0A\xBA\x14\xC6\x80\x00\x00\x00\x3E\x41\x72\x6F\xE6\x9B\xE5\x57\xC3\xEC\xAA\x8A\x7F\xFF\xFF\xFF\x3F\xA2\xC2\x23\x7F\xFF\xFF\xFF\x23\xA4\x1A\xB7\x80\x00\x00\x00\x1F\x00\x25\x05\x7F\xFF\xFF\xFF\x3E\x3B\x0A\x47\x80\x00\x00\x00\x66\x1D\x05\x30\x80\x00\x00\x00\xD7\xFF\x2F\x0D\x7F\xFF\xFF\xFF\x5D\x26\x85\x62\x80\x00\x00\x00\x0F\xEE\xDE\x3A\x7F\xFF\xFF\xFF\x69\x3F\xAD\x59\x80\x00\x00\x00\x70\xB6\x83\xB0\x94\x00\x71\x47\xA4\xA3\xDE\xCD\xB2\x71\x13\xF3\x43\x92\xF7\x3B\x7F\xFF\xFF\xFF\x9A\xA8\x01\x66\x7F\xFF\xFF\xFF\x48\x27\xC1\x9C\x7F\xFF\xFF\xFF\x4E\xEF\x2D\xFF\x29\x63\xD9\xBC\x31\xA7\xE8\x4B\x7F\xFF\xFF\xFF\xBC\x7D\xCA\x58\xC6\x35\x9C\x82\x98\xA8\xF7\xF1\x7F\xFF\xFF\xFF\x43\xA6\x94\x05\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\xB5\x03\x63\x00\x00\x25\x64\xF0\x7C\x43\x22\xC0\x00\x43\x22\xC0\x00\x1D\xD4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD9\x55\x59\x25\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5F\x62\xA3\x63\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\x88\xD0\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\xE1\x74\x01\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x73\x66\x86\x7B\x36\xA1\x10\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE6\x9B\xE5\x57\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4C\xC8\xEC\xA1\x7F\xFF\xFF\xFF\xD9\x5B\xD9\x64\x80\x00\x00\x00\xBE\x15\x19\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x08\x57\x0D\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x9D\x5E\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x94\x00\x71\x47\x9B\x3D\x23\x94\xB2\x71\x13\xF3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\xFF\x58\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x63\xD9\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\x86\xA5\xA0\xC6\x35\x9C\x82\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC8B85C0A), ('P4rIngress.bitmap_seq.seq', 0x022A75AB)], 10763)
        self.setRegisterValue('P4rIngress.rounds', 0x022A75AB, 10763)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0xD2)], 10763)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10763)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5548D737), ('P4rIngress.values_v00000.hi', 0x6BD7F775)], 10763)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x41FA7933), ('P4rIngress.values_v00001.hi', 0x5BE4297D)], 10763)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x077D6C97), ('P4rIngress.values_v00010.hi', 0x428B132F)], 10763)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4439B87A), ('P4rIngress.values_v00011.hi', 0x286EA6A7)], 10763)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7F6D3B0B), ('P4rIngress.values_v00100.hi', 0x396D2515)], 10763)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6C216075), ('P4rIngress.values_v00101.hi', 0xE801EC07)], 10763)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x44B08BEC), ('P4rIngress.values_v00110.hi', 0x39AC1BE0)], 10763)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7F7B54F1), ('P4rIngress.values_v00111.hi', 0x710666D7)], 10763)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x49BF1F3B), ('P4rIngress.values_v01000.hi', 0xA5F57509)], 10763)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB2B399BF), ('P4rIngress.values_v01001.hi', 0x26CEBA7D)], 10763)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xD7295AFB), ('P4rIngress.values_v01010.hi', 0xF7EFF3EF)], 10763)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3DB2899B), ('P4rIngress.values_v01011.hi', 0x7DF8BC13)], 10763)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD16E2B6C), ('P4rIngress.values_v01100.hi', 0xB66C2CE4)], 10763)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4367B0DD), ('P4rIngress.values_v01101.hi', 0x6646B23B)], 10763)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x538EEE78), ('P4rIngress.values_v01110.hi', 0x7A3C7B9F)], 10763)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5A7D7253), ('P4rIngress.values_v01111.hi', 0xDDB34ABB)], 10763)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x64791C35), ('P4rIngress.values_v10000.hi', 0xBC5C7663)], 10763)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xF30F0FC9), ('P4rIngress.values_v10001.hi', 0x4CCB429B)], 10763)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x46A9DCF7), ('P4rIngress.values_v10010.hi', 0x2C8BB38B)], 10763)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65041946), ('P4rIngress.values_v10011.hi', 0xCE3B8A3F)], 10763)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6FBADBE7), ('P4rIngress.values_v10100.hi', 0xAC6AE271)], 10763)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB31690E3), ('P4rIngress.values_v10101.hi', 0x26D8FD9C)], 10763)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5539A0E0), ('P4rIngress.values_v10110.hi', 0xD5A8F8F7)], 10763)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x32B82AF2), ('P4rIngress.values_v10111.hi', 0x7FABA9CB)], 10763)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x165BD5E7), ('P4rIngress.values_v11000.hi', 0x7FD56041)], 10763)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3B78A539), ('P4rIngress.values_v11001.hi', 0x4D791BFE)], 10763)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x85626C54), ('P4rIngress.values_v11010.hi', 0xA7BB3A34)], 10763)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD68944B6), ('P4rIngress.values_v11011.hi', 0xACD5F63D)], 10763)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA8405841), ('P4rIngress.values_v11100.hi', 0x48BFA54B)], 10763)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5D1F3D16), ('P4rIngress.values_v11101.hi', 0x9D668EEF)], 10763)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x965D8D56), ('P4rIngress.values_v11110.hi', 0x57D6FB88)], 10763)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xEB3CB701), ('P4rIngress.values_v11111.hi', 0x518B7892)], 10763)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x79C7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007BA),
                gc.DataTuple('slot_count', 0x00000582),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x76B4A2EF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x210DD70F),
                gc.KeyTuple('src_port', 0xB4BA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x79C7),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01A1),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\x0D\xD7\x0F\x00\x00\x00\x00\xB4\xBA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x79\xC7\x00\x18\x76\xB4\xA2\xEF\x02\x51\x03\xA8\x02\x2A\x75\xAB\x00\x40\x00\x00\x14\x5D\xCB\x52\x3B\x28\x85\x19\x3F\x09\xA2\x31\x43\x11\x6E\x58\xAC\xA6\x66\x9D\x46\xA9\x1F\x74\x65\xB9\x8A\x97\x7C\x8F\xA5\xF5\xD5\x66\x69\x99\x7B\xCA\xE6\xB3\x6A\x31\xE0\xC0\x0C\x49\xEB\xA8\x54\xF3\xD3\x47\x59\xEC\xF1\x85\x31\x77\x41\x7B\x43\x03\x42\xC4\x51\x09\x12\xB8\xC8\xA2\xA5\xE1\xB9\xE2\xD7\xBC\x66\x7E\x8E\xC4\x29\x0D\x46\x9B\xDB\x2E\xFC\x8F\x04\xB6\xCC\xB5\x15\x34\x03\x6C\xC9\x16\x7B\xEA\xAA\x56\x96\x27\x73\xB1\xB7\xC1\xCF\x6D\x23\x4B\x50\xBF\xE3\x2B\x24\x88\x48\x86\x44\xA9\x7B\x77\x9F\x30\xD2\x4D\x6C\xD9\x05\x75\xA2\xB7\xCB\xBF\x87\x54\xE6\xC9\x44\x1D\x79\xC5\x72\x19\xB8\x3E\x5A\x77\xA4\x4F\x57\xAD\xCD\xE7\xF2\xFD\xEE\xA1\x7E\x53\xE3\xCA\xC9\xC8\xAA\x53\x90\x50\x06\xF5\x3B\x64\x3B\x1B\x5D\x9D\x62\x9C\x65\x07\x93\xFD\x5C\x44\x6D\xB1\x00\x9A\xA6\x03\x43\xA9\x2A\x67\x80\x45\x79\xDF\x51\x5B\x72\x91\x64\x55\x4D\xEC\xE9\x66\x4B\x56\xC8\x15\x2C\x81\xA3\x29\xF5\xFF\x8D\x16\x32\x9D\xA5\x79\x81\xC6\x70\x0F\x37\xCB\x4D\x34\x27\x63\xA9\xDE\x9C\x72\x94\x9C\xF9\xDE\x44\x1B\x3E\x2B\x27\x12\x79\x51\x57\xEA\x05\x86\x10\xBC\x33\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x21\x0D\xD7\x0F\xBE\xEF\xB4\xBA\x01\x20\x00\x00\x50\x34\x02\x82\x79\xC7\x00\x18\x76\xB4\xA2\xEF\x02\x51\x01\xA8\x02\x2A\x75\xAB\x00\x40\x00\x15\x69\xA6\xA2\x89\x3B\x28\x85\x19\x7F\xFF\xFF\xFF\x43\x11\x6E\x58\xB4\x23\xD3\x34\x46\xA9\x1F\x74\x7F\xFF\xFF\xFF\x7C\x8F\xA5\xF5\x54\xD3\xA4\xA4\x7B\xCA\xE6\xB3\x7F\xFF\xFF\xFF\x0C\x49\xEB\xA8\x7F\xFF\xFF\xFF\x59\xEC\xF1\x85\x7F\xFF\xFF\xFF\x43\x03\x42\xC4\x7F\xFF\xFF\xFF\xC8\xA2\xA5\xE1\x80\x00\x00\x00\x66\x7E\x8E\xC4\x00\x36\xA1\x96\xDB\x2E\xFC\x8F\x42\x69\x56\x50\x15\x34\x03\x6C\x9A\x84\xA7\x56\xAA\x56\x96\x27\x7F\xFF\xFF\xFF\xCF\x6D\x23\x4B\x7F\xFF\xFF\xFF\x24\x88\x48\x86\x7F\xFF\xFF\xFF\x9F\x30\xD2\x4D\x7F\xFF\xFF\xFF\xA2\xB7\xCB\xBF\x80\x00\x00\x00\x44\x1D\x79\xC5\x7F\xFF\xFF\xFF\x5A\x77\xA4\x4F\x7F\xFF\xFF\xFF\xF2\xFD\xEE\xA1\x7F\xFF\xFF\xFF\xC9\xC8\xAA\x53\x80\x00\x00\x00\x3B\x64\x3B\x1B\x7F\xFF\xFF\xFF\x65\x07\x93\xFD\x7F\xFF\xFF\xFF\x00\x9A\xA6\x03\x5A\x05\x00\x4E\x80\x45\x79\xDF\x7F\xFF\xFF\xFF\x64\x55\x4D\xEC\x80\x00\x00\x00\xC8\x15\x2C\x81\x80\x00\x00\x00\x8D\x16\x32\x9D\x80\x00\x00\x00\x70\x0F\x37\xCB\x7F\xFF\xFF\xFF\xA9\xDE\x9C\x72\x80\x00\x00\x00\x44\x1B\x3E\x2B\x12\x4F\x30\x52\x57\xEA\x05\x86\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\x0B\x01\xA1\x00\x00\xC9\xB8\x5C\x0A\x02\x2A\x75\xAB\x02\x2A\x75\xAB\x15\xD2\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x69\xA6\xA2\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x23\xD3\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\xD3\xA4\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x4B\xD7\xAF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x36\xA1\x96\xD3\x1E\xF0\x7E\x42\x69\x56\x50\x7F\xFF\xFF\xFF\x9A\x84\xA7\x56\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x35\xB3\xD5\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x39\x78\xE0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x62\x3D\x38\xB7\x7F\xFF\xFF\xFF\x3A\xB0\x8C\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\x05\x00\x4E\x00\x1A\xDA\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x4F\x30\x52\x7F\xFF\xFF\xFF\x10\xBC\x33\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x34173CF0), ('P4rIngress.bitmap_seq.seq', 0x96BC5544)], 12254)
        self.setRegisterValue('P4rIngress.rounds', 0x96BC5544, 12254)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0xEC)], 12254)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12254)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA6E16B57), ('P4rIngress.values_v00000.hi', 0x73A6A037)], 12254)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6A02594A), ('P4rIngress.values_v00001.hi', 0x82B2CA41)], 12254)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6CA7734D), ('P4rIngress.values_v00010.hi', 0x95FCC41B)], 12254)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA62EAC3C), ('P4rIngress.values_v00011.hi', 0x03EB9ACF)], 12254)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5CDE27BA), ('P4rIngress.values_v00100.hi', 0x44D84965)], 12254)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB91F5E26), ('P4rIngress.values_v00101.hi', 0xA66C077F)], 12254)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x07A8A7A6), ('P4rIngress.values_v00110.hi', 0x7B277F01)], 12254)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x776717EA), ('P4rIngress.values_v00111.hi', 0x2E3872D3)], 12254)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2B31468B), ('P4rIngress.values_v01000.hi', 0x5F557691)], 12254)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF35DF91E), ('P4rIngress.values_v01001.hi', 0xC57B289F)], 12254)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x49A679E1), ('P4rIngress.values_v01010.hi', 0x32C3F3DB)], 12254)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xF794E7D3), ('P4rIngress.values_v01011.hi', 0x50457A5E)], 12254)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4DBCA74D), ('P4rIngress.values_v01100.hi', 0x76339EF2)], 12254)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x673F2597), ('P4rIngress.values_v01101.hi', 0xA0D6DAB3)], 12254)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7BF3D656), ('P4rIngress.values_v01110.hi', 0x682B352D)], 12254)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x55F0061C), ('P4rIngress.values_v01111.hi', 0x01C95994)], 12254)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xD31CB72E), ('P4rIngress.values_v10000.hi', 0x0DD9FAC7)], 12254)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x42934A9D), ('P4rIngress.values_v10001.hi', 0xF7140FD4)], 12254)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3F78ED8D), ('P4rIngress.values_v10010.hi', 0x69114497)], 12254)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x37F19E33), ('P4rIngress.values_v10011.hi', 0x61AB5C44)], 12254)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2A2F166C), ('P4rIngress.values_v10100.hi', 0x6071D42B)], 12254)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5343A822), ('P4rIngress.values_v10101.hi', 0x5962F2CB)], 12254)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x29170405), ('P4rIngress.values_v10110.hi', 0xA8CCE83F)], 12254)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8757AD96), ('P4rIngress.values_v10111.hi', 0xAA54E5AE)], 12254)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x235EEC3F), ('P4rIngress.values_v11000.hi', 0xB9D55DA2)], 12254)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xE89060BF), ('P4rIngress.values_v11001.hi', 0x82F8CFAB)], 12254)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6994A69D), ('P4rIngress.values_v11010.hi', 0xFA8BB722)], 12254)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x31A61F57), ('P4rIngress.values_v11011.hi', 0xD60D90ED)], 12254)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xDB6DE8C4), ('P4rIngress.values_v11100.hi', 0x70C38833)], 12254)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9B370247), ('P4rIngress.values_v11101.hi', 0x4691E799)], 12254)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00A877C6), ('P4rIngress.values_v11110.hi', 0x695C2BD2)], 12254)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xCDA8E42D), ('P4rIngress.values_v11111.hi', 0x12723549)], 12254)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3F0D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000426),
                gc.DataTuple('slot_count', 0x00000EE7),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2402DDEE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x9DAD0C53),
                gc.KeyTuple('src_port', 0x66B6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3F0D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x038C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\xAD\x0C\x53\x00\x00\x00\x00\x66\xB6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3F\x0D\x00\x18\x24\x02\xDD\xEE\x0B\xB8\x03\x1D\x96\xBC\x55\x44\x00\x40\x00\x00\x2D\x13\xCE\x3C\x38\x86\x60\x37\x51\xEA\xFB\xED\xCB\xF3\x6E\xD5\xF6\xED\x17\xE9\xBC\xB2\x92\x7C\xB8\xAF\x84\x5A\x63\x83\x75\x7E\x5C\x8D\x36\x7D\x46\x74\xE3\xA0\x8B\xA9\x1A\x66\x1F\x55\x08\x85\x7D\x39\x01\x2B\x5A\x1B\x59\x30\x2E\x7D\x12\x48\xE7\x3E\x9A\xF7\x6B\xBD\xF0\xF7\x22\x84\x95\x30\x72\x5B\xC1\xDD\xB5\xE2\x2A\x3B\x57\x1A\x06\x44\x52\xC9\x99\x5B\x96\xB6\x25\x96\x7F\x65\x25\x6C\x35\xEE\xA8\xEC\x4C\x0B\xB9\x5A\xCF\xEE\x3F\x97\xA9\x6E\x84\xBB\x49\xBC\x27\x57\x2A\xBD\xA7\xCD\x74\xEF\xEC\xB9\x76\xB6\x4E\x08\x8F\x43\x00\x72\xCC\x4B\x27\xD3\x51\x9B\x55\x68\x29\x97\xF8\xA1\x5E\x04\x6D\x3D\x4C\xD1\x6D\x87\x5D\xEE\x1F\x5B\xD1\x62\x1E\x0C\x47\xDA\x6A\xC9\x61\x51\x15\xA1\x49\xE6\x64\x66\x77\x82\x46\xD2\x68\x4A\xF5\x5C\xAF\x45\x7C\xC7\x84\xAC\xDB\x92\xAD\xB7\x2F\xB0\xE2\x5B\x7D\xE3\x94\xCF\xA9\xE4\xBE\xBF\x7F\x5C\xBF\x90\x53\xEC\x61\x42\x61\xFF\xC7\x77\x54\xE7\x26\xB6\xF4\x36\x67\xFB\xAF\x4D\x93\x2E\xBE\xF6\x3B\x8B\xB9\x67\xA2\x5D\xEA\xCF\x44\xA4\x21\xAA\xE1\xEB\x55\x7C\x4B\x49\xE0\xC2\x64\x81\xE2\x48\x7A\xD7\xDC\x21\x03\x5C\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9D\xAD\x0C\x53\xBE\xEF\x66\xB6\x01\x20\x00\x00\x50\x34\x02\x82\x3F\x0D\x00\x18\x24\x02\xDD\xEE\x0B\xB8\x01\x1D\x96\xBC\x55\x44\x00\x40\x00\x1D\xD3\xF5\x39\x93\x38\x86\x60\x37\x7F\xFF\xFF\xFF\xCB\xF3\x6E\xD5\x63\x94\x8B\x36\xBC\xB2\x92\x7C\x80\x00\x00\x00\x63\x83\x75\x7E\x7F\xFF\xFF\xFF\x46\x74\xE3\xA0\x80\x00\x00\x00\x1F\x55\x08\x85\x7F\xFF\xFF\xFF\x5A\x1B\x59\x30\x7F\xFF\xFF\xFF\xE7\x3E\x9A\xF7\x7F\xFF\xFF\xFF\x22\x84\x95\x30\x65\xB9\xBA\xFB\xB5\xE2\x2A\x3B\x7F\xFF\xFF\xFF\x52\xC9\x99\x5B\x8E\x4B\x0D\x69\x7F\x65\x25\x6C\x7F\xFF\xFF\xFF\x4C\x0B\xB9\x5A\x37\x2D\x65\x2E\xA9\x6E\x84\xBB\x7F\xFF\xFF\xFF\x2A\xBD\xA7\xCD\x7F\xFF\xFF\xFF\x76\xB6\x4E\x08\x80\x00\x00\x00\xCC\x4B\x27\xD3\x7F\xFF\xFF\xFF\x29\x97\xF8\xA1\x7F\xFF\xFF\xFF\x4C\xD1\x6D\x87\x7F\xFF\xFF\xFF\xD1\x62\x1E\x0C\x72\x09\x81\x35\x61\x51\x15\xA1\x7F\xFF\xFF\xFF\x77\x82\x46\xD2\x7F\xFF\xFF\xFF\xAF\x45\x7C\xC7\x80\x00\x00\x00\xAD\xB7\x2F\xB0\x05\xBA\x6A\x22\x94\xCF\xA9\xE4\xA7\x4F\xE0\x1B\xBF\x90\x53\xEC\x7F\xFF\xFF\xFF\xC7\x77\x54\xE7\x58\x5D\x13\x8D\x67\xFB\xAF\x4D\x80\x00\x00\x00\x3B\x8B\xB9\x67\x80\x00\x00\x00\x44\xA4\x21\xAA\xE2\x93\xCD\x42\x4B\x49\xE0\xC2\x32\x2A\xC6\x75\x7A\xD7\xDC\x21\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\xDE\x03\x8C\x00\x00\x35\x17\x3C\xF0\x96\xBC\x55\x44\x96\xBC\x55\x44\x1D\xEC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD3\xF5\x39\x93\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x63\x94\x8B\x36\x80\x00\x00\x00\x80\x00\x00\x00\x67\x6F\x10\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC5\xC1\x10\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\x77\x0D\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x65\xB9\xBA\xFB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\x4B\x0D\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x2D\x65\x2E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x78\x7F\xA7\x9C\x80\x00\x00\x00\xDA\x25\x22\x9A\x7F\xFF\xFF\xFF\x20\xAC\x08\x75\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x0D\x7A\x50\x72\x09\x81\x35\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x05\xBA\x6A\x22\x80\x00\x00\x00\xA7\x4F\xE0\x1B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC2\x03\x0C\x09\x58\x5D\x13\x8D\x3E\x09\x40\x3A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE2\x93\xCD\x42\x7F\xFF\xFF\xFF\x32\x2A\xC6\x75\x7F\xFF\xFF\xFF\x03\x5C\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4ED4C94D), ('P4rIngress.bitmap_seq.seq', 0x08D3B4D4)], 13140)
        self.setRegisterValue('P4rIngress.rounds', 0x08D3B4D4, 13140)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0xDA)], 13140)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13140)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xAF8A9AB6), ('P4rIngress.values_v00000.hi', 0x68E82B6F)], 13140)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6AE39987), ('P4rIngress.values_v00001.hi', 0x53564557)], 13140)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x57B77AE1), ('P4rIngress.values_v00010.hi', 0x61BCEEB4)], 13140)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x36B26765), ('P4rIngress.values_v00011.hi', 0x5A98E49A)], 13140)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xEA49322F), ('P4rIngress.values_v00100.hi', 0x3786EBE6)], 13140)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x44C68B3B), ('P4rIngress.values_v00101.hi', 0x18D2D22D)], 13140)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x73E4EEEE), ('P4rIngress.values_v00110.hi', 0x68C9786B)], 13140)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x46BA3669), ('P4rIngress.values_v00111.hi', 0x5067451E)], 13140)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5B3D0111), ('P4rIngress.values_v01000.hi', 0xDC33777D)], 13140)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x9683A4E7), ('P4rIngress.values_v01001.hi', 0x5884127D)], 13140)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2566D55D), ('P4rIngress.values_v01010.hi', 0xF2DCC7BB)], 13140)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x8F42F93E), ('P4rIngress.values_v01011.hi', 0x5100E25A)], 13140)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x0CB745E5), ('P4rIngress.values_v01100.hi', 0x853472FD)], 13140)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x49564E55), ('P4rIngress.values_v01101.hi', 0x5C8BA520)], 13140)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x256AAB68), ('P4rIngress.values_v01110.hi', 0x52C13FD3)], 13140)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD92461AE), ('P4rIngress.values_v01111.hi', 0x6044C678)], 13140)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4F16AEE9), ('P4rIngress.values_v10000.hi', 0x572660CE)], 13140)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xE94F2769), ('P4rIngress.values_v10001.hi', 0x533BFF8A)], 13140)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xAC06D471), ('P4rIngress.values_v10010.hi', 0x9B3260EB)], 13140)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x599A9327), ('P4rIngress.values_v10011.hi', 0x4B9BA946)], 13140)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB309BD63), ('P4rIngress.values_v10100.hi', 0x9D7FF9C9)], 13140)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2C519EB7), ('P4rIngress.values_v10101.hi', 0x45546AD5)], 13140)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xCC432AE6), ('P4rIngress.values_v10110.hi', 0x749867CE)], 13140)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xEE1D0634), ('P4rIngress.values_v10111.hi', 0x6C3D817B)], 13140)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x99682563), ('P4rIngress.values_v11000.hi', 0x36C9F664)], 13140)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2E42D859), ('P4rIngress.values_v11001.hi', 0xD8462785)], 13140)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x566C1535), ('P4rIngress.values_v11010.hi', 0x21B7D383)], 13140)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3B04EA83), ('P4rIngress.values_v11011.hi', 0x69389A69)], 13140)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x618A78EB), ('P4rIngress.values_v11100.hi', 0x303C649E)], 13140)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x79B2EE47), ('P4rIngress.values_v11101.hi', 0x7976C806)], 13140)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC7F2F221), ('P4rIngress.values_v11110.hi', 0xBD02515C)], 13140)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x3869CEDC), ('P4rIngress.values_v11111.hi', 0xAC7A94B6)], 13140)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3D43),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D46),
                gc.DataTuple('slot_count', 0x00000D16),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC3C3B243),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x610993A4),
                gc.KeyTuple('src_port', 0x4AEE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3D43),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x61\x09\x93\xA4\x00\x00\x00\x00\x4A\xEE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3D\x43\x00\x18\xC3\xC3\xB2\x43\x06\x0E\x03\xCC\x08\xD3\xB4\xD4\x00\x40\x00\x00\xDA\x4E\xC0\x4E\x42\x34\x0C\x3C\x49\x07\xC8\xEB\x57\x47\x72\xA3\xF8\x17\x45\x9D\x5B\x71\x76\x65\x74\x90\x2F\xAD\x39\xA8\x37\xDA\xEE\xCE\xEE\x6E\x6B\x43\x80\xB4\x45\xA8\x9E\x8F\x95\x1F\x2B\xC4\x16\x24\x61\x11\x69\x3B\xFC\x5A\x56\xD6\xB7\x13\x3B\x7B\x17\x31\x59\x97\x53\xFB\x8A\x48\x2C\x2F\x8C\xB5\xB6\xD4\x59\xFC\xE7\x76\xE7\x6F\xB5\xD7\x99\x59\xBE\x21\xD2\x7A\xE8\xEE\x5D\xB3\x2B\x6D\x48\xBA\x1C\xE4\xBD\x74\xEB\x06\x6E\x3F\xA4\xF0\x95\x93\xF7\x26\x65\xC5\xE7\x1C\xCF\x6D\x27\x0C\xA6\x2D\x43\x27\xA9\xB5\x55\x7F\x50\x54\x14\x4B\x7F\x3A\x6F\x8D\x8C\x93\x52\xE6\x6E\x1A\xD4\x77\xBB\x9E\x5B\x56\xE4\xDD\x17\xCC\x72\x4B\x75\xC5\x6F\x33\x4F\x31\xA7\x2F\x28\x0B\x67\xC2\x80\x31\x6E\xF6\xD8\xBB\x43\x4C\x6B\x57\x94\x83\x78\x33\x36\x39\xC0\x8F\xEB\x06\xBA\x3E\x00\x4F\x04\x9D\xF8\xE9\xA4\xE3\x70\x5C\xF6\x3F\x7F\x7B\x57\x7D\xC4\x33\x7F\x72\x4D\xAF\xD7\x65\x7A\xB1\x16\xD9\x45\x6F\xFA\xD7\x6F\x8D\x46\x8D\xCF\x4B\xEB\xE3\x70\xDC\x81\x8C\x59\x85\xA2\xEF\xBA\xAE\xB7\xF3\xFF\xE7\x80\x83\xC5\xDB\x43\x3E\x53\xAC\x9D\x12\xCC\xF7\x9D\x20\x1C\xA5\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x61\x09\x93\xA4\xBE\xEF\x4A\xEE\x01\x20\x00\x00\x50\x34\x02\x82\x3D\x43\x00\x18\xC3\xC3\xB2\x43\x06\x0E\x01\xCC\x08\xD3\xB4\xD4\x00\x40\x00\x09\x89\xD9\x5B\x04\x42\x34\x0C\x3C\x7F\xFF\xFF\xFF\x57\x47\x72\xA3\x4F\xCE\xC0\x7E\x5B\x71\x76\x65\x7F\xFF\xFF\xFF\x39\xA8\x37\xDA\xD9\x18\x20\x9D\x6B\x43\x80\xB4\x7F\xFF\xFF\xFF\x95\x1F\x2B\xC4\x7F\xFF\xFF\xFF\x69\x3B\xFC\x5A\x7F\xFF\xFF\xFF\x3B\x7B\x17\x31\x7F\xFF\xFF\xFF\x8A\x48\x2C\x2F\x80\x00\x00\x00\x59\xFC\xE7\x76\x0C\xD6\x8B\x34\x99\x59\xBE\x21\x80\x00\x00\x00\x5D\xB3\x2B\x6D\x55\x71\x62\xC9\xBD\x74\xEB\x06\x7F\xFF\xFF\xFF\x95\x93\xF7\x26\x7F\xFF\xFF\xFF\xCF\x6D\x27\x0C\x80\x00\x00\x00\xA9\xB5\x55\x7F\x7F\xFF\xFF\xFF\x7F\x3A\x6F\x8D\x80\x00\x00\x00\x6E\x1A\xD4\x77\x80\x00\x00\x00\xE4\xDD\x17\xCC\x7F\xFF\xFF\xFF\x6F\x33\x4F\x31\x80\x00\x00\x00\x67\xC2\x80\x31\x7F\xFF\xFF\xFF\x43\x4C\x6B\x57\x80\x00\x00\x00\x36\x39\xC0\x8F\xD9\x23\xC0\x72\x00\x4F\x04\x9D\x92\x51\xCA\x46\x70\x5C\xF6\x3F\x7F\xFF\xFF\xFF\xC4\x33\x7F\x72\x7F\xFF\xFF\xFF\x7A\xB1\x16\xD9\x7F\xFF\xFF\xFF\x6F\x8D\x46\x8D\x30\xD6\x64\xCE\x70\xDC\x81\x8C\x7F\xFF\xFF\xFF\xBA\xAE\xB7\xF3\xC7\xDA\x72\xA4\xC5\xDB\x43\x3E\x7F\xFF\xFF\xFF\xCC\xF7\x9D\x20\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x54\x00\x94\x00\x00\x4F\xD4\xC9\x4D\x08\xD3\xB4\xD4\x08\xD3\xB4\xD4\x09\xDA\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x89\xD9\x5B\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4F\xCE\xC0\x7E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\x18\x20\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAD\xF1\xFD\xF1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0C\xD6\x8B\x34\x8C\x36\x85\xDC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x55\x71\x62\xC9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\x1F\x9C\x46\x7F\xFF\xFF\xFF\x22\x2E\x66\xDF\x80\x00\x00\x00\x09\xFA\x1B\xF7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x0F\x78\xB7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\x42\x79\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD9\x23\xC0\x72\x6C\x8C\x86\x18\x92\x51\xCA\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\x79\xA6\xF7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\xD6\x64\xCE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x34\x25\x7F\xF9\xC7\xDA\x72\xA4\x82\xDD\x94\x9A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1C\xA5\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x76D9B7B6), ('P4rIngress.bitmap_seq.seq', 0x8C22BBE8)], 12574)
        self.setRegisterValue('P4rIngress.rounds', 0x8C22BBE8, 12574)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0xDF)], 12574)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12574)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x586A0D8B), ('P4rIngress.values_v00000.hi', 0x459519D3)], 12574)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6CE3EAE7), ('P4rIngress.values_v00001.hi', 0x118D8421)], 12574)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x52F442A9), ('P4rIngress.values_v00010.hi', 0x6AFFE2FC)], 12574)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4DCA5AF3), ('P4rIngress.values_v00011.hi', 0x223A83B6)], 12574)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xFF6E226D), ('P4rIngress.values_v00100.hi', 0x5126A5CE)], 12574)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5688A7CD), ('P4rIngress.values_v00101.hi', 0x1ED16585)], 12574)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x51B3042A), ('P4rIngress.values_v00110.hi', 0x50E9436D)], 12574)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5D27BC34), ('P4rIngress.values_v00111.hi', 0x66BBA8B3)], 12574)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x47AB7036), ('P4rIngress.values_v01000.hi', 0xA21AAB7F)], 12574)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB8A4D311), ('P4rIngress.values_v01001.hi', 0x71D9990E)], 12574)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3F7A32A7), ('P4rIngress.values_v01010.hi', 0xBB66261F)], 12574)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x04916A04), ('P4rIngress.values_v01011.hi', 0x7575A88A)], 12574)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xC3EC61AD), ('P4rIngress.values_v01100.hi', 0x9AD08F6D)], 12574)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xC609DCAA), ('P4rIngress.values_v01101.hi', 0x5E999AC3)], 12574)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45E637B3), ('P4rIngress.values_v01110.hi', 0x5605B799)], 12574)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x47D75BD1), ('P4rIngress.values_v01111.hi', 0x5A931547)], 12574)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77477F6B), ('P4rIngress.values_v10000.hi', 0xCB306923)], 12574)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4AD87A2F), ('P4rIngress.values_v10001.hi', 0x9580E157)], 12574)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x48D97D1E), ('P4rIngress.values_v10010.hi', 0xA43F6069)], 12574)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7837DEBB), ('P4rIngress.values_v10011.hi', 0x4A280CAB)], 12574)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x56F931F8), ('P4rIngress.values_v10100.hi', 0x919865C0)], 12574)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xDE6D2478), ('P4rIngress.values_v10101.hi', 0x967DAF71)], 12574)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x21AFBEFD), ('P4rIngress.values_v10110.hi', 0x24AEA22D)], 12574)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4517947B), ('P4rIngress.values_v10111.hi', 0x7C1F879A)], 12574)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7EF35C6B), ('P4rIngress.values_v11000.hi', 0x65B6D517)], 12574)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x56BCEF66), ('P4rIngress.values_v11001.hi', 0xEF3E3C5E)], 12574)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x098CB118), ('P4rIngress.values_v11010.hi', 0xECC00F8C)], 12574)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB77C8CB6), ('P4rIngress.values_v11011.hi', 0x2DAA5686)], 12574)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x28EABE0A), ('P4rIngress.values_v11100.hi', 0x47B34297)], 12574)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x04A74E31), ('P4rIngress.values_v11101.hi', 0x2CBC067E)], 12574)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7E937936), ('P4rIngress.values_v11110.hi', 0x80000000)], 12574)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1EB36DE1), ('P4rIngress.values_v11111.hi', 0x992AE015)], 12574)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC7AB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005D8),
                gc.DataTuple('slot_count', 0x000015B9),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCE3A013D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xC875369B),
                gc.KeyTuple('src_port', 0xB709),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC7AB),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00CF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x75\x36\x9B\x00\x00\x00\x00\xB7\x09\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC7\xAB\x00\x18\xCE\x3A\x01\x3D\x0B\x46\x01\x6E\x8C\x22\xBB\xE8\x00\x40\x00\x00\xAB\x66\x74\xFF\x5C\x93\x6C\x51\x4A\x0B\x0E\xD3\x7D\xFC\x0C\x71\xDA\x30\x5F\xCA\x54\x03\xC3\x99\x40\x4F\x4A\xC5\x5F\x34\xF2\xFC\xA6\xFF\x2D\x95\x72\x03\x86\x03\x63\xCC\xE1\x95\x5E\xBE\xDF\x47\x38\x69\xCF\x91\x52\x42\xF8\xAD\x6E\x7F\xB7\x04\x7A\xB2\x83\x8A\x52\x94\x7C\xAA\xDB\xD3\xB3\x78\xA4\xEA\xC4\xF7\x31\x8E\x47\x5C\xE2\x8B\x32\xFD\x24\x54\xB3\xBB\x1E\x78\xAF\x43\x29\xE0\x7B\x6A\x47\x95\x8D\x73\xBA\xE4\x21\x69\x88\x5A\x36\xEE\x58\x38\xE2\x0D\xD6\xFA\xB0\xDC\x5C\xBC\xEF\xAB\x70\x7F\x53\x89\x43\x3C\xBB\x36\x37\x5F\x6B\x8B\x00\xF8\x6B\x27\x52\x2C\x1F\xEB\xDC\xB3\x21\xBB\x59\xB2\xF3\x30\xAF\x6F\x23\xD3\x46\xDF\xE0\xD6\x41\x48\x5F\x45\x6B\xB8\x4E\x0E\x3C\xDF\x9B\xA6\xC2\x78\xE9\xBB\xE9\x26\x97\x7F\x78\xAE\x98\xF5\x7F\x21\xBF\x1F\x43\xCF\xDC\x39\xD3\x1F\x59\x90\xF0\xA3\x56\xF2\x55\xA4\x4D\xB4\x53\xE9\xE0\x6F\x1C\x13\xA5\xC3\x5C\x87\xF8\xF4\x85\x64\x4A\x4C\x73\xD6\xEA\x6F\x6D\xA3\x89\xEA\xF1\xAE\xAB\x16\x74\xDC\xC8\x06\x7C\xED\x97\x76\x6D\x31\x6B\x6D\x48\xF5\x94\x6A\x13\xAD\x6C\x55\x2F\x96\x6F\x1B\xD0\x67\x57\x2F\x24\x7C\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC8\x75\x36\x9B\xBE\xEF\xB7\x09\x01\x20\x00\x00\x50\x34\x02\x82\xC7\xAB\x00\x18\xCE\x3A\x01\x3D\x0B\x46\x01\x6E\x8C\x22\xBB\xE8\x00\x40\x00\x09\x03\xD0\x82\x8A\x5C\x93\x6C\x51\x7F\xFF\xFF\xFF\x7D\xFC\x0C\x71\x2D\x24\xA2\x73\x54\x03\xC3\x99\x7F\xFF\xFF\xFF\x5F\x34\xF2\xFC\xA6\x6D\x50\x02\x72\x03\x86\x03\x7F\xFF\xFF\xFF\x5E\xBE\xDF\x47\x7F\xFF\xFF\xFF\x52\x42\xF8\xAD\x7F\xFF\xFF\xFF\x7A\xB2\x83\x8A\x7F\xFF\xFF\xFF\xDB\xD3\xB3\x78\x80\x00\x00\x00\x31\x8E\x47\x5C\x22\x05\x65\xA4\x24\x54\xB3\xBB\x23\x0A\x19\x47\x29\xE0\x7B\x6A\x0B\x81\xEF\x20\xBA\xE4\x21\x69\x80\x00\x00\x00\x58\x38\xE2\x0D\x1C\xE0\xE8\x8F\x5C\xBC\xEF\xAB\x7F\xFF\xFF\xFF\x43\x3C\xBB\x36\x7F\xFF\xFF\xFF\x00\xF8\x6B\x27\x7F\xFF\xFF\xFF\xDC\xB3\x21\xBB\x7F\xFF\xFF\xFF\xAF\x6F\x23\xD3\x7F\xFF\xFF\xFF\x41\x48\x5F\x45\x7F\xFF\xFF\xFF\x3C\xDF\x9B\xA6\xA0\xE6\x0E\x33\xE9\x26\x97\x7F\x7F\xFF\xFF\xFF\x7F\x21\xBF\x1F\x7F\xFF\xFF\xFF\xD3\x1F\x59\x90\x6F\x96\xB3\x5D\x55\xA4\x4D\xB4\x7F\xFF\xFF\xFF\x1C\x13\xA5\xC3\x66\x14\xAA\x0C\x85\x64\x4A\x4C\x2B\x53\x77\x25\x6D\xA3\x89\xEA\x1A\x99\x69\x20\x74\xDC\xC8\x06\x7F\xFF\xFF\xFF\x6D\x31\x6B\x6D\x7F\xFF\xFF\xFF\x13\xAD\x6C\x55\x4E\x49\xDC\xFC\xD0\x67\x57\x2F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x1E\x00\xCF\x00\x00\x77\xD9\xB7\xB6\x8C\x22\xBB\xE8\x8C\x22\xBB\xE8\x09\xDF\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x03\xD0\x82\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2D\x24\xA2\x73\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\x6D\x50\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7D\x90\x44\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x22\x05\x65\xA4\xDF\xBA\xD9\xDA\x23\x0A\x19\x47\x7F\xFF\xFF\xFF\x0B\x81\xEF\x20\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1C\xE0\xE8\x8F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\x28\xD4\x4A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x78\x01\x66\xA0\xE6\x0E\x33\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4F\x3E\xE1\x2A\x6F\x96\xB3\x5D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\x51\xE2\x21\x66\x14\xAA\x0C\x80\x00\x00\x00\x2B\x53\x77\x25\x7F\xFF\xFF\xFF\x1A\x99\x69\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\xAD\x6C\x55\x4E\x49\xDC\xFC\x80\x00\x00\x00\x24\x7C\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7A37B502), ('P4rIngress.bitmap_seq.seq', 0x966A204A)], 14548)
        self.setRegisterValue('P4rIngress.rounds', 0x966A204A, 14548)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0xAC)], 14548)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14548)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9E584A6A), ('P4rIngress.values_v00000.hi', 0x5F111F99)], 14548)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x71836395), ('P4rIngress.values_v00001.hi', 0xADA966BD)], 14548)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x94CB3EAB), ('P4rIngress.values_v00010.hi', 0xDC673087)], 14548)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA35BCF9C), ('P4rIngress.values_v00011.hi', 0x0376581E)], 14548)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x413C8C56), ('P4rIngress.values_v00100.hi', 0x6D4E8ED5)], 14548)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA2807FEF), ('P4rIngress.values_v00101.hi', 0xEFBEA0BF)], 14548)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7D7FCB75), ('P4rIngress.values_v00110.hi', 0x71824FAB)], 14548)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5F97BE0D), ('P4rIngress.values_v00111.hi', 0x35B8248D)], 14548)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4FC65FF9), ('P4rIngress.values_v01000.hi', 0x776A2848)], 14548)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3D578E34), ('P4rIngress.values_v01001.hi', 0x54B258E3)], 14548)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x54F9E68A), ('P4rIngress.values_v01010.hi', 0x41BA0708)], 14548)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xF0ECF69A), ('P4rIngress.values_v01011.hi', 0x5D5B277E)], 14548)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x65D6CB4B), ('P4rIngress.values_v01100.hi', 0x13FB90EE)], 14548)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xFA369319), ('P4rIngress.values_v01101.hi', 0x763D8EAA)], 14548)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3AE84FF4), ('P4rIngress.values_v01110.hi', 0x1D78A8E5)], 14548)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8B30A9F4), ('P4rIngress.values_v01111.hi', 0x1300B733)], 14548)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4F5BAD90), ('P4rIngress.values_v10000.hi', 0x591D1DD5)], 14548)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5124A3BE), ('P4rIngress.values_v10001.hi', 0x95B5194A)], 14548)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCB231A38), ('P4rIngress.values_v10010.hi', 0x3629DA02)], 14548)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA7AED5FC), ('P4rIngress.values_v10011.hi', 0x12A4B4BF)], 14548)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x39B56145), ('P4rIngress.values_v10100.hi', 0x81304754)], 14548)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xE4E6FE82), ('P4rIngress.values_v10101.hi', 0xB303A856)], 14548)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x28F30C0B), ('P4rIngress.values_v10110.hi', 0x56E98FBB)], 14548)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xED3C88D9), ('P4rIngress.values_v10111.hi', 0x9EBCC91E)], 14548)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x54FE9A91), ('P4rIngress.values_v11000.hi', 0xCA7BED94)], 14548)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5A11B72E), ('P4rIngress.values_v11001.hi', 0x4B9B803C)], 14548)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4756ADAC), ('P4rIngress.values_v11010.hi', 0x831280B2)], 14548)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5279D617), ('P4rIngress.values_v11011.hi', 0xDE63A031)], 14548)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6D4F6379), ('P4rIngress.values_v11100.hi', 0xAE9FC6A8)], 14548)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x730BA981), ('P4rIngress.values_v11101.hi', 0x2AB194A4)], 14548)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4D7BBC94), ('P4rIngress.values_v11110.hi', 0x61003CB5)], 14548)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD952C78D), ('P4rIngress.values_v11111.hi', 0x60BAB85C)], 14548)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA87A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D3D),
                gc.DataTuple('slot_count', 0x000010B7),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB4716331),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xBB2E6EAF),
                gc.KeyTuple('src_port', 0xBA91),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA87A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x002B),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\x2E\x6E\xAF\x00\x00\x00\x00\xBA\x91\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA8\x7A\x00\x18\xB4\x71\x63\x31\x0B\x97\x01\x7C\x96\x6A\x20\x4A\x00\x40\x00\x00\x4A\xD6\x4B\x7C\x2A\xE9\x2F\x14\x6D\x2E\x69\xE1\x9F\x1C\xBF\xAC\x6D\xF5\x7A\xED\x87\x0C\xB2\x98\xA6\xCB\xDB\x5D\x1D\xAF\xCD\xF3\x5C\x8C\xA1\x82\x45\x6C\x84\xAD\xA6\x8A\x3B\x5B\x4E\xAD\x72\xB3\x10\x83\xEA\x5C\x69\xFB\x63\x8B\x5B\xCF\xB1\xD5\x19\x8C\x9C\xA4\x41\xDF\x5F\x8D\x31\xCA\xA8\xCE\xA9\x4B\xE7\xFB\x74\xB8\x94\x1D\x56\x93\xA3\xBF\x73\x34\x5A\x8B\xBF\xCE\x1A\xDA\x3B\x41\x60\x5C\x2D\x6C\xEA\x3B\xD0\x0A\xB6\x95\x7B\xEE\xFE\xB5\x27\xAE\x97\xA4\x78\xC7\xC9\x9A\x35\x43\xEF\x6D\xC3\x6F\xFB\xD9\x75\x8A\xFA\x39\x43\x4B\x04\xDA\x37\xD3\x74\x4B\x6B\x8C\xEA\x04\xDA\xA4\x34\x6C\xB2\xAD\x49\x29\x4C\x55\x09\x9C\xA3\x3F\xAC\xE2\x7E\x3E\xB8\x13\x6D\x4E\x57\xF4\x38\x66\xD5\xB3\xAD\xF2\x14\xC8\xBD\x69\x3A\xDF\x7F\x3F\xEA\xFD\x4D\x8D\xA9\x39\x8A\x52\xDB\x5F\xE8\x86\x3B\x20\xF7\x8D\x41\x97\x17\xFE\xEB\xD7\x57\x37\x44\xAB\x34\xFA\xAE\xAD\x72\x34\xC4\x19\x95\xB1\xB3\x0F\x50\x7D\x0F\x7E\x33\xC8\x7F\xDB\x4D\xD0\xA1\x2A\x99\xEB\x94\xA7\x42\xA6\xCB\xDB\x6A\x93\xA9\xD3\x7A\x6A\x9F\x85\x47\x38\xF1\x95\x69\xF1\x76\x9C\x4F\x2A\xBB\x17\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBB\x2E\x6E\xAF\xBE\xEF\xBA\x91\x01\x20\x00\x00\x50\x34\x02\x82\xA8\x7A\x00\x18\xB4\x71\x63\x31\x0B\x97\x01\x7C\x96\x6A\x20\x4A\x00\x40\x00\x11\xE9\x2E\x95\xE6\x2A\xE9\x2F\x14\x7F\xFF\xFF\xFF\x9F\x1C\xBF\xAC\x02\xC0\xB9\x98\x87\x0C\xB2\x98\x80\x00\x00\x00\x1D\xAF\xCD\xF3\x7F\xFF\xFF\xFF\x45\x6C\x84\xAD\x80\x00\x00\x00\x4E\xAD\x72\xB3\x7F\xFF\xFF\xFF\x69\xFB\x63\x8B\x7F\xFF\xFF\xFF\x19\x8C\x9C\xA4\x7F\xFF\xFF\xFF\x31\xCA\xA8\xCE\xE6\xA3\x76\x2F\x74\xB8\x94\x1D\x7F\xFF\xFF\xFF\x73\x34\x5A\x8B\xB0\xBB\x11\x74\x3B\x41\x60\x5C\x7F\xFF\xFF\xFF\xD0\x0A\xB6\x95\x76\x25\x91\xCE\x27\xAE\x97\xA4\x7F\xFF\xFF\xFF\x35\x43\xEF\x6D\x80\x00\x00\x00\x75\x8A\xFA\x39\x7F\xFF\xFF\xFF\x37\xD3\x74\x4B\x7F\xFF\xFF\xFF\xDA\xA4\x34\x6C\x80\x00\x00\x00\x4C\x55\x09\x9C\x80\x00\x00\x00\x7E\x3E\xB8\x13\x7F\xFF\xFF\xFF\x38\x66\xD5\xB3\x92\xD9\x13\x4A\xBD\x69\x3A\xDF\x7F\xFF\xFF\xFF\x4D\x8D\xA9\x39\x80\x00\x00\x00\xE8\x86\x3B\x20\x4C\x8B\xDC\x28\x17\xFE\xEB\xD7\x7F\xFF\xFF\xFF\x34\xFA\xAE\xAD\x7F\xFF\xFF\xFF\x95\xB1\xB3\x0F\x7F\xFF\xFF\xFF\x33\xC8\x7F\xDB\x7F\xFF\xFF\xFF\x99\xEB\x94\xA7\x7F\xFF\xFF\xFF\x6A\x93\xA9\xD3\x7F\xFF\xFF\xFF\x47\x38\xF1\x95\x43\x44\x3E\x29\x4F\x2A\xBB\x17\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\xD4\x00\x2B\x00\x00\x7B\x37\xB5\x02\x96\x6A\x20\x4A\x96\x6A\x20\x4A\x11\xAC\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE9\x2E\x95\xE6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x02\xC0\xB9\x98\x80\x00\x00\x00\x80\x00\x00\x00\x21\x26\x26\x11\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3E\x6C\x13\x72\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4F\x44\xC1\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\xA3\x76\x2F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB0\xBB\x11\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x06\x47\x83\x76\x25\x91\xCE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\xBC\x98\x52\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB9\x97\x1D\x07\x92\xD9\x13\x4A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x87\x43\x04\x3E\x4C\x8B\xDC\x28\xE2\x7A\xD9\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x2C\x20\x0C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\x44\x3E\x29\x7F\xFF\xFF\xFF\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB6925015), ('P4rIngress.bitmap_seq.seq', 0xAA0E755F)], 12963)
        self.setRegisterValue('P4rIngress.rounds', 0xAA0E755F, 12963)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0xFD)], 12963)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12963)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x80000000), ('P4rIngress.values_v00000.hi', 0x2680F05C)], 12963)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x53DAEF3B), ('P4rIngress.values_v00001.hi', 0x9444E68F)], 12963)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xF4521DD1), ('P4rIngress.values_v00010.hi', 0x98ED466D)], 12963)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9B149E7B), ('P4rIngress.values_v00011.hi', 0xB88FF76D)], 12963)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x33EC282C), ('P4rIngress.values_v00100.hi', 0x5F6CD839)], 12963)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x93E3B9E8), ('P4rIngress.values_v00101.hi', 0x21C8766E)], 12963)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x48B782FB), ('P4rIngress.values_v00110.hi', 0x7911C129)], 12963)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x31931D02), ('P4rIngress.values_v00111.hi', 0xDAB9366B)], 12963)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x676D4363), ('P4rIngress.values_v01000.hi', 0x7E3672D7)], 12963)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x37CF2CD9), ('P4rIngress.values_v01001.hi', 0x563FD913)], 12963)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x428ACF54), ('P4rIngress.values_v01010.hi', 0x6B5DE2CA)], 12963)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x051DD3EB), ('P4rIngress.values_v01011.hi', 0x6F1C30D1)], 12963)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6A07C1D6), ('P4rIngress.values_v01100.hi', 0x1BDDB1C2)], 12963)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x3ECEDBB7), ('P4rIngress.values_v01101.hi', 0x676880A1)], 12963)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63B7EE09), ('P4rIngress.values_v01110.hi', 0xA6BB21D7)], 12963)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x39199959), ('P4rIngress.values_v01111.hi', 0x493A9187)], 12963)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8ED35228), ('P4rIngress.values_v10000.hi', 0xCEF2D9A2)], 12963)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x585A5DAF), ('P4rIngress.values_v10001.hi', 0x73F0B75A)], 12963)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCB7FF671), ('P4rIngress.values_v10010.hi', 0xBA1BEE74)], 12963)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x37162F0B), ('P4rIngress.values_v10011.hi', 0xCB997ACA)], 12963)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x51592CDE), ('P4rIngress.values_v10100.hi', 0x71136417)], 12963)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAEFA9349), ('P4rIngress.values_v10101.hi', 0xA82CA84F)], 12963)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x410CBDD8), ('P4rIngress.values_v10110.hi', 0x971C8A45)], 12963)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4C0D6D74), ('P4rIngress.values_v10111.hi', 0x6B8C09D9)], 12963)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xF71E6FA3), ('P4rIngress.values_v11000.hi', 0xF1E3F801)], 12963)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1A5DCC32), ('P4rIngress.values_v11001.hi', 0x7B9985A9)], 12963)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x239254FE), ('P4rIngress.values_v11010.hi', 0x0822CC9E)], 12963)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x725F34F5), ('P4rIngress.values_v11011.hi', 0x5FCF202A)], 12963)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x65B9B7BD), ('P4rIngress.values_v11100.hi', 0x55BAB096)], 12963)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5DB63F64), ('P4rIngress.values_v11101.hi', 0xC6FEED8A)], 12963)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4CAFE7FF), ('P4rIngress.values_v11110.hi', 0x52923351)], 12963)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8D47F27C), ('P4rIngress.values_v11111.hi', 0x5140831C)], 12963)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5FFD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D4),
                gc.DataTuple('slot_count', 0x00001DBF),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xED17EEC1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x9B2EE40C),
                gc.KeyTuple('src_port', 0xB04F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5FFD),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0205),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9B\x2E\xE4\x0C\x00\x00\x00\x00\xB0\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5F\xFD\x00\x18\xED\x17\xEE\xC1\x11\xCF\x03\x8C\xAA\x0E\x75\x5F\x00\x40\x00\x00\x00\x00\x00\x00\x78\xDC\x30\xFF\x59\x2A\x3C\xAF\xB6\x5C\xC3\x99\xD6\x46\xD0\x63\xDC\x4F\xAE\xBD\xD9\xD5\x43\x71\x56\xC3\x7F\x08\x75\x0D\xFE\x66\x57\x90\xC8\x6B\xA6\x0A\xDD\xF2\xE9\xFB\xE8\xAD\x48\xAA\xCB\xF8\x34\xFE\xA8\x3A\x72\xDD\x3B\x6B\x62\x92\x76\x6E\x1C\x8E\x0E\x07\x78\xDA\xA7\x11\xF1\xC6\x0D\xE7\x5C\x4B\x95\x6B\x6F\x39\xC2\x83\x5A\x0D\x83\x06\xCF\xD8\xFA\x6C\x46\x5D\x7E\xDB\x4D\xFB\x8A\x7A\xD8\x73\x1C\x6B\x71\x4F\xDA\x19\x25\x72\x5D\xED\x5A\xC7\x8D\x89\x94\x75\x7D\x11\x63\xAF\xA9\x2F\x61\x45\x31\xD7\xCC\x4D\x73\x4D\x69\x51\xE6\xA9\x52\xEC\xD6\x61\x0C\x09\xB0\x75\xCC\x68\x72\xBE\xE5\x8A\x33\x10\x6F\x6D\x5C\x55\x4A\xE2\x21\xCA\x47\x1D\x5C\x38\x52\x39\x32\x8B\xB2\x06\x31\xA5\xB1\x4E\xCB\xD7\x66\x7A\xA4\xDE\x01\x4C\xFA\xC9\x55\x07\xCC\xD5\x4B\x4A\xF3\xC5\x13\xCA\xC7\xCF\x8B\xB1\xE9\x00\x7C\xCA\x36\x6B\x5B\x28\x6E\x0E\x7A\x5A\xF4\x2C\x7A\xAC\xBC\x2B\x16\xD8\x61\xA9\x52\x91\x19\x8A\x21\xC2\x14\x36\xFF\x63\xE2\x5D\x54\x39\x77\xE8\xF2\xCD\x3E\xD1\x43\x05\xA3\x4E\x46\x1E\x23\x93\xB9\x1F\x86\xC9\x57\x09\x47\x48\x42\xE1\xF5\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9B\x2E\xE4\x0C\xBE\xEF\xB0\x4F\x01\x20\x00\x00\x50\x34\x02\x82\x5F\xFD\x00\x18\xED\x17\xEE\xC1\x11\xCF\x01\x8C\xAA\x0E\x75\x5F\x00\x40\x00\x1D\x80\x00\x00\x00\x78\xDC\x30\xFF\x7F\xFF\xFF\xFF\xB6\x5C\xC3\x99\xCA\x98\xEE\x34\xDC\x4F\xAE\xBD\x80\x00\x00\x00\x56\xC3\x7F\x08\x7F\xFF\xFF\xFF\x57\x90\xC8\x6B\x80\x00\x00\x00\xE9\xFB\xE8\xAD\x7F\xFF\xFF\xFF\x34\xFE\xA8\x3A\x7F\xFF\xFF\xFF\x62\x92\x76\x6E\x7F\xFF\xFF\xFF\x78\xDA\xA7\x11\x29\x95\x3A\xC0\x5C\x4B\x95\x6B\x7F\xFF\xFF\xFF\x5A\x0D\x83\x06\xD4\xF6\xCE\x57\x46\x5D\x7E\xDB\x7F\xFF\xFF\xFF\xD8\x73\x1C\x6B\x7F\xFF\xFF\xFF\x25\x72\x5D\xED\x7F\xFF\xFF\xFF\x94\x75\x7D\x11\x7F\xFF\xFF\xFF\x61\x45\x31\xD7\x80\x00\x00\x00\x69\x51\xE6\xA9\x7F\xFF\xFF\xFF\x0C\x09\xB0\x75\x97\xE8\x69\x2F\xE5\x8A\x33\x10\x7F\xFF\xFF\xFF\x4A\xE2\x21\xCA\x7F\xFF\xFF\xFF\x52\x39\x32\x8B\x80\x00\x00\x00\xB1\x4E\xCB\xD7\x7F\xFF\xFF\xFF\x01\x4C\xFA\xC9\x7F\xFF\xFF\xFF\x4B\x4A\xF3\xC5\x0A\xE9\x37\x72\x8B\xB1\xE9\x00\x7F\xFF\xFF\xFF\x5B\x28\x6E\x0E\x7F\xFF\xFF\xFF\x7A\xAC\xBC\x2B\x7F\xFF\xFF\xFF\x52\x91\x19\x8A\x7F\xFF\xFF\xFF\xFF\x63\xE2\x5D\x7F\xFF\xFF\xFF\xF2\xCD\x3E\xD1\x7F\xFF\xFF\xFF\x46\x1E\x23\x93\x80\x00\x00\x00\x57\x09\x47\x48\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xA3\x02\x05\x00\x00\xB7\x92\x50\x15\xAA\x0E\x75\x5F\xAA\x0E\x75\x5F\x1D\xFD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCA\x98\xEE\x34\x80\x00\x00\x00\x80\x00\x00\x00\x0F\x53\x76\x75\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0B\xC4\x5F\x1B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\x4B\xAC\xD9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x95\x3A\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\xF6\xCE\x57\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x50\xCE\x2D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x38\x44\xC0\x4B\x7F\xFF\xFF\xFF\x7F\xFA\x67\xCF\x97\xE8\x69\x2F\x9F\xA6\x21\x84\x7F\xFF\xFF\xFF\x16\x7B\x9C\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x98\x69\x85\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\xE9\x37\x72\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x1E\x92\xF3\x7F\xFF\xFF\xFF\xB9\xCC\x2C\x5B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x42\xE1\xF5\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB8AE3BEB), ('P4rIngress.bitmap_seq.seq', 0xD716D7A0)], 12652)
        self.setRegisterValue('P4rIngress.rounds', 0xD716D7A0, 12652)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x84)], 12652)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12652)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x25CFD0BC), ('P4rIngress.values_v00000.hi', 0x5642C141)], 12652)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7A7E1E1A), ('P4rIngress.values_v00001.hi', 0xAC8EB3D3)], 12652)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8BED6B0C), ('P4rIngress.values_v00010.hi', 0xB8422895)], 12652)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9D3AB5E5), ('P4rIngress.values_v00011.hi', 0xF1767A87)], 12652)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x459183F2), ('P4rIngress.values_v00100.hi', 0x5CE09DC9)], 12652)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xDBC0E75A), ('P4rIngress.values_v00101.hi', 0xBDA67685)], 12652)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x420519CA), ('P4rIngress.values_v00110.hi', 0x74117661)], 12652)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x2AFB55B1), ('P4rIngress.values_v00111.hi', 0x0BE26122)], 12652)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6F2B0308), ('P4rIngress.values_v01000.hi', 0x748F9188)], 12652)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xDE57AAF9), ('P4rIngress.values_v01001.hi', 0x8863E3A0)], 12652)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x66D16CE4), ('P4rIngress.values_v01010.hi', 0x5FA2AA1F)], 12652)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x194D79EB), ('P4rIngress.values_v01011.hi', 0x4A257756)], 12652)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x188DA2D9), ('P4rIngress.values_v01100.hi', 0x77AE46D5)], 12652)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x75516FA0), ('P4rIngress.values_v01101.hi', 0x9CBD2EAF)], 12652)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6DF97017), ('P4rIngress.values_v01110.hi', 0x3BEA78BA)], 12652)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x66841652), ('P4rIngress.values_v01111.hi', 0xEC9B6403)], 12652)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xACC98595), ('P4rIngress.values_v10000.hi', 0x1CA2AB8D)], 12652)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7718AE9B), ('P4rIngress.values_v10001.hi', 0x3CE58E18)], 12652)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5BA1995D), ('P4rIngress.values_v10010.hi', 0x5AF6EEEC)], 12652)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3CD9952E), ('P4rIngress.values_v10011.hi', 0xAF76DA3B)], 12652)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xF3BD26FD), ('P4rIngress.values_v10100.hi', 0x673B36E9)], 12652)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x131B7551), ('P4rIngress.values_v10101.hi', 0x4F87FDB3)], 12652)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x46DC7CCD), ('P4rIngress.values_v10110.hi', 0xAF7B16A1)], 12652)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xE7459C8D), ('P4rIngress.values_v10111.hi', 0x82B75956)], 12652)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6DCBB38E), ('P4rIngress.values_v11000.hi', 0xB495F82B)], 12652)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6D672713), ('P4rIngress.values_v11001.hi', 0xB8E57E9B)], 12652)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x77203ED3), ('P4rIngress.values_v11010.hi', 0x6B758473)], 12652)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x25566B3B), ('P4rIngress.values_v11011.hi', 0xCCE66177)], 12652)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xD95BC5C3), ('P4rIngress.values_v11100.hi', 0x6B1AFA29)], 12652)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9838FD4C), ('P4rIngress.values_v11101.hi', 0x645D0083)], 12652)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3723710C), ('P4rIngress.values_v11110.hi', 0xE3E697F4)], 12652)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC4E72253), ('P4rIngress.values_v11111.hi', 0x6463C4CF)], 12652)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8A78),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EE5),
                gc.DataTuple('slot_count', 0x000003D7),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A58E867),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x56C52734),
                gc.KeyTuple('src_port', 0x6719),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8A78),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0353),
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
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x56\xC5\x27\x34\x00\x00\x00\x00\x67\x19\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8A\x78\x00\x18\x9A\x58\xE8\x67\x02\x87\x03\x0D\xD7\x16\xD7\xA0\x00\x40\x00\x00\xAB\x52\x1A\xAC\x32\xCA\x63\x33\x41\xA5\xD9\x66\xAE\xB7\xF0\xE3\x7B\xAD\x2B\xDD\x96\x4C\xA7\xAC\xC8\x2A\x26\xE7\x16\xCB\xD9\x95\x66\xBC\x49\x8A\x75\xFA\xB9\xD9\x9F\x84\xEF\xD2\x2E\x81\x48\xD7\x60\x15\x18\xCA\x2C\x1E\x2D\xAD\x77\x90\x8C\x75\x61\x73\x98\x07\x4D\x31\xEF\x1D\x4D\xEC\x37\xE0\x0A\x4B\x16\x73\x93\xA8\xD9\x0C\x46\xB9\xE5\x40\x60\x35\x7A\xFE\x9B\x69\xDD\x6B\x6A\x71\x7C\x66\x79\xD7\x64\xD3\x7A\xCC\x95\xD1\xC5\xA4\x61\xB4\xBC\x0B\xCE\xB4\x48\xFA\xED\x8B\x60\xE8\xC3\xA7\x45\x18\x41\x86\x32\xEC\x55\x2B\xAB\xE9\x8A\xB3\xB1\xEF\x23\xB7\x45\x42\xA4\x17\x41\x0F\xCB\x65\x47\x79\xD5\xFB\x62\x96\x36\x58\x5A\x59\x7D\xB7\x2A\xD7\xDA\xD1\x44\x96\x2E\xD7\x54\xEE\x34\xF9\x70\x0E\x72\xD9\x62\xF7\xF0\xAB\x56\x97\x06\xD3\xB9\x69\x97\x02\x8F\x8A\x2C\xE6\xEF\xAB\xEB\x57\xB5\xAA\xA0\xA3\x83\xBE\x4F\x0E\x03\x2A\xE2\x31\xA8\x86\x6A\x61\x1C\xAD\x04\x46\x53\x5C\x99\xD3\x80\x00\x00\x00\xCB\x98\x13\x65\x9E\x98\xD9\x9F\xE3\x8E\x9E\x7C\xCB\xF0\xEF\x47\x73\x10\x6F\xED\x26\x2C\x9A\x4E\xAC\x0A\x89\x6B\xAD\xB3\x36\x3B\x1C\x65\x4D\x25\xC2\xC6\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x56\xC5\x27\x34\xBE\xEF\x67\x19\x01\x20\x00\x00\x50\x34\x02\x82\x8A\x78\x00\x18\x9A\x58\xE8\x67\x02\x87\x01\x0D\xD7\x16\xD7\xA0\x00\x40\x00\x04\xD1\x21\xEB\x68\x32\xCA\x63\x33\x7F\xFF\xFF\xFF\xAE\xB7\xF0\xE3\x07\x9A\x96\xE9\x96\x4C\xA7\xAC\x80\x00\x00\x00\x16\xCB\xD9\x95\x7F\xFF\xFF\xFF\x75\xFA\xB9\xD9\x80\x00\x00\x00\x2E\x81\x48\xD7\x7F\xFF\xFF\xFF\x2C\x1E\x2D\xAD\x7F\xFF\xFF\xFF\x61\x73\x98\x07\x7F\xFF\xFF\xFF\x4D\xEC\x37\xE0\xE8\xA2\xC1\x6C\x93\xA8\xD9\x0C\x7F\xFF\xFF\xFF\x60\x35\x7A\xFE\xB4\xB7\x57\x56\x6A\x71\x7C\x66\x7F\xFF\xFF\xFF\x7A\xCC\x95\xD1\x3A\xF5\xD1\x54\xBC\x0B\xCE\xB4\x7F\xFF\xFF\xFF\x60\xE8\xC3\xA7\x7F\xFF\xFF\xFF\x32\xEC\x55\x2B\x80\x00\x00\x00\xB1\xEF\x23\xB7\x7F\xFF\xFF\xFF\x41\x0F\xCB\x65\x7F\xFF\xFF\xFF\x62\x96\x36\x58\x7F\xFF\xFF\xFF\x2A\xD7\xDA\xD1\x38\x53\x55\xD4\x54\xEE\x34\xF9\x7F\xFF\xFF\xFF\x62\xF7\xF0\xAB\x7F\xFF\xFF\xFF\xB9\x69\x97\x02\x80\x00\x00\x00\xEF\xAB\xEB\x57\x23\x76\x54\x31\x83\xBE\x4F\x0E\x70\x92\x09\x44\xA8\x86\x6A\x61\x7F\xFF\xFF\xFF\x53\x5C\x99\xD3\xA5\x56\x6B\x3B\xCB\x98\x13\x65\x80\x00\x00\x00\xE3\x8E\x9E\x7C\x80\x00\x00\x00\x73\x10\x6F\xED\x5D\x50\x0B\x5A\xAC\x0A\x89\x6B\x80\x00\x00\x00\x1C\x65\x4D\x25\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x6C\x03\x53\x00\x00\xB9\xAE\x3B\xEB\xD7\x16\xD7\xA0\xD7\x16\xD7\xA0\x04\x84\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD1\x21\xEB\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x07\x9A\x96\xE9\x80\x00\x00\x00\x80\x00\x00\x00\x08\x42\x54\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xEC\x27\xBF\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\x55\xF9\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\xA2\xC1\x6C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\xB7\x57\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\xF5\xD1\x54\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1F\x87\xB9\x2E\x80\x00\x00\x00\xCE\x91\xCF\x44\x7F\xFF\xFF\xFF\x7D\xF5\x59\x7D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDA\x4E\xB5\x0C\x38\x53\x55\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x23\x76\x54\x31\x80\x00\x00\x00\x70\x92\x09\x44\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x56\x6B\x3B\x98\x7E\x74\xDC\x80\x00\x00\x00\x4E\xA9\x98\xA5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5D\x50\x0B\x5A\x8F\xF1\x21\x5F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC2\xC6\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x745FD1E7), ('P4rIngress.bitmap_seq.seq', 0x92FC0000)], 10685)
        self.setRegisterValue('P4rIngress.rounds', 0x92FC0000, 10685)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xAC)], 10685)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10685)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xEABF75F3), ('P4rIngress.values_v00000.hi', 0x5DA0D29C)], 10685)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x64DF09B4), ('P4rIngress.values_v00001.hi', 0xB3C2A02D)], 10685)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8201F52A), ('P4rIngress.values_v00010.hi', 0xBFF5DFDC)], 10685)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x33367E7E), ('P4rIngress.values_v00011.hi', 0x651974AC)], 10685)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8E4530CF), ('P4rIngress.values_v00100.hi', 0xDFD83BAB)], 10685)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1395747B), ('P4rIngress.values_v00101.hi', 0x761C2E5E)], 10685)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1677A9E7), ('P4rIngress.values_v00110.hi', 0x90FCDE43)], 10685)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x630E1C61), ('P4rIngress.values_v00111.hi', 0xEE11EC1D)], 10685)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x26F2159D), ('P4rIngress.values_v01000.hi', 0x14DEF185)], 10685)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x43743E89), ('P4rIngress.values_v01001.hi', 0xB2FED3A5)], 10685)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x726ECC4F), ('P4rIngress.values_v01010.hi', 0x5C7725B7)], 10685)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x714B648A), ('P4rIngress.values_v01011.hi', 0x5CF6B73E)], 10685)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xBEA17B65), ('P4rIngress.values_v01100.hi', 0x480A267D)], 10685)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xCB8365BB), ('P4rIngress.values_v01101.hi', 0x6A3FE15B)], 10685)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7D8AC327), ('P4rIngress.values_v01110.hi', 0x41A4C742)], 10685)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5F9FB4F9), ('P4rIngress.values_v01111.hi', 0x39861B26)], 10685)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x2F39B7C4), ('P4rIngress.values_v10000.hi', 0x976478D6)], 10685)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6D7CA3BB), ('P4rIngress.values_v10001.hi', 0x54444CBF)], 10685)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6C1E1DBD), ('P4rIngress.values_v10010.hi', 0x5ED55AE4)], 10685)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5FC975B6), ('P4rIngress.values_v10011.hi', 0x0EC33B31)], 10685)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x67B2D54E), ('P4rIngress.values_v10100.hi', 0x896B6F20)], 10685)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3AB71938), ('P4rIngress.values_v10101.hi', 0xA562C30D)], 10685)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x205893A6), ('P4rIngress.values_v10110.hi', 0x5666518C)], 10685)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1CC7AA81), ('P4rIngress.values_v10111.hi', 0xC43AFB87)], 10685)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2241576F), ('P4rIngress.values_v11000.hi', 0x7E5766B1)], 10685)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x38ED47A9), ('P4rIngress.values_v11001.hi', 0x73F8AC60)], 10685)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4AA89C79), ('P4rIngress.values_v11010.hi', 0x95CEDC36)], 10685)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x456E64CA), ('P4rIngress.values_v11011.hi', 0x7BF9ACD5)], 10685)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3E6D2CEB), ('P4rIngress.values_v11100.hi', 0x5A53238B)], 10685)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7151F130), ('P4rIngress.values_v11101.hi', 0x5819850D)], 10685)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5362C994), ('P4rIngress.values_v11110.hi', 0xC3C5ACBA)], 10685)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x39DC5DBB), ('P4rIngress.values_v11111.hi', 0x2468718D)], 10685)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF5BE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001BD),
                gc.DataTuple('slot_count', 0x0000174A),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8AB6F9AB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x29AA7277),
                gc.KeyTuple('src_port', 0xA229),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF5BE),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0073),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\xAA\x72\x77\x00\x00\x00\x00\xA2\x29\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF5\xBE\x00\x18\x8A\xB6\xF9\xAB\x08\x00\x03\xA3\x92\xFC\x00\x00\x00\x40\x00\x00\xB2\xBE\x94\x39\x31\xAC\x9F\x9B\x58\xCF\x0A\x6E\x97\x34\x74\x06\x17\xE2\x21\x99\xAC\x67\x01\x68\x65\xBF\xA8\x76\x7A\x75\x05\x53\x83\xF5\x5D\x43\x52\xF2\xC8\x3C\x24\x95\x13\x8C\x14\xE4\xAA\x1E\x7C\x40\xD1\x91\xD8\xB3\x0B\xC9\x46\xEC\xAB\x27\x14\x07\xE7\xCA\x69\xBC\xD2\x98\xC6\x03\xD3\x9E\x44\xBC\x94\x0B\xB3\x99\xBC\x74\x43\xD6\xA9\xB2\x5E\x47\xB7\xD0\x76\x51\x2A\x9E\x56\x57\x9F\x1D\x2E\x99\xDB\x27\x5E\xDF\xA1\x7D\x80\x8F\xA4\xE7\x1D\x19\xEF\xB1\x65\xF1\x39\x64\x7C\x86\x83\x7D\x53\x87\x0A\xE5\x55\x3B\x22\xFA\xA9\xE3\x1A\x6E\xAC\x79\x43\x77\x26\x3A\xF7\x6A\x62\x36\x53\x79\x63\x8D\x63\x3B\x5C\x52\xDA\x5E\x46\x1F\x70\x86\x84\xCE\xB7\xF3\x24\x54\x54\x28\xBD\x2D\x1E\xF1\x6A\x31\x31\x5F\xA5\x05\xFE\x9B\x64\x22\xFA\x6C\x35\xF8\xD2\x38\x68\x1C\x28\x7B\xB1\x21\x21\x5C\x6B\x63\x6B\x44\xE6\xFC\xF2\x9D\xA3\x3D\x22\x75\x13\x0D\x6E\x9A\x5B\x2B\x1F\x37\xC5\xA7\x97\x4B\x69\x2E\xDA\xDC\x20\x39\x35\xAA\x19\x38\x7F\x8B\x56\xC8\x23\x39\x2A\x92\xDB\x9C\x55\x94\xD3\xD1\x36\x20\xE6\x4E\x8F\x5D\xAE\x21\x89\xF7\xD2\x32\x37\x5A\x12\x52\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\xAA\x72\x77\xBE\xEF\xA2\x29\x01\x20\x00\x00\x50\x34\x02\x82\xF5\xBE\x00\x18\x8A\xB6\xF9\xAB\x08\x00\x01\xA3\x92\xFC\x00\x00\x00\x40\x00\x12\x9D\x7E\x0A\x2C\x31\xAC\x9F\x9B\x7F\xFF\xFF\xFF\x97\x34\x74\x06\x99\xE4\x16\xC3\xAC\x67\x01\x68\x7F\xFF\xFF\xFF\x7A\x75\x05\x53\x80\x00\x00\x00\x52\xF2\xC8\x3C\x38\x2A\x88\x07\x14\xE4\xAA\x1E\x7F\xFF\xFF\xFF\xD8\xB3\x0B\xC9\x7F\xFF\xFF\xFF\x14\x07\xE7\xCA\x7F\xFF\xFF\xFF\xC6\x03\xD3\x9E\x7F\xFF\xFF\xFF\xB3\x99\xBC\x74\x7F\xFF\xFF\xFF\x5E\x47\xB7\xD0\x7F\xFF\xFF\xFF\x56\x57\x9F\x1D\xED\x3B\x56\x8C\x5E\xDF\xA1\x7D\x80\x00\x00\x00\x1D\x19\xEF\xB1\x7F\xFF\xFF\xFF\x7C\x86\x83\x7D\x7F\xFF\xFF\xFF\x55\x3B\x22\xFA\xD9\x1C\xD2\x32\xAC\x79\x43\x77\x7F\xFF\xFF\xFF\x62\x36\x53\x79\x7F\xFF\xFF\xFF\x5C\x52\xDA\x5E\x7F\xFF\xFF\xFF\x84\xCE\xB7\xF3\x7F\xFF\xFF\xFF\xBD\x2D\x1E\xF1\x7F\xFF\xFF\xFF\xA5\x05\xFE\x9B\x7F\xFF\xFF\xFF\x35\xF8\xD2\x38\x7F\xFF\xFF\xFF\xB1\x21\x21\x5C\x7F\xFF\xFF\xFF\xE6\xFC\xF2\x9D\xDC\x2A\x6A\x1E\x13\x0D\x6E\x9A\x7F\xFF\xFF\xFF\xC5\xA7\x97\x4B\x7F\xFF\xFF\xFF\x20\x39\x35\xAA\x57\xA5\xAC\x76\x56\xC8\x23\x39\x7F\xFF\xFF\xFF\x55\x94\xD3\xD1\x7F\xFF\xFF\xFF\x8F\x5D\xAE\x21\xC3\xD4\x2F\xED\x37\x5A\x12\x52\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\xBD\x00\x73\x00\x00\x75\x5F\xD1\xE7\x92\xFC\x00\x00\x92\xFC\x00\x00\x12\xAC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x9D\x7E\x0A\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x99\xE4\x16\xC3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x32\xCB\x03\xE7\x38\x2A\x88\x07\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\x19\xD3\xE7\x7F\xFF\xFF\xFF\xDA\xE2\xC5\x23\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x3B\x56\x8C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\x1C\xD2\x32\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x91\xF3\x24\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x65\x54\x59\x4E\xDC\x2A\x6A\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\xA5\xAC\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC3\xD4\x2F\xED\x5B\xC2\x83\xDF\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x067352CF), ('P4rIngress.bitmap_seq.seq', 0xDC4E706D)], 12035)
        self.setRegisterValue('P4rIngress.rounds', 0xDC4E706D, 12035)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xE0)], 12035)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12035)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3FC76F6B), ('P4rIngress.values_v00000.hi', 0x56DE3D8F)], 12035)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4AA748BB), ('P4rIngress.values_v00001.hi', 0xBBE0ACDB)], 12035)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x1689DB21), ('P4rIngress.values_v00010.hi', 0xA520AA9A)], 12035)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x97484874), ('P4rIngress.values_v00011.hi', 0x3447E443)], 12035)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x449C19C0), ('P4rIngress.values_v00100.hi', 0x433592B0)], 12035)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD40B2F5A), ('P4rIngress.values_v00101.hi', 0x8AD5AE73)], 12035)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1D9B9A72), ('P4rIngress.values_v00110.hi', 0x7365AF1B)], 12035)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x557CD1C9), ('P4rIngress.values_v00111.hi', 0xC36610BB)], 12035)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4A7B6385), ('P4rIngress.values_v01000.hi', 0x2A7130BC)], 12035)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5CF281CB), ('P4rIngress.values_v01001.hi', 0x4FC60C8B)], 12035)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5BBA3B39), ('P4rIngress.values_v01010.hi', 0x60FD569C)], 12035)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4E7A99D1), ('P4rIngress.values_v01011.hi', 0x176D84EB)], 12035)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x54BAC1FD), ('P4rIngress.values_v01100.hi', 0xA913CDAC)], 12035)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x42DAB762), ('P4rIngress.values_v01101.hi', 0x50F5E836)], 12035)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5FB01417), ('P4rIngress.values_v01110.hi', 0x296DAAFF)], 12035)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD7B09AAD), ('P4rIngress.values_v01111.hi', 0x60A9D83B)], 12035)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x44EB6286), ('P4rIngress.values_v10000.hi', 0x6E1F132B)], 12035)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4689CDEF), ('P4rIngress.values_v10001.hi', 0x83A3D22B)], 12035)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBAE34049), ('P4rIngress.values_v10010.hi', 0x6382AB71)], 12035)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA958A2DC), ('P4rIngress.values_v10011.hi', 0x70D9B353)], 12035)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6E5BB1CB), ('P4rIngress.values_v10100.hi', 0x80000000)], 12035)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7C9BD85D), ('P4rIngress.values_v10101.hi', 0xA4BFFE45)], 12035)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4B44FBA7), ('P4rIngress.values_v10110.hi', 0x71800A5F)], 12035)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9E16D3C5), ('P4rIngress.values_v10111.hi', 0xD0F4C3DE)], 12035)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4F5F188A), ('P4rIngress.values_v11000.hi', 0xE78F7BE7)], 12035)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAB5B56B8), ('P4rIngress.values_v11001.hi', 0x5B39054F)], 12035)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x687F9823), ('P4rIngress.values_v11010.hi', 0x18CA46BF)], 12035)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x46595139), ('P4rIngress.values_v11011.hi', 0x2A3BF677)], 12035)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAFC051AF), ('P4rIngress.values_v11100.hi', 0x13ED175F)], 12035)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xD095362B), ('P4rIngress.values_v11101.hi', 0xFF4AC0DD)], 12035)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x45AC9578), ('P4rIngress.values_v11110.hi', 0x62792AA0)], 12035)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x92F82754), ('P4rIngress.values_v11111.hi', 0xBF196110)], 12035)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6FAB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BE),
                gc.DataTuple('slot_count', 0x0000090C),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD4C2CD85),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x94F0585E),
                gc.KeyTuple('src_port', 0x5BEF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6FAB),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0153),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\xF0\x58\x5E\x00\x00\x00\x00\x5B\xEF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6F\xAB\x00\x18\xD4\xC2\xCD\x85\x08\x45\x03\x67\xDC\x4E\x70\x6D\x00\x40\x00\x00\xA1\x9D\x6E\x8A\x56\x53\x59\xD7\x62\xEF\xA7\xAD\x87\x79\x25\xCB\x64\xB9\x58\x43\xB7\xAE\x98\xDB\xE7\x64\x2A\xA5\x23\x71\xC6\x3B\x6D\x0D\xBA\xB3\x51\x11\x98\x56\x9F\x05\x47\x2C\x20\x04\xC2\xC7\x7B\x44\xB4\xAC\x61\x35\x38\x14\x56\x46\x72\x47\xD2\x3D\x96\xF9\x7B\xC8\x2E\xDD\x5A\x05\xCE\x9A\xF1\xFA\xB7\x6E\x69\xB6\xB1\x13\x5B\x91\x9D\x47\x40\xF1\x43\x6D\xEB\x2C\xBB\x98\x6F\x56\x0C\x33\x4D\x96\x64\xF1\x5C\x37\x84\xFC\xFC\xD5\xC4\x6B\x3B\xE5\xC4\x60\x45\x81\x95\x13\xAD\x44\x75\x52\x8D\x36\x92\xBB\x42\x21\xE7\xA3\x4D\x9B\x86\x17\x1E\xCD\x67\x3B\x7A\xEF\x59\x66\xAA\x9B\x43\xB3\xB4\x55\x4A\x17\x42\x61\xED\xF9\xA9\xE7\x29\xE6\x38\xA4\x91\x1E\x6B\xDA\x8E\x93\x7E\x23\x61\xF2\xCE\x04\x16\xB1\xBA\xB5\x87\xCE\x6F\x7C\xFB\x29\x62\xA7\xBA\x6F\x9A\x06\x51\xC9\x17\xB5\xE0\x5D\x67\x21\x34\xE3\x72\x45\xA3\x9C\xBF\x0C\x76\xBC\x3B\x14\x0A\xEA\x4E\xB2\x80\xC6\x5F\x2E\xBF\x8B\x51\xF0\xAB\x8B\xBE\xFB\xE9\x80\x6F\x76\x58\xD1\x95\x58\xF2\xC3\x39\xD2\x0F\x73\x99\xDC\xDA\xF7\x3D\xB5\x9D\x8E\x35\x69\x6C\x79\x7D\xD6\xF5\x97\x90\x59\x42\x0F\xDC\x0B\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x94\xF0\x58\x5E\xBE\xEF\x5B\xEF\x01\x20\x00\x00\x50\x34\x02\x82\x6F\xAB\x00\x18\xD4\xC2\xCD\x85\x08\x45\x01\x67\xDC\x4E\x70\x6D\x00\x40\x00\x1F\xE1\x64\xDD\xF5\x56\x53\x59\xD7\x7F\xFF\xFF\xFF\x87\x79\x25\xCB\x7B\x43\x33\x64\xB7\xAE\x98\xDB\x80\x00\x00\x00\x23\x71\xC6\x3B\x7F\xFF\xFF\xFF\x51\x11\x98\x56\x80\x00\x00\x00\x20\x04\xC2\xC7\x7F\xFF\xFF\xFF\x61\x35\x38\x14\x7F\xFF\xFF\xFF\xD2\x3D\x96\xF9\x7F\xFF\xFF\xFF\x5A\x05\xCE\x9A\x4E\xED\x39\x39\x69\xB6\xB1\x13\x7F\xFF\xFF\xFF\x40\xF1\x43\x6D\x39\xA7\x55\x69\x6F\x56\x0C\x33\x7F\xFF\xFF\xFF\x5C\x37\x84\xFC\x3F\xB0\x7B\xCD\x3B\xE5\xC4\x60\x7F\xFF\xFF\xFF\xAD\x44\x75\x52\x80\x00\x00\x00\x42\x21\xE7\xA3\x7F\xFF\xFF\xFF\x1E\xCD\x67\x3B\x7F\xFF\xFF\xFF\xAA\x9B\x43\xB3\x80\x00\x00\x00\x42\x61\xED\xF9\x80\x00\x00\x00\x38\xA4\x91\x1E\x7F\xFF\xFF\xFF\x7E\x23\x61\xF2\x4A\x9F\xEF\x0E\xBA\xB5\x87\xCE\x7F\xFF\xFF\xFF\x62\xA7\xBA\x6F\x80\x00\x00\x00\x17\xB5\xE0\x5D\x7F\xFF\xFF\xFF\x72\x45\xA3\x9C\x80\x00\x00\x00\x3B\x14\x0A\xEA\x7F\xFF\xFF\xFF\x5F\x2E\xBF\x8B\x7F\xFF\xFF\xFF\xBE\xFB\xE9\x80\x1F\x36\xAA\x80\x95\x58\xF2\xC3\x0A\x67\x45\x9E\x99\xDC\xDA\xF7\x7F\xFF\xFF\xFF\x35\x69\x6C\x79\x10\xCF\x1C\xEB\x90\x59\x42\x0F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\x03\x01\x53\x00\x00\x07\x73\x52\xCF\xDC\x4E\x70\x6D\xDC\x4E\x70\x6D\x1F\xE0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE1\x64\xDD\xF5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7B\x43\x33\x64\x80\x00\x00\x00\x80\x00\x00\x00\x57\xB9\xAA\x7E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAA\xDA\x71\x3A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x95\xA3\xA7\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4E\xED\x39\x39\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x39\xA7\x55\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\x4B\x52\xA8\x3F\xB0\x7B\xCD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\xB2\x20\x51\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFE\x23\x61\xF2\x4A\x9F\xEF\x0E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE8\xAA\xA4\x3B\x7F\xFF\xFF\xFF\x59\xD5\x1F\x83\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x77\xF9\x06\x4A\x7F\xFF\xFF\xFF\xE9\x37\xDF\xF7\x1F\x36\xAA\x80\xA9\x46\x0A\x22\x0A\x67\x45\x9E\x99\x27\x9B\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x10\xCF\x1C\xEB\x80\x00\x00\x00\xDC\x0B\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x68AEBE73), ('P4rIngress.bitmap_seq.seq', 0xC7800000)], 10561)
        self.setRegisterValue('P4rIngress.rounds', 0xC7800000, 10561)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0xFD)], 10561)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10561)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xAFD2F1B9), ('P4rIngress.values_v00000.hi', 0x793112F3)], 10561)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x29F6BDCC), ('P4rIngress.values_v00001.hi', 0x9A6A0282)], 10561)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x17837B37), ('P4rIngress.values_v00010.hi', 0x9B40DE77)], 10561)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8EC5CB37), ('P4rIngress.values_v00011.hi', 0xE6B9378E)], 10561)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4F3D7AFB), ('P4rIngress.values_v00100.hi', 0x6BD57FD2)], 10561)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xF76B49D3), ('P4rIngress.values_v00101.hi', 0x3AE26EF7)], 10561)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D9088A7), ('P4rIngress.values_v00110.hi', 0x66B58895)], 10561)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x65DC3C65), ('P4rIngress.values_v00111.hi', 0x0B3EB25B)], 10561)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1E87F985), ('P4rIngress.values_v01000.hi', 0x26FA2517)], 10561)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x80000000), ('P4rIngress.values_v01001.hi', 0x4D17205B)], 10561)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6C6E7364), ('P4rIngress.values_v01010.hi', 0x47FA9E0B)], 10561)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xCDF22349), ('P4rIngress.values_v01011.hi', 0x09CD745F)], 10561)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3B397AB7), ('P4rIngress.values_v01100.hi', 0x27E29D62)], 10561)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xDAA298E3), ('P4rIngress.values_v01101.hi', 0x57F84F93)], 10561)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6631D9C3), ('P4rIngress.values_v01110.hi', 0xC0FFAAB9)], 10561)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA1B14B38), ('P4rIngress.values_v01111.hi', 0x73E8A9BF)], 10561)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7BACBC7C), ('P4rIngress.values_v10000.hi', 0x794CC545)], 10561)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x688BEEA3), ('P4rIngress.values_v10001.hi', 0xA4C979B9)], 10561)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBD9CC88C), ('P4rIngress.values_v10010.hi', 0x50E5C677)], 10561)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xE7D52133), ('P4rIngress.values_v10011.hi', 0x3E63EA51)], 10561)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4461AD3E), ('P4rIngress.values_v10100.hi', 0x1639168E)], 10561)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2B6E34E4), ('P4rIngress.values_v10101.hi', 0xDECCF755)], 10561)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x426D5283), ('P4rIngress.values_v10110.hi', 0x39951A09)], 10561)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA711BA89), ('P4rIngress.values_v10111.hi', 0xE40CA282)], 10561)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3AEEB767), ('P4rIngress.values_v11000.hi', 0x0BF9CD10)], 10561)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4AD6A4E7), ('P4rIngress.values_v11001.hi', 0x5A65F3EA)], 10561)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x229123EB), ('P4rIngress.values_v11010.hi', 0xBB1F6570)], 10561)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x33FA91E3), ('P4rIngress.values_v11011.hi', 0x473973F8)], 10561)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB41AE4A4), ('P4rIngress.values_v11100.hi', 0x9116CDB0)], 10561)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x721E54EA), ('P4rIngress.values_v11101.hi', 0x27701F07)], 10561)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2DDB4278), ('P4rIngress.values_v11110.hi', 0x4C5586CC)], 10561)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x3EED12F2), ('P4rIngress.values_v11111.hi', 0x360F738D)], 10561)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF164),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000139),
                gc.DataTuple('slot_count', 0x000013C9),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2992F1E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x3CE6AA4A),
                gc.KeyTuple('src_port', 0x6281),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF164),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x035D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\xE6\xAA\x4A\x00\x00\x00\x00\x62\x81\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF1\x64\x00\x18\xB2\x99\x2F\x1E\x08\x08\x03\x92\xC7\x80\x00\x00\x00\x40\x00\x00\x7F\x45\x26\x93\x7A\xEB\x3A\x71\x7B\xBA\x36\x85\x98\xEA\xDE\xBA\x85\xD2\x66\x5F\xA6\x5A\xCA\x43\xD8\x7B\x19\x56\x17\xA1\x28\xF9\x71\x07\x4B\x61\x47\xF4\x7A\x17\x83\xD2\x28\xF1\xE5\xDF\xFD\x31\x58\xDD\xEA\xAF\x45\x54\xCD\xB3\x37\x87\x6D\x43\xFD\xD8\x8C\x2A\x6F\x16\xE4\x43\x63\x10\x58\x13\x53\x19\x1B\x8E\x7F\x61\x31\x62\x1B\x2F\x7D\x74\x6E\x2A\xD6\xD9\xBF\x0B\x41\x3B\x7C\x1E\x6F\xEB\x61\x7A\x8C\xA7\x55\xDE\xF1\xF0\x6E\xB9\x96\xFD\x62\x28\xBE\x07\x28\x46\xC3\xD1\xF2\xFA\x4D\x07\x8B\x55\x45\x4B\x40\xD9\x8E\x89\x33\x76\x8A\x91\x0C\x84\xFD\xD9\x46\xD9\xF6\x3B\xC6\xEC\x37\x22\xAC\xAE\xA5\x85\x48\x06\xD6\x77\x94\x57\x5E\xAE\x60\x84\x22\xCF\x54\x25\xA8\x16\x0F\x5F\x30\x7F\x2B\x6F\x35\xB4\x96\x82\x60\xDA\x52\xA5\x3C\xBA\x6D\xE2\xDA\xEB\xA9\x8D\xB8\x61\x70\x02\x2C\x2C\x92\x4A\xBD\x7A\x32\xAB\x5E\x01\x49\x1E\x78\x64\x2B\xE2\x2D\xEF\x79\xA7\xD6\xCD\x9C\x89\x61\x11\x72\xC2\x92\x87\x6F\xF5\x76\xE5\xBE\xDA\x82\xD6\xBE\x21\x32\x9E\xF7\x55\x8C\x5E\xE5\x7F\xC9\x70\x5B\x8C\x5F\x00\x4D\x70\xDC\xF6\x55\x2E\x41\xC1\xD3\xDF\x10\x1D\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3C\xE6\xAA\x4A\xBE\xEF\x62\x81\x01\x20\x00\x00\x50\x34\x02\x82\xF1\x64\x00\x18\xB2\x99\x2F\x1E\x08\x08\x01\x92\xC7\x80\x00\x00\x00\x40\x00\x1A\x2F\x18\x18\x4C\x7A\xEB\x3A\x71\x7F\xFF\xFF\xFF\x98\xEA\xDE\xBA\x9D\x55\xE1\x96\xA6\x5A\xCA\x43\x80\x00\x00\x00\x17\xA1\x28\xF9\x7F\xFF\xFF\xFF\x47\xF4\x7A\x17\x80\x00\x00\x00\xE5\xDF\xFD\x31\x7F\xFF\xFF\xFF\x45\x54\xCD\xB3\x7F\xFF\xFF\xFF\xFD\xD8\x8C\x2A\x7F\xFF\xFF\xFF\x63\x10\x58\x13\xD3\x19\x1B\x8E\x7F\x61\x31\x62\x7F\xFF\xFF\xFF\x6E\x2A\xD6\xD9\x8C\xFD\x64\x84\x7C\x1E\x6F\xEB\x7F\xFF\xFF\xFF\x55\xDE\xF1\xF0\x49\x5C\x2F\xE0\x62\x28\xBE\x07\x7F\xFF\xFF\xFF\xF2\xFA\x4D\x07\x80\x00\x00\x00\x40\xD9\x8E\x89\x7F\xFF\xFF\xFF\x0C\x84\xFD\xD9\x7F\xFF\xFF\xFF\xC6\xEC\x37\x22\x80\x00\x00\x00\x48\x06\xD6\x77\x80\x00\x00\x00\x60\x84\x22\xCF\x7F\xFF\xFF\xFF\x0F\x5F\x30\x7F\x56\xDD\x6A\x98\x96\x82\x60\xDA\x7F\xFF\xFF\xFF\x6D\xE2\xDA\xEB\x80\x00\x00\x00\x70\x02\x2C\x2C\xCD\x39\x74\xE1\x32\xAB\x5E\x01\x7F\xFF\xFF\xFF\x2B\xE2\x2D\xEF\x7F\xFF\xFF\xFF\x9C\x89\x61\x11\x7F\xFF\xFF\xFF\x6F\xF5\x76\xE5\x80\x00\x00\x00\xBE\x21\x32\x9E\x69\x73\xE1\x48\xE5\x7F\xC9\x70\x7F\xFF\xFF\xFF\x4D\x70\xDC\xF6\x7F\xFF\xFF\xFF\xD3\xDF\x10\x1D\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x41\x03\x5D\x00\x00\x69\xAE\xBE\x73\xC7\x80\x00\x00\xC7\x80\x00\x00\x1A\xFD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x2F\x18\x18\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9D\x55\xE1\x96\x80\x00\x00\x00\x80\x00\x00\x00\xFE\x5A\x60\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x20\xC2\x6C\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x17\x3E\x85\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x19\x1B\x8E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8C\xFD\x64\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7D\xC1\x8F\x52\x49\x5C\x2F\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\xF9\xF7\xC0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x25\x98\x47\x0D\x56\xDD\x6A\x98\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x54\x0E\xCE\xAE\xCD\x39\x74\xE1\x3E\xA5\x2B\x11\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x69\x73\xE1\x48\x0C\xEF\xE8\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\xEE\x83\xAA\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2CE91AC2), ('P4rIngress.bitmap_seq.seq', 0x81A4F506)], 11829)
        self.setRegisterValue('P4rIngress.rounds', 0x81A4F506, 11829)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0xB0)], 11829)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11829)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x62A64675), ('P4rIngress.values_v00000.hi', 0x686295A8)], 11829)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4374163B), ('P4rIngress.values_v00001.hi', 0xDCB970E0)], 11829)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x09BD6A45), ('P4rIngress.values_v00010.hi', 0xA8FD1EAB)], 11829)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA89B5F7C), ('P4rIngress.values_v00011.hi', 0xCAD77975)], 11829)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x53E7BCEE), ('P4rIngress.values_v00100.hi', 0x7407496D)], 11829)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xBB08B3A1), ('P4rIngress.values_v00101.hi', 0xCD2656BB)], 11829)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3FC7FF02), ('P4rIngress.values_v00110.hi', 0x764D3BEE)], 11829)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7AC388AB), ('P4rIngress.values_v00111.hi', 0xFE378253)], 11829)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3985DB1B), ('P4rIngress.values_v01000.hi', 0x74EDF2C7)], 11829)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBFD9B514), ('P4rIngress.values_v01001.hi', 0x45C3F670)], 11829)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x23F43CB1), ('P4rIngress.values_v01010.hi', 0x5A939FD6)], 11829)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xFE883499), ('P4rIngress.values_v01011.hi', 0x6ECADE47)], 11829)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x78269ED5), ('P4rIngress.values_v01100.hi', 0xC146574F)], 11829)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xF87724ED), ('P4rIngress.values_v01101.hi', 0x5B652629)], 11829)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5F8F4486), ('P4rIngress.values_v01110.hi', 0x173BCA35)], 11829)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB8ED9A81), ('P4rIngress.values_v01111.hi', 0x6CFF1B4B)], 11829)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x79B55182), ('P4rIngress.values_v10000.hi', 0x7FC6FB7F)], 11829)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x433DA575), ('P4rIngress.values_v10001.hi', 0xB913EF75)], 11829)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x82A9DCB6), ('P4rIngress.values_v10010.hi', 0x7529A611)], 11829)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8DA7DA05), ('P4rIngress.values_v10011.hi', 0x99AE64CD)], 11829)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2BAAB20D), ('P4rIngress.values_v10100.hi', 0xB9937592)], 11829)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9BC4CF7B), ('P4rIngress.values_v10101.hi', 0xEC990920)], 11829)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBC20543B), ('P4rIngress.values_v10110.hi', 0xB0934368)], 11829)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x723C02A9), ('P4rIngress.values_v10111.hi', 0xA72C9BB5)], 11829)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x372DCC5F), ('P4rIngress.values_v11000.hi', 0x4BA7A625)], 11829)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA633E3D5), ('P4rIngress.values_v11001.hi', 0x62A0D2C9)], 11829)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4B9D465E), ('P4rIngress.values_v11010.hi', 0x54BE49B7)], 11829)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x22736F29), ('P4rIngress.values_v11011.hi', 0x70CAD923)], 11829)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x694F23E8), ('P4rIngress.values_v11100.hi', 0x46CF2D0C)], 11829)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4162D979), ('P4rIngress.values_v11101.hi', 0x4298F894)], 11829)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xAC5AF09A), ('P4rIngress.values_v11110.hi', 0xF5CECA12)], 11829)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x959CCCEF), ('P4rIngress.values_v11111.hi', 0x09ADDD2B)], 11829)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1F4E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000566),
                gc.DataTuple('slot_count', 0x00001264),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD7834C37),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xBC123833),
                gc.KeyTuple('src_port', 0xDDE3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1F4E),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00DA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBC\x12\x38\x33\x00\x00\x00\x00\xDD\xE3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1F\x4E\x00\x18\xD7\x83\x4C\x37\x08\xCF\x01\x7A\x81\xA4\xF5\x06\x00\x40\x00\x00\x92\xA1\xCF\x26\x48\x76\xA3\xCE\x6A\x2D\x62\x3B\x8B\xB8\xC7\x42\xA5\x41\xB2\xCB\xBD\xAF\xDA\x15\x9B\x55\x31\x79\xF6\x00\x04\x6C\x56\x23\x09\x42\x4A\x13\xF9\x46\x95\x05\x2E\xC5\x4E\xD4\xFE\xB2\x66\x67\x7D\x71\x5A\x75\x82\xE7\x64\x23\x07\x73\x83\x7C\x6C\x37\x52\x38\x9C\x06\x3E\xC8\x1C\x28\x7B\x2D\x21\xF1\x41\xDD\x09\x49\x66\x84\x89\xC3\x5D\xD8\xD2\x12\xBE\xDB\x75\x73\x4E\x41\x50\x73\x18\xCA\x2D\xC1\x33\xAE\x50\xF7\x63\x86\x6F\x06\x3A\x4C\x73\x70\x40\x95\x15\x57\xB7\xDF\xAF\x52\xB9\x74\xEC\x1B\x65\xD2\xC5\x45\x49\x31\x5D\x82\x00\x5E\xB2\x8F\x67\x6D\xE0\x9D\xBC\x1A\xCB\x27\x36\xDB\x7C\xEC\x35\x72\x76\xFB\x5E\x30\x5C\xDD\xB3\x27\x24\xA5\x79\x8F\x52\x9D\x97\xB9\x3A\x60\x97\x84\x89\xCB\x87\xE9\x2F\xBE\xAE\x1B\x45\xF4\xA8\xD0\xF5\x6C\x0E\x87\x76\x65\xEF\x10\x30\x9A\x2D\x71\xE9\x49\x6A\xF2\x22\xA9\xAD\x9D\x61\xE8\x9D\xE3\xCD\x67\x62\x4D\x5A\x78\x45\x8C\x77\x91\xEB\xEE\x1C\x2B\x1F\xFC\x53\x75\x30\x5A\x72\xC9\x73\x27\x08\xBA\x78\x8D\x27\xF9\x6D\x3B\x54\xD3\xC0\xD3\x8A\x76\x83\x71\xE5\x86\xC7\x4B\xF3\xCF\x8F\x50\x9D\xA3\x43\x20\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBC\x12\x38\x33\xBE\xEF\xDD\xE3\x01\x20\x00\x00\x50\x34\x02\x82\x1F\x4E\x00\x18\xD7\x83\x4C\x37\x08\xCF\x01\x7A\x81\xA4\xF5\x06\x00\x40\x00\x1B\xF5\x48\x15\x9B\x48\x76\xA3\xCE\x7F\xFF\xFF\xFF\x8B\xB8\xC7\x42\xAE\xFF\x1D\x10\xBD\xAF\xDA\x15\x80\x00\x00\x00\xF6\x00\x04\x6C\x7F\xFF\xFF\xFF\x4A\x13\xF9\x46\x80\x00\x00\x00\x4E\xD4\xFE\xB2\x7F\xFF\xFF\xFF\x5A\x75\x82\xE7\x7F\xFF\xFF\xFF\x83\x7C\x6C\x37\x7F\xFF\xFF\xFF\x3E\xC8\x1C\x28\x3B\x06\xD7\x05\x41\xDD\x09\x49\x7F\xFF\xFF\xFF\x5D\xD8\xD2\x12\xBD\x63\xAA\x0C\x4E\x41\x50\x73\x7F\xFF\xFF\xFF\x33\xAE\x50\xF7\x5B\xFD\x93\xF3\x3A\x4C\x73\x70\x7F\xFF\xFF\xFF\xB7\xDF\xAF\x52\x80\x00\x00\x00\x65\xD2\xC5\x45\x7F\xFF\xFF\xFF\x00\x5E\xB2\x8F\x7F\xFF\xFF\xFF\xBC\x1A\xCB\x27\xB9\x85\x59\xA2\x35\x72\x76\xFB\xEB\xD8\x36\xE2\xB3\x27\x24\xA5\x7F\xFF\xFF\xFF\x97\xB9\x3A\x60\x80\x00\x00\x00\x87\xE9\x2F\xBE\x80\x00\x00\x00\xA8\xD0\xF5\x6C\x7F\xFF\xFF\xFF\xEF\x10\x30\x9A\x64\x9F\xB5\xA8\x6A\xF2\x22\xA9\x80\x00\x00\x00\x9D\xE3\xCD\x67\x7F\xFF\xFF\xFF\x45\x8C\x77\x91\x0E\x61\x8B\x54\x1F\xFC\x53\x75\x7F\xFF\xFF\xFF\x73\x27\x08\xBA\x7F\xFF\xFF\xFF\x6D\x3B\x54\xD3\x80\x00\x00\x00\x83\x71\xE5\x86\x80\x00\x00\x00\x8F\x50\x9D\xA3\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x35\x00\xDA\x00\x00\x2D\xE9\x1A\xC2\x81\xA4\xF5\x06\x81\xA4\xF5\x06\x1B\xB0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF5\x48\x15\x9B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAE\xFF\x1D\x10\x80\x00\x00\x00\x80\x00\x00\x00\xC0\xD7\x7D\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\xFB\x55\x6D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x81\xB3\xEE\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3B\x06\xD7\x05\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\x63\xAA\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\xF4\xA8\x46\x5B\xFD\x93\xF3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCF\x1B\x79\x87\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB9\x85\x59\xA2\x7F\xFF\xFF\xFF\xEB\xD8\x36\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x96\x3C\xCC\x4F\x64\x9F\xB5\xA8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x84\xA0\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0E\x61\x8B\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x98\xFE\x7A\xCE\x43\x20\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB2BACD6A), ('P4rIngress.bitmap_seq.seq', 0x93080000)], 15076)
        self.setRegisterValue('P4rIngress.rounds', 0x93080000, 15076)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x8B)], 15076)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 15076)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xCD9DEBA6), ('P4rIngress.values_v00000.hi', 0x5A056F0E)], 15076)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x40EA8FAA), ('P4rIngress.values_v00001.hi', 0x6ED23569)], 15076)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBC881BED), ('P4rIngress.values_v00010.hi', 0x71AB2799)], 15076)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x376125E5), ('P4rIngress.values_v00011.hi', 0x551F3DE7)], 15076)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x08BAC0D8), ('P4rIngress.values_v00100.hi', 0x59DCE1E8)], 15076)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1DAFE6A3), ('P4rIngress.values_v00101.hi', 0xF5C58BE3)], 15076)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4C47AC1D), ('P4rIngress.values_v00110.hi', 0x5FB8609E)], 15076)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5A7BBED7), ('P4rIngress.values_v00111.hi', 0x64532ACD)], 15076)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7731974E), ('P4rIngress.values_v01000.hi', 0x9EB972ED)], 15076)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB216F94A), ('P4rIngress.values_v01001.hi', 0x5E4B2BDC)], 15076)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x0B5B54D7), ('P4rIngress.values_v01010.hi', 0xCECF7F67)], 15076)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x941996F6), ('P4rIngress.values_v01011.hi', 0x7F9F56B5)], 15076)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB49BE754), ('P4rIngress.values_v01100.hi', 0x8534DF40)], 15076)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x551E25FE), ('P4rIngress.values_v01101.hi', 0x26C1D28F)], 15076)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4F0F7E59), ('P4rIngress.values_v01110.hi', 0xB94666D1)], 15076)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6595EFB0), ('P4rIngress.values_v01111.hi', 0x7855E60F)], 15076)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6D5AE61B), ('P4rIngress.values_v10000.hi', 0xD3BB2BEB)], 15076)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x71799B4F), ('P4rIngress.values_v10001.hi', 0x4692DC4B)], 15076)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6C26A23A), ('P4rIngress.values_v10010.hi', 0xEA3394C0)], 15076)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x515DC5AA), ('P4rIngress.values_v10011.hi', 0xAF7B4830)], 15076)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3DC59F3D), ('P4rIngress.values_v10100.hi', 0x423476BD)], 15076)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB1445E2F), ('P4rIngress.values_v10101.hi', 0x3B36DE49)], 15076)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5235A185), ('P4rIngress.values_v10110.hi', 0xFF4B9ACF)], 15076)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4723E211), ('P4rIngress.values_v10111.hi', 0x76592B6A)], 15076)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8ED05564), ('P4rIngress.values_v11000.hi', 0x2D6B9DAC)], 15076)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5E9B44A5), ('P4rIngress.values_v11001.hi', 0x7735EDA1)], 15076)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x20F1D52E), ('P4rIngress.values_v11010.hi', 0x5B6B8BD4)], 15076)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5692445B), ('P4rIngress.values_v11011.hi', 0x80000000)], 15076)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7B930EBE), ('P4rIngress.values_v11100.hi', 0x7ED86867)], 15076)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5C59754B), ('P4rIngress.values_v11101.hi', 0x3845DEA5)], 15076)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8ECEB55F), ('P4rIngress.values_v11110.hi', 0x59458F43)], 15076)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5ADF3302), ('P4rIngress.values_v11111.hi', 0x6354A3B1)], 15076)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3BD3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000014E9),
                gc.DataTuple('slot_count', 0x0000098B),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x852A2E87),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x34469099),
                gc.KeyTuple('src_port', 0xA74C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3BD3),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x34\x46\x90\x99\x00\x00\x00\x00\xA7\x4C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3B\xD3\x00\x18\x85\x2A\x2E\x87\x05\xFB\x03\x10\x93\x08\x00\x00\x00\x40\x00\x00\xE8\x6D\x73\x1F\x2F\xF0\xAE\x62\x56\x92\x80\x61\x4D\xD3\xAF\x89\x1C\x6B\x04\xE9\x40\x97\xA5\x2A\x77\x71\x84\xAD\x51\xD8\x8E\x1E\x4F\x2B\x2B\x2F\x68\x0A\x20\x77\x6F\x19\xCC\x6B\x46\x46\xAF\x36\x5A\x77\xAC\x46\x7F\x47\xDC\x6E\x49\x72\xC7\xBB\x35\x77\x6E\x57\x47\x3E\x81\x8F\xA7\x31\x1C\xBC\xAA\x95\x79\x87\x4C\x42\xEB\x55\xFB\xEF\xF7\xDB\xE6\xA7\x1A\x6B\xBB\x74\x90\xE6\x1D\x35\xAD\x2F\x15\x69\xB5\x7B\xB6\x67\xF9\x75\x4B\xB8\xD4\x15\xF6\xBF\x50\xFF\x5F\xB8\x5E\xF1\xAC\xD7\x34\x9D\x2D\xD2\xAC\xCA\x4E\xB5\x02\x40\x45\x35\xF5\xB4\x50\xA9\xAE\xCC\x42\xCC\xB0\x0B\x72\x95\x7B\x6E\x47\x5C\xE5\x24\x92\x11\xDA\xA3\x53\x1C\xAC\xAA\xC7\x09\xF3\x34\x7E\x03\xBC\xF5\x4F\xB8\x51\x26\x1B\x74\xC2\xA4\x4B\x78\xA7\x6A\x57\x95\x01\x05\x9F\x56\x3A\x41\x6B\x13\x93\x10\x52\xD3\x1F\x8A\xD8\xB0\xD7\xF4\x9B\x8A\x39\x4D\x7D\x4D\x67\x36\x9D\x79\xE2\xBD\x6B\xD7\x90\xC4\xE6\xDE\x63\x1D\x3F\x4F\x91\x2B\x3C\xC8\x22\x8E\x40\xA3\xCA\xA8\x12\xF5\xB3\x29\x5B\x48\x64\x79\x8B\xF6\x2E\xBB\x9A\x1A\xED\x33\x4D\x2B\x5A\x96\x4D\xBA\x19\x81\x76\x36\x37\xE9\x5A\xF5\x75\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x34\x46\x90\x99\xBE\xEF\xA7\x4C\x01\x20\x00\x00\x50\x34\x02\x82\x3B\xD3\x00\x18\x85\x2A\x2E\x87\x05\xFB\x01\x10\x93\x08\x00\x00\x00\x40\x00\x1D\xB6\x0B\x5E\xC5\x2F\xF0\xAE\x62\x7F\xFF\xFF\xFF\x4D\xD3\xAF\x89\xD8\xF3\x20\xD6\x40\x97\xA5\x2A\x7F\xFF\xFF\xFF\x51\xD8\x8E\x1E\x57\xE5\xEC\x07\x68\x0A\x20\x77\x7F\xFF\xFF\xFF\x46\x46\xAF\x36\x7F\xFF\xFF\xFF\x7F\x47\xDC\x6E\x7F\xFF\xFF\xFF\x35\x77\x6E\x57\x7F\xFF\xFF\xFF\xA7\x31\x1C\xBC\x80\x00\x00\x00\x4C\x42\xEB\x55\x07\x4B\x4C\xB2\xE6\xA7\x1A\x6B\x80\x00\x00\x00\x1D\x35\xAD\x2F\xCA\x05\x9C\xCF\xB6\x67\xF9\x75\x7F\xFF\xFF\xFF\xF6\xBF\x50\xFF\x7F\xFF\xFF\xFF\xAC\xD7\x34\x9D\x7F\xFF\xFF\xFF\x4E\xB5\x02\x40\x7F\xFF\xFF\xFF\x50\xA9\xAE\xCC\x7F\xFF\xFF\xFF\x72\x95\x7B\x6E\x7F\xFF\xFF\xFF\x92\x11\xDA\xA3\x7F\xFF\xFF\xFF\xC7\x09\xF3\x34\x7F\xFF\xFF\xFF\x4F\xB8\x51\x26\xCC\xB9\x20\xD3\x4B\x78\xA7\x6A\x7F\xFF\xFF\xFF\x9F\x56\x3A\x41\x7F\xFF\xFF\xFF\x52\xD3\x1F\x8A\x80\x00\x00\x00\x9B\x8A\x39\x4D\x7F\xFF\xFF\xFF\x9D\x79\xE2\xBD\x7F\xFF\xFF\xFF\xE6\xDE\x63\x1D\x7F\xFF\xFF\xFF\x3C\xC8\x22\x8E\x7F\xFF\xFF\xFF\x12\xF5\xB3\x29\x7F\xFF\xFF\xFF\x8B\xF6\x2E\xBB\x80\x00\x00\x00\x4D\x2B\x5A\x96\x7F\xFF\xFF\xFF\x76\x36\x37\xE9\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\xE4\x02\xE7\x00\x00\xB3\xBA\xCD\x6A\x93\x08\x00\x00\x93\x08\x00\x00\x1D\x8B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xB6\x0B\x5E\xC5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\xF3\x20\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\xE5\xEC\x07\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3C\x0C\x3B\x19\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x07\x4B\x4C\xB2\xB5\x76\x99\xD2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCA\x05\x9C\xCF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1D\x81\x23\x8E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x64\xDA\xB7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\xB9\x20\xD3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\xA1\xD5\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC8\xF5\xD6\xF9\x7F\xFF\xFF\xFF\x14\xAF\xD0\x5E\x7F\xFF\xFF\xFF\x42\x49\xEE\xF1\x7F\xFF\xFF\xFF\xBC\xC8\x22\x8E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x3C\x0D\x60\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\xF5\x75\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAE6E23EA), ('P4rIngress.bitmap_seq.seq', 0x94BE6000)], 14873)
        self.setRegisterValue('P4rIngress.rounds', 0x94BE6000, 14873)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x53)], 14873)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14873)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x05A70397), ('P4rIngress.values_v00000.hi', 0x556656D5)], 14873)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4705BD2D), ('P4rIngress.values_v00001.hi', 0x4CD21266)], 14873)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD22B048B), ('P4rIngress.values_v00010.hi', 0x3348450D)], 14873)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x69093683), ('P4rIngress.values_v00011.hi', 0x58BAB17B)], 14873)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5E54ABAF), ('P4rIngress.values_v00100.hi', 0x7A07BAB5)], 14873)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x76142F50), ('P4rIngress.values_v00101.hi', 0x3971F4EB)], 14873)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x464528AB), ('P4rIngress.values_v00110.hi', 0x7FBA4C47)], 14873)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3454DF7F), ('P4rIngress.values_v00111.hi', 0x7ACC036A)], 14873)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5E3F0164), ('P4rIngress.values_v01000.hi', 0x8EAA9A7B)], 14873)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBDF1159D), ('P4rIngress.values_v01001.hi', 0x2B9FE677)], 14873)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x46C54B53), ('P4rIngress.values_v01010.hi', 0x80000000)], 14873)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBDD19767), ('P4rIngress.values_v01011.hi', 0x6E88DCE3)], 14873)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x65F5EB45), ('P4rIngress.values_v01100.hi', 0xBB5E15A1)], 14873)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C74F1F7), ('P4rIngress.values_v01101.hi', 0xCBAD75AB)], 14873)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x424A95F8), ('P4rIngress.values_v01110.hi', 0xEECADCEF)], 14873)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA1FCBEA3), ('P4rIngress.values_v01111.hi', 0x1BD110AC)], 14873)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5D3F8395), ('P4rIngress.values_v10000.hi', 0x627DAB72)], 14873)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA3392475), ('P4rIngress.values_v10001.hi', 0x3AC559B3)], 14873)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x95CEF21E), ('P4rIngress.values_v10010.hi', 0xFE2CC9E7)], 14873)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65CABE02), ('P4rIngress.values_v10011.hi', 0x47D4A3EC)], 14873)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA8A9B995), ('P4rIngress.values_v10100.hi', 0x467FA4EB)], 14873)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x44088C39), ('P4rIngress.values_v10101.hi', 0x6A75B1B3)], 14873)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9BB72D6F), ('P4rIngress.values_v10110.hi', 0x5387F885)], 14873)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x05A5D36D), ('P4rIngress.values_v10111.hi', 0x3637FA48)], 14873)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2DDC5399), ('P4rIngress.values_v11000.hi', 0x45D42CF6)], 14873)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x67CB6215), ('P4rIngress.values_v11001.hi', 0x772DDBCC)], 14873)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x78DEF065), ('P4rIngress.values_v11010.hi', 0x4A54F873)], 14873)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x79D50DE6), ('P4rIngress.values_v11011.hi', 0x4220D41A)], 14873)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x52DEEB5A), ('P4rIngress.values_v11100.hi', 0x3E966E8C)], 14873)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7C776F76), ('P4rIngress.values_v11101.hi', 0xB118B3C3)], 14873)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4AB4820C), ('P4rIngress.values_v11110.hi', 0x7F45FBCE)], 14873)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2BE98091), ('P4rIngress.values_v11111.hi', 0x85594E2C)], 14873)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4426),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015C7),
                gc.DataTuple('slot_count', 0x00000611),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD6496E19),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x1406CAB3),
                gc.KeyTuple('src_port', 0x1D0D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4426),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01B4),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x06\xCA\xB3\x00\x00\x00\x00\x1D\x0D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x44\x26\x00\x18\xD6\x49\x6E\x19\x04\x52\x01\x0E\x94\xBE\x60\x00\x00\x40\x00\x00\x0F\x5D\x03\x31\x33\x5E\x3A\x85\x69\x8D\x56\x71\x59\x86\x93\x76\x54\xA9\x7C\xBD\x73\x86\xB7\xD8\x48\x9B\xBC\xC1\x5A\xE6\xB1\xBB\xD9\x57\x03\x2B\x22\xCD\xBA\x9F\x55\x6A\x56\x3F\xB0\x2C\xAA\x6E\x5A\x7C\xEE\x3C\x06\xEB\x85\x39\x73\xD4\x33\x0D\x0B\x52\x37\x28\x7E\xD5\x43\x74\xE6\xB8\x12\xBB\xAD\xA4\xF7\xB5\x6E\xE4\x0C\x58\x16\x86\xB1\xD7\x64\xE5\x9C\x94\x8A\x1A\x75\x97\x2C\x99\xC8\x7D\x15\x4E\x87\x4D\xC2\x37\xF4\x35\x4C\xD7\x63\xE4\x5A\xB7\x72\x9F\x73\x4B\xA1\x7F\xB2\xDB\x91\x3E\x92\x31\xBE\xE8\x29\x76\x37\xB4\x57\x45\x59\x12\x5A\x9D\x2A\x14\xBA\x97\xB5\x02\x7E\x88\x0B\xF8\xAB\x94\x0F\xDC\x03\xA5\x49\x6F\x4C\xE2\xB1\xE6\x6D\xAA\x90\x59\xC5\xCC\x86\xD5\xD5\x78\x12\xAC\x4D\xDE\xA5\x29\x7B\xE4\xCD\x23\xA1\x83\xB8\x2D\x5E\xF4\xFB\x4F\xD7\x9B\x6A\x4D\x8A\xD1\x73\x53\x29\x46\x7B\x77\x6D\xA1\x74\xB5\x54\x04\x4E\x93\xD5\x6D\x8B\x08\x31\x0B\x68\x7D\x7A\x50\x49\x31\x08\xCB\xE9\x26\x67\xE5\x1B\xEE\x16\x4B\x36\x27\x4E\xE2\x0B\x44\x73\x37\x37\x7F\x01\x04\x31\x75\x69\x94\x7F\xBB\x64\xFC\x83\x09\x78\x48\xF7\xD1\xDB\xCD\xC3\xBD\xA9\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x14\x06\xCA\xB3\xBE\xEF\x1D\x0D\x01\x20\x00\x00\x50\x34\x02\x82\x44\x26\x00\x18\xD6\x49\x6E\x19\x04\x52\x01\x0E\x94\xBE\x60\x00\x00\x40\x00\x07\x15\x04\x06\xC8\x33\x5E\x3A\x85\x7F\xFF\xFF\xFF\x59\x86\x93\x76\x26\xD4\x81\x48\x73\x86\xB7\xD8\x7F\xFF\xFF\xFF\x5A\xE6\xB1\xBB\x37\xAB\xAE\xDA\x22\xCD\xBA\x9F\x7F\xFF\xFF\xFF\xB0\x2C\xAA\x6E\x7F\xFF\xFF\xFF\x06\xEB\x85\x39\x7F\xFF\xFF\xFF\x0B\x52\x37\x28\x7F\xFF\xFF\xFF\xE6\xB8\x12\xBB\x80\x00\x00\x00\x6E\xE4\x0C\x58\x5D\x4B\xFD\x2A\x64\xE5\x9C\x94\x80\x00\x00\x00\x2C\x99\xC8\x7D\x7B\x44\x72\x92\xC2\x37\xF4\x35\x7F\xFF\xFF\xFF\x5A\xB7\x72\x9F\x7F\xFF\xFF\xFF\xB2\xDB\x91\x3E\x80\x00\x00\x00\x29\x76\x37\xB4\x7F\xFF\xFF\xFF\x5A\x9D\x2A\x14\x80\x00\x00\x00\x7E\x88\x0B\xF8\x80\x00\x00\x00\x03\xA5\x49\x6F\x7F\xFF\xFF\xFF\x6D\xAA\x90\x59\x80\x00\x00\x00\xD5\x78\x12\xAC\x7F\xFF\xFF\xFF\x7B\xE4\xCD\x23\x80\x00\x00\x00\x5E\xF4\xFB\x4F\xDD\x41\x3D\xBA\x8A\xD1\x73\x53\x57\x22\xCF\x10\x6D\xA1\x74\xB5\x7F\xFF\xFF\xFF\xD5\x6D\x8B\x08\x7F\xFF\xFF\xFF\x7A\x50\x49\x31\x7F\xFF\xFF\xFF\x67\xE5\x1B\xEE\x69\x2A\x21\x81\x4E\xE2\x0B\x44\x7F\xFF\xFF\xFF\x01\x04\x31\x75\x7F\xFF\xFF\xFF\x64\xFC\x83\x09\x7F\xFF\xFF\xFF\xDB\xCD\xC3\xBD\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\x19\x01\xB4\x00\x00\xAF\x6E\x23\xEA\x94\xBE\x60\x00\x94\xBE\x60\x00\x07\x53\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x15\x04\x06\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x26\xD4\x81\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\xAB\xAE\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x9E\x9F\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5D\x4B\xFD\x2A\xE4\xE5\x9C\x94\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7B\x44\x72\x92\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x26\x64\xE8\x4A\x7F\xFF\xFF\xFF\xA1\xA6\x6E\x2D\x80\x00\x00\x00\x45\x47\x48\x60\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x01\xD2\x13\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\xF7\xB7\x97\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\x41\x3D\xBA\xC1\x09\x6D\x9B\x57\x22\xCF\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4C\x9B\x66\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x69\x2A\x21\x81\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB2\x1C\xE5\x38\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA9\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22800E9E), ('P4rIngress.bitmap_seq.seq', 0x0D3A1385)], 13676)
        self.setRegisterValue('P4rIngress.rounds', 0x0D3A1385, 13676)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x62)], 13676)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13676)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD9D6DD1D), ('P4rIngress.values_v00000.hi', 0x7F5E7703)], 13676)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x36A3B56D), ('P4rIngress.values_v00001.hi', 0xB5C11C1C)], 13676)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCB4F3494), ('P4rIngress.values_v00010.hi', 0xA27CB76D)], 13676)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8B7ADD1B), ('P4rIngress.values_v00011.hi', 0xA93B51E6)], 13676)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x274EE66B), ('P4rIngress.values_v00100.hi', 0x604E6417)], 13676)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x99DDF279), ('P4rIngress.values_v00101.hi', 0x593FD622)], 13676)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7331D745), ('P4rIngress.values_v00110.hi', 0x7FDDF84F)], 13676)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6B76B57B), ('P4rIngress.values_v00111.hi', 0x127CAEE1)], 13676)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x562375D4), ('P4rIngress.values_v01000.hi', 0x56A0C4D9)], 13676)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x758D9A21), ('P4rIngress.values_v01001.hi', 0x5E31E4F7)], 13676)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x512A9C49), ('P4rIngress.values_v01010.hi', 0x7258ACAF)], 13676)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xFD507500), ('P4rIngress.values_v01011.hi', 0x7D24070B)], 13676)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x51730CD5), ('P4rIngress.values_v01100.hi', 0xE4CEE5CF)], 13676)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xFEE5AD68), ('P4rIngress.values_v01101.hi', 0x1E81595D)], 13676)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x55092FAC), ('P4rIngress.values_v01110.hi', 0xFB8C39AD)], 13676)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x35BB6B43), ('P4rIngress.values_v01111.hi', 0x932A9CA8)], 13676)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xF574FAD7), ('P4rIngress.values_v10000.hi', 0xFADB4AB4)], 13676)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xBE144D01), ('P4rIngress.values_v10001.hi', 0x1416B55A)], 13676)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCF505228), ('P4rIngress.values_v10010.hi', 0x78556145)], 13676)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x0F3948DB), ('P4rIngress.values_v10011.hi', 0xD52D609E)], 13676)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x62257DCE), ('P4rIngress.values_v10100.hi', 0x647E1975)], 13676)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA6F96325), ('P4rIngress.values_v10101.hi', 0x80000000)], 13676)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x699B8390), ('P4rIngress.values_v10110.hi', 0x3B4A9B5D)], 13676)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A1354CF), ('P4rIngress.values_v10111.hi', 0x74AF9695)], 13676)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2A85AAA4), ('P4rIngress.values_v11000.hi', 0x7DAC7F50)], 13676)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xD7C32618), ('P4rIngress.values_v11001.hi', 0x29AE1F79)], 13676)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7CD72159), ('P4rIngress.values_v11010.hi', 0xD334C0F2)], 13676)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xDC8BC6C4), ('P4rIngress.values_v11011.hi', 0x4FEAA1CD)], 13676)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xEC9B9F21), ('P4rIngress.values_v11100.hi', 0x5CE4BBE6)], 13676)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5387C932), ('P4rIngress.values_v11101.hi', 0xAB0BC2CD)], 13676)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xD4DB3220), ('P4rIngress.values_v11110.hi', 0xD5B05C98)], 13676)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9B3DFD77), ('P4rIngress.values_v11111.hi', 0x6340F5C7)], 13676)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8D61),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000032),
                gc.DataTuple('slot_count', 0x00001817),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF1E0F0D7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x3B132050),
                gc.KeyTuple('src_port', 0x61A5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8D61),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x004C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3B\x13\x20\x50\x00\x00\x00\x00\x61\xA5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8D\x61\x00\x18\xF1\xE0\xF0\xD7\x15\x3A\x03\x5D\x0D\x3A\x13\x85\x00\x40\x00\x00\xC3\x52\xBE\xB1\x21\x63\x0E\xC2\x78\x89\x34\xE3\xBE\xDD\xA5\x87\xCB\xE3\x2A\x76\xAE\x59\xB1\x03\xEC\x7B\x79\x17\x39\xD8\xA0\x7F\x76\x2D\xAB\xD0\x44\x9F\x94\x3B\xE4\xD0\x8B\x07\xBC\xDD\xA7\xDC\x1E\x20\x07\x6B\x39\xD4\x5F\x4F\x4C\x23\xC7\x37\x9B\xB8\x24\xC9\x52\x39\x34\xEB\x64\xAB\xF4\xC1\xD9\x56\xDF\x1D\x5C\xF3\xAA\x43\x36\xEA\x70\x9D\x7B\x02\x68\xE5\xE1\x58\xF7\xB8\x5F\x3E\x92\x99\x59\x3A\x84\x77\xCF\x6A\x87\xC8\x7E\x4C\xA4\x68\x66\xF4\xF8\x69\x51\xD1\x0E\x38\x60\x6F\x9D\x65\xA3\x3A\xDE\x71\xC1\xBE\x59\xE4\x2D\x27\x76\x8F\x12\xC1\x1B\xB3\xAC\xB3\x19\xAF\x7D\xB8\xBA\x77\x94\x3B\xF7\x9A\x41\x26\x30\xA9\x04\x1D\x4D\x5B\x95\x9B\x7C\x2E\x68\xDC\x15\x1B\x12\xA2\xEB\xE3\x2C\xFD\x9A\xAB\x6F\x75\xDE\xD0\x27\xD6\x82\xC5\x73\xE6\x3D\x49\x66\x4F\xDC\x49\x1C\x1B\xC4\x11\xDA\xBB\xB2\xC9\xA6\xE6\x32\x62\x88\x3A\x7B\x91\x7A\xC4\xEB\xD6\x5D\xF4\x6F\x6E\x5F\x43\x6F\xC5\x59\xBB\xD3\x00\x6C\xA0\x37\x4F\x8B\xEA\xFA\x3D\xD9\x39\xAB\xB5\x4C\x94\x4E\x24\xA7\x93\xB7\x43\x8D\xC9\x73\x6F\x9D\x32\x4B\x9C\xB9\xAC\x1B\xFF\x44\xCF\x1F\xCE\x3A\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3B\x13\x20\x50\xBE\xEF\x61\xA5\x01\x20\x00\x00\x50\x34\x02\x82\x8D\x61\x00\x18\xF1\xE0\xF0\xD7\x15\x3A\x01\x5D\x0D\x3A\x13\x85\x00\x40\x00\x1E\x9D\x29\x9B\xCE\x21\x63\x0E\xC2\x7F\xFF\xFF\xFF\xBE\xDD\xA5\x87\x97\x32\x5F\x0A\xAE\x59\xB1\x03\x80\x00\x00\x00\x39\xD8\xA0\x7F\x7F\xFF\xFF\xFF\x44\x9F\x94\x3B\x80\x00\x00\x00\xBC\xDD\xA7\xDC\x7F\xFF\xFF\xFF\x39\xD4\x5F\x4F\x7F\xFF\xFF\xFF\x9B\xB8\x24\xC9\x7F\xFF\xFF\xFF\x64\xAB\xF4\xC1\x4E\xE4\x79\x3E\x5C\xF3\xAA\x43\x7F\xFF\xFF\xFF\x7B\x02\x68\xE5\xDE\xA9\x6C\xB8\x5F\x3E\x92\x99\x7F\xFF\xFF\xFF\xCF\x6A\x87\xC8\x7D\x32\x51\xD0\x66\xF4\xF8\x69\x7F\xFF\xFF\xFF\x60\x6F\x9D\x65\xD8\xF6\x49\xB4\xC1\xBE\x59\xE4\x22\x9C\x71\x66\x12\xC1\x1B\xB3\x80\x00\x00\x00\x7D\xB8\xBA\x77\x80\x00\x00\x00\x41\x26\x30\xA9\x13\x56\x96\x36\x95\x9B\x7C\x2E\x7F\xFF\xFF\xFF\x12\xA2\xEB\xE3\xD3\xF6\xFD\xD0\x6F\x75\xDE\xD0\x7F\xFF\xFF\xFF\x73\xE6\x3D\x49\x7F\xFF\xFF\xFF\x1C\x1B\xC4\x11\x05\x41\x5D\x6D\xA6\xE6\x32\x62\x80\x00\x00\x00\x7A\xC4\xEB\xD6\x7F\xFF\xFF\xFF\x5F\x43\x6F\xC5\x36\x47\x99\xC4\x6C\xA0\x37\x4F\x80\x00\x00\x00\xD9\x39\xAB\xB5\x7F\xFF\xFF\xFF\xA7\x93\xB7\x43\x80\x00\x00\x00\x9D\x32\x4B\x9C\x80\x00\x00\x00\x44\xCF\x1F\xCE\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x35\x6C\x00\x4C\x00\x00\x23\x80\x0E\x9E\x0D\x3A\x13\x85\x0D\x3A\x13\x85\x1E\x62\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x9D\x29\x9B\xCE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x97\x32\x5F\x0A\x80\x00\x00\x00\x80\x00\x00\x00\xE3\x13\xF2\x65\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x16\x1D\x7D\xFE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\x34\xD3\xAA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4E\xE4\x79\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\xA9\x6C\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x39\x6D\x97\x7D\x32\x51\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5B\xFB\xD7\x12\xD8\xF6\x49\xB4\x80\x00\x00\x00\x22\x9C\x71\x66\x0D\x9C\x66\x67\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x13\x56\x96\x36\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x77\x21\x05\x58\xD3\xF6\xFD\xD0\xEF\x75\xDE\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\x41\x5D\x6D\x24\x92\xB1\xB2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x78\x30\xB7\x36\x47\x99\xC4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x36\x1E\x67\x9B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3A\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD014A31C), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 12019)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 12019)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xC8)], 12019)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12019)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x625AD1A2), ('P4rIngress.values_v00000.hi', 0x60AA6954)], 12019)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x1D3D2D8D), ('P4rIngress.values_v00001.hi', 0xDAF4B5AA)], 12019)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x438EAD32), ('P4rIngress.values_v00010.hi', 0xA6053C27)], 12019)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9525DF7E), ('P4rIngress.values_v00011.hi', 0x167AA710)], 12019)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6C957951), ('P4rIngress.values_v00100.hi', 0x4147E9F6)], 12019)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xF794E1DC), ('P4rIngress.values_v00101.hi', 0x2872D4D7)], 12019)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7C3DBB27), ('P4rIngress.values_v00110.hi', 0x55BDA81E)], 12019)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x736CD430), ('P4rIngress.values_v00111.hi', 0x2A0B3D2E)], 12019)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1195919E), ('P4rIngress.values_v01000.hi', 0x47A93732)], 12019)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x895D197F), ('P4rIngress.values_v01001.hi', 0xA69031C2)], 12019)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4420A0EB), ('P4rIngress.values_v01010.hi', 0x4DBA48DE)], 12019)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBE9B00E3), ('P4rIngress.values_v01011.hi', 0x59598AB3)], 12019)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x216D34F1), ('P4rIngress.values_v01100.hi', 0x5DB99E00)], 12019)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x696656D3), ('P4rIngress.values_v01101.hi', 0x9345245A)], 12019)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x67347C54), ('P4rIngress.values_v01110.hi', 0x774AB251)], 12019)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x47EF1CAF), ('P4rIngress.values_v01111.hi', 0x86F51093)], 12019)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x84FE48A1), ('P4rIngress.values_v10000.hi', 0xF9E0EF26)], 12019)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7BF0B92D), ('P4rIngress.values_v10001.hi', 0x2A880339)], 12019)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x468CA63F), ('P4rIngress.values_v10010.hi', 0x469527F1)], 12019)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4B056CEA), ('P4rIngress.values_v10011.hi', 0x15EF86B5)], 12019)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5D733FD0), ('P4rIngress.values_v10100.hi', 0x73A9A68E)], 12019)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6BC12B93), ('P4rIngress.values_v10101.hi', 0x50269FA4)], 12019)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x599C9B69), ('P4rIngress.values_v10110.hi', 0xC1D6321B)], 12019)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xAF72809C), ('P4rIngress.values_v10111.hi', 0xA49C5913)], 12019)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x749FF3B5), ('P4rIngress.values_v11000.hi', 0xAEACB6C5)], 12019)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA9477BE5), ('P4rIngress.values_v11001.hi', 0xE15ED6CD)], 12019)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x352BDB49), ('P4rIngress.values_v11010.hi', 0x5699DDB3)], 12019)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x59BB14D1), ('P4rIngress.values_v11011.hi', 0x6537E4F4)], 12019)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x76E4200B), ('P4rIngress.values_v11100.hi', 0x1338B87B)], 12019)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9C96E407), ('P4rIngress.values_v11101.hi', 0xCF99F975)], 12019)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5E6F56AB), ('P4rIngress.values_v11110.hi', 0xACC8E93C)], 12019)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x67563951), ('P4rIngress.values_v11111.hi', 0x66A98FBA)], 12019)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD684),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000076A),
                gc.DataTuple('slot_count', 0x00000B3D),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x42FF67AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xF3726D3A),
                gc.KeyTuple('src_port', 0x1350),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD684),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x72\x6D\x3A\x00\x00\x00\x00\x13\x50\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD6\x84\x00\x18\x42\xFF\x67\xAF\x07\x89\x03\x45\xC0\x00\x00\x00\x00\x40\x00\x00\xD2\xF2\x88\x6F\x65\xF2\x0B\x10\x72\xBD\x8C\x95\x98\x52\x36\xB9\xF4\xEE\xC9\xDA\xB6\xED\x0F\x0D\x95\x8B\x8A\xA6\x44\xD5\xAF\xCC\x2C\xF6\x11\x4B\x68\x3D\x72\xC3\x86\x39\xC3\x5A\xA9\x8D\xF2\x33\x17\xA3\xAA\xF9\x69\x74\x3D\xF6\x25\xAD\x15\x17\x4A\xDE\xF3\xDA\x76\x9F\x08\x17\x42\xBA\xFE\xAF\x5D\x59\xD3\xB9\xAF\x6C\xA2\x49\x48\x98\x93\x52\x45\x06\x0E\x32\x32\x3C\x25\xED\x2D\x08\xAD\x1D\x77\xA9\x76\x9B\x4B\x14\x4C\xF5\xBE\xAB\x4E\xEF\xA3\xA3\xB3\x2F\x7E\x98\xB7\x33\x42\x6A\xE3\x6E\x61\x9F\x4C\x2D\x76\x39\xBB\xB1\xA0\x5C\x0B\xDB\x04\x0F\x4C\x4F\x6D\xEC\x93\x3F\xF9\xC1\x25\x9B\x4C\x3F\xB9\x3C\x5C\x6D\x76\x4D\x5C\x1B\x75\x45\x67\x38\x5E\xFF\x03\xBB\xB3\x25\x21\x3A\x9E\xEF\x20\xFB\x58\x9D\x49\xCD\x66\x19\x42\xD6\xF1\x07\xB3\x6B\x66\xCF\x91\x9A\x3B\xD9\xAB\xB6\xF4\xAE\xAE\xAE\xB9\x3C\x9F\x06\x7F\xF0\x3B\x6D\x22\xE6\x89\xD8\x94\x17\x54\x40\x7A\x7A\x47\xAD\xC5\xAC\x48\x68\xCA\xD0\x43\xA8\x4D\xB4\x10\xF7\xEF\x65\x36\x99\x11\x4A\x93\x9F\x1D\xB4\xCE\xA9\xC1\x76\x53\x44\x14\x27\xCD\xC5\xCD\x99\x33\x60\xA2\xF9\x29\xA9\x7E\x64\x92\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF3\x72\x6D\x3A\xBE\xEF\x13\x50\x01\x20\x00\x00\x50\x34\x02\x82\xD6\x84\x00\x18\x42\xFF\x67\xAF\x07\x89\x01\x45\xC0\x00\x00\x00\x00\x40\x00\x0B\x35\x4D\x5A\x11\x65\xF2\x0B\x10\x7F\xFF\xFF\xFF\x98\x52\x36\xB9\x38\x7D\x77\x0C\xB6\xED\x0F\x0D\x80\x00\x00\x00\x44\xD5\xAF\xCC\x7F\xFF\xFF\xFF\x68\x3D\x72\xC3\x80\x00\x00\x00\xA9\x8D\xF2\x33\x7F\xFF\xFF\xFF\x69\x74\x3D\xF6\x7F\xFF\xFF\xFF\x4A\xDE\xF3\xDA\x7F\xFF\xFF\xFF\x42\xBA\xFE\xAF\xE6\xB6\xED\x38\xAF\x6C\xA2\x49\x7F\xFF\xFF\xFF\x45\x06\x0E\x32\xF0\xD7\x26\xD0\x2D\x08\xAD\x1D\x7F\xFF\xFF\xFF\x4B\x14\x4C\xF5\x28\x11\xA5\xC2\xA3\xA3\xB3\x2F\x7F\xFF\xFF\xFF\x42\x6A\xE3\x6E\x7F\xFF\xFF\xFF\x76\x39\xBB\xB1\x80\x00\x00\x00\x04\x0F\x4C\x4F\x7F\xFF\xFF\xFF\xF9\xC1\x25\x9B\x7F\xFF\xFF\xFF\x5C\x6D\x76\x4D\x7F\xFF\xFF\xFF\x67\x38\x5E\xFF\x61\x2E\xF2\xF5\x21\x3A\x9E\xEF\x7F\xFF\xFF\xFF\x49\xCD\x66\x19\x7F\xFF\xFF\xFF\xB3\x6B\x66\xCF\x80\x00\x00\x00\xAB\xB6\xF4\xAE\x23\x4E\xAC\xF1\x9F\x06\x7F\xF0\xE4\xB4\x9E\xCB\x89\xD8\x94\x17\x7F\xFF\xFF\xFF\x47\xAD\xC5\xAC\x7F\xFF\xFF\xFF\x43\xA8\x4D\xB4\x7F\xFF\xFF\xFF\x36\x99\x11\x4A\x80\x00\x00\x00\xCE\xA9\xC1\x76\x7F\xFF\xFF\xFF\xCD\xC5\xCD\x99\x7F\xFF\xFF\xFF\x29\xA9\x7E\x64\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\xF3\x03\xCA\x00\x00\xD1\x14\xA3\x1C\xC0\x00\x00\x00\xC0\x00\x00\x00\x0B\xC8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x35\x4D\x5A\x11\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x38\x7D\x77\x0C\x80\x00\x00\x00\x80\x00\x00\x00\x5B\x50\x56\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD2\x00\xC7\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x74\xEA\x31\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\xB6\xED\x38\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\xD7\x26\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x11\xA5\xC2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x2E\xCC\x44\x80\x00\x00\x00\xFD\xF0\x3B\x75\x7F\xFF\xFF\xFF\x24\x49\x28\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7D\x27\xE5\xB4\x61\x2E\xF2\xF5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x23\x4E\xAC\xF1\x80\x00\x00\x00\xE4\xB4\x9E\xCB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\xD1\xC9\xC5\x80\x00\x00\x00\x9E\x43\xBA\xEB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x92\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7288AE81), ('P4rIngress.bitmap_seq.seq', 0xB6920000)], 12721)
        self.setRegisterValue('P4rIngress.rounds', 0xB6920000, 12721)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0xD9)], 12721)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12721)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xAB484B1D), ('P4rIngress.values_v00000.hi', 0x7913A756)], 12721)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x31B37216), ('P4rIngress.values_v00001.hi', 0x162B4856)], 12721)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBA7B66BC), ('P4rIngress.values_v00010.hi', 0x03D9B90F)], 12721)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x37F26BFA), ('P4rIngress.values_v00011.hi', 0x6EEA1DB5)], 12721)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6EE30A53), ('P4rIngress.values_v00100.hi', 0x60AE7433)], 12721)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x50244CE5), ('P4rIngress.values_v00101.hi', 0xE3BA722D)], 12721)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3835E699), ('P4rIngress.values_v00110.hi', 0x258CDB77)], 12721)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x772E92F9), ('P4rIngress.values_v00111.hi', 0x5AD57958)], 12721)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F9E3C65), ('P4rIngress.values_v01000.hi', 0xB2668005)], 12721)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB0F5DF7B), ('P4rIngress.values_v01001.hi', 0x180B773B)], 12721)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5C032AB7), ('P4rIngress.values_v01010.hi', 0x3661D116)], 12721)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x136B1527), ('P4rIngress.values_v01011.hi', 0x78A8B53B)], 12721)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x12F6D6A2), ('P4rIngress.values_v01100.hi', 0x9E8F04F9)], 12721)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x860D2CE6), ('P4rIngress.values_v01101.hi', 0x1D591D4B)], 12721)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2EDD8E43), ('P4rIngress.values_v01110.hi', 0x6E6D1C14)], 12721)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5AB3572F), ('P4rIngress.values_v01111.hi', 0x6D395DC6)], 12721)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x1A3DE321), ('P4rIngress.values_v10000.hi', 0x761AF936)], 12721)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4AB2C539), ('P4rIngress.values_v10001.hi', 0xC167ED57)], 12721)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3A8D78E9), ('P4rIngress.values_v10010.hi', 0x9797BD17)], 12721)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7F3CC8F9), ('P4rIngress.values_v10011.hi', 0x5B6A5133)], 12721)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x577261D3), ('P4rIngress.values_v10100.hi', 0x6DCA9AAF)], 12721)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x88A924D5), ('P4rIngress.values_v10101.hi', 0x45858E5A)], 12721)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2DB89292), ('P4rIngress.values_v10110.hi', 0xC74ED687)], 12721)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4363C176), ('P4rIngress.values_v10111.hi', 0x346C9D3C)], 12721)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6DDAB185), ('P4rIngress.values_v11000.hi', 0xBC5FFB28)], 12721)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5FAE49A7), ('P4rIngress.values_v11001.hi', 0x9E1B3313)], 12721)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3865F3C7), ('P4rIngress.values_v11010.hi', 0x6DFCC965)], 12721)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5D9619C5), ('P4rIngress.values_v11011.hi', 0x57E59E8C)], 12721)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x99CCE759), ('P4rIngress.values_v11100.hi', 0x94B9958D)], 12721)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6D44CDC5), ('P4rIngress.values_v11101.hi', 0x484E53B3)], 12721)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x36B3665F), ('P4rIngress.values_v11110.hi', 0x70EB37E7)], 12721)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xF539B458), ('P4rIngress.values_v11111.hi', 0xBC3DC624)], 12721)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x319C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000087C),
                gc.DataTuple('slot_count', 0x00000B28),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE58824C9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xF9C10271),
                gc.KeyTuple('src_port', 0x033C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x319C),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0136),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF9\xC1\x02\x71\x00\x00\x00\x00\x03\x3C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x31\x9C\x00\x18\xE5\x88\x24\xC9\x09\x35\x03\x24\xB6\x92\x00\x00\x00\x40\x00\x00\x1A\xB8\xD9\xD7\x56\x19\xBF\x96\x7C\xB4\xE6\x89\x7B\xAA\x6A\x52\x3B\x62\x2F\x7F\x7C\x5D\x69\x6E\x50\x14\x8E\xF8\x61\x4E\x89\x15\xCB\x4B\x25\xBC\x78\xA6\xBC\xD5\x51\xAD\xA3\xF5\xF9\x63\x6A\xFA\x4F\x5C\x73\xDD\x77\x1E\x69\x19\x4A\x26\x98\x95\x43\xD3\x3A\xD7\x6B\x96\x38\x71\x96\xEC\x1A\xB0\xBA\x2C\x8B\x5A\x7C\x9E\x4B\xAB\x83\x83\xBB\x99\x31\xF5\xB7\x94\xEF\x66\xF5\x23\x31\xB9\x69\x5F\x35\x4B\xBA\x37\xB0\xE8\x7D\x07\xA7\x8D\x29\xB7\x6D\x21\x99\x25\x3B\x91\x2D\xDE\x7C\x99\x44\x1A\x55\x63\xB3\x4C\x45\xBB\x0C\xCF\x7A\xA3\xF3\xDA\xD0\xAF\xD8\x8C\x55\xF2\xCF\xEB\x7E\x8F\xE5\xBD\x4C\x5E\x6D\xD4\xD9\x35\x77\x85\xAE\x8D\xE9\x5B\x3F\x82\x7A\xC9\xAD\xB2\x3D\x31\x45\xE2\x38\xAC\xAC\x8B\xE7\x9D\x67\x51\xF8\x17\x69\x8B\xB4\xCE\x94\x45\x0E\xCD\x6C\x76\xA4\x0C\x64\x1D\x34\x3C\x73\x9A\x95\x05\xAB\xD3\x5B\x7A\x6F\xEC\x6B\xE7\xC1\x36\x1D\xDA\x7D\x43\x1B\xE1\x68\x42\x0C\xE6\x24\xBC\xA8\xA2\x8F\x1B\xDC\x78\x7D\x26\x53\x5D\x9C\xA0\xEF\x9F\x64\x14\x50\x2D\x66\x1D\x19\x16\x79\x35\x28\x0C\x22\xDD\x0B\x46\x85\xA5\x08\x89\x96\x89\xC2\x0B\xA8\xCA\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF9\xC1\x02\x71\xBE\xEF\x03\x3C\x01\x20\x00\x00\x50\x34\x02\x82\x31\x9C\x00\x18\xE5\x88\x24\xC9\x09\x35\x01\x24\xB6\x92\x00\x00\x00\x40\x00\x1D\xC6\x01\x24\xF4\x56\x19\xBF\x96\x7F\xFF\xFF\xFF\x7B\xAA\x6A\x52\xF5\xDD\x96\x3B\x7C\x5D\x69\x6E\x7F\xFF\xFF\xFF\x61\x4E\x89\x15\x3A\x2E\x30\x0F\x78\xA6\xBC\xD5\x7F\xFF\xFF\xFF\xF9\x63\x6A\xFA\x7F\xFF\xFF\xFF\x77\x1E\x69\x19\x7F\xFF\xFF\xFF\x43\xD3\x3A\xD7\x7F\xFF\xFF\xFF\x96\xEC\x1A\xB0\x80\x00\x00\x00\x7C\x9E\x4B\xAB\xDF\x86\xE6\x50\x31\xF5\xB7\x94\x02\xD2\x0A\x4A\x31\xB9\x69\x5F\x48\x42\x90\xD9\xB0\xE8\x7D\x07\x80\x00\x00\x00\x6D\x21\x99\x25\x6A\x6E\xBC\x21\x7C\x99\x44\x1A\x7F\xFF\xFF\xFF\x45\xBB\x0C\xCF\x7F\xFF\xFF\xFF\xD0\xAF\xD8\x8C\x7F\xFF\xFF\xFF\x7E\x8F\xE5\xBD\x7F\xFF\xFF\xFF\xD9\x35\x77\x85\x2D\xCA\xB2\x54\x3F\x82\x7A\xC9\x05\x24\x9F\x04\x45\xE2\x38\xAC\x80\x00\x00\x00\x67\x51\xF8\x17\x7F\xFF\xFF\xFF\x94\x45\x0E\xCD\x7F\xFF\xFF\xFF\x64\x1D\x34\x3C\x7F\xFF\xFF\xFF\xAB\xD3\x5B\x7A\x7F\xFF\xFF\xFF\xC1\x36\x1D\xDA\x7F\xFF\xFF\xFF\x68\x42\x0C\xE6\x7F\xFF\xFF\xFF\x8F\x1B\xDC\x78\x16\xF3\x3A\xB6\x9C\xA0\xEF\x9F\x7F\xFF\xFF\xFF\x66\x1D\x19\x16\x7F\xFF\xFF\xFF\x22\xDD\x0B\x46\x80\x00\x00\x00\x96\x89\xC2\x0B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\xB1\x01\x36\x00\x00\x73\x88\xAE\x81\xB6\x92\x00\x00\xB6\x92\x00\x00\x1D\xD9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xC6\x01\x24\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\xDD\x96\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\x2E\x30\x0F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x1D\xDD\x27\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDF\x86\xE6\x50\x68\x57\x88\xAA\x02\xD2\x0A\x4A\x7F\xFF\xFF\xFF\x48\x42\x90\xD9\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6A\x6E\xBC\x21\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\xCA\xD1\xC2\x7F\xFF\xFF\xFF\x3F\xF7\xD3\x14\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2D\xCA\xB2\x54\x7F\xFF\xFF\xFF\x05\x24\x9F\x04\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\x01\x7B\x04\x16\xF3\x3A\xB6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA8\xCA\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEAE2F00E), ('P4rIngress.bitmap_seq.seq', 0x6AAB5376)], 8583)
        self.setRegisterValue('P4rIngress.rounds', 0x6AAB5376, 8583)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xAA)], 8583)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8583)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA7EA4F97), ('P4rIngress.values_v00000.hi', 0x30B41A05)], 8583)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x451940F1), ('P4rIngress.values_v00001.hi', 0xA8BEB681)], 8583)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2152D55B), ('P4rIngress.values_v00010.hi', 0xCCA1209B)], 8583)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE301BD05), ('P4rIngress.values_v00011.hi', 0x94BED39B)], 8583)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x629EEA56), ('P4rIngress.values_v00100.hi', 0x64516A23)], 8583)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xBD7A5E87), ('P4rIngress.values_v00101.hi', 0x99090E33)], 8583)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3428B6D4), ('P4rIngress.values_v00110.hi', 0x41B13604)], 8583)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x1D1E7AFC), ('P4rIngress.values_v00111.hi', 0x350186BB)], 8583)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3C10B213), ('P4rIngress.values_v01000.hi', 0x49DD3C35)], 8583)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4243C165), ('P4rIngress.values_v01001.hi', 0x7074D0FD)], 8583)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x627B1F27), ('P4rIngress.values_v01010.hi', 0x6D2C9FB5)], 8583)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xF5BBCABE), ('P4rIngress.values_v01011.hi', 0x39CBB2F2)], 8583)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x608E674E), ('P4rIngress.values_v01100.hi', 0xA564156B)], 8583)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4F4BCADB), ('P4rIngress.values_v01101.hi', 0x8609D286)], 8583)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x614ABC98), ('P4rIngress.values_v01110.hi', 0x385E3D52)], 8583)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x577C862F), ('P4rIngress.values_v01111.hi', 0x7C97D297)], 8583)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6EE8E7AF), ('P4rIngress.values_v10000.hi', 0x5EA072C3)], 8583)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x1C9E0B1D), ('P4rIngress.values_v10001.hi', 0x9C3AE011)], 8583)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xF08CAD5B), ('P4rIngress.values_v10010.hi', 0x4F2C0623)], 8583)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xCAA4D397), ('P4rIngress.values_v10011.hi', 0x87C5C1CB)], 8583)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xE44EBFC8), ('P4rIngress.values_v10100.hi', 0x68D7CA5B)], 8583)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x724CBBD9), ('P4rIngress.values_v10101.hi', 0x8761BA16)], 8583)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xC129CC46), ('P4rIngress.values_v10110.hi', 0x60D6D66D)], 8583)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1F13DB1E), ('P4rIngress.values_v10111.hi', 0x2D711D6C)], 8583)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4A3FBAB7), ('P4rIngress.values_v11000.hi', 0x21C46A64)], 8583)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x37ABEF37), ('P4rIngress.values_v11001.hi', 0x34977668)], 8583)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBDED382C), ('P4rIngress.values_v11010.hi', 0x4BC517DB)], 8583)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x47F0BB3B), ('P4rIngress.values_v11011.hi', 0xBF6268D3)], 8583)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x76CF5EDF), ('P4rIngress.values_v11100.hi', 0x4E6BB699)], 8583)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x58B1A6AE), ('P4rIngress.values_v11101.hi', 0x5FD687D9)], 8583)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x257B56F5), ('P4rIngress.values_v11110.hi', 0x80000000)], 8583)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x615B8A01), ('P4rIngress.values_v11111.hi', 0x63DD5C6D)], 8583)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC57F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000003F),
                gc.DataTuple('slot_count', 0x00001CD4),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE9FBFEBE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x79FAB524),
                gc.KeyTuple('src_port', 0x2903),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC57F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x005A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\xFA\xB5\x24\x00\x00\x00\x00\x29\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC5\x7F\x00\x18\xE9\xFB\xFE\xBE\x01\x48\x03\x55\x6A\xAB\x53\x76\x00\x40\x00\x00\x3D\xEB\x5D\xBD\x50\x12\xDD\xB7\x42\x1B\xF7\xA5\x8C\xCE\x63\xD3\x90\x4D\xCE\x52\x98\xC0\xCC\x01\x99\xF1\x81\xF3\x75\x81\x8D\xB1\x5C\x65\x6A\x9D\x47\xC3\x5F\x2F\xB5\x92\x0E\xB7\x3F\xED\xE7\x6B\x5B\x5E\xA6\x95\x58\x9D\x23\xB5\x7C\x7C\x33\x0B\xEF\x3C\x32\xAB\x76\x32\xAB\xFA\x41\xD4\x90\xF7\xD7\x44\x6B\xDF\x47\xF2\x8A\x15\x7E\x90\x90\x2A\x4D\x23\x92\x25\x61\xFB\x13\x21\x76\xE6\xE6\x85\x57\xA0\xCD\x42\xAA\x5D\x15\x93\x57\x05\x09\x89\xCD\xBC\xBF\x6C\x54\xDD\x26\x88\x56\xD2\x39\x6A\x44\xF8\x9F\x8D\x05\xF6\x7B\xB7\x3E\xCA\x4C\xA5\xCE\x4E\xEC\x83\x74\xDA\x9C\x45\xA2\xE9\x98\x30\xE1\x38\xC3\x55\x53\x08\xA9\x0B\xAD\x17\xE5\xB4\x1D\x53\x79\x7E\xCC\x5F\x62\x5F\xAD\x57\x13\x93\x49\x4C\xE6\xA4\xE1\x7A\xA9\xF1\xA0\x25\x28\x2B\x57\xD0\x25\x13\x72\x1E\x4A\xB8\x4F\x01\x79\x03\x53\x9D\x83\xBD\x62\x7F\xB6\xCF\x96\x9C\x88\x23\x64\xA4\xBC\x92\xB4\x39\xB4\xE6\x6A\xA5\x71\x46\x50\x97\x6F\xD1\x9C\x7B\x5A\xAA\x50\x3B\xCC\x11\x60\x45\x32\xE5\x62\x9D\x66\x31\x47\xD1\x3D\x18\x75\x02\x2D\x54\x55\x20\xEE\x9F\x79\x61\xDE\x0E\x77\x18\xE8\x69\x24\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x79\xFA\xB5\x24\xBE\xEF\x29\x03\x01\x20\x00\x00\x50\x34\x02\x82\xC5\x7F\x00\x18\xE9\xFB\xFE\xBE\x01\x48\x01\x55\x6A\xAB\x53\x76\x00\x40\x00\x0B\xE5\xD5\xAD\x54\x50\x12\xDD\xB7\x7F\xFF\xFF\xFF\x8C\xCE\x63\xD3\xB1\xA0\xA3\xAD\x98\xC0\xCC\x01\x80\x00\x00\x00\x75\x81\x8D\xB1\x7F\xFF\xFF\xFF\x47\xC3\x5F\x2F\x80\x00\x00\x00\x3F\xED\xE7\x6B\x7F\xFF\xFF\xFF\x58\x9D\x23\xB5\x7F\xFF\xFF\xFF\xEF\x3C\x32\xAB\x7F\xFF\xFF\xFF\x41\xD4\x90\xF7\x19\x88\x2D\x44\x47\xF2\x8A\x15\x7F\xFF\xFF\xFF\x4D\x23\x92\x25\x57\xB6\xDD\xDF\x76\xE6\xE6\x85\x7F\xFF\xFF\xFF\xAA\x5D\x15\x93\x7F\xFF\xFF\xFF\xCD\xBC\xBF\x6C\x7F\xFF\xFF\xFF\x56\xD2\x39\x6A\x7F\xFF\xFF\xFF\x05\xF6\x7B\xB7\x7F\xFF\xFF\xFF\xCE\x4E\xEC\x83\x7F\xFF\xFF\xFF\xA2\xE9\x98\x30\xD1\xC5\x70\xB0\x53\x08\xA9\x0B\x80\x00\x00\x00\x1D\x53\x79\x7E\xB0\xAE\x22\x27\xAD\x57\x13\x93\x7F\xFF\xFF\xFF\xE1\x7A\xA9\xF1\x80\x00\x00\x00\x57\xD0\x25\x13\x7F\xFF\xFF\xFF\x4F\x01\x79\x03\x7F\xFF\xFF\xFF\x62\x7F\xB6\xCF\xCE\x48\x77\x5A\x64\xA4\xBC\x92\x80\x00\x00\x00\x6A\xA5\x71\x46\x7F\xFF\xFF\xFF\x9C\x7B\x5A\xAA\x7F\xFF\xFF\xFF\x60\x45\x32\xE5\x7F\xFF\xFF\xFF\x47\xD1\x3D\x18\x7F\xFF\xFF\xFF\x55\x20\xEE\x9F\x7F\xFF\xFF\xFF\x77\x18\xE8\x69\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x21\x87\x00\x5A\x00\x00\xEB\xE2\xF0\x0E\x6A\xAB\x53\x76\x6A\xAB\x53\x76\x0B\xAA\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE5\xD5\xAD\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB1\xA0\xA3\xAD\x80\x00\x00\x00\x80\x00\x00\x00\x0A\x40\x61\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD8\xF6\xF5\x9E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x3D\xB9\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\x88\x2D\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\xB6\xDD\xDF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\xEF\x5F\x46\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD1\xC5\x70\xB0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA5\x19\x3B\x49\xB0\xAE\x22\x27\x16\x2E\xDD\xEE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7C\x72\x96\x6F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\x48\x77\x5A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\x20\xEE\x9F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB0ACC0F7), ('P4rIngress.bitmap_seq.seq', 0x16013771)], 10141)
        self.setRegisterValue('P4rIngress.rounds', 0x16013771, 10141)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x43)], 10141)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10141)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDE67DEA5), ('P4rIngress.values_v00000.hi', 0x4D2669A3)], 10141)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4DC85823), ('P4rIngress.values_v00001.hi', 0x5952AAA3)], 10141)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x1AE8E53C), ('P4rIngress.values_v00010.hi', 0x5B73E846)], 10141)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x36B40ED1), ('P4rIngress.values_v00011.hi', 0x56FCF62E)], 10141)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xF358FB45), ('P4rIngress.values_v00100.hi', 0x5613B377)], 10141)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x623CB9B7), ('P4rIngress.values_v00101.hi', 0x3473FB15)], 10141)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3BA22112), ('P4rIngress.values_v00110.hi', 0x6DD0D470)], 10141)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x22566774), ('P4rIngress.values_v00111.hi', 0x6BF3E333)], 10141)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x48E6CE09), ('P4rIngress.values_v01000.hi', 0xE1BB5DE4)], 10141)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x856CDDF1), ('P4rIngress.values_v01001.hi', 0x5D8BA8EB)], 10141)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDB4D6DD7), ('P4rIngress.values_v01010.hi', 0x8B48403F)], 10141)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAB5E9A3D), ('P4rIngress.values_v01011.hi', 0x74E35897)], 10141)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x119CFBDB), ('P4rIngress.values_v01100.hi', 0xB587167B)], 10141)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6DA9808B), ('P4rIngress.values_v01101.hi', 0x6C70DE9B)], 10141)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x534EEA4D), ('P4rIngress.values_v01110.hi', 0x80000000)], 10141)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB7E2ACCB), ('P4rIngress.values_v01111.hi', 0x65CDB57F)], 10141)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6F92A8C7), ('P4rIngress.values_v10000.hi', 0x46DA1C8C)], 10141)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA03E536F), ('P4rIngress.values_v10001.hi', 0x57A9D830)], 10141)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xE5EFC9C0), ('P4rIngress.values_v10010.hi', 0x8F67D3C4)], 10141)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x419CCE45), ('P4rIngress.values_v10011.hi', 0x78CDAFFE)], 10141)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB51EC72D), ('P4rIngress.values_v10100.hi', 0xB25AEE46)], 10141)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x418EAD97), ('P4rIngress.values_v10101.hi', 0xB479B59E)], 10141)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1AED973B), ('P4rIngress.values_v10110.hi', 0xBF6C2A28)], 10141)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4325E1E5), ('P4rIngress.values_v10111.hi', 0x744F12E7)], 10141)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x518EDED9), ('P4rIngress.values_v11000.hi', 0x5CD86E44)], 10141)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xF8D95A1F), ('P4rIngress.values_v11001.hi', 0x43FCAE49)], 10141)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xC599CB2E), ('P4rIngress.values_v11010.hi', 0x3A476094)], 10141)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6087737B), ('P4rIngress.values_v11011.hi', 0x6CDEE9CF)], 10141)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x48608AB9), ('P4rIngress.values_v11100.hi', 0x2D424A96)], 10141)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4DEA2643), ('P4rIngress.values_v11101.hi', 0x6CBD7F65)], 10141)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x56DE3E25), ('P4rIngress.values_v11110.hi', 0x934EF74D)], 10141)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x868997EB), ('P4rIngress.values_v11111.hi', 0xA2D141DD)], 10141)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1517),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000799),
                gc.DataTuple('slot_count', 0x00000008),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7CBDC904),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0xAE348498),
                gc.KeyTuple('src_port', 0xFC66),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1517),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0036),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\x34\x84\x98\x00\x00\x00\x00\xFC\x66\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x15\x17\x00\x18\x7C\xBD\xC9\x04\x00\x04\x03\x24\x16\x01\x37\x71\x00\x40\x00\x00\xCA\xED\x58\x31\x7A\x72\x13\xB8\x46\x3D\xB3\x77\x4B\x07\x98\x93\x5E\x32\x07\x77\x52\xF5\xFF\x5E\x54\x57\x2C\x73\x2E\x40\xC1\xD9\x5A\x73\x83\x24\x66\xDE\xDA\x37\x56\x61\xB5\xFD\x2E\xF8\x3D\x6B\x4F\x62\xE7\xB4\x44\x65\x18\xF9\x62\xDD\xC3\xF3\x40\x3B\xCC\x2E\x58\x1E\x1B\x39\x94\xD5\x1E\xF1\xF4\xC6\x28\x79\x60\xB3\x28\xBF\xD2\xF5\x78\x56\x7B\x37\xCE\x07\xAB\x62\xB2\xE9\x14\x96\x4D\xE0\x56\xC9\xEB\x4B\xA0\x8D\x2F\x25\x51\xF3\xBF\x85\xE5\xD7\x3E\x77\x5B\xCF\x46\x43\x07\x3F\x42\xC0\x97\x0B\x93\x2D\x06\x55\x5B\xD5\x29\x06\xC1\xA9\x54\xF8\xB1\x93\x8E\x3E\xD7\xC5\x5D\x35\xD2\x23\x97\xDC\xAA\x4D\x74\x94\x95\x5C\x6E\xA9\xCE\xB1\x5C\xE2\xB7\xDA\x2F\x9E\xE1\x99\xC3\xD1\xD5\x53\x41\xCC\x49\x45\xBA\x51\x9F\x4E\xEA\x4F\xAE\x21\xB8\x4A\x02\x8D\x66\x8D\xA6\x79\x44\xE3\x35\x60\x1D\x29\xAB\xAB\x29\x99\x12\x36\xBE\x4B\x2B\x47\x57\xB8\xF5\xF5\x64\x7A\xE7\xDC\x74\xBC\x1C\x5B\x50\x05\x45\x73\x80\xD2\x76\x93\x4C\xC5\x7A\xCD\xAC\xFE\xDE\xF6\x6D\xD8\xED\x2F\x4C\x90\x10\x57\x47\x92\xE4\x2F\xAB\x5A\x52\x37\x92\xAD\xD2\x8C\xAE\xD3\x9D\x76\x09\x80\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAE\x34\x84\x98\xBE\xEF\xFC\x66\x01\x20\x00\x00\x50\x34\x02\x82\x15\x17\x00\x18\x7C\xBD\xC9\x04\x00\x04\x01\x24\x16\x01\x37\x71\x00\x40\x00\x18\xA9\x55\x36\xD6\x7A\x72\x13\xB8\x7F\xFF\xFF\xFF\x4B\x07\x98\x93\x79\x1A\xEC\xB3\x52\xF5\xFF\x5E\x7F\xFF\xFF\xFF\x2E\x40\xC1\xD9\x4D\xCC\x7E\x69\x66\xDE\xDA\x37\x7F\xFF\xFF\xFF\x2E\xF8\x3D\x6B\x7F\xFF\xFF\xFF\x44\x65\x18\xF9\x7F\xFF\xFF\xFF\x40\x3B\xCC\x2E\x7F\xFF\xFF\xFF\x94\xD5\x1E\xF1\x80\x00\x00\x00\x60\xB3\x28\xBF\xAE\x42\xE6\x2D\x7B\x37\xCE\x07\x80\x00\x00\x00\x14\x96\x4D\xE0\x68\x66\xE7\x26\xA0\x8D\x2F\x25\x7F\xFF\xFF\xFF\xE5\xD7\x3E\x77\x7F\xFF\xFF\xFF\x07\x3F\x42\xC0\x80\x00\x00\x00\x06\x55\x5B\xD5\x7F\xFF\xFF\xFF\x54\xF8\xB1\x93\x80\x00\x00\x00\x5D\x35\xD2\x23\x80\x00\x00\x00\x74\x94\x95\x5C\x7F\xFF\xFF\xFF\x5C\xE2\xB7\xDA\xE4\xBD\xA8\xC6\xC3\xD1\xD5\x53\x7F\xFF\xFF\xFF\xBA\x51\x9F\x4E\x05\x3D\x45\x5C\xB8\x4A\x02\x8D\x7F\xFF\xFF\xFF\x44\xE3\x35\x60\x6E\xB8\x8A\x84\x29\x99\x12\x36\xB7\x24\x85\x66\x57\xB8\xF5\xF5\x2A\x14\xB3\x0A\x74\xBC\x1C\x5B\x7F\xFF\xFF\xFF\x80\xD2\x76\x93\x7F\xFF\xFF\xFF\xAC\xFE\xDE\xF6\x7F\xFF\xFF\xFF\x4C\x90\x10\x57\x7F\xFF\xFF\xFF\xAB\x5A\x52\x37\x80\x00\x00\x00\xAE\xD3\x9D\x76\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\x9D\x00\x36\x00\x00\xB1\xAC\xC0\xF7\x16\x01\x37\x71\x16\x01\x37\x71\x18\x43\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xA9\x55\x36\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x79\x1A\xEC\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\xCC\x7E\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\x6C\x38\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAE\x42\xE6\x2D\x06\x80\x0E\x46\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x68\x66\xE7\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x52\x48\x1D\x12\x7F\xFF\xFF\xFF\x87\x3F\x42\xC0\x80\x00\x00\x00\x6C\x23\x11\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x03\xFC\x69\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\xBD\xA8\xC6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\x3D\x45\x5C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\xB8\x8A\x84\x7F\xFF\xFF\xFF\xB7\x24\x85\x66\x7F\xFF\xFF\xFF\x2A\x14\xB3\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\xB1\x60\x62\x7F\xFF\xFF\xFF\xDA\x41\x29\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x09\x80\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x065DEF40), ('P4rIngress.bitmap_seq.seq', 0x6BBCBDB9)], 13884)
        self.setRegisterValue('P4rIngress.rounds', 0x6BBCBDB9, 13884)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xDD)], 13884)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13884)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2AD60FC7), ('P4rIngress.values_v00000.hi', 0x48A2BEA9)], 13884)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x678FDE4B), ('P4rIngress.values_v00001.hi', 0x770AC774)], 13884)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8BFDCC97), ('P4rIngress.values_v00010.hi', 0x486072A1)], 13884)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4B0EA65D), ('P4rIngress.values_v00011.hi', 0x6225B697)], 13884)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xDC34F751), ('P4rIngress.values_v00100.hi', 0x751FEB6E)], 13884)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7D083725), ('P4rIngress.values_v00101.hi', 0x654FD69F)], 13884)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x62B2349F), ('P4rIngress.values_v00110.hi', 0x1BFE9A39)], 13884)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6C9720DB), ('P4rIngress.values_v00111.hi', 0x59871149)], 13884)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4C345995), ('P4rIngress.values_v01000.hi', 0xB6AF075E)], 13884)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xCA3976D4), ('P4rIngress.values_v01001.hi', 0x72328D99)], 13884)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6565D309), ('P4rIngress.values_v01010.hi', 0x97C8515D)], 13884)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAD516F71), ('P4rIngress.values_v01011.hi', 0x3A996866)], 13884)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x51E7EDD9), ('P4rIngress.values_v01100.hi', 0xC5832C33)], 13884)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5A6F0A55), ('P4rIngress.values_v01101.hi', 0x472E723A)], 13884)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x30915C8D), ('P4rIngress.values_v01110.hi', 0x0B0E3AA5)], 13884)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x81345413), ('P4rIngress.values_v01111.hi', 0xC170151D)], 13884)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4F2DDE87), ('P4rIngress.values_v10000.hi', 0x689D80E9)], 13884)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAEA6F306), ('P4rIngress.values_v10001.hi', 0x66A22BCD)], 13884)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xDBEE5A45), ('P4rIngress.values_v10010.hi', 0x218D211A)], 13884)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x1F63D73B), ('P4rIngress.values_v10011.hi', 0xABDFFCF4)], 13884)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x08C77552), ('P4rIngress.values_v10100.hi', 0x5B2C9B8C)], 13884)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x49A9EEA3), ('P4rIngress.values_v10101.hi', 0x80000000)], 13884)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x40AF9579), ('P4rIngress.values_v10110.hi', 0x81F0435C)], 13884)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x15A4A97B), ('P4rIngress.values_v10111.hi', 0xB65A667E)], 13884)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5614E51C), ('P4rIngress.values_v11000.hi', 0x63915355)], 13884)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA4BB21E1), ('P4rIngress.values_v11001.hi', 0x87FD8566)], 13884)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3D5DCDF2), ('P4rIngress.values_v11010.hi', 0x1D6C21E7)], 13884)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x04AE681D), ('P4rIngress.values_v11011.hi', 0xA074DD84)], 13884)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x615FA24F), ('P4rIngress.values_v11100.hi', 0x1C516FB8)], 13884)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA892EC0F), ('P4rIngress.values_v11101.hi', 0xB82073F1)], 13884)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x41471EA1), ('P4rIngress.values_v11110.hi', 0xD0F1D37E)], 13884)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x469AD65D), ('P4rIngress.values_v11111.hi', 0xB1FAEFB2)], 13884)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1263),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000972),
                gc.DataTuple('slot_count', 0x00001039),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE358A1B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x1610CDE9),
                gc.KeyTuple('src_port', 0x7D2E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1263),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00AE),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\x10\xCD\xE9\x00\x00\x00\x00\x7D\x2E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x12\x63\x00\x18\xFE\x35\x8A\x1B\x0C\xCA\x03\x62\x6B\xBC\xBD\xB9\x00\x40\x00\x00\xC2\x2B\x16\xF6\x5D\x8E\x2F\xA9\x50\xA4\xC2\xDF\x1F\x04\x70\xFD\x3B\xB4\xD3\xAA\x75\xCA\xEC\xC7\x45\xA3\xAB\x5D\x45\x5A\x0A\xF5\x49\x22\xA6\x03\x65\x1E\x7B\xEF\x63\xB9\xB2\x2F\xDA\xE9\x5F\xC7\x25\x72\xF7\xA9\x7A\xBC\x1A\xB2\x76\x37\x85\xF7\x27\x9B\xBA\x70\x7A\xA4\x29\x3F\xAC\x96\x44\x94\xAB\x55\xD4\x57\x11\x3B\xF5\x4D\x83\x36\xB4\xF7\x34\xB4\xB5\xD0\xC8\xF1\x8A\xD8\x72\xE4\xCA\x73\x9D\xC8\x61\xAF\xB9\x6B\xCF\x9A\x4B\x67\xBB\xF2\xE6\x2C\x21\x1B\x53\x52\x2D\xF1\xBB\xFE\x93\x40\xBC\xEF\x36\xB7\x1C\x61\xCD\x96\x46\x52\xFC\x20\x4A\xD9\xA0\xBD\xC9\xB7\xEF\x56\x50\x66\x3B\xDC\xA1\xEB\x0C\xA2\xFB\xA0\x61\x4F\x67\x98\xBD\x15\x4A\x91\x6F\xDD\x59\xF3\xFF\x5F\x65\x76\xB1\x87\x5E\x28\xC8\x8E\x13\x62\x7C\xCC\x59\xEE\x8D\x63\xEC\x77\x66\x16\x7D\x36\x2D\x3F\xA4\x61\xF9\x62\x36\x96\xCA\x14\x52\x42\xDD\x07\xB1\x91\x79\xE4\xB9\xFB\xD4\x34\xB1\x48\xA2\x2B\x7C\x0D\x83\x2D\x28\x68\xCA\x6F\xB4\xB7\x94\x98\x43\x49\x6B\x43\xA7\x63\x1B\x69\xB5\xDA\xD6\xE2\x94\xE6\xFA\x99\x5F\x8E\x8C\xFD\xAA\xAB\xF2\x1F\xF2\xDE\xFA\x1F\x90\x73\xA1\xDA\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x16\x10\xCD\xE9\xBE\xEF\x7D\x2E\x01\x20\x00\x00\x50\x34\x02\x82\x12\x63\x00\x18\xFE\x35\x8A\x1B\x0C\xCA\x01\x62\x6B\xBC\xBD\xB9\x00\x40\x00\x1F\xED\x01\x26\xBD\x5D\x8E\x2F\xA9\x7F\xFF\xFF\xFF\x1F\x04\x70\xFD\xC7\xB2\xA0\x41\x75\xCA\xEC\xC7\x7F\xFF\xFF\xFF\x45\x5A\x0A\xF5\x25\x57\x9D\x54\x65\x1E\x7B\xEF\x7F\xFF\xFF\xFF\xDA\xE9\x5F\xC7\x7F\xFF\xFF\xFF\x7A\xBC\x1A\xB2\x7F\xFF\xFF\xFF\x27\x9B\xBA\x70\x7F\xFF\xFF\xFF\xAC\x96\x44\x94\x80\x00\x00\x00\x11\x3B\xF5\x4D\xE8\x9C\x88\x00\x34\xB4\xB5\xD0\x80\x00\x00\x00\x72\xE4\xCA\x73\xEF\xB0\x4F\x88\xB9\x6B\xCF\x9A\x7F\xFF\xFF\xFF\xE6\x2C\x21\x1B\x7F\xFF\xFF\xFF\xBB\xFE\x93\x40\x80\x00\x00\x00\x1C\x61\xCD\x96\x7F\xFF\xFF\xFF\x4A\xD9\xA0\xBD\x80\x00\x00\x00\x50\x66\x3B\xDC\x80\x00\x00\x00\xFB\xA0\x61\x4F\x7F\xFF\xFF\xFF\x4A\x91\x6F\xDD\x62\xBB\x74\xB1\x65\x76\xB1\x87\x7F\xFF\xFF\xFF\x13\x62\x7C\xCC\x7F\xFF\xFF\xFF\xEC\x77\x66\x16\x7F\xFF\xFF\xFF\xA4\x61\xF9\x62\x7F\xFF\xFF\xFF\x52\x42\xDD\x07\x80\x00\x00\x00\xB9\xFB\xD4\x34\xEE\xA6\x70\x1D\x7C\x0D\x83\x2D\x2D\x17\x32\x8C\xB4\xB7\x94\x98\x7F\xFF\xFF\xFF\xA7\x63\x1B\x69\x80\x00\x00\x00\x94\xE6\xFA\x99\x7F\xFF\xFF\xFF\xAA\xAB\xF2\x1F\x39\x79\xD0\x7C\x90\x73\xA1\xDA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\x3C\x00\xAE\x00\x00\x07\x5D\xEF\x40\x6B\xBC\xBD\xB9\x6B\xBC\xBD\xB9\x1F\xDD\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xED\x01\x26\xBD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\xB2\xA0\x41\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x25\x57\x9D\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x39\x36\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE8\x9C\x88\x00\xCC\x7D\x07\x2D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEF\xB0\x4F\x88\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2D\x5A\x93\x55\x7F\xFF\xFF\xFF\xC7\x0C\xCD\xE5\x80\x00\x00\x00\xDD\xD1\xE2\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1D\x2D\x82\x69\x7F\xFF\xFF\xFF\xF6\x71\x6C\xD1\x62\xBB\x74\xB1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x93\x62\x7C\xCC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xEE\xA6\x70\x1D\x7F\xFF\xFF\xFF\x2D\x17\x32\x8C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC3\xB4\x8B\x21\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x39\x79\xD0\x7C\x80\x00\x00\x00\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7A758930), ('P4rIngress.bitmap_seq.seq', 0x1D378D56)], 10239)
        self.setRegisterValue('P4rIngress.rounds', 0x1D378D56, 10239)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x80)], 10239)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10239)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE2FAF376), ('P4rIngress.values_v00000.hi', 0x54155BF4)], 10239)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x575AF1C1), ('P4rIngress.values_v00001.hi', 0x45BED709)], 10239)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA5998343), ('P4rIngress.values_v00010.hi', 0x4E6412BD)], 10239)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3EB3734F), ('P4rIngress.values_v00011.hi', 0x47536C46)], 10239)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8A2D9929), ('P4rIngress.values_v00100.hi', 0x706C2E72)], 10239)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x48CEB2CB), ('P4rIngress.values_v00101.hi', 0x93337707)], 10239)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3BFE0D5F), ('P4rIngress.values_v00110.hi', 0x73E71112)], 10239)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x53E46538), ('P4rIngress.values_v00111.hi', 0x6406CFEB)], 10239)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1FD46E9C), ('P4rIngress.values_v01000.hi', 0xDCB7A846)], 10239)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBE7364C0), ('P4rIngress.values_v01001.hi', 0x7243EF37)], 10239)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x56A69A37), ('P4rIngress.values_v01010.hi', 0x443A18A3)], 10239)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAB1012FF), ('P4rIngress.values_v01011.hi', 0x68EA207A)], 10239)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6F568D4E), ('P4rIngress.values_v01100.hi', 0xB7ACF446)], 10239)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7CA09C53), ('P4rIngress.values_v01101.hi', 0xC13137ED)], 10239)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2A4722E7), ('P4rIngress.values_v01110.hi', 0x29A4EE72)], 10239)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB6CF5FEC), ('P4rIngress.values_v01111.hi', 0x0849022F)], 10239)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x743823A3), ('P4rIngress.values_v10000.hi', 0x715AA21D)], 10239)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xBA9D1413), ('P4rIngress.values_v10001.hi', 0x5AB537C1)], 10239)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x921C72D4), ('P4rIngress.values_v10010.hi', 0x644D5654)], 10239)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4024A9F5), ('P4rIngress.values_v10011.hi', 0x5B7B8E0C)], 10239)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3AFB129A), ('P4rIngress.values_v10100.hi', 0x6AE796EB)], 10239)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3D94F753), ('P4rIngress.values_v10101.hi', 0xF87ABD5A)], 10239)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7DBFF4B1), ('P4rIngress.values_v10110.hi', 0x945EF96D)], 10239)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6FF1CBF6), ('P4rIngress.values_v10111.hi', 0xB3605C68)], 10239)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x56F7AB9F), ('P4rIngress.values_v11000.hi', 0xCDE972AE)], 10239)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBB299CD5), ('P4rIngress.values_v11001.hi', 0x3A738A2A)], 10239)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x98986968), ('P4rIngress.values_v11010.hi', 0x4AB4B35A)], 10239)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBB35D98E), ('P4rIngress.values_v11011.hi', 0x2C441061)], 10239)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x59AB9953), ('P4rIngress.values_v11100.hi', 0x5DC14735)], 10239)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x75093C3D), ('P4rIngress.values_v11101.hi', 0x575BA80F)], 10239)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x59DAB9AB), ('P4rIngress.values_v11110.hi', 0x94ECAAF2)], 10239)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x39943B03), ('P4rIngress.values_v11111.hi', 0xC9E36F0A)], 10239)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6D07),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000066D),
                gc.DataTuple('slot_count', 0x00000BCE),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE7D70C73),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xC8258091),
                gc.KeyTuple('src_port', 0xE09D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6D07),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x036C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x25\x80\x91\x00\x00\x00\x00\xE0\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6D\x07\x00\x18\xE7\xD7\x0C\x73\x01\x92\x01\x77\x1D\x37\x8D\x56\x00\x40\x00\x00\xB6\x71\xE1\x38\x40\x8A\x63\x35\x46\x5C\xEB\xBD\x4A\x6E\x16\xBF\x1D\x31\xB6\x6D\x69\x69\xBF\x55\x68\xCB\x37\xCC\x6C\x1E\xE5\x1F\x64\xE1\xA7\x5B\x12\xDC\x97\x6A\x70\x32\xAE\x0B\x4E\x12\x67\x17\x65\x2B\xB4\xA6\x32\xA4\x13\x38\x62\x4E\x39\x14\x2A\xD9\x0A\x4E\x74\x6A\xE2\x86\x8D\xCB\x30\x5B\xA4\x68\xF5\xA0\x33\x48\xB8\x03\x96\x74\xAD\xA4\xB9\x1E\x5B\x61\x9E\x9E\x67\x2B\x44\xEB\x6D\x30\xC1\x3F\x37\x56\xA4\xA1\x61\xAE\x7F\x0F\xBE\xDA\x5D\x57\x1E\xA6\x6E\x11\x1E\xBF\xF2\xA3\xD6\xCE\x8B\xD4\x8F\x4B\x75\xD9\xB4\x19\x57\x7F\x6F\x33\x25\x93\x68\xF4\x86\x6C\x37\x9F\x53\x21\x7A\x65\xC7\xF7\x67\x8A\xCC\xCC\xA3\xC8\x6C\x39\x2C\x33\x13\x70\x93\x96\x3F\xA2\xB1\xDD\x7A\x94\x6F\x7D\x60\x35\xA5\x8F\x9F\x20\xAD\xFA\x79\x26\xAF\xE3\xD5\xCE\x2B\x11\x4F\xF0\xDC\x92\x9F\x68\x7A\x3C\x0E\x4D\x1B\x53\x17\xB1\x5E\xCC\xB2\xAA\x18\x5B\x55\x68\xCA\xDF\xB6\xF8\x5F\x48\x57\x7A\x96\x5A\xA4\x4C\x3C\x74\xE6\x3F\xFF\xF7\x00\x00\x00\x00\x4E\xCB\x78\xE3\x32\xAD\x5E\x28\x88\x84\x43\xF8\xFE\x92\xAA\xA9\x03\x08\xCD\x09\x49\x9A\x42\xF5\x88\xF1\x73\x09\x82\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC8\x25\x80\x91\xBE\xEF\xE0\x9D\x01\x20\x00\x00\x50\x34\x02\x82\x6D\x07\x00\x18\xE7\xD7\x0C\x73\x01\x92\x01\x77\x1D\x37\x8D\x56\x00\x40\x00\x0D\x99\x6C\xD4\xAE\x40\x8A\x63\x35\x7F\xFF\xFF\xFF\x4A\x6E\x16\xBF\xC2\xCB\x39\xB0\x69\x69\xBF\x55\x7F\xFF\xFF\xFF\x6C\x1E\xE5\x1F\xEF\x0F\x40\x84\x12\xDC\x97\x6A\x7F\xFF\xFF\xFF\x4E\x12\x67\x17\x7F\xFF\xFF\xFF\x32\xA4\x13\x38\x7F\xFF\xFF\xFF\x2A\xD9\x0A\x4E\x7F\xFF\xFF\xFF\x8D\xCB\x30\x5B\x80\x00\x00\x00\x33\x48\xB8\x03\xED\x1B\x47\xDB\xB9\x1E\x5B\x61\x80\x00\x00\x00\x44\xEB\x6D\x30\x30\x95\xC4\xA4\xA4\xA1\x61\xAE\x7F\xFF\xFF\xFF\x5D\x57\x1E\xA6\x7F\xFF\xFF\xFF\xF2\xA3\xD6\xCE\x80\x00\x00\x00\x75\xD9\xB4\x19\x7F\xFF\xFF\xFF\x25\x93\x68\xF4\x80\x00\x00\x00\x53\x21\x7A\x65\x80\x00\x00\x00\xCC\xCC\xA3\xC8\x7F\xFF\xFF\xFF\x13\x70\x93\x96\x7A\x9D\xC4\x77\x7A\x94\x6F\x7D\x7F\xFF\xFF\xFF\x9F\x20\xAD\xFA\x7F\xFF\xFF\xFF\xD5\xCE\x2B\x11\x7F\xFF\xFF\xFF\x9F\x68\x7A\x3C\x65\x44\xC6\xF2\x17\xB1\x5E\xCC\x80\x00\x00\x00\x55\x68\xCA\xDF\x80\x00\x00\x00\x57\x7A\x96\x5A\x80\x00\x00\x00\xE6\x3F\xFF\xF7\x59\xAB\x99\x53\x4E\xCB\x78\xE3\x7F\xFF\xFF\xFF\x88\x84\x43\xF8\x58\x6D\x64\x54\x03\x08\xCD\x09\x7F\xFF\xFF\xFF\x88\xF1\x73\x09\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\xFF\x03\x6C\x00\x00\x7B\x75\x89\x30\x1D\x37\x8D\x56\x1D\x37\x8D\x56\x0D\x80\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x99\x6C\xD4\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\xCB\x39\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\x0F\x40\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x45\xDE\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\x1B\x47\xDB\xFD\x58\x74\x04\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x30\x95\xC4\xA4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1E\x88\x56\x93\x7F\xFF\xFF\xFF\x1C\x48\xC5\x40\x80\x00\x00\x00\x7E\x22\xB6\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x31\x19\xFA\x1C\x7F\xFF\xFF\xFF\x6E\xEC\x21\xA2\x7A\x9D\xC4\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x97\x9B\x6B\x54\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x65\x44\xC6\xF2\xE5\x9A\xD1\x7A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x12\x84\x10\x58\x59\xAB\x99\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDF\xDF\xEC\x07\x58\x6D\x64\x54\x97\xF5\x77\xFB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x82\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x62F1AAAD), ('P4rIngress.bitmap_seq.seq', 0x12D0C854)], 11404)
        self.setRegisterValue('P4rIngress.rounds', 0x12D0C854, 11404)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0xCA)], 11404)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11404)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD7596065), ('P4rIngress.values_v00000.hi', 0x437A8875)], 11404)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x44556146), ('P4rIngress.values_v00001.hi', 0x71AE9DC6)], 11404)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x93CB1F9A), ('P4rIngress.values_v00010.hi', 0x2B66D9C6)], 11404)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x511CBF4A), ('P4rIngress.values_v00011.hi', 0x765F6C49)], 11404)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x93FF0EB8), ('P4rIngress.values_v00100.hi', 0x7AE2BD57)], 11404)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x77F5AFC9), ('P4rIngress.values_v00101.hi', 0x3D795279)], 11404)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3143B25E), ('P4rIngress.values_v00110.hi', 0x52FD7FC1)], 11404)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x69AF0D2B), ('P4rIngress.values_v00111.hi', 0x0DD24133)], 11404)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x38E5CF3F), ('P4rIngress.values_v01000.hi', 0xCED5267B)], 11404)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD4AAA4A7), ('P4rIngress.values_v01001.hi', 0x5B6D35D2)], 11404)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3BDE4B67), ('P4rIngress.values_v01010.hi', 0x759FDBC9)], 11404)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xD3801178), ('P4rIngress.values_v01011.hi', 0x5B5CDBE2)], 11404)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2DF737EB), ('P4rIngress.values_v01100.hi', 0xE2D2C188)], 11404)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9D8C6907), ('P4rIngress.values_v01101.hi', 0x61928B38)], 11404)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3AEFED7C), ('P4rIngress.values_v01110.hi', 0x3D7D4381)], 11404)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B6D2387), ('P4rIngress.values_v01111.hi', 0x636A5AA5)], 11404)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6845EBD3), ('P4rIngress.values_v10000.hi', 0xA0DDADAB)], 11404)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6C02E86C), ('P4rIngress.values_v10001.hi', 0xD0B57B6D)], 11404)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x75542258), ('P4rIngress.values_v10010.hi', 0xBBD1BECD)], 11404)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7F47BEE7), ('P4rIngress.values_v10011.hi', 0x20FFAE6D)], 11404)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3562A539), ('P4rIngress.values_v10100.hi', 0x632B53CF)], 11404)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x97D1C413), ('P4rIngress.values_v10101.hi', 0x728D5C63)], 11404)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7446C566), ('P4rIngress.values_v10110.hi', 0x8914DAFE)], 11404)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7A50DDAF), ('P4rIngress.values_v10111.hi', 0x3C38E834)], 11404)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA099E771), ('P4rIngress.values_v11000.hi', 0x5F54B4BB)], 11404)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2175B582), ('P4rIngress.values_v11001.hi', 0x7E803F1B)], 11404)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB1F2F7EC), ('P4rIngress.values_v11010.hi', 0x5FC89815)], 11404)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA2FB9BA6), ('P4rIngress.values_v11011.hi', 0xF532AE91)], 11404)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8E76D188), ('P4rIngress.values_v11100.hi', 0xA0D02907)], 11404)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x72384E31), ('P4rIngress.values_v11101.hi', 0x37F73B02)], 11404)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x71531B7D), ('P4rIngress.values_v11110.hi', 0x2F0C5394)], 11404)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2425501B), ('P4rIngress.values_v11111.hi', 0xAB2D59EB)], 11404)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB186),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C8C),
                gc.DataTuple('slot_count', 0x00000A5B),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEAEF4FE1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0xE3CB9B0A),
                gc.KeyTuple('src_port', 0x891E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB186),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\xCB\x9B\x0A\x00\x00\x00\x00\x89\x1E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB1\x86\x00\x18\xEA\xEF\x4F\xE1\x00\x00\x01\x2D\x12\xD0\xC8\x54\x00\x40\x00\x00\x57\x5D\x30\xBB\x72\x31\xD6\xD4\x49\x8C\x28\x48\x4F\xAE\x7E\xED\x70\xC8\x13\xEE\x7C\x5F\xCB\x2A\x5B\x5A\x76\xDC\x33\x97\x64\xF3\x34\xD1\xD8\xF6\x7A\x8A\x11\x7E\x72\x89\x83\x24\xE8\xEC\xAF\x79\x76\xD8\x9E\xB1\x57\xAD\x50\x37\x54\x27\x86\x55\x77\x1F\xE4\xA1\x6B\xA0\x8D\x9D\x85\xEF\xEA\x95\x9D\x44\x38\xE5\x69\x90\x97\xF9\x1E\xDA\x6D\xDE\x98\xAA\x46\x9F\x33\xE9\xC0\x36\x4D\xD4\x19\x33\xE9\xD4\x70\xE9\x96\xCE\x81\x99\xA9\x3D\xAE\x37\x21\x5B\x51\x0B\xD2\x95\x72\x4E\x7B\xE6\xDD\xF0\x58\xC7\x0E\x46\x59\xC7\x4A\x6A\x3D\x72\xC8\x61\x1F\x79\xE8\x65\x65\xC1\x31\x94\xEB\x56\xE0\x29\x69\x8C\xE8\x28\xA2\x4F\x5E\x35\xF2\x5F\x22\xAE\x75\x63\xCA\xE7\x93\x67\xF6\x63\x51\xBA\xD8\x9D\xE6\xC9\x6C\xD7\x30\x45\x87\x63\x7D\x9C\x99\xD2\x91\x85\xD9\xAD\x1F\x9E\xE4\xB7\x70\xFD\x22\x5F\xB9\xB0\x14\x49\x5E\x3D\xAA\x0B\x35\x3C\xDE\x32\x37\xBE\x2D\xA8\x9B\x77\xA3\x95\x5C\x10\xBF\xCD\x86\x80\x11\x4A\xBC\xAA\x99\x97\xCF\x5B\x43\x98\xA1\x09\x56\xB7\x1E\x1C\xB3\xFB\x5D\x39\x6C\xA1\x1A\x35\xC7\x40\x14\xE6\xE4\xED\xEE\xE5\x5B\x6E\xB9\x14\xA5\xD4\x15\xA1\x4B\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE3\xCB\x9B\x0A\xBE\xEF\x89\x1E\x01\x20\x00\x00\x50\x34\x02\x82\xB1\x86\x00\x18\xEA\xEF\x4F\xE1\x00\x00\x01\x2D\x12\xD0\xC8\x54\x00\x40\x00\x13\x2E\xB6\x91\x20\x72\x31\xD6\xD4\x7F\xFF\xFF\xFF\x4F\xAE\x7E\xED\x04\x93\x33\x88\x7C\x5F\xCB\x2A\x7F\xFF\xFF\xFF\x33\x97\x64\xF3\xC8\xD0\xE7\xAE\x7A\x8A\x11\x7E\x7F\xFF\xFF\xFF\xE8\xEC\xAF\x79\x7F\xFF\xFF\xFF\x57\xAD\x50\x37\x7F\xFF\xFF\xFF\x77\x1F\xE4\xA1\x7F\xFF\xFF\xFF\x85\xEF\xEA\x95\x80\x00\x00\x00\x69\x90\x97\xF9\x5A\xB8\xB9\x45\x98\xAA\x46\x9F\x07\x69\xD1\xAE\x4D\xD4\x19\x33\x17\xCB\xA8\xD4\x96\xCE\x81\x99\x80\x00\x00\x00\x21\x5B\x51\x0B\x0D\x85\x5F\xCA\x7B\xE6\xDD\xF0\x7F\xFF\xFF\xFF\x59\xC7\x4A\x6A\x7F\xFF\xFF\xFF\x1F\x79\xE8\x65\x7F\xFF\xFF\xFF\xEB\x56\xE0\x29\x7F\xFF\xFF\xFF\xA2\x4F\x5E\x35\x71\xA6\xE1\x95\x75\x63\xCA\xE7\xC8\xCA\x9B\x9C\x51\xBA\xD8\x9D\x80\x00\x00\x00\x30\x45\x87\x63\x7F\xFF\xFF\xFF\x91\x85\xD9\xAD\x7F\xFF\xFF\xFF\x70\xFD\x22\x5F\x80\x00\x00\x00\x5E\x3D\xAA\x0B\x56\xB2\x93\xB4\x37\xBE\x2D\xA8\x80\x00\x00\x00\x5C\x10\xBF\xCD\x80\x00\x00\x00\xBC\xAA\x99\x97\x80\x00\x00\x00\xA1\x09\x56\xB7\x7F\xFF\xFF\xFF\x5D\x39\x6C\xA1\x7F\xFF\xFF\xFF\x14\xE6\xE4\xED\x13\x0A\xAB\x89\xB9\x14\xA5\xD4\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x8C\x02\x98\x00\x00\x63\xF1\xAA\xAD\x12\xD0\xC8\x54\x12\xD0\xC8\x54\x13\xCA\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x2E\xB6\x91\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\x93\x33\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\xD0\xE7\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x26\x66\x01\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5A\xB8\xB9\x45\x0E\x4A\x22\x68\x07\x69\xD1\xAE\x7F\xFF\xFF\xFF\x17\xCB\xA8\xD4\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0D\x85\x5F\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC0\x57\x96\x10\x7F\xFF\xFF\xFF\xBC\x0C\x5B\x96\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x71\xA6\xE1\x95\x7F\xFF\xFF\xFF\xC8\xCA\x9B\x9C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x56\xB2\x93\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB1\xDD\x48\x28\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\xF3\x38\x81\x13\x0A\xAB\x89\x80\x00\x00\x00\x15\xA1\x4B\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC0F6D527), ('P4rIngress.bitmap_seq.seq', 0x19BB1100)], 11327)
        self.setRegisterValue('P4rIngress.rounds', 0x19BB1100, 11327)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xE9)], 11327)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11327)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2DF64ED7), ('P4rIngress.values_v00000.hi', 0x772AC94E)], 11327)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6DD8FC0D), ('P4rIngress.values_v00001.hi', 0xA7AA0638)], 11327)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCB5D08DF), ('P4rIngress.values_v00010.hi', 0xB692251F)], 11327)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8CC6929F), ('P4rIngress.values_v00011.hi', 0x59ABCF73)], 11327)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2E3679C9), ('P4rIngress.values_v00100.hi', 0x46917B36)], 11327)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA3244EB3), ('P4rIngress.values_v00101.hi', 0xF2FF9415)], 11327)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x50A9CE7B), ('P4rIngress.values_v00110.hi', 0x45A924C9)], 11327)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x37788670), ('P4rIngress.values_v00111.hi', 0x8736FF71)], 11327)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x227A1209), ('P4rIngress.values_v01000.hi', 0x314FEE86)], 11327)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3D47FCB4), ('P4rIngress.values_v01001.hi', 0x74F7E455)], 11327)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4A7C59AF), ('P4rIngress.values_v01010.hi', 0x695848A8)], 11327)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xC8D09E9B), ('P4rIngress.values_v01011.hi', 0x59EF50DE)], 11327)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x59D912D3), ('P4rIngress.values_v01100.hi', 0xA86746D9)], 11327)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xA7997732), ('P4rIngress.values_v01101.hi', 0x4576BCC3)], 11327)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4ACAABAB), ('P4rIngress.values_v01110.hi', 0xEF5A4CDB)], 11327)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x829EB64F), ('P4rIngress.values_v01111.hi', 0x513D0030)], 11327)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x49BE5588), ('P4rIngress.values_v10000.hi', 0x4165C46A)], 11327)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x357BB110), ('P4rIngress.values_v10001.hi', 0xAFB2C8F9)], 11327)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBBE1E0E5), ('P4rIngress.values_v10010.hi', 0x4B919A15)], 11327)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8D342DE1), ('P4rIngress.values_v10011.hi', 0x4DFECF3C)], 11327)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x64BCB999), ('P4rIngress.values_v10100.hi', 0x00C163DA)], 11327)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2DBB57D7), ('P4rIngress.values_v10101.hi', 0xEA0A69BC)], 11327)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7E4F0927), ('P4rIngress.values_v10110.hi', 0x714A2ABE)], 11327)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xD739C1F8), ('P4rIngress.values_v10111.hi', 0xC37CFAC1)], 11327)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB26FEC93), ('P4rIngress.values_v11000.hi', 0xACFDD257)], 11327)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x499BB3B2), ('P4rIngress.values_v11001.hi', 0x6FEA4F32)], 11327)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3182A869), ('P4rIngress.values_v11010.hi', 0x976300FD)], 11327)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6178C4A1), ('P4rIngress.values_v11011.hi', 0x28872356)], 11327)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x98524774), ('P4rIngress.values_v11100.hi', 0x6588EB88)], 11327)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4BC976C1), ('P4rIngress.values_v11101.hi', 0x603C97EF)], 11327)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xAF6D6543), ('P4rIngress.values_v11110.hi', 0xD00272F0)], 11327)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9DDBE753), ('P4rIngress.values_v11111.hi', 0x75E4D886)], 11327)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC993),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000196),
                gc.DataTuple('slot_count', 0x00001533),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD3EDD79A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x25274FC2),
                gc.KeyTuple('src_port', 0x353C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC993),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01B4),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\x27\x4F\xC2\x00\x00\x00\x00\x35\x3C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC9\x93\x00\x18\xD3\xED\xD7\x9A\x0A\xA9\x03\xD9\x19\xBB\x11\x00\x00\x40\x00\x00\x2B\x64\xE0\x47\x63\x2A\x6C\x55\x4A\x32\x54\x40\xBF\xEA\x05\x25\xEC\xE5\x5E\x7F\xB2\x9B\xD9\x0C\xEC\x96\x7A\x9B\x07\x2E\xCA\x1E\x6E\xF6\x15\x2D\x50\xF4\x5C\x87\xBD\x30\x12\x52\xB4\xC5\x07\xEC\x64\xD0\x61\x43\x68\xAC\xDB\x6D\x64\x19\xD5\x82\x2C\xA4\xA3\xEE\x7E\x0E\x05\xA9\x5D\x6D\xE9\x0A\xA3\x6D\x37\x97\x5D\xC0\xFE\x16\x72\x27\x42\x55\x4D\xDA\xA7\x09\x68\x7E\x87\x16\x4B\x50\x17\xD7\x5C\x7B\xF0\x8D\x6A\x52\xDA\xBA\x29\x19\x68\xF6\x63\xD1\xA3\x78\x6D\xEA\xB9\xCC\xB2\x18\x89\x48\x93\x02\x83\x6A\x62\x56\x00\x76\x56\xDE\x03\x7A\x4D\x2B\xA9\x73\x66\xFB\x71\xF3\xB0\x96\xDD\x0E\xBA\xB9\x7C\x33\x73\xAB\x3D\x83\xD5\x95\x69\xA6\x63\xEC\x0B\x87\x54\x88\x09\xC5\x7C\x19\xA8\xD9\x49\x5F\x4D\x5D\x8B\x19\x56\x2D\x12\x37\x1F\xB7\x4B\x28\x37\xB0\x8D\xC2\x0A\x97\x64\x5A\xF3\xBF\x0B\x5B\xE6\xB9\x17\xE5\xDF\x2E\x75\xB0\x15\x77\x47\xBA\x43\x93\x69\x9C\x3A\x2B\xE3\x01\xFD\xAD\x31\x66\x7D\x4D\x6F\x0D\xB3\x92\xD9\x67\xBC\x16\xF6\x56\xF2\xDF\x5D\x0A\xE5\xC7\x3B\x82\xD4\x0A\x8D\x68\x81\x79\x5B\xBA\xE1\x20\x85\x3B\xED\xF0\x0D\x19\xCD\xCA\xB8\xA9\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\x27\x4F\xC2\xBE\xEF\x35\x3C\x01\x20\x00\x00\x50\x34\x02\x82\xC9\x93\x00\x18\xD3\xED\xD7\x9A\x0A\xA9\x01\xD9\x19\xBB\x11\x00\x00\x40\x00\x03\x59\x5B\x2F\x1E\x63\x2A\x6C\x55\x7F\xFF\xFF\xFF\xBF\xEA\x05\x25\xB8\x42\x67\x5E\xB2\x9B\xD9\x0C\x80\x00\x00\x00\x07\x2E\xCA\x1E\x7F\xFF\xFF\xFF\x50\xF4\x5C\x87\x80\x00\x00\x00\xB4\xC5\x07\xEC\x7F\xFF\xFF\xFF\x68\xAC\xDB\x6D\x7F\xFF\xFF\xFF\x2C\xA4\xA3\xEE\x7F\xFF\xFF\xFF\x5D\x6D\xE9\x0A\xE0\xB5\x34\x4B\x5D\xC0\xFE\x16\x7F\xFF\xFF\xFF\x4D\xDA\xA7\x09\x31\x4F\x25\xB1\x4B\x50\x17\xD7\x7F\xFF\xFF\xFF\x6A\x52\xDA\xBA\xD0\xB2\xE0\x28\x63\xD1\xA3\x78\x7F\xFF\xFF\xFF\xB2\x18\x89\x48\x80\x00\x00\x00\x62\x56\x00\x76\x7F\xFF\xFF\xFF\x4D\x2B\xA9\x73\x7F\xFF\xFF\xFF\xB0\x96\xDD\x0E\x80\x00\x00\x00\x73\xAB\x3D\x83\x80\x00\x00\x00\x63\xEC\x0B\x87\x7F\xFF\xFF\xFF\x7C\x19\xA8\xD9\x77\x1A\xA5\x34\x8B\x19\x56\x2D\x7F\xFF\xFF\xFF\x4B\x28\x37\xB0\x80\x00\x00\x00\x64\x5A\xF3\xBF\xBD\xCB\xD3\x4C\x17\xE5\xDF\x2E\x7F\xFF\xFF\xFF\x47\xBA\x43\x93\x7F\xFF\xFF\xFF\xE3\x01\xFD\xAD\x7F\xFF\xFF\xFF\x6F\x0D\xB3\x92\x80\x00\x00\x00\xF6\x56\xF2\xDF\x7F\xFF\xFF\xFF\x3B\x82\xD4\x0A\x80\x00\x00\x00\x5B\xBA\xE1\x20\x80\x00\x00\x00\x0D\x19\xCD\xCA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x3F\x01\xB4\x00\x00\xC1\xF6\xD5\x27\x19\xBB\x11\x00\x19\xBB\x11\x00\x03\xE9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x59\x5B\x2F\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB8\x42\x67\x5E\x80\x00\x00\x00\x80\x00\x00\x00\x60\xDA\x99\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA7\xC4\x9C\x01\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\xDB\xA3\x5F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\xB5\x34\x4B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\x4F\x25\xB1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\xBA\x21\x93\xD0\xB2\xE0\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\x72\xD6\x23\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7C\xDB\x0C\xB3\x77\x1A\xA5\x34\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x27\xD7\xEE\x80\xBD\xCB\xD3\x4C\xC4\xE3\xB1\x85\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5B\xDF\xDE\x67\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2B\xBD\x54\x10\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB8\xA9\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x22728ADB), ('P4rIngress.bitmap_seq.seq', 0xF345C902)], 10424)
        self.setRegisterValue('P4rIngress.rounds', 0xF345C902, 10424)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x4F)], 10424)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10424)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1765105B), ('P4rIngress.values_v00000.hi', 0x495A021B)], 10424)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4ECB64E6), ('P4rIngress.values_v00001.hi', 0x8292B6C3)], 10424)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA15A9E7A), ('P4rIngress.values_v00010.hi', 0xA2F45DA1)], 10424)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x912B55C5), ('P4rIngress.values_v00011.hi', 0xDBBE55BA)], 10424)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x66D1DEEC), ('P4rIngress.values_v00100.hi', 0x4E85D57F)], 10424)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE6AA2AA7), ('P4rIngress.values_v00101.hi', 0x11F51293)], 10424)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5D679131), ('P4rIngress.values_v00110.hi', 0x5965C23E)], 10424)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x78BB2CCA), ('P4rIngress.values_v00111.hi', 0x74D8E62D)], 10424)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x66A10EAE), ('P4rIngress.values_v01000.hi', 0x228F4DB7)], 10424)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4F743C66), ('P4rIngress.values_v01001.hi', 0x516AED81)], 10424)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7B3AD747), ('P4rIngress.values_v01010.hi', 0x737FDCF5)], 10424)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x72E89C71), ('P4rIngress.values_v01011.hi', 0x73C12B9B)], 10424)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3201C18C), ('P4rIngress.values_v01100.hi', 0x76CE5AFD)], 10424)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x798B72EE), ('P4rIngress.values_v01101.hi', 0x551E0718)], 10424)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4E59E686), ('P4rIngress.values_v01110.hi', 0xC59FE243)], 10424)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3457FBB2), ('P4rIngress.values_v01111.hi', 0x5546C953)], 10424)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x2BEE49D5), ('P4rIngress.values_v10000.hi', 0x8DDCAC09)], 10424)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x71BAE859), ('P4rIngress.values_v10001.hi', 0x1345F2B3)], 10424)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8A99114F), ('P4rIngress.values_v10010.hi', 0x9CD4B9ED)], 10424)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x55192CF6), ('P4rIngress.values_v10011.hi', 0x3AEBF76B)], 10424)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD07A7B35), ('P4rIngress.values_v10100.hi', 0x1D6AEEB9)], 10424)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x76189E25), ('P4rIngress.values_v10101.hi', 0x592EC15C)], 10424)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB2EE6C36), ('P4rIngress.values_v10110.hi', 0x9795EA9D)], 10424)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xCA9471BB), ('P4rIngress.values_v10111.hi', 0x3D996B00)], 10424)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x43E2A3E2), ('P4rIngress.values_v11000.hi', 0x59723DC8)], 10424)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x95657351), ('P4rIngress.values_v11001.hi', 0xBD77ED2D)], 10424)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x70C052CC), ('P4rIngress.values_v11010.hi', 0x3E8AA33F)], 10424)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5C895C22), ('P4rIngress.values_v11011.hi', 0x853F5710)], 10424)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5E497C33), ('P4rIngress.values_v11100.hi', 0x173A82A3)], 10424)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA8E212B0), ('P4rIngress.values_v11101.hi', 0x2B2B7119)], 10424)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x46E9EB15), ('P4rIngress.values_v11110.hi', 0x530B21DC)], 10424)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x249E7BED), ('P4rIngress.values_v11111.hi', 0x358DA1FF)], 10424)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2703),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000741),
                gc.DataTuple('slot_count', 0x0000110F),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9CCCD2F0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x0E1BB6C6),
                gc.KeyTuple('src_port', 0xD1DA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2703),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03BC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0E\x1B\xB6\xC6\x00\x00\x00\x00\xD1\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x27\x03\x00\x18\x9C\xCC\xD2\xF0\x01\x77\x01\x30\xF3\x45\xC9\x02\x00\x40\x00\x00\xE5\x6A\xE9\xD3\x6A\xE1\x91\x77\x52\x85\x96\xE3\xA1\x5F\x77\x16\x2E\xCA\xD0\xB7\xB2\xCF\x58\x73\xD5\xC9\x1D\x0C\x5A\xA7\x15\x2F\x22\xC6\x14\x63\x4A\x3C\x35\x7E\x8C\x92\xF1\xBB\x42\x6E\x36\xB1\x45\x41\x73\xB4\x5F\x0C\xF0\xCF\x11\xDB\xEE\xFE\xB5\x87\x36\x9D\x66\xA8\x41\xEB\x74\xAC\x12\x27\x21\xF4\x10\x9A\x46\x68\x65\x5B\x49\xAE\xF8\xA7\x2F\x69\x35\x4F\xFE\x97\xD9\xAD\x4A\x5D\x9B\xD9\x51\x50\xA6\xCA\x8F\x63\x56\x63\x09\x26\x71\xA1\x5C\x82\xA8\x52\x57\x5B\x06\xED\x8B\xF3\x35\xD1\x63\x92\x98\x7D\x55\x3C\x5B\x3A\x33\x67\x9B\x53\xCA\xE4\x64\xDA\x35\x22\x68\x24\x6E\x02\x2B\x2F\xB1\xCA\x35\x5F\xC9\x33\x59\x0D\x7D\xFC\xE4\xE2\x92\x37\xD2\xD9\x9A\x8A\x02\x13\x6E\x09\x47\x9B\x43\x30\xB2\x9F\xD6\x2E\x66\x13\xC2\x5F\x65\x8A\xAA\x7C\x50\xEF\x9C\x32\xC3\x1B\x70\xDA\x4A\xB3\x68\x2A\x92\x4D\x59\x69\x4C\xA4\xBE\x27\x7B\xDA\x3D\x11\x0E\xDB\x1F\x3E\x5B\xCC\x68\x6E\x3F\xB6\x7F\x65\xC6\xB7\xD7\x3D\x61\xC7\x92\xAD\xD4\x0B\xA7\xEB\xDC\x7C\xA6\xA5\x53\x38\x66\x7F\x5D\xAF\x14\xE9\x52\xC5\x53\xAC\x43\x13\xBD\x4D\x11\x6A\x34\xA3\xD5\xC3\x4C\xB4\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0E\x1B\xB6\xC6\xBE\xEF\xD1\xDA\x01\x20\x00\x00\x50\x34\x02\x82\x27\x03\x00\x18\x9C\xCC\xD2\xF0\x01\x77\x01\x30\xF3\x45\xC9\x02\x00\x40\x00\x1E\xFC\xCF\xFA\x2E\x6A\xE1\x91\x77\x7F\xFF\xFF\xFF\xA1\x5F\x77\x16\xD0\x25\x6F\x31\xB2\xCF\x58\x73\x80\x00\x00\x00\x5A\xA7\x15\x2F\x7F\xFF\xFF\xFF\x4A\x3C\x35\x7E\x80\x00\x00\x00\x42\x6E\x36\xB1\x7F\xFF\xFF\xFF\x5F\x0C\xF0\xCF\x7F\xFF\xFF\xFF\xB5\x87\x36\x9D\x7F\xFF\xFF\xFF\x74\xAC\x12\x27\x71\x68\x4D\x00\x46\x68\x65\x5B\x7F\xFF\xFF\xFF\x2F\x69\x35\x4F\x71\x80\x76\x1E\x4A\x5D\x9B\xD9\x7F\xFF\xFF\xFF\x8F\x63\x56\x63\x7F\xFF\xFF\xFF\x5C\x82\xA8\x52\x7F\xFF\xFF\xFF\x8B\xF3\x35\xD1\x7F\xFF\xFF\xFF\x55\x3C\x5B\x3A\x5F\x55\xE5\x28\xCA\xE4\x64\xDA\x7F\xFF\xFF\xFF\x6E\x02\x2B\x2F\x80\x00\x00\x00\xC9\x33\x59\x0D\x7F\xFF\xFF\xFF\x92\x37\xD2\xD9\x80\x00\x00\x00\x6E\x09\x47\x9B\x7F\xFF\xFF\xFF\xD6\x2E\x66\x13\x80\x00\x00\x00\xAA\x7C\x50\xEF\x80\x00\x00\x00\x70\xDA\x4A\xB3\x7F\xFF\xFF\xFF\x59\x69\x4C\xA4\x80\x00\x00\x00\x3D\x11\x0E\xDB\x7F\xFF\xFF\xFF\x68\x6E\x3F\xB6\x7F\xFF\xFF\xFF\xD7\x3D\x61\xC7\xF0\xF7\x50\x3E\xA7\xEB\xDC\x7C\x80\x00\x00\x00\x66\x7F\x5D\xAF\x5B\xD3\x3D\xDA\x53\xAC\x43\x13\xE1\xEB\x8D\x57\x34\xA3\xD5\xC3\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\xB8\x03\xBC\x00\x00\x23\x72\x8A\xDB\xF3\x45\xC9\x02\xF3\x45\xC9\x02\x1E\x4F\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFC\xCF\xFA\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD0\x25\x6F\x31\x80\x00\x00\x00\x80\x00\x00\x00\x36\x65\x6A\xE9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x54\x63\x49\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2A\x60\x1C\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x71\x68\x4D\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x71\x80\x76\x1E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x31\xB1\x60\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5F\x55\xE5\x28\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\x23\xCA\x44\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2F\x5D\x27\x6F\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFA\x88\xFC\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF0\xF7\x50\x3E\xBF\x26\x5F\x1F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5B\xD3\x3D\xDA\x7F\xFF\xFF\xFF\xE1\xEB\x8D\x57\x6A\x31\x77\xC2\x4C\xB4\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8CCE908A), ('P4rIngress.bitmap_seq.seq', 0x3E2D37D5)], 11911)
        self.setRegisterValue('P4rIngress.rounds', 0x3E2D37D5, 11911)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0xA0)], 11911)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11911)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3B33DEEB), ('P4rIngress.values_v00000.hi', 0x4C86488C)], 11911)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x74B2D32F), ('P4rIngress.values_v00001.hi', 0x522E5C40)], 11911)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x393432DB), ('P4rIngress.values_v00010.hi', 0x462E7D46)], 11911)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x727F19D9), ('P4rIngress.values_v00011.hi', 0x7566C8F3)], 11911)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x07021F44), ('P4rIngress.values_v00100.hi', 0x16F75089)], 11911)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4B55648F), ('P4rIngress.values_v00101.hi', 0xC7BD1A91)], 11911)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x705D8E8A), ('P4rIngress.values_v00110.hi', 0x7A3ECE35)], 11911)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x2E09DFBC), ('P4rIngress.values_v00111.hi', 0x62CB23B4)], 11911)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4BB86A61), ('P4rIngress.values_v01000.hi', 0xA17114FA)], 11911)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xE4A4330D), ('P4rIngress.values_v01001.hi', 0x6DC2652E)], 11911)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xBAE29E9F), ('P4rIngress.values_v01010.hi', 0x1769D6E7)], 11911)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x99AB5220), ('P4rIngress.values_v01011.hi', 0x477C53FD)], 11911)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3BDDEB47), ('P4rIngress.values_v01100.hi', 0xCA87BA8F)], 11911)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7C95F233), ('P4rIngress.values_v01101.hi', 0x1880327A)], 11911)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7B83E7CB), ('P4rIngress.values_v01110.hi', 0x538748B3)], 11911)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAD2F35CC), ('P4rIngress.values_v01111.hi', 0x6BD422A6)], 11911)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6CE3A91C), ('P4rIngress.values_v10000.hi', 0x53423E53)], 11911)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x88095E7A), ('P4rIngress.values_v10001.hi', 0x7CFB5B4E)], 11911)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9FFA5FAF), ('P4rIngress.values_v10010.hi', 0x9196EF6F)], 11911)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x54E736D5), ('P4rIngress.values_v10011.hi', 0x4F2262AD)], 11911)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8C6238BF), ('P4rIngress.values_v10100.hi', 0x908C37E8)], 11911)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x257A1F5E), ('P4rIngress.values_v10101.hi', 0x34F92477)], 11911)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBB15D57B), ('P4rIngress.values_v10110.hi', 0x4CA7DD59)], 11911)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBD7AF118), ('P4rIngress.values_v10111.hi', 0x175918CB)], 11911)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x352863C7), ('P4rIngress.values_v11000.hi', 0xD2DA8A96)], 11911)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3FF505D8), ('P4rIngress.values_v11001.hi', 0x6ABD428D)], 11911)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x55BDCE5C), ('P4rIngress.values_v11010.hi', 0x7EBA123E)], 11911)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x0AA800EC), ('P4rIngress.values_v11011.hi', 0x789ACF87)], 11911)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x842D0D26), ('P4rIngress.values_v11100.hi', 0x4311F44F)], 11911)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x52498741), ('P4rIngress.values_v11101.hi', 0xDAC7BE94)], 11911)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xBF72BF83), ('P4rIngress.values_v11110.hi', 0x65061661)], 11911)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x50981247), ('P4rIngress.values_v11111.hi', 0x564BA4CF)], 11911)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDDD6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000AB),
                gc.DataTuple('slot_count', 0x00001E9D),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59E64022),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x1BF537F5),
                gc.KeyTuple('src_port', 0x1FC0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDDD6),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\xF5\x37\xF5\x00\x00\x00\x00\x1F\xC0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDD\xD6\x00\x18\x59\xE6\x40\x22\x0D\xDC\x03\x2B\x3E\x2D\x37\xD5\x00\x40\x00\x00\xB3\xF9\xB0\x13\x5F\xBA\xF0\xAC\x55\xA0\xEE\xA4\x4D\x63\x5C\x5F\x19\x94\x1A\x59\x69\xEA\xB8\x55\x59\x0C\xBF\x13\x55\xFF\x53\xCF\x3A\x9F\x89\xED\x76\xB6\x75\x99\x6E\x56\x6D\xC5\x6B\x6D\x65\x93\x6F\x45\xBE\xF2\x59\xE0\xA9\x34\x78\x32\xD3\xD5\x66\xF6\x8A\x25\x71\x15\x9B\x72\xD6\xB6\xE6\xBE\x8C\x9F\x30\xEC\x49\x4E\x6B\x57\x12\xF6\xA4\xCB\xBC\xA9\xC4\xAF\xB3\x05\xC2\x99\x74\x64\x5C\x6E\x2A\x5E\xAC\xC5\x9C\xDF\xCE\x85\x09\x9C\x02\x16\xF5\xB6\xF2\xCB\x29\x76\x2A\xE9\x8D\x38\xBD\x95\xA9\x6E\x74\x87\xFE\x51\xC3\x32\x51\xF0\x39\xB6\x5B\xC8\x4C\xD7\xB8\x99\x01\xEB\x64\x5A\x43\x9B\xB8\x82\x85\x89\x2D\x76\xC6\xC1\x66\x01\x5E\x93\x4F\xFA\x2B\xBE\xB9\x97\x9E\x55\x14\x9C\x8A\x21\x78\x7A\xC0\xC9\x51\x73\xA0\x5E\xA3\xE1\xDD\x4A\x4C\x93\x6D\xAF\x0C\xE3\xDB\xB1\xB7\x29\x5C\x39\x7D\x3D\x4A\xC9\x85\x39\xBC\xB6\x64\x57\x95\x71\x55\x2D\xEE\x95\x4D\xE7\xB7\x5B\xF2\x80\x0D\x63\xB8\xC4\xA0\xE1\x09\xCE\x81\x55\x6E\x75\x85\x64\x44\x4F\xE6\xD9\x66\x3A\x77\x75\x3B\x52\xB2\x52\x62\xB4\xBF\x4F\x57\x18\xAF\x45\x90\x93\x85\xD1\x51\xBE\xCC\xB0\x7C\x7D\x1D\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\xF5\x37\xF5\xBE\xEF\x1F\xC0\x01\x20\x00\x00\x50\x34\x02\x82\xDD\xD6\x00\x18\x59\xE6\x40\x22\x0D\xDC\x01\x2B\x3E\x2D\x37\xD5\x00\x40\x00\x1C\xEF\x2D\x8E\xFE\x5F\xBA\xF0\xAC\x7F\xFF\xFF\xFF\x4D\x63\x5C\x5F\x52\xC8\x4D\x34\x69\xEA\xB8\x55\x7F\xFF\xFF\xFF\x55\xFF\x53\xCF\x41\xA1\xA9\x31\x76\xB6\x75\x99\x7F\xFF\xFF\xFF\x6B\x6D\x65\x93\x7F\xFF\xFF\xFF\x59\xE0\xA9\x34\x7F\xFF\xFF\xFF\x66\xF6\x8A\x25\x7F\xFF\xFF\xFF\xD6\xB6\xE6\xBE\x80\x00\x00\x00\x49\x4E\x6B\x57\xCD\xD9\x43\x6A\xBC\xA9\xC4\xAF\x80\x00\x00\x00\x74\x64\x5C\x6E\x66\x3C\x98\x0C\x9C\xDF\xCE\x85\x7F\xFF\xFF\xFF\xF5\xB6\xF2\xCB\x7F\xFF\xFF\xFF\x8D\x38\xBD\x95\x80\x00\x00\x00\xFE\x51\xC3\x32\x7F\xFF\xFF\xFF\x5B\xC8\x4C\xD7\x80\x00\x00\x00\x64\x5A\x43\x9B\x80\x00\x00\x00\x2D\x76\xC6\xC1\x7F\xFF\xFF\xFF\x4F\xFA\x2B\xBE\x80\x00\x00\x00\x14\x9C\x8A\x21\x7F\xFF\xFF\xFF\x51\x73\xA0\x5E\x80\x00\x00\x00\x4C\x93\x6D\xAF\xCA\x5E\xCC\xC9\xB7\x29\x5C\x39\x7F\xFF\xFF\xFF\x85\x39\xBC\xB6\x7F\xFF\xFF\xFF\x55\x2D\xEE\x95\x7F\xFF\xFF\xFF\xF2\x80\x0D\x63\xC3\x6C\xA1\xCD\x09\xCE\x81\x55\xF2\xA2\x92\x8A\x44\x4F\xE6\xD9\x7F\xFF\xFF\xFF\x3B\x52\xB2\x52\x22\x27\x7E\xD2\x57\x18\xAF\x45\xE1\x2B\x98\x18\x51\xBE\xCC\xB0\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x87\x00\x3F\x00\x00\x8D\xCE\x90\x8A\x3E\x2D\x37\xD5\x3E\x2D\x37\xD5\x1C\xA0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xEF\x2D\x8E\xFE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\xC8\x4D\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x41\xA1\xA9\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x2A\x80\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\xD9\x43\x6A\xD4\x13\x9B\x96\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x66\x3C\x98\x0C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0E\x37\x25\x45\x7F\xFF\xFF\xFF\xE0\xC0\x06\x48\x80\x00\x00\x00\x6A\x25\xE5\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBF\x0D\xB6\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA5\x28\xC2\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCA\x5E\xCC\xC9\xCE\x82\x75\x04\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x71\x3A\x1F\xA1\xC3\x6C\xA1\xCD\x7F\xFF\xFF\xFF\xF2\xA2\x92\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\x1A\x70\xE6\x22\x27\x7E\xD2\x7F\xFF\xFF\xFF\xE1\x2B\x98\x18\x7F\xFF\xFF\xFF\x7C\x7D\x1D\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8CA490F5), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 8733)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 8733)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x98)], 8733)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8733)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x952D4CD9), ('P4rIngress.values_v00000.hi', 0x65292BEA)], 8733)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x205BEE29), ('P4rIngress.values_v00001.hi', 0x339EC754)], 8733)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xF2AB9BBD), ('P4rIngress.values_v00010.hi', 0x4AE95BE9)], 8733)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x2824BA62), ('P4rIngress.values_v00011.hi', 0x1BB72DE5)], 8733)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xEAF9B50F), ('P4rIngress.values_v00100.hi', 0x532B55B6)], 8733)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5F19FE00), ('P4rIngress.values_v00101.hi', 0x8B327CB3)], 8733)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x65CA3959), ('P4rIngress.values_v00110.hi', 0x55162741)], 8733)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4B0763BD), ('P4rIngress.values_v00111.hi', 0x3ABD6B5F)], 8733)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5EC85BD7), ('P4rIngress.values_v01000.hi', 0x82646F21)], 8733)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA125B036), ('P4rIngress.values_v01001.hi', 0x57558F3C)], 8733)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x09336D53), ('P4rIngress.values_v01010.hi', 0xB0EBA9FB)], 8733)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xEEF013DF), ('P4rIngress.values_v01011.hi', 0x634D5B3A)], 8733)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4CB56082), ('P4rIngress.values_v01100.hi', 0xCF16572D)], 8733)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6F6046A3), ('P4rIngress.values_v01101.hi', 0x2DDBBFED)], 8733)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5ACDE36F), ('P4rIngress.values_v01110.hi', 0x7A5FC67C)], 8733)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x949A50AF), ('P4rIngress.values_v01111.hi', 0xFC20B493)], 8733)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5F525A8E), ('P4rIngress.values_v10000.hi', 0x48FF2747)], 8733)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x96CEFC84), ('P4rIngress.values_v10001.hi', 0x5DD5C0B2)], 8733)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB6CED3F8), ('P4rIngress.values_v10010.hi', 0xF3E95313)], 8733)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x265F326F), ('P4rIngress.values_v10011.hi', 0xDC354514)], 8733)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA6E4D1BC), ('P4rIngress.values_v10100.hi', 0x468C9705)], 8733)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x333B5437), ('P4rIngress.values_v10101.hi', 0x74503C83)], 8733)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4E0DF64B), ('P4rIngress.values_v10110.hi', 0x308D83A8)], 8733)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xDF6AEC38), ('P4rIngress.values_v10111.hi', 0x70AD38CF)], 8733)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5F729AE9), ('P4rIngress.values_v11000.hi', 0xA2FBF5A6)], 8733)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1AC8E6DD), ('P4rIngress.values_v11001.hi', 0x7785C8AE)], 8733)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5CA9A28B), ('P4rIngress.values_v11010.hi', 0x1D89F531)], 8733)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xEE74B825), ('P4rIngress.values_v11011.hi', 0xBD1086CB)], 8733)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAB102404), ('P4rIngress.values_v11100.hi', 0xBE03671D)], 8733)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xCFDF2A6C), ('P4rIngress.values_v11101.hi', 0x9E6DC685)], 8733)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x27159A77), ('P4rIngress.values_v11110.hi', 0x98EC10AD)], 8733)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x591F040C), ('P4rIngress.values_v11111.hi', 0x7B195BE2)], 8733)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xED62),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000042),
                gc.DataTuple('slot_count', 0x00001DDB),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEB8B15F2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xD7C798A4),
                gc.KeyTuple('src_port', 0xC27A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xED62),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01A7),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\xC7\x98\xA4\x00\x00\x00\x00\xC2\x7A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xED\x62\x00\x18\xEB\x8B\x15\xF2\x01\xDB\x03\x87\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x53\xF0\x85\xDB\x41\xED\x68\x87\x6F\x57\x3A\x6D\x6F\xDC\x6C\xA2\xF8\x5A\x32\x14\x56\x20\xAA\x8B\x73\x9D\xC3\xF4\x79\xAF\xBB\x4B\x4D\x6F\x23\xCD\x68\xC7\x35\xA0\x27\xD2\x9F\x99\x6B\xBA\xAB\xFD\x5D\xE7\xD3\x31\x61\x92\xB0\x60\x5B\x5C\xC0\xAD\x7B\x8C\x2B\x7E\x69\x4B\xF2\xCB\xBB\xC4\xD3\xEC\xAE\x29\x79\x12\x50\xD0\xE9\x2E\x5F\xF8\xEC\xC5\x08\xDF\x1A\x11\x82\x4F\x47\x46\x3C\x6C\xC3\xD2\x25\x22\x3B\xAF\xAA\xD4\xDF\x2A\x4F\x56\x8A\x39\xD9\xBB\xA7\xFC\x38\x56\xE2\x11\x8F\xD0\x28\xEF\xD2\x3E\xCA\xAA\x40\xEB\xD2\xFA\x73\x76\x36\xC9\x6E\x8D\x49\x55\xC2\x4A\xDF\x1D\x72\x25\x54\x30\xA3\xAE\x4D\xC0\xDB\x2F\xD7\x34\x67\x07\x23\x4E\x53\x8B\xB4\xEA\x74\xFE\xF3\xE3\x50\xA4\xB7\xEB\x65\x9E\x87\x54\xFF\x84\x74\x86\x44\xD8\x34\x15\xD1\x00\xC8\xA7\x9D\x62\xAF\x99\x87\xDB\x52\x58\x46\x56\xE8\xFD\xAA\x59\xCA\xB7\x77\xC2\x20\x06\x26\x17\x6A\x5E\x28\x09\x53\x5A\x66\x1A\x35\xA9\xFA\x4E\x57\xB7\x9D\x4E\x73\x82\x3F\xED\xBF\xE2\xA8\xF8\x9E\x5E\x70\x90\x92\xE9\xE9\xE3\x66\xAE\x6C\x00\x7A\x4B\xE5\xAD\x8B\xED\x5D\x0A\x1D\x78\x7D\x22\x80\x78\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD7\xC7\x98\xA4\xBE\xEF\xC2\x7A\x01\x20\x00\x00\x50\x34\x02\x82\xED\x62\x00\x18\xEB\x8B\x15\xF2\x01\xDB\x01\x87\xFF\xFF\xFF\xFF\x00\x40\x00\x1C\xE9\x1D\xD2\xB4\x41\xED\x68\x87\x7F\xFF\xFF\xFF\x6F\xDC\x6C\xA2\xEB\x05\xCD\xD1\x56\x20\xAA\x8B\x7F\xFF\xFF\xFF\x79\xAF\xBB\x4B\x38\x68\xD8\xDC\x68\xC7\x35\xA0\x7F\xFF\xFF\xFF\x6B\xBA\xAB\xFD\x7F\xFF\xFF\xFF\x61\x92\xB0\x60\x7F\xFF\xFF\xFF\x7B\x8C\x2B\x7E\x7F\xFF\xFF\xFF\xBB\xC4\xD3\xEC\x80\x00\x00\x00\x50\xD0\xE9\x2E\x69\x2C\x5A\x18\x08\xDF\x1A\x11\x80\x00\x00\x00\x3C\x6C\xC3\xD2\x71\xD7\x9C\x31\xAA\xD4\xDF\x2A\x7F\xFF\xFF\xFF\xD9\xBB\xA7\xFC\x7F\xFF\xFF\xFF\x8F\xD0\x28\xEF\x80\x00\x00\x00\x40\xEB\xD2\xFA\x7F\xFF\xFF\xFF\x6E\x8D\x49\x55\x80\x00\x00\x00\x72\x25\x54\x30\x80\x00\x00\x00\xDB\x2F\xD7\x34\x7F\xFF\xFF\xFF\x53\x8B\xB4\xEA\x1B\xE3\xC5\x9F\x50\xA4\xB7\xEB\x7F\xFF\xFF\xFF\xFF\x84\x74\x86\x7F\xFF\xFF\xFF\xD1\x00\xC8\xA7\x80\x00\x00\x00\x87\xDB\x52\x58\x7F\xFF\xFF\xFF\xAA\x59\xCA\xB7\x7F\xFF\xFF\xFF\x26\x17\x6A\x5E\x7F\xFF\xFF\xFF\x66\x1A\x35\xA9\xE8\xC3\x0F\xDC\x9D\x4E\x73\x82\xEA\xFD\xE3\xE6\xA8\xF8\x9E\x5E\x40\x6F\xBD\x55\xE9\xE3\x66\xAE\x7F\xFF\xFF\xFF\xE5\xAD\x8B\xED\x7F\xFF\xFF\xFF\x7D\x22\x80\x78\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x22\x1D\x01\xA7\x00\x00\x8D\xA4\x90\xF5\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1C\x98\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE9\x1D\xD2\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x05\xCD\xD1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\x68\xD8\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\xED\x28\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x69\x2C\x5A\x18\xB9\xCA\xC4\x0C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x71\xD7\x9C\x31\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x07\x97\x67\xE9\x7F\xFF\xFF\xFF\x0A\x2F\xEF\x6B\x80\x00\x00\x00\x3D\x0C\x87\x8D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCF\x19\x2A\x47\x7F\xFF\xFF\xFF\x2F\xC0\xF9\xFE\x1B\xE3\xC5\x9F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x73\xD4\xB1\x09\x7F\xFF\xFF\xFF\x01\x8E\x4C\x4F\x80\x00\x00\x00\xF8\x88\x8B\x27\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\xC3\x0F\xDC\x80\x00\x00\x00\xEA\xFD\xE3\xE6\x80\x00\x00\x00\x40\x6F\xBD\x55\x88\x51\x2D\x33\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE80F174C), ('P4rIngress.bitmap_seq.seq', 0x862C0000)], 11505)
        self.setRegisterValue('P4rIngress.rounds', 0x862C0000, 11505)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x83)], 11505)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11505)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x192DEA67), ('P4rIngress.values_v00000.hi', 0x4562268B)], 11505)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6EDF3763), ('P4rIngress.values_v00001.hi', 0x6669FDE1)], 11505)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB954BECF), ('P4rIngress.values_v00010.hi', 0x5FE8FC66)], 11505)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x494AAECA), ('P4rIngress.values_v00011.hi', 0x4AC730FD)], 11505)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x65F9EADB), ('P4rIngress.values_v00100.hi', 0x5A0D39AB)], 11505)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x71EE74E9), ('P4rIngress.values_v00101.hi', 0xA20A8DEE)], 11505)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D384E72), ('P4rIngress.values_v00110.hi', 0x5D9985F8)], 11505)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x77BB9464), ('P4rIngress.values_v00111.hi', 0x557974ED)], 11505)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x450C82C8), ('P4rIngress.values_v01000.hi', 0xA9FCB2AD)], 11505)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD5B8BECF), ('P4rIngress.values_v01001.hi', 0x7B98F08F)], 11505)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x22E196CB), ('P4rIngress.values_v01010.hi', 0x20016E3B)], 11505)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x8AE47DED), ('P4rIngress.values_v01011.hi', 0x5C303C3D)], 11505)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x97E0D3E7)], 11505)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x69A1566E), ('P4rIngress.values_v01101.hi', 0x92696378)], 11505)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5494E8E2), ('P4rIngress.values_v01110.hi', 0x47AA29D7)], 11505)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x36FC86D3), ('P4rIngress.values_v01111.hi', 0xD273B4A9)], 11505)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7AAC2D46), ('P4rIngress.values_v10000.hi', 0x9663393A)], 11505)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9D145527), ('P4rIngress.values_v10001.hi', 0x58FA7826)], 11505)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x77259D86), ('P4rIngress.values_v10010.hi', 0x6F3B0697)], 11505)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x11BD95B9), ('P4rIngress.values_v10011.hi', 0xC55DB529)], 11505)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7F1E5D93), ('P4rIngress.values_v10100.hi', 0xB8553C7A)], 11505)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x89CAAF1B), ('P4rIngress.values_v10101.hi', 0x80000000)], 11505)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x71932122), ('P4rIngress.values_v10110.hi', 0x762D46D8)], 11505)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6855667D), ('P4rIngress.values_v10111.hi', 0x73582424)], 11505)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x306AF7ED), ('P4rIngress.values_v11000.hi', 0x34EE37AB)], 11505)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x49EAF435), ('P4rIngress.values_v11001.hi', 0x43996E73)], 11505)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xCB54A73D), ('P4rIngress.values_v11010.hi', 0xE58B7DAB)], 11505)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCA33F143), ('P4rIngress.values_v11011.hi', 0x8B884912)], 11505)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAF5106CE), ('P4rIngress.values_v11100.hi', 0x1EFC294A)], 11505)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x73D3392C), ('P4rIngress.values_v11101.hi', 0x56EEEE93)], 11505)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4A5975A8), ('P4rIngress.values_v11110.hi', 0x535E8567)], 11505)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x69C4F157), ('P4rIngress.values_v11111.hi', 0x995399D3)], 11505)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3796),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AC7),
                gc.DataTuple('slot_count', 0x00001236),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5214887B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x7487804B),
                gc.KeyTuple('src_port', 0x1515),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3796),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x035F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\x87\x80\x4B\x00\x00\x00\x00\x15\x15\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\x96\x00\x18\x52\x14\x88\x7B\x02\x2A\x01\x4B\x86\x2C\x00\x00\x00\x40\x00\x00\xFB\x5C\x2B\xCE\x5A\xA3\xB6\xC9\x4C\x5A\xEA\x60\x3C\x14\x18\xAF\x2D\x5D\xD8\x73\x5B\xEE\x60\xDC\x55\x5A\xBF\x81\x5A\xC7\x5D\x37\xFD\x2A\xDE\x29\x4F\x8D\xB9\x2F\x65\xEC\x5A\x0A\x70\x8A\x36\xC7\x75\x27\x70\xCF\x4F\xC9\x48\xD4\x6C\xF4\x0D\x2F\x46\x35\x31\xA2\x79\x8E\xC6\x67\x9D\xFF\xCA\xA4\x94\xEB\x88\x66\x71\x4E\xB4\x5E\xBD\xBE\x51\xD7\x4F\xFE\x12\x1B\x78\xB6\xA3\x51\x77\x82\xB1\x13\xB2\x61\x35\x14\x8D\x63\x7E\xB7\x2C\xC5\x1E\x66\x5D\x2D\x59\x2E\x63\x82\xCB\x3D\x71\x1C\xB9\xA9\x53\x31\x9D\xB9\x90\xD8\x1E\xA2\x6D\x42\x6D\x2C\xB6\x55\xBD\xED\x85\x57\x45\xD7\x58\x74\xC2\xAA\x5F\x2B\xD4\xDD\x34\x6E\x7C\xCC\x74\x13\x75\x9F\xD7\x63\xBC\x78\x2A\xD9\x1D\x07\xBF\x55\x55\xC1\xB9\xFC\xE5\x27\x0A\x36\x37\x29\x53\xD9\x6C\x21\xC6\xCF\x65\xF5\x54\x17\x27\x1D\x17\xA7\x74\xD5\xA1\x1A\xF6\xDA\xB7\x07\xB7\xB7\x47\x95\xA0\xE1\x59\xAA\x23\x2F\x9B\x36\x8C\x91\x92\xF3\x7A\x26\x8C\x0A\x7E\x51\xBD\xE6\xBA\x62\xA7\x69\x3D\x2B\x6A\x52\xA1\x2A\x58\x19\xD9\xBE\x74\xFE\xC3\x51\x72\x39\xAA\xCA\x46\xDA\xC3\x70\x4B\x1D\x96\x31\xC9\x65\x03\x6A\x15\x0A\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\x87\x80\x4B\xBE\xEF\x15\x15\x01\x20\x00\x00\x50\x34\x02\x82\x37\x96\x00\x18\x52\x14\x88\x7B\x02\x2A\x01\x4B\x86\x2C\x00\x00\x00\x40\x00\x0D\x14\x8A\x16\x35\x5A\xA3\xB6\xC9\x7F\xFF\xFF\xFF\x3C\x14\x18\xAF\xE6\xB2\x97\x42\x5B\xEE\x60\xDC\x7F\xFF\xFF\xFF\x5A\xC7\x5D\x37\x63\x24\xC9\x04\x4F\x8D\xB9\x2F\x7F\xFF\xFF\xFF\x70\x8A\x36\xC7\x7F\xFF\xFF\xFF\x4F\xC9\x48\xD4\x7F\xFF\xFF\xFF\x46\x35\x31\xA2\x7F\xFF\xFF\xFF\x9D\xFF\xCA\xA4\x80\x00\x00\x00\x71\x4E\xB4\x5E\xE0\x9F\xE8\xA2\x4F\xFE\x12\x1B\x03\x9B\x21\x3E\x77\x82\xB1\x13\xB2\x61\x35\x14\x8D\x63\x7E\xB7\x7F\xFF\xFF\xFF\x5D\x2D\x59\x2E\x7F\xFF\xFF\xFF\x71\x1C\xB9\xA9\x7F\xFF\xFF\xFF\x90\xD8\x1E\xA2\x7F\xFF\xFF\xFF\xB6\x55\xBD\xED\x80\x00\x00\x00\x58\x74\xC2\xAA\x7F\xFF\xFF\xFF\x34\x6E\x7C\xCC\x7F\xFF\xFF\xFF\xD7\x63\xBC\x78\x7F\xFF\xFF\xFF\xBF\x55\x55\xC1\x80\x00\x00\x00\x0A\x36\x37\x29\x7F\xFF\xFF\xFF\xC6\xCF\x65\xF5\x7F\xFF\xFF\xFF\x17\xA7\x74\xD5\xD1\x85\xEE\xC7\xB7\x07\xB7\xB7\x7F\xFF\xFF\xFF\x59\xAA\x23\x2F\x80\x00\x00\x00\x92\xF3\x7A\x26\x80\x00\x00\x00\xBD\xE6\xBA\x62\x80\x00\x00\x00\x6A\x52\xA1\x2A\x7F\xFF\xFF\xFF\x74\xFE\xC3\x51\x7F\xFF\xFF\xFF\x46\xDA\xC3\x70\x7F\xFF\xFF\xFF\xC9\x65\x03\x6A\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\xF1\x03\x5F\x00\x00\xE9\x0F\x17\x4C\x86\x2C\x00\x00\x86\x2C\x00\x00\x0D\x83\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x14\x8A\x16\x35\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\xB2\x97\x42\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\x24\xC9\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x94\xC4\xB5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE0\x9F\xE8\xA2\x6F\xFF\x80\x56\x03\x9B\x21\x3E\x7F\xFF\xFF\xFF\xB2\x61\x35\x14\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEF\x96\xBC\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9C\xC1\x71\xA1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x8A\x36\x37\x29\x7F\xFF\xFF\xFF\x3C\xFC\xAC\xCD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD1\x85\xEE\xC7\xEB\xF5\xEF\x62\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\x0A\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4C0190A8), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 9999)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 9999)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x98)], 9999)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9999)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD227C304), ('P4rIngress.values_v00000.hi', 0x4A45B064)], 9999)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x54AB6E34), ('P4rIngress.values_v00001.hi', 0x9946C637)], 9999)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xEBB7EC85), ('P4rIngress.values_v00010.hi', 0xA5D3CD81)], 9999)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA12846D6), ('P4rIngress.values_v00011.hi', 0xB30BC754)], 9999)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x67EB53CD), ('P4rIngress.values_v00100.hi', 0x712B3F61)], 9999)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE28194C0), ('P4rIngress.values_v00101.hi', 0x8F5E9104)], 9999)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1BB9578A), ('P4rIngress.values_v00110.hi', 0xAACD4C86)], 9999)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x705209E3), ('P4rIngress.values_v00111.hi', 0x69556649)], 9999)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x66A72F4B), ('P4rIngress.values_v01000.hi', 0x281E42CB)], 9999)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5BE5A53C), ('P4rIngress.values_v01001.hi', 0xDB950D99)], 9999)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xA92FB39F), ('P4rIngress.values_v01010.hi', 0x2B263A8B)], 9999)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4897777D), ('P4rIngress.values_v01011.hi', 0xB91BEFAB)], 9999)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x44B3254D), ('P4rIngress.values_v01100.hi', 0x5D37B771)], 9999)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x3281109A), ('P4rIngress.values_v01101.hi', 0x46597F31)], 9999)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x43A1B93F), ('P4rIngress.values_v01110.hi', 0x40EE9B6A)], 9999)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x859589BD), ('P4rIngress.values_v01111.hi', 0x74DE37D7)], 9999)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xF4B88EFD), ('P4rIngress.values_v10000.hi', 0x52B4351A)], 9999)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x63ACD97A), ('P4rIngress.values_v10001.hi', 0x579B6955)], 9999)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x577B9A26), ('P4rIngress.values_v10010.hi', 0x6E38EC86)], 9999)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5618270B), ('P4rIngress.values_v10011.hi', 0x1ED87E3E)], 9999)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5A4379D3), ('P4rIngress.values_v10100.hi', 0xDF0DE53C)], 9999)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5AFAEAC5), ('P4rIngress.values_v10101.hi', 0x59F854EC)], 9999)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x52C6B31B), ('P4rIngress.values_v10110.hi', 0x433184B3)], 9999)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1763959E), ('P4rIngress.values_v10111.hi', 0x3EE5CDA6)], 9999)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x843F8A45), ('P4rIngress.values_v11000.hi', 0x76AFDECC)], 9999)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5E1FBE06), ('P4rIngress.values_v11001.hi', 0x31A6D46B)], 9999)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xDF9C91FD), ('P4rIngress.values_v11010.hi', 0x2BCC8C90)], 9999)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x9349D87D), ('P4rIngress.values_v11011.hi', 0x37AFEFEA)], 9999)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xD6D97933), ('P4rIngress.values_v11100.hi', 0x2324C8B3)], 9999)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x64EE2B91), ('P4rIngress.values_v11101.hi', 0x40BA94B2)], 9999)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x61035AF1), ('P4rIngress.values_v11110.hi', 0x41DF3C9C)], 9999)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA5DC4A0E), ('P4rIngress.values_v11111.hi', 0x6D6F87C7)], 9999)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x45FF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000522),
                gc.DataTuple('slot_count', 0x00001A96),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x92A4B809),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x1D536939),
                gc.KeyTuple('src_port', 0x48E1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x45FF),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01CF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x53\x69\x39\x00\x00\x00\x00\x48\xE1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\xFF\x00\x18\x92\xA4\xB8\x09\x01\xED\x03\x63\x80\x00\x00\x00\x00\x40\x00\x00\x0B\x65\xB1\xBC\x5D\xAF\xAD\xCD\x43\xDB\x8C\xA9\xE2\xBF\x25\xB2\xA5\x8D\xBF\x0B\xD4\x46\x8C\xAC\x95\xE7\xF5\x18\xE5\x79\x4E\x75\x25\x6A\x6B\x7D\x24\xEA\x14\xC1\x8E\x85\xD5\x96\x70\x46\xF3\x7C\x7A\x53\xB2\x80\x9D\x09\x28\x95\x48\xF0\x8A\xDE\x41\x79\xB7\x5C\x45\x76\x33\x37\xB8\x04\x2E\x39\x60\x04\xCC\x9A\x13\x3D\xEF\x49\xB7\x8F\x10\xAF\x56\x1B\xAC\xBB\x4C\xA3\x22\x0D\x29\xFC\x50\xAF\x49\xDF\x87\x2D\x49\x76\x11\x73\x7C\xF1\xC9\xDE\x4B\x13\x34\xA5\x4F\x8E\x74\xF9\x76\x44\xEE\x8B\x2D\xB7\x29\xE1\x61\xBB\x53\xD3\x89\xA7\xAE\x33\x5A\x65\x33\x93\x4F\x13\xF1\x6F\x45\x58\xB3\x3A\xD7\x07\x12\x68\x24\x7A\x29\xF6\x34\x63\x11\xA9\x66\xCC\xD5\x3B\x62\x07\x75\xC6\x8B\x49\xA7\x81\x5D\xE8\x5D\xF5\x41\x96\x78\x8F\x70\xD2\x96\xAD\x75\xE6\x82\x9E\xD0\xB9\x6B\xF0\xEE\x0C\xA6\xAE\xCF\x18\xD6\x85\x2F\x9E\xEF\xE5\x35\x0C\xCF\x12\xD0\x20\xD5\x9F\x44\x49\xB1\x6B\x5D\xDB\x5D\x91\xC1\x4C\xE3\xFE\x4D\xEB\xDD\x27\xC6\xC7\x5B\x31\x72\xEC\xAD\x96\x37\x8B\xBE\x59\xEB\x06\x1E\x30\x75\xBC\x5C\x77\x27\x18\xCB\x2F\xA3\xB5\x9E\x23\x4F\xEA\xBC\xD6\x02\x25\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\x53\x69\x39\xBE\xEF\x48\xE1\x01\x20\x00\x00\x50\x34\x02\x82\x45\xFF\x00\x18\x92\xA4\xB8\x09\x01\xED\x01\x63\x80\x00\x00\x00\x00\x40\x00\x06\xDD\x8D\x74\xC0\x5D\xAF\xAD\xCD\x7F\xFF\xFF\xFF\xE2\xBF\x25\xB2\x91\x45\xAB\x90\xD4\x46\x8C\xAC\x80\x00\x00\x00\xE5\x79\x4E\x75\x7F\xFF\xFF\xFF\x24\xEA\x14\xC1\x80\x00\x00\x00\x70\x46\xF3\x7C\x7F\xFF\xFF\xFF\x9D\x09\x28\x95\x7F\xFF\xFF\xFF\x41\x79\xB7\x5C\x7F\xFF\xFF\xFF\xB8\x04\x2E\x39\x7F\xFF\xFF\xFF\x13\x3D\xEF\x49\x80\x00\x00\x00\x56\x1B\xAC\xBB\x7F\xFF\xFF\xFF\x29\xFC\x50\xAF\x7F\xFF\xFF\xFF\x49\x76\x11\x73\x7F\xFF\xFF\xFF\x4B\x13\x34\xA5\x7F\xFF\xFF\xFF\x76\x44\xEE\x8B\xB3\x4C\xB3\x9E\x61\xBB\x53\xD3\x80\x00\x00\x00\x5A\x65\x33\x93\x7F\xFF\xFF\xFF\x45\x58\xB3\x3A\x2E\x82\xAC\x8E\x24\x7A\x29\xF6\x7F\xFF\xFF\xFF\x66\xCC\xD5\x3B\x7F\xFF\xFF\xFF\x8B\x49\xA7\x81\x7F\xFF\xFF\xFF\x41\x96\x78\x8F\x7F\xFF\xFF\xFF\x75\xE6\x82\x9E\xE8\x1D\x01\x8E\xEE\x0C\xA6\xAE\x80\x00\x00\x00\x2F\x9E\xEF\xE5\x7F\xFF\xFF\xFF\xD0\x20\xD5\x9F\x23\xE6\x43\x68\x5D\xDB\x5D\x91\x80\x00\x00\x00\x4D\xEB\xDD\x27\x9D\xA0\xD4\x64\x72\xEC\xAD\x96\x7F\xFF\xFF\xFF\xEB\x06\x1E\x30\x7F\xFF\xFF\xFF\x27\x18\xCB\x2F\x80\x00\x00\x00\x4F\xEA\xBC\xD6\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x27\x0F\x01\xCF\x00\x00\x4D\x01\x90\xA8\x80\x00\x00\x00\x80\x00\x00\x00\x06\x98\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xDD\x8D\x74\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x91\x45\xAB\x90\x80\x00\x00\x00\x80\x00\x00\x00\x98\x85\x15\xC9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFF\xA5\x84\x80\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\x22\x71\x04\x7F\xFF\xFF\xFF\xEE\xD2\xFC\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\x18\x40\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\x4C\xB3\x9E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\x82\xAC\x8E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\x1D\x01\x8E\x2C\xF2\x74\x54\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\xC7\xAA\x0A\x23\xE6\x43\x68\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9D\xA0\xD4\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\xC0\xB2\xE2\x7F\xFF\xFF\xFF\x68\xF8\x07\xCB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\x25\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6A5EF9C0), ('P4rIngress.bitmap_seq.seq', 0x10000000)], 12627)
        self.setRegisterValue('P4rIngress.rounds', 0x10000000, 12627)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x6D)], 12627)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12627)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD398EE67), ('P4rIngress.values_v00000.hi', 0x6F99C6B5)], 12627)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x48E5E755), ('P4rIngress.values_v00001.hi', 0xACB474F1)], 12627)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD9F84D6A), ('P4rIngress.values_v00010.hi', 0x9D5EFE5E)], 12627)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x92196A59), ('P4rIngress.values_v00011.hi', 0x2DBF7D97)], 12627)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x77462B3F), ('P4rIngress.values_v00100.hi', 0x3DDCAEDD)], 12627)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x95C2F58A), ('P4rIngress.values_v00101.hi', 0x38D1896D)], 12627)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7D08F976), ('P4rIngress.values_v00110.hi', 0x56D776EF)], 12627)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5C42BAA1), ('P4rIngress.values_v00111.hi', 0x80000000)], 12627)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5D670D55), ('P4rIngress.values_v01000.hi', 0x5E33D4F4)], 12627)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xECC9BD85), ('P4rIngress.values_v01001.hi', 0x553CF69C)], 12627)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x30353159), ('P4rIngress.values_v01010.hi', 0x376F719F)], 12627)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xFDBB3E76), ('P4rIngress.values_v01011.hi', 0x406E6567)], 12627)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4A5ACD7C), ('P4rIngress.values_v01100.hi', 0x80000000)], 12627)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x572A7E7B), ('P4rIngress.values_v01101.hi', 0x2A185E97)], 12627)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x556CC726), ('P4rIngress.values_v01110.hi', 0x9E65EAE9)], 12627)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x180D6A23), ('P4rIngress.values_v01111.hi', 0x5CCF9D37)], 12627)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x17B4E22F), ('P4rIngress.values_v10000.hi', 0xB610B5C7)], 12627)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x386779CF), ('P4rIngress.values_v10001.hi', 0x475AC755)], 12627)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9E19688D), ('P4rIngress.values_v10010.hi', 0xAFD3B9CD)], 12627)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x1F27B769), ('P4rIngress.values_v10011.hi', 0x96E8E271)], 12627)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6AD98A2A), ('P4rIngress.values_v10100.hi', 0xA726A8C6)], 12627)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6891DDBB), ('P4rIngress.values_v10101.hi', 0x8D9CD1DB)], 12627)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1767290B), ('P4rIngress.values_v10110.hi', 0x4ECB545F)], 12627)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D8559FD), ('P4rIngress.values_v10111.hi', 0xB212B47C)], 12627)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8CF9EE62), ('P4rIngress.values_v11000.hi', 0x8C9C0FA2)], 12627)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x45603F25), ('P4rIngress.values_v11001.hi', 0x69F49CF3)], 12627)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9E92A467), ('P4rIngress.values_v11010.hi', 0x6DAB6291)], 12627)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD94AE7E7), ('P4rIngress.values_v11011.hi', 0x6D76ACBC)], 12627)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x42B296AF), ('P4rIngress.values_v11100.hi', 0xDEB4B988)], 12627)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x94F34D75), ('P4rIngress.values_v11101.hi', 0x3F665083)], 12627)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x63A4798C), ('P4rIngress.values_v11110.hi', 0xAE5D8236)], 12627)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x37243CF3), ('P4rIngress.values_v11111.hi', 0x5DB55FEA)], 12627)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFB3C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AAC),
                gc.DataTuple('slot_count', 0x00000EAD),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xABBD0290),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x096305B3),
                gc.KeyTuple('src_port', 0xB35D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFB3C),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00C0),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x09\x63\x05\xB3\x00\x00\x00\x00\xB3\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFB\x3C\x00\x18\xAB\xBD\x02\x90\x06\xA7\x01\x4A\x10\x00\x00\x00\x00\x40\x00\x00\x17\xC9\x62\xD7\x62\x80\xEB\xBB\x76\xC7\x12\xAC\xCD\xE9\x33\x94\x2B\x6A\x59\x8A\xB7\xEE\x55\x28\xBF\xED\xFD\x5D\xB0\x66\x25\x46\x67\x64\xB0\x83\x58\xD9\x52\x51\xC0\xC6\x8A\xEA\xFD\xBD\xC3\x6D\x21\x12\xDA\x7B\x75\xB6\x04\xC0\x38\x93\x9C\xF3\x3E\x4B\x8B\xB9\x60\xCD\x74\xDF\x26\x0D\xDC\x67\xCE\xF3\xB3\x3B\x55\xBA\xB4\xFF\x64\x35\xDB\x39\x67\xB5\x4D\x64\xD6\xE1\xE8\xFD\x5D\x56\x2F\xE1\x55\x92\x52\x4C\x7D\x12\x60\x65\x4B\x02\x96\xB3\x77\xCD\x5A\x54\x32\xC4\x3F\x8E\xD5\xF3\x6D\xEA\x74\x34\x30\x85\x5A\x91\xF2\x83\xD9\x95\x8E\x55\x9F\x39\x54\x11\x55\xE9\x5F\x51\x45\x74\xB7\x33\xCF\xB3\xED\x43\xA5\xD5\x3D\xE3\x7A\x1B\x13\xA9\xAA\x4B\xA0\xBD\xA7\x20\xBA\x71\x9B\x4E\xED\xF7\x48\xA4\xBE\x11\xD6\xAD\x4D\xD1\x73\x97\xC9\x4F\x5A\x40\x54\x2E\x4A\x75\xD8\xF2\xD4\x80\xB4\xBC\xB3\x62\x42\xE8\x8A\xC7\xA6\xD2\x3C\xA1\x5F\x6B\x4A\xA5\x2A\x25\xA3\xD9\xB7\x53\x92\x54\x9D\x6F\xDB\x87\xE9\x25\x4D\x56\xB3\x3E\x75\xAF\xD2\xA1\x0C\xE5\xC2\xBB\xBB\x92\x7D\x58\x70\xBB\x8D\x42\x27\xCC\xED\x54\xC5\x6A\x72\xF3\x7C\x36\xA6\xFB\x29\xA9\x30\x33\x13\x5C\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x09\x63\x05\xB3\xBE\xEF\xB3\x5D\x01\x20\x00\x00\x50\x34\x02\x82\xFB\x3C\x00\x18\xAB\xBD\x02\x90\x06\xA7\x01\x4A\x10\x00\x00\x00\x00\x40\x00\x1A\xEB\x62\x51\x3E\x62\x80\xEB\xBB\x7F\xFF\xFF\xFF\xCD\xE9\x33\x94\x05\x62\xA6\xF4\xB7\xEE\x55\x28\x80\x00\x00\x00\xB0\x66\x25\x46\x7F\xFF\xFF\xFF\x58\xD9\x52\x51\x80\x00\x00\x00\xFD\xBD\xC3\x6D\x7F\xFF\xFF\xFF\x75\xB6\x04\xC0\x7F\xFF\xFF\xFF\x3E\x4B\x8B\xB9\x7F\xFF\xFF\xFF\x26\x0D\xDC\x67\xBB\xBD\x70\xC0\x55\xBA\xB4\xFF\x7F\xFF\xFF\xFF\x67\xB5\x4D\x64\xD4\x9D\x27\x73\x5D\x56\x2F\xE1\x7F\xFF\xFF\xFF\x7D\x12\x60\x65\x7F\xFF\xFF\xFF\x77\xCD\x5A\x54\x7F\xFF\xFF\xFF\xD5\xF3\x6D\xEA\x7F\xFF\xFF\xFF\x5A\x91\xF2\x83\xF1\x4A\x70\x84\x9F\x39\x54\x11\x7F\xFF\xFF\xFF\x45\x74\xB7\x33\x80\x00\x00\x00\xA5\xD5\x3D\xE3\x7F\xFF\xFF\xFF\xAA\x4B\xA0\xBD\x11\xFA\x44\x9B\x9B\x4E\xED\xF7\x7F\xFF\xFF\xFF\xD6\xAD\x4D\xD1\x7F\xFF\xFF\xFF\x5A\x40\x54\x2E\x7F\xFF\xFF\xFF\xD4\x80\xB4\xBC\x80\x00\x00\x00\x8A\xC7\xA6\xD2\x7F\xFF\xFF\xFF\x4A\xA5\x2A\x25\x80\x00\x00\x00\x92\x54\x9D\x6F\xB4\xD2\xD1\x0C\x4D\x56\xB3\x3E\x7F\xFF\xFF\xFF\x0C\xE5\xC2\xBB\x80\x00\x00\x00\x70\xBB\x8D\x42\x7F\xFF\xFF\xFF\xC5\x6A\x72\xF3\x7F\xFF\xFF\xFF\x29\xA9\x30\x33\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x53\x00\xC0\x00\x00\x6B\x5E\xF9\xC0\x10\x00\x00\x00\x10\x00\x00\x00\x1A\x6D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xEB\x62\x51\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\x62\xA6\xF4\x80\x00\x00\x00\x80\x00\x00\x00\xDE\x25\xA2\xDD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x36\x8F\x4C\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBE\x4B\x8B\xB9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBB\xBD\x70\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x9D\x27\x73\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x12\x60\x65\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x4A\x70\x84\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x11\xFA\x44\x9B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x86\x93\x69\x38\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x00\x00\x00\xB4\xD2\xD1\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x9A\x7C\x43\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\x5C\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8C618B89), ('P4rIngress.bitmap_seq.seq', 0x6C000000)], 15971)
        self.setRegisterValue('P4rIngress.rounds', 0x6C000000, 15971)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xE7)], 15971)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15971)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x731BFEB3), ('P4rIngress.values_v00000.hi', 0x6FB965E9)], 15971)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x65F2D181), ('P4rIngress.values_v00001.hi', 0x9BC732B3)], 15971)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC512E3AC), ('P4rIngress.values_v00010.hi', 0x916EA70E)], 15971)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF4EBCCEA), ('P4rIngress.values_v00011.hi', 0x291D0BED)], 15971)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x48674B0F), ('P4rIngress.values_v00100.hi', 0x35D87177)], 15971)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD9F9E3EC), ('P4rIngress.values_v00101.hi', 0x5F03ACFF)], 15971)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A253D16), ('P4rIngress.values_v00110.hi', 0x723D77A4)], 15971)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5C03937C), ('P4rIngress.values_v00111.hi', 0x1E249890)], 15971)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7D28A4F7), ('P4rIngress.values_v01000.hi', 0x4A456D01)], 15971)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xDC06B771), ('P4rIngress.values_v01001.hi', 0x548844E8)], 15971)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x26EE6B37), ('P4rIngress.values_v01010.hi', 0x0B7B57D8)], 15971)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3667C5D7), ('P4rIngress.values_v01011.hi', 0x762BE7D9)], 15971)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3D0DE277), ('P4rIngress.values_v01100.hi', 0xABF108D3)], 15971)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5DC1D67B), ('P4rIngress.values_v01101.hi', 0x273E5021)], 15971)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7439E22F), ('P4rIngress.values_v01110.hi', 0xAF9564C5)], 15971)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBE2CE895), ('P4rIngress.values_v01111.hi', 0x5D622036)], 15971)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x57236E7D), ('P4rIngress.values_v10000.hi', 0x56286A53)], 15971)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6B2514C2), ('P4rIngress.values_v10001.hi', 0xB430B925)], 15971)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7E2F8D35), ('P4rIngress.values_v10010.hi', 0x6A3C6D30)], 15971)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBA075758), ('P4rIngress.values_v10011.hi', 0x9B33D73A)], 15971)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x53CD110B), ('P4rIngress.values_v10100.hi', 0x912B556A)], 15971)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xADF63BA1), ('P4rIngress.values_v10101.hi', 0x961977A4)], 15971)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB67351AD), ('P4rIngress.values_v10110.hi', 0x85053DDA)], 15971)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4CCB30F0), ('P4rIngress.values_v10111.hi', 0x48DE2C83)], 15971)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x45B6D729), ('P4rIngress.values_v11000.hi', 0x184DA1A0)], 15971)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA5BA54DE), ('P4rIngress.values_v11001.hi', 0xFCEEA22F)], 15971)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x16D44F13), ('P4rIngress.values_v11010.hi', 0x8B4A59A7)], 15971)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x2742DDE2), ('P4rIngress.values_v11011.hi', 0x48260F5B)], 15971)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xCA6C6D57), ('P4rIngress.values_v11100.hi', 0x4709FD55)], 15971)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x518A9041), ('P4rIngress.values_v11101.hi', 0x4B306232)], 15971)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7177AAEF), ('P4rIngress.values_v11110.hi', 0x6BEDD2BB)], 15971)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8324EFC9), ('P4rIngress.values_v11111.hi', 0x32F2AB83)], 15971)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5DC2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000013B),
                gc.DataTuple('slot_count', 0x00001D52),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB01794B8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xDA38F829),
                gc.KeyTuple('src_port', 0x3874),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5DC2),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0052),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDA\x38\xF8\x29\x00\x00\x00\x00\x38\x74\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5D\xC2\x00\x18\xB0\x17\x94\xB8\x1D\x28\x01\xAA\x6C\x00\x00\x00\x00\x40\x00\x00\x9E\xC3\xF4\x91\x4C\x2D\xED\x4C\x2A\x49\xE7\x4B\xDC\xAE\x54\xA1\x1D\x35\x4F\x7E\x9E\x0C\x1A\x5B\x86\xE8\x09\xF2\xCA\xF2\xE2\xF9\x6B\x75\xE1\xE9\x75\xA2\x55\xE6\x9D\x02\x51\xE6\x89\xC2\xDE\xD5\x5A\x9E\xEE\xCD\x5B\x02\xCE\xB1\x2F\x19\xC8\x3F\xE0\xEB\x72\x0F\x3A\x69\xB8\xFC\x49\x3D\x01\x41\x4D\xEB\x75\x7F\x31\xCF\x03\x0F\x5C\x76\xF8\x42\x7C\x0C\x4C\x03\x3F\x66\xB3\xDD\x43\x84\x3F\x96\x58\xBC\x9C\x0A\xF1\x7F\x5E\x3D\x8C\xED\xB0\x93\x61\xF7\xE9\xC2\x6D\x32\x23\x6A\xE8\x0C\xEE\xC3\x92\xD6\x94\x55\x71\xB7\x1A\x0D\x44\x95\x56\xFD\x5C\x7A\x9F\x1D\x43\x27\x96\x6F\x8F\x48\xB8\x43\xA6\xA6\x9D\x75\x6C\xA2\x7B\x18\x1D\xDB\xB1\xAD\xAE\xF7\x3C\x8E\x7E\x2A\x64\xD9\xE7\x55\x19\x71\xAB\x38\xE3\x07\xD7\x09\xDC\x8D\x92\x36\x0C\x8B\xDD\xEF\x24\xF3\x5D\x00\x7E\x27\x2B\xA9\xC6\x08\xDA\xB5\xD7\xDB\x78\xC4\x75\x90\x91\xC2\x75\xE1\x2A\x7E\xFB\x94\xE7\x47\x7C\x73\xAD\x14\x1A\xA7\x67\x4B\xC5\xCF\x6E\x50\xE3\x0A\x8A\x87\x4D\xA1\x43\x7F\xFF\xD3\x57\x86\xD0\x1C\x73\x33\xB4\xDB\x35\x0F\xC6\x4A\x4F\xCD\x66\x71\xF3\x91\x7A\x1E\x5A\x47\x2A\x5F\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDA\x38\xF8\x29\xBE\xEF\x38\x74\x01\x20\x00\x00\x50\x34\x02\x82\x5D\xC2\x00\x18\xB0\x17\x94\xB8\x1D\x28\x01\xAA\x6C\x00\x00\x00\x00\x40\x00\x10\x11\xDF\xF3\x44\x4C\x2D\xED\x4C\x7F\xFF\xFF\xFF\xDC\xAE\x54\xA1\xE2\x48\x33\x2A\x9E\x0C\x1A\x5B\x80\x00\x00\x00\xCA\xF2\xE2\xF9\x7F\xFF\xFF\xFF\x75\xA2\x55\xE6\x80\x00\x00\x00\x89\xC2\xDE\xD5\x7F\xFF\xFF\xFF\x5B\x02\xCE\xB1\x7F\xFF\xFF\xFF\xE0\xEB\x72\x0F\x7F\xFF\xFF\xFF\x49\x3D\x01\x41\x29\xF2\x2C\xF0\x31\xCF\x03\x0F\x7F\xFF\xFF\xFF\x7C\x0C\x4C\x03\x75\xCE\x79\xB4\x43\x84\x3F\x96\x7F\xFF\xFF\xFF\xF1\x7F\x5E\x3D\xEA\xAF\x87\x0E\x61\xF7\xE9\xC2\x7F\xFF\xFF\xFF\xE8\x0C\xEE\xC3\x80\x00\x00\x00\x71\xB7\x1A\x0D\x7F\xFF\xFF\xFF\x5C\x7A\x9F\x1D\x7F\xFF\xFF\xFF\x8F\x48\xB8\x43\x24\xD6\x2A\xAA\x6C\xA2\x7B\x18\xD7\xE3\x09\x05\xAE\xF7\x3C\x8E\x7F\xFF\xFF\xFF\xE7\x55\x19\x71\x80\x00\x00\x00\xD7\x09\xDC\x8D\x80\x00\x00\x00\xDD\xEF\x24\xF3\x7F\xFF\xFF\xFF\x2B\xA9\xC6\x08\x20\x6C\xAF\x04\x78\xC4\x75\x90\x80\x00\x00\x00\x2A\x7E\xFB\x94\xFE\x1B\xCB\x86\xAD\x14\x1A\xA7\x7F\xFF\xFF\xFF\x6E\x50\xE3\x0A\x80\x00\x00\x00\x43\x7F\xFF\xD3\x7F\xFF\xFF\xFF\x73\x33\xB4\xDB\x7F\xFF\xFF\xFF\x4F\xCD\x66\x71\x80\x00\x00\x00\x5A\x47\x2A\x5F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3E\x63\x00\x52\x00\x00\x8D\x61\x8B\x89\x6C\x00\x00\x00\x6C\x00\x00\x00\x10\xE7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x11\xDF\xF3\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE2\x48\x33\x2A\x80\x00\x00\x00\x80\x00\x00\x00\xF4\x0F\xEE\xE6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE8\xC6\x8B\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\x10\x0A\x9F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\xF2\x2C\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x75\xCE\x79\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\x70\x67\x10\xEA\xAF\x87\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x97\xA2\x53\x88\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x24\xD6\x2A\xAA\x7F\xFF\xFF\xFF\xD7\xE3\x09\x05\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x74\x87\xF2\x8B\x20\x6C\xAF\x04\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x27\x6D\x9D\xC3\xFE\x1B\xCB\x86\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2A03F939), ('P4rIngress.bitmap_seq.seq', 0x049D2E7E)], 13221)
        self.setRegisterValue('P4rIngress.rounds', 0x049D2E7E, 13221)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x59)], 13221)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13221)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7C696BC2), ('P4rIngress.values_v00000.hi', 0x0E3DE883)], 13221)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x3F76B3AD), ('P4rIngress.values_v00001.hi', 0x81A3769B)], 13221)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7D3CDBCF), ('P4rIngress.values_v00010.hi', 0x95407549)], 13221)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8AD51301), ('P4rIngress.values_v00011.hi', 0xFA73F289)], 13221)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x695A1467), ('P4rIngress.values_v00100.hi', 0x496E1A9D)], 13221)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xDD36A876), ('P4rIngress.values_v00101.hi', 0xB7A8FFCD)], 13221)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x626106DC), ('P4rIngress.values_v00110.hi', 0x7D388846)], 13221)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x2D1C476B), ('P4rIngress.values_v00111.hi', 0x1E5F5EB2)], 13221)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x42C67E35), ('P4rIngress.values_v01000.hi', 0x6BD61F5B)], 13221)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xE4AD7ECB), ('P4rIngress.values_v01001.hi', 0x70362157)], 13221)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5368F9D9), ('P4rIngress.values_v01010.hi', 0x5B770856)], 13221)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xB1AD18F7), ('P4rIngress.values_v01011.hi', 0x461300B6)], 13221)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x1923A73B), ('P4rIngress.values_v01100.hi', 0x9F740BDF)], 13221)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD2ACACE7), ('P4rIngress.values_v01101.hi', 0x542105F7)], 13221)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4FA64D7D), ('P4rIngress.values_v01110.hi', 0x4E19ADE3)], 13221)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x72FBDA1A), ('P4rIngress.values_v01111.hi', 0xD976FD6C)], 13221)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8FD838BD), ('P4rIngress.values_v10000.hi', 0x3E443CC0)], 13221)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB3175C14), ('P4rIngress.values_v10001.hi', 0x5F8B4676)], 13221)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xD85CFB8C), ('P4rIngress.values_v10010.hi', 0x72D4C542)], 13221)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB76CC713), ('P4rIngress.values_v10011.hi', 0xD6AE94AF)], 13221)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4C32A12A), ('P4rIngress.values_v10100.hi', 0x11EC0596)], 13221)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3A56A5EF), ('P4rIngress.values_v10101.hi', 0xA6C55969)], 13221)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x563069E1), ('P4rIngress.values_v10110.hi', 0x3F9ED5B1)], 13221)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x79B9A9CF), ('P4rIngress.values_v10111.hi', 0x686CBA34)], 13221)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4B19DB62), ('P4rIngress.values_v11000.hi', 0xF5344BB7)], 13221)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBEBBA9CC), ('P4rIngress.values_v11001.hi', 0x50975160)], 13221)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x0A469F13), ('P4rIngress.values_v11010.hi', 0xCD53EBBB)], 13221)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB4E58F32), ('P4rIngress.values_v11011.hi', 0x4EFCA2FA)], 13221)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA9AC55BF), ('P4rIngress.values_v11100.hi', 0xABD0567F)], 13221)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5456CC47), ('P4rIngress.values_v11101.hi', 0xBCA5EA75)], 13221)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x989E29D9), ('P4rIngress.values_v11110.hi', 0x8333EBC5)], 13221)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x33908D5E), ('P4rIngress.values_v11111.hi', 0x6FA26FE8)], 13221)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF07),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C5F),
                gc.DataTuple('slot_count', 0x00001050),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x300C8CFD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x8D8FF3CF),
                gc.KeyTuple('src_port', 0xD3BE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCF07),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03C5),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x8F\xF3\xCF\x00\x00\x00\x00\xD3\xBE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCF\x07\x00\x18\x30\x0C\x8C\xFD\x07\x46\x01\x2E\x04\x9D\x2E\x7E\x00\x40\x00\x00\x8D\xC2\x21\x48\x79\x2A\x6C\xAB\x63\x90\x57\xA3\xC7\x8E\x31\x33\x8F\xC7\xFA\x77\xB5\x68\x93\xFB\xAA\xA7\x06\x21\x41\xFB\xAE\xCB\x48\x66\x30\x11\x50\xEC\x97\x11\x88\xEE\xBB\xD7\xF7\x9B\x5C\x46\x64\xC2\xFF\x8D\x0B\xB7\x48\xFC\x66\x46\x93\x93\x53\x39\x56\xAF\x5E\x23\x4A\x85\x7A\x95\xD7\x5E\xEE\xB5\x98\xDD\x6B\x64\x48\x72\x5D\xC0\x6D\xC9\x2B\x33\x2E\xD5\x6C\xA6\x0F\xC7\x59\x52\xF3\x38\x69\x2E\xA7\xC1\x42\x4F\xF7\xC3\x32\x6E\xAE\xEB\x5E\x8B\x1E\x52\x47\x22\x35\x95\x27\xC7\xDC\x6F\xBD\x13\x28\x0A\x93\x9A\xAA\x62\x25\xBE\xDC\x5F\xEE\x34\xF3\xBC\xBA\xB7\x91\xF9\x47\x94\xCA\x2F\x95\xCC\xE3\xD4\x1A\x15\xB9\x46\xE3\x57\xAD\xFF\x8E\xEE\xBA\xB7\x56\x60\xBD\x2B\x80\x00\x00\x00\xF9\xCE\xA7\x79\x6B\xA2\x5B\x4D\x4E\x34\x7A\xC5\x6F\xEB\x34\x8F\x11\x7A\xCF\xCB\x6F\xD0\x92\xC6\xC5\x7C\xFB\x5E\x75\xA2\xE6\xE1\x8A\x73\xA9\xA4\x45\xD0\x93\x8B\x7A\x5D\x98\x5C\x49\x8C\xFA\x49\x64\xA9\x23\x97\x44\x3C\x9A\x23\xD0\xE6\xD7\xB3\x1E\xF7\xF4\xDE\x5C\x6C\x55\x28\x98\xE7\x82\xAE\xB2\xB7\xB9\xED\xFA\x5E\x88\xBB\x6B\xEE\x5A\xFF\x14\x45\x99\x1B\x89\xB9\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8D\x8F\xF3\xCF\xBE\xEF\xD3\xBE\x01\x20\x00\x00\x50\x34\x02\x82\xCF\x07\x00\x18\x30\x0C\x8C\xFD\x07\x46\x01\x2E\x04\x9D\x2E\x7E\x00\x40\x00\x09\x0A\x2B\x8D\x0A\x79\x2A\x6C\xAB\x7F\xFF\xFF\xFF\xC7\x8E\x31\x33\x0D\x04\xD6\x46\xB5\x68\x93\xFB\x80\x00\x00\x00\x41\xFB\xAE\xCB\x7F\xFF\xFF\xFF\x50\xEC\x97\x11\x80\x00\x00\x00\xF7\x9B\x5C\x46\x7F\xFF\xFF\xFF\x0B\xB7\x48\xFC\x7F\xFF\xFF\xFF\x53\x39\x56\xAF\x7F\xFF\xFF\xFF\x7A\x95\xD7\x5E\xD3\x63\x17\xA8\x6B\x64\x48\x72\x7F\xFF\xFF\xFF\x2B\x33\x2E\xD5\x1E\x53\x28\xBE\x59\x52\xF3\x38\x7F\xFF\xFF\xFF\x42\x4F\xF7\xC3\x05\x1B\x5B\xD2\x5E\x8B\x1E\x52\x7F\xFF\xFF\xFF\x27\xC7\xDC\x6F\x30\x0F\x02\x24\x93\x9A\xAA\x62\xB5\x97\x15\x1C\xEE\x34\xF3\xBC\x80\x00\x00\x00\x47\x94\xCA\x2F\x80\x00\x00\x00\x1A\x15\xB9\x46\x9A\xC4\x75\x12\x8E\xEE\xBA\xB7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x34\x25\x4D\x68\x6B\xA2\x5B\x4D\x7F\xFF\xFF\xFF\x6F\xEB\x34\x8F\x7F\xFF\xFF\xFF\x6F\xD0\x92\xC6\x10\x96\xD6\xC0\x75\xA2\xE6\xE1\x80\x00\x00\x00\x45\xD0\x93\x8B\x7F\xFF\xFF\xFF\x49\x8C\xFA\x49\x19\x8E\xB2\xC9\x44\x3C\x9A\x23\x80\x00\x00\x00\x1E\xF7\xF4\xDE\x7F\xFF\xFF\xFF\x98\xE7\x82\xAE\x80\x00\x00\x00\xFA\x5E\x88\xBB\x7F\xFF\xFF\xFF\x14\x45\x99\x1B\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\xA5\x03\xC5\x00\x00\x2B\x03\xF9\x39\x04\x9D\x2E\x7E\x04\x9D\x2E\x7E\x09\x59\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x0A\x2B\x8D\x0A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0D\x04\xD6\x46\x80\x00\x00\x00\x80\x00\x00\x00\x3C\x6F\xA1\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAF\x44\x5C\x13\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x71\x98\xB5\x61\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x63\x17\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1E\x53\x28\xBE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\xC4\x03\xA2\x05\x1B\x5B\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x75\xE1\x8A\x52\x30\x0F\x02\x24\x80\x00\x00\x00\xB5\x97\x15\x1C\x2C\x79\x30\x7C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9A\xC4\x75\x12\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x91\xEC\x05\x96\x34\x25\x4D\x68\x12\x67\xB4\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x10\x96\xD6\xC0\x6A\xD7\x32\x98\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xE0\xE6\x04\x19\x8E\xB2\xC9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCA\xC8\x4B\x5D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x89\xB9\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE0D19EA5), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 12293)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 12293)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x8F)], 12293)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12293)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6573B8C5), ('P4rIngress.values_v00000.hi', 0x5A5D44E9)], 12293)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x142AAAEE), ('P4rIngress.values_v00001.hi', 0x8CAA083C)], 12293)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x00000000), ('P4rIngress.values_v00010.hi', 0x89409F70)], 12293)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xAA1E52DA), ('P4rIngress.values_v00011.hi', 0x18E387B3)], 12293)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6D71492A), ('P4rIngress.values_v00100.hi', 0x340D3AD5)], 12293)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xACA77F9A), ('P4rIngress.values_v00101.hi', 0x1FF3ABB8)], 12293)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x56C45EAF), ('P4rIngress.values_v00110.hi', 0x661F00B9)], 12293)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x38A566C2), ('P4rIngress.values_v00111.hi', 0x583939E5)], 12293)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x69A3B8D5), ('P4rIngress.values_v01000.hi', 0x51DC5BCE)], 12293)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xAB7233DA), ('P4rIngress.values_v01001.hi', 0x4253EEA5)], 12293)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7E52B729), ('P4rIngress.values_v01010.hi', 0x5F953BDB)], 12293)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7B15914C), ('P4rIngress.values_v01011.hi', 0x1B5CEE42)], 12293)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6AA0A7DE), ('P4rIngress.values_v01100.hi', 0xF4633B1D)], 12293)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x588525BF), ('P4rIngress.values_v01101.hi', 0x31290728)], 12293)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x66453265), ('P4rIngress.values_v01110.hi', 0xF73F1D3F)], 12293)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x916DCF6F), ('P4rIngress.values_v01111.hi', 0x5487F1A9)], 12293)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x418AC577), ('P4rIngress.values_v10000.hi', 0x46AAB149)], 12293)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x15B78C65), ('P4rIngress.values_v10001.hi', 0x8B38F038)], 12293)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x85B5CAC3), ('P4rIngress.values_v10010.hi', 0x7C0A47FD)], 12293)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC96C9848), ('P4rIngress.values_v10011.hi', 0x4E68852D)], 12293)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x44CA13CB), ('P4rIngress.values_v10100.hi', 0xCDEAF98B)], 12293)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2BA7CF49), ('P4rIngress.values_v10101.hi', 0xA93581AC)], 12293)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x22EC5756), ('P4rIngress.values_v10110.hi', 0x576BD70F)], 12293)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBC50B668), ('P4rIngress.values_v10111.hi', 0xAE306D79)], 12293)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6D6774BD), ('P4rIngress.values_v11000.hi', 0xA22F7139)], 12293)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7E261ED9), ('P4rIngress.values_v11001.hi', 0x6B8D5A0B)], 12293)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD79AD5C3), ('P4rIngress.values_v11010.hi', 0x7C82E857)], 12293)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBA2375B9), ('P4rIngress.values_v11011.hi', 0x3B60C938)], 12293)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x303AE6E3), ('P4rIngress.values_v11100.hi', 0xBBE76161)], 12293)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4E356EED), ('P4rIngress.values_v11101.hi', 0x4A21920D)], 12293)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xA06C3C49), ('P4rIngress.values_v11110.hi', 0x8D9076DE)], 12293)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x3D715F8F), ('P4rIngress.values_v11111.hi', 0xE52555D7)], 12293)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF814),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003AA),
                gc.DataTuple('slot_count', 0x00001663),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB8B623B7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x138A0A79),
                gc.KeyTuple('src_port', 0x5987),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF814),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x002F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x8A\x0A\x79\x00\x00\x00\x00\x59\x87\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\x14\x00\x18\xB8\xB6\x23\xB7\x0C\x5B\x01\x73\xA0\x00\x00\x00\x00\x40\x00\x00\x17\xD7\x15\x5D\x51\xB9\xCE\x73\x78\x5C\xA3\xFB\xAD\x4A\x68\x94\x00\x4F\xBD\xD7\xE9\x0C\xCA\x31\xAA\xE8\xFA\x7F\x4A\xF9\xD3\x6A\x47\x2A\x9B\xAB\x69\x78\xEF\x19\xC2\x3F\xDF\x27\x2B\x11\x75\x6B\x74\x77\x6F\x8B\x26\x34\x13\x39\x4D\xE9\x6E\x5E\xEF\x3F\x9F\x6C\x53\xC6\x99\x1E\x5D\xBD\x05\x86\x1D\x36\xF5\x4B\x4E\x26\xB4\x8D\x56\x03\x38\x93\x57\x95\xA9\xC1\xDF\xB6\x31\xDD\x6B\x1C\x2E\x6B\x62\x29\x5C\x0B\x55\x64\xF4\xE3\xEC\x75\x7D\xB5\x52\xA9\x39\x28\x6B\x7E\xCF\x4B\x0F\xE3\x3D\x97\xBF\xC4\xCD\xC2\x4D\x0D\x82\x65\x7D\x1C\x95\x75\x4F\x88\xA6\xB0\x74\x30\x67\xC6\xDD\x0B\x9A\x6C\xDB\xD9\x81\xC6\x3D\x3A\xF1\x03\x9B\x7D\xCA\xD1\x57\x7C\x1F\xAF\x49\x8A\xEB\x05\x56\x3E\x1D\x96\xE6\x99\x5A\x1E\x9A\xE4\xD2\x19\x61\xEE\xDE\x32\x54\x3B\xF7\x33\x85\x52\x77\x40\x20\x8F\xA3\xBE\xFD\x6D\xE6\x06\x5D\xD0\x8E\xC7\x30\x2F\x6B\x0F\x4E\x5D\xEC\x11\x88\xFC\x35\x76\x0C\xDE\x4D\xBA\xA3\x1A\x7D\x9D\x11\x21\xB6\x06\x6E\x4C\xF4\xEB\x05\x2C\xB8\xAB\xBA\x8A\xE0\x67\x48\xE9\xC7\xFD\xBD\x6B\x54\x75\xE0\xED\x28\x43\x57\x63\x2A\x8F\xA9\x01\x37\xF3\xF9\x91\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x13\x8A\x0A\x79\xBE\xEF\x59\x87\x01\x20\x00\x00\x50\x34\x02\x82\xF8\x14\x00\x18\xB8\xB6\x23\xB7\x0C\x5B\x01\x73\xA0\x00\x00\x00\x00\x40\x00\x10\x7D\x4A\xCE\x22\x51\xB9\xCE\x73\x7F\xFF\xFF\xFF\xAD\x4A\x68\x94\x00\x4F\xBD\xD7\xE9\x0C\xCA\x31\x80\x00\x00\x00\x4A\xF9\xD3\x6A\x7F\xFF\xFF\xFF\x69\x78\xEF\x19\x80\x00\x00\x00\x2B\x11\x75\x6B\x7F\xFF\xFF\xFF\x26\x34\x13\x39\x7F\xFF\xFF\xFF\xEF\x3F\x9F\x6C\x7F\xFF\xFF\xFF\x5D\xBD\x05\x86\xC8\xA9\x29\x25\x4E\x26\xB4\x8D\x7F\xFF\xFF\xFF\x57\x95\xA9\xC1\x5A\xCB\xC3\x29\x6B\x1C\x2E\x6B\x7F\xFF\xFF\xFF\x55\x64\xF4\xE3\x44\xFA\xA3\x74\x52\xA9\x39\x28\x7F\xFF\xFF\xFF\x0F\xE3\x3D\x97\x80\x00\x00\x00\x4D\x0D\x82\x65\x7F\xFF\xFF\xFF\x4F\x88\xA6\xB0\x7F\xFF\xFF\xFF\xDD\x0B\x9A\x6C\x80\x00\x00\x00\x3D\x3A\xF1\x03\x80\x00\x00\x00\x57\x7C\x1F\xAF\x7F\xFF\xFF\xFF\x56\x3E\x1D\x96\x12\x41\x29\x67\x9A\xE4\xD2\x19\x7F\xFF\xFF\xFF\x54\x3B\xF7\x33\x80\x00\x00\x00\x20\x8F\xA3\xBE\x6A\xD5\x5A\xC3\x5D\xD0\x8E\xC7\x7F\xFF\xFF\xFF\x4E\x5D\xEC\x11\x80\x00\x00\x00\x0C\xDE\x4D\xBA\x80\x00\x00\x00\x11\x21\xB6\x06\x7F\xFF\xFF\xFF\x05\x2C\xB8\xAB\x08\xC0\x4F\x54\x48\xE9\xC7\xFD\x80\x00\x00\x00\xE0\xED\x28\x43\x7F\xFF\xFF\xFF\xA9\x01\x37\xF3\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x05\x00\x2F\x00\x00\xE1\xD1\x9E\xA5\xA0\x00\x00\x00\xA0\x00\x00\x00\x10\x8F\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7D\x4A\xCE\x22\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x4F\xBD\xD7\x80\x00\x00\x00\x80\x00\x00\x00\x63\xDD\x5B\x1D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4B\x05\x21\x23\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x47\x78\xD9\x51\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\xA9\x29\x25\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\xCB\xC3\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\xC8\x30\x00\x44\xFA\xA3\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\x22\x5A\xD6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x29\x17\x21\x12\x41\x29\x67\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCE\xC0\x11\x37\x6A\xD5\x5A\xC3\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4C\x82\x7F\x3E\x7F\xFF\xFF\xFF\xC1\x14\x1A\x0C\x08\xC0\x4F\x54\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8E\x26\x8D\xCA\xF9\x91\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x78EC1D58), ('P4rIngress.bitmap_seq.seq', 0x12000000)], 10937)
        self.setRegisterValue('P4rIngress.rounds', 0x12000000, 10937)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x9B)], 10937)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10937)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x272AC656), ('P4rIngress.values_v00000.hi', 0x13A4904A)], 10937)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7A3AEE82), ('P4rIngress.values_v00001.hi', 0xE9FDA857)], 10937)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xEB44C6E4), ('P4rIngress.values_v00010.hi', 0xC7345B28)], 10937)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA3B12EDB), ('P4rIngress.values_v00011.hi', 0x294CDDAC)], 10937)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D6D667E), ('P4rIngress.values_v00100.hi', 0x565A2B64)], 10937)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x897CBA6F), ('P4rIngress.values_v00101.hi', 0x72A2A2B3)], 10937)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4A5DA28F), ('P4rIngress.values_v00110.hi', 0x68AA1A35)], 10937)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7D3E2EDD), ('P4rIngress.values_v00111.hi', 0x0F94A8D5)], 10937)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x76025B76), ('P4rIngress.values_v01000.hi', 0x577F3EC5)], 10937)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1059129D), ('P4rIngress.values_v01001.hi', 0xAE9276DA)], 10937)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x44BB092F), ('P4rIngress.values_v01010.hi', 0x7BFED9D1)], 10937)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xA36DDDC1), ('P4rIngress.values_v01011.hi', 0x669A3330)], 10937)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5436F915), ('P4rIngress.values_v01100.hi', 0x7973A69F)], 10937)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x8CE3461F), ('P4rIngress.values_v01101.hi', 0x9E4CE889)], 10937)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x42BD45DD), ('P4rIngress.values_v01110.hi', 0x4E5C90E7)], 10937)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x450EBBBC), ('P4rIngress.values_v01111.hi', 0x5E92EADF)], 10937)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBFB5CDD3), ('P4rIngress.values_v10000.hi', 0x79953746)], 10937)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x570BAC4D), ('P4rIngress.values_v10001.hi', 0xCEDBF695)], 10937)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4F17536D), ('P4rIngress.values_v10010.hi', 0x6E52DC5D)], 10937)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x52E175EB), ('P4rIngress.values_v10011.hi', 0xB28B64A0)], 10937)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x356D9F3B), ('P4rIngress.values_v10100.hi', 0x40D0C4CB)], 10937)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x63C378E7), ('P4rIngress.values_v10101.hi', 0x466337AB)], 10937)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x749A102E), ('P4rIngress.values_v10110.hi', 0x84B5B6DC)], 10937)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC26AE90D), ('P4rIngress.values_v10111.hi', 0x5D4332F3)], 10937)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x991877C1), ('P4rIngress.values_v11000.hi', 0xC534F61A)], 10937)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x49177D61), ('P4rIngress.values_v11001.hi', 0x8F384F7B)], 10937)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6E21ABF1), ('P4rIngress.values_v11010.hi', 0x29FB31BB)], 10937)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xE0E4E976), ('P4rIngress.values_v11011.hi', 0xA9FEB645)], 10937)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x46E8F96E), ('P4rIngress.values_v11100.hi', 0x8747CABF)], 10937)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8DA1847D), ('P4rIngress.values_v11101.hi', 0x375A2F99)], 10937)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDCF724B7), ('P4rIngress.values_v11110.hi', 0xEDE81ED0)], 10937)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4B4A20B1), ('P4rIngress.values_v11111.hi', 0xD6AB02B1)], 10937)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x463E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000996),
                gc.DataTuple('slot_count', 0x0000109F),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB9AC1910),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x69629C71),
                gc.KeyTuple('src_port', 0xFCE9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x463E),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x019B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x62\x9C\x71\x00\x00\x00\x00\xFC\xE9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x46\x3E\x00\x18\xB9\xAC\x19\x10\x01\x23\x03\x26\x12\x00\x00\x00\x00\x40\x00\x00\xFC\xAC\xDD\x50\x74\x94\xD4\x1B\x49\x2B\xCC\xEB\x85\x43\x74\x37\x6F\xB3\xE9\x46\xB2\x54\x51\xDF\xAA\xBA\x37\x72\x42\xEC\xBC\xA0\x50\xB6\xEE\x42\x46\xEE\x59\x8E\xD4\x16\xA9\x26\xB1\x93\x66\x45\x63\x29\x6D\xC1\x6D\x9B\x2B\x41\x61\xEC\x33\xC3\xFA\x73\x5A\x8F\x0D\xF9\x04\x25\x66\x55\x55\xE2\x47\x5B\xDB\xDB\xAE\xEE\xAA\xAC\x4D\xC9\x89\x6C\x63\x60\x10\x7F\x4E\x1C\x22\x93\x29\xC9\x43\xDD\x48\x1E\x0B\xB1\x4A\x72\x2E\x77\x34\xFD\x6B\xBF\xBB\xAE\x40\x59\x4D\xBA\x15\xB1\x5A\xB6\xBC\x5B\x53\x52\x3B\x5B\x18\x86\x13\x4B\x8F\xD5\x84\x3F\x03\xC2\xB1\xEA\x64\xFE\xEF\xE8\x3F\xA4\xEF\xD3\x64\x06\x57\x33\x25\x3A\x1E\xA4\x6B\xF7\x44\xA1\x26\x8B\xF5\x03\x23\x6E\xB7\x09\x6F\x7D\xBF\x06\x2F\x91\xE5\xF9\x56\xC6\xFE\x11\x3E\xDD\xD7\x18\xE6\x75\x52\xEA\x10\xFA\x29\x6B\x79\x93\x92\x93\xBB\x33\x96\x3F\xCB\x59\xCC\x50\x60\x68\x8A\xB9\xF2\xA2\xFD\x37\xA2\x30\xAC\xEE\x7A\x87\x78\x1A\xBE\xBD\x27\x86\xA8\x8E\xC2\x0D\x66\x84\x53\xB6\xA9\xD0\x73\x35\x4C\x10\x13\x0F\x73\x60\x92\x4E\x42\xD3\xEE\x95\x88\xB9\xEB\x82\x1D\x81\x55\x53\xD8\xBA\x62\xDD\xC5\x60\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\x62\x9C\x71\xBE\xEF\xFC\xE9\x01\x20\x00\x00\x50\x34\x02\x82\x46\x3E\x00\x18\xB9\xAC\x19\x10\x01\x23\x01\x26\x12\x00\x00\x00\x00\x40\x00\x0E\x23\xD7\xA3\xA6\x74\x94\xD4\x1B\x7F\xFF\xFF\xFF\x85\x43\x74\x37\x5A\xF8\xB0\x2A\xB2\x54\x51\xDF\x80\x00\x00\x00\x42\xEC\xBC\xA0\x7F\xFF\xFF\xFF\x46\xEE\x59\x8E\x80\x00\x00\x00\xB1\x93\x66\x45\x7F\xFF\xFF\xFF\x6D\x9B\x2B\x41\x7F\xFF\xFF\xFF\xFA\x73\x5A\x8F\x7F\xFF\xFF\xFF\x66\x55\x55\xE2\x57\xB4\xEE\x78\xAE\xEE\xAA\xAC\x7F\xFF\xFF\xFF\x63\x60\x10\x7F\xF1\x8A\x00\x54\x29\xC9\x43\xDD\x7F\xFF\xFF\xFF\x4A\x72\x2E\x77\xC1\xE0\xB1\xDE\xBB\xAE\x40\x59\x7F\xFF\xFF\xFF\x5A\xB6\xBC\x5B\x7F\xFF\xFF\xFF\x18\x86\x13\x4B\x80\x00\x00\x00\x03\xC2\xB1\xEA\x7F\xFF\xFF\xFF\x3F\xA4\xEF\xD3\x7F\xFF\xFF\xFF\x25\x3A\x1E\xA4\x7F\xFF\xFF\xFF\x26\x8B\xF5\x03\x58\xDC\x56\x44\x6F\x7D\xBF\x06\x7F\xFF\xFF\xFF\x56\xC6\xFE\x11\x7F\xFF\xFF\xFF\xE6\x75\x52\xEA\xD3\x65\x12\x78\x79\x93\x92\x93\x80\x00\x00\x00\xCB\x59\xCC\x50\x7F\xFF\xFF\xFF\xF2\xA2\xFD\x37\x10\x52\x58\xDF\x7A\x87\x78\x1A\x9F\xA2\x10\xFC\xA8\x8E\xC2\x0D\x7F\xFF\xFF\xFF\xA9\xD0\x73\x35\xD9\xB1\x97\x8C\x73\x60\x92\x4E\x1F\xCB\x13\x4C\x88\xB9\xEB\x82\x68\xCB\x76\x04\xD8\xBA\x62\xDD\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\xB9\x01\x9B\x00\x00\x79\xEC\x1D\x58\x12\x00\x00\x00\x12\x00\x00\x00\x0E\x9B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x23\xD7\xA3\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5A\xF8\xB0\x2A\x80\x00\x00\x00\x80\x00\x00\x00\x6C\x39\x9A\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x24\x36\x08\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\x08\x03\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\xB4\xEE\x78\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x8A\x00\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\xE0\xB1\xDE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x77\x18\xFE\x2A\x80\x00\x00\x00\x7D\x57\xE9\x30\x7F\xFF\xFF\xFF\x0E\x80\xE6\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\x17\x59\xA3\x58\xDC\x56\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\x65\x12\x78\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x90\x8E\xC2\x6A\x7F\xFF\xFF\xFF\x81\xDB\x4C\xB2\x10\x52\x58\xDF\x7F\xFF\xFF\xFF\x9F\xA2\x10\xFC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD9\xB1\x97\x8C\x7F\xFF\xFF\xFF\x1F\xCB\x13\x4C\x80\x00\x00\x00\x68\xCB\x76\x04\xAF\x65\x65\x8E\xC5\x60\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x108AC163), ('P4rIngress.bitmap_seq.seq', 0xCBE05740)], 9808)
        self.setRegisterValue('P4rIngress.rounds', 0xCBE05740, 9808)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xAE)], 9808)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9808)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC828F5A1), ('P4rIngress.values_v00000.hi', 0x6666A8CB)], 9808)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4D39B2E9), ('P4rIngress.values_v00001.hi', 0x7BB56AA4)], 9808)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xDADAE952), ('P4rIngress.values_v00010.hi', 0x33BD29B1)], 9808)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x74DA2865), ('P4rIngress.values_v00011.hi', 0x6E5D0D06)], 9808)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xABF297D5), ('P4rIngress.values_v00100.hi', 0x4D16A56C)], 9808)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x65BCD96D), ('P4rIngress.values_v00101.hi', 0x2ADFC20E)], 9808)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7E6996DA), ('P4rIngress.values_v00110.hi', 0x434A8582)], 9808)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x60A5893B), ('P4rIngress.values_v00111.hi', 0x3618D54A)], 9808)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x30E57296), ('P4rIngress.values_v01000.hi', 0xB6A70BA7)], 9808)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xCC0F79BF), ('P4rIngress.values_v01001.hi', 0x4268C04F)], 9808)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xE1AB215F), ('P4rIngress.values_v01010.hi', 0x41A53637)], 9808)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x94D2C568), ('P4rIngress.values_v01011.hi', 0x3D5C7003)], 9808)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD90AC075), ('P4rIngress.values_v01100.hi', 0xAAF1D8F3)], 9808)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6DB8A1D6), ('P4rIngress.values_v01101.hi', 0x80000000)], 9808)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4AE46225), ('P4rIngress.values_v01110.hi', 0xBDCD0D37)], 9808)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xC67C6E9C), ('P4rIngress.values_v01111.hi', 0x80000000)], 9808)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x46A1AD96), ('P4rIngress.values_v10000.hi', 0x68AD1EE6)], 9808)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xBB828B4E), ('P4rIngress.values_v10001.hi', 0x5D135A66)], 9808)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB8994B8F), ('P4rIngress.values_v10010.hi', 0xCCBE4589)], 9808)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x57AF8189), ('P4rIngress.values_v10011.hi', 0x5A070D19)], 9808)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xC25FE909), ('P4rIngress.values_v10100.hi', 0xADAADDF7)], 9808)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x24449499), ('P4rIngress.values_v10101.hi', 0x4EF89D43)], 9808)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x99F15194), ('P4rIngress.values_v10110.hi', 0x4349E9F6)], 9808)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3B9D16DF), ('P4rIngress.values_v10111.hi', 0x36AF3AB7)], 9808)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x772F9EF3), ('P4rIngress.values_v11000.hi', 0x746A3359)], 9808)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5FB4DD28), ('P4rIngress.values_v11001.hi', 0x04BBF00F)], 9808)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4CA8F213), ('P4rIngress.values_v11010.hi', 0x36AAFC19)], 9808)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4D54ED3F), ('P4rIngress.values_v11011.hi', 0x5B13924D)], 9808)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE30DA723), ('P4rIngress.values_v11100.hi', 0x582B1CCD)], 9808)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x66128A4D), ('P4rIngress.values_v11101.hi', 0x5F6C9DF7)], 9808)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2D5911A7), ('P4rIngress.values_v11110.hi', 0x030F5CEB)], 9808)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4EB856B8), ('P4rIngress.values_v11111.hi', 0x4C8869AE)], 9808)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x18AB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000422),
                gc.DataTuple('slot_count', 0x00001BDE),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x76816715),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x7EBA9ACD),
                gc.KeyTuple('src_port', 0x2FCF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x18AB),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01C2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7E\xBA\x9A\xCD\x00\x00\x00\x00\x2F\xCF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x18\xAB\x00\x18\x76\x81\x67\x15\x02\x2E\x01\x6F\xCB\xE0\x57\x40\x00\x40\x00\x00\x2C\xEE\x12\xD6\x44\x3C\xAD\x4B\x78\xF2\x57\x15\x6D\x40\x65\x8D\xCA\x9A\x4B\x57\x76\xCC\x97\x3B\x78\x92\xA4\x4D\x45\x49\x49\x4B\x2A\xF5\xF8\xCB\x6E\x7B\xC3\xE5\x35\x18\xDE\xF1\xBC\xD0\xB0\xFF\x43\xFE\x34\x1B\x66\x74\xDF\x8B\x51\x5E\x3D\x2A\x67\xED\x55\x7E\x52\x5E\xBB\x82\x9D\x2F\x6C\x51\xA9\xDC\xC5\xA8\x7E\xBD\xC5\xC4\xBE\xA9\xF7\x43\x86\x9A\x85\xAE\xAC\xF8\xDF\x5E\x44\xFC\x01\x09\x5B\xC4\xA6\xB2\xCA\x0B\xBC\x3F\x62\x7B\x67\x2D\x4C\x1C\xFD\x94\x68\x54\x75\x16\xC3\x32\x85\xA1\xB8\xF8\x89\xD4\x70\x59\x7A\x3F\x6A\xA9\xBB\x11\x1F\xC7\xDC\xAA\xA8\x7C\x0B\x11\x61\x9B\x54\xD9\x9D\x2C\xE7\x9F\x62\xAD\x55\x7B\x62\x6B\x83\xF2\x62\x3B\x7F\x54\xB0\x9F\x9C\xD5\xE0\x9F\x50\xC1\x77\xA5\xE4\x27\x72\xBB\xB1\x65\xAA\xAD\x25\x6E\x5C\x28\xF1\x4F\x36\xE9\xF5\x05\xF6\xEA\x9B\x6B\xD7\xB1\x8A\xA6\x41\xE7\x94\x2B\x5E\x14\xCF\x98\x72\x4B\xAF\xEB\x5B\xE7\x2A\x61\x6F\xB2\xBF\xE3\x71\x56\xA9\x46\x5C\x17\x25\xED\x7D\x7E\xAF\x7D\x34\x9A\xAA\x58\x4F\x94\x25\xC7\x20\x06\x0F\xEA\xCA\x2B\xDF\xF7\xA0\x2B\x6A\xBD\x4C\xEC\xF8\x0F\x50\xFD\xDE\x0E\x2F\x55\xF9\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7E\xBA\x9A\xCD\xBE\xEF\x2F\xCF\x01\x20\x00\x00\x50\x34\x02\x82\x18\xAB\x00\x18\x76\x81\x67\x15\x02\x2E\x01\x6F\xCB\xE0\x57\x40\x00\x40\x00\x07\xF5\x17\x08\x77\x44\x3C\xAD\x4B\x7F\xFF\xFF\xFF\x6D\x40\x65\x8D\xA5\x75\x34\xA9\x76\xCC\x97\x3B\x7F\xFF\xFF\xFF\x45\x49\x49\x4B\xD6\xE8\x90\xA0\x6E\x7B\xC3\xE5\x7F\xFF\xFF\xFF\xBC\xD0\xB0\xFF\x7F\xFF\xFF\xFF\x66\x74\xDF\x8B\x7F\xFF\xFF\xFF\x67\xED\x55\x7E\x7F\xFF\xFF\xFF\x9D\x2F\x6C\x51\x80\x00\x00\x00\x7E\xBD\xC5\xC4\xA0\x55\x18\xA2\x86\x9A\x85\xAE\x80\x00\x00\x00\x44\xFC\x01\x09\x34\xCF\x67\x27\xCA\x0B\xBC\x3F\x7F\xFF\xFF\xFF\x4C\x1C\xFD\x94\x7F\xFF\xFF\xFF\xC3\x32\x85\xA1\x80\x00\x00\x00\x70\x59\x7A\x3F\x7F\xFF\xFF\xFF\x1F\xC7\xDC\xAA\x80\x00\x00\x00\x61\x9B\x54\xD9\x80\x00\x00\x00\x62\xAD\x55\x7B\x7F\xFF\xFF\xFF\x62\x3B\x7F\x54\x80\x00\x00\x00\xE0\x9F\x50\xC1\x7F\xFF\xFF\xFF\x72\xBB\xB1\x65\x80\x00\x00\x00\x5C\x28\xF1\x4F\x72\x87\x0B\xE4\xF6\xEA\x9B\x6B\x4E\xE1\x29\x99\x41\xE7\x94\x2B\x7F\xFF\xFF\xFF\x72\x4B\xAF\xEB\x7F\xFF\xFF\xFF\x6F\xB2\xBF\xE3\x7F\xFF\xFF\xFF\x5C\x17\x25\xED\x60\x8C\x56\xA0\x34\x9A\xAA\x58\x7F\xFF\xFF\xFF\x20\x06\x0F\xEA\xF7\x84\xF1\x9E\xA0\x2B\x6A\xBD\x7F\xFF\xFF\xFF\x50\xFD\xDE\x0E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\x50\x01\xC2\x00\x00\x11\x8A\xC1\x63\xCB\xE0\x57\x40\xCB\xE0\x57\x40\x07\xAE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF5\x17\x08\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\x75\x34\xA9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\xE8\x90\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\xB0\x73\x0D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA0\x55\x18\xA2\xC8\x3F\xBB\xE5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x34\xCF\x67\x27\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCC\x1C\xFD\x94\x7F\xFF\xFF\xFF\x80\xFF\x92\xD8\x80\x00\x00\x00\xF0\x59\x7A\x3F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2F\x6B\x9B\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8E\x4A\x2E\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x72\x87\x0B\xE4\x2D\x99\xD6\x22\x4E\xE1\x29\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x77\x07\x9F\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x60\x8C\x56\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\x72\xAD\xE1\xF7\x84\xF1\x9E\xA3\x3A\xC7\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2F\x55\xF9\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD6F0B4B5), ('P4rIngress.bitmap_seq.seq', 0xA889BC05)], 9939)
        self.setRegisterValue('P4rIngress.rounds', 0xA889BC05, 9939)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xA5)], 9939)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9939)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4E4C5C3B), ('P4rIngress.values_v00000.hi', 0x7D5BBA31)], 9939)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5C94B8CB), ('P4rIngress.values_v00001.hi', 0xBBBFC423)], 9939)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D54C9FE), ('P4rIngress.values_v00010.hi', 0x96E239FA)], 9939)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA97AAAF9), ('P4rIngress.values_v00011.hi', 0xE2669BA7)], 9939)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x552865F7), ('P4rIngress.values_v00100.hi', 0x3ABAB005)], 9939)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x987CFE2E), ('P4rIngress.values_v00101.hi', 0x14FADDF8)], 9939)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4B8E15FF), ('P4rIngress.values_v00110.hi', 0x541B3648)], 9939)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x674DA6D5), ('P4rIngress.values_v00111.hi', 0xA767F3BC)], 9939)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4A2AF360), ('P4rIngress.values_v01000.hi', 0x30BB8DE5)], 9939)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4D50872E), ('P4rIngress.values_v01001.hi', 0x5752DAE7)], 9939)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5CB335DC), ('P4rIngress.values_v01010.hi', 0x755AA941)], 9939)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xF1F38CCA), ('P4rIngress.values_v01011.hi', 0x4EEC0AC3)], 9939)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x76A490AD), ('P4rIngress.values_v01100.hi', 0xF5A93FEF)], 9939)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x46E73B4F), ('P4rIngress.values_v01101.hi', 0x2E5A6FFC)], 9939)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x62B6CB99), ('P4rIngress.values_v01110.hi', 0xCDBFBCEE)], 9939)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9C920922), ('P4rIngress.values_v01111.hi', 0xCAEDBB1A)], 9939)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x915F68D1), ('P4rIngress.values_v10000.hi', 0x516BA4ED)], 9939)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x74E9D719), ('P4rIngress.values_v10001.hi', 0xFBAB2AFB)], 9939)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x79F4462C), ('P4rIngress.values_v10010.hi', 0x7AF242EB)], 9939)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xD47ACC96)], 9939)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xEFE6EBB3), ('P4rIngress.values_v10100.hi', 0x7D6D91BB)], 9939)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xE54545A1), ('P4rIngress.values_v10101.hi', 0x7264528E)], 9939)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x54F432D6), ('P4rIngress.values_v10110.hi', 0x89C70977)], 9939)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x472A9CB7), ('P4rIngress.values_v10111.hi', 0x37E8A58F)], 9939)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5D5CBE05), ('P4rIngress.values_v11000.hi', 0x765438F4)], 9939)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4EA02C2F), ('P4rIngress.values_v11001.hi', 0x7B9138B8)], 9939)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x248BDBB0), ('P4rIngress.values_v11010.hi', 0x8EEA127D)], 9939)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6E52E42B), ('P4rIngress.values_v11011.hi', 0x409A9C4F)], 9939)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE33981EF), ('P4rIngress.values_v11100.hi', 0x50E610BA)], 9939)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5E314DD6), ('P4rIngress.values_v11101.hi', 0x50418C9A)], 9939)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5F856B21), ('P4rIngress.values_v11110.hi', 0xB5D18AE3)], 9939)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8ABD8CA1), ('P4rIngress.values_v11111.hi', 0xD162C235)], 9939)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE734),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006D3),
                gc.DataTuple('slot_count', 0x000012AF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x876F53FB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x58D90036),
                gc.KeyTuple('src_port', 0xFA40),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE734),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x033E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x58\xD9\x00\x36\x00\x00\x00\x00\xFA\x40\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE7\x34\x00\x18\x87\x6F\x53\xFB\x00\x00\x01\x4C\xA8\x89\xBC\x05\x00\x40\x00\x00\xA6\x68\x5F\x2A\x25\x85\x41\x58\x4F\xC7\x2C\x5F\x87\xB3\x28\x70\xDB\xBB\xBE\x2C\xAD\x95\xAA\x2F\xCD\xE6\x38\x95\x6A\xB6\x66\xE4\x77\x8C\x65\xD7\x5E\xBF\x59\x0D\xC6\xF2\x8D\xD6\xE1\x00\x25\x63\x6C\x6D\x98\x37\x3E\x53\xB6\x4A\x69\xCA\x84\x9B\x4F\x5E\xAD\x3C\x71\xA2\xD1\x2F\x5D\x8B\x93\x88\x06\x59\xEF\xFE\x68\x38\x92\x17\x34\xEB\x8B\xD7\x34\x5C\x59\x45\xD8\x9A\xE5\xBD\x46\x98\x37\x01\x22\xC8\xDE\xCC\x5B\xAB\x0D\x67\xF5\x19\x5F\x6F\x76\x2A\x8E\xE2\x77\x15\x9C\xCE\xEF\x70\x27\xAD\x87\xCC\x6B\x8E\x1B\xD4\x93\x77\xDA\xF6\x77\x75\x97\x3D\x8E\xF3\x4D\x8D\x53\x93\x0D\x0B\x92\xB3\x7A\xA8\xA0\x8B\x39\xFD\x45\xC5\x00\x00\x00\x00\x56\xE9\xB7\xB7\xDE\xCC\xD7\x1D\x54\xEC\xCE\xB5\x89\x5C\xF4\x95\x1B\xCD\xDA\x26\x69\x21\xD9\xD3\xA9\xA3\x67\x63\x6D\xD2\xC6\x4F\x7E\x1E\xAC\x33\x58\xE5\xE8\x5B\x6F\x50\x3C\x84\x64\xFE\x85\xA6\x1C\xD1\xC3\xDF\x3E\x77\x9B\x6A\xBE\xE3\x4D\xEF\x3C\x33\xFE\x6C\x45\xBF\x98\xE8\x6D\x03\x5F\x97\x42\x90\x06\xDB\x92\x95\xDC\xE2\x58\x4A\x03\xD2\x43\x24\x92\xB9\x94\x70\x1A\x2D\x44\xEC\x9D\x9F\x86\x2E\x86\x6F\x5B\xCF\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x58\xD9\x00\x36\xBE\xEF\xFA\x40\x01\x20\x00\x00\x50\x34\x02\x82\xE7\x34\x00\x18\x87\x6F\x53\xFB\x00\x00\x01\x4C\xA8\x89\xBC\x05\x00\x40\x00\x20\xF4\xB4\xBB\x65\x25\x85\x41\x58\x7F\xFF\xFF\xFF\x87\xB3\x28\x70\x29\x10\x88\x2A\xAD\x95\xAA\x2F\x80\x00\x00\x00\x6A\xB6\x66\xE4\x7F\xFF\xFF\xFF\x5E\xBF\x59\x0D\x80\x00\x00\x00\xE1\x00\x25\x63\x7F\xFF\xFF\xFF\x3E\x53\xB6\x4A\x7F\xFF\xFF\xFF\x4F\x5E\xAD\x3C\x7F\xFF\xFF\xFF\x5D\x8B\x93\x88\x53\xAA\x77\x2C\x68\x38\x92\x17\x7F\xFF\xFF\xFF\x34\x5C\x59\x45\xCA\x8E\x72\x87\x46\x98\x37\x01\x7F\xFF\xFF\xFF\x5B\xAB\x0D\x67\x3C\x00\x9A\xBE\x76\x2A\x8E\xE2\x7F\xFF\xFF\xFF\xEF\x70\x27\xAD\x80\x00\x00\x00\x1B\xD4\x93\x77\x80\x00\x00\x00\x97\x3D\x8E\xF3\x7F\xFF\xFF\xFF\x0D\x0B\x92\xB3\x7F\xFF\xFF\xFF\x39\xFD\x45\xC5\x00\x00\x00\x00\x56\xE9\xB7\xB7\xCE\xB3\xC2\xD0\x54\xEC\xCE\xB5\x80\x00\x00\x00\x1B\xCD\xDA\x26\x7F\xFF\xFF\xFF\xA9\xA3\x67\x63\x7F\xFF\xFF\xFF\x7E\x1E\xAC\x33\x7F\xFF\xFF\xFF\x6F\x50\x3C\x84\x7F\xFF\xFF\xFF\x1C\xD1\xC3\xDF\x63\x03\x77\x1A\xBE\xE3\x4D\xEF\x7F\xFF\xFF\xFF\x45\xBF\x98\xE8\x50\x3C\xE1\x86\x42\x90\x06\xDB\xF0\xC7\x2A\xB8\x58\x4A\x03\xD2\x7F\xFF\xFF\xFF\x94\x70\x1A\x2D\xCF\xAA\x2A\x40\x86\x2E\x86\x6F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x26\xD3\x03\x3E\x00\x00\xD7\xF0\xB4\xB5\xA8\x89\xBC\x05\xA8\x89\xBC\x05\x20\xA5\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF4\xB4\xBB\x65\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x29\x10\x88\x2A\x80\x00\x00\x00\x80\x00\x00\x00\x4D\x1D\x02\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\xFB\x03\x5B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\xC6\xA0\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\xAA\x77\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCA\x8E\x72\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x51\x54\x4D\x56\x3C\x00\x9A\xBE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\x2F\xE4\x9B\x80\x00\x00\x00\xE6\xC2\x4E\x91\x80\x00\x00\x00\xE8\xA9\x33\xE0\x7F\xFF\xFF\xFF\x08\xB6\xBD\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x2B\x64\x84\x4D\xCE\xB3\xC2\xD0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\x03\x77\x1A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x50\x3C\xE1\x86\x7F\xFF\xFF\xFF\xF0\xC7\x2A\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCF\xAA\x2A\x40\x80\x00\x00\x00\x5B\xCF\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE61C6BCB), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11182)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11182)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0xFC)], 11182)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11182)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD653E059), ('P4rIngress.values_v00000.hi', 0x31B84A45)], 11182)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x62F6912D), ('P4rIngress.values_v00001.hi', 0x89FD1A73)], 11182)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x1CFA6DF3), ('P4rIngress.values_v00010.hi', 0xA77E2DD1)], 11182)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9BB405CF), ('P4rIngress.values_v00011.hi', 0x366A8DAA)], 11182)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x38B71DB1), ('P4rIngress.values_v00100.hi', 0x291E4C5A)], 11182)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA47536BA), ('P4rIngress.values_v00101.hi', 0x26996240)], 11182)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x753B2886), ('P4rIngress.values_v00110.hi', 0x4A4BABF3)], 11182)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7480B758), ('P4rIngress.values_v00111.hi', 0x4AF067F7)], 11182)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6BDE8B2F), ('P4rIngress.values_v01000.hi', 0x6C928736)], 11182)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA877B76F), ('P4rIngress.values_v01001.hi', 0x0BE9A39F)], 11182)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7C4F13CD), ('P4rIngress.values_v01010.hi', 0x45A1681D)], 11182)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x44EA3ED5), ('P4rIngress.values_v01011.hi', 0x7A5B92F5)], 11182)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x20FF69D7), ('P4rIngress.values_v01100.hi', 0xA0D7E6C6)], 11182)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x52413739), ('P4rIngress.values_v01101.hi', 0x558C3E22)], 11182)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7272C343), ('P4rIngress.values_v01110.hi', 0xABB67C81)], 11182)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x75E9DCC3), ('P4rIngress.values_v01111.hi', 0x4F932623)], 11182)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4ACEE7FF), ('P4rIngress.values_v10000.hi', 0x655296B9)], 11182)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8A5AE3E5), ('P4rIngress.values_v10001.hi', 0x16CE85C6)], 11182)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6E5D5C2C), ('P4rIngress.values_v10010.hi', 0x4B5598F3)], 11182)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB125A9AA), ('P4rIngress.values_v10011.hi', 0x7EF81371)], 11182)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xCFCBE827), ('P4rIngress.values_v10100.hi', 0x339B4F38)], 11182)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x41AD1039), ('P4rIngress.values_v10101.hi', 0xCAAD2076)], 11182)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6C5C096C), ('P4rIngress.values_v10110.hi', 0x4B1A1513)], 11182)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6EAE4FDE), ('P4rIngress.values_v10111.hi', 0xBAD1FD55)], 11182)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x97FFC8AB), ('P4rIngress.values_v11000.hi', 0x6645CEAA)], 11182)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1EC8C692), ('P4rIngress.values_v11001.hi', 0x3C19AA62)], 11182)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x64F3D64F), ('P4rIngress.values_v11010.hi', 0x77681AC1)], 11182)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x528A8E07), ('P4rIngress.values_v11011.hi', 0x5C40BF27)], 11182)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xCD2FE6BE), ('P4rIngress.values_v11100.hi', 0xC4A1FDA7)], 11182)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6D8B28DE), ('P4rIngress.values_v11101.hi', 0x51AFC1F4)], 11182)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5FEDA696), ('P4rIngress.values_v11110.hi', 0x67D93FCA)], 11182)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x65CE4567), ('P4rIngress.values_v11111.hi', 0x077EFA18)], 11182)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x11A9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000719),
                gc.DataTuple('slot_count', 0x000008DC),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC6C8D85F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x3AFC22C1),
                gc.KeyTuple('src_port', 0xEA15),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x11A9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0221),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\xFC\x22\xC1\x00\x00\x00\x00\xEA\x15\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x11\xA9\x00\x18\xC6\xC8\xD8\x5F\x04\x95\x03\xB1\x80\x00\x00\x00\x00\x40\x00\x00\x42\x51\xF6\x5F\x65\x6E\x72\x85\x62\xE9\xFA\xB1\xBA\xCB\x6C\x3B\xD8\xCA\xF6\xF9\x8A\xE7\xB1\x5D\x97\x95\x7D\x1D\x31\x28\x79\xE7\x65\xA4\x71\x41\x7D\x9A\xA2\x4E\x86\x5D\x96\xE8\x0E\x6B\x4A\x7E\x27\xA3\xEF\x3C\x37\x73\xA9\xDC\x4A\x6B\x22\x49\xCE\xEE\xB0\x72\x20\x07\xAC\x63\x4E\x7A\xDF\x23\x1C\x1E\xFB\x13\x7D\xF5\x34\xE1\x56\x55\x99\x06\x5C\xAD\xCF\x21\xC1\x9B\xF8\xFD\x12\x01\x93\x9E\x67\xB8\x25\xEF\xE7\x9B\x27\x0E\xA5\x1D\x71\xA3\xA1\x3B\x8C\xAE\x44\xE6\xA8\xDB\x87\x6D\xB7\x2B\x42\x71\xBA\xE1\x68\xC3\x88\x4A\x6F\x02\x30\x23\x42\x37\x5E\x8D\xDE\xB2\xF7\xD7\x69\xFF\xFC\x62\x46\xA5\x45\x39\xE3\x8B\x51\x71\x63\x62\xC2\x7D\x3E\x65\xD6\x16\x44\x24\x6B\x6F\x71\x31\x8A\x6D\x70\xA6\xE7\x23\x97\x9B\x4A\xAB\x5C\x87\x37\xD3\x72\x7B\xD2\x85\xA2\xB4\x5D\x55\xB6\x99\xD6\x5E\x3B\x1D\x4E\xE9\x2B\x13\x97\x74\x6B\x74\xC6\xE9\x44\x2A\x7B\x6D\x3C\xF0\xF2\x49\x74\x36\x79\x19\x67\x65\xEF\x67\x54\x75\x91\xCA\x92\xFE\x96\x26\xB5\xE0\x8E\x27\x13\x4C\x49\x6F\x45\x81\x1C\x3D\x62\x5F\xAE\x14\x54\x76\x94\x48\x59\xCC\x5C\x23\x80\x00\x00\x00\x81\x51\x86\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\xFC\x22\xC1\xBE\xEF\xEA\x15\x01\x20\x00\x00\x50\x34\x02\x82\x11\xA9\x00\x18\xC6\xC8\xD8\x5F\x04\x95\x01\xB1\x80\x00\x00\x00\x00\x40\x00\x1C\x18\xA5\xD6\xB8\x65\x6E\x72\x85\x7F\xFF\xFF\xFF\xBA\xCB\x6C\x3B\xF5\xC5\x64\xEC\x8A\xE7\xB1\x5D\x80\x00\x00\x00\x31\x28\x79\xE7\x7F\xFF\xFF\xFF\x7D\x9A\xA2\x4E\x80\x00\x00\x00\x0E\x6B\x4A\x7E\x7F\xFF\xFF\xFF\x37\x73\xA9\xDC\x7F\xFF\xFF\xFF\xCE\xEE\xB0\x72\x7F\xFF\xFF\xFF\x4E\x7A\xDF\x23\xC4\x96\xB2\x82\x7D\xF5\x34\xE1\x7F\xFF\xFF\xFF\x5C\xAD\xCF\x21\x06\x86\x37\xD2\x12\x01\x93\x9E\x7F\xFF\xFF\xFF\xE7\x9B\x27\x0E\xF7\x5E\xA8\xDC\xA1\x3B\x8C\xAE\x7F\xFF\xFF\xFF\x87\x6D\xB7\x2B\x7F\xFF\xFF\xFF\x68\xC3\x88\x4A\x7F\xFF\xFF\xFF\x42\x37\x5E\x8D\x80\x00\x00\x00\x69\xFF\xFC\x62\x7F\xFF\xFF\xFF\xE3\x8B\x51\x71\x14\x88\x6C\x27\x3E\x65\xD6\x16\x13\xF0\x53\x96\x71\x31\x8A\x6D\x7F\xFF\xFF\xFF\x97\x9B\x4A\xAB\x7F\xFF\xFF\xFF\x72\x7B\xD2\x85\x11\x62\xAD\x33\xB6\x99\xD6\x5E\xD3\x1D\x17\x94\x2B\x13\x97\x74\x7F\xFF\xFF\xFF\x44\x2A\x7B\x6D\x7F\xFF\xFF\xFF\x74\x36\x79\x19\x7F\xFF\xFF\xFF\x54\x75\x91\xCA\x80\x00\x00\x00\xB5\xE0\x8E\x27\x7F\xFF\xFF\xFF\x45\x81\x1C\x3D\x7F\xFF\xFF\xFF\x54\x76\x94\x48\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xAE\x02\x21\x00\x00\xE7\x1C\x6B\xCB\x80\x00\x00\x00\x80\x00\x00\x00\x1C\xFC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x18\xA5\xD6\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\xC5\x64\xEC\x80\x00\x00\x00\x80\x00\x00\x00\x67\x93\x07\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x35\x04\xAC\xBE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\xDF\x18\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC4\x96\xB2\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\x86\x37\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\x73\x0D\xD4\xF7\x5E\xA8\xDC\xF6\xC7\xCA\xD0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\xE0\xEA\x64\x14\x88\x6C\x27\x7F\xFF\xFF\xFF\x13\xF0\x53\x96\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\x62\xAD\x33\x80\x00\x00\x00\xD3\x1D\x17\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x87\x7E\xFA\x18\x81\x51\x86\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB4F988F6), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 12796)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 12796)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x87)], 12796)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12796)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE5F3B16F), ('P4rIngress.values_v00000.hi', 0x648F9D0F)], 12796)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6EE98332), ('P4rIngress.values_v00001.hi', 0x69F842EC)], 12796)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x05AA9DE9), ('P4rIngress.values_v00010.hi', 0x724F8223)], 12796)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x74A9C527), ('P4rIngress.values_v00011.hi', 0x7F732D65)], 12796)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7FA849B1), ('P4rIngress.values_v00100.hi', 0x53662CDB)], 12796)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x66312A35), ('P4rIngress.values_v00101.hi', 0xF224B5E6)], 12796)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xBBC5922D), ('P4rIngress.values_v00110.hi', 0x8224BE2E)], 12796)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xB56BBA79), ('P4rIngress.values_v00111.hi', 0x7A95F086)], 12796)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0xA2EE6D3B), ('P4rIngress.values_v01000.hi', 0x628388CA)], 12796)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x485FA60D), ('P4rIngress.values_v01001.hi', 0xDCB75A93)], 12796)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xDDC18535), ('P4rIngress.values_v01010.hi', 0x19C6F6F0)], 12796)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x246672DF), ('P4rIngress.values_v01011.hi', 0x39094F95)], 12796)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x47896F33), ('P4rIngress.values_v01100.hi', 0xABD57B25)], 12796)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xF9B30B25), ('P4rIngress.values_v01101.hi', 0x7262E091)], 12796)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xADE23482), ('P4rIngress.values_v01110.hi', 0xAA849C53)], 12796)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4BD2636C), ('P4rIngress.values_v01111.hi', 0x695CE726)], 12796)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5A498CB2), ('P4rIngress.values_v10000.hi', 0xB259735B)], 12796)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4568E53A), ('P4rIngress.values_v10001.hi', 0x817E9A94)], 12796)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8ABDB223), ('P4rIngress.values_v10010.hi', 0xDB2C936D)], 12796)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x03478638), ('P4rIngress.values_v10011.hi', 0x2A64C9AC)], 12796)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x47104469), ('P4rIngress.values_v10100.hi', 0x7D62DE6D)], 12796)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAC4D478E), ('P4rIngress.values_v10101.hi', 0x23F38CC1)], 12796)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8CCA9508), ('P4rIngress.values_v10110.hi', 0xAB57819E)], 12796)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7286D1DF), ('P4rIngress.values_v10111.hi', 0x46A84CC5)], 12796)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5AD87434), ('P4rIngress.values_v11000.hi', 0x4857EC92)], 12796)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x139AF1ED), ('P4rIngress.values_v11001.hi', 0x62346C37)], 12796)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x462A7128), ('P4rIngress.values_v11010.hi', 0x741CA3F5)], 12796)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB33B35DB), ('P4rIngress.values_v11011.hi', 0x5C7676A2)], 12796)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x83C2DE8A), ('P4rIngress.values_v11100.hi', 0x9F56CB59)], 12796)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x61FABE27), ('P4rIngress.values_v11101.hi', 0x557370C7)], 12796)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB190DAF9), ('P4rIngress.values_v11110.hi', 0x3F764EFD)], 12796)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8CA551AE), ('P4rIngress.values_v11111.hi', 0xC7E0C2B3)], 12796)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x58CB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9BB9BA15),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x75201418),
                gc.KeyTuple('src_port', 0xA79D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x58CB),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0315),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x75\x20\x14\x18\x00\x00\x00\x00\xA7\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x58\xCB\x00\x18\x9B\xB9\xBA\x15\x11\xFC\x03\x77\xFF\xFF\xFF\xFF\x00\x40\x00\x00\xF4\xD7\x9C\xCF\x65\x9D\x25\xED\x42\x4F\xCD\xB0\x4A\x81\x76\x54\x2D\xA6\x7D\x25\x25\x46\x87\xA3\x54\x29\x3B\x12\x1E\xA0\x39\x6B\x58\xA6\x3A\xCB\x59\x0D\x75\xCC\x34\xFD\xCB\xA9\x93\xAE\x64\xC4\xBE\x95\xB4\xCD\xC0\xA4\x6B\xE8\x91\x5B\x15\x26\x49\xB8\x69\xEC\xB2\x2D\x69\x7F\x2D\x15\xDC\x5F\x1B\xD0\xE6\x25\xF0\x93\x8B\x5B\x95\xD7\xF8\xEA\x4E\xF3\x09\x51\x6E\x70\x8B\x0B\x57\xC3\x4C\xFF\x63\x99\x27\xF7\x94\x9D\x75\xE4\x1B\x52\xF9\x7F\x5A\xD6\xFE\xC5\xCA\xC3\x72\xC3\x97\x0D\x7F\x18\x75\xDE\xE6\x54\x19\x01\x09\x23\x50\xD8\x88\xFB\xA6\xCD\x18\x22\x46\x4B\xB5\x63\xAF\x54\xBA\xE4\xE8\x22\x9A\xA9\x25\x1D\xBA\x6B\x45\x2F\xDE\x2E\x77\x29\xFD\x4C\x64\x79\x67\x3F\x51\x3E\x8D\x6D\xA2\xE3\xEB\x5B\x64\x95\xEC\x19\xD2\x2E\x9F\x68\xAF\x5F\xE8\x8F\xF9\xF6\x79\x4D\xF5\x38\xD8\x8F\x65\xD9\x13\xE8\x6F\x9C\x63\xCB\x96\x5B\x13\x08\xDF\x18\x36\x4F\x7C\x2A\x94\x0C\x64\xF0\x15\x1F\xBB\xB2\xCE\xA9\xD0\xB8\x07\xEF\xD3\x0C\x9C\xF7\xA9\xCF\xE7\x4B\x7B\xBC\x46\x9E\x31\x36\xFE\x3E\xAD\x41\x48\x3F\x6F\x97\x2F\xD9\x8F\x95\x1B\x34\x90\xBC\x2D\x85\x16\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x75\x20\x14\x18\xBE\xEF\xA7\x9D\x01\x20\x00\x00\x50\x34\x02\x82\x58\xCB\x00\x18\x9B\xB9\xBA\x15\x11\xFC\x01\x77\xFF\xFF\xFF\xFF\x00\x40\x00\x10\xDA\xCB\x4E\x3E\x65\x9D\x25\xED\x7F\xFF\xFF\xFF\x4A\x81\x76\x54\x33\x51\x1B\x0E\x25\x46\x87\xA3\x7F\xFF\xFF\xFF\x1E\xA0\x39\x6B\x7F\xFF\xFF\xFF\x59\x0D\x75\xCC\x7F\xFF\xFF\xFF\x93\xAE\x64\xC4\x80\x00\x00\x00\xC0\xA4\x6B\xE8\x80\x00\x00\x00\x49\xB8\x69\xEC\x80\x00\x00\x00\x2D\x15\xDC\x5F\x64\x30\x8C\x32\xF0\x93\x8B\x5B\x80\x00\x00\x00\x4E\xF3\x09\x51\x7F\xFF\xFF\xFF\x57\xC3\x4C\xFF\x7F\xFF\xFF\xFF\x94\x9D\x75\xE4\x15\x06\x04\xA4\x5A\xD6\xFE\xC5\x80\x00\x00\x00\x97\x0D\x7F\x18\x7F\xFF\xFF\xFF\x19\x01\x09\x23\x7F\xFF\xFF\xFF\xA6\xCD\x18\x22\x7F\xFF\xFF\xFF\xAF\x54\xBA\xE4\x80\x00\x00\x00\x25\x1D\xBA\x6B\x48\x77\x64\x66\x77\x29\xFD\x4C\x7F\xFF\xFF\xFF\x51\x3E\x8D\x6D\x80\x00\x00\x00\x64\x95\xEC\x19\x80\x00\x00\x00\xAF\x5F\xE8\x8F\x6C\x7D\x4B\x2C\xF5\x38\xD8\x8F\x7F\xFF\xFF\xFF\x6F\x9C\x63\xCB\xA9\xF6\x04\xF5\xDF\x18\x36\x4F\x7F\xFF\xFF\xFF\x64\xF0\x15\x1F\x80\x00\x00\x00\xD0\xB8\x07\xEF\x80\x00\x00\x00\xA9\xCF\xE7\x4B\x7F\xFF\xFF\xFF\x31\x36\xFE\x3E\x80\x00\x00\x00\x6F\x97\x2F\xD9\x80\x00\x00\x00\x90\xBC\x2D\x85\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\xFC\x03\x15\x00\x00\xB5\xF9\x88\xF6\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x10\x87\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xDA\xCB\x4E\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x51\x1B\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x85\xD3\x1A\xAA\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x64\x30\x8C\x32\xCD\x4A\xE5\xEE\x80\x00\x00\x00\x68\xBA\x00\x41\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\x06\x04\xA4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x00\x4A\x4D\xD8\x48\x77\x64\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6C\x7D\x4B\x2C\x3B\xE1\x25\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\xF6\x04\xF5\x41\x4C\xA2\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2D\x2E\x7E\x91\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x16\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3CB577D6), ('P4rIngress.bitmap_seq.seq', 0x91318AFB)], 12863)
        self.setRegisterValue('P4rIngress.rounds', 0x91318AFB, 12863)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xCB)], 12863)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 12863)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x160B0935), ('P4rIngress.values_v00000.hi', 0x7625A6F9)], 12863)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x38624622), ('P4rIngress.values_v00001.hi', 0x773A20DC)], 12863)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x13F5A535), ('P4rIngress.values_v00010.hi', 0x764AB4BD)], 12863)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x43C518E9), ('P4rIngress.values_v00011.hi', 0x2C945772)], 12863)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8F56DD2A), ('P4rIngress.values_v00100.hi', 0x24774B15)], 12863)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x754FAEE5), ('P4rIngress.values_v00101.hi', 0xA99F2B62)], 12863)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x65B8E765), ('P4rIngress.values_v00110.hi', 0x57A8FDB4)], 12863)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x67C5FDEF), ('P4rIngress.values_v00111.hi', 0x72B8FA51)], 12863)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x58A49245), ('P4rIngress.values_v01000.hi', 0x9D654D2B)], 12863)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD7A3A499), ('P4rIngress.values_v01001.hi', 0x78D3B07D)], 12863)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x00000000), ('P4rIngress.values_v01010.hi', 0x79555BB7)], 12863)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBBBAF52A), ('P4rIngress.values_v01011.hi', 0x718B3237)], 12863)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB1BC69EB), ('P4rIngress.values_v01100.hi', 0x87AC2B7B)], 12863)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x524BC287), ('P4rIngress.values_v01101.hi', 0xF1BDCFCF)], 12863)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x61C47E7C), ('P4rIngress.values_v01110.hi', 0x87E5D73E)], 12863)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x446514D2), ('P4rIngress.values_v01111.hi', 0x88796BBD)], 12863)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7D47A797), ('P4rIngress.values_v10000.hi', 0x3FD2A62C)], 12863)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x86C29090), ('P4rIngress.values_v10001.hi', 0x2300D080)], 12863)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x79ABC2DF), ('P4rIngress.values_v10010.hi', 0x9BE881D1)], 12863)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x373BB2FF), ('P4rIngress.values_v10011.hi', 0x63AB9B91)], 12863)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6AEA6F77), ('P4rIngress.values_v10100.hi', 0x7C893ACF)], 12863)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x859EB53B), ('P4rIngress.values_v10101.hi', 0x6180FD23)], 12863)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8B6805D6), ('P4rIngress.values_v10110.hi', 0xECD46B47)], 12863)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xDAC739D3), ('P4rIngress.values_v10111.hi', 0xB8CD6F41)], 12863)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x082DCEE9), ('P4rIngress.values_v11000.hi', 0xAF9C236F)], 12863)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x35CD85A9), ('P4rIngress.values_v11001.hi', 0x2989C9CF)], 12863)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x547B89AF), ('P4rIngress.values_v11010.hi', 0x4E61A702)], 12863)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCE9E3052), ('P4rIngress.values_v11011.hi', 0x9DC60D42)], 12863)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA55A75BC), ('P4rIngress.values_v11100.hi', 0x1B181D4A)], 12863)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8EF3DF17), ('P4rIngress.values_v11101.hi', 0x99662B22)], 12863)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4F0A5DF3), ('P4rIngress.values_v11110.hi', 0x6319312B)], 12863)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x728F3BDD), ('P4rIngress.values_v11111.hi', 0x030CA7F6)], 12863)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5260),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D79),
                gc.DataTuple('slot_count', 0x000010FD),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B017DD0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xBE11E12A),
                gc.KeyTuple('src_port', 0x3E0A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5260),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0337),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x11\xE1\x2A\x00\x00\x00\x00\x3E\x0A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x52\x60\x00\x18\x0B\x01\x7D\xD0\x04\xC6\x03\x45\x91\x31\x8A\xFB\x00\x40\x00\x00\x80\x00\x00\x00\x66\x0D\xE1\x6D\x4C\x46\x4B\x13\x38\x98\x76\x81\x21\x04\xBB\xAD\x36\xE2\xBD\x46\x6A\xD4\xCB\x6F\x79\xFF\x36\xAA\xFA\x40\x41\x07\x7C\xC5\x04\xBD\x4E\xB9\xAA\x44\x6C\xC7\x79\x93\x39\xF3\xC9\x46\x65\x5A\x1A\x5A\x7B\xD1\x5F\x08\x6D\xEC\x53\x7E\x3C\x6E\xBA\x60\xDE\x76\x45\x86\x9C\x27\xBA\x1E\x49\x0E\x51\x3D\x00\x00\x00\x00\x91\x1F\x72\xD4\xA7\xAC\x81\x17\x7F\x5F\x26\x35\x15\x6F\x5D\x9D\xDF\xC1\xAB\x39\x45\xAD\x47\xFD\x23\x9A\x6D\xE8\x65\xCD\x5A\x3D\x78\x2D\x47\xCB\xD5\x9F\x17\xF2\x98\xB4\xCE\x53\x6D\x63\xB1\x99\x09\x2C\x95\x85\xE9\x9A\xA1\x8E\x67\x14\xEB\x36\x61\xBB\x65\xF0\x0F\x4F\x1A\x9B\xA6\xB5\x1A\x4D\x59\x01\xA1\xA7\x0C\xE6\x6A\x6B\x5E\xF2\xA1\x6E\xF1\xAB\x5F\xB2\x2C\x37\x55\x87\xBE\xC4\x44\xA5\x85\x78\x89\x87\xCA\xE6\xB0\x6D\x94\x68\x72\xDD\xFB\x6C\x96\xEB\xAE\x05\x5B\x66\x74\xB8\x96\xAB\x37\x43\xC6\x31\xD7\xE3\x9C\xF7\x47\x77\x04\x93\x98\x63\x38\x58\xAD\x6D\x3B\x8A\x88\xCE\xA9\x8D\x80\x00\x00\x00\x8A\xA5\x5A\x25\x9C\x76\xE8\xC7\x43\x50\x16\xF9\x4B\xB9\xEC\x22\x5E\x87\xB8\x80\xDE\x21\x9A\x08\x16\x56\x2E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x11\xE1\x2A\xBE\xEF\x3E\x0A\x01\x20\x00\x00\x50\x34\x02\x82\x52\x60\x00\x18\x0B\x01\x7D\xD0\x04\xC6\x01\x45\x91\x31\x8A\xFB\x00\x40\x00\x03\x96\x0B\x09\x35\x66\x0D\xE1\x6D\x7F\xFF\xFF\xFF\x38\x98\x76\x81\x34\xFA\x60\xE2\x36\xE2\xBD\x46\x7F\xFF\xFF\xFF\x79\xFF\x36\xAA\x89\x97\x1E\x31\x7C\xC5\x04\xBD\x7F\xFF\xFF\xFF\x6C\xC7\x79\x93\x7F\xFF\xFF\xFF\x65\x5A\x1A\x5A\x7F\xFF\xFF\xFF\x6D\xEC\x53\x7E\x7F\xFF\xFF\xFF\xDE\x76\x45\x86\x80\x00\x00\x00\x49\x0E\x51\x3D\x00\x00\x00\x00\x91\x1F\x72\xD4\x80\x00\x00\x00\x7F\x5F\x26\x35\xC7\x2B\xC7\x88\xDF\xC1\xAB\x39\x7F\xFF\xFF\xFF\x23\x9A\x6D\xE8\x7F\xFF\xFF\xFF\x78\x2D\x47\xCB\x1A\x04\x2C\xC4\x98\xB4\xCE\x53\x7F\xFF\xFF\xFF\x09\x2C\x95\x85\x80\x00\x00\x00\x67\x14\xEB\x36\x7F\xFF\xFF\xFF\x0F\x4F\x1A\x9B\xDD\xF0\xCD\x4C\x59\x01\xA1\xA7\x77\xD0\xD9\xE2\x5E\xF2\xA1\x6E\x80\x00\x00\x00\x2C\x37\x55\x87\x80\x00\x00\x00\x85\x78\x89\x87\xA5\xAD\xEA\x40\x94\x68\x72\xDD\x03\x9A\x65\xD4\xAE\x05\x5B\x66\x7F\xFF\xFF\xFF\x37\x43\xC6\x31\x2C\x5F\x26\xA6\x47\x77\x04\x93\x80\x00\x00\x00\xAD\x6D\x3B\x8A\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x9C\x76\xE8\xC7\x7F\xFF\xFF\xFF\x4B\xB9\xEC\x22\x7F\xFF\xFF\xFF\xDE\x21\x9A\x08\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x3F\x03\x37\x00\x00\x3D\xB5\x77\xD6\x91\x31\x8A\xFB\x91\x31\x8A\xFB\x03\xCB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x96\x0B\x09\x35\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x34\xFA\x60\xE2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x89\x97\x1E\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\x66\xA4\xF5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x0A\x74\xCE\x8B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC7\x2B\xC7\x88\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x15\x58\x3D\xB7\x7F\xFF\xFF\xFF\x00\x13\x1F\x09\x1A\x04\x2C\xC4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x48\xFF\x3B\xB1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x37\x9C\x6C\xDD\xF0\xCD\x4C\x7F\xFF\xFF\xFF\x77\xD0\xD9\xE2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA5\xAD\xEA\x40\x80\x00\x00\x00\x03\x9A\x65\xD4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x60\xCD\x90\x00\x2C\x5F\x26\xA6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x9B\x18\x1D\x4A\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x2E\x41\xFE\x16\x56\x2E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB4927352), ('P4rIngress.bitmap_seq.seq', 0x5AAA9426)], 10915)
        self.setRegisterValue('P4rIngress.rounds', 0x5AAA9426, 10915)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x80)], 10915)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10915)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3BE77ACC), ('P4rIngress.values_v00000.hi', 0x40F9334B)], 10915)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x3E9C59B9), ('P4rIngress.values_v00001.hi', 0xB59025CE)], 10915)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6CCDAD50), ('P4rIngress.values_v00010.hi', 0x976234E9)], 10915)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x86CB3BBC), ('P4rIngress.values_v00011.hi', 0x80000000)], 10915)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x1478FB75), ('P4rIngress.values_v00100.hi', 0x6974D0B1)], 10915)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8B5C6E3F), ('P4rIngress.values_v00101.hi', 0xAFF13DBE)], 10915)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7ED4C96C), ('P4rIngress.values_v00110.hi', 0x7FE45BBB)], 10915)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4570DA3B), ('P4rIngress.values_v00111.hi', 0xBE1A71F9)], 10915)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x517349CD), ('P4rIngress.values_v01000.hi', 0x4CFA9526)], 10915)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF2ACA1A7), ('P4rIngress.values_v01001.hi', 0x57D1F897)], 10915)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x76493846), ('P4rIngress.values_v01010.hi', 0x6D7F84A4)], 10915)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x63AEB569), ('P4rIngress.values_v01011.hi', 0x5140E0C7)], 10915)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x49349D87), ('P4rIngress.values_v01100.hi', 0x0689F8D6)], 10915)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAF470745), ('P4rIngress.values_v01101.hi', 0x6AC14693)], 10915)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x665C0AA7), ('P4rIngress.values_v01110.hi', 0x47D60C85)], 10915)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB852529B), ('P4rIngress.values_v01111.hi', 0x7BCFA9DD)], 10915)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x77AD5C42), ('P4rIngress.values_v10000.hi', 0x7A92C680)], 10915)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x561A5A79), ('P4rIngress.values_v10001.hi', 0xB814261E)], 10915)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xBBA82FEF), ('P4rIngress.values_v10010.hi', 0x0CD87177)], 10915)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB27EC669), ('P4rIngress.values_v10011.hi', 0x273DCD89)], 10915)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6B69A12C), ('P4rIngress.values_v10100.hi', 0xBCBAB4D7)], 10915)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5776E099), ('P4rIngress.values_v10101.hi', 0xA8A29D6F)], 10915)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x757AEB5C), ('P4rIngress.values_v10110.hi', 0x6755AB65)], 10915)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB7557AE1), ('P4rIngress.values_v10111.hi', 0xE77175F9)], 10915)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2AAB76FD), ('P4rIngress.values_v11000.hi', 0x2A3AAB2B)], 10915)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x35920CEA), ('P4rIngress.values_v11001.hi', 0x444E72DF)], 10915)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7459C797), ('P4rIngress.values_v11010.hi', 0xC2717607)], 10915)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5AF295EB), ('P4rIngress.values_v11011.hi', 0x1FB8838F)], 10915)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB20189D9), ('P4rIngress.values_v11100.hi', 0xA9D2A674)], 10915)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xF7DDC8DB), ('P4rIngress.values_v11101.hi', 0xC563F4CE)], 10915)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x05581075), ('P4rIngress.values_v11110.hi', 0x5A3A5AE7)], 10915)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB1CB1196), ('P4rIngress.values_v11111.hi', 0x5C6DBFE7)], 10915)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9CFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000603),
                gc.DataTuple('slot_count', 0x0000128A),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F3197F2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x74EC09DC),
                gc.KeyTuple('src_port', 0xCD89),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9CFE),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02BD),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\xEC\x09\xDC\x00\x00\x00\x00\xCD\x89\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9C\xFE\x00\x18\x0F\x31\x97\xF2\x04\xA0\x03\x20\x5A\xAA\x94\x26\x00\x40\x00\x00\x33\x21\xFF\xA7\x5E\x1A\xB9\x88\x70\x66\x94\x41\xBE\x2A\x8E\x8B\xAE\xF3\xBD\xFB\x96\x6A\xC9\x8B\xDB\x20\x71\x37\x1E\xB1\x87\x78\x7F\x43\x0A\x54\x3F\x7F\x5B\xFD\xAB\x47\x45\x37\xEA\x8C\xEF\x40\x3C\x59\x8B\x9F\x5F\x6D\x46\xD1\x55\x84\x95\x14\xC4\x61\xED\xBE\x5B\x35\xEC\xCF\x6E\x8D\xBD\x51\xA2\x08\xE5\xF6\x40\x55\x16\x96\x6A\xCC\x38\x10\x19\x1B\x0C\x52\xEA\xF3\x8D\xC7\x5F\x4D\x7D\xAC\x6B\x15\x8D\xD9\x74\xD0\xAA\x85\xE8\xF1\xF6\xBF\x47\x37\x72\x9F\x3A\x7F\x1C\x37\x80\x00\x00\x00\xB7\xE1\xD4\x97\x1B\x75\xB3\x46\x44\x45\x19\x68\x7E\xF2\x5F\xF7\x44\x73\x13\x9F\xBC\xAC\x7A\x50\xB2\xBE\xEF\x8D\x7E\xCB\x3F\x76\x97\x13\xF4\x20\x64\xE6\xE5\x39\x3B\x7D\xAF\xF2\x1C\x2B\xE5\x95\xD3\x31\x2C\xDA\xB3\xF4\xC4\xE1\x53\x61\x79\xCB\x45\xE5\x9A\xA8\xB4\xAA\xA3\x5B\x6F\x63\x4C\x64\xD1\xD6\xFF\x7B\x27\xAD\xE7\xA5\x73\x30\x5F\x9A\x3D\xD9\x0D\xDF\x16\x60\x73\x6D\xB3\x00\x56\xD9\x5A\xE5\x4C\x41\x60\x7E\xCD\x35\x97\x28\x89\x0D\xB5\x92\xA3\x74\xEA\x1B\x4B\x5C\x8D\x2B\x63\xA3\x7A\xA7\xEF\x8B\x18\x93\x99\x6B\x91\x59\xA4\x91\x30\x49\x8A\x41\xE0\xEF\xEC\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\xEC\x09\xDC\xBE\xEF\xCD\x89\x01\x20\x00\x00\x50\x34\x02\x82\x9C\xFE\x00\x18\x0F\x31\x97\xF2\x04\xA0\x01\x20\x5A\xAA\x94\x26\x00\x40\x00\x1E\x6F\x09\x7A\x73\x5E\x1A\xB9\x88\x7F\xFF\xFF\xFF\xBE\x2A\x8E\x8B\x1B\xC1\x6B\x4B\x96\x6A\xC9\x8B\x80\x00\x00\x00\x1E\xB1\x87\x78\x7F\xFF\xFF\xFF\x3F\x7F\x5B\xFD\x80\x00\x00\x00\xEA\x8C\xEF\x40\x7F\xFF\xFF\xFF\x5F\x6D\x46\xD1\x7F\xFF\xFF\xFF\xC4\x61\xED\xBE\x7F\xFF\xFF\xFF\x6E\x8D\xBD\x51\x94\xB5\x87\x9D\x40\x55\x16\x96\x7F\xFF\xFF\xFF\x19\x1B\x0C\x52\x4E\xA2\x43\x30\x5F\x4D\x7D\xAC\x7F\xFF\xFF\xFF\x74\xD0\xAA\x85\x98\x38\xFE\x04\x47\x37\x72\x9F\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x1B\x75\xB3\x46\x7F\xFF\xFF\xFF\x7E\xF2\x5F\xF7\x7F\xFF\xFF\xFF\xBC\xAC\x7A\x50\x80\x00\x00\x00\x7E\xCB\x3F\x76\x80\x00\x00\x00\x64\xE6\xE5\x39\x7F\xFF\xFF\xFF\x1C\x2B\xE5\x95\x2A\xA8\x0D\x73\xB3\xF4\xC4\xE1\x7F\xFF\xFF\xFF\x45\xE5\x9A\xA8\x80\x00\x00\x00\x6F\x63\x4C\x64\xFC\x82\x76\x78\x27\xAD\xE7\xA5\x7F\xFF\xFF\xFF\x3D\xD9\x0D\xDF\x7F\xFF\xFF\xFF\xB3\x00\x56\xD9\x7F\xFF\xFF\xFF\x60\x7E\xCD\x35\x80\x00\x00\x00\xB5\x92\xA3\x74\xE1\xF9\x14\x37\x8D\x2B\x63\xA3\x7F\xFF\xFF\xFF\x18\x93\x99\x6B\x80\x00\x00\x00\x30\x49\x8A\x41\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2A\xA3\x02\xBD\x00\x00\xB5\x92\x73\x52\x5A\xAA\x94\x26\x5A\xAA\x94\x26\x1E\x80\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x6F\x09\x7A\x73\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\xC1\x6B\x4B\x80\x00\x00\x00\x80\x00\x00\x00\x9E\xB1\x87\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9A\x7E\x2C\xFE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x82\x7C\x5F\xB7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x94\xB5\x87\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4E\xA2\x43\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7B\x5A\xA3\x5B\x98\x38\xFE\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\xD6\x0C\x85\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\xE6\x9A\x6C\x2A\xA8\x0D\x73\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x56\xD4\xC2\x5D\xFC\x82\x76\x78\x51\xE8\x92\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xE1\xF9\x14\x37\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x72\xCD\xF4\x52\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE0\xEF\xEC\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x12FB6F1A), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 13504)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 13504)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xD8)], 13504)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13504)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2B6B6C31), ('P4rIngress.values_v00000.hi', 0x62D939C7)], 13504)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x3F6E8B86), ('P4rIngress.values_v00001.hi', 0x2FC2D7AB)], 13504)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE6026ACA), ('P4rIngress.values_v00010.hi', 0x7C969D67)], 13504)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5F44C576), ('P4rIngress.values_v00011.hi', 0x48358C34)], 13504)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x235E2E38), ('P4rIngress.values_v00100.hi', 0x488B0336)], 13504)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x293AECBA), ('P4rIngress.values_v00101.hi', 0xBCA7A0C4)], 13504)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xB8F28C38), ('P4rIngress.values_v00110.hi', 0xBC34944F)], 13504)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xDC27FB30), ('P4rIngress.values_v00111.hi', 0x5E52A9FC)], 13504)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x9426B61F), ('P4rIngress.values_v01000.hi', 0x4A666BD0)], 13504)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA5E8CBE1), ('P4rIngress.values_v01001.hi', 0x7B9D7A89)], 13504)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1F725354), ('P4rIngress.values_v01010.hi', 0x27F45D37)], 13504)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAB344EA9), ('P4rIngress.values_v01011.hi', 0x9E19A6AF)], 13504)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD96864A5), ('P4rIngress.values_v01100.hi', 0x67A274EB)], 13504)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xD75AA797), ('P4rIngress.values_v01101.hi', 0x506B16B5)], 13504)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5F4A4197), ('P4rIngress.values_v01110.hi', 0x20046792)], 13504)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x115A84CD), ('P4rIngress.values_v01111.hi', 0x04C398DE)], 13504)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x910396FE), ('P4rIngress.values_v10000.hi', 0xBB9998CA)], 13504)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6E0EB6B3), ('P4rIngress.values_v10001.hi', 0x1DCD4D46)], 13504)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB64CB51E), ('P4rIngress.values_v10010.hi', 0x47A9C724)], 13504)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD645C155), ('P4rIngress.values_v10011.hi', 0x57F19065)], 13504)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB546ABC5), ('P4rIngress.values_v10100.hi', 0x64178B92)], 13504)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBB0E80B7), ('P4rIngress.values_v10101.hi', 0x74DEEA74)], 13504)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7E994521), ('P4rIngress.values_v10110.hi', 0x25F8E54C)], 13504)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBD6552B9), ('P4rIngress.values_v10111.hi', 0x1202E771)], 13504)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x46F0D2F3), ('P4rIngress.values_v11000.hi', 0xC37E2F27)], 13504)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x80000000), ('P4rIngress.values_v11001.hi', 0x721C13E1)], 13504)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x26853432), ('P4rIngress.values_v11010.hi', 0x7AB2B548)], 13504)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x661EDABF), ('P4rIngress.values_v11011.hi', 0x4284B645)], 13504)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7A260C29), ('P4rIngress.values_v11100.hi', 0xB3FFCDF3)], 13504)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4EF4D9B4), ('P4rIngress.values_v11101.hi', 0x4A9FADE4)], 13504)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8AF6B450), ('P4rIngress.values_v11110.hi', 0x80000000)], 13504)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x43C874A5), ('P4rIngress.values_v11111.hi', 0x7F5EE085)], 13504)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5D58),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000033F),
                gc.DataTuple('slot_count', 0x00001CC1),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4CAC8165),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xE94CC9C3),
                gc.KeyTuple('src_port', 0x0DF4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5D58),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0213),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE9\x4C\xC9\xC3\x00\x00\x00\x00\x0D\xF4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5D\x58\x00\x18\x4C\xAC\x81\x65\x11\x81\x01\x69\x40\x00\x00\x00\x00\x40\x00\x00\xAD\xD6\x84\xF3\x36\xDC\xD3\x7E\x59\x06\x9F\x2F\x59\x32\xA9\xD3\x36\x75\x1F\x27\x1E\xCC\x55\x37\x4E\x80\xAB\xF2\x4F\xB5\x6D\x71\x5E\x0C\x28\x0D\x6B\x80\x53\xB2\x6B\x12\x67\xDA\xCB\x54\xCD\x8E\xAC\xD3\x8D\xAA\xBF\x50\xDC\x87\x84\x4E\x09\x2F\x48\x53\x66\x0B\x95\x65\x15\xC2\x7E\x3F\x76\xDD\xA5\xED\x97\x0E\x3A\x87\x51\x4A\x4C\x97\x5D\x96\xBF\x25\x38\x74\xBB\x16\x34\x49\xC1\xFA\x61\x2A\x77\xD3\x5F\xAF\x1E\x6B\xEC\xA2\x77\x7B\xEB\x4E\x3D\xF2\x0A\xB4\x40\x18\x68\x48\x4F\xB6\x8F\xE5\x74\xE1\xF7\x43\x3E\x9D\xFF\x9F\xBB\xF2\x38\xAB\x81\xC5\x5E\x6B\x29\x24\x2C\x85\xDC\xB1\xE8\x73\x4B\x54\x95\x1E\x4E\xCC\xEA\xDD\xA8\xEC\x3B\xC4\x2E\x57\x6A\x57\x9D\x0F\xD5\x35\x45\x98\xAD\x7A\xA6\xA4\x03\xA5\x66\x96\x2E\xCB\x15\xED\x36\x6D\xE9\x48\x6C\xEE\xFE\x7F\x5A\xAF\x57\xEA\xE7\xAF\x6A\x6D\x85\x55\xBE\x72\x62\xFD\x1B\x80\x95\xA9\x80\x00\x00\x00\x72\x38\x05\x14\x44\xE2\x9F\x1D\xC4\xEF\x62\xE5\x7B\x73\x64\x97\x1F\xE4\xB3\x60\x2E\x62\x81\x07\x54\x59\x4B\x95\x38\x7D\x18\xCB\xE9\x12\x9E\xE3\x3D\x46\x52\x09\x41\x17\xB4\xA4\x1A\x9B\x7E\xF7\xF2\x47\xB8\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE9\x4C\xC9\xC3\xBE\xEF\x0D\xF4\x01\x20\x00\x00\x50\x34\x02\x82\x5D\x58\x00\x18\x4C\xAC\x81\x65\x11\x81\x01\x69\x40\x00\x00\x00\x00\x40\x00\x12\xD9\x41\xF1\x24\x36\xDC\xD3\x7E\x7F\xFF\xFF\xFF\x59\x32\xA9\xD3\x1C\x77\x89\xF1\x1E\xCC\x55\x37\x7F\xFF\xFF\xFF\x4F\xB5\x6D\x71\x7F\xFF\xFF\xFF\x6B\x80\x53\xB2\x7F\xFF\xFF\xFF\xCB\x54\xCD\x8E\x80\x00\x00\x00\xBF\x50\xDC\x87\x80\x00\x00\x00\x48\x53\x66\x0B\x80\x00\x00\x00\x7E\x3F\x76\xDD\x80\x00\x00\x00\x3A\x87\x51\x4A\x6C\x09\xB0\xEA\xBF\x25\x38\x74\x80\x00\x00\x00\xC1\xFA\x61\x2A\x51\x3B\xC4\x54\x1E\x6B\xEC\xA2\x4E\xD6\x92\xE5\x3D\xF2\x0A\xB4\x7F\xFF\xFF\xFF\x4F\xB6\x8F\xE5\x7F\xFF\xFF\xFF\x3E\x9D\xFF\x9F\x80\x00\x00\x00\x81\xC5\x5E\x6B\x7F\xFF\xFF\xFF\xDC\xB1\xE8\x73\x01\xA1\x4A\x3C\x4E\xCC\xEA\xDD\x80\x00\x00\x00\x2E\x57\x6A\x57\x80\x00\x00\x00\x45\x98\xAD\x7A\x80\x00\x00\x00\x66\x96\x2E\xCB\x7F\xFF\xFF\xFF\xE9\x48\x6C\xEE\xBB\xE4\xAD\x68\x57\xEA\xE7\xAF\x7F\xFF\xFF\xFF\xBE\x72\x62\xFD\x9B\x80\x95\xA9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x44\xE2\x9F\x1D\x2B\x0E\x3D\xA4\x7B\x73\x64\x97\x7F\xFF\xFF\xFF\x2E\x62\x81\x07\x7F\xFF\xFF\xFF\x38\x7D\x18\xCB\x80\x00\x00\x00\x3D\x46\x52\x09\x7F\xFF\xFF\xFF\x1A\x9B\x7E\xF7\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x34\xC0\x02\x13\x00\x00\x13\xFB\x6F\x1A\x40\x00\x00\x00\x40\x00\x00\x00\x12\xD8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xD9\x41\xF1\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x77\x89\xF1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x87\xFC\x6E\x52\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6C\x09\xB0\xEA\xE7\x19\x95\xAB\x80\x00\x00\x00\x80\x00\x00\x00\x51\x3B\xC4\x54\x7F\xFF\xFF\xFF\x4E\xD6\x92\xE5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6F\xBA\xF7\x77\x7F\xFF\xFF\xFF\x43\x61\x98\x7D\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFA\x7F\x35\xB9\x01\xA1\x4A\x3C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0F\x41\x52\x3A\xBB\xE4\xAD\x68\x69\xED\xCF\x20\x7F\xFF\xFF\xFF\x81\xF0\x92\x24\x9B\x80\x95\xA9\xF2\x1C\x13\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\x0E\x3D\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x62\x4E\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBD\x46\x52\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x47\xB8\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4412C4D3), ('P4rIngress.bitmap_seq.seq', 0x30A5BB9A)], 14259)
        self.setRegisterValue('P4rIngress.rounds', 0x30A5BB9A, 14259)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xE9)], 14259)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14259)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xCEDB5D6D), ('P4rIngress.values_v00000.hi', 0x5EC5A38F)], 14259)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x71FC6773), ('P4rIngress.values_v00001.hi', 0x4F3CAD67)], 14259)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xACA1AACA), ('P4rIngress.values_v00010.hi', 0x133D5A49)], 14259)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4496D625), ('P4rIngress.values_v00011.hi', 0x3BDB90E1)], 14259)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x46B2A291), ('P4rIngress.values_v00100.hi', 0x46F69D26)], 14259)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7335B236), ('P4rIngress.values_v00101.hi', 0x593ACB0E)], 14259)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x83CEDDE7), ('P4rIngress.values_v00110.hi', 0x8E56C6BC)], 14259)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xAF1B9B5C), ('P4rIngress.values_v00111.hi', 0x548E5D06)], 14259)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x98EED9DB), ('P4rIngress.values_v01000.hi', 0x59DAF93D)], 14259)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xDDA58DD7), ('P4rIngress.values_v01001.hi', 0x4ACDD30E)], 14259)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x91143066), ('P4rIngress.values_v01010.hi', 0x5D1E6F7C)], 14259)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x762C2759), ('P4rIngress.values_v01011.hi', 0x3F95752E)], 14259)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x57B0EEB3), ('P4rIngress.values_v01100.hi', 0xC33FBDE7)], 14259)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x05ADF24F), ('P4rIngress.values_v01101.hi', 0x7FF0E14C)], 14259)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8ECEC6E5), ('P4rIngress.values_v01110.hi', 0x8A95DA3D)], 14259)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5CF0DAF7), ('P4rIngress.values_v01111.hi', 0x6338FD3A)], 14259)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xA98D1383), ('P4rIngress.values_v10000.hi', 0x5B1F956D)], 14259)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x505019F3), ('P4rIngress.values_v10001.hi', 0x9B1CAEAB)], 14259)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xFE934A11), ('P4rIngress.values_v10010.hi', 0x193078A6)], 14259)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA8D33B65), ('P4rIngress.values_v10011.hi', 0x5B9DEFC7)], 14259)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x09B39C77), ('P4rIngress.values_v10100.hi', 0x7B9E6B70)], 14259)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBB74E222), ('P4rIngress.values_v10101.hi', 0x0944624B)], 14259)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xC4AF76AB), ('P4rIngress.values_v10110.hi', 0xBFEBFD47)], 14259)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4F4A77E1), ('P4rIngress.values_v10111.hi', 0x75695258)], 14259)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x572D68AE), ('P4rIngress.values_v11000.hi', 0x60D69729)], 14259)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x659760EB), ('P4rIngress.values_v11001.hi', 0x94B6085D)], 14259)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3676A6DF), ('P4rIngress.values_v11010.hi', 0x763A68E8)], 14259)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBCEB2DF3), ('P4rIngress.values_v11011.hi', 0xB205A823)], 14259)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4BB9D458), ('P4rIngress.values_v11100.hi', 0x4A44CBE7)], 14259)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2BFEDA77), ('P4rIngress.values_v11101.hi', 0x8637E7A6)], 14259)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x49528DE9), ('P4rIngress.values_v11110.hi', 0x675487BA)], 14259)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x91FA78D3), ('P4rIngress.values_v11111.hi', 0x538C5BB6)], 14259)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD284),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000333),
                gc.DataTuple('slot_count', 0x00001AB7),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAA30BDB6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xB4BA7386),
                gc.KeyTuple('src_port', 0x8892),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD284),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00D0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\xBA\x73\x86\x00\x00\x00\x00\x88\x92\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD2\x84\x00\x18\xAA\x30\xBD\xB6\x14\x80\x03\xD0\x30\xA5\xBB\x9A\x00\x40\x00\x00\x3C\x9B\x64\x69\x4A\xA7\x16\xCE\x3D\xEF\x6A\x25\x32\x84\x91\x1A\x35\xBC\x89\x66\x73\xF8\xC8\xCA\x61\xDA\x7E\x76\x57\x91\x5F\x0B\x47\xBA\xFB\xF7\x5C\x33\xF7\x23\x52\x7A\x56\x42\xDD\xBE\x40\xEC\xD7\xC2\x50\x1D\x8A\x92\xEF\xB8\xB3\x2B\x3E\x41\x44\xDB\xC7\x65\xB6\xAE\x71\x8E\x79\xFA\xC2\xFB\xC7\xAB\xF4\xFC\x8E\xD8\x56\xA3\xCF\xB8\x62\x26\xB1\x3A\xDA\xBF\x1B\x43\xC9\x43\x66\xB1\x34\x28\x66\xA7\x54\x2A\xB5\x51\x29\xDE\x57\x25\xFE\xDA\x68\xD1\x00\x44\x9E\x68\x42\x23\xE4\x28\xA9\xDD\x47\xA1\x52\xA2\x6B\xEC\x81\x89\x32\xD9\xD9\x2B\x67\x5A\xAD\x56\x78\x9C\xCC\xBD\xB4\x08\x94\x05\xFF\xB6\xBB\xBB\x6B\xA1\x4B\x36\xA5\xA3\x89\x79\xE1\xE9\xB7\x65\xBB\x00\xAA\xB7\x0A\x06\x61\xB4\x88\xDA\xCD\xF2\x7E\x6D\x4F\xF9\x75\xAF\x41\xCF\x20\xAC\xE6\x99\xC5\x6D\x23\x1C\x23\xEA\xDA\x77\x37\xBB\x43\x6A\x56\xD0\x9A\x59\x26\xA7\x47\x63\xCE\x95\x73\x67\xB2\x82\x5B\xD8\x07\x66\x2A\x57\xB1\x6E\x38\xD3\xDA\x5B\xAB\xEB\x53\xED\x2D\xF4\x4B\x78\x0F\x31\x58\x80\x57\xB0\xCA\x00\x53\x63\x6D\x0D\x95\x89\x47\xA4\x15\x12\xB0\x1C\x88\x4D\x77\x8C\xE2\x5F\xA1\x32\xD3\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB4\xBA\x73\x86\xBE\xEF\x88\x92\x01\x20\x00\x00\x50\x34\x02\x82\xD2\x84\x00\x18\xAA\x30\xBD\xB6\x14\x80\x01\xD0\x30\xA5\xBB\x9A\x00\x40\x00\x12\x0B\x76\xC1\xD6\x4A\xA7\x16\xCE\x7F\xFF\xFF\xFF\x32\x84\x91\x1A\xE2\x5E\x34\x30\x73\xF8\xC8\xCA\x7F\xFF\xFF\xFF\x57\x91\x5F\x0B\x7F\xFF\xFF\xFF\x5C\x33\xF7\x23\x7F\xFF\xFF\xFF\xDD\xBE\x40\xEC\x80\x00\x00\x00\x8A\x92\xEF\xB8\x80\x00\x00\x00\x44\xDB\xC7\x65\x80\x00\x00\x00\x79\xFA\xC2\xFB\xA5\x51\x82\xD3\x8E\xD8\x56\xA3\x80\x00\x00\x00\xB1\x3A\xDA\xBF\x7F\xFF\xFF\xFF\x66\xB1\x34\x28\x7F\xFF\xFF\xFF\xB5\x51\x29\xDE\x5C\xD3\xF1\x29\x68\xD1\x00\x44\x80\x00\x00\x00\xE4\x28\xA9\xDD\x7F\xFF\xFF\xFF\x6B\xEC\x81\x89\xDC\x66\xEC\xAE\x67\x5A\xAD\x56\x7F\xFF\xFF\xFF\xB4\x08\x94\x05\xFE\x4A\x05\xCC\x6B\xA1\x4B\x36\x80\x00\x00\x00\xE1\xE9\xB7\x65\xC4\xB4\x47\x2E\x0A\x06\x61\xB4\x80\x00\x00\x00\x7E\x6D\x4F\xF9\x3A\x5E\xB8\x7A\x20\xAC\xE6\x99\x14\xB7\x9A\xFD\x23\xEA\xDA\x77\x7F\xFF\xFF\xFF\x56\xD0\x9A\x59\x7F\xFF\xFF\xFF\xCE\x95\x73\x67\xE8\xF9\x02\xB7\x07\x66\x2A\x57\x80\x00\x00\x00\xDA\x5B\xAB\xEB\x7F\xFF\xFF\xFF\x4B\x78\x0F\x31\x7F\xFF\xFF\xFF\xCA\x00\x53\x63\x7F\xFF\xFF\xFF\x47\xA4\x15\x12\x80\x00\x00\x00\x77\x8C\xE2\x5F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x37\xB3\x00\xD0\x00\x00\x45\x12\xC4\xD3\x30\xA5\xBB\x9A\x30\xA5\xBB\x9A\x12\xE9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x0B\x76\xC1\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x5E\x34\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x36\xF9\x0B\xFA\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA5\x51\x82\xD3\xD9\xA6\x29\xB1\x80\x00\x00\x00\x0E\x59\x4A\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5C\xD3\xF1\x29\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\x66\xEC\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFE\x4A\x05\xCC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3D\x87\xA7\x2C\xC4\xB4\x47\x2E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3A\x5E\xB8\x7A\xE0\x98\xE3\xE0\x14\xB7\x9A\xFD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE8\xF9\x02\xB7\x7D\xA0\x93\x3F\x80\x00\x00\x00\x8C\x61\x54\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA1\x32\xD3\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x122B847A), ('P4rIngress.bitmap_seq.seq', 0x5615E5A0)], 14926)
        self.setRegisterValue('P4rIngress.rounds', 0x5615E5A0, 14926)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x55)], 14926)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14926)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB8E9A814), ('P4rIngress.values_v00000.hi', 0x4966139E)], 14926)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x3542454D), ('P4rIngress.values_v00001.hi', 0x58745550)], 14926)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC922525C), ('P4rIngress.values_v00010.hi', 0x67A64F9B)], 14926)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x77899338), ('P4rIngress.values_v00011.hi', 0x4282350F)], 14926)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7EBC6CB7), ('P4rIngress.values_v00100.hi', 0x7E588894)], 14926)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x57907FAD), ('P4rIngress.values_v00101.hi', 0x2753AB7B)], 14926)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x71849511), ('P4rIngress.values_v00110.hi', 0x55E46D4E)], 14926)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7011621F), ('P4rIngress.values_v00111.hi', 0x3E6FABA5)], 14926)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x18A423FC), ('P4rIngress.values_v01000.hi', 0xAE7456DF)], 14926)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x83833526), ('P4rIngress.values_v01001.hi', 0x7E10C170)], 14926)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB172E0D5), ('P4rIngress.values_v01010.hi', 0x30979D69)], 14926)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x0C775757), ('P4rIngress.values_v01011.hi', 0x55E61BA5)], 14926)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x696DA94D), ('P4rIngress.values_v01100.hi', 0xC92D1CE9)], 14926)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x8A6881B8), ('P4rIngress.values_v01101.hi', 0x4ED38226)], 14926)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7DDF94CB), ('P4rIngress.values_v01110.hi', 0x6E8ADBCF)], 14926)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x12A0BF8F), ('P4rIngress.values_v01111.hi', 0x701D46D4)], 14926)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x385A95E3), ('P4rIngress.values_v10000.hi', 0x7C02F229)], 14926)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4DADCC1F), ('P4rIngress.values_v10001.hi', 0xECAAAFA4)], 14926)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6F94FF2F), ('P4rIngress.values_v10010.hi', 0xDE31790A)], 14926)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xFDCCA962), ('P4rIngress.values_v10011.hi', 0x17706238)], 14926)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x667E8F35)], 14926)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x84733FA9), ('P4rIngress.values_v10101.hi', 0x4D508566)], 14926)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x15B0F4E9), ('P4rIngress.values_v10110.hi', 0xAC193514)], 14926)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7910CEE2), ('P4rIngress.values_v10111.hi', 0xB079CA4E)], 14926)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4F098753), ('P4rIngress.values_v11000.hi', 0x77BFA393)], 14926)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAC7FBC5F), ('P4rIngress.values_v11001.hi', 0x0FE146A9)], 14926)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7810D39A), ('P4rIngress.values_v11010.hi', 0x4DC26667)], 14926)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA9B52ABA), ('P4rIngress.values_v11011.hi', 0x145222C9)], 14926)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x73356266), ('P4rIngress.values_v11100.hi', 0x367DF8BB)], 14926)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xED4DC75B), ('P4rIngress.values_v11101.hi', 0x0DFF7CAD)], 14926)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5E76D400), ('P4rIngress.values_v11110.hi', 0x6FB41BAD)], 14926)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9097457F), ('P4rIngress.values_v11111.hi', 0x65C4C718)], 14926)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x39F5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CF9),
                gc.DataTuple('slot_count', 0x000010A4),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE555C1DE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xB4AF9687),
                gc.KeyTuple('src_port', 0x9A84),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x39F5),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x034A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB4\xAF\x96\x87\x00\x00\x00\x00\x9A\x84\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x39\xF5\x00\x18\xE5\x55\xC1\xDE\x0D\x55\x01\x22\x56\x15\xE5\xA0\x00\x40\x00\x00\xCE\x18\xFC\x55\x5D\x4C\xF1\x5F\x74\x64\xDE\xBA\x68\x46\xFF\x8A\x69\x41\x20\xE1\x50\xB4\xCA\xDA\x68\x21\xAD\x72\x47\xA7\xDF\xC3\x9C\x6C\xFB\x2D\x55\xE8\xCB\x8B\x43\xA5\x28\x6B\xE2\xF3\x65\x0B\x72\xA7\x33\xA3\x3D\xC0\x24\x4C\x7F\x4F\xFB\xA1\x57\xE0\xB2\xAF\x79\x86\xE8\xAE\xCA\x3B\x4B\xF2\xBD\xA3\xE7\xA3\x32\x03\x4C\x61\x27\x66\xF4\x43\xEE\xB7\x98\xD3\x0A\x0F\x5B\x57\x79\x51\x08\x2B\xE9\xCD\xA7\x55\x9D\x95\x6E\x1C\x9E\x16\x9F\x8C\x5D\x5C\x15\xA8\xE5\x5E\x05\x49\x75\x8E\x21\x47\x7B\x45\x50\x57\x46\x9E\x18\xE9\x74\x92\x7D\xD6\x8A\xC4\x59\x0B\x3A\xBA\xBB\xD2\xAA\xA7\x20\xDF\x33\x96\x4E\x69\x98\xFD\x36\x06\x48\xAB\xCC\xB7\x78\x66\x6A\x3C\x80\x00\x00\x00\x76\xFD\x6E\xB3\xF4\x66\xF1\xBD\x37\x3B\xDE\xA7\x7B\x29\xEF\xEC\xA7\xBB\x37\x34\x71\x55\x5A\x2B\x91\x72\x1F\x37\x67\xAC\xE9\x3D\x2C\x98\x52\x8D\x8C\x5B\xE6\x73\xE2\x5E\x7F\x3E\x6F\x50\xD2\x9E\x57\xEF\xCB\x8C\xCE\xA9\x17\x71\x8C\x68\xE0\x37\x13\x16\xB2\x75\xB0\x7B\x9D\xBF\x86\x64\xA9\x57\x3E\x2B\xEE\x77\x42\x52\x02\x6B\x18\x3B\x4D\xE3\x50\xD3\x76\xB1\x2D\x58\xB1\x71\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB4\xAF\x96\x87\xBE\xEF\x9A\x84\x01\x20\x00\x00\x50\x34\x02\x82\x39\xF5\x00\x18\xE5\x55\xC1\xDE\x0D\x55\x01\x22\x56\x15\xE5\xA0\x00\x40\x00\x08\x87\x02\xA4\x69\x5D\x4C\xF1\x5F\x7F\xFF\xFF\xFF\x68\x46\xFF\x8A\x32\x63\x73\x3D\x50\xB4\xCA\xDA\x7F\xFF\xFF\xFF\x47\xA7\xDF\xC3\x1B\x29\x67\xE4\x55\xE8\xCB\x8B\x7F\xFF\xFF\xFF\xE2\xF3\x65\x0B\x7F\xFF\xFF\xFF\x3D\xC0\x24\x4C\x7F\xFF\xFF\xFF\x57\xE0\xB2\xAF\x7F\xFF\xFF\xFF\xCA\x3B\x4B\xF2\x80\x00\x00\x00\x32\x03\x4C\x61\xD8\xD9\xD5\x18\xEE\xB7\x98\xD3\x16\x86\xB2\xAE\x79\x51\x08\x2B\x53\x3B\x50\xA2\x9D\x95\x6E\x1C\x80\x00\x00\x00\x5D\x5C\x15\xA8\x63\x3D\x9A\x14\x75\x8E\x21\x47\x7F\xFF\xFF\xFF\x46\x9E\x18\xE9\x7F\xFF\xFF\xFF\x8A\xC4\x59\x0B\x7F\xFF\xFF\xFF\xAA\xA7\x20\xDF\x7F\xFF\xFF\xFF\x98\xFD\x36\x06\x46\x78\x76\x19\x78\x66\x6A\x3C\x80\x00\x00\x00\x76\xFD\x6E\xB3\x80\x00\x00\x00\x37\x3B\xDE\xA7\x7F\xFF\xFF\xFF\xA7\xBB\x37\x34\x7F\xFF\xFF\xFF\x91\x72\x1F\x37\x7F\xFF\xFF\xFF\x2C\x98\x52\x8D\x80\x00\x00\x00\xE2\x5E\x7F\x3E\x7F\xFF\xFF\xFF\x57\xEF\xCB\x8C\x80\x00\x00\x00\x8C\x68\xE0\x37\x7F\xFF\xFF\xFF\xB0\x7B\x9D\xBF\x80\x00\x00\x00\x3E\x2B\xEE\x77\x7F\xFF\xFF\xFF\x18\x3B\x4D\xE3\xE1\x6A\xBC\x30\x2D\x58\xB1\x71\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\x4E\x03\x4A\x00\x00\x13\x2B\x84\x7A\x56\x15\xE5\xA0\x56\x15\xE5\xA0\x08\x55\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x87\x02\xA4\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x63\x73\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\x29\x67\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\x47\x10\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD8\xD9\xD5\x18\x1F\x4F\x36\x3C\x16\x86\xB2\xAE\x7F\xFF\xFF\xFF\x53\x3B\x50\xA2\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x63\x3D\x9A\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x06\xC7\x4B\x34\x7F\xFF\xFF\xFF\x97\x51\xD0\x83\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x78\x76\x19\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF2\x3F\xC5\xE7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA0\xBB\x03\x00\x7F\xFF\xFF\xFF\xE6\xF9\x96\x7A\x80\x00\x00\x00\x4C\x2B\x6B\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x6A\xBC\x30\x7F\xFF\xFF\xFF\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD02392E6), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 14017)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 14017)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0xC8)], 14017)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14017)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xFDC9B9FD), ('P4rIngress.values_v00000.hi', 0x5C5BB353)], 14017)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x718A3B1B), ('P4rIngress.values_v00001.hi', 0x7D104543)], 14017)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x44BFA364), ('P4rIngress.values_v00010.hi', 0x43676E4B)], 14017)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6913E7EF), ('P4rIngress.values_v00011.hi', 0x77739524)], 14017)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xA2BFD50F), ('P4rIngress.values_v00100.hi', 0x78D52A6D)], 14017)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6D0172A4), ('P4rIngress.values_v00101.hi', 0xBBCBECA8)], 14017)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x43DDA2C3), ('P4rIngress.values_v00110.hi', 0x6AEE60BF)], 14017)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x62E9D0A5), ('P4rIngress.values_v00111.hi', 0x1FA71838)], 14017)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x48CB7C34), ('P4rIngress.values_v01000.hi', 0x9429332B)], 14017)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA44D4BDF), ('P4rIngress.values_v01001.hi', 0x712ED3AB)], 14017)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x971578F5), ('P4rIngress.values_v01010.hi', 0xAAFBEF18)], 14017)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xD32FD9E9), ('P4rIngress.values_v01011.hi', 0x76594569)], 14017)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3C1CC282), ('P4rIngress.values_v01100.hi', 0x48CF57B3)], 14017)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4FAB8930), ('P4rIngress.values_v01101.hi', 0x06FC395B)], 14017)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x16BDF89F), ('P4rIngress.values_v01110.hi', 0x38F8B02F)], 14017)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xDD3434BA), ('P4rIngress.values_v01111.hi', 0x5DA39B79)], 14017)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x80D2ED44), ('P4rIngress.values_v10000.hi', 0x2C8012AD)], 14017)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x77362FE6), ('P4rIngress.values_v10001.hi', 0x95D63B4D)], 14017)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x1F16A53A), ('P4rIngress.values_v10010.hi', 0x3DC348A1)], 14017)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x0776AB35), ('P4rIngress.values_v10011.hi', 0x72777749)], 14017)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xF3067879), ('P4rIngress.values_v10100.hi', 0x924A8FFA)], 14017)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xDB1F31BA), ('P4rIngress.values_v10101.hi', 0xB9E7B02C)], 14017)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x55542EAA), ('P4rIngress.values_v10110.hi', 0x60860A8D)], 14017)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1B7AC74B), ('P4rIngress.values_v10111.hi', 0xECDB7ED1)], 14017)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x13B3441F), ('P4rIngress.values_v11000.hi', 0x51E013B7)], 14017)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xCDE3D584), ('P4rIngress.values_v11001.hi', 0x75EE7FE5)], 14017)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x76C33DE6), ('P4rIngress.values_v11010.hi', 0x0A574FBE)], 14017)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x55FA65D5), ('P4rIngress.values_v11011.hi', 0x4D2BB4B9)], 14017)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x0EB78339), ('P4rIngress.values_v11100.hi', 0x2B96D0B2)], 14017)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5F2FA447), ('P4rIngress.values_v11101.hi', 0x7E671FED)], 14017)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6FF1B35C), ('P4rIngress.values_v11110.hi', 0x673699EB)], 14017)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x734D49DA), ('P4rIngress.values_v11111.hi', 0x487025BE)], 14017)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3032),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F43),
                gc.DataTuple('slot_count', 0x00000E1D),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2091A55),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x3353362C),
                gc.KeyTuple('src_port', 0xC010),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3032),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02B2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\x53\x36\x2C\x00\x00\x00\x00\xC0\x10\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x30\x32\x00\x18\xD2\x09\x1A\x55\x07\x7E\x03\x17\x00\x00\x00\x00\x00\x40\x00\x00\x4D\x9F\x84\x8F\x26\x50\x4C\x7C\x59\x1B\x30\x25\x1A\xB3\x0F\x46\xE3\x89\x28\xCF\x4B\x35\xBC\x4D\x45\x33\x8A\x8B\x69\x33\x43\x21\x3B\x2A\x8C\x99\x7E\xCD\xAB\xCD\x65\x17\x52\xFF\x70\x3A\xE5\xB0\x77\x5C\xC3\xE6\x38\xF0\x8F\x81\x4F\x60\xCB\x33\x61\xA9\x5F\x80\x6B\x03\x72\x17\xCD\xE5\xEA\xAE\xC7\x60\x11\x89\x67\xFA\xC8\x88\x93\x1D\xFF\x91\xAA\x91\x0C\x60\xFA\xCF\x60\xD9\xFD\x69\x03\x1C\x4D\x09\x3C\xC0\x4D\xB4\x3D\x45\xC2\xBA\xDB\xDF\xD1\xC0\xF2\x59\xBC\xF1\xC1\xCF\x80\x00\x00\x00\x8D\x97\x11\x9B\x6E\x25\x5E\x6B\x98\x8D\x97\xAD\x77\xAF\xF9\xDD\x11\x36\xDC\x73\xB5\xDF\x4A\x17\xD8\xE4\xB4\xD2\x57\x03\xB3\xE9\x7B\x4D\xE2\x2B\x5D\x1E\xDE\xAF\xC7\x8C\xAB\x9B\xA5\x69\x5F\xDB\xD9\x9D\x15\x2B\x92\x2A\x29\xC7\x4D\xA6\x64\xAC\x47\xDE\xFF\xCF\x7B\x4B\x3C\xD2\x89\x56\x9C\xCE\x9D\x44\x57\x91\x1A\xA7\xFB\xF2\x53\x71\x91\x3E\x58\xFF\x08\xC5\x60\xF7\x04\xEA\x6F\x17\x8B\x12\x73\x2B\x6A\x60\x5B\xB8\x0D\x07\x76\x07\x0E\xD4\x60\xDA\x30\xF0\x44\x81\x7C\xAB\x7E\x29\xF7\x0A\xFD\xCF\x57\x6C\x3B\xB5\x2A\xF9\x06\x4E\x8D\x52\xB0\x88\x7B\xCE\x26\x84\x38\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x33\x53\x36\x2C\xBE\xEF\xC0\x10\x01\x20\x00\x00\x50\x34\x02\x82\x30\x32\x00\x18\xD2\x09\x1A\x55\x07\x7E\x01\x17\x00\x00\x00\x00\x00\x40\x00\x08\x4B\x69\x3E\x8C\x26\x50\x4C\x7C\x7F\xFF\xFF\xFF\x1A\xB3\x0F\x46\x28\x48\xCC\x33\x4B\x35\xBC\x4D\x7F\xFF\xFF\xFF\x69\x33\x43\x21\xDD\xEA\x61\xA8\x7E\xCD\xAB\xCD\x7F\xFF\xFF\xFF\x70\x3A\xE5\xB0\x7F\xFF\xFF\xFF\x38\xF0\x8F\x81\x7F\xFF\xFF\xFF\x61\xA9\x5F\x80\x7F\xFF\xFF\xFF\xCD\xE5\xEA\xAE\x80\x00\x00\x00\x67\xFA\xC8\x88\x80\x00\x00\x00\xAA\x91\x0C\x60\xCD\xFF\x3A\xC2\xFD\x69\x03\x1C\x7F\xFF\xFF\xFF\x4D\xB4\x3D\x45\x12\x66\x65\x0F\xD1\xC0\xF2\x59\xD3\xAF\xBA\x6E\x80\x00\x00\x00\x80\x00\x00\x00\x6E\x25\x5E\x6B\x80\x00\x00\x00\x77\xAF\xF9\xDD\x7F\xFF\xFF\xFF\xB5\xDF\x4A\x17\xF7\xFB\x5A\x0C\x57\x03\xB3\xE9\x7F\xFF\xFF\xFF\x5D\x1E\xDE\xAF\xBA\x93\x24\x14\xA5\x69\x5F\xDB\xB4\xBC\x46\xE5\x92\x2A\x29\xC7\x7F\xFF\xFF\xFF\x47\xDE\xFF\xCF\x7F\xFF\xFF\xFF\x89\x56\x9C\xCE\xB0\xF7\x9B\xB0\x1A\xA7\xFB\xF2\x21\x55\x66\xC2\x58\xFF\x08\xC5\x7F\xFF\xFF\xFF\x6F\x17\x8B\x12\x7F\xFF\xFF\xFF\x5B\xB8\x0D\x07\x7F\xFF\xFF\xFF\x60\xDA\x30\xF0\x7F\xFF\xFF\xFF\x7E\x29\xF7\x0A\x6D\xC1\x0A\xC8\x3B\xB5\x2A\xF9\x79\x9B\xD7\x2C\xB0\x88\x7B\xCE\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\xC1\x02\xB2\x00\x00\xD1\x23\x92\xE6\x00\x00\x00\x00\x00\x00\x00\x00\x08\xC8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x4B\x69\x3E\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x48\xCC\x33\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\xEA\x61\xA8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2C\x06\xD2\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xCD\xFF\x3A\xC2\x73\xC2\x48\x85\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x66\x65\x0F\xD8\xBD\x2B\xB4\xD3\xAF\xBA\x6E\xB8\xF8\xB0\x2F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF7\xFB\x5A\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBA\x93\x24\x14\x80\x00\x00\x00\xB4\xBC\x46\xE5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB0\xF7\x9B\xB0\x6C\x88\x0F\xA9\x21\x55\x66\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x79\x6E\xDA\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\xC1\x0A\xC8\x7F\xFF\xFF\xFF\x79\x9B\xD7\x2C\xF8\xF8\xA1\x8C\x26\x84\x38\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18\x7B\x28\xD3\x92\x11\xDD\x7E\x6D\xCE\x68\x70\x2E\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEA016E0C), ('P4rIngress.bitmap_seq.seq', 0x636227F1)], 14730)
        self.setRegisterValue('P4rIngress.rounds', 0x636227F1, 14730)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x99)], 14730)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14730)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2E4F7AF0), ('P4rIngress.values_v00000.hi', 0x45887251)], 14730)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2B9B1691), ('P4rIngress.values_v00001.hi', 0xDA72AC81)], 14730)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x61A69A4B), ('P4rIngress.values_v00010.hi', 0xA2EDAA15)], 14730)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9AAB8127), ('P4rIngress.values_v00011.hi', 0x5D0DE572)], 14730)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x56D837A3), ('P4rIngress.values_v00100.hi', 0x45F5BFA5)], 14730)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xAD5199B5), ('P4rIngress.values_v00101.hi', 0x5CBB7FE8)], 14730)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5AD2B831), ('P4rIngress.values_v00110.hi', 0x3F32A4E1)], 14730)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x66B3D12B), ('P4rIngress.values_v00111.hi', 0x6D3553FE)], 14730)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5322FFF9), ('P4rIngress.values_v01000.hi', 0x4FC68E6F)], 14730)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xFB15E5A1), ('P4rIngress.values_v01001.hi', 0x0EC4C8F5)], 14730)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x95A32B73), ('P4rIngress.values_v01010.hi', 0xA4899669)], 14730)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x57206B4B), ('P4rIngress.values_v01011.hi', 0x245049F3)], 14730)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x659EDACF), ('P4rIngress.values_v01100.hi', 0x50E62322)], 14730)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x46392285), ('P4rIngress.values_v01101.hi', 0x6489F4CA)], 14730)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4FC66CDF), ('P4rIngress.values_v01110.hi', 0x7C3B3617)], 14730)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x998D24B2), ('P4rIngress.values_v01111.hi', 0x9C1C9C45)], 14730)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7948E471), ('P4rIngress.values_v10000.hi', 0x4922AA6A)], 14730)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x96EF54A9), ('P4rIngress.values_v10001.hi', 0x5B087101)], 14730)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x526E36A6), ('P4rIngress.values_v10010.hi', 0x25F9F10A)], 14730)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9D2298C4), ('P4rIngress.values_v10011.hi', 0xFD76A718)], 14730)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x664F8C85), ('P4rIngress.values_v10100.hi', 0xAA293934)], 14730)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB9E4E929), ('P4rIngress.values_v10101.hi', 0xB8DE75B1)], 14730)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xDD89BD7C), ('P4rIngress.values_v10110.hi', 0x4C05B13E)], 14730)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x354BB1F9), ('P4rIngress.values_v10111.hi', 0x55ABA957)], 14730)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xC73BD67B), ('P4rIngress.values_v11000.hi', 0x82111562)], 14730)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xC4535632), ('P4rIngress.values_v11001.hi', 0x80000000)], 14730)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x89BCD410), ('P4rIngress.values_v11010.hi', 0x6A717ACC)], 14730)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6D28AB2A), ('P4rIngress.values_v11011.hi', 0xBC7949FE)], 14730)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA7148F5E), ('P4rIngress.values_v11100.hi', 0xA6004A42)], 14730)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x986FEF24), ('P4rIngress.values_v11101.hi', 0xDC7B734E)], 14730)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4F05FEEF), ('P4rIngress.values_v11110.hi', 0x46FB3F1A)], 14730)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8F2ED7E8), ('P4rIngress.values_v11111.hi', 0xC98885EB)], 14730)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x35D6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005F5),
                gc.DataTuple('slot_count', 0x0000143F),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1BF30C9A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x44C012C6),
                gc.KeyTuple('src_port', 0xB7D9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x35D6),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02CB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x44\xC0\x12\xC6\x00\x00\x00\x00\xB7\xD9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x35\xD6\x00\x18\x1B\xF3\x0C\x9A\x13\x95\x01\x46\x63\x62\x27\xF1\x00\x40\x00\x00\x25\xFE\x31\xCD\x4D\xDD\x44\x7B\x5A\x26\xB2\x77\x98\xB7\x16\x97\x07\xFB\x9B\x39\xA4\xE4\x40\x55\x92\xCB\x94\x83\xCD\x4E\x2F\x52\x7A\x61\xE8\x23\x7C\x45\x95\xB5\x83\xBB\xCD\x1C\x95\x45\x90\xA7\x52\x76\xED\xAB\x46\xBE\x25\x6E\x4D\xA2\x1D\xD3\x98\xB7\x99\x1E\x46\x6E\xE4\x4D\x4B\xD6\x4A\x53\x37\xDF\xAD\xBE\xED\x07\x5C\x87\x29\xF6\x8C\xB7\xB1\xA8\x82\xF0\x76\xB7\xB2\xF2\x75\x38\xEA\x8B\x3D\xB9\x83\xDB\x7E\xBA\x83\xAE\x58\xFE\xF1\x13\x47\xEB\xA1\x7B\x56\x96\x22\x55\x55\x45\xAE\x3F\xBF\xED\x3F\xE2\xAC\x99\xD4\x48\x3B\x8A\x47\x6B\x7C\xCE\x1F\x0B\x32\xAE\x9C\xAD\x4A\xA3\xAA\x38\x65\x46\x71\xF7\x23\x2B\x08\x4E\xC5\x96\xCE\xCA\x03\x2C\x9A\xC3\x33\xAE\x2D\xAF\xA8\x33\x26\x0F\xB0\xF4\x28\x3A\x6D\xD7\x5E\xA7\xDD\x9B\x26\xD1\x7A\x5B\xBD\x60\x60\xBA\xDC\xB9\x57\xBF\xA9\x73\x56\x69\x2A\x1A\x8A\x77\xB3\x26\xCE\x93\x34\x67\x76\xB7\x79\x8A\x7D\xBC\x57\xFB\x28\xC5\xFA\xDD\x46\xA8\x69\x23\xAD\x91\xE2\x17\xBD\xB9\xD2\x3C\xAF\xCE\xD5\x4E\x3C\xB9\x4B\x6E\x95\xBB\x77\x6A\xE6\x1E\x42\xC7\x51\xAE\x34\x14\x05\x6E\xDC\xAD\x59\x93\xFA\x8C\xE9\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x44\xC0\x12\xC6\xBE\xEF\xB7\xD9\x01\x20\x00\x00\x50\x34\x02\x82\x35\xD6\x00\x18\x1B\xF3\x0C\x9A\x13\x95\x01\x46\x63\x62\x27\xF1\x00\x40\x00\x10\x54\x4D\xAC\xBD\x4D\xDD\x44\x7B\x7F\xFF\xFF\xFF\x98\xB7\x16\x97\x69\xA2\x35\x84\xA4\xE4\x40\x55\x80\x00\x00\x00\xCD\x4E\x2F\x52\x7F\xFF\xFF\xFF\x7C\x45\x95\xB5\x80\x00\x00\x00\x95\x45\x90\xA7\x7F\xFF\xFF\xFF\x46\xBE\x25\x6E\x7F\xFF\xFF\xFF\x98\xB7\x99\x1E\x7F\xFF\xFF\xFF\x4B\xD6\x4A\x53\x32\xF5\x93\x5F\xED\x07\x5C\x87\xBF\x99\xB8\x2A\xB1\xA8\x82\xF0\x7F\xFF\xFF\xFF\x75\x38\xEA\x8B\x7F\xFF\xFF\xFF\x7E\xBA\x83\xAE\x7F\xFF\xFF\xFF\x47\xEB\xA1\x7B\x7F\xFF\xFF\xFF\x55\x45\xAE\x3F\x80\x00\x00\x00\xAC\x99\xD4\x48\x7F\xFF\xFF\xFF\x7C\xCE\x1F\x0B\xC9\x9D\xF1\x56\x4A\xA3\xAA\x38\x7F\xFF\xFF\xFF\x23\x2B\x08\x4E\x80\x00\x00\x00\x03\x2C\x9A\xC3\x7F\xFF\xFF\xFF\xA8\x33\x26\x0F\x80\x00\x00\x00\x6D\xD7\x5E\xA7\xBB\x24\xE4\x4D\x7A\x5B\xBD\x60\x7F\xFF\xFF\xFF\x57\xBF\xA9\x73\x1D\xA5\x00\x95\x8A\x77\xB3\x26\x92\xE6\x8A\x99\x76\xB7\x79\x8A\x07\x79\x2C\x0B\x28\xC5\xFA\xDD\x7F\xFF\xFF\xFF\xAD\x91\xE2\x17\x80\x00\x00\x00\xAF\xCE\xD5\x4E\xD5\x29\x3A\x92\x95\xBB\x77\x6A\x35\x24\x41\xB6\x51\xAE\x34\x14\x94\x9D\xB4\x95\x59\x93\xFA\x8C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x39\x8A\x02\xCB\x00\x00\xEB\x01\x6E\x0C\x63\x62\x27\xF1\x63\x62\x27\xF1\x10\x99\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x54\x4D\xAC\xBD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x69\xA2\x35\x84\x80\x00\x00\x00\x80\x00\x00\x00\x2A\x5C\x14\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF2\x01\x10\x8F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\xEC\xED\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\xF5\x93\x5F\xFB\xCC\x25\x7C\xBF\x99\xB8\x2A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\x9D\xF1\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\x24\xF9\x58\x80\x00\x00\x00\x00\xA3\x41\xDB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x26\xB5\xD4\x58\xBB\x24\xE4\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1D\xA5\x00\x95\x80\x00\x00\x00\x92\xE6\x8A\x99\xF6\xB7\x79\x8A\x07\x79\x2C\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xD5\x29\x3A\x92\x80\x00\x00\x00\x35\x24\x41\xB6\x7F\xFF\xFF\xFF\x94\x9D\xB4\x95\x23\x1C\x80\x77\xE9\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5E1D1841), ('P4rIngress.bitmap_seq.seq', 0x089E0000)], 12546)
        self.setRegisterValue('P4rIngress.rounds', 0x089E0000, 12546)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0xD9)], 12546)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12546)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x31BB3617), ('P4rIngress.values_v00000.hi', 0x0F6C027D)], 12546)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x1DC11B7E), ('P4rIngress.values_v00001.hi', 0x45DCDBF5)], 12546)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x68E54DB7), ('P4rIngress.values_v00010.hi', 0x513493EF)], 12546)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x15B833D3), ('P4rIngress.values_v00011.hi', 0x592ECEE5)], 12546)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xEC87F0AF), ('P4rIngress.values_v00100.hi', 0x3A85EEB5)], 12546)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x52782D27), ('P4rIngress.values_v00101.hi', 0xF44D662B)], 12546)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x19E84EDF), ('P4rIngress.values_v00110.hi', 0x4462E1F4)], 12546)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x574BA540), ('P4rIngress.values_v00111.hi', 0x4CA7AAA7)], 12546)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x58BED59B), ('P4rIngress.values_v01000.hi', 0xDBBDB977)], 12546)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB0AFAAD5), ('P4rIngress.values_v01001.hi', 0x08BF33B7)], 12546)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xEB5EC6ED), ('P4rIngress.values_v01010.hi', 0xA5B737D7)], 12546)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xDD859D36), ('P4rIngress.values_v01011.hi', 0x4DF56DBB)], 12546)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7DC51431), ('P4rIngress.values_v01100.hi', 0xA9F6BD35)], 12546)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6D1BB919), ('P4rIngress.values_v01101.hi', 0x1F7F3A4A)], 12546)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4C6225F6), ('P4rIngress.values_v01110.hi', 0x0359382F)], 12546)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xC76385F4), ('P4rIngress.values_v01111.hi', 0x5BF3E3D3)], 12546)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x60DC7A1C), ('P4rIngress.values_v10000.hi', 0x52940916)], 12546)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB8142E42), ('P4rIngress.values_v10001.hi', 0x072BED2B)], 12546)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x87D95F5E), ('P4rIngress.values_v10010.hi', 0xD175D8F3)], 12546)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5D49C6A2), ('P4rIngress.values_v10011.hi', 0x5FA8D7E3)], 12546)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8CE90DE0), ('P4rIngress.values_v10100.hi', 0x2A57EF37)], 12546)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7D69AB32), ('P4rIngress.values_v10101.hi', 0x3E4306CA)], 12546)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xC98975C1), ('P4rIngress.values_v10110.hi', 0x3C3F1707)], 12546)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA35F9E2A), ('P4rIngress.values_v10111.hi', 0x12228A98)], 12546)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x98E4CA87), ('P4rIngress.values_v11000.hi', 0x2CB727BF)], 12546)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xFF636657), ('P4rIngress.values_v11001.hi', 0xBF38FBD7)], 12546)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x2F4C95D6), ('P4rIngress.values_v11010.hi', 0xE6316876)], 12546)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4EB44D6B), ('P4rIngress.values_v11011.hi', 0x3762092C)], 12546)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xE429391B), ('P4rIngress.values_v11100.hi', 0xC9671D1E)], 12546)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x989F352D), ('P4rIngress.values_v11101.hi', 0x6B5B7168)], 12546)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x406705C9), ('P4rIngress.values_v11110.hi', 0xB65B54A8)], 12546)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7C36F5DB), ('P4rIngress.values_v11111.hi', 0xCAD84ACB)], 12546)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2A16),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000224),
                gc.DataTuple('slot_count', 0x0000199E),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x645A6D4F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xF832613E),
                gc.KeyTuple('src_port', 0xBA8D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2A16),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x011C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\x32\x61\x3E\x00\x00\x00\x00\xBA\x8D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2A\x16\x00\x18\x64\x5A\x6D\x4F\x0E\xDE\x03\x6C\x08\x9E\x00\x00\x00\x40\x00\x00\x33\xBE\xD5\xB4\x79\xDC\xAB\xC6\x77\x03\xCD\x9E\x49\x54\x8A\x33\xDE\x63\x9E\xC1\x78\x56\xB6\x24\x71\x16\x29\x17\x41\x8A\x0D\xEB\xD7\x5F\x3C\xA7\x6C\x82\x7C\x6D\x70\x49\x6D\x7C\xF0\x89\xCD\x5E\x6F\x45\x48\xC1\x59\xA7\x54\xDD\x68\x8A\xA4\x43\x78\x97\x21\xB6\x55\x9C\xD5\x2B\x88\x5C\x96\x13\xBB\xCC\xA3\x1D\x78\x16\xE7\xBC\xB3\x0F\x5E\xE9\xEC\x9A\x57\xBD\x99\x9F\x14\x0D\x44\x86\xD2\xDE\x86\x9F\x77\xAF\xC5\x73\x3F\xED\x39\xA6\xDB\xCE\x59\x61\x86\x46\x6D\x6B\xB4\x26\x0E\x67\xAB\xFC\x81\x49\x90\x5A\xCF\xA5\x76\x0D\x64\x8E\x2C\x1F\x71\x95\x49\x07\xBF\x8A\x2A\x6E\x7D\x72\x72\xA1\xC8\xDB\x10\x32\x1C\x55\x1E\xC9\x29\x47\x90\x7C\x4D\xF3\x33\xB5\xC6\x3B\x7F\xFA\x0B\xC8\x4F\x91\x1B\x1D\x33\xB7\x74\x43\x79\x51\x86\xDB\x75\x1F\x6B\x72\x77\x61\x31\x89\xB7\xBF\x1B\x7B\xCF\xE7\xAA\x60\xAC\xEB\x6A\xC5\x30\xEC\x7F\x4E\xBE\xD3\x60\x57\x0B\xDE\x6A\x6D\xB0\x04\x8B\x28\xF7\x18\x33\x49\x71\xB1\xFE\x1C\xC5\xCF\x83\x7C\xA8\xAB\xB4\x77\x93\x22\xE5\xA7\x19\xB2\x1F\x5A\x1E\x53\x79\xE9\x1C\xED\xB9\x59\x9A\x6D\x42\xAA\x85\x8B\x53\xCB\xF1\xD9\xC5\x27\x62\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\x32\x61\x3E\xBE\xEF\xBA\x8D\x01\x20\x00\x00\x50\x34\x02\x82\x2A\x16\x00\x18\x64\x5A\x6D\x4F\x0E\xDE\x01\x6C\x08\x9E\x00\x00\x00\x40\x00\x14\x65\x7A\x0B\xCB\x79\xDC\xAB\xC6\x7F\xFF\xFF\xFF\x49\x54\x8A\x33\x47\x48\xEC\x78\x78\x56\xB6\x24\x7F\xFF\xFF\xFF\x41\x8A\x0D\xEB\xC3\xE7\x2D\x56\x6C\x82\x7C\x6D\x7F\xFF\xFF\xFF\xF0\x89\xCD\x5E\x7F\xFF\xFF\xFF\x59\xA7\x54\xDD\x7F\xFF\xFF\xFF\x78\x97\x21\xB6\x7F\xFF\xFF\xFF\x88\x5C\x96\x13\x80\x00\x00\x00\x78\x16\xE7\xBC\x9E\x6E\x25\xD6\xEC\x9A\x57\xBD\x80\x00\x00\x00\x44\x86\xD2\xDE\x04\x64\x8B\xE0\xC5\x73\x3F\xED\x7F\xFF\xFF\xFF\x59\x61\x86\x46\x7F\xFF\xFF\xFF\x0E\x67\xAB\xFC\x80\x00\x00\x00\xCF\xA5\x76\x0D\x7F\xFF\xFF\xFF\x71\x95\x49\x07\x80\x00\x00\x00\x7D\x72\x72\xA1\x80\x00\x00\x00\x1C\x55\x1E\xC9\x7F\xFF\xFF\xFF\x4D\xF3\x33\xB5\x80\x00\x00\x00\x0B\xC8\x4F\x91\x7F\xFF\xFF\xFF\x74\x43\x79\x51\x80\x00\x00\x00\x6B\x72\x77\x61\xD4\xE9\x55\xE9\x1B\x7B\xCF\xE7\x80\x00\x00\x00\x6A\xC5\x30\xEC\x7E\xB2\x25\x2A\x60\x57\x0B\xDE\x7F\xFF\xFF\xFF\x8B\x28\xF7\x18\x7F\xFF\xFF\xFF\xFE\x1C\xC5\xCF\x80\x00\x00\x00\xB4\x77\x93\x22\x80\x00\x00\x00\x1F\x5A\x1E\x53\x7F\xFF\xFF\xFF\xB9\x59\x9A\x6D\x7F\xFF\xFF\xFF\x53\xCB\xF1\xD9\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x31\x02\x01\x1C\x00\x00\x5F\x1D\x18\x41\x08\x9E\x00\x00\x08\x9E\x00\x00\x14\xD9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x65\x7A\x0B\xCB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x47\x48\xEC\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC3\xE7\x2D\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\xD7\x33\x89\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9E\x6E\x25\xD6\x92\x51\x8F\x94\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x04\x64\x8B\xE0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x78\xE0\xC0\x90\x7F\xFF\xFF\xFF\x11\xC0\xE4\x2B\x80\x00\x00\x00\x2B\x99\x59\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xED\xCA\xF7\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x36\x20\x3E\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD4\xE9\x55\xE9\x2D\x9E\x5A\x7F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7E\xB2\x25\x2A\x1F\x90\x07\xB5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x35\x7E\xCE\xFB\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1E\xA4\x3C\xA4\xC5\x27\x62\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4C86BB15), ('P4rIngress.bitmap_seq.seq', 0xC84157B5)], 11930)
        self.setRegisterValue('P4rIngress.rounds', 0xC84157B5, 11930)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xB8)], 11930)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11930)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x1863B75B), ('P4rIngress.values_v00000.hi', 0x4D96235D)], 11930)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x65864FA0), ('P4rIngress.values_v00001.hi', 0xA09FD9D9)], 11930)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x99454C3D), ('P4rIngress.values_v00010.hi', 0xC597CA34)], 11930)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x88A2B6C7), ('P4rIngress.values_v00011.hi', 0xE78DFB7B)], 11930)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6059A397), ('P4rIngress.values_v00100.hi', 0x25D09F87)], 11930)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x952618FB), ('P4rIngress.values_v00101.hi', 0xAC700ECF)], 11930)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x401A48FB), ('P4rIngress.values_v00110.hi', 0x4A837970)], 11930)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3BB6E633), ('P4rIngress.values_v00111.hi', 0xA09036B0)], 11930)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7791236E), ('P4rIngress.values_v01000.hi', 0x4626CE93)], 11930)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF6C33147), ('P4rIngress.values_v01001.hi', 0x2E0BB5F7)], 11930)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x77D7E8CF), ('P4rIngress.values_v01010.hi', 0x7447A390)], 11930)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3B82B4D5), ('P4rIngress.values_v01011.hi', 0x7E5BC49A)], 11930)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x30F323CD), ('P4rIngress.values_v01100.hi', 0x8B0516D5)], 11930)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1D794CA9), ('P4rIngress.values_v01101.hi', 0x4DFE0938)], 11930)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x55B4D521), ('P4rIngress.values_v01110.hi', 0xA6BCF6DB)], 11930)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2D9DCFD7), ('P4rIngress.values_v01111.hi', 0x9172356D)], 11930)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5DC2C6BE), ('P4rIngress.values_v10000.hi', 0x94E05FC4)], 11930)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xC60B21C2), ('P4rIngress.values_v10001.hi', 0x60AC54E7)], 11930)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xE064D4C1), ('P4rIngress.values_v10010.hi', 0x7917F86D)], 11930)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA67B7DBF), ('P4rIngress.values_v10011.hi', 0xAA0C529D)], 11930)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xE4A535B6), ('P4rIngress.values_v10100.hi', 0x3D23D539)], 11930)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xDB7E73F6), ('P4rIngress.values_v10101.hi', 0xC46A6C36)], 11930)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x73DD064A), ('P4rIngress.values_v10110.hi', 0x53568AD4)], 11930)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x53730745), ('P4rIngress.values_v10111.hi', 0x32AF8D61)], 11930)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9BB9A95B), ('P4rIngress.values_v11000.hi', 0x8E34FB18)], 11930)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA9C373C4), ('P4rIngress.values_v11001.hi', 0x9C4B3735)], 11930)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB71A6774), ('P4rIngress.values_v11010.hi', 0x8E705A6D)], 11930)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x2CB32733), ('P4rIngress.values_v11011.hi', 0xD14ED32F)], 11930)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xDBCCF507), ('P4rIngress.values_v11100.hi', 0x554701A1)], 11930)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9EC670C6), ('P4rIngress.values_v11101.hi', 0x5AD32221)], 11930)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xECF3FA22), ('P4rIngress.values_v11110.hi', 0x6DBD8349)], 11930)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA094B263), ('P4rIngress.values_v11111.hi', 0x76897CA7)], 11930)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2FC4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000106),
                gc.DataTuple('slot_count', 0x000010F9),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3070E9C2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0xC0639DB8),
                gc.KeyTuple('src_port', 0x0CB7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2FC4),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x006E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\x63\x9D\xB8\x00\x00\x00\x00\x0C\xB7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2F\xC4\x00\x18\x30\x70\xE9\xC2\x0D\x94\x03\x0B\xC8\x41\x57\xB5\x00\x40\x00\x00\x57\x55\x9E\xB3\x7C\xC8\xC9\xCA\x58\xB2\x39\xA1\xAA\x8A\xEC\xA4\x3B\x45\xF5\xA4\x87\x13\x6E\x11\x9B\x8F\x8D\xEB\x01\xD5\x91\x79\x4D\x73\xFE\xD2\x6F\xA1\xA7\x37\x83\x13\xC5\x0B\xE6\x79\xCC\xE6\x4F\xF3\x42\x7A\x35\x9F\x1D\xAC\x6C\x76\x02\xF6\x37\x16\x35\x00\x67\xF1\xF3\xE3\x4D\x81\xF9\x26\x53\x4D\x5E\xBF\x68\x83\x9D\x29\x7B\x56\xF5\xA5\x1A\x85\x36\x53\xB9\xD3\xEE\xDC\x3E\xF3\x36\xC4\x50\xEA\x68\x9A\x56\x75\x71\xAC\xA4\xCF\x74\xA7\x34\x0D\x3C\x3A\x58\x04\x32\x7C\x5B\xA0\x37\x91\x2D\xD5\x8B\xF5\xD9\x1D\xD2\x36\xD7\x2E\xD9\xBD\x04\x88\xF1\xD6\x9C\xA7\x35\x07\x39\x1B\x14\xDF\x80\x42\x8F\x8F\x32\xCF\x71\x64\x46\x9A\x71\x8D\xAA\x0E\x1A\x9F\x86\xAE\x14\xD6\x0F\x79\xD4\xE8\x92\xCC\x3D\x32\x4B\x33\x26\x97\x6A\xCF\x63\x8A\x5E\x04\xD9\xFD\xFE\x1B\x75\x35\x65\x9F\x5A\x73\xD1\x4B\x6A\xAC\xBD\x3D\x66\x73\xA1\xF6\x52\xEC\x97\xEA\xEF\x23\xA4\x16\x5E\x71\x8E\x92\xD1\x21\x64\x53\xB7\x21\xA3\xD7\x33\x1D\xF2\xE3\xB9\x56\x4A\xDB\x85\xDD\xBA\x42\xC2\xF6\x7F\xEB\xD3\xE4\x6D\x7A\x56\xFA\x43\x65\xA7\xDF\xA4\x9C\x6D\x0A\x54\xE4\xCF\xB9\x32\x6B\x2F\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC0\x63\x9D\xB8\xBE\xEF\x0C\xB7\x01\x20\x00\x00\x50\x34\x02\x82\x2F\xC4\x00\x18\x30\x70\xE9\xC2\x0D\x94\x01\x0B\xC8\x41\x57\xB5\x00\x40\x00\x1F\x6F\xB9\x56\x0E\x7C\xC8\xC9\xCA\x7F\xFF\xFF\xFF\xAA\x8A\xEC\xA4\xD4\x8B\x41\xE1\x87\x13\x6E\x11\x80\x00\x00\x00\x01\xD5\x91\x79\x7F\xFF\xFF\xFF\x6F\xA1\xA7\x37\x80\x00\x00\x00\xE6\x79\xCC\xE6\x7F\xFF\xFF\xFF\x35\x9F\x1D\xAC\x7F\xFF\xFF\xFF\x37\x16\x35\x00\x7F\xFF\xFF\xFF\x4D\x81\xF9\x26\x4A\x10\x90\x06\x68\x83\x9D\x29\x7F\xFF\xFF\xFF\x1A\x85\x36\x53\xF5\x56\xA3\xB1\x3E\xF3\x36\xC4\x7F\xFF\xFF\xFF\x56\x75\x71\xAC\xC2\x48\xC1\x50\x34\x0D\x3C\x3A\x7F\xFF\xFF\xFF\x5B\xA0\x37\x91\x5B\x73\x5B\xCC\xD9\x1D\xD2\x36\x34\xF1\xA0\x7B\x04\x88\xF1\xD6\x80\x00\x00\x00\x39\x1B\x14\xDF\x80\x00\x00\x00\x32\xCF\x71\x64\xED\x15\xEF\x4C\xAA\x0E\x1A\x9F\x80\x00\x00\x00\x0F\x79\xD4\xE8\x80\x00\x00\x00\x4B\x33\x26\x97\x7F\xFF\xFF\xFF\x5E\x04\xD9\xFD\x51\x8E\x7C\x7A\x65\x9F\x5A\x73\x80\x00\x00\x00\xBD\x3D\x66\x73\x80\x00\x00\x00\x97\xEA\xEF\x23\x80\x00\x00\x00\x8E\x92\xD1\x21\x7F\xFF\xFF\xFF\xA3\xD7\x33\x1D\xCE\xB0\xAE\x5D\x4A\xDB\x85\xDD\x80\x00\x00\x00\x7F\xEB\xD3\xE4\x5A\x6E\x51\x1C\x43\x65\xA7\xDF\x80\x00\x00\x00\x54\xE4\xCF\xB9\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2E\x9A\x00\x6E\x00\x00\x4D\x86\xBB\x15\xC8\x41\x57\xB5\xC8\x41\x57\xB5\x1F\xB8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x6F\xB9\x56\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD4\x8B\x41\xE1\x80\x00\x00\x00\x80\x00\x00\x00\xE9\x63\x8C\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x92\xE9\xDB\xB5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD7\xA6\x6B\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x10\x90\x06\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x56\xA3\xB1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x7A\x88\x81\xC2\x48\xC1\x50\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x02\x5D\x2E\x6C\x5B\x73\x5B\xCC\x80\x00\x00\x00\x34\xF1\xA0\x7B\x99\x69\x51\x9A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\x15\xEF\x4C\x80\x00\x00\x00\x80\x00\x00\x00\x4C\x9D\xAA\x21\x80\x00\x00\x00\x0F\x9D\x92\xCD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x51\x8E\x7C\x7A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCE\xB0\xAE\x5D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5A\x6E\x51\x1C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x32\x6B\x2F\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAE905E15), ('P4rIngress.bitmap_seq.seq', 0x9C08D4A2)], 13006)
        self.setRegisterValue('P4rIngress.rounds', 0x9C08D4A2, 13006)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x6B)], 13006)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13006)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2FC0FCB1), ('P4rIngress.values_v00000.hi', 0x23936CDD)], 13006)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6FE66ED1), ('P4rIngress.values_v00001.hi', 0x17046AEC)], 13006)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x1C7A9E4B), ('P4rIngress.values_v00010.hi', 0x3B7557C5)], 13006)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x45647E91), ('P4rIngress.values_v00011.hi', 0x19E5541B)], 13006)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x83C23A57), ('P4rIngress.values_v00100.hi', 0x58BB0617)], 13006)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4F44416B), ('P4rIngress.values_v00101.hi', 0xC4B60497)], 13006)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6F546BD4), ('P4rIngress.values_v00110.hi', 0x685AE89F)], 13006)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6072D5D9), ('P4rIngress.values_v00111.hi', 0x77255168)], 13006)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5A54276A), ('P4rIngress.values_v01000.hi', 0xC269D30F)], 13006)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD07BB286), ('P4rIngress.values_v01001.hi', 0x63CD5F9A)], 13006)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB2DD4C42), ('P4rIngress.values_v01010.hi', 0xD3E18F55)], 13006)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xCBECD11E), ('P4rIngress.values_v01011.hi', 0x2D4F2C8C)], 13006)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xCD2E2B8D), ('P4rIngress.values_v01100.hi', 0xC97314A0)], 13006)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xBA62A55A), ('P4rIngress.values_v01101.hi', 0x4F27B982)], 13006)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x03A22BE7), ('P4rIngress.values_v01110.hi', 0x78D15F95)], 13006)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x47DF096D), ('P4rIngress.values_v01111.hi', 0x240B2E6C)], 13006)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x44FB1A3A), ('P4rIngress.values_v10000.hi', 0x1CE37275)], 13006)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5971D5A6), ('P4rIngress.values_v10001.hi', 0x8E7D67AD)], 13006)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x68552A7A), ('P4rIngress.values_v10010.hi', 0xB159B2F9)], 13006)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7C93CA36), ('P4rIngress.values_v10011.hi', 0x7561FCAD)], 13006)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x1535E7EF), ('P4rIngress.values_v10100.hi', 0xE70DABF5)], 13006)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBA9F9E14), ('P4rIngress.values_v10101.hi', 0x8C856598)], 13006)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5EA603DB), ('P4rIngress.values_v10110.hi', 0x111B9B8D)], 13006)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7592C877), ('P4rIngress.values_v10111.hi', 0xA4A8938C)], 13006)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xABEB36B7), ('P4rIngress.values_v11000.hi', 0x347FA541)], 13006)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x38FB3DB7), ('P4rIngress.values_v11001.hi', 0x971208AE)], 13006)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x2AF99F4D), ('P4rIngress.values_v11010.hi', 0x736B1A07)], 13006)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5957DE17), ('P4rIngress.values_v11011.hi', 0x49346D23)], 13006)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6D0635F3), ('P4rIngress.values_v11100.hi', 0x705BB983)], 13006)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x56F65A4D), ('P4rIngress.values_v11101.hi', 0x3FFE5AC3)], 13006)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x80000000), ('P4rIngress.values_v11110.hi', 0x4C148913)], 13006)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xF42D79E9), ('P4rIngress.values_v11111.hi', 0x9D2BD7C3)], 13006)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x36C8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FE9),
                gc.DataTuple('slot_count', 0x000004A9),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF742B2DC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x307A87ED),
                gc.KeyTuple('src_port', 0xB1B6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x36C8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0230),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\x7A\x87\xED\x00\x00\x00\x00\xB1\xB6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x36\xC8\x00\x18\xF7\x42\xB2\xDC\x02\xE5\x03\x16\x9C\x08\xD4\xA2\x00\x40\x00\x00\x27\xEA\xC1\xBF\x6F\x8A\x65\xC9\x74\x23\x3C\xB5\x72\x25\xF6\xCC\x29\xF9\xC3\x37\x53\xAD\x47\x91\x5F\x69\x5A\xEF\x7A\x2D\x5E\xCA\x3D\x7D\xD2\xC1\x66\xC2\x22\x15\x4A\xC6\xAD\x19\x46\x13\x6E\x72\x4D\x4E\x70\x8D\x21\xD2\xEE\xCF\x4E\xF2\x30\x94\x15\x85\xE6\xF9\x59\x0D\x64\x28\x9A\x53\xD6\xBF\x9D\x43\x62\x6C\x65\x43\x2D\x57\x67\xC7\xF4\x77\x19\x16\xD4\xAE\x5E\x49\x3A\xED\x61\xDF\x74\xE3\xDB\x9A\xA5\xEC\xA1\xF3\x15\xB4\x9F\x30\xA3\x88\x7E\x87\x0D\xC0\xE8\xA3\xF3\x91\x6D\xD8\x1A\xB1\x4B\xF2\xF2\xA5\x71\xD2\x49\xCD\x55\xE2\x36\x27\x99\x75\x7A\x65\x5C\x9A\x6C\xA1\xAD\xE5\xE8\xB6\x29\xBD\x54\x9E\x8D\x53\x07\xD5\x26\x15\xD8\x38\x4C\x27\x19\xED\x72\xFE\xC8\x73\x42\xD9\x27\xE3\x26\xBE\xCA\x7A\xBC\x54\xB3\x35\x46\x14\x17\xB2\x7E\xC2\x8B\xD5\x30\x43\xCD\x92\xA0\xAA\x5B\x0D\x89\xCE\x66\xD1\x69\x6D\x48\x5F\x4E\x44\x09\xF8\xD5\x36\xC7\xF9\xB5\x13\xEF\x5F\x15\x81\xD0\x09\x3B\x5B\x0E\xDC\x63\x91\x63\xA1\x45\x4F\xDC\x8A\x7A\xD7\x7B\xD1\x72\x1E\x5B\xCD\x80\x00\x00\x00\x00\x00\x00\x00\x65\xA4\x62\x19\xF5\xD5\xE5\x4F\xD1\xF2\x56\xE7\xCE\xAF\x7D\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x30\x7A\x87\xED\xBE\xEF\xB1\xB6\x01\x20\x00\x00\x50\x34\x02\x82\x36\xC8\x00\x18\xF7\x42\xB2\xDC\x02\xE5\x01\x16\x9C\x08\xD4\xA2\x00\x40\x00\x10\x57\xAB\xBE\x70\x6F\x8A\x65\xC9\x7F\xFF\xFF\xFF\x72\x25\xF6\xCC\x46\x74\x61\x82\x53\xAD\x47\x91\x7F\xFF\xFF\xFF\x7A\x2D\x5E\xCA\xC1\x40\x0D\x18\x66\xC2\x22\x15\x7F\xFF\xFF\xFF\x46\x13\x6E\x72\x7F\xFF\xFF\xFF\x21\xD2\xEE\xCF\x7F\xFF\xFF\xFF\x15\x85\xE6\xF9\x7F\xFF\xFF\xFF\x9A\x53\xD6\xBF\x80\x00\x00\x00\x65\x43\x2D\x57\x1A\xA5\x40\xB9\x19\x16\xD4\xAE\x2A\x36\x0C\x0B\x61\xDF\x74\xE3\xA8\xC8\xD1\x79\xA1\xF3\x15\xB4\x80\x00\x00\x00\x7E\x87\x0D\xC0\xEC\x46\x1F\x78\x6D\xD8\x1A\xB1\x7F\xFF\xFF\xFF\x71\xD2\x49\xCD\x7F\xFF\xFF\xFF\x99\x75\x7A\x65\x7F\xFF\xFF\xFF\xAD\xE5\xE8\xB6\x7F\xFF\xFF\xFF\x8D\x53\x07\xD5\x7F\xFF\xFF\xFF\x4C\x27\x19\xED\x7F\xFF\xFF\xFF\x42\xD9\x27\xE3\xE1\x5E\x68\x8E\xBC\x54\xB3\x35\x7F\xFF\xFF\xFF\x7E\xC2\x8B\xD5\x7F\xFF\xFF\xFF\xA0\xAA\x5B\x0D\x80\x00\x00\x00\x69\x6D\x48\x5F\x7F\xFF\xFF\xFF\xD5\x36\xC7\xF9\xE0\x0D\x8E\xAC\x15\x81\xD0\x09\x7F\xFF\xFF\xFF\x63\x91\x63\xA1\x7F\xFF\xFF\xFF\x7A\xD7\x7B\xD1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x65\xA4\x62\x19\xEA\x03\x5F\x38\xD1\xF2\x56\xE7\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xCE\x02\x30\x00\x00\xAF\x90\x5E\x15\x9C\x08\xD4\xA2\x9C\x08\xD4\xA2\x10\x6B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x57\xAB\xBE\x70\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\x74\x61\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\x40\x0D\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0A\xC9\x73\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1A\xA5\x40\xB9\xEC\xF8\x64\x03\x2A\x36\x0C\x0B\x7F\xFF\xFF\xFF\xA8\xC8\xD1\x79\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEC\x46\x1F\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB6\x58\xEC\xDA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\xE6\xD3\xD8\xE1\x5E\x68\x8E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE0\x0D\x8E\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBF\xFE\x5A\xC3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEA\x03\x5F\x38\x80\x00\x00\x00\xCE\xAF\x7D\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0\x77\x5D\x3D\x51\xFB\x2B\xE8\x22\x38\xEE\x1A\xC3\x86\xDD\x7C\x4F\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x76EB5E2E), ('P4rIngress.bitmap_seq.seq', 0x88BF96B3)], 11490)
        self.setRegisterValue('P4rIngress.rounds', 0x88BF96B3, 11490)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x8C)], 11490)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11490)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5A1B0F07), ('P4rIngress.values_v00000.hi', 0x5399416F)], 11490)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x62E310D4), ('P4rIngress.values_v00001.hi', 0xACD62C8F)], 11490)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x0AE3579E), ('P4rIngress.values_v00010.hi', 0xBA8F7ADA)], 11490)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5EF4FE8E), ('P4rIngress.values_v00011.hi', 0x7F345D5E)], 11490)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xB5266D4A), ('P4rIngress.values_v00100.hi', 0xFE05685D)], 11490)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x19ED9861), ('P4rIngress.values_v00101.hi', 0x51154D0F)], 11490)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x394F2BAE), ('P4rIngress.values_v00110.hi', 0xA5EC2B17)], 11490)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x235964EF), ('P4rIngress.values_v00111.hi', 0xE39A0141)], 11490)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5C4D9897), ('P4rIngress.values_v01000.hi', 0x7AAA32DF)], 11490)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x44F7F303), ('P4rIngress.values_v01001.hi', 0x878EA498)], 11490)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x326FECDB), ('P4rIngress.values_v01010.hi', 0x17DC7268)], 11490)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x71B26B39), ('P4rIngress.values_v01011.hi', 0xFC6990A4)], 11490)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x21425467), ('P4rIngress.values_v01100.hi', 0x51ABC5F3)], 11490)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x701DD557), ('P4rIngress.values_v01101.hi', 0x3A6EE6F3)], 11490)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x93F5B949), ('P4rIngress.values_v01110.hi', 0x13B14D52)], 11490)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD6776E56), ('P4rIngress.values_v01111.hi', 0x20F6EF85)], 11490)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x46E5BB5B), ('P4rIngress.values_v10000.hi', 0x49FB52D6)], 11490)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xBAD67EEA), ('P4rIngress.values_v10001.hi', 0xA614A0F1)], 11490)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5943142B), ('P4rIngress.values_v10010.hi', 0x7B97D1CE)], 11490)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x16D35995), ('P4rIngress.values_v10011.hi', 0x78D68B45)], 11490)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9CE2DBA4), ('P4rIngress.values_v10100.hi', 0x80000000)], 11490)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x72BAA27E), ('P4rIngress.values_v10101.hi', 0xD0F5C972)], 11490)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1695C559), ('P4rIngress.values_v10110.hi', 0xB30F13E7)], 11490)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xDD7179DC), ('P4rIngress.values_v10111.hi', 0xE2D8CC34)], 11490)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA83462EC), ('P4rIngress.values_v11000.hi', 0x79662A3D)], 11490)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x258570A1), ('P4rIngress.values_v11001.hi', 0x368ED5F7)], 11490)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x64A3B277), ('P4rIngress.values_v11010.hi', 0xE0F7D465)], 11490)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x70652E45), ('P4rIngress.values_v11011.hi', 0x4D43B5A6)], 11490)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x67BB8D33), ('P4rIngress.values_v11100.hi', 0xCF7C86D0)], 11490)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x75D8BB51), ('P4rIngress.values_v11101.hi', 0x8C7C2DE1)], 11490)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6AC6DDA7), ('P4rIngress.values_v11110.hi', 0x082F8218)], 11490)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB3D2266D), ('P4rIngress.values_v11111.hi', 0x99F9CD96)], 11490)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E76),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000636),
                gc.DataTuple('slot_count', 0x000019B3),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x71BA8866),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0x59A8229B),
                gc.KeyTuple('src_port', 0xE3A9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2E76),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01FE),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\xA8\x22\x9B\x00\x00\x00\x00\xE3\xA9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\x76\x00\x18\x71\xBA\x88\x66\x06\xAC\x03\x17\x88\xBF\x96\xB3\x00\x40\x00\x00\x1B\xF1\x45\xBB\x71\x45\x47\x48\x36\xE8\xB2\x45\x94\x1F\xC7\x57\xB6\x8A\x4A\xE4\x9A\x0E\x65\x50\x32\x17\xEA\x11\x14\x88\x57\xB1\xBB\xB0\x80\xE7\x46\x8C\xF6\xA8\xC8\xCC\x81\xD7\x61\xAB\x9D\x3D\x7F\x5E\xA7\xD6\xD3\x28\x8B\xD4\x7D\x4B\x15\xE1\x2E\xE9\x2F\x7C\x50\xD4\xC0\x35\xAA\x6E\x0D\x3D\x41\x04\x7C\x3F\xDF\xC8\xF2\xFA\x6E\x25\x4D\xD1\x75\x39\x32\x13\x43\x18\xEA\x8B\x87\x3C\x80\x78\x63\xF6\xC1\x73\x31\xCF\x60\x7E\x3A\x6A\x95\x4A\x73\x94\xA3\x1F\x9A\x24\x35\xFC\x37\x3E\xD0\xFB\x89\xB7\xB5\x57\x1B\x26\x9B\xF3\x4E\x62\x8B\x3B\x3A\x0B\x7B\x89\xD2\x63\x72\xEB\xB7\xDE\x27\xC7\x48\xAB\x82\xFF\x37\xD0\xD5\x8E\xAA\xD7\x0A\xD7\x8E\xF3\xC5\x1A\xDE\x86\xDB\x8A\x36\x91\x6B\x8E\x44\xDA\x52\xE4\x17\xB1\x4A\xB4\x7D\x47\x3B\x2D\xB6\xBB\x5A\xAD\x89\x53\x29\x54\x8A\x81\x2F\xF5\xBF\x15\x34\xAB\xFB\xC7\xFB\x83\xC3\xBA\x94\xA5\x77\x9B\xBE\xD3\x76\xC6\xC4\xF7\x8B\x02\x91\x73\x5F\x23\x0F\xCD\x4C\xCB\x94\xB5\x3A\x25\xC3\xF5\xAB\x57\x96\x01\x75\x4C\xB0\x97\x25\xF7\x13\x3E\x4B\xB8\xF1\x69\x80\x00\x00\x00\x27\x96\xA2\x47\xBC\xED\xC9\x8C\x76\xAB\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\xA8\x22\x9B\xBE\xEF\xE3\xA9\x01\x20\x00\x00\x50\x34\x02\x82\x2E\x76\x00\x18\x71\xBA\x88\x66\x06\xAC\x01\x17\x88\xBF\x96\xB3\x00\x40\x00\x12\x76\x0C\x54\xC2\x71\x45\x47\x48\x7F\xFF\xFF\xFF\x94\x1F\xC7\x57\xC1\x6D\xA2\x82\x9A\x0E\x65\x50\x7F\xFF\xFF\xFF\x14\x88\x57\xB1\x80\x00\x00\x00\x46\x8C\xF6\xA8\xE2\xBA\x1A\x38\x61\xAB\x9D\x3D\x7F\xFF\xFF\xFF\xD3\x28\x8B\xD4\x7F\xFF\xFF\xFF\x2E\xE9\x2F\x7C\x7F\xFF\xFF\xFF\xAA\x6E\x0D\x3D\x7F\xFF\xFF\xFF\xDF\xC8\xF2\xFA\x7F\xFF\xFF\xFF\x75\x39\x32\x13\x7F\xFF\xFF\xFF\x87\x3C\x80\x78\x7F\xFF\xFF\xFF\x31\xCF\x60\x7E\x7F\xFF\xFF\xFF\x73\x94\xA3\x1F\x80\x00\x00\x00\x37\x3E\xD0\xFB\x80\x00\x00\x00\x1B\x26\x9B\xF3\x7F\xFF\xFF\xFF\x3A\x0B\x7B\x89\x8D\x39\xF1\xD5\xB7\xDE\x27\xC7\x7F\xFF\xFF\xFF\x37\xD0\xD5\x8E\xC1\xAA\x64\x6C\x8E\xF3\xC5\x1A\x80\x00\x00\x00\x36\x91\x6B\x8E\x7F\xFF\xFF\xFF\x17\xB1\x4A\xB4\x7F\xFF\xFF\xFF\xB6\xBB\x5A\xAD\x80\x00\x00\x00\x8A\x81\x2F\xF5\x80\x00\x00\x00\xFB\xC7\xFB\x83\xE9\x40\x05\x46\x77\x9B\xBE\xD3\x7F\xFF\xFF\xFF\x8B\x02\x91\x73\x7F\xFF\xFF\xFF\x4C\xCB\x94\xB5\x7F\xFF\xFF\xFF\xAB\x57\x96\x01\x7F\xFF\xFF\xFF\x25\xF7\x13\x3E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDB\x68\xC8\xB4\xBC\xED\xC9\x8C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\xE2\x01\xFE\x00\x00\x77\xEB\x5E\x2E\x88\xBF\x96\xB3\x88\xBF\x96\xB3\x12\x8C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x76\x0C\x54\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC1\x6D\xA2\x82\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x44\x92\x5F\x05\xE2\xBA\x1A\x38\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x83\x30\xBD\x7F\xFF\xFF\xFF\x25\x18\x40\x1C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x83\xA6\x11\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4A\xF0\x1E\x4D\x80\x00\x00\x00\x3C\x1D\x8B\x78\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\x39\xF1\xD5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC1\xAA\x64\x6C\x07\xCA\x50\x5F\x80\x00\x00\x00\xB6\x91\x6B\x8E\x7F\xFF\xFF\xFF\xE8\xA7\x14\x26\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x75\x2E\x25\xC0\xE9\x40\x05\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB2\x73\x41\x1F\x7F\xFF\xFF\xFF\x88\x2F\x82\x18\xDB\x68\xC8\xB4\x80\x00\x00\x00\x76\xAB\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x902E0AB8), ('P4rIngress.bitmap_seq.seq', 0x6E15E1CD)], 12390)
        self.setRegisterValue('P4rIngress.rounds', 0x6E15E1CD, 12390)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x97)], 12390)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12390)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6B9C72F1), ('P4rIngress.values_v00000.hi', 0x3ABC49BA)], 12390)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5A999937), ('P4rIngress.values_v00001.hi', 0x7CE884AE)], 12390)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD158B5FB), ('P4rIngress.values_v00010.hi', 0x5704FDAA)], 12390)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4C918230), ('P4rIngress.values_v00011.hi', 0x728BD8FB)], 12390)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8CF49519), ('P4rIngress.values_v00100.hi', 0x41E6350A)], 12390)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x766DFBAC), ('P4rIngress.values_v00101.hi', 0x80000000)], 12390)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x66A2E44D), ('P4rIngress.values_v00110.hi', 0x55BC9267)], 12390)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7F892A62), ('P4rIngress.values_v00111.hi', 0x512F65A4)], 12390)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x610CB8AC), ('P4rIngress.values_v01000.hi', 0x821CD931)], 12390)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xAD6F56C5), ('P4rIngress.values_v01001.hi', 0x25F02557)], 12390)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xCB6393E5), ('P4rIngress.values_v01010.hi', 0x1D5109D8)], 12390)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBA5C1B1B), ('P4rIngress.values_v01011.hi', 0x4954AA31)], 12390)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x45E52B6F), ('P4rIngress.values_v01100.hi', 0x9DA1BBBD)], 12390)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x78A4BCC6), ('P4rIngress.values_v01101.hi', 0xBAF7F429)], 12390)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x659566E1), ('P4rIngress.values_v01110.hi', 0xE208BBB6)], 12390)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x856F4B90), ('P4rIngress.values_v01111.hi', 0x3DBB87D0)], 12390)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6DC9AB2F), ('P4rIngress.values_v10000.hi', 0x311CFB3C)], 12390)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB4CAF2AF), ('P4rIngress.values_v10001.hi', 0x6EF0C8EF)], 12390)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB0E0B79B), ('P4rIngress.values_v10010.hi', 0xBCCF4388)], 12390)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x65566369), ('P4rIngress.values_v10011.hi', 0x6345B9EF)], 12390)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x86BD8FA5), ('P4rIngress.values_v10100.hi', 0x6E716E8B)], 12390)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x529956AD), ('P4rIngress.values_v10101.hi', 0x3BED76F2)], 12390)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5D10F894), ('P4rIngress.values_v10110.hi', 0x8C6DF2D7)], 12390)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5ACEA07A), ('P4rIngress.values_v10111.hi', 0xAB6A48C9)], 12390)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x556CF62B), ('P4rIngress.values_v11000.hi', 0x51E1AD12)], 12390)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x898A14A1), ('P4rIngress.values_v11001.hi', 0x86351959)], 12390)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD8D5E566), ('P4rIngress.values_v11010.hi', 0x52E1BFCC)], 12390)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xDF4094ED), ('P4rIngress.values_v11011.hi', 0xAF6FBC27)], 12390)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5E937E2E), ('P4rIngress.values_v11100.hi', 0xCCA057B9)], 12390)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA75F48C7), ('P4rIngress.values_v11101.hi', 0xB3D79DA8)], 12390)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5BC95BFA), ('P4rIngress.values_v11110.hi', 0xBE8E57A3)], 12390)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1E79B6AA), ('P4rIngress.values_v11111.hi', 0x656489D6)], 12390)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4CA0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F8D),
                gc.DataTuple('slot_count', 0x00000D79),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x93DC12B7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x3FB0AA1D),
                gc.KeyTuple('src_port', 0x53A2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4CA0),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0033),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\xB0\xAA\x1D\x00\x00\x00\x00\x53\xA2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4C\xA0\x00\x18\x93\xDC\x12\xB7\x00\xD9\x03\x78\x6E\x15\xE1\xCD\x00\x40\x00\x00\x89\x93\x40\x77\x7A\x51\xDA\xE7\x53\x9F\x97\x16\x60\xCC\xF8\x15\xDD\xCD\xE1\x49\x4C\xA4\xD9\xEB\x73\x24\x17\xB5\x6D\x78\xBE\x08\x09\xC9\x1D\xBD\x45\xE9\xF5\xB1\x44\xD5\xD7\x6E\x06\x4F\x4A\x31\x1B\x67\xF7\xD3\x4B\x35\xDD\xF1\x4B\x63\x8A\x2F\x57\x78\x5D\x2B\x3D\x53\x9C\x8E\xCA\xDF\x83\xB3\xA7\x61\x9C\xF5\x78\x96\xFB\x9D\xD9\x7D\x97\x6C\xF3\xF4\xAB\x36\xBE\xD7\x45\x7E\x55\x57\x03\x5A\xD5\xED\xD9\x44\xDE\xBC\xCA\xDF\x42\x8E\x84\xF4\x32\xA9\x27\x2B\x7B\xD9\x58\xC2\x57\x78\x92\x37\xE5\x28\xBA\xC2\x99\x92\xBD\xA6\x44\xAC\x78\x8E\x7E\xEC\x59\x3B\xC4\x5C\xB6\x6F\x64\xE9\x42\x86\x95\x4F\x5A\x0B\x3A\xA6\x40\x53\x27\xAE\x91\xF4\x80\x00\x00\x00\x5E\xDD\xB8\x6B\x67\xB0\x24\xA3\x39\xDA\xFC\xE5\xE6\xC1\x6D\x46\x30\x22\x64\xC9\xE6\xB4\x36\x33\x3F\x9A\xAD\x2C\x88\x3A\xEB\x9D\x4D\x20\x63\xA4\x42\xAE\x0F\x3A\x90\x76\x6D\x7B\xD6\xE9\x15\x33\xC9\xF0\x55\xAB\x63\x10\x5D\xC8\x49\xDA\xDA\xAF\x89\xE8\xB5\xA3\x37\x5C\xDC\xB9\x75\xDF\xFD\x25\x9C\x8A\xC9\xDC\xC9\x90\x86\xE0\x43\xDF\x41\x69\x99\xC1\x33\x31\xA5\x08\x8A\xF3\x4C\xE2\xD9\x15\x8B\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3F\xB0\xAA\x1D\xBE\xEF\x53\xA2\x01\x20\x00\x00\x50\x34\x02\x82\x4C\xA0\x00\x18\x93\xDC\x12\xB7\x00\xD9\x01\x78\x6E\x15\xE1\xCD\x00\x40\x00\x0E\xF5\x2F\xB3\x68\x7A\x51\xDA\xE7\x7F\xFF\xFF\xFF\x60\xCC\xF8\x15\xAF\x26\x97\x44\x4C\xA4\xD9\xEB\x7F\xFF\xFF\xFF\x6D\x78\xBE\x08\x96\xBD\xB2\xD6\x45\xE9\xF5\xB1\x7F\xFF\xFF\xFF\x06\x4F\x4A\x31\x7F\xFF\xFF\xFF\x4B\x35\xDD\xF1\x7F\xFF\xFF\xFF\x57\x78\x5D\x2B\x7F\xFF\xFF\xFF\xCA\xDF\x83\xB3\x80\x00\x00\x00\x78\x96\xFB\x9D\xA4\xE1\x2B\x51\xF3\xF4\xAB\x36\x80\x00\x00\x00\x55\x57\x03\x5A\x1B\xD3\x04\xB3\xDE\xBC\xCA\xDF\x7F\xFF\xFF\xFF\x32\xA9\x27\x2B\x7F\xFF\xFF\xFF\x57\x78\x92\x37\x80\x00\x00\x00\x99\x92\xBD\xA6\x7F\xFF\xFF\xFF\x7E\xEC\x59\x3B\x80\x00\x00\x00\x64\xE9\x42\x86\x80\x00\x00\x00\x3A\xA6\x40\x53\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE5\x9B\x48\x10\x67\xB0\x24\xA3\x7F\xFF\xFF\xFF\xE6\xC1\x6D\x46\x7F\xFF\xFF\xFF\xE6\xB4\x36\x33\x7F\xFF\xFF\xFF\x88\x3A\xEB\x9D\x7F\xFF\xFF\xFF\x42\xAE\x0F\x3A\x80\x00\x00\x00\xD6\xE9\x15\x33\xA2\xC6\x3B\x11\x63\x10\x5D\xC8\x29\x1B\x6F\x9C\x89\xE8\xB5\xA3\x7F\xFF\xFF\xFF\x75\xDF\xFD\x25\x80\x00\x00\x00\xC9\x90\x86\xE0\x7F\xFF\xFF\xFF\x99\xC1\x33\x31\xC3\x82\x41\x9D\x4C\xE2\xD9\x15\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x66\x00\x33\x00\x00\x91\x2E\x0A\xB8\x6E\x15\xE1\xCD\x6E\x15\xE1\xCD\x0E\x97\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF5\x2F\xB3\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAF\x26\x97\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x96\xBD\xB2\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x86\x4F\x4A\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA4\xE1\x2B\x51\x11\x45\xB5\x0E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1B\xD3\x04\xB3\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\xA1\x1B\x54\x7F\xFF\xFF\xFF\x39\x81\x4D\xED\x80\x00\x00\x00\xD7\x4E\x45\x76\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF7\x75\x83\xDB\x7F\xFF\xFF\xFF\xE3\x45\xB9\xEF\xE5\x9B\x48\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\xAE\xE4\x38\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xA2\xC6\x3B\x11\x7F\xFF\xFF\xFF\x29\x1B\x6F\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x42\x80\x54\xDE\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC3\x82\x41\x9D\x7F\xFF\xFF\xFF\x8B\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x10654C42), ('P4rIngress.bitmap_seq.seq', 0xDB7CB273)], 11245)
        self.setRegisterValue('P4rIngress.rounds', 0xDB7CB273, 11245)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x83)], 11245)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 11245)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC69ECC69), ('P4rIngress.values_v00000.hi', 0x307F7C97)], 11245)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x1E6C5FCA), ('P4rIngress.values_v00001.hi', 0xA65A0C8D)], 11245)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7BA5EF8E), ('P4rIngress.values_v00010.hi', 0xAAE9AFD9)], 11245)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB1488D68), ('P4rIngress.values_v00011.hi', 0xB05D4635)], 11245)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6F43BD5B), ('P4rIngress.values_v00100.hi', 0x67B68B43)], 11245)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCB4EE477), ('P4rIngress.values_v00101.hi', 0x86270A9B)], 11245)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7EFCF107), ('P4rIngress.values_v00110.hi', 0x784D5818)], 11245)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x63ABAC6D), ('P4rIngress.values_v00111.hi', 0x3AAF6465)], 11245)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x61D0A296), ('P4rIngress.values_v01000.hi', 0x0AF29A71)], 11245)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xCD654B72), ('P4rIngress.values_v01001.hi', 0x5CA3A608)], 11245)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x78A75313), ('P4rIngress.values_v01010.hi', 0x0B71F77B)], 11245)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xF2BC090B), ('P4rIngress.values_v01011.hi', 0x548C4602)], 11245)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2E2B7307), ('P4rIngress.values_v01100.hi', 0xF3C93DD7)], 11245)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x3A63A10E), ('P4rIngress.values_v01101.hi', 0x7DB2FDD2)], 11245)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x62054D72), ('P4rIngress.values_v01110.hi', 0xA7211165)], 11245)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAB83B36E), ('P4rIngress.values_v01111.hi', 0x42ACCBCF)], 11245)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x55C7BF11), ('P4rIngress.values_v10000.hi', 0x33696EF3)], 11245)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7B45132C), ('P4rIngress.values_v10001.hi', 0xE8C21F61)], 11245)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xAE737FF5), ('P4rIngress.values_v10010.hi', 0x77D29BD1)], 11245)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB50DEB2D), ('P4rIngress.values_v10011.hi', 0x5AC3DB3E)], 11245)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6D5CEEB3), ('P4rIngress.values_v10100.hi', 0x123AF225)], 11245)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xE5A22D93), ('P4rIngress.values_v10101.hi', 0xA65C14D2)], 11245)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x795CB1AD), ('P4rIngress.values_v10110.hi', 0x7EB6E751)], 11245)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8B5514F6), ('P4rIngress.values_v10111.hi', 0x6FEBACA7)], 11245)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB8A1A7B8), ('P4rIngress.values_v11000.hi', 0x3FE5EE4D)], 11245)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5905CE69), ('P4rIngress.values_v11001.hi', 0x4A51CD14)], 11245)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x82BE0972), ('P4rIngress.values_v11010.hi', 0xE4A4957B)], 11245)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x582D5A5F), ('P4rIngress.values_v11011.hi', 0x38D72B56)], 11245)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x45E2D6E3), ('P4rIngress.values_v11100.hi', 0x54459DD0)], 11245)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA46F5E8F), ('P4rIngress.values_v11101.hi', 0xE2A08D04)], 11245)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xAAC1AE5F), ('P4rIngress.values_v11110.hi', 0x10FDA6B8)], 11245)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD4956DB6), ('P4rIngress.values_v11111.hi', 0x41A98323)], 11245)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0E3B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BA),
                gc.DataTuple('slot_count', 0x00000B62),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1FC400C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xF0CC1DDA),
                gc.KeyTuple('src_port', 0x36B5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0E3B),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03E6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF0\xCC\x1D\xDA\x00\x00\x00\x00\x36\xB5\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0E\x3B\x00\x18\xC1\xFC\x40\x0C\x05\x33\x03\x1F\xDB\x7C\xB2\x73\x00\x40\x00\x00\xCC\x7E\x7D\xB6\x70\x32\x36\xCF\x6B\xFA\x93\x43\x96\xDD\xBD\x8D\xDA\x17\x00\x30\xA0\xC9\x45\xC9\x94\x86\x3A\x6E\x13\x6D\x67\x8D\x72\xD7\x98\xEA\x7B\x57\xE0\xD6\x80\xCA\xE3\xFA\x3F\xAA\xE3\x74\x40\x7C\x72\x6B\x34\x44\x62\x50\x5A\xE9\xDF\x45\x0B\x78\xCE\x4F\x73\x12\x26\xDA\x7D\x1A\xB6\xB5\xCD\x6F\xD6\x55\x76\xDB\x55\x7A\x52\xAF\xD6\xE7\x7E\x45\xC2\x45\xC1\xA3\x28\xCB\x56\x56\x6F\x96\x7C\x5D\x42\xE5\xD5\x2C\xBA\xE5\x0A\xC3\x9F\xF4\x18\x61\x98\x44\x39\xD9\xB9\x74\xE5\xAF\xDD\x6B\xCB\xEB\x93\x10\x7B\x28\xE2\xC2\x5F\x07\x85\xDD\x62\x21\x43\x75\x2E\x78\x3B\xCA\x8B\x93\x2E\x13\xB8\x89\x56\x25\x37\x07\xFE\x75\xA5\x34\x47\xA3\x5C\x49\xAE\xF3\x45\x3D\xCF\x95\xDF\xB6\xAB\x6B\x45\x67\xED\x87\x93\xE8\x78\x9D\x0D\x4C\xEA\xA1\x2E\x65\x01\x53\xEB\x51\x02\xE4\x8F\x2D\xEE\xF3\x5E\xA2\xF1\x97\xFF\x17\x27\x44\x52\x72\x44\xEF\x7C\xD2\xDF\x1F\x7E\x5F\x6A\xD9\x6E\xBF\xB1\x45\x7F\x6A\xEE\x78\x27\x9B\xAA\xD2\x54\x98\x74\xC5\x6D\xDC\xC7\xDA\xBE\x37\x7E\xCD\x3E\x6F\xB8\x62\xD3\x82\x56\x01\x70\xC3\xA2\xFE\xA6\xBD\x44\xA5\x41\x42\x9E\xAA\x2C\xE2\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF0\xCC\x1D\xDA\xBE\xEF\x36\xB5\x01\x20\x00\x00\x50\x34\x02\x82\x0E\x3B\x00\x18\xC1\xFC\x40\x0C\x05\x33\x01\x1F\xDB\x7C\xB2\x73\x00\x40\x00\x19\x93\x1D\x4A\x1F\x70\x32\x36\xCF\x7F\xFF\xFF\xFF\x96\xDD\xBD\x8D\x55\xBC\xEF\xBE\xA0\xC9\x45\xC9\x80\x00\x00\x00\x13\x6D\x67\x8D\x7F\xFF\xFF\xFF\x7B\x57\xE0\xD6\x80\x00\x00\x00\x3F\xAA\xE3\x74\x7F\xFF\xFF\xFF\x34\x44\x62\x50\x7F\xFF\xFF\xFF\x0B\x78\xCE\x4F\x7F\xFF\xFF\xFF\x7D\x1A\xB6\xB5\x9A\xD5\x21\xC7\x76\xDB\x55\x7A\x7F\xFF\xFF\xFF\x7E\x45\xC2\x45\xB4\x5F\x31\xD6\x56\x56\x6F\x96\x7F\xFF\xFF\xFF\xD5\x2C\xBA\xE5\x45\x27\x41\x02\x18\x61\x98\x44\x7F\xFF\xFF\xFF\xE5\xAF\xDD\x6B\x80\x00\x00\x00\x7B\x28\xE2\xC2\x7F\xFF\xFF\xFF\x62\x21\x43\x75\x7F\xFF\xFF\xFF\x8B\x93\x2E\x13\x80\x00\x00\x00\x37\x07\xFE\x75\x80\x00\x00\x00\x5C\x49\xAE\xF3\x7F\xFF\xFF\xFF\xDF\xB6\xAB\x6B\x2B\x0A\x1B\x1A\x93\xE8\x78\x9D\x7F\xFF\xFF\xFF\x2E\x65\x01\x53\x80\x00\x00\x00\x8F\x2D\xEE\xF3\x17\x44\x99\x4F\xFF\x17\x27\x44\x7F\xFF\xFF\xFF\x7C\xD2\xDF\x1F\x01\x1D\x74\x4B\x6E\xBF\xB1\x45\x7F\xFF\xFF\xFF\x27\x9B\xAA\xD2\x7F\xFF\xFF\xFF\x6D\xDC\xC7\xDA\x80\x00\x00\x00\x3E\x6F\xB8\x62\x80\x00\x00\x00\x70\xC3\xA2\xFE\x80\x00\x00\x00\x41\x42\x9E\xAA\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2B\xED\x03\xE6\x00\x00\x11\x65\x4C\x42\xDB\x7C\xB2\x73\xDB\x7C\xB2\x73\x19\x83\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x93\x1D\x4A\x1F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x55\xBC\xEF\xBE\x80\x00\x00\x00\x80\x00\x00\x00\xC3\xCA\xAD\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC5\xD1\xEE\x0F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\x28\x32\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9A\xD5\x21\xC7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB4\x5F\x31\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\xF5\xF8\xBC\x45\x27\x41\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8C\xD0\xEE\xD0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\xF1\x9D\x90\x2B\x0A\x1B\x1A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFF\x19\x9B\x9A\x17\x44\x99\x4F\x3E\xFD\x15\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x1D\x74\x4B\x53\x64\x46\xC0\x7F\xFF\xFF\xFF\x60\x72\xD6\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\x10\x45\x66\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2C\xE2\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7\xAE\x63\x65\xAC\xD3\x60\xDC\x1B\x51\xBD\x7F\x0C\xA3\x71\x45\x28\x9A\x9C\x51\xBD\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1E8A6623), ('P4rIngress.bitmap_seq.seq', 0xE0000000)], 15103)
        self.setRegisterValue('P4rIngress.rounds', 0xE0000000, 15103)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0xD4)], 15103)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 15103)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC6763B10), ('P4rIngress.values_v00000.hi', 0x5578097A)], 15103)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6F84308E), ('P4rIngress.values_v00001.hi', 0x8B3D3E94)], 15103)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE3BDA289), ('P4rIngress.values_v00010.hi', 0xAB37A9F7)], 15103)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8DE9D2D2), ('P4rIngress.values_v00011.hi', 0x4D5AAB71)], 15103)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5F62DD85), ('P4rIngress.values_v00100.hi', 0x77BF5539)], 15103)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xF6154B79), ('P4rIngress.values_v00101.hi', 0x31FC966F)], 15103)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x60DFE586), ('P4rIngress.values_v00110.hi', 0x7B5694BA)], 15103)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4E0AE135), ('P4rIngress.values_v00111.hi', 0xDAEEC4F9)], 15103)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4D9429D7), ('P4rIngress.values_v01000.hi', 0x3C5BBA31)], 15103)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x165FEF66), ('P4rIngress.values_v01001.hi', 0x2DBAA4F8)], 15103)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6931C672), ('P4rIngress.values_v01010.hi', 0x5AAEF247)], 15103)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xA316B8CA), ('P4rIngress.values_v01011.hi', 0x6B8C6F77)], 15103)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5D5CB883), ('P4rIngress.values_v01100.hi', 0x8CF55BB4)], 15103)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6FB66ECA), ('P4rIngress.values_v01101.hi', 0x1A5684FB)], 15103)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x247A12CB), ('P4rIngress.values_v01110.hi', 0xA5020209)], 15103)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x19D1A7BB), ('P4rIngress.values_v01111.hi', 0x65A79542)], 15103)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xC1F77B4F), ('P4rIngress.values_v10000.hi', 0x77D4B058)], 15103)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4BA84514), ('P4rIngress.values_v10001.hi', 0x6C0D2B63)], 15103)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2CC4315A), ('P4rIngress.values_v10010.hi', 0xDD729EE7)], 15103)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x342B2B12), ('P4rIngress.values_v10011.hi', 0x9DDD3CD8)], 15103)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3F196566), ('P4rIngress.values_v10100.hi', 0x44CE0EC3)], 15103)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA0D2E69C), ('P4rIngress.values_v10101.hi', 0x1CA2183B)], 15103)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x46105D03), ('P4rIngress.values_v10110.hi', 0x35A30F43)], 15103)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x595AEFDD), ('P4rIngress.values_v10111.hi', 0x77A2FBC9)], 15103)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD30DBC47), ('P4rIngress.values_v11000.hi', 0x00B9DF6B)], 15103)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x944D49D0), ('P4rIngress.values_v11001.hi', 0x542AA497)], 15103)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5F54AC69), ('P4rIngress.values_v11010.hi', 0x4E389EA3)], 15103)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3B2286CE), ('P4rIngress.values_v11011.hi', 0x5325239F)], 15103)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB50443FA), ('P4rIngress.values_v11100.hi', 0x660511FD)], 15103)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x41F998BE), ('P4rIngress.values_v11101.hi', 0x367E5F1E)], 15103)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xD0CC3B77), ('P4rIngress.values_v11110.hi', 0x7534D110)], 15103)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5ABE95D1), ('P4rIngress.values_v11111.hi', 0xE665A480)], 15103)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1A48),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001A3A),
                gc.DataTuple('slot_count', 0x000005C6),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1320512B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x54F8869A),
                gc.KeyTuple('src_port', 0x05A0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1A48),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02F3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x54\xF8\x86\x9A\x00\x00\x00\x00\x05\xA0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1A\x48\x00\x18\x13\x20\x51\x2B\x00\xC5\x01\x42\xE0\x00\x00\x00\x00\x40\x00\x00\xEC\x3A\xB7\xFF\x33\x21\x2F\x2B\x49\x3D\x32\xD5\x91\x37\x3E\xC7\x0E\x68\xF1\xBF\xBA\x76\xE5\x26\xB8\xAF\xD2\x1A\xCC\xF2\xDB\x53\x22\x4E\xC4\x0A\x33\x4A\x8F\x91\x83\x9F\x0A\x66\xA1\xBD\xF6\x49\x43\x6F\x55\x89\x48\x89\x3F\x5A\x4E\xB6\xE4\x1D\xC6\x6D\x4E\xCB\x62\xDB\x6D\x08\x76\xDB\xAC\x65\xE1\xE4\x6A\x5B\x72\x18\xFB\x06\x64\x84\x3A\xDD\x45\xA0\x49\xD3\x0B\x55\x2A\x0E\x53\xED\xD8\x43\x5B\xD9\x08\x4C\x3C\x12\x79\x44\x1B\x62\x36\x57\x6E\x2A\xCF\xF4\x65\x71\xF7\xDB\x9B\xD6\xAA\xAD\x78\x7B\x1E\xBA\x29\xA2\xD4\xCE\xB5\x94\x4F\x14\x86\x8D\xE7\xDA\x55\x1D\xF3\xAE\xD6\xC9\x39\x36\x05\xFA\x6F\x9B\xD2\xF5\xCB\xB1\x6D\xB0\x43\x79\x2F\x42\x21\x16\x3B\xEF\x25\x4E\x4E\x55\x7D\xB7\xB6\x95\xB6\x8A\xD9\x9E\x77\x6B\x3C\xBD\xCB\x27\x97\xA9\x6F\x77\x76\xA9\x0D\x30\xCC\x73\x2C\xA2\x5B\x75\x06\x75\xFF\x23\xA1\x1F\xEA\x2D\x9D\xB8\x45\x8A\x8C\xDB\x53\x5E\x6B\x25\x5E\x7C\xD2\x2F\x1D\xE3\x17\x34\x4F\x5E\xFA\x8B\x9C\xFD\x76\xD2\x29\x8D\x64\x59\x50\x0D\xE9\xF7\x50\x61\x8D\xC4\xAA\x91\x51\x6A\x5D\xAA\xD3\x1D\x12\xAC\xAE\xA7\x19\x9A\x5B\x80\x2E\xD3\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x54\xF8\x86\x9A\xBE\xEF\x05\xA0\x01\x20\x00\x00\x50\x34\x02\x82\x1A\x48\x00\x18\x13\x20\x51\x2B\x00\xC5\x01\x42\xE0\x00\x00\x00\x00\x40\x00\x0F\xB2\xB0\xF3\x0F\x33\x21\x2F\x2B\x7F\xFF\xFF\xFF\x91\x37\x3E\xC7\xF2\x26\x94\x48\xBA\x76\xE5\x26\x80\x00\x00\x00\xCC\xF2\xDB\x53\x7F\xFF\xFF\xFF\x33\x4A\x8F\x91\x80\x00\x00\x00\xA1\xBD\xF6\x49\x7F\xFF\xFF\xFF\x48\x89\x3F\x5A\x7F\xFF\xFF\xFF\xC6\x6D\x4E\xCB\x7F\xFF\xFF\xFF\x76\xDB\xAC\x65\xF8\x44\x59\xC1\x72\x18\xFB\x06\x7F\xFF\xFF\xFF\x45\xA0\x49\xD3\xAE\x6B\xE2\xD8\x53\xED\xD8\x43\x7F\xFF\xFF\xFF\x3C\x12\x79\x44\x7F\xFF\xFF\xFF\x6E\x2A\xCF\xF4\x7F\xFF\xFF\xFF\x9B\xD6\xAA\xAD\x7F\xFF\xFF\xFF\x29\xA2\xD4\xCE\x80\x00\x00\x00\x86\x8D\xE7\xDA\x7F\xFF\xFF\xFF\xD6\xC9\x39\x36\x32\xBE\xA0\xF5\xD2\xF5\xCB\xB1\x7F\xFF\xFF\xFF\x2F\x42\x21\x16\x7B\x08\x8A\xB4\x4E\x55\x7D\xB7\x80\x00\x00\x00\xD9\x9E\x77\x6B\x7F\xFF\xFF\xFF\x97\xA9\x6F\x77\x7F\xFF\xFF\xFF\xCC\x73\x2C\xA2\x2E\x82\xC2\xBC\xFF\x23\xA1\x1F\x80\x00\x00\x00\x45\x8A\x8C\xDB\x7F\xFF\xFF\xFF\x5E\x7C\xD2\x2F\x59\x05\x9E\x02\x4F\x5E\xFA\x8B\x80\x00\x00\x00\x29\x8D\x64\x59\x7F\xFF\xFF\xFF\x50\x61\x8D\xC4\x80\x00\x00\x00\x5D\xAA\xD3\x1D\x6D\x6B\x44\x78\x19\x9A\x5B\x80\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3A\xFF\x02\xF3\x00\x00\x1F\x8A\x66\x23\xE0\x00\x00\x00\xE0\x00\x00\x00\x0F\xD4\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xB2\xB0\xF3\x0F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF2\x26\x94\x48\x80\x00\x00\x00\x80\x00\x00\x00\x1A\x4D\x86\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\xBA\x8C\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\x5C\x13\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\x44\x59\xC1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\x6B\xE2\xD8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC9\x07\xD4\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFE\x62\x98\x32\x7F\xFF\xFF\xFF\x42\xD6\x64\x99\x32\xBE\xA0\xF5\xB0\x68\x6A\x98\x7F\xFF\xFF\xFF\xCD\x1F\x5D\xEE\x7B\x08\x8A\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF6\x40\x8F\xA6\x7F\xFF\xFF\xFF\xCD\x4C\x7E\xBA\x7F\xFF\xFF\xFF\x44\x16\x28\x6B\x2E\x82\xC2\xBC\xFF\xDD\x80\x8A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x59\x05\x9E\x02\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6D\x6B\x44\x78\x00\x00\x00\x00\x2E\xD3\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x09E372D4), ('P4rIngress.bitmap_seq.seq', 0x48C45710)], 12179)
        self.setRegisterValue('P4rIngress.rounds', 0x48C45710, 12179)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x79)], 12179)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12179)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7A19F157), ('P4rIngress.values_v00000.hi', 0x44453835)], 12179)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xABDFA3C4), ('P4rIngress.values_v00001.hi', 0xAFD4DA67)], 12179)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x64EA3789), ('P4rIngress.values_v00010.hi', 0x60E49961)], 12179)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3DCF4B81), ('P4rIngress.values_v00011.hi', 0x959CBA6E)], 12179)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5232ED5F), ('P4rIngress.values_v00100.hi', 0xD9F0CB5B)], 12179)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6978C925), ('P4rIngress.values_v00101.hi', 0x5AFB2DC9)], 12179)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xAF8D5931), ('P4rIngress.values_v00110.hi', 0xBB011B9D)], 12179)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x96109F67), ('P4rIngress.values_v00111.hi', 0x522506D9)], 12179)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x495C25AD), ('P4rIngress.values_v01000.hi', 0x593A3456)], 12179)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x53CBC6DF), ('P4rIngress.values_v01001.hi', 0x6647F13B)], 12179)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x49A44EAC), ('P4rIngress.values_v01010.hi', 0x8130B3EF)], 12179)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xA8D2977F), ('P4rIngress.values_v01011.hi', 0x8E738F31)], 12179)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xDFC5F0F5), ('P4rIngress.values_v01100.hi', 0x5187AA9D)], 12179)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5B443DBE), ('P4rIngress.values_v01101.hi', 0x7F840FB3)], 12179)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x70A2B725), ('P4rIngress.values_v01110.hi', 0x65737C5E)], 12179)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x08EA761D), ('P4rIngress.values_v01111.hi', 0x5C386813)], 12179)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xD343B33B), ('P4rIngress.values_v10000.hi', 0x64518D51)], 12179)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x52C42CC4), ('P4rIngress.values_v10001.hi', 0x42774CC4)], 12179)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7B169EB3), ('P4rIngress.values_v10010.hi', 0x292767DA)], 12179)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC29F1476), ('P4rIngress.values_v10011.hi', 0x5D9978AA)], 12179)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6A384789), ('P4rIngress.values_v10100.hi', 0x7227C890)], 12179)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB1ECEBAA), ('P4rIngress.values_v10101.hi', 0xBA292F9B)], 12179)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB5A749A7), ('P4rIngress.values_v10110.hi', 0x75C35606)], 12179)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4653D392), ('P4rIngress.values_v10111.hi', 0x74AFEA02)], 12179)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9FBECE74), ('P4rIngress.values_v11000.hi', 0x45B44F9B)], 12179)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x830E1585), ('P4rIngress.values_v11001.hi', 0x4938DB7E)], 12179)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xACE73427), ('P4rIngress.values_v11010.hi', 0xB7504BDB)], 12179)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x29CD99AB), ('P4rIngress.values_v11011.hi', 0xBCD60F5F)], 12179)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x49372731), ('P4rIngress.values_v11100.hi', 0x46588F10)], 12179)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x89B1D35B), ('P4rIngress.values_v11101.hi', 0xCEC8D21D)], 12179)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x312CCCCF), ('P4rIngress.values_v11110.hi', 0xAD5A3F72)], 12179)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x70153AA4), ('P4rIngress.values_v11111.hi', 0x5A06B093)], 12179)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB9EE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009A3),
                gc.DataTuple('slot_count', 0x000008B0),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC560F171),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x88E58843),
                gc.KeyTuple('src_port', 0xD613),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB9EE),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x001E),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\xE5\x88\x43\x00\x00\x00\x00\xD6\x13\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB9\xEE\x00\x14\xC5\x60\xF1\x71\x05\xF0\x03\x1D\x48\xC4\x57\x10\x00\x40\x00\x00\x6B\x61\x04\xA2\x53\x67\x5E\x85\xAD\x43\xB9\x98\xA7\xEF\x66\xED\x62\xCB\x72\x63\x1F\xED\x95\x37\xB2\x12\xA2\xF7\xCB\x86\xB1\xE8\xD3\x42\x28\xF7\xFF\x3A\xFB\x61\x3D\x30\x6D\xF7\x5E\x39\xF8\x69\x8A\xB5\x5B\x25\xB3\xB3\x03\x93\xE4\x1D\xD5\x76\x75\x28\x41\xE3\x3C\x76\xFF\xAC\x56\x63\x65\xDE\x36\xC6\x41\xFE\x6E\x6F\x95\x50\x5D\xA5\x5A\xEE\x97\xDE\x66\xBB\x74\x36\x31\x03\xE5\x12\x28\xBD\x17\x1D\x9D\xD3\x5A\xFB\xD5\x61\x9B\x45\x29\xD1\x26\x65\xCE\x2D\x55\xAE\xD5\x73\x4C\xF2\x41\x39\x7E\x36\x36\x99\x7B\x50\xD9\x7D\x95\x66\x3A\x6A\x56\x2D\xD6\x99\x58\x47\xEA\xD5\x66\x27\x6C\x6B\x0B\x43\x42\x57\x07\xDA\x7D\x20\x86\xDF\x35\x26\x58\x44\x58\x43\x4B\x06\x52\xAA\x46\xD6\x2A\xE0\xAD\x8E\xB3\x13\xB9\xFC\xC6\x59\x8A\xD3\x4A\xCE\xFD\x5C\x5A\xEA\xE5\x0E\xD1\x70\x72\x15\xD3\x97\x91\xB2\xFC\xBD\x4B\xB5\x64\x89\xAA\x73\x80\x17\x9C\xCA\x75\xED\xBE\xFC\x55\xA2\x0D\x9E\x6A\x39\xEA\xCE\x58\x99\x9D\x8E\xB5\x1F\x55\xE6\xA5\x93\x6B\x4D\x3F\xDF\xE6\xF8\x76\x48\xAB\x2E\x62\xEA\x73\x75\x5C\xE5\x07\xB8\xFE\x65\x74\xB4\x1A\x84\x5A\x7C\x40\x5F\x4D\x0E\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x88\xE5\x88\x43\xBE\xEF\xD6\x13\x01\x20\x00\x00\x50\x34\x02\x82\xB9\xEE\x00\x14\xC5\x60\xF1\x71\x05\xF0\x01\x1D\x48\xC4\x57\x10\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x53\x67\x5E\x85\x80\x00\x00\x00\xA7\xEF\x66\xED\x7F\xFF\xFF\xFF\x1F\xED\x95\x37\xEF\xE1\xEE\x78\xCB\x86\xB1\xE8\x25\x75\x16\x56\xFF\x3A\xFB\x61\x7F\xFF\xFF\xFF\x5E\x39\xF8\x69\x80\x00\x00\x00\xB3\xB3\x03\x93\x80\x00\x00\x00\x75\x28\x41\xE3\x7F\xFF\xFF\xFF\x56\x63\x65\xDE\x7F\xFF\xFF\xFF\x6E\x6F\x95\x50\x7F\xFF\xFF\xFF\x97\xDE\x66\xBB\x1D\x08\xC8\x82\xE5\x12\x28\xBD\xF6\xE3\x8E\xC8\x5A\xFB\xD5\x61\xF6\x89\x67\x8F\x26\x65\xCE\x2D\x7F\xFF\xFF\xFF\x4C\xF2\x41\x39\x7F\xFF\xFF\xFF\x7B\x50\xD9\x7D\x80\x00\x00\x00\x56\x2D\xD6\x99\x7F\xFF\xFF\xFF\x66\x27\x6C\x6B\x7F\xFF\xFF\xFF\x07\xDA\x7D\x20\x80\x00\x00\x00\x58\x44\x58\x43\x7F\xFF\xFF\xFF\x46\xD6\x2A\xE0\x80\x00\x00\x00\xB9\xFC\xC6\x59\x80\x00\x00\x00\xFD\x5C\x5A\xEA\x2B\x62\xA5\x02\x72\x15\xD3\x97\x80\x00\x00\x00\x4B\xB5\x64\x89\x80\x00\x00\x00\x9C\xCA\x75\xED\x80\x00\x00\x00\x0D\x9E\x6A\x39\x14\x9B\xF2\x44\x9D\x8E\xB5\x1F\x7F\xFF\xFF\xFF\x6B\x4D\x3F\xDF\x80\x00\x00\x00\xAB\x2E\x62\xEA\x7F\xFF\xFF\xFF\x07\xB8\xFE\x65\x7F\xFF\xFF\xFF\x5A\x7C\x40\x5F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2F\x93\x00\x1E\x00\x00\x09\xF3\x72\xD4\x48\xC4\x57\x10\x48\xC4\x57\x10\x1C\x79\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEF\xE1\xEE\x78\x80\x00\x00\x00\x25\x75\x16\x56\xD9\x2B\xC6\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1D\x08\xC8\x82\x80\x00\x00\x00\xF6\xE3\x8E\xC8\x7F\xFF\xFF\xFF\xF6\x89\x67\x8F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\x01\xE4\xFA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x73\x1F\xB0\xF0\x2B\x62\xA5\x02\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE6\x03\x51\x6B\x80\x00\x00\x00\xC4\xEE\xB6\x14\x14\x9B\xF2\x44\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB5\x13\x3D\xD7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\x0E\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2E548C9A), ('P4rIngress.bitmap_seq.seq', 0x58000000)], 13207)
        self.setRegisterValue('P4rIngress.rounds', 0x58000000, 13207)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x9C)], 13207)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 13207)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7F97ACEB), ('P4rIngress.values_v00000.hi', 0x7A9D5F3C)], 13207)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x54CB9C3D), ('P4rIngress.values_v00001.hi', 0x2DCD1345)], 13207)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x597ECB28), ('P4rIngress.values_v00010.hi', 0x494F876A)], 13207)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x72E5891B), ('P4rIngress.values_v00011.hi', 0x674E6AC5)], 13207)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x3CBB85ED), ('P4rIngress.values_v00100.hi', 0x2DAD2BA6)], 13207)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3FFA9484), ('P4rIngress.values_v00101.hi', 0x38755E0B)], 13207)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D92BE9D), ('P4rIngress.values_v00110.hi', 0x5AB0B25A)], 13207)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6AA8F4EF), ('P4rIngress.values_v00111.hi', 0x55B8B88D)], 13207)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5E2985C2), ('P4rIngress.values_v01000.hi', 0x8B34ED1D)], 13207)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xABA542A5), ('P4rIngress.values_v01001.hi', 0x774AAB3D)], 13207)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x966B5A6F), ('P4rIngress.values_v01010.hi', 0x2CDD13B7)], 13207)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x80000000), ('P4rIngress.values_v01011.hi', 0x30D3079F)], 13207)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x8C689AA2)], 13207)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x59B31536), ('P4rIngress.values_v01101.hi', 0xF853D17F)], 13207)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7F7F8A09), ('P4rIngress.values_v01110.hi', 0x60A82328)], 13207)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5A6319D9), ('P4rIngress.values_v01111.hi', 0xA36D16CB)], 13207)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4999F5A8), ('P4rIngress.values_v10000.hi', 0xD7E5E295)], 13207)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x978AA3A7), ('P4rIngress.values_v10001.hi', 0x4BFC3492)], 13207)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5A56C529), ('P4rIngress.values_v10010.hi', 0x7DA76C33)], 13207)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x442BB0D8), ('P4rIngress.values_v10011.hi', 0xD3638AEC)], 13207)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2D9ACD87), ('P4rIngress.values_v10100.hi', 0xC669E8D5)], 13207)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBAEF26D7), ('P4rIngress.values_v10101.hi', 0xCB2C7D6A)], 13207)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6AA9A5BF), ('P4rIngress.values_v10110.hi', 0x0D6BA7F3)], 13207)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x46B1B0ED), ('P4rIngress.values_v10111.hi', 0x33276F42)], 13207)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xAC6C72B9), ('P4rIngress.values_v11000.hi', 0xD4E7C0E3)], 13207)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6EC88AD6), ('P4rIngress.values_v11001.hi', 0x1A6F5305)], 13207)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB3494A16), ('P4rIngress.values_v11010.hi', 0xD6A56BD9)], 13207)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAE338440), ('P4rIngress.values_v11011.hi', 0x861934E0)], 13207)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA2B2FB93), ('P4rIngress.values_v11100.hi', 0x71359C6B)], 13207)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2F936F4B), ('P4rIngress.values_v11101.hi', 0xA0F46226)], 13207)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x93F3C54B), ('P4rIngress.values_v11110.hi', 0x2E957570)], 13207)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4E7682C5), ('P4rIngress.values_v11111.hi', 0xB15DE194)], 13207)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9FB9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007F7),
                gc.DataTuple('slot_count', 0x00001183),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF5484019),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0x1B7034A0),
                gc.KeyTuple('src_port', 0x6635),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9FB9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0383),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\x70\x34\xA0\x00\x00\x00\x00\x66\x35\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9F\xB9\x00\x18\xF5\x48\x40\x19\x0B\xA0\x01\x23\x58\x00\x00\x00\x00\x40\x00\x00\x98\xA2\xED\x53\x16\xA1\x8E\xAB\x54\xA8\xDF\x03\x7D\x9D\x11\x59\x25\x88\xAD\x3C\x5E\x09\xA8\x52\x19\xE6\x4F\x08\x40\xFC\x8F\x11\xEA\x64\x9C\xEC\x71\xC8\xA1\x51\x67\x4C\x5A\xB5\x35\x6F\x34\xE3\x15\x3A\x2C\x39\x49\x44\xC2\x70\x49\xD0\x6F\x9A\x78\x39\xF5\x36\x22\x2B\x84\xC3\xA1\x15\x4C\xED\x84\xBD\xDA\xB8\x5F\xDE\x92\x89\x6A\x1E\xB3\x67\xB1\xDB\xB3\x25\x00\x00\x00\x00\x5D\x1B\x7E\x9F\x00\x00\x00\x00\xD4\xF2\xC7\x54\x5D\xBF\x85\x65\xB2\xD6\xF7\x84\x0B\xE7\xF8\x1B\x51\xE8\x2A\x9D\x7F\x5E\x5E\x4F\xA8\x28\x17\xFD\x50\xD8\x88\x3C\x99\x54\x16\xEF\x8C\x8D\x7F\x07\x6E\x99\xCF\x77\x59\xF3\xDD\x45\x54\xB4\x9F\xD0\x57\xAA\x54\x58\xC5\xF5\x83\x6E\x71\x05\x95\xDF\xB2\xD9\x68\xE5\x8E\x5F\x32\xF4\x05\xDF\x22\x7D\x79\x99\xF6\x87\xD5\x4B\xF0\xF9\x7F\x35\x2D\x2A\x50\xAC\x6A\xC3\x74\xBE\x25\x7B\xB5\xB8\xF6\xED\x48\xC9\xC6\x95\x73\x27\x5B\xAC\xAB\x04\x5A\xC6\x92\xFC\xE7\xAD\x96\xB3\xFF\xA8\x81\xD9\xE4\x81\xD1\xA8\xE0\x8C\x4B\x67\xC6\x4B\x6F\xBB\x6E\x41\xF4\xF8\x75\x98\x98\xE0\xA5\xCB\x6B\x15\xBE\xAD\x4E\x54\x96\x54\xCD\x15\xBA\x6E\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\x70\x34\xA0\xBE\xEF\x66\x35\x01\x20\x00\x00\x50\x34\x02\x82\x9F\xB9\x00\x18\xF5\x48\x40\x19\x0B\xA0\x01\x23\x58\x00\x00\x00\x00\x40\x00\x18\x18\x3A\x9A\x3E\x16\xA1\x8E\xAB\x7F\xFF\xFF\xFF\x7D\x9D\x11\x59\x7F\x07\x78\x64\x5E\x09\xA8\x52\x7F\xFF\xFF\xFF\x40\xFC\x8F\x11\x27\x20\x22\xD9\x71\xC8\xA1\x51\x7F\xFF\xFF\xFF\x35\x6F\x34\xE3\x7F\xFF\xFF\xFF\x49\x44\xC2\x70\x7F\xFF\xFF\xFF\x78\x39\xF5\x36\x7F\xFF\xFF\xFF\xA1\x15\x4C\xED\x80\x00\x00\x00\x5F\xDE\x92\x89\x00\x8A\x0D\xD6\xB1\xDB\xB3\x25\x80\x00\x00\x00\x5D\x1B\x7E\x9F\x00\x00\x00\x00\xD4\xF2\xC7\x54\x7F\xFF\xFF\xFF\xB2\xD6\xF7\x84\x7F\xFF\xFF\xFF\x51\xE8\x2A\x9D\x7F\xFF\xFF\xFF\xA8\x28\x17\xFD\x7F\xFF\xFF\xFF\x99\x54\x16\xEF\x80\x00\x00\x00\x6E\x99\xCF\x77\x7F\xFF\xFF\xFF\x54\xB4\x9F\xD0\x7F\xFF\xFF\xFF\xC5\xF5\x83\x6E\x7F\xFF\xFF\xFF\xB2\xD9\x68\xE5\x80\x00\x00\x00\x05\xDF\x22\x7D\x7F\xFF\xFF\xFF\xD5\x4B\xF0\xF9\x7F\xFF\xFF\xFF\x50\xAC\x6A\xC3\x21\x2A\x98\x34\xB5\xB8\xF6\xED\x7F\xFF\xFF\xFF\x73\x27\x5B\xAC\x80\x00\x00\x00\x92\xFC\xE7\xAD\x80\x00\x00\x00\x81\xD9\xE4\x81\x80\x00\x00\x00\x4B\x67\xC6\x4B\x7F\xFF\xFF\xFF\xF4\xF8\x75\x98\x80\x00\x00\x00\x6B\x15\xBE\xAD\x7F\xFF\xFF\xFF\xCD\x15\xBA\x6E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x97\x03\x83\x00\x00\x2F\x54\x8C\x9A\x58\x00\x00\x00\x58\x00\x00\x00\x18\x9C\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x18\x3A\x9A\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\x07\x78\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x27\x20\x22\xD9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\xE4\x92\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x8A\x0D\xD6\xDE\xB8\xC6\xDC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAB\x2A\xC9\x03\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x59\x0E\x5A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD1\x0B\x9F\xE7\x7F\xFF\xFF\xFF\xE2\xB7\x98\xEC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x21\x2A\x98\x34\x8A\xA0\xB7\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x95\xEC\xD7\xBE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x429B7D6C), ('P4rIngress.bitmap_seq.seq', 0x294DCABE)], 13109)
        self.setRegisterValue('P4rIngress.rounds', 0x294DCABE, 13109)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x61)], 13109)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13109)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4644D245), ('P4rIngress.values_v00000.hi', 0x7DCFA1BD)], 13109)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7F181AA6), ('P4rIngress.values_v00001.hi', 0x99EA85C7)], 13109)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xFBDDDCE5), ('P4rIngress.values_v00010.hi', 0xA2DFD6D6)], 13109)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xCD4D9149), ('P4rIngress.values_v00011.hi', 0x2E3F0BCE)], 13109)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x20DE58B0), ('P4rIngress.values_v00100.hi', 0x7AD02E7E)], 13109)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x92666485), ('P4rIngress.values_v00101.hi', 0x29159A83)], 13109)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7FFD91CD), ('P4rIngress.values_v00110.hi', 0x5869255F)], 13109)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x522F2235), ('P4rIngress.values_v00111.hi', 0x846569B5)], 13109)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3A37FBAF), ('P4rIngress.values_v01000.hi', 0x4E09C7C3)], 13109)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x69B659E3), ('P4rIngress.values_v01001.hi', 0x5FF46326)], 13109)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x44ACE9C7), ('P4rIngress.values_v01010.hi', 0x60CF595D)], 13109)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xA3D77023), ('P4rIngress.values_v01011.hi', 0x621A45B5)], 13109)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3C430E45), ('P4rIngress.values_v01100.hi', 0x438ED94D)], 13109)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4C4DF43D), ('P4rIngress.values_v01101.hi', 0x3D2E25C1)], 13109)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B59B859), ('P4rIngress.values_v01110.hi', 0x068D7DD8)], 13109)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8559AC0A), ('P4rIngress.values_v01111.hi', 0x4BD3C81F)], 13109)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x928C0A57), ('P4rIngress.values_v10000.hi', 0x13362DD1)], 13109)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5539CEEC), ('P4rIngress.values_v10001.hi', 0x6ED1866C)], 13109)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7F99DE49), ('P4rIngress.values_v10010.hi', 0x73A9EA7A)], 13109)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD49B0AB1), ('P4rIngress.values_v10011.hi', 0xBE56E56F)], 13109)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA6465259), ('P4rIngress.values_v10100.hi', 0x172258E9)], 13109)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xD39425E1), ('P4rIngress.values_v10101.hi', 0x6F162E05)], 13109)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1336D4C6), ('P4rIngress.values_v10110.hi', 0x16F08673)], 13109)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC46988B3), ('P4rIngress.values_v10111.hi', 0xAAE43447)], 13109)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3C044830), ('P4rIngress.values_v11000.hi', 0x4937950B)], 13109)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x71DDA66D), ('P4rIngress.values_v11001.hi', 0x930F176D)], 13109)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x16E3F2C4), ('P4rIngress.values_v11010.hi', 0x726BA926)], 13109)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB7BBD2DE), ('P4rIngress.values_v11011.hi', 0xCA5A14E5)], 13109)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7A5546BD), ('P4rIngress.values_v11100.hi', 0x3106385F)], 13109)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x75077457), ('P4rIngress.values_v11101.hi', 0xA5EBC8DB)], 13109)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7686B55D), ('P4rIngress.values_v11110.hi', 0x63790FE2)], 13109)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA4B52891), ('P4rIngress.values_v11111.hi', 0xE846BCD5)], 13109)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9F23),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F83),
                gc.DataTuple('slot_count', 0x0000085D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x03FC7805),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x93A3A170),
                gc.KeyTuple('src_port', 0x4641),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9F23),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01E5),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x93\xA3\xA1\x70\x00\x00\x00\x00\x46\x41\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9F\x23\x00\x18\x03\xFC\x78\x05\x03\xB2\x01\x5D\x29\x4D\xCA\xBE\x00\x40\x00\x00\xB4\x76\xAB\xDB\x6F\x36\x7C\x87\x72\x3D\x38\xB3\xC8\x42\xC9\xF1\xDC\xF9\x43\xEF\xBB\x7F\xD6\x74\xA7\x93\x81\xB5\x2D\x0B\x6F\x3B\x66\xDE\x10\xCA\x0F\x1A\xCA\xFF\xD6\xF1\xBC\x67\x3F\x0D\xBA\x6B\x4B\x65\x1B\x2F\x55\x9A\xAA\x5E\x3B\xB1\x23\x62\xFB\xC1\x48\x13\x4F\x89\x72\x6B\x65\x8F\xA6\x2A\xBD\xB0\xD1\x76\x25\x04\xF3\x6B\x53\xDB\xAC\xBD\x54\xA3\x48\xB8\x73\x0F\x7F\x7A\x27\xAE\xF7\xD3\x7D\xDD\x45\xE4\xEA\xE4\xDB\xBF\xDF\x47\xD1\x83\x55\xB3\x23\x5D\x28\x24\x70\x31\xAC\x74\x8C\x6F\x85\x93\x85\xBA\x9D\x9B\x97\xC9\xCE\xE8\xFE\xDF\xBB\x35\x7C\x66\x4B\x8D\xBE\x0D\xC9\x76\xDE\x1F\x20\x45\xDF\x6F\x21\xB5\x9E\x31\xD2\x78\x1A\xDF\x30\xD2\x0B\x8B\x25\x6A\xBA\x33\x78\x78\xFF\xBF\x9D\x77\x57\x1B\x1F\xE2\x06\x00\x71\x8C\xD8\x35\x03\xA1\xCB\x3B\xAE\x4F\xD5\xD9\x66\x8D\x36\xC7\x4E\x1C\xB8\xB7\x55\xA6\x84\x3B\x42\xC7\x80\xA5\xB8\x32\xEF\x49\x42\xE6\x1F\xD3\x9D\x3C\x9F\xC5\x1C\x80\x5B\x14\x1D\xDF\xF6\x37\x28\x78\x5C\x16\x77\x13\xDD\x8E\x4F\x54\x6D\x2C\xCA\x9F\x0B\x19\xA4\xBC\xEC\x5F\x4C\x13\x91\x82\xCE\xAB\x2C\xFB\xD4\x65\xC6\x9F\x7B\x40\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x93\xA3\xA1\x70\xBE\xEF\x46\x41\x01\x20\x00\x00\x50\x34\x02\x82\x9F\x23\x00\x18\x03\xFC\x78\x05\x03\xB2\x01\x5D\x29\x4D\xCA\xBE\x00\x40\x00\x20\xFA\xBB\x7E\x20\x6F\x36\x7C\x87\x7F\xFF\xFF\xFF\xC8\x42\xC9\xF1\xD8\xD7\x20\xD4\xBB\x7F\xD6\x74\x80\x00\x00\x00\x2D\x0B\x6F\x3B\x7F\xFF\xFF\xFF\x0F\x1A\xCA\xFF\x80\x00\x00\x00\x3F\x0D\xBA\x6B\x7F\xFF\xFF\xFF\x55\x9A\xAA\x5E\x7F\xFF\xFF\xFF\xFB\xC1\x48\x13\x7F\xFF\xFF\xFF\x65\x8F\xA6\x2A\x27\x67\x2B\x59\x25\x04\xF3\x6B\x7F\xFF\xFF\xFF\x54\xA3\x48\xB8\x16\xE6\xEF\x9D\x27\xAE\xF7\xD3\x7F\xFF\xFF\xFF\xEA\xE4\xDB\xBF\x2B\x95\xC5\xC0\x55\xB3\x23\x5D\x7F\xFF\xFF\xFF\xAC\x74\x8C\x6F\x80\x00\x00\x00\x9D\x9B\x97\xC9\x80\x00\x00\x00\xBB\x35\x7C\x66\x7F\xFF\xFF\xFF\xC9\x76\xDE\x1F\x7F\xFF\xFF\xFF\x21\xB5\x9E\x31\xA7\x13\x25\x90\x30\xD2\x0B\x8B\xCB\xB1\x0C\x8C\x78\x78\xFF\xBF\x80\x00\x00\x00\x1F\xE2\x06\x00\x7F\xFF\xFF\xFF\x03\xA1\xCB\x3B\x80\x00\x00\x00\x66\x8D\x36\xC7\x7F\xFF\xFF\xFF\x55\xA6\x84\x3B\x7F\xFF\xFF\xFF\xB8\x32\xEF\x49\x59\xCA\x12\x97\x9D\x3C\x9F\xC5\xD4\x3C\x2D\xF2\x1D\xDF\xF6\x37\x7F\xFF\xFF\xFF\x77\x13\xDD\x8E\x7F\xFF\xFF\xFF\xCA\x9F\x0B\x19\x1B\x43\xA1\xBC\x4C\x13\x91\x82\x80\x00\x00\x00\xD4\x65\xC6\x9F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x33\x35\x01\xE5\x00\x00\x43\x9B\x7D\x6C\x29\x4D\xCA\xBE\x29\x4D\xCA\xBE\x20\x61\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xFA\xBB\x7E\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD8\xD7\x20\xD4\x80\x00\x00\x00\x80\x00\x00\x00\x5B\x4A\x7B\x09\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x68\x23\x54\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x26\xB1\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x27\x67\x2B\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x16\xE6\xEF\x9D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\x73\xB5\x0C\x2B\x95\xC5\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\x02\x0A\x47\x80\x00\x00\x00\xE9\x6F\x5F\xE8\x80\x00\x00\x00\xCE\x6B\xAA\x37\x7F\xFF\xFF\xFF\x38\x48\x64\x8B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA7\x13\x25\x90\xEF\x28\xF0\xFA\xCB\xB1\x0C\x8C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\x92\x51\xAE\x80\x00\x00\x00\x11\x71\x6B\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x59\xCA\x12\x97\x0F\xA8\x48\xEB\xD4\x3C\x2D\xF2\xE8\x3A\x0B\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\x43\xA1\xBC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBC\xAC\x83\x74\x7B\x40\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x64F7701B), ('P4rIngress.bitmap_seq.seq', 0xA13DD5F9)], 13025)
        self.setRegisterValue('P4rIngress.rounds', 0xA13DD5F9, 13025)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0xCE)], 13025)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 13025)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x59D0DABD), ('P4rIngress.values_v00000.hi', 0x3F4F61CC)], 13025)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x46DAE211), ('P4rIngress.values_v00001.hi', 0x3685D8C5)], 13025)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBAEFEDE2), ('P4rIngress.values_v00010.hi', 0x58FA5863)], 13025)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4E1B1C73), ('P4rIngress.values_v00011.hi', 0x68508B27)], 13025)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xBB8C978F), ('P4rIngress.values_v00100.hi', 0x1FA36712)], 13025)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7F4F1D9D), ('P4rIngress.values_v00101.hi', 0x720A6D40)], 13025)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6667091D), ('P4rIngress.values_v00110.hi', 0x7A364C9B)], 13025)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5B826BC2), ('P4rIngress.values_v00111.hi', 0x6228DABA)], 13025)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x51CC2A09), ('P4rIngress.values_v01000.hi', 0x95252477)], 13025)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB7518029), ('P4rIngress.values_v01001.hi', 0x73FAB5D2)], 13025)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x19BB89EF), ('P4rIngress.values_v01010.hi', 0xAF2DA8BE)], 13025)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x1C86DDA9), ('P4rIngress.values_v01011.hi', 0x750B1973)], 13025)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xF492B175), ('P4rIngress.values_v01100.hi', 0xAD6E0AA4)], 13025)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x9D0DAAE5), ('P4rIngress.values_v01101.hi', 0x4F8FE676)], 13025)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2E8E5DA7), ('P4rIngress.values_v01110.hi', 0x4454F53F)], 13025)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x427D6B72), ('P4rIngress.values_v01111.hi', 0x4516130E)], 13025)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7A88633F), ('P4rIngress.values_v10000.hi', 0xCF75AF1B)], 13025)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6ED68FF0), ('P4rIngress.values_v10001.hi', 0x599AA1BA)], 13025)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x76CE5923), ('P4rIngress.values_v10010.hi', 0xACC5A028)], 13025)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x52A53ED3), ('P4rIngress.values_v10011.hi', 0x4B152973)], 13025)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x1C607A75), ('P4rIngress.values_v10100.hi', 0x3A4CA7F5)], 13025)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB051B8B5), ('P4rIngress.values_v10101.hi', 0x6B9CEA7C)], 13025)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2115009E), ('P4rIngress.values_v10110.hi', 0xD87E1D62)], 13025)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x68EC6EE0), ('P4rIngress.values_v10111.hi', 0x27586957)], 13025)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xF93B4162), ('P4rIngress.values_v11000.hi', 0x2B9B72AB)], 13025)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xDB6B6DAA), ('P4rIngress.values_v11001.hi', 0x77F262D2)], 13025)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xEE58381D), ('P4rIngress.values_v11010.hi', 0x62B5BB9F)], 13025)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xEA96FC77), ('P4rIngress.values_v11011.hi', 0x05EAE956)], 13025)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAC4225CD), ('P4rIngress.values_v11100.hi', 0x83C5A4A7)], 13025)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x75CAD632), ('P4rIngress.values_v11101.hi', 0x5A9614BE)], 13025)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB167A132), ('P4rIngress.values_v11110.hi', 0xCED095A5)], 13025)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x00000000), ('P4rIngress.values_v11111.hi', 0x5E574E66)], 13025)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0D64),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000463),
                gc.DataTuple('slot_count', 0x00001AD6),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x21C64A4F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x78381176),
                gc.KeyTuple('src_port', 0xAD0B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0D64),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02BE),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x78\x38\x11\x76\x00\x00\x00\x00\xAD\x0B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0D\x64\x00\x18\x21\xC6\x4A\x4F\x0E\x7E\x03\x73\xA1\x3D\xD5\xF9\x00\x40\x00\x00\x97\x13\x7A\x7E\x41\x1A\x30\x13\x76\x9C\xB1\xB5\x77\x66\x93\xAE\xF1\xC1\xAB\xFF\x2E\x1A\xC2\x77\x4A\x41\x0C\xD4\x7D\x95\xDB\xB5\x43\x9B\x74\x8D\x69\xAD\x76\xBA\x3F\xE5\xE2\x1C\xA9\xB8\x2D\x57\x2C\xCB\xBB\x7C\x68\x3B\x1D\x5B\x42\xDB\x30\x7F\x25\xDB\xA2\x71\x79\xCF\x85\x3B\xB7\xF5\x25\x99\x92\x6A\xCD\xF6\x70\x42\xD4\x9F\xEA\xA8\xFD\xB8\xE3\x9B\x8B\x5A\xCE\xD9\x9C\xAB\x3F\x1B\xE6\x15\x51\x82\xF3\x54\xB6\x8E\x47\xAA\xCE\xD9\x9E\x97\x47\xC3\xCA\x43\x2F\x06\x0A\x2F\x64\xE8\x13\xF5\x5B\x29\xD3\x63\x63\x13\xA9\xE2\x7F\xB7\xC0\x4F\xED\x8C\xEA\xB9\x7B\x56\xC4\x6D\x02\x57\x8E\x3E\x1F\xB3\x94\xD8\x9F\x54\x0C\x19\x1B\x93\xF7\x1F\x65\xD5\x64\xC5\xE0\x3A\xD3\x6B\x7A\x49\x6B\xC5\x90\xC4\xB7\x97\x6F\x80\x6F\x73\x75\x6C\xD5\xA9\x9E\xA0\x29\xE9\x4A\x6B\x4C\x5E\x62\xB8\x1C\x5D\x81\x16\x76\xE7\x67\xB3\x4E\xB3\xD3\x2A\x04\xAE\x32\x51\x88\xAF\x86\xD7\xA3\xA1\x21\x97\xA7\x5F\x8A\x73\xF7\x77\xC5\x37\xF6\x3D\xBD\x4E\xEF\x13\xCF\xFE\xE4\xE8\x4D\xBE\xC1\x4B\xCB\xB6\xED\x83\xC4\xCE\x8A\x14\x98\x11\xE3\x5E\x80\x00\x00\x00\x66\x4A\x89\xBB\x39\xD4\x22\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x78\x38\x11\x76\xBE\xEF\xAD\x0B\x01\x20\x00\x00\x50\x34\x02\x82\x0D\x64\x00\x18\x21\xC6\x4A\x4F\x0E\x7E\x01\x73\xA1\x3D\xD5\xF9\x00\x40\x00\x0E\xF0\xE4\x55\x3B\x41\x1A\x30\x13\x7F\xFF\xFF\xFF\x77\x66\x93\xAE\xAC\xB1\x99\xE1\x2E\x1A\xC2\x77\x7F\xFF\xFF\xFF\x7D\x95\xDB\xB5\xFF\x28\x0C\x1C\x69\xAD\x76\xBA\x7F\xFF\xFF\xFF\xA9\xB8\x2D\x57\x7F\xFF\xFF\xFF\x68\x3B\x1D\x5B\x7F\xFF\xFF\xFF\x25\xDB\xA2\x71\x7F\xFF\xFF\xFF\xB7\xF5\x25\x99\x80\x00\x00\x00\x70\x42\xD4\x9F\x04\x64\x87\xA7\xE3\x9B\x8B\x5A\xEB\x60\x7A\x54\x3F\x1B\xE6\x15\x46\x15\xA4\xC9\xB6\x8E\x47\xAA\x80\x00\x00\x00\x47\xC3\xCA\x43\x5D\x94\x67\xD6\x64\xE8\x13\xF5\x7F\xFF\xFF\xFF\x63\x13\xA9\xE2\x7F\xFF\xFF\xFF\xED\x8C\xEA\xB9\x7F\xFF\xFF\xFF\x02\x57\x8E\x3E\x7F\xFF\xFF\xFF\x9F\x54\x0C\x19\x6E\x39\x35\xF2\x65\xD5\x64\xC5\xFC\x9B\x4D\xE0\x7A\x49\x6B\xC5\x80\x00\x00\x00\x6F\x80\x6F\x73\x7F\xFF\xFF\xFF\x9E\xA0\x29\xE9\x7F\xFF\xFF\xFF\x62\xB8\x1C\x5D\x80\x00\x00\x00\x67\xB3\x4E\xB3\xAE\x95\x72\x58\x32\x51\x88\xAF\x80\x00\x00\x00\x21\x97\xA7\x5F\x80\x00\x00\x00\xC5\x37\xF6\x3D\x80\x00\x00\x00\xCF\xFE\xE4\xE8\x7F\xFF\xFF\xFF\xCB\xB6\xED\x83\x80\x00\x00\x00\x98\x11\xE3\x5E\x80\x00\x00\x00\x66\x4A\x89\xBB\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\xE1\x02\xBE\x00\x00\x65\xF7\x70\x1B\xA1\x3D\xD5\xF9\xA1\x3D\xD5\xF9\x0E\xCE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xF0\xE4\x55\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\xB1\x99\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\x28\x0C\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1B\xC2\x9A\x97\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x04\x64\x87\xA7\x92\xC9\x34\x18\xEB\x60\x7A\x54\x7F\xFF\xFF\xFF\x46\x15\xA4\xC9\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5D\x94\x67\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\x02\x99\xD4\x7F\xFF\xFF\xFF\x5B\xF2\x2F\xF8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6E\x39\x35\xF2\x7F\xFF\xFF\xFF\xFC\x9B\x4D\xE0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAE\x95\x72\x58\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCB\x22\xDF\x93\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x26\x4D\x02\x41\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x39\xD4\x22\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDCBDF07F), ('P4rIngress.bitmap_seq.seq', 0x6D7FDED5)], 10378)
        self.setRegisterValue('P4rIngress.rounds', 0x6D7FDED5, 10378)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0xB0)], 10378)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10378)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x43BAD35E), ('P4rIngress.values_v00000.hi', 0x5697D553)], 10378)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x61BE3AC9), ('P4rIngress.values_v00001.hi', 0x5E4B9B8F)], 10378)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x76F3D7BF), ('P4rIngress.values_v00010.hi', 0x7D6368FC)], 10378)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x72573A30), ('P4rIngress.values_v00011.hi', 0x6F1EDE93)], 10378)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x59F76F91), ('P4rIngress.values_v00100.hi', 0x5668F3FC)], 10378)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x57FACB8E), ('P4rIngress.values_v00101.hi', 0xA46BA58E)], 10378)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D44D942), ('P4rIngress.values_v00110.hi', 0x1ED94DC4)], 10378)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x47643F69), ('P4rIngress.values_v00111.hi', 0x7CF6E6BF)], 10378)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x0DDB6671), ('P4rIngress.values_v01000.hi', 0x9C4CE6F6)], 10378)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8A5F340F), ('P4rIngress.values_v01001.hi', 0x46125E4B)], 10378)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xE9835648), ('P4rIngress.values_v01010.hi', 0xF9495BCF)], 10378)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBB5DB2E9), ('P4rIngress.values_v01011.hi', 0x4D326738)], 10378)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xDB4BD1BB), ('P4rIngress.values_v01100.hi', 0xC4956961)], 10378)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x64370EB3), ('P4rIngress.values_v01101.hi', 0xE7AD989B)], 10378)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x64196B71), ('P4rIngress.values_v01110.hi', 0x85C1190C)], 10378)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2B173657), ('P4rIngress.values_v01111.hi', 0xBB9DB37B)], 10378)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x56531B09), ('P4rIngress.values_v10000.hi', 0x9131E6D0)], 10378)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xDB5DD817), ('P4rIngress.values_v10001.hi', 0x74322A18)], 10378)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4A2D71DA), ('P4rIngress.values_v10010.hi', 0xB6645591)], 10378)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4B7D9B02), ('P4rIngress.values_v10011.hi', 0x54E2C0F6)], 10378)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3BAE82DA), ('P4rIngress.values_v10100.hi', 0x5E938709)], 10378)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xE72FEA39), ('P4rIngress.values_v10101.hi', 0x6F7A938D)], 10378)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x99C156EE), ('P4rIngress.values_v10110.hi', 0x9E525144)], 10378)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8ADD1567), ('P4rIngress.values_v10111.hi', 0xB1112D79)], 10378)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0xB7B3D4B3)], 10378)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x793438FE), ('P4rIngress.values_v11001.hi', 0xDE4CA2FB)], 10378)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1A80F85F), ('P4rIngress.values_v11010.hi', 0x44C62CAC)], 10378)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xC59C430C), ('P4rIngress.values_v11011.hi', 0xCD328953)], 10378)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x9CE635B7), ('P4rIngress.values_v11100.hi', 0x6D735B97)], 10378)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB62969F3), ('P4rIngress.values_v11101.hi', 0x2E9ECEFE)], 10378)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC0162C69), ('P4rIngress.values_v11110.hi', 0x65E55E0C)], 10378)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x69628337), ('P4rIngress.values_v11111.hi', 0x7453638B)], 10378)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x46C1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000088A),
                gc.DataTuple('slot_count', 0x00000EC6),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9BEED6A4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x0071BA33),
                gc.KeyTuple('src_port', 0x9288),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x46C1),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0135),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x71\xBA\x33\x00\x00\x00\x00\x92\x88\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x46\xC1\x00\x18\x9B\xEE\xD6\xA4\x00\x00\x01\x6C\x6D\x7F\xDE\xD5\x00\x40\x00\x00\xC6\xAE\x46\x40\x56\xF5\xD3\xE2\x4D\xFC\x34\x05\x29\xA6\x33\xEA\xAB\x31\xD3\xAF\x6A\x31\xED\x62\x32\x77\xAF\x92\x1D\xBF\x8D\xC0\xCF\xA4\x5B\x5F\x42\x22\xC8\xBD\x47\x53\x10\xA8\x19\xE1\x5A\xB2\x21\x54\xAD\xB7\x70\xA7\x29\xE5\x77\x30\x39\xB1\x2A\xB6\xE3\xBF\x7B\xCB\x6E\x47\xD1\x90\x32\xE6\xAB\xD6\x26\x2B\x53\x10\xC6\xC9\x1C\xF9\xAE\x9B\x88\xA9\xC4\x13\xC2\x56\xCD\x7B\x6F\x59\x76\x4E\x15\xE5\x7E\xD9\xA9\x80\x2B\x6F\x3F\x53\x29\xB6\x5D\xA5\x03\xC8\x54\x0D\x72\x7D\x7D\x29\x03\xFE\xE6\x14\x5C\x9F\xA9\xF8\xB4\x3A\x6A\x1E\xD3\xC2\x60\xB6\xB3\x19\x8B\x1D\x19\xC4\x46\x9A\x0B\x59\x5C\x72\x24\x4E\x2D\x30\x54\xA7\xD8\x33\x93\x89\x60\x3B\x9A\x24\xBE\x9E\x81\x76\x24\x8B\x94\x09\x8B\x64\x56\x7C\x21\xB1\x93\xE5\xD2\x9A\xD6\xCE\x87\xBA\xD1\x10\x3B\xCB\x64\x56\xB1\xFB\x85\x42\x00\x00\x00\x00\x96\xB6\xA2\xD1\x74\xB2\xA0\x7B\x0F\xA4\x92\x65\x5F\x3B\x25\xE4\x67\xF4\xAE\x4D\xB2\x9E\xF7\xDC\x85\x41\xC0\x65\xBF\x2E\xBD\x9F\xE7\x91\x02\x6E\xC1\xB4\x9F\x02\xA9\x30\xD7\xB8\x8A\x84\x61\x35\x54\x56\x5C\xB0\x4E\x33\x64\x49\x21\x32\x2B\xDB\xA0\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x00\x71\xBA\x33\xBE\xEF\x92\x88\x01\x20\x00\x00\x50\x34\x02\x82\x46\xC1\x00\x18\x9B\xEE\xD6\xA4\x00\x00\x01\x6C\x6D\x7F\xDE\xD5\x00\x40\x00\x0C\x0A\x69\x19\x9E\x56\xF5\xD3\xE2\x7F\xFF\xFF\xFF\x29\xA6\x33\xEA\x22\x25\xAB\x6E\x6A\x31\xED\x62\x7F\xFF\xFF\xFF\x1D\xBF\x8D\xC0\x29\x9B\xCA\xF0\x42\x22\xC8\xBD\x7F\xFF\xFF\xFF\x19\xE1\x5A\xB2\x7F\xFF\xFF\xFF\x70\xA7\x29\xE5\x7F\xFF\xFF\xFF\x2A\xB6\xE3\xBF\x7F\xFF\xFF\xFF\xD1\x90\x32\xE6\x80\x00\x00\x00\x53\x10\xC6\xC9\x06\x7D\x04\xE3\x88\xA9\xC4\x13\x80\x00\x00\x00\x6F\x59\x76\x4E\xF1\x31\x50\x94\xA9\x80\x2B\x6F\x7F\xFF\xFF\xFF\x5D\xA5\x03\xC8\x7F\xFF\xFF\xFF\x7D\x29\x03\xFE\x11\x2B\x92\xF6\xA9\xF8\xB4\x3A\x7F\xFF\xFF\xFF\x60\xB6\xB3\x19\x80\x00\x00\x00\x46\x9A\x0B\x59\x7F\xFF\xFF\xFF\x2D\x30\x54\xA7\x23\xB1\x2E\x8B\x60\x3B\x9A\x24\xFA\x4D\x04\x50\x24\x8B\x94\x09\x80\x00\x00\x00\x21\xB1\x93\xE5\x80\x00\x00\x00\x87\xBA\xD1\x10\xC6\xA8\x79\xBD\xB1\xFB\x85\x42\x00\x00\x00\x00\x96\xB6\xA2\xD1\x7F\xFF\xFF\xFF\x0F\xA4\x92\x65\x79\xBC\x1E\x43\x67\xF4\xAE\x4D\x80\x00\x00\x00\x85\x41\xC0\x65\x80\x00\x00\x00\xE7\x91\x02\x6E\x80\x00\x00\x00\xA9\x30\xD7\xB8\x80\x00\x00\x00\x54\x56\x5C\xB0\x7F\xFF\xFF\xFF\x21\x32\x2B\xDB\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\x8A\x01\x35\x00\x00\xDD\xBD\xF0\x7F\x6D\x7F\xDE\xD5\x6D\x7F\xDE\xD5\x0C\xB0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x0A\x69\x19\x9E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x25\xAB\x6E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x9B\xCA\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBE\x4D\x00\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x06\x7D\x04\xE3\x81\xF3\x1F\xE2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF1\x31\x50\x94\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x45\x52\x9C\x63\x7F\xFF\xFF\xFF\x02\xEA\x1D\x0A\x11\x2B\x92\xF6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF1\xE8\x99\xE9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\x94\xAA\x38\x23\xB1\x2E\x8B\x7F\xFF\xFF\xFF\xFA\x4D\x04\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xC6\xA8\x79\xBD\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xED\xF1\x35\x60\x79\xBC\x1E\x43\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x55\x04\x5E\x05\x80\x00\x00\x00\xD7\xCF\xA6\xB6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA0\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEC47F3B4), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 11636)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 11636)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x55)], 11636)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11636)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x967B2D77), ('P4rIngress.values_v00000.hi', 0x7955CD39)], 11636)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x34AD0DC4), ('P4rIngress.values_v00001.hi', 0xC4C4D9BC)], 11636)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7410B5D1), ('P4rIngress.values_v00010.hi', 0xE6C3529C)], 11636)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA6513A0F), ('P4rIngress.values_v00011.hi', 0x80000000)], 11636)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x54B9978B), ('P4rIngress.values_v00100.hi', 0x5A242AAE)], 11636)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA696D2DF), ('P4rIngress.values_v00101.hi', 0x05A7084E)], 11636)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4DB3A7C2), ('P4rIngress.values_v00110.hi', 0x6F822546)], 11636)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4E39ABC5), ('P4rIngress.values_v00111.hi', 0xE67CEE54)], 11636)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5AC1277B), ('P4rIngress.values_v01000.hi', 0x77618FDB)], 11636)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3D014F7D), ('P4rIngress.values_v01001.hi', 0x2AF76B26)], 11636)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x738A83BC), ('P4rIngress.values_v01010.hi', 0x77D308F5)], 11636)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x269F30CE), ('P4rIngress.values_v01011.hi', 0x6ACD69ED)], 11636)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6D740D1B), ('P4rIngress.values_v01100.hi', 0x68E313A5)], 11636)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6D2E7BFB), ('P4rIngress.values_v01101.hi', 0x2DF9ECEE)], 11636)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B8B4C22), ('P4rIngress.values_v01110.hi', 0xF3C7B45A)], 11636)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBD1DCFFD), ('P4rIngress.values_v01111.hi', 0x4A5C5AC6)], 11636)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6DB56DC9), ('P4rIngress.values_v10000.hi', 0x45978745)], 11636)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x71D6AE7A), ('P4rIngress.values_v10001.hi', 0xAA9C26B3)], 11636)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x73CE46DA), ('P4rIngress.values_v10010.hi', 0x5AD4942F)], 11636)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6BE96FA8), ('P4rIngress.values_v10011.hi', 0xCDD73D90)], 11636)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x698A88BA), ('P4rIngress.values_v10100.hi', 0x2AABCBA5)], 11636)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x1DEFF453), ('P4rIngress.values_v10101.hi', 0x871E5031)], 11636)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAB4BED75), ('P4rIngress.values_v10110.hi', 0xA30FA2C5)], 11636)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x67A760A9), ('P4rIngress.values_v10111.hi', 0x461EFFD5)], 11636)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA640269A), ('P4rIngress.values_v11000.hi', 0xAA5E5F81)], 11636)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4D4FDCE7), ('P4rIngress.values_v11001.hi', 0xCF41DD77)], 11636)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7E47242A), ('P4rIngress.values_v11010.hi', 0x637A693F)], 11636)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5A9B1D7E), ('P4rIngress.values_v11011.hi', 0x927E5698)], 11636)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xD54B7CCB), ('P4rIngress.values_v11100.hi', 0x671299F1)], 11636)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9673663C), ('P4rIngress.values_v11101.hi', 0x5147FB2E)], 11636)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB3A5BB7A), ('P4rIngress.values_v11110.hi', 0xD999670F)], 11636)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2CC32665), ('P4rIngress.values_v11111.hi', 0x33D736C8)], 11636)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFF5D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C83),
                gc.DataTuple('slot_count', 0x0000092B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x041271C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0xCD85CD15),
                gc.KeyTuple('src_port', 0xB038),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFF5D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02EB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\x85\xCD\x15\x00\x00\x00\x00\xB0\x38\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\x5D\x00\x18\x04\x12\x71\xC5\x00\xF1\x01\x2B\x40\x00\x00\x00\x00\x40\x00\x00\x1B\x87\xB9\x73\x78\xD1\xDE\x83\x76\x74\xED\xCE\xB8\x0D\x84\x1C\xAF\xF4\x99\x9F\x86\x7D\x35\x8B\xA7\x5F\xBF\xAB\x1E\x66\x73\xD1\x50\x9F\x30\x8E\x70\x8E\xAE\xB6\xC2\x91\xBD\x52\x77\x97\xFE\xDA\x70\xED\x9F\x06\x41\xA7\x3F\x92\x44\xD2\xD1\x56\x75\xAA\x56\xB7\x5C\xD7\x3B\x4B\x6D\x33\x5F\xF9\xA7\x97\xAD\x23\x7B\xB6\xCC\x90\x5A\xE9\x78\xF4\x60\xBD\x2A\x33\xF6\xDA\x05\x6D\x31\xE8\xC3\x85\x49\x39\xC8\x1F\xEB\xBF\x5F\x75\xFA\xE8\x99\xCB\x61\x7D\xB6\xE8\x52\x1A\x6D\xDF\xC4\x3D\xB6\xB7\x99\xF4\x5A\x73\x71\x59\x48\x01\x4A\x53\xA2\xD3\x5D\x95\xF5\x41\x1E\x74\x78\xF3\xBA\xF4\x76\x21\xD9\x2F\x00\x76\x38\x88\x86\xFA\xC1\x7B\x57\x3F\xA2\x1C\x58\xBC\x2F\x3A\xAE\x13\x2F\x14\xED\x47\x72\x95\x2A\x0D\x83\xCF\x53\x29\xAF\xEA\x09\x64\xBB\xA7\xD6\xB1\x41\xDF\xF3\x1E\x33\xD9\x83\x98\xA3\x9B\x48\x9A\x80\x2B\x14\xAC\x80\x00\x00\x00\x91\x63\x12\x22\x1A\xB6\xA3\xD8\x0F\x3F\x84\xFD\x5A\x05\x76\x1A\xD2\x27\xD7\x9D\xA2\x97\xBA\xA9\x4C\xAE\x49\x84\xDC\x3A\x47\x91\x64\xD4\x39\xAA\xB8\x90\x0D\xF2\x85\xF7\x96\xD9\x64\xB2\xCF\x8C\x31\x9A\x6E\xEC\x34\x1C\x88\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\x85\xCD\x15\xBE\xEF\xB0\x38\x01\x20\x00\x00\x50\x34\x02\x82\xFF\x5D\x00\x18\x04\x12\x71\xC5\x00\xF1\x01\x2B\x40\x00\x00\x00\x00\x40\x00\x02\xB2\x02\xE6\xEA\x78\xD1\xDE\x83\x7F\xFF\xFF\xFF\xB8\x0D\x84\x1C\x24\x05\x4F\x70\x86\x7D\x35\x8B\x80\x00\x00\x00\x1E\x66\x73\xD1\x7F\xFF\xFF\xFF\x70\x8E\xAE\xB6\x80\x00\x00\x00\x77\x97\xFE\xDA\x7F\xFF\xFF\xFF\x41\xA7\x3F\x92\x7F\xFF\xFF\xFF\x75\xAA\x56\xB7\x7F\xFF\xFF\xFF\x6D\x33\x5F\xF9\xE4\x98\xFC\xA0\x7B\xB6\xCC\x90\x7F\xFF\xFF\xFF\x60\xBD\x2A\x33\x1D\x79\x36\x3B\x31\xE8\xC3\x85\x7F\xFF\xFF\xFF\xEB\xBF\x5F\x75\x68\x17\x15\xC6\x61\x7D\xB6\xE8\x7F\xFF\xFF\xFF\xC4\x3D\xB6\xB7\x80\x00\x00\x00\x71\x59\x48\x01\x7F\xFF\xFF\xFF\x5D\x95\xF5\x41\x7F\xFF\xFF\xFF\xBA\xF4\x76\x21\x4C\xFD\x47\x50\x38\x88\x86\xFA\x2D\x64\xC6\xE7\xA2\x1C\x58\xBC\x7F\xFF\xFF\xFF\x2F\x14\xED\x47\x7F\xFF\xFF\xFF\x83\xCF\x53\x29\x80\x00\x00\x00\xBB\xA7\xD6\xB1\x7F\xFF\xFF\xFF\x33\xD9\x83\x98\x80\x00\x00\x00\x80\x2B\x14\xAC\xCD\x4F\xDC\xE7\x91\x63\x12\x22\x7F\xFF\xFF\xFF\x0F\x3F\x84\xFD\x7F\xFF\xFF\xFF\xD2\x27\xD7\x9D\x80\x00\x00\x00\x4C\xAE\x49\x84\x80\x00\x00\x00\x64\xD4\x39\xAA\x80\x00\x00\x00\x85\xF7\x96\xD9\x7F\xFF\xFF\xFF\x31\x9A\x6E\xEC\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2D\x74\x02\xEB\x00\x00\xED\x47\xF3\xB4\x40\x00\x00\x00\x40\x00\x00\x00\x02\x55\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xB2\x02\xE6\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x24\x05\x4F\x70\x80\x00\x00\x00\x80\x00\x00\x00\x9E\x66\x73\xD1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7D\x3F\x07\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5C\x27\x45\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x98\xFC\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1D\x79\x36\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\xA2\x73\x1A\x68\x17\x15\xC6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB8\x05\x6B\x11\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4C\xFD\x47\x50\x7F\xFF\xFF\xFF\x2D\x64\xC6\xE7\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x59\xC0\xB8\xEC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x79\xF8\x83\x6D\x80\x00\x00\x00\x80\x00\x00\x00\xCD\x4F\xDC\xE7\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x72\xB9\xEE\x3C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x65\x71\xA5\xB4\x34\x1C\x88\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57\x9F\xE7\x55\x2A\x3D\x2E\x9C\x6F\x1C\x17\x98\x22\x4B\x24\x9F\x40\xC0\x08\x24\x85'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5E75BC1F), ('P4rIngress.bitmap_seq.seq', 0x2DEE7201)], 9497)
        self.setRegisterValue('P4rIngress.rounds', 0x2DEE7201, 9497)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0xC9)], 9497)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9497)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD5B568AD), ('P4rIngress.values_v00000.hi', 0x69A7F748)], 9497)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5C704BAE), ('P4rIngress.values_v00001.hi', 0x5C6962CD)], 9497)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x80000000), ('P4rIngress.values_v00010.hi', 0x40DD870C)], 9497)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x529A6D6B), ('P4rIngress.values_v00011.hi', 0x59D5BCBB)], 9497)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2E830591), ('P4rIngress.values_v00100.hi', 0x6E2AE8F4)], 9497)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5EE621F0), ('P4rIngress.values_v00101.hi', 0x4E1714CF)], 9497)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6E36F8AF), ('P4rIngress.values_v00110.hi', 0x5E5308ED)], 9497)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5E6D6AA9), ('P4rIngress.values_v00111.hi', 0x5653A85A)], 9497)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x67C4FA9B), ('P4rIngress.values_v01000.hi', 0x9C9AF81A)], 9497)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF77375F1), ('P4rIngress.values_v01001.hi', 0x6CA9AAC5)], 9497)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x0FB469F5), ('P4rIngress.values_v01010.hi', 0xAA4447EB)], 9497)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x91548715), ('P4rIngress.values_v01011.hi', 0x765EA612)], 9497)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xCC88C23B), ('P4rIngress.values_v01100.hi', 0xBE9FAEDE)], 9497)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x42C9A82D), ('P4rIngress.values_v01101.hi', 0x09DEFD6A)], 9497)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6D8CC6D5), ('P4rIngress.values_v01110.hi', 0x15F2A9EC)], 9497)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x96060B99), ('P4rIngress.values_v01111.hi', 0xFF5DB15B)], 9497)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4A15A8E3), ('P4rIngress.values_v10000.hi', 0x60B43DDE)], 9497)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAEAF7D29), ('P4rIngress.values_v10001.hi', 0x524ED635)], 9497)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB26D635F), ('P4rIngress.values_v10010.hi', 0x6BBCA109)], 9497)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4EA8CD97), ('P4rIngress.values_v10011.hi', 0x651AED39)], 9497)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBA8C595B), ('P4rIngress.values_v10100.hi', 0x054BB9AB)], 9497)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x363340F5), ('P4rIngress.values_v10101.hi', 0x559B597F)], 9497)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB5051F4B), ('P4rIngress.values_v10110.hi', 0x494EC4AD)], 9497)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xE8DEB3C3), ('P4rIngress.values_v10111.hi', 0x9D97BDFE)], 9497)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD9AD42E9), ('P4rIngress.values_v11000.hi', 0x28FF46E1)], 9497)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x60724A24), ('P4rIngress.values_v11001.hi', 0xB2DECFFE)], 9497)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x12547A7C), ('P4rIngress.values_v11010.hi', 0x78D7DFAE)], 9497)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4D9A3285), ('P4rIngress.values_v11011.hi', 0x2B973360)], 9497)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xDDA691DE), ('P4rIngress.values_v11100.hi', 0x52C74BFA)], 9497)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6FD399B5), ('P4rIngress.values_v11101.hi', 0x38DEDE57)], 9497)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5A6C9970), ('P4rIngress.values_v11110.hi', 0x199DB958)], 9497)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB3A32173), ('P4rIngress.values_v11111.hi', 0xB5A1EEE7)], 9497)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x230A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001F1),
                gc.DataTuple('slot_count', 0x00000669),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8381B461),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x2B0693D9),
                gc.KeyTuple('src_port', 0x763E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x230A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x020F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2B\x06\x93\xD9\x00\x00\x00\x00\x76\x3E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x23\x0A\x00\x18\x83\x81\xB4\x61\x03\x28\x03\xB0\x2D\xEE\x72\x01\x00\x40\x00\x00\xD4\x71\x24\xAC\x4B\x0E\xD1\x56\x77\x43\xD2\x5D\x24\xDE\x2A\x83\x6E\x8E\x22\x21\x5B\xCC\xC3\xD7\x6E\xED\xC9\x69\x4F\xD9\x24\x33\x00\x00\x00\x00\x6E\xC2\x98\x6E\x21\x19\xDE\x10\xB6\xD2\xCD\xC8\x22\x30\xA3\x23\x58\x81\x06\x3C\x67\xF5\xEA\xAD\x5C\x78\x8E\x46\x52\x2E\x9B\x97\xAE\x9A\xA4\xDB\x87\x8B\xC6\x0F\x63\xE2\x73\xA2\xCB\x77\x76\xAB\x2F\x0D\xEB\x2F\xA3\x37\x9B\xDD\x35\x15\x3B\xD5\x35\x9B\x6A\x6B\xB4\xBC\xA4\x8D\x5E\x0A\xB6\x9D\x39\xE3\x6E\x6E\x21\x3F\xE9\x69\xCA\x21\xE4\x87\x97\x09\xA3\xCD\xDA\xD9\x97\xC1\x69\x44\x74\x00\x72\x16\x19\xC8\x95\xF7\x93\x3C\x68\x7E\xD2\x61\x9A\x5D\xB4\x1B\x07\xB4\x1B\x07\x5A\x9A\x6D\xA1\x71\x80\x1B\x4B\xA3\xD6\x1B\x95\xFB\x6C\x6F\x65\x73\x5C\x69\x86\x73\x12\x59\x79\xB9\xE0\x9E\x5D\x6C\xB4\xD3\x83\xB8\x46\xB7\xFB\x32\x6C\xB3\x86\xCA\xE0\x78\xDF\x6E\x20\xEA\x82\x23\xE0\x5F\x9F\x4F\xF2\x7F\x13\x6E\x56\x57\x89\x2D\xFD\xD8\xF9\x47\xD6\x59\x9C\x5E\x39\x99\x9C\x4D\xB7\xCE\x8A\x52\x5B\x28\x57\x46\xD4\x95\x79\x1F\xDC\xC9\x5F\x75\x58\xBB\x0A\xAF\x25\xFC\xD4\xBB\x3A\x0E\x1B\x96\x6B\xFE\xB7\xA0\xE3\x24\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2B\x06\x93\xD9\xBE\xEF\x76\x3E\x01\x20\x00\x00\x50\x34\x02\x82\x23\x0A\x00\x18\x83\x81\xB4\x61\x03\x28\x01\xB0\x2D\xEE\x72\x01\x00\x40\x00\x09\xAA\x26\x8D\x59\x4B\x0E\xD1\x56\x7F\xFF\xFF\xFF\x24\xDE\x2A\x83\xEE\x8E\x22\x21\x5B\xCC\xC3\xD7\x7F\xFF\xFF\xFF\x4F\xD9\x24\x33\x2E\x83\x05\x91\x6E\xC2\x98\x6E\x7F\xFF\xFF\xFF\xB6\xD2\xCD\xC8\x7F\xFF\xFF\xFF\x58\x81\x06\x3C\x7F\xFF\xFF\xFF\x5C\x78\x8E\x46\x7F\xFF\xFF\xFF\xAE\x9A\xA4\xDB\x80\x00\x00\x00\x63\xE2\x73\xA2\xDB\x2B\xE0\xA0\x2F\x0D\xEB\x2F\x80\x00\x00\x00\x35\x15\x3B\xD5\x02\x24\x2C\xA6\xB4\xBC\xA4\x8D\x7F\xFF\xFF\xFF\x39\xE3\x6E\x6E\x7F\xFF\xFF\xFF\xCA\x21\xE4\x87\x80\x00\x00\x00\xDA\xD9\x97\xC1\x7F\xFF\xFF\xFF\x72\x16\x19\xC8\x80\x00\x00\x00\x68\x7E\xD2\x61\x80\x00\x00\x00\x07\xB4\x1B\x07\x7F\xFF\xFF\xFF\x71\x80\x1B\x4B\x80\x00\x00\x00\xFB\x6C\x6F\x65\x7F\xFF\xFF\xFF\x73\x12\x59\x79\x80\x00\x00\x00\x6C\xB4\xD3\x83\xA1\x25\x6B\xBE\x32\x6C\xB3\x86\xA4\x8D\xBB\xC8\x6E\x20\xEA\x82\x7F\xFF\xFF\xFF\x4F\xF2\x7F\x13\x7F\xFF\xFF\xFF\x2D\xFD\xD8\xF9\x7F\xFF\xFF\xFF\x5E\x39\x99\x9C\x2B\x5E\x60\x68\x52\x5B\x28\x57\x7F\xFF\xFF\xFF\x1F\xDC\xC9\x5F\x7F\xFF\xFF\xFF\xAF\x25\xFC\xD4\x80\x00\x00\x00\x96\x6B\xFE\xB7\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x25\x19\x02\x0F\x00\x00\x5F\x75\xBC\x1F\x2D\xEE\x72\x01\x2D\xEE\x72\x01\x09\xC9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xAA\x26\x8D\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEE\x8E\x22\x21\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2E\x83\x05\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\xE9\xE2\x97\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDB\x2B\xE0\xA0\xD9\x52\x33\x1A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x02\x24\x2C\xA6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x43\xC2\x6B\xD8\x7F\xFF\xFF\xFF\xE0\x14\x8E\x73\x80\x00\x00\x00\xDA\x37\x49\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x73\x70\xBC\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\xB8\x29\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA1\x25\x6B\xBE\xD0\x04\x71\x84\xA4\x8D\xBB\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x02\xD1\x4F\x11\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2B\x5E\x60\x68\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x58\xBB\xA7\xB6\x7F\xFF\xFF\xFF\xC8\xC3\xB6\x2C\x80\x00\x00\x00\x80\x00\x00\x00\xA0\xE3\x24\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9\xBF\xDB\x76\x20\x05\x35\x6E\x20\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAEE2D585), ('P4rIngress.bitmap_seq.seq', 0xF450700A)], 12833)
        self.setRegisterValue('P4rIngress.rounds', 0xF450700A, 12833)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xD6)], 12833)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12833)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDF3DE25F), ('P4rIngress.values_v00000.hi', 0x4A34993D)], 12833)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5A9E343B), ('P4rIngress.values_v00001.hi', 0x2ABC9C8F)], 12833)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x3A4C5F5B), ('P4rIngress.values_v00010.hi', 0x6675F12D)], 12833)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6DADFBC5), ('P4rIngress.values_v00011.hi', 0x4C54D9CC)], 12833)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xB633E6D9), ('P4rIngress.values_v00100.hi', 0x1EAFE749)], 12833)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4FD254A2), ('P4rIngress.values_v00101.hi', 0xFA670909)], 12833)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D04A955), ('P4rIngress.values_v00110.hi', 0x3CB1AEE9)], 12833)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x385E1239), ('P4rIngress.values_v00111.hi', 0x51E14B18)], 12833)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6BBA2B04), ('P4rIngress.values_v01000.hi', 0x8BF3EA26)], 12833)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x94EDCD69), ('P4rIngress.values_v01001.hi', 0x5C350858)], 12833)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5EEDFB6B), ('P4rIngress.values_v01010.hi', 0x3551F66A)], 12833)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x825B0405), ('P4rIngress.values_v01011.hi', 0x57A0D7D9)], 12833)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x936CB9B6), ('P4rIngress.values_v01100.hi', 0xB5F94BAC)], 12833)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x787A7DD3), ('P4rIngress.values_v01101.hi', 0x5EB33267)], 12833)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x58608A9F), ('P4rIngress.values_v01110.hi', 0x3AEB2CD9)], 12833)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA9D7D7D0), ('P4rIngress.values_v01111.hi', 0x33E78BF3)], 12833)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x1F5B2A4B), ('P4rIngress.values_v10000.hi', 0x76C7DAF5)], 12833)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9714C68A), ('P4rIngress.values_v10001.hi', 0x7E6FC257)], 12833)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x800F90E5), ('P4rIngress.values_v10010.hi', 0x28CABB2C)], 12833)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x665AACDA), ('P4rIngress.values_v10011.hi', 0x75687F06)], 12833)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xFEEB7F9A), ('P4rIngress.values_v10100.hi', 0x4AF49B27)], 12833)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7CEF0717), ('P4rIngress.values_v10101.hi', 0x44DE035B)], 12833)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x10EB2739), ('P4rIngress.values_v10110.hi', 0x09BD27AD)], 12833)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC15ED6F6), ('P4rIngress.values_v10111.hi', 0x0C3FD4F9)], 12833)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x752CDE91), ('P4rIngress.values_v11000.hi', 0xD3BDAF97)], 12833)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6549F54E), ('P4rIngress.values_v11001.hi', 0x68657097)], 12833)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x36D3CAAA), ('P4rIngress.values_v11010.hi', 0x6EEAC901)], 12833)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x87B97AD5), ('P4rIngress.values_v11011.hi', 0xB09F4F5B)], 12833)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xBCDD99B7), ('P4rIngress.values_v11100.hi', 0x90F2A99F)], 12833)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xCE794F3A), ('P4rIngress.values_v11101.hi', 0x20B5F7F6)], 12833)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC63599B7), ('P4rIngress.values_v11110.hi', 0xE816041E)], 12833)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x451EE37E), ('P4rIngress.values_v11111.hi', 0x80000000)], 12833)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBB3D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000084F),
                gc.DataTuple('slot_count', 0x00000ECD),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFD8CCCF1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x0F70567D),
                gc.KeyTuple('src_port', 0x84B8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBB3D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0322),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0F\x70\x56\x7D\x00\x00\x00\x00\x84\xB8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBB\x3D\x00\x18\xFD\x8C\xCC\xF1\x09\xD2\x03\x61\xF4\x50\x70\x0A\x00\x40\x00\x00\x49\x3E\xDA\xCD\x59\x30\xEB\x30\x31\x8D\x0E\x9B\x57\xD4\xCC\xED\xB7\x0A\xF3\x49\x55\xD6\xE5\xDD\x17\x7A\x22\xF3\x6D\x96\x8C\x81\x65\xD9\xE7\xDB\x72\xBD\x01\xAF\x49\x17\xA4\x6E\xE2\x83\x18\xDF\x2D\xB2\x8D\xF9\x59\xF6\x63\x18\x5D\xBE\x36\x1E\x64\x5A\xE8\xE9\x1B\x6C\x62\xC5\xBA\xB1\xF0\x9E\xB4\xDE\x4B\x75\x5A\x68\xAA\xB9\x86\x28\xCE\x33\xED\xEC\x79\x3C\x9D\x16\xDD\xCD\x3E\xA4\x89\xC7\xFA\x5A\xE2\xA3\x94\x92\xF0\x0F\x6A\xF0\x39\x53\xE1\x16\xE3\x7B\x65\x6B\xD5\x2C\x22\x64\xFF\x7F\xAC\xF5\x57\x5B\xBD\xEF\xE8\x9B\x72\x94\x27\x91\x6F\x37\x4D\x03\xB0\xD7\xA6\x5C\x7C\x5D\xF9\x5C\xEC\x77\x59\x2D\x08\xB2\x06\xAD\x74\x06\x5A\x87\xAA\xA0\x01\xF6\x82\xC6\x4F\x57\x44\x62\x51\x87\x43\x0E\xAB\xDD\xDF\x7A\xFC\xE5\x72\xAD\xDC\x55\x12\x81\x65\x53\xB3\x84\xD2\x27\x9C\x5C\xA5\xCB\x0F\xB4\xCA\x3D\xA5\x26\xB6\xF9\x63\x6D\x75\x45\x2B\xB8\xDC\x65\x74\xE1\xA5\x8B\x34\x4C\xCA\x6D\x72\x7D\x6A\x2D\xB0\x22\x69\x56\x13\x63\x7C\xBD\x3F\xE1\xCB\xDB\x85\x4A\x55\x3B\x74\x5D\x3D\x7A\xA1\x36\xEB\x16\xBE\x62\xDD\x23\x75\x0E\xE4\x35\x25\x66\xB8\x55\x3C\x43\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0F\x70\x56\x7D\xBE\xEF\x84\xB8\x01\x20\x00\x00\x50\x34\x02\x82\xBB\x3D\x00\x18\xFD\x8C\xCC\xF1\x09\xD2\x01\x61\xF4\x50\x70\x0A\x00\x40\x00\x10\x28\x7C\xBD\x2C\x59\x30\xEB\x30\x7F\xFF\xFF\xFF\x57\xD4\xCC\xED\xF1\x57\x52\xA4\x55\xD6\xE5\xDD\x7F\xFF\xFF\xFF\x6D\x96\x8C\x81\x1C\x0D\xCE\xB4\x72\xBD\x01\xAF\x7F\xFF\xFF\xFF\xE2\x83\x18\xDF\x7F\xFF\xFF\xFF\x59\xF6\x63\x18\x7F\xFF\xFF\xFF\x64\x5A\xE8\xE9\x7F\xFF\xFF\xFF\xBA\xB1\xF0\x9E\x80\x00\x00\x00\x5A\x68\xAA\xB9\xE5\x16\xC9\x9E\xED\xEC\x79\x3C\x80\x00\x00\x00\x3E\xA4\x89\xC7\x8D\xC7\x9C\x59\x94\x92\xF0\x0F\x7F\xFF\xFF\xFF\xE1\x16\xE3\x7B\x7F\xFF\xFF\xFF\x22\x64\xFF\x7F\x80\x00\x00\x00\xBD\xEF\xE8\x9B\x7F\xFF\xFF\xFF\x6F\x37\x4D\x03\x80\x00\x00\x00\x7C\x5D\xF9\x5C\x80\x00\x00\x00\x08\xB2\x06\xAD\x7F\xFF\xFF\xFF\xAA\xA0\x01\xF6\x81\xB1\xCE\xF1\x44\x62\x51\x87\x7F\xFF\xFF\xFF\xDF\x7A\xFC\xE5\x7F\xFF\xFF\xFF\x12\x81\x65\x53\x80\x00\x00\x00\x9C\x5C\xA5\xCB\x7F\xFF\xFF\xFF\xA5\x26\xB6\xF9\x7F\xFF\xFF\xFF\x2B\xB8\xDC\x65\x7F\xFF\xFF\xFF\x34\x4C\xCA\x6D\xFA\x36\xE5\x02\xB0\x22\x69\x56\xD0\x41\x16\x74\x3F\xE1\xCB\xDB\x80\x00\x00\x00\x74\x5D\x3D\x7A\x80\x00\x00\x00\xBE\x62\xDD\x23\x7F\xFF\xFF\xFF\x25\x66\xB8\x55\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x32\x21\x03\x22\x00\x00\xAF\xE2\xD5\x85\xF4\x50\x70\x0A\xF4\x50\x70\x0A\x10\xD6\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x28\x7C\xBD\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x57\x52\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x0D\xCE\xB4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\xEA\x21\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\x16\xC9\x9E\x23\x3E\x6F\xA6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8D\xC7\x9C\x59\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3F\xCA\x15\xE2\x7F\xFF\xFF\xFF\x5D\x50\x2C\x58\x80\x00\x00\x00\xF1\xD7\x74\x8E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x31\x7C\xC1\xD9\x7F\xFF\xFF\xFF\x20\x08\x80\xFC\x81\xB1\xCE\xF1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x24\x59\x00\x40\x7F\xFF\xFF\xFF\x1C\x3E\x8D\x00\x80\x00\x00\x00\xA8\x9C\x7A\xC4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x36\xE5\x02\x80\x00\x00\x00\xD0\x41\x16\x74\xD0\xD4\x75\x7A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA6\x78\xE1\x41\x7F\xFF\xFF\xFF\xA5\x66\xB8\x55\x3C\x43\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF2E2B21E), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 15706)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 15706)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x73)], 15706)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 15706)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x293FA37B), ('P4rIngress.values_v00000.hi', 0x43CCAD89)], 15706)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x273A293B), ('P4rIngress.values_v00001.hi', 0x9C1795C9)], 15706)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2B5AFB53), ('P4rIngress.values_v00010.hi', 0xBB95D8A5)], 15706)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x989B6ADD), ('P4rIngress.values_v00011.hi', 0xF0AF8362)], 15706)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x587119A9), ('P4rIngress.values_v00100.hi', 0x6070F857)], 15706)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xB162F1F6), ('P4rIngress.values_v00101.hi', 0xF7B9C30D)], 15706)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4AA2F05F), ('P4rIngress.values_v00110.hi', 0x42837D2A)], 15706)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5411702A), ('P4rIngress.values_v00111.hi', 0x87E9DCAF)], 15706)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7084E94F), ('P4rIngress.values_v01000.hi', 0x5521656F)], 15706)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xF726F61F), ('P4rIngress.values_v01001.hi', 0x574A96CE)], 15706)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xF25B3CBB), ('P4rIngress.values_v01010.hi', 0xBD628F52)], 15706)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6B18CF51), ('P4rIngress.values_v01011.hi', 0x75F38D95)], 15706)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x48FB6676), ('P4rIngress.values_v01100.hi', 0x4150EE4F)], 15706)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4D291BB5), ('P4rIngress.values_v01101.hi', 0x4C1CE103)], 15706)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x37B87A81), ('P4rIngress.values_v01110.hi', 0x60A1ADEE)], 15706)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xB23316CB), ('P4rIngress.values_v01111.hi', 0xAA1B85B0)], 15706)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4CF33BAA), ('P4rIngress.values_v10000.hi', 0x44642DC9)], 15706)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xCC2496BC), ('P4rIngress.values_v10001.hi', 0x093AAEAD)], 15706)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7EA79723), ('P4rIngress.values_v10010.hi', 0xE3D92E3D)], 15706)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9922B62D), ('P4rIngress.values_v10011.hi', 0x9743515F)], 15706)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB9169405), ('P4rIngress.values_v10100.hi', 0x6E8FE4DB)], 15706)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC30C7A03), ('P4rIngress.values_v10101.hi', 0x4A4C2924)], 15706)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAB49A453), ('P4rIngress.values_v10110.hi', 0x21E7F676)], 15706)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x678E72CD), ('P4rIngress.values_v10111.hi', 0x53EF42B9)], 15706)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xC963FFC2), ('P4rIngress.values_v11000.hi', 0x6784E13B)], 15706)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2DF7995D), ('P4rIngress.values_v11001.hi', 0x4713C153)], 15706)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x10F4A48B), ('P4rIngress.values_v11010.hi', 0x4BD98DFB)], 15706)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBB7A68FC), ('P4rIngress.values_v11011.hi', 0x4E6C2B37)], 15706)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6CA8AFB6), ('P4rIngress.values_v11100.hi', 0x3921F3A5)], 15706)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xC0E7C7EA), ('P4rIngress.values_v11101.hi', 0x3CD7BC70)], 15706)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x42031B79), ('P4rIngress.values_v11110.hi', 0x464B8BC1)], 15706)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9B9B48B9), ('P4rIngress.values_v11111.hi', 0x3092953C)], 15706)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE3AA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000079A),
                gc.DataTuple('slot_count', 0x000017BB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8D794994),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xDEEC6C08),
                gc.KeyTuple('src_port', 0x3D10),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE3AA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x025C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\xEC\x6C\x08\x00\x00\x00\x00\x3D\x10\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE3\xAA\x00\x18\x8D\x79\x49\x94\x15\xC0\x03\x15\x80\x00\x00\x00\x00\x40\x00\x00\x2A\xFB\xB9\x61\x5D\x25\x65\x58\x63\x4A\x39\xCB\xC9\xA2\x25\x91\xC7\x56\xF8\xCD\x94\xE0\x12\x77\x8E\x4E\x5A\xB9\x05\x62\xE2\xE7\x78\xE7\x7C\x94\x2F\x46\x47\xC2\xAE\x32\x8C\x14\xF4\x2A\x7B\xE5\x52\x59\x15\xD1\x72\xAD\x50\x75\x2D\xB3\x29\xE0\x06\x6C\x7B\x40\x57\x8A\x31\x6E\x65\x97\xE4\xCD\x6A\xA5\x06\x33\x21\x68\xC1\xE0\x0A\xE2\xFC\x96\xBB\x8E\xCA\xDE\x6B\x99\x49\xB2\x1C\x7B\xB0\xCD\x4C\x8A\xAB\x3F\x7B\x67\xFF\xC3\x78\x79\xD9\x90\x7C\xD2\x3F\xE5\x5D\x42\x25\x04\x52\x97\x1E\xC9\x9A\xA3\x16\xBC\xB0\x6C\x77\x5B\x49\x5F\x7B\x4C\x75\xF7\xCD\x6D\xCD\x22\xA6\x3A\x79\xB3\x26\x6A\x53\xCF\x7E\xC3\x25\x53\x6E\x6C\xB6\x9E\x94\x9E\xC0\xF1\x6B\x26\xEE\xF3\xB5\xDA\xEF\xDF\x2D\xD9\x8B\xC4\x9A\x95\x5E\xB6\xB3\xEF\xA9\x8E\xFC\xEA\x89\x51\xA5\xA6\x2B\xBA\xF0\xBA\xF4\xA2\x42\x4D\x89\xA6\x79\x87\x4F\xBE\x6B\x29\x64\x82\xA6\x5B\x71\x79\x67\x7F\x79\xD4\x81\xDB\x08\x14\x70\x17\xB2\x36\x2A\x6B\x6A\x7C\xE9\xB9\x89\xA2\x1E\x8C\x89\xED\xA3\xB6\x8B\xE3\x1E\xFE\x4B\x2E\xB7\x85\x77\x32\xD3\xC2\x76\x48\xE1\xAB\x81\xD9\xAA\x31\x53\xB4\xB2\x65\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\xEC\x6C\x08\xBE\xEF\x3D\x10\x01\x20\x00\x00\x50\x34\x02\x82\xE3\xAA\x00\x18\x8D\x79\x49\x94\x15\xC0\x01\x15\x80\x00\x00\x00\x00\x40\x00\x20\x54\x3B\x5C\xDC\x5D\x25\x65\x58\x7F\xFF\xFF\xFF\xC9\xA2\x25\x91\xF2\xB1\xF4\x20\x94\xE0\x12\x77\x80\x00\x00\x00\x05\x62\xE2\xE7\x7F\xFF\xFF\xFF\x2F\x46\x47\xC2\x80\x00\x00\x00\xF4\x2A\x7B\xE5\x7F\xFF\xFF\xFF\x72\xAD\x50\x75\x7F\xFF\xFF\xFF\x06\x6C\x7B\x40\x7F\xFF\xFF\xFF\x65\x97\xE4\xCD\x61\xCB\xFC\x52\x21\x68\xC1\xE0\xFD\x3E\x39\x51\xBB\x8E\xCA\xDE\x7F\xFF\xFF\xFF\x1C\x7B\xB0\xCD\x7F\xFF\xFF\xFF\x7B\x67\xFF\xC3\x7F\xFF\xFF\xFF\x7C\xD2\x3F\xE5\x7F\xFF\xFF\xFF\x52\x97\x1E\xC9\x80\x00\x00\x00\xB0\x6C\x77\x5B\x7F\xFF\xFF\xFF\x75\xF7\xCD\x6D\x99\x47\x3C\xF6\x79\xB3\x26\x6A\x7F\xFF\xFF\xFF\x25\x53\x6E\x6C\x80\x00\x00\x00\xC0\xF1\x6B\x26\xA8\x0A\x49\xDF\xEF\xDF\x2D\xD9\x80\x00\x00\x00\x5E\xB6\xB3\xEF\x80\x00\x00\x00\x89\x51\xA5\xA6\x7F\xFF\xFF\xFF\xF4\xA2\x42\x4D\x80\x00\x00\x00\x4F\xBE\x6B\x29\x7F\xFF\xFF\xFF\x71\x79\x67\x7F\x7F\xFF\xFF\xFF\x08\x14\x70\x17\x80\x00\x00\x00\x6A\x7C\xE9\xB9\xF6\x4A\xCE\x42\x89\xED\xA3\xB6\x80\x00\x00\x00\x4B\x2E\xB7\x85\x7F\xFF\xFF\xFF\x76\x48\xE1\xAB\x80\x00\x00\x00\x53\xB4\xB2\x65\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x3D\x5A\x02\x5C\x00\x00\xF3\xE2\xB2\x1E\x80\x00\x00\x00\x80\x00\x00\x00\x20\x73\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x54\x3B\x5C\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF2\xB1\xF4\x20\x80\x00\x00\x00\x80\x00\x00\x00\xF6\x12\x66\x49\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xEB\xE4\x3E\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\x56\x57\xEF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x61\xCB\xFC\x52\x78\xB3\x58\xAE\xFD\x3E\x39\x51\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x47\x3C\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x2C\x9C\xA9\x80\x00\x00\x00\x80\x00\x00\x00\xA8\x0A\x49\xDF\x5E\x6F\x12\xB4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAB\x39\x9C\x1C\x7F\xFF\xFF\xFF\x48\x91\x85\x06\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\xED\xFE\x12\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF6\x4A\xCE\x42\xC3\x0F\x97\x5B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCE1B0DA1), ('P4rIngress.bitmap_seq.seq', 0xF4693820)], 9639)
        self.setRegisterValue('P4rIngress.rounds', 0xF4693820, 9639)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xFE)], 9639)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 9639)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x131E54E5), ('P4rIngress.values_v00000.hi', 0x6489E2CF)], 9639)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x271049A5), ('P4rIngress.values_v00001.hi', 0xDB384703)], 9639)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCDDF8E97), ('P4rIngress.values_v00010.hi', 0xABA6FF96)], 9639)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xDAA26CE2), ('P4rIngress.values_v00011.hi', 0xD09BF177)], 9639)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x25EF9F40), ('P4rIngress.values_v00100.hi', 0x546FA961)], 9639)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xAB519D7D), ('P4rIngress.values_v00101.hi', 0x6A91CA62)], 9639)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x29704E97), ('P4rIngress.values_v00110.hi', 0x7DB9DC6D)], 9639)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x71D4C18D), ('P4rIngress.values_v00111.hi', 0x8BA31D3D)], 9639)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x473098F1), ('P4rIngress.values_v01000.hi', 0x54E177B2)], 9639)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xFAC73695), ('P4rIngress.values_v01001.hi', 0x607C6F62)], 9639)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x376D32BD), ('P4rIngress.values_v01010.hi', 0x31D6871E)], 9639)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x0B4F2BB7), ('P4rIngress.values_v01011.hi', 0x74462EB5)], 9639)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x71C4EF4D), ('P4rIngress.values_v01100.hi', 0x9DB9E5B8)], 9639)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x69CD4C93), ('P4rIngress.values_v01101.hi', 0x4CA67BA7)], 9639)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2F0E4256), ('P4rIngress.values_v01110.hi', 0x8CFEE68A)], 9639)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2C69A41F), ('P4rIngress.values_v01111.hi', 0x68AC8951)], 9639)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xBC765CB4), ('P4rIngress.values_v10000.hi', 0xA13C994D)], 9639)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x26CE6754), ('P4rIngress.values_v10001.hi', 0xF9E6D23D)], 9639)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9AF9F7AF), ('P4rIngress.values_v10010.hi', 0x5B3A7284)], 9639)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x69669C32), ('P4rIngress.values_v10011.hi', 0x76D9BA2E)], 9639)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4B6E089C), ('P4rIngress.values_v10100.hi', 0x8FAE7CC3)], 9639)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBC4618E2), ('P4rIngress.values_v10101.hi', 0x7527C0C2)], 9639)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7B33CA1B), ('P4rIngress.values_v10110.hi', 0x32595E13)], 9639)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3DAEE721), ('P4rIngress.values_v10111.hi', 0x4A582565)], 9639)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3A553CD5), ('P4rIngress.values_v11000.hi', 0x4E321FBE)], 9639)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x41970136), ('P4rIngress.values_v11001.hi', 0x9F5A00EE)], 9639)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x836CEF3D), ('P4rIngress.values_v11010.hi', 0x4F7B0979)], 9639)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5E0DCA59), ('P4rIngress.values_v11011.hi', 0x6B487523)], 9639)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8EA2789A), ('P4rIngress.values_v11100.hi', 0x978DAF81)], 9639)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xBDB5367D), ('P4rIngress.values_v11101.hi', 0x7F1978B5)], 9639)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x51DB2A4F), ('P4rIngress.values_v11110.hi', 0xA1366124)], 9639)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4E411E21), ('P4rIngress.values_v11111.hi', 0xAF9E668B)], 9639)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7294),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005A7),
                gc.DataTuple('slot_count', 0x00000FCA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2BA726CE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x4554ADEA),
                gc.KeyTuple('src_port', 0x52CD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7294),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0278),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x45\x54\xAD\xEA\x00\x00\x00\x00\x52\xCD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x72\x94\x00\x18\x2B\xA7\x26\xCE\x00\x00\x01\x1D\xF4\x69\x38\x20\x00\x40\x00\x00\xF1\x27\x85\x5E\x1E\x6A\xF2\xCE\x70\x98\xDA\xA0\x8A\x59\xFC\x38\x46\x49\x17\x91\x9C\x8A\x72\x8C\x97\xB6\xEF\x6C\x4B\x76\x9D\x17\x6C\x63\xD4\x48\x55\x29\xCB\x6C\xB9\xFB\xEC\xC7\xF2\x8D\xC5\x3E\x6B\xEC\xBC\xDF\x5A\xEE\xA1\xB2\x66\xA4\xE9\x3A\x18\x8E\x07\x93\x64\x17\x99\x6F\x3A\x7F\x78\x1E\x7C\x96\xFA\xDF\x25\xD6\xC0\xCF\x7D\xC0\x32\x8F\x75\x5C\xBF\x1A\xB7\x6C\xA5\x8D\x6A\xDE\x88\xFB\x79\x2A\xAD\xE2\x54\x97\x4D\xD5\x4A\xC9\xDE\xDC\x46\x24\x3F\x4A\x6D\x1F\xDF\x59\xDB\x66\xCB\x5B\x77\xEB\x0C\x02\x3B\xEA\xAC\xE9\x9F\x78\x8E\x0F\x6D\x69\x6B\x4D\x62\x55\x0B\x44\xC2\x3A\xBD\xBE\x7A\xDD\x60\xE5\x5D\xA6\xDA\x51\x1D\x35\xD8\x6F\x0E\x48\xB1\x2E\x69\x25\x9C\x3D\x73\xDA\xC1\xAC\xBC\x3F\xB1\x71\x5F\x62\x9A\x59\x31\x21\xEA\xF9\x51\xEA\x82\x99\xF4\xA2\xD7\x6F\x4D\x60\x36\x7F\x53\xDB\x46\xFA\x5A\xE2\x75\x0B\x5F\x9E\x58\x25\xC4\xCA\x2F\x7E\xE6\x6E\xD6\x7E\x49\xBB\xDD\xA9\x5E\x6E\xE6\x4B\x52\x9A\x5D\xB9\xC2\xB4\x2D\xBD\xB1\x83\x24\xF6\xA1\x16\x76\x1A\x42\x3A\xFD\x84\x58\x5C\x23\x59\x74\x9B\x04\xEF\x64\xD6\xEB\x6F\x9F\xEF\x9B\xB8\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x45\x54\xAD\xEA\xBE\xEF\x52\xCD\x01\x20\x00\x00\x50\x34\x02\x82\x72\x94\x00\x18\x2B\xA7\x26\xCE\x00\x00\x01\x1D\xF4\x69\x38\x20\x00\x40\x00\x20\x04\x45\xDA\x43\x1E\x6A\xF2\xCE\x7F\xFF\xFF\xFF\x8A\x59\xFC\x38\x14\x28\xA6\x28\x9C\x8A\x72\x8C\x80\x00\x00\x00\x4B\x76\x9D\x17\x7F\xFF\xFF\xFF\x55\x29\xCB\x6C\x80\x00\x00\x00\xF2\x8D\xC5\x3E\x7F\xFF\xFF\xFF\x5A\xEE\xA1\xB2\x7F\xFF\xFF\xFF\x18\x8E\x07\x93\x7F\xFF\xFF\xFF\x3A\x7F\x78\x1E\x77\x5E\x31\x74\x25\xD6\xC0\xCF\x7F\xFF\xFF\xFF\x75\x5C\xBF\x1A\xC2\xBB\xD1\x44\x6A\xDE\x88\xFB\x7F\xFF\xFF\xFF\x54\x97\x4D\xD5\x7F\xFF\xFF\xFF\x46\x24\x3F\x4A\x7F\xFF\xFF\xFF\xDB\x66\xCB\x5B\x7F\xFF\xFF\xFF\x3B\xEA\xAC\xE9\x80\x00\x00\x00\x6D\x69\x6B\x4D\x7F\xFF\xFF\xFF\xC2\x3A\xBD\xBE\x15\xD7\x58\x94\x5D\xA6\xDA\x51\x7F\xFF\xFF\xFF\x0E\x48\xB1\x2E\x7F\xFF\xFF\xFF\x73\xDA\xC1\xAC\x80\x00\x00\x00\x5F\x62\x9A\x59\x7F\xFF\xFF\xFF\x51\xEA\x82\x99\x32\x51\xBE\x90\x4D\x60\x36\x7F\x7F\xFF\xFF\xFF\x5A\xE2\x75\x0B\x7F\xFF\xFF\xFF\xC4\xCA\x2F\x7E\x80\x00\x00\x00\x49\xBB\xDD\xA9\x7F\xFF\xFF\xFF\x52\x9A\x5D\xB9\x80\x00\x00\x00\xB1\x83\x24\xF6\x80\x00\x00\x00\x42\x3A\xFD\x84\x7F\xFF\xFF\xFF\x74\x9B\x04\xEF\x7F\xFF\xFF\xFF\x9F\xEF\x9B\xB8\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x25\xA7\x02\x78\x00\x00\xCF\x1B\x0D\xA1\xF4\x69\x38\x20\xF4\x69\x38\x20\x20\xFE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x04\x45\xDA\x43\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x14\x28\xA6\x28\x80\x00\x00\x00\x80\x00\x00\x00\x1C\x12\x8E\x8E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5D\x1F\x8F\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA4\x31\x24\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x77\x5E\x31\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC2\xBB\xD1\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x51\x33\x8D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0E\xA6\x04\x9A\x7F\xFF\xFF\xFF\xBC\x21\x8F\xFB\x15\xD7\x58\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\x89\x3E\x6F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x51\xBE\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\xD1\x66\x13\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x56716A65), ('P4rIngress.bitmap_seq.seq', 0x7C971D69)], 11266)
        self.setRegisterValue('P4rIngress.rounds', 0x7C971D69, 11266)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0xE1)], 11266)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 11266)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x32959CCB), ('P4rIngress.values_v00000.hi', 0x3749ED77)], 11266)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x66AF8ADB), ('P4rIngress.values_v00001.hi', 0x8C60F351)], 11266)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8DBCBB71), ('P4rIngress.values_v00010.hi', 0xC58E941D)], 11266)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xC9A6E77B), ('P4rIngress.values_v00011.hi', 0x4DF3F71B)], 11266)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2896B85F), ('P4rIngress.values_v00100.hi', 0x5A0939DC)], 11266)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x9DE6FEBB), ('P4rIngress.values_v00101.hi', 0xFC5B6A28)], 11266)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x52CE3658), ('P4rIngress.values_v00110.hi', 0x6AC3A2F7)], 11266)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x546A6C93), ('P4rIngress.values_v00111.hi', 0xA6189803)], 11266)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7D3B9279), ('P4rIngress.values_v01000.hi', 0x6B5CAFEE)], 11266)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x773653EB), ('P4rIngress.values_v01001.hi', 0x4F0325AD)], 11266)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6972FCB6), ('P4rIngress.values_v01010.hi', 0x60135666)], 11266)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x574AB9FC), ('P4rIngress.values_v01011.hi', 0x6AE46EEB)], 11266)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x653C98CE), ('P4rIngress.values_v01100.hi', 0x5E555BB3)], 11266)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x284BA563), ('P4rIngress.values_v01101.hi', 0x43ADBACF)], 11266)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5C033C9B), ('P4rIngress.values_v01110.hi', 0xAF32F8D7)], 11266)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4C677B12), ('P4rIngress.values_v01111.hi', 0x4B2069B5)], 11266)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x3B24BDFE), ('P4rIngress.values_v10000.hi', 0x6311B1E9)], 11266)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8854BC1D), ('P4rIngress.values_v10001.hi', 0x77ED6DE2)], 11266)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7A2ED443), ('P4rIngress.values_v10010.hi', 0x05BDA7C0)], 11266)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x04AEF70F), ('P4rIngress.values_v10011.hi', 0x33CF25DD)], 11266)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x530FC69C), ('P4rIngress.values_v10100.hi', 0xFAA8938B)], 11266)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC97419E9), ('P4rIngress.values_v10101.hi', 0x9DDC0495)], 11266)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBD848C38), ('P4rIngress.values_v10110.hi', 0x878A675D)], 11266)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5639322B), ('P4rIngress.values_v10111.hi', 0xA691771B)], 11266)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBD317EDE), ('P4rIngress.values_v11000.hi', 0x2B546BF9)], 11266)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x263BF25D), ('P4rIngress.values_v11001.hi', 0x6D0654CA)], 11266)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4655161A), ('P4rIngress.values_v11010.hi', 0x90D9C3EF)], 11266)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x99F6AD3B), ('P4rIngress.values_v11011.hi', 0x95B5D0D4)], 11266)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8E6EB309), ('P4rIngress.values_v11100.hi', 0x63FD1E59)], 11266)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB1E64F8B), ('P4rIngress.values_v11101.hi', 0x36F2406F)], 11266)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2C6A83ED), ('P4rIngress.values_v11110.hi', 0x8099594B)], 11266)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA37F36C5), ('P4rIngress.values_v11111.hi', 0xB4F546FD)], 11266)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE1E1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002A7),
                gc.DataTuple('slot_count', 0x0000128A),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF0D87A36),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x37A18AD3),
                gc.KeyTuple('src_port', 0x9A31),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE1E1),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02F3),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x37\xA1\x8A\xD3\x00\x00\x00\x00\x9A\x31\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE1\xE1\x00\x18\xF0\xD8\x7A\x36\x09\x5B\x03\x69\x7C\x97\x1D\x69\x00\x40\x00\x00\x17\x2C\xE4\x59\x61\x5B\xF1\xA5\x73\xEE\x3E\xA1\xD5\x4F\x92\xA5\x29\xB8\x9C\x8A\x85\x82\x74\x4C\x81\xAA\x42\x29\x80\xF3\x07\x5A\x76\x44\x8C\x60\x2A\xEA\x79\xA7\x89\xFC\x5A\x32\x2A\x07\xE0\xA9\x37\x1C\x32\xAC\x42\xB1\x80\xA3\x52\xF9\x13\xFD\xF5\x13\xF8\x0B\x1A\x38\x16\x5A\x78\x1A\x82\x1E\xDD\xF9\xCE\x59\x52\x7C\xB8\xA9\x6B\xC0\x38\xB2\x72\xF6\xB5\x36\x94\x5B\x18\x53\x4B\x6C\x4C\xCD\x4B\x51\xD6\x87\xFF\x49\x68\x4F\x27\xB9\x9F\x1F\xA5\x95\x8A\xFD\x68\x71\x17\x43\xC7\xA2\xD5\x8F\x56\xF5\x0D\x46\x42\x42\x69\x1B\x6D\x7E\xA8\xC8\x57\x10\xF8\x6F\xD5\x25\x06\xB5\x44\xA5\x03\x2D\x2F\xE2\x01\xD9\xC8\xF2\x66\x63\x76\xA4\x75\x03\x96\x93\x5D\xBB\x47\xA2\x27\xFA\x16\x42\xA1\x5B\x6D\x9A\x4E\x63\x95\x8D\x6E\x2B\xAA\xAE\x44\x3A\xDB\xC9\xB7\x83\x52\x89\x23\x12\x6E\x0F\x33\xAA\x89\x6A\x1B\xAC\xAB\xF4\xA8\xC6\x5D\x02\x02\x69\x00\xAC\x79\xB1\x43\xEC\xC2\xEB\xAF\x82\x86\x05\xB1\x92\x65\x16\x96\x34\xD2\xF7\xD5\x80\x60\xBD\xD8\xAA\x48\xDF\xBF\x67\x4E\x53\xFE\x51\x36\x41\xAF\x7D\x77\xEF\xCC\xC7\x2F\x4D\xCB\x7E\x12\xDF\xAE\xE7\x70\x19\x90\xB6\xD2\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x37\xA1\x8A\xD3\xBE\xEF\x9A\x31\x01\x20\x00\x00\x50\x34\x02\x82\xE1\xE1\x00\x18\xF0\xD8\x7A\x36\x09\x5B\x01\x69\x7C\x97\x1D\x69\x00\x40\x00\x0F\x49\xC2\x81\x24\x61\x5B\xF1\xA5\x7F\xFF\xFF\xFF\xD5\x4F\x92\xA5\xB7\x75\x57\xFB\x85\x82\x74\x4C\x80\x00\x00\x00\x80\xF3\x07\x5A\x7F\xFF\xFF\xFF\x2A\xEA\x79\xA7\x80\x00\x00\x00\x2A\x07\xE0\xA9\x7F\xFF\xFF\xFF\x42\xB1\x80\xA3\x7F\xFF\xFF\xFF\xF5\x13\xF8\x0B\x7F\xFF\xFF\xFF\x78\x1A\x82\x1E\x55\x30\x22\x44\x52\x7C\xB8\xA9\x7F\xFF\xFF\xFF\x72\xF6\xB5\x36\xEB\xA5\xD2\x4F\x4B\x6C\x4C\xCD\x7F\xFF\xFF\xFF\xFF\x49\x68\x4F\x50\x05\x44\x82\xA5\x95\x8A\xFD\x7F\xFF\xFF\xFF\xC7\xA2\xD5\x8F\x7F\xFF\xFF\xFF\x42\x42\x69\x1B\x7F\xFF\xFF\xFF\x57\x10\xF8\x6F\x80\x00\x00\x00\x44\xA5\x03\x2D\x7F\xFF\xFF\xFF\xC8\xF2\x66\x63\x7B\x53\x6C\x12\x96\x93\x5D\xBB\x7F\xFF\xFF\xFF\x16\x42\xA1\x5B\x37\x0E\x68\x4C\x95\x8D\x6E\x2B\x80\x00\x00\x00\xDB\xC9\xB7\x83\x7F\xFF\xFF\xFF\x6E\x0F\x33\xAA\x80\x00\x00\x00\xAB\xF4\xA8\xC6\x7F\xFF\xFF\xFF\x00\xAC\x79\xB1\x7F\xFF\xFF\xFF\xAF\x82\x86\x05\x80\x00\x00\x00\x96\x34\xD2\xF7\x80\x00\x00\x00\xD8\xAA\x48\xDF\x80\x00\x00\x00\xFE\x51\x36\x41\xDB\xE7\xFB\xDC\xCC\xC7\x2F\x4D\x80\x00\x00\x00\xAE\xE7\x70\x19\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x2C\x02\x02\xF3\x00\x00\x57\x71\x6A\x65\x7C\x97\x1D\x69\x7C\x97\x1D\x69\x0F\xE1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x49\xC2\x81\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB7\x75\x57\xFB\x80\x00\x00\x00\x80\x00\x00\x00\xCE\xE6\xFE\x75\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x26\x63\x4A\xD1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9B\x2C\x90\x0E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\x30\x22\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\xA5\xD2\x4F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x9E\xC4\x02\x50\x05\x44\x82\xE9\x43\x45\xCC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xB0\x0E\x23\x7B\x53\x6C\x12\xCA\x62\x83\x98\x7F\xFF\xFF\xFF\x10\xEB\x34\xE6\x37\x0E\x68\x4C\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x14\xA0\xAA\xC5\x80\x00\x00\x00\xD7\x49\x14\xBF\x7F\xFF\xFF\xFF\x6D\xB2\xCE\x7B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x3C\xA7\x67\x38\x80\x00\x00\x00\x35\x43\x76\xB0\xDB\xE7\xFB\xDC\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x90\xB6\xD2\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFC324422), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 14036)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 14036)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0xC7)], 14036)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14036)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8E8B5D17), ('P4rIngress.values_v00000.hi', 0x51977761)], 14036)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x46C72B92), ('P4rIngress.values_v00001.hi', 0xB9637205)], 14036)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x74CECDA7), ('P4rIngress.values_v00010.hi', 0xBB6CBC93)], 14036)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF0642C36), ('P4rIngress.values_v00011.hi', 0x5DDF989F)], 14036)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x37118ECB), ('P4rIngress.values_v00100.hi', 0x67E5AA4A)], 14036)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x9B15FDF1), ('P4rIngress.values_v00101.hi', 0x20AB6CCC)], 14036)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x2EC252D1), ('P4rIngress.values_v00110.hi', 0x7C04C273)], 14036)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x789D4EA9), ('P4rIngress.values_v00111.hi', 0xF8768FE2)], 14036)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x69922DE9), ('P4rIngress.values_v01000.hi', 0x58D4D152)], 14036)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD3E336FA), ('P4rIngress.values_v01001.hi', 0xC00FB8D0)], 14036)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x66DE3B68), ('P4rIngress.values_v01010.hi', 0x4093D599)], 14036)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAB34BB4D), ('P4rIngress.values_v01011.hi', 0x626A12DB)], 14036)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x302B02BE), ('P4rIngress.values_v01100.hi', 0x44F80D7B)], 14036)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xF37EEA13), ('P4rIngress.values_v01101.hi', 0xB12EF919)], 14036)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7BDA20FE), ('P4rIngress.values_v01110.hi', 0x4F3EFD62)], 14036)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4B6FB43B), ('P4rIngress.values_v01111.hi', 0x76006428)], 14036)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB23A1498), ('P4rIngress.values_v10000.hi', 0x4D77FFF9)], 14036)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x56CA5C01), ('P4rIngress.values_v10001.hi', 0xE20CC75E)], 14036)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x72CD1F48), ('P4rIngress.values_v10010.hi', 0x6A0BB865)], 14036)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x22094690), ('P4rIngress.values_v10011.hi', 0xFFB719B4)], 14036)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xE8CDCB07), ('P4rIngress.values_v10100.hi', 0x3A9D43CA)], 14036)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7AA79D79), ('P4rIngress.values_v10101.hi', 0x65CB36D7)], 14036)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6AFE4667), ('P4rIngress.values_v10110.hi', 0xDEE58A39)], 14036)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9BAB9865), ('P4rIngress.values_v10111.hi', 0x95EF557B)], 14036)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD1FBC5D6), ('P4rIngress.values_v11000.hi', 0xD5BA0F96)], 14036)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xCDAD657F), ('P4rIngress.values_v11001.hi', 0xBAD696E9)], 14036)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4787626C), ('P4rIngress.values_v11010.hi', 0x4504B26F)], 14036)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x46775B3B), ('P4rIngress.values_v11011.hi', 0x122E58A7)], 14036)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xC0DC8534), ('P4rIngress.values_v11100.hi', 0x62E32EB7)], 14036)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5447113D), ('P4rIngress.values_v11101.hi', 0xABD0B336)], 14036)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9439B3C3), ('P4rIngress.values_v11110.hi', 0xFAE5CBD1)], 14036)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7BC806AD), ('P4rIngress.values_v11111.hi', 0xBB284DB4)], 14036)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9C01),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000EE),
                gc.DataTuple('slot_count', 0x00001DCD),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x178B6103),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xE94BE6B4),
                gc.KeyTuple('src_port', 0xE5D1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9C01),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0387),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE9\x4B\xE6\xB4\x00\x00\x00\x00\xE5\xD1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9C\x01\x00\x18\x17\x8B\x61\x03\x15\xE6\x03\x21\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x3C\xEF\xE5\xF9\x6E\x5C\xE6\xBA\x49\xB8\x4B\x10\xA5\xCB\xE5\xBB\xE6\x51\xD8\x8B\xA6\x4A\xF7\xF9\x81\xF7\x96\xC3\xB6\x28\xA5\x02\x51\x6B\x98\xA1\x55\x14\xBB\x8C\xAD\xD0\xBB\xE9\xE5\xF1\x10\xA0\x79\xAD\xD7\x85\x21\xBA\x57\x99\x7B\x48\x54\x73\x8C\x24\xAA\xF8\x4A\xD3\x38\xC3\x65\xF1\xA9\xD4\x34\xA4\xEA\x5D\xB6\xD2\x62\xF4\x58\x4B\x0D\x75\x56\x82\x13\xE4\x5E\x4D\xE1\x55\x36\xE3\x5D\xCB\x72\xFE\x4A\xBB\x43\x69\x6A\xBF\x60\xA0\xE9\xFD\x9F\x79\xBD\xF9\x45\xED\x52\xC9\x58\x54\x15\x5A\x6D\x6E\x98\x77\xB0\xCC\x5F\x0E\xAF\x1C\xB6\xA8\xBD\xDA\x40\xAC\x62\x6A\xCC\x22\xB3\xA1\x29\x02\x67\xD9\xCB\x06\x4B\x07\x51\xDE\x76\xD9\xD2\xAB\x02\x0B\x3B\x03\x6B\x6B\xDA\xE7\x62\x4E\x67\xEB\x69\xE2\x8D\x76\x4E\x99\x32\x5B\x4A\xAD\xD7\x67\x8A\xA1\xEB\x69\xAE\xBE\xBD\x8D\xD9\xBF\x56\x09\x56\x89\xEC\xA7\x9B\x9B\x26\x09\x5A\xFE\x37\x3F\xB5\x11\xEA\xAD\x4D\xE6\x7F\x65\x0E\x77\x5B\xA3\x08\xB5\xCF\xB5\xE6\x55\xAA\x9F\x8E\x4E\xEC\xFA\x3A\xF3\xA2\x97\x4B\xBB\x79\x32\xAE\x5E\xC2\x4F\xDF\x49\xFA\xD6\xDA\xE4\xBA\x4B\x70\xCF\x25\x2B\x48\x20\xC4\x5C\xDA\xA3\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE9\x4B\xE6\xB4\xBE\xEF\xE5\xD1\x01\x20\x00\x00\x50\x34\x02\x82\x9C\x01\x00\x18\x17\x8B\x61\x03\x15\xE6\x01\x21\xFF\xFF\xFF\xFF\x00\x40\x00\x11\xCB\x7B\x43\x10\x6E\x5C\xE6\xBA\x7F\xFF\xFF\xFF\xA5\xCB\xE5\xBB\x5B\x20\xA6\x32\xA6\x4A\xF7\xF9\x80\x00\x00\x00\xB6\x28\xA5\x02\x7F\xFF\xFF\xFF\x55\x14\xBB\x8C\x80\x00\x00\x00\xE5\xF1\x10\xA0\x7F\xFF\xFF\xFF\x21\xBA\x57\x99\x7F\xFF\xFF\xFF\x8C\x24\xAA\xF8\x7F\xFF\xFF\xFF\x65\xF1\xA9\xD4\x08\x88\x21\x57\xB6\xD2\x62\xF4\x7F\xFF\xFF\xFF\x56\x82\x13\xE4\x09\x82\x9C\xA2\x36\xE3\x5D\xCB\x7F\xFF\xFF\xFF\x43\x69\x6A\xBF\x54\x1F\xD4\x10\x9F\x79\xBD\xF9\x7F\xFF\xFF\xFF\x58\x54\x15\x5A\x7F\xFF\xFF\xFF\xB0\xCC\x5F\x0E\x80\x00\x00\x00\xBD\xDA\x40\xAC\x7F\xFF\xFF\xFF\xB3\xA1\x29\x02\x7F\xFF\xFF\xFF\x4B\x07\x51\xDE\x7F\xFF\xFF\xFF\x02\x0B\x3B\x03\x54\x39\xA5\xEE\x62\x4E\x67\xEB\x7F\xFF\xFF\xFF\x4E\x99\x32\x5B\x7F\xFF\xFF\xFF\x8A\xA1\xEB\x69\x80\x00\x00\x00\xD9\xBF\x56\x09\x28\x85\xB2\x7D\x9B\x9B\x26\x09\x28\xAB\x9C\xBE\xB5\x11\xEA\xAD\x7F\xFF\xFF\xFF\x0E\x77\x5B\xA3\x4F\x2D\x2A\xF0\xE6\x55\xAA\x9F\x80\x00\x00\x00\x3A\xF3\xA2\x97\x7F\xFF\xFF\xFF\xAE\x5E\xC2\x4F\x80\x00\x00\x00\xDA\xE4\xBA\x4B\x7F\xFF\xFF\xFF\x48\x20\xC4\x5C\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x36\xD4\x03\x87\x00\x00\xFD\x32\x44\x22\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x11\xC7\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xCB\x7B\x43\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5B\x20\xA6\x32\x80\x00\x00\x00\x80\x00\x00\x00\x14\x08\x3D\xA1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x06\x9C\x7D\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x84\x9B\x3A\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x08\x88\x21\x57\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x82\x9C\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\x1F\xD4\x10\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x26\xCC\xC3\x36\x80\x00\x00\x00\x0B\x52\x40\xA5\x7F\xFF\xFF\xFF\x95\xAD\xF0\x60\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\xC2\x54\xB7\x54\x39\xA5\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x28\x85\xB2\x7D\x80\x00\x00\x00\x28\xAB\x9C\xBE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x53\x7C\x0E\x12\x4F\x2D\x2A\xF0\xF8\x84\x03\x46\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xD5\xCA\x86\x1C\x7F\xFF\xFF\xFF\x03\x49\x12\x10\xDA\xA3\xF8\xA1\x7D\xAF\x63\x15\x76\x22\x36\xEF\xEA\x15\x30\xF7\x34\x86\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAC0D4915), ('P4rIngress.bitmap_seq.seq', 0xF6893EC0)], 12363)
        self.setRegisterValue('P4rIngress.rounds', 0xF6893EC0, 12363)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x7A)], 12363)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12363)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x2B31F9FB), ('P4rIngress.values_v00000.hi', 0x3AD982A7)], 12363)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x63A25A88), ('P4rIngress.values_v00001.hi', 0x419E7FC7)], 12363)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8D86462F), ('P4rIngress.values_v00010.hi', 0x6FA9170E)], 12363)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x55CC1667), ('P4rIngress.values_v00011.hi', 0x5EF66A75)], 12363)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xD4F566B8), ('P4rIngress.values_v00100.hi', 0x5DAD23E3)], 12363)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7F02D5BB), ('P4rIngress.values_v00101.hi', 0x6FA869A3)], 12363)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x685AA00F), ('P4rIngress.values_v00110.hi', 0x5E248958)], 12363)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x43EC5085), ('P4rIngress.values_v00111.hi', 0x6328DBE7)], 12363)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5E0B44DA), ('P4rIngress.values_v01000.hi', 0xA7B5C5A0)], 12363)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x827A85C6), ('P4rIngress.values_v01001.hi', 0x767AE397)], 12363)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xFD91DF6F), ('P4rIngress.values_v01010.hi', 0x39606A31)], 12363)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x37B37A94), ('P4rIngress.values_v01011.hi', 0x5EC08C1B)], 12363)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xEB1D774E), ('P4rIngress.values_v01100.hi', 0x8C7C328A)], 12363)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xCA359C9E), ('P4rIngress.values_v01101.hi', 0x4A36DAB1)], 12363)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x672CB96B), ('P4rIngress.values_v01110.hi', 0x3AD4D66E)], 12363)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x394BEC78), ('P4rIngress.values_v01111.hi', 0x6FAB3C59)], 12363)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x586BE50E), ('P4rIngress.values_v10000.hi', 0x5F5A676F)], 12363)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x551E8613), ('P4rIngress.values_v10001.hi', 0x13AC74D0)], 12363)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7A9EBAA9), ('P4rIngress.values_v10010.hi', 0x97052777)], 12363)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6C30CE0F), ('P4rIngress.values_v10011.hi', 0x6EC6DB76)], 12363)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7203C6C3), ('P4rIngress.values_v10100.hi', 0x77B867D3)], 12363)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x136196CD), ('P4rIngress.values_v10101.hi', 0x4931A849)], 12363)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x590196FD), ('P4rIngress.values_v10110.hi', 0x69181D2F)], 12363)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8589AAD5), ('P4rIngress.values_v10111.hi', 0xFFDDD6B9)], 12363)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x86FF5CF3), ('P4rIngress.values_v11000.hi', 0xFA1D2D69)], 12363)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA8AD9CF3), ('P4rIngress.values_v11001.hi', 0x7DBC9271)], 12363)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xF188F65C), ('P4rIngress.values_v11010.hi', 0x79134B97)], 12363)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3875AB11), ('P4rIngress.values_v11011.hi', 0xEC8F7BC3)], 12363)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x05738F97), ('P4rIngress.values_v11100.hi', 0xC20DD73A)], 12363)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8812FF8D), ('P4rIngress.values_v11101.hi', 0x34D33975)], 12363)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7B92F947), ('P4rIngress.values_v11110.hi', 0x3FD57E61)], 12363)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x65AEE497), ('P4rIngress.values_v11111.hi', 0x127DD662)], 12363)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7DD3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000223),
                gc.DataTuple('slot_count', 0x00001679),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0CBBCC24),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xF3B2A4E5),
                gc.KeyTuple('src_port', 0x8A5D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7DD3),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0279),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\xB2\xA4\xE5\x00\x00\x00\x00\x8A\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7D\xD3\x00\x18\x0C\xBB\xCC\x24\x0E\x28\x03\x25\xF6\x89\x3E\xC0\x00\x40\x00\x00\xB0\xF3\xB7\xFD\x50\x5D\xCF\x94\x23\xE4\xCF\xAE\x66\x38\x5F\x21\x43\xAF\x6F\xC7\x74\x99\x6D\xB8\x38\x2F\x34\xCB\x51\x89\x33\xE5\x21\x74\x76\xCF\x5F\x53\xF4\xB4\x1A\x07\xA9\x9B\x99\xC9\xCA\x75\x48\x0A\x3D\x66\x4D\x75\xD1\xAF\x53\x28\x7E\xBE\x4A\xCF\x14\x80\x57\xEE\xE1\x90\xAD\x99\xE8\x63\xBB\x98\xEB\x97\x36\x7A\x9A\xF9\x41\xAC\x14\x4F\x40\xA2\x0F\x11\xE2\xBF\x4F\x8E\x41\xBB\x59\x31\xE0\x66\x4C\x45\x96\x78\x9A\xB9\xB1\x30\xA8\xBD\x6B\xD5\x79\x02\x13\xE4\x9B\xBF\x53\xF3\xB7\xE7\x61\x59\xCC\x3C\x4F\x29\x46\xDE\x40\xA9\xBD\xBF\x37\x4D\xD1\x21\x7A\x82\xD6\x91\x1C\xB3\x4E\xA7\x09\x1B\x5F\x2F\xBD\x6D\xB8\xBC\x74\xDD\x96\x7F\x2A\x9E\x5D\x65\x53\x46\x19\xA3\x90\xCA\xC9\xEF\x76\xEF\x04\x39\x52\xF5\xA5\x8B\x48\x59\x3D\x79\x67\xD1\x89\x83\xB6\x85\x2E\xA5\x22\x12\xB3\xA3\x92\xFA\x79\xC1\xF0\x77\xBA\xC9\x80\x0D\xCA\x9B\x00\xE9\xF9\x47\xA3\xBB\xA8\xD0\x57\x48\xEF\xB1\x54\xCC\xB1\x9F\x91\xDE\xD8\x75\x17\x2A\xE6\xD3\x4B\xE2\xCB\x87\xDE\xBC\x7A\x76\x2C\x9F\x0D\x3D\x19\xB0\x19\x56\x65\x99\x01\xA1\x36\x9E\x21\x93\xED\x82\x29\x9E\x9A\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF3\xB2\xA4\xE5\xBE\xEF\x8A\x5D\x01\x20\x00\x00\x50\x34\x02\x82\x7D\xD3\x00\x18\x0C\xBB\xCC\x24\x0E\x28\x01\x25\xF6\x89\x3E\xC0\x00\x40\x00\x0E\xDC\x25\xB1\xF8\x50\x5D\xCF\x94\x7F\xFF\xFF\xFF\x66\x38\x5F\x21\xD1\x35\xB5\xF6\x74\x99\x6D\xB8\x7F\xFF\xFF\xFF\x51\x89\x33\xE5\xF6\x69\xDD\x87\x5F\x53\xF4\xB4\x7F\xFF\xFF\xFF\x99\xC9\xCA\x75\x7F\xFF\xFF\xFF\x4D\x75\xD1\xAF\x7F\xFF\xFF\xFF\x4A\xCF\x14\x80\x7F\xFF\xFF\xFF\xAD\x99\xE8\x63\x80\x00\x00\x00\x36\x7A\x9A\xF9\x3F\x3D\xF3\xBE\x40\xA2\x0F\x11\x1A\x72\xCA\x22\x41\xBB\x59\x31\xCB\x83\xC3\x93\x96\x78\x9A\xB9\x80\x00\x00\x00\x6B\xD5\x79\x02\x7B\x11\x55\x2A\x53\xF3\xB7\xE7\x7F\xFF\xFF\xFF\x4F\x29\x46\xDE\x7F\xFF\xFF\xFF\x37\x4D\xD1\x21\x7F\xFF\xFF\xFF\x1C\xB3\x4E\xA7\x7F\xFF\xFF\xFF\xBD\x6D\xB8\xBC\x7F\xFF\xFF\xFF\x2A\x9E\x5D\x65\x7F\xFF\xFF\xFF\x90\xCA\xC9\xEF\x7F\xFF\xFF\xFF\x52\xF5\xA5\x8B\x7F\xFF\xFF\xFF\x67\xD1\x89\x83\x80\x00\x00\x00\x22\x12\xB3\xA3\x80\x00\x00\x00\xF0\x77\xBA\xC9\x80\x00\x00\x00\x00\xE9\xF9\x47\x95\x44\x9F\x2C\x57\x48\xEF\xB1\x7F\xFF\xFF\xFF\x91\xDE\xD8\x75\x1C\x9E\x76\x6A\x4B\xE2\xCB\x87\x80\x00\x00\x00\x2C\x9F\x0D\x3D\x7F\xFF\xFF\xFF\x65\x99\x01\xA1\x7F\xFF\xFF\xFF\xED\x82\x29\x9E\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x4B\x02\x79\x00\x00\xAD\x0D\x49\x15\xF6\x89\x3E\xC0\xF6\x89\x3E\xC0\x0E\x7A\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xDC\x25\xB1\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD1\x35\xB5\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x69\xDD\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x09\x72\x34\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3F\x3D\xF3\xBE\x7A\x02\x79\x42\x1A\x72\xCA\x22\x7F\xFF\xFF\xFF\xCB\x83\xC3\x93\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7B\x11\x55\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\x5F\xC3\x77\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x08\x83\x31\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\xF0\x8A\x5C\x80\x00\x00\x00\xEA\x94\xE8\x32\x80\x00\x00\x00\x7E\xA6\x8B\xB8\x95\x44\x9F\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1C\x9E\x76\x6A\x0D\xF0\xA2\xC1\x80\x00\x00\x00\x61\x72\x46\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x9A\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB6CAE995), ('P4rIngress.bitmap_seq.seq', 0x644042F1)], 14557)
        self.setRegisterValue('P4rIngress.rounds', 0x644042F1, 14557)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xB9)], 14557)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14557)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3FB369AC), ('P4rIngress.values_v00000.hi', 0x40000000)], 14557)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x46C2C4CD), ('P4rIngress.values_v00001.hi', 0x8645FE4D)], 14557)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2C568A89), ('P4rIngress.values_v00010.hi', 0x881B9429)], 14557)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE48CDA73), ('P4rIngress.values_v00011.hi', 0xF0B3413C)], 14557)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6BB77AB5), ('P4rIngress.values_v00100.hi', 0x08AD7232)], 14557)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE32F5349), ('P4rIngress.values_v00101.hi', 0xB63F6CDC)], 14557)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5F69DA79), ('P4rIngress.values_v00110.hi', 0x4356A295)], 14557)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x62078801), ('P4rIngress.values_v00111.hi', 0xF0118E6F)], 14557)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5FC9CB6B), ('P4rIngress.values_v01000.hi', 0x4E22A0CA)], 14557)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5535B6DF), ('P4rIngress.values_v01001.hi', 0xA364A3EA)], 14557)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x52D2D11E), ('P4rIngress.values_v01010.hi', 0x45097DED)], 14557)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x60ABB929), ('P4rIngress.values_v01011.hi', 0x46E0A9CA)], 14557)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7F5FD5A7), ('P4rIngress.values_v01100.hi', 0x362FC9E8)], 14557)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAF6F9974), ('P4rIngress.values_v01101.hi', 0x64528C82)], 14557)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8CB61BEB), ('P4rIngress.values_v01110.hi', 0x4DAF52B8)], 14557)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5F7DE3FD), ('P4rIngress.values_v01111.hi', 0xA51793BB)], 14557)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4E37A39F), ('P4rIngress.values_v10000.hi', 0x7C529FFC)], 14557)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAD50B736), ('P4rIngress.values_v10001.hi', 0xA96CA655)], 14557)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x40E1F78F), ('P4rIngress.values_v10010.hi', 0x38DEA666)], 14557)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4B59838C), ('P4rIngress.values_v10011.hi', 0xCBF6C149)], 14557)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x74E35C74), ('P4rIngress.values_v10100.hi', 0x38DB1452)], 14557)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7696A9E5), ('P4rIngress.values_v10101.hi', 0xA59EB3DC)], 14557)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x43DD26DB), ('P4rIngress.values_v10110.hi', 0x94DC4136)], 14557)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1F942B71), ('P4rIngress.values_v10111.hi', 0x2996FFE6)], 14557)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x55546A6D), ('P4rIngress.values_v11000.hi', 0xCF35B4BB)], 14557)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x11E81452), ('P4rIngress.values_v11001.hi', 0x8F36E47D)], 14557)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x94853A8F), ('P4rIngress.values_v11010.hi', 0x6709AB92)], 14557)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x74697DB7), ('P4rIngress.values_v11011.hi', 0xE7E34A6B)], 14557)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xD68F54DF), ('P4rIngress.values_v11100.hi', 0xDADFBFBA)], 14557)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x853A1107), ('P4rIngress.values_v11101.hi', 0x27EC9ED0)], 14557)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x10A5C988), ('P4rIngress.values_v11110.hi', 0x54757D56)], 14557)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4F317B77), ('P4rIngress.values_v11111.hi', 0x7C433C2C)], 14557)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0111),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001487),
                gc.DataTuple('slot_count', 0x000009B6),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x223F523D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x028),
                gc.KeyTuple('src_addr', 0xFA481613),
                gc.KeyTuple('src_port', 0x9DA4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0111),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 40
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFA\x48\x16\x13\x00\x00\x00\x00\x9D\xA4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x01\x11\x00\x18\x22\x3F\x52\x3D\x04\x56\x01\x01\x64\x40\x42\xF1\x00\x40\x00\x00\xA7\x4A\x22\xAE\x40\x00\x00\x00\x67\x74\x4E\x57\xD6\xD9\x68\xAC\x81\xCE\xEC\xCB\x9C\x5B\xD0\x7D\x87\x20\xCE\x99\x3A\x54\xFC\xCF\x65\x77\x3D\x0D\x7A\xBC\xF2\x0A\x87\xE8\xE2\x79\x77\x33\x5D\xCA\x56\xD5\x8A\x9F\x5F\xD4\x61\xC7\x2B\x2D\x8C\x31\xBF\x35\x29\xCE\x41\xE1\x1B\xEB\x63\xEA\xED\x5A\x9B\x96\x26\xCE\x96\x27\x7E\xA9\x33\x58\xED\xDA\x6A\x98\xBA\x50\xB2\xA2\x93\x17\x6F\xC0\x9C\xAC\x00\xA3\x2D\x13\x63\xFF\xA1\xDB\x5E\x47\x35\xE3\x36\xDA\x93\xF3\x6B\x92\x65\xAF\x63\x2C\x36\x48\x4C\xD8\xAF\xD1\x72\x70\x70\x3B\x5F\x54\x81\x3C\x32\x43\x76\xDD\xB0\xF9\x95\x13\xBD\x69\x9B\x13\x77\xA2\xCC\x38\x4C\x52\x28\x84\xA9\xB6\x61\x2D\x29\xDB\x5D\x7C\x72\xEF\x20\x46\x31\x39\x77\xDC\x1C\x70\x92\xE4\x9D\x8D\x67\x4C\x74\x93\x76\x03\xA3\x9E\x7E\x65\xAA\xBB\x38\xAF\x80\x00\x00\x00\x55\xE3\xAE\x9C\xAD\x8D\xC3\xC0\x80\x00\x00\x00\x98\xAB\xBE\x85\xD7\x24\x6B\xEA\x36\x73\xDB\x94\x0D\xE3\xA3\xA5\x94\x15\x8A\x48\x8A\x69\x5D\x25\x56\xF8\x11\x8E\xF5\xA3\x56\x9F\x5E\xD0\x81\xBB\x7E\xCC\x45\x7A\x5E\x46\xC4\xCC\x6F\x59\x92\x86\x54\x9B\x5F\xFE\x42\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFA\x48\x16\x13\xBE\xEF\x9D\xA4\x01\x20\x00\x00\x50\x34\x02\x82\x01\x11\x00\x18\x22\x3F\x52\x3D\x04\x56\x01\x01\x64\x40\x42\xF1\x00\x40\x00\x07\xE6\xFD\x8C\x5A\x40\x00\x00\x00\x7F\xFF\xFF\xFF\xD6\xD9\x68\xAC\xAE\x25\x77\x54\x9C\x5B\xD0\x7D\x80\x00\x00\x00\x3A\x54\xFC\xCF\x7F\xFF\xFF\xFF\x7A\xBC\xF2\x0A\x80\x00\x00\x00\x77\x33\x5D\xCA\x7F\xFF\xFF\xFF\x5F\xD4\x61\xC7\x7F\xFF\xFF\xFF\xBF\x35\x29\xCE\x7F\xFF\xFF\xFF\x63\xEA\xED\x5A\xF0\xCB\xDD\xAD\x96\x27\x7E\xA9\x7F\xFF\xFF\xFF\x6A\x98\xBA\x50\x13\x4E\x4C\x40\x6F\xC0\x9C\xAC\x7F\xFF\xFF\xFF\x63\xFF\xA1\xDB\x0D\xB6\xCF\x57\x36\xDA\x93\xF3\xF8\x48\x81\x9A\x63\x2C\x36\x48\x7F\xFF\xFF\xFF\x72\x70\x70\x3B\x7F\xFF\xFF\xFF\x32\x43\x76\xDD\x80\x00\x00\x00\xBD\x69\x9B\x13\x7F\xFF\xFF\xFF\x4C\x52\x28\x84\xF5\x0F\xE4\xB9\x29\xDB\x5D\x7C\x7F\xFF\xFF\xFF\x31\x39\x77\xDC\x7F\xFF\xFF\xFF\x9D\x8D\x67\x4C\x7F\xFF\xFF\xFF\xA3\x9E\x7E\x65\xCA\x4F\x64\x20\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAD\x8D\xC3\xC0\x91\xE8\x14\x52\x98\xAB\xBE\x85\x80\x00\x00\x00\x36\x73\xDB\x94\x7F\xFF\xFF\xFF\x94\x15\x8A\x48\x80\x00\x00\x00\x56\xF8\x11\x8E\x80\x00\x00\x00\x5E\xD0\x81\xBB\x7F\xFF\xFF\xFF\x5E\x46\xC4\xCC\x7F\xFF\xFF\xFF\x54\x9B\x5F\xFE\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\xDD\x02\x09\x00\x00\xB7\xCA\xE9\x95\x64\x40\x42\xF1\x64\x40\x42\xF1\x07\xB9\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\xE6\xFD\x8C\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAE\x25\x77\x54\x80\x00\x00\x00\x80\x00\x00\x00\x2B\x08\x3E\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2D\x72\xCA\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAF\x46\xB8\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF0\xCB\xDD\xAD\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\x4E\x4C\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\xB6\xCF\x57\x7F\xFF\xFF\xFF\xF8\x48\x81\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x88\x03\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x0F\xE4\xB9\xF5\xD2\x1E\xC5\x7F\xFF\xFF\xFF\x6A\x14\x8C\x2E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCA\x4F\x64\x20\xA9\x96\xFF\xE6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x91\xE8\x14\x52\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x31\xD7\xD1\x48\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x42\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9A2FD21F), ('P4rIngress.bitmap_seq.seq', 0x92F34242)], 12310)
        self.setRegisterValue('P4rIngress.rounds', 0x92F34242, 12310)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0xED)], 12310)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12310)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x00000000), ('P4rIngress.values_v00000.hi', 0x5DF6EC86)], 12310)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x51139355), ('P4rIngress.values_v00001.hi', 0x594EABBA)], 12310)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA5EABE4D), ('P4rIngress.values_v00010.hi', 0x62F7B6E7)], 12310)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x426D7C72), ('P4rIngress.values_v00011.hi', 0x7510F5E5)], 12310)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5323B40C), ('P4rIngress.values_v00100.hi', 0x678B0EA2)], 12310)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1851BAF2), ('P4rIngress.values_v00101.hi', 0x24085BED)], 12310)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x41E29199), ('P4rIngress.values_v00110.hi', 0x4AA81C46)], 12310)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x1C8D729C), ('P4rIngress.values_v00111.hi', 0x465ECA4B)], 12310)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x724F7D7E), ('P4rIngress.values_v01000.hi', 0x802CD995)], 12310)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xAD99EFD5), ('P4rIngress.values_v01001.hi', 0x5EB915A4)], 12310)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB2E15F8E), ('P4rIngress.values_v01010.hi', 0x94FEBF8A)], 12310)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBDD297B1), ('P4rIngress.values_v01011.hi', 0x57CFB155)], 12310)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x90D3AD75), ('P4rIngress.values_v01100.hi', 0x93EB2B55)], 12310)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB1702A2E), ('P4rIngress.values_v01101.hi', 0x660B665A)], 12310)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xEB1E3E31), ('P4rIngress.values_v01110.hi', 0x4946262D)], 12310)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7F971655), ('P4rIngress.values_v01111.hi', 0x52388569)], 12310)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x52F580FD), ('P4rIngress.values_v10000.hi', 0xBD59590D)], 12310)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7780B0F5), ('P4rIngress.values_v10001.hi', 0x97DBD5BB)], 12310)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x20B6A88D), ('P4rIngress.values_v10010.hi', 0xFE7255B2)], 12310)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7AF3AD9B), ('P4rIngress.values_v10011.hi', 0x29156D5C)], 12310)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x32ABA87B), ('P4rIngress.values_v10100.hi', 0x3229F84A)], 12310)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC2FFACB4), ('P4rIngress.values_v10101.hi', 0x7C6A3AE4)], 12310)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5517C2D0), ('P4rIngress.values_v10110.hi', 0x964EB3B8)], 12310)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x787CE4EB), ('P4rIngress.values_v10111.hi', 0x4C3B2391)], 12310)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x562055F5), ('P4rIngress.values_v11000.hi', 0xE85DDF22)], 12310)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5CFCE46F), ('P4rIngress.values_v11001.hi', 0x98659CD4)], 12310)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x46BB253F), ('P4rIngress.values_v11010.hi', 0x79D53245)], 12310)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x518B21D6), ('P4rIngress.values_v11011.hi', 0xEBB0E83A)], 12310)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xDF6D97BD), ('P4rIngress.values_v11100.hi', 0xA19107D9)], 12310)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x73778943), ('P4rIngress.values_v11101.hi', 0x717D134A)], 12310)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A9889A0), ('P4rIngress.values_v11110.hi', 0x64C66E79)], 12310)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xD7323FB3), ('P4rIngress.values_v11111.hi', 0x6FD32547)], 12310)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x516D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000016F),
                gc.DataTuple('slot_count', 0x00001CAE),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90B3929F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x4CB005E1),
                gc.KeyTuple('src_port', 0x526E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x516D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x032C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\xB0\x05\xE1\x00\x00\x00\x00\x52\x6E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x51\x6D\x00\x18\x90\xB3\x92\x9F\x0E\xA7\x03\xA2\x92\xF3\x42\x42\x00\x40\x00\x00\x00\x00\x00\x00\x44\x3E\x07\x4B\x71\xBA\xF4\x38\x61\xAF\xA1\x45\x47\x7B\x22\xCF\x6B\x8B\x30\x82\x6B\x8F\xD2\x7B\x59\x1E\xF5\xB5\xCE\xE8\xC4\x03\x6F\xD6\x4F\x0D\x6C\xC3\x3A\x84\xEF\x4E\xFB\xA8\x5A\x1E\xAD\x9F\x46\xAF\x89\x71\x66\xC7\x3C\xFA\x71\x5B\xD9\x7B\x53\xCF\x4D\x4D\xFB\x64\xB3\xE6\xA4\x5B\xC2\x47\x25\x6B\x50\xAC\xFA\xE5\x39\xAB\xFD\x45\x93\xDD\x0D\xBE\x6B\xB7\x50\x9B\x79\x2D\x79\xA8\xED\xD7\x89\xAD\x6F\x95\xA9\x90\xA6\x0A\x53\xC8\xBE\x93\x6E\x96\xE6\xA2\x6B\x46\xB6\x2B\x1B\x97\x45\x65\x3C\x2B\xEF\xEB\x66\x60\xDA\xFF\xD3\x1B\xA7\x88\x7D\x28\x23\x23\xEA\x1A\x1C\x3D\x63\x9F\xDA\x79\x81\x46\xE8\xD2\xCB\x39\x9D\xB3\x58\xDD\xEE\x87\x36\xBC\xBB\xF5\x59\xDE\x5B\xAE\xA0\x8F\x23\x2C\x37\x2A\x31\x88\x61\xC9\x07\x55\x95\xA6\xAD\xAD\x4D\x0C\x11\x66\x69\x73\xB1\x9B\x65\xAA\x1F\x8A\x87\x64\xDD\x5A\x44\xFF\x6D\x3F\xB8\x74\x9D\x7C\x4E\x9C\x67\x4B\x2C\xC3\x6C\x6D\x7B\x1C\xB3\x66\x46\x24\xF8\xF8\x51\x74\xB6\xB7\xA2\x8F\x13\xD5\x79\xBC\x46\x5B\x13\x25\x51\x4A\x7A\x91\x92\xBF\x67\xE6\x6E\x49\x56\xB7\x3C\x76\x1F\x9D\x75\x88\x03\xDC\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\xB0\x05\xE1\xBE\xEF\x52\x6E\x01\x20\x00\x00\x50\x34\x02\x82\x51\x6D\x00\x18\x90\xB3\x92\x9F\x0E\xA7\x01\xA2\x92\xF3\x42\x42\x00\x40\x00\x04\x00\x00\x00\x00\x44\x3E\x07\x4B\x7F\xFF\xFF\xFF\x61\xAF\xA1\x45\xED\x65\xE1\x1C\x6B\x8B\x30\x82\x7F\xFF\xFF\xFF\x59\x1E\xF5\xB5\x22\x0C\x78\x0F\x6F\xD6\x4F\x0D\x7F\xFF\xFF\xFF\xEF\x4E\xFB\xA8\x7F\xFF\xFF\xFF\x46\xAF\x89\x71\x7F\xFF\xFF\xFF\x71\x5B\xD9\x7B\x7F\xFF\xFF\xFF\xFB\x64\xB3\xE6\x80\x00\x00\x00\x25\x6B\x50\xAC\xAD\xC6\x99\x39\xFD\x45\x93\xDD\xCB\x91\x03\x68\x50\x9B\x79\x2D\x0A\x7C\x9B\x4C\x89\xAD\x6F\x95\x80\x00\x00\x00\x53\xC8\xBE\x93\x59\xB5\x24\xD3\x6B\x46\xB6\x2B\x7F\xFF\xFF\xFF\x3C\x2B\xEF\xEB\x7F\xFF\xFF\xFF\xD3\x1B\xA7\x88\x7F\xFF\xFF\xFF\xEA\x1A\x1C\x3D\x7F\xFF\xFF\xFF\x81\x46\xE8\xD2\x46\x2D\x4B\x4E\x58\xDD\xEE\x87\x69\x68\x64\x70\x59\xDE\x5B\xAE\x80\x00\x00\x00\x37\x2A\x31\x88\x7F\xFF\xFF\xFF\x95\xA6\xAD\xAD\x7F\xFF\xFF\xFF\x69\x73\xB1\x9B\x7F\xFF\xFF\xFF\x87\x64\xDD\x5A\x7F\xFF\xFF\xFF\xB8\x74\x9D\x7C\x7F\xFF\xFF\xFF\x2C\xC3\x6C\x6D\x7F\xFF\xFF\xFF\x46\x24\xF8\xF8\x30\xE2\x4E\x74\xA2\x8F\x13\xD5\x7F\xFF\xFF\xFF\x13\x25\x51\x4A\x7F\xFF\xFF\xFF\x67\xE6\x6E\x49\x2D\xE9\x7C\x29\x1F\x9D\x75\x88\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x16\x03\x2C\x00\x00\x9B\x2F\xD2\x1F\x92\xF3\x42\x42\x92\xF3\x42\x42\x04\xED\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\x65\xE1\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x22\x0C\x78\x0F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\x57\x57\x95\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAD\xC6\x99\x39\x92\x44\x53\x67\xCB\x91\x03\x68\x7F\xFF\xFF\xFF\x0A\x7C\x9B\x4C\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x59\xB5\x24\xD3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x90\x75\x00\x95\x7F\xFF\xFF\xFF\x81\xF5\xF1\xF8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x2D\x4B\x4E\x7F\xFF\xFF\xFF\x69\x68\x64\x70\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\xD5\xE1\x32\x30\xE2\x4E\x74\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2D\xE9\x7C\x29\x7F\xFF\xFF\xFF\x03\xDC\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xECFC00F1), ('P4rIngress.bitmap_seq.seq', 0x0B79EA30)], 10565)
        self.setRegisterValue('P4rIngress.rounds', 0x0B79EA30, 10565)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0xAB)], 10565)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 10565)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4591664D), ('P4rIngress.values_v00000.hi', 0x40A6FD91)], 10565)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x73DC7159), ('P4rIngress.values_v00001.hi', 0xABC74E0F)], 10565)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCC2BDB52), ('P4rIngress.values_v00010.hi', 0x9A29B3C6)], 10565)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA59CDDCB), ('P4rIngress.values_v00011.hi', 0x5D266E09)], 10565)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x19293999), ('P4rIngress.values_v00100.hi', 0x7F4E1361)], 10565)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA2295C4B), ('P4rIngress.values_v00101.hi', 0xEF7B08D9)], 10565)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3C7E7376), ('P4rIngress.values_v00110.hi', 0x17FD0B07)], 10565)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x488285BA), ('P4rIngress.values_v00111.hi', 0x80000000)], 10565)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F22E5AD), ('P4rIngress.values_v01000.hi', 0x68340E8D)], 10565)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x718BC2B8), ('P4rIngress.values_v01001.hi', 0x3FA0CFE1)], 10565)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x68854127), ('P4rIngress.values_v01010.hi', 0x7C9B4427)], 10565)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x00000000), ('P4rIngress.values_v01011.hi', 0x7F70E0F0)], 10565)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x207C1A8D), ('P4rIngress.values_v01100.hi', 0x667FC1F7)], 10565)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4270FB9B), ('P4rIngress.values_v01101.hi', 0x0A2CDCBA)], 10565)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45B4C4B8), ('P4rIngress.values_v01110.hi', 0xDFA3ADC9)], 10565)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x283B51DA), ('P4rIngress.values_v01111.hi', 0xB4C7AC8F)], 10565)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x42798ADD), ('P4rIngress.values_v10000.hi', 0x6D95BFC4)], 10565)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x705A641B), ('P4rIngress.values_v10001.hi', 0x40A32C32)], 10565)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x22B58A88), ('P4rIngress.values_v10010.hi', 0x610DA161)], 10565)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x12BAB1E4), ('P4rIngress.values_v10011.hi', 0x96F37C63)], 10565)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x56F9B566), ('P4rIngress.values_v10100.hi', 0xD6D6A43B)], 10565)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7D6C478E), ('P4rIngress.values_v10101.hi', 0xFB9C2EB7)], 10565)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5B98BBF3), ('P4rIngress.values_v10110.hi', 0xADD9C2CD)], 10565)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6F5A69F7), ('P4rIngress.values_v10111.hi', 0x90E793CA)], 10565)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xAD9BE2DA), ('P4rIngress.values_v11000.hi', 0x7FF315F3)], 10565)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7DFE379C), ('P4rIngress.values_v11001.hi', 0x7CEC3553)], 10565)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x2C1D865D), ('P4rIngress.values_v11010.hi', 0x3B130DD3)], 10565)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x50B1DC73), ('P4rIngress.values_v11011.hi', 0x6CE124F4)], 10565)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x244D4B61), ('P4rIngress.values_v11100.hi', 0x9BC0B850)], 10565)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5DB7348C), ('P4rIngress.values_v11101.hi', 0x346D2D73)], 10565)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x17B52C56), ('P4rIngress.values_v11110.hi', 0x4589F8B2)], 10565)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x757C8B63), ('P4rIngress.values_v11111.hi', 0xBD9348C3)], 10565)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8262),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000019E),
                gc.DataTuple('slot_count', 0x00000D67),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x34F8907E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x1B67D734),
                gc.KeyTuple('src_port', 0x11E2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8262),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 14
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\x67\xD7\x34\x00\x00\x00\x00\x11\xE2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x82\x62\x00\x18\x34\xF8\x90\x7E\x07\xA7\x01\x56\x0B\x79\xEA\x30\x00\x40\x00\x00\xD4\x38\x4B\x53\x4F\x2C\x33\x90\x37\xCF\xFD\x5B\xB3\xA8\xEA\x08\x39\x70\x69\x56\xAB\x29\x46\xAA\xA4\xD6\x0D\x85\x0F\x98\x69\xA9\x69\x26\x27\xAA\x0B\x77\xF0\x1F\xD2\x1A\x12\xA1\x3B\x51\xDD\x42\x4D\xD8\xFA\x70\x7B\x39\x50\x25\x5F\xEA\x0D\xBD\x4F\x5A\x41\x86\x1E\xC6\xAE\xED\x48\xEF\x02\x6B\xFB\xEA\x9F\x90\x43\x7A\x46\x90\x7E\xFB\xA5\xD5\x6F\xBC\x3D\x45\x21\x57\xEF\x08\x0C\xB5\xC3\xE6\x7A\xEA\xBA\xBB\x83\x06\xD1\x51\xEF\x53\x4C\xA9\xF0\xE3\xB1\x5B\x6E\x75\x3F\x24\xC0\x01\xC9\xEF\x57\xF8\x65\x56\xB4\x79\x33\x5F\x4D\x35\x94\x05\x33\xD7\xD2\x44\x5E\x5A\x2C\x4B\x52\xB7\xA8\xF9\x27\x94\xC8\x4B\x23\x0D\xBF\x72\x7B\xF2\x16\xFB\xD6\x4E\x07\x75\x4A\xE2\xB5\xEB\xD7\x57\x16\x0C\x15\x78\xEF\x6C\x46\xC5\x3F\x89\x54\x3D\xB3\xF2\xAC\x65\x7B\xFE\x4E\x44\x61\x26\x9B\x57\xC8\x7E\x14\x70\x8D\xE6\x4B\xC7\xB6\xED\x72\x6B\xA6\x87\x62\x76\xC4\x9C\x65\xB4\x8D\x59\x32\xE3\x4B\x57\x2F\xC6\xBC\xA1\x4B\x0A\x76\x89\xD6\x44\x4F\x5B\xB7\x59\x82\xB1\x43\x26\x20\xA7\x71\x06\xA7\x39\x77\x37\x51\x09\x77\x2A\xDE\x2F\x44\x16\x6F\x78\x96\xD9\x5D\x69\xFA\x67\x99\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE\x0B\x5D\xB1\x3E\xC1\xB1\x97\x13\x80\xF6\x3E\x02\x5F\xC1\x86\x88\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\x67\xD7\x34\xBE\xEF\x11\xE2\x01\x20\x00\x00\x50\x34\x02\x82\x82\x62\x00\x18\x34\xF8\x90\x7E\x07\xA7\x01\x56\x0B\x79\xEA\x30\x00\x40\x00\x02\x19\xC9\xB1\xA0\x4F\x2C\x33\x90\x7F\xFF\xFF\xFF\xB3\xA8\xEA\x08\x05\x9C\x44\xA8\xAB\x29\x46\xAA\x80\x00\x00\x00\x0F\x98\x69\xA9\x7F\xFF\xFF\xFF\x0B\x77\xF0\x1F\x80\x00\x00\x00\x3B\x51\xDD\x42\x7F\xFF\xFF\xFF\x7B\x39\x50\x25\x7F\xFF\xFF\xFF\x4F\x5A\x41\x86\x7F\xFF\xFF\xFF\x48\xEF\x02\x6B\x6D\x76\x62\x48\x43\x7A\x46\x90\x7F\xFF\xFF\xFF\x6F\xBC\x3D\x45\x21\x57\xEF\x08\x0C\xB5\xC3\xE6\x7F\xFF\xFF\xFF\x83\x06\xD1\x51\x31\xC4\x48\x44\xF0\xE3\xB1\x5B\x7F\xFF\xFF\xFF\xC0\x01\xC9\xEF\x7F\xFF\xFF\xFF\xB4\x79\x33\x5F\x7F\xFF\xFF\xFF\x33\xD7\xD2\x44\x7F\xFF\xFF\xFF\x52\xB7\xA8\xF9\x4A\x4A\x52\xD3\x23\x0D\xBF\x72\x7F\xFF\xFF\xFF\xD6\x4E\x07\x75\x7F\xFF\xFF\xFF\xD7\x57\x16\x0C\x7F\xFF\xFF\xFF\x46\xC5\x3F\x89\x7F\xFF\xFF\xFF\xAC\x65\x7B\xFE\x7F\xFF\xFF\xFF\x9B\x57\xC8\x7E\xC2\x0C\x70\xC0\x4B\xC7\xB6\xED\x7F\xFF\xFF\xFF\x62\x76\xC4\x9C\x7F\xFF\xFF\xFF\x32\xE3\x4B\x57\x7F\xFF\xFF\xFF\x4B\x0A\x76\x89\xFA\x91\x9A\xBC\xB7\x59\x82\xB1\x7F\xFF\xFF\xFF\x71\x06\xA7\x39\x7F\xFF\xFF\xFF\x77\x2A\xDE\x2F\x7F\xFF\xFF\xFF\x96\xD9\x5D\x69\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x29\x45\x02\xEA\x00\x00\xED\xFC\x00\xF1\x0B\x79\xEA\x30\x0B\x79\xEA\x30\x02\xAB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x19\xC9\xB1\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\x9C\x44\xA8\x80\x00\x00\x00\x80\x00\x00\x00\x6C\xBE\xD7\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2A\xCC\xE6\x1B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCF\x5A\x41\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\x76\x62\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x21\x57\xEF\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x86\x93\x48\x31\xC4\x48\x44\xFB\x10\x8E\x15\x7F\xFF\xFF\xFF\x9F\xA5\x77\xB8\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x4A\x52\xD3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAE\x2D\xBA\x47\x7F\xFF\xFF\xFF\x42\x61\x6E\x40\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC2\x0C\x70\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\xF6\x59\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x91\x9A\xBC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFA\x67\x99\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE\x0B\x5D\xB1\x3E\xC1\xB1\x97\x13\x80\xF6\x3E\x02\x5F\xC1\x86\x88\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12\x85\x56\x51\x06\x0B\x90\x10\xFE\x2A\xAE\x49\xE5\x05\x31\x9A\x01\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x785CAD18), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 14567)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 14567)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xF7)], 14567)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 14567)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x563AE1D1), ('P4rIngress.values_v00000.hi', 0x42DF102F)], 14567)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x2D7D7D5A), ('P4rIngress.values_v00001.hi', 0x9A29FDC5)], 14567)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x80000000), ('P4rIngress.values_v00010.hi', 0xAADB6B37)], 14567)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x96AEC24F), ('P4rIngress.values_v00011.hi', 0x5D5C4259)], 14567)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5C734DCB), ('P4rIngress.values_v00100.hi', 0x4E3EC537)], 14567)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA5112872), ('P4rIngress.values_v00101.hi', 0x059513A5)], 14567)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x553040BF), ('P4rIngress.values_v00110.hi', 0x530DAA56)], 14567)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6FA158FC), ('P4rIngress.values_v00111.hi', 0xEFBC6EB2)], 14567)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x65CB1818), ('P4rIngress.values_v01000.hi', 0x45DDCD33)], 14567)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5DBEE912), ('P4rIngress.values_v01001.hi', 0x4EA223B8)], 14567)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5D97CDE2), ('P4rIngress.values_v01010.hi', 0x465679FD)], 14567)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xEEBE48B7), ('P4rIngress.values_v01011.hi', 0x74900D18)], 14567)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7CC51604), ('P4rIngress.values_v01100.hi', 0x7C56E96D)], 14567)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x3C8696DF), ('P4rIngress.values_v01101.hi', 0x6D45EA51)], 14567)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6ECB2B49), ('P4rIngress.values_v01110.hi', 0xBD62B8AB)], 14567)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9482CEFD), ('P4rIngress.values_v01111.hi', 0x758991B3)], 14567)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4A9CF6D6), ('P4rIngress.values_v10000.hi', 0x71D56733)], 14567)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x469D9BCA), ('P4rIngress.values_v10001.hi', 0xA5E8E569)], 14567)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9A437DEA), ('P4rIngress.values_v10010.hi', 0x59EAF192)], 14567)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8834A353), ('P4rIngress.values_v10011.hi', 0x49B6C8E5)], 14567)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x57698C44), ('P4rIngress.values_v10100.hi', 0x0F8EBD49)], 14567)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4DC1DE97), ('P4rIngress.values_v10101.hi', 0xA5608C47)], 14567)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x60DEADEE), ('P4rIngress.values_v10110.hi', 0x710881B1)], 14567)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9DB7B12B), ('P4rIngress.values_v10111.hi', 0x611360A5)], 14567)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5BD884C8), ('P4rIngress.values_v11000.hi', 0x3F84714A)], 14567)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6D7D26FF), ('P4rIngress.values_v11001.hi', 0xE70ABA14)], 14567)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6B72C0A7), ('P4rIngress.values_v11010.hi', 0xDED1E613)], 14567)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x238222DF), ('P4rIngress.values_v11011.hi', 0x98E0B46F)], 14567)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x21ADB9D6), ('P4rIngress.values_v11100.hi', 0x69A6B5BE)], 14567)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xCB5D64FB), ('P4rIngress.values_v11101.hi', 0x80000000)], 14567)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x00000000), ('P4rIngress.values_v11110.hi', 0x477A5575)], 14567)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6335AFEB), ('P4rIngress.values_v11111.hi', 0x6CCB90FE)], 14567)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4D50),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000523),
                gc.DataTuple('slot_count', 0x0000169C),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53C61F52),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x1BDC796B),
                gc.KeyTuple('src_port', 0xFA2B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4D50),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02BC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\xDC\x79\x6B\x00\x00\x00\x00\xFA\x2B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\x50\x00\x18\x53\xC6\x1F\x52\x13\xC4\x01\xD9\x00\x00\x00\x00\x00\x40\x00\x00\xBD\x9A\x66\xC9\x6B\x50\xF7\x6C\x7C\x0B\x59\xED\xB4\x88\x10\xAD\x16\x36\xAE\x9D\xAF\x31\x46\x76\xB9\x01\x0F\x5E\xDC\x00\xB4\xC8\x55\xF3\x56\xBC\x6D\xB4\x9A\xAE\x86\xB4\x26\xAA\xD8\xA7\x7A\xCD\x33\x63\xD7\x1A\x53\x6E\xA7\x18\x21\x33\x4E\xA0\x22\x49\x42\x76\x6C\x5F\xD6\xFF\x6D\x51\xD7\x05\x99\x0A\x09\xC2\x74\xF3\x62\x9D\x48\xFD\xD3\x39\x4E\x84\x74\x88\x56\x54\x79\xB6\x1B\xE0\xD0\x60\x69\xCF\xE3\xF5\xA6\xD6\xBC\xCF\xBE\xF5\x80\xDB\x54\x9D\xAA\xB3\x2D\xD3\x59\x5D\xE9\xA9\xC7\x86\x94\xAE\xA2\xDB\x75\xCC\x95\x56\x5F\x4E\x27\x94\x68\xB0\xC7\xB1\x4D\xDC\xA7\xFF\x8C\xCF\xE2\xD3\xDB\xC0\x14\xDA\x4B\xCE\xCD\x2A\xF6\xA6\x76\x71\x4C\x8C\xF8\x45\x6D\x2C\xAF\x76\xD7\x21\x51\x7D\x04\x5F\x50\xC7\xA5\x7F\x4D\xD1\x1F\x80\xB5\xAF\x23\xEA\xB1\x2E\x35\x1D\xE0\x59\x6E\xF0\x30\xA1\x52\xE9\xAD\xB1\x67\x0C\xFB\x38\x88\x19\x7B\x91\x81\x89\x9E\xA1\x2B\xAB\x9A\xC7\x88\x2B\xEC\x8F\x75\xEF\xF2\x4D\xB7\xF7\xA8\x44\x69\x2B\x60\x9C\x3E\xD1\x7C\xD7\x0B\x99\x7A\xB0\x45\xAE\xA6\x03\xA7\x5A\xCB\x44\x3C\x79\x9B\x33\x70\xA5\xF2\x5C\xAD\x78\xE4\x13\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\xDC\x79\x6B\xBE\xEF\xFA\x2B\x01\x20\x00\x00\x50\x34\x02\x82\x4D\x50\x00\x18\x53\xC6\x1F\x52\x13\xC4\x01\xD9\x00\x00\x00\x00\x00\x40\x00\x07\x13\xD5\x48\x9A\x6B\x50\xF7\x6C\x7F\xFF\xFF\xFF\xB4\x88\x10\xAD\x96\x36\xAE\x9D\xAF\x31\x46\x76\x80\x00\x00\x00\xDC\x00\xB4\xC8\x7F\xFF\xFF\xFF\x6D\xB4\x9A\xAE\x80\x00\x00\x00\xD8\xA7\x7A\xCD\x7F\xFF\xFF\xFF\x53\x6E\xA7\x18\x7F\xFF\xFF\xFF\x22\x49\x42\x76\x7F\xFF\xFF\xFF\x6D\x51\xD7\x05\xF6\xC8\xF2\xD4\x74\xF3\x62\x9D\x7F\xFF\xFF\xFF\x4E\x84\x74\x88\x45\x12\xC2\x6D\x1B\xE0\xD0\x60\x7F\xFF\xFF\xFF\xA6\xD6\xBC\xCF\xFB\x7C\x17\xBA\x54\x9D\xAA\xB3\x7F\xFF\xFF\xFF\xE9\xA9\xC7\x86\x80\x00\x00\x00\x75\xCC\x95\x56\x7F\xFF\xFF\xFF\x68\xB0\xC7\xB1\x7F\xFF\xFF\xFF\x8C\xCF\xE2\xD3\x80\x00\x00\x00\x4B\xCE\xCD\x2A\x80\x00\x00\x00\x4C\x8C\xF8\x45\x7F\xFF\xFF\xFF\xD7\x21\x51\x7D\x52\x21\x2F\x5E\xA5\x7F\x4D\xD1\x7F\xFF\xFF\xFF\x23\xEA\xB1\x2E\xD2\xD5\x91\x84\x6E\xF0\x30\xA1\x7F\xFF\xFF\xFF\x67\x0C\xFB\x38\xF5\x96\xA2\x90\x81\x89\x9E\xA1\x7F\xFF\xFF\xFF\x88\x2B\xEC\x8F\x7F\xFF\xFF\xFF\xB7\xF7\xA8\x44\x7F\xFF\xFF\xFF\x3E\xD1\x7C\xD7\xD6\xF6\xDF\xAB\x45\xAE\xA6\x03\xA7\x5A\xCB\x44\x3C\x79\x9B\x33\x7F\xFF\xFF\xFF\xAD\x78\xE4\x13\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\xE7\x02\xBC\x00\x00\x79\x5C\xAD\x18\x00\x00\x00\x00\x00\x00\x00\x00\x07\xF7\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x13\xD5\x48\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x96\x36\xAE\x9D\x80\x00\x00\x00\x80\x00\x00\x00\x39\x5C\xF7\x21\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xDE\x3C\x8E\x72\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x05\xB1\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\xC8\xF2\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x12\xC2\x6D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\x2D\xA6\x3C\xFB\x7C\x17\xBA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA7\x0C\x80\x31\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\xB0\x0E\xC6\x52\x21\x2F\x5E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD2\xD5\x91\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x96\xA2\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD6\xF6\xDF\xAB\xC5\xAE\xA6\x03\xA7\x5A\xCB\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\x44\x75\x11\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1ECDF0A1), ('P4rIngress.bitmap_seq.seq', 0x63A58000)], 14368)
        self.setRegisterValue('P4rIngress.rounds', 0x63A58000, 14368)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xB5)], 14368)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 14368)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5D9E8DE7), ('P4rIngress.values_v00000.hi', 0x524538F1)], 14368)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4852EE76), ('P4rIngress.values_v00001.hi', 0xB8D0EE0B)], 14368)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x54E6CCD3), ('P4rIngress.values_v00010.hi', 0x9AF1C231)], 14368)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB69D4EB9), ('P4rIngress.values_v00011.hi', 0x3B2B0B8B)], 14368)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4C5827CA), ('P4rIngress.values_v00100.hi', 0x53C70159)], 14368)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD4166047), ('P4rIngress.values_v00101.hi', 0x5374BF26)], 14368)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A7E9F55), ('P4rIngress.values_v00110.hi', 0x532F1699)], 14368)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7D57EBD1), ('P4rIngress.values_v00111.hi', 0xFACCAD6D)], 14368)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x39AB10EC), ('P4rIngress.values_v01000.hi', 0x60FD41E4)], 14368)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBC2D4DCA), ('P4rIngress.values_v01001.hi', 0x7F9FD5A5)], 14368)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1D449D32), ('P4rIngress.values_v01010.hi', 0x2D29E969)], 14368)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2EC2B99B), ('P4rIngress.values_v01011.hi', 0x5E5715B5)], 14368)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2DC577BE), ('P4rIngress.values_v01100.hi', 0xE9C71E1D)], 14368)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7E74969B), ('P4rIngress.values_v01101.hi', 0x3AF9BF00)], 14368)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4B9D4B8B), ('P4rIngress.values_v01110.hi', 0xD47779A2)], 14368)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3738A409), ('P4rIngress.values_v01111.hi', 0x60CAC718)], 14368)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x442CDAD6), ('P4rIngress.values_v10000.hi', 0xAB3E4907)], 14368)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x19870AFB), ('P4rIngress.values_v10001.hi', 0x5BF53ABD)], 14368)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x89BC312D), ('P4rIngress.values_v10010.hi', 0xAC4EA55D)], 14368)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x1C681289), ('P4rIngress.values_v10011.hi', 0xBCBFBA1F)], 14368)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x96DFD91F), ('P4rIngress.values_v10100.hi', 0x959BC91F)], 14368)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3BB3ED98), ('P4rIngress.values_v10101.hi', 0x82F685D7)], 14368)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x47B67E5F), ('P4rIngress.values_v10110.hi', 0x2EBA5459)], 14368)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2C875BAB), ('P4rIngress.values_v10111.hi', 0x763F2A09)], 14368)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x298D7FCD), ('P4rIngress.values_v11000.hi', 0x47836528)], 14368)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x76B89351), ('P4rIngress.values_v11001.hi', 0x5DB67C7B)], 14368)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA2DD2D4F), ('P4rIngress.values_v11010.hi', 0x4AA88699)], 14368)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x436271DF), ('P4rIngress.values_v11011.hi', 0x217AB876)], 14368)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3C5AC550), ('P4rIngress.values_v11100.hi', 0x8C5373E3)], 14368)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6C4B6E10), ('P4rIngress.values_v11101.hi', 0x436F69D7)], 14368)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x854AE905), ('P4rIngress.values_v11110.hi', 0x838F3DA7)], 14368)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x74D6ADE9), ('P4rIngress.values_v11111.hi', 0x55922235)], 14368)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8994),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001352),
                gc.DataTuple('slot_count', 0x00000C50),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBD051EA2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xBD142CE4),
                gc.KeyTuple('src_port', 0x126B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8994),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0262),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\x14\x2C\xE4\x00\x00\x00\x00\x12\x6B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x89\x94\x00\x18\xBD\x05\x1E\xA2\x04\xCE\x03\x5A\x63\xA5\x80\x00\x00\x40\x00\x00\xCD\xBC\xEC\x76\x63\xF7\xFA\xCB\x6F\x06\xE1\x26\x8D\x9A\xAB\x7E\xF5\xD2\xBF\xA7\xDD\x50\x87\xBD\xC5\xF6\xF8\x7B\x36\x73\x1D\xDA\x6A\xD1\xFF\xDD\x7F\x95\x57\x75\x91\x7A\x25\x54\x95\x2A\x07\xBD\x41\x9C\xB1\x9C\x56\xDB\x1A\x95\x23\xD1\xFA\xA3\x39\xC9\xED\x67\x59\x8C\xBE\xE4\x61\x7B\x3D\x84\x5B\xB6\x35\x2C\x41\xD8\xD9\x56\x7B\x2E\xCD\x0F\x6B\xAE\xCD\x35\x10\x48\xD9\x2B\x47\x12\x8D\x81\x7D\x79\x85\xDA\x0B\xBB\xA0\xC4\x0D\xF4\xB7\x35\x6C\x50\x08\xD9\x65\xB7\xCF\xC1\x91\xA5\xFD\x2F\x50\x26\x8A\xE7\x40\x8A\x6B\x70\xDF\xA8\xCB\x87\xBA\x42\x9C\x93\x71\xB1\x7B\xBE\x51\x23\xE4\x15\x84\x1E\x7E\x72\x8E\x47\x4B\x4F\x6A\xD7\x9D\x0A\x97\x0C\xC6\xEE\x2A\xB8\x52\xFB\xDE\x54\x33\xC6\x51\x06\x46\xD9\x8A\x92\x16\x84\x5E\x8E\xA7\x70\x65\xE3\x7A\x6A\x5F\xB4\x48\xAD\x40\xA8\xDB\x09\x6F\x2F\xE7\x2E\x77\x63\x32\xAC\x1F\x35\x95\x9D\x5A\xD7\x3E\x72\xA0\x49\x25\x41\x52\xAC\xC3\x0D\xCE\x36\xB7\x57\x7A\x39\xB0\xDA\x5E\xD3\x8E\x51\xBB\x8C\x6A\x17\x4A\x9C\x6C\xBB\x5A\xDB\x46\x78\xBC\x45\x6D\xED\xE9\x01\xE0\x96\x39\xE1\xA1\x95\x68\xB6\xB6\x34\xFF\xB1\xD4\xAC\x1F\x02\xF2\x33\xE9\xB2\x49\x50\x02\xF2\x64\x35\x08\x2E\x3B\x1E\xFE\xEE\x22\x41\xCE\xC3\x25\x3F\x79\x7F\xA1\x87\x04\xFA\x98\x8A\xBC\x7D\xF7\x0E\x68\xEB\x8D\x1F\x27\xD5\x83\x0E\xA6\x39\x11\x70\xF8\xAB\xD4\xE4\xC9\xAB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBD\x14\x2C\xE4\xBE\xEF\x12\x6B\x01\x20\x00\x00\x50\x34\x02\x82\x89\x94\x00\x18\xBD\x05\x1E\xA2\x04\xCE\x01\x5A\x63\xA5\x80\x00\x00\x40\x00\x1F\x2B\x5B\x7A\x5D\x63\xF7\xFA\xCB\x7F\xFF\xFF\xFF\x8D\x9A\xAB\x7E\x4A\xB9\x8C\x7A\xDD\x50\x87\xBD\x80\x00\x00\x00\x36\x73\x1D\xDA\x7F\xFF\xFF\xFF\x7F\x95\x57\x75\x80\x00\x00\x00\x95\x2A\x07\xBD\x7F\xFF\xFF\xFF\x56\xDB\x1A\x95\x7F\xFF\xFF\xFF\x39\xC9\xED\x67\x7F\xFF\xFF\xFF\x61\x7B\x3D\x84\x17\xE3\x82\xF6\x41\xD8\xD9\x56\x7F\xFF\xFF\xFF\x6B\xAE\xCD\x35\x3F\x0B\x92\xC6\x47\x12\x8D\x81\x7F\xFF\xFF\xFF\x0B\xBB\xA0\xC4\x7F\xFF\xFF\xFF\x6C\x50\x08\xD9\x7F\xFF\xFF\xFF\x91\xA5\xFD\x2F\x7F\xFF\xFF\xFF\x40\x8A\x6B\x70\x23\xD5\xA6\x5D\xBA\x42\x9C\x93\x7F\xFF\xFF\xFF\x51\x23\xE4\x15\x80\x00\x00\x00\x8E\x47\x4B\x4F\x7F\xFF\xFF\xFF\x97\x0C\xC6\xEE\xC1\x98\x2C\x1A\xDE\x54\x33\xC6\x7F\xFF\xFF\xFF\x8A\x92\x16\x84\x7F\xFF\xFF\xFF\x65\xE3\x7A\x6A\x7F\xFF\xFF\xFF\x40\xA8\xDB\x09\x7F\xFF\xFF\xFF\x77\x63\x32\xAC\x7F\xFF\xFF\xFF\x5A\xD7\x3E\x72\x80\x00\x00\x00\x52\xAC\xC3\x0D\x11\x99\x29\x36\x7A\x39\xB0\xDA\x7F\xFF\xFF\xFF\xBB\x8C\x6A\x17\x7F\xFF\xFF\xFF\x5A\xDB\x46\x78\x80\x00\x00\x00\xE9\x01\xE0\x96\x7F\xFF\xFF\xFF\x68\xB6\xB6\x34\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x38\x20\x02\x62\x00\x00\x1F\xCD\xF0\xA1\x63\xA5\x80\x00\x63\xA5\x80\x00\x1F\xB5\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x2B\x5B\x7A\x5D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4A\xB9\x8C\x7A\x80\x00\x00\x00\x80\x00\x00\x00\x71\x9E\x29\x65\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE8\x9E\xC6\xE3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x34\x96\x9A\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\xE3\x82\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3F\x0B\x92\xC6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x82\xBE\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\xD5\xA6\x5D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC1\x98\x2C\x1A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x11\x99\x29\x36\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\xB1\xD4\xAC\x1F\x02\xF2\x33\xE9\xB2\x49\x50\x02\xF2\x64\x35\x08\x2E\x3B\x1E\xFE\xEE\x22\x41\xCE\xC3\x25\x3F\x79\x7F\xA1\x87\x04\xFA\x98\x8A\xBC\x7D\xF7\x0E\x68\xEB\x8D\x1F\x27\xD5\x83\x0E\xA6\x39\x11\x70\xF8\xAB\xD4\xE4\xC9\xAB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7AF9F331), ('P4rIngress.bitmap_seq.seq', 0x50DE7DFE)], 10495)
        self.setRegisterValue('P4rIngress.rounds', 0x50DE7DFE, 10495)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0xA1)], 10495)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 10495)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x962EE260), ('P4rIngress.values_v00000.hi', 0x77525EEB)], 10495)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4A93A8A7), ('P4rIngress.values_v00001.hi', 0x8E9CC6F2)], 10495)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x266B59B1), ('P4rIngress.values_v00010.hi', 0x8E71E4A5)], 10495)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x89A8AE26), ('P4rIngress.values_v00011.hi', 0xDB9AEC16)], 10495)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x36E73ADA), ('P4rIngress.values_v00100.hi', 0x5A89771B)], 10495)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x88955634), ('P4rIngress.values_v00101.hi', 0x1B80FA77)], 10495)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x496E00AB), ('P4rIngress.values_v00110.hi', 0x79A85B47)], 10495)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x68D6E973), ('P4rIngress.values_v00111.hi', 0xE9C694E7)], 10495)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4DFD5338), ('P4rIngress.values_v01000.hi', 0x5E1BFD75)], 10495)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4D5D3654), ('P4rIngress.values_v01001.hi', 0x926C9315)], 10495)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7821BDB7), ('P4rIngress.values_v01010.hi', 0x680DDA1D)], 10495)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7B901CE3), ('P4rIngress.values_v01011.hi', 0x647938AF)], 10495)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x785B153D), ('P4rIngress.values_v01100.hi', 0x4D2F3AC1)], 10495)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xEDD357CF), ('P4rIngress.values_v01101.hi', 0xBD816E11)], 10495)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7778B6DE), ('P4rIngress.values_v01110.hi', 0x78C23822)], 10495)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5C272A89), ('P4rIngress.values_v01111.hi', 0x513619A8)], 10495)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x868B25FB), ('P4rIngress.values_v10000.hi', 0xDFF2B4A6)], 10495)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5A9A65DF), ('P4rIngress.values_v10001.hi', 0x35E0EEEA)], 10495)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7498B0B1), ('P4rIngress.values_v10010.hi', 0x638BCF0B)], 10495)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x439CA11D), ('P4rIngress.values_v10011.hi', 0x37821D5B)], 10495)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0x6547EFB4)], 10495)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x234C195B), ('P4rIngress.values_v10101.hi', 0x3F1FE395)], 10495)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2A225E9A), ('P4rIngress.values_v10110.hi', 0x92B05EF8)], 10495)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC620AF8B), ('P4rIngress.values_v10111.hi', 0xD44E19C7)], 10495)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xEDA18099), ('P4rIngress.values_v11000.hi', 0xBD637AE6)], 10495)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5AE27BD5), ('P4rIngress.values_v11001.hi', 0xDD4C00E3)], 10495)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xABA967B9), ('P4rIngress.values_v11010.hi', 0xCC1B3271)], 10495)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x90734B1F), ('P4rIngress.values_v11011.hi', 0x63C9A976)], 10495)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8DFAB30C), ('P4rIngress.values_v11100.hi', 0xE85840E5)], 10495)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x0063DF3D), ('P4rIngress.values_v11101.hi', 0xF367FAF9)], 10495)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC66626D2), ('P4rIngress.values_v11110.hi', 0x49ABF87D)], 10495)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA0CAE451), ('P4rIngress.values_v11111.hi', 0x9A597A2C)], 10495)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7C1C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000087),
                gc.DataTuple('slot_count', 0x00000ED7),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2FC20CB3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xADBA343A),
                gc.KeyTuple('src_port', 0x15DD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7C1C),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00DE),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\xBA\x34\x3A\x00\x00\x00\x00\x15\xDD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7C\x1C\x00\x18\x2F\xC2\x0C\xB3\x08\x78\x03\x7A\x50\xDE\x7D\xFE\x00\x40\x00\x00\xF2\xE1\xC6\x56\x73\xB8\x32\x51\x66\x9B\x7C\x86\xDA\x66\x6F\x0A\x41\x4A\x53\xBF\xDC\xE3\xD4\x65\xB5\x3F\x5F\x76\xC2\x6B\xC6\xE2\x60\x2B\x9A\xA8\x25\xAC\x9C\x3E\xB9\xB6\x94\x64\x87\x73\x66\xDC\x70\xE2\x97\x44\x59\x2E\xD3\x10\x18\x54\x83\x79\xF4\x58\x7C\x49\x55\xDB\x31\xBB\x4A\x47\xD1\x4D\xE3\x2D\x27\xC9\xCD\x4E\xAE\x17\x71\xAF\xB1\xB5\x35\x96\x8B\x2C\xC3\xB5\x00\x9F\x4F\xF9\xB1\x55\x40\xBA\xD3\x85\x5C\xCB\x94\xD5\x44\x3A\x74\xAD\x87\x89\x47\xD3\x48\x41\xBB\x53\x64\xBB\x40\xEF\x55\x8D\x3B\xF5\x0D\x80\x59\x7B\xB3\x31\x27\xD3\x28\x31\x66\x20\x70\x98\x1B\x57\xD5\x6D\x74\x13\x53\x8D\xB8\x87\x63\xAC\x57\x8A\x4F\x8B\x61\x69\xBB\xED\x1D\x33\x00\x00\x00\x00\x4D\x1B\xE9\x2E\x73\xD4\x27\xD3\x4D\xDD\xF8\x8F\x78\xC9\xD8\xCA\xB7\x30\x3B\xDA\x86\xF9\x5A\x55\x96\x9E\xF2\xE7\x4D\x0F\x3E\x99\xB5\xCE\xB0\x46\x9A\xE7\x7A\xC3\x9D\x41\x9F\xD9\xC1\x07\x29\x8B\x99\x19\xDC\x9B\x8A\xBA\xB9\x73\x56\x77\xB2\xC2\xD0\x7A\x95\x1F\x65\x55\x0D\xF9\x3D\xAC\x6A\x89\x99\x3F\x1A\xB9\xA2\xDA\x27\x8A\x4E\xBC\x6B\x23\xB5\x26\xDC\x6F\x87\x58\x5A\xFD\x9B\x7F\xEE\x10\xCC\x9A\x7A\x8C\xE3\x33\x2F\xAE\xDD\x49\x03\x80\xB0\x08\x46\x68\x7E\x93\x8F\x5A\xBF\xD3\x43\x3A\x0E\xDD\x68\x30\xFC\x3D\xCD\x57\x6A\xD8\x6E\xC0\x35\xCE\x00\xD8\xF5\xEE\x39\xD1\x27\x1A\x6E\x3A\x67\x7D\x7A\x97\x73\x64\xD9\x5C\xF2\x5F\x95\x02\x8E\xF4\x41\x20\xB8\xEB\xA1\x7E\xFB\x7D\x3A\x75\xDF\x00\x9E\xBA\xC7\x06\xAC\x55\xAD\x9F\x86\x8A\xC1\x69\x79\x25\x2A\x13\xA8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAD\xBA\x34\x3A\xBE\xEF\x15\xDD\x01\x20\x00\x00\x50\x34\x02\x82\x7C\x1C\x00\x18\x2F\xC2\x0C\xB3\x08\x78\x01\x7A\x50\xDE\x7D\xFE\x00\x40\x00\x08\x89\x10\xA8\xB6\x73\xB8\x32\x51\x7F\xFF\xFF\xFF\xDA\x66\x6F\x0A\x67\xB5\xAD\x70\xDC\xE3\xD4\x65\x80\x00\x00\x00\xC2\x6B\xC6\xE2\x7F\xFF\xFF\xFF\x25\xAC\x9C\x3E\x80\x00\x00\x00\x87\x73\x66\xDC\x7F\xFF\xFF\xFF\x59\x2E\xD3\x10\x7F\xFF\xFF\xFF\xF4\x58\x7C\x49\x7F\xFF\xFF\xFF\x4A\x47\xD1\x4D\x30\x8A\x5E\x1D\xCD\x4E\xAE\x17\x7F\xFF\xFF\xFF\x35\x96\x8B\x2C\x3F\x45\x1D\x82\x4F\xF9\xB1\x55\x7F\xFF\xFF\xFF\x5C\xCB\x94\xD5\x32\x0D\xCC\x7C\x87\x89\x47\xD3\x7F\xFF\xFF\xFF\x64\xBB\x40\xEF\x7F\xFF\xFF\xFF\x0D\x80\x59\x7B\x80\x00\x00\x00\x28\x31\x66\x20\x7F\xFF\xFF\xFF\xD5\x6D\x74\x13\x7F\xFF\xFF\xFF\x63\xAC\x57\x8A\x7F\xFF\xFF\xFF\xBB\xED\x1D\x33\x00\x00\x00\x00\x4D\x1B\xE9\x2E\x7F\xFF\xFF\xFF\x4D\xDD\xF8\x8F\x7F\xFF\xFF\xFF\xB7\x30\x3B\xDA\x80\x00\x00\x00\x96\x9E\xF2\xE7\x3A\xB0\xBF\x32\xB5\xCE\xB0\x46\xF5\xC9\xF6\x98\x9D\x41\x9F\xD9\x80\x00\x00\x00\x99\x19\xDC\x9B\x80\x00\x00\x00\x56\x77\xB2\xC2\x80\x00\x00\x00\x65\x55\x0D\xF9\x3E\x10\x49\xC6\x99\x3F\x1A\xB9\x80\x00\x00\x00\x4E\xBC\x6B\x23\x80\x00\x00\x00\x87\x58\x5A\xFD\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x28\xFF\x00\xDE\x00\x00\x7B\xF9\xF3\x31\x50\xDE\x7D\xFE\x50\xDE\x7D\xFE\x08\xA1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x89\x10\xA8\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x67\xB5\xAD\x70\x80\x00\x00\x00\x80\x00\x00\x00\x9E\x06\xB2\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA2\xF4\x61\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\x1F\x11\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x30\x8A\x5E\x1D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3F\x45\x1D\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x32\x0D\xCC\x7C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5E\xB6\x73\x23\x80\x00\x00\x00\x08\x24\x1A\xC6\x7F\xFF\xFF\xFF\x0B\x4E\x62\xFD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x6F\x3A\x8E\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x3A\xB0\xBF\x32\x80\x00\x00\x00\xF5\xC9\xF6\x98\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4D\xAD\x4E\xDE\x3E\x10\x49\xC6\x8C\xA7\x15\xB2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x9B\x7F\xEE\x10\xCC\x9A\x7A\x8C\xE3\x33\x2F\xAE\xDD\x49\x03\x80\xB0\x08\x46\x68\x7E\x93\x8F\x5A\xBF\xD3\x43\x3A\x0E\xDD\x68\x30\xFC\x3D\xCD\x57\x6A\xD8\x6E\xC0\x35\xCE\x00\xD8\xF5\xEE\x39\xD1\x27\x1A\x6E\x3A\x67\x7D\x7A\x97\x73\x64\xD9\x5C\xF2\x5F\x95\x02\x8E\xF4\x41\x20\xB8\xEB\xA1\x7E\xFB\x7D\x3A\x75\xDF\x00\x9E\xBA\xC7\x06\xAC\x55\xAD\x9F\x86\x8A\xC1\x69\x79\x25\x2A\x13\xA8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1600CE4E), ('P4rIngress.bitmap_seq.seq', 0xB2025DCF)], 12395)
        self.setRegisterValue('P4rIngress.rounds', 0xB2025DCF, 12395)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xBE)], 12395)
        self.setRegisterValue('P4rIngress.set_flags', 0x07, 12395)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3DDB96DD), ('P4rIngress.values_v00000.hi', 0x6BCA9CA0)], 12395)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x27AB571D), ('P4rIngress.values_v00001.hi', 0x2F4AA7F9)], 12395)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA69B2496), ('P4rIngress.values_v00010.hi', 0x1DB1F3C3)], 12395)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x41317EDE), ('P4rIngress.values_v00011.hi', 0x337C48E3)], 12395)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x8E6960E9), ('P4rIngress.values_v00100.hi', 0x72EC2993)], 12395)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4A7C7131), ('P4rIngress.values_v00101.hi', 0xB9EEFD4B)], 12395)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x74412679), ('P4rIngress.values_v00110.hi', 0x63CB7A97)], 12395)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6D61392C), ('P4rIngress.values_v00111.hi', 0x775D3D9D)], 12395)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x75D7776F), ('P4rIngress.values_v01000.hi', 0x8DF9CBDD)], 12395)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xBCCFF9AB), ('P4rIngress.values_v01001.hi', 0x7B14575B)], 12395)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x055D2B4C), ('P4rIngress.values_v01010.hi', 0xC9BA57E7)], 12395)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x28D1828F), ('P4rIngress.values_v01011.hi', 0x5867E3AF)], 12395)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2E4C51C5), ('P4rIngress.values_v01100.hi', 0xBDB0D91F)], 12395)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x44631FBF), ('P4rIngress.values_v01101.hi', 0xA4510A2B)], 12395)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x626676E7), ('P4rIngress.values_v01110.hi', 0x7F63BE5E)], 12395)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6F3AAC71), ('P4rIngress.values_v01111.hi', 0xA9E8C97D)], 12395)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x53359E00), ('P4rIngress.values_v10000.hi', 0xE5E18761)], 12395)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x82FE754D), ('P4rIngress.values_v10001.hi', 0x5D578115)], 12395)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2E8B7BEA), ('P4rIngress.values_v10010.hi', 0x4AE71B9A)], 12395)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA1E08D92), ('P4rIngress.values_v10011.hi', 0xAE5496A2)], 12395)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB6B55472), ('P4rIngress.values_v10100.hi', 0xDE90A20B)], 12395)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA5FF93CB), ('P4rIngress.values_v10101.hi', 0x552C4E44)], 12395)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x363AA052), ('P4rIngress.values_v10110.hi', 0x7DD311AC)], 12395)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9DB4A94C), ('P4rIngress.values_v10111.hi', 0x424B787B)], 12395)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA50979AF), ('P4rIngress.values_v11000.hi', 0x7419197F)], 12395)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xC76A338E), ('P4rIngress.values_v11001.hi', 0x44B2EE0B)], 12395)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x96C2A6FA), ('P4rIngress.values_v11010.hi', 0x3D5EE3FB)], 12395)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x597881D9), ('P4rIngress.values_v11011.hi', 0xBEC3DF2A)], 12395)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xEC1E5BB7), ('P4rIngress.values_v11100.hi', 0x691C5DD3)], 12395)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x95A5722C), ('P4rIngress.values_v11101.hi', 0x06FA1CA4)], 12395)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2B6F9CF7), ('P4rIngress.values_v11110.hi', 0x626CBD2E)], 12395)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x75C38C2C), ('P4rIngress.values_v11111.hi', 0x79993D2C)], 12395)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6ADD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x19CF908D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x8C43A028),
                gc.KeyTuple('src_port', 0x5A7A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6ADD),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 38
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8C\x43\xA0\x28\x00\x00\x00\x00\x5A\x7A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6A\xDD\x00\x18\x19\xCF\x90\x8D\x10\x6B\x03\x57\xB2\x02\x5D\xCF\x00\x40\x00\x00\x15\xAC\x56\xFC\x7A\x1F\x5B\x7F\x6A\x11\x52\xAC\x68\x31\x6D\x49\x77\x93\x37\xB1\x6E\xB0\xF0\xA9\x58\x82\xDB\x36\x53\x05\x8E\x66\xFF\x93\x5B\x14\x41\x69\xC9\x45\x6E\x57\xC5\x0F\x31\xAB\x6C\xB7\x17\x94\xF9\x93\x2C\xBE\xF8\xD7\x6F\x28\x37\x22\x39\xF6\xB0\xEB\x35\x03\x2D\x66\xC6\x34\x73\x95\xB4\x54\xAA\xBD\x61\xFA\xA7\xDE\x45\x5E\x6E\x15\x5B\x9D\xB0\x6D\x4E\x79\x44\xC3\x66\x9D\x79\xB1\x27\x55\x5C\xAF\xB1\x22\x59\x69\x57\xA3\x7E\x5A\xFC\xBF\x90\xFE\x7B\x6A\xB3\xDA\x05\xAA\x16\x46\x14\xBA\xFA\xE9\xA0\x3D\x18\x89\x75\x4C\xCA\x66\x84\x79\x6D\x59\xF0\x6D\x0F\xB3\x35\xF3\x46\x5D\x60\x78\xA7\x0D\x6A\x6B\x6A\xBA\xDA\x39\xEC\xF7\xD7\xB2\x6C\xAF\x92\xB3\x10\xAE\x47\x92\x9E\x3B\xAB\xB4\x5A\x71\x45\x13\x35\x93\xB2\x25\x81\xDB\x03\x9E\x2E\xC6\x1D\x87\x2B\x5E\x65\x67\x20\x04\xBF\xEC\x85\xA2\x54\x15\x6D\x60\x98\x82\xA6\x14\x44\xB6\x8E\x38\x00\x00\x00\x00\x57\x8E\x80\xDB\x5A\x59\xD8\x4F\xBB\xA0\x03\x6A\xDD\x6E\x61\x5D\x2D\x06\xED\x71\x97\x75\x24\x23\xFE\xD1\xDD\x67\x91\xB4\x2D\x55\x7C\x2C\xA6\x84\x51\x65\xCE\xED\x43\xA4\x49\x98\x46\x1F\x7F\x12\x0F\x4C\xE6\x69\x17\x7D\x2D\xFB\xFD\xFB\x4F\xAE\xF8\x82\x8C\x52\x66\x01\xF9\x82\x8E\x1B\x52\xFC\xCA\xC5\xFE\x48\x6B\xE6\xD5\xB3\x93\x99\x10\x92\x0E\x05\x05\x87\xE5\xCE\x32\xE3\x2F\xFB\x11\xDC\x59\xCA\x40\xE4\xDC\xF4\xDC\x04\x1C\xBA\xD2\x72\x30\x3E\x81\xF2\x8C\x78\x90\x07\xC8\x1E\x7E\x28\x98\x85\x17\xB9\x88\x23\x83\x86\x1E\x4D\x97\xDD\xE1\xEA\x9D\x33\x70\xF7\xFF\x7A\x8A\xE3\xEA\xBD\x79\x62\xDC\x2D\x12\x7F\xF1\x72\xD5\x43\xFE\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8C\x43\xA0\x28\xBE\xEF\x5A\x7A\x01\x20\x00\x00\x50\x34\x02\x82\x6A\xDD\x00\x18\x19\xCF\x90\x8D\x10\x6B\x01\x57\xB2\x02\x5D\xCF\x00\x40\x00\x20\x53\x87\xED\xD9\x7A\x1F\x5B\x7F\x7F\xFF\xFF\xFF\x68\x31\x6D\x49\x1E\x2E\x5C\x47\x6E\xB0\xF0\xA9\x7F\xFF\xFF\xFF\x53\x05\x8E\x66\x8D\xFC\xBB\xFD\x41\x69\xC9\x45\x7F\xFF\xFF\xFF\x31\xAB\x6C\xB7\x7F\xFF\xFF\xFF\x2C\xBE\xF8\xD7\x7F\xFF\xFF\xFF\x39\xF6\xB0\xEB\x7F\xFF\xFF\xFF\xC6\x34\x73\x95\x80\x00\x00\x00\x61\xFA\xA7\xDE\x4A\xBB\x99\x61\x5B\x9D\xB0\x6D\x77\x4A\xC7\x52\x66\x9D\x79\xB1\x55\xA1\xAE\x74\xB1\x22\x59\x69\x7F\xFF\xFF\xFF\xFC\xBF\x90\xFE\x7F\xFF\xFF\xFF\x05\xAA\x16\x46\x7F\xFF\xFF\xFF\xA0\x3D\x18\x89\x7F\xFF\xFF\xFF\x84\x79\x6D\x59\x80\x00\x00\x00\x35\xF3\x46\x5D\x7F\xFF\xFF\xFF\x6A\x6B\x6A\xBA\x80\x00\x00\x00\xD7\xB2\x6C\xAF\x80\x00\x00\x00\x47\x92\x9E\x3B\x80\x00\x00\x00\x45\x13\x35\x93\xE8\x60\x22\x2D\x03\x9E\x2E\xC6\xBB\x3B\xD4\xAA\x65\x67\x20\x04\x80\x00\x00\x00\x54\x15\x6D\x60\x80\x00\x00\x00\x44\xB6\x8E\x38\x96\xC2\xA6\xFA\x57\x8E\x80\xDB\x7F\xFF\xFF\xFF\xBB\xA0\x03\x6A\xC9\x8C\xBD\x14\x2D\x06\xED\x71\x80\x00\x00\x00\xFE\xD1\xDD\x67\xBD\x23\xCA\x4C\x7C\x2C\xA6\x84\x7F\xFF\xFF\xFF\x43\xA4\x49\x98\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x30\x6B\x03\xB1\x00\x00\x17\x00\xCE\x4E\xB2\x02\x5D\xCF\xB2\x02\x5D\xCF\x20\xBE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x53\x87\xED\xD9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1E\x2E\x5C\x47\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\xFC\xBB\xFD\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEB\x9A\x6A\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4A\xBB\x99\x61\x25\x58\x08\x54\x77\x4A\xC7\x52\x7F\xFF\xFF\xFF\x55\xA1\xAE\x74\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA1\x10\x9B\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x86\x07\x03\x51\x80\x00\x00\x00\x26\x23\x40\x46\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE8\x60\x22\x2D\x7F\xFF\xFF\xFF\xBB\x3B\xD4\xAA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x96\xC2\xA6\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC9\x8C\xBD\x14\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\xCB\xFA\x0B\xBD\x23\xCA\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x46\x1F\x7F\x12\x0F\x4C\xE6\x69\x17\x7D\x2D\xFB\xFD\xFB\x4F\xAE\xF8\x82\x8C\x52\x66\x01\xF9\x82\x8E\x1B\x52\xFC\xCA\xC5\xFE\x48\x6B\xE6\xD5\xB3\x93\x99\x10\x92\x0E\x05\x05\x87\xE5\xCE\x32\xE3\x2F\xFB\x11\xDC\x59\xCA\x40\xE4\xDC\xF4\xDC\x04\x1C\xBA\xD2\x72\x30\x3E\x81\xF2\x8C\x78\x90\x07\xC8\x1E\x7E\x28\x98\x85\x17\xB9\x88\x23\x83\x86\x1E\x4D\x97\xDD\xE1\xEA\x9D\x33\x70\xF7\xFF\x7A\x8A\xE3\xEA\xBD\x79\x62\xDC\x2D\x12\x7F\xF1\x72\xD5\x43\xFE\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x724E0C28), ('P4rIngress.bitmap_seq.seq', 0xB63F5319)], 8366)
        self.setRegisterValue('P4rIngress.rounds', 0xB63F5319, 8366)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xA6)], 8366)
        self.setRegisterValue('P4rIngress.set_flags', 0x05, 8366)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3F2B3E47), ('P4rIngress.values_v00000.hi', 0x32B69A1D)], 8366)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7F528D82), ('P4rIngress.values_v00001.hi', 0xA15205A3)], 8366)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD662AF8B), ('P4rIngress.values_v00010.hi', 0x9D5D5697)], 8366)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x8C460AB3), ('P4rIngress.values_v00011.hi', 0x3DEDDE5D)], 8366)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x31A89AC3), ('P4rIngress.values_v00100.hi', 0x1E298EC1)], 8366)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCF31E5F0), ('P4rIngress.values_v00101.hi', 0xCEBBC5E6)], 8366)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6A0B8D2B), ('P4rIngress.values_v00110.hi', 0x4E9B8CD3)], 8366)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x519626CF), ('P4rIngress.values_v00111.hi', 0x5F547AD9)], 8366)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5A33C856), ('P4rIngress.values_v01000.hi', 0x63A5B357)], 8366)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xAA6B9BA3), ('P4rIngress.values_v01001.hi', 0x4123AE13)], 8366)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x24A8AB7D), ('P4rIngress.values_v01010.hi', 0x62484BAC)], 8366)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xF099F55A), ('P4rIngress.values_v01011.hi', 0x6B23A6A1)], 8366)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x65EC88F7), ('P4rIngress.values_v01100.hi', 0xFFDA3953)], 8366)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x29664DA6), ('P4rIngress.values_v01101.hi', 0x4F6E823B)], 8366)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7DF82D6F), ('P4rIngress.values_v01110.hi', 0x81DAEA42)], 8366)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA0484E6B), ('P4rIngress.values_v01111.hi', 0x4E2E6849)], 8366)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x56F53C92), ('P4rIngress.values_v10000.hi', 0x3691ED27)], 8366)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x442CC517), ('P4rIngress.values_v10001.hi', 0xB30B5481)], 8366)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xF6D723B9), ('P4rIngress.values_v10010.hi', 0x373A8D57)], 8366)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x61AE907F), ('P4rIngress.values_v10011.hi', 0xCFACD2D3)], 8366)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x37E0E2DB), ('P4rIngress.values_v10100.hi', 0xBA8ADF24)], 8366)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9E36F584), ('P4rIngress.values_v10101.hi', 0x954F074F)], 8366)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xA7BDB83A), ('P4rIngress.values_v10110.hi', 0xC9BBBE8F)], 8366)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x59E78B17), ('P4rIngress.values_v10111.hi', 0xC01185A4)], 8366)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x335B55B8), ('P4rIngress.values_v11000.hi', 0x4C7F3F44)], 8366)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA16CEC84), ('P4rIngress.values_v11001.hi', 0x895F43AB)], 8366)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1FE3C94A), ('P4rIngress.values_v11010.hi', 0x44DB718E)], 8366)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7647A788), ('P4rIngress.values_v11011.hi', 0xB5C61196)], 8366)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x193C7071), ('P4rIngress.values_v11100.hi', 0xAAA8B2AB)], 8366)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7CCA202B), ('P4rIngress.values_v11101.hi', 0x0A61AF5F)], 8366)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x75D89F82), ('P4rIngress.values_v11110.hi', 0xE0C78D2B)], 8366)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x544754C5), ('P4rIngress.values_v11111.hi', 0x0468D2E0)], 8366)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF999),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000093),
                gc.DataTuple('slot_count', 0x00000567),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x70282CE6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xDDE6C624),
                gc.KeyTuple('src_port', 0x617B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF999),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01EF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDD\xE6\xC6\x24\x00\x00\x00\x00\x61\x7B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF9\x99\x00\x18\x70\x28\x2C\xE6\x00\x1B\x01\x99\xB6\x3F\x53\x19\x00\x40\x00\x00\x27\xDF\x07\x5B\x56\xDC\xCA\xC9\x10\x9B\x5D\x16\x96\xF9\xEC\x97\x3E\xBC\x68\x8B\xBF\x4C\xD7\x63\x9D\xFC\xB3\x17\xC7\xB1\x2B\xB3\x7D\x9F\xBB\xBA\x76\xC2\x33\x1B\xAB\xB9\x95\x73\xB6\x79\x4C\xC3\x28\xCA\xA6\xB7\x6A\x2A\x41\xCA\x64\x63\x66\x4E\xF5\x4E\x8D\x3F\x42\x36\xDC\xD9\x61\x52\xBE\xD1\x27\xB8\x53\xEF\x52\x1D\x2F\x7D\x75\x6E\x32\x05\x4A\x33\xDF\x17\xB5\x79\x98\x7A\x59\xB6\xD6\x4A\x24\x9D\xAB\x0B\x9E\x1B\x18\xDB\xA0\xA0\x18\xB5\x61\x63\xE5\xF3\x55\x98\x97\x81\x33\x92\x3B\xAE\xBF\xCB\xBC\xB1\x47\x6F\xED\x43\x6E\xA3\x67\xC8\x77\x35\x73\x4A\x64\x1C\x6A\xAD\x96\x69\x3C\x91\x52\xB3\x36\x9E\x5F\x91\xF4\x53\xBD\x9A\x2F\xC5\xAE\xC1\x95\xC4\x52\x05\x8B\x4B\xAA\xA6\xB4\x74\xCF\x16\xA0\x91\xB2\xE3\x8B\x53\x9E\x9E\xED\xC9\x94\x26\x93\x2E\x3B\x09\xF2\x7D\xF9\x51\x7C\x69\x9A\xA6\x54\x98\x4F\x9C\x79\xC7\x89\xD8\x2E\xAE\x82\xE8\x14\x99\x7D\xF0\x6E\x73\x40\x4E\x16\x3A\x42\xD6\xAA\x35\xAD\xD3\x92\xDF\xD7\x52\x99\x13\xBD\x2A\xFC\xF9\x96\xE4\x7A\x9D\x2B\xF8\xB6\x50\x66\xAD\xDE\xA7\x50\x51\xDA\xF3\x50\xCD\xB1\xB1\xF1\x33\xF0\x5F\x57\x5C\xCE\xAA\x5A\x36\x31\xC8\x4C\x53\xC4\x6A\xBA\x93\x9D\x99\xE7\x7B\xA8\x19\xC1\x82\xBB\xF4\x87\x64\x0E\x3E\x76\x4B\x26\x4B\x22\xA0\x85\xAB\x27\x17\xBC\x68\x0B\x35\x6B\x2F\x04\x1B\xFF\x6A\x7F\x8B\x44\x51\x09\x88\x93\xCC\xE0\xE1\x6F\x8D\x42\x18\xA6\xEA\xDF\x26\x61\x8E\xBF\x4D\xC3\x46\xE6\xFF\x63\x1D\x35\x18\x98\xAD\xFD\x14\x68\x0F\xF3\x67\x28\xB6\x7D\xAC\x2C\x94\x51\x64\xD3\xC6\x37\xFE\xD0\x4C\x1E\x65\x1D\xA5\x70\x3C\xAD\x51\x18\x97\x95\xB2\xB1\x80\xB6\x80\x46\xF7\xE5\x36\x84\xBA\xB2\xF3\x66\xEF\xA0\x41\x47\x3D\xB0\xB1\x60\x45\x46\xD3\x4D\xCC\x50\x76\x1B\x12\x0D\x9F\xA9\xE2\xE4\x86\x03\xD8\x50\x1A\x6B\xB7\x0B\xEB\xDE\x44\xE2\x0D\xFB\x04\xF2\x14\x36\xFB\xFC\xE5\x40\xF9\x6A\xB5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDD\xE6\xC6\x24\xBE\xEF\x61\x7B\x01\x20\x00\x00\x50\x34\x02\x82\xF9\x99\x00\x18\x70\x28\x2C\xE6\x00\x1B\x01\x99\xB6\x3F\x53\x19\x00\x40\x00\x07\x67\x0A\x45\xA2\x56\xDC\xCA\xC9\x7F\xFF\xFF\xFF\x96\xF9\xEC\x97\x15\x1F\x18\x16\xBF\x4C\xD7\x63\x80\x00\x00\x00\xC7\xB1\x2B\xB3\x7F\xFF\xFF\xFF\x76\xC2\x33\x1B\x80\x00\x00\x00\xB6\x79\x4C\xC3\x7F\xFF\xFF\xFF\x6A\x2A\x41\xCA\x7F\xFF\xFF\xFF\xF5\x4E\x8D\x3F\x7F\xFF\xFF\xFF\x61\x52\xBE\xD1\xD2\x23\xEF\x92\x52\x1D\x2F\x7D\x7F\xFF\xFF\xFF\x4A\x33\xDF\x17\xA6\x13\x8D\xD4\x59\xB6\xD6\x4A\x7F\xFF\xFF\xFF\x9E\x1B\x18\xDB\xCA\x06\x66\x5B\x61\x63\xE5\xF3\x7F\xFF\xFF\xFF\x33\x92\x3B\xAE\x80\x00\x00\x00\x47\x6F\xED\x43\x7F\xFF\xFF\xFF\x77\x35\x73\x4A\x7F\xFF\xFF\xFF\x96\x69\x3C\x91\x49\x8A\x5A\x57\x5F\x91\xF4\x53\x1F\x48\xC0\x44\xAE\xC1\x95\xC4\x7F\xFF\xFF\xFF\xAA\xA6\xB4\x74\x80\x00\x00\x00\xB2\xE3\x8B\x53\x80\x00\x00\x00\x94\x26\x93\x2E\x7F\xFF\xFF\xFF\xF9\x51\x7C\x69\xCE\x01\xAA\x50\x4F\x9C\x79\xC7\x80\x00\x00\x00\x82\xE8\x14\x99\x7F\xFF\xFF\xFF\x40\x4E\x16\x3A\x7F\xFF\xFF\xFF\xAD\xD3\x92\xDF\xF0\x8F\x09\x84\xBD\x2A\xFC\xF9\x13\xAE\x9A\xC8\x2B\xF8\xB6\x50\x7F\xFF\xFF\xFF\x50\x51\xDA\xF3\x7F\xFF\xFF\xFF\xF1\x33\xF0\x5F\x0F\x00\x00\x00\x00\x44\x00\x00\x00\x00\x20\xAE\x01\xEF\x00\x00\x73\x4E\x0C\x28\xB6\x3F\x53\x19\xB6\x3F\x53\x19\x07\xA6\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x67\x0A\x45\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x15\x1F\x18\x16\x80\x00\x00\x00\x80\x00\x00\x00\x05\x9F\x0A\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x85\x35\x12\xA9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\xA3\x08\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD2\x23\xEF\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA6\x13\x8D\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\xF5\x52\x2E\xCA\x06\x66\x5B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB5\x6D\x25\xF0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x49\x8A\x5A\x57\x7F\xFF\xFF\xFF\x1F\x48\xC0\x44\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB9\x63\x02\x0D\xCE\x01\xAA\x50\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF0\x8F\x09\x84\x80\x00\x00\x00\x13\xAE\x9A\xC8\x36\x5A\x65\xAF\x7F\xFF\xFF\xFF\x31\x19\x68\x1E\x7F\xFF\xFF\xFF\xF5\x9C\xC3\x3F\x57\x5C\xCE\xAA\x5A\x36\x31\xC8\x4C\x53\xC4\x6A\xBA\x93\x9D\x99\xE7\x7B\xA8\x19\xC1\x82\xBB\xF4\x87\x64\x0E\x3E\x76\x4B\x26\x4B\x22\xA0\x85\xAB\x27\x17\xBC\x68\x0B\x35\x6B\x2F\x04\x1B\xFF\x6A\x7F\x8B\x44\x51\x09\x88\x93\xCC\xE0\xE1\x6F\x8D\x42\x18\xA6\xEA\xDF\x26\x61\x8E\xBF\x4D\xC3\x46\xE6\xFF\x63\x1D\x35\x18\x98\xAD\xFD\x14\x68\x0F\xF3\x67\x28\xB6\x7D\xAC\x2C\x94\x51\x64\xD3\xC6\x37\xFE\xD0\x4C\x1E\x65\x1D\xA5\x70\x3C\xAD\x51\x18\x97\x95\xB2\xB1\x80\xB6\x80\x46\xF7\xE5\x36\x84\xBA\xB2\xF3\x66\xEF\xA0\x41\x47\x3D\xB0\xB1\x60\x45\x46\xD3\x4D\xCC\x50\x76\x1B\x12\x0D\x9F\xA9\xE2\xE4\x86\x03\xD8\x50\x1A\x6B\xB7\x0B\xEB\xDE\x44\xE2\x0D\xFB\x04\xF2\x14\x36\xFB\xFC\xE5\x40\xF9\x6A\xB5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(192, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

