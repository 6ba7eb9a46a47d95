# PTF test for /tmp/tgw/k32/kind35/main
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

logger = logging.getLogger('/tmp/tgw/k32/kind35/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgw/k32/kind35/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgw/k32/kind35/main')

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
    # Current statement coverage: 0.055

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 23
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x62\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x67\x00\x00\x00\x00\x00\x00\x20\x00\x00\x2C\x1E\x81\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38\xED\xEF\x99\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xD0\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD8\x00\x00\x00\x00\x00\x00\x20\x00\x00\x3B\x54\x85\x89\xF0\xD5\x2F\x49\xE9\x69\x71\xDC\x2A\xCA\xB1\x1A\x25\x88\xDB\x3F\x07\xB0\x4D\x82\x82\xED\x28\x07\x3F\x18\x15\x1B\x7C\x4A\xF8\x06\xB5\xC3\x65\x65\x74\xC9\xA4\x05\x16\xDD\x45\x2C\x1A\x6F\x35'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.06

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 12
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\xE7\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF4\x00\x00\x00\x00\x00\x00\x20\x00\x00\x88\x1B\x66\x66\xC7\x5D\xBA\x05\xEE\x62\xCB\x69\x2A\xEE\xCE\x3D\x7E\xE7\x1C\x61\xD1\x7C\x62\x5C\x1C\xEA\x02\x73\x6C\x79\x65\x77\xA6\x09\xFF\xAB\xB8\xD0\x70\x43\xA2\xD3\xE7\x52\x9B\x38\xD9\x01\x31\x9D\x68\xDD\x4E\x86\x2E\xE6\x89\x09\xF3\xB2\xB3\xE1\x3F\xCA\x16\x1B\xA6\xC1\x4D\x10\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8B46AA78), ('P4rIngress.aggregator.bitmap_seq.seq', 0x1E602D0F)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x1E602D0F, 3209)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0x93)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6D7DB5EF), ('P4rIngress.aggregator.values_v0000.hi', 0x5A19DE34)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x65FB1543), ('P4rIngress.aggregator.values_v0001.hi', 0x7D1D0EA8)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA2BEAF8A), ('P4rIngress.aggregator.values_v0010.hi', 0x1B58B085)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6BAE14E2), ('P4rIngress.aggregator.values_v0011.hi', 0x55513260)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5A5547AA), ('P4rIngress.aggregator.values_v0100.hi', 0x1939C9D9)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x77658691), ('P4rIngress.aggregator.values_v0101.hi', 0x6A7D888D)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6B31BC96), ('P4rIngress.aggregator.values_v0110.hi', 0x944BEC8F)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x523FA72B), ('P4rIngress.aggregator.values_v0111.hi', 0xAAE174CB)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x1C5C1697), ('P4rIngress.aggregator.values_v1000.hi', 0x4999B4DB)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x47E1AAEA), ('P4rIngress.aggregator.values_v1001.hi', 0x4D5D42AC)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA8226AEF), ('P4rIngress.aggregator.values_v1010.hi', 0x360D6699)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x455EFD28), ('P4rIngress.aggregator.values_v1011.hi', 0x6E63BBB5)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x50724FD9), ('P4rIngress.aggregator.values_v1100.hi', 0x972D38D3)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x347679CB), ('P4rIngress.aggregator.values_v1101.hi', 0x624843C1)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6F116AEF), ('P4rIngress.aggregator.values_v1110.hi', 0xD5764DB2)], 3209)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x92745E1A), ('P4rIngress.aggregator.values_v1111.hi', 0x4B03B345)], 3209)
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
                gc.KeyTuple('job_id', 0x58D6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000815),
                gc.DataTuple('slot_count', 0x00001354),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4882B8AB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xE33A5517),
                gc.KeyTuple('src_port', 0x03A7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x58D6),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x028E),
            ]
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
        pkt = b'\xE7\x77\x4F\xF2\xD2\x7D\x28\x85\xA8\xB8\xDA\x57\x08\x00\x05\x00\x00\x00\x8D\x5B\x00\x00\x00\x11\x00\x00\xE3\x3A\x55\x17\x09\xCC\x38\x10\x03\xA7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x58\xD6\x00\x1C\x48\x82\xB8\xAB\x04\x74\x04\x6A\x1E\x60\x2D\x0F\x00\x20\xCA\x7D\xCB\x4F\x9B\x2D\x5D\xE2\xA1\x47\x55\x37\xD6\x21\x83\xE5\xCB\xC5\xAB\xD7\xC9\x42\x73\x95\x45\x6E\x28\xC7\x2D\x29\x35\xD1\x76\x53\x52\x95\x67\x56\x73\x5B\x99\x2D\x43\xF9\xF0\x84\x52\xF1\x2F\x13\x2B\x58\x74\x96\xB3\x4A\x14\xE1\x3B\xDB\x35\x5A\x9F\xD7\xEE\x9A\x3A\x8D\xF5\xAF\x6F\x56\x9A\x63\x44\x18\x92\x60\x66\x35\xAE\xAD\x3F\x46\xB4\xFE\x65\xE6\xE5\xE3\x71\x8F\x5B\x0B\x68\x29\x0D\x21\x19\x44\xCB\x1F\xE3\x67\x50\xC7\x74\xD5\x55\x11\x3D\xA2\x2B\xD9\x46\x78\x63\xE7\x09\x58\x64\x72\xDA\x30\xC8\x8B\xE8\x75\xBC\xEB\x19\x47\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x28\x85\xA8\xB8\xDA\x57\xE7\x77\x4F\xF2\xD2\x7D\x08\x00\x05\x00\x00\x00\x8D\x5B\x00\x00\x40\x11\x00\x00\x09\xCC\x38\x10\xE3\x3A\x55\x17\xBE\xEF\x03\xA7\x00\xA0\x00\x00\x50\x34\x02\x82\x58\xD6\x00\x1C\x48\x82\xB8\xAB\x04\x74\x00\x6A\x1E\x60\x2D\x0F\x00\x20\x00\x02\x38\xCD\x51\x1C\x5D\xE2\xA1\x47\x7F\xFF\xFF\xFF\x83\xE5\xCB\xC5\x80\x00\x00\x00\x73\x95\x45\x6E\x7F\xFF\xFF\xFF\x35\xD1\x76\x53\x7F\xFF\xFF\xFF\x73\x5B\x99\x2D\x7F\xFF\xFF\xFF\x52\xF1\x2F\x13\x7F\xFF\xFF\xFF\xB3\x4A\x14\xE1\x7F\xFF\xFF\xFF\x9F\xD7\xEE\x9A\x56\xEA\x0C\x46\x6F\x56\x9A\x63\x7F\xFF\xFF\xFF\x66\x35\xAE\xAD\xE7\x69\x1F\xED\x65\xE6\xE5\xE3\x7F\xFF\xFF\xFF\x68\x29\x0D\x21\x69\xB7\x1A\xF8\xE3\x67\x50\xC7\x7F\xFF\xFF\xFF\x3D\xA2\x2B\xD9\x7F\xFF\xFF\xFF\x09\x58\x64\x72\x80\x00\x00\x00\xE8\x75\xBC\xEB\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9B\x46\xAA\x78\x1E\x60\x2D\x0F\x1E\x60\x2D\x0F\x02\x93\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x38\xCD\x51\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x01\x02\xDA\x6D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x56\xEA\x0C\x46\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE7\x69\x1F\xED\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x69\xB7\x1A\xF8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\xCE\xB2\x24\x80\x00\x00\x00\x33\x79\x70\x30\x19\x47\x52\x4A\xAA\xD2\xDA\xA7\x4F\x4E\xA0\x07\x50\x2A\xD3\x8F\x68\xA2\x33\x44\xFC\xA2\xF3\x26\x7C\x43\x9F\xE7\xC8\x7C\xDD\xDA\x0A\x27\x00\x42\x68\x04\x89\xD7\x3E\x21\x5A\x24\x9F\x4D\xD8\x3E\xE3\x93\x14\xAE\x3E\x15\xDF\x77\xD7\x4F\x64\x97\xBB\xBE\x53\x09\x6B\x18\x4F\x71\xA5\x2C\x05\xB7\x72\x63\xB7\x1F\xD6\xEB\xC9\x09\x29\x1F\xE6\x29\x0E\xEC\x84\xF4\x3D\xAB\x0C\x5D\x63\xBC\x38\xD8\x36\x60\x25\x0A\x87\x5F\xC0\x64\x20\x90\xFC\xF1\xCE\x85\x25\x00\xEF\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x44492058), ('P4rIngress.aggregator.bitmap_seq.seq', 0xEE6669FD)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xEE6669FD, 2205)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0xCC)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x040F6863), ('P4rIngress.aggregator.values_v0000.hi', 0x59C62F1A)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7376FD7F), ('P4rIngress.aggregator.values_v0001.hi', 0x104CA412)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x87C72E17), ('P4rIngress.aggregator.values_v0010.hi', 0x1522B16F)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x314E5517), ('P4rIngress.aggregator.values_v0011.hi', 0x5C55663D)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7F569F1F), ('P4rIngress.aggregator.values_v0100.hi', 0x5F4C48DC)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4552C233), ('P4rIngress.aggregator.values_v0101.hi', 0x6BFB0C47)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6CAA8371), ('P4rIngress.aggregator.values_v0110.hi', 0x9479DB35)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6DCFF26A), ('P4rIngress.aggregator.values_v0111.hi', 0xBB2A5717)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE7598C09), ('P4rIngress.aggregator.values_v1000.hi', 0x65717125)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x2F8940A1), ('P4rIngress.aggregator.values_v1001.hi', 0x72AFBC71)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xADC6B5D3), ('P4rIngress.aggregator.values_v1010.hi', 0xCB82AB96)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4CC6934B), ('P4rIngress.aggregator.values_v1011.hi', 0x4829006D)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x402B1ADC), ('P4rIngress.aggregator.values_v1100.hi', 0x626AF7BB)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x45B7AB97), ('P4rIngress.aggregator.values_v1101.hi', 0x2C9ABEE8)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xCFFD25BE), ('P4rIngress.aggregator.values_v1110.hi', 0x874AFCB2)], 2205)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF5ABB8B2), ('P4rIngress.aggregator.values_v1111.hi', 0x77262817)], 2205)
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
                gc.KeyTuple('job_id', 0x9934),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000368),
                gc.DataTuple('slot_count', 0x00001974),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF215A18D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x6DCA0A58),
                gc.KeyTuple('src_port', 0x22EB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9934),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x03B1),
            ]
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
        pkt = b'\x81\x30\x10\xD8\x4D\xAD\x40\xE1\x28\x36\xE6\x57\x08\x00\x05\x00\x00\x00\x1E\x11\x00\x00\x00\x11\x00\x00\x6D\xCA\x0A\x58\x84\xCC\xBD\x82\x22\xEB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x99\x34\x00\x1C\xF2\x15\xA1\x8D\x05\x35\x02\x8F\xEE\x66\x69\xFD\x00\x20\x93\x55\x92\x3D\x4C\x3B\x56\xC4\x6C\x23\x4E\x22\x71\x6C\x80\x00\x00\x00\xAF\xB7\x6D\x53\x7E\xF5\xC7\x5F\x61\xA5\x26\xA9\x77\xD6\x9B\x83\x1F\xEF\x4A\xC9\x5B\x41\xD9\x7C\x65\x69\x64\x59\x33\xC5\xEC\x62\x27\x72\x9D\x59\xBE\x8C\xCD\x9B\x4D\x1B\x5C\x4E\xB7\x2A\x12\x75\xB7\x4E\x9E\x51\x45\x47\x14\x45\x5B\xE3\x9B\xCB\x5C\xBC\x89\xB9\xB0\x62\xFD\x1D\xA3\xAF\xE4\xDA\x47\x25\x16\x9E\x45\xDE\xB8\x69\x6C\x13\x3B\x8C\x6E\x98\x9A\x45\xF8\x91\xA1\xAB\x78\x74\xBC\x41\x6E\x99\x16\x44\xD6\x68\xD1\x6B\x01\xA6\x1A\x59\x55\x35\xA0\xF7\xE6\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x40\xE1\x28\x36\xE6\x57\x81\x30\x10\xD8\x4D\xAD\x08\x00\x05\x00\x00\x00\x1E\x11\x00\x00\x40\x11\x00\x00\x84\xCC\xBD\x82\x6D\xCA\x0A\x58\xBE\xEF\x22\xEB\x00\xA0\x00\x00\x50\x34\x02\x82\x99\x34\x00\x1C\xF2\x15\xA1\x8D\x05\x35\x00\x8F\xEE\x66\x69\xFD\x00\x20\x00\x07\x96\x4C\xB4\x9E\x56\xC4\x6C\x23\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7E\xF5\xC7\x5F\x7F\xFF\xFF\xFF\x77\xD6\x9B\x83\x7F\xFF\xFF\xFF\x5B\x41\xD9\x7C\x7F\xFF\xFF\xFF\x33\xC5\xEC\x62\x7F\xFF\xFF\xFF\xBE\x8C\xCD\x9B\x7F\xFF\xFF\xFF\xB7\x2A\x12\x75\x9E\xA8\x2A\x5A\x45\x47\x14\x45\x7F\xFF\xFF\xFF\x5C\xBC\x89\xB9\x80\x00\x00\x00\xA3\xAF\xE4\xDA\x7F\xFF\xFF\xFF\x45\xDE\xB8\x69\x7F\xFF\xFF\xFF\x6E\x98\x9A\x45\x3E\x49\x4D\x42\x78\x74\xBC\x41\x3E\x96\x3C\x02\xD6\x68\xD1\x6B\xF7\x51\xD3\x0B\x55\x35\xA0\xF7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x54\x49\x20\x58\xEE\x66\x69\xFD\xEE\x66\x69\xFD\x07\xCC\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x96\x4C\xB4\x9E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x90\x4C\xA4\x12\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x9E\xA8\x2A\x5A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3E\x49\x4D\x42\x7F\xFF\xFF\xFF\x3E\x96\x3C\x02\x80\x00\x00\x00\xF7\x51\xD3\x0B\x7F\xFF\xFF\xFF\xE6\x5C\x0C\x24\xE3\x24\x9C\x07\xBF\xF7\xCF\xAD\x61\x4C\xDD\x13\x36\x72\x33\x93\xC3\xFD\x8F\x8F\x03'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE314277E), ('P4rIngress.aggregator.bitmap_seq.seq', 0x879A528F)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x879A528F, 3916)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xE1)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x534B1C95), ('P4rIngress.aggregator.values_v0000.hi', 0x6C513AA2)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x67F77106), ('P4rIngress.aggregator.values_v0001.hi', 0xCC7631AB)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA546419C), ('P4rIngress.aggregator.values_v0010.hi', 0x29B3217B)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3691030C), ('P4rIngress.aggregator.values_v0011.hi', 0x632F3D6E)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7919BDF9), ('P4rIngress.aggregator.values_v0100.hi', 0x4B665D65)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x77AE327C), ('P4rIngress.aggregator.values_v0101.hi', 0x74CD12DA)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6797395D), ('P4rIngress.aggregator.values_v0110.hi', 0xA6B15C89)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4E9DE2DB), ('P4rIngress.aggregator.values_v0111.hi', 0xB36CC159)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x3E67EFB7), ('P4rIngress.aggregator.values_v1000.hi', 0x7D5527BA)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7E1CD327), ('P4rIngress.aggregator.values_v1001.hi', 0x1D662A48)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA5DA6B19), ('P4rIngress.aggregator.values_v1010.hi', 0xCCBE4391)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4A875DFE), ('P4rIngress.aggregator.values_v1011.hi', 0x917F5955)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x24357E57), ('P4rIngress.aggregator.values_v1100.hi', 0x00DE1406)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x00000000), ('P4rIngress.aggregator.values_v1101.hi', 0x4D6F22A6)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x44D4734B), ('P4rIngress.aggregator.values_v1110.hi', 0x45FBDAD2)], 3916)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x97FACDE7), ('P4rIngress.aggregator.values_v1111.hi', 0xB5CA2569)], 3916)
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
                gc.KeyTuple('job_id', 0xAAF0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000004A),
                gc.DataTuple('slot_count', 0x00001F49),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA09D71DB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x5173CDD3),
                gc.KeyTuple('src_port', 0xFC27),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAAF0),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x026C),
            ]
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
        pkt = b'\x9A\x0F\xBF\x79\x89\x1F\x0D\x2B\x91\x78\xC9\x99\x08\x00\x05\x00\x00\x00\x56\x79\x00\x00\x00\x11\x00\x00\x51\x73\xCD\xD3\x40\x2F\x65\x07\xFC\x27\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\xF0\x00\x1C\xA0\x9D\x71\xDB\x0F\x02\x02\x34\x87\x9A\x52\x8F\x00\x20\x99\x47\xD7\xEF\x26\x3D\x76\x54\xBC\x07\x63\xEB\x7B\x6D\xBA\x75\xA7\xB0\xCF\x28\x54\xDD\x6E\xC1\xA6\xDB\x6D\xCC\x2B\xAF\x72\xD6\x24\x68\x0F\xE1\x1B\xE6\x47\x55\x51\x0D\x08\xAB\x19\xC2\x22\x4E\x1B\xBF\x7E\x69\x8B\xC8\x8B\x74\xFD\x43\x54\xC5\x9A\x87\xA1\x44\xDF\x40\x07\x9E\xDA\xB7\x51\x37\x22\x76\x41\x4D\x63\x23\x7C\xE6\x5A\x65\xB5\xDE\xB2\x95\x9A\x1E\xAA\xB5\xDA\x9E\x0D\x00\xE7\x52\xDA\xEF\x07\x23\x31\x91\x63\x65\xD2\xE1\x00\x00\x00\x00\x42\xC3\xFC\x82\x3E\xF9\x3C\x3A\x6A\x30\x8F\xC7\x84\x79\x68\x62\x8C\x8A\xFE\xDD\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x0D\x2B\x91\x78\xC9\x99\x9A\x0F\xBF\x79\x89\x1F\x08\x00\x05\x00\x00\x00\x56\x79\x00\x00\x40\x11\x00\x00\x40\x2F\x65\x07\x51\x73\xCD\xD3\xBE\xEF\xFC\x27\x00\xA0\x00\x00\x50\x34\x02\x82\xAA\xF0\x00\x1C\xA0\x9D\x71\xDB\x0F\x02\x00\x34\x87\x9A\x52\x8F\x00\x20\x00\x20\x2B\x3A\x42\xD2\x76\x54\xBC\x07\x7F\xFF\xFF\xFF\xBA\x75\xA7\xB0\x80\x00\x00\x00\x6E\xC1\xA6\xDB\x7F\xFF\xFF\xFF\x72\xD6\x24\x68\x7F\xFF\xFF\xFF\x47\x55\x51\x0D\x7F\xFF\xFF\xFF\x22\x4E\x1B\xBF\x7F\xFF\xFF\xFF\x8B\x74\xFD\x43\x7F\xFF\xFF\xFF\xA1\x44\xDF\x40\x46\x06\xCA\x6E\x51\x37\x22\x76\x7F\xFF\xFF\xFF\x7C\xE6\x5A\x65\x80\x00\x00\x00\x9A\x1E\xAA\xB5\x25\x25\x6A\xFE\xE7\x52\xDA\xEF\x2B\x58\xAF\xE8\x63\x65\xD2\xE1\x00\x00\x00\x00\x42\xC3\xFC\x82\x7F\xFF\xFF\xFF\x6A\x30\x8F\xC7\x80\x00\x00\x00\x8C\x8A\xFE\xDD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF3\x14\x27\x7E\x87\x9A\x52\x8F\x87\x9A\x52\x8F\x20\xE1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x2B\x3A\x42\xD2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x86\xEB\xD9\x5B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x46\x06\xCA\x6E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x25\x25\x6A\xFE\x80\x00\x00\x00\x2B\x58\xAF\xE8\x64\x43\xE6\xE7\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xEB\xCF\x69\x05\xC0\x0B\x4C\x96\xA5\x91\xAA\x1E\x43\x1D\xC6\x60\x39\xB3\x30\xB3\x3F\x6B\x6C\x66\x46\x9D\xD6\x3E\x34\x33\x32\xCC\x7C\x9B\x2B\xA0\xFD\x60\x5E\x33\x45\x16\xF0\xB8\x94\xE2\x41\xD3\x8E\x37\x0D\x7C\x71\x20\xA3\x87\xD7\x66\xA6\x5B\x30\x4A\x80\x47\x7C\xD1\xAC\x91\xB0\xE1\x95\x8C\x7A\xE5\x67\x6A\xB1\x53\x53\xBC\xCE\x23\xEF\x9B\xDC\xC2\xB9\x5A\xB9\xE4\x35\x67\x5D\xD5\xC4\xB7\x50\x6B\xE8\x1D\x07\xC8\x46\x36\xEA\xE1\x2B\x1C\xBE\xE2\x14\x27\x93\xC8\x95\xF8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3B97D127), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFD4956E3)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFD4956E3, 2643)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0x8E)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x772C40C3), ('P4rIngress.aggregator.values_v0000.hi', 0x409A2F6F)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x14C91F7E), ('P4rIngress.aggregator.values_v0001.hi', 0x837EDD6D)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA61CFAC7), ('P4rIngress.aggregator.values_v0010.hi', 0x2D4DB096)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5E57D16F), ('P4rIngress.aggregator.values_v0011.hi', 0xA9AD6E92)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6A4B78EF), ('P4rIngress.aggregator.values_v0100.hi', 0x2DEF94B7)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4ACB9ABB), ('P4rIngress.aggregator.values_v0101.hi', 0x7E6E0B48)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x52F718C6), ('P4rIngress.aggregator.values_v0110.hi', 0xA8FCDD99)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3A85A49A), ('P4rIngress.aggregator.values_v0111.hi', 0x9043F83F)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xC6A12712), ('P4rIngress.aggregator.values_v1000.hi', 0x43943B32)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x75BE6BBE), ('P4rIngress.aggregator.values_v1001.hi', 0x5376D299)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4C6D323A), ('P4rIngress.aggregator.values_v1010.hi', 0x3B4BE9CB)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6832A515), ('P4rIngress.aggregator.values_v1011.hi', 0x8524AABB)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xBC974C5A), ('P4rIngress.aggregator.values_v1100.hi', 0xB2F890B1)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6A65C1E3), ('P4rIngress.aggregator.values_v1101.hi', 0xB9674085)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3E32588A), ('P4rIngress.aggregator.values_v1110.hi', 0x412D914D)], 2643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xCB34D78D), ('P4rIngress.aggregator.values_v1111.hi', 0x0426988B)], 2643)
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
                gc.KeyTuple('job_id', 0xFA84),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000131),
                gc.DataTuple('slot_count', 0x00001713),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63E7C6D0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xF0D693F0),
                gc.KeyTuple('src_port', 0x989C),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFA84),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x01DE),
            ]
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
        pkt = b'\x27\x4A\x94\x31\xD0\x35\x4C\x1E\xCB\x36\xA2\xC2\x08\x00\x05\x00\x00\x00\x2F\x86\x00\x00\x00\x11\x00\x00\xF0\xD6\x93\xF0\x3C\xF1\xAE\xE8\x98\x9C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFA\x84\x00\x0D\x63\xE7\xC6\xD0\x09\x22\x06\x12\xFD\x49\x56\xE3\x00\x20\x73\x45\x16\x7A\xC5\x71\x77\xA0\x17\x26\x57\x9D\x70\x50\x6E\x60\xAE\x9D\x0C\xED\x96\xED\x7C\x50\xDC\x6A\xC5\x74\xBC\xE5\xA0\x19\x65\xC2\x3B\x4B\xE1\xBB\xBD\xB1\x75\x9C\x73\x6E\x3C\x9B\x7E\x36\x2E\xEF\x3E\x94\xD1\x77\xB2\xA2\x92\xC8\x78\xB6\xAC\x47\xCC\xC5\x79\xBB\x98\x14\xD6\xAF\x6D\x1B\x93\x90\x41\x2C\xBA\x76\x31\x80\x54\x8C\x42\x96\x7D\x4D\xA3\x3A\x19\x1F\x22\xBA\x96\x7B\xBF\xFD\x55\xF6\x98\x31\x54\xF6\x1A\x7F\xB2\x63\x36\x2D\xDC\x2A\x31\x51\xD9\xA5\x68\x7E\xCA\x9B\x77\x18\xD1\xC9\xDF\xEE\xFE\xD7\x55\x6D\x18\xB9\x67\x03\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x4C\x1E\xCB\x36\xA2\xC2\x27\x4A\x94\x31\xD0\x35\x08\x00\x05\x00\x00\x00\x2F\x86\x00\x00\x40\x11\x00\x00\x3C\xF1\xAE\xE8\xF0\xD6\x93\xF0\xBE\xEF\x98\x9C\x00\xA0\x00\x00\x50\x34\x02\x82\xFA\x84\x00\x0D\x63\xE7\xC6\xD0\x09\x22\x00\x12\xFD\x49\x56\xE3\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x77\xA0\x17\x26\x6C\x66\x8F\xCE\x6E\x60\xAE\x9D\xB3\x0A\x91\xB4\x7C\x50\xDC\x6A\x23\xCC\x8E\x54\xA0\x19\x65\xC2\x7F\xFF\xFF\xFF\xBD\xB1\x75\x9C\x7F\xFF\xFF\xFF\x7E\x36\x2E\xEF\x7F\xFF\xFF\xFF\xB2\xA2\x92\xC8\x7F\xFF\xFF\xFF\xCC\xC5\x79\xBB\x80\x00\x00\x00\x6D\x1B\x93\x90\x7F\xFF\xFF\xFF\x31\x80\x54\x8C\x7F\xFF\xFF\xFF\xA3\x3A\x19\x1F\x7F\xFF\xFF\xFF\xBF\xFD\x55\xF6\x80\x00\x00\x00\x1A\x7F\xB2\x63\x7F\xFF\xFF\xFF\x31\x51\xD9\xA5\x7F\xFF\xFF\xFF\x77\x18\xD1\xC9\xAB\x23\xD6\x64\x55\x6D\x18\xB9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3B\x97\xF1\x27\xFD\x49\x56\xE3\xFD\x49\x56\xE3\x0E\x8E\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6C\x66\x8F\xCE\xF1\xDF\x8C\x0A\xB3\x0A\x91\xB4\x7F\xFF\xFF\xFF\x23\xCC\x8E\x54\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEB\xA1\x0A\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\x86\x02\xEA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xCD\x78\x43\x14\x7F\xFF\xFF\xFF\xEA\xB9\x1A\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAB\x23\xD6\x64\x59\x93\xB1\x44\x67\x03\xFD\xCF\xB4\x59\xCD\x9C\x1C\xC0\x16\x14\xE8\xAD\x79\x58\x52\x44\xAB\xC2\x33\x4C\x7A\x62\xF5\xB4\x95\xD9\xB1\x79\x73\x38\xE2\x8B\xFB\x6D\xAE\x8B\x73\xD0\xCD\x61\xD6\x0F\xE4\x92\xBF\x37\x5C\x76\x63\x1B\x4E\xB0\x65\x14\xEB\xC3\xFC\xA8\x48\xC4\xC1\x3E\x9A\x15\xF5\x6D\x5B\x5E\x07\x1C\xCF\x22\x5C\x6B\xA4\x16\x1D\x03\xF9\xF5\x92\xD2\x45\x58\x75\x65\xBF\xB0\x95\x7E\x63\x81\x11\x14\xE3\xA0\xAE\x15\xBC\x1A\x04\xB1\x72\xA4\x9A\x7E\xA0\x0E\x14\x11\x29\xF4\xBC\x40\x23\xC7\x24\xB7\x5F\x77\x02\xE3\x44\x52'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCAF057C4), ('P4rIngress.aggregator.bitmap_seq.seq', 0x151DEE8F)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x151DEE8F, 1700)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x7B)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x986EEDAB), ('P4rIngress.aggregator.values_v0000.hi', 0x2C426047)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x45DEB4B2), ('P4rIngress.aggregator.values_v0001.hi', 0x78D648B1)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x8168BD8D), ('P4rIngress.aggregator.values_v0010.hi', 0xAB0A25F5)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xAA48FFF6), ('P4rIngress.aggregator.values_v0011.hi', 0x80000000)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7292C6CC), ('P4rIngress.aggregator.values_v0100.hi', 0x45ECD80A)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x188CFCAF), ('P4rIngress.aggregator.values_v0101.hi', 0x83425ECB)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xF0CF8CFD), ('P4rIngress.aggregator.values_v0110.hi', 0x79E69178)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x49314A98), ('P4rIngress.aggregator.values_v0111.hi', 0x2C9146BC)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x445E8DF3), ('P4rIngress.aggregator.values_v1000.hi', 0xB0BFB9E1)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xF5B2EFB1), ('P4rIngress.aggregator.values_v1001.hi', 0xABAEA64F)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4D158A8F), ('P4rIngress.aggregator.values_v1010.hi', 0x42B2E038)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5EA27A43), ('P4rIngress.aggregator.values_v1011.hi', 0x98B4AE4E)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x449A8DB5), ('P4rIngress.aggregator.values_v1100.hi', 0xB0D5E6F9)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x70EF4ADB), ('P4rIngress.aggregator.values_v1101.hi', 0x1A406BA6)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x2C5F7D5A), ('P4rIngress.aggregator.values_v1110.hi', 0x670B33CE)], 1700)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x58EE456F), ('P4rIngress.aggregator.values_v1111.hi', 0x774D1D89)], 1700)
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
                gc.KeyTuple('job_id', 0xCBE4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001CA),
                gc.DataTuple('slot_count', 0x000008E8),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC2A0D89),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x6B55DD5A),
                gc.KeyTuple('src_port', 0x7509),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCBE4),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0140),
            ]
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
        pkt = b'\xBF\xEF\x3A\x7A\xE6\x36\x5C\x01\xFF\xFA\xC3\xB0\x08\x00\x05\x00\x00\x00\xA4\x5E\x00\x00\x00\x11\x00\x00\x6B\x55\xDD\x5A\xCB\x04\x28\xC5\x75\x09\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCB\xE4\x00\x1C\xDC\x2A\x0D\x89\x04\xDA\x04\x74\x15\x1D\xEE\x8F\x00\x20\xE1\xBB\x3E\xEF\xAB\x2F\x5B\x46\xA5\xFD\x6D\x85\x34\xB6\xCA\x14\x0D\x1C\xC1\x3D\x0F\x29\xDB\xF7\x4A\x4E\xB4\x42\x3B\x06\x09\xFA\xC6\xF4\x77\xD6\xE7\x5C\x54\x59\x62\x7B\x9C\xAD\x5D\x6C\xCA\x9C\x79\xAF\xD8\xEC\x09\x17\x49\xE0\xC3\xF9\x45\x59\x3E\xC9\x5B\x8A\x2A\x60\xB7\x42\x55\x59\x2E\x50\xAC\x85\x09\xA6\xC3\xA3\x6C\xAE\xBA\xDF\x44\xD5\xCE\x98\x64\xC7\xDE\xAA\x79\x30\xF4\x4C\xCD\xB4\x16\xC6\x1F\x16\xA0\xEA\x26\x5C\x3E\x29\x97\x24\x58\x73\x80\x00\x00\x00\x21\x85\x46\xD2\x32\x63\xBA\x01\xE0\x99\x6C\x61\x2B\xC2\xDE\x63\x55\x5C\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x5C\x01\xFF\xFA\xC3\xB0\xBF\xEF\x3A\x7A\xE6\x36\x08\x00\x05\x00\x00\x00\xA4\x5E\x00\x00\x40\x11\x00\x00\xCB\x04\x28\xC5\x6B\x55\xDD\x5A\xBE\xEF\x75\x09\x00\xA0\x00\x00\x50\x34\x02\x82\xCB\xE4\x00\x1C\xDC\x2A\x0D\x89\x04\xDA\x00\x74\x15\x1D\xEE\x8F\x00\x20\x00\x10\xD7\x5E\x98\xDA\x5B\x46\xA5\xFD\x7F\xFF\xFF\xFF\xCA\x14\x0D\x1C\x80\x00\x00\x00\xDB\xF7\x4A\x4E\x80\x00\x00\x00\x09\xFA\xC6\xF4\x7F\xFF\xFF\xFF\x54\x59\x62\x7B\xB5\x3A\x5A\x1B\xCA\x9C\x79\xAF\xC9\xBB\x96\x14\x49\xE0\xC3\xF9\x7F\xFF\xFF\xFF\x5B\x8A\x2A\x60\xFB\xA0\xE3\x4C\x2E\x50\xAC\x85\xFF\x59\xB3\x54\x6C\xAE\xBA\xDF\x7F\xFF\xFF\xFF\x64\xC7\xDE\xAA\x7F\xFF\xFF\xFF\xCD\xB4\x16\xC6\x63\xB1\x2E\x9F\x26\x5C\x3E\x29\x08\x13\xA3\x4E\x80\x00\x00\x00\x4D\xE4\xC4\x2C\x32\x63\xBA\x01\x39\x87\xB1\xD0\x2B\xC2\xDE\x63\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDA\xF0\x57\xC4\x15\x1D\xEE\x8F\x15\x1D\xEE\x8F\x10\x7B\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xD7\x5E\x98\xDA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x42\xEA\x55\xCD\x80\x00\x00\x00\x87\x01\x70\x43\x80\x00\x00\x00\x89\xFA\xC6\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB5\x3A\x5A\x1B\x80\x00\x00\x00\xC9\xBB\x96\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\xA0\xE3\x4C\xDF\x10\x66\x66\xFF\x59\xB3\x54\x18\x5D\x61\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x63\xB1\x2E\x9F\xD7\x32\x25\x22\x08\x13\xA3\x4E\x9A\x40\x6B\xA6\x4D\xE4\xC4\x2C\x7F\xFF\xFF\xFF\x39\x87\xB1\xD0\x7F\xFF\xFF\xFF\x55\x5C\x4A\x43\xC9\x9C\x7F\x7B\xD5\x83\xA0\xD8\xDC\x7F\xE1\x5E\x30\x8D\x73\xEE\x34\xFB\x44\x5F\xD9\x87\xB0\xB2\xC6\x1F\x83\xE5\x3D\x33\x8E\xFA\xF0\xC1\xE3\x08\x12\x86\xDC\x07\x7D\xF6\xE3\x0D\x38\x21\x53\x74\x11\x68\x4E\x48\xCB\x20\x85\xA5\x26\x99\x24\xD9\x70\x39\x06\xFC\x4B\xAA\xA6\x69\xE9\x73\xE4\x19\xD1\x66\x7B\xFC\x7F\x58\xB7\x85\x5C\x2D\x4E\x39\xF0\xF9\x07\xEC\x46\x20\xD7\xAD\x2F\x7D\xF0\x5A\xDD\x3E\x3A\x85\xD8\x44\x83\x25\x9D\x3E\x0B\x7A\x69\x23\x6E\xFF\xE8\x2E\xEB\xC7\xD3\x9B\x5D\xD6\xA7\xF9\x1F\xD0\xD1\x15\xE9\x28\x68\x98\xC5\xB6\x75\x29\x50\x80\xE8\xE0\x80\x6B\x3B\x60\x88\x9D\x81\x7D\xCC\xB6\x98\x90\x44\x42\x6F\x18\xFD\xDD\x09\x6C\xFB\x7F\xB5\xAB\x48\x15\xCF\x48\x4F\x82\xA5\x6E\x95\xE8\x7B\xA5\xD1\xAF\xD4\x00\xA5\xD1\x3B\x05\x43\xA8\xFF\xE1\xD9\x08\xC3\xA0\x25\x94\x2F\x4A\xDF\xDF\xE7\xA0\xD0\x07\x3F\x43\xE3\xAE\x10\x42\x1E\x94\xBC\xB3\x7D\x5C\xF4\x1F\x2C\x65\xEB\x63\xA3\x99\x5E\x72\x3F\xF6\x36\xCB\x92\xE0\x18\x1C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE6D790AC), ('P4rIngress.aggregator.bitmap_seq.seq', 0x25D87DBA)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x25D87DBA, 2924)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xF7)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x42A3DAD9), ('P4rIngress.aggregator.values_v0000.hi', 0x2D731519)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x84066C37), ('P4rIngress.aggregator.values_v0001.hi', 0x44475E02)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6A356789), ('P4rIngress.aggregator.values_v0010.hi', 0x5DAE1A2B)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x52A65E0E), ('P4rIngress.aggregator.values_v0011.hi', 0xC2ABC1C2)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x438BA0EA), ('P4rIngress.aggregator.values_v0100.hi', 0xAA10CE39)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2EA91479), ('P4rIngress.aggregator.values_v0101.hi', 0x96A225A7)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2DAA53DD), ('P4rIngress.aggregator.values_v0110.hi', 0x3C433035)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4EA6A4BF), ('P4rIngress.aggregator.values_v0111.hi', 0x7E8C1888)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x68A5BEA5), ('P4rIngress.aggregator.values_v1000.hi', 0x696F98BB)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x58F7682F), ('P4rIngress.aggregator.values_v1001.hi', 0x5E8C1F65)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x0E83628D), ('P4rIngress.aggregator.values_v1010.hi', 0x6A67A22E)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4CF58C5B), ('P4rIngress.aggregator.values_v1011.hi', 0x76E115DB)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x529E0D5A), ('P4rIngress.aggregator.values_v1100.hi', 0x44AB847B)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x659E6B9C), ('P4rIngress.aggregator.values_v1101.hi', 0x4B1758EE)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7A4D2B6A), ('P4rIngress.aggregator.values_v1110.hi', 0xA2C140B6)], 2924)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7D926623), ('P4rIngress.aggregator.values_v1111.hi', 0x46A9ECBF)], 2924)
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
                gc.KeyTuple('job_id', 0xA8D9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2A6C4FF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x005),
                gc.KeyTuple('src_addr', 0x534485FC),
                gc.KeyTuple('src_port', 0x3E55),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA8D9),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0384),
            ]
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
        pkt = b'\x8D\x50\xE8\x1E\x2A\xAF\x62\x7A\x20\xD3\xF3\xE0\x08\x00\x05\x00\x00\x00\x60\x19\x00\x00\x00\x11\x00\x00\x53\x44\x85\xFC\x46\xB8\x15\xB0\x3E\x55\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA8\xD9\x00\x0D\xD2\xA6\xC4\xFF\x0B\x6C\x02\xCA\x25\xD8\x7D\xBA\x00\x20\x38\x17\x6B\x5A\xCB\x74\x74\x4A\xB9\x29\xEF\x2B\x5B\x66\x80\x00\x00\x00\x4E\xCE\x81\x3D\x51\x3A\xBA\xA9\x32\x8E\x96\x03\xAD\x37\x0F\xF4\x6A\xD2\x35\x6C\x5E\x5B\xD8\xDF\x3B\x29\x51\x56\xB5\x24\x35\xB5\xCD\xA0\xD3\xCE\x5D\xA6\x02\x25\x37\x1C\xAD\x9F\x37\x4E\xAD\xC2\x6B\x95\x3E\x2E\x24\xE7\xB8\x87\x29\x08\xAD\xB7\x47\x34\xE2\xDC\x78\x89\x28\x8D\x48\x34\xF0\x94\xD4\xA9\x5D\xC1\x75\x23\x45\xD2\x35\x91\x9D\xED\x0F\x5C\xC2\xFC\x6E\xD1\x89\x69\x62\xBA\xC9\xCC\x09\x43\xB9\x2A\xBC\x62\xA2\xB7\x5D\x16\x53\xAE\x2D\x93\x95\x1B\x2B\x00\xF3\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x62\x7A\x20\xD3\xF3\xE0\x8D\x50\xE8\x1E\x2A\xAF\x08\x00\x05\x00\x00\x00\x60\x19\x00\x00\x40\x11\x00\x00\x46\xB8\x15\xB0\x53\x44\x85\xFC\xBE\xEF\x3E\x55\x00\xA0\x00\x00\x50\x34\x02\x82\xA8\xD9\x00\x0D\xD2\xA6\xC4\xFF\x0B\x6C\x00\xCA\x25\xD8\x7D\xBA\x00\x20\x00\x1A\x7F\xFF\xFF\xFF\x74\x4A\xB9\x29\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x51\x3A\xBA\xA9\x7F\xFF\xFF\xFF\xAD\x37\x0F\xF4\x7F\xFF\xFF\xFF\x5E\x5B\xD8\xDF\x69\xD2\x65\xCF\xB5\x24\x35\xB5\xFB\x4B\x27\xAB\x5D\xA6\x02\x25\x7F\xFF\xFF\xFF\x37\x4E\xAD\xC2\x7F\xFF\xFF\xFF\x24\xE7\xB8\x87\x7F\xFF\xFF\xFF\x47\x34\xE2\xDC\x7F\xFF\xFF\xFF\x48\x34\xF0\x94\x21\x9E\xEA\x1C\x75\x23\x45\xD2\x7F\xFF\xFF\xFF\x0F\x5C\xC2\xFC\x7F\xFF\xFF\xFF\x62\xBA\xC9\xCC\x7F\xFF\xFF\xFF\xBC\x62\xA2\xB7\x7F\xFF\xFF\xFF\x2D\x93\x95\x1B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE6\xD7\xB0\xAC\x25\xD8\x7D\xBA\x25\xD8\x7D\xBA\x1A\xF7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC4\x47\x5E\x02\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x08\x6C\xA7\x18\x69\xD2\x65\xCF\x80\x00\x00\x00\xFB\x4B\x27\xAB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x21\x9E\xEA\x1C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x54\x08\x47\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x74\x3D\x81\xDA\x2B\x00\xF3\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17\x66\x2E\xEA\xC6\x59\x57\x40\x45\x7A\x7B\xB8\xC7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC782D047), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6DB2EBD0)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6DB2EBD0, 4390)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0C), ('P4rIngress.aggregator.count_exp.exponent', 0xD1)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x524CDB97), ('P4rIngress.aggregator.values_v0000.hi', 0x52A46C0E)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBD5AB857), ('P4rIngress.aggregator.values_v0001.hi', 0x9864C52D)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x1B8D6424), ('P4rIngress.aggregator.values_v0010.hi', 0x741AEA54)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4D675DA4), ('P4rIngress.aggregator.values_v0011.hi', 0x9960BBE9)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x0DB9E614), ('P4rIngress.aggregator.values_v0100.hi', 0x9B3CE6A7)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5D2E8A4F), ('P4rIngress.aggregator.values_v0101.hi', 0xCC142FE3)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB428A312), ('P4rIngress.aggregator.values_v0110.hi', 0xE45956DC)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xBCBD9D0D), ('P4rIngress.aggregator.values_v0111.hi', 0xB36A35D1)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x90A3BE83), ('P4rIngress.aggregator.values_v1000.hi', 0x4E8CA55D)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7987C1D5), ('P4rIngress.aggregator.values_v1001.hi', 0x5A8BE4BF)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA19B94ED), ('P4rIngress.aggregator.values_v1010.hi', 0x82795CF1)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x41632075), ('P4rIngress.aggregator.values_v1011.hi', 0xDAE7578C)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x62FDA303), ('P4rIngress.aggregator.values_v1100.hi', 0x42D38F2B)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3C62CFD3), ('P4rIngress.aggregator.values_v1101.hi', 0xAAF362A9)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4D657F3B), ('P4rIngress.aggregator.values_v1110.hi', 0x36D15D49)], 4390)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6EEA30E4), ('P4rIngress.aggregator.values_v1111.hi', 0xBA6A91AE)], 4390)
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
                gc.KeyTuple('job_id', 0x961C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002FF),
                gc.DataTuple('slot_count', 0x00000FCD),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F14D087),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xE1B0DB61),
                gc.KeyTuple('src_port', 0xDE0E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x961C),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x02D2),
            ]
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
        ig_port = 61
        pkt = b'\x35\xAF\x49\xB3\xE3\x4F\x86\xFD\x13\x52\x24\x62\x08\x00\x05\x00\x00\x00\x0D\x78\x00\x00\x00\x11\x00\x00\xE1\xB0\xDB\x61\x0A\xF8\x7B\x7F\xDE\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\x1C\x00\x0D\x0F\x14\xD0\x87\x0E\x27\x02\x50\x6D\xB2\xEB\xD0\x00\x20\x5F\x2C\x49\x6B\xCA\x57\x5A\x03\x68\xFA\xC1\x8F\x03\x64\x78\x04\x03\x6D\x7A\x57\x84\x35\x1D\x23\xA8\x62\x6B\x24\xD9\xED\xC8\xBB\xC1\xA7\x7F\x9D\xE4\x02\x46\x99\x4B\x5C\x86\x2B\xBE\xC3\xF1\xE3\xF1\x04\x86\x9D\xD2\x17\x87\xF4\xB8\x97\xAA\xB0\x43\xEA\xFB\x50\x17\xCB\xD0\x67\xB9\x06\x5D\x7D\x9E\x71\x3A\x96\x52\x94\x53\xD4\xC8\x98\x81\x56\xD3\x4A\xD0\xBA\xD2\xBF\x72\x36\x6C\xB5\x1A\x59\xE6\x2F\x51\x54\xAE\x2C\x75\x07\xF4\x4A\x6A\xB6\x64\xEB\xBD\x63\x4E\x77\x47\x57\xBC\x13\x4E\x85\xB5\x80\x2A\xEA\xAC\x34\xAA\xB1\xDF\x91\xBF\x50\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x86\xFD\x13\x52\x24\x62\x35\xAF\x49\xB3\xE3\x4F\x08\x00\x05\x00\x00\x00\x0D\x78\x00\x00\x40\x11\x00\x00\x0A\xF8\x7B\x7F\xE1\xB0\xDB\x61\xBE\xEF\xDE\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\x96\x1C\x00\x0D\x0F\x14\xD0\x87\x0E\x27\x00\x50\x6D\xB2\xEB\xD0\x00\x20\x00\x0D\x7F\xFF\xFF\xFF\x5A\x03\x68\xFA\x80\x00\x00\x00\x78\x04\x03\x6D\x7F\xFF\xFF\xFF\x1D\x23\xA8\x62\x7F\xFF\xFF\xFF\xC8\xBB\xC1\xA7\x7F\xFF\xFF\xFF\x46\x99\x4B\x5C\xE3\x5A\x49\x12\xF1\xE3\xF1\x04\x80\x00\x00\x00\x87\xF4\xB8\x97\x80\x00\x00\x00\xFB\x50\x17\xCB\x80\x00\x00\x00\x5D\x7D\x9E\x71\x7F\xFF\xFF\xFF\x53\xD4\xC8\x98\x80\x00\x00\x00\xD0\xBA\xD2\xBF\x7F\xFF\xFF\xFF\x1A\x59\xE6\x2F\x7F\xFF\xFF\xFF\x75\x07\xF4\x4A\x7F\xFF\xFF\xFF\xBD\x63\x4E\x77\x7F\xFF\xFF\xFF\x4E\x85\xB5\x80\x7F\xFF\xFF\xFF\xAA\xB1\xDF\x91\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC7\x82\xF0\x47\x6D\xB2\xEB\xD0\x6D\xB2\xEB\xD0\x0D\xD1\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x10\x68\xC8\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE1\xD6\x32\x03\xE3\x5A\x49\x12\xBD\xF8\x20\xE7\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xAE\xBA\x4D\x9C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xF5\x41\x3D\xBB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBF\x50\x3F\x36\x2E\x52\x31\xED\xFA\x1E\x02\xC1\xF0\xB3\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0\x6C\x3A\x5F\xFA\x46\x2C\xB6\xB2\x3F\x8E\x0C\x32\x94\x18\x8C\x70\xD0\x17\x48\x07\xAC\x77\x7F\xE5\x75\x46\x1A\x9E\xA6\x2E\xF8\x20\x9F\x61\xF7\x01\xD4\x95\x10\xEE\x90\x7A\x2F\xF3\xDB\xFC\x40\x7F\x55\xE4\x11\x62\x7C\x03\x80\xA4\x1A\xCB\x8F\xE0\x01\x57\x65\xE6\xCE\xC5\x5D\x25\xA4\xF4\xD9\x0F\x22\x75\x8C\x7F\xEA\x2F\x97\x62\x93\xE9\x05\x27\x73\x01\xD5\xD3\xC0\xEC\x9D\xDA\xAF\xD2\xA9\xEC\xB2\xAC\x01\xD8\xAC\x26\xFB\xCD\xF9\x99\x07\xCD\x03\x3A\x00\x12\x73\x64\xEF\x70\xCF\x5B\x6B\x8C\xEE\xA8\x67\xFA\x84\xE2\x94\x26\xDC\xE7\xC8\x59\x05\xDD\xC4\x01\x65\x94\xA0\x61\x21\x5D\xAF\x95\x5B\x02\x97\x2F\xC5\x28\x8C\x2A\xDE\xFE\xF3\xFF\xAC\x81\x5E\x40\xB0\x91\x17\xDE\x81\x28\x2B\x13\x04\xA0\x4C\x59\x50\x00\x17\x34\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F\x51\xE8\x6D\xC0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA7069CDE), ('P4rIngress.aggregator.bitmap_seq.seq', 0x67898CF8)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x67898CF8, 5315)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x9B)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0F5557AF), ('P4rIngress.aggregator.values_v0000.hi', 0x546E9E69)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6AA6EB29), ('P4rIngress.aggregator.values_v0001.hi', 0xCB18CCC6)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA758D307), ('P4rIngress.aggregator.values_v0010.hi', 0x51D4684E)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x62516E4E), ('P4rIngress.aggregator.values_v0011.hi', 0x347B9EC4)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x69856B4D), ('P4rIngress.aggregator.values_v0100.hi', 0x5D152DAA)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x55EC1F79), ('P4rIngress.aggregator.values_v0101.hi', 0x51678573)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x7EA17CC4), ('P4rIngress.aggregator.values_v0110.hi', 0xF0C449F1)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x63E46E0A), ('P4rIngress.aggregator.values_v0111.hi', 0xEBA9029F)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF5EA3B1B), ('P4rIngress.aggregator.values_v1000.hi', 0x35671465)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x56BD7D4E), ('P4rIngress.aggregator.values_v1001.hi', 0x2455CDD9)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB779FD06), ('P4rIngress.aggregator.values_v1010.hi', 0x7689FC02)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5D2508FF), ('P4rIngress.aggregator.values_v1011.hi', 0x14B105BE)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7CABCBF7), ('P4rIngress.aggregator.values_v1100.hi', 0xF27E76BB)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x795C5434), ('P4rIngress.aggregator.values_v1101.hi', 0x77499536)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5835D693), ('P4rIngress.aggregator.values_v1110.hi', 0x89EFE7B5)], 5315)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x9282D472), ('P4rIngress.aggregator.values_v1111.hi', 0x73D9ADF2)], 5315)
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
                gc.KeyTuple('job_id', 0x507C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C19),
                gc.DataTuple('slot_count', 0x00000DB2),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5E196A7C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x91793C78),
                gc.KeyTuple('src_port', 0x1215),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x507C),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0167),
            ]
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
        ig_port = 6
        pkt = b'\x8F\x8E\x2E\x50\xC0\x2A\xCD\xAF\xF9\x49\x8B\x41\x08\x00\x05\x00\x00\x00\x71\xBE\x00\x00\x00\x11\x00\x00\x91\x79\x3C\x78\x0A\xC9\xD8\xDD\x12\x15\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x50\x7C\x00\x1C\x5E\x19\x6A\x7C\x08\xAA\x04\x26\x67\x89\x8C\xF8\x00\x20\x83\x92\x26\x2D\x64\xF7\x4F\xE8\x7E\xA1\x66\x9A\x25\xA0\x2B\x2E\x6C\x60\xBB\x56\xDB\x7C\x32\xFC\x20\xC4\x57\x76\x71\x03\x6D\x5E\x9E\xD2\x1A\xF7\x0C\x5B\x5D\x69\x58\x9A\x31\x81\x85\xF5\x6D\xBE\xF6\xA9\x7E\x9D\xFB\x78\x8C\x4F\xF1\x96\x31\x72\xA9\x6A\x8E\xB3\x16\x53\x57\xCD\x47\x95\x67\x52\x5D\xD4\x74\xA9\x6E\x4F\x70\x45\xAD\x46\x15\x55\x93\xE5\x6E\x64\xD1\x32\x6A\x91\x1B\xBE\x7D\xBE\x07\x43\xFE\xB8\xCD\xD9\x83\x6C\x1E\x57\x6E\xEA\x63\xA5\x67\xA9\x87\x12\x5C\x7D\x1D\xAD\xDD\x21\x13\x35\xDF\xC7\xAE\xDB\x43\x92\xE7\xE4\x1C\x65\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xCD\xAF\xF9\x49\x8B\x41\x8F\x8E\x2E\x50\xC0\x2A\x08\x00\x05\x00\x00\x00\x71\xBE\x00\x00\x40\x11\x00\x00\x0A\xC9\xD8\xDD\x91\x79\x3C\x78\xBE\xEF\x12\x15\x00\xA0\x00\x00\x50\x34\x02\x82\x50\x7C\x00\x1C\x5E\x19\x6A\x7C\x08\xAA\x00\x26\x67\x89\x8C\xF8\x00\x20\x00\x16\x35\x82\xBC\xA6\x4F\xE8\x7E\xA1\x7F\xFF\xFF\xFF\x2B\x2E\x6C\x60\x80\x00\x00\x00\x32\xFC\x20\xC4\x7F\xFF\xFF\xFF\x6D\x5E\x9E\xD2\x7F\xFF\xFF\xFF\x5D\x69\x58\x9A\x7F\xFF\xFF\xFF\x6D\xBE\xF6\xA9\x7F\xFF\xFF\xFF\x8C\x4F\xF1\x96\x7F\xFF\xFF\xFF\x8E\xB3\x16\x53\x4D\xB7\x82\xB0\x67\x52\x5D\xD4\x7F\xFF\xFF\xFF\x70\x45\xAD\x46\xCC\xCF\x90\xEB\x6E\x64\xD1\x32\x7F\xFF\xFF\xFF\x7D\xBE\x07\x43\x7B\x64\x99\xD0\x83\x6C\x1E\x57\x7F\xFF\xFF\xFF\x67\xA9\x87\x12\x7F\xFF\xFF\xFF\xDD\x21\x13\x35\x80\x00\x00\x00\x43\x92\xE7\xE4\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB7\x06\x9C\xDE\x67\x89\x8C\xF8\x67\x89\x8C\xF8\x16\x9B\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x35\x82\xBC\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF6\x47\x39\x26\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4D\xB7\x82\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\xCF\x90\xEB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7B\x64\x99\xD0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1C\x65\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x32479F78), ('P4rIngress.aggregator.bitmap_seq.seq', 0x18D8288F)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x18D8288F, 3336)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0x86)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x250FA383), ('P4rIngress.aggregator.values_v0000.hi', 0x548FBE75)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x89A79D68), ('P4rIngress.aggregator.values_v0001.hi', 0x1696977F)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x70319D97), ('P4rIngress.aggregator.values_v0010.hi', 0x4F8ADA97)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6F0F0E53), ('P4rIngress.aggregator.values_v0011.hi', 0x9186B6A4)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x63EF2DCF), ('P4rIngress.aggregator.values_v0100.hi', 0xB18ADC6E)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x97B54DAB), ('P4rIngress.aggregator.values_v0101.hi', 0x8F9555E2)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x19ADF919), ('P4rIngress.aggregator.values_v0110.hi', 0x6948DA41)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x502BEC56), ('P4rIngress.aggregator.values_v0111.hi', 0x489F41B1)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x091162C8), ('P4rIngress.aggregator.values_v1000.hi', 0x5754FC51)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x85997CBB), ('P4rIngress.aggregator.values_v1001.hi', 0xC34F97A1)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB9E4A990), ('P4rIngress.aggregator.values_v1010.hi', 0x6A344E46)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4E0B62B1), ('P4rIngress.aggregator.values_v1011.hi', 0xAF1F5F56)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x771DAAB6), ('P4rIngress.aggregator.values_v1100.hi', 0xAED223F5)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x08A9F11C), ('P4rIngress.aggregator.values_v1101.hi', 0x65182CE1)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4C2A5897), ('P4rIngress.aggregator.values_v1110.hi', 0x7E7ED75A)], 3336)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xFB9AB8FA), ('P4rIngress.aggregator.values_v1111.hi', 0x668E86B0)], 3336)
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
                gc.KeyTuple('job_id', 0x06D9),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000273),
                gc.DataTuple('slot_count', 0x00001A93),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEBA14099),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xD0944320),
                gc.KeyTuple('src_port', 0x2889),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x06D9),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x02F8),
            ]
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
        pkt = b'\x70\x1D\xCF\x79\xAB\xFF\xE4\x39\x84\xAE\xD9\xC2\x08\x00\x05\x00\x00\x00\x5E\x78\x00\x00\x00\x11\x00\x00\xD0\x94\x43\x20\x52\xCD\x5D\x09\x28\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x06\xD9\x00\x0D\xEB\xA1\x40\x99\x0A\x95\x02\x44\x18\xD8\x28\x8F\x00\x20\xFC\x74\x60\xE7\x35\xC5\x77\x59\xBC\x34\xAD\x5C\xAD\x88\x56\xB1\xFA\x1D\x2C\xA1\x8B\x53\x6B\x2B\xAD\xEB\x64\x73\x8E\x25\x95\x4C\xD4\xA8\x50\xEE\x25\xAF\x13\xBA\x8F\xC3\xFB\x6F\x3D\xAD\xD1\x34\x3A\x4F\xBF\x36\xED\xAF\x2D\x2B\xC1\xAD\x77\xB8\x9E\x8B\x40\xCA\xF8\xE5\x7E\xAF\x58\x6E\x5B\x62\x27\x43\xFC\x79\x0F\xC7\x11\xED\x0A\xEB\x9F\x3A\x2B\xF0\x3C\x7A\x05\xC1\x4C\x1B\xB2\xB3\x95\x5A\x6A\x8A\xD7\x77\xAB\xF5\x34\x0C\x17\xA3\xCF\xCA\x57\xCD\x7A\x31\xDF\x27\x5F\xF4\xD6\x00\x75\x3C\x28\x84\x80\xEB\xB7\x8B\x1F\x5A\xB2\xA1\x99\xD8\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xE4\x39\x84\xAE\xD9\xC2\x70\x1D\xCF\x79\xAB\xFF\x08\x00\x05\x00\x00\x00\x5E\x78\x00\x00\x40\x11\x00\x00\x52\xCD\x5D\x09\xD0\x94\x43\x20\xBE\xEF\x28\x89\x00\xA0\x00\x00\x50\x34\x02\x82\x06\xD9\x00\x0D\xEB\xA1\x40\x99\x0A\x95\x00\x44\x18\xD8\x28\x8F\x00\x20\x00\x11\x7F\xFF\xFF\xFF\x77\x59\xBC\x34\x80\x00\x00\x00\x56\xB1\xFA\x1D\x7F\xFF\xFF\xFF\x6B\x2B\xAD\xEB\x7F\xFF\xFF\xFF\x95\x4C\xD4\xA8\x7F\xFF\xFF\xFF\x13\xBA\x8F\xC3\x93\x24\x8B\x58\xD1\x34\x3A\x4F\xD8\xE4\xE6\xC8\x2D\x2B\xC1\xAD\x7F\xFF\xFF\xFF\x40\xCA\xF8\xE5\x7F\xFF\xFF\xFF\x5B\x62\x27\x43\x82\x12\x8C\x82\x11\xED\x0A\xEB\x80\x00\x00\x00\x3C\x7A\x05\xC1\x7F\xFF\xFF\xFF\x95\x5A\x6A\x8A\x4E\x95\x56\xAB\x34\x0C\x17\xA3\xD8\x74\x48\xE9\x7A\x31\xDF\x27\x7F\xFF\xFF\xFF\x75\x3C\x28\x84\x80\x00\x00\x00\x1F\x5A\xB2\xA1\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x32\x47\xBF\x78\x18\xD8\x28\x8F\x18\xD8\x28\x8F\x11\x86\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6D\x48\x91\x9C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC5\x45\x6C\x31\x93\x24\x8B\x58\x80\x00\x00\x00\xD8\xE4\xE6\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x82\x12\x8C\x82\xD5\x3C\xA2\x8C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x4E\x95\x56\xAB\xE2\xDE\x3B\x98\xD8\x74\x48\xE9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x99\xD8\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE7A1C8FF), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBC45C340)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBC45C340, 5182)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x88)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x8097830A), ('P4rIngress.aggregator.values_v0000.hi', 0x6F7BC8C4)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x40EA6DF4), ('P4rIngress.aggregator.values_v0001.hi', 0x3ABCF2DB)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xB4F8EF34), ('P4rIngress.aggregator.values_v0010.hi', 0x39F2EBE7)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB20B831B), ('P4rIngress.aggregator.values_v0011.hi', 0x80000000)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x635C7AC1), ('P4rIngress.aggregator.values_v0100.hi', 0x758DC6CD)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xBEA5393B), ('P4rIngress.aggregator.values_v0101.hi', 0xC44BAED5)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDAE3B667), ('P4rIngress.aggregator.values_v0110.hi', 0x5B5B090F)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x716406AC), ('P4rIngress.aggregator.values_v0111.hi', 0xB0CEAE74)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD752B487), ('P4rIngress.aggregator.values_v1000.hi', 0x58BFED59)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x5F3B5266), ('P4rIngress.aggregator.values_v1001.hi', 0x6A5272FE)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x44C2722B), ('P4rIngress.aggregator.values_v1010.hi', 0x96D9DFB7)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xB6E91BE7), ('P4rIngress.aggregator.values_v1011.hi', 0x3E360CD7)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xEBFF373A), ('P4rIngress.aggregator.values_v1100.hi', 0x7DF2DFD5)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6A67CB31), ('P4rIngress.aggregator.values_v1101.hi', 0xB4F956A4)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8125E520), ('P4rIngress.aggregator.values_v1110.hi', 0x62783343)], 5182)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3DAAC0CF), ('P4rIngress.aggregator.values_v1111.hi', 0x7943AA5B)], 5182)
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
                gc.KeyTuple('job_id', 0xDD24),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007B6),
                gc.DataTuple('slot_count', 0x0000108F),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x186AF197),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x7A306356),
                gc.KeyTuple('src_port', 0xB30E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDD24),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0282),
            ]
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
        pkt = b'\x93\x97\x53\x77\xD5\x34\x15\xFE\xCF\x0F\x4A\x14\x08\x00\x05\x00\x00\x00\xAC\x8D\x00\x00\x00\x11\x00\x00\x7A\x30\x63\x56\x61\x1B\xDE\x9F\xB3\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDD\x24\x00\x1C\x18\x6A\xF1\x97\x0C\x88\x00\x6A\xBC\x45\xC3\x40\x00\x20\xA6\x87\x12\xF3\x1B\xB8\x17\x71\xE3\x5F\x44\x4A\x0D\x53\xFA\x7A\xE6\x08\xB2\xF9\x2C\xAA\x04\x7A\xDA\x31\xBA\x5C\xDD\xC9\x71\x6E\x22\x77\x5B\x44\x40\x39\x23\xD8\xDD\xD7\x1F\xA1\x0A\x6B\xBA\x75\x3E\x3D\x0A\xF4\x4B\xD4\x4B\x72\xC2\xCA\x58\xF1\xF1\xD3\xD7\xE4\x6B\xED\x52\x95\xE6\xFA\x5E\x0F\xFB\x53\xD8\x55\x2E\xA5\x46\x97\xA9\xAC\x5F\xB6\xB5\xCF\xDA\x4D\x1E\xA5\xB5\x87\x6F\x04\x42\xB0\xD2\x86\x02\x35\xFB\x18\x42\xAD\xDF\x13\x49\xBE\x9B\x67\x2D\xB5\x7E\xA1\xB5\x35\x56\xAD\x58\xD7\xD1\x00\x71\xAB\xCA\xDC\x11\xD5\xCE\x2C\xBE\x95\xAE\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x15\xFE\xCF\x0F\x4A\x14\x93\x97\x53\x77\xD5\x34\x08\x00\x05\x00\x00\x00\xAC\x8D\x00\x00\x40\x11\x00\x00\x61\x1B\xDE\x9F\x7A\x30\x63\x56\xBE\xEF\xB3\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\xDD\x24\x00\x1C\x18\x6A\xF1\x97\x0C\x88\x00\x6A\xBC\x45\xC3\x40\x00\x20\x00\x0F\x93\x8A\x9E\xC2\x17\x71\xE3\x5F\x7F\xFF\xFF\xFF\xFA\x7A\xE6\x08\x80\x00\x00\x00\x04\x7A\xDA\x31\x80\x00\x00\x00\x71\x6E\x22\x77\x7F\xFF\xFF\xFF\x23\xD8\xDD\xD7\xDE\x46\x43\xA6\xBA\x75\x3E\x3D\xE5\xD8\x02\x3B\x4B\x72\xC2\xCA\x7F\xFF\xFF\xFF\xD7\xE4\x6B\xED\x29\xE8\x9B\x81\x5E\x0F\xFB\x53\x37\x90\x81\x0B\x46\x97\xA9\xAC\x7F\xFF\xFF\xFF\xDA\x4D\x1E\xA5\x80\x00\x00\x00\x42\xB0\xD2\x86\xEE\x35\x32\x52\x42\xAD\xDF\x13\x7F\xFF\xFF\xFF\x2D\xB5\x7E\xA1\x80\x00\x00\x00\x58\xD7\xD1\x00\x7F\xFF\xFF\xFF\x11\xD5\xCE\x2C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF7\xA1\xC8\xFF\xBC\x45\xC3\x40\xBC\x45\xC3\x40\x0F\x88\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x93\x8A\x9E\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x35\x37\xD8\xE3\x80\x00\x00\x00\x3E\x6D\xC6\x18\x80\x00\x00\x00\xF1\x6E\x22\x77\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xDE\x46\x43\xA6\x80\x00\x00\x00\xE5\xD8\x02\x3B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x88\xB3\x1A\x61\x29\xE8\x9B\x81\x7F\xFF\xFF\xFF\x37\x90\x81\x0B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEE\x35\x32\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE2\xAE\xD5\x45\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBE\x95\xAE\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7\xDC\xA9\xD7\x1D\x42\xE2\x36\x07\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D\x4C\xD2\x1C\x81'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE174FC6B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6153B000)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6153B000, 7804)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xC0)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x30193B3F), ('P4rIngress.aggregator.values_v0000.hi', 0x50AAF718)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x55DA796C), ('P4rIngress.aggregator.values_v0001.hi', 0xB737179F)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x96F837B3), ('P4rIngress.aggregator.values_v0010.hi', 0x19BF58D3)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xA5BB0EC7), ('P4rIngress.aggregator.values_v0011.hi', 0xA96B344A)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4B51D1C1), ('P4rIngress.aggregator.values_v0100.hi', 0x454FE401)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6C7D368B), ('P4rIngress.aggregator.values_v0101.hi', 0xBEF96CF7)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5C84674E), ('P4rIngress.aggregator.values_v0110.hi', 0x74BBBBF3)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x44834FDA), ('P4rIngress.aggregator.values_v0111.hi', 0xC934A777)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB3EDF921), ('P4rIngress.aggregator.values_v1000.hi', 0x756367B2)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4B3A6E51), ('P4rIngress.aggregator.values_v1001.hi', 0x5BCBB3BD)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x36228AEB), ('P4rIngress.aggregator.values_v1010.hi', 0x99FCAA47)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xEF1161BD), ('P4rIngress.aggregator.values_v1011.hi', 0x7E58C238)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x2BE1B71A), ('P4rIngress.aggregator.values_v1100.hi', 0x3294B2AB)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2FCEEE62), ('P4rIngress.aggregator.values_v1101.hi', 0x568399BC)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x12BB7817), ('P4rIngress.aggregator.values_v1110.hi', 0x5F238671)], 7804)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xB2983FE0), ('P4rIngress.aggregator.values_v1111.hi', 0xADF1E3A2)], 7804)
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
                gc.KeyTuple('job_id', 0x3972),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCB7C9C6A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xA1383352),
                gc.KeyTuple('src_port', 0xAC38),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x3972),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x007F),
            ]
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
        ig_port = 61
        pkt = b'\xF8\x32\x6D\xB3\x02\x5B\x46\x84\x17\xCB\x5A\xA3\x08\x00\x05\x00\x00\x00\x08\x20\x00\x00\x00\x11\x00\x00\xA1\x38\x33\x52\xA4\x42\x2A\x73\xAC\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x39\x72\x00\x1C\xCB\x7C\x9C\x6A\x1E\x7C\x06\x7C\x61\x53\xB0\x00\x00\x20\x61\x9B\x21\x3E\x47\x81\x56\xE3\x0E\xFF\x5A\x6B\x16\xBF\x32\x96\xF4\x0D\xB2\x15\x60\xF3\xC8\x49\x4D\xDB\xA9\xF2\x9D\x59\x26\xD9\x64\x3A\x4D\x3D\xD5\x83\x79\x38\xE7\x7A\xBB\xD9\x8C\x7B\x88\xC9\x25\xF4\xDB\x0E\x2E\x2F\x5E\xA3\x1B\xB5\x6B\xB1\xEF\x14\x23\x4F\x3A\x17\x7D\x85\xDF\xBB\x74\x0B\xA4\xE4\x1F\x1E\x4C\xDB\x5A\x93\x3B\x5C\x67\xA4\x2C\x3B\x94\x07\xC8\x02\x8A\x4B\x44\x95\x5D\x59\x93\x8A\x1C\x4B\xB1\x52\xF6\xC4\x95\xEB\x76\x12\x4F\x86\x6F\xD2\x1B\xBA\x6F\x09\xCF\xA1\x2F\x28\x67\x7A\xB9\x12\x2F\x48\xBC\x68\x50\x36\x52\xFA\xBE\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x46\x84\x17\xCB\x5A\xA3\xF8\x32\x6D\xB3\x02\x5B\x08\x00\x05\x00\x00\x00\x08\x20\x00\x00\x40\x11\x00\x00\xA4\x42\x2A\x73\xA1\x38\x33\x52\xBE\xEF\xAC\x38\x00\xA0\x00\x00\x50\x34\x02\x82\x39\x72\x00\x1C\xCB\x7C\x9C\x6A\x1E\x7C\x00\x7C\x61\x53\xB0\x00\x00\x20\x00\x10\x51\x57\x82\xC0\x56\xE3\x0E\xFF\x7F\xFF\xFF\xFF\x32\x96\xF4\x0D\x80\x00\x00\x00\xC8\x49\x4D\xDB\x80\x00\x00\x00\x26\xD9\x64\x3A\x7F\xFF\xFF\xFF\x79\x38\xE7\x7A\x28\x56\xC3\x06\x88\xC9\x25\xF4\x37\x92\x95\x7D\x5E\xA3\x1B\xB5\x7F\xFF\xFF\xFF\x23\x4F\x3A\x17\x31\x73\xD8\xDC\x74\x0B\xA4\xE4\x6A\x58\xBB\x2C\x5A\x93\x3B\x5C\x7F\xFF\xFF\xFF\x94\x07\xC8\x02\x80\x00\x00\x00\x5D\x59\x93\x8A\x48\x2D\x68\x6C\xF6\xC4\x95\xEB\x7F\xFF\xFF\xFF\x6F\xD2\x1B\xBA\x7F\xFF\xFF\xFF\x2F\x28\x67\x7A\x80\x00\x00\x00\xBC\x68\x50\x36\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF1\x74\xFC\x6B\x61\x53\xB0\x00\x61\x53\xB0\x00\x10\xC0\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x51\x57\x82\xC0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\xCE\x0B\xAC\x80\x00\x00\x00\xE2\x08\xA6\xAE\x80\x00\x00\x00\xD0\x44\x98\x84\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x28\x56\xC3\x06\x80\x00\x00\x00\x37\x92\x95\x7D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEC\x83\xE1\x8E\x31\x73\xD8\xDC\x7F\xFF\xFF\xFF\x6A\x58\xBB\x2C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x48\x2D\x68\x6C\x29\x59\x48\x96\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x52\xFA\xBE\xF3\x30\x40\xD5\x9D\x26\xA7\xC1\xA1\x32\x25\x5B\x4A\x46\xE8\x4A\x1F\x45\x7D\x49\x23\x6B\x36\x8C\x33\x88\xDE\x92\x49\x65\xEF\x43\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09\xE8\xF4\xAD\xF4\x4D\x56\x36\x1F\x5B\x40\x8F\x6B\x38\x64\x88\x0A\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0\x86\xDD\x49\xD9\x84\x45\xB7\x4C\xD4\xD9\x4E\x1D\xBA\x95\xF8\x8B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE02D4E81), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB578F93E)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB578F93E, 2590)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0xA2)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6D756C68), ('P4rIngress.aggregator.values_v0000.hi', 0x13B8759A)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA2E24795), ('P4rIngress.aggregator.values_v0001.hi', 0x6C8B9B6D)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x62F0B68B), ('P4rIngress.aggregator.values_v0010.hi', 0x75D1761B)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x57C92791), ('P4rIngress.aggregator.values_v0011.hi', 0x8706DBD6)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x54AE1F31), ('P4rIngress.aggregator.values_v0100.hi', 0x4D122540)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xA128E3B9), ('P4rIngress.aggregator.values_v0101.hi', 0xB299E33B)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB29AB6F7), ('P4rIngress.aggregator.values_v0110.hi', 0x76486E1B)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xB361DD12), ('P4rIngress.aggregator.values_v0111.hi', 0x5661E96C)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6EEB5965), ('P4rIngress.aggregator.values_v1000.hi', 0x466B50B4)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xBF5F775C), ('P4rIngress.aggregator.values_v1001.hi', 0x603003E9)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x00000000), ('P4rIngress.aggregator.values_v1010.hi', 0xB6647CEF)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x3D8BAC1D), ('P4rIngress.aggregator.values_v1011.hi', 0x22A70E59)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xBA7656A6), ('P4rIngress.aggregator.values_v1100.hi', 0x49E6E6D9)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6315BE21), ('P4rIngress.aggregator.values_v1101.hi', 0x5A43672E)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x235A4C93), ('P4rIngress.aggregator.values_v1110.hi', 0x2842ACD8)], 2590)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x1E92D247), ('P4rIngress.aggregator.values_v1111.hi', 0x61F64C99)], 2590)
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
                gc.KeyTuple('job_id', 0xED9A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000369),
                gc.DataTuple('slot_count', 0x00000D2D),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCDE0BAB7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xDAA696A1),
                gc.KeyTuple('src_port', 0xB997),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xED9A),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x010C),
            ]
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
        ig_port = 58
        pkt = b'\x4D\x6C\x09\x0F\xFE\x24\xD4\x43\xE2\x18\xCF\x4B\x08\x00\x05\x00\x00\x00\x9D\x8F\x00\x00\x00\x11\x00\x00\xDA\xA6\x96\xA1\x25\x4E\x36\x3C\xB9\x97\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x9A\x00\x0D\xCD\xE0\xBA\xB7\x06\xB5\x02\x43\xB5\x78\xF9\x3E\x00\x20\xD9\xBE\x21\x4E\xFC\xEE\x7C\x3B\x14\x2E\x98\xFA\x47\xF5\xB4\xCA\xA5\xE6\x36\x40\x15\xD2\x63\x59\x12\x4A\x2F\x59\x66\x91\xAB\x17\x1E\xB5\x50\x52\xFD\x6E\x80\x00\x00\x00\xD4\x5B\x6C\x99\x99\x64\xBA\xA3\x9C\xB0\x31\x44\x21\x49\x7D\x8B\x97\x67\x08\x0B\x4C\xA9\xE7\x4E\x16\xFE\x89\xC7\x5C\x1B\x30\x8F\xB1\x30\xFB\xDD\x4C\x79\xDD\x22\x00\x00\x00\x00\x59\x6E\x8E\xF3\x4B\xA6\xCE\xD1\x7D\x49\x1E\x57\x9B\x66\x4D\x33\x40\x82\x33\x4C\x56\xB7\x08\x34\xAD\x43\x14\x17\x70\x1E\xCB\xEA\x69\xE4\xB6\x50\x7C\xF5\xA7\xB1\x5D\x56\x5B\xF1\x8E\xDE\x3C\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD4\x43\xE2\x18\xCF\x4B\x4D\x6C\x09\x0F\xFE\x24\x08\x00\x05\x00\x00\x00\x9D\x8F\x00\x00\x40\x11\x00\x00\x25\x4E\x36\x3C\xDA\xA6\x96\xA1\xBE\xEF\xB9\x97\x00\xA0\x00\x00\x50\x34\x02\x82\xED\x9A\x00\x0D\xCD\xE0\xBA\xB7\x06\xB5\x00\x43\xB5\x78\xF9\x3E\x00\x20\x00\x19\x7F\xFF\xFF\xFF\x7C\x3B\x14\x2E\x80\x00\x00\x00\xB4\xCA\xA5\xE6\x7F\xFF\xFF\xFF\x63\x59\x12\x4A\x7F\xFF\xFF\xFF\xAB\x17\x1E\xB5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x99\x64\xBA\xA3\x80\x00\x00\x00\x21\x49\x7D\x8B\x80\x00\x00\x00\x4C\xA9\xE7\x4E\x7F\xFF\xFF\xFF\x5C\x1B\x30\x8F\x80\x00\x00\x00\x4C\x79\xDD\x22\x00\x00\x00\x00\x59\x6E\x8E\xF3\x7F\xFF\xFF\xFF\x7D\x49\x1E\x57\x80\x00\x00\x00\x40\x82\x33\x4C\x7F\xFF\xFF\xFF\xAD\x43\x14\x17\x7F\xFF\xFF\xFF\x69\xE4\xB6\x50\x7F\xFF\xFF\xFF\x5D\x56\x5B\xF1\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE0\x2D\x6E\x81\xB5\x78\xF9\x3E\xB5\x78\xF9\x3E\x19\xA2\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x21\x56\x41\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCD\x12\x25\x40\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x0F\xD3\x0B\xE2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x07\x86\x7B\x45\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8E\xDE\x3C\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2F356897), ('P4rIngress.aggregator.bitmap_seq.seq', 0x0D04DED8)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x0D04DED8, 6391)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0xF1)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x035EEC73), ('P4rIngress.aggregator.values_v0000.hi', 0x5EA9F222)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4716FF35), ('P4rIngress.aggregator.values_v0001.hi', 0xD32C6342)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xDB9DFD4D), ('P4rIngress.aggregator.values_v0010.hi', 0xE5F71E5A)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x8A1598D9), ('P4rIngress.aggregator.values_v0011.hi', 0xDF6B4E71)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3D047865), ('P4rIngress.aggregator.values_v0100.hi', 0x2DFCC542)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x05E5E610), ('P4rIngress.aggregator.values_v0101.hi', 0xC9C84A31)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x090C3741), ('P4rIngress.aggregator.values_v0110.hi', 0x73B6FA87)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x63C468A1), ('P4rIngress.aggregator.values_v0111.hi', 0xDB1302A9)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xEDE9A651), ('P4rIngress.aggregator.values_v1000.hi', 0x651AC2CE)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xAEE29D03), ('P4rIngress.aggregator.values_v1001.hi', 0x6ED1DA8E)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x51CB591A), ('P4rIngress.aggregator.values_v1010.hi', 0xABB99DFF)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA6298B41), ('P4rIngress.aggregator.values_v1011.hi', 0x1F729BB7)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x7C962DE5), ('P4rIngress.aggregator.values_v1100.hi', 0xB731B78D)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xC4B1F1D5), ('P4rIngress.aggregator.values_v1101.hi', 0x6078B954)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8B717B9A), ('P4rIngress.aggregator.values_v1110.hi', 0x9CDBFA1D)], 6391)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x48A6088F), ('P4rIngress.aggregator.values_v1111.hi', 0xA190D1E6)], 6391)
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
                gc.KeyTuple('job_id', 0x93B6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CA6),
                gc.DataTuple('slot_count', 0x00000E87),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x53564DBA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x8EF0F89A),
                gc.KeyTuple('src_port', 0xAA1A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x93B6),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0321),
            ]
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
        pkt = b'\x8D\x60\x37\xA7\x60\x72\xE3\xD0\xC1\x47\x47\x87\x08\x00\x05\x00\x00\x00\x0E\x4F\x00\x00\x00\x11\x00\x00\x8E\xF0\xF8\x9A\x3E\xA8\x14\x31\xAA\x1A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x93\xB6\x00\x1C\x53\x56\x4D\xBA\x0C\x51\x00\xDC\x0D\x04\xDE\xD8\x00\x20\xC6\xF8\x71\x2C\xC4\xC0\x36\x92\xB2\x78\x58\xD6\x76\x63\x59\xEF\xE1\x33\x89\xD1\x0B\x35\x46\xF6\x5D\x92\x8A\xBD\x83\xDB\xDD\xEE\xCD\xFB\x5E\xC6\x31\x29\x59\xC1\x42\xC4\xDB\x35\xF7\x56\x90\xA3\xE6\x47\x0B\x7D\x76\xF3\x11\x26\x8B\x43\x75\x28\x9F\x87\xBB\x5D\xF8\x7C\xDB\x8A\x6C\xDB\x51\x66\xEB\x67\x32\x63\xB6\xAD\x12\xB6\x91\x71\x5D\x08\x10\x5C\xAF\x8F\x2C\xD9\xAE\xEB\xA5\x57\x7C\xC7\xE6\x41\xB9\xB6\x26\xEB\x8B\x66\x80\x6E\x9C\x4A\xC5\xBD\x2C\x50\xE1\x36\xBE\x7B\xD2\xB1\xC5\xB3\x56\x56\x3C\x7D\xB2\xBF\xAF\xB4\x38\xF7\x30\x86\x75\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xE3\xD0\xC1\x47\x47\x87\x8D\x60\x37\xA7\x60\x72\x08\x00\x05\x00\x00\x00\x0E\x4F\x00\x00\x40\x11\x00\x00\x3E\xA8\x14\x31\x8E\xF0\xF8\x9A\xBE\xEF\xAA\x1A\x00\xA0\x00\x00\x50\x34\x02\x82\x93\xB6\x00\x1C\x53\x56\x4D\xBA\x0C\x51\x00\xDC\x0D\x04\xDE\xD8\x00\x20\x00\x05\x74\x8B\xB1\x33\x36\x92\xB2\x78\x7F\xFF\xFF\xFF\x59\xEF\xE1\x33\x80\x00\x00\x00\x46\xF6\x5D\x92\x80\x00\x00\x00\xDD\xEE\xCD\xFB\x7F\xFF\xFF\xFF\x59\xC1\x42\xC4\xE1\x1B\xDD\x66\x90\xA3\xE6\x47\x14\x89\xAE\x34\x11\x26\x8B\x43\x7F\xFF\xFF\xFF\xBB\x5D\xF8\x7C\xC9\x74\x13\x2C\x51\x66\xEB\x67\xE1\x46\x53\xB0\x12\xB6\x91\x71\x7F\xFF\xFF\xFF\xAF\x8F\x2C\xD9\x80\x00\x00\x00\x7C\xC7\xE6\x41\x36\x4C\x54\xD0\x8B\x66\x80\x6E\x80\x00\x00\x00\x2C\x50\xE1\x36\x80\x00\x00\x00\xC5\xB3\x56\x56\x7F\xFF\xFF\xFF\xAF\xB4\x38\xF7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3F\x35\x68\x97\x0D\x04\xDE\xD8\x0D\x04\xDE\xD8\x05\xF1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x74\x8B\xB1\x33\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x2D\x1C\x44\x75\x80\x00\x00\x00\x2C\xED\x7B\xEC\x80\x00\x00\x00\xBD\x5A\x1C\x6C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE1\x1B\xDD\x66\x80\x00\x00\x00\x14\x89\xAE\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x96\x70\xFB\x25\xC9\x74\x13\x2C\x7F\xFF\xFF\xFF\xE1\x46\x53\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x36\x4C\x54\xD0\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x30\x86\x75\x89\x50\x78\x63\x81\x78\x4F\x1E\x62\xF8\x20\xB9\x65\xE2\xB6\xE4\x11\x6C\xE3\x9A\xAE\xF7\x8E\x46\x9B\xD9\x30\x4A\x6B\x27\xED\xE4\xA7\x90\x53\x6F\xDB\x50\xDA\xD0\x3E\xA4\x26\x53\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9F6FC2D2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE9A6EE62)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE9A6EE62, 5646)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x11), ('P4rIngress.aggregator.count_exp.exponent', 0x15)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x6DBF46EC), ('P4rIngress.aggregator.values_v0000.hi', 0x3757959D)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB6A2EB8A), ('P4rIngress.aggregator.values_v0001.hi', 0x67D75AE5)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6928F667), ('P4rIngress.aggregator.values_v0010.hi', 0x4B20ECA5)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x628CCF6B), ('P4rIngress.aggregator.values_v0011.hi', 0x9013C72E)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x66538AA2), ('P4rIngress.aggregator.values_v0100.hi', 0x5A7CFEDF)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x147F7607), ('P4rIngress.aggregator.values_v0101.hi', 0xBE89B619)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2676B43D), ('P4rIngress.aggregator.values_v0110.hi', 0x4AA13670)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x73A10FFB), ('P4rIngress.aggregator.values_v0111.hi', 0x6BD0226C)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x68B681A5), ('P4rIngress.aggregator.values_v1000.hi', 0x760E5247)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB694615E), ('P4rIngress.aggregator.values_v1001.hi', 0x7138D549)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA7611FD5), ('P4rIngress.aggregator.values_v1010.hi', 0x59B09966)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4D788EFE), ('P4rIngress.aggregator.values_v1011.hi', 0x9EB1D67A)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x23800000), ('P4rIngress.aggregator.values_v1100.hi', 0xF7ADD92B)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x80000000), ('P4rIngress.aggregator.values_v1101.hi', 0xA790B70D)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x9A15B8B4), ('P4rIngress.aggregator.values_v1110.hi', 0x1BE4B6C8)], 5646)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x437759EE), ('P4rIngress.aggregator.values_v1111.hi', 0xD9A77ADE)], 5646)
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
                gc.KeyTuple('job_id', 0x2002),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BEA),
                gc.DataTuple('slot_count', 0x00000ACA),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3BCB9B06),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x85FB294C),
                gc.KeyTuple('src_port', 0x1972),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2002),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0259),
            ]
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
        pkt = b'\xED\x79\x93\x97\xB5\xB7\x82\x6B\x00\xC0\xE5\xBA\x08\x00\x05\x00\x00\x00\xD3\xF6\x00\x00\x00\x11\x00\x00\x85\xFB\x29\x4C\xA3\xEE\x6B\xD7\x19\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x20\x02\x00\x0D\x3B\xCB\x9B\x06\x0A\x24\x06\x10\xE9\xA6\xEE\x62\x00\x20\x30\x1E\x23\xE2\x83\x5A\x72\xE3\x8C\x9E\xA2\x79\xE8\x57\xB4\x9E\x41\xD3\x41\x78\xED\x2B\x6F\xD6\x54\x31\x6C\x1A\xE7\xB3\xAA\x76\x06\xDE\x53\xAA\xBA\xCF\xE5\xCD\x79\xAE\x9F\xEF\x4B\x53\xB8\xD3\xEE\x4B\xB6\xA2\xA4\xE3\x49\x91\xAB\x8A\x47\x2A\x0D\xC5\x49\xC1\xBF\x5A\x28\x81\xC0\x56\x7E\x51\x7A\xAF\x45\x7D\x8F\x3C\xD3\xCA\x04\x39\xB9\x38\x1C\xF5\x61\xD8\x7C\x27\x69\x0A\x4C\xF8\x9E\xF5\x9A\x37\xDC\x80\x00\x00\xC2\x9E\xD3\x38\x7F\xF0\xE3\xBD\x55\xB6\xD1\x23\xD3\x34\xA9\x3B\x6E\x25\xC2\xDD\x6D\xC4\xE9\xA8\x92\xAA\x07\x12\x97\x86\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x82\x6B\x00\xC0\xE5\xBA\xED\x79\x93\x97\xB5\xB7\x08\x00\x05\x00\x00\x00\xD3\xF6\x00\x00\x40\x11\x00\x00\xA3\xEE\x6B\xD7\x85\xFB\x29\x4C\xBE\xEF\x19\x72\x00\xA0\x00\x00\x50\x34\x02\x82\x20\x02\x00\x0D\x3B\xCB\x9B\x06\x0A\x24\x00\x10\xE9\xA6\xEE\x62\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x72\xE3\x8C\x9E\x80\x00\x00\x00\xB4\x9E\x41\xD3\x7F\xFF\xFF\xFF\x6F\xD6\x54\x31\x7F\xFF\xFF\xFF\xAA\x76\x06\xDE\x7F\xFF\xFF\xFF\xE5\xCD\x79\xAE\xB4\x6E\xC1\x5A\xB8\xD3\xEE\x4B\xDD\x19\x59\x20\x49\x91\xAB\x8A\x7F\xFF\xFF\xFF\x49\xC1\xBF\x5A\x7F\xFF\xFF\xFF\x7E\x51\x7A\xAF\xFC\x11\xF0\x9A\xD3\xCA\x04\x39\x80\x00\x00\x00\x61\xD8\x7C\x27\x7F\xFF\xFF\xFF\x9E\xF5\x9A\x37\x00\x00\x00\x00\xC2\x9E\xD3\x38\xFF\xF0\xE3\xBD\x55\xB6\xD1\x23\x80\x00\x00\x00\x6E\x25\xC2\xDD\x7F\xFF\xFF\xFF\x92\xAA\x07\x12\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9F\x6F\xE2\xD2\xE9\xA6\xEE\x62\xE9\xA6\xEE\x62\x12\x15\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1C\x75\x9C\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x40\x4A\x78\x8D\xB4\x6E\xC1\x5A\x80\x00\x00\x00\xDD\x19\x59\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFC\x11\xF0\x9A\x45\x02\xD9\x82\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x00\x00\x00\xBA\x4C\xAC\x63\xFF\xF0\xE3\xBD\xFD\x47\x88\x30\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x97\x86\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13\x86\x5E\x05\xC2\xA2\xE4\xF5\x57\x6A\x44\x38\xBD\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D\x03\x95\xBC\xBC\xCB\x69\x7C\xBD\x00\xA6\xE3\xC6\x90\x82\xF6\x40\x27\x38\xFE\x96\xB7\x48\x37\xB4\xB5\x75\x0C\xF2\x03\x9B\x8D\x71\x22\x57\xE2\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE9E4B3E5), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE74BC400)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE74BC400, 3962)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0x85)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2D7F6143), ('P4rIngress.aggregator.values_v0000.hi', 0x2F9ECB6B)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x35B426F9), ('P4rIngress.aggregator.values_v0001.hi', 0x099668EA)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x89792FAD), ('P4rIngress.aggregator.values_v0010.hi', 0x4D823456)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6AF15E8E), ('P4rIngress.aggregator.values_v0011.hi', 0x40000000)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4A33728E), ('P4rIngress.aggregator.values_v0100.hi', 0x52AB8E4E)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x76D8F3DB), ('P4rIngress.aggregator.values_v0101.hi', 0x69737795)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4D9994D1), ('P4rIngress.aggregator.values_v0110.hi', 0xBD93F96B)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x3936B22D), ('P4rIngress.aggregator.values_v0111.hi', 0x1E82241B)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xBEF79729), ('P4rIngress.aggregator.values_v1000.hi', 0x299A6167)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xAA314F04), ('P4rIngress.aggregator.values_v1001.hi', 0xFFBBD74C)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x48B1BB71), ('P4rIngress.aggregator.values_v1010.hi', 0xBF720DBE)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5AEA4B54), ('P4rIngress.aggregator.values_v1011.hi', 0x7AAE6435)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3ABD0BB0), ('P4rIngress.aggregator.values_v1100.hi', 0x64DB7B73)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x33FAD8F5), ('P4rIngress.aggregator.values_v1101.hi', 0x7A34D9A8)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4972976A), ('P4rIngress.aggregator.values_v1110.hi', 0x112F853E)], 3962)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x835A2C97), ('P4rIngress.aggregator.values_v1111.hi', 0x786975F4)], 3962)
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
                gc.KeyTuple('job_id', 0x5B11),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000277),
                gc.DataTuple('slot_count', 0x00001A03),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDFC08666),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x40C8EDCB),
                gc.KeyTuple('src_port', 0xF4CF),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5B11),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0352),
            ]
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
        ig_port = 38
        pkt = b'\xB2\xA9\x9B\x58\xBE\xBE\xC6\x74\x08\x97\x2C\xAC\x08\x00\x05\x00\x00\x00\x9B\x92\x00\x00\x00\x11\x00\x00\x40\xC8\xED\xCB\x2D\x57\x8D\x8C\xF4\xCF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5B\x11\x00\x1C\xDF\xC0\x86\x66\x0D\x03\x06\x22\xE7\x4B\xC4\x00\x00\x20\x87\xBC\xD7\x7E\x2F\x50\x7B\xF2\x09\x4D\x6F\x69\x3A\x1C\x63\x79\x64\x75\xEB\x36\xED\xCE\x69\xF1\x2A\xDF\x46\x28\x2A\x99\x40\x00\x00\x00\x5B\xB9\x38\xCC\x51\x82\x9E\x17\x26\x9C\x14\xB7\x69\x73\xE7\xF7\x4F\x31\x73\xCF\xAD\xAB\xC6\xA3\x59\x16\xFE\xB1\x80\x00\x00\x00\x98\x98\xD5\xAC\x6D\xFD\xDA\x00\x9A\x55\x6E\x5F\xB8\x82\xDD\x2F\x7B\xA3\x8E\x8D\x15\x6A\x13\xFF\x66\xCA\x3C\x6F\x03\xF9\xE5\xE3\x4A\x55\xB3\x64\xC3\x6B\x8B\x15\x4D\x70\xC4\xBA\x22\x52\xC1\xDB\x5D\xA6\xB3\x26\xD2\x70\xF9\xAB\x95\x1A\x13\x53\x39\xD6\x6E\x6C\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xC6\x74\x08\x97\x2C\xAC\xB2\xA9\x9B\x58\xBE\xBE\x08\x00\x05\x00\x00\x00\x9B\x92\x00\x00\x40\x11\x00\x00\x2D\x57\x8D\x8C\x40\xC8\xED\xCB\xBE\xEF\xF4\xCF\x00\xA0\x00\x00\x50\x34\x02\x82\x5B\x11\x00\x1C\xDF\xC0\x86\x66\x0D\x03\x00\x22\xE7\x4B\xC4\x00\x00\x20\x00\x16\x04\xFD\x90\x93\x7B\xF2\x09\x4D\x7F\xFF\xFF\xFF\x63\x79\x64\x75\x80\x00\x00\x00\x69\xF1\x2A\xDF\x7F\xFF\xFF\xFF\x40\x00\x00\x00\x7F\xFF\xFF\xFF\x51\x82\x9E\x17\x7F\xFF\xFF\xFF\x69\x73\xE7\xF7\x7F\xFF\xFF\xFF\xAD\xAB\xC6\xA3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6D\xFD\xDA\x00\x80\x00\x00\x00\xB8\x82\xDD\x2F\x7F\xFF\xFF\xFF\x15\x6A\x13\xFF\x7F\xFF\xFF\xFF\x03\xF9\xE5\xE3\x7F\xFF\xFF\xFF\xC3\x6B\x8B\x15\x7F\xFF\xFF\xFF\x22\x52\xC1\xDB\x7F\xFF\xFF\xFF\xD2\x70\xF9\xAB\x80\x00\x00\x00\x39\xD6\x6E\x6C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF9\xE4\xB3\xE5\xE7\x4B\xC4\x00\xE7\x4B\xC4\x00\x16\x85\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x04\xFD\x90\x93\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6D\x0F\xCD\x5F\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9E\x82\x24\x1B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB8\x3E\xB4\x7B\x7F\xFF\xFF\xFF\xD4\xDC\x21\xBD\x7F\xFF\xFF\xFF\x7E\xA8\x4A\x18\x7F\xFF\xFF\xFF\x28\x47\x06\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE3\xA0\x7E\xE9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xC6A3C701), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB4CAFC68)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB4CAFC68, 6240)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0xAE)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7A78DBC6), ('P4rIngress.aggregator.values_v0000.hi', 0x47A4A529)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xE1CF507D), ('P4rIngress.aggregator.values_v0001.hi', 0x65C57772)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6AA9673F), ('P4rIngress.aggregator.values_v0010.hi', 0x48985690)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x649172D9), ('P4rIngress.aggregator.values_v0011.hi', 0xD0CD0BF7)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6A482D9D), ('P4rIngress.aggregator.values_v0100.hi', 0x37FFA8DF)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xBE296372), ('P4rIngress.aggregator.values_v0101.hi', 0xBE0BEE70)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x8DEB5380), ('P4rIngress.aggregator.values_v0110.hi', 0x5909BF9F)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x59B8F57C), ('P4rIngress.aggregator.values_v0111.hi', 0x5057ED63)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4D3D9B4D), ('P4rIngress.aggregator.values_v1000.hi', 0x62903EFD)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x64B3794A), ('P4rIngress.aggregator.values_v1001.hi', 0x48D090B3)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x612A9FC7), ('P4rIngress.aggregator.values_v1010.hi', 0x69F5F1C6)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4E0F4639), ('P4rIngress.aggregator.values_v1011.hi', 0x4A96CAEE)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4F22AA29), ('P4rIngress.aggregator.values_v1100.hi', 0x56D5DE56)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5898EBD6), ('P4rIngress.aggregator.values_v1101.hi', 0x1B1B7E03)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x34421956), ('P4rIngress.aggregator.values_v1110.hi', 0xB023A7B7)], 6240)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x9A3B96BA), ('P4rIngress.aggregator.values_v1111.hi', 0xB239BEDB)], 6240)
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
                gc.KeyTuple('job_id', 0x65AF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000731),
                gc.DataTuple('slot_count', 0x0000146C),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0A92B8DA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0xF8D0A2CE),
                gc.KeyTuple('src_port', 0x14BB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x65AF),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x03E3),
            ]
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
        pkt = b'\x99\x16\xC6\x43\x8E\x13\xC8\xE4\x23\x6D\xEC\x89\x08\x00\x05\x00\x00\x00\xBD\x10\x00\x00\x00\x11\x00\x00\xF8\xD0\xA2\xCE\x03\x20\xEB\x0E\x14\xBB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x65\xAF\x00\x0D\x0A\x92\xB8\xDA\x11\x2F\x02\x4F\xB4\xCA\xFC\x68\x00\x20\x35\x85\x14\xDA\x49\x02\x6A\x0A\xAD\x65\x9C\x80\xB9\x4E\x92\x6C\xA9\x20\x6A\x5F\xFB\x41\x58\xD6\xBC\x91\x77\x7D\x7A\x63\x94\xFA\xD2\x81\x57\x6C\xF2\x57\xEE\x22\xF2\xC7\xD3\x6E\xFE\xF3\xBF\xA3\x3D\xED\x64\x2B\xDB\xEF\x56\x38\x91\xAE\x65\x08\x52\x4E\x53\x4C\x65\x61\x69\xEC\xCE\x6D\x62\x85\x3A\xD2\x5D\xA2\x55\x6A\x51\x6D\x19\xBB\x49\x2F\xD3\x00\x73\x34\xA2\xDE\xEF\xA5\xCD\xC1\x3A\x1E\x36\xCE\x32\xD0\xAA\x99\x92\x9D\xC2\x8F\x64\x72\x66\x38\x6B\xF8\x04\x63\x5A\xD7\x7A\x3E\xAD\xEF\xB7\x09\xBB\x8B\xC2\xA5\xAF\x13\x6D\x0A\x2B\x81\x3C\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xC8\xE4\x23\x6D\xEC\x89\x99\x16\xC6\x43\x8E\x13\x08\x00\x05\x00\x00\x00\xBD\x10\x00\x00\x40\x11\x00\x00\x03\x20\xEB\x0E\xF8\xD0\xA2\xCE\xBE\xEF\x14\xBB\x00\xA0\x00\x00\x50\x34\x02\x82\x65\xAF\x00\x0D\x0A\x92\xB8\xDA\x11\x2F\x00\x4F\xB4\xCA\xFC\x68\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x6A\x0A\xAD\x65\x80\x00\x00\x00\x92\x6C\xA9\x20\x7F\xFF\xFF\xFF\x58\xD6\xBC\x91\x7F\xFF\xFF\xFF\x94\xFA\xD2\x81\x7F\xFF\xFF\xFF\xEE\x22\xF2\xC7\x91\x98\x62\x65\xBF\xA3\x3D\xED\xF2\x17\x2F\x6F\x56\x38\x91\xAE\x7F\xFF\xFF\xFF\x53\x4C\x65\x61\x7F\xFF\xFF\xFF\x62\x85\x3A\xD2\x7F\xFF\xFF\xFF\x51\x6D\x19\xBB\x7F\xFF\xFF\xFF\x73\x34\xA2\xDE\x3D\xB5\x13\xFA\x3A\x1E\x36\xCE\x7F\xFF\xFF\xFF\x92\x9D\xC2\x8F\x7F\xFF\xFF\xFF\x6B\xF8\x04\x63\x7F\xFF\xFF\xFF\xAD\xEF\xB7\x09\x80\x00\x00\x00\xAF\x13\x6D\x0A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xC6\xA3\xE7\x01\xB4\xCA\xFC\x68\xB4\xCA\xFC\x68\x20\xAE\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF8\x32\x20\x92\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x26\x22\x9B\xA6\x91\x98\x62\x65\x80\x00\x00\x00\xF2\x17\x2F\x6F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3D\xB5\x13\xFA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x73\xA0\xE5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x2B\x81\x3C\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xAD92F59F), ('P4rIngress.aggregator.bitmap_seq.seq', 0x505AF000)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x505AF000, 6041)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x10), ('P4rIngress.aggregator.count_exp.exponent', 0xA4)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x1825744E), ('P4rIngress.aggregator.values_v0000.hi', 0x55E69BE7)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x59CB4B2F), ('P4rIngress.aggregator.values_v0001.hi', 0xC0892C70)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xEAAC22F0), ('P4rIngress.aggregator.values_v0010.hi', 0x5B36174A)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1B882356), ('P4rIngress.aggregator.values_v0011.hi', 0x20236C4B)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x626FEFE4), ('P4rIngress.aggregator.values_v0100.hi', 0x407C74A8)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x58C7F5F1), ('P4rIngress.aggregator.values_v0101.hi', 0x68CF4C82)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x64EF20D5), ('P4rIngress.aggregator.values_v0110.hi', 0x9A38C2A5)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4377A9FF), ('P4rIngress.aggregator.values_v0111.hi', 0xA56B37DA)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xFAD59374), ('P4rIngress.aggregator.values_v1000.hi', 0x2133459D)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x508BC05B), ('P4rIngress.aggregator.values_v1001.hi', 0x23A46DC6)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xAC20F94C), ('P4rIngress.aggregator.values_v1010.hi', 0xAA1D6D5F)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1685A67D), ('P4rIngress.aggregator.values_v1011.hi', 0x6432BADD)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8C629765), ('P4rIngress.aggregator.values_v1100.hi', 0x3694EC31)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6A553167), ('P4rIngress.aggregator.values_v1101.hi', 0xC32E56EE)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x756E995D), ('P4rIngress.aggregator.values_v1110.hi', 0xA7AEE2D0)], 6041)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x96E45663), ('P4rIngress.aggregator.values_v1111.hi', 0x21F6A3BD)], 6041)
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
                gc.KeyTuple('job_id', 0x7FB8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000377),
                gc.DataTuple('slot_count', 0x00001BB1),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8409D6DA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0x05DFA0D9),
                gc.KeyTuple('src_port', 0xCD34),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7FB8),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x034D),
            ]
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
        pkt = b'\xA1\x36\xE9\x33\xE9\xAB\x82\x7A\x69\xBA\xF8\xB1\x08\x00\x05\x00\x00\x00\x48\xF9\x00\x00\x00\x11\x00\x00\x05\xDF\xA0\xD9\x50\x76\x96\x49\xCD\x34\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7F\xB8\x00\x1C\x84\x09\xD6\xDA\x14\x22\x00\x42\x50\x5A\xF0\x00\x00\x20\x4C\xD7\x5C\xF3\x70\xE2\x42\x15\x5F\x81\x51\x4C\x5A\xAA\x7F\x00\xEA\x46\x92\xB8\xFA\x8F\x7E\x72\xAC\x3F\x69\x4A\x01\xB2\x60\xBA\x04\xB1\x41\xEF\x42\xBA\x70\x65\xBA\x04\x2C\x4B\x25\x7C\x21\xEA\x14\x9F\x55\x9F\x7B\x33\xDF\x6B\x54\xD3\x5D\x74\x18\x3D\xB5\x81\x3F\x19\xB3\x15\x96\x76\x77\xE4\xC5\x4A\x39\x97\x0E\xD3\x7A\xE6\x3F\x03\x95\x21\x49\xDE\xD1\x28\xE3\x05\x7A\x09\xAC\xEE\x47\x9B\xDE\x5D\xAC\x4E\x93\xFF\x91\x56\xE4\x9D\x44\x8F\x73\xB3\xFA\xB5\x03\x5A\x41\xC4\xDC\xC4\x9A\x33\xED\xD4\xB8\x01\xD3\xD3\x7B\x17\x3E\xAA\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x82\x7A\x69\xBA\xF8\xB1\xA1\x36\xE9\x33\xE9\xAB\x08\x00\x05\x00\x00\x00\x48\xF9\x00\x00\x40\x11\x00\x00\x50\x76\x96\x49\x05\xDF\xA0\xD9\xBE\xEF\xCD\x34\x00\xA0\x00\x00\x50\x34\x02\x82\x7F\xB8\x00\x1C\x84\x09\xD6\xDA\x14\x22\x00\x42\x50\x5A\xF0\x00\x00\x20\x00\x11\x75\x18\xE5\x30\x42\x15\x5F\x81\x7F\xFF\xFF\xFF\x7F\x00\xEA\x46\x80\x00\x00\x00\x7E\x72\xAC\x3F\x7F\xFF\xFF\xFF\x60\xBA\x04\xB1\x7F\xFF\xFF\xFF\x70\x65\xBA\x04\x7F\xFF\xFF\xFF\x21\xEA\x14\x9F\x7F\xFF\xFF\xFF\xDF\x6B\x54\xD3\x7F\xFF\xFF\xFF\xB5\x81\x3F\x19\xAD\xEB\x29\xEA\x77\xE4\xC5\x4A\x7F\xFF\xFF\xFF\x7A\xE6\x3F\x03\x80\x00\x00\x00\xD1\x28\xE3\x05\x7F\xFF\xFF\xFF\x47\x9B\xDE\x5D\x80\x00\x00\x00\x91\x56\xE4\x9D\x7F\xFF\xFF\xFF\xFA\xB5\x03\x5A\x7F\xFF\xFF\xFF\x9A\x33\xED\xD4\x80\x00\x00\x00\x7B\x17\x3E\xAA\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBD\x92\xF5\x9F\x50\x5A\xF0\x00\x50\x5A\xF0\x00\x11\xA4\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x75\x18\xE5\x30\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3F\x8A\x16\xB6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAD\xEB\x29\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC7\xEB\xD0\xCE\x7F\xFF\xFF\xFF\xBD\xE3\x5A\x48\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2DF0397B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x6229A3CD)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x6229A3CD, 4103)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0x97)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xDDB62B2B), ('P4rIngress.aggregator.values_v0000.hi', 0x707D03AB)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x51614987), ('P4rIngress.aggregator.values_v0001.hi', 0xDDDBB417)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD667CC5D), ('P4rIngress.aggregator.values_v0010.hi', 0x170F8A99)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB7BB31C9), ('P4rIngress.aggregator.values_v0011.hi', 0xE4BA1523)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x782AE0AB), ('P4rIngress.aggregator.values_v0100.hi', 0x2EE2D6CF)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2BCD2E3A), ('P4rIngress.aggregator.values_v0101.hi', 0xB6260980)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xD8B64109), ('P4rIngress.aggregator.values_v0110.hi', 0x69D47E81)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5244929F), ('P4rIngress.aggregator.values_v0111.hi', 0x4CECF4F0)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB44D6B7E), ('P4rIngress.aggregator.values_v1000.hi', 0x82A4C737)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x71756B16), ('P4rIngress.aggregator.values_v1001.hi', 0xDC05DBE0)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2CA88DDE), ('P4rIngress.aggregator.values_v1010.hi', 0x0E80BE05)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6CAB865D), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3D75BB3F), ('P4rIngress.aggregator.values_v1100.hi', 0xA712E701)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x33BD26F3), ('P4rIngress.aggregator.values_v1101.hi', 0x5F65EEED)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6F933D43), ('P4rIngress.aggregator.values_v1110.hi', 0x80000000)], 4103)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x41CC4EB6), ('P4rIngress.aggregator.values_v1111.hi', 0xAA75FD5D)], 4103)
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
                gc.KeyTuple('job_id', 0x91C2),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000355),
                gc.DataTuple('slot_count', 0x0000194D),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x35EAA14C),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x3FC8106E),
                gc.KeyTuple('src_port', 0x46B9),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x91C2),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0266),
            ]
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
        pkt = b'\x1C\x0A\xF3\x10\x42\xBA\x85\x44\x5D\x70\xDF\x49\x08\x00\x05\x00\x00\x00\x87\xFF\x00\x00\x00\x11\x00\x00\x3F\xC8\x10\x6E\xE9\xD6\x17\x95\x46\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\xC2\x00\x1C\x35\xEA\xA1\x4C\x0C\xB2\x06\x49\x62\x29\xA3\xCD\x00\x20\x48\x5B\x13\xB4\x5B\x31\x11\x87\x7A\x43\x41\x4F\x69\x8F\x37\x89\xA4\x1F\x94\x28\x45\xB2\x62\x52\x3E\xBB\xC1\x82\xD4\x0B\xA0\xC6\x56\x30\x57\xCC\x84\x2D\x5C\xAE\xCD\xAE\x8E\x57\xA8\xAA\x96\x4E\xDF\xF6\x25\xF9\xF2\xDF\x41\xB4\xEB\x3D\x5E\x95\xE8\xBE\x67\x3E\x18\x47\xE1\xDD\x57\xBA\xA2\x18\x3C\xF3\x0B\x5F\x6E\xE5\x90\xD1\x53\x91\x76\x36\x05\x6C\x75\xBC\xA1\xF5\x2F\x3A\x43\x41\x4A\x7B\x56\xF8\x9E\xF6\xB3\x4C\xAF\xA6\x2B\xCE\x5A\x4D\x22\xF9\x49\xB9\x83\x8F\xC9\x4F\x53\x7E\x51\xFB\x51\x36\x73\xC8\xD4\x93\xC8\xEC\x11\x4D\xBF\x3B\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x85\x44\x5D\x70\xDF\x49\x1C\x0A\xF3\x10\x42\xBA\x08\x00\x05\x00\x00\x00\x87\xFF\x00\x00\x40\x11\x00\x00\xE9\xD6\x17\x95\x3F\xC8\x10\x6E\xBE\xEF\x46\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\x91\xC2\x00\x1C\x35\xEA\xA1\x4C\x0C\xB2\x00\x49\x62\x29\xA3\xCD\x00\x20\x00\x07\xF1\x6A\x86\x5C\x11\x87\x7A\x43\x7F\xFF\xFF\xFF\x37\x89\xA4\x1F\x80\x00\x00\x00\x62\x52\x3E\xBB\x80\x00\x00\x00\xA0\xC6\x56\x30\x7F\xFF\xFF\xFF\x5C\xAE\xCD\xAE\xBA\x24\xD6\xE4\x96\x4E\xDF\xF6\xFE\xB0\x33\xE8\x41\xB4\xEB\x3D\x7F\xFF\xFF\xFF\x67\x3E\x18\x47\x96\x2A\xC3\x38\xA2\x18\x3C\xF3\x7C\xD4\xD9\xFB\x90\xD1\x53\x91\x7F\xFF\xFF\xFF\x75\xBC\xA1\xF5\x7F\xFF\xFF\xFF\x4A\x7B\x56\xF8\xDC\x6C\x6E\x8B\xAF\xA6\x2B\xCE\x7F\xFF\xFF\xFF\x49\xB9\x83\x8F\x38\xE2\x90\xC1\x51\xFB\x51\x36\x7F\xFF\xFF\xFF\xC8\xEC\x11\x4D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3D\xF0\x39\x7B\x62\x29\xA3\xCD\x62\x29\xA3\xCD\x07\x97\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF1\x6A\x86\x5C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x15\x65\x58\x36\x80\x00\x00\x00\x79\x61\xC9\x54\x80\x00\x00\x00\x85\x80\x6B\x53\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBA\x24\xD6\xE4\x80\x00\x00\x00\xFE\xB0\x33\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x96\x2A\xC3\x38\x80\x00\x00\x00\x7C\xD4\xD9\xFB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCA\x7B\x56\xF8\xDC\x6C\x6E\x8B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\xE2\x90\xC1\xD1\xFB\x51\x36\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBF\x3B\x00\xFB\xE8\x8B\x30\x2D\x7F\xCD\x17\x4A\xFC\xE2\x60\xEA\xA8\x61\x14\xD9\xBE\x80\xAB\x1F\xF1\x99\x39\x99\xD8\x0C\xB4\x19\xD7\xDE\xAA\x1F\x79\x42\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xED421B1A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFD389C77)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFD389C77, 7841)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0xD4)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xD9BDD7E9), ('P4rIngress.aggregator.values_v0000.hi', 0x6A03BC9D)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6375ED36), ('P4rIngress.aggregator.values_v0001.hi', 0x3D191BD4)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x9BA7339C), ('P4rIngress.aggregator.values_v0010.hi', 0x7455E3D0)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x51F537E5), ('P4rIngress.aggregator.values_v0011.hi', 0x7DF3BBA5)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6E7A7D30), ('P4rIngress.aggregator.values_v0100.hi', 0x527281EA)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x70E1DD4C), ('P4rIngress.aggregator.values_v0101.hi', 0x57E4C3A9)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2E024032), ('P4rIngress.aggregator.values_v0110.hi', 0xA0C63F9C)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x28A35F33), ('P4rIngress.aggregator.values_v0111.hi', 0x9D7C4214)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x92989657), ('P4rIngress.aggregator.values_v1000.hi', 0x6F8A3E2E)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xAADF4726), ('P4rIngress.aggregator.values_v1001.hi', 0x82326CB2)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x7B3E5C74), ('P4rIngress.aggregator.values_v1010.hi', 0x649A89AA)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x34ECCF9B), ('P4rIngress.aggregator.values_v1011.hi', 0x2D90B2BD)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x72273C49), ('P4rIngress.aggregator.values_v1100.hi', 0x056D0CA6)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x32C0CDD7), ('P4rIngress.aggregator.values_v1101.hi', 0x7E196E5E)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x56A568BD), ('P4rIngress.aggregator.values_v1110.hi', 0xF8EA36D0)], 7841)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x00000000), ('P4rIngress.aggregator.values_v1111.hi', 0x79668CEF)], 7841)
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
                gc.KeyTuple('job_id', 0xB1C4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5608226B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xF1B6E433),
                gc.KeyTuple('src_port', 0x6CA7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB1C4),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x035C),
            ]
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
        pkt = b'\xCA\xD2\x16\xB7\x28\x14\xBA\x85\x50\x22\xDB\xBB\x08\x00\x05\x00\x00\x00\xAA\xF0\x00\x00\x00\x11\x00\x00\xF1\xB6\xE4\x33\xA9\x12\x6B\x16\x6C\xA7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB1\xC4\x00\x1C\x56\x08\x22\x6B\x1E\xA1\x00\x5D\xFD\x38\x9C\x77\x00\x20\x1C\x8C\x22\x86\x25\xBB\x6F\x2D\xB5\x7D\x54\xD8\x4D\xA2\x80\x00\x00\x00\x8E\x9F\x32\x92\x4C\xD6\xDE\x7D\x3D\x47\xAB\x19\x30\x83\x91\x65\x32\x3B\x69\x93\x3D\x2B\xB9\xC6\x74\x98\x4D\x4E\x56\x69\x96\xC7\x7E\x5F\x97\x6C\xCA\x46\x0C\x96\x73\x67\x74\xDB\x75\xE0\x3F\xF6\xBE\xBE\x55\x7C\x1D\xDC\xD8\xA8\xB3\x90\xF9\x94\x3F\x6D\xBE\xE8\x53\x86\x47\x8E\xAA\xB0\xC9\x16\x55\xAF\xAC\x39\x80\x00\x00\x00\x64\x32\x8C\xE7\x60\xDE\x04\x3D\x74\x4F\x6C\x71\x75\x72\xEA\xF3\x6C\xB8\xEB\x05\xCC\x7D\x5F\x56\x00\x00\x00\x00\x43\xAB\x81\x51\x73\xAB\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xBA\x85\x50\x22\xDB\xBB\xCA\xD2\x16\xB7\x28\x14\x08\x00\x05\x00\x00\x00\xAA\xF0\x00\x00\x40\x11\x00\x00\xA9\x12\x6B\x16\xF1\xB6\xE4\x33\xBE\xEF\x6C\xA7\x00\xA0\x00\x00\x50\x34\x02\x82\xB1\xC4\x00\x1C\x56\x08\x22\x6B\x1E\xA1\x00\x5D\xFD\x38\x9C\x77\x00\x20\x00\x14\xFC\x43\xFD\xA4\x6F\x2D\xB5\x7D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x4C\xD6\xDE\x7D\x7F\xFF\xFF\xFF\x30\x83\x91\x65\x7F\xFF\xFF\xFF\x3D\x2B\xB9\xC6\x7F\xFF\xFF\xFF\x56\x69\x96\xC7\x7F\xFF\xFF\xFF\xCA\x46\x0C\x96\x7F\xFF\xFF\xFF\x75\xE0\x3F\xF6\x80\x00\x00\x00\x1D\xDC\xD8\xA8\x80\x00\x00\x00\x3F\x6D\xBE\xE8\x7F\xFF\xFF\xFF\xAA\xB0\xC9\x16\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x60\xDE\x04\x3D\x7F\xFF\xFF\xFF\x75\x72\xEA\xF3\x7F\xFF\xFF\xFF\xCC\x7D\x5F\x56\x00\x00\x00\x00\x43\xAB\x81\x51\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xFD\x42\x1B\x1A\xFD\x38\x9C\x77\xFD\x38\x9C\x77\x14\xD4\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xFC\x43\xFD\xA4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\x19\x1B\xD4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x13\x5C\x82\x0A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC1\xA0\x2B\x9A\x7F\xFF\xFF\xFF\x0F\x4B\x52\xC0\x7F\xFF\xFF\xFF\xAD\x90\xB2\xBD\x7F\xFF\xFF\xFF\x66\x4B\x10\xE3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xC5\x67\x96\x26\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x73\xAB\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x52054AAC), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 7714)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x15), ('P4rIngress.aggregator.count_exp.exponent', 0xCB)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x3132DED4), ('P4rIngress.aggregator.values_v0000.hi', 0x6C575A5F)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x8D0F9357), ('P4rIngress.aggregator.values_v0001.hi', 0x532D2D2B)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x74AAE294), ('P4rIngress.aggregator.values_v0010.hi', 0x2863875B)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x54696E57), ('P4rIngress.aggregator.values_v0011.hi', 0xB8651BD6)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4B351A36), ('P4rIngress.aggregator.values_v0100.hi', 0x80000000)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xBDCC8847), ('P4rIngress.aggregator.values_v0101.hi', 0xAA65A64A)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xB5DB785D), ('P4rIngress.aggregator.values_v0110.hi', 0x666D54C6)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xA41440AE), ('P4rIngress.aggregator.values_v0111.hi', 0x4C94B78B)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x57C9B12E), ('P4rIngress.aggregator.values_v1000.hi', 0x5F6E4FC3)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xACC14D8A), ('P4rIngress.aggregator.values_v1001.hi', 0x5C610675)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x12F2A8A6), ('P4rIngress.aggregator.values_v1010.hi', 0x80000000)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x49A8E78B), ('P4rIngress.aggregator.values_v1011.hi', 0x74B23123)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x98F0B216), ('P4rIngress.aggregator.values_v1100.hi', 0x728DC2D2)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x468825D9), ('P4rIngress.aggregator.values_v1101.hi', 0xACBD256E)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x93D67ABB), ('P4rIngress.aggregator.values_v1110.hi', 0x9BE18228)], 7714)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x77732D03), ('P4rIngress.aggregator.values_v1111.hi', 0x4CA5DDD4)], 7714)
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
                gc.KeyTuple('job_id', 0x1221),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003F8),
                gc.DataTuple('slot_count', 0x00001A81),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x390EFF49),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x65FAA714),
                gc.KeyTuple('src_port', 0xD4A8),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x1221),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x001F),
            ]
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
        pkt = b'\xDC\x76\x60\x55\x9F\x3F\x27\x7F\x07\xA1\xAB\x29\x08\x00\x05\x00\x00\x00\x34\xE4\x00\x00\x00\x11\x00\x00\x65\xFA\xA7\x14\x02\xB8\x7C\x49\xD4\xA8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x12\x21\x00\x0D\x39\x0E\xFF\x49\x1A\x2A\x04\x73\xFF\xFF\xFF\xFF\x00\x20\xDC\x38\x7B\x7A\x4B\x57\x6B\x4F\x15\xE4\xA0\xA5\xBB\x48\x80\x00\x00\x00\x1C\x26\x38\x94\x6D\x47\x55\xF7\x66\x4F\xD8\x49\xA0\x36\xB3\xAD\x50\xDE\xDA\xA1\x7A\x3B\xF1\xCC\xB4\xF5\xB6\xD5\xB5\x2E\xAE\x75\x95\xF8\xDF\xF8\x22\x37\xD6\xA6\xB4\xF6\x1F\xBE\x47\x2D\x11\x12\x64\x4D\xF4\x9C\x46\xE5\x48\x53\xBD\x96\xDE\x2F\x6E\x5B\x1C\x29\xAB\x23\xBC\xA3\x00\x42\x2F\x6B\x59\x2D\xC5\x73\x53\xBF\x6B\x15\x92\x7B\xA1\x42\x36\x98\x6E\x7B\x7C\xC5\x7B\xCB\xB5\x1B\xED\xEF\x92\x97\xEE\x3C\xB2\xE1\x49\x0A\x7C\x0E\x99\xAB\x45\xAC\xBF\xD7\x44\xF7\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x27\x7F\x07\xA1\xAB\x29\xDC\x76\x60\x55\x9F\x3F\x08\x00\x05\x00\x00\x00\x34\xE4\x00\x00\x40\x11\x00\x00\x02\xB8\x7C\x49\x65\xFA\xA7\x14\xBE\xEF\xD4\xA8\x00\xA0\x00\x00\x50\x34\x02\x82\x12\x21\x00\x0D\x39\x0E\xFF\x49\x1A\x2A\x00\x73\xFF\xFF\xFF\xFF\x00\x20\x00\x16\x7F\xFF\xFF\xFF\x6B\x4F\x15\xE4\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x6D\x47\x55\xF7\x7F\xFF\xFF\xFF\xA0\x36\xB3\xAD\x7F\xFF\xFF\xFF\x7A\x3B\xF1\xCC\x80\x00\x00\x00\xB5\x2E\xAE\x75\x80\x00\x00\x00\x22\x37\xD6\xA6\x80\x00\x00\x00\x47\x2D\x11\x12\x7F\xFF\xFF\xFF\x46\xE5\x48\x53\x80\x00\x00\x00\x6E\x5B\x1C\x29\xBE\x16\x65\x49\x00\x42\x2F\x6B\x7F\xFF\xFF\xFF\x53\xBF\x6B\x15\x80\x00\x00\x00\x36\x98\x6E\x7B\x7F\xFF\xFF\xFF\xB5\x1B\xED\xEF\x80\x00\x00\x00\xB2\xE1\x49\x0A\x7F\xFF\xFF\xFF\x45\xAC\xBF\xD7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x52\x05\x6A\xAC\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x16\xCB\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\x2D\x2D\x2B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFA\x3B\xF1\xCC\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xBE\x16\x65\x49\x80\x42\x2F\x6B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x44\xF7\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7\x7F\xFB\x91\x62\x25\xCE\x58\x5C\xAC\x4C\x6B\x37\x39\x9E\xF7\x45\x1C\x00\x84\xC6\x63\x13\xF7\x57\xF7\x47\x63\xAE\x70\x30\xD9\xCC\x80\xE5\xFF\xDC\x66\x31\x93\x4F\x4A\x89\x10\x9F\xE5\x8E\x1A\xE3\x06\x97\xC7\xBE\xDD\x02\x48\x07\x6B\x0A\xF8\x37\xBF\xC7\xCF\xB4\x12\x6F\x61\x73\x4C\x78\x0D\x9A\x44\xD6\x1B\x9A\x01\x69\x28\x53\x68\xBA\x2D\x5A\xDE\xAB\xAD\x60\x87\x12\x06\x02\xB3\xD1\xFD\xE2\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x1C921F87), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA26EB1F3)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA26EB1F3, 3597)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x01), ('P4rIngress.aggregator.count_exp.exponent', 0xCA)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x1D8E151F), ('P4rIngress.aggregator.values_v0000.hi', 0x3B0F0C5E)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x97CF9C43), ('P4rIngress.aggregator.values_v0001.hi', 0x63800000)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2EBD49E4), ('P4rIngress.aggregator.values_v0010.hi', 0x494EFBF3)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x75F0837B), ('P4rIngress.aggregator.values_v0011.hi', 0xBFA2D35D)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6551961A), ('P4rIngress.aggregator.values_v0100.hi', 0xA0248BA4)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xAAF676C4), ('P4rIngress.aggregator.values_v0101.hi', 0xAABB62D6)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x97010D29), ('P4rIngress.aggregator.values_v0110.hi', 0x69E41756)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xB2C28179), ('P4rIngress.aggregator.values_v0111.hi', 0x6B9A3DEB)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x42F1753E), ('P4rIngress.aggregator.values_v1000.hi', 0x7F87F909)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x8A6A6EB6), ('P4rIngress.aggregator.values_v1001.hi', 0x474C29DB)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF5BE6D39), ('P4rIngress.aggregator.values_v1010.hi', 0x80000000)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x198F3196), ('P4rIngress.aggregator.values_v1011.hi', 0x5D6B6BEC)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x9089CED5), ('P4rIngress.aggregator.values_v1100.hi', 0x46D4F1EA)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2C12EA99), ('P4rIngress.aggregator.values_v1101.hi', 0x6F92BB73)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD92EAF73), ('P4rIngress.aggregator.values_v1110.hi', 0x99608806)], 3597)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x665CB066), ('P4rIngress.aggregator.values_v1111.hi', 0x99FA60BC)], 3597)
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
                gc.KeyTuple('job_id', 0x8D13),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000498),
                gc.DataTuple('slot_count', 0x00000D80),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB82680AB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x029),
                gc.KeyTuple('src_addr', 0x9ED6B31E),
                gc.KeyTuple('src_port', 0x5C65),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8D13),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x023C),
            ]
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
        ig_port = 41
        pkt = b'\x75\x3E\xCF\x38\x97\x23\x4D\x54\x15\x89\x68\x21\x08\x00\x05\x00\x00\x00\x97\xBA\x00\x00\x00\x11\x00\x00\x9E\xD6\xB3\x1E\xCC\x30\x3A\x58\x5C\x65\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8D\x13\x00\x0D\xB8\x26\x80\xAB\x09\x75\x04\x25\xA2\x6E\xB1\xF3\x00\x20\xB0\x9C\x6F\xED\xD2\x18\x5E\x38\x63\x8B\xD5\xCC\xBE\xDF\x9C\x80\x00\x00\x68\x7C\x7A\xF7\x48\x2C\x35\x65\x22\x4A\xFB\x35\x9A\xA6\x12\x4C\x53\x91\x5E\xEC\x4F\x2E\xFE\x39\x85\xC2\x67\x4F\xA9\x48\x5D\x54\x85\xD3\x4E\x7F\x75\xBE\x02\x0F\xAE\xF5\x92\x31\x50\xE9\x51\xA3\x40\x19\x63\x9C\x07\x49\x17\x13\x89\xA3\x06\x5C\x73\x58\x13\xCB\xF9\xF9\x4C\x73\x66\x31\xC4\xE3\x7A\x43\x6B\x69\x4B\xC8\xF6\xD8\x97\xD3\x9C\xC7\x6E\xFF\x80\x67\x6E\xC2\xCA\x77\xF2\x9A\x71\xAD\x19\xA2\x54\xB7\xA8\x57\x63\xD3\x6E\xB6\x57\x22\xDC\xD9\xA7\x32\x92\x50\x95\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x4D\x54\x15\x89\x68\x21\x75\x3E\xCF\x38\x97\x23\x08\x00\x05\x00\x00\x00\x97\xBA\x00\x00\x40\x11\x00\x00\xCC\x30\x3A\x58\x9E\xD6\xB3\x1E\xBE\xEF\x5C\x65\x00\xA0\x00\x00\x50\x34\x02\x82\x8D\x13\x00\x0D\xB8\x26\x80\xAB\x09\x75\x00\x25\xA2\x6E\xB1\xF3\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x5E\x38\x63\x8B\x80\x00\x00\x00\x9C\x80\x00\x00\x7F\xFF\xFF\xFF\x48\x2C\x35\x65\x7F\xFF\xFF\xFF\x9A\xA6\x12\x4C\x7F\xFF\xFF\xFF\x4F\x2E\xFE\x39\x80\x00\x00\x00\xA9\x48\x5D\x54\x80\x00\x00\x00\x75\xBE\x02\x0F\x80\x00\x00\x00\x50\xE9\x51\xA3\x7F\xFF\xFF\xFF\x07\x49\x17\x13\x80\x00\x00\x00\x73\x58\x13\xCB\xEF\xB7\xB9\xAC\x66\x31\xC4\xE3\x7F\xFF\xFF\xFF\x4B\xC8\xF6\xD8\x80\x00\x00\x00\x6E\xFF\x80\x67\x7F\xFF\xFF\xFF\xF2\x9A\x71\xAD\xF2\xD1\x04\x2A\xA8\x57\x63\xD3\x7F\xFF\xFF\xFF\xDC\xD9\xA7\x32\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1C\x92\x3F\x87\xA2\x6E\xB1\xF3\xA2\x6E\xB1\xF3\x02\xCA\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEF\x53\x89\xDD\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xEF\xB7\xB9\xAC\xE6\x31\xC4\xE3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x62\x2D\x2D\x20\xF2\xD1\x04\x2A\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x92\x50\x95\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A\x79\x58\x79\xF1\xBC\x6E\x32\x37\x12\x01\x5F\x4C\xBF\x54\x6E\x5A\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE0C67FA0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x68EFB159)], 895)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x68EFB159, 895)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x1D)], 895)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x00000000), ('P4rIngress.aggregator.values_v0000.hi', 0x594944BC)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6525DB8F), ('P4rIngress.aggregator.values_v0001.hi', 0x3BCBFA05)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD874D9FD), ('P4rIngress.aggregator.values_v0010.hi', 0x77AB1B58)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7EDF0E91), ('P4rIngress.aggregator.values_v0011.hi', 0x58C3F4D2)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x679F6AC5), ('P4rIngress.aggregator.values_v0100.hi', 0x7E9B0B35)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1B55C8D1), ('P4rIngress.aggregator.values_v0101.hi', 0x75C66319)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x37543713), ('P4rIngress.aggregator.values_v0110.hi', 0xB4DB26F7)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5D496BCF), ('P4rIngress.aggregator.values_v0111.hi', 0xAE8ED692)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xCD56FB02), ('P4rIngress.aggregator.values_v1000.hi', 0x51E5316B)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3596A8B4), ('P4rIngress.aggregator.values_v1001.hi', 0x64CAC09E)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xBFDD6321), ('P4rIngress.aggregator.values_v1010.hi', 0xF324F5C3)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xB7C920AF), ('P4rIngress.aggregator.values_v1011.hi', 0x59DC78C6)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x90A2F7CD), ('P4rIngress.aggregator.values_v1100.hi', 0xF07EAAB4)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x95EC68C2), ('P4rIngress.aggregator.values_v1101.hi', 0x36A7FD09)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7489D949), ('P4rIngress.aggregator.values_v1110.hi', 0xD86C26D0)], 895)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x65BEAA70), ('P4rIngress.aggregator.values_v1111.hi', 0x3C36D1BA)], 895)
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
                gc.KeyTuple('job_id', 0x26BE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000037),
                gc.DataTuple('slot_count', 0x00001E1A),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x43F372B0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBB8B8806),
                gc.KeyTuple('src_port', 0x32A1),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x26BE),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0089),
            ]
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
        pkt = b'\xB6\xC2\x6D\x80\xF8\x79\x4A\x97\x94\x37\xDC\xD5\x08\x00\x05\x00\x00\x00\x7D\x46\x00\x00\x00\x11\x00\x00\xBB\x8B\x88\x06\xDF\x79\xE4\x69\x32\xA1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x26\xBE\x00\x1C\x43\xF3\x72\xB0\x03\x48\x06\x0E\x68\xEF\xB1\x59\x00\x20\xBE\xB5\xAB\x25\xA1\xF8\x56\xC7\xAC\x79\x53\xB9\xC4\x1E\xD2\xB3\x08\xEC\xA0\x97\xA9\x51\x34\xBA\x5B\x6D\x7A\x72\x8F\x8B\x49\x56\x99\x03\x2D\xB5\x34\xDF\x0F\xB6\xCD\x43\x7A\x13\x91\x5E\x1D\xDE\x1A\x7A\x54\x14\x20\xC2\x8C\x39\x34\x9F\x62\xDB\xEB\x98\xBE\xCD\x9B\x92\x3F\x73\xE1\xFF\x57\x5B\xB3\x63\x6B\xC9\x99\x99\x2D\x89\xD3\x30\x82\x1C\xC5\x22\x02\xA5\x35\xF5\xBC\xAD\xDB\x83\x2F\xB5\xF6\x21\xDE\x1D\x89\x96\x92\x7E\xBD\xE7\xE7\xA7\x3A\x5E\x77\x8E\x9C\xB8\x52\xB9\x0B\xDD\xD0\x57\xAE\x4D\x4F\x64\x83\xA5\x38\x0D\x8E\x98\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x4A\x97\x94\x37\xDC\xD5\xB6\xC2\x6D\x80\xF8\x79\x08\x00\x05\x00\x00\x00\x7D\x46\x00\x00\x40\x11\x00\x00\xDF\x79\xE4\x69\xBB\x8B\x88\x06\xBE\xEF\x32\xA1\x00\xA0\x00\x00\x50\x34\x02\x82\x26\xBE\x00\x1C\x43\xF3\x72\xB0\x03\x48\x00\x0E\x68\xEF\xB1\x59\x00\x20\x00\x05\xAB\x25\xA1\xF8\x56\xC7\xAC\x79\x7F\xFF\xFF\xFF\xD2\xB3\x08\xEC\x80\x00\x00\x00\x34\xBA\x5B\x6D\x7F\xFF\xFF\xFF\x49\x56\x99\x03\x7F\xFF\xFF\xFF\x0F\xB6\xCD\x43\x7F\xFF\xFF\xFF\x1D\xDE\x1A\x7A\x7F\xFF\xFF\xFF\x8C\x39\x34\x9F\x7F\xFF\xFF\xFF\xBE\xCD\x9B\x92\x0C\xCA\xDD\x01\x57\x5B\xB3\x63\x7F\xFF\xFF\xFF\x2D\x89\xD3\x30\x80\x00\x00\x00\x02\xA5\x35\xF5\x80\x00\x00\x00\x2F\xB5\xF6\x21\x80\x00\x00\x00\x92\x7E\xBD\xE7\x80\x00\x00\x00\x77\x8E\x9C\xB8\x7F\xFF\xFF\xFF\xD0\x57\xAE\x4D\x7F\xFF\xFF\xFF\x38\x0D\x8E\x98\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xF0\xC6\x7F\xA0\x68\xEF\xB1\x59\x68\xEF\xB1\x59\x05\x1D\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xAB\x25\xA1\xF8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0E\x7F\x02\xF1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\xCA\xDD\x01\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xF5\xCA\x2B\xB8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x82\xFD\x68\x9B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA8\xC3\xD5\x1D\x7F\xFF\xFF\xFF\x74\x44\x60\x52\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0\xB6\x2B\xCD\x20\x83\x16\x6E\x68\x74\x14\x3D\xEB\x9A\xE8\xEE\xEC\xD0\xD9\xD4\xAE\x0D\x64\x61\x98\xC3\xA0\x30\x8E\x55\xEE\x10\x16\xA2\x3B\xB8\xCC\x31\x83\xBC\xBC\x0A\xEF\x96\xEA\x22\x81\xCD\x54\xCA\x8F\xD3\xED\x0A\x34\x42\x81\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13\x82\x27\x2B\xC0\x09\x80\x37\x3D\x56\x43\xD7\x8F\x52\x63\x5F\x42\xF3\x0A\x5D\x3B\x0A\x9E\x1C\x51\xAA\x16\x1E\xC3\x35\xF4\xA9\x8F\x8E\x94\xF4\x33\x78\x2F\xC7\x03\x26\x88\x9A\x80\xC3\x3B\xDB\x73\x6B\xFD\xD7\x8C\xC0\x6F\xEA\xCF\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xA05035C4), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFA3BEB0B)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFA3BEB0B, 1461)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0x8E)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEABB6C56), ('P4rIngress.aggregator.values_v0000.hi', 0x5902F3D8)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x45A8054D), ('P4rIngress.aggregator.values_v0001.hi', 0x9CCCBF4F)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x3387FB35), ('P4rIngress.aggregator.values_v0010.hi', 0x599B80ED)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xFBF98333), ('P4rIngress.aggregator.values_v0011.hi', 0x2642FB3D)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x61D1E997), ('P4rIngress.aggregator.values_v0100.hi', 0x4EDBEC7F)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6A698D39), ('P4rIngress.aggregator.values_v0101.hi', 0x19FFBDC3)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x65AE58B5), ('P4rIngress.aggregator.values_v0110.hi', 0x486A9230)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x5435BF77), ('P4rIngress.aggregator.values_v0111.hi', 0x2DAFFFD3)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x48BAD3B3), ('P4rIngress.aggregator.values_v1000.hi', 0x7E93657F)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB14B1B2F), ('P4rIngress.aggregator.values_v1001.hi', 0x7576294A)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5E367263), ('P4rIngress.aggregator.values_v1010.hi', 0xEADAF9FB)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x53C931EC), ('P4rIngress.aggregator.values_v1011.hi', 0x88E6D9C6)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x05084EBA), ('P4rIngress.aggregator.values_v1100.hi', 0x7497D8D2)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7159E6F1), ('P4rIngress.aggregator.values_v1101.hi', 0x6094BA5B)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x24A76E5A), ('P4rIngress.aggregator.values_v1110.hi', 0xD7FD80FA)], 1461)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA5CF6B60), ('P4rIngress.aggregator.values_v1111.hi', 0x5A576518)], 1461)
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
                gc.KeyTuple('job_id', 0x7A23),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003DD),
                gc.DataTuple('slot_count', 0x00001B59),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7E278FCB),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x4F900716),
                gc.KeyTuple('src_port', 0x952A),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7A23),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0287),
            ]
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
        ig_port = 38
        pkt = b'\xA0\xAA\x47\x2C\x76\x99\xB1\x56\x71\x60\xB6\xCD\x08\x00\x05\x00\x00\x00\x11\x2E\x00\x00\x00\x11\x00\x00\x4F\x90\x07\x16\x90\xD7\xBC\xCA\x95\x2A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7A\x23\x00\x1C\x7E\x27\x8F\xCB\x01\xD8\x02\x45\xFA\x3B\xEB\x0B\x00\x20\x30\xD5\xC2\xB7\x45\xF7\x4D\x18\xFF\xBD\x53\x70\xE7\xCB\xD2\x51\xA2\x60\x52\x9A\x39\xBB\x4F\x29\x71\xB1\x11\x0B\x1F\xAB\xA0\x7C\x25\x73\x5D\x11\x83\x93\x53\x18\x23\xA2\x2A\x58\xD9\x28\x6D\x01\x2F\xBB\x65\x94\xEC\xA9\x74\xD8\xD7\x90\x60\x96\x35\x77\x17\xE9\xA3\x5B\xED\xA4\x8D\xBA\xCF\xD9\x8D\x3B\x7F\x0C\xF3\x23\x25\xE6\xBB\x9A\x41\x56\x9F\x3A\x90\x54\xE3\x8D\x4C\xD7\xC0\x22\x8B\xDA\xE4\xB7\x69\xBB\xCA\xEB\xB6\xE4\x11\x56\x3B\xCB\x44\xFD\x2F\x2C\x5B\x51\xCD\xC3\x0C\xFC\x60\x07\x90\x78\x44\x5E\xDC\x47\x4A\x45\x14\x4A\xE5\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xB1\x56\x71\x60\xB6\xCD\xA0\xAA\x47\x2C\x76\x99\x08\x00\x05\x00\x00\x00\x11\x2E\x00\x00\x40\x11\x00\x00\x90\xD7\xBC\xCA\x4F\x90\x07\x16\xBE\xEF\x95\x2A\x00\xA0\x00\x00\x50\x34\x02\x82\x7A\x23\x00\x1C\x7E\x27\x8F\xCB\x01\xD8\x00\x45\xFA\x3B\xEB\x0B\x00\x20\x00\x13\xAD\x72\xB2\x4D\x4D\x18\xFF\xBD\x7F\xFF\xFF\xFF\xD2\x51\xA2\x60\x7F\xFF\xFF\xFF\x4F\x29\x71\xB1\x0D\x04\xA2\xDE\xA0\x7C\x25\x73\x7F\xFF\xFF\xFF\x53\x18\x23\xA2\x7F\xFF\xFF\xFF\x6D\x01\x2F\xBB\x7F\xFF\xFF\xFF\x74\xD8\xD7\x90\x7F\xFF\xFF\xFF\x17\xE9\xA3\x5B\x36\x5F\x61\x6D\xCF\xD9\x8D\x3B\x30\x58\x0E\x52\x25\xE6\xBB\x9A\x7F\xFF\xFF\xFF\x90\x54\xE3\x8D\x7F\xFF\xFF\xFF\x8B\xDA\xE4\xB7\x6E\xC4\x19\xA5\xB6\xE4\x11\x56\x7F\xFF\xFF\xFF\x2F\x2C\x5B\x51\xF2\x6A\x7B\x56\x60\x07\x90\x78\xEA\x2E\x47\xA7\x4A\x45\x14\x4A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xB0\x50\x35\xC4\xFA\x3B\xEB\x0B\xFA\x3B\xEB\x0B\x13\x8E\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xAD\x72\xB2\x4D\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0D\x04\xA2\xDE\xC6\xBF\x20\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x45\x99\xA3\x2E\x36\x5F\x61\x6D\x4E\x6C\xF2\xBA\x30\x58\x0E\x52\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x6E\xC4\x19\xA5\x2B\x7B\xEA\x28\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF2\x6A\x7B\x56\x38\x05\x11\x72\xEA\x2E\x47\xA7\x7F\xFF\xFF\xFF\xE5\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x28372B0B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x3255E170)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x3255E170, 5204)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0x47)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE87885AF), ('P4rIngress.aggregator.values_v0000.hi', 0x41D532D8)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5126653C), ('P4rIngress.aggregator.values_v0001.hi', 0x5A9276EF)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xBF123DB7), ('P4rIngress.aggregator.values_v0010.hi', 0x4E3195A1)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6FA75C9B), ('P4rIngress.aggregator.values_v0011.hi', 0x66C887F2)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x45A766ED), ('P4rIngress.aggregator.values_v0100.hi', 0x6019C201)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x272B95B3), ('P4rIngress.aggregator.values_v0101.hi', 0x7921BB35)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x63C72B48), ('P4rIngress.aggregator.values_v0110.hi', 0xBF4E31D5)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4372C372), ('P4rIngress.aggregator.values_v0111.hi', 0xD3502CD5)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4F8F0458), ('P4rIngress.aggregator.values_v1000.hi', 0xFC9F7317)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3BC2AE56), ('P4rIngress.aggregator.values_v1001.hi', 0xB63C86B9)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6A81CD84), ('P4rIngress.aggregator.values_v1010.hi', 0xF63560DD)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x1A2A4C1C), ('P4rIngress.aggregator.values_v1011.hi', 0x0CD1F9C5)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3162715D), ('P4rIngress.aggregator.values_v1100.hi', 0x6D743FC3)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3BCF1DCB), ('P4rIngress.aggregator.values_v1101.hi', 0xC3650684)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xFE77377F), ('P4rIngress.aggregator.values_v1110.hi', 0x91B60DCE)], 5204)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5C494421), ('P4rIngress.aggregator.values_v1111.hi', 0x785FF2F8)], 5204)
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
                gc.KeyTuple('job_id', 0x9BCA),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000006CA),
                gc.DataTuple('slot_count', 0x000011BB),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBFF6B7F7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x5D94990B),
                gc.KeyTuple('src_port', 0x41B3),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9BCA),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x03D9),
            ]
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
        pkt = b'\x3A\x9C\xD1\xDB\x51\x97\x45\x18\xD9\x29\x3F\xB9\x08\x00\x05\x00\x00\x00\x62\x1A\x00\x00\x00\x11\x00\x00\x5D\x94\x99\x0B\x51\x5C\xDC\xBC\x41\xB3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\xCA\x00\x1C\xBF\xF6\xB7\xF7\x0D\x8A\x06\x0E\x32\x55\xE1\x70\x00\x20\x4E\x87\x6A\x98\xCC\x8F\x57\xD5\x52\x39\x6E\xB4\x8D\xA2\x96\xBF\x8C\x99\x89\x47\xEF\xA3\x47\xAA\xD2\xF7\x19\x25\xF9\x99\x4B\x34\x5E\x15\x64\xA5\x6A\x8D\x32\x71\xDD\xA9\x76\x39\x36\x31\x0F\x62\x55\xA7\x66\x05\x65\xD8\xA9\xA6\xA9\x2F\x3D\x33\xE5\x82\x95\x1F\x5C\x4D\x40\x78\xEF\xCD\x03\x95\xB9\xDF\xE9\x18\xAB\x0C\xB0\xDD\xD4\x26\x37\xDF\x7A\x05\x65\xFC\xB3\xEB\x66\x98\xFA\x78\x80\x00\x00\x00\x99\xAF\xE7\x43\x60\x3A\x5D\xB2\x6D\x98\x78\x8D\xBE\x03\xF9\xE4\xAF\x47\x25\x4F\xB3\x12\x5D\xF6\x44\x6D\x71\x6D\x9D\x69\xA8\x9F\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x45\x18\xD9\x29\x3F\xB9\x3A\x9C\xD1\xDB\x51\x97\x08\x00\x05\x00\x00\x00\x62\x1A\x00\x00\x40\x11\x00\x00\x51\x5C\xDC\xBC\x5D\x94\x99\x0B\xBE\xEF\x41\xB3\x00\xA0\x00\x00\x50\x34\x02\x82\x9B\xCA\x00\x1C\xBF\xF6\xB7\xF7\x0D\x8A\x00\x0E\x32\x55\xE1\x70\x00\x20\x00\x19\x53\x11\x52\x3E\x57\xD5\x52\x39\x7F\xFF\xFF\xFF\x96\xBF\x8C\x99\x80\x00\x00\x00\x47\xAA\xD2\xF7\x7F\xFF\xFF\xFF\x4B\x34\x5E\x15\x7F\xFF\xFF\xFF\x32\x71\xDD\xA9\x7F\xFF\xFF\xFF\x0F\x62\x55\xA7\x7F\xFF\xFF\xFF\xA9\xA6\xA9\x2F\x7F\xFF\xFF\xFF\x95\x1F\x5C\x4D\x7F\xFF\xFF\xFF\x03\x95\xB9\xDF\x24\xDB\x59\x62\xB0\xDD\xD4\x26\x7F\xFF\xFF\xFF\x65\xFC\xB3\xEB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCB\x12\x58\xA0\x60\x3A\x5D\xB2\x7F\xFF\xFF\xFF\xBE\x03\xF9\xE4\xAD\xBE\x5C\xCE\xB3\x12\x5D\xF6\x7F\xFF\xFF\xFF\x9D\x69\xA8\x9F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x38\x37\x2B\x0B\x32\x55\xE1\x70\x32\x55\xE1\x70\x19\x47\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x53\x11\x52\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xF1\x52\x03\x88\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x35\x2C\xF6\x24\xDB\x59\x62\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x5C\x32\x14\xC8\x7F\xFF\xFF\xFF\x8C\xD1\xF9\xC5\xCB\x12\x58\xA0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x81\x69\x00\x68\xAD\xBE\x5C\xCE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x15\xC9\x9B\x97\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83\xB8\xA7\x56\x16\x15\xA1\x4B\xEE\x1F\x79\xF6\xD2\xE8\x5A\x63\x21\x52\x2C\x29\xB5\x53\xFF\x85\x57\xE1\x25\xD5\x1E\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x81F1126E), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD1B87400)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD1B87400, 7851)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x19), ('P4rIngress.aggregator.count_exp.exponent', 0xF3)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x95D9FFC7), ('P4rIngress.aggregator.values_v0000.hi', 0x344A176A)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x74E697DB), ('P4rIngress.aggregator.values_v0001.hi', 0xACD193D8)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xC6D01AF1), ('P4rIngress.aggregator.values_v0010.hi', 0x62F62490)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4F53BDA5), ('P4rIngress.aggregator.values_v0011.hi', 0x4068BC09)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x606C96C5), ('P4rIngress.aggregator.values_v0100.hi', 0x4A0E6AA8)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x2EDD01B9), ('P4rIngress.aggregator.values_v0101.hi', 0x45AB338E)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4A6084D1), ('P4rIngress.aggregator.values_v0110.hi', 0xBE78A361)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x573DD1C2), ('P4rIngress.aggregator.values_v0111.hi', 0x29CE079F)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x95B22E3B), ('P4rIngress.aggregator.values_v1000.hi', 0x652FDC8D)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xEE83C713), ('P4rIngress.aggregator.values_v1001.hi', 0xB36619FA)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x419F72E4), ('P4rIngress.aggregator.values_v1010.hi', 0xA507504F)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x676499D5), ('P4rIngress.aggregator.values_v1011.hi', 0xCDB3D1F9)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x65673126), ('P4rIngress.aggregator.values_v1100.hi', 0x2BEB709A)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2245523F), ('P4rIngress.aggregator.values_v1101.hi', 0x4A2EF1AD)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x9D9ADAD5), ('P4rIngress.aggregator.values_v1110.hi', 0xD2CBB6F2)], 7851)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x437ED85E), ('P4rIngress.aggregator.values_v1111.hi', 0x3647CF8D)], 7851)
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
                gc.KeyTuple('job_id', 0x46FF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000006D),
                gc.DataTuple('slot_count', 0x00001F7B),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAC5EB298),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x14602F72),
                gc.KeyTuple('src_port', 0x764B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x46FF),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x013F),
            ]
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
        pkt = b'\xDE\x04\xC3\xD0\xBE\x2A\xA7\x42\x3F\xAB\x46\x02\x08\x00\x05\x00\x00\x00\x5D\x5F\x00\x00\x00\x11\x00\x00\x14\x60\x2F\x72\x45\x1B\x7D\x5D\x76\x4B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x46\xFF\x00\x1C\xAC\x5E\xB2\x98\x1E\x3E\x06\x12\xD1\xB8\x74\x00\x00\x20\x01\xF7\x19\x3B\x8E\xFD\x55\x1A\x21\x59\x5E\xD3\xF6\xF0\x6A\x69\x1A\xD2\x86\x06\x09\x7B\x57\x51\xE4\xC2\x6B\xCC\xB9\xED\x7F\x6F\x7B\xDA\x5D\x6B\x2B\x6F\x5C\xF4\x99\xEB\x7A\xD8\x6B\xC1\x5B\x4E\x8B\xA5\x72\xBB\xAE\xE8\xA1\xF7\xFB\x49\x43\x91\x66\xAB\xDE\x39\xBD\xA1\x99\xAA\x9D\xA7\x1F\xEE\x5D\xBF\x82\xED\xD9\x61\xD4\x42\xED\xDE\x46\xCC\xAE\xC9\x2D\xDF\x0B\xAF\x74\xAC\x83\xA9\xFF\xFF\x39\xDD\x7C\xAD\x65\xEB\xAC\xDC\xAF\x2A\xE7\x55\x5B\xEE\x5E\xB0\x2C\xB0\x88\xDA\x7A\x43\x89\x82\xAD\x0E\x73\xC8\xAB\xB1\x71\x43\xE9\x25\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xA7\x42\x3F\xAB\x46\x02\xDE\x04\xC3\xD0\xBE\x2A\x08\x00\x05\x00\x00\x00\x5D\x5F\x00\x00\x40\x11\x00\x00\x45\x1B\x7D\x5D\x14\x60\x2F\x72\xBE\xEF\x76\x4B\x00\xA0\x00\x00\x50\x34\x02\x82\x46\xFF\x00\x1C\xAC\x5E\xB2\x98\x1E\x3E\x00\x12\xD1\xB8\x74\x00\x00\x20\x00\x1A\xAF\x15\x8E\xC4\x55\x1A\x21\x59\x7F\xFF\xFF\xFF\x6A\x69\x1A\xD2\x80\x00\x00\x00\x57\x51\xE4\xC2\x7F\xFF\xFF\xFF\x7F\x6F\x7B\xDA\x7F\xFF\xFF\xFF\x5C\xF4\x99\xEB\x7F\xFF\xFF\xFF\x5B\x4E\x8B\xA5\x7F\xFF\xFF\xFF\xA1\xF7\xFB\x49\x7F\xFF\xFF\xFF\xDE\x39\xBD\xA1\x80\x00\x00\x00\x1F\xEE\x5D\xBF\x80\x00\x00\x00\xD4\x42\xED\xDE\x7F\xFF\xFF\xFF\x2D\xDF\x0B\xAF\x7F\xFF\xFF\xFF\xFF\xFF\x39\xDD\x7F\xFF\xFF\xFF\xAC\xDC\xAF\x2A\x09\x9A\xAE\x2D\x5E\xB0\x2C\xB0\x80\x00\x00\x00\x89\x82\xAD\x0E\x7F\xFF\xFF\xFF\x71\x43\xE9\x25\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x91\xF1\x12\x6E\xD1\xB8\x74\x00\xD1\xB8\x74\x00\x1A\xF3\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xAF\x15\x8E\xC4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x17\x3A\xAE\xAA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x08\x07\xC5\x40\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x87\xA9\x07\xD8\x7F\xFF\xFF\xFF\xD2\xE6\x5B\xFE\x7F\xFF\xFF\xFF\xCD\xB3\x0B\xD6\x7F\xFF\xFF\xFF\xD8\xC8\x1F\xC4\x09\x9A\xAE\x2D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C\x83\xCB\x0C\x67\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCBFF6035), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA4E4B068)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA4E4B068, 4348)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0xA5)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x7DD3E791), ('P4rIngress.aggregator.values_v0000.hi', 0x70000000)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3599CE0E), ('P4rIngress.aggregator.values_v0001.hi', 0x23DEEE5B)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x9A2A5070), ('P4rIngress.aggregator.values_v0010.hi', 0x1CD3984B)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x63A4C5B4), ('P4rIngress.aggregator.values_v0011.hi', 0x769DF6C5)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6A93BEB1), ('P4rIngress.aggregator.values_v0100.hi', 0x09FA082A)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6FA6A389), ('P4rIngress.aggregator.values_v0101.hi', 0x01E47AED)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1D432A14), ('P4rIngress.aggregator.values_v0110.hi', 0xDEE5C0E3)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7219BA3E), ('P4rIngress.aggregator.values_v0111.hi', 0xC0C4C04B)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x029DA9A7), ('P4rIngress.aggregator.values_v1000.hi', 0x67CB33A5)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x732ADC5A), ('P4rIngress.aggregator.values_v1001.hi', 0x7E71A2FF)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9202FAC5), ('P4rIngress.aggregator.values_v1010.hi', 0x88E1E50F)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x55151229), ('P4rIngress.aggregator.values_v1011.hi', 0x34A4C1A3)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x78214DE9), ('P4rIngress.aggregator.values_v1100.hi', 0x46C38B65)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xAE6EB94E), ('P4rIngress.aggregator.values_v1101.hi', 0xEE567F71)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA6D527ED), ('P4rIngress.aggregator.values_v1110.hi', 0x33875B2F)], 4348)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x2D25F17E), ('P4rIngress.aggregator.values_v1111.hi', 0x518396AF)], 4348)
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
                gc.KeyTuple('job_id', 0xA5E5),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007F5),
                gc.DataTuple('slot_count', 0x00001273),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7035C681),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00E),
                gc.KeyTuple('src_addr', 0xAE4E9DE1),
                gc.KeyTuple('src_port', 0x5D47),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xA5E5),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x03BA),
            ]
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
        pkt = b'\xCB\x91\x63\xEB\xE2\xC2\x9F\xDC\x90\x6D\x09\x66\x08\x00\x05\x00\x00\x00\xD4\x94\x00\x00\x00\x11\x00\x00\xAE\x4E\x9D\xE1\xCC\xAA\x8A\x2E\x5D\x47\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA5\xE5\x00\x1C\x70\x35\xC6\x81\x09\x07\x02\x46\xA4\xE4\xB0\x68\x00\x20\x6B\xC6\x96\x17\xD8\xEF\x10\x00\x00\x00\x5B\xD5\xCC\x0A\xC5\x7A\x4E\x6E\x95\xBA\x13\xCE\x6D\x46\xD8\xCF\x79\x1E\x15\x65\x58\x5A\xE2\xA5\x5C\x34\x5C\x61\x7B\x7B\xBE\xC5\x29\x2B\xA8\x8E\x7F\x77\x8A\x85\x77\x76\x6B\xB4\x94\xF4\x32\xC8\x6E\xCF\x37\xD6\x87\x8E\xBF\xBE\x3E\xD8\x81\x87\x70\x8A\xBD\x4F\x72\x3A\x5B\xAB\x50\x31\xBC\x76\x83\xCC\x12\xF7\xCC\x98\x85\xBD\x45\xE4\x72\x19\x52\x95\xBD\x7B\x4C\x65\x69\x11\x64\x0C\xAA\x54\xCE\x6E\xFD\x67\x35\xAC\xF8\xFF\x1F\x65\x6E\xAF\x70\xDC\xED\xAA\xD6\xBB\x7F\x02\x41\xF6\x8A\x30\x1C\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x9F\xDC\x90\x6D\x09\x66\xCB\x91\x63\xEB\xE2\xC2\x08\x00\x05\x00\x00\x00\xD4\x94\x00\x00\x40\x11\x00\x00\xCC\xAA\x8A\x2E\xAE\x4E\x9D\xE1\xBE\xEF\x5D\x47\x00\xA0\x00\x00\x50\x34\x02\x82\xA5\xE5\x00\x1C\x70\x35\xC6\x81\x09\x07\x00\x46\xA4\xE4\xB0\x68\x00\x20\x00\x1F\x13\xEB\xC0\x80\x10\x00\x00\x00\x7F\xFF\xFF\xFF\xC5\x7A\x4E\x6E\x80\x00\x00\x00\x6D\x46\xD8\xCF\x7F\xFF\xFF\xFF\x58\x5A\xE2\xA5\x7F\xFF\xFF\xFF\x7B\x7B\xBE\xC5\x7F\xFF\xFF\xFF\x7F\x77\x8A\x85\x7F\xFF\xFF\xFF\x94\xF4\x32\xC8\x7F\xFF\xFF\xFF\x87\x8E\xBF\xBE\x41\x76\x2B\x2E\x70\x8A\xBD\x4F\x7F\xFF\xFF\xFF\x50\x31\xBC\x76\x80\x00\x00\x00\xCC\x98\x85\xBD\x7F\xFF\xFF\xFF\x52\x95\xBD\x7B\x7F\xFF\xFF\xFF\x64\x0C\xAA\x54\x80\x00\x00\x00\x35\xAC\xF8\xFF\xC6\x3A\x96\x9C\x70\xDC\xED\xAA\x03\xE1\x70\x80\x41\xF6\x8A\x30\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xDB\xFF\x60\x35\xA4\xE4\xB0\x68\xA4\xE4\xB0\x68\x1F\xA5\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x13\xEB\xC0\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE9\x59\x3C\xC9\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x41\x76\x2B\x2E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x24\x03\x78\x70\xC6\x3A\x96\x9C\x7F\xFF\xFF\xFF\x03\xE1\x70\x80\x7F\xFF\xFF\xFF\x1C\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87\x58\x26\x9D\x04\x20\x14\xEB\xD5\xAA\xC8\x4C\x0A\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x055757B0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x73EA3535)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x73EA3535, 7943)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1D), ('P4rIngress.aggregator.count_exp.exponent', 0xAC)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xC49A35A4), ('P4rIngress.aggregator.values_v0000.hi', 0x5734E697)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x54CFC8D2), ('P4rIngress.aggregator.values_v0001.hi', 0x63F0676C)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE485D09C), ('P4rIngress.aggregator.values_v0010.hi', 0x6B03A440)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x7B8290F7), ('P4rIngress.aggregator.values_v0011.hi', 0x7EA8C9AB)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5DB77350), ('P4rIngress.aggregator.values_v0100.hi', 0x692CFF98)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x345E8E84), ('P4rIngress.aggregator.values_v0101.hi', 0x6A47F7DF)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x146EEA50), ('P4rIngress.aggregator.values_v0110.hi', 0xE3CACE36)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6CCD38F9), ('P4rIngress.aggregator.values_v0111.hi', 0x8212A03F)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5F5A37FD), ('P4rIngress.aggregator.values_v1000.hi', 0x9B6D6FF7)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7C547ED0), ('P4rIngress.aggregator.values_v1001.hi', 0x8FC97A31)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x2FE5BA61), ('P4rIngress.aggregator.values_v1010.hi', 0x5574F44B)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xBCEB6200), ('P4rIngress.aggregator.values_v1011.hi', 0x979D1449)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x59B16A3B), ('P4rIngress.aggregator.values_v1100.hi', 0x754D567B)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x3E7ECCCA), ('P4rIngress.aggregator.values_v1101.hi', 0x5315EF46)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x520A499A), ('P4rIngress.aggregator.values_v1110.hi', 0x59C106FB)], 7943)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x93AE5BB3), ('P4rIngress.aggregator.values_v1111.hi', 0x978E56FF)], 7943)
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
                gc.KeyTuple('job_id', 0xDFEE),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000088),
                gc.DataTuple('slot_count', 0x00001ECB),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x298D7649),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xE41E5A45),
                gc.KeyTuple('src_port', 0xB782),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xDFEE),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0128),
            ]
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
        pkt = b'\xD3\xC6\xCF\xEC\x05\x37\x24\xCB\x90\x5F\x75\x4A\x08\x00\x05\x00\x00\x00\xA4\x80\x00\x00\x00\x11\x00\x00\xE4\x1E\x5A\x45\xBB\x74\x5F\x99\xB7\x82\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDF\xEE\x00\x1C\x29\x8D\x76\x49\x1E\x7F\x06\x16\x73\xEA\x35\x35\x00\x20\x6F\xD4\x74\x67\xAB\x3D\x36\xD4\x35\x09\x54\xFE\x6E\xCE\x99\x76\xB0\xFC\x87\x18\x90\xEA\x74\x7E\x5F\x14\x7D\x59\x6A\xF5\x7C\x86\x1B\xA2\x24\x7D\xCE\x16\x44\x42\x27\xD1\x56\xBD\xBA\xF6\x17\x34\x70\x34\x7A\xCA\xE7\xD9\x97\x7A\x82\x03\x49\xC9\xF8\x3B\xDB\x79\x2A\x7C\x21\x9F\x52\xE6\x62\x0C\x24\x45\x0C\xEE\xC2\x9C\xBC\x6A\x56\x3A\x6F\x30\x33\xB7\x48\xA0\xD1\x71\x4E\xC6\x52\x0C\x6F\xF7\x86\xAD\x5F\xB0\x31\x54\x25\x9D\x6F\xE5\x63\x00\x69\x0E\x2C\xEA\x10\xBA\x56\x84\xDD\xCE\x4B\x97\xD1\x91\x9B\x18\xE8\x0E\x92\x72\xAA\xE0\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x24\xCB\x90\x5F\x75\x4A\xD3\xC6\xCF\xEC\x05\x37\x08\x00\x05\x00\x00\x00\xA4\x80\x00\x00\x40\x11\x00\x00\xBB\x74\x5F\x99\xE4\x1E\x5A\x45\xBE\xEF\xB7\x82\x00\xA0\x00\x00\x50\x34\x02\x82\xDF\xEE\x00\x1C\x29\x8D\x76\x49\x1E\x7F\x00\x16\x73\xEA\x35\x35\x00\x20\x00\x1E\x39\x01\xE0\xE1\x36\xD4\x35\x09\x7F\xFF\xFF\xFF\x99\x76\xB0\xFC\x80\x00\x00\x00\x74\x7E\x5F\x14\x7F\xFF\xFF\xFF\x7C\x86\x1B\xA2\x7F\xFF\xFF\xFF\x44\x42\x27\xD1\x7F\xFF\xFF\xFF\x17\x34\x70\x34\x7F\xFF\xFF\xFF\x97\x7A\x82\x03\x7F\xFF\xFF\xFF\xDB\x79\x2A\x7C\x7F\xFF\xFF\xFF\x62\x0C\x24\x45\x7F\xFF\xFF\xFF\xBC\x6A\x56\x3A\x7F\xFF\xFF\xFF\x48\xA0\xD1\x71\x0B\xB1\xB4\x0C\x6F\xF7\x86\xAD\x7F\xFF\xFF\xFF\x25\x9D\x6F\xE5\x7F\xFF\xFF\xFF\x2C\xEA\x10\xBA\x7F\xFF\xFF\xFF\x4B\x97\xD1\x91\x80\x00\x00\x00\x92\x72\xAA\xE0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x15\x57\x57\xB0\x73\xEA\x35\x35\x73\xEA\x35\x35\x1E\xAC\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x39\x01\xE0\xE1\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFD\x67\x18\x68\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFD\x79\x94\x3C\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x0B\xB1\xB4\x0C\x07\x94\x9A\xF6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x30\x04\x94\x94\x46\xC3\xA9\x2C\x1F\x6D\xFE\x93\x81\x46\xEE\xA6\xF9\x65\xFF\xB4\x33\x91\x34\xA8\x5A\xEF\x00\xB8\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0273FFE5), ('P4rIngress.aggregator.bitmap_seq.seq', 0x536BEB80)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x536BEB80, 4149)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0B), ('P4rIngress.aggregator.count_exp.exponent', 0x5C)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xDE06BED7), ('P4rIngress.aggregator.values_v0000.hi', 0x3B12F87A)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7D705CD2), ('P4rIngress.aggregator.values_v0001.hi', 0x811D12C5)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xB50C8399), ('P4rIngress.aggregator.values_v0010.hi', 0x49DB7BEF)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6AA483A7), ('P4rIngress.aggregator.values_v0011.hi', 0x66A4956B)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6FBA862F), ('P4rIngress.aggregator.values_v0100.hi', 0x68E0F09A)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5873D460), ('P4rIngress.aggregator.values_v0101.hi', 0x2CD4D016)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x43DAF623), ('P4rIngress.aggregator.values_v0110.hi', 0x975A98CB)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2A648EEB), ('P4rIngress.aggregator.values_v0111.hi', 0x1A79B981)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xB971A8CE), ('P4rIngress.aggregator.values_v1000.hi', 0x72065E9B)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xBBCB1B81), ('P4rIngress.aggregator.values_v1001.hi', 0xC9575596)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x08676DBC), ('P4rIngress.aggregator.values_v1010.hi', 0x9C530209)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x7B43C5DD), ('P4rIngress.aggregator.values_v1011.hi', 0x5395A85A)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x48EF214E), ('P4rIngress.aggregator.values_v1100.hi', 0xF3659013)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x72AA4C34), ('P4rIngress.aggregator.values_v1101.hi', 0x2C97E75C)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x60E5477B), ('P4rIngress.aggregator.values_v1110.hi', 0x889C56EB)], 4149)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5746D863), ('P4rIngress.aggregator.values_v1111.hi', 0x62D6322E)], 4149)
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
                gc.KeyTuple('job_id', 0xB89F),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000033B),
                gc.DataTuple('slot_count', 0x000011AB),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x11306B57),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x42A847C3),
                gc.KeyTuple('src_port', 0xCB86),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB89F),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x00AE),
            ]
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
        ig_port = 52
        pkt = b'\xF7\x20\x60\x00\xC3\x7C\xF9\x0C\x6A\xF1\xB0\x34\x08\x00\x05\x00\x00\x00\x06\xE9\x00\x00\x00\x11\x00\x00\x42\xA8\x47\xC3\x4F\x32\x90\xC5\xCB\x86\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB8\x9F\x00\x1C\x11\x30\x6B\x57\x0C\xFA\x06\x3F\x53\x6B\xEB\x80\x00\x20\x53\xFA\x19\xFC\x8A\x53\x5A\xF0\x93\x6C\x6D\x53\x90\x96\x3A\xCF\x45\xB9\xBD\x45\x14\x65\x4C\x11\xFB\xBD\x48\xE6\x78\xB1\x5A\x93\xD9\xE9\x4A\xAA\x5F\x3A\x55\x28\x17\xD3\x60\x7B\x1E\x70\x72\x38\x46\x4F\x48\x63\x4D\xD5\xB8\x51\x29\x8D\x6A\xD4\xE2\xE3\x80\x00\x00\x00\xB5\xFA\xAB\xA4\x6C\xC9\xB2\xBD\x91\x9F\x64\xEB\x60\xAD\xFF\xBC\x7F\x2C\xCD\x56\x68\x06\x87\xB3\x06\x80\x14\x89\xC8\x6A\xDA\xEE\x65\x8A\x44\x65\x5A\xAB\x17\x6B\x14\xD8\x44\x7F\xFC\x63\x0E\x62\x3C\x2D\x1D\xA1\xCF\x17\xD5\x11\x43\x3E\x56\x93\x5B\x45\x29\x70\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xF9\x0C\x6A\xF1\xB0\x34\xF7\x20\x60\x00\xC3\x7C\x08\x00\x05\x00\x00\x00\x06\xE9\x00\x00\x40\x11\x00\x00\x4F\x32\x90\xC5\x42\xA8\x47\xC3\xBE\xEF\xCB\x86\x00\xA0\x00\x00\x50\x34\x02\x82\xB8\x9F\x00\x1C\x11\x30\x6B\x57\x0C\xFA\x00\x3F\x53\x6B\xEB\x80\x00\x20\x00\x0C\xF8\x03\x49\x2A\x5A\xF0\x93\x6C\x7F\xFF\xFF\xFF\x3A\xCF\x45\xB9\x80\x00\x00\x00\x4C\x11\xFB\xBD\x7F\xFF\xFF\xFF\x5A\x93\xD9\xE9\x7F\xFF\xFF\xFF\x55\x28\x17\xD3\x7F\xFF\xFF\xFF\x72\x38\x46\x4F\x7F\xFF\xFF\xFF\xB8\x51\x29\x8D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x6C\xC9\xB2\xBD\x80\x00\x00\x00\x60\xAD\xFF\xBC\x7F\xFF\xFF\xFF\x68\x06\x87\xB3\x7F\xFF\xFF\xFF\xC8\x6A\xDA\xEE\x7F\xFF\xFF\xFF\x5A\xAB\x17\x6B\x7F\xFF\xFF\xFF\xFC\x63\x0E\x62\x7F\xFF\xFF\xFF\xCF\x17\xD5\x11\x7F\xFF\xFF\xFF\x5B\x45\x29\x70\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x12\x73\xFF\xE5\x53\x6B\xEB\x80\x53\x6B\xEB\x80\x0C\x5C\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF8\x03\x49\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBB\xEC\x58\x7E\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9A\x79\xB9\x81\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x2A\x05\x55\x52\x7F\xFF\xFF\xFF\x04\x59\x89\xBC\x7F\xFF\xFF\xFF\x1C\x00\x83\x48\x7F\xFF\xFF\xFF\x4E\x10\xA7\x7E\x7F\xFF\xFF\xFF\x28\xFA\xF5\xBE\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D\x15\x0A\xF7\x90\x00\x32\x18\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4FADCC80), ('P4rIngress.aggregator.bitmap_seq.seq', 0xA74D14DD)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xA74D14DD, 3343)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xBD)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x09546602), ('P4rIngress.aggregator.values_v0000.hi', 0x546D264E)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x13315AAD), ('P4rIngress.aggregator.values_v0001.hi', 0x3CD28034)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xD541270F), ('P4rIngress.aggregator.values_v0010.hi', 0x11AEE34D)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4575674A), ('P4rIngress.aggregator.values_v0011.hi', 0x94393AAC)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x628AF271), ('P4rIngress.aggregator.values_v0100.hi', 0xEEAA4F84)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x75D57ECD), ('P4rIngress.aggregator.values_v0101.hi', 0x02E18B76)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2D7CB3DD), ('P4rIngress.aggregator.values_v0110.hi', 0x5F9B8A6F)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x37D7EB1E), ('P4rIngress.aggregator.values_v0111.hi', 0x637581C4)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x672037AB), ('P4rIngress.aggregator.values_v1000.hi', 0x43FE57EC)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB9CB5346), ('P4rIngress.aggregator.values_v1001.hi', 0x687D925D)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x176DA138), ('P4rIngress.aggregator.values_v1010.hi', 0x3749BA06)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x63BB236D), ('P4rIngress.aggregator.values_v1011.hi', 0x1B2CD8EC)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x386BB976), ('P4rIngress.aggregator.values_v1100.hi', 0xDEBB0E92)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7F7CCD1C), ('P4rIngress.aggregator.values_v1101.hi', 0x51B5833B)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xF057AE75), ('P4rIngress.aggregator.values_v1110.hi', 0x699E3042)], 3343)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x43F2D96A), ('P4rIngress.aggregator.values_v1111.hi', 0x925E42EC)], 3343)
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
                gc.KeyTuple('job_id', 0xCE64),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000005E1),
                gc.DataTuple('slot_count', 0x000018CA),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xBF78EFBA),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0xBBA44F8D),
                gc.KeyTuple('src_port', 0x5458),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xCE64),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x03A0),
            ]
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
        pkt = b'\xF4\x7C\x77\xBC\x7B\x0F\x43\xE7\xC5\xDB\x42\xDC\x08\x00\x05\x00\x00\x00\x66\x0D\x00\x00\x00\x11\x00\x00\xBB\xA4\x4F\x8D\xF7\x9A\x86\x8E\x54\x58\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCE\x64\x00\x0D\xBF\x78\xEF\xBA\x07\x2E\x00\x0D\xA7\x4D\x14\xDD\x00\x20\x79\x74\x7B\xAA\x13\x7E\x70\x08\x46\x1D\x92\xB7\x32\x3A\x80\x00\x00\x00\xD1\x92\xF1\xD6\x79\xBA\xA1\x93\x11\xE5\x6C\x6B\xB4\x48\x78\x65\x72\x6F\x16\xB9\x99\x02\x19\x80\x5E\x75\xAE\x67\x7E\x55\x73\x4F\x5C\x40\x79\xD0\x30\x5B\x42\x86\x61\xD7\xC9\x3A\x29\x16\x9B\x6D\x20\x31\xEF\xEB\x5B\xBE\x65\x67\x9B\x58\x59\xC7\x2D\x26\x57\x1D\x71\xB1\x0E\xB7\x5C\x3B\x93\x73\x69\xD5\xA9\x54\xDF\x66\xCA\x08\xB6\xE8\x8C\x36\x82\x6B\xDC\x31\x47\x36\x0D\xE1\x4A\xB4\x9E\x9D\x7E\x5F\xEB\x17\x14\xB0\xE7\xC7\x6A\x6A\xAF\x32\x8F\x65\x7D\x85\x80\xD0\x73\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x43\xE7\xC5\xDB\x42\xDC\xF4\x7C\x77\xBC\x7B\x0F\x08\x00\x05\x00\x00\x00\x66\x0D\x00\x00\x40\x11\x00\x00\xF7\x9A\x86\x8E\xBB\xA4\x4F\x8D\xBE\xEF\x54\x58\x00\xA0\x00\x00\x50\x34\x02\x82\xCE\x64\x00\x0D\xBF\x78\xEF\xBA\x07\x2E\x00\x0D\xA7\x4D\x14\xDD\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\x70\x08\x46\x1D\xA5\xE8\x8C\xE7\x80\x00\x00\x00\xA6\xD4\x18\xE5\x79\xBA\xA1\x93\x57\x5A\xD3\xB5\xB4\x48\x78\x65\x7F\xFF\xFF\xFF\x99\x02\x19\x80\x7F\xFF\xFF\xFF\x7E\x55\x73\x4F\x7F\xFF\xFF\xFF\x30\x5B\x42\x86\x7F\xFF\xFF\xFF\x29\x16\x9B\x6D\x7F\xFF\xFF\xFF\x5B\xBE\x65\x67\x80\x00\x00\x00\x2D\x26\x57\x1D\x7F\xFF\xFF\xFF\x5C\x3B\x93\x73\x7F\xFF\xFF\xFF\xDF\x66\xCA\x08\xEF\x54\x45\xAC\x82\x6B\xDC\x31\x7F\xFF\xFF\xFF\x4A\xB4\x9E\x9D\x6E\xB7\x99\x8C\x14\xB0\xE7\xC7\x7F\xFF\xFF\xFF\x8F\x65\x7D\x85\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x4F\xAD\xEC\x80\xA7\x4D\x14\xDD\xA7\x4D\x14\xDD\x1B\xBD\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA5\xE8\x8C\xE7\xBC\xD2\x80\x34\xA6\xD4\x18\xE5\x7F\xFF\xFF\xFF\x57\x5A\xD3\xB5\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x87\xAC\x69\x04\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFA\x93\xA2\xF4\xEF\x54\x45\xAC\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6E\xB7\x99\x8C\x7E\x4F\x18\x09\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\xD0\x73\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37\x4A\x36\x09\x8E\x9D\x71\xAB\xB8\x22\x3E\xF6\x80\xBD\xE0\x5D\xAB\x90\xAC\x09\x87\x4D\x88\x1F\x2E\x00\x26\x9B\x7B\x14\x4F\xBA\xEB\x8F\xE2\x81\x19\x3E\x88\x42\x90\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x7A1A458B), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF5269000)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF5269000, 6451)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x84)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4D040626), ('P4rIngress.aggregator.values_v0000.hi', 0x39B13A27)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBA9AE414), ('P4rIngress.aggregator.values_v0001.hi', 0x33D92FD8)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5DAB491B), ('P4rIngress.aggregator.values_v0010.hi', 0x5F35A4E2)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x5BCC28A2), ('P4rIngress.aggregator.values_v0011.hi', 0x9BB67108)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x769192B9), ('P4rIngress.aggregator.values_v0100.hi', 0x51EA447C)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF43D058B), ('P4rIngress.aggregator.values_v0101.hi', 0xC9A08DE9)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x85468575), ('P4rIngress.aggregator.values_v0110.hi', 0x731A79A0)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4A9C573B), ('P4rIngress.aggregator.values_v0111.hi', 0x478AB675)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x76A4573F), ('P4rIngress.aggregator.values_v1000.hi', 0xA93A972E)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x616086CC), ('P4rIngress.aggregator.values_v1001.hi', 0x45E5F822)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x0C7E59D3), ('P4rIngress.aggregator.values_v1010.hi', 0x2010EA18)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xC367F40D), ('P4rIngress.aggregator.values_v1011.hi', 0x9265302D)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x76661FE7), ('P4rIngress.aggregator.values_v1100.hi', 0x72C98473)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xAB1BECEE), ('P4rIngress.aggregator.values_v1101.hi', 0x9B350DB9)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x9AA493C3), ('P4rIngress.aggregator.values_v1110.hi', 0x5775207B)], 6451)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x4683DB3B), ('P4rIngress.aggregator.values_v1111.hi', 0xD54C8E7A)], 6451)
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
                gc.KeyTuple('job_id', 0xE983),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000851),
                gc.DataTuple('slot_count', 0x00001295),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x90390919),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xB12A8532),
                gc.KeyTuple('src_port', 0x5672),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xE983),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x018B),
            ]
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
        pkt = b'\x75\xB6\x43\x01\x4D\xA0\xD7\x2A\x03\xAB\x12\xD9\x08\x00\x05\x00\x00\x00\x7C\xFE\x00\x00\x00\x11\x00\x00\xB1\x2A\x85\x32\x25\xA0\x3B\x66\x56\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE9\x83\x00\x0D\x90\x39\x09\x19\x10\xE2\x02\x2A\xF5\x26\x90\x00\x00\x20\xFC\xA1\x69\x4E\x93\xD4\x61\xC8\x09\xC3\x86\x36\x4F\xB4\x2C\xFD\x40\xFE\x55\xD9\x59\xB7\x4C\x4D\xEF\x36\x61\x1C\x34\x8F\xD9\x37\x98\xA9\x0F\x0A\x16\x47\x21\x41\xDB\xC1\xA5\x54\x6B\x59\x8F\xF0\xC8\x62\x3D\xEA\xDB\x29\x37\xD2\x35\x6D\x43\xF0\xC1\x6F\x44\x6E\x6C\xB0\x40\xE1\x41\x89\xA5\xCA\x26\xA9\x35\x1D\xA8\x83\x78\x2B\x2A\xC2\x79\x7C\x9E\xDF\x23\xF7\x8D\xE9\x8B\x4F\xF7\x1B\xA0\x55\x16\x65\x37\x0A\xFE\x11\x77\x08\x8C\xB4\xA7\x50\x6C\xB5\x08\xB6\x3B\xF9\x3A\xF5\xD7\x61\x4F\x45\xD9\x54\x44\x80\x7A\x78\x0F\x3E\x02\xF6\x1A\xDE\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD7\x2A\x03\xAB\x12\xD9\x75\xB6\x43\x01\x4D\xA0\x08\x00\x05\x00\x00\x00\x7C\xFE\x00\x00\x40\x11\x00\x00\x25\xA0\x3B\x66\xB1\x2A\x85\x32\xBE\xEF\x56\x72\x00\xA0\x00\x00\x50\x34\x02\x82\xE9\x83\x00\x0D\x90\x39\x09\x19\x10\xE2\x00\x2A\xF5\x26\x90\x00\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x61\xC8\x09\xC3\x80\x00\x00\x00\x2C\xFD\x40\xFE\x7F\xFF\xFF\xFF\x4C\x4D\xEF\x36\x7F\xFF\xFF\xFF\xD9\x37\x98\xA9\x7F\xFF\xFF\xFF\x21\x41\xDB\xC1\x99\x91\x70\xE4\x8F\xF0\xC8\x62\xC3\x31\x60\x9E\x37\xD2\x35\x6D\x7F\xFF\xFF\xFF\x44\x6E\x6C\xB0\x7F\xFF\xFF\xFF\xA5\xCA\x26\xA9\x7F\xFF\xFF\xFF\x78\x2B\x2A\xC2\x7F\xFF\xFF\xFF\x23\xF7\x8D\xE9\x80\x00\x00\x00\xA0\x55\x16\x65\x7F\xFF\xFF\xFF\x77\x08\x8C\xB4\x80\x00\x00\x00\x08\xB6\x3B\xF9\xD5\x9A\x6B\x24\x4F\x45\xD9\x54\x7F\xFF\xFF\xFF\x0F\x3E\x02\xF6\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x7A\x1A\x65\x8B\xF5\x26\x90\x00\xF5\x26\x90\x00\x10\x84\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x60\xD6\x70\xD6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x73\x2C\x20\x3D\x99\x91\x70\xE4\x80\x00\x00\x00\xC3\x31\x60\x9E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x44\x08\x78\x01\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA3\xEB\x49\xB2\xD5\x9A\x6B\x24\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\x8A\x91\x70\x1A\xDE\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25\xBF\x24\xF1\xA7\x6B\x1D\x0F\xD7\x99\x4C\x53\x7E\x48\xA3\x6A\xA4\xB0\x8C\x35\x2D\x83\xEA\x48\xF9\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x05E61B05), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD135F7E0)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD135F7E0, 3836)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x04), ('P4rIngress.aggregator.count_exp.exponent', 0x36)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4FEBC143), ('P4rIngress.aggregator.values_v0000.hi', 0x28451EA7)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x615E9779), ('P4rIngress.aggregator.values_v0001.hi', 0x9E842DCF)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x8F6F871D), ('P4rIngress.aggregator.values_v0010.hi', 0x43B57684)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x15B63920), ('P4rIngress.aggregator.values_v0011.hi', 0x6A66334E)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7364FD68), ('P4rIngress.aggregator.values_v0100.hi', 0x690121AE)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x73923B56), ('P4rIngress.aggregator.values_v0101.hi', 0x5AC9BF6C)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x32668E09), ('P4rIngress.aggregator.values_v0110.hi', 0xA076033B)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7728A68E), ('P4rIngress.aggregator.values_v0111.hi', 0x8B32DCC5)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x34DBAD3B), ('P4rIngress.aggregator.values_v1000.hi', 0x4C66BCBC)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x2B6FC9EF), ('P4rIngress.aggregator.values_v1001.hi', 0x9C4D72DD)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x712A4969), ('P4rIngress.aggregator.values_v1010.hi', 0x1855D282)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5169327F), ('P4rIngress.aggregator.values_v1011.hi', 0x022E337B)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x257904E9), ('P4rIngress.aggregator.values_v1100.hi', 0x69C8D1AF)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7D2108E8), ('P4rIngress.aggregator.values_v1101.hi', 0x2CCAEBF8)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4C03CCB9), ('P4rIngress.aggregator.values_v1110.hi', 0x75C1E91A)], 3836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA32F4481), ('P4rIngress.aggregator.values_v1111.hi', 0x4544FBBB)], 3836)
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
                gc.KeyTuple('job_id', 0x9C96),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000094B),
                gc.DataTuple('slot_count', 0x00000CD2),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6E97B8A1),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x4B6E831C),
                gc.KeyTuple('src_port', 0xD2DA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9C96),
                gc.DataTuple('rank', 0x001C),
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
        ig_port = 4
        pkt = b'\xDE\x4C\xDC\x6F\xCC\xB9\x95\x86\x5A\x01\x3C\xB7\x08\x00\x05\x00\x00\x00\x4E\x26\x00\x00\x00\x11\x00\x00\x4B\x6E\x83\x1C\xBB\xE4\x58\xA5\xD2\xDA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9C\x96\x00\x1C\x6E\x97\xB8\xA1\x05\xB1\x02\x1B\xD1\x35\xF7\xE0\x00\x20\x2C\x4D\xA3\xEA\x4B\xAF\x6F\xAD\xEC\xA3\x57\x47\xB1\x0B\x41\xD0\xB5\x30\xDE\xB7\xCE\x41\x48\x43\xE6\x1B\x74\x52\xB3\xB9\x6B\x47\xB6\x37\x58\x54\x56\x3A\x27\x3D\xBF\x8C\x29\x57\xBA\x36\x66\xFB\x5A\x66\x76\x6E\xAE\x18\xA0\xD0\x12\xFA\x52\x90\xB1\x37\xE6\xD2\x88\x52\x4F\x6E\x28\x07\x80\x00\x00\x00\xB9\xE6\x0F\x8D\xC4\x2D\x5F\x2E\x2B\x5B\xE9\x59\xE6\xD9\x7D\x0D\x57\x7D\x52\xF8\xFE\x1E\x6A\x5F\x80\x00\x00\x00\x52\xAF\xC6\x9E\x2D\x92\x87\xC5\x49\x64\x92\x54\x49\xEA\x41\xBB\x7A\xA5\x38\x9C\x60\xAD\xED\x5D\x58\x9A\x64\x9B\xE5\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x95\x86\x5A\x01\x3C\xB7\xDE\x4C\xDC\x6F\xCC\xB9\x08\x00\x05\x00\x00\x00\x4E\x26\x00\x00\x40\x11\x00\x00\xBB\xE4\x58\xA5\x4B\x6E\x83\x1C\xBE\xEF\xD2\xDA\x00\xA0\x00\x00\x50\x34\x02\x82\x9C\x96\x00\x1C\x6E\x97\xB8\xA1\x05\xB1\x00\x1B\xD1\x35\xF7\xE0\x00\x20\x00\x05\xF3\xD6\x0C\xF2\x6F\xAD\xEC\xA3\x7F\xFF\xFF\xFF\x41\xD0\xB5\x30\x80\x00\x00\x00\x48\x43\xE6\x1B\x7F\xFF\xFF\xFF\x6B\x47\xB6\x37\x7F\xFF\xFF\xFF\x27\x3D\xBF\x8C\x7F\xFF\xFF\xFF\x66\xFB\x5A\x66\x7F\xFF\xFF\xFF\xA0\xD0\x12\xFA\x7F\xFF\xFF\xFF\xE6\xD2\x88\x52\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xE5\x55\xD9\x7C\xC4\x2D\x5F\x2E\x7F\xFF\xFF\xFF\xE6\xD9\x7D\x0D\x7F\xFF\xFF\xFF\xFE\x1E\x6A\x5F\xA5\x79\x04\xE9\x52\xAF\xC6\x9E\x7F\xFF\xFF\xFF\x49\x64\x92\x54\x7F\xFF\xFF\xFF\x7A\xA5\x38\x9C\x03\xDD\x31\xDE\x58\x9A\x64\x9B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x15\xE6\x1B\x05\xD1\x35\xF7\xE0\xD1\x35\xF7\xE0\x05\x36\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF3\xD6\x0C\xF2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE0\x54\xE2\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCC\x66\xBC\xBC\xE5\x55\xD9\x7C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFF\x2F\x4F\x8F\x7F\xFF\xFF\xFF\x00\x4C\x9D\xDA\xA5\x79\x04\xE9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x76\x2F\x7E\x4C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x03\xDD\x31\xDE\x7F\xFF\xFF\xFF\xE5\xC3\x1E\xCE\x21\xD5\x3D\x66\x60\x6C\xCB\xA6\x76\x99\x88\x95\x50\xE9\xB2\x7D\xFE\xC3\xD7\x60\x8C\x50\x4B\x9D\xB5\xEB\x53\x26\x35\x81\x87\x19\xB5\x46\xDC\xC9\xC0\xC2\x91\xDC\xA1\x13\x21\x99\x85\x1A\xCF\x9C\xCF\xEE\x73\x4F\xC5\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4D1D8799), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 7066)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0xE7)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x40EFBC2B), ('P4rIngress.aggregator.values_v0000.hi', 0x6A9CB8E2)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xA460B715), ('P4rIngress.aggregator.values_v0001.hi', 0x3ECE1DB8)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5DABB7B7), ('P4rIngress.aggregator.values_v0010.hi', 0x7685A377)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3200B6D3), ('P4rIngress.aggregator.values_v0011.hi', 0xB64A635A)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5161E210), ('P4rIngress.aggregator.values_v0100.hi', 0x80000000)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1D3EF5F5), ('P4rIngress.aggregator.values_v0101.hi', 0x1435105F)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xBA94A89C), ('P4rIngress.aggregator.values_v0110.hi', 0x8FA8747A)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xAA88A42A), ('P4rIngress.aggregator.values_v0111.hi', 0x9B74378C)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x862CE96E), ('P4rIngress.aggregator.values_v1000.hi', 0x346E7523)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x6AF367F8), ('P4rIngress.aggregator.values_v1001.hi', 0x759B9299)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x83391655), ('P4rIngress.aggregator.values_v1010.hi', 0x8A7C4B6E)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4E0ECD3A), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x785E2FE5), ('P4rIngress.aggregator.values_v1100.hi', 0x4683694E)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x49B6E34F), ('P4rIngress.aggregator.values_v1101.hi', 0x3D176BC3)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x08E7B9B6), ('P4rIngress.aggregator.values_v1110.hi', 0x6CFE6CF4)], 7066)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x73BCBABA), ('P4rIngress.aggregator.values_v1111.hi', 0x64D94559)], 7066)
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
                gc.KeyTuple('job_id', 0x764D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000107A),
                gc.DataTuple('slot_count', 0x00000D12),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1F293586),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x553DAD8D),
                gc.KeyTuple('src_port', 0xEE12),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x764D),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0111),
            ]
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
        pkt = b'\x2B\x88\x45\x9F\xFB\x78\x54\xF2\x20\x1D\xF6\x1B\x08\x00\x05\x00\x00\x00\x52\x0A\x00\x00\x00\x11\x00\x00\x55\x3D\xAD\x8D\xDA\x04\x6E\x8A\xEE\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x76\x4D\x00\x0D\x1F\x29\x35\x86\x0B\x20\x04\xCF\xFF\xFF\xFF\xFF\x00\x20\xCA\x57\x47\x98\x8F\x64\x29\x32\xE9\xE8\xCE\xA0\x91\x9E\x80\x00\x00\x00\x5D\xEA\x36\x52\x50\xBC\xEF\x96\x76\x25\xB6\xC2\xB5\x4E\xE1\x87\x55\x70\x4F\x38\x49\x20\x30\xA3\xCF\xE1\xC6\xC2\xEB\xE1\xBF\xE0\xA7\xE6\xEC\xB9\xB9\x2A\x62\x25\xBD\xBA\xAD\x25\x52\x89\xBD\x22\xC3\x23\x41\x6C\x4D\xD0\x80\x91\x29\x6B\x5E\x7C\x14\xC4\xAA\x9B\x82\x76\xA5\x2D\xB9\xD9\x61\xDF\x6A\xCF\x19\x5B\x32\x19\x62\xC2\x0A\x53\x9D\xA5\x3F\x6A\x6E\x6B\x4D\x90\x8D\x43\xD4\xE1\xAB\x96\x0F\x57\x72\x8C\x80\x00\x00\x00\x43\x01\xC3\xCA\x26\xCB\x17\x2A\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x54\xF2\x20\x1D\xF6\x1B\x2B\x88\x45\x9F\xFB\x78\x08\x00\x05\x00\x00\x00\x52\x0A\x00\x00\x40\x11\x00\x00\xDA\x04\x6E\x8A\x55\x3D\xAD\x8D\xBE\xEF\xEE\x12\x00\xA0\x00\x00\x50\x34\x02\x82\x76\x4D\x00\x0D\x1F\x29\x35\x86\x0B\x20\x00\xCF\xFF\xFF\xFF\xFF\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x29\x32\xE9\xE8\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x50\xBC\xEF\x96\x7F\xFF\xFF\xFF\xB5\x4E\xE1\x87\x7F\xFF\xFF\xFF\x49\x20\x30\xA3\xED\x20\xBC\xB7\xEB\xE1\xBF\xE0\x80\x00\x00\x00\xB9\x2A\x62\x25\x80\x00\x00\x00\x52\x89\xBD\x22\x80\x00\x00\x00\x4D\xD0\x80\x91\x7F\xFF\xFF\xFF\x14\xC4\xAA\x9B\x80\x00\x00\x00\xB9\xD9\x61\xDF\x7F\xFF\xFF\xFF\x32\x19\x62\xC2\x7F\xFF\xFF\xFF\x3F\x6A\x6E\x6B\x7F\xFF\xFF\xFF\xD4\xE1\xAB\x96\x18\x3F\x2C\x42\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x26\xCB\x17\x2A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x4D\x1D\xA7\x99\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x0E\xE7\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xBE\xCE\x1D\xB8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC9\x20\x30\xA3\xED\x20\xBC\xB7\x00\x16\xD0\x3F\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\xED\xFD\xF4\xAE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB2\x19\x62\xC2\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x11\xF9\x17\x59\x18\x3F\x2C\x42\xEC\xFE\x6C\xF4\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xBD\x5F\x98\x5A\x9A\xEF\x3B\x71\x3B\xCC\xED\x94\x74\xA5\x0C\x2A\x93\x92\x9F\x47\xB5\xD9\xCC\x22\x55\x0E\x15\xBE\x5F\x6C\x77\x2F\x72\x7D\x1D\x79\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87\x37\x69\x9A\x3F\x18\x42\xA5\x0C\x38\x4A\xCE\x1D\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51\x12\x0F\x0B\x0A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x3B06448D), ('P4rIngress.aggregator.bitmap_seq.seq', 0x8B702D1E)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x8B702D1E, 5215)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x8B)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0BE72EA0), ('P4rIngress.aggregator.values_v0000.hi', 0x42A0F792)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9AE40E51), ('P4rIngress.aggregator.values_v0001.hi', 0xEE5969F9)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x126D094A), ('P4rIngress.aggregator.values_v0010.hi', 0x5B3C47AE)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x70927067), ('P4rIngress.aggregator.values_v0011.hi', 0x9430EB01)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x75BD9F09), ('P4rIngress.aggregator.values_v0100.hi', 0x1A4D5FED)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x9869EEE0), ('P4rIngress.aggregator.values_v0101.hi', 0x9681DA53)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xDF956CC9), ('P4rIngress.aggregator.values_v0110.hi', 0x6C62EAF1)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7A1C583A), ('P4rIngress.aggregator.values_v0111.hi', 0x1794575F)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x4725B246), ('P4rIngress.aggregator.values_v1000.hi', 0xC14C1DE4)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x792F7B5B), ('P4rIngress.aggregator.values_v1001.hi', 0x48864D21)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x5E1ED5F6), ('P4rIngress.aggregator.values_v1010.hi', 0xD2AB9D73)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD17AA249), ('P4rIngress.aggregator.values_v1011.hi', 0x9F7932D6)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x769EAA37), ('P4rIngress.aggregator.values_v1100.hi', 0x6DAE64C3)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xDD07E7BB), ('P4rIngress.aggregator.values_v1101.hi', 0x6B7147E6)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3BB7842E), ('P4rIngress.aggregator.values_v1110.hi', 0x2DF47E49)], 5215)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x6318ECBA), ('P4rIngress.aggregator.values_v1111.hi', 0x7C676543)], 5215)
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
                gc.KeyTuple('job_id', 0xED1D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000002D6),
                gc.DataTuple('slot_count', 0x00001B98),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1B91348A),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x278DC680),
                gc.KeyTuple('src_port', 0xEC2D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xED1D),
                gc.DataTuple('rank', 0x000D),
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
        ig_port = 0
        pkt = b'\x99\x3C\xCC\xED\x27\xFC\x7F\x4A\xD9\x0A\xB9\xF5\x08\x00\x05\x00\x00\x00\xE1\xDF\x00\x00\x00\x11\x00\x00\x27\x8D\xC6\x80\x3D\xA6\x6B\xE7\xEC\x2D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xED\x1D\x00\x0D\x1B\x91\x34\x8A\x11\x89\x02\x02\x8B\x70\x2D\x1E\x00\x20\x9C\x20\x76\x6C\xFC\x7B\x70\x83\x64\xB3\x94\xD2\x18\xA9\x9A\x06\x93\x3C\x7D\xDD\x21\x5B\x68\xAD\xCA\x95\x52\x06\xFE\xB0\xCE\x62\xF4\x0D\x0D\x38\x86\x19\x80\x00\x00\x00\xFB\xED\xFB\x2B\xB3\x1E\xB3\xB5\x4F\x15\x87\x57\x7E\xCA\xEC\x3C\x0A\xE3\x18\x2F\x74\x29\x43\x7B\x5A\xF4\x41\xD6\x97\xAF\x74\x64\x51\x30\xF5\x5F\x3F\xD1\xFD\xA3\x59\x5E\x51\xDD\xB6\xE1\x70\xF3\x81\x7A\x83\x8A\xB5\x31\xA7\x79\x1F\x9B\x2B\xF4\x2C\x64\x84\x4B\x9C\x00\x45\x1A\x9D\xE8\x71\x0A\x85\x26\xFF\xD1\x7B\x5A\x74\xFF\x2E\x50\xAD\x1C\x24\x46\x6D\x02\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x7F\x4A\xD9\x0A\xB9\xF5\x99\x3C\xCC\xED\x27\xFC\x08\x00\x05\x00\x00\x00\xE1\xDF\x00\x00\x40\x11\x00\x00\x3D\xA6\x6B\xE7\x27\x8D\xC6\x80\xBE\xEF\xEC\x2D\x00\xA0\x00\x00\x50\x34\x02\x82\xED\x1D\x00\x0D\x1B\x91\x34\x8A\x11\x89\x00\x02\x8B\x70\x2D\x1E\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\x70\x83\x64\xB3\x80\x00\x00\x00\x9A\x06\x93\x3C\x7F\xFF\xFF\xFF\x68\xAD\xCA\x95\x7F\xFF\xFF\xFF\xCE\x62\xF4\x0D\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x94\x57\xEA\x0B\xB3\x1E\xB3\xB5\x2E\xAA\xF4\x20\x7E\xCA\xEC\x3C\x7F\xFF\xFF\xFF\x74\x29\x43\x7B\x7F\xFF\xFF\xFF\x97\xAF\x74\x64\x7F\xFF\xFF\xFF\x3F\xD1\xFD\xA3\x7F\xFF\xFF\xFF\xB6\xE1\x70\xF3\x80\x00\x00\x00\xB5\x31\xA7\x79\x7F\xFF\xFF\xFF\x2C\x64\x84\x4B\x80\x00\x00\x00\x9D\xE8\x71\x0A\xC0\xDE\x83\xFF\x7B\x5A\x74\xFF\x7F\xFF\xFF\xFF\x24\x46\x6D\x02\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x3B\x06\x64\x8D\x8B\x70\x2D\x1E\x8B\x70\x2D\x1E\x1D\x8B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x88\x5F\xFD\x35\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9A\x4D\x5F\xED\x94\x57\xEA\x0B\x80\x00\x00\x00\x2E\xAA\xF4\x20\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x89\x8D\x0E\x66\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x09\x59\xB8\xF0\xC0\xDE\x83\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49\xCD\x27\xCB\x0E\xDA\x19\x1E\x31\x70\x44\x10\x24\xC2\x10\x54\x30\x6B\xFD\x40\x4C\x1C\x7A\x98\xBE\xEF\xEC\x7B\x6B\xA4\xB3\x1A\xCE\x73\xB2\x13\xE5\x80\xC4\xF2\xCB\x95\x84\x49\x40\x47\x3A\xA2\x71\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A\x01\x7B\xF0\x1D\x4B\x02\x55\x2F\x0E\xBD\xCA\xE2\x80\x02\x6A\xE9\x09\xB1\x5C\xDD\xEF\x25\x0B\x52\xF5\x9F\xDD\x96\xCF\x6F\x5A\x82\xF5\x17\xD5\x68\xEA\x51\x40\xBD\xDC\x2D\x55\xEB\x5C\x7F\xA4\x57\x2D\x88\x8B\x4C\x98\x80\x0F\xDB\xEE\xE6\x59\x28\x37\x22\x0C\x62\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF\xC6\x1F\x60\x02\x8B\x2F\x39\x16'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x245F70B8), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE7F0C362)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE7F0C362, 3575)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0xD3)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xF495315C), ('P4rIngress.aggregator.values_v0000.hi', 0x4778674F)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x6D8A5F78), ('P4rIngress.aggregator.values_v0001.hi', 0x576C15DE)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xBB8C3233), ('P4rIngress.aggregator.values_v0010.hi', 0x4E70B4D1)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3B35629B), ('P4rIngress.aggregator.values_v0011.hi', 0x738A096D)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3AEADA56), ('P4rIngress.aggregator.values_v0100.hi', 0x5A8DBD9C)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x63B3A231), ('P4rIngress.aggregator.values_v0101.hi', 0x6D5B044D)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x35706130), ('P4rIngress.aggregator.values_v0110.hi', 0xA458B272)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x66CA65BC), ('P4rIngress.aggregator.values_v0111.hi', 0x54B8D543)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x8CB3EBE8), ('P4rIngress.aggregator.values_v1000.hi', 0x4713CE9E)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x969576E9), ('P4rIngress.aggregator.values_v1001.hi', 0x47AE1276)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x69A9F5ED), ('P4rIngress.aggregator.values_v1010.hi', 0x9E8C7ECF)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x55005B17), ('P4rIngress.aggregator.values_v1011.hi', 0x931B34F5)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3F14C2E8), ('P4rIngress.aggregator.values_v1100.hi', 0x69EEF480)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x17C229A6), ('P4rIngress.aggregator.values_v1101.hi', 0xE0F53F78)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x63F120C8), ('P4rIngress.aggregator.values_v1110.hi', 0xBA59A8ED)], 3575)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xB966B0D7), ('P4rIngress.aggregator.values_v1111.hi', 0x589EDACB)], 3575)
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
                gc.KeyTuple('job_id', 0x73E3),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CB8),
                gc.DataTuple('slot_count', 0x00000235),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x84F08150),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xE8A91378),
                gc.KeyTuple('src_port', 0x9689),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x73E3),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x021E),
            ]
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
        pkt = b'\xF0\xDC\x53\x9E\x06\x9D\x24\xAB\xDD\x72\x86\x77\x08\x00\x05\x00\x00\x00\xF7\x73\x00\x00\x00\x11\x00\x00\xE8\xA9\x13\x78\x89\x3B\x5A\x5E\x96\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x73\xE3\x00\x1C\x84\xF0\x81\x50\x01\x3F\x00\x6C\xE7\xF0\xC3\x62\x00\x20\xB9\x39\x95\xD5\xDA\x4A\x39\x0C\xAC\x07\x4E\x57\x91\x40\xE1\x28\xBD\x11\xC3\x66\x9F\x73\x6C\xD8\xA2\x77\x49\x67\x77\x86\x15\x0B\xC8\xE3\x5B\xA5\xBF\x32\x5B\x68\xB5\x08\x31\x23\x26\x1B\x71\x89\x66\xCD\x7F\xCC\xAD\xB7\xB2\x18\x73\x8E\x32\xCB\x44\x3A\xAB\x47\x2A\xBD\xDC\x20\x26\x22\x71\x0A\x34\xEE\xE3\xE2\xB7\x1F\xF1\x5F\x3E\xE8\x6E\xEB\x31\xE7\x33\x65\xDE\x5B\x6C\x01\x4A\x97\xFB\x2D\xBF\x3A\x60\x9D\x5C\x45\x80\x00\x00\x00\x69\xC2\x53\xCC\xA3\x19\x87\xC2\x78\xA7\x69\x0B\xA8\xC5\x89\x4D\xBD\x35\xAF\x93\x46\xB4\x13\xE2\x28\xF0\x70\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x24\xAB\xDD\x72\x86\x77\xF0\xDC\x53\x9E\x06\x9D\x08\x00\x05\x00\x00\x00\xF7\x73\x00\x00\x40\x11\x00\x00\x89\x3B\x5A\x5E\xE8\xA9\x13\x78\xBE\xEF\x96\x89\x00\xA0\x00\x00\x50\x34\x02\x82\x73\xE3\x00\x1C\x84\xF0\x81\x50\x01\x3F\x00\x6C\xE7\xF0\xC3\x62\x00\x20\x00\x0E\x8A\x6B\x0B\xA6\x39\x0C\xAC\x07\x7F\xFF\xFF\xFF\xE1\x28\xBD\x11\x80\x00\x00\x00\x6C\xD8\xA2\x77\x7F\xFF\xFF\xFF\x15\x0B\xC8\xE3\x7F\xFF\xFF\xFF\x5B\x68\xB5\x08\x7F\xFF\xFF\xFF\x71\x89\x66\xCD\x7F\xFF\xFF\xFF\xB2\x18\x73\x8E\x7F\xFF\xFF\xFF\xAB\x47\x2A\xBD\x80\x00\x00\x00\x71\x0A\x34\xEE\x80\x00\x00\x00\xF1\x5F\x3E\xE8\x7F\xFF\xFF\xFF\x33\x65\xDE\x5B\x7F\xFF\xFF\xFF\xFB\x2D\xBF\x3A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA3\x19\x87\xC2\x7F\xFF\xFF\xFF\xA8\xC5\x89\x4D\x80\x00\x00\x00\x46\xB4\x13\xE2\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x34\x5F\x70\xB8\xE7\xF0\xC3\x62\xE7\xF0\xC3\x62\x0E\xD3\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x8A\x6B\x0B\xA6\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x38\x94\xD2\xEF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x39\x0D\x51\x5E\x7F\xFF\xFF\xFF\xD1\xF2\x5D\x2A\x7F\xFF\xFF\xFF\x8E\x48\xF4\x2F\x7F\xFF\xFF\xFF\xE9\xEE\xF4\x80\x7F\xFF\xFF\xFF\x84\x0E\xC7\x3A\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x28\xF0\x70\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xCC81D55F), ('P4rIngress.aggregator.bitmap_seq.seq', 0xE3219361)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xE3219361, 4816)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x07), ('P4rIngress.aggregator.count_exp.exponent', 0xB1)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2A83B590), ('P4rIngress.aggregator.values_v0000.hi', 0x3371CE55)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x438E7DA3), ('P4rIngress.aggregator.values_v0001.hi', 0x591FB21D)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x7169A432), ('P4rIngress.aggregator.values_v0010.hi', 0x1E3C677A)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x99B0BAED), ('P4rIngress.aggregator.values_v0011.hi', 0x6C81CE0F)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x625B5AA5), ('P4rIngress.aggregator.values_v0100.hi', 0xF948706D)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x80000000), ('P4rIngress.aggregator.values_v0101.hi', 0x42B714CE)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x1EED43E7), ('P4rIngress.aggregator.values_v0110.hi', 0x29D94F73)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x2963A34B), ('P4rIngress.aggregator.values_v0111.hi', 0x87DAE3A3)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x64FC536D), ('P4rIngress.aggregator.values_v1000.hi', 0x3014207D)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3DB14660), ('P4rIngress.aggregator.values_v1001.hi', 0x8AAA6A9D)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xEB46B389), ('P4rIngress.aggregator.values_v1010.hi', 0x6D32DCA1)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x74458A2B), ('P4rIngress.aggregator.values_v1011.hi', 0x6A1441E2)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4873BD58), ('P4rIngress.aggregator.values_v1100.hi', 0x328AEDB6)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6F9F5330), ('P4rIngress.aggregator.values_v1101.hi', 0x77ABD693)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xA43B5E73), ('P4rIngress.aggregator.values_v1110.hi', 0x861DEDF2)], 4816)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x56C9B953), ('P4rIngress.aggregator.values_v1111.hi', 0x5EE90E72)], 4816)
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
                gc.KeyTuple('job_id', 0x85C0),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E84),
                gc.DataTuple('slot_count', 0x00000DED),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4A042E17),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x8AC59789),
                gc.KeyTuple('src_port', 0xF568),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x85C0),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0223),
            ]
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
        pkt = b'\x8F\xB6\xA8\x31\xE3\xA0\xD5\x38\x60\x76\x20\xD5\x08\x00\x05\x00\x00\x00\x7E\x01\x00\x00\x00\x11\x00\x00\x8A\xC5\x97\x89\xB7\xD7\x33\xD7\xF5\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x85\xC0\x00\x0D\x4A\x04\x2E\x17\x04\x4C\x04\x84\xE3\x21\x93\x61\x00\x20\xA3\x15\x7A\xC1\xF5\x5A\x5B\x4E\x4F\xC3\x40\xDE\x6B\x89\x36\x32\x7C\x75\x15\x5A\x46\xE4\x76\x6A\xCB\x5A\xAA\x9E\x47\x68\x1B\xB2\xA3\xB5\x66\x97\x2B\x11\x71\x7A\x17\xBA\x00\x00\x00\x00\x7E\xD0\x3A\x40\xB0\x65\x03\xA1\x6D\xA3\x7F\x85\x6D\x34\x7D\x09\x8B\x0E\x23\xAB\x33\x91\xF3\x27\x66\xDE\x7D\x8A\x19\x9D\x89\xED\x87\x0B\xFC\x2A\xB3\x8F\xCA\xCC\x6D\xEA\x9D\xAF\x2E\xDD\x4A\xCB\x22\xFA\xA0\x7D\x65\xB4\x99\xF1\x6B\x68\xC7\x86\x6F\x3C\x55\x91\x24\xE9\xB4\xD5\xB0\x22\xD4\x87\xBE\xA6\x64\x14\x52\x86\x17\x3D\x55\x31\x07\xC0\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD5\x38\x60\x76\x20\xD5\x8F\xB6\xA8\x31\xE3\xA0\x08\x00\x05\x00\x00\x00\x7E\x01\x00\x00\x40\x11\x00\x00\xB7\xD7\x33\xD7\x8A\xC5\x97\x89\xBE\xEF\xF5\x68\x00\xA0\x00\x00\x50\x34\x02\x82\x85\xC0\x00\x0D\x4A\x04\x2E\x17\x04\x4C\x00\x84\xE3\x21\x93\x61\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x5B\x4E\x4F\xC3\x7F\xFF\xFF\xFF\x36\x32\x7C\x75\x7F\xFF\xFF\xFF\x76\x6A\xCB\x5A\x80\x00\x00\x00\x1B\xB2\xA3\xB5\x7F\xFF\xFF\xFF\x71\x7A\x17\xBA\x80\x00\x00\x00\x7E\xD0\x3A\x40\xCF\x52\x47\x88\x6D\xA3\x7F\x85\x7F\xFF\xFF\xFF\x8B\x0E\x23\xAB\x7F\xFF\xFF\xFF\x66\xDE\x7D\x8A\x57\x4E\xD0\x4D\x87\x0B\xFC\x2A\x9E\xD6\x7E\x55\x6D\xEA\x9D\xAF\x7F\xFF\xFF\xFF\x22\xFA\xA0\x7D\x7F\xFF\xFF\xFF\x6B\x68\xC7\x86\x7F\xFF\xFF\xFF\x24\xE9\xB4\xD5\x80\x00\x00\x00\xBE\xA6\x64\x14\x7F\xFF\xFF\xFF\x55\x31\x07\xC0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xCC\x81\xF5\x5F\xE3\x21\x93\x61\xE3\x21\x93\x61\x08\xB1\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x6A\xC2\x88\x27\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xCF\x52\x47\x88\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\x4E\xD0\x4D\x80\x00\x00\x00\x9E\xD6\x7E\x55\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xA1\xE0\x5E\xFC\x2C\x7B\xEF\xB3\x24\xA8\x15\xE5\x4F\x2F\x24\xEC\xF7\xBA\xE0\x30\xB0\xE3\x70\xEE\x7B\xFC\x1E\x52\xFA\x23\xD2\xC8\xA5\x1A\xE5\xA3\xB8\xF4\x8A\x85\xF6\xC3\x50\x9B\x8F\x0F\x98\x15\x7E\x6B\x4A\xEE\x45\x0A\xB8\x70\xF2\x87\x3A\x67\x65\x64\x7A\x9E\x2F\x70\xFA\x35\x9D\x56\x80\x9C\x71\x2D\x89\xCF\xBB\x1B\xF3\x84\x2F\x6F\x1D\x86\xF7\x45\x87\x74\x8D\x2A\x9E\x96\xDA\xBC\x7A\xF2\x46\x4E\x6E\x18\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x260BEB8C), ('P4rIngress.aggregator.bitmap_seq.seq', 0x499548F9)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x499548F9, 4732)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0D), ('P4rIngress.aggregator.count_exp.exponent', 0xAD)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xF597263B), ('P4rIngress.aggregator.values_v0000.hi', 0x423CEB51)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x0765E74C), ('P4rIngress.aggregator.values_v0001.hi', 0x33537767)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x857F8BC1), ('P4rIngress.aggregator.values_v0010.hi', 0x63C0C32F)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x78EC38A4), ('P4rIngress.aggregator.values_v0011.hi', 0x569264CB)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x611D59C0), ('P4rIngress.aggregator.values_v0100.hi', 0x594A5D45)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4B8DD663), ('P4rIngress.aggregator.values_v0101.hi', 0x7A2FEF0E)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4604CB52), ('P4rIngress.aggregator.values_v0110.hi', 0x8B07A239)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4BCA5860), ('P4rIngress.aggregator.values_v0111.hi', 0xCF77FE57)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x19309F9F), ('P4rIngress.aggregator.values_v1000.hi', 0x6B73BD30)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x69880FDB), ('P4rIngress.aggregator.values_v1001.hi', 0x425C29A1)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xE37B2487), ('P4rIngress.aggregator.values_v1010.hi', 0xCC64933B)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x62AC318D), ('P4rIngress.aggregator.values_v1011.hi', 0x4B0BB2DA)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xBE702618), ('P4rIngress.aggregator.values_v1100.hi', 0x9ADE6AB3)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x6D1E9368), ('P4rIngress.aggregator.values_v1101.hi', 0x52594144)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x7EA25E54), ('P4rIngress.aggregator.values_v1110.hi', 0xA5B5C45B)], 4732)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xF63254E8), ('P4rIngress.aggregator.values_v1111.hi', 0xA86771F7)], 4732)
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
                gc.KeyTuple('job_id', 0x9E5B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001D2),
                gc.DataTuple('slot_count', 0x0000129C),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6B24CB47),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x33A5DBAA),
                gc.KeyTuple('src_port', 0xCD0B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x9E5B),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0144),
            ]
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
        pkt = b'\x11\x02\x0A\x22\x53\x81\x66\x47\xFE\xEC\x7A\x9F\x08\x00\x05\x00\x00\x00\x02\x45\x00\x00\x00\x11\x00\x00\x33\xA5\xDB\xAA\x4C\xC8\xCE\x4C\xCD\x0B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9E\x5B\x00\x1C\x6B\x24\xCB\x47\x10\xAA\x00\x42\x49\x95\x48\xF9\x00\x20\xC9\x1E\x15\x37\x72\xF9\x76\xAE\xE1\x87\x7B\x7C\x53\xF4\x16\x77\x55\xB5\xBC\x6F\xBA\x23\x51\xB2\x73\xB7\x63\x54\xAB\xBC\x4E\xEB\x78\x11\x26\x88\x61\x34\x49\x3B\x45\xD4\x54\x9D\x04\xCA\x51\xA4\x81\x75\x7E\x28\xEB\x8E\xAA\xED\xFA\xA4\x59\x0B\x8D\xBA\x94\x75\xF8\xF6\x57\x7C\x32\x7C\x3A\xC7\xBC\xED\x4B\xDD\xDE\x23\x55\xDF\x78\x73\x8A\x5E\x0E\xF6\x9D\x35\x81\x73\x3D\xEC\xE4\x79\x6A\x8A\xBA\x88\x9E\xF4\x66\xCD\x71\x7A\xCC\xDA\x4D\x14\xD1\x2D\x80\x00\x00\x00\x0C\xF3\xD6\x7B\x9D\x65\x6F\x8A\x83\x34\xB6\xAE\x12\x9B\xB8\x70\x80\x0E\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x66\x47\xFE\xEC\x7A\x9F\x11\x02\x0A\x22\x53\x81\x08\x00\x05\x00\x00\x00\x02\x45\x00\x00\x40\x11\x00\x00\x4C\xC8\xCE\x4C\x33\xA5\xDB\xAA\xBE\xEF\xCD\x0B\x00\xA0\x00\x00\x50\x34\x02\x82\x9E\x5B\x00\x1C\x6B\x24\xCB\x47\x10\xAA\x00\x42\x49\x95\x48\xF9\x00\x20\x00\x0E\x0A\xCE\x99\x34\x76\xAE\xE1\x87\x7F\xFF\xFF\xFF\x16\x77\x55\xB5\x80\x00\x00\x00\x51\xB2\x73\xB7\x7F\xFF\xFF\xFF\x4E\xEB\x78\x11\x7F\xFF\xFF\xFF\x49\x3B\x45\xD4\x7F\xFF\xFF\xFF\x51\xA4\x81\x75\x7F\xFF\xFF\xFF\xAA\xED\xFA\xA4\x7F\xFF\xFF\xFF\x94\x75\xF8\xF6\x70\xAC\xD2\x1B\x3A\xC7\xBC\xED\x7F\xFF\xFF\xFF\x55\xDF\x78\x73\x80\x00\x00\x00\x9D\x35\x81\x73\x7F\xFF\xFF\xFF\x6A\x8A\xBA\x88\x80\x00\x00\x00\x71\x7A\xCC\xDA\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x9D\x65\x6F\x8A\x80\x00\x00\x00\x12\x9B\xB8\x70\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x36\x0B\xEB\x8C\x49\x95\x48\xF9\x49\x95\x48\xF9\x0E\xAD\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x0A\xCE\x99\x34\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x49\xCA\xCD\x1C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x70\xAC\xD2\x1B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x0C\x59\x37\x8D\x7F\xFF\xFF\xFF\xD2\x59\x41\x44\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xBB\x03\x2A\x67\x80\x0E\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x68B52336), ('P4rIngress.aggregator.bitmap_seq.seq', 0x56F05E69)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x56F05E69, 5156)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xA4)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x3DFDAA88), ('P4rIngress.aggregator.values_v0000.hi', 0x65B00E1F)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7E0265A1), ('P4rIngress.aggregator.values_v0001.hi', 0x5797E2BD)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xAC9E6167), ('P4rIngress.aggregator.values_v0010.hi', 0x2107DA1D)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x9DD23CAE), ('P4rIngress.aggregator.values_v0011.hi', 0x3A9B1AB1)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6539097B), ('P4rIngress.aggregator.values_v0100.hi', 0x611223C3)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x862C2375), ('P4rIngress.aggregator.values_v0101.hi', 0xB2296FAF)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x94DF9A31), ('P4rIngress.aggregator.values_v0110.hi', 0x2FAF735F)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x9C8DF355), ('P4rIngress.aggregator.values_v0111.hi', 0x584C23CF)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x91565C17), ('P4rIngress.aggregator.values_v1000.hi', 0xBCA3E0D9)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x40ACFE67), ('P4rIngress.aggregator.values_v1001.hi', 0x65EFD64C)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x96CD3565), ('P4rIngress.aggregator.values_v1010.hi', 0x6987FCE5)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x8CBDDE98), ('P4rIngress.aggregator.values_v1011.hi', 0x9A7C7DEF)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x554DB9AB), ('P4rIngress.aggregator.values_v1100.hi', 0x52B1695C)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xBE1939F7), ('P4rIngress.aggregator.values_v1101.hi', 0x2429B5FD)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x5B3EBF9E), ('P4rIngress.aggregator.values_v1110.hi', 0x7ED74AFE)], 5156)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xADC756ED), ('P4rIngress.aggregator.values_v1111.hi', 0x5A9BA175)], 5156)
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
                gc.KeyTuple('job_id', 0x4FDF),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000529),
                gc.DataTuple('slot_count', 0x0000117D),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9A73C579),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0xB015F451),
                gc.KeyTuple('src_port', 0x5552),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x4FDF),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x01D2),
            ]
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
        pkt = b'\x10\xD9\x2B\x70\x0D\x4E\xB7\xC4\x10\xF7\x7A\x5E\x08\x00\x05\x00\x00\x00\x6D\x0B\x00\x00\x00\x11\x00\x00\xB0\x15\xF4\x51\x55\x9F\xF4\xF3\x55\x52\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\xDF\x00\x1C\x9A\x73\xC5\x79\x0E\xFB\x06\x5B\x56\xF0\x5E\x69\x00\x20\xEF\x9D\xB5\x1B\xA0\xD6\x4D\x33\x76\x61\x1E\xD6\xD3\x98\xFF\x6D\x46\x53\xAE\x94\x38\x41\xA1\xBC\x33\xF5\xCE\xBF\x02\xB5\x22\x76\xFB\x97\x3E\xAD\x6D\x9D\x54\x7A\xE3\x32\xCF\x57\xC0\x93\x3B\x3C\xB0\x6D\xBB\x45\x69\xDB\x59\x1B\x7A\x7D\xAF\xED\x1A\x5C\xDA\xF1\xB8\xF1\xDD\x56\xD3\xB6\x9E\xF4\xBA\x36\x50\x22\xF8\x1A\x4E\xD2\xB0\xB3\xB7\x8F\x64\x34\x7F\x20\x88\x2D\xCE\xD8\x85\x53\xBA\x3C\xFB\x76\x53\x6E\x3D\x1B\x78\x43\x24\xAB\x96\xDB\xDD\xA7\x5D\xEE\x27\x65\x71\x65\x3A\xBB\x12\x37\x66\x11\xCD\xD9\x67\x8B\x5A\x7F\x88\x0F\xD4\x16\x7D\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xB7\xC4\x10\xF7\x7A\x5E\x10\xD9\x2B\x70\x0D\x4E\x08\x00\x05\x00\x00\x00\x6D\x0B\x00\x00\x40\x11\x00\x00\x55\x9F\xF4\xF3\xB0\x15\xF4\x51\xBE\xEF\x55\x52\x00\xA0\x00\x00\x50\x34\x02\x82\x4F\xDF\x00\x1C\x9A\x73\xC5\x79\x0E\xFB\x00\x5B\x56\xF0\x5E\x69\x00\x20\x00\x01\xF3\x19\x4B\x5E\x4D\x33\x76\x61\x7F\xFF\xFF\xFF\xFF\x6D\x46\x53\x80\x00\x00\x00\xA1\xBC\x33\xF5\x80\x00\x00\x00\x22\x76\xFB\x97\x7F\xFF\xFF\xFF\x54\x7A\xE3\x32\x80\x00\x00\x00\x3B\x3C\xB0\x6D\x80\x00\x00\x00\x59\x1B\x7A\x7D\x80\x00\x00\x00\xDA\xF1\xB8\xF1\x80\x00\x00\x00\x9E\xF4\xBA\x36\x7F\xFF\xFF\xFF\x4E\xD2\xB0\xB3\x80\x00\x00\x00\x7F\x20\x88\x2D\x80\x00\x00\x00\xBA\x3C\xFB\x76\x7F\xFF\xFF\xFF\x78\x43\x24\xAB\x80\x00\x00\x00\x5D\xEE\x27\x65\x7F\xFF\xFF\xFF\x12\x37\x66\x11\x80\x00\x00\x00\x5A\x7F\x88\x0F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x78\xB5\x23\x36\x56\xF0\x5E\x69\x56\xF0\x5E\x69\x01\xA4\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xF3\x19\x4B\x5E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x57\x05\x29\x10\x80\x00\x00\x00\xC2\xC4\x0E\x12\x80\x00\x00\x00\x5D\x12\x16\x48\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xED\x66\x20\x1C\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x33\x3D\xDC\xC0\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xD4\x16\x7D\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77\x24\x1B\xF2\x19\x1E\xD2\x97\x83\xE2\x54\x32\xA5\xAF\x07\xA3\xEF\xA4\xDD\x88\xF0\x16\x93\x87\xE4\x54\x86\x41\x99\xDE\xB6\xC2\x42\x56\xC8\xC2\xB4\x16\x83\x26\x4B\xB3\xA3\x6A\xAE\x32\x28\x98\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xECBC9B48), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC54ADB88)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC54ADB88, 6643)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x09), ('P4rIngress.aggregator.count_exp.exponent', 0xCE)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x61FB58F2), ('P4rIngress.aggregator.values_v0000.hi', 0x5A32B7E2)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB1B8EEF6), ('P4rIngress.aggregator.values_v0001.hi', 0x80000000)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2916B8F7), ('P4rIngress.aggregator.values_v0010.hi', 0x64386A97)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x60EC4F2A), ('P4rIngress.aggregator.values_v0011.hi', 0x98A6A5CF)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x7257D197), ('P4rIngress.aggregator.values_v0100.hi', 0x01D2EFF9)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xAC7EEF25), ('P4rIngress.aggregator.values_v0101.hi', 0xB2F1777F)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xBD74D56D), ('P4rIngress.aggregator.values_v0110.hi', 0x4EAB759C)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7AED46BE), ('P4rIngress.aggregator.values_v0111.hi', 0x4FBF789A)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x466AACD6), ('P4rIngress.aggregator.values_v1000.hi', 0x6BAC35FE)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x533B98BF), ('P4rIngress.aggregator.values_v1001.hi', 0x4D1837E5)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x55574E5D), ('P4rIngress.aggregator.values_v1010.hi', 0x74EAA130)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xC578FD0E), ('P4rIngress.aggregator.values_v1011.hi', 0x7D183C56)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x651B9FC3), ('P4rIngress.aggregator.values_v1100.hi', 0x7E17B6F8)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5D61A982), ('P4rIngress.aggregator.values_v1101.hi', 0x628AD3F0)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x44FA14DB), ('P4rIngress.aggregator.values_v1110.hi', 0x3A546A09)], 6643)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x8D2C3106), ('P4rIngress.aggregator.values_v1111.hi', 0xDB3B398E)], 6643)
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
                gc.KeyTuple('job_id', 0x0AA4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AD9),
                gc.DataTuple('slot_count', 0x00001495),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x850E1F52),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0xF4B43038),
                gc.KeyTuple('src_port', 0xE9E4),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0AA4),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0166),
            ]
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
        pkt = b'\x7E\x99\xB6\xEF\x4B\x4C\x25\x09\x74\x46\xC6\x49\x08\x00\x05\x00\x00\x00\x6F\xDB\x00\x00\x00\x11\x00\x00\xF4\xB4\x30\x38\xCB\xF1\x42\xAC\xE9\xE4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0A\xA4\x00\x0D\x85\x0E\x1F\x52\x0F\x1A\x00\xA7\xC5\x4A\xDB\x88\x00\x20\x1B\x46\x2A\x0B\x3D\xA7\x42\x32\x64\x58\xBB\x54\x72\x83\x32\x6C\xF4\x19\x6D\xD6\xAA\x46\x74\x2E\x9D\x3C\x7A\x7A\xDD\x02\xC9\xA2\xB2\xAF\x66\x38\x49\x41\x75\x7B\x21\xAE\x67\xAA\x46\x6B\xB2\xFE\x60\x72\x0D\x59\x5D\x43\x43\xF8\x79\x39\x12\x2B\x77\x32\x56\xF0\xC7\x76\x6D\x2A\x82\xD4\x18\xD0\x9E\xF0\x5A\x7D\x90\x0D\x44\x51\xA5\x23\x4D\x26\xAC\x65\x64\x7F\xBB\x83\x75\x4A\x48\xE9\x45\xDB\x29\x97\x4F\xC9\x2F\x36\xD4\x74\x19\x09\x5B\x55\xC4\x4E\x22\x66\x13\x0C\x57\xBB\xB0\xC8\x22\xAF\xA2\x5B\xB3\x2F\x16\xC7\x9A\xB3\xB9\x2F\xC0\xD9\xD0\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x25\x09\x74\x46\xC6\x49\x7E\x99\xB6\xEF\x4B\x4C\x08\x00\x05\x00\x00\x00\x6F\xDB\x00\x00\x40\x11\x00\x00\xCB\xF1\x42\xAC\xF4\xB4\x30\x38\xBE\xEF\xE9\xE4\x00\xA0\x00\x00\x50\x34\x02\x82\x0A\xA4\x00\x0D\x85\x0E\x1F\x52\x0F\x1A\x00\xA7\xC5\x4A\xDB\x88\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x42\x32\x64\x58\x80\x00\x00\x00\x32\x6C\xF4\x19\x7F\xFF\xFF\xFF\x74\x2E\x9D\x3C\x7F\xFF\xFF\xFF\xC9\xA2\xB2\xAF\x7F\xFF\xFF\xFF\x75\x7B\x21\xAE\x14\x29\x35\x90\xB2\xFE\x60\x72\xCA\xCE\x32\xB0\x43\xF8\x79\x39\x7F\xFF\xFF\xFF\x56\xF0\xC7\x76\x7F\xFF\xFF\xFF\x18\xD0\x9E\xF0\x7F\xFF\xFF\xFF\x44\x51\xA5\x23\x7F\xFF\xFF\xFF\x64\x7F\xBB\x83\x3A\xC3\x45\xF7\x45\xDB\x29\x97\x7F\xFF\xFF\xFF\xD4\x74\x19\x09\x7F\xFF\xFF\xFF\x22\x66\x13\x0C\x7F\xFF\xFF\xFF\x22\xAF\xA2\x5B\x80\x00\x00\x00\x9A\xB3\xB9\x2F\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xEC\xBC\xBB\x48\xC5\x4A\xDB\x88\xC5\x4A\xDB\x88\x0A\xCE\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xB2\x6C\xF4\x19\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x77\x4E\x11\xA7\x14\x29\x35\x90\x80\x00\x00\x00\xCA\xCE\x32\xB0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x3A\xC3\x45\xF7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x52\x8B\xD0\x01\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5D\x04\x0C\x64\x80\x00\x00\x00\x80\x00\x00\x00\xC0\xD9\xD0\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42\x68\x02\x84\xA4\x26\xFE\xDF\x55\xBA\xE6\xB0\xD9\xF3\xE7\x35\x87\xF6\x29\x9E\x20\x43\xB5\x9A\x59\xF3\x29\x22\x02\xD9\xA5\xED\x70\xE5\x4E\x80\xB2\x1C\x73\xC3\x6D\x30\x88\xCC\xDE\x8D\x52\xB8\xF9\xAC\x11\xA7\xE6\xA4\x8D\xDF\xD0\x5E\xFE\x0B\xFE\x84\x30\x60\x42\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x4879D608), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 3082)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0xFF)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x1D20D152), ('P4rIngress.aggregator.values_v0000.hi', 0x61A2E672)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3CE92555), ('P4rIngress.aggregator.values_v0001.hi', 0xA9C06230)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2DBB18C9), ('P4rIngress.aggregator.values_v0010.hi', 0x6DD18B1B)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x13CD71DB), ('P4rIngress.aggregator.values_v0011.hi', 0xAE4BDA4D)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x48B6D941), ('P4rIngress.aggregator.values_v0100.hi', 0x46C56C39)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x507BB909), ('P4rIngress.aggregator.values_v0101.hi', 0x725F66FB)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x79EEA5B0), ('P4rIngress.aggregator.values_v0110.hi', 0x5F982ECD)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x864F2EA3), ('P4rIngress.aggregator.values_v0111.hi', 0x5956C7AB)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF727DF0C), ('P4rIngress.aggregator.values_v1000.hi', 0x76A9272D)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB8E0831A), ('P4rIngress.aggregator.values_v1001.hi', 0xAC0DF60B)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x4033DCC9), ('P4rIngress.aggregator.values_v1010.hi', 0x65259DA6)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x04CA1A9D), ('P4rIngress.aggregator.values_v1011.hi', 0x47B94455)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x66B97203), ('P4rIngress.aggregator.values_v1100.hi', 0x6763B213)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x54736CE9), ('P4rIngress.aggregator.values_v1101.hi', 0xD77B3271)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8749DC43), ('P4rIngress.aggregator.values_v1110.hi', 0xA1F8BE41)], 3082)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x36EAB8EE), ('P4rIngress.aggregator.values_v1111.hi', 0x736EE16A)], 3082)
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
                gc.KeyTuple('job_id', 0x47F8),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000061A),
                gc.DataTuple('slot_count', 0x00001366),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD9440492),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x2B635FC1),
                gc.KeyTuple('src_port', 0x3C8F),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x47F8),
                gc.DataTuple('rank', 0x000D),
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
        ig_port = 0
        pkt = b'\x60\x73\x5A\x48\xBB\x58\x37\x0B\x33\xC2\xE5\x61\x08\x00\x05\x00\x00\x00\xDA\x53\x00\x00\x00\x11\x00\x00\x2B\x63\x5F\xC1\x31\x34\x34\xDF\x3C\x8F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x47\xF8\x00\x0D\xD9\x44\x04\x92\x05\xF0\x04\x57\xFF\xFF\xFF\xFF\x00\x20\xAB\xC7\x70\xCE\x4F\x64\x57\x72\xEB\xED\x06\xE7\x66\x77\xE3\x32\x9D\xC0\x37\xE5\x17\xFE\x24\x4D\xAF\x4F\x3D\xF9\x0F\x1B\xB1\x6B\x4B\x15\x3E\xB1\x30\x4B\xD3\xA7\xBB\xA7\x58\xA3\x2B\x41\x16\x91\xF6\xA1\x19\xCC\xBF\x11\x52\xAC\xE6\x8F\x4B\x61\x22\xAA\x41\x55\xFD\xD1\x72\xAF\x8C\x0E\xAE\xDA\xE9\x6E\x8D\xA7\xAE\xCA\xA9\x8C\xBE\xEE\x37\x4D\xD9\xFB\x49\x56\x81\x18\xE5\x7F\x12\xA1\x6A\xF9\x4C\xF1\x64\x92\xA7\xAE\x18\x76\x9C\x45\x5E\xAA\xDD\x07\xDF\x8F\x3E\xED\xF7\x57\x14\xC1\xA4\x8B\xE5\xE4\x57\x2A\x3F\x27\xA4\x94\x27\x0C\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x37\x0B\x33\xC2\xE5\x61\x60\x73\x5A\x48\xBB\x58\x08\x00\x05\x00\x00\x00\xDA\x53\x00\x00\x40\x11\x00\x00\x31\x34\x34\xDF\x2B\x63\x5F\xC1\xBE\xEF\x3C\x8F\x00\xA0\x00\x00\x50\x34\x02\x82\x47\xF8\x00\x0D\xD9\x44\x04\x92\x05\xF0\x00\x57\xFF\xFF\xFF\xFF\x00\x20\x00\x10\x7F\xFF\xFF\xFF\x57\x72\xEB\xED\x43\xD0\x8B\xCC\xE3\x32\x9D\xC0\x65\xA0\x30\xC7\x24\x4D\xAF\x4F\x51\xC6\x80\xF6\xB1\x6B\x4B\x15\x7F\xFF\xFF\xFF\xD3\xA7\xBB\xA7\x7F\xFF\xFF\xFF\x16\x91\xF6\xA1\x7F\xFF\xFF\xFF\x52\xAC\xE6\x8F\xD1\xB0\x51\x4D\x41\x55\xFD\xD1\x69\xD7\x6B\x1A\xAE\xDA\xE9\x6E\x80\x00\x00\x00\xA9\x8C\xBE\xEE\x77\x81\xB6\xC4\x49\x56\x81\x18\xEA\x49\x2D\x3E\x6A\xF9\x4C\xF1\x7F\xFF\xFF\xFF\x18\x76\x9C\x45\x7F\xFF\xFF\xFF\xDF\x8F\x3E\xED\x80\x00\x00\x00\xA4\x8B\xE5\xE4\x7F\xFF\xFF\xFF\xA4\x94\x27\x0C\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x48\x79\xF6\x08\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x10\xFF\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x43\xD0\x8B\xCC\x8C\xF2\xFF\xF0\x65\xA0\x30\xC7\x7F\xFF\xFF\xFF\x51\xC6\x80\xF6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x1A\x6D\x27\xE0\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD1\xB0\x51\x4D\x7F\xFF\xFF\xFF\x69\xD7\x6B\x1A\x25\x84\x10\x9B\x80\x00\x00\x00\x80\x00\x00\x00\x77\x81\xB6\xC4\x7F\xFF\xFF\xFF\xEA\x49\x2D\x3E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xDA\x4E\x58\x7F\xFF\xFF\xFF\xB7\x0A\x71\x5E\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x18\x03\x08\x76\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9\xA6\x5F\xEC\x16\x6A\x3A\xC9\xA2\x2B\x51\x9E\xE3\xBA\x8C\x96\xD3\x6A\xE9\xF4\x18\xB0\x5E\x97\xA2\x9C\x08\x51\x69'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x8668CA1A), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB20FF100)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB20FF100, 6719)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x18), ('P4rIngress.aggregator.count_exp.exponent', 0xE9)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x1B76C8CB), ('P4rIngress.aggregator.values_v0000.hi', 0x7B04856C)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4C8DB4C3), ('P4rIngress.aggregator.values_v0001.hi', 0x1757A966)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA0D382AB), ('P4rIngress.aggregator.values_v0010.hi', 0x73D26B3B)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x39B87BE5), ('P4rIngress.aggregator.values_v0011.hi', 0x708B0B8B)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4D5A8636), ('P4rIngress.aggregator.values_v0100.hi', 0x5BBDD24C)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3B783874), ('P4rIngress.aggregator.values_v0101.hi', 0x73FB6026)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4BF19747), ('P4rIngress.aggregator.values_v0110.hi', 0x9B4FFA77)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x6A84B02F), ('P4rIngress.aggregator.values_v0111.hi', 0xC83963A6)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE32CCF2E), ('P4rIngress.aggregator.values_v1000.hi', 0x63E4FB50)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7AA36550), ('P4rIngress.aggregator.values_v1001.hi', 0x7972D6B5)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x97392CFA), ('P4rIngress.aggregator.values_v1010.hi', 0xC8C8C963)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x6CE8BAC8), ('P4rIngress.aggregator.values_v1011.hi', 0x791731BA)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x5EF0B267), ('P4rIngress.aggregator.values_v1100.hi', 0x63493B3D)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xA98B5434), ('P4rIngress.aggregator.values_v1101.hi', 0xEF5CC7DA)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x00000000), ('P4rIngress.aggregator.values_v1110.hi', 0x64B66A34)], 6719)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xCA5EF0C0), ('P4rIngress.aggregator.values_v1111.hi', 0x5C859091)], 6719)
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
                gc.KeyTuple('job_id', 0x6354),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000533),
                gc.DataTuple('slot_count', 0x00001593),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13A81F9B),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0x19777FF2),
                gc.KeyTuple('src_port', 0x74CB),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x6354),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x00A0),
            ]
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
        pkt = b'\xC2\xF0\xDB\x2D\xA1\x3F\x1C\x5A\x0D\xF1\xA8\xCD\x08\x00\x05\x00\x00\x00\x3C\x4B\x00\x00\x00\x11\x00\x00\x19\x77\x7F\xF2\x67\xCF\xEF\xE5\x74\xCB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x63\x54\x00\x1C\x13\xA8\x1F\x9B\x15\x0C\x00\xB6\xB2\x0F\xF1\x00\x00\x20\x4E\x90\xBB\x56\xE1\x49\x5A\x94\xB3\x4A\x6A\xF9\x85\x4B\x2A\x84\xAF\x75\xA5\x53\xC1\x11\x4B\xE3\x61\xF4\x4B\x28\x92\x11\x63\xDE\x72\x4D\x4C\x28\x9F\x62\x5F\x99\x6A\x4F\x6D\x5F\x03\x46\x37\x4A\x52\x74\x43\x18\x97\xA3\xB9\x5A\xBA\x6D\x5C\xD4\x39\x2A\xA7\x15\x13\xF8\x3B\x18\xB9\xA9\x5B\x56\xFB\x42\x3A\xB2\x4B\x2C\x1F\x0D\x97\x9D\xAD\x05\x05\x92\x9A\x1F\x3D\xFF\x4B\xD4\xD6\x5C\x38\xB1\x58\xC5\x4E\x91\x51\xCE\x2C\xCB\x79\x7C\xAB\x12\xA6\x86\x50\xA6\xD0\x55\x5E\x33\xFD\xE5\x55\x16\x96\xF2\x95\x79\x2E\x48\x70\xB1\x47\xDE\xB6\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x1C\x5A\x0D\xF1\xA8\xCD\xC2\xF0\xDB\x2D\xA1\x3F\x08\x00\x05\x00\x00\x00\x3C\x4B\x00\x00\x40\x11\x00\x00\x67\xCF\xEF\xE5\x19\x77\x7F\xF2\xBE\xEF\x74\xCB\x00\xA0\x00\x00\x50\x34\x02\x82\x63\x54\x00\x1C\x13\xA8\x1F\x9B\x15\x0C\x00\xB6\xB2\x0F\xF1\x00\x00\x20\x00\x19\xD6\xCD\xAA\x14\x5A\x94\xB3\x4A\x7F\xFF\xFF\xFF\x2A\x84\xAF\x75\x80\x00\x00\x00\x4B\xE3\x61\xF4\x7F\xFF\xFF\xFF\x63\xDE\x72\x4D\x7F\xFF\xFF\xFF\x5F\x99\x6A\x4F\x7F\xFF\xFF\xFF\x37\x4A\x52\x74\x7F\xFF\xFF\xFF\xB9\x5A\xBA\x6D\x7F\xFF\xFF\xFF\xA7\x15\x13\xF8\x1E\x45\x88\xD7\x5B\x56\xFB\x42\x7F\xFF\xFF\xFF\x1F\x0D\x97\x9D\x80\x00\x00\x00\x9A\x1F\x3D\xFF\x7F\xFF\xFF\xFF\x38\xB1\x58\xC5\x7F\xFF\xFF\xFF\x2C\xCB\x79\x7C\x80\x00\x00\x00\x50\xA6\xD0\x55\x5E\x33\xFD\xE5\x55\x16\x96\xF2\x80\x00\x00\x00\x70\xB1\x47\xDE\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x96\x68\xCA\x1A\xB2\x0F\xF1\x00\xB2\x0F\xF1\x00\x19\xE9\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xD6\xCD\xAA\x14\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x41\xDC\x58\xDB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1E\x45\x88\xD7\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x40\x03\x98\x2F\x5E\x33\xFD\xE5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB6\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x053FCEC1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF3874A26)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF3874A26, 5269)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x05), ('P4rIngress.aggregator.count_exp.exponent', 0x9F)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x713E56FB), ('P4rIngress.aggregator.values_v0000.hi', 0x433B62FD)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xDAF9B6FF), ('P4rIngress.aggregator.values_v0001.hi', 0x1D8EA75F)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xDDE43D2B), ('P4rIngress.aggregator.values_v0010.hi', 0x757DAC4B)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x2B8BAB45), ('P4rIngress.aggregator.values_v0011.hi', 0xCA446028)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x423676D5), ('P4rIngress.aggregator.values_v0100.hi', 0xCFADB185)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x19BE2354), ('P4rIngress.aggregator.values_v0101.hi', 0x49EA2C52)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x62F05C81), ('P4rIngress.aggregator.values_v0110.hi', 0xB3576DA7)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4A6245CB), ('P4rIngress.aggregator.values_v0111.hi', 0x87B3AE97)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x2AA1AF34), ('P4rIngress.aggregator.values_v1000.hi', 0x3565F5AF)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x3C972E5C), ('P4rIngress.aggregator.values_v1001.hi', 0xB9166226)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6E908CAA), ('P4rIngress.aggregator.values_v1010.hi', 0x6797156A)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x8565A510), ('P4rIngress.aggregator.values_v1011.hi', 0x53DCE706)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x82E1D317), ('P4rIngress.aggregator.values_v1100.hi', 0x33EE8931)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xCCDDBB5F), ('P4rIngress.aggregator.values_v1101.hi', 0x43940882)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xAA2DB137), ('P4rIngress.aggregator.values_v1110.hi', 0x6F69C257)], 5269)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xC6234E35), ('P4rIngress.aggregator.values_v1111.hi', 0xDB27E3B0)], 5269)
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
                gc.KeyTuple('job_id', 0x61B4),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000007C0),
                gc.DataTuple('slot_count', 0x0000161E),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE596216),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0xC97326A8),
                gc.KeyTuple('src_port', 0xE674),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x61B4),
                gc.DataTuple('rank', 0x000D),
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
        ig_port = 22
        pkt = b'\xEF\xD6\x78\xB0\x4A\xD4\xC1\x29\x6E\xA5\xEA\xF5\x08\x00\x05\x00\x00\x00\xBD\x0C\x00\x00\x00\x11\x00\x00\xC9\x73\x26\xA8\x0A\x29\x60\x7A\xE6\x74\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x61\xB4\x00\x0D\xFE\x59\x62\x16\x0C\xD5\x04\x71\xF3\x87\x4A\x26\x00\x20\xE1\xE8\x79\x9E\x8E\xF3\x69\x28\x46\xE0\xDE\xB5\x9B\xF1\x5C\xCE\xD7\x47\xBB\x52\xED\x4A\x42\xDE\x05\x8A\xCF\x55\x61\x5F\x85\x66\xCF\x97\x52\xA5\x72\x95\x13\x0B\x56\x27\x67\xCD\x2E\x96\x39\x2A\x25\x9E\x42\x9D\xEA\xFD\xBB\x58\x2D\xDD\x5A\xF7\x3F\x09\xD9\xFA\xDA\xEB\x2A\xB1\xA4\x16\x5D\x4D\x89\x98\x59\x8E\x54\x3B\x98\x21\xD0\x6F\x34\x74\xCD\xEB\x67\xB5\xCD\xB6\x9C\x55\x74\x0D\x69\x15\x4D\xFE\xBE\xEF\xEE\x31\x08\x73\x56\xBE\x62\xE1\x68\xCB\xFE\x26\x3E\xFE\xB4\x65\x12\x4F\x6E\x87\xAF\xD0\xB6\x28\x5E\x37\x93\xA1\xFB\x69\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xC1\x29\x6E\xA5\xEA\xF5\xEF\xD6\x78\xB0\x4A\xD4\x08\x00\x05\x00\x00\x00\xBD\x0C\x00\x00\x40\x11\x00\x00\x0A\x29\x60\x7A\xC9\x73\x26\xA8\xBE\xEF\xE6\x74\x00\xA0\x00\x00\x50\x34\x02\x82\x61\xB4\x00\x0D\xFE\x59\x62\x16\x0C\xD5\x00\x71\xF3\x87\x4A\x26\x00\x20\x00\x06\x7F\xFF\xFF\xFF\x69\x28\x46\xE0\xB9\xAF\x52\xF0\x5C\xCE\xD7\x47\x99\x37\x2A\x75\x42\xDE\x05\x8A\xFA\xE1\x0C\xA4\x85\x66\xCF\x97\x7F\xFF\xFF\xFF\x13\x0B\x56\x27\x7F\xFF\xFF\xFF\x39\x2A\x25\x9E\x7F\xFF\xFF\xFF\xBB\x58\x2D\xDD\x7F\xFF\xFF\xFF\xD9\xFA\xDA\xEB\x55\x53\x53\x4A\x5D\x4D\x89\x98\x7F\xFF\xFF\xFF\x98\x21\xD0\x6F\x7F\xFF\xFF\xFF\x67\xB5\xCD\xB6\x80\x00\x00\x00\x69\x15\x4D\xFE\x80\x00\x00\x00\x08\x73\x56\xBE\x2F\xBF\x24\x2A\xFE\x26\x3E\xFE\x80\x00\x00\x00\x6E\x87\xAF\xD0\x80\x00\x00\x00\x93\xA1\xFB\x69\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x05\x3F\xEE\xC1\xF3\x87\x4A\x26\xF3\x87\x4A\x26\x06\x9F\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB9\xAF\x52\xF0\x7A\x5D\x7E\xA6\x99\x37\x2A\x75\x7F\xFF\xFF\xFF\xFA\xE1\x0C\xA4\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE2\xB9\x07\xAC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x55\x53\x53\x4A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x3C\x61\xDF\xEF\x2F\xBF\x24\x2A\x41\xBA\x47\x80\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2\xC2\x83\xEA\xD2\xF8\x4E\x70\xE5\x63\xE8\x63\x33\x3D\x79\x7B\x32\xBE\x0C\xD7\x22\x45\x88\xDD\xDB\xB5\xF3\x07\x5F\x62\x98\xC0\x49\xA1\xB1\xE5\xBB\x18\x67\x5F\xD8\x3D\x76\xE0\x5F\xD3\x6C\xA2\x6D\xD4\x85\x23\x41\x88\x51\x55\x57\x36\x33\x5E\x8A\x76\x7B\xAF\xA6\xC0\x47\x6B\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xE4A107B6), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC9F8D49F)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC9F8D49F, 2262)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0xD5)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x5D5E3A69), ('P4rIngress.aggregator.values_v0000.hi', 0x6153DD72)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x8C6EC0D9), ('P4rIngress.aggregator.values_v0001.hi', 0x443A8B03)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x77CEB729), ('P4rIngress.aggregator.values_v0010.hi', 0x47BED3E7)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x53FB48E8), ('P4rIngress.aggregator.values_v0011.hi', 0x849CCD9D)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x737F2F01), ('P4rIngress.aggregator.values_v0100.hi', 0x87F0C282)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x8D766B77), ('P4rIngress.aggregator.values_v0101.hi', 0x83D7217B)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xAF09166A), ('P4rIngress.aggregator.values_v0110.hi', 0x475B3C71)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xDBE2C466), ('P4rIngress.aggregator.values_v0111.hi', 0x7D246B1C)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x62DF94C6), ('P4rIngress.aggregator.values_v1000.hi', 0x2E195CB1)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xAFC54D2E), ('P4rIngress.aggregator.values_v1001.hi', 0x2FF60823)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x8EEBDF5E), ('P4rIngress.aggregator.values_v1010.hi', 0xF87F0DAB)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x792CCCEE), ('P4rIngress.aggregator.values_v1011.hi', 0x72E797C9)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x41EF929F), ('P4rIngress.aggregator.values_v1100.hi', 0x6D6C8084)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xD269D946), ('P4rIngress.aggregator.values_v1101.hi', 0x765D9C9D)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x69923143), ('P4rIngress.aggregator.values_v1110.hi', 0x9C15E8DB)], 2262)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5DCB08A3), ('P4rIngress.aggregator.values_v1111.hi', 0x65D9DA3B)], 2262)
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
                gc.KeyTuple('job_id', 0x2C5B),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000034B),
                gc.DataTuple('slot_count', 0x00000D4D),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB6196BEC),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x9F7DCC95),
                gc.KeyTuple('src_port', 0x2EC5),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x2C5B),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x017C),
            ]
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
        ig_port = 20
        pkt = b'\x79\x98\xCF\x77\xAB\xBD\x90\x7D\xDE\x96\x90\xF0\x08\x00\x05\x00\x00\x00\x57\x80\x00\x00\x00\x11\x00\x00\x9F\x7D\xCC\x95\xF9\x9A\xA4\x18\x2E\xC5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2C\x5B\x00\x0D\xB6\x19\x6B\xEC\x05\x8B\x06\x7F\xC9\xF8\xD4\x9F\x00\x20\xE6\xBD\x6F\x6E\xA2\x8F\x55\x7E\x80\xFB\xBE\xCC\x9B\x2D\x3B\x88\xAD\x34\x4F\xE9\xBF\xED\x68\xB8\x6C\xA2\x6A\x49\x6A\xFF\xF6\xBC\xF2\x43\x36\x01\x3F\xA1\x7F\xDA\xED\xAE\xD5\x47\xD2\xB5\xCE\xFB\x6B\x57\x93\x61\xB5\x5D\x6B\x68\xB5\xB4\x92\xAA\x5F\x48\x4A\x6E\xFE\x5B\x76\x59\x5D\xBF\x68\xFA\x15\x50\xC0\xD4\xE5\xCB\x6A\x83\x08\xDD\xF4\x2D\xD1\x43\x63\x8C\xD0\xE5\x56\x2A\x1E\xAF\x7A\xAE\xED\xE5\x68\x4F\x3A\xDF\x61\xD7\xC1\x6D\xAC\xF8\xCC\xCF\x17\xD3\x65\xC0\x2F\xE0\xB1\xDD\xB2\xB9\x69\x28\xBD\x95\x5D\xBF\x48\x16\x62\xB8\xF9\x38\x88\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x90\x7D\xDE\x96\x90\xF0\x79\x98\xCF\x77\xAB\xBD\x08\x00\x05\x00\x00\x00\x57\x80\x00\x00\x40\x11\x00\x00\xF9\x9A\xA4\x18\x9F\x7D\xCC\x95\xBE\xEF\x2E\xC5\x00\xA0\x00\x00\x50\x34\x02\x82\x2C\x5B\x00\x0D\xB6\x19\x6B\xEC\x05\x8B\x00\x7F\xC9\xF8\xD4\x9F\x00\x20\x00\x13\x7F\xFF\xFF\xFF\x55\x7E\x80\xFB\x80\x00\x00\x00\x3B\x88\xAD\x34\x7F\xFF\xFF\xFF\x68\xB8\x6C\xA2\x7F\xFF\xFF\xFF\xF6\xBC\xF2\x43\x7F\xFF\xFF\xFF\x7F\xDA\xED\xAE\x80\x00\x00\x00\xCE\xFB\x6B\x57\x80\x00\x00\x00\x6B\x68\xB5\xB4\x80\x00\x00\x00\x4A\x6E\xFE\x5B\x7F\xFF\xFF\xFF\x68\xFA\x15\x50\x80\x00\x00\x00\x6A\x83\x08\xDD\x83\x19\xB0\xA1\x63\x8C\xD0\xE5\x7F\xFF\xFF\xFF\x7A\xAE\xED\xE5\x7F\xFF\xFF\xFF\x61\xD7\xC1\x6D\x80\x00\x00\x00\x17\xD3\x65\xC0\x7F\xFF\xFF\xFF\xB2\xB9\x69\x28\x1B\x60\x66\x62\x48\x16\x62\xB8\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xE4\xA1\x27\xB6\xC9\xF8\xD4\x9F\xC9\xF8\xD4\x9F\x13\xD5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xC3\x38\x37\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x07\xCB\xB0\x30\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x83\x19\xB0\xA1\x5C\x0B\xDE\x90\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1B\x60\x66\x62\x7F\xFF\xFF\xFF\xF9\x38\x88\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x293C6382), ('P4rIngress.aggregator.bitmap_seq.seq', 0x5F54EBC4)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x5F54EBC4, 6295)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0F), ('P4rIngress.aggregator.count_exp.exponent', 0x63)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x00, 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x94A759CF), ('P4rIngress.aggregator.values_v0000.hi', 0x49769BDA)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x34742601), ('P4rIngress.aggregator.values_v0001.hi', 0x0D885C52)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xA89A247B), ('P4rIngress.aggregator.values_v0010.hi', 0x73439C6E)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6A20FB2B), ('P4rIngress.aggregator.values_v0011.hi', 0x49A3C5D5)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5D3177AA), ('P4rIngress.aggregator.values_v0100.hi', 0x39E397D7)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x63504DE5), ('P4rIngress.aggregator.values_v0101.hi', 0x51AF9AD4)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x55E3A522), ('P4rIngress.aggregator.values_v0110.hi', 0x8CE7E7C7)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x239071D9), ('P4rIngress.aggregator.values_v0111.hi', 0xEA2B61AF)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xF09378F1), ('P4rIngress.aggregator.values_v1000.hi', 0x5A135460)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7B7D8BAB), ('P4rIngress.aggregator.values_v1001.hi', 0x6CA1A166)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xB68E6598), ('P4rIngress.aggregator.values_v1010.hi', 0x97D9C15C)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x56229C45), ('P4rIngress.aggregator.values_v1011.hi', 0x5BC3EAB5)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB550A2D3), ('P4rIngress.aggregator.values_v1100.hi', 0x42A7AC61)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2C40DEED), ('P4rIngress.aggregator.values_v1101.hi', 0xFF184CEC)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4D18E8BB), ('P4rIngress.aggregator.values_v1110.hi', 0x9ED77270)], 6295)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xAC8F7561), ('P4rIngress.aggregator.values_v1111.hi', 0x58EB7506)], 6295)
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
                gc.KeyTuple('job_id', 0x0297),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000003C1),
                gc.DataTuple('slot_count', 0x000019DF),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x15DD897F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xCBDB4C71),
                gc.KeyTuple('src_port', 0x7B6B),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0297),
                gc.DataTuple('rank', 0x001C),
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
        ig_port = 3
        pkt = b'\x11\x08\x6D\x52\x39\x1A\x75\x94\x45\x86\x5A\xD3\x08\x00\x05\x00\x00\x00\x2D\x39\x00\x00\x00\x11\x00\x00\xCB\xDB\x4C\x71\x00\xF6\xFE\xCE\x7B\x6B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x02\x97\x00\x1C\x15\xDD\x89\x7F\x14\xD6\x02\x24\x5F\x54\xEB\xC4\x00\x20\x23\xB8\x37\xA5\x44\xCB\x54\x77\x78\x83\x7D\x7F\x83\xF9\x8B\x8A\xEB\x76\xCA\xCA\x72\x11\x29\xBA\x93\x8A\x65\x27\x9A\xB5\x6C\x72\x34\x96\x61\x02\x29\x67\x5D\x9B\x3C\x41\x6C\x2D\x5A\x65\x5C\xD7\xE6\x76\x70\xBC\x54\x22\xAA\xE0\xEE\xAF\x6F\x4C\x98\x19\x89\xB0\x1A\x63\x42\x83\x0A\x5D\x6E\xF8\xC6\x6D\x35\x09\xB9\xAF\x15\xA4\x9F\xBA\x96\x25\xD3\xB9\xDB\x1C\x75\x29\x47\xA2\xF8\x79\x53\x6E\x68\x94\xBD\x59\xB8\x59\x81\xA7\x9F\xB9\x5E\x67\x8A\xE8\x86\xCF\xE2\x9B\x48\xA1\xEB\x30\xAA\x0B\x17\x41\x2A\xDB\x77\x73\x38\xE2\x03\xDC\xDA\x7D\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x75\x94\x45\x86\x5A\xD3\x11\x08\x6D\x52\x39\x1A\x08\x00\x05\x00\x00\x00\x2D\x39\x00\x00\x40\x11\x00\x00\x00\xF6\xFE\xCE\xCB\xDB\x4C\x71\xBE\xEF\x7B\x6B\x00\xA0\x00\x00\x50\x34\x02\x82\x02\x97\x00\x1C\x15\xDD\x89\x7F\x14\xD6\x00\x24\x5F\x54\xEB\xC4\x00\x20\x00\x10\xCC\x4C\x9E\x9A\x54\x77\x78\x83\x7F\xFF\xFF\xFF\x8B\x8A\xEB\x76\x80\x00\x00\x00\x29\xBA\x93\x8A\x7F\xFF\xFF\xFF\x6C\x72\x34\x96\x7F\xFF\xFF\xFF\x5D\x9B\x3C\x41\x7F\xFF\xFF\xFF\x5C\xD7\xE6\x76\x7F\xFF\xFF\xFF\xAA\xE0\xEE\xAF\x7F\xFF\xFF\xFF\x89\xB0\x1A\x63\x33\x16\x83\x4E\x6E\xF8\xC6\x6D\x7F\xFF\xFF\xFF\x15\xA4\x9F\xBA\x80\x00\x00\x00\xDB\x1C\x75\x29\x7F\xFF\xFF\xFF\x53\x6E\x68\x94\x80\x00\x00\x00\x81\xA7\x9F\xB9\x7F\xFF\xFF\xFF\x86\xCF\xE2\x9B\x7F\xFF\xFF\xFF\xAA\x0B\x17\x41\xD7\x6A\xEC\xD4\x38\xE2\x03\xDC\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x39\x3C\x63\x82\x5F\x54\xEB\xC4\x5F\x54\xEB\xC4\x10\x63\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\xCC\x4C\x9E\x9A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x99\x13\x47\xC8\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x33\x16\x83\x4E\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xC4\x4F\x4C\x1A\x7F\xFF\xFF\xFF\x85\xE8\x2F\x87\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD7\x6A\xEC\xD4\x7F\xFF\xFF\xFF\xDA\x7D\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x2F651CC2), ('P4rIngress.aggregator.bitmap_seq.seq', 0xD0971652)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xD0971652, 4815)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0xEB)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x31C1D4BB), ('P4rIngress.aggregator.values_v0000.hi', 0x46892764)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB3235D19), ('P4rIngress.aggregator.values_v0001.hi', 0x2F974880)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x5234EE99), ('P4rIngress.aggregator.values_v0010.hi', 0x77D611EB)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4A63912D), ('P4rIngress.aggregator.values_v0011.hi', 0xBAE2E341)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x6DDCF6FB), ('P4rIngress.aggregator.values_v0100.hi', 0x80000000)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x3AB75EC7), ('P4rIngress.aggregator.values_v0101.hi', 0x90E5F4BC)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x67E09083), ('P4rIngress.aggregator.values_v0110.hi', 0x67C90044)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7F731506), ('P4rIngress.aggregator.values_v0111.hi', 0x5FDEC575)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x6BB9EB98), ('P4rIngress.aggregator.values_v1000.hi', 0x69D66062)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x54FB4F32), ('P4rIngress.aggregator.values_v1001.hi', 0x40000000)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x626BC6A0), ('P4rIngress.aggregator.values_v1010.hi', 0x558B1727)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA5E56530), ('P4rIngress.aggregator.values_v1011.hi', 0x5166AEA4)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x4348AAA7), ('P4rIngress.aggregator.values_v1100.hi', 0x59CA43DC)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x777A845B), ('P4rIngress.aggregator.values_v1101.hi', 0x57F6395F)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x77AD236B), ('P4rIngress.aggregator.values_v1110.hi', 0x23F6303A)], 4815)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x7BBC922B), ('P4rIngress.aggregator.values_v1111.hi', 0xA4A401B0)], 4815)
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
                gc.KeyTuple('job_id', 0x27AD),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D4F),
                gc.DataTuple('slot_count', 0x0000109E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA86CC65F),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x246DBA9D),
                gc.KeyTuple('src_port', 0x79AD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x27AD),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0111),
            ]
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
        pkt = b'\xEB\xF4\xF0\xA8\xDD\x27\xDA\xA3\x63\x06\xD2\xF4\x08\x00\x05\x00\x00\x00\xCD\x88\x00\x00\x00\x11\x00\x00\x24\x6D\xBA\x9D\x74\x7F\x46\xE0\x79\xAD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x27\xAD\x00\x0D\xA8\x6C\xC6\x5F\x05\x80\x02\x22\xD0\x97\x16\x52\x00\x20\x0C\x84\x4F\xD4\x36\x9B\x6B\x64\x74\xE3\xA5\x60\x15\x30\x80\x00\x00\x00\x44\xE6\x87\xAC\x46\xB8\x4F\x79\x60\xF4\xCB\x61\xA2\xA8\x95\x5D\x2B\x9A\x09\xC5\x2B\x8D\x2F\x58\xCE\xBD\x5C\x3F\xDA\x29\x89\x80\xEB\x6D\x12\xF1\x31\xB9\x7B\x71\x75\x82\xB4\x9A\x51\x0C\xAF\x3F\x5A\xA1\x39\x3E\x2D\x55\x22\x08\x3D\x7D\x2A\x5C\x40\x00\x00\x00\x3A\x22\x8E\x79\x65\xD4\xCB\x27\xE6\xBD\xEF\xF6\x6D\x2A\x0B\xCF\x48\x4C\xE7\xAE\x80\x00\x00\x00\x6A\x23\x32\xED\x50\x34\x13\x69\x3B\x11\x3B\x05\x52\xAF\x9E\x8E\x85\xBB\xA1\x1A\xDD\xFF\x7D\x37\xE7\x16\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xDA\xA3\x63\x06\xD2\xF4\xEB\xF4\xF0\xA8\xDD\x27\x08\x00\x05\x00\x00\x00\xCD\x88\x00\x00\x40\x11\x00\x00\x74\x7F\x46\xE0\x24\x6D\xBA\x9D\xBE\xEF\x79\xAD\x00\xA0\x00\x00\x50\x34\x02\x82\x27\xAD\x00\x0D\xA8\x6C\xC6\x5F\x05\x80\x00\x22\xD0\x97\x16\x52\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x6B\x64\x74\xE3\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x46\xB8\x4F\x79\x7F\xFF\xFF\xFF\xA2\xA8\x95\x5D\x7F\xFF\xFF\xFF\x2B\x8D\x2F\x58\x09\x74\xBB\x06\xDA\x29\x89\x80\x53\x4D\xA3\x74\x31\xB9\x7B\x71\x7F\xFF\xFF\xFF\x51\x0C\xAF\x3F\x7F\xFF\xFF\xFF\x2D\x55\x22\x08\x7F\xFF\xFF\xFF\x40\x00\x00\x00\x7F\xFF\xFF\xFF\x65\xD4\xCB\x27\x8C\xA3\x55\x26\x6D\x2A\x0B\xCF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x50\x34\x13\x69\x7F\xFF\xFF\xFF\x52\xAF\x9E\x8E\x01\x78\x33\x45\xDD\xFF\x7D\x37\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x2F\x65\x3C\xC2\xD0\x97\x16\x52\xD0\x97\x16\x52\x01\xEB\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xAF\x97\x48\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xAB\x8D\x2F\x58\x09\x74\xBB\x06\x80\x00\x00\x00\x53\x4D\xA3\x74\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8C\xA3\x55\x26\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD9\xCA\x43\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x76\xA5\xCE\xC8\x01\x78\x33\x45\x82\xA3\x7E\xE7\xE7\x16\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x5319550B), ('P4rIngress.aggregator.bitmap_seq.seq', 0x04580C23)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x04580C23, 4836)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x06), ('P4rIngress.aggregator.count_exp.exponent', 0xB6)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x595D261C), ('P4rIngress.aggregator.values_v0000.hi', 0x2977A615)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xBA92F8DB), ('P4rIngress.aggregator.values_v0001.hi', 0x77D76F42)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x4A9526E6), ('P4rIngress.aggregator.values_v0010.hi', 0x770E5573)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x6176CDB3), ('P4rIngress.aggregator.values_v0011.hi', 0x8CB6BF5D)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x01C0EE9B), ('P4rIngress.aggregator.values_v0100.hi', 0xC5ED0231)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xD3DF8B25), ('P4rIngress.aggregator.values_v0101.hi', 0x9B73D130)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x00000000), ('P4rIngress.aggregator.values_v0110.hi', 0x099D6C7E)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7FC87BCF), ('P4rIngress.aggregator.values_v0111.hi', 0x613C1474)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x47A6D009), ('P4rIngress.aggregator.values_v1000.hi', 0xA2BCA41B)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x7A23A3BA), ('P4rIngress.aggregator.values_v1001.hi', 0x55EB2534)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3A645329), ('P4rIngress.aggregator.values_v1010.hi', 0x8375D0F7)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x9C25D7AA), ('P4rIngress.aggregator.values_v1011.hi', 0xC32B11CE)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x609DDC4B), ('P4rIngress.aggregator.values_v1100.hi', 0x342B60D9)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x232D3FE4), ('P4rIngress.aggregator.values_v1101.hi', 0x3E54E9DF)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xD7A661A7), ('P4rIngress.aggregator.values_v1110.hi', 0x71636A7E)], 4836)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x3A776B44), ('P4rIngress.aggregator.values_v1111.hi', 0x2666DCDA)], 4836)
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
                gc.KeyTuple('job_id', 0x951C),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000015D),
                gc.DataTuple('slot_count', 0x000016B3),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC3B614B8),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x00D),
                gc.KeyTuple('src_addr', 0x74A5AB23),
                gc.KeyTuple('src_port', 0xDDDE),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x951C),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0246),
            ]
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
        pkt = b'\x8F\x3F\xB9\xE6\x51\xD3\xE6\xE9\xCB\xC2\x5E\xE9\x08\x00\x05\x00\x00\x00\xC2\x9B\x00\x00\x00\x11\x00\x00\x74\xA5\xAB\x23\xE0\x5F\xA6\x63\xDD\xDE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x95\x1C\x00\x0D\xC3\xB6\x14\xB8\x11\x87\x00\x11\x04\x58\x0C\x23\x00\x20\x10\x00\x48\x26\x2B\xBC\x7F\x21\x53\x01\xB3\x0D\x61\x3B\x06\x6C\x8C\x3E\x3D\xA3\x2C\x9A\x71\xEA\x9D\x29\x5F\x56\xFD\x3D\x9B\xBC\xAA\x6F\x7F\x69\x5C\xF3\x75\xE6\x9E\xED\x5C\x48\xF2\x3A\xA3\x60\xCF\x38\x00\x00\x00\x00\x79\x41\x4E\xC5\x59\x57\x62\x2C\x2E\xEC\x20\xB1\x3A\x9F\x9D\x13\xBA\x87\xA1\xA2\x5C\x50\x35\x14\x69\x4F\x24\xED\x47\x57\xBE\xBF\xFC\xF8\x70\xAE\x84\xB7\x27\x2C\x9B\xAF\xB6\xE3\x50\x6C\xC2\x6D\x80\x00\x00\x00\x6B\x37\xAD\x48\x63\xD7\x70\x47\xD7\x21\x2F\x35\x4B\xA2\x62\x67\x4D\x74\x72\x75\x76\x34\x1D\x27\x37\x95\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xE6\xE9\xCB\xC2\x5E\xE9\x8F\x3F\xB9\xE6\x51\xD3\x08\x00\x05\x00\x00\x00\xC2\x9B\x00\x00\x40\x11\x00\x00\xE0\x5F\xA6\x63\x74\xA5\xAB\x23\xBE\xEF\xDD\xDE\x00\xA0\x00\x00\x50\x34\x02\x82\x95\x1C\x00\x0D\xC3\xB6\x14\xB8\x11\x87\x00\x11\x04\x58\x0C\x23\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x7F\x21\x53\x01\x80\x00\x00\x00\x06\x6C\x8C\x3E\x7F\xFF\xFF\xFF\x71\xEA\x9D\x29\x7F\xFF\xFF\xFF\x9B\xBC\xAA\x6F\x7F\xFF\xFF\xFF\x75\xE6\x9E\xED\x30\x28\x7D\x5F\xA3\x60\xCF\x38\x00\x00\x00\x00\x79\x41\x4E\xC5\x7F\xFF\xFF\xFF\x2E\xEC\x20\xB1\x7F\xFF\xFF\xFF\xBA\x87\xA1\xA2\x7F\xFF\xFF\xFF\x69\x4F\x24\xED\x7F\xFF\xFF\xFF\xFC\xF8\x70\xAE\x80\x00\x00\x00\x9B\xAF\xB6\xE3\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x63\xD7\x70\x47\xAE\xC7\x90\xDC\x4B\xA2\x62\x67\x7F\xFF\xFF\xFF\x76\x34\x1D\x27\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x53\x19\x75\x0B\x04\x58\x0C\x23\x04\x58\x0C\x23\x07\xB6\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7E\x43\xFB\x80\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3B\xD3\xA1\x1E\x30\x28\x7D\x5F\x80\x00\x00\x00\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x6E\x41\xA5\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xB4\x2B\x60\xD9\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAE\xC7\x90\xDC\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x37\x95\x9A\x26\x48\x17\xD8\x07\xAC\x7F\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0D03C12C), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 6808)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0xB1)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xE7D6B5AB), ('P4rIngress.aggregator.values_v0000.hi', 0x7FBD465C)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x477DF9CD), ('P4rIngress.aggregator.values_v0001.hi', 0xA4B02137)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x8A566C21), ('P4rIngress.aggregator.values_v0010.hi', 0x46B31F67)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x3B4A3807), ('P4rIngress.aggregator.values_v0011.hi', 0x4F36688D)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x464F5471), ('P4rIngress.aggregator.values_v0100.hi', 0x713CE653)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x75087AD8), ('P4rIngress.aggregator.values_v0101.hi', 0x544947D8)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x4CD33A1E), ('P4rIngress.aggregator.values_v0110.hi', 0x9ABA98C5)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x58F08BA6), ('P4rIngress.aggregator.values_v0111.hi', 0xD5927F47)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x948886B7), ('P4rIngress.aggregator.values_v1000.hi', 0x4A66CCB1)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x64E6F98B), ('P4rIngress.aggregator.values_v1001.hi', 0x2AA96D6D)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xA2009690), ('P4rIngress.aggregator.values_v1010.hi', 0x93EDA224)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x2D2FD2AB), ('P4rIngress.aggregator.values_v1011.hi', 0xB899AB8A)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xED746C65), ('P4rIngress.aggregator.values_v1100.hi', 0xABA156F0)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x55CB4216), ('P4rIngress.aggregator.values_v1101.hi', 0xA17B88EA)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x3A3AFAC7), ('P4rIngress.aggregator.values_v1110.hi', 0x68E6C6F8)], 6808)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xC3273C11), ('P4rIngress.aggregator.values_v1111.hi', 0x75C3D8ED)], 6808)
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
                gc.KeyTuple('job_id', 0xF785),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000917),
                gc.DataTuple('slot_count', 0x00001521),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0A55D1FF),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xB78F54A3),
                gc.KeyTuple('src_port', 0xFF38),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xF785),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x02C5),
            ]
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
        ig_port = 20
        pkt = b'\x62\x89\x4E\x5B\xC6\x21\x42\x04\xA4\xBE\x48\x39\x08\x00\x05\x00\x00\x00\xEC\x30\x00\x00\x00\x11\x00\x00\xB7\x8F\x54\xA3\xF9\xEB\xAC\xBC\xFF\x38\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF7\x85\x00\x1C\x0A\x55\xD1\xFF\x11\x81\x06\x50\xFF\xFF\xFF\xFF\x00\x20\x1D\x54\xB4\x61\x8C\xEC\x66\x0B\x40\xD9\x6B\x3F\xE9\x75\x2E\xEC\xEE\xCF\x82\x27\x93\x4F\x69\xAB\x5B\x4D\x7B\xAA\xD0\x49\x44\xD2\xEF\x29\x5E\xAA\xD7\x4D\x62\x0C\x66\x4D\x10\x9C\xAE\x56\x5C\x96\x0A\x55\x5E\xD3\x2B\xD4\x91\x59\xD2\x3C\x63\x62\x8A\x32\x9E\xB0\x7A\x1D\x38\x7B\xDB\x8D\x35\xE7\x9F\x3D\x1F\x55\x67\x08\x76\x21\x3C\x7D\xB2\x55\xB6\x94\xA8\xE5\x8B\x17\xEB\xEA\xC5\xA7\x99\xF8\x51\x19\x45\x18\xE9\xCB\xBE\xA7\xD8\x5B\x2D\xA1\xC1\xD1\x97\x61\xFA\x5A\x62\xBE\x5E\xF5\x93\x51\xFE\x91\x86\xB9\x39\x43\x79\x4B\x27\x4B\x8D\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x42\x04\xA4\xBE\x48\x39\x62\x89\x4E\x5B\xC6\x21\x08\x00\x05\x00\x00\x00\xEC\x30\x00\x00\x40\x11\x00\x00\xF9\xEB\xAC\xBC\xB7\x8F\x54\xA3\xBE\xEF\xFF\x38\x00\xA0\x00\x00\x50\x34\x02\x82\xF7\x85\x00\x1C\x0A\x55\xD1\xFF\x11\x81\x00\x50\xFF\xFF\xFF\xFF\x00\x20\x00\x1F\x9C\x38\x42\x97\x66\x0B\x40\xD9\x7F\xFF\xFF\xFF\x2E\xEC\xEE\xCF\x80\x00\x00\x00\x69\xAB\x5B\x4D\x7F\xFF\xFF\xFF\x44\xD2\xEF\x29\x7F\xFF\xFF\xFF\x62\x0C\x66\x4D\x7F\xFF\xFF\xFF\x5C\x96\x0A\x55\x7F\xFF\xFF\xFF\x91\x59\xD2\x3C\x7F\xFF\xFF\xFF\x9E\xB0\x7A\x1D\xCD\x04\x62\x44\x35\xE7\x9F\x3D\x7F\xFF\xFF\xFF\x76\x21\x3C\x7D\x80\x00\x00\x00\xA8\xE5\x8B\x17\x19\x1A\x98\x52\x99\xF8\x51\x19\x32\x8D\x56\x30\xBE\xA7\xD8\x5B\x7F\xFF\xFF\xFF\x97\x61\xFA\x5A\x7F\xFF\xFF\xFF\x93\x51\xFE\x91\x80\x00\x00\x00\x79\x4B\x27\x4B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1D\x03\xC1\x2C\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x1F\xB1\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x9C\x38\x42\x97\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD3\x9D\x10\x06\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xCD\x04\x62\x44\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x19\x1A\x98\x52\x80\x00\x00\x00\x32\x8D\x56\x30\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xFC\x38\xC5\x89\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x8D\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB\x56\xFE\xD2\xA7\x0A\xB8\x7D\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x327F1640), ('P4rIngress.aggregator.bitmap_seq.seq', 0xB9333A4A)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xB9333A4A, 1532)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x17), ('P4rIngress.aggregator.count_exp.exponent', 0x3B)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x683B28E5), ('P4rIngress.aggregator.values_v0000.hi', 0x6AA56E4C)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x75DB7DDB), ('P4rIngress.aggregator.values_v0001.hi', 0x58C195DB)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x1491DE95), ('P4rIngress.aggregator.values_v0010.hi', 0x698CF58C)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x67678F27), ('P4rIngress.aggregator.values_v0011.hi', 0xBCC7CF52)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x221AA8F7), ('P4rIngress.aggregator.values_v0100.hi', 0x365E6D37)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6C76423A), ('P4rIngress.aggregator.values_v0101.hi', 0x52BE65FD)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x40576D18), ('P4rIngress.aggregator.values_v0110.hi', 0x340268FD)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4A3CC491), ('P4rIngress.aggregator.values_v0111.hi', 0x71EC38D9)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x7E11D64C), ('P4rIngress.aggregator.values_v1000.hi', 0x56968373)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB672EACB), ('P4rIngress.aggregator.values_v1001.hi', 0x9E595EAA)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x315DE7D3), ('P4rIngress.aggregator.values_v1010.hi', 0x1BC701C9)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xCD36CDCF), ('P4rIngress.aggregator.values_v1011.hi', 0xC97A30DC)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x28F99735), ('P4rIngress.aggregator.values_v1100.hi', 0x2C088905)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x217AD957), ('P4rIngress.aggregator.values_v1101.hi', 0x1ABD60EB)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x9B53BD9E), ('P4rIngress.aggregator.values_v1110.hi', 0x539F984E)], 1532)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x75069BD6), ('P4rIngress.aggregator.values_v1111.hi', 0x6B07B29C)], 1532)
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
                gc.KeyTuple('job_id', 0x8E14),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000097),
                gc.DataTuple('slot_count', 0x00001D97),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA8A48F32),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x22EF628A),
                gc.KeyTuple('src_port', 0x429E),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x8E14),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x02B9),
            ]
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
        pkt = b'\x78\x00\xD6\xD6\xED\xEF\x19\x8E\xC1\xB5\xF4\xF6\x08\x00\x05\x00\x00\x00\x45\x6F\x00\x00\x00\x11\x00\x00\x22\xEF\x62\x8A\x7B\x29\xE1\xCF\x42\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8E\x14\x00\x0D\xA8\xA4\x8F\x32\x05\x65\x06\x2F\xB9\x33\x3A\x4A\x00\x20\x77\xE0\x49\xE8\x7A\xCC\x4C\xC5\xE2\xAF\xD6\x4A\x3D\xC8\xDE\xB2\xDF\xEE\xDC\x0F\xD6\x77\x1F\xA6\xF3\x8D\xC1\x1C\xC0\xB7\x9C\xC3\x59\x55\x64\x8A\x5A\x5F\x47\xEB\xD3\x24\x69\xD9\x5E\x10\x66\xC7\x6C\xF5\x5D\x8E\xF4\xD6\x74\x4A\x8A\xE4\x6A\xF7\x46\x89\x77\xE0\x33\xE3\x1F\x1F\x96\xEE\x5F\x4C\xB6\xA5\x22\x10\x3A\x6B\xC9\x2F\x55\xEE\x82\xCE\x9F\xE0\x67\x44\x49\x5F\x4B\xB6\xDC\x4D\xE8\x81\x08\xFD\x5B\x4B\x19\x6F\x80\x00\x00\x00\x7A\x0B\x82\x6F\xE8\xBC\xA7\xB5\x8A\xD2\x70\xAF\x5D\xA5\x04\xD7\x41\xCF\xE0\x67\xF0\x29\x53\xDD\x18\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x19\x8E\xC1\xB5\xF4\xF6\x78\x00\xD6\xD6\xED\xEF\x08\x00\x05\x00\x00\x00\x45\x6F\x00\x00\x40\x11\x00\x00\x7B\x29\xE1\xCF\x22\xEF\x62\x8A\xBE\xEF\x42\x9E\x00\xA0\x00\x00\x50\x34\x02\x82\x8E\x14\x00\x0D\xA8\xA4\x8F\x32\x05\x65\x00\x2F\xB9\x33\x3A\x4A\x00\x20\x00\x18\x7F\xFF\xFF\xFF\x4C\xC5\xE2\xAF\x4C\x25\xBB\xA3\xDE\xB2\xDF\xEE\xF0\xA1\xB5\x0C\x1F\xA6\xF3\x8D\x28\x84\x4F\xDE\x9C\xC3\x59\x55\x7F\xFF\xFF\xFF\x47\xEB\xD3\x24\x7F\xFF\xFF\xFF\x66\xC7\x6C\xF5\x7F\xFF\xFF\xFF\x74\x4A\x8A\xE4\x7F\xFF\xFF\xFF\x77\xE0\x33\xE3\x7F\xFF\xFF\xFF\x5F\x4C\xB6\xA5\xD8\x83\x25\x36\xC9\x2F\x55\xEE\xB4\x2C\x87\xB3\x67\x44\x49\x5F\x18\xED\xAA\x1C\xE8\x81\x08\xFD\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xE8\xBC\xA7\xB5\x80\x00\x00\x00\x5D\xA5\x04\xD7\x7F\xFF\xFF\xFF\xF0\x29\x53\xDD\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x32\x7F\x36\x40\xB9\x33\x3A\x4A\xB9\x33\x3A\x4A\x18\x3B\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x4C\x25\xBB\xA3\x37\x74\x75\xC9\xF0\xA1\xB5\x0C\x7F\xFF\xFF\xFF\x28\x84\x4F\xDE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7E\x4A\x40\x5B\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\x83\x25\x36\x80\x00\x00\x00\xB4\x2C\x87\xB3\x7F\xFF\xFF\xFF\x18\xED\xAA\x1C\xB1\xFB\x39\xD9\x7F\xFF\xFF\xFF\xAC\x08\x89\x05\x7F\xFF\xFF\xFF\x03\x7A\x08\xA0\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5B\x31\x06\x79\x18\xC8\x06\xC6\x0F\x8E\x23\x3F\x05\x90\xAE\x19\x15\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D\x95\xAE\x59\x61\x47\x96\x81\x0D\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5\x60\x85\x19\x47\x61\x38\x3D\xE3\x5B\xEA\xA2\x89\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xBD2B139A), ('P4rIngress.aggregator.bitmap_seq.seq', 0x892CC65B)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x892CC65B, 4032)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x13), ('P4rIngress.aggregator.count_exp.exponent', 0x44)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x336F4DED), ('P4rIngress.aggregator.values_v0000.hi', 0x73E755B5)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x95737D09), ('P4rIngress.aggregator.values_v0001.hi', 0xA2FDD5F3)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xFA4F2DC4), ('P4rIngress.aggregator.values_v0010.hi', 0x35261D41)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xBD3975FB), ('P4rIngress.aggregator.values_v0011.hi', 0xC406AEE1)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x55ED1FEA), ('P4rIngress.aggregator.values_v0100.hi', 0xC24F75F6)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x1EE36171), ('P4rIngress.aggregator.values_v0101.hi', 0x288C496C)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x2EBEFBA9), ('P4rIngress.aggregator.values_v0110.hi', 0xD76CE561)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7A6428DA), ('P4rIngress.aggregator.values_v0111.hi', 0x8C4B3199)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA72844C3), ('P4rIngress.aggregator.values_v1000.hi', 0x6352AE6C)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x757B14FA), ('P4rIngress.aggregator.values_v1001.hi', 0x916785E5)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x3B5AEB5F), ('P4rIngress.aggregator.values_v1010.hi', 0x4F4CB786)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xC2BD66B1), ('P4rIngress.aggregator.values_v1011.hi', 0x6D5F63B1)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x63398AF6), ('P4rIngress.aggregator.values_v1100.hi', 0xF36CC0C7)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5A474262), ('P4rIngress.aggregator.values_v1101.hi', 0x2B66D977)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x729AFD99), ('P4rIngress.aggregator.values_v1110.hi', 0x8B2CA499)], 4032)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xA78C54CE), ('P4rIngress.aggregator.values_v1111.hi', 0xB96B63A7)], 4032)
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
                gc.KeyTuple('job_id', 0x0BCB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000489),
                gc.DataTuple('slot_count', 0x00000CDB),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x25241460),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x72BCF794),
                gc.KeyTuple('src_port', 0x9ADA),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x0BCB),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0190),
            ]
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
        pkt = b'\x3B\x91\x9B\xEE\x38\xAE\xD1\x70\x4B\x1A\x12\x55\x08\x00\x05\x00\x00\x00\xC8\x08\x00\x00\x00\x11\x00\x00\x72\xBC\xF7\x94\x3C\x55\x9D\x79\x9A\xDA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0B\xCB\x00\x0D\x25\x24\x14\x60\x0B\x37\x06\x37\x89\x2C\xC6\x5B\x00\x20\xBD\xC8\x55\x4C\xB1\x83\x55\xDD\x15\x38\xF5\x72\xBD\x6F\xE3\x49\x44\x3D\x1E\xE3\xAB\xE7\x75\x83\xBE\x5F\x64\x48\xBF\x03\x97\xBD\x22\x3B\x57\xE6\x62\x31\x71\xB8\x3E\x79\x78\xF9\x14\xB9\x5B\x67\x8A\xA1\x63\xF9\xC9\x6B\xA3\xF5\x95\x13\x17\x70\xE1\xDE\xBF\xD9\x93\xCB\x76\xAB\xEF\xC7\x6E\x3A\x59\x05\x5D\xDB\x8E\x9B\x91\x67\xAD\x17\x6F\x96\x27\xCD\x47\xA4\x36\x92\x90\xD8\xD6\xEB\x7D\xAE\x5B\x93\x4A\x8D\xA7\x12\x87\x2A\xD4\x5E\x57\xF9\x7B\xAE\xD6\x96\x23\x92\x47\x3C\xCC\xC7\xBC\xA6\xAC\x27\x95\x36\x75\xD8\x9D\x4B\x6E\xA5\x26\x10\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xD1\x70\x4B\x1A\x12\x55\x3B\x91\x9B\xEE\x38\xAE\x08\x00\x05\x00\x00\x00\xC8\x08\x00\x00\x40\x11\x00\x00\x3C\x55\x9D\x79\x72\xBC\xF7\x94\xBE\xEF\x9A\xDA\x00\xA0\x00\x00\x50\x34\x02\x82\x0B\xCB\x00\x0D\x25\x24\x14\x60\x0B\x37\x00\x37\x89\x2C\xC6\x5B\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x55\xDD\x15\x38\x8A\xE6\x3A\x78\xE3\x49\x44\x3D\x19\x32\xD9\xAB\x75\x83\xBE\x5F\x21\x82\x34\xFE\x97\xBD\x22\x3B\x7F\xFF\xFF\xFF\x71\xB8\x3E\x79\x7F\xFF\xFF\xFF\x5B\x67\x8A\xA1\x7F\xFF\xFF\xFF\xA3\xF5\x95\x13\x7F\xFF\xFF\xFF\xBF\xD9\x93\xCB\x1D\xD4\x34\x8A\x6E\x3A\x59\x05\x7F\xFF\xFF\xFF\x91\x67\xAD\x17\x7F\xFF\xFF\xFF\x47\xA4\x36\x92\x80\x00\x00\x00\x7D\xAE\x5B\x93\x7F\xFF\xFF\xFF\x87\x2A\xD4\x5E\x7F\xFF\xFF\xFF\xD6\x96\x23\x92\x7F\xFF\xFF\xFF\xBC\xA6\xAC\x27\x80\x00\x00\x00\x9D\x4B\x6E\xA5\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBD\x2B\x33\x9A\x89\x2C\xC6\x5B\x89\x2C\xC6\x5B\x14\x44\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x8A\xE6\x3A\x78\x86\x47\x1A\x30\x19\x32\xD9\xAB\x7F\xFF\xFF\xFF\x21\x82\x34\xFE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x34\x07\xB4\x6F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x1D\xD4\x34\x8A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x01\xFC\xFD\x09\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x26\x10\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0\x6E\x9A\x9B\x32\xCE\xB9\x1F\xC3\x1D\xAC\x6F\x4E\xD0\x34\x06\x98'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x122A1B29), ('P4rIngress.aggregator.bitmap_seq.seq', 0x98E73B47)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x98E73B47, 7901)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0xC6)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4A1F38D4), ('P4rIngress.aggregator.values_v0000.hi', 0x733C268D)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x271E4B9D), ('P4rIngress.aggregator.values_v0001.hi', 0xE7E13435)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x8FDEF67F), ('P4rIngress.aggregator.values_v0010.hi', 0x6FCF4D04)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x477AAC18), ('P4rIngress.aggregator.values_v0011.hi', 0xA5B57748)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x73623436), ('P4rIngress.aggregator.values_v0100.hi', 0xC593B9B4)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x4A30C37A), ('P4rIngress.aggregator.values_v0101.hi', 0x59191E4B)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x6487C281), ('P4rIngress.aggregator.values_v0110.hi', 0x678ACDE9)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x656E956C), ('P4rIngress.aggregator.values_v0111.hi', 0x7E7D3720)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA4FC64AC), ('P4rIngress.aggregator.values_v1000.hi', 0x4D24DCB2)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x90B7380A), ('P4rIngress.aggregator.values_v1001.hi', 0xB9BB952E)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x32352CA1), ('P4rIngress.aggregator.values_v1010.hi', 0x6E6C7195)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xD11ED12B), ('P4rIngress.aggregator.values_v1011.hi', 0x5F57CF57)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xABE7D7D9), ('P4rIngress.aggregator.values_v1100.hi', 0x727EBA91)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x4EC05BCB), ('P4rIngress.aggregator.values_v1101.hi', 0x3DBC59F1)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6B9E37CA), ('P4rIngress.aggregator.values_v1110.hi', 0xB111A890)], 7901)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5E1390EB), ('P4rIngress.aggregator.values_v1111.hi', 0x1246A516)], 7901)
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
                gc.KeyTuple('job_id', 0x48DC),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FF9),
                gc.DataTuple('slot_count', 0x00000FDE),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59215173),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x7CC82556),
                gc.KeyTuple('src_port', 0x8CB7),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x48DC),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0254),
            ]
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
        pkt = b'\x49\x0C\x6F\x8C\x39\xA2\x3B\xD2\x3C\x72\xCA\x0A\x08\x00\x05\x00\x00\x00\x22\xF0\x00\x00\x00\x11\x00\x00\x7C\xC8\x25\x56\xC4\x30\xAD\x90\x8C\xB7\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x48\xDC\x00\x0D\x59\x21\x51\x73\x0E\xE4\x02\x7A\x98\xE7\x3B\x47\x00\x20\xF5\x32\x3D\x1B\xAB\x0F\x1B\x61\xFA\xC6\x35\x82\x68\xCB\x46\x80\xF4\x57\x3B\xC6\xB7\x6B\x56\x53\xDA\x90\xD8\x79\xC7\xCE\xA4\x37\x84\x1B\x1A\x33\xB7\xF5\x6D\xEB\x27\x21\x48\x29\x5B\x87\x2B\xCF\x91\xEE\x22\x16\x8C\x27\x18\x7E\x6D\x28\x85\x4F\xD7\x2E\x55\xF1\x86\xC6\x77\x9E\x6E\x7A\xE5\xC1\x32\xFB\xCD\x02\x9D\x17\x90\x92\x12\xC7\x1B\x6B\x8A\xE3\x1C\xCA\x75\x95\xD9\x46\x51\x56\x34\xCE\xC7\x5A\xB0\xED\x4B\xD3\x40\x0E\xF2\x93\x72\xFF\xBD\x53\x77\x38\xA3\x3B\x4F\x48\x27\xA3\xA6\xF7\xFB\xFD\x77\x26\x5B\x65\x76\x00\x33\x0D\xE4\xF4\x91\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x3B\xD2\x3C\x72\xCA\x0A\x49\x0C\x6F\x8C\x39\xA2\x08\x00\x05\x00\x00\x00\x22\xF0\x00\x00\x40\x11\x00\x00\xC4\x30\xAD\x90\x7C\xC8\x25\x56\xBE\xEF\x8C\xB7\x00\xA0\x00\x00\x50\x34\x02\x82\x48\xDC\x00\x0D\x59\x21\x51\x73\x0E\xE4\x00\x7A\x98\xE7\x3B\x47\x00\x20\x00\x1B\x7F\xFF\xFF\xFF\x1B\x61\xFA\xC6\x5C\xA0\xB4\x68\x46\x80\xF4\x57\xCB\xA5\xAD\xEA\x56\x53\xDA\x90\x1F\xF4\x73\xE6\xA4\x37\x84\x1B\x7F\xFF\xFF\xFF\x6D\xEB\x27\x21\x7F\xFF\xFF\xFF\x2B\xCF\x91\xEE\x7F\xFF\xFF\xFF\x18\x7E\x6D\x28\xEA\xBE\x6C\x9A\x55\xF1\x86\xC6\x1C\x9A\xD3\x26\xE5\xC1\x32\xFB\x80\x00\x00\x00\x90\x92\x12\xC7\x4D\xA0\xB7\x84\x1C\xCA\x75\x95\xAA\x65\x22\x81\x34\xCE\xC7\x5A\x80\x00\x00\x00\x40\x0E\xF2\x93\x7F\xFF\xFF\xFF\x77\x38\xA3\x3B\x7F\xFF\xFF\xFF\xA6\xF7\xFB\xFD\x7F\xFF\xFF\xFF\x76\x00\x33\x0D\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x12\x2A\x3B\x29\x98\xE7\x3B\x47\x98\xE7\x3B\x47\x1B\xC6\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x5C\xA0\xB4\x68\x2E\x62\x28\x8C\xCB\xA5\xAD\xEA\x7F\xFF\xFF\xFF\x1F\xF4\x73\xE6\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x33\x7E\xE0\xD5\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\xBE\x6C\x9A\x7F\xFF\xFF\xFF\x1C\x9A\xD3\x26\x32\xE6\x0F\xAD\x80\x00\x00\x00\x80\x00\x00\x00\x4D\xA0\xB7\x84\x7F\xFF\xFF\xFF\xAA\x65\x22\x81\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xE4\xF4\x91\x9A\x55\x61\xE5\x4F\x4C\xE0\x83\xC9\xBD\x9D\x92\x7D\x6C\xAD\x02\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9052DC29), ('P4rIngress.aggregator.bitmap_seq.seq', 0xF181F974)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xF181F974, 7860)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1C), ('P4rIngress.aggregator.count_exp.exponent', 0x92)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x4B4EC796), ('P4rIngress.aggregator.values_v0000.hi', 0x4B8B7906)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0xB761F2BB), ('P4rIngress.aggregator.values_v0001.hi', 0x80000000)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x032F5EC3), ('P4rIngress.aggregator.values_v0010.hi', 0x6BE24C5C)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1CC5D205), ('P4rIngress.aggregator.values_v0011.hi', 0x8FB564FF)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x212847AB), ('P4rIngress.aggregator.values_v0100.hi', 0x7D09A2AE)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6818F7B7), ('P4rIngress.aggregator.values_v0101.hi', 0x6B1148B4)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x26D38B79), ('P4rIngress.aggregator.values_v0110.hi', 0x5A866FB7)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7CD638CB), ('P4rIngress.aggregator.values_v0111.hi', 0x23A5DD37)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x5A2E2467), ('P4rIngress.aggregator.values_v1000.hi', 0x76834A33)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xB9AFD5F1), ('P4rIngress.aggregator.values_v1001.hi', 0xC2A030DD)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0xF6D973C6), ('P4rIngress.aggregator.values_v1010.hi', 0x40B22A62)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x93F15BD3), ('P4rIngress.aggregator.values_v1011.hi', 0xCDB148F9)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x63DB6E07), ('P4rIngress.aggregator.values_v1100.hi', 0x72910592)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x69849A19), ('P4rIngress.aggregator.values_v1101.hi', 0x80000000)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8C3E8B8A), ('P4rIngress.aggregator.values_v1110.hi', 0xA19A906D)], 7860)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x692922C3), ('P4rIngress.aggregator.values_v1111.hi', 0xA170A7CB)], 7860)
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
                gc.KeyTuple('job_id', 0x7C23),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000000D3),
                gc.DataTuple('slot_count', 0x00001F13),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE45A8341),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x42FCE193),
                gc.KeyTuple('src_port', 0x2311),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x7C23),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0228),
            ]
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
        ig_port = 6
        pkt = b'\xFF\xEB\x73\x11\x23\xB5\x84\x94\x18\x95\x38\x61\x08\x00\x05\x00\x00\x00\x54\x12\x00\x00\x00\x11\x00\x00\x42\xFC\xE1\x93\x14\x6F\xE2\x68\x23\x11\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7C\x23\x00\x0D\xE4\x5A\x83\x41\x1D\xE1\x02\x46\xF1\x81\xF9\x74\x00\x20\x75\xF2\x5B\x4C\x33\x25\x4A\xD0\x18\x0E\x17\x42\xD6\x8A\x5D\xC1\x42\x4B\x43\xA2\x44\x87\x1D\x5D\xD6\xD3\x29\x6C\x64\xF9\x9F\x49\x1B\x47\x73\xFB\x41\xB9\xC0\x05\x98\xC1\x35\x59\xA0\xB3\x19\x68\x08\x28\x6B\xC2\x65\x21\x50\x9C\x8B\xAA\x74\x53\x2B\x90\x70\x30\x2F\x9A\x3E\x93\x32\xA9\x46\x43\x76\x76\x18\xAD\x06\x2C\xA9\x80\x78\x29\x42\x45\x77\x72\x57\xA5\x7D\x0F\x0F\x24\xC9\x3D\xFD\x38\x88\xB1\x5A\xBA\x69\x57\xE9\x27\xDD\x1B\x49\x05\x0A\x2D\x49\x9F\x5A\x99\xC4\xB5\x3A\xC9\x41\xA8\x9D\x15\x6D\xA7\x66\xF2\xD7\xE7\x28\xF7\x94\x85\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x84\x94\x18\x95\x38\x61\xFF\xEB\x73\x11\x23\xB5\x08\x00\x05\x00\x00\x00\x54\x12\x00\x00\x40\x11\x00\x00\x14\x6F\xE2\x68\x42\xFC\xE1\x93\xBE\xEF\x23\x11\x00\xA0\x00\x00\x50\x34\x02\x82\x7C\x23\x00\x0D\xE4\x5A\x83\x41\x1D\xE1\x00\x46\xF1\x81\xF9\x74\x00\x20\x00\x1D\x7F\xFF\xFF\xFF\x4A\xD0\x18\x0E\xCE\xA4\xC9\x45\x5D\xC1\x42\x4B\x46\xD1\xA3\x4A\x1D\x5D\xD6\xD3\x46\x32\x36\xFE\x9F\x49\x1B\x47\x7F\xFF\xFF\xFF\xC0\x05\x98\xC1\x7F\xFF\xFF\xFF\x19\x68\x08\x28\x7F\xFF\xFF\xFF\x50\x9C\x8B\xAA\x7F\xFF\xFF\xFF\x70\x30\x2F\x9A\x7F\xFF\xFF\xFF\x46\x43\x76\x76\xD2\x5C\xDC\x1D\xA9\x80\x78\x29\x39\x1E\xEB\x38\x57\xA5\x7D\x0F\xA3\x16\x25\x10\xFD\x38\x88\xB1\x7F\xFF\xFF\xFF\xE9\x27\xDD\x1B\x7F\xFF\xFF\xFF\x49\x9F\x5A\x99\x80\x00\x00\x00\x41\xA8\x9D\x15\x7F\xFF\xFF\xFF\xD7\xE7\x28\xF7\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x90\x52\xFC\x29\xF1\x81\xF9\x74\xF1\x81\xF9\x74\x1D\x92\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCE\xA4\xC9\x45\xDD\xC1\x42\x4B\x46\xD1\xA3\x4A\x7F\xFF\xFF\xFF\x46\x32\x36\xFE\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x3D\x0F\x3B\x6F\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD2\x5C\xDC\x1D\x80\x00\x00\x00\x39\x1E\xEB\x38\x7F\xFF\xFF\xFF\xA3\x16\x25\x10\xCA\xE9\xD1\xAA\x7F\xFF\xFF\xFF\x5B\xB8\xE2\xAD\x7F\xFF\xFF\xFF\xC9\x9F\x5A\x99\x80\x00\x00\x00\xE3\x43\x2D\x82\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x94\x85\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C\x69\xE6\x49\xAC\xE9\x4C\xEF\x6B\xB9\xD8\x70\x4E\xCB\x06\x46\xA2\x99\xF7\x8A\x2A\xD8\xC2\xC9\xAC\xE5\x48\xC7\xEA\xCE\x22\x1F\xC0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0F169F56), ('P4rIngress.aggregator.bitmap_seq.seq', 0x258FA3D0)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x258FA3D0, 3019)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1F), ('P4rIngress.aggregator.count_exp.exponent', 0x7B)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x1E093A7F), ('P4rIngress.aggregator.values_v0000.hi', 0x4C6C7BB7)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x4B4976C2), ('P4rIngress.aggregator.values_v0001.hi', 0x7D59556D)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x2A52D92B), ('P4rIngress.aggregator.values_v0010.hi', 0x726599D1)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB28F1223), ('P4rIngress.aggregator.values_v0011.hi', 0x4B144957)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x345D1CDA), ('P4rIngress.aggregator.values_v0100.hi', 0x252D675D)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0xF67D56B4), ('P4rIngress.aggregator.values_v0101.hi', 0x52530C1D)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x465A2D7C), ('P4rIngress.aggregator.values_v0110.hi', 0xBBB2A7B1)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4F3D5CE7), ('P4rIngress.aggregator.values_v0111.hi', 0xD51881F6)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x653879C9), ('P4rIngress.aggregator.values_v1000.hi', 0x6426C306)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x4548F7B6), ('P4rIngress.aggregator.values_v1001.hi', 0x91A10EAA)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x40773B66), ('P4rIngress.aggregator.values_v1010.hi', 0xC6F9D54F)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x4A748768), ('P4rIngress.aggregator.values_v1011.hi', 0x095155F0)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x3EBE6994), ('P4rIngress.aggregator.values_v1100.hi', 0xEB87C3B9)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x451B8CD6), ('P4rIngress.aggregator.values_v1101.hi', 0x7DAD5B93)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8A6CB99C), ('P4rIngress.aggregator.values_v1110.hi', 0x48325D48)], 3019)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x5ACD8B33), ('P4rIngress.aggregator.values_v1111.hi', 0xC1F4BD4E)], 3019)
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
                gc.KeyTuple('job_id', 0xEE54),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000060B),
                gc.DataTuple('slot_count', 0x0000131A),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA00ABDD7),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x990B58D7),
                gc.KeyTuple('src_port', 0x1406),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xEE54),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x011B),
            ]
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
        pkt = b'\xF9\xAD\xFB\xB5\xD1\x6F\xBD\x03\xEA\x60\xA5\x12\x08\x00\x05\x00\x00\x00\xB7\x04\x00\x00\x00\x11\x00\x00\x99\x0B\x58\xD7\x57\xAE\x3F\xF3\x14\x06\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEE\x54\x00\x0D\xA0\x0A\xBD\xD7\x05\xC0\x00\x72\x25\x8F\xA3\xD0\x00\x20\x11\x46\x6A\xFC\x39\x7B\x6C\xBA\x84\x50\x42\x67\x17\x3D\x2D\x0C\x57\x2E\x73\xB6\xD1\x23\x16\x6A\xC2\x8B\x94\x1B\x5D\xEF\x4A\x52\x37\xBD\x58\x0A\xFD\x2F\xD7\x05\x67\x4B\xB6\x55\xDC\xB6\x75\x6A\x9B\x06\xE7\x56\xA4\x3E\xAD\x50\x99\xE3\x49\x79\xDE\x32\x9D\x3C\x81\xA5\x4B\x74\x3A\xA9\x55\x26\xB7\x96\x77\xEB\x8F\x94\xA4\xB9\x63\xA7\x74\xD7\x6F\xFB\xFC\xBA\xC7\xFB\x6D\x2B\xA9\x66\x80\x00\x00\x00\x0A\xEB\x13\xB4\x8A\x4C\x35\xB6\x55\x52\xB0\xA6\x44\xBD\xCB\x40\xE2\xC8\xA5\xFD\x7A\x65\x56\x80\x62\xAE\x72\x43\x3E\xD6\x9E\x35\xA9\x19\xF4\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xBD\x03\xEA\x60\xA5\x12\xF9\xAD\xFB\xB5\xD1\x6F\x08\x00\x05\x00\x00\x00\xB7\x04\x00\x00\x40\x11\x00\x00\x57\xAE\x3F\xF3\x99\x0B\x58\xD7\xBE\xEF\x14\x06\x00\xA0\x00\x00\x50\x34\x02\x82\xEE\x54\x00\x0D\xA0\x0A\xBD\xD7\x05\xC0\x00\x72\x25\x8F\xA3\xD0\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x6C\xBA\x84\x50\x7F\xFF\xFF\xFF\x2D\x0C\x57\x2E\x7F\xFF\xFF\xFF\x16\x6A\xC2\x8B\x80\x00\x00\x00\x4A\x52\x37\xBD\x7F\xFF\xFF\xFF\xD7\x05\x67\x4B\xAC\xD3\x33\x6A\x75\x6A\x9B\x06\x2D\xB0\xD1\xBA\xAD\x50\x99\xE3\x7F\xFF\xFF\xFF\x9D\x3C\x81\xA5\x7F\xFF\xFF\xFF\x55\x26\xB7\x96\x7F\xFF\xFF\xFF\xA4\xB9\x63\xA7\x7F\xFF\xFF\xFF\xFC\xBA\xC7\xFB\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x49\xA9\x7D\x48\x8A\x4C\x35\xB6\x7F\xFF\xFF\xFF\x44\xBD\xCB\x40\x80\x00\x00\x00\x7A\x65\x56\x80\x7F\xFF\xFF\xFF\x3E\xD6\x9E\x35\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x0F\x16\xBF\x56\x25\x8F\xA3\xD0\x25\x8F\xA3\xD0\x20\x7B\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFC\x32\xCE\xA8\xAC\xD3\x33\x6A\x7F\xFF\xFF\xFF\x2D\xB0\xD1\xBA\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xC3\xB4\x9D\x4A\x7F\xFF\xFF\xFF\x89\x51\x55\xF0\x49\xA9\x7D\x48\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\xCB\x5B\x83\xA9\x19\xF4\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8\xD9\x70\x62\x7B\xC4\x8B\x92\x6C\x6D\xC5\xE1\xC4\xE4\x2B\xBE\xC9\x38\x1A\x76\xAD\xA7\x37\x56\x7A\x44\xD8\xFE\x4D\x85\x64\x18\x36\xCC\xD5\xF4\x43\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x29EC58EA), ('P4rIngress.aggregator.bitmap_seq.seq', 0xC8FEA1AF)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xC8FEA1AF, 7914)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x00), ('P4rIngress.aggregator.count_exp.exponent', 0x99)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2EF824B4), ('P4rIngress.aggregator.values_v0000.hi', 0x74A3ED2A)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5B9B6D60), ('P4rIngress.aggregator.values_v0001.hi', 0x3F2ECC31)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x3756B6F6), ('P4rIngress.aggregator.values_v0010.hi', 0x485CF0DD)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xB26A1DED), ('P4rIngress.aggregator.values_v0011.hi', 0x4576AAD9)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4CB759ED), ('P4rIngress.aggregator.values_v0100.hi', 0xA8ACB1DC)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x94BD63DA), ('P4rIngress.aggregator.values_v0101.hi', 0x3665FC5D)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x9E491373), ('P4rIngress.aggregator.values_v0110.hi', 0x658B012A)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7BE320D9), ('P4rIngress.aggregator.values_v0111.hi', 0x9725D9D3)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x52B8C04D), ('P4rIngress.aggregator.values_v1000.hi', 0x50F4AC77)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x947B9C57), ('P4rIngress.aggregator.values_v1001.hi', 0xC18B7E0D)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9C0ADC7A), ('P4rIngress.aggregator.values_v1010.hi', 0x5DA6E441)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xCDB99CF3), ('P4rIngress.aggregator.values_v1011.hi', 0x80000000)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x8F79ABE3), ('P4rIngress.aggregator.values_v1100.hi', 0x9C960DDE)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x975F7A93), ('P4rIngress.aggregator.values_v1101.hi', 0x4A370BD8)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8A767191), ('P4rIngress.aggregator.values_v1110.hi', 0x3F1A04EE)], 7914)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x74F2A836), ('P4rIngress.aggregator.values_v1111.hi', 0xEA47B0BE)], 7914)
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
                gc.KeyTuple('job_id', 0x5128),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000001C5),
                gc.DataTuple('slot_count', 0x00001DE7),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7CE376B6),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x98E81A13),
                gc.KeyTuple('src_port', 0x183D),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x5128),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x01B8),
            ]
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
        pkt = b'\x8B\xAC\x66\xF4\x18\x3F\x3B\x31\x61\x0A\xC8\x6E\x08\x00\x05\x00\x00\x00\x9C\x52\x00\x00\x00\x11\x00\x00\x98\xE8\x1A\x13\xF9\xC5\x16\x97\x18\x3D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x51\x28\x00\x0D\x7C\xE3\x76\xB6\x1D\x25\x02\x72\xC8\xFE\xA1\xAF\x00\x20\x91\x3F\x66\xC1\xF7\x35\x7A\x8E\xB9\x73\x48\xB9\xFD\x2B\x5D\x7B\x7D\xAA\x75\xD0\x8A\x87\x79\xE5\xC6\xDF\x98\xB2\x6D\x06\x75\x92\x66\xB3\x6E\x7D\x6B\xEB\x53\xBD\xBD\x9F\x7A\xC4\xF1\x32\x7D\x1C\x56\xD6\xE2\xC8\x74\x75\x69\xA2\xEF\x43\x0E\x89\xD6\x87\xCA\x4B\x8B\x06\x56\x68\x7B\xE4\x58\xA8\xB9\xC6\x3F\xEA\xA4\x47\xAE\x8B\xE6\x04\x17\xBB\xC5\x9A\x5E\xAC\x93\x6F\x8D\xF5\x6D\x84\x17\xC6\x32\x01\xA5\x5B\x66\x5B\xA5\x9A\xEA\xB8\x64\x6B\x19\xF1\x80\x00\x00\x00\xE3\xE9\x50\x8F\xE1\xBA\x78\x9D\x42\x46\xD3\x27\xC3\xE7\x07\x98\x48\xAB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x3B\x31\x61\x0A\xC8\x6E\x8B\xAC\x66\xF4\x18\x3F\x08\x00\x05\x00\x00\x00\x9C\x52\x00\x00\x40\x11\x00\x00\xF9\xC5\x16\x97\x98\xE8\x1A\x13\xBE\xEF\x18\x3D\x00\xA0\x00\x00\x50\x34\x02\x82\x51\x28\x00\x0D\x7C\xE3\x76\xB6\x1D\x25\x00\x72\xC8\xFE\xA1\xAF\x00\x20\x00\x01\x7F\xFF\xFF\xFF\x7A\x8E\xB9\x73\x7F\xFF\xFF\xFF\x5D\x7B\x7D\xAA\x7F\xFF\xFF\xFF\x79\xE5\xC6\xDF\x80\x00\x00\x00\x75\x92\x66\xB3\x7F\xFF\xFF\xFF\x53\xBD\xBD\x9F\x0F\x82\x55\x0C\x7D\x1C\x56\xD6\x81\x11\x87\xE8\x69\xA2\xEF\x43\x7F\xFF\xFF\xFF\xCA\x4B\x8B\x06\x7F\xFF\xFF\xFF\x58\xA8\xB9\xC6\xD4\x66\x40\x9E\xAE\x8B\xE6\x04\xB3\xC6\xA2\x14\x5E\xAC\x93\x6F\x80\x00\x00\x00\x17\xC6\x32\x01\x80\x00\x00\x00\xA5\x9A\xEA\xB8\xFB\xCA\x94\x84\x80\x00\x00\x00\x80\x00\x00\x00\xE1\xBA\x78\x9D\x7F\xFF\xFF\xFF\xC3\xE7\x07\x98\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x29\xEC\x78\xEA\xC8\xFE\xA1\xAF\xC8\xFE\xA1\xAF\x01\x99\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFC\x6A\x6F\x7B\x0F\x82\x55\x0C\x7F\xFF\xFF\xFF\x81\x11\x87\xE8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD4\x66\x40\x9E\x80\x00\x00\x00\xB3\xC6\xA2\x14\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x97\xC6\x32\x01\x80\x00\x00\x00\x80\x00\x00\x00\xFB\xCA\x94\x84\xCA\x37\x0B\xD8\x80\x00\x00\x00\x20\xD4\x7D\x8B\x7F\xFF\xFF\xFF\xAE\x2E\xB8\x56\x48\xAB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46\x82\x56\xF5\xAB\x29\xE2\x18\xA7\xF6\xD7\x67\xD1\xC5\x37\x17\x6F\x3B\xD6\x03\xD3\xC5\x14\x0D\xC8\x0B\x58\x02\x25\x87\xFF\x5C\x5F\x57\x55\x65\xF7\x1C\xA5\x83\x78\x2C\xE2\x98\xDA\x27\x6B\x32\xBB\xA7\xBB\x45\x91\xD2\x48\x0B\x5A\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80\xE5\x72\x9A\xF7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x0A7493F1), ('P4rIngress.aggregator.bitmap_seq.seq', 0xBABB76EA)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xBABB76EA, 7048)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1E), ('P4rIngress.aggregator.count_exp.exponent', 0xFC)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x02, 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x2383B659), ('P4rIngress.aggregator.values_v0000.hi', 0x4596AC4B)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x5E2CCF9A), ('P4rIngress.aggregator.values_v0001.hi', 0x899AE923)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xEBCA2D73), ('P4rIngress.aggregator.values_v0010.hi', 0x2288B84C)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x57433259), ('P4rIngress.aggregator.values_v0011.hi', 0x57AE42C7)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x3FEA9B62), ('P4rIngress.aggregator.values_v0100.hi', 0x4C37F249)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x51B68870), ('P4rIngress.aggregator.values_v0101.hi', 0x498F961B)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5A2954E9), ('P4rIngress.aggregator.values_v0110.hi', 0xC595B1E8)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x4F0F1EC5), ('P4rIngress.aggregator.values_v0111.hi', 0xD8F07515)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xA5470DC9), ('P4rIngress.aggregator.values_v1000.hi', 0x7251B473)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xCBA41059), ('P4rIngress.aggregator.values_v1001.hi', 0x38E9F3E7)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x606DFD5F), ('P4rIngress.aggregator.values_v1010.hi', 0xAE146959)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x5E543F44), ('P4rIngress.aggregator.values_v1011.hi', 0xBCD4D7AC)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x6D96B25B), ('P4rIngress.aggregator.values_v1100.hi', 0xBC9F6ADF)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x7B3D5636), ('P4rIngress.aggregator.values_v1101.hi', 0x9E6C554E)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x4D45855F), ('P4rIngress.aggregator.values_v1110.hi', 0xCAD3F1F7)], 7048)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x835CA6A3), ('P4rIngress.aggregator.values_v1111.hi', 0x8454DD3D)], 7048)
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
                gc.KeyTuple('job_id', 0xB29D),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000053B),
                gc.DataTuple('slot_count', 0x00001983),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF19572BE),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xD44863ED),
                gc.KeyTuple('src_port', 0xFB31),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xB29D),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x01C8),
            ]
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
        pkt = b'\xA0\x12\xF2\x8F\x76\x28\xDC\x29\x05\x87\x72\x8C\x08\x00\x05\x00\x00\x00\xD2\xDB\x00\x00\x00\x11\x00\x00\xD4\x48\x63\xED\xBC\x45\xA0\xDF\xFB\x31\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB2\x9D\x00\x1C\xF1\x95\x72\xBE\x16\x4D\x00\x9F\xBA\xBB\x76\xEA\x00\x20\x0D\x33\xE3\xAE\x96\xB7\x5A\x82\xE7\x7A\x42\xD5\x86\x8A\x22\x9B\x80\xEA\x89\x56\x36\x1B\x70\xCB\x0D\x06\x53\x67\xAF\x43\x5C\xEF\x5F\x11\x76\x99\xA2\xAF\x3D\x06\xF8\x87\x68\xBE\xAC\xD7\x4C\xEE\x8E\x1F\x40\xF4\x0F\x19\xB5\xA9\x51\xF9\x69\x19\xAB\x6F\x67\x8A\x05\x06\xC3\x6E\xEF\xB3\x27\x3F\xD2\xF7\x9B\x64\x1A\x2F\x9A\x69\xD1\x29\x51\x6F\xA8\x2D\x25\x75\xDD\xAB\x49\x53\x9F\x9F\x33\xD7\x35\x02\x50\x4F\x9A\xA3\x2A\xDD\x6B\x6F\x05\x81\x56\xE7\x23\x13\x4E\x3D\x67\x2D\xCD\x5C\x49\x5C\xAF\xFD\xF2\x49\xB7\xAB\x9A\xBA\x64\xE9\xE8\x7C\xA9\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xDC\x29\x05\x87\x72\x8C\xA0\x12\xF2\x8F\x76\x28\x08\x00\x05\x00\x00\x00\xD2\xDB\x00\x00\x40\x11\x00\x00\xBC\x45\xA0\xDF\xD4\x48\x63\xED\xBE\xEF\xFB\x31\x00\xA0\x00\x00\x50\x34\x02\x82\xB2\x9D\x00\x1C\xF1\x95\x72\xBE\x16\x4D\x00\x9F\xBA\xBB\x76\xEA\x00\x20\x00\x1F\x07\x32\x4D\x10\x5A\x82\xE7\x7A\x7F\xFF\xFF\xFF\x22\x9B\x80\xEA\x80\x00\x00\x00\x70\xCB\x0D\x06\x7F\xFF\xFF\xFF\x5C\xEF\x5F\x11\x7F\xFF\xFF\xFF\x3D\x06\xF8\x87\x7F\xFF\xFF\xFF\x4C\xEE\x8E\x1F\x7F\xFF\xFF\xFF\xB5\xA9\x51\xF9\x7F\xFF\xFF\xFF\x67\x8A\x05\x06\x80\x00\x00\x00\x27\x3F\xD2\xF7\x80\x00\x00\x00\x9A\x69\xD1\x29\x7F\xFF\xFF\xFF\x25\x75\xDD\xAB\x7F\xFF\xFF\xFF\x33\xD7\x35\x02\x7F\xFF\xFF\xFF\x2A\xDD\x6B\x6F\x7F\xFF\xFF\xFF\x23\x13\x4E\x3D\x7F\xFF\xFF\xFF\x49\x5C\xAF\xFD\x80\x00\x00\x00\x9A\xBA\x64\xE9\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x1A\x74\x93\xF1\xBA\xBB\x76\xEA\xBA\xBB\x76\xEA\x1F\xFC\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x07\x32\x4D\x10\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xAC\x36\x6A\x0D\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x40\x7A\x7A\x1B\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD3\x53\xC5\x10\x7F\xFF\xFF\xFF\xD3\x8A\x47\x04\x7F\xFF\xFF\xFF\xF0\xAC\x0C\xAE\x7F\xFF\xFF\xFF\xE7\x7C\xD6\x4E\x7F\xFF\xFF\xFF\xC1\x7F\xA3\x8B\x7F\xFF\xFF\xFF\x14\x30\xA1\xF4\x80\x00\x00\x00\x80\x00\x00\x00\xE8\x7C\xA9\xF5\x4B\xDB\x7E\x45\x69\xF6\xA8\x20\xD3\xBE\x2E\x5B\xC4\x9E\xE0\xDF\x82\x66\x64\x1D\x04\xAF\x74\x99\x4A\x3B\x0C\x35\xAA\x96\x35\x45\xBC\x0F\xFB\xB8\xBF\x6E\x66\x32\xDA\x9C\xC5\xF0\x26\x58\x65\x11\x2C\xC6\x47\x2E\xD3\xD4\xA6\x34\x41\x5F\x44\x8F\x86\x95\x1F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1\x97\x75\x8D\x75\xE0\x19\x79\xE5\xA9\x19\x59\xFF\x93\xB4\xD1\xFD\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x24605F45), ('P4rIngress.aggregator.bitmap_seq.seq', 0x35C510E8)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x35C510E8, 6651)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x1A), ('P4rIngress.aggregator.count_exp.exponent', 0x93)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0xEB57A68B), ('P4rIngress.aggregator.values_v0000.hi', 0x13B6E6E7)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x7D85E9A7), ('P4rIngress.aggregator.values_v0001.hi', 0xE8E9C8FC)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x689BDDDC), ('P4rIngress.aggregator.values_v0010.hi', 0x4E692D23)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x1EA52DBA), ('P4rIngress.aggregator.values_v0011.hi', 0x5F4779C5)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x897EE5C4), ('P4rIngress.aggregator.values_v0100.hi', 0x3B77A733)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x01D32070), ('P4rIngress.aggregator.values_v0101.hi', 0x435ED3C3)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x5F1DCD15), ('P4rIngress.aggregator.values_v0110.hi', 0x928CCEB3)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0xB81FD6F8), ('P4rIngress.aggregator.values_v0111.hi', 0x812B99C4)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0x600E3571), ('P4rIngress.aggregator.values_v1000.hi', 0x7A2DCAA3)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x44BCB7CF), ('P4rIngress.aggregator.values_v1001.hi', 0x61D85667)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x735B6B23), ('P4rIngress.aggregator.values_v1010.hi', 0x490D03B5)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA53777DD), ('P4rIngress.aggregator.values_v1011.hi', 0x46D488D3)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xB1545EA8), ('P4rIngress.aggregator.values_v1100.hi', 0x841366D3)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x52DA06D8), ('P4rIngress.aggregator.values_v1101.hi', 0x7998EFD6)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x50F1C23B), ('P4rIngress.aggregator.values_v1110.hi', 0x544C3D25)], 6651)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x42E81F4F), ('P4rIngress.aggregator.values_v1111.hi', 0x781896D7)], 6651)
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
                gc.KeyTuple('job_id', 0xFD9A),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000193),
                gc.DataTuple('slot_count', 0x00001CBA),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9E415E45),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xBC129BBE),
                gc.KeyTuple('src_port', 0x13FD),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xFD9A),
                gc.DataTuple('rank', 0x001C),
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
        ig_port = 29
        pkt = b'\xEC\xD3\x2B\xC7\x22\x14\x16\xCD\x0B\xFA\xA4\x5F\x08\x00\x05\x00\x00\x00\x79\x3A\x00\x00\x00\x11\x00\x00\xBC\x12\x9B\xBE\x53\xF6\x6F\xF8\x13\xFD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFD\x9A\x00\x1C\x9E\x41\x5E\x45\x18\x68\x02\x6D\x35\xC5\x10\xE8\x00\x20\xE2\x98\x49\x54\x54\xFB\x79\x35\xE7\xF9\x55\x69\x9B\x31\x8C\xCB\x5B\x0E\x51\x97\x57\xDC\x62\xB9\x2C\x63\xCC\x28\xE4\x17\x00\x5F\x2E\x1F\xAD\x29\xB4\x9B\xEC\x9D\xAF\xAF\x2A\x77\xBF\x43\x52\x35\xB6\x56\x7C\xDC\x86\x0C\xB5\x4D\x9E\xC2\xAF\x7E\x97\x38\xEF\x8B\x30\xAF\x32\x6D\xEC\xF7\x39\xEC\x62\xC3\x5D\x7C\xFA\xC2\x59\x99\xC5\xF4\x53\x29\x79\x05\x47\x9A\xF7\x25\xA5\xD7\x98\xD9\xEF\x0E\xDD\x75\xB6\x56\xCE\xCF\xFF\x51\x1D\x8D\x51\x1B\x51\x47\x88\x6E\x91\x44\x74\x54\x70\xF1\x53\xEC\xC2\xB2\x66\xA1\x67\xA7\x39\x77\xF0\x9A\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x16\xCD\x0B\xFA\xA4\x5F\xEC\xD3\x2B\xC7\x22\x14\x08\x00\x05\x00\x00\x00\x79\x3A\x00\x00\x40\x11\x00\x00\x53\xF6\x6F\xF8\xBC\x12\x9B\xBE\xBE\xEF\x13\xFD\x00\xA0\x00\x00\x50\x34\x02\x82\xFD\x9A\x00\x1C\x9E\x41\x5E\x45\x18\x68\x00\x6D\x35\xC5\x10\xE8\x00\x20\x00\x1B\x34\xAB\xFB\x86\x79\x35\xE7\xF9\x7F\xFF\xFF\xFF\x8C\xCB\x5B\x0E\x7F\xFF\xFF\xFF\x62\xB9\x2C\x63\xEA\xCE\x11\xD1\x00\x5F\x2E\x1F\x80\x00\x00\x00\xEC\x9D\xAF\xAF\x2C\x4A\xDF\xB3\x52\x35\xB6\x56\x7F\xFF\xFF\xFF\xB5\x4D\x9E\xC2\x80\x00\x00\x00\xEF\x8B\x30\xAF\x7F\xFF\xFF\xFF\x39\xEC\x62\xC3\x7F\xFF\xFF\xFF\x59\x99\xC5\xF4\x7F\xFF\xFF\xFF\x47\x9A\xF7\x25\x80\x00\x00\x00\xEF\x0E\xDD\x75\x80\x00\x00\x00\xFF\x51\x1D\x8D\x7F\xFF\xFF\xFF\x88\x6E\x91\x44\x7F\xFF\xFF\xFF\x53\xEC\xC2\xB2\x7F\xFF\xFF\xFF\x39\x77\xF0\x9A\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x34\x60\x5F\x45\x35\xC5\x10\xE8\x35\xC5\x10\xE8\x1B\x93\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x34\xAB\xFB\x86\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\xCE\x11\xD1\x5F\xA6\xA7\xE4\x80\x00\x00\x00\x28\x15\x56\xE2\x2C\x4A\xDF\xB3\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x35\xE3\x66\x48\x80\x00\x00\x00\x83\x64\x84\x60\x7F\xFF\xFF\xFF\x02\x07\x81\x1A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x29CA2CF0), ('P4rIngress.aggregator.bitmap_seq.seq', 0x716F6EC2)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x716F6EC2, 2164)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x12), ('P4rIngress.aggregator.count_exp.exponent', 0xC5)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0D5499FF), ('P4rIngress.aggregator.values_v0000.hi', 0x4F5B4B9D)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3C375C6F), ('P4rIngress.aggregator.values_v0001.hi', 0x80000000)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xBDC4F811), ('P4rIngress.aggregator.values_v0010.hi', 0x80000000)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0xC7DE570F), ('P4rIngress.aggregator.values_v0011.hi', 0xB2780D7D)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x4B1DAD43), ('P4rIngress.aggregator.values_v0100.hi', 0x37B272D3)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x00000000), ('P4rIngress.aggregator.values_v0101.hi', 0xD4F38D54)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x0ABFB664), ('P4rIngress.aggregator.values_v0110.hi', 0x49852999)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x7A8CA5CF), ('P4rIngress.aggregator.values_v0111.hi', 0x7A5248E2)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xD4D9EB79), ('P4rIngress.aggregator.values_v1000.hi', 0x9248CE4E)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0xD0CAC9FD), ('P4rIngress.aggregator.values_v1001.hi', 0xADCB75AB)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x6EFDD76A), ('P4rIngress.aggregator.values_v1010.hi', 0x367EDB6B)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0x76358757), ('P4rIngress.aggregator.values_v1011.hi', 0x1D3C8B3F)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xF6EEAFBE), ('P4rIngress.aggregator.values_v1100.hi', 0x2266ACC1)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0xCBC9608D), ('P4rIngress.aggregator.values_v1101.hi', 0xBA3FD557)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x8B8E8D09), ('P4rIngress.aggregator.values_v1110.hi', 0x7B1D7A4F)], 2164)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0xCC16798B), ('P4rIngress.aggregator.values_v1111.hi', 0x1D9C6C71)], 2164)
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
                gc.KeyTuple('job_id', 0xAC69),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x000004D7),
                gc.DataTuple('slot_count', 0x00000FC1),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x82682FF0),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBA973626),
                gc.KeyTuple('src_port', 0xC685),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0xAC69),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0083),
            ]
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
        pkt = b'\x50\x52\xDA\xEA\xE5\x76\xAB\xBD\xFE\x4F\x23\xBA\x08\x00\x05\x00\x00\x00\x2A\x53\x00\x00\x00\x11\x00\x00\xBA\x97\x36\x26\xCA\xF0\xF7\xB1\xC6\x85\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAC\x69\x00\x1C\x82\x68\x2F\xF0\x03\x9D\x02\x49\x71\x6F\x6E\xC2\x00\x20\x4B\x45\x3E\xD2\xCB\x88\x57\xD5\x59\x3D\x7A\x86\x48\x5B\x4C\xA0\x27\x37\xB8\x24\x76\x76\x6E\x85\xE0\x8A\xA6\x9A\xE9\x5F\x1B\xCF\x72\x6D\x51\x4D\x74\x23\x64\x42\x7A\xE9\x00\x00\x00\x00\x85\x27\x69\x05\x67\xE7\xAD\x67\x65\xB1\xFE\x99\x71\x9D\x2B\x68\x76\xD3\xF6\x2A\xDD\x90\xB6\xA1\x89\xCE\x70\xDF\x55\x66\x5C\x49\xA4\x9A\xB7\x4D\x22\x26\xC7\xCA\x66\xC8\x4B\x59\x36\xED\x09\x34\xCD\xAB\xE2\xF0\x04\x90\x57\x71\x64\x0A\x31\x2A\xD2\xBA\xFD\xBD\xAB\x50\x0F\x71\xCB\xD4\x69\xCE\x6A\x33\xC2\x4D\xAA\x0A\xEF\xB5\xBB\x22\x2D\xB0\x09\xA2\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xAB\xBD\xFE\x4F\x23\xBA\x50\x52\xDA\xEA\xE5\x76\x08\x00\x05\x00\x00\x00\x2A\x53\x00\x00\x40\x11\x00\x00\xCA\xF0\xF7\xB1\xBA\x97\x36\x26\xBE\xEF\xC6\x85\x00\xA0\x00\x00\x50\x34\x02\x82\xAC\x69\x00\x1C\x82\x68\x2F\xF0\x03\x9D\x00\x49\x71\x6F\x6E\xC2\x00\x20\x00\x13\x4C\x27\x65\x87\x57\xD5\x59\x3D\x7F\xFF\xFF\xFF\x4C\xA0\x27\x37\x80\x00\x00\x00\x6E\x85\xE0\x8A\x80\x00\x00\x00\x1B\xCF\x72\x6D\x7F\xFF\xFF\xFF\x64\x42\x7A\xE9\x00\x00\x00\x00\x85\x27\x69\x05\x72\xA7\x63\xCB\x65\xB1\xFE\x99\x7F\xFF\xFF\xFF\x76\xD3\xF6\x2A\xB2\x6A\xA2\x1A\x89\xCE\x70\xDF\x26\x31\x26\x46\xA4\x9A\xB7\x4D\x7F\xFF\xFF\xFF\x66\xC8\x4B\x59\x7F\xFF\xFF\xFF\xCD\xAB\xE2\xF0\xFB\x7F\x07\x2F\x64\x0A\x31\x2A\x9E\x84\x5E\x4A\xAB\x50\x0F\x71\x80\x00\x00\x00\x6A\x33\xC2\x4D\x80\x00\x00\x00\xBB\x22\x2D\xB0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x39\xCA\x2C\xF0\x71\x6F\x6E\xC2\x71\x6F\x6E\xC2\x13\xC5\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x4C\x27\x65\x87\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xCC\xA0\x27\x37\x80\x00\x00\x00\xEE\x85\xE0\x8A\x80\x00\x00\x00\xCE\x47\x7F\xEA\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x80\x00\x00\x00\x72\xA7\x63\xCB\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xB2\x6A\xA2\x1A\x80\x00\x00\x00\x26\x31\x26\x46\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xEA\xE8\x6E\x2F\xFB\x7F\x07\x2F\x7F\xFF\xFF\xFF\x9E\x84\x5E\x4A\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xD8\xBE\x9A\x21\x09\xA2\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7\x1A\xC9\x6B\x5E\x9F\x08\xD5\x34\xD9\xF7\xE6\x6F\x1E\xA3\xDA\x8D\x25\xC7\x12\x40\x92\x9E\x7D\x58\x0A\x2C\x1E\x31\xED\xE7\x9F\xB3\x2C\xAC\x1C\x1D\x3D\x50\x9E\xC9\x3A\x6E\x88\x8F\xE1\xDC\x02\xB0\xBF\xD0\xDD\x9D\xA8\x27\xCD\x1B\x8A\x1C\x13\x36\xDD\xD8\x0E\x59\x3C\xBA\x0F\x6B\x97\x63\x34\xA6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0x9E8A959D), ('P4rIngress.aggregator.bitmap_seq.seq', 0xFFFFFFFF)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0xFFFFFFFF, 4234)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x14), ('P4rIngress.aggregator.count_exp.exponent', 0x43)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x06, 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x3FB7AAB7), ('P4rIngress.aggregator.values_v0000.hi', 0x5DB1432E)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x9C863DD3), ('P4rIngress.aggregator.values_v0001.hi', 0x66E68CE1)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0x6B86AD62), ('P4rIngress.aggregator.values_v0010.hi', 0x77331D53)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x636E1E43), ('P4rIngress.aggregator.values_v0011.hi', 0xB9241EEB)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x5AC23DB1), ('P4rIngress.aggregator.values_v0100.hi', 0xA8582469)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x6C35B4A3), ('P4rIngress.aggregator.values_v0101.hi', 0x7F2AD3AE)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0xAB38E7B3), ('P4rIngress.aggregator.values_v0110.hi', 0xA2EABDCC)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x517710F5), ('P4rIngress.aggregator.values_v0111.hi', 0x9D8F61DC)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xE9A23698), ('P4rIngress.aggregator.values_v1000.hi', 0x7CEE676F)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x398252AB), ('P4rIngress.aggregator.values_v1001.hi', 0x65B6E4D3)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x9F2FF2D1), ('P4rIngress.aggregator.values_v1010.hi', 0x9DE4CC2D)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xEFCE55F7), ('P4rIngress.aggregator.values_v1011.hi', 0x49BBFA05)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0x949A7377), ('P4rIngress.aggregator.values_v1100.hi', 0x54F11ACB)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x2E1C92E7), ('P4rIngress.aggregator.values_v1101.hi', 0x3761C5B3)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0xC9BD3CD3), ('P4rIngress.aggregator.values_v1110.hi', 0x5916AF39)], 4234)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x1D79D2E8), ('P4rIngress.aggregator.values_v1111.hi', 0x3133532B)], 4234)
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
                gc.KeyTuple('job_id', 0x85A6),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D1C),
                gc.DataTuple('slot_count', 0x00000BDD),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD8097950),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x021),
                gc.KeyTuple('src_addr', 0x19187063),
                gc.KeyTuple('src_port', 0x6AF0),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x85A6),
                gc.DataTuple('rank', 0x000D),
                gc.DataTuple('worker_index', 0x0051),
            ]
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
        pkt = b'\x19\xF9\x83\xA1\xBE\x1D\xA2\x4A\x7D\x7D\x2E\xCB\x08\x00\x05\x00\x00\x00\x04\x93\x00\x00\x00\x11\x00\x00\x19\x18\x70\x63\xEB\xDC\x05\xCF\x6A\xF0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x85\xA6\x00\x0D\xD8\x09\x79\x50\x03\x6E\x06\x2D\xFF\xFF\xFF\xFF\x00\x20\xC1\x25\x64\x58\xBA\xC1\x58\x96\xE3\x5D\xCC\x82\x6F\x82\xF6\xAB\xEC\xBB\x4B\xAA\xE1\x39\x45\x51\xEA\x25\x28\x34\xCD\xA1\xC5\xCF\x04\xD2\x52\xCB\x71\xFF\xFF\xE5\x0A\xAF\x8C\xFD\xB9\xAF\xA9\x23\x41\x87\x82\xA3\xC9\xFD\xBA\x3C\x2D\x51\x5C\xE2\xB9\x61\xCA\x61\x52\x94\x2D\x2F\x7F\x30\x1F\xE0\x52\x82\x6F\xBC\x01\xE0\x26\xF0\xCA\xE2\xF7\x25\x97\x25\x84\x6E\x3D\x34\x63\xEE\x45\xB9\x75\xBC\xFC\x01\xCC\x13\x67\x75\x4F\xD5\x92\xC1\x70\x22\x78\xC7\xC3\xA5\xB6\x2E\xB3\x36\x23\xC1\x27\xF6\x49\xB6\x7F\x52\x19\xCB\xA7\x75\x52\x6B\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\xA2\x4A\x7D\x7D\x2E\xCB\x19\xF9\x83\xA1\xBE\x1D\x08\x00\x05\x00\x00\x00\x04\x93\x00\x00\x40\x11\x00\x00\xEB\xDC\x05\xCF\x19\x18\x70\x63\xBE\xEF\x6A\xF0\x00\xA0\x00\x00\x50\x34\x02\x82\x85\xA6\x00\x0D\xD8\x09\x79\x50\x03\x6E\x00\x2D\xFF\xFF\xFF\xFF\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x58\x96\xE3\x5D\x80\x00\x00\x00\xF6\xAB\xEC\xBB\x7F\xFF\xFF\xFF\x45\x51\xEA\x25\x7F\xFF\xFF\xFF\xC5\xCF\x04\xD2\x7F\xFF\xFF\xFF\xFF\xE5\x0A\xAF\xF9\x33\x6E\x52\xA9\x23\x41\x87\x80\x00\x00\x00\xBA\x3C\x2D\x51\x7F\xFF\xFF\xFF\xCA\x61\x52\x94\x16\xD1\xB5\xC8\x1F\xE0\x52\x82\x7F\xFF\xFF\xFF\x26\xF0\xCA\xE2\x96\x55\x89\xF6\x84\x6E\x3D\x34\x53\xBC\x9B\xB0\x75\xBC\xFC\x01\x80\x00\x00\x00\x4F\xD5\x92\xC1\x7F\xFF\xFF\xFF\xC3\xA5\xB6\x2E\x80\x00\x00\x00\x27\xF6\x49\xB6\x7F\xFF\xFF\xFF\xA7\x75\x52\x6B\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\x9E\x8A\xB5\x9D\xFF\xFF\xFF\xFF\xFF\xFF\xFF\xFF\x15\x43\x06\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x5D\x92\x79\x9C\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xA8\x3D\x2F\x18\xF9\x33\x6E\x52\x28\x4E\x15\x35\x80\x00\x00\x00\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x16\xD1\xB5\xC8\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x96\x55\x89\xF6\x80\x00\x00\x00\x53\xBC\x9B\xB0\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFB\x07\x7B\xE1\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xD8\xA8\xA5\x96\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.46

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.aggregator.bitmap_seq', [('P4rIngress.aggregator.bitmap_seq.bitmap', 0xAB6255A2), ('P4rIngress.aggregator.bitmap_seq.seq', 0x48F8D291)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.rounds', 0x48F8D291, 3624)
        self.setRegisterValue('P4rIngress.aggregator.count_exp', [('P4rIngress.aggregator.count_exp.count', 0x0E), ('P4rIngress.aggregator.count_exp.exponent', 0x96)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.set_flags', 0x04, 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0000', [('P4rIngress.aggregator.values_v0000.lo', 0x0B9315B3), ('P4rIngress.aggregator.values_v0000.hi', 0x41835D16)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0001', [('P4rIngress.aggregator.values_v0001.lo', 0x3EBED7B4), ('P4rIngress.aggregator.values_v0001.hi', 0x80000000)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0010', [('P4rIngress.aggregator.values_v0010.lo', 0xE07BC6C2), ('P4rIngress.aggregator.values_v0010.hi', 0x68D3BD2C)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0011', [('P4rIngress.aggregator.values_v0011.lo', 0x4444B566), ('P4rIngress.aggregator.values_v0011.hi', 0x2DEFD0E8)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0100', [('P4rIngress.aggregator.values_v0100.lo', 0x544C41A0), ('P4rIngress.aggregator.values_v0100.hi', 0x6DBC0D17)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0101', [('P4rIngress.aggregator.values_v0101.lo', 0x5A2E3177), ('P4rIngress.aggregator.values_v0101.hi', 0x56B4C2DA)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0110', [('P4rIngress.aggregator.values_v0110.lo', 0x3F86F7DF), ('P4rIngress.aggregator.values_v0110.hi', 0x87966A36)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v0111', [('P4rIngress.aggregator.values_v0111.lo', 0x51C49D7B), ('P4rIngress.aggregator.values_v0111.hi', 0xA29527DB)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1000', [('P4rIngress.aggregator.values_v1000.lo', 0xCAFF8A53), ('P4rIngress.aggregator.values_v1000.hi', 0x2ECDFF9D)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1001', [('P4rIngress.aggregator.values_v1001.lo', 0x43BD58A3), ('P4rIngress.aggregator.values_v1001.hi', 0x7CA165A4)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1010', [('P4rIngress.aggregator.values_v1010.lo', 0x89ED926F), ('P4rIngress.aggregator.values_v1010.hi', 0x9CECDC39)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1011', [('P4rIngress.aggregator.values_v1011.lo', 0xA31DBD29), ('P4rIngress.aggregator.values_v1011.hi', 0xAAA64B1A)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1100', [('P4rIngress.aggregator.values_v1100.lo', 0xDBA2124E), ('P4rIngress.aggregator.values_v1100.hi', 0x9CF336CE)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1101', [('P4rIngress.aggregator.values_v1101.lo', 0x5E409E11), ('P4rIngress.aggregator.values_v1101.hi', 0x4D99E505)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1110', [('P4rIngress.aggregator.values_v1110.lo', 0x6C4E7F6B), ('P4rIngress.aggregator.values_v1110.hi', 0x95C070E3)], 3624)
        self.setRegisterValue('P4rIngress.aggregator.values_v1111', [('P4rIngress.aggregator.values_v1111.lo', 0x28531F52), ('P4rIngress.aggregator.values_v1111.hi', 0xB76081CD)], 3624)
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
                gc.KeyTuple('job_id', 0x87CB),
            ],
            'P4rIngress.admission.set_job',
            [
                gc.DataTuple('slot_base', 0x0000061B),
                gc.DataTuple('slot_count', 0x00000FA9),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x21BE153D),
            ]
        )
        # Table P4rIngress.admission.workers
        self.insertTableEntry(
            'P4rIngress.admission.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x79F42A64),
                gc.KeyTuple('src_port', 0x9C62),
            ],
            'P4rIngress.admission.set_worker',
            [
                gc.DataTuple('job_id', 0x87CB),
                gc.DataTuple('rank', 0x001C),
                gc.DataTuple('worker_index', 0x0090),
            ]
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
        pkt = b'\x05\x54\x7C\x17\x0B\x28\x18\xBF\xE8\xFF\x62\xD0\x08\x00\x05\x00\x00\x00\xC2\x26\x00\x00\x00\x11\x00\x00\x79\xF4\x2A\x64\x6B\x62\xDB\xA5\x9C\x62\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x87\xCB\x00\x1C\x21\xBE\x15\x3D\x08\x0D\x00\x3A\x48\xF8\xD2\x91\x00\x20\x7D\xD0\x1E\xB5\x76\xB1\x6B\x8E\x00\xF4\x7D\x07\xD1\x5A\x7F\x43\x1E\x18\x95\x33\x6E\x47\x65\x32\xF7\x61\x6E\xFC\x4E\x6E\x6B\x22\x95\x4E\x2D\x61\x93\xBF\x3F\x95\xF9\x21\x65\x9D\x65\x88\x4B\xCF\xC2\x8B\x52\x3D\x11\xA1\xBB\xAF\x3B\x6A\x60\xE7\x51\x69\xBB\x31\x36\x89\xD9\xF2\xC6\xD7\x79\x55\x68\x08\x71\x85\x50\xDB\x64\xAD\x7F\xB6\xA1\x21\x1A\xE3\xD9\xB0\x91\xCA\xF5\xED\x7E\x33\xBA\x4D\x61\xAE\x64\x67\x91\x9D\xE2\x55\x19\x82\x58\x7E\x1E\xD7\xC4\xD5\xC4\xD4\x66\x4E\xEF\xC8\xD1\xB5\xB4\xED\x57\x66\x84\xA6\x8F\x8A\xD7\xA0\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 63
        exp_pkt = b'\x00\x00\xFF\xFF\x00\x00\x18\xBF\xE8\xFF\x62\xD0\x05\x54\x7C\x17\x0B\x28\x08\x00\x05\x00\x00\x00\xC2\x26\x00\x00\x40\x11\x00\x00\x6B\x62\xDB\xA5\x79\xF4\x2A\x64\xBE\xEF\x9C\x62\x00\xA0\x00\x00\x50\x34\x02\x82\x87\xCB\x00\x1C\x21\xBE\x15\x3D\x08\x0D\x00\x3A\x48\xF8\xD2\x91\x00\x20\x00\x0F\x2A\x48\x8C\x64\x6B\x8E\x00\xF4\x7F\xFF\xFF\xFF\x7F\x43\x1E\x18\x80\x00\x00\x00\x65\x32\xF7\x61\x7F\xFF\xFF\xFF\x6B\x22\x95\x4E\x7F\xFF\xFF\xFF\x3F\x95\xF9\x21\x7F\xFF\xFF\xFF\x4B\xCF\xC2\x8B\x7F\xFF\xFF\xFF\xBB\xAF\x3B\x6A\x7F\xFF\xFF\xFF\xBB\x31\x36\x89\xA4\xF2\x51\x2A\x79\x55\x68\x08\x7F\xFF\xFF\xFF\x64\xAD\x7F\xB6\x80\x00\x00\x00\xD9\xB0\x91\xCA\x99\x0B\x3B\x5C\xBA\x4D\x61\xAE\x40\x09\xA3\xEB\xE2\x55\x19\x82\x7F\xFF\xFF\xFF\xC4\xD5\xC4\xD4\x7F\xFF\xFF\xFF\xD1\xB5\xB4\xED\x7F\xB9\xA3\xF8\x8F\x8A\xD7\xA0\x0F\x00\x00\x03\x00\x44\x00\x00\x00\x00\x00\x01\x00\x00\xFF\xFF\xBB\x62\x55\xA2\x48\xF8\xD2\x91\x48\xF8\xD2\x91\x0F\x96\x04\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFF\xFF\x2A\x48\x8C\x64\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\xFF\x43\x1E\x18\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x80\x00\x00\x00\xA4\xF2\x51\x2A\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\x99\x0B\x3B\x5C\x80\x00\x00\x00\x40\x09\xA3\xEB\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x12\x6F\xA9\xD9\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xB9\xA3\xF8\x80\x00\x00\x00\x32\x22\x31\x21\xAD\x27\xB9\xD6\x1A\x52\x4D\xF1\x53\xF2\xBA\x72\xB2\x2C\xD3\xCF\x74\x8F\x0F\xDE\x60\xCB\xB9\x64\x8C\xD2\xC4\x2C\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(240, 16)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

