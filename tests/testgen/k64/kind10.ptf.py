# PTF test for /tmp/tgwork/k64/kind10/main
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

logger = logging.getLogger('/tmp/tgwork/k64/kind10/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k64/kind10/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k64/kind10/main')

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
    # Current statement coverage: 0.063

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
    # Current statement coverage: 0.065

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
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7842BB3B), ('P4rIngress.bitmap_seq.seq', 0x74DE6C04)], 12903)
        self.setRegisterValue('P4rIngress.rounds', 0x74DE6C04, 12903)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x39)], 12903)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12903)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x55526CB8), ('P4rIngress.values_v00000.hi', 0x8ED34883)], 12903)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x492AD9A0), ('P4rIngress.values_v00001.hi', 0x6F728ED0)], 12903)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x77AA310B), ('P4rIngress.values_v00010.hi', 0x932440E6)], 12903)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4DFC0474), ('P4rIngress.values_v00011.hi', 0x9AF6A672)], 12903)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6BA5768B), ('P4rIngress.values_v00100.hi', 0xB53C6D95)], 12903)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x52F5A30B), ('P4rIngress.values_v00101.hi', 0x93D7B07F)], 12903)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x55D76117), ('P4rIngress.values_v00110.hi', 0x71F61445)], 12903)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x71EF84C9), ('P4rIngress.values_v00111.hi', 0x6FF2CAAA)], 12903)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x67F37265), ('P4rIngress.values_v01000.hi', 0x4266794D)], 12903)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4A971658), ('P4rIngress.values_v01001.hi', 0xA8A6BB91)], 12903)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6A1E52A2), ('P4rIngress.values_v01010.hi', 0xF4B02638)], 12903)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x77D5275A), ('P4rIngress.values_v01011.hi', 0x73325AD8)], 12903)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x75422F98), ('P4rIngress.values_v01100.hi', 0x7E0D3C01)], 12903)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7A333881), ('P4rIngress.values_v01101.hi', 0x75C69D07)], 12903)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7C40CBAF), ('P4rIngress.values_v01110.hi', 0x7ABFC1D3)], 12903)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x57D2FB46), ('P4rIngress.values_v01111.hi', 0x7F94A8F5)], 12903)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5BD91784), ('P4rIngress.values_v10000.hi', 0x5A4D7D6F)], 12903)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7E5E5B7B), ('P4rIngress.values_v10001.hi', 0x73FCEDD1)], 12903)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x484B432A), ('P4rIngress.values_v10010.hi', 0x4B11BB8C)], 12903)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6758346B), ('P4rIngress.values_v10011.hi', 0x691EA157)], 12903)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4C38FDA5), ('P4rIngress.values_v10100.hi', 0x6D4DBC96)], 12903)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x62F37305), ('P4rIngress.values_v10101.hi', 0xE457D4D3)], 12903)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7D9EC7F1), ('P4rIngress.values_v10110.hi', 0x5BF9D54B)], 12903)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6C9484ED), ('P4rIngress.values_v10111.hi', 0x33C1C823)], 12903)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x70F2CA6F), ('P4rIngress.values_v11000.hi', 0x7B52CB28)], 12903)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x67D0109F), ('P4rIngress.values_v11001.hi', 0x00000000)], 12903)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4D25D50F), ('P4rIngress.values_v11010.hi', 0x50E02665)], 12903)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x59C05392), ('P4rIngress.values_v11011.hi', 0x5270C286)], 12903)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x593AE2B5), ('P4rIngress.values_v11100.hi', 0xBBAABCBD)], 12903)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6B4D4625), ('P4rIngress.values_v11101.hi', 0xCC4C7D73)], 12903)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x75A85967), ('P4rIngress.values_v11110.hi', 0x4CD7C5A9)], 12903)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x74997EAC), ('P4rIngress.values_v11111.hi', 0x35D54D27)], 12903)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEE71),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004EC),
                gc.DataTuple('slot_count', 0x00001ACF),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFDE1BC15),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x116095E7),
                gc.KeyTuple('src_port', 0xE205),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEE71),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00C7),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\x60\x95\xE7\x00\x00\x00\x00\xE2\x05\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEE\x71\x00\x18\xFD\xE1\xBC\x15\x0D\x7B\x03\x6B\x74\xDE\x6C\x04\x00\x40\x00\x00\x76\x4F\x47\x4D\xCD\xD4\x4D\xF2\x7C\xE0\xD4\x67\x26\xEA\xE9\xD2\x6E\x5F\x9A\xA7\x93\xCC\x14\x4A\x7E\x88\x40\xE3\x29\x65\xAE\xD6\x54\xB3\x33\x4D\xB0\x64\x7A\x14\x71\x46\xB7\xB5\xB9\x4E\x31\x71\x5B\xC7\xD6\xF6\xC4\xE6\x5D\xA1\x5C\xC9\xDA\x7C\x24\xD6\xDA\x68\x54\x76\xC0\xB7\x4E\x94\x52\x6F\x4E\xF7\x98\x9A\x99\x9E\xAB\xD5\x7F\x9B\xEE\xE2\xE3\xDF\xF5\xAB\x48\x5C\xE2\x33\x31\x41\x8D\x36\x6D\x0A\x9F\xB3\x75\x90\xF8\x47\x46\x8F\xEE\xF3\x15\xD3\xA9\x94\x6A\xC4\x8B\x2F\xF9\xAC\xDD\xE9\x4E\x05\x49\x12\x06\xF4\xB5\xA8\x5B\x10\x86\x57\x5F\x7A\x3F\x6D\x79\x2A\xA7\x66\xAF\xA8\xC1\xC8\x4E\xB9\x2D\xA2\x48\x81\xC9\x01\x4D\x57\xB2\x9B\x6D\x68\x08\xA4\x54\xAC\xC2\x3F\x1B\x49\x25\x9B\x4E\x5D\xBF\x0E\xE1\xA2\xA8\x93\x6C\xAE\xA9\x91\x75\xC2\x0A\x42\x7F\x36\x56\xE9\x4E\xAE\x6D\x7D\x7A\x3B\x97\x1C\xCB\xCE\xDE\xBF\x56\x17\x0A\x3A\x00\x00\x00\x00\x6D\xD4\xDA\x94\x64\xF8\x78\x0C\x42\xAB\x11\xD7\x49\x47\x7F\x61\x78\xE4\x66\x31\x52\xEA\xBE\x09\x4B\xAF\xC6\x73\xAB\x70\x95\x21\x45\x99\x91\xB1\x3B\x75\xB2\xC7\x5D\x9F\x32\xD4\x55\x50\x9A\x29\x93\x20\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x11\x60\x95\xE7\xBE\xEF\xE2\x05\x01\x20\x00\x00\x50\x34\x02\x82\xEE\x71\x00\x18\xFD\xE1\xBC\x15\x0D\x7B\x01\x6B\x74\xDE\x6C\x04\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\xCD\xD4\x4D\xF2\x7F\xFF\xFF\xFF\x26\xEA\xE9\xD2\x7F\xFF\xFF\xFF\x93\xCC\x14\x4A\x7F\xFF\xFF\xFF\x29\x65\xAE\xD6\x7F\xFF\xFF\xFF\xB0\x64\x7A\x14\x7F\xFF\xFF\xFF\xB9\x4E\x31\x71\x7F\xFF\xFF\xFF\xC4\xE6\x5D\xA1\x7F\xFF\xFF\xFF\x24\xD6\xDA\x68\x7F\xFF\xFF\xFF\x4E\x94\x52\x6F\x7F\xFF\xFF\xFF\x99\x9E\xAB\xD5\x7F\xFF\xFF\xFF\xE3\xDF\xF5\xAB\x7F\xFF\xFF\xFF\x31\x41\x8D\x36\x7F\xFF\xFF\xFF\x75\x90\xF8\x47\x7F\xFF\xFF\xFF\x15\xD3\xA9\x94\x7F\xFF\xFF\xFF\xF9\xAC\xDD\xE9\x7F\xFF\xFF\xFF\x06\xF4\xB5\xA8\x7F\xFF\xFF\xFF\x5F\x7A\x3F\x6D\x7F\xFF\xFF\xFF\xAF\xA8\xC1\xC8\x7F\xFF\xFF\xFF\x48\x81\xC9\x01\x7F\xFF\xFF\xFF\x6D\x68\x08\xA4\x7F\xFF\xFF\xFF\x1B\x49\x25\x9B\x7F\xFF\xFF\xFF\xE1\xA2\xA8\x93\x7F\xFF\xFF\xFF\x75\xC2\x0A\x42\x7F\xFF\xFF\xFF\x4E\xAE\x6D\x7D\x7F\xFF\xFF\xFF\xCB\xCE\xDE\xBF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x64\xF8\x78\x0C\x7F\xFF\xFF\xFF\x49\x47\x7F\x61\x7F\xFF\xFF\xFF\x52\xEA\xBE\x09\x7F\xFF\xFF\xFF\xAB\x70\x95\x21\x7F\xFF\xFF\xFF\x3B\x75\xB2\xC7\x7F\xFF\xFF\xFF\x55\x50\x9A\x29\x93\x20\x35\xA1\x53\x50\xD4\x2F\x3D\x2E\x28\x62\xB2\x6D\x9A\xCE\xAC\xA4\x15\x0E\xA8\x5D\xF9\x49\xE0\xD5\x41\x34\x33\x02\x60\x67\x91\x51\xC9\x41\xED\xA9\xFA\x0C\xE3\x23\xDE\x15\x9F\xB9\x00\x1A\x58\xD4\x93\xAF\xFA\x6A\xEB\x29\x7C\x73\x66\x40\x14\x9E\xAD\xD7\x74\x90\x0C\xB9\xDC\x70\x6B\x91\xD0\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF2FB4F52), ('P4rIngress.bitmap_seq.seq', 0x226E0000)], 12090)
        self.setRegisterValue('P4rIngress.rounds', 0x226E0000, 12090)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x6F)], 12090)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12090)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6BB96121), ('P4rIngress.values_v00000.hi', 0x99728ED1)], 12090)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7885A1AF), ('P4rIngress.values_v00001.hi', 0x56353B1B)], 12090)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x778318F9), ('P4rIngress.values_v00010.hi', 0x3B4EE06D)], 12090)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7A35B2E6), ('P4rIngress.values_v00011.hi', 0x94B79736)], 12090)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7D9036CD), ('P4rIngress.values_v00100.hi', 0x69AEA9F3)], 12090)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6249C4D1), ('P4rIngress.values_v00101.hi', 0x50ED905F)], 12090)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x47DB0DBD), ('P4rIngress.values_v00110.hi', 0xDCBA2E66)], 12090)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6A575F6C), ('P4rIngress.values_v00111.hi', 0x1F312DC7)], 12090)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x726BB402), ('P4rIngress.values_v01000.hi', 0x29AB7CBD)], 12090)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x65972DDF), ('P4rIngress.values_v01001.hi', 0x726D684D)], 12090)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7249EC34), ('P4rIngress.values_v01010.hi', 0x6B205E15)], 12090)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4E561899), ('P4rIngress.values_v01011.hi', 0x4A5E6FCD)], 12090)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x616846BF), ('P4rIngress.values_v01100.hi', 0x5C2D127B)], 12090)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x57AB6DEA), ('P4rIngress.values_v01101.hi', 0x4B0FE113)], 12090)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x57D9590C), ('P4rIngress.values_v01110.hi', 0x9FA8D63C)], 12090)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4F24DA22), ('P4rIngress.values_v01111.hi', 0x5F8DAD82)], 12090)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4B2B74CD), ('P4rIngress.values_v10000.hi', 0x05FCD3DB)], 12090)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4EDA550B), ('P4rIngress.values_v10001.hi', 0x2725A021)], 12090)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x617E90BE), ('P4rIngress.values_v10010.hi', 0x2DD1DA1F)], 12090)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x654F6286), ('P4rIngress.values_v10011.hi', 0x9989CA59)], 12090)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4CBE1708), ('P4rIngress.values_v10100.hi', 0x25D121DD)], 12090)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6FDFDFF0), ('P4rIngress.values_v10101.hi', 0x526585D5)], 12090)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x73C293AA), ('P4rIngress.values_v10110.hi', 0x71CE3A30)], 12090)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x78628B73), ('P4rIngress.values_v10111.hi', 0x6F7FA24B)], 12090)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x769AA636), ('P4rIngress.values_v11000.hi', 0x7920F293)], 12090)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7635805B), ('P4rIngress.values_v11001.hi', 0x7CC8F276)], 12090)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5CA520B7), ('P4rIngress.values_v11010.hi', 0x7C41B2D9)], 12090)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7B9B17D3), ('P4rIngress.values_v11011.hi', 0xA3378382)], 12090)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x67C98DBD), ('P4rIngress.values_v11100.hi', 0x3CA363E7)], 12090)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x582A442A), ('P4rIngress.values_v11101.hi', 0x3D18C025)], 12090)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7306D354), ('P4rIngress.values_v11110.hi', 0x3501F3D3)], 12090)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7AD2441E), ('P4rIngress.values_v11111.hi', 0x30B9E0EE)], 12090)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x482F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008BA),
                gc.DataTuple('slot_count', 0x00000D8E),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD5A60904),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xC789DB9B),
                gc.KeyTuple('src_port', 0x68B7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x482F),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\x89\xDB\x9B\x00\x00\x00\x00\x68\xB7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x48\x2F\x00\x18\xD5\xA6\x09\x04\x06\x80\x03\x8B\x22\x6E\x00\x00\x00\x40\x00\x00\x45\x1D\xF8\x7E\xA5\xC4\x80\xD1\x70\xFD\x21\x9B\x57\xBD\x28\xEF\x75\xF1\x08\x33\x76\xCD\x78\x54\x6E\x3C\x8F\x58\xAC\xDF\x3B\x1A\x4F\x35\xE9\x26\x32\xFC\x48\xF1\x56\xE1\xEC\xF6\x6E\x43\x3F\x8B\x7B\x8F\xEF\xBA\x90\x3D\x9D\x6A\x62\x75\xC3\x8E\x67\xBD\x1D\x16\x7A\x6D\x26\x65\x79\xDC\x74\x9D\x50\x77\xBE\x9D\x41\x6C\x3D\x09\x50\xFB\x94\x64\x71\xFE\xF2\x6F\x52\xE8\x8E\xA5\x5B\x1E\xAC\x09\x57\xDB\x97\x24\x2F\x4F\x7A\x3F\x42\xEF\xCA\x4B\x6A\xFE\x96\x32\x63\x61\x52\x8F\xC7\x1C\xBC\x38\x64\xCB\xB3\x72\x32\x65\xCD\x69\x48\xC8\xB6\xE7\x33\x59\x91\x8A\x79\x76\xAE\x9B\x5D\x4A\x18\xCB\x5F\x86\xDF\x86\x70\x95\xEA\x2C\x73\x57\x79\x5A\xD8\xAE\x76\xC9\x76\x7D\xBB\x7F\xC4\xF3\x4F\x1A\x48\xA6\x9E\x3E\x43\x2E\x88\xCE\x7D\x2E\xF5\xCC\x40\xAE\x9A\x0F\x4F\x29\xE3\x55\x5E\x4A\x29\x9C\x56\xD2\xB4\x73\x3C\xE2\x3B\x9C\x7F\xA5\x9B\x43\x29\x1E\x5C\xC4\x6C\xF7\x62\xA3\x74\x2F\x31\x83\x7B\xDD\x33\xD7\xB6\x2D\x97\x23\x41\xB1\x68\x0D\xB3\xB5\x74\xDB\x6B\x0F\x52\x6F\xE9\xED\xCB\xEB\x7D\xCE\xF5\xC6\x25\x17\x36\xF5\x70\x6E\xA9\xCA\x51\x9B\xD6\xEA\x2E\x7E\x2E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC7\x89\xDB\x9B\xBE\xEF\x68\xB7\x01\x20\x00\x00\x50\x34\x02\x82\x48\x2F\x00\x18\xD5\xA6\x09\x04\x06\x80\x01\x8B\x22\x6E\x00\x00\x00\x40\x00\x07\x7F\xFF\xFF\xFF\xA5\xC4\x80\xD1\x7F\xFF\xFF\xFF\x57\xBD\x28\xEF\x7F\xFF\xFF\xFF\x76\xCD\x78\x54\x7F\xFF\xFF\xFF\xAC\xDF\x3B\x1A\x7F\xFF\xFF\xFF\x32\xFC\x48\xF1\x7F\xFF\xFF\xFF\x6E\x43\x3F\x8B\x7F\xFF\xFF\xFF\x90\x3D\x9D\x6A\x7F\xFF\xFF\xFF\x67\xBD\x1D\x16\x7F\xFF\xFF\xFF\x79\xDC\x74\x9D\x7F\xFF\xFF\xFF\x41\x6C\x3D\x09\x7F\xFF\xFF\xFF\x71\xFE\xF2\x6F\x7F\xFF\xFF\xFF\x5B\x1E\xAC\x09\x7F\xFF\xFF\xFF\x2F\x4F\x7A\x3F\x7F\xFF\xFF\xFF\x6A\xFE\x96\x32\x7F\xFF\xFF\xFF\xC7\x1C\xBC\x38\x7F\xFF\xFF\xFF\x32\x65\xCD\x69\x7F\xFF\xFF\xFF\x33\x59\x91\x8A\x7F\xFF\xFF\xFF\x5D\x4A\x18\xCB\x7F\xFF\xFF\xFF\x70\x95\xEA\x2C\x7F\xFF\xFF\xFF\xD8\xAE\x76\xC9\x7F\xFF\xFF\xFF\xC4\xF3\x4F\x1A\x7F\xFF\xFF\xFF\x43\x2E\x88\xCE\x7F\xFF\xFF\xFF\x40\xAE\x9A\x0F\x7F\xFF\xFF\xFF\x5E\x4A\x29\x9C\x7F\xFF\xFF\xFF\x3C\xE2\x3B\x9C\x7F\xFF\xFF\xFF\x29\x1E\x5C\xC4\x7F\xFF\xFF\xFF\x74\x2F\x31\x83\x7F\xFF\xFF\xFF\xB6\x2D\x97\x23\x7F\xFF\xFF\xFF\xB3\xB5\x74\xDB\x7F\xFF\xFF\xFF\xE9\xED\xCB\xEB\x7F\xFF\xFF\xFF\x25\x17\x36\xF5\x7F\xFF\xFF\xFF\x51\x9B\xD6\xEA\x2E\x7E\x2E\x0B\x5E\xF9\x68\xFB\x99\xE7\x0E\x3C\xFB\x63\xFA\x14\x62\x5F\xFB\xB4\xA7\x95\xBD\x60\xBF\xA3\x8B\xC5\xD9\x86\x9D\x11\x76\x2A\xE7\xA2\xE3\xF1\x10\x57\xBA\x75\xD5\xCF\xD0\x42\x07\x77\x38\xC3\x2E\x11\x29\x03\x32\x91\xA0\xAD\x79\x04\xF2\x12\xDE\xC5\x58\xA5\xF2\x71\x9D\x66\x66\x84\xDD\xF2\x34\x0B\x55\x6D\xE5\xBB\xAF\x3A\x9C\x15\x63\x4B\x1B\x92\x8E\x9B\x92\x2F\x63\xA6\xA4\xCD\x5A\x6D\xC6\xDC\x21\x54\x61\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x98466FC6), ('P4rIngress.bitmap_seq.seq', 0x208F3AD6)], 11880)
        self.setRegisterValue('P4rIngress.rounds', 0x208F3AD6, 11880)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x63)], 11880)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11880)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7D55F9D5), ('P4rIngress.values_v00000.hi', 0xDEC82C26)], 11880)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7898BFEB), ('P4rIngress.values_v00001.hi', 0x3E97C66F)], 11880)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x656A2A95), ('P4rIngress.values_v00010.hi', 0x8F67D4F6)], 11880)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x681F0C3F), ('P4rIngress.values_v00011.hi', 0x701F3397)], 11880)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5507B515), ('P4rIngress.values_v00100.hi', 0xAF5BAC0F)], 11880)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6F3E525D), ('P4rIngress.values_v00101.hi', 0x424917DD)], 11880)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4B8E8FCF), ('P4rIngress.values_v00110.hi', 0x7D1F0961)], 11880)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x595E62D3), ('P4rIngress.values_v00111.hi', 0xC8656A96)], 11880)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x59B9D64F), ('P4rIngress.values_v01000.hi', 0x5BB16FD5)], 11880)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7E51396D), ('P4rIngress.values_v01001.hi', 0x8FF85BB2)], 11880)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x47A40A30), ('P4rIngress.values_v01010.hi', 0x83707F3B)], 11880)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4F35613A), ('P4rIngress.values_v01011.hi', 0x5F3DEB59)], 11880)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5BFDA081), ('P4rIngress.values_v01100.hi', 0x37C72487)], 11880)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6B6E5CB3), ('P4rIngress.values_v01101.hi', 0xFE34889C)], 11880)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x79220B43), ('P4rIngress.values_v01110.hi', 0x96043089)], 11880)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4D06A6AE), ('P4rIngress.values_v01111.hi', 0x64093AA5)], 11880)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x59562269), ('P4rIngress.values_v10000.hi', 0xD9FB45AF)], 11880)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x43F2FA5C), ('P4rIngress.values_v10001.hi', 0x9D9E6AC7)], 11880)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x43C17F9C), ('P4rIngress.values_v10010.hi', 0x58A49775)], 11880)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4E75855C), ('P4rIngress.values_v10011.hi', 0x766453D1)], 11880)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x45723AD3), ('P4rIngress.values_v10100.hi', 0x1F9B8D73)], 11880)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x40196922), ('P4rIngress.values_v10101.hi', 0x59062C2D)], 11880)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x66DA428B), ('P4rIngress.values_v10110.hi', 0x1D116ECF)], 11880)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x61F3BB33), ('P4rIngress.values_v10111.hi', 0x482AE848)], 11880)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x597ACAAD), ('P4rIngress.values_v11000.hi', 0x131DEC26)], 11880)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7FD6FAAF), ('P4rIngress.values_v11001.hi', 0x2F331B2B)], 11880)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6A753D8C), ('P4rIngress.values_v11010.hi', 0xB367AD76)], 11880)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6B072A59), ('P4rIngress.values_v11011.hi', 0x71AB6813)], 11880)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4A354A52), ('P4rIngress.values_v11100.hi', 0xA010B171)], 11880)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x78B6B5D2), ('P4rIngress.values_v11101.hi', 0xE8CCAD7B)], 11880)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x75E1A8D3), ('P4rIngress.values_v11110.hi', 0x549BE2EC)], 11880)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x479D8BDD), ('P4rIngress.values_v11111.hi', 0x3312FAE0)], 11880)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBE09),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A7A),
                gc.DataTuple('slot_count', 0x0000078F),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2D18999),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x4260CF0F),
                gc.KeyTuple('src_port', 0x8B4F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBE09),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0331),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\x60\xCF\x0F\x00\x00\x00\x00\x8B\x4F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBE\x09\x00\x18\xB2\xD1\x89\x99\x03\xEE\x03\x84\x20\x8F\x3A\xD6\x00\x40\x00\x00\x79\xB5\xF9\x9D\x84\xD5\x45\x71\x7A\x7B\x0C\xB2\x4E\xBE\x2B\x69\x76\x47\x25\x72\x92\x2D\x30\x38\x72\xB5\xA5\xDE\x44\xA2\x17\xC5\x7C\xEE\x11\x89\xF7\xD1\xEA\xED\x6A\x5E\x35\x7A\x6A\x6C\x19\x19\x6D\x4C\x4A\x75\xA3\xDB\x6B\x3B\x6D\x42\x60\x30\x9F\x49\xE9\xBA\x5E\x34\x94\x7B\x5B\x00\x42\x9F\x42\xBD\xB9\x29\xE9\x5A\xBE\xFE\x7B\xE6\xF8\xDC\xF5\x1D\xB8\x59\x7F\xE5\x2D\x58\x42\x5B\xFF\x9D\x69\x7C\xAA\xD1\x52\xBF\x24\x6F\x75\x2C\x7D\x91\xF4\x07\xBA\xF6\x75\xDE\x0A\x65\x87\x3B\x30\xD3\x7C\x9C\xB2\xDC\x44\x3D\xB9\x05\x7F\x2D\x75\x65\x7D\x3F\x6F\xFD\x77\x7F\x9B\xC7\xC3\xDB\x45\x85\x67\xE6\x58\x3E\x2A\xD3\x4F\xF9\x4A\x17\x33\x93\x57\x6F\xD7\x93\x79\x49\xD1\xD5\x71\x22\xF7\x31\x74\x30\x2E\x7A\x51\xDB\x05\x31\x60\x4C\xEF\xD2\x6B\xC6\x76\x01\x49\x4A\x3C\xE2\x76\x0E\x8E\xE5\x54\x8C\x5A\x19\x74\x54\xD6\xBA\x7E\x93\x8A\xAD\x64\xA2\x32\xF3\x54\x46\xAC\x94\xAF\x6D\x2C\xB2\x68\xEC\x98\xFF\x61\xB6\x4D\x6B\x5B\x64\x7A\x19\xC7\x36\xB7\xFD\x53\xA8\xE6\x9F\xB3\x5F\x5F\x16\x70\xA7\x18\x5D\x4A\x8C\x8C\x7E\x7F\x96\x79\x11\x7D\x31\xFC\xB8\x84\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x42\x60\xCF\x0F\xBE\xEF\x8B\x4F\x01\x20\x00\x00\x50\x34\x02\x82\xBE\x09\x00\x18\xB2\xD1\x89\x99\x03\xEE\x01\x84\x20\x8F\x3A\xD6\x00\x40\x00\x14\x7F\xFF\xFF\xFF\x84\xD5\x45\x71\x7F\xFF\xFF\xFF\x4E\xBE\x2B\x69\x7F\xFF\xFF\xFF\x92\x2D\x30\x38\x7F\xFF\xFF\xFF\x44\xA2\x17\xC5\x7F\xFF\xFF\xFF\xF7\xD1\xEA\xED\x7F\xFF\xFF\xFF\x6A\x6C\x19\x19\x7F\xFF\xFF\xFF\xA3\xDB\x6B\x3B\x7F\xFF\xFF\xFF\x9F\x49\xE9\xBA\x7F\xFF\xFF\xFF\x5B\x00\x42\x9F\x7F\xFF\xFF\xFF\xE9\x5A\xBE\xFE\x7F\xFF\xFF\xFF\xF5\x1D\xB8\x59\x7F\xFF\xFF\xFF\x42\x5B\xFF\x9D\x7F\xFF\xFF\xFF\x52\xBF\x24\x6F\x7F\xFF\xFF\xFF\xF4\x07\xBA\xF6\x7F\xFF\xFF\xFF\x87\x3B\x30\xD3\x7F\xFF\xFF\xFF\x44\x3D\xB9\x05\x7F\xFF\xFF\xFF\x7D\x3F\x6F\xFD\x7F\xFF\xFF\xFF\xC3\xDB\x45\x85\x7F\xFF\xFF\xFF\x2A\xD3\x4F\xF9\x7F\xFF\xFF\xFF\x57\x6F\xD7\x93\x7F\xFF\xFF\xFF\x71\x22\xF7\x31\x7F\xFF\xFF\xFF\x51\xDB\x05\x31\x7F\xFF\xFF\xFF\x6B\xC6\x76\x01\x7F\xFF\xFF\xFF\x76\x0E\x8E\xE5\x7F\xFF\xFF\xFF\x74\x54\xD6\xBA\x7F\xFF\xFF\xFF\x64\xA2\x32\xF3\x7F\xFF\xFF\xFF\xAF\x6D\x2C\xB2\x7F\xFF\xFF\xFF\x61\xB6\x4D\x6B\x7F\xFF\xFF\xFF\xC7\x36\xB7\xFD\x7F\xFF\xFF\xFF\xB3\x5F\x5F\x16\x7F\xFF\xFF\xFF\x4A\x8C\x8C\x7E\x7F\xFF\xFF\xFF\x7D\x31\xFC\xB8\x84\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8C92F827), ('P4rIngress.bitmap_seq.seq', 0x49D99E29)], 10978)
        self.setRegisterValue('P4rIngress.rounds', 0x49D99E29, 10978)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x1C)], 10978)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10978)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6ADB28FF), ('P4rIngress.values_v00000.hi', 0xABEDD8BB)], 10978)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x58E5626A), ('P4rIngress.values_v00001.hi', 0x62FC1B76)], 10978)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x65DA8A3B), ('P4rIngress.values_v00010.hi', 0x96EC6EEF)], 10978)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7CAB2463), ('P4rIngress.values_v00011.hi', 0x06F66E95)], 10978)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4DCC52ED), ('P4rIngress.values_v00100.hi', 0xB8C417AE)], 10978)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5EFB69B5), ('P4rIngress.values_v00101.hi', 0x9195A2B3)], 10978)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x63EB3EBA), ('P4rIngress.values_v00110.hi', 0x28CBF568)], 10978)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x729114A5), ('P4rIngress.values_v00111.hi', 0x589B4D70)], 10978)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x618BDE89), ('P4rIngress.values_v01000.hi', 0x1CEE0135)], 10978)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x54B7D54B), ('P4rIngress.values_v01001.hi', 0xB74712D5)], 10978)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5BA8566B), ('P4rIngress.values_v01010.hi', 0x9189B69F)], 10978)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7173345C), ('P4rIngress.values_v01011.hi', 0x49F6DA1B)], 10978)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x63F33E4D), ('P4rIngress.values_v01100.hi', 0x5AA45357)], 10978)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5E146655), ('P4rIngress.values_v01101.hi', 0x50B37843)], 10978)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x552004FB), ('P4rIngress.values_v01110.hi', 0x9DF6861D)], 10978)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x66C0EDB6), ('P4rIngress.values_v01111.hi', 0x44CF2CE2)], 10978)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x688AD9F7), ('P4rIngress.values_v10000.hi', 0x4D076E98)], 10978)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6DD96D95), ('P4rIngress.values_v10001.hi', 0xF1385AB9)], 10978)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6324BA49), ('P4rIngress.values_v10010.hi', 0x697DC24F)], 10978)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4A9CD3D5), ('P4rIngress.values_v10011.hi', 0x9E707D7B)], 10978)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x556C0EEC), ('P4rIngress.values_v10100.hi', 0x4CE630D1)], 10978)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x55E6A549), ('P4rIngress.values_v10101.hi', 0x329DAE22)], 10978)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6A740DBB), ('P4rIngress.values_v10110.hi', 0x74C9EC5D)], 10978)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x57146126), ('P4rIngress.values_v10111.hi', 0x6A9B7651)], 10978)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7D803EE3), ('P4rIngress.values_v11000.hi', 0x87ADE66D)], 10978)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5747379C), ('P4rIngress.values_v11001.hi', 0x4BEBBAAB)], 10978)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x46FC959E), ('P4rIngress.values_v11010.hi', 0x4982E835)], 10978)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x76A6C627), ('P4rIngress.values_v11011.hi', 0xAFA5CA7A)], 10978)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6A92499D), ('P4rIngress.values_v11100.hi', 0x79749981)], 10978)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x44CC170A), ('P4rIngress.values_v11101.hi', 0x7FCB1A7B)], 10978)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7FDF705F), ('P4rIngress.values_v11110.hi', 0x66E3AD69)], 10978)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D2BFEAD), ('P4rIngress.values_v11111.hi', 0x95E5D346)], 10978)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA47A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003FD),
                gc.DataTuple('slot_count', 0x00000803),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8EF3A311),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x3621C05B),
                gc.KeyTuple('src_port', 0xD5DF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA47A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01C7),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x36\x21\xC0\x5B\x00\x00\x00\x00\xD5\xDF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA4\x7A\x00\x18\x8E\xF3\xA3\x11\x06\xE5\x01\xAC\x49\xD9\x9E\x29\x00\x40\x00\x00\x58\xDE\x1A\x7E\xB4\x24\x94\xD5\x77\x25\x7D\x4B\x4C\xB7\xD2\x18\x6C\xE2\xBE\x93\xD3\x07\x64\x46\x72\x95\x6C\x25\x33\x50\x22\xD6\x7B\x84\x44\x63\xAD\x56\xF2\xA6\x7C\x5A\x2A\x2D\xCC\xB6\x72\xA6\x64\x38\x6B\xA3\x2B\x9E\xC1\x29\x57\x39\xDB\xBB\x65\x49\x9D\x77\x4B\xCA\x50\x7E\x68\xC6\x73\x95\x4A\x88\xBA\xDB\x9B\x48\x4C\xDB\x63\x02\x3B\x29\x3F\xFC\x9F\x6B\x65\xC7\x58\xD8\x5E\x2C\x17\x85\x51\xD0\x4D\xA7\x42\x3E\xDA\x03\x4D\x5B\x1E\xA7\x3B\x59\xAB\x4D\x69\x6A\xC4\xF8\x7C\xEE\xD7\xAF\x5F\x33\x44\x7C\x48\xA4\xAE\x54\x4F\x5F\x1F\x68\x7F\xB5\x63\x3D\x69\x1F\x63\xB9\x12\xEB\xCF\xA3\x78\x6E\x67\xEB\x51\x18\x65\xE7\x4A\xD7\xD9\x4E\xA9\xC3\x6E\x63\x5A\x5E\x1E\xED\x6F\x93\x53\xAC\x48\xA6\x77\x7D\x57\x29\x88\x6C\x5D\xE3\x87\x4D\x3C\x58\xA0\x4B\x41\x2C\x51\xCA\xD2\x8E\xD9\xD6\x6C\xED\xB9\xC1\xF4\x8F\x46\x89\x68\xD5\x09\xFB\xFE\x4B\xE3\x25\x6B\xBD\xCC\xFA\x6A\x96\x67\xA5\x61\xA1\xD6\xA9\x6A\xD5\xA9\x44\x4A\xB6\xDE\x10\x70\xD3\x2B\x0C\x6D\x4D\x7F\xDA\x5C\x58\x86\xB3\x5D\x98\x13\xD8\x54\x8D\x96\x28\x77\x48\xB7\x4B\x04\xCD\x8F\x3B\xB9\x2E\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x36\x21\xC0\x5B\xBE\xEF\xD5\xDF\x01\x20\x00\x00\x50\x34\x02\x82\xA4\x7A\x00\x18\x8E\xF3\xA3\x11\x06\xE5\x01\xAC\x49\xD9\x9E\x29\x00\x40\x00\x12\x7F\xFF\xFF\xFF\xB4\x24\x94\xD5\x7F\xFF\xFF\xFF\x4C\xB7\xD2\x18\x7F\xFF\xFF\xFF\xD3\x07\x64\x46\x7F\xFF\xFF\xFF\x33\x50\x22\xD6\x7F\xFF\xFF\xFF\xAD\x56\xF2\xA6\x7F\xFF\xFF\xFF\xCC\xB6\x72\xA6\x7F\xFF\xFF\xFF\x2B\x9E\xC1\x29\x7F\xFF\xFF\xFF\x65\x49\x9D\x77\x7F\xFF\xFF\xFF\x68\xC6\x73\x95\x7F\xFF\xFF\xFF\x9B\x48\x4C\xDB\x7F\xFF\xFF\xFF\x3F\xFC\x9F\x6B\x7F\xFF\xFF\xFF\x5E\x2C\x17\x85\x7F\xFF\xFF\xFF\x42\x3E\xDA\x03\x7F\xFF\xFF\xFF\x3B\x59\xAB\x4D\x7F\xFF\xFF\xFF\x7C\xEE\xD7\xAF\x7F\xFF\xFF\xFF\x48\xA4\xAE\x54\x7F\xFF\xFF\xFF\x7F\xB5\x63\x3D\x7F\xFF\xFF\xFF\x12\xEB\xCF\xA3\x7F\xFF\xFF\xFF\x51\x18\x65\xE7\x7F\xFF\xFF\xFF\xA9\xC3\x6E\x63\x7F\xFF\xFF\xFF\x6F\x93\x53\xAC\x7F\xFF\xFF\xFF\x57\x29\x88\x6C\x7F\xFF\xFF\xFF\x3C\x58\xA0\x4B\x7F\xFF\xFF\xFF\xD2\x8E\xD9\xD6\x7F\xFF\xFF\xFF\xF4\x8F\x46\x89\x7F\xFF\xFF\xFF\xFE\x4B\xE3\x25\x7F\xFF\xFF\xFF\x6A\x96\x67\xA5\x7F\xFF\xFF\xFF\x6A\xD5\xA9\x44\x7F\xFF\xFF\xFF\x70\xD3\x2B\x0C\x7F\xFF\xFF\xFF\x5C\x58\x86\xB3\x7F\xFF\xFF\xFF\x54\x8D\x96\x28\x7F\xFF\xFF\xFF\x04\xCD\x8F\x3B\xB9\x2E\xA6\xBB\xE1\x7A\x0C\x1D\x0C\x26\x19\x47\x3F\x66\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2AD0290C), ('P4rIngress.bitmap_seq.seq', 0xB0000000)], 10115)
        self.setRegisterValue('P4rIngress.rounds', 0xB0000000, 10115)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x37)], 10115)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10115)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x78D9551B), ('P4rIngress.values_v00000.hi', 0xA6F24BCF)], 10115)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DF24BD9), ('P4rIngress.values_v00001.hi', 0x69271F51)], 10115)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5AED6C3B), ('P4rIngress.values_v00010.hi', 0x9B73AF96)], 10115)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x433202F3), ('P4rIngress.values_v00011.hi', 0xB6336FC5)], 10115)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x56AF6C8F), ('P4rIngress.values_v00100.hi', 0x72FBFEE7)], 10115)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x57A48301), ('P4rIngress.values_v00101.hi', 0x66A6742B)], 10115)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x41E947FB), ('P4rIngress.values_v00110.hi', 0x12A35978)], 10115)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4B2667A3), ('P4rIngress.values_v00111.hi', 0xFA38E46C)], 10115)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5721CE81), ('P4rIngress.values_v01000.hi', 0x56174F2B)], 10115)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6E096540), ('P4rIngress.values_v01001.hi', 0xB72BD356)], 10115)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x49D52B1D), ('P4rIngress.values_v01010.hi', 0x3EDE575B)], 10115)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6DEBA57C), ('P4rIngress.values_v01011.hi', 0x12730390)], 10115)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4AB2E255), ('P4rIngress.values_v01100.hi', 0x43CF8650)], 10115)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6DCE8712), ('P4rIngress.values_v01101.hi', 0x25767651)], 10115)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5CFCBE19), ('P4rIngress.values_v01110.hi', 0x6FED2D2F)], 10115)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4AA0208B), ('P4rIngress.values_v01111.hi', 0x4DD459AA)], 10115)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6C092F26), ('P4rIngress.values_v10000.hi', 0xA65D0797)], 10115)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x65D31D06), ('P4rIngress.values_v10001.hi', 0x55A63B33)], 10115)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5F718BBB), ('P4rIngress.values_v10010.hi', 0xAEA3D205)], 10115)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7AD9212B), ('P4rIngress.values_v10011.hi', 0xA8BC7405)], 10115)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4028AD39), ('P4rIngress.values_v10100.hi', 0xB02D997C)], 10115)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x55F5A6EA), ('P4rIngress.values_v10101.hi', 0x51373647)], 10115)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7525795E), ('P4rIngress.values_v10110.hi', 0xDD58C393)], 10115)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5A4C6E49), ('P4rIngress.values_v10111.hi', 0x56C59AC9)], 10115)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x47C00FDD), ('P4rIngress.values_v11000.hi', 0x92B69400)], 10115)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7AFFCCFD), ('P4rIngress.values_v11001.hi', 0x74A13F53)], 10115)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x64C325C5), ('P4rIngress.values_v11010.hi', 0xCBB9F3AC)], 10115)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6A9DE538), ('P4rIngress.values_v11011.hi', 0x8CD414B8)], 10115)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x619B1897), ('P4rIngress.values_v11100.hi', 0xE5B2BE63)], 10115)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7869516C), ('P4rIngress.values_v11101.hi', 0xBE2F70AF)], 10115)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x71DDE2C7), ('P4rIngress.values_v11110.hi', 0xBB75019B)], 10115)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4289F304), ('P4rIngress.values_v11111.hi', 0x95E119A8)], 10115)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x76CD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000682),
                gc.DataTuple('slot_count', 0x00000FD0),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x150D1F70),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x687E5ED8),
                gc.KeyTuple('src_port', 0xDD7A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x76CD),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x036E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x68\x7E\x5E\xD8\x00\x00\x00\x00\xDD\x7A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x76\xCD\x00\x18\x15\x0D\x1F\x70\x01\x01\x05\x5F\xB0\x00\x00\x00\x00\x40\x00\x00\x67\xDD\x34\x9F\xCA\x05\xB4\xA7\x55\xBB\x99\x1F\x1D\xE2\xD3\x59\x6E\x3C\xD6\x25\xBC\x21\x3B\xA2\x6A\x18\x3A\x07\xEB\x7E\x6C\x46\x5D\xA6\x89\xC9\x4C\x89\x46\x15\x73\xEC\xE3\x5D\xD0\x2E\xA6\x17\x65\xF0\xDD\xF4\x7B\xB2\xB0\x9D\x71\xE1\x69\x71\x4F\xB6\xC5\xB4\x5F\x62\xED\x25\x44\x73\x01\xA1\x5F\x6E\x73\x1F\xF7\x54\xF9\x14\x4B\xA4\xE2\xD3\x0C\x47\x74\x6B\x71\x6D\xB3\xB3\x72\xB7\x1F\x1D\x79\x3A\xD6\x9F\x61\x38\xD3\xB3\x72\xD9\xD1\x75\x68\x40\x55\x82\x4A\x2B\x6F\xDD\x5F\xCA\x6D\xA8\x6B\x3C\x32\xC7\x6C\xEE\xE5\x68\x55\xD9\xE1\xFB\x29\xBD\x0E\x33\x69\x16\x81\x17\x53\xAE\x02\xFA\x76\xA7\x81\xA0\x2C\xB9\x1B\xAD\x5D\xD4\x36\xAA\x95\x3A\x81\xCD\x6E\x6E\xAE\x7F\x6F\x6C\xF3\x53\x43\xA3\xA6\x8A\x4D\x7A\xA2\xBC\x5B\x95\x85\x37\x81\x5D\xBF\xF2\x4E\x3A\x4A\xCF\x68\xD5\xF9\xCB\x73\xF7\xBD\x81\xCC\xF2\xAE\xFF\x64\x33\xED\x7F\x3D\x83\xA1\x31\x63\xFB\x35\x45\xC8\xCB\x54\xAB\x5A\xEA\x52\xD6\xAD\x9F\xBB\x1C\x41\x16\x5B\xAB\x2F\xC6\xAF\xF9\x5E\x21\xB9\xAF\xB2\xBC\x95\xB4\x4D\xE0\x26\xF6\x1B\x41\x81\xB7\x79\xD8\x8D\x6D\x34\xC4\xBC\x78\x34\x33\x32\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x68\x7E\x5E\xD8\xBE\xEF\xDD\x7A\x01\x20\x00\x00\x50\x34\x02\x82\x76\xCD\x00\x18\x15\x0D\x1F\x70\x01\x01\x01\x5F\xB0\x00\x00\x00\x00\x40\x00\x15\x7F\xFF\xFF\xFF\xCA\x05\xB4\xA7\x7F\xFF\xFF\xFF\x1D\xE2\xD3\x59\x7F\xFF\xFF\xFF\xBC\x21\x3B\xA2\x7F\xFF\xFF\xFF\xEB\x7E\x6C\x46\x7F\xFF\xFF\xFF\x4C\x89\x46\x15\x7F\xFF\xFF\xFF\xD0\x2E\xA6\x17\x7F\xFF\xFF\xFF\x7B\xB2\xB0\x9D\x7F\xFF\xFF\xFF\x4F\xB6\xC5\xB4\x7F\xFF\xFF\xFF\x44\x73\x01\xA1\x7F\xFF\xFF\xFF\xF7\x54\xF9\x14\x7F\xFF\xFF\xFF\x0C\x47\x74\x6B\x7F\xFF\xFF\xFF\x72\xB7\x1F\x1D\x7F\xFF\xFF\xFF\x61\x38\xD3\xB3\x7F\xFF\xFF\xFF\x68\x40\x55\x82\x7F\xFF\xFF\xFF\x5F\xCA\x6D\xA8\x7F\xFF\xFF\xFF\x6C\xEE\xE5\x68\x7F\xFF\xFF\xFF\x29\xBD\x0E\x33\x7F\xFF\xFF\xFF\x53\xAE\x02\xFA\x7F\xFF\xFF\xFF\x2C\xB9\x1B\xAD\x7F\xFF\xFF\xFF\x95\x3A\x81\xCD\x7F\xFF\xFF\xFF\x6F\x6C\xF3\x53\x7F\xFF\xFF\xFF\x4D\x7A\xA2\xBC\x7F\xFF\xFF\xFF\x81\x5D\xBF\xF2\x7F\xFF\xFF\xFF\x68\xD5\xF9\xCB\x7F\xFF\xFF\xFF\xCC\xF2\xAE\xFF\x7F\xFF\xFF\xFF\x3D\x83\xA1\x31\x7F\xFF\xFF\xFF\xC8\xCB\x54\xAB\x7F\xFF\xFF\xFF\xAD\x9F\xBB\x1C\x7F\xFF\xFF\xFF\x2F\xC6\xAF\xF9\x7F\xFF\xFF\xFF\xB2\xBC\x95\xB4\x7F\xFF\xFF\xFF\x1B\x41\x81\xB7\x7F\xFF\xFF\xFF\x34\xC4\xBC\x78\x34\x33\x32\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC8B9425F), ('P4rIngress.bitmap_seq.seq', 0xF1C40000)], 9121)
        self.setRegisterValue('P4rIngress.rounds', 0xF1C40000, 9121)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x9C)], 9121)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9121)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5A16C4A8), ('P4rIngress.values_v00000.hi', 0xB16D4B4F)], 9121)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5BA7A2E9), ('P4rIngress.values_v00001.hi', 0x475061DD)], 9121)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4BBD5565), ('P4rIngress.values_v00010.hi', 0xA18C717C)], 9121)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5784B0EB), ('P4rIngress.values_v00011.hi', 0x23F5D69F)], 9121)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6B7DA591), ('P4rIngress.values_v00100.hi', 0x921EBD30)], 9121)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6E09AFC5), ('P4rIngress.values_v00101.hi', 0xBEE9C42F)], 9121)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4F5D5C51), ('P4rIngress.values_v00110.hi', 0x5B16FAA1)], 9121)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4030976C), ('P4rIngress.values_v00111.hi', 0xB68F6D02)], 9121)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7607A0DD), ('P4rIngress.values_v01000.hi', 0x5A635F54)], 9121)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x78ED9AE1), ('P4rIngress.values_v01001.hi', 0x5C7B5735)], 9121)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x67E8C7CD), ('P4rIngress.values_v01010.hi', 0x5387D5BB)], 9121)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5477B74B), ('P4rIngress.values_v01011.hi', 0x57729B77)], 9121)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6E4EDFF5), ('P4rIngress.values_v01100.hi', 0x79F9B1C7)], 9121)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4F7B936D), ('P4rIngress.values_v01101.hi', 0x16D6EF2B)], 9121)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6AB5EFC8), ('P4rIngress.values_v01110.hi', 0x38C29905)], 9121)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x75B7AB6F), ('P4rIngress.values_v01111.hi', 0x58DACCBD)], 9121)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x775B28A7), ('P4rIngress.values_v10000.hi', 0x31B2B91D)], 9121)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x609DED2D), ('P4rIngress.values_v10001.hi', 0x603EC3EB)], 9121)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5064D415), ('P4rIngress.values_v10010.hi', 0x5A571676)], 9121)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4E682CC1), ('P4rIngress.values_v10011.hi', 0x4E934204)], 9121)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6E6F77AA), ('P4rIngress.values_v10100.hi', 0x9F8F50C1)], 9121)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x43E9B01C), ('P4rIngress.values_v10101.hi', 0xDC8DDC23)], 9121)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5DDCC8E5), ('P4rIngress.values_v10110.hi', 0x63ACB12D)], 9121)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5D177775), ('P4rIngress.values_v10111.hi', 0x96DCF8EC)], 9121)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4988B9AC), ('P4rIngress.values_v11000.hi', 0x80000000)], 9121)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6C8546F1), ('P4rIngress.values_v11001.hi', 0x8EBBF35F)], 9121)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x75B22BFB), ('P4rIngress.values_v11010.hi', 0x74D1E21B)], 9121)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x48B90E13), ('P4rIngress.values_v11011.hi', 0x2AEE87FD)], 9121)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5733CD15), ('P4rIngress.values_v11100.hi', 0xB783A4AC)], 9121)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5617DA01), ('P4rIngress.values_v11101.hi', 0x35C394F7)], 9121)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x41FD3FB3), ('P4rIngress.values_v11110.hi', 0x602096EF)], 9121)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7D151B23), ('P4rIngress.values_v11111.hi', 0x4360C289)], 9121)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA746),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000195),
                gc.DataTuple('slot_count', 0x000014D7),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2D09026),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x275432E2),
                gc.KeyTuple('src_port', 0xAE1E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA746),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03CB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\x54\x32\xE2\x00\x00\x00\x00\xAE\x1E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA7\x46\x00\x18\xD2\xD0\x90\x26\x02\x0C\x01\xB9\xF1\xC4\x00\x00\x00\x40\x00\x00\x74\x4B\x0D\x20\x9A\xAB\x53\xF0\x6D\x32\x2F\x7B\x7B\xC7\x9C\x07\x73\xB1\x9C\x79\xD0\x50\xB4\xB4\x67\xDC\xA1\x6B\xBD\x37\xCC\x75\x62\x09\xAC\x9E\x9D\x2A\xB1\x1C\x4E\x1B\x02\xF6\xB0\x60\x65\xEE\x4F\x4C\xD7\x54\x55\x33\x28\xE7\x5E\x56\x95\xA1\x38\x44\x2D\xBA\x6C\x5A\x85\x95\x5A\xDB\xA3\xD4\x78\x0F\x6C\x4D\x6E\x7B\xCC\x79\x4C\xFB\xF1\x33\x4C\x74\x77\xA6\x6C\xAB\x92\x38\x98\x1A\xF3\x67\x63\x1C\xCF\x43\x10\xE1\x6D\x5F\x53\x9B\x5B\x5A\x6A\xD6\x76\x49\x49\x33\x91\x19\xDA\x53\x0F\x35\x4A\xB2\x28\xA1\x49\xD9\xBE\x7B\x49\x9E\x3E\x57\x7D\x18\xDC\xB3\x48\x62\xEB\xCE\x45\x22\xA7\xB3\x79\xE7\x0F\xDA\x54\xCB\x87\x43\x48\xBA\xAD\x83\x63\x85\x94\xB5\x74\x22\x02\xE4\xC2\x25\x39\xC1\x67\x4E\xE2\x48\x99\x64\x90\x78\x48\xDD\xF1\x9C\x5B\xBD\xB3\xA5\x7A\x94\x14\xA0\x53\x54\x3C\xAE\x49\xCB\xAE\x8F\x33\x11\x69\xC6\x76\x6C\xF3\xD4\x33\x78\xD5\xF9\x55\xE7\x24\x7D\x5E\x55\x9D\x3A\x4C\x5F\x55\x1B\xA7\xC4\xF0\x9A\x5F\x16\xE9\x0C\x95\x1F\xF2\xE7\x40\x97\x5B\xB1\x73\x3E\x82\x65\x79\x28\x19\x31\x80\x00\x00\x00\x4D\x3D\x63\xCB\x42\xF3\xAB\x39\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x27\x54\x32\xE2\xBE\xEF\xAE\x1E\x01\x20\x00\x00\x50\x34\x02\x82\xA7\x46\x00\x18\xD2\xD0\x90\x26\x02\x0C\x01\xB9\xF1\xC4\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x9A\xAB\x53\xF0\x7F\xFF\xFF\xFF\x7B\xC7\x9C\x07\x7F\xFF\xFF\xFF\xD0\x50\xB4\xB4\x7F\xFF\xFF\xFF\xBD\x37\xCC\x75\x7F\xFF\xFF\xFF\x9D\x2A\xB1\x1C\x7F\xFF\xFF\xFF\xB0\x60\x65\xEE\x7F\xFF\xFF\xFF\x55\x33\x28\xE7\x7F\xFF\xFF\xFF\x38\x44\x2D\xBA\x7F\xFF\xFF\xFF\x5A\xDB\xA3\xD4\x7F\xFF\xFF\xFF\x6E\x7B\xCC\x79\x7F\xFF\xFF\xFF\x4C\x74\x77\xA6\x7F\xFF\xFF\xFF\x98\x1A\xF3\x67\x7F\xFF\xFF\xFF\x10\xE1\x6D\x5F\x7F\xFF\xFF\xFF\x6A\xD6\x76\x49\x7F\xFF\xFF\xFF\xDA\x53\x0F\x35\x7F\xFF\xFF\xFF\x49\xD9\xBE\x7B\x7F\xFF\xFF\xFF\x7D\x18\xDC\xB3\x7F\xFF\xFF\xFF\x45\x22\xA7\xB3\x7F\xFF\xFF\xFF\x54\xCB\x87\x43\x7F\xFF\xFF\xFF\x63\x85\x94\xB5\x7F\xFF\xFF\xFF\xC2\x25\x39\xC1\x7F\xFF\xFF\xFF\x99\x64\x90\x78\x7F\xFF\xFF\xFF\x5B\xBD\xB3\xA5\x7F\xFF\xFF\xFF\x53\x54\x3C\xAE\x7F\xFF\xFF\xFF\x33\x11\x69\xC6\x7F\xFF\xFF\xFF\x33\x78\xD5\xF9\x7F\xFF\xFF\xFF\x5E\x55\x9D\x3A\x7F\xFF\xFF\xFF\xA7\xC4\xF0\x9A\x7F\xFF\xFF\xFF\x95\x1F\xF2\xE7\x7F\xFF\xFF\xFF\x73\x3E\x82\x65\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x42\xF3\xAB\x39\x6D\xB9\xF6\xB3\x74\xFC\x81\x0F\x14\xDB\x7A\x5D\xB1\xC4\xA5\xC1\x44\x5E\xD4\xE5\x81\x77\x46\x0B\x38\xAF\xD0\xD6\x15\x36\x03\xFA\xF2\x92\x91\x58\x5F\x41\x23\x46\x77\x0A\x56\x4F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEEAA1C97), ('P4rIngress.bitmap_seq.seq', 0x46DE5568)], 10292)
        self.setRegisterValue('P4rIngress.rounds', 0x46DE5568, 10292)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x3A)], 10292)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10292)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6CB0561D), ('P4rIngress.values_v00000.hi', 0xAF6492C7)], 10292)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4CB3F7AB), ('P4rIngress.values_v00001.hi', 0x776D85E5)], 10292)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5C65E2E8), ('P4rIngress.values_v00010.hi', 0x817F4C4D)], 10292)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6CE8626A), ('P4rIngress.values_v00011.hi', 0xC95AEAC7)], 10292)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5AA91444), ('P4rIngress.values_v00100.hi', 0xCA10F937)], 10292)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7D89A0AF), ('P4rIngress.values_v00101.hi', 0x8A96233B)], 10292)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x68B89D9F), ('P4rIngress.values_v00110.hi', 0x342509A9)], 10292)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4D0B6FE6), ('P4rIngress.values_v00111.hi', 0x6036E74D)], 10292)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x65B39C89), ('P4rIngress.values_v01000.hi', 0x36BF64CF)], 10292)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6DE2E313), ('P4rIngress.values_v01001.hi', 0xE4C42BDD)], 10292)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x544B17DB), ('P4rIngress.values_v01010.hi', 0x176D772D)], 10292)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x491B48EF), ('P4rIngress.values_v01011.hi', 0x4A296E98)], 10292)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6C6D21D6), ('P4rIngress.values_v01100.hi', 0x7AF7FC1F)], 10292)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x581AA14D), ('P4rIngress.values_v01101.hi', 0x7AEE8FB3)], 10292)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x69F0CA43), ('P4rIngress.values_v01110.hi', 0xDFB75775)], 10292)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7A8F4B41), ('P4rIngress.values_v01111.hi', 0x3A764CF3)], 10292)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x582CEDD8), ('P4rIngress.values_v10000.hi', 0x57953F18)], 10292)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x44353AAD), ('P4rIngress.values_v10001.hi', 0xACF0C359)], 10292)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x79944247), ('P4rIngress.values_v10010.hi', 0x2A987438)], 10292)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7CDBD936), ('P4rIngress.values_v10011.hi', 0x8544AE4F)], 10292)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x79AAB1ED), ('P4rIngress.values_v10100.hi', 0x615F8846)], 10292)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6533536A), ('P4rIngress.values_v10101.hi', 0x77AC0B83)], 10292)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7728C1B0), ('P4rIngress.values_v10110.hi', 0x683B10D6)], 10292)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x558C3AF5), ('P4rIngress.values_v10111.hi', 0x610B6D15)], 10292)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x516A9FEB), ('P4rIngress.values_v11000.hi', 0xD35DC72E)], 10292)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7712C2CD), ('P4rIngress.values_v11001.hi', 0xB585B315)], 10292)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D176CBE), ('P4rIngress.values_v11010.hi', 0x9A6112DB)], 10292)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5C988EB0), ('P4rIngress.values_v11011.hi', 0xC1757BCF)], 10292)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5754D065), ('P4rIngress.values_v11100.hi', 0x5198D6E9)], 10292)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6C1C44AE), ('P4rIngress.values_v11101.hi', 0xD5667A59)], 10292)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5DBA37E3), ('P4rIngress.values_v11110.hi', 0x4FB78E99)], 10292)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4D6DD1FC), ('P4rIngress.values_v11111.hi', 0x61B66327)], 10292)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB0C1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004CD),
                gc.DataTuple('slot_count', 0x000009F9),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF9114B8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x3302BC6B),
                gc.KeyTuple('src_port', 0x2F7B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB0C1),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 50
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x33\x02\xBC\x6B\x00\x00\x00\x00\x2F\x7B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB0\xC1\x00\x18\xBF\x91\x14\xB8\x03\x67\x01\xD5\x46\xDE\x55\x68\x00\x40\x00\x00\x76\x7D\xAB\x74\xC9\x74\x7E\x0D\x57\x90\x9A\xBE\x41\x99\x9E\x17\x5C\x61\x51\x2A\xFB\x5D\x66\x27\x68\x8D\xA7\x68\xDC\xC3\x6B\xDB\x43\xA6\x6E\xBE\xAF\x1B\x4A\xC5\x74\x19\x9F\x6F\xBF\x17\x73\x16\x72\x0D\x71\x96\x04\x0F\xE7\x11\x7B\x6C\x87\xFA\x5C\xD4\xF2\x56\x4A\xF5\xD3\x85\x62\xB9\xF3\x9A\x46\xAA\x57\xB8\x84\xDB\x55\xC3\x46\xEC\xD0\x99\x5E\xCD\x61\xBD\x5C\x20\x66\x83\x6A\xB3\x2F\xD3\x79\xCE\x31\x5B\x66\x23\x88\xD4\x7D\xFC\xEF\x1E\x6C\x4D\xC8\x9A\x78\xD9\x17\x98\x67\x63\x34\xBD\x76\x77\x6B\x0E\x45\xE0\x6A\xE6\x50\x54\xB0\xEE\x67\x32\x25\x12\x4F\xC6\x33\x24\x27\x70\xD2\x51\x74\x46\xFA\x43\x77\xB6\x6D\x4C\x5E\x98\xD3\x00\xAC\xCB\x8A\x17\x4E\x8A\x8E\x56\x57\x42\x6B\xD7\x75\x4F\x3A\x52\x2F\xDE\x3E\x5D\x40\xB8\x7F\x22\x36\xB9\x44\x95\x45\xA8\x2A\x63\x52\x4A\x77\x76\x56\x92\x9D\xDA\x8F\x4C\x7A\x39\x53\x99\x72\xA9\x99\xC4\x29\x71\x41\x34\x22\xA4\x96\xEE\xEE\x9C\x68\x0F\x18\x2E\x44\x53\xC7\x51\x72\x01\xA1\xDD\x3F\xDA\xD2\xF2\x4F\xBE\xF6\xAC\x63\x95\x24\xB3\x7C\x07\xF0\xC2\x63\x15\xDE\x3A\x49\x85\x96\xAA\x41\x11\xC9\x48\x09\x7C\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x33\x02\xBC\x6B\xBE\xEF\x2F\x7B\x01\x20\x00\x00\x50\x34\x02\x82\xB0\xC1\x00\x18\xBF\x91\x14\xB8\x03\x67\x01\xD5\x46\xDE\x55\x68\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\xC9\x74\x7E\x0D\x7F\xFF\xFF\xFF\x41\x99\x9E\x17\x7F\xFF\xFF\xFF\xFB\x5D\x66\x27\x7F\xFF\xFF\xFF\xDC\xC3\x6B\xDB\x7F\xFF\xFF\xFF\xAF\x1B\x4A\xC5\x7F\xFF\xFF\xFF\xBF\x17\x73\x16\x7F\xFF\xFF\xFF\x04\x0F\xE7\x11\x7F\xFF\xFF\xFF\x5C\xD4\xF2\x56\x7F\xFF\xFF\xFF\x62\xB9\xF3\x9A\x7F\xFF\xFF\xFF\x84\xDB\x55\xC3\x7F\xFF\xFF\xFF\x5E\xCD\x61\xBD\x7F\xFF\xFF\xFF\x6A\xB3\x2F\xD3\x7F\xFF\xFF\xFF\x66\x23\x88\xD4\x7F\xFF\xFF\xFF\x6C\x4D\xC8\x9A\x7F\xFF\xFF\xFF\x67\x63\x34\xBD\x7F\xFF\xFF\xFF\x45\xE0\x6A\xE6\x7F\xFF\xFF\xFF\x67\x32\x25\x12\x7F\xFF\xFF\xFF\x27\x70\xD2\x51\x7F\xFF\xFF\xFF\x77\xB6\x6D\x4C\x7F\xFF\xFF\xFF\xAC\xCB\x8A\x17\x7F\xFF\xFF\xFF\x57\x42\x6B\xD7\x7F\xFF\xFF\xFF\x2F\xDE\x3E\x5D\x7F\xFF\xFF\xFF\x36\xB9\x44\x95\x7F\xFF\xFF\xFF\x52\x4A\x77\x76\x7F\xFF\xFF\xFF\x8F\x4C\x7A\x39\x7F\xFF\xFF\xFF\x99\xC4\x29\x71\x7F\xFF\xFF\xFF\x96\xEE\xEE\x9C\x7F\xFF\xFF\xFF\x44\x53\xC7\x51\x7F\xFF\xFF\xFF\x3F\xDA\xD2\xF2\x7F\xFF\xFF\xFF\x63\x95\x24\xB3\x7F\xFF\xFF\xFF\x63\x15\xDE\x3A\x7F\xFF\xFF\xFF\x41\x11\xC9\x48\x09\x7C\xFE\x8E\xB0\xF6\xE7\x99\x83\x07\xC7\x8D\x53\x07\x67\x03\x32\x28\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x423F9E19), ('P4rIngress.bitmap_seq.seq', 0x295894D3)], 10211)
        self.setRegisterValue('P4rIngress.rounds', 0x295894D3, 10211)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x6E)], 10211)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10211)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5727DF9C), ('P4rIngress.values_v00000.hi', 0x926C4544)], 10211)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x52580455), ('P4rIngress.values_v00001.hi', 0x7A2870A4)], 10211)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4B3E69BB), ('P4rIngress.values_v00010.hi', 0x2097CB85)], 10211)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5DCDD611), ('P4rIngress.values_v00011.hi', 0xB4628C81)], 10211)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x68D93943), ('P4rIngress.values_v00100.hi', 0x16D5349D)], 10211)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5A1E4464), ('P4rIngress.values_v00101.hi', 0x77B0D19D)], 10211)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5C1530D3), ('P4rIngress.values_v00110.hi', 0x8041B71F)], 10211)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6E2973BB), ('P4rIngress.values_v00111.hi', 0x41BF3188)], 10211)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x49AFCC62), ('P4rIngress.values_v01000.hi', 0x41CD9CA0)], 10211)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67864C78), ('P4rIngress.values_v01001.hi', 0x512977C5)], 10211)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x54EC2CA8), ('P4rIngress.values_v01010.hi', 0x2BBCCD67)], 10211)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4967171B), ('P4rIngress.values_v01011.hi', 0x7A84BE62)], 10211)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x504EC546), ('P4rIngress.values_v01100.hi', 0x31C7EE5E)], 10211)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x506F97EE), ('P4rIngress.values_v01101.hi', 0xFBFD3EFB)], 10211)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x41BDE8F4), ('P4rIngress.values_v01110.hi', 0xA988B971)], 10211)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7668D5A1), ('P4rIngress.values_v01111.hi', 0x33E68E67)], 10211)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x774B408B), ('P4rIngress.values_v10000.hi', 0x6A473644)], 10211)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7DE35192), ('P4rIngress.values_v10001.hi', 0x7CA31523)], 10211)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7F487542), ('P4rIngress.values_v10010.hi', 0x595E67CD)], 10211)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6E5C6097), ('P4rIngress.values_v10011.hi', 0x994CBA25)], 10211)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x799B99B5), ('P4rIngress.values_v10100.hi', 0x0ADC71CB)], 10211)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6747F849), ('P4rIngress.values_v10101.hi', 0x2F128F1F)], 10211)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x43344CD5), ('P4rIngress.values_v10110.hi', 0xC8ABA118)], 10211)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x777B3F5A), ('P4rIngress.values_v10111.hi', 0x7B2A2BE2)], 10211)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6B52125F), ('P4rIngress.values_v11000.hi', 0x33DA3764)], 10211)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7F42595B), ('P4rIngress.values_v11001.hi', 0x5FB7354E)], 10211)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x78299BB1), ('P4rIngress.values_v11010.hi', 0xA33DCB97)], 10211)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x744FBB12), ('P4rIngress.values_v11011.hi', 0x1A7AF598)], 10211)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7246651B), ('P4rIngress.values_v11100.hi', 0x1697DBFB)], 10211)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6BE872CD), ('P4rIngress.values_v11101.hi', 0xC856CDC5)], 10211)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x53DCF03E), ('P4rIngress.values_v11110.hi', 0x6E4B3451)], 10211)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x745074B8), ('P4rIngress.values_v11111.hi', 0x9CD45B75)], 10211)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8D81),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000065A),
                gc.DataTuple('slot_count', 0x00001666),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x533D5290),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0xACBBC941),
                gc.KeyTuple('src_port', 0x69E9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8D81),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01B2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\xBB\xC9\x41\x00\x00\x00\x00\x69\xE9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8D\x81\x00\x18\x53\x3D\x52\x90\x01\x89\x07\xD8\x29\x58\x94\xD3\x00\x40\x00\x00\x4F\x70\xCE\x6F\xB7\x70\xDE\x5D\x71\x3C\xFE\xEB\x72\xC6\xEE\x34\x4F\x43\x65\x31\x74\x41\x40\x56\x76\x5C\x4B\x87\x9D\x73\x9F\x46\x4A\xA9\xE6\x7D\x7D\xD4\xF6\xBF\x66\x23\xEC\xBC\x63\xB3\xE4\x35\x42\x35\x75\x99\xF6\xDF\xFA\x55\x4C\xD9\x5F\xB9\x5A\x61\xAD\x09\x4D\x20\x51\xA4\x4D\x4C\xA8\x2D\x67\x9F\x2E\x69\x51\x6E\x1C\x7F\x47\xDB\xBC\x9B\x1B\x65\x6F\x2E\x49\xC4\xDC\x62\x0F\x59\xF5\xA4\x45\xB4\x9F\x77\x7D\x9F\xEB\x27\x79\x83\x28\x3C\x3D\x4D\x92\xEF\x7B\x25\xB8\x78\xAB\x38\xA9\x93\x5F\x0E\xD6\x61\x92\x2B\x4C\xDB\x43\x47\xE7\xC2\x19\x4F\x52\xC5\x76\x16\x66\xD2\x77\x63\x34\x2B\x56\x6D\xD0\xF6\x51\x5B\x72\x55\x51\xB5\x21\x2B\x1C\x8B\x30\x29\x65\x79\x4B\xBD\xBD\xEB\xCB\xA4\x5D\x7C\x7A\x0B\x36\x69\xAE\x73\x69\x14\x28\x49\xC1\x85\x02\xCD\x41\xC2\x74\x2D\x55\x9B\x1B\xD2\x67\x96\x6C\x93\x60\xD2\x74\xC6\x56\xD5\xD8\x72\x5F\x96\x21\xD2\x7C\xCF\xC9\xA7\xA8\xA1\x59\x17\x6A\xBD\xB0\xB2\x61\xF0\xDA\xD3\x7A\xD4\xE9\xA9\x3E\xD2\x72\xF5\x73\x5B\x12\x76\x0B\xDB\x94\x31\x7A\xF2\xEC\x1B\xEA\x5C\xBC\xBB\x4A\xE1\xA4\x2E\x6D\x57\x0B\xD5\x43\xA8\xFF\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAC\xBB\xC9\x41\xBE\xEF\x69\xE9\x01\x20\x00\x00\x50\x34\x02\x82\x8D\x81\x00\x18\x53\x3D\x52\x90\x01\x89\x01\xD8\x29\x58\x94\xD3\x00\x40\x00\x06\x7F\xFF\xFF\xFF\xB7\x70\xDE\x5D\x7F\xFF\xFF\xFF\x72\xC6\xEE\x34\x7F\xFF\xFF\xFF\x74\x41\x40\x56\x7F\xFF\xFF\xFF\x9D\x73\x9F\x46\x7F\xFF\xFF\xFF\x7D\xD4\xF6\xBF\x7F\xFF\xFF\xFF\x63\xB3\xE4\x35\x7F\xFF\xFF\xFF\xF6\xDF\xFA\x55\x7F\xFF\xFF\xFF\x5A\x61\xAD\x09\x7F\xFF\xFF\xFF\x4D\x4C\xA8\x2D\x7F\xFF\xFF\xFF\x51\x6E\x1C\x7F\x7F\xFF\xFF\xFF\x1B\x65\x6F\x2E\x7F\xFF\xFF\xFF\x0F\x59\xF5\xA4\x7F\xFF\xFF\xFF\x7D\x9F\xEB\x27\x7F\xFF\xFF\xFF\x3D\x4D\x92\xEF\x7F\xFF\xFF\xFF\xAB\x38\xA9\x93\x7F\xFF\xFF\xFF\x92\x2B\x4C\xDB\x7F\xFF\xFF\xFF\x19\x4F\x52\xC5\x7F\xFF\xFF\xFF\x77\x63\x34\x2B\x7F\xFF\xFF\xFF\x51\x5B\x72\x55\x7F\xFF\xFF\xFF\x1C\x8B\x30\x29\x7F\xFF\xFF\xFF\xBD\xEB\xCB\xA4\x7F\xFF\xFF\xFF\x36\x69\xAE\x73\x7F\xFF\xFF\xFF\xC1\x85\x02\xCD\x7F\xFF\xFF\xFF\x55\x9B\x1B\xD2\x7F\xFF\xFF\xFF\x60\xD2\x74\xC6\x7F\xFF\xFF\xFF\x5F\x96\x21\xD2\x7F\xFF\xFF\xFF\xA8\xA1\x59\x17\x7F\xFF\xFF\xFF\x61\xF0\xDA\xD3\x7F\xFF\xFF\xFF\x3E\xD2\x72\xF5\x7F\xFF\xFF\xFF\x0B\xDB\x94\x31\x7F\xFF\xFF\xFF\xEA\x5C\xBC\xBB\x7F\xFF\xFF\xFF\x6D\x57\x0B\xD5\x43\xA8\xFF\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C\x66\x9F\xA9\x26\xFF\xF0\xDE\x72\xE8\xC7\x70\x71\x43\xB9\x80\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDC7E32F2), ('P4rIngress.bitmap_seq.seq', 0x38C00000)], 11858)
        self.setRegisterValue('P4rIngress.rounds', 0x38C00000, 11858)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x1A)], 11858)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11858)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7978DAEF), ('P4rIngress.values_v00000.hi', 0xB21BCABD)], 11858)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x672F93A8), ('P4rIngress.values_v00001.hi', 0x25E83D30)], 11858)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6BD51DAF), ('P4rIngress.values_v00010.hi', 0x7797AF10)], 11858)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x692A2E43), ('P4rIngress.values_v00011.hi', 0xBF7BD26A)], 11858)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x56F64FE3), ('P4rIngress.values_v00100.hi', 0x1334C25F)], 11858)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x50C63AED), ('P4rIngress.values_v00101.hi', 0x64373085)], 11858)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5AD5353B), ('P4rIngress.values_v00110.hi', 0x80A3691C)], 11858)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6F6E00F4), ('P4rIngress.values_v00111.hi', 0x6AB81F2D)], 11858)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x787314AC), ('P4rIngress.values_v01000.hi', 0x1DD3DB9A)], 11858)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5FCF707F), ('P4rIngress.values_v01001.hi', 0x5FA0BC55)], 11858)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4DB7AB29), ('P4rIngress.values_v01010.hi', 0x68C28AEA)], 11858)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x71B1B06B), ('P4rIngress.values_v01011.hi', 0x2DB8D207)], 11858)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4DBE3FB7), ('P4rIngress.values_v01100.hi', 0x4FCEEC6B)], 11858)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x449B9509), ('P4rIngress.values_v01101.hi', 0x4863E26F)], 11858)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5C548B7D), ('P4rIngress.values_v01110.hi', 0x9FE1B282)], 11858)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6D17DAB5), ('P4rIngress.values_v01111.hi', 0x1D6DCF64)], 11858)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x742699CD), ('P4rIngress.values_v10000.hi', 0x9875A8B7)], 11858)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x54B6E2D4), ('P4rIngress.values_v10001.hi', 0x7C805D74)], 11858)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5D077773), ('P4rIngress.values_v10010.hi', 0x2D71BB1F)], 11858)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x47B40AAF), ('P4rIngress.values_v10011.hi', 0xC0D39075)], 11858)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6B11C777), ('P4rIngress.values_v10100.hi', 0x06913518)], 11858)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6A38D637), ('P4rIngress.values_v10101.hi', 0x76865BE3)], 11858)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x52942C06), ('P4rIngress.values_v10110.hi', 0x0F25A0AB)], 11858)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7F177115), ('P4rIngress.values_v10111.hi', 0x5EF361C7)], 11858)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6E2194F3), ('P4rIngress.values_v11000.hi', 0x6D1C83DE)], 11858)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x74E6B27E), ('P4rIngress.values_v11001.hi', 0x80000000)], 11858)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5B45621D), ('P4rIngress.values_v11010.hi', 0x8F05ADFC)], 11858)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7670016D), ('P4rIngress.values_v11011.hi', 0x6B2C6BEA)], 11858)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x742FB7DB), ('P4rIngress.values_v11100.hi', 0xD556E417)], 11858)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7ECF2F61), ('P4rIngress.values_v11101.hi', 0x4CA05C88)], 11858)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x532546A9), ('P4rIngress.values_v11110.hi', 0x36BDC105)], 11858)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7B427B01), ('P4rIngress.values_v11111.hi', 0x9E1A92D6)], 11858)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5193),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000252),
                gc.DataTuple('slot_count', 0x00001D4D),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x080CF6E5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xA803B055),
                gc.KeyTuple('src_port', 0x79F0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5193),
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
        ig_port = 54
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA8\x03\xB0\x55\x00\x00\x00\x00\x79\xF0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x51\x93\x00\x18\x08\x0C\xF6\xE5\x0C\x00\x01\x25\x38\xC0\x00\x00\x00\x40\x00\x00\x41\x45\xF1\x61\xBD\x33\x69\x73\x69\x13\x3F\xAE\x5C\x57\x64\x7F\x69\x0F\x85\xD4\x0F\xBC\xBA\x71\x78\x42\x4F\x7B\x81\x73\xB1\x47\x5A\x0E\x53\xF1\x7C\x0E\x7F\xD0\x48\x77\x47\xAF\x2C\x96\x36\x51\x4A\x03\xE7\x1A\xC6\x2B\x4A\xED\x7D\x57\x27\x9F\x4D\x1D\x70\x65\x4D\x32\x17\xF0\x7D\x03\xD2\xCC\x70\xC9\x29\xC6\x41\x2B\x0B\xC0\x68\xBA\xE6\x67\x5D\xEE\xF0\x1B\x58\x33\xBC\x72\x72\xAB\x22\x6B\x42\x31\xE6\xCE\x5F\x24\x93\x19\x5C\xDB\xB4\xEB\x48\xD9\x42\x5D\x6D\x94\x8F\x59\x82\x58\x41\x0F\x61\x70\x36\x15\x6F\xA4\xAE\x77\x5F\x84\x4A\x45\x28\xC8\x81\xA3\x5E\xC5\x71\x90\x0A\xCE\xB0\xFE\x6E\xC3\xBC\x13\x5B\x42\xE5\x6C\x5A\xB7\x3B\x6E\xB3\x21\x9A\x25\x65\x23\x16\x35\x6F\xDB\xB7\x8B\x4D\xA7\x0E\xA1\x10\x71\xD1\xF5\x5C\xF7\x63\x2C\x7F\xAF\xCE\x29\x77\x04\xFE\xB7\x58\xED\x42\x99\x44\xF4\x75\x46\x59\x19\x99\x2E\x72\x8D\x7F\x77\x7B\xE4\xEF\xB4\x48\x45\x76\xC5\xD7\x4D\x8E\xF8\x52\x1F\x3B\x4B\x38\x37\x26\xC7\x7E\xA8\x96\x81\x0E\x55\x47\x27\x77\xE9\x52\xD7\x3D\xB8\x64\xAB\x4A\xB4\xE7\x05\xBC\x6C\xCF\x25\x52\x3B\x1F\xD3\xDF\xB4\x0C\x09\xA0\xD8\xDC\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA8\x03\xB0\x55\xBE\xEF\x79\xF0\x01\x20\x00\x00\x50\x34\x02\x82\x51\x93\x00\x18\x08\x0C\xF6\xE5\x0C\x00\x01\x25\x38\xC0\x00\x00\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\xBD\x33\x69\x73\x7F\xFF\xFF\xFF\x5C\x57\x64\x7F\x7F\xFF\xFF\xFF\x0F\xBC\xBA\x71\x7F\xFF\xFF\xFF\x81\x73\xB1\x47\x7F\xFF\xFF\xFF\x7C\x0E\x7F\xD0\x7F\xFF\xFF\xFF\x2C\x96\x36\x51\x7F\xFF\xFF\xFF\xC6\x2B\x4A\xED\x7F\xFF\xFF\xFF\x4D\x1D\x70\x65\x7F\xFF\xFF\xFF\x7D\x03\xD2\xCC\x7F\xFF\xFF\xFF\x41\x2B\x0B\xC0\x7F\xFF\xFF\xFF\x5D\xEE\xF0\x1B\x7F\xFF\xFF\xFF\x72\xAB\x22\x6B\x7F\xFF\xFF\xFF\x5F\x24\x93\x19\x7F\xFF\xFF\xFF\x48\xD9\x42\x5D\x7F\xFF\xFF\xFF\x82\x58\x41\x0F\x7F\xFF\xFF\xFF\x6F\xA4\xAE\x77\x7F\xFF\xFF\xFF\x28\xC8\x81\xA3\x7F\xFF\xFF\xFF\x0A\xCE\xB0\xFE\x7F\xFF\xFF\xFF\x5B\x42\xE5\x6C\x7F\xFF\xFF\xFF\xB3\x21\x9A\x25\x7F\xFF\xFF\xFF\x6F\xDB\xB7\x8B\x7F\xFF\xFF\xFF\x10\x71\xD1\xF5\x7F\xFF\xFF\xFF\x7F\xAF\xCE\x29\x7F\xFF\xFF\xFF\x58\xED\x42\x99\x7F\xFF\xFF\xFF\x59\x19\x99\x2E\x7F\xFF\xFF\xFF\x7B\xE4\xEF\xB4\x7F\xFF\xFF\xFF\xD7\x4D\x8E\xF8\x7F\xFF\xFF\xFF\x38\x37\x26\xC7\x7F\xFF\xFF\xFF\x0E\x55\x47\x27\x7F\xFF\xFF\xFF\x3D\xB8\x64\xAB\x7F\xFF\xFF\xFF\xBC\x6C\xCF\x25\x7F\xFF\xFF\xFF\xDF\xB4\x0C\x09\xA0\xD8\xDC\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBA95FD69), ('P4rIngress.bitmap_seq.seq', 0x18511800)], 14466)
        self.setRegisterValue('P4rIngress.rounds', 0x18511800, 14466)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x15)], 14466)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14466)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x620D709B), ('P4rIngress.values_v00000.hi', 0x91829165)], 14466)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DAFCAD3), ('P4rIngress.values_v00001.hi', 0x71F357CB)], 14466)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x710C373F), ('P4rIngress.values_v00010.hi', 0xBC5551E5)], 14466)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6DC6F4BB), ('P4rIngress.values_v00011.hi', 0x4E89D94A)], 14466)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7B80284C), ('P4rIngress.values_v00100.hi', 0x07AD6137)], 14466)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x79FC2936), ('P4rIngress.values_v00101.hi', 0x2C5DAFFB)], 14466)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5E7E3C24), ('P4rIngress.values_v00110.hi', 0xAAED2AAE)], 14466)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x557774E6), ('P4rIngress.values_v00111.hi', 0xAC0E4EDB)], 14466)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4CC05FC9), ('P4rIngress.values_v01000.hi', 0x497C36C1)], 14466)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5A3BD387), ('P4rIngress.values_v01001.hi', 0x86C15A4A)], 14466)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5F372FEB), ('P4rIngress.values_v01010.hi', 0xCB063144)], 14466)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x52534E49), ('P4rIngress.values_v01011.hi', 0x7BAED4CB)], 14466)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7D8BD51A), ('P4rIngress.values_v01100.hi', 0x65153EE9)], 14466)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6E3D25E6), ('P4rIngress.values_v01101.hi', 0xC2336BD7)], 14466)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B5A5536), ('P4rIngress.values_v01110.hi', 0x8E7A2CA4)], 14466)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x440F9769), ('P4rIngress.values_v01111.hi', 0x4D23B07C)], 14466)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E340198), ('P4rIngress.values_v10000.hi', 0x3C35DD82)], 14466)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x49FF75B3), ('P4rIngress.values_v10001.hi', 0xB6FC45F7)], 14466)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D79D6C5), ('P4rIngress.values_v10010.hi', 0x7E52B195)], 14466)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5DD01271), ('P4rIngress.values_v10011.hi', 0x784F4BE5)], 14466)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x44144C9C), ('P4rIngress.values_v10100.hi', 0x6DC4AEA3)], 14466)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x40E4401D), ('P4rIngress.values_v10101.hi', 0x63AB822C)], 14466)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x64477228), ('P4rIngress.values_v10110.hi', 0x6885CAE9)], 14466)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x60ED5D97), ('P4rIngress.values_v10111.hi', 0x489E195A)], 14466)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5774B8CB), ('P4rIngress.values_v11000.hi', 0x40956F70)], 14466)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x47178A6C), ('P4rIngress.values_v11001.hi', 0x71FFD621)], 14466)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7870A410), ('P4rIngress.values_v11010.hi', 0xA6A7987F)], 14466)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x41C16C80), ('P4rIngress.values_v11011.hi', 0x6812C4E7)], 14466)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4A88CD65), ('P4rIngress.values_v11100.hi', 0x9429C2F7)], 14466)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4B5D3A0B), ('P4rIngress.values_v11101.hi', 0xBF45F28E)], 14466)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x79749B50), ('P4rIngress.values_v11110.hi', 0x5B64D43D)], 14466)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5F1CF05E), ('P4rIngress.values_v11111.hi', 0x88C69BE5)], 14466)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x87ED),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001787),
                gc.DataTuple('slot_count', 0x0000056B),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA722F591),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x08DECFED),
                gc.KeyTuple('src_port', 0xC633),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x87ED),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x023C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x08\xDE\xCF\xED\x00\x00\x00\x00\xC6\x33\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x87\xED\x00\x18\xA7\x22\xF5\x91\x00\xFB\x07\x75\x18\x51\x18\x00\x00\x40\x00\x00\x4B\x53\x30\x34\x87\x5F\x93\xCE\x40\x57\x29\xA3\x63\xD1\x72\x1B\x7D\xAC\x34\xF7\x87\xC6\x94\x67\x47\x0E\x4D\x11\x5C\xB7\x4D\xEA\x6B\xBF\x21\x44\x18\xA2\xD8\xD7\x50\x70\xD7\xB5\x65\x7F\x94\x53\x7B\x02\xA7\x6C\x52\x89\xBC\xD0\x56\xB4\x86\x47\xB5\xF1\x55\x22\x42\xA4\x9D\xD7\x5D\xC6\xDC\xE7\x76\x13\xD3\x33\xD9\x9A\xAA\x5A\x73\x27\x22\x4A\xB3\xBC\x3B\x78\x77\x65\x89\x5C\x52\x1A\xB6\x12\x52\x9C\x39\x25\x5A\xB7\x5C\x3A\x55\xDE\x3D\x6B\xCF\x8F\xE7\xBB\x6C\xD9\x57\x2C\xC2\xE9\x16\xBD\x6E\xD0\x20\xCB\x37\x22\x3D\x2F\x43\x1E\xA8\xDC\xAB\x15\x99\x16\x57\x2C\xA6\x03\x96\xCE\x4D\x06\x41\x3C\xD6\x86\x10\x13\xF4\x2F\x78\x15\xE6\xAB\x1D\xE6\x6A\x61\x5C\xE0\x2E\x9C\x63\x45\x8D\x9D\x77\xA8\x6B\xBD\x64\x65\x98\x91\x71\xAE\x19\x9E\x5A\xCB\xDC\x7E\x4C\x86\x89\x7B\x4A\x70\x33\x1E\x7D\xA4\xCE\x95\x77\x8E\xFC\x7B\x78\x55\x8E\x6B\x71\x21\xA3\xFD\x50\x92\xF5\xD4\xAB\x66\x08\x16\x62\xCD\x66\xFB\x4F\xB5\x9F\x52\x4A\xE5\xD6\x77\xE9\x6B\xBB\xA7\x6D\x0F\xA9\x9B\x32\xDD\xAD\xF2\x69\x49\xD9\x30\x4C\x02\x11\x7D\x70\xE1\xDD\xBD\xCF\xB1\xAC\xD5\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x08\xDE\xCF\xED\xBE\xEF\xC6\x33\x01\x20\x00\x00\x50\x34\x02\x82\x87\xED\x00\x18\xA7\x22\xF5\x91\x00\xFB\x01\x75\x18\x51\x18\x00\x00\x40\x00\x16\x7F\xFF\xFF\xFF\x87\x5F\x93\xCE\x7F\xFF\xFF\xFF\x63\xD1\x72\x1B\x7F\xFF\xFF\xFF\x87\xC6\x94\x67\x7F\xFF\xFF\xFF\x5C\xB7\x4D\xEA\x7F\xFF\xFF\xFF\x18\xA2\xD8\xD7\x7F\xFF\xFF\xFF\x65\x7F\x94\x53\x7F\xFF\xFF\xFF\x52\x89\xBC\xD0\x7F\xFF\xFF\xFF\xB5\xF1\x55\x22\x7F\xFF\xFF\xFF\x5D\xC6\xDC\xE7\x7F\xFF\xFF\xFF\xD9\x9A\xAA\x5A\x7F\xFF\xFF\xFF\xB3\xBC\x3B\x78\x7F\xFF\xFF\xFF\x52\x1A\xB6\x12\x7F\xFF\xFF\xFF\x5A\xB7\x5C\x3A\x7F\xFF\xFF\xFF\xCF\x8F\xE7\xBB\x7F\xFF\xFF\xFF\xC2\xE9\x16\xBD\x7F\xFF\xFF\xFF\x37\x22\x3D\x2F\x7F\xFF\xFF\xFF\xAB\x15\x99\x16\x7F\xFF\xFF\xFF\x96\xCE\x4D\x06\x7F\xFF\xFF\xFF\x10\x13\xF4\x2F\x7F\xFF\xFF\xFF\x1D\xE6\x6A\x61\x7F\xFF\xFF\xFF\x63\x45\x8D\x9D\x7F\xFF\xFF\xFF\x64\x65\x98\x91\x7F\xFF\xFF\xFF\x5A\xCB\xDC\x7E\x7F\xFF\xFF\xFF\x4A\x70\x33\x1E\x7F\xFF\xFF\xFF\x77\x8E\xFC\x7B\x7F\xFF\xFF\xFF\x71\x21\xA3\xFD\x7F\xFF\xFF\xFF\xAB\x66\x08\x16\x7F\xFF\xFF\xFF\x4F\xB5\x9F\x52\x7F\xFF\xFF\xFF\xE9\x6B\xBB\xA7\x7F\xFF\xFF\xFF\x32\xDD\xAD\xF2\x7F\xFF\xFF\xFF\x4C\x02\x11\x7D\x7F\xFF\xFF\xFF\xCF\xB1\xAC\xD5\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60\x4F\xBA\xCE\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x16765C8F), ('P4rIngress.bitmap_seq.seq', 0xBBEA50DE)], 10286)
        self.setRegisterValue('P4rIngress.rounds', 0xBBEA50DE, 10286)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x5C)], 10286)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10286)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x783AEC98), ('P4rIngress.values_v00000.hi', 0x834C220D)], 10286)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4AD9F8B1), ('P4rIngress.values_v00001.hi', 0x2341A9F5)], 10286)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7CB6EC8C), ('P4rIngress.values_v00010.hi', 0xAE03762A)], 10286)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x49C7613D), ('P4rIngress.values_v00011.hi', 0xFAB9E5FD)], 10286)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5AD6744F), ('P4rIngress.values_v00100.hi', 0xBCE5F0DB)], 10286)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x57EB3D3B), ('P4rIngress.values_v00101.hi', 0x9F5D9FE1)], 10286)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6EC3F40E), ('P4rIngress.values_v00110.hi', 0xEB5CA29F)], 10286)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4314502F), ('P4rIngress.values_v00111.hi', 0x2B3A68EB)], 10286)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x76B4A3EF), ('P4rIngress.values_v01000.hi', 0x2E0FAFA6)], 10286)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x539ADA3A), ('P4rIngress.values_v01001.hi', 0xB13F818A)], 10286)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4155262D), ('P4rIngress.values_v01010.hi', 0xDA5ED8A3)], 10286)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7137365B), ('P4rIngress.values_v01011.hi', 0x4E5CA3B9)], 10286)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x665D1762), ('P4rIngress.values_v01100.hi', 0x53FEC2BB)], 10286)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4DBED18B), ('P4rIngress.values_v01101.hi', 0x59259E19)], 10286)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x71E4B0D9), ('P4rIngress.values_v01110.hi', 0xCF8269CB)], 10286)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7D7D6B35), ('P4rIngress.values_v01111.hi', 0x0ABA7025)], 10286)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7BF8E763), ('P4rIngress.values_v10000.hi', 0x77174059)], 10286)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x79D69829), ('P4rIngress.values_v10001.hi', 0x00000000)], 10286)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5D8437EA), ('P4rIngress.values_v10010.hi', 0x712D5506)], 10286)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x769F0B52), ('P4rIngress.values_v10011.hi', 0x468782E1)], 10286)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x68AA4A88), ('P4rIngress.values_v10100.hi', 0x5A93DEC4)], 10286)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5866EFF5), ('P4rIngress.values_v10101.hi', 0x527E34C4)], 10286)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x681B8EA8), ('P4rIngress.values_v10110.hi', 0x5F4D36F8)], 10286)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7EB40CBE), ('P4rIngress.values_v10111.hi', 0x598A904C)], 10286)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4411008C), ('P4rIngress.values_v11000.hi', 0x25DAFFD7)], 10286)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5A66CC29), ('P4rIngress.values_v11001.hi', 0xB56DA27A)], 10286)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x782E3236), ('P4rIngress.values_v11010.hi', 0x2F4A90E5)], 10286)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x523479A7), ('P4rIngress.values_v11011.hi', 0x1CFBC25D)], 10286)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7A539B7F), ('P4rIngress.values_v11100.hi', 0x0FE927B9)], 10286)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4E4B1BCE), ('P4rIngress.values_v11101.hi', 0x47974F2F)], 10286)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x49AEB874), ('P4rIngress.values_v11110.hi', 0x652E185B)], 10286)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4E2B76FD), ('P4rIngress.values_v11111.hi', 0x7BE4B7A8)], 10286)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1CA9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000272),
                gc.DataTuple('slot_count', 0x000006C7),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2AA6F946),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x46B65154),
                gc.KeyTuple('src_port', 0x9BD6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1CA9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0103),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\xB6\x51\x54\x00\x00\x00\x00\x9B\xD6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1C\xA9\x00\x18\x2A\xA6\xF9\x46\x05\xBC\x07\xE1\xBB\xEA\x50\xDE\x00\x40\x00\x00\x4B\x8C\x64\x1D\xFA\x5D\x22\x06\x66\x2D\xCA\x9B\x66\xB9\x2E\xF0\x46\xBA\x6D\xCD\xAB\x25\x74\xD1\x47\x0B\xBE\x53\x6A\x62\xF4\x03\x51\x8F\xA5\xC6\xB3\x00\xCE\xE2\x71\x11\xB4\xC4\x99\x45\x4A\x61\x6E\x54\x1A\x70\x6C\x40\x16\xBF\x56\xD1\x66\x2E\x67\x92\xD2\xFB\x53\xE4\xD7\x69\x75\xBA\x37\xBC\x57\xBD\x9B\xF7\xA1\xD9\xA2\xAA\x53\x66\xD2\x68\xD4\x82\xF4\xD6\x67\x66\x8A\xDE\x6F\x99\xB4\x2B\x4D\xD3\x55\xD4\x2C\xE1\xCE\x13\x4C\x8C\x84\x71\x43\x2D\x16\x51\x79\xAF\xB2\x3D\xF8\xBE\xF5\x69\x4B\xDC\x5E\xAD\x79\xBA\xE4\x89\x4B\xF2\xC4\x55\x1F\x85\x47\xBB\x45\x21\xB7\x3B\x80\x00\x00\x00\x53\x39\x97\x2E\x76\xBC\x93\x23\x52\x5E\xF6\x56\x47\x3E\x4C\x7C\x56\xA2\xE9\x78\x48\xCF\x5A\x9F\x52\x74\xAE\xC5\xEA\x2A\xAE\x69\x75\x94\xFA\x67\x22\x7D\x5C\xA9\x6F\x44\x26\xEF\x3D\xBD\x7B\x95\x71\xAB\xCC\xE7\x37\xD4\x49\xD7\x65\x4B\x6C\xBB\x74\x01\xBB\x4E\x58\xF8\x22\xE3\x67\x9E\xDD\x0D\x4A\xF3\x8F\xE3\x6E\x8B\x95\xE9\x78\x91\x13\x95\xB1\xED\xAE\x73\x75\xC3\xD3\xC3\x41\x30\x03\x8E\x6D\xEE\x59\xFA\x25\x15\xDD\xD0\x6C\xBE\x6B\xDB\x19\x0E\x35\x5B\x66\x2E\xEA\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x46\xB6\x51\x54\xBE\xEF\x9B\xD6\x01\x20\x00\x00\x50\x34\x02\x82\x1C\xA9\x00\x18\x2A\xA6\xF9\x46\x05\xBC\x01\xE1\xBB\xEA\x50\xDE\x00\x40\x00\x14\x7F\xFF\xFF\xFF\xFA\x5D\x22\x06\x7F\xFF\xFF\xFF\x66\xB9\x2E\xF0\x7F\xFF\xFF\xFF\xAB\x25\x74\xD1\x7F\xFF\xFF\xFF\x6A\x62\xF4\x03\x7F\xFF\xFF\xFF\xB3\x00\xCE\xE2\x7F\xFF\xFF\xFF\x99\x45\x4A\x61\x7F\xFF\xFF\xFF\x6C\x40\x16\xBF\x7F\xFF\xFF\xFF\x67\x92\xD2\xFB\x7F\xFF\xFF\xFF\x75\xBA\x37\xBC\x7F\xFF\xFF\xFF\xA1\xD9\xA2\xAA\x7F\xFF\xFF\xFF\xD4\x82\xF4\xD6\x7F\xFF\xFF\xFF\x6F\x99\xB4\x2B\x7F\xFF\xFF\xFF\x2C\xE1\xCE\x13\x7F\xFF\xFF\xFF\x43\x2D\x16\x51\x7F\xFF\xFF\xFF\xF8\xBE\xF5\x69\x7F\xFF\xFF\xFF\x79\xBA\xE4\x89\x7F\xFF\xFF\xFF\x1F\x85\x47\xBB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x76\xBC\x93\x23\x7F\xFF\xFF\xFF\x47\x3E\x4C\x7C\x7F\xFF\xFF\xFF\x48\xCF\x5A\x9F\x7F\xFF\xFF\xFF\xEA\x2A\xAE\x69\x7F\xFF\xFF\xFF\x22\x7D\x5C\xA9\x7F\xFF\xFF\xFF\x3D\xBD\x7B\x95\x7F\xFF\xFF\xFF\x37\xD4\x49\xD7\x7F\xFF\xFF\xFF\x74\x01\xBB\x4E\x7F\xFF\xFF\xFF\x67\x9E\xDD\x0D\x7F\xFF\xFF\xFF\x6E\x8B\x95\xE9\x7F\xFF\xFF\xFF\xB1\xED\xAE\x73\x7F\xFF\xFF\xFF\x41\x30\x03\x8E\x7F\xFF\xFF\xFF\x25\x15\xDD\xD0\x7F\xFF\xFF\xFF\x19\x0E\x35\x5B\x66\x2E\xEA\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x58A976D6), ('P4rIngress.bitmap_seq.seq', 0xD8A81CA3)], 13025)
        self.setRegisterValue('P4rIngress.rounds', 0xD8A81CA3, 13025)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x22)], 13025)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13025)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5112C735), ('P4rIngress.values_v00000.hi', 0xA799792B)], 13025)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5C342C36), ('P4rIngress.values_v00001.hi', 0x57D1456F)], 13025)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x43F2DCEC), ('P4rIngress.values_v00010.hi', 0x9E6CAE07)], 13025)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x479EF141), ('P4rIngress.values_v00011.hi', 0x5AFFB38D)], 13025)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6FC634B9), ('P4rIngress.values_v00100.hi', 0x26EFC92A)], 13025)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5E22462B), ('P4rIngress.values_v00101.hi', 0x55C92A86)], 13025)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x665D637B), ('P4rIngress.values_v00110.hi', 0x1BE50A3A)], 13025)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x73ACBE1C), ('P4rIngress.values_v00111.hi', 0x1F222955)], 13025)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x71DA05CE), ('P4rIngress.values_v01000.hi', 0x7F51695E)], 13025)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7A84E25E), ('P4rIngress.values_v01001.hi', 0x51B69AFA)], 13025)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x67E62AEF), ('P4rIngress.values_v01010.hi', 0x68F9FB3B)], 13025)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x76B643DF), ('P4rIngress.values_v01011.hi', 0x51570AA9)], 13025)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x653FC252), ('P4rIngress.values_v01100.hi', 0x56656BAB)], 13025)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x73F6DDA4), ('P4rIngress.values_v01101.hi', 0x0769CB9F)], 13025)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x43372B24), ('P4rIngress.values_v01110.hi', 0xC4D5F91C)], 13025)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B7585BE), ('P4rIngress.values_v01111.hi', 0x62C2DE0F)], 13025)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x57C6D3F4), ('P4rIngress.values_v10000.hi', 0xB39AC6B4)], 13025)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4879123D), ('P4rIngress.values_v10001.hi', 0x8DE8D911)], 13025)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4A40B714), ('P4rIngress.values_v10010.hi', 0x99379F4E)], 13025)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5A88A63D), ('P4rIngress.values_v10011.hi', 0x3C0B7224)], 13025)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4DC871D8), ('P4rIngress.values_v10100.hi', 0x5D7960A7)], 13025)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6AB4B7E2), ('P4rIngress.values_v10101.hi', 0x558D2E0A)], 13025)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x43C2B6E1), ('P4rIngress.values_v10110.hi', 0xB3CA5917)], 13025)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x731FECFB), ('P4rIngress.values_v10111.hi', 0x4A634393)], 13025)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7CDD7674), ('P4rIngress.values_v11000.hi', 0x51ED7F8B)], 13025)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7DC62D83), ('P4rIngress.values_v11001.hi', 0x5CD43336)], 13025)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x75FA9435), ('P4rIngress.values_v11010.hi', 0x4A9D88CB)], 13025)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B675AFB), ('P4rIngress.values_v11011.hi', 0xA189488B)], 13025)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6156D19C), ('P4rIngress.values_v11100.hi', 0x482DE7CF)], 13025)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5EFE68F1), ('P4rIngress.values_v11101.hi', 0x1AB38000)], 13025)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x694467AA), ('P4rIngress.values_v11110.hi', 0x71CA5561)], 13025)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x42C238F7), ('P4rIngress.values_v11111.hi', 0x125D3063)], 13025)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x35A7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B2E),
                gc.DataTuple('slot_count', 0x00001488),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53F1CFF6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0xE23D5436),
                gc.KeyTuple('src_port', 0x4A7B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x35A7),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0059),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE2\x3D\x54\x36\x00\x00\x00\x00\x4A\x7B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x35\xA7\x00\x18\x53\xF1\xCF\xF6\x07\xB3\x01\x8C\xD8\xA8\x1C\xA3\x00\x40\x00\x00\x46\x3A\x22\xF8\x9A\x8D\xBC\x96\x4D\x25\x4E\x38\x5B\x71\xFE\x49\x54\x62\x0E\x6F\xAA\x40\xE9\xA6\x47\xA4\x27\x85\x33\x5F\x31\x08\x69\x6E\x2D\x53\x89\xE8\xD7\x93\x78\xAC\xEF\xBB\x68\xCA\x59\x7E\x51\x3C\xBB\x3B\xA4\x65\x8C\xEA\x61\xEC\x2A\x7B\xE2\x7C\xE8\xD3\x5A\xF2\x1A\xB5\x49\x50\x6D\x75\x58\x7B\x63\xC6\x58\x73\xD1\x92\x57\x28\xCE\xB4\xDB\xE8\xB3\x3B\x5D\x7E\x6A\xAB\x3B\x4A\xA3\xA5\x54\x24\x50\x4E\x7F\xBF\xD9\x50\x65\xC9\x91\xAA\xE7\xAD\xDA\x54\x5E\x19\x0B\x37\x45\x14\xCB\x26\x5A\x2C\x44\xB1\x7A\x7C\xF4\xC6\x41\x4E\x3B\x39\xA5\x1F\x65\xB8\x53\x79\x15\x8C\xC3\x16\x56\x35\x51\x4B\x8F\xB9\x8D\xEA\xD1\x64\x67\x58\x6A\xD0\xE4\xCB\x5C\x7B\x44\x5B\xC0\x9B\x1B\x51\x7E\xEA\x72\x7A\x02\xBA\x6D\xEB\xAA\xC1\x4E\x3B\x12\xDD\xB2\x80\x1B\xB1\x6F\x68\x07\x47\x6A\x74\x50\xCC\x56\x5F\xDA\x4A\x56\x67\xDD\x69\x5C\x9D\x75\x3D\x42\x96\x2B\x59\x73\xEF\x2F\x96\x37\x9E\x24\x04\x55\x5D\x12\xB1\xB1\x6C\xFF\x6B\x46\xD0\xF2\x9F\x6A\xE9\x95\x4D\x76\xF1\xAB\x31\xE5\x4C\x80\x00\x7C\x4B\x5F\xAF\x7C\x56\x4D\x4B\x66\x91\x5C\x83\xB2\x5D\x77\xDA\xDE\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE2\x3D\x54\x36\xBE\xEF\x4A\x7B\x01\x20\x00\x00\x50\x34\x02\x82\x35\xA7\x00\x18\x53\xF1\xCF\xF6\x07\xB3\x01\x8C\xD8\xA8\x1C\xA3\x00\x40\x00\x13\x7F\xFF\xFF\xFF\x9A\x8D\xBC\x96\x7F\xFF\xFF\xFF\x5B\x71\xFE\x49\x7F\xFF\xFF\xFF\xAA\x40\xE9\xA6\x7F\xFF\xFF\xFF\x33\x5F\x31\x08\x7F\xFF\xFF\xFF\x89\xE8\xD7\x93\x7F\xFF\xFF\xFF\x68\xCA\x59\x7E\x7F\xFF\xFF\xFF\xA4\x65\x8C\xEA\x7F\xFF\xFF\xFF\xE2\x7C\xE8\xD3\x7F\xFF\xFF\xFF\x49\x50\x6D\x75\x7F\xFF\xFF\xFF\x58\x73\xD1\x92\x7F\xFF\xFF\xFF\xDB\xE8\xB3\x3B\x7F\xFF\xFF\xFF\x3B\x4A\xA3\xA5\x7F\xFF\xFF\xFF\x7F\xBF\xD9\x50\x7F\xFF\xFF\xFF\xE7\xAD\xDA\x54\x7F\xFF\xFF\xFF\x45\x14\xCB\x26\x7F\xFF\xFF\xFF\x7A\x7C\xF4\xC6\x7F\xFF\xFF\xFF\xA5\x1F\x65\xB8\x7F\xFF\xFF\xFF\xC3\x16\x56\x35\x7F\xFF\xFF\xFF\x8D\xEA\xD1\x64\x7F\xFF\xFF\xFF\xE4\xCB\x5C\x7B\x7F\xFF\xFF\xFF\x1B\x51\x7E\xEA\x7F\xFF\xFF\xFF\x6D\xEB\xAA\xC1\x7F\xFF\xFF\xFF\xB2\x80\x1B\xB1\x7F\xFF\xFF\xFF\x6A\x74\x50\xCC\x7F\xFF\xFF\xFF\x56\x67\xDD\x69\x7F\xFF\xFF\xFF\x42\x96\x2B\x59\x7F\xFF\xFF\xFF\x37\x9E\x24\x04\x7F\xFF\xFF\xFF\xB1\x6C\xFF\x6B\x7F\xFF\xFF\xFF\x6A\xE9\x95\x4D\x7F\xFF\xFF\xFF\xE5\x4C\x80\x00\x7F\xFF\xFF\xFF\x7C\x56\x4D\x4B\x7F\xFF\xFF\xFF\xB2\x5D\x77\xDA\xDE\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7A85AB4E), ('P4rIngress.bitmap_seq.seq', 0xD2DCCCFD)], 11162)
        self.setRegisterValue('P4rIngress.rounds', 0xD2DCCCFD, 11162)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x53)], 11162)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11162)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7F0BDC6F), ('P4rIngress.values_v00000.hi', 0x9F997497)], 11162)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D7AA409), ('P4rIngress.values_v00001.hi', 0x6B756D9D)], 11162)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x467C94EF), ('P4rIngress.values_v00010.hi', 0xEE8D357A)], 11162)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6A9F17FD), ('P4rIngress.values_v00011.hi', 0x237A4DED)], 11162)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x60727E39), ('P4rIngress.values_v00100.hi', 0xAC6013B3)], 11162)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4450AE19), ('P4rIngress.values_v00101.hi', 0xBA53540F)], 11162)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4A036ACF), ('P4rIngress.values_v00110.hi', 0x1C53C696)], 11162)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x54D7B5EC), ('P4rIngress.values_v00111.hi', 0x5301BB4E)], 11162)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x65EB2CBE), ('P4rIngress.values_v01000.hi', 0x4CF01999)], 11162)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x758B462F), ('P4rIngress.values_v01001.hi', 0x934A49BB)], 11162)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x55D4D757), ('P4rIngress.values_v01010.hi', 0x75665AFD)], 11162)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x668ACF38), ('P4rIngress.values_v01011.hi', 0x7A4D76E1)], 11162)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7B25FE17), ('P4rIngress.values_v01100.hi', 0x5F5DC177)], 11162)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x44DFB7E0), ('P4rIngress.values_v01101.hi', 0x4CA904A2)], 11162)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x767ADAF1), ('P4rIngress.values_v01110.hi', 0xE5245B21)], 11162)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x512EE6A3), ('P4rIngress.values_v01111.hi', 0x58AE21B5)], 11162)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5C4F371E), ('P4rIngress.values_v10000.hi', 0x6A1A649B)], 11162)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x44B3585B), ('P4rIngress.values_v10001.hi', 0x2CF2D8F7)], 11162)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5FF9D0B4), ('P4rIngress.values_v10010.hi', 0x75AE4391)], 11162)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7EDDD41E), ('P4rIngress.values_v10011.hi', 0xAC1BCD7B)], 11162)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6EC4ACBB), ('P4rIngress.values_v10100.hi', 0x57A48D76)], 11162)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4BAA10C8), ('P4rIngress.values_v10101.hi', 0x455C33CA)], 11162)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7060EED9), ('P4rIngress.values_v10110.hi', 0x5CEA607A)], 11162)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x49CC279F), ('P4rIngress.values_v10111.hi', 0xB4A543DE)], 11162)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6F88A125), ('P4rIngress.values_v11000.hi', 0xC6730E8B)], 11162)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4906238B), ('P4rIngress.values_v11001.hi', 0xD2AFB1D1)], 11162)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7A724845), ('P4rIngress.values_v11010.hi', 0x5D705C4C)], 11162)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x570AF66C), ('P4rIngress.values_v11011.hi', 0x652936C7)], 11162)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x78FD6A75), ('P4rIngress.values_v11100.hi', 0x41B94792)], 11162)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6832B4D3), ('P4rIngress.values_v11101.hi', 0x5E296313)], 11162)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4EC0805D), ('P4rIngress.values_v11110.hi', 0x513A05C8)], 11162)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x46CA9605), ('P4rIngress.values_v11111.hi', 0xD9BF8DF3)], 11162)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8422),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000033F),
                gc.DataTuple('slot_count', 0x0000147F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1DA2689E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x40A4BD65),
                gc.KeyTuple('src_port', 0x6C9B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8422),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x013A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x40\xA4\xBD\x65\x00\x00\x00\x00\x6C\x9B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x84\x22\x00\x18\x1D\xA2\x68\x9E\x08\x5B\x05\xA6\xD2\xDC\xCC\xFD\x00\x40\x00\x00\x59\x67\x88\x63\xBB\xAA\x8A\x86\x54\x35\xFB\x90\x48\x45\x7D\x39\x56\xBF\xA6\x1B\x8E\xAC\x9D\x36\x47\x83\x00\xA6\x9E\x42\xF7\x4F\x66\x1A\xAC\xD5\xAC\xF6\xEB\xF0\x6F\xA7\x7C\xB1\x9F\x87\x4F\x6F\x52\xF4\x20\xDC\x47\xA8\x45\xD9\x79\x94\xBD\x45\x67\x75\x99\xBD\x60\xB9\x99\x83\x34\xA7\xEB\x53\x4F\xE1\xD2\x64\x82\xD0\xFF\x91\x7D\x8B\x3B\x57\xA5\x76\xE2\x67\x59\xFF\xE3\x6E\x50\xB7\xE4\xFB\x56\xAC\xA6\x46\x66\x61\x3F\x5A\x5D\xDC\x0C\xC4\x64\xAC\xFC\xFD\x7F\x59\xF8\x97\xF4\xB5\xD6\x44\x54\x26\x8E\xEA\x5E\x35\x60\xE7\x55\x33\x11\x08\x51\x3E\x54\xAB\x46\x86\xF3\xAD\x06\x7E\x95\x14\x7C\x74\x9D\x57\x29\xB2\xA1\xB9\x6C\x49\x19\x71\xC4\xDA\x29\x22\x69\x7C\x84\xEF\x7C\xED\xD0\xD8\x71\x07\xB0\x59\x65\x3C\xA7\x0F\x59\xA3\x63\x63\x45\xF4\xF3\xC2\x75\x0B\x7F\xE2\x6C\xB4\x77\x29\x41\xBA\xED\xAB\xA7\xBC\xC2\x63\x4E\x36\x2D\xB0\xC3\x61\x60\x33\x51\x20\x45\x6D\x3D\xD4\xDF\x64\x5C\xDC\xD5\x3A\xCB\x6A\xA1\xD5\x54\x8B\x82\x69\x73\x14\xD9\x57\x68\xDA\xA0\xC7\x76\x05\x2E\x4F\x74\xC7\xA0\xD7\x51\x09\x25\x59\x75\xAB\x35\xF3\x95\x7F\xCA\xE7\xB2\xAC\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x40\xA4\xBD\x65\xBE\xEF\x6C\x9B\x01\x20\x00\x00\x50\x34\x02\x82\x84\x22\x00\x18\x1D\xA2\x68\x9E\x08\x5B\x01\xA6\xD2\xDC\xCC\xFD\x00\x40\x00\x20\x7F\xFF\xFF\xFF\xBB\xAA\x8A\x86\x7F\xFF\xFF\xFF\x48\x45\x7D\x39\x7F\xFF\xFF\xFF\x8E\xAC\x9D\x36\x7F\xFF\xFF\xFF\x9E\x42\xF7\x4F\x7F\xFF\xFF\xFF\xAC\xF6\xEB\xF0\x7F\xFF\xFF\xFF\x9F\x87\x4F\x6F\x7F\xFF\xFF\xFF\x47\xA8\x45\xD9\x7F\xFF\xFF\xFF\x67\x75\x99\xBD\x7F\xFF\xFF\xFF\x34\xA7\xEB\x53\x7F\xFF\xFF\xFF\x82\xD0\xFF\x91\x7F\xFF\xFF\xFF\xA5\x76\xE2\x67\x7F\xFF\xFF\xFF\x50\xB7\xE4\xFB\x7F\xFF\xFF\xFF\x66\x61\x3F\x5A\x7F\xFF\xFF\xFF\x64\xAC\xFC\xFD\x7F\xFF\xFF\xFF\xF4\xB5\xD6\x44\x7F\xFF\xFF\xFF\x5E\x35\x60\xE7\x7F\xFF\xFF\xFF\x51\x3E\x54\xAB\x7F\xFF\xFF\xFF\x06\x7E\x95\x14\x7F\xFF\xFF\xFF\x29\xB2\xA1\xB9\x7F\xFF\xFF\xFF\xC4\xDA\x29\x22\x7F\xFF\xFF\xFF\x7C\xED\xD0\xD8\x7F\xFF\xFF\xFF\x65\x3C\xA7\x0F\x7F\xFF\xFF\xFF\x45\xF4\xF3\xC2\x7F\xFF\xFF\xFF\x6C\xB4\x77\x29\x7F\xFF\xFF\xFF\xA7\xBC\xC2\x63\x7F\xFF\xFF\xFF\xC3\x61\x60\x33\x7F\xFF\xFF\xFF\x3D\xD4\xDF\x64\x7F\xFF\xFF\xFF\xCB\x6A\xA1\xD5\x7F\xFF\xFF\xFF\x73\x14\xD9\x57\x7F\xFF\xFF\xFF\x76\x05\x2E\x4F\x7F\xFF\xFF\xFF\x51\x09\x25\x59\x7F\xFF\xFF\xFF\x95\x7F\xCA\xE7\xB2\xAC\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x348598F2), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 12015)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 12015)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x02)], 12015)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12015)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x726D7729), ('P4rIngress.values_v00000.hi', 0x8CFABB70)], 12015)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DFC4C87), ('P4rIngress.values_v00001.hi', 0x46F9C3CA)], 12015)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5B25865B), ('P4rIngress.values_v00010.hi', 0xDA69DA5B)], 12015)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x78B6A845), ('P4rIngress.values_v00011.hi', 0xB67C74D3)], 12015)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x67C2DC89), ('P4rIngress.values_v00100.hi', 0x84E27EB5)], 12015)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7A370292), ('P4rIngress.values_v00101.hi', 0xADD12515)], 12015)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5935E3DD), ('P4rIngress.values_v00110.hi', 0xA6FE5FBF)], 12015)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x664EEC2A), ('P4rIngress.values_v00111.hi', 0x36CD923F)], 12015)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F371B53), ('P4rIngress.values_v01000.hi', 0x2AFF93A0)], 12015)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x525CFB08), ('P4rIngress.values_v01001.hi', 0xA1ADD775)], 12015)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7564ABE4), ('P4rIngress.values_v01010.hi', 0x29ED646B)], 12015)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x78A04EE1), ('P4rIngress.values_v01011.hi', 0x3251A78D)], 12015)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x67E7FE79), ('P4rIngress.values_v01100.hi', 0x7F52B387)], 12015)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x628CE853), ('P4rIngress.values_v01101.hi', 0x4AF288C7)], 12015)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B460DFF), ('P4rIngress.values_v01110.hi', 0xA96EB6D6)], 12015)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6CF076BE), ('P4rIngress.values_v01111.hi', 0x3DED72AA)], 12015)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5B6D227E), ('P4rIngress.values_v10000.hi', 0x475F2607)], 12015)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x71466AA7), ('P4rIngress.values_v10001.hi', 0xE760BDAF)], 12015)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4962ACFE), ('P4rIngress.values_v10010.hi', 0x5C5B57C9)], 12015)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x56BFB3B3), ('P4rIngress.values_v10011.hi', 0x59ED5AD3)], 12015)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x63BB78D3), ('P4rIngress.values_v10100.hi', 0x9B1B1A09)], 12015)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x49C9EDE6), ('P4rIngress.values_v10101.hi', 0xB5FFFAFD)], 12015)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x590B0543), ('P4rIngress.values_v10110.hi', 0x26A08B86)], 12015)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x798EBC1F), ('P4rIngress.values_v10111.hi', 0x392EBC3C)], 12015)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x49A094E3), ('P4rIngress.values_v11000.hi', 0x44C698CE)], 12015)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x72234E6D), ('P4rIngress.values_v11001.hi', 0x4EA7E01D)], 12015)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6396BE61), ('P4rIngress.values_v11010.hi', 0x511FF909)], 12015)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6A972DC3), ('P4rIngress.values_v11011.hi', 0x78EED7FC)], 12015)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6DD5370E), ('P4rIngress.values_v11100.hi', 0x9C9AF6C2)], 12015)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7C9D1FFB), ('P4rIngress.values_v11101.hi', 0x2E45763F)], 12015)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x639CFC8E), ('P4rIngress.values_v11110.hi', 0x91448520)], 12015)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4AB7FEEF), ('P4rIngress.values_v11111.hi', 0x8E4776C5)], 12015)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x700D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007A4),
                gc.DataTuple('slot_count', 0x0000155B),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A8C4FE9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x48587458),
                gc.KeyTuple('src_port', 0xB66A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x700D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0151),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x48\x58\x74\x58\x00\x00\x00\x00\xB6\x6A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x70\x0D\x00\x18\x9A\x8C\x4F\xE9\x07\x4B\x01\x35\x80\x00\x00\x00\x00\x40\x00\x00\x4F\x9E\x65\x3F\xF2\x3E\x8B\xF5\x72\x00\x05\x21\x76\x98\xAE\xF5\x62\x26\xEA\x4E\x94\xCC\xDF\x7B\x7A\x3A\x34\xED\x74\xF5\xF9\x2F\x5C\xD3\xC6\xCC\xBD\xB1\x38\x86\x63\x3A\x71\x66\xA9\x51\x06\x15\x73\xA2\xEA\xC4\x4D\x53\x50\x4C\x76\x71\xEA\x2B\x75\x2E\x2A\x59\x58\xC5\x52\x56\x65\x84\x9E\x22\x48\x4B\x2B\x4F\xB1\xA3\x46\xF4\x7E\xCC\xD9\xF6\xB9\x5A\xDF\x2D\x5B\x69\xE2\xB1\x7D\xCC\x0D\x31\x55\xB2\x11\x7D\x7D\x38\x72\xC1\x66\x44\xA9\xE3\x56\x3B\xD6\xD9\x6B\x2F\x9F\xA1\x3F\x4C\xB8\xDC\x5C\x61\x39\x6A\x60\xB8\xD5\x6A\x5C\x48\x82\xB2\x55\x5D\xB2\xC0\x5B\xF1\x33\x86\xF2\xB6\xFA\xAE\x5F\x27\xC5\xD7\x5D\x47\x3C\x58\x53\x68\xD2\xCF\x1F\x9E\x1C\x37\x44\x93\x2E\xF2\x9B\x77\x48\x5C\x5B\xD3\x81\x4D\xF6\x2F\xD2\xDB\x60\xAF\x0D\xEB\x66\x6D\xB5\x7E\x77\xFA\x1C\xAD\xCD\x97\x22\x45\x60\x72\xE3\x79\x75\x71\x8A\x7F\x56\xF6\x68\x46\x54\xFD\x37\xFE\x57\x29\xC4\xF6\x30\xA6\x56\xBF\x6A\x85\xEC\xFB\x7C\x48\xD5\xAE\x4D\xFD\x34\x85\xF7\xF7\x73\x7E\x45\xB1\x16\x11\x88\x0D\x1D\xBB\x6F\xA6\x8E\x7F\xC7\x5E\x2D\x4C\x79\xB5\x9C\x17\x7F\xC6\x25\x95\x36\xD0\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x48\x58\x74\x58\xBE\xEF\xB6\x6A\x01\x20\x00\x00\x50\x34\x02\x82\x70\x0D\x00\x18\x9A\x8C\x4F\xE9\x07\x4B\x01\x35\x80\x00\x00\x00\x00\x40\x00\x19\x7F\xFF\xFF\xFF\xF2\x3E\x8B\xF5\x7F\xFF\xFF\xFF\x76\x98\xAE\xF5\x7F\xFF\xFF\xFF\x94\xCC\xDF\x7B\x7F\xFF\xFF\xFF\x74\xF5\xF9\x2F\x7F\xFF\xFF\xFF\xBD\xB1\x38\x86\x7F\xFF\xFF\xFF\xA9\x51\x06\x15\x7F\xFF\xFF\xFF\x4D\x53\x50\x4C\x7F\xFF\xFF\xFF\x75\x2E\x2A\x59\x7F\xFF\xFF\xFF\x65\x84\x9E\x22\x7F\xFF\xFF\xFF\xB1\xA3\x46\xF4\x7F\xFF\xFF\xFF\xB9\x5A\xDF\x2D\x7F\xFF\xFF\xFF\x7D\xCC\x0D\x31\x7F\xFF\xFF\xFF\x7D\x38\x72\xC1\x7F\xFF\xFF\xFF\x56\x3B\xD6\xD9\x7F\xFF\xFF\xFF\x3F\x4C\xB8\xDC\x7F\xFF\xFF\xFF\x60\xB8\xD5\x6A\x7F\xFF\xFF\xFF\x55\x5D\xB2\xC0\x7F\xFF\xFF\xFF\xF2\xB6\xFA\xAE\x7F\xFF\xFF\xFF\x5D\x47\x3C\x58\x7F\xFF\xFF\xFF\x1F\x9E\x1C\x37\x7F\xFF\xFF\xFF\x9B\x77\x48\x5C\x7F\xFF\xFF\xFF\xF6\x2F\xD2\xDB\x7F\xFF\xFF\xFF\x66\x6D\xB5\x7E\x7F\xFF\xFF\xFF\xCD\x97\x22\x45\x7F\xFF\xFF\xFF\x75\x71\x8A\x7F\x7F\xFF\xFF\xFF\x54\xFD\x37\xFE\x7F\xFF\xFF\xFF\x30\xA6\x56\xBF\x7F\xFF\xFF\xFF\x7C\x48\xD5\xAE\x7F\xFF\xFF\xFF\xF7\xF7\x73\x7E\x7F\xFF\xFF\xFF\x88\x0D\x1D\xBB\x7F\xFF\xFF\xFF\xC7\x5E\x2D\x4C\x7F\xFF\xFF\xFF\x7F\xC6\x25\x95\x36\xD0\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2EA81EE6), ('P4rIngress.bitmap_seq.seq', 0x87000000)], 10525)
        self.setRegisterValue('P4rIngress.rounds', 0x87000000, 10525)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x34)], 10525)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10525)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x405771A5), ('P4rIngress.values_v00000.hi', 0xB942B30B)], 10525)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6A79E5B6), ('P4rIngress.values_v00001.hi', 0x41C5589E)], 10525)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x44A6EE1B), ('P4rIngress.values_v00010.hi', 0x3AE58550)], 10525)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x651765C7), ('P4rIngress.values_v00011.hi', 0xDED2EE81)], 10525)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x552FD15A), ('P4rIngress.values_v00100.hi', 0x6A1378A0)], 10525)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5FA4A597), ('P4rIngress.values_v00101.hi', 0xB32DB779)], 10525)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76B6BA4A), ('P4rIngress.values_v00110.hi', 0x44F07227)], 10525)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5C577B38), ('P4rIngress.values_v00111.hi', 0x424771AF)], 10525)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5ACF89F3), ('P4rIngress.values_v01000.hi', 0x3F36D879)], 10525)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4EF4DE52), ('P4rIngress.values_v01001.hi', 0x6C5494B3)], 10525)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x65C20B57), ('P4rIngress.values_v01010.hi', 0xA970F108)], 10525)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7A7CAB3C), ('P4rIngress.values_v01011.hi', 0x61C15ACB)], 10525)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x690D9595), ('P4rIngress.values_v01100.hi', 0x4B6ABC75)], 10525)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5C38F418), ('P4rIngress.values_v01101.hi', 0xEC9BB353)], 10525)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63B1DB96), ('P4rIngress.values_v01110.hi', 0x74985608)], 10525)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x572425A9), ('P4rIngress.values_v01111.hi', 0x9511AB36)], 10525)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x69B71963), ('P4rIngress.values_v10000.hi', 0x6368A8C7)], 10525)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6B79F4D9), ('P4rIngress.values_v10001.hi', 0x7789DC74)], 10525)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x753946A5), ('P4rIngress.values_v10010.hi', 0x9D9CEAAD)], 10525)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x46D62964), ('P4rIngress.values_v10011.hi', 0xCFF2EBDB)], 10525)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x49107CBD), ('P4rIngress.values_v10100.hi', 0xBB77A7F7)], 10525)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6CDDBEA3), ('P4rIngress.values_v10101.hi', 0x155BB515)], 10525)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x76A32B73), ('P4rIngress.values_v10110.hi', 0x66CC41B5)], 10525)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x45607CD8), ('P4rIngress.values_v10111.hi', 0x42085772)], 10525)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6A73FA89), ('P4rIngress.values_v11000.hi', 0x37D660EF)], 10525)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x614E2F3F), ('P4rIngress.values_v11001.hi', 0xA4A551D5)], 10525)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7B695CC3), ('P4rIngress.values_v11010.hi', 0x6DCBB264)], 10525)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7D9DC469), ('P4rIngress.values_v11011.hi', 0x58A292C7)], 10525)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x75518BDD), ('P4rIngress.values_v11100.hi', 0x7D96BC13)], 10525)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x43B77B5C), ('P4rIngress.values_v11101.hi', 0xA9847C54)], 10525)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7EBEEC78), ('P4rIngress.values_v11110.hi', 0x1CB6A94D)], 10525)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x47ED5433), ('P4rIngress.values_v11111.hi', 0x5D552BF5)], 10525)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF445),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091D),
                gc.DataTuple('slot_count', 0x000009DA),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB0213B3E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x6E7A7077),
                gc.KeyTuple('src_port', 0x178E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF445),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x016A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\x7A\x70\x77\x00\x00\x00\x00\x17\x8E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF4\x45\x00\x18\xB0\x21\x3B\x3E\x00\x00\x05\xEA\x87\x00\x00\x00\x00\x40\x00\x00\x59\xDB\x72\x4A\xB2\xDA\x6B\x39\x5D\x61\x6F\x19\x61\x7B\xEB\x1F\x70\xCC\x8B\x92\x72\x8C\xB6\xA6\x57\xB6\xA1\x66\x92\x92\xE3\x97\x6E\x58\x31\x33\x47\x25\x6D\xA5\x6E\xDE\xA9\xE1\xB6\x65\x36\xA1\x76\xA9\x1B\xBC\x78\x60\x7B\x3B\x61\xE2\xEA\xD9\x5A\x47\x15\x26\x67\x43\x6C\xE3\x4D\xBE\xBA\x4E\x43\x46\x46\xC3\x50\x9D\xCB\xD6\x71\x90\x37\x7E\xAD\x42\xB6\x7E\x7A\xD6\x68\xAC\x73\xF2\x08\xCC\x57\xDA\x6F\xDE\x55\x68\xE2\x37\x54\xA4\x87\xC8\x35\xDD\xB7\x39\x6C\x7B\xEE\xF7\xDC\xF7\xCB\xBF\x6C\x8D\x0C\xA2\xD1\x7A\x9D\x26\x58\x93\xCC\x36\x27\x60\xE4\xD8\x4C\xBE\x0F\x2D\x21\xE7\x33\x26\x6B\x06\xB9\xFD\xAC\xC9\xE8\xED\x74\x73\x6F\xAF\x28\xAD\x22\xAF\x7D\x29\x1D\x79\x5A\x43\x15\x07\x6C\x5C\xBD\xAF\x99\xDC\xB5\xC5\x41\x07\x63\xB6\x73\xAF\xFA\x77\x5D\x36\x61\x7E\x6E\xFA\xAF\xA7\x76\xBA\x1F\xAB\x49\x27\x72\xE1\x5C\x40\xDD\x65\xC2\xEF\x7C\xD7\x6B\xFF\xE7\x21\x39\x29\x2A\xE2\x5B\x2D\xDE\x8F\xCB\xDA\xB3\xEB\x46\x16\x9A\xC9\x50\xC9\xBA\xBB\x71\x13\xBA\x1B\xC8\xB6\x38\xC4\x4B\x9B\x95\x2F\x71\x84\xAF\x86\x76\xC8\xCA\x30\x71\x9A\x88\x67\x58\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6E\x7A\x70\x77\xBE\xEF\x17\x8E\x01\x20\x00\x00\x50\x34\x02\x82\xF4\x45\x00\x18\xB0\x21\x3B\x3E\x00\x00\x01\xEA\x87\x00\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\xB2\xDA\x6B\x39\x7F\xFF\xFF\xFF\x61\x7B\xEB\x1F\x7F\xFF\xFF\xFF\x72\x8C\xB6\xA6\x7F\xFF\xFF\xFF\x92\x92\xE3\x97\x7F\xFF\xFF\xFF\x47\x25\x6D\xA5\x7F\xFF\xFF\xFF\xB6\x65\x36\xA1\x7F\xFF\xFF\xFF\x78\x60\x7B\x3B\x7F\xFF\xFF\xFF\x5A\x47\x15\x26\x7F\xFF\xFF\xFF\x4D\xBE\xBA\x4E\x7F\xFF\xFF\xFF\x50\x9D\xCB\xD6\x7F\xFF\xFF\xFF\xAD\x42\xB6\x7E\x7F\xFF\xFF\xFF\x73\xF2\x08\xCC\x7F\xFF\xFF\xFF\x55\x68\xE2\x37\x7F\xFF\xFF\xFF\x35\xDD\xB7\x39\x7F\xFF\xFF\xFF\xDC\xF7\xCB\xBF\x7F\xFF\xFF\xFF\xD1\x7A\x9D\x26\x7F\xFF\xFF\xFF\x27\x60\xE4\xD8\x7F\xFF\xFF\xFF\x21\xE7\x33\x26\x7F\xFF\xFF\xFF\xAC\xC9\xE8\xED\x7F\xFF\xFF\xFF\x28\xAD\x22\xAF\x7F\xFF\xFF\xFF\x5A\x43\x15\x07\x7F\xFF\xFF\xFF\x99\xDC\xB5\xC5\x7F\xFF\xFF\xFF\x73\xAF\xFA\x77\x7F\xFF\xFF\xFF\x6E\xFA\xAF\xA7\x7F\xFF\xFF\xFF\x49\x27\x72\xE1\x7F\xFF\xFF\xFF\xC2\xEF\x7C\xD7\x7F\xFF\xFF\xFF\x39\x29\x2A\xE2\x7F\xFF\xFF\xFF\xCB\xDA\xB3\xEB\x7F\xFF\xFF\xFF\x50\xC9\xBA\xBB\x7F\xFF\xFF\xFF\xC8\xB6\x38\xC4\x7F\xFF\xFF\xFF\x71\x84\xAF\x86\x7F\xFF\xFF\xFF\x71\x9A\x88\x67\x58\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEA5B5477), ('P4rIngress.bitmap_seq.seq', 0x08000000)], 11975)
        self.setRegisterValue('P4rIngress.rounds', 0x08000000, 11975)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x3F)], 11975)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11975)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x512A38C1), ('P4rIngress.values_v00000.hi', 0xB04514DD)], 11975)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x696C538D), ('P4rIngress.values_v00001.hi', 0x7C39DCD7)], 11975)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5E9F16A5), ('P4rIngress.values_v00010.hi', 0xA278FB57)], 11975)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4D4E2B73), ('P4rIngress.values_v00011.hi', 0x36A21801)], 11975)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x52A796E1), ('P4rIngress.values_v00100.hi', 0x850FEED7)], 11975)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x414C9449), ('P4rIngress.values_v00101.hi', 0x9A4AFF58)], 11975)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x431E112B), ('P4rIngress.values_v00110.hi', 0xCD8A3A89)], 11975)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x41C96E65), ('P4rIngress.values_v00111.hi', 0x3ADF588F)], 11975)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B2C6E95), ('P4rIngress.values_v01000.hi', 0x336E8906)], 11975)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6D5266DB), ('P4rIngress.values_v01001.hi', 0x969419B5)], 11975)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x40604E8F), ('P4rIngress.values_v01010.hi', 0xAAB91FD3)], 11975)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x51E22D70), ('P4rIngress.values_v01011.hi', 0x509C90CD)], 11975)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x55AC7D52), ('P4rIngress.values_v01100.hi', 0x688BEA13)], 11975)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x50ABC8CF), ('P4rIngress.values_v01101.hi', 0x4325B333)], 11975)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4DADB02F), ('P4rIngress.values_v01110.hi', 0xCE9BA8CD)], 11975)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5E64477F), ('P4rIngress.values_v01111.hi', 0x723F9254)], 11975)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x431A9DD1), ('P4rIngress.values_v10000.hi', 0x6A9B6876)], 11975)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7D4BCB2E), ('P4rIngress.values_v10001.hi', 0x67206DFD)], 11975)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x68C3BD23), ('P4rIngress.values_v10010.hi', 0x495B9EAC)], 11975)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x756DF62F), ('P4rIngress.values_v10011.hi', 0x98094E73)], 11975)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x64551EEE), ('P4rIngress.values_v10100.hi', 0x6D0CDB0E)], 11975)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x433E2414), ('P4rIngress.values_v10101.hi', 0x45295307)], 11975)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x77C9725D), ('P4rIngress.values_v10110.hi', 0x3570B234)], 11975)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6B976DB5), ('P4rIngress.values_v10111.hi', 0x981B78F1)], 11975)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x63E658AB), ('P4rIngress.values_v11000.hi', 0xF52D93D3)], 11975)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x52DA7BAC), ('P4rIngress.values_v11001.hi', 0x95DAB7F3)], 11975)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7DEBB1D5), ('P4rIngress.values_v11010.hi', 0x6F123938)], 11975)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x52BA1A91), ('P4rIngress.values_v11011.hi', 0xF25B5977)], 11975)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6E00735C), ('P4rIngress.values_v11100.hi', 0x53CC054D)], 11975)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x655FE9DB), ('P4rIngress.values_v11101.hi', 0x0867F5FF)], 11975)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5D949315), ('P4rIngress.values_v11110.hi', 0xD730B969)], 11975)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A30A2D0), ('P4rIngress.values_v11111.hi', 0x97AB9FAB)], 11975)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2844),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001C6),
                gc.DataTuple('slot_count', 0x000012FB),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x225D5B85),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x0316C801),
                gc.KeyTuple('src_port', 0x2526),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2844),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x03\x16\xC8\x01\x00\x00\x00\x00\x25\x26\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x28\x44\x00\x18\x22\x5D\x5B\x85\x0D\x01\x01\xA2\x08\x00\x00\x00\x00\x40\x00\x00\x7D\x2D\xBA\x52\xB2\x51\x16\xD9\x47\xCF\x51\x49\x30\x06\x91\x42\x44\x48\x37\x5E\xA2\x08\xEB\xC9\x59\x62\x98\xC3\x92\x73\x4A\xA3\x66\xD7\xBE\x4B\xB3\x7E\x6A\xD0\x6A\x6A\x8F\x3E\xB5\x54\xBF\xB4\x77\x9A\xA9\xA9\xD5\xE7\x38\x95\x5A\xD9\x08\x24\x5B\xC8\x6D\xB7\x79\x91\x01\xA9\x75\x7F\x32\xE2\x46\x7E\xD4\xE5\xB4\xDB\x93\xD7\x76\x15\xED\x24\x68\x59\xF7\x2D\x6E\x4F\xAA\x59\x51\x9D\xBE\x94\x4A\xCB\xA2\x67\x2D\xFB\x2E\x2E\x61\x53\xC8\x81\x66\xBD\x13\x9F\x75\x71\xF5\xB9\x6A\x75\xBB\xE4\x75\x66\x7D\x38\x26\xE0\x21\x57\x50\x7C\x9D\xF9\x66\x06\xA6\xFB\x7D\xE3\x3A\xCA\x0F\x2D\xFE\xBD\x5C\x13\xBF\xA6\x67\x87\xAC\xEF\x67\xC5\x6E\x4C\x80\x21\xAD\x1F\x60\x99\xA6\x4D\x47\x79\x49\x4D\x57\x68\xE9\x7D\x4C\x3D\xD7\xD9\x75\x67\x4F\x4B\x71\x60\xDC\x8C\x51\x72\xE5\x4D\x00\x00\x00\x00\x7A\x90\xC8\xBA\x87\xAD\x93\x1B\x59\x68\xDA\xBB\x97\x0A\xC1\x7E\x63\x86\x14\x52\x6A\xCF\x4B\x2E\x55\xE0\xCA\x37\x66\xC9\xA8\x8D\x7A\xCA\xFB\xD7\x4F\xAB\xE5\xA5\x6F\x68\xC6\x41\x2E\xB7\x74\x35\x43\x0F\x3A\x55\x12\xB4\x33\x09\x5B\xD5\x86\xA7\x33\xAF\x5E\x3B\x7E\x7E\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x03\x16\xC8\x01\xBE\xEF\x25\x26\x01\x20\x00\x00\x50\x34\x02\x82\x28\x44\x00\x18\x22\x5D\x5B\x85\x0D\x01\x01\xA2\x08\x00\x00\x00\x00\x40\x00\x12\x7F\xFF\xFF\xFF\xB2\x51\x16\xD9\x7F\xFF\xFF\xFF\x30\x06\x91\x42\x7F\xFF\xFF\xFF\xA2\x08\xEB\xC9\x7F\xFF\xFF\xFF\x92\x73\x4A\xA3\x7F\xFF\xFF\xFF\xB3\x7E\x6A\xD0\x7F\xFF\xFF\xFF\xB5\x54\xBF\xB4\x7F\xFF\xFF\xFF\xD5\xE7\x38\x95\x7F\xFF\xFF\xFF\x5B\xC8\x6D\xB7\x7F\xFF\xFF\xFF\x75\x7F\x32\xE2\x7F\xFF\xFF\xFF\xB4\xDB\x93\xD7\x7F\xFF\xFF\xFF\x68\x59\xF7\x2D\x7F\xFF\xFF\xFF\x51\x9D\xBE\x94\x7F\xFF\xFF\xFF\x2D\xFB\x2E\x2E\x7F\xFF\xFF\xFF\x66\xBD\x13\x9F\x7F\xFF\xFF\xFF\x6A\x75\xBB\xE4\x7F\xFF\xFF\xFF\x26\xE0\x21\x57\x7F\xFF\xFF\xFF\x66\x06\xA6\xFB\x7F\xFF\xFF\xFF\x0F\x2D\xFE\xBD\x7F\xFF\xFF\xFF\x67\x87\xAC\xEF\x7F\xFF\xFF\xFF\x80\x21\xAD\x1F\x7F\xFF\xFF\xFF\x47\x79\x49\x4D\x7F\xFF\xFF\xFF\x4C\x3D\xD7\xD9\x7F\xFF\xFF\xFF\x71\x60\xDC\x8C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x87\xAD\x93\x1B\x7F\xFF\xFF\xFF\x97\x0A\xC1\x7E\x7F\xFF\xFF\xFF\x6A\xCF\x4B\x2E\x7F\xFF\xFF\xFF\x66\xC9\xA8\x8D\x7F\xFF\xFF\xFF\x4F\xAB\xE5\xA5\x7F\xFF\xFF\xFF\x2E\xB7\x74\x35\x7F\xFF\xFF\xFF\x12\xB4\x33\x09\x7F\xFF\xFF\xFF\x33\xAF\x5E\x3B\x7E\x7E\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA2482180), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11767)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11767)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x4B)], 11767)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11767)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x64731F14), ('P4rIngress.values_v00000.hi', 0xDA53DD3E)], 11767)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4B16DDBD), ('P4rIngress.values_v00001.hi', 0x624AC027)], 11767)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x50EBF89A), ('P4rIngress.values_v00010.hi', 0x9C8E8BD4)], 11767)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x67958CF1), ('P4rIngress.values_v00011.hi', 0x36154A52)], 11767)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x799F90A5), ('P4rIngress.values_v00100.hi', 0xB4DE26B7)], 11767)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4995C9B2), ('P4rIngress.values_v00101.hi', 0x3A3784E9)], 11767)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x470F2A99), ('P4rIngress.values_v00110.hi', 0xC5AADA87)], 11767)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x674D657A), ('P4rIngress.values_v00111.hi', 0xE0DB1FAE)], 11767)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7949DF38), ('P4rIngress.values_v01000.hi', 0x35CE0EE3)], 11767)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4D7F7DF7), ('P4rIngress.values_v01001.hi', 0x8E9DC796)], 11767)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7E0AF388), ('P4rIngress.values_v01010.hi', 0x83470AC4)], 11767)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6DEC62C7), ('P4rIngress.values_v01011.hi', 0x96423DCB)], 11767)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x53E6B1DA), ('P4rIngress.values_v01100.hi', 0x5390D924)], 11767)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4BB68BE7), ('P4rIngress.values_v01101.hi', 0x221972F5)], 11767)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x48872EF6), ('P4rIngress.values_v01110.hi', 0xE89F4C44)], 11767)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4D53EDAE), ('P4rIngress.values_v01111.hi', 0xD4DC6A63)], 11767)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x79578D7B), ('P4rIngress.values_v10000.hi', 0xA93B55A9)], 11767)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x56CD514D), ('P4rIngress.values_v10001.hi', 0xA7135979)], 11767)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x41997E58), ('P4rIngress.values_v10010.hi', 0x9674A513)], 11767)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7ABC4862), ('P4rIngress.values_v10011.hi', 0x80000000)], 11767)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7DCCD36E), ('P4rIngress.values_v10100.hi', 0xB772E94B)], 11767)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x465CCB23), ('P4rIngress.values_v10101.hi', 0xBDD2D565)], 11767)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5A52DB4D), ('P4rIngress.values_v10110.hi', 0xABCB9EAF)], 11767)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5447B7A8), ('P4rIngress.values_v10111.hi', 0xBBA3A3CA)], 11767)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7D57BAE8), ('P4rIngress.values_v11000.hi', 0xA65ABF4D)], 11767)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6D86AD74), ('P4rIngress.values_v11001.hi', 0x16942B13)], 11767)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7CE10B41), ('P4rIngress.values_v11010.hi', 0x2A5CD52F)], 11767)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x75EABEA1), ('P4rIngress.values_v11011.hi', 0x725FBA4F)], 11767)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x54BFE9B7), ('P4rIngress.values_v11100.hi', 0x12E36F4F)], 11767)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x783E792B), ('P4rIngress.values_v11101.hi', 0x09CED7C6)], 11767)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4FC46741), ('P4rIngress.values_v11110.hi', 0x308616EA)], 11767)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6CD939C6), ('P4rIngress.values_v11111.hi', 0x6F186764)], 11767)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA380),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000094B),
                gc.DataTuple('slot_count', 0x00000BDA),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7B559319),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x25E6A231),
                gc.KeyTuple('src_port', 0x973D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA380),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x007D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\xE6\xA2\x31\x00\x00\x00\x00\x97\x3D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA3\x80\x00\x18\x7B\x55\x93\x19\x04\xAC\x01\xDA\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x4F\x7C\x7F\x24\x86\x76\x6B\x2F\x5A\x82\xC4\xC9\x56\xE6\x9F\xF7\x7E\xEC\x1D\xB9\xB2\x4F\xB4\x65\x70\x95\x99\xB9\x5F\xF3\x0A\x33\x45\xCE\xBE\x1C\x6F\xFE\xF6\xBD\x6D\x98\xCB\x6D\x55\x51\xEC\xC5\x64\xBE\x1E\xAE\x6D\xB8\x99\xCD\x70\xDE\x76\x84\x9E\x7F\xBD\xB9\x75\x63\xAD\x7E\x5A\x58\x2C\x8B\x79\x63\x0D\xB4\xB7\x52\xE0\x6B\x65\x96\xDB\x5F\xA6\xC9\x63\x9F\x52\x82\xBA\x4F\xAE\xC0\x5D\x29\x75\xFD\x54\xDD\x5A\x52\x54\x26\x59\x69\x63\x68\x7D\x37\xD2\x9D\x6F\xBC\x06\x74\x90\x9F\x16\xE5\x7F\xB1\x88\xA4\x47\xD8\x9B\xF6\x41\xCD\x6C\x45\xB9\x8C\x75\x1D\x5F\x13\x29\x96\xAB\xAE\x5D\x9F\x66\x9A\xBD\xC8\xE5\xBA\xED\xA9\x79\x84\x39\xFE\x4C\xCB\xE6\x66\x41\x98\x2C\xB2\xA2\xCC\x76\xD1\x73\x26\x6B\xA4\x29\x7E\xCD\x2D\x40\x34\x52\x2F\xB4\x49\x0E\x67\x42\xCB\xC6\x2A\xF4\x2E\x65\xEB\x67\xBA\x47\xD1\xBD\x2A\x90\x52\x49\x56\xC4\x6D\x3B\x94\xEA\xF7\x76\xB2\x57\x39\x56\xB0\xA5\x4C\x64\xD8\x9A\x63\x55\xF4\x0C\xA7\x46\xB2\x76\x93\xEA\x63\x1A\x8A\x63\xEB\xE9\x3B\x37\x4C\x03\xFC\x53\x81\xA7\x4F\x59\xEA\x31\xF1\x7D\x86\x58\xA4\x65\x19\xEF\x4D\x6A\x65\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\xE6\xA2\x31\xBE\xEF\x97\x3D\x01\x20\x00\x00\x50\x34\x02\x82\xA3\x80\x00\x18\x7B\x55\x93\x19\x04\xAC\x01\xDA\xFF\xFF\xFF\xFF\x00\x40\x00\x14\x7F\xFF\xFF\xFF\x86\x76\x6B\x2F\x7F\xFF\xFF\xFF\x56\xE6\x9F\xF7\x7F\xFF\xFF\xFF\xB2\x4F\xB4\x65\x7F\xFF\xFF\xFF\x5F\xF3\x0A\x33\x7F\xFF\xFF\xFF\x6F\xFE\xF6\xBD\x7F\xFF\xFF\xFF\x55\x51\xEC\xC5\x7F\xFF\xFF\xFF\x6D\xB8\x99\xCD\x7F\xFF\xFF\xFF\x9E\x7F\xBD\xB9\x7F\xFF\xFF\xFF\x5A\x58\x2C\x8B\x7F\xFF\xFF\xFF\xB7\x52\xE0\x6B\x7F\xFF\xFF\xFF\xA6\xC9\x63\x9F\x7F\xFF\xFF\xFF\xAE\xC0\x5D\x29\x7F\xFF\xFF\xFF\x5A\x52\x54\x26\x7F\xFF\xFF\xFF\x7D\x37\xD2\x9D\x7F\xFF\xFF\xFF\x90\x9F\x16\xE5\x7F\xFF\xFF\xFF\x47\xD8\x9B\xF6\x7F\xFF\xFF\xFF\xB9\x8C\x75\x1D\x7F\xFF\xFF\xFF\xAB\xAE\x5D\x9F\x7F\xFF\xFF\xFF\xE5\xBA\xED\xA9\x7F\xFF\xFF\xFF\x4C\xCB\xE6\x66\x7F\xFF\xFF\xFF\xA2\xCC\x76\xD1\x7F\xFF\xFF\xFF\x29\x7E\xCD\x2D\x7F\xFF\xFF\xFF\xB4\x49\x0E\x67\x7F\xFF\xFF\xFF\xF4\x2E\x65\xEB\x7F\xFF\xFF\xFF\xBD\x2A\x90\x52\x7F\xFF\xFF\xFF\x3B\x94\xEA\xF7\x7F\xFF\xFF\xFF\x56\xB0\xA5\x4C\x7F\xFF\xFF\xFF\x55\xF4\x0C\xA7\x7F\xFF\xFF\xFF\xEA\x63\x1A\x8A\x7F\xFF\xFF\xFF\x37\x4C\x03\xFC\x7F\xFF\xFF\xFF\x59\xEA\x31\xF1\x7F\xFF\xFF\xFF\x65\x19\xEF\x4D\x6A\x65\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0010D153), ('P4rIngress.bitmap_seq.seq', 0x84000000)], 11570)
        self.setRegisterValue('P4rIngress.rounds', 0x84000000, 11570)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x7C)], 11570)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11570)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x53B2AB97), ('P4rIngress.values_v00000.hi', 0x836AA03B)], 11570)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6CDBADF0), ('P4rIngress.values_v00001.hi', 0x4EEB4CAF)], 11570)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D2A310C), ('P4rIngress.values_v00010.hi', 0x743DAFEC)], 11570)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6EFD3629), ('P4rIngress.values_v00011.hi', 0x83C468FD)], 11570)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x44B200C9), ('P4rIngress.values_v00100.hi', 0x5E93F359)], 11570)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5CAE6998), ('P4rIngress.values_v00101.hi', 0xAE6C78D7)], 11570)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x46235A64), ('P4rIngress.values_v00110.hi', 0x31F46E32)], 11570)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6F400148), ('P4rIngress.values_v00111.hi', 0x6F72CC6D)], 11570)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x54DDEBD5), ('P4rIngress.values_v01000.hi', 0x68D03A76)], 11570)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x65E11CEF), ('P4rIngress.values_v01001.hi', 0x7CAEA645)], 11570)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6673DC96), ('P4rIngress.values_v01010.hi', 0x8AE39F46)], 11570)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x731DE7DE), ('P4rIngress.values_v01011.hi', 0x7B9DF349)], 11570)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5789466A), ('P4rIngress.values_v01100.hi', 0x60CCB67B)], 11570)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7F22DE65), ('P4rIngress.values_v01101.hi', 0x41A56407)], 11570)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4C6E1742), ('P4rIngress.values_v01110.hi', 0x4F18CB93)], 11570)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6BC486A2), ('P4rIngress.values_v01111.hi', 0xCD3B0547)], 11570)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x49F0D1D1), ('P4rIngress.values_v10000.hi', 0x593B4DAB)], 11570)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7F1F5A05), ('P4rIngress.values_v10001.hi', 0x780CEA51)], 11570)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7D757FB1), ('P4rIngress.values_v10010.hi', 0xE5AD30F8)], 11570)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6AB5878C), ('P4rIngress.values_v10011.hi', 0x2F193229)], 11570)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x73D0B2A2), ('P4rIngress.values_v10100.hi', 0x8B3EC161)], 11570)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5C81512D), ('P4rIngress.values_v10101.hi', 0x41D078ED)], 11570)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x54E9BBB5), ('P4rIngress.values_v10110.hi', 0x2F8F68E4)], 11570)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D22BFE0), ('P4rIngress.values_v10111.hi', 0x50374545)], 11570)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x78921523), ('P4rIngress.values_v11000.hi', 0x4CB6EE9D)], 11570)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x660799EB), ('P4rIngress.values_v11001.hi', 0x89729481)], 11570)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x78E32606), ('P4rIngress.values_v11010.hi', 0x28DDED39)], 11570)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4697B98B), ('P4rIngress.values_v11011.hi', 0xB8BBB930)], 11570)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7BAB4CC2), ('P4rIngress.values_v11100.hi', 0x8AAA1B5E)], 11570)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x62BB8D5F), ('P4rIngress.values_v11101.hi', 0xBFD680AF)], 11570)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5A240CFE), ('P4rIngress.values_v11110.hi', 0x3630F5EB)], 11570)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x473EF08C), ('P4rIngress.values_v11111.hi', 0x2DAEA74A)], 11570)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB492),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000322),
                gc.DataTuple('slot_count', 0x000011B0),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAE3AD73F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x05C02771),
                gc.KeyTuple('src_port', 0xABC7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB492),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x018C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x05\xC0\x27\x71\x00\x00\x00\x00\xAB\xC7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB4\x92\x00\x18\xAE\x3A\xD7\x3F\x0A\x10\x07\xE3\x84\x00\x00\x00\x00\x40\x00\x00\x7F\x1A\xDA\x13\xF6\x48\xC0\xFA\x54\x81\x49\xE6\x44\x9A\x6E\x66\x49\x82\x2E\xF1\x6E\x29\x6F\xED\x42\xF2\x94\xEA\xCF\xB0\xF9\x27\x6E\xA9\x1C\xF3\x66\xFC\xC9\xE5\x66\xB6\xB4\xAD\xAA\xCE\x5B\xD7\x4D\xAA\x06\x2E\x6A\xB2\x2B\x07\x66\x98\x8F\x9E\x46\x32\x27\x4C\x65\xFD\xB3\x25\x4C\x1A\x27\x5D\x57\xEB\x9A\x34\x0F\xAE\xE4\xEE\x7A\x6B\x8E\xB3\xAA\x55\x8F\x2E\x63\xED\x41\x1E\x72\xD1\xFC\x64\x7E\xA8\xCD\x73\x26\x73\xE8\x21\x47\xB6\xD1\x14\xB5\x03\x23\x6F\x49\x8D\x70\xE7\xC3\x08\xEB\xBB\x44\x29\xFC\x8B\x85\x8E\x65\x41\x53\x9A\x47\xDC\x43\x22\xB2\x8F\x61\x9C\x3C\xE9\x40\x85\xBC\x6B\x47\xD8\x2E\x9E\x85\xB9\x3C\x77\x6A\xF9\xEF\xC0\xE0\x37\xEB\xA8\x4A\xBE\x2A\x0B\x77\x98\x48\xC2\x73\x8D\x4A\xE9\x80\x00\x00\x00\x42\xD5\x0B\x0F\x6F\x97\x47\x8B\x45\x86\xAE\x19\x7B\xA2\x26\xE1\x56\x9F\xD5\x2F\x55\x85\x88\x2C\x64\x92\x21\xBE\x9E\xBA\xE4\x2B\x40\x26\x74\x62\x75\x45\xFC\x6D\x42\xBD\x71\x19\x1F\x91\xF3\x6F\x5A\x1A\x56\xE3\xBD\x8B\xBF\xAA\x4D\xBF\x2C\x47\x8A\xD4\xF7\x9D\x66\x3F\x56\x40\xD2\x23\x63\x09\x6F\xAC\x5E\xD7\x19\x73\x93\x78\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x05\xC0\x27\x71\xBE\xEF\xAB\xC7\x01\x20\x00\x00\x50\x34\x02\x82\xB4\x92\x00\x18\xAE\x3A\xD7\x3F\x0A\x10\x01\xE3\x84\x00\x00\x00\x00\x40\x00\x05\x7F\xFF\xFF\xFF\xF6\x48\xC0\xFA\x7F\xFF\xFF\xFF\x44\x9A\x6E\x66\x7F\xFF\xFF\xFF\x6E\x29\x6F\xED\x7F\xFF\xFF\xFF\xCF\xB0\xF9\x27\x7F\xFF\xFF\xFF\x66\xFC\xC9\xE5\x7F\xFF\xFF\xFF\xAA\xCE\x5B\xD7\x7F\xFF\xFF\xFF\x6A\xB2\x2B\x07\x7F\xFF\xFF\xFF\x46\x32\x27\x4C\x7F\xFF\xFF\xFF\x4C\x1A\x27\x5D\x7F\xFF\xFF\xFF\x0F\xAE\xE4\xEE\x7F\xFF\xFF\xFF\xAA\x55\x8F\x2E\x7F\xFF\xFF\xFF\x72\xD1\xFC\x64\x7F\xFF\xFF\xFF\x26\x73\xE8\x21\x7F\xFF\xFF\xFF\xB5\x03\x23\x6F\x7F\xFF\xFF\xFF\xC3\x08\xEB\xBB\x7F\xFF\xFF\xFF\x85\x8E\x65\x41\x7F\xFF\xFF\xFF\x43\x22\xB2\x8F\x7F\xFF\xFF\xFF\x40\x85\xBC\x6B\x7F\xFF\xFF\xFF\x85\xB9\x3C\x77\x7F\xFF\xFF\xFF\xE0\x37\xEB\xA8\x7F\xFF\xFF\xFF\x77\x98\x48\xC2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6F\x97\x47\x8B\x7F\xFF\xFF\xFF\x7B\xA2\x26\xE1\x7F\xFF\xFF\xFF\x55\x85\x88\x2C\x7F\xFF\xFF\xFF\x9E\xBA\xE4\x2B\x7F\xFF\xFF\xFF\x75\x45\xFC\x6D\x7F\xFF\xFF\xFF\x1F\x91\xF3\x6F\x7F\xFF\xFF\xFF\xBD\x8B\xBF\xAA\x7F\xFF\xFF\xFF\x8A\xD4\xF7\x9D\x7F\xFF\xFF\xFF\xD2\x23\x63\x09\x7F\xFF\xFF\xFF\x19\x73\x93\x78\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA2A44352), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 9206)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 9206)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x44)], 9206)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9206)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4A5CF25D), ('P4rIngress.values_v00000.hi', 0xD230A7F8)], 9206)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x51B3D9EB), ('P4rIngress.values_v00001.hi', 0x5CABBFAF)], 9206)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x561B2AC5), ('P4rIngress.values_v00010.hi', 0x8F3788DD)], 9206)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x62CB8972), ('P4rIngress.values_v00011.hi', 0x7FCAF72E)], 9206)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4F25AC71), ('P4rIngress.values_v00100.hi', 0x39B30B5A)], 9206)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x52CFFF5D), ('P4rIngress.values_v00101.hi', 0x2F477CF9)], 9206)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x45AB9C5B), ('P4rIngress.values_v00110.hi', 0x471D3065)], 9206)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7ABE1B2A), ('P4rIngress.values_v00111.hi', 0x36B7D52B)], 9206)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x473114D5), ('P4rIngress.values_v01000.hi', 0x7816B666)], 9206)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x66AE4FE9), ('P4rIngress.values_v01001.hi', 0x7EEE66B1)], 9206)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x70A1776F), ('P4rIngress.values_v01010.hi', 0x42FFEADB)], 9206)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x52756E41), ('P4rIngress.values_v01011.hi', 0x58872ADA)], 9206)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x734B4D1A), ('P4rIngress.values_v01100.hi', 0x6542A275)], 9206)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x49A63819), ('P4rIngress.values_v01101.hi', 0x4CCA2F7F)], 9206)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x54AADE28), ('P4rIngress.values_v01110.hi', 0xCC6124CF)], 9206)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6931922F), ('P4rIngress.values_v01111.hi', 0xB9A0DB59)], 9206)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7550EA1F), ('P4rIngress.values_v10000.hi', 0x516D363A)], 9206)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4ACAAD9B), ('P4rIngress.values_v10001.hi', 0x6BB9E2EC)], 9206)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x79E0174C), ('P4rIngress.values_v10010.hi', 0x5E56D343)], 9206)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x566F4831), ('P4rIngress.values_v10011.hi', 0x71749B79)], 9206)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x551CACD6), ('P4rIngress.values_v10100.hi', 0x696DCC55)], 9206)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4EB45EA5), ('P4rIngress.values_v10101.hi', 0x3BDB6831)], 9206)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x493495E6), ('P4rIngress.values_v10110.hi', 0x1AE4474B)], 9206)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4DB348EC), ('P4rIngress.values_v10111.hi', 0xE49C0896)], 9206)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x71919735), ('P4rIngress.values_v11000.hi', 0x547EC54D)], 9206)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x78FD5AFD), ('P4rIngress.values_v11001.hi', 0xABDA6D17)], 9206)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5F936247), ('P4rIngress.values_v11010.hi', 0x640D68D1)], 9206)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x490986F7), ('P4rIngress.values_v11011.hi', 0x523A2F1A)], 9206)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5F0EFBB9), ('P4rIngress.values_v11100.hi', 0x4A6E8DC5)], 9206)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5A0FC9A1), ('P4rIngress.values_v11101.hi', 0xB4762576)], 9206)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x65A1E9AD), ('P4rIngress.values_v11110.hi', 0x532E04F7)], 9206)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x71F3796F), ('P4rIngress.values_v11111.hi', 0xED5DA90E)], 9206)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1FB5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000032F),
                gc.DataTuple('slot_count', 0x00001A16),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2FA60FA4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x481A10AC),
                gc.KeyTuple('src_port', 0x0C7C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1FB5),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x015C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x48\x1A\x10\xAC\x00\x00\x00\x00\x0C\x7C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1F\xB5\x00\x18\x2F\xA6\x0F\xA4\x00\xC7\x07\xB9\x00\x00\x00\x00\x00\x40\x00\x00\x42\x96\x78\x18\xA3\x2F\x61\x67\x4B\x14\xDE\x4F\x63\x32\xA3\xE5\x71\x7B\x2D\x4B\xD7\x83\x5B\xE5\x55\x2D\xCC\xEA\xCE\x9A\xCA\x71\x62\x97\xF8\x30\x7D\x0B\xA2\x16\x50\xF7\xD7\x69\xBC\x08\xD1\xB3\x4B\xB6\x1E\xDB\x62\xEB\x7B\x3D\x62\xE5\x34\xA0\xEB\xB5\x13\xD3\x55\x53\xD6\x45\x56\xC7\x96\x76\x4C\x50\xF6\xB2\x82\xCA\xBC\xEB\x77\x2D\xD2\xE4\xED\xE3\xC2\x8A\x71\x5A\x2C\xB7\x7E\xCE\xEA\x4B\x75\x6E\x0C\x86\x44\x37\xA2\xB7\x5A\x8A\xCC\x8B\x3A\xBA\xEB\x4F\x7C\x2B\xDE\xA2\xED\xEC\xDD\x53\x5B\xDE\x5A\xF5\x9F\xD1\xDC\x5B\x6D\x9E\xC2\x67\x3E\xBC\x27\x58\x65\x72\x22\x8B\x48\x7B\x68\xF1\x62\xBF\xE5\x97\x2F\xE9\xC5\x5F\x64\xB3\x5B\x23\x14\x41\xA8\xA7\x74\xB5\x9C\x1F\x54\xC2\xCC\x3C\x7E\x97\x36\x8F\x23\x53\x73\xEA\x6A\x55\xC1\x36\x78\xB1\xBB\x5D\x7E\xB2\x5C\xF1\x85\x9B\x99\x9A\x57\xA0\x93\x1B\x44\x02\xED\x5F\x70\xD9\xCA\x71\xAF\x98\x63\xAF\x43\x77\x73\xC5\x76\x90\xB5\x24\x73\xCF\x41\xE5\x53\xC9\x26\x72\x54\xFA\xAA\xA9\x6C\x6C\xEA\x25\x76\x75\x94\xB9\xA6\x66\xD7\x10\x41\x93\x8D\x9D\x51\xE4\x43\x66\x5D\x8D\x61\xCB\xC9\x40\x99\x45\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x48\x1A\x10\xAC\xBE\xEF\x0C\x7C\x01\x20\x00\x00\x50\x34\x02\x82\x1F\xB5\x00\x18\x2F\xA6\x0F\xA4\x00\xC7\x01\xB9\x00\x00\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\xA3\x2F\x61\x67\x7F\xFF\xFF\xFF\x63\x32\xA3\xE5\x7F\xFF\xFF\xFF\xD7\x83\x5B\xE5\x7F\xFF\xFF\xFF\xCE\x9A\xCA\x71\x7F\xFF\xFF\xFF\x7D\x0B\xA2\x16\x7F\xFF\xFF\xFF\xBC\x08\xD1\xB3\x7F\xFF\xFF\xFF\x62\xEB\x7B\x3D\x7F\xFF\xFF\xFF\xEB\xB5\x13\xD3\x7F\xFF\xFF\xFF\x56\xC7\x96\x76\x7F\xFF\xFF\xFF\x82\xCA\xBC\xEB\x7F\xFF\xFF\xFF\xED\xE3\xC2\x8A\x7F\xFF\xFF\xFF\x7E\xCE\xEA\x4B\x7F\xFF\xFF\xFF\x44\x37\xA2\xB7\x7F\xFF\xFF\xFF\x3A\xBA\xEB\x4F\x7F\xFF\xFF\xFF\xED\xEC\xDD\x53\x7F\xFF\xFF\xFF\x9F\xD1\xDC\x5B\x7F\xFF\xFF\xFF\x3E\xBC\x27\x58\x7F\xFF\xFF\xFF\x48\x7B\x68\xF1\x7F\xFF\xFF\xFF\x2F\xE9\xC5\x5F\x7F\xFF\xFF\xFF\x14\x41\xA8\xA7\x7F\xFF\xFF\xFF\x54\xC2\xCC\x3C\x7F\xFF\xFF\xFF\x23\x53\x73\xEA\x7F\xFF\xFF\xFF\x78\xB1\xBB\x5D\x7F\xFF\xFF\xFF\x85\x9B\x99\x9A\x7F\xFF\xFF\xFF\x44\x02\xED\x5F\x7F\xFF\xFF\xFF\xAF\x98\x63\xAF\x7F\xFF\xFF\xFF\x76\x90\xB5\x24\x7F\xFF\xFF\xFF\x53\xC9\x26\x72\x7F\xFF\xFF\xFF\x6C\x6C\xEA\x25\x7F\xFF\xFF\xFF\xA6\x66\xD7\x10\x7F\xFF\xFF\xFF\x51\xE4\x43\x66\x7F\xFF\xFF\xFF\xC9\x40\x99\x45\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x749A2D68), ('P4rIngress.bitmap_seq.seq', 0x8E3BF000)], 13377)
        self.setRegisterValue('P4rIngress.rounds', 0x8E3BF000, 13377)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x1E)], 13377)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13377)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4959512B), ('P4rIngress.values_v00000.hi', 0xD6656DD1)], 13377)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x791FBA31), ('P4rIngress.values_v00001.hi', 0x20BCA291)], 13377)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D76C6BF), ('P4rIngress.values_v00010.hi', 0x54177DF3)], 13377)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4262379A), ('P4rIngress.values_v00011.hi', 0xB18E57ED)], 13377)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x59722515), ('P4rIngress.values_v00100.hi', 0x58C9F30B)], 13377)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x677297DB), ('P4rIngress.values_v00101.hi', 0xB3182FFB)], 13377)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x70E9A4E3), ('P4rIngress.values_v00110.hi', 0x7FEFEABB)], 13377)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4728ED36), ('P4rIngress.values_v00111.hi', 0x68177BD6)], 13377)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x743A4666), ('P4rIngress.values_v01000.hi', 0x6F13FF1D)], 13377)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67182D1F), ('P4rIngress.values_v01001.hi', 0x77B4FA75)], 13377)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5FA32DA7), ('P4rIngress.values_v01010.hi', 0xADCE17B3)], 13377)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5B34EC3A), ('P4rIngress.values_v01011.hi', 0x33B78BC3)], 13377)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x67714924), ('P4rIngress.values_v01100.hi', 0x26123A93)], 13377)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C8348BB), ('P4rIngress.values_v01101.hi', 0x1A7A7581)], 13377)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4DD4B293), ('P4rIngress.values_v01110.hi', 0x10E4E8B1)], 13377)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4A210DEE), ('P4rIngress.values_v01111.hi', 0x7B7E898A)], 13377)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5BA3261D), ('P4rIngress.values_v10000.hi', 0xA365775D)], 13377)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6A7F36EA), ('P4rIngress.values_v10001.hi', 0x4935733F)], 13377)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x49075A3C), ('P4rIngress.values_v10010.hi', 0xB78C9D84)], 13377)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7DF359D3), ('P4rIngress.values_v10011.hi', 0xC3348BEB)], 13377)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x644A5DAA), ('P4rIngress.values_v10100.hi', 0x7AA39E86)], 13377)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5162E591), ('P4rIngress.values_v10101.hi', 0x6D83E574)], 13377)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5F5EB68D), ('P4rIngress.values_v10110.hi', 0x3F4190A8)], 13377)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5AEAF0ED), ('P4rIngress.values_v10111.hi', 0x4DED5672)], 13377)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6E6B2A56), ('P4rIngress.values_v11000.hi', 0x91B0919E)], 13377)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x62BB5A9B), ('P4rIngress.values_v11001.hi', 0x72FA5AF7)], 13377)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x69AF5BAF), ('P4rIngress.values_v11010.hi', 0xD472CB66)], 13377)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4878C703), ('P4rIngress.values_v11011.hi', 0x3DFDF5AC)], 13377)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x56FC3930), ('P4rIngress.values_v11100.hi', 0xC67E1DE7)], 13377)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x550618EA), ('P4rIngress.values_v11101.hi', 0xC75F3B53)], 13377)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x476016DC), ('P4rIngress.values_v11110.hi', 0x32AD1895)], 13377)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A523C6C), ('P4rIngress.values_v11111.hi', 0x4039DA5A)], 13377)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x727A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000011F3),
                gc.DataTuple('slot_count', 0x00000471),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2377A3F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x517A3A91),
                gc.KeyTuple('src_port', 0x50DC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x727A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0314),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x7A\x3A\x91\x00\x00\x00\x00\x50\xDC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x72\x7A\x00\x18\xB2\x37\x7A\x3F\x02\x4E\x01\x26\x8E\x3B\xF0\x00\x00\x40\x00\x00\x45\x17\x75\xBE\x9E\x26\x0C\x34\x43\xD9\xAE\x51\x63\x9C\xE6\x06\x63\xAE\xC1\x65\x61\xDF\x8B\xB3\x4D\x32\xFE\x5B\x25\x1F\x52\x47\x53\xFA\x8F\x15\x4F\xFC\xA0\x2A\x45\xD3\xCC\x0F\x31\xCA\x9E\x16\x58\x4A\x74\x39\x1F\x58\x9E\xEC\x67\x2E\x3B\xB4\x2D\x05\xD2\x06\x7D\xD3\x4E\x87\x1F\x7B\xF9\x1C\x55\xBF\x3D\xC8\x46\x4C\x06\x0D\x55\x3A\xF7\xE8\xAB\xAB\xA2\x3B\x49\x5C\xF5\x64\xF9\xB3\x1B\xC3\x41\x7C\xE3\x2F\xEF\x08\xB9\xFB\x56\x11\x6B\xE6\x00\x00\x00\x00\x52\x47\xB7\xA9\x7B\x45\x54\xBD\x7F\x22\x55\x43\x4B\x8A\x7A\xE3\x61\x71\xD6\x6F\xB6\x3A\x56\xC2\x5A\x36\x2C\xD7\x43\x35\x69\x0F\x7F\xB9\x27\xB3\x68\x31\xB8\xDA\x73\x2B\x7F\x48\xF9\xF4\xB3\x13\x76\xEA\xAC\xA3\xB6\x0C\xC7\xF3\x40\xE2\xC1\x16\x46\x00\xD7\x24\x48\x45\xCD\xB9\x6D\x61\xA7\xE2\x59\xBC\x8A\x2B\x79\x8D\x36\x67\x73\xA9\xFD\x5F\x37\x02\xB9\xD9\x7E\x9C\x17\x05\x62\x0D\xF1\x3F\x76\x94\x13\x1D\x33\x46\x9A\xA2\x6D\x32\x16\x82\xFC\x90\x76\xA5\x4A\xC5\x09\x99\x4F\x7F\x65\xCB\x52\x63\xB6\x81\x60\x52\x5D\x53\x6C\xDD\x09\x41\x9C\x9D\x5E\xD3\x4A\x2B\x56\x1D\x55\xAF\xE6\xEA\x15\xCD\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x7A\x3A\x91\xBE\xEF\x50\xDC\x01\x20\x00\x00\x50\x34\x02\x82\x72\x7A\x00\x18\xB2\x37\x7A\x3F\x02\x4E\x01\x26\x8E\x3B\xF0\x00\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x9E\x26\x0C\x34\x7F\xFF\xFF\xFF\x63\x9C\xE6\x06\x7F\xFF\xFF\xFF\x61\xDF\x8B\xB3\x7F\xFF\xFF\xFF\x25\x1F\x52\x47\x7F\xFF\xFF\xFF\x4F\xFC\xA0\x2A\x7F\xFF\xFF\xFF\x31\xCA\x9E\x16\x7F\xFF\xFF\xFF\x1F\x58\x9E\xEC\x7F\xFF\xFF\xFF\x2D\x05\xD2\x06\x7F\xFF\xFF\xFF\x1F\x7B\xF9\x1C\x7F\xFF\xFF\xFF\x46\x4C\x06\x0D\x7F\xFF\xFF\xFF\xAB\xAB\xA2\x3B\x7F\xFF\xFF\xFF\xF9\xB3\x1B\xC3\x7F\xFF\xFF\xFF\xEF\x08\xB9\xFB\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7B\x45\x54\xBD\x7F\xFF\xFF\xFF\x4B\x8A\x7A\xE3\x7F\xFF\xFF\xFF\xB6\x3A\x56\xC2\x7F\xFF\xFF\xFF\x43\x35\x69\x0F\x7F\xFF\xFF\xFF\x68\x31\xB8\xDA\x7F\xFF\xFF\xFF\xF9\xF4\xB3\x13\x7F\xFF\xFF\xFF\xB6\x0C\xC7\xF3\x7F\xFF\xFF\xFF\x46\x00\xD7\x24\x7F\xFF\xFF\xFF\x6D\x61\xA7\xE2\x7F\xFF\xFF\xFF\x79\x8D\x36\x67\x7F\xFF\xFF\xFF\x37\x02\xB9\xD9\x7F\xFF\xFF\xFF\x62\x0D\xF1\x3F\x7F\xFF\xFF\xFF\x33\x46\x9A\xA2\x7F\xFF\xFF\xFF\xFC\x90\x76\xA5\x7F\xFF\xFF\xFF\x4F\x7F\x65\xCB\x7F\xFF\xFF\xFF\x60\x52\x5D\x53\x7F\xFF\xFF\xFF\x9C\x9D\x5E\xD3\x7F\xFF\xFF\xFF\x55\xAF\xE6\xEA\x15\xCD\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCAD17FBB), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11960)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11960)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x66)], 11960)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11960)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x46ACB28A), ('P4rIngress.values_v00000.hi', 0x87A8FAD4)], 11960)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x56B28326), ('P4rIngress.values_v00001.hi', 0x4D719167)], 11960)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4927F72E), ('P4rIngress.values_v00010.hi', 0xC5613488)], 11960)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7D240631), ('P4rIngress.values_v00011.hi', 0x6F197911)], 11960)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7282B593), ('P4rIngress.values_v00100.hi', 0x04BA14E5)], 11960)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5B35FEAA), ('P4rIngress.values_v00101.hi', 0x72328CF2)], 11960)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4CF37ED1), ('P4rIngress.values_v00110.hi', 0x12BC634B)], 11960)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x45729B00), ('P4rIngress.values_v00111.hi', 0xAA85BA6D)], 11960)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x747784ED), ('P4rIngress.values_v01000.hi', 0x10E55CC3)], 11960)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6946E320), ('P4rIngress.values_v01001.hi', 0xE16F6CFF)], 11960)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7EEB8517), ('P4rIngress.values_v01010.hi', 0xBDF4B71C)], 11960)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5F644FEF), ('P4rIngress.values_v01011.hi', 0x8D28CD8A)], 11960)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x47BA5F1D), ('P4rIngress.values_v01100.hi', 0x63E5BB76)], 11960)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x637CE2A1), ('P4rIngress.values_v01101.hi', 0xA2A7EA3D)], 11960)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7DD9B10C), ('P4rIngress.values_v01110.hi', 0x74DAC5C1)], 11960)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6FA4A3CD), ('P4rIngress.values_v01111.hi', 0x95D691D7)], 11960)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x550FF661), ('P4rIngress.values_v10000.hi', 0xF51608A5)], 11960)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7795E4EF), ('P4rIngress.values_v10001.hi', 0x89A59CBC)], 11960)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6ADC185A), ('P4rIngress.values_v10010.hi', 0x82F28CB1)], 11960)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x555B318B), ('P4rIngress.values_v10011.hi', 0xE2770B1D)], 11960)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x59252C2B), ('P4rIngress.values_v10100.hi', 0x00000000)], 11960)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x65AE15A9), ('P4rIngress.values_v10101.hi', 0x2D1EE536)], 11960)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x66CE2B1B), ('P4rIngress.values_v10110.hi', 0x76DA7DB9)], 11960)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5495045E), ('P4rIngress.values_v10111.hi', 0x76D79B09)], 11960)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x706163D7), ('P4rIngress.values_v11000.hi', 0xA6FDE8A7)], 11960)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x74CB9D9A), ('P4rIngress.values_v11001.hi', 0x5A12FDB7)], 11960)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5C654E91), ('P4rIngress.values_v11010.hi', 0xCC447357)], 11960)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x586586B7), ('P4rIngress.values_v11011.hi', 0x652697AB)], 11960)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x42D5667D), ('P4rIngress.values_v11100.hi', 0x4E6D8DD3)], 11960)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4908DEFD), ('P4rIngress.values_v11101.hi', 0x5FBCAB71)], 11960)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7FBBA8A7), ('P4rIngress.values_v11110.hi', 0x80000000)], 11960)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4855942F), ('P4rIngress.values_v11111.hi', 0x5411E760)], 11960)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB2D0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BAB),
                gc.DataTuple('slot_count', 0x00000473),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB7FC6C8A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xE880EE8B),
                gc.KeyTuple('src_port', 0xF2A8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB2D0),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0104),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x80\xEE\x8B\x00\x00\x00\x00\xF2\xA8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB2\xD0\x00\x18\xB7\xFC\x6C\x8A\x03\x0D\x03\xCB\x80\x00\x00\x00\x00\x40\x00\x00\x47\x84\xAE\x67\xD2\xF4\x64\xF3\x52\x88\x88\x0E\x4A\x7F\x2C\xFE\x44\x1B\xDA\xF3\x9E\x3B\x47\x7A\x6D\xAD\xA3\x75\x38\xD4\xEE\xD7\x62\xFA\x72\x7D\xED\xAD\xE4\x37\x4B\xBD\xEC\xEC\x66\xBE\x33\xAC\x56\xF2\x63\x1B\xBE\xB0\xB0\xD6\x53\x90\xF3\x87\xA6\xB4\xB4\x0B\x55\xD1\xC5\x3E\x6F\x34\x5A\x5E\x4B\x16\x17\x17\x99\x1E\xEE\x4A\x5A\xA7\xA6\xDB\xBD\x87\x34\xE1\x63\x55\x4A\x93\x9E\x59\xFD\x26\x4B\xE7\x9A\xD6\x37\xEC\xD9\xDA\x61\x6A\x36\x4B\xBD\xB3\x47\x6C\x51\x16\x07\x44\x34\x8B\x34\x05\x4C\xA5\xF7\xD9\xC4\x92\xB4\xDB\x6D\xC9\x15\x3B\x8C\xC4\x8E\xB5\x50\xDD\x54\xA9\x8E\xAD\xAA\xAE\x7B\xBA\xEC\xF8\xF4\x33\x9D\x24\x4E\x81\x11\x18\xB0\x95\x27\xF4\x7E\x67\x28\x3F\x00\x00\x00\x00\x4D\x1E\xE6\x2C\x56\x97\xA3\x15\x5B\x32\x2D\x5B\x54\x9D\x61\x8C\x46\x93\x5C\x76\x22\x53\x86\x3F\x7B\x4F\x2F\x8B\x55\x2C\xAC\xAE\x67\x8B\x30\xC7\x5A\x12\xE9\x89\x66\x49\xD2\xD7\xC6\x73\xF1\x5D\x77\x17\xB3\xD5\x25\x4E\xB9\x1B\x41\xA9\x8A\x6B\x57\x0E\xCC\x82\x7B\x19\xD4\xB0\x40\x5F\x87\x4D\x7B\xB5\x37\x4B\x00\x00\x00\x00\x70\x8B\xC6\x0A\x7E\xB7\x8B\xD5\x10\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE8\x80\xEE\x8B\xBE\xEF\xF2\xA8\x01\x20\x00\x00\x50\x34\x02\x82\xB2\xD0\x00\x18\xB7\xFC\x6C\x8A\x03\x0D\x01\xCB\x80\x00\x00\x00\x00\x40\x00\x03\x7F\xFF\xFF\xFF\xD2\xF4\x64\xF3\x7F\xFF\xFF\xFF\x4A\x7F\x2C\xFE\x7F\xFF\xFF\xFF\x9E\x3B\x47\x7A\x7F\xFF\xFF\xFF\x38\xD4\xEE\xD7\x7F\xFF\xFF\xFF\xED\xAD\xE4\x37\x7F\xFF\xFF\xFF\x66\xBE\x33\xAC\x7F\xFF\xFF\xFF\xBE\xB0\xB0\xD6\x7F\xFF\xFF\xFF\xA6\xB4\xB4\x0B\x7F\xFF\xFF\xFF\x6F\x34\x5A\x5E\x7F\xFF\xFF\xFF\x99\x1E\xEE\x4A\x7F\xFF\xFF\xFF\xBD\x87\x34\xE1\x7F\xFF\xFF\xFF\x9E\x59\xFD\x26\x7F\xFF\xFF\xFF\x37\xEC\xD9\xDA\x7F\xFF\xFF\xFF\xBD\xB3\x47\x6C\x7F\xFF\xFF\xFF\x34\x8B\x34\x05\x7F\xFF\xFF\xFF\xC4\x92\xB4\xDB\x7F\xFF\xFF\xFF\x8C\xC4\x8E\xB5\x7F\xFF\xFF\xFF\x8E\xAD\xAA\xAE\x7F\xFF\xFF\xFF\xF4\x33\x9D\x24\x7F\xFF\xFF\xFF\xB0\x95\x27\xF4\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x56\x97\xA3\x15\x7F\xFF\xFF\xFF\x54\x9D\x61\x8C\x7F\xFF\xFF\xFF\x22\x53\x86\x3F\x7F\xFF\xFF\xFF\x55\x2C\xAC\xAE\x7F\xFF\xFF\xFF\x5A\x12\xE9\x89\x7F\xFF\xFF\xFF\xC6\x73\xF1\x5D\x7F\xFF\xFF\xFF\x25\x4E\xB9\x1B\x7F\xFF\xFF\xFF\x57\x0E\xCC\x82\x7F\xFF\xFF\xFF\x40\x5F\x87\x4D\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7E\xB7\x8B\xD5\x10\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9AD1DC39), ('P4rIngress.bitmap_seq.seq', 0x3DBB224F)], 11823)
        self.setRegisterValue('P4rIngress.rounds', 0x3DBB224F, 11823)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x32)], 11823)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11823)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x484081CD), ('P4rIngress.values_v00000.hi', 0xB9475D3F)], 11823)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x67DDD60F), ('P4rIngress.values_v00001.hi', 0x27D34DB1)], 11823)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x47E0DC42), ('P4rIngress.values_v00010.hi', 0x672FA6C9)], 11823)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4DB4BF92), ('P4rIngress.values_v00011.hi', 0xA6A5DA39)], 11823)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55A2EDA5), ('P4rIngress.values_v00100.hi', 0x3A54CC85)], 11823)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7520891D), ('P4rIngress.values_v00101.hi', 0xBD4D2ACB)], 11823)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76D96F97), ('P4rIngress.values_v00110.hi', 0x3A9569A3)], 11823)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x484A5573), ('P4rIngress.values_v00111.hi', 0x5C3D241B)], 11823)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x79556555), ('P4rIngress.values_v01000.hi', 0x6FD73913)], 11823)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4F1C8AAD), ('P4rIngress.values_v01001.hi', 0x646D7297)], 11823)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x567C7499), ('P4rIngress.values_v01010.hi', 0x231D5E0F)], 11823)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x51674735), ('P4rIngress.values_v01011.hi', 0x575FC80E)], 11823)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x72D5D745), ('P4rIngress.values_v01100.hi', 0x47A7E7FC)], 11823)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7EB88A7B), ('P4rIngress.values_v01101.hi', 0x58E2E1D1)], 11823)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4736DEC5), ('P4rIngress.values_v01110.hi', 0x5F6331A7)], 11823)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5045239D), ('P4rIngress.values_v01111.hi', 0x20635D4A)], 11823)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x756F1DEA), ('P4rIngress.values_v10000.hi', 0x5B7B2260)], 11823)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x52249916), ('P4rIngress.values_v10001.hi', 0x2E2E7485)], 11823)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x672C55FE), ('P4rIngress.values_v10010.hi', 0x69C82661)], 11823)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x70868557), ('P4rIngress.values_v10011.hi', 0x45DB00DA)], 11823)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x79F8AA4D), ('P4rIngress.values_v10100.hi', 0x84E2561D)], 11823)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6128F53F), ('P4rIngress.values_v10101.hi', 0xED6F3F2B)], 11823)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5E51C61B), ('P4rIngress.values_v10110.hi', 0x920FD5BF)], 11823)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x616B472B), ('P4rIngress.values_v10111.hi', 0x8A4CA797)], 11823)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6D1CE2CF), ('P4rIngress.values_v11000.hi', 0x465F61DF)], 11823)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6663667A), ('P4rIngress.values_v11001.hi', 0x6D014AA4)], 11823)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4CCE3EBD), ('P4rIngress.values_v11010.hi', 0x66D66667)], 11823)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x451E6A39), ('P4rIngress.values_v11011.hi', 0x9ECDAB26)], 11823)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x40E50897), ('P4rIngress.values_v11100.hi', 0xBEF6AC1A)], 11823)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x576CE6C5), ('P4rIngress.values_v11101.hi', 0x1BC4BB4F)], 11823)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4DE35FBE), ('P4rIngress.values_v11110.hi', 0x47EBD0EB)], 11823)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7E858B5D), ('P4rIngress.values_v11111.hi', 0xA3FCC3C5)], 11823)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFF9E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AE8),
                gc.DataTuple('slot_count', 0x00000EA6),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5EE7754A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xAD6C9A6C),
                gc.KeyTuple('src_port', 0x9332),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFF9E),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03DB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAD\x6C\x9A\x6C\x00\x00\x00\x00\x93\x32\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\x9E\x00\x18\x5E\xE7\x75\x4A\x03\x47\x03\x81\x3D\xBB\x22\x4F\x00\x40\x00\x00\x6D\x50\x3D\xA5\xBB\x74\x7B\x0D\x6A\x9C\x94\xBE\x5D\xF1\xE1\x34\x47\xC0\x61\x2F\x57\xE7\x03\x2B\x7C\x83\xA0\xA6\xB7\x3B\xA1\xB9\x59\xBE\xCB\x27\x4C\x14\x9E\x57\x76\x39\x13\x6C\xB0\x39\x5D\x99\x77\x51\x4B\x35\x6B\xAF\x0B\x3B\x6D\xD3\x67\x2A\x45\xD4\x35\x4C\x63\x76\xCB\x9F\x42\xFA\x35\x07\x69\x4D\xB0\x69\x2F\x5D\x1B\x66\x4E\x98\x8C\xB3\xF9\xCA\xB9\x57\x6E\xCF\xBD\x8D\x62\x72\x8A\xAA\x7A\x0C\xD6\x7F\x6D\xF7\xA7\xA2\x4D\x32\x66\x19\x4D\x8B\x3B\x0B\x4E\x84\x76\x7E\xDB\x58\xBA\xAB\x6E\x72\xAC\xC9\x7A\x2D\x5D\x83\x75\x81\xDA\x18\x48\xAC\x74\xB9\x51\xA7\xC7\x75\x66\xC8\x15\xBE\x69\x63\xD8\x2D\x47\x0B\xAC\x6C\x5E\x8C\xC4\xDE\x75\x53\xD6\xD2\x79\x7D\xD1\xEF\xC1\xAF\x17\x91\x63\x3A\x55\x8A\x89\x89\x9A\xE2\x6F\x48\xF4\xEE\xBD\x06\x38\x84\x53\x25\x8C\xCF\x79\xE5\xA5\x4B\x77\xEF\x26\x13\x71\xCE\x8A\xFB\x7D\x01\xAE\x07\x3D\x11\x7E\xE5\x7D\x61\xB1\x87\x52\xF7\x33\x2F\x74\xB9\x46\x15\xA6\xA9\x18\x04\x4F\xB0\x29\xD8\x31\x4E\xEF\x3F\x6C\x1C\x97\xAC\x73\x6D\xB3\x4D\x58\x2A\x51\x87\x4B\x30\x5E\x51\x71\xDD\xB5\xED\xAF\x55\xA8\xAB\x7C\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAD\x6C\x9A\x6C\xBE\xEF\x93\x32\x01\x20\x00\x00\x50\x34\x02\x82\xFF\x9E\x00\x18\x5E\xE7\x75\x4A\x03\x47\x01\x81\x3D\xBB\x22\x4F\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\xBB\x74\x7B\x0D\x7F\xFF\xFF\xFF\x5D\xF1\xE1\x34\x7F\xFF\xFF\xFF\x57\xE7\x03\x2B\x7F\xFF\xFF\xFF\xB7\x3B\xA1\xB9\x7F\xFF\xFF\xFF\x4C\x14\x9E\x57\x7F\xFF\xFF\xFF\xB0\x39\x5D\x99\x7F\xFF\xFF\xFF\x6B\xAF\x0B\x3B\x7F\xFF\xFF\xFF\x45\xD4\x35\x4C\x7F\xFF\xFF\xFF\x42\xFA\x35\x07\x7F\xFF\xFF\xFF\x2F\x5D\x1B\x66\x7F\xFF\xFF\xFF\xF9\xCA\xB9\x57\x7F\xFF\xFF\xFF\x62\x72\x8A\xAA\x7F\xFF\xFF\xFF\x6D\xF7\xA7\xA2\x7F\xFF\xFF\xFF\x4D\x8B\x3B\x0B\x7F\xFF\xFF\xFF\xDB\x58\xBA\xAB\x7F\xFF\xFF\xFF\x7A\x2D\x5D\x83\x7F\xFF\xFF\xFF\x48\xAC\x74\xB9\x7F\xFF\xFF\xFF\x66\xC8\x15\xBE\x7F\xFF\xFF\xFF\x47\x0B\xAC\x6C\x7F\xFF\xFF\xFF\x75\x53\xD6\xD2\x7F\xFF\xFF\xFF\xC1\xAF\x17\x91\x7F\xFF\xFF\xFF\x89\x89\x9A\xE2\x7F\xFF\xFF\xFF\xBD\x06\x38\x84\x7F\xFF\xFF\xFF\x79\xE5\xA5\x4B\x7F\xFF\xFF\xFF\x71\xCE\x8A\xFB\x7F\xFF\xFF\xFF\x3D\x11\x7E\xE5\x7F\xFF\xFF\xFF\x52\xF7\x33\x2F\x7F\xFF\xFF\xFF\xA6\xA9\x18\x04\x7F\xFF\xFF\xFF\x31\x4E\xEF\x3F\x7F\xFF\xFF\xFF\x73\x6D\xB3\x4D\x7F\xFF\xFF\xFF\x4B\x30\x5E\x51\x7F\xFF\xFF\xFF\xAF\x55\xA8\xAB\x7C\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x34CB0F54), ('P4rIngress.bitmap_seq.seq', 0xCB800000)], 11514)
        self.setRegisterValue('P4rIngress.rounds', 0xCB800000, 11514)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x18)], 11514)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11514)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7F8A6DD8), ('P4rIngress.values_v00000.hi', 0x9F64E956)], 11514)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4B598A5A), ('P4rIngress.values_v00001.hi', 0x6E258B83)], 11514)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x65F32426), ('P4rIngress.values_v00010.hi', 0xA2A80E47)], 11514)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x54A7FB1B), ('P4rIngress.values_v00011.hi', 0x08FEABC1)], 11514)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7C9C75D6), ('P4rIngress.values_v00100.hi', 0x3288B6AD)], 11514)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6D3C8AC6), ('P4rIngress.values_v00101.hi', 0x9CD89887)], 11514)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x74F49D7E), ('P4rIngress.values_v00110.hi', 0x3CB38CA1)], 11514)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x59312177), ('P4rIngress.values_v00111.hi', 0xDF8A2EC9)], 11514)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7115A55A), ('P4rIngress.values_v01000.hi', 0x2DFB6A9B)], 11514)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x448D9FA9), ('P4rIngress.values_v01001.hi', 0x975AE757)], 11514)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7563848A), ('P4rIngress.values_v01010.hi', 0xE85FF3CB)], 11514)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6FF6660B), ('P4rIngress.values_v01011.hi', 0x7D6C554B)], 11514)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x713B46AB), ('P4rIngress.values_v01100.hi', 0x7D328475)], 11514)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4CC7D4BA), ('P4rIngress.values_v01101.hi', 0x5D38C881)], 11514)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x79724D35), ('P4rIngress.values_v01110.hi', 0x2CEA97DB)], 11514)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x71509E34), ('P4rIngress.values_v01111.hi', 0xBB04C5B7)], 11514)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x764FFEC8), ('P4rIngress.values_v10000.hi', 0x7D134153)], 11514)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x484D9321), ('P4rIngress.values_v10001.hi', 0x79EEA2D3)], 11514)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x413F06DB), ('P4rIngress.values_v10010.hi', 0x4CD0C2B9)], 11514)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4CBA05C4), ('P4rIngress.values_v10011.hi', 0x99F88647)], 11514)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7857FA90), ('P4rIngress.values_v10100.hi', 0xF3396E41)], 11514)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x52FEA7CC), ('P4rIngress.values_v10101.hi', 0x6434F5EF)], 11514)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x73155F67), ('P4rIngress.values_v10110.hi', 0x00000000)], 11514)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D112AF1), ('P4rIngress.values_v10111.hi', 0x75F96D3D)], 11514)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x794D2F4B), ('P4rIngress.values_v11000.hi', 0x119C92E1)], 11514)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x58C3E33D), ('P4rIngress.values_v11001.hi', 0x271C358A)], 11514)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6EDAB6C1), ('P4rIngress.values_v11010.hi', 0x3202EC77)], 11514)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x66596AAD), ('P4rIngress.values_v11011.hi', 0x4F5A50E6)], 11514)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x71E89229), ('P4rIngress.values_v11100.hi', 0x1C7B7F6E)], 11514)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7433393D), ('P4rIngress.values_v11101.hi', 0x50CE234B)], 11514)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5ABC6454), ('P4rIngress.values_v11110.hi', 0x5BDF15EE)], 11514)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7397070B), ('P4rIngress.values_v11111.hi', 0xC234DFF3)], 11514)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xADB3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000166),
                gc.DataTuple('slot_count', 0x000016C6),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8C0408E8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x55B97C43),
                gc.KeyTuple('src_port', 0x66EB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xADB3),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02BF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\xB9\x7C\x43\x00\x00\x00\x00\x66\xEB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAD\xB3\x00\x18\x8C\x04\x08\xE8\x0B\x94\x03\x25\xCB\x80\x00\x00\x00\x40\x00\x00\x40\x46\xD9\x5A\xAF\x43\xC9\xF5\x69\x7C\xAB\xBA\x63\x6C\x2B\xB1\x50\x9D\x2F\x82\xA2\x9D\x07\xDB\x54\x73\x22\xC8\x5B\x46\x68\xF9\x44\xBF\xC8\x92\x5F\xAD\xA9\xB0\x44\xBA\x5A\x65\xE7\xC3\xB9\xB9\x4D\xFA\xB8\xD9\x4C\x91\xE6\x19\x43\x77\x71\x75\x19\x3B\xEA\xFA\x53\x52\xCE\xBD\x69\x48\xF3\x73\x4E\xCD\x94\x57\x4F\x36\x2E\x16\x53\xC8\xFB\xA9\xB9\x41\x86\x09\x79\x93\xE3\xA2\x62\xF7\x8F\x1E\x59\x59\x1D\xCD\x13\xD2\x93\x11\x62\x10\xF1\x7B\x31\x96\x3A\x0B\x65\x33\xF6\x07\xAF\xC8\xE5\xCE\x6B\x15\xB2\x7F\xA1\xBE\xCF\xB4\x67\xD2\xE2\x4D\x31\xC9\x17\x51\x78\x88\x9F\x7C\x19\x56\xBF\x57\x40\xE3\x6C\x0F\x7D\x5A\xED\xB8\x4C\x33\xED\x78\xAE\x33\xDE\x26\x61\xC3\xB2\xF7\x23\x9E\xBF\xBF\x69\x47\x26\xF1\x26\x4D\x95\xCB\x54\xFB\x9F\x61\x4C\x24\x24\x3F\x65\x91\x5C\xB4\x37\xBE\x64\x71\x75\x65\xA9\x5D\xF2\x7E\xCC\xCF\x71\x46\xA5\xA1\x77\x7B\x96\xAB\x79\xD0\x8B\xE6\x2A\x92\xAE\x86\x6F\xA4\xC9\xE3\x62\xC6\xC5\x8A\x55\xE3\xB8\xD6\x7F\x38\xA0\x3A\x4D\x57\xBC\x50\x4F\x17\x0D\x5B\x5B\xEF\x76\x05\xE5\x9C\x8C\x56\x61\x5F\x23\x59\x8D\x64\xDA\xA5\x2B\xE3\x49\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\xB9\x7C\x43\xBE\xEF\x66\xEB\x01\x20\x00\x00\x50\x34\x02\x82\xAD\xB3\x00\x18\x8C\x04\x08\xE8\x0B\x94\x01\x25\xCB\x80\x00\x00\x00\x40\x00\x06\x7F\xFF\xFF\xFF\xAF\x43\xC9\xF5\x7F\xFF\xFF\xFF\x63\x6C\x2B\xB1\x7F\xFF\xFF\xFF\xA2\x9D\x07\xDB\x7F\xFF\xFF\xFF\x5B\x46\x68\xF9\x7F\xFF\xFF\xFF\x5F\xAD\xA9\xB0\x7F\xFF\xFF\xFF\xE7\xC3\xB9\xB9\x7F\xFF\xFF\xFF\x4C\x91\xE6\x19\x7F\xFF\xFF\xFF\x19\x3B\xEA\xFA\x7F\xFF\xFF\xFF\x69\x48\xF3\x73\x7F\xFF\xFF\xFF\x4F\x36\x2E\x16\x7F\xFF\xFF\xFF\xB9\x41\x86\x09\x7F\xFF\xFF\xFF\x62\xF7\x8F\x1E\x7F\xFF\xFF\xFF\x13\xD2\x93\x11\x7F\xFF\xFF\xFF\x31\x96\x3A\x0B\x7F\xFF\xFF\xFF\xAF\xC8\xE5\xCE\x7F\xFF\xFF\xFF\xA1\xBE\xCF\xB4\x7F\xFF\xFF\xFF\x31\xC9\x17\x51\x7F\xFF\xFF\xFF\x19\x56\xBF\x57\x7F\xFF\xFF\xFF\x7D\x5A\xED\xB8\x7F\xFF\xFF\xFF\xAE\x33\xDE\x26\x7F\xFF\xFF\xFF\x23\x9E\xBF\xBF\x7F\xFF\xFF\xFF\x26\x4D\x95\xCB\x7F\xFF\xFF\xFF\x4C\x24\x24\x3F\x7F\xFF\xFF\xFF\x37\xBE\x64\x71\x7F\xFF\xFF\xFF\xF2\x7E\xCC\xCF\x7F\xFF\xFF\xFF\x77\x7B\x96\xAB\x7F\xFF\xFF\xFF\x2A\x92\xAE\x86\x7F\xFF\xFF\xFF\x62\xC6\xC5\x8A\x7F\xFF\xFF\xFF\x7F\x38\xA0\x3A\x7F\xFF\xFF\xFF\x4F\x17\x0D\x5B\x7F\xFF\xFF\xFF\xE5\x9C\x8C\x56\x7F\xFF\xFF\xFF\x8D\x64\xDA\xA5\x2B\xE3\x49\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE8E627EC), ('P4rIngress.bitmap_seq.seq', 0x8C021932)], 14101)
        self.setRegisterValue('P4rIngress.rounds', 0x8C021932, 14101)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x39)], 14101)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14101)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6EA9DAB9), ('P4rIngress.values_v00000.hi', 0xB77CE78D)], 14101)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x54ABC215), ('P4rIngress.values_v00001.hi', 0x5630786F)], 14101)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x412666F8), ('P4rIngress.values_v00010.hi', 0x9756DC61)], 14101)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x70FB9896), ('P4rIngress.values_v00011.hi', 0x46311D8D)], 14101)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6253C3AF), ('P4rIngress.values_v00100.hi', 0x3AEF1143)], 14101)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5EFCE8C2), ('P4rIngress.values_v00101.hi', 0x69D47FB7)], 14101)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5495CCCC), ('P4rIngress.values_v00110.hi', 0xFC81ECC3)], 14101)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x709E43B1), ('P4rIngress.values_v00111.hi', 0xF49A5ED4)], 14101)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5B50689B), ('P4rIngress.values_v01000.hi', 0x6F08620F)], 14101)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5EA9B103), ('P4rIngress.values_v01001.hi', 0x6521BB33)], 14101)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x75B9B72F), ('P4rIngress.values_v01010.hi', 0xFF335A2E)], 14101)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x73716182), ('P4rIngress.values_v01011.hi', 0x5CD2B4DB)], 14101)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x54412A29), ('P4rIngress.values_v01100.hi', 0x44AABD2B)], 14101)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x581A655C), ('P4rIngress.values_v01101.hi', 0x66487C8E)], 14101)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x47BE245C), ('P4rIngress.values_v01110.hi', 0x41B4A4E3)], 14101)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7731EDE9), ('P4rIngress.values_v01111.hi', 0x340A4D64)], 14101)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x78C72ACF), ('P4rIngress.values_v10000.hi', 0xA8FCF5ED)], 14101)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x592BFBED), ('P4rIngress.values_v10001.hi', 0x9D71667E)], 14101)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x71E70373), ('P4rIngress.values_v10010.hi', 0xB2734F24)], 14101)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7DFD3ADA), ('P4rIngress.values_v10011.hi', 0x64AADD2F)], 14101)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7F126F47), ('P4rIngress.values_v10100.hi', 0xDB263B93)], 14101)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6632DD47), ('P4rIngress.values_v10101.hi', 0x473B96F2)], 14101)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x56251B61), ('P4rIngress.values_v10110.hi', 0xC71E551A)], 14101)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x588A56C3), ('P4rIngress.values_v10111.hi', 0x6E52F1F1)], 14101)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4911BBEC), ('P4rIngress.values_v11000.hi', 0x8E5BB877)], 14101)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6C3F11AB), ('P4rIngress.values_v11001.hi', 0x1892C4C3)], 14101)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x79382C7B), ('P4rIngress.values_v11010.hi', 0x453EF295)], 14101)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4813D3AB), ('P4rIngress.values_v11011.hi', 0x62DAD074)], 14101)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7645161A), ('P4rIngress.values_v11100.hi', 0xD55CEDD4)], 14101)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x585FB7F0), ('P4rIngress.values_v11101.hi', 0x6F3AA84D)], 14101)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5ADCA8CB), ('P4rIngress.values_v11110.hi', 0x9D70C4B5)], 14101)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x653386B1), ('P4rIngress.values_v11111.hi', 0xB6599AEA)], 14101)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7F63),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001000),
                gc.DataTuple('slot_count', 0x00001000),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8D002A1D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xE6D7EF05),
                gc.KeyTuple('src_port', 0x83BF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7F63),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03DA),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE6\xD7\xEF\x05\x00\x00\x00\x00\x83\xBF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7F\x63\x00\x18\x8D\x00\x2A\x1D\x07\x15\x01\x6D\x8C\x02\x19\x32\x00\x40\x00\x00\x4B\xAB\x2B\xA1\xB0\xDA\x31\x6B\x7B\xD4\x89\x2E\x5A\xF7\x6A\xC7\x4B\xA4\xE5\x98\xDF\x32\x18\x9B\x47\x43\xD8\x58\x63\x31\x3E\xAB\x50\xB1\x95\x3E\x9A\xEB\x1B\x5B\x69\xB7\xBA\xCD\x51\xBA\x78\x87\x65\x16\x96\x89\xB8\xFC\xEC\xA5\x76\xCB\x1F\xF7\x15\xD5\xBE\x9C\x79\xB1\xFA\xE3\x6F\x81\x6F\xC6\x50\xAA\x97\xAE\x5E\xBB\xDB\x47\x65\x90\xBD\xC4\xE3\x57\x3F\xFA\x4A\x65\x6C\xEC\x5F\x59\x4C\xCB\x7E\x4F\xA8\xE1\x5C\xF1\xFE\x45\x70\x6B\xF5\xE7\xF6\xCE\xD6\x72\x6A\x8A\xEC\xC6\x13\x9D\xD7\x92\x4E\xAA\xE8\x49\x53\xAD\x6D\xAF\x74\x6A\x9C\x1B\xB8\xA2\x95\x4D\x59\x66\x75\x70\xDD\x66\x8F\x87\x70\x4B\xEB\x29\xBE\xAA\xC7\x10\x7F\x1B\xD6\xCA\xE3\xE7\x67\x3F\x71\xEA\x57\x98\x0F\x5E\x1A\x32\x47\x22\xBD\xD4\x45\xAA\x34\x38\x47\x75\xBE\xBF\x9D\xE6\x71\x17\x7B\x83\x8C\x5B\x32\x39\xB6\xFC\x7E\x85\x60\x54\xCF\x72\xC4\x57\x6F\x45\xD1\x26\x2B\xEA\xF5\x97\x68\xAD\x6F\x55\x6A\xF9\xB3\x6B\x6A\x0A\x13\xF9\x22\x34\x5D\xA3\x6C\xCD\xFA\x7C\x8A\xF3\x6E\xDD\x45\xE9\x6D\x7D\x42\x4B\x19\x72\x46\x4A\xA7\xDF\xA0\x7F\xF9\x69\x70\x1A\x83\xA9\xB3\xA9\x5C\xBD\x8E\x17\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE6\xD7\xEF\x05\xBE\xEF\x83\xBF\x01\x20\x00\x00\x50\x34\x02\x82\x7F\x63\x00\x18\x8D\x00\x2A\x1D\x07\x15\x01\x6D\x8C\x02\x19\x32\x00\x40\x00\x17\x7F\xFF\xFF\xFF\xB0\xDA\x31\x6B\x7F\xFF\xFF\xFF\x5A\xF7\x6A\xC7\x7F\xFF\xFF\xFF\xDF\x32\x18\x9B\x7F\xFF\xFF\xFF\x63\x31\x3E\xAB\x7F\xFF\xFF\xFF\x9A\xEB\x1B\x5B\x7F\xFF\xFF\xFF\x51\xBA\x78\x87\x7F\xFF\xFF\xFF\xB8\xFC\xEC\xA5\x7F\xFF\xFF\xFF\x15\xD5\xBE\x9C\x7F\xFF\xFF\xFF\x6F\x81\x6F\xC6\x7F\xFF\xFF\xFF\x5E\xBB\xDB\x47\x7F\xFF\xFF\xFF\xE3\x57\x3F\xFA\x7F\xFF\xFF\xFF\x5F\x59\x4C\xCB\x7F\xFF\xFF\xFF\x5C\xF1\xFE\x45\x7F\xFF\xFF\xFF\xF6\xCE\xD6\x72\x7F\xFF\xFF\xFF\x13\x9D\xD7\x92\x7F\xFF\xFF\xFF\x53\xAD\x6D\xAF\x7F\xFF\xFF\xFF\xB8\xA2\x95\x4D\x7F\xFF\xFF\xFF\xDD\x66\x8F\x87\x7F\xFF\xFF\xFF\xBE\xAA\xC7\x10\x7F\xFF\xFF\xFF\xE3\xE7\x67\x3F\x7F\xFF\xFF\xFF\x0F\x5E\x1A\x32\x7F\xFF\xFF\xFF\x45\xAA\x34\x38\x7F\xFF\xFF\xFF\x9D\xE6\x71\x17\x7F\xFF\xFF\xFF\x32\x39\xB6\xFC\x7F\xFF\xFF\xFF\xCF\x72\xC4\x57\x7F\xFF\xFF\xFF\x2B\xEA\xF5\x97\x7F\xFF\xFF\xFF\x6A\xF9\xB3\x6B\x7F\xFF\xFF\xFF\x22\x34\x5D\xA3\x7F\xFF\xFF\xFF\x8A\xF3\x6E\xDD\x7F\xFF\xFF\xFF\x42\x4B\x19\x72\x7F\xFF\xFF\xFF\xA0\x7F\xF9\x69\x7F\xFF\xFF\xFF\xB3\xA9\x5C\xBD\x8E\x17\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB8F9428B), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 12116)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 12116)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x68)], 12116)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12116)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7C3F5BF7), ('P4rIngress.values_v00000.hi', 0xBD6A91FD)], 12116)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7B07A5A8), ('P4rIngress.values_v00001.hi', 0x59EC4BA3)], 12116)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x47C01A67), ('P4rIngress.values_v00010.hi', 0xB8573153)], 12116)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x75D7469B), ('P4rIngress.values_v00011.hi', 0x7C30B440)], 12116)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x73466DBC), ('P4rIngress.values_v00100.hi', 0xEBC9B973)], 12116)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x79BF3CDD), ('P4rIngress.values_v00101.hi', 0x6CF3A8A8)], 12116)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x63440D2A), ('P4rIngress.values_v00110.hi', 0xCA6853E3)], 12116)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x59E8E7FF), ('P4rIngress.values_v00111.hi', 0xA8C7CD4C)], 12116)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4C594BA7), ('P4rIngress.values_v01000.hi', 0x785D455C)], 12116)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x57EAEB92), ('P4rIngress.values_v01001.hi', 0x95F11E57)], 12116)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5EC6D0E7), ('P4rIngress.values_v01010.hi', 0xCD826237)], 12116)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A84A972), ('P4rIngress.values_v01011.hi', 0x9DBA6DB1)], 12116)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x52634183), ('P4rIngress.values_v01100.hi', 0x42195C8B)], 12116)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x79A9809B), ('P4rIngress.values_v01101.hi', 0x46D550CB)], 12116)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5A274541), ('P4rIngress.values_v01110.hi', 0x9C232C4E)], 12116)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5886B7E9), ('P4rIngress.values_v01111.hi', 0xF4F5199B)], 12116)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4938A133), ('P4rIngress.values_v10000.hi', 0x84B17224)], 12116)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x47925A8B), ('P4rIngress.values_v10001.hi', 0xBA3B6261)], 12116)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x67B2155A), ('P4rIngress.values_v10010.hi', 0xC198CAD9)], 12116)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x70B51531), ('P4rIngress.values_v10011.hi', 0x2FA72C23)], 12116)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7ED96E8C), ('P4rIngress.values_v10100.hi', 0xBD612EB1)], 12116)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x566E4DC5), ('P4rIngress.values_v10101.hi', 0xBCD02A4A)], 12116)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x76667C51), ('P4rIngress.values_v10110.hi', 0x811C567D)], 12116)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x70B496FF), ('P4rIngress.values_v10111.hi', 0xE62A9D95)], 12116)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4B0503E0), ('P4rIngress.values_v11000.hi', 0xB577765D)], 12116)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5026DF9D), ('P4rIngress.values_v11001.hi', 0x8A7C9A27)], 12116)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4EB41785), ('P4rIngress.values_v11010.hi', 0x334ED2FF)], 12116)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x64D0B7F1), ('P4rIngress.values_v11011.hi', 0x9A478EA9)], 12116)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4B7B1D55), ('P4rIngress.values_v11100.hi', 0x5169C6FD)], 12116)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x40F742BB), ('P4rIngress.values_v11101.hi', 0xABFA61E5)], 12116)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4CCDA686), ('P4rIngress.values_v11110.hi', 0xD33B2DE7)], 12116)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4FBDF605), ('P4rIngress.values_v11111.hi', 0x41A3CBA7)], 12116)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1CF6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006D8),
                gc.DataTuple('slot_count', 0x000017FC),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD5053C5F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x22D2D365),
                gc.KeyTuple('src_port', 0x5378),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1CF6),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x22\xD2\xD3\x65\x00\x00\x00\x00\x53\x78\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1C\xF6\x00\x18\xD5\x05\x3C\x5F\x08\x7C\x05\xD4\xC0\x00\x00\x00\x00\x40\x00\x00\x66\x19\xE2\x90\x8F\x8F\x17\x15\x74\xE2\x2D\x17\x46\xCC\xE5\x33\x5F\x40\x15\x77\xB0\x5E\x99\x82\x60\x02\x36\x2E\x52\xAC\x50\x5B\x5C\xBC\x24\x25\xCA\x10\xDC\x99\x43\x0E\x2A\x27\x2C\xB8\x48\xB0\x56\x48\x2C\xF3\xD5\xFA\xDF\x3C\x4A\xE4\xC5\x5B\xAB\x9C\x48\xBC\x7D\x46\x3F\xFF\x70\x15\xC4\x34\x79\x5F\xCB\xBE\x85\x72\xD5\x57\x58\x5A\x6A\xA5\xAD\x3B\x49\x83\x4B\x4E\xA9\x35\xA3\xCA\xE4\xE9\x6A\xE5\xBA\xAF\x73\xDC\xC2\x93\x6F\x3B\x1D\xBF\x4C\x54\x50\x1E\x7A\xFB\x59\x85\xAB\xA2\x0A\xF0\x70\x97\x29\xE7\xBC\xEF\xA6\xF9\x45\xC0\x2B\x02\xD1\x35\x1D\xA5\x77\x1A\x21\xD2\x8A\x37\x28\xA2\x51\xF3\xDE\xA3\xBB\xF6\xC2\x36\x43\xE3\xDD\x2B\x29\x99\x6C\xE7\x49\x52\xCD\x6B\xBE\xFE\xA3\xA7\x6F\x6E\x25\xE1\x63\x90\x7F\x3E\x78\x6E\xEF\x35\x8C\x77\x9F\x55\x4A\xB0\xD6\x2F\x54\x92\x78\x96\x44\x44\x50\xE4\xD4\xD7\x5A\xF3\x58\x6C\xE0\xD7\xEF\x3E\xB6\x31\x4E\xE2\x91\x95\x65\x24\x9A\xCC\x4A\x9E\xF5\x96\xC0\x43\x04\x61\x52\x8D\xB0\x67\x60\xEB\x0C\xB8\x71\xAD\xE6\x9C\x2E\xBA\x05\x2C\x79\xA8\xB3\x97\x8A\x92\xFF\x3F\x5E\xEF\xA6\x44\x53\x38\x5A\x5E\xFD\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x22\xD2\xD3\x65\xBE\xEF\x53\x78\x01\x20\x00\x00\x50\x34\x02\x82\x1C\xF6\x00\x18\xD5\x05\x3C\x5F\x08\x7C\x01\xD4\xC0\x00\x00\x00\x00\x40\x00\x1A\x7F\xFF\xFF\xFF\x8F\x8F\x17\x15\x7F\xFF\xFF\xFF\x46\xCC\xE5\x33\x7F\xFF\xFF\xFF\xB0\x5E\x99\x82\x7F\xFF\xFF\xFF\x52\xAC\x50\x5B\x7F\xFF\xFF\xFF\xCA\x10\xDC\x99\x7F\xFF\xFF\xFF\x2C\xB8\x48\xB0\x7F\xFF\xFF\xFF\xD5\xFA\xDF\x3C\x7F\xFF\xFF\xFF\xAB\x9C\x48\xBC\x7F\xFF\xFF\xFF\x70\x15\xC4\x34\x7F\xFF\xFF\xFF\x85\x72\xD5\x57\x7F\xFF\xFF\xFF\xAD\x3B\x49\x83\x7F\xFF\xFF\xFF\xA3\xCA\xE4\xE9\x7F\xFF\xFF\xFF\x73\xDC\xC2\x93\x7F\xFF\xFF\xFF\x4C\x54\x50\x1E\x7F\xFF\xFF\xFF\xAB\xA2\x0A\xF0\x7F\xFF\xFF\xFF\xBC\xEF\xA6\xF9\x7F\xFF\xFF\xFF\xD1\x35\x1D\xA5\x7F\xFF\xFF\xFF\x8A\x37\x28\xA2\x7F\xFF\xFF\xFF\xBB\xF6\xC2\x36\x7F\xFF\xFF\xFF\x29\x99\x6C\xE7\x7F\xFF\xFF\xFF\xBE\xFE\xA3\xA7\x7F\xFF\xFF\xFF\x63\x90\x7F\x3E\x7F\xFF\xFF\xFF\x8C\x77\x9F\x55\x7F\xFF\xFF\xFF\x54\x92\x78\x96\x7F\xFF\xFF\xFF\xD4\xD7\x5A\xF3\x7F\xFF\xFF\xFF\xEF\x3E\xB6\x31\x7F\xFF\xFF\xFF\x65\x24\x9A\xCC\x7F\xFF\xFF\xFF\xC0\x43\x04\x61\x7F\xFF\xFF\xFF\x60\xEB\x0C\xB8\x7F\xFF\xFF\xFF\x2E\xBA\x05\x2C\x7F\xFF\xFF\xFF\x8A\x92\xFF\x3F\x7F\xFF\xFF\xFF\x53\x38\x5A\x5E\xFD\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE20862FB), ('P4rIngress.bitmap_seq.seq', 0xE6C10525)], 10554)
        self.setRegisterValue('P4rIngress.rounds', 0xE6C10525, 10554)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x69)], 10554)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10554)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7B0EA0D2), ('P4rIngress.values_v00000.hi', 0xDFD7B107)], 10554)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4A64B5D3), ('P4rIngress.values_v00001.hi', 0x4D63E6E1)], 10554)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x73DAF99D), ('P4rIngress.values_v00010.hi', 0x5A98D538)], 10554)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x56A73E74), ('P4rIngress.values_v00011.hi', 0x97AB2E68)], 10554)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x79ACEBAB), ('P4rIngress.values_v00100.hi', 0x69859609)], 10554)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5B69E6D6), ('P4rIngress.values_v00101.hi', 0x41828EAD)], 10554)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6AF2923F), ('P4rIngress.values_v00110.hi', 0x9A634F48)], 10554)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5B2C6D9F), ('P4rIngress.values_v00111.hi', 0x4530F8A1)], 10554)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x77270A83), ('P4rIngress.values_v01000.hi', 0x7995F17D)], 10554)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7765471C), ('P4rIngress.values_v01001.hi', 0x462D3D30)], 10554)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5DE8CF1F), ('P4rIngress.values_v01010.hi', 0x3974A135)], 10554)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7D9FA3AD), ('P4rIngress.values_v01011.hi', 0x71AD0185)], 10554)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7DE38316), ('P4rIngress.values_v01100.hi', 0x6EDC2721)], 10554)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x45753ACF), ('P4rIngress.values_v01101.hi', 0x4D27086F)], 10554)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5736B4FF), ('P4rIngress.values_v01110.hi', 0xB2645AC7)], 10554)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5761ADB7), ('P4rIngress.values_v01111.hi', 0x33742F43)], 10554)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4D1F17E6), ('P4rIngress.values_v10000.hi', 0xC74D60AD)], 10554)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x550B6AA4), ('P4rIngress.values_v10001.hi', 0x44BBFAFB)], 10554)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5CB8E3D0), ('P4rIngress.values_v10010.hi', 0x5E0173D2)], 10554)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x43E192B9), ('P4rIngress.values_v10011.hi', 0xF44845A5)], 10554)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6721E5F9), ('P4rIngress.values_v10100.hi', 0xFAC0DDB5)], 10554)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x63B44CF9), ('P4rIngress.values_v10101.hi', 0x4B26EAC9)], 10554)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x496E9043), ('P4rIngress.values_v10110.hi', 0x79B4E679)], 10554)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x66CFF409), ('P4rIngress.values_v10111.hi', 0x3C854131)], 10554)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x74B2BF03), ('P4rIngress.values_v11000.hi', 0x5D8F7054)], 10554)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x726F46E1), ('P4rIngress.values_v11001.hi', 0x3875358C)], 10554)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6B802E17), ('P4rIngress.values_v11010.hi', 0x66843D97)], 10554)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x720E6295), ('P4rIngress.values_v11011.hi', 0x86BA9151)], 10554)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x60A9676F), ('P4rIngress.values_v11100.hi', 0x39A5EECD)], 10554)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x73A4E678), ('P4rIngress.values_v11101.hi', 0x80CBA4AB)], 10554)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4AE9FE3B), ('P4rIngress.values_v11110.hi', 0xB228A223)], 10554)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4CDEEFAB), ('P4rIngress.values_v11111.hi', 0x52887494)], 10554)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x50F8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000093A),
                gc.DataTuple('slot_count', 0x00001390),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5EAB15DB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xEE04E76E),
                gc.KeyTuple('src_port', 0xA219),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x50F8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0335),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\x04\xE7\x6E\x00\x00\x00\x00\xA2\x19\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x50\xF8\x00\x18\x5E\xAB\x15\xDB\x00\x00\x01\xB5\xE6\xC1\x05\x25\x00\x40\x00\x00\x64\xE8\xAA\x75\x90\xE8\xCD\x47\x6F\xB3\xC9\x1A\x53\x19\x84\x4D\x74\x1E\xA1\x99\x45\xDD\x3D\x0D\x5E\x37\x21\x64\xB1\xAF\x8F\xBA\x6C\x9D\x31\x6A\x6D\x13\x5B\x85\x77\xCE\x3B\x4F\x64\xD4\x5E\x1C\x62\x83\xC6\x60\x9F\x62\xE7\x4F\x79\x94\xDD\x2E\x50\x76\x44\xEC\x62\x65\xB8\x93\x5F\x28\x75\x41\x6D\xE0\xDE\xA4\x7E\x52\xB1\xFE\x44\x91\x85\x9D\x51\xF2\x19\xD5\x6F\xC0\x26\xC7\x43\x1F\xFC\xCF\x70\xD1\xDA\x55\x4E\xBC\x48\xE8\x56\x5A\x7B\x2D\x38\xEE\x79\xAB\x57\x67\x84\x59\x8A\xF1\xDE\xF2\x49\xA8\xA9\xF4\x66\x31\xCA\x05\x7F\xDB\x73\xE3\xED\x5D\x3E\x98\x43\xAD\x65\xA0\x6C\x14\x25\x85\x48\xBC\xEF\xFE\x57\x8C\x76\xF7\x69\xA0\x21\xBF\x83\x9B\xCF\x63\x76\xC1\x10\x56\x2A\x7D\x8A\x91\x6C\xCC\x55\x81\x42\x44\x22\xD2\x7F\x64\x97\x2D\x12\xB8\x24\x8C\x6A\x6A\xFE\x6B\x54\x58\xFA\xFB\x7F\x46\xDF\xA0\x59\xB4\x78\x3C\x43\xE7\x9F\xC4\x7C\x61\x34\xB8\x50\x7D\x25\xA3\x60\xDE\x5C\xD6\x51\xDF\x3F\x7D\xBC\xB4\x9D\x55\x69\x6E\x91\x63\xFD\xFF\xAC\x4D\x6E\x63\xEA\xC7\xF5\xB0\x10\x07\x6A\xB8\x2A\x63\x98\x9E\x9B\xB9\x75\x38\x39\x65\x36\xCD\x8C\x63\xAA\x1F\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEE\x04\xE7\x6E\xBE\xEF\xA2\x19\x01\x20\x00\x00\x50\x34\x02\x82\x50\xF8\x00\x18\x5E\xAB\x15\xDB\x00\x00\x01\xB5\xE6\xC1\x05\x25\x00\x40\x00\x1B\x7F\xFF\xFF\xFF\x90\xE8\xCD\x47\x7F\xFF\xFF\xFF\x53\x19\x84\x4D\x7F\xFF\xFF\xFF\x45\xDD\x3D\x0D\x7F\xFF\xFF\xFF\xB1\xAF\x8F\xBA\x7F\xFF\xFF\xFF\x6D\x13\x5B\x85\x7F\xFF\xFF\xFF\x64\xD4\x5E\x1C\x7F\xFF\xFF\xFF\x9F\x62\xE7\x4F\x7F\xFF\xFF\xFF\x50\x76\x44\xEC\x7F\xFF\xFF\xFF\x5F\x28\x75\x41\x7F\xFF\xFF\xFF\x7E\x52\xB1\xFE\x7F\xFF\xFF\xFF\x51\xF2\x19\xD5\x7F\xFF\xFF\xFF\x43\x1F\xFC\xCF\x7F\xFF\xFF\xFF\x4E\xBC\x48\xE8\x7F\xFF\xFF\xFF\x38\xEE\x79\xAB\x7F\xFF\xFF\xFF\x8A\xF1\xDE\xF2\x7F\xFF\xFF\xFF\x66\x31\xCA\x05\x7F\xFF\xFF\xFF\xED\x5D\x3E\x98\x7F\xFF\xFF\xFF\x6C\x14\x25\x85\x7F\xFF\xFF\xFF\x57\x8C\x76\xF7\x7F\xFF\xFF\xFF\x83\x9B\xCF\x63\x7F\xFF\xFF\xFF\x2A\x7D\x8A\x91\x7F\xFF\xFF\xFF\x42\x44\x22\xD2\x7F\xFF\xFF\xFF\x12\xB8\x24\x8C\x7F\xFF\xFF\xFF\x54\x58\xFA\xFB\x7F\xFF\xFF\xFF\x59\xB4\x78\x3C\x7F\xFF\xFF\xFF\x7C\x61\x34\xB8\x7F\xFF\xFF\xFF\x60\xDE\x5C\xD6\x7F\xFF\xFF\xFF\xBC\xB4\x9D\x55\x7F\xFF\xFF\xFF\xFD\xFF\xAC\x4D\x7F\xFF\xFF\xFF\xF5\xB0\x10\x07\x7F\xFF\xFF\xFF\x98\x9E\x9B\xB9\x7F\xFF\xFF\xFF\x36\xCD\x8C\x63\xAA\x1F\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x302B5A81), ('P4rIngress.bitmap_seq.seq', 0x0D716F50)], 12979)
        self.setRegisterValue('P4rIngress.rounds', 0x0D716F50, 12979)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x29)], 12979)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12979)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x75164177), ('P4rIngress.values_v00000.hi', 0xBAD1B2A7)], 12979)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4E651DA9), ('P4rIngress.values_v00001.hi', 0x79B9ADD9)], 12979)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5D4AEB97), ('P4rIngress.values_v00010.hi', 0xB34E9F35)], 12979)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7B5786CD), ('P4rIngress.values_v00011.hi', 0x5B7B7D67)], 12979)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5961687E), ('P4rIngress.values_v00100.hi', 0x9935E5D7)], 12979)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x66F00EB5), ('P4rIngress.values_v00101.hi', 0x9AD6BAA0)], 12979)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x73B6EBBA), ('P4rIngress.values_v00110.hi', 0x6F5BF313)], 12979)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4F98A6EE), ('P4rIngress.values_v00111.hi', 0x33678E3C)], 12979)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x62C5ED72), ('P4rIngress.values_v01000.hi', 0x19CD5BCE)], 12979)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4574609F), ('P4rIngress.values_v01001.hi', 0xB9B9CED5)], 12979)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4F84B745), ('P4rIngress.values_v01010.hi', 0x5CFFD573)], 12979)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5BA89CD8), ('P4rIngress.values_v01011.hi', 0x73669F6D)], 12979)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x47EE298D), ('P4rIngress.values_v01100.hi', 0x389838D7)], 12979)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5423BE7B), ('P4rIngress.values_v01101.hi', 0x4FBC1189)], 12979)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x54EAADEC), ('P4rIngress.values_v01110.hi', 0x7448ABA5)], 12979)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4FA9769D), ('P4rIngress.values_v01111.hi', 0x5B5FE456)], 12979)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x75F9FBC6), ('P4rIngress.values_v10000.hi', 0x0499E20F)], 12979)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x67E19697), ('P4rIngress.values_v10001.hi', 0xF7EAD28B)], 12979)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x79599FE8), ('P4rIngress.values_v10010.hi', 0x3F5D3C73)], 12979)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x756B1B0E), ('P4rIngress.values_v10011.hi', 0x771393F6)], 12979)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x54674D7B), ('P4rIngress.values_v10100.hi', 0xA905DCD3)], 12979)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7D72CAD6), ('P4rIngress.values_v10101.hi', 0x2B1BD70B)], 12979)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x77324117), ('P4rIngress.values_v10110.hi', 0x426C1ECD)], 12979)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x562D09F2), ('P4rIngress.values_v10111.hi', 0xBE9BAB5B)], 12979)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x408ED547), ('P4rIngress.values_v11000.hi', 0x2829D10B)], 12979)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x689792F7), ('P4rIngress.values_v11001.hi', 0x43310997)], 12979)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x613B2C37), ('P4rIngress.values_v11010.hi', 0x26CA39FF)], 12979)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x48F5A6A9), ('P4rIngress.values_v11011.hi', 0x62C9F0A5)], 12979)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6516E605), ('P4rIngress.values_v11100.hi', 0xF92C1636)], 12979)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x50017E37), ('P4rIngress.values_v11101.hi', 0xDE5FBF79)], 12979)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x58DBC7AF), ('P4rIngress.values_v11110.hi', 0x2FFB6B37)], 12979)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7F6E25CC), ('P4rIngress.values_v11111.hi', 0x68318155)], 12979)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC3B9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001B3),
                gc.DataTuple('slot_count', 0x00001956),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x24344F8A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x42F544C4),
                gc.KeyTuple('src_port', 0xB4F2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC3B9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x027E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x42\xF5\x44\xC4\x00\x00\x00\x00\xB4\xF2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC3\xB9\x00\x18\x24\x34\x4F\x8A\x11\x00\x07\x85\x0D\x71\x6F\x50\x00\x40\x00\x00\x6D\x22\x4C\xD7\xBA\xF0\x94\x17\x5D\x15\x65\xB9\x4E\x13\x84\x8F\x7D\x5E\xDB\x33\xB2\xF6\x26\x2B\x4E\x19\x44\xDD\xCB\x05\xD7\x34\x62\x51\x1D\x6E\xA9\x62\x17\x4B\x42\x3C\x6F\x24\xDD\x04\x9E\xFC\x4D\x84\xCB\x34\xF4\x35\xA7\xA0\x4D\x0D\x6E\x1B\x6A\x34\xC7\x32\x7A\x3B\xBD\x12\x6E\x37\x98\x7A\x5E\x16\xE9\x8B\x87\x07\x7D\x6B\x53\x64\x64\x93\xD2\x50\x8F\x75\x47\xA8\x63\x0A\x3A\x74\xAF\xD5\x5B\x98\x98\xE9\x55\xA2\x53\xCD\x7C\xC5\x3B\x05\x35\x0B\x1A\xE9\x77\x03\xE2\xA5\xAF\xD1\xE2\x71\x7F\x3E\x17\x42\x51\xFA\xA4\xB3\x71\xEC\x56\x76\x7C\x9F\x4A\x20\x76\xE5\x2E\x4B\x03\x0F\xA9\xF1\x49\x67\x01\x7D\x47\xB8\x2F\x97\x47\x6A\xB6\xA3\xC5\x75\x1E\x42\x5C\x9C\xD4\x4B\xA7\x8D\x41\x5B\x62\x36\xDA\xE5\x0A\x3E\x25\x56\x6D\x7F\xD5\xA3\x76\xBE\x32\x26\x7F\x31\x81\xE3\x40\x66\x8A\xDA\x4A\x56\xD5\x79\x6A\xA3\x31\x0B\x75\xB2\xD6\xA5\x73\xC7\x31\x4F\x77\x23\x9E\xE2\x74\x4B\x70\xC5\x41\xAB\xB1\xE3\x7A\xC7\x13\xF7\x5A\x38\xDB\x6D\xD9\x6F\x37\x31\x72\x0B\x13\x7C\xDA\x06\x11\x98\x57\x52\xC8\x6B\xB2\x41\x5C\xE3\x5C\x75\x91\xA5\x22\xD9\xC1\xE2\x7F\xF3\x9B\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x42\xF5\x44\xC4\xBE\xEF\xB4\xF2\x01\x20\x00\x00\x50\x34\x02\x82\xC3\xB9\x00\x18\x24\x34\x4F\x8A\x11\x00\x01\x85\x0D\x71\x6F\x50\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\xBA\xF0\x94\x17\x7F\xFF\xFF\xFF\x4E\x13\x84\x8F\x7F\xFF\xFF\xFF\xB2\xF6\x26\x2B\x7F\xFF\xFF\xFF\xCB\x05\xD7\x34\x7F\xFF\xFF\xFF\xA9\x62\x17\x4B\x7F\xFF\xFF\xFF\xDD\x04\x9E\xFC\x7F\xFF\xFF\xFF\xF4\x35\xA7\xA0\x7F\xFF\xFF\xFF\x6A\x34\xC7\x32\x7F\xFF\xFF\xFF\x6E\x37\x98\x7A\x7F\xFF\xFF\xFF\x87\x07\x7D\x6B\x7F\xFF\xFF\xFF\xD2\x50\x8F\x75\x7F\xFF\xFF\xFF\x3A\x74\xAF\xD5\x7F\xFF\xFF\xFF\x55\xA2\x53\xCD\x7F\xFF\xFF\xFF\x35\x0B\x1A\xE9\x7F\xFF\xFF\xFF\xAF\xD1\xE2\x71\x7F\xFF\xFF\xFF\x51\xFA\xA4\xB3\x7F\xFF\xFF\xFF\x7C\x9F\x4A\x20\x7F\xFF\xFF\xFF\x03\x0F\xA9\xF1\x7F\xFF\xFF\xFF\x47\xB8\x2F\x97\x7F\xFF\xFF\xFF\xC5\x75\x1E\x42\x7F\xFF\xFF\xFF\xA7\x8D\x41\x5B\x7F\xFF\xFF\xFF\x0A\x3E\x25\x56\x7F\xFF\xFF\xFF\x76\xBE\x32\x26\x7F\xFF\xFF\xFF\x40\x66\x8A\xDA\x7F\xFF\xFF\xFF\x6A\xA3\x31\x0B\x7F\xFF\xFF\xFF\x73\xC7\x31\x4F\x7F\xFF\xFF\xFF\x74\x4B\x70\xC5\x7F\xFF\xFF\xFF\x7A\xC7\x13\xF7\x7F\xFF\xFF\xFF\xD9\x6F\x37\x31\x7F\xFF\xFF\xFF\xDA\x06\x11\x98\x7F\xFF\xFF\xFF\xB2\x41\x5C\xE3\x7F\xFF\xFF\xFF\x22\xD9\xC1\xE2\x7F\xF3\x9B\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCC10296C), ('P4rIngress.bitmap_seq.seq', 0x2AA18A00)], 10162)
        self.setRegisterValue('P4rIngress.rounds', 0x2AA18A00, 10162)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x6D)], 10162)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10162)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x44D3BE0D), ('P4rIngress.values_v00000.hi', 0xA93107AF)], 10162)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x68CAA34F), ('P4rIngress.values_v00001.hi', 0x3DE06EAB)], 10162)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x58683F77), ('P4rIngress.values_v00010.hi', 0xCDBA6112)], 10162)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6E25A6B3), ('P4rIngress.values_v00011.hi', 0xC2D9579B)], 10162)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7BFA6AFB), ('P4rIngress.values_v00100.hi', 0xBDF0F6C4)], 10162)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x689E9A5B), ('P4rIngress.values_v00101.hi', 0xB4A45317)], 10162)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x59A03CF4), ('P4rIngress.values_v00110.hi', 0xD1930AEB)], 10162)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7CD0DCDB), ('P4rIngress.values_v00111.hi', 0x312B11AA)], 10162)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x63E8891D), ('P4rIngress.values_v01000.hi', 0x5BFECC21)], 10162)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5D597104), ('P4rIngress.values_v01001.hi', 0xB2FE3498)], 10162)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x58E45066), ('P4rIngress.values_v01010.hi', 0x6DDD6DB6)], 10162)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x43997D29), ('P4rIngress.values_v01011.hi', 0x54079240)], 10162)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x55C53BF2), ('P4rIngress.values_v01100.hi', 0x5A82251A)], 10162)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x561DAA36), ('P4rIngress.values_v01101.hi', 0x4C3EE176)], 10162)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4B00849E), ('P4rIngress.values_v01110.hi', 0x5A796277)], 10162)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5659C81D), ('P4rIngress.values_v01111.hi', 0x70538196)], 10162)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6968D9DD), ('P4rIngress.values_v10000.hi', 0x262208FA)], 10162)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6A0DB139), ('P4rIngress.values_v10001.hi', 0xFCB74E11)], 10162)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x66C25377), ('P4rIngress.values_v10010.hi', 0x65EAE6ED)], 10162)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x651DBB6B), ('P4rIngress.values_v10011.hi', 0x5771B67F)], 10162)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4EED4A36), ('P4rIngress.values_v10100.hi', 0x7231C0BB)], 10162)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x71A22961), ('P4rIngress.values_v10101.hi', 0xADB4DEA5)], 10162)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7CBA05B4), ('P4rIngress.values_v10110.hi', 0x63666BFE)], 10162)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x58712449), ('P4rIngress.values_v10111.hi', 0x51CEA29B)], 10162)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x56CB0D9E), ('P4rIngress.values_v11000.hi', 0x652F471D)], 10162)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x79AFDB99), ('P4rIngress.values_v11001.hi', 0x35AC66CC)], 10162)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x53B3E08B), ('P4rIngress.values_v11010.hi', 0x5491833B)], 10162)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x71CC921A), ('P4rIngress.values_v11011.hi', 0xC58EF082)], 10162)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5492136A), ('P4rIngress.values_v11100.hi', 0x864066BB)], 10162)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x44D8F155), ('P4rIngress.values_v11101.hi', 0x38554911)], 10162)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x75CD845F), ('P4rIngress.values_v11110.hi', 0x79005DE9)], 10162)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4BB66C2C), ('P4rIngress.values_v11111.hi', 0x7D6BF6D9)], 10162)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x69E8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002EB),
                gc.DataTuple('slot_count', 0x000009C2),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFB17F722),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x4C634314),
                gc.KeyTuple('src_port', 0x04CC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x69E8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x022E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\x63\x43\x14\x00\x00\x00\x00\x04\xCC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x69\xE8\x00\x18\xFB\x17\xF7\x22\x04\xC7\x05\xC7\x2A\xA1\x8A\x00\x00\x40\x00\x00\x59\x69\x03\xBB\x9F\x79\xCD\x5F\x62\x6E\x60\x34\x78\x46\x7C\x6B\x56\xE9\x50\xD7\xA7\x9E\xD9\x37\x6F\x4B\x11\xC9\xCF\x2A\xD1\x1B\x42\x13\xCB\xED\xBC\xDE\x52\x5C\x68\x23\x59\x29\x8B\x86\xB0\xD4\x64\x9B\x06\x58\x03\xE3\xB2\x26\x6D\xE7\x8B\x0B\x51\xB1\x3B\x35\x4A\x05\x33\xC3\x51\xD2\xE6\xC2\x79\x25\x17\x50\x8C\x54\x17\x2B\x6D\xA9\xF9\x5D\xA5\xC4\xEE\x52\x48\xAC\x1C\xCB\x4B\xF6\x50\x5D\x6C\x81\x48\x58\x53\xF9\x4B\xF3\x72\xD9\xAA\x1E\x35\xBF\x35\x5D\x5D\xBF\xAC\x47\xF4\x16\x36\x16\x79\x3B\x56\x39\x3B\xD2\x26\xCC\x6C\x84\x3B\x66\x66\xF4\x80\x86\x70\xF6\x7C\x07\xF1\x61\x6D\xDF\x68\xD8\xF1\xE1\x62\xD4\xAE\xD9\x77\xCD\x89\xB1\x52\xF8\x5C\x28\x4E\xDD\xF6\xBA\x48\xF4\x56\x8D\x63\xAE\x67\x23\x7D\xA6\xD2\xFB\x7A\xFA\xCF\x26\x54\x1A\xE1\xBC\x68\xB9\xAC\xFC\x59\x5E\x66\xFF\x44\x55\x9E\x4F\xCD\xBF\x59\x7F\x7B\x1F\x5F\xB1\x32\xE5\xCD\x9E\x75\xC3\x12\xED\x2C\x3A\x93\x79\x73\xD4\x97\x9E\x9A\xF8\xD3\x9F\x76\xDE\xCD\x12\xB3\x14\xF2\x89\x5C\x83\xAB\x17\x49\xD0\x5D\xF3\x74\x37\xF0\x6F\x52\xD6\x53\x88\x6A\x2A\xC1\xDE\x40\x8C\xD2\xFD\x0B\x25\x0F\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\x63\x43\x14\xBE\xEF\x04\xCC\x01\x20\x00\x00\x50\x34\x02\x82\x69\xE8\x00\x18\xFB\x17\xF7\x22\x04\xC7\x01\xC7\x2A\xA1\x8A\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\x9F\x79\xCD\x5F\x7F\xFF\xFF\xFF\x78\x46\x7C\x6B\x7F\xFF\xFF\xFF\xA7\x9E\xD9\x37\x7F\xFF\xFF\xFF\xCF\x2A\xD1\x1B\x7F\xFF\xFF\xFF\xBC\xDE\x52\x5C\x7F\xFF\xFF\xFF\x8B\x86\xB0\xD4\x7F\xFF\xFF\xFF\x03\xE3\xB2\x26\x7F\xFF\xFF\xFF\x51\xB1\x3B\x35\x7F\xFF\xFF\xFF\x51\xD2\xE6\xC2\x7F\xFF\xFF\xFF\x8C\x54\x17\x2B\x7F\xFF\xFF\xFF\xA5\xC4\xEE\x52\x7F\xFF\xFF\xFF\x4B\xF6\x50\x5D\x7F\xFF\xFF\xFF\x53\xF9\x4B\xF3\x7F\xFF\xFF\xFF\x35\xBF\x35\x5D\x7F\xFF\xFF\xFF\xF4\x16\x36\x16\x7F\xFF\xFF\xFF\x3B\xD2\x26\xCC\x7F\xFF\xFF\xFF\x66\xF4\x80\x86\x7F\xFF\xFF\xFF\xF1\x61\x6D\xDF\x7F\xFF\xFF\xFF\x62\xD4\xAE\xD9\x7F\xFF\xFF\xFF\x52\xF8\x5C\x28\x7F\xFF\xFF\xFF\x48\xF4\x56\x8D\x7F\xFF\xFF\xFF\x7D\xA6\xD2\xFB\x7F\xFF\xFF\xFF\x54\x1A\xE1\xBC\x7F\xFF\xFF\xFF\x59\x5E\x66\xFF\x7F\xFF\xFF\xFF\xCD\xBF\x59\x7F\x7F\xFF\xFF\xFF\x32\xE5\xCD\x9E\x7F\xFF\xFF\xFF\x2C\x3A\x93\x79\x7F\xFF\xFF\xFF\x9A\xF8\xD3\x9F\x7F\xFF\xFF\xFF\xB3\x14\xF2\x89\x7F\xFF\xFF\xFF\x49\xD0\x5D\xF3\x7F\xFF\xFF\xFF\x52\xD6\x53\x88\x7F\xFF\xFF\xFF\x40\x8C\xD2\xFD\x0B\x25\x0F\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBEA730C2), ('P4rIngress.bitmap_seq.seq', 0x6E53835E)], 13321)
        self.setRegisterValue('P4rIngress.rounds', 0x6E53835E, 13321)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xB6)], 13321)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13321)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x491C476E), ('P4rIngress.values_v00000.hi', 0xBB337437)], 13321)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x61B3199B), ('P4rIngress.values_v00001.hi', 0x68FB04C4)], 13321)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x68CE6ECB), ('P4rIngress.values_v00010.hi', 0xA31E4339)], 13321)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x577132BB), ('P4rIngress.values_v00011.hi', 0x21A1B70C)], 13321)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x65139F1C), ('P4rIngress.values_v00100.hi', 0x1ACFB85D)], 13321)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6CF19FF3), ('P4rIngress.values_v00101.hi', 0x4D36777C)], 13321)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7A188D05), ('P4rIngress.values_v00110.hi', 0x4590D34D)], 13321)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x555A4699), ('P4rIngress.values_v00111.hi', 0x3A72FC44)], 13321)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x47C5217B), ('P4rIngress.values_v01000.hi', 0x44012BC4)], 13321)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x61554355), ('P4rIngress.values_v01001.hi', 0x635DCA2F)], 13321)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6C53EE77), ('P4rIngress.values_v01010.hi', 0x155F7C21)], 13321)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x43589BB3), ('P4rIngress.values_v01011.hi', 0x475ADC0F)], 13321)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4A2EDEE3), ('P4rIngress.values_v01100.hi', 0x551661A2)], 13321)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x76B3B5D7), ('P4rIngress.values_v01101.hi', 0x5AA5E595)], 13321)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7166D489), ('P4rIngress.values_v01110.hi', 0xADDE3897)], 13321)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4AE75B35), ('P4rIngress.values_v01111.hi', 0x464A34C8)], 13321)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x73C4DAA5), ('P4rIngress.values_v10000.hi', 0xB1BEA6DA)], 13321)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7CC7EDA5), ('P4rIngress.values_v10001.hi', 0xEE34B4D9)], 13321)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x522B5338), ('P4rIngress.values_v10010.hi', 0x9BDB6B81)], 13321)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7FCACBB5), ('P4rIngress.values_v10011.hi', 0xBE0A7DAB)], 13321)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x65569766), ('P4rIngress.values_v10100.hi', 0xCC52D4BF)], 13321)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x43B9C5C1), ('P4rIngress.values_v10101.hi', 0x67D96FDA)], 13321)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x64A01B6F), ('P4rIngress.values_v10110.hi', 0xAC9ED375)], 13321)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7B57DC5B), ('P4rIngress.values_v10111.hi', 0x4F526CEC)], 13321)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6DA91D67), ('P4rIngress.values_v11000.hi', 0xC79062B5)], 13321)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6BACB693), ('P4rIngress.values_v11001.hi', 0xA7F2FEC9)], 13321)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x66A63BDF), ('P4rIngress.values_v11010.hi', 0x68FC48F3)], 13321)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7EF2E6A7), ('P4rIngress.values_v11011.hi', 0x1FD75117)], 13321)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x75606DCF), ('P4rIngress.values_v11100.hi', 0xB3DE0CA5)], 13321)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x50C6C674), ('P4rIngress.values_v11101.hi', 0xC99C6661)], 13321)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6D426B6B), ('P4rIngress.values_v11110.hi', 0x98A26C1D)], 13321)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x63EF6EE4), ('P4rIngress.values_v11111.hi', 0x5580A5D7)], 13321)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4C84),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE9),
                gc.DataTuple('slot_count', 0x00000FDB),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFBAF7FB8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x951A2BEE),
                gc.KeyTuple('src_port', 0x83A9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4C84),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0385),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\x1A\x2B\xEE\x00\x00\x00\x00\x83\xA9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4C\x84\x00\x18\xFB\xAF\x7F\xB8\x07\x20\x01\xC5\x6E\x53\x83\x5E\x00\x40\x00\x00\x5C\x9C\xE1\x9F\x9D\xB4\x66\xA9\x48\xD9\xBD\xFA\x53\xB3\x5C\xF2\x52\x6D\x2E\xE1\xB7\x28\xDF\x4D\x45\x45\xBE\xD2\x68\xA1\x24\x64\x53\xD9\x96\x68\xE6\x4A\xBA\x52\x66\x63\x89\x69\x53\xB6\x76\x6A\x73\x5A\x1E\xB9\xC9\x3A\xEA\x95\x77\x45\x73\x8B\x84\xE0\xAD\xED\x4F\xF5\x4E\x94\x47\x66\x1B\x57\x49\x52\xEC\x87\x43\x5D\x19\xAD\x4E\x77\x63\x63\x31\xB6\x5C\xA7\x6D\xD0\x25\x49\x52\x3B\x2B\xDA\x49\xB1\x3B\x87\x53\xA5\x50\x67\x47\x06\x72\xA5\x22\x86\x4E\xEE\x5C\x7A\xC5\x52\x3D\x4F\x47\x70\x56\x4E\x15\xA9\x4A\xDC\x04\x84\x4B\x2E\x35\xC5\x93\x93\x96\xD3\x5D\x97\xA4\xD6\x8D\x64\x46\x9B\x48\x68\x57\xBF\xBF\x2B\x99\x02\x44\x88\xD0\x95\x7A\x1B\xD9\x8E\x57\x94\xA0\x24\x1D\xCA\xD6\x5E\x5B\x7C\x6B\x40\x72\xFB\xEA\x1D\x77\xC5\x63\x3F\xBE\xB4\x4C\x7B\x4D\x5B\x36\x59\x55\x5A\xF4\x36\x64\xA0\x66\x33\x90\x90\x6A\x52\x5B\x29\x95\x91\x69\xD2\xCE\xFF\x64\x17\xBB\x41\x64\x49\xCB\x92\x7F\xEB\x0E\x2D\x6E\xC1\xEC\x94\x7D\x6D\xBA\x6A\x1F\x8B\x74\xA3\x70\xF2\x94\x7F\x97\xD3\xB6\xEF\x6E\xD5\xC0\x33\x9A\xC7\x26\xB5\x4C\xA3\xDD\x4F\x43\x3C\xB8\x37\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x95\x1A\x2B\xEE\xBE\xEF\x83\xA9\x01\x20\x00\x00\x50\x34\x02\x82\x4C\x84\x00\x18\xFB\xAF\x7F\xB8\x07\x20\x01\xC5\x6E\x53\x83\x5E\x00\x40\x00\x12\x7F\xFF\xFF\xFF\x9D\xB4\x66\xA9\x7F\xFF\xFF\xFF\x53\xB3\x5C\xF2\x7F\xFF\xFF\xFF\xB7\x28\xDF\x4D\x7F\xFF\xFF\xFF\x68\xA1\x24\x64\x7F\xFF\xFF\xFF\xE6\x4A\xBA\x52\x7F\xFF\xFF\xFF\x53\xB6\x76\x6A\x7F\xFF\xFF\xFF\xC9\x3A\xEA\x95\x7F\xFF\xFF\xFF\x84\xE0\xAD\xED\x7F\xFF\xFF\xFF\x47\x66\x1B\x57\x7F\xFF\xFF\xFF\x43\x5D\x19\xAD\x7F\xFF\xFF\xFF\x31\xB6\x5C\xA7\x7F\xFF\xFF\xFF\x52\x3B\x2B\xDA\x7F\xFF\xFF\xFF\x53\xA5\x50\x67\x7F\xFF\xFF\xFF\x22\x86\x4E\xEE\x7F\xFF\xFF\xFF\x3D\x4F\x47\x70\x7F\xFF\xFF\xFF\x4A\xDC\x04\x84\x7F\xFF\xFF\xFF\x93\x93\x96\xD3\x7F\xFF\xFF\xFF\x8D\x64\x46\x9B\x7F\xFF\xFF\xFF\xBF\x2B\x99\x02\x7F\xFF\xFF\xFF\x7A\x1B\xD9\x8E\x7F\xFF\xFF\xFF\x1D\xCA\xD6\x5E\x7F\xFF\xFF\xFF\x72\xFB\xEA\x1D\x7F\xFF\xFF\xFF\xBE\xB4\x4C\x7B\x7F\xFF\xFF\xFF\x55\x5A\xF4\x36\x7F\xFF\xFF\xFF\x90\x90\x6A\x52\x7F\xFF\xFF\xFF\x69\xD2\xCE\xFF\x7F\xFF\xFF\xFF\x64\x49\xCB\x92\x7F\xFF\xFF\xFF\x6E\xC1\xEC\x94\x7F\xFF\xFF\xFF\x1F\x8B\x74\xA3\x7F\xFF\xFF\xFF\x97\xD3\xB6\xEF\x7F\xFF\xFF\xFF\x9A\xC7\x26\xB5\x7F\xFF\xFF\xFF\x43\x3C\xB8\x37\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8438CB4C), ('P4rIngress.bitmap_seq.seq', 0x30000000)], 10422)
        self.setRegisterValue('P4rIngress.rounds', 0x30000000, 10422)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x12)], 10422)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10422)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7C64B477), ('P4rIngress.values_v00000.hi', 0x607E82A1)], 10422)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5BEF5395), ('P4rIngress.values_v00001.hi', 0x4782584F)], 10422)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5EC94751), ('P4rIngress.values_v00010.hi', 0xF7CAE3DC)], 10422)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x75ABFABF), ('P4rIngress.values_v00011.hi', 0xDB9C84AF)], 10422)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4325E13D), ('P4rIngress.values_v00100.hi', 0xA7A87C60)], 10422)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4AF3A57E), ('P4rIngress.values_v00101.hi', 0x2AB6BA6E)], 10422)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x436CDF79), ('P4rIngress.values_v00110.hi', 0x4305CB9B)], 10422)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6C641756), ('P4rIngress.values_v00111.hi', 0x7BBE8453)], 10422)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x56AB7728), ('P4rIngress.values_v01000.hi', 0x6A7093F3)], 10422)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x735B6FA4), ('P4rIngress.values_v01001.hi', 0xBDFD6A3B)], 10422)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x450617D6), ('P4rIngress.values_v01010.hi', 0xA4547B03)], 10422)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x46E04BBD), ('P4rIngress.values_v01011.hi', 0xAFBF9B34)], 10422)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5EA395C9), ('P4rIngress.values_v01100.hi', 0x63E5DF3E)], 10422)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7ECCD7DE), ('P4rIngress.values_v01101.hi', 0x9AEBD6A9)], 10422)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7AF523D3), ('P4rIngress.values_v01110.hi', 0xBD386967)], 10422)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x51567CEF), ('P4rIngress.values_v01111.hi', 0x5F70A5AA)], 10422)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x66ADFB2B), ('P4rIngress.values_v10000.hi', 0x6ECC9AF9)], 10422)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x48A0F938), ('P4rIngress.values_v10001.hi', 0xC78EC8B9)], 10422)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x61C78D55), ('P4rIngress.values_v10010.hi', 0x7D8CBC9D)], 10422)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x74009055), ('P4rIngress.values_v10011.hi', 0x7D75F356)], 10422)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x737A5A6F), ('P4rIngress.values_v10100.hi', 0xC4DF68DD)], 10422)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x54BBCC9C), ('P4rIngress.values_v10101.hi', 0x750A3766)], 10422)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x610F0D57), ('P4rIngress.values_v10110.hi', 0xA25B29DE)], 10422)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x75C932C3), ('P4rIngress.values_v10111.hi', 0xA81BDCDB)], 10422)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6239B808), ('P4rIngress.values_v11000.hi', 0x3A8F71B9)], 10422)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4B21A43B), ('P4rIngress.values_v11001.hi', 0x2D6EA75D)], 10422)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4D067251), ('P4rIngress.values_v11010.hi', 0x445D6899)], 10422)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6ED29531), ('P4rIngress.values_v11011.hi', 0x77ADD52B)], 10422)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x45F8AE59), ('P4rIngress.values_v11100.hi', 0xA94FCD2E)], 10422)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6E750737), ('P4rIngress.values_v11101.hi', 0x2CFD8AAC)], 10422)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x60ED3C4B), ('P4rIngress.values_v11110.hi', 0xAC4E11DB)], 10422)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x548DF01B), ('P4rIngress.values_v11111.hi', 0x8F89D15C)], 10422)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD6C1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000025F),
                gc.DataTuple('slot_count', 0x00001449),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F882472),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x7B7AA9D7),
                gc.KeyTuple('src_port', 0x3EAD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD6C1),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01B2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7B\x7A\xA9\xD7\x00\x00\x00\x00\x3E\xAD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD6\xC1\x00\x18\x1F\x88\x24\x72\x06\x57\x05\x85\x30\x00\x00\x00\x00\x40\x00\x00\x63\xC9\xBB\xD2\x43\xEF\xE2\xAB\x45\xA0\xF0\xBD\x50\x8A\x5B\x6E\x44\xAA\xB2\xB1\x7D\x4C\xCA\x25\x5B\x49\xA9\x40\xF8\xB9\xF5\xE1\x67\xE2\x97\x02\xAF\x53\x73\x39\x72\x14\xED\x94\x6C\xDB\x22\x1B\x62\xFE\x08\x57\x50\x52\x47\x5B\x63\x3B\x51\x23\x19\x94\xDF\x56\x55\x99\xC4\x31\x4A\x58\xB8\x3F\x5A\x9D\x2B\x94\xB8\xB5\xE7\x71\x7E\xDC\x9A\xF5\xBF\x37\x6B\xD9\x61\x2F\x79\xB8\x9F\xB1\x0B\x32\x5B\xC6\x85\xBB\x4C\x64\x85\xFE\x46\xA2\x82\x5D\xCE\x49\x95\x67\x72\x3C\xBC\xD3\x98\x69\xE8\xA4\x7B\xB9\x1A\x48\x4D\x8C\x25\xE3\x72\x66\x75\x41\x20\x2C\xD9\x1B\x53\x8F\x6F\x27\x8C\x38\xF3\x27\x43\x1F\x8B\x65\x70\xE5\x73\x95\x5D\xC3\x46\x14\x1B\x37\x46\xEA\x5E\x64\x5E\x3F\xBD\xD7\x6D\x34\x62\x42\x39\xC4\x68\x66\x32\x13\x75\xFF\x94\xB3\x83\x08\x74\xB9\x68\x58\x26\xE9\xCE\x26\xC1\x49\x64\x5A\x04\x6B\x4C\xA6\x4E\xA1\x5B\x2C\x20\xB3\x1A\xEA\x59\x53\x5C\x97\x57\xE7\x65\xBD\x26\xF9\x65\x75\x3F\x79\x63\x38\x20\x5B\x74\x68\x07\x52\xAD\x1B\x59\xEC\x4F\x55\xD6\x70\x67\x06\xBA\x0E\x6D\x17\x2D\xEF\xA1\xC5\x0C\x0A\x5E\xE2\xC9\x21\x83\xBD\x86\x59\x44\xF7\x3C\x66\x0E\x85\x26\x63\x5A\x5A\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7B\x7A\xA9\xD7\xBE\xEF\x3E\xAD\x01\x20\x00\x00\x50\x34\x02\x82\xD6\xC1\x00\x18\x1F\x88\x24\x72\x06\x57\x01\x85\x30\x00\x00\x00\x00\x40\x00\x1E\x7F\xFF\xFF\xFF\x43\xEF\xE2\xAB\x7F\xFF\xFF\xFF\x50\x8A\x5B\x6E\x7F\xFF\xFF\xFF\x7D\x4C\xCA\x25\x7F\xFF\xFF\xFF\xF8\xB9\xF5\xE1\x7F\xFF\xFF\xFF\xAF\x53\x73\x39\x7F\xFF\xFF\xFF\x6C\xDB\x22\x1B\x7F\xFF\xFF\xFF\x50\x52\x47\x5B\x7F\xFF\xFF\xFF\x19\x94\xDF\x56\x7F\xFF\xFF\xFF\x4A\x58\xB8\x3F\x7F\xFF\xFF\xFF\xB8\xB5\xE7\x71\x7F\xFF\xFF\xFF\xBF\x37\x6B\xD9\x7F\xFF\xFF\xFF\x9F\xB1\x0B\x32\x7F\xFF\xFF\xFF\x4C\x64\x85\xFE\x7F\xFF\xFF\xFF\xCE\x49\x95\x67\x7F\xFF\xFF\xFF\x98\x69\xE8\xA4\x7F\xFF\xFF\xFF\x4D\x8C\x25\xE3\x7F\xFF\xFF\xFF\x20\x2C\xD9\x1B\x7F\xFF\xFF\xFF\x8C\x38\xF3\x27\x7F\xFF\xFF\xFF\x70\xE5\x73\x95\x7F\xFF\xFF\xFF\x1B\x37\x46\xEA\x7F\xFF\xFF\xFF\xBD\xD7\x6D\x34\x7F\xFF\xFF\xFF\x68\x66\x32\x13\x7F\xFF\xFF\xFF\x83\x08\x74\xB9\x7F\xFF\xFF\xFF\xCE\x26\xC1\x49\x7F\xFF\xFF\xFF\x4C\xA6\x4E\xA1\x7F\xFF\xFF\xFF\x1A\xEA\x59\x53\x7F\xFF\xFF\xFF\x65\xBD\x26\xF9\x7F\xFF\xFF\xFF\x63\x38\x20\x5B\x7F\xFF\xFF\xFF\xAD\x1B\x59\xEC\x7F\xFF\xFF\xFF\x67\x06\xBA\x0E\x7F\xFF\xFF\xFF\xA1\xC5\x0C\x0A\x7F\xFF\xFF\xFF\x83\xBD\x86\x59\x44\xF7\x3C\x66\x0E\x85\x26\x63\x5A\x5A\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE8B043B0), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 14742)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 14742)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x57)], 14742)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14742)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x41A1EED9), ('P4rIngress.values_v00000.hi', 0x914F41CA)], 14742)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x57CC99DA), ('P4rIngress.values_v00001.hi', 0x4A7BE755)], 14742)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6A0BFD6D), ('P4rIngress.values_v00010.hi', 0x7DE4E1FF)], 14742)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x785063E5), ('P4rIngress.values_v00011.hi', 0x99FF4885)], 14742)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x51C98003), ('P4rIngress.values_v00100.hi', 0x46AD0E0B)], 14742)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x59834454), ('P4rIngress.values_v00101.hi', 0x2320778F)], 14742)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4EEF9353), ('P4rIngress.values_v00110.hi', 0x89979A14)], 14742)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x781CD522), ('P4rIngress.values_v00111.hi', 0x78B42525)], 14742)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4BFEDDC4), ('P4rIngress.values_v01000.hi', 0x6A66DF9D)], 14742)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4F6DDCF5), ('P4rIngress.values_v01001.hi', 0x2AA79604)], 14742)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7D8B9CE9), ('P4rIngress.values_v01010.hi', 0x6CBC3FF5)], 14742)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x672C129E), ('P4rIngress.values_v01011.hi', 0x469D1D9D)], 14742)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x511B039D), ('P4rIngress.values_v01100.hi', 0x76ED9C16)], 14742)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62984B35), ('P4rIngress.values_v01101.hi', 0x2BD88D37)], 14742)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x74C0656D), ('P4rIngress.values_v01110.hi', 0x889E4F59)], 14742)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7F78A989), ('P4rIngress.values_v01111.hi', 0x4F959E0F)], 14742)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7C465965), ('P4rIngress.values_v10000.hi', 0x1D10F7AA)], 14742)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x41665653), ('P4rIngress.values_v10001.hi', 0x3AEA0884)], 14742)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7D7224D9), ('P4rIngress.values_v10010.hi', 0x6C5D4394)], 14742)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5354898F), ('P4rIngress.values_v10011.hi', 0x9FFEE8BF)], 14742)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4E757A26), ('P4rIngress.values_v10100.hi', 0x4D40D042)], 14742)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7213CC3C), ('P4rIngress.values_v10101.hi', 0x2514A762)], 14742)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x50FD22C9), ('P4rIngress.values_v10110.hi', 0x739DCC45)], 14742)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7473F08C), ('P4rIngress.values_v10111.hi', 0x52669B86)], 14742)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x47DFC5A2), ('P4rIngress.values_v11000.hi', 0x9E7E37AE)], 14742)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6D6FE4E2), ('P4rIngress.values_v11001.hi', 0x67733EEC)], 14742)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x51591D39), ('P4rIngress.values_v11010.hi', 0x39D978C1)], 14742)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x70D0B6D5), ('P4rIngress.values_v11011.hi', 0x72E9B227)], 14742)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x731BD46B), ('P4rIngress.values_v11100.hi', 0x575E580D)], 14742)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6300B6DB), ('P4rIngress.values_v11101.hi', 0x776B31EA)], 14742)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x57065C51), ('P4rIngress.values_v11110.hi', 0x4CC6D56B)], 14742)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x70FC1E7B), ('P4rIngress.values_v11111.hi', 0x29D12C9D)], 14742)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3292),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000038D),
                gc.DataTuple('slot_count', 0x00001966),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F1673E4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x51EF13D0),
                gc.KeyTuple('src_port', 0x1DA9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3292),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02D0),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\xEF\x13\xD0\x00\x00\x00\x00\x1D\xA9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x32\x92\x00\x18\x0F\x16\x73\xE4\x16\x09\x03\xBB\x40\x00\x00\x00\x00\x40\x00\x00\x41\x24\xC9\x61\xBB\x73\x59\xCF\x43\x9D\x8E\xA2\x68\xA8\x09\x85\x7F\x63\x20\xE1\x7C\xA3\x18\x6D\x6B\x94\x7F\x55\x91\xC2\x6A\x93\x5B\x7C\xD7\x1B\x49\x53\x55\x67\x54\xC6\x75\xFC\x6B\x39\xAF\x95\x45\x1E\x93\x38\x8B\xB9\x2B\x76\x69\xA7\xC3\x81\x4A\xCE\xB5\x73\x7A\xD0\x0E\x4F\x32\x0C\x72\xD8\x4E\xD4\xDC\xD0\x6D\xEA\xF3\x38\x65\x63\xF6\xE1\x4B\x9D\x8E\x13\x73\x3A\x37\xAE\x5D\xA5\xCF\x7F\x64\x42\xA6\x0A\x38\x43\xE7\x86\x48\xA7\x5B\x7D\x58\x8E\xCF\x06\x53\xB2\x66\x4C\xAE\x46\x48\x4B\x74\x23\x89\x1C\x4B\xBD\x80\xA7\x7A\xFA\x55\xD9\x46\xBF\x1F\x6F\x6D\x62\xB6\xD3\x72\x50\xFB\x30\x74\x4B\x45\x5B\x4C\xD0\xD8\xD7\x78\xE7\x0E\x25\x86\x8C\x2D\xB6\x6E\xDA\x42\xEC\x66\x6C\x55\xE6\x6A\x7F\xC4\x61\xF2\x1E\xB6\x39\x50\x0B\x0E\x42\x0F\x1D\x84\x01\x6D\x32\xDA\xF5\x58\x62\xC9\xB5\x5D\x5B\xC1\x72\xB4\xB6\x16\xCE\x4A\x07\x9C\xC3\x2F\xAD\x4C\x46\x59\x8B\x09\xF1\x59\x16\x3D\x5D\x71\x7A\x97\x9F\x52\x2A\xAB\x9C\x6E\x77\x12\xE3\x3D\xB5\xDC\xB4\x77\xD4\x59\x8A\x73\x91\x93\x17\x62\x4C\x7A\xC1\xD5\x4A\x7D\x53\x70\x40\x9D\x0D\x78\xBE\x7F\x5C\xBD\x8F\xF8\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\xEF\x13\xD0\xBE\xEF\x1D\xA9\x01\x20\x00\x00\x50\x34\x02\x82\x32\x92\x00\x18\x0F\x16\x73\xE4\x16\x09\x01\xBB\x40\x00\x00\x00\x00\x40\x00\x15\x7F\xFF\xFF\xFF\xBB\x73\x59\xCF\x7F\xFF\xFF\xFF\x68\xA8\x09\x85\x7F\xFF\xFF\xFF\x7C\xA3\x18\x6D\x7F\xFF\xFF\xFF\x91\xC2\x6A\x93\x7F\xFF\xFF\xFF\x49\x53\x55\x67\x7F\xFF\xFF\xFF\x6B\x39\xAF\x95\x7F\xFF\xFF\xFF\x8B\xB9\x2B\x76\x7F\xFF\xFF\xFF\x4A\xCE\xB5\x73\x7F\xFF\xFF\xFF\x32\x0C\x72\xD8\x7F\xFF\xFF\xFF\x6D\xEA\xF3\x38\x7F\xFF\xFF\xFF\x4B\x9D\x8E\x13\x7F\xFF\xFF\xFF\x5D\xA5\xCF\x7F\x7F\xFF\xFF\xFF\x38\x43\xE7\x86\x7F\xFF\xFF\xFF\x58\x8E\xCF\x06\x7F\xFF\xFF\xFF\xAE\x46\x48\x4B\x7F\xFF\xFF\xFF\x4B\xBD\x80\xA7\x7F\xFF\xFF\xFF\x46\xBF\x1F\x6F\x7F\xFF\xFF\xFF\x72\x50\xFB\x30\x7F\xFF\xFF\xFF\x4C\xD0\xD8\xD7\x7F\xFF\xFF\xFF\x86\x8C\x2D\xB6\x7F\xFF\xFF\xFF\x66\x6C\x55\xE6\x7F\xFF\xFF\xFF\xF2\x1E\xB6\x39\x7F\xFF\xFF\xFF\x0F\x1D\x84\x01\x7F\xFF\xFF\xFF\x58\x62\xC9\xB5\x7F\xFF\xFF\xFF\xB4\xB6\x16\xCE\x7F\xFF\xFF\xFF\x2F\xAD\x4C\x46\x7F\xFF\xFF\xFF\x59\x16\x3D\x5D\x7F\xFF\xFF\xFF\x52\x2A\xAB\x9C\x7F\xFF\xFF\xFF\x3D\xB5\xDC\xB4\x7F\xFF\xFF\xFF\x73\x91\x93\x17\x7F\xFF\xFF\xFF\xD5\x4A\x7D\x53\x7F\xFF\xFF\xFF\x78\xBE\x7F\x5C\xBD\x8F\xF8\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6EBC87BC), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 10565)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 10565)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x2B)], 10565)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10565)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x72814F13), ('P4rIngress.values_v00000.hi', 0x977DD2E4)], 10565)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5CB9CD78), ('P4rIngress.values_v00001.hi', 0x4C35157D)], 10565)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x615252AE), ('P4rIngress.values_v00010.hi', 0xBADB1EE6)], 10565)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7A5ABC94), ('P4rIngress.values_v00011.hi', 0x78689853)], 10565)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x60260172), ('P4rIngress.values_v00100.hi', 0xA6E8B087)], 10565)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x76C20381), ('P4rIngress.values_v00101.hi', 0xA8509506)], 10565)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x688A8DE7), ('P4rIngress.values_v00110.hi', 0x3D57E7D5)], 10565)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4CB8647C), ('P4rIngress.values_v00111.hi', 0x60ACF6F6)], 10565)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x75A915AF), ('P4rIngress.values_v01000.hi', 0x31774B7C)], 10565)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x44632FC9), ('P4rIngress.values_v01001.hi', 0xCE9BBE9A)], 10565)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7F152C6B), ('P4rIngress.values_v01010.hi', 0x51F98DD4)], 10565)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x57867726), ('P4rIngress.values_v01011.hi', 0x4323766E)], 10565)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x43663FFA), ('P4rIngress.values_v01100.hi', 0x6D355563)], 10565)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7667F64E), ('P4rIngress.values_v01101.hi', 0x7F65FD61)], 10565)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6821EC50), ('P4rIngress.values_v01110.hi', 0xA57F3CFA)], 10565)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x42A5614C), ('P4rIngress.values_v01111.hi', 0x48205885)], 10565)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x467D9FAC), ('P4rIngress.values_v10000.hi', 0x57E6A5C0)], 10565)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x544EB8CD), ('P4rIngress.values_v10001.hi', 0x5A37A63D)], 10565)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6BEE2D70), ('P4rIngress.values_v10010.hi', 0x6D577E06)], 10565)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6C929608), ('P4rIngress.values_v10011.hi', 0x9B7AAFAD)], 10565)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6ECD6FC2), ('P4rIngress.values_v10100.hi', 0x6DFB5AE1)], 10565)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7D657BAB), ('P4rIngress.values_v10101.hi', 0x475E0DE7)], 10565)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x75457981), ('P4rIngress.values_v10110.hi', 0x5B01B4A5)], 10565)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x64525035), ('P4rIngress.values_v10111.hi', 0x4F21B69B)], 10565)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x63FBA559), ('P4rIngress.values_v11000.hi', 0x9D522324)], 10565)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6770353C), ('P4rIngress.values_v11001.hi', 0x8418FC6B)], 10565)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x62C95FBA), ('P4rIngress.values_v11010.hi', 0xF5120EF9)], 10565)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x50F2B01A), ('P4rIngress.values_v11011.hi', 0xDCA7D7DF)], 10565)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x78CE3875), ('P4rIngress.values_v11100.hi', 0x5DE2E9F0)], 10565)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x589D0CBC), ('P4rIngress.values_v11101.hi', 0x6ED3D997)], 10565)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7EA98BD2), ('P4rIngress.values_v11110.hi', 0x409A6801)], 10565)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D33E6C7), ('P4rIngress.values_v11111.hi', 0x49E2CF7A)], 10565)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2B02),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000145),
                gc.DataTuple('slot_count', 0x00001B4B),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x02222539),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x6A4B4097),
                gc.KeyTuple('src_port', 0x80A2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2B02),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0378),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6A\x4B\x40\x97\x00\x00\x00\x00\x80\xA2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\x02\x00\x18\x02\x22\x25\x39\x08\x00\x07\x9E\x40\x00\x00\x00\x00\x40\x00\x00\x61\x3B\x47\x7B\x84\x5F\x30\x3A\x48\xA3\x65\x5B\x77\x32\xEB\x45\x4F\xEB\xBF\xC7\xBF\x08\x9F\x26\x75\x97\x0D\x45\xA5\x2F\xE1\x09\x69\x74\x8D\x64\xBE\x43\xFD\xED\x46\xA7\xEE\xC4\xB8\x62\x85\xB3\x6F\x7A\xA9\xAA\x9E\xDA\x5C\x5D\x70\x26\x71\x77\x6C\x93\xD2\xD7\x6F\x6B\xBD\x31\x6F\x69\xE2\xD8\x4E\xB7\xC7\xE1\x93\x3B\x1F\x2B\x59\xA8\x2E\x82\x8D\x0C\x56\xD0\x6A\x05\x57\x1E\x4E\x31\x6C\xC1\x53\x75\x55\x22\x51\xF4\xF5\x49\x6A\xC7\xED\x74\x4F\xEF\xF9\xB2\x47\xA8\x31\x54\x2D\xE5\x7D\x9A\x54\xAA\xAD\x28\x62\x7C\x1C\x85\x5F\x21\x9F\x8E\x53\xE2\xE5\x80\x5C\xE2\x9C\xD3\x89\xD6\xF5\xB5\x5A\xFE\xC8\x32\x44\x77\x10\x32\x5A\x15\x9C\x4F\xB9\xCC\xB1\x6D\x52\x4F\x45\xA2\x4C\xE2\x0C\xEA\x67\x65\x92\x8B\x5B\xEA\x25\x1C\x5F\x56\x58\xD9\x2E\xD7\x2C\x44\x5B\x5A\xD1\xD4\x68\x61\xF4\xC1\x76\xD1\x1D\xD6\xDD\xFB\xA3\xAF\x62\x18\xF1\xF1\xB6\xFE\x69\x39\x69\xD9\x01\x8E\x87\xB4\x1E\x19\x7A\x8C\xB6\xE3\xAD\xBA\x3D\xC7\x71\xDB\x23\x57\x4D\xDC\x6E\xBF\x4E\x64\xD5\x87\x6A\xD9\xC8\x27\x51\x69\x7D\x10\x6A\xBC\x57\xFE\x79\x1D\xCF\x65\x5B\xE2\x49\x5C\x24\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6A\x4B\x40\x97\xBE\xEF\x80\xA2\x01\x20\x00\x00\x50\x34\x02\x82\x2B\x02\x00\x18\x02\x22\x25\x39\x08\x00\x01\x9E\x40\x00\x00\x00\x00\x40\x00\x0E\x7F\xFF\xFF\xFF\x84\x5F\x30\x3A\x7F\xFF\xFF\xFF\x77\x32\xEB\x45\x7F\xFF\xFF\xFF\xBF\x08\x9F\x26\x7F\xFF\xFF\xFF\xA5\x2F\xE1\x09\x7F\xFF\xFF\xFF\xBE\x43\xFD\xED\x7F\xFF\xFF\xFF\xB8\x62\x85\xB3\x7F\xFF\xFF\xFF\x9E\xDA\x5C\x5D\x7F\xFF\xFF\xFF\x6C\x93\xD2\xD7\x7F\xFF\xFF\xFF\x6F\x69\xE2\xD8\x7F\xFF\xFF\xFF\x93\x3B\x1F\x2B\x7F\xFF\xFF\xFF\x8D\x0C\x56\xD0\x7F\xFF\xFF\xFF\x4E\x31\x6C\xC1\x7F\xFF\xFF\xFF\x51\xF4\xF5\x49\x7F\xFF\xFF\xFF\x4F\xEF\xF9\xB2\x7F\xFF\xFF\xFF\x2D\xE5\x7D\x9A\x7F\xFF\xFF\xFF\x62\x7C\x1C\x85\x7F\xFF\xFF\xFF\x53\xE2\xE5\x80\x7F\xFF\xFF\xFF\x89\xD6\xF5\xB5\x7F\xFF\xFF\xFF\x44\x77\x10\x32\x7F\xFF\xFF\xFF\xB9\xCC\xB1\x6D\x7F\xFF\xFF\xFF\x4C\xE2\x0C\xEA\x7F\xFF\xFF\xFF\x5B\xEA\x25\x1C\x7F\xFF\xFF\xFF\x2E\xD7\x2C\x44\x7F\xFF\xFF\xFF\x68\x61\xF4\xC1\x7F\xFF\xFF\xFF\xDD\xFB\xA3\xAF\x7F\xFF\xFF\xFF\xB6\xFE\x69\x39\x7F\xFF\xFF\xFF\x87\xB4\x1E\x19\x7F\xFF\xFF\xFF\xAD\xBA\x3D\xC7\x7F\xFF\xFF\xFF\x4D\xDC\x6E\xBF\x7F\xFF\xFF\xFF\x6A\xD9\xC8\x27\x7F\xFF\xFF\xFF\x6A\xBC\x57\xFE\x7F\xFF\xFF\xFF\x5B\xE2\x49\x5C\x24\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCA4EC319), ('P4rIngress.bitmap_seq.seq', 0xAE543AFF)], 11812)
        self.setRegisterValue('P4rIngress.rounds', 0xAE543AFF, 11812)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x6A)], 11812)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11812)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7DDAAFB0), ('P4rIngress.values_v00000.hi', 0xA0D8FEAB)], 11812)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x54B20A30), ('P4rIngress.values_v00001.hi', 0x68233979)], 11812)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x69C1BF02), ('P4rIngress.values_v00010.hi', 0xA5A81DC9)], 11812)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x43772626), ('P4rIngress.values_v00011.hi', 0xDDAA83AF)], 11812)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7B3AB2E1), ('P4rIngress.values_v00100.hi', 0xAD148CF4)], 11812)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6C13AC93), ('P4rIngress.values_v00101.hi', 0x858260E0)], 11812)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D4BB135), ('P4rIngress.values_v00110.hi', 0x77850979)], 11812)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7295D87B), ('P4rIngress.values_v00111.hi', 0x2E4B1DD1)], 11812)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x74128D52), ('P4rIngress.values_v01000.hi', 0x6473C1C5)], 11812)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6884DA07), ('P4rIngress.values_v01001.hi', 0x2B2908CB)], 11812)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5EDD63E4), ('P4rIngress.values_v01010.hi', 0x38E9B41E)], 11812)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x721AE575), ('P4rIngress.values_v01011.hi', 0x68417668)], 11812)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x56747CCB), ('P4rIngress.values_v01100.hi', 0x4DAD6D8F)], 11812)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6CC6B725), ('P4rIngress.values_v01101.hi', 0x5D62AE1C)], 11812)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x42A9BD6F), ('P4rIngress.values_v01110.hi', 0xF2F7728E)], 11812)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4CE49799), ('P4rIngress.values_v01111.hi', 0x7597BCC7)], 11812)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x50C49116), ('P4rIngress.values_v10000.hi', 0x67653625)], 11812)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x44F91BB3), ('P4rIngress.values_v10001.hi', 0x4AEE7E05)], 11812)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7FDE6577), ('P4rIngress.values_v10010.hi', 0x755B84FF)], 11812)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x56D5EBF2), ('P4rIngress.values_v10011.hi', 0x3E8A7C85)], 11812)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x536DEAE6), ('P4rIngress.values_v10100.hi', 0xBE5A16EE)], 11812)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7420D797), ('P4rIngress.values_v10101.hi', 0x8850E0F0)], 11812)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x621245BC), ('P4rIngress.values_v10110.hi', 0x78A965FE)], 11812)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6AABD117), ('P4rIngress.values_v10111.hi', 0xEE4FC87B)], 11812)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x71C7AAB1), ('P4rIngress.values_v11000.hi', 0x172743E8)], 11812)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x75163D2C), ('P4rIngress.values_v11001.hi', 0xA7F8B35D)], 11812)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x50CAF210), ('P4rIngress.values_v11010.hi', 0x3BB0FCC9)], 11812)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x78B1F1EE), ('P4rIngress.values_v11011.hi', 0x889D29DF)], 11812)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x55CA8CC4), ('P4rIngress.values_v11100.hi', 0xDB3E9BEF)], 11812)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5B061F58), ('P4rIngress.values_v11101.hi', 0xBF9BC98D)], 11812)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6D112AA7), ('P4rIngress.values_v11110.hi', 0x7DB63279)], 11812)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6ED23C45), ('P4rIngress.values_v11111.hi', 0x18902936)], 11812)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDFB3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000272),
                gc.DataTuple('slot_count', 0x00001AD8),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1352DEEF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x38F10D28),
                gc.KeyTuple('src_port', 0x1774),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDFB3),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00A2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x38\xF1\x0D\x28\x00\x00\x00\x00\x17\x74\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDF\xB3\x00\x18\x13\x52\xDE\xEF\x0B\xB2\x07\x77\xAE\x54\x3A\xFF\x00\x40\x00\x00\x6E\xEA\x11\x86\xBA\xA0\xAC\xB0\x65\x91\x03\xC5\x57\x6E\xE1\x79\x47\xC7\xB6\x6A\xAD\xAE\x49\xA9\x7B\x70\xF3\xA5\x1F\x2D\x56\x9E\x59\xD9\xC5\xB1\x87\x50\x09\xBF\x5F\x93\xAD\x3D\xAB\x2E\xDA\x31\x46\xC8\x95\x53\x4B\xB1\x65\x6A\x52\x7B\xCD\x09\x87\x6A\x39\xB2\x61\x1B\x83\x7A\x2E\x10\x5F\xBD\x65\x92\x3A\xCB\x75\x35\x7B\xF3\x4C\xAE\x8D\xE6\x63\xBB\x6D\xFE\x76\x81\x55\xDA\xFA\xFF\x12\xDF\x52\xA3\x72\x5D\x3C\x27\x61\xC8\x68\x52\x9D\xC0\x32\x43\x08\x75\x53\xDD\xDB\x49\x73\xD4\xEB\xC8\x4D\x21\x94\x13\x49\x91\x22\x39\x66\xCD\x0D\xAF\x63\x8D\xEE\x31\x7D\xE3\xD4\xD5\x52\x27\x1A\xE3\x65\xD0\x39\x61\x56\xCC\x14\x02\x53\x90\x46\xB8\x54\xFA\x1F\x2C\x48\x43\xD4\x43\x89\x4A\xC3\xA8\x65\xC6\x5A\x9F\xC9\x49\x6D\x90\x70\x61\xB6\xB7\x72\xD3\x38\x14\x5B\x1B\x38\xEC\x67\x63\x5E\xF1\x63\x5D\xDB\xC7\x6C\xAF\x44\xCD\x57\xBA\xEA\xA5\x9A\xC1\xA2\x5E\x6A\xE7\xB6\xD3\x50\x11\xE7\x18\x4C\x5F\xF3\x79\xBA\x9A\x67\x31\x46\x5B\x4F\x2F\xC1\x85\xA9\x23\x53\x75\xD1\x89\x83\x4C\x9D\xBA\x69\xD7\x33\x2B\x6E\x22\xFA\x79\x5A\x5C\x9D\xCC\x72\xCF\x27\x9E\x09\x80\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x38\xF1\x0D\x28\xBE\xEF\x17\x74\x01\x20\x00\x00\x50\x34\x02\x82\xDF\xB3\x00\x18\x13\x52\xDE\xEF\x0B\xB2\x01\x77\xAE\x54\x3A\xFF\x00\x40\x00\x09\x7F\xFF\xFF\xFF\xBA\xA0\xAC\xB0\x7F\xFF\xFF\xFF\x57\x6E\xE1\x79\x7F\xFF\xFF\xFF\xAD\xAE\x49\xA9\x7F\xFF\xFF\xFF\x1F\x2D\x56\x9E\x7F\xFF\xFF\xFF\x87\x50\x09\xBF\x7F\xFF\xFF\xFF\xAB\x2E\xDA\x31\x7F\xFF\xFF\xFF\x4B\xB1\x65\x6A\x7F\xFF\xFF\xFF\x87\x6A\x39\xB2\x7F\xFF\xFF\xFF\x2E\x10\x5F\xBD\x7F\xFF\xFF\xFF\x75\x35\x7B\xF3\x7F\xFF\xFF\xFF\x63\xBB\x6D\xFE\x7F\xFF\xFF\xFF\xFA\xFF\x12\xDF\x7F\xFF\xFF\xFF\x3C\x27\x61\xC8\x7F\xFF\xFF\xFF\x32\x43\x08\x75\x7F\xFF\xFF\xFF\x73\xD4\xEB\xC8\x7F\xFF\xFF\xFF\x49\x91\x22\x39\x7F\xFF\xFF\xFF\x63\x8D\xEE\x31\x7F\xFF\xFF\xFF\x52\x27\x1A\xE3\x7F\xFF\xFF\xFF\x56\xCC\x14\x02\x7F\xFF\xFF\xFF\x54\xFA\x1F\x2C\x7F\xFF\xFF\xFF\x89\x4A\xC3\xA8\x7F\xFF\xFF\xFF\xC9\x49\x6D\x90\x7F\xFF\xFF\xFF\x72\xD3\x38\x14\x7F\xFF\xFF\xFF\x67\x63\x5E\xF1\x7F\xFF\xFF\xFF\x6C\xAF\x44\xCD\x7F\xFF\xFF\xFF\x9A\xC1\xA2\x5E\x7F\xFF\xFF\xFF\x50\x11\xE7\x18\x7F\xFF\xFF\xFF\xBA\x9A\x67\x31\x7F\xFF\xFF\xFF\xC1\x85\xA9\x23\x7F\xFF\xFF\xFF\x83\x4C\x9D\xBA\x7F\xFF\xFF\xFF\x6E\x22\xFA\x79\x7F\xFF\xFF\xFF\x72\xCF\x27\x9E\x09\x80\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5C027D59), ('P4rIngress.bitmap_seq.seq', 0xE0C6EC9E)], 11991)
        self.setRegisterValue('P4rIngress.rounds', 0xE0C6EC9E, 11991)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xB6)], 11991)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11991)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x56B6FB7F), ('P4rIngress.values_v00000.hi', 0xDBEEF779)], 11991)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x55F0BD26), ('P4rIngress.values_v00001.hi', 0x31539599)], 11991)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x69C87CA3), ('P4rIngress.values_v00010.hi', 0xD1C53EA7)], 11991)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x44AB5C35), ('P4rIngress.values_v00011.hi', 0x7906D33F)], 11991)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x72FEDF63), ('P4rIngress.values_v00100.hi', 0xA33FA9EB)], 11991)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4486BF1F), ('P4rIngress.values_v00101.hi', 0x8E34E92D)], 11991)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5BD4576F), ('P4rIngress.values_v00110.hi', 0x10719AEF)], 11991)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6DC5C894), ('P4rIngress.values_v00111.hi', 0x16826123)], 11991)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x622CFB52), ('P4rIngress.values_v01000.hi', 0x519F16EB)], 11991)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x69A37BCD), ('P4rIngress.values_v01001.hi', 0x28B83771)], 11991)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x58B5FB59), ('P4rIngress.values_v01010.hi', 0x45F875CD)], 11991)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x63C1ADD9), ('P4rIngress.values_v01011.hi', 0x00DF9729)], 11991)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7A36CA92), ('P4rIngress.values_v01100.hi', 0x4ADD39AE)], 11991)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x51513AC1), ('P4rIngress.values_v01101.hi', 0x4B37277B)], 11991)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7ADFCAA8), ('P4rIngress.values_v01110.hi', 0x21DF713E)], 11991)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6A714FB1), ('P4rIngress.values_v01111.hi', 0x70C6A5FE)], 11991)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6BDDE57C), ('P4rIngress.values_v10000.hi', 0xBE59B707)], 11991)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x72CECFE4), ('P4rIngress.values_v10001.hi', 0x39AD484A)], 11991)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x57C7790E), ('P4rIngress.values_v10010.hi', 0x4DC89DB9)], 11991)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7F1546C8), ('P4rIngress.values_v10011.hi', 0x4AE51A99)], 11991)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x67BAAACE), ('P4rIngress.values_v10100.hi', 0x00000000)], 11991)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7C20E997), ('P4rIngress.values_v10101.hi', 0x44CFF2F6)], 11991)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x75332F4F), ('P4rIngress.values_v10110.hi', 0xA5FA8557)], 11991)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x55EA9E67), ('P4rIngress.values_v10111.hi', 0x5AE04EDF)], 11991)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x46ED949B), ('P4rIngress.values_v11000.hi', 0xA6283942)], 11991)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5A29C223), ('P4rIngress.values_v11001.hi', 0x3284DBD5)], 11991)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x71F397F5), ('P4rIngress.values_v11010.hi', 0x46348B82)], 11991)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4D133D49), ('P4rIngress.values_v11011.hi', 0x86CA0DEF)], 11991)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x423D8767), ('P4rIngress.values_v11100.hi', 0xA39925BA)], 11991)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x680A2875), ('P4rIngress.values_v11101.hi', 0xE163B361)], 11991)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6EABB42D), ('P4rIngress.values_v11110.hi', 0x70D9167A)], 11991)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x514B33FC), ('P4rIngress.values_v11111.hi', 0x4F5A732F)], 11991)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x19D8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A89),
                gc.DataTuple('slot_count', 0x00000ABB),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD966EC2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x9136F84B),
                gc.KeyTuple('src_port', 0xD695),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x19D8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x022F),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\x36\xF8\x4B\x00\x00\x00\x00\xD6\x95\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x19\xD8\x00\x18\xAD\x96\x6E\xC2\x04\x4E\x01\xDB\xE0\xC6\xEC\x9E\x00\x40\x00\x00\x52\xE6\xFD\xCE\x92\xD4\x19\x85\x65\xA2\x62\x6C\x77\xFD\x49\x1B\x6D\xF1\xB7\x73\x99\x4D\x95\xF3\x5D\xC1\x7F\x2D\x93\x6B\xB2\x54\x5A\x41\x0E\xE4\x9D\x60\xAC\x4F\x45\x17\x41\xDA\x9A\xFA\x53\x48\x4A\xE6\x38\x37\x79\xAD\xBE\x98\x6C\xB3\x18\x05\xEA\x1B\x7B\xEB\x7B\x68\x77\xDF\x60\xA2\x7D\x68\x54\xEB\xC2\xAF\x67\x8B\x6C\x97\x4A\xC0\x70\xD4\x79\x0E\xDB\x53\x75\x02\xE3\x99\xD7\xD6\xBB\x77\x46\xB6\x12\xFF\x5A\xDF\x56\x59\x5C\xDB\x81\xFF\x62\x2C\xC7\xBD\x52\x67\x1C\xDE\xFA\x43\x7D\x4D\x7A\xD7\xD3\xE6\x2E\xBA\xAD\x91\x62\x01\x7D\x30\x51\xCB\x30\x59\x63\x92\xE2\xAD\x86\xA6\xCF\x67\x46\x1E\x02\xEC\x67\x9D\x9D\x07\x6D\xD3\x36\x8F\x5A\x8E\x74\xCF\x71\xF1\xF0\x92\x00\x00\x00\x00\x58\x77\xF5\xE7\x5E\x35\xDA\x95\x7E\x69\xD2\x35\x8E\x42\xDE\x86\x7D\x21\x99\x89\x6A\x76\x4E\x2C\x54\x4E\xA0\x4B\xB6\x48\xCB\x4B\x4B\x17\x3B\xD7\x79\x20\x56\x85\x78\x45\xA7\x1A\x4E\x9F\x39\x13\x73\x35\x2D\xB3\xD2\xB5\x26\x3A\x79\x9A\x65\x7A\xBF\x6D\x56\x93\x77\x59\xEB\x3D\xEF\x2B\x5B\x81\x64\xDD\xCC\xF0\x56\x66\xB8\x28\x7E\xBC\x6F\xD4\xB2\x1B\x33\x2D\x66\xFB\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x91\x36\xF8\x4B\xBE\xEF\xD6\x95\x01\x20\x00\x00\x50\x34\x02\x82\x19\xD8\x00\x18\xAD\x96\x6E\xC2\x04\x4E\x01\xDB\xE0\xC6\xEC\x9E\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x92\xD4\x19\x85\x7F\xFF\xFF\xFF\x77\xFD\x49\x1B\x7F\xFF\xFF\xFF\x99\x4D\x95\xF3\x7F\xFF\xFF\xFF\x93\x6B\xB2\x54\x7F\xFF\xFF\xFF\x9D\x60\xAC\x4F\x7F\xFF\xFF\xFF\x9A\xFA\x53\x48\x7F\xFF\xFF\xFF\x79\xAD\xBE\x98\x7F\xFF\xFF\xFF\xEA\x1B\x7B\xEB\x7F\xFF\xFF\xFF\x60\xA2\x7D\x68\x7F\xFF\xFF\xFF\x67\x8B\x6C\x97\x7F\xFF\xFF\xFF\x79\x0E\xDB\x53\x7F\xFF\xFF\xFF\xD7\xD6\xBB\x77\x7F\xFF\xFF\xFF\x5A\xDF\x56\x59\x7F\xFF\xFF\xFF\x62\x2C\xC7\xBD\x7F\xFF\xFF\xFF\xFA\x43\x7D\x4D\x7F\xFF\xFF\xFF\x2E\xBA\xAD\x91\x7F\xFF\xFF\xFF\x51\xCB\x30\x59\x7F\xFF\xFF\xFF\x86\xA6\xCF\x67\x7F\xFF\xFF\xFF\x67\x9D\x9D\x07\x7F\xFF\xFF\xFF\x5A\x8E\x74\xCF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x5E\x35\xDA\x95\x7F\xFF\xFF\xFF\x8E\x42\xDE\x86\x7F\xFF\xFF\xFF\x6A\x76\x4E\x2C\x7F\xFF\xFF\xFF\xB6\x48\xCB\x4B\x7F\xFF\xFF\xFF\x79\x20\x56\x85\x7F\xFF\xFF\xFF\x4E\x9F\x39\x13\x7F\xFF\xFF\xFF\xD2\xB5\x26\x3A\x7F\xFF\xFF\xFF\xBF\x6D\x56\x93\x7F\xFF\xFF\xFF\xEF\x2B\x5B\x81\x7F\xFF\xFF\xFF\x56\x66\xB8\x28\x7F\xFF\xFF\xFF\xB2\x1B\x33\x2D\x66\xFB\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3E75FDE9), ('P4rIngress.bitmap_seq.seq', 0x75F67DD2)], 9959)
        self.setRegisterValue('P4rIngress.rounds', 0x75F67DD2, 9959)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xB2)], 9959)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9959)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7B3F4685), ('P4rIngress.values_v00000.hi', 0x9C36FA95)], 9959)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x52F3FD76), ('P4rIngress.values_v00001.hi', 0x4240B677)], 9959)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4F542AEB), ('P4rIngress.values_v00010.hi', 0x576FB38F)], 9959)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x530D899F), ('P4rIngress.values_v00011.hi', 0xDBCF02AB)], 9959)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5F7D6A98), ('P4rIngress.values_v00100.hi', 0x43D9EFED)], 9959)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4DCAA374), ('P4rIngress.values_v00101.hi', 0x4ED7071A)], 9959)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76ABDE40), ('P4rIngress.values_v00110.hi', 0xA58357D5)], 9959)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6BBB51E3), ('P4rIngress.values_v00111.hi', 0x40794986)], 9959)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x64B8C603), ('P4rIngress.values_v01000.hi', 0x13F27758)], 9959)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x614E11DD), ('P4rIngress.values_v01001.hi', 0x6BA6ED44)], 9959)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x61B31636), ('P4rIngress.values_v01010.hi', 0x4479E9AA)], 9959)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x75373B81), ('P4rIngress.values_v01011.hi', 0x44BF558B)], 9959)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x444F831B), ('P4rIngress.values_v01100.hi', 0x499AAE77)], 9959)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x64BF774D), ('P4rIngress.values_v01101.hi', 0x2EB1C35F)], 9959)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x554D4BD8), ('P4rIngress.values_v01110.hi', 0xE4CAC387)], 9959)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48D8278F), ('P4rIngress.values_v01111.hi', 0x5A7F8F13)], 9959)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x428F7D96), ('P4rIngress.values_v10000.hi', 0xAA7BA9A9)], 9959)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6A7EA102), ('P4rIngress.values_v10001.hi', 0x617D7C16)], 9959)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4F5638BE), ('P4rIngress.values_v10010.hi', 0x7716C212)], 9959)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x60AD9105), ('P4rIngress.values_v10011.hi', 0x87CB0A6B)], 9959)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5DB372B5), ('P4rIngress.values_v10100.hi', 0x7385DB15)], 9959)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6DB269D3), ('P4rIngress.values_v10101.hi', 0xBF813313)], 9959)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6B3AB097), ('P4rIngress.values_v10110.hi', 0x5B7E90B3)], 9959)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x49596AF1), ('P4rIngress.values_v10111.hi', 0xAD6D7D57)], 9959)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6ECD8D7E), ('P4rIngress.values_v11000.hi', 0x6ECCFADC)], 9959)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x58FA95FB), ('P4rIngress.values_v11001.hi', 0x20F519B4)], 9959)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7847C00D), ('P4rIngress.values_v11010.hi', 0xFFF2B57E)], 9959)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x60F61ACE), ('P4rIngress.values_v11011.hi', 0x4D1FD437)], 9959)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5DAF6678), ('P4rIngress.values_v11100.hi', 0x7DABC8D3)], 9959)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5B7230DB), ('P4rIngress.values_v11101.hi', 0xBDC95A31)], 9959)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x454E854F), ('P4rIngress.values_v11110.hi', 0x46193518)], 9959)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6C6BCB8B), ('P4rIngress.values_v11111.hi', 0xA6DD6948)], 9959)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6946),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000065D),
                gc.DataTuple('slot_count', 0x00000CFA),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDCC7C57F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xD3B88633),
                gc.KeyTuple('src_port', 0xE963),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6946),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00EB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\xB8\x86\x33\x00\x00\x00\x00\xE9\x63\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x69\x46\x00\x18\xDC\xC7\xC5\x7F\x00\x8A\x01\xD0\x75\xF6\x7D\xD2\x00\x40\x00\x00\x5B\x78\x5E\x0B\x8C\xB1\x36\xB5\x6A\x6D\xFE\x38\x71\xD4\xAD\x21\x76\x45\x5B\x49\x55\x8E\x50\x83\x42\xEE\xFD\x1D\x99\x58\x96\x6A\x45\x6F\x4C\x54\x65\x9A\x13\xA5\x49\xB3\xA9\x6B\x48\x5A\x71\x72\x69\x89\x4E\xD7\xB9\x31\x5E\x5E\x65\x8A\x77\xF7\x47\x49\x6B\x1E\x4E\xF7\x76\x78\x73\x96\x84\x5C\x79\x0C\x13\x3E\x19\xEC\x89\xEE\x79\xA9\xD4\xC6\x53\xE2\xEB\x2A\x4C\x65\x77\x6F\x3F\x62\x04\x9C\x6D\xEF\xE9\x42\x61\x92\xC3\x7B\x6E\x7B\xE1\x9D\x62\x68\x58\x56\x5A\xE5\x78\x91\x95\x70\x3A\xA3\x72\x21\xC2\xBB\x53\x88\x5D\x7B\x6E\xE5\x20\x0E\x3A\x22\x2D\x8D\x62\xDF\x47\x4C\x79\x70\xFF\x37\x48\x0F\x5B\xA1\x11\x4A\xDB\xB2\x47\xFE\xDB\xB3\x92\x9F\x5E\xFA\x64\xAB\x73\x91\x4A\xE4\x6D\x9C\x64\x5E\xA0\x38\x6F\x1F\x96\x11\x43\xB7\xB8\x50\x46\x0A\xA2\x5B\x67\x9A\xA7\x07\x4F\xE4\xFD\xD7\x57\xD9\xE0\x57\xE4\xCE\xF0\x8D\x4C\x06\xC0\xFB\xB0\xAE\x9E\xCC\x45\x66\xDE\x76\x18\x41\xFD\x0F\x5B\xB2\x3C\xDA\x47\x16\xD7\xAE\x45\x9A\x37\x9C\x44\x22\x8C\x4F\x62\x16\x17\xC1\xAF\xA9\x76\x6F\x4D\xED\xCC\x66\x6E\x5A\xB5\x9F\x64\x8D\xC9\xB3\x92\x95\x9E\x73\x14\x48\x67\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD3\xB8\x86\x33\xBE\xEF\xE9\x63\x01\x20\x00\x00\x50\x34\x02\x82\x69\x46\x00\x18\xDC\xC7\xC5\x7F\x00\x8A\x01\xD0\x75\xF6\x7D\xD2\x00\x40\x00\x03\x7F\xFF\xFF\xFF\x8C\xB1\x36\xB5\x7F\xFF\xFF\xFF\x71\xD4\xAD\x21\x7F\xFF\xFF\xFF\x55\x8E\x50\x83\x7F\xFF\xFF\xFF\x99\x58\x96\x6A\x7F\xFF\xFF\xFF\x65\x9A\x13\xA5\x7F\xFF\xFF\xFF\x48\x5A\x71\x72\x7F\xFF\xFF\xFF\xB9\x31\x5E\x5E\x7F\xFF\xFF\xFF\x47\x49\x6B\x1E\x7F\xFF\xFF\xFF\x73\x96\x84\x5C\x7F\xFF\xFF\xFF\x19\xEC\x89\xEE\x7F\xFF\xFF\xFF\x53\xE2\xEB\x2A\x7F\xFF\xFF\xFF\x3F\x62\x04\x9C\x7F\xFF\xFF\xFF\x61\x92\xC3\x7B\x7F\xFF\xFF\xFF\x62\x68\x58\x56\x7F\xFF\xFF\xFF\x95\x70\x3A\xA3\x7F\xFF\xFF\xFF\x53\x88\x5D\x7B\x7F\xFF\xFF\xFF\x3A\x22\x2D\x8D\x7F\xFF\xFF\xFF\x79\x70\xFF\x37\x7F\xFF\xFF\xFF\x11\x4A\xDB\xB2\x7F\xFF\xFF\xFF\x92\x9F\x5E\xFA\x7F\xFF\xFF\xFF\x4A\xE4\x6D\x9C\x7F\xFF\xFF\xFF\x6F\x1F\x96\x11\x7F\xFF\xFF\xFF\x46\x0A\xA2\x5B\x7F\xFF\xFF\xFF\x4F\xE4\xFD\xD7\x7F\xFF\xFF\xFF\xE4\xCE\xF0\x8D\x7F\xFF\xFF\xFF\xB0\xAE\x9E\xCC\x7F\xFF\xFF\xFF\x18\x41\xFD\x0F\x7F\xFF\xFF\xFF\x47\x16\xD7\xAE\x7F\xFF\xFF\xFF\x44\x22\x8C\x4F\x7F\xFF\xFF\xFF\xAF\xA9\x76\x6F\x7F\xFF\xFF\xFF\x6E\x5A\xB5\x9F\x7F\xFF\xFF\xFF\x92\x95\x9E\x73\x14\x48\x67\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1\xB3\x8D\xA8\xA3\xAD\x71\xC5\x0A\xDE\xD4\x29\xCE\x81\x4D\xF9\x92\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x06993EDC), ('P4rIngress.bitmap_seq.seq', 0x743A7996)], 12962)
        self.setRegisterValue('P4rIngress.rounds', 0x743A7996, 12962)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x2E)], 12962)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12962)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x776B2156), ('P4rIngress.values_v00000.hi', 0x92FBFEC3)], 12962)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x54BEB379), ('P4rIngress.values_v00001.hi', 0x47917B1F)], 12962)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7D3B1CC8), ('P4rIngress.values_v00010.hi', 0x8358CE21)], 12962)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6AC706BA), ('P4rIngress.values_v00011.hi', 0xFEDD26CD)], 12962)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6C6563CA), ('P4rIngress.values_v00100.hi', 0xBBB6D09D)], 12962)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x74E4C1AC), ('P4rIngress.values_v00101.hi', 0xAE8F13CD)], 12962)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5AE3B5A8), ('P4rIngress.values_v00110.hi', 0xE2864FF6)], 12962)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x41F4A7A3), ('P4rIngress.values_v00111.hi', 0x399F44A5)], 12962)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x40C87313), ('P4rIngress.values_v01000.hi', 0x702E5EAD)], 12962)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6301FACE), ('P4rIngress.values_v01001.hi', 0x9DB905A7)], 12962)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5181A963), ('P4rIngress.values_v01010.hi', 0xBDFE3B4A)], 12962)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5D8306D7), ('P4rIngress.values_v01011.hi', 0x66B17927)], 12962)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x638FB123), ('P4rIngress.values_v01100.hi', 0x4B7A093E)], 12962)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x512BF8F4), ('P4rIngress.values_v01101.hi', 0x642CDBD6)], 12962)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x716D18F3), ('P4rIngress.values_v01110.hi', 0x63623005)], 12962)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x52338BC7), ('P4rIngress.values_v01111.hi', 0x44262CEA)], 12962)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x505ECC1D), ('P4rIngress.values_v10000.hi', 0x5FFC1E67)], 12962)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x40E4BA80), ('P4rIngress.values_v10001.hi', 0x5562ABFF)], 12962)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4D6CF4F9), ('P4rIngress.values_v10010.hi', 0x69BAF57B)], 12962)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5B2BF3E9), ('P4rIngress.values_v10011.hi', 0x4B939659)], 12962)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6A813D0D), ('P4rIngress.values_v10100.hi', 0x145D9E8C)], 12962)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x554BA0E6), ('P4rIngress.values_v10101.hi', 0x7905AC9E)], 12962)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6B30CA3E), ('P4rIngress.values_v10110.hi', 0x3AAAB06A)], 12962)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x728CF5E7), ('P4rIngress.values_v10111.hi', 0xE084575C)], 12962)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6B469B74), ('P4rIngress.values_v11000.hi', 0x87EA67DD)], 12962)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4549A703), ('P4rIngress.values_v11001.hi', 0x9DE07786)], 12962)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4CDDB9D9), ('P4rIngress.values_v11010.hi', 0x7221BF68)], 12962)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6E5B4A9A), ('P4rIngress.values_v11011.hi', 0xB54D3B67)], 12962)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4737FE15), ('P4rIngress.values_v11100.hi', 0x99DED297)], 12962)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6F7FC495), ('P4rIngress.values_v11101.hi', 0xE96B8BFE)], 12962)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5F45806D), ('P4rIngress.values_v11110.hi', 0xBC487EAD)], 12962)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x412F7D57), ('P4rIngress.values_v11111.hi', 0x68566BA9)], 12962)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3823),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E74),
                gc.DataTuple('slot_count', 0x00000444),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x748C4BD4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0x4A3E662A),
                gc.KeyTuple('src_port', 0xC92D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3823),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02AF),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4A\x3E\x66\x2A\x00\x00\x00\x00\xC9\x2D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x38\x23\x00\x18\x74\x8C\x4B\xD4\x04\x2E\x05\x4B\x74\x3A\x79\x96\x00\x40\x00\x00\x74\xEB\x38\xB7\x8E\x6C\xCE\x0F\x76\x6E\x33\xA3\x54\x7F\x4B\x73\x5D\xC2\x7A\x35\xB4\xE0\x1B\xEC\x58\xEA\x04\x90\x24\x55\x83\xAF\x65\x28\xCF\xDB\xB2\x52\x10\x8A\x5C\xAE\x9A\x2F\xC9\x4F\xD7\xC5\x76\xA2\x75\xBF\xDC\x77\xCA\x75\x40\x06\x1B\xF6\x74\xDC\x7A\x9E\x7F\x73\xBF\x63\x2C\xCB\x9A\x65\x7B\xDD\x16\x47\xC9\x1D\x0D\xBD\x5D\x09\x2A\x03\x5C\x2E\x87\xEA\x4C\xAE\xFB\x0E\x54\xA7\x0D\x1E\x4F\xA8\x56\x55\x45\x8B\xB6\xEF\x6B\xA3\x93\xCF\x54\xEE\x7B\xB4\x43\xDD\xF5\x33\xF6\xEF\x23\x79\x7F\x3A\x41\xE2\x4C\x76\x70\xAD\x5F\x42\xB1\x61\x39\x4B\x48\xA7\x6B\x87\xA5\xD4\x1E\x65\x59\x0F\x49\xB8\x57\x3E\x2F\x8C\x23\x29\x71\x40\x27\xC8\x55\xB5\x36\xD9\x49\x9D\xC6\x86\x6E\x91\xB8\xC6\x73\x4E\xE0\x58\xCF\xBF\xC1\xDF\x70\xEE\x66\x87\x4A\xDF\x6C\x3A\x70\x7C\x09\xCF\xFB\xBF\x12\x4C\x44\xEB\x3A\x4A\x72\xEF\x73\xFA\x6E\x4A\xB3\x23\xB1\x3F\x23\x67\x4E\xC7\x19\x23\x3F\x2F\x81\x31\x73\x3F\x22\xFB\x9F\xDD\xC9\xC4\x6A\xB6\xBD\xEE\xB3\x1A\xF6\x51\x6A\x52\xF6\x37\x1C\xC9\xBA\x46\x42\x0B\x7D\xF3\x8E\x71\xC7\xCF\x4A\x5C\x49\x65\x19\xBF\x52\xE8\xE5\x3F\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4A\x3E\x66\x2A\xBE\xEF\xC9\x2D\x01\x20\x00\x00\x50\x34\x02\x82\x38\x23\x00\x18\x74\x8C\x4B\xD4\x04\x2E\x01\x4B\x74\x3A\x79\x96\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x8E\x6C\xCE\x0F\x7F\xFF\xFF\xFF\x54\x7F\x4B\x73\x7F\xFF\xFF\xFF\xB4\xE0\x1B\xEC\x7F\xFF\xFF\xFF\x24\x55\x83\xAF\x7F\xFF\xFF\xFF\xB2\x52\x10\x8A\x7F\xFF\xFF\xFF\xC9\x4F\xD7\xC5\x7F\xFF\xFF\xFF\xDC\x77\xCA\x75\x7F\xFF\xFF\xFF\x74\xDC\x7A\x9E\x7F\xFF\xFF\xFF\x2C\xCB\x9A\x65\x7F\xFF\xFF\xFF\xC9\x1D\x0D\xBD\x7F\xFF\xFF\xFF\x5C\x2E\x87\xEA\x7F\xFF\xFF\xFF\x54\xA7\x0D\x1E\x7F\xFF\xFF\xFF\x45\x8B\xB6\xEF\x7F\xFF\xFF\xFF\x54\xEE\x7B\xB4\x7F\xFF\xFF\xFF\xF6\xEF\x23\x79\x7F\xFF\xFF\xFF\x4C\x76\x70\xAD\x7F\xFF\xFF\xFF\x39\x4B\x48\xA7\x7F\xFF\xFF\xFF\x1E\x65\x59\x0F\x7F\xFF\xFF\xFF\x2F\x8C\x23\x29\x7F\xFF\xFF\xFF\x55\xB5\x36\xD9\x7F\xFF\xFF\xFF\x6E\x91\xB8\xC6\x7F\xFF\xFF\xFF\xCF\xBF\xC1\xDF\x7F\xFF\xFF\xFF\x4A\xDF\x6C\x3A\x7F\xFF\xFF\xFF\xFB\xBF\x12\x4C\x7F\xFF\xFF\xFF\x72\xEF\x73\xFA\x7F\xFF\xFF\xFF\xB1\x3F\x23\x67\x7F\xFF\xFF\xFF\x3F\x2F\x81\x31\x7F\xFF\xFF\xFF\x9F\xDD\xC9\xC4\x7F\xFF\xFF\xFF\xB3\x1A\xF6\x51\x7F\xFF\xFF\xFF\x1C\xC9\xBA\x46\x7F\xFF\xFF\xFF\x8E\x71\xC7\xCF\x7F\xFF\xFF\xFF\x19\xBF\x52\xE8\xE5\x3F\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF003DF63), ('P4rIngress.bitmap_seq.seq', 0x08000000)], 13731)
        self.setRegisterValue('P4rIngress.rounds', 0x08000000, 13731)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x0C)], 13731)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13731)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4C5238DE), ('P4rIngress.values_v00000.hi', 0xAA0BD46B)], 13731)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6E11D621), ('P4rIngress.values_v00001.hi', 0x7EAF213B)], 13731)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4719CC6A), ('P4rIngress.values_v00010.hi', 0xA9117967)], 13731)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5AB95693), ('P4rIngress.values_v00011.hi', 0x4F99CBB6)], 13731)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x76447F16), ('P4rIngress.values_v00100.hi', 0x6BD3C59F)], 13731)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5E4CFCDA), ('P4rIngress.values_v00101.hi', 0x34615A77)], 13731)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6418BE7B), ('P4rIngress.values_v00110.hi', 0xF77CE2DB)], 13731)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x459A5C61), ('P4rIngress.values_v00111.hi', 0xEFCD46B5)], 13731)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x62644DFA), ('P4rIngress.values_v01000.hi', 0x1D863227)], 13731)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6098F134), ('P4rIngress.values_v01001.hi', 0xAFB2F56D)], 13731)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5C7A3933), ('P4rIngress.values_v01010.hi', 0x8BEEB34D)], 13731)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7AA43176), ('P4rIngress.values_v01011.hi', 0x51D0B5C1)], 13731)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7D6BE564), ('P4rIngress.values_v01100.hi', 0xB3D4EA7F)], 13731)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x49D81A29), ('P4rIngress.values_v01101.hi', 0x5EDDD5B0)], 13731)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x57CBB525), ('P4rIngress.values_v01110.hi', 0xB12A3E53)], 13731)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x736E6768), ('P4rIngress.values_v01111.hi', 0x8AF6EF7C)], 13731)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x76F8CEDF), ('P4rIngress.values_v10000.hi', 0x87B5EB8B)], 13731)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x62C28511), ('P4rIngress.values_v10001.hi', 0x4B764DBB)], 13731)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x51EACD6E), ('P4rIngress.values_v10010.hi', 0xAC4F4FAA)], 13731)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x640A04F7), ('P4rIngress.values_v10011.hi', 0x5539365D)], 13731)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x75C547CC), ('P4rIngress.values_v10100.hi', 0x56993B5F)], 13731)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5C52CA4A), ('P4rIngress.values_v10101.hi', 0x365F646F)], 13731)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x40F26C84), ('P4rIngress.values_v10110.hi', 0x30135972)], 13731)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7EC9BDB9), ('P4rIngress.values_v10111.hi', 0x74DCB8FD)], 13731)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6996D087), ('P4rIngress.values_v11000.hi', 0x07FC55AB)], 13731)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x51748D73), ('P4rIngress.values_v11001.hi', 0xEF69545B)], 13731)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x53C17B33), ('P4rIngress.values_v11010.hi', 0x96BC1B7B)], 13731)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5AEB5C7E), ('P4rIngress.values_v11011.hi', 0x4991C814)], 13731)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6275BF9F), ('P4rIngress.values_v11100.hi', 0x55923F6F)], 13731)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5ED46572), ('P4rIngress.values_v11101.hi', 0xCAFCE7DD)], 13731)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7BC950E1), ('P4rIngress.values_v11110.hi', 0x61C0CCD2)], 13731)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x63A8E0ED), ('P4rIngress.values_v11111.hi', 0x465D6EB4)], 13731)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE04F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DDF),
                gc.DataTuple('slot_count', 0x000007E2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x105512D8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x916E4D41),
                gc.KeyTuple('src_port', 0x9C7C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE04F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0335),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\x6E\x4D\x41\x00\x00\x00\x00\x9C\x7C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\x4F\x00\x18\x10\x55\x12\xD8\x07\xC4\x03\xC0\x08\x00\x00\x00\x00\x40\x00\x00\x4B\x54\x6C\x19\xBD\x3C\x9B\xC6\x48\xDB\x6E\xB7\x0E\xE5\xD9\xA9\x71\x69\xC5\xCB\xA8\xBA\xC3\xD3\x5D\xCC\x76\x73\x59\x0B\x4B\xE6\x7E\xDD\x83\xED\xE8\xD5\xCD\xCA\x54\x3D\x6F\x2E\x69\xAF\x4C\xCE\x5D\x64\x1E\xEC\x6D\x25\x67\x5D\x74\x11\x51\xEF\x83\xCA\xFE\x7D\x7E\x9B\xD3\x9D\x7D\x5A\xA7\x8E\x5E\xB2\x6E\xBD\xC6\x36\xA5\xF5\x7E\xAE\x9F\x69\xA9\x1E\xC9\x29\x5E\x8D\x5D\xB4\x46\x6E\xBD\x54\x49\x4C\x59\x4E\xB6\x5D\x52\x53\x6D\x4C\x2A\x8C\x5E\x54\x13\xE9\x4C\x2A\xE5\xC0\x17\x0C\x27\x97\x48\xC4\xBE\x28\x6B\xE2\x8C\x6E\x42\x31\xAD\xB0\xB4\xB5\xFC\x26\x4E\x56\x8F\xEC\x6E\x9C\xD1\x93\x5C\x52\x39\xCA\x1C\x18\xAB\xA9\x7D\x3B\xE6\xDC\x3A\x55\x5C\x5B\x7A\x25\x39\x09\x96\x99\x53\xD1\x48\x8E\xD2\xD4\x26\x60\x81\xEC\x7E\xC6\x98\xA9\x55\xEE\x0D\x4C\x5C\x1F\x07\xCF\x11\xE7\xC9\x53\x5D\x51\xAA\x11\x72\x3F\xC8\x89\x48\xA6\xA7\x89\x1D\xAB\xCC\xCC\x4A\xF6\xBF\x31\xCF\xAA\x5A\x6B\x7A\x17\x90\xD0\x72\xDD\xCB\xCF\x56\x54\x62\x25\xD6\x92\xCE\xCD\x7C\x35\xDC\xD0\xAF\x6D\x69\x29\x6A\x1E\xC7\xB3\x25\x2F\xA7\x11\x52\x86\x29\x82\x44\x9B\x17\x36\xBB\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x91\x6E\x4D\x41\xBE\xEF\x9C\x7C\x01\x20\x00\x00\x50\x34\x02\x82\xE0\x4F\x00\x18\x10\x55\x12\xD8\x07\xC4\x01\xC0\x08\x00\x00\x00\x00\x40\x00\x20\x7F\xFF\xFF\xFF\xBD\x3C\x9B\xC6\x7F\xFF\xFF\xFF\x0E\xE5\xD9\xA9\x7F\xFF\xFF\xFF\xA8\xBA\xC3\xD3\x7F\xFF\xFF\xFF\x59\x0B\x4B\xE6\x7F\xFF\xFF\xFF\xE8\xD5\xCD\xCA\x7F\xFF\xFF\xFF\x69\xAF\x4C\xCE\x7F\xFF\xFF\xFF\x6D\x25\x67\x5D\x7F\xFF\xFF\xFF\x83\xCA\xFE\x7D\x7F\xFF\xFF\xFF\x7D\x5A\xA7\x8E\x7F\xFF\xFF\xFF\xC6\x36\xA5\xF5\x7F\xFF\xFF\xFF\xA9\x1E\xC9\x29\x7F\xFF\xFF\xFF\x46\x6E\xBD\x54\x7F\xFF\xFF\xFF\xB6\x5D\x52\x53\x7F\xFF\xFF\xFF\x5E\x54\x13\xE9\x7F\xFF\xFF\xFF\x17\x0C\x27\x97\x7F\xFF\xFF\xFF\x6B\xE2\x8C\x6E\x7F\xFF\xFF\xFF\xB4\xB5\xFC\x26\x7F\xFF\xFF\xFF\x6E\x9C\xD1\x93\x7F\xFF\xFF\xFF\x1C\x18\xAB\xA9\x7F\xFF\xFF\xFF\x3A\x55\x5C\x5B\x7F\xFF\xFF\xFF\x96\x99\x53\xD1\x7F\xFF\xFF\xFF\x26\x60\x81\xEC\x7F\xFF\xFF\xFF\x55\xEE\x0D\x4C\x7F\xFF\xFF\xFF\x11\xE7\xC9\x53\x7F\xFF\xFF\xFF\x72\x3F\xC8\x89\x7F\xFF\xFF\xFF\x1D\xAB\xCC\xCC\x7F\xFF\xFF\xFF\xCF\xAA\x5A\x6B\x7F\xFF\xFF\xFF\x72\xDD\xCB\xCF\x7F\xFF\xFF\xFF\xD6\x92\xCE\xCD\x7F\xFF\xFF\xFF\xAF\x6D\x69\x29\x7F\xFF\xFF\xFF\x25\x2F\xA7\x11\x7F\xFF\xFF\xFF\x44\x9B\x17\x36\xBB\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x729ADD9C), ('P4rIngress.bitmap_seq.seq', 0x050B0BEC)], 12867)
        self.setRegisterValue('P4rIngress.rounds', 0x050B0BEC, 12867)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x6E)], 12867)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12867)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x53184EFB), ('P4rIngress.values_v00000.hi', 0x4E9197EB)], 12867)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x698F55F3), ('P4rIngress.values_v00001.hi', 0x266A6A1F)], 12867)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7E6588F1), ('P4rIngress.values_v00010.hi', 0x77E9D380)], 12867)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5AA0DFBD), ('P4rIngress.values_v00011.hi', 0x61B716A8)], 12867)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x722DF118), ('P4rIngress.values_v00100.hi', 0x98CED621)], 12867)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7EDC3FA9), ('P4rIngress.values_v00101.hi', 0x3CF87035)], 12867)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x69600D6C), ('P4rIngress.values_v00110.hi', 0x6BD1A565)], 12867)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4EF8C60B), ('P4rIngress.values_v00111.hi', 0x5EC155E1)], 12867)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7041D92D), ('P4rIngress.values_v01000.hi', 0x66EDD5AE)], 12867)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x638DAB35), ('P4rIngress.values_v01001.hi', 0xBC7EF879)], 12867)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6DB1A02D), ('P4rIngress.values_v01010.hi', 0xA239BBD3)], 12867)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7225696F), ('P4rIngress.values_v01011.hi', 0xB7414CDF)], 12867)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7525654B), ('P4rIngress.values_v01100.hi', 0x5C3EC9B8)], 12867)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x75EB5C83), ('P4rIngress.values_v01101.hi', 0xBC07867D)], 12867)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5518AFC3), ('P4rIngress.values_v01110.hi', 0xA7C2419C)], 12867)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x65EA1A9D), ('P4rIngress.values_v01111.hi', 0x773BDB69)], 12867)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7A4EDF97), ('P4rIngress.values_v10000.hi', 0x46F4C4A5)], 12867)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x67B9CB2C), ('P4rIngress.values_v10001.hi', 0xB25E6233)], 12867)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x78AEEA13), ('P4rIngress.values_v10010.hi', 0x2D16F846)], 12867)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x73585DE6), ('P4rIngress.values_v10011.hi', 0x3D53329A)], 12867)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6CA9C324), ('P4rIngress.values_v10100.hi', 0xE3A5CF1D)], 12867)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x62050B65), ('P4rIngress.values_v10101.hi', 0x8E501DD1)], 12867)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6FEA70CA), ('P4rIngress.values_v10110.hi', 0x58557ECA)], 12867)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5E049D2E), ('P4rIngress.values_v10111.hi', 0xA341E066)], 12867)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x771A027A), ('P4rIngress.values_v11000.hi', 0x76B0AC67)], 12867)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x76237A56), ('P4rIngress.values_v11001.hi', 0xAAB3EECE)], 12867)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x46B3C575), ('P4rIngress.values_v11010.hi', 0x755A5A84)], 12867)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4E0BD37A), ('P4rIngress.values_v11011.hi', 0xA4516F42)], 12867)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x74FB4339), ('P4rIngress.values_v11100.hi', 0x3AB0E2B7)], 12867)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6EF979BB), ('P4rIngress.values_v11101.hi', 0xC1D34345)], 12867)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x60DC7473), ('P4rIngress.values_v11110.hi', 0x5631BEE5)], 12867)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x481106FB), ('P4rIngress.values_v11111.hi', 0x4FE0F72D)], 12867)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B27),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E90),
                gc.DataTuple('slot_count', 0x000006AF),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x121DB85A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x4CBFD99B),
                gc.KeyTuple('src_port', 0xBDC4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0B27),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0012),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\xBF\xD9\x9B\x00\x00\x00\x00\xBD\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0B\x27\x00\x18\x12\x1D\xB8\x5A\x03\xB3\x01\x9D\x05\x0B\x0B\xEC\x00\x40\x00\x00\x46\xC6\xFF\xC0\x4F\xB4\x71\x42\x7B\x14\x2A\x57\x6B\x29\x3B\x29\x5B\x28\xE2\x7E\x80\x00\x00\x00\x52\xF1\xB7\x55\x8F\xA3\x7F\x3F\x6E\x1A\x48\xAD\xBB\xBA\x78\x7F\x5C\x6E\xDF\xAB\x67\x7E\x8B\xEB\x7B\xA8\xC0\x4C\x19\xE7\x95\x5D\x4A\x83\xF9\x4B\x52\x65\x59\xA3\x4A\x66\x3B\x0D\x45\x0D\x96\xA4\x4D\x09\xD9\xE8\xB3\x5A\x9E\xA6\x77\xAB\x3E\x06\xBA\x79\x75\x97\x5F\x0D\x71\xBE\xAE\x95\x19\x66\x65\xA6\xAB\xA9\x4F\x6E\x39\x37\x47\x3B\x35\xEB\xA2\x0B\xDA\x1C\x46\xA8\x89\x5F\xCE\xF0\x5C\x6E\x62\x0B\x72\xAB\x6C\xBC\xC2\xE6\x53\x4C\x5E\x76\x5F\x39\xB6\xF6\x6B\xAC\x52\xE5\xAE\xD6\xB7\x15\x6B\xAE\xBA\x27\x65\x3C\x99\xEE\x4A\x51\x36\xEF\x42\xCC\x43\xCD\x4C\x88\xEE\xA3\xC3\xED\x62\xDF\x4B\xA7\xC2\xF3\xAC\xD7\x55\x5F\x6A\x86\x44\x6D\x49\x48\xEA\xDF\x64\x56\xB5\x71\xB9\x6F\x66\x74\x57\x97\xF7\x1B\x19\xF6\xE5\xC6\x72\xFE\x2B\x70\xBA\x56\xF1\x56\x42\x1C\xE5\xE5\x61\x71\xFF\xA6\x66\x98\xD9\x3F\xA7\xA5\xA5\x77\x75\x5A\x59\x07\x2E\x31\x2A\xBC\x55\x7B\xC5\xE8\x95\xA3\x53\xF5\x63\x1A\x26\x99\x60\xAB\x10\x91\x79\xAD\x2A\x95\x36\xBB\x32\xDE\xED\xCF\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\xBF\xD9\x9B\xBE\xEF\xBD\xC4\x01\x20\x00\x00\x50\x34\x02\x82\x0B\x27\x00\x18\x12\x1D\xB8\x5A\x03\xB3\x01\x9D\x05\x0B\x0B\xEC\x00\x40\x00\x0B\x7F\xFF\xFF\xFF\x4F\xB4\x71\x42\x7F\xFF\xFF\xFF\x6B\x29\x3B\x29\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8F\xA3\x7F\x3F\x7F\xFF\xFF\xFF\xBB\xBA\x78\x7F\x7F\xFF\xFF\xFF\x67\x7E\x8B\xEB\x7F\xFF\xFF\xFF\x19\xE7\x95\x5D\x7F\xFF\xFF\xFF\x52\x65\x59\xA3\x7F\xFF\xFF\xFF\x45\x0D\x96\xA4\x7F\xFF\xFF\xFF\xB3\x5A\x9E\xA6\x7F\xFF\xFF\xFF\xBA\x79\x75\x97\x7F\xFF\xFF\xFF\xAE\x95\x19\x66\x7F\xFF\xFF\xFF\x4F\x6E\x39\x37\x7F\xFF\xFF\xFF\xA2\x0B\xDA\x1C\x7F\xFF\xFF\xFF\xCE\xF0\x5C\x6E\x7F\xFF\xFF\xFF\x6C\xBC\xC2\xE6\x7F\xFF\xFF\xFF\x5F\x39\xB6\xF6\x7F\xFF\xFF\xFF\xAE\xD6\xB7\x15\x7F\xFF\xFF\xFF\x65\x3C\x99\xEE\x7F\xFF\xFF\xFF\x42\xCC\x43\xCD\x7F\xFF\xFF\xFF\xC3\xED\x62\xDF\x7F\xFF\xFF\xFF\xAC\xD7\x55\x5F\x7F\xFF\xFF\xFF\x49\x48\xEA\xDF\x7F\xFF\xFF\xFF\xB9\x6F\x66\x74\x7F\xFF\xFF\xFF\x19\xF6\xE5\xC6\x7F\xFF\xFF\xFF\xBA\x56\xF1\x56\x7F\xFF\xFF\xFF\x61\x71\xFF\xA6\x7F\xFF\xFF\xFF\xA7\xA5\xA5\x77\x7F\xFF\xFF\xFF\x2E\x31\x2A\xBC\x7F\xFF\xFF\xFF\x95\xA3\x53\xF5\x7F\xFF\xFF\xFF\x60\xAB\x10\x91\x7F\xFF\xFF\xFF\x36\xBB\x32\xDE\xED\xCF\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x188DFF61), ('P4rIngress.bitmap_seq.seq', 0x269A7B81)], 11220)
        self.setRegisterValue('P4rIngress.rounds', 0x269A7B81, 11220)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x64)], 11220)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11220)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6A06A188), ('P4rIngress.values_v00000.hi', 0x9ECA3159)], 11220)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7DC1DEDC), ('P4rIngress.values_v00001.hi', 0x0FD95778)], 11220)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7D1188A6), ('P4rIngress.values_v00010.hi', 0x7546A9C8)], 11220)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7AB45A62), ('P4rIngress.values_v00011.hi', 0x9F871EF5)], 11220)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x76A43CD6), ('P4rIngress.values_v00100.hi', 0x703070E3)], 11220)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6799DB94), ('P4rIngress.values_v00101.hi', 0x59BED8DF)], 11220)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6AAD341A), ('P4rIngress.values_v00110.hi', 0xCE1F68E1)], 11220)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7D84B3DA), ('P4rIngress.values_v00111.hi', 0x54278B13)], 11220)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7F8F1645), ('P4rIngress.values_v01000.hi', 0x76DF03D7)], 11220)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x709C12A5), ('P4rIngress.values_v01001.hi', 0x716A6867)], 11220)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x627D558F), ('P4rIngress.values_v01010.hi', 0xBD06655D)], 11220)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x792B64E9), ('P4rIngress.values_v01011.hi', 0x526E6F46)], 11220)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6B4A6A55), ('P4rIngress.values_v01100.hi', 0x3918F5E6)], 11220)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C9E166E), ('P4rIngress.values_v01101.hi', 0xDF4CB5F6)], 11220)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x63727551), ('P4rIngress.values_v01110.hi', 0xA9971979)], 11220)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7B24BECB), ('P4rIngress.values_v01111.hi', 0x189EE522)], 11220)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E9AD863), ('P4rIngress.values_v10000.hi', 0x0ED9C2D9)], 11220)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7206D6EB), ('P4rIngress.values_v10001.hi', 0x4CF3E127)], 11220)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7E0AD389), ('P4rIngress.values_v10010.hi', 0x77E28B9D)], 11220)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7B4F9794), ('P4rIngress.values_v10011.hi', 0x825E7A3C)], 11220)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x66835063), ('P4rIngress.values_v10100.hi', 0x85B922B7)], 11220)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6E4AD979), ('P4rIngress.values_v10101.hi', 0x53D7B93C)], 11220)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x579DFC4A), ('P4rIngress.values_v10110.hi', 0x97269B4B)], 11220)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7C608B39), ('P4rIngress.values_v10111.hi', 0x12ED7D89)], 11220)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4F4787D5), ('P4rIngress.values_v11000.hi', 0x6917C133)], 11220)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4613CD39), ('P4rIngress.values_v11001.hi', 0x91F71185)], 11220)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x69FDBC91), ('P4rIngress.values_v11010.hi', 0xB3B4BD93)], 11220)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7EB9914B), ('P4rIngress.values_v11011.hi', 0x75CB4C14)], 11220)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4B9CF292), ('P4rIngress.values_v11100.hi', 0x92DD3831)], 11220)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7C0AB6DA), ('P4rIngress.values_v11101.hi', 0xA4CE8EDA)], 11220)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5D2C8A93), ('P4rIngress.values_v11110.hi', 0x672F0A4C)], 11220)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x55B552F4), ('P4rIngress.values_v11111.hi', 0x53B2E455)], 11220)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBDE2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B85),
                gc.DataTuple('slot_count', 0x000000C6),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEFA101E8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x315D897D),
                gc.KeyTuple('src_port', 0x7E65),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBDE2),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x000C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x31\x5D\x89\x7D\x00\x00\x00\x00\x7E\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBD\xE2\x00\x18\xEF\xA1\x01\xE8\x00\x4F\x03\xD1\x26\x9A\x7B\x81\x00\x40\x00\x00\x72\xDE\x63\x68\x9A\xEE\x19\xD3\x45\x53\xED\xD3\x7D\x4B\x58\x69\x56\xC7\x9C\x76\x33\x12\xBB\xB1\x44\xA5\xB7\xA3\xDA\xBC\x0C\xF3\x48\x4D\xA6\xDC\x2A\xF9\xA3\x00\x4B\xB1\xFC\xD3\x55\xAA\xA6\x49\x6C\x3F\x99\x3B\x93\x95\xED\x53\x75\xF6\x47\x0F\x70\xBA\x05\xD5\x4F\x2A\xD5\x0F\x71\x53\x3F\x25\x41\xE8\xDA\xF9\x6C\xFE\xB2\xC6\x45\xB5\xA7\x8E\x24\x66\x91\x4E\x73\x2C\x37\xAE\x46\x4F\x70\xFD\x4B\x32\x1C\xD7\x71\xDB\xCA\x95\x5E\x62\xF6\x4F\x3B\xEB\x65\x72\x68\x08\x59\x51\xB7\x1F\xA2\xC5\x71\x69\x08\x99\xD3\x70\xD6\xF0\x67\x94\xF7\xAE\x78\x63\xF7\x46\x63\x89\x31\x2F\x6D\xE2\xA1\xAB\x65\xA3\x75\xE3\x20\x16\x7A\x51\x4B\x4B\x27\x7D\xC2\xA3\x1A\xCB\x4B\xF0\xCE\xFB\xDB\xAB\xE2\x91\x4E\x5A\xA7\x2C\xD6\x92\x43\x66\x5D\x47\xDA\x63\xAB\xB1\x90\xCD\x79\x17\x71\x1F\x72\xAD\x77\xB1\x71\x66\xD2\xE6\x71\x6F\x0D\xB3\x50\xD8\xF5\xBB\xC8\xC2\x7B\xA3\x75\x3A\x19\xAD\xC0\x18\x44\x75\x57\x14\x9B\x6A\x58\x65\x44\x9A\x68\x47\x2A\x3B\x36\xB3\x98\x57\x66\xAB\xB2\x2B\xCF\x06\xAD\x63\x75\x69\xDB\xF1\x56\x8E\x4B\x1D\x75\xFF\xA3\xF4\x5A\x27\x4E\xD5\x4B\xAC\x0E\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x31\x5D\x89\x7D\xBE\xEF\x7E\x65\x01\x20\x00\x00\x50\x34\x02\x82\xBD\xE2\x00\x18\xEF\xA1\x01\xE8\x00\x4F\x01\xD1\x26\x9A\x7B\x81\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\x9A\xEE\x19\xD3\x7F\xFF\xFF\xFF\x7D\x4B\x58\x69\x7F\xFF\xFF\xFF\x33\x12\xBB\xB1\x7F\xFF\xFF\xFF\xDA\xBC\x0C\xF3\x7F\xFF\xFF\xFF\x2A\xF9\xA3\x00\x7F\xFF\xFF\xFF\x55\xAA\xA6\x49\x7F\xFF\xFF\xFF\x93\x95\xED\x53\x7F\xFF\xFF\xFF\x70\xBA\x05\xD5\x7F\xFF\xFF\xFF\x71\x53\x3F\x25\x7F\xFF\xFF\xFF\x6C\xFE\xB2\xC6\x7F\xFF\xFF\xFF\x24\x66\x91\x4E\x7F\xFF\xFF\xFF\x46\x4F\x70\xFD\x7F\xFF\xFF\xFF\x71\xDB\xCA\x95\x7F\xFF\xFF\xFF\x3B\xEB\x65\x72\x7F\xFF\xFF\xFF\xB7\x1F\xA2\xC5\x7F\xFF\xFF\xFF\xD3\x70\xD6\xF0\x7F\xFF\xFF\xFF\x78\x63\xF7\x46\x7F\xFF\xFF\xFF\x6D\xE2\xA1\xAB\x7F\xFF\xFF\xFF\x20\x16\x7A\x51\x7F\xFF\xFF\xFF\xC2\xA3\x1A\xCB\x7F\xFF\xFF\xFF\xDB\xAB\xE2\x91\x7F\xFF\xFF\xFF\xD6\x92\x43\x66\x7F\xFF\xFF\xFF\xAB\xB1\x90\xCD\x7F\xFF\xFF\xFF\x72\xAD\x77\xB1\x7F\xFF\xFF\xFF\x71\x6F\x0D\xB3\x7F\xFF\xFF\xFF\xC8\xC2\x7B\xA3\x7F\xFF\xFF\xFF\xC0\x18\x44\x75\x7F\xFF\xFF\xFF\x58\x65\x44\x9A\x7F\xFF\xFF\xFF\x36\xB3\x98\x57\x7F\xFF\xFF\xFF\xCF\x06\xAD\x63\x7F\xFF\xFF\xFF\x56\x8E\x4B\x1D\x7F\xFF\xFF\xFF\x5A\x27\x4E\xD5\x4B\xAC\x0E\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCAE07DC3), ('P4rIngress.bitmap_seq.seq', 0x907A0480)], 8942)
        self.setRegisterValue('P4rIngress.rounds', 0x907A0480, 8942)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x70)], 8942)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8942)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x43890066), ('P4rIngress.values_v00000.hi', 0xA7C318B5)], 8942)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6C8F49DC), ('P4rIngress.values_v00001.hi', 0x7AB2D8F3)], 8942)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x75363254), ('P4rIngress.values_v00010.hi', 0xBE95EB53)], 8942)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x52FED94E), ('P4rIngress.values_v00011.hi', 0x3FAC275F)], 8942)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7A0769AB), ('P4rIngress.values_v00100.hi', 0xB1ABFC27)], 8942)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x78173557), ('P4rIngress.values_v00101.hi', 0xABE967A3)], 8942)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7FADB96F), ('P4rIngress.values_v00110.hi', 0x6094ED53)], 8942)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7C8EA47B), ('P4rIngress.values_v00111.hi', 0x03C68CAF)], 8942)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6F9C88D6), ('P4rIngress.values_v01000.hi', 0x79332AEB)], 8942)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5D7C66CD), ('P4rIngress.values_v01001.hi', 0x1AF3DD5D)], 8942)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x65EB48BC), ('P4rIngress.values_v01010.hi', 0x7D53B3B3)], 8942)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7ECC2539), ('P4rIngress.values_v01011.hi', 0x1576D6F1)], 8942)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x59A5BBA7), ('P4rIngress.values_v01100.hi', 0xE1BE10B4)], 8942)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7A99AF3D), ('P4rIngress.values_v01101.hi', 0xA8941FCC)], 8942)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7805C77D), ('P4rIngress.values_v01110.hi', 0xA9BCD74F)], 8942)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5BC1294D), ('P4rIngress.values_v01111.hi', 0x5FAB3BAF)], 8942)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6FA32B3D), ('P4rIngress.values_v10000.hi', 0x94FE6198)], 8942)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x65B7FA23), ('P4rIngress.values_v10001.hi', 0x21DFFC93)], 8942)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x64BDB5D3), ('P4rIngress.values_v10010.hi', 0x17668D9C)], 8942)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x59D53679), ('P4rIngress.values_v10011.hi', 0x54D93603)], 8942)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7DF257A0), ('P4rIngress.values_v10100.hi', 0xFE2B5FB3)], 8942)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x72DA35AA), ('P4rIngress.values_v10101.hi', 0x59BED8B7)], 8942)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x77756545), ('P4rIngress.values_v10110.hi', 0x518456DB)], 8942)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x46C19BDF), ('P4rIngress.values_v10111.hi', 0xB5D4EF4E)], 8942)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x48960B3E), ('P4rIngress.values_v11000.hi', 0xBF0ECDE7)], 8942)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5BCA9245), ('P4rIngress.values_v11001.hi', 0x971F93BC)], 8942)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x77D1CB53), ('P4rIngress.values_v11010.hi', 0xAA6FDAFC)], 8942)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7C78AF37), ('P4rIngress.values_v11011.hi', 0x52711794)], 8942)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x688FC844), ('P4rIngress.values_v11100.hi', 0x3DA111E4)], 8942)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4989F1D8), ('P4rIngress.values_v11101.hi', 0x9C6BAB59)], 8942)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x61C6F794), ('P4rIngress.values_v11110.hi', 0x738C2006)], 8942)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5F5B5B44), ('P4rIngress.values_v11111.hi', 0x2C18C15B)], 8942)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE17F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000150),
                gc.DataTuple('slot_count', 0x00000EB2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE4A81247),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x3FA2F6C8),
                gc.KeyTuple('src_port', 0x4C80),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE17F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0111),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\xA2\xF6\xC8\x00\x00\x00\x00\x4C\x80\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE1\x7F\x00\x18\xE4\xA8\x12\x47\x01\x9E\x01\xAB\x90\x7A\x04\x80\x00\x40\x00\x00\x7C\xAB\xBD\x46\xD5\x3D\x38\xF7\x49\xAE\x6B\x0F\x4F\x50\xD5\xBB\x5E\x44\x42\x4D\x82\x51\x8E\x62\x4D\xF2\x1B\x6B\x1B\x6F\x22\x6D\x59\xAC\x61\xAA\xBA\x24\xA9\x09\x74\x62\x6B\x8D\xAC\xA9\x43\x25\x60\x29\xEE\x6C\x49\x9A\x5F\x61\x4E\x1D\x66\xF5\xD2\x2F\x7D\x82\x79\x59\xA8\x1B\x77\xBA\xAA\xA2\x5C\xD7\x1A\xCB\x6F\x35\x46\x85\x65\x69\x5E\x7F\x41\xA0\x00\xEA\x6D\xDD\x63\x2D\xF2\xEA\xD3\x33\x72\xDE\xFC\xE3\x8B\x76\xD7\xF2\x78\x58\x23\xFB\xD6\x4B\xF6\x74\x60\xD5\xF1\xA1\x66\xD2\xD1\xBD\x6A\xD5\xA6\x8B\xC8\x44\x05\xA3\x4A\xB3\xA9\x39\xD4\x14\x37\x1E\x6B\x13\x77\x16\x66\x3B\xFC\xFB\x4E\x34\x3C\xCD\x8A\x27\xF6\xFD\x7A\x04\x97\x71\x50\x33\xB2\x11\x4A\x53\x43\x3F\x53\xAF\x91\xD0\x7D\x89\x38\xBF\x11\x9D\x9A\x5F\x66\xEE\x55\x6D\x5C\xEE\xC2\x7A\x55\x4D\x38\xDD\xB7\x8E\x66\x76\x4F\xD6\x6E\x20\x97\xAC\x95\x7B\x53\xB6\xBA\x88\x8D\xBE\x54\x9F\x74\x90\xEF\x5D\xE9\xA0\x5C\x38\x43\x1F\x20\xD4\x90\x3D\xD7\x9E\x73\x6B\xD7\xEF\x65\x9B\xA6\x2C\x4B\xD8\x37\x0B\xAC\x88\x43\x03\x61\x41\x7D\xCF\x60\x54\x32\xF7\x40\xB0\xA9\x6C\x69\xED\x6F\x5A\x7B\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3F\xA2\xF6\xC8\xBE\xEF\x4C\x80\x01\x20\x00\x00\x50\x34\x02\x82\xE1\x7F\x00\x18\xE4\xA8\x12\x47\x01\x9E\x01\xAB\x90\x7A\x04\x80\x00\x40\x00\x20\x7F\xFF\xFF\xFF\xD5\x3D\x38\xF7\x7F\xFF\xFF\xFF\x4F\x50\xD5\xBB\x7F\xFF\xFF\xFF\x82\x51\x8E\x62\x7F\xFF\xFF\xFF\x1B\x6F\x22\x6D\x7F\xFF\xFF\xFF\xBA\x24\xA9\x09\x7F\xFF\xFF\xFF\xAC\xA9\x43\x25\x7F\xFF\xFF\xFF\x49\x9A\x5F\x61\x7F\xFF\xFF\xFF\xD2\x2F\x7D\x82\x7F\xFF\xFF\xFF\x77\xBA\xAA\xA2\x7F\xFF\xFF\xFF\x6F\x35\x46\x85\x7F\xFF\xFF\xFF\x41\xA0\x00\xEA\x7F\xFF\xFF\xFF\xF2\xEA\xD3\x33\x7F\xFF\xFF\xFF\x8B\x76\xD7\xF2\x7F\xFF\xFF\xFF\xD6\x4B\xF6\x74\x7F\xFF\xFF\xFF\x66\xD2\xD1\xBD\x7F\xFF\xFF\xFF\xC8\x44\x05\xA3\x7F\xFF\xFF\xFF\xD4\x14\x37\x1E\x7F\xFF\xFF\xFF\x66\x3B\xFC\xFB\x7F\xFF\xFF\xFF\x8A\x27\xF6\xFD\x7F\xFF\xFF\xFF\x50\x33\xB2\x11\x7F\xFF\xFF\xFF\x53\xAF\x91\xD0\x7F\xFF\xFF\xFF\x11\x9D\x9A\x5F\x7F\xFF\xFF\xFF\x5C\xEE\xC2\x7A\x7F\xFF\xFF\xFF\xB7\x8E\x66\x76\x7F\xFF\xFF\xFF\x97\xAC\x95\x7B\x7F\xFF\xFF\xFF\x8D\xBE\x54\x9F\x7F\xFF\xFF\xFF\xE9\xA0\x5C\x38\x7F\xFF\xFF\xFF\x90\x3D\xD7\x9E\x7F\xFF\xFF\xFF\x65\x9B\xA6\x2C\x7F\xFF\xFF\xFF\xAC\x88\x43\x03\x7F\xFF\xFF\xFF\x60\x54\x32\xF7\x7F\xFF\xFF\xFF\x69\xED\x6F\x5A\x7B\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD2542BAC), ('P4rIngress.bitmap_seq.seq', 0xD0000000)], 13098)
        self.setRegisterValue('P4rIngress.rounds', 0xD0000000, 13098)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x5A)], 13098)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13098)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x45475B06), ('P4rIngress.values_v00000.hi', 0xC3ACE912)], 13098)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6B1AF1ED), ('P4rIngress.values_v00001.hi', 0x6EC2DD11)], 13098)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4935D4CB), ('P4rIngress.values_v00010.hi', 0x18D6BC0B)], 13098)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x52843373), ('P4rIngress.values_v00011.hi', 0x99764A75)], 13098)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6A8D91AF), ('P4rIngress.values_v00100.hi', 0x582ADC30)], 13098)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x583BD9C7), ('P4rIngress.values_v00101.hi', 0xACF70B3D)], 13098)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6BAB6292), ('P4rIngress.values_v00110.hi', 0x62AA5302)], 13098)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4B4FF47F), ('P4rIngress.values_v00111.hi', 0x1D409C4B)], 13098)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x72DF8C46), ('P4rIngress.values_v01000.hi', 0x76958FC8)], 13098)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7E1756AA), ('P4rIngress.values_v01001.hi', 0x44AB0B10)], 13098)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x64E3237C), ('P4rIngress.values_v01010.hi', 0x1E16ECFD)], 13098)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7B452BE0), ('P4rIngress.values_v01011.hi', 0x5600A5B7)], 13098)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4124755E), ('P4rIngress.values_v01100.hi', 0x6FA7C02D)], 13098)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4E98CB29), ('P4rIngress.values_v01101.hi', 0x5D37AFF3)], 13098)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7321C326), ('P4rIngress.values_v01110.hi', 0xBA69CE53)], 13098)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5CBFE959), ('P4rIngress.values_v01111.hi', 0x71EAE111)], 13098)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x691032C7), ('P4rIngress.values_v10000.hi', 0x10F8CC55)], 13098)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5FC63A59), ('P4rIngress.values_v10001.hi', 0x27324FEF)], 13098)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4B83467F), ('P4rIngress.values_v10010.hi', 0x62549577)], 13098)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x45B5963D), ('P4rIngress.values_v10011.hi', 0x96429CD1)], 13098)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7361792A), ('P4rIngress.values_v10100.hi', 0x2D7A977B)], 13098)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4653C62A), ('P4rIngress.values_v10101.hi', 0x63A56441)], 13098)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7082E4E1), ('P4rIngress.values_v10110.hi', 0x2A672837)], 13098)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x658915AA), ('P4rIngress.values_v10111.hi', 0x15979479)], 13098)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x438B5C9D), ('P4rIngress.values_v11000.hi', 0x30D44761)], 13098)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5BC9BDD3), ('P4rIngress.values_v11001.hi', 0x17D9FB57)], 13098)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7A9AD9F4), ('P4rIngress.values_v11010.hi', 0x72EE44F2)], 13098)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x55B2FA99), ('P4rIngress.values_v11011.hi', 0x40D53EB4)], 13098)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7763B32B), ('P4rIngress.values_v11100.hi', 0x39972589)], 13098)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x65CA4AEE), ('P4rIngress.values_v11101.hi', 0x9B2F626E)], 13098)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x69E2EDD2), ('P4rIngress.values_v11110.hi', 0x7B4AB483)], 13098)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x678BE45A), ('P4rIngress.values_v11111.hi', 0x63B7A967)], 13098)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB650),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CC7),
                gc.DataTuple('slot_count', 0x0000068B),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3117312C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xF1AB89B5),
                gc.KeyTuple('src_port', 0x8AB2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB650),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x000E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\xAB\x89\xB5\x00\x00\x00\x00\x8A\xB2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB6\x50\x00\x18\x31\x17\x31\x2C\x06\x63\x01\x81\xD0\x00\x00\x00\x00\x40\x00\x00\x4F\x62\xDF\x46\xBB\xFA\x3D\xEB\x47\xCB\xC4\x24\x58\x62\x51\xC8\x73\xBD\x95\x83\x6B\x16\xF4\xEB\x6E\xCC\x2A\x35\xB5\x61\xE5\x19\x76\xA9\xC8\xE8\x48\xAA\x4B\x49\x55\xE3\xDA\x49\xAF\x20\x15\xF1\x71\xE0\xFA\xA3\x42\x8B\x47\xF5\x6C\x16\x4C\x65\x75\xC0\x31\x7E\x65\x82\xA4\x23\x67\x0C\x81\x6E\x56\xC1\x61\x83\x64\x27\x08\x59\x6D\x42\xBE\x2D\x18\x86\xEE\xBA\x60\x6B\x49\x55\x43\x2F\xF4\x91\x55\x46\xB2\x57\x22\x90\x3F\x05\x62\xC7\x4C\x33\x3D\xD2\x1B\xBC\x57\x50\xDA\x44\x2D\x29\x73\x9A\x66\x71\xB3\xCB\x43\x25\x31\x8E\x7B\x9B\xE5\xFA\xE3\xFB\x05\x52\x61\x4A\xCB\x3B\xAD\x33\x2C\x17\x4B\x97\x52\x40\x31\x9D\xCE\x82\x5A\x77\xA1\x09\x73\x76\x5E\x99\x4F\x75\xBD\x3A\x6F\xE6\xB1\xFE\x72\x80\x9F\x02\x5A\x37\x35\xE5\x45\xEC\xCC\x29\x36\x2C\x2A\x5A\x6D\x9F\x3C\x7B\xCC\x31\x2C\x5B\x5E\xCA\x5A\xDB\x5C\xFF\xE7\x60\x48\x8F\xE5\x5B\xB6\x59\x50\xD3\x73\xA3\x98\x4E\x16\xF7\x0E\x0A\x75\x65\xF3\xE9\x53\x66\x88\xB7\x7E\x7B\xEF\x48\x33\x45\x13\x9B\x58\xAF\x59\xCB\xD9\x1B\xD5\x72\x5A\xE8\x90\x7F\x6A\x2E\xBF\x0E\x6D\x2C\x05\xC5\x1C\xB3\x2B\x6D\x58\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF1\xAB\x89\xB5\xBE\xEF\x8A\xB2\x01\x20\x00\x00\x50\x34\x02\x82\xB6\x50\x00\x18\x31\x17\x31\x2C\x06\x63\x01\x81\xD0\x00\x00\x00\x00\x40\x00\x09\x7F\xFF\xFF\xFF\xBB\xFA\x3D\xEB\x7F\xFF\xFF\xFF\x58\x62\x51\xC8\x7F\xFF\xFF\xFF\x6B\x16\xF4\xEB\x7F\xFF\xFF\xFF\xB5\x61\xE5\x19\x7F\xFF\xFF\xFF\x48\xAA\x4B\x49\x7F\xFF\xFF\xFF\xAF\x20\x15\xF1\x7F\xFF\xFF\xFF\x42\x8B\x47\xF5\x7F\xFF\xFF\xFF\x75\xC0\x31\x7E\x7F\xFF\xFF\xFF\x67\x0C\x81\x6E\x7F\xFF\xFF\xFF\x64\x27\x08\x59\x7F\xFF\xFF\xFF\x18\x86\xEE\xBA\x7F\xFF\xFF\xFF\x43\x2F\xF4\x91\x7F\xFF\xFF\xFF\x22\x90\x3F\x05\x7F\xFF\xFF\xFF\x3D\xD2\x1B\xBC\x7F\xFF\xFF\xFF\x2D\x29\x73\x9A\x7F\xFF\xFF\xFF\x43\x25\x31\x8E\x7F\xFF\xFF\xFF\xE3\xFB\x05\x52\x7F\xFF\xFF\xFF\xAD\x33\x2C\x17\x7F\xFF\xFF\xFF\x31\x9D\xCE\x82\x7F\xFF\xFF\xFF\x73\x76\x5E\x99\x7F\xFF\xFF\xFF\x6F\xE6\xB1\xFE\x7F\xFF\xFF\xFF\x5A\x37\x35\xE5\x7F\xFF\xFF\xFF\x36\x2C\x2A\x5A\x7F\xFF\xFF\xFF\xCC\x31\x2C\x5B\x7F\xFF\xFF\xFF\x5C\xFF\xE7\x60\x7F\xFF\xFF\xFF\xB6\x59\x50\xD3\x7F\xFF\xFF\xFF\x16\xF7\x0E\x0A\x7F\xFF\xFF\xFF\x53\x66\x88\xB7\x7F\xFF\xFF\xFF\x33\x45\x13\x9B\x7F\xFF\xFF\xFF\xD9\x1B\xD5\x72\x7F\xFF\xFF\xFF\x6A\x2E\xBF\x0E\x7F\xFF\xFF\xFF\x1C\xB3\x2B\x6D\x58\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7671B569), ('P4rIngress.bitmap_seq.seq', 0x3A400000)], 10489)
        self.setRegisterValue('P4rIngress.rounds', 0x3A400000, 10489)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x5A)], 10489)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10489)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x78454AED), ('P4rIngress.values_v00000.hi', 0xCEF559BF)], 10489)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5C3C3CC7), ('P4rIngress.values_v00001.hi', 0x372C4D5F)], 10489)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x454BF2C1), ('P4rIngress.values_v00010.hi', 0x47D1F251)], 10489)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4619B25F), ('P4rIngress.values_v00011.hi', 0xBAF6E4E8)], 10489)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x79FBBF6B), ('P4rIngress.values_v00100.hi', 0x668884BF)], 10489)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5A91E2BB), ('P4rIngress.values_v00101.hi', 0x7C7B65FC)], 10489)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7AC9AA7B), ('P4rIngress.values_v00110.hi', 0xB22FAD9F)], 10489)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7414E4B9), ('P4rIngress.values_v00111.hi', 0x47744AE5)], 10489)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6C9F7BD7), ('P4rIngress.values_v01000.hi', 0x374C96CE)], 10489)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x49454A9A), ('P4rIngress.values_v01001.hi', 0x4D457B1B)], 10489)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x73FCE77A), ('P4rIngress.values_v01010.hi', 0xECE8A5DF)], 10489)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x49DB77BB), ('P4rIngress.values_v01011.hi', 0x534D5962)], 10489)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5ACC3156), ('P4rIngress.values_v01100.hi', 0x38D35369)], 10489)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x641D8C26), ('P4rIngress.values_v01101.hi', 0x0F493713)], 10489)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4C85BAE2), ('P4rIngress.values_v01110.hi', 0xAA42A553)], 10489)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x645B590A), ('P4rIngress.values_v01111.hi', 0x18F7E50B)], 10489)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x53E626E5), ('P4rIngress.values_v10000.hi', 0x390D544F)], 10489)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x69104835), ('P4rIngress.values_v10001.hi', 0x5D65527F)], 10489)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x54B82677), ('P4rIngress.values_v10010.hi', 0x5F8F2E6D)], 10489)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7BB48D85), ('P4rIngress.values_v10011.hi', 0x5897BDC9)], 10489)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x40D69736), ('P4rIngress.values_v10100.hi', 0x6EC51A54)], 10489)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6CE2B204), ('P4rIngress.values_v10101.hi', 0x73CE44AD)], 10489)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x73A49B2B), ('P4rIngress.values_v10110.hi', 0x7EA73C79)], 10489)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4C7594FA), ('P4rIngress.values_v10111.hi', 0xCD23D1F3)], 10489)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x63E6F265), ('P4rIngress.values_v11000.hi', 0xB39E09E5)], 10489)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7F4A2D28), ('P4rIngress.values_v11001.hi', 0x4C013BF7)], 10489)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x65CC4451), ('P4rIngress.values_v11010.hi', 0xDA8F966F)], 10489)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7AA435F9), ('P4rIngress.values_v11011.hi', 0xDAEEACEE)], 10489)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x69CFE933), ('P4rIngress.values_v11100.hi', 0xDC751C17)], 10489)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4B87EF5E), ('P4rIngress.values_v11101.hi', 0x23D119D4)], 10489)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7907BCCD), ('P4rIngress.values_v11110.hi', 0xAF1DA810)], 10489)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5C850A0A), ('P4rIngress.values_v11111.hi', 0x1ECFAE0C)], 10489)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E8F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000614),
                gc.DataTuple('slot_count', 0x00001690),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x904D749C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x6CD67867),
                gc.KeyTuple('src_port', 0xADC1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2E8F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00A7),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6C\xD6\x78\x67\x00\x00\x00\x00\xAD\xC1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\x8F\x00\x18\x90\x4D\x74\x9C\x02\xE5\x01\xA5\x3A\x40\x00\x00\x00\x40\x00\x00\x6D\x45\xD6\x35\xAB\x4F\x47\x17\x7F\x3C\x5B\x9E\x5B\x9F\x4C\xA9\x62\x14\xBE\xF1\x6C\x3D\xDE\x31\x57\xC6\x14\x2D\xBD\xDE\x87\x83\x46\x5A\x3B\x1F\x4A\xFD\xA6\xB7\x5C\x23\x45\x91\x0F\xAB\x3A\xB2\x6C\x8A\x9D\x24\x90\x5B\x2E\xF0\x49\xB4\x7D\xCE\x6D\x4E\x6E\x4B\x40\x4F\x51\x4B\x79\x08\xB2\x6C\x5D\xEB\x4F\x5E\x6C\x25\x2B\x53\x60\x06\xB6\x0D\xFF\x6C\x34\x57\x4A\xD2\x19\x40\x69\x8A\x00\x79\x51\x5B\x7A\xD8\x6B\xE1\xED\xED\x77\xBF\xE7\x1B\x3E\x47\x77\x6F\x4E\x1A\x6F\xE2\x98\xC6\xB7\x47\x65\xF7\x5F\x98\xAB\x87\x0B\x6F\x7A\xE2\xC4\x56\x6D\x73\x6F\xE7\x7D\xF2\xCE\x75\x79\xDA\x42\xEE\x71\xB7\x0A\xD5\x4F\x45\xD5\x45\x63\xE6\xA8\xF4\x9B\xE8\xBC\x5F\x40\xAE\x4C\xE0\x36\x5F\x85\x72\x6E\x4A\xEF\x62\x57\x4D\x7E\xFE\x49\x1F\xCE\x72\x74\xD3\x73\x55\x5A\xD5\x14\x0E\x3D\xEF\xAA\xE6\x49\x26\xD1\x0E\x82\xE8\x46\x49\x52\xA3\xC3\x2C\xEF\xCB\xB9\xC9\x47\x91\x6F\x35\x90\x83\x1A\x29\x6D\x6E\x56\x02\x7A\x68\x68\x31\x42\xA3\x07\x24\x72\x02\x46\x29\x67\xC7\xA0\x78\x67\x9C\x75\x93\x6E\xB9\x40\xDA\xA3\x0E\xCE\x24\x41\xB5\xE2\xDA\x69\x12\x99\x54\x7C\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6C\xD6\x78\x67\xBE\xEF\xAD\xC1\x01\x20\x00\x00\x50\x34\x02\x82\x2E\x8F\x00\x18\x90\x4D\x74\x9C\x02\xE5\x01\xA5\x3A\x40\x00\x00\x00\x40\x00\x11\x7F\xFF\xFF\xFF\xAB\x4F\x47\x17\x7F\xFF\xFF\xFF\x5B\x9F\x4C\xA9\x7F\xFF\xFF\xFF\x6C\x3D\xDE\x31\x7F\xFF\xFF\xFF\xBD\xDE\x87\x83\x7F\xFF\xFF\xFF\x4A\xFD\xA6\xB7\x7F\xFF\xFF\xFF\x0F\xAB\x3A\xB2\x7F\xFF\xFF\xFF\x90\x5B\x2E\xF0\x7F\xFF\xFF\xFF\x6D\x4E\x6E\x4B\x7F\xFF\xFF\xFF\x79\x08\xB2\x6C\x7F\xFF\xFF\xFF\x6C\x25\x2B\x53\x7F\xFF\xFF\xFF\xFF\x6C\x34\x57\x7F\xFF\xFF\xFF\x69\x8A\x00\x79\x7F\xFF\xFF\xFF\x6B\xE1\xED\xED\x7F\xFF\xFF\xFF\x3E\x47\x77\x6F\x7F\xFF\xFF\xFF\x98\xC6\xB7\x47\x7F\xFF\xFF\xFF\xAB\x87\x0B\x6F\x7F\xFF\xFF\xFF\x6D\x73\x6F\xE7\x7F\xFF\xFF\xFF\x79\xDA\x42\xEE\x7F\xFF\xFF\xFF\x4F\x45\xD5\x45\x7F\xFF\xFF\xFF\x9B\xE8\xBC\x5F\x7F\xFF\xFF\xFF\x36\x5F\x85\x72\x7F\xFF\xFF\xFF\x57\x4D\x7E\xFE\x7F\xFF\xFF\xFF\x74\xD3\x73\x55\x7F\xFF\xFF\xFF\x3D\xEF\xAA\xE6\x7F\xFF\xFF\xFF\x82\xE8\x46\x49\x7F\xFF\xFF\xFF\xEF\xCB\xB9\xC9\x7F\xFF\xFF\xFF\x90\x83\x1A\x29\x7F\xFF\xFF\xFF\x7A\x68\x68\x31\x7F\xFF\xFF\xFF\x72\x02\x46\x29\x7F\xFF\xFF\xFF\x67\x9C\x75\x93\x7F\xFF\xFF\xFF\xA3\x0E\xCE\x24\x7F\xFF\xFF\xFF\x69\x12\x99\x54\x7C\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4C46747D), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 12816)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 12816)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x28)], 12816)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12816)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4874AC73), ('P4rIngress.values_v00000.hi', 0xA1B05186)], 12816)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7473C870), ('P4rIngress.values_v00001.hi', 0x1DFB0CEB)], 12816)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x762483CB), ('P4rIngress.values_v00010.hi', 0xA5369CC3)], 12816)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x736A9469), ('P4rIngress.values_v00011.hi', 0x1D53078B)], 12816)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7E7F55C5), ('P4rIngress.values_v00100.hi', 0x85A4E999)], 12816)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5ECA2861), ('P4rIngress.values_v00101.hi', 0x983A1F7C)], 12816)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x427DE0C1), ('P4rIngress.values_v00110.hi', 0x00000000)], 12816)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4C40FD5D), ('P4rIngress.values_v00111.hi', 0x534AD3BB)], 12816)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B7808D0), ('P4rIngress.values_v01000.hi', 0x468E0A77)], 12816)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6AB4D4C3), ('P4rIngress.values_v01001.hi', 0xAED16BE9)], 12816)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6AF36B4A), ('P4rIngress.values_v01010.hi', 0x4636494F)], 12816)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x45A50B31), ('P4rIngress.values_v01011.hi', 0x1CDCE74D)], 12816)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7A4F80E0), ('P4rIngress.values_v01100.hi', 0x4F71629B)], 12816)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x51E11DB5), ('P4rIngress.values_v01101.hi', 0x4CC5616F)], 12816)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5FFAD659), ('P4rIngress.values_v01110.hi', 0x6BDEE539)], 12816)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5759E6C7), ('P4rIngress.values_v01111.hi', 0x4919B4E8)], 12816)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5BB01539), ('P4rIngress.values_v10000.hi', 0x7ADEED74)], 12816)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x621A6CD3), ('P4rIngress.values_v10001.hi', 0xC9727864)], 12816)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7EDFA209), ('P4rIngress.values_v10010.hi', 0x368C9CDD)], 12816)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7499AF57), ('P4rIngress.values_v10011.hi', 0x95D2F90D)], 12816)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x56D7C767), ('P4rIngress.values_v10100.hi', 0x5E48F760)], 12816)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7384E53B), ('P4rIngress.values_v10101.hi', 0x7B5BD0BB)], 12816)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x56ED98D7), ('P4rIngress.values_v10110.hi', 0x4DA93664)], 12816)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5FD6369F), ('P4rIngress.values_v10111.hi', 0x5637B0DF)], 12816)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x759174B1), ('P4rIngress.values_v11000.hi', 0x9B9B1355)], 12816)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7018773D), ('P4rIngress.values_v11001.hi', 0xAFF25449)], 12816)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x63186759), ('P4rIngress.values_v11010.hi', 0x7CA20AF4)], 12816)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7FBC9F23), ('P4rIngress.values_v11011.hi', 0xC593A929)], 12816)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x61B53814), ('P4rIngress.values_v11100.hi', 0x735CD912)], 12816)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x43AF2535), ('P4rIngress.values_v11101.hi', 0x37FCDC73)], 12816)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x483DCB4D), ('P4rIngress.values_v11110.hi', 0x675EB2F1)], 12816)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6F148735), ('P4rIngress.values_v11111.hi', 0x38455C51)], 12816)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x63AA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009F4),
                gc.DataTuple('slot_count', 0x000008CC),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0EA7D658),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x9641B3CE),
                gc.KeyTuple('src_port', 0x5703),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x63AA),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x96\x41\xB3\xCE\x00\x00\x00\x00\x57\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x63\xAA\x00\x18\x0E\xA7\xD6\x58\x08\x1C\x07\x41\x40\x00\x00\x00\x00\x40\x00\x00\x6A\xC6\x66\xF6\xAF\xA1\x2F\x17\x55\x13\x55\xBF\x79\x69\x9E\x4F\x74\x2E\x4E\x0A\xC6\xDF\x8D\x65\x62\x62\x0D\xA9\x4F\x47\xEF\xAD\x4C\xBD\x4F\x9D\xF4\xA1\x18\xB3\x45\xAD\xBA\xEF\xB4\xD2\x1A\xC8\x5C\xC7\x2A\x77\x00\x00\x00\x00\x4A\x74\x3B\x46\x7A\x7A\xE4\x9D\x74\x75\xFC\x7F\x40\x59\xAA\x62\x6D\x35\xD5\xAF\xAE\x08\x4A\x4B\x63\x92\x85\x37\xD8\x05\x98\x8C\x63\x2B\x10\xE9\x7F\x9F\x4F\x55\x4E\x6F\x3F\x55\x50\xD5\x3E\xA7\x57\x55\x7C\x19\x4E\x45\x29\x24\x43\xEA\x82\xF5\xFB\x1A\xB0\xFB\x72\x09\xCA\xA5\x51\xD7\xB7\x0A\x5E\x64\x77\x28\x7E\x92\x50\x91\x5E\x69\x2C\xB3\xEE\xAF\x60\x0B\x7C\x4A\x56\x5A\x65\xA5\xC5\x61\x77\x8B\x66\xE5\xAD\xBE\x13\x31\x72\xD5\x56\x51\x34\xEA\x20\x53\x53\x14\x4D\xC9\x3D\x11\x41\xB3\x63\xD8\xC6\xA2\x46\x8B\x57\x56\x73\x9F\x31\xBC\xD0\xCA\x29\x41\x45\xC6\x15\xAB\xDF\x31\x4D\x61\x57\x8A\x53\x0F\xB8\x7C\xA7\xD6\x4D\x04\xF6\xA0\x35\xB7\xAE\x2E\x5D\x41\xC8\xED\xB0\xD7\xBF\x63\x4A\x5A\xA9\xE0\x1B\x25\xD6\xB5\x79\x05\x4D\x49\x5A\x10\x27\x46\x7A\xCE\x87\xD5\x6E\x4E\x2F\x2B\x42\xC3\x95\x61\x73\x63\x7E\x77\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x96\x41\xB3\xCE\xBE\xEF\x57\x03\x01\x20\x00\x00\x50\x34\x02\x82\x63\xAA\x00\x18\x0E\xA7\xD6\x58\x08\x1C\x01\x41\x40\x00\x00\x00\x00\x40\x00\x1D\x7F\xFF\xFF\xFF\xAF\xA1\x2F\x17\x7F\xFF\xFF\xFF\x79\x69\x9E\x4F\x7F\xFF\xFF\xFF\xC6\xDF\x8D\x65\x7F\xFF\xFF\xFF\x4F\x47\xEF\xAD\x7F\xFF\xFF\xFF\xF4\xA1\x18\xB3\x7F\xFF\xFF\xFF\xB4\xD2\x1A\xC8\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7A\x7A\xE4\x9D\x7F\xFF\xFF\xFF\x40\x59\xAA\x62\x7F\xFF\xFF\xFF\xAE\x08\x4A\x4B\x7F\xFF\xFF\xFF\xD8\x05\x98\x8C\x7F\xFF\xFF\xFF\x7F\x9F\x4F\x55\x7F\xFF\xFF\xFF\x50\xD5\x3E\xA7\x7F\xFF\xFF\xFF\x4E\x45\x29\x24\x7F\xFF\xFF\xFF\xFB\x1A\xB0\xFB\x7F\xFF\xFF\xFF\x51\xD7\xB7\x0A\x7F\xFF\xFF\xFF\x7E\x92\x50\x91\x7F\xFF\xFF\xFF\xEE\xAF\x60\x0B\x7F\xFF\xFF\xFF\x65\xA5\xC5\x61\x7F\xFF\xFF\xFF\xAD\xBE\x13\x31\x7F\xFF\xFF\xFF\x34\xEA\x20\x53\x7F\xFF\xFF\xFF\x3D\x11\x41\xB3\x7F\xFF\xFF\xFF\x46\x8B\x57\x56\x7F\xFF\xFF\xFF\xD0\xCA\x29\x41\x7F\xFF\xFF\xFF\xDF\x31\x4D\x61\x7F\xFF\xFF\xFF\xB8\x7C\xA7\xD6\x7F\xFF\xFF\xFF\x35\xB7\xAE\x2E\x7F\xFF\xFF\xFF\xB0\xD7\xBF\x63\x7F\xFF\xFF\xFF\x1B\x25\xD6\xB5\x7F\xFF\xFF\xFF\x5A\x10\x27\x46\x7F\xFF\xFF\xFF\x6E\x4E\x2F\x2B\x7F\xFF\xFF\xFF\x73\x63\x7E\x77\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4C4B19E8), ('P4rIngress.bitmap_seq.seq', 0x715D0000)], 14610)
        self.setRegisterValue('P4rIngress.rounds', 0x715D0000, 14610)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x6D)], 14610)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14610)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x76A270B2), ('P4rIngress.values_v00000.hi', 0x938A6DA8)], 14610)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x56EF5BDC), ('P4rIngress.values_v00001.hi', 0x5A1C8FA7)], 14610)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x59134797), ('P4rIngress.values_v00010.hi', 0x8B569584)], 14610)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5EE49557), ('P4rIngress.values_v00011.hi', 0x2F183730)], 14610)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7205BD64), ('P4rIngress.values_v00100.hi', 0xA664ABDF)], 14610)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x73F632B1), ('P4rIngress.values_v00101.hi', 0x5CD778E9)], 14610)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x661CBAD3), ('P4rIngress.values_v00110.hi', 0x16FE674B)], 14610)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x65BE72D9), ('P4rIngress.values_v00111.hi', 0x938EC1ED)], 14610)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x693531C5), ('P4rIngress.values_v01000.hi', 0x4B7BAFA3)], 14610)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x652CC341), ('P4rIngress.values_v01001.hi', 0x9A501335)], 14610)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x789CCAA5), ('P4rIngress.values_v01010.hi', 0xAA3D10C1)], 14610)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x609013EC), ('P4rIngress.values_v01011.hi', 0x641D34AA)], 14610)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x671FC15C), ('P4rIngress.values_v01100.hi', 0xA5EA9C63)], 14610)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x700E8A1E), ('P4rIngress.values_v01101.hi', 0x7C48728A)], 14610)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4F345E65), ('P4rIngress.values_v01110.hi', 0x2FA35F5F)], 14610)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x60274ADB), ('P4rIngress.values_v01111.hi', 0xF3B4F555)], 14610)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x46AD3321), ('P4rIngress.values_v10000.hi', 0xC3C173EB)], 14610)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6F3343BB), ('P4rIngress.values_v10001.hi', 0x183A1683)], 14610)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D86AD60), ('P4rIngress.values_v10010.hi', 0xE2D67BE3)], 14610)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x79F9BE01), ('P4rIngress.values_v10011.hi', 0x64B7ECF0)], 14610)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x73BB6067), ('P4rIngress.values_v10100.hi', 0x00000000)], 14610)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x559EECFF), ('P4rIngress.values_v10101.hi', 0x87AEB48B)], 14610)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6CC2DC32), ('P4rIngress.values_v10110.hi', 0xA7FBD5E7)], 14610)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x639F0806), ('P4rIngress.values_v10111.hi', 0x8E2D7A5F)], 14610)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7D5D4F48), ('P4rIngress.values_v11000.hi', 0x70B048EF)], 14610)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x50CF6895), ('P4rIngress.values_v11001.hi', 0x7D4FF756)], 14610)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4D8B9B02), ('P4rIngress.values_v11010.hi', 0x6B2E5A6C)], 14610)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7877E29B), ('P4rIngress.values_v11011.hi', 0x7B075580)], 14610)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5A7DB62B), ('P4rIngress.values_v11100.hi', 0x47AFF155)], 14610)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7108BE61), ('P4rIngress.values_v11101.hi', 0x79CF4DE1)], 14610)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x72AC3570), ('P4rIngress.values_v11110.hi', 0x55E0C558)], 14610)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x58FCD383), ('P4rIngress.values_v11111.hi', 0x494648F9)], 14610)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xED0F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001776),
                gc.DataTuple('slot_count', 0x00000348),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3F77576F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xED889260),
                gc.KeyTuple('src_port', 0x791C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xED0F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01CC),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xED\x88\x92\x60\x00\x00\x00\x00\x79\x1C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xED\x0F\x00\x18\x3F\x77\x57\x6F\x01\x9C\x05\xA2\x71\x5D\x00\x00\x00\x40\x00\x00\x76\x27\x4A\xCA\x87\x6B\x79\x2E\x43\xBF\x59\x9C\x41\xF6\x24\xA2\x47\xF7\xAC\xA3\x8A\x7A\x96\xED\x44\xF3\x8E\x1D\x71\xCC\xBF\x9F\x40\xD5\x2B\x96\x29\xB6\xDA\xD9\x57\xBE\x99\xA7\x67\x5F\x9B\xCB\x5A\x58\x11\x75\xD4\x3C\xD7\xE9\x68\x13\x26\xD3\xD2\x0F\x43\xF1\x4B\x54\xD0\x2B\x36\xB8\x68\x93\x7F\xA7\xA6\x89\xDC\xD6\xD3\x59\x52\x3E\x2A\xAA\x81\x49\x39\xD8\x56\x3F\x1B\xA8\x77\x38\x14\xCE\x5C\x95\x4D\x0B\xC5\x19\x8B\x57\x4D\xCB\x5C\x0D\x7B\xEE\x13\xA6\x4D\x56\x47\x49\x28\x30\xB6\x5B\x48\xF3\x4B\xA1\x3B\xA5\x83\x67\x74\xBD\x3B\x23\xA4\x0C\x62\x8D\x74\xBB\x55\x34\x6E\x4A\xD7\xB6\x6A\xFA\xA4\xE9\xE6\x97\x52\x1F\x6A\x50\x80\x30\x1C\x4F\xDD\xDD\x52\xFA\x38\x38\x00\x00\x00\x00\x45\x24\x27\x81\x32\xBE\x97\xBF\x6D\x5A\x8E\xD8\x98\x1E\xED\xFB\x6F\xFD\xC0\xA1\xC4\xB8\xD1\x0D\x5F\x4F\x27\x5B\x67\x90\xD9\xC9\x7D\x2E\xCB\x78\x41\xB5\xB8\x47\x6A\xEE\x11\x46\x7A\xE5\x54\xA1\x65\x5C\xC9\xFB\x57\x29\x42\x86\x72\x97\xAF\xD3\x4D\x37\x67\x63\x5A\xE3\x25\x12\x73\x1C\x74\xBF\x43\xCF\xA7\x3A\x44\xC3\x6B\x9F\x59\xE5\x82\x32\x58\x56\x3C\xE5\x39\x65\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xED\x88\x92\x60\xBE\xEF\x79\x1C\x01\x20\x00\x00\x50\x34\x02\x82\xED\x0F\x00\x18\x3F\x77\x57\x6F\x01\x9C\x01\xA2\x71\x5D\x00\x00\x00\x40\x00\x02\x7F\xFF\xFF\xFF\x87\x6B\x79\x2E\x7F\xFF\xFF\xFF\x41\xF6\x24\xA2\x7F\xFF\xFF\xFF\x8A\x7A\x96\xED\x7F\xFF\xFF\xFF\x71\xCC\xBF\x9F\x7F\xFF\xFF\xFF\x29\xB6\xDA\xD9\x7F\xFF\xFF\xFF\x67\x5F\x9B\xCB\x7F\xFF\xFF\xFF\xD4\x3C\xD7\xE9\x7F\xFF\xFF\xFF\xD2\x0F\x43\xF1\x7F\xFF\xFF\xFF\x36\xB8\x68\x93\x7F\xFF\xFF\xFF\xDC\xD6\xD3\x59\x7F\xFF\xFF\xFF\x81\x49\x39\xD8\x7F\xFF\xFF\xFF\x77\x38\x14\xCE\x7F\xFF\xFF\xFF\xC5\x19\x8B\x57\x7F\xFF\xFF\xFF\x7B\xEE\x13\xA6\x7F\xFF\xFF\xFF\x28\x30\xB6\x5B\x7F\xFF\xFF\xFF\x3B\xA5\x83\x67\x7F\xFF\xFF\xFF\xA4\x0C\x62\x8D\x7F\xFF\xFF\xFF\x6E\x4A\xD7\xB6\x7F\xFF\xFF\xFF\xE6\x97\x52\x1F\x7F\xFF\xFF\xFF\x1C\x4F\xDD\xDD\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x32\xBE\x97\xBF\x7F\xFF\xFF\xFF\x98\x1E\xED\xFB\x7F\xFF\xFF\xFF\xC4\xB8\xD1\x0D\x7F\xFF\xFF\xFF\x67\x90\xD9\xC9\x7F\xFF\xFF\xFF\x41\xB5\xB8\x47\x7F\xFF\xFF\xFF\x7A\xE5\x54\xA1\x7F\xFF\xFF\xFF\x57\x29\x42\x86\x7F\xFF\xFF\xFF\x4D\x37\x67\x63\x7F\xFF\xFF\xFF\x73\x1C\x74\xBF\x7F\xFF\xFF\xFF\x44\xC3\x6B\x9F\x7F\xFF\xFF\xFF\x58\x56\x3C\xE5\x39\x65\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCEE5B0A7), ('P4rIngress.bitmap_seq.seq', 0x195124AC)], 11996)
        self.setRegisterValue('P4rIngress.rounds', 0x195124AC, 11996)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0xB4)], 11996)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11996)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x499468D6), ('P4rIngress.values_v00000.hi', 0x8DD621AB)], 11996)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7855F4DA), ('P4rIngress.values_v00001.hi', 0x401C2D22)], 11996)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7D212C6A), ('P4rIngress.values_v00010.hi', 0xE14D0DC2)], 11996)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x74345776), ('P4rIngress.values_v00011.hi', 0xC1BD3DAF)], 11996)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x495D7BA3), ('P4rIngress.values_v00100.hi', 0xBD56A3FA)], 11996)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x68F3B2D1), ('P4rIngress.values_v00101.hi', 0x8AA70486)], 11996)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5B5CC676), ('P4rIngress.values_v00110.hi', 0x00E577F9)], 11996)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5E241ADC), ('P4rIngress.values_v00111.hi', 0x459CF849)], 11996)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x74B3B6EC), ('P4rIngress.values_v01000.hi', 0x3DF2C658)], 11996)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x457AB8F1), ('P4rIngress.values_v01001.hi', 0xCCD45910)], 11996)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7A5A70AD), ('P4rIngress.values_v01010.hi', 0x77E0E197)], 11996)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6991D9E6), ('P4rIngress.values_v01011.hi', 0x4EA0FCAA)], 11996)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x737E90DC), ('P4rIngress.values_v01100.hi', 0x42BA52A8)], 11996)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6D246369), ('P4rIngress.values_v01101.hi', 0x52470B15)], 11996)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x47EF86EF), ('P4rIngress.values_v01110.hi', 0x96D6B453)], 11996)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4E9F1C8F), ('P4rIngress.values_v01111.hi', 0x357D5B15)], 11996)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7C35D8ED), ('P4rIngress.values_v10000.hi', 0x044E7D45)], 11996)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x571CC655), ('P4rIngress.values_v10001.hi', 0x1CDAA4CE)], 11996)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x508AD211), ('P4rIngress.values_v10010.hi', 0x85C35693)], 11996)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x486E1A1C), ('P4rIngress.values_v10011.hi', 0x31476C81)], 11996)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5783E252), ('P4rIngress.values_v10100.hi', 0x3BDDBBF3)], 11996)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6985AD23), ('P4rIngress.values_v10101.hi', 0x6AA960D5)], 11996)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5DD8F2EF), ('P4rIngress.values_v10110.hi', 0x86F9D29C)], 11996)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x60B8382D), ('P4rIngress.values_v10111.hi', 0x664772CB)], 11996)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4509259B), ('P4rIngress.values_v11000.hi', 0x5B092B05)], 11996)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x659A2BB3), ('P4rIngress.values_v11001.hi', 0x479FA79A)], 11996)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x765544B5), ('P4rIngress.values_v11010.hi', 0x625B3905)], 11996)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x56DD67B8), ('P4rIngress.values_v11011.hi', 0xB22361CB)], 11996)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6E8CCD49), ('P4rIngress.values_v11100.hi', 0x6DD8A2B3)], 11996)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x734C493F), ('P4rIngress.values_v11101.hi', 0x79611559)], 11996)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5C39A688), ('P4rIngress.values_v11110.hi', 0x5687C518)], 11996)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7DA07278), ('P4rIngress.values_v11111.hi', 0x4EF9D816)], 11996)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x67A4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007B3),
                gc.DataTuple('slot_count', 0x0000163B),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC408934),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xE84229F6),
                gc.KeyTuple('src_port', 0x07DA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x67A4),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0285),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x42\x29\xF6\x00\x00\x00\x00\x07\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x67\xA4\x00\x18\xEC\x40\x89\x34\x07\x29\x05\xCC\x19\x51\x24\xAC\x00\x40\x00\x00\x7F\xB3\xDB\x77\xE1\x93\x34\xE1\x6D\x5C\xC6\xD1\x41\x8B\x63\xA4\x51\x3C\x70\xB4\x87\x19\x0B\xF9\x59\xB4\x5B\x20\x6E\xA2\xF6\xBF\x42\xC4\x57\xE2\x8C\xA2\x58\x22\x48\x10\xD2\x75\xBB\x25\x66\x3D\x53\xE5\xDA\x66\xF7\xEC\xBC\x55\x6F\x27\xCE\x56\x64\xD2\x4D\xCB\x6D\x99\x14\x8F\x78\x46\xA2\xBE\x5D\x6E\xA8\x81\xAC\x6A\x31\xB4\x71\xB6\x61\xA2\xAF\xBE\x07\x17\x5D\xB1\x07\xC0\x47\x14\x74\xFE\x79\x4B\x11\x88\x68\xF7\xC7\x8D\x5D\xAD\xEC\x73\x47\xEF\x7D\xD5\x72\xCF\x44\x4F\xBD\xD4\x5E\xB3\x73\xA8\xE1\x7B\x62\xD9\x57\x6F\x7B\x87\xE5\x4E\xE5\xB2\x04\xD7\x62\x56\xE4\x49\x72\x39\xA0\x7F\x64\x46\xCE\xA3\xD5\x88\xD6\xD1\x47\xA9\xBA\x79\x55\x86\x2E\x23\x5D\x37\xAB\x78\x65\xDB\xF9\x3A\x46\x3E\x33\x25\x55\x72\xFB\x64\x5B\x9D\xCE\xC1\x1E\x71\x8A\x4A\x70\x2B\x90\x19\x21\x87\x59\x1B\x6D\xF0\xF8\xFA\x49\x99\x0E\x3B\x74\x5F\x28\x1D\x7E\x3A\xF5\x99\x4E\x31\x19\x63\x4B\x05\x37\x7E\x54\x4D\xA2\x20\x8E\x17\x70\x6B\x62\x0E\x86\xC4\x33\x0B\x05\xA5\x69\x6C\x1D\xFD\x52\xB1\xBD\x0B\x5D\x9B\x27\xCC\x34\x07\xF0\x65\x5D\x49\xBE\x53\x38\x19\x5B\xBC\x40\xFE\xD8\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE8\x42\x29\xF6\xBE\xEF\x07\xDA\x01\x20\x00\x00\x50\x34\x02\x82\x67\xA4\x00\x18\xEC\x40\x89\x34\x07\x29\x01\xCC\x19\x51\x24\xAC\x00\x40\x00\x1E\x7F\xFF\xFF\xFF\xE1\x93\x34\xE1\x7F\xFF\xFF\xFF\x41\x8B\x63\xA4\x7F\xFF\xFF\xFF\x87\x19\x0B\xF9\x7F\xFF\xFF\xFF\x6E\xA2\xF6\xBF\x7F\xFF\xFF\xFF\x8C\xA2\x58\x22\x7F\xFF\xFF\xFF\xBB\x25\x66\x3D\x7F\xFF\xFF\xFF\xF7\xEC\xBC\x55\x7F\xFF\xFF\xFF\x64\xD2\x4D\xCB\x7F\xFF\xFF\xFF\x78\x46\xA2\xBE\x7F\xFF\xFF\xFF\xAC\x6A\x31\xB4\x7F\xFF\xFF\xFF\xAF\xBE\x07\x17\x7F\xFF\xFF\xFF\x47\x14\x74\xFE\x7F\xFF\xFF\xFF\x68\xF7\xC7\x8D\x7F\xFF\xFF\xFF\x47\xEF\x7D\xD5\x7F\xFF\xFF\xFF\xBD\xD4\x5E\xB3\x7F\xFF\xFF\xFF\x62\xD9\x57\x6F\x7F\xFF\xFF\xFF\xE5\xB2\x04\xD7\x7F\xFF\xFF\xFF\x72\x39\xA0\x7F\x7F\xFF\xFF\xFF\xD5\x88\xD6\xD1\x7F\xFF\xFF\xFF\x55\x86\x2E\x23\x7F\xFF\xFF\xFF\x65\xDB\xF9\x3A\x7F\xFF\xFF\xFF\x55\x72\xFB\x64\x7F\xFF\xFF\xFF\x1E\x71\x8A\x4A\x7F\xFF\xFF\xFF\x21\x87\x59\x1B\x7F\xFF\xFF\xFF\x49\x99\x0E\x3B\x7F\xFF\xFF\xFF\x7E\x3A\xF5\x99\x7F\xFF\xFF\xFF\x4B\x05\x37\x7E\x7F\xFF\xFF\xFF\x8E\x17\x70\x6B\x7F\xFF\xFF\xFF\x33\x0B\x05\xA5\x7F\xFF\xFF\xFF\x52\xB1\xBD\x0B\x7F\xFF\xFF\xFF\x34\x07\xF0\x65\x7F\xFF\xFF\xFF\x38\x19\x5B\xBC\x40\xFE\xD8\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x44F9B544), ('P4rIngress.bitmap_seq.seq', 0x9C000000)], 12128)
        self.setRegisterValue('P4rIngress.rounds', 0x9C000000, 12128)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x6D)], 12128)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12128)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x50794D51), ('P4rIngress.values_v00000.hi', 0x841941BD)], 12128)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6C9E4E96), ('P4rIngress.values_v00001.hi', 0x7B45ADF3)], 12128)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4F26916B), ('P4rIngress.values_v00010.hi', 0xF4EB30C4)], 12128)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4459A3A1), ('P4rIngress.values_v00011.hi', 0x541F1ED2)], 12128)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x72C6E131), ('P4rIngress.values_v00100.hi', 0xEFB6DC7D)], 12128)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x514ADE43), ('P4rIngress.values_v00101.hi', 0x5F5BF9EE)], 12128)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x66B74BDA), ('P4rIngress.values_v00110.hi', 0xDF3E70F7)], 12128)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7EB3B5B2), ('P4rIngress.values_v00111.hi', 0xBC9EA1D5)], 12128)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x486DC6AC), ('P4rIngress.values_v01000.hi', 0x55A65D94)], 12128)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x46EE1964), ('P4rIngress.values_v01001.hi', 0xAD99CAB6)], 12128)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7774E763), ('P4rIngress.values_v01010.hi', 0xC6B99361)], 12128)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7D42E6B0), ('P4rIngress.values_v01011.hi', 0x4646D0A4)], 12128)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x61273859), ('P4rIngress.values_v01100.hi', 0xC3C58FEB)], 12128)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5EB0757E), ('P4rIngress.values_v01101.hi', 0x281D4BA4)], 12128)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x516C6026), ('P4rIngress.values_v01110.hi', 0xEC36EBAB)], 12128)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x778E08F9), ('P4rIngress.values_v01111.hi', 0xFC3FF536)], 12128)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x579C0FB3), ('P4rIngress.values_v10000.hi', 0x8D4078C3)], 12128)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4E20DDD2), ('P4rIngress.values_v10001.hi', 0x65D9888F)], 12128)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5FFC32B3), ('P4rIngress.values_v10010.hi', 0xFE7196CB)], 12128)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6533BD0A), ('P4rIngress.values_v10011.hi', 0x496D28CA)], 12128)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4DD8631E), ('P4rIngress.values_v10100.hi', 0x9F779E3B)], 12128)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5A2C8219), ('P4rIngress.values_v10101.hi', 0x00000000)], 12128)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x73F88134), ('P4rIngress.values_v10110.hi', 0x61489F15)], 12128)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x52615FA3), ('P4rIngress.values_v10111.hi', 0x46986AC3)], 12128)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x616D0C53), ('P4rIngress.values_v11000.hi', 0x697D90E2)], 12128)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7F8A6D47), ('P4rIngress.values_v11001.hi', 0x37CABF14)], 12128)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D107457), ('P4rIngress.values_v11010.hi', 0x6A32139D)], 12128)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x705BCC1A), ('P4rIngress.values_v11011.hi', 0x7EA20B6B)], 12128)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x79D4E246), ('P4rIngress.values_v11100.hi', 0x06C291E3)], 12128)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x536E4F5F), ('P4rIngress.values_v11101.hi', 0x4D69C801)], 12128)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x50D33EB5), ('P4rIngress.values_v11110.hi', 0x767F5E8A)], 12128)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x46B6D8A5), ('P4rIngress.values_v11111.hi', 0x6DFA2B7D)], 12128)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x35D8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006BE),
                gc.DataTuple('slot_count', 0x00000A29),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x91C74389),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x075A716F),
                gc.KeyTuple('src_port', 0x3BA3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x35D8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00B8),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\x5A\x71\x6F\x00\x00\x00\x00\x3B\xA3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x35\xD8\x00\x18\x91\xC7\x43\x89\x08\xA2\x03\xE8\x9C\x00\x00\x00\x00\x40\x00\x00\x52\x66\x77\xB3\x8B\x5E\xE3\x6F\x5F\x97\x66\xBD\x2A\xF5\x6F\x47\x6F\x1C\x17\xE5\x86\x27\xCF\xAF\x68\x00\x2C\x68\x5C\xE7\x9E\x52\x5A\x16\xB7\x37\x33\x56\xCD\xF4\x67\x0A\x52\xDC\x35\x00\xD9\x23\x77\x11\xDD\xD7\xF0\xFB\xB1\xC2\x6F\x5A\xBF\xEA\xB5\xC4\x6D\xD6\x59\xC6\xE4\xBE\x4C\xAA\x49\xCB\x45\xCA\x33\x4B\xBB\x83\xD7\x66\x64\x72\x27\x7F\x81\x3D\x54\xFB\x4E\xDC\x7E\x9E\x6A\x79\xFE\xA6\x59\xEE\xC8\xDC\x84\xF6\xAA\x69\x53\x19\x7C\x78\x6A\xB9\xA5\x1F\x5A\xAD\xA4\xF9\xB7\xB4\x67\x5B\x76\x38\x14\x93\x15\xE7\xC6\x94\x74\xB3\xE4\x94\x9F\x0E\xD1\xAF\x68\x5B\xCC\x10\x4C\xDC\x7B\x36\x40\x45\xA1\x80\x2A\xAB\x06\x59\x47\xD3\x0F\xEF\x5D\x59\xEA\x7B\x65\xD3\x4F\x6C\x7D\x72\xF7\x52\x54\x03\x7D\xCD\x00\x00\x00\x00\x63\x57\xF7\xC7\x2D\x01\x9C\x75\x44\x21\xE7\xBC\x4E\x93\x5A\xFA\x7A\x4C\x72\xC4\x49\x56\xB1\x8E\x77\xD7\x7E\x43\x36\x5A\x9E\x74\x59\xD7\x70\xC4\x47\x17\x7F\x4B\x7A\x18\x5F\x07\x4E\x57\x1F\x4A\x79\x32\x38\xCE\x7A\xCE\x5C\xB2\x6D\x59\x54\xA3\x5F\x02\x6B\x09\x5F\x87\x5C\xD0\x2C\xB8\x9E\x0A\x70\x57\x0F\x32\x61\xEE\x21\x5E\x6A\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x07\x5A\x71\x6F\xBE\xEF\x3B\xA3\x01\x20\x00\x00\x50\x34\x02\x82\x35\xD8\x00\x18\x91\xC7\x43\x89\x08\xA2\x01\xE8\x9C\x00\x00\x00\x00\x40\x00\x0E\x7F\xFF\xFF\xFF\x8B\x5E\xE3\x6F\x7F\xFF\xFF\xFF\x2A\xF5\x6F\x47\x7F\xFF\xFF\xFF\x86\x27\xCF\xAF\x7F\xFF\xFF\xFF\x5C\xE7\x9E\x52\x7F\xFF\xFF\xFF\x33\x56\xCD\xF4\x7F\xFF\xFF\xFF\x35\x00\xD9\x23\x7F\xFF\xFF\xFF\xF0\xFB\xB1\xC2\x7F\xFF\xFF\xFF\xB5\xC4\x6D\xD6\x7F\xFF\xFF\xFF\x4C\xAA\x49\xCB\x7F\xFF\xFF\xFF\xBB\x83\xD7\x66\x7F\xFF\xFF\xFF\x81\x3D\x54\xFB\x7F\xFF\xFF\xFF\x6A\x79\xFE\xA6\x7F\xFF\xFF\xFF\x84\xF6\xAA\x69\x7F\xFF\xFF\xFF\x6A\xB9\xA5\x1F\x7F\xFF\xFF\xFF\xB7\xB4\x67\x5B\x7F\xFF\xFF\xFF\x15\xE7\xC6\x94\x7F\xFF\xFF\xFF\x9F\x0E\xD1\xAF\x7F\xFF\xFF\xFF\x4C\xDC\x7B\x36\x7F\xFF\xFF\xFF\x2A\xAB\x06\x59\x7F\xFF\xFF\xFF\x5D\x59\xEA\x7B\x7F\xFF\xFF\xFF\x7D\x72\xF7\x52\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x2D\x01\x9C\x75\x7F\xFF\xFF\xFF\x4E\x93\x5A\xFA\x7F\xFF\xFF\xFF\x49\x56\xB1\x8E\x7F\xFF\xFF\xFF\x36\x5A\x9E\x74\x7F\xFF\xFF\xFF\x47\x17\x7F\x4B\x7F\xFF\xFF\xFF\x4E\x57\x1F\x4A\x7F\xFF\xFF\xFF\x7A\xCE\x5C\xB2\x7F\xFF\xFF\xFF\x5F\x02\x6B\x09\x7F\xFF\xFF\xFF\x2C\xB8\x9E\x0A\x7F\xFF\xFF\xFF\x61\xEE\x21\x5E\x6A\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC243A8C2), ('P4rIngress.bitmap_seq.seq', 0xE2E5E9C5)], 9500)
        self.setRegisterValue('P4rIngress.rounds', 0xE2E5E9C5, 9500)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x64)], 9500)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9500)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x44C38975), ('P4rIngress.values_v00000.hi', 0x9391C8C9)], 9500)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x64729BDF), ('P4rIngress.values_v00001.hi', 0x7A108F97)], 9500)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x493B8FDE), ('P4rIngress.values_v00010.hi', 0x4A3EAB99)], 9500)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5779E28E), ('P4rIngress.values_v00011.hi', 0xBD9E109D)], 9500)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x78E7DA47), ('P4rIngress.values_v00100.hi', 0x4AEA4B2F)], 9500)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x512E8A5C), ('P4rIngress.values_v00101.hi', 0xB5A5FC13)], 9500)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7792B361), ('P4rIngress.values_v00110.hi', 0x66D856CE)], 9500)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x77AF565D), ('P4rIngress.values_v00111.hi', 0x745BC68F)], 9500)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5ED4137A), ('P4rIngress.values_v01000.hi', 0x552ECCBD)], 9500)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x78BB3A69), ('P4rIngress.values_v01001.hi', 0x30CAE4EF)], 9500)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x439D5BAC), ('P4rIngress.values_v01010.hi', 0xCB5D8B25)], 9500)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6310EC1E), ('P4rIngress.values_v01011.hi', 0x4BB46FFB)], 9500)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7293B998), ('P4rIngress.values_v01100.hi', 0x28DECE21)], 9500)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x671D72DE), ('P4rIngress.values_v01101.hi', 0x3924CDEF)], 9500)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6E23CFCA), ('P4rIngress.values_v01110.hi', 0x74F5EF3B)], 9500)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7055D259), ('P4rIngress.values_v01111.hi', 0xB7BF2D71)], 9500)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x55CB33C4), ('P4rIngress.values_v10000.hi', 0x0DEBEF20)], 9500)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x67FB1EBB), ('P4rIngress.values_v10001.hi', 0x4ED513D7)], 9500)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x66D04668), ('P4rIngress.values_v10010.hi', 0xA3D49B8F)], 9500)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5ABDAED6), ('P4rIngress.values_v10011.hi', 0x74BBC584)], 9500)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x569A5F1D), ('P4rIngress.values_v10100.hi', 0x194FC961)], 9500)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x543656DC), ('P4rIngress.values_v10101.hi', 0x945BC3E5)], 9500)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6E33A507), ('P4rIngress.values_v10110.hi', 0x47E53C68)], 9500)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x473AF54F), ('P4rIngress.values_v10111.hi', 0x7DF3411B)], 9500)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x52ED6BEC), ('P4rIngress.values_v11000.hi', 0x7C690473)], 9500)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7A5BA57E), ('P4rIngress.values_v11001.hi', 0xACFC5D87)], 9500)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x51FBB5C9), ('P4rIngress.values_v11010.hi', 0x5F12423A)], 9500)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x729C392A), ('P4rIngress.values_v11011.hi', 0x45F1429C)], 9500)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x76C87EDB), ('P4rIngress.values_v11100.hi', 0x67AE0D61)], 9500)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x432F0628), ('P4rIngress.values_v11101.hi', 0xAE1B8DB0)], 9500)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x66C5DBB7), ('P4rIngress.values_v11110.hi', 0x45EEFE14)], 9500)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5D1C61EA), ('P4rIngress.values_v11111.hi', 0x311FC59A)], 9500)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7D52),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000346),
                gc.DataTuple('slot_count', 0x00000C50),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x54CD30A9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x5ED9F993),
                gc.KeyTuple('src_port', 0x5625),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7D52),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0210),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5E\xD9\xF9\x93\x00\x00\x00\x00\x56\x25\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7D\x52\x00\x18\x54\xCD\x30\xA9\x01\xD6\x05\x89\xE2\xE5\xE9\xC5\x00\x40\x00\x00\x42\xF8\xED\x16\xD0\x98\xA4\xA6\x7E\x49\x91\xC5\x7C\x56\xEF\x31\x7F\x68\x6A\x5A\x5A\x3E\xB8\xA5\x42\x75\xEE\xCC\xBB\x22\xB9\xC9\x6E\x4D\xDF\x16\x56\x6E\xA0\x3D\x64\xBE\x0E\x2C\xC3\xAD\x3E\xA9\x53\xE9\xA7\xEC\x7D\x70\x56\x7F\x70\xAB\x3E\xFC\x0C\x7E\xD2\x9F\x66\x0C\xEE\xAE\x58\x1C\xEC\x0D\x6B\x0B\x9A\xB8\x5F\xA9\x72\x1C\x42\xAC\xF0\xEF\x89\x0C\xC9\x27\x69\xDD\x2C\x8D\x67\x13\xCB\xEE\x5F\x5F\x1B\x2B\x6A\x56\x52\xD6\x5B\x8A\x72\x8F\xB7\x6B\x5C\xAF\x4A\xC1\x4C\xC9\x94\x0D\x9D\x69\x40\xF9\xFA\x18\xA8\xAB\x2C\x79\x5D\xEA\xBA\xE5\x7C\x4B\x8B\x42\x55\xD2\xF3\x79\x6A\xE8\x66\xD7\x4E\xDC\xEE\x56\xB5\xB6\xBB\x47\x5F\x2F\x26\x46\xD7\xA5\xDD\xEE\x43\x5A\xA1\x17\x30\x24\x2F\xAF\x65\x27\xFC\xDE\x57\x30\xA0\xDF\x47\x7B\x79\xF3\x64\x03\xA7\x51\x58\x9E\x10\xE4\x19\x70\xC2\x0E\x7B\x49\xC9\xC7\x11\xB0\xD7\x3E\x7D\x61\x4E\x3C\x85\xAA\x7E\xFE\x72\x24\x9C\xFB\x63\xDE\x7F\x47\x73\x79\x5B\x88\x55\xCF\x46\x6D\x61\x06\x84\x8B\x07\x2F\x18\xFB\x40\xA1\x0D\x8A\xA4\x6A\x29\x5B\x73\xC1\x43\x66\x55\x88\x98\xAE\x6F\xD5\xAD\x82\x38\x4D\xF0\xBA\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5E\xD9\xF9\x93\xBE\xEF\x56\x25\x01\x20\x00\x00\x50\x34\x02\x82\x7D\x52\x00\x18\x54\xCD\x30\xA9\x01\xD6\x01\x89\xE2\xE5\xE9\xC5\x00\x40\x00\x04\x7F\xFF\xFF\xFF\xD0\x98\xA4\xA6\x7F\xFF\xFF\xFF\x7C\x56\xEF\x31\x7F\xFF\xFF\xFF\x5A\x3E\xB8\xA5\x7F\xFF\xFF\xFF\xBB\x22\xB9\xC9\x7F\xFF\xFF\xFF\x56\x6E\xA0\x3D\x7F\xFF\xFF\xFF\xC3\xAD\x3E\xA9\x7F\xFF\xFF\xFF\x7D\x70\x56\x7F\x7F\xFF\xFF\xFF\x0C\x7E\xD2\x9F\x7F\xFF\xFF\xFF\x58\x1C\xEC\x0D\x7F\xFF\xFF\xFF\x5F\xA9\x72\x1C\x7F\xFF\xFF\xFF\x89\x0C\xC9\x27\x7F\xFF\xFF\xFF\x67\x13\xCB\xEE\x7F\xFF\xFF\xFF\x6A\x56\x52\xD6\x7F\xFF\xFF\xFF\xB7\x6B\x5C\xAF\x7F\xFF\xFF\xFF\x94\x0D\x9D\x69\x7F\xFF\xFF\xFF\xA8\xAB\x2C\x79\x7F\xFF\xFF\xFF\x7C\x4B\x8B\x42\x7F\xFF\xFF\xFF\x6A\xE8\x66\xD7\x7F\xFF\xFF\xFF\xB5\xB6\xBB\x47\x7F\xFF\xFF\xFF\xD7\xA5\xDD\xEE\x7F\xFF\xFF\xFF\x30\x24\x2F\xAF\x7F\xFF\xFF\xFF\x57\x30\xA0\xDF\x7F\xFF\xFF\xFF\x64\x03\xA7\x51\x7F\xFF\xFF\xFF\x19\x70\xC2\x0E\x7F\xFF\xFF\xFF\x11\xB0\xD7\x3E\x7F\xFF\xFF\xFF\x85\xAA\x7E\xFE\x7F\xFF\xFF\xFF\x63\xDE\x7F\x47\x7F\xFF\xFF\xFF\x55\xCF\x46\x6D\x7F\xFF\xFF\xFF\x07\x2F\x18\xFB\x7F\xFF\xFF\xFF\xA4\x6A\x29\x5B\x7F\xFF\xFF\xFF\x55\x88\x98\xAE\x7F\xFF\xFF\xFF\x38\x4D\xF0\xBA\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB22CF3ED), ('P4rIngress.bitmap_seq.seq', 0xA8CF5000)], 13412)
        self.setRegisterValue('P4rIngress.rounds', 0xA8CF5000, 13412)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x52)], 13412)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13412)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x667B36CD), ('P4rIngress.values_v00000.hi', 0xEDB1252D)], 13412)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4FAF2CC7), ('P4rIngress.values_v00001.hi', 0x531CFCA9)], 13412)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x633F417B), ('P4rIngress.values_v00010.hi', 0xC21AFB45)], 13412)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7AD88A37), ('P4rIngress.values_v00011.hi', 0x77F0213E)], 13412)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5C92F5A8), ('P4rIngress.values_v00100.hi', 0x9D8DD553)], 13412)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x61DDBEBF), ('P4rIngress.values_v00101.hi', 0x69687F91)], 13412)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x53487993), ('P4rIngress.values_v00110.hi', 0xA3A5B969)], 13412)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B8E0779), ('P4rIngress.values_v00111.hi', 0xB6C60D92)], 13412)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4EEE6335), ('P4rIngress.values_v01000.hi', 0x585BA02D)], 13412)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x57EFD158), ('P4rIngress.values_v01001.hi', 0x924C96AA)], 13412)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5D90F9F3), ('P4rIngress.values_v01010.hi', 0xA80F9AD2)], 13412)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5FCB8A7A), ('P4rIngress.values_v01011.hi', 0x633DDF31)], 13412)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5AAC1ABB), ('P4rIngress.values_v01100.hi', 0x2B724596)], 13412)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7D0994BD), ('P4rIngress.values_v01101.hi', 0x00000000)], 13412)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5B2A8ECB), ('P4rIngress.values_v01110.hi', 0xCFDE9B75)], 13412)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6D5C1F51), ('P4rIngress.values_v01111.hi', 0x6396B91C)], 13412)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7117606D), ('P4rIngress.values_v10000.hi', 0x2A7B69C5)], 13412)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x698AAF71), ('P4rIngress.values_v10001.hi', 0xB98E6F5B)], 13412)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7F4BA9F5), ('P4rIngress.values_v10010.hi', 0x5BAD33DA)], 13412)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x696296BB), ('P4rIngress.values_v10011.hi', 0x4A6BFCE3)], 13412)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x590AC441), ('P4rIngress.values_v10100.hi', 0x3572737B)], 13412)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x589A3D57), ('P4rIngress.values_v10101.hi', 0x0AFCEED6)], 13412)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6CDB8474), ('P4rIngress.values_v10110.hi', 0x4C44FE1A)], 13412)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x413DFA27), ('P4rIngress.values_v10111.hi', 0x421ECBFB)], 13412)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x412B6474), ('P4rIngress.values_v11000.hi', 0x782F5319)], 13412)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x49A492A9), ('P4rIngress.values_v11001.hi', 0x579233E1)], 13412)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7E1BFD6F), ('P4rIngress.values_v11010.hi', 0xF281CCCE)], 13412)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6DEF98B6), ('P4rIngress.values_v11011.hi', 0x6F1F444B)], 13412)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x47183B54), ('P4rIngress.values_v11100.hi', 0x8C9DEDD9)], 13412)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x692E4EB3), ('P4rIngress.values_v11101.hi', 0x71F453B2)], 13412)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x62F76B89), ('P4rIngress.values_v11110.hi', 0x2C59C9BA)], 13412)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x55CDC8F3), ('P4rIngress.values_v11111.hi', 0xDCEDBF7D)], 13412)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4A1F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CC9),
                gc.DataTuple('slot_count', 0x00000BE6),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5D7CDEF6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xE583AD10),
                gc.KeyTuple('src_port', 0xE754),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4A1F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x022D),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x83\xAD\x10\x00\x00\x00\x00\xE7\x54\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4A\x1F\x00\x18\x5D\x7C\xDE\xF6\x07\x9B\x05\xA9\xA8\xCF\x50\x00\x00\x40\x00\x00\x57\x51\x57\xB1\x88\x95\x8F\xF8\x49\x3A\x44\xDD\x5A\x5C\x55\xB5\x6B\xB7\x3B\xAD\x8F\x74\x06\x4C\x7A\xD3\x5F\xA3\x65\x2C\xF7\x74\x53\x44\xD1\xEB\x3C\x6A\xD2\xF3\x4A\xCC\x59\x42\x1C\xB7\x7D\x97\x75\x35\xAF\x67\x5B\x27\x95\x75\x7F\xE9\x66\x07\x92\x4C\xA9\xE7\x64\x83\x2A\x77\x5A\x56\xE8\x7C\x61\x88\x2B\xC7\xDB\x39\x8A\xD3\x5D\x4D\x3B\x51\xA3\xFF\xAB\x1C\x50\x5D\x4F\xAE\x29\xAF\xD0\x1E\x7D\x48\x06\x7D\x75\xDB\xC6\x64\x4C\x9C\x55\x29\x00\x00\x00\x00\x42\xAA\x83\x2C\x8C\x55\xE9\x71\x71\x85\x45\xF5\x47\x56\x39\xBC\x49\xD7\x2A\x49\x2C\x75\xA5\x6F\x51\x8C\x3C\x65\x8C\x83\xC9\xD2\x6D\xD5\x61\xD7\x37\x97\xB5\x4F\x7D\x37\xBA\x61\x67\x84\xB0\x1D\x5E\xBB\x88\xDB\x62\x67\xEA\x1B\x68\x8F\xAF\x45\x78\xF2\xEE\xD2\x7D\xAB\xF3\xAE\x66\x0D\x8F\x34\x5A\x64\x18\x35\x4C\xD5\xA1\x79\x54\xB6\xBA\xE5\x29\xC3\x27\x17\x47\x0E\x9E\xE9\x37\x10\xD9\x88\x56\x5C\xED\x59\x82\xED\x89\x68\x5D\x08\x87\x6A\x34\x97\x74\x47\x55\x6E\x49\x01\xC8\x80\x7E\xD1\x7B\xF4\xE4\x93\xDD\xDD\xB6\x4F\x62\xEA\x83\xAB\x74\xB0\x88\x61\x59\xC4\xC7\x63\xC6\xB5\xB2\x39\x48\xA3\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x83\xAD\x10\xBE\xEF\xE7\x54\x01\x20\x00\x00\x50\x34\x02\x82\x4A\x1F\x00\x18\x5D\x7C\xDE\xF6\x07\x9B\x01\xA9\xA8\xCF\x50\x00\x00\x40\x00\x14\x7F\xFF\xFF\xFF\x88\x95\x8F\xF8\x7F\xFF\xFF\xFF\x5A\x5C\x55\xB5\x7F\xFF\xFF\xFF\x8F\x74\x06\x4C\x7F\xFF\xFF\xFF\x65\x2C\xF7\x74\x7F\xFF\xFF\xFF\x3C\x6A\xD2\xF3\x7F\xFF\xFF\xFF\x1C\xB7\x7D\x97\x7F\xFF\xFF\xFF\x5B\x27\x95\x75\x7F\xFF\xFF\xFF\x92\x4C\xA9\xE7\x7F\xFF\xFF\xFF\x5A\x56\xE8\x7C\x7F\xFF\xFF\xFF\xDB\x39\x8A\xD3\x7F\xFF\xFF\xFF\xA3\xFF\xAB\x1C\x7F\xFF\xFF\xFF\x29\xAF\xD0\x1E\x7F\xFF\xFF\xFF\x75\xDB\xC6\x64\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x8C\x55\xE9\x71\x7F\xFF\xFF\xFF\x47\x56\x39\xBC\x7F\xFF\xFF\xFF\x2C\x75\xA5\x6F\x7F\xFF\xFF\xFF\x8C\x83\xC9\xD2\x7F\xFF\xFF\xFF\x37\x97\xB5\x4F\x7F\xFF\xFF\xFF\x67\x84\xB0\x1D\x7F\xFF\xFF\xFF\x62\x67\xEA\x1B\x7F\xFF\xFF\xFF\x78\xF2\xEE\xD2\x7F\xFF\xFF\xFF\x66\x0D\x8F\x34\x7F\xFF\xFF\xFF\x4C\xD5\xA1\x79\x7F\xFF\xFF\xFF\x29\xC3\x27\x17\x7F\xFF\xFF\xFF\x37\x10\xD9\x88\x7F\xFF\xFF\xFF\x82\xED\x89\x68\x7F\xFF\xFF\xFF\x34\x97\x74\x47\x7F\xFF\xFF\xFF\xC8\x80\x7E\xD1\x7F\xFF\xFF\xFF\xDD\xDD\xB6\x4F\x7F\xFF\xFF\xFF\x74\xB0\x88\x61\x7F\xFF\xFF\xFF\xC6\xB5\xB2\x39\x48\xA3\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x348E86DB), ('P4rIngress.bitmap_seq.seq', 0x2E34D36A)], 14335)
        self.setRegisterValue('P4rIngress.rounds', 0x2E34D36A, 14335)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x54)], 14335)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14335)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x602B270A), ('P4rIngress.values_v00000.hi', 0xB4BA7BF3)], 14335)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x42F5A8E6), ('P4rIngress.values_v00001.hi', 0x7139AC91)], 14335)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x732DDEAC), ('P4rIngress.values_v00010.hi', 0xBD775AFB)], 14335)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x63B009A2), ('P4rIngress.values_v00011.hi', 0xE803124E)], 14335)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x68FA09CB), ('P4rIngress.values_v00100.hi', 0x2FC455AA)], 14335)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4DF2EF9C), ('P4rIngress.values_v00101.hi', 0x3B5DD6EF)], 14335)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76BCCA0A), ('P4rIngress.values_v00110.hi', 0x0F76F9AD)], 14335)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x76A24466), ('P4rIngress.values_v00111.hi', 0x6526CAFB)], 14335)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x45386CFD), ('P4rIngress.values_v01000.hi', 0x7801F033)], 14335)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x564D9D65), ('P4rIngress.values_v01001.hi', 0xDEDECB45)], 14335)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7684FBDF), ('P4rIngress.values_v01010.hi', 0xDAF55E1C)], 14335)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5AF3D378), ('P4rIngress.values_v01011.hi', 0x540CDA73)], 14335)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x77C7592F), ('P4rIngress.values_v01100.hi', 0x5367AAAD)], 14335)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7B0ECD75), ('P4rIngress.values_v01101.hi', 0x4D286DE6)], 14335)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x425D6E47), ('P4rIngress.values_v01110.hi', 0x14375CB2)], 14335)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5FEFD46D), ('P4rIngress.values_v01111.hi', 0xB342C523)], 14335)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5C925F3D), ('P4rIngress.values_v10000.hi', 0x3044AFCA)], 14335)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x73784C95), ('P4rIngress.values_v10001.hi', 0x709B4C52)], 14335)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D546897), ('P4rIngress.values_v10010.hi', 0x5E6919BD)], 14335)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4C4C396F), ('P4rIngress.values_v10011.hi', 0x442AC612)], 14335)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x69ABFA73), ('P4rIngress.values_v10100.hi', 0x59F3DC94)], 14335)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7487F9E7), ('P4rIngress.values_v10101.hi', 0x96FCBB09)], 14335)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x76571698), ('P4rIngress.values_v10110.hi', 0x465929ED)], 14335)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7FA04FD3), ('P4rIngress.values_v10111.hi', 0xEB6FF70B)], 14335)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x76974FED), ('P4rIngress.values_v11000.hi', 0x4E5234D1)], 14335)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4A1A0B35), ('P4rIngress.values_v11001.hi', 0x2DDDE9F5)], 14335)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6E9D7D2E), ('P4rIngress.values_v11010.hi', 0xEB7EEE5A)], 14335)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6DDEBCF6), ('P4rIngress.values_v11011.hi', 0xB4D37A3B)], 14335)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7DEA986F), ('P4rIngress.values_v11100.hi', 0x493DA4AB)], 14335)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4A1A3852), ('P4rIngress.values_v11101.hi', 0x80000000)], 14335)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4D5668D2), ('P4rIngress.values_v11110.hi', 0x4186858B)], 14335)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5752FE5D), ('P4rIngress.values_v11111.hi', 0x966B4F56)], 14335)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6AD8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DB7),
                gc.DataTuple('slot_count', 0x00000FB3),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28DDA61F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x865A0ACC),
                gc.KeyTuple('src_port', 0x3C38),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6AD8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0047),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x5A\x0A\xCC\x00\x00\x00\x00\x3C\x38\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6A\xD8\x00\x18\x28\xDD\xA6\x1F\x0A\x48\x01\xAB\x2E\x34\xD3\x6A\x00\x40\x00\x00\x49\x89\x4F\xE7\xB3\x29\x6B\xAD\x4E\xA4\xB8\xAB\x71\x0A\xCE\xED\x67\x68\xF5\xCB\x9C\xBD\x2A\x15\x7D\x91\x5F\xA7\x2D\xD2\x3C\x6C\x60\x30\xAE\xE5\x65\xB4\xE2\x0F\x5C\x1A\x05\xDC\x8B\x39\x5E\x9F\x52\x94\x9D\x6C\x7C\xF8\xCD\xE9\x60\x0F\x6E\x65\x05\x36\x96\x61\x4D\x73\x8E\x4B\x6B\x4C\x25\x92\x44\x57\x12\xF1\xF6\x24\xC8\x65\x72\xD3\xAA\x53\xB6\x95\xAF\xB4\x7E\x96\x41\x81\x56\xF5\x53\xC2\x5B\xEA\x56\xC1\x65\x3B\x14\x68\x68\xE4\xA5\xD8\x74\x20\x11\x79\x6D\xC5\x08\x6E\x27\x21\xBC\xB8\x49\xEB\xF3\x7C\xB5\xC4\x81\x2E\x56\xDB\x29\x79\x7D\xBE\xAF\x73\x4F\x75\xDC\xF5\x59\xF3\xDA\x4D\x6A\x20\x80\x37\x7D\x38\xDC\xBC\x71\x27\xB8\xE2\x3C\xBB\xA7\xDC\x67\x2A\x7E\xB3\x4A\xB1\xF6\x38\x4F\xAD\xDD\x71\x6A\x5C\xCD\x7C\x5F\x5B\x20\x37\x5A\x6B\xE5\xCB\x57\x3C\xFA\x53\xD8\xC7\xD3\x3B\x74\x07\x2D\xF6\x5F\xA0\xAC\x9B\x42\x26\x13\xF5\x3D\x40\x89\x1C\x57\x57\xD5\xAD\xC6\x54\x1C\x8B\x56\xE2\x16\x9F\x95\x6A\x4D\x25\x6D\x0A\xF6\xE7\xCB\xA9\xAD\xA9\x62\x82\x35\xD2\x00\x00\x00\x00\x70\x56\xCB\x52\x56\xDF\xB5\xB7\x47\x7E\x32\x48\xE3\x2B\x8F\x90\xAD\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x86\x5A\x0A\xCC\xBE\xEF\x3C\x38\x01\x20\x00\x00\x50\x34\x02\x82\x6A\xD8\x00\x18\x28\xDD\xA6\x1F\x0A\x48\x01\xAB\x2E\x34\xD3\x6A\x00\x40\x00\x03\x7F\xFF\xFF\xFF\xB3\x29\x6B\xAD\x7F\xFF\xFF\xFF\x71\x0A\xCE\xED\x7F\xFF\xFF\xFF\x9C\xBD\x2A\x15\x7F\xFF\xFF\xFF\x2D\xD2\x3C\x6C\x7F\xFF\xFF\xFF\x65\xB4\xE2\x0F\x7F\xFF\xFF\xFF\x8B\x39\x5E\x9F\x7F\xFF\xFF\xFF\x7C\xF8\xCD\xE9\x7F\xFF\xFF\xFF\x05\x36\x96\x61\x7F\xFF\xFF\xFF\x6B\x4C\x25\x92\x7F\xFF\xFF\xFF\xF6\x24\xC8\x65\x7F\xFF\xFF\xFF\xB6\x95\xAF\xB4\x7F\xFF\xFF\xFF\x56\xF5\x53\xC2\x7F\xFF\xFF\xFF\x65\x3B\x14\x68\x7F\xFF\xFF\xFF\x74\x20\x11\x79\x7F\xFF\xFF\xFF\x27\x21\xBC\xB8\x7F\xFF\xFF\xFF\xB5\xC4\x81\x2E\x7F\xFF\xFF\xFF\x7D\xBE\xAF\x73\x7F\xFF\xFF\xFF\x59\xF3\xDA\x4D\x7F\xFF\xFF\xFF\x7D\x38\xDC\xBC\x7F\xFF\xFF\xFF\x3C\xBB\xA7\xDC\x7F\xFF\xFF\xFF\x4A\xB1\xF6\x38\x7F\xFF\xFF\xFF\x6A\x5C\xCD\x7C\x7F\xFF\xFF\xFF\x5A\x6B\xE5\xCB\x7F\xFF\xFF\xFF\xD8\xC7\xD3\x3B\x7F\xFF\xFF\xFF\x5F\xA0\xAC\x9B\x7F\xFF\xFF\xFF\x3D\x40\x89\x1C\x7F\xFF\xFF\xFF\xC6\x54\x1C\x8B\x7F\xFF\xFF\xFF\x95\x6A\x4D\x25\x7F\xFF\xFF\xFF\xCB\xA9\xAD\xA9\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x56\xDF\xB5\xB7\x7F\xFF\xFF\xFF\xE3\x2B\x8F\x90\xAD\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5AF6AEE3), ('P4rIngress.bitmap_seq.seq', 0xB04F37D6)], 12081)
        self.setRegisterValue('P4rIngress.rounds', 0xB04F37D6, 12081)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x44)], 12081)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12081)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x59B7CF6B), ('P4rIngress.values_v00000.hi', 0xE6352B3A)], 12081)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6A328DD9), ('P4rIngress.values_v00001.hi', 0x646A5958)], 12081)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6BEA0A71), ('P4rIngress.values_v00010.hi', 0x5618ED33)], 12081)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5F4BA2AD), ('P4rIngress.values_v00011.hi', 0xD7B38B6D)], 12081)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x728B41F5), ('P4rIngress.values_v00100.hi', 0x669E465F)], 12081)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7DBAADAC), ('P4rIngress.values_v00101.hi', 0x28E96D71)], 12081)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7AC139E7), ('P4rIngress.values_v00110.hi', 0x8B51D181)], 12081)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x525695C1), ('P4rIngress.values_v00111.hi', 0x791FEF63)], 12081)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x53AD3531), ('P4rIngress.values_v01000.hi', 0x5EB745FD)], 12081)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4986536D), ('P4rIngress.values_v01001.hi', 0x1ECA2A5B)], 12081)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5681BA73), ('P4rIngress.values_v01010.hi', 0x4A1171A0)], 12081)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x43C8D2AB), ('P4rIngress.values_v01011.hi', 0x78B91AEF)], 12081)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x63543F36), ('P4rIngress.values_v01100.hi', 0x7BAAE33A)], 12081)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62A55E0F), ('P4rIngress.values_v01101.hi', 0x4208970B)], 12081)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4AD7569F), ('P4rIngress.values_v01110.hi', 0xAA52B358)], 12081)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5D26A115), ('P4rIngress.values_v01111.hi', 0x70A3EDFC)], 12081)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x46DFCFA9), ('P4rIngress.values_v10000.hi', 0xB0E4642F)], 12081)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6B3E1873), ('P4rIngress.values_v10001.hi', 0x6933842F)], 12081)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x487BB963), ('P4rIngress.values_v10010.hi', 0x43B164A1)], 12081)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x42ED37AF), ('P4rIngress.values_v10011.hi', 0x8EF3583B)], 12081)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x71B8741E), ('P4rIngress.values_v10100.hi', 0x306C75A7)], 12081)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x568FDAFB), ('P4rIngress.values_v10101.hi', 0x390144A9)], 12081)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5F6C18CA), ('P4rIngress.values_v10110.hi', 0x1ECD02F3)], 12081)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x588E153F), ('P4rIngress.values_v10111.hi', 0x7C0B4CE8)], 12081)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6305452F), ('P4rIngress.values_v11000.hi', 0x41A161DF)], 12081)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x776EF0AE), ('P4rIngress.values_v11001.hi', 0x3D9A96B3)], 12081)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x45777379), ('P4rIngress.values_v11010.hi', 0xB63AEA13)], 12081)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7E7A7E1F), ('P4rIngress.values_v11011.hi', 0x35795B3A)], 12081)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x425D5FD0), ('P4rIngress.values_v11100.hi', 0x5D3DE8E1)], 12081)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6AFDCEF5), ('P4rIngress.values_v11101.hi', 0xC4A51756)], 12081)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4D360AD7), ('P4rIngress.values_v11110.hi', 0x6154C00B)], 12081)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x58CA8A56), ('P4rIngress.values_v11111.hi', 0x61B33133)], 12081)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCD73),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CD4),
                gc.DataTuple('slot_count', 0x00000D4D),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x45CFDDF9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x63095A46),
                gc.KeyTuple('src_port', 0x8AA1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCD73),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x09\x5A\x46\x00\x00\x00\x00\x8A\xA1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCD\x73\x00\x18\x45\xCF\xDD\xF9\x02\x5D\x07\x73\xB0\x4F\x37\xD6\x00\x40\x00\x00\x68\xB6\x34\xBE\x8F\x2D\x2F\x69\x59\xA8\x6C\x74\x2D\x5A\x7D\xED\x44\xA3\x0C\x59\x5E\xB1\xC9\x27\x5C\xC4\xE3\xA3\x9C\x2B\x23\x0D\x74\x6D\xE0\xD6\x26\x1A\x82\x45\x6C\x9A\x13\xA5\x7B\xA3\x94\x67\x62\x8D\x99\xEF\xA8\xB4\xB6\xAB\x46\x67\x45\xD2\x13\x01\x85\xE9\x64\x8E\x82\x87\x37\x88\x2C\x25\x43\xEE\x2E\x77\x7B\x99\xD8\x3F\x58\x06\x66\xFA\x60\x8F\x8E\xAE\x6E\x30\x9F\xB8\x59\xFB\x78\x29\x54\x45\x19\x3E\x5B\x92\xA2\x9C\x60\x2D\xBD\xB1\x5F\xAE\xC3\x92\x68\xDB\xD2\xAB\xB1\x55\x12\xEF\x52\x12\x19\x51\x78\x92\xE5\x5B\x46\x85\xB0\xAD\x5D\x7B\xE6\x7B\x6B\xBF\xD3\x9A\x39\xE9\x94\xC4\x59\x22\x3A\x77\x6B\x41\x5D\x13\x54\xE8\x29\x2E\xA4\x66\x39\xFB\x4E\xE2\x14\x92\x25\xA4\x13\xAD\x55\x19\x2D\x1F\x64\xA6\x7F\x47\x40\x97\x85\x96\x6F\xDD\xE9\xF1\x74\x96\x84\x78\x22\x69\x5A\xD9\x43\xD5\x16\x64\x79\xC7\x51\xB1\x75\x7C\x8E\xEF\x8C\xB5\xAF\x23\x56\x7C\x6A\x7B\x95\xEB\x16\xBB\x59\x09\x62\xD7\xA7\x9A\xD9\x33\x4D\xCB\x59\x1A\x6E\x5F\x28\x70\x6E\x5B\x42\x14\xA5\x67\xFC\xD5\x74\xAA\x2B\x28\x3A\xE6\xF7\x1A\x75\xCB\x0A\x2D\x81\x1D\x19\x8A\xC8\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x09\x5A\x46\xBE\xEF\x8A\xA1\x01\x20\x00\x00\x50\x34\x02\x82\xCD\x73\x00\x18\x45\xCF\xDD\xF9\x02\x5D\x01\x73\xB0\x4F\x37\xD6\x00\x40\x00\x12\x7F\xFF\xFF\xFF\x8F\x2D\x2F\x69\x7F\xFF\xFF\xFF\x2D\x5A\x7D\xED\x7F\xFF\xFF\xFF\x5E\xB1\xC9\x27\x7F\xFF\xFF\xFF\x9C\x2B\x23\x0D\x7F\xFF\xFF\xFF\x26\x1A\x82\x45\x7F\xFF\xFF\xFF\x7B\xA3\x94\x67\x7F\xFF\xFF\xFF\xA8\xB4\xB6\xAB\x7F\xFF\xFF\xFF\x13\x01\x85\xE9\x7F\xFF\xFF\xFF\x37\x88\x2C\x25\x7F\xFF\xFF\xFF\x7B\x99\xD8\x3F\x7F\xFF\xFF\xFF\x60\x8F\x8E\xAE\x7F\xFF\xFF\xFF\x59\xFB\x78\x29\x7F\xFF\xFF\xFF\x5B\x92\xA2\x9C\x7F\xFF\xFF\xFF\x5F\xAE\xC3\x92\x7F\xFF\xFF\xFF\xB1\x55\x12\xEF\x7F\xFF\xFF\xFF\x78\x92\xE5\x5B\x7F\xFF\xFF\xFF\x5D\x7B\xE6\x7B\x7F\xFF\xFF\xFF\x39\xE9\x94\xC4\x7F\xFF\xFF\xFF\x6B\x41\x5D\x13\x7F\xFF\xFF\xFF\xA4\x66\x39\xFB\x7F\xFF\xFF\xFF\x25\xA4\x13\xAD\x7F\xFF\xFF\xFF\x64\xA6\x7F\x47\x7F\xFF\xFF\xFF\x6F\xDD\xE9\xF1\x7F\xFF\xFF\xFF\x22\x69\x5A\xD9\x7F\xFF\xFF\xFF\x79\xC7\x51\xB1\x7F\xFF\xFF\xFF\x8C\xB5\xAF\x23\x7F\xFF\xFF\xFF\x95\xEB\x16\xBB\x7F\xFF\xFF\xFF\xA7\x9A\xD9\x33\x7F\xFF\xFF\xFF\x6E\x5F\x28\x70\x7F\xFF\xFF\xFF\xA5\x67\xFC\xD5\x7F\xFF\xFF\xFF\x3A\xE6\xF7\x1A\x7F\xFF\xFF\xFF\x81\x1D\x19\x8A\xC8\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x90256099), ('P4rIngress.bitmap_seq.seq', 0x11F44FFB)], 11204)
        self.setRegisterValue('P4rIngress.rounds', 0x11F44FFB, 11204)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x3F)], 11204)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11204)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x55584AE9), ('P4rIngress.values_v00000.hi', 0xA450CA5F)], 11204)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6A3E3276), ('P4rIngress.values_v00001.hi', 0x44F6D491)], 11204)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6F99D179), ('P4rIngress.values_v00010.hi', 0x8CB0D8EA)], 11204)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x641221D5), ('P4rIngress.values_v00011.hi', 0x859EA7AE)], 11204)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x54CB1ED6), ('P4rIngress.values_v00100.hi', 0xAA55B89D)], 11204)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6FD8370D), ('P4rIngress.values_v00101.hi', 0xBBDA5218)], 11204)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6527EE45), ('P4rIngress.values_v00110.hi', 0x34C7B824)], 11204)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x61415513), ('P4rIngress.values_v00111.hi', 0x44671C33)], 11204)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x46456B95), ('P4rIngress.values_v01000.hi', 0x59AD898E)], 11204)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x58BB6669), ('P4rIngress.values_v01001.hi', 0x3369C925)], 11204)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6C8A8F73), ('P4rIngress.values_v01010.hi', 0x7638D50B)], 11204)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x627C5491), ('P4rIngress.values_v01011.hi', 0xE1AB46D6)], 11204)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x62CCA995), ('P4rIngress.values_v01100.hi', 0x5153B286)], 11204)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62B512A8), ('P4rIngress.values_v01101.hi', 0x46EC6FBD)], 11204)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4D8AAC95), ('P4rIngress.values_v01110.hi', 0xA6AF2AD3)], 11204)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x58899721), ('P4rIngress.values_v01111.hi', 0x2C741D1B)], 11204)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5314D225), ('P4rIngress.values_v10000.hi', 0xB4E9BD6F)], 11204)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x683C3B77), ('P4rIngress.values_v10001.hi', 0x3ACD8310)], 11204)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x635B65A6), ('P4rIngress.values_v10010.hi', 0x4736E091)], 11204)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7049C968), ('P4rIngress.values_v10011.hi', 0x6EA76552)], 11204)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x775C5CA2), ('P4rIngress.values_v10100.hi', 0x8B89E99F)], 11204)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7AF2AA2F), ('P4rIngress.values_v10101.hi', 0x59994B26)], 11204)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4FA5CBBA), ('P4rIngress.values_v10110.hi', 0x9B2DE037)], 11204)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7C918C9E), ('P4rIngress.values_v10111.hi', 0x27A6AD4B)], 11204)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x400FC4BC), ('P4rIngress.values_v11000.hi', 0xAE97F55C)], 11204)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x74192168), ('P4rIngress.values_v11001.hi', 0x389A5235)], 11204)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7528B692), ('P4rIngress.values_v11010.hi', 0x4DF9AB0D)], 11204)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x70A99486), ('P4rIngress.values_v11011.hi', 0x852B694E)], 11204)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5657D825), ('P4rIngress.values_v11100.hi', 0x6B4BDC93)], 11204)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6A6D7D91), ('P4rIngress.values_v11101.hi', 0x9DC05D93)], 11204)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6684FE3E), ('P4rIngress.values_v11110.hi', 0x977D8AEB)], 11204)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4D31635F), ('P4rIngress.values_v11111.hi', 0x542B237F)], 11204)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0C63),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001DF),
                gc.DataTuple('slot_count', 0x00001DBB),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x440F0C81),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0xBE8980F7),
                gc.KeyTuple('src_port', 0x87C7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0C63),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x024A),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\x89\x80\xF7\x00\x00\x00\x00\x87\xC7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0C\x63\x00\x18\x44\x0F\x0C\x81\x09\xE5\x03\xB7\x11\xF4\x4F\xFB\x00\x40\x00\x00\x64\x97\x68\x78\xA2\xBB\x68\x6F\x70\x9E\x37\x23\x4F\xFE\x79\x98\x69\xDD\x3F\xEA\xB4\x99\x52\xDA\x61\x7B\xB7\xD7\xFD\x32\xB6\xCB\x74\xBC\x7C\xD6\xA7\x10\xB1\xD2\x6C\x13\x71\xB4\x9E\xDA\xBB\xA4\x5E\xA6\x0B\x4D\x7C\xAF\x1A\xA4\x52\x86\xC3\x77\xD7\x51\x5A\xD7\x66\x6F\x7A\x18\x58\xBD\xAB\xA3\x5E\xEF\x72\x33\x7B\x6D\xC1\x75\x76\xBE\xC8\x9B\x66\xBA\x9E\xAA\x64\x77\x92\xF3\xF9\x73\xB9\x40\x6A\xE7\x22\x9E\x38\x68\x76\x81\x61\xB3\x30\xAC\x5E\x18\x2B\x1B\x6E\x3A\x9F\xEA\x2D\x63\x88\xFA\x51\xD8\x46\x74\x59\x74\x59\xD1\x5B\x1E\x2F\xA5\x31\x3F\xE9\x6B\x7C\x57\xFD\x2B\xDF\x12\xA7\x7E\x59\x02\x69\x21\x44\x63\xD5\xAF\x4A\xD9\xEB\x29\x66\xD7\x67\x78\x7D\x50\x1E\x37\x66\xDA\x2B\x15\x47\x2E\xF6\xAF\x49\xDA\xE6\x4C\x68\xAE\xA8\xE1\xA6\xAE\x07\xC6\x7B\xB7\xD4\x5F\x5C\xD0\x8D\x29\x40\xFC\x93\x52\xAF\xBE\x59\x04\x6E\x59\xA7\x27\x52\xBC\xD8\x95\x71\xDE\x80\x79\x3B\x70\xB1\x36\x7F\xBA\x18\xBA\x12\xE4\x34\x67\x49\xDE\x59\x1C\x41\xFA\x93\xEB\x46\x70\xDE\xDB\x75\x98\xD9\xE5\x61\xA6\x6A\x4F\xDE\x37\x9F\xD1\x45\x13\x20\xD3\x4E\x24\x4D\x68\xF9\x56\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\x89\x80\xF7\xBE\xEF\x87\xC7\x01\x20\x00\x00\x50\x34\x02\x82\x0C\x63\x00\x18\x44\x0F\x0C\x81\x09\xE5\x01\xB7\x11\xF4\x4F\xFB\x00\x40\x00\x14\x7F\xFF\xFF\xFF\xA2\xBB\x68\x6F\x7F\xFF\xFF\xFF\x4F\xFE\x79\x98\x7F\xFF\xFF\xFF\xB4\x99\x52\xDA\x7F\xFF\xFF\xFF\xFD\x32\xB6\xCB\x7F\xFF\xFF\xFF\xA7\x10\xB1\xD2\x7F\xFF\xFF\xFF\x9E\xDA\xBB\xA4\x7F\xFF\xFF\xFF\x7C\xAF\x1A\xA4\x7F\xFF\xFF\xFF\xD7\x51\x5A\xD7\x7F\xFF\xFF\xFF\x58\xBD\xAB\xA3\x7F\xFF\xFF\xFF\x7B\x6D\xC1\x75\x7F\xFF\xFF\xFF\x66\xBA\x9E\xAA\x7F\xFF\xFF\xFF\xF9\x73\xB9\x40\x7F\xFF\xFF\xFF\x38\x68\x76\x81\x7F\xFF\xFF\xFF\x5E\x18\x2B\x1B\x7F\xFF\xFF\xFF\x2D\x63\x88\xFA\x7F\xFF\xFF\xFF\x59\x74\x59\xD1\x7F\xFF\xFF\xFF\x31\x3F\xE9\x6B\x7F\xFF\xFF\xFF\xDF\x12\xA7\x7E\x7F\xFF\xFF\xFF\x44\x63\xD5\xAF\x7F\xFF\xFF\xFF\x66\xD7\x67\x78\x7F\xFF\xFF\xFF\x66\xDA\x2B\x15\x7F\xFF\xFF\xFF\x49\xDA\xE6\x4C\x7F\xFF\xFF\xFF\xA6\xAE\x07\xC6\x7F\xFF\xFF\xFF\x5C\xD0\x8D\x29\x7F\xFF\xFF\xFF\xAF\xBE\x59\x04\x7F\xFF\xFF\xFF\x52\xBC\xD8\x95\x7F\xFF\xFF\xFF\x3B\x70\xB1\x36\x7F\xFF\xFF\xFF\x12\xE4\x34\x67\x7F\xFF\xFF\xFF\x41\xFA\x93\xEB\x7F\xFF\xFF\xFF\x75\x98\xD9\xE5\x7F\xFF\xFF\xFF\xDE\x37\x9F\xD1\x7F\xFF\xFF\xFF\x4E\x24\x4D\x68\xF9\x56\x12\x0F\x0B\x0A\x48\xA6\xBD\x55\x23\xC0\x0F\x0C\xD2\xB0\x3C\x69\xFF\x9F\x0A\x36\xBD\x40\x6F\xD0\xF9\x04\x33\x76\xA0\xDD\xC4\xB7\xE5\x63\x1B\x33\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA2F8D94E), ('P4rIngress.bitmap_seq.seq', 0x84338BD4)], 14114)
        self.setRegisterValue('P4rIngress.rounds', 0x84338BD4, 14114)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x2C)], 14114)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14114)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5E9355AA), ('P4rIngress.values_v00000.hi', 0xB1362EE3)], 14114)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6D54FA63), ('P4rIngress.values_v00001.hi', 0x64D0CF8B)], 14114)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6905C52B), ('P4rIngress.values_v00010.hi', 0x76347071)], 14114)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6E8E62B3), ('P4rIngress.values_v00011.hi', 0xBEEB225B)], 14114)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x69AE7E6D), ('P4rIngress.values_v00100.hi', 0x76AFDDF4)], 14114)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5E928057), ('P4rIngress.values_v00101.hi', 0x39723785)], 14114)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7D5BB5EF), ('P4rIngress.values_v00110.hi', 0x94346461)], 14114)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x667CF717), ('P4rIngress.values_v00111.hi', 0x42856AB5)], 14114)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x73125556), ('P4rIngress.values_v01000.hi', 0x6BA10A6B)], 14114)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7C027526), ('P4rIngress.values_v01001.hi', 0x797CD8AF)], 14114)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x669B8C44), ('P4rIngress.values_v01010.hi', 0x92AA8E40)], 14114)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6BCA165B), ('P4rIngress.values_v01011.hi', 0x4A56FB8F)], 14114)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x493D7852), ('P4rIngress.values_v01100.hi', 0x326A407D)], 14114)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5FB8E242), ('P4rIngress.values_v01101.hi', 0xADF2F7A7)], 14114)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5AC520B3), ('P4rIngress.values_v01110.hi', 0x59E56D6B)], 14114)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B44D427), ('P4rIngress.values_v01111.hi', 0x68FA268C)], 14114)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x72DE075B), ('P4rIngress.values_v10000.hi', 0x5CB1E537)], 14114)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x630A5E33), ('P4rIngress.values_v10001.hi', 0xB666246E)], 14114)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4A66A25F), ('P4rIngress.values_v10010.hi', 0x27626A36)], 14114)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4A19DFE2), ('P4rIngress.values_v10011.hi', 0x6CD8BE1B)], 14114)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x666C1DB7), ('P4rIngress.values_v10100.hi', 0xB4691A2D)], 14114)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5427814E), ('P4rIngress.values_v10101.hi', 0x0A459B77)], 14114)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x744EAA32), ('P4rIngress.values_v10110.hi', 0x3033F675)], 14114)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6353A8E5), ('P4rIngress.values_v10111.hi', 0x5A1CD81A)], 14114)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5EE35419), ('P4rIngress.values_v11000.hi', 0x62770467)], 14114)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6B09B663), ('P4rIngress.values_v11001.hi', 0x6F5CAC79)], 14114)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5FB617C9), ('P4rIngress.values_v11010.hi', 0x42E9062B)], 14114)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x672974E5), ('P4rIngress.values_v11011.hi', 0x504F32F5)], 14114)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6D5C61A3), ('P4rIngress.values_v11100.hi', 0x6BF3FE67)], 14114)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4D249097), ('P4rIngress.values_v11101.hi', 0x1A1A2959)], 14114)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x76F1E129), ('P4rIngress.values_v11110.hi', 0xAD6371F7)], 14114)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x552573EF), ('P4rIngress.values_v11111.hi', 0x06E8D726)], 14114)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE588),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000663),
                gc.DataTuple('slot_count', 0x00001913),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x261BD901),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x3A6125FF),
                gc.KeyTuple('src_port', 0x1AC8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE588),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x025B),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3A\x61\x25\xFF\x00\x00\x00\x00\x1A\xC8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE5\x88\x00\x18\x26\x1B\xD9\x01\x10\xBF\x03\x99\x84\x33\x8B\xD4\x00\x40\x00\x00\x7B\x51\x58\x9A\xA1\x4F\xB4\xE7\x6E\x85\x4B\xF9\x33\xFD\x41\xDB\x7A\x66\x73\x3F\x22\x15\xE3\xD3\x6E\x53\xF9\x95\x95\x93\x9C\xB9\x68\x6B\xC7\x8B\x73\xA6\x10\x87\x54\xEE\xA4\xCE\x51\xDD\x15\x2D\x6C\xB3\x24\xE5\xB1\xFF\xA5\x71\x6E\xCD\xE5\x8E\x65\xD9\xD1\xF4\x55\x9D\xEE\x9B\x18\x5F\xBD\x2C\x5D\x7F\x4B\x5E\x73\x3B\xD6\x6B\x76\x9E\x95\xE9\x27\x16\xB9\x7C\x7B\x35\x90\xDB\x6C\x7E\x6B\x37\x53\x3C\x06\x3A\x60\xD7\x67\xFB\x69\xA2\xA9\xD8\x2E\x7A\x35\xBA\x50\xA6\xC5\x92\x3C\xDF\x2E\x61\x4D\x6A\xD1\x74\x41\x32\xBF\xC5\x73\x60\x5F\x5E\x39\x62\x72\xD7\x49\x6D\x65\xC5\x91\x42\xB4\x2D\x55\xBE\xCA\xE2\x66\xAF\xF4\xE0\x67\xD6\x26\xC7\x4A\xDF\x20\x3A\x7D\xF5\xA2\xF1\xBA\xE5\xB5\xAA\x48\x74\xE3\x6A\x6D\x3E\xDB\x4D\x61\xB2\xC6\x5E\x61\x3E\xA6\x77\x71\x88\x7B\xF2\x57\x6E\xC8\x4A\x4A\x86\xA7\x8B\x76\xE4\x14\x93\x7A\xF6\xC1\x1D\x14\xC5\x94\xC5\x7B\xF4\x6E\x73\x6C\x99\xF6\xCA\x7B\x59\x42\x4A\x67\x7F\x22\x3F\x43\x50\x79\x05\x52\x62\x66\xB7\x5F\xDD\x1A\x81\x7B\x5C\xAB\x55\x79\x5A\x4B\x4D\x3E\x97\x67\xA7\x44\xBD\x66\xFE\x4B\x9A\xE2\xC2\xED\x98\x8E\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3A\x61\x25\xFF\xBE\xEF\x1A\xC8\x01\x20\x00\x00\x50\x34\x02\x82\xE5\x88\x00\x18\x26\x1B\xD9\x01\x10\xBF\x01\x99\x84\x33\x8B\xD4\x00\x40\x00\x14\x7F\xFF\xFF\xFF\xA1\x4F\xB4\xE7\x7F\xFF\xFF\xFF\x33\xFD\x41\xDB\x7F\xFF\xFF\xFF\x22\x15\xE3\xD3\x7F\xFF\xFF\xFF\x95\x93\x9C\xB9\x7F\xFF\xFF\xFF\x73\xA6\x10\x87\x7F\xFF\xFF\xFF\x51\xDD\x15\x2D\x7F\xFF\xFF\xFF\xB1\xFF\xA5\x71\x7F\xFF\xFF\xFF\x65\xD9\xD1\xF4\x7F\xFF\xFF\xFF\x18\x5F\xBD\x2C\x7F\xFF\xFF\xFF\x73\x3B\xD6\x6B\x7F\xFF\xFF\xFF\x27\x16\xB9\x7C\x7F\xFF\xFF\xFF\x6C\x7E\x6B\x37\x7F\xFF\xFF\xFF\x60\xD7\x67\xFB\x7F\xFF\xFF\xFF\x2E\x7A\x35\xBA\x7F\xFF\xFF\xFF\x3C\xDF\x2E\x61\x7F\xFF\xFF\xFF\x41\x32\xBF\xC5\x7F\xFF\xFF\xFF\x39\x62\x72\xD7\x7F\xFF\xFF\xFF\x91\x42\xB4\x2D\x7F\xFF\xFF\xFF\x66\xAF\xF4\xE0\x7F\xFF\xFF\xFF\x4A\xDF\x20\x3A\x7F\xFF\xFF\xFF\xBA\xE5\xB5\xAA\x7F\xFF\xFF\xFF\x6D\x3E\xDB\x4D\x7F\xFF\xFF\xFF\x61\x3E\xA6\x77\x7F\xFF\xFF\xFF\x57\x6E\xC8\x4A\x7F\xFF\xFF\xFF\x76\xE4\x14\x93\x7F\xFF\xFF\xFF\x14\xC5\x94\xC5\x7F\xFF\xFF\xFF\x6C\x99\xF6\xCA\x7F\xFF\xFF\xFF\x67\x7F\x22\x3F\x7F\xFF\xFF\xFF\x52\x62\x66\xB7\x7F\xFF\xFF\xFF\x7B\x5C\xAB\x55\x7F\xFF\xFF\xFF\x3E\x97\x67\xA7\x7F\xFF\xFF\xFF\x4B\x9A\xE2\xC2\xED\x98\x8E\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1230BBB6), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 8452)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 8452)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x56)], 8452)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8452)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6ED889BF), ('P4rIngress.values_v00000.hi', 0x8A06C22A)], 8452)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6CA40A7A), ('P4rIngress.values_v00001.hi', 0x55D1A65D)], 8452)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x69B192CD), ('P4rIngress.values_v00010.hi', 0x58DBC008)], 8452)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x531B596F), ('P4rIngress.values_v00011.hi', 0x8CC0C111)], 8452)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7FA6C6DA), ('P4rIngress.values_v00100.hi', 0x38AD791D)], 8452)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x58253357), ('P4rIngress.values_v00101.hi', 0x307CC057)], 8452)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5C4D96D3), ('P4rIngress.values_v00110.hi', 0xB6217997)], 8452)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4AA99E65), ('P4rIngress.values_v00111.hi', 0x482B72BC)], 8452)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6EFCFAAB), ('P4rIngress.values_v01000.hi', 0x124104A6)], 8452)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7470CD67), ('P4rIngress.values_v01001.hi', 0x50C375AB)], 8452)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x793272DF), ('P4rIngress.values_v01010.hi', 0x067B7292)], 8452)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x748E09CF), ('P4rIngress.values_v01011.hi', 0x4B21DCB2)], 8452)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x71B99E97), ('P4rIngress.values_v01100.hi', 0x49EACC48)], 8452)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4FB9D0C9), ('P4rIngress.values_v01101.hi', 0x6EEFFE7B)], 8452)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5408D9FD), ('P4rIngress.values_v01110.hi', 0xA1CDD344)], 8452)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x450F31E7), ('P4rIngress.values_v01111.hi', 0x67E4D407)], 8452)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6A91BE39), ('P4rIngress.values_v10000.hi', 0x523B5F63)], 8452)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6F8735CB), ('P4rIngress.values_v10001.hi', 0x4E945AE6)], 8452)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x655490A7), ('P4rIngress.values_v10010.hi', 0x5CC28D83)], 8452)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x78C055F3), ('P4rIngress.values_v10011.hi', 0xC847EC35)], 8452)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x50B2BB5E), ('P4rIngress.values_v10100.hi', 0xB230C8DE)], 8452)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5E32C6A2), ('P4rIngress.values_v10101.hi', 0x2A05B295)], 8452)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x67C35E85), ('P4rIngress.values_v10110.hi', 0x01D31DC1)], 8452)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x72D651AF), ('P4rIngress.values_v10111.hi', 0x362EB06E)], 8452)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x51A57956), ('P4rIngress.values_v11000.hi', 0xAE1F4255)], 8452)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5842C688), ('P4rIngress.values_v11001.hi', 0x9F75226D)], 8452)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4CCBD3F9), ('P4rIngress.values_v11010.hi', 0x275D29FE)], 8452)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x69F4CD6F), ('P4rIngress.values_v11011.hi', 0x8B025973)], 8452)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x57CC4D93), ('P4rIngress.values_v11100.hi', 0x2ED69B88)], 8452)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7E6112C6), ('P4rIngress.values_v11101.hi', 0x5C8310A0)], 8452)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4AA77AEE), ('P4rIngress.values_v11110.hi', 0xABFA5451)], 8452)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5BCBD2E0), ('P4rIngress.values_v11111.hi', 0x37D64636)], 8452)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEFA1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FD),
                gc.DataTuple('slot_count', 0x00000DF9),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF629522),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xBFF069D7),
                gc.KeyTuple('src_port', 0xA15F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEFA1),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0306),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\xF0\x69\xD7\x00\x00\x00\x00\xA1\x5F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEF\xA1\x00\x18\xEF\x62\x95\x22\x00\x07\x01\x81\x80\x00\x00\x00\x00\x40\x00\x00\x52\x1E\xA6\xDD\x91\x09\x84\x07\x6F\xA5\xFB\xA6\x5C\x54\x30\x5B\x6A\x6E\xF8\x4A\x3E\x08\xEC\x1F\x66\x56\x12\x6E\x89\xDF\x4D\x1B\x66\x6B\x41\x4B\x79\xC4\x2F\xB3\x67\xB5\x35\x2B\x78\xE4\x2D\x54\x44\xDE\x05\xD5\x8E\x13\x53\x0D\x46\x9D\xB6\x33\x5E\xE9\x50\xFE\x41\x2A\xF6\x09\x79\xBE\x2B\xBE\x7B\x94\x4D\x27\x62\xC4\x15\x57\x49\x67\x68\xF5\x9E\xFD\x6E\xAA\x4F\x26\x37\xE5\x47\x7C\x8D\xC3\x63\x0A\xB2\xA7\x4D\x0D\x91\xEF\x47\xB2\xFD\x68\x05\x5A\xE9\xB5\x4D\x9C\x4D\x0D\xA3\x11\x35\x6E\x71\xCB\x64\x4E\xE5\x8B\x57\x99\x49\xC3\x9E\xA4\x66\xBA\xDE\xB8\x47\x03\x5C\xD5\x3C\x5F\x69\x3B\x6B\xFD\xB2\xCB\x5D\x3B\x35\x8B\x5D\x0A\xD3\xC5\x9F\x1F\xA5\xA5\x71\x06\x5D\xAE\xA6\xB5\xB4\xAC\x4A\x82\x51\x2E\xA6\xD5\x58\xB6\x7E\xA7\xC3\x35\xF0\x36\xC4\xA6\x7D\x17\x4C\x8B\xF5\x76\x7F\x2D\x59\x7F\x47\x37\xAB\xDF\xDC\x79\x51\xD1\x90\x1D\xA6\x6D\x43\x45\x65\xB0\x43\x49\x9F\x5D\x43\xB1\x52\xF3\xCE\x7B\x89\xD2\xDA\xB4\x43\x56\x54\xCF\x6F\xFF\xDE\x0C\x62\xAC\xF7\x13\x44\xEC\x66\xA4\x41\xDF\x92\x8C\x58\x43\x62\x9C\x5B\xFB\x20\x5B\x49\x7C\x46\xF1\x2F\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBF\xF0\x69\xD7\xBE\xEF\xA1\x5F\x01\x20\x00\x00\x50\x34\x02\x82\xEF\xA1\x00\x18\xEF\x62\x95\x22\x00\x07\x01\x81\x80\x00\x00\x00\x00\x40\x00\x02\x7F\xFF\xFF\xFF\x91\x09\x84\x07\x7F\xFF\xFF\xFF\x5C\x54\x30\x5B\x7F\xFF\xFF\xFF\x3E\x08\xEC\x1F\x7F\xFF\xFF\xFF\x89\xDF\x4D\x1B\x7F\xFF\xFF\xFF\x79\xC4\x2F\xB3\x7F\xFF\xFF\xFF\x78\xE4\x2D\x54\x7F\xFF\xFF\xFF\x8E\x13\x53\x0D\x7F\xFF\xFF\xFF\x5E\xE9\x50\xFE\x7F\xFF\xFF\xFF\x79\xBE\x2B\xBE\x7F\xFF\xFF\xFF\x62\xC4\x15\x57\x7F\xFF\xFF\xFF\x9E\xFD\x6E\xAA\x7F\xFF\xFF\xFF\x47\x7C\x8D\xC3\x7F\xFF\xFF\xFF\x4D\x0D\x91\xEF\x7F\xFF\xFF\xFF\x05\x5A\xE9\xB5\x7F\xFF\xFF\xFF\xA3\x11\x35\x6E\x7F\xFF\xFF\xFF\xE5\x8B\x57\x99\x7F\xFF\xFF\xFF\x66\xBA\xDE\xB8\x7F\xFF\xFF\xFF\x3C\x5F\x69\x3B\x7F\xFF\xFF\xFF\x5D\x3B\x35\x8B\x7F\xFF\xFF\xFF\x9F\x1F\xA5\xA5\x7F\xFF\xFF\xFF\xA6\xB5\xB4\xAC\x7F\xFF\xFF\xFF\xA6\xD5\x58\xB6\x7F\xFF\xFF\xFF\xF0\x36\xC4\xA6\x7F\xFF\xFF\xFF\xF5\x76\x7F\x2D\x7F\xFF\xFF\xFF\xAB\xDF\xDC\x79\x7F\xFF\xFF\xFF\xA6\x6D\x43\x45\x7F\xFF\xFF\xFF\x9F\x5D\x43\xB1\x7F\xFF\xFF\xFF\x89\xD2\xDA\xB4\x7F\xFF\xFF\xFF\x6F\xFF\xDE\x0C\x7F\xFF\xFF\xFF\x44\xEC\x66\xA4\x7F\xFF\xFF\xFF\x58\x43\x62\x9C\x7F\xFF\xFF\xFF\x49\x7C\x46\xF1\x2F\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2E5713DF), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 10036)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 10036)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x5B)], 10036)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10036)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6C76E9E3), ('P4rIngress.values_v00000.hi', 0x984BEE8E)], 10036)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4F1020AE), ('P4rIngress.values_v00001.hi', 0x3B366F13)], 10036)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x66DA928F), ('P4rIngress.values_v00010.hi', 0xB3499878)], 10036)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4575A6FB), ('P4rIngress.values_v00011.hi', 0x2EF9E623)], 10036)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x74D59324), ('P4rIngress.values_v00100.hi', 0x80E5C8B7)], 10036)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x725BFE59), ('P4rIngress.values_v00101.hi', 0xABEC569C)], 10036)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7B9C8D46), ('P4rIngress.values_v00110.hi', 0x4213B05F)], 10036)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x788559AA), ('P4rIngress.values_v00111.hi', 0x7A2553E3)], 10036)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x57BCEE8C), ('P4rIngress.values_v01000.hi', 0x72693D6B)], 10036)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x44635C7A), ('P4rIngress.values_v01001.hi', 0xB77948AA)], 10036)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7FC452EB), ('P4rIngress.values_v01010.hi', 0x4CC9B83B)], 10036)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x62AF3650), ('P4rIngress.values_v01011.hi', 0x697BAA09)], 10036)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x673B73FD), ('P4rIngress.values_v01100.hi', 0x1DC8F9D9)], 10036)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7E8A5A74), ('P4rIngress.values_v01101.hi', 0x64D44F8D)], 10036)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5E426456), ('P4rIngress.values_v01110.hi', 0x00000000)], 10036)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x702D651D), ('P4rIngress.values_v01111.hi', 0x7DC6D7DF)], 10036)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7178BA70), ('P4rIngress.values_v10000.hi', 0x71F5D9D5)], 10036)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7770E432), ('P4rIngress.values_v10001.hi', 0x15EE54DF)], 10036)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5AF1F8DB), ('P4rIngress.values_v10010.hi', 0x69C1207D)], 10036)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5B11711A), ('P4rIngress.values_v10011.hi', 0x90579B97)], 10036)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4A35BDAF), ('P4rIngress.values_v10100.hi', 0x45BC8A27)], 10036)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x52A59D11), ('P4rIngress.values_v10101.hi', 0x6CDA37B4)], 10036)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x76E96A37), ('P4rIngress.values_v10110.hi', 0x6D332BCD)], 10036)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x58413311), ('P4rIngress.values_v10111.hi', 0xA5DE58CF)], 10036)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x75932562), ('P4rIngress.values_v11000.hi', 0xD176C6AB)], 10036)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7ADBCB2C), ('P4rIngress.values_v11001.hi', 0x9046DED9)], 10036)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6916585B), ('P4rIngress.values_v11010.hi', 0x6F610D97)], 10036)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5D5C8F6B), ('P4rIngress.values_v11011.hi', 0x54FA9FB7)], 10036)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4A902255), ('P4rIngress.values_v11100.hi', 0x6B961CEB)], 10036)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7CDE7DCC), ('P4rIngress.values_v11101.hi', 0xD62A64ED)], 10036)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6DA7E071), ('P4rIngress.values_v11110.hi', 0xAAC0C769)], 10036)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4393EBD8), ('P4rIngress.values_v11111.hi', 0xC5B4A366)], 10036)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFC69),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000068),
                gc.DataTuple('slot_count', 0x0000081B),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x098E922E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xD8FD200A),
                gc.KeyTuple('src_port', 0xF46D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFC69),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00E2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD8\xFD\x20\x0A\x00\x00\x00\x00\xF4\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFC\x69\x00\x18\x09\x8E\x92\x2E\x06\xCC\x05\xA5\x20\x00\x00\x00\x00\x40\x00\x00\x7A\x1D\xBB\xD7\x9F\xB0\x6B\xA1\x69\x2C\xB3\xBD\x56\x7B\x2F\x7A\x76\x89\xBE\x64\xAA\x49\x3D\x57\x4F\x69\x66\x23\x80\x00\x00\x00\x65\xE0\xCE\x58\xBC\xF4\x66\xF1\x76\x77\x79\x5D\x9B\xCB\xBA\xCD\x79\x8C\xBD\x27\xF5\xF9\x37\xF3\x65\x9C\x3F\x18\x28\x79\x82\x23\x78\x94\xE7\x61\x23\x28\xB5\xC1\x5D\x7D\x34\x5E\x9E\xC2\x35\x76\x7A\x1A\x69\x6F\x16\xCD\xBB\xB1\x45\x1A\x77\x67\x52\x19\x58\xE8\x6E\xBB\x12\x3B\x68\x4C\x14\x8D\x75\xBC\xF7\x3B\x60\x14\xCE\xBA\x5A\xC7\x54\xBC\x00\x00\x00\x00\x6C\xA3\x6D\xBF\x5B\xF5\x7F\xBB\x57\x8E\xCC\xE4\x76\x38\x1B\x9E\x57\xF3\xAC\x55\x36\x02\x37\xD2\x42\x9B\xE2\xA9\x73\x8C\xB3\xF6\x5E\xE2\xA9\x73\xBE\x78\x77\xA1\x66\xD3\x06\x2D\x58\x88\x8E\x1F\x73\x0D\xC6\xB6\x27\xA2\xD5\x54\x4E\x71\xB6\x33\x31\x52\x0A\xA2\x4C\x85\x37\x67\x6F\x9F\xD8\xBD\x71\xE3\x77\x0D\x81\xE6\x57\x2F\x41\x99\x97\xAA\xD9\xEF\x58\xCF\x7C\x33\x4D\x53\x44\xD9\x18\xA9\x73\xA6\xC5\x85\xD7\x73\x97\x73\x56\xFA\x38\x54\x68\xAC\x45\xA3\x69\x31\x1D\x8C\xD2\xF6\x6B\x3E\x49\xA5\xF6\x2D\x9A\x91\x7C\xD5\x75\x4D\xDF\xA6\x8D\x7D\xED\x4C\x70\x44\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD8\xFD\x20\x0A\xBE\xEF\xF4\x6D\x01\x20\x00\x00\x50\x34\x02\x82\xFC\x69\x00\x18\x09\x8E\x92\x2E\x06\xCC\x01\xA5\x20\x00\x00\x00\x00\x40\x00\x11\x7F\xFF\xFF\xFF\x9F\xB0\x6B\xA1\x7F\xFF\xFF\xFF\x56\x7B\x2F\x7A\x7F\xFF\xFF\xFF\xAA\x49\x3D\x57\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBC\xF4\x66\xF1\x7F\xFF\xFF\xFF\x9B\xCB\xBA\xCD\x7F\xFF\xFF\xFF\xF5\xF9\x37\xF3\x7F\xFF\xFF\xFF\x28\x79\x82\x23\x7F\xFF\xFF\xFF\x23\x28\xB5\xC1\x7F\xFF\xFF\xFF\x9E\xC2\x35\x76\x7F\xFF\xFF\xFF\x16\xCD\xBB\xB1\x7F\xFF\xFF\xFF\x52\x19\x58\xE8\x7F\xFF\xFF\xFF\x68\x4C\x14\x8D\x7F\xFF\xFF\xFF\x60\x14\xCE\xBA\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x5B\xF5\x7F\xBB\x7F\xFF\xFF\xFF\x76\x38\x1B\x9E\x7F\xFF\xFF\xFF\x36\x02\x37\xD2\x7F\xFF\xFF\xFF\x73\x8C\xB3\xF6\x7F\xFF\xFF\xFF\xBE\x78\x77\xA1\x7F\xFF\xFF\xFF\x58\x88\x8E\x1F\x7F\xFF\xFF\xFF\x27\xA2\xD5\x54\x7F\xFF\xFF\xFF\x31\x52\x0A\xA2\x7F\xFF\xFF\xFF\x6F\x9F\xD8\xBD\x7F\xFF\xFF\xFF\x81\xE6\x57\x2F\x7F\xFF\xFF\xFF\xD9\xEF\x58\xCF\x7F\xFF\xFF\xFF\x44\xD9\x18\xA9\x7F\xFF\xFF\xFF\xD7\x73\x97\x73\x7F\xFF\xFF\xFF\x68\xAC\x45\xA3\x7F\xFF\xFF\xFF\xD2\xF6\x6B\x3E\x7F\xFF\xFF\xFF\x9A\x91\x7C\xD5\x7F\xFF\xFF\xFF\x8D\x7D\xED\x4C\x70\x44\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE8783103), ('P4rIngress.bitmap_seq.seq', 0x30C5CE68)], 12700)
        self.setRegisterValue('P4rIngress.rounds', 0x30C5CE68, 12700)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x63)], 12700)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12700)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6D90A961), ('P4rIngress.values_v00000.hi', 0x8A583762)], 12700)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7A42798D), ('P4rIngress.values_v00001.hi', 0x50F1A2CB)], 12700)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x771AF0FD), ('P4rIngress.values_v00010.hi', 0x4B32B96A)], 12700)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6C0BCED5), ('P4rIngress.values_v00011.hi', 0x8F044E2A)], 12700)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4EBEBEF5), ('P4rIngress.values_v00100.hi', 0x7CD1FB68)], 12700)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x758AC961), ('P4rIngress.values_v00101.hi', 0x2B754E76)], 12700)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4C31D441), ('P4rIngress.values_v00110.hi', 0x8F9E167C)], 12700)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5516C883), ('P4rIngress.values_v00111.hi', 0x5CFD15A7)], 12700)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5627D757), ('P4rIngress.values_v01000.hi', 0x4D9787AA)], 12700)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x634EA46D), ('P4rIngress.values_v01001.hi', 0x67EBE613)], 12700)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x533BEC63), ('P4rIngress.values_v01010.hi', 0x446AF02B)], 12700)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x78AB43C7), ('P4rIngress.values_v01011.hi', 0x2016CA83)], 12700)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x761669FC), ('P4rIngress.values_v01100.hi', 0x47199802)], 12700)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5257991F), ('P4rIngress.values_v01101.hi', 0xD12DAA77)], 12700)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x71C087B7), ('P4rIngress.values_v01110.hi', 0xB341FC68)], 12700)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x65121BC8), ('P4rIngress.values_v01111.hi', 0x8EE4EB1B)], 12700)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x699D9DA9), ('P4rIngress.values_v10000.hi', 0x662A6E59)], 12700)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4D4E67C6), ('P4rIngress.values_v10001.hi', 0x642BEDC6)], 12700)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x798EC9C7), ('P4rIngress.values_v10010.hi', 0x3F291A6A)], 12700)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x531D2688), ('P4rIngress.values_v10011.hi', 0x999F0C82)], 12700)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5CE71B6F), ('P4rIngress.values_v10100.hi', 0x95FE556F)], 12700)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x779DA2AF), ('P4rIngress.values_v10101.hi', 0x9F233592)], 12700)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5A9ACAC3), ('P4rIngress.values_v10110.hi', 0x99A11E25)], 12700)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x76AC3AA8), ('P4rIngress.values_v10111.hi', 0x6EDBB3CE)], 12700)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5CF86717), ('P4rIngress.values_v11000.hi', 0x72242E51)], 12700)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x733F3DE7), ('P4rIngress.values_v11001.hi', 0x9545E0AE)], 12700)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x57093A7B), ('P4rIngress.values_v11010.hi', 0xA72C6479)], 12700)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6EC48AD4), ('P4rIngress.values_v11011.hi', 0x7BDBB66A)], 12700)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5398843D), ('P4rIngress.values_v11100.hi', 0xBC9DAC2F)], 12700)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x64C49476), ('P4rIngress.values_v11101.hi', 0x0FDF1973)], 12700)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x43F688FB), ('P4rIngress.values_v11110.hi', 0x0D774EF6)], 12700)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6911F479), ('P4rIngress.values_v11111.hi', 0x5CA9CEBE)], 12700)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5D7A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000102F),
                gc.DataTuple('slot_count', 0x0000021B),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59526677),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xCEF73A69),
                gc.KeyTuple('src_port', 0x1C4E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5D7A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0107),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCE\xF7\x3A\x69\x00\x00\x00\x00\x1C\x4E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5D\x7A\x00\x18\x59\x52\x66\x77\x01\x6D\x05\x86\x30\xC5\xCE\x68\x00\x40\x00\x00\x43\x37\xC8\xD3\xCC\x1F\xC0\x39\x74\xD5\xA9\xC9\x49\x38\xEA\x99\x44\xA3\xC4\xC3\x6D\x71\xBC\xE5\x76\x72\xD3\x3F\xAA\x1E\x62\xD7\x57\x6F\xBB\x0A\x3B\x2B\xB4\x6C\x75\xAA\x43\x3D\x6B\x69\xFA\xA2\x73\x6F\x5C\xCB\x9D\x85\xAC\x32\x47\x68\xAD\x1F\x3A\x3E\xAC\x35\x44\x6C\xBD\xA5\x68\xDA\x73\x1B\x60\x3E\xF4\xE3\x1F\xFB\x42\xA3\x47\x9B\xF1\x39\x9E\xD1\x28\xFF\x6B\x5B\x51\xFA\x7B\x2E\x80\xD8\x4B\x9B\x25\x2F\x63\xD7\xB6\x9F\x42\x2F\xAF\xAF\x59\xDC\xA6\xB7\x55\xC1\x1C\x1F\x96\x68\x7B\x7F\x57\x44\x55\x67\x61\x45\x87\xD1\x57\xF2\x4A\x6D\x39\x57\x04\xBA\x70\xFF\x53\x55\x47\x6D\x02\xC6\x5E\xB4\xCA\x5F\x71\x5D\x5B\xD7\x79\xB5\xB6\xAE\xBD\x54\xDE\xF4\x58\x95\x49\xC0\x94\xC1\xC9\x23\x42\xA6\x46\x13\x6C\x5D\x74\xAF\x46\xAA\x73\x3A\xDB\xF6\x18\xD9\x58\x50\x60\x04\x6C\xB0\x9D\x91\x79\x59\xAA\xC3\x2B\xB6\xEF\x33\x4A\x73\x94\x23\xD2\x7D\x7E\x7E\x56\x8D\x53\x37\xBD\xAA\xAA\xD3\x72\xE9\x21\x5E\x18\x9F\xE3\xD0\x76\x35\x64\xFF\xD2\xB3\xC9\x96\x72\xCC\xB6\x26\x1E\xC5\x59\xCA\x48\xB7\x05\x81\x07\x73\xCB\x2A\x4E\x1B\x69\x7F\x6C\x37\x84\x07\x92\xE4\xBE\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCE\xF7\x3A\x69\xBE\xEF\x1C\x4E\x01\x20\x00\x00\x50\x34\x02\x82\x5D\x7A\x00\x18\x59\x52\x66\x77\x01\x6D\x01\x86\x30\xC5\xCE\x68\x00\x40\x00\x11\x7F\xFF\xFF\xFF\xCC\x1F\xC0\x39\x7F\xFF\xFF\xFF\x49\x38\xEA\x99\x7F\xFF\xFF\xFF\x6D\x71\xBC\xE5\x7F\xFF\xFF\xFF\xAA\x1E\x62\xD7\x7F\xFF\xFF\xFF\x3B\x2B\xB4\x6C\x7F\xFF\xFF\xFF\x6B\x69\xFA\xA2\x7F\xFF\xFF\xFF\x9D\x85\xAC\x32\x7F\xFF\xFF\xFF\x3A\x3E\xAC\x35\x7F\xFF\xFF\xFF\x68\xDA\x73\x1B\x7F\xFF\xFF\xFF\x1F\xFB\x42\xA3\x7F\xFF\xFF\xFF\x9E\xD1\x28\xFF\x7F\xFF\xFF\xFF\x7B\x2E\x80\xD8\x7F\xFF\xFF\xFF\x63\xD7\xB6\x9F\x7F\xFF\xFF\xFF\x59\xDC\xA6\xB7\x7F\xFF\xFF\xFF\x96\x68\x7B\x7F\x7F\xFF\xFF\xFF\x61\x45\x87\xD1\x7F\xFF\xFF\xFF\x39\x57\x04\xBA\x7F\xFF\xFF\xFF\x47\x6D\x02\xC6\x7F\xFF\xFF\xFF\x71\x5D\x5B\xD7\x7F\xFF\xFF\xFF\xBD\x54\xDE\xF4\x7F\xFF\xFF\xFF\x94\xC1\xC9\x23\x7F\xFF\xFF\xFF\x6C\x5D\x74\xAF\x7F\xFF\xFF\xFF\xDB\xF6\x18\xD9\x7F\xFF\xFF\xFF\x6C\xB0\x9D\x91\x7F\xFF\xFF\xFF\x2B\xB6\xEF\x33\x7F\xFF\xFF\xFF\xD2\x7D\x7E\x7E\x7F\xFF\xFF\xFF\xBD\xAA\xAA\xD3\x7F\xFF\xFF\xFF\x18\x9F\xE3\xD0\x7F\xFF\xFF\xFF\xD2\xB3\xC9\x96\x7F\xFF\xFF\xFF\x1E\xC5\x59\xCA\x7F\xFF\xFF\xFF\x07\x73\xCB\x2A\x7F\xFF\xFF\xFF\x6C\x37\x84\x07\x92\xE4\xBE\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC2229624), ('P4rIngress.bitmap_seq.seq', 0x6C000000)], 12189)
        self.setRegisterValue('P4rIngress.rounds', 0x6C000000, 12189)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x8D)], 12189)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12189)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x706151AC), ('P4rIngress.values_v00000.hi', 0x8FA2F53C)], 12189)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x409B4F3B), ('P4rIngress.values_v00001.hi', 0x48E97377)], 12189)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5D5ABF6F), ('P4rIngress.values_v00010.hi', 0x679AC53B)], 12189)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x48AD755A), ('P4rIngress.values_v00011.hi', 0xBF538CA3)], 12189)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x539DAE90), ('P4rIngress.values_v00100.hi', 0x53FAC34B)], 12189)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x79ACB76E), ('P4rIngress.values_v00101.hi', 0x3D96B33D)], 12189)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4EF7D96B), ('P4rIngress.values_v00110.hi', 0xBAC7739A)], 12189)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x526859B7), ('P4rIngress.values_v00111.hi', 0x67B1BBFA)], 12189)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x557274B1), ('P4rIngress.values_v01000.hi', 0x459E1389)], 12189)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x77FB7EED), ('P4rIngress.values_v01001.hi', 0x73CFC4F0)], 12189)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x60F2E569), ('P4rIngress.values_v01010.hi', 0x4A967F4F)], 12189)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A77A9BD), ('P4rIngress.values_v01011.hi', 0x6ACFE725)], 12189)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6AD57381), ('P4rIngress.values_v01100.hi', 0x72EAB869)], 12189)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x749974E3), ('P4rIngress.values_v01101.hi', 0x2CFDDC55)], 12189)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4738C14D), ('P4rIngress.values_v01110.hi', 0xE38EBFFE)], 12189)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B40A6C0), ('P4rIngress.values_v01111.hi', 0xB37CC128)], 12189)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6365B624), ('P4rIngress.values_v10000.hi', 0x76C47632)], 12189)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4AEB7B37), ('P4rIngress.values_v10001.hi', 0x7AA91CA9)], 12189)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5B6B1452), ('P4rIngress.values_v10010.hi', 0xCCDE6AB7)], 12189)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4C1266F7), ('P4rIngress.values_v10011.hi', 0x74EC753F)], 12189)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5555E8FB), ('P4rIngress.values_v10100.hi', 0x5C37D9DA)], 12189)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5EDDF6C9), ('P4rIngress.values_v10101.hi', 0x5EF2E263)], 12189)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6CB23F80), ('P4rIngress.values_v10110.hi', 0x9E3500FE)], 12189)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4B092A5E), ('P4rIngress.values_v10111.hi', 0x7D262D63)], 12189)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6AB01116), ('P4rIngress.values_v11000.hi', 0x7A5983B5)], 12189)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6DD9CE7E), ('P4rIngress.values_v11001.hi', 0x60DDB6D6)], 12189)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4954D52E), ('P4rIngress.values_v11010.hi', 0x7D7591E0)], 12189)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4D8D0843), ('P4rIngress.values_v11011.hi', 0x472C74F6)], 12189)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7FA9486F), ('P4rIngress.values_v11100.hi', 0x624CA61E)], 12189)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x590C54BC), ('P4rIngress.values_v11101.hi', 0x54F8B666)], 12189)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x66D409B9), ('P4rIngress.values_v11110.hi', 0x1E1F772F)], 12189)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x737452D3), ('P4rIngress.values_v11111.hi', 0xAE58B0B6)], 12189)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0B6A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000060C),
                gc.DataTuple('slot_count', 0x000016FF),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x81C9D6A2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x2E1D14B8),
                gc.KeyTuple('src_port', 0x97F8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0B6A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x030C),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x1D\x14\xB8\x00\x00\x00\x00\x97\xF8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0B\x6A\x00\x18\x81\xC9\xD6\xA2\x09\x91\x03\xD4\x6C\x00\x00\x00\x00\x40\x00\x00\x7D\x87\x52\xAC\xB5\xAC\x91\xA0\x74\xB8\x5C\x29\x4E\x6A\xE3\x44\x61\x89\xA6\x6A\x37\x48\xBD\x91\x51\x7C\xE2\x9E\x9B\xBE\x22\xA9\x51\xF8\x07\xB7\x5F\x95\xB7\x63\x76\xBA\x54\xA7\x6E\x57\x85\x23\x7E\xC4\xB3\xF9\xBB\x7A\x2B\xF9\x7A\xB6\xF0\x27\x2B\x95\x99\xA4\x48\x3D\x42\x99\x65\x30\xE0\x07\x7C\xE8\x63\x09\x15\x12\x35\x9A\x4D\x45\xB7\x7D\xEA\xB3\x4B\xA5\x64\xCE\xCE\x75\x4C\xCF\xCA\x83\x56\x15\x5D\xF6\x40\x3B\xB5\x4B\x7C\xDB\x03\xD9\x25\xD3\x67\x3D\x6C\x7E\x6D\xDF\x25\x99\x4A\xA3\x6D\x3A\x22\x15\xFA\x99\x8B\x2F\x7A\x17\xAF\xBE\x0C\xF2\xC3\xF2\x6C\x47\x03\x16\x2A\xF6\x12\x7E\x6A\xD2\x64\xEE\x99\x4F\x32\x95\x6D\x92\xA7\x50\x3F\xC7\x4B\x8D\x72\x84\xB5\xCF\x34\x15\xF0\xDB\x68\x95\xAA\x97\x84\xF5\x47\x67\x4A\xD7\xA2\x57\x82\xA7\xE5\x8B\x4A\xE9\xE2\xE4\x9A\x46\xAE\xC5\x56\xAF\x2D\xAB\x3E\xCA\xAC\x7A\x52\xF8\x6C\x27\x26\xC0\xC1\x87\x77\xB6\xDC\x7B\x51\xC7\xB9\x24\x40\x7E\x67\x4C\x42\x99\x45\x0C\x7E\x8D\xC3\xC7\x22\x0D\x8E\xF2\x5E\x99\x3D\x99\x6E\x1E\x92\xB3\x52\xA4\x69\x8D\x63\xA7\xC7\x5D\x5F\xD4\x31\x75\xB0\x10\x3D\x7A\xAA\x4A\x67\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\x1D\x14\xB8\xBE\xEF\x97\xF8\x01\x20\x00\x00\x50\x34\x02\x82\x0B\x6A\x00\x18\x81\xC9\xD6\xA2\x09\x91\x01\xD4\x6C\x00\x00\x00\x00\x40\x00\x01\x7F\xFF\xFF\xFF\xB5\xAC\x91\xA0\x7F\xFF\xFF\xFF\x4E\x6A\xE3\x44\x7F\xFF\xFF\xFF\x37\x48\xBD\x91\x7F\xFF\xFF\xFF\x9B\xBE\x22\xA9\x7F\xFF\xFF\xFF\x5F\x95\xB7\x63\x7F\xFF\xFF\xFF\x6E\x57\x85\x23\x7F\xFF\xFF\xFF\xBB\x7A\x2B\xF9\x7F\xFF\xFF\xFF\x2B\x95\x99\xA4\x7F\xFF\xFF\xFF\x65\x30\xE0\x07\x7F\xFF\xFF\xFF\x15\x12\x35\x9A\x7F\xFF\xFF\xFF\xEA\xB3\x4B\xA5\x7F\xFF\xFF\xFF\x4C\xCF\xCA\x83\x7F\xFF\xFF\xFF\x40\x3B\xB5\x4B\x7F\xFF\xFF\xFF\x25\xD3\x67\x3D\x7F\xFF\xFF\xFF\x25\x99\x4A\xA3\x7F\xFF\xFF\xFF\xFA\x99\x8B\x2F\x7F\xFF\xFF\xFF\x0C\xF2\xC3\xF2\x7F\xFF\xFF\xFF\x2A\xF6\x12\x7E\x7F\xFF\xFF\xFF\x99\x4F\x32\x95\x7F\xFF\xFF\xFF\x3F\xC7\x4B\x8D\x7F\xFF\xFF\xFF\x34\x15\xF0\xDB\x7F\xFF\xFF\xFF\x84\xF5\x47\x67\x7F\xFF\xFF\xFF\x82\xA7\xE5\x8B\x7F\xFF\xFF\xFF\x9A\x46\xAE\xC5\x7F\xFF\xFF\xFF\x3E\xCA\xAC\x7A\x7F\xFF\xFF\xFF\x26\xC0\xC1\x87\x7F\xFF\xFF\xFF\x51\xC7\xB9\x24\x7F\xFF\xFF\xFF\x42\x99\x45\x0C\x7F\xFF\xFF\xFF\x22\x0D\x8E\xF2\x7F\xFF\xFF\xFF\x6E\x1E\x92\xB3\x7F\xFF\xFF\xFF\x63\xA7\xC7\x5D\x7F\xFF\xFF\xFF\xB0\x10\x3D\x7A\xAA\x4A\x67\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2432701E), ('P4rIngress.bitmap_seq.seq', 0xC1A0F71D)], 11448)
        self.setRegisterValue('P4rIngress.rounds', 0xC1A0F71D, 11448)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x67)], 11448)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11448)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x41D3EC7D), ('P4rIngress.values_v00000.hi', 0xB32B0BA5)], 11448)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x49A69BAA), ('P4rIngress.values_v00001.hi', 0x64CD475F)], 11448)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x793716F0), ('P4rIngress.values_v00010.hi', 0xA3664BFD)], 11448)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x54D29AFE), ('P4rIngress.values_v00011.hi', 0xCA6AC2F6)], 11448)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4D322E70), ('P4rIngress.values_v00100.hi', 0x316E8D3B)], 11448)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6F2ACFEC), ('P4rIngress.values_v00101.hi', 0xA23E6734)], 11448)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x636200AE), ('P4rIngress.values_v00110.hi', 0x3502841D)], 11448)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7562EBE5), ('P4rIngress.values_v00111.hi', 0xB4869704)], 11448)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x636E28E0), ('P4rIngress.values_v01000.hi', 0x6C1B709D)], 11448)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x52F50F2F), ('P4rIngress.values_v01001.hi', 0x00000000)], 11448)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7A4FC183), ('P4rIngress.values_v01010.hi', 0xECD95C4B)], 11448)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A349846), ('P4rIngress.values_v01011.hi', 0x48E792EA)], 11448)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4D8D005A), ('P4rIngress.values_v01100.hi', 0x7BD29336)], 11448)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x577054F9), ('P4rIngress.values_v01101.hi', 0x51193563)], 11448)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6E24293B), ('P4rIngress.values_v01110.hi', 0x0D8A3C71)], 11448)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x719768CA), ('P4rIngress.values_v01111.hi', 0x87E624FA)], 11448)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7E06F0D5), ('P4rIngress.values_v10000.hi', 0x264C89D1)], 11448)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x58ED02B9), ('P4rIngress.values_v10001.hi', 0x44AC6C7C)], 11448)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7E39E297), ('P4rIngress.values_v10010.hi', 0x56534A75)], 11448)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6B8F3026), ('P4rIngress.values_v10011.hi', 0x64AE51E7)], 11448)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x537F0D8E), ('P4rIngress.values_v10100.hi', 0x5BF64573)], 11448)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7AFED18D), ('P4rIngress.values_v10101.hi', 0x8DCF4E32)], 11448)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x76E326D2), ('P4rIngress.values_v10110.hi', 0x795FB37C)], 11448)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x75674AA6), ('P4rIngress.values_v10111.hi', 0x175585EB)], 11448)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x72ADA193), ('P4rIngress.values_v11000.hi', 0x3433AB1D)], 11448)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4F2D4ECD), ('P4rIngress.values_v11001.hi', 0x00000000)], 11448)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x786D9E29), ('P4rIngress.values_v11010.hi', 0x15B5F48C)], 11448)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x756985DD), ('P4rIngress.values_v11011.hi', 0x846F5F1D)], 11448)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5BAD3B23), ('P4rIngress.values_v11100.hi', 0x6B5A762D)], 11448)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x44993770), ('P4rIngress.values_v11101.hi', 0x8D9F666E)], 11448)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7AE5A553), ('P4rIngress.values_v11110.hi', 0xE37481AB)], 11448)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5F192BDD), ('P4rIngress.values_v11111.hi', 0x6CDD76AD)], 11448)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xADC7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000427),
                gc.DataTuple('slot_count', 0x00000BF2),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4CE2F3EC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xDB2ABC5A),
                gc.KeyTuple('src_port', 0x47B1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xADC7),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 30
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\x2A\xBC\x5A\x00\x00\x00\x00\x47\xB1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAD\xC7\x00\x18\x4C\xE2\xF3\xEC\x08\x91\x03\xB0\xC1\xA0\xF7\x1D\x00\x40\x00\x00\x4A\x9A\x4C\xA5\xCA\x27\x9F\xBE\x42\xA1\x25\xBD\x5A\x49\xF1\xCA\x5E\xD7\x34\xBE\xC3\xF7\x52\xED\x56\xEB\xB3\x1C\xCE\xA4\xDF\xC3\x65\xEF\xB7\x4D\x71\x45\x92\xF3\x4A\xE9\xC1\xB3\x6E\x22\xAE\xFF\x47\x43\x9D\xBA\x56\x69\xE0\x2C\x7C\x65\x9F\xAE\x79\xB0\xB3\xEF\x6F\x68\x34\x56\x4C\xBB\x73\xBD\x5D\x35\xFE\xCC\x00\x00\x00\x00\x7A\x40\x8D\x8F\x52\xF6\x19\x7A\x69\x17\x9F\x46\x6F\x11\xFA\x49\x6D\x1E\xAD\x5B\x33\x51\xEA\x4B\x63\x83\x74\xC1\x7F\xAB\xB5\x8D\x5F\x74\x63\x3B\xFE\x7D\xBE\x75\x5A\x89\x4C\x73\xDE\xC4\x5B\x8B\x45\x27\x2B\xD7\x62\x7C\xAE\x9F\x6D\xAD\x45\xB5\x4E\x3F\x9D\x62\x6E\xFA\x33\x8E\x33\x53\x5B\x2C\x50\xD1\x5A\x4B\x6E\x9F\x5C\x35\x7B\xA3\xDD\x98\x58\x12\xF7\x81\x4B\x92\xFA\x95\xF9\xAB\x95\x67\x44\xCD\x25\x5D\x63\x98\x4B\xF2\x57\x1E\x63\x9F\x32\xB5\xCA\xE7\x53\xAB\x2A\x63\x63\x09\xAA\x4C\x65\x61\xA1\x4F\x00\x00\x00\x00\x76\xED\x93\x4D\xB5\x7D\xE1\x98\x5D\xA6\x16\x89\xE3\xAE\x53\x67\x66\x42\x3D\x54\x37\x92\x92\x7B\x6B\x0C\x69\x3E\x88\xEF\xE2\x7D\x50\xD1\x58\xDD\xF4\xBF\xD3\x0B\x6E\x56\x6A\xD1\x55\x8D\xA7\xAE\xF6\xC3\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDB\x2A\xBC\x5A\xBE\xEF\x47\xB1\x01\x20\x00\x00\x50\x34\x02\x82\xAD\xC7\x00\x18\x4C\xE2\xF3\xEC\x08\x91\x01\xB0\xC1\xA0\xF7\x1D\x00\x40\x00\x16\x7F\xFF\xFF\xFF\xCA\x27\x9F\xBE\x7F\xFF\xFF\xFF\x5A\x49\xF1\xCA\x7F\xFF\xFF\xFF\xC3\xF7\x52\xED\x7F\xFF\xFF\xFF\xCE\xA4\xDF\xC3\x7F\xFF\xFF\xFF\x71\x45\x92\xF3\x7F\xFF\xFF\xFF\x6E\x22\xAE\xFF\x7F\xFF\xFF\xFF\x56\x69\xE0\x2C\x7F\xFF\xFF\xFF\x79\xB0\xB3\xEF\x7F\xFF\xFF\xFF\x4C\xBB\x73\xBD\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x52\xF6\x19\x7A\x7F\xFF\xFF\xFF\x6F\x11\xFA\x49\x7F\xFF\xFF\xFF\x33\x51\xEA\x4B\x7F\xFF\xFF\xFF\x7F\xAB\xB5\x8D\x7F\xFF\xFF\xFF\xFE\x7D\xBE\x75\x7F\xFF\xFF\xFF\xDE\xC4\x5B\x8B\x7F\xFF\xFF\xFF\x62\x7C\xAE\x9F\x7F\xFF\xFF\xFF\x4E\x3F\x9D\x62\x7F\xFF\xFF\xFF\x33\x53\x5B\x2C\x7F\xFF\xFF\xFF\x6E\x9F\x5C\x35\x7F\xFF\xFF\xFF\x58\x12\xF7\x81\x7F\xFF\xFF\xFF\xF9\xAB\x95\x67\x7F\xFF\xFF\xFF\x63\x98\x4B\xF2\x7F\xFF\xFF\xFF\x32\xB5\xCA\xE7\x7F\xFF\xFF\xFF\x63\x09\xAA\x4C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB5\x7D\xE1\x98\x7F\xFF\xFF\xFF\xE3\xAE\x53\x67\x7F\xFF\xFF\xFF\x37\x92\x92\x7B\x7F\xFF\xFF\xFF\x88\xEF\xE2\x7D\x7F\xFF\xFF\xFF\xF4\xBF\xD3\x0B\x7F\xFF\xFF\xFF\x55\x8D\xA7\xAE\xF6\xC3\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCC0A1F25), ('P4rIngress.bitmap_seq.seq', 0x33E1D290)], 9121)
        self.setRegisterValue('P4rIngress.rounds', 0x33E1D290, 9121)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x73)], 9121)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9121)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6A1FA47E), ('P4rIngress.values_v00000.hi', 0x51362D35)], 9121)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7D7A7B37), ('P4rIngress.values_v00001.hi', 0x1FE2B1A9)], 9121)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4C466BDB), ('P4rIngress.values_v00010.hi', 0xEA52CBA2)], 9121)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x58FFDAD9), ('P4rIngress.values_v00011.hi', 0xEDEC60EE)], 9121)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7EA3C9D3), ('P4rIngress.values_v00100.hi', 0xADDA45C2)], 9121)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x403F3CEA), ('P4rIngress.values_v00101.hi', 0x7BDFCFEF)], 9121)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x40EB395D), ('P4rIngress.values_v00110.hi', 0x3331B969)], 9121)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4E12C26A), ('P4rIngress.values_v00111.hi', 0x4ED44CC9)], 9121)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x413FDE21), ('P4rIngress.values_v01000.hi', 0x4AC5C7A7)], 9121)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7D9B5F9A), ('P4rIngress.values_v01001.hi', 0x821E9E27)], 9121)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4DA6BD45), ('P4rIngress.values_v01010.hi', 0xA98FEDFF)], 9121)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6AA42A14), ('P4rIngress.values_v01011.hi', 0x89C8D02D)], 9121)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6691C12F), ('P4rIngress.values_v01100.hi', 0x331481EB)], 9121)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6C99D7E5), ('P4rIngress.values_v01101.hi', 0x971359F5)], 9121)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6EE9B5F3), ('P4rIngress.values_v01110.hi', 0x8E14DE05)], 9121)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5731D12D), ('P4rIngress.values_v01111.hi', 0x49AAA2DB)], 9121)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7B6D3CA9), ('P4rIngress.values_v10000.hi', 0x67A916B7)], 9121)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5B2719DF), ('P4rIngress.values_v10001.hi', 0x9C36B85B)], 9121)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x58E893D2), ('P4rIngress.values_v10010.hi', 0x5A66C9E3)], 9121)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4D2BA25C), ('P4rIngress.values_v10011.hi', 0x79FCBD95)], 9121)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6DB84D35), ('P4rIngress.values_v10100.hi', 0x408CCDDF)], 9121)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x696E14B3), ('P4rIngress.values_v10101.hi', 0x51BB32E0)], 9121)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5AA2A952), ('P4rIngress.values_v10110.hi', 0x849B5775)], 9121)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7BC2168F), ('P4rIngress.values_v10111.hi', 0xA72340E4)], 9121)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7F9EB490), ('P4rIngress.values_v11000.hi', 0x5A11AB1B)], 9121)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x565631FB), ('P4rIngress.values_v11001.hi', 0xCE5AF051)], 9121)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5DCFA5A9), ('P4rIngress.values_v11010.hi', 0x3121A22D)], 9121)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x418CC85B), ('P4rIngress.values_v11011.hi', 0x54F14769)], 9121)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x74631860), ('P4rIngress.values_v11100.hi', 0x89D299B5)], 9121)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5150EBD7), ('P4rIngress.values_v11101.hi', 0x5466B998)], 9121)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6E6C7944), ('P4rIngress.values_v11110.hi', 0xAF5FAA2F)], 9121)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x561F59CD), ('P4rIngress.values_v11111.hi', 0xB1CACC9D)], 9121)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4990),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000222),
                gc.DataTuple('slot_count', 0x000002AA),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA8398F45),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x55CBAC49),
                gc.KeyTuple('src_port', 0x81B3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4990),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0389),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\xCB\xAC\x49\x00\x00\x00\x00\x81\xB3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x49\x90\x00\x18\xA8\x39\x8F\x45\x01\x7F\x01\xF2\x33\xE1\xD2\x90\x00\x40\x00\x00\x4A\x6B\x95\x07\x7B\x87\xA5\x29\x6C\xE0\x6B\xAA\x62\xE2\x9D\xF3\x74\x52\x68\x2F\xEB\x52\xCB\xD7\x58\x12\x78\xD7\x22\x25\x5A\x3B\x6E\x94\xFA\x4B\xBB\xF2\x13\x53\x66\xF1\xE1\xCC\x3C\x14\xEF\xE4\x61\xE1\x1F\x6C\x6B\x06\xBA\xD7\x44\x12\x8A\xEA\x66\x34\x6C\x7A\x4B\x8E\x2B\x29\x5F\x95\xAC\x27\x52\xDB\x5C\x0F\xF6\xE4\xFD\xC9\x79\x29\x8F\x7B\xB9\xD1\xD6\x45\x4B\x97\x43\x3B\xAB\x1D\xD1\xEE\x6C\x75\x97\xFA\x64\x7D\xB3\xE9\x65\xA7\x54\x6F\xD3\x18\x35\xF5\x69\x0F\xA0\x72\xB5\xDE\x5C\xB0\x40\xE7\xF3\xDE\x7B\xF9\xDE\xC9\x63\x1D\xBB\x0B\x73\xF8\x47\x24\x5D\x13\x99\x3D\xE1\x58\x37\xA0\x6E\x8C\x53\x5B\x4A\x9C\x58\x6D\x40\x32\xC1\x2B\x41\x60\x94\xC2\x7C\xAF\x58\xD3\x12\xFA\x7B\xE5\x76\x2E\x97\xFB\x5A\x73\xE7\x88\x63\x61\xFA\xE0\xE5\xBB\x54\x8E\x64\x57\xDD\x0D\xB9\xAF\x40\x40\x7F\xA1\x5D\xA6\x6B\x08\xB2\x1B\x6C\x94\x68\x91\x15\x5A\xF9\x0F\x4D\x0D\xF3\x47\x62\xEF\x95\xBD\x5B\x28\x7E\xE3\x77\xA9\x55\x7D\x76\x72\xEB\xE3\xCE\xD1\x89\x27\x63\xA5\x93\x4B\x2E\x13\xFD\xCA\x59\x2B\x2D\x65\x67\xD4\xAC\xA8\x62\xEE\xD8\x8A\x22\x82\xDF\xA4\x03\x71\x55\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\xCB\xAC\x49\xBE\xEF\x81\xB3\x01\x20\x00\x00\x50\x34\x02\x82\x49\x90\x00\x18\xA8\x39\x8F\x45\x01\x7F\x01\xF2\x33\xE1\xD2\x90\x00\x40\x00\x0A\x7F\xFF\xFF\xFF\x7B\x87\xA5\x29\x7F\xFF\xFF\xFF\x62\xE2\x9D\xF3\x7F\xFF\xFF\xFF\xEB\x52\xCB\xD7\x7F\xFF\xFF\xFF\x22\x25\x5A\x3B\x7F\xFF\xFF\xFF\xBB\xF2\x13\x53\x7F\xFF\xFF\xFF\x3C\x14\xEF\xE4\x7F\xFF\xFF\xFF\x6B\x06\xBA\xD7\x7F\xFF\xFF\xFF\x66\x34\x6C\x7A\x7F\xFF\xFF\xFF\x5F\x95\xAC\x27\x7F\xFF\xFF\xFF\xF6\xE4\xFD\xC9\x7F\xFF\xFF\xFF\xB9\xD1\xD6\x45\x7F\xFF\xFF\xFF\xAB\x1D\xD1\xEE\x7F\xFF\xFF\xFF\x64\x7D\xB3\xE9\x7F\xFF\xFF\xFF\xD3\x18\x35\xF5\x7F\xFF\xFF\xFF\xB5\xDE\x5C\xB0\x7F\xFF\xFF\xFF\x7B\xF9\xDE\xC9\x7F\xFF\xFF\xFF\x73\xF8\x47\x24\x7F\xFF\xFF\xFF\xE1\x58\x37\xA0\x7F\xFF\xFF\xFF\x4A\x9C\x58\x6D\x7F\xFF\xFF\xFF\x41\x60\x94\xC2\x7F\xFF\xFF\xFF\x12\xFA\x7B\xE5\x7F\xFF\xFF\xFF\x5A\x73\xE7\x88\x7F\xFF\xFF\xFF\xE5\xBB\x54\x8E\x7F\xFF\xFF\xFF\xB9\xAF\x40\x40\x7F\xFF\xFF\xFF\x6B\x08\xB2\x1B\x7F\xFF\xFF\xFF\x15\x5A\xF9\x0F\x7F\xFF\xFF\xFF\x62\xEF\x95\xBD\x7F\xFF\xFF\xFF\x77\xA9\x55\x7D\x7F\xFF\xFF\xFF\xCE\xD1\x89\x27\x7F\xFF\xFF\xFF\x2E\x13\xFD\xCA\x7F\xFF\xFF\xFF\x67\xD4\xAC\xA8\x7F\xFF\xFF\xFF\x22\x82\xDF\xA4\x03\x71\x55\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18\x1F\xCF\xA1\x5E\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE2AA1265), ('P4rIngress.bitmap_seq.seq', 0x4283FD27)], 12288)
        self.setRegisterValue('P4rIngress.rounds', 0x4283FD27, 12288)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0xAF)], 12288)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12288)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x57298029), ('P4rIngress.values_v00000.hi', 0xC27DF508)], 12288)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7FBE9649), ('P4rIngress.values_v00001.hi', 0x5BAB9C27)], 12288)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D9223B7), ('P4rIngress.values_v00010.hi', 0xC8A9FAD3)], 12288)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7C713A89), ('P4rIngress.values_v00011.hi', 0x8F87CE4C)], 12288)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x43D50C4B), ('P4rIngress.values_v00100.hi', 0xA440A0C6)], 12288)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5252B79D), ('P4rIngress.values_v00101.hi', 0xE27656B5)], 12288)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6DA01F1B), ('P4rIngress.values_v00110.hi', 0x550F470B)], 12288)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x56CFDE1A), ('P4rIngress.values_v00111.hi', 0x6A347ADB)], 12288)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x50A497AE), ('P4rIngress.values_v01000.hi', 0x6AF9CB47)], 12288)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x62C9D5AD), ('P4rIngress.values_v01001.hi', 0x926A5919)], 12288)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x62A74FE5), ('P4rIngress.values_v01010.hi', 0xB5B6DD47)], 12288)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x470122CD), ('P4rIngress.values_v01011.hi', 0x7A13477C)], 12288)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6EEE2CB7), ('P4rIngress.values_v01100.hi', 0x49D0F8D6)], 12288)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x70239BC5), ('P4rIngress.values_v01101.hi', 0x61D687E2)], 12288)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4325B1ED), ('P4rIngress.values_v01110.hi', 0xD65CADD9)], 12288)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x54589CE7), ('P4rIngress.values_v01111.hi', 0x60A4523D)], 12288)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6A32F017), ('P4rIngress.values_v10000.hi', 0x51368858)], 12288)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x51F3A28D), ('P4rIngress.values_v10001.hi', 0x355BAB5A)], 12288)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x73AB1E7E), ('P4rIngress.values_v10010.hi', 0x2248655C)], 12288)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6CAB1675), ('P4rIngress.values_v10011.hi', 0x7974CD29)], 12288)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x54E69C73), ('P4rIngress.values_v10100.hi', 0x6CF9C5E6)], 12288)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x68DE934D), ('P4rIngress.values_v10101.hi', 0x98530C65)], 12288)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7BE33675), ('P4rIngress.values_v10110.hi', 0x51EE0F0B)], 12288)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x576D7B89), ('P4rIngress.values_v10111.hi', 0x7A762C42)], 12288)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x75A8B2F9), ('P4rIngress.values_v11000.hi', 0xB7147FE9)], 12288)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4A598673), ('P4rIngress.values_v11001.hi', 0x00000000)], 12288)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x71B3B8AB), ('P4rIngress.values_v11010.hi', 0x5B55ADB5)], 12288)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6A8D03BE), ('P4rIngress.values_v11011.hi', 0x346FF65B)], 12288)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x56AB7932), ('P4rIngress.values_v11100.hi', 0x6C929BE4)], 12288)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x511E22DD), ('P4rIngress.values_v11101.hi', 0x77D88F9E)], 12288)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x72E5CC37), ('P4rIngress.values_v11110.hi', 0xC78E7EA0)], 12288)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5D3BF38D), ('P4rIngress.values_v11111.hi', 0x6CBFC4C3)], 12288)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC064),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFFDDAC52),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xAAD5000A),
                gc.KeyTuple('src_port', 0x32F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC064),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0293),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\xD5\x00\x0A\x00\x00\x00\x00\x32\xF1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC0\x64\x00\x18\xFF\xDD\xAC\x52\x10\x00\x07\xD5\x42\x83\xFD\x27\x00\x40\x00\x00\x50\x0B\x8F\x3F\xB5\x0F\xAE\xDB\x6E\xBA\xE2\xEF\x46\xAF\x07\x5D\x5A\x3A\xAA\x17\x99\xA2\xC2\xF9\x56\x55\x70\xA9\x55\x21\x46\xEA\x77\x9D\x25\x79\xA8\x81\x3B\x36\x52\xD6\x11\x29\x85\xEA\x72\xA7\x71\xBB\x75\x68\xEA\xFA\x3D\x23\x53\x7A\x2D\x75\x4F\x6D\xCF\x4F\x7D\x39\xE7\x2E\x7B\x01\x3B\x94\x45\x6B\xF6\xAE\xB2\x85\xD4\xED\x72\x70\xAA\x03\xF5\x71\x91\x6B\x7F\x97\x0F\x83\x45\xB5\x9A\x54\x46\xE4\xBB\xF1\x48\xE5\x66\x8C\x5E\x74\xCC\x35\x5D\xD2\x58\xBB\x4D\x32\x4C\x8C\x00\x9C\x6D\x70\x70\x5B\xB0\xAC\x55\x07\xD5\xEC\x77\xB8\x6C\xC3\x55\x4E\xEB\xEF\x5D\xD4\xB2\xC3\xC5\xDB\xAD\x4D\x49\x86\x12\xE9\x78\x16\x63\x12\x4E\x72\x7E\xBB\x0C\x75\xF2\x49\x53\x94\x9F\xEB\x6D\x22\xE6\x35\x7D\x9F\xD6\x8B\x2D\x1A\x17\xC5\x42\xF6\x34\x35\x9D\x50\xFC\xC9\x72\x29\x49\xD9\x1F\x7E\x1E\xCD\x69\xAA\x70\x67\xB0\x26\xAA\xD1\x5A\x5D\x78\xE9\x00\x00\x00\x00\x7B\xE9\x8F\x2D\xC3\x50\xAD\x47\x66\xA1\xE6\x16\x57\xE7\xDC\xA9\x4D\xA5\x79\x6B\x59\x84\x00\x31\x5E\x15\x76\x14\x2D\xBD\xA8\x1A\x6D\x64\x2A\x2E\xA6\xC8\x92\xB6\x5B\xAB\x9A\x45\x67\xF7\x5D\xA7\xEF\x66\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAA\xD5\x00\x0A\xBE\xEF\x32\xF1\x01\x20\x00\x00\x50\x34\x02\x82\xC0\x64\x00\x18\xFF\xDD\xAC\x52\x10\x00\x01\xD5\x42\x83\xFD\x27\x00\x40\x00\x19\x7F\xFF\xFF\xFF\xB5\x0F\xAE\xDB\x7F\xFF\xFF\xFF\x46\xAF\x07\x5D\x7F\xFF\xFF\xFF\x99\xA2\xC2\xF9\x7F\xFF\xFF\xFF\x55\x21\x46\xEA\x7F\xFF\xFF\xFF\xA8\x81\x3B\x36\x7F\xFF\xFF\xFF\x85\xEA\x72\xA7\x7F\xFF\xFF\xFF\xEA\xFA\x3D\x23\x7F\xFF\xFF\xFF\x4F\x6D\xCF\x4F\x7F\xFF\xFF\xFF\x7B\x01\x3B\x94\x7F\xFF\xFF\xFF\xB2\x85\xD4\xED\x7F\xFF\xFF\xFF\xF5\x71\x91\x6B\x7F\xFF\xFF\xFF\x45\xB5\x9A\x54\x7F\xFF\xFF\xFF\x48\xE5\x66\x8C\x7F\xFF\xFF\xFF\x5D\xD2\x58\xBB\x7F\xFF\xFF\xFF\x00\x9C\x6D\x70\x7F\xFF\xFF\xFF\x55\x07\xD5\xEC\x7F\xFF\xFF\xFF\x55\x4E\xEB\xEF\x7F\xFF\xFF\xFF\xC5\xDB\xAD\x4D\x7F\xFF\xFF\xFF\x78\x16\x63\x12\x7F\xFF\xFF\xFF\x0C\x75\xF2\x49\x7F\xFF\xFF\xFF\x6D\x22\xE6\x35\x7F\xFF\xFF\xFF\x2D\x1A\x17\xC5\x7F\xFF\xFF\xFF\x9D\x50\xFC\xC9\x7F\xFF\xFF\xFF\x1F\x7E\x1E\xCD\x7F\xFF\xFF\xFF\xB0\x26\xAA\xD1\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xC3\x50\xAD\x47\x7F\xFF\xFF\xFF\x57\xE7\xDC\xA9\x7F\xFF\xFF\xFF\x59\x84\x00\x31\x7F\xFF\xFF\xFF\x2D\xBD\xA8\x1A\x7F\xFF\xFF\xFF\xA6\xC8\x92\xB6\x7F\xFF\xFF\xFF\x67\xF7\x5D\xA7\xEF\x66\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD01CCCEE), ('P4rIngress.bitmap_seq.seq', 0x9A3D0128)], 9452)
        self.setRegisterValue('P4rIngress.rounds', 0x9A3D0128, 9452)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x12)], 9452)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9452)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x765A98AB), ('P4rIngress.values_v00000.hi', 0xBD737543)], 9452)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x69B629CB), ('P4rIngress.values_v00001.hi', 0x1A50F79B)], 9452)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7C705456), ('P4rIngress.values_v00010.hi', 0x724A1681)], 9452)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x438D0777), ('P4rIngress.values_v00011.hi', 0xB1301114)], 9452)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x40FB07B8), ('P4rIngress.values_v00100.hi', 0x0BF9067A)], 9452)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x576C410D), ('P4rIngress.values_v00101.hi', 0x9FED5D6A)], 9452)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6D085B3D), ('P4rIngress.values_v00110.hi', 0x66DFC3C5)], 9452)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x796EF5EE), ('P4rIngress.values_v00111.hi', 0x5E8A9350)], 9452)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4AD223A9), ('P4rIngress.values_v01000.hi', 0x66C4EEF6)], 9452)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x680FDA52), ('P4rIngress.values_v01001.hi', 0x752C1D78)], 9452)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x52CDFD54), ('P4rIngress.values_v01010.hi', 0x93D35657)], 9452)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x70B008E7), ('P4rIngress.values_v01011.hi', 0x6566AC97)], 9452)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C5B93EA), ('P4rIngress.values_v01100.hi', 0x5E1D8C62)], 9452)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x57A39A8F), ('P4rIngress.values_v01101.hi', 0x80000000)], 9452)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7819D759), ('P4rIngress.values_v01110.hi', 0x9CF5B583)], 9452)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x76457B54), ('P4rIngress.values_v01111.hi', 0x9A1A4E5E)], 9452)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x418A35B0), ('P4rIngress.values_v10000.hi', 0x3FEF33C7)], 9452)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7D4BA6A8), ('P4rIngress.values_v10001.hi', 0x61EC3F93)], 9452)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x56F4E1BC), ('P4rIngress.values_v10010.hi', 0x99576ED1)], 9452)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7E0CB16B), ('P4rIngress.values_v10011.hi', 0x2B4CBE7C)], 9452)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5D6CF66D), ('P4rIngress.values_v10100.hi', 0xF8C6A55E)], 9452)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x54622D1E), ('P4rIngress.values_v10101.hi', 0x26E6EB5F)], 9452)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7BD2A3AE), ('P4rIngress.values_v10110.hi', 0x47BC9AC3)], 9452)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6DAA84C9), ('P4rIngress.values_v10111.hi', 0x2D7EA0BB)], 9452)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5D5C60B9), ('P4rIngress.values_v11000.hi', 0x709718CC)], 9452)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6CC5F61B), ('P4rIngress.values_v11001.hi', 0xB53B8A48)], 9452)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x664FE3D5), ('P4rIngress.values_v11010.hi', 0x5EC314F1)], 9452)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4F8B69C5), ('P4rIngress.values_v11011.hi', 0x95F6060B)], 9452)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x417513B9), ('P4rIngress.values_v11100.hi', 0xACE40AD7)], 9452)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7CD4A87A), ('P4rIngress.values_v11101.hi', 0x55E02667)], 9452)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A7E65D3), ('P4rIngress.values_v11110.hi', 0x27FCEB4D)], 9452)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5567ED9E), ('P4rIngress.values_v11111.hi', 0x0145CED3)], 9452)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x40F4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000380),
                gc.DataTuple('slot_count', 0x00000D71),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAB253BA0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x1E068A3B),
                gc.KeyTuple('src_port', 0xEC97),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x40F4),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0064),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x06\x8A\x3B\x00\x00\x00\x00\xEC\x97\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x40\xF4\x00\x18\xAB\x25\x3B\xA0\x01\x6C\x03\xC8\x9A\x3D\x01\x28\x00\x40\x00\x00\x65\x54\x88\x13\x8A\xE5\x34\x7B\x44\xB7\x09\x09\x79\x2A\xC8\x9B\x5A\x2C\xB7\xC2\x26\x90\x4B\x99\x5B\x31\x98\x4D\xA7\x83\x7F\x25\x77\x32\x60\x4E\x7F\xE3\xFE\xB9\x64\x4C\xC7\x19\xCC\x5A\xB2\xEA\x41\x2F\xE5\xF5\x6A\xEE\x17\x54\x44\x40\x7D\xF8\x45\xEC\xDD\xC6\x47\xF3\x77\x6E\x3C\xC2\x84\xB2\x74\x85\xDB\x7E\x3C\x4C\xCC\xCD\x46\x85\x61\x02\xB1\xBD\xEE\xFC\x58\xAC\x7A\x60\x5D\x3C\x57\x1A\x64\x96\x51\xCA\x6B\x45\x8F\x8B\x6C\xBB\x98\x52\x65\xEA\x77\x6B\x5D\xC2\x08\x9B\x76\x33\x0E\xAB\x6F\xF4\x4E\x96\xA2\x49\xDC\xE2\x6B\x62\x94\xB7\x45\x7D\x32\x6F\x70\x7C\x46\x8D\x51\x2B\x90\x0C\x55\x83\xF4\xB9\xDE\x77\x65\x99\x64\x0C\xD4\xD8\x32\xAB\xAB\x47\x69\xCD\xE4\x7D\xCB\x54\xAB\x7B\x67\x67\x45\x75\x32\xB9\x99\x49\x73\xDA\x53\x80\x53\xE5\xBF\x35\x63\x43\x73\xD9\x6E\x09\x3F\xAB\x55\x3D\xCD\xF7\x4F\xDC\x37\x66\x7E\x98\x03\xFD\x85\x26\xDF\xAB\x73\x2E\x35\x5F\x56\x48\x93\xF7\x5C\x0A\xAF\xEA\xBC\xDA\x7C\x80\x79\x84\xE1\x3E\xA1\x10\x0A\x35\x79\xB2\xCD\x0B\x5F\xCD\x51\xC7\x58\x7E\x52\x83\xA8\xFF\xA9\x9F\x6F\x5D\x88\x9C\x3F\x6D\xCA\xCF\x43\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1E\x06\x8A\x3B\xBE\xEF\xEC\x97\x01\x20\x00\x00\x50\x34\x02\x82\x40\xF4\x00\x18\xAB\x25\x3B\xA0\x01\x6C\x01\xC8\x9A\x3D\x01\x28\x00\x40\x00\x1A\x7F\xFF\xFF\xFF\x8A\xE5\x34\x7B\x7F\xFF\xFF\xFF\x79\x2A\xC8\x9B\x7F\xFF\xFF\xFF\x26\x90\x4B\x99\x7F\xFF\xFF\xFF\xA7\x83\x7F\x25\x7F\xFF\xFF\xFF\x7F\xE3\xFE\xB9\x7F\xFF\xFF\xFF\xCC\x5A\xB2\xEA\x7F\xFF\xFF\xFF\x6A\xEE\x17\x54\x7F\xFF\xFF\xFF\x45\xEC\xDD\xC6\x7F\xFF\xFF\xFF\x3C\xC2\x84\xB2\x7F\xFF\xFF\xFF\x3C\x4C\xCC\xCD\x7F\xFF\xFF\xFF\xB1\xBD\xEE\xFC\x7F\xFF\xFF\xFF\x5D\x3C\x57\x1A\x7F\xFF\xFF\xFF\x6B\x45\x8F\x8B\x7F\xFF\xFF\xFF\x65\xEA\x77\x6B\x7F\xFF\xFF\xFF\x76\x33\x0E\xAB\x7F\xFF\xFF\xFF\xA2\x49\xDC\xE2\x7F\xFF\xFF\xFF\x45\x7D\x32\x6F\x7F\xFF\xFF\xFF\x51\x2B\x90\x0C\x7F\xFF\xFF\xFF\xDE\x77\x65\x99\x7F\xFF\xFF\xFF\x32\xAB\xAB\x47\x7F\xFF\xFF\xFF\xCB\x54\xAB\x7B\x7F\xFF\xFF\xFF\x32\xB9\x99\x49\x7F\xFF\xFF\xFF\x53\xE5\xBF\x35\x7F\xFF\xFF\xFF\x6E\x09\x3F\xAB\x7F\xFF\xFF\xFF\x4F\xDC\x37\x66\x7F\xFF\xFF\xFF\x85\x26\xDF\xAB\x7F\xFF\xFF\xFF\x56\x48\x93\xF7\x7F\xFF\xFF\xFF\xBC\xDA\x7C\x80\x7F\xFF\xFF\xFF\xA1\x10\x0A\x35\x7F\xFF\xFF\xFF\x5F\xCD\x51\xC7\x7F\xFF\xFF\xFF\xA8\xFF\xA9\x9F\x7F\xFF\xFF\xFF\x3F\x6D\xCA\xCF\x43\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5A84E822), ('P4rIngress.bitmap_seq.seq', 0x4EB0967D)], 10957)
        self.setRegisterValue('P4rIngress.rounds', 0x4EB0967D, 10957)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x6F)], 10957)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10957)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x572EB41C), ('P4rIngress.values_v00000.hi', 0xA61E0262)], 10957)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x51482BD1), ('P4rIngress.values_v00001.hi', 0x4B41F944)], 10957)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x540E3525), ('P4rIngress.values_v00010.hi', 0xE376D8EF)], 10957)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x415B3C3B), ('P4rIngress.values_v00011.hi', 0xCD383DFA)], 10957)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x655FA99B), ('P4rIngress.values_v00100.hi', 0x82B24FCD)], 10957)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x67456539), ('P4rIngress.values_v00101.hi', 0x92E8E647)], 10957)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6A969017), ('P4rIngress.values_v00110.hi', 0x2176E956)], 10957)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4344826D), ('P4rIngress.values_v00111.hi', 0xE46C9EAC)], 10957)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7AEED35D), ('P4rIngress.values_v01000.hi', 0x62761A01)], 10957)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x52BC2B65), ('P4rIngress.values_v01001.hi', 0x52EBE16B)], 10957)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x74662920), ('P4rIngress.values_v01010.hi', 0x73A42151)], 10957)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6F3796A8), ('P4rIngress.values_v01011.hi', 0xCB649065)], 10957)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4B2E1670), ('P4rIngress.values_v01100.hi', 0x60F8B353)], 10957)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x71EBE45B), ('P4rIngress.values_v01101.hi', 0x7393AC55)], 10957)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5D9CBE6E), ('P4rIngress.values_v01110.hi', 0x5EDC0FCF)], 10957)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7B8E2D4F), ('P4rIngress.values_v01111.hi', 0x3AFA5B40)], 10957)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x74F29ED8), ('P4rIngress.values_v10000.hi', 0x21D313E6)], 10957)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4A55570B), ('P4rIngress.values_v10001.hi', 0x7D18CBA3)], 10957)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x731D2AC9), ('P4rIngress.values_v10010.hi', 0x3162CFD1)], 10957)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6F7F4202), ('P4rIngress.values_v10011.hi', 0x541580AB)], 10957)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x57C2E6F7), ('P4rIngress.values_v10100.hi', 0x9A2F6FF4)], 10957)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x73781D09), ('P4rIngress.values_v10101.hi', 0x4A9CD603)], 10957)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6384D302), ('P4rIngress.values_v10110.hi', 0x884E75FB)], 10957)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x634DEBFD), ('P4rIngress.values_v10111.hi', 0x221B516D)], 10957)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x723248E2), ('P4rIngress.values_v11000.hi', 0xD0B749D8)], 10957)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x53AC47E7), ('P4rIngress.values_v11001.hi', 0x606D75E2)], 10957)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x565EEEA9), ('P4rIngress.values_v11010.hi', 0x338857F5)], 10957)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x59C76727), ('P4rIngress.values_v11011.hi', 0x88623C9B)], 10957)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7A01B015), ('P4rIngress.values_v11100.hi', 0x9DE254D5)], 10957)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x62808EEF), ('P4rIngress.values_v11101.hi', 0x6E63B8A6)], 10957)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x482FAA8F), ('P4rIngress.values_v11110.hi', 0x40D6CECF)], 10957)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x66ED3633), ('P4rIngress.values_v11111.hi', 0xBA4C81D5)], 10957)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8051),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000066C),
                gc.DataTuple('slot_count', 0x00000DB7),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x70D17FD1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x49360022),
                gc.KeyTuple('src_port', 0x1753),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8051),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0031),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\x36\x00\x22\x00\x00\x00\x00\x17\x53\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\x51\x00\x18\x70\xD1\x7F\xD1\x04\x61\x07\xE5\x4E\xB0\x96\x7D\x00\x40\x00\x00\x5E\xB2\xB2\xE9\xA4\xF6\x66\xA7\x5A\x6E\xDE\x67\x54\x40\x7C\xDC\x76\xC4\xAF\xFA\x8C\xE2\x3F\x04\x62\x69\x95\x53\x77\x6B\x9C\x85\x6B\x83\x39\xAD\xEA\x74\xE7\xA5\x68\x75\x4C\x37\x86\xF5\xFD\x6D\x59\x5D\xC7\xF8\x6B\xD0\xF4\x59\x61\x4A\x32\xA9\x1D\xE6\x7F\xAB\x73\x64\x59\xD9\x24\xE8\xD7\x33\x5B\x02\x23\x5F\x51\xEB\x93\x2B\x63\xC3\x2C\xEC\x66\x3B\x7C\xBD\x57\x91\xCA\xCE\x4F\x6B\xF4\x2B\x55\xCB\x93\x4D\x63\x73\xE5\x00\x70\x91\xCC\xCA\x4B\xD6\x95\xD1\x7C\x16\xD4\x51\xF9\x9F\xD7\x61\x46\x63\x6A\xEC\x71\x93\x19\x0F\x42\xA7\x96\xE5\x29\x57\x1A\xB3\x7E\xCD\xCF\x50\x01\x24\xCB\x3D\x5F\x25\x3A\xBD\x67\x36\xC6\xFB\x67\x02\x79\xF4\x7F\xDC\x0B\xAC\x74\x4E\x5A\xD5\x2A\xEF\x49\x35\x56\x3B\x85\x2B\x69\xF6\xD2\x75\x6F\xBB\xFA\x0B\xE4\xC9\x37\xB1\x58\x13\x85\x85\x6E\x38\xFB\x0C\x49\x0C\x11\x8B\xDC\xA1\xDF\xDA\x6A\x69\x26\xCC\x58\x4D\x41\x2C\x65\x6D\x30\xB5\x6F\xEC\x87\x75\x50\x34\x47\x9B\xA2\xF0\xBA\xF5\x4A\xE4\xFC\xF4\xB9\x13\x6A\x13\x53\x6C\x16\xA1\x48\xAC\xF9\xAA\x6A\x5F\x96\x5E\x68\x96\xEE\x0A\x6A\xA1\xA8\xB5\x8B\x50\xF8\xD5\x17\xD5\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\x36\x00\x22\xBE\xEF\x17\x53\x01\x20\x00\x00\x50\x34\x02\x82\x80\x51\x00\x18\x70\xD1\x7F\xD1\x04\x61\x01\xE5\x4E\xB0\x96\x7D\x00\x40\x00\x1F\x7F\xFF\xFF\xFF\xA4\xF6\x66\xA7\x7F\xFF\xFF\xFF\x54\x40\x7C\xDC\x7F\xFF\xFF\xFF\x8C\xE2\x3F\x04\x7F\xFF\xFF\xFF\x77\x6B\x9C\x85\x7F\xFF\xFF\xFF\xEA\x74\xE7\xA5\x7F\xFF\xFF\xFF\x86\xF5\xFD\x6D\x7F\xFF\xFF\xFF\x6B\xD0\xF4\x59\x7F\xFF\xFF\xFF\x1D\xE6\x7F\xAB\x7F\xFF\xFF\xFF\x24\xE8\xD7\x33\x7F\xFF\xFF\xFF\x51\xEB\x93\x2B\x7F\xFF\xFF\xFF\x66\x3B\x7C\xBD\x7F\xFF\xFF\xFF\x4F\x6B\xF4\x2B\x7F\xFF\xFF\xFF\x63\x73\xE5\x00\x7F\xFF\xFF\xFF\x4B\xD6\x95\xD1\x7F\xFF\xFF\xFF\xF9\x9F\xD7\x61\x7F\xFF\xFF\xFF\x71\x93\x19\x0F\x7F\xFF\xFF\xFF\x29\x57\x1A\xB3\x7F\xFF\xFF\xFF\x01\x24\xCB\x3D\x7F\xFF\xFF\xFF\x67\x36\xC6\xFB\x7F\xFF\xFF\xFF\x7F\xDC\x0B\xAC\x7F\xFF\xFF\xFF\x2A\xEF\x49\x35\x7F\xFF\xFF\xFF\x69\xF6\xD2\x75\x7F\xFF\xFF\xFF\xE4\xC9\x37\xB1\x7F\xFF\xFF\xFF\x6E\x38\xFB\x0C\x7F\xFF\xFF\xFF\xDC\xA1\xDF\xDA\x7F\xFF\xFF\xFF\x58\x4D\x41\x2C\x7F\xFF\xFF\xFF\x6F\xEC\x87\x75\x7F\xFF\xFF\xFF\xA2\xF0\xBA\xF5\x7F\xFF\xFF\xFF\xB9\x13\x6A\x13\x7F\xFF\xFF\xFF\x48\xAC\xF9\xAA\x7F\xFF\xFF\xFF\x68\x96\xEE\x0A\x7F\xFF\xFF\xFF\x8B\x50\xF8\xD5\x17\xD5\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82\x01\x09\x1D\x07\x4A\xD5\x13\x3F\xF7\x3F\x3E\x29\x3E\xB0\x7F\x5C\x5A\x67\xE2\x8F\x25\x52\x31\xBC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEAF875CD), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 8898)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 8898)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x95)], 8898)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8898)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x724C663B), ('P4rIngress.values_v00000.hi', 0x8E56DDE3)], 8898)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7E126CCC), ('P4rIngress.values_v00001.hi', 0x18706D4F)], 8898)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6B285D7F), ('P4rIngress.values_v00010.hi', 0x525755C6)], 8898)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4E350C7D), ('P4rIngress.values_v00011.hi', 0xAE1276A2)], 8898)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4C4A28DB), ('P4rIngress.values_v00100.hi', 0x552150DC)], 8898)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6F3D4EFA), ('P4rIngress.values_v00101.hi', 0x7F73FB67)], 8898)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7B787CB3), ('P4rIngress.values_v00110.hi', 0xB721C353)], 8898)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7BD2AAD9), ('P4rIngress.values_v00111.hi', 0x57667185)], 8898)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4D6B6CDC), ('P4rIngress.values_v01000.hi', 0x6462DFAF)], 8898)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4031948B), ('P4rIngress.values_v01001.hi', 0x786A85DA)], 8898)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4E8C9549), ('P4rIngress.values_v01010.hi', 0x3EBEF0F8)], 8898)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7BF7E747), ('P4rIngress.values_v01011.hi', 0x4EB37283)], 8898)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4475A658), ('P4rIngress.values_v01100.hi', 0x5B2E6A38)], 8898)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6664EE47), ('P4rIngress.values_v01101.hi', 0x9E61C16A)], 8898)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x52856BBB), ('P4rIngress.values_v01110.hi', 0x9E5C60C2)], 8898)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5A5DBC0C), ('P4rIngress.values_v01111.hi', 0x773BD15A)], 8898)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x654C71E3), ('P4rIngress.values_v10000.hi', 0x66DB5143)], 8898)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x667896E5), ('P4rIngress.values_v10001.hi', 0x42B9DCA1)], 8898)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7B99D696), ('P4rIngress.values_v10010.hi', 0x66702427)], 8898)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x72ABF296), ('P4rIngress.values_v10011.hi', 0x8E68A35A)], 8898)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x440C195A), ('P4rIngress.values_v10100.hi', 0x86D8D94A)], 8898)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7FA54734), ('P4rIngress.values_v10101.hi', 0x3B259996)], 8898)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4238E9B2), ('P4rIngress.values_v10110.hi', 0xA3E0C4E7)], 8898)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6A7ABB9F), ('P4rIngress.values_v10111.hi', 0x7E5CC5A4)], 8898)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x524E63BB), ('P4rIngress.values_v11000.hi', 0xB8CBBB0B)], 8898)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6DE276FD), ('P4rIngress.values_v11001.hi', 0x00000000)], 8898)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D7A246E), ('P4rIngress.values_v11010.hi', 0xB4F07097)], 8898)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6EA4C212), ('P4rIngress.values_v11011.hi', 0x20F90B31)], 8898)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x65D2E1B2), ('P4rIngress.values_v11100.hi', 0xAA48DB91)], 8898)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5CE6DAF0), ('P4rIngress.values_v11101.hi', 0x1DF5AEEA)], 8898)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5AEE5C5D), ('P4rIngress.values_v11110.hi', 0x2C4CD809)], 8898)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x71153AAF), ('P4rIngress.values_v11111.hi', 0x03C0D79B)], 8898)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8857),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002C2),
                gc.DataTuple('slot_count', 0x00000AFC),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE90ED29A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x5C576138),
                gc.KeyTuple('src_port', 0xAF7C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8857),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00C9),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\x57\x61\x38\x00\x00\x00\x00\xAF\x7C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x88\x57\x00\x18\xE9\x0E\xD2\x9A\x00\x00\x07\xFA\x00\x00\x00\x00\x00\x40\x00\x00\x74\xEC\xD6\xF5\x82\x50\x5D\x2D\x6F\x11\x23\xD5\x6B\x24\x59\x15\x4D\x8D\xE3\x10\x3B\x52\x9A\xEA\x55\x55\x2B\xF5\xA8\xF5\x9F\xB7\x59\x43\xAD\x25\x4D\x40\x51\x2F\x6A\x31\x4A\x15\x30\x21\x61\xF3\x58\xE1\x11\xED\x94\x30\x8F\x17\x75\x51\xD0\x49\x5C\x99\xD0\xF8\x49\xEA\x49\x3D\x4D\xC0\x96\xFB\x4E\xF6\x6C\xD1\x45\x33\x8B\xC8\x58\xE8\x8B\x79\x25\xF7\x77\x99\x59\x8B\x22\x9F\x48\x73\x1C\xF8\x6F\x24\x8F\x6E\x57\x27\x7C\x86\x4E\xF8\xFA\xA1\x7C\x38\xEF\x34\x4F\x87\x33\x1F\xBF\xCD\xB5\x75\x7E\xDD\x2E\xAE\x8E\x23\x9C\xF2\x79\xF2\xB8\xFD\x43\x8F\x13\x6D\x57\x51\xBA\x48\x5D\x4C\x9B\xDF\x53\x0B\x56\xB7\x3A\xD6\xA4\xEF\x47\xA3\x37\x5C\xD6\xE7\xFD\x54\x77\x9B\x13\x4B\xB9\x8D\xAC\x6D\x7F\x4A\xEA\x46\x8A\xED\x46\xB5\x66\x2D\x4F\x3F\x95\xCC\xCF\xF6\x57\x8F\x89\xCD\x49\xED\x79\x2D\x57\x85\xF1\xA3\x89\xBB\x4C\xA9\x55\x69\x68\x8F\x00\x00\x00\x00\x5B\x2A\xD9\xD6\xBC\xEE\xFD\xD3\x52\xF4\x72\x91\x5E\x13\x69\x92\x76\x53\xF1\xDA\xC6\x65\x49\xE6\x4C\x94\x95\x52\x6E\x51\x91\x66\x64\x42\xDC\xF9\xC6\x52\x0D\x2A\x5C\xCB\xF2\x69\xAB\x89\xD7\x2F\x2D\xB1\xD6\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\x57\x61\x38\xBE\xEF\xAF\x7C\x01\x20\x00\x00\x50\x34\x02\x82\x88\x57\x00\x18\xE9\x0E\xD2\x9A\x00\x00\x01\xFA\x00\x00\x00\x00\x00\x40\x00\x1A\x7F\xFF\xFF\xFF\x82\x50\x5D\x2D\x7F\xFF\xFF\xFF\x6B\x24\x59\x15\x7F\xFF\xFF\xFF\x3B\x52\x9A\xEA\x7F\xFF\xFF\xFF\xA8\xF5\x9F\xB7\x7F\xFF\xFF\xFF\x4D\x40\x51\x2F\x7F\xFF\xFF\xFF\x30\x21\x61\xF3\x7F\xFF\xFF\xFF\x94\x30\x8F\x17\x7F\xFF\xFF\xFF\x5C\x99\xD0\xF8\x7F\xFF\xFF\xFF\x4D\xC0\x96\xFB\x7F\xFF\xFF\xFF\x45\x33\x8B\xC8\x7F\xFF\xFF\xFF\x25\xF7\x77\x99\x7F\xFF\xFF\xFF\x48\x73\x1C\xF8\x7F\xFF\xFF\xFF\x57\x27\x7C\x86\x7F\xFF\xFF\xFF\x7C\x38\xEF\x34\x7F\xFF\xFF\xFF\xBF\xCD\xB5\x75\x7F\xFF\xFF\xFF\x8E\x23\x9C\xF2\x7F\xFF\xFF\xFF\x43\x8F\x13\x6D\x7F\xFF\xFF\xFF\x5D\x4C\x9B\xDF\x7F\xFF\xFF\xFF\x3A\xD6\xA4\xEF\x7F\xFF\xFF\xFF\xD6\xE7\xFD\x54\x7F\xFF\xFF\xFF\xB9\x8D\xAC\x6D\x7F\xFF\xFF\xFF\x8A\xED\x46\xB5\x7F\xFF\xFF\xFF\x95\xCC\xCF\xF6\x7F\xFF\xFF\xFF\x49\xED\x79\x2D\x7F\xFF\xFF\xFF\x89\xBB\x4C\xA9\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xBC\xEE\xFD\xD3\x7F\xFF\xFF\xFF\x5E\x13\x69\x92\x7F\xFF\xFF\xFF\xC6\x65\x49\xE6\x7F\xFF\xFF\xFF\x6E\x51\x91\x66\x7F\xFF\xFF\xFF\xC6\x52\x0D\x2A\x7F\xFF\xFF\xFF\xAB\x89\xD7\x2F\x2D\xB1\xD6\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x66201C77), ('P4rIngress.bitmap_seq.seq', 0xEA057F16)], 12724)
        self.setRegisterValue('P4rIngress.rounds', 0xEA057F16, 12724)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x2F)], 12724)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12724)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x75833953), ('P4rIngress.values_v00000.hi', 0x916DDABE)], 12724)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x55850BCA), ('P4rIngress.values_v00001.hi', 0x59071AF7)], 12724)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x76FC165E), ('P4rIngress.values_v00010.hi', 0x426C88D9)], 12724)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4682DD73), ('P4rIngress.values_v00011.hi', 0xE3261F32)], 12724)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7DD9CFCF), ('P4rIngress.values_v00100.hi', 0x61B43EEB)], 12724)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7ED3E6AF), ('P4rIngress.values_v00101.hi', 0x33FA1ED8)], 12724)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x42A1EFE3), ('P4rIngress.values_v00110.hi', 0x87A565ED)], 12724)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x66CC6FAF), ('P4rIngress.values_v00111.hi', 0x470B617D)], 12724)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7666B470), ('P4rIngress.values_v01000.hi', 0x6D55C567)], 12724)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5ADA7A8D), ('P4rIngress.values_v01001.hi', 0x5732177E)], 12724)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x734B4BD8), ('P4rIngress.values_v01010.hi', 0x6AFBB8BE)], 12724)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x49E38FA1), ('P4rIngress.values_v01011.hi', 0x5F191106)], 12724)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x490CE4DB), ('P4rIngress.values_v01100.hi', 0x503FA2AB)], 12724)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x752A9285), ('P4rIngress.values_v01101.hi', 0xC90EF12A)], 12724)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B066A8A), ('P4rIngress.values_v01110.hi', 0xA2BA55AF)], 12724)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x454E436E), ('P4rIngress.values_v01111.hi', 0x5C5B3659)], 12724)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x52E11AB9), ('P4rIngress.values_v10000.hi', 0x37CB699E)], 12724)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x72593E6A), ('P4rIngress.values_v10001.hi', 0x461354F9)], 12724)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4A997ACB), ('P4rIngress.values_v10010.hi', 0x4032D37F)], 12724)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6F9A5DB5), ('P4rIngress.values_v10011.hi', 0xD7B22E25)], 12724)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6DDDF5EC), ('P4rIngress.values_v10100.hi', 0xCD6B8D3B)], 12724)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5AC50968), ('P4rIngress.values_v10101.hi', 0xDEC06568)], 12724)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7EB11263), ('P4rIngress.values_v10110.hi', 0x79347D7C)], 12724)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x67262AFF), ('P4rIngress.values_v10111.hi', 0x00000000)], 12724)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6A0CD543), ('P4rIngress.values_v11000.hi', 0x8F6E0CF3)], 12724)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x73623D79), ('P4rIngress.values_v11001.hi', 0xD231C21F)], 12724)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x541B19CC), ('P4rIngress.values_v11010.hi', 0x3EF9537E)], 12724)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5374F6C0), ('P4rIngress.values_v11011.hi', 0xD2471953)], 12724)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5C4291CF), ('P4rIngress.values_v11100.hi', 0x48F6D58F)], 12724)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x59CA6347), ('P4rIngress.values_v11101.hi', 0x49B47F6A)], 12724)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x64E691C1), ('P4rIngress.values_v11110.hi', 0x44D0A808)], 12724)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4AE92E47), ('P4rIngress.values_v11111.hi', 0xAFA7670A)], 12724)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB882),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F0D),
                gc.DataTuple('slot_count', 0x00000AEB),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA9DA4BEF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x0BBDD7FB),
                gc.KeyTuple('src_port', 0x891B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB882),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0246),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xBD\xD7\xFB\x00\x00\x00\x00\x89\x1B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB8\x82\x00\x18\xA9\xDA\x4B\xEF\x02\xA7\x07\x75\xEA\x05\x7F\x16\x00\x40\x00\x00\x61\x6C\x51\x3B\xB4\xA8\xBD\x0F\x5F\x50\xCE\x5B\x4B\x57\xEA\x6D\x4B\x65\x61\x46\x6E\xE9\x9D\xE6\x77\x26\x29\xF4\x9C\xB2\xBE\x73\x6B\xF2\xC8\x46\x6B\x8D\x81\x75\x4F\xE4\x8C\x91\x62\xC7\x05\x14\x53\x70\x81\x65\xCD\x98\xEA\x1D\x79\xC8\xCF\x20\x60\xA5\xAD\x25\x6F\x5C\xA6\x3D\x32\xC1\x0C\x96\x69\x8A\x7A\x5F\x3E\xB7\x49\xD8\x78\xD6\x99\xDC\xAA\xC2\x77\xAC\x68\xFC\xCC\x97\x27\x93\x24\xA4\x5E\xA0\x44\x3B\x56\xF5\x46\x22\x75\x6A\x8A\x5F\xD3\x57\x07\xF4\x61\x46\xA5\xCB\xCA\x54\xCC\xE8\x5B\x54\xE4\x42\x16\x2E\xCE\x53\x6F\x1C\x8C\x53\x6F\xC1\x77\x82\x53\x59\x34\xD1\x39\xFD\x6C\x88\x6D\xC8\x38\x6A\x44\x5C\x4A\x47\x47\xD5\xE1\xFD\x9D\x58\xE4\x64\x79\x85\x65\x9F\x8D\x57\x69\x3C\x76\x35\x33\x5A\xDF\xDF\x2F\x1D\x6E\x37\xAC\x7E\xD2\xDE\x65\x17\x74\xA0\xAE\x71\x80\x00\x00\x00\x67\x4D\xCD\x91\xA4\x6D\x37\x55\x77\x61\x52\x7B\xA7\x14\xC7\x29\x67\xCB\x4B\x4F\xB7\x93\xD5\x72\x67\x3D\x14\xA3\x81\x66\x51\x66\x6A\x25\xDC\xF0\x6E\xDD\x56\x8E\x7B\xDA\x6B\x6B\xC9\x14\xBF\x22\x48\x65\xFB\x73\x4A\xFD\x2C\xBC\x6C\x1D\x02\xED\xBA\xCC\xB3\xCF\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xBD\xD7\xFB\xBE\xEF\x89\x1B\x01\x20\x00\x00\x50\x34\x02\x82\xB8\x82\x00\x18\xA9\xDA\x4B\xEF\x02\xA7\x01\x75\xEA\x05\x7F\x16\x00\x40\x00\x0F\x7F\xFF\xFF\xFF\xB4\xA8\xBD\x0F\x7F\xFF\xFF\xFF\x4B\x57\xEA\x6D\x7F\xFF\xFF\xFF\x6E\xE9\x9D\xE6\x7F\xFF\xFF\xFF\x9C\xB2\xBE\x73\x7F\xFF\xFF\xFF\x6B\x8D\x81\x75\x7F\xFF\xFF\xFF\x62\xC7\x05\x14\x7F\xFF\xFF\xFF\xCD\x98\xEA\x1D\x7F\xFF\xFF\xFF\x60\xA5\xAD\x25\x7F\xFF\xFF\xFF\x32\xC1\x0C\x96\x7F\xFF\xFF\xFF\x3E\xB7\x49\xD8\x7F\xFF\xFF\xFF\xAA\xC2\x77\xAC\x7F\xFF\xFF\xFF\x27\x93\x24\xA4\x7F\xFF\xFF\xFF\x56\xF5\x46\x22\x7F\xFF\xFF\xFF\xD3\x57\x07\xF4\x7F\xFF\xFF\xFF\xCA\x54\xCC\xE8\x7F\xFF\xFF\xFF\x16\x2E\xCE\x53\x7F\xFF\xFF\xFF\x6F\xC1\x77\x82\x7F\xFF\xFF\xFF\x39\xFD\x6C\x88\x7F\xFF\xFF\xFF\x44\x5C\x4A\x47\x7F\xFF\xFF\xFF\x9D\x58\xE4\x64\x7F\xFF\xFF\xFF\x8D\x57\x69\x3C\x7F\xFF\xFF\xFF\xDF\xDF\x2F\x1D\x7F\xFF\xFF\xFF\xD2\xDE\x65\x17\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA4\x6D\x37\x55\x7F\xFF\xFF\xFF\xA7\x14\xC7\x29\x7F\xFF\xFF\xFF\xB7\x93\xD5\x72\x7F\xFF\xFF\xFF\x81\x66\x51\x66\x7F\xFF\xFF\xFF\x6E\xDD\x56\x8E\x7F\xFF\xFF\xFF\xC9\x14\xBF\x22\x7F\xFF\xFF\xFF\x4A\xFD\x2C\xBC\x7F\xFF\xFF\xFF\xBA\xCC\xB3\xCF\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBE4B5433), ('P4rIngress.bitmap_seq.seq', 0xC565DE74)], 12476)
        self.setRegisterValue('P4rIngress.rounds', 0xC565DE74, 12476)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x1C)], 12476)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12476)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x4350B319), ('P4rIngress.values_v00000.hi', 0xE1A49E99)], 12476)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4CD9485A), ('P4rIngress.values_v00001.hi', 0x3C83FBBB)], 12476)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5A72C978), ('P4rIngress.values_v00010.hi', 0xAAA09E6A)], 12476)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6798CEAF), ('P4rIngress.values_v00011.hi', 0x6596AB9A)], 12476)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4726F955), ('P4rIngress.values_v00100.hi', 0x43676269)], 12476)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4F79D8B9), ('P4rIngress.values_v00101.hi', 0x00000000)], 12476)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x50A539E1), ('P4rIngress.values_v00110.hi', 0x64E4831E)], 12476)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B5DB070), ('P4rIngress.values_v00111.hi', 0xFC998A75)], 12476)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x42F82F61), ('P4rIngress.values_v01000.hi', 0x62E5E4AF)], 12476)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4AB9D3AC), ('P4rIngress.values_v01001.hi', 0x3267294B)], 12476)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x52B8B2E6), ('P4rIngress.values_v01010.hi', 0x59C3DFFE)], 12476)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x50C495A6), ('P4rIngress.values_v01011.hi', 0x7B3AC5AE)], 12476)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4121EA87), ('P4rIngress.values_v01100.hi', 0x1AA0F6A5)], 12476)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x79A6F65E), ('P4rIngress.values_v01101.hi', 0x7914F639)], 12476)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5AB6BBBD), ('P4rIngress.values_v01110.hi', 0x832399ED)], 12476)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4333BDAB), ('P4rIngress.values_v01111.hi', 0xA15B6269)], 12476)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x55DE13B2), ('P4rIngress.values_v10000.hi', 0x495B5D4F)], 12476)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x739D9A3B), ('P4rIngress.values_v10001.hi', 0x6C26DACD)], 12476)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5FE07ADD), ('P4rIngress.values_v10010.hi', 0x6DA55DA9)], 12476)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7A20BC04), ('P4rIngress.values_v10011.hi', 0x967FCCE7)], 12476)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x67CA9F60), ('P4rIngress.values_v10100.hi', 0x51EBA3D5)], 12476)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5752F8CF), ('P4rIngress.values_v10101.hi', 0x58038A5B)], 12476)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x790D3D5D), ('P4rIngress.values_v10110.hi', 0x3D5166D9)], 12476)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7A76713C), ('P4rIngress.values_v10111.hi', 0x9E2693B5)], 12476)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6FB31C6D), ('P4rIngress.values_v11000.hi', 0xBF8476B1)], 12476)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x70697EA5), ('P4rIngress.values_v11001.hi', 0x8EC38E34)], 12476)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5424568D), ('P4rIngress.values_v11010.hi', 0x1F271BD5)], 12476)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x729E3A80), ('P4rIngress.values_v11011.hi', 0x8F5065A1)], 12476)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4AE5C6A5), ('P4rIngress.values_v11100.hi', 0x3B8E2C3B)], 12476)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x72CAE03B), ('P4rIngress.values_v11101.hi', 0xB56C1B7E)], 12476)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5ACC82A1), ('P4rIngress.values_v11110.hi', 0xA670ABAF)], 12476)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7EDED81A), ('P4rIngress.values_v11111.hi', 0x75B7DC39)], 12476)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x235E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C6A),
                gc.DataTuple('slot_count', 0x000004CB),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x02159AC1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x5C554F4C),
                gc.KeyTuple('src_port', 0x0CE8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x235E),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0327),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\x55\x4F\x4C\x00\x00\x00\x00\x0C\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x23\x5E\x00\x18\x02\x15\x9A\xC1\x04\x52\x05\x25\xC5\x65\xDE\x74\x00\x40\x00\x00\x66\xDD\x85\xD3\x8F\x94\xE6\xAF\x6A\x2D\x5F\x0F\x50\xBE\xA7\x29\x51\x11\xC2\xF8\xBE\xFB\x8E\xC6\x61\xAD\xD2\xD9\xBD\x4D\x21\x4D\x6B\xB7\xA3\x11\x46\xF4\xEA\x65\x4E\xEB\xD6\x41\x00\x00\x00\x00\x42\xBD\x7D\xC5\x60\x65\x82\x6B\x56\x76\xD5\x77\xF9\x79\x5A\xBB\x7B\x1B\xD9\xDB\x7A\xD7\xF7\xC7\x6B\x1C\xDC\xA0\x26\xA3\x4F\x15\x7E\x14\xF2\x4E\xD1\x28\xF2\xB2\x7B\x4A\xD0\xAC\x09\xB2\x74\x7B\x7B\xB6\xCB\xE1\x79\xDE\x1E\x15\x50\x29\x2E\x8C\x36\xDD\x4C\x48\x6D\xB2\xB1\xAF\x27\xC9\xBC\xB1\x6A\xB9\xBF\xD4\xB1\x9C\x61\xB7\x52\xB8\x7B\xC2\x3D\xCC\x40\x48\x49\x43\xB1\x4A\x65\xF6\x5C\x6F\x54\x81\x98\x59\x44\xA2\x41\x5F\x6C\x35\x87\x4E\xCC\xF4\x30\x8B\x69\x4A\xEF\x61\xD6\x4F\xB2\x76\x76\xB2\x11\x55\x7E\x2F\x1E\x41\x53\x44\x88\xD1\x71\x7A\xC2\xA4\x73\x11\x2D\x8D\xA2\xA2\xD6\x36\x55\x38\xB4\x9B\xA2\x96\xBE\xAD\x7C\x48\x87\x75\xAB\x03\xE6\xB6\x55\xAD\x2F\x98\x01\x4F\xDA\xB7\x49\xE0\x4D\xE4\x8D\x87\xF7\xA9\x63\x5C\xD3\xB9\x50\xCE\x67\xFB\x47\x6C\x37\xA9\x60\x2E\x72\x54\x49\x66\xFE\x5F\x9A\x43\xC3\x71\x7F\x70\x5B\x0D\xC6\x95\x0C\x3D\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\x55\x4F\x4C\xBE\xEF\x0C\xE8\x01\x20\x00\x00\x50\x34\x02\x82\x23\x5E\x00\x18\x02\x15\x9A\xC1\x04\x52\x01\x25\xC5\x65\xDE\x74\x00\x40\x00\x1A\x7F\xFF\xFF\xFF\x8F\x94\xE6\xAF\x7F\xFF\xFF\xFF\x50\xBE\xA7\x29\x7F\xFF\xFF\xFF\xBE\xFB\x8E\xC6\x7F\xFF\xFF\xFF\xBD\x4D\x21\x4D\x7F\xFF\xFF\xFF\x46\xF4\xEA\x65\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x60\x65\x82\x6B\x7F\xFF\xFF\xFF\xF9\x79\x5A\xBB\x7F\xFF\xFF\xFF\x7A\xD7\xF7\xC7\x7F\xFF\xFF\xFF\x26\xA3\x4F\x15\x7F\xFF\xFF\xFF\xD1\x28\xF2\xB2\x7F\xFF\xFF\xFF\x09\xB2\x74\x7B\x7F\xFF\xFF\xFF\x79\xDE\x1E\x15\x7F\xFF\xFF\xFF\x36\xDD\x4C\x48\x7F\xFF\xFF\xFF\x27\xC9\xBC\xB1\x7F\xFF\xFF\xFF\xB1\x9C\x61\xB7\x7F\xFF\xFF\xFF\x3D\xCC\x40\x48\x7F\xFF\xFF\xFF\x65\xF6\x5C\x6F\x7F\xFF\xFF\xFF\x44\xA2\x41\x5F\x7F\xFF\xFF\xFF\xCC\xF4\x30\x8B\x7F\xFF\xFF\xFF\xD6\x4F\xB2\x76\x7F\xFF\xFF\xFF\x7E\x2F\x1E\x41\x7F\xFF\xFF\xFF\x71\x7A\xC2\xA4\x7F\xFF\xFF\xFF\xA2\xA2\xD6\x36\x7F\xFF\xFF\xFF\xA2\x96\xBE\xAD\x7F\xFF\xFF\xFF\xAB\x03\xE6\xB6\x7F\xFF\xFF\xFF\x01\x4F\xDA\xB7\x7F\xFF\xFF\xFF\x8D\x87\xF7\xA9\x7F\xFF\xFF\xFF\x50\xCE\x67\xFB\x7F\xFF\xFF\xFF\x60\x2E\x72\x54\x7F\xFF\xFF\xFF\x9A\x43\xC3\x71\x7F\xFF\xFF\xFF\xC6\x95\x0C\x3D\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x28573E01), ('P4rIngress.bitmap_seq.seq', 0x48000000)], 11692)
        self.setRegisterValue('P4rIngress.rounds', 0x48000000, 11692)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x4F)], 11692)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11692)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x420F891F), ('P4rIngress.values_v00000.hi', 0xD85E5AB3)], 11692)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7C22212E), ('P4rIngress.values_v00001.hi', 0x5A9D7B57)], 11692)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x57ECE28A), ('P4rIngress.values_v00010.hi', 0x227BFF99)], 11692)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x537785BB), ('P4rIngress.values_v00011.hi', 0x85AA1477)], 11692)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x556BA9EA), ('P4rIngress.values_v00100.hi', 0x7A962935)], 11692)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x65AE945E), ('P4rIngress.values_v00101.hi', 0x5FA88DE6)], 11692)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x78CCDB9F), ('P4rIngress.values_v00110.hi', 0x92BD2152)], 11692)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4DA07E17), ('P4rIngress.values_v00111.hi', 0x672EEFAF)], 11692)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x46A06443), ('P4rIngress.values_v01000.hi', 0x67E98645)], 11692)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x42FC5911), ('P4rIngress.values_v01001.hi', 0x7C7666EA)], 11692)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4432568A), ('P4rIngress.values_v01010.hi', 0x47DDC726)], 11692)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x66857DBF), ('P4rIngress.values_v01011.hi', 0x2D8492F9)], 11692)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6730A5E0), ('P4rIngress.values_v01100.hi', 0x5323F985)], 11692)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6531C596), ('P4rIngress.values_v01101.hi', 0x43E19B9F)], 11692)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x55BACFBE), ('P4rIngress.values_v01110.hi', 0x8EBE34A9)], 11692)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48969616), ('P4rIngress.values_v01111.hi', 0x6670D1F5)], 11692)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7F5B1DB6), ('P4rIngress.values_v10000.hi', 0x3113D2F7)], 11692)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x72F676FC), ('P4rIngress.values_v10001.hi', 0x7D6BCD82)], 11692)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4572EA75), ('P4rIngress.values_v10010.hi', 0x66AD0554)], 11692)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x578ECBD4), ('P4rIngress.values_v10011.hi', 0xBBAAEA4B)], 11692)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x455A432B), ('P4rIngress.values_v10100.hi', 0x2A2E5979)], 11692)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x517541E3), ('P4rIngress.values_v10101.hi', 0xEBC56394)], 11692)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6D1B3A52), ('P4rIngress.values_v10110.hi', 0x5705935F)], 11692)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x622DFD15), ('P4rIngress.values_v10111.hi', 0xD47E11F6)], 11692)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7576AA7D), ('P4rIngress.values_v11000.hi', 0x7C36CF5B)], 11692)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4CB2E93A), ('P4rIngress.values_v11001.hi', 0x4E441A82)], 11692)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4BDB0EB1), ('P4rIngress.values_v11010.hi', 0x1DD6EC8D)], 11692)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6F101188), ('P4rIngress.values_v11011.hi', 0x26BFE2BA)], 11692)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x60B1C4A7), ('P4rIngress.values_v11100.hi', 0xB6823D72)], 11692)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x41667D59), ('P4rIngress.values_v11101.hi', 0xA235B367)], 11692)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4B2E35F8), ('P4rIngress.values_v11110.hi', 0x5FCAAD5B)], 11692)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A54CE31), ('P4rIngress.values_v11111.hi', 0x4F3EF0D2)], 11692)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBE20),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A84),
                gc.DataTuple('slot_count', 0x00000A7C),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2EED5C19),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x970E02C2),
                gc.KeyTuple('src_port', 0xBC20),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBE20),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0041),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\x0E\x02\xC2\x00\x00\x00\x00\xBC\x20\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xBE\x20\x00\x18\x2E\xED\x5C\x19\x03\x28\x05\xD0\x48\x00\x00\x00\x00\x40\x00\x00\x76\x25\x61\x7B\xA0\x7E\x63\x11\x49\x34\xB9\xB9\x55\xBD\x46\x32\x51\x4A\x9B\x60\x64\xC4\xE0\x1B\x50\x95\xE6\xBE\xCC\xA8\x91\x0F\x43\x33\x09\x85\x7F\x50\x28\xCC\x61\x7A\xC5\xB1\x39\xBD\x69\x7E\x72\xCB\x88\x8B\x95\xC1\xB8\x81\x6C\xD6\x5A\x51\x28\xCB\xA5\xA7\x51\xDD\xF4\x77\x32\xCD\x16\x36\x41\xFA\xC1\x25\x1C\xB4\x25\x6A\x5D\x99\xD6\x6A\x4F\x54\x64\x7B\x5C\xEA\xD5\xE9\x61\x8D\x93\x97\x68\x5E\xB7\x08\x7B\x84\x4C\xF5\x59\x55\x1B\xE3\x78\xDB\xDA\x38\x54\xDE\x79\xD1\xD0\xE8\x54\xA9\x47\x7C\x1F\xDD\x43\x63\xF2\x2D\x42\xC8\x89\x0E\x15\x8A\x57\xB2\x4F\x25\x41\x6E\x33\xA9\x97\xF0\x65\x8B\x1A\xC3\x41\x93\x25\x5B\x7E\x3B\x29\x7F\x9A\x29\x64\x27\x4F\x4E\x3B\x91\x66\x8D\xC3\xE8\x6B\x11\x6A\xDF\x75\x9D\xF0\xE8\x49\x3D\x72\xFC\x3C\x9A\xB1\x53\x7B\x67\x44\x76\xE8\x0D\x6A\xBB\x79\x49\x6E\x05\xCE\xF4\xE8\x2A\x44\x95\xFD\xAD\x33\xDB\xC9\xE3\x69\xE9\x44\xB9\x7D\xBD\x66\x0D\x47\x00\xA8\x8F\xA2\x91\xCD\xAA\x43\x1C\x07\x68\xBA\x92\x9D\x35\x55\xD0\x69\xD3\xA3\x9C\x13\xCA\x53\x45\x8D\xC7\x5A\x34\xEC\x4F\x4C\x47\x9D\xAB\xCC\x02\xC3\xAB\x8C\x69\xC7\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x97\x0E\x02\xC2\xBE\xEF\xBC\x20\x01\x20\x00\x00\x50\x34\x02\x82\xBE\x20\x00\x18\x2E\xED\x5C\x19\x03\x28\x01\xD0\x48\x00\x00\x00\x00\x40\x00\x1B\x7F\xFF\xFF\xFF\xA0\x7E\x63\x11\x7F\xFF\xFF\xFF\x55\xBD\x46\x32\x7F\xFF\xFF\xFF\x64\xC4\xE0\x1B\x7F\xFF\xFF\xFF\xCC\xA8\x91\x0F\x7F\xFF\xFF\xFF\x7F\x50\x28\xCC\x7F\xFF\xFF\xFF\x39\xBD\x69\x7E\x7F\xFF\xFF\xFF\x95\xC1\xB8\x81\x7F\xFF\xFF\xFF\x28\xCB\xA5\xA7\x7F\xFF\xFF\xFF\x32\xCD\x16\x36\x7F\xFF\xFF\xFF\x1C\xB4\x25\x6A\x7F\xFF\xFF\xFF\x4F\x54\x64\x7B\x7F\xFF\xFF\xFF\x61\x8D\x93\x97\x7F\xFF\xFF\xFF\x7B\x84\x4C\xF5\x7F\xFF\xFF\xFF\x78\xDB\xDA\x38\x7F\xFF\xFF\xFF\xD0\xE8\x54\xA9\x7F\xFF\xFF\xFF\x43\x63\xF2\x2D\x7F\xFF\xFF\xFF\x15\x8A\x57\xB2\x7F\xFF\xFF\xFF\x33\xA9\x97\xF0\x7F\xFF\xFF\xFF\x41\x93\x25\x5B\x7F\xFF\xFF\xFF\x9A\x29\x64\x27\x7F\xFF\xFF\xFF\x66\x8D\xC3\xE8\x7F\xFF\xFF\xFF\x75\x9D\xF0\xE8\x7F\xFF\xFF\xFF\x3C\x9A\xB1\x53\x7F\xFF\xFF\xFF\xE8\x0D\x6A\xBB\x7F\xFF\xFF\xFF\xCE\xF4\xE8\x2A\x7F\xFF\xFF\xFF\x33\xDB\xC9\xE3\x7F\xFF\xFF\xFF\x7D\xBD\x66\x0D\x7F\xFF\xFF\xFF\xA2\x91\xCD\xAA\x7F\xFF\xFF\xFF\xBA\x92\x9D\x35\x7F\xFF\xFF\xFF\xA3\x9C\x13\xCA\x7F\xFF\xFF\xFF\x5A\x34\xEC\x4F\x7F\xFF\xFF\xFF\xCC\x02\xC3\xAB\x8C\x69\xC7\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6E0B1396), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 13477)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 13477)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x78)], 13477)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13477)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7BE3F993), ('P4rIngress.values_v00000.hi', 0xC3FCEC34)], 13477)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x474F75E8), ('P4rIngress.values_v00001.hi', 0x2B5404AB)], 13477)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x76CCD1EC), ('P4rIngress.values_v00010.hi', 0xAB24EB7E)], 13477)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x64799DEF), ('P4rIngress.values_v00011.hi', 0xBFE85EA2)], 13477)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x403D8D4C), ('P4rIngress.values_v00100.hi', 0xB1F37ADF)], 13477)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x483D2011), ('P4rIngress.values_v00101.hi', 0xB126BB35)], 13477)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76254A7B), ('P4rIngress.values_v00110.hi', 0xFDFD6CDD)], 13477)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x554E4BFB), ('P4rIngress.values_v00111.hi', 0x6EBC8DD7)], 13477)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x50D85D19), ('P4rIngress.values_v01000.hi', 0x73545CB4)], 13477)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6304A0FC), ('P4rIngress.values_v01001.hi', 0xBE3B744D)], 13477)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x55FB8031), ('P4rIngress.values_v01010.hi', 0xE7428E9C)], 13477)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x74C54703), ('P4rIngress.values_v01011.hi', 0x3CAB4391)], 13477)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5A90E777), ('P4rIngress.values_v01100.hi', 0x79A5E276)], 13477)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7BED0959), ('P4rIngress.values_v01101.hi', 0x38AD5A95)], 13477)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x431B3AFA), ('P4rIngress.values_v01110.hi', 0xF4172019)], 13477)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4C072AD6), ('P4rIngress.values_v01111.hi', 0x7BE8A489)], 13477)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4631F9A9), ('P4rIngress.values_v10000.hi', 0x5676D5DF)], 13477)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D7447D5), ('P4rIngress.values_v10001.hi', 0x17344FA3)], 13477)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7002CAB4), ('P4rIngress.values_v10010.hi', 0x5980D90F)], 13477)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x71E9E3C4), ('P4rIngress.values_v10011.hi', 0x6E6D7BFB)], 13477)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5AAFD6D5), ('P4rIngress.values_v10100.hi', 0x8894FF79)], 13477)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7C62855A), ('P4rIngress.values_v10101.hi', 0x3C66E33F)], 13477)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x525EB349), ('P4rIngress.values_v10110.hi', 0x18427D16)], 13477)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6D86BDC3), ('P4rIngress.values_v10111.hi', 0x33752833)], 13477)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x47551154), ('P4rIngress.values_v11000.hi', 0x4AC439C7)], 13477)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x63EC69A8), ('P4rIngress.values_v11001.hi', 0x633A30E9)], 13477)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x75E72E6D), ('P4rIngress.values_v11010.hi', 0x4C05B28B)], 13477)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x72B7840D), ('P4rIngress.values_v11011.hi', 0x12AFFCAD)], 13477)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x50FC8CFA), ('P4rIngress.values_v11100.hi', 0xE994577B)], 13477)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4F93C5BB), ('P4rIngress.values_v11101.hi', 0x5ACF4EA5)], 13477)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6F1539AB), ('P4rIngress.values_v11110.hi', 0x16CD599D)], 13477)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x62323189), ('P4rIngress.values_v11111.hi', 0x7AE14D7B)], 13477)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9DA9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005AF),
                gc.DataTuple('slot_count', 0x00001403),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAFAB33F0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x3408689F),
                gc.KeyTuple('src_port', 0x7F62),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9DA9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0342),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x34\x08\x68\x9F\x00\x00\x00\x00\x7F\x62\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9D\xA9\x00\x18\xAF\xAB\x33\xF0\x0E\xF6\x01\x91\x00\x00\x00\x00\x00\x40\x00\x00\x77\x5C\x60\x9E\x85\xD2\x9E\x1D\x41\x07\x30\x3B\x66\x89\x2B\x09\x54\x9B\xF2\x47\x95\xD1\x17\x57\x53\x61\x01\x5D\xC4\xAA\xFE\xAD\x5D\xA2\x07\x81\x9A\x7F\x8E\x07\x6C\x68\xB2\xB7\xB2\x23\x0A\xFB\x6A\xAC\x26\x3F\xAF\xBC\xC9\xC3\x56\x66\x7E\xEB\x4E\xFC\x91\x8C\x4B\x60\xCB\x27\x0E\xE5\xD2\xFE\x57\x58\x72\x19\x8B\x0A\x33\x65\x7D\xB7\x9C\x19\x2B\xED\xAE\x29\x69\xA1\xD9\x4D\x62\x33\xEA\xBA\x6C\x9F\x62\x17\x20\x70\x24\x32\x5C\x3B\x4B\x6D\x74\xCE\x3B\xDF\x77\x4D\x2A\xB4\x8E\xD1\xFF\x23\x74\xEC\x55\xD8\x0A\xAE\x06\xAB\x57\x9C\x19\x2B\x46\xAE\xFC\xAE\x6F\x0D\x6B\xF3\xD5\xD7\x61\x79\x76\x60\xA7\x4C\x6B\x59\x5D\x5F\x7B\xC5\x18\xC8\xDA\xFE\xCF\xAB\x49\x50\x54\xCB\xD2\x71\x8F\x9D\x55\xFB\x2D\xFA\x0D\xAE\x9E\x85\x67\xC5\xFF\x61\x77\xBE\x85\xCF\x6E\x4A\x8C\xED\x35\xDF\xDB\xFA\x57\xC5\x2D\x6B\x44\x5D\x50\xC1\x78\x2E\x16\x9A\x68\x7E\x77\x7F\x68\x1F\x56\xA0\x67\xC5\x05\xF4\x6D\xF0\xEC\x57\x5F\x7B\xD5\xAB\x53\x38\xE5\x0D\x8A\xDC\x65\xD7\x63\xCA\xF5\x13\x65\x4A\x1E\xA8\x4B\xE9\xF3\x4D\x7A\x63\x55\xFC\x6E\x18\xB1\x8C\x92\x2B\xEB\x51\xE6\x97\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x34\x08\x68\x9F\xBE\xEF\x7F\x62\x01\x20\x00\x00\x50\x34\x02\x82\x9D\xA9\x00\x18\xAF\xAB\x33\xF0\x0E\xF6\x01\x91\x00\x00\x00\x00\x00\x40\x00\x17\x7F\xFF\xFF\xFF\x85\xD2\x9E\x1D\x7F\xFF\xFF\xFF\x66\x89\x2B\x09\x7F\xFF\xFF\xFF\x95\xD1\x17\x57\x7F\xFF\xFF\xFF\xC4\xAA\xFE\xAD\x7F\xFF\xFF\xFF\x9A\x7F\x8E\x07\x7F\xFF\xFF\xFF\xB2\x23\x0A\xFB\x7F\xFF\xFF\xFF\xAF\xBC\xC9\xC3\x7F\xFF\xFF\xFF\x4E\xFC\x91\x8C\x7F\xFF\xFF\xFF\x0E\xE5\xD2\xFE\x7F\xFF\xFF\xFF\x8B\x0A\x33\x65\x7F\xFF\xFF\xFF\x2B\xED\xAE\x29\x7F\xFF\xFF\xFF\x62\x33\xEA\xBA\x7F\xFF\xFF\xFF\x20\x70\x24\x32\x7F\xFF\xFF\xFF\x74\xCE\x3B\xDF\x7F\xFF\xFF\xFF\x8E\xD1\xFF\x23\x7F\xFF\xFF\xFF\x0A\xAE\x06\xAB\x7F\xFF\xFF\xFF\x46\xAE\xFC\xAE\x7F\xFF\xFF\xFF\xD5\xD7\x61\x79\x7F\xFF\xFF\xFF\x6B\x59\x5D\x5F\x7F\xFF\xFF\xFF\xDA\xFE\xCF\xAB\x7F\xFF\xFF\xFF\xD2\x71\x8F\x9D\x7F\xFF\xFF\xFF\x0D\xAE\x9E\x85\x7F\xFF\xFF\xFF\x77\xBE\x85\xCF\x7F\xFF\xFF\xFF\x35\xDF\xDB\xFA\x7F\xFF\xFF\xFF\x44\x5D\x50\xC1\x7F\xFF\xFF\xFF\x68\x7E\x77\x7F\x7F\xFF\xFF\xFF\x67\xC5\x05\xF4\x7F\xFF\xFF\xFF\x5F\x7B\xD5\xAB\x7F\xFF\xFF\xFF\x8A\xDC\x65\xD7\x7F\xFF\xFF\xFF\x65\x4A\x1E\xA8\x7F\xFF\xFF\xFF\x7A\x63\x55\xFC\x7F\xFF\xFF\xFF\x92\x2B\xEB\x51\xE6\x97\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEE2ED977), ('P4rIngress.bitmap_seq.seq', 0x1744C4CE)], 13863)
        self.setRegisterValue('P4rIngress.rounds', 0x1744C4CE, 13863)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x1A)], 13863)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13863)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x71B232FD), ('P4rIngress.values_v00000.hi', 0xA6FBD3A5)], 13863)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5492CF6D), ('P4rIngress.values_v00001.hi', 0x61E90F69)], 13863)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x75BFBD3A), ('P4rIngress.values_v00010.hi', 0xAADCE1CE)], 13863)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5AFA4BCF), ('P4rIngress.values_v00011.hi', 0x4BB90B3A)], 13863)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x79342F9D), ('P4rIngress.values_v00100.hi', 0x9CABF979)], 13863)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6BEEC0A5), ('P4rIngress.values_v00101.hi', 0x751145D2)], 13863)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7FBEAEC5), ('P4rIngress.values_v00110.hi', 0x00000000)], 13863)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x78A109E9), ('P4rIngress.values_v00111.hi', 0x1E11CF28)], 13863)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7656F8B1), ('P4rIngress.values_v01000.hi', 0x46B3971E)], 13863)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x57DD7C0C), ('P4rIngress.values_v01001.hi', 0x5D2BCBA2)], 13863)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6DA68193), ('P4rIngress.values_v01010.hi', 0xEB5DCC44)], 13863)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4C3E27E5), ('P4rIngress.values_v01011.hi', 0x359C3C2D)], 13863)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7C862CD0), ('P4rIngress.values_v01100.hi', 0x41FA6DFB)], 13863)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x66AF3EBF), ('P4rIngress.values_v01101.hi', 0x97413164)], 13863)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4C0ACB9F), ('P4rIngress.values_v01110.hi', 0x344F55B4)], 13863)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x420AC6AC), ('P4rIngress.values_v01111.hi', 0x3A9F8102)], 13863)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x54A48B45), ('P4rIngress.values_v10000.hi', 0xBBA2A596)], 13863)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4CF86328), ('P4rIngress.values_v10001.hi', 0xEB45E653)], 13863)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5F1CA6D1), ('P4rIngress.values_v10010.hi', 0x8CB52CD7)], 13863)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x686A7911), ('P4rIngress.values_v10011.hi', 0xDCA2D355)], 13863)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7EE79436), ('P4rIngress.values_v10100.hi', 0xA4F5A49D)], 13863)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4D2DA856), ('P4rIngress.values_v10101.hi', 0x70EB4F7B)], 13863)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x665C734D), ('P4rIngress.values_v10110.hi', 0xC5A2EBAF)], 13863)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5F96D479), ('P4rIngress.values_v10111.hi', 0x66FAD08D)], 13863)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6299C713), ('P4rIngress.values_v11000.hi', 0x2DFD5EA8)], 13863)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x45E9B775), ('P4rIngress.values_v11001.hi', 0x6A62302D)], 13863)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6E232A5A), ('P4rIngress.values_v11010.hi', 0x640ED34D)], 13863)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x56538B72), ('P4rIngress.values_v11011.hi', 0x9420173A)], 13863)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x420626EE), ('P4rIngress.values_v11100.hi', 0x00000000)], 13863)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7D2379E3), ('P4rIngress.values_v11101.hi', 0x6BEC9B12)], 13863)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4A940E1B), ('P4rIngress.values_v11110.hi', 0xDEDA93FE)], 13863)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7E0FF679), ('P4rIngress.values_v11111.hi', 0x7CD34FF4)], 13863)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE860),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DFA),
                gc.DataTuple('slot_count', 0x0000107B),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F907BD6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x63D75715),
                gc.KeyTuple('src_port', 0x98F6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE860),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03C2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\xD7\x57\x15\x00\x00\x00\x00\x98\xF6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE8\x60\x00\x18\x0F\x90\x7B\xD6\x08\x2D\x07\x28\x17\x44\xC4\xCE\x00\x40\x00\x00\x68\xDE\xE0\x73\xCA\x88\x0C\x36\x58\x5B\x13\x45\x7C\xB1\x54\xFB\x42\xFD\x98\xEE\xAA\x5C\x44\x14\x63\xFF\x79\x42\x4E\x0C\xB0\x9F\x4C\xF8\x5F\x9F\xE8\x58\x51\xFE\x66\x38\xFC\xD6\x19\x51\x73\xD1\x52\xBB\x32\xED\x00\x00\x00\x00\x79\x7D\x1C\x0B\xB5\xF7\x43\xF8\x7A\x3E\x33\xBC\x66\xAF\x24\x1B\x6E\x96\x9E\xEA\x71\xEB\x73\x24\x45\xB4\xFF\xB7\xD7\xC5\x31\x5D\x78\x42\xB1\xBB\x7D\x48\x3A\x91\x65\xF1\x32\xCD\x46\xC3\x49\x8D\x72\x17\xF5\x2B\x16\x44\x00\xA7\x4F\x8A\x9B\x84\x19\x1D\x99\x65\x43\x89\x7F\x27\x57\x46\xA9\x5C\x6D\x6B\x3A\xA9\xB2\xCF\x58\xB8\x65\x53\x8B\xDA\x92\x1A\xFC\xCE\x54\xE1\xD1\xC7\xD5\xFF\x18\xE6\x42\x2F\x63\xB8\xB8\xE9\x4E\xD3\x60\x69\x97\x66\x2B\xFA\xAF\xA5\x4B\x7E\x0E\x9C\x24\x57\xD3\xCD\x42\x4C\xE9\xCB\x94\x8F\xFC\xFE\x4B\x1E\x10\x9E\x7A\xB2\xA7\x2D\x73\x91\x1A\x57\xEA\xCB\x56\xEE\x78\x2E\x85\x6B\x25\x77\x7A\x3C\x72\xFB\xE6\x36\x4E\x1B\x44\x77\x62\x52\x65\x16\xB4\xFD\x5D\x4B\x4F\xAC\x92\xF2\x80\x00\x00\x00\x79\x6C\x7D\xC7\x34\x46\x72\xDE\x72\x74\xFD\x7D\xA0\x1A\xA8\xCD\x58\x50\xF4\xA7\xF2\x94\xC5\x27\xE9\x69\x4F\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\xD7\x57\x15\xBE\xEF\x98\xF6\x01\x20\x00\x00\x50\x34\x02\x82\xE8\x60\x00\x18\x0F\x90\x7B\xD6\x08\x2D\x01\x28\x17\x44\xC4\xCE\x00\x40\x00\x1A\x7F\xFF\xFF\xFF\xCA\x88\x0C\x36\x7F\xFF\xFF\xFF\x7C\xB1\x54\xFB\x7F\xFF\xFF\xFF\xAA\x5C\x44\x14\x7F\xFF\xFF\xFF\x4E\x0C\xB0\x9F\x7F\xFF\xFF\xFF\xE8\x58\x51\xFE\x7F\xFF\xFF\xFF\x19\x51\x73\xD1\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xB5\xF7\x43\xF8\x7F\xFF\xFF\xFF\x66\xAF\x24\x1B\x7F\xFF\xFF\xFF\x71\xEB\x73\x24\x7F\xFF\xFF\xFF\xD7\xC5\x31\x5D\x7F\xFF\xFF\xFF\x7D\x48\x3A\x91\x7F\xFF\xFF\xFF\x46\xC3\x49\x8D\x7F\xFF\xFF\xFF\x16\x44\x00\xA7\x7F\xFF\xFF\xFF\x19\x1D\x99\x65\x7F\xFF\xFF\xFF\x57\x46\xA9\x5C\x7F\xFF\xFF\xFF\xB2\xCF\x58\xB8\x7F\xFF\xFF\xFF\x92\x1A\xFC\xCE\x7F\xFF\xFF\xFF\xD5\xFF\x18\xE6\x7F\xFF\xFF\xFF\xB8\xE9\x4E\xD3\x7F\xFF\xFF\xFF\x2B\xFA\xAF\xA5\x7F\xFF\xFF\xFF\x24\x57\xD3\xCD\x7F\xFF\xFF\xFF\x94\x8F\xFC\xFE\x7F\xFF\xFF\xFF\x7A\xB2\xA7\x2D\x7F\xFF\xFF\xFF\xEA\xCB\x56\xEE\x7F\xFF\xFF\xFF\x25\x77\x7A\x3C\x7F\xFF\xFF\xFF\x4E\x1B\x44\x77\x7F\xFF\xFF\xFF\xB4\xFD\x5D\x4B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x34\x46\x72\xDE\x7F\xFF\xFF\xFF\xA0\x1A\xA8\xCD\x7F\xFF\xFF\xFF\xF2\x94\xC5\x27\xE9\x69\x4F\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE63DCE27), ('P4rIngress.bitmap_seq.seq', 0x7B47EE86)], 15000)
        self.setRegisterValue('P4rIngress.rounds', 0x7B47EE86, 15000)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x2C)], 15000)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15000)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x52E41029), ('P4rIngress.values_v00000.hi', 0x5CE1573D)], 15000)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x4A1CBB0D), ('P4rIngress.values_v00001.hi', 0x030B892B)], 15000)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x750D1241), ('P4rIngress.values_v00010.hi', 0xC12E35B4)], 15000)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5CF3EF42), ('P4rIngress.values_v00011.hi', 0xE6A953D3)], 15000)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x415EA991), ('P4rIngress.values_v00100.hi', 0xBA97085A)], 15000)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x59B9AC91), ('P4rIngress.values_v00101.hi', 0x6323F15A)], 15000)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5FD0375F), ('P4rIngress.values_v00110.hi', 0x52CD424F)], 15000)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6A4FD723), ('P4rIngress.values_v00111.hi', 0x9D556080)], 15000)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x546B96F4), ('P4rIngress.values_v01000.hi', 0x90BE6DFD)], 15000)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4316D432), ('P4rIngress.values_v01001.hi', 0xB33B2F4A)], 15000)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7D33915D), ('P4rIngress.values_v01010.hi', 0x344BB9DB)], 15000)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7DDDEAB1), ('P4rIngress.values_v01011.hi', 0xD942625B)], 15000)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x51910516), ('P4rIngress.values_v01100.hi', 0x92FCBEE4)], 15000)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4557074D), ('P4rIngress.values_v01101.hi', 0xB19CBB30)], 15000)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4AFCFC0B), ('P4rIngress.values_v01110.hi', 0x79450DD5)], 15000)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x537CB356), ('P4rIngress.values_v01111.hi', 0xA2B90942)], 15000)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x757FD2AD), ('P4rIngress.values_v10000.hi', 0x9A191DAA)], 15000)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4C16D75B), ('P4rIngress.values_v10001.hi', 0x5935B7B6)], 15000)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x480D0545), ('P4rIngress.values_v10010.hi', 0xCC2D77AF)], 15000)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x47C8F089), ('P4rIngress.values_v10011.hi', 0xA14EF8BC)], 15000)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x51AD2637), ('P4rIngress.values_v10100.hi', 0xA7BB6EA7)], 15000)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x414D892E), ('P4rIngress.values_v10101.hi', 0x56C35F6D)], 15000)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x44E5AA55), ('P4rIngress.values_v10110.hi', 0xCE99B2FC)], 15000)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5BFA708C), ('P4rIngress.values_v10111.hi', 0x7DC12D60)], 15000)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4BD49ADB), ('P4rIngress.values_v11000.hi', 0x8AA26542)], 15000)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6455D445), ('P4rIngress.values_v11001.hi', 0xBB987331)], 15000)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x66E84608), ('P4rIngress.values_v11010.hi', 0x20352801)], 15000)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x75DC2F02), ('P4rIngress.values_v11011.hi', 0x90994C3C)], 15000)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x75E64B6A), ('P4rIngress.values_v11100.hi', 0xB71C4A86)], 15000)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x75ADEA5A), ('P4rIngress.values_v11101.hi', 0x74F6EEBE)], 15000)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x62BCA2E6), ('P4rIngress.values_v11110.hi', 0x6C5B918B)], 15000)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4EFBCCD8), ('P4rIngress.values_v11111.hi', 0xD5BC6CBE)], 15000)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB1D8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001699),
                gc.DataTuple('slot_count', 0x0000073B),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEF996154),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x55F7BFFA),
                gc.KeyTuple('src_port', 0xB276),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB1D8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0232),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\xF7\xBF\xFA\x00\x00\x00\x00\xB2\x76\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB1\xD8\x00\x18\xEF\x99\x61\x54\x03\xFF\x05\x99\x7B\x47\xEE\x86\x00\x40\x00\x00\x76\x7F\xAB\xAC\x41\xC7\x5A\xC1\x6A\xBE\x55\xF7\x7F\xAB\x49\x7B\x51\xAD\x1B\x77\xE1\x4D\x0C\x5A\x72\xC8\xB1\x80\x52\xEC\xE0\x3C\x41\x1E\x83\x1D\xA6\xE8\xAE\xFA\x5C\xF9\xB9\x2F\x45\xB1\x4D\x70\x52\xE9\x49\x6E\x56\xB9\x3B\x9B\x7F\xCF\x0D\x36\x67\xE2\x1B\x95\x7E\x79\x11\x96\x7A\xF5\xF4\x46\x59\xA3\x47\x72\x89\xB8\xC1\x45\x49\xAC\x0F\x5D\x6A\x78\x39\x0E\x47\xE6\xA9\xF7\x98\x8F\x28\x33\x4E\xBC\xCE\xB6\xA6\x9C\x17\xDF\x60\x32\xBA\x39\xBA\xBE\x45\xA7\x67\x47\xC5\x39\x4B\x4E\x80\xE6\x69\x5C\xE9\xB5\xF7\x9D\x55\x8C\x51\x24\x1A\x72\xD6\x79\xC1\x91\x77\x34\x4D\x0D\x62\x8D\x20\xE5\x73\x98\xFB\x8D\x9A\x0A\x77\x29\x60\xE6\x16\xB1\xB7\xD3\xF7\xFA\x55\xA8\xE2\xB4\xA5\x5B\x5E\xE3\x47\x45\x5D\x9C\x68\x57\x1F\x6A\x77\x46\x3C\x17\x3B\x73\x12\x1E\x5A\x58\xFD\xED\x3F\x8B\x0D\x2C\x7A\xC4\x4A\x8B\xBE\xB2\x26\x76\x73\x44\xF6\xA4\xA9\x2E\xF6\xFA\x53\x77\x67\xFF\x62\x95\x6E\x13\x55\x03\xC3\xCE\xB9\xD5\x3F\x9A\x75\x0E\xEC\x54\xA7\x07\x5D\xF1\x7B\x2E\x96\x93\x1B\x76\xB9\xBA\x68\xE6\x0B\xE9\x35\x58\xA7\x0C\x5A\x42\x7E\x0F\x95\x87\x20\x16\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\xF7\xBF\xFA\xBE\xEF\xB2\x76\x01\x20\x00\x00\x50\x34\x02\x82\xB1\xD8\x00\x18\xEF\x99\x61\x54\x03\xFF\x01\x99\x7B\x47\xEE\x86\x00\x40\x00\x1E\x7F\xFF\xFF\xFF\x41\xC7\x5A\xC1\x7F\xFF\xFF\xFF\x7F\xAB\x49\x7B\x7F\xFF\xFF\xFF\xE1\x4D\x0C\x5A\x7F\xFF\xFF\xFF\x52\xEC\xE0\x3C\x7F\xFF\xFF\xFF\xA6\xE8\xAE\xFA\x7F\xFF\xFF\xFF\x45\xB1\x4D\x70\x7F\xFF\xFF\xFF\x56\xB9\x3B\x9B\x7F\xFF\xFF\xFF\x67\xE2\x1B\x95\x7F\xFF\xFF\xFF\x7A\xF5\xF4\x46\x7F\xFF\xFF\xFF\x89\xB8\xC1\x45\x7F\xFF\xFF\xFF\x6A\x78\x39\x0E\x7F\xFF\xFF\xFF\x98\x8F\x28\x33\x7F\xFF\xFF\xFF\xA6\x9C\x17\xDF\x7F\xFF\xFF\xFF\xBA\xBE\x45\xA7\x7F\xFF\xFF\xFF\x4B\x4E\x80\xE6\x7F\xFF\xFF\xFF\xF7\x9D\x55\x8C\x7F\xFF\xFF\xFF\xD6\x79\xC1\x91\x7F\xFF\xFF\xFF\x62\x8D\x20\xE5\x7F\xFF\xFF\xFF\x9A\x0A\x77\x29\x7F\xFF\xFF\xFF\xB7\xD3\xF7\xFA\x7F\xFF\xFF\xFF\xA5\x5B\x5E\xE3\x7F\xFF\xFF\xFF\x68\x57\x1F\x6A\x7F\xFF\xFF\xFF\x3B\x73\x12\x1E\x7F\xFF\xFF\xFF\x3F\x8B\x0D\x2C\x7F\xFF\xFF\xFF\xBE\xB2\x26\x76\x7F\xFF\xFF\xFF\xA9\x2E\xF6\xFA\x7F\xFF\xFF\xFF\x62\x95\x6E\x13\x7F\xFF\xFF\xFF\xB9\xD5\x3F\x9A\x7F\xFF\xFF\xFF\xA7\x07\x5D\xF1\x7F\xFF\xFF\xFF\x1B\x76\xB9\xBA\x7F\xFF\xFF\xFF\x35\x58\xA7\x0C\x7F\xFF\xFF\xFF\x95\x87\x20\x16\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBEE138CC), ('P4rIngress.bitmap_seq.seq', 0x204F0000)], 12149)
        self.setRegisterValue('P4rIngress.rounds', 0x204F0000, 12149)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x1D)], 12149)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12149)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x5D3098A1), ('P4rIngress.values_v00000.hi', 0x46B0807D)], 12149)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x55A5FDA8), ('P4rIngress.values_v00001.hi', 0x6A925A8D)], 12149)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x6D592E73), ('P4rIngress.values_v00010.hi', 0x32FE5616)], 12149)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x51E508D9), ('P4rIngress.values_v00011.hi', 0x23E0B843)], 12149)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5C5C88C9), ('P4rIngress.values_v00100.hi', 0xACC11A6B)], 12149)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x69D5D461), ('P4rIngress.values_v00101.hi', 0x4736AAF7)], 12149)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x65A73384), ('P4rIngress.values_v00110.hi', 0x6D0E5E70)], 12149)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5FA05FD3), ('P4rIngress.values_v00111.hi', 0x1972F633)], 12149)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x525026AE), ('P4rIngress.values_v01000.hi', 0x3E25F38E)], 12149)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6948B7B5), ('P4rIngress.values_v01001.hi', 0x8662C792)], 12149)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7A229D5F), ('P4rIngress.values_v01010.hi', 0x4BCF38A8)], 12149)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x66384CD6), ('P4rIngress.values_v01011.hi', 0xCB5519A9)], 12149)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x55B8DB6A), ('P4rIngress.values_v01100.hi', 0xA6E4911E)], 12149)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x58539124), ('P4rIngress.values_v01101.hi', 0xCFFB7A23)], 12149)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x78372C59), ('P4rIngress.values_v01110.hi', 0x7C4E6227)], 12149)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x599A49BC), ('P4rIngress.values_v01111.hi', 0x58E5A2D4)], 12149)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x46253759), ('P4rIngress.values_v10000.hi', 0x86978F29)], 12149)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x642A4D4A), ('P4rIngress.values_v10001.hi', 0x3A743F70)], 12149)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4B1B4770), ('P4rIngress.values_v10010.hi', 0x98AB308B)], 12149)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7E2F12BC), ('P4rIngress.values_v10011.hi', 0x021CFDA9)], 12149)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x668D342E), ('P4rIngress.values_v10100.hi', 0xAD1BF9DB)], 12149)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6943985D), ('P4rIngress.values_v10101.hi', 0xF4A3B91D)], 12149)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x51FB7BFD), ('P4rIngress.values_v10110.hi', 0x570FAD48)], 12149)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x47A48CDD), ('P4rIngress.values_v10111.hi', 0x1D5853B5)], 12149)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6E9D5C35), ('P4rIngress.values_v11000.hi', 0x3AB75591)], 12149)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x538B4732), ('P4rIngress.values_v11001.hi', 0xA76BBDBE)], 12149)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4E6477BF), ('P4rIngress.values_v11010.hi', 0xD22A5D57)], 12149)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x77B7379E), ('P4rIngress.values_v11011.hi', 0x917E7951)], 12149)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7FB0C169), ('P4rIngress.values_v11100.hi', 0x8EDDAC84)], 12149)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7FBD6851), ('P4rIngress.values_v11101.hi', 0x71D340E3)], 12149)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x45375517), ('P4rIngress.values_v11110.hi', 0x5C7D73A2)], 12149)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4C989835), ('P4rIngress.values_v11111.hi', 0x6755A5D3)], 12149)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9C8D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008AE),
                gc.DataTuple('slot_count', 0x00000B88),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2E7C6153),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x860A829A),
                gc.KeyTuple('src_port', 0x228C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9C8D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03EE),
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x86\x0A\x82\x9A\x00\x00\x00\x00\x22\x8C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9C\x8D\x00\x18\x2E\x7C\x61\x53\x06\xC7\x05\x37\x20\x4F\x00\x00\x00\x40\x00\x00\x61\xA2\xD2\xBA\x4B\xDB\x11\x71\x59\xF3\x15\x18\x7F\x6B\x92\xEF\x68\xAB\x62\xA5\xEE\x07\x6E\xFC\x77\xEC\x3A\xD3\xEE\x13\x2D\xC0\x45\xB1\x9A\xF1\xB4\x57\x54\xCD\x69\x64\xD3\x53\x65\xCC\xAE\xCC\x65\x07\x82\xCB\x31\xCA\x17\x1F\x6F\x30\x91\x5D\xBE\xCE\x32\x55\x7B\x5F\x20\xB9\xEF\x5D\xCE\x56\x46\x56\x68\xB5\xD9\xE1\x68\x9B\x4A\x4F\x9A\x23\x43\x04\x13\x8D\x50\xA1\xB4\x52\xAA\xF5\x8E\xCF\x4D\x33\x8C\x47\xCE\x4B\x39\x42\x79\x47\x59\x6E\x94\x3D\xE8\xCE\x7B\xBE\xDD\x75\x7C\x35\x6B\xD3\x68\xBA\xC0\x27\xCB\x94\x95\x69\x7B\xBA\xA2\x83\x98\x74\x64\xBD\x44\xCE\xF8\x39\x5F\x34\x3D\x68\x42\xD9\x10\xC6\x9D\x2A\x9F\xA1\x69\xB3\x95\x90\x2C\x3E\x88\x2B\x5F\x3C\xD4\x66\xBA\x85\x4C\x8F\x4D\x50\xEA\x6C\x53\x8C\x49\x49\x51\xD0\x5B\x2F\x35\xF2\x8E\xDD\x7F\xFB\x8C\xA7\xBD\xDB\x7A\x98\x7E\xC8\xA7\x8F\x5B\x53\x57\x2E\x7A\x32\x6D\xBD\xD2\x1A\xBD\x9A\x7F\x22\x62\x58\x89\xAF\x9E\x5F\x59\x45\x11\x7B\x91\xB6\x70\x5D\x63\xE2\xF5\x19\xCE\x94\x24\x27\x73\x53\x78\x6F\xBD\x73\x76\x41\x6D\xB6\xF0\xC2\xEA\xE2\x77\xF1\x78\x95\xCC\xD5\x65\x70\x67\x65\xE7\x16\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x86\x0A\x82\x9A\xBE\xEF\x22\x8C\x01\x20\x00\x00\x50\x34\x02\x82\x9C\x8D\x00\x18\x2E\x7C\x61\x53\x06\xC7\x01\x37\x20\x4F\x00\x00\x00\x40\x00\x0C\x7F\xFF\xFF\xFF\x4B\xDB\x11\x71\x7F\xFF\xFF\xFF\x7F\x6B\x92\xEF\x7F\xFF\xFF\xFF\xEE\x07\x6E\xFC\x7F\xFF\xFF\xFF\xEE\x13\x2D\xC0\x7F\xFF\xFF\xFF\xB4\x57\x54\xCD\x7F\xFF\xFF\xFF\x65\xCC\xAE\xCC\x7F\xFF\xFF\xFF\x31\xCA\x17\x1F\x7F\xFF\xFF\xFF\xBE\xCE\x32\x55\x7F\xFF\xFF\xFF\xEF\x5D\xCE\x56\x7F\xFF\xFF\xFF\xD9\xE1\x68\x9B\x7F\xFF\xFF\xFF\x43\x04\x13\x8D\x7F\xFF\xFF\xFF\xAA\xF5\x8E\xCF\x7F\xFF\xFF\xFF\xCE\x4B\x39\x42\x7F\xFF\xFF\xFF\x94\x3D\xE8\xCE\x7F\xFF\xFF\xFF\x7C\x35\x6B\xD3\x7F\xFF\xFF\xFF\xCB\x94\x95\x69\x7F\xFF\xFF\xFF\x98\x74\x64\xBD\x7F\xFF\xFF\xFF\x5F\x34\x3D\x68\x7F\xFF\xFF\xFF\x9D\x2A\x9F\xA1\x7F\xFF\xFF\xFF\x2C\x3E\x88\x2B\x7F\xFF\xFF\xFF\xBA\x85\x4C\x8F\x7F\xFF\xFF\xFF\x53\x8C\x49\x49\x7F\xFF\xFF\xFF\x35\xF2\x8E\xDD\x7F\xFF\xFF\xFF\xBD\xDB\x7A\x98\x7F\xFF\xFF\xFF\x5B\x53\x57\x2E\x7F\xFF\xFF\xFF\xD2\x1A\xBD\x9A\x7F\xFF\xFF\xFF\x89\xAF\x9E\x5F\x7F\xFF\xFF\xFF\x91\xB6\x70\x5D\x7F\xFF\xFF\xFF\xCE\x94\x24\x27\x7F\xFF\xFF\xFF\xBD\x73\x76\x41\x7F\xFF\xFF\xFF\xEA\xE2\x77\xF1\x7F\xFF\xFF\xFF\x65\x70\x67\x65\xE7\x16\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x06F2261F), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 11885)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 11885)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x5E)], 11885)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11885)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7917EAFD), ('P4rIngress.values_v00000.hi', 0xA91E43B2)], 11885)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7CC66E0E), ('P4rIngress.values_v00001.hi', 0x57048B3B)], 11885)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x74DA7FEB), ('P4rIngress.values_v00010.hi', 0x300E95C3)], 11885)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7B76CA59), ('P4rIngress.values_v00011.hi', 0xAFD4310E)], 11885)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x78EDE99B), ('P4rIngress.values_v00100.hi', 0x6F0A2334)], 11885)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x44B5C255), ('P4rIngress.values_v00101.hi', 0x4B83ACC4)], 11885)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7CE9FD27), ('P4rIngress.values_v00110.hi', 0x81C8BB11)], 11885)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x78CE7404), ('P4rIngress.values_v00111.hi', 0x5E75B2A5)], 11885)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7A953B41), ('P4rIngress.values_v01000.hi', 0x54146B0C)], 11885)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x651A7F2F), ('P4rIngress.values_v01001.hi', 0x59578B65)], 11885)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6754EE69), ('P4rIngress.values_v01010.hi', 0x1B9EAD3F)], 11885)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x61D489BF), ('P4rIngress.values_v01011.hi', 0x534131E9)], 11885)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x473C8D8F), ('P4rIngress.values_v01100.hi', 0x5C3FD657)], 11885)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x449CA310), ('P4rIngress.values_v01101.hi', 0x8F63F577)], 11885)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7CF38BC7), ('P4rIngress.values_v01110.hi', 0x9252A79D)], 11885)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4D98CFC0), ('P4rIngress.values_v01111.hi', 0x6049CFDB)], 11885)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x771E5AED), ('P4rIngress.values_v10000.hi', 0x619D1812)], 11885)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x649AA334), ('P4rIngress.values_v10001.hi', 0x50B9B9E9)], 11885)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x74C2A4ED), ('P4rIngress.values_v10010.hi', 0x5500D62F)], 11885)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4D083D57), ('P4rIngress.values_v10011.hi', 0xAC719933)], 11885)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7AE23D04), ('P4rIngress.values_v10100.hi', 0x97F129CC)], 11885)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7CA66F5D), ('P4rIngress.values_v10101.hi', 0x5F4AA2FB)], 11885)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4EE4B1B7), ('P4rIngress.values_v10110.hi', 0x2D744455)], 11885)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7F73E692), ('P4rIngress.values_v10111.hi', 0xB9BCC918)], 11885)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4971584D), ('P4rIngress.values_v11000.hi', 0xAB24FEEB)], 11885)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5D88AA16), ('P4rIngress.values_v11001.hi', 0x5ED8B8BF)], 11885)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4759BB8D), ('P4rIngress.values_v11010.hi', 0xD0A73C40)], 11885)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5AABDB83), ('P4rIngress.values_v11011.hi', 0x5B846592)], 11885)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x61FC1673), ('P4rIngress.values_v11100.hi', 0x646DB0A7)], 11885)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6C7BA6C3), ('P4rIngress.values_v11101.hi', 0x6E755D59)], 11885)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x77D1D0BD), ('P4rIngress.values_v11110.hi', 0x178D3777)], 11885)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x547D08C7), ('P4rIngress.values_v11111.hi', 0x7CC74D2D)], 11885)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA8A5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000062C),
                gc.DataTuple('slot_count', 0x00000EAB),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x20380BC0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xA3F765AC),
                gc.KeyTuple('src_port', 0x6555),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA8A5),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA3\xF7\x65\xAC\x00\x00\x00\x00\x65\x55\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA8\xA5\x00\x18\x20\x38\x0B\xC0\x08\x41\x05\xD6\xC0\x00\x00\x00\x00\x40\x00\x00\x69\x2C\x69\x7B\xB5\x7D\x26\x3E\x64\xE7\x5D\x2B\x36\x6F\x8A\x12\x63\x2A\x91\x2D\x54\xAE\xAD\xF6\x71\xB4\x66\xD7\xBF\x4E\x39\x75\x60\xED\x49\x52\x6A\x7A\x07\x24\x47\x90\xE8\x17\x4B\xE5\x79\x45\x73\x4C\xAB\x08\xBD\xAE\x78\xB7\x78\x8C\x65\xEF\x56\xE8\xAF\xD8\x7B\x99\x90\x57\x66\x6F\x92\xC9\x7B\x26\x25\x05\x67\x55\x42\xEC\x64\x0E\x13\x31\x93\x53\x39\x69\x4C\x72\xF2\x04\x4E\x1C\x76\x0A\x5F\x8E\xEC\xE7\x48\xC7\x35\xD3\x75\xD4\xB9\x47\xF6\xB5\xAD\x21\x5F\xC6\x9C\x2A\xBA\xCC\xFF\x29\x6C\x49\x09\x0B\xB7\xEC\xE7\xF1\x55\x7C\x5A\x2B\x31\xD1\xDB\xE0\x7B\x4A\xAB\xBD\x5E\x4B\xC9\x47\x77\x10\xFE\x29\x5D\x3D\xC2\x8B\x66\xBB\x3F\x4D\x87\x5A\xA9\x61\x7C\x30\x1F\x23\xAC\xB7\x2D\x98\x45\x37\xC2\x7B\xF7\x43\xBF\x38\x44\x3E\xCA\x95\x2B\x51\xE7\x96\x47\x20\xBE\xBD\x9D\x89\x1E\xAF\x64\xC6\x12\x94\x90\x74\xA8\xE3\x55\xB8\xB3\x1B\x6A\x78\xD1\x6E\x71\x55\xEA\x75\xD7\xE3\x86\xFE\x6E\xDA\xB7\x47\x73\xB4\xEB\xB6\x71\x3C\x35\xFC\x7D\xE3\xA2\x3A\x53\x29\x1C\x47\x2D\x4B\xD2\x91\x54\xA6\x38\x6A\x76\x9D\x33\x11\x68\xCB\x78\xDD\x2A\xCB\x9D\x50\xD1\xC1\x78\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA3\xF7\x65\xAC\xBE\xEF\x65\x55\x01\x20\x00\x00\x50\x34\x02\x82\xA8\xA5\x00\x18\x20\x38\x0B\xC0\x08\x41\x01\xD6\xC0\x00\x00\x00\x00\x40\x00\x19\x7F\xFF\xFF\xFF\xB5\x7D\x26\x3E\x7F\xFF\xFF\xFF\x36\x6F\x8A\x12\x7F\xFF\xFF\xFF\x54\xAE\xAD\xF6\x7F\xFF\xFF\xFF\xBF\x4E\x39\x75\x7F\xFF\xFF\xFF\x6A\x7A\x07\x24\x7F\xFF\xFF\xFF\x4B\xE5\x79\x45\x7F\xFF\xFF\xFF\xBD\xAE\x78\xB7\x7F\xFF\xFF\xFF\x56\xE8\xAF\xD8\x7F\xFF\xFF\xFF\x66\x6F\x92\xC9\x7F\xFF\xFF\xFF\x67\x55\x42\xEC\x7F\xFF\xFF\xFF\x93\x53\x39\x69\x7F\xFF\xFF\xFF\x4E\x1C\x76\x0A\x7F\xFF\xFF\xFF\x48\xC7\x35\xD3\x7F\xFF\xFF\xFF\xF6\xB5\xAD\x21\x7F\xFF\xFF\xFF\xBA\xCC\xFF\x29\x7F\xFF\xFF\xFF\xB7\xEC\xE7\xF1\x7F\xFF\xFF\xFF\x31\xD1\xDB\xE0\x7F\xFF\xFF\xFF\x5E\x4B\xC9\x47\x7F\xFF\xFF\xFF\x5D\x3D\xC2\x8B\x7F\xFF\xFF\xFF\x87\x5A\xA9\x61\x7F\xFF\xFF\xFF\xAC\xB7\x2D\x98\x7F\xFF\xFF\xFF\xF7\x43\xBF\x38\x7F\xFF\xFF\xFF\x2B\x51\xE7\x96\x7F\xFF\xFF\xFF\x9D\x89\x1E\xAF\x7F\xFF\xFF\xFF\x90\x74\xA8\xE3\x7F\xFF\xFF\xFF\x6A\x78\xD1\x6E\x7F\xFF\xFF\xFF\xD7\xE3\x86\xFE\x7F\xFF\xFF\xFF\x73\xB4\xEB\xB6\x7F\xFF\xFF\xFF\x7D\xE3\xA2\x3A\x7F\xFF\xFF\xFF\x2D\x4B\xD2\x91\x7F\xFF\xFF\xFF\x76\x9D\x33\x11\x7F\xFF\xFF\xFF\x2A\xCB\x9D\x50\xD1\xC1\x78\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A\x37\x95\xD9\x25\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x76083BA6), ('P4rIngress.bitmap_seq.seq', 0xB6CACC5D)], 14169)
        self.setRegisterValue('P4rIngress.rounds', 0xB6CACC5D, 14169)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x1E)], 14169)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14169)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x524B8FB7), ('P4rIngress.values_v00000.hi', 0xA4BD4A6A)], 14169)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7EAA6B59), ('P4rIngress.values_v00001.hi', 0x73CCE816)], 14169)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x435D2624), ('P4rIngress.values_v00010.hi', 0x9EAE76E8)], 14169)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x75B6752D), ('P4rIngress.values_v00011.hi', 0xB3FD2E76)], 14169)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6EE9958B), ('P4rIngress.values_v00100.hi', 0xBDEC0437)], 14169)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5B6054F1), ('P4rIngress.values_v00101.hi', 0xBC438CE1)], 14169)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6359D666), ('P4rIngress.values_v00110.hi', 0xB8FE56A4)], 14169)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6FBD93BB), ('P4rIngress.values_v00111.hi', 0x66EA8C79)], 14169)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x744B1175), ('P4rIngress.values_v01000.hi', 0x26537E4B)], 14169)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x41BD5C45), ('P4rIngress.values_v01001.hi', 0xB355436B)], 14169)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5B8CCCDE), ('P4rIngress.values_v01010.hi', 0xDEF5D2F5)], 14169)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5BCD940C), ('P4rIngress.values_v01011.hi', 0x1755311C)], 14169)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x527577B5), ('P4rIngress.values_v01100.hi', 0x53932BCF)], 14169)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7E7826D7), ('P4rIngress.values_v01101.hi', 0x1579AF6A)], 14169)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x421CEDD6), ('P4rIngress.values_v01110.hi', 0x9FA971B5)], 14169)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7434CA13), ('P4rIngress.values_v01111.hi', 0x5B3E288A)], 14169)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7D4305AD), ('P4rIngress.values_v10000.hi', 0xE8857140)], 14169)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5FEC7A6B), ('P4rIngress.values_v10001.hi', 0x7E99D6AD)], 14169)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6C94BA66), ('P4rIngress.values_v10010.hi', 0x91A0A99B)], 14169)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7D95D80D), ('P4rIngress.values_v10011.hi', 0x3966E825)], 14169)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x43925796), ('P4rIngress.values_v10100.hi', 0x86D295AA)], 14169)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5AEA93CB), ('P4rIngress.values_v10101.hi', 0x7DAFC2F2)], 14169)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x553547C5), ('P4rIngress.values_v10110.hi', 0x67BD5827)], 14169)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x50B19A9A), ('P4rIngress.values_v10111.hi', 0x63D3D103)], 14169)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6BE7EDEA), ('P4rIngress.values_v11000.hi', 0x59BB336C)], 14169)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x627A62F5), ('P4rIngress.values_v11001.hi', 0x9AD111CD)], 14169)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x41087085), ('P4rIngress.values_v11010.hi', 0x4A7D6D2B)], 14169)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x778C9B23), ('P4rIngress.values_v11011.hi', 0x67BB8959)], 14169)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x56AEDD15), ('P4rIngress.values_v11100.hi', 0x4336EAD3)], 14169)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x50B670A6), ('P4rIngress.values_v11101.hi', 0xE4638070)], 14169)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x649CDB14), ('P4rIngress.values_v11110.hi', 0x7E7DFBAA)], 14169)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5493119F), ('P4rIngress.values_v11111.hi', 0x0B2876D7)], 14169)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x33AD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015F2),
                gc.DataTuple('slot_count', 0x0000023B),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC9C6EF11),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0x3CA57E5C),
                gc.KeyTuple('src_port', 0xEA66),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x33AD),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0325),
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
        ig_port = 36
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\xA5\x7E\x5C\x00\x00\x00\x00\xEA\x66\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\xAD\x00\x18\xC9\xC6\xEF\x11\x01\x67\x07\x3D\xB6\xCA\xCC\x5D\x00\x40\x00\x00\x42\x4E\x75\xE3\x8B\xA3\x73\x3C\x68\xBF\x44\xE5\x6C\x64\x4A\xC4\x61\x95\xB9\xCB\xBB\x51\x66\x46\x46\x2C\xC4\x26\x3B\xD7\x65\x49\x4A\x3A\xC7\xF7\xBF\xFC\xDE\xC5\x47\x4D\xD4\xB0\xB7\xD1\xAA\x25\x7E\x57\xCD\x0A\x18\x53\x7A\xF1\x7E\xEE\xF2\x7B\x42\x4B\xB8\xA3\x57\xEC\x2B\x6E\x77\x68\x7F\x67\x4A\x91\x47\x6B\xA6\xA3\xC9\x23\x7B\xBD\xC7\x2D\xCB\xE4\x93\xD7\x67\x64\xBD\x4F\x69\xB5\x1B\x0F\x7B\x96\x47\x95\x7B\xE2\x27\x4F\x79\x6B\x7B\x2C\x77\x74\xC0\xED\x6B\x9E\xB2\x7D\x9A\x67\x1A\x2A\x70\xFA\x99\x61\x32\x39\x48\xBB\x4C\x42\xC3\xA0\x12\xD2\xC0\xC7\x42\x8B\x85\xFF\x16\xCB\xC5\x6F\x65\x94\xAA\x9A\x95\x4F\x2E\x8F\x47\x75\xCB\xF0\x4B\x42\x35\x4D\x5A\x7B\x88\xB3\xB5\x41\x57\x2E\x7E\xF2\xC8\x5D\x45\x45\x98\x65\x7E\xB7\x6D\x5D\x57\x29\x24\x04\x75\x39\xAC\x1A\x72\x1C\x79\x1C\x4A\x23\x81\xB3\x4B\x06\xF1\x8F\x6B\x84\x4E\xF3\xE0\xB6\x18\xDD\x5D\xFC\x37\x58\x72\x1D\x85\xD5\x5D\x13\x99\xAE\x3E\x60\xC8\x08\x76\xAD\x28\xB4\x49\xEC\xE3\xC9\x6D\xB0\x95\x36\xE5\x27\x8E\xD3\x6C\xFD\x4D\x28\x5E\x61\xA8\x08\x4A\xD5\x71\xF7\x7A\x0B\xA8\x6D\x79\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3C\xA5\x7E\x5C\xBE\xEF\xEA\x66\x01\x20\x00\x00\x50\x34\x02\x82\x33\xAD\x00\x18\xC9\xC6\xEF\x11\x01\x67\x01\x3D\xB6\xCA\xCC\x5D\x00\x40\x00\x10\x7F\xFF\xFF\xFF\x8B\xA3\x73\x3C\x7F\xFF\xFF\xFF\x6C\x64\x4A\xC4\x7F\xFF\xFF\xFF\xBB\x51\x66\x46\x7F\xFF\xFF\xFF\x3B\xD7\x65\x49\x7F\xFF\xFF\xFF\xBF\xFC\xDE\xC5\x7F\xFF\xFF\xFF\xB7\xD1\xAA\x25\x7F\xFF\xFF\xFF\x18\x53\x7A\xF1\x7F\xFF\xFF\xFF\x42\x4B\xB8\xA3\x7F\xFF\xFF\xFF\x77\x68\x7F\x67\x7F\xFF\xFF\xFF\xA6\xA3\xC9\x23\x7F\xFF\xFF\xFF\xCB\xE4\x93\xD7\x7F\xFF\xFF\xFF\x69\xB5\x1B\x0F\x7F\xFF\xFF\xFF\x7B\xE2\x27\x4F\x7F\xFF\xFF\xFF\x77\x74\xC0\xED\x7F\xFF\xFF\xFF\x9A\x67\x1A\x2A\x7F\xFF\xFF\xFF\x32\x39\x48\xBB\x7F\xFF\xFF\xFF\x12\xD2\xC0\xC7\x7F\xFF\xFF\xFF\x16\xCB\xC5\x6F\x7F\xFF\xFF\xFF\x95\x4F\x2E\x8F\x7F\xFF\xFF\xFF\x4B\x42\x35\x4D\x7F\xFF\xFF\xFF\xB5\x41\x57\x2E\x7F\xFF\xFF\xFF\x45\x45\x98\x65\x7F\xFF\xFF\xFF\x57\x29\x24\x04\x7F\xFF\xFF\xFF\x72\x1C\x79\x1C\x7F\xFF\xFF\xFF\x4B\x06\xF1\x8F\x7F\xFF\xFF\xFF\xE0\xB6\x18\xDD\x7F\xFF\xFF\xFF\x72\x1D\x85\xD5\x7F\xFF\xFF\xFF\x3E\x60\xC8\x08\x7F\xFF\xFF\xFF\x49\xEC\xE3\xC9\x7F\xFF\xFF\xFF\xE5\x27\x8E\xD3\x7F\xFF\xFF\xFF\x5E\x61\xA8\x08\x7F\xFF\xFF\xFF\x7A\x0B\xA8\x6D\x79\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x82DC9939), ('P4rIngress.bitmap_seq.seq', 0x7B8C5FA4)], 12885)
        self.setRegisterValue('P4rIngress.rounds', 0x7B8C5FA4, 12885)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x1C)], 12885)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12885)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x438C9713), ('P4rIngress.values_v00000.hi', 0x7804656F)], 12885)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x47FC555D), ('P4rIngress.values_v00001.hi', 0x6BB59DFD)], 12885)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x485C2EB1), ('P4rIngress.values_v00010.hi', 0x3558EB3F)], 12885)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x47DFE51D), ('P4rIngress.values_v00011.hi', 0x80000000)], 12885)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7014E74B), ('P4rIngress.values_v00100.hi', 0xB3CFEBA1)], 12885)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x729D36F2), ('P4rIngress.values_v00101.hi', 0x62E94175)], 12885)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5C1A55F9), ('P4rIngress.values_v00110.hi', 0x492101F6)], 12885)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x74C3F171), ('P4rIngress.values_v00111.hi', 0x6E6AAADB)], 12885)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x40EB5AAF), ('P4rIngress.values_v01000.hi', 0x1D4FA095)], 12885)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x55AD91FB), ('P4rIngress.values_v01001.hi', 0xA6329259)], 12885)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5A2D12BA), ('P4rIngress.values_v01010.hi', 0xCD533DA9)], 12885)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5EBF6A1F), ('P4rIngress.values_v01011.hi', 0xA7B9DD7F)], 12885)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4721579D), ('P4rIngress.values_v01100.hi', 0x43B4084C)], 12885)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6791CEBD), ('P4rIngress.values_v01101.hi', 0x92B498A9)], 12885)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6E7A4CBF), ('P4rIngress.values_v01110.hi', 0xBE7A7A8E)], 12885)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6E0418DC), ('P4rIngress.values_v01111.hi', 0x3E3C630F)], 12885)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x652EC291), ('P4rIngress.values_v10000.hi', 0x412CAF35)], 12885)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x756FA668), ('P4rIngress.values_v10001.hi', 0xBBB0B0AE)], 12885)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4CF9311A), ('P4rIngress.values_v10010.hi', 0x467C83E5)], 12885)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7D6BD752), ('P4rIngress.values_v10011.hi', 0x42A9674E)], 12885)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x49E5EAF4), ('P4rIngress.values_v10100.hi', 0x535F9DEF)], 12885)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4940622C), ('P4rIngress.values_v10101.hi', 0xA48C08E3)], 12885)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x79EE5E75), ('P4rIngress.values_v10110.hi', 0x64E6E1B9)], 12885)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6074EC1B), ('P4rIngress.values_v10111.hi', 0xB92F1122)], 12885)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x68C65BAA), ('P4rIngress.values_v11000.hi', 0xA44B8C0D)], 12885)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x513190D5), ('P4rIngress.values_v11001.hi', 0x85B3FCE5)], 12885)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6243504A), ('P4rIngress.values_v11010.hi', 0x58ECCD4A)], 12885)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7404C1DF), ('P4rIngress.values_v11011.hi', 0x6457F193)], 12885)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7335E9E9), ('P4rIngress.values_v11100.hi', 0x80000000)], 12885)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x540623A0), ('P4rIngress.values_v11101.hi', 0x69BBD015)], 12885)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A9A1BB3), ('P4rIngress.values_v11110.hi', 0x4F1C9ACF)], 12885)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6E49B0F6), ('P4rIngress.values_v11111.hi', 0x00000000)], 12885)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x98BD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005D7),
                gc.DataTuple('slot_count', 0x000017D3),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7FAAFC4A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0xD25BEF5B),
                gc.KeyTuple('src_port', 0x89AA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x98BD),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02C6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x5B\xEF\x5B\x00\x00\x00\x00\x89\xAA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x98\xBD\x00\x18\x7F\xAA\xFC\x4A\x0C\x7E\x07\x2A\x7B\x8C\x5F\xA4\x00\x40\x00\x00\x49\xE3\xA5\x3F\x2A\xEE\x66\x5C\x6E\x89\x4E\x99\x46\xD7\xF3\x95\x66\xF7\x0D\x57\xF5\x75\x6B\x4F\x7A\x21\xE8\xB5\x00\x00\x00\x00\x60\xBB\x53\xC5\x9E\x83\xB6\xB7\x5E\xB9\xB0\xF7\x7E\xA2\xF3\xE5\x42\xB4\xEB\x45\x5D\xBB\xD0\x0E\x42\xDD\xED\x31\x22\xA7\xAA\x88\x54\x61\xB6\xB9\x6F\x58\x70\x1D\x7D\x74\x8D\xE1\x8C\x3B\x76\x5F\x68\x9D\x6D\xEC\x8B\x18\x2C\xA6\x60\xD7\xCA\x96\xA8\xE5\xBD\x28\x53\x4E\xD4\x5D\x55\x54\x0E\x75\x54\x99\x24\xFD\x87\x10\xBE\x85\x73\x4E\xB3\xE0\x8D\x3F\xCB\xE7\x77\x29\xD2\x71\x47\x23\xFB\x2F\x6E\x86\xD5\x16\x7D\xD8\xE8\xBF\x6B\x03\xB9\x2A\x92\x2B\xF3\xF0\x69\x3D\x87\xAA\x56\xF0\x3F\x65\x7D\xB1\x9A\xE0\x76\xFE\x34\xB4\x5E\xBE\x16\x58\xF6\x9A\xA5\xD5\x56\xE7\xB5\xE4\xB1\x10\x92\xAF\x74\x65\x86\x47\x48\x57\xEB\x27\x67\x5C\x48\x61\xB5\xAD\x7B\x20\x4F\xAA\xF1\x64\xA4\xD7\xAF\xE8\x78\xA9\x8D\xA9\x83\xBA\xBC\x94\x6A\xDE\xCA\x5C\x48\x6F\x34\xE7\x67\xCD\xEF\xDA\x1E\xCE\x73\x53\x5B\xC5\xC3\xB7\x00\x00\x00\x00\x54\xD4\x2E\x69\x6D\x8A\xB9\xD7\x75\xBD\x4E\xF9\x65\x7A\xDD\x77\x6C\x37\x60\x4E\x00\x00\x00\x00\x92\xB4\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD2\x5B\xEF\x5B\xBE\xEF\x89\xAA\x01\x20\x00\x00\x50\x34\x02\x82\x98\xBD\x00\x18\x7F\xAA\xFC\x4A\x0C\x7E\x01\x2A\x7B\x8C\x5F\xA4\x00\x40\x00\x14\x7F\xFF\xFF\xFF\x2A\xEE\x66\x5C\x7F\xFF\xFF\xFF\x46\xD7\xF3\x95\x7F\xFF\xFF\xFF\xF5\x75\x6B\x4F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x9E\x83\xB6\xB7\x7F\xFF\xFF\xFF\x7E\xA2\xF3\xE5\x7F\xFF\xFF\xFF\x5D\xBB\xD0\x0E\x7F\xFF\xFF\xFF\x22\xA7\xAA\x88\x7F\xFF\xFF\xFF\x6F\x58\x70\x1D\x7F\xFF\xFF\xFF\x8C\x3B\x76\x5F\x7F\xFF\xFF\xFF\x8B\x18\x2C\xA6\x7F\xFF\xFF\xFF\xA8\xE5\xBD\x28\x7F\xFF\xFF\xFF\x55\x54\x0E\x75\x7F\xFF\xFF\xFF\x87\x10\xBE\x85\x7F\xFF\xFF\xFF\x8D\x3F\xCB\xE7\x7F\xFF\xFF\xFF\x47\x23\xFB\x2F\x7F\xFF\xFF\xFF\x7D\xD8\xE8\xBF\x7F\xFF\xFF\xFF\x92\x2B\xF3\xF0\x7F\xFF\xFF\xFF\x56\xF0\x3F\x65\x7F\xFF\xFF\xFF\x76\xFE\x34\xB4\x7F\xFF\xFF\xFF\xF6\x9A\xA5\xD5\x7F\xFF\xFF\xFF\xB1\x10\x92\xAF\x7F\xFF\xFF\xFF\x48\x57\xEB\x27\x7F\xFF\xFF\xFF\xB5\xAD\x7B\x20\x7F\xFF\xFF\xFF\xA4\xD7\xAF\xE8\x7F\xFF\xFF\xFF\x83\xBA\xBC\x94\x7F\xFF\xFF\xFF\x48\x6F\x34\xE7\x7F\xFF\xFF\xFF\x1E\xCE\x73\x53\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x6D\x8A\xB9\xD7\x7F\xFF\xFF\xFF\x65\x7A\xDD\x77\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x92\xB4\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAC0E66B7), ('P4rIngress.bitmap_seq.seq', 0x983897D6)], 11497)
        self.setRegisterValue('P4rIngress.rounds', 0x983897D6, 11497)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0xD2)], 11497)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11497)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x78CC725F), ('P4rIngress.values_v00000.hi', 0x673B36D4)], 11497)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x61D69509), ('P4rIngress.values_v00001.hi', 0x47DE76CC)], 11497)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x66EAEFBF), ('P4rIngress.values_v00010.hi', 0x198C7C7E)], 11497)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x611866F6), ('P4rIngress.values_v00011.hi', 0xCFB493E1)], 11497)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4910F8FD), ('P4rIngress.values_v00100.hi', 0xE1AB958D)], 11497)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x708647D6), ('P4rIngress.values_v00101.hi', 0x398C19C3)], 11497)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x58B9A9AB), ('P4rIngress.values_v00110.hi', 0x6EDC3BBD)], 11497)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x733D5BB7), ('P4rIngress.values_v00111.hi', 0xEE08308F)], 11497)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x74F957B5), ('P4rIngress.values_v01000.hi', 0xBEFFC30A)], 11497)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x47AF3D52), ('P4rIngress.values_v01001.hi', 0xC59D9B7E)], 11497)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6E29B65F), ('P4rIngress.values_v01010.hi', 0x67C6F445)], 11497)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x46C950FD), ('P4rIngress.values_v01011.hi', 0x9DC93C0B)], 11497)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6BEA92AA), ('P4rIngress.values_v01100.hi', 0x98D95962)], 11497)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x787275AF), ('P4rIngress.values_v01101.hi', 0xD5EC1BB3)], 11497)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x66EC88EC), ('P4rIngress.values_v01110.hi', 0x6F623A76)], 11497)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6E68568C), ('P4rIngress.values_v01111.hi', 0x1AB659E2)], 11497)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x437B5B7B), ('P4rIngress.values_v10000.hi', 0xD82B4ED2)], 11497)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6BC1A56D), ('P4rIngress.values_v10001.hi', 0x48DEB67D)], 11497)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D0ED886), ('P4rIngress.values_v10010.hi', 0xB7034C8B)], 11497)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x73BAAE87), ('P4rIngress.values_v10011.hi', 0x9526AD51)], 11497)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x569305C2), ('P4rIngress.values_v10100.hi', 0x8C490219)], 11497)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5B794159), ('P4rIngress.values_v10101.hi', 0x3D350B0D)], 11497)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6B4E5534), ('P4rIngress.values_v10110.hi', 0x7776AAB3)], 11497)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x541B00DC), ('P4rIngress.values_v10111.hi', 0x607D8AFC)], 11497)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5AA9AB6B), ('P4rIngress.values_v11000.hi', 0x9F7CF95A)], 11497)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6F75E7BF), ('P4rIngress.values_v11001.hi', 0xEF52D556)], 11497)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x65A6DCDB), ('P4rIngress.values_v11010.hi', 0xFE95422D)], 11497)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x655CA5C9), ('P4rIngress.values_v11011.hi', 0xBF0FA5F1)], 11497)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x48ED5B13), ('P4rIngress.values_v11100.hi', 0xB526487D)], 11497)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x552DA0BD), ('P4rIngress.values_v11101.hi', 0x4222008B)], 11497)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x646CBA25), ('P4rIngress.values_v11110.hi', 0x8AC371AD)], 11497)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A291863), ('P4rIngress.values_v11111.hi', 0x9B18A71E)], 11497)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x92B9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE9),
                gc.DataTuple('slot_count', 0x00001059),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x45C378ED),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x62B3BFCE),
                gc.KeyTuple('src_port', 0x67D1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x92B9),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\xB3\xBF\xCE\x00\x00\x00\x00\x67\xD1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x92\xB9\x00\x18\x45\xC3\x78\xED\x00\x00\x01\xE0\x98\x38\x97\xD6\x00\x40\x00\x00\x66\x8F\x26\xDD\x2A\x2C\x09\x5F\x67\x66\x31\xA1\x64\x81\x52\x9E\x56\x62\x22\x6F\xA7\xB9\xA7\xA4\x5F\xB0\x97\x5A\x0E\xB7\x78\x27\x79\x86\xED\x84\x89\xAA\xC5\xF1\x74\x8C\x73\xD3\x4B\xD4\x5A\xDD\x6C\x3A\x9B\xA8\x38\x9B\x3A\x21\x4C\x05\xDA\xA1\xC3\x6E\x28\x5F\x58\x09\x59\xC5\x00\xA6\xB9\xCB\x52\xEA\x14\xD3\xAE\xF4\x12\xA9\x7F\xD5\x17\x0C\x45\x8C\xFC\xDF\x58\x3F\xBE\xBC\xA9\x1F\xC9\x2D\x7B\x62\xB0\xC3\xD3\x97\x0F\x4B\x69\x22\xF6\xD9\x9C\x1D\x38\xCB\x72\x85\x37\xDC\x57\xE7\xAC\x46\x69\xC8\x4B\x35\x32\xE3\x49\xE2\x6F\x6F\xD2\x99\x8D\xAB\xA4\xCF\x62\xB2\xA0\x1B\x4D\x6C\x97\x95\x56\x6B\xFF\x33\xB5\x2D\x3C\x7A\x73\x39\xEE\x23\x8D\xA6\x75\x93\x6E\xF7\xB1\x74\x8F\x8B\xFB\xD0\x5E\xC9\x73\xD4\x70\xED\xE9\x3F\x5E\x5D\x6A\xB5\xF1\x26\xE9\x51\x7A\xC7\xD1\xF5\x26\xD5\xD2\x72\x49\xF8\xFB\x3A\xC7\x3D\x70\xD3\x66\x3D\x22\x25\xCA\x16\x0B\x53\x54\x38\x45\x45\x5A\x98\xE6\xBB\x4D\x75\x94\x3B\x93\x51\xE4\xF5\x5C\x87\x59\xD4\x43\xF6\xBD\x1B\x67\xDD\x2F\x2E\x7A\xDD\x07\x4A\x7B\x6B\xA1\x69\x5C\x76\x29\x71\x5F\x25\x99\xC5\xA9\x5B\xB7\x7B\x61\x38\x3D\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\xB3\xBF\xCE\xBE\xEF\x67\xD1\x01\x20\x00\x00\x50\x34\x02\x82\x92\xB9\x00\x18\x45\xC3\x78\xED\x00\x00\x01\xE0\x98\x38\x97\xD6\x00\x40\x00\x1C\x7F\xFF\xFF\xFF\x2A\x2C\x09\x5F\x7F\xFF\xFF\xFF\x64\x81\x52\x9E\x7F\xFF\xFF\xFF\xA7\xB9\xA7\xA4\x7F\xFF\xFF\xFF\x0E\xB7\x78\x27\x7F\xFF\xFF\xFF\x89\xAA\xC5\xF1\x7F\xFF\xFF\xFF\x4B\xD4\x5A\xDD\x7F\xFF\xFF\xFF\x38\x9B\x3A\x21\x7F\xFF\xFF\xFF\xC3\x6E\x28\x5F\x7F\xFF\xFF\xFF\x00\xA6\xB9\xCB\x7F\xFF\xFF\xFF\xAE\xF4\x12\xA9\x7F\xFF\xFF\xFF\x45\x8C\xFC\xDF\x7F\xFF\xFF\xFF\xA9\x1F\xC9\x2D\x7F\xFF\xFF\xFF\xD3\x97\x0F\x4B\x7F\xFF\xFF\xFF\x9C\x1D\x38\xCB\x7F\xFF\xFF\xFF\x57\xE7\xAC\x46\x7F\xFF\xFF\xFF\x32\xE3\x49\xE2\x7F\xFF\xFF\xFF\x8D\xAB\xA4\xCF\x7F\xFF\xFF\xFF\x4D\x6C\x97\x95\x7F\xFF\xFF\xFF\xB5\x2D\x3C\x7A\x7F\xFF\xFF\xFF\x8D\xA6\x75\x93\x7F\xFF\xFF\xFF\x8F\x8B\xFB\xD0\x7F\xFF\xFF\xFF\x70\xED\xE9\x3F\x7F\xFF\xFF\xFF\xF1\x26\xE9\x51\x7F\xFF\xFF\xFF\x26\xD5\xD2\x72\x7F\xFF\xFF\xFF\xC7\x3D\x70\xD3\x7F\xFF\xFF\xFF\xCA\x16\x0B\x53\x7F\xFF\xFF\xFF\x5A\x98\xE6\xBB\x7F\xFF\xFF\xFF\x93\x51\xE4\xF5\x7F\xFF\xFF\xFF\x43\xF6\xBD\x1B\x7F\xFF\xFF\xFF\x7A\xDD\x07\x4A\x7F\xFF\xFF\xFF\x5C\x76\x29\x71\x7F\xFF\xFF\xFF\xA9\x5B\xB7\x7B\x61\x38\x3D\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2873DB04), ('P4rIngress.bitmap_seq.seq', 0x4DEDF776)], 11014)
        self.setRegisterValue('P4rIngress.rounds', 0x4DEDF776, 11014)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x6B)], 11014)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11014)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x428BA051), ('P4rIngress.values_v00000.hi', 0xC3D6968F)], 11014)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5AC01511), ('P4rIngress.values_v00001.hi', 0x4FDFB009)], 11014)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7EE47249), ('P4rIngress.values_v00010.hi', 0x5C1B4DC5)], 11014)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5F59CC80), ('P4rIngress.values_v00011.hi', 0x9151299B)], 11014)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x43ECC4B0), ('P4rIngress.values_v00100.hi', 0x6D934820)], 11014)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5DDD7AE9), ('P4rIngress.values_v00101.hi', 0x6852F3F9)], 11014)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x78BB5F3A), ('P4rIngress.values_v00110.hi', 0x924570BF)], 11014)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x671C573B), ('P4rIngress.values_v00111.hi', 0x62B645A1)], 11014)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x598AEC11), ('P4rIngress.values_v01000.hi', 0x759A8AA5)], 11014)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5507CCD5), ('P4rIngress.values_v01001.hi', 0x4D517AF3)], 11014)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x73ABEB0E), ('P4rIngress.values_v01010.hi', 0x40197119)], 11014)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x42B5D246), ('P4rIngress.values_v01011.hi', 0x1A66F895)], 11014)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C06DB72), ('P4rIngress.values_v01100.hi', 0x6C3B2997)], 11014)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x422D96E5), ('P4rIngress.values_v01101.hi', 0x66777B9C)], 11014)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6149BD87), ('P4rIngress.values_v01110.hi', 0x90767905)], 11014)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5CCAB0D9), ('P4rIngress.values_v01111.hi', 0x32935C32)], 11014)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7C1AC5BB), ('P4rIngress.values_v10000.hi', 0xBF789E69)], 11014)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x463D49C3), ('P4rIngress.values_v10001.hi', 0x5F1794ED)], 11014)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6DA07281), ('P4rIngress.values_v10010.hi', 0x64331E87)], 11014)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6D059415), ('P4rIngress.values_v10011.hi', 0xB62F467C)], 11014)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x731AC051), ('P4rIngress.values_v10100.hi', 0x5AE23116)], 11014)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x48DB749F), ('P4rIngress.values_v10101.hi', 0x4592E3B5)], 11014)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x530A9796), ('P4rIngress.values_v10110.hi', 0x6E71ACCA)], 11014)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5F335E0D), ('P4rIngress.values_v10111.hi', 0x624D67AA)], 11014)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x58F6AE49), ('P4rIngress.values_v11000.hi', 0x43496236)], 11014)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x6212C2CA), ('P4rIngress.values_v11001.hi', 0x5DF583EB)], 11014)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4C5BD345), ('P4rIngress.values_v11010.hi', 0x878A9DB5)], 11014)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x50B612C2), ('P4rIngress.values_v11011.hi', 0x7ED32F7A)], 11014)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x42EF7117), ('P4rIngress.values_v11100.hi', 0x83BC09DD)], 11014)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4047CB81), ('P4rIngress.values_v11101.hi', 0x65D5A9AE)], 11014)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A912E18), ('P4rIngress.values_v11110.hi', 0xF97A9992)], 11014)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x53CEE1E5), ('P4rIngress.values_v11111.hi', 0xFED43C97)], 11014)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x72CA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004FC),
                gc.DataTuple('slot_count', 0x00000F0A),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C21DE4F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x6B020563),
                gc.KeyTuple('src_port', 0x10DD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x72CA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00EB),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\x02\x05\x63\x00\x00\x00\x00\x10\xDD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x72\xCA\x00\x18\x5C\x21\xDE\x4F\x06\x0A\x01\x91\x4D\xED\xF7\x76\x00\x40\x00\x00\x67\xF4\x8E\xA1\xB9\xDE\x5E\xEF\x79\x77\x59\x2D\x3A\x0A\x8D\x59\x64\xB1\x66\x47\x49\xB8\x5D\xED\x62\x9B\xAA\xCE\xB2\x73\x05\x6B\x76\x46\x36\x1E\x5F\x25\xD9\x6F\x6B\x22\x2C\x89\x2D\x43\x2B\x18\x41\xD8\x15\x98\xB7\x63\x2D\x98\x53\x5A\x77\x62\x52\xCE\x10\xFC\x55\x78\x87\x14\x45\x5A\xBE\x89\x6F\xD7\xCE\x79\x65\x05\x7C\xCF\x4B\xAF\x53\xA0\x4C\xFA\xA7\x0C\x4E\x12\xB3\x73\x6C\xF5\xB5\xC6\x66\x16\x29\xAA\x46\x26\x2C\x39\x65\xAD\x6E\x26\x7B\x13\xAF\xB5\x43\x1A\xD4\x83\xE7\xE2\xC9\x86\x45\xDE\xDE\xCB\x4D\xD3\x10\x20\x47\x12\xF2\xBF\x3F\x52\xDF\xAF\x66\xA4\xEB\x66\x60\xD5\xD1\xC9\x6D\x58\x72\xA6\x35\xD3\x94\x8F\x75\x69\x3E\x50\xA5\xA8\xE4\xEA\x68\xC9\xDC\xB3\x0A\xDD\x1F\x3B\x61\x5C\x4C\x15\x4D\xAF\x87\xA3\x5A\xB7\xA2\xD1\x35\x77\xBD\x6B\x6F\x74\x71\x89\x4B\x69\x71\xDF\x66\xE4\xAF\x06\x4F\xAB\x6D\x8E\x7B\x3D\x93\x0C\xCC\xFD\x00\x23\x4C\xE9\x12\x4E\x71\xE9\xA9\xB2\x43\xCF\x3C\xDB\x64\xC5\x9B\x42\x58\x40\xBB\x96\xCB\x2A\x6D\x7A\x4F\xC4\xEF\x8E\x22\xAF\x1B\xA6\x68\x19\x77\x24\x72\x39\x75\x86\x60\xDA\xED\x83\xC4\xDB\x26\xE5\xA0\x7D\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6B\x02\x05\x63\xBE\xEF\x10\xDD\x01\x20\x00\x00\x50\x34\x02\x82\x72\xCA\x00\x18\x5C\x21\xDE\x4F\x06\x0A\x01\x91\x4D\xED\xF7\x76\x00\x40\x00\x04\x7F\xFF\xFF\xFF\xB9\xDE\x5E\xEF\x7F\xFF\xFF\xFF\x3A\x0A\x8D\x59\x7F\xFF\xFF\xFF\x49\xB8\x5D\xED\x7F\xFF\xFF\xFF\xB2\x73\x05\x6B\x7F\xFF\xFF\xFF\x5F\x25\xD9\x6F\x7F\xFF\xFF\xFF\x2D\x43\x2B\x18\x7F\xFF\xFF\xFF\xB7\x63\x2D\x98\x7F\xFF\xFF\xFF\x52\xCE\x10\xFC\x7F\xFF\xFF\xFF\x45\x5A\xBE\x89\x7F\xFF\xFF\xFF\x65\x05\x7C\xCF\x7F\xFF\xFF\xFF\x4C\xFA\xA7\x0C\x7F\xFF\xFF\xFF\x6C\xF5\xB5\xC6\x7F\xFF\xFF\xFF\x46\x26\x2C\x39\x7F\xFF\xFF\xFF\x7B\x13\xAF\xB5\x7F\xFF\xFF\xFF\xE7\xE2\xC9\x86\x7F\xFF\xFF\xFF\x4D\xD3\x10\x20\x7F\xFF\xFF\xFF\x3F\x52\xDF\xAF\x7F\xFF\xFF\xFF\x60\xD5\xD1\xC9\x7F\xFF\xFF\xFF\x35\xD3\x94\x8F\x7F\xFF\xFF\xFF\xA5\xA8\xE4\xEA\x7F\xFF\xFF\xFF\x0A\xDD\x1F\x3B\x7F\xFF\xFF\xFF\x4D\xAF\x87\xA3\x7F\xFF\xFF\xFF\x35\x77\xBD\x6B\x7F\xFF\xFF\xFF\x4B\x69\x71\xDF\x7F\xFF\xFF\xFF\x4F\xAB\x6D\x8E\x7F\xFF\xFF\xFF\xCC\xFD\x00\x23\x7F\xFF\xFF\xFF\x71\xE9\xA9\xB2\x7F\xFF\xFF\xFF\x64\xC5\x9B\x42\x7F\xFF\xFF\xFF\xCB\x2A\x6D\x7A\x7F\xFF\xFF\xFF\x22\xAF\x1B\xA6\x7F\xFF\xFF\xFF\x72\x39\x75\x86\x7F\xFF\xFF\xFF\xC4\xDB\x26\xE5\xA0\x7D\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF8841785), ('P4rIngress.bitmap_seq.seq', 0xBF4FDF77)], 11067)
        self.setRegisterValue('P4rIngress.rounds', 0xBF4FDF77, 11067)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x74)], 11067)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11067)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x73A44BFA), ('P4rIngress.values_v00000.hi', 0xDA42A239)], 11067)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x7097F42C), ('P4rIngress.values_v00001.hi', 0x3E828DA3)], 11067)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x78D2F847), ('P4rIngress.values_v00010.hi', 0x8F154B2F)], 11067)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x497CEB96), ('P4rIngress.values_v00011.hi', 0x98FC9F47)], 11067)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x58D10B5D), ('P4rIngress.values_v00100.hi', 0xA8965C35)], 11067)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x62B2B3FD), ('P4rIngress.values_v00101.hi', 0xCF953A9D)], 11067)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5B27E932), ('P4rIngress.values_v00110.hi', 0x17DF5F61)], 11067)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4353F191), ('P4rIngress.values_v00111.hi', 0x5B78C6BA)], 11067)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4BE14368), ('P4rIngress.values_v01000.hi', 0x7E0324BB)], 11067)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6B809969), ('P4rIngress.values_v01001.hi', 0xCEBAED42)], 11067)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4BDD5F64), ('P4rIngress.values_v01010.hi', 0x8B60873F)], 11067)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7DAFC24D), ('P4rIngress.values_v01011.hi', 0x31A9D122)], 11067)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x72CEB0A4), ('P4rIngress.values_v01100.hi', 0x56D24C05)], 11067)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x44C3F2AD), ('P4rIngress.values_v01101.hi', 0x5C8DDECD)], 11067)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x658A8D65), ('P4rIngress.values_v01110.hi', 0xBF4ED36D)], 11067)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4E9542BB), ('P4rIngress.values_v01111.hi', 0x43AF5DD5)], 11067)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x71EEDC53), ('P4rIngress.values_v10000.hi', 0x2365AA50)], 11067)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x640560CE), ('P4rIngress.values_v10001.hi', 0x3F70AF0F)], 11067)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x508EBD16), ('P4rIngress.values_v10010.hi', 0x6CE952E2)], 11067)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4E0D7871), ('P4rIngress.values_v10011.hi', 0x935F1849)], 11067)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5B2CC44F), ('P4rIngress.values_v10100.hi', 0x9A954E73)], 11067)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x59C2884C), ('P4rIngress.values_v10101.hi', 0xBDF4F122)], 11067)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x66B4CF01), ('P4rIngress.values_v10110.hi', 0x47B15BBE)], 11067)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4FB2EA8F), ('P4rIngress.values_v10111.hi', 0x98B4884F)], 11067)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7678B465), ('P4rIngress.values_v11000.hi', 0x4654224C)], 11067)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x50C2491B), ('P4rIngress.values_v11001.hi', 0x50DCB432)], 11067)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x56F1172B), ('P4rIngress.values_v11010.hi', 0x50F45BB3)], 11067)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49C53381), ('P4rIngress.values_v11011.hi', 0xCEEB1383)], 11067)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6358F63C), ('P4rIngress.values_v11100.hi', 0x74F0ADA0)], 11067)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x504ED486), ('P4rIngress.values_v11101.hi', 0x534DE012)], 11067)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x68482A11), ('P4rIngress.values_v11110.hi', 0xBC70BD9B)], 11067)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7ABB5F9E), ('P4rIngress.values_v11111.hi', 0x5058CB33)], 11067)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3AA9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006F4),
                gc.DataTuple('slot_count', 0x00000A6B),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9D238E42),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0xA1F0F8D5),
                gc.KeyTuple('src_port', 0x31AC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3AA9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0152),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA1\xF0\xF8\xD5\x00\x00\x00\x00\x31\xAC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3A\xA9\x00\x18\x9D\x23\x8E\x42\x04\x47\x01\x8A\xBF\x4F\xDF\x77\x00\x40\x00\x00\x69\x7F\x7E\xEB\x92\xE2\x40\x3C\x5B\xEF\xC0\x6A\x53\xCD\xC8\x9C\x5A\x8F\xB2\xC2\xB4\x4F\x65\x22\x52\x14\x33\xFD\x22\xED\xD0\x6C\x6F\xF1\x95\x51\xBC\x9A\x18\x26\x57\x2E\x85\x81\xAE\x03\x2E\xFA\x5B\x41\x57\xA6\x95\x98\x56\x37\x4F\x4A\x13\x03\x5D\x68\xC7\x34\x53\x6A\xC1\xBB\x30\xE4\xB4\xCB\x67\xD2\xAD\x47\x84\xAA\x64\x73\x53\x11\x7C\x6E\x39\x6C\x95\x7F\x7A\xE5\x7B\xC9\x7A\xF1\x51\x52\x69\x68\x54\x9A\x79\xCE\x2C\x26\x5C\x2B\x5B\xE9\x5E\x21\xB3\xAC\x6C\xFC\x9A\x48\x3D\x32\xD7\xB5\x6A\xBB\x26\x65\x55\xED\xF6\x9F\x53\x66\x9A\x05\x73\xE0\x32\xB7\x51\x66\xBA\x1B\xCB\x33\x4A\xDD\x67\xCC\xB6\x87\x49\x8D\xBE\x0F\x6B\xB1\x34\x71\x37\x5B\x81\x39\x72\x64\xFA\x70\xAE\x14\x8C\xA8\x51\x37\x24\xBC\xDD\x34\x0F\x62\x76\x63\xDF\x15\x47\x81\x8A\x1E\x50\x3F\xB2\x38\x8B\x3E\xDA\xBC\x75\xF9\xE0\xB5\x61\xEE\x27\x2E\x7D\xF9\x27\xD8\x6C\xF8\xDE\x38\x47\x51\x63\xE1\xC0\xD7\x37\x8F\x7F\x22\xAA\xBB\x26\xB7\x22\x36\x5C\x2D\xA3\x23\x12\x3B\x49\xDA\x5C\x5D\x6D\xC3\x53\x6F\x36\xAB\x72\xD6\xAF\x14\xA8\xB9\xA9\x27\x49\xBE\x56\xC7\x55\x55\x35\x35\x73\x7B\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA1\xF0\xF8\xD5\xBE\xEF\x31\xAC\x01\x20\x00\x00\x50\x34\x02\x82\x3A\xA9\x00\x18\x9D\x23\x8E\x42\x04\x47\x01\x8A\xBF\x4F\xDF\x77\x00\x40\x00\x05\x7F\xFF\xFF\xFF\x92\xE2\x40\x3C\x7F\xFF\xFF\xFF\x53\xCD\xC8\x9C\x7F\xFF\xFF\xFF\xB4\x4F\x65\x22\x7F\xFF\xFF\xFF\x22\xED\xD0\x6C\x7F\xFF\xFF\xFF\xBC\x9A\x18\x26\x7F\xFF\xFF\xFF\xAE\x03\x2E\xFA\x7F\xFF\xFF\xFF\x95\x98\x56\x37\x7F\xFF\xFF\xFF\x5D\x68\xC7\x34\x7F\xFF\xFF\xFF\x30\xE4\xB4\xCB\x7F\xFF\xFF\xFF\x84\xAA\x64\x73\x7F\xFF\xFF\xFF\x39\x6C\x95\x7F\x7F\xFF\xFF\xFF\x7A\xF1\x51\x52\x7F\xFF\xFF\xFF\x79\xCE\x2C\x26\x7F\xFF\xFF\xFF\x5E\x21\xB3\xAC\x7F\xFF\xFF\xFF\x3D\x32\xD7\xB5\x7F\xFF\xFF\xFF\x55\xED\xF6\x9F\x7F\xFF\xFF\xFF\x73\xE0\x32\xB7\x7F\xFF\xFF\xFF\xCB\x33\x4A\xDD\x7F\xFF\xFF\xFF\x49\x8D\xBE\x0F\x7F\xFF\xFF\xFF\x37\x5B\x81\x39\x7F\xFF\xFF\xFF\xAE\x14\x8C\xA8\x7F\xFF\xFF\xFF\xDD\x34\x0F\x62\x7F\xFF\xFF\xFF\x47\x81\x8A\x1E\x7F\xFF\xFF\xFF\x8B\x3E\xDA\xBC\x7F\xFF\xFF\xFF\x61\xEE\x27\x2E\x7F\xFF\xFF\xFF\x6C\xF8\xDE\x38\x7F\xFF\xFF\xFF\xC0\xD7\x37\x8F\x7F\xFF\xFF\xFF\x26\xB7\x22\x36\x7F\xFF\xFF\xFF\x12\x3B\x49\xDA\x7F\xFF\xFF\xFF\x53\x6F\x36\xAB\x7F\xFF\xFF\xFF\xA8\xB9\xA9\x27\x7F\xFF\xFF\xFF\x55\x55\x35\x35\x73\x7B\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98\x74\x09\xB5\x43\xA8\x53\x52\xA8\x3C\xD9\x36\xAC\x86\x31\x07\x48\x40\xF8\x40\xA0\xB7\x40\x6F\x64\x60\x06\x72\x9E\xA6\x43\x74\xF2\xF5\x5F\x71\x61\x40\xC3\x4D\xF7\x3D\x16\xB9\xBF\x94\xBB\x5F\x50\xF2\xDD\xFD\xCD\x18\x4F\x0A\x77\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8CA97C55), ('P4rIngress.bitmap_seq.seq', 0xBBA87587)], 12336)
        self.setRegisterValue('P4rIngress.rounds', 0xBBA87587, 12336)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0xB0)], 12336)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12336)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x7763E2D6), ('P4rIngress.values_v00000.hi', 0xB9494C4C)], 12336)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x511D9935), ('P4rIngress.values_v00001.hi', 0x2130FD85)], 12336)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x4D5D3A69), ('P4rIngress.values_v00010.hi', 0x88DECB48)], 12336)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6F6A12A8), ('P4rIngress.values_v00011.hi', 0xD974399C)], 12336)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x72B0C85B), ('P4rIngress.values_v00100.hi', 0x475A939F)], 12336)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4F17417B), ('P4rIngress.values_v00101.hi', 0xDDF7DAE5)], 12336)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4283351B), ('P4rIngress.values_v00110.hi', 0x1700C261)], 12336)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x72B3BAD4), ('P4rIngress.values_v00111.hi', 0x00000000)], 12336)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4C66AB8F), ('P4rIngress.values_v01000.hi', 0x642C535F)], 12336)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x76735ECE), ('P4rIngress.values_v01001.hi', 0x140EE0DC)], 12336)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x45285D56), ('P4rIngress.values_v01010.hi', 0xDAF2797B)], 12336)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x43BC3A6E), ('P4rIngress.values_v01011.hi', 0x702560BD)], 12336)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7494D988), ('P4rIngress.values_v01100.hi', 0x12B2ED9D)], 12336)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7E70B334), ('P4rIngress.values_v01101.hi', 0x62EFF5AE)], 12336)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x49B52D6A), ('P4rIngress.values_v01110.hi', 0xE3E727D9)], 12336)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x69A5AFA3), ('P4rIngress.values_v01111.hi', 0x859E0FD9)], 12336)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x620F22C7), ('P4rIngress.values_v10000.hi', 0x18680000)], 12336)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6782ACF3), ('P4rIngress.values_v10001.hi', 0x6088DBA1)], 12336)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x498E39ED), ('P4rIngress.values_v10010.hi', 0x54B7DE24)], 12336)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x75623AA5), ('P4rIngress.values_v10011.hi', 0xE669D54B)], 12336)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x531A4E25), ('P4rIngress.values_v10100.hi', 0x2CA05EBE)], 12336)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x49BB4B0C), ('P4rIngress.values_v10101.hi', 0x5F5FA35E)], 12336)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x569B8224), ('P4rIngress.values_v10110.hi', 0xC791BA69)], 12336)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4C59CE71), ('P4rIngress.values_v10111.hi', 0x7A7D7386)], 12336)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x548264B9), ('P4rIngress.values_v11000.hi', 0x33B79EE9)], 12336)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x66F28331), ('P4rIngress.values_v11001.hi', 0x55941189)], 12336)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5BDD7CF3), ('P4rIngress.values_v11010.hi', 0x95A6EB32)], 12336)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B311AA3), ('P4rIngress.values_v11011.hi', 0xBD66B041)], 12336)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x643FE24E), ('P4rIngress.values_v11100.hi', 0xCB898C97)], 12336)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x633D2532), ('P4rIngress.values_v11101.hi', 0x4B7E176F)], 12336)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6B7B3537), ('P4rIngress.values_v11110.hi', 0xDE6C5EDF)], 12336)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A45C313), ('P4rIngress.values_v11111.hi', 0x4B0AC38F)], 12336)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF517),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000E6),
                gc.DataTuple('slot_count', 0x00001666),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF6D197B7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0x8077281A),
                gc.KeyTuple('src_port', 0x2623),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF517),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0181),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\x77\x28\x1A\x00\x00\x00\x00\x26\x23\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF5\x17\x00\x18\xF6\xD1\x97\xB7\x0F\x4A\x01\xCB\xBB\xA8\x75\x87\x00\x40\x00\x00\x61\x70\x34\xF1\xB9\x2A\x49\x7A\x63\xCC\x6E\xD6\x7D\x1A\x1B\x0E\x6E\x4A\x93\x09\xDC\xB0\xEC\x65\x74\x77\x9A\x55\x1C\xE2\x64\xA7\x68\x78\x69\xD1\x55\x69\x31\x2A\x7F\x0C\x4F\x43\x4C\x51\xE7\xBA\x56\xCE\xAD\x65\x71\xCB\x6E\xED\x4E\xF5\x24\x90\x00\x00\x00\x00\x5E\x13\xBF\xC8\x74\xCD\x24\xEE\x74\x5A\xEE\xB5\xBF\x91\xB9\x68\x54\xF6\xEA\xF5\xDF\x27\xB8\xCB\x52\xB0\x90\x5C\x15\x72\xFB\x88\x4F\xB4\x6C\xB2\x72\x0D\xC6\x07\x70\x26\x1B\x13\x46\x8E\x83\x6B\x6B\x2E\xB8\x1F\x9C\xD1\x1D\x5F\x68\xBD\x0D\x02\xF5\x16\x41\xC5\x53\x51\xD1\x69\x67\x98\x00\x00\x6F\x40\xE8\x09\x58\xFD\xDF\xD7\x4D\x7D\x5B\x1F\x7F\xCE\x40\x2D\x66\xF1\xF2\x01\x95\xAB\xDA\x5C\x52\x70\x3F\x9C\xF3\x7E\xA3\x1A\x76\x81\xCE\x39\x5F\x71\x15\xD5\x6E\xD1\x4A\xFB\x1C\x05\xB5\x2D\x59\x8D\xC1\xBD\x5A\x39\x63\x3A\x6B\x4E\x23\x1D\x37\x55\xF3\x8A\x7A\x52\x9E\x5E\x5F\x3C\xC4\x28\x72\xFD\x54\x2C\x2F\xF2\xBD\xDD\x63\x4A\x3B\xB6\xA9\x26\x5D\x6A\x7D\xD6\x8B\x48\x2E\xFE\x73\xE3\x55\x9E\x5D\xB4\x4C\xF7\x74\xD7\x7A\x4D\x0D\x19\x97\x4D\xD3\x43\x6E\xC0\x7E\xAC\x49\x0B\xC0\x23\xD8\x73\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x80\x77\x28\x1A\xBE\xEF\x26\x23\x01\x20\x00\x00\x50\x34\x02\x82\xF5\x17\x00\x18\xF6\xD1\x97\xB7\x0F\x4A\x01\xCB\xBB\xA8\x75\x87\x00\x40\x00\x17\x7F\xFF\xFF\xFF\xB9\x2A\x49\x7A\x7F\xFF\xFF\xFF\x7D\x1A\x1B\x0E\x7F\xFF\xFF\xFF\xDC\xB0\xEC\x65\x7F\xFF\xFF\xFF\x1C\xE2\x64\xA7\x7F\xFF\xFF\xFF\x55\x69\x31\x2A\x7F\xFF\xFF\xFF\x4C\x51\xE7\xBA\x7F\xFF\xFF\xFF\x71\xCB\x6E\xED\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x74\xCD\x24\xEE\x7F\xFF\xFF\xFF\xBF\x91\xB9\x68\x7F\xFF\xFF\xFF\xDF\x27\xB8\xCB\x7F\xFF\xFF\xFF\x15\x72\xFB\x88\x7F\xFF\xFF\xFF\x72\x0D\xC6\x07\x7F\xFF\xFF\xFF\x46\x8E\x83\x6B\x7F\xFF\xFF\xFF\x9C\xD1\x1D\x5F\x7F\xFF\xFF\xFF\xF5\x16\x41\xC5\x7F\xFF\xFF\xFF\x67\x98\x00\x00\x7F\xFF\xFF\xFF\x58\xFD\xDF\xD7\x7F\xFF\xFF\xFF\x7F\xCE\x40\x2D\x7F\xFF\xFF\xFF\x95\xAB\xDA\x5C\x7F\xFF\xFF\xFF\xF3\x7E\xA3\x1A\x7F\xFF\xFF\xFF\x5F\x71\x15\xD5\x7F\xFF\xFF\xFF\x1C\x05\xB5\x2D\x7F\xFF\xFF\xFF\x5A\x39\x63\x3A\x7F\xFF\xFF\xFF\x37\x55\xF3\x8A\x7F\xFF\xFF\xFF\x5F\x3C\xC4\x28\x7F\xFF\xFF\xFF\x2F\xF2\xBD\xDD\x7F\xFF\xFF\xFF\xA9\x26\x5D\x6A\x7F\xFF\xFF\xFF\x2E\xFE\x73\xE3\x7F\xFF\xFF\xFF\x4C\xF7\x74\xD7\x7F\xFF\xFF\xFF\x97\x4D\xD3\x43\x7F\xFF\xFF\xFF\x49\x0B\xC0\x23\xD8\x73\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x14A43701), ('P4rIngress.bitmap_seq.seq', 0x4E2EE02B)], 12054)
        self.setRegisterValue('P4rIngress.rounds', 0x4E2EE02B, 12054)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0xB3)], 12054)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12054)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x57331EF6), ('P4rIngress.values_v00000.hi', 0xD2567EBB)], 12054)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x632C364F), ('P4rIngress.values_v00001.hi', 0x4438E187)], 12054)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x647DB783), ('P4rIngress.values_v00010.hi', 0xAEF9749A)], 12054)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5E0247C7), ('P4rIngress.values_v00011.hi', 0xDDC18A11)], 12054)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x58814DFD), ('P4rIngress.values_v00100.hi', 0x56A26D71)], 12054)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x44CAA55D), ('P4rIngress.values_v00101.hi', 0x00000000)], 12054)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7B0FB713), ('P4rIngress.values_v00110.hi', 0x55D893A3)], 12054)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5E6BF5D7), ('P4rIngress.values_v00111.hi', 0x29F77293)], 12054)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5B84B07F), ('P4rIngress.values_v01000.hi', 0x6F53D35A)], 12054)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x661649AB), ('P4rIngress.values_v01001.hi', 0xDA8714A2)], 12054)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6CD37BC3), ('P4rIngress.values_v01010.hi', 0x6AEDE127)], 12054)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4AF5ACBF), ('P4rIngress.values_v01011.hi', 0x75EB2D09)], 12054)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7CFE3A09), ('P4rIngress.values_v01100.hi', 0x1D80ECF9)], 12054)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5E5E7330), ('P4rIngress.values_v01101.hi', 0x6F3E3053)], 12054)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x576D9C52), ('P4rIngress.values_v01110.hi', 0x2E5F6D96)], 12054)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6B676745), ('P4rIngress.values_v01111.hi', 0x995BD6CA)], 12054)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x483195AB), ('P4rIngress.values_v10000.hi', 0x537F64D3)], 12054)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5D69BC7B), ('P4rIngress.values_v10001.hi', 0x48B3B1C7)], 12054)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x67EC5BBB), ('P4rIngress.values_v10010.hi', 0x494ECBA9)], 12054)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6D13B4F9), ('P4rIngress.values_v10011.hi', 0xA64A54A1)], 12054)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x67E275BD), ('P4rIngress.values_v10100.hi', 0xD5112BCB)], 12054)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7480A309), ('P4rIngress.values_v10101.hi', 0x4D897AC4)], 12054)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x453B3B4A), ('P4rIngress.values_v10110.hi', 0xDDFC6D9F)], 12054)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4A70DA9F), ('P4rIngress.values_v10111.hi', 0x6ACF3EA7)], 12054)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7CD63DCE), ('P4rIngress.values_v11000.hi', 0xBAC2BB98)], 12054)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5A66D535), ('P4rIngress.values_v11001.hi', 0x73409EEB)], 12054)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x61BE8980), ('P4rIngress.values_v11010.hi', 0x027F70EF)], 12054)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x755A6BA7), ('P4rIngress.values_v11011.hi', 0x5DD1CA81)], 12054)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5F47D01F), ('P4rIngress.values_v11100.hi', 0x6CEA2452)], 12054)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x58247EB3), ('P4rIngress.values_v11101.hi', 0x7499DA1C)], 12054)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6471E0AA), ('P4rIngress.values_v11110.hi', 0x062A62A9)], 12054)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7ACD8A36), ('P4rIngress.values_v11111.hi', 0x2DADA343)], 12054)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x133B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000678),
                gc.DataTuple('slot_count', 0x00000BBE),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3608F3E2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x02613AC2),
                gc.KeyTuple('src_port', 0x4DD1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x133B),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01D6),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x61\x3A\xC2\x00\x00\x00\x00\x4D\xD1\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x13\x3B\x00\x18\x36\x08\xF3\xE2\x08\x9E\x05\xD3\x4E\x2E\xE0\x2B\x00\x40\x00\x00\x7C\x68\xDE\x27\x97\xF0\x26\xA7\x74\x16\x6D\xE2\x4F\x6C\x30\x2E\x6E\xA6\xB3\x19\xAE\x83\xFB\xDC\x4D\x0B\x9A\x6D\x1D\xE5\x5E\xFF\x58\xC3\x05\x38\x47\x97\x1E\x5F\x4E\xEA\x25\x81\x00\x00\x00\x00\x69\xA1\xF7\x6D\x63\xC8\xD7\x0D\x7D\xCE\xE4\x73\xA1\xF0\x1F\xDF\x66\x75\x9C\xCD\x2B\x1B\x5E\x4A\x76\xF6\x7D\xB7\xEB\x36\x97\x36\x4A\x79\xB5\x13\xAA\x6F\xB3\xB6\x53\xF8\xDC\x55\x34\xA4\xCD\x93\x73\x49\x77\xEA\x78\xBE\xD3\xCF\x43\x2E\x1B\x75\x55\xAC\x62\x67\x76\xB8\xAE\x97\xB5\xD6\x28\xDC\x5A\x4F\x28\xE4\x83\x57\x8B\xFB\x7A\x5D\x64\x19\x7B\x02\x54\xD9\x50\xAB\x33\x91\x6D\x9C\xCC\x55\x63\xD5\xF2\xB6\x5B\x25\x73\xD5\x44\xB9\x56\xDE\x8A\xEA\x41\x89\x60\x9D\x48\xFD\xC5\xD3\x2B\x9B\x6E\xEB\x09\x73\x3C\xDB\x7F\x75\x46\x8B\x85\x33\xAA\x31\xEC\x95\x58\xD3\xE3\x2D\x5A\x66\xFB\xA1\x5D\x47\x60\xA8\xD1\x8B\xE0\xD6\x7F\xEC\xA3\x57\x35\xE5\xFC\xCB\x7B\x36\xAC\x82\xEA\xD4\xB2\x43\x7D\x57\x6B\xDE\x27\xFB\xCA\xA9\x5D\xDA\x16\xAF\x7B\x9D\xA2\x73\x4C\x66\x23\x08\x44\x9C\x52\x1C\x6F\x7D\x7C\xE5\x00\x00\x00\x00\x4A\x6E\x6F\x50\xEC\x6F\xC0\xA7\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x02\x61\x3A\xC2\xBE\xEF\x4D\xD1\x01\x20\x00\x00\x50\x34\x02\x82\x13\x3B\x00\x18\x36\x08\xF3\xE2\x08\x9E\x01\xD3\x4E\x2E\xE0\x2B\x00\x40\x00\x04\x7F\xFF\xFF\xFF\x97\xF0\x26\xA7\x7F\xFF\xFF\xFF\x4F\x6C\x30\x2E\x7F\xFF\xFF\xFF\xAE\x83\xFB\xDC\x7F\xFF\xFF\xFF\x1D\xE5\x5E\xFF\x7F\xFF\xFF\xFF\x47\x97\x1E\x5F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x63\xC8\xD7\x0D\x7F\xFF\xFF\xFF\xA1\xF0\x1F\xDF\x7F\xFF\xFF\xFF\x2B\x1B\x5E\x4A\x7F\xFF\xFF\xFF\xEB\x36\x97\x36\x7F\xFF\xFF\xFF\xAA\x6F\xB3\xB6\x7F\xFF\xFF\xFF\x34\xA4\xCD\x93\x7F\xFF\xFF\xFF\x78\xBE\xD3\xCF\x7F\xFF\xFF\xFF\x55\xAC\x62\x67\x7F\xFF\xFF\xFF\xB5\xD6\x28\xDC\x7F\xFF\xFF\xFF\x83\x57\x8B\xFB\x7F\xFF\xFF\xFF\x7B\x02\x54\xD9\x7F\xFF\xFF\xFF\x6D\x9C\xCC\x55\x7F\xFF\xFF\xFF\x5B\x25\x73\xD5\x7F\xFF\xFF\xFF\x8A\xEA\x41\x89\x7F\xFF\xFF\xFF\xC5\xD3\x2B\x9B\x7F\xFF\xFF\xFF\x3C\xDB\x7F\x75\x7F\xFF\xFF\xFF\xAA\x31\xEC\x95\x7F\xFF\xFF\xFF\x5A\x66\xFB\xA1\x7F\xFF\xFF\xFF\xD1\x8B\xE0\xD6\x7F\xFF\xFF\xFF\x35\xE5\xFC\xCB\x7F\xFF\xFF\xFF\xEA\xD4\xB2\x43\x7F\xFF\xFF\xFF\x27\xFB\xCA\xA9\x7F\xFF\xFF\xFF\x7B\x9D\xA2\x73\x7F\xFF\xFF\xFF\x44\x9C\x52\x1C\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xEC\x6F\xC0\xA7\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.47

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xECF03FFA), ('P4rIngress.bitmap_seq.seq', 0x52ADE032)], 12493)
        self.setRegisterValue('P4rIngress.rounds', 0x52ADE032, 12493)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x1E)], 12493)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12493)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x6D00EABF), ('P4rIngress.values_v00000.hi', 0xBCCF1350)], 12493)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x6AC7570C), ('P4rIngress.values_v00001.hi', 0x49F529DB)], 12493)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5929A4EB), ('P4rIngress.values_v00010.hi', 0x6A2B8AB4)], 12493)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x738F1F96), ('P4rIngress.values_v00011.hi', 0xBDF50A5D)], 12493)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5AE6AEDA), ('P4rIngress.values_v00100.hi', 0x52E2AED3)], 12493)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4F2DDF67), ('P4rIngress.values_v00101.hi', 0x2A59AC21)], 12493)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6563B7B7), ('P4rIngress.values_v00110.hi', 0xBE9B2133)], 12493)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x62D31BB3), ('P4rIngress.values_v00111.hi', 0x35659BD6)], 12493)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4785F759), ('P4rIngress.values_v01000.hi', 0x5D4C2C32)], 12493)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6B7E3A95), ('P4rIngress.values_v01001.hi', 0x774C1524)], 12493)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x553A155B), ('P4rIngress.values_v01010.hi', 0x00000000)], 12493)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5761CD56), ('P4rIngress.values_v01011.hi', 0x65C84AA7)], 12493)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x53245E95), ('P4rIngress.values_v01100.hi', 0x4D5B05F5)], 12493)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x79683752), ('P4rIngress.values_v01101.hi', 0xD7037424)], 12493)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5BB73CCE), ('P4rIngress.values_v01110.hi', 0xC19E2610)], 12493)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4E2DB23D), ('P4rIngress.values_v01111.hi', 0x4386FCB9)], 12493)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7C8691A9), ('P4rIngress.values_v10000.hi', 0x1D941754)], 12493)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x43746568), ('P4rIngress.values_v10001.hi', 0x5A15C555)], 12493)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5950F86C), ('P4rIngress.values_v10010.hi', 0x55D5B556)], 12493)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7271F140), ('P4rIngress.values_v10011.hi', 0x24B6C75F)], 12493)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4B5DE44F), ('P4rIngress.values_v10100.hi', 0x52323FAD)], 12493)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x712527B7), ('P4rIngress.values_v10101.hi', 0xDDEC8FF3)], 12493)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x565EFC8E), ('P4rIngress.values_v10110.hi', 0xAB16D5F9)], 12493)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x56EBBB44), ('P4rIngress.values_v10111.hi', 0x4057F4C2)], 12493)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x417FB891), ('P4rIngress.values_v11000.hi', 0x2EDC0A70)], 12493)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5EF9B969), ('P4rIngress.values_v11001.hi', 0x41C64D3F)], 12493)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x52C224EE), ('P4rIngress.values_v11010.hi', 0xBE0D8DDE)], 12493)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x730DCE95), ('P4rIngress.values_v11011.hi', 0x7A6EA26C)], 12493)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4D0D6D70), ('P4rIngress.values_v11100.hi', 0xE05BD55D)], 12493)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x795E69FD), ('P4rIngress.values_v11101.hi', 0x55172928)], 12493)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x707695DD), ('P4rIngress.values_v11110.hi', 0x25009D59)], 12493)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x78D99AF3), ('P4rIngress.values_v11111.hi', 0x758A562A)], 12493)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x58C1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000078B),
                gc.DataTuple('slot_count', 0x00001596),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF95EF56B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x9E6697FB),
                gc.KeyTuple('src_port', 0x94E7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x58C1),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x012E),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\x66\x97\xFB\x00\x00\x00\x00\x94\xE7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x58\xC1\x00\x18\xF9\x5E\xF5\x6B\x09\x42\x03\x91\x52\xAD\xE0\x32\x00\x40\x00\x00\x58\xD3\x53\xED\x92\xF7\x98\x66\x5D\x76\xA5\x9E\x5E\x7A\x22\x2C\x7E\x58\xA6\xC7\x4B\x10\xAF\xA4\x55\xEE\x1B\x8C\xB7\xCF\xB8\xAF\x74\xBD\x39\xA1\x67\x34\x9B\x95\x79\xAB\xDA\x05\x6A\x9C\xAA\x68\x64\x32\xE3\x56\xBC\xEB\x35\xEB\x59\xBA\x3C\x7E\x7F\xDE\x49\xCB\x42\xE0\xF3\xCE\x60\xC1\xA4\x5A\x72\x24\x24\xF3\x39\x68\xB3\xA6\x4B\x61\x9F\xCE\x80\x00\x00\x00\x65\x7D\xE3\x55\x36\x47\x46\xB1\x6B\xA7\x26\x0F\x5F\x0B\x6C\x1F\x4A\x7F\x38\xEB\xE3\x51\x30\xE3\x71\xE9\x58\x86\x9D\xB4\x6C\xDA\x53\xE4\x31\xA1\xDB\xA9\x0A\x98\x51\x54\x25\xB3\x67\x87\x36\x26\x7C\x5E\xD7\xF4\x52\x25\x44\x2F\x78\x1A\xA0\xFD\x72\x8F\x25\x54\x60\x71\xF3\x8A\x36\x21\xDF\x29\x5F\x4D\xF5\xCB\xD6\xFD\x8E\x67\x41\xBC\x6C\x81\xD9\x17\xF0\xF5\x57\x62\xD2\xAF\x23\x6A\x35\x63\x60\x4D\xD1\x4A\x66\xD3\x9F\x98\x43\x23\x9C\xDD\x76\xC0\x85\x9D\x66\x84\xCA\x3F\x75\xB8\x7C\x4F\x5C\xB2\x20\x0A\xBB\xB2\x95\x55\x6D\x41\xE7\xAB\xD3\x56\xE7\x46\x52\xEF\x76\xA0\x3F\x6A\x0F\xDE\x7E\x5E\xEA\xF1\x3F\x37\x79\x3A\x46\xFA\xE7\x25\x66\x4A\x47\x5D\x5C\xD2\x8A\xC4\x45\xF9\xA3\x79\x35\x76\xC5\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\x66\x97\xFB\xBE\xEF\x94\xE7\x01\x20\x00\x00\x50\x34\x02\x82\x58\xC1\x00\x18\xF9\x5E\xF5\x6B\x09\x42\x01\x91\x52\xAD\xE0\x32\x00\x40\x00\x18\x7F\xFF\xFF\xFF\x92\xF7\x98\x66\x7F\xFF\xFF\xFF\x5E\x7A\x22\x2C\x7F\xFF\xFF\xFF\x4B\x10\xAF\xA4\x7F\xFF\xFF\xFF\xB7\xCF\xB8\xAF\x7F\xFF\xFF\xFF\x67\x34\x9B\x95\x7F\xFF\xFF\xFF\x6A\x9C\xAA\x68\x7F\xFF\xFF\xFF\xBC\xEB\x35\xEB\x7F\xFF\xFF\xFF\x7F\xDE\x49\xCB\x7F\xFF\xFF\xFF\x60\xC1\xA4\x5A\x7F\xFF\xFF\xFF\x39\x68\xB3\xA6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x36\x47\x46\xB1\x7F\xFF\xFF\xFF\x5F\x0B\x6C\x1F\x7F\xFF\xFF\xFF\xE3\x51\x30\xE3\x7F\xFF\xFF\xFF\x9D\xB4\x6C\xDA\x7F\xFF\xFF\xFF\xDB\xA9\x0A\x98\x7F\xFF\xFF\xFF\x67\x87\x36\x26\x7F\xFF\xFF\xFF\x52\x25\x44\x2F\x7F\xFF\xFF\xFF\x72\x8F\x25\x54\x7F\xFF\xFF\xFF\x36\x21\xDF\x29\x7F\xFF\xFF\xFF\xD6\xFD\x8E\x67\x7F\xFF\xFF\xFF\xD9\x17\xF0\xF5\x7F\xFF\xFF\xFF\x23\x6A\x35\x63\x7F\xFF\xFF\xFF\x66\xD3\x9F\x98\x7F\xFF\xFF\xFF\x76\xC0\x85\x9D\x7F\xFF\xFF\xFF\x75\xB8\x7C\x4F\x7F\xFF\xFF\xFF\xBB\xB2\x95\x55\x7F\xFF\xFF\xFF\xD3\x56\xE7\x46\x7F\xFF\xFF\xFF\x3F\x6A\x0F\xDE\x7F\xFF\xFF\xFF\x3F\x37\x79\x3A\x7F\xFF\xFF\xFF\x66\x4A\x47\x5D\x7F\xFF\xFF\xFF\x45\xF9\xA3\x79\x35\x76\xC5\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

