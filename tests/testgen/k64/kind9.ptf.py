# PTF test for /tmp/tgwork/k64/kind9/main
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

logger = logging.getLogger('/tmp/tgwork/k64/kind9/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k64/kind9/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k64/kind9/main')

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
    # Current statement coverage: 0.066

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
    # Current statement coverage: 0.068

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
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB48B1A8C), ('P4rIngress.bitmap_seq.seq', 0x6D7E1A73)], 13086)
        self.setRegisterValue('P4rIngress.rounds', 0x6D7E1A73, 13086)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x1C)], 13086)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13086)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x96F1BD7C), ('P4rIngress.values_v00000.hi', 0x58D03026)], 13086)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xAE296EEE), ('P4rIngress.values_v00001.hi', 0x744FE4CC)], 13086)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD6BA69E8), ('P4rIngress.values_v00010.hi', 0xE66AE792)], 13086)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xFBB1B3A7), ('P4rIngress.values_v00011.hi', 0x5FA29509)], 13086)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x45E3678E), ('P4rIngress.values_v00100.hi', 0xD89D0226)], 13086)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x24F281ED), ('P4rIngress.values_v00101.hi', 0x54B5AD5A)], 13086)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4FA46532), ('P4rIngress.values_v00110.hi', 0x7AC253CD)], 13086)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5422446F), ('P4rIngress.values_v00111.hi', 0x4B51A4E0)], 13086)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x14CCA1E5), ('P4rIngress.values_v01000.hi', 0xCBEAED73)], 13086)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x319A8D52), ('P4rIngress.values_v01001.hi', 0x50368ED3)], 13086)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x41FB6C72), ('P4rIngress.values_v01010.hi', 0xB5611CC9)], 13086)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7CF9C4B7), ('P4rIngress.values_v01011.hi', 0x796A0AF0)], 13086)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xE7EB3DB4), ('P4rIngress.values_v01100.hi', 0x1D720752)], 13086)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x38CECE42), ('P4rIngress.values_v01101.hi', 0x71F95F1A)], 13086)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x24D28C37), ('P4rIngress.values_v01110.hi', 0xB0BC1E7D)], 13086)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x762714D1), ('P4rIngress.values_v01111.hi', 0x5498D52B)], 13086)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6BE19B56), ('P4rIngress.values_v10000.hi', 0x6A18A283)], 13086)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xE46B571C), ('P4rIngress.values_v10001.hi', 0xD5E4976D)], 13086)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7B369B80), ('P4rIngress.values_v10010.hi', 0x39A57DE9)], 13086)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA2D10238), ('P4rIngress.values_v10011.hi', 0x3AE894C9)], 13086)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA9B0B67E), ('P4rIngress.values_v10100.hi', 0x99699457)], 13086)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB609F674), ('P4rIngress.values_v10101.hi', 0x9F9B7011)], 13086)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9C450A73), ('P4rIngress.values_v10110.hi', 0x6FBF381F)], 13086)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC4CF14D2), ('P4rIngress.values_v10111.hi', 0xF4ABCF4E)], 13086)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x0C5457EB), ('P4rIngress.values_v11000.hi', 0xA70F04B1)], 13086)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0xD99B7085)], 13086)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xAEE1B909), ('P4rIngress.values_v11010.hi', 0x5E92C26B)], 13086)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6A8DC26F), ('P4rIngress.values_v11011.hi', 0xBEDCFD13)], 13086)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x44332999), ('P4rIngress.values_v11100.hi', 0x4F2479EC)], 13086)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5BBB8936), ('P4rIngress.values_v11101.hi', 0x6DB09D3C)], 13086)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x668236D3), ('P4rIngress.values_v11110.hi', 0x3C50AD68)], 13086)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x53E79D7E), ('P4rIngress.values_v11111.hi', 0xB28AB6B7)], 13086)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC282),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000031E),
                gc.DataTuple('slot_count', 0x00001737),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEDDCB1B8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x4C7011A0),
                gc.KeyTuple('src_port', 0x6329),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC282),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\x70\x11\xA0\x00\x00\x00\x00\x63\x29\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC2\x82\x00\x18\xED\xDC\xB1\xB8\x10\x00\x05\xA2\x6D\x7E\x1A\x73\x00\x40\x00\x00\x98\x8B\x3D\x21\x4E\xEC\xA4\x9F\x81\x2B\x6C\x04\xA6\xE5\xCE\x18\x91\xA6\x40\xE2\x8E\x4B\xB7\x06\xA1\x94\x4F\x2A\x41\x74\x77\xFD\x7B\xE0\x27\x86\x99\xDD\x1D\xBE\xAB\x8C\x08\xE1\x44\x78\xCD\xD3\x61\xC6\x8B\x86\x2A\x16\x58\xD3\xB6\xCE\x5F\x49\x47\x51\xCA\x7A\x7C\x5B\xD0\x57\xD4\xEA\x51\xDE\x7A\x93\x4E\xD6\x3B\xF7\x61\xEA\x6C\x29\xF7\xA4\xEB\x9E\xC5\x1C\x25\x7C\x8C\xB9\x42\xFC\x98\x94\x2B\x96\x6C\x5A\xAB\xCE\x0F\x76\x65\x06\x84\x80\x2C\xBC\x9B\x20\xB3\xFF\x8E\xB4\xB3\xAF\x9B\x71\x53\x97\x4C\x49\x46\xFD\xC7\xEB\x68\xBD\x8F\x32\x45\x22\xDB\x6D\x8E\x61\x3D\x38\xB4\x94\x7C\xAE\x42\x74\xC1\x32\x39\xEF\xE0\x3B\xB6\xDF\xFB\x0B\x65\x05\x08\x4B\xA3\xEB\xB9\x7C\xDB\x3B\x08\xD5\xAE\x4D\x74\x58\x9D\xE8\x09\x13\xAD\xDE\x1D\x25\x4A\x86\xAD\x72\xD2\x6D\x2F\xDE\x31\x1F\xD8\x5C\x77\x69\xBE\x73\xB3\x82\x9D\xB4\x00\x00\x00\x00\x4D\x32\xC6\x89\x9E\x7F\xC7\x9D\x4C\xC6\x00\x59\x2B\xB2\x9E\xA5\x9A\xC7\x0B\xB3\x6D\xE1\x1A\xD3\x3F\x46\x5D\xED\x3A\x73\x99\xE4\x12\xD0\xCF\x3D\x43\x82\xC4\x47\x47\xF3\x0C\xEA\x56\x7A\xC5\x24\x90\x85\xA6\xE8\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\x70\x11\xA0\xBE\xEF\x63\x29\x01\x20\x00\x00\x50\x34\x02\x82\xC2\x82\x00\x18\xED\xDC\xB1\xB8\x10\x00\x01\xA2\x6D\x7E\x1A\x73\x00\x40\x00\x15\x80\x00\x00\x00\x4E\xEC\xA4\x9F\x80\x00\x00\x00\xA6\xE5\xCE\x18\x80\x00\x00\x00\x8E\x4B\xB7\x06\x9D\x46\x02\xD1\x41\x74\x77\xFD\x7F\xFF\xFF\xFF\x99\xDD\x1D\xBE\xD0\x7E\x8A\xCE\x44\x78\xCD\xD3\x7F\xFF\xFF\xFF\x2A\x16\x58\xD3\x0A\xF0\xA3\xB8\x47\x51\xCA\x7A\x7F\xFF\xFF\xFF\xD4\xEA\x51\xDE\x7F\xFF\xFF\xFF\x3B\xF7\x61\xEA\x7F\xFF\xFF\xFF\xEB\x9E\xC5\x1C\x7F\xFF\xFF\xFF\x42\xFC\x98\x94\x13\x81\xAA\x0E\xAB\xCE\x0F\x76\x7F\xFF\xFF\xFF\x2C\xBC\x9B\x20\xD8\xD2\x1A\xEB\xB3\xAF\x9B\x71\x7F\xFF\xFF\xFF\x46\xFD\xC7\xEB\x7F\xFF\xFF\xFF\x45\x22\xDB\x6D\x80\x00\x00\x00\xB4\x94\x7C\xAE\x7F\xFF\xFF\xFF\x39\xEF\xE0\x3B\x80\x00\x00\x00\x65\x05\x08\x4B\x80\x00\x00\x00\xDB\x3B\x08\xD5\x80\x00\x00\x00\x9D\xE8\x09\x13\x80\x00\x00\x00\x4A\x86\xAD\x72\x97\x3C\x44\xB0\x31\x1F\xD8\x5C\x7F\xFF\xFF\xFF\xB3\x82\x9D\xB4\x00\x00\x00\x00\x4D\x32\xC6\x89\x80\x00\x00\x00\x4C\xC6\x00\x59\x7F\xFF\xFF\xFF\x9A\xC7\x0B\xB3\x7F\xFF\xFF\xFF\x3F\x46\x5D\xED\x7F\xFF\xFF\xFF\x12\xD0\xCF\x3D\x7F\xFF\xFF\xFF\x47\xF3\x0C\xEA\x7F\xFF\xFF\xFF\x90\x85\xA6\xE8\x87\x18\x4E\x96\x8A\x6C\x98\x80\xDA\xDA\x97\x7A\x4C\x7E\x2B\xE6\x40\x9B\x1A\xB1\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60\x57\xE5\x8A\x06\x02\x8F\x57\x96\x6D\x3C\x47\x0B\x46\x1E\x54\xEA\x32\xD5\x79\xE8\xAF\x47\xB4\xED\xAD\x84\x5B\xE9\x6B\xCB\x8E\x25\xF9\x4B\x17\xDC\x2A\xF6\xF5\x90\x6E\x24\xAF\x7F\x8F\xBB\xC6\x3A\x9F\x36\x1B\x95\x21\x54\x70\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8258FA6A), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 11986)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 11986)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x78)], 11986)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11986)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE98BB955), ('P4rIngress.values_v00000.hi', 0x4B33490A)], 11986)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9B89BC14), ('P4rIngress.values_v00001.hi', 0x2EF6BAAD)], 11986)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA16C8F97), ('P4rIngress.values_v00010.hi', 0xA1AD135B)], 11986)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xDB760BED), ('P4rIngress.values_v00011.hi', 0x6C7B3D36)], 11986)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5CE7CC19), ('P4rIngress.values_v00100.hi', 0x87E390F5)], 11986)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x73D8FC65), ('P4rIngress.values_v00101.hi', 0x521CFAAB)], 11986)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3E5D7387), ('P4rIngress.values_v00110.hi', 0x58986B5E)], 11986)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x151776F2), ('P4rIngress.values_v00111.hi', 0x669C4BAC)], 11986)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4DDDCBAE), ('P4rIngress.values_v01000.hi', 0x2EF375B9)], 11986)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x270C7976), ('P4rIngress.values_v01001.hi', 0x7179B049)], 11986)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x58CADBCF), ('P4rIngress.values_v01010.hi', 0xE445C8BC)], 11986)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x115A0496), ('P4rIngress.values_v01011.hi', 0x4EDE3138)], 11986)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xBD5CEAFB), ('P4rIngress.values_v01100.hi', 0xDAB8B768)], 11986)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x47C5D8E2), ('P4rIngress.values_v01101.hi', 0x4A2B66C5)], 11986)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xEFC9B267), ('P4rIngress.values_v01110.hi', 0x48D5F59B)], 11986)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAFD45709), ('P4rIngress.values_v01111.hi', 0xAE8D01AF)], 11986)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB68CCBF4), ('P4rIngress.values_v10000.hi', 0xB7DEDCC6)], 11986)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB4E47296), ('P4rIngress.values_v10001.hi', 0xDB80A679)], 11986)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x52E36CD6), ('P4rIngress.values_v10010.hi', 0xAEA66D75)], 11986)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xEE8B46F6), ('P4rIngress.values_v10011.hi', 0xB8B1D561)], 11986)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBBA7B538), ('P4rIngress.values_v10100.hi', 0x5CB45C71)], 11986)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB8F21F57), ('P4rIngress.values_v10101.hi', 0x3EEB500A)], 11986)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4C44D033), ('P4rIngress.values_v10110.hi', 0xB0DF4CF6)], 11986)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x87A4A9BD), ('P4rIngress.values_v10111.hi', 0x98E2CE83)], 11986)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9CC46EEF), ('P4rIngress.values_v11000.hi', 0x369AC8FF)], 11986)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x93A74AC7), ('P4rIngress.values_v11001.hi', 0xA46C7CA8)], 11986)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x45BAD9D6), ('P4rIngress.values_v11010.hi', 0x65516F4B)], 11986)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x94BFE834), ('P4rIngress.values_v11011.hi', 0x9A2FD97F)], 11986)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6F234281), ('P4rIngress.values_v11100.hi', 0xF9CC4350)], 11986)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB2BCD2D3), ('P4rIngress.values_v11101.hi', 0x16B0C2DB)], 11986)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x45752254), ('P4rIngress.values_v11110.hi', 0x501262EF)], 11986)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x51CF370C), ('P4rIngress.values_v11111.hi', 0x2AB97F28)], 11986)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x03A3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BB3),
                gc.DataTuple('slot_count', 0x000005FB),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBA5B5097),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x74FE4FF4),
                gc.KeyTuple('src_port', 0x79F8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x03A3),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02ED),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\xFE\x4F\xF4\x00\x00\x00\x00\x79\xF8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x03\xA3\x00\x18\xBA\x5B\x50\x97\x03\x1F\x03\xAF\x80\x00\x00\x00\x00\x40\x00\x00\x8E\xE9\x51\x61\x69\x2C\x79\x3C\xB3\xBF\x38\xDA\x1C\x59\xE7\xAC\xBF\x8D\x71\xB7\x92\x19\x0D\x89\x4A\x15\xFB\x2F\x4A\x4A\xE2\xF5\x5C\x64\x91\xBD\xBE\x4C\x7B\xFB\xD6\x0C\x76\x0D\x45\x6C\x4E\x6B\x63\xFE\x68\x76\x46\xD7\x56\x75\x36\xBD\x4E\xB6\x19\x63\xB4\x54\x41\xD6\x71\x2C\xBC\xC7\x05\xB2\x71\x29\x89\x62\x36\x9A\xAD\xBD\x59\x0A\x8F\xD7\x46\xDD\x3B\x5C\x7A\x16\x65\xD3\x3F\x8D\x2A\x34\x4D\x39\xEF\xB7\xB3\x4D\xD5\x52\x4D\x64\x0D\x86\x59\xD7\xB3\x5E\x2A\xFC\xB2\x3B\x6D\xF8\x8C\x1A\xAB\x3C\xE1\x51\xAA\xE8\xE3\x2A\xBD\x4B\x68\x35\x95\x90\x91\xAB\xB2\x8C\xFB\xDD\x82\x3F\xBC\x59\x5E\xEB\x47\x76\xA1\xEC\x9A\x26\x8C\x9B\x8A\x77\xB3\x92\xCE\x3F\xA9\xF1\x1D\x65\x70\x77\xDE\xD7\xAE\x76\x9A\x51\x74\xC2\x8F\x1F\x55\x37\x9F\xA7\x56\xE7\x4E\x99\xA5\x44\x51\xD9\x69\x95\x7B\xF5\xB5\xEE\xCC\x64\x62\xE2\xB0\x77\x93\x5C\xEA\x42\xD9\xAE\x20\x5B\x61\x2B\x53\x9B\x64\xC1\x04\x73\x59\x43\x87\x8F\xCC\xA1\x18\xD1\x2F\x31\xE3\xD6\x6A\x5E\xFA\xD1\xB3\x89\x73\x41\x76\xF1\xCD\x8B\x56\xE0\x71\x19\x57\x12\x53\x67\x33\x9F\x0C\xA7\x61\xA5\x06\x7F\xBA\x84\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\xFE\x4F\xF4\xBE\xEF\x79\xF8\x01\x20\x00\x00\x50\x34\x02\x82\x03\xA3\x00\x18\xBA\x5B\x50\x97\x03\x1F\x01\xAF\x80\x00\x00\x00\x00\x40\x00\x07\x80\x00\x00\x00\x69\x2C\x79\x3C\x80\x00\x00\x00\x1C\x59\xE7\xAC\x80\x00\x00\x00\x92\x19\x0D\x89\x25\x8C\x07\x1C\x4A\x4A\xE2\xF5\x7F\xFF\xFF\xFF\xBE\x4C\x7B\xFB\x49\xE5\x72\x72\x45\x6C\x4E\x6B\x7F\xFF\xFF\xFF\x46\xD7\x56\x75\x4B\xD4\xC5\xA8\x19\x63\xB4\x54\x7F\xFF\xFF\xFF\xBC\xC7\x05\xB2\x7F\xFF\xFF\xFF\x36\x9A\xAD\xBD\x7F\xFF\xFF\xFF\x46\xDD\x3B\x5C\x7F\xFF\xFF\xFF\x3F\x8D\x2A\x34\x0A\x96\xDA\xB2\xB3\x4D\xD5\x52\x7F\xFF\xFF\xFF\x59\xD7\xB3\x5E\x1A\xC6\x64\xA2\x6D\xF8\x8C\x1A\x80\x00\x00\x00\xAA\xE8\xE3\x2A\x80\x00\x00\x00\x95\x90\x91\xAB\x80\x00\x00\x00\x82\x3F\xBC\x59\x7F\xFF\xFF\xFF\xA1\xEC\x9A\x26\x80\x00\x00\x00\xB3\x92\xCE\x3F\x80\x00\x00\x00\x70\x77\xDE\xD7\x80\x00\x00\x00\x74\xC2\x8F\x1F\x7F\xFF\xFF\xFF\x56\xE7\x4E\x99\x80\x00\x00\x00\x69\x95\x7B\xF5\x80\x00\x00\x00\x62\xE2\xB0\x77\x80\x00\x00\x00\xD9\xAE\x20\x5B\x7F\xFF\xFF\xFF\x64\xC1\x04\x73\xEE\x03\x6F\xC3\xCC\xA1\x18\xD1\x7F\xFF\xFF\xFF\x6A\x5E\xFA\xD1\x80\x00\x00\x00\x76\xF1\xCD\x8B\x7F\xFF\xFF\xFF\x57\x12\x53\x67\x7F\xFF\xFF\xFF\x61\xA5\x06\x7F\xBA\x84\x55\x52\x1E\xC8\x7F\xE4\xBF\x8A\x7A\xF3\x82\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDEA02BB6), ('P4rIngress.bitmap_seq.seq', 0xC2E196CD)], 13492)
        self.setRegisterValue('P4rIngress.rounds', 0xC2E196CD, 13492)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0x6B)], 13492)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13492)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBF558A32), ('P4rIngress.values_v00000.hi', 0x715D398B)], 13492)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDB5CEBCD), ('P4rIngress.values_v00001.hi', 0x3BB64EA2)], 13492)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA04D46F9), ('P4rIngress.values_v00010.hi', 0x922EA534)], 13492)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6D0A4267), ('P4rIngress.values_v00011.hi', 0x730CC93E)], 13492)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x26E5D652), ('P4rIngress.values_v00100.hi', 0x962F3AF7)], 13492)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1B59C0AC), ('P4rIngress.values_v00101.hi', 0x6D5DBE21)], 13492)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x73AC4824), ('P4rIngress.values_v00110.hi', 0x694895CB)], 13492)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD11EFDD6), ('P4rIngress.values_v00111.hi', 0x17CA491F)], 13492)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5451B8DF), ('P4rIngress.values_v01000.hi', 0x2B4E18FF)], 13492)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4A3384B5), ('P4rIngress.values_v01001.hi', 0x6E89D7AE)], 13492)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5C8536B0), ('P4rIngress.values_v01010.hi', 0xD6F27A8B)], 13492)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x469F0FEA), ('P4rIngress.values_v01011.hi', 0x72EB336D)], 13492)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x335D8262), ('P4rIngress.values_v01100.hi', 0x394E98B4)], 13492)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1E9B3A6D), ('P4rIngress.values_v01101.hi', 0x565F17D7)], 13492)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x0956B66B), ('P4rIngress.values_v01110.hi', 0xD90B24AB)], 13492)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6B8D39C7), ('P4rIngress.values_v01111.hi', 0x372A7A1B)], 13492)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7B66FBCD), ('P4rIngress.values_v10000.hi', 0x7E47EBA9)], 13492)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xBDE7BC97), ('P4rIngress.values_v10001.hi', 0xBF8736DA)], 13492)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4E265D6F), ('P4rIngress.values_v10010.hi', 0x1BEB9571)], 13492)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x876B1DD5), ('P4rIngress.values_v10011.hi', 0x5955CD5C)], 13492)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB81CDAD3), ('P4rIngress.values_v10100.hi', 0x8AB7C00D)], 13492)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x87B9B9CF), ('P4rIngress.values_v10101.hi', 0xA7756AD5)], 13492)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAE44A834), ('P4rIngress.values_v10110.hi', 0x5BCC9C9C)], 13492)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xF5DE9796), ('P4rIngress.values_v10111.hi', 0xD960842C)], 13492)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x2D0D1230), ('P4rIngress.values_v11000.hi', 0x8BE6C63A)], 13492)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xD4EF55B2), ('P4rIngress.values_v11001.hi', 0xA5C7FDA7)], 13492)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB53DB1BA), ('P4rIngress.values_v11010.hi', 0xB32D79BB)], 13492)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x79C938C7), ('P4rIngress.values_v11011.hi', 0x7B9D009B)], 13492)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8CCAF96E), ('P4rIngress.values_v11100.hi', 0x69CEBC21)], 13492)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x65E83B5A), ('P4rIngress.values_v11101.hi', 0x089E6E56)], 13492)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xAD17BE2A), ('P4rIngress.values_v11110.hi', 0xAA4A28C9)], 13492)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7718F4AF), ('P4rIngress.values_v11111.hi', 0x73586C7B)], 13492)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5015),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DA9),
                gc.DataTuple('slot_count', 0x00000DA7),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8F08F3A7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x9FC019C8),
                gc.KeyTuple('src_port', 0xF358),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5015),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9F\xC0\x19\xC8\x00\x00\x00\x00\xF3\x58\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x50\x15\x00\x18\x8F\x08\xF3\xA7\x07\x0B\x07\xA3\xC2\xE1\x96\xCD\x00\x40\x00\x00\xB9\x11\x3E\x3A\x51\x4B\xB1\x5B\x83\x42\x3A\x9F\xB2\x7C\x51\xB5\xD5\xBC\x0C\x0B\xB9\xFE\xA9\xBC\xC5\x5A\x3D\xC1\x48\x73\xE7\x0C\x76\xA9\x3B\xF4\xBE\x2C\x06\x6E\xA1\xE3\x56\x73\x29\xED\xEF\x5F\x14\x44\x63\xEC\x54\xED\xD0\x31\x53\xE9\x0B\x6C\x69\xCB\x2F\xB4\x5A\xD9\x9F\xDA\x9F\x5A\xF1\x2F\x67\x9A\x6E\xA7\x4C\x2B\xE3\xCA\x4A\xB1\xAD\x64\x68\xF6\xEA\xA9\x56\x7C\x0D\xEF\x39\xE6\xF7\x47\x3D\x30\xDA\xF5\x00\x00\x00\x00\x78\x7D\x49\x15\x62\xCE\x76\xA3\xF8\xD2\xF6\xE7\x9D\x5F\xEA\x4A\x5F\x65\xC1\x24\x70\x93\x2B\xBA\x13\x2C\x7C\xE5\x30\xD2\xEB\x8B\x91\x2B\xB8\x9B\xCD\xAE\x3A\x6E\x6F\x65\xD1\x73\xF3\x54\x74\xBF\xF7\x73\xE5\x55\x3F\x7E\xCC\x61\xBD\x71\x8A\xB6\x8A\xA5\x1D\xB7\xB8\x59\xFB\x45\xAA\x99\x40\x35\xAC\xD4\x74\xDF\x49\x32\xE7\xA6\xC4\xF5\xCD\xAB\x55\x2A\xB4\x15\x68\x4B\x45\xDF\x9C\x24\xF9\xA1\xFE\x4B\x0F\x6B\xF6\x6C\xCD\x42\xA5\x9D\x94\x68\x86\xAD\x11\xBE\x39\x21\xEB\xB1\x12\x18\xA8\xF2\x33\xFB\xF1\x27\x26\x65\x0E\x6F\x64\xAD\xFC\xB1\x7A\xC8\x59\xA4\x20\xBD\x01\x88\xA7\x12\x6D\x7D\x62\x19\x5E\x6E\x68\x62\x7F\x7F\xC9\x09\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9F\xC0\x19\xC8\xBE\xEF\xF3\x58\x01\x20\x00\x00\x50\x34\x02\x82\x50\x15\x00\x18\x8F\x08\xF3\xA7\x07\x0B\x01\xA3\xC2\xE1\x96\xCD\x00\x40\x00\x1E\x80\x00\x00\x00\x51\x4B\xB1\x5B\x80\x00\x00\x00\xB2\x7C\x51\xB5\x80\x00\x00\x00\xB9\xFE\xA9\xBC\x32\x64\x80\x28\x48\x73\xE7\x0C\x7F\xFF\xFF\xFF\xBE\x2C\x06\x6E\xBD\x3D\x17\x1F\x29\xED\xEF\x5F\x7F\xFF\xFF\xFF\x54\xED\xD0\x31\x25\x08\x09\x42\x69\xCB\x2F\xB4\x7F\xFF\xFF\xFF\x9F\x5A\xF1\x2F\x7F\xFF\xFF\xFF\x4C\x2B\xE3\xCA\x7F\xFF\xFF\xFF\x68\xF6\xEA\xA9\x7F\xFF\xFF\xFF\x39\xE6\xF7\x47\x70\x8E\x5D\x57\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x62\xCE\x76\xA3\x02\x29\xAD\x52\x9D\x5F\xEA\x4A\x7F\xFF\xFF\xFF\x70\x93\x2B\xBA\x7F\xFF\xFF\xFF\x30\xD2\xEB\x8B\x80\x00\x00\x00\xCD\xAE\x3A\x6E\x7F\xFF\xFF\xFF\xF3\x54\x74\xBF\x80\x00\x00\x00\x3F\x7E\xCC\x61\x80\x00\x00\x00\x8A\xA5\x1D\xB7\x80\x00\x00\x00\xAA\x99\x40\x35\x80\x00\x00\x00\x49\x32\xE7\xA6\xBA\xD4\x65\x41\x55\x2A\xB4\x15\x7F\xFF\xFF\xFF\x9C\x24\xF9\xA1\xD3\x3A\x65\x1D\xF6\x6C\xCD\x42\x80\x00\x00\x00\x86\xAD\x11\xBE\x7F\xFF\xFF\xFF\x12\x18\xA8\xF2\xC0\xC6\xEA\x95\x26\x65\x0E\x6F\x7F\xFF\xFF\xFF\x7A\xC8\x59\xA4\xCD\xD4\xBF\xB2\xA7\x12\x6D\x7D\x7F\xFF\xFF\xFF\x68\x62\x7F\x7F\xC9\x09\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5A9444F9), ('P4rIngress.bitmap_seq.seq', 0xC5077AA0)], 11396)
        self.setRegisterValue('P4rIngress.rounds', 0xC5077AA0, 11396)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x52)], 11396)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11396)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA628B68B), ('P4rIngress.values_v00000.hi', 0x51DE28D0)], 11396)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xCAE6E2B6), ('P4rIngress.values_v00001.hi', 0xE67B64B9)], 11396)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8F2FEF9C), ('P4rIngress.values_v00010.hi', 0xC38AE443)], 11396)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE48F7ED3), ('P4rIngress.values_v00011.hi', 0x47FE67E7)], 11396)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x3D79B433), ('P4rIngress.values_v00100.hi', 0xDC69FAEC)], 11396)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1643D56C), ('P4rIngress.values_v00101.hi', 0x3DDBC184)], 11396)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D4661E2), ('P4rIngress.values_v00110.hi', 0x540B1A8C)], 11396)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x871A4C77), ('P4rIngress.values_v00111.hi', 0x1EABA68E)], 11396)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6C79DD25), ('P4rIngress.values_v01000.hi', 0x3B3136CB)], 11396)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x30A6D8A4), ('P4rIngress.values_v01001.hi', 0x7B71974A)], 11396)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x553FB575), ('P4rIngress.values_v01010.hi', 0x50D749D7)], 11396)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5372A20A), ('P4rIngress.values_v01011.hi', 0x93B33EEF)], 11396)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x1798F3A3), ('P4rIngress.values_v01100.hi', 0x365E4E1D)], 11396)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x495F6E0E), ('P4rIngress.values_v01101.hi', 0xD6A88F12)], 11396)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA6DD589F), ('P4rIngress.values_v01110.hi', 0xB6D23593)], 11396)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xDD5979D7), ('P4rIngress.values_v01111.hi', 0xDF155CD0)], 11396)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x1FABD66F), ('P4rIngress.values_v10000.hi', 0x89C5F57B)], 11396)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x501B7924), ('P4rIngress.values_v10001.hi', 0x3548DD43)], 11396)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA5E56997), ('P4rIngress.values_v10010.hi', 0x4E4CD2F1)], 11396)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB655FCB1), ('P4rIngress.values_v10011.hi', 0x6DDBB67B)], 11396)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x781DC3F3), ('P4rIngress.values_v10100.hi', 0xA17C4CAB)], 11396)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x372A81F8), ('P4rIngress.values_v10101.hi', 0x70849CFC)], 11396)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x55DB9DD7), ('P4rIngress.values_v10110.hi', 0x6E9B8F07)], 11396)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7FECA92F), ('P4rIngress.values_v10111.hi', 0x3623E42B)], 11396)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xC67D03AE), ('P4rIngress.values_v11000.hi', 0x7279FCB1)], 11396)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x8A5BB962), ('P4rIngress.values_v11001.hi', 0xB3F3A2D5)], 11396)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xF2EC5D03), ('P4rIngress.values_v11010.hi', 0x62578A9A)], 11396)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBF3C82C7), ('P4rIngress.values_v11011.hi', 0x1BC87BFB)], 11396)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x96775708), ('P4rIngress.values_v11100.hi', 0x534945AB)], 11396)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9326F573), ('P4rIngress.values_v11101.hi', 0x94CAF496)], 11396)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x28A77F77), ('P4rIngress.values_v11110.hi', 0x88E643E4)], 11396)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xF86CBD97), ('P4rIngress.values_v11111.hi', 0x6DB67651)], 11396)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5BD8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B2B),
                gc.DataTuple('slot_count', 0x0000022B),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x85BB4A32),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x29F47949),
                gc.KeyTuple('src_port', 0xB939),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5BD8),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0011),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\xF4\x79\x49\x00\x00\x00\x00\xB9\x39\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5B\xD8\x00\x18\x85\xBB\x4A\x32\x01\x59\x05\x8D\xC5\x07\x7A\xA0\x00\x40\x00\x00\xBE\x27\xA3\xDB\x4C\x28\xAC\x99\xA2\xCD\x4F\x92\xBE\x5A\x9C\xEB\x91\xFD\xFF\xE5\xAD\x69\x3E\xE6\x2D\x9D\xFA\x75\x75\xF7\xB1\xCB\x55\x6B\xAE\x83\x93\x4C\x4A\xED\x9C\x3D\x16\xEC\x61\x50\x94\x45\x55\x11\xB4\x57\x5A\x03\x4A\xBF\x43\x32\x96\xE1\x66\xAF\xA8\xBF\x6E\xBD\x0E\xA3\xBA\x53\x6C\xB7\x75\x34\xD8\x9C\x0C\xE6\x49\x47\x30\x90\xB4\x2E\x92\x91\x45\x75\x31\xD6\xEA\x19\x99\x87\xCA\x6F\x6C\xD5\xFD\xAF\x66\x42\xC5\x87\x6A\xB8\x28\x84\x96\xF1\x76\x5B\xBF\x19\xAE\xD3\x98\xBC\x35\xB5\x06\x37\x40\xFB\x86\x7C\xCA\x70\x4D\x9C\x3C\xDD\xBF\x50\x3E\xF2\x48\xBC\x09\xCE\x74\xA4\xC5\xEB\xE2\x3C\xDB\x29\xBB\x86\x9C\x5B\x8E\x15\x5E\xC7\xD9\x2B\x94\xA1\x22\xF4\x74\x77\xE3\x64\xA9\xCE\x1B\xB2\xEC\x78\x42\xD4\xF4\xD6\x6C\x08\x8F\x77\x78\xA8\x3B\x4D\x7D\xA8\xBA\x7F\x65\x69\xA6\x29\x75\xF6\xDB\xA9\x1A\x45\xB2\xC1\x37\x40\x64\x5B\x90\x5E\xFB\x8F\x5C\x7C\xDB\xFB\x61\x5A\x0E\x30\xBF\x20\xFF\x6F\x77\x35\xC7\x13\xCD\x29\x1B\x01\x7C\xEB\x75\xAA\x17\x5E\xA2\x7D\xD1\x68\x32\x16\xAB\x67\x3D\x74\xCE\x5E\x70\xD5\x62\x7E\xCD\x2B\x0A\x61\x8D\x01\xB9\xE4\x35\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\xF4\x79\x49\xBE\xEF\xB9\x39\x01\x20\x00\x00\x50\x34\x02\x82\x5B\xD8\x00\x18\x85\xBB\x4A\x32\x01\x59\x01\x8D\xC5\x07\x7A\xA0\x00\x40\x00\x1D\x80\x00\x00\x00\x4C\x28\xAC\x99\x80\x00\x00\x00\xBE\x5A\x9C\xEB\x80\x00\x00\x00\xAD\x69\x3E\xE6\x12\x2D\x79\x48\x75\xF7\xB1\xCB\x7F\xFF\xFF\xFF\x93\x4C\x4A\xED\xB2\x80\xEC\x58\x61\x50\x94\x45\x7F\xFF\xFF\xFF\x5A\x03\x4A\xBF\xCA\x4C\xE3\x58\x66\xAF\xA8\xBF\x7F\xFF\xFF\xFF\xBA\x53\x6C\xB7\x7F\xFF\xFF\xFF\x0C\xE6\x49\x47\x7F\xFF\xFF\xFF\x92\x91\x45\x75\x7F\xFF\xFF\xFF\x99\x87\xCA\x6F\x7F\xFF\xFF\xFF\x66\x42\xC5\x87\x7F\xFF\xFF\xFF\x96\xF1\x76\x5B\x80\x00\x00\x00\x98\xBC\x35\xB5\xE3\x90\xBA\xD2\x86\x7C\xCA\x70\x6D\x48\x13\x4C\xBF\x50\x3E\xF2\x7F\xFF\xFF\xFF\x74\xA4\xC5\xEB\x88\x22\x44\xC0\xBB\x86\x9C\x5B\x80\x00\x00\x00\xD9\x2B\x94\xA1\x7F\xFF\xFF\xFF\xE3\x64\xA9\xCE\x52\xDD\x6E\x70\x42\xD4\xF4\xD6\x7F\xFF\xFF\xFF\x78\xA8\x3B\x4D\x7F\xFF\xFF\xFF\x65\x69\xA6\x29\x3C\x73\xDF\x57\x1A\x45\xB2\xC1\xC1\x9C\x1D\xBD\x90\x5E\xFB\x8F\x4F\x69\x38\xFE\x61\x5A\x0E\x30\x80\x00\x00\x00\x77\x35\xC7\x13\x80\x00\x00\x00\x7C\xEB\x75\xAA\xAA\x85\x97\xF0\xD1\x68\x32\x16\xD4\x0E\xBC\xEB\xCE\x5E\x70\xD5\x5A\xEB\x8A\xC2\x0A\x61\x8D\x01\xB9\xE4\x35\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8\x29\x0F\xA8\x9D\x88\xAF\xEB\xA4\x06\xB6\x42\x92\xE3\x26\x9E\xDD\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB67B6519), ('P4rIngress.bitmap_seq.seq', 0xC3C00000)], 13541)
        self.setRegisterValue('P4rIngress.rounds', 0xC3C00000, 13541)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x51)], 13541)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13541)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBA46FC66), ('P4rIngress.values_v00000.hi', 0x57322D45)], 13541)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xEBBD2CD6), ('P4rIngress.values_v00001.hi', 0x80000000)], 13541)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9DFE7AAF), ('P4rIngress.values_v00010.hi', 0x81DDC3A5)], 13541)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5D3959A7), ('P4rIngress.values_v00011.hi', 0x7AFD2143)], 13541)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x62B20F20), ('P4rIngress.values_v00100.hi', 0xA3AFFA9B)], 13541)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x64FEF6E6), ('P4rIngress.values_v00101.hi', 0x734CA4A2)], 13541)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5DEB3D89), ('P4rIngress.values_v00110.hi', 0x47BC71A5)], 13541)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBB45EF5A), ('P4rIngress.values_v00111.hi', 0x5A6BAB65)], 13541)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6DD14DCE), ('P4rIngress.values_v01000.hi', 0xE61C73B3)], 13541)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x36799913), ('P4rIngress.values_v01001.hi', 0x44134FCB)], 13541)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7CC2673D), ('P4rIngress.values_v01010.hi', 0xA977AF81)], 13541)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x1889DC34), ('P4rIngress.values_v01011.hi', 0x302E4D67)], 13541)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x9F431473), ('P4rIngress.values_v01100.hi', 0xC23C3B78)], 13541)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x522E0DB8), ('P4rIngress.values_v01101.hi', 0x630DBCC6)], 13541)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2E3D5654), ('P4rIngress.values_v01110.hi', 0x9624FE6D)], 13541)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x72DABAD3), ('P4rIngress.values_v01111.hi', 0x689A9AF5)], 13541)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x43ABA51F), ('P4rIngress.values_v10000.hi', 0x7512FD7B)], 13541)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x927724DF), ('P4rIngress.values_v10001.hi', 0x56B8FC79)], 13541)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7AE4BE66), ('P4rIngress.values_v10010.hi', 0x25251071)], 13541)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xDD51968E), ('P4rIngress.values_v10011.hi', 0x3352E009)], 13541)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA8CC8755), ('P4rIngress.values_v10100.hi', 0x81916892)], 13541)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x93996EAA), ('P4rIngress.values_v10101.hi', 0x95A8AA2A)], 13541)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB53F7CC1), ('P4rIngress.values_v10110.hi', 0x543B1060)], 13541)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1799611F), ('P4rIngress.values_v10111.hi', 0xF64769BE)], 13541)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6759D654), ('P4rIngress.values_v11000.hi', 0xB7DA6717)], 13541)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2FABE6BF), ('P4rIngress.values_v11001.hi', 0xFAC33555)], 13541)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xC24599D6), ('P4rIngress.values_v11010.hi', 0x9F0DF73F)], 13541)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5046F05F), ('P4rIngress.values_v11011.hi', 0x5EACE94A)], 13541)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x49D8B58E), ('P4rIngress.values_v11100.hi', 0x608FFB28)], 13541)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2AF77DAE), ('P4rIngress.values_v11101.hi', 0x4D5E2C0B)], 13541)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x90C00AED), ('P4rIngress.values_v11110.hi', 0xF04ED8F7)], 13541)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4BC9B917), ('P4rIngress.values_v11111.hi', 0xD5436C73)], 13541)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x49FE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B52),
                gc.DataTuple('slot_count', 0x000012D7),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA4FD9687),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xCDC8CBA8),
                gc.KeyTuple('src_port', 0x7CDA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x49FE),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCD\xC8\xCB\xA8\x00\x00\x00\x00\x7C\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x49\xFE\x00\x18\xA4\xFD\x96\x87\x09\x93\x03\x91\xC3\xC0\x00\x00\x00\x40\x00\x00\xAD\xDB\x1A\x97\x55\x2A\x25\xC8\x8B\x31\x35\xF3\x70\xA7\x38\xF5\x9D\xDF\x50\xEF\x8A\xC8\xC3\x75\xDD\x4B\x7C\xBB\x42\x3F\xAC\x46\x1D\x4D\xF0\xE0\x8D\x84\x54\xFD\x80\x00\x00\x00\x46\x01\xC9\x8E\x6B\xE9\x75\xDD\x45\x34\x54\xBD\x4A\xCC\xC6\x5F\x7C\x43\xAD\xA3\x2E\x16\x44\x6A\xDE\x0F\x52\x2D\x74\x0B\x4D\xD7\x70\x1B\x75\x11\x53\xEF\x55\x95\x2B\x1E\xCC\x7B\x7D\xF6\xDE\x2B\x5F\x7D\x50\x19\x34\x52\xF0\x3D\xC8\x6B\xD1\xC6\x5A\x2A\x61\x68\x66\x39\x2E\x66\xBE\x9D\xB4\x2D\xD3\xB6\xC9\x4D\x35\xBB\x72\xAB\x31\x4B\x06\xF3\x6D\x99\x97\x24\x48\xBC\x22\x74\xA2\x79\xEC\x42\xD8\x9E\xCF\xE1\x63\xD3\xA2\xE6\x3B\x6D\x68\x77\x85\xD6\x95\x29\x66\xA4\xBE\x23\xAE\x64\xAA\xEF\xE6\xD4\x5B\x56\xA3\x92\xC5\x84\xBD\x8D\x8A\xE7\x96\x9B\xA5\x38\x3E\x55\x7D\xFA\xDC\xDB\x6B\xC7\x12\x53\x2B\xD7\x22\x59\xB6\x37\x83\xC6\xF3\xB6\xAE\x18\xC4\xE8\x71\xE7\xBA\xB4\xB4\x7A\xF6\x95\xCE\x72\x3A\x0F\x3F\xA4\xB0\x0F\x48\x5D\x49\x1A\x99\x5B\x05\xB9\x67\xFE\xA8\x57\x6E\x26\x20\x60\x53\xC3\xAF\x1D\xBB\x5D\xF9\x4B\xBD\x81\x55\xA9\x5C\xB2\x5D\xAF\x91\x97\x8D\xFE\x33\x52\x50\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCD\xC8\xCB\xA8\xBE\xEF\x7C\xDA\x01\x20\x00\x00\x50\x34\x02\x82\x49\xFE\x00\x18\xA4\xFD\x96\x87\x09\x93\x01\x91\xC3\xC0\x00\x00\x00\x40\x00\x07\x80\x00\x00\x00\x55\x2A\x25\xC8\x80\x00\x00\x00\x70\xA7\x38\xF5\x80\x00\x00\x00\x8A\xC8\xC3\x75\x3A\x84\xD6\x62\x42\x3F\xAC\x46\x7F\xFF\xFF\xFF\x8D\x84\x54\xFD\xE4\xFE\xF6\xE6\x46\x01\xC9\x8E\x7F\xFF\xFF\xFF\x45\x34\x54\xBD\x06\x12\xB5\xB9\x7C\x43\xAD\xA3\x7F\xFF\xFF\xFF\xDE\x0F\x52\x2D\x7F\xFF\xFF\xFF\x70\x1B\x75\x11\x7F\xFF\xFF\xFF\x2B\x1E\xCC\x7B\x7F\xFF\xFF\xFF\x5F\x7D\x50\x19\xD3\x96\x04\xB0\xC8\x6B\xD1\xC6\x7F\xFF\xFF\xFF\x66\x39\x2E\x66\xEC\xDB\x0A\x81\xD3\xB6\xC9\x4D\x7F\xFF\xFF\xFF\x31\x4B\x06\xF3\x7F\xFF\xFF\xFF\x48\xBC\x22\x74\x80\x00\x00\x00\xD8\x9E\xCF\xE1\x7F\xFF\xFF\xFF\x3B\x6D\x68\x77\x80\x00\x00\x00\x66\xA4\xBE\x23\x80\x00\x00\x00\xE6\xD4\x5B\x56\x80\x00\x00\x00\xBD\x8D\x8A\xE7\x80\x00\x00\x00\x3E\x55\x7D\xFA\xF4\x74\xCC\xE6\x12\x53\x2B\xD7\x7F\xFF\xFF\xFF\x83\xC6\xF3\xB6\xDD\xC4\xAB\xA7\x71\xE7\xBA\xB4\x80\x00\x00\x00\xCE\x72\x3A\x0F\x7F\xFF\xFF\xFF\x48\x5D\x49\x1A\xE3\x33\xBB\x47\x67\xFE\xA8\x57\x7F\xFF\xFF\xFF\x53\xC3\xAF\x1D\x80\x00\x00\x00\xBD\x81\x55\xA9\x7F\xFF\xFF\xFF\x91\x97\x8D\xFE\x33\x52\x50\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x042A79AF), ('P4rIngress.bitmap_seq.seq', 0xF8800000)], 10111)
        self.setRegisterValue('P4rIngress.rounds', 0xF8800000, 10111)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0xB7)], 10111)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10111)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8A997CA3), ('P4rIngress.values_v00000.hi', 0x55875D32)], 10111)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9765B4A9), ('P4rIngress.values_v00001.hi', 0xCAC8DB66)], 10111)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8839B63B), ('P4rIngress.values_v00010.hi', 0xA829C78B)], 10111)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x2EDA5D35), ('P4rIngress.values_v00011.hi', 0x2403C697)], 10111)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x552E54EA), ('P4rIngress.values_v00100.hi', 0x84EBED9F)], 10111)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE2BED5D0), ('P4rIngress.values_v00101.hi', 0x663A894B)], 10111)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x75B460BB), ('P4rIngress.values_v00110.hi', 0x089A0335)], 10111)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xE374F28B), ('P4rIngress.values_v00111.hi', 0x5C45993E)], 10111)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5A760259), ('P4rIngress.values_v01000.hi', 0x8D14B666)], 10111)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x57EF95D8), ('P4rIngress.values_v01001.hi', 0x6D18DA3E)], 10111)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x655961C5), ('P4rIngress.values_v01010.hi', 0x9171BC95)], 10111)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x63600E5A), ('P4rIngress.values_v01011.hi', 0xC32AF3D9)], 10111)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x555A64AB), ('P4rIngress.values_v01100.hi', 0x6E5FB1A4)], 10111)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x66B363FB), ('P4rIngress.values_v01101.hi', 0xD82A8C79)], 10111)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6801E37B), ('P4rIngress.values_v01110.hi', 0x9FDDA6DC)], 10111)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x621D1389), ('P4rIngress.values_v01111.hi', 0xFAAF1943)], 10111)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5DD67BAB), ('P4rIngress.values_v10000.hi', 0x5C526BB2)], 10111)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x603A5369), ('P4rIngress.values_v10001.hi', 0x18AC6EB1)], 10111)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x64B52B2F), ('P4rIngress.values_v10010.hi', 0xDF6CE32E)], 10111)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xCB1C69BF), ('P4rIngress.values_v10011.hi', 0x2AA50C39)], 10111)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5A851BC9), ('P4rIngress.values_v10100.hi', 0x4AFA641A)], 10111)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xE79965C9), ('P4rIngress.values_v10101.hi', 0x5613A7C5)], 10111)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAB9A074A), ('P4rIngress.values_v10110.hi', 0x8ABC8785)], 10111)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x71089AC6), ('P4rIngress.values_v10111.hi', 0x6D0BEEA6)], 10111)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6F992D2F), ('P4rIngress.values_v11000.hi', 0x7C7CFE1C)], 10111)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4CFC4C5D), ('P4rIngress.values_v11001.hi', 0xB054BA37)], 10111)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x675A935E), ('P4rIngress.values_v11010.hi', 0xB9BF4CF9)], 10111)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x971052EC), ('P4rIngress.values_v11011.hi', 0x563F794D)], 10111)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6D5369CC), ('P4rIngress.values_v11100.hi', 0x5DCA8044)], 10111)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x48B03375), ('P4rIngress.values_v11101.hi', 0x21BBE350)], 10111)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x760EA25B), ('P4rIngress.values_v11110.hi', 0x955DAA75)], 10111)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xAC5A598D), ('P4rIngress.values_v11111.hi', 0xCB9B3257)], 10111)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x648E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000026D),
                gc.DataTuple('slot_count', 0x000015BB),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1427DC0D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x0A43335B),
                gc.KeyTuple('src_port', 0x1346),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x648E),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0A\x43\x33\x5B\x00\x00\x00\x00\x13\x46\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x64\x8E\x00\x18\x14\x27\xDC\x0D\x05\x12\x05\xBD\xF8\x80\x00\x00\x00\x40\x00\x00\xC7\x37\x4A\xD3\x4E\x6E\x0F\xB7\xB7\xAA\xB5\xEB\xDE\xCB\x51\xDA\xC1\x4A\x11\xF8\x9C\x9E\x8E\x8D\x23\xC9\x89\xB5\x6D\xF2\x75\xB4\x5E\x82\x5C\x48\xC2\xE3\xF0\xC8\x77\x2B\x36\xD8\x58\x5A\x0D\xCA\x0B\x8D\x47\xBB\x7E\x33\x39\x8D\xFC\x6A\x1F\x5A\x60\x6D\xF9\x66\x4A\xA2\xDB\x7B\x77\x34\xB1\x64\x76\x75\xD7\x65\x1D\x39\x56\xD1\x49\x61\x55\xB5\x7F\x4C\x6E\x77\x5C\x21\xE2\x52\x9A\x3C\x85\x9E\x45\x5F\x60\x29\x70\x98\x6F\xEE\x4C\xA8\x6B\x7D\x81\x5C\x85\x73\xA7\xFF\x33\x0D\x88\x20\x6D\x5F\x47\x11\x52\xFF\xD2\xA2\x3E\xD8\x5F\x9C\x39\xB9\x5D\x54\x42\x87\x77\x42\x3B\x2A\x7C\xC5\x60\x12\x2A\xC1\xEB\x91\x90\x29\x64\xC6\xAF\x18\x6E\xCA\x6E\xCE\x3E\xD3\xDA\x27\xB5\x2D\xE2\xEB\xA7\xDE\x4C\xBC\xAC\x18\x52\x92\x94\xC9\x6F\xF4\x54\x1A\xEA\xE8\xBE\x2D\x43\x7D\x60\xC3\x09\x48\xE3\xAF\x79\x7B\x89\x4B\x46\xC3\xC7\x25\x70\x63\x76\xCF\xB3\xE6\x22\xA3\x5D\xDC\xBA\xA7\xC4\xC2\x6C\x43\xB5\x9F\x46\xFB\x5F\x47\x7D\x8C\x65\xB8\x4D\x55\x68\xAC\xF6\x7D\x6A\x98\xED\x0B\xAE\xC3\xB6\x2A\x2C\x7B\xEB\x01\xB8\x77\xAE\x53\xA6\x77\x5D\xDE\xB9\x9B\x14\xD1\x7A\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0A\x43\x33\x5B\xBE\xEF\x13\x46\x01\x20\x00\x00\x50\x34\x02\x82\x64\x8E\x00\x18\x14\x27\xDC\x0D\x05\x12\x01\xBD\xF8\x80\x00\x00\x00\x40\x00\x11\x80\x00\x00\x00\x4E\x6E\x0F\xB7\x80\x00\x00\x00\xDE\xCB\x51\xDA\x80\x00\x00\x00\x9C\x9E\x8E\x8D\x52\xA3\xE6\xEA\x6D\xF2\x75\xB4\x7F\xFF\xFF\xFF\xC2\xE3\xF0\xC8\x59\xEA\x0C\xA8\x58\x5A\x0D\xCA\x7F\xFF\xFF\xFF\x7E\x33\x39\x8D\xDF\xDF\x11\xE5\x60\x6D\xF9\x66\x7F\xFF\xFF\xFF\x77\x34\xB1\x64\x7F\xFF\xFF\xFF\x1D\x39\x56\xD1\x7F\xFF\xFF\xFF\x7F\x4C\x6E\x77\x7F\xFF\xFF\xFF\x9A\x3C\x85\x9E\x7F\xFF\xFF\xFF\x70\x98\x6F\xEE\x7F\xFF\xFF\xFF\x81\x5C\x85\x73\x10\x01\x16\x88\x88\x20\x6D\x5F\x7F\xFF\xFF\xFF\xD2\xA2\x3E\xD8\x7F\xFF\xFF\xFF\x5D\x54\x42\x87\x7F\xFF\xFF\xFF\x7C\xC5\x60\x12\x7F\xFF\xFF\xFF\x90\x29\x64\xC6\x80\x00\x00\x00\x6E\xCE\x3E\xD3\x34\xAC\xD0\xF6\xE2\xEB\xA7\xDE\x34\x56\x11\xE1\x52\x92\x94\xC9\x1B\x8E\x5B\x64\xEA\xE8\xBE\x2D\x7F\xFF\xFF\xFF\x09\x48\xE3\xAF\x7F\xFF\xFF\xFF\x46\xC3\xC7\x25\x7F\xFF\xFF\xFF\xB3\xE6\x22\xA3\x7F\xFF\xFF\xFF\xC4\xC2\x6C\x43\x80\x00\x00\x00\x5F\x47\x7D\x8C\x7F\xFF\xFF\xFF\x68\xAC\xF6\x7D\x7F\xFF\xFF\xFF\xAE\xC3\xB6\x2A\x7F\xFF\xFF\xFF\xB8\x77\xAE\x53\x80\x00\x00\x00\xB9\x9B\x14\xD1\x7A\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52\xA0\x62\x0D\x61\xA8\x04\x50\xF0\xD2\xF2\x4F\x80\xD1\x59\x44\xE6\x6D\xC3\xCA\x58\x47\x04\x0B\x6B\xD8\x89\xB9\x11\xE8\xDD\xF7\x90\x57\xAB\x12\xAC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9EA05A01), ('P4rIngress.bitmap_seq.seq', 0x1E860000)], 12549)
        self.setRegisterValue('P4rIngress.rounds', 0x1E860000, 12549)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x2C)], 12549)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12549)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB9926375), ('P4rIngress.values_v00000.hi', 0x47221042)], 12549)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xAAC5BA9D), ('P4rIngress.values_v00001.hi', 0xF31E2D34)], 12549)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xD2BEA947), ('P4rIngress.values_v00010.hi', 0x87D9CB23)], 12549)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xDE55188D), ('P4rIngress.values_v00011.hi', 0x36146427)], 12549)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x406AEBAA), ('P4rIngress.values_v00100.hi', 0xAA6CA573)], 12549)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xC606D4F7), ('P4rIngress.values_v00101.hi', 0x4EA72691)], 12549)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7E0C6391), ('P4rIngress.values_v00110.hi', 0x46F83BCE)], 12549)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x40B19A77), ('P4rIngress.values_v00111.hi', 0x616E8435)], 12549)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5332FD83), ('P4rIngress.values_v01000.hi', 0x424D5E6B)], 12549)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x71966B91), ('P4rIngress.values_v01001.hi', 0x6D07F278)], 12549)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4F7CC014), ('P4rIngress.values_v01010.hi', 0xCF414D5F)], 12549)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5CDADD77), ('P4rIngress.values_v01011.hi', 0x58BF3595)], 12549)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2F7DEB5D), ('P4rIngress.values_v01100.hi', 0x75A293CB)], 12549)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5B30AAB7), ('P4rIngress.values_v01101.hi', 0x4A3A7689)], 12549)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xBCCA1DFD), ('P4rIngress.values_v01110.hi', 0x58C8D5CC)], 12549)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x44A7D529), ('P4rIngress.values_v01111.hi', 0x42E11ECB)], 12549)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x399553F8), ('P4rIngress.values_v10000.hi', 0xB549F6CD)], 12549)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6B4E2A4E), ('P4rIngress.values_v10001.hi', 0xE162B5FE)], 12549)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xCF547926), ('P4rIngress.values_v10010.hi', 0xB3E97FCF)], 12549)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x7D3684DF), ('P4rIngress.values_v10011.hi', 0x5FFCA374)], 12549)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x54E402D7), ('P4rIngress.values_v10100.hi', 0xA7918E43)], 12549)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xABAFBF70), ('P4rIngress.values_v10101.hi', 0x1E450D3B)], 12549)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7E0F19F9), ('P4rIngress.values_v10110.hi', 0x608F765B)], 12549)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xEF577757), ('P4rIngress.values_v10111.hi', 0x85D48B37)], 12549)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xDACA2DFD), ('P4rIngress.values_v11000.hi', 0x9E4A7D8F)], 12549)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7C255F9B), ('P4rIngress.values_v11001.hi', 0x55B2FFA7)], 12549)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6A10FE39), ('P4rIngress.values_v11010.hi', 0xC393EF31)], 12549)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3DD3ECD5), ('P4rIngress.values_v11011.hi', 0x22B73BE7)], 12549)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5BF55ECC), ('P4rIngress.values_v11100.hi', 0x56C7894D)], 12549)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x39CBF4F9), ('P4rIngress.values_v11101.hi', 0x3160E5BE)], 12549)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x80000000), ('P4rIngress.values_v11110.hi', 0x1D48A20D)], 12549)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xAD70F1D7), ('P4rIngress.values_v11111.hi', 0xB6C44AA6)], 12549)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD540),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000061D),
                gc.DataTuple('slot_count', 0x0000177C),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6718E23E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x6980C664),
                gc.KeyTuple('src_port', 0x5C36),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD540),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x80\xC6\x64\x00\x00\x00\x00\x5C\x36\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD5\x40\x00\x18\x67\x18\xE2\x3E\x0A\xE8\x03\x5B\x1E\x86\x00\x00\x00\x40\x00\x00\x93\xE9\x31\xD8\x6C\x0C\xAA\x9F\x87\x17\xB2\x47\x06\xFF\xAB\x8A\xA6\xAD\x72\xC6\xA5\x27\x39\x6A\x56\xF7\xB6\x84\x72\x2D\x1D\x5F\x4C\xC9\xE2\x50\xCD\x51\x2D\x1D\x3D\x0E\x94\xE5\x68\xC1\x80\x73\x61\x59\xEF\x13\x41\xF7\x04\x42\x87\x3A\xA2\x0D\x25\x1E\x35\x69\x33\xDD\xB3\x29\x28\x55\x30\x34\x4E\x3F\x49\xA9\x4A\xBC\xF4\xAA\x77\xB5\xF4\x9B\xC6\x7F\xD5\x4F\x37\xF6\x75\xAD\x48\xCF\x4E\xDC\x39\xED\xAB\x57\x9D\xAE\x74\x49\x4B\x38\x26\x87\x59\xCC\xF4\xAB\x18\xAA\xF6\x4D\x63\xD1\x4B\xFF\x5F\x74\xE4\xC0\x59\xB1\xB1\xF9\x6D\x22\x40\x3F\x71\x5D\xF6\xAD\x1A\x2D\x6C\xDB\xFC\xF4\xFD\xAB\x9F\x16\x97\x0F\x00\x6C\x1B\x1D\x48\x14\x22\x8C\x63\x36\xCC\x49\x82\x4D\x6A\xC9\x94\x4E\xF3\x6D\xE8\x94\x75\x87\x6C\x7D\xED\x37\x7F\x3C\x68\x71\x37\xDC\x76\x33\xBF\x5E\xC3\x69\x4F\x25\x82\x57\x33\x39\xF0\x0C\xE3\x93\x4E\xE2\x6E\xF5\x3F\x31\x56\xA2\x68\xC6\x4B\xE5\x8A\x05\xA0\x35\xCF\x51\x29\xD8\xE2\xB9\x2D\xFB\x7B\x69\xB1\xC1\x5D\x9D\xFE\x61\x33\xC3\x24\x82\xD6\xEB\x5D\x2E\x25\xB8\x00\x00\x00\x00\x6C\x3F\x37\xE5\xBB\x75\x50\xDA\x8E\xDF\x4F\x36\x5D\xD6\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\x80\xC6\x64\xBE\xEF\x5C\x36\x01\x20\x00\x00\x50\x34\x02\x82\xD5\x40\x00\x18\x67\x18\xE2\x3E\x0A\xE8\x01\x5B\x1E\x86\x00\x00\x00\x40\x00\x12\x80\x00\x00\x00\x6C\x0C\xAA\x9F\x80\x00\x00\x00\x06\xFF\xAB\x8A\x80\x00\x00\x00\xA5\x27\x39\x6A\x35\x4C\xCF\x11\x72\x2D\x1D\x5F\x7F\xFF\xFF\xFF\xCD\x51\x2D\x1D\x03\x15\x69\xDC\x68\xC1\x80\x73\x7F\xFF\xFF\xFF\x41\xF7\x04\x42\xC7\xEC\x3C\x84\x25\x1E\x35\x69\x7F\xFF\xFF\xFF\x28\x55\x30\x34\x7F\xFF\xFF\xFF\x4A\xBC\xF4\xAA\x7F\xFF\xFF\xFF\xC6\x7F\xD5\x4F\x7F\xFF\xFF\xFF\x48\xCF\x4E\xDC\x69\x6B\x96\xB4\x9D\xAE\x74\x49\x7F\xFF\xFF\xFF\x59\xCC\xF4\xAB\xD5\x75\x14\x4A\x63\xD1\x4B\xFF\x7F\xFF\xFF\xFF\x59\xB1\xB1\xF9\x7F\xFF\xFF\xFF\x71\x5D\xF6\xAD\x7F\xFF\xFF\xFF\xFC\xF4\xFD\xAB\x80\x00\x00\x00\x00\x6C\x1B\x1D\x7F\xFF\xFF\xFF\x63\x36\xCC\x49\xD7\x31\x6D\xA0\x94\x4E\xF3\x6D\x94\x44\x34\xF7\x6C\x7D\xED\x37\x7F\xFF\xFF\xFF\x37\xDC\x76\x33\xAE\xB6\x3A\xC0\x4F\x25\x82\x57\x0E\x04\x1E\x09\xE3\x93\x4E\xE2\x7F\xFF\xFF\xFF\x56\xA2\x68\xC6\x7F\xFF\xFF\xFF\xA0\x35\xCF\x51\x67\xAC\xCF\x8E\x2D\xFB\x7B\x69\x0D\xB6\xBC\x69\xFE\x61\x33\xC3\x5E\x4E\xCB\xE4\x5D\x2E\x25\xB8\x80\x00\x00\x00\x6C\x3F\x37\xE5\x80\x00\x00\x00\x8E\xDF\x4F\x36\x5D\xD6\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAAED2CCD), ('P4rIngress.bitmap_seq.seq', 0x1AD6DB44)], 14517)
        self.setRegisterValue('P4rIngress.rounds', 0x1AD6DB44, 14517)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x31)], 14517)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14517)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x956BD2C3), ('P4rIngress.values_v00000.hi', 0x55BE3A61)], 14517)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB61286F3), ('P4rIngress.values_v00001.hi', 0x8E4CEBAA)], 14517)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8DD792F6), ('P4rIngress.values_v00010.hi', 0xBB8F6A46)], 14517)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x057B4D9F), ('P4rIngress.values_v00011.hi', 0x213F69F5)], 14517)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4CCA490E), ('P4rIngress.values_v00100.hi', 0xD8E530CA)], 14517)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x35910D0D), ('P4rIngress.values_v00101.hi', 0x27BEA609)], 14517)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x664E0361), ('P4rIngress.values_v00110.hi', 0x41340DC3)], 14517)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x22255953), ('P4rIngress.values_v00111.hi', 0x6120E033)], 14517)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x77AEFAB7), ('P4rIngress.values_v01000.hi', 0x76D0959C)], 14517)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x44CD22A5), ('P4rIngress.values_v01001.hi', 0x54ADED48)], 14517)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4E135A08), ('P4rIngress.values_v01010.hi', 0x12EE619B)], 14517)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x57F34875), ('P4rIngress.values_v01011.hi', 0x77BBCF6B)], 14517)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xFFC56B7D), ('P4rIngress.values_v01100.hi', 0x0F13A043)], 14517)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x76C53CEC), ('P4rIngress.values_v01101.hi', 0x58556B29)], 14517)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x93F2CB53), ('P4rIngress.values_v01110.hi', 0x772B14C7)], 14517)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x49E0C7AF), ('P4rIngress.values_v01111.hi', 0x6B5B5703)], 14517)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x57EFEA6F), ('P4rIngress.values_v10000.hi', 0xF4AF17A7)], 14517)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xCE2EDC1A), ('P4rIngress.values_v10001.hi', 0x6B37BD77)], 14517)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA9F68136), ('P4rIngress.values_v10010.hi', 0xAEC32F6B)], 14517)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x58768855), ('P4rIngress.values_v10011.hi', 0x3335161C)], 14517)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xAD4F3DD1), ('P4rIngress.values_v10100.hi', 0xB0BF9C3F)], 14517)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0AA87E57), ('P4rIngress.values_v10101.hi', 0x76925FD1)], 14517)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x932884F0), ('P4rIngress.values_v10110.hi', 0x7B0BCCD2)], 14517)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB695B69F), ('P4rIngress.values_v10111.hi', 0x32E9F49B)], 14517)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xE13FDC9B), ('P4rIngress.values_v11000.hi', 0x75D371D5)], 14517)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4BB5D097), ('P4rIngress.values_v11001.hi', 0x00000000)], 14517)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4E51CE5B), ('P4rIngress.values_v11010.hi', 0x6E9B755E)], 14517)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7FADB639), ('P4rIngress.values_v11011.hi', 0x7DFFEF56)], 14517)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5A6D7BB9), ('P4rIngress.values_v11100.hi', 0x4785F179)], 14517)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1DD44460), ('P4rIngress.values_v11101.hi', 0xDE895147)], 14517)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xBC9E9689), ('P4rIngress.values_v11110.hi', 0xCA89845B)], 14517)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x0FD24309), ('P4rIngress.values_v11111.hi', 0x3D7D0A72)], 14517)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7A07),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005E7),
                gc.DataTuple('slot_count', 0x00001429),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC34641B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0xD4132A33),
                gc.KeyTuple('src_port', 0xAB49),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7A07),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0332),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\x13\x2A\x33\x00\x00\x00\x00\xAB\x49\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7A\x07\x00\x18\xAC\x34\x64\x1B\x12\xCE\x05\x85\x1A\xD6\xDB\x44\x00\x40\x00\x00\xBD\x8B\x05\x95\x60\x65\x77\x25\xA2\x81\x3F\x35\x4B\x86\xEB\xA5\xCE\xE7\xBA\x66\x8E\x38\x31\x9C\xBE\x4A\x6A\xC7\x7F\x4D\xED\xD1\x42\x5A\x6D\xEC\x95\xF6\x76\x6F\x41\xC5\xB8\xDD\x6F\x04\xA7\x6F\x72\xCB\x33\x4C\x63\x3B\x63\x97\x1F\x1B\x66\x5E\x7F\x8D\xDC\xD4\x20\x6A\x97\x52\x8C\xD8\xBC\xC8\x5C\xDD\xE6\xE3\x46\x54\x61\x38\x43\xBA\xD2\xCF\xAE\x25\x2A\xBB\x4D\xFE\x12\xB9\x15\x00\x93\x4B\x6B\xC3\x4D\xDA\x23\xBC\xB9\x75\x71\xFC\x71\xB7\x62\xB4\x25\x0E\x41\xAA\xD9\x57\x30\x26\x73\xF0\x68\x43\x61\xEF\x32\xA9\xBE\x1C\x4F\x6D\xBB\x56\x63\x2F\x70\xF7\x98\x3A\xDB\x31\x47\xC5\x0C\xFE\x95\x6E\x8B\xBD\x6F\x65\x92\x6B\x40\x50\xCC\x17\x6E\x66\x36\x66\xBF\x3E\x61\xA3\x1B\x92\xD7\xAC\x7C\x0E\x25\x89\x53\x16\x7E\x5C\x96\x3B\xFE\xB9\x12\x6B\x6C\x22\x72\x74\x79\x79\xE4\x1B\x57\x89\x49\xC5\x69\x12\x19\xEA\x66\xA3\x4D\x57\x4C\x49\x80\x00\x00\x00\x63\xA3\xF3\x82\x46\x54\xE3\x45\x10\x96\x54\x63\x1C\x2C\x12\x2A\xDD\xAF\x49\x6F\x50\x70\x7E\xE8\x7D\x9D\x7B\x2C\x49\xAF\x45\x47\x22\x63\x81\xDB\x9E\xFA\x49\x11\x7F\xEA\x8F\xD9\x54\xD3\xAC\xF6\xAA\x02\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD4\x13\x2A\x33\xBE\xEF\xAB\x49\x01\x20\x00\x00\x50\x34\x02\x82\x7A\x07\x00\x18\xAC\x34\x64\x1B\x12\xCE\x01\x85\x1A\xD6\xDB\x44\x00\x40\x00\x0D\x80\x00\x00\x00\x60\x65\x77\x25\x80\x00\x00\x00\x4B\x86\xEB\xA5\x80\x00\x00\x00\x8E\x38\x31\x9C\xC3\xC5\xB8\x66\x7F\x4D\xED\xD1\x7F\xFF\xFF\xFF\x95\xF6\x76\x6F\x77\x56\xC5\xEA\x6F\x04\xA7\x6F\x7F\xFF\xFF\xFF\x63\x3B\x63\x97\x41\x40\xBF\xB1\x7F\x8D\xDC\xD4\x7F\xFF\xFF\xFF\x8C\xD8\xBC\xC8\x7F\xFF\xFF\xFF\x46\x54\x61\x38\x7F\xFF\xFF\xFF\xAE\x25\x2A\xBB\x7F\xFF\xFF\xFF\x15\x00\x93\x4B\x6B\x88\xB9\x57\x23\xBC\xB9\x75\x7F\xFF\xFF\xFF\x62\xB4\x25\x0E\xD5\x9D\xA4\xAA\x30\x26\x73\xF0\x7F\xFF\xFF\xFF\x32\xA9\xBE\x1C\x7F\xFF\xFF\xFF\x63\x2F\x70\xF7\x80\x00\x00\x00\x47\xC5\x0C\xFE\x80\x00\x00\x00\x6F\x65\x92\x6B\x7F\xFF\xFF\xFF\x6E\x66\x36\x66\x80\x00\x00\x00\x1B\x92\xD7\xAC\x7F\xFF\xFF\xFF\x53\x16\x7E\x5C\x80\x00\x00\x00\x12\x6B\x6C\x22\x29\x0A\x30\x18\xE4\x1B\x57\x89\x2B\x05\x45\xAD\x19\xEA\x66\xA3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x46\x54\xE3\x45\x7F\xFF\xFF\xFF\x1C\x2C\x12\x2A\x38\x1C\xC5\x28\x50\x70\x7E\xE8\x7F\xFF\xFF\xFF\x49\xAF\x45\x47\xDF\x02\x18\x64\x9E\xFA\x49\x11\x7F\xFF\xFF\xFF\x54\xD3\xAC\xF6\xAA\x02\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA0AA99AC), ('P4rIngress.bitmap_seq.seq', 0xB006AD65)], 14152)
        self.setRegisterValue('P4rIngress.rounds', 0xB006AD65, 14152)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x64)], 14152)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14152)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA3AB9CFF), ('P4rIngress.values_v00000.hi', 0x546807FB)], 14152)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC4AF6F49), ('P4rIngress.values_v00001.hi', 0x139A6693)], 14152)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xBB4F7923), ('P4rIngress.values_v00010.hi', 0xBF41C6F6)], 14152)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xFD4B7D8D), ('P4rIngress.values_v00011.hi', 0x68A87745)], 14152)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x38AA03A6), ('P4rIngress.values_v00100.hi', 0xA6770F64)], 14152)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2BB7659F), ('P4rIngress.values_v00101.hi', 0x24D9A2EA)], 14152)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x15B8AF05), ('P4rIngress.values_v00110.hi', 0x61A1493B)], 14152)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x80000000), ('P4rIngress.values_v00111.hi', 0x41B75993)], 14152)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x57A6F64D), ('P4rIngress.values_v01000.hi', 0xD5159429)], 14152)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x656E6E47), ('P4rIngress.values_v01001.hi', 0x0D30CB8F)], 14152)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x44F66A79), ('P4rIngress.values_v01010.hi', 0x157FCD35)], 14152)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2AA7953E), ('P4rIngress.values_v01011.hi', 0x77B0DEB1)], 14152)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x28B0C424), ('P4rIngress.values_v01100.hi', 0x5BC899BD)], 14152)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x41CE9B95), ('P4rIngress.values_v01101.hi', 0x5BF4C0C3)], 14152)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA9A0E0C0), ('P4rIngress.values_v01110.hi', 0xCDD61349)], 14152)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA70DE637), ('P4rIngress.values_v01111.hi', 0x5D29638F)], 14152)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6C81B765), ('P4rIngress.values_v10000.hi', 0x20275BF2)], 14152)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x35918D9D), ('P4rIngress.values_v10001.hi', 0x32964765)], 14152)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xDDA44CF5), ('P4rIngress.values_v10010.hi', 0x9699D50F)], 14152)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x95131BFF), ('P4rIngress.values_v10011.hi', 0x156A1DE3)], 14152)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xFA29D6C9), ('P4rIngress.values_v10100.hi', 0x5AABEA54)], 14152)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA5D2FA94), ('P4rIngress.values_v10101.hi', 0x27665F64)], 14152)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x11B86C44), ('P4rIngress.values_v10110.hi', 0x20EE18C8)], 14152)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4B86DA9B), ('P4rIngress.values_v10111.hi', 0xBB0F5829)], 14152)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x55C816E8), ('P4rIngress.values_v11000.hi', 0xAAC9C9FE)], 14152)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5458416B), ('P4rIngress.values_v11001.hi', 0xDB6B97CD)], 14152)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x618E1B2B), ('P4rIngress.values_v11010.hi', 0xF3DF0F82)], 14152)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x90C49B7B), ('P4rIngress.values_v11011.hi', 0x58A6CEDF)], 14152)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x9D47E3C9), ('P4rIngress.values_v11100.hi', 0x5ACB5B2C)], 14152)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7C06C523), ('P4rIngress.values_v11101.hi', 0x15EB84DC)], 14152)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xA4B556B5), ('P4rIngress.values_v11110.hi', 0xBFCEAF6F)], 14152)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4B212877), ('P4rIngress.values_v11111.hi', 0x00000000)], 14152)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB26D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D43),
                gc.DataTuple('slot_count', 0x00000E19),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9008216F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xF8E4601C),
                gc.KeyTuple('src_port', 0xE4AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB26D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x039B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\xE4\x60\x1C\x00\x00\x00\x00\xE4\xAD\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB2\x6D\x00\x18\x90\x08\x21\x6F\x0A\x05\x03\xAC\xB0\x06\xAD\x65\x00\x40\x00\x00\xC8\xEF\x08\x3F\x56\x59\xCD\x67\xA5\xA4\x43\xEF\xF7\x2A\xC5\x89\xAD\xAA\xCF\x21\xB5\x03\xE1\x64\x57\xBC\x6D\xAE\x2E\x19\x94\xB1\x7E\x02\x36\xFE\xB9\x3B\xB7\xEE\xEF\x9C\x57\xA5\x6A\x60\x19\xC2\x7C\xE3\x29\x9E\x47\x1B\xD1\x33\x00\x00\x00\x00\x7D\xB1\x8A\x9D\x3C\x4C\x3C\xD3\xC8\x4C\xFE\x07\x4D\x11\x52\xE1\x76\xE7\x67\xF4\x4D\xC6\x68\x95\xBD\x09\x2B\xB7\x62\xF1\xD8\x5A\x14\x84\x40\xA7\x2E\x30\xB6\xF0\xBE\x59\xDA\xD5\x43\x62\x2B\xB7\x50\x76\x17\xF4\x20\x90\x12\x69\xC0\xA3\xA0\xC5\x2B\x7C\x32\xFF\x45\x75\x37\x1C\x19\x95\xCB\x53\xAE\xB8\xC6\xBB\xB4\xEE\x99\x1B\x67\x4F\x0F\x2D\x8F\x16\xC8\x83\x93\xFA\x2E\x27\xAF\xDD\x6B\x54\x13\x72\x37\xD3\xDA\xE6\x90\x9F\x32\xBB\x5A\x57\xAB\x9A\x47\x26\x7D\x66\xF9\xFB\x7E\x87\xEF\x49\x62\xF6\x7A\x63\x6A\x5E\xCB\x80\x81\xD9\x88\x6F\x64\xCD\x41\x14\x20\xED\xEE\x56\x6B\x3F\x44\x69\xD9\x09\x9F\xE6\x54\xDB\x1B\xB7\x81\xC8\x96\xFB\x93\x91\x73\x8E\x1D\xBE\xC8\x75\xCC\x65\xBA\xDC\x3B\xBA\x57\xD8\x3D\x6D\x61\xE3\x6A\x29\xCC\x91\x86\x1E\x42\x24\x88\x88\x38\x8E\x3B\xBD\xAD\xD3\xE7\x0F\xD0\x8E\xDE\xC6\x41\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\xE4\x60\x1C\xBE\xEF\xE4\xAD\x01\x20\x00\x00\x50\x34\x02\x82\xB2\x6D\x00\x18\x90\x08\x21\x6F\x0A\x05\x01\xAC\xB0\x06\xAD\x65\x00\x40\x00\x10\x80\x00\x00\x00\x56\x59\xCD\x67\x80\x00\x00\x00\xF7\x2A\xC5\x89\x80\x00\x00\x00\xB5\x03\xE1\x64\x55\x07\xEB\x3B\x2E\x19\x94\xB1\x7F\xFF\xFF\xFF\xB9\x3B\xB7\xEE\x1B\x53\xBD\x44\x6A\x60\x19\xC2\x7F\xFF\xFF\xFF\x47\x1B\xD1\x33\x80\x00\x00\x00\x7D\xB1\x8A\x9D\x7F\xFF\xFF\xFF\xC8\x4C\xFE\x07\x7F\xFF\xFF\xFF\x76\xE7\x67\xF4\x7F\xFF\xFF\xFF\xBD\x09\x2B\xB7\x7F\xFF\xFF\xFF\x14\x84\x40\xA7\x56\xE1\x7B\x14\xBE\x59\xDA\xD5\x7F\xFF\xFF\xFF\x50\x76\x17\xF4\xCA\x30\xF3\x29\xC0\xA3\xA0\xC5\xD2\x8A\x19\x36\x45\x75\x37\x1C\x7F\xFF\xFF\xFF\xAE\xB8\xC6\xBB\xEA\x80\x26\xB8\x67\x4F\x0F\x2D\x80\x00\x00\x00\x93\xFA\x2E\x27\x80\x00\x00\x00\x13\x72\x37\xD3\xD5\x10\x67\x68\x32\xBB\x5A\x57\x80\x00\x00\x00\x7D\x66\xF9\xFB\x7F\xFF\xFF\xFF\x62\xF6\x7A\x63\x7F\xFF\xFF\xFF\x81\xD9\x88\x6F\x7F\xFF\xFF\xFF\x20\xED\xEE\x56\x7F\xFF\xFF\xFF\xD9\x09\x9F\xE6\x7F\xFF\xFF\xFF\x81\xC8\x96\xFB\x80\x00\x00\x00\x1D\xBE\xC8\x75\x80\x00\x00\x00\x3B\xBA\x57\xD8\x7F\xFF\xFF\xFF\x6A\x29\xCC\x91\x80\x00\x00\x00\x88\x88\x38\x8E\x7F\xFF\xFF\xFF\xE7\x0F\xD0\x8E\xDE\xC6\x41\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0\x50\x21\xBA\x37\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x58C05193), ('P4rIngress.bitmap_seq.seq', 0x18880000)], 13561)
        self.setRegisterValue('P4rIngress.rounds', 0x18880000, 13561)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x7B)], 13561)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13561)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xCA0923AB), ('P4rIngress.values_v00000.hi', 0x6F177A89)], 13561)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x863B542C), ('P4rIngress.values_v00001.hi', 0x8D09E16D)], 13561)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x97A549ED), ('P4rIngress.values_v00010.hi', 0x9144F429)], 13561)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF5724E79), ('P4rIngress.values_v00011.hi', 0x4907E283)], 13561)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7130C12D), ('P4rIngress.values_v00100.hi', 0xB7446759)], 13561)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1D0738EF), ('P4rIngress.values_v00101.hi', 0x6EBD9B88)], 13561)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x51505C76), ('P4rIngress.values_v00110.hi', 0x6F2525B1)], 13561)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD29BD44E), ('P4rIngress.values_v00111.hi', 0x463CD9C6)], 13561)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5ED7AEA4), ('P4rIngress.values_v01000.hi', 0x4858ABAC)], 13561)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x54347D8D), ('P4rIngress.values_v01001.hi', 0x7F929257)], 13561)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3B9438B7), ('P4rIngress.values_v01010.hi', 0x1B8E75F1)], 13561)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x588A050A), ('P4rIngress.values_v01011.hi', 0x501A47E7)], 13561)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x64668203), ('P4rIngress.values_v01100.hi', 0x4591E747)], 13561)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x464FEC3D), ('P4rIngress.values_v01101.hi', 0x3306CB71)], 13561)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x9F492545), ('P4rIngress.values_v01110.hi', 0xCEE526A1)], 13561)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7C87164A), ('P4rIngress.values_v01111.hi', 0x527E9DF1)], 13561)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x45FA764D), ('P4rIngress.values_v10000.hi', 0x2298E8DB)], 13561)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8A1BD405), ('P4rIngress.values_v10001.hi', 0x5562EC33)], 13561)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x67DCDABA), ('P4rIngress.values_v10010.hi', 0x3D88C69E)], 13561)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBC27938B), ('P4rIngress.values_v10011.hi', 0x356F298D)], 13561)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBB269E58), ('P4rIngress.values_v10100.hi', 0xDCFCB1E4)], 13561)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xE6D4ED57), ('P4rIngress.values_v10101.hi', 0x9224D893)], 13561)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x86AEAD9B), ('P4rIngress.values_v10110.hi', 0x5DD260CE)], 13561)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3FD2AD96), ('P4rIngress.values_v10111.hi', 0xBF05239F)], 13561)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x851F2DCC), ('P4rIngress.values_v11000.hi', 0x27B6ED02)], 13561)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2D62F4AD), ('P4rIngress.values_v11001.hi', 0x356D3B45)], 13561)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4E6AD248), ('P4rIngress.values_v11010.hi', 0x668864B1)], 13561)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x298BD9B7), ('P4rIngress.values_v11011.hi', 0xEBCB6BF7)], 13561)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x530974CE), ('P4rIngress.values_v11100.hi', 0x644D4D97)], 13561)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA8FF945C), ('P4rIngress.values_v11101.hi', 0x80000000)], 13561)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC9EF0890), ('P4rIngress.values_v11110.hi', 0x02B058A3)], 13561)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7838D0CB), ('P4rIngress.values_v11111.hi', 0x92E13EF9)], 13561)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x82EB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001CF),
                gc.DataTuple('slot_count', 0x00001C3A),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13588D5E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x2AD984D8),
                gc.KeyTuple('src_port', 0x1CF0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x82EB),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x024F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2A\xD9\x84\xD8\x00\x00\x00\x00\x1C\xF0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x82\xEB\x00\x18\x13\x58\x8D\x5E\x13\x2A\x01\xA1\x18\x88\x00\x00\x00\x40\x00\x00\xA1\x70\xF9\x13\x65\x95\x66\x4D\xC7\x31\x4B\xE5\x5F\x7C\xFB\x74\xB3\x26\x4D\xC7\xB8\x8D\x63\x7D\xA7\x6B\x27\x70\x7F\x07\x3A\xC7\x3D\x34\xC9\x2F\xB6\xCF\x62\xF3\xCF\xDE\x6A\x25\x61\xCC\xDB\xBF\x4F\x17\x8C\xE7\x50\x4D\x65\x6B\xD8\xAA\xAC\xFF\x6B\x2D\x8C\xFB\x69\x01\x5D\x45\xED\xCD\x5E\x35\x43\xF7\x1B\x2F\x71\xAF\x0E\x99\x7A\xE9\x30\xE7\x8A\xDE\xBC\x9B\x53\xF6\x1C\x7F\x49\x3F\xD2\xEF\xE7\x5C\xFF\x65\xD4\x8F\x4B\x8C\x55\x79\x62\x16\x5C\xE2\xA0\x19\x59\x73\x76\xE7\xA5\x1F\xAA\xAC\x26\xF1\xD1\x6C\x73\x5C\xEF\xBD\x49\x3A\xD3\x4A\x76\xAB\x89\xB2\xF2\xB1\xCC\x8D\xCD\xC6\x5B\x2D\x45\x79\x62\xA6\x28\xDA\xDE\x92\xBE\x1C\xD2\x74\x7A\xAE\x7B\x55\xB9\x40\x93\x34\x8E\x90\xAB\x1A\x85\xC6\x29\x4F\x9D\x96\x15\xF2\xB7\x90\x35\xCB\x61\x9B\x75\x0D\xEE\x1A\x98\x7B\x9C\xC7\x56\x02\x37\x49\xA8\x9E\xA4\x8E\xC7\xFF\x7B\x36\xE7\x6E\x5F\xE6\x5A\x44\x40\x2A\xE6\xEF\x26\x82\x7D\x6B\x19\x2A\x9B\xB1\xFA\x19\x81\xC9\x32\x45\xDC\xD6\x4C\xA9\x79\x97\x32\xCF\xB6\x76\x00\x00\x00\x00\xA7\x8D\x8E\x95\x79\xBC\xC3\x00\x68\x82\xD8\xA2\xF9\x40\xD2\xC5\x6C\x3A\x5F\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2A\xD9\x84\xD8\xBE\xEF\x1C\xF0\x01\x20\x00\x00\x50\x34\x02\x82\x82\xEB\x00\x18\x13\x58\x8D\x5E\x13\x2A\x01\xA1\x18\x88\x00\x00\x00\x40\x00\x16\x80\x00\x00\x00\x65\x95\x66\x4D\x80\x00\x00\x00\x5F\x7C\xFB\x74\x80\x00\x00\x00\xB8\x8D\x63\x7D\x9C\xDD\x75\xE9\x7F\x07\x3A\xC7\x7F\xFF\xFF\xFF\xB6\xCF\x62\xF3\xEC\xE5\xA3\x14\x61\xCC\xDB\xBF\x7F\xFF\xFF\xFF\x50\x4D\x65\x6B\xAB\x46\x81\x4D\x6B\x2D\x8C\xFB\x7F\xFF\xFF\xFF\xED\xCD\x5E\x35\x7F\xFF\xFF\xFF\x71\xAF\x0E\x99\x7F\xFF\xFF\xFF\x8A\xDE\xBC\x9B\x7F\xFF\xFF\xFF\x49\x3F\xD2\xEF\x4B\xC3\x81\x68\xD4\x8F\x4B\x8C\x7F\xFF\xFF\xFF\x5C\xE2\xA0\x19\xF8\xBC\x9C\x2C\xA5\x1F\xAA\xAC\x7F\xFF\xFF\xFF\x73\x5C\xEF\xBD\x7F\xFF\xFF\xFF\x76\xAB\x89\xB2\x80\x00\x00\x00\xCD\xC6\x5B\x2D\x7F\xFF\xFF\xFF\x28\xDA\xDE\x92\x80\x00\x00\x00\x7A\xAE\x7B\x55\x80\x00\x00\x00\x8E\x90\xAB\x1A\x80\x00\x00\x00\x9D\x96\x15\xF2\x80\x00\x00\x00\x61\x9B\x75\x0D\x2D\xED\x46\x11\x9C\xC7\x56\x02\xBC\x68\xD6\x6A\xA4\x8E\xC7\xFF\x7F\xFF\xFF\xFF\x5F\xE6\x5A\x44\x7F\xFF\xFF\xFF\x26\x82\x7D\x6B\x42\xB6\x75\x68\xFA\x19\x81\xC9\x7F\xFF\xFF\xFF\x4C\xA9\x79\x97\xDB\xCF\x4A\xD2\x00\x00\x00\x00\x80\x00\x00\x00\x79\xBC\xC3\x00\x7F\xFF\xFF\xFF\xF9\x40\xD2\xC5\x6C\x3A\x5F\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6F8AB75), ('P4rIngress.bitmap_seq.seq', 0xE4000000)], 14245)
        self.setRegisterValue('P4rIngress.rounds', 0xE4000000, 14245)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x6A)], 14245)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14245)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9F4AA8FE), ('P4rIngress.values_v00000.hi', 0x1F6D0A64)], 14245)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x89F5617E), ('P4rIngress.values_v00001.hi', 0xE6AD492F)], 14245)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE1BA886A), ('P4rIngress.values_v00010.hi', 0x965879AA)], 14245)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7C52FBA5), ('P4rIngress.values_v00011.hi', 0x49E75AAA)], 14245)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4E55D93A), ('P4rIngress.values_v00100.hi', 0xD699A6DF)], 14245)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x41C5142E), ('P4rIngress.values_v00101.hi', 0x718B9BC2)], 14245)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x43F32048), ('P4rIngress.values_v00110.hi', 0x75ECA743)], 14245)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xA59E9EF3), ('P4rIngress.values_v00111.hi', 0x4AAAD1E3)], 14245)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1F88FC9F), ('P4rIngress.values_v01000.hi', 0x333E2745)], 14245)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x53E3D8A3), ('P4rIngress.values_v01001.hi', 0x6E69B15D)], 14245)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x512A564F), ('P4rIngress.values_v01010.hi', 0xE67C2A2D)], 14245)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x356096F5), ('P4rIngress.values_v01011.hi', 0x71C02085)], 14245)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x55BBE9AF), ('P4rIngress.values_v01100.hi', 0xCF56212D)], 14245)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7B3BC9B7), ('P4rIngress.values_v01101.hi', 0x4EC198D5)], 14245)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4AD7BE38), ('P4rIngress.values_v01110.hi', 0x6F8453F5)], 14245)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xC8AD8B50), ('P4rIngress.values_v01111.hi', 0xB6664571)], 14245)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x86E5654B), ('P4rIngress.values_v10000.hi', 0xA0EFB2D3)], 14245)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x85E5B0C4), ('P4rIngress.values_v10001.hi', 0xC7F0FC43)], 14245)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x619CA162), ('P4rIngress.values_v10010.hi', 0x9590E8B5)], 14245)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD01A4DC8), ('P4rIngress.values_v10011.hi', 0x9A707B4F)], 14245)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA9E8FCCF), ('P4rIngress.values_v10100.hi', 0x32531536)], 14245)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9642792C), ('P4rIngress.values_v10101.hi', 0x14FEE678)], 14245)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6BA78B5B), ('P4rIngress.values_v10110.hi', 0x39DAC7D4)], 14245)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x918A4D23), ('P4rIngress.values_v10111.hi', 0x5F529AC3)], 14245)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3FE4DD2D), ('P4rIngress.values_v11000.hi', 0xD3F50637)], 14245)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x235CDAED), ('P4rIngress.values_v11001.hi', 0xB49BFBBF)], 14245)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x49F70055), ('P4rIngress.values_v11010.hi', 0x1BF2D515)], 14245)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x92318923), ('P4rIngress.values_v11011.hi', 0x3103287B)], 14245)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x260CC8D2), ('P4rIngress.values_v11100.hi', 0x08BF3BFB)], 14245)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5ECDAF4A), ('P4rIngress.values_v11101.hi', 0x00000000)], 14245)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x193A99DB), ('P4rIngress.values_v11110.hi', 0x5E5F8557)], 14245)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x50DCE2B9), ('P4rIngress.values_v11111.hi', 0x3985EADE)], 14245)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3354),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000041B),
                gc.DataTuple('slot_count', 0x000017A6),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x148D57AF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x59DEEEFB),
                gc.KeyTuple('src_port', 0x9DE7),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3354),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01D7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\xDE\xEE\xFB\x00\x00\x00\x00\x9D\xE7\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x33\x54\x00\x18\x14\x8D\x57\xAF\x13\x8A\x03\x81\xE4\x00\x00\x00\x00\x40\x00\x00\xA0\xD9\x1C\x9D\x7B\x0A\x2D\x87\xA7\x6F\x27\x43\xFA\x0D\x89\xB7\x9C\x9E\x69\x77\xB1\xAE\x13\xF7\xA7\x2D\x10\xAF\x58\x87\x5B\xD2\x6C\xB0\x8B\xBF\x9E\xC5\x26\x41\xA4\xCB\x97\xC7\x2B\xC1\x4F\x6E\x6A\xA6\xCD\x78\x31\x00\xD9\x4A\x75\xCF\x37\x4F\x49\x2E\x13\xC5\x63\xE1\xBA\x64\x1A\x0A\x1D\x77\x7E\xCB\x0A\x83\x47\xAD\x92\x58\x3D\x2A\xD3\xFB\x2E\x46\xD6\xB7\x7B\x70\x82\xFA\x2B\xD5\x77\x1E\xCA\x9B\x87\xEC\x55\x16\x39\xCE\x78\x0F\xAA\x1C\x49\x57\x3B\x57\xE9\x53\x2F\xCF\x1B\xC1\xC9\xB3\x9B\x99\xD9\x51\xC5\x8C\xE6\xA1\xAB\x53\x08\x2F\x8D\xEA\x3F\xC6\xB0\xD6\x8D\x6E\xAC\x5D\x84\x59\x39\xC6\xDD\xF7\xDB\x5A\x49\xE3\x94\x50\x64\xA9\xA9\x92\x19\x54\x8E\x3D\x95\xF8\x72\xD9\x0D\xB8\x82\xE8\xA5\xB3\x7F\x3A\xE1\xEB\x14\x7A\x7C\xBF\xFD\x9E\xFF\x97\xD5\x3C\x2D\x2F\x43\x8E\x52\xD1\xF0\x2E\x65\x97\x9D\x54\xFC\xF9\x6B\x8A\x8C\x91\xC4\xC0\x2A\xD1\x42\x95\x2F\x76\x68\xB2\xF3\x22\x95\xE9\x7B\x92\x59\xB7\x0A\xBD\x33\x84\xAE\xD6\x7C\x69\xB7\x02\x46\xDD\x6A\x88\x00\x00\x00\x00\x6E\xCA\xDE\x14\x7C\xBA\x4C\x67\x34\x61\x5B\x4E\x76\x90\xE6\x93\x45\xCF\x97\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\xDE\xEE\xFB\xBE\xEF\x9D\xE7\x01\x20\x00\x00\x50\x34\x02\x82\x33\x54\x00\x18\x14\x8D\x57\xAF\x13\x8A\x01\x81\xE4\x00\x00\x00\x00\x40\x00\x01\x80\x00\x00\x00\x7B\x0A\x2D\x87\x80\x00\x00\x00\xFA\x0D\x89\xB7\x80\x00\x00\x00\xB1\xAE\x13\xF7\x23\x80\x0C\x54\x58\x87\x5B\xD2\x7F\xFF\xFF\xFF\x9E\xC5\x26\x41\xE6\x90\xAB\xF5\x2B\xC1\x4F\x6E\x7F\xFF\xFF\xFF\x31\x00\xD9\x4A\x1B\x6D\xD6\x42\x49\x2E\x13\xC5\x7F\xFF\xFF\xFF\x1A\x0A\x1D\x77\x7F\xFF\xFF\xFF\x47\xAD\x92\x58\x7F\xFF\xFF\xFF\x2E\x46\xD6\xB7\x7F\xFF\xFF\xFF\x2B\xD5\x77\x1E\x20\x57\x71\x9B\x55\x16\x39\xCE\x7F\xFF\xFF\xFF\x49\x57\x3B\x57\x34\x2A\xEE\x07\x1B\xC1\xC9\xB3\x80\x00\x00\x00\xC5\x8C\xE6\xA1\x80\x00\x00\x00\x8D\xEA\x3F\xC6\x80\x00\x00\x00\xAC\x5D\x84\x59\x7F\xFF\xFF\xFF\xDB\x5A\x49\xE3\x80\x00\x00\x00\xA9\x92\x19\x54\x80\x00\x00\x00\x72\xD9\x0D\xB8\x80\x00\x00\x00\x7F\x3A\xE1\xEB\x7F\xFF\xFF\xFF\xFD\x9E\xFF\x97\x80\x00\x00\x00\x43\x8E\x52\xD1\x30\x13\x42\xC4\x9D\x54\xFC\xF9\x7F\xFF\xFF\xFF\xC4\xC0\x2A\xD1\x7F\xFF\xFF\xFF\x68\xB2\xF3\x22\x80\x00\x00\x00\x59\xB7\x0A\xBD\x59\x91\x77\xA8\x7C\x69\xB7\x02\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7C\xBA\x4C\x67\x7F\xFF\xFF\xFF\x76\x90\xE6\x93\x45\xCF\x97\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x728DEB4D), ('P4rIngress.bitmap_seq.seq', 0xD3AF9F6B)], 11541)
        self.setRegisterValue('P4rIngress.rounds', 0xD3AF9F6B, 11541)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x24)], 11541)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11541)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBB4B9DE5), ('P4rIngress.values_v00000.hi', 0x5CB847A9)], 11541)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDD0360BF), ('P4rIngress.values_v00001.hi', 0xDB59DA55)], 11541)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB6E7733D), ('P4rIngress.values_v00010.hi', 0xA5A0CE4F)], 11541)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xFF7353C7), ('P4rIngress.values_v00011.hi', 0x14076E64)], 11541)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55367DD3), ('P4rIngress.values_v00100.hi', 0x89456D74)], 11541)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x8CE7617A), ('P4rIngress.values_v00101.hi', 0x6DCABDAD)], 11541)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x34AFFFFB), ('P4rIngress.values_v00110.hi', 0x46855493)], 11541)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x18A6AE96), ('P4rIngress.values_v00111.hi', 0x3DFEA452)], 11541)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5C4B02C4), ('P4rIngress.values_v01000.hi', 0x034BF377)], 11541)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x75C8BC30), ('P4rIngress.values_v01001.hi', 0x540DA18B)], 11541)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x44B7F901), ('P4rIngress.values_v01010.hi', 0xBD1A5865)], 11541)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4AABF618), ('P4rIngress.values_v01011.hi', 0x7EAECF37)], 11541)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xEBB4C51F), ('P4rIngress.values_v01100.hi', 0xEC0B3DE5)], 11541)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4ECACF6D), ('P4rIngress.values_v01101.hi', 0x64B324C7)], 11541)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xEAF73F2F), ('P4rIngress.values_v01110.hi', 0xAEA8E9B7)], 11541)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x575B750F), ('P4rIngress.values_v01111.hi', 0x5A009CE7)], 11541)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x474EE6B5), ('P4rIngress.values_v10000.hi', 0x4B06B10F)], 11541)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9DF3BEAF), ('P4rIngress.values_v10001.hi', 0x6E4B65DA)], 11541)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x53769155), ('P4rIngress.values_v10010.hi', 0x5F5F810C)], 11541)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x94E3763C), ('P4rIngress.values_v10011.hi', 0x4D6536A5)], 11541)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xAB7A6A8D), ('P4rIngress.values_v10100.hi', 0x811C0607)], 11541)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC472CD1D), ('P4rIngress.values_v10101.hi', 0xACD4B2CF)], 11541)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x84C9F245), ('P4rIngress.values_v10110.hi', 0x4013BEC1)], 11541)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x35FE55C1), ('P4rIngress.values_v10111.hi', 0x6E4D2BEA)], 11541)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x634C8648), ('P4rIngress.values_v11000.hi', 0xB8A54597)], 11541)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7921599E), ('P4rIngress.values_v11001.hi', 0x75C63E75)], 11541)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xF4BB1F8F), ('P4rIngress.values_v11010.hi', 0x726CFC8F)], 11541)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6E2C562F), ('P4rIngress.values_v11011.hi', 0xF22D6514)], 11541)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x23BEF5F4), ('P4rIngress.values_v11100.hi', 0xCD1BE7BD)], 11541)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4664E0AA), ('P4rIngress.values_v11101.hi', 0x54B39893)], 11541)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x3AD5AEB7), ('P4rIngress.values_v11110.hi', 0x3952DEA2)], 11541)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8272F713), ('P4rIngress.values_v11111.hi', 0x1C0F4F9A)], 11541)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3EFA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000535),
                gc.DataTuple('slot_count', 0x00000BF3),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2FF72A16),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x2347E046),
                gc.KeyTuple('src_port', 0xE5DA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3EFA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0261),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x23\x47\xE0\x46\x00\x00\x00\x00\xE5\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3E\xFA\x00\x18\x2F\xF7\x2A\x16\x07\xE0\x01\x52\xD3\xAF\x9F\x6B\x00\x40\x00\x00\xA9\x35\x3B\xEB\x57\xE2\x65\xF3\x9D\x2A\x24\x4B\x71\x52\x8A\x37\xC6\x2E\x47\xA7\xB0\x20\x28\xE9\x22\xC5\xDF\x35\x6B\xF8\x91\x9C\x36\x87\xA7\xDA\xBE\x49\xE5\x36\xFA\x4E\x2F\x10\x21\xDE\x37\x3D\x79\x43\x3F\xF1\x77\x17\xCE\xA3\x35\xB4\xDE\xE0\x51\x08\xE1\xCD\x4D\x3E\x68\xE5\x0D\xCF\x91\x14\x49\x64\x89\xF1\x59\x2B\xB0\x84\x75\x11\x8D\xA3\x23\x9C\x53\x6C\x49\x61\x83\x4D\x3C\xC4\x72\x67\x6F\x95\xAD\x37\xA9\x3D\xE8\x77\x51\xE6\x02\x2F\x70\xA1\x24\xB3\x0E\x61\x13\x86\xA5\xD3\x6F\xF6\x38\x36\x15\xB2\x55\xD6\xA6\x5D\x40\xF4\x96\xCD\x42\x81\xA1\x08\xCF\x6E\x08\xE7\x87\x3B\x6B\xB9\x4E\x66\x5B\x79\xC5\x3E\xAC\x41\xBD\x37\x19\x6F\x78\x16\x63\xD9\xBC\xE3\xEA\xEF\x9F\x89\x5A\x72\xB4\x44\xEE\xAC\xBF\x93\x65\x8A\xCD\x48\xC2\x34\x6C\x7B\x88\xAC\x24\xB3\x7C\xC3\x06\x9B\xB5\x8B\x65\x5A\xCA\xE9\xB0\xB7\x9F\xB5\x8D\x74\x71\x49\xB5\xAE\xFC\xBD\x80\xBD\x2C\x2E\x17\x71\x86\xA3\x57\x31\x7B\x91\x47\xB6\x37\x7F\x63\x02\xF3\x28\x96\x45\x6F\x24\x6E\xF4\x8E\x1B\x43\x66\xAF\x98\xCD\x93\x68\x86\x1D\x02\x62\xB3\xD7\xEF\x1D\x37\x6B\xF5\x7B\x4A\x60\x39\xE1\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x23\x47\xE0\x46\xBE\xEF\xE5\xDA\x01\x20\x00\x00\x50\x34\x02\x82\x3E\xFA\x00\x18\x2F\xF7\x2A\x16\x07\xE0\x01\x52\xD3\xAF\x9F\x6B\x00\x40\x00\x11\x80\x00\x00\x00\x57\xE2\x65\xF3\x80\x00\x00\x00\x71\x52\x8A\x37\x80\x00\x00\x00\xB0\x20\x28\xE9\x22\x39\x32\xFC\x6B\xF8\x91\x9C\x7F\xFF\xFF\xFF\xBE\x49\xE5\x36\x87\x35\x90\x8A\x21\xDE\x37\x3D\x7F\xFF\xFF\xFF\x77\x17\xCE\xA3\x4E\x5B\x8D\x76\x51\x08\xE1\xCD\x7F\xFF\xFF\xFF\x0D\xCF\x91\x14\x7F\xFF\xFF\xFF\x59\x2B\xB0\x84\x7F\xFF\xFF\xFF\x23\x9C\x53\x6C\x7F\xFF\xFF\xFF\x3C\xC4\x72\x67\x5B\x4A\x72\x56\xA9\x3D\xE8\x77\x7F\xFF\xFF\xFF\x70\xA1\x24\xB3\xF9\x58\x52\xB5\xA5\xD3\x6F\xF6\x7F\xFF\xFF\xFF\x55\xD6\xA6\x5D\x7F\xFF\xFF\xFF\x42\x81\xA1\x08\x80\x00\x00\x00\x87\x3B\x6B\xB9\x7F\xFF\xFF\xFF\xC5\x3E\xAC\x41\x80\x00\x00\x00\x78\x16\x63\xD9\x80\x00\x00\x00\x9F\x89\x5A\x72\x80\x00\x00\x00\xBF\x93\x65\x8A\x80\x00\x00\x00\x6C\x7B\x88\xAC\x5A\xB1\xD2\x84\x06\x9B\xB5\x8B\x7F\xFF\xFF\xFF\xB0\xB7\x9F\xB5\x06\x95\xCA\xE7\xB5\xAE\xFC\xBD\x80\x00\x00\x00\x17\x71\x86\xA3\x7F\xFF\xFF\xFF\x47\xB6\x37\x7F\x7F\xFF\xFF\xFF\x96\x45\x6F\x24\x7F\xFF\xFF\xFF\x43\x66\xAF\x98\x08\x69\x17\x3D\x1D\x02\x62\xB3\x80\x00\x00\x00\x6B\xF5\x7B\x4A\x60\x39\xE1\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x30E0BB11), ('P4rIngress.bitmap_seq.seq', 0x08000000)], 11530)
        self.setRegisterValue('P4rIngress.rounds', 0x08000000, 11530)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0xAC)], 11530)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11530)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA57E8CAD), ('P4rIngress.values_v00000.hi', 0x62352476)], 11530)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDB8C4324), ('P4rIngress.values_v00001.hi', 0x73DD7118)], 11530)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB21637B5), ('P4rIngress.values_v00010.hi', 0x9CFAEA06)], 11530)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3050B4E7), ('P4rIngress.values_v00011.hi', 0x16BB3C73)], 11530)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x19225E0A), ('P4rIngress.values_v00100.hi', 0xD5D4BD91)], 11530)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xC9F3AF35), ('P4rIngress.values_v00101.hi', 0x1F361AA1)], 11530)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x78BFC2BE), ('P4rIngress.values_v00110.hi', 0x6065DBD3)], 11530)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x17A6372E), ('P4rIngress.values_v00111.hi', 0x24DA9D37)], 11530)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3243A388), ('P4rIngress.values_v01000.hi', 0xEB834857)], 11530)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6EED9C5D), ('P4rIngress.values_v01001.hi', 0x7168EB2B)], 11530)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x78DD5583), ('P4rIngress.values_v01010.hi', 0xEF1C6FED)], 11530)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x519A7329), ('P4rIngress.values_v01011.hi', 0x74346EF9)], 11530)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x0AF6B791), ('P4rIngress.values_v01100.hi', 0xF13CFF27)], 11530)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x50646292), ('P4rIngress.values_v01101.hi', 0x6B9AFAC5)], 11530)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xE931F142), ('P4rIngress.values_v01110.hi', 0x52AF6908)], 11530)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD5590BCF), ('P4rIngress.values_v01111.hi', 0xB2ABF4FD)], 11530)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8FB8EB81), ('P4rIngress.values_v10000.hi', 0xB3A9763A)], 11530)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB60CC507), ('P4rIngress.values_v10001.hi', 0xAB79B2F2)], 11530)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6C4CCA11), ('P4rIngress.values_v10010.hi', 0xC87B1EC7)], 11530)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xC10923E9), ('P4rIngress.values_v10011.hi', 0xA574C33A)], 11530)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x94F7A084), ('P4rIngress.values_v10100.hi', 0x6D5191CB)], 11530)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xD2ABDC78), ('P4rIngress.values_v10101.hi', 0x491A5003)], 11530)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x612EBEDD), ('P4rIngress.values_v10110.hi', 0x13EBF66D)], 11530)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB13B6557), ('P4rIngress.values_v10111.hi', 0x7B680DF7)], 11530)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB95ECEDD), ('P4rIngress.values_v11000.hi', 0xD711A8A5)], 11530)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x704770C7), ('P4rIngress.values_v11001.hi', 0xA2A8A3AD)], 11530)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x56CDC8F5), ('P4rIngress.values_v11010.hi', 0x58636908)], 11530)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x9CAD2E06), ('P4rIngress.values_v11011.hi', 0x4D3F9521)], 11530)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x96F15B56), ('P4rIngress.values_v11100.hi', 0xB4E222BD)], 11530)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4444C5D0), ('P4rIngress.values_v11101.hi', 0x55EAE6CF)], 11530)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xBE7DA29A), ('P4rIngress.values_v11110.hi', 0xB117F9E3)], 11530)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1337C2E9), ('P4rIngress.values_v11111.hi', 0x327DC8B7)], 11530)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7974),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000985),
                gc.DataTuple('slot_count', 0x000007F6),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x696B4FD7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x072668DB),
                gc.KeyTuple('src_port', 0x91DE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7974),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0316),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\x26\x68\xDB\x00\x00\x00\x00\x91\xDE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x79\x74\x00\x18\x69\x6B\x4F\xD7\x03\x85\x01\xCA\x08\x00\x00\x00\x00\x40\x00\x00\xD6\xBB\xF5\x62\x69\xEB\x92\x8D\x96\x1C\xA6\x66\x95\x93\x3B\xAF\x80\xFA\x2F\x15\x94\xB1\x23\x50\xF8\xB9\x4C\xEB\x7A\x1F\xE0\xC3\x67\x62\xD4\xCD\x8C\x9D\x0F\x06\x56\xD8\x23\xB1\x79\x09\x4E\x3B\x3E\xFE\x2A\xA5\x56\x4D\xF6\x59\xEE\x22\xF2\x32\x6A\x53\xFD\x5D\x7A\xCF\x0E\xBD\x3F\xF6\xDA\xB9\x47\xDC\xA1\x18\x3D\xA2\x51\xBA\x69\x11\x1D\xBE\x6B\x94\xCD\xB8\x78\xD4\x66\x1F\x67\xD7\x66\xBB\xBE\xBE\x4A\x37\xB4\x26\x7F\xA5\x7E\x36\x6E\x94\x49\x87\xC9\x3E\x26\xF8\xA7\x7D\x48\xA5\x2D\xCF\x8F\xAC\x5F\x29\x9C\x26\xA1\x8C\xDE\x64\x38\x05\xA6\xC4\x55\xE7\x97\xAE\x8D\xCA\xAA\x85\xB3\x90\x6E\x00\x52\xF6\xA7\x13\xEA\x9A\xBD\x3A\x2F\x4B\xB3\xA8\xBE\x00\xDD\xC2\x8B\xDD\x68\x31\x37\x1B\x9E\x22\xC4\x3D\x4B\xD7\x7A\xDF\x47\xCC\xEB\xF1\x3F\x9A\x65\xAB\x95\xAE\x4A\x75\x37\x5D\x7D\x33\x2F\x59\x8E\x51\x9D\x5D\xB9\x5C\x33\x73\xB0\x60\xB2\x99\xA7\xAD\x64\x08\x6B\xA5\x4F\x15\x6B\x5E\xA6\xE0\xE9\xF5\x5D\x68\x63\xBD\xB6\x97\x27\xD7\xB9\x3F\x7A\x5C\x6D\xAD\x20\x53\x68\xE8\xC4\x9A\xB6\xEC\xA1\x1A\xB7\x76\x9F\xC8\x70\x22\x91\x7C\x6A\x34\x0B\xA1\x56\x88\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x07\x26\x68\xDB\xBE\xEF\x91\xDE\x01\x20\x00\x00\x50\x34\x02\x82\x79\x74\x00\x18\x69\x6B\x4F\xD7\x03\x85\x01\xCA\x08\x00\x00\x00\x00\x40\x00\x05\x80\x00\x00\x00\x69\xEB\x92\x8D\x80\x00\x00\x00\x95\x93\x3B\xAF\x80\x00\x00\x00\x94\xB1\x23\x50\x29\x0A\x01\xD2\x7A\x1F\xE0\xC3\x7F\xFF\xFF\xFF\x8C\x9D\x0F\x06\x20\xCB\xD2\xE6\x79\x09\x4E\x3B\x7F\xFF\xFF\xFF\x56\x4D\xF6\x59\x05\xC9\x29\x60\x6A\x53\xFD\x5D\x7F\xFF\xFF\xFF\x3F\xF6\xDA\xB9\x7F\xFF\xFF\xFF\x3D\xA2\x51\xBA\x7F\xFF\xFF\xFF\x6B\x94\xCD\xB8\x7F\xFF\xFF\xFF\x67\xD7\x66\xBB\xC9\xB5\x01\xC8\xB4\x26\x7F\xA5\x7F\xFF\xFF\xFF\x49\x87\xC9\x3E\x10\x2A\x98\xBF\x48\xA5\x2D\xCF\x80\x00\x00\x00\x9C\x26\xA1\x8C\x80\x00\x00\x00\xA6\xC4\x55\xE7\x80\x00\x00\x00\xAA\x85\xB3\x90\x7F\xFF\xFF\xFF\xA7\x13\xEA\x9A\x80\x00\x00\x00\xB3\xA8\xBE\x00\x80\x00\x00\x00\x68\x31\x37\x1B\x80\x00\x00\x00\x4B\xD7\x7A\xDF\x7F\xFF\xFF\xFF\x3F\x9A\x65\xAB\x80\x00\x00\x00\x37\x5D\x7D\x33\xE8\xB8\x5D\x2E\x9D\x5D\xB9\x5C\x7F\xFF\xFF\xFF\xB2\x99\xA7\xAD\x7F\xFF\xFF\xFF\x4F\x15\x6B\x5E\x80\x00\x00\x00\x5D\x68\x63\xBD\x80\x00\x00\x00\xB9\x3F\x7A\x5C\x7F\xFF\xFF\xFF\x68\xE8\xC4\x9A\x80\x00\x00\x00\xB7\x76\x9F\xC8\x7F\xFF\xFF\xFF\x6A\x34\x0B\xA1\x56\x88\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x42B977A4), ('P4rIngress.bitmap_seq.seq', 0xEC9F7702)], 14012)
        self.setRegisterValue('P4rIngress.rounds', 0xEC9F7702, 14012)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x51)], 14012)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14012)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x95663077), ('P4rIngress.values_v00000.hi', 0x5D00C72D)], 14012)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xBCF97FB5), ('P4rIngress.values_v00001.hi', 0xFAAF3B8F)], 14012)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB6347945), ('P4rIngress.values_v00010.hi', 0xB89928DE)], 14012)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4F33BA51), ('P4rIngress.values_v00011.hi', 0x6DB53119)], 14012)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x325C612B), ('P4rIngress.values_v00100.hi', 0xCE21C2EE)], 14012)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2D4F7DCB), ('P4rIngress.values_v00101.hi', 0x67342705)], 14012)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x2394C2CA), ('P4rIngress.values_v00110.hi', 0x4F8B8B17)], 14012)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x04B96EEF), ('P4rIngress.values_v00111.hi', 0x2D61D859)], 14012)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x56B9943E), ('P4rIngress.values_v01000.hi', 0x144C99F6)], 14012)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4AB2C4D3), ('P4rIngress.values_v01001.hi', 0x32388F04)], 14012)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5E97F9D1), ('P4rIngress.values_v01010.hi', 0x6A25F551)], 14012)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x21465D65), ('P4rIngress.values_v01011.hi', 0x4133AEB5)], 14012)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA4F2CE5F), ('P4rIngress.values_v01100.hi', 0xEEDD3775)], 14012)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x35624CE9), ('P4rIngress.values_v01101.hi', 0x5ADD5571)], 14012)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2F3E6CCE), ('P4rIngress.values_v01110.hi', 0x2D0EA5D5)], 14012)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6FF9DE91), ('P4rIngress.values_v01111.hi', 0x732DC803)], 14012)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6396D191), ('P4rIngress.values_v10000.hi', 0xA89F032F)], 14012)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7FD45673), ('P4rIngress.values_v10001.hi', 0xA324653E)], 14012)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9017C020), ('P4rIngress.values_v10010.hi', 0x2E6FBBEB)], 14012)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x484FF5DB), ('P4rIngress.values_v10011.hi', 0x68A5DCCA)], 14012)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5E29CC75), ('P4rIngress.values_v10100.hi', 0x8938B25B)], 14012)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xDD53776F), ('P4rIngress.values_v10101.hi', 0x495191D5)], 14012)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6EA8F99C), ('P4rIngress.values_v10110.hi', 0x41FAD3BE)], 14012)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xD5BDEE99), ('P4rIngress.values_v10111.hi', 0x70B4DAC9)], 14012)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xE202FF18), ('P4rIngress.values_v11000.hi', 0xBC607694)], 14012)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x269EECEC), ('P4rIngress.values_v11001.hi', 0x50545DEA)], 14012)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x56F0CBA9), ('P4rIngress.values_v11010.hi', 0xA3F1C47D)], 14012)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xF694A0C1), ('P4rIngress.values_v11011.hi', 0xD6404313)], 14012)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x17FD7B37), ('P4rIngress.values_v11100.hi', 0xFB2A592B)], 14012)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x330C6CC3), ('P4rIngress.values_v11101.hi', 0x3513BD37)], 14012)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x95D71CFA), ('P4rIngress.values_v11110.hi', 0x35F61B2E)], 14012)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x63375ADE), ('P4rIngress.values_v11111.hi', 0x7647EA7C)], 14012)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAA22),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000133D),
                gc.DataTuple('slot_count', 0x00000A08),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x22F24E6B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xAFD70FE0),
                gc.KeyTuple('src_port', 0xA474),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAA22),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x014D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAF\xD7\x0F\xE0\x00\x00\x00\x00\xA4\x74\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xAA\x22\x00\x18\x22\xF2\x4E\x6B\x03\x7F\x05\x88\xEC\x9F\x77\x02\x00\x40\x00\x00\xBD\xC9\xF5\x1D\x62\x11\x70\xEB\xB9\x6D\x5E\xA7\xA0\xA2\xA9\xE6\xC9\x94\x28\x1D\xBC\x56\xFE\x1D\xDB\x9A\x76\x3B\x47\xA1\x75\x9D\x5A\xE2\x09\x79\x8A\x7A\x90\x4E\xE9\xAB\xF4\xED\x4B\x75\xA5\x0D\x67\xF6\x7A\x53\x5C\xAF\x69\x90\x5E\xFF\xA5\xFE\x71\x78\xC5\xCD\x48\xEF\x61\xCD\x35\xE0\xDD\x73\x58\xD6\x53\x56\x7F\x3C\x91\xCD\x4D\xDC\x9D\x81\x0B\x97\x1F\x11\x67\xC2\x09\xC6\x4A\x39\x6E\xA1\x3E\xD8\xEA\x57\x47\xF2\x75\x1C\x53\x5A\xE4\xED\x5A\x89\x90\x91\x2B\xAB\xEE\x54\x6B\x09\x4E\xF3\x46\x42\x3E\x86\x4A\x19\xD8\x37\x5B\x8A\xCF\x35\x00\x00\x00\x00\x25\x3B\x33\x69\xE9\x75\x3E\x44\xDE\x14\x1C\x3D\x2E\x83\x01\x4B\x6F\x31\xE5\xEF\x1C\x04\x6E\x97\xFB\x87\x4E\xE4\x8A\x8D\x9A\x7F\x4F\x6C\xF6\x35\x4B\x1D\x72\x8F\x4F\x56\xED\x43\x4A\x6A\x8B\x96\xCE\xDF\x22\xC7\xCB\x56\x5D\x3B\xD7\x7A\x44\x32\xD9\xFB\x2F\x37\x65\xC8\x2A\x3B\x5F\x7A\x55\x95\x58\xB2\xA7\xE3\x9A\xDC\xED\xEF\x41\xBF\xAE\xB7\x55\x3D\xE1\xDF\x0E\x11\x22\xB5\x1C\x4F\x83\x5C\xDA\x7A\x63\xB6\xB5\x57\x08\xDD\xA9\x06\xF9\xCA\x67\xA3\x41\x29\x4D\x21\x51\x57\x34\xA7\xE8\xD5\x92\x89\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAF\xD7\x0F\xE0\xBE\xEF\xA4\x74\x01\x20\x00\x00\x50\x34\x02\x82\xAA\x22\x00\x18\x22\xF2\x4E\x6B\x03\x7F\x01\x88\xEC\x9F\x77\x02\x00\x40\x00\x0A\x80\x00\x00\x00\x62\x11\x70\xEB\x80\x00\x00\x00\xA0\xA2\xA9\xE6\x80\x00\x00\x00\xBC\x56\xFE\x1D\x2A\xCE\x30\x8C\x47\xA1\x75\x9D\x7F\xFF\xFF\xFF\x8A\x7A\x90\x4E\x16\xFB\x72\xB8\x4B\x75\xA5\x0D\x7F\xFF\xFF\xFF\x5C\xAF\x69\x90\x63\xB9\x14\xED\x71\x78\xC5\xCD\x7F\xFF\xFF\xFF\x35\xE0\xDD\x73\x7F\xFF\xFF\xFF\x7F\x3C\x91\xCD\x7F\xFF\xFF\xFF\x0B\x97\x1F\x11\x7F\xFF\xFF\xFF\x4A\x39\x6E\xA1\xE3\xCB\xB8\xB6\x47\xF2\x75\x1C\x7F\xFF\xFF\xFF\x5A\x89\x90\x91\x5A\xEA\x5B\x22\x6B\x09\x4E\xF3\x7F\xFF\xFF\xFF\x4A\x19\xD8\x37\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xE9\x75\x3E\x44\x80\x00\x00\x00\x2E\x83\x01\x4B\x7F\xFF\xFF\xFF\x1C\x04\x6E\x97\x59\xB1\x1B\x59\x8A\x8D\x9A\x7F\x2C\xC0\x6D\xA4\x4B\x1D\x72\x8F\x7F\xFF\xFF\xFF\x4A\x6A\x8B\x96\xA4\x9D\x11\x60\xCB\x56\x5D\x3B\xB9\x7D\x43\x4A\xD9\xFB\x2F\x37\x7F\xFF\xFF\xFF\x5F\x7A\x55\x95\x7F\xFF\xFF\xFF\x9A\xDC\xED\xEF\x38\x54\x4F\x78\x55\x3D\xE1\xDF\x26\x0E\x9D\xEC\x1C\x4F\x83\x5C\x0D\x86\xD0\x79\xB5\x57\x08\xDD\x80\x00\x00\x00\x67\xA3\x41\x29\x7F\xFF\xFF\xFF\x34\xA7\xE8\xD5\x92\x89\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5CA84264), ('P4rIngress.bitmap_seq.seq', 0x0A0C5F64)], 11108)
        self.setRegisterValue('P4rIngress.rounds', 0x0A0C5F64, 11108)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x7E)], 11108)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11108)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDD59D12F), ('P4rIngress.values_v00000.hi', 0x4B9074A3)], 11108)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x909BB2EF), ('P4rIngress.values_v00001.hi', 0x824D530B)], 11108)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA7E13391), ('P4rIngress.values_v00010.hi', 0xE326B123)], 11108)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBE15B45D), ('P4rIngress.values_v00011.hi', 0x43EBDFEB)], 11108)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6F5381F5), ('P4rIngress.values_v00100.hi', 0x9ADCE8DB)], 11108)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2FBA7CA5), ('P4rIngress.values_v00101.hi', 0x65385493)], 11108)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x71FAD8AE), ('P4rIngress.values_v00110.hi', 0x79D4D885)], 11108)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x39E1FD6C), ('P4rIngress.values_v00111.hi', 0x40B324A5)], 11108)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x597B816E), ('P4rIngress.values_v01000.hi', 0xCA4E1604)], 11108)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5A7A4B6F), ('P4rIngress.values_v01001.hi', 0x4ADD82AE)], 11108)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5D9E838A), ('P4rIngress.values_v01010.hi', 0x19462549)], 11108)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4DC303F6), ('P4rIngress.values_v01011.hi', 0xD7CD14F0)], 11108)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6A2DCDB3), ('P4rIngress.values_v01100.hi', 0x7E593BFE)], 11108)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5182DE2A), ('P4rIngress.values_v01101.hi', 0x8963CA4B)], 11108)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA35996AF), ('P4rIngress.values_v01110.hi', 0x9D73910C)], 11108)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x40864628), ('P4rIngress.values_v01111.hi', 0xEADA7157)], 11108)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E79A7CC), ('P4rIngress.values_v10000.hi', 0x5A654CA7)], 11108)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x43A7B1DB), ('P4rIngress.values_v10001.hi', 0x472506CC)], 11108)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7569096E), ('P4rIngress.values_v10010.hi', 0xB9AD4542)], 11108)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA1E75437), ('P4rIngress.values_v10011.hi', 0x71857A76)], 11108)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xCECE3159), ('P4rIngress.values_v10100.hi', 0x4D0FFF96)], 11108)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8B271E1B), ('P4rIngress.values_v10101.hi', 0x6AD9D183)], 11108)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x64FB295D), ('P4rIngress.values_v10110.hi', 0x35C653A4)], 11108)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2376AF8E), ('P4rIngress.values_v10111.hi', 0x5CB92D74)], 11108)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xC339EF57), ('P4rIngress.values_v11000.hi', 0x45D23E9D)], 11108)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5711C850), ('P4rIngress.values_v11001.hi', 0x65178B3C)], 11108)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xCEC89636), ('P4rIngress.values_v11010.hi', 0x548BCB23)], 11108)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B1EA375), ('P4rIngress.values_v11011.hi', 0xBAC07138)], 11108)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xBA5540ED), ('P4rIngress.values_v11100.hi', 0x40BA8E91)], 11108)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xE33E63DF), ('P4rIngress.values_v11101.hi', 0x6EF43BB1)], 11108)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9931B8FF), ('P4rIngress.values_v11110.hi', 0x60F4B6D3)], 11108)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1B1F6A57), ('P4rIngress.values_v11111.hi', 0x508B5A6C)], 11108)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2B62),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000041C),
                gc.DataTuple('slot_count', 0x00001BE4),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAB90AEE3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x418476D7),
                gc.KeyTuple('src_port', 0xEF56),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2B62),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02B8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x84\x76\xD7\x00\x00\x00\x00\xEF\x56\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2B\x62\x00\x18\xAB\x90\xAE\xE3\x07\x48\x03\xE7\x0A\x0C\x5F\x64\x00\x40\x00\x00\x96\x8D\xD6\xE3\x39\xEB\x65\xCC\x9E\xA9\x3F\x2E\x75\xFD\x56\x79\x8D\xC2\xBC\x57\x93\x33\xAB\x89\x67\xF3\xB5\xC7\x4F\xAB\xDD\x2D\x54\xF2\x7D\x56\xD2\xAC\x7E\x9F\x1B\xFD\x7F\x8B\x59\x51\x35\x76\x18\xAD\x13\x59\x42\x5B\x1E\x98\x38\x97\xDD\xF1\x40\x4A\x3B\x79\x53\x53\x27\xD7\x45\xE6\xF9\x78\x5A\x03\x50\x25\x40\xC8\xF3\x63\x25\x50\xD6\xC2\x09\x67\x20\x2F\x75\xCD\xCD\xD2\xA1\xE6\x26\x9E\x25\xAE\xD9\xB3\x4B\x1E\x32\xE3\x41\x33\x15\xEF\xC7\x71\x5A\xE5\x67\xDB\x44\x75\xB2\x40\x2E\x7D\x53\xBC\xD6\xBC\x3B\x8C\xA7\x77\x4C\x5D\xDC\xE1\x55\xCF\x1D\xB1\x63\x5E\x36\x4C\x5B\x71\x2A\x09\x54\x62\xE9\x0D\x9C\xA5\xA5\xA0\xB1\xCA\x54\x66\x60\x08\xBA\xEB\x18\x57\x18\xAE\xCD\x81\x02\xCE\x86\x2B\x12\x96\x50\x47\x2B\xDB\xCE\x42\xBF\x19\x6F\x82\x08\x7B\x6D\x87\x11\xF8\xB8\xA9\xB9\x26\x61\xE4\x5A\x54\x4D\xAA\xE0\xDE\x2E\x15\x88\x41\x5A\xA5\x2C\x6E\x99\xB3\xC2\xD3\x55\xED\x65\xA7\xFA\x60\x23\xFB\xD7\x0D\x55\x8C\xB5\x45\x5F\x8C\x57\x0F\xE3\x5B\xF2\x99\xE1\xAE\x5C\x7B\x53\x3B\x61\xF3\x37\x53\x23\xB5\x92\x4A\xB2\x7E\x6F\x02\x67\xE5\x96\x64\x5F\xF7\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x41\x84\x76\xD7\xBE\xEF\xEF\x56\x01\x20\x00\x00\x50\x34\x02\x82\x2B\x62\x00\x18\xAB\x90\xAE\xE3\x07\x48\x01\xE7\x0A\x0C\x5F\x64\x00\x40\x00\x03\x80\x00\x00\x00\x39\xEB\x65\xCC\x80\x00\x00\x00\x75\xFD\x56\x79\x80\x00\x00\x00\x93\x33\xAB\x89\x26\x09\x6A\x24\x4F\xAB\xDD\x2D\x7F\xFF\xFF\xFF\xD2\xAC\x7E\x9F\x4B\xB7\xFC\x30\x59\x51\x35\x76\x7F\xFF\xFF\xFF\x42\x5B\x1E\x98\x72\x79\xDB\x5D\x40\x4A\x3B\x79\x7F\xFF\xFF\xFF\x45\xE6\xF9\x78\x7F\xFF\xFF\xFF\x40\xC8\xF3\x63\x7F\xFF\xFF\xFF\x09\x67\x20\x2F\x7F\xFF\xFF\xFF\xA1\xE6\x26\x9E\x7F\xFF\xFF\xFF\x4B\x1E\x32\xE3\x7F\xFF\xFF\xFF\xC7\x71\x5A\xE5\x0B\x34\xDB\x24\xB2\x40\x2E\x7D\x7F\xFF\xFF\xFF\x3B\x8C\xA7\x77\x7F\xFF\xFF\xFF\x55\xCF\x1D\xB1\x7F\xFF\xFF\xFF\x5B\x71\x2A\x09\x7F\xFF\xFF\xFF\x9C\xA5\xA5\xA0\x80\x00\x00\x00\x60\x08\xBA\xEB\xE7\x25\x4A\x07\xCD\x81\x02\xCE\x80\x00\x00\x00\x50\x47\x2B\xDB\x33\x3D\xE8\x76\x6F\x82\x08\x7B\x7F\xFF\xFF\xFF\xB8\xA9\xB9\x26\x25\x1E\x49\xAB\x4D\xAA\xE0\xDE\x7F\xFF\xFF\xFF\x5A\xA5\x2C\x6E\x80\x00\x00\x00\x55\xED\x65\xA7\x45\x7E\xC7\x70\xD7\x0D\x55\x8C\x80\x00\x00\x00\x57\x0F\xE3\x5B\xD5\xD8\x45\x8D\x5C\x7B\x53\x3B\xFB\x24\xF0\x52\x23\xB5\x92\x4A\xCD\x9D\xD9\x59\x67\xE5\x96\x64\x5F\xF7\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04\x42\xE4\x6F\xB6\xEF\x14\x3D\xD9\x17\x70\x5C\xA5\x00\xF8\x9F\x4D\x6A\x65\x07\xD3\x47\x30\x94\xE2\xFA\x4B\xB7\xA2\xFC\xC1\x68\x69\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5AAD9907), ('P4rIngress.bitmap_seq.seq', 0x65129DDB)], 8953)
        self.setRegisterValue('P4rIngress.rounds', 0x65129DDB, 8953)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x35)], 8953)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8953)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8EE6DAEB), ('P4rIngress.values_v00000.hi', 0x756E23FB)], 8953)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA2ACBD3E), ('P4rIngress.values_v00001.hi', 0xFC672CEF)], 8953)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB1C577E6), ('P4rIngress.values_v00010.hi', 0xB3AD5505)], 8953)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6A49E7F4), ('P4rIngress.values_v00011.hi', 0x7F96E6F8)], 8953)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x697866C5), ('P4rIngress.values_v00100.hi', 0xD87BB7D3)], 8953)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xDB64C8E3), ('P4rIngress.values_v00101.hi', 0x6AB4D17F)], 8953)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6324FF31), ('P4rIngress.values_v00110.hi', 0x669AC343)], 8953)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7DF15F1E), ('P4rIngress.values_v00111.hi', 0x596022B7)], 8953)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1B4C6937), ('P4rIngress.values_v01000.hi', 0xCD4F2DF3)], 8953)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x77B5C365), ('P4rIngress.values_v01001.hi', 0x60F0B993)], 8953)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1E0D3876), ('P4rIngress.values_v01010.hi', 0xD33667A9)], 8953)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2DF7218C), ('P4rIngress.values_v01011.hi', 0x6CFB5BC8)], 8953)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xEE89B994), ('P4rIngress.values_v01100.hi', 0xAA9BF0F1)], 8953)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1FA68ECC), ('P4rIngress.values_v01101.hi', 0x1175830D)], 8953)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x341D158E), ('P4rIngress.values_v01110.hi', 0x8135A6CD)], 8953)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x1D43F98B), ('P4rIngress.values_v01111.hi', 0x6F6DB86B)], 8953)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x30C9EC71), ('P4rIngress.values_v10000.hi', 0x6DF407FF)], 8953)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x90AC5AAD), ('P4rIngress.values_v10001.hi', 0x6B74A6CE)], 8953)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x47A3D821), ('P4rIngress.values_v10010.hi', 0xE3C53DA7)], 8953)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xE5975A25), ('P4rIngress.values_v10011.hi', 0x93E58555)], 8953)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x33236A56), ('P4rIngress.values_v10100.hi', 0xBB8684C6)], 8953)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3B9E1A7C), ('P4rIngress.values_v10101.hi', 0x3D2DFC5D)], 8953)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x86252711), ('P4rIngress.values_v10110.hi', 0x6E3E7A7D)], 8953)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x279655CB), ('P4rIngress.values_v10111.hi', 0x4DD8992D)], 8953)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4BBBF27B), ('P4rIngress.values_v11000.hi', 0x5B7FF018)], 8953)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAB97B2D9), ('P4rIngress.values_v11001.hi', 0x5A822B00)], 8953)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x42676345), ('P4rIngress.values_v11010.hi', 0x5CDCCF51)], 8953)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3ED5F103), ('P4rIngress.values_v11011.hi', 0xBBB28F84)], 8953)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x44CF4FBF), ('P4rIngress.values_v11100.hi', 0xD19D72F4)], 8953)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x58FB9EFB), ('P4rIngress.values_v11101.hi', 0x625CC40B)], 8953)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1C867E4B), ('P4rIngress.values_v11110.hi', 0x54FDE464)], 8953)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2793F171), ('P4rIngress.values_v11111.hi', 0x16D265A9)], 8953)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDBB6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002F9),
                gc.DataTuple('slot_count', 0x00001A61),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9AC815FE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0xB54C6947),
                gc.KeyTuple('src_port', 0xBA97),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDBB6),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB5\x4C\x69\x47\x00\x00\x00\x00\xBA\x97\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDB\xB6\x00\x18\x9A\xC8\x15\xFE\x00\x00\x05\x5A\x65\x12\x9D\xDB\x00\x40\x00\x00\xCF\x21\x44\x8A\x0B\x6B\xFA\x69\x99\x2D\x25\xC7\x75\xEF\x5D\x61\xAE\x47\xA5\x2D\xA5\x2E\x13\x3D\xEF\xDC\xDC\x6C\x2A\xCA\x92\xA7\x19\x3B\x48\xC7\x92\x3B\xD8\x11\xA5\x36\xE4\xEB\x49\x9D\xC0\x3F\x21\x7E\x50\x51\x1C\xBA\x75\x1A\xCD\xE3\x8C\x72\x2D\xC9\xBC\xC7\x69\xEF\xBA\x67\x3B\x39\x13\x4A\x47\x01\xDC\x75\x2E\xFB\x8B\xF6\x62\xE7\xE9\xE5\x36\x7B\x8F\x3B\x7C\x79\x3F\xE3\x31\x72\x2D\xC8\xF0\xBB\x93\xD4\x45\xA8\x72\x23\x66\x1D\x29\xD3\x77\x13\x02\x9F\x95\x22\x17\x76\xE6\xCC\x9E\x62\x67\x6A\x75\x0B\x4D\x05\x5D\x8D\x5E\x2C\xC8\x77\x48\x7C\x6B\x5F\xC0\xF8\xAF\xB9\xA2\x16\x62\xEF\x47\xAF\xC3\xFD\x5A\x71\x91\x27\x4D\x9F\xBB\xAD\x89\xDF\x78\xC2\xD5\xCD\x5A\xF4\xCB\x6A\xDD\xB5\x58\x09\xB3\xE3\x65\x2C\xF1\x65\xCD\x37\x67\xDF\x64\xA3\x0E\xB4\x21\xD1\xBE\xEF\x66\x4E\x23\xC8\xC9\xE8\x1B\x39\x6A\x50\xDF\xC9\xCF\xA3\x1E\x35\x61\x7D\x1B\x46\x6E\xD6\x1F\x79\x5E\x3E\xE2\xD7\x7C\xB9\x3B\xA7\xE5\xAE\xDE\x6F\x79\xE9\xE4\xDD\x84\xC8\xFA\xAB\x49\xEB\x2A\x25\x6A\x0D\xB5\x35\x6D\x52\x2C\x9C\x7D\x70\x11\x30\x5A\x4D\xA6\xD1\xFE\xD6\x60\x03\x52\xFA\xBE\x35\xF3\x30\x40\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB5\x4C\x69\x47\xBE\xEF\xBA\x97\x01\x20\x00\x00\x50\x34\x02\x82\xDB\xB6\x00\x18\x9A\xC8\x15\xFE\x00\x00\x01\x5A\x65\x12\x9D\xDB\x00\x40\x00\x02\x80\x00\x00\x00\x0B\x6B\xFA\x69\x80\x00\x00\x00\x75\xEF\x5D\x61\x80\x00\x00\x00\xA5\x2E\x13\x3D\x5A\x26\xC4\x60\x2A\xCA\x92\xA7\x7F\xFF\xFF\xFF\x92\x3B\xD8\x11\x80\x9B\xAD\xCE\x49\x9D\xC0\x3F\x7F\xFF\xFF\xFF\x1C\xBA\x75\x1A\x4B\xD4\xEB\x90\x2D\xC9\xBC\xC7\x7F\xFF\xFF\xFF\x3B\x39\x13\x4A\x7F\xFF\xFF\xFF\x2E\xFB\x8B\xF6\x7F\xFF\xFF\xFF\x36\x7B\x8F\x3B\x7F\xFF\xFF\xFF\x31\x72\x2D\xC8\xDF\x45\x4D\x68\x45\xA8\x72\x23\x7F\xFF\xFF\xFF\x77\x13\x02\x9F\xC9\x3F\x2D\x04\xE6\xCC\x9E\x62\x7F\xFF\xFF\xFF\x4D\x05\x5D\x8D\x7F\xFF\xFF\xFF\x48\x7C\x6B\x5F\x80\x00\x00\x00\xA2\x16\x62\xEF\x7F\xFF\xFF\xFF\x5A\x71\x91\x27\x33\x37\x15\xD2\x89\xDF\x78\xC2\x08\xF0\xC5\x4A\xCB\x6A\xDD\xB5\x7F\xFF\xFF\xFF\x65\x2C\xF1\x65\x80\x00\x00\x00\x64\xA3\x0E\xB4\x49\x68\x14\xBA\x66\x4E\x23\xC8\x15\xA4\x0D\xB4\x6A\x50\xDF\xC9\x80\x00\x00\x00\x61\x7D\x1B\x46\x7F\xFF\xFF\xFF\x5E\x3E\xE2\xD7\x7F\xFF\xFF\xFF\xE5\xAE\xDE\x6F\x7F\xFF\xFF\xFF\x84\xC8\xFA\xAB\x7F\xFF\xFF\xFF\x6A\x0D\xB5\x35\x7F\xFF\xFF\xFF\x7D\x70\x11\x30\x7F\xFF\xFF\xFF\xFE\xD6\x60\x03\x52\xFA\xBE\x35\xF3\x30\x40\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x30C017EA), ('P4rIngress.bitmap_seq.seq', 0xA911CB00)], 8665)
        self.setRegisterValue('P4rIngress.rounds', 0xA911CB00, 8665)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x43)], 8665)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8665)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD12CE9A4), ('P4rIngress.values_v00000.hi', 0x3256DB05)], 8665)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xD76EE887), ('P4rIngress.values_v00001.hi', 0x80000000)], 8665)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xAA9C5ACF), ('P4rIngress.values_v00010.hi', 0x9B0BEA72)], 8665)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x0D4D2102), ('P4rIngress.values_v00011.hi', 0x684017DF)], 8665)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x380C0E99), ('P4rIngress.values_v00100.hi', 0xAF522E2C)], 8665)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xA5C6794F), ('P4rIngress.values_v00101.hi', 0x56262673)], 8665)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4DEA40E4), ('P4rIngress.values_v00110.hi', 0x49D6AE20)], 8665)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xE2A325CE), ('P4rIngress.values_v00111.hi', 0x51B29E52)], 8665)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4BD7656E), ('P4rIngress.values_v01000.hi', 0x9FF825B2)], 8665)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x68881E5D), ('P4rIngress.values_v01001.hi', 0x23C5F209)], 8665)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7672D349), ('P4rIngress.values_v01010.hi', 0x7A826C6E)], 8665)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x45117AB6), ('P4rIngress.values_v01011.hi', 0x4936ABA2)], 8665)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xDDB9A6C8), ('P4rIngress.values_v01100.hi', 0x32786847)], 8665)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6A9A70A6), ('P4rIngress.values_v01101.hi', 0x4A5BF50F)], 8665)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xEE4AEF27), ('P4rIngress.values_v01110.hi', 0xA99411AE)], 8665)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x6FD8F8AB), ('P4rIngress.values_v01111.hi', 0x5C600C1E)], 8665)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x31577C2E), ('P4rIngress.values_v10000.hi', 0x4BDED1D2)], 8665)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9523C05F), ('P4rIngress.values_v10001.hi', 0x0F7B38B3)], 8665)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2B883F5D), ('P4rIngress.values_v10010.hi', 0x00000000)], 8665)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8821DD17), ('P4rIngress.values_v10011.hi', 0x6C0083E5)], 8665)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xCB5691EA), ('P4rIngress.values_v10100.hi', 0xB0B897FB)], 8665)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBE0A8182), ('P4rIngress.values_v10101.hi', 0x903387E7)], 8665)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x89E6D16E), ('P4rIngress.values_v10110.hi', 0x46B473A9)], 8665)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x277CFEE7), ('P4rIngress.values_v10111.hi', 0xBDD57FEA)], 8665)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6C67C6F6), ('P4rIngress.values_v11000.hi', 0x9DD6C14C)], 8665)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBC48C606), ('P4rIngress.values_v11001.hi', 0xE0839B83)], 8665)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xE07E98A2), ('P4rIngress.values_v11010.hi', 0x63C3E6FF)], 8665)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x30D62767), ('P4rIngress.values_v11011.hi', 0xC4D8EEDE)], 8665)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4B9BB666), ('P4rIngress.values_v11100.hi', 0x506FB34E)], 8665)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA32B5CE9), ('P4rIngress.values_v11101.hi', 0x360D653F)], 8665)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7A64629B), ('P4rIngress.values_v11110.hi', 0xAAC7090F)], 8665)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7314D779), ('P4rIngress.values_v11111.hi', 0x89B0A0F3)], 8665)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE16D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000114),
                gc.DataTuple('slot_count', 0x00001B53),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x65D5E36B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x944EC615),
                gc.KeyTuple('src_port', 0x868E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE16D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0240),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x94\x4E\xC6\x15\x00\x00\x00\x00\x86\x8E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE1\x6D\x00\x18\x65\xD5\xE3\x6B\x00\xC5\x03\xC0\xA9\x11\xCB\x00\x00\x40\x00\x00\x9F\x35\x2F\x3C\x69\x1F\xD5\xEB\x8A\x7F\xC0\x19\x17\x92\x1D\x1E\xB2\x56\xB7\xF6\xC9\x7A\xCB\x12\x80\x00\x00\x00\x2A\x78\xCA\x47\x55\x9A\x94\x36\xA8\xDA\x17\xBD\x6D\xF6\xCC\xD4\x32\x39\x23\x99\x4C\x90\xD3\x53\x5F\xC7\xAF\x60\x46\x9D\xB5\xC3\x36\x93\x5F\x12\x44\x95\x25\x2A\x1E\x1D\x44\x5D\x7D\xC9\x99\xB5\x6D\xBD\x68\x77\x40\x51\x56\x59\x04\x8D\x45\x4D\x53\x52\x3C\x56\x37\x80\x90\x2B\x45\x1E\x83\x5E\xE3\xC1\x58\xEC\x2B\x2D\xD5\xAA\x71\x25\xD8\xF2\x2B\x9E\x97\x5F\x8D\xE3\xAF\x04\x6D\xE3\x22\x6F\x57\x0E\x9A\x55\x6C\x12\x3B\x8C\x6A\x2A\x76\x5A\x93\x26\x34\x70\xE3\xCB\x4B\xB9\x63\xB2\x4D\xB5\x00\x00\x00\x00\xAE\xAA\x43\x65\x4C\x58\x3D\x33\x97\x8E\x80\x76\xBE\x6D\x54\x0B\x8B\x0C\xD1\xA5\xE3\xD9\x36\x38\x95\x7E\xD3\xE3\x72\x92\x26\xA9\x2B\x1D\xDD\xA7\x4C\x55\x22\x46\x7F\xD7\xF8\x8F\x99\xB9\x5D\xB8\xE6\xBA\xC6\x43\x27\xEE\xE2\xB9\x9F\x16\x1B\x86\x5F\x54\xCC\x92\x6D\xAA\xA3\x61\xB3\x09\x76\x7F\x48\x51\x33\xC3\x57\xC5\xD3\x77\xB5\x49\x7D\x0D\xD4\xDB\xB5\x8F\x1A\xA6\xAD\xCB\xBC\x98\xE9\x1F\x26\x82\xF6\x23\xF3\x87\x36\x44\xF3\x35\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x94\x4E\xC6\x15\xBE\xEF\x86\x8E\x01\x20\x00\x00\x50\x34\x02\x82\xE1\x6D\x00\x18\x65\xD5\xE3\x6B\x00\xC5\x01\xC0\xA9\x11\xCB\x00\x00\x40\x00\x20\x80\x00\x00\x00\x69\x1F\xD5\xEB\x80\x00\x00\x00\x17\x92\x1D\x1E\x80\x00\x00\x00\xC9\x7A\xCB\x12\x8D\x4D\x21\x02\x2A\x78\xCA\x47\x7F\xFF\xFF\xFF\xA8\xDA\x17\xBD\x13\xBD\x46\x23\x32\x39\x23\x99\x7F\xFF\xFF\xFF\x5F\xC7\xAF\x60\x29\x40\xDB\x91\x36\x93\x5F\x12\x7F\xFF\xFF\xFF\x1E\x1D\x44\x5D\x7F\xFF\xFF\xFF\x6D\xBD\x68\x77\x7F\xFF\xFF\xFF\x04\x8D\x45\x4D\x7F\xFF\xFF\xFF\x37\x80\x90\x2B\x22\xD8\x2A\x26\xE3\xC1\x58\xEC\x7F\xFF\xFF\xFF\x71\x25\xD8\xF2\x19\xE9\x86\x86\x8D\xE3\xAF\x04\x7F\xFF\xFF\xFF\x57\x0E\x9A\x55\x7F\xFF\xFF\xFF\x6A\x2A\x76\x5A\x80\x00\x00\x00\xE3\xCB\x4B\xB9\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x4C\x58\x3D\x33\x80\x00\x00\x00\xBE\x6D\x54\x0B\x80\x00\x00\x00\xE3\xD9\x36\x38\x80\x00\x00\x00\x72\x92\x26\xA9\x52\x9A\xDC\x8E\x4C\x55\x22\x46\x7F\xFF\xFF\xFF\x99\xB9\x5D\xB8\xA3\x03\x8C\x49\x27\xEE\xE2\xB9\x80\x00\x00\x00\x5F\x54\xCC\x92\x7F\xFF\xFF\xFF\xB3\x09\x76\x7F\x7F\xFF\xFF\xFF\x57\xC5\xD3\x77\x80\x00\x00\x00\xD4\xDB\xB5\x8F\x7F\xFF\xFF\xFF\xBC\x98\xE9\x1F\x7F\xFF\xFF\xFF\xF3\x87\x36\x44\xF3\x35\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A\xB4\xD4\x81\x09\xA0\x79\x9B\xD5\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x46989811), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 12750)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 12750)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x66)], 12750)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12750)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x91BA7A50), ('P4rIngress.values_v00000.hi', 0x774444AE)], 12750)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x925B3BEE), ('P4rIngress.values_v00001.hi', 0x1754E57A)], 12750)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xDCBC8E4A), ('P4rIngress.values_v00010.hi', 0x8DB0BB16)], 12750)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x2F1197E5), ('P4rIngress.values_v00011.hi', 0x30CAB4DA)], 12750)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x73AB0B67), ('P4rIngress.values_v00100.hi', 0xD8BF4007)], 12750)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCBB3252F), ('P4rIngress.values_v00101.hi', 0x5A54AB45)], 12750)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x305D02A7), ('P4rIngress.values_v00110.hi', 0x622833DC)], 12750)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x2C910EC5), ('P4rIngress.values_v00111.hi', 0x472BA615)], 12750)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6ED0CCEF), ('P4rIngress.values_v01000.hi', 0x3A00A587)], 12750)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6D7AE376), ('P4rIngress.values_v01001.hi', 0x7A21AEE5)], 12750)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4D72A5DE), ('P4rIngress.values_v01010.hi', 0x156BDF69)], 12750)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x59050EAB), ('P4rIngress.values_v01011.hi', 0x77780F52)], 12750)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4710965B), ('P4rIngress.values_v01100.hi', 0x2C52972B)], 12750)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4D19ECB6), ('P4rIngress.values_v01101.hi', 0x50D637E2)], 12750)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5B5A7B57), ('P4rIngress.values_v01110.hi', 0xA6B18178)], 12750)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x51317495), ('P4rIngress.values_v01111.hi', 0x474D4709)], 12750)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x2249D4AA), ('P4rIngress.values_v10000.hi', 0x5F29EDAB)], 12750)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x979BBBA7), ('P4rIngress.values_v10001.hi', 0x068AA21B)], 12750)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2E6C0ADB), ('P4rIngress.values_v10010.hi', 0xDD1CB369)], 12750)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB78B1B8F), ('P4rIngress.values_v10011.hi', 0x4DDE68DA)], 12750)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA2E1107A), ('P4rIngress.values_v10100.hi', 0xB5E6B087)], 12750)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAD0CA2E3), ('P4rIngress.values_v10101.hi', 0x96BCE6E5)], 12750)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x8B9E9F28), ('P4rIngress.values_v10110.hi', 0x383191AF)], 12750)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB8AF2493), ('P4rIngress.values_v10111.hi', 0xCEA9D46E)], 12750)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x50B2C886), ('P4rIngress.values_v11000.hi', 0xFC8D6F5D)], 12750)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xEDDB6A5F), ('P4rIngress.values_v11001.hi', 0xEE7DAA35)], 12750)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD9F7D24D), ('P4rIngress.values_v11010.hi', 0x7371BA16)], 12750)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCF4ABEFF), ('P4rIngress.values_v11011.hi', 0xD4EB7CFB)], 12750)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x15A59B51), ('P4rIngress.values_v11100.hi', 0x183CF8AA)], 12750)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x64B4B9E2), ('P4rIngress.values_v11101.hi', 0x667B9BAF)], 12750)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6F0F87D5), ('P4rIngress.values_v11110.hi', 0xCAADD1B4)], 12750)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2BEA664C), ('P4rIngress.values_v11111.hi', 0x7FBE4F80)], 12750)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB2A1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000034E),
                gc.DataTuple('slot_count', 0x00001962),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6332CD2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x526CB05E),
                gc.KeyTuple('src_port', 0x7E83),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB2A1),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01EC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x6C\xB0\x5E\x00\x00\x00\x00\x7E\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB2\xA1\x00\x18\xB6\x33\x2C\xD2\x0E\x80\x07\xA9\xA0\x00\x00\x00\x00\x40\x00\x00\x8E\x59\xB0\x41\x15\xD5\x4D\x66\xAF\x7C\x09\x45\x29\x27\xB5\x3C\x97\x06\x87\x6C\xC9\xE9\x67\x74\xB7\x79\x97\xF3\x5E\x63\xC6\x5A\x7A\x2C\x78\x7E\x98\xE7\x60\x04\x6E\xAD\x27\xC1\x2C\x59\x4F\x9B\x53\x49\xFE\x13\x65\x54\x95\x4B\xB8\xED\xC2\x65\x77\x72\x97\xBF\x40\x90\x54\xF9\xAC\xB0\x7B\xDB\x39\x3E\x7B\x25\x1A\x37\x7C\xB4\x47\x6B\x43\xCF\x35\x23\x05\x6B\x5D\xC5\x4C\x63\x15\x78\xB7\xAF\xC6\xEA\x63\xE1\x9C\xDA\xFA\x6B\x67\xC2\xD3\x04\x73\xCB\x52\xCA\xC9\x43\x79\xF5\xB1\xA8\x2C\x08\x61\x37\x10\x19\x61\x05\x1E\xB7\x6F\x59\x25\x2D\x56\x24\xB5\x5D\xB1\x27\xCA\xF2\xF8\xA6\xA5\x9B\x77\x08\x6E\x47\x05\xC1\x9E\x78\xB5\x99\x94\x8A\x63\x6F\x6B\x8D\x8D\x6C\x5F\xDD\x9A\xA5\x67\x71\x81\x05\xBD\xA9\xDA\xEA\x8C\xB4\x81\x86\x5A\x5F\x7A\xEB\x6C\xCA\x21\xD3\x46\x5B\x54\xBD\x54\xAA\x57\x85\x8B\xD7\x80\x64\xE2\x71\x29\x72\x02\xC8\xE0\xC0\x6A\x5E\x8B\xB4\xEF\x6C\x3A\x62\x5E\x33\x92\x9F\x07\xC3\xA6\x8E\x40\x58\xDC\xF5\x1A\x9D\x9C\xA4\xA9\x96\xFB\x1E\xA9\x85\x44\xAD\x9A\x21\x73\x4E\xC3\x43\x93\x15\xDE\x9F\x68\x44\x51\x69\x86\xC5\x56\x3B\xCD\x7D\x0F\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\x6C\xB0\x5E\xBE\xEF\x7E\x83\x01\x20\x00\x00\x50\x34\x02\x82\xB2\xA1\x00\x18\xB6\x33\x2C\xD2\x0E\x80\x01\xA9\xA0\x00\x00\x00\x00\x40\x00\x1D\x80\x00\x00\x00\x15\xD5\x4D\x66\x80\x00\x00\x00\x29\x27\xB5\x3C\x80\x00\x00\x00\xC9\xE9\x67\x74\xE6\x8B\x2F\xD8\x5E\x63\xC6\x5A\x7F\xFF\xFF\xFF\x98\xE7\x60\x04\x3A\x60\x4C\xF0\x2C\x59\x4F\x9B\x7F\xFF\xFF\xFF\x65\x54\x95\x4B\xE5\x7E\xD1\x2A\x77\x72\x97\xBF\x7F\xFF\xFF\xFF\xAC\xB0\x7B\xDB\x7F\xFF\xFF\xFF\x1A\x37\x7C\xB4\x7F\xFF\xFF\xFF\x35\x23\x05\x6B\x7F\xFF\xFF\xFF\x15\x78\xB7\xAF\x0D\xFA\xFA\x3C\x9C\xDA\xFA\x6B\x7F\xFF\xFF\xFF\x73\xCB\x52\xCA\x24\x9D\xF5\x4C\xB1\xA8\x2C\x08\x7F\xFF\xFF\xFF\x61\x05\x1E\xB7\x7F\xFF\xFF\xFF\x56\x24\xB5\x5D\x80\x00\x00\x00\xF8\xA6\xA5\x9B\x7F\xFF\xFF\xFF\x05\xC1\x9E\x78\x80\x00\x00\x00\x63\x6F\x6B\x8D\x80\x00\x00\x00\x9A\xA5\x67\x71\x80\x00\x00\x00\xDA\xEA\x8C\xB4\x80\x00\x00\x00\x7A\xEB\x6C\xCA\xDA\x82\x6A\xEE\x54\xBD\x54\xAA\x7F\xFF\xFF\xFF\x80\x64\xE2\x71\x17\x4D\x6D\x27\xE0\xC0\x6A\x5E\x80\x00\x00\x00\x3A\x62\x5E\x33\x80\x00\x00\x00\xA6\x8E\x40\x58\xF2\x9A\xB5\xEE\x9C\xA4\xA9\x96\x5F\xD3\x63\x67\x44\xAD\x9A\x21\x7F\xFF\xFF\xFF\x93\x15\xDE\x9F\x7F\xFF\xFF\xFF\x86\xC5\x56\x3B\xCD\x7D\x0F\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C\x6D\xC2\x7A\xF3\xDC\x78\x5D\xB7\x15\xCD\x09\xA3\xD2\x9E\x6F\x14\x02\xB8\x83\x3F\x02\x49\xD5\x4E\xDC\x26\xA3\x43\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8C1EA2E0), ('P4rIngress.bitmap_seq.seq', 0x370FFB40)], 14090)
        self.setRegisterValue('P4rIngress.rounds', 0x370FFB40, 14090)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x6D)], 14090)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14090)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9CB371E4), ('P4rIngress.values_v00000.hi', 0x2B53435B)], 14090)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x94DDEF2B), ('P4rIngress.values_v00001.hi', 0x6B47AA8C)], 14090)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9C45CE19), ('P4rIngress.values_v00010.hi', 0xA31A7D4F)], 14090)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF345D8A2), ('P4rIngress.values_v00011.hi', 0x68D148B9)], 14090)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x71CE8CA5), ('P4rIngress.values_v00100.hi', 0x8CD7684F)], 14090)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5B6A7AB7), ('P4rIngress.values_v00101.hi', 0x6D3EE239)], 14090)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x363DDCD6), ('P4rIngress.values_v00110.hi', 0x55F9FED4)], 14090)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7B18AA48), ('P4rIngress.values_v00111.hi', 0x6FEDEB83)], 14090)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x26289543), ('P4rIngress.values_v01000.hi', 0x9275C9DB)], 14090)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x155CE43B), ('P4rIngress.values_v01001.hi', 0x4FF093C1)], 14090)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x60C410B8), ('P4rIngress.values_v01010.hi', 0xEABDB489)], 14090)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x70A27617), ('P4rIngress.values_v01011.hi', 0xBFB36FDE)], 14090)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4EA0A933), ('P4rIngress.values_v01100.hi', 0x3ABF9202)], 14090)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1DD655BB), ('P4rIngress.values_v01101.hi', 0x8CC09956)], 14090)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2B5EB207), ('P4rIngress.values_v01110.hi', 0xD3B65C3E)], 14090)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x678C7998), ('P4rIngress.values_v01111.hi', 0xA9761007)], 14090)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5B40BCA9), ('P4rIngress.values_v10000.hi', 0x657ACCA9)], 14090)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x322E5C29), ('P4rIngress.values_v10001.hi', 0x5673A5C9)], 14090)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3657CB39), ('P4rIngress.values_v10010.hi', 0xA934370D)], 14090)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x966862B2), ('P4rIngress.values_v10011.hi', 0x5C904AEB)], 14090)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xCCACC923), ('P4rIngress.values_v10100.hi', 0x8CBDCFDA)], 14090)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x47C48F9B), ('P4rIngress.values_v10101.hi', 0x51FD5DF2)], 14090)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x934352F1), ('P4rIngress.values_v10110.hi', 0x7B2137DF)], 14090)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB554F5E6), ('P4rIngress.values_v10111.hi', 0x5C385629)], 14090)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6A1AB3C7), ('P4rIngress.values_v11000.hi', 0x77F36E32)], 14090)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBC9F3967), ('P4rIngress.values_v11001.hi', 0x6EEC33ED)], 14090)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6558BA8D), ('P4rIngress.values_v11010.hi', 0x47FF9CDA)], 14090)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3DB8DFE9), ('P4rIngress.values_v11011.hi', 0x5B35C9D7)], 14090)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x1E1AF9A8), ('P4rIngress.values_v11100.hi', 0x52BBBD83)], 14090)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x331F8952), ('P4rIngress.values_v11101.hi', 0x9951C4B6)], 14090)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6ACDF83F), ('P4rIngress.values_v11110.hi', 0x42739744)], 14090)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x9571C544), ('P4rIngress.values_v11111.hi', 0x6C9F56C6)], 14090)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDAEF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F51),
                gc.DataTuple('slot_count', 0x00000BBF),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFF919065),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x1D323735),
                gc.KeyTuple('src_port', 0x3901),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDAEF),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0299),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\x32\x37\x35\x00\x00\x00\x00\x39\x01\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDA\xEF\x00\x18\xFF\x91\x90\x65\x07\xB9\x03\xA9\x37\x0F\xFB\x40\x00\x40\x00\x00\xDD\x5F\xB1\x35\x6F\x6B\x29\x52\xD4\xF7\x1E\xB4\xCE\xA3\x9F\x34\x90\xBD\x1F\xB1\x92\x42\x31\xD5\x67\x3C\xEC\x7D\x31\xB4\x4A\x9E\x34\x62\x7D\xED\x9A\xA0\xC1\x67\xD1\x1A\x8B\x93\x4A\xD6\x3C\x9B\x4C\x35\xC5\x95\x56\xAB\xF2\x17\xA3\x23\x09\x44\x59\xC4\x89\xB1\x7A\x4C\x76\xF7\x36\xD8\x8A\xD3\x7C\x41\xD7\xC0\x60\xAE\xA1\x99\x5D\xD6\xF5\x8A\xD9\x7C\x95\xFB\x13\x53\xF3\xE9\x86\x7A\xC7\xB0\x6D\x0D\x2F\x23\x63\xA3\xFD\x0B\x7D\x59\x49\x23\xBC\x30\xE3\x30\x8A\x50\x9E\xAF\x98\xAD\x00\x8B\x34\x0A\x6D\xAB\x2D\xAF\x92\x99\x43\x73\x76\x6F\x1E\x51\x99\x6C\x72\x70\x60\x9C\x62\x45\x03\xD9\x76\x92\xD2\xAD\xB3\xB3\xE8\x02\xA6\x7F\x86\x67\x5F\x26\xCC\xA5\xED\x9D\x4F\xB6\x64\xFD\x67\xF4\x55\x15\x2D\xDF\x67\x04\xD0\x77\xBA\x54\xC8\xAA\xD9\x6D\x52\xC1\x68\x05\x1D\x8A\x2D\x48\xE9\x6D\x3A\x4A\x55\xAB\x16\x86\x7E\x2A\xCE\xBF\x58\xA3\x5B\xEC\xBA\xAF\xEB\xD2\xB3\xAD\x5E\x17\xDE\xFF\x70\xDB\x03\x0D\x38\x25\xEB\x10\x2A\x26\x4C\x9C\x5C\xD2\xF5\xB9\x3D\xDA\xBE\xE6\xAA\x36\x67\xA7\x3C\xE8\x32\xC6\x7B\x33\x44\xCE\xCB\xD9\xF5\xF7\x45\x83\x3E\x6C\x68\x2C\x0A\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\x32\x37\x35\xBE\xEF\x39\x01\x01\x20\x00\x00\x50\x34\x02\x82\xDA\xEF\x00\x18\xFF\x91\x90\x65\x07\xB9\x01\xA9\x37\x0F\xFB\x40\x00\x40\x00\x1D\x80\x00\x00\x00\x6F\x6B\x29\x52\x80\x00\x00\x00\xCE\xA3\x9F\x34\x80\x00\x00\x00\x92\x42\x31\xD5\x5A\x82\xC5\x1F\x31\xB4\x4A\x9E\x7F\xFF\xFF\xFF\x9A\xA0\xC1\x67\x2C\x85\x06\x4A\x4A\xD6\x3C\x9B\x7F\xFF\xFF\xFF\x56\xAB\xF2\x17\x1E\x3B\xB3\x8C\x59\xC4\x89\xB1\x7F\xFF\xFF\xFF\x36\xD8\x8A\xD3\x7F\xFF\xFF\xFF\x60\xAE\xA1\x99\x7F\xFF\xFF\xFF\xD9\x7C\x95\xFB\x7F\xFF\xFF\xFF\x86\x7A\xC7\xB0\x7F\xFF\xFF\xFF\x63\xA3\xFD\x0B\x7F\xFF\xFF\xFF\xBC\x30\xE3\x30\xB5\xAF\x50\xB6\x98\xAD\x00\x8B\x7F\xFF\xFF\xFF\x2D\xAF\x92\x99\x7F\xFF\xFF\xFF\x1E\x51\x99\x6C\x7F\xFF\xFF\xFF\x62\x45\x03\xD9\x7F\xFF\xFF\xFF\xB3\xB3\xE8\x02\x80\x00\x00\x00\x5F\x26\xCC\xA5\xBA\x4A\x18\xD9\x64\xFD\x67\xF4\x7F\xFF\xFF\xFF\x67\x04\xD0\x77\x80\x00\x00\x00\xD9\x6D\x52\xC1\x1D\x5A\x13\x70\x2D\x48\xE9\x6D\x7F\xFF\xFF\xFF\x16\x86\x7E\x2A\x8B\x5E\x92\x0A\x5B\xEC\xBA\xAF\x51\x2B\x6E\x3A\x5E\x17\xDE\xFF\x7F\xFF\xFF\xFF\x38\x25\xEB\x10\x48\x41\x46\x44\x5C\xD2\xF5\xB9\x70\xFA\x48\x38\xAA\x36\x67\xA7\x7F\xFF\xFF\xFF\x7B\x33\x44\xCE\x80\x00\x00\x00\x45\x83\x3E\x6C\x68\x2C\x0A\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x68E97C2F), ('P4rIngress.bitmap_seq.seq', 0x58ED44F6)], 13254)
        self.setRegisterValue('P4rIngress.rounds', 0x58ED44F6, 13254)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x20)], 13254)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13254)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9FDD4F44), ('P4rIngress.values_v00000.hi', 0x5B8ADA3F)], 13254)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x942365AC), ('P4rIngress.values_v00001.hi', 0x4ABF12E3)], 13254)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCADE54FA), ('P4rIngress.values_v00010.hi', 0xB092CEF4)], 13254)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA929D4FD), ('P4rIngress.values_v00011.hi', 0x5EE4D501)], 13254)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7E9DA355), ('P4rIngress.values_v00100.hi', 0x9290BA47)], 13254)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x390707FF), ('P4rIngress.values_v00101.hi', 0x4563F147)], 13254)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4298FB3D), ('P4rIngress.values_v00110.hi', 0x60F5C63F)], 13254)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x96288E6F), ('P4rIngress.values_v00111.hi', 0x1E85B0AE)], 13254)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2C3867D1), ('P4rIngress.values_v01000.hi', 0x23D4A0CD)], 13254)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5DB64DE9), ('P4rIngress.values_v01001.hi', 0x36C96E45)], 13254)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3E124128), ('P4rIngress.values_v01010.hi', 0x0EE7DD5F)], 13254)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x71E4DCA3), ('P4rIngress.values_v01011.hi', 0xCCBBA29A)], 13254)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x56BADDE3), ('P4rIngress.values_v01100.hi', 0x7049B3CE)], 13254)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x766E49D6), ('P4rIngress.values_v01101.hi', 0xBEACCBE1)], 13254)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8A9FD8BF), ('P4rIngress.values_v01110.hi', 0xEE255515)], 13254)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x78014567), ('P4rIngress.values_v01111.hi', 0xAF80FE5E)], 13254)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x1B3B0E04), ('P4rIngress.values_v10000.hi', 0xC35598AE)], 13254)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7FC9AC4D), ('P4rIngress.values_v10001.hi', 0x69EB233C)], 13254)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xD8CA9157), ('P4rIngress.values_v10010.hi', 0x0B65F7D7)], 13254)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x34BFB54E), ('P4rIngress.values_v10011.hi', 0xAB053A31)], 13254)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x47146291), ('P4rIngress.values_v10100.hi', 0x3768F4FB)], 13254)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB78F8391), ('P4rIngress.values_v10101.hi', 0x6669336F)], 13254)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x771BB68F), ('P4rIngress.values_v10110.hi', 0x70B58FB1)], 13254)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x9B82F01F), ('P4rIngress.values_v10111.hi', 0x96610522)], 13254)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x34F9FB59), ('P4rIngress.values_v11000.hi', 0x3CDC2B57)], 13254)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x05EDE48B), ('P4rIngress.values_v11001.hi', 0x4BBE36D9)], 13254)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x498D9A15), ('P4rIngress.values_v11010.hi', 0x6562F58C)], 13254)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBAF61633), ('P4rIngress.values_v11011.hi', 0x49AC87F9)], 13254)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB402633F), ('P4rIngress.values_v11100.hi', 0x59B28827)], 13254)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5F2EAD3F), ('P4rIngress.values_v11101.hi', 0x00000000)], 13254)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x523A6912), ('P4rIngress.values_v11110.hi', 0x4CB8CF15)], 13254)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xEE4C9E6D), ('P4rIngress.values_v11111.hi', 0x62F73D27)], 13254)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6B49),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001372),
                gc.DataTuple('slot_count', 0x000000EF),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x36202365),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x6F5F4692),
                gc.KeyTuple('src_port', 0x1256),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6B49),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 5
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6F\x5F\x46\x92\x00\x00\x00\x00\x12\x56\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6B\x49\x00\x18\x36\x20\x23\x65\x00\x54\x05\x60\x58\xED\x44\xF6\x00\x40\x00\x00\xC2\x8A\x16\x5B\x33\xCA\x4C\xF1\xBB\x65\x4C\x9A\xB2\x49\xD0\x63\xAF\x49\x4C\x0B\x9A\x0F\x15\x98\x0A\x6D\x1E\x8F\x44\x1E\x47\xFC\x4E\xB0\x8D\xEF\xD4\x62\xE6\x7B\x8B\xF6\xDB\xBF\x50\x1C\xD8\xB4\x53\x9C\xE5\xA5\x6B\xA9\xDE\x78\x74\xF7\x58\x27\x6A\x21\x21\xA3\x6D\xE4\x93\x4F\xAC\x5F\xD9\xAF\x57\xFB\x3E\x9D\x57\x16\x6C\x01\x49\x0C\x79\x25\x34\xD7\xE1\xF1\x42\xB4\x45\xCE\x88\x0A\xFA\xA1\x50\x36\xDC\xF3\x38\x6D\xB7\x47\x67\xE9\xC7\x23\x90\xB4\x6C\x07\xE2\x19\xB4\x9A\x83\x59\xB4\x5D\xBB\xFD\x7E\x69\x98\x6C\x18\xEE\xD7\x6B\xB2\x4F\xB3\x8B\xCE\xBB\x2B\x78\xE7\xF2\x68\xCD\x4E\xD6\xAB\xAE\x9B\x63\x0D\x25\xB3\xBF\xBB\xB5\xA5\xCD\xAB\x0F\x1B\x39\x70\x15\x73\x1D\x59\x55\x1A\xC7\xB0\x9D\x9F\x0F\xD7\xB1\x97\x6F\x09\x65\x34\xC2\x33\xAA\xB9\xAA\xB3\x77\xDB\xD0\xDC\x97\x8B\xD5\x75\xBA\x27\x1D\x56\x05\xBC\x11\x07\x2B\x85\xDA\x57\xC7\x1C\x99\x44\x8C\xAC\xB9\x54\xAE\xE9\x6D\x87\x7C\x6F\x79\x59\x8D\xE2\x1A\xC7\xDE\xB9\x09\x5D\xB3\x3B\xA1\x4B\x24\xAF\xAE\x00\x00\x00\x00\x32\xDA\xD6\x98\x5E\xBE\x35\x17\x1C\x72\x76\xEA\x4C\x31\xCA\x4F\x47\x6B\xF2\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6F\x5F\x46\x92\xBE\xEF\x12\x56\x01\x20\x00\x00\x50\x34\x02\x82\x6B\x49\x00\x18\x36\x20\x23\x65\x00\x54\x01\x60\x58\xED\x44\xF6\x00\x40\x00\x1A\x80\x00\x00\x00\x33\xCA\x4C\xF1\x80\x00\x00\x00\xB2\x49\xD0\x63\x80\x00\x00\x00\x9A\x0F\x15\x98\xB3\x96\xF3\x8C\x44\x1E\x47\xFC\x7F\xFF\xFF\xFF\xD4\x62\xE6\x7B\xC4\xFD\xE3\xBE\x50\x1C\xD8\xB4\x7F\xFF\xFF\xFF\x6B\xA9\xDE\x78\x0B\x1F\xE6\x96\x6A\x21\x21\xA3\x7F\xFF\xFF\xFF\xAC\x5F\xD9\xAF\x7F\xFF\xFF\xFF\x57\x16\x6C\x01\x7F\xFF\xFF\xFF\x34\xD7\xE1\xF1\x7F\xFF\xFF\xFF\x88\x0A\xFA\xA1\x7F\xFF\xFF\xFF\x38\x6D\xB7\x47\x7F\xFF\xFF\xFF\x90\xB4\x6C\x07\x80\x00\x00\x00\x83\x59\xB4\x5D\x33\xFE\xC3\xD0\x98\x6C\x18\xEE\xF2\xA6\xC0\x53\xB3\x8B\xCE\xBB\x7F\xFF\xFF\xFF\x68\xCD\x4E\xD6\x84\x79\x2C\xBA\x0D\x25\xB3\xBF\xF0\x75\x5B\x1B\xAB\x0F\x1B\x39\x7F\xFF\xFF\xFF\x59\x55\x1A\xC7\x80\x00\x00\x00\xD7\xB1\x97\x6F\x7F\xFF\xFF\xFF\x33\xAA\xB9\xAA\x80\x00\x00\x00\xDC\x97\x8B\xD5\x7F\xFF\xFF\xFF\x56\x05\xBC\x11\x0D\x19\x6A\x65\x57\xC7\x1C\x99\x7F\xFF\xFF\xFF\x54\xAE\xE9\x6D\x80\x00\x00\x00\x59\x8D\xE2\x1A\x80\x00\x00\x00\x5D\xB3\x3B\xA1\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x5E\xBE\x35\x17\x0A\xBF\x15\x57\x4C\x31\xCA\x4F\x47\x6B\xF2\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x127F34F7), ('P4rIngress.bitmap_seq.seq', 0xE4800000)], 9128)
        self.setRegisterValue('P4rIngress.rounds', 0xE4800000, 9128)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x7B)], 9128)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9128)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD463735A), ('P4rIngress.values_v00000.hi', 0x7CEE8A1F)], 9128)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xCDB6C572), ('P4rIngress.values_v00001.hi', 0xFF5654B4)], 9128)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8DB91F7E), ('P4rIngress.values_v00010.hi', 0xBAE5EAB1)], 9128)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5FCF3CD8), ('P4rIngress.values_v00011.hi', 0x40B235E2)], 9128)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6E251C33), ('P4rIngress.values_v00100.hi', 0xCE031021)], 9128)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x40EFF318), ('P4rIngress.values_v00101.hi', 0x40B24938)], 9128)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x566FF231), ('P4rIngress.values_v00110.hi', 0x48CEB880)], 9128)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x9C7F2D9B), ('P4rIngress.values_v00111.hi', 0x466E5FF9)], 9128)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3F69BBB5), ('P4rIngress.values_v01000.hi', 0x71D33CEB)], 9128)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6998A68B), ('P4rIngress.values_v01001.hi', 0x523899AB)], 9128)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6A569B2D), ('P4rIngress.values_v01010.hi', 0xBBF40BE7)], 9128)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5C93ECA7), ('P4rIngress.values_v01011.hi', 0x6BF059A2)], 9128)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA32F85DE), ('P4rIngress.values_v01100.hi', 0x316D6EF0)], 9128)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x36CBBA64), ('P4rIngress.values_v01101.hi', 0x71E9C595)], 9128)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x1DF5264D), ('P4rIngress.values_v01110.hi', 0x635A9C6A)], 9128)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8E94A38B), ('P4rIngress.values_v01111.hi', 0xB845B81F)], 9128)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xCD0B28EA), ('P4rIngress.values_v10000.hi', 0xB782CD24)], 9128)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAA4E896B), ('P4rIngress.values_v10001.hi', 0x87E227B1)], 9128)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x47F45055), ('P4rIngress.values_v10010.hi', 0x8DBA517B)], 9128)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xE1498C47), ('P4rIngress.values_v10011.hi', 0x8C8BE6C4)], 9128)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x978875B5), ('P4rIngress.values_v10100.hi', 0x4D64A6E8)], 9128)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBE0E955A), ('P4rIngress.values_v10101.hi', 0x6C781AAB)], 9128)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4D5F7669), ('P4rIngress.values_v10110.hi', 0x1CCF26BE)], 9128)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x982F92BF), ('P4rIngress.values_v10111.hi', 0x9D2ADFB3)], 9128)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBAE7192E), ('P4rIngress.values_v11000.hi', 0x6A89532A)], 9128)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xABCEABA7), ('P4rIngress.values_v11001.hi', 0x42272EBB)], 9128)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x3C75A339), ('P4rIngress.values_v11010.hi', 0x950AAD2D)], 9128)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7CD0EF35), ('P4rIngress.values_v11011.hi', 0x685F8AAE)], 9128)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6874D358), ('P4rIngress.values_v11100.hi', 0x56657277)], 9128)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6CF47CB9), ('P4rIngress.values_v11101.hi', 0x7F751F4B)], 9128)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8C3818B4), ('P4rIngress.values_v11110.hi', 0x6A749CCC)], 9128)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7E6877DF), ('P4rIngress.values_v11111.hi', 0x9D8E11BB)], 9128)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE8CA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001F4),
                gc.DataTuple('slot_count', 0x0000161D),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x30B32728),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x7FDBCB87),
                gc.KeyTuple('src_port', 0x48A6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE8CA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x032D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\xDB\xCB\x87\x00\x00\x00\x00\x48\xA6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE8\xCA\x00\x18\x30\xB3\x27\x28\x01\xB4\x03\xCC\xE4\x80\x00\x00\x00\x40\x00\x00\xA0\xDD\x83\xFE\x0F\x1B\xF9\xFF\x97\x34\x83\x3C\xCF\x78\xF4\xAF\xED\x1E\x0A\x64\xB5\xB6\x2C\xD3\xD6\x24\x41\xC4\x7E\x9C\xCE\xC8\x6A\xE7\x24\x47\x96\x2E\xD2\x2F\xFB\x0E\x51\x7E\x58\x7F\x0D\x3A\x75\x26\x0B\x3B\x4B\x8F\x22\xF3\x76\x4D\xED\x15\x5D\xDD\x2F\x33\x71\x28\xBB\xB6\xFC\x93\x8A\xA1\x5B\x46\x98\x3B\x5C\x29\xAA\x71\x2F\x73\x36\x30\xD6\x3F\x55\x16\x58\x50\xC7\xB3\x43\x36\xDA\xA2\x4E\x70\xB0\xD3\xAE\xC9\x2C\xF7\x5B\x53\xF5\x55\x45\xF5\xE2\xB1\x51\x65\x32\x5E\x55\x26\xBF\xCE\xBC\xB7\x2D\x15\xBB\x60\xA1\xE1\x99\x8C\x33\x87\xA9\x0C\xFD\xA5\xD2\x4C\x6B\x99\x95\x5A\xB3\x87\x43\xE0\xB7\xD1\xE1\x12\xF8\x6A\x98\xEE\xA3\xF6\xBE\x2E\xA6\xB5\xD4\x3B\x1C\xB1\x68\x8A\x0A\x08\xA6\x50\x7D\x8E\x4C\x08\x26\x25\x4B\xD7\xD6\x67\x48\x28\xB6\x87\xCF\xEE\xA7\x1B\x35\xDC\x02\x69\xA2\x03\xA3\x18\x79\xE7\xCF\xC2\xB2\xDF\xA3\xF6\xAE\xF6\x88\xD1\xFF\x2B\x57\xFB\x81\xEC\x2B\xA6\x1F\x86\xC1\xBF\x7A\xEE\x9E\xA4\x20\x32\x8D\xE1\x69\xAD\x4C\x48\x4E\xEA\x88\x65\x2D\x7D\x3D\xDD\xC4\x55\x23\xF6\x43\x16\xD4\x4C\xCC\x6E\x8D\x12\xA9\xA0\x97\xAB\x6C\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7F\xDB\xCB\x87\xBE\xEF\x48\xA6\x01\x20\x00\x00\x50\x34\x02\x82\xE8\xCA\x00\x18\x30\xB3\x27\x28\x01\xB4\x01\xCC\xE4\x80\x00\x00\x00\x40\x00\x03\x80\x00\x00\x00\x0F\x1B\xF9\xFF\x80\x00\x00\x00\xCF\x78\xF4\xAF\x80\x00\x00\x00\xB5\xB6\x2C\xD3\x35\xF3\x7E\x9C\x7E\x9C\xCE\xC8\x7F\xFF\xFF\xFF\x96\x2E\xD2\x2F\x3B\xFE\x44\x96\x58\x7F\x0D\x3A\x7F\xFF\xFF\xFF\x4B\x8F\x22\xF3\x12\xCD\x1A\xB0\x5D\xDD\x2F\x33\x7F\xFF\xFF\xFF\xFC\x93\x8A\xA1\x7F\xFF\xFF\xFF\x5C\x29\xAA\x71\x7F\xFF\xFF\xFF\xD6\x3F\x55\x16\x7F\xFF\xFF\xFF\x43\x36\xDA\xA2\xF1\xA0\x36\xB1\xAE\xC9\x2C\xF7\x7F\xFF\xFF\xFF\x45\xF5\xE2\xB1\x6F\x5A\x58\xAB\x55\x26\xBF\xCE\x80\x00\x00\x00\xBB\x60\xA1\xE1\x80\x00\x00\x00\xA9\x0C\xFD\xA5\x80\x00\x00\x00\x95\x5A\xB3\x87\x7F\xFF\xFF\xFF\xE1\x12\xF8\x6A\x80\x00\x00\x00\xBE\x2E\xA6\xB5\x80\x00\x00\x00\x68\x8A\x0A\x08\x80\x00\x00\x00\x4C\x08\x26\x25\x7F\xFF\xFF\xFF\x48\x28\xB6\x87\x80\x00\x00\x00\x35\xDC\x02\x69\x80\x00\x00\x00\x79\xE7\xCF\xC2\x80\x00\x00\x00\xAE\xF6\x88\xD1\x3B\xA0\xFB\x34\x81\xEC\x2B\xA6\x7F\xFF\xFF\xFF\x7A\xEE\x9E\xA4\x7F\xFF\xFF\xFF\x69\xAD\x4C\x48\x7F\xFF\xFF\xFF\x2D\x7D\x3D\xDD\x80\x00\x00\x00\x43\x16\xD4\x4C\x4A\xD7\x04\xF1\xA9\xA0\x97\xAB\x6C\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5691DD70), ('P4rIngress.bitmap_seq.seq', 0xF7202827)], 13141)
        self.setRegisterValue('P4rIngress.rounds', 0xF7202827, 13141)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x7E)], 13141)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13141)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB0BEF560), ('P4rIngress.values_v00000.hi', 0x3B8B81AF)], 13141)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x92AB4690), ('P4rIngress.values_v00001.hi', 0xDDC7470B)], 13141)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x96CDDBA6), ('P4rIngress.values_v00010.hi', 0xB4DCCA5F)], 13141)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9BC3AF6B), ('P4rIngress.values_v00011.hi', 0x6AA83A0F)], 13141)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x63739193), ('P4rIngress.values_v00100.hi', 0x8B09DED3)], 13141)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD64D64FE), ('P4rIngress.values_v00101.hi', 0x4BC9D58D)], 13141)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6A749605), ('P4rIngress.values_v00110.hi', 0x3461FF3F)], 13141)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xCFBE6BD5), ('P4rIngress.values_v00111.hi', 0x346209B3)], 13141)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7C26DCBB), ('P4rIngress.values_v01000.hi', 0x80000000)], 13141)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x50558CD4), ('P4rIngress.values_v01001.hi', 0x6EAE9C63)], 13141)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6B5C999E), ('P4rIngress.values_v01010.hi', 0x00000000)], 13141)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5FCB06BC), ('P4rIngress.values_v01011.hi', 0xB6BAC6C1)], 13141)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C685A0A), ('P4rIngress.values_v01100.hi', 0x6262672D)], 13141)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x279C86C7), ('P4rIngress.values_v01101.hi', 0xC1B0CDE6)], 13141)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xDA38D17B), ('P4rIngress.values_v01110.hi', 0xBD507298)], 13141)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x9AB6ED7F), ('P4rIngress.values_v01111.hi', 0xAE85ED88)], 13141)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x1614B6D9), ('P4rIngress.values_v10000.hi', 0xDFB74903)], 13141)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4E7EDFE9), ('P4rIngress.values_v10001.hi', 0x323742E5)], 13141)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xAF66FDAB), ('P4rIngress.values_v10010.hi', 0xCF1FB9AF)], 13141)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xDF9133FA), ('P4rIngress.values_v10011.hi', 0x96EE298F)], 13141)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6735DF09), ('P4rIngress.values_v10100.hi', 0x1710AA97)], 13141)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x57AE9FE1), ('P4rIngress.values_v10101.hi', 0x4B009861)], 13141)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x43BB776E), ('P4rIngress.values_v10110.hi', 0x4DA97A65)], 13141)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x780EB3DB), ('P4rIngress.values_v10111.hi', 0x4BD3215B)], 13141)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9B3CD1DB), ('P4rIngress.values_v11000.hi', 0x4B130A66)], 13141)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1CEACD6D), ('P4rIngress.values_v11001.hi', 0xD623F38B)], 13141)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x54379A85), ('P4rIngress.values_v11010.hi', 0x2A5EBC6A)], 13141)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x9F2AA455), ('P4rIngress.values_v11011.hi', 0x7112585B)], 13141)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x887C9B57), ('P4rIngress.values_v11100.hi', 0x6DE98BD3)], 13141)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x165ECFA5), ('P4rIngress.values_v11101.hi', 0x9560B763)], 13141)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5EBBE371), ('P4rIngress.values_v11110.hi', 0xA706A372)], 13141)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x955CD3E9), ('P4rIngress.values_v11111.hi', 0x72D9A330)], 13141)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCC7C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D60),
                gc.DataTuple('slot_count', 0x00000D9F),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x16842695),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xCF82A6A3),
                gc.KeyTuple('src_port', 0x0482),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCC7C),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x039F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\x82\xA6\xA3\x00\x00\x00\x00\x04\x82\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCC\x7C\x00\x18\x16\x84\x26\x95\x05\xF5\x07\xD0\xF7\x20\x28\x27\x00\x40\x00\x00\x98\x68\xB1\xF5\x62\x52\x8B\xAB\xAE\x9B\xF4\x8F\x51\x5D\x5E\x96\xE4\xA9\xD9\x04\xB1\x94\x38\x33\x32\x65\x7E\x43\x42\xBC\xDC\x73\x79\x2B\xFC\xA8\xDE\x68\x2A\xC4\x5C\x75\xB2\x51\x68\x13\x4E\x2F\x16\x55\x72\xF3\x70\xAD\xED\x3C\x33\xC2\x7E\x77\x4F\x4A\xBE\x8F\x3D\x98\x9D\x88\x00\x00\x00\x00\x64\x51\x6D\x1F\x4A\x7A\x9D\x37\x5A\xFD\x2D\xAF\x80\x00\x00\x00\x5D\xCF\xA1\xB2\xB9\x32\xF4\xA2\x57\x9D\x5A\x86\x23\xC3\xF8\xB3\x67\x3E\x68\x5B\x88\x65\xE7\x64\x8F\x4E\xDB\x11\x99\x3C\x76\xC8\x5E\xE7\x7A\x33\xBA\x81\x69\xA1\x37\x76\x54\x8B\x9E\x51\xB9\xAB\x4A\xCB\x9E\x06\x6A\xEE\xD5\x7D\xF9\xB9\xFD\x2E\xE1\xA4\x1C\xA5\x83\x7F\x32\x72\x5E\xF3\x08\xD7\x33\xC0\x49\xFD\xD3\x15\xFA\x94\x8C\x2C\x11\x2D\x6A\x88\xAE\xC9\x47\xAE\x81\x2E\x5D\xB6\xD2\x91\x67\x76\x3A\xC3\x63\xC3\x25\xED\x78\x8D\x88\x6B\x6A\x5E\xBF\x0E\xAE\x3C\x5D\x43\x8E\x76\x25\x21\x0F\x31\x1B\x1F\x6B\x6A\xA7\x36\xC8\xB2\x1F\x5D\x3D\xD8\xC9\x0C\xB6\x55\x18\x57\x6C\x31\x49\x66\x26\xAB\x8F\x3B\xD4\xD5\xA7\x62\xC2\x1B\x99\x4F\x8C\xAA\xE8\xDD\x80\x5E\xF7\xDF\x76\x62\xD5\xA7\xF1\x4A\xA0\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\x82\xA6\xA3\xBE\xEF\x04\x82\x01\x20\x00\x00\x50\x34\x02\x82\xCC\x7C\x00\x18\x16\x84\x26\x95\x05\xF5\x01\xD0\xF7\x20\x28\x27\x00\x40\x00\x0E\x80\x00\x00\x00\x62\x52\x8B\xAB\x80\x00\x00\x00\x51\x5D\x5E\x96\x80\x00\x00\x00\xB1\x94\x38\x33\xCE\x29\x2D\xAE\x42\xBC\xDC\x73\x7F\xFF\xFF\xFF\xDE\x68\x2A\xC4\x32\xC3\x17\x4F\x68\x13\x4E\x2F\x7F\xFF\xFF\xFF\x70\xAD\xED\x3C\x03\x80\xEA\x4C\x4F\x4A\xBE\x8F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x4A\x7A\x9D\x37\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB9\x32\xF4\xA2\x7F\xFF\xFF\xFF\x23\xC3\xF8\xB3\x7F\xFF\xFF\xFF\x88\x65\xE7\x64\x80\x00\x00\x00\x99\x3C\x76\xC8\xF9\x9E\x67\xB2\xBA\x81\x69\xA1\x4D\x8B\x0B\x64\x9E\x51\xB9\xAB\x7F\xFF\xFF\xFF\x6A\xEE\xD5\x7D\xA9\x20\xFA\xD9\xE1\xA4\x1C\xA5\x80\x00\x00\x00\x5E\xF3\x08\xD7\x7F\xFF\xFF\xFF\xD3\x15\xFA\x94\xE3\xDA\xB1\x0E\x6A\x88\xAE\xC9\x7F\xFF\xFF\xFF\x5D\xB6\xD2\x91\x7F\xFF\xFF\xFF\x63\xC3\x25\xED\x13\xCA\x5A\x46\x6A\x5E\xBF\x0E\xCB\x27\x2A\xB0\x8E\x76\x25\x21\x63\x68\xB5\xA4\x6B\x6A\xA7\x36\x80\x00\x00\x00\x3D\xD8\xC9\x0C\x80\x00\x00\x00\x6C\x31\x49\x66\x3D\x0A\x5E\xE0\xD4\xD5\xA7\x62\x20\xD7\x7C\xC0\x8C\xAA\xE8\xDD\x80\x00\x00\x00\x76\x62\xD5\xA7\xF1\x4A\xA0\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6B02986), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 15179)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 15179)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x3E)], 15179)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15179)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBAB1C995), ('P4rIngress.values_v00000.hi', 0x45E3BAF6)], 15179)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB36899ED), ('P4rIngress.values_v00001.hi', 0x23A2F615)], 15179)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8827B44E), ('P4rIngress.values_v00010.hi', 0x9F3F9A55)], 15179)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4A23097B), ('P4rIngress.values_v00011.hi', 0x726B556F)], 15179)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x379EF35E), ('P4rIngress.values_v00100.hi', 0x89ACEA73)], 15179)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xFA2FB6A7), ('P4rIngress.values_v00101.hi', 0x5DB2591D)], 15179)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x76A43851), ('P4rIngress.values_v00110.hi', 0x36DDD733)], 15179)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0D2C9E2B), ('P4rIngress.values_v00111.hi', 0x22EFE20E)], 15179)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x70B551B1), ('P4rIngress.values_v01000.hi', 0x2F1264B2)], 15179)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4E6BFB11), ('P4rIngress.values_v01001.hi', 0x48EDD071)], 15179)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6B0A9339), ('P4rIngress.values_v01010.hi', 0x457AFB3B)], 15179)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6165C637), ('P4rIngress.values_v01011.hi', 0x22A8F693)], 15179)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xC1AB66AA), ('P4rIngress.values_v01100.hi', 0x297764CB)], 15179)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x426FEF98), ('P4rIngress.values_v01101.hi', 0x3D7509BF)], 15179)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6B8A0A57), ('P4rIngress.values_v01110.hi', 0x66BB8757)], 15179)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8459DC9D), ('P4rIngress.values_v01111.hi', 0xD0C575D1)], 15179)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xB81243D9), ('P4rIngress.values_v10000.hi', 0xB3AD705E)], 15179)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x9B1DE6C9), ('P4rIngress.values_v10001.hi', 0x8AC2476E)], 15179)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6607EB5F), ('P4rIngress.values_v10010.hi', 0xA5632C7D)], 15179)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD716BB7E), ('P4rIngress.values_v10011.hi', 0xA85721E2)], 15179)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB238EBF6), ('P4rIngress.values_v10100.hi', 0x73CA7D23)], 15179)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xD770CEDB), ('P4rIngress.values_v10101.hi', 0x7D331FE8)], 15179)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x24932B97), ('P4rIngress.values_v10110.hi', 0x4B8CF28F)], 15179)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x781CC199), ('P4rIngress.values_v10111.hi', 0x42DAA299)], 15179)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8F50F123), ('P4rIngress.values_v11000.hi', 0xBE0D79E5)], 15179)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA99A3D06), ('P4rIngress.values_v11001.hi', 0x306F78FB)], 15179)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x310D1923), ('P4rIngress.values_v11010.hi', 0xC4BFD3A3)], 15179)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7ADBD9F3), ('P4rIngress.values_v11011.hi', 0x999D4E69)], 15179)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5A772D70), ('P4rIngress.values_v11100.hi', 0xD171A513)], 15179)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB25087F4), ('P4rIngress.values_v11101.hi', 0x755C2D3B)], 15179)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x2FB92D87), ('P4rIngress.values_v11110.hi', 0x38D9A339)], 15179)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5C9F1B53), ('P4rIngress.values_v11111.hi', 0x2F141E9B)], 15179)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7129),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015EF),
                gc.DataTuple('slot_count', 0x000008AE),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x673390D8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0xCCBB6D77),
                gc.KeyTuple('src_port', 0x1A7D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7129),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00F6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCC\xBB\x6D\x77\x00\x00\x00\x00\x1A\x7D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x71\x29\x00\x18\x67\x33\x90\xD8\x05\x5C\x07\x86\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x8A\xAD\x43\x2B\x45\xC3\xF9\xAB\xBB\xDE\x98\x1C\x5A\xFA\xFF\x77\xF2\xEC\x3C\xE4\xA6\x64\x53\x1C\xAB\x6E\xFF\xB3\x48\x6B\x47\xB2\x50\x00\xCE\x04\xD7\xB0\x72\x65\x8A\xE6\x26\xD3\x4F\x12\xFE\x05\x78\xBC\xAA\xDB\x4A\xD0\x36\x65\x4A\xE9\xC2\xD9\x7A\x8B\xA5\xCA\x76\xB1\x7A\xAA\xFB\xDF\x06\x9D\x4F\x37\x4B\x2D\x70\x21\xC7\xDA\x3A\x89\xD2\x26\xDD\xCA\xC1\x23\x46\xD4\x2F\x13\x75\x2D\x56\xEB\xBF\x24\xF7\xCD\xAA\x59\x1E\xEC\x62\xC2\x61\x31\x63\xD5\x5C\x67\x94\x62\x85\xB3\x31\xD3\xDD\x0A\xFA\x94\x5E\x2A\xA7\x7F\x3C\x37\xBC\x33\xBD\xAB\xB5\x31\xDB\x6D\xBB\xAC\xD6\x7B\x8C\xC1\x99\x6C\x25\x8C\xBA\xF5\xB0\x7B\xAA\x9B\x96\xAA\xBE\x42\x8C\x5F\x35\xFE\x96\xDB\x4B\x72\x26\x8F\xF9\x6D\x8A\x4E\xC6\xBF\x45\x02\x4A\xEF\x6B\xB3\x6E\x35\x42\x2A\xC8\xFA\x6E\xFD\x74\x7D\x4E\xBF\xA0\x1F\xCA\x90\x53\xEE\x86\xC3\x32\xF6\xBB\x12\xFF\xCC\x16\x0D\xFD\xE1\x1B\x28\x19\xB3\xAB\x37\xFF\xF1\x59\x54\x39\x3C\xB1\xCD\xE6\xBD\x52\x8C\xEA\x36\xC0\xA6\x3C\xC5\xB6\x76\x94\x58\x4D\xD1\x93\xAE\x00\x00\x00\x00\x14\xA0\x93\x0B\x97\x36\x08\x1A\x65\xB4\x35\xDB\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCC\xBB\x6D\x77\xBE\xEF\x1A\x7D\x01\x20\x00\x00\x50\x34\x02\x82\x71\x29\x00\x18\x67\x33\x90\xD8\x05\x5C\x01\x86\xFF\xFF\xFF\xFF\x00\x40\x00\x20\x80\x00\x00\x00\x45\xC3\xF9\xAB\x80\x00\x00\x00\x5A\xFA\xFF\x77\x80\x00\x00\x00\xA6\x64\x53\x1C\xF5\x92\x09\x2E\x48\x6B\x47\xB2\x7F\xFF\xFF\xFF\xD7\xB0\x72\x65\x85\x15\xDD\x7A\x4F\x12\xFE\x05\x7F\xFF\xFF\xFF\x4A\xD0\x36\x65\x58\x16\x61\x04\x7A\x8B\xA5\xCA\x7F\xFF\xFF\xFF\xFB\xDF\x06\x9D\x7F\xFF\xFF\xFF\x70\x21\xC7\xDA\x7F\xFF\xFF\xFF\xDD\xCA\xC1\x23\x7F\xFF\xFF\xFF\x75\x2D\x56\xEB\x80\xD0\x5E\x77\xAA\x59\x1E\xEC\x7F\xFF\xFF\xFF\x63\xD5\x5C\x67\xFF\xEC\x90\x0A\x31\xD3\xDD\x0A\x80\x00\x00\x00\xA7\x7F\x3C\x37\x80\x00\x00\x00\xB5\x31\xDB\x6D\x80\x00\x00\x00\x8C\xC1\x99\x6C\x7F\xFF\xFF\xFF\xB0\x7B\xAA\x9B\x80\x00\x00\x00\x8C\x5F\x35\xFE\x80\x00\x00\x00\x26\x8F\xF9\x6D\x80\x00\x00\x00\x45\x02\x4A\xEF\x7F\xFF\xFF\xFF\x42\x2A\xC8\xFA\x7F\xFF\xFF\xFF\x4E\xBF\xA0\x1F\x80\x00\x00\x00\x86\xC3\x32\xF6\x80\x00\x00\x00\x16\x0D\xFD\xE1\x4C\x35\x32\xD6\xAB\x37\xFF\xF1\x7F\xFF\xFF\xFF\xB1\xCD\xE6\xBD\x7F\xFF\xFF\xFF\xC0\xA6\x3C\xC5\x80\x00\x00\x00\x4D\xD1\x93\xAE\x2F\xB9\x2D\x87\x14\xA0\x93\x0B\xF3\xD5\x23\x6D\x65\xB4\x35\xDB\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0ACE2D1C), ('P4rIngress.bitmap_seq.seq', 0x20000000)], 13841)
        self.setRegisterValue('P4rIngress.rounds', 0x20000000, 13841)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0xEE)], 13841)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13841)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xACEE576E), ('P4rIngress.values_v00000.hi', 0x1A31124E)], 13841)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA2BF427A), ('P4rIngress.values_v00001.hi', 0xD133CAB5)], 13841)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x942B64B2), ('P4rIngress.values_v00010.hi', 0xBB32BB08)], 13841)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD5F4719F), ('P4rIngress.values_v00011.hi', 0x61630CAB)], 13841)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x194EB01D), ('P4rIngress.values_v00100.hi', 0xA3E1FE1B)], 13841)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xFA29F508), ('P4rIngress.values_v00101.hi', 0x748DEF3B)], 13841)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0FD9EEDD), ('P4rIngress.values_v00110.hi', 0x39C79791)], 13841)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x8BAE679F), ('P4rIngress.values_v00111.hi', 0x6FE4E222)], 13841)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4860C6B7), ('P4rIngress.values_v01000.hi', 0x9DD329BA)], 13841)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x774654D6), ('P4rIngress.values_v01001.hi', 0x5D854487)], 13841)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7EAA20DE), ('P4rIngress.values_v01010.hi', 0x08B987CF)], 13841)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7A21BCDC), ('P4rIngress.values_v01011.hi', 0x5B7D56A5)], 13841)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x7E38B747), ('P4rIngress.values_v01100.hi', 0x187B4A46)], 13841)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x56F72F8B), ('P4rIngress.values_v01101.hi', 0x74543BCE)], 13841)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6C63859B), ('P4rIngress.values_v01110.hi', 0x5AD7CB9B)], 13841)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5D23A481), ('P4rIngress.values_v01111.hi', 0xA3B8FE3E)], 13841)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xAF7A2638), ('P4rIngress.values_v10000.hi', 0x73B747E8)], 13841)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4AE016FD), ('P4rIngress.values_v10001.hi', 0x833DCEF3)], 13841)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x741653B2), ('P4rIngress.values_v10010.hi', 0x77D4AB94)], 13841)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x68F28246), ('P4rIngress.values_v10011.hi', 0xC05E793B)], 13841)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA3EB26A3), ('P4rIngress.values_v10100.hi', 0x49E9D884)], 13841)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8EB74DA6), ('P4rIngress.values_v10101.hi', 0x4BE438EF)], 13841)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x834FB224), ('P4rIngress.values_v10110.hi', 0xA4DF71AF)], 13841)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x561CEB5D), ('P4rIngress.values_v10111.hi', 0x3A659305)], 13841)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xB6C799A1), ('P4rIngress.values_v11000.hi', 0x53167CB3)], 13841)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x2BB9A279), ('P4rIngress.values_v11001.hi', 0x5AD665DF)], 13841)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x59C8400B), ('P4rIngress.values_v11010.hi', 0x0B9EF593)], 13841)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x44B042F8), ('P4rIngress.values_v11011.hi', 0x748D07B3)], 13841)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x37344375), ('P4rIngress.values_v11100.hi', 0x3780A0A3)], 13841)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xD68A079B), ('P4rIngress.values_v11101.hi', 0x6FECAECE)], 13841)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x55B972CD), ('P4rIngress.values_v11110.hi', 0x57DF0D49)], 13841)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x972CD261), ('P4rIngress.values_v11111.hi', 0x44D6B82E)], 13841)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB6D0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C39),
                gc.DataTuple('slot_count', 0x00000F6B),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0339D8CC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x5162AF27),
                gc.KeyTuple('src_port', 0xB481),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB6D0),
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
        ig_port = 25
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x62\xAF\x27\x00\x00\x00\x00\xB4\x81\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB6\xD0\x00\x18\x03\x39\xD8\xCC\x09\xD8\x07\xF0\x20\x00\x00\x00\x00\x40\x00\x00\xA6\x45\x48\x35\x6A\x71\xC6\x5D\xA6\x34\xC5\xA7\xD7\x87\x1B\xBB\xD5\xA9\x59\xD7\x93\xEB\x1B\x45\x1B\x2C\xFA\xCE\x49\x51\x5B\x4B\x6D\xE2\x5E\x00\xA6\x02\x72\xAB\xA3\x45\xC3\x44\x3E\xEC\xB1\x81\x77\x94\xF1\x3A\x73\x5A\xCA\x62\x54\x6A\x75\xC7\x44\x22\xDE\xA7\x6D\x25\xE2\x77\xFC\x57\xF1\x72\x35\x1C\xCE\x55\x56\x9D\x38\xD5\x03\xF4\x8C\x58\xB7\x3F\xBB\xC9\x17\xEA\x2A\x26\x27\x34\xD4\x9E\xDB\x2F\xE8\xDB\x55\x3C\xDA\x35\x49\x81\x48\x90\x3F\x01\xF1\x8B\xF9\xF5\x6E\x01\x33\x55\x59\xC6\x29\x42\x78\x1B\xA1\xD2\x16\x45\xCC\x68\xA7\x1C\x52\xFF\x5E\xAE\x6A\xDF\xA2\xFC\xC4\xDC\xBC\xF7\x59\xA4\x7A\x97\x0A\xF0\x2E\xEF\x56\xB5\x3E\xCA\x80\x02\x11\x13\xCB\xE7\xD6\x66\x69\x48\xA7\xC5\xFA\x71\x8C\xD6\x5B\xF4\x93\xC9\xCB\xCB\x75\x6D\xD4\x55\x52\x89\xBF\x5D\xDB\x59\x60\x45\x35\x4C\x9E\xD0\xAF\x01\x50\xD1\x88\x71\x6A\x9A\xED\x32\x53\x21\x87\x85\x35\x7E\xCF\x8B\xB3\x49\xEA\xEA\x48\x33\xD9\x73\x62\xAA\x46\x57\x12\x9F\xD9\xBE\x4E\x8B\x7D\x9A\x5F\x7B\xB8\x69\x53\x99\xEE\x4F\x66\x29\x62\xE9\x48\xB0\xBC\xE2\xD2\xAC\x6B\xF3\x3D\x9C\x4C\x5D\x78\x44\x18\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x62\xAF\x27\xBE\xEF\xB4\x81\x01\x20\x00\x00\x50\x34\x02\x82\xB6\xD0\x00\x18\x03\x39\xD8\xCC\x09\xD8\x01\xF0\x20\x00\x00\x00\x00\x40\x00\x13\x80\x00\x00\x00\x6A\x71\xC6\x5D\x80\x00\x00\x00\xD7\x87\x1B\xBB\x80\x00\x00\x00\x93\xEB\x1B\x45\xF1\x21\x6C\x6D\x49\x51\x5B\x4B\x7F\xFF\xFF\xFF\xA6\x02\x72\xAB\x9D\x6F\xB8\x4C\x3E\xEC\xB1\x81\x7F\xFF\xFF\xFF\x73\x5A\xCA\x62\xE0\x18\xDD\x66\x44\x22\xDE\xA7\x7F\xFF\xFF\xFF\xFC\x57\xF1\x72\x7F\xFF\xFF\xFF\x56\x9D\x38\xD5\x7F\xFF\xFF\xFF\xB7\x3F\xBB\xC9\x7F\xFF\xFF\xFF\x27\x34\xD4\x9E\x59\x68\xA0\x22\x55\x3C\xDA\x35\x7F\xFF\xFF\xFF\x3F\x01\xF1\x8B\x66\x58\xF3\x9C\x33\x55\x59\xC6\x7F\xFF\xFF\xFF\xA1\xD2\x16\x45\x80\x00\x00\x00\x52\xFF\x5E\xAE\x7F\xFF\xFF\xFF\xC4\xDC\xBC\xF7\x7F\xFF\xFF\xFF\x0A\xF0\x2E\xEF\x7F\xFF\xFF\xFF\x80\x02\x11\x13\x80\x00\x00\x00\x69\x48\xA7\xC5\x89\x28\xDA\x7C\x5B\xF4\x93\xC9\x80\x00\x00\x00\xD4\x55\x52\x89\x15\x7A\xC6\xB6\x60\x45\x35\x4C\x80\x00\x00\x00\x50\xD1\x88\x71\x7F\xFF\xFF\xFF\x53\x21\x87\x85\x7F\xFF\xFF\xFF\xB3\x49\xEA\xEA\x7F\xFF\xFF\xFF\x62\xAA\x46\x57\x49\xD4\x1D\x33\x4E\x8B\x7D\x9A\x36\x05\xC0\x04\x53\x99\xEE\x4F\x7F\xFF\xFF\xFF\x48\xB0\xBC\xE2\x80\x00\x00\x00\x3D\x9C\x4C\x5D\x78\x44\x18\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3A5D6E58), ('P4rIngress.bitmap_seq.seq', 0x3E3D1F4A)], 15222)
        self.setRegisterValue('P4rIngress.rounds', 0x3E3D1F4A, 15222)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x3C)], 15222)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15222)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xABEF6A69), ('P4rIngress.values_v00000.hi', 0x4F18E735)], 15222)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9FC8E1F7), ('P4rIngress.values_v00001.hi', 0x854D673E)], 15222)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA52A4D0D), ('P4rIngress.values_v00010.hi', 0xAE9556FD)], 15222)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE4BCC379), ('P4rIngress.values_v00011.hi', 0x593390C6)], 15222)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x504F20DC), ('P4rIngress.values_v00100.hi', 0xACC79327)], 15222)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x9EE38289), ('P4rIngress.values_v00101.hi', 0x264D67F2)], 15222)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x321E152A), ('P4rIngress.values_v00110.hi', 0x548464F2)], 15222)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xA9C2E2A9), ('P4rIngress.values_v00111.hi', 0x1DF28867)], 15222)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7BF920BD), ('P4rIngress.values_v01000.hi', 0xEEA90CB4)], 15222)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7EE45B61), ('P4rIngress.values_v01001.hi', 0x4B3DD1C8)], 15222)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x47FC18F3), ('P4rIngress.values_v01010.hi', 0x12CA7EFB)], 15222)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x48661F2E), ('P4rIngress.values_v01011.hi', 0x494EBADF)], 15222)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xF18AE353), ('P4rIngress.values_v01100.hi', 0x17250395)], 15222)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4BC53153), ('P4rIngress.values_v01101.hi', 0x62EBE61E)], 15222)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x05681B0E), ('P4rIngress.values_v01110.hi', 0x6FAE5ADF)], 15222)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x67C38F47), ('P4rIngress.values_v01111.hi', 0x4BA12E36)], 15222)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6F40745A), ('P4rIngress.values_v10000.hi', 0x9AFFA4F5)], 15222)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x2A979F4D), ('P4rIngress.values_v10001.hi', 0x2CA4E0DB)], 15222)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x8EECC7EB), ('P4rIngress.values_v10010.hi', 0x28DA3B7B)], 15222)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x47F04DEB), ('P4rIngress.values_v10011.hi', 0x78F3AE6B)], 15222)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x95DB13F4), ('P4rIngress.values_v10100.hi', 0x9070EB74)], 15222)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x2FDD3B6B), ('P4rIngress.values_v10101.hi', 0x2FC62D1B)], 15222)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4E497649), ('P4rIngress.values_v10110.hi', 0x7ECEBD57)], 15222)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x33D6204D), ('P4rIngress.values_v10111.hi', 0x9E26EA72)], 15222)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xAC3D53AF), ('P4rIngress.values_v11000.hi', 0xF3BD6FFD)], 15222)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3694D8F7), ('P4rIngress.values_v11001.hi', 0x115E9C6C)], 15222)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7650B276), ('P4rIngress.values_v11010.hi', 0xA69A69C8)], 15222)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB92C1CDB), ('P4rIngress.values_v11011.hi', 0xA8FDDA67)], 15222)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xDDFC7A75), ('P4rIngress.values_v11100.hi', 0x0E4D1BE3)], 15222)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2EDCF4CB), ('P4rIngress.values_v11101.hi', 0x65CDE91B)], 15222)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x9FD960A8), ('P4rIngress.values_v11110.hi', 0x9B045CD7)], 15222)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2CD4BBB2), ('P4rIngress.values_v11111.hi', 0x471D81E9)], 15222)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6AF9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000013C1),
                gc.DataTuple('slot_count', 0x0000098F),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD94716D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xC16B5E04),
                gc.KeyTuple('src_port', 0x058D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6AF9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0177),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\x6B\x5E\x04\x00\x00\x00\x00\x05\x8D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6A\xF9\x00\x18\xAD\x94\x71\x6D\x07\xB5\x07\x95\x3E\x3D\x1F\x4A\x00\x40\x00\x00\x98\xDE\x16\xC3\x6F\x10\xEA\xA5\xC5\xE3\x94\xDA\x2E\x5D\xF7\x63\xA3\xFE\x89\x76\xB9\x69\x74\x6E\xFF\x46\x92\x78\x2F\x9B\x26\x51\x40\x3B\xEF\x44\x90\x32\x23\x34\x0F\x97\xF8\xEF\x74\x79\x4E\x75\x62\xD8\xCF\x49\x4E\xFD\xEA\xCA\xFA\x6E\x8E\xDF\x63\xAF\xD1\xC7\x49\x7C\x89\x9D\xB4\x29\x69\xF7\x53\xB5\x33\xD6\x6E\x55\x5C\x72\x62\x0C\xD3\xF6\x6B\x38\x49\x9F\x4B\x51\x75\x76\x72\x09\xBE\x63\xD7\xCB\x69\x87\xB7\x25\x4B\xBD\x6D\x25\xC4\x5D\x5A\x5E\x79\xBA\xD8\x48\x6C\x5A\x2D\xA6\xB4\x86\x46\x71\xF3\x8B\x4B\x2C\x3B\x9F\x5D\x61\x20\xD2\x7D\x86\x3F\x2B\x66\xD4\x5E\x33\x31\x7F\x7A\xC9\x8A\xFC\x87\xCA\xE3\xBE\xCB\xC1\x44\x71\x3B\x13\x19\xDF\x46\x4F\x74\xE0\x3B\xF4\xBA\x25\x48\x81\xA8\x6E\x2C\x4A\x61\xEB\xEF\x9B\x63\xC5\x66\x5C\x1A\xA8\x69\x11\x14\x6A\xEF\xDB\x07\xB9\xBA\x23\x15\xCB\x0F\xA7\xC5\x30\x3D\x5E\x6F\x8E\x16\x96\x72\x5A\xCD\xEE\x32\x50\x2F\x15\xBF\x2A\xAF\x31\x4D\x57\x95\x23\x67\x30\xAB\xDD\x46\xD5\x8C\xE7\xF7\x5A\x67\x1F\x98\x32\x94\xA7\x45\xEB\x3B\xB8\xD3\x9B\xE2\xEC\xDF\xE4\xC9\x53\x6A\x81\x6D\x91\xCA\x2A\xFE\xD3\x00\xA7\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC1\x6B\x5E\x04\xBE\xEF\x05\x8D\x01\x20\x00\x00\x50\x34\x02\x82\x6A\xF9\x00\x18\xAD\x94\x71\x6D\x07\xB5\x01\x95\x3E\x3D\x1F\x4A\x00\x40\x00\x09\x80\x00\x00\x00\x6F\x10\xEA\xA5\x80\x00\x00\x00\x2E\x5D\xF7\x63\x80\x00\x00\x00\xB9\x69\x74\x6E\xE4\x03\x55\xF1\x2F\x9B\x26\x51\x7F\xFF\xFF\xFF\x90\x32\x23\x34\xAE\x7B\x7B\x78\x74\x79\x4E\x75\x7F\xFF\xFF\xFF\x4E\xFD\xEA\xCA\xA4\x31\x71\x88\x63\xAF\xD1\xC7\x7F\xFF\xFF\xFF\xB4\x29\x69\xF7\x7F\xFF\xFF\xFF\x6E\x55\x5C\x72\x7F\xFF\xFF\xFF\x6B\x38\x49\x9F\x7F\xFF\xFF\xFF\x72\x09\xBE\x63\xC9\x56\x4C\xDA\xB7\x25\x4B\xBD\x7F\xFF\xFF\xFF\x5A\x5E\x79\xBA\xDD\xB0\x87\x68\x2D\xA6\xB4\x86\x7F\xFF\xFF\xFF\x4B\x2C\x3B\x9F\x7F\xFF\xFF\xFF\x7D\x86\x3F\x2B\x7F\xFF\xFF\xFF\x31\x7F\x7A\xC9\x80\x00\x00\x00\xE3\xBE\xCB\xC1\x7F\xFF\xFF\xFF\x19\xDF\x46\x4F\x0A\xBB\x4F\xE8\xBA\x25\x48\x81\xD8\x4B\x67\xB5\x61\xEB\xEF\x9B\x7F\xFF\xFF\xFF\x1A\xA8\x69\x11\x48\x41\x10\x28\x07\xB9\xBA\x23\xC2\x08\x63\x56\xC5\x30\x3D\x5E\x7F\xFF\xFF\xFF\x72\x5A\xCD\xEE\x7F\xFF\xFF\xFF\xBF\x2A\xAF\x31\x06\x83\xB1\xFE\x67\x30\xAB\xDD\x24\xD2\x07\x5C\xF7\x5A\x67\x1F\xC7\x0F\x89\x72\x45\xEB\x3B\xB8\x80\x00\x00\x00\xDF\xE4\xC9\x53\x7F\xFF\xFF\xFF\xCA\x2A\xFE\xD3\x00\xA7\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7879A411), ('P4rIngress.bitmap_seq.seq', 0xBFB6F733)], 12685)
        self.setRegisterValue('P4rIngress.rounds', 0xBFB6F733, 12685)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x19)], 12685)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12685)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC337991D), ('P4rIngress.values_v00000.hi', 0x25B19066)], 12685)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA8888FE1), ('P4rIngress.values_v00001.hi', 0x214F755F)], 12685)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB1AB9BA9), ('P4rIngress.values_v00010.hi', 0xB79EE1E1)], 12685)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x510E5824)], 12685)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x61F2DBA2), ('P4rIngress.values_v00100.hi', 0x9B8F92CE)], 12685)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7CBCCB9B), ('P4rIngress.values_v00101.hi', 0x5BD3AEAD)], 12685)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7AFB02F6), ('P4rIngress.values_v00110.hi', 0x56579B62)], 12685)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xF2FAAB5A), ('P4rIngress.values_v00111.hi', 0x715D5B8B)], 12685)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x52BEBA4E), ('P4rIngress.values_v01000.hi', 0x6AE732C7)], 12685)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4AAAE16C), ('P4rIngress.values_v01001.hi', 0x24298F3E)], 12685)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4CA6A5C3), ('P4rIngress.values_v01010.hi', 0x3AFC2644)], 12685)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5EA7AF1E), ('P4rIngress.values_v01011.hi', 0x6DC7B0EF)], 12685)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2F6756A6), ('P4rIngress.values_v01100.hi', 0xFC579DB3)], 12685)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x67AB4DA1), ('P4rIngress.values_v01101.hi', 0x7B2DD4DB)], 12685)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6684D323), ('P4rIngress.values_v01110.hi', 0x66581ADE)], 12685)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x50A592DD), ('P4rIngress.values_v01111.hi', 0x4B4476A8)], 12685)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x661289C8), ('P4rIngress.values_v10000.hi', 0xBA77CA99)], 12685)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x78230074), ('P4rIngress.values_v10001.hi', 0x2CB6DA96)], 12685)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x0D5B3DA1), ('P4rIngress.values_v10010.hi', 0x789EABB9)], 12685)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8BC5E456), ('P4rIngress.values_v10011.hi', 0xB0B5EEDF)], 12685)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD6B6A617), ('P4rIngress.values_v10100.hi', 0xAEB60669)], 12685)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3385EDA2), ('P4rIngress.values_v10101.hi', 0x7BCEC154)], 12685)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x57490F4D), ('P4rIngress.values_v10110.hi', 0x54B18D5E)], 12685)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xBA6A9A55), ('P4rIngress.values_v10111.hi', 0xCB2D54B2)], 12685)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3BB99ECD), ('P4rIngress.values_v11000.hi', 0x709DA9ED)], 12685)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x80000000), ('P4rIngress.values_v11001.hi', 0x605D6ACF)], 12685)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB7044B4A), ('P4rIngress.values_v11010.hi', 0x46A9619A)], 12685)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x68F83A5D), ('P4rIngress.values_v11011.hi', 0xB7143445)], 12685)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x52A73EB6), ('P4rIngress.values_v11100.hi', 0x7B735636)], 12685)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2A62D965), ('P4rIngress.values_v11101.hi', 0x97DA43E7)], 12685)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4C1281EC), ('P4rIngress.values_v11110.hi', 0xBA639D42)], 12685)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x46D37914), ('P4rIngress.values_v11111.hi', 0x6A5A9B3D)], 12685)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x87CA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000037E),
                gc.DataTuple('slot_count', 0x0000150E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE961AE2C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x070B2414),
                gc.KeyTuple('src_port', 0x1830),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x87CA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0340),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x07\x0B\x24\x14\x00\x00\x00\x00\x18\x30\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x87\xCA\x00\x18\xE9\x61\xAE\x2C\x0E\x0F\x07\x6D\xBF\xB6\xF7\x33\x00\x40\x00\x00\x9E\x2D\x80\xD9\x74\xDF\xF7\xB7\x9E\x62\x94\x9E\xBB\x69\x63\x43\xCE\x3C\x83\x1D\x8B\x5F\xE8\xB3\x00\x00\x00\x00\x4F\x6A\x26\x23\x5D\x50\x91\x2D\xDC\xA9\x98\x7A\x85\xB5\xEA\x25\x5F\xD7\xDD\xE3\x1E\x6E\x8A\xA3\x6B\xD0\x62\xEB\x3B\x77\x8B\x8F\x75\x1C\x31\xE7\x79\xC5\x5A\x9A\xE4\x25\xA0\xF1\x47\xC9\x38\xAF\x6D\xC9\x8E\x29\x6A\xA0\xF6\x56\x8A\xA9\x5F\xCD\x67\x16\x53\x4E\x46\xEE\x9B\x55\xB7\x35\x92\x2B\x0A\x94\xE2\xA5\x74\x33\x60\xB9\x74\xD4\x89\xB2\xDB\x89\xB8\x57\x7E\x2F\x29\x31\x6E\xAF\x1A\xE3\x3A\x57\x26\xCD\x2F\xDA\xCF\xAB\xE0\xF6\x1A\x7B\x20\x8D\x0D\x4E\x5E\x66\xD3\x91\x73\x4D\x38\xEB\x78\xDB\x06\xBD\x46\x79\x4E\x19\xBC\xA9\x03\x4F\xB7\x4E\xB7\x8B\x84\x9C\xDF\x50\x9A\xBD\x85\xF8\x06\x12\xBF\x3B\x47\xFC\x37\x77\x55\x60\x38\xC4\xB2\xA1\xE2\xA2\xAA\x6C\xD9\xA7\x26\x9E\x8B\xDB\x33\x99\x8D\x45\x17\xE9\x4A\x6E\x56\x43\xBB\x03\xA3\xC4\x06\x7D\x58\xE5\xF2\xCB\x5E\xFD\x61\x5F\x8F\x64\x87\x87\x5C\xB7\x3A\x95\x48\x90\xE3\xA7\x79\x04\x3F\x6E\x93\xD2\xE8\xCF\x47\x1B\xC0\x23\xB1\xCE\x9A\x09\x3D\x16\x29\x27\x47\x6E\xBA\x5E\x25\xCE\x58\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x07\x0B\x24\x14\xBE\xEF\x18\x30\x01\x20\x00\x00\x50\x34\x02\x82\x87\xCA\x00\x18\xE9\x61\xAE\x2C\x0E\x0F\x01\x6D\xBF\xB6\xF7\x33\x00\x40\x00\x20\x80\x00\x00\x00\x74\xDF\xF7\xB7\x80\x00\x00\x00\xBB\x69\x63\x43\x80\x00\x00\x00\x8B\x5F\xE8\xB3\x00\x00\x00\x00\x4F\x6A\x26\x23\x7F\xFF\xFF\xFF\xDC\xA9\x98\x7A\x02\x72\xB5\xC0\x5F\xD7\xDD\xE3\x7F\xFF\xFF\xFF\x6B\xD0\x62\xEB\x2E\x72\x36\xE9\x75\x1C\x31\xE7\x7F\xFF\xFF\xFF\xE4\x25\xA0\xF1\x7F\xFF\xFF\xFF\x6D\xC9\x8E\x29\x7F\xFF\xFF\xFF\x8A\xA9\x5F\xCD\x7F\xFF\xFF\xFF\x46\xEE\x9B\x55\xE6\x9C\xE8\xD1\x0A\x94\xE2\xA5\x7F\xFF\xFF\xFF\x74\xD4\x89\xB2\x42\x0E\x8B\x7A\x7E\x2F\x29\x31\x7F\xFF\xFF\xFF\x3A\x57\x26\xCD\x7F\xFF\xFF\xFF\xE0\xF6\x1A\x7B\x7F\xFF\xFF\xFF\x5E\x66\xD3\x91\x7F\xFF\xFF\xFF\x78\xDB\x06\xBD\xD2\x3F\x32\x6F\xBC\xA9\x03\x4F\x8E\x05\x5D\xA2\x84\x9C\xDF\x50\xCE\x43\x73\x9A\x06\x12\xBF\x3B\x7F\xFF\xFF\xFF\x55\x60\x38\xC4\x80\x00\x00\x00\xAA\x6C\xD9\xA7\x62\x58\x2A\xA8\x33\x99\x8D\x45\x97\xE9\x4A\x6E\x56\x43\xBB\x03\x80\x00\x00\x00\x58\xE5\xF2\xCB\x7F\xFF\xFF\xFF\x8F\x64\x87\x87\x7F\xFF\xFF\xFF\x48\x90\xE3\xA7\x7F\xFF\xFF\xFF\x93\xD2\xE8\xCF\x7F\xFF\xFF\xFF\xB1\xCE\x9A\x09\x7F\xFF\xFF\xFF\x47\x6E\xBA\x5E\x25\xCE\x58\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA6500CFC), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11653)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11653)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x3A)], 11653)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11653)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x91CD3763), ('P4rIngress.values_v00000.hi', 0x776513E4)], 11653)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC9594621), ('P4rIngress.values_v00001.hi', 0x9BDD9FD2)], 11653)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC394FD38), ('P4rIngress.values_v00010.hi', 0x9D26CF97)], 11653)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x0693DADA), ('P4rIngress.values_v00011.hi', 0x7AD61E75)], 11653)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x64428BEE), ('P4rIngress.values_v00100.hi', 0x8BAE1AB5)], 11653)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x38BC4D98), ('P4rIngress.values_v00101.hi', 0x6FD4199E)], 11653)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x42EBA0D0), ('P4rIngress.values_v00110.hi', 0x786EE956)], 11653)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x48A05FDD), ('P4rIngress.values_v00111.hi', 0x76A9DC66)], 11653)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x41D8A8E7), ('P4rIngress.values_v01000.hi', 0x038A3575)], 11653)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x1E7F1976), ('P4rIngress.values_v01001.hi', 0x37A6EF3F)], 11653)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x69C33735), ('P4rIngress.values_v01010.hi', 0xD8A5EEA5)], 11653)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x43F195E1), ('P4rIngress.values_v01011.hi', 0x77CF1DB6)], 11653)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD75EDAE6), ('P4rIngress.values_v01100.hi', 0x14BAD623)], 11653)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x465BEE6C), ('P4rIngress.values_v01101.hi', 0x10EC8100)], 11653)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC71F58A5), ('P4rIngress.values_v01110.hi', 0xBD6B3B0C)], 11653)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x76F1598C), ('P4rIngress.values_v01111.hi', 0x78FC4B4B)], 11653)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E58D1DE), ('P4rIngress.values_v10000.hi', 0x78DEEB73)], 11653)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD6298977), ('P4rIngress.values_v10001.hi', 0x2898232A)], 11653)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6F59F065), ('P4rIngress.values_v10010.hi', 0x4DB47B72)], 11653)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD6B71E7B), ('P4rIngress.values_v10011.hi', 0x29D74E4D)], 11653)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9EC8F391), ('P4rIngress.values_v10100.hi', 0xAC3DA6DB)], 11653)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA4C2794D), ('P4rIngress.values_v10101.hi', 0x8261A7B3)], 11653)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xABE32212), ('P4rIngress.values_v10110.hi', 0x5850F1EF)], 11653)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5BCC89F5), ('P4rIngress.values_v10111.hi', 0xD6D24AB1)], 11653)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x52AC65AE), ('P4rIngress.values_v11000.hi', 0xC8F3D4A9)], 11653)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1C2EDEA1), ('P4rIngress.values_v11001.hi', 0x36DFE51B)], 11653)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x986C47D3), ('P4rIngress.values_v11010.hi', 0x18EAFC55)], 11653)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD5B2CDCB), ('P4rIngress.values_v11011.hi', 0xA46B80D3)], 11653)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6B0964BB), ('P4rIngress.values_v11100.hi', 0xB4DD7BE7)], 11653)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2FEB1E8F), ('P4rIngress.values_v11101.hi', 0x7CB37AE4)], 11653)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x40D5A1EC), ('P4rIngress.values_v11110.hi', 0xB453D16B)], 11653)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x76D4FA6B), ('P4rIngress.values_v11111.hi', 0x9BEF9298)], 11653)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1E00),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CED),
                gc.DataTuple('slot_count', 0x00000F19),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB43AC5E5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xD575510A),
                gc.KeyTuple('src_port', 0xFD1A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1E00),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD5\x75\x51\x0A\x00\x00\x00\x00\xFD\x1A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x1E\x00\x00\x18\xB4\x3A\xC5\xE5\x00\x98\x01\xDA\xFF\xFF\xFF\xFF\x00\x40\x00\x00\xD4\x45\x20\xF1\x5E\x04\x79\x5F\x8F\x5C\x42\xE1\x49\xD5\x50\x3B\x90\xF4\xAE\xA9\xD6\xA2\xEC\x7A\xA5\x81\xB8\x93\x67\x92\xB4\x2C\x5F\x6E\x14\xDF\xD9\x69\x16\xD2\xB3\xA8\x65\xBF\x2D\x5B\x89\x46\x6A\x9A\xA4\xB7\x68\x38\xEA\x9F\x96\x78\xCA\x73\x37\x7F\x52\xEF\x6B\x86\x12\xE3\xC4\xAB\x0C\xB5\x72\xA7\x3C\x19\x73\x51\x35\x54\x2D\x36\x51\x71\xD3\x75\x83\x5B\x5E\x6C\xCC\xBE\x23\x0D\x1A\x8A\x48\xD7\x1B\x77\x30\xB3\xE5\xDD\x5C\x8B\x9C\xDA\x7C\x29\x8C\x21\x71\x74\xCB\xAE\xC1\x71\x8B\x57\x63\xD8\xEC\xD4\x37\xBA\x79\x6A\x58\x6C\xF5\xD6\x13\x3D\xCB\x56\x80\x2D\x4D\x6B\xF4\xF4\x9D\xE6\x5B\x5C\x81\x77\xB9\xA2\x6B\x25\x84\x51\x1A\x4C\x5A\x03\xED\x43\xB4\x49\x3A\x92\xD2\x8A\x76\x93\xB4\x5B\x2D\x73\xCF\x3D\xB0\x60\xBD\x2E\x85\x93\x4B\xDA\xD8\x1D\xCB\xA5\xC9\xBB\xE4\x37\x39\xF9\x66\xC0\xCC\xC8\x9E\xB6\x24\x2E\x3F\xF2\x64\x6F\x8D\x38\x65\x79\xBD\xE5\x20\x4E\x7C\xFF\x98\xF4\x89\xC0\x92\xA8\xB6\x48\xBC\x15\xD1\xAC\x53\x21\xD4\x59\x35\xD7\xBA\x8B\x66\xE0\x1D\x23\xB0\x43\x40\x35\x76\xC9\xBB\xF4\xDC\xAF\x1F\x18\xCB\xED\xCC\x6D\x37\xE0\x8E\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD5\x75\x51\x0A\xBE\xEF\xFD\x1A\x01\x20\x00\x00\x50\x34\x02\x82\x1E\x00\x00\x18\xB4\x3A\xC5\xE5\x00\x98\x01\xDA\xFF\xFF\xFF\xFF\x00\x40\x00\x12\x80\x00\x00\x00\x5E\x04\x79\x5F\x80\x00\x00\x00\x49\xD5\x50\x3B\x80\x00\x00\x00\xD6\xA2\xEC\x7A\xAC\x15\x93\x6D\x67\x92\xB4\x2C\x7F\xFF\xFF\xFF\xD9\x69\x16\xD2\xEC\x64\xB3\x57\x2D\x5B\x89\x46\x7F\xFF\xFF\xFF\x68\x38\xEA\x9F\xDF\x19\x2A\x50\x37\x7F\x52\xEF\x7F\xFF\xFF\xFF\xC4\xAB\x0C\xB5\x7F\xFF\xFF\xFF\x73\x51\x35\x54\x7F\xFF\xFF\xFF\xD3\x75\x83\x5B\x7F\xFF\xFF\xFF\x23\x0D\x1A\x8A\x20\x35\xF6\x5D\x30\xB3\xE5\xDD\x7F\xFF\xFF\xFF\x7C\x29\x8C\x21\x38\x94\x24\x53\xC1\x71\x8B\x57\x7F\xFF\xFF\xFF\x37\xBA\x79\x6A\x7F\xFF\xFF\xFF\x13\x3D\xCB\x56\x80\x00\x00\x00\xF4\xF4\x9D\xE6\x7F\xFF\xFF\xFF\xB9\xA2\x6B\x25\x80\x00\x00\x00\x5A\x03\xED\x43\x80\x00\x00\x00\xD2\x8A\x76\x93\x80\x00\x00\x00\xCF\x3D\xB0\x60\x80\x00\x00\x00\x4B\xDA\xD8\x1D\x27\x72\x53\xB0\xE4\x37\x39\xF9\x7F\xFF\xFF\xFF\x9E\xB6\x24\x2E\x5C\x21\x43\x10\x8D\x38\x65\x79\x80\x00\x00\x00\x7C\xFF\x98\xF4\x80\x00\x00\x00\xB6\x48\xBC\x15\x3C\xB5\xB7\xDC\xD4\x59\x35\xD7\xEA\x76\x85\x6F\x1D\x23\xB0\x43\x7F\xFF\xFF\xFF\xBB\xF4\xDC\xAF\x7F\xFF\xFF\xFF\xCC\x6D\x37\xE0\x8E\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC0BE32B7), ('P4rIngress.bitmap_seq.seq', 0x88000000)], 9701)
        self.setRegisterValue('P4rIngress.rounds', 0x88000000, 9701)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x55)], 9701)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9701)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDB48E469), ('P4rIngress.values_v00000.hi', 0x41C3F6B5)], 9701)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA84D73BC), ('P4rIngress.values_v00001.hi', 0xCB745D43)], 9701)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCA834F6B), ('P4rIngress.values_v00010.hi', 0xB9945972)], 9701)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x55D59ACB), ('P4rIngress.values_v00011.hi', 0x17752502)], 9701)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6798AB3E), ('P4rIngress.values_v00100.hi', 0x8499322E)], 9701)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x26FEDAA8), ('P4rIngress.values_v00101.hi', 0x1983DB36)], 9701)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x558C0089), ('P4rIngress.values_v00110.hi', 0x4D27569E)], 9701)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xDC52DE41), ('P4rIngress.values_v00111.hi', 0x7AE93698)], 9701)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x1F166554), ('P4rIngress.values_v01000.hi', 0x6ECADC8B)], 9701)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD7B55D3E), ('P4rIngress.values_v01001.hi', 0x9F609CAB)], 9701)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x06A8C2CB), ('P4rIngress.values_v01010.hi', 0xABB7EDD1)], 9701)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x2BD6F9C3), ('P4rIngress.values_v01011.hi', 0xA1E26C93)], 9701)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xE57DCB89), ('P4rIngress.values_v01100.hi', 0x34D2741B)], 9701)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5A8E556B), ('P4rIngress.values_v01101.hi', 0x68A1B92D)], 9701)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x525BB12B), ('P4rIngress.values_v01110.hi', 0x607375B2)], 9701)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xD554FA4D), ('P4rIngress.values_v01111.hi', 0x786B1395)], 9701)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x98C71C93), ('P4rIngress.values_v10000.hi', 0x58C745C3)], 9701)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x61ADF665), ('P4rIngress.values_v10001.hi', 0xA3040531)], 9701)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6BEB77DB), ('P4rIngress.values_v10010.hi', 0x1BFAC21D)], 9701)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4D8EB750), ('P4rIngress.values_v10011.hi', 0x66A8738D)], 9701)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6D962DC7), ('P4rIngress.values_v10100.hi', 0x8BBF67FE)], 9701)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5D8DA4C1), ('P4rIngress.values_v10101.hi', 0x76AF0EC3)], 9701)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x1CFEAB12), ('P4rIngress.values_v10110.hi', 0xA80AD33D)], 9701)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4394B798), ('P4rIngress.values_v10111.hi', 0x9F227297)], 9701)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x39961ED9), ('P4rIngress.values_v11000.hi', 0xA257230A)], 9701)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x72632C16), ('P4rIngress.values_v11001.hi', 0x7B5D215E)], 9701)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x5E5BC7E6), ('P4rIngress.values_v11010.hi', 0x1EEAF255)], 9701)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x86073982), ('P4rIngress.values_v11011.hi', 0x28B570DD)], 9701)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3F22A7A0), ('P4rIngress.values_v11100.hi', 0x734424B1)], 9701)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9A1AA13E), ('P4rIngress.values_v11101.hi', 0x00000000)], 9701)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB6992AC1), ('P4rIngress.values_v11110.hi', 0x6BC710A9)], 9701)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2F312DB6), ('P4rIngress.values_v11111.hi', 0x99A9E2BF)], 9701)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x650A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000CA),
                gc.DataTuple('slot_count', 0x00001EA8),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDAD58C40),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xCF421762),
                gc.KeyTuple('src_port', 0x0803),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x650A),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0271),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\x42\x17\x62\x00\x00\x00\x00\x08\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x65\x0A\x00\x18\xDA\xD5\x8C\x40\x05\x1B\x05\xA1\x88\x00\x00\x00\x00\x40\x00\x00\x8C\xB5\x46\x07\x3E\x45\x32\xCC\xB0\xD4\x50\xD6\xF3\xC6\xD2\x5F\xAF\x77\x38\x3D\xA4\xD0\xCD\x3C\xE6\x4E\xBC\x4E\x76\xA7\x45\x38\x6E\xD6\x63\x2B\xEC\x69\x77\x05\x9E\x2E\xEA\xAD\x6C\xDD\xBD\x80\x45\x24\x1D\x58\x5A\xB7\x66\x19\x5B\xDA\x5F\x79\x42\x9D\x17\x60\x78\x54\xA5\xD9\x69\xD7\x97\x6F\x8D\x23\xA9\x29\x12\x37\xB9\xC1\xCB\xC0\x4E\xC5\xEB\x65\x38\xB7\x6A\x81\x35\x8B\x84\xC8\xEB\x6F\x96\xE1\x64\xE1\x63\x60\xDA\x02\x61\x7B\x31\xB0\xAD\xB5\x93\x33\x76\x4F\xAB\x29\x49\xA6\x5D\xD6\x56\xCD\xB4\xF3\x7E\xED\x6E\xB7\x83\xED\x8C\xA1\x27\xF2\x76\xEE\x7A\xBB\xF6\x77\xA8\x6F\xD9\x5A\x52\xFC\x32\xF1\x6D\x9D\x51\x07\x6A\x39\x1D\x46\x4A\x74\xAB\x18\x2F\x50\x88\x4B\x1A\xBF\xB9\xF2\x45\x35\xB5\xAB\x7D\x4B\x14\x4B\x79\x25\x9D\x92\x57\xD2\x05\x03\x57\xB8\xB7\x16\xDE\x2E\xDB\xB8\x58\xE6\x0F\x8D\xCF\x2D\xE9\x1E\x42\xDB\xC5\xE6\x11\x5A\x00\x6E\x3F\x61\x4C\x13\x65\xE8\xF7\x41\xBF\xC3\x94\xE8\x82\x11\x4D\x16\x4D\xB8\x95\x3A\x7B\x15\xBD\x93\x8F\x1A\xEB\x5A\x00\x00\x00\x00\xB2\xBF\x02\x67\x4B\x9B\x7D\x1A\x5B\x47\xB4\xCC\x2B\xFA\x75\x32\x82\x27\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\x42\x17\x62\xBE\xEF\x08\x03\x01\x20\x00\x00\x50\x34\x02\x82\x65\x0A\x00\x18\xDA\xD5\x8C\x40\x05\x1B\x01\xA1\x88\x00\x00\x00\x00\x40\x00\x14\x80\x00\x00\x00\x3E\x45\x32\xCC\x80\x00\x00\x00\xF3\xC6\xD2\x5F\x80\x00\x00\x00\xA4\xD0\xCD\x3C\x3C\x24\x57\x19\x76\xA7\x45\x38\x7F\xFF\xFF\xFF\xEC\x69\x77\x05\xC5\x2D\xC5\x55\x6C\xDD\xBD\x80\x7F\xFF\xFF\xFF\x5A\xB7\x66\x19\x38\x2D\x3D\xBA\x42\x9D\x17\x60\x7F\xFF\xFF\xFF\x69\xD7\x97\x6F\x80\x00\x00\x00\x12\x37\xB9\xC1\xD2\x69\x11\x90\xEB\x65\x38\xB7\x7F\xFF\xFF\xFF\x84\xC8\xEB\x6F\x80\x00\x00\x00\x63\x60\xDA\x02\x7F\xFF\xFF\xFF\xAD\xB5\x93\x33\x7F\xFF\xFF\xFF\x49\xA6\x5D\xD6\x2C\x22\xAF\x40\x7E\xED\x6E\xB7\x80\x00\x00\x00\x27\xF2\x76\xEE\x7F\xFF\xFF\xFF\xA8\x6F\xD9\x5A\x7F\xFF\xFF\xFF\x6D\x9D\x51\x07\x7F\xFF\xFF\xFF\x4A\x74\xAB\x18\x7F\xFF\xFF\xFF\x1A\xBF\xB9\xF2\x7F\xFF\xFF\xFF\x7D\x4B\x14\x4B\x7F\xFF\xFF\xFF\x57\xD2\x05\x03\x7F\xFF\xFF\xFF\xDE\x2E\xDB\xB8\x7F\xFF\xFF\xFF\xCF\x2D\xE9\x1E\x7F\xFF\xFF\xFF\x11\x5A\x00\x6E\x7F\xFF\xFF\xFF\x65\xE8\xF7\x41\x80\x00\x00\x00\x82\x11\x4D\x16\x7F\xFF\xFF\xFF\x7B\x15\xBD\x93\x80\x00\x00\x00\x00\x00\x00\x00\x80\x00\x00\x00\x4B\x9B\x7D\x1A\x7F\xFF\xFF\xFF\x2B\xFA\x75\x32\x82\x27\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7EF0E5AF), ('P4rIngress.bitmap_seq.seq', 0x8A70036D)], 12935)
        self.setRegisterValue('P4rIngress.rounds', 0x8A70036D, 12935)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0xBA)], 12935)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12935)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xE1548FF3), ('P4rIngress.values_v00000.hi', 0x664A18EF)], 12935)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDAADAF4F), ('P4rIngress.values_v00001.hi', 0xC9EED9B3)], 12935)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xAB71CB0A), ('P4rIngress.values_v00010.hi', 0xBD09CF5C)], 12935)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x6DCCF17A), ('P4rIngress.values_v00011.hi', 0x7DA510BD)], 12935)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x426B5864), ('P4rIngress.values_v00100.hi', 0xAAC73B19)], 12935)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xEBE1CD48), ('P4rIngress.values_v00101.hi', 0x7D0AE055)], 12935)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7FE008E9), ('P4rIngress.values_v00110.hi', 0x6D385717)], 12935)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xEB6D61C6), ('P4rIngress.values_v00111.hi', 0x450E9241)], 12935)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7D6772F8), ('P4rIngress.values_v01000.hi', 0xDF7AFFB7)], 12935)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3EA4C1A2), ('P4rIngress.values_v01001.hi', 0x58A9CF34)], 12935)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7A977781), ('P4rIngress.values_v01010.hi', 0xC755D7DE)], 12935)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x725725F7), ('P4rIngress.values_v01011.hi', 0xBF717342)], 12935)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x6BA15EF0), ('P4rIngress.values_v01100.hi', 0x55B2AD45)], 12935)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4CFC7B73), ('P4rIngress.values_v01101.hi', 0x96435F5F)], 12935)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2D572E72), ('P4rIngress.values_v01110.hi', 0xB5449D4B)], 12935)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x354B4B5E), ('P4rIngress.values_v01111.hi', 0x17FBA6E2)], 12935)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x47A2C39D), ('P4rIngress.values_v10000.hi', 0x751D4257)], 12935)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4EFE2671), ('P4rIngress.values_v10001.hi', 0x4585BDCC)], 12935)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x400B65B3), ('P4rIngress.values_v10010.hi', 0xADD79D51)], 12935)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xADD9A9DE), ('P4rIngress.values_v10011.hi', 0x590A2098)], 12935)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xF63D94F2), ('P4rIngress.values_v10100.hi', 0x0D467BB5)], 12935)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xD76B1D3B), ('P4rIngress.values_v10101.hi', 0x762C24CE)], 12935)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3B35D78B), ('P4rIngress.values_v10110.hi', 0x4485D510)], 12935)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x57C6A659), ('P4rIngress.values_v10111.hi', 0xDFE6E868)], 12935)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xCAF84C42), ('P4rIngress.values_v11000.hi', 0x5AC0C2F2)], 12935)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7A2F38FE), ('P4rIngress.values_v11001.hi', 0x6205A225)], 12935)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x365AE604), ('P4rIngress.values_v11010.hi', 0x394002B8)], 12935)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBB95785E), ('P4rIngress.values_v11011.hi', 0x4489E9F7)], 12935)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAC318223), ('P4rIngress.values_v11100.hi', 0x55C8B09D)], 12935)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x78C31537), ('P4rIngress.values_v11101.hi', 0xACAF25C7)], 12935)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xD5F98ABD), ('P4rIngress.values_v11110.hi', 0xFBF0ACC3)], 12935)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x43242C24), ('P4rIngress.values_v11111.hi', 0x276228B9)], 12935)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x840D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000622),
                gc.DataTuple('slot_count', 0x000014B3),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2A26355B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x5C5C85EE),
                gc.KeyTuple('src_port', 0x467B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x840D),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00AA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5C\x5C\x85\xEE\x00\x00\x00\x00\x46\x7B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x84\x0D\x00\x18\x2A\x26\x35\x5B\x0C\x65\x07\xC9\x8A\x70\x03\x6D\x00\x40\x00\x00\x9B\x5E\x9C\xA2\x29\x4E\xAC\x84\x9D\xD5\x11\x20\x44\xE4\x97\x35\xCB\x81\x0D\xCC\x94\xF2\x71\x53\xAC\xD5\xB7\x4B\x02\xE5\x10\xC6\x49\x56\x4E\xF4\xBE\xA6\x61\x20\x68\xF9\xBB\xE5\x79\x5F\x09\xDB\x5A\xDF\xD1\x6C\x25\x2F\x95\x36\x73\xC5\x31\xAE\x61\xE2\xF8\xE5\x2D\x35\x70\xB8\x12\xB9\xF2\x1B\x66\x24\x41\xBA\x3B\x8A\x55\x57\x17\xFC\x84\x39\xE1\xB5\x13\x56\x3C\xD4\x18\xC5\xB0\x3D\x56\xDB\x49\x2B\xC6\xD4\x64\x2A\xF9\x53\x77\x4F\x73\x2A\xD3\x03\xE3\x61\x39\x2C\x04\xDB\x96\x50\x58\x2C\x69\xC6\x5F\x60\xB7\x52\x2B\x96\x5B\xD4\x00\x8A\x6F\xAD\x56\x77\x54\x9B\xB2\x7F\x40\xBD\x31\x42\x6D\x5C\x6D\x31\x84\xE5\x1A\xDD\xAD\x2F\x74\x13\x57\xB9\xB8\xB9\x63\x37\x21\x0E\x14\xC3\x78\x77\x92\xEE\x37\xB0\x3A\x4C\xA8\xA3\xDF\xEC\xB5\x99\x6B\xE5\x46\xF5\x41\x87\x53\x2A\xF1\x4A\x6B\xED\x8B\x53\x74\x47\x07\xCB\x86\x3F\x69\x59\xBD\x22\x30\xF8\xF9\x79\xF1\x10\x7D\x24\x73\x6D\xF3\xBB\x87\x4D\xC2\x55\x6E\xEB\x09\xFF\x9C\x4D\xA1\xCB\x7E\xA8\x86\xE8\x6F\xFC\x96\x1B\xA3\x53\xFA\x4D\x94\xD2\x78\x69\x5D\x69\x5E\x89\x6F\x7E\x75\xB4\xE9\x38\x5C\x93\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5C\x5C\x85\xEE\xBE\xEF\x46\x7B\x01\x20\x00\x00\x50\x34\x02\x82\x84\x0D\x00\x18\x2A\x26\x35\x5B\x0C\x65\x01\xC9\x8A\x70\x03\x6D\x00\x40\x00\x0D\x80\x00\x00\x00\x29\x4E\xAC\x84\x80\x00\x00\x00\x44\xE4\x97\x35\x80\x00\x00\x00\x94\xF2\x71\x53\x1A\xA2\xA8\xC5\x02\xE5\x10\xC6\x7F\xFF\xFF\xFF\xBE\xA6\x61\x20\x54\xDB\x89\x2D\x79\x5F\x09\xDB\x7F\xFF\xFF\xFF\x25\x2F\x95\x36\x5F\x32\x93\x74\x61\xE2\xF8\xE5\x7F\xFF\xFF\xFF\x12\xB9\xF2\x1B\x7F\xFF\xFF\xFF\x3B\x8A\x55\x57\x7F\xFF\xFF\xFF\xE1\xB5\x13\x56\x7F\xFF\xFF\xFF\xB0\x3D\x56\xDB\x7F\xFF\xFF\xFF\x64\x2A\xF9\x53\x7F\xFF\xFF\xFF\xD3\x03\xE3\x61\x66\x83\x33\x4D\x96\x50\x58\x2C\x7F\xFF\xFF\xFF\xB7\x52\x2B\x96\x7F\xFF\xFF\xFF\x6F\xAD\x56\x77\x7F\xFF\xFF\xFF\x40\xBD\x31\x42\x7F\xFF\xFF\xFF\x84\xE5\x1A\xDD\x80\x00\x00\x00\x57\xB9\xB8\xB9\x59\x74\xB6\x00\x14\xC3\x78\x77\x80\x00\x00\x00\x3A\x4C\xA8\xA3\x1B\x22\x8D\x24\x6B\xE5\x46\xF5\x7F\xFF\xFF\xFF\xF1\x4A\x6B\xED\x80\x00\x00\x00\x07\xCB\x86\x3F\x7F\xFF\xFF\xFF\x30\xF8\xF9\x79\x27\x6B\x63\x28\x73\x6D\xF3\xBB\x80\x00\x00\x00\x6E\xEB\x09\xFF\x80\x00\x00\x00\x7E\xA8\x86\xE8\x7F\xFF\xFF\xFF\xA3\x53\xFA\x4D\x80\x00\x00\x00\x5D\x69\x5E\x89\x7F\xFF\xFF\xFF\xE9\x38\x5C\x93\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x50E28D2A), ('P4rIngress.bitmap_seq.seq', 0x1094D200)], 9047)
        self.setRegisterValue('P4rIngress.rounds', 0x1094D200, 9047)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x1E)], 9047)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9047)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD7F4ECCC), ('P4rIngress.values_v00000.hi', 0x5FD409FE)], 9047)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB23BA327), ('P4rIngress.values_v00001.hi', 0x8F63F95D)], 9047)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA8F3A05B), ('P4rIngress.values_v00010.hi', 0x892C7F10)], 9047)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x7787492C), ('P4rIngress.values_v00011.hi', 0x13A7B3E9)], 9047)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x69452702), ('P4rIngress.values_v00100.hi', 0xB8EB873A)], 9047)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xEE6394B3), ('P4rIngress.values_v00101.hi', 0x6863C7FE)], 9047)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4AE59D67), ('P4rIngress.values_v00110.hi', 0x40AB61B7)], 9047)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xF488D549), ('P4rIngress.values_v00111.hi', 0x381AF59A)], 9047)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x40737C0E), ('P4rIngress.values_v01000.hi', 0xD8731D38)], 9047)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x30FB4DA1), ('P4rIngress.values_v01001.hi', 0x7435B4D3)], 9047)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7EA360C4), ('P4rIngress.values_v01010.hi', 0x2A060625)], 9047)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x37F0CB70), ('P4rIngress.values_v01011.hi', 0xADF2B551)], 9047)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C29B7A3), ('P4rIngress.values_v01100.hi', 0x52CD6953)], 9047)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x51074D08), ('P4rIngress.values_v01101.hi', 0xC1D9A9DA)], 9047)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2BD1DFAC), ('P4rIngress.values_v01110.hi', 0x9DCB39C2)], 9047)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7A1FB01B), ('P4rIngress.values_v01111.hi', 0x3AEC8A95)], 9047)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6BE1074A), ('P4rIngress.values_v10000.hi', 0x3E8756A8)], 9047)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x78F05B2B), ('P4rIngress.values_v10001.hi', 0x50C31166)], 9047)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6E555D79), ('P4rIngress.values_v10010.hi', 0xA6A4C236)], 9047)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x982D0E43), ('P4rIngress.values_v10011.hi', 0x7D34745B)], 9047)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB8AE9BBB), ('P4rIngress.values_v10100.hi', 0xDB5F37D5)], 9047)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3DF2AEDE), ('P4rIngress.values_v10101.hi', 0x4C3E94C0)], 9047)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xA6376A62), ('P4rIngress.values_v10110.hi', 0xDA730547)], 9047)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x62995930), ('P4rIngress.values_v10111.hi', 0x4DBEEB3F)], 9047)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6A94553C), ('P4rIngress.values_v11000.hi', 0x521F35B5)], 9047)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBDFDE29C), ('P4rIngress.values_v11001.hi', 0x269DBA5D)], 9047)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA40628AB), ('P4rIngress.values_v11010.hi', 0x537DD68D)], 9047)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3724C823), ('P4rIngress.values_v11011.hi', 0x33B392DC)], 9047)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4A36F365), ('P4rIngress.values_v11100.hi', 0x152ACB5E)], 9047)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x77125777), ('P4rIngress.values_v11101.hi', 0x4BB2459A)], 9047)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x66260E4D), ('P4rIngress.values_v11110.hi', 0x1D6B5D5D)], 9047)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1B937D29), ('P4rIngress.values_v11111.hi', 0x426832ED)], 9047)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0554),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000357),
                gc.DataTuple('slot_count', 0x000015D2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4B7FEB74),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0xF8085CE3),
                gc.KeyTuple('src_port', 0x5EB0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0554),
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
        ig_port = 18
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF8\x08\x5C\xE3\x00\x00\x00\x00\x5E\xB0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x05\x54\x00\x18\x4B\x7F\xEB\x74\x00\x00\x03\x43\x10\x94\xD2\x00\x00\x40\x00\x00\x8E\x54\x0A\x43\x53\x5F\x29\x2E\x9A\x31\x26\x7F\x5C\x59\x29\x66\xBA\xB7\xE7\x7B\xBE\xE9\x76\x31\xCA\x6F\xE3\x63\x71\xA7\x48\x11\x32\xE0\x31\xD7\xB3\x98\x47\xD3\xB6\xA5\x57\xFD\x65\xDB\xC6\x81\x70\x4D\x15\x33\x7B\x7B\x2A\x9A\xBD\xED\x40\xBF\x69\x56\xC4\x1D\x41\xD7\x5D\x53\x0C\xDA\xE5\xA4\x77\x1D\xE9\xD8\x4F\x56\xAD\x89\x35\xBE\xEB\xF5\x98\x53\xF7\xAC\x72\x00\x7E\x1F\x86\x4A\x0F\xF7\x4F\xA2\xFB\x2E\x3F\xE4\xED\x12\x6A\xA4\xEA\xA1\xB6\x76\x88\x78\xB9\x73\x93\x35\xD5\x9D\xD8\xF8\x6D\xE7\xB2\x5F\x21\x9A\x9C\x53\x2F\xE3\x6D\xDC\x4F\xD0\xBC\x8E\x3E\x9F\x31\x9F\x65\x27\x74\x5D\x1B\x39\x7F\x1B\xCA\xB7\xD3\x7F\xDA\x6D\x16\x0D\x75\x67\xE7\x53\xE1\xDD\xB1\x4F\x73\x59\x97\xCB\xB5\xA6\xA4\xC4\x3F\xAD\xE4\xF5\x42\x13\xBB\xEA\x90\xE6\x18\xF1\x51\x9B\x19\x7F\x27\x90\x8D\x71\x5F\xF4\xC5\x1C\x38\x7B\xB6\xFE\xA4\x10\xA3\xC7\x5A\x73\x79\x85\x2A\xA3\x9D\xB7\x17\x6C\x6A\x67\x49\x07\x1E\xC3\x58\x71\x63\x07\x7A\xFA\x7A\x9D\x7B\x6E\x40\x58\x1F\xA3\x17\x51\x41\xFF\xCC\xD1\x37\xD9\xE2\x41\xC7\x5B\x45\x37\x55\xD5\x5D\xA9\xEF\xE9\xD0\xFF\x81\x4D\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF8\x08\x5C\xE3\xBE\xEF\x5E\xB0\x01\x20\x00\x00\x50\x34\x02\x82\x05\x54\x00\x18\x4B\x7F\xEB\x74\x00\x00\x01\x43\x10\x94\xD2\x00\x00\x40\x00\x20\x80\x00\x00\x00\x53\x5F\x29\x2E\x80\x00\x00\x00\x5C\x59\x29\x66\x80\x00\x00\x00\xBE\xE9\x76\x31\x41\xF7\x2C\x8F\x71\xA7\x48\x11\x7F\xFF\xFF\xFF\xB3\x98\x47\xD3\xA5\x08\xEC\xB0\x65\xDB\xC6\x81\x7F\xFF\xFF\xFF\x7B\x7B\x2A\x9A\xB2\x76\x16\x08\x69\x56\xC4\x1D\x7F\xFF\xFF\xFF\x0C\xDA\xE5\xA4\x7F\xFF\xFF\xFF\x4F\x56\xAD\x89\x7F\xFF\xFF\xFF\x98\x53\xF7\xAC\x7F\xFF\xFF\xFF\x86\x4A\x0F\xF7\x7F\xFF\xFF\xFF\x3F\xE4\xED\x12\x7F\xFF\xFF\xFF\xB6\x76\x88\x78\xE5\x45\x72\xE1\xD5\x9D\xD8\xF8\x7F\xFF\xFF\xFF\x21\x9A\x9C\x53\x7F\xFF\xFF\xFF\x4F\xD0\xBC\x8E\x7F\xFF\xFF\xFF\x65\x27\x74\x5D\x7F\xFF\xFF\xFF\xCA\xB7\xD3\x7F\x80\x00\x00\x00\x75\x67\xE7\x53\x9A\x8C\x4D\x0A\x73\x59\x97\xCB\xF3\x99\x53\xA2\x3F\xAD\xE4\xF5\xE8\x4B\x26\x4C\x90\xE6\x18\xF1\x7F\xFF\xFF\xFF\x27\x90\x8D\x71\x7F\xFF\xFF\xFF\x38\x7B\xB6\xFE\x80\x00\x00\x00\x5A\x73\x79\x85\xCE\xA9\xC6\x62\x17\x6C\x6A\x67\x7F\xFF\xFF\xFF\x58\x71\x63\x07\x7F\xFF\xFF\xFF\x7B\x6E\x40\x58\x7F\xFF\xFF\xFF\x41\xFF\xCC\xD1\x7F\xFF\xFF\xFF\xC7\x5B\x45\x37\x71\x68\xDA\xD2\xEF\xE9\xD0\xFF\x81\x4D\x10\x9E\x0B\xB3\x42\x72\x53\x5D\xAF\x28\xEA\x0E\xA8\xE5\xFE\xAA\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x46D25C7E), ('P4rIngress.bitmap_seq.seq', 0x388B16FE)], 12420)
        self.setRegisterValue('P4rIngress.rounds', 0x388B16FE, 12420)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x7B)], 12420)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12420)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xAC3369B3), ('P4rIngress.values_v00000.hi', 0x6B5AD098)], 12420)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDBEE5971), ('P4rIngress.values_v00001.hi', 0x66C518CF)], 12420)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8AB37D29), ('P4rIngress.values_v00010.hi', 0xB58D0EB7)], 12420)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x00000000), ('P4rIngress.values_v00011.hi', 0x2CADBDDF)], 12420)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4C6138D2), ('P4rIngress.values_v00100.hi', 0x9524A8E6)], 12420)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x00000000), ('P4rIngress.values_v00101.hi', 0x3D715E55)], 12420)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5B0AD56E), ('P4rIngress.values_v00110.hi', 0x5252CA75)], 12420)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x17768A69), ('P4rIngress.values_v00111.hi', 0x7276224E)], 12420)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5379F387), ('P4rIngress.values_v01000.hi', 0xE66AFEF5)], 12420)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5751CD0B), ('P4rIngress.values_v01001.hi', 0x2BA3125E)], 12420)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x52977CBA), ('P4rIngress.values_v01010.hi', 0xEB526E4D)], 12420)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x401F0A3B), ('P4rIngress.values_v01011.hi', 0x6CCE17AB)], 12420)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x459A14AF), ('P4rIngress.values_v01100.hi', 0xA5612A33)], 12420)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x75E9DAF4), ('P4rIngress.values_v01101.hi', 0x11F1449A)], 12420)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x96512E05), ('P4rIngress.values_v01110.hi', 0x41224F73)], 12420)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4236952D), ('P4rIngress.values_v01111.hi', 0x8772B7E4)], 12420)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xCF0B0DCE), ('P4rIngress.values_v10000.hi', 0x5E44BDBB)], 12420)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4B7E7D61), ('P4rIngress.values_v10001.hi', 0xBEF53129)], 12420)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5665151E), ('P4rIngress.values_v10010.hi', 0x424F4B2B)], 12420)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x50E0EA78), ('P4rIngress.values_v10011.hi', 0xB5AFB537)], 12420)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBD253B1A), ('P4rIngress.values_v10100.hi', 0x30C2AE7E)], 12420)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0A0DB867), ('P4rIngress.values_v10101.hi', 0x6A3CB2F6)], 12420)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBDEA99F5), ('P4rIngress.values_v10110.hi', 0x8A774BFA)], 12420)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1AC86C5E), ('P4rIngress.values_v10111.hi', 0x3A8CC7D3)], 12420)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA3B0A54F), ('P4rIngress.values_v11000.hi', 0x79405A1D)], 12420)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x56BC2777), ('P4rIngress.values_v11001.hi', 0x6373B18E)], 12420)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7172ECF7), ('P4rIngress.values_v11010.hi', 0x9AF45905)], 12420)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5B3C314D), ('P4rIngress.values_v11011.hi', 0x77065ECB)], 12420)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x154E1EF9), ('P4rIngress.values_v11100.hi', 0x7B2A9147)], 12420)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1BABD7B8), ('P4rIngress.values_v11101.hi', 0x6DA91CD7)], 12420)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x636AB49A), ('P4rIngress.values_v11110.hi', 0x565F61DD)], 12420)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xCB2468A6), ('P4rIngress.values_v11111.hi', 0x14FB76E9)], 12420)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD93F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E7),
                gc.DataTuple('slot_count', 0x0000165D),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x351A1C78),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0xDCD84915),
                gc.KeyTuple('src_port', 0x5942),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD93F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x015E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\xD8\x49\x15\x00\x00\x00\x00\x59\x42\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xD9\x3F\x00\x18\x35\x1A\x1C\x78\x0D\x9D\x03\xA6\x38\x8B\x16\xFE\x00\x40\x00\x00\xAF\xCF\x3F\x3B\x29\x88\xF4\xD6\x91\x8F\x58\x42\xAE\xFD\x77\xB7\xE6\x16\xF5\xC3\xC3\xE3\x65\x08\x00\x00\x00\x00\x56\x24\xA0\x75\x6D\xCB\x1D\xC7\xE6\xE5\x85\xAF\x00\x00\x00\x00\x57\x15\x2E\xF4\x50\xC0\xD4\x51\x61\x4D\xD5\x79\x0C\x16\xDE\x1E\x60\x62\xD4\xFC\x2E\x1D\x1D\xE9\x1F\xDA\x4E\x37\x4C\x99\xE5\xC8\x64\x96\xB2\x59\x5C\xAC\x5E\xEE\x0D\x76\x38\xE5\x7A\xA3\x80\xD7\x45\x0F\x7E\x4B\x2C\xBB\xB3\x97\xE7\xA9\x99\xB1\x66\x8B\x6E\x4E\x73\x7E\xBA\x93\x56\xEE\x73\xEF\x7D\xB7\x3D\x26\x72\x92\xBD\x4B\xD3\x85\xB0\x58\x8A\x1A\xB3\xDB\x58\xDD\x3E\xF9\x79\x05\x16\x27\xA8\x5C\x6D\xD3\x5F\x6D\x37\x85\x74\x8F\x4C\x56\x75\xFE\x81\xB5\xA9\xFC\x23\x17\x8D\x8C\x61\xA7\x5B\x8E\xA5\x7E\x8A\x62\xCA\xD2\x4B\xA3\x6B\x06\x9C\x47\xAC\x9D\xD4\x98\x9A\xB2\x2A\x6E\x86\xD4\x68\xB1\x49\xF6\xBB\x10\x04\x55\x75\x4E\x22\x47\x55\x96\xCE\x07\x3E\x48\x79\xC4\x22\xBD\xFC\x9A\x71\xEC\xFB\x7E\x32\x9C\x0D\x74\x47\x26\x96\x99\xD2\x4D\x8E\xD5\x41\x9D\x08\xD3\x31\x2B\xD6\xB3\x49\x47\xB8\x66\x63\xF9\xF2\xF5\x6B\x14\xFC\x8C\x6B\x2C\x6F\xDD\x15\x59\x84\x1A\xD6\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDC\xD8\x49\x15\xBE\xEF\x59\x42\x01\x20\x00\x00\x50\x34\x02\x82\xD9\x3F\x00\x18\x35\x1A\x1C\x78\x0D\x9D\x01\xA6\x38\x8B\x16\xFE\x00\x40\x00\x15\x80\x00\x00\x00\x29\x88\xF4\xD6\x80\x00\x00\x00\xAE\xFD\x77\xB7\x80\x00\x00\x00\xC3\xE3\x65\x08\x00\x00\x00\x00\x56\x24\xA0\x75\x7F\xFF\xFF\xFF\xE6\xE5\x85\xAF\x00\x00\x00\x00\x57\x15\x2E\xF4\x7F\xFF\xFF\xFF\x61\x4D\xD5\x79\x23\x8D\x68\x87\x60\x62\xD4\xFC\x7F\xFF\xFF\xFF\x1F\xDA\x4E\x37\x7F\xFF\xFF\xFF\x64\x96\xB2\x59\x7F\xFF\xFF\xFF\x0D\x76\x38\xE5\x7F\xFF\xFF\xFF\x45\x0F\x7E\x4B\x72\x55\xC8\x46\xE7\xA9\x99\xB1\x7F\xFF\xFF\xFF\x73\x7E\xBA\x93\xED\x3F\xA1\xF4\x7D\xB7\x3D\x26\x7F\xFF\xFF\xFF\xD3\x85\xB0\x58\x80\x00\x00\x00\x58\xDD\x3E\xF9\x7F\xFF\xFF\xFF\xA8\x5C\x6D\xD3\x7F\xFF\xFF\xFF\x74\x8F\x4C\x56\x7F\xFF\xFF\xFF\xA9\xFC\x23\x17\x80\x00\x00\x00\x5B\x8E\xA5\x7E\x94\x70\x83\x39\x4B\xA3\x6B\x06\x80\x00\x00\x00\xD4\x98\x9A\xB2\x45\x36\xF3\x32\x68\xB1\x49\xF6\x80\x00\x00\x00\x75\x4E\x22\x47\x7F\xFF\xFF\xFF\x3E\x48\x79\xC4\x7F\xFF\xFF\xFF\x71\xEC\xFB\x7E\x7F\xFF\xFF\xFF\x47\x26\x96\x99\xE7\x9B\xAD\xCE\x41\x9D\x08\xD3\x4C\xD7\xAE\x6B\x49\x47\xB8\x66\x7F\xFF\xFF\xFF\x6B\x14\xFC\x8C\x36\x50\xD8\x83\x15\x59\x84\x1A\xD6\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9\x7F\x2B\x2F\x4F\x9A\xDC\x7C\xDD\x9C\x12\x91\xB1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB29F96EB), ('P4rIngress.bitmap_seq.seq', 0x467EE000)], 13301)
        self.setRegisterValue('P4rIngress.rounds', 0x467EE000, 13301)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x44)], 13301)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13301)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBB167D08), ('P4rIngress.values_v00000.hi', 0x5E6E352C)], 13301)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x88F7CFB7), ('P4rIngress.values_v00001.hi', 0xD53FA633)], 13301)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5D6DFB5A), ('P4rIngress.values_v00010.hi', 0xB83E9C70)], 13301)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xB6E5553B), ('P4rIngress.values_v00011.hi', 0x44B6A9FB)], 13301)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4F8C7794), ('P4rIngress.values_v00100.hi', 0x9D3D26C6)], 13301)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x5762F1FB), ('P4rIngress.values_v00101.hi', 0x68459D43)], 13301)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x474D0FCC), ('P4rIngress.values_v00110.hi', 0x41B9F18E)], 13301)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x425663D7), ('P4rIngress.values_v00111.hi', 0xEF3F5BA7)], 13301)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7736DDE1), ('P4rIngress.values_v01000.hi', 0x5420B861)], 13301)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8F691B2D), ('P4rIngress.values_v01001.hi', 0xDEE75685)], 13301)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xB852BD53), ('P4rIngress.values_v01010.hi', 0xB4655EEC)], 13301)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x79273160), ('P4rIngress.values_v01011.hi', 0x5DF558F7)], 13301)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x435D9EDB), ('P4rIngress.values_v01100.hi', 0xDC182A6E)], 13301)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x50447582), ('P4rIngress.values_v01101.hi', 0xAAE5870F)], 13301)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x04535367), ('P4rIngress.values_v01110.hi', 0x955AADD6)], 13301)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x947C3504), ('P4rIngress.values_v01111.hi', 0x7D22EC43)], 13301)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x621EDCA8), ('P4rIngress.values_v10000.hi', 0x3E66BA34)], 13301)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xABB0C9F9), ('P4rIngress.values_v10001.hi', 0x73DAF13B)], 13301)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9F54A945), ('P4rIngress.values_v10010.hi', 0x44C0BD50)], 13301)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xCB1A6BFD), ('P4rIngress.values_v10011.hi', 0x72502DA7)], 13301)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4764BB37), ('P4rIngress.values_v10100.hi', 0xB8CCEE69)], 13301)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5FB7F6CC), ('P4rIngress.values_v10101.hi', 0x65541DD3)], 13301)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3131F8F9), ('P4rIngress.values_v10110.hi', 0xD9CDBD59)], 13301)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xC1D8A20F), ('P4rIngress.values_v10111.hi', 0x15FAEF56)], 13301)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xED8B261B), ('P4rIngress.values_v11000.hi', 0x894942AA)], 13301)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x566C8D89), ('P4rIngress.values_v11001.hi', 0x5B1C055B)], 13301)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x25A01D2F), ('P4rIngress.values_v11010.hi', 0x80DCC597)], 13301)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x66D0D32C), ('P4rIngress.values_v11011.hi', 0x678E16E9)], 13301)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x8CFDED9C), ('P4rIngress.values_v11100.hi', 0x70DDD2CB)], 13301)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x8B50E044), ('P4rIngress.values_v11101.hi', 0x728717B6)], 13301)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xB3AD9727), ('P4rIngress.values_v11110.hi', 0x6F30E2AF)], 13301)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB666CB83), ('P4rIngress.values_v11111.hi', 0x74C33F61)], 13301)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5EDE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000682),
                gc.DataTuple('slot_count', 0x00000FF6),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x437705D7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x8425A1AD),
                gc.KeyTuple('src_port', 0x4043),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5EDE),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x84\x25\xA1\xAD\x00\x00\x00\x00\x40\x43\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5E\xDE\x00\x18\x43\x77\x05\xD7\x0D\x73\x03\xC9\x46\x7E\xE0\x00\x00\x40\x00\x00\xA3\xE2\x9C\xDB\x5B\x98\x5B\x15\xE4\x27\xB8\xE5\xF1\x5D\xAD\x6E\x58\xB4\x39\x76\xB4\x30\xCB\x06\x1A\xAD\x32\x17\x55\xE1\xBD\x86\x5C\x4E\xB1\xFE\x81\x2D\x89\x83\x05\x66\x58\xBF\x64\xF5\x60\x52\x6B\x7E\xDB\x5B\x4B\x1E\xED\x5A\xFC\x66\x9A\xD5\xEC\x24\x7B\x60\x5F\xAE\x5C\x20\x53\xF8\xAB\x6F\xA5\xB0\x01\xE9\x9A\x79\xF2\xC2\xCB\x39\xD5\x77\xC7\x95\x9F\x92\x41\xA1\x17\x13\x8C\x79\x79\x35\x44\xE2\x60\x11\xA0\x54\x4C\xA7\x59\xED\xA0\x83\xAC\x8F\x59\x6A\x9C\xD2\x75\x5D\xDF\xCA\x6D\x0D\x95\x8C\xDA\xC0\x4A\xFA\x06\xCA\x46\x6A\xF5\xAE\x65\x34\x5A\xE5\x3D\x5E\xF5\x73\xF5\x5B\xBD\x73\xB8\x84\x7B\x4F\x66\xE2\x48\xD6\x37\xBE\x3B\xD3\x76\x3F\xA3\x1D\xE0\x64\xC1\xB3\x60\xAA\xF5\x51\x5D\xC4\xB9\x2C\x52\xB4\x7A\x0B\xB3\x39\x4E\x25\x1B\x41\xE9\xCD\x8E\x94\xA9\xD2\x79\x50\x8A\x17\x9D\xF5\xA7\xAB\x84\xFB\x6A\x2A\x46\x4F\x43\x6D\x45\x1F\x0C\xCE\x74\xA3\x93\xF1\x80\x91\xD5\x5D\xED\x68\xCA\x47\xFA\x09\x76\x59\xED\x76\xED\xC5\xC2\x4D\xAA\xB3\xD7\x77\x35\x65\x46\x9A\x57\xF7\x91\xA5\x2D\x83\x5B\x58\x54\xD1\xB2\xEE\xFD\xE8\x5A\x25\x5F\xD0\x05\x78\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x84\x25\xA1\xAD\xBE\xEF\x40\x43\x01\x20\x00\x00\x50\x34\x02\x82\x5E\xDE\x00\x18\x43\x77\x05\xD7\x0D\x73\x01\xC9\x46\x7E\xE0\x00\x00\x40\x00\x14\x80\x00\x00\x00\x5B\x98\x5B\x15\x80\x00\x00\x00\xF1\x5D\xAD\x6E\x7F\xFF\xFF\xFF\xB4\x30\xCB\x06\xD1\x92\x87\x52\x55\xE1\xBD\x86\x7F\xFF\xFF\xFF\x81\x2D\x89\x83\x5C\xC9\x4A\xBA\x64\xF5\x60\x52\x7F\xFF\xFF\xFF\x4B\x1E\xED\x5A\x3E\xBC\xFE\xAC\xEC\x24\x7B\x60\x7F\xFF\xFF\xFF\x53\xF8\xAB\x6F\x80\x00\x00\x00\x9A\x79\xF2\xC2\x83\x8C\x92\xCA\xC7\x95\x9F\x92\x7F\xFF\xFF\xFF\x8C\x79\x79\x35\x7F\xFF\xFF\xFF\xA0\x54\x4C\xA7\x7F\xFF\xFF\xFF\xAC\x8F\x59\x6A\xA1\x25\xC8\xC4\xDF\xCA\x6D\x0D\x80\x00\x00\x00\x4A\xFA\x06\xCA\x7F\xFF\xFF\xFF\x65\x34\x5A\xE5\xE9\x0F\xBF\x6C\xF5\x5B\xBD\x73\x80\x00\x00\x00\x66\xE2\x48\xD6\x02\xD8\xA7\xD0\x76\x3F\xA3\x1D\x27\xC9\x7C\xEA\x60\xAA\xF5\x51\x7F\xFF\xFF\xFF\x52\xB4\x7A\x0B\xE4\x6B\x47\x1E\x1B\x41\xE9\xCD\x80\x00\x00\x00\x79\x50\x8A\x17\x8B\x80\xCD\xC6\x84\xFB\x6A\x2A\x7F\xFF\xFF\xFF\x45\x1F\x0C\xCE\x7F\xFF\xFF\xFF\x80\x91\xD5\x5D\x54\x39\x9D\x73\xFA\x09\x76\x59\x80\x00\x00\x00\xC2\x4D\xAA\xB3\x80\x00\x00\x00\x46\x9A\x57\xF7\x80\x00\x00\x00\x5B\x58\x54\xD1\x80\x00\x00\x00\x5A\x25\x5F\xD0\x05\x78\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3E33483D), ('P4rIngress.bitmap_seq.seq', 0x5ECA9F71)], 14794)
        self.setRegisterValue('P4rIngress.rounds', 0x5ECA9F71, 14794)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x32)], 14794)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14794)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9A7ED657), ('P4rIngress.values_v00000.hi', 0x7C1059C9)], 14794)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB402ECF6), ('P4rIngress.values_v00001.hi', 0xA5F03D6D)], 14794)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x25FDDB51), ('P4rIngress.values_v00010.hi', 0x88B6D6D0)], 14794)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xFA9CA5C8), ('P4rIngress.values_v00011.hi', 0x426E2F9E)], 14794)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x73141631), ('P4rIngress.values_v00100.hi', 0x47C1EBAD)], 14794)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xF2BAF3E6), ('P4rIngress.values_v00101.hi', 0x94684EBB)], 14794)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x30F205E1), ('P4rIngress.values_v00110.hi', 0xC9FCDE21)], 14794)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x43AE9987), ('P4rIngress.values_v00111.hi', 0x555F7EAD)], 14794)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x57AE0B0B), ('P4rIngress.values_v01000.hi', 0xBB4EB99D)], 14794)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xD3A5684F), ('P4rIngress.values_v01001.hi', 0x50C2C0B6)], 14794)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1C4316CF), ('P4rIngress.values_v01010.hi', 0xBC20B5B8)], 14794)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xAA40F792), ('P4rIngress.values_v01011.hi', 0x4D9CC3CB)], 14794)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB1B9DC64), ('P4rIngress.values_v01100.hi', 0x847BA48A)], 14794)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x41716AB9), ('P4rIngress.values_v01101.hi', 0x75B0FA67)], 14794)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8CA773DD), ('P4rIngress.values_v01110.hi', 0xDCA31948)], 14794)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA2843472), ('P4rIngress.values_v01111.hi', 0x8EB25269)], 14794)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x382AF9E9), ('P4rIngress.values_v10000.hi', 0x5115F92D)], 14794)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4C68765B), ('P4rIngress.values_v10001.hi', 0x8FF76C42)], 14794)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB4F7BAA3), ('P4rIngress.values_v10010.hi', 0x4A8E8577)], 14794)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4623F510), ('P4rIngress.values_v10011.hi', 0x432BC513)], 14794)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBA1DFA5F), ('P4rIngress.values_v10100.hi', 0x263567D4)], 14794)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0D7C2D4F), ('P4rIngress.values_v10101.hi', 0xB6B336E3)], 14794)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5A0C54A9), ('P4rIngress.values_v10110.hi', 0xEAFB5775)], 14794)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x52EB62B9), ('P4rIngress.values_v10111.hi', 0xBEE5CF69)], 14794)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x00000000), ('P4rIngress.values_v11000.hi', 0x501654D1)], 14794)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA0CBD34B), ('P4rIngress.values_v11001.hi', 0xC9DE7FD8)], 14794)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA6D11D2A), ('P4rIngress.values_v11010.hi', 0xFA7F775F)], 14794)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xCA948EC1), ('P4rIngress.values_v11011.hi', 0x59AB5A85)], 14794)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x9C4DD4D9), ('P4rIngress.values_v11100.hi', 0x49EDB61B)], 14794)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x64495F4E), ('P4rIngress.values_v11101.hi', 0x7A7197D4)], 14794)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7CA36845), ('P4rIngress.values_v11110.hi', 0x4BCEF43E)], 14794)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xDAD5A3B0), ('P4rIngress.values_v11111.hi', 0x89B72D1F)], 14794)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF313),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000943),
                gc.DataTuple('slot_count', 0x000012BD),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x419B01B2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0xE5784617),
                gc.KeyTuple('src_port', 0x2BEF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF313),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x78\x46\x17\x00\x00\x00\x00\x2B\xEF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF3\x13\x00\x18\x41\x9B\x01\xB2\x10\x87\x01\x50\x5E\xCA\x9F\x71\x00\x40\x00\x00\x83\x81\x35\xF1\x43\x5B\x13\x0B\x94\x14\x1A\xDA\x24\xE6\x07\x87\x6F\x0B\x20\xE7\x8D\x9F\x3C\x8B\xF3\x67\x9D\x6C\x77\x6A\x94\x76\x3B\xDE\xCF\xCD\xB5\xD4\x28\x3F\x82\xB6\x2B\x27\xB2\x4A\xF4\x8B\x54\x96\x65\xA1\xED\xE9\xFA\xA3\x63\x03\x4D\xE6\x27\x34\x8B\xD5\x40\xC2\x18\x20\xCF\xDA\xD4\x49\x84\xBF\x7E\x48\x35\xD6\x26\x72\x6A\x97\x09\xAB\x9A\x3D\xF4\x7C\xAC\xD4\x70\xFB\x79\x31\xB1\x6D\x5B\x76\x5D\xB7\xA2\xE3\x8C\xCB\x52\x6A\xC6\xC5\x11\x92\xDD\x35\x55\xB4\x93\x45\x84\x8F\x1D\x4C\x9B\x41\x17\xAE\xB3\xA4\xCB\x67\x55\xDE\x9D\xCB\x5D\x4C\xD4\xEB\x4E\x2A\xF4\x9D\xE8\xE2\xCF\xB8\xEA\xB3\x8E\x9C\x66\xE0\xE0\x47\x45\xCA\xCF\xE7\x53\x9D\xF5\xDA\xAA\x3C\x79\xEF\x55\x68\xE9\xF6\xB5\x7C\xA4\x3E\xB3\x10\x6E\xAD\x5E\xE3\xDD\xD9\xE2\x0B\x48\xF7\x31\x10\x4E\xB3\x2E\x6C\x4D\x30\x25\x39\x44\x5E\x66\x62\x8D\xAA\xC7\xE2\x6E\x0C\x97\x1B\xE5\x59\xBB\x99\xBF\xD2\xE8\x76\x25\xE2\x68\xB6\x37\x63\x61\xBB\x6B\x4E\xB0\x4C\x94\xA5\x47\x8D\x2A\xB1\x4B\x87\x63\xD2\x13\xEB\xE9\xD8\x41\xF2\x2D\xCF\x39\x94\xBC\x7D\x9A\xF7\x6A\x86\xCB\x15\xA3\x84\x7D\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x78\x46\x17\xBE\xEF\x2B\xEF\x01\x20\x00\x00\x50\x34\x02\x82\xF3\x13\x00\x18\x41\x9B\x01\xB2\x10\x87\x01\x50\x5E\xCA\x9F\x71\x00\x40\x00\x14\x80\x00\x00\x00\x43\x5B\x13\x0B\x80\x00\x00\x00\x24\xE6\x07\x87\x7F\xFF\xFF\xFF\x8D\x9F\x3C\x8B\xEE\x04\x43\x34\x77\x6A\x94\x76\x7F\xFF\xFF\xFF\xB5\xD4\x28\x3F\x80\x00\x00\x00\xB2\x4A\xF4\x8B\x7F\xFF\xFF\xFF\xED\xE9\xFA\xA3\x7F\xFF\xFF\xFF\x27\x34\x8B\xD5\x7F\xFF\xFF\xFF\xCF\xDA\xD4\x49\x80\x00\x00\x00\x35\xD6\x26\x72\x7F\xFF\xFF\xFF\x9A\x3D\xF4\x7C\x80\x00\x00\x00\x79\x31\xB1\x6D\x0D\x30\x3A\x1B\xA2\xE3\x8C\xCB\x7F\xFF\xFF\xFF\x11\x92\xDD\x35\xE2\x5C\x07\x22\x84\x8F\x1D\x4C\x80\x00\x00\x00\xB3\xA4\xCB\x67\x7F\xFF\xFF\xFF\x5D\x4C\xD4\xEB\x7F\xFF\xFF\xFF\xE8\xE2\xCF\xB8\x9F\xAB\x49\x3F\x66\xE0\xE0\x47\x7F\xFF\xFF\xFF\x53\x9D\xF5\xDA\x80\x00\x00\x00\x55\x68\xE9\xF6\xC2\xF8\xD1\x8D\xB3\x10\x6E\xAD\x7F\xFF\xFF\xFF\xE2\x0B\x48\xF7\x7F\xFF\xFF\xFF\x2E\x6C\x4D\x30\x25\x39\x44\x5E\x66\x62\x8D\xAA\x80\x00\x00\x00\x97\x1B\xE5\x59\x80\x00\x00\x00\xE8\x76\x25\xE2\x33\x4A\xC6\x24\x61\xBB\x6B\x4E\x80\x00\x00\x00\x47\x8D\x2A\xB1\x7F\xFF\xFF\xFF\x13\xEB\xE9\xD8\x7F\xFF\xFF\xFF\x39\x94\xBC\x7D\x80\x00\x00\x00\xCB\x15\xA3\x84\x7D\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE8D8F03B), ('P4rIngress.bitmap_seq.seq', 0xF8B98A71)], 12212)
        self.setRegisterValue('P4rIngress.rounds', 0xF8B98A71, 12212)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x75)], 12212)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12212)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD89D6F95), ('P4rIngress.values_v00000.hi', 0x3EA101B2)], 12212)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA5DA99FA), ('P4rIngress.values_v00001.hi', 0x2B637E97)], 12212)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x63FA2FDF), ('P4rIngress.values_v00010.hi', 0xC2FABE61)], 12212)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1A3A99A9), ('P4rIngress.values_v00011.hi', 0x4DB5CF10)], 12212)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xB68C6363), ('P4rIngress.values_v00100.hi', 0xA88848C3)], 12212)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x41F68316), ('P4rIngress.values_v00101.hi', 0xD55EF50E)], 12212)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xD580FAEF), ('P4rIngress.values_v00110.hi', 0xB14B2F03)], 12212)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x595DBA8B), ('P4rIngress.values_v00111.hi', 0xE35590C2)], 12212)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x239A6FDB), ('P4rIngress.values_v01000.hi', 0x760DF7C5)], 12212)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6CE024A5), ('P4rIngress.values_v01001.hi', 0x99D336E4)], 12212)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4A70E0C4), ('P4rIngress.values_v01010.hi', 0x44E3A1ED)], 12212)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5F17F4CE), ('P4rIngress.values_v01011.hi', 0x16D7A7DD)], 12212)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3BA315C8), ('P4rIngress.values_v01100.hi', 0x8963CA51)], 12212)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xB1D0276F), ('P4rIngress.values_v01101.hi', 0xAE29FAAE)], 12212)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x22D8F307), ('P4rIngress.values_v01110.hi', 0xE154FA77)], 12212)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2B213ED6), ('P4rIngress.values_v01111.hi', 0x96154DBD)], 12212)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5E6CDCD1), ('P4rIngress.values_v10000.hi', 0x5DD140B2)], 12212)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x27BF76ED), ('P4rIngress.values_v10001.hi', 0xAA564A97)], 12212)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA2B9B4AB), ('P4rIngress.values_v10010.hi', 0xF016E3E6)], 12212)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x838EC6B7), ('P4rIngress.values_v10011.hi', 0x5C7742EB)], 12212)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6588490E), ('P4rIngress.values_v10100.hi', 0x4F6EADA3)], 12212)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x678F7DB9), ('P4rIngress.values_v10101.hi', 0xA692DE41)], 12212)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD9EE447D), ('P4rIngress.values_v10110.hi', 0x3E6D4A82)], 12212)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x531358E3), ('P4rIngress.values_v10111.hi', 0x49B92269)], 12212)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x837E45AF), ('P4rIngress.values_v11000.hi', 0x6AD8F3D9)], 12212)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x472D4A77), ('P4rIngress.values_v11001.hi', 0x40541CAE)], 12212)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6327365D), ('P4rIngress.values_v11010.hi', 0x628DFE91)], 12212)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3FA341F6), ('P4rIngress.values_v11011.hi', 0x7BBEC759)], 12212)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA77F3674), ('P4rIngress.values_v11100.hi', 0x9984C22A)], 12212)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1EF15823), ('P4rIngress.values_v11101.hi', 0xA954F308)], 12212)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4343F221), ('P4rIngress.values_v11110.hi', 0x333A6357)], 12212)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7A6E858D), ('P4rIngress.values_v11111.hi', 0xDDE80CEA)], 12212)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEBED),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000628),
                gc.DataTuple('slot_count', 0x00000BFE),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2824AF8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x6E4A440D),
                gc.KeyTuple('src_port', 0x7FFC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEBED),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0312),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6E\x4A\x44\x0D\x00\x00\x00\x00\x7F\xFC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xEB\xED\x00\x18\xB2\x82\x4A\xF8\x09\x8C\x05\xE8\xF8\xB9\x8A\x71\x00\x40\x00\x00\xA3\x84\x62\xF9\x68\x6B\x16\xC3\xBB\x82\xF3\xFA\xAE\x67\x7B\x89\x48\x51\x9E\xAF\x89\xE2\xBF\x47\xBE\xE3\xB0\x6A\x68\xBE\x84\xCD\x26\xED\x6D\x6D\xE9\xE1\xBE\xA5\x40\x65\xF0\x60\xD3\x48\x9D\x59\xC7\xD7\x6A\x81\xB5\x2F\x65\xDB\x77\x80\x1C\x17\xD6\x12\x76\x53\x6D\x85\xA2\x2C\xD8\xB6\xF5\x4E\x1A\x0E\x72\x26\xA1\x95\xEA\x28\x4E\x27\xA6\x68\x54\xAB\x21\x8C\x5E\x3F\x81\xED\x6C\xB8\x0D\xD9\xA7\x24\x2D\xE6\xD3\x76\x6C\xB5\x20\xE1\xE6\x45\xD1\x6B\x36\xB8\xA9\x55\x13\xE5\xA2\x62\x62\x35\x72\x63\x10\xD3\xD1\x2B\x83\xA1\x5F\x46\xE9\xC2\x62\x07\x8D\x37\x0B\xE3\x44\xE3\xBD\x52\x73\x73\x3A\x74\xB0\xE3\xE1\xBC\x44\x83\x87\xEE\x76\x66\x55\x17\x88\xEF\x78\xF3\xDC\xA7\x52\x28\xEF\xE3\x48\xDF\xE8\x16\xA4\xD6\x5D\x9D\x1C\x49\xA6\x2F\x79\x2A\x7A\xCD\x66\xC7\xC0\x90\x65\x7F\xD3\x6A\x56\xD7\x75\xA3\xCE\xC9\x08\xBB\x68\xB5\xEE\xE3\x68\x3F\x3B\xEF\x32\x61\x73\x1D\x4E\x6F\x86\x78\x5F\xB0\x6F\x4E\x43\x5A\x3D\xCF\xA9\x75\x34\xA5\xC7\x48\x8F\x6C\x66\xBE\x4E\x05\xA8\x0C\x80\x0B\x6F\xEA\xEA\xBB\x55\xCD\xD8\x35\x57\x8D\x4D\xE7\x68\x3F\xB6\x6B\xD2\xAD\x53\xB9\x7C\x05\xB3\x95\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6E\x4A\x44\x0D\xBE\xEF\x7F\xFC\x01\x20\x00\x00\x50\x34\x02\x82\xEB\xED\x00\x18\xB2\x82\x4A\xF8\x09\x8C\x01\xE8\xF8\xB9\x8A\x71\x00\x40\x00\x0B\x80\x00\x00\x00\x68\x6B\x16\xC3\x80\x00\x00\x00\xAE\x67\x7B\x89\x7F\xFF\xFF\xFF\x89\xE2\xBF\x47\xD9\x1E\x4A\x13\x68\xBE\x84\xCD\xDD\x79\xD0\xD0\xE9\xE1\xBE\xA5\x7F\xFF\xFF\xFF\xD3\x48\x9D\x59\x9D\x58\x65\x70\xB5\x2F\x65\xDB\x7F\xFF\xFF\xFF\xD6\x12\x76\x53\x7F\xFF\xFF\xFF\xD8\xB6\xF5\x4E\x7F\xFF\xFF\xFF\xA1\x95\xEA\x28\x7F\xFF\xFF\xFF\x54\xAB\x21\x8C\x7F\xFF\xFF\xFF\x6C\xB8\x0D\xD9\xE2\xC7\x43\xAE\xD3\x76\x6C\xB5\xD2\xB2\x0D\xB4\xD1\x6B\x36\xB8\xCC\x2E\x06\xEC\xA2\x62\x62\x35\x7F\xFF\xFF\xFF\xD1\x2B\x83\xA1\x7F\xFF\xFF\xFF\x62\x07\x8D\x37\x33\xA2\xBB\xD0\xBD\x52\x73\x73\xDD\x2E\x65\x8E\xE1\xBC\x44\x83\x80\x00\x00\x00\x55\x17\x88\xEF\x7F\xFF\xFF\xFF\x52\x28\xEF\xE3\x7F\xFF\xFF\xFF\xA4\xD6\x5D\x9D\xF6\x37\xEA\xAC\x79\x2A\x7A\xCD\x7F\xFF\xFF\xFF\x65\x7F\xD3\x6A\xDA\x55\xBB\x52\xCE\xC9\x08\xBB\x7F\xFF\xFF\xFF\x68\x3F\x3B\xEF\x7F\xFF\xFF\xFF\x4E\x6F\x86\x78\x7F\xFF\xFF\xFF\x43\x5A\x3D\xCF\x80\x00\x00\x00\xC7\x48\x8F\x6C\x7F\xFF\xFF\xFF\xA8\x0C\x80\x0B\x7F\xFF\xFF\xFF\x55\xCD\xD8\x35\x7F\xFF\xFF\xFF\x68\x3F\xB6\x6B\xD2\xAD\x53\xB9\x7C\x05\xB3\x95\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE26FCA2A), ('P4rIngress.bitmap_seq.seq', 0xB7370960)], 12773)
        self.setRegisterValue('P4rIngress.rounds', 0xB7370960, 12773)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x56)], 12773)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12773)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xDF8850C3), ('P4rIngress.values_v00000.hi', 0x74173BBA)], 12773)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9E8DD0D5), ('P4rIngress.values_v00001.hi', 0x3DCB32FB)], 12773)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8AB5F28C), ('P4rIngress.values_v00010.hi', 0x841944B1)], 12773)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xCD359979), ('P4rIngress.values_v00011.hi', 0x7DD63A72)], 12773)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7E53D2B7), ('P4rIngress.values_v00100.hi', 0xDD5D79EE)], 12773)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xBA4F2ABA), ('P4rIngress.values_v00101.hi', 0x76F6ADAE)], 12773)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6BDA57CD), ('P4rIngress.values_v00110.hi', 0x4B7EEB97)], 12773)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0BE88BDD), ('P4rIngress.values_v00111.hi', 0x3B8635FF)], 12773)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7C863019), ('P4rIngress.values_v01000.hi', 0x30E2673B)], 12773)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4BC2D299), ('P4rIngress.values_v01001.hi', 0x45EF641E)], 12773)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1BD30FFD), ('P4rIngress.values_v01010.hi', 0xE236AD35)], 12773)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5C705A37), ('P4rIngress.values_v01011.hi', 0x1B33DFE8)], 12773)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0x17F6D47B)], 12773)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x0F235EA5), ('P4rIngress.values_v01101.hi', 0x72C204F2)], 12773)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7525E398), ('P4rIngress.values_v01110.hi', 0xA145D46D)], 12773)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2F0C3BCC), ('P4rIngress.values_v01111.hi', 0x634669B3)], 12773)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x49AACD1D), ('P4rIngress.values_v10000.hi', 0x4F0FAB54)], 12773)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB5FBF4AB), ('P4rIngress.values_v10001.hi', 0x4FDC98BB)], 12773)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3E95DFAD), ('P4rIngress.values_v10010.hi', 0x88ADF257)], 12773)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBBAF092E), ('P4rIngress.values_v10011.hi', 0x5C565F6B)], 12773)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBF65C5A2), ('P4rIngress.values_v10100.hi', 0x9F4F6DEB)], 12773)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB7553175), ('P4rIngress.values_v10101.hi', 0x945025AA)], 12773)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAA31A563), ('P4rIngress.values_v10110.hi', 0x578C7E70)], 12773)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x93CD12C5), ('P4rIngress.values_v10111.hi', 0x2FFE467F)], 12773)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x7BB6FAB5), ('P4rIngress.values_v11000.hi', 0xB9BE0CB6)], 12773)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4DCD7B33), ('P4rIngress.values_v11001.hi', 0xC6A1ED25)], 12773)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9198B171), ('P4rIngress.values_v11010.hi', 0x6BFAACD3)], 12773)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x77D68F5E), ('P4rIngress.values_v11011.hi', 0x9B0F14A5)], 12773)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x70C47BB7), ('P4rIngress.values_v11100.hi', 0x76D0B0C1)], 12773)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xBFBBA9B5), ('P4rIngress.values_v11101.hi', 0x569D76B6)], 12773)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7D2AFD3B), ('P4rIngress.values_v11110.hi', 0x3578A6FA)], 12773)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4A36E93F), ('P4rIngress.values_v11111.hi', 0x18A80ACE)], 12773)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA48B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000025B),
                gc.DataTuple('slot_count', 0x00001696),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0C2C1A28),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xAF4E51DA),
                gc.KeyTuple('src_port', 0x4361),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA48B),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01CA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAF\x4E\x51\xDA\x00\x00\x00\x00\x43\x61\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA4\x8B\x00\x18\x0C\x2C\x1A\x28\x0F\x8A\x01\xD1\xB7\x37\x09\x60\x00\x40\x00\x00\x95\x2E\xDB\x33\x4B\x51\x9E\x03\xBF\x5A\x7B\xA3\xA1\x91\x77\x65\x95\xF7\xB2\xB7\x8D\xD2\xF7\x34\x05\x57\x8F\x43\x34\xA6\xDC\x6D\x0D\x63\xA5\xD4\x87\xF9\x09\x3C\x3B\xE2\x1F\x1B\x5A\x6E\x21\xAB\x25\x09\xEF\x43\x4A\x8A\xB0\x97\xC8\x2E\x38\x43\x58\x3D\xC3\xB2\x1C\x1B\xBA\xC9\xCB\xD1\x7E\x4B\x74\x7A\x56\xC9\x3F\x22\x3F\x2C\x77\x7B\x57\xCB\xF8\xE2\x79\xFB\x3E\xEC\xB2\xE6\x79\x31\x14\x89\x9F\xF0\x23\x73\x53\x43\x7F\x7D\x72\x6B\xD4\xA6\x3E\xE9\x76\xB6\xB6\xAC\x5B\x9B\xC5\x3D\xC6\x43\x6A\x59\x2B\x1D\x27\x47\x37\xA2\x48\x99\x78\x4A\x4D\xBF\xC9\xDD\xB6\x7A\xD9\xEE\xC9\xDF\x9C\xAB\x46\xB5\x88\xD5\x2F\x94\x1A\xFB\x9A\xCF\xAA\xF7\x43\x17\x75\x7D\xAB\xB3\x26\x56\xB4\x63\xF1\xDB\xB1\x7C\xEB\x76\xB4\x98\xAD\x3B\xA2\xB4\x4D\x79\x4B\x6B\x8A\x97\x3B\x97\x3A\xFB\xBC\x8D\xCF\xCF\x56\x17\xD3\x25\x97\xDB\x55\x36\xEF\x75\xF5\x15\xE1\xBA\x9B\xB3\xDC\xAF\x1C\xB9\x5A\x8A\x62\x45\x42\x95\xE6\x3A\x96\xB8\x20\xBD\x72\x53\xD8\xBB\x23\x44\xEE\xD1\x91\xB5\xEC\x56\xCB\xA9\xD7\x76\x27\x8E\xB5\x7C\x79\x2A\x8E\x9C\x69\xC6\x8E\x27\x6A\xEC\x3E\x9F\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAF\x4E\x51\xDA\xBE\xEF\x43\x61\x01\x20\x00\x00\x50\x34\x02\x82\xA4\x8B\x00\x18\x0C\x2C\x1A\x28\x0F\x8A\x01\xD1\xB7\x37\x09\x60\x00\x40\x00\x03\x80\x00\x00\x00\x4B\x51\x9E\x03\x80\x00\x00\x00\xA1\x91\x77\x65\x80\x00\x00\x00\x8D\xD2\xF7\x34\xD2\x8D\x28\xBC\x34\xA6\xDC\x6D\x7F\xFF\xFF\xFF\x87\xF9\x09\x3C\xF6\x31\x49\xD5\x5A\x6E\x21\xAB\x7F\xFF\xFF\xFF\x4A\x8A\xB0\x97\xD4\x16\xC4\x20\x58\x3D\xC3\xB2\x7F\xFF\xFF\xFF\xCB\xD1\x7E\x4B\x7F\xFF\xFF\xFF\x3F\x22\x3F\x2C\x7F\xFF\xFF\xFF\xF8\xE2\x79\xFB\x7F\xFF\xFF\xFF\x79\x31\x14\x89\x9F\xF0\x23\x73\x53\x43\x7F\x7D\x7F\xFF\xFF\xFF\x3E\xE9\x76\xB6\x2B\xD2\x3F\x33\xC5\x3D\xC6\x43\x7F\xFF\xFF\xFF\x27\x47\x37\xA2\x7F\xFF\xFF\xFF\x4D\xBF\xC9\xDD\x80\x00\x00\x00\xC9\xDF\x9C\xAB\x7F\xFF\xFF\xFF\x2F\x94\x1A\xFB\x80\x00\x00\x00\x43\x17\x75\x7D\x80\x00\x00\x00\xB4\x63\xF1\xDB\x80\x00\x00\x00\xB4\x98\xAD\x3B\x80\x00\x00\x00\x4B\x6B\x8A\x97\xCF\x64\x4D\xC0\xBC\x8D\xCF\xCF\x7F\xFF\xFF\xFF\x97\xDB\x55\x36\x3D\x43\x70\x48\xE1\xBA\x9B\xB3\x80\x00\x00\x00\x5A\x8A\x62\x45\x7F\xFF\xFF\xFF\x96\xB8\x20\xBD\x7F\xFF\xFF\xFF\x23\x44\xEE\xD1\x80\x00\x00\x00\xCB\xA9\xD7\x76\x7F\xFF\xFF\xFF\x79\x2A\x8E\x9C\x7F\xFF\xFF\xFF\x6A\xEC\x3E\x9F\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44\x24\x20\x24\x92\x4F\x2A\xC5\x75\x0C\x2D\x84\xDC\x95\x5A\x1D\xC4\x3E\x58\x83\x41\xE3\xB2\x80\x95\xD4\x0A\xCE\x3F\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC804960D), ('P4rIngress.bitmap_seq.seq', 0x8D000000)], 11494)
        self.setRegisterValue('P4rIngress.rounds', 0x8D000000, 11494)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xB4)], 11494)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11494)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB3362F41), ('P4rIngress.values_v00000.hi', 0x69E8A3C9)], 11494)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC038A3D7), ('P4rIngress.values_v00001.hi', 0x34BAC60C)], 11494)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7BCB0AF2), ('P4rIngress.values_v00010.hi', 0xB5836139)], 11494)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF935B4EB), ('P4rIngress.values_v00011.hi', 0x33BB99AA)], 11494)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x1754ACF1), ('P4rIngress.values_v00100.hi', 0x70BE157E)], 11494)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x636ED925), ('P4rIngress.values_v00101.hi', 0xCFAB5491)], 11494)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1140A984), ('P4rIngress.values_v00110.hi', 0xBE557825)], 11494)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x518B9486), ('P4rIngress.values_v00111.hi', 0x929CF914)], 11494)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x685307F9), ('P4rIngress.values_v01000.hi', 0xE5ED8AD1)], 11494)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5A97BF50), ('P4rIngress.values_v01001.hi', 0x9B6BD3F3)], 11494)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x30C823C1), ('P4rIngress.values_v01010.hi', 0x44057F2C)], 11494)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x57BDF0D6), ('P4rIngress.values_v01011.hi', 0x3E1F6593)], 11494)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x01CC550D), ('P4rIngress.values_v01100.hi', 0x8ACE1838)], 11494)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x56AD894B), ('P4rIngress.values_v01101.hi', 0xDC5B5495)], 11494)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x1B11BFF7), ('P4rIngress.values_v01110.hi', 0xAF0EA1AC)], 11494)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x38CDC9E9), ('P4rIngress.values_v01111.hi', 0x93831C17)], 11494)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6D33A9CD), ('P4rIngress.values_v10000.hi', 0x4CBE5466)], 11494)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5CE99B33), ('P4rIngress.values_v10001.hi', 0x8BEB5219)], 11494)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x00000000), ('P4rIngress.values_v10010.hi', 0xD44230DB)], 11494)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8D9EF91B), ('P4rIngress.values_v10011.hi', 0x7D5B9AC5)], 11494)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7663ADE8), ('P4rIngress.values_v10100.hi', 0x5869DC5F)], 11494)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x52B3091D), ('P4rIngress.values_v10101.hi', 0x02831785)], 11494)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4323CC63), ('P4rIngress.values_v10110.hi', 0x58D57F54)], 11494)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4323E997), ('P4rIngress.values_v10111.hi', 0x6E02B8E8)], 11494)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x622E53CC), ('P4rIngress.values_v11000.hi', 0x6BA5E3A5)], 11494)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xE61FD9DE), ('P4rIngress.values_v11001.hi', 0x6BA25BBB)], 11494)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x81BAEA4B), ('P4rIngress.values_v11010.hi', 0x2C9F7678)], 11494)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x34BF680D), ('P4rIngress.values_v11011.hi', 0x6D91E2F3)], 11494)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA3787279), ('P4rIngress.values_v11100.hi', 0x65131E1B)], 11494)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x608DA047), ('P4rIngress.values_v11101.hi', 0x1A4543CF)], 11494)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x66ACACD9), ('P4rIngress.values_v11110.hi', 0x8A23D62E)], 11494)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x2B3D2A89), ('P4rIngress.values_v11111.hi', 0x5F3A22D2)], 11494)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x955F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005ED),
                gc.DataTuple('slot_count', 0x00000ADE),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAD18790A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xA45FB0CF),
                gc.KeyTuple('src_port', 0xCE9D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x955F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0295),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA4\x5F\xB0\xCF\x00\x00\x00\x00\xCE\x9D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x95\x5F\x00\x18\xAD\x18\x79\x0A\x06\xF9\x07\xE8\x8D\x00\x00\x00\x00\x40\x00\x00\xBF\xB4\x69\x77\x29\xFB\x52\xBE\x8A\xF2\xA4\xDF\x49\x09\xC2\x8B\x08\xCB\x4A\xEC\xB6\xEE\x27\x16\xDE\xE4\xB3\x4C\x77\xB0\x61\x48\x57\x75\xA4\x57\xBE\xE9\xBF\x88\x4B\x56\xD9\x0F\xD6\x9E\x35\xF3\xDB\x7A\xAE\x3B\x9E\x71\x6B\xE8\x69\x2E\xB9\xE4\x72\xA9\xD6\x5D\x50\x20\xC4\xFC\xB2\xA9\x16\x52\x60\x36\x6D\xA3\xD2\xAC\x9C\x79\x64\xB6\x52\x49\x73\xFB\x05\x6C\x40\x56\xB0\xF2\x51\xFA\xFB\x49\x77\x9A\xD9\x67\xBE\x85\x62\x9F\xDA\x3B\xFC\x67\x85\x39\x6C\x55\x37\x75\x53\x17\x6E\x7A\xFB\x2D\x6D\x8B\x60\xFB\xDB\x5F\xAB\x5F\x72\xBD\xA3\x77\x45\x64\xFA\x08\x95\x36\xA9\x99\xAA\x8D\x6B\x39\x00\x00\x00\x00\x5D\xFB\x9E\x79\x95\x2E\x31\xB5\x63\x25\xAA\x7D\x26\xB3\xF4\x79\x3D\xDD\x2C\x63\x43\x21\x48\xD0\x7C\xFB\x77\x1B\x56\x36\xF1\x81\x46\x9E\x7B\xD9\x4A\x35\xF1\x51\x57\x7E\x95\x4E\x4D\x60\xD8\xEE\x76\x6B\xCF\x73\x5E\x1F\xD0\xB3\x6A\xA5\x59\xA3\xBB\x9D\x0C\xC9\x73\xC8\x37\x60\x6A\x9A\xEA\xCC\x27\xB3\xCD\xE7\x25\x9B\x9B\xAA\x31\xB7\xB7\x1F\x48\xD8\xA3\xBE\x73\x2D\x4B\x10\x66\xA9\x2D\xE2\xBE\x75\xE3\x62\x6C\x67\x4C\xDF\x54\x44\xF7\x96\xB3\x37\x2E\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA4\x5F\xB0\xCF\xBE\xEF\xCE\x9D\x01\x20\x00\x00\x50\x34\x02\x82\x95\x5F\x00\x18\xAD\x18\x79\x0A\x06\xF9\x01\xE8\x8D\x00\x00\x00\x00\x40\x00\x10\x80\x00\x00\x00\x29\xFB\x52\xBE\x80\x00\x00\x00\x49\x09\xC2\x8B\x7F\xFF\xFF\xFF\xB6\xEE\x27\x16\xD8\x1A\x68\x37\x77\xB0\x61\x48\x6E\xCA\x51\x48\xBE\xE9\xBF\x88\x7F\xFF\xFF\xFF\xD6\x9E\x35\xF3\xEC\xBB\x57\xBF\x9E\x71\x6B\xE8\x7F\xFF\xFF\xFF\x72\xA9\xD6\x5D\x7F\xFF\xFF\xFF\xB2\xA9\x16\x52\x7F\xFF\xFF\xFF\xD2\xAC\x9C\x79\x7F\xFF\xFF\xFF\x73\xFB\x05\x6C\x7F\xFF\xFF\xFF\x51\xFA\xFB\x49\x79\x67\x2E\x74\xBE\x85\x62\x9F\x30\xE9\x85\xB2\x85\x39\x6C\x55\x52\x87\x13\x0E\x6E\x7A\xFB\x2D\x7F\xFF\xFF\xFF\xDB\x5F\xAB\x5F\x7F\xFF\xFF\xFF\x45\x64\xFA\x08\xF2\x20\x44\xCC\xAA\x8D\x6B\x39\x00\x00\x00\x00\x5D\xFB\x9E\x79\x80\x00\x00\x00\x63\x25\xAA\x7D\x7F\xFF\xFF\xFF\x3D\xDD\x2C\x63\x7F\xFF\xFF\xFF\x7C\xFB\x77\x1B\x7F\xFF\xFF\xFF\x46\x9E\x7B\xD9\x7F\xFF\xFF\xFF\x57\x7E\x95\x4E\x7F\xFF\xFF\xFF\x76\x6B\xCF\x73\x44\x3F\xAA\x91\x6A\xA5\x59\xA3\x80\x00\x00\x00\x73\xC8\x37\x60\x7F\xFF\xFF\xFF\x27\xB3\xCD\xE7\xC9\x14\x0E\x23\x31\xB7\xB7\x1F\x7F\xFF\xFF\xFF\x73\x2D\x4B\x10\x7F\xFF\xFF\xFF\xBE\x75\xE3\x62\x7F\xFF\xFF\xFF\x54\x44\xF7\x96\xB3\x37\x2E\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1022D8D7), ('P4rIngress.bitmap_seq.seq', 0xF5109C05)], 10224)
        self.setRegisterValue('P4rIngress.rounds', 0xF5109C05, 10224)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x6E)], 10224)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10224)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8F306DEF), ('P4rIngress.values_v00000.hi', 0x7BFE16A3)], 10224)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x878338F3), ('P4rIngress.values_v00001.hi', 0xC55E34BB)], 10224)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xABFECD83), ('P4rIngress.values_v00010.hi', 0xBBB32C40)], 10224)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9E4B28D9), ('P4rIngress.values_v00011.hi', 0x4D1B17E1)], 10224)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5B4732D5), ('P4rIngress.values_v00100.hi', 0xA16768CD)], 10224)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x577CDBF4), ('P4rIngress.values_v00101.hi', 0x479BC872)], 10224)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x44FB47D3), ('P4rIngress.values_v00110.hi', 0x4E48C55D)], 10224)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x394A06D7), ('P4rIngress.values_v00111.hi', 0x6D363D36)], 10224)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x14D6504E), ('P4rIngress.values_v01000.hi', 0xAFB6EE6B)], 10224)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6A21AF79), ('P4rIngress.values_v01001.hi', 0x4AD8FBB5)], 10224)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x53ECD847), ('P4rIngress.values_v01010.hi', 0xC35602BB)], 10224)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7129BB81), ('P4rIngress.values_v01011.hi', 0x69F547B3)], 10224)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x9535B027), ('P4rIngress.values_v01100.hi', 0x16DF2DFE)], 10224)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x65AF1353), ('P4rIngress.values_v01101.hi', 0x591BBE99)], 10224)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xF3237B05), ('P4rIngress.values_v01110.hi', 0x9163E4DD)], 10224)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5DEBCB8C), ('P4rIngress.values_v01111.hi', 0x520ACD5A)], 10224)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x74877486), ('P4rIngress.values_v10000.hi', 0x77206AF3)], 10224)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x913FB15E), ('P4rIngress.values_v10001.hi', 0x16DF94BF)], 10224)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x77399C5A), ('P4rIngress.values_v10010.hi', 0x996DD5ED)], 10224)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xCCB9291E), ('P4rIngress.values_v10011.hi', 0x3D1B297F)], 10224)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x94CC299D), ('P4rIngress.values_v10100.hi', 0x8128392E)], 10224)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x96FC5407), ('P4rIngress.values_v10101.hi', 0x9B1EB79B)], 10224)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAA65974F), ('P4rIngress.values_v10110.hi', 0x57D24F2B)], 10224)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x296BB7EE), ('P4rIngress.values_v10111.hi', 0xF5576C3A)], 10224)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x36645415), ('P4rIngress.values_v11000.hi', 0x86B51376)], 10224)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBDF67F76), ('P4rIngress.values_v11001.hi', 0x25BBA7D3)], 10224)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x8B65D494), ('P4rIngress.values_v11010.hi', 0x7ECECCCE)], 10224)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5DA96F81), ('P4rIngress.values_v11011.hi', 0x6EE1DE67)], 10224)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA2C5CD2A), ('P4rIngress.values_v11100.hi', 0x8B9EE5C5)], 10224)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x6F30A4E7), ('P4rIngress.values_v11101.hi', 0x5FD248DE)], 10224)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6FC73DAE), ('P4rIngress.values_v11110.hi', 0x7837D962)], 10224)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6A9E3A43), ('P4rIngress.values_v11111.hi', 0x5630A7A5)], 10224)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFF11),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004A4),
                gc.DataTuple('slot_count', 0x00000B6C),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCBF0F428),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x068D8548),
                gc.KeyTuple('src_port', 0xBF06),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFF11),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\x8D\x85\x48\x00\x00\x00\x00\xBF\x06\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFF\x11\x00\x18\xCB\xF0\xF4\x28\x03\x4C\x03\xC1\xF5\x10\x9C\x05\x00\x40\x00\x00\xBD\x12\xA4\x89\x75\xCA\x0E\x6E\xDC\x5C\xCE\x76\x0C\x2B\x56\x0A\x98\x04\xE4\xD6\xA8\x5F\x72\xDE\xF1\xE4\xE7\x47\x5C\x0A\xE2\xBE\x38\x9B\x66\xD1\xD7\xA2\xE3\xE9\xDD\x5D\x59\x35\x6A\x62\x19\x76\x41\x93\xC9\xE6\x45\xC8\x93\x6B\x3F\x4B\x99\x11\x22\x76\xC8\xDB\x6E\x62\xD6\x45\x76\xE6\xCA\x63\x45\x73\x6A\x08\x56\xF4\xBE\x23\x68\x39\x26\xF6\x41\x4E\x70\xCA\x4F\x64\x52\x62\x3F\x85\xCF\x1B\x64\x4D\x5E\xA1\xB2\x96\x73\xB8\x56\x26\x8B\x1B\x7B\x2E\xDB\x0B\xE7\xB8\x9B\xA7\x8A\x75\x55\xDA\x4B\xB2\x40\x6E\x30\x7E\xD5\x4D\x3C\x45\xFF\xB7\x69\x10\xBB\xFA\xEB\x7F\xBD\x91\xA7\xDF\xD5\xCA\x3A\x57\x4A\x8A\x3A\xAC\xD5\x7C\xA8\x39\xB8\xDC\x4F\xD7\xB5\x09\x9A\x86\x80\xCB\xD3\xF3\xD0\xB3\xB2\x93\xAC\x69\xBA\xBA\xB2\x5B\xBF\x64\xA9\xB2\x52\x02\xC7\xA6\x2D\x7A\x94\x1B\x5B\xB7\x6D\x37\x75\xBC\xDC\x77\x9C\x49\xD6\xC1\x50\x15\x63\xB7\xA3\x89\x54\x75\xC9\x75\xE5\x94\x3A\x56\x95\x5D\x48\x6B\xE5\x67\x1A\xA6\xD0\x75\x1E\xDB\xBA\x39\xD5\x76\xA5\x71\x45\xDE\xD9\xAE\x75\xD2\x4E\xF4\x47\x9D\x22\x54\x12\x53\xC5\x7A\x7C\x57\x32\x5D\x6E\x78\xA3\xA7\x12\x18\x6C\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\x8D\x85\x48\xBE\xEF\xBF\x06\x01\x20\x00\x00\x50\x34\x02\x82\xFF\x11\x00\x18\xCB\xF0\xF4\x28\x03\x4C\x01\xC1\xF5\x10\x9C\x05\x00\x40\x00\x1A\x80\x00\x00\x00\x75\xCA\x0E\x6E\x80\x00\x00\x00\x0C\x2B\x56\x0A\x80\x00\x00\x00\xA8\x5F\x72\xDE\x90\x30\x10\x20\x5C\x0A\xE2\xBE\x7F\xFF\xFF\xFF\xD7\xA2\xE3\xE9\x34\xDA\x35\x29\x6A\x62\x19\x76\x7F\xFF\xFF\xFF\x45\xC8\x93\x6B\x78\x95\x9F\xE8\x22\x76\xC8\xDB\x7F\xFF\xFF\xFF\x76\xE6\xCA\x63\x7F\xFF\xFF\xFF\x56\xF4\xBE\x23\x7F\xFF\xFF\xFF\x41\x4E\x70\xCA\x7F\xFF\xFF\xFF\x3F\x85\xCF\x1B\xF9\x83\x0E\xC8\xB2\x96\x73\xB8\x7F\xFF\xFF\xFF\x7B\x2E\xDB\x0B\xDA\xDC\x16\xAC\x8A\x75\x55\xDA\x7F\xFF\xFF\xFF\x30\x7E\xD5\x4D\x7F\xFF\xFF\xFF\x69\x10\xBB\xFA\x80\x00\x00\x00\xA7\xDF\xD5\xCA\x7F\xFF\xFF\xFF\x3A\xAC\xD5\x7C\x80\x00\x00\x00\x4F\xD7\xB5\x09\x80\x00\x00\x00\xD3\xF3\xD0\xB3\x80\x00\x00\x00\xBA\xBA\xB2\x5B\x80\x00\x00\x00\x52\x02\xC7\xA6\x56\xE6\x4C\x09\x5B\xB7\x6D\x37\x7F\xFF\xFF\xFF\x9C\x49\xD6\xC1\x0E\x0B\xE3\x2D\xA3\x89\x54\x75\x80\x00\x00\x00\x3A\x56\x95\x5D\x7F\xFF\xFF\xFF\x1A\xA6\xD0\x75\xC1\xA1\x87\x63\xD5\x76\xA5\x71\x7F\xFF\xFF\xFF\x75\xD2\x4E\xF4\x7F\xFF\xFF\xFF\x12\x53\xC5\x7A\x7F\xFF\xFF\xFF\x6E\x78\xA3\xA7\x12\x18\x6C\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x44CD21C5), ('P4rIngress.bitmap_seq.seq', 0x2A000000)], 14808)
        self.setRegisterValue('P4rIngress.rounds', 0x2A000000, 14808)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x6A)], 14808)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14808)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBDA491FB), ('P4rIngress.values_v00000.hi', 0x59753355)], 14808)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xD5F40F86), ('P4rIngress.values_v00001.hi', 0x97B6773C)], 14808)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xCC8F556F), ('P4rIngress.values_v00010.hi', 0xC56F9D6B)], 14808)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xDF568DDE), ('P4rIngress.values_v00011.hi', 0x685F0528)], 14808)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5AB747F1), ('P4rIngress.values_v00100.hi', 0xA2B5416B)], 14808)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCB4C225F), ('P4rIngress.values_v00101.hi', 0x6A136EF7)], 14808)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4C39D737), ('P4rIngress.values_v00110.hi', 0x772B39BE)], 14808)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x33FD11AA), ('P4rIngress.values_v00111.hi', 0x6427BB70)], 14808)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x73990C12), ('P4rIngress.values_v01000.hi', 0x5CE9A059)], 14808)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5A29EC8E), ('P4rIngress.values_v01001.hi', 0x55A7202C)], 14808)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x28FAE58C), ('P4rIngress.values_v01010.hi', 0xF1E9BC66)], 14808)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x602CEBE8), ('P4rIngress.values_v01011.hi', 0xCA22939B)], 14808)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x541A55D3), ('P4rIngress.values_v01100.hi', 0x7BC30946)], 14808)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x59704EB3), ('P4rIngress.values_v01101.hi', 0xAA6271F7)], 14808)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x4A6D4377), ('P4rIngress.values_v01110.hi', 0xE27A8390)], 14808)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x660B9E51), ('P4rIngress.values_v01111.hi', 0xFC1E92CE)], 14808)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x47C8858C), ('P4rIngress.values_v10000.hi', 0x229E88EF)], 14808)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4C6DD25F), ('P4rIngress.values_v10001.hi', 0x463A65FC)], 14808)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5CAE777C), ('P4rIngress.values_v10010.hi', 0xAF7115F0)], 14808)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x45F1A126), ('P4rIngress.values_v10011.hi', 0x4D8D51D3)], 14808)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xAA89B471), ('P4rIngress.values_v10100.hi', 0x8B95DA6F)], 14808)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7266F41A), ('P4rIngress.values_v10101.hi', 0x426CB92A)], 14808)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x5974237B), ('P4rIngress.values_v10110.hi', 0x054FDE6B)], 14808)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA5D44D54), ('P4rIngress.values_v10111.hi', 0x6EC5396D)], 14808)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x624A5AFF), ('P4rIngress.values_v11000.hi', 0xB6CCE9EC)], 14808)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7163264B), ('P4rIngress.values_v11001.hi', 0x4B237DFF)], 14808)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1F0A44C6), ('P4rIngress.values_v11010.hi', 0xA491659B)], 14808)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3BB7DEF7), ('P4rIngress.values_v11011.hi', 0x78CBDAD7)], 14808)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x2B8E3BB5), ('P4rIngress.values_v11100.hi', 0xAB5A6192)], 14808)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1410FEBD), ('P4rIngress.values_v11101.hi', 0x6AFD7DAD)], 14808)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x746EFBDA), ('P4rIngress.values_v11110.hi', 0x9139CC25)], 14808)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x231DD5BB), ('P4rIngress.values_v11111.hi', 0x7836A6E9)], 14808)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9D43),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA935C3B3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xCB8A8C5E),
                gc.KeyTuple('src_port', 0xE98A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9D43),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x8A\x8C\x5E\x00\x00\x00\x00\xE9\x8A\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x9D\x43\x00\x18\xA9\x35\xC3\xB3\x19\xD8\x03\xB5\x2A\x00\x00\x00\x00\x40\x00\x00\x9B\x35\xEA\x71\x55\xD4\xF6\xDB\x95\xBB\x4E\xED\x40\x91\xF1\x9A\xA4\x3D\x39\x98\xA2\x71\x25\x81\xDC\x64\x3E\x03\x31\x5F\x1D\x98\x51\x36\x44\x2F\x8A\x57\x6D\xCF\xCF\xF8\x01\xFD\x29\xF7\x6E\x7B\x66\xEE\x55\x8D\x2D\xB3\x2A\x23\x91\xFA\x76\xBD\x30\x75\xDE\x6F\x1A\xFE\x4F\x07\x96\x34\x7F\xA3\x37\xDC\x64\x8F\x31\xA6\x82\xC5\x73\xD3\xC2\xC0\x2A\x6F\x19\x27\x24\x3E\xB3\xC3\xAD\x99\x33\x31\x5E\x8B\xD7\x58\x72\xDD\xF3\x2C\x38\xBB\xA8\xC7\xAF\x7D\x58\xCC\xFB\x5D\x8B\x5B\x85\xCC\xBA\x97\x37\x6D\xF6\xDC\x22\xA4\xD6\x3B\x5C\x4D\xBB\xD4\x76\x5F\x55\x42\xDA\x8B\x6E\x33\x8E\x5C\x94\xEF\x76\xD6\x79\x44\xA6\x4D\xB9\x5D\x75\x19\x43\xF0\x62\xB8\x33\x9B\x99\xB5\x11\x0B\x69\x5F\xE9\xA7\xEE\xC4\x77\xAB\x4B\x7C\x5B\x8F\x2F\x25\xEF\xF3\xFD\x7F\xC1\xE9\xA4\xA3\xE9\x87\x11\xDD\x3A\x5B\x5B\x7C\xEF\xA0\x9D\x1D\x4A\xFE\x48\x67\x2E\xC9\x4A\x5A\x2C\x38\xC3\x4C\xDA\xA1\xD6\xD3\x33\x4E\x73\x1A\x7F\xB5\x58\x48\xFA\xD7\x5B\x46\x89\x04\xDD\x35\x81\x94\x8D\x7B\x11\xA5\x4C\xFE\xF2\x9E\x14\xCE\x40\x1F\x31\xE8\xDE\xE7\x7B\x9F\x95\x20\x14\xD6\xA9\xE2\xBF\x24\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCB\x8A\x8C\x5E\xBE\xEF\xE9\x8A\x01\x20\x00\x00\x50\x34\x02\x82\x9D\x43\x00\x18\xA9\x35\xC3\xB3\x19\xD8\x01\xB5\x2A\x00\x00\x00\x00\x40\x00\x20\x80\x00\x00\x00\x55\xD4\xF6\xDB\x80\x00\x00\x00\x40\x91\xF1\x9A\x80\x00\x00\x00\xA2\x71\x25\x81\xBB\xBA\xCB\xE1\x31\x5F\x1D\x98\x7F\xFF\xFF\xFF\x8A\x57\x6D\xCF\x9B\x44\x24\x5C\x29\xF7\x6E\x7B\x7F\xFF\xFF\xFF\x2D\xB3\x2A\x23\xC5\xF7\x88\x67\x30\x75\xDE\x6F\x7F\xFF\xFF\xFF\x96\x34\x7F\xA3\x7F\xFF\xFF\xFF\x31\xA6\x82\xC5\x7F\xFF\xFF\xFF\x2A\x6F\x19\x27\x7F\xFF\xFF\xFF\xAD\x99\x33\x31\x7F\xFF\xFF\xFF\x72\xDD\xF3\x2C\x7F\xFF\xFF\xFF\xAF\x7D\x58\xCC\x45\xCA\xCE\xD2\x85\xCC\xBA\x97\x7F\xFF\xFF\xFF\x22\xA4\xD6\x3B\x7F\xFF\xFF\xFF\x76\x5F\x55\x42\x26\xF9\x40\x92\x8E\x5C\x94\xEF\x7F\xFF\xFF\xFF\xA6\x4D\xB9\x5D\x7F\xFF\xFF\xFF\x62\xB8\x33\x9B\x80\x00\x00\x00\x69\x5F\xE9\xA7\x61\x2B\x6B\xC5\x4B\x7C\x5B\x8F\x7F\xFF\xFF\xFF\xFD\x7F\xC1\xE9\x80\x00\x00\x00\x11\xDD\x3A\x5B\x7F\xFF\xFF\xFF\x9D\x1D\x4A\xFE\x7F\xFF\xFF\xFF\x4A\x5A\x2C\x38\xE2\x57\x1F\x67\xD6\xD3\x33\x4E\x7F\xFF\xFF\xFF\x58\x48\xFA\xD7\x7F\xFF\xFF\xFF\xDD\x35\x81\x94\xA1\x8C\x10\x62\x4C\xFE\xF2\x9E\x7F\xFF\xFF\xFF\x31\xE8\xDE\xE7\x7F\xFF\xFF\xFF\x14\xD6\xA9\xE2\xBF\x24\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC8CCA979), ('P4rIngress.bitmap_seq.seq', 0x9AFE5A50)], 8192)
        self.setRegisterValue('P4rIngress.rounds', 0x9AFE5A50, 8192)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x0E)], 8192)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 8192)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB8F7C654), ('P4rIngress.values_v00000.hi', 0x346ACCE9)], 8192)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xD4F555DD), ('P4rIngress.values_v00001.hi', 0x11D9CB37)], 8192)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE6739DAF), ('P4rIngress.values_v00010.hi', 0xAB9CDD2C)], 8192)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x56C4F69F), ('P4rIngress.values_v00011.hi', 0x6BB133F2)], 8192)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x75937CBF), ('P4rIngress.values_v00100.hi', 0x8051B0E9)], 8192)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2A88CC47), ('P4rIngress.values_v00101.hi', 0x4C026749)], 8192)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5171EC9F), ('P4rIngress.values_v00110.hi', 0x43B52767)], 8192)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xEBC21743), ('P4rIngress.values_v00111.hi', 0x629B638B)], 8192)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5BBB214A), ('P4rIngress.values_v01000.hi', 0xFE2E6E6D)], 8192)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x772E0A3D), ('P4rIngress.values_v01001.hi', 0x367FD57D)], 8192)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x76E73A35), ('P4rIngress.values_v01010.hi', 0x00000000)], 8192)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6C5E4B6E), ('P4rIngress.values_v01011.hi', 0x4D6CA731)], 8192)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xE55D989D), ('P4rIngress.values_v01100.hi', 0x3E79ACDA)], 8192)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x72D05D2D), ('P4rIngress.values_v01101.hi', 0x38DC2EC2)], 8192)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x975933FE), ('P4rIngress.values_v01110.hi', 0xDA61D5B5)], 8192)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4AB3455D), ('P4rIngress.values_v01111.hi', 0x4677557C)], 8192)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x49C758C6), ('P4rIngress.values_v10000.hi', 0x485E9409)], 8192)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xD104D0B3), ('P4rIngress.values_v10001.hi', 0xF3052A9B)], 8192)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6F339E73), ('P4rIngress.values_v10010.hi', 0xB76F5E83)], 8192)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x88CC5BBA), ('P4rIngress.values_v10011.hi', 0x757BE335)], 8192)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB049B1DC), ('P4rIngress.values_v10100.hi', 0x964AA723)], 8192)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x85CA54AB), ('P4rIngress.values_v10101.hi', 0x8193696F)], 8192)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xCE359119), ('P4rIngress.values_v10110.hi', 0x47BA82D7)], 8192)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x00000000), ('P4rIngress.values_v10111.hi', 0xD5CAFE9B)], 8192)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5E2F7A9B), ('P4rIngress.values_v11000.hi', 0x88F534F5)], 8192)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x00000000), ('P4rIngress.values_v11001.hi', 0x8967A5BD)], 8192)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBA9CF8E5), ('P4rIngress.values_v11010.hi', 0x6D5A568F)], 8192)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49B931E7), ('P4rIngress.values_v11011.hi', 0x66CF5F09)], 8192)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x53E9EE9D), ('P4rIngress.values_v11100.hi', 0x8E42E167)], 8192)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x413CDC06), ('P4rIngress.values_v11101.hi', 0x2CF65273)], 8192)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x93BA1D74), ('P4rIngress.values_v11110.hi', 0x891BCADC)], 8192)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xBA39D149), ('P4rIngress.values_v11111.hi', 0xF356920B)], 8192)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6816),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA231047F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0xA4D0E6EC),
                gc.KeyTuple('src_port', 0x494E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6816),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0084),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA4\xD0\xE6\xEC\x00\x00\x00\x00\x49\x4E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x68\x16\x00\x18\xA2\x31\x04\x7F\x00\x00\x07\x2C\x9A\xFE\x5A\x50\x00\x40\x00\x00\xA8\x27\x97\x30\x54\xF4\x49\xA7\x89\xB7\x5E\x9F\xC4\x5B\xAA\xB5\x81\x67\x23\xAB\x9B\x2E\xAA\x69\xD6\xDF\x81\x3A\x58\xF7\x3E\x0C\x1D\xB5\x7D\xDF\xB2\xB8\x99\xF0\x80\x00\x00\x00\x54\xC0\xDF\x3C\x33\xC6\x65\x0F\x67\x15\x72\x2C\x9A\xDA\xB6\xFB\x6D\x93\xEA\xA0\x58\xCC\x72\x3D\x7B\xF1\xA0\x5F\x3E\x98\xB1\x16\x50\x0A\xE5\x85\x40\xF7\x80\xFD\xAF\x10\xA2\x82\x41\xBC\x9A\x19\x49\x49\x4E\xBD\xF3\x9B\xB1\xB1\x8D\x99\x7F\x95\x30\x9C\x33\x4E\x5A\x7B\x5C\x62\x51\x5A\x58\xE7\x93\x0A\x50\x54\x45\x31\x86\x48\x6D\x41\x4D\x28\x71\xD3\xCA\x52\x6F\x4E\x62\x49\x9B\xCC\x89\xB9\xDB\x7B\xDC\x1B\x34\x56\xD9\x36\x22\x6B\x00\xE2\xEA\x50\x2B\x3B\x71\xD2\xD8\x74\xBC\x6B\x67\x5C\xB2\x3A\x9C\x21\xAC\x70\x54\x4D\xD2\x66\x34\x27\xA6\x94\x7B\x5D\x4D\xBE\xE6\x09\x80\x00\x00\x00\xD5\x64\xC2\x61\x6F\xD7\xA4\xD0\xEE\x07\xA9\x3A\x00\x00\x00\x00\x2F\x68\xC5\x8B\x95\x94\xDA\x6B\x49\x6E\x67\x54\x5D\xA5\xCF\xF3\x9E\xC5\x1D\xDA\x56\xE3\xC2\xA7\xAB\xDB\x12\xB3\x75\x66\x34\x4C\x5F\x20\xE3\xF1\xDA\x26\xD5\x0E\x09\xCE\x0A\x7F\xC3\x4A\x3B\x6D\xE5\x60\x94\xCF\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA4\xD0\xE6\xEC\xBE\xEF\x49\x4E\x01\x20\x00\x00\x50\x34\x02\x82\x68\x16\x00\x18\xA2\x31\x04\x7F\x00\x00\x01\x2C\x9A\xFE\x5A\x50\x00\x40\x00\x13\x80\x00\x00\x00\x54\xF4\x49\xA7\x80\x00\x00\x00\xC4\x5B\xAA\xB5\x80\x00\x00\x00\x9B\x2E\xAA\x69\x2D\xA4\x77\xD9\x58\xF7\x3E\x0C\x7F\xFF\xFF\xFF\xB2\xB8\x99\xF0\xAA\x88\xCC\x47\x54\xC0\xDF\x3C\x7F\xFF\xFF\xFF\x67\x15\x72\x2C\x86\x9C\xCE\x3E\x6D\x93\xEA\xA0\x7F\xFF\xFF\xFF\x7B\xF1\xA0\x5F\x7F\xFF\xFF\xFF\x50\x0A\xE5\x85\x7F\xFF\xFF\xFF\xAF\x10\xA2\x82\x7F\xFF\xFF\xFF\x49\x49\x4E\xBD\xD8\xF9\x4A\x4E\x8D\x99\x7F\x95\x7F\xFF\xFF\xFF\x5A\x7B\x5C\x62\xE8\xB3\x8C\xE5\x93\x0A\x50\x54\x7F\xFF\xFF\xFF\x6D\x41\x4D\x28\x7F\xFF\xFF\xFF\x6F\x4E\x62\x49\x80\x00\x00\x00\xDB\x7B\xDC\x1B\x7F\xFF\xFF\xFF\x22\x6B\x00\xE2\x80\x00\x00\x00\x71\xD2\xD8\x74\x80\x00\x00\x00\xB2\x3A\x9C\x21\x80\x00\x00\x00\xD2\x66\x34\x27\x80\x00\x00\x00\x4D\xBE\xE6\x09\x80\x00\x00\x00\xD5\x64\xC2\x61\x7F\xFF\xFF\xFF\xEE\x07\xA9\x3A\x00\x00\x00\x00\x2F\x68\xC5\x8B\x80\x00\x00\x00\x49\x6E\x67\x54\x7F\xFF\xFF\xFF\x9E\xC5\x1D\xDA\x7F\xFF\xFF\xFF\xAB\xDB\x12\xB3\x7F\xFF\xFF\xFF\x5F\x20\xE3\xF1\x80\x00\x00\x00\x09\xCE\x0A\x7F\x80\x00\x00\x00\xE5\x60\x94\xCF\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCA89AFB9), ('P4rIngress.bitmap_seq.seq', 0xB4A58666)], 15139)
        self.setRegisterValue('P4rIngress.rounds', 0xB4A58666, 15139)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0xB4)], 15139)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15139)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA012A33E), ('P4rIngress.values_v00000.hi', 0x47E021A7)], 15139)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x931D586F), ('P4rIngress.values_v00001.hi', 0x60533587)], 15139)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC9372093), ('P4rIngress.values_v00010.hi', 0xBAE320F1)], 15139)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x57B3256A), ('P4rIngress.values_v00011.hi', 0x66739F17)], 15139)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x75F5556E), ('P4rIngress.values_v00100.hi', 0xB0061AA9)], 15139)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1302755A), ('P4rIngress.values_v00101.hi', 0x49B16E2F)], 15139)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x61F58887), ('P4rIngress.values_v00110.hi', 0x582C7E28)], 15139)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xF935A798), ('P4rIngress.values_v00111.hi', 0x41FC7F99)], 15139)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x70D929DC), ('P4rIngress.values_v01000.hi', 0xA55054C9)], 15139)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6D1A1AD2), ('P4rIngress.values_v01001.hi', 0x52CE9C5B)], 15139)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5334EB1A), ('P4rIngress.values_v01010.hi', 0x316D649A)], 15139)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3B21F4C9), ('P4rIngress.values_v01011.hi', 0xD925AE79)], 15139)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4565C8E9), ('P4rIngress.values_v01100.hi', 0x71A1723B)], 15139)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6384CDC5), ('P4rIngress.values_v01101.hi', 0xB312B2AA)], 15139)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x2AB34BBF), ('P4rIngress.values_v01110.hi', 0xAE9BDBE1)], 15139)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5B72AB77), ('P4rIngress.values_v01111.hi', 0xCD83FB99)], 15139)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x62776707), ('P4rIngress.values_v10000.hi', 0x7F6FB432)], 15139)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x0B1BFDE5), ('P4rIngress.values_v10001.hi', 0xCED67599)], 15139)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x16783C03), ('P4rIngress.values_v10010.hi', 0xDE6D0DE9)], 15139)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x5F58730C), ('P4rIngress.values_v10011.hi', 0x32E427C9)], 15139)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xC5DFABDD), ('P4rIngress.values_v10100.hi', 0xACC819F3)], 15139)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9A57A42A), ('P4rIngress.values_v10101.hi', 0x4FEF07C7)], 15139)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xB28EEEE4), ('P4rIngress.values_v10110.hi', 0x55E8AE67)], 15139)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5CDBB3C4), ('P4rIngress.values_v10111.hi', 0x53EA573D)], 15139)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x72C9376D), ('P4rIngress.values_v11000.hi', 0xB5F49CF8)], 15139)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBB8E0FCF), ('P4rIngress.values_v11001.hi', 0x6675B159)], 15139)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x13ABDAB7), ('P4rIngress.values_v11010.hi', 0x1649134C)], 15139)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x4B715A9F), ('P4rIngress.values_v11011.hi', 0xA5769C24)], 15139)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x94C99EB3), ('P4rIngress.values_v11100.hi', 0x52F5EFE2)], 15139)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xEFEAF7EE), ('P4rIngress.values_v11101.hi', 0x1364D4B3)], 15139)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x54D51EBA), ('P4rIngress.values_v11110.hi', 0x11AEA62F)], 15139)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB3478B96), ('P4rIngress.values_v11111.hi', 0x2B473EFC)], 15139)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4DFC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006A2),
                gc.DataTuple('slot_count', 0x00001637),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x64B1A99F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0xBF4A1A1A),
                gc.KeyTuple('src_port', 0xC03E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4DFC),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01E9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x4A\x1A\x1A\x00\x00\x00\x00\xC0\x3E\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4D\xFC\x00\x18\x64\xB1\xA9\x9F\x14\x81\x03\xBB\xB4\xA5\x86\x66\x00\x40\x00\x00\xC2\xF0\x47\x4A\x67\x0E\xA4\x60\xD9\xC9\x54\xAB\xFD\xB6\x24\xEE\x95\x38\x48\x93\x9A\x9F\xB5\x86\xDA\xA7\x5E\x1F\x27\x54\xC3\x23\x7D\x25\x4C\x68\xB4\xF3\x50\xF7\x2F\x7B\x71\x53\x6B\x9A\x5E\x4A\x78\x86\x16\x96\x61\x69\x92\x79\x99\x7D\xB4\x6F\x55\x9D\x6E\xD9\x15\x06\x29\x3A\x1D\xFF\xD3\x9B\x4D\x72\x92\x91\x6C\xC4\x15\x77\x3D\x55\x00\x72\xDB\x5A\xB4\x67\x4A\xA0\x87\x7D\x9D\xED\x9F\xE3\x6D\x4A\xEF\xCB\x7A\x9B\x9A\x7D\x32\xB7\x9B\x9D\x89\x9A\xA1\xE9\x3C\x8E\xAF\xBC\x9F\xD1\xAA\x4B\x34\x52\x93\xA2\x68\x41\x35\x22\x2E\x2D\xFD\xD2\x15\x41\x12\xE5\x19\x6B\xC3\x22\xED\x2E\xCB\xE7\x7E\x78\xBE\xFA\x9E\x5F\xC8\x17\x56\xDE\xE8\x3D\x68\xBF\x1F\x6B\x8F\xD7\xD8\xDD\xCD\xEB\x81\x93\xAA\xDA\xF3\xEE\x4F\xCD\x2B\x11\xA0\xAF\x5E\x21\x1D\x87\x6C\xA5\x54\x50\xC4\xB8\x5B\xA7\x55\xDF\x70\xDB\xB4\x61\x97\x87\x88\x3E\x16\x9C\xFE\xCD\x34\x05\x21\xF9\xFD\x3D\xB3\x9A\x15\xD3\x3C\x5F\x49\xCB\xFE\x8E\xAD\x44\xAC\xE7\x84\x5B\x86\x75\x50\xFA\x23\x92\xD0\x72\xB6\x31\x37\xBC\x59\xA7\x12\x85\xB6\x8B\xF7\x24\xC5\xA7\x93\xD6\x1D\x8B\xCD\x8C\x55\xF9\xC3\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBF\x4A\x1A\x1A\xBE\xEF\xC0\x3E\x01\x20\x00\x00\x50\x34\x02\x82\x4D\xFC\x00\x18\x64\xB1\xA9\x9F\x14\x81\x01\xBB\xB4\xA5\x86\x66\x00\x40\x00\x18\x80\x00\x00\x00\x67\x0E\xA4\x60\x80\x00\x00\x00\xFD\xB6\x24\xEE\x80\x00\x00\x00\x9A\x9F\xB5\x86\x32\x5A\x83\x89\x27\x54\xC3\x23\x7F\xFF\xFF\xFF\xB4\xF3\x50\xF7\x42\x7D\xE6\xAD\x6B\x9A\x5E\x4A\x7F\xFF\xFF\xFF\x61\x69\x92\x79\x92\xB3\x5C\x07\x55\x9D\x6E\xD9\x7F\xFF\xFF\xFF\x1D\xFF\xD3\x9B\x7F\xFF\xFF\xFF\x6C\xC4\x15\x77\x7F\xFF\xFF\xFF\xDB\x5A\xB4\x67\x7F\xFF\xFF\xFF\x9D\xED\x9F\xE3\x7F\xFF\xFF\xFF\x7A\x9B\x9A\x7D\x7F\xFF\xFF\xFF\x89\x9A\xA1\xE9\x67\x41\xFB\x7B\x9F\xD1\xAA\x4B\x7F\xFF\xFF\xFF\x68\x41\x35\x22\x7F\xFF\xFF\xFF\x15\x41\x12\xE5\x24\x87\xC1\x07\xED\x2E\xCB\xE7\x7F\xFF\xFF\xFF\x9E\x5F\xC8\x17\x7F\xFF\xFF\xFF\x68\xBF\x1F\x6B\x80\x00\x00\x00\xCD\xEB\x81\x93\x80\x00\x00\x00\x4F\xCD\x2B\x11\x80\x00\x00\x00\x1D\x87\x6C\xA5\x7F\xFF\xFF\xFF\x5B\xA7\x55\xDF\x7F\xFF\xFF\xFF\x97\x87\x88\x3E\xD2\x2B\x0E\x9C\x34\x05\x21\xF9\x10\xE9\x8E\x51\x15\xD3\x3C\x5F\x7F\xFF\xFF\xFF\xAD\x44\xAC\xE7\x80\x00\x00\x00\x50\xFA\x23\x92\xC0\x5D\xAE\x1F\x37\xBC\x59\xA7\x67\x5A\xD5\x45\xF7\x24\xC5\xA7\x80\x00\x00\x00\xCD\x8C\x55\xF9\xC3\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xCEA11E39), ('P4rIngress.bitmap_seq.seq', 0xD0715227)], 10198)
        self.setRegisterValue('P4rIngress.rounds', 0xD0715227, 10198)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0xD2)], 10198)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10198)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB96BB16D), ('P4rIngress.values_v00000.hi', 0x64C31ECB)], 10198)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xD055E0E7), ('P4rIngress.values_v00001.hi', 0x377242EB)], 10198)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x61FA723D), ('P4rIngress.values_v00010.hi', 0xA7F09246)], 10198)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x368A0F5B), ('P4rIngress.values_v00011.hi', 0x48B8D738)], 10198)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2ECF65BC), ('P4rIngress.values_v00100.hi', 0x3C73521B)], 10198)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1C8F0BD8), ('P4rIngress.values_v00101.hi', 0x645BAF77)], 10198)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xC291083B), ('P4rIngress.values_v00110.hi', 0xB3D68F57)], 10198)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6E511A6A), ('P4rIngress.values_v00111.hi', 0xF1E64338)], 10198)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x404A3CFB), ('P4rIngress.values_v01000.hi', 0xF98DBE7F)], 10198)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x621B54BD), ('P4rIngress.values_v01001.hi', 0x84AC0A07)], 10198)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x454EAC19), ('P4rIngress.values_v01010.hi', 0x5708FB16)], 10198)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x52D7DE9E), ('P4rIngress.values_v01011.hi', 0x69BC8B97)], 10198)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3B86E919), ('P4rIngress.values_v01100.hi', 0xA5F6FC69)], 10198)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x18FCCA55), ('P4rIngress.values_v01101.hi', 0xA9F2AED3)], 10198)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xFA813395), ('P4rIngress.values_v01110.hi', 0x94E5DC36)], 10198)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5A66F84D), ('P4rIngress.values_v01111.hi', 0xBE56BD6C)], 10198)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x34B386BB), ('P4rIngress.values_v10000.hi', 0x7A3A0C53)], 10198)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xEE3E31A3), ('P4rIngress.values_v10001.hi', 0xE8F7E9A9)], 10198)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xF3BEC9FB), ('P4rIngress.values_v10010.hi', 0x3594A22B)], 10198)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB379425E), ('P4rIngress.values_v10011.hi', 0x7DEEEE15)], 10198)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x39637A37), ('P4rIngress.values_v10100.hi', 0x6A0D1DB7)], 10198)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x445C830B), ('P4rIngress.values_v10101.hi', 0xA50976EB)], 10198)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4D627FA7), ('P4rIngress.values_v10110.hi', 0x7DD51B60)], 10198)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x7218F675), ('P4rIngress.values_v10111.hi', 0x68DA20C6)], 10198)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5DA4AB1D), ('P4rIngress.values_v11000.hi', 0x964389A5)], 10198)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x81905CB6), ('P4rIngress.values_v11001.hi', 0x374F01AC)], 10198)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB2B2BD6F), ('P4rIngress.values_v11010.hi', 0xB5BE1CCB)], 10198)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x00000000), ('P4rIngress.values_v11011.hi', 0x78BF5AB5)], 10198)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x751CA487), ('P4rIngress.values_v11100.hi', 0x60E3348A)], 10198)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA8E9BD34), ('P4rIngress.values_v11101.hi', 0x48D23657)], 10198)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x37EC8D9D), ('P4rIngress.values_v11110.hi', 0x60E6CF2C)], 10198)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8DF3C488), ('P4rIngress.values_v11111.hi', 0x089A0943)], 10198)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x83F2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000796),
                gc.DataTuple('slot_count', 0x00000A79),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFFF645B2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0x507AAC04),
                gc.KeyTuple('src_port', 0x9230),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x83F2),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\x7A\xAC\x04\x00\x00\x00\x00\x92\x30\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x83\xF2\x00\x18\xFF\xF6\x45\xB2\x00\x40\x05\xF2\xD0\x71\x52\x27\x00\x40\x00\x00\xAC\xCB\x4B\x06\x66\x59\xB4\xDE\xA9\x75\x96\x22\xF5\xD7\xD6\xCD\x50\xA8\x3F\xB5\x83\xBD\xF2\xDF\xB1\x97\x73\x2B\x78\x48\x74\x45\x9A\x0B\x15\xBC\xE2\x27\x72\x08\x77\x26\xE6\x13\xCE\xF7\x9A\x4A\x61\x35\xBB\xA7\xA0\x87\x6F\x62\x2A\x88\x5D\x55\xBA\xBB\x54\x56\x5F\x22\x99\xBE\x9D\x5C\xB0\xD0\x45\x39\xC9\x97\xCE\x5C\x0A\x28\x6B\xD3\x74\x70\x67\x21\x1B\x31\x43\x6D\x6E\x0D\x4B\x30\xEB\xB1\xFF\x6A\xCF\x2F\xB5\x3A\x2B\x8F\xDA\x0B\x7E\x33\xCF\x49\x8A\x79\x67\xBC\xBB\xDB\x3C\xD3\xF3\xC2\x53\x56\xAD\xE1\xB5\x99\xEB\xBF\x57\x37\xEC\xD0\x4A\xF4\x1D\xC9\x54\x5C\x3C\x05\x82\xF0\x5C\x88\x01\xA7\x8A\x9A\x35\xFF\x9F\x6B\x96\xA9\x67\x8A\x25\x79\xB8\xA5\x57\xE5\x31\x2D\x27\x01\x6A\xFF\x51\x5E\x0D\x7D\x9F\xDB\x2A\x9B\xCC\xDB\xE6\xAF\x0F\xF9\x82\x22\x12\xA4\x7C\xF9\x4F\x99\xC9\x9A\x90\xC8\xBA\xC0\xB1\x8B\xC0\x8B\xB0\x96\xD2\x9C\x17\x57\x30\x7E\x62\x84\xE5\x2F\x15\x34\xA1\x67\x80\x00\x00\x00\x2C\x58\xD6\xAF\x4E\x2A\xE5\xB3\x4E\x5A\xAE\xBA\xD4\x61\xA1\xD0\x5B\x4C\x66\xC5\x48\x89\x1B\x31\x59\xF9\xED\xB7\xAC\x49\x23\x6B\x7C\xFB\x6A\xF3\xB9\xC3\xB5\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\x7A\xAC\x04\xBE\xEF\x92\x30\x01\x20\x00\x00\x50\x34\x02\x82\x83\xF2\x00\x18\xFF\xF6\x45\xB2\x00\x40\x01\xF2\xD0\x71\x52\x27\x00\x40\x00\x1D\x80\x00\x00\x00\x66\x59\xB4\xDE\x80\x00\x00\x00\xF5\xD7\xD6\xCD\x7F\xFF\xFF\xFF\x83\xBD\xF2\xDF\xE8\x21\x82\x86\x78\x48\x74\x45\xC8\xDA\x7B\x78\xE2\x27\x72\x08\x7F\xFF\xFF\xFF\xCE\xF7\x9A\x4A\x23\xC6\xC3\xE2\xA0\x87\x6F\x62\x7F\xFF\xFF\xFF\xBA\xBB\x54\x56\x7F\xFF\xFF\xFF\x9D\x5C\xB0\xD0\x7F\xFF\xFF\xFF\xCE\x5C\x0A\x28\x7F\xFF\xFF\xFF\x67\x21\x1B\x31\x7F\xFF\xFF\xFF\x4B\x30\xEB\xB1\x3A\xF1\xB8\x48\xB5\x3A\x2B\x8F\xF3\x08\x48\x88\xCF\x49\x8A\x79\x62\x3D\xEF\x70\x3C\xD3\xF3\xC2\x7F\xFF\xFF\xFF\xB5\x99\xEB\xBF\x7F\xFF\xFF\xFF\x4A\xF4\x1D\xC9\x42\x9A\x6D\xA8\x82\xF0\x5C\x88\xF5\x66\x54\x95\x35\xFF\x9F\x6B\x80\x00\x00\x00\x25\x79\xB8\xA5\x7F\xFF\xFF\xFF\x27\x01\x6A\xFF\x7F\xFF\xFF\xFF\x9F\xDB\x2A\x9B\x1A\x3E\x66\x56\x0F\xF9\x82\x22\x7F\xFF\xFF\xFF\x4F\x99\xC9\x9A\xEE\x6D\x65\xDD\xB1\x8B\xC0\x8B\x80\x00\x00\x00\x17\x57\x30\x7E\x15\x37\xA2\x9E\x15\x34\xA1\x67\x80\x00\x00\x00\x2C\x58\xD6\xAF\x7F\xFF\xFF\xFF\x4E\x5A\xAE\xBA\x80\x00\x00\x00\x5B\x4C\x66\xC5\x7F\xFF\xFF\xFF\x59\xF9\xED\xB7\x80\x00\x00\x00\x7C\xFB\x6A\xF3\xB9\xC3\xB5\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x026D3C7C), ('P4rIngress.bitmap_seq.seq', 0xF4AD0000)], 12348)
        self.setRegisterValue('P4rIngress.rounds', 0xF4AD0000, 12348)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x67)], 12348)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12348)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBF82167A), ('P4rIngress.values_v00000.hi', 0x415B66E5)], 12348)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x88E5643E), ('P4rIngress.values_v00001.hi', 0xEBE5EE5F)], 12348)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5E74BB7E), ('P4rIngress.values_v00010.hi', 0xAC44CB75)], 12348)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x4CBAD8BD), ('P4rIngress.values_v00011.hi', 0x52A061AF)], 12348)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x46BAAB77), ('P4rIngress.values_v00100.hi', 0xD6F1BA7A)], 12348)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xCD6F4CA3), ('P4rIngress.values_v00101.hi', 0x4BEF97D3)], 12348)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x58D229BE), ('P4rIngress.values_v00110.hi', 0x3692E31C)], 12348)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xB512D595), ('P4rIngress.values_v00111.hi', 0x281235B7)], 12348)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x32028189), ('P4rIngress.values_v01000.hi', 0x5EAE52DC)], 12348)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB1471992), ('P4rIngress.values_v01001.hi', 0x947BFE76)], 12348)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x51336CB9), ('P4rIngress.values_v01010.hi', 0xA2B5CAAA)], 12348)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4259D59A), ('P4rIngress.values_v01011.hi', 0x5EFF38BE)], 12348)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5B16BBC2), ('P4rIngress.values_v01100.hi', 0xD59AE5D2)], 12348)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4AEF5E67), ('P4rIngress.values_v01101.hi', 0x85EBEB5C)], 12348)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x57733D54), ('P4rIngress.values_v01110.hi', 0x8D44B64D)], 12348)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xAD06874A), ('P4rIngress.values_v01111.hi', 0x512C268D)], 12348)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x78D70132), ('P4rIngress.values_v10000.hi', 0x2FBE8F27)], 12348)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x88FE0406), ('P4rIngress.values_v10001.hi', 0xB5D5A7F3)], 12348)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9ED77790), ('P4rIngress.values_v10010.hi', 0x662FA1B3)], 12348)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x432BC56F), ('P4rIngress.values_v10011.hi', 0x34776C3A)], 12348)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x132A5BE8), ('P4rIngress.values_v10100.hi', 0x2B6DCF25)], 12348)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x71269A3B), ('P4rIngress.values_v10101.hi', 0x6F2C3347)], 12348)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2F8943AB), ('P4rIngress.values_v10110.hi', 0x0D01F6FD)], 12348)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA9674CAF), ('P4rIngress.values_v10111.hi', 0x3F6AD5DE)], 12348)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xA6D6D99A), ('P4rIngress.values_v11000.hi', 0x8A82192B)], 12348)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x5EDC95B7), ('P4rIngress.values_v11001.hi', 0x51616FC2)], 12348)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7BE2C971), ('P4rIngress.values_v11010.hi', 0xC4876A4A)], 12348)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA8BC685F), ('P4rIngress.values_v11011.hi', 0x6D01E90D)], 12348)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6C5F641B), ('P4rIngress.values_v11100.hi', 0x08995595)], 12348)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4416ED5F), ('P4rIngress.values_v11101.hi', 0x4EEAA0DE)], 12348)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x773CE94F), ('P4rIngress.values_v11110.hi', 0x8A5EE617)], 12348)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1B3894C1), ('P4rIngress.values_v11111.hi', 0xFD399450)], 12348)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE051),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000103C),
                gc.DataTuple('slot_count', 0x00000F47),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2C036B7B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xBDE3869F),
                gc.KeyTuple('src_port', 0xA424),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE051),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02A6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\xE3\x86\x9F\x00\x00\x00\x00\xA4\x24\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE0\x51\x00\x18\x2C\x03\x6B\x7B\x00\x00\x01\xDC\xF4\xAD\x00\x00\x00\x40\x00\x00\x9C\x3B\xCE\x5E\x5A\x61\x24\x8D\xB9\x65\x35\x3D\x1D\x68\xE3\x09\x4D\xC6\x1E\xBB\xCC\x43\x6D\xC3\xEE\x26\xDE\xE7\x32\x71\xF1\x44\x52\x22\xDA\x3E\x8E\x4A\x2F\x54\x33\x66\x75\xCB\x4E\x6F\xBB\xF1\x36\x10\x8D\x27\x51\xAF\x01\xCA\xD7\xCC\x54\xA2\xA5\x5D\x8D\x2F\x6B\x3E\x1B\xCA\x46\x2D\xFA\x8A\x9F\x06\x95\x5C\xAE\xCF\x83\xDC\xDB\xFE\x07\xDF\xC7\xFD\xCE\x8A\x61\xAA\x4D\x96\x10\x5C\x65\xBC\x2E\x90\x0E\x0B\x97\xF6\xB6\x07\x74\x2E\x62\xF2\xC9\xA8\xEE\x56\xAF\xC7\xC7\x5C\xB2\xC1\xBF\x45\x97\x14\x19\xAF\x70\xD7\x3D\x28\x6A\x99\x75\xA2\x68\x9A\xD6\xE7\x29\x88\x03\x05\xDD\x51\xE3\x5D\xBD\xEC\x2C\xEF\x7E\x04\x2A\x5E\xB5\x5B\x9E\x2F\x6E\x97\x2F\x3A\xBF\xC6\xCD\x1E\x2E\x4A\x01\x7F\x47\xD2\x16\x5F\x64\xAC\xB9\x26\x23\xEB\xDB\xE9\x01\xE2\xB6\xA1\xAB\x46\x1C\x74\x6F\x42\xCC\x84\x5A\xF6\x7D\xCA\xBC\xB6\x4D\x84\x6E\x8E\x5A\x23\x47\xF0\xDD\xCE\x09\x39\xF1\x47\xB5\x7F\xE8\x48\xD8\x59\x97\x8D\x75\xBF\xCB\x8C\x4D\xEB\x4E\x1B\x7F\xB9\x26\x05\x6F\x84\xA7\x24\x70\xFB\xBE\xDC\x15\x5E\x09\xD9\xD4\xF4\xE4\x81\xDB\x53\xB3\x97\x8E\x1C\xC8\xD8\x38\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBD\xE3\x86\x9F\xBE\xEF\xA4\x24\x01\x20\x00\x00\x50\x34\x02\x82\xE0\x51\x00\x18\x2C\x03\x6B\x7B\x00\x00\x01\xDC\xF4\xAD\x00\x00\x00\x40\x00\x12\x80\x00\x00\x00\x5A\x61\x24\x8D\x80\x00\x00\x00\x1D\x68\xE3\x09\x7F\xFF\xFF\xFF\xCC\x43\x6D\xC3\x3A\xE1\xB7\xA4\x32\x71\xF1\x44\x7F\xFF\xFF\xFF\x8E\x4A\x2F\x54\x00\xD5\xC2\x6E\x4E\x6F\xBB\xF1\x7F\xFF\xFF\xFF\x51\xAF\x01\xCA\x8C\xDF\x2A\x37\xA5\x5D\x8D\x2F\x7F\xFF\xFF\xFF\x46\x2D\xFA\x8A\x80\x00\x00\x00\xAE\xCF\x83\xDC\x2D\x31\x74\x98\xC7\xFD\xCE\x8A\x7F\xFF\xFF\xFF\x10\x5C\x65\xBC\x7F\xFF\xFF\xFF\x97\xF6\xB6\x07\x7F\xFF\xFF\xFF\xC9\xA8\xEE\x56\x07\x3B\x04\xB0\xB2\xC1\xBF\x45\x80\x00\x00\x00\x70\xD7\x3D\x28\x7F\xFF\xFF\xFF\x68\x9A\xD6\xE7\xB2\x86\x07\x0B\xDD\x51\xE3\x5D\x80\x00\x00\x00\x7E\x04\x2A\x5E\xF8\x87\x63\x9E\x6E\x97\x2F\x3A\xD2\xF1\x29\x06\x2E\x4A\x01\x7F\x7F\xFF\xFF\xFF\x64\xAC\xB9\x26\x53\x75\x1F\x94\x01\xE2\xB6\xA1\x80\x00\x00\x00\x6F\x42\xCC\x84\x01\xCD\x57\x64\xBC\xB6\x4D\x84\x7F\xFF\xFF\xFF\x47\xF0\xDD\xCE\x7F\xFF\xFF\xFF\xB5\x7F\xE8\x48\x81\x15\xFF\xEC\x75\xBF\xCB\x8C\x7F\xFF\xFF\xFF\x7F\xB9\x26\x05\x7F\xFF\xFF\xFF\x70\xFB\xBE\xDC\x7F\xFF\xFF\xFF\xD4\xF4\xE4\x81\xF6\x8C\x48\x58\x8E\x1C\xC8\xD8\x38\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16\xFD\x8B\x42\xB2\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x94CABFFD), ('P4rIngress.bitmap_seq.seq', 0x0AF474D4)], 14874)
        self.setRegisterValue('P4rIngress.rounds', 0x0AF474D4, 14874)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x9C)], 14874)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14874)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xBABCACA9), ('P4rIngress.values_v00000.hi', 0x1FDA36E7)], 14874)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xBCCDD187), ('P4rIngress.values_v00001.hi', 0x04322E67)], 14874)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE1E3DB96), ('P4rIngress.values_v00010.hi', 0xB2EBB160)], 14874)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3938FAAB), ('P4rIngress.values_v00011.hi', 0x45E602EC)], 14874)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x67DCA633), ('P4rIngress.values_v00100.hi', 0xD82D6D4B)], 14874)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xF6979F5E), ('P4rIngress.values_v00101.hi', 0x7C430C0F)], 14874)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x77C4F59A), ('P4rIngress.values_v00110.hi', 0x492A1A61)], 14874)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBBDDDF4E), ('P4rIngress.values_v00111.hi', 0x42D98F56)], 14874)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5FEF270E), ('P4rIngress.values_v01000.hi', 0x52ED5F4C)], 14874)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5939C68E), ('P4rIngress.values_v01001.hi', 0x486A18F8)], 14874)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6A109E52), ('P4rIngress.values_v01010.hi', 0xD4DED3F7)], 14874)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7733BF0D), ('P4rIngress.values_v01011.hi', 0x6B35589C)], 14874)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xF6C96E37), ('P4rIngress.values_v01100.hi', 0x51C38EEF)], 14874)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x349872D3), ('P4rIngress.values_v01101.hi', 0x7AB2712F)], 14874)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x75819DA2), ('P4rIngress.values_v01110.hi', 0xD5CF0724)], 14874)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x29B2F2A3), ('P4rIngress.values_v01111.hi', 0x3D2849AB)], 14874)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x7ACB8567), ('P4rIngress.values_v10000.hi', 0x4817646E)], 14874)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA727E32F), ('P4rIngress.values_v10001.hi', 0x0F1AF5A9)], 14874)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x334578CD), ('P4rIngress.values_v10010.hi', 0x66D294FD)], 14874)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xF6DEDBBC), ('P4rIngress.values_v10011.hi', 0xB8E9B43C)], 14874)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x36A426FB), ('P4rIngress.values_v10100.hi', 0x8A31D12F)], 14874)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3848067F), ('P4rIngress.values_v10101.hi', 0x427BD967)], 14874)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9C9D335E), ('P4rIngress.values_v10110.hi', 0x7F5F6B33)], 14874)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x75357ECF), ('P4rIngress.values_v10111.hi', 0x7A59BF73)], 14874)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xD1605124), ('P4rIngress.values_v11000.hi', 0x1C4E5ABB)], 14874)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xD61D9C83), ('P4rIngress.values_v11001.hi', 0x2C2D934D)], 14874)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4D73A693), ('P4rIngress.values_v11010.hi', 0x60AED563)], 14874)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5A6B7D1C), ('P4rIngress.values_v11011.hi', 0x678E1955)], 14874)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xD33DA3BD), ('P4rIngress.values_v11100.hi', 0x4A51FD62)], 14874)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x108EABAD), ('P4rIngress.values_v11101.hi', 0x6F9D722A)], 14874)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x1BFE4840), ('P4rIngress.values_v11110.hi', 0x5D19E945)], 14874)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4BC11D8D), ('P4rIngress.values_v11111.hi', 0x9720537D)], 14874)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3200),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001786),
                gc.DataTuple('slot_count', 0x0000087A),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCC874053),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xC88C111D),
                gc.KeyTuple('src_port', 0x4EDA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3200),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0069),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x8C\x11\x1D\x00\x00\x00\x00\x4E\xDA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x32\x00\x00\x18\xCC\x87\x40\x53\x02\x94\x03\xCF\x0A\xF4\x74\xD4\x00\x40\x00\x00\x9B\x88\xB6\x96\x72\x5C\xD2\x41\x84\xBD\x5F\x3A\x64\xD6\xEA\xE9\x99\xF5\x3D\x28\x8E\xA7\xD0\x21\x2D\x70\xB8\xB9\x59\x77\x15\x4D\x68\xDB\xBB\x7E\x89\xE8\xCD\x5D\x26\xA0\xC7\xB0\x3A\xEF\xB9\x8D\x0F\x1B\x19\x4E\x4A\xB2\x08\x35\x26\x5D\xD6\xDD\x6D\xFD\xC1\x87\x5D\x24\xCD\xAD\x15\x25\x6E\x54\x65\xA4\xCA\xD6\x5A\x4C\x36\x36\x74\xF9\xF1\xDB\x72\x88\x67\x83\x5E\x66\x8C\x7D\x69\xD6\x54\xBC\xB6\x4D\x4A\x13\xF7\x75\xFC\x32\x70\xB2\x0B\xDD\x6C\x17\x96\xBD\xBF\xFB\xA8\x8E\x96\x0F\x74\xFE\x68\x62\xA2\x9A\x59\x6A\xA6\xAF\x7A\x48\xA3\x6F\x48\x86\xE2\xCA\xC4\xAE\x16\xA4\xE5\xBA\x3A\x45\x5A\xBD\xCC\xC1\xB0\x51\xD4\x75\x45\x4E\x7A\x86\xB6\x64\x2A\x6D\xB6\x9E\x37\x9F\x4B\xBC\x39\x61\x5C\x6B\xF1\x11\x77\xA8\x2A\x79\xD5\xCD\x63\xE7\x7C\x30\x1B\xB1\xEF\x72\xED\x92\x13\xC6\x8A\x47\x15\x58\x41\xB5\x79\xDA\x9D\xFE\x8A\xB3\x93\xFF\x70\xBF\xD2\x58\x71\x4A\x2F\x94\x45\x95\xED\x48\x28\xCD\x20\xE1\x9A\x8B\x37\x37\x56\xFE\xEA\xDB\x57\x3A\x49\xF3\x17\xCF\xCE\x5D\x62\x6E\x48\x6F\x29\x14\x7A\x39\x3A\xFC\xEB\x6D\x5C\xCA\x1D\xE6\xEF\xA2\xC1\x3B\x09\xB1\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC8\x8C\x11\x1D\xBE\xEF\x4E\xDA\x01\x20\x00\x00\x50\x34\x02\x82\x32\x00\x00\x18\xCC\x87\x40\x53\x02\x94\x01\xCF\x0A\xF4\x74\xD4\x00\x40\x00\x17\x80\x00\x00\x00\x72\x5C\xD2\x41\x80\x00\x00\x00\x64\xD6\xEA\xE9\x80\x00\x00\x00\x8E\xA7\xD0\x21\x66\xA9\xB3\x64\x59\x77\x15\x4D\x7F\xFF\xFF\xFF\x89\xE8\xCD\x5D\x1D\x38\x67\x0E\x3A\xEF\xB9\x8D\x7F\xFF\xFF\xFF\x4A\xB2\x08\x35\xE2\x3B\xB6\x2B\x6D\xFD\xC1\x87\x7F\xFF\xFF\xFF\x15\x25\x6E\x54\x7F\xFF\xFF\xFF\x5A\x4C\x36\x36\x7F\xFF\xFF\xFF\x72\x88\x67\x83\x7F\xFF\xFF\xFF\x69\xD6\x54\xBC\xAD\x16\xB8\x4A\xF7\x75\xFC\x32\x7F\xFF\xFF\xFF\x6C\x17\x96\xBD\x35\x7D\x46\x30\x96\x0F\x74\xFE\x7F\xFF\xFF\xFF\x59\x6A\xA6\xAF\x7F\xFF\xFF\xFF\x48\x86\xE2\xCA\x80\x00\x00\x00\xE5\xBA\x3A\x45\x7F\xFF\xFF\xFF\xB0\x51\xD4\x75\x3C\x2D\x56\x42\xB6\x64\x2A\x6D\xED\x42\x5E\x9A\x4B\xBC\x39\x61\x7F\xFF\xFF\xFF\x77\xA8\x2A\x79\x80\x00\x00\x00\x7C\x30\x1B\xB1\x64\xA8\x6C\x61\x13\xC6\x8A\x47\xE6\xB8\x92\xD9\x79\xDA\x9D\xFE\x80\x00\x00\x00\x70\xBF\xD2\x58\x7F\xFF\xFF\xFF\x45\x95\xED\x48\x7F\xFF\xFF\xFF\x9A\x8B\x37\x37\x2A\x3C\x8E\x98\x57\x3A\x49\xF3\x28\x5E\x7A\x0A\x62\x6E\x48\x6F\x45\x12\xC2\x79\x3A\xFC\xEB\x6D\x7F\xFF\xFF\xFF\xEF\xA2\xC1\x3B\x09\xB1\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x72DA025A), ('P4rIngress.bitmap_seq.seq', 0x3328E39F)], 10823)
        self.setRegisterValue('P4rIngress.rounds', 0x3328E39F, 10823)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xAB)], 10823)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10823)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD76D8894), ('P4rIngress.values_v00000.hi', 0x50FDFE99)], 10823)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x8AB4A9FD), ('P4rIngress.values_v00001.hi', 0xBCFB6982)], 10823)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC8C29859), ('P4rIngress.values_v00010.hi', 0xBD573A63)], 10823)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5F589929), ('P4rIngress.values_v00011.hi', 0x6668062F)], 10823)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x2264DD9F), ('P4rIngress.values_v00100.hi', 0x8CFF80D7)], 10823)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x0DB4C635), ('P4rIngress.values_v00101.hi', 0x5ADF6930)], 10823)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x741259DC), ('P4rIngress.values_v00110.hi', 0x6AD837EE)], 10823)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xFB2660D5), ('P4rIngress.values_v00111.hi', 0x6A3E6F3D)], 10823)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x71533167), ('P4rIngress.values_v01000.hi', 0xEE900000)], 10823)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x474B2A44), ('P4rIngress.values_v01001.hi', 0x4C22D51D)], 10823)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7870C665), ('P4rIngress.values_v01010.hi', 0x34FBFC27)], 10823)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x56B8F9B2), ('P4rIngress.values_v01011.hi', 0x9BC83208)], 10823)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x57A72DF9), ('P4rIngress.values_v01100.hi', 0x6C040F87)], 10823)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x374B4561), ('P4rIngress.values_v01101.hi', 0x8BD7685C)], 10823)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3A67E76B), ('P4rIngress.values_v01110.hi', 0xB150CCF9)], 10823)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4A5CEE8E), ('P4rIngress.values_v01111.hi', 0x4B55C52D)], 10823)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x556F3DAA), ('P4rIngress.values_v10000.hi', 0x7BB8AE56)], 10823)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6C26D90D), ('P4rIngress.values_v10001.hi', 0x4AF8AF37)], 10823)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x479C42AC), ('P4rIngress.values_v10010.hi', 0xB5E925B1)], 10823)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x89E9AAE7), ('P4rIngress.values_v10011.hi', 0x4EA2749F)], 10823)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB7FCD62D), ('P4rIngress.values_v10100.hi', 0xA265747F)], 10823)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xD1735135), ('P4rIngress.values_v10101.hi', 0x5B2A736F)], 10823)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3853F5A9), ('P4rIngress.values_v10110.hi', 0x594923CB)], 10823)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x51D0C72C), ('P4rIngress.values_v10111.hi', 0x230415B4)], 10823)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5B7E1B41), ('P4rIngress.values_v11000.hi', 0x6C28DCBD)], 10823)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x67BA638A), ('P4rIngress.values_v11001.hi', 0x6E91F5B1)], 10823)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x85E8C78F), ('P4rIngress.values_v11010.hi', 0x50A8B853)], 10823)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x16F57DF6), ('P4rIngress.values_v11011.hi', 0xEE5BE437)], 10823)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6412D694), ('P4rIngress.values_v11100.hi', 0x79D46C63)], 10823)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7CD05C78), ('P4rIngress.values_v11101.hi', 0x51B6D2D2)], 10823)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDCED8535), ('P4rIngress.values_v11110.hi', 0x795CDE20)], 10823)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x64CE5A27), ('P4rIngress.values_v11111.hi', 0x66AD92B6)], 10823)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x58BE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000141),
                gc.DataTuple('slot_count', 0x00001D29),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFCE681BA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x131BDD5C),
                gc.KeyTuple('src_port', 0xD454),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x58BE),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0310),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x13\x1B\xDD\x5C\x00\x00\x00\x00\xD4\x54\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x58\xBE\x00\x18\xFC\xE6\x81\xBA\x09\x06\x03\xD5\x33\x28\xE3\x9F\x00\x40\x00\x00\x8C\xA9\xBC\x75\x69\x91\xFD\xD5\x87\x3C\xB7\xE6\x0C\xA8\xE7\xD7\xA8\x8E\x2D\xB9\x89\x60\xA3\xEF\x91\x99\xA9\x7F\x75\xEB\x6B\x72\x7D\x8D\xD9\x77\xBE\x0A\x9F\xFB\xC1\x0B\xDD\x21\x5A\x57\x46\x36\x3A\xCA\xEA\x67\x5C\xE7\x6F\x2E\x7D\xDD\xD3\xDF\x45\xFA\xAD\xA1\x73\x0E\xA8\xD9\x11\x70\x00\x00\x77\x3A\x07\xED\x65\xCD\x4B\x6A\x7A\x53\xCF\x41\xE5\xB2\x17\xB3\x55\xBD\xBB\x42\xD0\x8E\x3D\xBF\x57\xC9\x41\xFB\x49\x2B\x65\xE9\x74\xE3\xF3\xEB\x95\xF6\x90\x58\xB9\x57\xA5\x5B\xB8\xC5\xAE\x7F\x4C\xC2\x95\xB8\xE1\x12\xF6\x7A\x43\x6A\x5D\x33\x72\xA2\xC2\x42\x4F\x38\xDD\x25\x4E\x02\x9D\x9B\x70\x77\x31\xC7\x8A\xB9\x26\x4F\xA2\xB5\x58\xC8\x62\x7B\x6C\xB0\x1D\xB6\xEF\x8F\x37\xE3\x4A\xFC\x9F\x73\x5A\x2B\x62\xAC\x2B\x1F\x3C\xDB\x76\xB7\x43\xB7\x95\x6E\x75\x7B\xEB\x66\xF1\x0F\xDE\x97\xD0\xF3\x49\x63\x20\x6E\x76\x4A\x20\x9B\xD8\x80\x34\xC6\x25\x99\xB7\x96\xE3\xA3\x55\xE6\x9B\x4E\x2A\xC3\x83\xDC\x2E\x7F\xCA\x31\x59\x15\xA3\x5C\x61\xD9\x6C\x35\x17\xC5\x32\x54\x45\xB0\x3A\x50\x9F\xB5\xAB\xF3\x63\x45\xDE\xF7\x74\x36\x7B\x87\x76\x04\x1E\xAF\x73\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x13\x1B\xDD\x5C\xBE\xEF\xD4\x54\x01\x20\x00\x00\x50\x34\x02\x82\x58\xBE\x00\x18\xFC\xE6\x81\xBA\x09\x06\x01\xD5\x33\x28\xE3\x9F\x00\x40\x00\x0B\x80\x00\x00\x00\x69\x91\xFD\xD5\x80\x00\x00\x00\x0C\xA8\xE7\xD7\x80\x00\x00\x00\x89\x60\xA3\xEF\xF0\xF2\x42\xA8\x75\xEB\x6B\x72\x7F\xFF\xFF\xFF\xBE\x0A\x9F\xFB\xCE\xC0\xA3\x56\x5A\x57\x46\x36\x7F\xFF\xFF\xFF\x5C\xE7\x6F\x2E\x79\x04\x34\xB4\x45\xFA\xAD\xA1\x7F\xFF\xFF\xFF\x11\x70\x00\x00\x7F\xFF\xFF\xFF\x65\xCD\x4B\x6A\x7F\xFF\xFF\xFF\xE5\xB2\x17\xB3\x7F\xFF\xFF\xFF\xD0\x8E\x3D\xBF\x7F\xFF\xFF\xFF\x49\x2B\x65\xE9\x7F\xFF\xFF\xFF\x95\xF6\x90\x58\xF3\xBF\x8C\xC6\xB8\xC5\xAE\x7F\x7F\xFF\xFF\xFF\xE1\x12\xF6\x7A\x7F\xFF\xFF\xFF\x72\xA2\xC2\x42\x7F\xFF\xFF\xFF\x4E\x02\x9D\x9B\x7F\xFF\xFF\xFF\x8A\xB9\x26\x4F\x80\x00\x00\x00\x62\x7B\x6C\xB0\xD5\xB3\xC5\xBC\x37\xE3\x4A\xFC\x80\x00\x00\x00\x62\xAC\x2B\x1F\x75\x2F\x6C\x60\x43\xB7\x95\x6E\x7F\xFF\xFF\xFF\xF1\x0F\xDE\x97\x2C\x71\x64\xA4\x20\x6E\x76\x4A\x7F\xFF\xFF\xFF\x34\xC6\x25\x99\x80\x00\x00\x00\x55\xE6\x9B\x4E\x41\xB9\x01\xD2\x2E\x7F\xCA\x31\x7F\xFF\xFF\xFF\x61\xD9\x6C\x35\x7F\xFF\xFF\xFF\x45\xB0\x3A\x50\x80\x00\x00\x00\x63\x45\xDE\xF7\x7F\xFF\xFF\xFF\x76\x04\x1E\xAF\x73\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDA1E4A6E), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 16082)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 16082)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x62)], 16082)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 16082)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9C5F361F), ('P4rIngress.values_v00000.hi', 0x46B57C5F)], 16082)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB68E5447), ('P4rIngress.values_v00001.hi', 0xD716BE5D)], 16082)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5AF2DB4A), ('P4rIngress.values_v00010.hi', 0x8BAEF3CC)], 16082)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE913BBDC), ('P4rIngress.values_v00011.hi', 0x6A9E54D6)], 16082)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x05AEA5B7), ('P4rIngress.values_v00100.hi', 0x4DE3AE9F)], 16082)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x6F4963E3), ('P4rIngress.values_v00101.hi', 0x5470E935)], 16082)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x59E6FDD5), ('P4rIngress.values_v00110.hi', 0x9E9F1506)], 16082)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x38A41175), ('P4rIngress.values_v00111.hi', 0x22CB53B4)], 16082)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4BA69854), ('P4rIngress.values_v01000.hi', 0xFB9A7118)], 16082)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x263595C7), ('P4rIngress.values_v01001.hi', 0x8F2EF187)], 16082)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x212B0CD7), ('P4rIngress.values_v01010.hi', 0x79958469)], 16082)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4D2BDC05), ('P4rIngress.values_v01011.hi', 0x66A4D9C3)], 16082)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xFA77867F), ('P4rIngress.values_v01100.hi', 0xC856E47F)], 16082)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1F51F75F), ('P4rIngress.values_v01101.hi', 0xACB9B9B8)], 16082)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xEB73953D), ('P4rIngress.values_v01110.hi', 0xFEA127F5)], 16082)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4A3EAD18), ('P4rIngress.values_v01111.hi', 0x9E5B2C5F)], 16082)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x653EFD8F), ('P4rIngress.values_v10000.hi', 0x577831CD)], 16082)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x66D05ECF), ('P4rIngress.values_v10001.hi', 0x89E8D493)], 16082)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x18CE1AAE), ('P4rIngress.values_v10010.hi', 0x6DB53ED4)], 16082)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x975BD699), ('P4rIngress.values_v10011.hi', 0x4F1D8E01)], 16082)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2BD19BA5), ('P4rIngress.values_v10100.hi', 0x688A850F)], 16082)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3D0DA389), ('P4rIngress.values_v10101.hi', 0x9F478BAF)], 16082)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x67B6C5B5), ('P4rIngress.values_v10110.hi', 0x2823F8A5)], 16082)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x28AC8C5D), ('P4rIngress.values_v10111.hi', 0x6682CE4B)], 16082)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x59274B47), ('P4rIngress.values_v11000.hi', 0x24FFE933)], 16082)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xDD3E3E83), ('P4rIngress.values_v11001.hi', 0x318C76DA)], 16082)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xAB1559D7), ('P4rIngress.values_v11010.hi', 0x41D4CB7D)], 16082)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x77B974FD), ('P4rIngress.values_v11011.hi', 0x6E4E176A)], 16082)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xF94310A5), ('P4rIngress.values_v11100.hi', 0x8282F0E1)], 16082)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x3F03657D), ('P4rIngress.values_v11101.hi', 0xDD21BA6C)], 16082)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x34D00B54), ('P4rIngress.values_v11110.hi', 0x1FEA259D)], 16082)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x94AFEA39), ('P4rIngress.values_v11111.hi', 0x66B546EA)], 16082)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE6F7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010E5),
                gc.DataTuple('slot_count', 0x00000F1B),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x12A923EF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x20B29692),
                gc.KeyTuple('src_port', 0xC6E6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE6F7),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x20\xB2\x96\x92\x00\x00\x00\x00\xC6\xE6\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE6\xF7\x00\x18\x12\xA9\x23\xEF\x0D\xED\x07\xD4\x80\x00\x00\x00\x00\x40\x00\x00\x9C\xA6\xE0\xDB\x44\xCE\x85\x8E\xA3\x92\x75\xF7\x33\xB5\x85\x7C\x5E\x32\x56\xDC\xDB\x9C\x4E\x7F\xD9\x96\xFE\x86\x6E\xC6\x59\x31\x75\xD9\x85\xE2\x9C\x39\xBC\xC8\x1C\x0C\x59\xF5\xE6\xF2\xC8\x9E\x8C\x82\x45\xB6\xCC\xE6\xAF\x4A\x6A\x6F\x93\x7A\x36\xD4\xE0\x95\x5C\xCD\x3F\x2D\x7A\x1F\xE5\x5B\x68\x96\x02\x58\xDF\xB2\x62\x7F\x68\x75\xBE\xD7\x18\x8B\x3F\x34\x6B\x09\x60\x8E\x4C\x34\x3B\x80\x4F\x1B\xB2\x05\xAE\x76\x76\xD3\xBB\x38\x47\x6F\x94\x2D\x11\x8F\x31\x96\x1B\x03\xFA\xEB\x28\x4B\x5C\xEC\xE6\x5C\xBB\x33\xEB\x60\x71\x54\x8D\xA4\x5B\xA7\x58\x9D\x80\x00\x00\x00\xBB\xAF\xB9\x86\x1B\x9D\xC6\x82\xC5\x33\x2C\xBB\x9A\xAA\x16\xA8\x58\xD3\x4D\x9F\x69\xB5\xDF\x6F\x32\x98\x1E\xD4\x44\x7B\x6A\xF4\x28\x60\xE7\xF0\x7A\xD2\xF5\x28\x71\x8B\x95\x70\x6B\x87\xE6\xC1\x3E\xB6\x78\x5B\x5E\x8E\xED\xC7\x6A\x80\x40\x2F\x55\x43\xCE\xDD\x6B\xCC\xCC\x5F\xC6\x02\x95\x46\x47\xBB\xB9\xBE\x6D\x07\xB5\x7B\x66\x8B\x7A\x46\x82\x69\x9B\xC4\x3B\x9F\x17\xB0\xA6\x5F\x64\xDB\x85\x37\x27\x86\x37\x50\x74\x3C\x78\x4E\xE5\x81\xB0\x33\x4C\xAC\x55\xBF\x11\x6B\x02\x87\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x20\xB2\x96\x92\xBE\xEF\xC6\xE6\x01\x20\x00\x00\x50\x34\x02\x82\xE6\xF7\x00\x18\x12\xA9\x23\xEF\x0D\xED\x01\xD4\x80\x00\x00\x00\x00\x40\x00\x03\x80\x00\x00\x00\x44\xCE\x85\x8E\x80\x00\x00\x00\x33\xB5\x85\x7C\x7F\xFF\xFF\xFF\xDB\x9C\x4E\x7F\xC2\xAA\xBA\x62\x6E\xC6\x59\x31\x7B\x88\x2B\x99\x9C\x39\xBC\xC8\x7F\xFF\xFF\xFF\xE6\xF2\xC8\x9E\xE6\x69\x43\x8B\xCC\xE6\xAF\x4A\x7F\xFF\xFF\xFF\x36\xD4\xE0\x95\x7F\xFF\xFF\xFF\x7A\x1F\xE5\x5B\x7F\xFF\xFF\xFF\xDF\xB2\x62\x7F\x7F\xFF\xFF\xFF\x18\x8B\x3F\x34\x7F\xFF\xFF\xFF\x4C\x34\x3B\x80\x49\x93\x38\x84\xAE\x76\x76\xD3\xDA\x8A\x3E\xCE\x94\x2D\x11\x8F\x1D\x09\xB0\x40\xFA\xEB\x28\x4B\x7F\xFF\xFF\xFF\xBB\x33\xEB\x60\x7F\xFF\xFF\xFF\x5B\xA7\x58\x9D\xE6\xD0\x5E\xCF\xBB\xAF\xB9\x86\x34\x6B\xE1\x30\xC5\x33\x2C\xBB\x80\x00\x00\x00\x58\xD3\x4D\x9F\x7F\xFF\xFF\xFF\x32\x98\x1E\xD4\x7F\xFF\xFF\xFF\x28\x60\xE7\xF0\x7F\xFF\xFF\xFF\x71\x8B\x95\x70\x7F\xFF\xFF\xFF\x3E\xB6\x78\x5B\x7F\xFF\xFF\xFF\x6A\x80\x40\x2F\x32\x82\x0D\x60\x6B\xCC\xCC\x5F\x80\x00\x00\x00\x47\xBB\xB9\xBE\x7F\xFF\xFF\xFF\x66\x8B\x7A\x46\x80\x00\x00\x00\x3B\x9F\x17\xB0\xE5\x62\xCA\x58\x85\x37\x27\x86\x6C\x20\x7F\x90\x78\x4E\xE5\x81\x80\x00\x00\x00\x55\xBF\x11\x6B\x02\x87\xC8\xE3\xCA\xDE\xFB\xEF\xB7\x9F\x20\x04\x5A\xBA\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9\x3E\xA0\x56\x9F\xDC\x39\x52\x63\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x106E2F72), ('P4rIngress.bitmap_seq.seq', 0x8E000000)], 12104)
        self.setRegisterValue('P4rIngress.rounds', 0x8E000000, 12104)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0xB6)], 12104)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12104)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x90179B66), ('P4rIngress.values_v00000.hi', 0x7135867D)], 12104)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC273E73E), ('P4rIngress.values_v00001.hi', 0xD332A687)], 12104)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x94F7A954), ('P4rIngress.values_v00010.hi', 0x9CD039DF)], 12104)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xA445DF3B), ('P4rIngress.values_v00011.hi', 0x46291547)], 12104)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6733F2E7), ('P4rIngress.values_v00100.hi', 0xC86F8DD3)], 12104)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x95F95727), ('P4rIngress.values_v00101.hi', 0x627B0E8E)], 12104)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5BB5BEA5), ('P4rIngress.values_v00110.hi', 0x71B228AD)], 12104)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xBAA928A5), ('P4rIngress.values_v00111.hi', 0x41F25F17)], 12104)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4E98EF85), ('P4rIngress.values_v01000.hi', 0x0C2DEAB9)], 12104)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x656F988D), ('P4rIngress.values_v01001.hi', 0x1C8B4559)], 12104)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3900DBB5), ('P4rIngress.values_v01010.hi', 0xF72C7DCE)], 12104)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5B32DF1A), ('P4rIngress.values_v01011.hi', 0xA3A14677)], 12104)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x29F4E3CF), ('P4rIngress.values_v01100.hi', 0x3DA71835)], 12104)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x59FD0D2B), ('P4rIngress.values_v01101.hi', 0xBCB49626)], 12104)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xCFD4129D), ('P4rIngress.values_v01110.hi', 0x8C145B11)], 12104)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2B97A7D6), ('P4rIngress.values_v01111.hi', 0x5B63937B)], 12104)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4F6031FC), ('P4rIngress.values_v10000.hi', 0x7A8EC6D5)], 12104)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x4E7C216E), ('P4rIngress.values_v10001.hi', 0x49327BA8)], 12104)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3B598CF7), ('P4rIngress.values_v10010.hi', 0xA3EC5723)], 12104)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBB718D29), ('P4rIngress.values_v10011.hi', 0x18F80C81)], 12104)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5EC82963), ('P4rIngress.values_v10100.hi', 0x69485A44)], 12104)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4FEC55D3), ('P4rIngress.values_v10101.hi', 0x4CAEA237)], 12104)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4336B66F), ('P4rIngress.values_v10110.hi', 0x32F399E7)], 12104)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5B6C97A2), ('P4rIngress.values_v10111.hi', 0x741988F7)], 12104)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x36E43611), ('P4rIngress.values_v11000.hi', 0x89DA20F7)], 12104)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x68043343), ('P4rIngress.values_v11001.hi', 0x6CA2DAC3)], 12104)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xC053E49E), ('P4rIngress.values_v11010.hi', 0x664E2320)], 12104)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xDA561E3E), ('P4rIngress.values_v11011.hi', 0x516A9D52)], 12104)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6C07AA36), ('P4rIngress.values_v11100.hi', 0x5E6640EC)], 12104)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x42A78BE9), ('P4rIngress.values_v11101.hi', 0x38047D64)], 12104)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x417CA98A), ('P4rIngress.values_v11110.hi', 0x196BD9E1)], 12104)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8F7225F1), ('P4rIngress.values_v11111.hi', 0xC63FEB2C)], 12104)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8CA2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DB5),
                gc.DataTuple('slot_count', 0x000002CE),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x89D0C0DA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x18C22D14),
                gc.KeyTuple('src_port', 0x1740),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8CA2),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x005F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\xC2\x2D\x14\x00\x00\x00\x00\x17\x40\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8C\xA2\x00\x18\x89\xD0\xC0\xDA\x01\x93\x01\xCB\x8E\x00\x00\x00\x00\x40\x00\x00\xC0\x7F\x3B\x3B\x4B\x0F\x72\x32\xBB\xC7\xE7\x9B\xF2\xF3\x8B\xA8\xB5\x37\xAB\x2B\xAE\x7C\xE5\x14\x27\x60\x39\x4D\x63\xB8\x7A\x75\x7F\x2B\xA2\x85\x83\xBD\x1E\xD7\xF7\x83\x9D\xBC\x4A\x49\x4A\xCE\x56\x36\x88\xB7\x5B\xB0\x8D\xDE\x27\x69\xAA\x9B\x6F\x8B\xD6\x6A\x78\x5D\x4C\x17\x6C\xE9\x81\xB3\x53\x2F\xA2\x9D\x72\xDA\x07\x75\x68\x94\xB9\xCD\x3A\xAD\x05\x38\x57\xB6\x17\x2D\x95\x34\x75\x40\x65\x86\xAF\x45\x5F\x15\xAC\xF8\x39\xE1\x48\x2A\xBC\x76\xA7\x6E\xD8\x9B\xF6\x3D\xED\xE6\x30\xB6\x55\x57\x31\xC5\x4B\x7C\x7E\x28\x69\x95\x3F\x1A\x66\x8A\x74\x97\x5B\x25\x1A\xC5\x4F\xC0\x95\xBA\x57\xD6\x3D\x3A\xAD\x32\x3E\x08\xAE\x43\x83\x6B\x78\xB3\xC0\x86\x46\x6C\x9D\xD4\x68\xF8\xE6\xEC\x44\x8F\xC9\xDD\x4E\xBD\xF9\xFD\xED\x05\xA2\x11\x64\xB0\x74\x70\x50\xEC\xBD\xBB\x47\x6B\x73\x34\x6A\x65\x49\x6B\x95\x73\x30\x6B\x49\x35\xF5\x69\x51\x1F\x63\xE3\xAA\xD7\x5A\xD2\x74\x99\x3A\x94\x53\xCA\xC7\x3F\x49\xCE\x13\x3F\x5F\x6E\xFD\xAA\x4B\x23\x7C\x67\x49\xAE\xDB\x8C\x7B\x0E\xAE\x78\x6D\x45\x75\x36\x6D\x78\x7D\xA7\xD5\xC5\x55\xB9\xDA\x16\x4D\x73\x4F\x2F\x24\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x18\xC2\x2D\x14\xBE\xEF\x17\x40\x01\x20\x00\x00\x50\x34\x02\x82\x8C\xA2\x00\x18\x89\xD0\xC0\xDA\x01\x93\x01\xCB\x8E\x00\x00\x00\x00\x40\x00\x13\x80\x00\x00\x00\x4B\x0F\x72\x32\x80\x00\x00\x00\xF2\xF3\x8B\xA8\x80\x00\x00\x00\xAE\x7C\xE5\x14\xCB\xA6\x18\x88\x63\xB8\x7A\x75\x7F\xFF\xFF\xFF\x83\xBD\x1E\xD7\x8D\x7C\xF4\xE3\x4A\x49\x4A\xCE\x7F\xFF\xFF\xFF\x5B\xB0\x8D\xDE\xE2\x12\xD3\x40\x6F\x8B\xD6\x6A\x7F\xFF\xFF\xFF\x6C\xE9\x81\xB3\x7F\xFF\xFF\xFF\x72\xDA\x07\x75\x7F\xFF\xFF\xFF\x3A\xAD\x05\x38\x7F\xFF\xFF\xFF\x95\x34\x75\x40\x7F\xFF\xFF\xFF\x5F\x15\xAC\xF8\x7F\xFF\xFF\xFF\xBC\x76\xA7\x6E\xA8\x70\x08\xDA\xED\xE6\x30\xB6\x7F\xFF\xFF\xFF\x4B\x7C\x7E\x28\x7F\xFF\xFF\xFF\x66\x8A\x74\x97\x7F\xFF\xFF\xFF\x4F\xC0\x95\xBA\x7F\xFF\xFF\xFF\xAD\x32\x3E\x08\x80\x00\x00\x00\x78\xB3\xC0\x86\x7F\xFF\xFF\xFF\x68\xF8\xE6\xEC\x7F\xFF\xFF\xFF\x4E\xBD\xF9\xFD\x30\x3C\x58\x80\x64\xB0\x74\x70\x7F\xFF\xFF\xFF\x47\x6B\x73\x34\x7F\xFF\xFF\xFF\x95\x73\x30\x6B\x7F\xFF\xFF\xFF\x51\x1F\x63\xE3\x80\x00\x00\x00\x74\x99\x3A\x94\x2E\x20\xE5\x7D\x49\xCE\x13\x3F\x7F\xFF\xFF\xFF\x4B\x23\x7C\x67\x7F\xFF\xFF\xFF\x7B\x0E\xAE\x78\x7F\xFF\xFF\xFF\x6D\x78\x7D\xA7\x80\x00\x00\x00\xDA\x16\x4D\x73\x4F\x2F\x24\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x58DB4255), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 11900)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 11900)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x6E)], 11900)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11900)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD9EADBAE), ('P4rIngress.values_v00000.hi', 0x23C12153)], 11900)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x5FBC429F), ('P4rIngress.values_v00001.hi', 0x50000000)], 11900)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x560CAA66), ('P4rIngress.values_v00010.hi', 0xAA505A69)], 11900)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xC4F63E21), ('P4rIngress.values_v00011.hi', 0x6316F510)], 11900)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x50A1B41A), ('P4rIngress.values_v00100.hi', 0x60D569AF)], 11900)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD48E189A), ('P4rIngress.values_v00101.hi', 0x7876B312)], 11900)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xBB6D978D), ('P4rIngress.values_v00110.hi', 0xBF655645)], 11900)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xADFB36EC), ('P4rIngress.values_v00111.hi', 0x5B5E119F)], 11900)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5AF83687), ('P4rIngress.values_v01000.hi', 0x602F836D)], 11900)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x7D8562A5), ('P4rIngress.values_v01001.hi', 0x817EEDD9)], 11900)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3540B1B1), ('P4rIngress.values_v01010.hi', 0xAA29118B)], 11900)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xE51F1ED7), ('P4rIngress.values_v01011.hi', 0x1EAAD629)], 11900)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x2DB4B55C), ('P4rIngress.values_v01100.hi', 0x4B27B6FA)], 11900)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4D145F94), ('P4rIngress.values_v01101.hi', 0x5DEF5584)], 11900)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA9D90C6F), ('P4rIngress.values_v01110.hi', 0x4C094BAF)], 11900)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x623D7F07), ('P4rIngress.values_v01111.hi', 0x974C72A8)], 11900)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x9EF724DD), ('P4rIngress.values_v10000.hi', 0x998B46F0)], 11900)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAB2461B5), ('P4rIngress.values_v10001.hi', 0x6E95A4D2)], 11900)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x2E8ACAA5), ('P4rIngress.values_v10010.hi', 0x8E5848CF)], 11900)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6763DA98), ('P4rIngress.values_v10011.hi', 0xB931FBC5)], 11900)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9ACB2255), ('P4rIngress.values_v10100.hi', 0x6B6EB9DC)], 11900)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4B48C5B3), ('P4rIngress.values_v10101.hi', 0xCD97238D)], 11900)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2031EE2B), ('P4rIngress.values_v10110.hi', 0x1BA2C505)], 11900)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x26B435E1), ('P4rIngress.values_v10111.hi', 0xAE388865)], 11900)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x64C388B7), ('P4rIngress.values_v11000.hi', 0x711CCF24)], 11900)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAB34F6C1), ('P4rIngress.values_v11001.hi', 0x6DBAE5A7)], 11900)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x8E8DB1CF), ('P4rIngress.values_v11010.hi', 0x1C3F19CD)], 11900)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x169472B9), ('P4rIngress.values_v11011.hi', 0x9DF452DD)], 11900)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x600F85B6), ('P4rIngress.values_v11100.hi', 0x5EAB5191)], 11900)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x285867EB), ('P4rIngress.values_v11101.hi', 0x00000000)], 11900)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5098DC7C), ('P4rIngress.values_v11110.hi', 0x21AA58C3)], 11900)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x4BEA32E7), ('P4rIngress.values_v11111.hi', 0xDB330E8B)], 11900)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1844),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003F8),
                gc.DataTuple('slot_count', 0x000015F6),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF8347CB6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x9E620474),
                gc.KeyTuple('src_port', 0x296D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1844),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x035C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\x62\x04\x74\x00\x00\x00\x00\x29\x6D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x18\x44\x00\x18\xF8\x34\x7C\xB6\x0A\x84\x05\x83\xFF\xFF\xFF\xFF\x00\x40\x00\x00\x95\xB2\x4E\x9F\xB8\x69\x9D\x9D\x55\x8D\xCB\xA5\xB0\x00\x00\x00\x5F\x26\x37\x7A\xA3\x72\x6B\xA2\xA5\x30\x5C\x4A\x37\x2A\xBD\x35\x3F\x54\xA2\x33\x37\xDB\x7D\xC8\xA5\xB4\x68\x27\x29\xF9\x36\xEB\x9B\xCB\xD9\x65\x86\x64\xCB\x05\x39\x21\xB3\x87\x1C\x44\x67\x2F\x4A\xEB\xCC\x64\x36\x36\x64\x5D\x4C\xFD\x36\x6D\x85\x38\x80\xC5\x7D\x5F\x94\xA7\xD3\x8D\x71\xBB\x96\x06\xEC\xE3\xDE\xEB\xE8\xE3\x13\x1E\x93\x7C\x50\xAB\x7C\x1A\x40\xB3\xB4\x66\x98\x45\x84\xB5\xDD\x9D\x9A\x6F\x40\x5D\x24\x8C\x64\x85\xA7\x7C\xDB\x98\x36\xB3\xE6\x72\xAD\xC3\x89\x62\x77\x6D\x98\x9C\xF5\x25\x43\xA8\x04\xC7\x69\xA4\x61\xB0\xC2\xC3\xCC\x6C\x38\x5B\xD6\xF7\xB3\xF6\x63\xEB\x9E\x5C\x43\x33\x35\xEA\xAA\x49\x3E\x71\xE4\xC4\xAE\x4C\x77\xE5\x66\xD6\xC2\x84\x69\x74\xDB\x72\x78\xA5\x04\x89\xB3\xA7\xCA\xD2\x4E\x6F\x1E\x91\x74\x94\x7E\x4C\x9A\xC3\xAC\x5A\x3B\xC6\x2C\xB5\x89\xAC\x29\x92\x73\x50\x8C\x9E\x52\xE5\x6D\x6D\xD9\x6A\x58\x0B\x78\x64\x94\x36\x30\xE6\xA3\x20\x46\xCD\x1C\xCD\x00\x00\x00\x00\x5E\xCE\x4D\x36\xDD\x32\xCD\xF1\x78\x29\x4F\x84\x89\x53\xAE\xDB\x2A\x06\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\x62\x04\x74\xBE\xEF\x29\x6D\x01\x20\x00\x00\x50\x34\x02\x82\x18\x44\x00\x18\xF8\x34\x7C\xB6\x0A\x84\x01\x83\xFF\xFF\xFF\xFF\x00\x40\x00\x18\x80\x00\x00\x00\xB8\x69\x9D\x9D\x7F\xFF\xFF\xFF\xB0\x00\x00\x00\x7F\xFF\xFF\xFF\xA3\x72\x6B\xA2\x80\x00\x00\x00\x37\x2A\xBD\x35\x7F\xFF\xFF\xFF\x37\xDB\x7D\xC8\x80\x00\x00\x00\x29\xF9\x36\xEB\x80\x00\x00\x00\x86\x64\xCB\x05\xE7\x1C\xEA\x73\x1C\x44\x67\x2F\x7F\xFF\xFF\xFF\x36\x36\x64\x5D\x7F\xFF\xFF\xFF\x85\x38\x80\xC5\x7F\xFF\xFF\xFF\xD3\x8D\x71\xBB\x80\x00\x00\x00\xDE\xEB\xE8\xE3\x40\xD3\x48\xD8\x50\xAB\x7C\x1A\x7F\xFF\xFF\xFF\x98\x45\x84\xB5\x87\x76\xA6\xDE\x40\x5D\x24\x8C\x7F\xFF\xFF\xFF\xDB\x98\x36\xB3\x85\x69\xD2\xA0\x89\x62\x77\x6D\x80\x00\x00\x00\x43\xA8\x04\xC7\x7F\xFF\xFF\xFF\xC2\xC3\xCC\x6C\x7F\xFF\xFF\xFF\xB3\xF6\x63\xEB\x80\x00\x00\x00\x35\xEA\xAA\x49\x7F\xFF\xFF\xFF\xAE\x4C\x77\xE5\x7F\xFF\xFF\xFF\x69\x74\xDB\x72\x7F\xFF\xFF\xFF\xB3\xA7\xCA\xD2\x7F\xFF\xFF\xFF\x74\x94\x7E\x4C\x80\x00\x00\x00\x3B\xC6\x2C\xB5\x80\x00\x00\x00\x73\x50\x8C\x9E\x69\x79\xE0\x26\xD9\x6A\x58\x0B\x7F\xFF\xFF\xFF\x30\xE6\xA3\x20\x6F\x25\x84\xB8\x00\x00\x00\x00\x7F\xFF\xFF\xFF\xDD\x32\xCD\xF1\x7F\xFF\xFF\xFF\x89\x53\xAE\xDB\x2A\x06\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6C26E1A4), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 12505)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 12505)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x79)], 12505)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12505)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x89F8F6AD), ('P4rIngress.values_v00000.hi', 0x16555F85)], 12505)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB88B2522), ('P4rIngress.values_v00001.hi', 0xF2B5D59C)], 12505)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x39129D76), ('P4rIngress.values_v00010.hi', 0xCAB6D1F2)], 12505)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF76B683F), ('P4rIngress.values_v00011.hi', 0x56D428BF)], 12505)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0xB789197F), ('P4rIngress.values_v00100.hi', 0xE4CD0B6F)], 12505)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x7172A950), ('P4rIngress.values_v00101.hi', 0xE9DA6FE3)], 12505)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xFE543EC3), ('P4rIngress.values_v00110.hi', 0xAE88AEBA)], 12505)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x5390248F), ('P4rIngress.values_v00111.hi', 0x434E86D7)], 12505)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x66C0AB39), ('P4rIngress.values_v01000.hi', 0x6D6DA27B)], 12505)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x4170962C), ('P4rIngress.values_v01001.hi', 0xCCA195A4)], 12505)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4C06A50B), ('P4rIngress.values_v01010.hi', 0x6ECC6D99)], 12505)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x636BEA16), ('P4rIngress.values_v01011.hi', 0x58D14132)], 12505)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3EF476C3), ('P4rIngress.values_v01100.hi', 0x85A49B08)], 12505)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x23D2D4DC), ('P4rIngress.values_v01101.hi', 0xB02E6B41)], 12505)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x35A9F66F), ('P4rIngress.values_v01110.hi', 0x1E6C2B5F)], 12505)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x10F52159), ('P4rIngress.values_v01111.hi', 0xF39A2437)], 12505)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x76BF712C), ('P4rIngress.values_v10000.hi', 0x77850C3F)], 12505)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x0BF318F5), ('P4rIngress.values_v10001.hi', 0xBF77E1CA)], 12505)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x7E83DA16), ('P4rIngress.values_v10010.hi', 0xA5CBA341)], 12505)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xE7450DB4), ('P4rIngress.values_v10011.hi', 0x757DD1FE)], 12505)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6AA5BBCC), ('P4rIngress.values_v10100.hi', 0x687E76BF)], 12505)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x3A6BEF26), ('P4rIngress.values_v10101.hi', 0xC9289CBF)], 12505)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x6A1E92EF), ('P4rIngress.values_v10110.hi', 0x59CBDECA)], 12505)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1B4B8F2C), ('P4rIngress.values_v10111.hi', 0xBBEDFD87)], 12505)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x43401F27), ('P4rIngress.values_v11000.hi', 0x3612DD3E)], 12505)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x1A22E9AF), ('P4rIngress.values_v11001.hi', 0x0DA67ACE)], 12505)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x6658CD21), ('P4rIngress.values_v11010.hi', 0x8766E311)], 12505)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5E5AD5E8), ('P4rIngress.values_v11011.hi', 0x15FA453B)], 12505)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x64DBFC87), ('P4rIngress.values_v11100.hi', 0x90EF0565)], 12505)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4C373824), ('P4rIngress.values_v11101.hi', 0x780BD753)], 12505)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7A984CCF), ('P4rIngress.values_v11110.hi', 0x63AFFA63)], 12505)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xABD0F16D), ('P4rIngress.values_v11111.hi', 0x5E5913F3)], 12505)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x26C4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AF5),
                gc.DataTuple('slot_count', 0x000008B9),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC8F108C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x0B751D3F),
                gc.KeyTuple('src_port', 0x9F68),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x26C4),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00E0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\x75\x1D\x3F\x00\x00\x00\x00\x9F\x68\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x26\xC4\x00\x18\xAC\x8F\x10\x8C\x05\xE4\x05\x8A\x40\x00\x00\x00\x00\x40\x00\x00\xD2\xA6\x32\xB8\x6A\x35\x47\x43\x87\xF0\x33\x62\x2A\x8B\xAB\xC7\x78\x1A\xEA\x00\x8E\x41\x5B\xF3\x58\x8B\x3C\x95\x32\xF0\xF5\x71\x3F\xB2\x4F\x5B\x44\xEB\x92\x93\x0F\xF9\xB4\x42\xA2\xFF\xC4\x9B\x9E\x2C\xFA\xFD\xA2\x5B\xC6\xAF\x44\x52\x58\xBA\xE9\x56\xFB\x73\x4A\xFE\xFD\x61\xEC\x78\x72\x79\x61\xDD\xF5\xBE\x9D\xEF\xCD\x0C\x56\x46\x3A\x43\x7A\xFA\xB1\xDF\x29\xCB\xA6\x23\x43\x5D\x86\xB2\x3E\x29\xD6\x6D\x9A\x2F\x8E\xAD\xB6\x6A\xB9\x75\xB1\xF6\xDE\xC5\x09\x98\xF6\xA1\x1A\x0B\xEC\x29\x75\x90\x1C\xFF\x8C\x50\xBF\x90\x4C\xF9\x9A\x8B\x31\x1F\x0F\x0D\xE9\x5A\x51\x45\x9A\x73\xFA\x7B\xF6\x81\x56\xAE\x48\xE3\x67\x6A\x86\x5D\xDE\x54\x4A\x25\xA8\xEF\x79\x22\xCB\x1E\x4A\xB1\x07\x20\x5A\x23\x67\xEB\x07\xB7\x95\x98\x7B\x9A\x70\xEA\x4C\xED\xD4\xEA\x79\x24\x66\x8B\x9C\xD5\x3C\xA7\x42\x07\xFA\xA0\x76\x65\xAA\x1A\x6D\x3A\x4C\x55\x39\x62\x3B\x16\x69\xF3\xBC\x50\xD5\x18\x97\x13\x3E\x88\xD8\xC9\xF5\xC8\xFD\x75\x74\xF3\x1D\xDB\xDE\xD0\x4D\x0D\x39\x99\xE5\xA8\x76\x7E\x63\x64\x69\xB6\x1A\x53\x35\xAC\x8A\xE3\xB7\x88\xC8\x61\x7F\x59\x79\x09\x50\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\x75\x1D\x3F\xBE\xEF\x9F\x68\x01\x20\x00\x00\x50\x34\x02\x82\x26\xC4\x00\x18\xAC\x8F\x10\x8C\x05\xE4\x01\x8A\x40\x00\x00\x00\x00\x40\x00\x05\x80\x00\x00\x00\x6A\x35\x47\x43\x80\x00\x00\x00\x2A\x8B\xAB\xC7\x7F\xFF\xFF\xFF\x8E\x41\x5B\xF3\x4F\xF6\xA4\xD4\x32\xF0\xF5\x71\xF7\x3B\x68\xDA\x44\xEB\x92\x93\x7F\xFF\xFF\xFF\xA2\xFF\xC4\x9B\x9C\x81\x39\xC0\xA2\x5B\xC6\xAF\x7F\xFF\xFF\xFF\xE9\x56\xFB\x73\x7F\xFF\xFF\xFF\xEC\x78\x72\x79\x7F\xFF\xFF\xFF\x9D\xEF\xCD\x0C\x7F\xFF\xFF\xFF\x7A\xFA\xB1\xDF\x7F\xFF\xFF\xFF\x43\x5D\x86\xB2\x7D\x1E\x4D\x30\x9A\x2F\x8E\xAD\xDA\x3D\x8E\x51\xB1\xF6\xDE\xC5\x3F\x42\xED\x10\x1A\x0B\xEC\x29\x7F\xFF\xFF\xFF\x8C\x50\xBF\x90\x7F\xFF\xFF\xFF\x31\x1F\x0F\x0D\xF5\x4D\x6A\x3A\x9A\x73\xFA\x7B\x75\x05\x30\xC4\x48\xE3\x67\x6A\x80\x00\x00\x00\x4A\x25\xA8\xEF\x7F\xFF\xFF\xFF\x4A\xB1\x07\x20\x7F\xFF\xFF\xFF\x07\xB7\x95\x98\x7F\xFF\xFF\xFF\x4C\xED\xD4\xEA\x7F\xFF\xFF\xFF\x9C\xD5\x3C\xA7\x7F\xFF\xFF\xFF\x76\x65\xAA\x1A\x7F\xFF\xFF\xFF\x39\x62\x3B\x16\x7F\xFF\xFF\xFF\xD5\x18\x97\x13\x7F\xFF\xFF\xFF\xF5\xC8\xFD\x75\x7F\xFF\xFF\xFF\xDE\xD0\x4D\x0D\x7F\xFF\xFF\xFF\x76\x7E\x63\x64\x7F\xFF\xFF\xFF\x35\xAC\x8A\xE3\x80\x00\x00\x00\x7F\x59\x79\x09\x50\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF69916C7), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 11528)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 11528)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x7A)], 11528)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11528)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x967422E7), ('P4rIngress.values_v00000.hi', 0x504404DF)], 11528)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC378451C), ('P4rIngress.values_v00001.hi', 0x1671C1BE)], 11528)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xAB8E65E1), ('P4rIngress.values_v00010.hi', 0xAB0AFAFB)], 11528)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x95D6A5D3), ('P4rIngress.values_v00011.hi', 0x36DDC1AF)], 11528)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7AEAE57B), ('P4rIngress.values_v00100.hi', 0xB0708329)], 11528)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x912FCDB5), ('P4rIngress.values_v00101.hi', 0x71901D4C)], 11528)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x77340457), ('P4rIngress.values_v00110.hi', 0x4E4AF7ED)], 11528)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD5F5B31B), ('P4rIngress.values_v00111.hi', 0x35B30B4D)], 11528)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x09AD11FE), ('P4rIngress.values_v01000.hi', 0xFDDF6197)], 11528)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x228E5CBD), ('P4rIngress.values_v01001.hi', 0x20D2A3B0)], 11528)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x404CD3A9), ('P4rIngress.values_v01010.hi', 0xFF76DABE)], 11528)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x734B58A3), ('P4rIngress.values_v01011.hi', 0x2074D22E)], 11528)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5396407F), ('P4rIngress.values_v01100.hi', 0xF2C9F476)], 11528)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4DC147E7), ('P4rIngress.values_v01101.hi', 0x294D528E)], 11528)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x5D4C8E78), ('P4rIngress.values_v01110.hi', 0x79027813)], 11528)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x8C5A36E7), ('P4rIngress.values_v01111.hi', 0xB9DC3E08)], 11528)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x919B60A8), ('P4rIngress.values_v10000.hi', 0xB40B439B)], 11528)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xB3747B27), ('P4rIngress.values_v10001.hi', 0xABDAB389)], 11528)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x71585BF4), ('P4rIngress.values_v10010.hi', 0xA8D237EE)], 11528)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA222B1C7), ('P4rIngress.values_v10011.hi', 0xA7A5A575)], 11528)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xD5F94BCA), ('P4rIngress.values_v10100.hi', 0x44F05114)], 11528)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB72CEC77), ('P4rIngress.values_v10101.hi', 0x7079963E)], 11528)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x363F2EA4), ('P4rIngress.values_v10110.hi', 0x8A47655D)], 11528)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB79312C4), ('P4rIngress.values_v10111.hi', 0x9A16B22A)], 11528)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x9B870D33), ('P4rIngress.values_v11000.hi', 0x7A860723)], 11528)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xD4851EF6), ('P4rIngress.values_v11001.hi', 0x594F777E)], 11528)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x535AD4E7), ('P4rIngress.values_v11010.hi', 0x14659931)], 11528)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xAD3B4885), ('P4rIngress.values_v11011.hi', 0xA3954EE5)], 11528)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x55EA1655), ('P4rIngress.values_v11100.hi', 0x4D53D270)], 11528)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x34697D22), ('P4rIngress.values_v11101.hi', 0x790AD97D)], 11528)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x57029A59), ('P4rIngress.values_v11110.hi', 0x9EF1DD46)], 11528)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5668B253), ('P4rIngress.values_v11111.hi', 0xDC73D048)], 11528)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0F47),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000534),
                gc.DataTuple('slot_count', 0x00001210),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9AD44367),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x031),
                gc.KeyTuple('src_addr', 0x742F4DDD),
                gc.KeyTuple('src_port', 0x5BC4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0F47),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00A9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x74\x2F\x4D\xDD\x00\x00\x00\x00\x5B\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0F\x47\x00\x18\x9A\xD4\x43\x67\x07\xD4\x07\xCF\x00\x00\x00\x00\x00\x40\x00\x00\x82\x47\x09\x90\x3C\x1A\xD8\xF7\x88\xB5\xEB\x57\xE6\x57\xDF\x75\xA7\x3A\xE4\x89\x83\x6A\x64\xA4\x3D\xCB\xA3\x5D\x66\x12\xA4\x65\x69\xEB\x14\xE9\xB0\x90\x55\x97\x57\x51\x84\xB3\x5E\xA1\xC9\x27\x43\x35\xDE\xAB\x4E\x39\x11\x06\x39\x4D\xA7\x73\x57\x39\xCB\x25\x77\x7C\x39\xBB\x61\x49\x9F\x5B\x6E\x77\x21\x03\x69\x8E\x0D\x17\x4D\x44\x70\xCC\xD6\x63\x92\x89\x16\x35\x31\x96\x73\x8D\x9A\xE2\xDB\x0F\xBC\xA7\x16\x96\x19\xC7\x55\xA9\x16\x72\x67\x6D\x52\x36\xE5\x5C\xF8\xD2\x0D\x08\xDC\x9D\x9D\x98\x07\x6B\xC3\xF5\x9E\x1F\x88\x8B\xAE\xE4\xB3\x81\x5F\x3D\x97\x77\x1D\xDB\xA6\xA0\x5A\xA7\x59\x53\xBD\xE3\xC8\x48\x07\x65\xA0\x0B\x8F\x0B\x96\x85\xF5\xE5\xA5\xB3\x29\xDE\x7D\xFD\x5C\xDE\xB6\x67\xDC\x5B\x1A\xF5\xB8\x0D\x4B\x31\xA9\x0F\x5B\x69\x22\x7D\x99\x22\x11\xB6\xB5\xB1\xA7\x12\x92\xC7\x33\x8B\xC0\x85\x14\x8B\x3D\x0A\xAE\xC5\x77\x28\x86\x7D\x9C\xCB\x5F\x55\xD4\xE2\xCD\x57\xB1\xEE\x18\x9E\xAC\xCD\x64\x71\xD2\x4D\xBA\x4C\x67\x47\xA4\x75\xAD\xAA\xEE\xEF\x48\xF9\xD3\x89\x4A\x7A\xD5\x1A\x73\x47\x54\xDF\x5A\x1F\x36\x64\x24\xD9\x90\x6A\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x74\x2F\x4D\xDD\xBE\xEF\x5B\xC4\x01\x20\x00\x00\x50\x34\x02\x82\x0F\x47\x00\x18\x9A\xD4\x43\x67\x07\xD4\x01\xCF\x00\x00\x00\x00\x00\x40\x00\x01\x80\x00\x00\x00\x3C\x1A\xD8\xF7\x80\x00\x00\x00\xE6\x57\xDF\x75\x80\x00\x00\x00\x83\x6A\x64\xA4\xD3\xA2\x49\x30\x66\x12\xA4\x65\x7F\xFF\xFF\xFF\xB0\x90\x55\x97\xE8\x81\x52\x68\x5E\xA1\xC9\x27\x7F\xFF\xFF\xFF\x4E\x39\x11\x06\x0F\x43\x5A\x8E\x57\x39\xCB\x25\x7F\xFF\xFF\xFF\x61\x49\x9F\x5B\x7F\xFF\xFF\xFF\x69\x8E\x0D\x17\x7F\xFF\xFF\xFF\xD6\x63\x92\x89\x7F\xFF\xFF\xFF\x73\x8D\x9A\xE2\x2E\xA5\xFD\x26\x16\x96\x19\xC7\x7F\xFF\xFF\xFF\x67\x6D\x52\x36\x42\xA9\x87\x4A\x0D\x08\xDC\x9D\x80\x00\x00\x00\xC3\xF5\x9E\x1F\x80\x00\x00\x00\xB3\x81\x5F\x3D\x80\x00\x00\x00\xA6\xA0\x5A\xA7\x7F\xFF\xFF\xFF\xC8\x48\x07\x65\x80\x00\x00\x00\x96\x85\xF5\xE5\x80\x00\x00\x00\x7D\xFD\x5C\xDE\x80\x00\x00\x00\x1A\xF5\xB8\x0D\x7F\xFF\xFF\xFF\x5B\x69\x22\x7D\x80\x00\x00\x00\xB5\xB1\xA7\x12\x80\x00\x00\x00\xC0\x85\x14\x8B\x11\x8F\xCD\xBB\x77\x28\x86\x7D\xF0\x26\x34\x3C\xD4\xE2\xCD\x57\x80\x00\x00\x00\xAC\xCD\x64\x71\x28\x37\xD0\xA1\x67\x47\xA4\x75\xE2\x14\x6C\x11\x48\xF9\xD3\x89\x7F\xFF\xFF\xFF\x73\x47\x54\xDF\x7F\xFF\xFF\xFF\x24\xD9\x90\x6A\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69\xF2\xED\xA7\x0C\xFB\x3D\xB7\x48\x77\x7A\xB1\x3F\x15\xDC\x20\xCA\xCC\x53\x93\xA6\x07\x18\x1D\xC5\x8A\x84\x41\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x86CB8FC4), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 14748)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 14748)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0x76)], 14748)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14748)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA69DDFF5), ('P4rIngress.values_v00000.hi', 0x6D7A2B32)], 14748)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xAAAC03F3), ('P4rIngress.values_v00001.hi', 0xADD8636C)], 14748)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x95AD0AC7), ('P4rIngress.values_v00010.hi', 0x93F04E2F)], 14748)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x308F3EAB), ('P4rIngress.values_v00011.hi', 0x49D08B67)], 14748)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x709DABCF), ('P4rIngress.values_v00100.hi', 0xCE7F6666)], 14748)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x17636997), ('P4rIngress.values_v00101.hi', 0x36F3EE53)], 14748)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x50159129), ('P4rIngress.values_v00110.hi', 0x287E7389)], 14748)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7419AFDF), ('P4rIngress.values_v00111.hi', 0x5EAC59E3)], 14748)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x737525CB), ('P4rIngress.values_v01000.hi', 0x14CC63B5)], 14748)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x25C8E4EF), ('P4rIngress.values_v01001.hi', 0x74E32931)], 14748)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x196A5394), ('P4rIngress.values_v01010.hi', 0x7A3B745A)], 14748)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7A7CC335), ('P4rIngress.values_v01011.hi', 0x756AABBF)], 14748)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xA4C75936), ('P4rIngress.values_v01100.hi', 0xA75B777D)], 14748)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x78C1FBFA), ('P4rIngress.values_v01101.hi', 0x63C3F676)], 14748)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6754352D), ('P4rIngress.values_v01110.hi', 0x6DABBD2A)], 14748)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3B813BDB), ('P4rIngress.values_v01111.hi', 0x69CD262A)], 14748)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x46233753), ('P4rIngress.values_v10000.hi', 0x76CF315F)], 14748)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x17EFF5BB), ('P4rIngress.values_v10001.hi', 0x48F19EC7)], 14748)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x971911DE), ('P4rIngress.values_v10010.hi', 0x8D954DAF)], 14748)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4D0C2AAF), ('P4rIngress.values_v10011.hi', 0xC3DA6A37)], 14748)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x71A7B4CF), ('P4rIngress.values_v10100.hi', 0x40E65B6D)], 14748)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xBD09ABF5), ('P4rIngress.values_v10101.hi', 0x8E3EB4AB)], 14748)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7A358155), ('P4rIngress.values_v10110.hi', 0x0D69D3DF)], 14748)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x37CA215F), ('P4rIngress.values_v10111.hi', 0x1B7EB6ED)], 14748)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x25D6A2FB), ('P4rIngress.values_v11000.hi', 0x42E384CB)], 14748)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4E3A5BE3), ('P4rIngress.values_v11001.hi', 0x2BDC4EB9)], 14748)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x65C3FD59), ('P4rIngress.values_v11010.hi', 0x73F7CD43)], 14748)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x755D21E1), ('P4rIngress.values_v11011.hi', 0x62CCCA37)], 14748)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x89D2CB2A), ('P4rIngress.values_v11100.hi', 0xE524CBA7)], 14748)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x628C4685), ('P4rIngress.values_v11101.hi', 0xB15BC0FD)], 14748)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDED6D945), ('P4rIngress.values_v11110.hi', 0xE5AFA9DC)], 14748)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x70AB1C1F), ('P4rIngress.values_v11111.hi', 0xC8166D03)], 14748)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x17A9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000183F),
                gc.DataTuple('slot_count', 0x000003CF),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6F5C938C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0xDF203D03),
                gc.KeyTuple('src_port', 0x1296),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x17A9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03D2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDF\x20\x3D\x03\x00\x00\x00\x00\x12\x96\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x17\xA9\x00\x18\x6F\x5C\x93\x8C\x01\x5D\x01\xD7\x80\x00\x00\x00\x00\x40\x00\x00\xD6\xBA\xED\x7F\x25\x92\x3D\xA8\x8C\x3E\x48\x57\x6A\x16\x11\x16\xC7\x19\x9E\xC5\x83\x2D\x6E\x13\x32\x8D\x35\x6B\x7A\x13\xD3\x68\x52\x5D\x66\x63\x84\x09\x63\x06\x52\x6A\xB0\x3A\x7F\xF1\x7E\x5A\x57\x48\xF3\x9C\x7B\xEF\xF6\x15\xEA\x6E\xDB\x5D\x38\xCC\xD1\x76\x29\x4D\x6D\xDF\x3E\x0E\xAD\x99\x61\xD7\xD3\xAD\x72\x8D\x3D\x9D\x69\x26\x16\xE1\xCE\x6F\xC4\x86\x19\x0E\x79\x67\x65\xC9\xA9\x27\xFE\xF0\xBB\x4B\x3F\x93\x46\xBF\x76\x71\x50\xBB\x67\x7A\xA6\x31\xB6\xE7\x14\xAB\xC7\x89\xA2\x6B\x06\x85\x4A\x50\x4B\x2A\xC7\x39\x5D\xED\x9A\x47\xD0\x50\xC8\x59\x5C\x12\x99\x79\x5E\x91\xD3\x73\xBF\xB3\x1D\x9A\xAD\x3F\xAA\x02\x5A\x88\x71\x8C\x37\xB6\xFF\x33\x3D\x11\x90\x6A\x44\x72\x14\x90\xBC\xB2\x62\x14\x11\xD4\xE5\xAD\x5C\xE1\x0F\x56\x75\x6C\x6B\x0A\x56\x62\xF5\x84\xAF\x0B\xAA\xD5\xED\xD6\xA6\x29\x47\x09\x7A\x86\xA9\x38\x62\x01\x59\xCA\xC1\x0A\x56\x31\x15\xCC\xE7\x69\x75\xDF\x2B\x5D\x6E\xAB\x4A\x72\xCE\xE2\x9D\xDA\xF4\x6A\xD5\x66\x48\xBC\x58\x89\xBE\xBD\xA5\x53\x1B\x3A\x49\x13\x19\xDD\xAC\x6D\x29\x5F\x3E\x4B\x5C\xA3\xB2\x51\x3C\x36\x54\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDF\x20\x3D\x03\xBE\xEF\x12\x96\x01\x20\x00\x00\x50\x34\x02\x82\x17\xA9\x00\x18\x6F\x5C\x93\x8C\x01\x5D\x01\xD7\x80\x00\x00\x00\x00\x40\x00\x08\x80\x00\x00\x00\x25\x92\x3D\xA8\x80\x00\x00\x00\x6A\x16\x11\x16\x80\x00\x00\x00\x83\x2D\x6E\x13\x63\x1C\x74\x16\x7A\x13\xD3\x68\x7F\xFF\xFF\xFF\x84\x09\x63\x06\x69\xCE\x19\xD1\x7F\xF1\x7E\x5A\x7F\xFF\xFF\xFF\x7B\xEF\xF6\x15\x5E\x88\x8B\x3C\x38\xCC\xD1\x76\x7F\xFF\xFF\xFF\x3E\x0E\xAD\x99\x7F\xFF\xFF\xFF\x72\x8D\x3D\x9D\x7F\xFF\xFF\xFF\xCE\x6F\xC4\x86\x7F\xFF\xFF\xFF\x65\xC9\xA9\x27\xA3\xB8\x14\x81\x3F\x93\x46\xBF\x7F\xFF\xFF\xFF\x67\x7A\xA6\x31\x1E\x3B\x49\xD8\xC7\x89\xA2\x6B\x42\x06\x86\x2B\x4B\x2A\xC7\x39\x7F\xFF\xFF\xFF\xD0\x50\xC8\x59\x74\x02\x8F\x34\x5E\x91\xD3\x73\x80\x00\x00\x00\xAD\x3F\xAA\x02\x7F\xFF\xFF\xFF\x37\xB6\xFF\x33\x7F\xFF\xFF\xFF\x44\x72\x14\x90\x80\x00\x00\x00\x11\xD4\xE5\xAD\x7F\xFF\xFF\xFF\x75\x6C\x6B\x0A\x7F\xFF\xFF\xFF\xAF\x0B\xAA\xD5\x13\xAD\x49\x24\x47\x09\x7A\x86\xF7\x72\xBD\xE4\x59\xCA\xC1\x0A\x7F\xFF\xFF\xFF\xE7\x69\x75\xDF\x7F\xFF\xFF\xFF\x4A\x72\xCE\xE2\x80\x00\x00\x00\xD5\x66\x48\xBC\x7F\xFF\xFF\xFF\xA5\x53\x1B\x3A\x27\xE9\xF3\x22\xAC\x6D\x29\x5F\x7F\xFF\xFF\xFF\xB2\x51\x3C\x36\x54\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x38765186), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 12921)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 12921)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x16)], 12921)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12921)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9319EF61), ('P4rIngress.values_v00000.hi', 0x16C7EA2F)], 12921)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9F956F47), ('P4rIngress.values_v00001.hi', 0xF725A1CF)], 12921)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x86CD8301), ('P4rIngress.values_v00010.hi', 0x9A99C6ED)], 12921)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x30CDD3DD), ('P4rIngress.values_v00011.hi', 0x2BDD1C79)], 12921)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x517238F9), ('P4rIngress.values_v00100.hi', 0x94DA9AA9)], 12921)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xADC87B27), ('P4rIngress.values_v00101.hi', 0x7BDA7BB8)], 12921)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6132DB18), ('P4rIngress.values_v00110.hi', 0x3303A2D5)], 12921)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xA4D318A9), ('P4rIngress.values_v00111.hi', 0x69EFFB94)], 12921)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x48EEA713), ('P4rIngress.values_v01000.hi', 0x5D3DDA25)], 12921)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x705B9463), ('P4rIngress.values_v01001.hi', 0x73693277)], 12921)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x7DBFCC56), ('P4rIngress.values_v01010.hi', 0xF6B6CB23)], 12921)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x3AAD130C), ('P4rIngress.values_v01011.hi', 0x4B2C6AD5)], 12921)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x73906BA7), ('P4rIngress.values_v01100.hi', 0x3A8BF3DF)], 12921)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x26C555F5), ('P4rIngress.values_v01101.hi', 0x39B20EE8)], 12921)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3D69C03C), ('P4rIngress.values_v01110.hi', 0x8A21716C)], 12921)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x65933EA9), ('P4rIngress.values_v01111.hi', 0x5D770AEB)], 12921)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6C4402C7), ('P4rIngress.values_v10000.hi', 0x26609617)], 12921)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xADA696D6), ('P4rIngress.values_v10001.hi', 0xD3A89633)], 12921)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4F912E4A), ('P4rIngress.values_v10010.hi', 0x3F0FDDDD)], 12921)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8589E349), ('P4rIngress.values_v10011.hi', 0x661CD9B9)], 12921)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x9E4528A7), ('P4rIngress.values_v10100.hi', 0xBF656F66)], 12921)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xA302F1BE), ('P4rIngress.values_v10101.hi', 0x873E062B)], 12921)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9E95ADB3), ('P4rIngress.values_v10110.hi', 0x4C48C1F4)], 12921)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xEDBD491F), ('P4rIngress.values_v10111.hi', 0xE928E25C)], 12921)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xCD594AC4), ('P4rIngress.values_v11000.hi', 0xDFFBEA4D)], 12921)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x40D8CBA4), ('P4rIngress.values_v11001.hi', 0x7E52A78B)], 12921)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4F614F2A), ('P4rIngress.values_v11010.hi', 0x7D13E7AD)], 12921)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x41B1AB8A), ('P4rIngress.values_v11011.hi', 0xAE66A7DE)], 12921)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB5AB329A), ('P4rIngress.values_v11100.hi', 0x6620AB15)], 12921)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4E5FFCA4), ('P4rIngress.values_v11101.hi', 0xE7AD4E4D)], 12921)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A5F2B69), ('P4rIngress.values_v11110.hi', 0x942E11F6)], 12921)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x290D2911), ('P4rIngress.values_v11111.hi', 0x39639BEF)], 12921)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E79),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001279),
                gc.DataTuple('slot_count', 0x00000B3D),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9B5E7FC9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x95AB53DC),
                gc.KeyTuple('src_port', 0xA7A4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2E79),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0336),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x95\xAB\x53\xDC\x00\x00\x00\x00\xA7\xA4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\x79\x00\x18\x9B\x5E\x7F\xC9\x00\x00\x03\xC3\xFF\xFF\xFF\xFF\x00\x40\x00\x00\xB7\x94\x89\x12\x69\xC8\xE0\xA4\xA9\xD6\xA7\x5F\x8A\xBF\x37\x54\xCE\xF1\x4D\x8D\x9A\xEA\x4F\x28\xF3\x37\x59\xD9\x5B\x1B\x24\xF3\x48\x6B\x4E\xAC\x9A\x33\x6E\xE0\xFA\x77\x09\xB4\x6A\x33\x1A\xD8\x6F\x54\x69\x10\x76\xFD\xAF\x4F\x64\xDC\xEB\xEC\x7A\x20\xA2\xE6\x44\x28\x46\x3F\xD4\x0D\x9E\xE2\x44\x76\x18\xD3\x18\x78\x5B\x59\x1D\xAE\xCD\x72\x98\x8A\xEB\xBC\x68\xEA\xF9\x1B\x6A\xA5\x7D\xE9\x92\x37\xBA\xA5\x38\x78\xE5\xD7\x6F\x86\xC1\xA6\x53\x58\x4A\xCB\xE5\xE3\xFC\x99\xBB\xB4\xF9\x76\x38\x86\x22\xEB\x5A\x35\xE9\xAC\x48\x33\xCC\xD9\x72\x66\x8F\x21\xA1\xB1\x55\xC1\x15\x9A\xE7\xD5\x46\xB8\x0E\x23\x8E\x46\xAD\x92\xEA\x22\xDC\xD0\x7F\xB0\xEA\x9B\x81\xF2\x84\xDD\xBE\x4E\x6D\x36\xB2\xC2\xE8\xE9\xB0\xA8\x39\x01\xA9\xBD\xBF\x39\x5C\xDE\x82\xD6\xE8\x72\x9D\x2D\x8E\x58\xC2\x0B\xE4\x78\x1E\x3E\x42\x66\x49\xDF\x6D\x8F\xAF\x3F\x48\x9B\xBD\xB0\x66\x37\x5F\x87\x17\xB6\xA0\x93\x8D\x76\x98\x2A\x96\x4A\xC1\x21\xA8\x90\xA2\x72\x33\x78\xA4\x77\x69\x5B\xBD\x36\x96\xC5\x8E\x92\x4B\xDD\x31\x1E\xB0\x9D\x70\xD7\x19\xEE\xAD\x45\xE5\x32\xA3\x6F\x17\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x95\xAB\x53\xDC\xBE\xEF\xA7\xA4\x01\x20\x00\x00\x50\x34\x02\x82\x2E\x79\x00\x18\x9B\x5E\x7F\xC9\x00\x00\x01\xC3\xFF\xFF\xFF\xFF\x00\x40\x00\x09\x80\x00\x00\x00\x69\xC8\xE0\xA4\x80\x00\x00\x00\x8A\xBF\x37\x54\x80\x00\x00\x00\x9A\xEA\x4F\x28\x24\x05\x2D\xB6\x5B\x1B\x24\xF3\x7F\xFF\xFF\xFF\x9A\x33\x6E\xE0\xA8\x3F\x84\xDB\x6A\x33\x1A\xD8\x7F\xFF\xFF\xFF\x76\xFD\xAF\x4F\x09\xB0\x04\x95\x7A\x20\xA2\xE6\x7F\xFF\xFF\xFF\xD4\x0D\x9E\xE2\x7F\xFF\xFF\xFF\x18\x78\x5B\x59\x7F\xFF\xFF\xFF\x98\x8A\xEB\xBC\x7F\xFF\xFF\xFF\x6A\xA5\x7D\xE9\x05\xC8\x26\x4C\x38\x78\xE5\xD7\x7F\xFF\xFF\xFF\x53\x58\x4A\xCB\x23\x4D\xBC\xD5\xBB\xB4\xF9\x76\x7F\xFF\xFF\xFF\x5A\x35\xE9\xAC\x7F\xFF\xFF\xFF\x72\x66\x8F\x21\x80\x00\x00\x00\x15\x9A\xE7\xD5\x7F\xFF\xFF\xFF\x8E\x46\xAD\x92\x80\x00\x00\x00\x7F\xB0\xEA\x9B\x80\x00\x00\x00\xBE\x4E\x6D\x36\x80\x00\x00\x00\xB0\xA8\x39\x01\x80\x00\x00\x00\x5C\xDE\x82\xD6\xD6\x2F\xE6\x4C\x8E\x58\xC2\x0B\xB1\xD1\x69\x02\x42\x66\x49\xDF\x7F\xFF\xFF\xFF\x48\x9B\xBD\xB0\x7F\xFF\xFF\xFF\x17\xB6\xA0\x93\xCF\x28\x43\xB4\x96\x4A\xC1\x21\x80\x00\x00\x00\x33\x78\xA4\x77\x7F\xFF\xFF\xFF\x96\xC5\x8E\x92\x7F\xFF\xFF\xFF\xB0\x9D\x70\xD7\x42\xFB\xD6\x56\xE5\x32\xA3\x6F\x17\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8\x02\xC0\x46\xF2\xC0\x1D\xB9\x5C\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6422256C), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 14985)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 14985)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0xA8)], 14985)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14985)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA65D5128), ('P4rIngress.values_v00000.hi', 0x75FF2DF5)], 14985)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9D3649AF), ('P4rIngress.values_v00001.hi', 0x65F7B319)], 14985)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x936053A3), ('P4rIngress.values_v00010.hi', 0xB68E2DF1)], 14985)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x920C8D06), ('P4rIngress.values_v00011.hi', 0x25870012)], 14985)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D1D2CED), ('P4rIngress.values_v00100.hi', 0xAF0DE02B)], 14985)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE070CB9A), ('P4rIngress.values_v00101.hi', 0x62453AF2)], 14985)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x56F0AABA), ('P4rIngress.values_v00110.hi', 0x55857453)], 14985)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD9088393), ('P4rIngress.values_v00111.hi', 0x4A3B9BAC)], 14985)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2DC80D63), ('P4rIngress.values_v01000.hi', 0x4FD7966F)], 14985)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x3398CE27), ('P4rIngress.values_v01001.hi', 0x5157F4F8)], 14985)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x2FF66472), ('P4rIngress.values_v01010.hi', 0xECFD6A2B)], 14985)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x77830F45), ('P4rIngress.values_v01011.hi', 0xB43A36EB)], 14985)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x68E0BC57), ('P4rIngress.values_v01100.hi', 0x7454333D)], 14985)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62E515B1), ('P4rIngress.values_v01101.hi', 0xA859255D)], 14985)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x369DD7E9), ('P4rIngress.values_v01110.hi', 0xDD8750B3)], 14985)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x415F2A8E), ('P4rIngress.values_v01111.hi', 0xA7BB8CFA)], 14985)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x44BCF266), ('P4rIngress.values_v10000.hi', 0x797895C3)], 14985)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x733E2980), ('P4rIngress.values_v10001.hi', 0x622FB9CB)], 14985)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x58BE7C23), ('P4rIngress.values_v10010.hi', 0xB71E1697)], 14985)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB859B824), ('P4rIngress.values_v10011.hi', 0x478A9A0C)], 14985)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2EF48C1B), ('P4rIngress.values_v10100.hi', 0x29DBC373)], 14985)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xEF489995), ('P4rIngress.values_v10101.hi', 0x6EC8A0D0)], 14985)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x9B738B39), ('P4rIngress.values_v10110.hi', 0xB034CA23)], 14985)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4255AFC6), ('P4rIngress.values_v10111.hi', 0x00000000)], 14985)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5EEB4187), ('P4rIngress.values_v11000.hi', 0x6D83DAA7)], 14985)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x98D4C29F), ('P4rIngress.values_v11001.hi', 0x32926950)], 14985)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xFF5C988C), ('P4rIngress.values_v11010.hi', 0xF4BCBDA7)], 14985)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x896E8C69), ('P4rIngress.values_v11011.hi', 0xC5886DB7)], 14985)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x3EEB3417), ('P4rIngress.values_v11100.hi', 0x3F491735)], 14985)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xA15DE5AC), ('P4rIngress.values_v11101.hi', 0xC7724AEE)], 14985)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7BDECFAA), ('P4rIngress.values_v11110.hi', 0x53947539)], 14985)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC8A3EB67), ('P4rIngress.values_v11111.hi', 0x12F484A0)], 14985)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE6DD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000789),
                gc.DataTuple('slot_count', 0x000014B7),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1C857E1B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xF39089AD),
                gc.KeyTuple('src_port', 0x9136),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE6DD),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0172),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF3\x90\x89\xAD\x00\x00\x00\x00\x91\x36\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE6\xDD\x00\x18\x1C\x85\x7E\x1B\x13\x00\x05\xD0\x00\x00\x00\x00\x00\x40\x00\x00\x95\x1E\xC4\xE1\x40\x35\x52\x60\xDE\x68\xD3\xC4\xCD\xF1\xE6\x4A\xD3\xAC\xF2\xAF\x96\x42\xDC\x1B\xF7\x96\x80\xFE\x72\xE3\xE7\x62\x31\x2C\x22\x81\xA6\x25\x26\x0B\xBD\x45\xC8\xA8\x36\x29\x89\xDE\x7A\xC8\x9C\x9D\x3B\xF3\x0B\xF3\x23\x7D\x7F\x73\x4F\xB1\xD1\xFB\x59\x1C\x3F\x21\xBE\xED\xFA\x2E\x5A\x80\x48\x9B\x67\x47\x1E\xB9\x6B\xF4\x99\x46\x35\x09\xF3\x85\x6C\x47\x7B\xDE\x9D\xA9\x39\xCB\x22\x74\xE0\x49\x3D\xD7\xCC\xF2\x26\xFC\x35\xA1\xC4\xB0\x11\x8D\xA2\x8E\xD0\x2B\x83\x60\x01\xA9\x3F\xFE\xE6\xFA\x2F\xAB\xDC\x63\x75\xA5\x25\x70\x2A\x1F\xD6\x1F\x7B\x70\x50\x08\x6D\x92\x8D\xD7\x54\x38\xF2\xB5\xB6\x27\x8E\xD1\xB7\xCD\xBF\x6F\x6E\xA4\xC2\x6D\xEC\xE6\x2D\x79\x31\x0B\xD4\xB7\x77\xEA\xE2\x63\x61\xC7\x77\x39\x1E\xFC\xD6\xFF\x9D\x24\xDA\xE3\x56\x22\x68\x36\x00\x00\x00\x00\x60\x3B\xD8\xEB\x2D\xDD\x70\xD1\xD3\x66\xEB\x8A\x63\xE2\x6B\xB0\x95\x4A\x8E\xA6\x34\x56\xCD\x8E\x99\xF9\xFD\xCD\x9D\xDE\xEC\x29\x7E\x42\xA4\xF3\x63\x90\xFB\x77\x8B\x64\xE5\x8D\x39\x45\xEB\x48\x4E\x14\xDE\x6B\x5B\xB5\xA0\x75\xA7\x4D\x62\xF6\x38\xC8\xC4\xB0\x42\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF3\x90\x89\xAD\xBE\xEF\x91\x36\x01\x20\x00\x00\x50\x34\x02\x82\xE6\xDD\x00\x18\x1C\x85\x7E\x1B\x13\x00\x01\xD0\x00\x00\x00\x00\x00\x40\x00\x09\x80\x00\x00\x00\x40\x35\x52\x60\x80\x00\x00\x00\xCD\xF1\xE6\x4A\x80\x00\x00\x00\x96\x42\xDC\x1B\x89\xA3\x0E\x04\x72\xE3\xE7\x62\x7F\xFF\xFF\xFF\xA6\x25\x26\x0B\x9D\xB6\x94\x42\x36\x29\x89\xDE\x7F\xFF\xFF\xFF\x3B\xF3\x0B\xF3\xFC\x86\x03\x06\x4F\xB1\xD1\xFB\x7F\xFF\xFF\xFF\xBE\xED\xFA\x2E\x7F\xFF\xFF\xFF\x67\x47\x1E\xB9\x7F\xFF\xFF\xFF\x35\x09\xF3\x85\x7F\xFF\xFF\xFF\x9D\xA9\x39\xCB\x7F\xFF\xFF\xFF\x3D\xD7\xCC\xF2\x7F\xFF\xFF\xFF\xC4\xB0\x11\x8D\xD9\x2C\xA8\x14\x83\x60\x01\xA9\x7F\xFF\xFF\xFF\x2F\xAB\xDC\x63\x7F\xFF\xFF\xFF\x2A\x1F\xD6\x1F\x7F\xFF\xFF\xFF\x6D\x92\x8D\xD7\x7F\xFF\xFF\xFF\xB6\x27\x8E\xD1\x80\x00\x00\x00\x6E\xA4\xC2\x6D\x1B\xDA\xB9\x94\x31\x0B\xD4\xB7\x67\x33\x7B\xF8\x61\xC7\x77\x39\xBA\x70\x62\x38\x9D\x24\xDA\xE3\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x2D\xDD\x70\xD1\x80\x00\x00\x00\x63\xE2\x6B\xB0\x94\xA7\x27\x32\x34\x56\xCD\x8E\x80\x00\x00\x00\x9D\xDE\xEC\x29\x7F\xFF\xFF\xFF\x63\x90\xFB\x77\x80\x00\x00\x00\x39\x45\xEB\x48\x7F\xFF\xFF\xFF\x5B\xB5\xA0\x75\x80\x00\x00\x00\x38\xC8\xC4\xB0\x42\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5E343756), ('P4rIngress.bitmap_seq.seq', 0x68000000)], 10137)
        self.setRegisterValue('P4rIngress.rounds', 0x68000000, 10137)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x2B)], 10137)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10137)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8A89B6C7), ('P4rIngress.values_v00000.hi', 0x344A498E)], 10137)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xD33277EE), ('P4rIngress.values_v00001.hi', 0xF655F71E)], 10137)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xF48931F2), ('P4rIngress.values_v00010.hi', 0xACB354E8)], 10137)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x327B097E), ('P4rIngress.values_v00011.hi', 0x405A1B6F)], 10137)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x62AE4D95), ('P4rIngress.values_v00100.hi', 0xBABF60E7)], 10137)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2F73994F), ('P4rIngress.values_v00101.hi', 0x43B222F9)], 10137)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x57C445B6), ('P4rIngress.values_v00110.hi', 0x408E61BB)], 10137)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xF50946F2), ('P4rIngress.values_v00111.hi', 0x56D9424F)], 10137)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x743B184E), ('P4rIngress.values_v01000.hi', 0xF29E291D)], 10137)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6FCA5FD1), ('P4rIngress.values_v01001.hi', 0x65C54CB6)], 10137)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5B4AAED7), ('P4rIngress.values_v01010.hi', 0x16CD7F63)], 10137)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4B5EC74D), ('P4rIngress.values_v01011.hi', 0x90C79543)], 10137)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5337066C), ('P4rIngress.values_v01100.hi', 0x67466970)], 10137)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x75B2B1B3), ('P4rIngress.values_v01101.hi', 0x8FB5E1B0)], 10137)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x362F2E0B), ('P4rIngress.values_v01110.hi', 0x840D8F22)], 10137)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7A9E5FBB), ('P4rIngress.values_v01111.hi', 0x7D4E4ACF)], 10137)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x42F29BFD), ('P4rIngress.values_v10000.hi', 0x14EA571F)], 10137)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6A9DA428), ('P4rIngress.values_v10001.hi', 0x5CD587C3)], 10137)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4B67A754), ('P4rIngress.values_v10010.hi', 0xA270589E)], 10137)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB613B97A), ('P4rIngress.values_v10011.hi', 0x5B44863D)], 10137)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x30DD1767), ('P4rIngress.values_v10100.hi', 0x5E13BBCE)], 10137)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6D6175FA), ('P4rIngress.values_v10101.hi', 0x15E3FE7A)], 10137)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4C943990), ('P4rIngress.values_v10110.hi', 0x7E6784AB)], 10137)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5F8B96FB), ('P4rIngress.values_v10111.hi', 0x527749E3)], 10137)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x53AC1B2D), ('P4rIngress.values_v11000.hi', 0xA8E18E4D)], 10137)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x65097818), ('P4rIngress.values_v11001.hi', 0x6EF7126B)], 10137)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x593DE71B), ('P4rIngress.values_v11010.hi', 0x5C61976F)], 10137)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD7534E07), ('P4rIngress.values_v11011.hi', 0xB1A9EDDC)], 10137)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xF63B1185), ('P4rIngress.values_v11100.hi', 0x4EC4CE8B)], 10137)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4D24A6DF), ('P4rIngress.values_v11101.hi', 0x6BE93EB8)], 10137)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x45AABEF4), ('P4rIngress.values_v11110.hi', 0x37AA26E2)], 10137)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xE2BCBFAE), ('P4rIngress.values_v11111.hi', 0x5C467BC7)], 10137)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3778),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000028E),
                gc.DataTuple('slot_count', 0x00001A26),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1D111213),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x9D7E9E34),
                gc.KeyTuple('src_port', 0x8AC4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3778),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00FD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x7E\x9E\x34\x00\x00\x00\x00\x8A\xC4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x37\x78\x00\x18\x1D\x11\x12\x13\x05\x0B\x01\x49\x68\x00\x00\x00\x00\x40\x00\x00\x88\x99\x95\x4D\x76\xDF\x60\x43\x9A\xE3\xFB\x29\x69\x54\xBB\xFF\x84\x6C\xBE\xE7\xB0\x13\xDC\xC6\xDC\xDB\x23\xA1\x70\xAB\x9C\x7F\x43\x51\x52\x2C\xC1\x56\xCE\x9F\xA5\x49\xAB\x47\x40\xB3\xA0\x1B\x47\x8A\x5B\x34\x6F\x88\xE5\x92\xD7\x65\xAC\x4B\x7A\xDD\xC1\x9B\x67\x95\x8D\x6A\x6A\xB6\x99\x47\x6F\xB5\x6A\x5D\x66\xD5\xC0\x16\x53\x56\xAF\xA3\xBA\xEE\x31\xED\x42\x03\xB3\xC1\xE1\x4A\x1E\x71\x5B\x0F\xB6\xC5\x41\x46\xDE\xFB\x16\x37\xB7\x93\xCE\xB2\x49\x09\x17\xE9\x76\xD9\xA3\x25\x46\xB4\x3D\x7D\xC8\x77\x39\x6F\x0A\x86\x5D\x19\xA0\xAD\x7D\x55\x78\xAD\x5B\xB7\xDC\x6A\x4C\x3C\x39\x45\x5B\x36\xFD\x33\x9B\xD4\x0F\xFC\xB8\xDF\x11\x0D\x54\xA1\x9E\x7D\x72\x5F\xEF\xF9\x5D\x6F\xBB\x99\x38\xDC\x77\x3A\x75\xED\x39\x6D\x14\xB6\x08\xF9\x71\xC1\x12\x5D\x52\xF8\x23\x30\x47\x38\x40\xAA\x73\xBB\x92\xA7\x9D\x57\x68\x4D\x4A\x8C\x62\x66\x43\xF5\x50\x2B\xF1\x68\xE7\x71\x4E\x79\x2F\x2E\x9A\x36\x14\x3D\xBC\xC8\xC8\xF2\x58\x77\x38\x17\x10\xA1\xF3\xE8\x4F\x74\xA3\xAD\x18\x6C\x7F\xFD\xA5\x6A\xA7\xE7\xC9\x1C\xFB\x8B\xED\xDF\x1E\x3E\xAA\x12\xD7\x22\xDC\xE3\x03\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9D\x7E\x9E\x34\xBE\xEF\x8A\xC4\x01\x20\x00\x00\x50\x34\x02\x82\x37\x78\x00\x18\x1D\x11\x12\x13\x05\x0B\x01\x49\x68\x00\x00\x00\x00\x40\x00\x15\x80\x00\x00\x00\x76\xDF\x60\x43\x80\x00\x00\x00\x69\x54\xBB\xFF\x80\x00\x00\x00\xB0\x13\xDC\xC6\x0F\x56\x2D\x1F\x70\xAB\x9C\x7F\x7F\xFF\xFF\xFF\xC1\x56\xCE\x9F\xD4\xBD\x44\x96\x40\xB3\xA0\x1B\x7F\xFF\xFF\xFF\x6F\x88\xE5\x92\xCC\x6E\xF3\x3D\x7A\xDD\xC1\x9B\x7F\xFF\xFF\xFF\x6A\xB6\x99\x47\x7F\xFF\xFF\xFF\x66\xD5\xC0\x16\x7F\xFF\xFF\xFF\xBA\xEE\x31\xED\x7F\xFF\xFF\xFF\xE1\x4A\x1E\x71\x7F\xFF\xFF\xFF\x41\x46\xDE\xFB\x7F\xFF\xFF\xFF\xCE\xB2\x49\x09\x4E\x18\xA4\xE4\xA3\x25\x46\xB4\x7F\xFF\xFF\xFF\x39\x6F\x0A\x86\x7F\xFF\xFF\xFF\x7D\x55\x78\xAD\x7F\xFF\xFF\xFF\x4C\x3C\x39\x45\x7F\xFF\xFF\xFF\x9B\xD4\x0F\xFC\x80\x00\x00\x00\x54\xA1\x9E\x7D\x7F\xFF\xFF\xFF\x5D\x6F\xBB\x99\x7F\xFF\xFF\xFF\x75\xED\x39\x6D\x61\x4A\x42\x89\x71\xC1\x12\x5D\x7F\xFF\xFF\xFF\x47\x38\x40\xAA\x7F\xFF\xFF\xFF\x9D\x57\x68\x4D\x7F\xFF\xFF\xFF\x43\xF5\x50\x2B\x4A\xA6\xCE\x8C\x4E\x79\x2F\x2E\x80\x00\x00\x00\xBC\xC8\xC8\xF2\x4E\xB2\x49\x9C\x10\xA1\xF3\xE8\x7F\xFF\xFF\xFF\x18\x6C\x7F\xFD\xEB\x15\x66\xDB\xC9\x1C\xFB\x8B\xD0\x9B\xDD\xEC\xAA\x12\xD7\x22\xDC\xE3\x03\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x84A444A6), ('P4rIngress.bitmap_seq.seq', 0x95CA81D2)], 10343)
        self.setRegisterValue('P4rIngress.rounds', 0x95CA81D2, 10343)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x7A)], 10343)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10343)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x961A93BF), ('P4rIngress.values_v00000.hi', 0x0C03261B)], 10343)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x8FDD472D), ('P4rIngress.values_v00001.hi', 0xF1A6C6EC)], 10343)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x891735E4), ('P4rIngress.values_v00010.hi', 0xA2C50D29)], 10343)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD687E0DC), ('P4rIngress.values_v00011.hi', 0x4AFD9E85)], 10343)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x3B77506A), ('P4rIngress.values_v00100.hi', 0xA8BC8D63)], 10343)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xE9FC77EA), ('P4rIngress.values_v00101.hi', 0x3301F1C7)], 10343)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7B2D9BA8), ('P4rIngress.values_v00110.hi', 0x46E98BB3)], 10343)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xCD290D0F), ('P4rIngress.values_v00111.hi', 0x6A668DC1)], 10343)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6B5F049D), ('P4rIngress.values_v01000.hi', 0x66C7639F)], 10343)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xA09FDED3), ('P4rIngress.values_v01001.hi', 0x516DD11F)], 10343)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4BF3BB4F), ('P4rIngress.values_v01010.hi', 0xFCB1C755)], 10343)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4A98CC1F), ('P4rIngress.values_v01011.hi', 0xCFAFDC2F)], 10343)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x90216C0F), ('P4rIngress.values_v01100.hi', 0x452A679D)], 10343)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62F6738B), ('P4rIngress.values_v01101.hi', 0x0DF60DE7)], 10343)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x7B6D29B5), ('P4rIngress.values_v01110.hi', 0x496C2335)], 10343)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5D63EDF1), ('P4rIngress.values_v01111.hi', 0x5030CBCB)], 10343)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x8E56E9AB), ('P4rIngress.values_v10000.hi', 0x4982994A)], 10343)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x74EDE371), ('P4rIngress.values_v10001.hi', 0xCC6DDE70)], 10343)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4565C70B), ('P4rIngress.values_v10010.hi', 0x46C19D87)], 10343)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x70B2CB6D), ('P4rIngress.values_v10011.hi', 0x6F35DB69)], 10343)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2F029414), ('P4rIngress.values_v10100.hi', 0x979E30D3)], 10343)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x649A8668), ('P4rIngress.values_v10101.hi', 0x436761B2)], 10343)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x662906A1), ('P4rIngress.values_v10110.hi', 0xDCFA67D0)], 10343)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6A5354D8), ('P4rIngress.values_v10111.hi', 0xDCD99D1E)], 10343)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x169EDDB9), ('P4rIngress.values_v11000.hi', 0xB7DBFB03)], 10343)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x646734CB), ('P4rIngress.values_v11001.hi', 0x744CDA05)], 10343)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x27AA35CB), ('P4rIngress.values_v11010.hi', 0x47A0AE1E)], 10343)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xA0B5B414), ('P4rIngress.values_v11011.hi', 0xB175DAFB)], 10343)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x15FB66F1), ('P4rIngress.values_v11100.hi', 0x6E16E31F)], 10343)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x9C1EB833), ('P4rIngress.values_v11101.hi', 0xD7B06594)], 10343)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x99507CBC), ('P4rIngress.values_v11110.hi', 0x5A11AE7B)], 10343)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7D3EA596), ('P4rIngress.values_v11111.hi', 0x6B6377DD)], 10343)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8E3E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000010E),
                gc.DataTuple('slot_count', 0x00001E5F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCA0B54F1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x298F8DF4),
                gc.KeyTuple('src_port', 0x4094),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8E3E),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0202),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x8F\x8D\xF4\x00\x00\x00\x00\x40\x94\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8E\x3E\x00\x18\xCA\x0B\x54\xF1\x07\x59\x03\xA3\x95\xCA\x81\xD2\x00\x40\x00\x00\xE3\x22\x92\x8A\x75\xAE\x73\x49\xA4\xBE\xD5\x37\x5E\x77\x9C\xCE\xAB\x7D\xBD\x96\xB7\x3E\xB1\x71\x17\xBD\x3F\xDF\x5E\xA1\x9A\x39\x71\x6A\xEC\xA2\x8A\x2D\xA8\xB2\x68\xFE\x5F\xC7\x6C\x3D\xB2\x6E\x1F\x73\x57\x23\x7D\x5D\x6F\xD3\x78\xB2\xCE\xBF\x2C\xF4\x79\xCD\x6B\xC8\xBD\x29\x2D\xDF\x43\xA2\xDB\x93\xC8\xC8\xDD\x3F\x6B\xC3\xF8\xC8\xBC\x76\xA7\x60\x3B\x35\x47\xFD\xDE\x5D\x91\x09\x57\x11\xEA\x24\xB3\x29\x57\x23\xCD\xC6\x26\x86\x1B\xAF\x00\x00\x00\x00\x31\x9C\x2B\xA2\x72\xC5\x37\xF1\xBA\x06\x45\x55\x34\x78\x51\x55\xC1\x78\x89\x64\x71\x5D\xCD\xE3\x24\x79\x94\xAE\x8A\x6A\x95\xBB\x54\x43\x43\xCE\x62\xF8\x99\xB7\x57\x09\xAC\x5E\x4E\xA5\xF9\xE8\x63\x06\x9D\xAD\x3D\xFF\xD1\xDD\x37\xB2\x0E\xBB\x7B\xA9\xB3\x2B\x74\x8E\xA6\xA7\x3B\x4A\xF3\x70\x39\xCE\xE5\x10\x9C\x19\x9B\x9A\x7D\x25\xDB\xAB\xB4\x9A\x5B\xED\x78\x45\xA2\xC9\x49\xDA\x2E\x5A\x77\x2E\x95\xAE\x46\x2D\xA8\x52\x82\x52\x19\x0C\x75\x7E\xD2\x92\x74\x37\xEA\xE9\x6C\xB3\x1C\x5D\xC7\x5F\x48\x0C\x30\xAC\x45\x56\xC3\xDC\x11\x3F\x3C\xEF\xBD\x4B\x37\x3D\x67\xBC\x4C\xCB\x06\x94\x9B\xD3\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\x8F\x8D\xF4\xBE\xEF\x40\x94\x01\x20\x00\x00\x50\x34\x02\x82\x8E\x3E\x00\x18\xCA\x0B\x54\xF1\x07\x59\x01\xA3\x95\xCA\x81\xD2\x00\x40\x00\x20\x80\x00\x00\x00\x75\xAE\x73\x49\x80\x00\x00\x00\x5E\x77\x9C\xCE\x80\x00\x00\x00\xB7\x3E\xB1\x71\xEE\x45\x20\xBB\x5E\xA1\x9A\x39\x7F\xFF\xFF\xFF\x8A\x2D\xA8\xB2\x52\xFA\xD7\xB1\x6C\x3D\xB2\x6E\x7F\xFF\xFF\xFF\x7D\x5D\x6F\xD3\x45\xDB\xDB\xCE\x2C\xF4\x79\xCD\x7F\xFF\xFF\xFF\x2D\xDF\x43\xA2\x80\x00\x00\x00\xDD\x3F\x6B\xC3\x44\xBC\x77\xC5\xA7\x60\x3B\x35\x7F\xFF\xFF\xFF\x91\x09\x57\x11\x80\x00\x00\x00\x57\x23\xCD\xC6\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x72\xC5\x37\xF1\x17\x6A\x33\x46\x34\x78\x51\x55\x80\x00\x00\x00\x71\x5D\xCD\xE3\x7F\xFF\xFF\xFF\x8A\x6A\x95\xBB\x7F\xFF\xFF\xFF\x62\xF8\x99\xB7\x7F\xFF\xFF\xFF\x4E\xA5\xF9\xE8\x7F\xFF\xFF\xFF\x3D\xFF\xD1\xDD\x7F\xFF\xFF\xFF\x7B\xA9\xB3\x2B\x7F\xFF\xFF\xFF\x3B\x4A\xF3\x70\x7F\xFF\xFF\xFF\x9C\x19\x9B\x9A\x7F\xFF\xFF\xFF\xB4\x9A\x5B\xED\x7F\xFF\xFF\xFF\x49\xDA\x2E\x5A\x7F\xFF\xFF\xFF\x46\x2D\xA8\x52\x80\x00\x00\x00\x75\x7E\xD2\x92\x7F\xFF\xFF\xFF\x6C\xB3\x1C\x5D\x80\x00\x00\x00\x30\xAC\x45\x56\x80\x00\x00\x00\x3C\xEF\xBD\x4B\x7F\xFF\xFF\xFF\x4C\xCB\x06\x94\x9B\xD3\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE6448EED), ('P4rIngress.bitmap_seq.seq', 0x54000000)], 11965)
        self.setRegisterValue('P4rIngress.rounds', 0x54000000, 11965)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x6E)], 11965)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11965)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xACDB69CB), ('P4rIngress.values_v00000.hi', 0x76089C61)], 11965)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9474C48C), ('P4rIngress.values_v00001.hi', 0xA6B70D34)], 11965)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x47386B65), ('P4rIngress.values_v00010.hi', 0xBC9EB4BB)], 11965)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBF6FFB47), ('P4rIngress.values_v00011.hi', 0x6636D967)], 11965)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55C4E7B3), ('P4rIngress.values_v00100.hi', 0xAF934077)], 11965)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x93E5D6BF), ('P4rIngress.values_v00101.hi', 0x79675504)], 11965)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x28269390), ('P4rIngress.values_v00110.hi', 0x51F6D285)], 11965)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0095B7AF), ('P4rIngress.values_v00111.hi', 0x9F8724E3)], 11965)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4FB7D50B), ('P4rIngress.values_v01000.hi', 0x3ABDA9DB)], 11965)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xAD62D709), ('P4rIngress.values_v01001.hi', 0xB15DBE11)], 11965)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x28FE4786), ('P4rIngress.values_v01010.hi', 0x8C2DB6C3)], 11965)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xBBE12D14), ('P4rIngress.values_v01011.hi', 0xCC2D7D4B)], 11965)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x47029CAB), ('P4rIngress.values_v01100.hi', 0x729B273D)], 11965)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x0950C66F), ('P4rIngress.values_v01101.hi', 0xC9A9590B)], 11965)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA6DAAAF0), ('P4rIngress.values_v01110.hi', 0xDE49BF49)], 11965)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x54BDE68B), ('P4rIngress.values_v01111.hi', 0x54E1D012)], 11965)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x41A48C8B), ('P4rIngress.values_v10000.hi', 0x593D5CB7)], 11965)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x630565D3), ('P4rIngress.values_v10001.hi', 0x9D1AE339)], 11965)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x4C60E6F7), ('P4rIngress.values_v10010.hi', 0xF6AAA3BB)], 11965)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9FDACE57), ('P4rIngress.values_v10011.hi', 0x78DD18F1)], 11965)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x4560DCD5), ('P4rIngress.values_v10100.hi', 0x6A382CA0)], 11965)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6D5D244C), ('P4rIngress.values_v10101.hi', 0x92474E55)], 11965)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7089ABC9), ('P4rIngress.values_v10110.hi', 0x315E9EDF)], 11965)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x609C075D), ('P4rIngress.values_v10111.hi', 0xD3F74D41)], 11965)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x548E7429), ('P4rIngress.values_v11000.hi', 0x75558E78)], 11965)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBDBE5F97), ('P4rIngress.values_v11001.hi', 0xCCF0BB39)], 11965)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x73D6B63E), ('P4rIngress.values_v11010.hi', 0x33CCA071)], 11965)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6BF06BD1), ('P4rIngress.values_v11011.hi', 0x4133A6FE)], 11965)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x534D219B), ('P4rIngress.values_v11100.hi', 0x51C394F2)], 11965)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x628E88E3), ('P4rIngress.values_v11101.hi', 0x5FCB9A9D)], 11965)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8FA03A9A), ('P4rIngress.values_v11110.hi', 0x8EA8BCEA)], 11965)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x66BC79EA), ('P4rIngress.values_v11111.hi', 0x627559A3)], 11965)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x67B0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BA5),
                gc.DataTuple('slot_count', 0x00001452),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA36DDCFE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xC4C55F7D),
                gc.KeyTuple('src_port', 0x6257),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x67B0),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 8
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xC5\x5F\x7D\x00\x00\x00\x00\x62\x57\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x67\xB0\x00\x18\xA3\x6D\xDC\xFE\x03\x18\x03\x94\x54\x00\x00\x00\x00\x40\x00\x00\xB8\xC7\x5B\x09\x71\xB8\xBD\xB8\xDF\x14\xFD\x28\x6E\x12\x7D\x60\x54\x74\xB4\x95\xBC\x9A\x9D\x5C\xE9\x0E\x2B\xAD\x4D\x9B\xD9\x46\x4C\xB5\x52\x99\xB8\x00\x4A\xE1\xF1\xD7\x96\x93\x1C\xE5\x56\xB8\x5E\x92\xD3\x4F\x40\x66\xBB\xCD\x4E\x93\x72\x09\x3F\x37\x96\x24\x4F\xA0\x53\x32\x66\xEC\xCA\xE4\x95\x33\x1E\x28\x93\x84\x01\xFC\xE8\x51\x67\x7A\xDE\xEE\xBA\x73\xBE\x84\x1C\xB2\xA4\xC8\xAF\x0C\x4E\xC3\x18\xDB\x59\xE8\x27\xFD\x6B\x77\x55\x2B\xB4\x29\x5C\xF1\xC6\x69\xB2\x49\x54\xB7\x3F\x98\x34\xDC\x34\xC3\xF3\xDB\xBE\xFC\x5B\x74\x90\x5E\x32\x76\x4B\x8C\x23\xED\x6B\x21\xC9\x0E\xCA\x69\x51\x58\xDA\x95\x7E\xAD\x12\x29\xA7\xFD\x5D\x94\x55\x68\xB6\x76\x51\x67\x63\xB4\x7C\x9A\x2A\x6D\x63\x5B\xCC\x4E\xD0\xF0\x79\x6D\x35\xEA\x98\xF9\x53\x46\xDA\x55\x4A\xDF\x9F\xC9\x3E\xB1\xDE\x4B\x6D\x2B\x1B\x64\x29\x14\x83\xD8\x16\x25\xE1\x8B\xAE\x38\x9D\x58\x42\x15\x72\xBF\x50\x95\xBF\x1F\x4B\x31\xDD\x79\x71\xB8\x3E\xF3\x6B\x09\xAA\xF2\x74\x73\xFC\xDB\x6E\x96\xC4\xD9\x43\x3D\x24\x95\xAC\xBA\x6A\xB5\xCF\x15\xAE\x80\x4C\x8A\x7D\xCA\x5C\xD3\xEA\xEF\xA3\xA1\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC4\xC5\x5F\x7D\xBE\xEF\x62\x57\x01\x20\x00\x00\x50\x34\x02\x82\x67\xB0\x00\x18\xA3\x6D\xDC\xFE\x03\x18\x01\x94\x54\x00\x00\x00\x00\x40\x00\x0E\x80\x00\x00\x00\x71\xB8\xBD\xB8\x80\x00\x00\x00\x6E\x12\x7D\x60\x7F\xFF\xFF\xFF\xBC\x9A\x9D\x5C\xA8\x7E\x26\xF4\x4D\x9B\xD9\x46\x7F\xFF\xFF\xFF\xB8\x00\x4A\xE1\x85\xBD\x6D\x52\x1C\xE5\x56\xB8\x7F\xFF\xFF\xFF\x40\x66\xBB\xCD\x4F\x29\x29\xB8\x3F\x37\x96\x24\x7F\xFF\xFF\xFF\x66\xEC\xCA\xE4\x80\x00\x00\x00\x93\x84\x01\xFC\x11\x4F\xAF\x00\xDE\xEE\xBA\x73\x80\x00\x00\x00\xA4\xC8\xAF\x0C\x7F\xFF\xFF\xFF\x59\xE8\x27\xFD\x74\xC8\x1B\x9A\xB4\x29\x5C\xF1\x80\x00\x00\x00\x54\xB7\x3F\x98\x7F\xFF\xFF\xFF\xF3\xDB\xBE\xFC\x7F\xFF\xFF\xFF\x32\x76\x4B\x8C\x7F\xFF\xFF\xFF\xC9\x0E\xCA\x69\x7F\xFF\xFF\xFF\x7E\xAD\x12\x29\x80\x00\x00\x00\x55\x68\xB6\x76\x7F\xFF\xFF\xFF\x7C\x9A\x2A\x6D\x7F\xFF\xFF\xFF\xD0\xF0\x79\x6D\x7F\xFF\xFF\xFF\x53\x46\xDA\x55\x7F\xFF\xFF\xFF\x3E\xB1\xDE\x4B\x7F\xFF\xFF\xFF\x29\x14\x83\xD8\xD3\xE4\x41\x22\xAE\x38\x9D\x58\x7F\xFF\xFF\xFF\x50\x95\xBF\x1F\x7F\xFF\xFF\xFF\x71\xB8\x3E\xF3\x7F\xFF\xFF\xFF\x74\x73\xFC\xDB\x7F\xFF\xFF\xFF\x43\x3D\x24\x95\x80\x00\x00\x00\xCF\x15\xAE\x80\x7F\xFF\xFF\xFF\x5C\xD3\xEA\xEF\xA3\xA1\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC698C10B), ('P4rIngress.bitmap_seq.seq', 0xAF7505A4)], 11379)
        self.setRegisterValue('P4rIngress.rounds', 0xAF7505A4, 11379)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x93)], 11379)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11379)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x82CBAD94), ('P4rIngress.values_v00000.hi', 0x7ED43794)], 11379)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA65578CC), ('P4rIngress.values_v00001.hi', 0x5BE7E5C9)], 11379)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5FE24071), ('P4rIngress.values_v00010.hi', 0xA522C46A)], 11379)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBE0331F5), ('P4rIngress.values_v00011.hi', 0x62ADCDF4)], 11379)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6A5B3FB2), ('P4rIngress.values_v00100.hi', 0x706CBFA5)], 11379)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x65CD8745), ('P4rIngress.values_v00101.hi', 0x4A7320ED)], 11379)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x3CA89FEB), ('P4rIngress.values_v00110.hi', 0x614B028B)], 11379)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x11760A55), ('P4rIngress.values_v00111.hi', 0x7575E0A2)], 11379)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2BD42E7B), ('P4rIngress.values_v01000.hi', 0x964092BE)], 11379)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8DA47083), ('P4rIngress.values_v01001.hi', 0xEBDB569E)], 11379)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x754BBEBF), ('P4rIngress.values_v01010.hi', 0x8C30D5EC)], 11379)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xFABB5F6A), ('P4rIngress.values_v01011.hi', 0x4D3235C6)], 11379)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x4C6D4C87), ('P4rIngress.values_v01100.hi', 0xE242B49C)], 11379)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x562FCBAB), ('P4rIngress.values_v01101.hi', 0x5736CDEF)], 11379)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x47CCA76B), ('P4rIngress.values_v01110.hi', 0x0458943C)], 11379)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBABBEAC9), ('P4rIngress.values_v01111.hi', 0x5C606044)], 11379)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x43419AA5), ('P4rIngress.values_v10000.hi', 0xBB35EA6C)], 11379)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x49674275), ('P4rIngress.values_v10001.hi', 0x002D1356)], 11379)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xA885F03D), ('P4rIngress.values_v10010.hi', 0x6E2BC337)], 11379)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x75D4942D), ('P4rIngress.values_v10011.hi', 0x3DC3310F)], 11379)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x728CA4C3), ('P4rIngress.values_v10100.hi', 0x756D11B4)], 11379)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC81BB3E0), ('P4rIngress.values_v10101.hi', 0x5C75D3CA)], 11379)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x00000000), ('P4rIngress.values_v10110.hi', 0xD5674A68)], 11379)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x58C94598), ('P4rIngress.values_v10111.hi', 0xB950E2C6)], 11379)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x3DECE9D3), ('P4rIngress.values_v11000.hi', 0xDB3716B5)], 11379)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAFE90DE7), ('P4rIngress.values_v11001.hi', 0xEF59C19E)], 11379)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x8AF5A26F), ('P4rIngress.values_v11010.hi', 0x667900AB)], 11379)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x663553A9), ('P4rIngress.values_v11011.hi', 0x8E759217)], 11379)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x72CD1EB7), ('P4rIngress.values_v11100.hi', 0x2B2FD6F5)], 11379)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7245099F), ('P4rIngress.values_v11101.hi', 0xA29E682D)], 11379)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x31DDACF5), ('P4rIngress.values_v11110.hi', 0x9E6A4CD4)], 11379)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA0098D4D), ('P4rIngress.values_v11111.hi', 0xA91642BB)], 11379)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0DC0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000473),
                gc.DataTuple('slot_count', 0x000014D1),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD640374C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xDEEAF9DE),
                gc.KeyTuple('src_port', 0xC183),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0DC0),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x02BA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDE\xEA\xF9\xDE\x00\x00\x00\x00\xC1\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0D\xC0\x00\x18\xD6\x40\x37\x4C\x08\x00\x01\xC9\xAF\x75\x05\xA4\x00\x40\x00\x00\x80\x8C\x26\xBF\x16\x5B\xBD\xB5\xB7\x63\xD5\xDB\xDE\x23\xC4\xDC\x5A\xBA\x46\x18\xB5\x75\x57\xA4\x43\x05\x31\x90\x67\x0B\x17\x37\xE6\xEA\xA8\x35\x84\x6D\xA3\xB5\x2C\x87\x85\x0E\xDE\x17\xF9\xDC\xB9\x68\xC5\x79\x4B\xFA\x34\xED\xD7\xF6\x0F\x5B\x6C\xFC\x1A\x2C\x59\x96\x68\x0F\xE3\xAA\xF6\xDC\xF1\xCF\x20\xA5\x87\x99\x8C\xDF\xD6\xFE\x94\x81\xA1\x0D\x50\x19\xF8\xE9\xDE\x28\x49\x1F\x06\x6C\xA8\x23\x55\x95\x6B\xE9\xEF\xD5\x36\x2E\x05\x44\xC6\xC3\xE6\x75\x4E\x8A\xDE\x6A\xED\x7E\xFD\x37\xB3\x91\x0C\x44\x34\x72\xCB\xF6\x5A\xB9\x0D\xEE\x65\x6C\xC6\x75\x59\x38\x7A\xA6\xFF\xD5\x7C\x62\x2B\xDC\xC7\xE7\x3D\x69\x17\x1B\x50\x61\xC3\x2D\x78\xA9\xC7\x77\x1A\x8F\x08\xFB\x14\xA9\x16\xEE\xAC\x48\x6E\x1E\x5E\xC4\xB6\xC2\x00\x00\x00\x00\x75\x4A\x57\x68\x59\x6E\x47\x31\xBD\x95\xE0\x7D\x73\x18\x88\xFA\xB9\xA2\x0E\xFE\x94\x31\xC1\x14\x80\x61\x85\xFE\xCB\x04\xAD\x4F\x4C\x30\x33\x7F\x53\x69\x58\x6A\xBD\xD4\x96\xB3\x6B\x09\x10\xB4\x2D\x29\xD7\x9F\x6E\x65\x1D\x6C\xBB\xBD\x8E\x79\x54\x11\x6A\x67\x1B\x14\xC1\xD4\xA2\xE1\x87\x45\x4A\xD2\x57\x4E\xB4\xF8\xF4\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDE\xEA\xF9\xDE\xBE\xEF\xC1\x83\x01\x20\x00\x00\x50\x34\x02\x82\x0D\xC0\x00\x18\xD6\x40\x37\x4C\x08\x00\x01\xC9\xAF\x75\x05\xA4\x00\x40\x00\x20\x80\x00\x00\x00\x16\x5B\xBD\xB5\x80\x00\x00\x00\xDE\x23\xC4\xDC\x7F\xFF\xFF\xFF\xB5\x75\x57\xA4\x01\x08\x63\x85\x67\x0B\x17\x37\x51\x45\xE7\xE7\x84\x6D\xA3\xB5\x7F\xFF\xFF\xFF\xDE\x17\xF9\xDC\xF6\x11\x65\x64\x4B\xFA\x34\xED\xE9\x6C\x19\xB0\x6C\xFC\x1A\x2C\x7F\xFF\xFF\xFF\xE3\xAA\xF6\xDC\x80\x00\x00\x00\x87\x99\x8C\xDF\x4C\x4A\x53\x40\xA1\x0D\x50\x19\xF3\xA5\x3D\x92\x49\x1F\x06\x6C\xF4\x90\xA2\x1C\x6B\xE9\xEF\xD5\x7F\xFF\xFF\xFF\xC6\xC3\xE6\x75\x7F\xFF\xFF\xFF\xED\x7E\xFD\x37\x80\x00\x00\x00\x34\x72\xCB\xF6\x7F\xFF\xFF\xFF\x65\x6C\xC6\x75\x7F\xFF\xFF\xFF\xFF\xD5\x7C\x62\xD4\x62\xB8\x24\x3D\x69\x17\x1B\x7F\xFF\xFF\xFF\x78\xA9\xC7\x77\x7F\xFF\xFF\xFF\x14\xA9\x16\xEE\x80\x00\x00\x00\x5E\xC4\xB6\xC2\x00\x00\x00\x00\x75\x4A\x57\x68\x7F\xFF\xFF\xFF\xBD\x95\xE0\x7D\x7F\xFF\xFF\xFF\xB9\xA2\x0E\xFE\x80\x00\x00\x00\x80\x61\x85\xFE\x80\x00\x00\x00\x4C\x30\x33\x7F\x7F\xFF\xFF\xFF\xBD\xD4\x96\xB3\x7F\xFF\xFF\xFF\x2D\x29\xD7\x9F\x7F\xFF\xFF\xFF\xBB\xBD\x8E\x79\x7F\xFF\xFF\xFF\x1B\x14\xC1\xD4\x80\x00\x00\x00\x4A\xD2\x57\x4E\xB4\xF8\xF4\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF83A772D), ('P4rIngress.bitmap_seq.seq', 0xE0000000)], 13079)
        self.setRegisterValue('P4rIngress.rounds', 0xE0000000, 13079)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0xB0)], 13079)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 13079)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xD516C1A7), ('P4rIngress.values_v00000.hi', 0x2DB2D2DD)], 13079)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xEE73D75B), ('P4rIngress.values_v00001.hi', 0xDC9B5C91)], 13079)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x9955101F), ('P4rIngress.values_v00010.hi', 0xABC7A6D3)], 13079)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF342B5CC), ('P4rIngress.values_v00011.hi', 0x33BA2B22)], 13079)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6CB2F350), ('P4rIngress.values_v00100.hi', 0xAB7E4633)], 13079)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD33AB6AE), ('P4rIngress.values_v00101.hi', 0x68DFBB01)], 13079)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x4D20156D), ('P4rIngress.values_v00110.hi', 0x44D51748)], 13079)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x3B16C3F3), ('P4rIngress.values_v00111.hi', 0x5D882DA0)], 13079)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x31DAEB26), ('P4rIngress.values_v01000.hi', 0xD1B2197B)], 13079)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5A5E4B9B), ('P4rIngress.values_v01001.hi', 0x1327ECDA)], 13079)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x56A0AC8F), ('P4rIngress.values_v01010.hi', 0xA0D1EA98)], 13079)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x752D237A), ('P4rIngress.values_v01011.hi', 0xCF6E5DA1)], 13079)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x73D706D1), ('P4rIngress.values_v01100.hi', 0x4CECAE8B)], 13079)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6F74425A), ('P4rIngress.values_v01101.hi', 0xAFDEE62F)], 13079)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x99711F78), ('P4rIngress.values_v01110.hi', 0x972A0CDF)], 13079)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x31436726), ('P4rIngress.values_v01111.hi', 0xAD5D06D6)], 13079)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x88DF2C72), ('P4rIngress.values_v10000.hi', 0xA62E6A3A)], 13079)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x60D7DDFF), ('P4rIngress.values_v10001.hi', 0x494B6F07)], 13079)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5E8C9664), ('P4rIngress.values_v10010.hi', 0x5B16310F)], 13079)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9507851F), ('P4rIngress.values_v10011.hi', 0x722CD018)], 13079)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x3AAEAC6F), ('P4rIngress.values_v10100.hi', 0x8BA8996F)], 13079)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAE7B4657), ('P4rIngress.values_v10101.hi', 0x222E7902)], 13079)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x582E5CBE), ('P4rIngress.values_v10110.hi', 0xE7A7F05F)], 13079)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x5F33A607), ('P4rIngress.values_v10111.hi', 0xB0D18E7D)], 13079)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x89A69242), ('P4rIngress.values_v11000.hi', 0xB63BB94B)], 13079)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xB7684923), ('P4rIngress.values_v11001.hi', 0xB453C875)], 13079)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB42A8AEA), ('P4rIngress.values_v11010.hi', 0x08423A9E)], 13079)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x83DF3D92), ('P4rIngress.values_v11011.hi', 0x25E514D7)], 13079)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x6FA30140), ('P4rIngress.values_v11100.hi', 0xD39B6FE4)], 13079)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5BD2A772), ('P4rIngress.values_v11101.hi', 0x3FBA32B9)], 13079)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6C2D76EC), ('P4rIngress.values_v11110.hi', 0xB057F329)], 13079)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x36697EA2), ('P4rIngress.values_v11111.hi', 0x794C335D)], 13079)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA187),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000348),
                gc.DataTuple('slot_count', 0x00001C4A),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F14B130),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xFFA4B45D),
                gc.KeyTuple('src_port', 0xDA50),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA187),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0074),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFF\xA4\xB4\x5D\x00\x00\x00\x00\xDA\x50\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA1\x87\x00\x18\x1F\x14\xB1\x30\x0F\xCF\x03\xC8\xE0\x00\x00\x00\x00\x40\x00\x00\x97\x1A\x5D\x4C\x6F\xB9\xD5\xB1\x87\x51\x34\x09\x45\xA9\x1B\x95\xBE\xA5\x98\x89\xC7\xC5\x4F\x14\x65\x5B\xB2\xD6\x5E\xB4\x0A\x3A\x39\x06\xF9\x7A\xA3\x8F\x72\xBA\x18\x0A\xB2\x8E\x25\xDE\x66\x50\x6B\xA2\x34\x2B\x67\x93\x57\xF4\x29\x14\x97\x1D\x44\x7B\x85\xBC\x4E\xD2\xBE\xA9\x3A\xEB\xBB\xED\x49\x91\x5B\x1A\x7D\x4B\xE6\xEF\x40\xC1\xEF\x1C\x33\xD7\xEB\x62\x2C\xE9\xC7\xFB\xA4\x24\x61\x1B\x70\x57\x52\x5A\x4B\x25\xA2\x89\x16\x54\xB6\x69\x90\x2F\x3C\x2F\x8A\x17\x52\x19\xC6\xE2\x5C\xF1\x37\x3F\x59\xA6\x8C\x4D\x37\x1D\x4D\x85\x6E\x1B\xB4\xAA\x9E\xA3\x50\xC6\x44\xCA\x78\x1B\x38\x6D\x5F\xD9\x99\x36\x4C\xE3\xB5\x4C\xDC\xBB\x1B\xA2\x13\x5C\xB0\x78\xAA\xDE\xAA\x77\xBA\x02\xEC\x7D\xED\x3D\x85\xD7\x6A\xA1\xAA\x96\x58\xC6\x50\xA8\x24\x3E\x96\xD3\x46\x7B\xE0\xF0\xAB\x3A\x11\xF9\xD9\xB6\x78\x74\xA2\x58\xF9\x75\xBC\x3F\x8B\x29\xB5\x4B\x8A\x3D\x85\x6D\x84\x55\x78\x0A\xE3\xFF\xAD\x8F\x55\x4E\xAC\x2F\xAB\x75\x4A\x1D\x5C\x44\x90\x8B\xF7\x3B\x58\x91\x17\x1A\x80\x47\xD6\xBB\x43\x39\xAF\x69\xAF\x60\xE5\x1D\x64\x98\x4A\xE3\x5A\x36\xA3\x9B\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFF\xA4\xB4\x5D\xBE\xEF\xDA\x50\x01\x20\x00\x00\x50\x34\x02\x82\xA1\x87\x00\x18\x1F\x14\xB1\x30\x0F\xCF\x01\xC8\xE0\x00\x00\x00\x00\x40\x00\x1E\x80\x00\x00\x00\x6F\xB9\xD5\xB1\x80\x00\x00\x00\x45\xA9\x1B\x95\x80\x00\x00\x00\xC7\xC5\x4F\x14\x58\x9E\x68\xA2\x5E\xB4\x0A\x3A\x7F\xFF\xFF\xFF\xA3\x8F\x72\xBA\xEB\x45\x69\x3C\x25\xDE\x66\x50\x7F\xFF\xFF\xFF\x67\x93\x57\xF4\x64\x2B\x5B\x10\x44\x7B\x85\xBC\x7F\xFF\xFF\xFF\x3A\xEB\xBB\xED\x7F\xFF\xFF\xFF\x7D\x4B\xE6\xEF\x7F\xFF\xFF\xFF\x33\xD7\xEB\x62\x7F\xFF\xFF\xFF\xA4\x24\x61\x1B\x7F\xFF\xFF\xFF\x4B\x25\xA2\x89\x7F\xFF\xFF\xFF\x90\x2F\x3C\x2F\x80\x00\x00\x00\xC6\xE2\x5C\xF1\x68\x82\xC0\xCC\x8C\x4D\x37\x1D\xD6\x64\x9A\x8D\xB4\xAA\x9E\xA3\x7F\xFF\xFF\xFF\x78\x1B\x38\x6D\x7F\xFF\xFF\xFF\x4C\xE3\xB5\x4C\x80\x00\x00\x00\x13\x5C\xB0\x78\xE5\x8D\x56\xE6\xBA\x02\xEC\x7D\x9B\xB8\xCC\x2E\x6A\xA1\xAA\x96\x7F\xFF\xFF\xFF\x24\x3E\x96\xD3\x7F\xFF\xFF\xFF\xAB\x3A\x11\xF9\x80\x00\x00\x00\xA2\x58\xF9\x75\x80\x00\x00\x00\xB5\x4B\x8A\x3D\x80\x00\x00\x00\x78\x0A\xE3\xFF\x80\x00\x00\x00\xAC\x2F\xAB\x75\x7F\xFF\xFF\xFF\x90\x8B\xF7\x3B\x7F\xFF\xFF\xFF\x80\x47\xD6\xBB\x7F\xFF\xFF\xFF\xAF\x60\xE5\x1D\x7F\xFF\xFF\xFF\x5A\x36\xA3\x9B\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAA6D14DA), ('P4rIngress.bitmap_seq.seq', 0xB8000000)], 11317)
        self.setRegisterValue('P4rIngress.rounds', 0xB8000000, 11317)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x7C)], 11317)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 11317)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x81DB7BF2), ('P4rIngress.values_v00000.hi', 0x7BD734B2)], 11317)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x87D4BC89), ('P4rIngress.values_v00001.hi', 0xF459A9F7)], 11317)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE2519365), ('P4rIngress.values_v00010.hi', 0xCD2468F3)], 11317)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xD79BE93D), ('P4rIngress.values_v00011.hi', 0x48D5D2D2)], 11317)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x73483C8A), ('P4rIngress.values_v00100.hi', 0x8EF0FFF1)], 11317)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1CB3AE78), ('P4rIngress.values_v00101.hi', 0x73A118A8)], 11317)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x775871F7), ('P4rIngress.values_v00110.hi', 0x4D48704D)], 11317)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x492FE298), ('P4rIngress.values_v00111.hi', 0x61B0C3A5)], 11317)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2C392A71), ('P4rIngress.values_v01000.hi', 0x2AE707A2)], 11317)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6F592AB2), ('P4rIngress.values_v01001.hi', 0x7716F7C4)], 11317)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x41C02C3D), ('P4rIngress.values_v01010.hi', 0xE7F99AB3)], 11317)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x0A564F3B), ('P4rIngress.values_v01011.hi', 0x5DD67895)], 11317)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x247983B4), ('P4rIngress.values_v01100.hi', 0x74A212FA)], 11317)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x62876CF3), ('P4rIngress.values_v01101.hi', 0x9A78AFE3)], 11317)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x32C3A2B5), ('P4rIngress.values_v01110.hi', 0x6C368916)], 11317)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x39AA6F3D), ('P4rIngress.values_v01111.hi', 0x714D4FD3)], 11317)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x95D5B946), ('P4rIngress.values_v10000.hi', 0x5883B0FF)], 11317)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x737A6E35), ('P4rIngress.values_v10001.hi', 0x8EAE60B7)], 11317)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x649C415C), ('P4rIngress.values_v10010.hi', 0x58F667B3)], 11317)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xA0ACC2B8), ('P4rIngress.values_v10011.hi', 0x77FE55F8)], 11317)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x2D8E3D89), ('P4rIngress.values_v10100.hi', 0x61268E2F)], 11317)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x47E59782), ('P4rIngress.values_v10101.hi', 0x18E24637)], 11317)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x07B89A71), ('P4rIngress.values_v10110.hi', 0x5D9659EB)], 11317)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xF574184E), ('P4rIngress.values_v10111.hi', 0x18B6FACB)], 11317)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5BAF8F0B), ('P4rIngress.values_v11000.hi', 0x56A228CC)], 11317)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA8D436C6), ('P4rIngress.values_v11001.hi', 0x7781C986)], 11317)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xDFA7637E), ('P4rIngress.values_v11010.hi', 0x911E7F25)], 11317)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x57452D55), ('P4rIngress.values_v11011.hi', 0x2D93BF97)], 11317)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x9B2E0A12), ('P4rIngress.values_v11100.hi', 0x49A1D48D)], 11317)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x05A72137), ('P4rIngress.values_v11101.hi', 0x295B5921)], 11317)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xA75B2759), ('P4rIngress.values_v11110.hi', 0xDE619749)], 11317)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6D5392CB), ('P4rIngress.values_v11111.hi', 0x3BAAA59E)], 11317)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFD56),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BF3),
                gc.DataTuple('slot_count', 0x00000839),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x62106AB2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xAEFA8974),
                gc.KeyTuple('src_port', 0xB89B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFD56),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 62
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAE\xFA\x89\x74\x00\x00\x00\x00\xB8\x9B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xFD\x56\x00\x18\x62\x10\x6A\xB2\x00\x42\x07\xFC\xB8\x00\x00\x00\x00\x40\x00\x00\x89\x1D\x72\xE2\x40\xE0\xDA\x13\xE7\xBB\xC5\xCB\x57\x49\x37\xC3\x9D\x69\xCF\xDB\x9D\xAD\x75\xDF\x27\x37\x48\xBF\x52\xD1\x38\xF6\x27\x3D\xFC\xDB\x94\x72\xE2\x10\xEC\xB8\xFA\xA5\x1D\x21\xC1\x99\x76\xDA\xF0\x92\x5B\x49\x3A\xE1\x07\x5A\xF2\x34\x57\x55\xBB\x79\x6D\xDA\x69\x14\x2E\x93\x6E\x19\x22\x1F\xB8\xC7\x34\x9F\xD5\x97\x5D\x24\x2D\x39\x56\xBF\x2C\xC6\x78\xD5\xFC\x45\x70\x5C\xB0\xEF\x5E\x18\xB3\x36\x71\x9A\x33\xC4\x1E\xB8\x72\x93\x92\x8D\xEF\x66\x77\xB2\x9D\x53\x2C\xAB\x55\xE2\x58\xAD\x2D\x81\x4B\x13\xDD\xCF\xC4\xFF\x87\x9C\x6A\xC1\x48\x3B\x45\x12\x2A\x0C\xA6\xB0\x79\xEB\x1D\x66\xE0\xF3\x5D\x6F\xD7\x36\xCC\xA3\x4B\x90\xE4\x4D\x7D\xEB\x72\xB8\x69\xCD\x42\x6D\xC2\x7C\x49\x75\xC6\x6B\x75\x6A\xF7\x3E\x79\xBD\x42\x96\x5C\xE3\xC9\x2C\x41\x99\x11\xDD\xB1\xEE\xC4\x3B\x49\x2A\x07\xDC\xE1\xC8\xEB\xB1\x9D\xCD\xB2\xE5\x30\xD3\x4B\x4C\x9E\xB6\x3A\xDB\xEC\xA7\x07\xB9\x51\x5D\x85\xF1\x59\x5E\x53\xDA\xC5\x96\x38\x5B\xC3\xDE\x46\xF3\xA1\x6C\xDA\x2A\x5B\x86\x04\x3D\x88\x19\x61\x74\x4C\x75\xE0\x75\xAF\x50\x17\xF3\xA1\xD1\xF5\xC9\x70\xDD\x00\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAE\xFA\x89\x74\xBE\xEF\xB8\x9B\x01\x20\x00\x00\x50\x34\x02\x82\xFD\x56\x00\x18\x62\x10\x6A\xB2\x00\x42\x01\xFC\xB8\x00\x00\x00\x00\x40\x00\x0D\x80\x00\x00\x00\x40\xE0\xDA\x13\x80\x00\x00\x00\x57\x49\x37\xC3\x80\x00\x00\x00\x9D\xAD\x75\xDF\xFE\xD3\x31\xFC\x52\xD1\x38\xF6\x7F\xFF\xFF\xFF\x94\x72\xE2\x10\x09\x6C\xA9\x1D\x1D\x21\xC1\x99\x7F\xFF\xFF\xFF\x5B\x49\x3A\xE1\x50\x8A\xD4\xCC\x57\x55\xBB\x79\x7F\xFF\xFF\xFF\x2E\x93\x6E\x19\x7F\xFF\xFF\xFF\x34\x9F\xD5\x97\x7F\xFF\xFF\xFF\x56\xBF\x2C\xC6\x7F\xFF\xFF\xFF\x70\x5C\xB0\xEF\x7F\xFF\xFF\xFF\x71\x9A\x33\xC4\x7F\xFF\xFF\xFF\x92\x8D\xEF\x66\x7F\xFF\xFF\xFF\x2C\xAB\x55\xE2\x7F\xFF\xFF\xFF\x4B\x13\xDD\xCF\x80\x00\x00\x00\x6A\xC1\x48\x3B\x7F\xFF\xFF\xFF\xA6\xB0\x79\xEB\x7F\xFF\xFF\xFF\x5D\x6F\xD7\x36\x80\x00\x00\x00\xE4\x4D\x7D\xEB\x7F\xFF\xFF\xFF\x42\x6D\xC2\x7C\x7F\xFF\xFF\xFF\x75\x6A\xF7\x3E\x7F\xFF\xFF\xFF\x5C\xE3\xC9\x2C\x37\x0D\x2A\x2B\xB1\xEE\xC4\x3B\x7F\xFF\xFF\xFF\xE1\xC8\xEB\xB1\x80\x00\x00\x00\x30\xD3\x4B\x4C\x80\x00\x00\x00\xEC\xA7\x07\xB9\x7F\xFF\xFF\xFF\x59\x5E\x53\xDA\x80\x00\x00\x00\xC3\xDE\x46\xF3\xA7\x13\xFB\x61\x5B\x86\x04\x3D\x80\x00\x00\x00\x4C\x75\xE0\x75\x1C\xA3\xAA\xBE\xA1\xD1\xF5\xC9\x70\xDD\x00\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x481C8FE4), ('P4rIngress.bitmap_seq.seq', 0x88000000)], 9405)
        self.setRegisterValue('P4rIngress.rounds', 0x88000000, 9405)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x6A)], 9405)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9405)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8C244AD5), ('P4rIngress.values_v00000.hi', 0x5D019D4E)], 9405)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xC4FA8DC9), ('P4rIngress.values_v00001.hi', 0xDFE9736C)], 9405)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA7AA9A22), ('P4rIngress.values_v00010.hi', 0x8498270D)], 9405)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1D22D9DD), ('P4rIngress.values_v00011.hi', 0x74435759)], 9405)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7C5216E6), ('P4rIngress.values_v00100.hi', 0xDBB953EA)], 9405)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x19C557D6), ('P4rIngress.values_v00101.hi', 0x5C261D1C)], 9405)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5B42C617), ('P4rIngress.values_v00110.hi', 0x5E85A6B3)], 9405)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xDAE58399), ('P4rIngress.values_v00111.hi', 0x4554DE47)], 9405)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x318BDCDA), ('P4rIngress.values_v01000.hi', 0xFB1DB4D4)], 9405)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5F8467E7), ('P4rIngress.values_v01001.hi', 0x7755197D)], 9405)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x72662ABF), ('P4rIngress.values_v01010.hi', 0xDBBF6EB1)], 9405)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x53968AFF), ('P4rIngress.values_v01011.hi', 0x5B4F6F99)], 9405)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x5B074926), ('P4rIngress.values_v01100.hi', 0x58A764A3)], 9405)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x523AB6CF), ('P4rIngress.values_v01101.hi', 0x994C3635)], 9405)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x15545B74), ('P4rIngress.values_v01110.hi', 0x42096CCF)], 9405)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4A2869C4), ('P4rIngress.values_v01111.hi', 0x7D57EF72)], 9405)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0xA954A589), ('P4rIngress.values_v10000.hi', 0x6EBC2918)], 9405)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x3168909B), ('P4rIngress.values_v10001.hi', 0xBBF073FF)], 9405)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x29E71174), ('P4rIngress.values_v10010.hi', 0x6CCDDC65)], 9405)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB3ABD5CD), ('P4rIngress.values_v10011.hi', 0xCCFDE86B)], 9405)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x69D30044), ('P4rIngress.values_v10100.hi', 0x56BDF81B)], 9405)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x4C4084A7), ('P4rIngress.values_v10101.hi', 0x5D54668B)], 9405)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x0D196B9B), ('P4rIngress.values_v10110.hi', 0x495CA777)], 9405)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3A65DF07), ('P4rIngress.values_v10111.hi', 0x5ABB8DC9)], 9405)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x62BBE0AE), ('P4rIngress.values_v11000.hi', 0xFD4912BA)], 9405)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xA5AC6D9D), ('P4rIngress.values_v11001.hi', 0x53A4FE6B)], 9405)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xDADE8904), ('P4rIngress.values_v11010.hi', 0x9F94DEB9)], 9405)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x7D6DEEFA), ('P4rIngress.values_v11011.hi', 0x7AAB029B)], 9405)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x933333C5), ('P4rIngress.values_v11100.hi', 0xAA9C6A3B)], 9405)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1CB0FE6F), ('P4rIngress.values_v11101.hi', 0x6BD3F758)], 9405)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xDE94219F), ('P4rIngress.values_v11110.hi', 0xF2D0D5B6)], 9405)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x6598E52A), ('P4rIngress.values_v11111.hi', 0x47F824AA)], 9405)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3630),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004BD),
                gc.DataTuple('slot_count', 0x0000119D),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1BAAEE6E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x2FA3313C),
                gc.KeyTuple('src_port', 0x1487),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3630),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00A3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\xA3\x31\x3C\x00\x00\x00\x00\x14\x87\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x36\x30\x00\x18\x1B\xAA\xEE\x6E\x00\x00\x01\xD4\x88\x00\x00\x00\x00\x40\x00\x00\x8E\xED\x7B\xFF\x44\x55\x8F\x6A\xA3\x5A\xE2\x6B\xC9\x4A\xCB\x31\x99\xAB\x53\x3C\xDE\xCB\x97\x67\xC5\xED\xD9\x35\x17\xFA\x87\x77\x2C\x76\xCB\x7B\x81\x79\x72\x44\xBD\xFD\xD1\xE4\x75\x1C\xC5\xDF\x3A\x5E\xEA\x21\x51\x23\x21\x62\x5A\x5C\xBF\xEB\x67\x8C\xF8\x68\x67\x1C\x09\xAD\x52\x52\xF0\xCB\x5B\x1D\x3A\xCB\x79\x34\xFA\x71\x46\x73\xBA\x57\x73\xCB\x26\x93\x6B\x5F\x36\xB9\x45\x0C\x65\x8F\x60\x67\x4B\x65\x4B\x87\xC0\x7B\x53\x72\x8C\xAB\xB9\x98\x14\xA5\x76\x64\xA7\x19\x57\x38\x93\xAA\x43\x27\xEC\x75\x77\xB6\x01\x7B\x9B\xC8\xAB\x09\x36\x92\xE2\x2F\x4F\x13\xD8\xCB\x9D\xCD\xBD\xD6\x5B\x69\xAE\xD1\x6A\x68\xD2\x19\xCB\x4C\xC9\x4D\x6F\x8F\x1D\x29\x21\xDA\x67\xCA\x3E\xD2\xEA\x4F\x53\x22\xA5\xAC\x5F\x54\xD6\xE1\x74\xAA\xBF\xEA\x59\x99\x38\xD4\xA8\xF1\xC5\x03\x8D\x63\x3B\x5F\x61\xA3\x24\x5A\xD1\xD9\x76\xB3\x9D\xA9\x02\xB6\x5B\xA8\x85\x6B\x9F\x39\x9E\x0E\x8B\x29\xB3\xA1\x15\x1A\x0C\xEF\x5E\xC7\xC3\x88\xD9\x99\xD6\xA9\xEB\xC7\xE9\x9D\x44\x70\x4F\x89\x2A\x56\x92\x5A\x82\xFF\x83\xE4\x3F\x94\x95\xB5\x34\xB6\xF3\xAD\x97\xE4\xC1\x24\x92\xA5\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2F\xA3\x31\x3C\xBE\xEF\x14\x87\x01\x20\x00\x00\x50\x34\x02\x82\x36\x30\x00\x18\x1B\xAA\xEE\x6E\x00\x00\x01\xD4\x88\x00\x00\x00\x00\x40\x00\x06\x80\x00\x00\x00\x44\x55\x8F\x6A\x80\x00\x00\x00\xC9\x4A\xCB\x31\x80\x00\x00\x00\xDE\xCB\x97\x67\xE3\x10\xB3\x12\x17\xFA\x87\x77\x7F\xFF\xFF\xFF\x81\x79\x72\x44\xD7\xC3\x29\xBA\x75\x1C\xC5\xDF\x7F\xFF\xFF\xFF\x51\x23\x21\x62\x35\x42\x43\x84\x67\x8C\xF8\x68\x7F\xFF\xFF\xFF\x52\x52\xF0\xCB\x7F\xFF\xFF\xFF\x79\x34\xFA\x71\x7F\xFF\xFF\xFF\x73\xCB\x26\x93\x7F\xFF\xFF\xFF\x45\x0C\x65\x8F\x7F\xFF\xFF\xFF\x4B\x87\xC0\x7B\x7F\xFF\xFF\xFF\xB9\x98\x14\xA5\x7F\xFF\xFF\xFF\x57\x38\x93\xAA\x7F\xFF\xFF\xFF\x77\xB6\x01\x7B\x80\x00\x00\x00\x36\x92\xE2\x2F\x7F\xFF\xFF\xFF\x9D\xCD\xBD\xD6\x7F\xFF\xFF\xFF\x6A\x68\xD2\x19\x80\x00\x00\x00\x6F\x8F\x1D\x29\x7F\xFF\xFF\xFF\x3E\xD2\xEA\x4F\x7F\xFF\xFF\xFF\x5F\x54\xD6\xE1\x7F\xFF\xFF\xFF\x59\x99\x38\xD4\xE3\x57\xA4\x0A\x8D\x63\x3B\x5F\x7F\xFF\xFF\xFF\xD1\xD9\x76\xB3\x80\x00\x00\x00\x5B\xA8\x85\x6B\x80\x00\x00\x00\x8B\x29\xB3\xA1\x7F\xFF\xFF\xFF\x5E\xC7\xC3\x88\x80\x00\x00\x00\xEB\xC7\xE9\x9D\x61\x21\x4D\xF8\x2A\x56\x92\x5A\x80\x00\x00\x00\x3F\x94\x95\xB5\x7F\xFF\xFF\xFF\x97\xE4\xC1\x24\x92\xA5\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAEEBAF77), ('P4rIngress.bitmap_seq.seq', 0x0374BB51)], 9635)
        self.setRegisterValue('P4rIngress.rounds', 0x0374BB51, 9635)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x19), ('P4rIngress.count_exp.exponent', 0x76)], 9635)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9635)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x957A8576), ('P4rIngress.values_v00000.hi', 0x466CD925)], 9635)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9EFDE52B), ('P4rIngress.values_v00001.hi', 0xE6D8B659)], 9635)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xABA7EE41), ('P4rIngress.values_v00010.hi', 0xA673940C)], 9635)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xAEB65EEB), ('P4rIngress.values_v00011.hi', 0x254CCDA7)], 9635)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x417FA8AE), ('P4rIngress.values_v00100.hi', 0xAD5DA4AF)], 9635)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x499FD545), ('P4rIngress.values_v00101.hi', 0x652D899C)], 9635)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x1C8655D6), ('P4rIngress.values_v00110.hi', 0x650704BD)], 9635)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x253CC292), ('P4rIngress.values_v00111.hi', 0x5B1533E8)], 9635)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4B5B0ECD), ('P4rIngress.values_v01000.hi', 0x80000000)], 9635)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x519637CD), ('P4rIngress.values_v01001.hi', 0x6A1AAB6A)], 9635)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x75D6A91D), ('P4rIngress.values_v01010.hi', 0xB550C941)], 9635)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6E986277), ('P4rIngress.values_v01011.hi', 0x54715829)], 9635)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3D324BCD), ('P4rIngress.values_v01100.hi', 0x942DA8CF)], 9635)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x0340D343), ('P4rIngress.values_v01101.hi', 0x6720C33D)], 9635)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD313C904), ('P4rIngress.values_v01110.hi', 0xB94C3A66)], 9635)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x4D188CE6), ('P4rIngress.values_v01111.hi', 0x2F5187B7)], 9635)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x411ECD61), ('P4rIngress.values_v10000.hi', 0x4E66113F)], 9635)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x875CD29A), ('P4rIngress.values_v10001.hi', 0x51973E59)], 9635)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x572886EF), ('P4rIngress.values_v10010.hi', 0x1EEBB4E4)], 9635)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8C9715B6), ('P4rIngress.values_v10011.hi', 0x7D0A599D)], 9635)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x80CC5429), ('P4rIngress.values_v10100.hi', 0xDA87636D)], 9635)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC1642983), ('P4rIngress.values_v10101.hi', 0xA90B6EF7)], 9635)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBBE6ED73), ('P4rIngress.values_v10110.hi', 0x79DBA5D2)], 9635)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x3637D77F), ('P4rIngress.values_v10111.hi', 0xD3765E1D)], 9635)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4D558DF5), ('P4rIngress.values_v11000.hi', 0xCFE05C42)], 9635)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xEACACB3B), ('P4rIngress.values_v11001.hi', 0xA67F2889)], 9635)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD92FBD40), ('P4rIngress.values_v11010.hi', 0xAC1C67A7)], 9635)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x49AC6951), ('P4rIngress.values_v11011.hi', 0x4E7A5BA4)], 9635)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x4CD86BA5), ('P4rIngress.values_v11100.hi', 0x458CDD9D)], 9635)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x4E2196CB), ('P4rIngress.values_v11101.hi', 0x4F15CD2A)], 9635)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x53ACE33B), ('P4rIngress.values_v11110.hi', 0x82E6BC91)], 9635)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x61D6E7D5), ('P4rIngress.values_v11111.hi', 0x5260AC45)], 9635)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x40FC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005A3),
                gc.DataTuple('slot_count', 0x00001673),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x740FDDC2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x45ADD412),
                gc.KeyTuple('src_port', 0x816B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x40FC),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x03ED),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x45\xAD\xD4\x12\x00\x00\x00\x00\x81\x6B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x40\xFC\x00\x18\x74\x0F\xDD\xC2\x00\x00\x01\xB1\x03\x74\xBB\x51\x00\x40\x00\x00\xD4\xEA\x07\xD0\x4D\x2E\xCA\x9F\xE0\xF4\xC7\x1F\xAE\x69\x93\x6B\xA5\xAD\xE9\x79\xC1\x71\x3C\xCC\xEA\x81\xD2\x46\x64\x3C\x0F\xA5\x69\x98\x25\xBA\x9D\x19\x59\x2B\xEA\x84\x19\x4F\x66\x7A\x8C\x52\x73\x3B\x71\x24\x51\x31\x4C\xD7\x0B\x0F\x66\xDC\x36\x6F\x51\x30\x67\xE1\xB8\xD5\x00\x00\x00\x00\x53\x3A\x3A\x5D\x62\x24\xBE\x59\x2D\xBC\xB9\xB9\xEF\xD6\x46\xD2\x2A\xEF\xEB\x7E\x54\x1D\x7B\x79\x87\x62\x9B\x19\x35\x0A\xA9\xCD\x7F\x8B\xA9\xD1\x51\xF6\xCD\x89\x55\xB3\xDB\x5C\x93\x70\x37\x5B\x46\x13\xBD\x40\x53\x6D\x65\xC9\x77\xCC\xEB\x33\x68\xD8\xF9\x1A\xF7\x7D\x80\xCD\x1D\x78\x27\xBA\x55\xCE\xC6\xCF\x57\x30\x55\x9A\x9C\xEC\x7D\xFA\x54\xDF\x1B\x10\xE0\x65\xD5\x01\x9C\xF3\x7A\x5B\x91\x0C\xE7\xC1\xCB\x29\x0A\x17\x93\xF7\xAD\x15\x19\xAA\xB4\x57\x17\x50\x4F\xDD\xCF\xFB\xDB\x77\x6D\x62\x83\x03\x8B\xF2\xD5\xFA\xAB\x7A\xDB\x99\xF4\xDF\x33\x89\x8B\xED\xE0\xF7\xA4\x7D\x45\xF6\x3E\xF7\x2A\x5F\x6F\xA5\x5F\xFA\xAF\x4E\xEB\x9B\x44\xD5\x7B\x09\x60\x10\x37\x74\x55\x80\xDF\xBA\x97\x3C\x8B\x22\xEE\x05\x91\xB1\x29\x70\xCF\x15\xDA\x54\xA8\xDE\xB4\x39\x4F\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x45\xAD\xD4\x12\xBE\xEF\x81\x6B\x01\x20\x00\x00\x50\x34\x02\x82\x40\xFC\x00\x18\x74\x0F\xDD\xC2\x00\x00\x01\xB1\x03\x74\xBB\x51\x00\x40\x00\x1A\x80\x00\x00\x00\x4D\x2E\xCA\x9F\x80\x00\x00\x00\xAE\x69\x93\x6B\x80\x00\x00\x00\xC1\x71\x3C\xCC\x99\x38\x31\x31\x64\x3C\x0F\xA5\x7F\xFF\xFF\xFF\x9D\x19\x59\x2B\x34\x23\xEE\x94\x66\x7A\x8C\x52\x7F\xFF\xFF\xFF\x51\x31\x4C\xD7\x30\x4C\x29\x6E\x36\x6F\x51\x30\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x62\x24\xBE\x59\x7F\xFF\xFF\xFF\xEF\xD6\x46\xD2\x7F\xFF\xFF\xFF\x54\x1D\x7B\x79\xC4\x94\xE6\xE6\x35\x0A\xA9\xCD\x7F\xFF\xFF\xFF\x51\xF6\xCD\x89\x28\xC7\xA4\x60\x93\x70\x37\x5B\x7F\xFF\xFF\xFF\x53\x6D\x65\xC9\x7F\xFF\xFF\xFF\x68\xD8\xF9\x1A\x80\x00\x00\x00\x1D\x78\x27\xBA\x7F\xFF\xFF\xFF\x57\x30\x55\x9A\x80\x00\x00\x00\x54\xDF\x1B\x10\x80\x00\x00\x00\x9C\xF3\x7A\x5B\x80\x00\x00\x00\xCB\x29\x0A\x17\x80\x00\x00\x00\x19\xAA\xB4\x57\x4D\x88\x27\x5C\xCF\xFB\xDB\x77\x7F\xFF\xFF\xFF\x8B\xF2\xD5\xFA\x96\x45\xA6\xD4\xF4\xDF\x33\x89\x80\x00\x00\x00\xA4\x7D\x45\xF6\x7F\xFF\xFF\xFF\x6F\xA5\x5F\xFA\xFC\x27\x57\x40\x44\xD5\x7B\x09\x7F\xFF\xFF\xFF\x55\x80\xDF\xBA\xEA\xE9\x6E\x5D\xEE\x05\x91\xB1\x7F\xFF\xFF\xFF\xDA\x54\xA8\xDE\xB4\x39\x4F\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8283EB7C), ('P4rIngress.bitmap_seq.seq', 0x30000000)], 12334)
        self.setRegisterValue('P4rIngress.rounds', 0x30000000, 12334)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x4A)], 12334)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12334)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x93292336), ('P4rIngress.values_v00000.hi', 0x384DE493)], 12334)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9796AF09), ('P4rIngress.values_v00001.hi', 0xB2BA4C70)], 12334)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE7718A49), ('P4rIngress.values_v00010.hi', 0xBFE8B9CC)], 12334)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x56566225), ('P4rIngress.values_v00011.hi', 0x7EFA2097)], 12334)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x52BB3C13), ('P4rIngress.values_v00100.hi', 0x91C821E7)], 12334)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x66EE96EC), ('P4rIngress.values_v00101.hi', 0x6B721CB2)], 12334)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x7752B778), ('P4rIngress.values_v00110.hi', 0x64E53B92)], 12334)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x10BF28A6), ('P4rIngress.values_v00111.hi', 0x6E9B1153)], 12334)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6C87C073), ('P4rIngress.values_v01000.hi', 0x25569A78)], 12334)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x546F5B4A), ('P4rIngress.values_v01001.hi', 0x3A585C50)], 12334)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4611C337), ('P4rIngress.values_v01010.hi', 0x3CBAB5BD)], 12334)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x447AA03F), ('P4rIngress.values_v01011.hi', 0x6F734D9C)], 12334)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x8E5A5A5F), ('P4rIngress.values_v01100.hi', 0x84C2C32A)], 12334)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x52547472), ('P4rIngress.values_v01101.hi', 0x2833FFE1)], 12334)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x433B6D6F), ('P4rIngress.values_v01110.hi', 0xBD35FF8B)], 12334)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x27D907BD), ('P4rIngress.values_v01111.hi', 0x584A33AD)], 12334)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x60416B7D), ('P4rIngress.values_v10000.hi', 0x51D3705B)], 12334)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x8FF9380E), ('P4rIngress.values_v10001.hi', 0x25B8F68B)], 12334)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x46F46C53), ('P4rIngress.values_v10010.hi', 0x46E124FC)], 12334)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB249EBFF), ('P4rIngress.values_v10011.hi', 0x716ECDB1)], 12334)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB278428D), ('P4rIngress.values_v10100.hi', 0xBD2DEB85)], 12334)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xAB8A8CB3), ('P4rIngress.values_v10101.hi', 0xA4F27B77)], 12334)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xCBD7C6CD), ('P4rIngress.values_v10110.hi', 0x47758646)], 12334)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x2EF41FA8), ('P4rIngress.values_v10111.hi', 0xB0DE798F)], 12334)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x435D4FA7), ('P4rIngress.values_v11000.hi', 0x91DBE743)], 12334)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xABE355DB), ('P4rIngress.values_v11001.hi', 0x4353DACD)], 12334)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x53C3CA97), ('P4rIngress.values_v11010.hi', 0xE3325A7C)], 12334)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x477A8D0F), ('P4rIngress.values_v11011.hi', 0x3315EBD0)], 12334)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x2F548DEC), ('P4rIngress.values_v11100.hi', 0x3D0C4687)], 12334)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xAFE26926), ('P4rIngress.values_v11101.hi', 0x43D67293)], 12334)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xC77A5F85), ('P4rIngress.values_v11110.hi', 0xF5B34ECB)], 12334)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x5A8B48CE), ('P4rIngress.values_v11111.hi', 0xA5AE3AD9)], 12334)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3648),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B1E),
                gc.DataTuple('slot_count', 0x00000F58),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x560CF76F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x44E78C82),
                gc.KeyTuple('src_port', 0x8B87),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3648),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x44\xE7\x8C\x82\x00\x00\x00\x00\x8B\x87\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x36\x48\x00\x18\x56\x0C\xF7\x6F\x05\x10\x01\x93\x30\x00\x00\x00\x00\x40\x00\x00\xCA\x94\x77\xD7\x71\xE8\xCE\x3C\xD7\x57\x36\x5F\x36\x8E\xAE\x3A\x92\xF5\x23\x22\xBF\x8F\x35\x9E\x94\x34\x8F\x4F\x74\x17\xE5\x95\x4C\xAB\xC0\x1F\xD1\x1E\xEC\xEF\x00\x48\xF4\xAE\x69\xB6\xBD\xF7\x3C\xDC\xB1\x4F\x48\xCD\x10\xDE\x07\xB1\xEA\x95\x25\xAB\x1F\xE3\x7F\x98\x4F\x37\xAC\x9C\xAC\xCD\x52\xC0\xFC\x5B\x52\xDD\x3A\x1B\x6D\x4A\xB9\x5F\xB2\x59\x73\xBB\x5A\x3B\x22\x2C\x3D\x1B\x09\xDB\x55\x7B\x4B\x42\x50\x9C\x67\xDA\x72\xDE\x2C\x7D\x7E\xB4\xEE\x19\x27\xA9\x6D\x65\xAD\xF3\x0C\x58\x58\x7B\x9C\x43\x58\x9B\xCA\x3B\x65\x1B\x1D\x58\x58\xA5\x7D\xBB\xEE\xF2\xBC\x7E\xA6\xBD\xD3\xAE\x72\x82\xE4\xBB\xCC\xF7\x6C\x5C\xBA\xEA\xFB\xA9\x6A\x60\x58\x9E\xB7\x2E\xBA\x2F\x8D\x2D\x6C\x57\xAB\x1E\xED\x98\xA4\x3C\x0E\x14\xAA\x14\x72\xA1\x41\x3B\x32\x97\xDD\x7A\xEF\xA4\x62\x49\x13\x74\x67\x32\xDC\x43\xB0\x72\x9D\x00\xB3\xAF\x57\x9B\x59\x35\xB1\xF5\x47\x02\xDB\x1E\x8F\xCD\x99\x8B\x6B\x6B\x59\x26\x66\xB5\x7D\x24\xA2\x9F\x28\x15\x54\x79\xB6\x55\x49\xD3\x2A\xFC\x54\x96\xC6\x7B\x91\x4A\x43\xF1\xB4\xD4\xE6\x5B\x51\x89\x65\xEC\xAE\xAF\x3A\x84\xAB\x14\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x44\xE7\x8C\x82\xBE\xEF\x8B\x87\x01\x20\x00\x00\x50\x34\x02\x82\x36\x48\x00\x18\x56\x0C\xF7\x6F\x05\x10\x01\x93\x30\x00\x00\x00\x00\x40\x00\x02\x80\x00\x00\x00\x71\xE8\xCE\x3C\x80\x00\x00\x00\x36\x8E\xAE\x3A\x80\x00\x00\x00\xBF\x8F\x35\x9E\xEA\x8A\xF1\x74\x74\x17\xE5\x95\x7F\xFF\xFF\xFF\xD1\x1E\xEC\xEF\x67\x37\x8B\x9A\x69\xB6\xBD\xF7\x7F\xFF\xFF\xFF\x48\xCD\x10\xDE\x18\x71\x13\x3B\x25\xAB\x1F\xE3\x7F\xFF\xFF\xFF\xAC\x9C\xAC\xCD\x7F\xFF\xFF\xFF\x52\xDD\x3A\x1B\x7F\xFF\xFF\xFF\xB2\x59\x73\xBB\x7F\xFF\xFF\xFF\x3D\x1B\x09\xDB\xE3\xD5\xA5\xA1\x50\x9C\x67\xDA\x7F\xFF\xFF\xFF\x7E\xB4\xEE\x19\x6A\xE4\xDA\xD4\xAD\xF3\x0C\x58\x7F\xFF\xFF\xFF\x58\x9B\xCA\x3B\x7F\xFF\xFF\xFF\x58\xA5\x7D\xBB\x80\x00\x00\x00\xA6\xBD\xD3\xAE\x7F\xFF\xFF\xFF\xCC\xF7\x6C\x5C\x80\x00\x00\x00\x6A\x60\x58\x9E\x80\x00\x00\x00\x8D\x2D\x6C\x57\x80\x00\x00\x00\xA4\x3C\x0E\x14\x80\x00\x00\x00\x41\x3B\x32\x97\x0C\x6F\x0F\x4C\x62\x49\x13\x74\x7F\xFF\xFF\xFF\xB0\x72\x9D\x00\x80\x00\x00\x00\x59\x35\xB1\xF5\x7F\xFF\xFF\xFF\x8F\xCD\x99\x8B\x7F\xFF\xFF\xFF\x66\xB5\x7D\x24\xD1\xF3\xB6\x01\x54\x79\xB6\x55\xF9\xB5\x94\x22\x54\x96\xC6\x7B\x80\x00\x00\x00\xB4\xD4\xE6\x5B\x7F\xFF\xFF\xFF\xAE\xAF\x3A\x84\xAB\x14\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x40B9F442), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 10741)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 10741)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x08), ('P4rIngress.count_exp.exponent', 0x7F)], 10741)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10741)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9CD84B9C), ('P4rIngress.values_v00000.hi', 0x43863975)], 10741)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB4BC7AA1), ('P4rIngress.values_v00001.hi', 0xAD95B17C)], 10741)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xB42435D9), ('P4rIngress.values_v00010.hi', 0xBEB246C9)], 10741)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x2CBBE6B8), ('P4rIngress.values_v00011.hi', 0x6429EDAC)], 10741)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x49B32A4D), ('P4rIngress.values_v00100.hi', 0xB73E42D1)], 10741)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x44464E53), ('P4rIngress.values_v00101.hi', 0x31946999)], 10741)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x66FC8909), ('P4rIngress.values_v00110.hi', 0x765DE54A)], 10741)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xC58448F5), ('P4rIngress.values_v00111.hi', 0x73BCC5CA)], 10741)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7B035039), ('P4rIngress.values_v01000.hi', 0xD90AF9B7)], 10741)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x563564DF), ('P4rIngress.values_v01001.hi', 0x2A286589)], 10741)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5633A267), ('P4rIngress.values_v01010.hi', 0x3F732734)], 10741)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x6A3CFECF), ('P4rIngress.values_v01011.hi', 0xC6CD9575)], 10741)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x3F4D1FE5), ('P4rIngress.values_v01100.hi', 0x7358BED7)], 10741)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6BEABA93), ('P4rIngress.values_v01101.hi', 0x8919C4D7)], 10741)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x1D8FB3E4), ('P4rIngress.values_v01110.hi', 0x83ABE3F6)], 10741)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x48772D6B), ('P4rIngress.values_v01111.hi', 0xB2F72371)], 10741)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x62A6AD64), ('P4rIngress.values_v10000.hi', 0x4055FDB9)], 10741)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA0E44B4F), ('P4rIngress.values_v10001.hi', 0x1EEBA79D)], 10741)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x62BCDDA1), ('P4rIngress.values_v10010.hi', 0xBC5B0A76)], 10741)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3CC0C055), ('P4rIngress.values_v10011.hi', 0x5BD8AEAD)], 10741)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB0534C06), ('P4rIngress.values_v10100.hi', 0xC79B84BD)], 10741)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB5E41B53), ('P4rIngress.values_v10101.hi', 0x7AD6C999)], 10741)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xBB466062), ('P4rIngress.values_v10110.hi', 0x08B86AF9)], 10741)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x778D3181), ('P4rIngress.values_v10111.hi', 0x46E66DBE)], 10741)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x723AF651), ('P4rIngress.values_v11000.hi', 0x5796CD63)], 10741)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xC0E6162E), ('P4rIngress.values_v11001.hi', 0x3C455EE4)], 10741)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7DE8DAB3), ('P4rIngress.values_v11010.hi', 0x688D67D9)], 10741)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x93934CBE), ('P4rIngress.values_v11011.hi', 0xDC56650F)], 10741)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x9AD2A496), ('P4rIngress.values_v11100.hi', 0x6AD8A60A)], 10741)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB745AB0A), ('P4rIngress.values_v11101.hi', 0x573CEBA7)], 10741)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x51037C36), ('P4rIngress.values_v11110.hi', 0x562DBBE5)], 10741)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC9A53412), ('P4rIngress.values_v11111.hi', 0x5300DF14)], 10741)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB70E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E7),
                gc.DataTuple('slot_count', 0x00001AA6),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2784638D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x483B3215),
                gc.KeyTuple('src_port', 0xCB29),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB70E),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x003B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x48\x3B\x32\x15\x00\x00\x00\x00\xCB\x29\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB7\x0E\x00\x18\x27\x84\x63\x8D\x07\x0E\x03\xA8\xFF\xFF\xFF\xFF\x00\x40\x00\x00\xC6\x33\xC9\x1C\x52\x5A\xF3\xD7\xA7\xD9\x10\xBB\x09\xD8\x68\x60\x95\x73\xE0\x75\x90\x72\xAF\x74\xB5\x4E\x71\x3F\x45\xA4\x75\x75\x47\xB0\xEA\x0B\xA6\xA8\xD1\xD5\xAC\xF2\xAA\xF6\x55\xAF\x80\x4F\x57\x42\x1B\x54\x69\x15\x23\x89\x35\xFD\xFB\xA4\x27\xDD\x1D\x83\x56\xA9\x6F\xB2\x63\xCB\x74\xFD\x47\x58\x7A\x8C\x6B\xC7\xD6\x1F\x37\x72\x27\x8E\xA6\x5B\x1D\xBF\x29\xDC\xC2\xB4\x8C\x7F\x54\x13\x4C\xD3\x56\x7F\x68\xC9\xD5\x6C\x4A\x63\x9A\x2F\xC5\x71\x0E\x87\xB7\xE2\x35\xC4\x94\xD3\xF9\xB6\x5D\x23\x3B\xAB\x29\xC0\xB5\x15\x5A\xD0\x19\xF2\x54\xE6\x5F\x73\x31\x4E\xCB\x5C\x9E\x1B\xA1\x25\x37\x36\x68\xBC\xA9\xDA\x83\x26\x4E\xA7\xF7\x5D\x49\x88\xFE\x76\xC7\x1C\xC5\x9D\xB8\x30\x08\x0F\xAC\xCC\xF1\x17\x36\x44\xF8\xBB\x89\x95\x34\xE1\x20\xE5\xAB\x27\x31\x53\xA4\xF7\x44\x4E\xE7\x2E\x46\x61\xF9\x2D\x65\x56\x9D\x72\xA4\x63\xD4\xA6\x84\x35\x72\x34\x6C\xDE\xDE\x5D\x6E\x69\x0A\xF5\xDA\x77\x66\x2F\x2C\xF6\x26\x6E\xDA\xCA\xA5\xD7\x4C\x3A\xAD\xA7\xAC\x78\x09\x94\x31\xB8\x6C\x26\x4B\x94\xFD\x18\x42\xF1\x90\x95\x0B\x95\x5B\x7F\x52\x9C\xBB\xDA\x9A\x9C\x51\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x48\x3B\x32\x15\xBE\xEF\xCB\x29\x01\x20\x00\x00\x50\x34\x02\x82\xB7\x0E\x00\x18\x27\x84\x63\x8D\x07\x0E\x01\xA8\xFF\xFF\xFF\xFF\x00\x40\x00\x09\x80\x00\x00\x00\x52\x5A\xF3\xD7\x80\x00\x00\x00\x09\xD8\x68\x60\x80\x00\x00\x00\x90\x72\xAF\x74\xE2\x0A\x57\xF7\x45\xA4\x75\x75\x7F\xFF\xFF\xFF\xA6\xA8\xD1\xD5\xF1\x38\xF9\x49\x55\xAF\x80\x4F\x7F\xFF\xFF\xFF\x69\x15\x23\x89\xFB\x82\x44\x99\x27\xDD\x1D\x83\x7F\xFF\xFF\xFF\x63\xCB\x74\xFD\x7F\xFF\xFF\xFF\x6B\xC7\xD6\x1F\x7F\xFF\xFF\xFF\xA6\x5B\x1D\xBF\x7F\xFF\xFF\xFF\x8C\x7F\x54\x13\x7F\xFF\xFF\xFF\x68\xC9\xD5\x6C\x7F\xFF\xFF\xFF\xC5\x71\x0E\x87\xD5\x71\xE9\xA8\x94\xD3\xF9\xB6\x7F\xFF\xFF\xFF\x29\xC0\xB5\x15\x7F\xFF\xFF\xFF\x54\xE6\x5F\x73\xD2\x33\x16\xAB\x9E\x1B\xA1\x25\x7F\xFF\xFF\xFF\xA9\xDA\x83\x26\x7F\xFF\xFF\xFF\x49\x88\xFE\x76\x80\x00\x00\x00\xB8\x30\x08\x0F\x80\x00\x00\x00\x36\x44\xF8\xBB\x80\x00\x00\x00\x20\xE5\xAB\x27\x7F\xFF\xFF\xFF\x44\x4E\xE7\x2E\x7F\xFF\xFF\xFF\x65\x56\x9D\x72\x80\x00\x00\x00\x84\x35\x72\x34\x7F\xFF\xFF\xFF\x6E\x69\x0A\xF5\x80\x00\x00\x00\x2C\xF6\x26\x6E\x80\x00\x00\x00\x4C\x3A\xAD\xA7\x80\x00\x00\x00\x31\xB8\x6C\x26\x7F\xFF\xFF\xFF\x42\xF1\x90\x95\xD5\x3A\x8F\x91\x52\x9C\xBB\xDA\x9A\x9C\x51\x5A\x79\xA3\x51\x9B\x46\x7D\x8E\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x509D3F16), ('P4rIngress.bitmap_seq.seq', 0x359DB6A2)], 9279)
        self.setRegisterValue('P4rIngress.rounds', 0x359DB6A2, 9279)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x6A)], 9279)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9279)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x930DE166), ('P4rIngress.values_v00000.hi', 0x1923B2A0)], 9279)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA3DEAB93), ('P4rIngress.values_v00001.hi', 0xF7CB2499)], 9279)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x25F3DA8D), ('P4rIngress.values_v00010.hi', 0x958D56BF)], 9279)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF3F8D8B3), ('P4rIngress.values_v00011.hi', 0x5297D73B)], 9279)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x108D626D), ('P4rIngress.values_v00100.hi', 0xF6647B2B)], 9279)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x72EB1792), ('P4rIngress.values_v00101.hi', 0x56B5333D)], 9279)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xFA5676BB), ('P4rIngress.values_v00110.hi', 0x81AB2F8D)], 9279)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x353EB4EE), ('P4rIngress.values_v00111.hi', 0x584FDC8C)], 9279)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x5112F4B5), ('P4rIngress.values_v01000.hi', 0x9E3EC64F)], 9279)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x34D6CBD3), ('P4rIngress.values_v01001.hi', 0xF24B2D4E)], 9279)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6AAFC8B7), ('P4rIngress.values_v01010.hi', 0xDA74C69D)], 9279)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xDF1BEBA7), ('P4rIngress.values_v01011.hi', 0x9E712E8F)], 9279)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xED1ABD9C), ('P4rIngress.values_v01100.hi', 0xAAA70439)], 9279)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4A2428D3), ('P4rIngress.values_v01101.hi', 0x3B51596F)], 9279)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x45EECD36), ('P4rIngress.values_v01110.hi', 0x2A2BB11E)], 9279)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xC835F43C), ('P4rIngress.values_v01111.hi', 0x9D08BB21)], 9279)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x11E671CC), ('P4rIngress.values_v10000.hi', 0x366C9333)], 9279)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6328BB06), ('P4rIngress.values_v10001.hi', 0x39BF7BBE)], 9279)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x24CE714B), ('P4rIngress.values_v10010.hi', 0x76464F4C)], 9279)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x3C136B67), ('P4rIngress.values_v10011.hi', 0x83555BDE)], 9279)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x69792B0D), ('P4rIngress.values_v10100.hi', 0x7EAF257A)], 9279)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x6A63CE24), ('P4rIngress.values_v10101.hi', 0xFFAB26C0)], 9279)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x3AFCD19B), ('P4rIngress.values_v10110.hi', 0xBE785274)], 9279)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x6711DDD5), ('P4rIngress.values_v10111.hi', 0x4B776BAF)], 9279)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x5D9B9B14), ('P4rIngress.values_v11000.hi', 0xE009B28B)], 9279)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x67A4717F), ('P4rIngress.values_v11001.hi', 0xACF2B95A)], 9279)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xFAEA367B), ('P4rIngress.values_v11010.hi', 0x3778A774)], 9279)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x475EA5B8), ('P4rIngress.values_v11011.hi', 0x43455550)], 9279)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xB1AE0819), ('P4rIngress.values_v11100.hi', 0x54BB1AFE)], 9279)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB8BCB129), ('P4rIngress.values_v11101.hi', 0x608D4563)], 9279)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x452DCA6D), ('P4rIngress.values_v11110.hi', 0x256C33D3)], 9279)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x36D9486B), ('P4rIngress.values_v11111.hi', 0x23B9BB4D)], 9279)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF823),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000124),
                gc.DataTuple('slot_count', 0x0000051D),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB05D829F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x12B59D20),
                gc.KeyTuple('src_port', 0x5A83),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF823),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\xB5\x9D\x20\x00\x00\x00\x00\x5A\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\x23\x00\x18\xB0\x5D\x82\x9F\x03\x1B\x05\x95\x35\x9D\xB6\xA2\x00\x40\x00\x00\xA6\x66\xB6\xB4\x68\x07\xA2\x09\xBA\x19\x4F\x1D\x53\x9C\x15\xC3\x76\xA5\x85\x8E\xB1\x89\x41\x08\x6B\x8C\xDB\x97\x66\x54\xCB\x11\x5F\x06\x5E\x2F\x0A\xC6\xFA\x69\x0E\x2B\xBF\xEA\x95\x87\x3F\x2A\x36\x75\x78\x99\x9C\xA1\x3F\x4D\x77\x9E\xBE\x75\x80\x00\x00\x00\x5B\x4E\xE9\x27\xF2\xD0\xFA\xC8\x64\x4D\xCB\x76\x19\x39\x49\xAA\x4F\xFA\x6B\xEE\xDA\xC5\xCA\x99\x8F\x87\x2B\x8F\xA4\x17\x9C\xDF\x8C\x76\x97\x55\x63\x39\xD5\xEF\x3A\xBE\x6D\x9B\x7A\x53\xF2\xB2\x78\xBF\xCA\x5D\x6E\xD1\x96\xC4\x82\x53\x6D\xA9\xB3\x02\x54\x13\x39\xF6\xAD\xD6\x77\x7B\x90\x7A\xBB\x3A\x8D\xF5\x76\x34\xC5\x02\xCD\xCE\xAE\xD7\xA3\x3D\x70\x74\x8D\x9A\x95\x6E\xEE\x8D\x99\x46\x1D\x9E\x8B\x5D\x4B\xCB\xD7\x69\x4F\x71\x46\xA8\xA4\x1B\xAB\x88\x48\x06\xE6\xD3\x8B\x46\xDB\x36\x6F\x88\x3E\xE8\x6E\x84\x12\xAB\x59\xEE\x57\x9F\x8B\xDF\xFA\xEB\x2E\x59\x2D\x8F\x17\x52\x14\x9C\x7C\xA7\x64\xE9\xF6\xC5\xBC\x7B\x44\x8C\xCE\xF3\x7A\xA4\x1E\xBE\x8E\x73\x9C\x09\x34\xBA\x52\xAE\xAE\x27\xBD\x24\x4E\x6D\xF2\x9F\xED\x7B\x0B\x85\x7D\x48\x69\x0F\x9C\xD1\x5B\xF3\xBB\x6C\x96\x94\x2E\xD3\xD4\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x12\xB5\x9D\x20\xBE\xEF\x5A\x83\x01\x20\x00\x00\x50\x34\x02\x82\xF8\x23\x00\x18\xB0\x5D\x82\x9F\x03\x1B\x01\x95\x35\x9D\xB6\xA2\x00\x40\x00\x0F\x80\x00\x00\x00\x68\x07\xA2\x09\x80\x00\x00\x00\x53\x9C\x15\xC3\x7F\xFF\xFF\xFF\xB1\x89\x41\x08\x5F\x85\xB4\x4A\x66\x54\xCB\x11\x6F\x93\xC0\x9C\x0A\xC6\xFA\x69\x7F\xFF\xFF\xFF\x95\x87\x3F\x2A\x30\xCB\xEF\x54\x9C\xA1\x3F\x4D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF2\xD0\xFA\xC8\x7F\xFF\xFF\xFF\x19\x39\x49\xAA\x7F\xFF\xFF\xFF\xDA\xC5\xCA\x99\x80\x00\x00\x00\xA4\x17\x9C\xDF\x80\x00\x00\x00\x63\x39\xD5\xEF\x7F\xFF\xFF\xFF\x7A\x53\xF2\xB2\x7F\xFF\xFF\xFF\x6E\xD1\x96\xC4\x80\x00\x00\x00\xB3\x02\x54\x13\x4B\xDD\x1F\xA2\x77\x7B\x90\x7A\x1E\x63\x48\xFB\x76\x34\xC5\x02\xF2\x9D\x20\x22\xA3\x3D\x70\x74\xC9\xAE\x00\xD5\xEE\x8D\x99\x46\x7F\xFF\xFF\xFF\x4B\xCB\xD7\x69\x7F\xFF\xFF\xFF\xA4\x1B\xAB\x88\x7F\xFF\xFF\xFF\x8B\x46\xDB\x36\x7F\xFF\xFF\xFF\x6E\x84\x12\xAB\x7F\xFF\xFF\xFF\x8B\xDF\xFA\xEB\x7F\xFF\xFF\xFF\x17\x52\x14\x9C\x77\x91\x9B\x64\xF6\xC5\xBC\x7B\x7F\xFF\xFF\xFF\x7A\xA4\x1E\xBE\x80\x00\x00\x00\x34\xBA\x52\xAE\x80\x00\x00\x00\x4E\x6D\xF2\x9F\x32\xA8\xD5\xF2\x7D\x48\x69\x0F\xD3\xAA\xA4\x5E\xBB\x6C\x96\x94\x2E\xD3\xD4\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDA021B22), ('P4rIngress.bitmap_seq.seq', 0xAC67A24E)], 14758)
        self.setRegisterValue('P4rIngress.rounds', 0xAC67A24E, 14758)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xC7)], 14758)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14758)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x3DF6015F), ('P4rIngress.values_v00000.hi', 0x9AF68EFD)], 14758)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA1B259D5), ('P4rIngress.values_v00001.hi', 0x6FF5061E)], 14758)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x2F765A55), ('P4rIngress.values_v00010.hi', 0xA65FCD63)], 14758)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x9F6C574D), ('P4rIngress.values_v00011.hi', 0xD8A34FCE)], 14758)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x396742A7), ('P4rIngress.values_v00100.hi', 0x6ECAC99F)], 14758)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x629C8B3B), ('P4rIngress.values_v00101.hi', 0xD4E488FB)], 14758)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xB7DF233B), ('P4rIngress.values_v00110.hi', 0xACFE3092)], 14758)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7A3743A7), ('P4rIngress.values_v00111.hi', 0x74F71F7B)], 14758)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6D7D4919), ('P4rIngress.values_v01000.hi', 0x66E954FC)], 14758)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5CAB8053), ('P4rIngress.values_v01001.hi', 0x7E9A52D6)], 14758)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x8F2B5DE9), ('P4rIngress.values_v01010.hi', 0x6FB874BA)], 14758)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x946EC537), ('P4rIngress.values_v01011.hi', 0xF0D9DBBA)], 14758)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x78C9E4C6), ('P4rIngress.values_v01100.hi', 0x1559EEE6)], 14758)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x33CB7A8D), ('P4rIngress.values_v01101.hi', 0x69C18659)], 14758)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x60CE368B), ('P4rIngress.values_v01110.hi', 0x5A27A7E4)], 14758)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x736CD78E), ('P4rIngress.values_v01111.hi', 0x91352F46)], 14758)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4801B64D), ('P4rIngress.values_v10000.hi', 0x4143CB4D)], 14758)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x69D54E1A), ('P4rIngress.values_v10001.hi', 0x7C6A73FF)], 14758)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x60D175DB), ('P4rIngress.values_v10010.hi', 0xBCEA4ED7)], 14758)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x46E5CE7E), ('P4rIngress.values_v10011.hi', 0x179D8DAD)], 14758)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x7AF490DB), ('P4rIngress.values_v10100.hi', 0xAA222CAE)], 14758)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x99D6D290), ('P4rIngress.values_v10101.hi', 0xA3BFD1D3)], 14758)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x23B06FDB), ('P4rIngress.values_v10110.hi', 0xDE5D3FF7)], 14758)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x63288D75), ('P4rIngress.values_v10111.hi', 0xD61C2738)], 14758)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x57F606FD), ('P4rIngress.values_v11000.hi', 0xC7DAB496)], 14758)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4D5CDB0B), ('P4rIngress.values_v11001.hi', 0xD3539C3D)], 14758)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x80000000), ('P4rIngress.values_v11010.hi', 0x5F36B91F)], 14758)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD6A88A4C), ('P4rIngress.values_v11011.hi', 0x36C77AC4)], 14758)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x490F85E7), ('P4rIngress.values_v11100.hi', 0xEEBDF163)], 14758)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xAD3F8EAE), ('P4rIngress.values_v11101.hi', 0x48DA0A67)], 14758)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x346DEC8B), ('P4rIngress.values_v11110.hi', 0x1C029EAC)], 14758)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x49266D7F), ('P4rIngress.values_v11111.hi', 0x6E4146BE)], 14758)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80A0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000675),
                gc.DataTuple('slot_count', 0x00001536),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x85A029ED),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x909D18CC),
                gc.KeyTuple('src_port', 0xBEFE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80A0),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x03D1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\x9D\x18\xCC\x00\x00\x00\x00\xBE\xFE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x80\xA0\x00\x14\x85\xA0\x29\xED\x13\x31\x01\x43\xAC\x67\xA2\x4E\x00\x40\x00\x00\x55\x72\x68\xDB\xD4\x3C\xBE\x07\x82\xB9\xDD\xF5\x46\x4E\x9A\x98\x68\x53\x23\xF4\x5A\x46\xE5\xF7\xC4\x43\xF8\x0B\xFE\x69\xC1\x18\x3B\x24\x1C\x65\x20\x59\x5B\x3F\x5C\x78\xE1\x19\x8D\xB0\x08\x31\xC7\x70\x4D\x29\xAF\x3E\xE3\x93\x11\x9D\x5F\xB2\x1C\x73\xBE\x93\x6C\x90\x4B\x5A\x54\xD5\x79\x66\x4E\x86\x1C\xD2\x23\x68\xE0\x8D\xEE\xAC\x95\x27\xC7\xEF\x23\xAB\xA5\x10\x44\x32\x22\xDA\xF7\x59\x3A\xB0\x93\xB7\xB6\x95\x44\x8C\x61\xE0\x9E\x86\x2E\xF6\x7A\x4B\x3B\x6F\x0C\xAD\x3D\x5B\xA6\x69\x2F\x26\x76\x1A\xD6\xA5\x23\xCF\x6B\x04\x73\xE9\x5E\x00\x3E\x49\x3D\x85\x27\x92\x39\xFE\x35\xAE\xDD\x93\x6D\x07\xB5\x2F\xEC\xA8\x75\xEE\x2A\x1C\x78\x85\x44\x38\x09\xA6\xA8\x52\x8A\x25\xA7\xED\xD9\x74\x06\x87\xAE\xC1\xB4\x99\x47\xF3\x40\x49\xDF\x8C\xF2\xE4\x35\xCF\xBD\xB6\x95\x77\xB1\xA7\x37\x97\x01\xFD\x85\x32\x4F\x7A\xD9\xBF\x3B\x1D\xA8\xF6\xCE\x72\x00\x00\x00\x00\xD9\x56\xAF\x3D\x8F\xC8\xF2\xE7\x6A\x53\x58\x85\x42\xBE\x47\x92\x88\xB8\xA2\x98\xC9\x8E\xC8\x97\x3E\x0B\x54\x48\x98\x54\xF9\xB9\x76\xBD\xB4\x1F\x37\x74\x68\x96\x7E\xC4\x2E\xDA\xAE\xD7\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\x9D\x18\xCC\xBE\xEF\xBE\xFE\x01\x20\x00\x00\x50\x34\x02\x82\x80\xA0\x00\x14\x85\xA0\x29\xED\x13\x31\x01\x43\xAC\x67\xA2\x4E\x00\x40\x00\x07\x7F\xFF\xFF\xFF\xD4\x3C\xBE\x07\x80\x00\x00\x00\x46\x4E\x9A\x98\x7F\xFF\xFF\xFF\x5A\x46\xE5\xF7\x80\x00\x00\x00\xFE\x69\xC1\x18\x74\x8B\x5F\x0C\x20\x59\x5B\x3F\x7F\xFF\xFF\xFF\x8D\xB0\x08\x31\x80\x00\x00\x00\xAF\x3E\xE3\x93\x7F\xFF\xFF\xFF\x1C\x73\xBE\x93\x7F\xFF\xFF\xFF\x54\xD5\x79\x66\x7F\xFF\xFF\xFF\x23\x68\xE0\x8D\x80\x00\x00\x00\xC7\xEF\x23\xAB\x80\x00\x00\x00\x22\xDA\xF7\x59\x7F\xFF\xFF\xFF\xB6\x95\x44\x8C\x7F\xFF\xFF\xFF\x2E\xF6\x7A\x4B\x7F\xFF\xFF\xFF\x3D\x5B\xA6\x69\x7F\xFF\xFF\xFF\xD6\xA5\x23\xCF\x7F\xFF\xFF\xFF\x5E\x00\x3E\x49\x7F\xFF\xFF\xFF\x39\xFE\x35\xAE\x3E\x64\xE2\xE2\xB5\x2F\xEC\xA8\x7F\xFF\xFF\xFF\x78\x85\x44\x38\x7F\xFF\xFF\xFF\x8A\x25\xA7\xED\x80\x00\x00\x00\xAE\xC1\xB4\x99\x6B\xA3\xB0\x24\xDF\x8C\xF2\xE4\x7F\xFF\xFF\xFF\x95\x77\xB1\xA7\x7F\xFF\xFF\xFF\x85\x32\x4F\x7A\x27\x1C\x16\x28\xA8\xF6\xCE\x72\x80\x00\x00\x00\xD9\x56\xAF\x3D\x80\x00\x00\x00\x6A\x53\x58\x85\x7F\xFF\xFF\xFF\x88\xB8\xA2\x98\x80\x00\x00\x00\x3E\x0B\x54\x48\xCC\xC2\xE6\x44\x76\xBD\xB4\x1F\x7F\xFF\xFF\xFF\x7E\xC4\x2E\xDA\xAE\xD7\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7294BFBA), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 9547)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 9547)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x72)], 9547)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9547)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x85F44681), ('P4rIngress.values_v00000.hi', 0x457ECD85)], 9547)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xEE64C8CB), ('P4rIngress.values_v00001.hi', 0x5AA77BC6)], 9547)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xDA38D46F), ('P4rIngress.values_v00010.hi', 0x906EE3B3)], 9547)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x1BA9E892), ('P4rIngress.values_v00011.hi', 0x463880ED)], 9547)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x63A66B1E), ('P4rIngress.values_v00100.hi', 0xBED6A9AB)], 9547)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xD9F92C57), ('P4rIngress.values_v00101.hi', 0x6E2EC1F5)], 9547)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x6F93CC13), ('P4rIngress.values_v00110.hi', 0x7C36A4A9)], 9547)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x52B56475), ('P4rIngress.values_v00111.hi', 0x4733EB4F)], 9547)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x55D6822D), ('P4rIngress.values_v01000.hi', 0x1775E8AA)], 9547)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x75A3C048), ('P4rIngress.values_v01001.hi', 0x1327C19F)], 9547)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x1C39857F), ('P4rIngress.values_v01010.hi', 0x1588AE78)], 9547)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4A1E3F7D), ('P4rIngress.values_v01011.hi', 0x1FAC3987)], 9547)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB58AC0F5), ('P4rIngress.values_v01100.hi', 0xDFCDC78F)], 9547)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0xAA9448CF), ('P4rIngress.values_v01101.hi', 0x49FE63AB)], 9547)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x388FC945), ('P4rIngress.values_v01110.hi', 0x69750AD2)], 9547)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x1FDF546E), ('P4rIngress.values_v01111.hi', 0x693C3483)], 9547)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5644AF37), ('P4rIngress.values_v10000.hi', 0x6E7553BE)], 9547)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7CE806FD), ('P4rIngress.values_v10001.hi', 0xC4FF8DA9)], 9547)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x42808C27), ('P4rIngress.values_v10010.hi', 0x5D5D1F39)], 9547)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x4265EA15), ('P4rIngress.values_v10011.hi', 0x56772B5E)], 9547)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x535B43B6), ('P4rIngress.values_v10100.hi', 0x28AA43C1)], 9547)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xC7C0B13C), ('P4rIngress.values_v10101.hi', 0x7DD0A715)], 9547)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xD0953C15), ('P4rIngress.values_v10110.hi', 0x4C65F547)], 9547)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x519906C8), ('P4rIngress.values_v10111.hi', 0x7115234E)], 9547)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4EC1BDEF), ('P4rIngress.values_v11000.hi', 0x95B612C9)], 9547)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xEC1FD39D), ('P4rIngress.values_v11001.hi', 0x51B65BC9)], 9547)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x532AA32F), ('P4rIngress.values_v11010.hi', 0x146BBE1F)], 9547)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xB05D2971), ('P4rIngress.values_v11011.hi', 0xAE96F073)], 9547)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xCB5A6E64), ('P4rIngress.values_v11100.hi', 0x5531A358)], 9547)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x82C1C491), ('P4rIngress.values_v11101.hi', 0x48128ED0)], 9547)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x7B24D487), ('P4rIngress.values_v11110.hi', 0x2B822886)], 9547)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xAD769478), ('P4rIngress.values_v11111.hi', 0x4C9370E6)], 9547)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x549C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000054B),
                gc.DataTuple('slot_count', 0x0000141A),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13E4699E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xE5EA5492),
                gc.KeyTuple('src_port', 0xE335),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x549C),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\xEA\x54\x92\x00\x00\x00\x00\xE3\x35\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x54\x9C\x00\x18\x13\xE4\x69\x9E\x00\x00\x01\xFA\x80\x00\x00\x00\x00\x40\x00\x00\xD6\xF4\x6C\x53\x4A\x22\x45\x67\x84\x0E\x15\x3A\xD2\x58\xE1\x1A\x8C\x57\x2F\x17\x94\x4A\x9B\xAB\x53\xAB\x0D\xD6\x72\x78\xE6\xEC\x47\xCF\x01\x09\x86\xD6\x6E\xEA\x3E\x33\x6E\xCA\x58\x18\x5F\x36\x45\x09\xC4\x93\x41\x88\x9F\x6B\xC6\xB8\x9B\xF5\x61\x30\x4B\x84\x45\xDA\xC2\x09\x36\x24\x8D\x5B\x50\xD8\xBC\x54\x7B\xCB\x3C\x9D\x7F\x63\xE7\xA3\xA2\x9F\x57\x3F\x53\x8F\xFF\x7C\x7D\x81\x24\x6D\x7D\x69\xF2\x1B\x87\xF5\x57\x52\xB4\x75\x1C\xE2\x37\xC7\x6B\xF6\x72\xB8\x4E\x78\x27\x4C\xE9\xD2\x75\x4D\xD5\xC4\x1D\x07\xED\xBC\x63\xC4\x96\x13\x2C\x5B\x12\x96\x20\x09\xE4\xE1\x16\xA2\x39\xC7\x49\x90\xD7\x67\x4A\x82\xC6\x6C\x56\xD5\x6B\xAC\x76\x45\x69\x39\x30\x53\x45\x19\x71\xCA\x29\xD5\xA8\xCD\x15\xC6\x67\x78\xDE\xA3\x92\xD1\xFD\xED\xCC\xD9\xA4\x83\x5B\x9A\xB9\x99\x45\x17\x7B\x55\x68\xE0\xC9\xC6\x93\xF4\x7A\x9D\xE8\xF6\x1F\x2D\x5F\xB2\xF9\xC2\x47\xAD\xE0\x45\x7C\x1C\xBE\xB1\x6B\xD6\x3B\x5C\xB4\xA7\xA2\xF1\x6D\x59\xEE\x64\x6E\x37\xB3\xDB\xD7\x33\x07\x81\x58\x8A\x08\x57\x0B\x96\xD5\xB2\x26\xAF\xBA\xB8\xB5\x76\x8E\x2F\x49\x7A\x17\xA2\xFF\xAD\x01\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\xEA\x54\x92\xBE\xEF\xE3\x35\x01\x20\x00\x00\x50\x34\x02\x82\x54\x9C\x00\x18\x13\xE4\x69\x9E\x00\x00\x01\xFA\x80\x00\x00\x00\x00\x40\x00\x1C\x80\x00\x00\x00\x4A\x22\x45\x67\x80\x00\x00\x00\xD2\x58\xE1\x1A\x80\x00\x00\x00\x94\x4A\x9B\xAB\x6F\x54\xF6\x68\x72\x78\xE6\xEC\x7F\xFF\xFF\xFF\x86\xD6\x6E\xEA\x18\x2C\x9B\x21\x58\x18\x5F\x36\x7F\xFF\xFF\xFF\x41\x88\x9F\x6B\x19\x6E\x00\x6A\x61\x30\x4B\x84\x7F\xFF\xFF\xFF\x36\x24\x8D\x5B\x7F\xFF\xFF\xFF\x7B\xCB\x3C\x9D\x7F\xFF\xFF\xFF\xA2\x9F\x57\x3F\x7F\xFF\xFF\xFF\x7D\x81\x24\x6D\x32\xF4\xB3\x10\x87\xF5\x57\x52\x80\x00\x00\x00\x37\xC7\x6B\xF6\x7F\xFF\xFF\xFF\x27\x4C\xE9\xD2\x7F\xFF\xFF\xFF\x1D\x07\xED\xBC\x7F\xFF\xFF\xFF\x2C\x5B\x12\x96\x7F\xFF\xFF\xFF\x16\xA2\x39\xC7\x7F\xFF\xFF\xFF\x4A\x82\xC6\x6C\x7F\xFF\xFF\xFF\x76\x45\x69\x39\x7F\xFF\xFF\xFF\x71\xCA\x29\xD5\x80\x00\x00\x00\x67\x78\xDE\xA3\x80\x00\x00\x00\xCC\xD9\xA4\x83\x7F\xFF\xFF\xFF\x45\x17\x7B\x55\x7F\xFF\xFF\xFF\x93\xF4\x7A\x9D\xD5\x15\xF2\xCA\x5F\xB2\xF9\xC2\x7F\xFF\xFF\xFF\x7C\x1C\xBE\xB1\x1C\x33\x64\xCD\xB4\xA7\xA2\xF1\x38\xB4\x5C\xC8\x6E\x37\xB3\xDB\x80\x00\x00\x00\x58\x8A\x08\x57\x7F\xFF\xFF\xFF\x26\xAF\xBA\xB8\x80\x00\x00\x00\x49\x7A\x17\xA2\xFF\xAD\x01\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAC12F0AA), ('P4rIngress.bitmap_seq.seq', 0x3433A994)], 12531)
        self.setRegisterValue('P4rIngress.rounds', 0x3433A994, 12531)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0xA7)], 12531)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12531)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB897DA40), ('P4rIngress.values_v00000.hi', 0x3A46E917)], 12531)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB1B33580), ('P4rIngress.values_v00001.hi', 0xAEC7AB5B)], 12531)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xC6F32EF5), ('P4rIngress.values_v00010.hi', 0xB570AAC7)], 12531)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xBF2A9E73), ('P4rIngress.values_v00011.hi', 0x3764FD2D)], 12531)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x063560D9), ('P4rIngress.values_v00100.hi', 0xB3F6790F)], 12531)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2B97AD63), ('P4rIngress.values_v00101.hi', 0x5F89224B)], 12531)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x479B61B7), ('P4rIngress.values_v00110.hi', 0x6754B4B3)], 12531)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x4490D86E), ('P4rIngress.values_v00111.hi', 0x73AC078E)], 12531)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6D1D2899), ('P4rIngress.values_v01000.hi', 0xAB1EB8BB)], 12531)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x741590B9), ('P4rIngress.values_v01001.hi', 0x7B2754D5)], 12531)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x735D708C), ('P4rIngress.values_v01010.hi', 0xDB822F64)], 12531)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x544E4DA0), ('P4rIngress.values_v01011.hi', 0xA51F296E)], 12531)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x563D6EFA), ('P4rIngress.values_v01100.hi', 0x615B12FD)], 12531)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6F5505F4), ('P4rIngress.values_v01101.hi', 0x83E5E78D)], 12531)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x8C015C63), ('P4rIngress.values_v01110.hi', 0x93E4EADB)], 12531)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x2DA8880B), ('P4rIngress.values_v01111.hi', 0xA50E4C4F)], 12531)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x56EED5B4), ('P4rIngress.values_v10000.hi', 0xC7127D3B)], 12531)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x0FBC0D82), ('P4rIngress.values_v10001.hi', 0x4A24BC86)], 12531)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x5C10B38F), ('P4rIngress.values_v10010.hi', 0x27D2C9EB)], 12531)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x9E6D3B55), ('P4rIngress.values_v10011.hi', 0x5937505E)], 12531)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x0BA4FCC6), ('P4rIngress.values_v10100.hi', 0xB4EEDC63)], 12531)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xB44F62B3), ('P4rIngress.values_v10101.hi', 0x2B2CB927)], 12531)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x492130FE), ('P4rIngress.values_v10110.hi', 0x656AD5F6)], 12531)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4D2D67D2), ('P4rIngress.values_v10111.hi', 0xAED5B5D8)], 12531)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x56473AAB), ('P4rIngress.values_v11000.hi', 0x447B3EF3)], 12531)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x775C9FEF), ('P4rIngress.values_v11001.hi', 0x2BF2DB67)], 12531)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x2CD10830), ('P4rIngress.values_v11010.hi', 0xAFA41A52)], 12531)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xDF543C59), ('P4rIngress.values_v11011.hi', 0x572E7222)], 12531)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xA5B2592D), ('P4rIngress.values_v11100.hi', 0x6AC6EA31)], 12531)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xB6A76556), ('P4rIngress.values_v11101.hi', 0x48510CE5)], 12531)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xF1C667A5), ('P4rIngress.values_v11110.hi', 0x7423E16D)], 12531)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x36B521B6), ('P4rIngress.values_v11111.hi', 0x1E34EB85)], 12531)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA7C0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000010F3),
                gc.DataTuple('slot_count', 0x0000018D),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x95D92BDF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xC86D0AB3),
                gc.KeyTuple('src_port', 0x8693),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA7C0),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x019F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x6D\x0A\xB3\x00\x00\x00\x00\x86\x93\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA7\xC0\x00\x18\x95\xD9\x2B\xDF\x00\x00\x01\xC9\x34\x33\xA9\x94\x00\x40\x00\x00\x89\x9F\xC9\x77\x4C\x64\xC7\x72\x99\x4F\xB4\xF9\x18\x4A\xBB\x59\xB2\xD6\x34\xC8\x9D\x66\x2A\xD7\x33\x96\xA1\x9F\x51\x34\x57\x40\x7B\xC3\xA8\xCD\xA8\x64\x65\xEC\xD1\x61\x8D\x0D\x5A\x0D\x30\xBB\x6C\xBC\x74\x77\x32\x69\xA3\x79\xBB\xD5\x5B\xAF\x2C\xF9\xBA\x18\x3A\x1F\x3B\x9B\x3A\x0B\xE3\x36\x1C\x9E\x9B\x07\x05\x0D\xD4\x52\x15\x1F\x55\xA1\x60\xA0\x5E\x8F\x3C\x9A\xEE\xF8\xA8\xDB\x6A\x91\x36\x74\x68\x93\x23\x4C\x61\xB5\x6F\x4D\xFC\x4A\xB3\x8E\xE5\x2F\xBB\xF9\x8B\x2D\xB5\xAC\x01\xEB\x97\xB9\xD7\xCF\xCD\xCD\x66\x63\xBE\x39\x71\x3F\xA7\xD6\xDE\xF2\x76\xE4\xE6\x67\x47\xCD\xFE\xF9\x50\x90\xD8\xF3\x5E\x47\xD8\xBF\xAD\x71\x33\x65\x6B\x24\xC4\x1C\xB5\xB9\xD2\x3E\xA6\xF8\xDA\x61\x06\x65\x34\x51\x6A\xEC\x8C\xF4\x66\xDD\x40\xFB\x80\x00\x00\x00\x6F\x16\xF5\x69\xC6\x79\xE3\xCE\xDC\x1B\xF0\xE8\x8E\xD2\x64\x4A\x6E\x52\x8E\x82\x6E\x7E\x5E\x39\x65\x57\xD8\x17\xCE\x0F\x64\x27\xC7\xAB\xFD\xDB\x59\xE3\x67\x9C\x95\xA1\x5E\xA9\x8A\x16\x5B\x67\xBA\x23\xF8\x4F\x6F\x69\x96\x56\x60\x36\xB7\x0D\x35\x35\x4E\x89\x33\x3E\x3A\x89\x75\x36\xE8\xEB\x3D\x7C\xB0\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC8\x6D\x0A\xB3\xBE\xEF\x86\x93\x01\x20\x00\x00\x50\x34\x02\x82\xA7\xC0\x00\x18\x95\xD9\x2B\xDF\x00\x00\x01\xC9\x34\x33\xA9\x94\x00\x40\x00\x0D\x80\x00\x00\x00\x4C\x64\xC7\x72\x80\x00\x00\x00\x18\x4A\xBB\x59\x80\x00\x00\x00\x9D\x66\x2A\xD7\xF2\xC1\x40\x12\x51\x34\x57\x40\x7F\xFF\xFF\xFF\xA8\x64\x65\xEC\xFC\xF9\x3A\x70\x5A\x0D\x30\xBB\x7F\xFF\xFF\xFF\x32\x69\xA3\x79\x00\x66\x34\x1D\x2C\xF9\xBA\x18\x7F\xFF\xFF\xFF\x3A\x0B\xE3\x36\x7F\xFF\xFF\xFF\x05\x0D\xD4\x52\x7F\xFF\xFF\xFF\x60\xA0\x5E\x8F\x7F\xFF\xFF\xFF\xA8\xDB\x6A\x91\x7F\xFF\xFF\xFF\x23\x4C\x61\xB5\x7F\xFF\xFF\xFF\xB3\x8E\xE5\x2F\x80\x00\x00\x00\xB5\xAC\x01\xEB\xC5\x62\x5F\xDA\xCD\xCD\x66\x63\x15\x28\x46\xF3\xA7\xD6\xDE\xF2\x7F\xFF\xFF\xFF\x47\xCD\xFE\xF9\x7F\xFF\xFF\xFF\x5E\x47\xD8\xBF\x80\x00\x00\x00\x6B\x24\xC4\x1C\xC1\x5E\xCF\x04\xA6\xF8\xDA\x61\xBA\xB4\x97\x04\x6A\xEC\x8C\xF4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC6\x79\xE3\xCE\x32\x63\x2B\x93\x8E\xD2\x64\x4A\x7F\xFF\xFF\xFF\x6E\x7E\x5E\x39\x7F\xFF\xFF\xFF\xCE\x0F\x64\x27\xA7\x00\x3A\x34\x59\xE3\x67\x9C\x80\x00\x00\x00\x8A\x16\x5B\x67\x80\x00\x00\x00\x6F\x69\x96\x56\x51\xFD\x1E\xB2\x35\x35\x4E\x89\x69\xF3\x5C\x3F\x75\x36\xE8\xEB\x3D\x7C\xB0\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1AB7CFC6), ('P4rIngress.bitmap_seq.seq', 0x844106A9)], 12922)
        self.setRegisterValue('P4rIngress.rounds', 0x844106A9, 12922)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xBF)], 12922)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12922)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB98264D0), ('P4rIngress.values_v00000.hi', 0x40BD91CE)], 12922)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xECD24FE4), ('P4rIngress.values_v00001.hi', 0x46DF512D)], 12922)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x7AF8BB13), ('P4rIngress.values_v00010.hi', 0xE52FE351)], 12922)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x76E7F566), ('P4rIngress.values_v00011.hi', 0x2D91448B)], 12922)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x53A74DAC), ('P4rIngress.values_v00100.hi', 0xF29DFACA)], 12922)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x4A6F78EE), ('P4rIngress.values_v00101.hi', 0x08E75953)], 12922)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x40C1FE4E), ('P4rIngress.values_v00110.hi', 0xB47D2AAE)], 12922)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x7A8CA84B), ('P4rIngress.values_v00111.hi', 0xBDEDAE47)], 12922)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x6FCAC8FB), ('P4rIngress.values_v01000.hi', 0x7E85EA9B)], 12922)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x74519AE8), ('P4rIngress.values_v01001.hi', 0xF684564D)], 12922)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x5E7AE6EB), ('P4rIngress.values_v01010.hi', 0xB3D189A2)], 12922)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x860F3676), ('P4rIngress.values_v01011.hi', 0xACE27DD6)], 12922)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xCAF9A0BF), ('P4rIngress.values_v01100.hi', 0xD29BAEEA)], 12922)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x1904BACB), ('P4rIngress.values_v01101.hi', 0x76991B19)], 12922)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x74841AE8), ('P4rIngress.values_v01110.hi', 0x7D2189A6)], 12922)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xA8B52761), ('P4rIngress.values_v01111.hi', 0x945CD2C1)], 12922)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x52524E04), ('P4rIngress.values_v10000.hi', 0xCDB4B8B6)], 12922)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x5BD9440F), ('P4rIngress.values_v10001.hi', 0xBDC2750C)], 12922)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6B9ED4B3), ('P4rIngress.values_v10010.hi', 0x9C3EEA2A)], 12922)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8ED96B38), ('P4rIngress.values_v10011.hi', 0x76A786BD)], 12922)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x651B0454), ('P4rIngress.values_v10100.hi', 0x6D45B51A)], 12922)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x58FAA4AB), ('P4rIngress.values_v10101.hi', 0x506FAE3B)], 12922)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x2769D5C4), ('P4rIngress.values_v10110.hi', 0x5A542CC1)], 12922)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x671B7977), ('P4rIngress.values_v10111.hi', 0x777B5B19)], 12922)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x77D7FB04), ('P4rIngress.values_v11000.hi', 0xA2729D0A)], 12922)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7318A0EF), ('P4rIngress.values_v11001.hi', 0xAFD456B8)], 12922)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xB50B4617), ('P4rIngress.values_v11010.hi', 0x1A7F0B31)], 12922)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5594441A), ('P4rIngress.values_v11011.hi', 0x642D6E66)], 12922)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5CF76374), ('P4rIngress.values_v11100.hi', 0x66BA0DB8)], 12922)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x3EBEAD75), ('P4rIngress.values_v11101.hi', 0x5D017909)], 12922)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x8AF6EF1A), ('P4rIngress.values_v11110.hi', 0x35BCFDB6)], 12922)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xA7B5FA6E), ('P4rIngress.values_v11111.hi', 0xA6D50AAB)], 12922)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6BF8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007A3),
                gc.DataTuple('slot_count', 0x000010A1),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEA9B7BF9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x87B0D31F),
                gc.KeyTuple('src_port', 0x91BE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6BF8),
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
        ig_port = 1
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\xB0\xD3\x1F\x00\x00\x00\x00\x91\xBE\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x6B\xF8\x00\x18\xEA\x9B\x7B\xF9\x0A\xD7\x07\xF4\x84\x41\x06\xA9\x00\x40\x00\x00\xAD\x8B\xB9\x5D\x7A\x94\xDC\xE6\x86\xC6\xD3\xA8\x0B\x48\x51\x57\x08\xB5\xD4\x97\x91\x14\x00\x17\x86\xAA\xED\x76\x69\xDD\x67\x89\xC8\xEF\x59\x51\x9E\xC5\xBD\x47\x7C\x22\xDE\xF3\xEE\xB0\xCD\x5B\xFC\xAC\x07\xA2\xB3\xF9\x89\x8E\x59\x9E\x08\x6E\x6D\xF9\xED\x17\x49\xDA\xBE\xDB\xA9\x2D\x2E\xDB\x67\x32\xF8\xEB\x6D\xCD\x57\xED\x4A\x84\xF4\xA6\xE9\x29\x3C\x5F\x82\x2C\x45\x3D\xBC\xF9\x5D\xFC\x8E\xDF\xAA\x99\xD5\xB9\xF6\xEA\x7B\xD0\x20\x4B\x22\xC2\x45\x5D\x12\x42\x6E\x06\x60\xE2\xD9\xF7\x98\x79\x62\x37\xAC\x3A\x6D\x79\xDD\xCB\x9F\x89\xAF\xB7\xDD\xA3\x41\xF2\x2C\x9A\x91\xF7\x56\xD1\x16\x9C\x93\xBB\xA8\x27\xAB\x16\x23\x88\xAA\x3C\x76\x0C\xCA\xB1\x7F\x2A\x4F\xF6\x44\x54\x14\xE5\x42\x08\xE6\xAB\x6A\xAD\x6F\x05\x7A\x39\x1D\x4F\x55\x43\xAB\xF1\x52\x30\x2D\x2B\x11\x49\x3A\x0D\xF0\x31\x0E\xE3\xB2\x28\x96\x5D\x31\x8A\xCF\xAF\xC4\xAB\x72\x9C\x0E\x8F\xD3\x7C\x68\x86\xC3\xDB\x48\x4A\xDF\xBE\x52\xFF\x3F\x1E\x49\xD3\x54\x5B\x19\x45\xF2\x48\x66\x66\xE4\x55\x5C\xB6\xDD\x45\xD4\x7F\x92\x3A\x79\xB6\x28\x91\xB3\x34\xA3\x84\xAC\x56\xEA\x81\x94\x2A\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x87\xB0\xD3\x1F\xBE\xEF\x91\xBE\x01\x20\x00\x00\x50\x34\x02\x82\x6B\xF8\x00\x18\xEA\x9B\x7B\xF9\x0A\xD7\x01\xF4\x84\x41\x06\xA9\x00\x40\x00\x0B\x80\x00\x00\x00\x7A\x94\xDC\xE6\x80\x00\x00\x00\x0B\x48\x51\x57\x7F\xFF\xFF\xFF\x91\x14\x00\x17\xFD\x92\xE2\xDC\x69\xDD\x67\x89\x1C\x96\xA6\xFD\x9E\xC5\xBD\x47\x7F\xFF\xFF\xFF\xEE\xB0\xCD\x5B\x3D\x6E\x05\xF0\xB3\xF9\x89\x8E\x7F\xFF\xFF\xFF\x6D\xF9\xED\x17\x7F\xFF\xFF\xFF\xA9\x2D\x2E\xDB\x7F\xFF\xFF\xFF\x6D\xCD\x57\xED\x7F\xFF\xFF\xFF\xE9\x29\x3C\x5F\x80\x00\x00\x00\xBC\xF9\x5D\xFC\x80\x00\x00\x00\xD5\xB9\xF6\xEA\x7F\xFF\xFF\xFF\x22\xC2\x45\x5D\x7F\xFF\xFF\xFF\x60\xE2\xD9\xF7\x80\x00\x00\x00\xAC\x3A\x6D\x79\x30\x1D\xED\x8D\xAF\xB7\xDD\xA3\x7F\xFF\xFF\xFF\x91\xF7\x56\xD1\x7F\xFF\xFF\xFF\xA8\x27\xAB\x16\xB2\x62\x15\x74\x76\x0C\xCA\xB1\x7F\xFF\xFF\xFF\x44\x54\x14\xE5\x7F\xFF\xFF\xFF\x6A\xAD\x6F\x05\x7F\xFF\xFF\xFF\x55\x43\xAB\xF1\x7F\xFF\xFF\xFF\x11\x49\x3A\x0D\x68\x09\x09\xE7\xB2\x28\x96\x5D\x7F\xFF\xFF\xFF\xC4\xAB\x72\x9C\xC3\x9B\x19\x93\x68\x86\xC3\xDB\x7F\xFF\xFF\xFF\x52\xFF\x3F\x1E\x7F\xFF\xFF\xFF\x19\x45\xF2\x48\x7F\xFF\xFF\xFF\x5C\xB6\xDD\x45\x80\x00\x00\x00\x79\xB6\x28\x91\x80\x00\x00\x00\xAC\x56\xEA\x81\x94\x2A\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4EC54BA7), ('P4rIngress.bitmap_seq.seq', 0xE0B0E422)], 14170)
        self.setRegisterValue('P4rIngress.rounds', 0xE0B0E422, 14170)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0xAA)], 14170)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14170)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8FBA78DE), ('P4rIngress.values_v00000.hi', 0x2DB1C579)], 14170)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xA5255725), ('P4rIngress.values_v00001.hi', 0xCE82C555)], 14170)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8338BC53), ('P4rIngress.values_v00010.hi', 0x8BC39DD0)], 14170)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x5EAF264F), ('P4rIngress.values_v00011.hi', 0x7CFB4F93)], 14170)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x7D5E612B), ('P4rIngress.values_v00100.hi', 0x908D0DBD)], 14170)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xADACFE55), ('P4rIngress.values_v00101.hi', 0x5A115A63)], 14170)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0E5F8031), ('P4rIngress.values_v00110.hi', 0x3B9764BC)], 14170)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x589D7A96), ('P4rIngress.values_v00111.hi', 0x43796325)], 14170)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x3BC87E19), ('P4rIngress.values_v01000.hi', 0x46565A6F)], 14170)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x5C65B3D5), ('P4rIngress.values_v01001.hi', 0x40707322)], 14170)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6597DF0B), ('P4rIngress.values_v01010.hi', 0xCF9A2687)], 14170)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5905B1FE), ('P4rIngress.values_v01011.hi', 0xC834FC49)], 14170)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x452B5C7F), ('P4rIngress.values_v01100.hi', 0x2B529155)], 14170)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x4617D1D5), ('P4rIngress.values_v01101.hi', 0x402F0C4A)], 14170)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xA0C1549F), ('P4rIngress.values_v01110.hi', 0xA2635749)], 14170)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x61D95163), ('P4rIngress.values_v01111.hi', 0xA6E2697B)], 14170)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x4D346EDE), ('P4rIngress.values_v10000.hi', 0xA8B784D6)], 14170)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xAB363B06), ('P4rIngress.values_v10001.hi', 0x7A148505)], 14170)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x1A70EB78), ('P4rIngress.values_v10010.hi', 0xC2946F05)], 14170)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6AFB3342), ('P4rIngress.values_v10011.hi', 0x548A993A)], 14170)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x8E8BF80D), ('P4rIngress.values_v10100.hi', 0x450DC4DA)], 14170)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7FE25904), ('P4rIngress.values_v10101.hi', 0xCBA90DAA)], 14170)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7993C6F1), ('P4rIngress.values_v10110.hi', 0x1DF13941)], 14170)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xB6F638B3), ('P4rIngress.values_v10111.hi', 0x3E541962)], 14170)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xE3778473), ('P4rIngress.values_v11000.hi', 0x1CDBD735)], 14170)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x550F03A7), ('P4rIngress.values_v11001.hi', 0xBED324D5)], 14170)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x7D0EABBA), ('P4rIngress.values_v11010.hi', 0x5D8E7F45)], 14170)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x92E8C81D), ('P4rIngress.values_v11011.hi', 0xB3C6D8D7)], 14170)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x7244E710), ('P4rIngress.values_v11100.hi', 0x45364671)], 14170)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xBCD92F69), ('P4rIngress.values_v11101.hi', 0x9EFE8C79)], 14170)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x71FBDD7C), ('P4rIngress.values_v11110.hi', 0x25B52D93)], 14170)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x1119A7A7), ('P4rIngress.values_v11111.hi', 0x06982866)], 14170)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7DDA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001592),
                gc.DataTuple('slot_count', 0x0000090B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF822F7D5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x3DD41A4A),
                gc.KeyTuple('src_port', 0xB0CB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7DDA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00DD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3D\xD4\x1A\x4A\x00\x00\x00\x00\xB0\xCB\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x7D\xDA\x00\x18\xF8\x22\xF7\xD5\x01\xC8\x01\xC4\xE0\xB0\xE4\x22\x00\x40\x00\x00\x9A\xBA\xBC\xC7\x65\x0D\x0B\x9E\xB3\x08\x5A\x6D\xDC\xB6\xAD\x75\x80\x8A\x9D\x4A\x95\x22\x42\xEC\xF3\x83\x79\xFD\x2A\xC0\xD3\xA5\x74\x6C\x19\x3D\xB3\xE3\xEC\xB5\xE5\xDF\x22\xE5\x51\x61\x4B\xC1\x75\x7B\x15\x4B\x51\xCE\x79\x15\xC9\x08\xED\x86\x70\x79\xB2\xF8\x50\xEF\x18\xE0\xCD\x56\x52\xA8\x44\x54\x52\x36\x66\xF0\x1A\x75\x34\x58\x9C\x77\x55\x8C\x5A\x82\x5C\xFD\x3C\x87\xB1\xD3\xEA\xD1\x4C\xC3\xA7\xEA\x61\x37\x91\xB3\x4B\x97\x1E\x18\x6B\xB6\x07\x4A\xBD\x4D\x1E\x8F\x8F\x62\x46\x3D\x29\xC3\x5A\xF8\x94\xF2\x0C\x95\x3B\x1B\x69\x49\xAA\x32\xD6\xF1\x99\x51\x62\x7A\x52\x67\xED\x6C\x26\xBA\x47\x27\xB9\xFA\xFC\xAA\x33\x8B\x4E\xF6\x56\xEB\x3D\x64\xB8\xEC\xDA\x70\x7D\xEA\x0C\x9D\x7C\x15\x5F\x3D\x5A\x2F\xC9\xCA\x76\xBA\xC0\xFB\x75\x41\xFB\x7F\x42\xF2\xCF\xB7\x63\xB9\xDB\xFE\x87\x5D\x30\x54\x76\x97\x4B\xB5\x35\x5A\xC2\x36\x8D\x9B\x1E\xE1\xD5\x62\xE8\x1B\x7F\xCB\x4A\xC3\xBB\xBF\x01\x1D\xA6\x5D\x7F\xB8\x47\x1B\x8D\x9D\x4D\xD6\xD9\xDB\x61\x95\xA6\x8B\x24\x8C\xB4\xDE\x49\xA5\x45\xA1\x65\xF1\x3C\xBF\x6D\x18\xD2\x31\x6C\x70\xE9\xA4\xDA\x04\xB0\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3D\xD4\x1A\x4A\xBE\xEF\xB0\xCB\x01\x20\x00\x00\x50\x34\x02\x82\x7D\xDA\x00\x18\xF8\x22\xF7\xD5\x01\xC8\x01\xC4\xE0\xB0\xE4\x22\x00\x40\x00\x02\x80\x00\x00\x00\x65\x0D\x0B\x9E\x80\x00\x00\x00\xDC\xB6\xAD\x75\x80\x00\x00\x00\x95\x22\x42\xEC\x52\x32\xA0\x4C\x2A\xC0\xD3\xA5\x7F\xFF\xFF\xFF\xB3\xE3\xEC\xB5\x93\x8C\x21\x3A\x51\x61\x4B\xC1\x7F\xFF\xFF\xFF\x51\xCE\x79\x15\x21\xA6\x68\x1C\x70\x79\xB2\xF8\x7F\xFF\xFF\xFF\xCD\x56\x52\xA8\x7F\xFF\xFF\xFF\x66\xF0\x1A\x75\x7F\xFF\xFF\xFF\x55\x8C\x5A\x82\x7F\xFF\xFF\xFF\xB1\xD3\xEA\xD1\x7F\xFF\xFF\xFF\x61\x37\x91\xB3\x7F\xFF\xFF\xFF\x6B\xB6\x07\x4A\x80\x00\x00\x00\x8F\x62\x46\x3D\x7F\xFF\xFF\xFF\x94\xF2\x0C\x95\x7F\xFF\xFF\xFF\xAA\x32\xD6\xF1\x80\x00\x00\x00\x52\x67\xED\x6C\x41\x2B\x32\x9F\xB9\xFA\xFC\xAA\x7F\xFF\xFF\xFF\x56\xEB\x3D\x64\x80\x00\x00\x00\x7D\xEA\x0C\x9D\x7F\xFF\xFF\xFF\x5A\x2F\xC9\xCA\x7F\xFF\xFF\xFF\x75\x41\xFB\x7F\xF9\xE9\x08\x6A\x63\xB9\xDB\xFE\x80\x00\x00\x00\x76\x97\x4B\xB5\x7F\xFF\xFF\xFF\x8D\x9B\x1E\xE1\x52\x71\x93\xD5\x7F\xCB\x4A\xC3\x80\x00\x00\x00\xA6\x5D\x7F\xB8\x7F\xFF\xFF\xFF\x4D\xD6\xD9\xDB\x1E\x6E\xD5\xF4\x24\x8C\xB4\xDE\x7F\xFF\xFF\xFF\x65\xF1\x3C\xBF\x7E\x32\x79\xD8\x6C\x70\xE9\xA4\xDA\x04\xB0\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2A54E21B), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 16095)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 16095)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x1B)], 16095)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 16095)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x91DBA72B), ('P4rIngress.values_v00000.hi', 0x4CAB3879)], 16095)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xAFD2E117), ('P4rIngress.values_v00001.hi', 0xDDC48632)], 16095)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x8BD77BED), ('P4rIngress.values_v00010.hi', 0x80372EAB)], 16095)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xAEBA2521), ('P4rIngress.values_v00011.hi', 0x6CC56735)], 16095)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x4D636CB7), ('P4rIngress.values_v00100.hi', 0xED1F9E99)], 16095)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x1C4B4742), ('P4rIngress.values_v00101.hi', 0x4FFEC79B)], 16095)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x50BDA840), ('P4rIngress.values_v00110.hi', 0x3748565C)], 16095)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD399B65B), ('P4rIngress.values_v00111.hi', 0x59C499E7)], 16095)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x7B6968DB), ('P4rIngress.values_v01000.hi', 0x24A6B39E)], 16095)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x8D703ED2), ('P4rIngress.values_v01001.hi', 0x1E4AFD85)], 16095)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x71D2A9B7), ('P4rIngress.values_v01010.hi', 0x5AAB56FA)], 16095)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x29EB3FBD), ('P4rIngress.values_v01011.hi', 0xEB4B950F)], 16095)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xD2F2C12F), ('P4rIngress.values_v01100.hi', 0x5E5B1B29)], 16095)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x555F10B3), ('P4rIngress.values_v01101.hi', 0x1AE4799A)], 16095)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x395B9368), ('P4rIngress.values_v01110.hi', 0x5FADDDF5)], 16095)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xE500FAC9), ('P4rIngress.values_v01111.hi', 0x74E9FFDF)], 16095)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x9773260B), ('P4rIngress.values_v10000.hi', 0x6135C59F)], 16095)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x6A19A537), ('P4rIngress.values_v10001.hi', 0x2D2DB321)], 16095)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x09B754B9), ('P4rIngress.values_v10010.hi', 0x437A2D2E)], 16095)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x6ADFA1B5), ('P4rIngress.values_v10011.hi', 0x2F34F224)], 16095)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xFD59D7C5), ('P4rIngress.values_v10100.hi', 0x673D66D3)], 16095)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x786ECDD7), ('P4rIngress.values_v10101.hi', 0xA189A4C9)], 16095)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x72D0AC9B), ('P4rIngress.values_v10110.hi', 0x5E962F66)], 16095)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4A872B5D), ('P4rIngress.values_v10111.hi', 0x5430A6DB)], 16095)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x1A1F79C7), ('P4rIngress.values_v11000.hi', 0x5E54C7C7)], 16095)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x80000000), ('P4rIngress.values_v11001.hi', 0x47202F1A)], 16095)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x52460E9A), ('P4rIngress.values_v11010.hi', 0xE1870F31)], 16095)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x0BB4CB5E), ('P4rIngress.values_v11011.hi', 0x48A3E0D8)], 16095)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x00000000), ('P4rIngress.values_v11100.hi', 0x88FACB28)], 16095)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x2E52AF2B), ('P4rIngress.values_v11101.hi', 0x48D80FEA)], 16095)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x66385592), ('P4rIngress.values_v11110.hi', 0x70C39CEF)], 16095)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x532EC52E), ('P4rIngress.values_v11111.hi', 0x9F4678AB)], 16095)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x789D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C20),
                gc.DataTuple('slot_count', 0x000003E0),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x31ECD71B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0xDB4A4E2C),
                gc.KeyTuple('src_port', 0x0FEF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x789D),
                gc.DataTuple('rank', 0x0018),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDB\x4A\x4E\x2C\x00\x00\x00\x00\x0F\xEF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x78\x9D\x00\x18\x31\xEC\xD7\x1B\x02\xBF\x01\x44\x00\x00\x00\x00\x00\x40\x00\x00\xB9\x33\x74\x6E\x5D\x8E\x57\x2F\xBE\x1E\x53\xE9\x6E\xE5\xD5\x57\xDC\xC3\x68\x6D\xB1\xEA\x4C\xCF\x32\x3F\xB5\xAF\x3D\x5B\x84\x49\x44\xA1\x06\x21\x89\x9D\xD1\xDD\x5A\xF8\xC6\x69\x64\x54\x57\xFB\x30\xA4\x4B\x94\x79\x6C\x22\x69\xD4\xDB\x92\xFD\x28\xDD\xDE\xCD\x49\xED\xC9\x05\x5C\x9D\x6A\xEE\xAB\x0E\x08\x56\xB6\xC6\xA7\xD7\xDA\x97\xBE\x86\x02\xFB\x58\x85\x66\xFA\x35\x5F\x8D\xA3\xED\xCF\xA6\x7B\x81\x02\x2C\x7F\x63\x27\x55\xCC\x59\x8E\x29\x2E\xAD\xA3\x69\x9B\x31\x4E\x44\xBC\x6F\xA6\xE5\xFE\x62\x7F\x41\xFD\xBD\xFF\xC8\x49\x6D\x2B\x49\x99\x1D\xC7\x5B\x56\x3D\xA5\xA7\x2F\xC5\xBB\x39\xB2\x53\xC3\x4B\x2A\xAF\xE2\x46\xD3\xA6\x63\x7B\x94\x93\x6E\x94\x3B\x13\xDB\x62\x45\xA0\x6E\x6B\x5A\x3F\x9B\xA4\xA6\xA3\x67\x25\xFA\xB7\x49\x5C\xDB\x2F\x85\x7E\x8F\x11\x8F\x56\x78\xAF\xCF\xEB\x61\x79\x57\x0A\x14\x6A\x1D\x33\xB2\x1E\xBC\x46\x01\x53\xC1\x56\xE6\x3C\xD8\x99\xE9\x99\xB9\xB8\xB6\xAA\x40\x63\x45\x73\xDE\x00\x00\x00\x00\xAE\x89\x4C\xB7\x76\xA0\xC3\x39\x5D\x65\x6B\xCD\x2E\x26\xC9\x17\x46\x9F\x5D\x85\x9D\xA2\xE1\xA2\xD8\xD4\x4D\x71\x4F\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDB\x4A\x4E\x2C\xBE\xEF\x0F\xEF\x01\x20\x00\x00\x50\x34\x02\x82\x78\x9D\x00\x18\x31\xEC\xD7\x1B\x02\xBF\x01\x44\x00\x00\x00\x00\x00\x40\x00\x13\x80\x00\x00\x00\x5D\x8E\x57\x2F\x80\x00\x00\x00\x6E\xE5\xD5\x57\x80\x00\x00\x00\xB1\xEA\x4C\xCF\xE0\xF9\xDA\xD0\x3D\x5B\x84\x49\x7F\xFF\xFF\xFF\x89\x9D\xD1\xDD\x77\x44\x0D\xAB\x64\x54\x57\xFB\x7F\xFF\xFF\xFF\x79\x6C\x22\x69\xA8\x75\x49\x58\x28\xDD\xDE\xCD\x7F\xFF\xFF\xFF\x5C\x9D\x6A\xEE\x80\x00\x00\x00\xB6\xC6\xA7\xD7\x4C\x6A\x68\x3D\x02\xFB\x58\x85\x7F\xFF\xFF\xFF\x8D\xA3\xED\xCF\x80\x00\x00\x00\x2C\x7F\x63\x27\x7F\xFF\xFF\xFF\x29\x2E\xAD\xA3\x7F\xFF\xFF\xFF\x44\xBC\x6F\xA6\xCA\xFF\x5D\x48\x41\xFD\xBD\xFF\x80\x00\x00\x00\x49\x99\x1D\xC7\x7F\xFF\xFF\xFF\xA7\x2F\xC5\xBB\x43\x69\xA8\x7C\x4B\x2A\xAF\xE2\x7F\xFF\xFF\xFF\x7B\x94\x93\x6E\x91\x94\xEB\xA0\x62\x45\xA0\x6E\x7F\xFF\xFF\xFF\xA4\xA6\xA3\x67\x7F\xFF\xFF\xFF\x5C\xDB\x2F\x85\x7F\xFF\xFF\xFF\x56\x78\xAF\xCF\x05\x80\xF3\x1E\x0A\x14\x6A\x1D\xB3\xB2\x1E\xBC\x46\x01\x53\xC1\x7F\xFF\xFF\xFF\x99\xE9\x99\xB9\xC4\x6B\x75\x9E\x63\x45\x73\xDE\x00\x00\x00\x00\xAE\x89\x4C\xB7\x7F\xFF\xFF\xFF\x5D\x65\x6B\xCD\x7F\xFF\xFF\xFF\x46\x9F\x5D\x85\xF0\xD1\xA6\xD0\xD8\xD4\x4D\x71\x4F\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65\xCF\x28\xD1\x7B\xEE\xA2\x22\x12\x93\x2F\x3F\xF8\x5D\x0C\x52\x7B\x5D\xE2\x25\xAF\x6D\xEF\xCC\xB2\x4D\x5B\xC4\x45\x35\x89\xAD\xE8\x9D\xA0\x36\xE5\x63\xA9\xEC\x71\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAAC8D9C7), ('P4rIngress.bitmap_seq.seq', 0xCA000000)], 16039)
        self.setRegisterValue('P4rIngress.rounds', 0xCA000000, 16039)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x08)], 16039)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 16039)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xC019CDD9), ('P4rIngress.values_v00000.hi', 0x19BC98C3)], 16039)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xDAEE8A6A), ('P4rIngress.values_v00001.hi', 0xA6E0F0F5)], 16039)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA7EEA63D), ('P4rIngress.values_v00010.hi', 0xD1BC9553)], 16039)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE4C86F35), ('P4rIngress.values_v00011.hi', 0x46A2D76A)], 16039)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x6CFEA4D7), ('P4rIngress.values_v00100.hi', 0xE5BB72ED)], 16039)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x2E499FEB), ('P4rIngress.values_v00101.hi', 0x6878DCE6)], 16039)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x5CCEA4F1), ('P4rIngress.values_v00110.hi', 0x3A613B99)], 16039)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xAD3CA7D7), ('P4rIngress.values_v00111.hi', 0x4AE3BD69)], 16039)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x4E4BB7CD), ('P4rIngress.values_v01000.hi', 0xCFDD5B5B)], 16039)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x53F1364F), ('P4rIngress.values_v01001.hi', 0x4CB60F4F)], 16039)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x6390D153), ('P4rIngress.values_v01010.hi', 0x1FBDFFF3)], 16039)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x336326C0), ('P4rIngress.values_v01011.hi', 0x36936A6F)], 16039)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xAD2EB813), ('P4rIngress.values_v01100.hi', 0x1C67DD27)], 16039)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7B7B2DA3), ('P4rIngress.values_v01101.hi', 0x65CA2A58)], 16039)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x168D8F2B), ('P4rIngress.values_v01110.hi', 0xB66DC031)], 16039)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x51EA5FD8), ('P4rIngress.values_v01111.hi', 0x39ED3201)], 16039)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x3C532F43), ('P4rIngress.values_v10000.hi', 0x5514279F)], 16039)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xDADF3FA7), ('P4rIngress.values_v10001.hi', 0x84BC70D2)], 16039)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x75677A63), ('P4rIngress.values_v10010.hi', 0x14BCDC0B)], 16039)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x8561A532), ('P4rIngress.values_v10011.hi', 0x5EC94E4A)], 16039)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xB8AD093D), ('P4rIngress.values_v10100.hi', 0xE2A0C683)], 16039)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x9EF230EE), ('P4rIngress.values_v10101.hi', 0xA811C375)], 16039)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xAEEB9334), ('P4rIngress.values_v10110.hi', 0x798DB5D4)], 16039)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0xA4A69934), ('P4rIngress.values_v10111.hi', 0x327461BB)], 16039)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6C186F93), ('P4rIngress.values_v11000.hi', 0xA6DDEAE3)], 16039)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xDFCFAB9F), ('P4rIngress.values_v11001.hi', 0x149BF9BD)], 16039)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xA2729B20), ('P4rIngress.values_v11010.hi', 0x2B17B3A9)], 16039)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x95E73905), ('P4rIngress.values_v11011.hi', 0xBA6373AC)], 16039)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x10311AD3), ('P4rIngress.values_v11100.hi', 0xAD6D9EB4)], 16039)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xAD41D3BE), ('P4rIngress.values_v11101.hi', 0x5FD51DEF)], 16039)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x756ECA70), ('P4rIngress.values_v11110.hi', 0xA0D2D50B)], 16039)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xABD167C5), ('P4rIngress.values_v11111.hi', 0x5E760AF3)], 16039)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1581),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012EF),
                gc.DataTuple('slot_count', 0x00000D11),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDEC07204),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x1A1C7F26),
                gc.KeyTuple('src_port', 0x7D92),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1581),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0106),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1A\x1C\x7F\x26\x00\x00\x00\x00\x7D\x92\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x15\x81\x00\x18\xDE\xC0\x72\x04\x0B\xB8\x07\x10\xCA\x00\x00\x00\x00\x40\x00\x00\x95\x5C\x78\x15\x73\x87\x1D\xF1\x96\xA5\x08\x6C\x0A\x40\xAE\x36\xBB\xC4\xE7\x78\x8C\xD9\xDC\x1F\x35\x78\x94\x33\x6C\x7A\xEB\xE9\x31\xB3\xE3\x0B\x93\x51\xB0\xBD\xDE\x78\xAE\xAF\x75\x5C\xB8\x67\x4D\xE7\xBC\xE5\x64\xC7\x72\x1C\x7C\xF1\x5D\xD1\x6A\xEE\xE8\x6B\x4B\x02\xC6\xEC\xF3\x4F\x55\x4F\x4F\xBA\x54\x82\x5C\x8A\x65\x5F\x2B\x42\x11\x5C\x49\xE6\xEC\xAB\x50\xF5\xB6\x1A\x66\xC8\x7B\x6D\xDD\x37\x98\xFF\xA9\xAE\x87\x73\x5F\xAE\x89\x46\x4D\xB2\x75\x4E\x03\xB5\xDE\xF9\x9A\x75\x36\xAB\x69\xAC\xC9\x5F\x5B\x74\xB6\xBF\x62\xF6\xDF\xEB\x47\xBD\x26\x5D\x82\xAC\x36\x61\x00\x37\x58\x7A\x2A\x21\xB9\x45\x0B\x55\x5D\x5A\xB3\x31\xA1\x29\x64\xF3\x4F\xC6\xC6\x8D\x7A\x1E\x8D\xE3\x7A\x3F\xA6\x70\x68\x05\xCF\x94\xF9\x5D\x9E\x5D\x44\x46\x70\x5D\xD0\xEF\x1C\x97\x1B\x24\xAC\x63\xC4\x8E\x6D\x8D\x2E\x95\xB5\x85\x18\xC9\xFC\x96\xEA\x41\xCE\xB9\xE8\x2F\xCA\xCE\xDC\x6F\x66\x80\x78\xD9\xB3\x97\xB9\x51\xB6\x54\xA3\xBA\xC3\x57\xA9\xEF\x3A\xC9\x0A\x74\xAA\x21\xD8\xD1\x5D\xB9\x45\xAD\x47\x7B\x4A\x59\xB7\xCB\x16\x9C\xC4\x39\x3B\xE4\x7B\x41\x87\x21\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1A\x1C\x7F\x26\xBE\xEF\x7D\x92\x01\x20\x00\x00\x50\x34\x02\x82\x15\x81\x00\x18\xDE\xC0\x72\x04\x0B\xB8\x01\x10\xCA\x00\x00\x00\x00\x40\x00\x17\x80\x00\x00\x00\x73\x87\x1D\xF1\x80\x00\x00\x00\x0A\x40\xAE\x36\x80\x00\x00\x00\x8C\xD9\xDC\x1F\x1A\x41\x03\x68\x6C\x7A\xEB\xE9\x7F\xFF\xFF\xFF\x93\x51\xB0\xBD\x0C\xC2\x4E\x9A\x75\x5C\xB8\x67\x7F\xFF\xFF\xFF\x64\xC7\x72\x1C\x2A\x2E\x05\xA8\x6A\xEE\xE8\x6B\x7F\xFF\xFF\xFF\xF3\x4F\x55\x4F\x7F\xFF\xFF\xFF\x5C\x8A\x65\x5F\x7F\xFF\xFF\xFF\x49\xE6\xEC\xAB\x7F\xFF\xFF\xFF\x66\xC8\x7B\x6D\x8A\x66\x51\x12\xA9\xAE\x87\x73\x7F\xFF\xFF\xFF\x4D\xB2\x75\x4E\x1A\x43\x6E\x24\x9A\x75\x36\xAB\x7F\xFF\xFF\xFF\x5B\x74\xB6\xBF\x7F\xFF\xFF\xFF\x47\xBD\x26\x5D\x80\x00\x00\x00\x00\x37\x58\x7A\x7F\xFF\xFF\xFF\x0B\x55\x5D\x5A\x80\x00\x00\x00\x64\xF3\x4F\xC6\x80\x00\x00\x00\x8D\xE3\x7A\x3F\x80\x00\x00\x00\xCF\x94\xF9\x5D\x80\x00\x00\x00\x70\x5D\xD0\xEF\xC1\x3D\xB4\x58\xAC\x63\xC4\x8E\x7F\xFF\xFF\xFF\xB5\x85\x18\xC9\xDC\x66\x95\xE0\xCE\xB9\xE8\x2F\x80\x00\x00\x00\x66\x80\x78\xD9\x80\x00\x00\x00\xB6\x54\xA3\xBA\xD3\x88\xC4\xC2\x3A\xC9\x0A\x74\x80\x00\x00\x00\x5D\xB9\x45\xAD\x7F\xFF\xFF\xFF\xB7\xCB\x16\x9C\x80\x00\x00\x00\x7B\x41\x87\x21\x94\x43\xEE\x6E\xC1\x2E\xEC\x18\xCE\x59\x70\xDC\x75\x2C\x2C\x67\xD1\x9A\xD4\x29\xBF\x04\x59\xCE\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5007E4BD), ('P4rIngress.bitmap_seq.seq', 0x921160D0)], 12565)
        self.setRegisterValue('P4rIngress.rounds', 0x921160D0, 12565)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x1A)], 12565)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12565)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9FDBCE9B), ('P4rIngress.values_v00000.hi', 0x772D1D67)], 12565)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9537DBA7), ('P4rIngress.values_v00001.hi', 0x0A4C0DB2)], 12565)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x88DB04E8), ('P4rIngress.values_v00010.hi', 0x94DC6475)], 12565)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x3DCB5795), ('P4rIngress.values_v00011.hi', 0x671635BB)], 12565)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x71BE46A1), ('P4rIngress.values_v00100.hi', 0x9ACA994A)], 12565)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x62D65C9B), ('P4rIngress.values_v00101.hi', 0x4FCD45A1)], 12565)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x63B555AB), ('P4rIngress.values_v00110.hi', 0x3C75B161)], 12565)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x0D576A7F), ('P4rIngress.values_v00111.hi', 0x6BB852BD)], 12565)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x514E5461), ('P4rIngress.values_v01000.hi', 0x74352E93)], 12565)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x422DAD27), ('P4rIngress.values_v01001.hi', 0x66C526F1)], 12565)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x3BDBB340), ('P4rIngress.values_v01010.hi', 0xDEB274B1)], 12565)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5EE917E7), ('P4rIngress.values_v01011.hi', 0x4CD3391F)], 12565)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x00000000), ('P4rIngress.values_v01100.hi', 0xE6436F9B)], 12565)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x7EE4CD64), ('P4rIngress.values_v01101.hi', 0x27BE43B4)], 12565)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x3EEF81CB), ('P4rIngress.values_v01110.hi', 0x88C1ACDA)], 12565)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x65A7ED2D), ('P4rIngress.values_v01111.hi', 0x4DED546B)], 12565)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x62BB2424), ('P4rIngress.values_v10000.hi', 0x4B93687A)], 12565)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xA1EAB397), ('P4rIngress.values_v10001.hi', 0xCAAEBD17)], 12565)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x31F160D7), ('P4rIngress.values_v10010.hi', 0x93DEE4F3)], 12565)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x2BD5F9B7), ('P4rIngress.values_v10011.hi', 0x8AF17DC2)], 12565)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x00000000), ('P4rIngress.values_v10100.hi', 0xECFB355F)], 12565)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x5B27B6D9), ('P4rIngress.values_v10101.hi', 0x682BAAD2)], 12565)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xA0506C7D), ('P4rIngress.values_v10110.hi', 0x43126F61)], 12565)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x364EB948), ('P4rIngress.values_v10111.hi', 0x1B4BB26D)], 12565)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xFC9C8E47), ('P4rIngress.values_v11000.hi', 0x45325E23)], 12565)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x83BFF104), ('P4rIngress.values_v11001.hi', 0x5443E752)], 12565)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x4CFEDFDD), ('P4rIngress.values_v11010.hi', 0x6C74B9DB)], 12565)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x399F94CF), ('P4rIngress.values_v11011.hi', 0x00000000)], 12565)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x061F752F), ('P4rIngress.values_v11100.hi', 0x5A2FE69B)], 12565)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x1F6B1F22), ('P4rIngress.values_v11101.hi', 0x6CF02CE5)], 12565)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x4AE5F413), ('P4rIngress.values_v11110.hi', 0xD4CBB58F)], 12565)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x431FD22E), ('P4rIngress.values_v11111.hi', 0x390FAE5C)], 12565)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCBAE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000DE7),
                gc.DataTuple('slot_count', 0x00000E07),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x19C60F77),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x792E7ED1),
                gc.KeyTuple('src_port', 0x21E8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCBAE),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01A2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\x2E\x7E\xD1\x00\x00\x00\x00\x21\xE8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xCB\xAE\x00\x18\x19\xC6\x0F\x77\x03\x2E\x01\x82\x92\x11\x60\xD0\x00\x40\x00\x00\xC8\xD0\x20\xC0\x72\x7B\x54\xA1\xAE\xC7\x92\xE5\x51\xFE\xD9\x36\xD4\x6B\x5E\xA8\xB2\x59\xB4\x77\x35\xD5\x91\x16\x35\xA7\x33\x1A\x5D\xF0\x60\xC5\xCA\x2A\xD1\x32\xE8\xB0\x5A\x95\x6B\x2D\xD5\x3A\x6D\x01\x53\x75\x4F\x75\x35\x67\x3C\x55\x5E\xBB\x6A\x99\x61\xEB\x41\x55\x46\xC1\x83\xB6\x2D\x57\x47\xDE\x0A\x42\x7A\xD3\x38\xE3\x4F\xA9\xB3\xBD\xC3\xFE\x93\x63\x44\xA3\x95\x9A\x57\xBB\x35\x3E\xDF\x09\x6A\xA7\x69\xEF\x63\xF0\x79\x5A\xC0\xC5\x5A\x2D\x61\x8F\x24\x29\x2C\x37\xE5\x7E\x2E\x83\x41\x4A\xA5\x18\x63\x7C\xDB\x56\x76\xA7\x38\xE6\x48\x9B\x15\xEE\xAB\x7B\x9B\x9E\x3A\x18\x9D\x57\x52\x22\x21\xE6\x37\xDD\xDC\xEF\xA0\xAC\x89\x35\x86\x32\x5A\xFB\x00\x00\x00\x00\x44\x9B\xB5\x67\x2F\xF4\x86\x51\x79\xD3\x26\xAA\x9C\x61\xD0\xBB\x7F\xDB\x09\x8D\x2F\x8E\xA7\x3F\x75\xF1\xB2\x2F\x69\xFF\x74\xFE\x40\x86\x5B\xAF\xB1\xB7\xDA\xDC\x65\x2D\xE2\x71\x4A\x51\x8F\x63\x2D\xC2\x74\x7F\x57\x45\xCE\xAD\x00\x00\x00\x00\xFC\xEE\x9B\x6B\x26\x76\x08\x55\xD7\xD6\xD2\x0A\x15\x5E\x6C\x89\x58\xCB\x34\xBB\x89\xD5\x90\xBA\x9D\xC4\x59\xC2\xFB\x3C\x89\x1F\xCB\xF7\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x79\x2E\x7E\xD1\xBE\xEF\x21\xE8\x01\x20\x00\x00\x50\x34\x02\x82\xCB\xAE\x00\x18\x19\xC6\x0F\x77\x03\x2E\x01\x82\x92\x11\x60\xD0\x00\x40\x00\x10\x80\x00\x00\x00\x72\x7B\x54\xA1\x80\x00\x00\x00\x51\xFE\xD9\x36\x80\x00\x00\x00\xB2\x59\xB4\x77\x73\xA0\xE8\xAB\x35\xA7\x33\x1A\x7F\xFF\xFF\xFF\xCA\x2A\xD1\x32\x4B\x86\xB7\x30\x6B\x2D\xD5\x3A\x7F\xFF\xFF\xFF\x4F\x75\x35\x67\x49\xAC\xC9\x3A\x6A\x99\x61\xEB\x7F\xFF\xFF\xFF\x83\xB6\x2D\x57\x7F\xFF\xFF\xFF\x7A\xD3\x38\xE3\x7F\xFF\xFF\xFF\xC3\xFE\x93\x63\x7F\xFF\xFF\xFF\x57\xBB\x35\x3E\xDF\x09\x6A\xA7\x69\xEF\x63\xF0\x7F\xFF\xFF\xFF\x5A\x2D\x61\x8F\x63\x18\xAE\x02\xE5\x7E\x2E\x83\x7F\xFF\xFF\xFF\x63\x7C\xDB\x56\x7F\xFF\xFF\xFF\x48\x9B\x15\xEE\x80\x00\x00\x00\x3A\x18\x9D\x57\x7F\xFF\xFF\xFF\x37\xDD\xDC\xEF\xCC\x82\x82\xEC\x86\x32\x5A\xFB\x00\x00\x00\x00\x44\x9B\xB5\x67\x7F\xFF\xFF\xFF\x79\xD3\x26\xAA\x80\x00\x00\x00\x7F\xDB\x09\x8D\x65\xDD\x60\x87\x75\xF1\xB2\x2F\x66\x9C\x03\x45\x40\x86\x5B\xAF\x80\x00\x00\x00\x65\x2D\xE2\x71\x7F\xFF\xFF\xFF\x2D\xC2\x74\x7F\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x03\x0E\x10\x9A\x26\x76\x08\x55\xF7\x41\xF1\x2C\x15\x5E\x6C\x89\x7F\xFF\xFF\xFF\x89\xD5\x90\xBA\xE0\xE4\x2B\xF0\xFB\x3C\x89\x1F\xCB\xF7\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD0BF2C63), ('P4rIngress.bitmap_seq.seq', 0x5473DBF2)], 10537)
        self.setRegisterValue('P4rIngress.rounds', 0x5473DBF2, 10537)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x82)], 10537)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 10537)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x85F51E70), ('P4rIngress.values_v00000.hi', 0x6F4A9216)], 10537)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB4723C61), ('P4rIngress.values_v00001.hi', 0x328F3553)], 10537)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x5780B591), ('P4rIngress.values_v00010.hi', 0xB92BC11D)], 10537)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xF1ABC8CD), ('P4rIngress.values_v00011.hi', 0x51043697)], 10537)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5D8CFC51), ('P4rIngress.values_v00100.hi', 0x9AB6CB9E)], 10537)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xABEFE8DE), ('P4rIngress.values_v00101.hi', 0xB9E16A82)], 10537)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x427133BB), ('P4rIngress.values_v00110.hi', 0x9932227D)], 10537)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x68F3631F), ('P4rIngress.values_v00111.hi', 0xD93E35CE)], 10537)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x56166B5C), ('P4rIngress.values_v01000.hi', 0x0ACBE2CE)], 10537)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xB4C09219), ('P4rIngress.values_v01001.hi', 0x22005137)], 10537)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x40979125), ('P4rIngress.values_v01010.hi', 0x8FD4EB25)], 10537)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x8E3FC5E5), ('P4rIngress.values_v01011.hi', 0x56149A52)], 10537)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x93273FAF), ('P4rIngress.values_v01100.hi', 0xA2F993A9)], 10537)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x61CECEA9), ('P4rIngress.values_v01101.hi', 0x4D95B931)], 10537)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x6736A4FF), ('P4rIngress.values_v01110.hi', 0xE53F3169)], 10537)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xBA428A09), ('P4rIngress.values_v01111.hi', 0xB77175C1)], 10537)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x3AA42236), ('P4rIngress.values_v10000.hi', 0x30126F20)], 10537)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x484B7397), ('P4rIngress.values_v10001.hi', 0x976FF7DB)], 10537)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x932FFAA3), ('P4rIngress.values_v10010.hi', 0x6C64A943)], 10537)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x51D85655), ('P4rIngress.values_v10011.hi', 0x63F894B3)], 10537)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xBBD17A8C), ('P4rIngress.values_v10100.hi', 0x0EBBFF0B)], 10537)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xCC48D7C8), ('P4rIngress.values_v10101.hi', 0xC9FB1699)], 10537)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x555DACDF), ('P4rIngress.values_v10110.hi', 0x01BF9287)], 10537)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x44627C75), ('P4rIngress.values_v10111.hi', 0x93D04706)], 10537)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x63A5A1E1), ('P4rIngress.values_v11000.hi', 0x0C97D4B6)], 10537)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xAFBC012B), ('P4rIngress.values_v11001.hi', 0xE198DFA7)], 10537)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xD75F1D43), ('P4rIngress.values_v11010.hi', 0x6B802997)], 10537)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x9D6B3FC1), ('P4rIngress.values_v11011.hi', 0xB9E77634)], 10537)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x668AEE1D), ('P4rIngress.values_v11100.hi', 0xB8AB7F17)], 10537)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x58F7A6ED), ('P4rIngress.values_v11101.hi', 0xDB95E2DF)], 10537)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0xCF86A37B), ('P4rIngress.values_v11110.hi', 0xEDBC1619)], 10537)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xB7254E19), ('P4rIngress.values_v11111.hi', 0x61D2ED35)], 10537)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x02EE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000515),
                gc.DataTuple('slot_count', 0x000006DA),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB328CD63),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x904D4111),
                gc.KeyTuple('src_port', 0x32E4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x02EE),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00DF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x90\x4D\x41\x11\x00\x00\x00\x00\x32\xE4\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x02\xEE\x00\x18\xB3\x28\xCD\x63\x04\x14\x07\xA9\x54\x73\xDB\xF2\x00\x40\x00\x00\xF6\x85\x54\x91\x68\x56\x3C\x56\xA9\xB5\x3A\xF9\x9C\xF7\x95\xB7\x55\x46\x90\x89\x8F\xEE\xFB\xA3\x48\xA2\x09\xDB\x68\x49\x0A\x9B\x70\xD8\x24\x7B\x4C\x54\x24\x4F\xB0\xC2\x0B\xF8\xA9\x36\x8E\x7A\x6D\x95\x9B\x9B\x3D\xAD\xBC\x2D\x31\x8B\x5E\x96\xDD\x7F\x46\xE6\x5F\xB9\x8D\xDC\x4B\xAD\x34\xFC\x9F\x61\xF1\xC8\x7A\xCF\x4F\xC2\x5B\x84\x35\x27\xAB\x96\xE6\xAD\xDF\xA4\xB4\xF3\x4A\xB6\xBB\x45\xF7\x6C\xD3\xCB\xA2\xFD\x77\x18\x71\x42\xFD\x90\x5A\xC3\x37\x3F\xF3\x95\xB6\xA5\x92\x87\x15\x8F\xB9\x4B\xA6\xB9\xC4\x2A\x68\xE5\x72\xAD\xF2\x83\x6E\x99\x7F\x24\x5C\xDA\x77\x95\xAA\xE3\x4A\x09\x75\x7E\xE6\xF4\x56\xEB\x92\x84\x5C\x42\x42\xFC\x63\xE8\x9E\xAB\x93\xD5\xF3\x89\x2E\x89\x41\xC5\x3E\xD2\x55\xCB\xAB\x92\x4C\xFA\x64\x09\x07\x15\x7B\x88\x79\xD5\x58\xCE\xA8\x1E\x00\x00\x00\x00\xDD\xA9\xB1\xAF\x79\x97\x0D\x65\x8A\x22\xFF\xB6\x9B\x7D\x8A\x2E\xA1\x6E\xA8\x7C\x53\xD8\xFD\x99\xA3\x99\x4C\x87\x00\x00\x00\x00\x27\xCF\x7B\x44\x09\x61\x02\x89\x4A\x33\x46\xE1\x93\x30\xAD\x86\xA5\x8C\xA8\xE2\x86\x10\x06\xC3\x94\x9B\x5D\xDB\x0A\x98\xCC\x27\x15\x82\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x90\x4D\x41\x11\xBE\xEF\x32\xE4\x01\x20\x00\x00\x50\x34\x02\x82\x02\xEE\x00\x18\xB3\x28\xCD\x63\x04\x14\x01\xA9\x54\x73\xDB\xF2\x00\x40\x00\x12\x80\x00\x00\x00\x68\x56\x3C\x56\x80\x00\x00\x00\x9C\xF7\x95\xB7\x7F\xFF\xFF\xFF\x8F\xEE\xFB\xA3\x3A\x4D\xD2\xA8\x68\x49\x0A\x9B\x7F\xFF\xFF\xFF\x4C\x54\x24\x4F\x80\x00\x00\x00\xA9\x36\x8E\x7A\x7F\xFF\xFF\xFF\x3D\xAD\xBC\x2D\x7F\xFF\xFF\xFF\xDD\x7F\x46\xE6\x7F\xFF\xFF\xFF\x4B\xAD\x34\xFC\x80\x00\x00\x00\x7A\xCF\x4F\xC2\x7F\xFF\xFF\xFF\xAB\x96\xE6\xAD\x80\x00\x00\x00\x4A\xB6\xBB\x45\x8A\x94\x13\x7A\xA2\xFD\x77\x18\x7F\xFF\xFF\xFF\x5A\xC3\x37\x3F\x5A\xCC\x5B\xA4\x92\x87\x15\x8F\x80\x00\x00\x00\xC4\x2A\x68\xE5\x7F\xFF\xFF\xFF\x6E\x99\x7F\x24\x7F\xFF\xFF\xFF\xAA\xE3\x4A\x09\x08\xAE\xE1\x97\x56\xEB\x92\x84\x7F\xFF\xFF\xFF\x63\xE8\x9E\xAB\x80\x00\x00\x00\x2E\x89\x41\xC5\x0B\x1B\x2D\x93\xAB\x92\x4C\xFA\x7F\xFF\xFF\xFF\x7B\x88\x79\xD5\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x41\x4F\x53\x90\x79\x97\x0D\x65\x80\x00\x00\x00\x9B\x7D\x8A\x2E\x80\x00\x00\x00\x53\xD8\xFD\x99\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x09\x61\x02\x89\x7F\xFF\xFF\xFF\x93\x30\xAD\x86\x80\x00\x00\x00\x86\x10\x06\xC3\x80\x00\x00\x00\x0A\x98\xCC\x27\x15\x82\xF6\x72\x7A\x09\x65\x4F\xE3\x9C\x68\x71\xFA\xBE\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEC5CD599), ('P4rIngress.bitmap_seq.seq', 0xE56249D2)], 15859)
        self.setRegisterValue('P4rIngress.rounds', 0xE56249D2, 15859)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x76)], 15859)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 15859)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x9BEE6D77), ('P4rIngress.values_v00000.hi', 0x6756B9C6)], 15859)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xBB9D2373), ('P4rIngress.values_v00001.hi', 0x9CF8A42D)], 15859)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xA0694EBF), ('P4rIngress.values_v00010.hi', 0x9F2C5C49)], 15859)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x759DD2EA), ('P4rIngress.values_v00011.hi', 0x4E96E767)], 15859)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x5ECA8190), ('P4rIngress.values_v00100.hi', 0x9C9D29E9)], 15859)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xEA28C2CB), ('P4rIngress.values_v00101.hi', 0x4B946A96)], 15859)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x443F2D11), ('P4rIngress.values_v00110.hi', 0x5A9AACE5)], 15859)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x6065B39A), ('P4rIngress.values_v00111.hi', 0x663C2E00)], 15859)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x646C4CB3), ('P4rIngress.values_v01000.hi', 0xEDA75F97)], 15859)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6F21FEE6), ('P4rIngress.values_v01001.hi', 0x74A326B2)], 15859)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4B3A363E), ('P4rIngress.values_v01010.hi', 0x58B5A07F)], 15859)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x315A53D3), ('P4rIngress.values_v01011.hi', 0x5AAE0E65)], 15859)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x06EEF6DE), ('P4rIngress.values_v01100.hi', 0x8AD67FA7)], 15859)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x6CF71884), ('P4rIngress.values_v01101.hi', 0x625AC8A6)], 15859)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xD93C9AB3), ('P4rIngress.values_v01110.hi', 0xA936C5BB)], 15859)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x5E2EF1A1), ('P4rIngress.values_v01111.hi', 0x40000000)], 15859)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x5749221F), ('P4rIngress.values_v10000.hi', 0x32AC1BD0)], 15859)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x963C5A55), ('P4rIngress.values_v10001.hi', 0x1BBFA6A7)], 15859)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x73302BB2), ('P4rIngress.values_v10010.hi', 0x9D1DA85A)], 15859)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xBBCC4708), ('P4rIngress.values_v10011.hi', 0x665A4E0D)], 15859)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0xA9B2339B), ('P4rIngress.values_v10100.hi', 0xE6391C30)], 15859)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x8754B5F1), ('P4rIngress.values_v10101.hi', 0x984A7617)], 15859)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0xE9B0994F), ('P4rIngress.values_v10110.hi', 0x43BBA159)], 15859)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x1D0B6EDD), ('P4rIngress.values_v10111.hi', 0xBA9F4636)], 15859)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x8A43DB0E), ('P4rIngress.values_v11000.hi', 0x3F0DD8B7)], 15859)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3CFECAE6), ('P4rIngress.values_v11001.hi', 0x36BDD0FA)], 15859)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x9E4FEA00), ('P4rIngress.values_v11010.hi', 0x615CA84C)], 15859)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x3555BF7B), ('P4rIngress.values_v11011.hi', 0xA2FA1B02)], 15859)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xDEEDD535), ('P4rIngress.values_v11100.hi', 0x3625BC54)], 15859)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x65F85D9F), ('P4rIngress.values_v11101.hi', 0xB423CDFF)], 15859)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x5499E34D), ('P4rIngress.values_v11110.hi', 0xB7ED7082)], 15859)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x7D33DB13), ('P4rIngress.values_v11111.hi', 0xD3D4C4A8)], 15859)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x41FA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B6F),
                gc.DataTuple('slot_count', 0x00001491),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x37209B5B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x113589FB),
                gc.KeyTuple('src_port', 0x9983),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x41FA),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x01CE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x11\x35\x89\xFB\x00\x00\x00\x00\x99\x83\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x41\xFA\x00\x18\x37\x20\x9B\x5B\x12\x84\x05\x80\xE5\x62\x49\xD2\x00\x40\x00\x00\x8D\x4D\x2A\xFC\x76\x79\x44\xEF\x97\xC7\x3B\x23\x56\xF8\xBC\xBB\x9B\x7D\xEB\x85\xC5\x59\xBA\x4D\xB1\x88\xDB\x4F\x58\xCE\x52\x72\x4F\x5A\x47\x6B\xD5\xD6\x7B\x47\x2A\x2E\xED\x63\x49\xB4\xDA\xB6\x72\x62\xE1\x11\x49\x28\xA4\x56\xFF\x2D\xB3\xFF\x4E\x1E\xAC\xE6\x22\xD0\x59\xF2\x4D\x77\x3A\xB7\x1F\x38\xAA\x07\x59\xAE\xCF\xE3\x69\x69\xDC\x9C\x94\xDC\xC5\xB7\x57\x2E\x51\x53\x4D\xAC\x76\x55\x4E\x73\x22\xA5\x29\x8F\xA5\x24\x4E\x77\xA7\xA0\x47\x9B\x2B\x71\x74\x45\xF3\x59\xAB\xB4\x64\x19\x65\xAE\x74\xA1\x40\x00\x00\x00\x48\x97\x8F\xDF\x7B\x14\x6A\x13\xBE\xC8\xBC\x68\x18\x42\xCE\xB9\x25\xA6\x26\x3B\x66\x37\xEE\xDB\xBB\xC1\xF3\x9E\x62\xE9\x50\x05\x85\xD4\xBB\x9E\x89\xA8\xBD\xC4\xE7\xBA\xA8\x77\x86\xE5\xC9\xF5\x84\xA0\x5A\x53\x4E\x2B\x7E\x39\xA9\xB7\x67\xDB\xB3\x75\x7E\x3D\xC6\x7C\xD3\x55\x2F\xF3\x09\x72\x9E\x0A\xA1\xA5\x1C\x8E\x3B\x83\x8F\xF0\x31\x98\x59\x31\x18\x4D\x3D\xF5\x83\x59\xD6\xA3\x71\x5B\xBE\x19\xED\x72\xCF\x37\x97\x8C\x44\xBD\xB0\x6E\xE7\x26\x73\x98\x45\xBA\xF9\xC9\xA7\xD2\xC7\xA2\x1D\x56\xEB\x93\x92\xDB\xCE\x28\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x11\x35\x89\xFB\xBE\xEF\x99\x83\x01\x20\x00\x00\x50\x34\x02\x82\x41\xFA\x00\x18\x37\x20\x9B\x5B\x12\x84\x01\x80\xE5\x62\x49\xD2\x00\x40\x00\x1D\x80\x00\x00\x00\x76\x79\x44\xEF\x80\x00\x00\x00\x56\xF8\xBC\xBB\x80\x00\x00\x00\xC5\x59\xBA\x4D\x27\x26\xAE\x39\x58\xCE\x52\x72\x7F\xFF\xFF\xFF\xD5\xD6\x7B\x47\x14\x57\xB0\x2E\x49\xB4\xDA\xB6\x7F\xFF\xFF\xFF\x49\x28\xA4\x56\x5F\x93\x67\x99\x4E\x1E\xAC\xE6\x7F\xFF\xFF\xFF\x4D\x77\x3A\xB7\x7F\xFF\xFF\xFF\x59\xAE\xCF\xE3\x7F\xFF\xFF\xFF\x94\xDC\xC5\xB7\x7F\xFF\xFF\xFF\x4D\xAC\x76\x55\x55\x62\x19\x83\x29\x8F\xA5\x24\x7F\xFF\xFF\xFF\x47\x9B\x2B\x71\x4D\x82\x8E\x0C\xAB\xB4\x64\x19\x7F\xFF\xFF\xFF\x40\x00\x00\x00\x7F\xFF\xFF\xFF\x7B\x14\x6A\x13\x80\x00\x00\x00\x18\x42\xCE\xB9\x7F\xFF\xFF\xFF\x66\x37\xEE\xDB\x80\x00\x00\x00\x62\xE9\x50\x05\x80\x00\x00\x00\x89\xA8\xBD\xC4\x80\x00\x00\x00\x86\xE5\xC9\xF5\x80\x00\x00\x00\x4E\x2B\x7E\x39\xC6\xC2\xD6\xB8\xB3\x75\x7E\x3D\x80\x00\x00\x00\x2F\xF3\x09\x72\xDB\x09\x6C\x8B\x1C\x8E\x3B\x83\x80\x00\x00\x00\x59\x31\x18\x4D\x73\x4B\x42\xD4\xD6\xA3\x71\x5B\x9D\x07\xC2\xA7\xCF\x37\x97\x8C\x7F\xFF\xFF\xFF\xE7\x26\x73\x98\x7F\xFF\xFF\xFF\xA7\xD2\xC7\xA2\x7F\xFF\xFF\xFF\x92\xDB\xCE\x28\x54\x9B\xF6\x90\x1B\xAA\x4F\x88\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xECD7BDAD), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 12535)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 12535)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x3A)], 12535)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 12535)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xB4BA9671), ('P4rIngress.values_v00000.hi', 0x1B893752)], 12535)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xE23259E4), ('P4rIngress.values_v00001.hi', 0xE7CBED8E)], 12535)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x83F58E8F), ('P4rIngress.values_v00010.hi', 0x9128DF47)], 12535)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x78F5A79D), ('P4rIngress.values_v00011.hi', 0x0B2FCE25)], 12535)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x59CBA43D), ('P4rIngress.values_v00100.hi', 0xAF1C5357)], 12535)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0xDB2D5D26), ('P4rIngress.values_v00101.hi', 0x4827FD39)], 12535)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x65F02154), ('P4rIngress.values_v00110.hi', 0x5890F19B)], 12535)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x8D249A63), ('P4rIngress.values_v00111.hi', 0x5929B7D8)], 12535)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x594E39B1), ('P4rIngress.values_v01000.hi', 0x109CCF43)], 12535)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x6FDB9BDB), ('P4rIngress.values_v01001.hi', 0x6F2CF049)], 12535)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4CF32B7F), ('P4rIngress.values_v01010.hi', 0xCBEE1233)], 12535)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x7E75B1ED), ('P4rIngress.values_v01011.hi', 0xAA7B8B09)], 12535)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x41ACD597), ('P4rIngress.values_v01100.hi', 0x46F4778D)], 12535)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x63AE73B7), ('P4rIngress.values_v01101.hi', 0x8B4BB42D)], 12535)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x80FCCA13), ('P4rIngress.values_v01110.hi', 0xA3CF0790)], 12535)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x3EFA6970), ('P4rIngress.values_v01111.hi', 0xC6D5D758)], 12535)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6A8ACB67), ('P4rIngress.values_v10000.hi', 0xAC3B3267)], 12535)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7F4B13E4), ('P4rIngress.values_v10001.hi', 0x060C777B)], 12535)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x9D06E2CD), ('P4rIngress.values_v10010.hi', 0x0CC2F57E)], 12535)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xD7975EE7), ('P4rIngress.values_v10011.hi', 0x377F7F92)], 12535)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x15FF935C), ('P4rIngress.values_v10100.hi', 0xB1D37BDA)], 12535)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0xDDC37971), ('P4rIngress.values_v10101.hi', 0x6F47B61D)], 12535)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x4F7D959E), ('P4rIngress.values_v10110.hi', 0x71FBA315)], 12535)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x556B633A), ('P4rIngress.values_v10111.hi', 0x47430A58)], 12535)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0xBC79575F), ('P4rIngress.values_v11000.hi', 0x03FAE1B2)], 12535)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x3B3BEB2C), ('P4rIngress.values_v11001.hi', 0xD5B3F675)], 12535)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x33AD1981), ('P4rIngress.values_v11010.hi', 0xB03FAE45)], 12535)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x45335ABF), ('P4rIngress.values_v11011.hi', 0xC1D8F5FF)], 12535)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x32C3B22A), ('P4rIngress.values_v11100.hi', 0x4E239CC3)], 12535)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x30A35774), ('P4rIngress.values_v11101.hi', 0x62FB756F)], 12535)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x99233492), ('P4rIngress.values_v11110.hi', 0x6B24B218)], 12535)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x3751C44F), ('P4rIngress.values_v11111.hi', 0x57394746)], 12535)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x359F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000DE),
                gc.DataTuple('slot_count', 0x0000108F),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2D2990F9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0x30A36C35),
                gc.KeyTuple('src_port', 0x8CFF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x359F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0155),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\xA3\x6C\x35\x00\x00\x00\x00\x8C\xFF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x35\x9F\x00\x18\x2D\x29\x90\xF9\x10\x19\x03\x42\x80\x00\x00\x00\x00\x40\x00\x00\xB9\xA4\xD7\xD7\x7A\x2B\x0E\x46\x8E\x43\xBA\x8E\x35\xFA\x88\x15\xC6\xE4\x4C\x85\xBA\xFA\x8A\x5A\xC5\xCD\x52\x39\x76\x88\x33\xCA\x7A\x32\x60\xE9\x9E\xD8\x69\x79\x1F\xCD\xA6\xD7\x7C\xAA\xB1\x2F\x27\xBD\x6F\x1E\x5C\xC1\xF6\x9A\x3D\xE4\xDB\x7D\x51\xE4\xDE\x74\x76\x32\x46\xEE\xD8\xE3\x51\xE7\x6B\x7E\x8B\x93\x26\xF9\x74\x8F\x34\x1C\x62\x2D\x6C\xE7\xD2\xFD\x50\x14\x30\x7F\xAD\x0A\x5A\x5A\x5D\xC8\xC5\xCD\x67\xA4\x74\xDF\x5B\x40\x73\xDA\xAD\xD0\xC8\x6D\xFE\xF8\x73\xF9\xBD\x9A\x86\xFB\x3E\x5D\x4A\x04\xB2\x1D\x5D\x9B\xEA\x4A\xAB\x3E\xBD\xCE\xB6\xA4\x49\x3E\x2C\x24\x7A\x18\xE5\x02\x53\xE2\x56\x88\xB4\x62\xB5\x6D\x85\xDD\x68\xA8\x15\x4C\xDE\x14\x78\xC8\xB2\x2D\x18\x1F\x32\xCA\xDA\xEE\xCE\x90\x36\x92\x55\x5E\x6D\x97\xD7\x99\x66\xDC\xF1\x5B\x69\x82\xE6\x86\x6E\x7E\xF0\xAF\x14\x6A\xAE\x0E\x7E\xF3\xE9\x90\x3F\xBF\x73\x67\x8C\xB6\xC1\xB5\x1A\xBB\xCA\xFE\xB4\x55\xC6\xD7\x49\xB3\x4C\x02\xDB\xB0\x79\x77\x5C\x4D\xB1\x8E\x6D\x75\x69\xE7\xD3\xB9\x53\xD6\x3C\xE3\x1C\x1B\xAB\xA8\xD6\xB3\x2F\x9C\x9C\x67\x4D\x5E\xBD\x22\x35\x6B\x8E\x3C\x51\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x30\xA3\x6C\x35\xBE\xEF\x8C\xFF\x01\x20\x00\x00\x50\x34\x02\x82\x35\x9F\x00\x18\x2D\x29\x90\xF9\x10\x19\x01\x42\x80\x00\x00\x00\x00\x40\x00\x13\x80\x00\x00\x00\x7A\x2B\x0E\x46\x80\x00\x00\x00\x35\xFA\x88\x15\x80\x00\x00\x00\xBA\xFA\x8A\x5A\x3E\xC2\xF9\xD6\x76\x88\x33\xCA\x7F\xFF\xFF\xFF\x9E\xD8\x69\x79\xFA\xFB\x03\xFD\x7C\xAA\xB1\x2F\x7F\xFF\xFF\xFF\x5C\xC1\xF6\x9A\xCB\x09\x75\xE0\x51\xE4\xDE\x74\x7F\xFF\xFF\xFF\xD8\xE3\x51\xE7\x7F\xFF\xFF\xFF\x26\xF9\x74\x8F\x7F\xFF\xFF\xFF\x6C\xE7\xD2\xFD\x7F\xFF\xFF\xFF\xAD\x0A\x5A\x5A\x7F\xFF\xFF\xFF\x67\xA4\x74\xDF\x7F\xFF\xFF\xFF\xAD\xD0\xC8\x6D\x80\x00\x00\x00\xBD\x9A\x86\xFB\x7D\x57\xB3\x74\xB2\x1D\x5D\x9B\x54\xD5\x76\xA5\xBD\xCE\xB6\xA4\x7F\xFF\xFF\xFF\x7A\x18\xE5\x02\xF0\xE9\x39\x55\xB4\x62\xB5\x6D\x80\x00\x00\x00\x15\x4C\xDE\x14\x7F\xFF\xFF\xFF\x18\x1F\x32\xCA\xB8\xB2\x48\x01\x36\x92\x55\x5E\x7F\xFF\xFF\xFF\x66\xDC\xF1\x5B\x7F\xFF\xFF\xFF\x6E\x7E\xF0\xAF\xD0\xE4\x05\x6D\x7E\xF3\xE9\x90\x7A\xFB\x5E\x93\x8C\xB6\xC1\xB5\x4E\x68\xE4\x7F\xB4\x55\xC6\xD7\x7F\xFF\xFF\xFF\xDB\xB0\x79\x77\x7F\xFF\xFF\xFF\x6D\x75\x69\xE7\x04\x5C\xAB\x4A\x3C\xE3\x1C\x1B\x80\x00\x00\x00\x2F\x9C\x9C\x67\x7F\xFF\xFF\xFF\x35\x6B\x8E\x3C\x51\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBE6A224D), ('P4rIngress.bitmap_seq.seq', 0x1DED0593)], 9791)
        self.setRegisterValue('P4rIngress.rounds', 0x1DED0593, 9791)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x1C)], 9791)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9791)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xA82299A3), ('P4rIngress.values_v00000.hi', 0x72BBC2B9)], 9791)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x898947B5), ('P4rIngress.values_v00001.hi', 0x97CEE779)], 9791)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0xE3CB351A), ('P4rIngress.values_v00010.hi', 0xCC949651)], 9791)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x23F37738), ('P4rIngress.values_v00011.hi', 0x61E8CBA2)], 9791)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x05C6BEE6), ('P4rIngress.values_v00100.hi', 0x81596DA7)], 9791)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x3F64EBBE), ('P4rIngress.values_v00101.hi', 0x1A446C98)], 9791)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x0D82C967), ('P4rIngress.values_v00110.hi', 0x6AB62629)], 9791)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xD9B76DB8), ('P4rIngress.values_v00111.hi', 0x39CA4B5F)], 9791)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x458CAD17), ('P4rIngress.values_v01000.hi', 0x00000000)], 9791)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67669607), ('P4rIngress.values_v01001.hi', 0x55379E9A)], 9791)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x35F0C741), ('P4rIngress.values_v01010.hi', 0xCC5C4632)], 9791)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x5887366B), ('P4rIngress.values_v01011.hi', 0xD0771FAB)], 9791)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x49EE3B63), ('P4rIngress.values_v01100.hi', 0x5B228CE6)], 9791)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5C688985), ('P4rIngress.values_v01101.hi', 0x948D3421)], 9791)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xBAA16E2C), ('P4rIngress.values_v01110.hi', 0xBABBB610)], 9791)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x17678077), ('P4rIngress.values_v01111.hi', 0xAC6914D3)], 9791)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x00000000), ('P4rIngress.values_v10000.hi', 0xB8746C5D)], 9791)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x675406A2), ('P4rIngress.values_v10001.hi', 0x2150FA60)], 9791)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0xB56D3E2E), ('P4rIngress.values_v10010.hi', 0xCB56574C)], 9791)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x87CAFC0D), ('P4rIngress.values_v10011.hi', 0x6D83FABD)], 9791)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x31EB63EA), ('P4rIngress.values_v10100.hi', 0x489BA537)], 9791)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x91B7BE9E), ('P4rIngress.values_v10101.hi', 0x3C7CD7D1)], 9791)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x46E3A65B), ('P4rIngress.values_v10110.hi', 0x45089196)], 9791)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x4E473FEE), ('P4rIngress.values_v10111.hi', 0x6196C759)], 9791)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x35573111), ('P4rIngress.values_v11000.hi', 0x540749B4)], 9791)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0xBF05B189), ('P4rIngress.values_v11001.hi', 0xB825EE4B)], 9791)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xF9496691), ('P4rIngress.values_v11010.hi', 0x99276899)], 9791)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x5C55E127), ('P4rIngress.values_v11011.hi', 0x61DB5CCF)], 9791)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x2EB5A2E2), ('P4rIngress.values_v11100.hi', 0x03A4CB6B)], 9791)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x7A2E398C), ('P4rIngress.values_v11101.hi', 0x6DA6B94A)], 9791)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x46E86AEB), ('P4rIngress.values_v11110.hi', 0x4D71252F)], 9791)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xC8506709), ('P4rIngress.values_v11111.hi', 0x00000000)], 9791)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF014),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000042B),
                gc.DataTuple('slot_count', 0x00001758),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5ED3245B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x9D44E31E),
                gc.KeyTuple('src_port', 0xDCEC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF014),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x023E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9D\x44\xE3\x1E\x00\x00\x00\x00\xDC\xEC\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF0\x14\x00\x18\x5E\xD3\x24\x5B\x02\x14\x07\x25\x1D\xED\x05\x93\x00\x40\x00\x00\xA6\xCE\xDE\x6E\x4A\x3A\x6E\x4B\x90\xDB\xE4\xB4\x59\xFC\xAB\x13\x99\xD0\x4D\x9A\xA7\x64\x6E\x4B\x2B\xC6\xC1\x9D\x50\x6E\xCE\xE9\x7C\xEE\xCB\x8D\xFE\x71\x75\x2B\x89\x75\xCC\x4D\x7F\x4F\xDC\xED\x7E\xC5\x4D\x33\x4A\xCB\xB7\x87\xF5\x89\xD4\xAF\x4D\x4C\x52\x6B\x4A\x63\x74\x27\x52\x44\xCE\x10\x42\xE1\x87\xF5\x30\xD7\xE8\xF8\x53\xB0\x91\x51\x69\xEE\xF4\x7A\x7D\xD5\x11\xE7\x97\x73\xAC\x06\x64\xCA\x02\x2F\x59\x87\x46\xE6\x5B\xD4\xC2\xD5\xD6\x39\x95\xB7\x91\xA8\x3A\x71\x88\xAA\xFB\x68\x58\xB4\xF0\x43\xBA\x72\xA1\xD1\x80\x00\x00\x00\x97\xE8\xCA\x53\x45\x34\x88\xDF\x73\x5C\x12\x55\x4E\x27\x0D\x94\x00\x00\x00\x00\xB9\x8B\xE7\xBB\xC6\x17\xC7\xB6\x7A\xB6\x92\x0F\xEB\xAC\x4C\xA5\x62\xB7\x0E\x0F\x76\x68\xD4\x39\x3D\xC8\xA4\x48\x6F\x85\x8D\x93\x69\xDE\x58\x31\x7D\xBF\x2D\x76\xF5\x50\xFB\x75\x3E\x29\x74\x0E\xD7\x2A\xE5\x1F\x8D\x0A\x73\xEF\x3B\x43\x8D\x99\xBB\x77\x47\xCF\x4B\x30\xEE\x53\xCE\xDA\x49\x93\x5F\x2D\x69\xCF\x3E\x2D\x99\x4F\x08\x17\x6B\xCD\x51\xB3\x9D\x96\x49\xFE\x6A\x69\x92\xB7\x7D\x33\x52\x5A\x27\x67\x00\x00\x00\x00\x9A\xCE\x00\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9D\x44\xE3\x1E\xBE\xEF\xDC\xEC\x01\x20\x00\x00\x50\x34\x02\x82\xF0\x14\x00\x18\x5E\xD3\x24\x5B\x02\x14\x01\x25\x1D\xED\x05\x93\x00\x40\x00\x0A\x80\x00\x00\x00\x4A\x3A\x6E\x4B\x80\x00\x00\x00\x59\xFC\xAB\x13\x80\x00\x00\x00\xA7\x64\x6E\x4B\x4F\xBA\x38\xD5\x50\x6E\xCE\xE9\x7F\xFF\xFF\xFF\xFE\x71\x75\x2B\xC8\xDA\xB8\x0B\x7F\x4F\xDC\xED\x7F\xFF\xFF\xFF\x4A\xCB\xB7\x87\xCF\x41\x42\x67\x4D\x4C\x52\x6B\x7F\xFF\xFF\xFF\x52\x44\xCE\x10\x7F\xFF\xFF\xFF\x30\xD7\xE8\xF8\x7F\xFF\xFF\xFF\x69\xEE\xF4\x7A\x7F\xFF\xFF\xFF\x97\x73\xAC\x06\x7F\xFF\xFF\xFF\x59\x87\x46\xE6\x7F\xFF\xFF\xFF\xD6\x39\x95\xB7\x80\x00\x00\x00\x88\xAA\xFB\x68\x70\x1C\x70\xBA\xBA\x72\xA1\xD1\x80\x00\x00\x00\x97\xE8\xCA\x53\x7F\xFF\xFF\xFF\x73\x5C\x12\x55\x03\x94\x4B\xC2\x00\x00\x00\x00\x80\x00\x00\x00\xC6\x17\xC7\xB6\x7F\xFF\xFF\xFF\xEB\xAC\x4C\xA5\xF4\x6E\xCC\xAD\x76\x68\xD4\x39\x7F\xFF\xFF\xFF\x6F\x85\x8D\x93\x7F\xFF\xFF\xFF\x7D\xBF\x2D\x76\x2A\xA8\x2C\x86\x3E\x29\x74\x0E\x96\x30\x96\xA8\x8D\x0A\x73\xEF\x34\x8C\xF4\x2A\xBB\x77\x47\xCF\x7F\xFF\xFF\xFF\xCE\xDA\x49\x93\x7F\xFF\xFF\xFF\x3E\x2D\x99\x4F\x7F\xFF\xFF\xFF\x51\xB3\x9D\x96\x7F\xFF\xFF\xFF\x92\xB7\x7D\x33\x1A\xAA\x8E\x70\x00\x00\x00\x00\x9A\xCE\x00\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1AE8EFF0), ('P4rIngress.bitmap_seq.seq', 0x5A423400)], 9239)
        self.setRegisterValue('P4rIngress.rounds', 0x5A423400, 9239)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x15)], 9239)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9239)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x8E6659EE), ('P4rIngress.values_v00000.hi', 0x7A4F0EFD)], 9239)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9D5A0A5B), ('P4rIngress.values_v00001.hi', 0x3DFA6F4B)], 9239)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x922D4519), ('P4rIngress.values_v00010.hi', 0xD63E90A3)], 9239)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x141996DB), ('P4rIngress.values_v00011.hi', 0x3F16DA52)], 9239)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x0D7BD0F6), ('P4rIngress.values_v00100.hi', 0x8744B39A)], 9239)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x26442F57), ('P4rIngress.values_v00101.hi', 0x2F7380A4)], 9239)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x31FE2B67), ('P4rIngress.values_v00110.hi', 0x662D5867)], 9239)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x8CEA6165), ('P4rIngress.values_v00111.hi', 0x2C500A92)], 9239)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x0B44D747), ('P4rIngress.values_v01000.hi', 0x1B3EF4AD)], 9239)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x75853A3A), ('P4rIngress.values_v01001.hi', 0x5CCB9D31)], 9239)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x598F9D97), ('P4rIngress.values_v01010.hi', 0x4AD2ED5C)], 9239)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x4E1B4BD9), ('P4rIngress.values_v01011.hi', 0x92839C6E)], 9239)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x59527F67), ('P4rIngress.values_v01100.hi', 0x7B14DDFC)], 9239)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x50AC54C5), ('P4rIngress.values_v01101.hi', 0xD2B0CCB3)], 9239)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x518EAD35), ('P4rIngress.values_v01110.hi', 0x97FC29CB)], 9239)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x753A2AB8), ('P4rIngress.values_v01111.hi', 0x5BD5EE67)], 9239)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x57DF36AA), ('P4rIngress.values_v10000.hi', 0x66AD5AAE)], 9239)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x7C15B28C), ('P4rIngress.values_v10001.hi', 0x28494906)], 9239)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x6D8D78CD), ('P4rIngress.values_v10010.hi', 0xCFA98853)], 9239)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xB46B16F3), ('P4rIngress.values_v10011.hi', 0x649B627B)], 9239)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6B4776E6), ('P4rIngress.values_v10100.hi', 0xC64A0D7B)], 9239)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x0779D1B9), ('P4rIngress.values_v10101.hi', 0x6F25E423)], 9239)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x47F3DEF4), ('P4rIngress.values_v10110.hi', 0x8B388C5D)], 9239)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x463AB4DA), ('P4rIngress.values_v10111.hi', 0xCD4176B9)], 9239)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x332DE557), ('P4rIngress.values_v11000.hi', 0x644C10C0)], 9239)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x4182BA7F), ('P4rIngress.values_v11001.hi', 0xA04D0DF6)], 9239)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x1A853579), ('P4rIngress.values_v11010.hi', 0xE5D11B49)], 9239)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xBA5D31C1), ('P4rIngress.values_v11011.hi', 0x1C1B7553)], 9239)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x5F65EA4C), ('P4rIngress.values_v11100.hi', 0x6B15D4F5)], 9239)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x63BB7DF2), ('P4rIngress.values_v11101.hi', 0x1F8BD8A8)], 9239)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x566FFD54), ('P4rIngress.values_v11110.hi', 0x87959421)], 9239)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x8AF736A2), ('P4rIngress.values_v11111.hi', 0xA25E4172)], 9239)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC47A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003FA),
                gc.DataTuple('slot_count', 0x00001C06),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF5DF842E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x8AC90538),
                gc.KeyTuple('src_port', 0x1D92),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC47A),
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
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8A\xC9\x05\x38\x00\x00\x00\x00\x1D\x92\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC4\x7A\x00\x18\xF5\xDF\x84\x2E\x00\x1D\x03\x51\x5A\x42\x34\x00\x00\x40\x00\x00\x82\x13\x1A\x82\x5D\x5D\x3F\x63\xE0\xF3\x66\xD7\x9D\xFB\xDF\x5A\x93\x34\xFD\xCB\x97\xA7\x18\xA9\xB4\x7A\xE4\x35\x6E\xE6\xB1\xBC\x7E\xAE\x8C\x7F\x8C\x56\x7D\xE6\xF6\x65\x93\x53\x77\x95\xCE\xA6\x65\x19\xDB\x6E\x40\x59\x64\x6C\x65\x5A\xFF\x2E\x55\xFE\xF9\x34\x79\x7A\x52\x4B\xD0\xC9\xB6\x6B\x57\xED\xB2\xF1\x7D\x13\xB9\xE5\x51\x15\x5C\x20\x9E\x7E\xEF\x6C\x50\xF6\x1C\x4D\xCA\xA7\x07\x83\x73\xDC\xD1\x29\x79\x9F\xC3\x2A\x66\xA5\x1C\x4D\x9E\xBF\x5A\x81\xBA\x92\x5B\x8B\xBD\xC5\x33\xAB\x19\x5A\x7B\xED\xD5\x96\xE5\xEA\x52\xD6\xE7\x2A\x4D\x5B\xDE\x82\x6A\x15\x35\xEC\x77\x58\xDA\x77\x2C\x69\x60\xC1\x8E\x3C\xFB\x13\x9F\x72\x73\x85\x50\xA9\xE7\xC7\xAC\xED\xE3\xF2\xD3\x1E\x14\x32\x6C\x79\xAB\x33\x2A\x4B\x51\xF1\x2E\x7B\x03\x7B\x8E\xE1\xAE\xC5\x44\x38\xF9\x9A\x0E\x1F\x27\xA7\x53\xB0\xC8\x81\x76\xDD\x3F\x9E\x44\xD5\x3A\x67\xC3\xC9\x51\xCD\x68\x8D\x02\x0D\x93\x8D\xC7\x0F\xB2\xC6\x8E\xDE\x6B\x2D\x10\x97\x38\x49\xEA\xC5\x2C\x05\x91\x34\x45\x33\xEC\xA3\xB7\xEB\x54\xCE\x56\xEA\x31\x74\xDC\x35\xF8\x1F\xC2\x82\x9C\xA9\x8A\x2D\xCF\x59\x72\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8A\xC9\x05\x38\xBE\xEF\x1D\x92\x01\x20\x00\x00\x50\x34\x02\x82\xC4\x7A\x00\x18\xF5\xDF\x84\x2E\x00\x1D\x01\x51\x5A\x42\x34\x00\x00\x40\x00\x04\x80\x00\x00\x00\x5D\x5D\x3F\x63\x80\x00\x00\x00\x9D\xFB\xDF\x5A\x80\x00\x00\x00\x97\xA7\x18\xA9\xC8\x94\x7B\x10\x6E\xE6\xB1\xBC\x7F\xFF\xFF\xFF\x8C\x56\x7D\xE6\x1C\xA9\xC2\xAA\x77\x95\xCE\xA6\x7F\xFF\xFF\xFF\x40\x59\x64\x6C\xF2\x45\x60\x93\x55\xFE\xF9\x34\x7F\xFF\xFF\xFF\xD0\xC9\xB6\x6B\x7F\xFF\xFF\xFF\x7D\x13\xB9\xE5\x7F\xFF\xFF\xFF\x9E\x7E\xEF\x6C\x7F\xFF\xFF\xFF\xCA\xA7\x07\x83\x7F\xFF\xFF\xFF\x79\x9F\xC3\x2A\x7F\xFF\xFF\xFF\x9E\xBF\x5A\x81\x0C\x21\x08\xC0\xBD\xC5\x33\xAB\x7F\xFF\xFF\xFF\xD5\x96\xE5\xEA\x7F\xFF\xFF\xFF\x4D\x5B\xDE\x82\x7F\xFF\xFF\xFF\x77\x58\xDA\x77\x7F\xFF\xFF\xFF\x8E\x3C\xFB\x13\x80\x00\x00\x00\x50\xA9\xE7\xC7\x18\x35\x5A\xD8\xD3\x1E\x14\x32\x73\xF3\x7C\xEC\x2A\x4B\x51\xF1\x76\x6E\xE2\x6F\x8E\xE1\xAE\xC5\x7F\xFF\xFF\xFF\x0E\x1F\x27\xA7\x7F\xFF\xFF\xFF\x76\xDD\x3F\x9E\x7F\xFF\xFF\xFF\xC3\xC9\x51\xCD\x7F\xFF\xFF\xFF\x93\x8D\xC7\x0F\x80\x00\x00\x00\x6B\x2D\x10\x97\x7F\xFF\xFF\xFF\x2C\x05\x91\x34\x7F\xFF\xFF\xFF\xB7\xEB\x54\xCE\x7F\xFF\xFF\xFF\xDC\x35\xF8\x1F\x80\x00\x00\x00\x8A\x2D\xCF\x59\x72\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD\x55\x69\x0D\x58\xEA\x77\x07\x2C\xD4\xA3\x9D\x2D\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5878A59D), ('P4rIngress.bitmap_seq.seq', 0xC44AE036)], 14190)
        self.setRegisterValue('P4rIngress.rounds', 0xC44AE036, 14190)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0x52)], 14190)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 14190)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0xAE36CC7F), ('P4rIngress.values_v00000.hi', 0x653178AB)], 14190)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0x9D9199E7), ('P4rIngress.values_v00001.hi', 0x5DDE988F)], 14190)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x3C599825), ('P4rIngress.values_v00010.hi', 0xD139A7B7)], 14190)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0x80000000), ('P4rIngress.values_v00011.hi', 0x67E08A86)], 14190)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x795D780B), ('P4rIngress.values_v00100.hi', 0x19B0EDED)], 14190)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x57F1595A), ('P4rIngress.values_v00101.hi', 0x265EA527)], 14190)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0xBD30E463), ('P4rIngress.values_v00110.hi', 0x8D61B64D)], 14190)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0x696AB105), ('P4rIngress.values_v00111.hi', 0x0794A498)], 14190)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x52D1AAD7), ('P4rIngress.values_v01000.hi', 0xF396B377)], 14190)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0x67B5654F), ('P4rIngress.values_v01001.hi', 0x7263E85D)], 14190)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0x4C5698C3), ('P4rIngress.values_v01010.hi', 0xDF03A306)], 14190)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0x9815C614), ('P4rIngress.values_v01011.hi', 0x95EF7AC3)], 14190)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0xB6B87D16), ('P4rIngress.values_v01100.hi', 0x6E4FA882)], 14190)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x562797EA), ('P4rIngress.values_v01101.hi', 0x64BC6361)], 14190)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0x475B37A9), ('P4rIngress.values_v01110.hi', 0x65549597)], 14190)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0xC6CA58D1), ('P4rIngress.values_v01111.hi', 0xB18D646F)], 14190)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x6520ECA6), ('P4rIngress.values_v10000.hi', 0x79431169)], 14190)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0xFA94D909), ('P4rIngress.values_v10001.hi', 0x7DFE5308)], 14190)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x830FB995), ('P4rIngress.values_v10010.hi', 0xEA9492D6)], 14190)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0x00000000), ('P4rIngress.values_v10011.hi', 0xBA593313)], 14190)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x6D9FBADB), ('P4rIngress.values_v10100.hi', 0x11DE5907)], 14190)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x1D1EA3AD), ('P4rIngress.values_v10101.hi', 0x803A5B21)], 14190)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x499A2F3A), ('P4rIngress.values_v10110.hi', 0xBBA8A278)], 14190)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x58DE71AA), ('P4rIngress.values_v10111.hi', 0x593B3855)], 14190)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x4FA84D9C), ('P4rIngress.values_v11000.hi', 0x87C73705)], 14190)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x7ADEBBCA), ('P4rIngress.values_v11001.hi', 0x9CEB34D3)], 14190)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0xBB270735), ('P4rIngress.values_v11010.hi', 0x13A26BAC)], 14190)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0x6618D0FA), ('P4rIngress.values_v11011.hi', 0x647B43AB)], 14190)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0xAB007E93), ('P4rIngress.values_v11100.hi', 0x4C5C4861)], 14190)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0xDB1EAB9F), ('P4rIngress.values_v11101.hi', 0x3EEBB09B)], 14190)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x07888C6A), ('P4rIngress.values_v11110.hi', 0xA9C92DC7)], 14190)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0xEB50FEB7), ('P4rIngress.values_v11111.hi', 0x26476E8E)], 14190)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1387),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000079B),
                gc.DataTuple('slot_count', 0x00001174),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x77F286B6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5FA87E25),
                gc.KeyTuple('src_port', 0x7302),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1387),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x00DD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\xA8\x7E\x25\x00\x00\x00\x00\x73\x02\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x13\x87\x00\x18\x77\xF2\x86\xB6\x0F\xD3\x05\xA1\xC4\x4A\xE0\x36\x00\x40\x00\x00\xB2\xBA\xF4\x56\x2E\xD3\x13\x66\xA5\x57\x9D\x51\x08\x5C\xBB\xEE\x54\x0A\x04\x95\x91\xB0\xA4\xFF\x00\x00\x00\x00\x49\x55\xD2\x6E\x93\xE5\x05\x88\xA7\x47\xBD\x6B\x63\x8D\x30\xDF\xCB\x7F\xDC\xF3\x4A\x71\xD6\xC9\xCC\xDD\x9A\x83\x48\x2A\xAD\x23\x82\x37\xF7\x9A\x41\x57\x32\xFB\x01\xAF\xB7\xE1\x2B\x31\x35\x09\xCB\xFF\xBD\xCF\x6D\x21\xA4\x5F\xDF\x51\x4C\x96\x97\x9D\x8B\xFF\xE5\x47\x0E\x27\x96\xA8\x74\x05\x82\xDD\x3B\x37\x34\x60\xA8\x75\x4C\xA4\x8A\x4F\x69\x79\x05\x15\x55\x8E\xD8\xDD\x94\x16\x74\xFB\xA3\x65\xB2\xAF\xB3\x6F\xCC\x6E\x7D\x4A\x6B\x95\x9B\xCC\x32\x34\x41\x32\x5A\xEC\x0D\xB9\xBB\xB3\x6B\xD6\x3C\x28\x87\x6B\x4B\x68\x87\x8E\xF8\xBB\x4B\x92\xFA\xFA\x72\x4B\x73\x79\x66\x6C\x9A\x45\x76\xE3\x05\xB1\x73\x6E\x21\x8A\xA3\xA0\x7B\xBE\x63\x97\x35\x96\x4D\x23\x63\x49\x48\x39\xDD\x4F\xF7\x91\xA0\xA2\x26\xC1\x53\xBB\xFD\xEB\x6E\xD7\x15\x1A\x17\x87\x9F\x3A\xDB\xAF\x75\x74\x06\xD1\x4B\x91\xC4\x9B\xCE\xBA\x8C\x7B\x53\xC9\xF9\xAB\x84\xEA\xBA\x0D\x74\x8E\xAA\xE3\x76\x5F\x70\xCB\xAB\x6C\x0A\xD5\x45\xD5\xAD\xE4\x32\x2B\xA2\x56\x06\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5F\xA8\x7E\x25\xBE\xEF\x73\x02\x01\x20\x00\x00\x50\x34\x02\x82\x13\x87\x00\x18\x77\xF2\x86\xB6\x0F\xD3\x01\xA1\xC4\x4A\xE0\x36\x00\x40\x00\x04\x80\x00\x00\x00\x2E\xD3\x13\x66\x80\x00\x00\x00\x08\x5C\xBB\xEE\x7F\xFF\xFF\xFF\x91\xB0\xA4\xFF\x80\x00\x00\x00\x49\x55\xD2\x6E\x0D\x42\x7D\x93\xA7\x47\xBD\x6B\x7F\xFF\xFF\xFF\xCB\x7F\xDC\xF3\x07\xA2\xBB\x2C\xCC\xDD\x9A\x83\x7F\xFF\xFF\xFF\x82\x37\xF7\x9A\x7F\xFF\xFF\xFF\x01\xAF\xB7\xE1\x7F\xFF\xFF\xFF\xCB\xFF\xBD\xCF\x7F\xFF\xFF\xFF\xDF\x51\x4C\x96\x80\x00\x00\x00\xE5\x47\x0E\x27\x80\x00\x00\x00\x82\xDD\x3B\x37\x7F\xFF\xFF\xFF\x4C\xA4\x8A\x4F\x7F\xFF\xFF\xFF\x55\x8E\xD8\xDD\x80\x00\x00\x00\xA3\x65\xB2\xAF\x18\x90\xB9\x14\x7D\x4A\x6B\x95\x96\x61\x0B\x3D\x41\x32\x5A\xEC\x90\xC9\x75\x48\x6B\xD6\x3C\x28\x87\x6B\x4B\x68\x87\x8E\xF8\xBB\x7F\xFF\xFF\xFF\x72\x4B\x73\x79\x7F\xFF\xFF\xFF\x76\xE3\x05\xB1\x7F\xFF\xFF\xFF\xA3\xA0\x7B\xBE\x7F\xFF\xFF\xFF\x4D\x23\x63\x49\x7F\xFF\xFF\xFF\xF7\x91\xA0\xA2\x7F\xFF\xFF\xFF\xFD\xEB\x6E\xD7\xD0\x41\x1E\xBC\x9F\x3A\xDB\xAF\x7F\xFF\xFF\xFF\x4B\x91\xC4\x9B\x80\x00\x00\x00\x53\xC9\xF9\xAB\x80\x00\x00\x00\x74\x8E\xAA\xE3\x7D\xE7\xFD\x35\xAB\x6C\x0A\xD5\x31\x26\xAC\x9B\x32\x2B\xA2\x56\x06\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7AD9D27D), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 9753)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 9753)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x56)], 9753)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 9753)
        self.setRegisterValue('P4rIngress.values_v00000', [('P4rIngress.values_v00000.lo', 0x99F3EB82), ('P4rIngress.values_v00000.hi', 0x49A116F5)], 9753)
        self.setRegisterValue('P4rIngress.values_v00001', [('P4rIngress.values_v00001.lo', 0xB3EB42F0), ('P4rIngress.values_v00001.hi', 0xBD2A3DED)], 9753)
        self.setRegisterValue('P4rIngress.values_v00010', [('P4rIngress.values_v00010.lo', 0x26500F2B), ('P4rIngress.values_v00010.hi', 0x939E9B90)], 9753)
        self.setRegisterValue('P4rIngress.values_v00011', [('P4rIngress.values_v00011.lo', 0xE2B73151), ('P4rIngress.values_v00011.hi', 0x52347ED5)], 9753)
        self.setRegisterValue('P4rIngress.values_v00100', [('P4rIngress.values_v00100.lo', 0x55DF4784), ('P4rIngress.values_v00100.hi', 0xB9DFD89C)], 9753)
        self.setRegisterValue('P4rIngress.values_v00101', [('P4rIngress.values_v00101.lo', 0x33EE27BD), ('P4rIngress.values_v00101.hi', 0x00B8873F)], 9753)
        self.setRegisterValue('P4rIngress.values_v00110', [('P4rIngress.values_v00110.lo', 0x675BA95E), ('P4rIngress.values_v00110.hi', 0x590D6928)], 9753)
        self.setRegisterValue('P4rIngress.values_v00111', [('P4rIngress.values_v00111.lo', 0xA7209F77), ('P4rIngress.values_v00111.hi', 0x17552BBB)], 9753)
        self.setRegisterValue('P4rIngress.values_v01000', [('P4rIngress.values_v01000.lo', 0x2DCDE2CB), ('P4rIngress.values_v01000.hi', 0x592C9958)], 9753)
        self.setRegisterValue('P4rIngress.values_v01001', [('P4rIngress.values_v01001.lo', 0xEF0F3BE3), ('P4rIngress.values_v01001.hi', 0xA6C39EAB)], 9753)
        self.setRegisterValue('P4rIngress.values_v01010', [('P4rIngress.values_v01010.lo', 0xF05706AF), ('P4rIngress.values_v01010.hi', 0x88047417)], 9753)
        self.setRegisterValue('P4rIngress.values_v01011', [('P4rIngress.values_v01011.lo', 0xA5CA4DBA), ('P4rIngress.values_v01011.hi', 0xB5A53F81)], 9753)
        self.setRegisterValue('P4rIngress.values_v01100', [('P4rIngress.values_v01100.lo', 0x452D8356), ('P4rIngress.values_v01100.hi', 0x585BB913)], 9753)
        self.setRegisterValue('P4rIngress.values_v01101', [('P4rIngress.values_v01101.lo', 0x5900B68F), ('P4rIngress.values_v01101.hi', 0x8AF3C743)], 9753)
        self.setRegisterValue('P4rIngress.values_v01110', [('P4rIngress.values_v01110.lo', 0xC255DBFD), ('P4rIngress.values_v01110.hi', 0xA6BA96FC)], 9753)
        self.setRegisterValue('P4rIngress.values_v01111', [('P4rIngress.values_v01111.lo', 0x7AF11961), ('P4rIngress.values_v01111.hi', 0x5EE5AAC6)], 9753)
        self.setRegisterValue('P4rIngress.values_v10000', [('P4rIngress.values_v10000.lo', 0x45CC8BBF), ('P4rIngress.values_v10000.hi', 0x7254C6B5)], 9753)
        self.setRegisterValue('P4rIngress.values_v10001', [('P4rIngress.values_v10001.lo', 0x56925773), ('P4rIngress.values_v10001.hi', 0x8808B1A7)], 9753)
        self.setRegisterValue('P4rIngress.values_v10010', [('P4rIngress.values_v10010.lo', 0x3189BBB7), ('P4rIngress.values_v10010.hi', 0xCFE4C72F)], 9753)
        self.setRegisterValue('P4rIngress.values_v10011', [('P4rIngress.values_v10011.lo', 0xAF66B838), ('P4rIngress.values_v10011.hi', 0x7B19CD06)], 9753)
        self.setRegisterValue('P4rIngress.values_v10100', [('P4rIngress.values_v10100.lo', 0x5D0AD0AA), ('P4rIngress.values_v10100.hi', 0x5BB501A9)], 9753)
        self.setRegisterValue('P4rIngress.values_v10101', [('P4rIngress.values_v10101.lo', 0x7EEFAFCB), ('P4rIngress.values_v10101.hi', 0xB6ED790A)], 9753)
        self.setRegisterValue('P4rIngress.values_v10110', [('P4rIngress.values_v10110.lo', 0x7EA63836), ('P4rIngress.values_v10110.hi', 0x4B542DD9)], 9753)
        self.setRegisterValue('P4rIngress.values_v10111', [('P4rIngress.values_v10111.lo', 0x8EC883E5), ('P4rIngress.values_v10111.hi', 0x7B44B7E6)], 9753)
        self.setRegisterValue('P4rIngress.values_v11000', [('P4rIngress.values_v11000.lo', 0x6E6CD5D6), ('P4rIngress.values_v11000.hi', 0x5ADA2BD5)], 9753)
        self.setRegisterValue('P4rIngress.values_v11001', [('P4rIngress.values_v11001.lo', 0x71D057D3), ('P4rIngress.values_v11001.hi', 0x50EB174B)], 9753)
        self.setRegisterValue('P4rIngress.values_v11010', [('P4rIngress.values_v11010.lo', 0x570558A8), ('P4rIngress.values_v11010.hi', 0xD72A4FFF)], 9753)
        self.setRegisterValue('P4rIngress.values_v11011', [('P4rIngress.values_v11011.lo', 0xD45B9ADF), ('P4rIngress.values_v11011.hi', 0x18CFFBF9)], 9753)
        self.setRegisterValue('P4rIngress.values_v11100', [('P4rIngress.values_v11100.lo', 0x45C03EBA), ('P4rIngress.values_v11100.hi', 0x9E93C2FB)], 9753)
        self.setRegisterValue('P4rIngress.values_v11101', [('P4rIngress.values_v11101.lo', 0x5A99ECA6), ('P4rIngress.values_v11101.hi', 0xB97C30A1)], 9753)
        self.setRegisterValue('P4rIngress.values_v11110', [('P4rIngress.values_v11110.lo', 0x6A398D25), ('P4rIngress.values_v11110.hi', 0x361A370F)], 9753)
        self.setRegisterValue('P4rIngress.values_v11111', [('P4rIngress.values_v11111.lo', 0x44A56696), ('P4rIngress.values_v11111.hi', 0x724A21CA)], 9753)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x49AF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000619),
                gc.DataTuple('slot_count', 0x00000CE9),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCA32BB40),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xD70A6566),
                gc.KeyTuple('src_port', 0xAB05),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x49AF),
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD7\x0A\x65\x66\x00\x00\x00\x00\xAB\x05\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x49\xAF\x00\x18\xCA\x32\xBB\x40\x00\x00\x05\x81\x00\x00\x00\x00\x00\x40\x00\x00\x8C\xB9\xFE\x52\x43\x93\xF2\xC3\x92\xEE\xD6\x9F\x5D\xB1\xF9\xEC\x79\x45\x10\x7A\xBD\xF4\x9E\x20\xE6\x96\x19\x5B\x7F\xA4\xF8\x96\x4D\x5E\x2E\xB1\x9A\x1F\x97\x28\xA9\x25\x33\x28\x7F\x8B\x46\x36\x34\x14\xA7\xF3\x60\x74\xA3\xCB\xEC\xB2\xC9\x7F\x5B\x35\x3F\x9D\x74\x72\xA1\xCD\x5D\x6B\x6B\x3E\x8B\xA4\xA8\xE9\xA9\x69\x16\xBC\x92\x6D\x87\xC1\xD7\xD6\x36\x91\xAA\x01\xA7\x3A\x9D\x38\xBF\x0E\x6F\x21\xDB\xA5\x51\xD0\x49\x27\xC1\xB1\xB6\xB3\xDA\xD7\x31\x0E\x89\x23\xD9\xA1\x32\x67\x3C\x7E\x3A\x73\xB3\xEB\xEE\x52\x5E\x9A\x56\x97\xA7\x39\x56\x2C\xC7\x7C\x47\x3A\xE3\xA4\xBF\x5A\xFA\xE5\x75\x63\x87\x36\xD3\x8C\xFB\x5D\x95\x22\x22\xCB\x0D\x69\x61\x7D\x3D\x32\xFC\xEB\x2B\x95\xCA\x38\x08\xEF\x12\xD7\xB6\x46\x4A\x07\x1C\x6D\xC9\x2C\x16\x34\x6D\x0B\xB5\xD0\xFC\x8F\x39\x14\x09\xA5\x1E\xD9\xE8\xAF\x28\x9E\x9E\x7D\x0F\xCE\x53\x43\x56\x6A\x6B\xA5\x49\x1E\x86\x77\xA3\xA2\xEA\x7B\xA5\x7A\xEB\x83\x2D\xD8\xAC\xA7\x64\xB7\xBB\xAB\xBE\xD1\x06\x44\x42\x16\x4B\xD5\x91\x20\x78\xF0\x23\x90\xF6\xA1\x66\x3D\x8F\xCE\x75\xBA\x57\xD1\x76\xDB\xC9\xAF\x92\xCB\x5A\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD7\x0A\x65\x66\xBE\xEF\xAB\x05\x01\x20\x00\x00\x50\x34\x02\x82\x49\xAF\x00\x18\xCA\x32\xBB\x40\x00\x00\x01\x81\x00\x00\x00\x00\x00\x40\x00\x10\x80\x00\x00\x00\x43\x93\xF2\xC3\x80\x00\x00\x00\x5D\xB1\xF9\xEC\x7F\xFF\xFF\xFF\xBD\xF4\x9E\x20\xC9\x4D\x4A\xAC\x7F\xA4\xF8\x96\x7F\xFF\xFF\xFF\x9A\x1F\x97\x28\xDD\x13\x5A\xE5\x7F\x8B\x46\x36\x7F\xFF\xFF\xFF\x60\x74\xA3\xCB\x93\xD3\x68\xF6\x5B\x35\x3F\x9D\x7F\xFF\xFF\xFF\x5D\x6B\x6B\x3E\x80\x00\x00\x00\xA9\x69\x16\xBC\x82\xC4\x8E\x70\xD7\xD6\x36\x91\x80\x00\x00\x00\x9D\x38\xBF\x0E\x7F\xFF\xFF\xFF\x51\xD0\x49\x27\x1A\xB2\x6D\x42\xDA\xD7\x31\x0E\x80\x00\x00\x00\x32\x67\x3C\x7E\x7F\xFF\xFF\xFF\xEE\x52\x5E\x9A\x7F\xFF\xFF\xFF\x56\x2C\xC7\x7C\x7F\xFF\xFF\xFF\xBF\x5A\xFA\xE5\x7F\xFF\xFF\xFF\xD3\x8C\xFB\x5D\x80\x00\x00\x00\x0D\x69\x61\x7D\x7F\xFF\xFF\xFF\x2B\x95\xCA\x38\x7F\xFF\xFF\xFF\xB6\x46\x4A\x07\x7F\xFF\xFF\xFF\x16\x34\x6D\x0B\x80\x00\x00\x00\x39\x14\x09\xA5\x7F\xFF\xFF\xFF\x28\x9E\x9E\x7D\x7F\xFF\xFF\xFF\x56\x6A\x6B\xA5\x7F\xFF\xFF\xFF\xA3\xA2\xEA\x7B\x80\x00\x00\x00\x2D\xD8\xAC\xA7\x7F\xFF\xFF\xFF\xBE\xD1\x06\x44\x7F\xFF\xFF\xFF\x91\x20\x78\xF0\x7F\xFF\xFF\xFF\x66\x3D\x8F\xCE\x7F\xFF\xFF\xFF\x76\xDB\xC9\xAF\x92\xCB\x5A\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 2576)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

