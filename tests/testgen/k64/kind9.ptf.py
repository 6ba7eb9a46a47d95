# PTF test for /tmp/tg64/k64/kind9/main
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

logger = logging.getLogger('/tmp/tg64/k64/kind9/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tg64/k64/kind9/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tg64/k64/kind9/main')

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
        ig_port = 29
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x00\x00\xE9\x13\x36\x2D\x42\x88\xEA\xB7\x6C\xA6\xAD\xC8\x2A\x53\x15\x68\x51\x39\x04\xF5\x3B\xA5\x86\x59\x40\x9B\x21\x49\x8D\x64\x1E\x96\xED\x7D\x49\xAB\xA5\x17\xE7\x43\x44\x7E\x4B\x2A\x4B\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.036

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
    # Current statement coverage: 0.038

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
    # Current statement coverage: 0.039

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
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x358E1C0D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBF0444B4)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBF0444B4, 14996)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0xDC)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xC3EA9336), ('P4rIngress.aggregator.values_v00000.hi', 0x6A4C9B5E)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5461D2A6), ('P4rIngress.aggregator.values_v00001.hi', 0x4994BEF9)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x39D33AC1), ('P4rIngress.aggregator.values_v00010.hi', 0x3481A78E)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x04E204A6), ('P4rIngress.aggregator.values_v00011.hi', 0x5FA5FD7E)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x61C68378), ('P4rIngress.aggregator.values_v00100.hi', 0x557105A6)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x1CCDAF51), ('P4rIngress.aggregator.values_v00101.hi', 0x6ED4A68E)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4A2D77DB), ('P4rIngress.aggregator.values_v00110.hi', 0xE3EA86CD)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x89D39B37), ('P4rIngress.aggregator.values_v00111.hi', 0x1A09E4EE)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4656CCEC), ('P4rIngress.aggregator.values_v01000.hi', 0x44FF678F)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xD388CCEE), ('P4rIngress.aggregator.values_v01001.hi', 0x785273BD)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x69416F53), ('P4rIngress.aggregator.values_v01010.hi', 0x5013A9E6)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x1A784CD1), ('P4rIngress.aggregator.values_v01011.hi', 0xC9B59623)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x5D5B7F0D), ('P4rIngress.aggregator.values_v01100.hi', 0x2FFB7452)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x23F274AF), ('P4rIngress.aggregator.values_v01101.hi', 0x8135D99D)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5267974E), ('P4rIngress.aggregator.values_v01110.hi', 0xCD3AC37B)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x98ABB6C9), ('P4rIngress.aggregator.values_v01111.hi', 0x9F4ECB5B)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xC76B1FAF), ('P4rIngress.aggregator.values_v10000.hi', 0x8088356F)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x225B1B22), ('P4rIngress.aggregator.values_v10001.hi', 0x9231D338)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x20648635), ('P4rIngress.aggregator.values_v10010.hi', 0x796EA12B)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x8B8CED12), ('P4rIngress.aggregator.values_v10011.hi', 0xEDB5E439)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x9583B15F), ('P4rIngress.aggregator.values_v10100.hi', 0xA87D67A3)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x60D137E1), ('P4rIngress.aggregator.values_v10101.hi', 0x6008BFB2)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xCB72D84B), ('P4rIngress.aggregator.values_v10110.hi', 0x6DE0E27B)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x52E8EEF8), ('P4rIngress.aggregator.values_v10111.hi', 0x73BADF34)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7889B9B6), ('P4rIngress.aggregator.values_v11000.hi', 0x420FC0F7)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x771794CD), ('P4rIngress.aggregator.values_v11001.hi', 0x458DEEED)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xB411956E), ('P4rIngress.aggregator.values_v11010.hi', 0x62B64B0F)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x141EB6AB), ('P4rIngress.aggregator.values_v11011.hi', 0x4AD9A933)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x6C9DFCB6), ('P4rIngress.aggregator.values_v11100.hi', 0x890CB64D)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x40FB7769), ('P4rIngress.aggregator.values_v11101.hi', 0x60BA9485)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x34D350AD), ('P4rIngress.aggregator.values_v11110.hi', 0x48672F9F)], 14996)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x32E3D452), ('P4rIngress.aggregator.values_v11111.hi', 0x5EAEEFB3)], 14996)
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
                gc.KeyTuple('job_id', 0x6731),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D23),
                gc.DataTuple('slot_count', 0x00000FF7),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x228928C6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x72ADF32A),
                gc.KeyTuple('src_port', 0xF20C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6731),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00B1),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x72\xAD\xF3\x2A\x00\x00\x00\x00\xF2\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x67\x31\x00\x1F\x22\x89\x28\xC6\x0D\x71\x03\xC3\xBF\x04\x44\xB4\x00\x40\x00\x00\xA6\x09\xB6\x66\x75\xAA\x8C\xC0\x6D\xDD\xD9\xC3\x86\x72\x9D\x61\x6D\x0B\xBB\x86\x6B\xEA\x36\x68\xE2\xC8\x84\xF2\x36\x49\xF0\x80\x3A\xC4\x71\x7C\x55\xB0\xA4\x8E\xB0\x18\xA8\x31\x46\xD7\xA5\x7D\x59\x5A\x29\x89\xCA\x1C\xEA\x5B\x37\xF8\xDD\xBF\x7F\xA8\x7A\xF7\x7A\x42\xB6\x9B\xA4\x46\x1C\x32\x9E\x38\xDE\xEA\x34\xAB\x6E\x84\x49\xF2\xA3\x75\x5E\x32\x7C\x21\x79\x1F\xE5\xD7\x95\x27\x19\x69\xD5\x39\x50\x53\x74\xF5\xAE\xD3\xC4\x3A\xC4\xEA\xCC\xA3\xDA\x94\x61\xAA\x30\x5C\xA6\x32\x5E\x79\x95\xC5\x83\xF9\xA3\x48\xCA\x5D\xB1\x60\x45\x13\xB5\x9F\xB3\x65\x5E\xBF\x5D\x2C\xEF\x9E\x58\x08\xC7\x6A\xD6\x7F\x32\x72\xC7\xE4\xE7\xCC\x27\xB3\x97\xF3\xAF\xDF\x45\xED\xB7\x65\xB2\x78\xD2\xD9\x6D\x9D\x2E\xF6\x40\xB6\xEF\x47\xAD\xD5\xE8\x43\x1E\xE5\x48\x09\x50\x6F\x14\xE8\x2E\x22\xD0\x10\x57\xD8\xE0\x66\x63\x74\x1D\x70\x14\xD2\x51\x83\x59\xC4\x0B\x3A\xAF\x21\xF5\x6D\x45\x6D\xD8\xB7\x4D\xBC\xBE\xBE\x5A\xA0\xFD\x5B\x17\xB0\xBD\xC0\xEE\x16\x22\xC8\xFA\x16\x65\xB3\x73\xCA\xB4\xB5\x65\xA5\x5C\x89\x55\xC5\x27\x8A\x55\xE8\x76\xDA\x43\x65\x16\x9F\x40\x9B\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x72\xAD\xF3\x2A\xBE\xEF\xF2\x0C\x01\x20\x00\x00\x50\x34\x02\x82\x67\x31\x00\x1F\x22\x89\x28\xC6\x0D\x71\x01\xC3\xBF\x04\x44\xB4\x00\x40\x00\x16\x80\x00\x00\x00\x75\xAA\x8C\xC0\x7F\xFF\xFF\xFF\x86\x72\x9D\x61\x7F\xFF\xFF\xFF\x6B\xEA\x36\x68\xE7\xAA\x89\x98\x36\x49\xF0\x80\x7F\xFF\xFF\xFF\x55\xB0\xA4\x8E\xCC\xE6\x57\x82\x46\xD7\xA5\x7D\x7F\xFF\xFF\xFF\xCA\x1C\xEA\x5B\xC1\xCC\x78\xF6\x7F\xA8\x7A\xF7\x7F\xFF\xFF\xFF\xA4\x46\x1C\x32\x80\x00\x00\x00\x34\xAB\x6E\x84\x7F\xFF\xFF\xFF\x5E\x32\x7C\x21\x7F\xFF\xFF\xFF\x95\x27\x19\x69\x32\x94\xCF\x60\x74\xF5\xAE\xD3\xE8\x2D\x39\x99\xCC\xA3\xDA\x94\x7F\xFF\xFF\xFF\xA6\x32\x5E\x79\x80\x00\x00\x00\xA3\x48\xCA\x5D\x80\x00\x00\x00\xB5\x9F\xB3\x65\x7F\xFF\xFF\xFF\xEF\x9E\x58\x08\xE7\xCF\x5C\xB4\x32\x72\xC7\xE4\x80\x00\x00\x00\x97\xF3\xAF\xDF\xDB\x71\x68\xC4\xB2\x78\xD2\xD9\x7F\xFF\xFF\xFF\x40\xB6\xEF\x47\x80\x00\x00\x00\x1E\xE5\x48\x09\x7F\xFF\xFF\xFF\x2E\x22\xD0\x10\x7F\xFF\xFF\xFF\x63\x74\x1D\x70\x7F\xFF\xFF\xFF\x59\xC4\x0B\x3A\x80\x00\x00\x00\x45\x6D\xD8\xB7\x61\xDB\x75\x69\x5A\xA0\xFD\x5B\x7F\xFF\xFF\xFF\xEE\x16\x22\xC8\x3B\x11\xDD\x1C\x73\xCA\xB4\xB5\x7F\xFF\xFF\xFF\x55\xC5\x27\x8A\x7F\xFF\xFF\xFF\x43\x65\x16\x9F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB5\x8E\x1C\x0D\xBF\x04\x44\xB4\xBF\x04\x44\xB4\x16\xDC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD0\x07\x5C\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\xAA\x89\x98\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\xE6\x57\x82\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\x07\x71\x28\xC1\xCC\x78\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x45\x83\xC1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x32\x94\xCF\x60\x7F\xFF\xFF\xFF\xE8\x2D\x39\x99\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x81\xD0\x2B\x40\xE7\xCF\x5C\xB4\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x85\xA9\x94\x18\xDB\x71\x68\xC4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x61\xDB\x75\x69\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3B\x11\xDD\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x9B\x04\x36\xE7\x5B\x45\x2C\x5E\x6E\x84\x81\x0A\x20\xA9\xA8\x01\x7B\xC8\x37\x2E\xBF\xE7\x62\x2F\xA3\xEF\x53\xC8\xCB\xE1\x47\x91\x57\x08\x2E\x48\x64\xCC\x32\x0E\x8E\x38\x49\x28\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x758055D7), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBDFD36AB)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBDFD36AB, 11218)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xC6)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x97D5D217), ('P4rIngress.aggregator.values_v00000.hi', 0x26DA71E0)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x46B2A39F), ('P4rIngress.aggregator.values_v00001.hi', 0xA38CCFAB)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x52869355), ('P4rIngress.aggregator.values_v00010.hi', 0x1E0EB612)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x8BE69A7B), ('P4rIngress.aggregator.values_v00011.hi', 0x444AD1D3)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6AB686A7), ('P4rIngress.aggregator.values_v00100.hi', 0x5EBB00CC)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xCDF7D4DE), ('P4rIngress.aggregator.values_v00101.hi', 0x26948AF2)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6D861917), ('P4rIngress.aggregator.values_v00110.hi', 0xD7561E30)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x3AA13FBB), ('P4rIngress.aggregator.values_v00111.hi', 0x51621BF8)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x63159663), ('P4rIngress.aggregator.values_v01000.hi', 0xD9D59CD8)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xA2C57CE3), ('P4rIngress.aggregator.values_v01001.hi', 0x66548523)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x2D1E61BC), ('P4rIngress.aggregator.values_v01010.hi', 0x5244FA2D)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x3A48866A), ('P4rIngress.aggregator.values_v01011.hi', 0x34561B20)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x8DE9F34D), ('P4rIngress.aggregator.values_v01100.hi', 0x8D4985E7)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x832C1A51), ('P4rIngress.aggregator.values_v01101.hi', 0x9EA7B625)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x83436CC7), ('P4rIngress.aggregator.values_v01110.hi', 0xB16A7097)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5C4F83F5), ('P4rIngress.aggregator.values_v01111.hi', 0xA92909CA)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xA1018E4C), ('P4rIngress.aggregator.values_v10000.hi', 0x9F1E8D44)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x80B2B429), ('P4rIngress.aggregator.values_v10001.hi', 0x03CC5B6C)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xE202AACE), ('P4rIngress.aggregator.values_v10010.hi', 0x50ABD8BF)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x46AF9EF6), ('P4rIngress.aggregator.values_v10011.hi', 0xBC95287C)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xBE0B75BB), ('P4rIngress.aggregator.values_v10100.hi', 0xA591418A)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x86EA3531), ('P4rIngress.aggregator.values_v10101.hi', 0x3796B686)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xB8B2B839), ('P4rIngress.aggregator.values_v10110.hi', 0xA94C6399)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x3D3AA4FA), ('P4rIngress.aggregator.values_v10111.hi', 0x59708CAC)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xA76DB324), ('P4rIngress.aggregator.values_v11000.hi', 0xBBDF6473)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x79269E3E), ('P4rIngress.aggregator.values_v11001.hi', 0xC3B0CEF5)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x80CA9DA7), ('P4rIngress.aggregator.values_v11010.hi', 0x168AC092)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x77643748), ('P4rIngress.aggregator.values_v11011.hi', 0x79632574)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x3F3A5D71), ('P4rIngress.aggregator.values_v11100.hi', 0x3F6B8A43)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x78376055), ('P4rIngress.aggregator.values_v11101.hi', 0x57F7EF70)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x650AD871), ('P4rIngress.aggregator.values_v11110.hi', 0x8F4CAE57)], 11218)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x7F5C67CF), ('P4rIngress.aggregator.values_v11111.hi', 0x8128A11D)], 11218)
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
                gc.KeyTuple('job_id', 0xA87F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007D2),
                gc.DataTuple('slot_count', 0x00001058),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x839D1753),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x49E8158C),
                gc.KeyTuple('src_port', 0x380C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA87F),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00A2),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x49\xE8\x15\x8C\x00\x00\x00\x00\x38\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA8\x7F\x00\x1F\x83\x9D\x17\x53\x04\x00\x01\x53\xBD\xFD\x36\xAB\x00\x40\x00\x00\xB5\xA1\x2A\x37\x61\x63\xF3\xE9\x7D\xC1\x51\x51\x17\xEF\x2E\x7E\x4E\x3E\x30\xD6\x76\x1C\xE1\x8D\x51\xCF\x1A\x73\x66\xDE\x77\x3B\x3E\xD3\x2A\xCF\x4E\x1F\xFC\xBE\xE7\x17\xB6\xC4\x6E\xCD\x4C\xE6\x1C\xFE\xEC\xB1\x77\x76\x71\xAB\xC7\x26\xF5\xA3\x40\x5B\x0B\xC0\x6C\xA5\x5F\x7B\x5D\x56\x51\x9B\xB0\xDD\xEB\xFB\x40\xC5\xBD\x77\x77\x52\xEE\x82\x5C\x41\xEA\xD9\x61\x83\xCE\x6C\x7F\xE6\x9C\x6B\xE8\x49\x96\xED\xE5\x33\x53\xC6\xA7\x1A\x5A\xF3\xE0\x72\xC0\x75\xC1\x95\x5E\x52\x93\x6E\xA4\x33\x4E\x56\x63\x15\xBD\xBB\x39\xDB\x9A\x42\xE7\xF3\xA8\xB5\xF6\x2B\xA0\x27\x27\xDE\x7D\xAB\xCB\x21\x82\xA3\xEB\x58\x4E\x8D\x8E\x44\x62\x34\xD7\xB0\x4F\x8B\x60\x8D\xA9\x0A\x22\x10\xED\x15\x63\xDF\xDC\x90\xE7\x58\x65\xF5\x50\xC4\x8E\x9F\x1E\xD3\xBF\xC4\xBB\x9A\x76\x49\x34\xBD\x75\x89\xAF\x29\x53\x09\xB1\xB3\xB0\xA4\x07\x19\x1E\xB6\xCF\x0C\x2D\xA1\x00\xC9\xE2\xC8\xA5\x21\x6A\xD6\xA7\x20\x48\xBB\xB1\xB2\x4E\x6A\xC4\x9F\x5E\x9A\x65\xBE\x58\x25\x77\x4A\x11\xD8\x50\x8E\x3F\x9C\x2C\x44\x4B\xC0\x61\xA7\xE0\x79\x25\x74\x73\x89\xEC\x74\xCF\xE2\xBC\xED\x0C\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x49\xE8\x15\x8C\xBE\xEF\x38\x0C\x01\x20\x00\x00\x50\x34\x02\x82\xA8\x7F\x00\x1F\x83\x9D\x17\x53\x04\x00\x01\x53\xBD\xFD\x36\xAB\x00\x40\x00\x09\x80\x00\x00\x00\x61\x63\xF3\xE9\x7F\xFF\xFF\xFF\x17\xEF\x2E\x7E\x7F\xFF\xFF\xFF\x76\x1C\xE1\x8D\xDD\xB5\xB4\xEE\x66\xDE\x77\x3B\x7F\xFF\xFF\xFF\x4E\x1F\xFC\xBE\xB5\x0F\x8B\xA2\x6E\xCD\x4C\xE6\x7F\xFF\xFF\xFF\x77\x76\x71\xAB\x01\xC8\x35\x5E\x40\x5B\x0B\xC0\x7F\xFF\xFF\xFF\x5D\x56\x51\x9B\x80\x00\x00\x00\x40\xC5\xBD\x77\x7F\xFF\xFF\xFF\x5C\x41\xEA\xD9\x7F\xFF\xFF\xFF\x7F\xE6\x9C\x6B\x80\x00\x00\x00\xE5\x33\x53\xC6\x80\x00\x00\x00\xE0\x72\xC0\x75\x80\x00\x00\x00\x93\x6E\xA4\x33\x7F\xFF\xFF\xFF\xBD\xBB\x39\xDB\x80\x00\x00\x00\xA8\xB5\xF6\x2B\x80\x00\x00\x00\x7D\xAB\xCB\x21\x80\x00\x00\x00\x4E\x8D\x8E\x44\x7F\xFF\xFF\xFF\x4F\x8B\x60\x8D\x80\x00\x00\x00\xED\x15\x63\xDF\x80\x00\x00\x00\x65\xF5\x50\xC4\x80\x00\x00\x00\xBF\xC4\xBB\x9A\x7F\xFF\xFF\xFF\x75\x89\xAF\x29\xFA\x77\x64\xD7\xB0\xA4\x07\x19\x7F\xFF\xFF\xFF\x2D\xA1\x00\xC9\x80\x00\x00\x00\x6A\xD6\xA7\x20\x7F\xFF\xFF\xFF\x4E\x6A\xC4\x9F\x7F\xFF\xFF\xFF\x58\x25\x77\x4A\x7F\xFF\xFF\xFF\x3F\x9C\x2C\x44\x7F\xFF\xFF\xFF\xE0\x79\x25\x74\x7F\xFF\xFF\xFF\xCF\xE2\xBC\xED\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF5\x80\x55\xD7\xBD\xFD\x36\xAB\xBD\xFD\x36\xAB\x09\xC6\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBB\x7B\xFE\x29\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\xB5\xB4\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB5\x0F\x8B\xA2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4E\xCC\x8F\xDB\x01\xC8\x35\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x2B\xEE\x73\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0C\x20\x89\x09\x80\x00\x00\x00\x92\xA6\xA5\x69\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x77\x64\xD7\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF1\x51\xCF\xBE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB\x82\xA7\x04\x9E\xA7\x75\x8B\x92\x27\xFD\xD3\x8C\x8B\x44\x3F\x4A\xAE\x31\x51\xFA\x9F\x2E\xB1\x64\x33\x40\xE5\x8F\x27\x15\x7D\x3D\x37\xAE\x07\x60\x7A\x25\xE9\x60\xCA\x55\xEB\x4C\x84\x0F\x34\x82\xE3\xF8\xEE\x0C\x1A\x1A\x86\xBA\x51\xB8\xA6\x83\x3B\xD1\x8B\x44\x9A\xE8\x0B\xB2\x9D\xDF\x12\x9B\x28\x57\x23\x76\x6A\x75\x0F\xD8\x0E\x32\x95\x04\xDA\x07\x2B\x10\xAC\x53\x61\x4D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x64291DBB), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8B1E6777)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8B1E6777, 12920)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x90)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xB5602304), ('P4rIngress.aggregator.values_v00000.hi', 0x6B36D8D4)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x796DA6C0), ('P4rIngress.aggregator.values_v00001.hi', 0xBA1C16D3)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5E51285B), ('P4rIngress.aggregator.values_v00010.hi', 0x3B772105)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x199DB92A), ('P4rIngress.aggregator.values_v00011.hi', 0x5CF72631)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x27FE4870), ('P4rIngress.aggregator.values_v00100.hi', 0x609B9FE7)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC8BB178B), ('P4rIngress.aggregator.values_v00101.hi', 0x29522387)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6BEDBB10), ('P4rIngress.aggregator.values_v00110.hi', 0x36E2C060)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xF99CCBE5), ('P4rIngress.aggregator.values_v00111.hi', 0x2C2F799B)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x395A6D91), ('P4rIngress.aggregator.values_v01000.hi', 0x1D0EB70D)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x83B993A1), ('P4rIngress.aggregator.values_v01001.hi', 0x20C5772C)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4D97DA3E), ('P4rIngress.aggregator.values_v01010.hi', 0x4C5FAC8F)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6D9AE533), ('P4rIngress.aggregator.values_v01011.hi', 0xA4C5816C)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x455997FC), ('P4rIngress.aggregator.values_v01100.hi', 0x419FCD70)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x88D94AD3), ('P4rIngress.aggregator.values_v01101.hi', 0xBC97CEEB)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x53B47CC9), ('P4rIngress.aggregator.values_v01110.hi', 0xC610217F)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xABAE1C9B), ('P4rIngress.aggregator.values_v01111.hi', 0x8863B9D6)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xA4B99CC1), ('P4rIngress.aggregator.values_v10000.hi', 0x7AF2163A)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xC4E42AB6), ('P4rIngress.aggregator.values_v10001.hi', 0x70C4E38E)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x46AAD966), ('P4rIngress.aggregator.values_v10010.hi', 0x7663628B)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x98B1835B), ('P4rIngress.aggregator.values_v10011.hi', 0x9D9672F7)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xB5B21FA7), ('P4rIngress.aggregator.values_v10100.hi', 0x7EA7669F)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x99A2A862), ('P4rIngress.aggregator.values_v10101.hi', 0x571D78C1)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xAE3376AB), ('P4rIngress.aggregator.values_v10110.hi', 0x4262BB32)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x3F6EFB05), ('P4rIngress.aggregator.values_v10111.hi', 0xCF1E9D2B)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x4EC2D8D5), ('P4rIngress.aggregator.values_v11000.hi', 0xA3DD3693)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xCAB66EE1), ('P4rIngress.aggregator.values_v11001.hi', 0x33AAFE3D)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x0FEF7ABB), ('P4rIngress.aggregator.values_v11010.hi', 0x3A39FF4C)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5F29DF2F), ('P4rIngress.aggregator.values_v11011.hi', 0x55C9EE4F)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x46F0CF99), ('P4rIngress.aggregator.values_v11100.hi', 0x779A4A74)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5338DCB9), ('P4rIngress.aggregator.values_v11101.hi', 0x88F4ECA1)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x795EB4E5), ('P4rIngress.aggregator.values_v11110.hi', 0x44F57269)], 12920)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x99371289), ('P4rIngress.aggregator.values_v11111.hi', 0xF21ED980)], 12920)
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
                gc.KeyTuple('job_id', 0xA8BB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000055B),
                gc.DataTuple('slot_count', 0x00001A1F),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE5E57001),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x6F11C617),
                gc.KeyTuple('src_port', 0xD95D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA8BB),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x018F),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6F\x11\xC6\x17\x00\x00\x00\x00\xD9\x5D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xA8\xBB\x00\x1F\xE5\xE5\x70\x01\x0D\x1D\x01\x2F\x8B\x1E\x67\x77\x00\x40\x00\x00\xA6\xDB\xF7\xDD\x43\x44\xED\x77\x41\x61\xE0\x93\xD7\x15\xBA\xF4\x5E\x25\xA9\x65\x4B\x0A\x3D\xE3\xAD\xB5\xA2\xEE\x5A\xB2\xEE\xF4\x6B\x42\xFB\x7B\x79\xD1\x1B\x47\xE9\xFA\x1E\xBD\x7A\x3C\xAF\x52\x68\x27\x32\xEB\xF1\x18\x07\x0E\xFD\xD9\x89\xB7\x61\x6D\x34\xB5\x73\xDC\xA0\xD9\x8D\xB1\xF6\xD7\xE2\x96\x37\x2D\x73\xF1\x34\x7C\x4D\xB7\xCC\xC4\x56\x5A\x14\x5D\x6D\x68\x84\x76\x9D\x8A\x94\xBB\x09\x91\xD1\xCC\x55\x94\x92\xD9\x1F\x5B\xCE\x4F\x84\xBE\x28\x66\x47\x1A\xA1\xCB\xB7\xBF\xB4\xFD\xB2\x99\xB4\x3A\xF0\x87\xF9\x55\xA7\x94\x9E\x8D\x78\xAB\xF2\x58\x8F\x6C\xEB\x36\x12\xE6\x7B\xD5\x76\x8C\x75\xCD\x5A\x73\xF5\x6B\xB7\xF3\xE4\x1B\xB2\xB4\xA3\x79\x93\x2B\x3E\x26\xC4\x78\x2B\x6F\x99\xCC\xD8\xBB\xE5\x71\xE9\xAF\xA9\x36\x93\x6D\x7E\x41\x06\x41\x6D\x64\x22\x04\x36\x75\x55\xBF\xFB\x71\x7D\xB7\x9E\xDC\xD2\x81\x07\xBD\x2E\x42\x5A\x72\xDC\xB1\xC4\xD6\x1B\xBF\xBB\xD2\x3A\x7E\x4B\x8B\xCD\xE9\x6D\x3E\x55\x1D\x74\x3B\x8F\x99\x2B\x62\x91\x68\x59\x68\xEA\xEF\x1E\x93\x90\xFC\x58\xE2\x96\x46\xD7\x44\xE8\xAC\xD6\xD2\x5E\xCF\x1C\x23\xD1\x7C\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6F\x11\xC6\x17\xBE\xEF\xD9\x5D\x01\x20\x00\x00\x50\x34\x02\x82\xA8\xBB\x00\x1F\xE5\xE5\x70\x01\x0D\x1D\x01\x2F\x8B\x1E\x67\x77\x00\x40\x00\x07\x80\x00\x00\x00\x43\x44\xED\x77\x7F\xFF\xFF\xFF\xD7\x15\xBA\xF4\x7F\xFF\xFF\xFF\x4B\x0A\x3D\xE3\xC7\x53\x5C\x18\x5A\xB2\xEE\xF4\x7F\xFF\xFF\xFF\x79\xD1\x1B\x47\xB2\xB5\x36\x48\x7A\x3C\xAF\x52\x7F\xFF\xFF\xFF\xF1\x18\x07\x0E\xF7\x76\x55\x9C\x61\x6D\x34\xB5\x7F\xFF\xFF\xFF\x8D\xB1\xF6\xD7\x80\x00\x00\x00\x73\xF1\x34\x7C\x7F\xFF\xFF\xFF\x56\x5A\x14\x5D\x7F\xFF\xFF\xFF\x9D\x8A\x94\xBB\x4E\xEB\x69\xC8\x55\x94\x92\xD9\xA8\x35\x19\x22\x84\xBE\x28\x66\x7F\xFF\xFF\xFF\xB7\xBF\xB4\xFD\x80\x00\x00\x00\xF0\x87\xF9\x55\x80\x00\x00\x00\x78\xAB\xF2\x58\x80\x00\x00\x00\x12\xE6\x7B\xD5\x7F\xFF\xFF\xFF\x5A\x73\xF5\x6B\x80\x00\x00\x00\xB2\xB4\xA3\x79\x80\x00\x00\x00\xC4\x78\x2B\x6F\x80\x00\x00\x00\xE5\x71\xE9\xAF\x80\x00\x00\x00\x7E\x41\x06\x41\x7F\xFF\xFF\xFF\x36\x75\x55\xBF\x4A\x34\x56\x8C\x9E\xDC\xD2\x81\xD2\x73\x9D\x23\x5A\x72\xDC\xB1\xD4\xC5\x96\x7A\xBB\xD2\x3A\x7E\x7F\xFF\xFF\xFF\x6D\x3E\x55\x1D\x7F\xFF\xFF\xFF\x2B\x62\x91\x68\x7F\xFF\xFF\xFF\x1E\x93\x90\xFC\x7F\xFF\xFF\xFF\xD7\x44\xE8\xAC\x80\x00\x00\x00\x1C\x23\xD1\x7C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE4\x29\x1D\xBB\x8B\x1E\x67\x77\x8B\x1E\x67\x77\x07\x90\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x91\x31\xD1\xC7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC7\x53\x5C\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB2\xB5\x36\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x27\xFA\xC7\x6E\xF7\x76\x55\x9C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAA\xC0\xAD\xE4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4E\xEB\x69\xC8\x7F\xFF\xFF\xFF\xA8\x35\x19\x22\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x43\x1F\x92\x0E\x80\x00\x00\x00\x3C\x8F\x62\x70\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x05\x93\xF2\xEA\x4A\x34\x56\x8C\x80\x00\x00\x00\xD2\x73\x9D\x23\x7F\xFF\xFF\xFF\xD4\xC5\x96\x7A\xF6\x0C\x39\xCA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA7\x88\x7D\x9D\x7F\xFF\xFF\xFF\x1C\x3A\x5B\x15\x80\x00\x00\x00\x0E\x42\xAA\xFC\x5B\x0F\x7E\x7B\x75\x49\x60\x3F\x22\xAB\x67\x2E\xCF\x1F\xAF\xA0\x86\xC3\xD9\x8A\xA8\xC1\x54\x34\x8B\xCB\x4B\xDC\xFE\x29\xE1\xC6\xFE\x71\x15\x67\x33\xFB\x99\x4E\xA2\xF8\x81\x92\xF7\x4E\xD3\xDD\xF9\x88\x95\xA5\x69\x4E\x85\xC0\x8A\xA3\xA2\xA5\x8D\xD5\x0D\x1C\xE6\xBC\x26\x50\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03\x0B\xB0\x73\x43'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5ACB1A9A), ('P4rIngress.aggregator.bitmap_seq.seq', 0x68983512)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x68983512, 10526)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0xB1)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xB3DB1581), ('P4rIngress.aggregator.values_v00000.hi', 0x74D43B12)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x54F95306), ('P4rIngress.aggregator.values_v00001.hi', 0x5735B300)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x4BECDE7F), ('P4rIngress.aggregator.values_v00010.hi', 0x5337A04D)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF58D7EF3), ('P4rIngress.aggregator.values_v00011.hi', 0x49870B0D)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x3F0B4CCF), ('P4rIngress.aggregator.values_v00100.hi', 0x2E23836D)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xA5999E46), ('P4rIngress.aggregator.values_v00101.hi', 0x289E2E85)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x3E891CFF), ('P4rIngress.aggregator.values_v00110.hi', 0x80000000)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x07CA47DF), ('P4rIngress.aggregator.values_v00111.hi', 0x7E78A77A)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x544771EB), ('P4rIngress.aggregator.values_v01000.hi', 0x9AF558AD)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB42B26C9), ('P4rIngress.aggregator.values_v01001.hi', 0x43B6AE45)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4D2B6135), ('P4rIngress.aggregator.values_v01010.hi', 0x44347CD7)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7A1B05A7), ('P4rIngress.aggregator.values_v01011.hi', 0x41CD3EFC)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xCE14D507), ('P4rIngress.aggregator.values_v01100.hi', 0x852115F4)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x8C9C1AE7), ('P4rIngress.aggregator.values_v01101.hi', 0xA7FDCAE1)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xB86BE4DA), ('P4rIngress.aggregator.values_v01110.hi', 0xA8D98621)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x58E4CF22), ('P4rIngress.aggregator.values_v01111.hi', 0x9272C690)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xBBF0BED5), ('P4rIngress.aggregator.values_v10000.hi', 0xB54E9307)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xBC8D1F15), ('P4rIngress.aggregator.values_v10001.hi', 0x6D6B2E2B)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x95B6BB5F), ('P4rIngress.aggregator.values_v10010.hi', 0x7757D5FC)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x4279ADA9), ('P4rIngress.aggregator.values_v10011.hi', 0x3E1D7B9C)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xA1C37D88), ('P4rIngress.aggregator.values_v10100.hi', 0x3B029DAA)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xCF97FF2A), ('P4rIngress.aggregator.values_v10101.hi', 0x49E92325)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x99567ECB), ('P4rIngress.aggregator.values_v10110.hi', 0x9FC35FA5)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7B1D7ABF), ('P4rIngress.aggregator.values_v10111.hi', 0x5C87C5A8)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xD49AB1C9), ('P4rIngress.aggregator.values_v11000.hi', 0xF75E56CB)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x5D246EA3), ('P4rIngress.aggregator.values_v11001.hi', 0x570482A1)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x8F95E689), ('P4rIngress.aggregator.values_v11010.hi', 0x8B728B13)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xB2F2C504), ('P4rIngress.aggregator.values_v11011.hi', 0x75B53BEE)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x89F6DA51), ('P4rIngress.aggregator.values_v11100.hi', 0x55334CFD)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x61F04399), ('P4rIngress.aggregator.values_v11101.hi', 0xA6B8D8B0)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x00000000), ('P4rIngress.aggregator.values_v11110.hi', 0x44E8C545)], 10526)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xB2EC2EE7), ('P4rIngress.aggregator.values_v11111.hi', 0x681E27F1)], 10526)
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
                gc.KeyTuple('job_id', 0x69E6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091E),
                gc.DataTuple('slot_count', 0x0000091A),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x685A1056),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x412A450A),
                gc.KeyTuple('src_port', 0xC6C0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x69E6),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x2A\x45\x0A\x00\x00\x00\x00\xC6\xC0\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x69\xE6\x00\x1F\x68\x5A\x10\x56\x00\x00\x03\x94\x68\x98\x35\x12\x00\x40\x00\x00\xB3\xD2\x76\x77\x42\x55\x69\xC7\x39\xF6\x53\x86\x85\x4F\x2A\xE8\x5A\x10\xCE\x6D\x72\xC8\x15\xC2\x55\xCD\x52\x66\x6C\xFF\xCF\xAF\x64\x76\x66\x5A\x6E\x79\xF5\x29\x37\x96\x70\xF7\x63\xEC\x59\xDC\x76\xBF\x25\x4A\x19\xA1\x20\x06\x4C\xC8\xD2\xA9\x6D\x12\xD3\x32\x4B\xDF\x45\xFB\x74\x65\xCA\xE7\xB7\x8B\xC2\x5C\x4A\xE7\x62\xC4\x62\x6E\xE7\x2D\x57\x15\xA5\x52\x46\x2A\xF7\xAF\x4D\x82\x1F\x38\x87\x7D\xF4\x86\xDF\x0E\xAA\xE9\xC9\xCD\xBA\x73\xB0\xBE\x93\x62\xBA\x27\x9B\x90\xB9\x5C\x5F\x53\x48\x8C\x51\x6B\xBB\x5A\xEC\x6C\xA0\x26\xCE\x5D\xB6\x22\xAD\xD1\x85\xED\x5D\x57\x17\x49\x42\x7A\xB1\x6F\x92\x4B\x45\x43\x54\xDB\x57\x0A\xB3\x9D\x1C\xB9\x69\x70\xD5\xB3\x73\x48\x0F\x4B\xC5\xD7\x9C\xDA\x45\x79\x69\x01\x11\x29\x9B\xDE\xF0\x9B\xA6\x41\xDB\xAB\x1C\x51\x7E\x5C\x50\x9D\x2C\xFD\xE3\x9B\x9B\x11\x84\x45\xE2\xD0\x5B\xB0\x65\xA9\x28\x91\xFB\x1F\xAD\x06\x50\x8B\xD1\x3F\xE9\x57\xAF\x8B\x75\xBD\xA7\xB2\x80\x76\xBF\x59\x72\x09\x62\xDC\x4E\xBD\x7C\xF1\xDB\x29\x72\x9D\xCF\x37\x00\x00\x00\x00\x3B\x1F\x0A\x43\x9A\xEC\x9C\xB5\x45\x82\xF4\x3A\xBF\xF6\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x41\x2A\x45\x0A\xBE\xEF\xC6\xC0\x01\x20\x00\x00\x50\x34\x02\x82\x69\xE6\x00\x1F\x68\x5A\x10\x56\x00\x00\x01\x94\x68\x98\x35\x12\x00\x40\x00\x19\x80\x00\x00\x00\x42\x55\x69\xC7\x7F\xFF\xFF\xFF\x85\x4F\x2A\xE8\x7F\xFF\xFF\xFF\x72\xC8\x15\xC2\x4B\x5A\xD1\x59\x6C\xFF\xCF\xAF\x7F\xFF\xFF\xFF\x6E\x79\xF5\x29\xDD\x30\x0F\x3D\x63\xEC\x59\xDC\x7F\xFF\xFF\xFF\x19\xA1\x20\x06\x54\x93\x1A\x88\x6D\x12\xD3\x32\x7F\xFF\xFF\xFF\x74\x65\xCA\xE7\x80\x00\x00\x00\x4A\xE7\x62\xC4\x7F\xFF\xFF\xFF\x57\x15\xA5\x52\x7F\xFF\xFF\xFF\x4D\x82\x1F\x38\x80\x00\x00\x00\xDF\x0E\xAA\xE9\x80\x00\x00\x00\xB0\xBE\x93\x62\x80\x00\x00\x00\xB9\x5C\x5F\x53\x7F\xFF\xFF\xFF\xBB\x5A\xEC\x6C\x80\x00\x00\x00\xB6\x22\xAD\xD1\x80\x00\x00\x00\x17\x49\x42\x7A\x80\x00\x00\x00\x45\x43\x54\xDB\x7F\xFF\xFF\xFF\x1C\xB9\x69\x70\x80\x00\x00\x00\x0F\x4B\xC5\xD7\x80\x00\x00\x00\x69\x01\x11\x29\x80\x00\x00\x00\xA6\x41\xDB\xAB\x7F\xFF\xFF\xFF\x50\x9D\x2C\xFD\xB8\x36\x4C\xDA\x84\x45\xE2\xD0\x7F\xFF\xFF\xFF\x28\x91\xFB\x1F\x80\x00\x00\x00\xD1\x3F\xE9\x57\x80\x00\x00\x00\xA7\xB2\x80\x76\x80\x00\x00\x00\x62\xDC\x4E\xBD\x7F\xFF\xFF\xFF\x72\x9D\xCF\x37\x00\x00\x00\x00\x3B\x1F\x0A\x43\x80\x00\x00\x00\x45\x82\xF4\x3A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDA\xCB\x1A\x9A\x68\x98\x35\x12\x68\x98\x35\x12\x19\xB1\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\x84\xDD\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4B\x5A\xD1\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDD\x30\x0F\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\xA1\x20\x06\x54\x93\x1A\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0F\x5B\x23\x94\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\xD6\xE5\x0C\x80\x00\x00\x00\x4A\x4E\x63\x81\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB8\x36\x4C\xDA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\x96\x7D\xC0\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x1D\x67\xBC\x64\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x19\x56\xA7\xE7\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBF\xF6\x80\xC4\x61\x79\x61\x8A\x45\xD3\x2A\x6A\xA2\xE2\xD8\x05\xED\x31\x16\xAF\x8E\x1F\x97\xEB\x30\x7A\x34\x24\x00\x34\x07\x11\x30\x12\x7D\x2F\x95\x1D\x4C\x1D\xE8\xDD\x4D\x88\xF9\x92\xCC\x71\x53\xE6\xB9\x98\x4C\x16\x36\x43\x05\x6D\x77\x3F\x2C\x74\x82\x2E\x1E\xCC\xE1\x3E\x0D\x96\x0E\x92\xED\x69\x33\x52\x50\x5F\x74\xFC\x55\xDB\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1563851D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x4B280AEF)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x4B280AEF, 10011)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x98)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x8EC29625), ('P4rIngress.aggregator.values_v00000.hi', 0x535703E3)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5AB4D597), ('P4rIngress.aggregator.values_v00001.hi', 0x9CDADD77)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x0D83F02C), ('P4rIngress.aggregator.values_v00010.hi', 0x4A49CB27)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xA0174E45), ('P4rIngress.aggregator.values_v00011.hi', 0x1709575F)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7CE4CCF7), ('P4rIngress.aggregator.values_v00100.hi', 0x66A4CE83)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2B539E67), ('P4rIngress.aggregator.values_v00101.hi', 0x406109AD)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x3C8B5BAB), ('P4rIngress.aggregator.values_v00110.hi', 0x0D60651B)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x3C25775B), ('P4rIngress.aggregator.values_v00111.hi', 0x7519DBC1)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x53465FA3), ('P4rIngress.aggregator.values_v01000.hi', 0x01FC56EF)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xBB7D3BAE), ('P4rIngress.aggregator.values_v01001.hi', 0x73D66EEA)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7D174271), ('P4rIngress.aggregator.values_v01010.hi', 0x24F72EEB)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4E06D8D4), ('P4rIngress.aggregator.values_v01011.hi', 0x53EA4EBA)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xBD92D471), ('P4rIngress.aggregator.values_v01100.hi', 0x96B00ACD)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD91EFE63), ('P4rIngress.aggregator.values_v01101.hi', 0xDA91137F)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x94CE4923), ('P4rIngress.aggregator.values_v01110.hi', 0xFAE35D57)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x56E43D8B), ('P4rIngress.aggregator.values_v01111.hi', 0x9E37844D)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x1BE3EA87), ('P4rIngress.aggregator.values_v10000.hi', 0xFA43D2F5)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5C62F718), ('P4rIngress.aggregator.values_v10001.hi', 0xFF5F19DE)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x57C8ED48), ('P4rIngress.aggregator.values_v10010.hi', 0x2E993143)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x1717300E), ('P4rIngress.aggregator.values_v10011.hi', 0xB1B2D3A5)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x511ED94D), ('P4rIngress.aggregator.values_v10100.hi', 0xE4C29ABA)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xA9B15967), ('P4rIngress.aggregator.values_v10101.hi', 0x6103352E)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x4E5259C1), ('P4rIngress.aggregator.values_v10110.hi', 0x7FB103A1)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x534D5E60), ('P4rIngress.aggregator.values_v10111.hi', 0xB3519518)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x6CB3CA47), ('P4rIngress.aggregator.values_v11000.hi', 0x911A2A59)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xCD32EEC8), ('P4rIngress.aggregator.values_v11001.hi', 0x80000000)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x45805D37), ('P4rIngress.aggregator.values_v11010.hi', 0x6B441AB5)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4BFB40D3), ('P4rIngress.aggregator.values_v11011.hi', 0x382E0805)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x051EA1A2), ('P4rIngress.aggregator.values_v11100.hi', 0x171566E6)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x6AC652E6), ('P4rIngress.aggregator.values_v11101.hi', 0x301E8DD7)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xF63AAC99), ('P4rIngress.aggregator.values_v11110.hi', 0x80893133)], 10011)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x95C43A44), ('P4rIngress.aggregator.values_v11111.hi', 0xB3738BB6)], 10011)
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
                gc.KeyTuple('job_id', 0xE4F6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000071B),
                gc.DataTuple('slot_count', 0x00000961),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFA203597),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x7A67AEF0),
                gc.KeyTuple('src_port', 0x0674),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE4F6),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00F9),
            ]
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7A\x67\xAE\xF0\x00\x00\x00\x00\x06\x74\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xE4\xF6\x00\x1F\xFA\x20\x35\x97\x00\x00\x03\x61\x4B\x28\x0A\xEF\x00\x40\x00\x00\x82\x70\xB7\x0D\x65\x17\xC6\x95\x60\xAC\x66\xF5\x58\xB3\xD8\xE1\x78\x5C\x8F\xF2\x5A\xBB\x0E\x1D\x09\x7F\x5F\x7F\x71\xA0\x09\x19\x25\x27\x84\x62\x1C\xA2\xC1\xD9\xB9\x72\xBA\x75\x5F\x93\x69\x09\x6F\x75\x62\xCF\xD6\x7D\xF5\xAD\xE6\xF1\x28\xD7\x25\x0D\xAB\x6F\x45\x12\x5A\x2B\xFE\x61\x7B\x27\xBE\x69\x3C\x9E\x3F\x18\xCC\xBD\x67\xB4\x41\xCE\x62\x18\x3B\xC7\x72\xAD\xBF\xEB\x50\x20\x0B\x69\xB8\xDB\xE8\xB3\xD6\xBB\x32\x95\x94\xFA\x5E\xD2\x8D\xB5\x2D\x25\xA6\x45\x3E\xEF\x37\xE7\xC5\xC8\x17\x87\x15\x3F\xD5\x8E\x65\x5F\xAE\xA4\x73\x79\x80\x80\xE2\xA9\x7A\x1A\xF6\x92\x83\x82\x75\xB4\x38\x45\xB0\x3E\x67\xF7\xD9\x17\x73\x24\xAE\xAD\x9A\xA9\x90\xB4\x71\xC3\x1B\x38\x80\xD2\x60\x12\xBB\x81\x41\x47\x3C\x5A\xB0\xBE\x51\x7B\x54\xE8\x3E\x55\xB8\x02\x47\x95\x20\xEE\x3D\xD6\xCD\x7D\x48\xA9\x13\x07\xB6\xEB\x47\xAB\x9A\x27\x8C\x5D\x2F\x69\x43\xF4\x6F\xAF\xAA\x94\xD2\xFB\x39\xB1\x6C\x59\x54\x3B\x66\x63\x5B\xBE\x1C\x5C\x84\xB3\x5C\xB5\x6F\xE6\x26\x8A\xC6\x14\x65\x99\xF3\x11\x82\x0A\xA7\x95\xD5\x39\xE1\xC1\xC1\xC5\xBA\x5C\xBB\x4A\xA5\x4B\x7A\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7A\x67\xAE\xF0\xBE\xEF\x06\x74\x01\x20\x00\x00\x50\x34\x02\x82\xE4\xF6\x00\x1F\xFA\x20\x35\x97\x00\x00\x01\x61\x4B\x28\x0A\xEF\x00\x40\x00\x18\x80\x00\x00\x00\x65\x17\xC6\x95\x7F\xFF\xFF\xFF\x58\xB3\xD8\xE1\x7F\xFF\xFF\xFF\x5A\xBB\x0E\x1D\xA9\x96\xAD\xC4\x71\xA0\x09\x19\x7F\xFF\xFF\xFF\x1C\xA2\xC1\xD9\xE4\xC6\x58\xDC\x5F\x93\x69\x09\x7F\xFF\xFF\xFF\xD6\x7D\xF5\xAD\x23\x16\xA0\x32\x25\x0D\xAB\x6F\x7F\xFF\xFF\xFF\xFE\x61\x7B\x27\x80\x00\x00\x00\x3F\x18\xCC\xBD\x7F\xFF\xFF\xFF\x62\x18\x3B\xC7\x7F\xFF\xFF\xFF\x50\x20\x0B\x69\x80\x00\x00\x00\xD6\xBB\x32\x95\x80\x00\x00\x00\x8D\xB5\x2D\x25\x80\x00\x00\x00\x37\xE7\xC5\xC8\x6E\x6B\x52\xCA\xD5\x8E\x65\x5F\xCA\x88\x5E\x00\x80\x80\xE2\xA9\x7F\xFF\xFF\xFF\x83\x82\x75\xB4\x7F\xFF\xFF\xFF\x67\xF7\xD9\x17\x7F\xFF\xFF\xFF\x9A\xA9\x90\xB4\x7F\xFF\xFF\xFF\x80\xD2\x60\x12\x80\x00\x00\x00\x3C\x5A\xB0\xBE\x7F\xFF\xFF\xFF\x3E\x55\xB8\x02\x7F\xFF\xFF\xFF\x3D\xD6\xCD\x7D\x7F\xFF\xFF\xFF\xB6\xEB\x47\xAB\x80\x00\x00\x00\x2F\x69\x43\xF4\x7F\xFF\xFF\xFF\xD2\xFB\x39\xB1\x7F\xFF\xFF\xFF\x66\x63\x5B\xBE\x21\x7B\x26\x55\x5C\xB5\x6F\xE6\x7F\xFF\xFF\xFF\x65\x99\xF3\x11\x80\x00\x00\x00\xD5\x39\xE1\xC1\x80\x00\x00\x00\xBB\x4A\xA5\x4B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x95\x63\x85\x1D\x4B\x28\x0A\xEF\x4B\x28\x0A\xEF\x18\x98\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF5\x8E\xB6\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x96\xAD\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\xC6\x58\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\xDE\x5A\xC8\x23\x16\xA0\x32\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x5D\xD2\x16\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x32\xCB\x23\x1F\x6E\x6B\x52\xCA\x80\x00\x00\x00\xCA\x88\x5E\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x82\xE1\x8F\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x28\x62\x95\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xAF\x69\x43\xF4\x7F\xFF\xFF\xFF\x3E\x3F\x54\x66\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x21\x7B\x26\x55\x73\xCA\xD6\xCC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7A\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4F3B3185), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 10670)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xAC)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD8E3EE52), ('P4rIngress.aggregator.values_v00000.hi', 0x66DB2E4E)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7C80D299), ('P4rIngress.aggregator.values_v00001.hi', 0x503BE63B)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x282A58F9), ('P4rIngress.aggregator.values_v00010.hi', 0x47AF6564)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xD926F6A5), ('P4rIngress.aggregator.values_v00011.hi', 0x11B12C5E)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5E0E06D7), ('P4rIngress.aggregator.values_v00100.hi', 0x5E80DF19)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC0D30C9D), ('P4rIngress.aggregator.values_v00101.hi', 0x61A22BD4)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x49CA66A1), ('P4rIngress.aggregator.values_v00110.hi', 0xDEDA75F6)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x8610D072), ('P4rIngress.aggregator.values_v00111.hi', 0x53CB6769)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x164CD419), ('P4rIngress.aggregator.values_v01000.hi', 0x676632DB)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xA9FA8D10), ('P4rIngress.aggregator.values_v01001.hi', 0x7DA7FEB1)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x1F70E85B), ('P4rIngress.aggregator.values_v01010.hi', 0x7C3DE66F)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7CA4F6AD), ('P4rIngress.aggregator.values_v01011.hi', 0xB2FB2CA7)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x4AF56AD2), ('P4rIngress.aggregator.values_v01100.hi', 0x5A0D5363)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x86D9AB67), ('P4rIngress.aggregator.values_v01101.hi', 0xADA595D5)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6DF75FD5), ('P4rIngress.aggregator.values_v01110.hi', 0x9A81DDA9)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xA726770F), ('P4rIngress.aggregator.values_v01111.hi', 0xBF5A1F36)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xBAE0AD12), ('P4rIngress.aggregator.values_v10000.hi', 0xD232ADB4)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5E7739CE), ('P4rIngress.aggregator.values_v10001.hi', 0x2E3346FB)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD9649BA3), ('P4rIngress.aggregator.values_v10010.hi', 0x46E5A4F4)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xAF872E2D), ('P4rIngress.aggregator.values_v10011.hi', 0x0D2B17BA)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x3BEFDA7F), ('P4rIngress.aggregator.values_v10100.hi', 0xCC966E81)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x3D167DA1), ('P4rIngress.aggregator.values_v10101.hi', 0x2724D1A6)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x9FAE6723), ('P4rIngress.aggregator.values_v10110.hi', 0x3A515613)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x35EA6899), ('P4rIngress.aggregator.values_v10111.hi', 0xA911FEA4)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x788995BA), ('P4rIngress.aggregator.values_v11000.hi', 0x1A1CC618)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x4E5D06BB), ('P4rIngress.aggregator.values_v11001.hi', 0x7B073CE1)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x948E588E), ('P4rIngress.aggregator.values_v11010.hi', 0xA526EFB7)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5758AE47), ('P4rIngress.aggregator.values_v11011.hi', 0x74504267)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x2C649AB7), ('P4rIngress.aggregator.values_v11100.hi', 0xDCFE1CD5)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x3D3DA46C), ('P4rIngress.aggregator.values_v11101.hi', 0x4EA950E9)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x529A1D89), ('P4rIngress.aggregator.values_v11110.hi', 0x44D8DB3C)], 10670)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xB4F9E6F3), ('P4rIngress.aggregator.values_v11111.hi', 0xDBC0BD85)], 10670)
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
                gc.KeyTuple('job_id', 0x5F9C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007AE),
                gc.DataTuple('slot_count', 0x00001377),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8CF6C2B9),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x8978FD69),
                gc.KeyTuple('src_port', 0x4B65),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5F9C),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0363),
            ]
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x78\xFD\x69\x00\x00\x00\x00\x4B\x65\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x5F\x9C\x00\x1F\x8C\xF6\xC2\xB9\x02\x00\x03\x40\x80\x00\x00\x00\x00\x40\x00\x00\x92\x83\xEC\x7F\x44\x72\x3F\xDE\x3D\xFD\x22\xAB\xED\xE0\xB5\xDD\x6B\x98\xE3\x55\x69\x28\xBA\xD7\xC4\x64\x15\xAF\x75\x15\x38\x5D\x7C\x7D\xEA\x49\x5F\xC4\x55\x3D\x24\x53\x06\x89\x41\x56\x7B\x33\x5D\xC6\x23\x3C\x5B\xCB\x64\x61\x5B\x3E\x95\x96\x56\x23\xEE\x83\x7A\x24\x24\xC5\x84\xA9\x04\xDB\xB9\x28\xB9\x10\x74\x8A\xDF\x45\x6F\x2B\x2F\x5B\x08\x30\xB8\x28\x58\x8C\x16\x8D\xBE\x27\xA1\x9B\x33\xAB\x53\x26\x5E\xC9\x6B\xE7\x3C\x85\x2A\x97\x92\xF7\xAB\x29\x49\xA0\xA9\x55\xB1\xD7\x55\xCB\xC3\xD7\xF9\xE1\xA6\x1F\x67\xF7\xA6\x9A\xF1\x16\xA3\xB1\xC4\x7F\x4B\xC6\xD9\xDE\x2D\xA2\x1D\x43\x78\xA8\xAE\x76\x3E\xC3\x56\xB9\xA5\x27\xA4\xEA\x49\xE7\x29\xB8\xED\x87\x49\xF7\x90\x9E\xCF\xF5\x6A\xB6\xD0\x81\x63\x9F\x98\xB7\xA9\x08\xE7\x7C\x5E\xCF\x5D\xD4\x77\xB2\x8E\x95\xB9\x1A\x4F\x8F\x14\x47\xB9\xD8\xC0\x0F\x6A\x8E\x6A\x16\xBA\x28\x04\x24\xAA\xE2\x90\xB3\x13\xB3\xEA\xEB\x60\x66\x56\x05\xFC\x91\x4A\x14\xBA\x9D\xAF\x4C\xDA\xAF\x8A\xA9\x8E\x36\x3D\x0D\x36\x2E\x66\x64\x97\x0D\x56\xB6\x5D\x8E\x4C\x96\x52\x04\x46\x2D\x02\x26\xC1\xCC\xC3\xDF\xBE\xCD\x63\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x89\x78\xFD\x69\xBE\xEF\x4B\x65\x01\x20\x00\x00\x50\x34\x02\x82\x5F\x9C\x00\x1F\x8C\xF6\xC2\xB9\x02\x00\x01\x40\x80\x00\x00\x00\x00\x40\x00\x20\x80\x00\x00\x00\x44\x72\x3F\xDE\x7F\xFF\xFF\xFF\xED\xE0\xB5\xDD\x7F\xFF\xFF\xFF\x69\x28\xBA\xD7\x9D\x8B\x0C\x54\x75\x15\x38\x5D\x7F\xFF\xFF\xFF\x5F\xC4\x55\x3D\xE5\x26\x13\x26\x41\x56\x7B\x33\x7F\xFF\xFF\xFF\x5B\xCB\x64\x61\xE1\x4F\x66\x08\x56\x23\xEE\x83\x7F\xFF\xFF\xFF\x84\xA9\x04\xDB\x80\x00\x00\x00\x74\x8A\xDF\x45\x7F\xFF\xFF\xFF\x08\x30\xB8\x28\x7F\xFF\xFF\xFF\xBE\x27\xA1\x9B\x7E\xA0\xBD\xF8\x5E\xC9\x6B\xE7\xC3\x5E\xD5\xFE\x92\xF7\xAB\x29\x7F\xFF\xFF\xFF\xB1\xD7\x55\xCB\x80\x00\x00\x00\xA6\x1F\x67\xF7\x80\x00\x00\x00\xA3\xB1\xC4\x7F\x7F\xFF\xFF\xFF\x2D\xA2\x1D\x43\x52\x0D\x4A\x19\x3E\xC3\x56\xB9\x80\x00\x00\x00\x49\xE7\x29\xB8\x29\x77\x24\x76\x90\x9E\xCF\xF5\x7F\xFF\xFF\xFF\x63\x9F\x98\xB7\x80\x00\x00\x00\x5E\xCF\x5D\xD4\x7F\xFF\xFF\xFF\xB9\x1A\x4F\x8F\x7F\xFF\xFF\xFF\xC0\x0F\x6A\x8E\x7F\xFF\xFF\xFF\x04\x24\xAA\xE2\x80\x00\x00\x00\xEA\xEB\x60\x66\x7F\xFF\xFF\xFF\x4A\x14\xBA\x9D\xDB\xB1\x75\x66\x8A\xA9\x8E\x36\x7A\x4A\xDA\x9A\x66\x64\x97\x0D\x7F\xFF\xFF\xFF\x4C\x96\x52\x04\xFB\x26\xE9\x19\xC1\xCC\xC3\xDF\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCF\x3B\x31\x85\x80\x00\x00\x00\x80\x00\x00\x00\x20\xAC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3E\x1C\x9C\x18\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9D\x8B\x0C\x54\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\x26\x13\x26\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\xA5\xDA\x57\xE1\x4F\x66\x08\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\x0F\x37\xB6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7E\xA0\xBD\xF8\x7F\xFF\xFF\xFF\xC3\x5E\xD5\xFE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5B\xD5\x64\x3E\x52\x0D\x4A\x19\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x57\x12\x41\x72\x29\x77\x24\x76\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDA\x2C\x30\xA6\x7F\xFF\xFF\xFF\x7F\x2B\xE7\xC3\x80\x00\x00\x00\x90\x12\x50\x1D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDB\xB1\x75\x66\x80\x00\x00\x00\x7A\x4A\xDA\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\x26\xE9\x19\x9D\x8D\x81\x64\xBE\xCD\x63\xB6\x0C\x1F\x01\xDC\x76\xEC\xA1\xFD\x6D\xB3\xD4\x8E\x18\x5E\xA6\xE7\xE3\x21\x9B\xB2\x2D\x68\xD5\x9F\x5B\xE4\x26\xD6\x7A\x50\x74\x30\x08\xA1\x0D\x9D\x84\x94\x01\x28\x60\xFF\x61\x13\xE9\x50\xF7\x25\x43\x4D\xE9\xB7\x38\xA2\x99\xEA\x4F\x6A\xEF\x82\xB6\xA2\xDC\xCB\xC4\x7D\x47'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x067322AB), ('P4rIngress.aggregator.bitmap_seq.seq', 0x60000000)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x60000000, 11307)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x40)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x877C048F), ('P4rIngress.aggregator.values_v00000.hi', 0x55DBA6ED)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x611588AC), ('P4rIngress.aggregator.values_v00001.hi', 0xA132C144)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x55A7DEF6), ('P4rIngress.aggregator.values_v00010.hi', 0x501F8A24)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x61A566F5), ('P4rIngress.aggregator.values_v00011.hi', 0x75FF6D24)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x36CB1C1F), ('P4rIngress.aggregator.values_v00100.hi', 0x378FC42B)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDD75E888), ('P4rIngress.aggregator.values_v00101.hi', 0x47006DDB)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6C9757ED), ('P4rIngress.aggregator.values_v00110.hi', 0xF82C4975)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x58C75D66), ('P4rIngress.aggregator.values_v00111.hi', 0x31852205)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4B450CBB), ('P4rIngress.aggregator.values_v01000.hi', 0x21425EF5)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x978CAAD5), ('P4rIngress.aggregator.values_v01001.hi', 0x4C3976F5)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x38F4507F), ('P4rIngress.aggregator.values_v01010.hi', 0x55D87235)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x664DAD31), ('P4rIngress.aggregator.values_v01011.hi', 0x569B8265)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x922F4991), ('P4rIngress.aggregator.values_v01100.hi', 0xAB2EFADD)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xB4CB7A8D), ('P4rIngress.aggregator.values_v01101.hi', 0x9B6809E3)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x9E1639F7), ('P4rIngress.aggregator.values_v01110.hi', 0xB250B4F9)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4A27E1E7), ('P4rIngress.aggregator.values_v01111.hi', 0xBB361ADB)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x8BB9862F), ('P4rIngress.aggregator.values_v10000.hi', 0xEC6DB6BD)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x9B2A6DA5), ('P4rIngress.aggregator.values_v10001.hi', 0x44B11E5D)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xC25B176E), ('P4rIngress.aggregator.values_v10010.hi', 0x45CAC8B9)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x6C7E4571), ('P4rIngress.aggregator.values_v10011.hi', 0xC3E42B5D)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xBE4ADF7B), ('P4rIngress.aggregator.values_v10100.hi', 0x26AAE4FE)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAEACFE15), ('P4rIngress.aggregator.values_v10101.hi', 0x39DF8E4F)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xDF0AC34E), ('P4rIngress.aggregator.values_v10110.hi', 0x7BA74E7E)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x3E779B31), ('P4rIngress.aggregator.values_v10111.hi', 0xD91137AD)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7A39076C), ('P4rIngress.aggregator.values_v11000.hi', 0xBF813151)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xAE2C2487), ('P4rIngress.aggregator.values_v11001.hi', 0x2D34B305)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x568456BB), ('P4rIngress.aggregator.values_v11010.hi', 0x437B7432)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xA7F8FCC7), ('P4rIngress.aggregator.values_v11011.hi', 0xADDEAFA0)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xCADFD0BA), ('P4rIngress.aggregator.values_v11100.hi', 0xCD2370E4)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5F73354F), ('P4rIngress.aggregator.values_v11101.hi', 0x80000000)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x05825831), ('P4rIngress.aggregator.values_v11110.hi', 0x0F0AFA66)], 11307)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xDAD15457), ('P4rIngress.aggregator.values_v11111.hi', 0x140EC0AB)], 11307)
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
                gc.KeyTuple('job_id', 0x4566),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000949),
                gc.DataTuple('slot_count', 0x00000BF5),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE1A2DDF4),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x7F77FAF3),
                gc.KeyTuple('src_port', 0x3953),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4566),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03F0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x7F\x77\xFA\xF3\x00\x00\x00\x00\x39\x53\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x45\x66\x00\x1F\xE1\xA2\xDD\xF4\x02\xE2\x03\x38\x60\x00\x00\x00\x00\x40\x00\x00\x9A\x1F\xE0\xE4\x4C\x3A\x72\x66\x36\xE7\xFC\x6B\xF6\x1D\x38\x48\x68\xBF\xB3\x8E\x6C\x8B\x86\xE9\xD6\xAD\xC6\x10\x19\x6E\xF9\x18\x51\x7D\x8A\xEB\x6F\x09\xDD\xE9\x51\xE4\xFB\xBE\x5A\xE6\xB3\x19\x6E\x1F\xDE\x1D\x5A\x2D\xDC\x42\x9B\x6C\x75\xD2\x6B\x3A\x53\xD5\x69\x15\x64\x59\x3E\x9B\x6F\xBA\x92\xE1\xAE\x8D\x60\x89\x4D\x72\x4D\x83\x9F\x62\x4B\x7B\x17\x49\x4B\xD4\xEB\xB5\x36\x76\x7E\x16\xBD\xC1\x78\x93\x98\xA2\xB2\x59\xB5\xC0\x4A\x1B\xD2\x6D\xCD\x27\x99\x22\xF3\x97\x90\x05\xB5\xB5\x38\xE4\x4C\x91\x9F\x7B\x64\x8E\xEA\x69\x4B\x62\x91\x6A\x4D\x9B\xE1\x2A\x25\xCE\x3B\x6B\x3C\xED\xB7\x12\xD1\x6F\x62\xC9\xAB\x63\x71\x4F\x79\x49\x5C\x5B\x87\x5F\xBE\x98\xDF\x1B\x33\xA6\x7A\x4E\xAE\x4D\xBD\xB7\x6A\xC7\x96\xC3\x94\xBB\x69\x75\x27\x15\x59\xF5\x49\xFA\x1A\x71\x1A\x75\xA2\x05\x5B\x14\xB4\x6B\x84\x37\xB7\x83\x97\x5C\x9D\x8B\x6A\x60\x99\xDF\x2C\x0C\xEA\xC5\x80\x00\x00\x00\xD7\x87\xD6\xE3\xB9\x6D\x17\xB9\x39\xE3\x57\xB9\xA7\x84\xD6\x74\x69\xC3\xBE\xDC\x51\x6A\xEE\x0E\x7C\x33\xEB\xFD\xA8\xA0\x81\x1A\x9F\x5F\x58\xD6\xA7\xFA\x7C\x04\x85\xA5\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x7F\x77\xFA\xF3\xBE\xEF\x39\x53\x01\x20\x00\x00\x50\x34\x02\x82\x45\x66\x00\x1F\xE1\xA2\xDD\xF4\x02\xE2\x01\x38\x60\x00\x00\x00\x00\x40\x00\x1F\x80\x00\x00\x00\x4C\x3A\x72\x66\x7F\xFF\xFF\xFF\xF6\x1D\x38\x48\x7F\xFF\xFF\xFF\x6C\x8B\x86\xE9\x38\x53\x2D\x05\x19\x6E\xF9\x18\x7F\xFF\xFF\xFF\x6F\x09\xDD\xE9\x2F\x5A\xE4\x46\x5A\xE6\xB3\x19\x7F\xFF\xFF\xFF\x5A\x2D\xDC\x42\xF4\x33\xD3\x38\x6B\x3A\x53\xD5\x7F\xFF\xFF\xFF\x3E\x9B\x6F\xBA\x80\x00\x00\x00\x60\x89\x4D\x72\x7F\xFF\xFF\xFF\x4B\x7B\x17\x49\x7F\xFF\xFF\xFF\x36\x76\x7E\x16\x80\x00\x00\x00\x98\xA2\xB2\x59\x80\x00\x00\x00\xD2\x6D\xCD\x27\x80\x00\x00\x00\x90\x05\xB5\xB5\x7F\xFF\xFF\xFF\x9F\x7B\x64\x8E\x80\x00\x00\x00\x91\x6A\x4D\x9B\x80\x00\x00\x00\x3B\x6B\x3C\xED\x80\x00\x00\x00\x62\xC9\xAB\x63\x7F\xFF\xFF\xFF\x5C\x5B\x87\x5F\x80\x00\x00\x00\x33\xA6\x7A\x4E\x80\x00\x00\x00\x6A\xC7\x96\xC3\x80\x00\x00\x00\x27\x15\x59\xF5\x7F\xFF\xFF\xFF\x1A\x75\xA2\x05\x7F\xFF\xFF\xFF\x84\x37\xB7\x83\x80\x00\x00\x00\x6A\x60\x99\xDF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xB9\x6D\x17\xB9\x04\xC3\x28\x73\xA7\x84\xD6\x74\x7F\xFF\xFF\xFF\x51\x6A\xEE\x0E\x7F\xFF\xFF\xFF\xA8\xA0\x81\x1A\x80\x00\x00\x00\xA7\xFA\x7C\x04\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x86\x73\x22\xAB\x60\x00\x00\x00\x60\x00\x00\x00\x1F\x40\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x97\x4F\xF9\x8C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\x53\x2D\x05\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2F\x5A\xE4\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\x5A\x25\xB7\xF4\x33\xD3\x38\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5F\xDD\xCE\xAF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x20\x3F\xB2\xBC\x80\x00\x00\x00\x5A\x51\x5F\x4C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF3\x86\xD9\xB2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC3\x7B\x74\x32\x80\x00\x00\x00\x80\x00\x00\x00\x04\xC3\x28\x73\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD1\x6A\xEE\x0E\x7F\xFF\xFF\xFF\xB7\xAB\x7B\x80\x80\x00\x00\x00\xBC\x09\x3C\xAF\x85\xA5\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x34060F55), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD1C95419)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD1C95419, 11854)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x6C)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xC6AE478B), ('P4rIngress.aggregator.values_v00000.hi', 0x3FC76BFB)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x44718A72), ('P4rIngress.aggregator.values_v00001.hi', 0x5BE7A45A)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x5EB5D4B2), ('P4rIngress.aggregator.values_v00010.hi', 0x5D667675)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xD62BFA1C), ('P4rIngress.aggregator.values_v00011.hi', 0x3D31718E)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x66901568), ('P4rIngress.aggregator.values_v00100.hi', 0x77E73E69)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x33710239), ('P4rIngress.aggregator.values_v00101.hi', 0x31E8C8FE)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6BE8EA20), ('P4rIngress.aggregator.values_v00110.hi', 0xE7B2B590)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xD267A87F), ('P4rIngress.aggregator.values_v00111.hi', 0x70A71173)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x54AD7405), ('P4rIngress.aggregator.values_v01000.hi', 0x9D23B9FD)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xAF498297), ('P4rIngress.aggregator.values_v01001.hi', 0x361AB2F1)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6BE4CF5C), ('P4rIngress.aggregator.values_v01010.hi', 0x5BEC57B5)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x50926B3A), ('P4rIngress.aggregator.values_v01011.hi', 0x423EDDAB)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xBBB1D855), ('P4rIngress.aggregator.values_v01100.hi', 0xB35C655A)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xC2F7D5B5), ('P4rIngress.aggregator.values_v01101.hi', 0x916820A3)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xB352AD75), ('P4rIngress.aggregator.values_v01110.hi', 0x1B1ADCFE)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xD6E51863), ('P4rIngress.aggregator.values_v01111.hi', 0x8E6F63FE)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x518DF4EF), ('P4rIngress.aggregator.values_v10000.hi', 0x9B5C6353)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x6770BB83), ('P4rIngress.aggregator.values_v10001.hi', 0xDE33A8F9)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x2CA28943), ('P4rIngress.aggregator.values_v10010.hi', 0x670ACD22)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x19562767), ('P4rIngress.aggregator.values_v10011.hi', 0x9D77B5AA)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x2FEF8362), ('P4rIngress.aggregator.values_v10100.hi', 0xBE71B576)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xA8296310), ('P4rIngress.aggregator.values_v10101.hi', 0x5346F8B3)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x67ACE63C), ('P4rIngress.aggregator.values_v10110.hi', 0x6D5FAD32)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x6C973B7F), ('P4rIngress.aggregator.values_v10111.hi', 0xABB6724B)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x6F6F63DD), ('P4rIngress.aggregator.values_v11000.hi', 0x8F4737FE)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x96625A18), ('P4rIngress.aggregator.values_v11001.hi', 0x49900B5B)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x5377F597), ('P4rIngress.aggregator.values_v11010.hi', 0x80000000)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xDF62BCAF), ('P4rIngress.aggregator.values_v11011.hi', 0x679AF11D)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x172AD29E), ('P4rIngress.aggregator.values_v11100.hi', 0x2E593CE6)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x65B2F1B7), ('P4rIngress.aggregator.values_v11101.hi', 0x4DD29D9B)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4D445E48), ('P4rIngress.aggregator.values_v11110.hi', 0x80000000)], 11854)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5E016858), ('P4rIngress.aggregator.values_v11111.hi', 0x515A8A1A)], 11854)
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
                gc.KeyTuple('job_id', 0x39BC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000097B),
                gc.DataTuple('slot_count', 0x00000E14),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE3DEAED1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x798AE4B3),
                gc.KeyTuple('src_port', 0xE242),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x39BC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00C4),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x79\x8A\xE4\xB3\x00\x00\x00\x00\xE2\x42\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x39\xBC\x00\x1F\xE3\xDE\xAE\xD1\x04\xD3\x01\x35\xD1\xC9\x54\x19\x00\x40\x00\x00\xA6\xCC\xCA\x06\x4E\xF6\x72\xF0\x5F\x5B\xEE\x3A\xFB\x3A\xFC\x47\x7E\xA4\x4E\x36\x34\x62\xBB\x41\xF4\x6B\xEC\x16\x4D\xF6\x3C\x91\x35\xD5\x73\x45\x23\x56\xC2\x6A\xD9\xC7\x7A\x71\x63\x70\x88\xAA\x38\x4B\x33\x6A\x79\x2E\x17\x75\x7B\x2C\x58\xBE\x1B\x6F\xBF\xEA\x42\x24\x2F\x35\x63\x1A\x6B\xEF\xA7\xDA\xA1\x6D\x69\xBA\xFA\x6D\x67\x0C\x98\xA1\x36\x74\x3C\x05\x5D\xD6\x5F\xB1\x62\xD0\xE5\x31\x90\x2F\xD4\x3C\x9E\x73\xF4\x46\xA7\xFF\x35\x97\xB7\xEF\x7E\x21\xBA\x75\x3D\x29\x87\xAB\xC6\xD3\x07\x79\x5D\x3C\xC6\xF8\xDD\x9D\xD1\x39\xC2\x49\x9A\x46\xDE\xEF\x2D\x5D\x69\x01\x08\xA2\x1E\x0B\x79\xB2\xA3\x4C\x6A\xF2\x8F\xD7\x7E\x6A\x6C\x79\xBD\x9E\x89\x2D\x62\x83\x3A\xF6\x8D\x99\xA1\xE2\x8D\xF2\xC5\x1E\x7B\xF2\x8C\xB1\x4C\xE8\x4F\xFE\x6D\x72\x73\x3B\x6B\x68\x36\x1E\x62\x3B\xFB\x4F\x33\x2F\xC2\xD9\xA0\x71\x35\x2F\xCB\x8E\x3C\xD8\x51\x19\x65\xE9\xF7\x75\x26\x7D\x3E\x19\x00\xD2\x8C\x87\x91\xE9\x4F\xDC\xD3\x89\xF1\x3C\x8A\xA2\x5A\x04\x12\x92\x4C\x9E\x27\xFC\x43\xFD\xD1\xE5\x60\xE6\x6B\x60\x39\x09\x67\xEA\x77\x1B\x5B\xCE\x52\xA1\x97\xE1\x7A\x7B\xB8\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x79\x8A\xE4\xB3\xBE\xEF\xE2\x42\x01\x20\x00\x00\x50\x34\x02\x82\x39\xBC\x00\x1F\xE3\xDE\xAE\xD1\x04\xD3\x01\x35\xD1\xC9\x54\x19\x00\x40\x00\x0F\x80\x00\x00\x00\x4E\xF6\x72\xF0\x7F\xFF\xFF\xFF\xFB\x3A\xFC\x47\x7F\xFF\xFF\xFF\x34\x62\xBB\x41\xCA\x97\xE6\x32\x4D\xF6\x3C\x91\x7F\xFF\xFF\xFF\x23\x56\xC2\x6A\x0D\x38\x7C\xAA\x63\x70\x88\xAA\x7F\xFF\xFF\xFF\x79\x2E\x17\x75\x4D\x94\x01\x3D\x1B\x6F\xBF\xEA\x7F\xFF\xFF\xFF\x63\x1A\x6B\xEF\x80\x00\x00\x00\x69\xBA\xFA\x6D\x7F\xFF\xFF\xFF\x36\x74\x3C\x05\x7F\xFF\xFF\xFF\x62\xD0\xE5\x31\x80\x00\x00\x00\x9E\x73\xF4\x46\x80\x00\x00\x00\xB7\xEF\x7E\x21\x80\x00\x00\x00\x87\xAB\xC6\xD3\xDE\x5E\x75\x9F\xC6\xF8\xDD\x9D\x22\xC7\xB7\x38\x9A\x46\xDE\xEF\x7F\xFF\xFF\xFF\x08\xA2\x1E\x0B\x7F\xFF\xFF\xFF\x6A\xF2\x8F\xD7\x7F\xFF\xFF\xFF\xBD\x9E\x89\x2D\x7F\xFF\xFF\xFF\x8D\x99\xA1\xE2\x80\x00\x00\x00\x7B\xF2\x8C\xB1\x7F\xFF\xFF\xFF\x6D\x72\x73\x3B\x7F\xFF\xFF\xFF\x62\x3B\xFB\x4F\x7F\xFF\xFF\xFF\xA0\x71\x35\x2F\x80\x00\x00\x00\x51\x19\x65\xE9\x4A\xED\x1C\x14\x3E\x19\x00\xD2\x80\x00\x00\x00\x4F\xDC\xD3\x89\x08\x67\x5D\x40\x5A\x04\x12\x92\x7F\xFF\xFF\xFF\x43\xFD\xD1\xE5\x7F\xFF\xFF\xFF\x39\x09\x67\xEA\x7F\xFF\xFF\xFF\x52\xA1\x97\xE1\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB4\x06\x0F\x55\xD1\xC9\x54\x19\xD1\xC9\x54\x19\x0F\x6C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\x22\xA0\xA1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCA\x97\xE6\x32\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\x38\x7C\xAA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x60\xE0\xCD\x05\x4D\x94\x01\x3D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x3E\x25\xEC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xA2\xC6\xA3\xD1\xDE\x5E\x75\x9F\x80\x00\x00\x00\x22\xC7\xB7\x38\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE6\xD5\xC7\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\xF2\x6D\x9A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x4A\xED\x1C\x14\xBE\x19\x00\xD2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x08\x67\x5D\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB9\x09\x67\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7A\x7B\xB8\x93\x00\x05\xA9\xE1\x17\xF4\x5F\x3D\x87\xF2\x21\x29\x11\x0C\x67\xB3\xAE\x2E\x2B\x70\x7C\xCF\x25\x2F\x64\xB4\xA6\x2A\xB4\x4F\x77\xD0\xFC\x69\xA1\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29\xE2\xF1\xA1\x53\xEE\x8E\x73\x2E\x0F\x38\x0D\xFC\x5F\x0D\x1B\xB1\xF2\xF0\x28\x60\x3F\x55\x58\xB9\x29\x74\xC3\x1E\x6D\x2D\x73\xA2\x85\xD5\xF5\xFA\xEA\x99\x92\xE8\xD6\xBE\x13\xD2\x84\x6B\xA6\x3A\xD1\xD1\x9C\x60'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4E07B52F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8F25AC79)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8F25AC79, 14727)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x6B)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x9DCDE095), ('P4rIngress.aggregator.values_v00000.hi', 0x4EEF52D0)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x76EC3E0F), ('P4rIngress.aggregator.values_v00001.hi', 0x7792E6A5)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x32585100), ('P4rIngress.aggregator.values_v00010.hi', 0x73336CB6)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF2A2AEDD), ('P4rIngress.aggregator.values_v00011.hi', 0x35863714)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6A5442B3), ('P4rIngress.aggregator.values_v00100.hi', 0x4FE7365A)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x16F5CF8C), ('P4rIngress.aggregator.values_v00101.hi', 0x77275799)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5A9778D2), ('P4rIngress.aggregator.values_v00110.hi', 0x6BD4DA87)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x21B83635), ('P4rIngress.aggregator.values_v00111.hi', 0x55C4F17B)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6DECB8C1), ('P4rIngress.aggregator.values_v01000.hi', 0xD4D71177)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x95CF2A8D), ('P4rIngress.aggregator.values_v01001.hi', 0x456D34F5)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x6A10CAE6), ('P4rIngress.aggregator.values_v01010.hi', 0x59BB6372)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7B45E56E), ('P4rIngress.aggregator.values_v01011.hi', 0x8923680E)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x9BAC9432), ('P4rIngress.aggregator.values_v01100.hi', 0x47699145)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xE7F9BE32), ('P4rIngress.aggregator.values_v01101.hi', 0xAFB8AED9)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6E8DB905), ('P4rIngress.aggregator.values_v01110.hi', 0xAC136B3D)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xBDC65439), ('P4rIngress.aggregator.values_v01111.hi', 0x98DA781C)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x93A608C9), ('P4rIngress.aggregator.values_v10000.hi', 0x47F8FDFD)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x9279DFC2), ('P4rIngress.aggregator.values_v10001.hi', 0x7CAD6E97)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x9A48038B), ('P4rIngress.aggregator.values_v10010.hi', 0x2EF28A2A)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xFEE2D00F), ('P4rIngress.aggregator.values_v10011.hi', 0x62D9B659)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x43791A2D), ('P4rIngress.aggregator.values_v10100.hi', 0xD864F9F4)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xE5A66EF5), ('P4rIngress.aggregator.values_v10101.hi', 0x5B66AD20)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x93F5F720), ('P4rIngress.aggregator.values_v10110.hi', 0xD783B317)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xB5C9DCFE), ('P4rIngress.aggregator.values_v10111.hi', 0xC3E04D2D)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x798BEB2D), ('P4rIngress.aggregator.values_v11000.hi', 0x3A25A29C)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xB4DE8AB7), ('P4rIngress.aggregator.values_v11001.hi', 0x51D3A47D)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7950332B), ('P4rIngress.aggregator.values_v11010.hi', 0x6BC15D6A)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x5E59FDAC), ('P4rIngress.aggregator.values_v11011.hi', 0x9ED5779F)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x693EA0EA), ('P4rIngress.aggregator.values_v11100.hi', 0x06E21695)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x329914D9), ('P4rIngress.aggregator.values_v11101.hi', 0x8409BDF9)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7D4AC77A), ('P4rIngress.aggregator.values_v11110.hi', 0xC3271ACF)], 14727)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x9A5A9E9C), ('P4rIngress.aggregator.values_v11111.hi', 0x6EF19F79)], 14727)
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
                gc.KeyTuple('job_id', 0x4CDE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001187),
                gc.DataTuple('slot_count', 0x0000092F),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFDB9E507),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x56466D99),
                gc.KeyTuple('src_port', 0x860B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4CDE),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03DB),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x56\x46\x6D\x99\x00\x00\x00\x00\x86\x0B\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4C\xDE\x00\x1F\xFD\xB9\xE5\x07\x08\x00\x01\x5C\x8F\x25\xAC\x79\x00\x40\x00\x00\xB9\x3F\xB1\x02\x47\x92\x7A\xC0\x36\xD5\x74\x6B\x08\x1D\x55\x9D\x7A\xC8\x71\x2F\x59\x9A\x42\x73\x1C\xE2\xA3\x3F\x6A\x1E\x6E\x8C\x5F\x51\xE0\x34\x4A\x12\xD6\xAF\xCA\x9D\xC9\x8A\x48\x78\x6B\x99\x68\xDB\x1C\xAF\x88\x6E\xE6\x8B\xF7\x9F\x1C\x10\x55\x54\xD5\x75\x64\x36\xAE\xCD\x0B\xD9\x9C\x62\xC7\xC5\x73\x06\x5C\x61\x57\x83\x52\x54\x5C\xD2\x51\x82\xDA\xE7\x77\x50\x03\x6C\xF2\xE2\x3B\x94\x66\x39\xCE\x9F\x46\x1D\x37\xBF\xB7\x68\x83\xD9\xC9\xEC\xCD\xD8\x1B\x60\x2C\x15\xBD\xD9\x33\x2D\xAE\xE5\x74\xDF\x99\xB0\x3B\x62\xD4\x97\x1E\x6D\x3F\x8A\x29\x60\xCA\xEB\xCD\xAD\x26\xB3\x6F\x0B\xBE\x5C\xDF\x13\x6C\x0F\x4C\x9D\x31\x3C\x76\xC1\x44\x7E\x26\x3D\x60\x0C\xCA\xB7\xAD\x3A\x3A\x75\x6C\xA6\xAE\xA4\x63\x6A\x79\x7D\xB1\xE0\xB9\x2F\x8E\x13\x1B\x3C\xA4\x44\x41\x73\x54\x37\x40\xAD\xFF\xE7\xA7\xF4\x58\x5D\xE1\xFB\xB4\x59\x6E\xAF\x5B\xC5\x55\x5D\x73\x3D\x2D\xBA\x4F\x6C\x91\x79\x38\x3A\xB1\x2C\x94\x93\x9A\x98\x25\x5A\xBE\xF7\x80\x00\x00\x00\x75\xC3\x9D\x17\x27\xEA\x10\x0A\x55\x62\x76\xF2\xAD\x3D\x18\x46\x86\xDB\x34\xFF\xAB\xB7\x41\x33\x50\x21\xBA\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x56\x46\x6D\x99\xBE\xEF\x86\x0B\x01\x20\x00\x00\x50\x34\x02\x82\x4C\xDE\x00\x1F\xFD\xB9\xE5\x07\x08\x00\x01\x5C\x8F\x25\xAC\x79\x00\x40\x00\x18\x80\x00\x00\x00\x47\x92\x7A\xC0\x7F\xFF\xFF\xFF\x08\x1D\x55\x9D\x7F\xFF\xFF\xFF\x59\x9A\x42\x73\x0F\x85\x52\x1C\x6A\x1E\x6E\x8C\x7F\xFF\xFF\xFF\x4A\x12\xD6\xAF\xE1\x93\x99\x16\x48\x78\x6B\x99\x7F\xFF\xFF\xFF\x88\x6E\xE6\x8B\x19\x57\x52\x45\x55\x54\xD5\x75\x7F\xFF\xFF\xFF\x0B\xD9\x9C\x62\x80\x00\x00\x00\x5C\x61\x57\x83\x7F\xFF\xFF\xFF\x51\x82\xDA\xE7\x7F\xFF\xFF\xFF\xF2\xE2\x3B\x94\x01\xE6\x62\xD1\x46\x1D\x37\xBF\x9F\x62\x42\x0B\xC9\xEC\xCD\xD8\x7F\xFF\xFF\xFF\xBD\xD9\x33\x2D\x80\x00\x00\x00\x99\xB0\x3B\x62\x80\x00\x00\x00\x3F\x8A\x29\x60\x80\x00\x00\x00\x26\xB3\x6F\x0B\x80\x00\x00\x00\x6C\x0F\x4C\x9D\x30\x1F\x46\xD0\x44\x7E\x26\x3D\x7F\xFF\xFF\xFF\xAD\x3A\x3A\x75\x52\x4D\x1D\x99\x63\x6A\x79\x7D\x80\x00\x00\x00\x8E\x13\x1B\x3C\x80\x00\x00\x00\x54\x37\x40\xAD\x79\x73\x93\x21\x58\x5D\xE1\xFB\x80\x00\x00\x00\x5B\xC5\x55\x5D\x7F\xFF\xFF\xFF\x4F\x6C\x91\x79\x7F\xFF\xFF\xFF\x94\x93\x9A\x98\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x27\xEA\x10\x0A\x7F\xFF\xFF\xFF\xAD\x3D\x18\x46\x80\x00\x00\x00\xAB\xB7\x41\x33\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCE\x07\xB5\x2F\x8F\x25\xAC\x79\x8F\x25\xAC\x79\x18\x6B\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xB0\x3C\x42\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0F\x85\x52\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x93\x99\x16\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF4\x43\xC1\x12\x19\x57\x52\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\xB0\xAD\xD9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x01\xE6\x62\xD1\x7F\xFF\xFF\xFF\x9F\x62\x42\x0B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x30\x1F\x46\xD0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x85\x9F\x34\x69\x52\x4D\x1D\x99\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x18\x17\x8D\xDA\x79\x73\x93\x21\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x86\xE2\x16\x95\x7F\xFF\xFF\xFF\xAB\xF3\xCE\x03\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x1A\xA8\xE0\xAC\x50\x21\xBA\xC2\x1E\x86\x37\x1C\xA5\x76\x6B\x02\xC9\x9A\xA9\x51\xE9\xA5\xEC\x23\x3D\xDD\x81\x9D\x11\xE2\xE5\x75\x18\x7D\x19\x70\x95\xF3\x63\x77\xF8\x06\xE9\x95\xD5\x0E\x0C\xBA\xE7\x41\xE3\x35\x96\xCF\x7F\x7D\xF8\x6A\xFA\xC5\x87\x67\xE5\x5A\x5E\x9B\x52\xFA\xFC\x45\x1A\x03\x5C\xE7\x76\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x669FE6FC), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDE34D0C9)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDE34D0C9, 15910)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xFB)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA3FE246B), ('P4rIngress.aggregator.values_v00000.hi', 0x3AA153A3)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x1886B334), ('P4rIngress.aggregator.values_v00001.hi', 0x6F2EFE2C)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x2A999646), ('P4rIngress.aggregator.values_v00010.hi', 0x7551BCA8)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xE7404D45), ('P4rIngress.aggregator.values_v00011.hi', 0x5ADEDD98)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x43217BB6), ('P4rIngress.aggregator.values_v00100.hi', 0x44A8DAE3)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x9198DCA9), ('P4rIngress.aggregator.values_v00101.hi', 0x609395D4)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5E5775B8), ('P4rIngress.aggregator.values_v00110.hi', 0x2C083AB2)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x49EA1A5F), ('P4rIngress.aggregator.values_v00111.hi', 0x619AC0EB)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x74A263F5), ('P4rIngress.aggregator.values_v01000.hi', 0x898146AA)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xAE728A93), ('P4rIngress.aggregator.values_v01001.hi', 0x65452D95)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4CABF3D6), ('P4rIngress.aggregator.values_v01010.hi', 0x67FBFF35)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7A1A235F), ('P4rIngress.aggregator.values_v01011.hi', 0xD38ABB71)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x9432C5EA), ('P4rIngress.aggregator.values_v01100.hi', 0x759B8D41)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x6DC7DCCC), ('P4rIngress.aggregator.values_v01101.hi', 0xA9C9A3F9)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x56AB9801), ('P4rIngress.aggregator.values_v01110.hi', 0x9D8F0155)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xC1B48C7B), ('P4rIngress.aggregator.values_v01111.hi', 0xE61EE495)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x9647D8E6), ('P4rIngress.aggregator.values_v10000.hi', 0x76B2084A)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xB7A28EEB), ('P4rIngress.aggregator.values_v10001.hi', 0x58537B99)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xA9F68493), ('P4rIngress.aggregator.values_v10010.hi', 0x422E7494)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x306DB61B), ('P4rIngress.aggregator.values_v10011.hi', 0x43428C1B)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x25D9A047), ('P4rIngress.aggregator.values_v10100.hi', 0x42F137DD)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x2B64AF6A), ('P4rIngress.aggregator.values_v10101.hi', 0x69224739)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x805C7FE3), ('P4rIngress.aggregator.values_v10110.hi', 0xB0E76D5C)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xA9F52EF0), ('P4rIngress.aggregator.values_v10111.hi', 0xE60F627B)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x80000000), ('P4rIngress.aggregator.values_v11000.hi', 0x44F1CDC3)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xC2B44F96), ('P4rIngress.aggregator.values_v11001.hi', 0x6D58A972)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x32D53C53), ('P4rIngress.aggregator.values_v11010.hi', 0x44DB6A7B)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x7B1D6793), ('P4rIngress.aggregator.values_v11011.hi', 0xA28CF06D)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x7DD39F44), ('P4rIngress.aggregator.values_v11100.hi', 0x6BD17857)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x657BC435), ('P4rIngress.aggregator.values_v11101.hi', 0x67AFA622)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4C92F9B1), ('P4rIngress.aggregator.values_v11110.hi', 0x422D5F7D)], 15910)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xD5B07A3A), ('P4rIngress.aggregator.values_v11111.hi', 0x639B64AB)], 15910)
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
                gc.KeyTuple('job_id', 0xF8CC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000048F),
                gc.DataTuple('slot_count', 0x000019B6),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDA9A5288),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0x51473FAE),
                gc.KeyTuple('src_port', 0xB049),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF8CC),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x01A2),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x51\x47\x3F\xAE\x00\x00\x00\x00\xB0\x49\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF8\xCC\x00\x1F\xDA\x9A\x52\x88\x19\x97\x01\x8E\xDE\x34\xD0\xC9\x00\x40\x00\x00\xBA\xA6\xF9\xE6\x72\x95\x99\x8B\x74\x9A\x12\x34\xA5\xA0\xB9\x32\x6B\x33\xD8\xAA\x54\x59\xAE\xAF\xD1\x62\xED\x76\x46\xCC\xCE\x8A\x75\xAA\xF7\x9F\x6E\x2A\xE9\x4B\x37\x4C\x45\xE7\x40\x9F\xC2\xE5\x59\x58\x04\xAC\x80\x00\x00\x00\xEC\x31\xBF\x31\x29\x19\x00\x46\x38\xC3\x7F\x61\x7F\x67\xF9\x86\xA0\x53\x0A\x90\x56\xD6\x59\xDB\x75\xBF\x6C\x6A\x47\xA8\x8B\x73\x23\xA2\x50\xBE\x9F\x2D\x59\x73\x33\xE6\x9F\x49\x55\xE2\x43\x03\x85\xED\x04\x69\x91\x2C\x34\x7B\x5E\xF9\xBA\x7C\xC5\x3F\xCB\x57\x9F\x71\xF0\x76\x8C\xC0\x4F\x51\xB2\x6A\xD9\x33\x3F\x64\x36\x0E\x97\xDB\xD0\x5B\x5B\x4E\x21\x5A\xAF\x98\xA0\xD1\x7A\x68\x17\x38\xFD\x7D\x3F\xB7\x75\x6D\xDC\x5C\x6B\xD2\xDB\xEB\xE5\xE2\xDE\x5D\xA9\x6D\xD5\xAB\x1E\xC1\xEE\x0E\xF5\xF2\xE5\x5A\xA5\x3A\xB0\x68\xA0\xD3\xAC\x7E\xDC\x56\x32\x7E\x44\x72\x30\xF7\x64\xF3\x08\xBD\xA2\xC4\x5E\xD0\x18\xA0\x87\x94\x77\xCD\x50\x65\x4D\x12\xB7\x40\x47\x63\x4F\x62\xAB\xA2\x67\xA8\x34\xBA\xC1\xA7\x29\x9B\xCD\x83\x3E\x61\xCB\x9F\x63\x89\x64\x1B\x56\x66\x94\xEB\x6B\xAC\x0F\xD2\x5C\x43\x83\x67\x50\xB2\xC4\x21\x90\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x51\x47\x3F\xAE\xBE\xEF\xB0\x49\x01\x20\x00\x00\x50\x34\x02\x82\xF8\xCC\x00\x1F\xDA\x9A\x52\x88\x19\x97\x01\x8E\xDE\x34\xD0\xC9\x00\x40\x00\x1B\x80\x00\x00\x00\x72\x95\x99\x8B\x7F\xFF\xFF\xFF\xA5\xA0\xB9\x32\x7F\xFF\xFF\xFF\x54\x59\xAE\xAF\xB8\xA3\x3A\xBB\x46\xCC\xCE\x8A\x7F\xFF\xFF\xFF\x6E\x2A\xE9\x4B\xC8\xE5\x22\x90\x40\x9F\xC2\xE5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x36\x1B\xD9\x90\x29\x19\x00\x46\x7F\xFF\xFF\xFF\x7F\x67\xF9\x86\x80\x00\x00\x00\x56\xD6\x59\xDB\x7F\xFF\xFF\xFF\x47\xA8\x8B\x73\x7F\xFF\xFF\xFF\x9F\x2D\x59\x73\xC8\x19\x65\x33\x55\xE2\x43\x03\xF3\xB4\xE1\x35\x91\x2C\x34\x7B\x7F\xFF\xFF\xFF\xC5\x3F\xCB\x57\x80\x00\x00\x00\x8C\xC0\x4F\x51\x80\x00\x00\x00\x3F\x64\x36\x0E\x80\x00\x00\x00\x5B\x4E\x21\x5A\x80\x00\x00\x00\x7A\x68\x17\x38\x2D\xEA\xF5\xD2\x75\x6D\xDC\x5C\x7F\xFF\xFF\xFF\xE5\xE2\xDE\x5D\xD4\xD2\x85\x15\x1E\xC1\xEE\x0E\x80\x00\x00\x00\xA5\x3A\xB0\x68\x80\x00\x00\x00\xDC\x56\x32\x7E\xC4\x72\x30\xF7\x64\xF3\x08\xBD\x80\x00\x00\x00\x18\xA0\x87\x94\x7F\xFF\xFF\xFF\x4D\x12\xB7\x40\x7F\xFF\xFF\xFF\xAB\xA2\x67\xA8\x7F\xFF\xFF\xFF\x29\x9B\xCD\x83\x7F\xFF\xFF\xFF\x63\x89\x64\x1B\x7F\xFF\xFF\xFF\x6B\xAC\x0F\xD2\x31\xF3\xFD\xA1\x50\xB2\xC4\x21\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE6\x9F\xE6\xFC\xDE\x34\xD0\xC9\xDE\x34\xD0\xC9\x1B\xFB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\xCF\xB7\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB8\xA3\x3A\xBB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\xE5\x22\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\x08\x3A\xB2\x36\x1B\xD9\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x08\xE9\x40\x30\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC8\x19\x65\x33\x7F\xFF\xFF\xFF\xF3\xB4\xE1\x35\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2D\xEA\xF5\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\xD4\x16\x3A\xD4\xD2\x85\x15\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xC2\x65\x94\xF9\xC4\x72\x30\xF7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\xF3\xFD\xA1\x7F\xFF\xFF\xFF\x90\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x289B81D1), ('P4rIngress.aggregator.bitmap_seq.seq', 0x91631634)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x91631634, 10372)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0xAB)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x852C665F), ('P4rIngress.aggregator.values_v00000.hi', 0x5B3B7406)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x77C73518), ('P4rIngress.aggregator.values_v00001.hi', 0x238B032F)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6A4516C8), ('P4rIngress.aggregator.values_v00010.hi', 0x43344241)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x58C157B5), ('P4rIngress.aggregator.values_v00011.hi', 0x3EF730C8)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7FF57C7A), ('P4rIngress.aggregator.values_v00100.hi', 0x619F00A1)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x2566E08D), ('P4rIngress.aggregator.values_v00101.hi', 0x3E626D7A)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x493FC1F9), ('P4rIngress.aggregator.values_v00110.hi', 0x274348A3)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x1FEDB99D), ('P4rIngress.aggregator.values_v00111.hi', 0x5512C36B)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x166F232A), ('P4rIngress.aggregator.values_v01000.hi', 0xF8A45DBD)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xDB937EB7), ('P4rIngress.aggregator.values_v01001.hi', 0x51AA74FF)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7F4C5A87), ('P4rIngress.aggregator.values_v01010.hi', 0x2AEB6E0B)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x6F9D909D), ('P4rIngress.aggregator.values_v01011.hi', 0x3D6A2FAB)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x969A3D5E), ('P4rIngress.aggregator.values_v01100.hi', 0xED69DAEB)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x8AE00F73), ('P4rIngress.aggregator.values_v01101.hi', 0xAAE67B2F)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD7B6B9DD), ('P4rIngress.aggregator.values_v01110.hi', 0xCA5BD7A7)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x40C84565), ('P4rIngress.aggregator.values_v01111.hi', 0x96757897)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xCBDD9EBD), ('P4rIngress.aggregator.values_v10000.hi', 0xAAA45EA7)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xD7F27BF8), ('P4rIngress.aggregator.values_v10001.hi', 0x6912EE35)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x990D4001), ('P4rIngress.aggregator.values_v10010.hi', 0x11AF239D)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x3F9BADBB), ('P4rIngress.aggregator.values_v10011.hi', 0xDA5E4419)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xBFFAE2A5), ('P4rIngress.aggregator.values_v10100.hi', 0x4D6AD1D0)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x9A1DB665), ('P4rIngress.aggregator.values_v10101.hi', 0x6EAF4DD1)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x9BF961C7), ('P4rIngress.aggregator.values_v10110.hi', 0x6C4DA46B)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x616FB6D0), ('P4rIngress.aggregator.values_v10111.hi', 0x5AE36EC6)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7ACCB2CD), ('P4rIngress.aggregator.values_v11000.hi', 0x9F223368)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xBD69EAF4), ('P4rIngress.aggregator.values_v11001.hi', 0x6C2EC6AA)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4BA3394A), ('P4rIngress.aggregator.values_v11010.hi', 0x3E48401A)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xABBA5D7A), ('P4rIngress.aggregator.values_v11011.hi', 0x96E235B9)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x082A8CD3), ('P4rIngress.aggregator.values_v11100.hi', 0xBC496BDC)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x69A5B99D), ('P4rIngress.aggregator.values_v11101.hi', 0x80000000)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x51D326FF), ('P4rIngress.aggregator.values_v11110.hi', 0x7C2E0FEE)], 10372)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xC9C968D2), ('P4rIngress.aggregator.values_v11111.hi', 0x321308D7)], 10372)
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
                gc.KeyTuple('job_id', 0x0358),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007FF),
                gc.DataTuple('slot_count', 0x00000583),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCEDCC8F1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x9EE94713),
                gc.KeyTuple('src_port', 0x390C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0358),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0241),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9E\xE9\x47\x13\x00\x00\x00\x00\x39\x0C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x03\x58\x00\x1F\xCE\xDC\xC8\xF1\x00\x85\x01\x53\x91\x63\x16\x34\x00\x40\x00\x00\xF7\x9E\xF2\xFA\x53\x9A\x1D\xA7\x1F\x65\x77\x57\xAA\x4F\x34\xEE\x2C\xCD\x8F\x9B\x45\x13\xDA\xC5\x06\xCD\xB7\x4B\x49\xE7\x34\x71\x11\x56\xF9\xC6\x57\xBC\x1E\xAB\x24\xB4\xC4\x9D\x6F\x50\x5C\xA2\x5A\x83\xBE\x7B\xEA\x85\xFE\xC1\x84\x8A\xB3\x67\x57\x66\xE2\x92\x7E\x84\x36\x68\xBC\xA0\xAE\x5D\x96\xD3\x68\x4F\x69\xB7\x46\xC1\x63\xB8\x49\x8C\x74\x27\x13\x44\x14\xE1\xE6\xBD\x4F\x27\x65\x2F\xD4\x0A\xE9\xD6\x83\x67\xA3\x63\xB5\xF4\xBB\x53\xA2\x77\x59\x8D\x97\x1C\xAD\x92\xA3\xC9\xB3\xD0\x4F\xED\xF2\xC1\xE4\x40\x72\xB5\x99\xB5\x08\xA3\xA2\xB5\xC7\x73\x95\x9D\xE3\x36\x47\x6F\x40\x40\xE2\x63\x80\xD9\x75\xB1\x17\x49\x40\x83\x23\xD6\x4E\xB2\xAF\xCB\x8D\xB5\xE0\xAA\x1F\x6D\xD7\x19\xE3\x8C\x56\xFF\x19\xC4\x08\x63\xB8\xB0\xA1\xCF\x49\x5D\xEF\x2C\x24\x59\x95\xC5\x08\xFF\xF8\x5E\x3B\x39\x7D\x88\xBA\x6B\x33\xCC\xAE\xD0\x38\x26\x2F\xAA\x92\x25\x4F\xC5\xB1\xBB\x34\xEE\x78\xBC\xCE\xDA\xF9\xFF\xB2\x6D\x0A\x1D\xF7\xEA\x35\xDF\x98\x8A\x6A\x06\x5F\xF3\xFD\x2C\x21\x78\xE6\x14\x32\xD5\xCE\x14\x65\xA7\x26\x4A\x6B\x9A\xCE\x9F\x61\xBA\x71\xF5\xD7\xF6\x98\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9E\xE9\x47\x13\xBE\xEF\x39\x0C\x01\x20\x00\x00\x50\x34\x02\x82\x03\x58\x00\x1F\xCE\xDC\xC8\xF1\x00\x85\x01\x53\x91\x63\x16\x34\x00\x40\x00\x1F\x80\x00\x00\x00\x53\x9A\x1D\xA7\x7F\xFF\xFF\xFF\xAA\x4F\x34\xEE\x7F\xFF\xFF\xFF\x45\x13\xDA\xC5\x5F\x8F\x0F\x00\x49\xE7\x34\x71\x7F\xFF\xFF\xFF\x57\xBC\x1E\xAB\x4A\x1B\xA5\x2A\x6F\x50\x5C\xA2\x7F\xFF\xFF\xFF\xEA\x85\xFE\xC1\xA4\x78\x6D\x04\x57\x66\xE2\x92\x7F\xFF\xFF\xFF\xBC\xA0\xAE\x5D\x80\x00\x00\x00\x69\xB7\x46\xC1\x7F\xFF\xFF\xFF\x74\x27\x13\x44\x7F\xFF\xFF\xFF\x4F\x27\x65\x2F\x80\x00\x00\x00\x83\x67\xA3\x63\x80\x00\x00\x00\xA2\x77\x59\x8D\x80\x00\x00\x00\xA3\xC9\xB3\xD0\x7F\xFF\xFF\xFF\xE4\x40\x72\xB5\x80\x00\x00\x00\xA2\xB5\xC7\x73\x80\x00\x00\x00\x47\x6F\x40\x40\x80\x00\x00\x00\x75\xB1\x17\x49\x7F\xFF\xFF\xFF\x4E\xB2\xAF\xCB\x80\x00\x00\x00\x1F\x6D\xD7\x19\x80\x00\x00\x00\x19\xC4\x08\x63\x80\x00\x00\x00\x49\x5D\xEF\x2C\x7F\xFF\xFF\xFF\x08\xFF\xF8\x5E\x7F\xFF\xFF\xFF\xBA\x6B\x33\xCC\x80\x00\x00\x00\x2F\xAA\x92\x25\x7F\xFF\xFF\xFF\x34\xEE\x78\xBC\x80\x00\x00\x00\xB2\x6D\x0A\x1D\x00\x14\xC2\xB2\x98\x8A\x6A\x06\x7F\xFF\xFF\xFF\x21\x78\xE6\x14\x7F\xFF\xFF\xFF\x65\xA7\x26\x4A\x35\x64\x37\x71\x61\xBA\x71\xF5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA8\x9B\x81\xD1\x91\x63\x16\x34\x91\x63\x16\x34\x1F\xAB\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCD\xDA\x38\x1D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5F\x8F\x0F\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x1B\xA5\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\xC9\x47\x64\xA4\x78\x6D\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB5\x45\x0C\x1A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x10\xF3\xE4\x80\x00\x00\x00\x6C\xD8\xA8\xE9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x63\xE3\x67\x24\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x73\x36\xB8\xD6\x80\x00\x00\x00\x80\x00\x00\x00\x00\x14\xC2\xB2\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA1\x78\xE6\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x64\x37\x71\x7F\xFF\xFF\xFF\xD7\xF6\x98\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE\x86\x36\xF2\x12\x6D\x80\x31\x95\x43\x0E\x12\xFD\xC6\x17\xB5\xC7\x9D\xA2\xAA\xDF\x4A\x23\x67\xD2\x3F\xF7\x75\x51\xBF\x50\x6A\xB1\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4A8F28BD), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0AB1802F)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0AB1802F, 13006)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0x53)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x8DD54631), ('P4rIngress.aggregator.values_v00000.hi', 0x2FDB4B5E)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x5DAE6DB6), ('P4rIngress.aggregator.values_v00001.hi', 0xD58283D3)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x704A239B), ('P4rIngress.aggregator.values_v00010.hi', 0x71C46DD8)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xD3D72A67), ('P4rIngress.aggregator.values_v00011.hi', 0x4A6AA5C3)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x45EF44B6), ('P4rIngress.aggregator.values_v00100.hi', 0x3F9C19F0)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x698EF4EB), ('P4rIngress.aggregator.values_v00101.hi', 0x75948998)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x4F93F698), ('P4rIngress.aggregator.values_v00110.hi', 0xC32CA471)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x8A476C51), ('P4rIngress.aggregator.values_v00111.hi', 0x4CF410F9)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x409B904F), ('P4rIngress.aggregator.values_v01000.hi', 0x4B1C1FED)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x9D855CA0), ('P4rIngress.aggregator.values_v01001.hi', 0x2D322C83)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x78BDEB3B), ('P4rIngress.aggregator.values_v01010.hi', 0x42A63FB3)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7B3F64D5), ('P4rIngress.aggregator.values_v01011.hi', 0xB8327362)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x15E15016), ('P4rIngress.aggregator.values_v01100.hi', 0x761CFAE9)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xCB05B2E4), ('P4rIngress.aggregator.values_v01101.hi', 0x93026168)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x6B531E46), ('P4rIngress.aggregator.values_v01110.hi', 0x96F8DE13)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xC689BEE1), ('P4rIngress.aggregator.values_v01111.hi', 0xACFB22CE)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xAF9D8CD5), ('P4rIngress.aggregator.values_v10000.hi', 0xB1AAB21F)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x346CBDA6), ('P4rIngress.aggregator.values_v10001.hi', 0x7E2FA0B7)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xDB61F5F3), ('P4rIngress.aggregator.values_v10010.hi', 0x3A736EE3)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE7D6F9A3), ('P4rIngress.aggregator.values_v10011.hi', 0xC88DBD73)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x692D9F85), ('P4rIngress.aggregator.values_v10100.hi', 0x9EE23888)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x255287E7), ('P4rIngress.aggregator.values_v10101.hi', 0x4CB9B5E4)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xD532CB43), ('P4rIngress.aggregator.values_v10110.hi', 0x21CF6B32)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x4FA4B0EF), ('P4rIngress.aggregator.values_v10111.hi', 0x83FAD40B)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xBB2B027A), ('P4rIngress.aggregator.values_v11000.hi', 0x7C64898F)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x509DFC7F), ('P4rIngress.aggregator.values_v11001.hi', 0x2B3232B1)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x836EC5DA), ('P4rIngress.aggregator.values_v11010.hi', 0x4FCEB684)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x2C479FE3), ('P4rIngress.aggregator.values_v11011.hi', 0x55DC11FC)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xB2A063DB), ('P4rIngress.aggregator.values_v11100.hi', 0x750EDDD9)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x620A3FBF), ('P4rIngress.aggregator.values_v11101.hi', 0x65B6639E)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x4DE2D745), ('P4rIngress.aggregator.values_v11110.hi', 0xA8FA636B)], 13006)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2238EEA9), ('P4rIngress.aggregator.values_v11111.hi', 0x59C94608)], 13006)
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
                gc.KeyTuple('job_id', 0xB8D8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004CF),
                gc.DataTuple('slot_count', 0x000013BF),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4D777178),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x81B7C1E0),
                gc.KeyTuple('src_port', 0xEBD8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB8D8),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0160),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\xB7\xC1\xE0\x00\x00\x00\x00\xEB\xD8\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xB8\xD8\x00\x1F\x4D\x77\x71\x78\x0D\xFF\x03\x26\x0A\xB1\x80\x2F\x00\x40\x00\x00\x82\xF7\x42\xDE\x66\xD9\x4D\x77\x3A\x93\x39\x2D\xD3\x1A\xEC\x70\x5F\x17\x27\x39\x5A\x56\x1A\xE6\xDB\xD1\xB6\xB4\x4A\x87\xF5\x33\x72\xE2\xFF\x19\x67\xFE\x8B\xEB\xD4\xD6\xC5\x32\x5A\xE3\xDA\xA9\x34\xCB\xD4\xEB\x7E\xB7\xAF\xD7\x65\xD1\x8D\x77\x51\xE2\x42\xF3\x5A\xCA\xBE\x63\x9A\xF4\xFC\x86\x89\x15\x4C\x6F\x68\x27\xA0\x6E\x31\xE9\xB1\x38\x56\xA7\x10\x6B\x61\xAF\x57\x47\x8C\xBB\x41\xD1\x60\xD4\x3E\x6F\x2C\x09\x78\x19\x29\x51\x95\xF4\xD9\x5B\xF5\xF6\x7F\x57\xD2\x1E\xD8\x7A\xB9\x66\xA6\xBC\xEA\xA1\xB6\x9D\x61\xEE\xB6\x91\x13\xC1\xA9\xCD\xA2\x8B\x4C\xEA\x54\x77\x80\xC3\xE8\xA7\x03\x8D\xF4\x21\x73\x6A\x3B\x25\x80\xBD\xA6\x2F\xC0\xFA\x55\xE7\xDB\xED\xB5\x36\xCA\xCE\x2E\xE5\x61\x4F\x06\x31\x65\xBA\x98\x70\x8C\x25\xF3\xE3\x61\x7E\xF7\x29\x45\xEE\xF5\xDA\xCB\xC4\x53\x49\xAA\x2E\x5F\x0B\x73\x8D\xE5\xF4\xA6\x12\xB7\x23\x7F\xBB\xD4\xF7\xD0\x6B\xBC\x3C\x47\x0F\x39\x2B\x69\xD7\x2F\x56\x5F\xB6\x61\x6A\xC6\xDF\x7A\xAF\x35\x2C\x85\x11\x5D\xE4\xBB\x24\x2F\xFD\x8D\xEB\x71\x5F\x90\xC4\xBC\x48\x8C\xF3\x66\x75\x6E\x6F\x5A\xC8\x5F\xF7\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\xB7\xC1\xE0\xBE\xEF\xEB\xD8\x01\x20\x00\x00\x50\x34\x02\x82\xB8\xD8\x00\x1F\x4D\x77\x71\x78\x0D\xFF\x01\x26\x0A\xB1\x80\x2F\x00\x40\x00\x08\x80\x00\x00\x00\x66\xD9\x4D\x77\x7F\xFF\xFF\xFF\xD3\x1A\xEC\x70\x7F\xFF\xFF\xFF\x5A\x56\x1A\xE6\xAF\xA8\xE1\x1B\x4A\x87\xF5\x33\x7F\xFF\xFF\xFF\x67\xFE\x8B\xEB\x3E\x65\xBA\x1D\x5A\xE3\xDA\xA9\x7F\xFF\xFF\xFF\x7E\xB7\xAF\xD7\xF0\x18\xF9\xC8\x51\xE2\x42\xF3\x7F\xFF\xFF\xFF\x9A\xF4\xFC\x86\x80\x00\x00\x00\x68\x27\xA0\x6E\x7F\xFF\xFF\xFF\x56\xA7\x10\x6B\x7F\xFF\xFF\xFF\x8C\xBB\x41\xD1\x76\xB5\x8E\x85\x2C\x09\x78\x19\xF4\x57\x48\xD8\xD9\x5B\xF5\xF6\x7F\xFF\xFF\xFF\xD8\x7A\xB9\x66\x80\x00\x00\x00\xB6\x9D\x61\xEE\x80\x00\x00\x00\xA9\xCD\xA2\x8B\x7F\xFF\xFF\xFF\x80\xC3\xE8\xA7\xDE\xEF\xEA\x14\x73\x6A\x3B\x25\x80\x00\x00\x00\xC0\xFA\x55\xE7\x45\x1B\x54\xBB\xCA\xCE\x2E\xE5\x7F\xFF\xFF\xFF\x65\xBA\x98\x70\x80\x00\x00\x00\x61\x7E\xF7\x29\x7F\xFF\xFF\xFF\xCB\xC4\x53\x49\x80\x00\x00\x00\x73\x8D\xE5\xF4\xF6\xB0\xB3\xA2\x7F\xBB\xD4\xF7\x80\x00\x00\x00\x47\x0F\x39\x2B\x7F\xFF\xFF\xFF\x5F\xB6\x61\x6A\x80\x00\x00\x00\x35\x2C\x85\x11\x7F\xFF\xFF\xFF\x2F\xFD\x8D\xEB\x7F\xFF\xFF\xFF\xBC\x48\x8C\xF3\x7F\xFF\xFF\xFF\x5A\xC8\x5F\xF7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCA\x8F\x28\xBD\x0A\xB1\x80\x2F\x0A\xB1\x80\x2F\x08\x53\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA8\x9D\x70\x43\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAF\xA8\xE1\x1B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3E\x65\xBA\x1D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x41\xE4\x54\x48\xF0\x18\xF9\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE6\x11\x1C\x73\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x76\xB5\x8E\x85\x7F\xFF\xFF\xFF\xF4\x57\x48\xD8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFE\xF3\x89\x5E\xDE\xEF\xEA\x14\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x89\x88\x13\x5A\x45\x1B\x54\xBB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF6\xB0\xB3\xA2\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2A8D4FA7), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF9DFF0CB)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF9DFF0CB, 13762)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xBC)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA6AF5B26), ('P4rIngress.aggregator.values_v00000.hi', 0x59DA8F8E)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x6489FF5F), ('P4rIngress.aggregator.values_v00001.hi', 0x323FBD81)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x6A967CA4), ('P4rIngress.aggregator.values_v00010.hi', 0x3FC4AAA3)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x032A9233), ('P4rIngress.aggregator.values_v00011.hi', 0x0A444A26)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x24A3DDCF), ('P4rIngress.aggregator.values_v00100.hi', 0x6B7D6E93)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xA277BC59), ('P4rIngress.aggregator.values_v00101.hi', 0x727CA111)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x73AE82EE), ('P4rIngress.aggregator.values_v00110.hi', 0xD5D5CFC5)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x6D24B772), ('P4rIngress.aggregator.values_v00111.hi', 0x517EF260)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x59F51C19), ('P4rIngress.aggregator.values_v01000.hi', 0x5842166D)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xF56EF65B), ('P4rIngress.aggregator.values_v01001.hi', 0x7744046B)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x5884E4DE), ('P4rIngress.aggregator.values_v01010.hi', 0x661E1B87)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x466215ED), ('P4rIngress.aggregator.values_v01011.hi', 0xBD6D7FA1)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x6BD0ECD7), ('P4rIngress.aggregator.values_v01100.hi', 0x56C20A56)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5EBA15D3), ('P4rIngress.aggregator.values_v01101.hi', 0xB2D04720)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x752439C1), ('P4rIngress.aggregator.values_v01110.hi', 0x94C2560C)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xB5D92EA1), ('P4rIngress.aggregator.values_v01111.hi', 0xA9B4756F)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xB5A7DB0D), ('P4rIngress.aggregator.values_v10000.hi', 0xB558789D)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x784CEEAF), ('P4rIngress.aggregator.values_v10001.hi', 0x7BC3BDE3)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD21E899A), ('P4rIngress.aggregator.values_v10010.hi', 0x4D6FB199)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xBFDFB14F), ('P4rIngress.aggregator.values_v10011.hi', 0x4B22119D)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xA334E535), ('P4rIngress.aggregator.values_v10100.hi', 0x59A7E6DD)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAFDC1822), ('P4rIngress.aggregator.values_v10101.hi', 0x7ADF0C65)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x74DFA9C3), ('P4rIngress.aggregator.values_v10110.hi', 0x66AE3CB7)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x49BA75AA), ('P4rIngress.aggregator.values_v10111.hi', 0x3E214929)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x76BD3253), ('P4rIngress.aggregator.values_v11000.hi', 0x4ADAD4E5)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x392EC58E), ('P4rIngress.aggregator.values_v11001.hi', 0xF892AF37)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA3492E81), ('P4rIngress.aggregator.values_v11010.hi', 0x73CF8517)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x71A04DC6), ('P4rIngress.aggregator.values_v11011.hi', 0x553A2184)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x9BE2A437), ('P4rIngress.aggregator.values_v11100.hi', 0x5B8DA3DA)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x1BDB15F7), ('P4rIngress.aggregator.values_v11101.hi', 0xBDEE20CD)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6399A66D), ('P4rIngress.aggregator.values_v11110.hi', 0x5A4A67F4)], 13762)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xFA62C8ED), ('P4rIngress.aggregator.values_v11111.hi', 0xCD1524A7)], 13762)
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
                gc.KeyTuple('job_id', 0xF6DD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000009E7),
                gc.DataTuple('slot_count', 0x00001029),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x84FF73F0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xD4778ED5),
                gc.KeyTuple('src_port', 0x3585),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF6DD),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0285),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD4\x77\x8E\xD5\x00\x00\x00\x00\x35\x85\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF6\xDD\x00\x1F\x84\xFF\x73\xF0\x0B\xDB\x01\x5D\xF9\xDF\xF0\xCB\x00\x40\x00\x00\xA6\x6B\x56\x4E\x3C\x97\x12\xD7\x64\x81\x1A\xEA\x1A\xEF\xBD\x1F\x6F\x96\x52\xAC\x59\xCE\xC2\x1F\x47\x09\xAB\x13\x76\x06\x12\xD7\x74\xBF\xF9\x11\x4F\x39\x8A\x87\x26\x24\x60\x6A\x79\x59\xB7\xB7\x76\x15\xF3\xB1\xE7\xE5\xC9\x6D\xB7\x6F\xA4\xF3\x56\x3A\x80\x55\x53\x55\xB5\x2B\x80\x00\x00\x00\x8A\x6F\x58\xB3\x46\x5F\xE9\x25\x69\xFC\xB1\xB6\x2A\x09\x5B\x08\x47\x4C\xB6\x45\xBB\x61\x07\x29\xB8\xB2\xFC\xC1\x5C\xA3\x84\x17\x8A\xFD\xFA\xC5\xB2\x93\xF9\xA5\x4C\xB4\x0A\xED\x9D\x6A\x83\x77\xA3\x9B\xAA\xA3\xAE\x4F\x1D\xA7\xAC\xFA\xE9\x67\x99\x27\x58\x5F\x26\xC6\xD1\x6F\xC2\xE8\xDC\xAA\x16\x9E\xC7\x09\x5F\x49\xEF\x14\x1E\xD3\xF0\x1D\x67\xC8\x28\x98\x2D\x1E\x55\xD7\x4E\x27\x26\x32\xA9\x27\x3D\x3B\x46\xB2\x95\x7E\x59\x50\xAF\x6D\x72\x7C\x30\x4F\x60\x66\x84\x33\xEA\xEF\xBE\x08\x43\xDD\xBA\x79\x69\x39\x34\xC3\x6B\xA2\x0B\x7F\x81\xC8\x4E\xB8\xB3\x91\x31\xF5\x3D\xDE\x80\x0D\x2C\x0C\xE2\xB1\x2B\x43\xE9\xA4\x98\xB5\x8E\x91\x5D\xFD\xBA\xF5\x7A\x5A\xB2\x14\x9D\x4A\x43\xB1\xE5\xAF\x8A\x95\x5D\xF8\xD2\xCF\xFD\xF3\x09\x8E\x28\x4E\x0D\x64\x34\xDA\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD4\x77\x8E\xD5\xBE\xEF\x35\x85\x01\x20\x00\x00\x50\x34\x02\x82\xF6\xDD\x00\x1F\x84\xFF\x73\xF0\x0B\xDB\x01\x5D\xF9\xDF\xF0\xCB\x00\x40\x00\x1A\x80\x00\x00\x00\x3C\x97\x12\xD7\x7F\xFF\xFF\xFF\x1A\xEF\xBD\x1F\x7F\xFF\xFF\xFF\x59\xCE\xC2\x1F\x4A\x34\x3D\x46\x76\x06\x12\xD7\x7F\xFF\xFF\xFF\x4F\x39\x8A\x87\xC8\x9C\x1C\xC3\x79\x59\xB7\xB7\x7F\xFF\xFF\xFF\xE7\xE5\xC9\x6D\x24\x94\x5C\x65\x56\x3A\x80\x55\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x46\x5F\xE9\x25\x7F\xFF\xFF\xFF\x2A\x09\x5B\x08\x7F\xFF\xFF\xFF\xBB\x61\x07\x29\x24\x83\xE9\x98\x5C\xA3\x84\x17\xE9\xB8\x10\x98\xB2\x93\xF9\xA5\x7F\xFF\xFF\xFF\x9D\x6A\x83\x77\x80\x00\x00\x00\xAE\x4F\x1D\xA7\x80\x00\x00\x00\x99\x27\x58\x5F\x7F\xFF\xFF\xFF\xC2\xE8\xDC\xAA\xE8\xBD\x50\xA3\x5F\x49\xEF\x14\xDE\xB3\xA1\x6C\x67\xC8\x28\x98\xD0\x53\x3B\x0C\x4E\x27\x26\x32\x80\x00\x00\x00\x46\xB2\x95\x7E\x7F\xFF\xFF\xFF\x72\x7C\x30\x4F\x7F\xFF\xFF\xFF\xEA\xEF\xBE\x08\x7F\xFF\xFF\xFF\x69\x39\x34\xC3\x7F\xFF\xFF\xFF\x81\xC8\x4E\xB8\x80\x00\x00\x00\x3D\xDE\x80\x0D\x7F\xFF\xFF\xFF\x2B\x43\xE9\xA4\x80\x00\x00\x00\x5D\xFD\xBA\xF5\x7F\xFF\xFF\xFF\x9D\x4A\x43\xB1\x49\x49\x31\x02\x5D\xF8\xD2\xCF\xF8\x55\xD2\x7B\x28\x4E\x0D\x64\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xAA\x8D\x4F\xA7\xF9\xDF\xF0\xCB\xF9\xDF\xF0\xCB\x1A\xBC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4D\x2F\x7A\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4A\x34\x3D\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC8\x9C\x1C\xC3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\xBB\x99\x32\x24\x94\x5C\x65\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\x42\x16\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x24\x83\xE9\x98\x7F\xFF\xFF\xFF\xE9\xB8\x10\x98\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3E\xAC\x9A\x8D\xE8\xBD\x50\xA3\x7F\xFF\xFF\xFF\xDE\xB3\xA1\x6C\x7F\xFF\xFF\xFF\xD0\x53\x3B\x0C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x11\x07\x31\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x49\x49\x31\x02\x7F\xFF\xFF\xFF\xF8\x55\xD2\x7B\xF5\x63\x32\x0B\x34\xDA\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81\x15\x13\x52\xB6\x65\x25\x11\x83\x77\x40\xAA\x0B\x31\x37\x4C\x1F\xBF\xC6\x7B\xC3\xD5\xD4\x5C\x1A\xCA\x7D\xAD\x05\x0E\x5F\x42\x5B\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x12696F23), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC0000000)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC0000000, 12370)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0x9D)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x936B0649), ('P4rIngress.aggregator.values_v00000.hi', 0x73AE742D)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x667EF8AE), ('P4rIngress.aggregator.values_v00001.hi', 0xC8959D58)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x47309A35), ('P4rIngress.aggregator.values_v00010.hi', 0x26DE732B)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xE6CD536E), ('P4rIngress.aggregator.values_v00011.hi', 0x493693E5)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x33DDB569), ('P4rIngress.aggregator.values_v00100.hi', 0x5017E945)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x861FF5FB), ('P4rIngress.aggregator.values_v00101.hi', 0x1541D68E)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x5197C1A7), ('P4rIngress.aggregator.values_v00110.hi', 0x5A7ACCD1)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x6B3755A9), ('P4rIngress.aggregator.values_v00111.hi', 0x3ACE7098)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x45837262), ('P4rIngress.aggregator.values_v01000.hi', 0xE3BCD713)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xDB6E92DA), ('P4rIngress.aggregator.values_v01001.hi', 0x7B5B4730)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x683D39A3), ('P4rIngress.aggregator.values_v01010.hi', 0x661C79AF)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x72459A69), ('P4rIngress.aggregator.values_v01011.hi', 0xC4588031)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x54B678A9), ('P4rIngress.aggregator.values_v01100.hi', 0x454E2DFE)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x67538A9F), ('P4rIngress.aggregator.values_v01101.hi', 0x916E5854)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x60BD6402), ('P4rIngress.aggregator.values_v01110.hi', 0x853DD143)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xAB269405), ('P4rIngress.aggregator.values_v01111.hi', 0xB85EF8FF)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xD70BE57F), ('P4rIngress.aggregator.values_v10000.hi', 0x982A0469)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x44E4E521), ('P4rIngress.aggregator.values_v10001.hi', 0x9DB96B77)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x10764D6F), ('P4rIngress.aggregator.values_v10010.hi', 0x58B4DE4A)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE98F48D2), ('P4rIngress.aggregator.values_v10011.hi', 0x7793EAED)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xD017E4B6), ('P4rIngress.aggregator.values_v10100.hi', 0xA2777179)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x68E85AE6), ('P4rIngress.aggregator.values_v10101.hi', 0x5FD76C85)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xA398D8DF), ('P4rIngress.aggregator.values_v10110.hi', 0x46896D4A)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5AA23859), ('P4rIngress.aggregator.values_v10111.hi', 0x9631CB33)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x5D70DD45), ('P4rIngress.aggregator.values_v11000.hi', 0xA38D1F76)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x4CB7CFAF), ('P4rIngress.aggregator.values_v11001.hi', 0xEE589D26)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA29B8533), ('P4rIngress.aggregator.values_v11010.hi', 0xB6FBA4E7)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0xC97CB15D), ('P4rIngress.aggregator.values_v11011.hi', 0x3B2A364A)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xBB7AB36D), ('P4rIngress.aggregator.values_v11100.hi', 0x12EBFADF)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x98FF27E6), ('P4rIngress.aggregator.values_v11101.hi', 0x55BAEAEA)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xACD6D867), ('P4rIngress.aggregator.values_v11110.hi', 0x993F770A)], 12370)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x57033A94), ('P4rIngress.aggregator.values_v11111.hi', 0x614EFC11)], 12370)
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
                gc.KeyTuple('job_id', 0x995E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FBF),
                gc.DataTuple('slot_count', 0x000009D6),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x78269790),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xC4CEBA4F),
                gc.KeyTuple('src_port', 0xFCFA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x995E),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x03C0),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xCE\xBA\x4F\x00\x00\x00\x00\xFC\xFA\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x99\x5E\x00\x1F\x78\x26\x97\x90\x00\x93\x01\x3A\xC0\x00\x00\x00\x00\x40\x00\x00\x90\x0F\x95\xC4\x4A\x62\x77\xF9\x23\x90\x84\xA4\x5A\x6B\x6D\x67\x7E\x9A\x9C\xF9\x69\x52\x9F\x29\x07\x24\xC6\x47\x61\x44\x2A\x43\x74\xDB\x2A\x04\x58\xAC\xBD\x36\x63\xEC\x75\x2B\x7E\xCC\x44\x79\x79\x33\x24\x5F\xD8\x92\x3F\xD8\x81\x61\x55\xAF\x65\x80\x28\x52\x55\x66\x22\xE1\x38\xD7\x97\x33\x8A\x5F\x5E\x59\x69\x5A\x43\x6D\x3C\xFF\x99\x60\x20\xD7\x1C\x73\x56\xAE\xF9\xBB\xA3\xD0\x92\x50\xDA\xA6\xE3\x3B\x4D\x6A\xD5\x0E\xB3\x68\x9A\xC9\xB9\x1A\x2E\xC4\x46\xEB\xA6\x5A\xAD\x3D\x52\x61\xC5\x2E\xE8\xFC\x8D\x0D\x56\xBA\x95\x56\x1F\x48\xAE\xCF\x93\x48\x72\x2B\xB2\x04\x2B\x26\xC9\x15\x3E\xF6\x71\x6D\x4D\x08\x68\x5B\x8C\x2E\xA2\xAE\xA5\xA5\xAD\x6D\x5C\x05\x05\x87\xC4\xEC\x78\xD8\x2C\x5E\x68\x2F\x58\x0B\x05\x15\xA0\x1E\xD7\xC1\x5E\x97\xD4\xEF\x79\x2B\x4E\xF4\xA1\x00\x01\x9D\x5D\x3D\x5D\x17\x93\xE8\x2D\x46\x69\x95\xC2\x4F\x02\xCE\xCF\xBC\xB5\x2C\xCF\x59\xC2\x31\x25\xE5\x81\x68\x6D\x8D\xFB\xDC\x52\x6C\x81\x1B\x97\x6D\xEA\xBF\x52\x93\xBA\xD9\x67\x23\xEE\x24\xA2\x78\xA8\x56\x3E\x54\xE8\x64\xE6\xF8\x62\x1B\xBA\xB5\x4D\x12\x15\x14\xDC\x38\x7D\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC4\xCE\xBA\x4F\xBE\xEF\xFC\xFA\x01\x20\x00\x00\x50\x34\x02\x82\x99\x5E\x00\x1F\x78\x26\x97\x90\x00\x93\x01\x3A\xC0\x00\x00\x00\x00\x40\x00\x1F\x80\x00\x00\x00\x4A\x62\x77\xF9\x7F\xFF\xFF\xFF\x5A\x6B\x6D\x67\x7F\xFF\xFF\xFF\x69\x52\x9F\x29\xED\xF2\x19\xB5\x61\x44\x2A\x43\x7F\xFF\xFF\xFF\x58\xAC\xBD\x36\xEA\x0C\x6B\x26\x7E\xCC\x44\x79\x7F\xFF\xFF\xFF\xD8\x92\x3F\xD8\xEC\x98\xAB\x58\x65\x80\x28\x52\x7F\xFF\xFF\xFF\x38\xD7\x97\x33\x80\x00\x00\x00\x69\x5A\x43\x6D\x7F\xFF\xFF\xFF\x20\xD7\x1C\x73\x7F\xFF\xFF\xFF\xA3\xD0\x92\x50\x2F\x5D\x5B\xE4\x4D\x6A\xD5\x0E\x1A\xBC\x25\x68\xB9\x1A\x2E\xC4\x7F\xFF\xFF\xFF\xAD\x3D\x52\x61\x80\x00\x00\x00\x8D\x0D\x56\xBA\x80\x00\x00\x00\xAE\xCF\x93\x48\x7F\xFF\xFF\xFF\x2B\x26\xC9\x15\x4F\x6C\xBE\xDC\x4D\x08\x68\x5B\x80\x00\x00\x00\xA5\xA5\xAD\x6D\x2C\x1C\xEA\x3D\xC4\xEC\x78\xD8\x7F\xFF\xFF\xFF\x58\x0B\x05\x15\x80\x00\x00\x00\x5E\x97\xD4\xEF\x7F\xFF\xFF\xFF\xA1\x00\x01\x9D\x7F\xFF\xFF\xFF\x93\xE8\x2D\x46\x7F\xFF\xFF\xFF\x02\xCE\xCF\xBC\x80\x00\x00\x00\xC2\x31\x25\xE5\x80\x00\x00\x00\xFB\xDC\x52\x6C\x80\x00\x00\x00\xEA\xBF\x52\x93\x80\x00\x00\x00\xEE\x24\xA2\x78\x80\x00\x00\x00\xE8\x64\xE6\xF8\x7F\xFF\xFF\xFF\x4D\x12\x15\x14\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x92\x69\x6F\x23\xC0\x00\x00\x00\xC0\x00\x00\x00\x1F\x9D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x23\x01\x0A\xBF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xED\xF2\x19\xB5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x0C\x6B\x26\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x33\x0D\x0C\xA9\xEC\x98\xAB\x58\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x94\x6E\x46\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2F\x5D\x5B\xE4\x7F\xFF\xFF\xFF\x1A\xBC\x25\x68\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC8\xE0\x34\x8C\x4F\x6C\xBE\xDC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1D\x39\x98\x5A\x2C\x1C\xEA\x3D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF1\x27\x6C\xE2\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x37\x06\x88\xB6\x80\x00\x00\x00\xFD\xAB\x4D\x72\x80\x00\x00\x00\x43\xDF\x8D\x62\x80\x00\x00\x00\x81\xA4\x5E\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\x38\x7D\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x31075855), ('P4rIngress.aggregator.bitmap_seq.seq', 0x00000000)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x00000000, 12572)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0xAE)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x962D527B), ('P4rIngress.aggregator.values_v00000.hi', 0x7AAA735E)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x597E49FB), ('P4rIngress.aggregator.values_v00001.hi', 0x1EB525A1)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x58775CFC), ('P4rIngress.aggregator.values_v00010.hi', 0x57A0AB2F)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xA4D827A9), ('P4rIngress.aggregator.values_v00011.hi', 0x68644937)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x5906302B), ('P4rIngress.aggregator.values_v00100.hi', 0x6DDA2AF3)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xC99CA763), ('P4rIngress.aggregator.values_v00101.hi', 0x2B2A9D6B)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x44FDC9FE), ('P4rIngress.aggregator.values_v00110.hi', 0x65E0AFC9)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x67BE5B66), ('P4rIngress.aggregator.values_v00111.hi', 0x65D47C82)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x5553EF32), ('P4rIngress.aggregator.values_v01000.hi', 0x985F755A)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB2570C39), ('P4rIngress.aggregator.values_v01001.hi', 0x5F27564B)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x39B93F7B), ('P4rIngress.aggregator.values_v01010.hi', 0x704C575E)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5F80AAC6), ('P4rIngress.aggregator.values_v01011.hi', 0xB1A5943B)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x8344D519), ('P4rIngress.aggregator.values_v01100.hi', 0x342C3AC3)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x0EBEEDE7), ('P4rIngress.aggregator.values_v01101.hi', 0xBA893637)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x7B853B29), ('P4rIngress.aggregator.values_v01110.hi', 0xAF1952B8)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xB09FBA4D), ('P4rIngress.aggregator.values_v01111.hi', 0x87B933AE)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xAB38F65D), ('P4rIngress.aggregator.values_v10000.hi', 0x8953ECA5)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x75512841), ('P4rIngress.aggregator.values_v10001.hi', 0x398750DA)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x1C6A7A19), ('P4rIngress.aggregator.values_v10010.hi', 0x548BEE4B)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x888715D5), ('P4rIngress.aggregator.values_v10011.hi', 0x542B28F7)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xB5BF7D2C), ('P4rIngress.aggregator.values_v10100.hi', 0x9589B95F)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x22A16ACA), ('P4rIngress.aggregator.values_v10101.hi', 0x6D9CC720)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x9EFC06A7), ('P4rIngress.aggregator.values_v10110.hi', 0x6DE64F09)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x724E3F2A), ('P4rIngress.aggregator.values_v10111.hi', 0xA168EAAE)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x3874DAA2), ('P4rIngress.aggregator.values_v11000.hi', 0x05ECB42C)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x363C6B83), ('P4rIngress.aggregator.values_v11001.hi', 0x160DEB07)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x9DD36288), ('P4rIngress.aggregator.values_v11010.hi', 0x96D1624F)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x3C5A350A), ('P4rIngress.aggregator.values_v11011.hi', 0x80000000)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x52DBD0EE), ('P4rIngress.aggregator.values_v11100.hi', 0x85D51D71)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xB72C59F5), ('P4rIngress.aggregator.values_v11101.hi', 0x5D6B9B27)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x74F5D250), ('P4rIngress.aggregator.values_v11110.hi', 0x6BE696D3)], 12572)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x36B44805), ('P4rIngress.aggregator.values_v11111.hi', 0xACC5A98D)], 12572)
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
                gc.KeyTuple('job_id', 0xDCA3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F39),
                gc.DataTuple('slot_count', 0x000005D5),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDAB391DC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x637FB7A6),
                gc.KeyTuple('src_port', 0x2A76),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDCA3),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x018E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x63\x7F\xB7\xA6\x00\x00\x00\x00\x2A\x76\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xDC\xA3\x00\x1F\xDA\xB3\x91\xDC\x01\xE3\x03\x47\x00\x00\x00\x00\x00\x40\x00\x00\xA3\x01\x37\x2D\x07\x26\x6E\x7E\x4B\x58\x4B\x59\x90\xCD\x6C\x9F\x4D\xCA\x4B\xBA\x44\xBC\xFC\x6F\xEF\x4E\x5E\x17\x41\xAE\xC9\x21\x4F\xE7\x1B\xB3\x44\xC6\x22\xC0\x2F\x8D\xD7\x5B\x7A\x7D\xA9\x85\x7E\x8A\x3F\x16\x80\x00\x00\x00\xAC\x92\x3A\x3D\x4B\x66\xC4\x51\x43\xD9\xD2\x7A\x6B\xE2\x9D\x33\x96\x5E\xA5\xBC\x38\x06\x55\x14\x6B\x09\x35\xFC\x76\xDE\x89\x62\x42\x80\xA1\xC5\xC2\x33\xE8\x68\x2D\x70\xB5\x9B\x5B\x32\xBA\xAD\xEA\x71\xE2\xA9\xB3\xD4\x25\x9A\x10\xDE\x01\x5A\x9E\xC9\x51\x8A\x93\x7B\x2F\x50\xEB\x5B\x38\x2E\xC6\x8E\x1F\xE5\xB9\x9D\xAF\x97\x24\xFA\x9B\xD5\x3A\xBE\x1A\xEE\xDF\x6D\x25\x75\x43\x5C\x6E\x8F\xAC\xF7\x98\xB6\x80\x00\x00\x00\x5D\x58\xE1\xA4\xBB\x29\x2D\x4D\x7C\xA4\x0E\x23\x60\x7E\x5B\xB0\x9E\x09\xCD\x0A\x1E\x26\xDE\x3F\x7B\x5D\x82\xDC\xBD\xE0\x1C\xE5\x5F\x55\x63\xFB\xDE\xA5\xDE\x27\x61\x06\xF3\x82\x4F\xD4\xDE\x43\xB8\xB7\x2A\xA9\x9C\x75\x77\x1E\x54\xD4\x79\xDB\x50\xF3\x03\xE7\x74\x88\x4C\xEF\x3E\xCB\xBA\xBA\x3B\x44\xCA\x17\x71\x8F\x4D\x2D\x1A\xB5\x4E\xAB\x58\xB4\x46\x8B\x5D\xCF\x4B\xBE\x97\x72\xAC\xC4\x46\x8C\xAA\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x63\x7F\xB7\xA6\xBE\xEF\x2A\x76\x01\x20\x00\x00\x50\x34\x02\x82\xDC\xA3\x00\x1F\xDA\xB3\x91\xDC\x01\xE3\x01\x47\x00\x00\x00\x00\x00\x40\x00\x15\x80\x00\x00\x00\x07\x26\x6E\x7E\x7F\xFF\xFF\xFF\x90\xCD\x6C\x9F\x7F\xFF\xFF\xFF\x44\xBC\xFC\x6F\x94\x26\x85\xC0\x41\xAE\xC9\x21\x7F\xFF\xFF\xFF\x44\xC6\x22\xC0\xF9\x2A\x7E\xBE\x7A\x7D\xA9\x85\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x14\x50\x95\xA3\x4B\x66\xC4\x51\x7F\xFF\xFF\xFF\x6B\xE2\x9D\x33\x80\x00\x00\x00\x38\x06\x55\x14\x7F\xFF\xFF\xFF\x76\xDE\x89\x62\x7F\xFF\xFF\xFF\xC2\x33\xE8\x68\xB0\xB5\x8A\xB4\x5B\x32\xBA\xAD\xF9\x30\xD0\x90\xB3\xD4\x25\x9A\x7F\xFF\xFF\xFF\x9E\xC9\x51\x8A\x80\x00\x00\x00\xEB\x5B\x38\x2E\x80\x00\x00\x00\xB9\x9D\xAF\x97\x7F\xFF\xFF\xFF\x3A\xBE\x1A\xEE\xFB\xD7\x9F\x8E\x43\x5C\x6E\x8F\x80\x00\x00\x00\x80\x00\x00\x00\x13\x18\x5E\xD0\xBB\x29\x2D\x4D\x7F\xFF\xFF\xFF\x60\x7E\x5B\xB0\x80\x00\x00\x00\x1E\x26\xDE\x3F\x7F\xFF\xFF\xFF\xBD\xE0\x1C\xE5\x7F\xFF\xFF\xFF\xDE\xA5\xDE\x27\x7F\xFF\xFF\xFF\x4F\xD4\xDE\x43\x80\x00\x00\x00\x9C\x75\x77\x1E\x7F\xFF\xFF\xFF\x50\xF3\x03\xE7\x7F\xFF\xFF\xFF\x3E\xCB\xBA\xBA\xF2\x71\x24\x0C\x71\x8F\x4D\x2D\x7F\xFF\xFF\xFF\x58\xB4\x46\x8B\x7F\xFF\xFF\xFF\x97\x72\xAC\xC4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB1\x07\x58\x55\x00\x00\x00\x00\x00\x00\x00\x00\x15\xAE\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAF\x82\x92\x40\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x94\x26\x85\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF9\x2A\x7E\xBE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE5\xE0\xAF\xC9\x14\x50\x95\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x04\x42\x12\x8D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB0\xB5\x8A\xB4\x7F\xFF\xFF\xFF\xF9\x30\xD0\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x74\x45\x6B\xC8\xFB\xD7\x9F\x8E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD4\x2B\x28\xF7\x13\x18\x5E\xD0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE4\x92\x92\x53\x7F\xFF\xFF\xFF\x65\xE2\xC9\x4A\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD0\xF3\x03\xE7\x7F\xFF\xFF\xFF\xC4\xA0\xD8\x2B\xF2\x71\x24\x0C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x8C\xAA\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B\x3A\x96\x37\x2B\xDB\x9F\x25\x04'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x29516DB3), ('P4rIngress.aggregator.bitmap_seq.seq', 0x64000000)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x64000000, 10627)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0xCB)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x9ED0C3A1), ('P4rIngress.aggregator.values_v00000.hi', 0x6A3F45AC)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x50472875), ('P4rIngress.aggregator.values_v00001.hi', 0x72D4CDBB)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7DF637AB), ('P4rIngress.aggregator.values_v00010.hi', 0x3A83CF3D)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x8D29DBAB), ('P4rIngress.aggregator.values_v00011.hi', 0x4C7ADB0C)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x34C6D05C), ('P4rIngress.aggregator.values_v00100.hi', 0x75C8A421)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x413166BF), ('P4rIngress.aggregator.values_v00101.hi', 0x6EFBB3AD)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7634A693), ('P4rIngress.aggregator.values_v00110.hi', 0x80000000)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x16FF3FC6), ('P4rIngress.aggregator.values_v00111.hi', 0x5479F5A8)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x556D88D5), ('P4rIngress.aggregator.values_v01000.hi', 0xED2B969D)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x84EBA8DE), ('P4rIngress.aggregator.values_v01001.hi', 0x6A87430C)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x73DAB66F), ('P4rIngress.aggregator.values_v01010.hi', 0x51A2ECC5)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x513BEDBD), ('P4rIngress.aggregator.values_v01011.hi', 0xCB4A442A)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x325BD6FC), ('P4rIngress.aggregator.values_v01100.hi', 0x592E5B5F)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x061E70FE), ('P4rIngress.aggregator.values_v01101.hi', 0x8BAA554E)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x1A947505), ('P4rIngress.aggregator.values_v01110.hi', 0xB7E6C79C)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xBFB426F6), ('P4rIngress.aggregator.values_v01111.hi', 0xA65504F6)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x8F2238AD), ('P4rIngress.aggregator.values_v10000.hi', 0xD1AA5832)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x39348B61), ('P4rIngress.aggregator.values_v10001.hi', 0xF099F167)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xFE3A6DB9), ('P4rIngress.aggregator.values_v10010.hi', 0x3D117D77)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xE52132BD), ('P4rIngress.aggregator.values_v10011.hi', 0x8AE939CF)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7D52D5F6), ('P4rIngress.aggregator.values_v10100.hi', 0xCF2F629D)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x49945671), ('P4rIngress.aggregator.values_v10101.hi', 0x2D2BE4E0)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xC7EA7BCF), ('P4rIngress.aggregator.values_v10110.hi', 0x6DE7E5DA)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x47DB1243), ('P4rIngress.aggregator.values_v10111.hi', 0xA642A192)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x697ECC9F), ('P4rIngress.aggregator.values_v11000.hi', 0xBF3E1EB7)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x5A36EB1F), ('P4rIngress.aggregator.values_v11001.hi', 0xC375CAEB)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xC0F72458), ('P4rIngress.aggregator.values_v11010.hi', 0xD4725937)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x52EBD4B9), ('P4rIngress.aggregator.values_v11011.hi', 0x0EA2D112)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x3D85D3B2), ('P4rIngress.aggregator.values_v11100.hi', 0x7B5B1BD1)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x231E984D), ('P4rIngress.aggregator.values_v11101.hi', 0x12E89163)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x19296732), ('P4rIngress.aggregator.values_v11110.hi', 0x3587B17E)], 10627)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x3687E18D), ('P4rIngress.aggregator.values_v11111.hi', 0xB9982E0D)], 10627)
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
                gc.KeyTuple('job_id', 0x100F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008BD),
                gc.DataTuple('slot_count', 0x00000435),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x820AFBDD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0x8130DF4D),
                gc.KeyTuple('src_port', 0x7138),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x100F),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x025D),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x81\x30\xDF\x4D\x00\x00\x00\x00\x71\x38\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x10\x0F\x00\x1F\x82\x0A\xFB\xDD\x00\xC6\x01\x73\x64\x00\x00\x00\x00\x40\x00\x00\xCE\xB5\x55\xB9\x4A\x0A\x06\xAC\x57\x78\xA3\x5B\x06\xCD\x4B\x19\x39\xED\x43\xB2\x59\x50\xE9\x2C\x6F\xAB\x30\x89\x7D\x61\xAE\x45\x5E\xF3\x8F\x63\x24\xCF\x2C\x16\xD3\x9D\xCA\xD5\x2A\x27\xC5\xB5\x3A\xE9\xEE\xC7\x55\x03\x84\x88\x66\x07\x1D\x4F\x4C\x1C\xDB\xFE\x51\xCC\xB5\x72\xCF\x6B\xDE\x8C\xC9\xA7\x48\xE9\x4D\x8E\x08\xEA\x27\x89\x6A\x63\x57\x23\x4A\x3D\x5D\x4B\x4C\x87\x8A\x50\x6E\xFD\xBA\xD1\x9D\x7C\x2E\x29\xE8\x64\x5F\x08\xD9\x4A\xDB\x73\x67\x13\x7B\xC6\x95\x47\x90\x5E\x5F\x33\xA2\x1C\x32\x96\xB2\xEB\x5E\x4C\xBA\x26\x6A\x8B\x9F\x9D\x50\x10\x78\xAD\x8B\x2F\xCB\x22\xB3\x49\xE2\xDE\xB0\xA2\x45\xD0\xF1\xA5\x84\xB3\xAA\x6F\x7A\xED\x4C\x93\xA1\xB1\x9C\x8F\x81\x2D\x76\xF1\x7D\xA5\x5B\x89\x5F\x9A\xE8\xDE\x8F\x86\xAE\x2F\x41\xC1\xE7\xB8\x59\x2F\xCE\x45\xA9\x3E\xA5\xF2\x1C\x71\x84\xA3\x30\xFF\x55\x4B\x53\x6C\xC9\xDF\x30\x0B\x9C\x43\xA8\x33\x5F\x3E\xB6\x77\xD8\xBF\x5C\xB1\x99\x1B\x7E\x23\x1A\xBA\x76\xF9\x2A\xAB\x0B\x55\xE0\xEF\x5D\x8A\x51\xC7\xC9\xC2\x77\xDE\x7C\x74\x46\xB9\xE0\x89\xA9\x53\x59\xC6\x3F\x9C\x99\xDA\x74\xAD\x9D\x26\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x81\x30\xDF\x4D\xBE\xEF\x71\x38\x01\x20\x00\x00\x50\x34\x02\x82\x10\x0F\x00\x1F\x82\x0A\xFB\xDD\x00\xC6\x01\x73\x64\x00\x00\x00\x00\x40\x00\x03\x80\x00\x00\x00\x4A\x0A\x06\xAC\x7F\xFF\xFF\xFF\x06\xCD\x4B\x19\x7F\xFF\xFF\xFF\x59\x50\xE9\x2C\xFC\xD5\x0C\x34\x7D\x61\xAE\x45\x7F\xFF\xFF\xFF\x24\xCF\x2C\x16\x14\xCF\x31\x94\x2A\x27\xC5\xB5\x7F\xFF\xFF\xFF\x55\x03\x84\x88\x7D\x06\x5D\x15\x4C\x1C\xDB\xFE\x7F\xFF\xFF\xFF\xCF\x6B\xDE\x8C\x80\x00\x00\x00\x4D\x8E\x08\xEA\x7F\xFF\xFF\xFF\x57\x23\x4A\x3D\x7F\xFF\xFF\xFF\x8A\x50\x6E\xFD\xED\x2D\x74\x78\x2E\x29\xE8\x64\x65\x27\x4A\x48\xDB\x73\x67\x13\x7F\xFF\xFF\xFF\x90\x5E\x5F\x33\x80\x00\x00\x00\xB2\xEB\x5E\x4C\x80\x00\x00\x00\x9F\x9D\x50\x10\x7F\xFF\xFF\xFF\xCB\x22\xB3\x49\xE1\x19\x1E\x5B\x45\xD0\xF1\xA5\x80\x00\x00\x00\x7A\xED\x4C\x93\x1F\x04\x72\x85\x81\x2D\x76\xF1\x7F\xFF\xFF\xFF\x5F\x9A\xE8\xDE\x80\x00\x00\x00\x41\xC1\xE7\xB8\x7F\xFF\xFF\xFF\xA9\x3E\xA5\xF2\x7F\xFF\xFF\xFF\x30\xFF\x55\x4B\x7F\xFF\xFF\xFF\x30\x0B\x9C\x43\x80\x00\x00\x00\xB6\x77\xD8\xBF\x7F\xFF\xFF\xFF\x7E\x23\x1A\xBA\x7F\xFF\xFF\xFF\x0B\x55\xE0\xEF\x7F\xFF\xFF\xFF\xC9\xC2\x77\xDE\x7F\xFF\xFF\xFF\xE0\x89\xA9\x53\x7F\xFF\xFF\xFF\x99\xDA\x74\xAD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xA9\x51\x6D\xB3\x64\x00\x00\x00\x64\x00\x00\x00\x03\xCB\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x79\xA2\x18\xD4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFC\xD5\x0C\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x14\xCF\x31\x94\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD5\x03\x84\x88\x7D\x06\x5D\x15\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBC\x97\x75\x29\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xED\x2D\x74\x78\x7F\xFF\xFF\xFF\x65\x27\x4A\x48\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBB\xBC\xA4\xB0\xE1\x19\x1E\x5B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\xD6\x86\x62\x1F\x04\x72\x85\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF0\x3D\x74\x02\x7F\xFF\xFF\xFF\xF3\x81\x67\x2E\x80\x00\x00\x00\x8A\xEA\x31\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\xAB\x09\x41\x7F\xFF\xFF\xFF\x16\x11\x5A\xD1\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9D\x26\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x17334CAA), ('P4rIngress.aggregator.bitmap_seq.seq', 0x27000000)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x27000000, 9865)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xAA)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xC9352E8A), ('P4rIngress.aggregator.values_v00000.hi', 0x6175C7E6)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x552AF701), ('P4rIngress.aggregator.values_v00001.hi', 0x691AF14C)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x474C9F94), ('P4rIngress.aggregator.values_v00010.hi', 0x4136BD2C)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x32789D51), ('P4rIngress.aggregator.values_v00011.hi', 0x547F7356)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6112783E), ('P4rIngress.aggregator.values_v00100.hi', 0x77F11D21)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDBDE337F), ('P4rIngress.aggregator.values_v00101.hi', 0x6BBAA2D6)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x65627805), ('P4rIngress.aggregator.values_v00110.hi', 0x62EB9D77)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xB599DD34), ('P4rIngress.aggregator.values_v00111.hi', 0x5939DD69)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x3F3B63B7), ('P4rIngress.aggregator.values_v01000.hi', 0x5564CBA6)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB962613D), ('P4rIngress.aggregator.values_v01001.hi', 0x5FFE3903)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x678E1494), ('P4rIngress.aggregator.values_v01010.hi', 0x5DA5F561)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x739BFAD7), ('P4rIngress.aggregator.values_v01011.hi', 0x95266132)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xA3B8DB27), ('P4rIngress.aggregator.values_v01100.hi', 0x70D007EF)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xDF71D1CA), ('P4rIngress.aggregator.values_v01101.hi', 0xB1B579B5)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x66056F63), ('P4rIngress.aggregator.values_v01110.hi', 0xC57BAEB5)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xB4C2057E), ('P4rIngress.aggregator.values_v01111.hi', 0x87EED5CD)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x8909D907), ('P4rIngress.aggregator.values_v10000.hi', 0xA6C096C7)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7C53F4BC), ('P4rIngress.aggregator.values_v10001.hi', 0x0E630480)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xA9B5D5DC), ('P4rIngress.aggregator.values_v10010.hi', 0x61F1B655)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x9DF291ED), ('P4rIngress.aggregator.values_v10011.hi', 0x4ED8DB1F)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x00000000), ('P4rIngress.aggregator.values_v10100.hi', 0xB613B1F1)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x5B8C15F6), ('P4rIngress.aggregator.values_v10101.hi', 0x45C93A23)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x9D15276A), ('P4rIngress.aggregator.values_v10110.hi', 0x60E8A7CB)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x59DB85D9), ('P4rIngress.aggregator.values_v10111.hi', 0xBCF2D9E5)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x366D0B6D), ('P4rIngress.aggregator.values_v11000.hi', 0x8FD172B9)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x778A775C), ('P4rIngress.aggregator.values_v11001.hi', 0xF793E969)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xDED917DB), ('P4rIngress.aggregator.values_v11010.hi', 0xAE2E5546)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4B31A8AB), ('P4rIngress.aggregator.values_v11011.hi', 0x7C8D6F16)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x691695DE), ('P4rIngress.aggregator.values_v11100.hi', 0x6FF0C26B)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x4ACB22B7), ('P4rIngress.aggregator.values_v11101.hi', 0x56B0AC7D)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x7A489D6D), ('P4rIngress.aggregator.values_v11110.hi', 0xCAD2DE90)], 9865)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x72116FCD), ('P4rIngress.aggregator.values_v11111.hi', 0x9DF7A537)], 9865)
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
                gc.KeyTuple('job_id', 0x092F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000649),
                gc.DataTuple('slot_count', 0x00000BE3),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8FE63305),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xE3134235),
                gc.KeyTuple('src_port', 0x46B2),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x092F),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x00AF),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE3\x13\x42\x35\x00\x00\x00\x00\x46\xB2\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x09\x2F\x00\x1F\x8F\xE6\x33\x05\x00\x40\x03\x81\x27\x00\x00\x00\x00\x40\x00\x00\xAB\x91\xD6\x13\x31\x7C\x95\x97\x45\x2A\x13\xF7\xCF\xEE\x88\x4D\x6A\x6C\x20\x25\x45\x0E\xBF\xCD\x2A\x27\x9D\xEB\x6F\x04\x2B\x77\x2F\x55\xAE\x8A\x2B\xDC\xEE\xB4\x3B\x5A\xAE\x27\x19\xA4\x96\xC0\x68\xE3\xEB\x55\x96\x9B\x84\x11\x36\x13\xC5\x2D\x49\x04\x61\x47\x4A\x0C\x2B\xFC\x87\x7C\xA7\xAB\x9E\xE1\x67\x15\x4E\x93\x47\x76\x48\xCE\x66\xD7\x45\xE1\x2F\x5F\x16\x6A\x73\x31\xDB\xF9\xF3\x23\x21\xA9\x62\x1C\x3E\xAF\x12\x57\x6F\x70\xDD\x9B\xB8\xC4\x5A\x05\x55\x7E\x89\x6B\xA7\x47\xE5\x0D\xB3\xE5\x63\x62\xAB\x34\x91\x0D\x80\xC8\x5F\x65\x81\xB5\xB7\x7B\x1B\x9F\xE5\xB5\xC2\xB9\x7F\xAB\x79\x53\x87\x20\x52\xA4\x63\xC1\xB5\xA8\x1C\x25\xB6\x3D\x9B\x7F\x73\x7A\x84\x3D\xB2\xF2\x87\x38\x5D\x38\x54\x0A\x4D\x05\x9B\x4D\x92\xD5\x7E\x59\x5C\x8A\xE2\xD3\x2B\xC0\xDC\x94\xB4\xF8\x71\x77\x67\xD6\xC6\xD5\xC1\xEE\xA7\x93\x4D\x5B\x42\xDD\x67\xE3\x4B\x17\x92\x9D\x14\x06\xA9\x76\xAC\xD7\x3D\x1A\x38\xCB\x22\xFC\xF3\x45\x2F\x28\x32\xE1\x50\x06\xF0\x86\x42\xD8\xCE\x90\x4B\x17\x02\x51\x40\x53\x35\x8D\x4F\x9D\x08\x1F\x12\xEC\xDE\x87\xB2\x93\xA5\x34\xA0\x79\x9B\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE3\x13\x42\x35\xBE\xEF\x46\xB2\x01\x20\x00\x00\x50\x34\x02\x82\x09\x2F\x00\x1F\x8F\xE6\x33\x05\x00\x40\x01\x81\x27\x00\x00\x00\x00\x40\x00\x1B\x80\x00\x00\x00\x31\x7C\x95\x97\x7F\xFF\xFF\xFF\xCF\xEE\x88\x4D\x7F\xFF\xFF\xFF\x45\x0E\xBF\xCD\x5C\xA0\x3B\x3C\x6F\x04\x2B\x77\x7F\xFF\xFF\xFF\x2B\xDC\xEE\xB4\x17\x38\xE1\xA6\x19\xA4\x96\xC0\x7F\xFF\xFF\xFF\x96\x9B\x84\x11\xEB\xAD\xA2\x61\x49\x04\x61\x47\x7F\xFF\xFF\xFF\x87\x7C\xA7\xAB\x80\x00\x00\x00\x4E\x93\x47\x76\x7F\xFF\xFF\xFF\x45\xE1\x2F\x5F\x7F\xFF\xFF\xFF\xDB\xF9\xF3\x23\xC5\x62\x3D\x43\x3E\xAF\x12\x57\x4E\xE2\xAF\x65\xB8\xC4\x5A\x05\x7F\xFF\xFF\xFF\xA7\x47\xE5\x0D\x80\x00\x00\x00\xAB\x34\x91\x0D\x80\x00\x00\x00\x81\xB5\xB7\x7B\x7F\xFF\xFF\xFF\xC2\xB9\x7F\xAB\x23\x09\x5C\xFC\x52\xA4\x63\xC1\x80\x00\x00\x00\xB6\x3D\x9B\x7F\x73\x7A\x84\x3D\xB2\xF2\x87\x38\x7F\xFF\xFF\xFF\x4D\x05\x9B\x4D\x80\x00\x00\x00\x5C\x8A\xE2\xD3\x7F\xFF\xFF\xFF\xB4\xF8\x71\x77\x7F\xFF\xFF\xFF\xC1\xEE\xA7\x93\x7F\xFF\xFF\xFF\x67\xE3\x4B\x17\x80\x00\x00\x00\xA9\x76\xAC\xD7\x7F\xFF\xFF\xFF\x22\xFC\xF3\x45\x7F\xFF\xFF\xFF\x50\x06\xF0\x86\x7F\xFF\xFF\xFF\x4B\x17\x02\x51\x7F\xFF\xFF\xFF\x4F\x9D\x08\x1F\x7F\xFF\xFF\xFF\xB2\x93\xA5\x34\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x97\x33\x4C\xAA\x27\x00\x00\x00\x27\x00\x00\x00\x1B\xAA\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x39\x09\x79\x99\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5C\xA0\x3B\x3C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x38\xE1\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF9\x87\x21\x88\xEB\xAD\xA2\x61\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDC\xE1\x73\x51\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC5\x62\x3D\x43\x7F\xFF\xFF\xFF\x4E\xE2\xAF\x65\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD1\x1C\x84\x2B\x23\x09\x5C\xFC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x05\x16\x76\x9E\x73\x7A\x84\x3D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5F\x77\x34\x80\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1A\x6F\xE6\xAF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA0\x79\x9B\x67\xAD\x49\x7C\x50\x94\x7B\xEB\xE7\xA8\x30\x14\x77\x9D\x6C\x0E\x50\x35\xF9\xFD\x38\xB3\x0C\x43\x43\x11\xE8\x15\xAC\xCA\xF0\x6A\x59\xB7\x5E\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x30BCB427), ('P4rIngress.aggregator.bitmap_seq.seq', 0xDFF10000)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xDFF10000, 16072)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x02), ('P4rIngress.aggregator.count_exp.exponent', 0x3C)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x9677A99C), ('P4rIngress.aggregator.values_v00000.hi', 0x3C87D2DA)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7856DE6F), ('P4rIngress.aggregator.values_v00001.hi', 0xB969EC62)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x66C56C1E), ('P4rIngress.aggregator.values_v00010.hi', 0x58FF97D3)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x6FADA8DA), ('P4rIngress.aggregator.values_v00011.hi', 0x5271A2AD)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x42C0DD6C), ('P4rIngress.aggregator.values_v00100.hi', 0x72370414)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x556BE48F), ('P4rIngress.aggregator.values_v00101.hi', 0x254BE6B1)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x3CCDE4DA), ('P4rIngress.aggregator.values_v00110.hi', 0x63EBA416)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x2D9ABD75), ('P4rIngress.aggregator.values_v00111.hi', 0x6EE0B09F)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x4A714C96), ('P4rIngress.aggregator.values_v01000.hi', 0xCAD40A86)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xEC5DF8DD), ('P4rIngress.aggregator.values_v01001.hi', 0x4E1B35A1)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4EF9412B), ('P4rIngress.aggregator.values_v01010.hi', 0x6A96A22D)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x491D6946), ('P4rIngress.aggregator.values_v01011.hi', 0x42C44354)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xC2C9DEAB), ('P4rIngress.aggregator.values_v01100.hi', 0xE2BE971F)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xEA7DB8EA), ('P4rIngress.aggregator.values_v01101.hi', 0xA17A7579)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD95C85EA), ('P4rIngress.aggregator.values_v01110.hi', 0x9EB571DF)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x43764486), ('P4rIngress.aggregator.values_v01111.hi', 0xB6E55BDC)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x88F19B39), ('P4rIngress.aggregator.values_v10000.hi', 0x9E5B0BAE)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x9AA39ED1), ('P4rIngress.aggregator.values_v10001.hi', 0x5E449399)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x9442FCDD), ('P4rIngress.aggregator.values_v10010.hi', 0x5286D2BF)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x7458D4CB), ('P4rIngress.aggregator.values_v10011.hi', 0xA505DF22)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xCCFF5643), ('P4rIngress.aggregator.values_v10100.hi', 0xBCE87AA5)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xAFDACD85), ('P4rIngress.aggregator.values_v10101.hi', 0x7924915C)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xB3BB83B5), ('P4rIngress.aggregator.values_v10110.hi', 0x2BC949B2)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x3BB55899), ('P4rIngress.aggregator.values_v10111.hi', 0x9959B9B6)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x4A5A7DEE), ('P4rIngress.aggregator.values_v11000.hi', 0xA40565B2)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x872BC7B7), ('P4rIngress.aggregator.values_v11001.hi', 0x4A8ED6AA)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xB9F7AECB), ('P4rIngress.aggregator.values_v11010.hi', 0xA45B5D3B)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x56453543), ('P4rIngress.aggregator.values_v11011.hi', 0x9A8131C4)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x48587F5A), ('P4rIngress.aggregator.values_v11100.hi', 0x4F561D8C)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5B36D4AA), ('P4rIngress.aggregator.values_v11101.hi', 0x4CF27A63)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x43094319), ('P4rIngress.aggregator.values_v11110.hi', 0x538B3069)], 16072)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x5171CCE8), ('P4rIngress.aggregator.values_v11111.hi', 0x9EBE6206)], 16072)
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
                gc.KeyTuple('job_id', 0x4E11),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D46),
                gc.DataTuple('slot_count', 0x00001273),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x51822587),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x4D7FD885),
                gc.KeyTuple('src_port', 0xAF34),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4E11),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0074),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4D\x7F\xD8\x85\x00\x00\x00\x00\xAF\x34\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x4E\x11\x00\x1F\x51\x82\x25\x87\x11\x82\x01\x25\xDF\xF1\x00\x00\x00\x40\x00\x00\xDC\xA6\x49\xB9\x57\xE6\x95\xCE\x1D\x97\xCD\x50\xFF\xF0\x4D\xF7\x29\xD3\xAD\x12\x5C\xFF\x27\xCB\xA8\xA5\xA4\xBB\x38\xA9\x76\xC9\x5F\xCA\xCB\x20\x33\x61\xE6\x17\xDA\x3C\xCB\xCF\x69\x6C\xCE\x9B\x74\x49\x26\xF5\xA9\x0C\xD2\xA2\xAD\x92\xB9\x3D\x6F\x85\x4F\xDD\x58\x8D\x3A\xC7\xE6\x94\xBB\x5A\x85\x74\x74\x51\x5C\x2B\x75\x48\x49\x3C\x1F\xDA\x53\xE2\x6F\xBF\x67\xED\x6C\xD9\x3E\x8D\x83\x3C\xA2\xA5\x31\x32\x8B\x29\xD6\x1B\x8E\x02\x08\x7F\x93\x3F\xD3\xA5\x86\xDB\x25\xCE\x9F\xB1\x63\x3C\x79\x0F\xC0\xB4\xB5\xAB\x40\x37\xBE\xEE\xAA\x7C\xD4\x1F\xD8\x8B\xAB\xB3\xDA\xEB\x2C\x4F\x08\x02\xBF\xD2\x6C\x83\x3E\xFE\x60\xB9\x5A\xC7\x6B\xDD\x55\x5E\xFB\x53\x95\x09\x51\xFB\x22\x2F\xE1\x67\x9D\x91\xE4\x9E\x0B\xBF\x17\x25\xAA\xBE\xE0\xD3\x68\x76\x18\xC6\x51\x7C\xD8\x7B\x35\x53\x92\xDC\x62\x40\xE1\xC2\xA3\x5A\x45\x73\xD7\xDB\xE2\x0F\x42\xBE\x4D\x55\xE4\x08\x82\xBE\xD7\xD7\x78\x63\x68\xC1\x0C\x81\x9B\xED\xC5\x6D\x6E\x80\x83\x7A\x52\x5B\x7C\xBA\xC1\x14\x1A\xDD\x64\xF9\x3C\xF5\x43\x4A\x97\xDD\x76\x05\x27\x6B\x57\x95\x45\x3F\x98\x85\x24\xAA\x8E\xDE\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4D\x7F\xD8\x85\xBE\xEF\xAF\x34\x01\x20\x00\x00\x50\x34\x02\x82\x4E\x11\x00\x1F\x51\x82\x25\x87\x11\x82\x01\x25\xDF\xF1\x00\x00\x00\x40\x00\x03\x80\x00\x00\x00\x57\xE6\x95\xCE\x7F\xFF\xFF\xFF\xFF\xF0\x4D\xF7\x7F\xFF\xFF\xFF\x5C\xFF\x27\xCB\x18\x53\x4D\x95\x38\xA9\x76\xC9\x7F\xFF\xFF\xFF\x33\x61\xE6\x17\x2F\xA8\xB0\x5E\x69\x6C\xCE\x9B\x7F\xFF\xFF\xFF\xA9\x0C\xD2\xA2\xDB\x2D\x76\xB2\x6F\x85\x4F\xDD\x7F\xFF\xFF\xFF\xE6\x94\xBB\x5A\x80\x00\x00\x00\x5C\x2B\x75\x48\x7F\xFF\xFF\xFF\x53\xE2\x6F\xBF\x7F\xFF\xFF\xFF\x3E\x8D\x83\x3C\x80\x00\x00\x00\x8B\x29\xD6\x1B\x80\x00\x00\x00\x93\x3F\xD3\xA5\x80\x00\x00\x00\x9F\xB1\x63\x3C\x7F\xFF\xFF\xFF\xB5\xAB\x40\x37\x80\x00\x00\x00\xD4\x1F\xD8\x8B\x80\x00\x00\x00\x2C\x4F\x08\x02\x80\x00\x00\x00\x3E\xFE\x60\xB9\x7F\xFF\xFF\xFF\x55\x5E\xFB\x53\x80\x00\x00\x00\x22\x2F\xE1\x67\x80\x00\x00\x00\x0B\xBF\x17\x25\x80\x00\x00\x00\x68\x76\x18\xC6\x7F\xFF\xFF\xFF\x35\x53\x92\xDC\x7F\xFF\xFF\xFF\xA3\x5A\x45\x73\x80\x00\x00\x00\x42\xBE\x4D\x55\x9E\x00\x31\x89\xD7\xD7\x78\x63\x7F\xFF\xFF\xFF\x9B\xED\xC5\x6D\x7F\xFF\xFF\xFF\x52\x5B\x7C\xBA\x1C\x4A\xEF\x87\x64\xF9\x3C\xF5\x7F\xFF\xFF\xFF\x76\x05\x27\x6B\x7F\xFF\xFF\xFF\x98\x85\x24\xAA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB0\xBC\xB4\x27\xDF\xF1\x00\x00\xDF\xF1\x00\x00\x03\x3C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB9\x5A\x3A\x59\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x18\x53\x4D\x95\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2F\xA8\xB0\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0C\xF8\x76\xB8\xDB\x2D\x76\xB2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB1\x68\xC5\xE0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x64\xDA\x75\x80\x00\x00\x00\xDF\x18\x5C\x0C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xAD\x4C\x92\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9E\x00\x31\x89\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1C\x4A\xEF\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x8E\xDE\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3BF4F5A9), ('P4rIngress.aggregator.bitmap_seq.seq', 0x80000000)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x80000000, 12685)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x8C)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x9D87105C), ('P4rIngress.aggregator.values_v00000.hi', 0x7B68D9E7)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x076C9B18), ('P4rIngress.aggregator.values_v00001.hi', 0x5D9EADA3)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x66760558), ('P4rIngress.aggregator.values_v00010.hi', 0x4F1E090D)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xB5AD1BAC), ('P4rIngress.aggregator.values_v00011.hi', 0x63E54F68)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x6F0B1701), ('P4rIngress.aggregator.values_v00100.hi', 0x47CC35CA)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x0ED7F9F6), ('P4rIngress.aggregator.values_v00101.hi', 0x4C6536F3)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7945EB4A), ('P4rIngress.aggregator.values_v00110.hi', 0x2E238BA7)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x7B2AEEB1), ('P4rIngress.aggregator.values_v00111.hi', 0x4C21CC8F)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x0F64BD60), ('P4rIngress.aggregator.values_v01000.hi', 0x4512AE7F)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xDBB7E46B), ('P4rIngress.aggregator.values_v01001.hi', 0x69109668)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x2EC706CB), ('P4rIngress.aggregator.values_v01010.hi', 0x5B7E8CC9)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4B8EE073), ('P4rIngress.aggregator.values_v01011.hi', 0xACBB1FEB)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xFDB59191), ('P4rIngress.aggregator.values_v01100.hi', 0x20B9707B)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xCD822793), ('P4rIngress.aggregator.values_v01101.hi', 0x92B17559)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x2EC1C916), ('P4rIngress.aggregator.values_v01110.hi', 0xB2DE5EE9)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x9E20522F), ('P4rIngress.aggregator.values_v01111.hi', 0xD40478AB)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xCA14C594), ('P4rIngress.aggregator.values_v10000.hi', 0xAE5392ED)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x3AA7E48E), ('P4rIngress.aggregator.values_v10001.hi', 0x31BA772B)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x3EB37FBB), ('P4rIngress.aggregator.values_v10010.hi', 0x4066BA70)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xB658BD46), ('P4rIngress.aggregator.values_v10011.hi', 0x0333C409)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x268996E9), ('P4rIngress.aggregator.values_v10100.hi', 0xC5824BFD)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x68C3C9AC), ('P4rIngress.aggregator.values_v10101.hi', 0x5E9B3815)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xEBB55C5B), ('P4rIngress.aggregator.values_v10110.hi', 0x21935D93)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5F56DD7E), ('P4rIngress.aggregator.values_v10111.hi', 0x8D7616FF)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xCCEA325E), ('P4rIngress.aggregator.values_v11000.hi', 0x379F75A9)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xB9EAD7C1), ('P4rIngress.aggregator.values_v11001.hi', 0x6F31A489)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x4D95A631), ('P4rIngress.aggregator.values_v11010.hi', 0x23721D88)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x126362CF), ('P4rIngress.aggregator.values_v11011.hi', 0xA7225C54)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xB6FC17D3), ('P4rIngress.aggregator.values_v11100.hi', 0x50694EAE)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x9356F6B3), ('P4rIngress.aggregator.values_v11101.hi', 0xF43F9C34)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xB7A8CECE), ('P4rIngress.aggregator.values_v11110.hi', 0xAB3FA72B)], 12685)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xEC693AEF), ('P4rIngress.aggregator.values_v11111.hi', 0x46BA1DD2)], 12685)
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
                gc.KeyTuple('job_id', 0xC7FB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FC7),
                gc.DataTuple('slot_count', 0x000008EA),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x144AC68F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x80A491BE),
                gc.KeyTuple('src_port', 0x0FE9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xC7FB),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x027A),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\xA4\x91\xBE\x00\x00\x00\x00\x0F\xE9\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xC7\xFB\x00\x1F\x14\x4A\xC6\x8F\x01\xC6\x01\x77\x80\x00\x00\x00\x00\x40\x00\x00\xC8\x89\xC4\x75\x55\x4E\x5A\xEE\x7D\x52\xBA\xB9\xD1\x8C\xC7\x8D\x45\x63\x75\xA8\x6E\xC8\xC3\x33\xE4\x9D\x15\x2F\x43\x1D\x4D\x84\x6D\xCF\xD7\x45\x53\x91\x15\x22\x22\xD1\x14\x3A\x47\x6C\x74\xB7\x2D\xEB\xDB\x67\x23\x2E\xDF\xE9\xEF\x63\xC9\x6B\x58\x3C\x51\x2B\x79\x0D\x68\x0C\x26\x69\xB1\x9E\x91\x92\x8C\xFB\x4B\xD1\x86\xE1\x63\xE9\x84\x38\x7D\x5F\x97\xDB\x3D\x48\xDD\x2B\xB2\xCC\x46\x1C\xA1\xDC\x9C\xF7\x78\x08\x13\x53\xEB\x6E\x34\x7D\xD1\x69\xDB\x59\x75\xFA\xA3\x71\xBF\x83\x6C\xA9\xAA\x3B\x65\xC8\x9E\xD9\xDC\xC9\x8B\x67\xB3\xB8\xCD\x57\xFE\xBF\x4B\xED\xC5\x7C\x9B\xD3\x3B\x19\x3E\x7B\x52\x7C\x40\xEA\x9C\xF6\xAB\x3D\xD3\xE5\xFE\xE5\xDC\x00\xA6\x48\x96\x2B\xB4\xCF\xB5\xC2\x4B\x6B\x7A\xDD\x48\x10\x79\x86\x8E\xB5\xD1\x9C\x7F\x29\x63\x15\x4A\x14\xB8\xCC\xE9\x5A\x73\x08\x92\xF8\x00\xF1\x71\x96\x24\xB6\x2B\xAD\x49\x27\x2D\xB6\xAB\xBD\x44\x0A\x26\xB7\x7A\xFB\x76\xF3\x73\xAA\x37\x73\x87\x4E\x29\xB4\xA5\x8B\xFA\xAB\x4A\xA7\x0E\x17\xB0\xAE\x1C\xFD\x17\x8B\xA9\x6E\x92\x1F\x4C\xF7\xA1\xB1\xE4\xD9\x9A\xDB\x7A\x89\xE9\x4F\x07\x55\x03\x9B\x8D\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x80\xA4\x91\xBE\xBE\xEF\x0F\xE9\x01\x20\x00\x00\x50\x34\x02\x82\xC7\xFB\x00\x1F\x14\x4A\xC6\x8F\x01\xC6\x01\x77\x80\x00\x00\x00\x00\x40\x00\x0F\x80\x00\x00\x00\x55\x4E\x5A\xEE\x7F\xFF\xFF\xFF\xD1\x8C\xC7\x8D\x7F\xFF\xFF\xFF\x6E\xC8\xC3\x33\x9A\x4A\x30\xDB\x43\x1D\x4D\x84\x7F\xFF\xFF\xFF\x53\x91\x15\x22\x31\xA9\x0E\x30\x47\x6C\x74\xB7\x7F\xFF\xFF\xFF\x23\x2E\xDF\xE9\x6A\x8E\xB8\x1C\x58\x3C\x51\x2B\x7F\xFF\xFF\xFF\x26\x69\xB1\x9E\x80\x00\x00\x00\x4B\xD1\x86\xE1\x7F\xFF\xFF\xFF\x7D\x5F\x97\xDB\x7F\xFF\xFF\xFF\xB2\xCC\x46\x1C\x9F\x92\x2E\x88\x78\x08\x13\x53\xB8\xF0\x5C\x10\xD1\x69\xDB\x59\x7F\xFF\xFF\xFF\xBF\x83\x6C\xA9\x80\x00\x00\x00\x9E\xD9\xDC\xC9\x80\x00\x00\x00\xCD\x57\xFE\xBF\x7F\xFF\xFF\xFF\x9B\xD3\x3B\x19\x7D\x2E\xD2\x37\x40\xEA\x9C\xF6\x80\x00\x00\x00\xFE\xE5\xDC\x00\xCC\xD2\x2D\x14\xB4\xCF\xB5\xC2\x7F\xFF\xFF\xFF\x48\x10\x79\x86\x80\x00\x00\x00\x7F\x29\x63\x15\x7F\xFF\xFF\xFF\xE9\x5A\x73\x08\x80\x00\x00\x00\x71\x96\x24\xB6\xE5\x98\x20\xE8\x2D\xB6\xAB\xBD\x7F\xFF\xFF\xFF\x7A\xFB\x76\xF3\x7F\xFF\xFF\xFF\x87\x4E\x29\xB4\x80\x00\x00\x00\x4A\xA7\x0E\x17\x80\x00\x00\x00\x17\x8B\xA9\x6E\x80\x00\x00\x00\xA1\xB1\xE4\xD9\x87\x44\xB5\x78\xE9\x4F\x07\x55\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBB\xF4\xF5\xA9\x80\x00\x00\x00\x80\x00\x00\x00\x0F\x8C\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2F\x2B\x75\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9A\x4A\x30\xDB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x31\xA9\x0E\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x51\x52\x6B\x90\x6A\x8E\xB8\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6B\x7C\x60\x1D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9F\x92\x2E\x88\x7F\xFF\xFF\xFF\xB8\xF0\x5C\x10\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\x8D\xB2\x44\x7D\x2E\xD2\x37\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x02\x19\xA0\x09\xCC\xD2\x2D\x14\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE5\x98\x20\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0B\xCB\x45\xA2\x80\x00\x00\x00\x80\x00\x00\x00\x87\x44\xB5\x78\x30\x09\x25\x27\x03\x9B\x8D\x22\x57\xE2\xAA\x24\xF1\xDA\xB0\x8F\xD4\x37\x39\x1A\x7C\x53\x5F\x37\xD5\x69\xF2\x4B\x51\xB8\x29\xF0\x78\x03\xDF\xF7\x09\x83\x92\xE4\x95\x27\x26\x30\x86\x75\xC0\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3F0027D2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xAD901E60)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xAD901E60, 13352)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x8E)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xD6151565), ('P4rIngress.aggregator.values_v00000.hi', 0x7FA36B7C)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x30F35C87), ('P4rIngress.aggregator.values_v00001.hi', 0xB2B753E7)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x76D52AC3), ('P4rIngress.aggregator.values_v00010.hi', 0x7D6976AC)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xEEF3A5D7), ('P4rIngress.aggregator.values_v00011.hi', 0x7E21C4DE)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x54B983AA), ('P4rIngress.aggregator.values_v00100.hi', 0x4D7854F9)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xDC959DB3), ('P4rIngress.aggregator.values_v00101.hi', 0x659F02FE)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x21AF2C64), ('P4rIngress.aggregator.values_v00110.hi', 0xCA8A1DB3)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x18620591), ('P4rIngress.aggregator.values_v00111.hi', 0x64B96617)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x650B900D), ('P4rIngress.aggregator.values_v01000.hi', 0x7A9205D0)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xCF142AAF), ('P4rIngress.aggregator.values_v01001.hi', 0x43C2F9DC)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x2D9D8EAE), ('P4rIngress.aggregator.values_v01010.hi', 0x552D72BF)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4B224E2D), ('P4rIngress.aggregator.values_v01011.hi', 0x55B2152B)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xAB31E15F), ('P4rIngress.aggregator.values_v01100.hi', 0xB1EA9C6B)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xE9E1D6C6), ('P4rIngress.aggregator.values_v01101.hi', 0xA9F44BAF)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xAB017377), ('P4rIngress.aggregator.values_v01110.hi', 0x49D8F64F)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8ADF7C51), ('P4rIngress.aggregator.values_v01111.hi', 0xBD8DAF5C)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xF4D5809B), ('P4rIngress.aggregator.values_v10000.hi', 0x907CBB31)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x7F6A98B5), ('P4rIngress.aggregator.values_v10001.hi', 0xAA803B45)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x628391E1), ('P4rIngress.aggregator.values_v10010.hi', 0x7891327F)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x785C4B70), ('P4rIngress.aggregator.values_v10011.hi', 0x994BF2DD)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x2AEBA98B), ('P4rIngress.aggregator.values_v10100.hi', 0xA2F3A653)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xC67600E0), ('P4rIngress.aggregator.values_v10101.hi', 0x76FC4A9F)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x6D48C642), ('P4rIngress.aggregator.values_v10110.hi', 0x6FFA5B12)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5B563F96), ('P4rIngress.aggregator.values_v10111.hi', 0x9E7CFCB2)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7C3C1E35), ('P4rIngress.aggregator.values_v11000.hi', 0xBAB66868)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0xBAB27B97), ('P4rIngress.aggregator.values_v11001.hi', 0x4DE9313C)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xE9BD65D4), ('P4rIngress.aggregator.values_v11010.hi', 0xC8D5AF45)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x95598517), ('P4rIngress.aggregator.values_v11011.hi', 0x3E074CA5)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x1C5B323B), ('P4rIngress.aggregator.values_v11100.hi', 0x1D64E447)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xB2EBB637), ('P4rIngress.aggregator.values_v11101.hi', 0x79E0A72E)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x9C17763D), ('P4rIngress.aggregator.values_v11110.hi', 0xB6FB629C)], 13352)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xA9F289E7), ('P4rIngress.aggregator.values_v11111.hi', 0xFC2A751B)], 13352)
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
                gc.KeyTuple('job_id', 0x2CEE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000051C),
                gc.DataTuple('slot_count', 0x0000134E),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7D1A3ABD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xFF7F99FA),
                gc.KeyTuple('src_port', 0x475F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2CEE),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0235),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFF\x7F\x99\xFA\x00\x00\x00\x00\x47\x5F\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2C\xEE\x00\x1F\x7D\x1A\x3A\xBD\x0F\x0C\x01\x5D\xAD\x90\x1E\x60\x00\x40\x00\x00\x92\x11\xE6\xCE\x53\xEE\xC9\x6A\x7F\xA6\x3A\x83\xF6\xD7\x6D\x0D\x3A\x7D\x37\xC9\x05\x9C\x7C\x4E\x66\xF5\x45\x53\x57\x69\x44\xEF\x47\x70\x68\xF9\x63\x2E\x20\x79\x4C\xE2\x45\x07\x61\xA1\x6E\xDA\x74\xA6\x3D\xCE\x16\x23\xC9\x55\x84\x6E\xEB\x88\x47\xAB\x66\xFF\x4F\xB2\xD6\x81\x03\x5F\xFB\xDD\xA1\xF5\xAA\xB7\x6B\x82\x93\xDB\x66\x85\xFC\x0D\x63\x8D\x94\xAF\x62\xAF\x33\x3F\x55\xD8\xEB\xCC\x8E\x5B\x07\xC1\xBC\x85\x8D\x21\x91\x70\x84\x6C\x9D\xDA\x8F\xF3\xCC\xBD\x58\x6F\xDF\x8B\x42\xD3\x22\x96\xDF\x67\xB8\xD4\xFE\x30\x35\xD8\xA7\xF7\xBD\x5B\x3A\x5B\x33\x26\x9D\xA7\x3C\x3B\x1A\x1F\x46\xEA\xF8\xFC\x31\xDB\xA9\x94\x1E\x47\x5F\xC9\xBB\x86\xFA\xE9\x6E\x50\xEB\x9B\xA6\xFE\xA3\x62\xAB\x23\xB6\xB5\x6A\xA0\x6F\xC1\x39\x0F\x92\x53\x2B\x99\xD9\xC3\x4B\xDB\x45\x9A\x78\x95\x07\x90\x71\x51\xA0\xFF\xAF\x93\x71\x0C\xAB\x26\x84\xF4\x51\x53\xB7\x64\x48\xBD\x64\xEF\x72\x50\xED\x63\x93\x95\x75\xBA\x7E\x7C\x49\x37\xED\xD7\x4B\x48\x66\x75\x85\xD8\x4A\x4A\xB5\xF3\x70\x88\xB4\x06\xBC\xD1\x7A\x72\xB1\x72\x86\xB5\x89\x22\xE5\xC7\x01\x8F\x55\x67\x40\x85\x3D\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFF\x7F\x99\xFA\xBE\xEF\x47\x5F\x01\x20\x00\x00\x50\x34\x02\x82\x2C\xEE\x00\x1F\x7D\x1A\x3A\xBD\x0F\x0C\x01\x5D\xAD\x90\x1E\x60\x00\x40\x00\x10\x80\x00\x00\x00\x53\xEE\xC9\x6A\x7F\xFF\xFF\xFF\xF6\xD7\x6D\x0D\x7F\xFF\xFF\xFF\x05\x9C\x7C\x4E\x55\xE8\xEB\x2A\x57\x69\x44\xEF\x7F\xFF\xFF\xFF\x63\x2E\x20\x79\x29\x77\xE2\xBA\x61\xA1\x6E\xDA\x7F\xFF\xFF\xFF\x16\x23\xC9\x55\x9C\xD0\xF1\x19\x47\xAB\x66\xFF\x7F\xFF\xFF\xFF\x03\x5F\xFB\xDD\x80\x00\x00\x00\x6B\x82\x93\xDB\x7F\xFF\xFF\xFF\x63\x8D\x94\xAF\x7F\xFF\xFF\xFF\x55\xD8\xEB\xCC\x80\x00\x00\x00\xBC\x85\x8D\x21\x80\x00\x00\x00\x9D\xDA\x8F\xF3\x80\x00\x00\x00\xDF\x8B\x42\xD3\xAD\x76\x5B\xB8\xB8\xD4\xFE\x30\x2A\xAE\x28\x92\xBD\x5B\x3A\x5B\x7F\xFF\xFF\xFF\x3C\x3B\x1A\x1F\x7F\xFF\xFF\xFF\x31\xDB\xA9\x94\x7F\xFF\xFF\xFF\xBB\x86\xFA\xE9\x7F\xFF\xFF\xFF\xA6\xFE\xA3\x62\x80\x00\x00\x00\x6A\xA0\x6F\xC1\x7F\xFF\xFF\xFF\x2B\x99\xD9\xC3\x7F\xFF\xFF\xFF\x78\x95\x07\x90\x7F\xFF\xFF\xFF\xAF\x93\x71\x0C\x80\x00\x00\x00\x51\x53\xB7\x64\x32\x7A\xCA\xC3\x72\x50\xED\x63\x80\x00\x00\x00\x7E\x7C\x49\x37\x0A\x32\x7D\x83\x66\x75\x85\xD8\xFD\x36\x6C\x2A\x70\x88\xB4\x06\x80\x00\x00\x00\xB1\x72\x86\xB5\x80\x00\x00\x00\x01\x8F\x55\x67\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBF\x00\x27\xD2\xAD\x90\x1E\x60\xAD\x90\x1E\x60\x10\x8E\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x8E\xC0\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x55\xE8\xEB\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x29\x77\xE2\xBA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\xAD\xE7\x08\x9C\xD0\xF1\x19\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7D\xF2\x01\xAD\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x29\x64\x39\x22\xAD\x76\x5B\xB8\x80\x00\x00\x00\x2A\xAE\x28\x92\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE6\xBB\x55\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x12\x04\x42\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x32\x7A\xCA\xC3\x3B\x26\x9C\xA8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x0A\x32\x7D\x83\x7F\xFF\xFF\xFF\xFD\x36\x6C\x2A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xFD\xB9\xCA\x82\x40\x85\x3D\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5892CACF), ('P4rIngress.aggregator.bitmap_seq.seq', 0x40000000)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x40000000, 13560)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x5D)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0x92C26327), ('P4rIngress.aggregator.values_v00000.hi', 0x40DA3BC9)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x79891275), ('P4rIngress.aggregator.values_v00001.hi', 0xF2EF6977)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x42FEA2A5), ('P4rIngress.aggregator.values_v00010.hi', 0x340888CA)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x67D5134F), ('P4rIngress.aggregator.values_v00011.hi', 0x64B7A555)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x49C8B265), ('P4rIngress.aggregator.values_v00100.hi', 0x57552555)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x63E55A77), ('P4rIngress.aggregator.values_v00101.hi', 0x73BBA6FB)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7D1A68E0), ('P4rIngress.aggregator.values_v00110.hi', 0xDEF7DE97)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x4FFA413E), ('P4rIngress.aggregator.values_v00111.hi', 0x2D255786)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x772D3FC0), ('P4rIngress.aggregator.values_v01000.hi', 0x67FA956F)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xC1F0A9FC), ('P4rIngress.aggregator.values_v01001.hi', 0x6FBA10D3)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4886A815), ('P4rIngress.aggregator.values_v01010.hi', 0x46C3AAC4)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x45E78F9D), ('P4rIngress.aggregator.values_v01011.hi', 0x9C0BDFEA)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xF0D06ADF), ('P4rIngress.aggregator.values_v01100.hi', 0x548977E5)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xD76EFD4C), ('P4rIngress.aggregator.values_v01101.hi', 0xB296F5E7)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x75B1574F), ('P4rIngress.aggregator.values_v01110.hi', 0xB743EC9D)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x5C71D17A), ('P4rIngress.aggregator.values_v01111.hi', 0xCB1BAE3E)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x67598DAC), ('P4rIngress.aggregator.values_v10000.hi', 0x53DDE46A)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5D5CC4A1), ('P4rIngress.aggregator.values_v10001.hi', 0xC89B2C23)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x632BCB55), ('P4rIngress.aggregator.values_v10010.hi', 0xDD43CA69)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x300DE716), ('P4rIngress.aggregator.values_v10011.hi', 0x6C8A6A38)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xD5B62A34), ('P4rIngress.aggregator.values_v10100.hi', 0x6AC19085)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x7CD5B563), ('P4rIngress.aggregator.values_v10101.hi', 0x2712B99F)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x635F7CBB), ('P4rIngress.aggregator.values_v10110.hi', 0x77154993)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xA45B627B), ('P4rIngress.aggregator.values_v10111.hi', 0x3DFBB099)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x74B546EE), ('P4rIngress.aggregator.values_v11000.hi', 0xA474FB4C)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x7673CF2E), ('P4rIngress.aggregator.values_v11001.hi', 0x99775795)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x42913931), ('P4rIngress.aggregator.values_v11010.hi', 0x4640039F)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x627E1EF3), ('P4rIngress.aggregator.values_v11011.hi', 0x4E36537A)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x5E034376), ('P4rIngress.aggregator.values_v11100.hi', 0x79121E23)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xCEB8251D), ('P4rIngress.aggregator.values_v11101.hi', 0x5A575F2B)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x5960BCE7), ('P4rIngress.aggregator.values_v11110.hi', 0x43F3AD4C)], 13560)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x333C0974), ('P4rIngress.aggregator.values_v11111.hi', 0x5240B740)], 13560)
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
                gc.KeyTuple('job_id', 0x3BC3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F6E),
                gc.DataTuple('slot_count', 0x0000098F),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD3176EB0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0x9CE8E28D),
                gc.KeyTuple('src_port', 0xF83C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3BC3),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x036E),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9C\xE8\xE2\x8D\x00\x00\x00\x00\xF8\x3C\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x3B\xC3\x00\x1F\xD3\x17\x6E\xB0\x05\x8A\x01\x22\x40\x00\x00\x00\x00\x40\x00\x00\xA7\x41\x14\x2C\x3F\x9A\xA1\x1D\x1D\xC8\xF9\x27\xF5\xE1\x5C\xDF\x4A\x5A\x6D\xBB\x7B\x59\x63\xA9\x9B\xD5\x89\x67\x24\x89\xA6\xF7\x3F\x1A\x77\x6C\x51\x36\x31\x8F\x12\x81\x5F\xC5\x0F\xE3\x66\x6B\x5F\xEA\x38\x43\xA5\x0D\xB7\x6B\x1D\x6B\x7D\xA6\x6C\xEE\xD4\x8C\x67\x45\x87\xF0\xD8\x5E\xF2\xB1\xB3\x33\xA0\x17\x4B\x0D\xBD\xDD\x56\x9B\xA6\x3D\x4C\xD3\xCA\xAD\x59\x55\xEA\xAE\xD7\x62\xC9\xE6\x0E\xF1\xEE\x43\x4F\x61\xF4\xA1\x7D\x1D\xFA\x55\xA3\x6C\xB4\x45\x39\x78\x0A\x7D\xBC\xDE\x11\x1C\x54\x0A\x97\x94\x64\xF3\x13\xDC\x35\x5F\xE1\xF8\x6A\x6D\x0B\xB6\x58\x13\xA2\xE8\xA6\x9B\x66\xA3\x43\x23\x4A\xA4\x98\x20\x67\x0B\x51\xF8\x0E\x9F\x31\xD9\x53\x73\xB2\xC4\x7E\xB4\x46\xEE\xDF\xBF\x06\x31\xA2\x74\x31\x8D\x8A\xF1\x65\x8B\x9F\xFD\x31\xF3\xF8\x95\xBC\x4B\x5B\xD9\x32\x14\x5C\x47\x46\x89\x80\xAF\x35\xED\x08\xDD\x2E\x42\xC2\xE4\x7C\xA7\x4C\xB0\x4A\x88\x73\x7A\xC0\x40\x73\x07\x4D\xA9\x92\x9B\x52\x05\x2D\x4C\x47\xF3\xEB\xBD\xF6\xC4\x8C\x4A\xAE\xBB\x64\x01\x6E\x66\x6D\x48\x6B\x1F\x66\xC4\x46\x05\xB0\x6D\x66\x20\xCB\x71\x6A\xF1\x35\x0B\x40\xDE\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x9C\xE8\xE2\x8D\xBE\xEF\xF8\x3C\x01\x20\x00\x00\x50\x34\x02\x82\x3B\xC3\x00\x1F\xD3\x17\x6E\xB0\x05\x8A\x01\x22\x40\x00\x00\x00\x00\x40\x00\x11\x80\x00\x00\x00\x3F\x9A\xA1\x1D\x7F\xFF\xFF\xFF\xF5\xE1\x5C\xDF\x7F\xFF\xFF\xFF\x7B\x59\x63\xA9\x03\xAA\x9C\xB6\x24\x89\xA6\xF7\x7F\xFF\xFF\xFF\x51\x36\x31\x8F\x76\x66\xBA\x3C\x0F\xE3\x66\x6B\x7F\xFF\xFF\xFF\xA5\x0D\xB7\x6B\x6D\x65\xBE\xE4\x6C\xEE\xD4\x8C\x7F\xFF\xFF\xFF\xD8\x5E\xF2\xB1\x80\x00\x00\x00\x4B\x0D\xBD\xDD\x7F\xFF\xFF\xFF\x4C\xD3\xCA\xAD\x7F\xFF\xFF\xFF\xD7\x62\xC9\xE6\xFF\xC2\x59\x22\x4F\x61\xF4\xA1\x54\x8C\xF7\xA1\xA3\x6C\xB4\x45\x7F\xFF\xFF\xFF\xBC\xDE\x11\x1C\x7F\xFF\xFF\xFF\x64\xF3\x13\xDC\x7F\xFF\xFF\xFF\x6A\x6D\x0B\xB6\x7F\xFF\xFF\xFF\xA6\x9B\x66\xA3\x7F\xFF\xFF\xFF\x98\x20\x67\x0B\x7F\xFF\xFF\xFF\x31\xD9\x53\x73\x88\x7A\xA8\xE8\x46\xEE\xDF\xBF\x7F\xFF\xFF\xFF\x31\x8D\x8A\xF1\x7F\xFF\xFF\xFF\x31\xF3\xF8\x95\x80\x00\x00\x00\x32\x14\x5C\x47\x7F\xFF\xFF\xFF\x35\xED\x08\xDD\x7F\xFF\xFF\xFF\x7C\xA7\x4C\xB0\x7F\xFF\xFF\xFF\xC0\x40\x73\x07\x7F\xFF\xFF\xFF\x52\x05\x2D\x4C\x7F\xFF\xFF\xFF\xF6\xC4\x8C\x4A\x80\x00\x00\x00\x6E\x66\x6D\x48\x7F\xFF\xFF\xFF\x46\x05\xB0\x6D\x7F\xFF\xFF\xFF\x6A\xF1\x35\x0B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xD8\x92\xCA\xCF\x40\x00\x00\x00\x40\x00\x00\x00\x11\x5D\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE8\xD0\xC6\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xAA\x9C\xB6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x76\x66\xBA\x3C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x84\x05\x96\x02\x6D\x65\xBE\xE4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x59\x88\x20\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xFF\xC2\x59\x22\x7F\xFF\xFF\xFF\x54\x8C\xF7\xA1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x30\x0E\xC2\x1A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\x7A\xA8\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x58\xA0\x44\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x70\x10\x0C\xE0\x7F\xFF\xFF\xFF\xDA\x62\x04\x29\x7F\xFF\xFF\xFF\x16\x1E\xA4\x45\x7F\xFF\xFF\xFF\x06\x80\x76\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6F\xD6\xAA\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\xDE\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x6816780F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xCB500000)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xCB500000, 13690)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x48)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xA14123EF), ('P4rIngress.aggregator.values_v00000.hi', 0x510B31BC)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4ADE47E5), ('P4rIngress.aggregator.values_v00001.hi', 0x53508B52)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x7AE947DE), ('P4rIngress.aggregator.values_v00010.hi', 0x66812D50)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x3551A369), ('P4rIngress.aggregator.values_v00011.hi', 0x4E6FC14B)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4743A564), ('P4rIngress.aggregator.values_v00100.hi', 0x332DB2E6)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xCBDAA5FB), ('P4rIngress.aggregator.values_v00101.hi', 0x7963543C)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6BE1DA67), ('P4rIngress.aggregator.values_v00110.hi', 0xF76496D3)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x91DB439D), ('P4rIngress.aggregator.values_v00111.hi', 0x6295B0E3)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x260229AA), ('P4rIngress.aggregator.values_v01000.hi', 0x6D4B9C13)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB0191D37), ('P4rIngress.aggregator.values_v01001.hi', 0x09F14663)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x585B79F0), ('P4rIngress.aggregator.values_v01010.hi', 0x45EE7243)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x779441AF), ('P4rIngress.aggregator.values_v01011.hi', 0x43BD436D)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xBB6B09AF), ('P4rIngress.aggregator.values_v01100.hi', 0xA9F3BB15)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x956275AE), ('P4rIngress.aggregator.values_v01101.hi', 0xB536ED57)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x9AE032A2), ('P4rIngress.aggregator.values_v01110.hi', 0xC57F6D9B)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x4650C359), ('P4rIngress.aggregator.values_v01111.hi', 0xA6A377DD)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x9044E4E6), ('P4rIngress.aggregator.values_v10000.hi', 0x8193D51B)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xBD6422CA), ('P4rIngress.aggregator.values_v10001.hi', 0x719D297B)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xB9A4C94F), ('P4rIngress.aggregator.values_v10010.hi', 0x6DF09BAD)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x69A0C453), ('P4rIngress.aggregator.values_v10011.hi', 0x3C9D2B13)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xCF08987F), ('P4rIngress.aggregator.values_v10100.hi', 0x236DB699)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xA549F3AF), ('P4rIngress.aggregator.values_v10101.hi', 0x48F9BAF6)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xA89ACEE7), ('P4rIngress.aggregator.values_v10110.hi', 0x83880CB9)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x233935B0), ('P4rIngress.aggregator.values_v10111.hi', 0x5E1D3EBC)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x0D6FCEA9), ('P4rIngress.aggregator.values_v11000.hi', 0xA87E5CC3)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x73BBD412), ('P4rIngress.aggregator.values_v11001.hi', 0x3B5999A2)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0xA820375F), ('P4rIngress.aggregator.values_v11010.hi', 0x5EEE6D4C)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x55FDEC5A), ('P4rIngress.aggregator.values_v11011.hi', 0x6A641A99)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x3A671BAD), ('P4rIngress.aggregator.values_v11100.hi', 0x815738ED)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x9BAADFBF), ('P4rIngress.aggregator.values_v11101.hi', 0xB7B55D81)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0x6F5B2D61), ('P4rIngress.aggregator.values_v11110.hi', 0x6A589249)], 13690)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xDDAAA2BB), ('P4rIngress.aggregator.values_v11111.hi', 0x3B7E2BCC)], 13690)
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
                gc.KeyTuple('job_id', 0x0E56),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007F9),
                gc.DataTuple('slot_count', 0x000014ED),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2A4C6242),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x4731CF24),
                gc.KeyTuple('src_port', 0xCF13),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0E56),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0376),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\x31\xCF\x24\x00\x00\x00\x00\xCF\x13\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x0E\x56\x00\x1F\x2A\x4C\x62\x42\x0D\x81\x03\x3F\xCB\x50\x00\x00\x00\x40\x00\x00\xB0\x28\x13\x86\x4B\x9A\x29\x6E\x6E\xA4\xC3\xBD\x80\x00\x00\x00\x67\xF5\x40\x79\x5E\x3B\x2F\x6D\x97\xDB\xBA\x27\x43\x36\x2C\xEB\x41\xE4\x79\x54\x55\x48\x60\xA3\x68\x9B\xA8\x33\x3D\x6B\x75\x77\x69\x5B\xD9\x46\xB6\xF8\x8E\xD3\x08\xC6\x61\x11\x77\x29\xC7\xF2\x62\xEB\xE3\x0C\xA6\xAA\x44\x53\x8C\xB1\xEF\xAA\x76\x9F\x93\x7B\x5F\x59\x69\xB9\x77\xA4\xC2\xFB\x55\x44\xE5\x8C\x76\x53\x19\x23\xC3\x0C\xAB\x2F\xAF\xAA\x28\xD2\xD7\xCE\x90\x49\x8F\x38\x60\xB1\x9E\x7C\xBF\xAA\x8C\x82\x61\xC1\x76\x5A\x6D\x92\xA6\x64\x13\x35\x8F\x75\xFC\x4B\xA8\xD2\x3B\x2B\x9B\xB6\x7A\x22\x3A\x9D\x67\x7F\x92\x9D\xCF\x2B\x16\x74\xC1\x2C\x24\xD7\xD8\xF7\x1D\x72\xDF\xEF\x9F\x6D\xFE\x15\xCF\xDD\xD7\x99\x8E\xEE\x5B\x22\x52\xA0\x3F\x4E\xA8\xC4\xD4\xB1\x86\x14\x6A\xB7\x73\x59\x17\xBD\x4D\x67\x1E\x25\xA6\x23\x9E\x6B\xAB\x2F\xC3\xB7\x37\x56\xD4\x9F\x1A\xD5\x6D\xE8\xAE\xA1\xBF\xD7\x58\xA8\x9C\xCF\x44\xC4\xC3\x2B\x1D\x6C\x1B\x3C\x5F\x45\x1B\x3C\xB4\xC3\x16\xAB\xB7\x28\x9B\x8D\x80\x06\x97\xD7\x6A\x54\x8F\x93\x27\xBF\x96\x37\x98\xA4\xAE\x31\x7B\x6B\xD2\x77\xB6\x49\xED\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x47\x31\xCF\x24\xBE\xEF\xCF\x13\x01\x20\x00\x00\x50\x34\x02\x82\x0E\x56\x00\x1F\x2A\x4C\x62\x42\x0D\x81\x01\x3F\xCB\x50\x00\x00\x00\x40\x00\x11\x80\x00\x00\x00\x4B\x9A\x29\x6E\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5E\x3B\x2F\x6D\xCD\x2D\x5D\x90\x43\x36\x2C\xEB\x7F\xFF\xFF\xFF\x55\x48\x60\xA3\x34\x76\x4E\x2E\x3D\x6B\x75\x77\x7F\xFF\xFF\xFF\xB6\xF8\x8E\xD3\x9A\xA1\xA4\xAE\x77\x29\xC7\xF2\x7F\xFF\xFF\xFF\xA6\xAA\x44\x53\x80\x00\x00\x00\x76\x9F\x93\x7B\x7F\xFF\xFF\xFF\x77\xA4\xC2\xFB\x7F\xFF\xFF\xFF\x76\x53\x19\x23\x80\x00\x00\x00\xAF\xAA\x28\xD2\x80\x00\x00\x00\x8F\x38\x60\xB1\x80\x00\x00\x00\x8C\x82\x61\xC1\x7F\xFF\xFF\xFF\xA6\x64\x13\x35\x80\x00\x00\x00\xA8\xD2\x3B\x2B\x80\x00\x00\x00\x3A\x9D\x67\x7F\x80\x00\x00\x00\x16\x74\xC1\x2C\x7F\xFF\xFF\xFF\x1D\x72\xDF\xEF\x80\x00\x00\x00\xCF\xDD\xD7\x99\x80\x00\x00\x00\x52\xA0\x3F\x4E\x80\x00\x00\x00\x86\x14\x6A\xB7\x7F\xFF\xFF\xFF\x4D\x67\x1E\x25\xB3\x93\x6D\x14\xAB\x2F\xC3\xB7\x7F\xFF\xFF\xFF\x1A\xD5\x6D\xE8\x80\x00\x00\x00\x58\xA8\x9C\xCF\x7F\xFF\xFF\xFF\x1D\x6C\x1B\x3C\x7F\xFF\xFF\xFF\xB4\xC3\x16\xAB\x80\x00\x00\x00\x80\x06\x97\xD7\x7F\xFF\xFF\xFF\x27\xBF\x96\x37\x80\x00\x00\x00\x7B\x6B\xD2\x77\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE8\x16\x78\x0F\xCB\x50\x00\x00\xCB\x50\x00\x00\x11\x48\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x50\x8B\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCD\x2D\x5D\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x34\x76\x4E\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\x5D\x25\xA6\x9A\xA1\xA4\xAE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x13\xF5\xE0\x66\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5A\x10\x0B\x02\x80\x00\x00\x00\xF3\x4B\x8E\x32\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB3\x93\x6D\x14\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x56\x2F\x07\x8A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\x49\xED\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x66036BF6), ('P4rIngress.aggregator.bitmap_seq.seq', 0x56C6B800)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x56C6B800, 13859)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xE8)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xAE8F64B5), ('P4rIngress.aggregator.values_v00000.hi', 0x3D297F1D)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x70937F2D), ('P4rIngress.aggregator.values_v00001.hi', 0xDFA31717)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x2FB1EF57), ('P4rIngress.aggregator.values_v00010.hi', 0x66448344)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xF9A355F5), ('P4rIngress.aggregator.values_v00011.hi', 0x63EBA4FC)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x4B2D0B21), ('P4rIngress.aggregator.values_v00100.hi', 0x74AE5F27)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xAA76F3D7), ('P4rIngress.aggregator.values_v00101.hi', 0x5DA3CE45)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x7F8AB56A), ('P4rIngress.aggregator.values_v00110.hi', 0x4C9FE73E)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xA2472F33), ('P4rIngress.aggregator.values_v00111.hi', 0x3C7C0F4D)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x12492D75), ('P4rIngress.aggregator.values_v01000.hi', 0xA41E8B5E)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xB3D249BE), ('P4rIngress.aggregator.values_v01001.hi', 0x57DC68EE)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x7517E8E6), ('P4rIngress.aggregator.values_v01010.hi', 0x670C5ED3)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x450C6F86), ('P4rIngress.aggregator.values_v01011.hi', 0xA71F1F88)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x25C6EAB1), ('P4rIngress.aggregator.values_v01100.hi', 0x5D91A39F)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0xCAAD8F93), ('P4rIngress.aggregator.values_v01101.hi', 0xDA3A14C1)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x307C71EB), ('P4rIngress.aggregator.values_v01110.hi', 0xED9E6AF1)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x8154731B), ('P4rIngress.aggregator.values_v01111.hi', 0x8CF95BDF)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0xE14BDA84), ('P4rIngress.aggregator.values_v10000.hi', 0x5092B06F)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x92176C3D), ('P4rIngress.aggregator.values_v10001.hi', 0x2EA734E7)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x2C8E71AA), ('P4rIngress.aggregator.values_v10010.hi', 0x7EB9A6D7)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x98F3737B), ('P4rIngress.aggregator.values_v10011.hi', 0xB2D6EBFE)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0xCBD92C88), ('P4rIngress.aggregator.values_v10100.hi', 0xD9DE2ACD)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xA34D7EBD), ('P4rIngress.aggregator.values_v10101.hi', 0xCCF66EB3)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xED0D46EB), ('P4rIngress.aggregator.values_v10110.hi', 0x5547C241)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x5BDF9A13), ('P4rIngress.aggregator.values_v10111.hi', 0xFBD5AE62)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x6577AB4A), ('P4rIngress.aggregator.values_v11000.hi', 0xDA189ABF)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x20B9CD3A), ('P4rIngress.aggregator.values_v11001.hi', 0x92D33E5C)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x27FB3D42), ('P4rIngress.aggregator.values_v11010.hi', 0xF5559D6B)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x4842DF4E), ('P4rIngress.aggregator.values_v11011.hi', 0x3281A6E5)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x789AEBAF), ('P4rIngress.aggregator.values_v11100.hi', 0x60A4EA0F)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x00000000), ('P4rIngress.aggregator.values_v11101.hi', 0x852A61A6)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xB8CF7CE9), ('P4rIngress.aggregator.values_v11110.hi', 0x59481393)], 13859)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x762D3DD6), ('P4rIngress.aggregator.values_v11111.hi', 0x80000000)], 13859)
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
                gc.KeyTuple('job_id', 0x42CB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00001400),
                gc.DataTuple('slot_count', 0x00000C00),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1B303FAD),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xA97AD6E6),
                gc.KeyTuple('src_port', 0xF10D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x42CB),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0345),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA9\x7A\xD6\xE6\x00\x00\x00\x00\xF1\x0D\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x42\xCB\x00\x1F\x1B\x30\x3F\xAD\x02\x23\x03\xA8\x56\xC6\xB8\x00\x00\x40\x00\x00\x82\x34\xA6\x54\x74\xAA\xA3\x31\x3B\x48\x3D\xCC\xC3\x2B\x93\x79\x55\xA3\xAD\x66\x2B\x95\x35\x22\xA6\xBB\x97\xFB\x32\xD4\xAF\x68\x6F\xAF\x5A\x2D\x3F\xAF\x5F\x6E\x1A\xA5\x99\x0F\x30\xE3\xDE\xBD\x28\x9C\xB6\x4F\xDC\x1B\xE3\x6B\x1D\xAF\xA8\x7D\x58\x3E\xF4\x41\x7B\x66\x07\x73\xE5\x84\xE5\x32\xBB\x43\xDD\xAE\x62\x79\x1E\x07\x2F\x9D\x3C\x8C\x1B\xF2\xD5\x59\x5E\x18\xC2\x97\xA8\xB6\x9B\x3B\x1B\xFA\xFA\xB0\x4F\x9E\x6A\xE1\x59\xB3\xB1\x17\x8D\x1A\x4A\x87\x56\x11\xE4\xAB\x81\x4E\xF8\xB7\xED\x7D\x32\x1C\xB9\xFD\xAB\x4C\x93\x8D\x3B\xD4\x2F\xDD\x59\x66\xB6\x1B\x08\xAF\x74\x66\xC4\xC8\x64\x61\x1B\xB0\x16\xFC\x66\x84\xE2\xD7\x77\x63\xBA\xC1\xB2\x0D\xA1\x5F\xA9\xD3\x0B\x4F\x87\xE3\xBB\x5E\xA4\x8E\x3D\x59\xD6\xB1\x82\xF4\xE2\x68\x47\x4C\x1C\x77\x2F\xC1\x38\x93\x24\x28\xA9\x9C\x39\x85\xB6\xEE\x9D\xAB\x6A\x91\x74\xD4\x95\x35\x23\x6A\x58\x48\x33\x21\x34\x61\x6D\x47\xB5\x51\x5D\x4E\x41\xE5\x4D\xBD\xB6\xA3\x7F\xC8\x82\xAC\x68\x93\xE5\xEF\xA9\x6A\x11\x01\x75\x55\x3E\xAA\x93\x5F\xB3\x38\x4A\x8B\xF6\xE8\x47\x98\x29\x18\x0D\xFA\x6E\xEA\xF2\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA9\x7A\xD6\xE6\xBE\xEF\xF1\x0D\x01\x20\x00\x00\x50\x34\x02\x82\x42\xCB\x00\x1F\x1B\x30\x3F\xAD\x02\x23\x01\xA8\x56\xC6\xB8\x00\x00\x40\x00\x10\x80\x00\x00\x00\x74\xAA\xA3\x31\x7F\xFF\xFF\xFF\xC3\x2B\x93\x79\x7F\xFF\xFF\xFF\x2B\x95\x35\x22\xA0\x5E\xED\xF0\x32\xD4\xAF\x68\x7F\xFF\xFF\xFF\x3F\xAF\x5F\x6E\xC5\x1C\x8C\xE6\x30\xE3\xDE\xBD\x7F\xFF\xFF\xFF\xDC\x1B\xE3\x6B\xBF\xF6\xD7\xB0\x58\x3E\xF4\x41\x7F\xFF\xFF\xFF\xE5\x84\xE5\x32\x80\x00\x00\x00\x62\x79\x1E\x07\x7F\xFF\xFF\xFF\x1B\xF2\xD5\x59\x7F\xFF\xFF\xFF\xA8\xB6\x9B\x3B\x41\xC1\xE5\x61\x4F\x9E\x6A\xE1\x24\x61\x40\xAA\x8D\x1A\x4A\x87\x7F\xFF\xFF\xFF\x81\x4E\xF8\xB7\x80\x00\x00\x00\xB9\xFD\xAB\x4C\x80\x00\x00\x00\x2F\xDD\x59\x66\x80\x00\x00\x00\x74\x66\xC4\xC8\x7F\xFF\xFF\xFF\x16\xFC\x66\x84\x80\x00\x00\x00\xBA\xC1\xB2\x0D\x80\x00\x00\x00\x0B\x4F\x87\xE3\x80\x00\x00\x00\x3D\x59\xD6\xB1\x80\x00\x00\x00\x47\x4C\x1C\x77\x7F\xFF\xFF\xFF\x24\x28\xA9\x9C\x7F\xFF\xFF\xFF\x9D\xAB\x6A\x91\x7F\xFF\xFF\xFF\x23\x6A\x58\x48\x5B\x1C\x71\xA3\x6D\x47\xB5\x51\x7F\xFF\xFF\xFF\x4D\xBD\xB6\xA3\x7F\xFF\xFF\xFF\x68\x93\xE5\xEF\xA9\x6A\x11\x01\x75\x55\x3E\xAA\x80\x00\x00\x00\x4A\x8B\xF6\xE8\x7F\xFF\xFF\xFF\x0D\xFA\x6E\xEA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE6\x03\x6B\xF6\x56\xC6\xB8\x00\x56\xC6\xB8\x00\x10\xE8\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA2\xCE\xAA\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA0\x5E\xED\xF0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\x1C\x8C\xE6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\xBB\xCA\xA9\xBF\xF6\xD7\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x89\xA3\x70\x90\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x41\xC1\xE5\x61\x7F\xFF\xFF\xFF\x24\x61\x40\xAA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xE5\x2D\xB2\xB0\x80\x00\x00\x00\x0A\x50\x45\x64\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x1F\xFE\x57\xFE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\x3D\x96\xA4\x5B\x1C\x71\xA3\x62\x9D\x52\xBC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA9\x6A\x11\x01\xFA\x7F\xA0\x50\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8D\xFA\x6E\xEA\xF2\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3B0E0074), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD1526400)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD1526400, 14631)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x81)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xDC38D36C), ('P4rIngress.aggregator.values_v00000.hi', 0x77B9E60B)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x7BD8E479), ('P4rIngress.aggregator.values_v00001.hi', 0xC9D31C46)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x587E3FF6), ('P4rIngress.aggregator.values_v00010.hi', 0x66CFD27A)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xA4856DC5), ('P4rIngress.aggregator.values_v00011.hi', 0x571AECFB)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x33A9A631), ('P4rIngress.aggregator.values_v00100.hi', 0x4D559AB1)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0xB8D55875), ('P4rIngress.aggregator.values_v00101.hi', 0x4A9D544B)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6DD55E1F), ('P4rIngress.aggregator.values_v00110.hi', 0x022FBC02)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xE50534BF), ('P4rIngress.aggregator.values_v00111.hi', 0x6237B2B5)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x6CB7C1AF), ('P4rIngress.aggregator.values_v01000.hi', 0xE69D9E12)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0xBD3CE13B), ('P4rIngress.aggregator.values_v01001.hi', 0x62EB25E0)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x5556A3C9), ('P4rIngress.aggregator.values_v01010.hi', 0x52630DAC)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x7592C211), ('P4rIngress.aggregator.values_v01011.hi', 0x40D41460)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x9B172CFF), ('P4rIngress.aggregator.values_v01100.hi', 0x81191E83)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x9A23FE39), ('P4rIngress.aggregator.values_v01101.hi', 0xA34728B5)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0xD5786EBA), ('P4rIngress.aggregator.values_v01110.hi', 0x84CCB8AE)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x2F8C3281), ('P4rIngress.aggregator.values_v01111.hi', 0xCFA9D0E7)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x6158CF86), ('P4rIngress.aggregator.values_v10000.hi', 0xA280EFFC)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xBD06C55E), ('P4rIngress.aggregator.values_v10001.hi', 0xBA1F45AC)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x7F88750B), ('P4rIngress.aggregator.values_v10010.hi', 0x9B175C5D)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x58B756FF), ('P4rIngress.aggregator.values_v10011.hi', 0x27ABCC73)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x46B936CC), ('P4rIngress.aggregator.values_v10100.hi', 0x6984DCE5)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xDCD51FED), ('P4rIngress.aggregator.values_v10101.hi', 0x4A1DEE2A)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x41E10EED), ('P4rIngress.aggregator.values_v10110.hi', 0xE787D9E3)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0x7B25D054), ('P4rIngress.aggregator.values_v10111.hi', 0x28590660)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x42DA227C), ('P4rIngress.aggregator.values_v11000.hi', 0x290BFD91)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x3B2906B1), ('P4rIngress.aggregator.values_v11001.hi', 0x9AE79F6E)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x199F265B), ('P4rIngress.aggregator.values_v11010.hi', 0x4F68373D)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x373C3249), ('P4rIngress.aggregator.values_v11011.hi', 0x45076D77)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x46E79DBA), ('P4rIngress.aggregator.values_v11100.hi', 0xC62716A4)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x3DA2557A), ('P4rIngress.aggregator.values_v11101.hi', 0x7554FF4A)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xC7B18E57), ('P4rIngress.aggregator.values_v11110.hi', 0x3FF93733)], 14631)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2B9F259D), ('P4rIngress.aggregator.values_v11111.hi', 0xF7DDCE26)], 14631)
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
                gc.KeyTuple('job_id', 0x2E4F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000008D9),
                gc.DataTuple('slot_count', 0x0000159B),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9BA4DB04),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x0EF7C58A),
                gc.KeyTuple('src_port', 0x5DF3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2E4F),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0198),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0E\xF7\xC5\x8A\x00\x00\x00\x00\x5D\xF3\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x2E\x4F\x00\x1F\x9B\xA4\xDB\x04\x10\x4E\x01\x3A\xD1\x52\x64\x00\x00\x40\x00\x00\xA0\x8D\x43\xBC\x52\xAE\x6A\xF6\x72\x1C\xCB\x0F\x6B\x35\xD6\x4B\x61\xF1\x21\xAD\x35\xF7\xE8\x73\x67\x79\x29\x29\x5D\x91\x54\x27\x7C\x7D\xA1\x3B\x68\xBD\x0B\x7F\xD1\x45\x0D\xE9\x4A\x5D\x56\x91\x5D\x94\x4B\xB2\x7B\xBA\x67\xBE\xFE\xC4\x14\x55\x21\x17\x5A\x91\x21\x8C\x21\xA8\xB7\xA9\x07\x7D\xBB\x1E\xC5\x39\x76\x7F\xF7\xD6\x58\x64\xA3\x15\x4C\xD9\xD3\x25\x45\x98\x72\x5E\x5C\xC7\x27\x24\xC9\x19\xED\xCA\xC4\xDB\xDB\xF3\x9F\xBF\x1D\x4B\x9F\x44\xB0\x45\xBB\x6B\xA2\x9B\x9E\xB4\x27\xA9\x54\xAC\x4A\xF3\x2E\x3A\x4B\xD5\x39\x06\x9B\xD5\xB9\x76\x20\x6B\xA3\x43\xF5\xD9\x0D\xFF\x59\xF4\x36\xE9\x57\x67\xBD\x17\x44\x0F\x4A\x4A\x4D\xF0\x74\x09\xC1\x5F\x44\xFB\xA8\xC7\x4B\xA5\xE0\xEB\xC2\xCD\x3A\xCC\x56\xD7\xC1\xAB\x4C\xCD\x24\xA5\x6B\xFC\x5A\x7F\x0C\x62\xD9\xC7\x41\xBD\x1E\xDF\x5A\xDA\xEF\xD8\x7D\x29\xBE\xF1\x6A\x29\x4F\x0F\xD0\xDF\xD9\x32\x79\x14\x77\xDA\x65\xA9\x26\x64\x74\x21\x3B\x07\x5E\xE5\x44\x27\x46\xC5\xF7\xE3\xB2\xDE\xD5\x10\x7D\x12\xBD\x8A\x1A\x71\x89\x0F\x1B\x1C\xDB\xEE\x5C\x53\xEF\x5D\x6A\x27\x5D\x5F\x09\xC5\x2D\xF4\xA1\x86\x8A\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0E\xF7\xC5\x8A\xBE\xEF\x5D\xF3\x01\x20\x00\x00\x50\x34\x02\x82\x2E\x4F\x00\x1F\x9B\xA4\xDB\x04\x10\x4E\x01\x3A\xD1\x52\x64\x00\x00\x40\x00\x15\x80\x00\x00\x00\x52\xAE\x6A\xF6\x7F\xFF\xFF\xFF\x6B\x35\xD6\x4B\x7F\xFF\xFF\xFF\x35\xF7\xE8\x73\x0B\xFE\x96\xEE\x5D\x91\x54\x27\x7F\xFF\xFF\xFF\x68\xBD\x0B\x7F\x8A\x1A\x66\x5E\x4A\x5D\x56\x91\x7F\xFF\xFF\xFF\x7B\xBA\x67\xBE\xE3\xC9\x49\x14\x21\x17\x5A\x91\x7F\xFF\xFF\xFF\xB7\xA9\x07\x7D\x80\x00\x00\x00\x76\x7F\xF7\xD6\x7F\xFF\xFF\xFF\x4C\xD9\xD3\x25\x7F\xFF\xFF\xFF\x5C\xC7\x27\x24\x80\x00\x00\x00\xC4\xDB\xDB\xF3\x80\x00\x00\x00\x9F\x44\xB0\x45\x90\xE4\x11\x55\x9E\xB4\x27\xA9\x7F\xFF\xFF\xFF\x2E\x3A\x4B\xD5\x7F\xFF\xFF\xFF\xB9\x76\x20\x6B\x80\x00\x00\x00\x0D\xFF\x59\xF4\x7F\xFF\xFF\xFF\xBD\x17\x44\x0F\x7F\xFF\xFF\xFF\x74\x09\xC1\x5F\x7F\xFF\xFF\xFF\x4B\xA5\xE0\xEB\x9F\xA2\x5A\xB9\x56\xD7\xC1\xAB\x7F\xFF\xFF\xFF\x6B\xFC\x5A\x7F\x7F\xFF\xFF\xFF\x41\xBD\x1E\xDF\x7F\xFF\xFF\xFF\x7D\x29\xBE\xF1\x7F\xFF\xFF\xFF\xD0\xDF\xD9\x32\x7F\xFF\xFF\xFF\x65\xA9\x26\x64\x7F\xFF\xFF\xFF\x5E\xE5\x44\x27\x7F\xFF\xFF\xFF\xB2\xDE\xD5\x10\x7F\xFF\xFF\xFF\x1A\x71\x89\x0F\xE2\xCE\x6A\x45\x5C\x53\xEF\x5D\x7F\xFF\xFF\xFF\x09\xC5\x2D\xF4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBB\x0E\x00\x74\xD1\x52\x64\x00\xD1\x52\x64\x00\x15\x81\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x08\xF2\x91\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\xFE\x96\xEE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8A\x1A\x66\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7D\xEA\x23\xC0\xE3\xC9\x49\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9E\x46\xA5\x8F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x90\xE4\x11\x55\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFD\xE4\x1C\xBC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xC8\x1E\x9F\xA0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x9F\xA2\x5A\xB9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x53\x84\x34\x62\x7F\xFF\xFF\xFF\x6A\x16\x25\x3F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\xCE\x6A\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\xA2\xFC\x1A\xA1\x86\x8A\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x32EAEDFC), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEA7A33C5)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEA7A33C5, 11499)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0xB0)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x05, 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xCE3E26BE), ('P4rIngress.aggregator.values_v00000.hi', 0x700BD552)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x4699ED6C), ('P4rIngress.aggregator.values_v00001.hi', 0xE5BB5F2E)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x70C972BD), ('P4rIngress.aggregator.values_v00010.hi', 0x6CD06DAE)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0xA29F99BD), ('P4rIngress.aggregator.values_v00011.hi', 0x411B32E0)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x1DD56955), ('P4rIngress.aggregator.values_v00100.hi', 0x67AF1982)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x8E6A80DD), ('P4rIngress.aggregator.values_v00101.hi', 0x1B9C2921)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x47BF1349), ('P4rIngress.aggregator.values_v00110.hi', 0xD4D2BFB9)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0xA4D8D908), ('P4rIngress.aggregator.values_v00111.hi', 0x9F7F8F5D)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x45B722B5), ('P4rIngress.aggregator.values_v01000.hi', 0x1C55B0C3)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x7FB7A2F6), ('P4rIngress.aggregator.values_v01001.hi', 0x521871EB)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x688CCF1F), ('P4rIngress.aggregator.values_v01010.hi', 0xB70F7B32)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x4ED38EA9), ('P4rIngress.aggregator.values_v01011.hi', 0x4ACCF6AB)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0xAFC95D55), ('P4rIngress.aggregator.values_v01100.hi', 0x50ED0EDD)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x5685CED9), ('P4rIngress.aggregator.values_v01101.hi', 0x630C9A67)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x8D0EC390), ('P4rIngress.aggregator.values_v01110.hi', 0x7A299D8E)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0xDD86A3C2), ('P4rIngress.aggregator.values_v01111.hi', 0x496313FC)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x35F6B5D4), ('P4rIngress.aggregator.values_v10000.hi', 0x6EA9A2EA)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0x5D2D7B47), ('P4rIngress.aggregator.values_v10001.hi', 0x46A7C9EC)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0x9282DC91), ('P4rIngress.aggregator.values_v10010.hi', 0x52150FBD)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0x458B994C), ('P4rIngress.aggregator.values_v10011.hi', 0x688C5555)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x7253C647), ('P4rIngress.aggregator.values_v10100.hi', 0xAD8686F9)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0xB4C69F61), ('P4rIngress.aggregator.values_v10101.hi', 0x96FD411A)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0x69CEDE07), ('P4rIngress.aggregator.values_v10110.hi', 0xCD152B0B)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xCBAD84A9), ('P4rIngress.aggregator.values_v10111.hi', 0x16455F24)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0x7438D80A), ('P4rIngress.aggregator.values_v11000.hi', 0xDBC3860B)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x30B64D1C), ('P4rIngress.aggregator.values_v11001.hi', 0x56B19D16)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x3A552977), ('P4rIngress.aggregator.values_v11010.hi', 0x3B456855)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x80CA5D82), ('P4rIngress.aggregator.values_v11011.hi', 0xD337C15F)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0x43D92AB6), ('P4rIngress.aggregator.values_v11100.hi', 0x5C1F39B9)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0x5CB3F729), ('P4rIngress.aggregator.values_v11101.hi', 0x75B5B8DC)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xD86B6634), ('P4rIngress.aggregator.values_v11110.hi', 0x5960BCA6)], 11499)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0xE8C0B6FD), ('P4rIngress.aggregator.values_v11111.hi', 0x99796077)], 11499)
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
                gc.KeyTuple('job_id', 0xF58E),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CEB),
                gc.DataTuple('slot_count', 0x00000A3B),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E5A4E52),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xE4E2FAA6),
                gc.KeyTuple('src_port', 0x9003),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF58E),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0296),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE4\xE2\xFA\xA6\x00\x00\x00\x00\x90\x03\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\xF5\x8E\x00\x1F\x9E\x5A\x4E\x52\x00\x00\x03\x52\xEA\x7A\x33\xC5\x00\x40\x00\x00\x87\xFB\x0E\x34\x7C\x29\x15\x78\x43\x38\x69\x75\x41\x16\x7C\x2E\x1D\x18\x4D\x05\x44\x29\xF5\x5F\x36\xD6\xDC\x99\x49\x19\xAD\x5E\x7D\x55\x00\xCF\x4F\x40\xE1\x73\x6A\x4D\x66\x4B\x77\x08\x88\x2B\x75\x7E\x7A\x8B\xF0\xB5\xAE\xAE\x3B\xD0\xBD\xF8\x00\x52\x66\x6D\x71\x13\x66\xF3\x45\x38\xE6\xC3\x51\xA7\x0B\x2A\xFF\x12\x39\x91\x22\xFF\x16\x6E\x95\xC0\xA8\x9F\x45\xA2\xEE\x6D\x46\x68\x77\xF2\xA2\x1C\x4F\x5C\x41\x6E\x5F\x09\x52\xA3\x21\x5B\x45\xC6\x32\x60\xBD\x17\x8F\x7D\x10\xED\xD5\x1B\x98\xB3\xBC\x6F\x69\x92\xC7\x8E\x5C\x38\xBC\xCB\x21\x92\x40\xAE\x0C\x7B\xAE\x09\x38\x67\xDE\x68\x96\x9F\x54\xF4\x41\xB4\x47\x7D\x4B\xE9\x6E\x67\x1E\xBF\x1B\x75\x0F\x49\xE1\x4A\xB4\x64\xF3\x5D\xA6\x57\xF6\x7D\xDE\x16\xBB\xC6\x65\xA8\x9A\x21\x8D\xE6\x21\xF6\x8A\xA5\x78\x1E\x72\x42\x58\xD6\x29\xA2\x83\x27\x8B\xDC\x73\xB8\x5F\x57\x4B\x06\x5E\xD5\x4E\x78\x35\xDA\x4F\x24\x7B\x87\xBE\x6F\xC5\x45\xBF\x54\xA6\xA0\x97\x7D\x5C\x9F\xE6\x17\xAB\x43\x54\x07\x3C\x9C\xC9\x45\x2C\x46\xEA\x56\x8F\x26\x64\x94\x46\x7C\x60\x33\x8C\x37\xA5\x41\x82\x28\x5E\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE4\xE2\xFA\xA6\xBE\xEF\x90\x03\x01\x20\x00\x00\x50\x34\x02\x82\xF5\x8E\x00\x1F\x9E\x5A\x4E\x52\x00\x00\x01\x52\xEA\x7A\x33\xC5\x00\x40\x00\x0C\x80\x00\x00\x00\x7C\x29\x15\x78\x7F\xFF\xFF\xFF\x41\x16\x7C\x2E\x7F\xFF\xFF\xFF\x44\x29\xF5\x5F\xD9\x76\x76\x56\x49\x19\xAD\x5E\x7F\xFF\xFF\xFF\x4F\x40\xE1\x73\xF8\xB7\xE7\x28\x77\x08\x88\x2B\x7F\xFF\xFF\xFF\xF0\xB5\xAE\xAE\xE0\xA9\x97\x00\x00\x52\x66\x6D\x7F\xFF\xFF\xFF\x45\x38\xE6\xC3\x7F\xFF\xFF\xFF\xFF\x12\x39\x91\x7F\xFF\xFF\xFF\x95\xC0\xA8\x9F\x7F\xFF\xFF\xFF\x46\x68\x77\xF2\x80\x00\x00\x00\x41\x6E\x5F\x09\x7F\xFF\xFF\xFF\x45\xC6\x32\x60\x80\x00\x00\x00\x10\xED\xD5\x1B\x80\x00\x00\x00\x69\x92\xC7\x8E\x7F\xFF\xFF\xFF\x21\x92\x40\xAE\x69\xA9\x29\x50\x38\x67\xDE\x68\x80\x00\x00\x00\x41\xB4\x47\x7D\x7F\xFF\xFF\xFF\x1E\xBF\x1B\x75\x7F\xFF\xFF\xFF\xB4\x64\xF3\x5D\x80\x00\x00\x00\xDE\x16\xBB\xC6\x7F\xFF\xFF\xFF\x8D\xE6\x21\xF6\x80\x00\x00\x00\x72\x42\x58\xD6\x7F\xFF\xFF\xFF\x8B\xDC\x73\xB8\x7F\xFF\xFF\xFF\x5E\xD5\x4E\x78\x70\x2F\x78\x9B\x7B\x87\xBE\x6F\x80\x00\x00\x00\xA6\xA0\x97\x7D\x7F\xFF\xFF\xFF\xAB\x43\x54\x07\x7F\xFF\xFF\xFF\x2C\x46\xEA\x56\x80\x00\x00\x00\x46\x7C\x60\x33\x80\x00\x00\x00\x82\x28\x5E\x5E\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB2\xEA\xED\xFC\xEA\x7A\x33\xC5\xEA\x7A\x33\xC5\x0C\xB0\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x26\xD1\xDB\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\x76\x76\x56\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF8\xB7\xE7\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\x88\x6E\x67\xE0\xA9\x97\x00\x9F\xD1\xF5\xCA\x7F\xFF\xFF\xFF\x61\x8E\x97\x86\x7F\xFF\xFF\xFF\x51\x2A\xAB\x7C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x69\xA9\x29\x50\x7F\x0F\xA8\x54\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x70\x2F\x78\x9B\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x07\x62\x8D\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x67265C6B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x2AB40000)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x2AB40000, 12997)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x08), ('P4rIngress.aggregator.count_exp.exponent', 0xCC)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x07, 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00000', [('P4rIngress.aggregator.values_v00000.lo', 0xC267F1D7), ('P4rIngress.aggregator.values_v00000.hi', 0x48EE7721)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00001', [('P4rIngress.aggregator.values_v00001.lo', 0x794FB43F), ('P4rIngress.aggregator.values_v00001.hi', 0xB6F4DF7F)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00010', [('P4rIngress.aggregator.values_v00010.lo', 0x556B4150), ('P4rIngress.aggregator.values_v00010.hi', 0x765968AD)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00011', [('P4rIngress.aggregator.values_v00011.lo', 0x29AFDAF3), ('P4rIngress.aggregator.values_v00011.hi', 0x7C5D7CC5)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00100', [('P4rIngress.aggregator.values_v00100.lo', 0x7AE9866F), ('P4rIngress.aggregator.values_v00100.hi', 0x715A7BC3)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00101', [('P4rIngress.aggregator.values_v00101.lo', 0x44A35EBE), ('P4rIngress.aggregator.values_v00101.hi', 0x70CD811A)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00110', [('P4rIngress.aggregator.values_v00110.lo', 0x6336B96B), ('P4rIngress.aggregator.values_v00110.hi', 0x64F7661F)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v00111', [('P4rIngress.aggregator.values_v00111.lo', 0x0EEBFF37), ('P4rIngress.aggregator.values_v00111.hi', 0x68CBD3A1)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01000', [('P4rIngress.aggregator.values_v01000.lo', 0x29DB2B91), ('P4rIngress.aggregator.values_v01000.hi', 0x0D932371)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01001', [('P4rIngress.aggregator.values_v01001.lo', 0x84B43BD6), ('P4rIngress.aggregator.values_v01001.hi', 0x4F021239)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01010', [('P4rIngress.aggregator.values_v01010.lo', 0x4E543737), ('P4rIngress.aggregator.values_v01010.hi', 0x67DD799B)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01011', [('P4rIngress.aggregator.values_v01011.lo', 0x5B48B99B), ('P4rIngress.aggregator.values_v01011.hi', 0xAECD08E9)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01100', [('P4rIngress.aggregator.values_v01100.lo', 0x3DB756E1), ('P4rIngress.aggregator.values_v01100.hi', 0x7EE9586C)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01101', [('P4rIngress.aggregator.values_v01101.lo', 0x2EAD4326), ('P4rIngress.aggregator.values_v01101.hi', 0x9C5B6E6B)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01110', [('P4rIngress.aggregator.values_v01110.lo', 0x5788A293), ('P4rIngress.aggregator.values_v01110.hi', 0x91D5994F)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v01111', [('P4rIngress.aggregator.values_v01111.lo', 0x923757D6), ('P4rIngress.aggregator.values_v01111.hi', 0x99A789F5)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10000', [('P4rIngress.aggregator.values_v10000.lo', 0x8DE3A955), ('P4rIngress.aggregator.values_v10000.hi', 0x6A662F18)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10001', [('P4rIngress.aggregator.values_v10001.lo', 0xBF6DD63E), ('P4rIngress.aggregator.values_v10001.hi', 0x5952C157)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10010', [('P4rIngress.aggregator.values_v10010.lo', 0xD938225E), ('P4rIngress.aggregator.values_v10010.hi', 0x66A1A1AF)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10011', [('P4rIngress.aggregator.values_v10011.lo', 0xF5AD6B3F), ('P4rIngress.aggregator.values_v10011.hi', 0x6BE69632)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10100', [('P4rIngress.aggregator.values_v10100.lo', 0x65E756CF), ('P4rIngress.aggregator.values_v10100.hi', 0x2AA9E377)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10101', [('P4rIngress.aggregator.values_v10101.lo', 0x86D67AE7), ('P4rIngress.aggregator.values_v10101.hi', 0x5B5210C7)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10110', [('P4rIngress.aggregator.values_v10110.lo', 0xC84FDA3D), ('P4rIngress.aggregator.values_v10110.hi', 0xDA4ECE4B)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v10111', [('P4rIngress.aggregator.values_v10111.lo', 0xC19C423E), ('P4rIngress.aggregator.values_v10111.hi', 0xFD8088EF)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11000', [('P4rIngress.aggregator.values_v11000.lo', 0xF3D7D97F), ('P4rIngress.aggregator.values_v11000.hi', 0x2C51C642)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11001', [('P4rIngress.aggregator.values_v11001.lo', 0x95D75A52), ('P4rIngress.aggregator.values_v11001.hi', 0x47D32CA7)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11010', [('P4rIngress.aggregator.values_v11010.lo', 0x7EAF2E33), ('P4rIngress.aggregator.values_v11010.hi', 0x3D769623)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11011', [('P4rIngress.aggregator.values_v11011.lo', 0x245964A3), ('P4rIngress.aggregator.values_v11011.hi', 0x4EBBB7E7)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11100', [('P4rIngress.aggregator.values_v11100.lo', 0xB8577C33), ('P4rIngress.aggregator.values_v11100.hi', 0xB4085F88)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11101', [('P4rIngress.aggregator.values_v11101.lo', 0xE6A52274), ('P4rIngress.aggregator.values_v11101.hi', 0x53D80CAE)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11110', [('P4rIngress.aggregator.values_v11110.lo', 0xBE5715BA), ('P4rIngress.aggregator.values_v11110.hi', 0x80000000)], 12997)
        self.setRegisterValue('P4rIngress.aggregator.values_v11111', [('P4rIngress.aggregator.values_v11111.lo', 0x2DB2C696), ('P4rIngress.aggregator.values_v11111.hi', 0xB37EF28F)], 12997)
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
                gc.KeyTuple('job_id', 0x8AF6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000781),
                gc.DataTuple('slot_count', 0x000017CE),
                gc.DataTuple('num_workers', 0x0009),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0492C39E),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xA74087F0),
                gc.KeyTuple('src_port', 0x92DF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8AF6),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x034B),
            ]
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x40\x87\xF0\x00\x00\x00\x00\x92\xDF\xBE\xEF\x01\x20\x00\x00\x50\x34\x02\x01\x8A\xF6\x00\x1F\x04\x92\xC3\x9E\x0B\x44\x01\xBB\x2A\xB4\x00\x00\x00\x40\x00\x00\xB6\x53\x3B\xE3\x4C\x22\x88\xE9\x0E\xFD\xC7\x83\x33\x7F\xBA\x5F\x4A\xBC\xC6\x17\x32\x91\x58\xBF\xB9\x6E\xC2\xF7\x54\xDD\x37\x15\x12\x51\xE2\x52\x52\xF2\xA1\x1F\xCD\xA5\x87\x36\x3E\xA3\x73\x2C\x2D\x30\xEB\x58\xFF\x64\xAA\x5E\xE6\x78\xFE\x6C\x77\x65\x19\x53\x67\x0A\x47\x5D\x32\x82\x14\xCE\xAC\xD9\xA8\x37\x59\xFE\x5A\x65\x44\x58\xF5\xA1\x49\x88\x58\x5A\x54\xD8\x96\xDB\xCF\x25\xA4\x3A\x0D\x93\x44\x4F\x29\x7D\x0A\x31\xCD\xBD\x8B\x75\xBF\xDB\x63\xB5\x57\x5B\xAC\x42\xB6\xF2\xB0\xD4\xB8\x63\x54\xD3\xB1\x37\xDD\x95\xEC\xBA\xA1\x4D\x2A\x4F\x88\xC8\xA9\x2B\xCB\x7E\x62\x16\xCC\x25\x95\x54\x0F\x4E\x1C\xB2\xAA\x6F\xD4\xEF\x66\xE5\x39\xA4\x0C\xFB\x35\x72\x52\xCD\xB7\xAD\x6E\x95\x22\x5C\x96\xA3\x51\x67\x3C\xAD\x95\xF0\x92\x07\xA2\xC0\x4D\xEB\x8C\xFE\xA6\x45\x1E\xC1\x9C\x25\x16\x92\x48\xF9\x71\x41\x6C\x42\xB5\x15\x7C\x6C\x63\x5C\x28\xA7\x4E\x9E\xC8\xB8\x4B\xD6\x48\xB7\x5D\x95\x7E\x6C\x6A\x6B\x32\x84\xA0\xD0\x8D\xA5\x96\x4D\xC8\x93\x60\x63\xFA\xB3\x68\xF5\xFF\xA3\xAC\x23\xB2\x3A\x76\x51\x7D\x1D\xF5\xE9\x90\xDF\x1A\xF0\x6B\xD7\x24\x8E\x19\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\x40\x87\xF0\xBE\xEF\x92\xDF\x01\x20\x00\x00\x50\x34\x02\x82\x8A\xF6\x00\x1F\x04\x92\xC3\x9E\x0B\x44\x01\xBB\x2A\xB4\x00\x00\x00\x40\x00\x09\x80\x00\x00\x00\x4C\x22\x88\xE9\x7F\xFF\xFF\xFF\x33\x7F\xBA\x5F\x7F\xFF\xFF\xFF\x32\x91\x58\xBF\xE3\x1E\x9D\xEA\x54\xDD\x37\x15\x7F\xFF\xFF\xFF\x52\xF2\xA1\x1F\x12\x48\xE5\xF4\x3E\xA3\x73\x2C\x7F\xFF\xFF\xFF\xFF\x64\xAA\x5E\xF5\x64\xFD\xA3\x77\x65\x19\x53\x7F\xFF\xFF\xFF\x32\x82\x14\xCE\x80\x00\x00\x00\x59\xFE\x5A\x65\x7F\xFF\xFF\xFF\x49\x88\x58\x5A\x7F\xFF\xFF\xFF\xCF\x25\xA4\x3A\x4B\x4A\x9B\x30\x29\x7D\x0A\x31\xFC\x6A\xCE\x9B\xBF\xDB\x63\xB5\x7F\xFF\xFF\xFF\xB6\xF2\xB0\xD4\x80\x00\x00\x00\xB1\x37\xDD\x95\x80\x00\x00\x00\x2A\x4F\x88\xC8\x80\x00\x00\x00\x62\x16\xCC\x25\x80\x00\x00\x00\x1C\xB2\xAA\x6F\xCA\x9C\xD2\x24\x39\xA4\x0C\xFB\x7F\xFF\xFF\xFF\xB7\xAD\x6E\x95\xA9\x33\x11\x8A\x51\x67\x3C\xAD\x80\x00\x00\x00\xA2\xC0\x4D\xEB\x80\x00\x00\x00\x1E\xC1\x9C\x25\x0A\x6A\x22\x78\x71\x41\x6C\x42\x80\x00\x00\x00\x63\x5C\x28\xA7\x7F\xFF\xFF\xFF\x4B\xD6\x48\xB7\x7F\xFF\xFF\xFF\x6A\x6B\x32\x84\x80\x00\x00\x00\x96\x4D\xC8\x93\x47\x09\x1D\x27\x68\xF5\xFF\xA3\x80\x00\x00\x00\x76\x51\x7D\x1D\x23\x9C\x57\x75\x1A\xF0\x6B\xD7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE7\x26\x5C\x6B\x2A\xB4\x00\x00\x2A\xB4\x00\x00\x09\xCC\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\x74\x99\xDE\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\x1E\x9D\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x12\x48\xE5\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x64\x5C\x10\x7D\xF5\x64\xFD\xA3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x40\x15\x38\x3F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4B\x4A\x9B\x30\x7F\xFF\xFF\xFF\xFC\x6A\xCE\x9B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCA\x9C\xD2\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\x57\x52\x0C\xA9\x33\x11\x8A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x1C\x42\x25\x14\x0A\x6A\x22\x78\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x47\x09\x1D\x27\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF6\x51\x7D\x1D\x23\x9C\x57\x75\xCE\x6F\x5E\x66\x24\x8E\x19\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

