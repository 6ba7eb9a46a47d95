# PTF test for /tmp/tgwork/k32/kind9/main
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

logger = logging.getLogger('/tmp/tgwork/k32/kind9/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k32/kind9/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k32/kind9/main')

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
    # Current statement coverage: 0.094

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 57
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x8C\x00\x00\x00\x00\x00\x00\x20\x00\x00\x4B\x2A\x4B\x18\x9E\xBE\xC3\xE8\x99\xB7\x09\x78\x20\x04\x16\x72\xA9\x26\x68\x12\xC7\xFE\x99\x1A\x6D\x05\x1A\x38\xDD\x27\x87\xCA\x0E\x35\xD7\x72\x35\xDE\xE2\x47\xCB\x2D\x6F\x4C\x6A\x30\x19\xBF\x87\xC8\xC4\xA9\x1F\x6C\x40\xFD\x26\x00\x0F\x9F\xC0\x6D\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test2(AbstractTest):
    # Current statement coverage: 0.1

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 192
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\x00\x00\x00\x00\x00\x00\x20\x00\x00\x1D\x5F\xFD\x12\xE4\x08\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test3(AbstractTest):
    # Current statement coverage: 0.11

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x07\x00\x00\x00\x00\x00\x00\x20\x00\x00\x1F\x84\xD4\x21\xC2\xB6\x26\x7C\x89\x0C\x9F\x33\xFB\xEC\x4B\x56\x18\x35\x64\xBB\x8F\xC0\xFE\x07\xBB\x82\x1C\x82\xB8\xC1\x66\x06\xCD\x3A\xF9\x0E\x86\x10\xE5\x63\x2B\x76\xDD\x1E\x74\xB2\x62\xAC\xD4\x31\x24\x08\x8D\xEE\xBE\x93\x8E\xBE\x25\xD5\xF1\x23\x1B\x54\x19\x78\xF4\x1F\xD3\x2C\x1E\x81\xF9\x11\xF0\xDC\x60\xFF\x50\x8C\xE7\x8D\x23\xA1\x95\xB0\xDE\x9E\xD9\xD4\xE9\xCE\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test4(AbstractTest):
    # Current statement coverage: 0.11

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 68
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xF6\x00\x00\x00\x00\x00\x00\x20\x00\x00\xE7\x77\x85\x72\xFA\x85\xB4\x92\x91\x29\x35\x6C\x8C\x2F\xF8\x0A\xE7\x91\xCA\x62\xC0\xA9\x0B\x82\xDC\xB0\x3B\xD9\xC2\x12\xB8\x35\x97'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test5(AbstractTest):
    # Current statement coverage: 0.11

    def setupCtrlPlane(self):
        pass

    def sendPacket(self):
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xBE\xEF\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xCD\x00\x00\x00\x00\x00\x00\x20\x00\x00\x41\x50\x52\x45\xCE\x42\x7B\x98\x07\x4D\xCA\xFA\x05\xBB\x52\x90\xC5\xF8\x35\x61\x28\xC5\x2E\x5D\x88\x95\xDA\x19\xF5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test6(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDFA490CA), ('P4rIngress.bitmap_seq.seq', 0x6A200000)], 6992)
        self.setRegisterValue('P4rIngress.rounds', 0x6A200000, 6992)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x3A)], 6992)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6992)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB7874E43), ('P4rIngress.values_v0000.hi', 0xA2ED9B58)], 6992)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x58ABEA95), ('P4rIngress.values_v0001.hi', 0x753B597A)], 6992)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4B7E1D83), ('P4rIngress.values_v0010.hi', 0x5AAD3A86)], 6992)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA6BBEC6F), ('P4rIngress.values_v0011.hi', 0x2A2F78A8)], 6992)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2DB0B5DD), ('P4rIngress.values_v0100.hi', 0x58F9AD6D)], 6992)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3AD59BE4), ('P4rIngress.values_v0101.hi', 0x5224F9A2)], 6992)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x94E429C1), ('P4rIngress.values_v0110.hi', 0x9301138A)], 6992)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x1D5B9CDE), ('P4rIngress.values_v0111.hi', 0xEAD27452)], 6992)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7178B13B), ('P4rIngress.values_v1000.hi', 0x67BB4882)], 6992)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x51B6A3D6), ('P4rIngress.values_v1001.hi', 0x835D9031)], 6992)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB6586925), ('P4rIngress.values_v1010.hi', 0x38F4102D)], 6992)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3110DC95), ('P4rIngress.values_v1011.hi', 0x7B2D5ED5)], 6992)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x688B2F4A), ('P4rIngress.values_v1100.hi', 0x62F69EA5)], 6992)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x8F3E5037), ('P4rIngress.values_v1101.hi', 0x725B466F)], 6992)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x66B143D3), ('P4rIngress.values_v1110.hi', 0x51509553)], 6992)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x875BC298), ('P4rIngress.values_v1111.hi', 0x743C137B)], 6992)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x44BA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000CD),
                gc.DataTuple('slot_count', 0x00001BBA),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB71BF2C2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x97DD51BD),
                gc.KeyTuple('src_port', 0xF245),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x44BA),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 37
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x97\xDD\x51\xBD\x00\x00\x00\x00\xF2\x45\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x44\xBA\x00\x10\xB7\x1B\xF2\xC2\x1A\x83\x00\x6F\x6A\x20\x00\x00\x00\x20\x00\x00\x8F\xD4\x61\xA3\xB8\xD3\x98\xBD\x5E\x38\xB9\xE1\x13\x1A\x6C\xFA\x7E\x43\x87\x55\x2F\x14\xB1\x9E\xCA\x3A\x7A\xAD\x6B\xB9\xA7\x4E\xDD\x63\x80\x5B\x47\x48\xE9\x9C\xB7\xD7\x52\xC0\x44\x28\xC3\x4E\xDC\x74\xF4\x60\xB3\x49\xED\xFB\xB7\x7B\x31\x70\x86\x63\x6C\x47\x2E\x0E\xED\x4C\x2D\xCA\x59\x1C\x4C\x46\x1B\x43\xE3\x2C\xA0\xDA\x81\x75\x92\xB1\x75\x47\xDC\xAD\xD6\x5B\x34\xBA\x68\xBD\xF0\xD2\x55\x99\xA4\x59\x31\x93\xC2\xFE\xE9\x00\xBE\xB0\x6A\xD2\x4F\x61\x4D\xB2\xE5\x33\x4A\xCF\x87\x47\xBF\x59\x4E\xB4\x18\x22\x90\x92\x50\x00\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x97\xDD\x51\xBD\xBE\xEF\xF2\x45\x00\xA0\x00\x00\x50\x34\x02\x82\x44\xBA\x00\x10\xB7\x1B\xF2\xC2\x1A\x83\x00\x6F\x6A\x20\x00\x00\x00\x20\x00\x0E\x80\x00\x00\x00\xB8\xD3\x98\xBD\x7F\xFF\xFF\xFF\x13\x1A\x6C\xFA\x7F\xFF\xFF\xFF\x2F\x14\xB1\x9E\x80\x00\x00\x00\x6B\xB9\xA7\x4E\x0B\x14\x36\x38\x47\x48\xE9\x9C\xF2\xAC\xEE\xA4\x44\x28\xC3\x4E\x80\x00\x00\x00\xB3\x49\xED\xFB\xD4\xD6\xCE\x4E\x86\x63\x6C\x47\x7F\xFF\xFF\xFF\x2D\xCA\x59\x1C\x7F\xFF\xFF\xFF\xE3\x2C\xA0\xDA\x80\x00\x00\x00\x75\x47\xDC\xAD\x07\x6C\x11\x4F\x68\xBD\xF0\xD2\x7F\xFF\xFF\xFF\x31\x93\xC2\xFE\x80\x00\x00\x00\x6A\xD2\x4F\x61\x7F\xFF\xFF\xFF\x4A\xCF\x87\x47\x80\x00\x00\x00\x18\x22\x90\x92\x50\x00\x23\xBE\xDF\xB9\x1F\xF4\x5E\xD0\xDE\xC6\x41\xC1\x76\xBF\x62\x26\x40\xD6\x95\x34\xC1\x40\x91\x14\x09\x7E\x98\xDA\x86\x1E\x0E\xA0\xA2\xB1\x40\xB2\x56\xB5\x91\xB1\x76\x81\xEE\x46\x38\x61\x45\x3C\x2A\x70\x2D\x28\xFC\x00\x8D\xDC\xFE\x72\xB6\x8F'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x54187042), ('P4rIngress.bitmap_seq.seq', 0x9336167A)], 2739)
        self.setRegisterValue('P4rIngress.rounds', 0x9336167A, 2739)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0xDC)], 2739)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2739)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x88B89D72), ('P4rIngress.values_v0000.hi', 0xA614CBD8)], 2739)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x59E6876B), ('P4rIngress.values_v0001.hi', 0x4B9B1EE9)], 2739)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6332C5F1), ('P4rIngress.values_v0010.hi', 0x58C8A896)], 2739)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBB141A01), ('P4rIngress.values_v0011.hi', 0x9961F44B)], 2739)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x43A4C9AA), ('P4rIngress.values_v0100.hi', 0x3B04A38B)], 2739)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5B7D7AC6), ('P4rIngress.values_v0101.hi', 0x1991EFF7)], 2739)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x426A8D9D), ('P4rIngress.values_v0110.hi', 0x34BEE67B)], 2739)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7A70D917), ('P4rIngress.values_v0111.hi', 0xEBE28B72)], 2739)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA576B033), ('P4rIngress.values_v1000.hi', 0xDAB3315D)], 2739)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x08C7B1A1), ('P4rIngress.values_v1001.hi', 0x55FDBB94)], 2739)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x80000000), ('P4rIngress.values_v1010.hi', 0x4374CCCA)], 2739)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x556C15AC), ('P4rIngress.values_v1011.hi', 0x7995B4C4)], 2739)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6987FADD), ('P4rIngress.values_v1100.hi', 0x232F35D9)], 2739)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xDF796B2B), ('P4rIngress.values_v1101.hi', 0xB14A4758)], 2739)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0xAECAD3AC)], 2739)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x34822593), ('P4rIngress.values_v1111.hi', 0x5DDE17BB)], 2739)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD9C7),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000353),
                gc.DataTuple('slot_count', 0x00001193),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFBBBD0D3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0x52224A43),
                gc.KeyTuple('src_port', 0x52F6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD9C7),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0122),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x52\x22\x4A\x43\x00\x00\x00\x00\x52\xF6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD9\xC7\x00\x10\xFB\xBB\xD0\xD3\x07\x60\x00\xE8\x93\x36\x16\x7A\x00\x20\x00\x00\xDC\xA7\x9D\x5F\xCD\xD5\x0F\x95\x3C\xE8\x5E\x2D\x6B\x50\x10\x9D\x42\x9C\x76\xC4\x2D\xF9\xCB\x15\xA3\xD0\x43\xBA\xAF\x9A\x59\x59\x60\x79\xEA\x96\x46\xD5\xCA\x27\x42\x6B\x69\xEF\xBF\x3F\x60\xF5\x80\x00\x00\x00\x67\xBE\xB2\x8A\x34\x56\xCD\xF3\x38\x5A\xFF\x61\x49\x37\x74\xBB\x8A\x26\x1A\x93\x67\xE8\xC7\xB9\x65\xEC\xB8\xBE\x27\x32\x9B\x05\x3F\x36\xEB\xFC\x6F\x64\xD6\x43\x7B\x32\x76\xC5\x39\x5B\x39\xDE\xEE\x53\x97\x63\xF3\x46\x73\xA7\xA9\x69\xCE\x18\x80\x00\x00\x00\xBC\xC2\xBC\x9C\x66\xE6\xA7\xC8\x48\xC8\x06\xFA\x02\xC1\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x52\x22\x4A\x43\xBE\xEF\x52\xF6\x00\xA0\x00\x00\x50\x34\x02\x82\xD9\xC7\x00\x10\xFB\xBB\xD0\xD3\x07\x60\x00\xE8\x93\x36\x16\x7A\x00\x20\x00\x1F\x80\x00\x00\x00\xCD\xD5\x0F\x95\x7F\xFF\xFF\xFF\x6B\x50\x10\x9D\x7F\xFF\xFF\xFF\x2D\xF9\xCB\x15\x80\x00\x00\x00\xAF\x9A\x59\x59\x7F\xFF\xFF\xFF\x46\xD5\xCA\x27\x7F\xFF\xFF\xFF\xBF\x3F\x60\xF5\xC2\x6A\x8D\x9D\x67\xBE\xB2\x8A\x7F\xFF\xFF\xFF\x38\x5A\xFF\x61\xEE\xAE\x24\xEE\x8A\x26\x1A\x93\x70\xB0\x79\x5A\x65\xEC\xB8\xBE\xA7\x32\x9B\x05\x3F\x36\xEB\xFC\x7F\xFF\xFF\xFF\x7B\x32\x76\xC5\x7F\xFF\xFF\xFF\xEE\x53\x97\x63\xD2\xBF\xDE\xD2\xA9\x69\xCE\x18\x80\x00\x00\x00\xBC\xC2\xBC\x9C\x7F\xFF\xFF\xFF\x48\xC8\x06\xFA\x02\xC1\xDB\x17\x91\x76\x3F\x5D\xE6\x61\x5A\x38\xD4\x01\x8C\x51\xCA\xC5\xAB\xF6\x7B\xA9\xCE\x3C\x8B\x2B\x8F\x7E\xE4\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x440E48A1), ('P4rIngress.bitmap_seq.seq', 0xD8ACC8A2)], 6093)
        self.setRegisterValue('P4rIngress.rounds', 0xD8ACC8A2, 6093)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x7B)], 6093)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6093)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9B460891), ('P4rIngress.values_v0000.hi', 0xB8A69EC9)], 6093)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x47CD74AD), ('P4rIngress.values_v0001.hi', 0x4304B16D)], 6093)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5858ABA1), ('P4rIngress.values_v0010.hi', 0x73A6E62C)], 6093)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8FF9E1D9), ('P4rIngress.values_v0011.hi', 0x7F6C435A)], 6093)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xA42322EC), ('P4rIngress.values_v0100.hi', 0x27A656D6)], 6093)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBF2EDE7F), ('P4rIngress.values_v0101.hi', 0x1CA8AA0B)], 6093)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA73DEC4F), ('P4rIngress.values_v0110.hi', 0x96F70C54)], 6093)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA0431F6C), ('P4rIngress.values_v0111.hi', 0xABC67BBE)], 6093)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x69276851), ('P4rIngress.values_v1000.hi', 0x9A5A8FDA)], 6093)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x44899393), ('P4rIngress.values_v1001.hi', 0x8F12B323)], 6093)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76A13C8E), ('P4rIngress.values_v1010.hi', 0x6AD3E06F)], 6093)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7D57109E), ('P4rIngress.values_v1011.hi', 0x482049B5)], 6093)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x64B04A05), ('P4rIngress.values_v1100.hi', 0x66DBC104)], 6093)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x789AC3CF), ('P4rIngress.values_v1101.hi', 0x3A257B7B)], 6093)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5AD23CE7), ('P4rIngress.values_v1110.hi', 0x6CCB1330)], 6093)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x88F532B5), ('P4rIngress.values_v1111.hi', 0x265DB891)], 6093)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE3FB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001059),
                gc.DataTuple('slot_count', 0x00000BEB),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF401DDC3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0xEB6CA88C),
                gc.KeyTuple('src_port', 0x646E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE3FB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01A5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEB\x6C\xA8\x8C\x00\x00\x00\x00\x64\x6E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE3\xFB\x00\x10\xF4\x01\xDD\xC3\x07\x74\x02\xA6\xD8\xAC\xC8\xA2\x00\x20\x00\x00\xD2\x76\x27\xDB\xB1\x25\x42\x3B\x55\xB5\x76\x26\x78\xA5\x11\x09\x55\x7D\xFB\x53\x1B\xCA\x52\xF0\xC1\x0E\x25\x4D\x6A\xCF\x0F\x16\x7D\x5D\x07\xAF\x74\xB5\x76\xDF\xD4\xF2\xEC\xE1\x79\xBE\xEB\xB1\xB3\x4D\x66\x6F\xAE\x09\x6B\x2D\x7C\x75\xB2\x53\xA0\x41\xCC\x19\x6C\x14\x4E\xEA\xBC\x5A\x24\xC0\x6D\x36\xAD\x65\x2D\x7A\xC0\xB9\x43\xBA\x21\xEB\x7A\xB3\x20\xC3\xAC\xF5\xB8\xB9\x63\xA9\xE8\x6B\x44\xFF\xD3\xF5\x36\xD2\x5B\xD5\x5B\x6A\x50\xE3\x2B\x2F\x7B\x57\x4A\x12\x14\x2B\x19\xF4\x2D\x39\x39\x9A\x2A\x17\x7E\xF4\x50\xBE\x30\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEB\x6C\xA8\x8C\xBE\xEF\x64\x6E\x00\xA0\x00\x00\x50\x34\x02\x82\xE3\xFB\x00\x10\xF4\x01\xDD\xC3\x07\x74\x00\xA6\xD8\xAC\xC8\xA2\x00\x20\x00\x19\x80\x00\x00\x00\xB1\x25\x42\x3B\x7F\xFF\xFF\xFF\x78\xA5\x11\x09\x7F\xFF\xFF\xFF\x1B\xCA\x52\xF0\x80\x00\x00\x00\x6A\xCF\x0F\x16\x21\x80\x2A\x9B\x74\xB5\x76\xDF\x94\x21\xCB\x60\x79\xBE\xEB\xB1\x80\x00\x00\x00\xAE\x09\x6B\x2D\x1C\xB8\xD1\xBF\xA0\x41\xCC\x19\x7F\xFF\xFF\xFF\xBC\x5A\x24\xC0\x7F\xFF\xFF\xFF\x2D\x7A\xC0\xB9\x7F\xFF\xFF\xFF\x7A\xB3\x20\xC3\x2A\x4C\xC9\x57\x63\xA9\xE8\x6B\x7F\xFF\xFF\xFF\x36\xD2\x5B\xD5\x7F\xFF\xFF\xFF\x2B\x2F\x7B\x57\x7F\xFF\xFF\xFF\x19\xF4\x2D\x39\xC2\x8F\x5C\xCC\x7E\xF4\x50\xBE\x30\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75\x9E\x2E\x97\xB3\x6F\x70\x36\x15\x7C\x18\x2B\x2E\xD5\xB8\xFE\xAA\x79\x4D\x63\x6F\x4D\xF4\xE4\x05\x11\xC9\xBC\xD2\x8D\xCB\x61\xD2\x84\x87\x98\xD9\xB6\x18\xB5\x58\xA7\xAB\x88\x97\xEA\xD6\x5F\x4A\x9A\x0F\xD9\xBD\x35\x26\xF4\x88\xAF\x8D\x8C\x0B\x3B\x50\xD7\xB1\x2B\x07\xB4\xAE\x14\x9D\x95\x4C\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDC0E8925), ('P4rIngress.bitmap_seq.seq', 0xBB400000)], 5532)
        self.setRegisterValue('P4rIngress.rounds', 0xBB400000, 5532)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x21)], 5532)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5532)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC07D36AF), ('P4rIngress.values_v0000.hi', 0xABBBE592)], 5532)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5F58B4DD), ('P4rIngress.values_v0001.hi', 0x49D91E2E)], 5532)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6B66330C), ('P4rIngress.values_v0010.hi', 0x738F20EB)], 5532)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x90AE1D2B), ('P4rIngress.values_v0011.hi', 0xAD40A76B)], 5532)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0EF65181), ('P4rIngress.values_v0100.hi', 0x6FF0DE35)], 5532)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x68C96DF7), ('P4rIngress.values_v0101.hi', 0xBC831673)], 5532)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x74CD79DD), ('P4rIngress.values_v0110.hi', 0x2637AD1B)], 5532)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2A98BCA5), ('P4rIngress.values_v0111.hi', 0x3DFF465F)], 5532)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x42C53A43), ('P4rIngress.values_v1000.hi', 0xF5877B69)], 5532)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7D094E59), ('P4rIngress.values_v1001.hi', 0x6CE138DD)], 5532)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB74F5A8B), ('P4rIngress.values_v1010.hi', 0xA3991721)], 5532)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x2E55CADD), ('P4rIngress.values_v1011.hi', 0x7B809B2F)], 5532)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3933980F), ('P4rIngress.values_v1100.hi', 0x560C9349)], 5532)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x362C5A3B), ('P4rIngress.values_v1101.hi', 0x917D064B)], 5532)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x789842A5), ('P4rIngress.values_v1110.hi', 0x6A64D9A2)], 5532)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3E553EA8), ('P4rIngress.values_v1111.hi', 0x6BF89591)], 5532)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC0A6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000617),
                gc.DataTuple('slot_count', 0x0000162D),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1783ACC1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x913E5B49),
                gc.KeyTuple('src_port', 0x7F6B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC0A6),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0398),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x91\x3E\x5B\x49\x00\x00\x00\x00\x7F\x6B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC0\xA6\x00\x10\x17\x83\xAC\xC1\x0F\x85\x02\x97\xBB\x40\x00\x00\x00\x20\x00\x00\xBE\x9A\x2C\x8E\xAF\x51\xA9\x37\x5F\x20\x3C\x4B\x39\x1B\x12\x4D\x28\x15\x39\xB8\x21\x65\x42\x7A\xCB\x2B\x5C\x25\x8F\xC7\xBA\x7B\x72\xB0\xC1\x53\x34\x18\x91\xF8\x44\x47\x08\x23\x92\xEF\x87\xDD\x58\xA6\x38\xA5\x3D\xA6\xA1\x1C\xDC\xD3\x54\xFF\xA9\x19\x5D\xC9\x4F\x51\x5E\xE5\xD3\x21\x91\x6A\x09\x97\x66\x75\x2E\xBA\xDD\x53\x83\xEB\x49\xCB\xAD\x39\x7C\x69\x6C\x12\xFA\xEB\xCD\x5C\xB6\x43\x65\x49\xDD\x85\x5D\xF8\x71\x65\x15\x29\xDB\xFC\xAB\xE7\x67\x73\x1A\xA2\xF7\xAE\x47\x55\x95\xBB\x68\x76\xCA\xBB\x2B\x6B\x8D\x8F\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x91\x3E\x5B\x49\xBE\xEF\x7F\x6B\x00\xA0\x00\x00\x50\x34\x02\x82\xC0\xA6\x00\x10\x17\x83\xAC\xC1\x0F\x85\x00\x97\xBB\x40\x00\x00\x00\x20\x00\x19\x80\x00\x00\x00\xAF\x51\xA9\x37\x7F\xFF\xFF\xFF\x39\x1B\x12\x4D\x7F\xFF\xFF\xFF\x21\x65\x42\x7A\x80\x00\x00\x00\x8F\xC7\xBA\x7B\x7F\xFF\xFF\xFF\x34\x18\x91\xF8\x7F\xFF\xFF\xFF\x92\xEF\x87\xDD\x7F\xFF\xFF\xFF\x3D\xA6\xA1\x1C\x07\x6C\x11\xA4\xA9\x19\x5D\xC9\x7F\xFF\xFF\xFF\xD3\x21\x91\x6A\x7F\xFF\xFF\xFF\x2E\xBA\xDD\x53\x80\x00\x00\x00\xAD\x39\x7C\x69\x7F\xFF\xFF\xFF\xCD\x5C\xB6\x43\x7F\xFF\xFF\xFF\x5D\xF8\x71\x65\x4B\x56\x36\x37\xAB\xE7\x67\x73\x7F\xFF\xFF\xFF\x47\x55\x95\xBB\x7F\xFF\xFF\xFF\x2B\x6B\x8D\x8F\x2D\x32\x51\x40\xD0\xD7\xF5\x3D\xB9\x10\xF8\x56\xD8\x8E\x6A\xF2\xC2\x5A\xAC\x11\x8C\x2E\xF4\x07\x37\x74\x39\xAE\x73\x06\x58\xD1\x8D\x14\x0C\x91\x42\xE1\xF5\x9D\x26\x61\xE8\xFE\x62\xFA\x59\x8A\xBD\x75\xB8\xCF\x95\x87\x90\xED\x87\x24\xB7\x05\x88\x0D\xA7\x11\x30\x8A\x03\xEB\x11\xC3\xEF\x13\xC9\x80\x74\x1C\xEB\x81\xA9\x59\x0B\x7A\xFB\xC2\xAF\xC2\x9A\xC5\x92\x89\x24\x34\xFB\x13\x01\xC1\x2D\x5A\x6F\x0F\xC9\xD0\x6D\x54\xFC\x57\x69\xDA\xC8\xB5\xD9\xC9\x1B\x49\x14\xAF\x99\xB2\x7E\x25\xC9\x9C\xFF\x40\xE4\xB0\x61\x2C\x1B\xAA\x2B\x52\xE6\x78\x49\xCB\x5B\x68\x63\xAE\x9B\x3F\xC4\xA0\x42\xF4\xE9\x42\x91\x8C\xC4\xEB\x82\x07\x28\x07\xD8\xEB\x89\xDA\x13\x81\x1C\x1F\xB8\x73\xDC\xBB\x34\xDA\x2C\x54\x33\x93\x51\xCF\x21\xD5\x50\x05\x93\x92\x23\x49\x7E\x7E\x67\x4C\x72\x9B\xA1\x46\x87\xDB\xC9\x84\xB8\x91\x94\x26\x5E\xC2\x6C\x88\xE4\x78\x82\xD1\xE7\x95\xE5\xB8\x13\x7F\xD3\x7C\x14\x81\xAC\x3B\x33\x30\xE8\x0D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7B822993), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 5961)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 5961)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x3A)], 5961)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5961)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA2522A1E), ('P4rIngress.values_v0000.hi', 0xF2E70998)], 5961)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5F4D386B), ('P4rIngress.values_v0001.hi', 0x6637C4B6)], 5961)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5820A55B), ('P4rIngress.values_v0010.hi', 0x4A8C1B97)], 5961)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA11EB473), ('P4rIngress.values_v0011.hi', 0x904AA159)], 5961)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x65FD66E9), ('P4rIngress.values_v0100.hi', 0x1B6DB3BF)], 5961)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x622E762A), ('P4rIngress.values_v0101.hi', 0xDFFC46A7)], 5961)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x3A8A3ADF), ('P4rIngress.values_v0110.hi', 0x50662D72)], 5961)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2C3AF8F7), ('P4rIngress.values_v0111.hi', 0x7896F295)], 5961)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x22AA8129), ('P4rIngress.values_v1000.hi', 0x766735B4)], 5961)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2BFB6D35), ('P4rIngress.values_v1001.hi', 0x493A8B6B)], 5961)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x9BE3DA9E), ('P4rIngress.values_v1010.hi', 0x430E57EF)], 5961)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7ACA103A), ('P4rIngress.values_v1011.hi', 0xB464AEE3)], 5961)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x73D84E58), ('P4rIngress.values_v1100.hi', 0x58CB643B)], 5961)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6E56A691), ('P4rIngress.values_v1101.hi', 0x72CB1B91)], 5961)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB82F7859), ('P4rIngress.values_v1110.hi', 0xBD341ACA)], 5961)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xC98D85A9), ('P4rIngress.values_v1111.hi', 0x2BF343E8)], 5961)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x37ED),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F06),
                gc.DataTuple('slot_count', 0x00000E2F),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x01BA1C5A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xFD975EFB),
                gc.KeyTuple('src_port', 0xE992),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x37ED),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02CF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFD\x97\x5E\xFB\x00\x00\x00\x00\xE9\x92\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x37\xED\x00\x10\x01\xBA\x1C\x5A\x08\x43\x00\xE1\x80\x00\x00\x00\x00\x20\x00\x00\x9E\xB2\x8F\x67\x85\x85\xFA\x50\x5A\x85\x42\x25\x6B\xD0\xF9\x76\x4B\xD0\x6B\x42\x5D\x83\x78\xB3\xB3\x98\xA6\x90\x97\x1E\xB5\x93\x6B\xF0\x4E\xE8\x66\xC9\xE0\xA8\x2B\x78\x8D\x9D\x4B\xFF\xBD\xD5\xEA\x1E\xDE\x8B\x51\xD3\xCC\x2E\xEB\xA8\x25\xCD\x0E\x87\x27\xD2\xBA\x1A\xC0\x0B\x7A\xA1\x0F\x61\xF2\x2F\xBA\x67\x65\x8A\x6C\x6A\xFC\x4F\xC2\xFF\x4B\x3F\xED\x5B\xB9\x5C\xFE\x1C\x24\xCC\x69\x65\x52\xB7\x51\x55\x58\xA5\x89\xDB\x46\xC4\x9F\x79\x62\xDD\x96\x1C\x8B\x24\x62\xF9\xAA\x82\xE7\xAD\xE9\xEC\xF7\x27\xA8\x51\x60\x8C\x38\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFD\x97\x5E\xFB\xBE\xEF\xE9\x92\x00\xA0\x00\x00\x50\x34\x02\x82\x37\xED\x00\x10\x01\xBA\x1C\x5A\x08\x43\x00\xE1\x80\x00\x00\x00\x00\x20\x00\x06\x80\x00\x00\x00\x85\x85\xFA\x50\x7F\xFF\xFF\xFF\x6B\xD0\xF9\x76\x7F\xFF\xFF\xFF\x5D\x83\x78\xB3\x80\x00\x00\x00\x97\x1E\xB5\x93\x7F\xFF\xFF\xFF\x66\xC9\xE0\xA8\x7F\xFF\xFF\xFF\x4B\xFF\xBD\xD5\x24\xA9\x19\x6A\x51\xD3\xCC\x2E\x17\xE3\x1E\xC4\x0E\x87\x27\xD2\xDC\xC5\x41\x34\x7A\xA1\x0F\x61\x1E\x2B\x27\x9C\x65\x8A\x6C\x6A\x98\x33\x9D\x9D\x4B\x3F\xED\x5B\x34\x27\x0E\x56\x24\xCC\x69\x65\x7F\xFF\xFF\xFF\x58\xA5\x89\xDB\x7F\xFF\xFF\xFF\x62\xDD\x96\x1C\x80\x00\x00\x00\xAA\x82\xE7\xAD\xB3\x7A\x7C\xD0\xA8\x51\x60\x8C\x38\x18\x4E\x1F\x96\x1E\xEA\x99\x33\x86\xE7\xCE\x7F\x3D\x43\xCB\x58\xB9\x26\x13\x3A\xE5\x7B\x8E\xFE\x5B\xB2\x9C\xD6\xC6\x5F\xA0\x72\xB4\x73\x4C\x40\x00\xCC\x01\x1C\x0F\xD4\xC0\x5F\xB2\x82\xC7\x58\x46\x8C\xAA\x68\x66\xE0\xAF\x73\x98\xFC\x2D\x72\x9C\xFB\x68\xFE\xB3\x84\x64\x2B\xC0\x28\xEA\x59\x2D\x50\x7C\x7D\xC5\x33\xDB\x73\x6C\x62\x35\x97\x5F\xF7\xDE\xAA\xC2\xC6\x9E\xB3\xC7\xD0\xC8\xE8\x08\x5E\xFE\xB2\xB4\xFB\x15\xA0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8F66BA53), ('P4rIngress.bitmap_seq.seq', 0xCEB7264F)], 2377)
        self.setRegisterValue('P4rIngress.rounds', 0xCEB7264F, 2377)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0xE2)], 2377)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2377)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xE4C3F512), ('P4rIngress.values_v0000.hi', 0x994DE937)], 2377)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x322DE28B), ('P4rIngress.values_v0001.hi', 0x1D19734B)], 2377)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6AEF85D1), ('P4rIngress.values_v0010.hi', 0x6694A2B1)], 2377)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x88E6C7C8), ('P4rIngress.values_v0011.hi', 0x197DDB52)], 2377)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xEA3751B3), ('P4rIngress.values_v0100.hi', 0x7A6AC39B)], 2377)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x8AD8425F), ('P4rIngress.values_v0101.hi', 0x66B15F42)], 2377)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBB9BBA65), ('P4rIngress.values_v0110.hi', 0xA1B3BBD6)], 2377)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0xA8A382D9)], 2377)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x26DD56AA), ('P4rIngress.values_v1000.hi', 0x85920916)], 2377)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x75AE81A4), ('P4rIngress.values_v1001.hi', 0xD778AA3F)], 2377)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4C51560A), ('P4rIngress.values_v1010.hi', 0x698C97DD)], 2377)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB73A6889), ('P4rIngress.values_v1011.hi', 0x57F95DC8)], 2377)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBFD70255), ('P4rIngress.values_v1100.hi', 0x4AE2B6B4)], 2377)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7129ABCD), ('P4rIngress.values_v1101.hi', 0x4ED2883E)], 2377)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x729932ED), ('P4rIngress.values_v1110.hi', 0x6CDBA2C4)], 2377)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x93AC6529), ('P4rIngress.values_v1111.hi', 0xAB4ECE1D)], 2377)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x27B3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005E8),
                gc.DataTuple('slot_count', 0x00000E3D),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x79CAF804),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xB687B69F),
                gc.KeyTuple('src_port', 0xA20E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x27B3),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01DE),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\x87\xB6\x9F\x00\x00\x00\x00\xA2\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x27\xB3\x00\x10\x79\xCA\xF8\x04\x03\x61\x04\xF8\xCE\xB7\x26\x4F\x00\x20\x00\x00\x95\x4F\x63\xD6\xBC\xE3\xEC\xF9\x68\x72\x9B\x25\x7D\xC9\x46\xC7\x4F\xFE\x25\x5F\x4F\xB9\xAB\x77\xC0\xE0\x59\x3F\x6B\x3D\x76\x57\xEE\x21\x4A\xB5\x23\x90\x45\x8B\x5E\x99\x6B\x7F\x58\xF5\x98\x12\x82\xDA\x7D\x5E\xA8\xBB\x31\x0A\x8C\xD8\x33\x7A\xB9\xF4\xAB\xF3\x6C\x1B\x24\x89\xF1\x5A\x09\xB6\x2C\x62\xD7\x76\xD5\x64\xAD\xA7\x6E\xF8\x6B\x6A\x45\x3C\xEC\x22\xB1\x5B\x43\x9B\x34\x8F\x6D\xA9\x81\xFD\xA7\x25\x58\xE6\xAD\x35\x65\xAB\x64\x07\x58\x93\x81\x9F\x23\x8A\xAA\xC2\x2D\x68\xAF\x07\x13\x16\x89\xE2\x9D\x48\x5A\xA5\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB6\x87\xB6\x9F\xBE\xEF\xA2\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\x27\xB3\x00\x10\x79\xCA\xF8\x04\x03\x61\x00\xF8\xCE\xB7\x26\x4F\x00\x20\x00\x0C\x80\x00\x00\x00\xBC\xE3\xEC\xF9\x7F\xFF\xFF\xFF\x7D\xC9\x46\xC7\x7F\xFF\xFF\xFF\x4F\xB9\xAB\x77\x80\x00\x00\x00\x6B\x3D\x76\x57\xD8\x58\x9C\x68\x23\x90\x45\x8B\xE9\x71\xAD\xDE\x58\xF5\x98\x12\x80\x00\x00\x00\xA8\xBB\x31\x0A\x8C\xD8\x33\x7A\xB9\xF4\xAB\xF3\x7F\xFF\xFF\xFF\xF1\x5A\x09\xB6\x7F\xFF\xFF\xFF\xD5\x64\xAD\xA7\x7F\xFF\xFF\xFF\x45\x3C\xEC\x22\x80\x00\x00\x00\x34\x8F\x6D\xA9\x80\x00\x00\x00\x58\xE6\xAD\x35\x7F\xFF\xFF\xFF\x58\x93\x81\x9F\x7F\xFF\xFF\xFF\x2D\x68\xAF\x07\xA6\xC2\xEF\x0B\x9D\x48\x5A\xA5\x71\xB1\xA8\xA4\x76\xD7\xF9\x89\x75\x15\x8E\x86\x0A\x43\xB0\xAA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x358ACEF6), ('P4rIngress.bitmap_seq.seq', 0x71FA2232)], 4120)
        self.setRegisterValue('P4rIngress.rounds', 0x71FA2232, 4120)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x5B)], 4120)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4120)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAA7CAEA8), ('P4rIngress.values_v0000.hi', 0x82BDD4A7)], 4120)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4F1F9BF1), ('P4rIngress.values_v0001.hi', 0x2AE6FB55)], 4120)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5148FF27), ('P4rIngress.values_v0010.hi', 0x4DAC64F0)], 4120)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCCCC9CC6), ('P4rIngress.values_v0011.hi', 0x9CA24DAE)], 4120)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7345AA5B), ('P4rIngress.values_v0100.hi', 0x76030C3A)], 4120)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x0EAD08BD), ('P4rIngress.values_v0101.hi', 0x80000000)], 4120)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x1DA45A36), ('P4rIngress.values_v0110.hi', 0x3B458E4C)], 4120)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x49E4A2A3), ('P4rIngress.values_v0111.hi', 0x3503DBDD)], 4120)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4AE9ECCC), ('P4rIngress.values_v1000.hi', 0xDEEE5E54)], 4120)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xE1DCA62B), ('P4rIngress.values_v1001.hi', 0x4BF8B7EB)], 4120)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB39E6C73), ('P4rIngress.values_v1010.hi', 0x41ECE202)], 4120)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4CAE42F0), ('P4rIngress.values_v1011.hi', 0xBD98442E)], 4120)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x341B1748), ('P4rIngress.values_v1100.hi', 0x9CAF3873)], 4120)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x540C74B7), ('P4rIngress.values_v1101.hi', 0x44C763B3)], 4120)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x56D27B4E), ('P4rIngress.values_v1110.hi', 0x8FCBAAAF)], 4120)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3FD7B36B), ('P4rIngress.values_v1111.hi', 0x77982481)], 4120)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAA7A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000594),
                gc.DataTuple('slot_count', 0x00000E58),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2CAE28DC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x060A8B71),
                gc.KeyTuple('src_port', 0x1A20),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAA7A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0110),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\x0A\x8B\x71\x00\x00\x00\x00\x1A\x20\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\x7A\x00\x10\x2C\xAE\x28\xDC\x0A\x84\x00\xA3\x71\xFA\x22\x32\x00\x20\x00\x00\x83\x2A\x39\x48\xC2\xA2\x8C\x75\x4C\x6A\x54\x6B\x72\xD4\x8C\xC9\x5B\x65\x5A\xB4\x38\xAE\xF3\x4B\x93\xD3\xDE\x75\xBA\x4D\x59\xCF\x78\xEE\x83\x04\x42\x33\x66\x43\x7D\x91\xBC\xA9\x77\x87\x69\xC9\x2B\x8D\xD7\x35\x7F\xF8\xA9\x1A\x5E\xB4\x57\xEF\x8F\x7E\xC6\x5B\xB0\x40\x84\x43\x84\xCC\x01\x7F\xC2\xCF\x32\xAE\x59\xE1\x0A\x35\x65\xCF\x1D\xF3\x9F\x79\x6F\xA6\x5E\x9F\xEC\x53\xB8\xCF\x94\x29\x7E\xCB\x96\x58\xC7\x45\x4A\x77\x2C\xEA\xB1\x73\x4D\x64\x25\x0B\x5F\x3B\xE9\xDB\xC3\xD9\x5B\x32\x4A\xED\x25\x37\x88\x67\xDB\x7F\x10\x00\x99\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\x0A\x8B\x71\xBE\xEF\x1A\x20\x00\xA0\x00\x00\x50\x34\x02\x82\xAA\x7A\x00\x10\x2C\xAE\x28\xDC\x0A\x84\x00\xA3\x71\xFA\x22\x32\x00\x20\x00\x20\x80\x00\x00\x00\xC2\xA2\x8C\x75\x7F\xFF\xFF\xFF\x72\xD4\x8C\xC9\x7F\xFF\xFF\xFF\x38\xAE\xF3\x4B\x80\x00\x00\x00\xBA\x4D\x59\xCF\x7F\xFF\xFF\xFF\x42\x33\x66\x43\x7F\xFF\xFF\xFF\x77\x87\x69\xC9\x49\x32\x31\x6B\x7F\xF8\xA9\x1A\x7F\xFF\xFF\xFF\x8F\x7E\xC6\x5B\xFB\x2A\x71\x0F\x84\xCC\x01\x7F\xA4\xAB\xD8\xD9\x59\xE1\x0A\x35\x19\x6D\x8A\x66\x9F\x79\x6F\xA6\x7F\xFF\xFF\xFF\xB8\xCF\x94\x29\x7F\xFF\xFF\xFF\xC7\x45\x4A\x77\x7F\xFF\xFF\xFF\x4D\x64\x25\x0B\x7F\xFF\xFF\xFF\xC3\xD9\x5B\x32\x7F\xFF\xFF\xFF\x88\x67\xDB\x7F\x10\x00\x99\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8\xD6\x85\xB9\x5D\xB4\x18\x87\xFC\x9F\xD4\x87\xBC\xDB\x5F\x60\xF9\xF2\xE6\xEF\x47\xF2\x7C\xB4\x20\x8A\x4E\x8A\x7B\x91\x2F\x85\x42\xB3\x62\xC8\x1D\xF6\x7E\xB9\x3E\x40\x6B\x6C\x3B\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88\xC4\x4B\x56\xD2\xDE\xBD\xAC\xDC\x9B\x00\xAB\xF6\x29\x11\xC4\xEA\xE8\xC8\xAB\xAC\x21\x97\x3C\x22\x6E\xD7\xE0\x55\x20\x20\x82\xEA\x21\xC0\x54\x9C\xF3\x35\x47\x4B\xA7\xFE\xA5\x23\x1A\x71\xD8\x2A\x74\xFB\xB4\x4D\x76\x86\xEF\x3A\xC8\xD2\x33\x90\x73\x3C\x3D\x6B\x72\x9B\xBF\x14\x8C\xF0\x23\xC2\xE0\x9A\xB2\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFBBA232C), ('P4rIngress.bitmap_seq.seq', 0xB8000000)], 4420)
        self.setRegisterValue('P4rIngress.rounds', 0xB8000000, 4420)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0xB9)], 4420)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4420)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA6BF47A9), ('P4rIngress.values_v0000.hi', 0x91B0367F)], 4420)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x23B33433), ('P4rIngress.values_v0001.hi', 0x65468659)], 4420)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5CE766B6), ('P4rIngress.values_v0010.hi', 0x261C7443)], 4420)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xDD55CCEB), ('P4rIngress.values_v0011.hi', 0x901FAC42)], 4420)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x69CB0486), ('P4rIngress.values_v0100.hi', 0x59E6F835)], 4420)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x40B59855), ('P4rIngress.values_v0101.hi', 0x6D1F51F1)], 4420)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x515C4630), ('P4rIngress.values_v0110.hi', 0x092E98EF)], 4420)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x8EBEE89F), ('P4rIngress.values_v0111.hi', 0x4B40A239)], 4420)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xFDBFF64B), ('P4rIngress.values_v1000.hi', 0x46B2C67C)], 4420)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x682A89B6)], 4420)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF2E37BB2), ('P4rIngress.values_v1010.hi', 0x5E1F71CC)], 4420)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x80000000), ('P4rIngress.values_v1011.hi', 0x4F6A3CF9)], 4420)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5C3DCB4A), ('P4rIngress.values_v1100.hi', 0x1A43407D)], 4420)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7073B7C0), ('P4rIngress.values_v1101.hi', 0x96A5A309)], 4420)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x409BFAA5), ('P4rIngress.values_v1110.hi', 0x5146D09E)], 4420)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x993DA656), ('P4rIngress.values_v1111.hi', 0xA34FC7BD)], 4420)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBFC5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000051B),
                gc.DataTuple('slot_count', 0x00001519),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4AD651A1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x44525C5A),
                gc.KeyTuple('src_port', 0x967D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBFC5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00BB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x44\x52\x5C\x5A\x00\x00\x00\x00\x96\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBF\xC5\x00\x10\x4A\xD6\x51\xA1\x0C\x29\x04\xBD\xB8\x00\x00\x00\x00\x20\x00\x00\xA9\x77\x63\xBB\xAE\x92\xDF\xF9\x66\x67\xE6\x86\x2B\x43\xE9\x4B\x72\xBD\x33\xBC\x5C\xF3\x8E\x8F\x9F\xF2\x16\x19\xB6\x95\x15\x5F\x42\x45\xC5\xCA\x43\x37\xE6\x6D\x6D\xC5\xBD\x5B\x0F\x78\x50\x6F\xB7\xC9\xED\x25\x79\x64\x8C\xCB\xFE\xB6\xEB\xBC\x54\x5C\xAE\x31\x5B\x34\x15\x99\x44\x91\xCE\x63\x00\x00\x00\x00\x28\x23\xFD\x16\xD7\xBE\x21\x93\x34\x5B\x91\x14\x00\x00\x00\x00\xE8\xE6\xCC\x45\x4F\x1C\x9B\x8B\x7C\x67\x57\xE0\x36\xC5\x81\xE1\x44\xAD\x9D\xDF\x69\x89\x59\xA3\x3C\xD5\x79\xAE\xBB\x77\x27\xD7\xAE\x6B\xBC\x25\x3E\xA4\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x44\x52\x5C\x5A\xBE\xEF\x96\x7D\x00\xA0\x00\x00\x50\x34\x02\x82\xBF\xC5\x00\x10\x4A\xD6\x51\xA1\x0C\x29\x00\xBD\xB8\x00\x00\x00\x00\x20\x00\x19\x80\x00\x00\x00\xAE\x92\xDF\xF9\x7F\xFF\xFF\xFF\x2B\x43\xE9\x4B\x7F\xFF\xFF\xFF\x5C\xF3\x8E\x8F\x80\x00\x00\x00\xB6\x95\x15\x5F\x7F\xFF\xFF\xFF\x43\x37\xE6\x6D\x7F\xFF\xFF\xFF\x0F\x78\x50\x6F\x09\x26\x33\x55\x79\x64\x8C\xCB\x8D\x75\xD4\x5B\x54\x5C\xAE\x31\x58\xF4\x0B\xE4\x44\x91\xCE\x63\x00\x00\x00\x00\x28\x23\xFD\x16\xCA\xA1\x9D\x45\x34\x5B\x91\x14\x80\x00\x00\x00\xE8\xE6\xCC\x45\x7F\xFF\xFF\xFF\x7C\x67\x57\xE0\x7F\xFF\xFF\xFF\x44\xAD\x9D\xDF\x7F\xFF\xFF\xFF\x3C\xD5\x79\xAE\x80\x00\x00\x00\xAE\x6B\xBC\x25\x3E\xA4\x7D\xD5\xE7\x26\x53\xEF\x1C\xFA\xE5\x5E\x49\xB4\xBE\x7A\xCC\x4C\xED\x87\x82\xE4\xD6\x21\x80\x1F\x22\x64\x03\xCB\x88\x4C\x96\xCF\x7A\x55\x2A\x04\x9D\x55\xF3\x33\xCD\x7D\x0F\x7A\xDC\x0B\x95\xB8\x41\x78\x84\x5C\x96\x64\x16\xAD\x70\x98\xC0\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x177E51DD), ('P4rIngress.bitmap_seq.seq', 0xFEF97BDC)], 1610)
        self.setRegisterValue('P4rIngress.rounds', 0xFEF97BDC, 1610)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x56)], 1610)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1610)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA8782031), ('P4rIngress.values_v0000.hi', 0xAF04E66E)], 1610)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7E27594B), ('P4rIngress.values_v0001.hi', 0x333924F4)], 1610)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x47CC0936), ('P4rIngress.values_v0010.hi', 0x716DDA3E)], 1610)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD5AB8517), ('P4rIngress.values_v0011.hi', 0x9F7B08FE)], 1610)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5A84A836), ('P4rIngress.values_v0100.hi', 0x184872B7)], 1610)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6577AE0A), ('P4rIngress.values_v0101.hi', 0xC6F26949)], 1610)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5D4BFB63), ('P4rIngress.values_v0110.hi', 0xDE0BF9A3)], 1610)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAAD486DB), ('P4rIngress.values_v0111.hi', 0x8A2D83FB)], 1610)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x76F05B9D), ('P4rIngress.values_v1000.hi', 0x075A9DA0)], 1610)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1B20FCD5), ('P4rIngress.values_v1001.hi', 0x80000000)], 1610)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5A6F7DB9), ('P4rIngress.values_v1010.hi', 0xDA0F2663)], 1610)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x94EC2492), ('P4rIngress.values_v1011.hi', 0x4F99D133)], 1610)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6133C843), ('P4rIngress.values_v1100.hi', 0xDBD56592)], 1610)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6070623D), ('P4rIngress.values_v1101.hi', 0x6C26497F)], 1610)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xEA3B66BB), ('P4rIngress.values_v1110.hi', 0x31A6289B)], 1610)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x89A2E67D), ('P4rIngress.values_v1111.hi', 0xA4DA53FC)], 1610)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCBFF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001B3),
                gc.DataTuple('slot_count', 0x00001DF1),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x500E98D8),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x153380CD),
                gc.KeyTuple('src_port', 0xB9AE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCBFF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01F0),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x15\x33\x80\xCD\x00\x00\x00\x00\xB9\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCB\xFF\x00\x10\x50\x0E\x98\xD8\x04\x97\x00\x89\xFE\xF9\x7B\xDC\x00\x20\x00\x00\xAF\x85\xAF\xB3\xA3\xF6\xF3\xE9\x76\x3E\x3F\x0F\x75\x89\xB7\x07\x75\x44\x0B\x25\x71\x1E\x86\x70\xA3\x66\xC5\x54\xD1\x31\x3B\x1A\x52\xDF\xAE\x72\x78\xDF\x1D\xD7\x53\xE7\xF3\xFE\xA4\x97\x1D\xA8\x62\x8E\xF0\xD3\x84\xFE\xF0\x28\xBA\xCF\xB6\xF5\x03\x5B\xBD\xB9\x0C\x35\xD4\xCF\x7C\x33\x70\xF4\x75\xD1\x7D\xE7\x19\x34\x03\x95\x6B\x2B\x6F\x5F\x5A\x29\x8C\x6F\xC5\xA7\xCC\x90\x5D\x55\xDB\xB2\x7F\x20\x0B\xC3\x9D\x86\x44\xD8\x77\xA1\x3B\x4E\x67\xE7\x0E\xA9\x5D\xBB\x3E\xDD\x6A\xB7\x4A\x36\xA9\xF2\x57\x6B\xB4\xCD\x99\xBD\x86\x78\x35\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x15\x33\x80\xCD\xBE\xEF\xB9\xAE\x00\xA0\x00\x00\x50\x34\x02\x82\xCB\xFF\x00\x10\x50\x0E\x98\xD8\x04\x97\x00\x89\xFE\xF9\x7B\xDC\x00\x20\x00\x05\x80\x00\x00\x00\xA3\xF6\xF3\xE9\x7F\xFF\xFF\xFF\x75\x89\xB7\x07\x7F\xFF\xFF\xFF\x71\x1E\x86\x70\x80\x00\x00\x00\xD1\x31\x3B\x1A\x7F\xFF\xFF\xFF\x78\xDF\x1D\xD7\x7F\xFF\xFF\xFF\xA4\x97\x1D\xA8\x7F\xFF\xFF\xFF\x84\xFE\xF0\x28\x80\x00\x00\x00\x03\x5B\xBD\xB9\x7F\xFF\xFF\xFF\x7C\x33\x70\xF4\x7F\xFF\xFF\xFF\x19\x34\x03\x95\x7F\xFF\xFF\xFF\x5A\x29\x8C\x6F\x80\x00\x00\x00\x5D\x55\xDB\xB2\x7F\xFF\xFF\xFF\x9D\x86\x44\xD8\x7F\xFF\xFF\xFF\x67\xE7\x0E\xA9\x47\xF6\xA5\x98\x6A\xB7\x4A\x36\x80\x00\x00\x00\xB4\xCD\x99\xBD\x86\x78\x35\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD\xA6\xCB\xA9\x65\xA5\xD4\x4B\xC1\x25\x20\x70\x1A\x68\x0F\x42\xFA\x4A\xD4\x1D\x14\xC7\x21\x13\xF6\x10\x32\x8F\x32\xB2\x1D\x9A\x9A\xE7\xA3\xF9\x00\xCA\xB4\xC8\x9B\x37\xB5\x5C\x60\x81\xCF\xFD\x6D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x43BE48BB), ('P4rIngress.bitmap_seq.seq', 0xA9EB8881)], 5621)
        self.setRegisterValue('P4rIngress.rounds', 0xA9EB8881, 5621)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x12)], 5621)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5621)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x98FB15DF), ('P4rIngress.values_v0000.hi', 0xB98BE320)], 5621)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x27E9968B), ('P4rIngress.values_v0001.hi', 0x68662E94)], 5621)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x73722C29), ('P4rIngress.values_v0010.hi', 0x481E1BCB)], 5621)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8136EEEC), ('P4rIngress.values_v0011.hi', 0xADCD20D7)], 5621)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x61ECDD4B), ('P4rIngress.values_v0100.hi', 0x2B68EC4B)], 5621)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5F04FC3A), ('P4rIngress.values_v0101.hi', 0xE6C8605C)], 5621)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7B263694), ('P4rIngress.values_v0110.hi', 0x84D7FA95)], 5621)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB5F74974), ('P4rIngress.values_v0111.hi', 0x92E945F8)], 5621)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x1394C6FB), ('P4rIngress.values_v1000.hi', 0x6A6B60B7)], 5621)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5CEA2A3A), ('P4rIngress.values_v1001.hi', 0x6FCED5D4)], 5621)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x463AB7DB), ('P4rIngress.values_v1010.hi', 0xFAAA6E36)], 5621)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x633F8B3E), ('P4rIngress.values_v1011.hi', 0x4B272658)], 5621)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7563BBA5), ('P4rIngress.values_v1100.hi', 0x288C21C0)], 5621)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x854113D7), ('P4rIngress.values_v1101.hi', 0x9C9D4D53)], 5621)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4A38DFAF), ('P4rIngress.values_v1110.hi', 0x42EACE87)], 5621)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x90CABACA), ('P4rIngress.values_v1111.hi', 0xEE74A188)], 5621)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x311D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006EE),
                gc.DataTuple('slot_count', 0x0000144D),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF3F23736),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xCB9DF923),
                gc.KeyTuple('src_port', 0xF44C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x311D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0388),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCB\x9D\xF9\x23\x00\x00\x00\x00\xF4\x4C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x31\x1D\x00\x10\xF3\xF2\x37\x36\x0F\x07\x06\xA4\xA9\xEB\x88\x81\x00\x20\x00\x00\xCB\x67\xC3\x8B\xB8\xEE\x72\x22\x7C\x6F\xF7\xC5\x39\xAD\xE8\x8F\x15\x16\xA9\xA3\x7E\xD0\xF2\xDD\x8B\x4A\x2F\x56\xA4\xF9\x37\x89\x46\x1C\xA2\x8F\x6A\x9D\x8F\x6F\x30\xD7\xF1\xD5\x8C\x77\xFB\xCA\x63\x6E\xF4\x1A\x9D\xF7\xA3\x5D\xB5\xC6\x9B\x1D\x0D\xD1\x2E\xB7\x75\xB6\x66\xAA\x62\x43\xB3\x1B\x58\xCA\x26\xA8\xD0\x6A\xCC\xD5\x47\x1F\x2D\x2F\x6B\x52\xC4\x5B\x31\xAD\x44\x1C\x49\x70\xD0\xD3\x66\x4D\xC3\xD9\x5F\xE5\x85\x9A\xF5\x23\xF4\xB4\x2D\xB5\x0C\xCB\x58\x95\x0E\x19\x54\x8D\x4D\x83\xAC\x5C\x1A\x5F\x88\xF4\xBB\xE7\x10\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCB\x9D\xF9\x23\xBE\xEF\xF4\x4C\x00\xA0\x00\x00\x50\x34\x02\x82\x31\x1D\x00\x10\xF3\xF2\x37\x36\x0F\x07\x00\xA4\xA9\xEB\x88\x81\x00\x20\x00\x01\x80\x00\x00\x00\xB8\xEE\x72\x22\x7F\xFF\xFF\xFF\x39\xAD\xE8\x8F\x7F\xFF\xFF\xFF\x7E\xD0\xF2\xDD\x80\x00\x00\x00\xA4\xF9\x37\x89\x7F\xFF\xFF\xFF\x6A\x9D\x8F\x6F\x7F\xFF\xFF\xFF\x8C\x77\xFB\xCA\x7F\xFF\xFF\xFF\x9D\xF7\xA3\x5D\x80\x00\x00\x00\x0D\xD1\x2E\xB7\x7F\xFF\xFF\xFF\x62\x43\xB3\x1B\x7F\xFF\xFF\xFF\xD0\x6A\xCC\xD5\x7F\xFF\xFF\xFF\x6B\x52\xC4\x5B\x7F\xFF\xFF\xFF\x49\x70\xD0\xD3\x7F\xFF\xFF\xFF\x5F\xE5\x85\x9A\x80\x00\x00\x00\x2D\xB5\x0C\xCB\x7F\xFF\xFF\xFF\x54\x8D\x4D\x83\x80\x00\x00\x00\x88\xF4\xBB\xE7\x10\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC3E0EB59), ('P4rIngress.bitmap_seq.seq', 0x912B40B6)], 5291)
        self.setRegisterValue('P4rIngress.rounds', 0x912B40B6, 5291)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0x63)], 5291)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5291)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xE18D3DF5), ('P4rIngress.values_v0000.hi', 0xBF6AA1BB)], 5291)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x51859735), ('P4rIngress.values_v0001.hi', 0x4BDF1825)], 5291)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4F3AC887), ('P4rIngress.values_v0010.hi', 0x34D08B33)], 5291)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8BAF49D7), ('P4rIngress.values_v0011.hi', 0xBD535CFA)], 5291)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x354C12CE), ('P4rIngress.values_v0100.hi', 0x64B43A15)], 5291)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7C9793A6), ('P4rIngress.values_v0101.hi', 0x9765A6A7)], 5291)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6BAD7747), ('P4rIngress.values_v0110.hi', 0xF6EEFB9B)], 5291)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2D1EC347), ('P4rIngress.values_v0111.hi', 0xBE2D5384)], 5291)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA8771DD2), ('P4rIngress.values_v1000.hi', 0x434CEFAF)], 5291)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4DD1B3B1), ('P4rIngress.values_v1001.hi', 0x73BA67A5)], 5291)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x631C91A8), ('P4rIngress.values_v1010.hi', 0xA08A6606)], 5291)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3E7C20E3), ('P4rIngress.values_v1011.hi', 0x6ED99BF7)], 5291)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xF5E17AAD), ('P4rIngress.values_v1100.hi', 0x56CB38FB)], 5291)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2D768E76), ('P4rIngress.values_v1101.hi', 0x77B34A13)], 5291)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x117F06DF), ('P4rIngress.values_v1110.hi', 0x604C418F)], 5291)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2E89BCAB), ('P4rIngress.values_v1111.hi', 0x6FBBCC58)], 5291)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7B9F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000693),
                gc.DataTuple('slot_count', 0x000013F1),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4F120A34),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x06713F92),
                gc.KeyTuple('src_port', 0x81A1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7B9F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0154),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x06\x71\x3F\x92\x00\x00\x00\x00\x81\xA1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7B\x9F\x00\x10\x4F\x12\x0A\x34\x0E\x18\x00\xF1\x91\x2B\x40\xB6\x00\x20\x00\x00\x99\x02\xD3\x31\x8E\x5D\xC7\xA5\x3B\xD3\xD5\xA6\x35\x9F\x30\xE5\x4D\x51\xAD\xD1\x4D\x7B\x76\x29\xC6\xBF\x6C\xBC\x92\xB2\xB0\xDB\x71\x04\x5D\xA6\x29\xAE\xEC\xDD\x03\xB3\xBA\xF5\x85\x65\xAD\x9C\x49\xEC\xF5\x55\xC7\xA9\xA1\x26\xED\xC5\xA3\x64\x8A\x4D\xA1\xBE\x9C\x07\x53\x73\x3D\x6A\x26\xA3\xCC\x35\xB3\xB9\x27\xBB\x17\x3A\x44\x79\x14\x9C\xCE\xD6\x27\xDA\xFC\x59\x29\x8B\x50\x91\xC8\x36\x5A\xAF\x4E\x20\x5B\x57\xA9\xE1\xAC\xE6\xE2\xDF\x55\xA6\x4E\xCC\xF9\xBE\xD0\x0B\x59\xFD\xCD\xD8\x64\x3C\x44\x6E\x65\xDA\xAF\x7A\x80\xAE\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x06\x71\x3F\x92\xBE\xEF\x81\xA1\x00\xA0\x00\x00\x50\x34\x02\x82\x7B\x9F\x00\x10\x4F\x12\x0A\x34\x0E\x18\x00\xF1\x91\x2B\x40\xB6\x00\x20\x00\x0A\x80\x00\x00\x00\x8E\x5D\xC7\xA5\x7F\xFF\xFF\xFF\x35\x9F\x30\xE5\x7F\xFF\xFF\xFF\x4D\x7B\x76\x29\x80\x00\x00\x00\x92\xB2\xB0\xDB\x7F\xFF\xFF\xFF\x29\xAE\xEC\xDD\x7F\xFF\xFF\xFF\x85\x65\xAD\x9C\x7F\xFF\xFF\xFF\xC7\xA9\xA1\x26\x1A\xE4\x66\xAB\x8A\x4D\xA1\xBE\x80\x00\x00\x00\x3D\x6A\x26\xA3\x1A\x07\x67\x6A\x27\xBB\x17\x3A\x7F\xFF\xFF\xFF\xCE\xD6\x27\xDA\x3A\xD5\x4A\x6E\x50\x91\xC8\x36\x50\x90\xC8\xCD\x5B\x57\xA9\xE1\xDA\x5D\x71\x55\x55\xA6\x4E\xCC\x0B\x3D\xD6\xEA\x59\xFD\xCD\xD8\x7F\xFF\xFF\xFF\x65\xDA\xAF\x7A\x80\xAE\x9D\x14\x26\x07\x63\x7C\x5D\xBD\xB5\x12\xB3\x63\x28\x24\xB6\x7E\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3\xB1\x3E\x83\x5C\x08\x70\x1E\x69\x40\xDE\x90\x09\xBF\xCB\x68\x5A\xB0\x41\x5C\x32\x6C\xF8\x67\xC0\xB3\x05\xD3\x15\x2B\xE3\x49\x06\xB7\x7E\x4A\xC7\x90\x9B\x29\xE3\x25\x04\x5B\x3F\xC5\x8C\x3C\x97\x57\x8A\x38\x94\xE8\x23\x83\x50\x2C\xBB\x84\xDB\xC2\xB8\xFD\x86\xC7\x9D\x52\x69\x8A\xA4\x70\x4E\x57\xD0\xB0\xAE\x4B\x4D\x94\xCD\xF0\x40\x59\x66\x6E\xBB\xBF\xD2\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x245C156F), ('P4rIngress.bitmap_seq.seq', 0x91900000)], 4377)
        self.setRegisterValue('P4rIngress.rounds', 0x91900000, 4377)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x62)], 4377)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4377)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9FB46EAD), ('P4rIngress.values_v0000.hi', 0xA6AFDDEA)], 4377)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3FA0FCED), ('P4rIngress.values_v0001.hi', 0x5140DD0B)], 4377)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4F96A2FD), ('P4rIngress.values_v0010.hi', 0x5DBB66CE)], 4377)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB1E675DA), ('P4rIngress.values_v0011.hi', 0x56569924)], 4377)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x66DD49DF), ('P4rIngress.values_v0100.hi', 0x4E3B84F9)], 4377)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2D93908D), ('P4rIngress.values_v0101.hi', 0x6BCEDA18)], 4377)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9982DD49), ('P4rIngress.values_v0110.hi', 0x8C5AAACB)], 4377)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2A4068B3), ('P4rIngress.values_v0111.hi', 0x7F3F6EA2)], 4377)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2179A52D), ('P4rIngress.values_v1000.hi', 0xCD47F798)], 4377)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x51C3999D), ('P4rIngress.values_v1001.hi', 0xEF0D52A1)], 4377)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2FE0FBF1), ('P4rIngress.values_v1010.hi', 0x95CFA9FF)], 4377)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9937D343), ('P4rIngress.values_v1011.hi', 0x49B5396D)], 4377)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7831C993), ('P4rIngress.values_v1100.hi', 0xC3725AD5)], 4377)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB9A0FDA7), ('P4rIngress.values_v1101.hi', 0xD971E689)], 4377)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x57E7A6BA), ('P4rIngress.values_v1110.hi', 0x1A76654A)], 4377)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBA95DD59), ('P4rIngress.values_v1111.hi', 0x64DBF077)], 4377)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDD8C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000028D),
                gc.DataTuple('slot_count', 0x00000FCD),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDCA5A87E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x008),
                gc.KeyTuple('src_addr', 0xCF702C41),
                gc.KeyTuple('src_port', 0xF322),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDD8C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0108),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCF\x70\x2C\x41\x00\x00\x00\x00\xF3\x22\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDD\x8C\x00\x10\xDC\xA5\xA8\x7E\x0E\x8C\x04\xAC\x91\x90\x00\x00\x00\x20\x00\x00\xDF\xDE\xB5\x11\xA4\xA5\x25\xE3\x52\x32\xB7\x4C\x60\xE7\x8D\x65\x5B\xED\xA9\x9A\x24\xF9\xBA\x63\xB3\x9F\x81\xDD\x30\x13\x57\xF4\x99\x23\xFF\xDD\x46\xD6\x9B\x6F\xA5\xCE\xB3\xB1\x2F\x05\x92\x19\x9E\xEF\x87\x5B\x9F\xF1\xF4\x35\xD6\xBB\x97\x57\xE6\x4C\x89\x1E\x68\x45\x87\x4B\xC8\x29\x82\x31\x4B\x22\x9D\xE6\x45\xEC\xD1\x91\x65\x89\xF8\x97\xB2\x74\x3E\x0E\xAB\x95\x09\xBF\x6D\x85\x16\x63\x2F\x75\x2A\xD1\xA0\x5C\xEB\x95\xC0\xA6\x03\xF4\x8B\x65\x22\xC1\xB3\x29\x2F\xBB\x46\x45\x61\x86\xB6\x65\xD7\xEF\x33\x34\x87\xFD\xAA\x1F\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCF\x70\x2C\x41\xBE\xEF\xF3\x22\x00\xA0\x00\x00\x50\x34\x02\x82\xDD\x8C\x00\x10\xDC\xA5\xA8\x7E\x0E\x8C\x00\xAC\x91\x90\x00\x00\x00\x20\x00\x13\x80\x00\x00\x00\xA4\xA5\x25\xE3\x7F\xFF\xFF\xFF\x60\xE7\x8D\x65\x7F\xFF\xFF\xFF\x24\xF9\xBA\x63\x80\x00\x00\x00\x30\x13\x57\xF4\x00\x01\x49\xBC\x46\xD6\x9B\x6F\xD3\x62\x44\x3E\x2F\x05\x92\x19\x80\x00\x00\x00\x9F\xF1\xF4\x35\x00\xFC\x00\x0A\xE6\x4C\x89\x1E\x7F\xFF\xFF\xFF\xC8\x29\x82\x31\x7F\xFF\xFF\xFF\x45\xEC\xD1\x91\x7F\xFF\xFF\xFF\xB2\x74\x3E\x0E\x80\x00\x00\x00\x6D\x85\x16\x63\x7F\xFF\xFF\xFF\xA0\x5C\xEB\x95\x80\x00\x00\x00\x8B\x65\x22\xC1\x0B\x10\xD6\x75\x46\x45\x61\x86\x80\x00\x00\x00\x33\x34\x87\xFD\xAA\x1F\x0F\xA0\x19\x94\xA4\xAE\xEC\xAE\x48\xDD\x1C\x49\xE8\x54\x1C\xC3\x0C\x49\x3D\x8F\x95\xBE\x7B\x18\x9F\xA8\xDD\x34\x19\xF5\xC7\x31\x1B\x85\xB3\xB7\xC0\x7B\x95\x18\x6C\x39\x84\xB9\xF2\xE6\xF9\x57\x33\x12\x23\xCE\x1D\x01\x01\xDA\x0D\x91\x0C\xEF\x10\x0E\x20\xD7\xFD\xC8\xE2\x90\x7D\x00\x11\xF4\x10\x92\xCC\xA3\x51\x5F\x9D\xE8\xEC\xB9\x69\xD7\x69\x5B\x26\x2F\x94\x50\xF8\xED\x7D\xE1\x36\x62\xC0\x49\x77\xF4\x4E\x16\x32\x1A\xD9\x97\xA0\x79\x10\x43\xE4\x6A\x99\x69\xBE\x3E\xA6\xA1\x6B\xDE\x6D\x93\xDD\x18\xEC\x0F\x68\x0F\x77\xFA\x7B\xF0\x8F\xB3\x13\xC4\x90\xCF\x3B\x6A\x89\xFA\xF1\xF0\xA3\x9D\xD1\x37\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D\xFC\x90\x08\x88\x02\xBB\xCE\xD7\x78\x78\x72\x87\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1AFC2A7B), ('P4rIngress.bitmap_seq.seq', 0xC48B71FA)], 2511)
        self.setRegisterValue('P4rIngress.rounds', 0xC48B71FA, 2511)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x78)], 2511)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2511)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC86A7B06), ('P4rIngress.values_v0000.hi', 0xDACFF9FB)], 2511)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3EF1B363), ('P4rIngress.values_v0001.hi', 0x35849CCB)], 2511)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4EDD1245), ('P4rIngress.values_v0010.hi', 0x7D37A32E)], 2511)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8EF72F83), ('P4rIngress.values_v0011.hi', 0x9A590B87)], 2511)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7CA58AE9), ('P4rIngress.values_v0100.hi', 0x2CD51A9B)], 2511)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x508341E6), ('P4rIngress.values_v0101.hi', 0xDB5AF54C)], 2511)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x2CFC60DF), ('P4rIngress.values_v0110.hi', 0x740DE45B)], 2511)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x487F6FFD), ('P4rIngress.values_v0111.hi', 0xCAFE9E1E)], 2511)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xDF3F3B3E), ('P4rIngress.values_v1000.hi', 0xC4D9C547)], 2511)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xCFA41DAF), ('P4rIngress.values_v1001.hi', 0x5DF48442)], 2511)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x0646B8BC), ('P4rIngress.values_v1010.hi', 0x5F839759)], 2511)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4A11A339), ('P4rIngress.values_v1011.hi', 0x71AACD92)], 2511)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x730D7F97), ('P4rIngress.values_v1100.hi', 0x348EB87C)], 2511)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6722921D), ('P4rIngress.values_v1101.hi', 0x939E2C68)], 2511)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3EC4133D), ('P4rIngress.values_v1110.hi', 0x65AF5D7B)], 2511)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x66E295DA), ('P4rIngress.values_v1111.hi', 0x642253C6)], 2511)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3744),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000514),
                gc.DataTuple('slot_count', 0x00000D95),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x45E3C5AC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x3F1A86C8),
                gc.KeyTuple('src_port', 0xC2EA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3744),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00D1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3F\x1A\x86\xC8\x00\x00\x00\x00\xC2\xEA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x37\x44\x00\x10\x45\xE3\xC5\xAC\x04\xBB\x02\x9C\xC4\x8B\x71\xFA\x00\x20\x00\x00\xAC\xE8\xA4\x7B\x96\xB4\x2C\x43\x65\x42\x53\x99\x78\x7E\x3E\xE8\x66\x52\x72\x5A\x4D\x88\x73\xA4\x8F\x16\xE2\x32\xB6\xE3\xA3\xC2\x5D\xD0\x9B\xB4\x5D\x66\x77\x04\x72\xF1\x5B\x76\xB9\x41\xD7\xFA\x2A\x9A\xA2\x06\x66\x43\xEC\x4D\x79\xE0\x2C\x1B\xFE\x2E\xB5\x8A\x7D\xEB\xFE\xC4\xAE\x4C\xAD\x3D\x12\x1E\xFC\x3F\x47\x47\x4F\xDC\x94\xC7\xFA\x11\x5D\x9C\x52\x97\x4B\x4D\x91\x37\x12\x4A\xCD\xBE\x45\xC6\x1A\xFD\x77\xF6\xC2\x6B\x7B\xA6\xD7\xD2\x92\x85\xA1\x59\x62\x03\x12\x0B\x2C\xC7\xD4\x63\x5E\xCB\xE7\xCB\x75\x78\xBB\xE3\xF8\xDB\xC9\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x3F\x1A\x86\xC8\xBE\xEF\xC2\xEA\x00\xA0\x00\x00\x50\x34\x02\x82\x37\x44\x00\x10\x45\xE3\xC5\xAC\x04\xBB\x00\x9C\xC4\x8B\x71\xFA\x00\x20\x00\x1D\x80\x00\x00\x00\x96\xB4\x2C\x43\x7F\xFF\xFF\xFF\x78\x7E\x3E\xE8\x7F\xFF\xFF\xFF\x4D\x88\x73\xA4\x80\x00\x00\x00\xB6\xE3\xA3\xC2\x7F\xFF\xFF\xFF\x5D\x66\x77\x04\x7F\xFF\xFF\xFF\xB9\x41\xD7\xFA\x57\x97\x02\xE5\x66\x43\xEC\x4D\x7F\xFF\xFF\xFF\xFE\x2E\xB5\x8A\x5D\x2B\x3A\x02\xAE\x4C\xAD\x3D\xE1\xC3\x19\xEE\x47\x47\x4F\xDC\x9B\x0E\xB2\xCD\x5D\x9C\x52\x97\x7F\xFF\xFF\xFF\x12\x4A\xCD\xBE\x7F\xFF\xFF\xFF\x77\xF6\xC2\x6B\x7F\xFF\xFF\xFF\x92\x85\xA1\x59\x7F\xFF\xFF\xFF\x2C\xC7\xD4\x63\x7F\xFF\xFF\xFF\x75\x78\xBB\xE3\xF8\xDB\xC9\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB\x07\x4B\x2D\x28\x7F\xF3\x9B\x77\x86\x92\x45\xCD\x8B\xB6\x96\xAF\x7C\xE7\x13\x69\xC3\xD2\xA6\xFC\xCB\x98\xDB\x6B\x10\x96\x3C\x36\x57\x23\x18\xF3\xF5\x19\xFB\x18\xBF\x3B\xB5\x5A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x44423D7B), ('P4rIngress.bitmap_seq.seq', 0x5BDFFDE5)], 6534)
        self.setRegisterValue('P4rIngress.rounds', 0x5BDFFDE5, 6534)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x34)], 6534)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6534)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB6B67BE3), ('P4rIngress.values_v0000.hi', 0xB3EFD772)], 6534)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x08A90794), ('P4rIngress.values_v0001.hi', 0x6C566440)], 6534)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7A4AEB1D), ('P4rIngress.values_v0010.hi', 0x6E0EA7DD)], 6534)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB27568F9), ('P4rIngress.values_v0011.hi', 0x42EF762A)], 6534)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x345263A7), ('P4rIngress.values_v0100.hi', 0x29AFADFA)], 6534)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xC11C0E1A), ('P4rIngress.values_v0101.hi', 0x57EA1F0F)], 6534)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBAE89398), ('P4rIngress.values_v0110.hi', 0xB09509D7)], 6534)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x80000000), ('P4rIngress.values_v0111.hi', 0x29049896)], 6534)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x44F8A88D), ('P4rIngress.values_v1000.hi', 0x00000000)], 6534)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x50DDF1C6), ('P4rIngress.values_v1001.hi', 0x1FE4835F)], 6534)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3AC94A69), ('P4rIngress.values_v1010.hi', 0x96FEF965)], 6534)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB5CF9430), ('P4rIngress.values_v1011.hi', 0x5D6C01DA)], 6534)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3715A934), ('P4rIngress.values_v1100.hi', 0xE0BEA75D)], 6534)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x79331293), ('P4rIngress.values_v1101.hi', 0x4CEF2E64)], 6534)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xBDE1EECA), ('P4rIngress.values_v1110.hi', 0x00000000)], 6534)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA3A8F993), ('P4rIngress.values_v1111.hi', 0xC3AC89D0)], 6534)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4F23),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008B1),
                gc.DataTuple('slot_count', 0x000012C2),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x255E384F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02C),
                gc.KeyTuple('src_addr', 0xD391916E),
                gc.KeyTuple('src_port', 0x7EE6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4F23),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00F2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\x91\x91\x6E\x00\x00\x00\x00\x7E\xE6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x4F\x23\x00\x10\x25\x5E\x38\x4F\x10\xD5\x00\x8E\x5B\xDF\xFD\xE5\x00\x20\x00\x00\xA6\xB7\xC1\x79\xC9\x01\x57\x32\x7F\x0B\x77\x4B\x49\x07\xDF\x06\x32\x45\xA8\x39\x60\x39\xE6\x4A\x93\xE9\x70\xED\x6A\x65\x6B\x63\xE1\x6A\x93\x65\x7A\xC9\x5B\xD3\xE3\xB5\x3D\x63\x48\xC5\x99\x9A\xB1\xA5\xF4\x5D\xAE\xBC\x34\x44\x00\x7F\x0F\x98\xFE\x84\xCE\xF6\x61\xB5\xF4\x83\x80\x00\x00\x00\x46\x85\x79\xF6\xDC\x77\xDF\xD1\x76\x92\xD3\x47\xB4\xA4\xAF\x91\xA5\x3B\x6E\xD5\x35\x99\x80\x1C\x64\x47\xEF\x62\xA7\xB2\xF2\x96\x43\x68\x4E\xE6\x63\x44\xB5\x87\x31\x36\x9D\x5F\x00\x00\x00\x00\x6B\xAA\x0C\x95\xB3\xE4\x43\x97\xB3\xD1\xFD\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD3\x91\x91\x6E\xBE\xEF\x7E\xE6\x00\xA0\x00\x00\x50\x34\x02\x82\x4F\x23\x00\x10\x25\x5E\x38\x4F\x10\xD5\x00\x8E\x5B\xDF\xFD\xE5\x00\x20\x00\x0B\x80\x00\x00\x00\xC9\x01\x57\x32\x7F\xFF\xFF\xFF\x49\x07\xDF\x06\x7F\xFF\xFF\xFF\x60\x39\xE6\x4A\x80\x00\x00\x00\x6A\x65\x6B\x63\x15\xBC\xF7\x0C\x7A\xC9\x5B\xD3\xA4\xD1\x4B\x7D\x48\xC5\x99\x9A\x80\x00\x00\x00\xAE\xBC\x34\x44\x80\x7F\x0F\x98\xFE\x84\xCE\xF6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDC\x77\xDF\xD1\x7F\xFF\xFF\xFF\xB4\xA4\xAF\x91\x80\x00\x00\x00\x35\x99\x80\x1C\x7F\xFF\xFF\xFF\xA7\xB2\xF2\x96\x7F\xFF\xFF\xFF\x63\x44\xB5\x87\xEF\x18\x8C\x29\x00\x00\x00\x00\x0F\x53\x06\x28\xB3\xE4\x43\x97\xB3\xD1\xFD\xE2\xD0\xC3\x4B\x9C\x2D\x39\xAB\x72\xE9\xB9\x21\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33\x0E\xF0\xDA\xBA\xF2\x0A\xEB\xD0\xFE\xBB\xBF\xA4\xD8\xB5\x0C\x4F\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x38BEC2E0), ('P4rIngress.bitmap_seq.seq', 0x88000000)], 4785)
        self.setRegisterValue('P4rIngress.rounds', 0x88000000, 4785)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x78)], 4785)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4785)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB64AA117), ('P4rIngress.values_v0000.hi', 0xB5625557)], 4785)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x47769970), ('P4rIngress.values_v0001.hi', 0x5BBD264C)], 4785)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x28C8756D), ('P4rIngress.values_v0010.hi', 0x4AFFC47A)], 4785)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBC87B213), ('P4rIngress.values_v0011.hi', 0x5583BC04)], 4785)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4642B53A), ('P4rIngress.values_v0100.hi', 0x5AE94B0B)], 4785)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3C975ECF), ('P4rIngress.values_v0101.hi', 0x7B437B4C)], 4785)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xDBD36CF1), ('P4rIngress.values_v0110.hi', 0x9F0793DF)], 4785)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4DFCF7D7), ('P4rIngress.values_v0111.hi', 0xBDAC2938)], 4785)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x044EA5DF), ('P4rIngress.values_v1000.hi', 0x5C9C7C1E)], 4785)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x60FBAEF6), ('P4rIngress.values_v1001.hi', 0x4661F2EB)], 4785)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5C05DCDD), ('P4rIngress.values_v1010.hi', 0x0A819869)], 4785)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD1A6B1BC), ('P4rIngress.values_v1011.hi', 0xCB6CC976)], 4785)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA91B9D12), ('P4rIngress.values_v1100.hi', 0x383DF1A4)], 4785)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA14AFAC5), ('P4rIngress.values_v1101.hi', 0xC4BB4E76)], 4785)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6B1CD592), ('P4rIngress.values_v1110.hi', 0x3E5AAF87)], 4785)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB936AA65), ('P4rIngress.values_v1111.hi', 0x66CE1C59)], 4785)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1EFB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004CA),
                gc.DataTuple('slot_count', 0x000010EC),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3505A0B5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x82953AD7),
                gc.KeyTuple('src_port', 0x7ECB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1EFB),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 46
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x82\x95\x3A\xD7\x00\x00\x00\x00\x7E\xCB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1E\xFB\x00\x10\x35\x05\xA0\xB5\x0D\xE7\x04\xA3\x88\x00\x00\x00\x00\x20\x00\x00\xBA\x9A\xD7\x2D\x97\xD2\x51\x67\x42\x93\x96\x53\x55\x76\x3D\x54\x66\xEF\xA7\xC1\x4C\x74\x65\x42\xB6\xA3\x1C\x26\x77\xA9\x1D\xA9\xE7\x71\x9E\x13\x43\xBD\x62\x36\xB4\x7A\xF1\xAD\x55\xC2\x49\x0B\x93\x1F\x89\x69\xE0\x1D\xFD\x41\x8C\xF7\xED\x11\xB0\xAF\x97\xDC\x6E\x58\xFD\x49\x28\x64\x5B\xE4\x69\x1B\x7E\xEE\x3A\x6C\xCF\x17\x56\x54\xDF\xE1\x78\x12\x65\x00\x85\xA4\x64\x5B\xA4\xED\xEF\x0C\xCE\x00\x8E\x39\x51\x3D\x71\x8F\xA4\xF6\x1B\xC6\xAE\xC7\x19\xC3\x53\xB2\x96\xE9\x78\x15\x4A\xE3\x8C\x02\xB7\xB9\x2A\xCC\x78\x53\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x82\x95\x3A\xD7\xBE\xEF\x7E\xCB\x00\xA0\x00\x00\x50\x34\x02\x82\x1E\xFB\x00\x10\x35\x05\xA0\xB5\x0D\xE7\x00\xA3\x88\x00\x00\x00\x00\x20\x00\x1C\x80\x00\x00\x00\x97\xD2\x51\x67\x7F\xFF\xFF\xFF\x55\x76\x3D\x54\x7F\xFF\xFF\xFF\x4C\x74\x65\x42\x80\x00\x00\x00\x77\xA9\x1D\xA9\x2D\xB4\x53\x4D\x43\xBD\x62\x36\xF1\x12\x50\x7C\x55\xC2\x49\x0B\x80\x00\x00\x00\xE0\x1D\xFD\x41\xDA\xF4\xE4\xE8\xB0\xAF\x97\xDC\x72\xA7\xA3\x28\x28\x64\x5B\xE4\x7F\xFF\xFF\xFF\x3A\x6C\xCF\x17\x7F\xFF\xFF\xFF\x78\x12\x65\x00\x80\x00\x00\x00\xA4\xED\xEF\x0C\x80\x00\x00\x00\x51\x3D\x71\x8F\x80\x00\x00\x00\xAE\xC7\x19\xC3\x7F\xFF\xFF\xFF\x78\x15\x4A\xE3\x80\x00\x00\x00\x2A\xCC\x78\x53\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26\x63\x5A\x5A\x57\x04\x47\x79\x1C\xB0\x96\x6D\x34\x37\x86\x33\x41\x9B\xCC\xDB\xAD\x4A\x50\xF8\x3E\x57\x19\x16\x92\xC4\x8D\x0B\xDA\x30\x6F\xD8\xEF\x31\x11\xA9\x4C\xC3\x33\x92\xCB\xCC\x05\xB7\xD4\x2F\x8C\x54\x01\x66\x33\x30\xD7\xD3\x76\xEA\x38\x15\x4C\xC4\x8E\xFA\xC5\x92\x75\x24\xC3\x6D\x8F\xC4\x26\xE8\x4A\xC6\xEF\xE8\xD5\x00\xA9\x92\xD7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBC06EEDB), ('P4rIngress.bitmap_seq.seq', 0xB7260000)], 2146)
        self.setRegisterValue('P4rIngress.rounds', 0xB7260000, 2146)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x7B)], 2146)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2146)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBF3678B7), ('P4rIngress.values_v0000.hi', 0xA5BBA49A)], 2146)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5C66A491), ('P4rIngress.values_v0001.hi', 0x74589400)], 2146)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x54C7071D), ('P4rIngress.values_v0010.hi', 0x6C727936)], 2146)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9F7E7B64), ('P4rIngress.values_v0011.hi', 0x505D1F6F)], 2146)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x624EEAF1), ('P4rIngress.values_v0100.hi', 0x5BF7C155)], 2146)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x97961CBB), ('P4rIngress.values_v0101.hi', 0x338E8BBC)], 2146)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCC02E3C2), ('P4rIngress.values_v0110.hi', 0xA91B89EE)], 2146)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5A2D56AA), ('P4rIngress.values_v0111.hi', 0xA1BF297A)], 2146)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x376A5956), ('P4rIngress.values_v1000.hi', 0x938638AB)], 2146)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x49E09FC8), ('P4rIngress.values_v1001.hi', 0x38F6E4E7)], 2146)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4417F66D), ('P4rIngress.values_v1010.hi', 0x685B4E97)], 2146)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x295A9C27), ('P4rIngress.values_v1011.hi', 0x4953EDEC)], 2146)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x32A990B7), ('P4rIngress.values_v1100.hi', 0x461D65B5)], 2146)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xCDEF6C5D), ('P4rIngress.values_v1101.hi', 0xEDDEF67D)], 2146)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x19F08E84), ('P4rIngress.values_v1110.hi', 0xBA4DD8BA)], 2146)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x83619E74), ('P4rIngress.values_v1111.hi', 0x53C9A30F)], 2146)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3946),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000796),
                gc.DataTuple('slot_count', 0x00000B8A),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x131CB163),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0xEC07D435),
                gc.KeyTuple('src_port', 0x19AD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3946),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03F5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEC\x07\xD4\x35\x00\x00\x00\x00\x19\xAD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x39\x46\x00\x10\x13\x1C\xB1\x63\x00\xCC\x00\x9C\xB7\x26\x00\x00\x00\x20\x00\x00\x98\x06\xB8\x2F\x83\xD4\x11\xAB\x29\xAA\x59\x39\x48\x49\x4A\x28\x74\x54\xD1\xA5\x48\xB3\x08\xA5\xB2\x1C\x43\x76\x4C\x2F\x2A\x2D\xD6\x73\xB7\x6F\x7A\xE3\xF4\xB8\x7B\xB8\xF6\x38\x79\xE9\x9D\x74\xAE\x5E\x8E\x20\xA3\x99\x88\x42\xCE\x77\x76\xDB\xAA\xCC\xF5\x8B\x57\x6C\x81\x0C\xC6\x37\x2E\x93\x4B\x52\x69\x8E\x2E\x56\xB0\xED\x76\x63\x52\xC3\x41\x1A\x19\x91\xBB\x49\xAA\x1B\x49\x3A\xE0\x3C\x6B\xC1\xC7\x97\x45\xC9\x40\x03\x06\x9E\x6D\x58\x6C\x52\xFE\xAB\x71\x16\x55\x3E\x8F\x42\xBC\x5A\xBE\x43\xAE\x1E\x42\xD5\x21\x9B\x53\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEC\x07\xD4\x35\xBE\xEF\x19\xAD\x00\xA0\x00\x00\x50\x34\x02\x82\x39\x46\x00\x10\x13\x1C\xB1\x63\x00\xCC\x00\x9C\xB7\x26\x00\x00\x00\x20\x00\x11\x80\x00\x00\x00\x83\xD4\x11\xAB\x7F\xFF\xFF\xFF\x48\x49\x4A\x28\x7F\xFF\xFF\xFF\x48\xB3\x08\xA5\x80\x00\x00\x00\x4C\x2F\x2A\x2D\x38\xC2\xA2\x60\x7A\xE3\xF4\xB8\x13\x4F\x12\xF3\x79\xE9\x9D\x74\x80\x00\x00\x00\xA3\x99\x88\x42\x28\xA4\xCD\x85\xAA\xCC\xF5\x8B\x7F\xFF\xFF\xFF\xC6\x37\x2E\x93\x7F\xFF\xFF\xFF\x2E\x56\xB0\xED\x7F\xFF\xFF\xFF\x41\x1A\x19\x91\xE4\xA4\x46\x42\x49\x3A\xE0\x3C\x7F\xFF\xFF\xFF\x45\xC9\x40\x03\xD4\x8D\xD9\xB5\x6C\x52\xFE\xAB\x7F\xFF\xFF\xFF\x8F\x42\xBC\x5A\x80\x00\x00\x00\x42\xD5\x21\x9B\x53\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC6824C6A), ('P4rIngress.bitmap_seq.seq', 0x953C3000)], 7512)
        self.setRegisterValue('P4rIngress.rounds', 0x953C3000, 7512)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x16)], 7512)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7512)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x86B53BBF), ('P4rIngress.values_v0000.hi', 0xAC9EE17D)], 7512)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x65EB3732), ('P4rIngress.values_v0001.hi', 0x5B359EDF)], 7512)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5DC9F531), ('P4rIngress.values_v0010.hi', 0x483B2515)], 7512)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x586FC2BC), ('P4rIngress.values_v0011.hi', 0xD9271673)], 7512)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xA4E22BFA), ('P4rIngress.values_v0100.hi', 0x8AFB56A5)], 7512)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x49E110A5), ('P4rIngress.values_v0101.hi', 0xA7948371)], 7512)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xF5FABD40), ('P4rIngress.values_v0110.hi', 0xA7D6B1E7)], 7512)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2C6874CF), ('P4rIngress.values_v0111.hi', 0x2DE7851D)], 7512)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x13555225), ('P4rIngress.values_v1000.hi', 0x25A56BEF)], 7512)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x229A36B3), ('P4rIngress.values_v1001.hi', 0x73BFCA5A)], 7512)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF6AC6EF3), ('P4rIngress.values_v1010.hi', 0x354AD223)], 7512)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA4AAA2EC), ('P4rIngress.values_v1011.hi', 0x3205A19B)], 7512)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xAA3EBC3B), ('P4rIngress.values_v1100.hi', 0x2493224F)], 7512)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7C5650AB), ('P4rIngress.values_v1101.hi', 0xB4A615BF)], 7512)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA7281F27), ('P4rIngress.values_v1110.hi', 0xF1517EB9)], 7512)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x28490259), ('P4rIngress.values_v1111.hi', 0x64753860)], 7512)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x802E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001AD6),
                gc.DataTuple('slot_count', 0x0000052A),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x169695D5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x2D81F7C0),
                gc.KeyTuple('src_port', 0x5461),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x802E),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2D\x81\xF7\xC0\x00\x00\x00\x00\x54\x61\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\x2E\x00\x10\x16\x96\x95\xD5\x02\x82\x00\xAB\x95\x3C\x30\x00\x00\x20\x00\x00\xBE\x35\x7D\x24\x9A\x43\x02\xA4\x55\x57\xAF\x43\x5A\x63\x72\x70\x79\xEE\x75\x57\x4F\xE9\xAB\xEF\x41\xE8\x7A\xBC\x9E\x8D\xC6\x46\xBE\x46\x10\xB7\xDE\xDE\x9F\x6C\x74\xF1\x75\x91\xB1\xFF\x9B\x7F\x86\xA4\xD0\x4C\xD1\x9A\x7D\x32\x59\x40\x6D\x86\x64\x62\x6D\x63\xAE\x36\x5F\x6D\x56\xE6\xF3\x4E\x6E\x7A\xA4\x89\x1B\x2D\x46\xF9\x6F\xA4\xAF\x13\x4D\xA7\x80\x23\xA1\xAC\xA7\xF8\x52\x3F\x71\x13\xA1\x3C\xD6\x41\x69\xE9\x2E\xFE\x75\x66\xD1\xA1\xB6\xF3\x48\x80\xC4\x6F\x6E\x99\xB0\xF7\x0D\x8B\x5E\x7B\xE7\x45\xB5\xA6\xA2\x5E\xE5\xD9\x8B\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2D\x81\xF7\xC0\xBE\xEF\x54\x61\x00\xA0\x00\x00\x50\x34\x02\x82\x80\x2E\x00\x10\x16\x96\x95\xD5\x02\x82\x00\xAB\x95\x3C\x30\x00\x00\x20\x00\x18\x80\x00\x00\x00\x9A\x43\x02\xA4\x7F\xFF\xFF\xFF\x5A\x63\x72\x70\x7F\xFF\xFF\xFF\x4F\xE9\xAB\xEF\x7F\xFF\xFF\xFF\x9E\x8D\xC6\x46\x80\x00\x00\x00\xDE\xDE\x9F\x6C\x7F\xFF\xFF\xFF\xB1\xFF\x9B\x7F\x80\x00\x00\x00\xD1\x9A\x7D\x32\x7F\xFF\xFF\xFF\x64\x62\x6D\x63\xC1\x8B\xB1\x92\x56\xE6\xF3\x4E\x7F\xFF\xFF\xFF\x1B\x2D\x46\xF9\x66\x51\x1E\x06\x4D\xA7\x80\x23\x80\x00\x00\x00\x52\x3F\x71\x13\x80\x00\x00\x00\x69\xE9\x2E\xFE\x7F\xFF\xFF\xFF\xB6\xF3\x48\x80\x80\x00\x00\x00\xB0\xF7\x0D\x8B\x7F\xFF\xFF\xFF\xB5\xA6\xA2\x5E\xE5\xD9\x8B\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77\x14\xE5\x4F\x21\x4A\x15\x38\x96\xDD\x23\xE8\x22\x74\xE1\x04\xB3\x6B\xF1\xC5\x7D\x10\x7C\xF0\x19\x10\x37\x46\xA3\x83\xD8\x66\xA9\x3C\x2D\xAB\x61\x71\x54\xDE\x8F\x0D\x08\x98\x13\x15\xAA\x3F\x0D\xF3\xA7\x92\x6E\x40\xBF\xFB\xB0\xD2\xB0\x53\xDD\xD9\x29\xF5\x71\xA7\xFC\xD3\x0E\x46\x13\x97\x27\xDF\x81\x64\xFA\x6D\xFF\x28\x9F\x03\xF1\x7C\x39\xE1\xD0\x40\xA3\x74\x3D\x36\xD9\xDF\x11\xC7\xFF\xD9\x02\xE5\xCD\x9E\x0B\x3C\x98\x6E\xAE\xDB\x36\x29\x59\x98\xC6\x9E\x11\xEC\xD0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAE062A7D), ('P4rIngress.bitmap_seq.seq', 0xF7ED1DB3)], 2854)
        self.setRegisterValue('P4rIngress.rounds', 0xF7ED1DB3, 2854)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0xD4)], 2854)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2854)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA7288E5C), ('P4rIngress.values_v0000.hi', 0xAF35B701)], 2854)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x49E08888), ('P4rIngress.values_v0001.hi', 0x5F3F9CCA)], 2854)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7EC636E4), ('P4rIngress.values_v0010.hi', 0x04E130BB)], 2854)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x94C258D4), ('P4rIngress.values_v0011.hi', 0xBEB9517D)], 2854)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x346DBA87), ('P4rIngress.values_v0100.hi', 0x65A8A6F8)], 2854)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4A054F92), ('P4rIngress.values_v0101.hi', 0xC9B84F73)], 2854)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4446D62F), ('P4rIngress.values_v0110.hi', 0x537B1E7A)], 2854)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC58B1144), ('P4rIngress.values_v0111.hi', 0x92F6E6A6)], 2854)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xCF629E86), ('P4rIngress.values_v1000.hi', 0x716248D3)], 2854)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB2883D9F), ('P4rIngress.values_v1001.hi', 0x2F13F712)], 2854)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBC6AE90D), ('P4rIngress.values_v1010.hi', 0x3ED2A721)], 2854)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x343721DB), ('P4rIngress.values_v1011.hi', 0x05AD14A6)], 2854)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7839B782), ('P4rIngress.values_v1100.hi', 0x6B41A39B)], 2854)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9A983D0E), ('P4rIngress.values_v1101.hi', 0x59D32283)], 2854)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x49F2B5F7), ('P4rIngress.values_v1110.hi', 0xB9B9A54C)], 2854)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x26173B68), ('P4rIngress.values_v1111.hi', 0x61B2ADC6)], 2854)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0724),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B03),
                gc.DataTuple('slot_count', 0x00000617),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF7D96F61),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x5049710A),
                gc.KeyTuple('src_port', 0xCA32),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0724),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x50\x49\x71\x0A\x00\x00\x00\x00\xCA\x32\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\x24\x00\x10\xF7\xD9\x6F\x61\x00\x23\x02\xE8\xF7\xED\x1D\xB3\x00\x20\x00\x00\x8E\x94\xB6\x11\xAF\xA4\xEF\x33\x46\x2F\x8B\xEB\x49\xA9\xF6\xCB\x05\xAD\xBE\xC5\x7F\x48\x47\xDC\xBE\xFE\xBB\xC5\xA2\xFB\xDF\x33\x78\xDC\xD9\x94\x21\xAE\xD1\x12\x66\xF3\x48\xA8\x89\x76\x9D\x5B\x5C\xDA\x7F\xB4\xD6\x69\xE2\xFC\x72\xD0\xFB\x67\xE2\x7A\x10\xB9\xA6\xD6\xDC\xDA\x39\x71\x87\x53\xB6\x6E\x38\xBF\x42\xB9\x91\x9C\xB6\xD9\xDD\x91\x50\xD7\xA3\x69\x19\x42\xE4\xA3\x76\x1A\xDA\xF3\xD8\xCC\xA5\xAF\x51\xAF\x85\x4A\xDB\xD5\xEA\xB1\x69\x7F\x1E\xA6\x5B\x63\xEA\x83\xBB\xFB\x90\xD1\x47\x25\x59\x21\x2F\x34\xC8\x0F\x6B\xF2\x4C\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x50\x49\x71\x0A\xBE\xEF\xCA\x32\x00\xA0\x00\x00\x50\x34\x02\x82\x07\x24\x00\x10\xF7\xD9\x6F\x61\x00\x23\x00\xE8\xF7\xED\x1D\xB3\x00\x20\x00\x03\x80\x00\x00\x00\xAF\xA4\xEF\x33\x7F\xFF\xFF\xFF\x49\xA9\xF6\xCB\x7F\xFF\xFF\xFF\x7F\x48\x47\xDC\x80\x00\x00\x00\xA2\xFB\xDF\x33\x7F\xFF\xFF\xFF\x21\xAE\xD1\x12\x7F\xFF\xFF\xFF\x89\x76\x9D\x5B\x7F\xFF\xFF\xFF\xD6\x69\xE2\xFC\x38\x5C\x0C\xAB\xE2\x7A\x10\xB9\x80\x00\x00\x00\x39\x71\x87\x53\x80\x00\x00\x00\x42\xB9\x91\x9C\x80\x00\x00\x00\x50\xD7\xA3\x69\x4D\x7A\x06\x7E\x76\x1A\xDA\xF3\x51\x06\x5D\x31\x51\xAF\x85\x4A\x80\x00\x00\x00\x69\x7F\x1E\xA6\x7F\xFF\xFF\xFF\xBB\xFB\x90\xD1\x6D\x3C\x94\x89\x2F\x34\xC8\x0F\x6B\xF2\x4C\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x359020F3), ('P4rIngress.bitmap_seq.seq', 0xDF580000)], 4293)
        self.setRegisterValue('P4rIngress.rounds', 0xDF580000, 4293)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x3B)], 4293)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4293)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAC2FD273), ('P4rIngress.values_v0000.hi', 0xD7AC5231)], 4293)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7E1EFBE6), ('P4rIngress.values_v0001.hi', 0x56756FB1)], 4293)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x723AE4AD), ('P4rIngress.values_v0010.hi', 0x6818E0CF)], 4293)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB7955CA7), ('P4rIngress.values_v0011.hi', 0xCE2C2AF3)], 4293)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4FEB4B39), ('P4rIngress.values_v0100.hi', 0x76F109B9)], 4293)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x454710BB), ('P4rIngress.values_v0101.hi', 0x8DDC7661)], 4293)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x19634E78), ('P4rIngress.values_v0110.hi', 0xCB1FFE5D)], 4293)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9E2534C9), ('P4rIngress.values_v0111.hi', 0x659D3787)], 4293)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4E3B6339), ('P4rIngress.values_v1000.hi', 0x2D190B1A)], 4293)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x06907F93), ('P4rIngress.values_v1001.hi', 0x78DD0F68)], 4293)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5DA6F1E6), ('P4rIngress.values_v1010.hi', 0xB339B5BF)], 4293)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x12357C8F), ('P4rIngress.values_v1011.hi', 0x71148782)], 4293)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x43859A69), ('P4rIngress.values_v1100.hi', 0xAF48FC12)], 4293)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xAD4CB1C3), ('P4rIngress.values_v1101.hi', 0xF97376F2)], 4293)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8A2B6C9C), ('P4rIngress.values_v1110.hi', 0x5ED64BC9)], 4293)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xF0C805A5), ('P4rIngress.values_v1111.hi', 0x6547328B)], 4293)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x747D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000FA2),
                gc.DataTuple('slot_count', 0x00000EB3),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFC8AD36A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0x984AB263),
                gc.KeyTuple('src_port', 0x67A3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x747D),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 61
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\x4A\xB2\x63\x00\x00\x00\x00\x67\xA3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x74\x7D\x00\x10\xFC\x8A\xD3\x6A\x01\x23\x04\x74\xDF\x58\x00\x00\x00\x20\x00\x00\xAE\x83\x5F\x11\x88\xEA\x1F\xBC\x0B\x1F\x4D\x39\x66\x76\x66\x22\x77\x7C\xEE\xBB\x5B\x50\x6F\xC8\xB2\x74\x57\x6D\x91\x08\x82\x0F\x4C\x0A\xCA\x31\x40\x48\xD1\x15\x56\x73\xA7\x2A\xEF\xD1\xFB\x41\x73\x41\xED\xEE\x9A\x72\xC8\x5F\xAA\x37\x16\x81\x57\x95\x3B\x76\x69\x5B\x06\x9D\x96\x35\xF3\xCA\x7A\xBE\xAE\x1A\x70\x59\x32\x8E\x2D\xB2\xDC\x9B\x18\x2F\x6F\x23\x80\x00\x00\x00\x37\x1A\x25\xEB\x62\x04\x79\xD5\xB7\x34\x8B\xCB\x82\xC5\xCC\x9D\xAC\xD8\x03\xF7\xB6\x1B\x70\x1F\x49\xDD\x2F\x91\xA5\xFF\x75\x77\x3C\xEB\x72\xCA\xE1\x25\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x98\x4A\xB2\x63\xBE\xEF\x67\xA3\x00\xA0\x00\x00\x50\x34\x02\x82\x74\x7D\x00\x10\xFC\x8A\xD3\x6A\x01\x23\x00\x74\xDF\x58\x00\x00\x00\x20\x00\x01\x80\x00\x00\x00\x88\xEA\x1F\xBC\x7F\xFF\xFF\xFF\x66\x76\x66\x22\x7F\xFF\xFF\xFF\x5B\x50\x6F\xC8\x80\x00\x00\x00\x91\x08\x82\x0F\x7F\xFF\xFF\xFF\x40\x48\xD1\x15\x7F\xFF\xFF\xFF\xEF\xD1\xFB\x41\x7F\xFF\xFF\xFF\x9A\x72\xC8\x5F\x80\x00\x00\x00\x57\x95\x3B\x76\x7F\xFF\xFF\xFF\x96\x35\xF3\xCA\x7F\xFF\xFF\xFF\x70\x59\x32\x8E\x7F\xFF\xFF\xFF\x18\x2F\x6F\x23\x92\x35\x7C\x8F\x37\x1A\x25\xEB\x7F\xFF\xFF\xFF\xB7\x34\x8B\xCB\x80\x00\x00\x00\xAC\xD8\x03\xF7\x80\x00\x00\x00\x49\xDD\x2F\x91\x96\xC7\x7B\x1C\x3C\xEB\x72\xCA\xE1\x25\xBB\xF3\xF8\x53\xD2\x94\x7B\x51\x0D\x28\xE1\xA8\x9A\xCB\xC9\xA0\xE9\xCD\x3E\x4C\xDA\xED\xC0\x00\xA6\x82\xF6\x15\x96\x9F\x3D\xC9\x2D\xE0\x9D\x81\xEA\xE8\x3F\xF6\x6F\x23\xD1\xD8\x54\x08\x97\x9C\x6F\x3A\x93\xD0\x01\xDF\xA7\xF2\xA9\x32\xA4\xF5\xC0\xBF\xC0\xB0\xA5\x33\x03\xFE\x31\x4B\x59\xF8\x43\x8A\x22\x00\x88\xE0\xBA\x18\x83\xC7\x85\x06\xF2\xBD\xDB\x97\xCB\x00\x25\xB6\xC0\x14\xC9\x69\x4C\x40\x17\x14\x0F\x26\x3C\xDB\x8C\x62\x34\x73\x9D\x9E\xCB\xC0\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3B360423), ('P4rIngress.bitmap_seq.seq', 0x41F01A65)], 7285)
        self.setRegisterValue('P4rIngress.rounds', 0x41F01A65, 7285)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x26)], 7285)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7285)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9A59BB35), ('P4rIngress.values_v0000.hi', 0xBFCBC3B9)], 7285)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x32C43DBA), ('P4rIngress.values_v0001.hi', 0x28F753B9)], 7285)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6E93562F), ('P4rIngress.values_v0010.hi', 0x59E798A1)], 7285)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCB10592B), ('P4rIngress.values_v0011.hi', 0xD873563E)], 7285)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4F08D6D3), ('P4rIngress.values_v0100.hi', 0x66DC1342)], 7285)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6AB6E4B3), ('P4rIngress.values_v0101.hi', 0x8B556975)], 7285)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x0E2BA693), ('P4rIngress.values_v0110.hi', 0x2CD31072)], 7285)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF74EC13D), ('P4rIngress.values_v0111.hi', 0x2EC6C48B)], 7285)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4A52D825), ('P4rIngress.values_v1000.hi', 0x62CE9FD6)], 7285)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9DD4034B), ('P4rIngress.values_v1001.hi', 0x23A9EC8A)], 7285)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xAC782F79), ('P4rIngress.values_v1010.hi', 0x79D941D9)], 7285)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB1C20727), ('P4rIngress.values_v1011.hi', 0xA978DCA1)], 7285)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x505BA89B), ('P4rIngress.values_v1100.hi', 0x76253AF3)], 7285)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x50D10133), ('P4rIngress.values_v1101.hi', 0x8F8C67DF)], 7285)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7394522E), ('P4rIngress.values_v1110.hi', 0x5849F669)], 7285)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8E28E73F), ('P4rIngress.values_v1111.hi', 0x3CC855ED)], 7285)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9364),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000075),
                gc.DataTuple('slot_count', 0x00001F6F),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5E982DFF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x6293DCC0),
                gc.KeyTuple('src_port', 0xFD36),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9364),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\x93\xDC\xC0\x00\x00\x00\x00\xFD\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x93\x64\x00\x10\x5E\x98\x2D\xFF\x1C\x00\x06\x50\x41\xF0\x1A\x65\x00\x20\x00\x00\x83\xFB\x0A\x48\x86\x0A\xCF\x23\x6A\x77\x56\x9D\x69\x75\x7B\x3F\x67\x89\x64\x21\x45\x12\xBB\x97\xA2\x1B\x5D\x2F\xA0\x77\x66\xDD\x59\x45\x6C\x99\x45\x5C\xF6\x06\x5B\x92\x8C\xCB\x67\xF7\x4B\x77\xBE\x9A\xE6\xC7\x6D\xB1\x39\xD5\x63\x62\xED\x13\x5C\xCE\x95\x4C\xEB\x5B\x01\xDB\x51\x7A\x74\x0F\x34\x27\xEB\xAF\x72\x77\xC8\x36\xDB\xBE\x35\x53\x3D\x15\xBB\x3D\x40\x6A\x55\x56\x2C\x2D\xED\xF7\x56\x97\xA7\xD1\x0B\xA1\xB9\x46\x34\xB5\xE7\x54\x5C\xBD\xB1\x5B\x2D\xA5\x92\x0D\x4B\xEF\xB2\xAA\xBC\x57\x73\x49\x5D\x9D\x95\xED\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\x93\xDC\xC0\xBE\xEF\xFD\x36\x00\xA0\x00\x00\x50\x34\x02\x82\x93\x64\x00\x10\x5E\x98\x2D\xFF\x1C\x00\x00\x50\x41\xF0\x1A\x65\x00\x20\x00\x1B\x80\x00\x00\x00\x86\x0A\xCF\x23\x7F\xFF\xFF\xFF\x69\x75\x7B\x3F\x7F\xFF\xFF\xFF\x45\x12\xBB\x97\x80\x00\x00\x00\xA0\x77\x66\xDD\x7F\xFF\xFF\xFF\x45\x5C\xF6\x06\x7F\xFF\xFF\xFF\x67\xF7\x4B\x77\xCC\xC6\x8D\x5A\x6D\xB1\x39\xD5\x5A\xB1\xAE\x50\x5C\xCE\x95\x4C\x35\xAD\xDA\x00\x51\x7A\x74\x0F\xD1\xFB\xEE\xFA\x72\x77\xC8\x36\x88\x36\x64\xCC\x3D\x15\xBB\x3D\xF2\x2C\x5C\x7D\x2C\x2D\xED\xF7\x7F\xFF\xFF\xFF\x0B\xA1\xB9\x46\x7F\xFF\xFF\xFF\x5C\xBD\xB1\x5B\x7F\xFF\xFF\xFF\x4B\xEF\xB2\xAA\x80\x00\x00\x00\x5D\x9D\x95\xED\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03\xDA\xF8\xBE\x5C\x4D\xA8\x0F\xCF\xA5\x3A\x6A\x06\x03\x18\xC5\xFA\xA8\x2C\xAF\xC1\xC9\xCE\x1B\x4F\xD9\xD5\x83\x25\x33\x3F\x22\x8C\x3B\xFE\xBF\xA1\x09\x3B\xC5\xF9\xF8\x50\xA9\xFA\x96\xFE\xAE\xA5\xF0\x00\x9A\xC6\x20\x71\xC0\x58\x86\xA1\xE0\x31\x70\xBA\x96\x22\x0E\x36\xCA\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x31569C3F), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 6738)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 6738)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x66)], 6738)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6738)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCB919225), ('P4rIngress.values_v0000.hi', 0xA23BA913)], 6738)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6ADC0B7F), ('P4rIngress.values_v0001.hi', 0x61AA245E)], 6738)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5166E1EF), ('P4rIngress.values_v0010.hi', 0x6EE65D9E)], 6738)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9945FCA0), ('P4rIngress.values_v0011.hi', 0x489D2D2B)], 6738)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x43DA875C)], 6738)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBDEBDDAC), ('P4rIngress.values_v0101.hi', 0x4692F43B)], 6738)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB80BF597), ('P4rIngress.values_v0110.hi', 0xBB35D85B)], 6738)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFB37AE37), ('P4rIngress.values_v0111.hi', 0xD075AF4D)], 6738)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x55DD5D42), ('P4rIngress.values_v1000.hi', 0x1F82E014)], 6738)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x48255CE2), ('P4rIngress.values_v1001.hi', 0x533E5775)], 6738)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x93D9B5AF), ('P4rIngress.values_v1010.hi', 0xB6A6A778)], 6738)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x48D156CC), ('P4rIngress.values_v1011.hi', 0x33730F8C)], 6738)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x38CB23A4), ('P4rIngress.values_v1100.hi', 0x8A28ACE5)], 6738)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x09DDDAD7), ('P4rIngress.values_v1101.hi', 0x510737BC)], 6738)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x67C72A4B), ('P4rIngress.values_v1110.hi', 0x6AD31AAE)], 6738)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB85B925F), ('P4rIngress.values_v1111.hi', 0x598F0F13)], 6738)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5261),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000183),
                gc.DataTuple('slot_count', 0x00001BC2),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x765843C2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0x87BF8220),
                gc.KeyTuple('src_port', 0x2DAE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5261),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\xBF\x82\x20\x00\x00\x00\x00\x2D\xAE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x52\x61\x00\x10\x76\x58\x43\xC2\x18\xCF\x00\x93\xC0\x00\x00\x00\x00\x20\x00\x00\x99\xAD\x9E\xA1\xBA\xED\x2D\xD1\x25\x15\xAE\x77\x79\xB3\x3C\xB4\x4F\x0A\x8B\x38\x47\x92\xAA\xCE\xAC\x68\xE1\xFD\x3C\x36\x6C\x21\x00\x00\x00\x00\x51\x63\xB4\x72\xCC\xCB\x9C\xDA\x78\xCC\x0E\xA4\x8F\xE8\x37\xA5\xAD\x14\xCC\xB1\xC9\xED\xED\xD6\x3E\xEA\xCF\x35\x37\xC9\x6E\x82\x3C\xFB\x00\xEF\x7E\x45\x0F\xB2\xCF\xF3\x77\xEB\xAE\x4C\x9D\x1F\xB4\x2D\x25\x40\x5A\x4E\xEA\x7D\x62\x1B\x82\x11\x7E\x8D\xCC\xB5\xBB\xFC\xC6\x4C\x1A\x9B\x5E\xD9\x45\xDE\x75\xBB\x26\x2A\x61\x76\x65\x8C\xD3\x3F\xAA\xDA\x70\xF1\x85\xB2\x02\x81\xB3\x6A\xC1\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x87\xBF\x82\x20\xBE\xEF\x2D\xAE\x00\xA0\x00\x00\x50\x34\x02\x82\x52\x61\x00\x10\x76\x58\x43\xC2\x18\xCF\x00\x93\xC0\x00\x00\x00\x00\x20\x00\x02\x80\x00\x00\x00\xBA\xED\x2D\xD1\x7F\xFF\xFF\xFF\x79\xB3\x3C\xB4\x7F\xFF\xFF\xFF\x47\x92\xAA\xCE\x80\x00\x00\x00\x3C\x36\x6C\x21\x00\x00\x00\x00\x51\x63\xB4\x72\x8A\xB7\x7A\x86\x78\xCC\x0E\xA4\x80\x00\x00\x00\xAD\x14\xCC\xB1\xC5\x25\x9C\x0D\x3E\xEA\xCF\x35\x7F\xFF\xFF\xFF\x3C\xFB\x00\xEF\x7F\xFF\xFF\xFF\xCF\xF3\x77\xEB\x80\x00\x00\x00\xB4\x2D\x25\x40\x7F\xFF\xFF\xFF\x62\x1B\x82\x11\x7F\xFF\xFF\xFF\xBB\xFC\xC6\x4C\x24\x79\x39\xB0\x45\xDE\x75\xBB\x7F\xFF\xFF\xFF\x65\x8C\xD3\x3F\x80\x00\x00\x00\x85\xB2\x02\x81\xB3\x6A\xC1\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82\x52\x99\x60\xA2\x9D\x10\x08\x81\xA5\xC5\xFF\x56\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B\x9D\x1D\x0E\x74\x2D\x3A\xD3\xE3\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41\xE7\x73\x4B\x19\xB8\x00\xF9\xFD\xC7\xF2\x9E\x76\x24\x65\xC4\xBC\xC2\xC3\xF3\x38\xFE\x18\xF0\xA7\x26\xA6\xAC\x49\x34\xAA\x37\xD1\x9E\x5C\x9E\x54\x9B\x94\xB1\x60\xB2\x78\x53\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9F2E2E97), ('P4rIngress.bitmap_seq.seq', 0x46DB4625)], 4897)
        self.setRegisterValue('P4rIngress.rounds', 0x46DB4625, 4897)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x18), ('P4rIngress.count_exp.exponent', 0x6B)], 4897)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4897)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xCE81269A), ('P4rIngress.values_v0000.hi', 0xBD388AB6)], 4897)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x74D7F22D), ('P4rIngress.values_v0001.hi', 0x1F2AF415)], 4897)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6C1ACD25), ('P4rIngress.values_v0010.hi', 0x7E92F4A7)], 4897)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xE64B3C47), ('P4rIngress.values_v0011.hi', 0x6A15F7DD)], 4897)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4480DF9A), ('P4rIngress.values_v0100.hi', 0x2CDF4A36)], 4897)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x1AF92F8B), ('P4rIngress.values_v0101.hi', 0x6683087E)], 4897)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBA3C7D33), ('P4rIngress.values_v0110.hi', 0xB5B12AF3)], 4897)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xCBBF1F7D), ('P4rIngress.values_v0111.hi', 0x92CAE46D)], 4897)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x76D788E5), ('P4rIngress.values_v1000.hi', 0x9FDB02FB)], 4897)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6EA49757), ('P4rIngress.values_v1001.hi', 0xDCED7F69)], 4897)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x517427EA), ('P4rIngress.values_v1010.hi', 0x76F225FA)], 4897)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA4CBD116), ('P4rIngress.values_v1011.hi', 0x5254F89A)], 4897)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x47049BCC), ('P4rIngress.values_v1100.hi', 0x661247F5)], 4897)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xDC1DDFDA), ('P4rIngress.values_v1101.hi', 0x0C99A443)], 4897)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5418B8C5), ('P4rIngress.values_v1110.hi', 0x9800B78A)], 4897)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x52B22C6B), ('P4rIngress.values_v1111.hi', 0xC619DF2B)], 4897)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F7E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001161),
                gc.DataTuple('slot_count', 0x00000C9A),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x348EFF6E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xC858247D),
                gc.KeyTuple('src_port', 0xFA5E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8F7E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03C3),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC8\x58\x24\x7D\x00\x00\x00\x00\xFA\x5E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8F\x7E\x00\x10\x34\x8E\xFF\x6E\x01\xC0\x06\x97\x46\xDB\x46\x25\x00\x20\x00\x00\x9F\x9C\x63\x9C\x97\x3B\x65\xD9\x25\x5F\x77\x26\x70\x23\x6B\x9E\x6F\x7B\x7B\x5D\x04\xCF\x38\x6E\x8D\x51\x77\x99\x25\x04\x5E\x0D\xDE\x99\x9A\x96\x6A\xC0\x66\x77\xBB\x37\xFC\x78\x4F\xDB\x44\x5C\x96\x72\xC7\x9A\x85\xF5\x8A\x77\x75\xB7\xAF\x4F\xDA\xFE\x93\x68\x62\xCA\x6C\xFD\xD4\x2B\x92\x99\x4F\xB6\x27\xD4\xF4\xC8\x54\xD8\x7F\x6E\x29\x7A\x74\xE3\xD1\x72\x00\x00\x00\x00\x7A\x56\xA5\xB8\x5A\x01\x83\x4A\x58\x37\x59\xFE\x47\xA5\x2B\x6E\xDD\x93\x3D\x4B\x55\xE8\xA8\x8F\xB0\x22\x0D\xFB\xFF\x95\x2A\x09\x68\xD3\x55\xB5\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC8\x58\x24\x7D\xBE\xEF\xFA\x5E\x00\xA0\x00\x00\x50\x34\x02\x82\x8F\x7E\x00\x10\x34\x8E\xFF\x6E\x01\xC0\x00\x97\x46\xDB\x46\x25\x00\x20\x00\x19\x80\x00\x00\x00\x97\x3B\x65\xD9\x7F\xFF\xFF\xFF\x70\x23\x6B\x9E\x7F\xFF\xFF\xFF\x04\xCF\x38\x6E\x80\x00\x00\x00\x25\x04\x5E\x0D\x23\x1A\x7A\x30\x6A\xC0\x66\x77\xD6\x31\x2C\x03\x4F\xDB\x44\x5C\x80\x00\x00\x00\x85\xF5\x8A\x77\x41\x76\xCE\xCC\xDA\xFE\x93\x68\x7F\xFF\xFF\xFF\xD4\x2B\x92\x99\x7F\xFF\xFF\xFF\xF4\xC8\x54\xD8\x7F\xFF\xFF\xFF\x74\xE3\xD1\x72\xA4\xCB\xD1\x16\x7A\x56\xA5\xB8\x7F\xFF\xFF\xFF\x58\x37\x59\xFE\x23\xC3\x0B\x48\xDD\x93\x3D\x4B\x7F\xFF\xFF\xFF\xB0\x22\x0D\xFB\x52\x47\x56\x74\x68\xD3\x55\xB5\x6D\x7A\x04\x9E\xD9\x8A\x74\x8E\xC0\x38\x80\x33\x30\xDA\xD9\x31\xD9\x04\x1E\x70\xE0\xEB\x22\x5E\x7C\x7D\x1D\xD1\x13\x60\xDE\xF6\xD2\x1C\x78\x50\xE6\x33\x58\x15\x81\x36\x34\x0D\xAE\xDD\xF6\x2E\xCB\xDB\x5A\xD6\x54\x70\xB1\x71\xDA\x92\x2C\x52\xE8\xA3\x87\xB1\xDF\x88\x3C\xC4\xDE\xF6\x4A\x99\x7D\x83\x9E\xA8\x4E\x14\x15\xCA\x0D\x07\x65\x52\xE4\xF9\x85\xEA\xED\xB2\xE8\x68\x87\x90\x5D\xCF\x64\x26\xCD\xDC\x33\x62\xE0\x70\xD3\x5D\x4D\x05\x94\xBE\xC0\xA8\x70\xB3\x89\x12'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5440864A), ('P4rIngress.bitmap_seq.seq', 0x776740FC)], 3246)
        self.setRegisterValue('P4rIngress.rounds', 0x776740FC, 3246)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x23)], 3246)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3246)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xE67E55D7), ('P4rIngress.values_v0000.hi', 0x9A8ECC9B)], 3246)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7216F8C2), ('P4rIngress.values_v0001.hi', 0x64E5D9FB)], 3246)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2F7AD34F), ('P4rIngress.values_v0010.hi', 0x5EB97431)], 3246)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBB79D0CC), ('P4rIngress.values_v0011.hi', 0xBEAB3DFE)], 3246)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7F89B8DB), ('P4rIngress.values_v0100.hi', 0x37D09A9E)], 3246)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x46A6BE71), ('P4rIngress.values_v0101.hi', 0xFB32537D)], 3246)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5FE978AD), ('P4rIngress.values_v0110.hi', 0x6EE9B5C8)], 3246)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xD3D44C11), ('P4rIngress.values_v0111.hi', 0x390C7182)], 3246)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xDF2B50F4), ('P4rIngress.values_v1000.hi', 0x4BF77C5A)], 3246)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6BDEEA55), ('P4rIngress.values_v1001.hi', 0x50D65AB4)], 3246)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x313EC75C), ('P4rIngress.values_v1010.hi', 0x55B70DD9)], 3246)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x0EEBA585), ('P4rIngress.values_v1011.hi', 0x673CE38C)], 3246)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4DCCBBD9), ('P4rIngress.values_v1100.hi', 0x6FBCC7BE)], 3246)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4C36EF47), ('P4rIngress.values_v1101.hi', 0x7E8D986B)], 3246)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x82D47247), ('P4rIngress.values_v1110.hi', 0xD76F68E9)], 3246)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x43B3F586), ('P4rIngress.values_v1111.hi', 0x43C0D294)], 3246)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x39FB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000543),
                gc.DataTuple('slot_count', 0x00001449),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC4E2253D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x036),
                gc.KeyTuple('src_addr', 0xBF40C384),
                gc.KeyTuple('src_port', 0xD731),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x39FB),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x029D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBF\x40\xC3\x84\x00\x00\x00\x00\xD7\x31\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x39\xFB\x00\x10\xC4\xE2\x25\x3D\x07\x6B\x06\x43\x77\x67\x40\xFC\x00\x20\x00\x00\x82\x17\xD5\x87\xB8\xF8\xA5\x48\x18\xB8\x32\xEF\x60\x91\x7A\x8C\x66\xDE\x46\x84\x55\x2A\xE1\xD9\x87\x31\x20\x63\xB0\xA6\x57\xAB\x0C\xBD\x47\x75\x62\x0D\x00\xCC\x4E\x71\x3A\xC4\x8B\x56\x4E\xCF\xCC\x99\x4D\xEF\x7C\xE9\x08\xCF\x62\x96\x65\xF8\x7B\x3E\x73\xA3\x5F\x0A\xC4\x95\x70\x94\x32\xE3\xE9\x15\x66\xA3\x53\xAC\xDC\x85\x31\x49\xE7\x55\x53\x21\xCE\x51\xB0\x43\xAA\xBB\xD4\x39\x91\x3E\x5C\xFB\xB2\x71\x3B\xB4\xA7\x2A\x6C\x08\xED\x8E\x37\x13\x2D\xC0\xF1\x61\x96\xBA\x09\xB1\x1F\x97\x5E\x90\x1D\x9D\x4A\xBD\x87\x97\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBF\x40\xC3\x84\xBE\xEF\xD7\x31\x00\xA0\x00\x00\x50\x34\x02\x82\x39\xFB\x00\x10\xC4\xE2\x25\x3D\x07\x6B\x00\x43\x77\x67\x40\xFC\x00\x20\x00\x05\x80\x00\x00\x00\xB8\xF8\xA5\x48\x7F\xFF\xFF\xFF\x60\x91\x7A\x8C\x7F\xFF\xFF\xFF\x55\x2A\xE1\xD9\x80\x00\x00\x00\xB0\xA6\x57\xAB\x7F\xFF\xFF\xFF\x62\x0D\x00\xCC\x7F\xFF\xFF\xFF\x8B\x56\x4E\xCF\x2C\x82\xC6\x9C\x7C\xE9\x08\xCF\x36\x6A\xB2\x09\x7B\x3E\x73\xA3\x3E\x36\x15\x89\x70\x94\x32\xE3\x54\xF4\x50\xF8\x53\xAC\xDC\x85\x62\x88\xAE\xB1\x53\x21\xCE\x51\xBF\x2F\x50\x40\xD4\x39\x91\x3E\x7F\xFF\xFF\xFF\x3B\xB4\xA7\x2A\x7F\xFF\xFF\xFF\x37\x13\x2D\xC0\x80\x00\x00\x00\x09\xB1\x1F\x97\x7F\xFF\xFF\xFF\x4A\xBD\x87\x97\xF7\x9E\xA3\x77\xAF\x8D\xC3\x98\x67\x2C\x7E\x25\x30\x3F\x77\x1A\x97\x0A\x05\xCF\xD2\x35\x0B\x6E\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6\x79\x82\xEF\x87'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x262C9A52), ('P4rIngress.bitmap_seq.seq', 0x90000000)], 6324)
        self.setRegisterValue('P4rIngress.rounds', 0x90000000, 6324)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x1A)], 6324)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6324)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB2A41AE1), ('P4rIngress.values_v0000.hi', 0xE2E67D0F)], 6324)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2FAEB1BD), ('P4rIngress.values_v0001.hi', 0x60E41355)], 6324)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x45A91074), ('P4rIngress.values_v0010.hi', 0x7D7B71A7)], 6324)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBAA2748B), ('P4rIngress.values_v0011.hi', 0x44F2DAF3)], 6324)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6E937755), ('P4rIngress.values_v0100.hi', 0x6E7588B8)], 6324)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4954B4A6), ('P4rIngress.values_v0101.hi', 0x7A13F9AA)], 6324)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBD3FE3E9), ('P4rIngress.values_v0110.hi', 0x92E2DF63)], 6324)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6D28DAFF), ('P4rIngress.values_v0111.hi', 0x9F43A787)], 6324)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2D86CE2A), ('P4rIngress.values_v1000.hi', 0x2AED0550)], 6324)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x328D68D3), ('P4rIngress.values_v1001.hi', 0x00000000)], 6324)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x882DF5DA), ('P4rIngress.values_v1010.hi', 0x76D7BC5F)], 6324)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9B15026E), ('P4rIngress.values_v1011.hi', 0x44CAD4F1)], 6324)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5DBB387C), ('P4rIngress.values_v1100.hi', 0x00000000)], 6324)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7B3A13C7), ('P4rIngress.values_v1101.hi', 0x9743616A)], 6324)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5520AD2A), ('P4rIngress.values_v1110.hi', 0x32891802)], 6324)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x55942CE2), ('P4rIngress.values_v1111.hi', 0x6D3AE4FC)], 6324)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0D2E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001508),
                gc.DataTuple('slot_count', 0x000009D3),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF8343EA2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01D),
                gc.KeyTuple('src_addr', 0xB785B7CD),
                gc.KeyTuple('src_port', 0x2096),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0D2E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0144),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB7\x85\xB7\xCD\x00\x00\x00\x00\x20\x96\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0D\x2E\x00\x10\xF8\x34\x3E\xA2\x03\xAC\x02\x81\x90\x00\x00\x00\x00\x20\x00\x00\xA6\xAA\x5A\xEF\x95\xCB\x7B\x58\x5B\x27\x7E\x27\x79\xEC\xE1\x85\x59\xAE\x3E\xFC\x26\x51\x2D\xDD\xB9\xE1\xFC\x98\x7B\x95\xFE\x49\x0E\x37\x22\xCD\x1A\xE3\xED\x8D\xE9\xB8\xB4\xEA\x43\x2C\xEA\xEB\x95\x0F\x51\x28\x86\x22\x4D\x6F\xE9\x62\xF0\x5F\x75\xF5\x03\xE3\x71\xF2\x0D\xA6\x3A\xE8\x6E\xD5\x77\xB7\x2C\x09\x80\x00\x00\x00\xBB\xBD\xA6\x8E\xDE\xF2\x8A\x42\xB2\xC5\xDA\xEE\x5D\xD9\xCC\xF7\x61\xEB\xA3\xDA\x91\x54\x21\x3E\x43\x6E\x3F\xFC\x96\x53\x5B\x73\x2F\x5E\xB1\xE6\x4F\xBD\x5E\x20\x52\x25\xFE\x25\x45\x65\xF9\xAE\x3E\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB7\x85\xB7\xCD\xBE\xEF\x20\x96\x00\xA0\x00\x00\x50\x34\x02\x82\x0D\x2E\x00\x10\xF8\x34\x3E\xA2\x03\xAC\x00\x81\x90\x00\x00\x00\x00\x20\x00\x1C\x80\x00\x00\x00\x95\xCB\x7B\x58\x7F\xFF\xFF\xFF\x79\xEC\xE1\x85\x7F\xFF\xFF\xFF\x26\x51\x2D\xDD\x80\x00\x00\x00\x7B\x95\xFE\x49\x7C\xCA\x9A\x22\x1A\xE3\xED\x8D\x33\x0D\x69\x90\x43\x2C\xEA\xEB\x80\x00\x00\x00\x86\x22\x4D\x6F\x56\x8B\xCB\x5E\x75\xF5\x03\xE3\x7F\xFF\xFF\xFF\x3A\xE8\x6E\xD5\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x80\x00\x00\x00\xDE\xF2\x8A\x42\x80\x00\x00\x00\x5D\xD9\xCC\xF7\x7F\xFF\xFF\xFF\x91\x54\x21\x3E\x7F\xFF\xFF\xFF\x96\x53\x5B\x73\x7F\xFF\xFF\xFF\x4F\xBD\x5E\x20\x7F\xFF\xFF\xFF\x45\x65\xF9\xAE\x3E\x7C\xB4\x48\x25\x20\x70\x49\xCD\x1C\x3B\xAE\x27\x61\xD1\x59\x03\x33\x0C\x9E\xF4\x6D\xC5\x85\x0A\xF8\xE6\x8E\x45\x97\x65\x26\x6D\xDE\x34\x71\xEB\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC\x62\x1D\x8D\xD9\x83\xB7\x31\x9D\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19\x46\x8D\xEC\xDC\x39\x65\xED\xEE\x5D\x0D\x98\x21\x7F\xCB\xC5\x22\x7E\xEE\x7A\x88\xFA\xE4\x0F\xF5\xD3\xBF\x2F\x4B\x1F\x57\x86\xBE\x78\x72\x89\x35\x42\xF5\x8D\x43\xB3\x46\x2B\x20\xC7\xEA\x9E\x3D\xDF\x83\x1C\xEE\x21\x1F\x56\xFE\xE5\x75\x65\x27\xB4\x8E\xD7\xA3\x34\x14\x3D\x2C\x6B\xE1\x4A\xB8\x25\x39\x2C\x3B\x55\xE6\xB1\x4E\x3A\x43\xD8\x7D'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x50BE3215), ('P4rIngress.bitmap_seq.seq', 0xAB498D65)], 0)
        self.setRegisterValue('P4rIngress.rounds', 0xAB498D65, 0)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1C), ('P4rIngress.count_exp.exponent', 0x3A)], 0)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 0)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xE8CF94DC), ('P4rIngress.values_v0000.hi', 0xB20E099B)], 0)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x48AB52FD), ('P4rIngress.values_v0001.hi', 0x7833D902)], 0)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x535C0BB2), ('P4rIngress.values_v0010.hi', 0x246CF36A)], 0)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x85041489), ('P4rIngress.values_v0011.hi', 0xB6C43C35)], 0)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1AC46E0B), ('P4rIngress.values_v0100.hi', 0x4EB75107)], 0)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3F5FC0CC), ('P4rIngress.values_v0101.hi', 0x2529AB78)], 0)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x6EE292B1)], 0)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x71A75A09), ('P4rIngress.values_v0111.hi', 0x00000000)], 0)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD3A0FB1C), ('P4rIngress.values_v1000.hi', 0xD4BBBDBD)], 0)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1B656CA3), ('P4rIngress.values_v1001.hi', 0x48AD0EDA)], 0)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xAC9D0896), ('P4rIngress.values_v1010.hi', 0x54AC4787)], 0)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x59C748E1), ('P4rIngress.values_v1011.hi', 0x4C8ABE77)], 0)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6E741160), ('P4rIngress.values_v1100.hi', 0xAD658F0F)], 0)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7562907D), ('P4rIngress.values_v1101.hi', 0x41553178)], 0)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x15CB2C92), ('P4rIngress.values_v1110.hi', 0x1C4F6D02)], 0)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x602C662A), ('P4rIngress.values_v1111.hi', 0xA431A8F8)], 0)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAA55),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF0EE52DA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x88A4B2AD),
                gc.KeyTuple('src_port', 0xDC9A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAA55),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03DD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x88\xA4\xB2\xAD\x00\x00\x00\x00\xDC\x9A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAA\x55\x00\x10\xF0\xEE\x52\xDA\x00\x00\x06\x8E\xAB\x49\x8D\x65\x00\x20\x00\x00\x8D\xAF\x96\x7A\xA3\x48\xBD\x9E\x4F\xBB\x56\xB1\x1B\x1B\xBA\xB3\x4B\x5A\x67\x70\x74\xCD\xD6\x40\xED\x97\x4C\x6F\xB5\x9B\x89\x04\x7E\x44\x4C\x49\x6E\xAA\xD9\x65\x7D\xED\xBC\x90\xA3\xA6\x33\x3F\x24\xC4\x49\xE9\x26\xE3\xCC\x57\x43\x1D\x52\x5A\x33\x6F\xB6\x61\x4E\x3F\x77\xEC\x99\x09\xBF\x31\xDD\xCD\x26\xBB\x69\x80\x24\xCA\x33\xA3\x0F\xC3\x6B\xA5\xEE\x55\x28\x0C\x8E\x2B\x44\x1A\x43\xA5\x1E\xF9\x66\x8E\x9D\x66\x5C\x2D\x55\x7D\xB4\x9D\x6D\xD3\x5E\x7A\x75\xA2\x2E\xB7\x2A\xCB\x6B\xAA\x71\x43\x33\xF3\xC1\xF1\xED\x08\xB0\x5F\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x88\xA4\xB2\xAD\xBE\xEF\xDC\x9A\x00\xA0\x00\x00\x50\x34\x02\x82\xAA\x55\x00\x10\xF0\xEE\x52\xDA\x00\x00\x00\x8E\xAB\x49\x8D\x65\x00\x20\x00\x1D\x80\x00\x00\x00\xA3\x48\xBD\x9E\x7F\xFF\xFF\xFF\x1B\x1B\xBA\xB3\x7F\xFF\xFF\xFF\x74\xCD\xD6\x40\x80\x00\x00\x00\xB5\x9B\x89\x04\x7F\xFF\xFF\xFF\x6E\xAA\xD9\x65\x7F\xFF\xFF\xFF\xA3\xA6\x33\x3F\x24\xC4\x49\xE9\x26\xE3\xCC\x57\x7F\xFF\xFF\xFF\x33\x6F\xB6\x61\x21\xE0\x73\x08\x99\x09\xBF\x31\xF9\x32\x93\x5E\x69\x80\x24\xCA\xE0\x40\x18\x59\x6B\xA5\xEE\x55\x7F\xFF\xFF\xFF\x44\x1A\x43\xA5\x7F\xFF\xFF\xFF\x9D\x66\x5C\x2D\x7F\xFF\xFF\xFF\x6D\xD3\x5E\x7A\x7F\xFF\xFF\xFF\x2A\xCB\x6B\xAA\x7F\xFF\xFF\xFF\xC1\xF1\xED\x08\xB0\x5F\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1\xE3\x32\xBE\xCE\x02\x25\x64\xB4\xFB\x1B\xEB\x37\xAC\x23\x22\x37'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0400151C), ('P4rIngress.bitmap_seq.seq', 0xD15C8511)], 3660)
        self.setRegisterValue('P4rIngress.rounds', 0xD15C8511, 3660)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x7E)], 3660)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3660)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB92967D2), ('P4rIngress.values_v0000.hi', 0xB4153D8A)], 3660)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6CB6E87D), ('P4rIngress.values_v0001.hi', 0x7D5F132D)], 3660)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x536D6C17), ('P4rIngress.values_v0010.hi', 0x6051CFAD)], 3660)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x703AF519), ('P4rIngress.values_v0011.hi', 0x5627E28F)], 3660)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3A96D362), ('P4rIngress.values_v0100.hi', 0x615CD5CB)], 3660)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x113DBEA3), ('P4rIngress.values_v0101.hi', 0xD2903204)], 3660)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x5E0F0B57), ('P4rIngress.values_v0110.hi', 0x2BE1A24E)], 3660)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xE472BA93), ('P4rIngress.values_v0111.hi', 0x02395D23)], 3660)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x42B9EAED), ('P4rIngress.values_v1000.hi', 0x8B0FF83D)], 3660)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x38255942), ('P4rIngress.values_v1001.hi', 0x7720B666)], 3660)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB81637A3), ('P4rIngress.values_v1010.hi', 0xC99DCBFA)], 3660)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x26AE55C8), ('P4rIngress.values_v1011.hi', 0x4D8EEC96)], 3660)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x859E9A34), ('P4rIngress.values_v1100.hi', 0xC162A48F)], 3660)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x67694725), ('P4rIngress.values_v1101.hi', 0xD304CA7F)], 3660)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x621CB492), ('P4rIngress.values_v1110.hi', 0x2194526B)], 3660)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6F3EA08C), ('P4rIngress.values_v1111.hi', 0x5E5AE16F)], 3660)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC51A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BC6),
                gc.DataTuple('slot_count', 0x00000573),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0B61AC07),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xC7A2BCB6),
                gc.KeyTuple('src_port', 0xBA44),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC51A),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xA2\xBC\xB6\x00\x00\x00\x00\xBA\x44\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC5\x1A\x00\x10\x0B\x61\xAC\x07\x02\x86\x00\x88\xD1\x5C\x85\x11\x00\x20\x00\x00\xB3\x35\x6E\x8A\xA6\xB4\x46\xD7\x75\x56\xCE\x47\x2F\x50\x13\x8F\x51\x08\xB9\xDB\x72\xAF\x4C\x38\x98\x5A\x24\xE8\x38\x69\x7A\xC1\x72\xDC\x71\x5A\x6E\x5D\xF3\x9F\x74\x9D\x99\x07\x95\x96\x0B\x61\x53\x07\x9D\x97\x58\xE1\x0B\x66\x39\xC3\x8E\x94\x7C\xF8\xB2\x64\x74\xEF\xEE\xBD\x95\xAB\xAC\x5F\xEB\x37\xD1\x9B\xE3\x6A\x71\xD7\xBA\x9F\x35\x3B\x5D\x31\xC0\xB7\x9D\x14\x6D\x7A\x5E\x8C\x44\xF4\xF6\xC7\x7A\xF1\x86\xD3\x75\x6A\x2B\x71\xE1\x73\x82\x15\x19\xD6\x59\x01\xB6\xEA\xF3\x13\xFB\x29\x27\x78\x08\x5D\x3E\x21\x59\x39\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC7\xA2\xBC\xB6\xBE\xEF\xBA\x44\x00\xA0\x00\x00\x50\x34\x02\x82\xC5\x1A\x00\x10\x0B\x61\xAC\x07\x02\x86\x00\x88\xD1\x5C\x85\x11\x00\x20\x00\x05\x80\x00\x00\x00\xA6\xB4\x46\xD7\x7F\xFF\xFF\xFF\x2F\x50\x13\x8F\x7F\xFF\xFF\xFF\x72\xAF\x4C\x38\x08\x95\x1A\x01\x38\x69\x7A\xC1\x7F\xFF\xFF\xFF\x6E\x5D\xF3\x9F\x7F\xFF\xFF\xFF\x95\x96\x0B\x61\x7F\xFF\xFF\xFF\x58\xE1\x0B\x66\x1E\x36\x49\x27\x7C\xF8\xB2\x64\x7F\xFF\xFF\xFF\x95\xAB\xAC\x5F\x23\x5D\x2A\xDD\xE3\x6A\x71\xD7\x80\x00\x00\x00\x5D\x31\xC0\xB7\xC3\xC2\xC3\x42\x5E\x8C\x44\xF4\x80\x00\x00\x00\x86\xD3\x75\x6A\x7F\xFF\xFF\xFF\x82\x15\x19\xD6\x7F\xFF\xFF\xFF\xF3\x13\xFB\x29\x7F\xFF\xFF\xFF\x3E\x21\x59\x39\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC73C6DA3), ('P4rIngress.bitmap_seq.seq', 0x62E00000)], 2490)
        self.setRegisterValue('P4rIngress.rounds', 0x62E00000, 2490)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x73)], 2490)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2490)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB7B5701E), ('P4rIngress.values_v0000.hi', 0xF38CD576)], 2490)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x33C7E1E1), ('P4rIngress.values_v0001.hi', 0x5E937D94)], 2490)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6931F7FB), ('P4rIngress.values_v0010.hi', 0x27B18AF5)], 2490)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA54D0C4D), ('P4rIngress.values_v0011.hi', 0x6AE8DEB2)], 2490)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x8CFC9A23), ('P4rIngress.values_v0100.hi', 0x698AB5CD)], 2490)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x133DBAB7), ('P4rIngress.values_v0101.hi', 0x6427BEAC)], 2490)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8B2BE137), ('P4rIngress.values_v0110.hi', 0xBD3D9F57)], 2490)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x24AA8555), ('P4rIngress.values_v0111.hi', 0xB4DE5CFA)], 2490)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7A360F77), ('P4rIngress.values_v1000.hi', 0xD81A1BF0)], 2490)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x422F2426), ('P4rIngress.values_v1001.hi', 0xC8198582)], 2490)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x232FC287), ('P4rIngress.values_v1010.hi', 0x4896FC82)], 2490)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB9F4F443), ('P4rIngress.values_v1011.hi', 0x38FE9A63)], 2490)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x52BD52CC), ('P4rIngress.values_v1100.hi', 0x4477136F)], 2490)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3ECAB91C), ('P4rIngress.values_v1101.hi', 0xFDB37316)], 2490)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA1439867), ('P4rIngress.values_v1110.hi', 0x75698363)], 2490)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA61A97B4), ('P4rIngress.values_v1111.hi', 0x54C2E755)], 2490)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAF48),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000700),
                gc.DataTuple('slot_count', 0x00001206),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4F74F263),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x8E91E930),
                gc.KeyTuple('src_port', 0xE7A3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAF48),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8E\x91\xE9\x30\x00\x00\x00\x00\xE7\xA3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAF\x48\x00\x10\x4F\x74\xF2\x63\x02\xBA\x02\xE6\x62\xE0\x00\x00\x00\x20\x00\x00\x9D\x31\xE8\x8C\x85\xF6\x51\x42\x57\xF1\x73\x11\x45\x4E\x48\x9F\x47\xD3\xC1\xA8\x7E\x3D\x9B\xDE\x8E\x4D\x27\x5D\x4B\xAF\x5E\xD6\x5E\xA7\xBB\xEF\x5C\x04\x21\xD7\xD5\x73\x0D\xE3\x4E\x63\x18\x23\xDD\xCF\xE5\x7E\x9C\x62\x0F\x83\x99\xEE\xF5\x63\x8A\xF3\xC0\xB3\x3A\x7B\xB1\x03\x93\x9B\x3B\xD8\x53\x97\x4B\x24\x4D\x4F\xCD\xE2\x6D\xE8\xAA\xD5\x6E\x35\xCC\xF3\x82\xA6\x64\x53\xAC\x17\x7A\xBD\x7E\x9D\x8E\x39\x75\x7C\x44\xCE\x7D\x29\x1B\x44\x81\x7A\xD4\x60\xB4\x5E\x57\xF7\x18\x48\x2E\x72\x96\xD4\xF7\x15\x48\x58\x34\x5C\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x8E\x91\xE9\x30\xBE\xEF\xE7\xA3\x00\xA0\x00\x00\x50\x34\x02\x82\xAF\x48\x00\x10\x4F\x74\xF2\x63\x02\xBA\x00\xE6\x62\xE0\x00\x00\x00\x20\x00\x1B\x80\x00\x00\x00\x85\xF6\x51\x42\x7F\xFF\xFF\xFF\x45\x4E\x48\x9F\x7F\xFF\xFF\xFF\x7E\x3D\x9B\xDE\x80\x00\x00\x00\x4B\xAF\x5E\xD6\xEB\xA4\x56\x12\x5C\x04\x21\xD7\xE8\xB0\xC8\x9A\x4E\x63\x18\x23\x80\x00\x00\x00\x9C\x62\x0F\x83\xBE\x99\x7A\xB8\x8A\xF3\xC0\xB3\x7F\xFF\xFF\xFF\x93\x9B\x3B\xD8\x7F\xFF\xFF\xFF\x4D\x4F\xCD\xE2\x7F\xFF\xFF\xFF\x6E\x35\xCC\xF3\x80\x00\x00\x00\xAC\x17\x7A\xBD\x7F\xFF\xFF\xFF\x75\x7C\x44\xCE\x7F\xFF\xFF\xFF\x81\x7A\xD4\x60\x80\x00\x00\x00\x18\x48\x2E\x72\x80\x00\x00\x00\x48\x58\x34\x5C\xC5\xE9\x25\x20\xA6\x4B\x13\x34\x6B\x6C\x84\x34\xCD\x0D\xFA\xB9\xC8\xC0\xD4\x26\x8C\x8E\xC4\x2D\x89\x06\xDE\x40\x0D\x97\x79\xE4\xB6\x15\x04\x70\xC4\x99\x37\x19\x1C\x27\x70\xE5\x88\xEA\xC3\xE7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7BA6E633), ('P4rIngress.bitmap_seq.seq', 0x90000000)], 2846)
        self.setRegisterValue('P4rIngress.rounds', 0x90000000, 2846)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x1A)], 2846)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2846)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAE6AF386), ('P4rIngress.values_v0000.hi', 0xA6924F63)], 2846)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x737211A9), ('P4rIngress.values_v0001.hi', 0x7CAF54FC)], 2846)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4A14F096), ('P4rIngress.values_v0010.hi', 0x515E7882)], 2846)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xEF729D8C), ('P4rIngress.values_v0011.hi', 0x5EA138BF)], 2846)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0B24BDC2), ('P4rIngress.values_v0100.hi', 0x4FBA3AD1)], 2846)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9A84B6BD), ('P4rIngress.values_v0101.hi', 0x6B444A89)], 2846)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x853D9FE8), ('P4rIngress.values_v0110.hi', 0x8F5888D1)], 2846)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBF542B52), ('P4rIngress.values_v0111.hi', 0xB0EB85AB)], 2846)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x495243F6), ('P4rIngress.values_v1000.hi', 0x0011B05E)], 2846)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x54A91F35), ('P4rIngress.values_v1001.hi', 0xE1103D1A)], 2846)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA75DC9BB), ('P4rIngress.values_v1010.hi', 0x0756B497)], 2846)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9778592B), ('P4rIngress.values_v1011.hi', 0x601576AD)], 2846)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5BA97042), ('P4rIngress.values_v1100.hi', 0x36D493D9)], 2846)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x43966510), ('P4rIngress.values_v1101.hi', 0x62A5B22B)], 2846)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x221797A5), ('P4rIngress.values_v1110.hi', 0x6AE1A2F6)], 2846)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB1BE3A39), ('P4rIngress.values_v1111.hi', 0x16362DC2)], 2846)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xEBD2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000000),
                gc.DataTuple('slot_count', 0x00002000),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0D859387),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x62394991),
                gc.KeyTuple('src_port', 0xC30E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xEBD2),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 15
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x62\x39\x49\x91\x00\x00\x00\x00\xC3\x0E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xEB\xD2\x00\x10\x0D\x85\x93\x87\x0B\x1E\x04\x79\x90\x00\x00\x00\x00\x20\x00\x00\xC9\x65\x39\x2E\xCB\xAA\xE5\x5A\x47\x57\x72\x8B\x32\x84\x97\x72\x72\xBA\x7A\x8D\x54\xD5\x02\x4C\x8D\xFA\x9F\xE6\x2F\xA4\xBA\xCF\x56\xF5\xEC\x9F\x4B\x90\xB6\xCF\x32\xA6\x92\xCC\x4A\x9C\xDA\x6B\xEC\xFF\x5E\x79\x84\x07\xF7\x6B\x49\xB3\xEA\xD3\x29\xDA\xD8\xFB\x3F\x7E\xCA\x75\xFF\x4E\x75\xE6\x50\x39\x77\xC7\x63\xBE\x55\x9F\xAE\xC8\xEB\xB1\x5A\xBB\xB6\x79\x96\x1B\xDB\x29\x31\x5D\x55\x25\x5F\x66\x9D\x37\x92\xB5\xD4\x6A\x57\x1A\x57\xE4\x56\x34\xC8\xAD\x7A\x3F\xD7\x8B\x46\xBF\xD6\xC7\xC4\x6F\xD5\x53\x58\x56\x6B\x76\xC3\xD7\x50\x4B\x9D\xB5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x62\x39\x49\x91\xBE\xEF\xC3\x0E\x00\xA0\x00\x00\x50\x34\x02\x82\xEB\xD2\x00\x10\x0D\x85\x93\x87\x0B\x1E\x00\x79\x90\x00\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\xCB\xAA\xE5\x5A\x7F\xFF\xFF\xFF\x32\x84\x97\x72\x7F\xFF\xFF\xFF\x54\xD5\x02\x4C\x80\x00\x00\x00\x2F\xA4\xBA\xCF\x62\x1A\xAA\x61\x4B\x90\xB6\xCF\xCD\x2B\x49\x89\x4A\x9C\xDA\x6B\x80\x00\x00\x00\x84\x07\xF7\x6B\x09\x08\x16\x25\x29\xDA\xD8\xFB\x7F\xFF\xFF\xFF\xFF\x4E\x75\xE6\x7F\xFF\xFF\xFF\x63\xBE\x55\x9F\x80\x00\x00\x00\x5A\xBB\xB6\x79\x80\x00\x00\x00\x31\x5D\x55\x25\x7F\xFF\xFF\xFF\x92\xB5\xD4\x6A\x7F\xFF\xFF\xFF\x56\x34\xC8\xAD\x7F\xFF\xFF\xFF\x46\xBF\xD6\xC7\x80\x00\x00\x00\x58\x56\x6B\x76\xC3\xD7\x50\x4B\x9D\xB5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2A143E5B), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 2470)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 2470)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x4E)], 2470)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2470)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9F345B16), ('P4rIngress.values_v0000.hi', 0xB665BFB5)], 2470)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7CBE5B6C), ('P4rIngress.values_v0001.hi', 0x4F25AE56)], 2470)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4AF319D4), ('P4rIngress.values_v0010.hi', 0x5AE07EFD)], 2470)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9277247D), ('P4rIngress.values_v0011.hi', 0xD9721B55)], 2470)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4CCD93CE), ('P4rIngress.values_v0100.hi', 0x6B8B2FC7)], 2470)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4A85A059), ('P4rIngress.values_v0101.hi', 0xEB65A67B)], 2470)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB5FADDC8), ('P4rIngress.values_v0110.hi', 0x5D2E7DD7)], 2470)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x105ACB62), ('P4rIngress.values_v0111.hi', 0x4556E66D)], 2470)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2A58A759), ('P4rIngress.values_v1000.hi', 0x472E70E1)], 2470)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA9E955CB), ('P4rIngress.values_v1001.hi', 0x563757E4)], 2470)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x67334DEB), ('P4rIngress.values_v1010.hi', 0x7CE86BA5)], 2470)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x36E29629), ('P4rIngress.values_v1011.hi', 0x745D6E5C)], 2470)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4B8E3367), ('P4rIngress.values_v1100.hi', 0xD3BAF767)], 2470)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB72B8FA7), ('P4rIngress.values_v1101.hi', 0x361E38D7)], 2470)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA1E8EE8D), ('P4rIngress.values_v1110.hi', 0x4B59772D)], 2470)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x64C87441), ('P4rIngress.values_v1111.hi', 0x6A640C87)], 2470)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x77C4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000031C),
                gc.DataTuple('slot_count', 0x00001092),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x04994626),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0x3534B172),
                gc.KeyTuple('src_port', 0x90BD),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x77C4),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x35\x34\xB1\x72\x00\x00\x00\x00\x90\xBD\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x77\xC4\x00\x10\x04\x99\x46\x26\x06\x8A\x00\xC5\x40\x00\x00\x00\x00\x20\x00\x00\xBF\x55\xF8\xF6\xB7\x25\x24\xF7\x0C\x13\xE2\x18\x62\x64\x97\x57\x49\xB1\x9E\x18\x3B\x34\x5D\x1B\xE2\x19\xC7\xFF\x94\x2A\x99\x55\x61\xA3\x0B\xC4\x4A\x97\x77\xD1\x48\xA4\xE3\x49\x29\x64\xA9\xC9\xDC\x55\xEC\x4F\x66\x25\x76\x9C\xBE\xC9\xF3\xCF\x56\x53\x80\xFA\xB3\x7F\xFD\x89\x6D\x07\xFB\xD1\x27\x0C\x62\x64\x41\x6A\x63\xE8\xA9\x6B\xE8\xBF\x30\x00\xA9\xF8\xA7\xE1\x7B\x6B\x7E\x2D\x68\x4E\x58\x24\x7F\xA0\x26\xA2\x87\x69\x67\xE6\xE0\xE9\x25\xFB\xF0\xEB\x24\xCD\xE5\x4F\x4A\x48\x96\x24\x2E\x27\x15\xF9\x60\xCD\xEB\x7C\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x35\x34\xB1\x72\xBE\xEF\x90\xBD\x00\xA0\x00\x00\x50\x34\x02\x82\x77\xC4\x00\x10\x04\x99\x46\x26\x06\x8A\x00\xC5\x40\x00\x00\x00\x00\x20\x00\x07\x80\x00\x00\x00\xB7\x25\x24\xF7\x7F\xFF\xFF\xFF\x62\x64\x97\x57\x7F\xFF\xFF\xFF\x3B\x34\x5D\x1B\x80\x00\x00\x00\x94\x2A\x99\x55\x7F\xFF\xFF\xFF\x4A\x97\x77\xD1\x7F\xFF\xFF\xFF\x29\x64\xA9\xC9\x92\x50\xCA\x17\x66\x25\x76\x9C\xCF\x24\xBF\x31\x56\x53\x80\xFA\xDD\xD8\xA4\xE2\x6D\x07\xFB\xD1\xD0\xF5\xB8\x2F\x41\x6A\x63\xE8\x10\x9F\x36\xAA\x30\x00\xA9\xF8\xDE\xC4\x11\x94\x7E\x2D\x68\x4E\x7F\xFF\xFF\xFF\x26\xA2\x87\x69\x1F\x12\x70\x90\x25\xFB\xF0\xEB\xC6\xB6\xD3\xDC\x4A\x48\x96\x24\x7F\xFF\xFF\xFF\x60\xCD\xEB\x7C\xF8\xC9\x33\x54\x1D\xDF\xEA\xFE\x03\xC6\x3F\xC7\x6E\x96\x0C\x4E\x12\xCE\xB5\xFB\xF9\x56\x56\x51'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9C3A9D8C), ('P4rIngress.bitmap_seq.seq', 0xF0C829F4)], 7818)
        self.setRegisterValue('P4rIngress.rounds', 0xF0C829F4, 7818)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x6C)], 7818)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7818)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC377F47B), ('P4rIngress.values_v0000.hi', 0x89D784DF)], 7818)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x0C7DAAD2), ('P4rIngress.values_v0001.hi', 0x6C72F900)], 7818)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x78F124B5), ('P4rIngress.values_v0010.hi', 0x14392D37)], 7818)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x975353C7), ('P4rIngress.values_v0011.hi', 0x83954193)], 7818)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5FE842D5), ('P4rIngress.values_v0100.hi', 0x2E78AA75)], 7818)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5DE67922), ('P4rIngress.values_v0101.hi', 0x58C2086D)], 7818)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x0BAF3EF7), ('P4rIngress.values_v0110.hi', 0x3A5D19FA)], 7818)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC9AF6575), ('P4rIngress.values_v0111.hi', 0x74F998DB)], 7818)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x54965627), ('P4rIngress.values_v1000.hi', 0x6EA2BB0B)], 7818)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xF5EE7646), ('P4rIngress.values_v1001.hi', 0x5BD9B24C)], 7818)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB29338E3), ('P4rIngress.values_v1010.hi', 0x74AF3D92)], 7818)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6D1E6ADE), ('P4rIngress.values_v1011.hi', 0x91327EFB)], 7818)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x423BCD21), ('P4rIngress.values_v1100.hi', 0x5C5EB8D8)], 7818)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6EA87AFF), ('P4rIngress.values_v1101.hi', 0x631A128C)], 7818)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA0D37181), ('P4rIngress.values_v1110.hi', 0xDE19854D)], 7818)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB4CB6DB9), ('P4rIngress.values_v1111.hi', 0xB0C1CC98)], 7818)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5BAD),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001600),
                gc.DataTuple('slot_count', 0x00000A00),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x055CE53D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x26AA2AFF),
                gc.KeyTuple('src_port', 0x37F4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5BAD),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01D8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\xAA\x2A\xFF\x00\x00\x00\x00\x37\xF4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5B\xAD\x00\x10\x05\x5C\xE5\x3D\x08\x8A\x02\x91\xF0\xC8\x29\xF4\x00\x20\x00\x00\x93\xD6\x7D\xBA\x85\x7E\x83\x5C\x76\xE8\x17\x45\x4C\xFA\xDD\xC5\x4B\x1B\x7A\x5C\x7B\x82\x4F\xE5\x91\x3E\x57\x56\xD9\x12\xCE\x77\x61\xA5\xE2\x9F\x74\x8D\x83\x33\x58\xF4\xF1\x36\xE5\x21\xBB\xA5\x95\x1F\x6A\xF3\x5D\x18\x9B\x77\xCD\xB6\xB7\x9B\x1B\x99\x2D\x81\xB5\x19\xB3\x35\x44\xC8\x3A\xBF\x00\x00\x00\x00\x5A\xD5\xF4\x60\x2E\x8D\xB3\x8D\x78\xAB\x11\x19\xBB\xF2\xA8\x40\x09\x0F\x79\xE9\x5E\x4A\xEB\x2B\x29\xFE\x31\x50\x6B\xA4\x9E\x6B\x26\x8E\xC7\x26\xC3\x77\xC5\x83\x88\xFC\xFD\xD9\x39\x59\x52\x9F\x84\x27\xBD\x98\x72\x7D\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\xAA\x2A\xFF\xBE\xEF\x37\xF4\x00\xA0\x00\x00\x50\x34\x02\x82\x5B\xAD\x00\x10\x05\x5C\xE5\x3D\x08\x8A\x00\x91\xF0\xC8\x29\xF4\x00\x20\x00\x07\x80\x00\x00\x00\x85\x7E\x83\x5C\x7F\xFF\xFF\xFF\x4C\xFA\xDD\xC5\x7F\xFF\xFF\xFF\x7B\x82\x4F\xE5\x80\x00\x00\x00\xD9\x12\xCE\x77\x7F\xFF\xFF\xFF\x74\x8D\x83\x33\x7F\xFF\xFF\xFF\xE5\x21\xBB\xA5\xA0\xCE\xA9\xEA\x5D\x18\x9B\x77\x97\x66\x1D\x10\x1B\x99\x2D\x81\x09\xB0\x09\x5C\x44\xC8\x3A\xBF\xF5\xEE\x76\x46\x5A\xD5\xF4\x60\xE1\x20\xEC\x70\x78\xAB\x11\x19\x29\x11\x13\x1E\x09\x0F\x79\xE9\x7F\xFF\xFF\xFF\x29\xFE\x31\x50\x7F\xFF\xFF\xFF\x26\x8E\xC7\x26\x80\x00\x00\x00\x88\xFC\xFD\xD9\xEE\x24\xC0\x58\x84\x27\xBD\x98\x72\x7D\x84\x9D\xC8\x3E\xE3\x03\xBE\x9F\xE3\x53\xBC\xE2\x64\xEE\xA0\xF0\xF3\xB2\x05\xED\x7B\x40\x3E\xA6\x86\x07\xB8\x73\xB3\xEE\x1D\x06\xFA\x17\x2D\x6C\xDA\x40\x22\xA4\xED\x98\x8E\x76\x19\xAC\xBF\xE1\x4E\xD1\x62\x52\x07\x1F\x17\x5B\x53\x1B\x7F\x5B\xD6\x8B\x86\x60\xCB\xEB\x43\x69\x2D\x95\xA5\x66\x54\x69\x84\xB5\x6B\xA6\x29\x96\xC5\x60\x9B\x67\xDB\x5F\xBD\x9E\xE2\x7A\x83\x29\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18\x48\x03\x5C\x21\x08\xD7\xA2\xEA\x76\x26\x41\xD8\x01\x0C\xED\x66\x06\xA3\x12\xBB\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40\x7C\xD0\x8B\xFE\xEE\x91\x29\x3F\xAF\x67\x7F\x52\x62\x74\xDC\x46\xD7\x7C\x10\x87'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFA1E8448), ('P4rIngress.bitmap_seq.seq', 0x088B7E4A)], 7033)
        self.setRegisterValue('P4rIngress.rounds', 0x088B7E4A, 7033)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x84)], 7033)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7033)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB815B6E1), ('P4rIngress.values_v0000.hi', 0xB34E27D1)], 7033)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2CA3750A), ('P4rIngress.values_v0001.hi', 0x65A99BBD)], 7033)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x86CC7780), ('P4rIngress.values_v0010.hi', 0xCAF71045)], 7033)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x57A39073), ('P4rIngress.values_v0011.hi', 0x6DB4B2E6)], 7033)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xAD107005), ('P4rIngress.values_v0100.hi', 0xD1FF6EFF)], 7033)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x25499A3A), ('P4rIngress.values_v0101.hi', 0x21BDEF83)], 7033)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xF875F7B7), ('P4rIngress.values_v0110.hi', 0x8458BA4A)], 7033)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x40E0A6AF), ('P4rIngress.values_v0111.hi', 0xF2CA1B55)], 7033)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x44F3EDCD), ('P4rIngress.values_v1000.hi', 0xAD7D9AE6)], 7033)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3CD99264), ('P4rIngress.values_v1001.hi', 0x1A5E9FE3)], 7033)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7E9C8C1D), ('P4rIngress.values_v1010.hi', 0x3CF362CB)], 7033)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x040B3537), ('P4rIngress.values_v1011.hi', 0x27C754B3)], 7033)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x4AACD475)], 7033)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xC9AD144D), ('P4rIngress.values_v1101.hi', 0x696D3AEE)], 7033)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4BD29283), ('P4rIngress.values_v1110.hi', 0xC17B4528)], 7033)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x772CF2A5), ('P4rIngress.values_v1111.hi', 0x56DBB94B)], 7033)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x58BF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001436),
                gc.DataTuple('slot_count', 0x00000797),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD20F91C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x6698B2D8),
                gc.KeyTuple('src_port', 0xD48F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x58BF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x015F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x66\x98\xB2\xD8\x00\x00\x00\x00\xD4\x8F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x58\xBF\x00\x10\xD2\x0F\x91\xC5\x07\x43\x04\xA2\x08\x8B\x7E\x4A\x00\x20\x00\x00\xAE\xDF\x75\xD7\x91\x31\x4D\x45\x65\x70\x13\xE3\x79\x27\x53\x3D\x86\x18\xE6\x55\xCD\x65\x3D\x47\x3B\x56\xBB\x59\x3D\x28\xAC\xA8\xDA\x19\xDE\x6F\x57\x84\x7E\xB5\xB5\x39\x1E\xAD\x73\x86\xFC\x66\x81\x48\xF2\x3D\x87\xB3\x19\xE8\x5C\x2B\xF0\xA9\x3A\xF8\xDB\x6C\x6B\x11\xCE\x87\x1D\x1F\x8E\xED\x47\x8E\x93\xD7\x5A\xFF\x90\x5E\x52\xDE\x83\x17\x76\x67\xE1\xA5\xB7\x02\x78\xB8\x9E\x87\x5D\x75\x00\x00\x00\x00\x73\xA7\x5A\x43\x9E\xB6\xD1\xDC\x54\x71\x08\xB2\x64\xD3\xD8\xF1\x93\x12\x52\x68\x1C\xBD\xAF\x93\x50\x3A\xBD\x9E\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x66\x98\xB2\xD8\xBE\xEF\xD4\x8F\x00\xA0\x00\x00\x50\x34\x02\x82\x58\xBF\x00\x10\xD2\x0F\x91\xC5\x07\x43\x00\xA2\x08\x8B\x7E\x4A\x00\x20\x00\x06\x80\x00\x00\x00\x91\x31\x4D\x45\x7F\xFF\xFF\xFF\x79\x27\x53\x3D\x80\x00\x00\x00\xCD\x65\x3D\x47\x7F\xFF\xFF\xFF\x3D\x28\xAC\xA8\x87\x2A\x4E\x74\x57\x84\x7E\xB5\xDA\x82\xB8\xE7\x73\x86\xFC\x66\x80\x00\x00\x00\x87\xB3\x19\xE8\x7F\xFF\xFF\xFF\x3A\xF8\xDB\x6C\x7F\xFF\xFF\xFF\x1D\x1F\x8E\xED\x7F\xFF\xFF\xFF\x5A\xFF\x90\x5E\x7F\xFF\xFF\xFF\x76\x67\xE1\xA5\xBB\x0D\xAD\xEF\x9E\x87\x5D\x75\x00\x00\x00\x00\x73\xA7\x5A\x43\x80\x00\x00\x00\x54\x71\x08\xB2\x7F\xFF\xFF\xFF\x93\x12\x52\x68\x7F\xFF\xFF\xFF\x50\x3A\xBD\x9E\x2F\x05\x9D\xDC\x7A\x19\x74\xB4\xAA\x56\x98\x01\xF4\x24\x2D\x4B\xE2\xB9\xEE\x81\x5B\x23\xE5\x7F\x24\xF0\x27\x71\x4B\x3A\x92\x7F\x68\x4D\x01\x77'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x89BE90AB), ('P4rIngress.bitmap_seq.seq', 0xBF5F6EB0)], 2232)
        self.setRegisterValue('P4rIngress.rounds', 0xBF5F6EB0, 2232)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x80)], 2232)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2232)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC2D176F5), ('P4rIngress.values_v0000.hi', 0x97B964E0)], 2232)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x1E3CCCC6), ('P4rIngress.values_v0001.hi', 0x520FA1E9)], 2232)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x77C568A8), ('P4rIngress.values_v0010.hi', 0x4B518A3A)], 2232)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAF01F171), ('P4rIngress.values_v0011.hi', 0x44273B32)], 2232)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB757AB56), ('P4rIngress.values_v0100.hi', 0x7D2B077B)], 2232)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x33686996), ('P4rIngress.values_v0101.hi', 0x57A759A2)], 2232)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9E749939), ('P4rIngress.values_v0110.hi', 0x92AA2DD7)], 2232)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x97605AD9), ('P4rIngress.values_v0111.hi', 0xB69D0585)], 2232)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4A8B3D75), ('P4rIngress.values_v1000.hi', 0xD2C9A953)], 2232)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4DC484FA), ('P4rIngress.values_v1001.hi', 0x37D9B6E3)], 2232)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6059CE1A), ('P4rIngress.values_v1010.hi', 0x4C2C6638)], 2232)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA76A635F), ('P4rIngress.values_v1011.hi', 0x69FB4138)], 2232)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xADCF1606), ('P4rIngress.values_v1100.hi', 0x00000000)], 2232)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x721B6BA3), ('P4rIngress.values_v1101.hi', 0x670F759B)], 2232)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x41F9589D), ('P4rIngress.values_v1110.hi', 0x1DA57CD3)], 2232)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xE14E2C85), ('P4rIngress.values_v1111.hi', 0x06FD719E)], 2232)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD018),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007BC),
                gc.DataTuple('slot_count', 0x0000114C),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFF9FD0B7),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x0DFF0F98),
                gc.KeyTuple('src_port', 0x3DEC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD018),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02F4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0D\xFF\x0F\x98\x00\x00\x00\x00\x3D\xEC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD0\x18\x00\x10\xFF\x9F\xD0\xB7\x00\xFC\x06\x93\xBF\x5F\x6E\xB0\x00\x20\x00\x00\x93\xA2\xDA\xDE\xB8\x94\xEC\x4C\x71\x6C\x27\x0E\x63\x07\x44\x2B\x57\x49\x7B\x8A\x40\xBA\xE4\x7E\xAC\xD5\xEE\xDB\x70\x57\x31\x4B\x53\x5D\xDB\x54\x29\xC9\xA4\xC8\x9C\xEC\x9E\xB4\x56\xFD\x49\x5C\xD4\xEA\xEE\x21\xBF\x2E\x71\x66\x51\x6A\xD9\xE7\x93\x7C\x02\x8D\x7E\xCD\x0C\x7B\x96\x5B\xC3\x37\x48\xFF\x82\xFF\x22\x1B\x76\x6D\x40\xCB\xC8\xBB\x5F\xE7\x5C\xFA\x88\xC2\x59\x3A\x6B\xCA\x08\x12\xB5\x93\x5A\x63\xE9\x29\x9A\x60\x19\xD9\x6E\x25\xC5\x49\x73\xCF\x53\x4D\x10\x89\x67\x96\x0E\x4F\x92\x34\x5E\x25\x36\xEA\x99\xF0\x6B\x54\x4A\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0D\xFF\x0F\x98\xBE\xEF\x3D\xEC\x00\xA0\x00\x00\x50\x34\x02\x82\xD0\x18\x00\x10\xFF\x9F\xD0\xB7\x00\xFC\x00\x93\xBF\x5F\x6E\xB0\x00\x20\x00\x16\x80\x00\x00\x00\xB8\x94\xEC\x4C\x7F\xFF\xFF\xFF\x63\x07\x44\x2B\x7F\xFF\xFF\xFF\x40\xBA\xE4\x7E\x80\x00\x00\x00\x70\x57\x31\x4B\x0A\xB5\x86\xAA\x29\xC9\xA4\xC8\xD0\x55\x08\x4A\x56\xFD\x49\x5C\x80\x00\x00\x00\xBF\x2E\x71\x66\xE8\xCB\x34\xC0\x93\x7C\x02\x8D\x7F\xFF\xFF\xFF\x96\x5B\xC3\x37\x7F\xFF\xFF\xFF\x22\x1B\x76\x6D\x7F\xFF\xFF\xFF\x5F\xE7\x5C\xFA\x80\x00\x00\x00\x6B\xCA\x08\x12\x80\x00\x00\x00\xE9\x29\x9A\x60\x7F\xFF\xFF\xFF\xC5\x49\x73\xCF\x7F\xFF\xFF\xFF\x67\x96\x0E\x4F\x80\x00\x00\x00\x36\xEA\x99\xF0\x6B\x54\x4A\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE99E699E), ('P4rIngress.bitmap_seq.seq', 0x2E3EDD73)], 4988)
        self.setRegisterValue('P4rIngress.rounds', 0x2E3EDD73, 4988)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x1F)], 4988)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4988)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBECD57E3), ('P4rIngress.values_v0000.hi', 0xABA6F416)], 4988)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x23761736), ('P4rIngress.values_v0001.hi', 0x3B6A5565)], 4988)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7F174585), ('P4rIngress.values_v0010.hi', 0x483527FE)], 4988)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x94D4DFDA), ('P4rIngress.values_v0011.hi', 0x4E4D8F9E)], 4988)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2F38B05B), ('P4rIngress.values_v0100.hi', 0x374BA26A)], 4988)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x43376EC8), ('P4rIngress.values_v0101.hi', 0x455E9470)], 4988)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x950DD7BA), ('P4rIngress.values_v0110.hi', 0xF95756E0)], 4988)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x52CD6EA7), ('P4rIngress.values_v0111.hi', 0x8EF04B9E)], 4988)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5B561E2B), ('P4rIngress.values_v1000.hi', 0xB10418B7)], 4988)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x332A8CE3), ('P4rIngress.values_v1001.hi', 0xADEB2783)], 4988)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xADFEA1DD), ('P4rIngress.values_v1010.hi', 0x1B6910FC)], 4988)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBAFD4393), ('P4rIngress.values_v1011.hi', 0x1E788CA3)], 4988)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x75D9B743), ('P4rIngress.values_v1100.hi', 0xE61F735E)], 4988)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5A9F77CD), ('P4rIngress.values_v1101.hi', 0xAC41E193)], 4988)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x636CF40B), ('P4rIngress.values_v1110.hi', 0x43D1F6C8)], 4988)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3E3385D9), ('P4rIngress.values_v1111.hi', 0x302AB04B)], 4988)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6F50),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000F00),
                gc.DataTuple('slot_count', 0x00000B9F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC42CDEEE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x024),
                gc.KeyTuple('src_addr', 0xC7E1B840),
                gc.KeyTuple('src_port', 0x921F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6F50),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03F5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xE1\xB8\x40\x00\x00\x00\x00\x92\x1F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6F\x50\x00\x10\xC4\x2C\xDE\xEE\x04\x7C\x04\xBD\x2E\x3E\xDD\x73\x00\x20\x00\x00\x94\xDC\x0B\xAA\xBB\xFB\x46\xB3\x6D\x6C\xE9\xA3\x72\xF6\xF1\xA3\x03\xEE\x4A\x4A\x4A\x7A\xD5\xEC\x9D\xE9\xD4\x23\x34\x69\x24\x66\xA3\xE4\x53\xEE\x55\xDB\xF1\x2D\xFB\x75\x2C\x8F\x6C\x5F\xDE\xF6\xCE\x49\xDA\x9A\x85\x0D\x0B\x36\xDF\x7B\x23\x17\x00\x00\x00\x00\x4B\x44\xDF\xEA\x4E\xFB\xE7\x49\x63\x18\x3B\x62\x2C\x8B\xB7\x0D\xBD\x22\xBC\x7E\xDE\x2F\x9B\xFA\xA9\xF9\x71\x05\x71\x39\x8F\x55\x75\x99\x19\x50\x5A\xEE\x56\x4E\x6A\x8C\x15\xFE\x97\x5E\x29\x7B\x35\x5C\x6D\xE6\x4D\x4C\x96\x59\xBB\xD6\x15\xC1\x5A\x50\x36\x30\x20\x04\x5A\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC7\xE1\xB8\x40\xBE\xEF\x92\x1F\x00\xA0\x00\x00\x50\x34\x02\x82\x6F\x50\x00\x10\xC4\x2C\xDE\xEE\x04\x7C\x00\xBD\x2E\x3E\xDD\x73\x00\x20\x00\x20\x80\x00\x00\x00\xBB\xFB\x46\xB3\x7F\xFF\xFF\xFF\x72\xF6\xF1\xA3\x7F\xFF\xFF\xFF\x4A\x7A\xD5\xEC\x80\x00\x00\x00\x34\x69\x24\x66\xD3\x1D\x04\x49\x55\xDB\xF1\x2D\x3E\xAC\x9B\x57\x6C\x5F\xDE\xF6\x80\x00\x00\x00\x85\x0D\x0B\x36\x32\x48\x91\xBE\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x4E\xFB\xE7\x49\x7F\xFF\xFF\xFF\x2C\x8B\xB7\x0D\x80\x00\x00\x00\xDE\x2F\x9B\xFA\x80\x00\x00\x00\x71\x39\x8F\x55\x7F\xFF\xFF\xFF\x5A\xEE\x56\x4E\x7F\xFF\xFF\xFF\x97\x5E\x29\x7B\x7F\xFF\xFF\xFF\x4D\x4C\x96\x59\xFA\x09\x9B\x9A\x5A\x50\x36\x30\x20\x04\x5A\xDC\xFC\x69\x35\xA4\x92\x83\xCC\x84\x25\x95\x1C\x33\xA1\x89\x4C\x08\xD0\x7C\xC9\x7B\x45\xDE\x7C\xA1\x2D\xFC\xBA\x7E\x03\x19\xB9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x660A1DFD), ('P4rIngress.bitmap_seq.seq', 0x62FC0000)], 1877)
        self.setRegisterValue('P4rIngress.rounds', 0x62FC0000, 1877)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x02), ('P4rIngress.count_exp.exponent', 0x3B)], 1877)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1877)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8A4EA8B6), ('P4rIngress.values_v0000.hi', 0xC90A5B25)], 1877)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5C6BBA5B), ('P4rIngress.values_v0001.hi', 0x1DEB6A49)], 1877)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xA69E99A0), ('P4rIngress.values_v0010.hi', 0x79865FEA)], 1877)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x75717AF6), ('P4rIngress.values_v0011.hi', 0x5526FFA4)], 1877)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xC9D3B667), ('P4rIngress.values_v0100.hi', 0x97C56AC1)], 1877)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDD2EA956), ('P4rIngress.values_v0101.hi', 0x4F792C07)], 1877)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAF3877EB), ('P4rIngress.values_v0110.hi', 0xCF7CBA67)], 1877)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x551F9F81), ('P4rIngress.values_v0111.hi', 0xFDF4FB7F)], 1877)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4BA69581), ('P4rIngress.values_v1000.hi', 0x3CF26CFA)], 1877)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2385B1A3), ('P4rIngress.values_v1001.hi', 0xB2BFBD68)], 1877)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7AFF2DC5), ('P4rIngress.values_v1010.hi', 0x177D2751)], 1877)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD5FFA8E6), ('P4rIngress.values_v1011.hi', 0xAB1ECC96)], 1877)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3552999B), ('P4rIngress.values_v1100.hi', 0x64C5312A)], 1877)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB9C6B3A0), ('P4rIngress.values_v1101.hi', 0x4ADCEF51)], 1877)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x663505E2), ('P4rIngress.values_v1110.hi', 0x526ABB1F)], 1877)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x76BF21F4), ('P4rIngress.values_v1111.hi', 0x70B135FB)], 1877)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80A5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000006E),
                gc.DataTuple('slot_count', 0x00001765),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB4A5C180),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0xB0BB91D2),
                gc.KeyTuple('src_port', 0x9386),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80A5),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB0\xBB\x91\xD2\x00\x00\x00\x00\x93\x86\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xA5\x00\x10\xB4\xA5\xC1\x80\x06\xE7\x06\x89\x62\xFC\x00\x00\x00\x20\x00\x00\xB1\xE2\xDA\xD3\xAF\xC9\x67\xD5\x49\x7A\x2B\x78\x74\xE8\xA7\x0E\xA6\xC0\xC4\x6D\xFD\x3F\xD2\x0B\x0C\x97\xB1\xB3\x7F\x6E\x78\xB5\x63\x77\x9A\x7F\x00\x00\x00\x00\xCD\xEB\x69\xDD\x4B\x56\xD0\x99\x99\xB1\x03\x69\xAB\x7E\x4E\x57\x5D\xAD\x04\x3A\x67\xAB\x88\xBB\x4A\xB7\x01\x35\xBC\xB2\x65\x0E\x7D\x4D\xBC\xB2\x1A\x5F\xEF\xC8\x09\x02\x63\x9D\x77\x4D\x2B\x76\x50\x65\xA5\x4F\x39\x70\x19\xCB\xBD\x06\x75\x1C\x55\x85\xBD\xB2\xB2\x4E\xD6\xD2\xF3\xB2\xCE\xF7\x1F\x15\x3D\x76\x5C\xC0\xC6\x3B\x74\xE5\x38\x1D\x76\x9F\x21\x4B\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB0\xBB\x91\xD2\xBE\xEF\x93\x86\x00\xA0\x00\x00\x50\x34\x02\x82\x80\xA5\x00\x10\xB4\xA5\xC1\x80\x06\xE7\x00\x89\x62\xFC\x00\x00\x00\x20\x00\x03\x80\x00\x00\x00\xAF\xC9\x67\xD5\x7F\xFF\xFF\xFF\x74\xE8\xA7\x0E\x80\x00\x00\x00\xFD\x3F\xD2\x0B\x7F\xFF\xFF\xFF\x7F\x6E\x78\xB5\x2D\x4B\x50\xE6\x00\x00\x00\x00\xAB\x1A\x13\x33\x4B\x56\xD0\x99\x80\x00\x00\x00\xAB\x7E\x4E\x57\x7F\xFF\xFF\xFF\x67\xAB\x88\xBB\x7F\xFF\xFF\xFF\xBC\xB2\x65\x0E\x7F\xFF\xFF\xFF\x1A\x5F\xEF\xC8\x7F\xFF\xFF\xFF\x77\x4D\x2B\x76\x26\x65\x4E\x35\x39\x70\x19\xCB\xF2\x59\x0E\xB7\x55\x85\xBD\xB2\x80\x00\x00\x00\xF3\xB2\xCE\xF7\x7F\xFF\xFF\xFF\x5C\xC0\xC6\x3B\x7F\xFF\xFF\xFF\x76\x9F\x21\x4B\x67\x1A\x77\x8B\x48\x96\x5F\x84\x81\x51\x86\xAA\xEF\x8D\x85\xB8\x5B\x32\x8E\xD8\xEE\xE3\x4B\xD9\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76\xE4\x4F\x5C\x3B\x0C\x2B\x6C\x7B\x2A\x37\x81\xED\x39\x4E\x36\x57'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x856AD036), ('P4rIngress.bitmap_seq.seq', 0xE0C0669F)], 2300)
        self.setRegisterValue('P4rIngress.rounds', 0xE0C0669F, 2300)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1E), ('P4rIngress.count_exp.exponent', 0x5B)], 2300)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2300)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAD211026), ('P4rIngress.values_v0000.hi', 0x83AC9B2C)], 2300)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x426BFF4D), ('P4rIngress.values_v0001.hi', 0x553A27A9)], 2300)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x9566E655), ('P4rIngress.values_v0010.hi', 0x3AE68D0D)], 2300)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5E96DE5E), ('P4rIngress.values_v0011.hi', 0x49BBFB29)], 2300)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xBAE78ECB), ('P4rIngress.values_v0100.hi', 0x3D4DEDD6)], 2300)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2DEBE3FE), ('P4rIngress.values_v0101.hi', 0x6EB38504)], 2300)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x86459749), ('P4rIngress.values_v0110.hi', 0x942A448A)], 2300)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x49B6AEE8), ('P4rIngress.values_v0111.hi', 0x4AD777AB)], 2300)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x64FA4D4B), ('P4rIngress.values_v1000.hi', 0x2DE4FD4C)], 2300)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xDF275F73), ('P4rIngress.values_v1001.hi', 0xAD426A80)], 2300)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBCD01B58), ('P4rIngress.values_v1010.hi', 0x78790C61)], 2300)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA429F693), ('P4rIngress.values_v1011.hi', 0x7A6B4377)], 2300)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDB952552), ('P4rIngress.values_v1100.hi', 0x589E7B9C)], 2300)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9CF8FB0F), ('P4rIngress.values_v1101.hi', 0x4A43570F)], 2300)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x18B1FE04), ('P4rIngress.values_v1110.hi', 0x74C661C1)], 2300)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5306F079), ('P4rIngress.values_v1111.hi', 0x8C4A6947)], 2300)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0556),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008FC),
                gc.DataTuple('slot_count', 0x00000B65),
                gc.DataTuple('num_workers', 0x001F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5EA95403),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0x31A99CE5),
                gc.KeyTuple('src_port', 0x5495),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0556),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x029F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x31\xA9\x9C\xE5\x00\x00\x00\x00\x54\x95\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x05\x56\x00\x10\x5E\xA9\x54\x03\x00\x00\x02\x6B\xE0\xC0\x66\x9F\x00\x20\x00\x00\xB9\xEF\x33\x73\xBE\x09\xD3\x6D\x40\x0B\xAE\x6B\x52\x53\x8B\x8E\xE4\x56\xCD\x7D\x0B\x86\xD6\xEB\x4C\x8E\x48\xD0\x6C\xE2\x96\x02\x17\x44\xF8\xB3\xF7\x6E\xE9\x23\x9D\x69\xDE\x57\x2D\x4E\x2F\x4D\xED\x4B\xFD\xEF\xBD\x07\x3E\x0B\x58\xD7\xA8\x48\xB7\xB2\xD0\x49\x1E\x12\xE9\x13\xA9\x86\xF5\x62\x9E\xDC\x52\x3B\x9F\x52\xE2\x90\x96\xC7\x37\x4B\x4D\xBD\xF7\x1A\x96\x34\x8A\x21\x50\x6E\x69\x05\x34\xDB\xA2\x95\x11\xD2\xCB\x58\xBA\x7E\xF7\xB7\x28\x45\x77\x74\x7A\xB4\x4B\x26\x5C\x1D\x24\x17\x44\x77\xD8\x66\xE1\xFA\xB9\xEE\x11\x89\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x31\xA9\x9C\xE5\xBE\xEF\x54\x95\x00\xA0\x00\x00\x50\x34\x02\x82\x05\x56\x00\x10\x5E\xA9\x54\x03\x00\x00\x00\x6B\xE0\xC0\x66\x9F\x00\x20\x00\x1F\x80\x00\x00\x00\xBE\x09\xD3\x6D\x7F\xFF\xFF\xFF\x52\x53\x8B\x8E\x80\x00\x00\x00\x0B\x86\xD6\xEB\x7F\xFF\xFF\xFF\x6C\xE2\x96\x02\xD2\x2C\x87\x7E\xF7\x6E\xE9\x23\xCB\x55\xC2\x55\x2D\x4E\x2F\x4D\x80\x00\x00\x00\xBD\x07\x3E\x0B\x7F\xFF\xFF\xFF\xB7\xB2\xD0\x49\x7F\xFF\xFF\xFF\xA9\x86\xF5\x62\x80\x00\x00\x00\x9F\x52\xE2\x90\x80\x00\x00\x00\x4D\xBD\xF7\x1A\x80\x00\x00\x00\x50\x6E\x69\x05\x10\x70\xC7\xE7\x11\xD2\xCB\x58\x80\x00\x00\x00\x28\x45\x77\x74\x7F\xFF\xFF\xFF\x5C\x1D\x24\x17\x7F\xFF\xFF\xFF\xE1\xFA\xB9\xEE\x11\x89\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5\x80\x0E\x7A\x3C\xEF\x66\x31\xD1\xA9\x34\xC2\xE7\x23\x89\x7A\xBF\xF3\x29\x07\x9C\x0E\xD7\x80\xB6\x9E\xEB\x0D\xDB\x3B\x22\x10\xF2\x25\x6C\x0A\x9C\xD2\x4A\x55\x72\x51\x8C\x84\x1D\x2D\x6C\x05\xB8\x17\x79\xC2\x8D\xFD\x69\x00\x94\x95\xC2\x42\xC4\xAF\xBA\xC1\x71\xFB\x64\x40\x17\x3D\x7B\xEC\xF0\xFD\x6E\x45\x05\x64\x34\xC7\xA5\xF0\x0E\x5F\x59\x41\xB4\x88\xD4\x03\x71\x55\xFC\xCE\x86\xF5\x9C\x1D\x5B\x73\x97\x77\x13\x04\xAF\x10\x10\xB8\xA8\x7E\x23\x11\x9C\xEC\xE5\xA1\xD5\x0F\x32\x08\xEB\xEA\x96\x04\xA8\x6F\x10\x20\x6A\xEB\xB1\xE5\xCC\xA9\x71\x84\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x28C2F5B2), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 4031)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 4031)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x5E)], 4031)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4031)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB5DAAA0C), ('P4rIngress.values_v0000.hi', 0x92F7F7F2)], 4031)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x50712227), ('P4rIngress.values_v0001.hi', 0x5AD33AD5)], 4031)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7E1E7B23), ('P4rIngress.values_v0010.hi', 0x41B611E0)], 4031)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9A9ED96B), ('P4rIngress.values_v0011.hi', 0x7ADAD48B)], 4031)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB1ACDCB4), ('P4rIngress.values_v0100.hi', 0x72CC8C22)], 4031)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBF144913), ('P4rIngress.values_v0101.hi', 0x6926B453)], 4031)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCDEABA10), ('P4rIngress.values_v0110.hi', 0x5EBDA348)], 4031)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x1AFC26EB), ('P4rIngress.values_v0111.hi', 0x913919DE)], 4031)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6F4548F9), ('P4rIngress.values_v1000.hi', 0xEFBD8257)], 4031)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7819E5BC), ('P4rIngress.values_v1001.hi', 0xCDA62A53)], 4031)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA6731F98), ('P4rIngress.values_v1010.hi', 0x5CBFCF3A)], 4031)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7574BA21), ('P4rIngress.values_v1011.hi', 0xB96604C0)], 4031)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x49BED7B3), ('P4rIngress.values_v1100.hi', 0x5A1519B6)], 4031)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1E7B9090), ('P4rIngress.values_v1101.hi', 0x5916EAEC)], 4031)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xAA9D8F52), ('P4rIngress.values_v1110.hi', 0x2E151670)], 4031)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9E852B0A), ('P4rIngress.values_v1111.hi', 0xB9121E79)], 4031)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6952),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001DF),
                gc.DataTuple('slot_count', 0x00001C4A),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFE5E691D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0xA7848F27),
                gc.KeyTuple('src_port', 0xDEFF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6952),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01B7),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x84\x8F\x27\x00\x00\x00\x00\xDE\xFF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x69\x52\x00\x10\xFE\x5E\x69\x1D\x0D\xE0\x04\x89\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xB2\xDA\x1A\x96\xAD\xA1\x28\xC2\x52\xC1\xA4\xB2\x46\xFB\x93\x9A\x1A\x94\xBA\x66\x72\x27\xB7\x57\xAA\xA7\x9C\x3C\x58\x58\x92\x91\x2D\xB8\x87\xFF\x4A\xDC\xEB\x9F\xB5\xCB\xC4\x05\x2D\x65\x50\x33\x9B\x12\x14\x8E\x6F\x11\x1B\xCC\x6F\x89\x28\xCD\xBA\x93\x5D\xB6\x7C\x6C\x3E\x93\x8A\x3C\x56\xF4\x7A\x6C\x8D\xBE\x47\xCA\xA6\x4F\xC9\x5A\x7E\xF3\x59\xFD\xCB\x4F\x13\x9E\xDE\xC5\x1D\x64\x0D\x5E\xEB\x28\x9C\x1C\x5D\xA7\xBA\xA6\x36\xE0\x9B\xD9\x4E\x64\x5B\x09\xAC\xA0\xC4\x5A\x6D\x3B\x1E\xD0\xC5\xD4\x68\xCE\xB4\x13\x4F\x73\x2D\xB1\xD6\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\x84\x8F\x27\xBE\xEF\xDE\xFF\x00\xA0\x00\x00\x50\x34\x02\x82\x69\x52\x00\x10\xFE\x5E\x69\x1D\x0D\xE0\x00\x89\xFF\xFF\xFF\xFF\x00\x20\x00\x18\x80\x00\x00\x00\xAD\xA1\x28\xC2\x7F\xFF\xFF\xFF\x46\xFB\x93\x9A\x7F\xFF\xFF\xFF\x72\x27\xB7\x57\x80\x00\x00\x00\x58\x58\x92\x91\xDF\x65\x64\xB3\x4A\xDC\xEB\x9F\x80\x00\x00\x00\x2D\x65\x50\x33\x80\x00\x00\x00\x6F\x11\x1B\xCC\x7F\xFF\xFF\xFF\xBA\x93\x5D\xB6\x7F\xFF\xFF\xFF\x8A\x3C\x56\xF4\x7F\xFF\xFF\xFF\x47\xCA\xA6\x4F\x80\x00\x00\x00\x59\xFD\xCB\x4F\x7F\xFF\xFF\xFF\x1D\x64\x0D\x5E\x34\xE7\x73\xCF\x5D\xA7\xBA\xA6\x55\x5C\x2C\x69\x4E\x64\x5B\x09\x80\x00\x00\x00\x6D\x3B\x1E\xD0\x80\x00\x00\x00\xB4\x13\x4F\x73\x2D\xB1\xD6\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x880434C2), ('P4rIngress.bitmap_seq.seq', 0xF5173A14)], 2451)
        self.setRegisterValue('P4rIngress.rounds', 0xF5173A14, 2451)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x3E)], 2451)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2451)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBAE0F119), ('P4rIngress.values_v0000.hi', 0xA7398AB9)], 2451)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4F054130), ('P4rIngress.values_v0001.hi', 0x6B774749)], 2451)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x16669A61), ('P4rIngress.values_v0010.hi', 0x6D0FCB9F)], 2451)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA9AA1684), ('P4rIngress.values_v0011.hi', 0x7B1335F5)], 2451)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1272FD29), ('P4rIngress.values_v0100.hi', 0x3BA57679)], 2451)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x44D5138D), ('P4rIngress.values_v0101.hi', 0x501221D2)], 2451)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x893B76BB), ('P4rIngress.values_v0110.hi', 0x86C6A9E9)], 2451)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2BD5926A), ('P4rIngress.values_v0111.hi', 0x8EAED63B)], 2451)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x73A2C4D7), ('P4rIngress.values_v1000.hi', 0x5835BCC9)], 2451)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7D1A9F0B), ('P4rIngress.values_v1001.hi', 0x3DC15BD9)], 2451)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBEF71313), ('P4rIngress.values_v1010.hi', 0x83DA6053)], 2451)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB4CF3A96), ('P4rIngress.values_v1011.hi', 0x708D1C2A)], 2451)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0D2B34DB), ('P4rIngress.values_v1100.hi', 0x99996C97)], 2451)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x71F6A754), ('P4rIngress.values_v1101.hi', 0xB800008C)], 2451)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2F3ED6EA), ('P4rIngress.values_v1110.hi', 0x5B2D1406)], 2451)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAC4B79F6), ('P4rIngress.values_v1111.hi', 0xAFF269F5)], 2451)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB091),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000909),
                gc.DataTuple('slot_count', 0x000007EB),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF4BD9E34),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0xA4ECD689),
                gc.KeyTuple('src_port', 0x37C6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB091),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0098),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA4\xEC\xD6\x89\x00\x00\x00\x00\x37\xC6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB0\x91\x00\x10\xF4\xBD\x9E\x34\x00\x8A\x04\x55\xF5\x17\x3A\x14\x00\x20\x00\x00\xAA\xF8\xD2\x8D\x91\x35\xAA\x8D\x37\x2C\x6B\xB7\x3D\xE2\x5C\xA7\x71\x1C\x9E\xEF\x2F\xE6\x1B\xB2\xD5\x74\x75\x0E\x3B\xF0\xE4\x26\xCF\x76\xED\x6B\x58\xEB\xC3\xA1\xEE\x74\x08\xDB\x56\x06\xD6\x8E\xBB\xB9\xBB\x9F\x99\x62\x01\x8D\xDD\x6B\xBF\x17\x7F\xEE\x49\xF9\x0F\x2D\x39\x97\x8B\x43\x96\x43\x25\xE3\xBA\x1B\x96\x6F\xFB\x0B\x9C\xB7\x20\xF9\x7C\xE8\x4E\xE7\x99\xDC\x1B\x4C\x5B\x77\x89\x37\x78\x03\xA5\x9B\x6F\xB9\x6C\xAB\x39\x63\xA7\x0D\xC6\xDA\xA2\x84\x6B\x46\x6C\xAA\x4D\x0E\x8D\x9A\xBA\xD7\x3D\x8E\xCD\x5B\x89\x17\x84\x30\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA4\xEC\xD6\x89\xBE\xEF\x37\xC6\x00\xA0\x00\x00\x50\x34\x02\x82\xB0\x91\x00\x10\xF4\xBD\x9E\x34\x00\x8A\x00\x55\xF5\x17\x3A\x14\x00\x20\x00\x1B\x80\x00\x00\x00\x91\x35\xAA\x8D\x7F\xFF\xFF\xFF\x3D\xE2\x5C\xA7\x7F\xFF\xFF\xFF\x2F\xE6\x1B\xB2\x80\x00\x00\x00\x3B\xF0\xE4\x26\xE1\xE9\xEA\x94\x58\xEB\xC3\xA1\x33\x49\x1C\x68\x56\x06\xD6\x8E\x80\x00\x00\x00\x99\x62\x01\x8D\x09\x41\x51\x81\x7F\xEE\x49\xF9\x7F\xFF\xFF\xFF\x8B\x43\x96\x43\x7F\xFF\xFF\xFF\x96\x6F\xFB\x0B\x80\x00\x00\x00\x7C\xE8\x4E\xE7\x80\x00\x00\x00\x5B\x77\x89\x37\x7F\xFF\xFF\xFF\x6F\xB9\x6C\xAB\x7F\xFF\xFF\xFF\xC6\xDA\xA2\x84\x7F\xFF\xFF\xFF\x4D\x0E\x8D\x9A\x80\x00\x00\x00\xCD\x5B\x89\x17\x84\x30\x16\x56\x2E\x6E\xF5\xC1\x71\x05\x68\xE4\x25\xC9\x83\x4D\x20\xF5\xA0\x07\xEF\x34\xAC\x37\x7E\xF6\x15\x93\x92\xE0\xCF\xBC\x57\x36\x1B\x99\xB1\x10\xE3\xF4\xF5\xD2\xAA\x8B\x4D\x65\x78\xD8\x5A\xDF\x91\x72\x71\xE9\x2C\xC1\x1E\xA5\xC3\xE3\x18\x9B\xAE\x20\x2A\xC7\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1D4AEA88), ('P4rIngress.bitmap_seq.seq', 0x6B465400)], 1393)
        self.setRegisterValue('P4rIngress.rounds', 0x6B465400, 1393)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x05), ('P4rIngress.count_exp.exponent', 0x3A)], 1393)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1393)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD590C338), ('P4rIngress.values_v0000.hi', 0x98F04567)], 1393)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x48DBE8A6), ('P4rIngress.values_v0001.hi', 0x1276A259)], 1393)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x603D7A79), ('P4rIngress.values_v0010.hi', 0x64C931BB)], 1393)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA4F263EC), ('P4rIngress.values_v0011.hi', 0x385F9466)], 1393)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xBC65C08D), ('P4rIngress.values_v0100.hi', 0x26A8DC84)], 1393)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x778914AD), ('P4rIngress.values_v0101.hi', 0x57E67E85)], 1393)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA3C4C49D), ('P4rIngress.values_v0110.hi', 0x86B02783)], 1393)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFAE454A5), ('P4rIngress.values_v0111.hi', 0xEA2DC78B)], 1393)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5F8EAC9A), ('P4rIngress.values_v1000.hi', 0x00000000)], 1393)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6CDC63AD), ('P4rIngress.values_v1001.hi', 0xF36A16BC)], 1393)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6E1CB192), ('P4rIngress.values_v1010.hi', 0xA4B4B4E3)], 1393)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB4F75EF7), ('P4rIngress.values_v1011.hi', 0x47F1270B)], 1393)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0A14126F), ('P4rIngress.values_v1100.hi', 0xB882F01D)], 1393)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6EC42CC3), ('P4rIngress.values_v1101.hi', 0xA13696CA)], 1393)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x877F2988), ('P4rIngress.values_v1110.hi', 0xA3CA51DC)], 1393)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB9D6F46F), ('P4rIngress.values_v1111.hi', 0x59BA290E)], 1393)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB523),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002B5),
                gc.DataTuple('slot_count', 0x00000EA6),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC1E9F245),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x16DDAD19),
                gc.KeyTuple('src_port', 0xE755),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB523),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03E9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x16\xDD\xAD\x19\x00\x00\x00\x00\xE7\x55\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB5\x23\x00\x10\xC1\xE9\xF2\x45\x02\xBC\x06\x75\x6B\x46\x54\x00\x00\x20\x00\x00\xA1\xFA\x4E\xA8\xBB\x1C\xB0\x9A\x38\xD3\x8F\x1C\x79\x9E\xBC\x3E\x42\x65\xCD\x5B\x27\x47\x3D\x99\xA3\xF8\x37\x8F\x7E\xD8\xA4\xCD\x71\x1D\x7F\xD7\x7A\xD3\x7C\x9F\xA1\x3F\x0C\xBF\x65\x9E\x58\x4D\xC2\xC6\x6D\xA9\xC0\xEE\xF3\x67\x64\xCE\xA6\xF3\xCA\x79\x85\x19\x23\xD2\x70\xC6\x83\xF5\xA8\x40\x25\xBA\xDF\x2B\x7A\x2B\xB3\x0F\x61\x7B\xB9\x32\xAF\xDB\x91\xEC\xB5\xF5\x8A\xD7\x70\xF5\xEB\x71\xBB\x15\x6E\xA3\x9C\xF8\x91\xEE\x47\xC7\x4D\x73\xE5\x7F\xA9\x9C\xB6\x4B\x65\xF1\x6A\x9B\xDC\xB2\xB9\xD2\x75\x61\x77\xC1\x1F\x9E\xF0\xE6\x3E\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x16\xDD\xAD\x19\xBE\xEF\xE7\x55\x00\xA0\x00\x00\x50\x34\x02\x82\xB5\x23\x00\x10\xC1\xE9\xF2\x45\x02\xBC\x00\x75\x6B\x46\x54\x00\x00\x20\x00\x06\x80\x00\x00\x00\xBB\x1C\xB0\x9A\x7F\xFF\xFF\xFF\x79\x9E\xBC\x3E\x7F\xFF\xFF\xFF\x27\x47\x3D\x99\x80\x00\x00\x00\x7E\xD8\xA4\xCD\x2D\x83\x40\x64\x7A\xD3\x7C\x9F\x18\xC8\x21\x6C\x65\x9E\x58\x4D\x80\x00\x00\x00\xC0\xEE\xF3\x67\x5F\xB2\xFB\x98\xCA\x79\x85\x19\x7F\xFF\xFF\xFF\x83\xF5\xA8\x40\x7F\xFF\xFF\xFF\x7A\x2B\xB3\x0F\x7F\xFF\xFF\xFF\xAF\xDB\x91\xEC\x80\x00\x00\x00\x70\xF5\xEB\x71\xC5\x29\x81\x12\x9C\xF8\x91\xEE\x7F\xFF\xFF\xFF\xE5\x7F\xA9\x9C\x80\x00\x00\x00\x6A\x9B\xDC\xB2\x80\x00\x00\x00\x77\xC1\x1F\x9E\xF0\xE6\x3E\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4\xF8\xCA\xE2\x87\x41\x2D\x83\xC9\xEC\x61\xF9\x94\xE0\xEF\xEC\xFB\xC0\xD9\xD0\xD4\x98\x47\xE6\xDD\x01\x91\x9E\x73\x9B\x1C\x06\x34\x3B\xBD\x43\xA7\x50\x7D\xA5\xAA\xA1\x4C\x19\xA3\x49\xB9\x82\x0B\x56\x09\xC5\x49\xBE\x66\x58\xF9\xAD\x51\x0C\x42'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB8569DDF), ('P4rIngress.bitmap_seq.seq', 0x664F88E0)], 3126)
        self.setRegisterValue('P4rIngress.rounds', 0x664F88E0, 3126)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x1F)], 3126)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3126)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xF2B0FF87), ('P4rIngress.values_v0000.hi', 0xBD5F850C)], 3126)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x45228FAB), ('P4rIngress.values_v0001.hi', 0x76CA50AD)], 3126)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x79CD63BB), ('P4rIngress.values_v0010.hi', 0x56CDCAC4)], 3126)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x450B060D), ('P4rIngress.values_v0011.hi', 0xE4E997D7)], 3126)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5A83BE52), ('P4rIngress.values_v0100.hi', 0xD7B2D905)], 3126)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x19C06A75), ('P4rIngress.values_v0101.hi', 0x552D8946)], 3126)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xFE8B6FDB), ('P4rIngress.values_v0110.hi', 0x0E9D8252)], 3126)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x09F2DAB1), ('P4rIngress.values_v0111.hi', 0xEB6F5186)], 3126)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2BC4C334), ('P4rIngress.values_v1000.hi', 0x2EBBB2EB)], 3126)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9121561A), ('P4rIngress.values_v1001.hi', 0x8402CAEB)], 3126)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4B9367A9), ('P4rIngress.values_v1010.hi', 0xC2921961)], 3126)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3EC4ABED), ('P4rIngress.values_v1011.hi', 0x61EDE43B)], 3126)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDE9B9CB3), ('P4rIngress.values_v1100.hi', 0x6EE72D25)], 3126)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xE4E7AFDB), ('P4rIngress.values_v1101.hi', 0x46F6764A)], 3126)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCB4BADD5), ('P4rIngress.values_v1110.hi', 0x5265B7CF)], 3126)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2A5E0F3D), ('P4rIngress.values_v1111.hi', 0xF6A4D567)], 3126)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F4F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BDC),
                gc.DataTuple('slot_count', 0x0000049C),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6C2B4130),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0xE517B0C7),
                gc.KeyTuple('src_port', 0xEA48),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8F4F),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0297),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE5\x17\xB0\xC7\x00\x00\x00\x00\xEA\x48\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8F\x4F\x00\x10\x6C\x2B\x41\x30\x00\x5A\x00\x9B\x66\x4F\x88\xE0\x00\x20\x00\x00\x89\xC0\xD6\x91\xA6\x4D\xDB\x14\x65\x95\x99\x89\x14\x09\x15\xB1\x23\x24\xAB\x8E\x6E\xB1\x82\x59\x4F\xAE\xCF\x4D\x55\xE9\x77\x83\x28\x86\xFE\x53\x89\x16\x34\x9E\x25\x33\x9E\xA5\x42\xF8\xED\x56\xC7\x5E\xE7\x81\x77\x03\x98\x0C\x7D\x57\xFA\xD2\xA5\xCA\x65\xFF\x61\x07\xD6\xB8\xAB\xF7\xE9\x46\xBD\x3D\x9F\x09\xCC\x9F\xA6\x29\x5A\xB1\x29\xAB\x0A\x18\xB3\xA4\xA4\x1C\x67\xDD\x4F\xCD\xB0\x89\x83\x4B\x10\xCB\x46\x24\xF2\x3E\x90\xD2\xA5\x11\x6E\xE9\xC6\xC7\xA3\xC0\x94\x5D\x43\x2A\x03\xA3\x6E\x78\x73\xA3\x01\xAB\x51\x79\xA6\xB9\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xE5\x17\xB0\xC7\xBE\xEF\xEA\x48\x00\xA0\x00\x00\x50\x34\x02\x82\x8F\x4F\x00\x10\x6C\x2B\x41\x30\x00\x5A\x00\x9B\x66\x4F\x88\xE0\x00\x20\x00\x11\x80\x00\x00\x00\xA6\x4D\xDB\x14\x7F\xFF\xFF\xFF\x14\x09\x15\xB1\x7F\xFF\xFF\xFF\x6E\xB1\x82\x59\x7F\xFF\xFF\xFF\x55\xE9\x77\x83\x7F\xFF\xFF\xFF\x89\x16\x34\x9E\x3E\xF4\x09\x1A\x42\xF8\xED\x56\xC5\xEA\x57\x5C\x77\x03\x98\x0C\x7F\xFF\xFF\xFF\xA5\xCA\x65\xFF\x7F\xFF\xFF\xFF\xAB\xF7\xE9\x46\x80\x00\x00\x00\xCC\x9F\xA6\x29\x7F\xFF\xFF\xFF\x0A\x18\xB3\xA4\xE2\xE1\x13\xCA\x4F\xCD\xB0\x89\x80\x00\x00\x00\x46\x24\xF2\x3E\x80\x00\x00\x00\x6E\xE9\xC6\xC7\x80\x00\x00\x00\x43\x2A\x03\xA3\x7F\xFF\xFF\xFF\x01\xAB\x51\x79\xA6\xB9\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B\x92\x46\x85\x0E\x82\x2B\xE0\x87\xC5\x0A\xFE\xDD\x2A\xF0\xCA\x9B\x57\x89\xF4\x54\x3C\x89\x46\x7B\x8D\x64\x66\xD0\xAE\x9B\xE4\xFE\x72\xA1\x3C\x55\x8C\x69\xC7\xF3\x59\x8D\x5B\x8F\x4F\x9E\x8D\x66\xD1\xD0\xCD\xDA\xE5\x24\x68\xBF\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0A3AD5E1), ('P4rIngress.bitmap_seq.seq', 0x3E340000)], 3420)
        self.setRegisterValue('P4rIngress.rounds', 0x3E340000, 3420)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x9C)], 3420)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3420)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8B22DC79), ('P4rIngress.values_v0000.hi', 0xE315D904)], 3420)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6358F5DF), ('P4rIngress.values_v0001.hi', 0x4A5A39CF)], 3420)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4099ABEF), ('P4rIngress.values_v0010.hi', 0x31896ADC)], 3420)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA8E18C8F), ('P4rIngress.values_v0011.hi', 0x6A3949E5)], 3420)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xF1074F3F), ('P4rIngress.values_v0100.hi', 0x730DD52F)], 3420)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB4294C5A), ('P4rIngress.values_v0101.hi', 0x58F167F1)], 3420)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCDE7C2FD), ('P4rIngress.values_v0110.hi', 0x8F18438F)], 3420)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xCE73BD15), ('P4rIngress.values_v0111.hi', 0xCEA51ECA)], 3420)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5F23D493), ('P4rIngress.values_v1000.hi', 0xBDE94D7F)], 3420)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x167C7265), ('P4rIngress.values_v1001.hi', 0x0534DF16)], 3420)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x37695284), ('P4rIngress.values_v1010.hi', 0x118E1715)], 3420)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA6EB218F), ('P4rIngress.values_v1011.hi', 0xB608109B)], 3420)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x792F3D8E), ('P4rIngress.values_v1100.hi', 0x42D4597C)], 3420)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2C499B63), ('P4rIngress.values_v1101.hi', 0x84F46F1C)], 3420)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x28D3FAAE), ('P4rIngress.values_v1110.hi', 0x57D3E424)], 3420)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x862DC0CE), ('P4rIngress.values_v1111.hi', 0x364B6D88)], 3420)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x13CE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000049D),
                gc.DataTuple('slot_count', 0x00000DB4),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13CC60EF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xCA1D3496),
                gc.KeyTuple('src_port', 0xF2BE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x13CE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02B5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xCA\x1D\x34\x96\x00\x00\x00\x00\xF2\xBE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x13\xCE\x00\x10\x13\xCC\x60\xEF\x08\xBF\x02\xAB\x3E\x34\x00\x00\x00\x20\x00\x00\xE5\xBC\x0E\x5D\x94\x71\xDB\x2D\x2A\x7D\x20\xA6\x66\x77\x79\x96\x75\xFC\xE8\xE2\x65\xFB\x2E\x4E\xAB\x2F\xEC\xE3\x2A\x8B\xC0\x46\x77\x7A\x3C\xDA\x5A\x37\x16\x62\xE5\xEB\xCD\xDF\x5A\x96\xD3\x9A\x99\x47\xE5\x7E\x91\x39\xBC\x9F\x6A\xF3\x31\x31\x84\xE6\x3E\xF4\x2F\x51\x36\xD9\x92\xEA\x64\x8E\x77\x43\x40\xE3\x4E\x3F\x23\xCC\x76\x1D\x23\xBC\x70\x7B\x15\x4C\xB1\xFE\xA6\xC2\x37\xF4\xDF\xE9\x69\x33\x42\x49\x6B\xDD\x9E\xEF\x58\x9B\x4A\xEB\xAD\x83\xCE\x3A\x7C\x8D\x33\x9C\x5B\x57\x25\xFB\x5E\xEC\x6C\xA7\xAA\x7E\x77\xE8\xC0\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xCA\x1D\x34\x96\xBE\xEF\xF2\xBE\x00\xA0\x00\x00\x50\x34\x02\x82\x13\xCE\x00\x10\x13\xCC\x60\xEF\x08\xBF\x00\xAB\x3E\x34\x00\x00\x00\x20\x00\x18\x80\x00\x00\x00\x94\x71\xDB\x2D\x7F\xFF\xFF\xFF\x66\x77\x79\x96\x7F\xFF\xFF\xFF\x65\xFB\x2E\x4E\x80\x00\x00\x00\x2A\x8B\xC0\x46\x68\x81\x8C\x19\x5A\x37\x16\x62\x9A\x15\x1A\x39\x5A\x96\xD3\x9A\x80\x00\x00\x00\x91\x39\xBC\x9F\x39\x66\xEE\x46\x84\xE6\x3E\xF4\x7F\xFF\xFF\xFF\x92\xEA\x64\x8E\x7F\xFF\xFF\xFF\x4E\x3F\x23\xCC\x7F\xFF\xFF\xFF\x70\x7B\x15\x4C\x80\x00\x00\x00\x37\xF4\xDF\xE9\x7F\xFF\xFF\xFF\x6B\xDD\x9E\xEF\x7F\xFF\xFF\xFF\xAD\x83\xCE\x3A\x7F\xFF\xFF\xFF\x5B\x57\x25\xFB\xE5\x1A\x2D\x75\xAA\x7E\x77\xE8\xC0\x7E\x4C\x2F\xE2\xF0\x7D\xC1\x50\x45\xB5\x4A\x52\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x809CDA8E), ('P4rIngress.bitmap_seq.seq', 0xDC29D2A6)], 619)
        self.setRegisterValue('P4rIngress.rounds', 0xDC29D2A6, 619)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x32)], 619)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 619)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB573A217), ('P4rIngress.values_v0000.hi', 0x8ACB7322)], 619)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2534DC5D), ('P4rIngress.values_v0001.hi', 0x297DEDC2)], 619)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5D2EAC61), ('P4rIngress.values_v0010.hi', 0x745A9E54)], 619)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8539982D), ('P4rIngress.values_v0011.hi', 0x7103507C)], 619)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xF517EDE8), ('P4rIngress.values_v0100.hi', 0x6DC9A24A)], 619)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF2F25AE9), ('P4rIngress.values_v0101.hi', 0x45059C19)], 619)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCFE80B21), ('P4rIngress.values_v0110.hi', 0xBCEC819D)], 619)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0xE579AB0B)], 619)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4DB1595F), ('P4rIngress.values_v1000.hi', 0xF632C90F)], 619)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x62AB7992), ('P4rIngress.values_v1001.hi', 0x13263DBF)], 619)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF1B12AC4), ('P4rIngress.values_v1010.hi', 0x6251CC88)], 619)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1AEABB36), ('P4rIngress.values_v1011.hi', 0x4ADE51E6)], 619)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE0699CDB), ('P4rIngress.values_v1100.hi', 0xB6195CC7)], 619)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4CF17DAC), ('P4rIngress.values_v1101.hi', 0xC5D7BFCE)], 619)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x89A9511B), ('P4rIngress.values_v1110.hi', 0x87D57979)], 619)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4B4AA811), ('P4rIngress.values_v1111.hi', 0x00000000)], 619)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF243),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000026B),
                gc.DataTuple('slot_count', 0x00000C51),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA8FCEE48),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x033),
                gc.KeyTuple('src_addr', 0xB63EBFF1),
                gc.KeyTuple('src_port', 0xD0DF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF243),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 51
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB6\x3E\xBF\xF1\x00\x00\x00\x00\xD0\xDF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF2\x43\x00\x10\xA8\xFC\xEE\x48\x00\x00\x00\x84\xDC\x29\xD2\xA6\x00\x20\x00\x00\x85\x2B\x5A\x4B\xB1\x9F\x1E\xEC\x66\x56\xCC\xF9\x56\x82\x12\x3E\x4B\x27\x09\x07\x73\x7B\x99\x44\xF3\x38\xE3\x5A\x42\xA3\xCF\x20\x8D\x3C\x7C\x39\x4C\xB6\x87\xDE\x92\x3E\xD2\xB7\x59\x5A\x2F\x26\xA4\x2A\x69\xB3\x8E\x29\xF6\xA3\x80\x00\x00\x00\x0F\x8F\xAD\x0B\x49\x03\x4D\xDD\x1D\x24\x58\x80\x21\x79\x94\xA2\x21\xAB\x80\x9C\x82\xE7\x7C\xE0\x28\x03\x44\x3E\x6E\x4B\x86\x72\x5E\x2F\xEB\xF6\xA7\x6B\x8F\x57\xA9\xD0\xCC\xC9\x5F\x81\x1C\x9C\xA7\x50\x4E\x6C\x98\xA8\x0F\xAD\xDD\x83\x89\x2D\x3A\xD2\xB2\xFD\x59\xE5\x7A\x2A\x3F\xDC\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB6\x3E\xBF\xF1\xBE\xEF\xD0\xDF\x00\xA0\x00\x00\x50\x34\x02\x82\xF2\x43\x00\x10\xA8\xFC\xEE\x48\x00\x00\x00\x84\xDC\x29\xD2\xA6\x00\x20\x00\x02\x80\x00\x00\x00\xB1\x9F\x1E\xEC\x7F\xFF\xFF\xFF\x56\x82\x12\x3E\x7F\xFF\xFF\xFF\x73\x7B\x99\x44\x80\x00\x00\x00\x42\xA3\xCF\x20\x82\x54\x6A\x21\x4C\xB6\x87\xDE\x85\x31\x2D\xA0\x59\x5A\x2F\x26\x80\x00\x00\x00\x8E\x29\xF6\xA3\x80\x00\x00\x00\x0F\x8F\xAD\x0B\x7F\xFF\xFF\xFF\x1D\x24\x58\x80\x7F\xFF\xFF\xFF\x21\xAB\x80\x9C\x80\x00\x00\x00\x28\x03\x44\x3E\x7F\xFF\xFF\xFF\x5E\x2F\xEB\xF6\x87\xD5\x2C\x32\xA9\xD0\xCC\xC9\x7F\xFF\xFF\xFF\xA7\x50\x4E\x6C\x80\x00\x00\x00\xDD\x83\x89\x2D\x7F\xFF\xFF\xFF\x59\xE5\x7A\x2A\x3F\xDC\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81\xFC\x46\x1E\x3A\x89\x04\xE8\x7F\x9E\x7E\x9F\xD7\xF2\x79\x32\xA2\xEF\x37\xD1\xD4\x6F\xDB\x15\x25\x42\x05\x46\x4B\xE4\x73\x81\xAD\xEE\x3E\xB5\xE5\x03\x0B\x4F\x6E\x75\x63\x96\x13\x0B\x8C\x94\x69\xDC\x28\xDE\x2B\x83\xEC\x04\xBA\xCF\x85\x63\x94\x5D\xF6\x50\xA6\xCC\x89\x7B\xF3\xEC\x2D\x60\xF0\x4F\xB1\x19\x96\xD0\x68\xB9\xDC\xF2\xD5\xAA\x35\x35\x03\x49\xBE\x0B\x1F\xA3\xE8\xDB\x20\x14\x9A\xF9\xEA\xC0\x38\x5B\xBB\x0B\xCC\x9A\xFC\xEF\xDB\xAA\xA6\x00\xD0\xF9\x38\x88\x3F\x26\xC6\xB2\x37\xE1\x0A\x7E\xF6\xF4\x6B\x95\x1B\x3D\xD6\xC5\xA0\x9F\x58\x41\xA9\x0A\x16\xDF\x7D\x2A\x4E\x22\xB9\xC7\x3E\xBA\x2C\xD7\xFC\xA4\xF1\x20\x5D\xC6\x57\xB0\xBE\x12\xE1\x2C\x37\xDD\xFB\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC\xA1\x32\xD3\xC1\x17\x25\x17\x44\x5D\x20\xF0\xB7\x96\x61\x28\x98\x4F\xF9\xDB\xDB\xE7\x26\xCE\xB3\x6C\x86\xE3\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7DC6E033), ('P4rIngress.bitmap_seq.seq', 0xA0000000)], 5038)
        self.setRegisterValue('P4rIngress.rounds', 0xA0000000, 5038)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1D), ('P4rIngress.count_exp.exponent', 0xA8)], 5038)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5038)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xF5A82D23), ('P4rIngress.values_v0000.hi', 0xAA8CCBA1)], 5038)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x58A117FB), ('P4rIngress.values_v0001.hi', 0x4ADCA385)], 5038)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x1CF1A148), ('P4rIngress.values_v0010.hi', 0x61F5992B)], 5038)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x98BD8761), ('P4rIngress.values_v0011.hi', 0x7D9FF759)], 5038)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1099CD74), ('P4rIngress.values_v0100.hi', 0x7065DE41)], 5038)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2D9ECC00), ('P4rIngress.values_v0101.hi', 0x4C2BDA65)], 5038)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCCC49675), ('P4rIngress.values_v0110.hi', 0x92D493A1)], 5038)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x98E0D6B0), ('P4rIngress.values_v0111.hi', 0x5EB53851)], 5038)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6268A623), ('P4rIngress.values_v1000.hi', 0x597CDA8F)], 5038)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x56AECA62), ('P4rIngress.values_v1001.hi', 0x302CC1C6)], 5038)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x645BD957), ('P4rIngress.values_v1010.hi', 0x90ACDBAB)], 5038)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD9E93C17), ('P4rIngress.values_v1011.hi', 0x2AAE2191)], 5038)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x483378EA), ('P4rIngress.values_v1100.hi', 0x8EE21597)], 5038)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x73346E91), ('P4rIngress.values_v1101.hi', 0x38F3787B)], 5038)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x262899B0), ('P4rIngress.values_v1110.hi', 0x9550413F)], 5038)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x34251CB7), ('P4rIngress.values_v1111.hi', 0x0C3515E2)], 5038)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3514),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000091D),
                gc.DataTuple('slot_count', 0x00000BCF),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0091236E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xAA5DCE43),
                gc.KeyTuple('src_port', 0x0278),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3514),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAA\x5D\xCE\x43\x00\x00\x00\x00\x02\x78\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x35\x14\x00\x10\x00\x91\x23\x6E\x0A\x91\x02\xD6\xA0\x00\x00\x00\x00\x20\x00\x00\x84\x6A\x76\xFB\x9F\x7C\x48\x6E\x40\x37\x2C\xD7\x4A\xC1\x46\x45\x6C\x2D\x6E\x42\x56\x55\x5D\x6A\xCA\xB8\xBF\x8F\x4B\xB6\x24\xA9\xBE\xC4\x68\xB4\x56\x0E\xD0\xBF\xA4\x5E\xB6\xAC\x4B\x61\x1D\x55\xA4\xCE\xF6\x2D\xBB\xD4\x03\x3B\xFB\x25\xD5\xA5\xD8\x8E\x8E\x43\x46\xA9\xC2\xE5\x88\xD1\x51\xB8\x6E\x60\x46\xFB\xFE\xFF\xFD\x97\x36\xCC\x5F\x13\xD2\xE8\x35\xCD\x89\x3B\xE8\x57\x67\x99\x26\x5F\x53\x59\xC0\x89\xD5\xB6\x7A\x89\x2B\x09\xB3\x9A\x7E\xF2\x62\xD1\x07\x5C\x06\xD0\x76\x6F\xCB\x09\x5C\xFF\x51\xD0\x74\xEF\x54\x02\x0D\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xAA\x5D\xCE\x43\xBE\xEF\x02\x78\x00\xA0\x00\x00\x50\x34\x02\x82\x35\x14\x00\x10\x00\x91\x23\x6E\x0A\x91\x00\xD6\xA0\x00\x00\x00\x00\x20\x00\x1E\x80\x00\x00\x00\x9F\x7C\x48\x6E\x7F\xFF\xFF\xFF\x4A\xC1\x46\x45\x7F\xFF\xFF\xFF\x56\x55\x5D\x6A\x80\x00\x00\x00\x4B\xB6\x24\xA9\xCF\x5E\x36\x28\x56\x0E\xD0\xBF\xD1\xFD\x82\xAC\x4B\x61\x1D\x55\x80\x00\x00\x00\xBB\xD4\x03\x3B\x94\x06\xAC\x55\xD8\x8E\x8E\x43\x7F\xFF\xFF\xFF\x88\xD1\x51\xB8\x7F\xFF\xFF\xFF\xFE\xFF\xFD\x97\x7F\xFF\xFF\xFF\xD2\xE8\x35\xCD\x80\x00\x00\x00\x67\x99\x26\x5F\x7F\xFF\xFF\xFF\xD5\xB6\x7A\x89\x7F\xFF\xFF\xFF\x7E\xF2\x62\xD1\x2D\x84\xA0\x80\x76\x6F\xCB\x09\x7F\xFF\xFF\xFF\x74\xEF\x54\x02\x0D\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18\xDC\xE3\x03\xEB\xE7\x16\x56\xC4\x89\x0E\xB8\xCA\xF6\x3E\x64\x49\xE7\x25\x8E\xA8\x5F\xDC\xB6\x3D\xEA\x79\x75\x0D\x6A\xBA\x13\xB6\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2\x7C\xC9\x27\xF1\xEE\xC9\x9D\x87\x4F\x9F\xDE\x25\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0AAC80FA), ('P4rIngress.bitmap_seq.seq', 0xD1000000)], 7562)
        self.setRegisterValue('P4rIngress.rounds', 0xD1000000, 7562)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x74)], 7562)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7562)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x93FB2BDB), ('P4rIngress.values_v0000.hi', 0xBDCD1AE9)], 7562)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7915A2DE), ('P4rIngress.values_v0001.hi', 0x27B92E86)], 7562)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x39BEC8C9), ('P4rIngress.values_v0010.hi', 0x6C5D95DC)], 7562)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD43A2365), ('P4rIngress.values_v0011.hi', 0x5A5B5384)], 7562)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xED7A265B), ('P4rIngress.values_v0100.hi', 0x17500AEA)], 7562)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x933CF403), ('P4rIngress.values_v0101.hi', 0x4776DBA5)], 7562)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAD68B78F), ('P4rIngress.values_v0110.hi', 0x41C10D43)], 7562)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x38D156FC), ('P4rIngress.values_v0111.hi', 0xDF27494F)], 7562)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4CFAD4B5), ('P4rIngress.values_v1000.hi', 0x9A6EA78B)], 7562)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x69B4FA8F), ('P4rIngress.values_v1001.hi', 0xFB434320)], 7562)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB26CDCD2), ('P4rIngress.values_v1010.hi', 0x2C5A214D)], 7562)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6DD7F031), ('P4rIngress.values_v1011.hi', 0x40950869)], 7562)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x419AF577), ('P4rIngress.values_v1100.hi', 0xDB5CADBC)], 7562)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x78A37E12), ('P4rIngress.values_v1101.hi', 0xA29F47E3)], 7562)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD6EDB4FD), ('P4rIngress.values_v1110.hi', 0x4B6F6275)], 7562)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xDE365D19), ('P4rIngress.values_v1111.hi', 0x71B7A54B)], 7562)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6518),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001D8A),
                gc.DataTuple('slot_count', 0x000000BE),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9B23AC44),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01F),
                gc.KeyTuple('src_addr', 0x7759698F),
                gc.KeyTuple('src_port', 0x346B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6518),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x026C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\x59\x69\x8F\x00\x00\x00\x00\x34\x6B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x65\x18\x00\x10\x9B\x23\xAC\x44\x00\x00\x06\x9D\xD1\x00\x00\x00\x00\x20\x00\x00\xD1\xA0\x43\x09\x82\x39\x06\xCC\x7A\x56\xB5\x88\x6F\x1B\x0E\x6E\x50\x35\x66\xE8\x44\x17\x54\x9C\x91\x33\xA6\x06\x42\x8B\xD6\xE8\x97\xCE\xB1\x43\x72\x60\x9E\x13\x95\xF8\x53\x2B\x73\xCA\x7A\xB5\xBA\xA9\xA1\xEE\x5F\x97\x07\x59\x62\x3D\x3C\x8B\x87\xC5\x99\x42\x65\xBB\x59\x8E\xCF\x8E\x96\x69\x34\xA5\xFA\xE9\xF9\xD7\xBE\xB5\xA7\xAC\x11\x19\x77\xE6\x47\x6E\x2B\x2C\xD0\x99\x00\x00\x00\x00\x67\xC8\xE3\x4D\x0A\xD8\x01\x20\x2E\x39\x0C\xD1\xA4\xAB\x7E\x22\x2E\xAD\x26\x8D\x45\x28\x36\x1B\xC6\xB2\x59\x53\x66\xA0\x9D\x86\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x77\x59\x69\x8F\xBE\xEF\x34\x6B\x00\xA0\x00\x00\x50\x34\x02\x82\x65\x18\x00\x10\x9B\x23\xAC\x44\x00\x00\x00\x9D\xD1\x00\x00\x00\x00\x20\x00\x15\x80\x00\x00\x00\x82\x39\x06\xCC\x7F\xFF\xFF\xFF\x6F\x1B\x0E\x6E\x7F\xFF\xFF\xFF\x44\x17\x54\x9C\x80\x00\x00\x00\x42\x8B\xD6\xE8\x85\x48\xD7\x9E\x72\x60\x9E\x13\x80\x00\x00\x00\x73\xCA\x7A\xB5\x80\x00\x00\x00\x5F\x97\x07\x59\x7F\xFF\xFF\xFF\x87\xC5\x99\x42\x7F\xFF\xFF\xFF\xCF\x8E\x96\x69\x7F\xFF\xFF\xFF\xF9\xD7\xBE\xB5\x80\x00\x00\x00\x77\xE6\x47\x6E\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x0A\xD8\x01\x20\x7F\xFF\xFF\xFF\xA4\xAB\x7E\x22\x05\x9A\xDB\x8A\x45\x28\x36\x1B\xA4\xE8\xB6\x6C\x66\xA0\x9D\x86\xD1\xC1\x78\x9A\xBA\xA6\x29\xE0\x4C\xF6\x3C\xD1\x4C\x22\xAE\x59\xA0\xC6\x21\x6D\x7E\xE1\xB2\xDD\x65\x7E\x94\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6DE8E503), ('P4rIngress.bitmap_seq.seq', 0x493FD068)], 5620)
        self.setRegisterValue('P4rIngress.rounds', 0x493FD068, 5620)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0x66)], 5620)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5620)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8ABE0F77), ('P4rIngress.values_v0000.hi', 0xBC33D913)], 5620)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6DC28E5A), ('P4rIngress.values_v0001.hi', 0x6D2C1774)], 5620)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x76F46992), ('P4rIngress.values_v0010.hi', 0x65A265DC)], 5620)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xEF5281AD), ('P4rIngress.values_v0011.hi', 0x4A09DE57)], 5620)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xF2384091), ('P4rIngress.values_v0100.hi', 0x7AA4FA85)], 5620)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9CFB1C4C), ('P4rIngress.values_v0101.hi', 0x67CF11A3)], 5620)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCB171741), ('P4rIngress.values_v0110.hi', 0x8F4129CD)], 5620)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x15E72D19), ('P4rIngress.values_v0111.hi', 0xA3002628)], 5620)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x63968EDA), ('P4rIngress.values_v1000.hi', 0xBEC3FA1F)], 5620)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x580DFE85), ('P4rIngress.values_v1001.hi', 0xEB151A9B)], 5620)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6F49C347), ('P4rIngress.values_v1010.hi', 0x55336D96)], 5620)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x8E442ECB), ('P4rIngress.values_v1011.hi', 0xBB106E43)], 5620)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6D9BF709), ('P4rIngress.values_v1100.hi', 0x4F557993)], 5620)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x64BDC53B), ('P4rIngress.values_v1101.hi', 0xF42EB6D9)], 5620)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7771FB70), ('P4rIngress.values_v1110.hi', 0x12EA4257)], 5620)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x05F7591B), ('P4rIngress.values_v1111.hi', 0x2B83E766)], 5620)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6C60),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015B9),
                gc.DataTuple('slot_count', 0x0000008E),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x932E34AA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xB0488AC9),
                gc.KeyTuple('src_port', 0xEBBC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6C60),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB0\x48\x8A\xC9\x00\x00\x00\x00\xEB\xBC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6C\x60\x00\x10\x93\x2E\x34\xAA\x00\x3B\x06\xC7\x49\x3F\xD0\x68\x00\x20\x00\x00\xD4\x9D\xA8\x2F\x9C\x81\xC9\x36\x69\x56\xEA\xD9\x43\x6D\x6B\x1F\x2D\x9B\x53\x1D\x52\x72\xED\xC7\x80\x76\xBE\x8B\x5A\xAB\xF6\x73\x72\x45\xF2\x7D\x46\x2C\xD2\x09\x6A\x6B\xA9\xCE\x2D\xD7\x8C\x5F\x86\x33\x5C\x63\xD4\x48\x1D\x26\xF3\xE1\x89\x5D\xA0\x83\x75\x69\x36\x24\xAD\xBA\xAE\xB4\xEB\x63\x4C\x5D\xC6\x9D\xE4\x2D\x0D\xD1\x48\xD8\xD1\x69\x55\x4A\x25\xEB\xCD\x91\x12\x6A\x1B\xF2\xAE\xF5\x2D\x0F\x4C\x14\x62\xDD\x7B\x19\x3F\xE1\x13\x65\xFE\xE8\x46\xCF\x1A\x3C\xD3\xCD\x76\x86\x2C\x77\x7D\x67\x06\xA8\x7E\x59\x69\xFF\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xB0\x48\x8A\xC9\xBE\xEF\xEB\xBC\x00\xA0\x00\x00\x50\x34\x02\x82\x6C\x60\x00\x10\x93\x2E\x34\xAA\x00\x3B\x00\xC7\x49\x3F\xD0\x68\x00\x20\x00\x16\x80\x00\x00\x00\x9C\x81\xC9\x36\x7F\xFF\xFF\xFF\x43\x6D\x6B\x1F\x7F\xFF\xFF\xFF\x52\x72\xED\xC7\x80\x00\x00\x00\x5A\xAB\xF6\x73\x64\x7E\x33\x0E\x46\x2C\xD2\x09\x07\x66\xC6\x1A\x2D\xD7\x8C\x5F\x80\x00\x00\x00\xD4\x48\x1D\x26\x09\xC8\xB6\x76\xA0\x83\x75\x69\x7F\xFF\xFF\xFF\xAE\xB4\xEB\x63\x7F\xFF\xFF\xFF\xE4\x2D\x0D\xD1\x7F\xFF\xFF\xFF\x55\x4A\x25\xEB\x80\x00\x00\x00\x1B\xF2\xAE\xF5\x7F\xFF\xFF\xFF\x62\xDD\x7B\x19\x7F\xFF\xFF\xFF\xFE\xE8\x46\xCF\x7F\xFF\xFF\xFF\x76\x86\x2C\x77\x7F\xFF\xFF\xFF\x7E\x59\x69\xFF\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1\x32\xBD\x2F\x56\x2A\x0F\x8D\x0C\x5A\x6E\x18\x20\x1B\xE3\xC0\xC7\x87\x12\x34\x18\x84\x11\xD4\xE4\xA5\xC6\x08\x49\x30\x52\x11\x43\x1C\x5D\x17\x15\xB6\x48\x69\x2E\xF4\x94\x70\x27\x5B\x40\x1A\x70\x65\x35\xB0\x44\x12\xDC\xE9\x6A\x26\x84\x38\x86\x84\x53\x66\x27\x0C\xA5\x3D\xCB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD7B48901), ('P4rIngress.bitmap_seq.seq', 0x858EC526)], 2842)
        self.setRegisterValue('P4rIngress.rounds', 0x858EC526, 2842)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0xAF)], 2842)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2842)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xD265B9E6), ('P4rIngress.values_v0000.hi', 0x917F419E)], 2842)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6D685E71), ('P4rIngress.values_v0001.hi', 0x1C2B104B)], 2842)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6854EB39), ('P4rIngress.values_v0010.hi', 0x43654351)], 2842)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9B2B2BA3), ('P4rIngress.values_v0011.hi', 0xBCE926C3)], 2842)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x641BADC9), ('P4rIngress.values_v0100.hi', 0x5E965731)], 2842)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6E1EB70B), ('P4rIngress.values_v0101.hi', 0x9D636A79)], 2842)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x55A01A97), ('P4rIngress.values_v0110.hi', 0xAF0EB2CA)], 2842)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA75B6CB9), ('P4rIngress.values_v0111.hi', 0x70F3BFD9)], 2842)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x416682C2), ('P4rIngress.values_v1000.hi', 0x658B77CF)], 2842)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3168D4CE), ('P4rIngress.values_v1001.hi', 0x2DB1BB1B)], 2842)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6E0F6576), ('P4rIngress.values_v1010.hi', 0xAD39801B)], 2842)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6BB2D475), ('P4rIngress.values_v1011.hi', 0x398607D4)], 2842)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3A2D0391), ('P4rIngress.values_v1100.hi', 0xA764BA4F)], 2842)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xC0772249), ('P4rIngress.values_v1101.hi', 0xBDBB39AB)], 2842)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xDE1C5BAF), ('P4rIngress.values_v1110.hi', 0x7B04E133)], 2842)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xAE6952B5), ('P4rIngress.values_v1111.hi', 0x1A13D393)], 2842)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x003D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000926),
                gc.DataTuple('slot_count', 0x00000972),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7A33854E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x122DF5F0),
                gc.KeyTuple('src_port', 0xF055),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x003D),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0173),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x2D\xF5\xF0\x00\x00\x00\x00\xF0\x55\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x00\x3D\x00\x10\x7A\x33\x85\x4E\x01\xF4\x06\xD4\x85\x8E\xC5\x26\x00\x20\x00\x00\x9A\xCD\xD8\xCC\xBB\xB4\xA7\x01\x17\xFF\x87\x05\x6D\x4B\xA8\x3F\x52\xDD\x6B\x93\x5A\x71\xB5\x73\xAF\x68\x3B\xBB\x84\xAD\xAF\x72\x53\x97\x43\x4C\x35\xB7\x58\x21\x6F\xAA\xE4\xA7\xDA\x73\xFC\x39\x5A\xB8\x36\x39\xAE\x1E\xF2\x9A\xB4\x21\xAA\x48\xF7\xFF\xAA\x97\x5F\x2B\x30\x9E\x6E\xA9\x57\x20\x60\xB1\x91\xBB\x43\xB2\xFC\xB5\x66\x54\x57\x74\x19\x3F\x61\xBB\x4F\xB2\xD4\x96\x67\x92\x69\x97\x65\x3C\x1C\x5B\x97\xC5\xBE\x43\xD3\x77\xB1\x59\xA3\x61\x5B\x2A\xFB\xFE\xFB\x29\x7B\xB1\xF9\x75\x7B\x6C\x77\xAE\xAD\x76\x95\x3D\x5B\xEA\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x12\x2D\xF5\xF0\xBE\xEF\xF0\x55\x00\xA0\x00\x00\x50\x34\x02\x82\x00\x3D\x00\x10\x7A\x33\x85\x4E\x01\xF4\x00\xD4\x85\x8E\xC5\x26\x00\x20\x00\x0C\x80\x00\x00\x00\xBB\xB4\xA7\x01\x7F\xFF\xFF\xFF\x6D\x4B\xA8\x3F\x7F\xFF\xFF\xFF\x5A\x71\xB5\x73\x80\x00\x00\x00\x84\xAD\xAF\x72\x7F\xFF\xFF\xFF\x35\xB7\x58\x21\x7F\xFF\xFF\xFF\xDA\x73\xFC\x39\x7F\xFF\xFF\xFF\xAE\x1E\xF2\x9A\x80\x00\x00\x00\xF7\xFF\xAA\x97\x7F\xFF\xFF\xFF\x6E\xA9\x57\x20\x7F\xFF\xFF\xFF\x43\xB2\xFC\xB5\x7F\xFF\xFF\xFF\x19\x3F\x61\xBB\x7F\xFF\xFF\xFF\x67\x92\x69\x97\x7F\xFF\xFF\xFF\x97\xC5\xBE\x43\x93\xEE\xD3\xA2\xA3\x61\x5B\x2A\xDA\x1B\x56\xD8\x7B\xB1\xF9\x75\x29\xD5\xCA\x63\xAD\x76\x95\x3D\x5B\xEA\x02\xF7\x89\x13\xD5\x3A\xF3\xCB\xE6\x7C\xAE\xA7\xA1\xD5\x23\xCA\xCF\x07\xF8\x0E\x29\xE4\xBD\x96\xF4\x46\x7C\x00\xF4\x1A\x35\x19\x55\x67\x7A\xCD\x55\x00\x78\x1A\x40\x32\xAB\x63\xA7\x0B\x9C\x12\xFA\x56\x5E\x8C\xB6\x78\x4B\xBF\x6B\xB3\xDC\x39\xF7\x8E\x5D\xED\xC5\x55\x3C\x18\x13\xA4\x4A\xD9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x23FE02AC), ('P4rIngress.bitmap_seq.seq', 0x66358000)], 5388)
        self.setRegisterValue('P4rIngress.rounds', 0x66358000, 5388)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0x3C)], 5388)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5388)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8D3E9AA9), ('P4rIngress.values_v0000.hi', 0x85F6AB12)], 5388)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2E26DADF), ('P4rIngress.values_v0001.hi', 0x3E2B596E)], 5388)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7572E712), ('P4rIngress.values_v0010.hi', 0x5BE61464)], 5388)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBD191054), ('P4rIngress.values_v0011.hi', 0x4C52D1E2)], 5388)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5545E4BA), ('P4rIngress.values_v0100.hi', 0x47D13D5F)], 5388)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x86F90366), ('P4rIngress.values_v0101.hi', 0x442D121A)], 5388)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA0FA4A6B), ('P4rIngress.values_v0110.hi', 0xBD7EBBE9)], 5388)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xCD20A3DF), ('P4rIngress.values_v0111.hi', 0xCBEAA56B)], 5388)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6181E497), ('P4rIngress.values_v1000.hi', 0x8E028BA6)], 5388)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x792CB3BB), ('P4rIngress.values_v1001.hi', 0x384975B6)], 5388)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x56944DF0), ('P4rIngress.values_v1010.hi', 0xA37EDB04)], 5388)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9B01C5C6), ('P4rIngress.values_v1011.hi', 0x4973C6B6)], 5388)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x743E4FDD), ('P4rIngress.values_v1100.hi', 0x8B4AA636)], 5388)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1A766494), ('P4rIngress.values_v1101.hi', 0x4E66912B)], 5388)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6DF97CAB), ('P4rIngress.values_v1110.hi', 0xE816252E)], 5388)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6D9AE05A), ('P4rIngress.values_v1111.hi', 0x9DAE5F4C)], 5388)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBA4B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D36),
                gc.DataTuple('slot_count', 0x000007DB),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3399647D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xBEF2D95E),
                gc.KeyTuple('src_port', 0xFC2D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBA4B),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\xF2\xD9\x5E\x00\x00\x00\x00\xFC\x2D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBA\x4B\x00\x10\x33\x99\x64\x7D\x07\xD6\x04\xA2\x66\x35\x80\x00\x00\x20\x00\x00\xBD\xB2\xF2\x83\xB4\xE8\xEA\x15\x63\xED\xDF\xD9\x70\x90\xA5\x69\x40\xCD\x17\xF6\x48\x45\x16\x60\xC0\x25\xC7\xB4\x65\xBB\x16\x75\xBE\x72\x8D\x17\x55\xDB\x24\xE6\x5E\x0B\x3C\xED\x5D\xF8\x73\xBA\xB3\xBE\xFB\xAA\xBC\x8B\x71\x90\x67\x70\xD4\x93\x10\x0B\x73\xA9\x2D\x9D\x0D\xB2\x67\x13\x57\x6C\x0D\x27\x74\xA3\x32\xCD\x1D\x82\x40\xB1\xEE\xCC\xA1\xEA\x21\x5E\xD3\xEB\xB0\x93\x63\xF0\xF3\x10\x3E\xF8\x0C\xEA\xE9\x46\xAE\xE8\x6C\xBB\xF6\xA9\x36\x95\x33\x61\xF7\x4E\x6C\xC9\x37\xB5\xBF\x8F\x4D\xAC\xB7\x26\xDF\xA6\x75\x7C\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\xF2\xD9\x5E\xBE\xEF\xFC\x2D\x00\xA0\x00\x00\x50\x34\x02\x82\xBA\x4B\x00\x10\x33\x99\x64\x7D\x07\xD6\x00\xA2\x66\x35\x80\x00\x00\x20\x00\x18\x80\x00\x00\x00\xB4\xE8\xEA\x15\x7F\xFF\xFF\xFF\x70\x90\xA5\x69\x7F\xFF\xFF\xFF\x48\x45\x16\x60\x80\x00\x00\x00\x65\xBB\x16\x75\x13\xB8\x71\xD1\x55\xDB\x24\xE6\xE5\x04\x40\x53\x5D\xF8\x73\xBA\x80\x00\x00\x00\xBC\x8B\x71\x90\x34\x91\x78\x72\x10\x0B\x73\xA9\x7F\xFF\xFF\xFF\x67\x13\x57\x6C\x7F\xFF\xFF\xFF\x32\xCD\x1D\x82\x7F\xFF\xFF\xFF\xA1\xEA\x21\x5E\x80\x00\x00\x00\x63\xF0\xF3\x10\x7F\xFF\xFF\xFF\xE9\x46\xAE\xE8\x7F\xFF\xFF\xFF\x36\x95\x33\x61\x65\x47\xE9\x74\x37\xB5\xBF\x8F\x7F\xFF\xFF\xFF\xDF\xA6\x75\x7C\x5D\x82\xA0\x8E\xA0\xEF\xBC\x13\x76\x38\x7C\x7D\xC1\xC3\x71\xD5\xB9\x5D\x9F\xC7\xCD\x32\xC1\x02\xBC\xED\x45\xD8\x4C\xC5\x9F\x1B\x4B\xC2\x66\x42\xE9\x08\xD8\xE8\x3C\x4B\x2A\xB5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x123ED88E), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 156)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 156)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x92)], 156)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 156)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAFEDE7D6), ('P4rIngress.values_v0000.hi', 0xA12A83F3)], 156)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x322105DB), ('P4rIngress.values_v0001.hi', 0x7DC9853A)], 156)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7F93B4B1), ('P4rIngress.values_v0010.hi', 0x31A8CD7D)], 156)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8F05D5B0), ('P4rIngress.values_v0011.hi', 0x55A250BD)], 156)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xC495598C), ('P4rIngress.values_v0100.hi', 0x6C6AF43B)], 156)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2E56CDDE), ('P4rIngress.values_v0101.hi', 0x5758FC46)], 156)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA4D1D37B), ('P4rIngress.values_v0110.hi', 0xC2DB93B1)], 156)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x1B9ECE37), ('P4rIngress.values_v0111.hi', 0xE02C72BD)], 156)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x79BB1BE1), ('P4rIngress.values_v1000.hi', 0xBAAC6EAD)], 156)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5946D523), ('P4rIngress.values_v1001.hi', 0x39903EBB)], 156)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x24899875), ('P4rIngress.values_v1010.hi', 0x939B10CB)], 156)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9559B2A2), ('P4rIngress.values_v1011.hi', 0x1B5BEA8C)], 156)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBB54B531), ('P4rIngress.values_v1100.hi', 0xBAADAA9F)], 156)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD84E7FFB), ('P4rIngress.values_v1101.hi', 0x6403B30A)], 156)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3AD53BCA), ('P4rIngress.values_v1110.hi', 0x8E688B55)], 156)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x66DD4297), ('P4rIngress.values_v1111.hi', 0x089E5BD1)], 156)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x357C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000007C),
                gc.DataTuple('slot_count', 0x00001785),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8D792593),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0xA6A3D16D),
                gc.KeyTuple('src_port', 0x4E43),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x357C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0280),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA6\xA3\xD1\x6D\x00\x00\x00\x00\x4E\x43\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x35\x7C\x00\x10\x8D\x79\x25\x93\x00\x20\x04\xC8\xFF\xFF\xFF\xFF\x00\x20\x00\x00\xA6\xCC\x91\x55\xBB\x0C\xA9\x61\x56\xEC\x1B\x2C\x12\xC9\xC7\xA3\x08\xB1\x14\xA1\x64\xA8\xF6\x1B\xCB\x03\x99\xDE\x3B\x57\xE3\xBC\xEC\x6C\x14\xC8\x2F\x77\xF6\x91\xDF\xB2\xD4\xAD\x52\xCE\x61\xCC\xBE\x6D\xA3\x6F\x9E\xC5\xC1\xCC\xBD\x3B\x4D\xE3\xF2\xD6\xB5\xBC\x34\x55\xB3\xF7\x1D\xA1\xA7\x20\x5B\x67\x13\x5D\x14\xB7\xCB\xC5\x75\xAB\x2F\xD5\xD3\xE1\xDC\xD9\x92\x5E\x18\x90\x3A\x58\x4A\xCE\x8B\x04\xC4\x3A\xBB\x99\xEE\x1C\x91\xAD\x7F\x3E\x47\x10\xAD\xAE\x45\x8C\x8F\xFB\xDE\x5C\x41\x57\x22\xDF\x5B\x5F\x8A\x32\x7A\x93\x90\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA6\xA3\xD1\x6D\xBE\xEF\x4E\x43\x00\xA0\x00\x00\x50\x34\x02\x82\x35\x7C\x00\x10\x8D\x79\x25\x93\x00\x20\x00\xC8\xFF\xFF\xFF\xFF\x00\x20\x00\x0B\x80\x00\x00\x00\xBB\x0C\xA9\x61\x7F\xFF\xFF\xFF\x12\xC9\xC7\xA3\x7F\xFF\xFF\xFF\x64\xA8\xF6\x1B\x80\x00\x00\x00\x3B\x57\xE3\xBC\xB1\x01\x6E\x54\x2F\x77\xF6\x91\x0E\x09\xA2\x8B\x52\xCE\x61\xCC\x80\x00\x00\x00\x9E\xC5\xC1\xCC\xD8\xDA\x1C\x1A\xF2\xD6\xB5\xBC\x7F\xFF\xFF\xFF\x1D\xA1\xA7\x20\x7F\xFF\xFF\xFF\x14\xB7\xCB\xC5\x7F\xFF\xFF\xFF\xD3\xE1\xDC\xD9\x80\x00\x00\x00\x3A\x58\x4A\xCE\x80\x00\x00\x00\xBB\x99\xEE\x1C\x80\x00\x00\x00\x47\x10\xAD\xAE\x7F\xFF\xFF\xFF\xDE\x5C\x41\x57\x7F\xFF\xFF\xFF\x8A\x32\x7A\x93\x90\x1B\x02\x83\x07\x7A\xB4\x73\x26\xC5\x27\x62\x00\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4D6C520C), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 3784)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 3784)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x10), ('P4rIngress.count_exp.exponent', 0x1A)], 3784)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3784)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBBC3937A), ('P4rIngress.values_v0000.hi', 0xBB3178FA)], 3784)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x710608A5), ('P4rIngress.values_v0001.hi', 0x5CB7CA78)], 3784)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x798569CC), ('P4rIngress.values_v0010.hi', 0x3DED6E1F)], 3784)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAB14AE70), ('P4rIngress.values_v0011.hi', 0x9158F454)], 3784)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1ABF2464), ('P4rIngress.values_v0100.hi', 0x537EFA57)], 3784)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3E9C2FA5), ('P4rIngress.values_v0101.hi', 0x86FD8345)], 3784)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6A6C2FEE), ('P4rIngress.values_v0110.hi', 0xD87D25BC)], 3784)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x63FB519B), ('P4rIngress.values_v0111.hi', 0xF6957775)], 3784)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x927B894E), ('P4rIngress.values_v1000.hi', 0x58B26420)], 3784)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xBE69DA9B), ('P4rIngress.values_v1001.hi', 0x42A60089)], 3784)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x701B6E86), ('P4rIngress.values_v1010.hi', 0x78E55843)], 3784)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x2EA736A3), ('P4rIngress.values_v1011.hi', 0x46647ECC)], 3784)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5369221D), ('P4rIngress.values_v1100.hi', 0xBA7A8971)], 3784)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x145FFA93), ('P4rIngress.values_v1101.hi', 0x8AE7741E)], 3784)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xBC361761), ('P4rIngress.values_v1110.hi', 0xC4974C20)], 3784)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB2CCC91F), ('P4rIngress.values_v1111.hi', 0xDDFB3A9D)], 3784)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC7D2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D16),
                gc.DataTuple('slot_count', 0x00000ABF),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x80583E72),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0x83B35F71),
                gc.KeyTuple('src_port', 0xE32E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC7D2),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 24
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\xB3\x5F\x71\x00\x00\x00\x00\xE3\x2E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC7\xD2\x00\x10\x80\x58\x3E\x72\x01\xB2\x04\x85\x00\x00\x00\x00\x00\x20\x00\x00\xA5\x39\x5B\x0D\xB2\x8D\x99\x23\x59\xAB\x68\x2C\x45\xE2\xDB\x0B\x7C\xE5\xB3\x59\x6C\x95\xEE\xD5\x9C\x8D\x6E\x5C\xBE\x5D\x95\x2C\x6A\xA4\x15\x58\x62\x46\x9F\xD5\x46\x02\x5E\x41\xE5\xC1\x7A\xF7\x3B\x1D\x89\x93\x51\x3C\xE5\x93\xC4\xCB\x4D\xC7\x85\x9D\x41\x52\xBE\x72\x9E\x9A\x6D\x3E\x3B\x41\x50\x3F\xFA\xAD\x52\x85\x67\xA8\x98\x3A\x3C\x6E\x08\x8E\x34\xCD\x2E\xCA\x52\x61\x76\x2F\x62\x70\x70\xE9\xF4\xFA\x08\xE6\xA2\xE6\x74\xAA\x93\xC8\x99\xE8\x94\xEA\x91\xDF\x6A\x5B\xB3\x9D\x55\xED\xA2\xAD\xD5\x58\x84\xA2\x9E\x45\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\xB3\x5F\x71\xBE\xEF\xE3\x2E\x00\xA0\x00\x00\x50\x34\x02\x82\xC7\xD2\x00\x10\x80\x58\x3E\x72\x01\xB2\x00\x85\x00\x00\x00\x00\x00\x20\x00\x11\x80\x00\x00\x00\xB2\x8D\x99\x23\x7F\xFF\xFF\xFF\x45\xE2\xDB\x0B\x7F\xFF\xFF\xFF\x6C\x95\xEE\xD5\x80\x00\x00\x00\xBE\x5D\x95\x2C\x7F\xFF\xFF\xFF\x62\x46\x9F\xD5\x7F\xFF\xFF\xFF\xE5\xC1\x7A\xF7\x7F\xFF\xFF\xFF\x51\x3C\xE5\x93\x28\xC6\x9F\x62\x85\x9D\x41\x52\x80\x00\x00\x00\x6D\x3E\x3B\x41\x0E\xA9\xD5\x48\x52\x85\x67\xA8\x08\x55\xAA\xF4\x08\x8E\x34\xCD\x5D\x71\x89\x04\x76\x2F\x62\x70\x7F\xFF\xFF\xFF\x08\xE6\xA2\xE6\x7F\xFF\xFF\xFF\x99\xE8\x94\xEA\x80\x00\x00\x00\xB3\x9D\x55\xED\x80\x00\x00\x00\x84\xA2\x9E\x45\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44\x77\x60\x06\xBA\x19\xED\xC4\x48\x3B\x22\x28\x4C\xD5\x03\x0B\xD9\x9E\x35\xFD\x75\x6C\x64\xEA\x5F\x8A\x28\x6A\x7B\x67\x42\x83\xEB\x27\xED\xFE\x2B\x00\xEA\xE5\xC8\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1\xD8\x73\xD8\xAD\x64\x53\x98\x80\x26\x93\x9E\x81\x48\x91\x1D\x14\xE8\xA7\xA4\xA7\x60\x8C\x6A\xAB\x90\xD3\xD2\x66\x87\xD4\x8F\x0F\x2F\x57\xE6\xC2\x06\x03\xCE\x12\xB3\xF3\x55\x9F\x1D\xF1\xD3\xEA\xDF\xEF\x75\xC0\xAA\xE5\x61\x01\x68\x6F\x69\x1F\x8F\xA1\x65\xB4\x73\x7B\x73\x73\x0E\x54\xEF\xA3\x9E\xA3\x7A\xB0'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEF4884AE), ('P4rIngress.bitmap_seq.seq', 0x775BCCB8)], 4470)
        self.setRegisterValue('P4rIngress.rounds', 0x775BCCB8, 4470)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x16), ('P4rIngress.count_exp.exponent', 0x74)], 4470)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4470)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBB735BF7), ('P4rIngress.values_v0000.hi', 0xCAA218E5)], 4470)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7740C8E1), ('P4rIngress.values_v0001.hi', 0x4B21E4F6)], 4470)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x609E327D), ('P4rIngress.values_v0010.hi', 0x5F54B6E5)], 4470)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xDF26D24F), ('P4rIngress.values_v0011.hi', 0x9BACEBE9)], 4470)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x64AEAEBF), ('P4rIngress.values_v0100.hi', 0x26751A6D)], 4470)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5AC66CFB), ('P4rIngress.values_v0101.hi', 0x9E9AC345)], 4470)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x729E6B4D), ('P4rIngress.values_v0110.hi', 0xFD37CFCA)], 4470)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xE5539C8B), ('P4rIngress.values_v0111.hi', 0xE4C4F653)], 4470)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xBCF66417), ('P4rIngress.values_v1000.hi', 0x5736627F)], 4470)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB11EEFBF), ('P4rIngress.values_v1001.hi', 0x7569725F)], 4470)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4EE1378A), ('P4rIngress.values_v1010.hi', 0x7DC09913)], 4470)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x77071ABF), ('P4rIngress.values_v1011.hi', 0xEA6A969D)], 4470)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE433509C), ('P4rIngress.values_v1100.hi', 0xDCAE7958)], 4470)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7AE75AD1), ('P4rIngress.values_v1101.hi', 0x9772E2D9)], 4470)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xF41BA72D), ('P4rIngress.values_v1110.hi', 0xBED66EF5)], 4470)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x03EB9C4B), ('P4rIngress.values_v1111.hi', 0xC2573BB8)], 4470)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA340),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000037),
                gc.DataTuple('slot_count', 0x00001F7F),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x16A467D9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02E),
                gc.KeyTuple('src_addr', 0x02480514),
                gc.KeyTuple('src_port', 0x15CC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA340),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0265),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x02\x48\x05\x14\x00\x00\x00\x00\x15\xCC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA3\x40\x00\x10\x16\xA4\x67\xD9\x11\x3F\x04\x89\x77\x5B\xCC\xB8\x00\x20\x00\x00\x97\xEB\x8B\xD8\x8E\x3A\xD5\x2E\x17\x03\xF1\x93\x6C\x46\x20\x0B\x2E\xE1\xDA\x68\x37\xD6\x56\x2D\x8E\xE6\xCA\x6E\xB9\xE3\x4D\xBA\x37\x36\xF6\xE8\x6B\x3B\x2C\x03\x7E\xFB\xFA\x83\xBA\x30\xA2\x67\x14\xCC\x41\x68\xF5\x55\x48\x56\x78\xA9\xD2\xE7\x8A\x75\xBF\xB1\x8A\x81\x60\x4B\x58\x3A\xDB\x4A\x9B\xA8\x4C\xBB\x35\x59\x53\x45\x6B\xCA\x6D\x6B\x19\xEF\xDF\x91\x62\xBF\x1C\x19\x93\x7C\xD2\xC9\xFD\xE7\x37\xFF\x15\xE6\xB8\x86\x2A\xF0\x6A\xCD\x9F\xEA\x40\x53\xF9\xF9\x6E\x93\x4E\x57\x2E\xBD\xA6\x5C\x09\x45\x9A\x79\xBC\xDE\x37\x17\xF9\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x02\x48\x05\x14\xBE\xEF\x15\xCC\x00\xA0\x00\x00\x50\x34\x02\x82\xA3\x40\x00\x10\x16\xA4\x67\xD9\x11\x3F\x00\x89\x77\x5B\xCC\xB8\x00\x20\x00\x17\x80\x00\x00\x00\x8E\x3A\xD5\x2E\x7F\xFF\xFF\xFF\x6C\x46\x20\x0B\x7F\xFF\xFF\xFF\x37\xD6\x56\x2D\x80\x00\x00\x00\xB9\xE3\x4D\xBA\x7F\xFF\xFF\xFF\x6B\x3B\x2C\x03\x7F\xFF\xFF\xFF\xBA\x30\xA2\x67\x7F\xFF\xFF\xFF\xF5\x55\x48\x56\x5D\xFD\x6F\x72\x8A\x75\xBF\xB1\x80\x00\x00\x00\x58\x3A\xDB\x4A\x80\x00\x00\x00\x35\x59\x53\x45\x7F\xFF\xFF\xFF\x19\xEF\xDF\x91\x7F\xFF\xFF\xFF\x93\x7C\xD2\xC9\xE2\x1A\x88\x9B\x15\xE6\xB8\x86\x7F\xFF\xFF\xFF\x9F\xEA\x40\x53\xEE\x15\x15\xC0\x4E\x57\x2E\xBD\xAA\x47\xA5\x90\x9A\x79\xBC\xDE\x37\x17\xF9\x13\xBD\xDC\xFA\x03\xBA\xC6\xD0\x31\x95\x50\xA7\xF8\x33\xA4\xA9\x62\x3C\x6B\x79\xCE\xAF\x7D\x67\xEB\xB8\xEC\x6C\x33\x3F\x64\xC4\xAB\x4A\xEE\xA9\xF2\x30\xA9\x96\xB0\xD4\x44\xAA\xAF\x2E\xEA\x43\x94\x9B\x39\x3C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC19431AE), ('P4rIngress.bitmap_seq.seq', 0xB6BE5308)], 6486)
        self.setRegisterValue('P4rIngress.rounds', 0xB6BE5308, 6486)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x2A)], 6486)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6486)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x845E1087), ('P4rIngress.values_v0000.hi', 0xCD96B4F7)], 6486)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x667A1D35), ('P4rIngress.values_v0001.hi', 0x4BFDCEC1)], 6486)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4E9F5A5A), ('P4rIngress.values_v0010.hi', 0x61CC70FD)], 6486)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9BBA1927), ('P4rIngress.values_v0011.hi', 0x733B2B2C)], 6486)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xADBF5273), ('P4rIngress.values_v0100.hi', 0x6396BD7E)], 6486)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x47800000)], 6486)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA0F56731), ('P4rIngress.values_v0110.hi', 0x859512A3)], 6486)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xD7038B84), ('P4rIngress.values_v0111.hi', 0xAF368BC9)], 6486)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5E6A7B5F), ('P4rIngress.values_v1000.hi', 0xBD0EF769)], 6486)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x667ABC72), ('P4rIngress.values_v1001.hi', 0x3C9CA6A7)], 6486)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x2C92A8A3), ('P4rIngress.values_v1010.hi', 0x3443C752)], 6486)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD0EAA287), ('P4rIngress.values_v1011.hi', 0xB06496A6)], 6486)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x33CDD9AC), ('P4rIngress.values_v1100.hi', 0xE54725BF)], 6486)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB4E08767), ('P4rIngress.values_v1101.hi', 0xCECA6FD6)], 6486)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x668505B7), ('P4rIngress.values_v1110.hi', 0x54137869)], 6486)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xCDF9AB95), ('P4rIngress.values_v1111.hi', 0xA46D4D0F)], 6486)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xAC7B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000042F),
                gc.DataTuple('slot_count', 0x00001ACF),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE2C2E32C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x293D7948),
                gc.KeyTuple('src_port', 0xBE28),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xAC7B),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0141),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\x3D\x79\x48\x00\x00\x00\x00\xBE\x28\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xAC\x7B\x00\x10\xE2\xC2\xE3\x2C\x15\x27\x06\x45\xB6\xBE\x53\x08\x00\x20\x00\x00\xF5\x9A\xAF\xF1\x85\xEE\x46\xF7\x2F\x55\xBF\xE2\x6B\x7C\x22\x63\x4A\xD1\xB2\xCF\x5C\xE2\x4D\x6D\xB4\x35\x63\x2D\x43\xCD\x2B\xEF\xEF\xA9\x42\x65\x2D\x64\x45\x73\x00\x00\x00\x00\x38\x80\x00\x00\xAC\x6E\x6C\x9D\xEE\xD6\x4C\xCB\x13\xEC\xF2\xB5\x8D\xF4\xE7\x57\x28\x18\x99\x97\xAD\xEE\x42\x6D\x40\xE3\x21\xB7\x23\xBC\xF6\x74\x6E\xDB\x69\xD7\x7A\x35\x4E\xF2\x8B\x44\x60\x1B\xBE\x54\xB0\xF6\x51\x4D\x5B\xDD\x04\x7F\x6E\xD0\xC6\x30\xD6\x3C\xE2\xBD\xA6\xF2\x54\x17\x4C\x15\x67\x73\xF4\x8F\x3F\x98\x4B\x8D\xA7\x38\x45\xE2\xCC\xD5\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x29\x3D\x79\x48\xBE\xEF\xBE\x28\x00\xA0\x00\x00\x50\x34\x02\x82\xAC\x7B\x00\x10\xE2\xC2\xE3\x2C\x15\x27\x00\x45\xB6\xBE\x53\x08\x00\x20\x00\x20\x80\x00\x00\x00\x85\xEE\x46\xF7\x7F\xFF\xFF\xFF\x6B\x7C\x22\x63\x7F\xFF\xFF\xFF\x5C\xE2\x4D\x6D\x80\x00\x00\x00\x43\xCD\x2B\xEF\x9D\x68\x94\xD8\x2D\x64\x45\x73\x00\x00\x00\x00\x38\x80\x00\x00\x80\x00\x00\x00\xEE\xD6\x4C\xCB\xEA\xF0\x7E\x39\x8D\xF4\xE7\x57\x7F\xFF\xFF\xFF\xAD\xEE\x42\x6D\x7F\xFF\xFF\xFF\x23\xBC\xF6\x74\x7F\xFF\xFF\xFF\x7A\x35\x4E\xF2\x80\x00\x00\x00\xBE\x54\xB0\xF6\x7F\xFF\xFF\xFF\x04\x7F\x6E\xD0\x80\x00\x00\x00\xE2\xBD\xA6\xF2\x7F\xFF\xFF\xFF\x67\x73\xF4\x8F\x0D\x91\xF7\x22\xA7\x38\x45\xE2\xCC\xD5\x3F\x78\x38\x8A\xCE\x9E\xC1\x27\x52\x86\x02\x6D\xE8\x00\xAE\x61\x84\xB4\x52\xA5\x2C\x0D\x42\x9E\xE0\x03\xDF\x9D\xFB\x83\xAF\x8A\x28\x10\x1C\x3E\x03\x6F\x61\xE8\x3A\x80\x58\xEB\xAE\xC5\x4C\x8E\x2A\x44\x6A\xEA\x78\x65\x82\xA9\x2C\x19\xA9\x08\xB4\x39\x4F\xBF\x8D\x01\x56\xAD\xDE\xB2\x78\xFA\xFF\x64\x90\xA3\xF1\x1F\x74\xED\x04\x21\xA6\x67\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8A944AD0), ('P4rIngress.bitmap_seq.seq', 0x20651B96)], 1561)
        self.setRegisterValue('P4rIngress.rounds', 0x20651B96, 1561)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x04), ('P4rIngress.count_exp.exponent', 0x27)], 1561)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1561)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA1201855), ('P4rIngress.values_v0000.hi', 0xB0335F1E)], 1561)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x54FDA8A1), ('P4rIngress.values_v0001.hi', 0x420F1F5D)], 1561)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6B5CF186), ('P4rIngress.values_v0010.hi', 0x3B545EAD)], 1561)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBFFB2DE3), ('P4rIngress.values_v0011.hi', 0xD97944B1)], 1561)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4B400A33), ('P4rIngress.values_v0100.hi', 0x6005D6A3)], 1561)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x56FB66B7), ('P4rIngress.values_v0101.hi', 0xC577FBC7)], 1561)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4AC516AB), ('P4rIngress.values_v0110.hi', 0xCAA71426)], 1561)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA9C39489), ('P4rIngress.values_v0111.hi', 0xA725CDA3)], 1561)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x25EEB376), ('P4rIngress.values_v1000.hi', 0x47E84689)], 1561)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7073A523), ('P4rIngress.values_v1001.hi', 0x63DC17C9)], 1561)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3BE181CA), ('P4rIngress.values_v1010.hi', 0x6F5A9A35)], 1561)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4AF7710C), ('P4rIngress.values_v1011.hi', 0x3F0D610A)], 1561)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x73C48F79), ('P4rIngress.values_v1100.hi', 0x4D995A4C)], 1561)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x84A7158D), ('P4rIngress.values_v1101.hi', 0x868B2335)], 1561)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x545A9861), ('P4rIngress.values_v1110.hi', 0x9348DB75)], 1561)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBE2AED69), ('P4rIngress.values_v1111.hi', 0x6D291DB7)], 1561)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF431),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000619),
                gc.DataTuple('slot_count', 0x00000EDC),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD207C200),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0x557F56A1),
                gc.KeyTuple('src_port', 0xEE54),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF431),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0356),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x55\x7F\x56\xA1\x00\x00\x00\x00\xEE\x54\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\x31\x00\x10\xD2\x07\xC2\x00\x00\x00\x00\x81\x20\x65\x1B\x96\x00\x20\x00\x00\xA9\x78\xD5\x37\x9B\x8A\x17\x4E\x7A\x55\x30\x7B\x7A\xBE\xBE\x5D\x4B\x1A\x75\x5A\x79\x85\x49\xB5\x8C\xB9\x97\xC5\x95\x32\xBE\xBD\x66\x5D\x38\xE9\x65\xDA\x7B\xB3\x54\xF8\xFA\xA3\x8F\x31\x3D\xCD\x3A\x36\x81\xE1\x9A\x5E\xE5\x14\xBB\x15\x0F\x0A\x38\x6E\x42\x79\x6F\x03\xC1\xD3\x3D\x8B\x52\xE7\x38\x05\xB4\xCB\x80\x00\x00\x00\x50\xA3\xD9\x5B\x98\xE4\xAA\xE4\x5A\x66\x2B\xE6\x58\x2D\xC8\x9A\x64\xAF\x0D\x20\x45\x19\x57\xDA\xBE\x93\xA0\xE5\xEA\x05\x26\xCD\x67\xCA\x3C\xB2\xD2\x58\xD3\x14\xC0\xF2\xB9\x6F\xCF\xC8\xCC\x42\xA5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x55\x7F\x56\xA1\xBE\xEF\xEE\x54\x00\xA0\x00\x00\x50\x34\x02\x82\xF4\x31\x00\x10\xD2\x07\xC2\x00\x00\x00\x00\x81\x20\x65\x1B\x96\x00\x20\x00\x05\x80\x00\x00\x00\x9B\x8A\x17\x4E\x7F\xFF\xFF\xFF\x7A\xBE\xBE\x5D\x7F\xFF\xFF\xFF\x79\x85\x49\xB5\x80\x00\x00\x00\x95\x32\xBE\xBD\x7F\xFF\xFF\xFF\x65\xDA\x7B\xB3\x7F\xFF\xFF\xFF\x8F\x31\x3D\xCD\x7F\xFF\xFF\xFF\x9A\x5E\xE5\x14\x80\x00\x00\x00\x38\x6E\x42\x79\x7F\xFF\xFF\xFF\x3D\x8B\x52\xE7\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x98\xE4\xAA\xE4\x7F\xFF\xFF\xFF\x58\x2D\xC8\x9A\x7F\xFF\xFF\xFF\x45\x19\x57\xDA\x80\x00\x00\x00\xEA\x05\x26\xCD\x7F\xFF\xFF\xFF\xD2\x58\xD3\x14\x80\x00\x00\x00\xCF\xC8\xCC\x42\xA5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80\xCC\x72\x61\x77\x4B\x94\xAB\x35\x21\xE3\xC0\xF1\xB4\x94\x4F\xE0\xDD\xFC\xD7\x46\x40\x8C\xC5\xC7\xAE\x6D\x97\xDE\xB7\xB1\x5E\x52\xAB\x14\xFC\xAD\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E\xFB\x0F\x17\x8E\x38\x87\x91\xDD\x9E\x90\x7C\x20\x04\x2C\x06\x51\x5A\x49\x31\x51\x6D\x72\x87\x67\xEF\x77\xB1\x40\x59\x9A\x08\x51\x73\x4C\x14\x97\x5E\x72\x0A\xE8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBCD4F984), ('P4rIngress.bitmap_seq.seq', 0x10E6040A)], 4972)
        self.setRegisterValue('P4rIngress.rounds', 0x10E6040A, 4972)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x5D)], 4972)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4972)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xAF63AA3A), ('P4rIngress.values_v0000.hi', 0x95951AD6)], 4972)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7DF694B9), ('P4rIngress.values_v0001.hi', 0x5C66FF5E)], 4972)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x595772A5), ('P4rIngress.values_v0010.hi', 0x1B89711F)], 4972)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9BAA0597), ('P4rIngress.values_v0011.hi', 0x7712C817)], 4972)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xFB930CCB), ('P4rIngress.values_v0100.hi', 0x5AEE673B)], 4972)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3A2AC073), ('P4rIngress.values_v0101.hi', 0x4FEF0AC5)], 4972)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA76CEE55), ('P4rIngress.values_v0110.hi', 0xACD8F53C)], 4972)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x1DD9E75C), ('P4rIngress.values_v0111.hi', 0xB7F32F2D)], 4972)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6C21186A), ('P4rIngress.values_v1000.hi', 0x8C23E29B)], 4972)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x707052FB), ('P4rIngress.values_v1001.hi', 0x35C2BD33)], 4972)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4331C413), ('P4rIngress.values_v1010.hi', 0x67B7277B)], 4972)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xC54BCA6A), ('P4rIngress.values_v1011.hi', 0x5CBCCDB8)], 4972)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6CE67380), ('P4rIngress.values_v1100.hi', 0x59189F33)], 4972)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x395975D5), ('P4rIngress.values_v1101.hi', 0x5A13B86B)], 4972)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5E752E57), ('P4rIngress.values_v1110.hi', 0xE307EE5D)], 4972)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x574C2CF4), ('P4rIngress.values_v1111.hi', 0x59E18447)], 4972)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x58B3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000128),
                gc.DataTuple('slot_count', 0x00001DA3),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1E8DC9C5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x1B2A3539),
                gc.KeyTuple('src_port', 0xEFCE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x58B3),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02B9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\x2A\x35\x39\x00\x00\x00\x00\xEF\xCE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x58\xB3\x00\x10\x1E\x8D\xC9\xC5\x12\x44\x04\x89\x10\xE6\x04\x0A\x00\x20\x00\x00\xA6\xE9\xF2\xFA\xB7\xC5\x34\x96\x58\xDA\xE5\x8B\x40\xEE\xCD\x2E\x59\x57\xA2\xC5\x70\xBA\x67\x9C\xB3\xA3\x0A\x91\x55\xBA\xDF\xDF\xD7\xB6\x75\xD9\x68\xF5\x26\xE1\x06\x2B\x7E\x8D\x4D\xDF\x6B\xFB\x9A\x68\x39\xDD\xBA\xAE\xB5\x22\x39\xDA\x67\xBC\xBF\xC5\x2F\x59\x45\xA1\x7C\x78\xDD\x97\x39\xB3\x5F\xA0\x72\x3D\x1D\xDE\x0D\xFF\x65\x75\x04\x4E\x72\x16\x2F\x71\xDD\x68\x95\xA3\x51\x8D\x55\x7E\x34\x87\xB8\x8D\x53\x91\x66\x60\x5B\x7A\x64\x9D\x62\xB0\xF8\xEE\x60\xCB\x32\x5C\x84\x2B\x85\x15\x52\xC8\x05\xBE\x69\x39\x88\xCF\x9B\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\x2A\x35\x39\xBE\xEF\xEF\xCE\x00\xA0\x00\x00\x50\x34\x02\x82\x58\xB3\x00\x10\x1E\x8D\xC9\xC5\x12\x44\x00\x89\x10\xE6\x04\x0A\x00\x20\x00\x0F\x80\x00\x00\x00\xB7\xC5\x34\x96\x7F\xFF\xFF\xFF\x40\xEE\xCD\x2E\x7F\xFF\xFF\xFF\x70\xBA\x67\x9C\x80\x00\x00\x00\x55\xBA\xDF\xDF\xD3\x49\x82\xA4\x68\xF5\x26\xE1\x40\x56\x3F\x00\x4D\xDF\x6B\xFB\x80\x00\x00\x00\xBA\xAE\xB5\x22\x57\xB4\x4F\x18\xBF\xC5\x2F\x59\x7F\xFF\xFF\xFF\xDD\x97\x39\xB3\x7F\xFF\xFF\xFF\x1D\xDE\x0D\xFF\x7F\xFF\xFF\xFF\x72\x16\x2F\x71\xA2\xB4\x60\x0D\x51\x8D\x55\x7E\x7F\xFF\xFF\xFF\x53\x91\x66\x60\x7F\xFF\xFF\xFF\x62\xB0\xF8\xEE\x7F\xFF\xFF\xFF\x84\x2B\x85\x15\x7F\xFF\xFF\xFF\x69\x39\x88\xCF\x9B\x86\xD4\x47\x4B\xF6\xCB\x12\x73\xB1\xFE\x51\x5B\x92\x2D\xA1\x55\x0B\x58\xF7\x33\xE0\xB7\x98\x18\x6F\x03\x33\x09\xD1\x16\xC9\xB4\x99\x58\x92\x87\xDE\xBF\x07\x4F\x01\x2F\xE9\xF3\xD6\xFF\xCD\x00\xA4\x36\x61\x2F\x77\xAB\x73\x9E\xA9\x19\xF4\x30\x7A\x39\x5F\xA3\x94\xD6\xF2\xA3\x8A\xB3\x58\x1D\x06\x7C\x99\x04'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6F6C1F76), ('P4rIngress.bitmap_seq.seq', 0x39E00000)], 1946)
        self.setRegisterValue('P4rIngress.rounds', 0x39E00000, 1946)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x1D)], 1946)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1946)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8D85F64F), ('P4rIngress.values_v0000.hi', 0x9DFD0F0C)], 1946)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x67CBF68F), ('P4rIngress.values_v0001.hi', 0x7AC61F7D)], 1946)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x36C392E0), ('P4rIngress.values_v0010.hi', 0x0F65ED07)], 1946)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4941AD1E), ('P4rIngress.values_v0011.hi', 0x8E9706CB)], 1946)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB21700BE), ('P4rIngress.values_v0100.hi', 0x8186FF5B)], 1946)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6509F57F), ('P4rIngress.values_v0101.hi', 0x372AEA8A)], 1946)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x91953D68), ('P4rIngress.values_v0110.hi', 0x3EF3978F)], 1946)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x98375177), ('P4rIngress.values_v0111.hi', 0xB0141D3F)], 1946)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x966D56E4), ('P4rIngress.values_v1000.hi', 0x05D104F4)], 1946)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x530AF7C4), ('P4rIngress.values_v1001.hi', 0x2C85E4EB)], 1946)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6B4E0CA4), ('P4rIngress.values_v1010.hi', 0x73672B64)], 1946)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xDF8B02CA), ('P4rIngress.values_v1011.hi', 0xB44C5753)], 1946)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x1AB86C62)], 1946)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xE64B3A99), ('P4rIngress.values_v1101.hi', 0x77CB8A93)], 1946)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4A4792AA), ('P4rIngress.values_v1110.hi', 0xF4A22B2F)], 1946)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA8EEF441), ('P4rIngress.values_v1111.hi', 0xF49A6DB1)], 1946)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0252),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E3),
                gc.DataTuple('slot_count', 0x00000E47),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4D8496AC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x5FCFC8FE),
                gc.KeyTuple('src_port', 0xD146),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0252),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 43
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\xCF\xC8\xFE\x00\x00\x00\x00\xD1\x46\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x02\x52\x00\x10\x4D\x84\x96\xAC\x04\xB7\x00\xA8\x39\xE0\x00\x00\x00\x20\x00\x00\xF1\x26\x3A\xDD\xD1\xB9\x4F\x59\x35\xB6\x95\x98\x06\x8C\x2E\x0F\x62\x63\x9D\x61\x7E\x09\x7D\xBA\x65\x5B\x74\x8B\xA6\xD5\x5E\xB1\x90\xDD\xEB\x4F\xA9\x74\xAE\x4F\x1B\xA6\xB3\x05\xD0\xE6\x27\x49\xBB\x92\x5F\x7D\x3A\x89\x7D\xB8\xDA\xA7\x94\x01\xBB\xC7\xA9\x7F\xAD\x57\x96\x55\xEB\xAF\xCD\x9B\x59\x7E\x62\xB5\x5F\xEA\x10\x06\x1A\x75\x6C\xAC\x49\x2C\xBD\x8D\x86\x27\xF9\xC0\xBE\xA8\xC1\x9C\x00\x00\x00\x00\x70\x2D\x45\x8A\x69\x79\xE2\xCB\x66\xD2\x64\xCE\x9F\xD1\x26\xF4\xF4\xA9\x38\x4E\xFE\x22\xF5\x72\x8A\x17\x7E\xB7\x61\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x5F\xCF\xC8\xFE\xBE\xEF\xD1\x46\x00\xA0\x00\x00\x50\x34\x02\x82\x02\x52\x00\x10\x4D\x84\x96\xAC\x04\xB7\x00\xA8\x39\xE0\x00\x00\x00\x20\x00\x1B\x80\x00\x00\x00\xD1\xB9\x4F\x59\x7F\xFF\xFF\xFF\x06\x8C\x2E\x0F\x7F\xFF\xFF\xFF\x7E\x09\x7D\xBA\x7F\xFF\xFF\xFF\xA6\xD5\x5E\xB1\x80\x00\x00\x00\xA9\x74\xAE\x4F\x7F\xFF\xFF\xFF\xD0\xE6\x27\x49\x80\x00\x00\x00\x3A\x89\x7D\xB8\x80\x00\x00\x00\xBB\xC7\xA9\x7F\x80\x00\x00\x00\xEB\xAF\xCD\x9B\x7F\xFF\xFF\xFF\x5F\xEA\x10\x06\x7F\xFF\xFF\xFF\x49\x2C\xBD\x8D\x80\x00\x00\x00\xBE\xA8\xC1\x9C\x00\x00\x00\x00\x70\x2D\x45\x8A\x4F\xC5\x1D\x64\x66\xD2\x64\xCE\xEA\x18\xB9\x9E\xF4\xA9\x38\x4E\xA7\x11\xE9\xB3\x8A\x17\x7E\xB7\x61\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x022268A1), ('P4rIngress.bitmap_seq.seq', 0x24DEFDBD)], 6940)
        self.setRegisterValue('P4rIngress.rounds', 0x24DEFDBD, 6940)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x2B)], 6940)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6940)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB74FB981), ('P4rIngress.values_v0000.hi', 0xD1F5F723)], 6940)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3F9B059D), ('P4rIngress.values_v0001.hi', 0x7C715C53)], 6940)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x590F6947), ('P4rIngress.values_v0010.hi', 0x55E886D8)], 6940)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA3A224BF), ('P4rIngress.values_v0011.hi', 0x4ACEB1CA)], 6940)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB301B415), ('P4rIngress.values_v0100.hi', 0x6AF921A5)], 6940)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBE69AB09), ('P4rIngress.values_v0101.hi', 0x4C396C3C)], 6940)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA0521794), ('P4rIngress.values_v0110.hi', 0x933601F7)], 6940)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6AB77AA5), ('P4rIngress.values_v0111.hi', 0x892692DB)], 6940)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x450E6EB1), ('P4rIngress.values_v1000.hi', 0xF39C7D8D)], 6940)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x53C2DE96), ('P4rIngress.values_v1001.hi', 0x23533A61)], 6940)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x76D99B5F), ('P4rIngress.values_v1010.hi', 0x2E67BC46)], 6940)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBF75F3C3), ('P4rIngress.values_v1011.hi', 0x44698A32)], 6940)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7752845E), ('P4rIngress.values_v1100.hi', 0x52DBA577)], 6940)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x44D56DFF), ('P4rIngress.values_v1101.hi', 0x102BD317)], 6940)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7CD633A3), ('P4rIngress.values_v1110.hi', 0x240E723D)], 6940)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD1ADF706), ('P4rIngress.values_v1111.hi', 0xF334D26B)], 6940)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x63C2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000117B),
                gc.DataTuple('slot_count', 0x000009E6),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x688A2B9E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x1DD0F7FD),
                gc.KeyTuple('src_port', 0x435C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x63C2),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 20
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1D\xD0\xF7\xFD\x00\x00\x00\x00\x43\x5C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x63\xC2\x00\x10\x68\x8A\x2B\x9E\x09\xA1\x02\x8A\x24\xDE\xFD\xBD\x00\x20\x00\x00\x83\x2A\x23\x37\xA6\x43\x75\x05\x45\xDC\xD8\xD3\x77\x5B\x9A\x7D\x53\x07\x7A\x53\x30\xBD\x5C\xF4\xD3\x7A\xAD\xBF\x7C\xCA\x97\xA9\x45\xA1\x0B\x23\x78\x1E\xEE\x41\x38\x6F\x19\x93\x57\x7E\x6E\x66\xB5\xFD\x33\x94\xA3\x77\xBE\x58\x99\x89\x2D\xAD\x91\xDE\xBA\x46\x41\x03\x48\x95\x84\x31\x81\xA6\x4D\x62\x85\x45\x2A\x5D\x72\xEB\x51\x19\xFB\x6F\x66\x1C\x21\xDE\x21\x6F\xAB\x02\x76\x35\x86\x98\x42\xD8\xF2\x59\x3C\xD2\x2B\x11\xE6\x55\x24\x4D\xDE\x8D\xA7\x3D\x16\xBA\x2B\x6C\x2F\x72\x22\xFE\xDB\x40\xE1\xCE\x48\x18\x40\x77\x8F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1D\xD0\xF7\xFD\xBE\xEF\x43\x5C\x00\xA0\x00\x00\x50\x34\x02\x82\x63\xC2\x00\x10\x68\x8A\x2B\x9E\x09\xA1\x00\x8A\x24\xDE\xFD\xBD\x00\x20\x00\x0D\x80\x00\x00\x00\xA6\x43\x75\x05\x7F\xFF\xFF\xFF\x77\x5B\x9A\x7D\x7F\xFF\xFF\xFF\x30\xBD\x5C\xF4\x80\x00\x00\x00\x7C\xCA\x97\xA9\xF8\xA2\xBF\x38\x78\x1E\xEE\x41\xF6\xD8\xC4\x9C\x57\x7E\x6E\x66\x80\x00\x00\x00\xA3\x77\xBE\x58\x04\x40\xA8\x52\x91\xDE\xBA\x46\x7F\xFF\xFF\xFF\x84\x31\x81\xA6\x7F\xFF\xFF\xFF\x2A\x5D\x72\xEB\x7F\xFF\xFF\xFF\x66\x1C\x21\xDE\xE0\xE5\x9E\xC5\x76\x35\x86\x98\x7F\xFF\xFF\xFF\x3C\xD2\x2B\x11\x2B\x2A\x92\x4C\xDE\x8D\xA7\x3D\x7F\xFF\xFF\xFF\x2F\x72\x22\xFE\xAC\xEE\xD8\xD4\x48\x18\x40\x77\x8F\x6C\xAF\xF5\x5E\xB2\x40\xE6\x21\xCD\x88\xA8\x70\xFB\xF2\x8C\x15\xC5\x0C\xB8\x56\x28\x1E\xF3\x3F\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x54F00C2F), ('P4rIngress.bitmap_seq.seq', 0x60FFC000)], 2093)
        self.setRegisterValue('P4rIngress.rounds', 0x60FFC000, 2093)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x12), ('P4rIngress.count_exp.exponent', 0x3F)], 2093)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2093)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8DC8175F), ('P4rIngress.values_v0000.hi', 0xBD317FB4)], 2093)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3C7CB326), ('P4rIngress.values_v0001.hi', 0x4CDB645F)], 2093)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x66191CF4), ('P4rIngress.values_v0010.hi', 0x623F8F4D)], 2093)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8BB74E5B), ('P4rIngress.values_v0011.hi', 0xE1D6987B)], 2093)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x40A8F075), ('P4rIngress.values_v0100.hi', 0x2EAB363C)], 2093)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x78EC56C3), ('P4rIngress.values_v0101.hi', 0xA9065981)], 2093)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6CD72772), ('P4rIngress.values_v0110.hi', 0xDF690A7B)], 2093)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4727F269), ('P4rIngress.values_v0111.hi', 0xCDC8B55F)], 2093)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA1295D7F), ('P4rIngress.values_v1000.hi', 0x1E125BC7)], 2093)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x882E0247), ('P4rIngress.values_v1001.hi', 0x609E61BD)], 2093)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x583A6DD3), ('P4rIngress.values_v1010.hi', 0x7E3E2CD5)], 2093)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD1E2D650), ('P4rIngress.values_v1011.hi', 0x9B6F8547)], 2093)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3B4E3D46), ('P4rIngress.values_v1100.hi', 0xB95C3DEF)], 2093)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA3DD45DD), ('P4rIngress.values_v1101.hi', 0x69A44AA7)], 2093)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7263BBF2), ('P4rIngress.values_v1110.hi', 0xF2E6FA78)], 2093)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8D8AD6C6), ('P4rIngress.values_v1111.hi', 0xCD691AD9)], 2093)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB00E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006D0),
                gc.DataTuple('slot_count', 0x00000ED6),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x56F330B0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x4C5AF57B),
                gc.KeyTuple('src_port', 0x1887),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB00E),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0131),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x4C\x5A\xF5\x7B\x00\x00\x00\x00\x18\x87\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB0\x0E\x00\x10\x56\xF3\x30\xB0\x01\x5D\x02\x87\x60\xFF\xC0\x00\x00\x20\x00\x00\x95\x1E\xEE\x81\xAD\x13\xE7\xFC\x5C\x0F\x3F\x62\x5D\xA1\x2F\x73\x1C\x1B\xD5\x9E\x35\xBD\x9D\x6F\xC3\xB5\x1A\x89\x8A\xC6\x86\xA5\x6A\x65\x80\x47\x6D\x32\x0F\x62\x28\x48\x44\x91\x9F\x1E\xD4\xFA\x2E\x8F\x07\x64\x6F\x7B\x37\x49\x35\xB1\xCE\xFF\xA0\x89\xA6\x1A\xAD\x8B\x54\x95\x73\x39\xF1\x9E\xE4\x6D\x64\x33\x5D\xA5\x77\x01\x5D\x1B\x50\xB5\x16\x24\x95\x59\x8F\x08\x97\xE4\xB2\x41\x8D\x75\x66\x88\xAD\x1A\xA3\x7E\xB0\x2D\xB7\x27\x85\x08\x6A\xD9\xCA\xB1\x69\xA8\x90\x24\x76\xB6\x85\xD9\x9A\x69\x9E\x98\x14\x4D\xD8\x59\xE8\x98\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x4C\x5A\xF5\x7B\xBE\xEF\x18\x87\x00\xA0\x00\x00\x50\x34\x02\x82\xB0\x0E\x00\x10\x56\xF3\x30\xB0\x01\x5D\x00\x87\x60\xFF\xC0\x00\x00\x20\x00\x13\x80\x00\x00\x00\xAD\x13\xE7\xFC\x7F\xFF\xFF\xFF\x5D\xA1\x2F\x73\x7F\xFF\xFF\xFF\x35\xBD\x9D\x6F\x80\x00\x00\x00\x8A\xC6\x86\xA5\x7F\xFF\xFF\xFF\x6D\x32\x0F\x62\x7F\xFF\xFF\xFF\x9F\x1E\xD4\xFA\x7F\xFF\xFF\xFF\x6F\x7B\x37\x49\x7C\xD9\xC1\x68\xA0\x89\xA6\x1A\x80\x00\x00\x00\x73\x39\xF1\x9E\x80\x00\x00\x00\x5D\xA5\x77\x01\x7F\xFF\xFF\xFF\x16\x24\x95\x59\x80\x00\x00\x00\xB2\x41\x8D\x75\x7F\xFF\xFF\xFF\xA3\x7E\xB0\x2D\x80\x00\x00\x00\x6A\xD9\xCA\xB1\x7F\xFF\xFF\xFF\x76\xB6\x85\xD9\x80\x00\x00\x00\x14\x4D\xD8\x59\xE8\x98\x2F\xBD\xFC\x0F\xE1\x4D\x16\x6D\x3D\x7C\x06\x8D\x18\xF5\x24\x7D\x98\x88\x4F\xA5\x4E\xE6\xFD\x16\xDA\x9D\xEF\xB2\xC9\xFD\xD3\xEA\xD3\x0F\xC8\xF9\xA2\x3A\x45\xD5\x7E\xD8\xC2\x4E\xEC\x2C\x58\x42\x3F\x98\xBB\x3B\xCB\x90\xBA\x53\x52\x86\x05\x2B\xAC\x18\x08\x4D\x2C\x36\x23\x7A\x6B\x42\x6D\xE6\x12\x90\x60\xA8\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDEE0F7CF), ('P4rIngress.bitmap_seq.seq', 0x43300000)], 2907)
        self.setRegisterValue('P4rIngress.rounds', 0x43300000, 2907)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x61)], 2907)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2907)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC57705DC), ('P4rIngress.values_v0000.hi', 0xA6D1912F)], 2907)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7A05D366), ('P4rIngress.values_v0001.hi', 0x62CB29C4)], 2907)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xA9A69CDD), ('P4rIngress.values_v0010.hi', 0x39FDE185)], 2907)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6E2C7597), ('P4rIngress.values_v0011.hi', 0x69DF1982)], 2907)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xF799AFD3), ('P4rIngress.values_v0100.hi', 0x1BCA21A6)], 2907)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xCBB018F2), ('P4rIngress.values_v0101.hi', 0x520DF0FD)], 2907)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAACC9CB9), ('P4rIngress.values_v0110.hi', 0x64CEDA4D)], 2907)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xCA596A3D), ('P4rIngress.values_v0111.hi', 0xC846F828)], 2907)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2D4D5395), ('P4rIngress.values_v1000.hi', 0xD47B6CA5)], 2907)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x62764F5E), ('P4rIngress.values_v1001.hi', 0x7CBEA2EA)], 2907)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xDBC507A9), ('P4rIngress.values_v1010.hi', 0x930E4607)], 2907)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x72264587), ('P4rIngress.values_v1011.hi', 0x00000000)], 2907)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5C890273), ('P4rIngress.values_v1100.hi', 0x7C742835)], 2907)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3EF6BBD9), ('P4rIngress.values_v1101.hi', 0x9A817057)], 2907)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD9EEDDD4), ('P4rIngress.values_v1110.hi', 0x85672473)], 2907)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4C4B12CD), ('P4rIngress.values_v1111.hi', 0x5110EBAC)], 2907)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE079),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000924),
                gc.DataTuple('slot_count', 0x00000A77),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x280B5124),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00B),
                gc.KeyTuple('src_addr', 0x08918335),
                gc.KeyTuple('src_port', 0x6289),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE079),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x031B),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x08\x91\x83\x35\x00\x00\x00\x00\x62\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE0\x79\x00\x10\x28\x0B\x51\x24\x02\x37\x00\xC5\x43\x30\x00\x00\x00\x20\x00\x00\xB6\x66\x43\x1D\xC0\x8A\x81\x55\x50\xD7\x50\xE2\x4A\xF4\x1D\x35\xB3\x20\xA8\x91\xE3\x89\xE7\x8D\x6E\x25\xD3\x05\x6F\x9D\x40\x92\xE1\x2C\xEC\x9D\x09\xAC\xFE\x33\x56\x76\xDC\x66\x5C\x75\x06\xEE\xA8\x74\x87\x2B\x37\x45\x5A\x65\x8D\x2C\xA9\x1D\x2B\x6B\x12\x89\xED\xC5\x66\x34\x8E\x98\x41\x2E\x40\xD1\xE0\xF8\x4C\x85\xF2\x4F\x99\xF7\xB5\x8A\xB1\x06\xD6\xAC\x14\x12\x78\x3D\x80\x00\x00\x00\x56\x3C\x5C\x06\x2A\x2E\x6B\xE2\x4E\x18\x89\x25\x90\xF1\x03\x0D\x5C\xFE\xA0\x45\xDC\x1D\xE8\xD3\x69\x72\x77\x9D\x45\xF2\xFF\x75\x78\xC9\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x08\x91\x83\x35\xBE\xEF\x62\x89\x00\xA0\x00\x00\x50\x34\x02\x82\xE0\x79\x00\x10\x28\x0B\x51\x24\x02\x37\x00\xC5\x43\x30\x00\x00\x00\x20\x00\x14\x80\x00\x00\x00\xC0\x8A\x81\x55\x7F\xFF\xFF\xFF\x4A\xF4\x1D\x35\x80\x00\x00\x00\xE3\x89\xE7\x8D\x7F\xFF\xFF\xFF\x6F\x9D\x40\x92\xD8\xC6\x9C\x70\x09\xAC\xFE\x33\x22\x26\xF5\x58\x5C\x75\x06\xEE\x80\x00\x00\x00\x37\x45\x5A\x65\x80\x00\x00\x00\x2B\x6B\x12\x89\x1B\x12\xB9\xC9\x8E\x98\x41\x2E\x7F\xFF\xFF\xFF\x4C\x85\xF2\x4F\x80\x00\x00\x00\xB1\x06\xD6\xAC\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\x2A\x2E\x6B\xE2\x7F\xFF\xFF\xFF\x90\xF1\x03\x0D\x36\xED\x7E\x19\xDC\x1D\xE8\xD3\x7F\xFF\xFF\xFF\x45\xF2\xFF\x75\x78\xC9\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F\xD8\x51\x24\x76\x61\xD7\xA6\x6F\x39\xE1\x60\x0A\x54\xCB\x6D\xB6\xB4\x59\xED\xBE\xF9\x15\x9B\x81\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6A78789D), ('P4rIngress.bitmap_seq.seq', 0xB620CDDA)], 3100)
        self.setRegisterValue('P4rIngress.rounds', 0xB620CDDA, 3100)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x33)], 3100)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3100)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9753FB88), ('P4rIngress.values_v0000.hi', 0xFBD1BDD2)], 3100)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x0E8EB95D), ('P4rIngress.values_v0001.hi', 0x49EEBCEB)], 3100)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4CD13E95), ('P4rIngress.values_v0010.hi', 0x6149F5CF)], 3100)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB188ACF6), ('P4rIngress.values_v0011.hi', 0xBFCEE354)], 3100)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x764318B9), ('P4rIngress.values_v0100.hi', 0x2396B9DF)], 3100)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2BB85581), ('P4rIngress.values_v0101.hi', 0x94D1E2AD)], 3100)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x630F0A70), ('P4rIngress.values_v0110.hi', 0xAEE995CD)], 3100)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF1962831), ('P4rIngress.values_v0111.hi', 0x75DDACD1)], 3100)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6FEF795D), ('P4rIngress.values_v1000.hi', 0xC4CF6487)], 3100)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x77DB2827), ('P4rIngress.values_v1001.hi', 0x63AD6FB7)], 3100)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5FB26A4D), ('P4rIngress.values_v1010.hi', 0xEFBFBB35)], 3100)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3F439C8B), ('P4rIngress.values_v1011.hi', 0x5A699BC7)], 3100)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5EEB4241), ('P4rIngress.values_v1100.hi', 0xB5AEC669)], 3100)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD910E59C), ('P4rIngress.values_v1101.hi', 0x3A6F76ED)], 3100)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3C94A13E), ('P4rIngress.values_v1110.hi', 0xDE922774)], 3100)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x47A25FC7), ('P4rIngress.values_v1111.hi', 0x7B6C245D)], 3100)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9CAE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B9D),
                gc.DataTuple('slot_count', 0x00000A5D),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x38615CB6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03E),
                gc.KeyTuple('src_addr', 0xDC1961EA),
                gc.KeyTuple('src_port', 0x0236),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9CAE),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01A5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x19\x61\xEA\x00\x00\x00\x00\x02\x36\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9C\xAE\x00\x10\x38\x61\x5C\xB6\x00\x7F\x04\x87\xB6\x20\xCD\xDA\x00\x20\x00\x00\x99\x3B\x1A\x40\x80\x92\x5F\xD0\x72\x4D\xFF\x4C\x4D\xD8\xBF\x9B\x74\xB2\x21\xA7\x4F\x40\x42\x3A\xA5\xA9\xFB\x5E\xA5\x76\xDF\x34\x35\xA4\x1F\x78\x5D\x1C\x7B\x04\x5B\xCC\xB5\x03\xE5\xFC\xC1\xB5\x30\x7D\x82\x8A\xA2\xCB\xEB\x2E\x8B\x06\x1A\xD7\x0E\x14\xB7\xAB\x2E\x6D\x51\x83\x18\x6B\x4A\xB8\x28\x4E\xC0\xF1\x48\xBF\x49\xF7\x71\xA5\x96\xA9\x46\x2A\x39\x81\x39\xB9\xB6\xAB\x40\x29\xBE\xE6\x28\xEE\xDE\xC2\xB9\xBA\xEA\x21\x94\x71\xC2\xE2\xAB\x69\x4A\xC3\xB5\xCF\x6B\x55\x79\x8F\x64\x98\x7E\xC6\x30\xDA\x42\x46\xB6\xF0\x85\xD8\xC4\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDC\x19\x61\xEA\xBE\xEF\x02\x36\x00\xA0\x00\x00\x50\x34\x02\x82\x9C\xAE\x00\x10\x38\x61\x5C\xB6\x00\x7F\x00\x87\xB6\x20\xCD\xDA\x00\x20\x00\x10\x80\x00\x00\x00\x80\x92\x5F\xD0\x7F\xFF\xFF\xFF\x4D\xD8\xBF\x9B\x7F\xFF\xFF\xFF\x4F\x40\x42\x3A\x80\x00\x00\x00\xA5\x76\xDF\x34\x7F\xFF\xFF\xFF\x5D\x1C\x7B\x04\x7F\xFF\xFF\xFF\xE5\xFC\xC1\xB5\x7F\xFF\xFF\xFF\xA2\xCB\xEB\x2E\x80\x00\x00\x00\x0E\x14\xB7\xAB\x7F\xFF\xFF\xFF\x18\x6B\x4A\xB8\x7F\xFF\xFF\xFF\x48\xBF\x49\xF7\x7F\xFF\xFF\xFF\x46\x2A\x39\x81\x78\xFD\x53\x36\x40\x29\xBE\xE6\x7F\xFF\xFF\xFF\xB9\xBA\xEA\x21\x80\x00\x00\x00\xAB\x69\x4A\xC3\xF2\x64\x0C\x93\x79\x8F\x64\x98\x7F\xFF\xFF\xFF\x42\x46\xB6\xF0\x85\xD8\xC4\x7B\x40\x09\xCC\x13\xF0\x45\xA2\x31\x42\x4C\x80\xFD\xE9\x3E\x84\xBB\xBD\xE1\x5A\xEF\x05\x8D\x8C\x5D\x51\x68\x82\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0A541759), ('P4rIngress.bitmap_seq.seq', 0xDF800000)], 6597)
        self.setRegisterValue('P4rIngress.rounds', 0xDF800000, 6597)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x19)], 6597)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6597)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA1AB39C8), ('P4rIngress.values_v0000.hi', 0xBBE7A874)], 6597)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x538D6D84), ('P4rIngress.values_v0001.hi', 0x7DE52576)], 6597)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x0F288DB1), ('P4rIngress.values_v0010.hi', 0x4401ECD6)], 6597)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD8B66D0D), ('P4rIngress.values_v0011.hi', 0x694D7AB1)], 6597)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x646A3498), ('P4rIngress.values_v0100.hi', 0x453B59E2)], 6597)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2CDB739F), ('P4rIngress.values_v0101.hi', 0x73530D6F)], 6597)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9CC5E8DE), ('P4rIngress.values_v0110.hi', 0xBD947315)], 6597)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB6F1DAEB), ('P4rIngress.values_v0111.hi', 0xD5B774AE)], 6597)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x1749C531), ('P4rIngress.values_v1000.hi', 0xE3498DAC)], 6597)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x59CF5CA6), ('P4rIngress.values_v1001.hi', 0x017921A5)], 6597)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x1B9F9DCA), ('P4rIngress.values_v1010.hi', 0x96676583)], 6597)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x933A5BB1), ('P4rIngress.values_v1011.hi', 0x4ED23AF5)], 6597)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD2B676A5), ('P4rIngress.values_v1100.hi', 0xCFDACBF1)], 6597)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x579FFFDB), ('P4rIngress.values_v1101.hi', 0x8CFAD9B3)], 6597)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC3B8C3E6), ('P4rIngress.values_v1110.hi', 0x962CA7DD)], 6597)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD9F7D08E), ('P4rIngress.values_v1111.hi', 0x668870EC)], 6597)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD5C5),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000012E4),
                gc.DataTuple('slot_count', 0x000007BC),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE197C19D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xC17635FF),
                gc.KeyTuple('src_port', 0x9F66),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD5C5),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0025),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC1\x76\x35\xFF\x00\x00\x00\x00\x9F\x66\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD5\xC5\x00\x10\xE1\x97\xC1\x9D\x06\xE1\x04\x38\xDF\x80\x00\x00\x00\x20\x00\x00\xA3\xE4\xAD\x36\xA2\x2B\x8E\x63\x55\xA8\xC8\xE3\x71\x29\x0F\xF5\x72\xFA\x73\x19\x46\xF4\xC5\xA5\x91\x26\x6E\x1F\x30\xDC\xDF\x27\xC7\xC3\x2D\xBE\x60\xB1\x15\x46\x42\x9B\x48\x03\x34\x43\xE4\xAA\xD9\x76\xF3\x5E\x8B\x54\x83\x66\x21\xD7\x3E\x6F\x73\x9E\x16\x96\x6C\x5C\x4C\x5D\x6F\x5F\xED\x39\x3D\xE0\xBD\x23\x4E\xB1\xB1\x77\x64\xBF\x38\x52\xC7\x6C\xB5\xE9\xE6\x3A\x69\xEC\x68\xF7\x14\x49\xFC\xB4\xCB\x37\x8F\x1A\x61\x94\x54\x4E\xA9\x9D\xCF\x89\xD8\x07\x9D\xBC\xF7\x5E\xB5\x27\x85\x8B\x6F\x03\x97\xDB\x3E\xFE\x9A\xEF\x41\x46\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC1\x76\x35\xFF\xBE\xEF\x9F\x66\x00\xA0\x00\x00\x50\x34\x02\x82\xD5\xC5\x00\x10\xE1\x97\xC1\x9D\x06\xE1\x00\x38\xDF\x80\x00\x00\x00\x20\x00\x07\x80\x00\x00\x00\xA2\x2B\x8E\x63\x7F\xFF\xFF\xFF\x71\x29\x0F\xF5\x7F\xFF\xFF\xFF\x46\xF4\xC5\xA5\x80\x00\x00\x00\x30\xDC\xDF\x27\x2C\x2D\x62\x56\x60\xB1\x15\x46\x6F\x76\xBB\xA2\x34\x43\xE4\xAA\x80\x00\x00\x00\x8B\x54\x83\x66\xD8\xC9\x19\x5A\x73\x9E\x16\x96\x7F\xFF\xFF\xFF\x6F\x5F\xED\x39\x7F\xFF\xFF\xFF\x4E\xB1\xB1\x77\x7F\xFF\xFF\xFF\xC7\x6C\xB5\xE9\x80\x00\x00\x00\x68\xF7\x14\x49\xCF\x6B\x41\xDC\x8F\x1A\x61\x94\x7F\xFF\xFF\xFF\xCF\x89\xD8\x07\x80\x00\x00\x00\xB5\x27\x85\x8B\x48\xFB\x68\x69\x3E\xFE\x9A\xEF\x41\x46\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0124559A), ('P4rIngress.bitmap_seq.seq', 0xA4AC0E00)], 2969)
        self.setRegisterValue('P4rIngress.rounds', 0xA4AC0E00, 2969)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0xC2)], 2969)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2969)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8E971A2B), ('P4rIngress.values_v0000.hi', 0xA4BBD54F)], 2969)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6A5BC8AB), ('P4rIngress.values_v0001.hi', 0x6F2D1E44)], 2969)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5603B777), ('P4rIngress.values_v0010.hi', 0x5759876C)], 2969)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9B6B62BF), ('P4rIngress.values_v0011.hi', 0x98325F0A)], 2969)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6CD18F25), ('P4rIngress.values_v0100.hi', 0x37D2E6FE)], 2969)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x658DAC4D), ('P4rIngress.values_v0101.hi', 0x94D76504)], 2969)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6446EB9F), ('P4rIngress.values_v0110.hi', 0x33D12345)], 2969)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x07A789E7), ('P4rIngress.values_v0111.hi', 0x8AC99BCE)], 2969)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x94F2F6AF), ('P4rIngress.values_v1000.hi', 0x75FBFCB4)], 2969)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xBAEB942A), ('P4rIngress.values_v1001.hi', 0x27A65A6C)], 2969)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x55891A6D), ('P4rIngress.values_v1010.hi', 0x688A653B)], 2969)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xCF72A4AF), ('P4rIngress.values_v1011.hi', 0x5EFC6027)], 2969)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6B1DAB64), ('P4rIngress.values_v1100.hi', 0xAE5B620A)], 2969)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7A279A04), ('P4rIngress.values_v1101.hi', 0x9EBED3DC)], 2969)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA950AAB1), ('P4rIngress.values_v1110.hi', 0xB8CD8C33)], 2969)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBBA41632), ('P4rIngress.values_v1111.hi', 0x73268B77)], 2969)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC463),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000098E),
                gc.DataTuple('slot_count', 0x0000062C),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC5060B04),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x035),
                gc.KeyTuple('src_addr', 0xF204C563),
                gc.KeyTuple('src_port', 0x0AEC),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC463),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0349),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF2\x04\xC5\x63\x00\x00\x00\x00\x0A\xEC\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC4\x63\x00\x10\xC5\x06\x0B\x04\x02\x0B\x02\xC4\xA4\xAC\x0E\x00\x00\x20\x00\x00\xA9\xB8\x2B\xB9\x9F\xDB\x7F\x53\x2A\x7F\xAA\x6A\x7A\x39\xEF\x86\x71\x71\x95\x9B\x65\xDD\xE8\x87\xA9\x49\x3A\x61\xD9\x9C\xD2\x94\x47\xCD\x7B\x8A\x75\xD8\xC6\xB6\x55\xA8\x3C\xB9\xB4\x4F\x24\x49\x55\x76\x6E\x52\x2D\x97\xFB\x62\x25\x86\x49\x61\xC4\xE7\x27\xA7\x99\xB2\x73\x34\x46\x67\xB4\xA6\xD1\x20\xAF\x5F\x76\xC2\xB1\x99\x14\x87\x72\xA6\x4C\x83\x24\xE0\x5A\x2A\xAF\x2A\x5B\xF5\x1B\xE1\x43\xC5\x85\xC7\x00\xB3\x76\xE8\x42\xA2\xCA\x9F\xCE\x3E\xB7\x5B\xD2\x1A\x90\x5B\x90\xB9\xB5\xFA\xBA\x56\xFB\xC1\x52\xD5\xC8\x15\x8C\xD2\xC4\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xF2\x04\xC5\x63\xBE\xEF\x0A\xEC\x00\xA0\x00\x00\x50\x34\x02\x82\xC4\x63\x00\x10\xC5\x06\x0B\x04\x02\x0B\x00\xC4\xA4\xAC\x0E\x00\x00\x20\x00\x0C\x80\x00\x00\x00\x9F\xDB\x7F\x53\x7F\xFF\xFF\xFF\x7A\x39\xEF\x86\x7F\xFF\xFF\xFF\x65\xDD\xE8\x87\x80\x00\x00\x00\xD9\x9C\xD2\x94\x7F\xFF\xFF\xFF\x75\xD8\xC6\xB6\x7F\xFF\xFF\xFF\xB4\x4F\x24\x49\x7F\xFF\xFF\xFF\x2D\x97\xFB\x62\x2D\x2D\xD3\x48\xC4\xE7\x27\xA7\x80\x00\x00\x00\x46\x67\xB4\xA6\x8C\x0C\x43\x89\x76\xC2\xB1\x99\x6A\x10\x8D\x13\x4C\x83\x24\xE0\x29\x9D\x53\xD9\x5B\xF5\x1B\xE1\x7F\xFF\xFF\xFF\x00\xB3\x76\xE8\x7F\xFF\xFF\xFF\xCE\x3E\xB7\x5B\x80\x00\x00\x00\x90\xB9\xB5\xFA\x80\x00\x00\x00\x52\xD5\xC8\x15\x8C\xD2\xC4\x10\x07\xD9\xFC\xF8\x43\xCC\xCF\x2F\x5F\x00\x29\x94\x2A\x25\xB8\xB2\xA5\xC0\x29\x05\x05\xA4\xEB\x71\x89\x77\xC1\xF5\xA1\x74\xAF\xBC\x25\x28\xE8\xF7\xC8\xD4\x55\x01\x81\x6A\x72\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50\x80\x06\x1C\xA7\x6E\x31\x5F\x6B\x9C\x8B\x3A\xDC\x06\x5E\x53\x6C\x99\x42\x09\x4F\x1E\x31\xC5\x6F\x25\xA0\x5B\xD7\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0928091C), ('P4rIngress.bitmap_seq.seq', 0x20229737)], 6274)
        self.setRegisterValue('P4rIngress.rounds', 0x20229737, 6274)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0B), ('P4rIngress.count_exp.exponent', 0x41)], 6274)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6274)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xC4457883), ('P4rIngress.values_v0000.hi', 0x8ED10A49)], 6274)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x76A0646F), ('P4rIngress.values_v0001.hi', 0x6BCCD388)], 6274)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x39D2E3BE), ('P4rIngress.values_v0010.hi', 0x5D5F3D99)], 6274)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xF12DD12B), ('P4rIngress.values_v0011.hi', 0x4BDCAB44)], 6274)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x3D4B8893)], 6274)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5B6156FB), ('P4rIngress.values_v0101.hi', 0x3EF012D6)], 6274)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9152F03B), ('P4rIngress.values_v0110.hi', 0xBBB65885)], 6274)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x8CF1BA2C), ('P4rIngress.values_v0111.hi', 0xB28E411B)], 6274)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7F31643F), ('P4rIngress.values_v1000.hi', 0x81D830E3)], 6274)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3B96C275), ('P4rIngress.values_v1001.hi', 0xAE20E57F)], 6274)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x1469224B), ('P4rIngress.values_v1010.hi', 0x8AA21671)], 6274)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x2A007AFF), ('P4rIngress.values_v1011.hi', 0xAE37768F)], 6274)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8535D6D9), ('P4rIngress.values_v1100.hi', 0x419D97B1)], 6274)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9311C8D7), ('P4rIngress.values_v1101.hi', 0x8DE8F60E)], 6274)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x61CF6AD8), ('P4rIngress.values_v1110.hi', 0x541875C3)], 6274)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA1E0A8E9), ('P4rIngress.values_v1111.hi', 0x5B7166E5)], 6274)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA94A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000011A1),
                gc.DataTuple('slot_count', 0x00000B31),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5227AEF3),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x032),
                gc.KeyTuple('src_addr', 0x2E7CD491),
                gc.KeyTuple('src_port', 0x634F),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA94A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x02AA),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2E\x7C\xD4\x91\x00\x00\x00\x00\x63\x4F\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA9\x4A\x00\x10\x52\x27\xAE\xF3\x06\xE1\x06\x91\x20\x22\x97\x37\x00\x20\x00\x00\xB2\x6D\x24\xC2\x80\xBA\xAA\xC6\x37\x28\xA5\x48\x42\xF7\xFB\xB0\x73\xCB\xB4\x27\x5B\xF2\x69\xCD\x86\x7F\x27\x13\x6D\x58\xF0\x7B\x00\x00\x00\x00\x7C\xE9\xE6\x1D\x1A\x23\x7C\xE1\x5E\xD8\xF5\x56\x97\x59\x34\x03\xB1\xA2\xDE\x17\x76\xE2\x76\xFE\xA6\x52\x77\xCF\x0C\x35\x04\x69\xF3\x69\x62\x27\x6C\x53\x10\xB5\x9C\x7B\x53\xB0\x74\x0C\x42\xDA\xEA\xE3\x34\xA9\x7B\x18\xFE\xC9\xAC\xBC\x3C\x96\xD3\xA3\x14\x91\x6F\x9A\x91\xC9\x6A\xB3\xE5\x0D\xB5\x49\xB6\xE7\x37\xE4\xCF\x57\x43\x4C\xA9\x8A\xD3\x85\xBD\x9B\x2C\x3B\x8F\x29\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x2E\x7C\xD4\x91\xBE\xEF\x63\x4F\x00\xA0\x00\x00\x50\x34\x02\x82\xA9\x4A\x00\x10\x52\x27\xAE\xF3\x06\xE1\x00\x91\x20\x22\x97\x37\x00\x20\x00\x0C\x80\x00\x00\x00\x80\xBA\xAA\xC6\x7F\xFF\xFF\xFF\x42\xF7\xFB\xB0\x7F\xFF\xFF\xFF\x5B\xF2\x69\xCD\x80\x00\x00\x00\x6D\x58\xF0\x7B\x00\x00\x00\x00\x7C\xE9\xE6\x1D\x75\x84\xD3\xDC\x5E\xD8\xF5\x56\x80\x00\x00\x00\xB1\xA2\xDE\x17\x03\xD4\x31\x2A\xA6\x52\x77\xCF\x7F\xFF\xFF\xFF\xF3\x69\x62\x27\x7F\xFF\xFF\xFF\x9C\x7B\x53\xB0\x7F\xFF\xFF\xFF\xEA\xE3\x34\xA9\x7F\xFF\xFF\xFF\xAC\xBC\x3C\x96\x80\x00\x00\x00\x6F\x9A\x91\xC9\xFD\xC5\xAD\xE4\xB5\x49\xB6\xE7\x7F\xFF\xFF\xFF\x43\x4C\xA9\x8A\x80\x00\x00\x00\x2C\x3B\x8F\x29\x7A\x94\x2B\xB2\xF3\x7A\x3B\x73\x83\xE5\x1C\x23\xF7\x31\x9A\x2F\xFD\x4C\xBC\x02\x53\xA0\x40\x0E\x64\x99\x05\x27\x3A\x36\x7F\xA9\xC6\x62\xD2\x1F\x27\x64\xE6\x9F\x89\x5C\xF7\xB1\x6F\xDF\xD0\xDF\xA3\x6A\x77\xFF\xB7\xD5\x0E\x65\x2F\x26\x46\x49\xB9\x5C\x3C\x40\x7C\xA8\xC5\x7A\x2E\x7C\x8B\x02\x04\xC8\x47\x50\xF9\x0D\x61\xB9\x2C\x12\xD8\x58\x92\xB4\x80\xB4\x87\x25\xAF\xAC\x66\x8D\xE0\xF5\x34\x1C\x88\x7D\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x60EC15BB), ('P4rIngress.bitmap_seq.seq', 0xE517CD38)], 2226)
        self.setRegisterValue('P4rIngress.rounds', 0xE517CD38, 2226)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1B), ('P4rIngress.count_exp.exponent', 0x50)], 2226)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2226)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xDB39B33C), ('P4rIngress.values_v0000.hi', 0xDE0333BA)], 2226)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x732A25DB), ('P4rIngress.values_v0001.hi', 0x4DDEA52E)], 2226)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x81D03B08), ('P4rIngress.values_v0010.hi', 0x8E9B196C)], 2226)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5CEB6DBA), ('P4rIngress.values_v0011.hi', 0x658D1F85)], 2226)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x524FDB53), ('P4rIngress.values_v0100.hi', 0xD36D8B3E)], 2226)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xC2E67274), ('P4rIngress.values_v0101.hi', 0x4BDA2E0B)], 2226)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB142211D), ('P4rIngress.values_v0110.hi', 0xB749DD3C)], 2226)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x450A6F3B), ('P4rIngress.values_v0111.hi', 0xF806F333)], 2226)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6BB64E47), ('P4rIngress.values_v1000.hi', 0xFC0F9967)], 2226)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA9519BA9), ('P4rIngress.values_v1001.hi', 0xA4CEE9AC)], 2226)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x990F00F6), ('P4rIngress.values_v1010.hi', 0x4F439517)], 2226)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E8D0733), ('P4rIngress.values_v1011.hi', 0x4D42ED03)], 2226)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDB7BFC87), ('P4rIngress.values_v1100.hi', 0x70F9D4B1)], 2226)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x61691C9D), ('P4rIngress.values_v1101.hi', 0xA8B27B97)], 2226)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x855778B6), ('P4rIngress.values_v1110.hi', 0xEDFA24C2)], 2226)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4764CDF9), ('P4rIngress.values_v1111.hi', 0x7CBA2934)], 2226)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0741),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000040A),
                gc.DataTuple('slot_count', 0x00000D08),
                gc.DataTuple('num_workers', 0x001C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x83633E44),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x146C0E6B),
                gc.KeyTuple('src_port', 0x3090),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0741),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0114),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x14\x6C\x0E\x6B\x00\x00\x00\x00\x30\x90\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\x41\x00\x10\x83\x63\x3E\x44\x04\xA8\x02\x80\xE5\x17\xCD\x38\x00\x20\x00\x00\x81\xA3\x18\xAC\x87\x69\x25\x62\x77\x61\x99\x86\x6B\xCF\xCB\xEE\xFD\x55\xF1\xEB\x09\x53\x78\x3A\x48\x11\x66\x6C\x2F\x3C\xEF\x53\x92\xAC\xDA\x65\xD3\x34\xE5\x13\x5E\xAE\xAD\xE4\x65\xEB\x2F\x62\xC5\x1E\x1F\xAA\xB8\xA7\x70\x23\x6A\xD0\x64\x68\x1A\x69\xD5\xDC\x5A\x36\x26\x55\x25\xAD\x0C\xF4\x9F\x5B\xA3\xF7\xAC\xEE\x93\xF1\xC5\xB5\xC8\x63\x51\xF3\x35\xAE\x21\xBE\x25\xA1\xD9\xAF\x2E\xED\x86\x46\x49\xAF\x43\xDD\xA5\x9B\x69\xCD\xAD\xE5\xAA\x33\xB3\x8B\x93\x3A\xF4\xAC\x84\x32\xE5\xB7\x53\x7C\xC4\x8F\x40\xDA\xA4\xF4\xA5\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x14\x6C\x0E\x6B\xBE\xEF\x30\x90\x00\xA0\x00\x00\x50\x34\x02\x82\x07\x41\x00\x10\x83\x63\x3E\x44\x04\xA8\x00\x80\xE5\x17\xCD\x38\x00\x20\x00\x1C\x80\x00\x00\x00\x87\x69\x25\x62\x7F\xFF\xFF\xFF\x6B\xCF\xCB\xEE\x80\x00\x00\x00\x09\x53\x78\x3A\x7F\xFF\xFF\xFF\x2F\x3C\xEF\x53\xE4\xFC\xB5\xB8\xD3\x34\xE5\x13\x21\x95\x20\x58\x65\xEB\x2F\x62\x80\x00\x00\x00\xB8\xA7\x70\x23\x7F\xFF\xFF\xFF\x1A\x69\xD5\xDC\x7F\xFF\xFF\xFF\x25\xAD\x0C\xF4\x80\x00\x00\x00\xAC\xEE\x93\xF1\x80\x00\x00\x00\x51\xF3\x35\xAE\x7F\xFF\xFF\xFF\xD9\xAF\x2E\xED\x80\x00\x00\x00\x43\xDD\xA5\x9B\x7F\xFF\xFF\xFF\xAA\x33\xB3\x8B\x80\x00\x00\x00\x84\x32\xE5\xB7\x7F\xFF\xFF\xFF\x40\xDA\xA4\xF4\xA5\x8E\x1A\x2A\x89\xA0\xE3\x24\xFA\x07\x7E\x60\xB8\x14\x32\xB4\x10\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x3EB82F45), ('P4rIngress.bitmap_seq.seq', 0x2FF80000)], 2018)
        self.setRegisterValue('P4rIngress.rounds', 0x2FF80000, 2018)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x10)], 2018)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2018)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9953DD65), ('P4rIngress.values_v0000.hi', 0xB209E82B)], 2018)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2F6C6BD9), ('P4rIngress.values_v0001.hi', 0x69A6A266)], 2018)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6219FE46), ('P4rIngress.values_v0010.hi', 0x26BC15D0)], 2018)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD589367D), ('P4rIngress.values_v0011.hi', 0x777BB94A)], 2018)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xAE81A5DB), ('P4rIngress.values_v0100.hi', 0x362F1706)], 2018)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x80000000), ('P4rIngress.values_v0101.hi', 0x49027A2A)], 2018)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x965FA649), ('P4rIngress.values_v0110.hi', 0x881724E2)], 2018)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5EB96B7F), ('P4rIngress.values_v0111.hi', 0xC38576DB)], 2018)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5ED1E17B), ('P4rIngress.values_v1000.hi', 0x6A56EA6F)], 2018)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x450BE36B), ('P4rIngress.values_v1001.hi', 0xDCFA8A4B)], 2018)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xAB81126C), ('P4rIngress.values_v1010.hi', 0x73EC17A1)], 2018)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xDDBA8C54), ('P4rIngress.values_v1011.hi', 0x47D64C25)], 2018)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x53158E2C), ('P4rIngress.values_v1100.hi', 0x13BC9393)], 2018)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x96EE772A), ('P4rIngress.values_v1101.hi', 0x4666952E)], 2018)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x52A092E6), ('P4rIngress.values_v1110.hi', 0x27ED5A91)], 2018)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xD1CEEAAC), ('P4rIngress.values_v1111.hi', 0xDC565634)], 2018)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDBC2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000EB),
                gc.DataTuple('slot_count', 0x00001B3E),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x67630D24),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x129B4CD2),
                gc.KeyTuple('src_port', 0xA67D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDBC2),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0092),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x12\x9B\x4C\xD2\x00\x00\x00\x00\xA6\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDB\xC2\x00\x10\x67\x63\x0D\x24\x06\xF7\x06\x81\x2F\xF8\x00\x00\x00\x20\x00\x00\xE2\xC7\xD9\x63\x99\x46\x8F\x56\x52\x7B\x82\x64\x79\xD2\x9B\xA3\x4B\x32\x06\x53\x6E\x2D\x03\x56\x99\xFD\x11\xD7\x24\x02\xDB\x8F\xDD\xEF\xFC\xC9\x59\x83\xD6\x85\x00\x00\x00\x00\x6B\xD3\x39\x0F\xB7\x11\x7D\x73\xCA\x11\x75\xB4\xDA\x6B\x1A\x1D\xBB\xB4\xD6\xC1\x4F\x97\xB2\x05\x33\xDC\xAC\x71\x65\x7A\x76\x17\x89\x92\x59\x0B\xAC\xFD\xE1\xE8\x29\x50\x93\x3D\xD9\xAF\xBE\xA3\x4C\x05\xE9\xEB\x69\xD1\xC8\xCD\x74\x8C\x4E\x19\xB7\x07\x6E\xE6\x64\x56\xB4\x1F\x6A\x86\x0F\x2A\x77\x0C\x5E\xFE\xF6\x78\x4C\x9D\x69\x36\xE7\x16\x3C\x43\xDA\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x12\x9B\x4C\xD2\xBE\xEF\xA6\x7D\x00\xA0\x00\x00\x50\x34\x02\x82\xDB\xC2\x00\x10\x67\x63\x0D\x24\x06\xF7\x00\x81\x2F\xF8\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\x99\x46\x8F\x56\x7F\xFF\xFF\xFF\x79\xD2\x9B\xA3\x7F\xFF\xFF\xFF\x6E\x2D\x03\x56\x80\x00\x00\x00\x24\x02\xDB\x8F\x8C\x71\xA2\xA4\x59\x83\xD6\x85\x80\x00\x00\x00\x6B\xD3\x39\x0F\x80\x00\x00\x00\xCA\x11\x75\xB4\x39\x24\x85\x9C\xBB\xB4\xD6\xC1\x7F\xFF\xFF\xFF\x33\xDC\xAC\x71\x7F\xFF\xFF\xFF\x89\x92\x59\x0B\x80\x00\x00\x00\x29\x50\x93\x3D\xB7\x6A\x4A\xF7\x4C\x05\xE9\xEB\x7F\xFF\xFF\xFF\x74\x8C\x4E\x19\x80\x00\x00\x00\x64\x56\xB4\x1F\x7F\xFF\xFF\xFF\x77\x0C\x5E\xFE\xC8\x47\x37\x49\x69\x36\xE7\x16\x3C\x43\xDA\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDA669F27), ('P4rIngress.bitmap_seq.seq', 0x37000000)], 2956)
        self.setRegisterValue('P4rIngress.rounds', 0x37000000, 2956)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0x7A)], 2956)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2956)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x965EEFF9), ('P4rIngress.values_v0000.hi', 0xAF02C84C)], 2956)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x47E33DC3), ('P4rIngress.values_v0001.hi', 0x4B5A7DB7)], 2956)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6E45A07A), ('P4rIngress.values_v0010.hi', 0x34D79287)], 2956)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8B474F3D), ('P4rIngress.values_v0011.hi', 0x713BA2A1)], 2956)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xEA572ED9), ('P4rIngress.values_v0100.hi', 0x6698250B)], 2956)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xCB42206A), ('P4rIngress.values_v0101.hi', 0x448CDC8E)], 2956)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA7B362CC), ('P4rIngress.values_v0110.hi', 0x8DCBFB95)], 2956)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x80000000), ('P4rIngress.values_v0111.hi', 0x13678567)], 2956)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x3FC04197), ('P4rIngress.values_v1000.hi', 0x2E08EFCD)], 2956)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7FF8842A), ('P4rIngress.values_v1001.hi', 0xFA5BCB47)], 2956)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB73F5B6C), ('P4rIngress.values_v1010.hi', 0x75A568B6)], 2956)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x78E4A737), ('P4rIngress.values_v1011.hi', 0x40BF33F8)], 2956)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6F21546D), ('P4rIngress.values_v1100.hi', 0x659B0FC9)], 2956)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x0688508B), ('P4rIngress.values_v1101.hi', 0xA341DAEA)], 2956)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5B520687), ('P4rIngress.values_v1110.hi', 0x9E2156B1)], 2956)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4643A093), ('P4rIngress.values_v1111.hi', 0x5AB88F69)], 2956)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5E80),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000453),
                gc.DataTuple('slot_count', 0x00001724),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB2ABE3EF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x30D63DF9),
                gc.KeyTuple('src_port', 0xB94E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5E80),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x035A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x30\xD6\x3D\xF9\x00\x00\x00\x00\xB9\x4E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5E\x80\x00\x10\xB2\xAB\xE3\xEF\x07\x39\x00\xEB\x37\x00\x00\x00\x00\x20\x00\x00\xE5\x51\x04\x5D\x85\xAD\x8A\x91\x69\x73\x74\x3C\x76\x50\xD9\x99\x6A\xDE\x5C\x0C\x65\xD3\x1A\xCB\xA0\x09\xCB\x6E\x28\xD9\xA8\x1A\x2D\x72\xE7\xCB\x44\xD3\xCE\x2B\xEA\x42\x16\xEA\x4D\x04\xD0\x94\xA8\x68\xE2\xCE\xD9\xC1\x88\xD6\x00\x00\x00\x00\x34\xAD\xF4\xD1\x5C\xB2\x25\xB2\xE6\x57\x84\xE7\x47\xDC\xE9\xAB\x00\xDB\x3B\x53\xB3\xB0\xCD\xCB\x55\xB5\x69\xE3\x17\x71\x4E\xA5\x5B\x68\x9D\x6A\x1F\x4F\x65\x66\xCC\x92\x77\xEB\xBA\xDE\x12\x7B\xA1\x8B\x1A\x94\x5C\x92\x8D\x57\xAE\xB3\xCC\x3B\xEA\x91\xC8\x53\x76\x6B\xC1\xDB\x8C\x06\x1D\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x30\xD6\x3D\xF9\xBE\xEF\xB9\x4E\x00\xA0\x00\x00\x50\x34\x02\x82\x5E\x80\x00\x10\xB2\xAB\xE3\xEF\x07\x39\x00\xEB\x37\x00\x00\x00\x00\x20\x00\x07\x80\x00\x00\x00\x85\xAD\x8A\x91\x7F\xFF\xFF\xFF\x76\x50\xD9\x99\x7F\xFF\xFF\xFF\x65\xD3\x1A\xCB\x80\x00\x00\x00\x28\xD9\xA8\x1A\x17\xCA\x16\xA4\x44\xD3\xCE\x2B\xB5\x84\x37\x54\x4D\x04\xD0\x94\x80\x00\x00\x00\xD9\xC1\x88\xD6\x80\x00\x00\x00\x34\xAD\xF4\xD1\x7F\xFF\xFF\xFF\xE6\x57\x84\xE7\x7F\xFF\xFF\xFF\x00\xDB\x3B\x53\x80\x00\x00\x00\x55\xB5\x69\xE3\x7F\xFF\xFF\xFF\x5B\x68\x9D\x6A\x7F\xFF\xFF\xFF\xCC\x92\x77\xEB\xC1\x66\x63\x06\xA1\x8B\x1A\x94\x7F\xFF\xFF\xFF\xAE\xB3\xCC\x3B\x30\xD5\x68\xE6\x76\x6B\xC1\xDB\x8C\x06\x1D\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x62C2BA89), ('P4rIngress.bitmap_seq.seq', 0xAF4CF8DC)], 3198)
        self.setRegisterValue('P4rIngress.rounds', 0xAF4CF8DC, 3198)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1A), ('P4rIngress.count_exp.exponent', 0x30)], 3198)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3198)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBAA0AAB3), ('P4rIngress.values_v0000.hi', 0xB64ADB56)], 3198)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5F6B6889), ('P4rIngress.values_v0001.hi', 0x782418FD)], 3198)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x39F60EE1), ('P4rIngress.values_v0010.hi', 0x7584FB6F)], 3198)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB15B77B5), ('P4rIngress.values_v0011.hi', 0x5E4907AB)], 3198)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7561B885), ('P4rIngress.values_v0100.hi', 0x611F66A7)], 3198)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xA2922193), ('P4rIngress.values_v0101.hi', 0x73C3A02C)], 3198)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB8F46382), ('P4rIngress.values_v0110.hi', 0x75FF7C63)], 3198)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x676F04FB), ('P4rIngress.values_v0111.hi', 0xAA27A177)], 3198)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x64EBFCEF), ('P4rIngress.values_v1000.hi', 0x819E3F98)], 3198)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x16BFD7B0), ('P4rIngress.values_v1001.hi', 0xF8FDA68A)], 3198)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xEDAAB75F), ('P4rIngress.values_v1010.hi', 0x814DDBAB)], 3198)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB103D213), ('P4rIngress.values_v1011.hi', 0x7BBAAA9F)], 3198)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5E04EA11), ('P4rIngress.values_v1100.hi', 0x43675D3D)], 3198)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x69A2E761), ('P4rIngress.values_v1101.hi', 0xD49CCD71)], 3198)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA885B472), ('P4rIngress.values_v1110.hi', 0x716FD14F)], 3198)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x25683159), ('P4rIngress.values_v1111.hi', 0x44F26412)], 3198)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF6DC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000007E7),
                gc.DataTuple('slot_count', 0x00000C9D),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xB4C14423),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x269A6B28),
                gc.KeyTuple('src_port', 0xD1E3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF6DC),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 34
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x26\x9A\x6B\x28\x00\x00\x00\x00\xD1\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF6\xDC\x00\x10\xB4\xC1\x44\x23\x04\x97\x06\xA8\xAF\x4C\xF8\xDC\x00\x20\x00\x00\xA2\xA3\x72\xAF\x84\xCA\x2A\xF6\x32\x3F\x01\x2B\x14\x4F\x2C\x21\x75\x5B\x1F\x6F\x54\xE3\xCE\x57\xA1\xBF\xC8\xD5\x47\x23\x62\xEE\xD8\x45\xBB\x8D\x4F\x86\xFD\x61\xAB\xD5\xFC\x3C\x19\xD4\x9F\x3E\xBB\x87\xEB\x88\x30\xA3\xD1\x65\x55\x3D\xFC\xC3\xBB\x6F\xCE\xF3\x64\x3B\x11\x24\xC0\x87\x65\x55\x6E\x74\x0A\xD9\xB3\xD4\xFA\x39\x0C\xEE\xB6\xD6\x80\xA4\x61\x3F\xB3\xC3\x8A\xBC\x12\x82\xED\x49\x52\x88\x48\x25\x4E\x57\x30\x45\x1C\xDB\x2C\x7B\x1E\x7A\x8D\xFB\x8C\xEB\x2A\x27\x18\x57\x59\xE3\x74\x4A\x09\xFE\x42\x19\x2F\xE2\xBC\x42\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x26\x9A\x6B\x28\xBE\xEF\xD1\xE3\x00\xA0\x00\x00\x50\x34\x02\x82\xF6\xDC\x00\x10\xB4\xC1\x44\x23\x04\x97\x00\xA8\xAF\x4C\xF8\xDC\x00\x20\x00\x1B\x80\x00\x00\x00\x84\xCA\x2A\xF6\x7F\xFF\xFF\xFF\x14\x4F\x2C\x21\x7F\xFF\xFF\xFF\x54\xE3\xCE\x57\x80\x00\x00\x00\x47\x23\x62\xEE\x4D\xA7\x74\x12\x4F\x86\xFD\x61\x80\x00\x00\x00\x19\xD4\x9F\x3E\x80\x00\x00\x00\x30\xA3\xD1\x65\x7F\xFF\xFF\xFF\xBB\x6F\xCE\xF3\x7F\xFF\xFF\xFF\xC0\x87\x65\x55\x7F\xFF\xFF\xFF\xB3\xD4\xFA\x39\xFA\x99\x6E\x35\x80\xA4\x61\x3F\x80\x00\x00\x00\x12\x82\xED\x49\x7F\xFF\xFF\xFF\x4E\x57\x30\x45\x7F\xFF\xFF\xFF\x1E\x7A\x8D\xFB\x80\x00\x00\x00\x18\x57\x59\xE3\x7F\xFF\xFF\xFF\x42\x19\x2F\xE2\xBC\x42\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0F0C5F55), ('P4rIngress.bitmap_seq.seq', 0x1E960000)], 5838)
        self.setRegisterValue('P4rIngress.rounds', 0x1E960000, 5838)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x1C)], 5838)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5838)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB79351FB), ('P4rIngress.values_v0000.hi', 0x9CAC5D59)], 5838)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6EC6BBB0), ('P4rIngress.values_v0001.hi', 0x715D1894)], 5838)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4A5E16E7), ('P4rIngress.values_v0010.hi', 0x4B4DBF7C)], 5838)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB18FC8A4), ('P4rIngress.values_v0011.hi', 0x469D7915)], 5838)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xE8A7F471), ('P4rIngress.values_v0100.hi', 0x56CF1987)], 5838)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xAD5A64FB), ('P4rIngress.values_v0101.hi', 0x77E2B546)], 5838)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAA63D65F), ('P4rIngress.values_v0110.hi', 0xAF15ACC1)], 5838)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB93F23BD), ('P4rIngress.values_v0111.hi', 0x88A35E68)], 5838)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x486CA363), ('P4rIngress.values_v1000.hi', 0x5C5DB5AF)], 5838)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5D367ECC), ('P4rIngress.values_v1001.hi', 0x86ED90F5)], 5838)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xEBD3ED8B), ('P4rIngress.values_v1010.hi', 0x4609B870)], 5838)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x231D35DB), ('P4rIngress.values_v1011.hi', 0x7A0E0D6D)], 5838)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x324F52ED), ('P4rIngress.values_v1100.hi', 0x784ED2C4)], 5838)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x9A17F6FB), ('P4rIngress.values_v1101.hi', 0x47017525)], 5838)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x606EA69D), ('P4rIngress.values_v1110.hi', 0x9AF2ADEA)], 5838)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x603E8DA3), ('P4rIngress.values_v1111.hi', 0x74DF7CA8)], 5838)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA538),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000043B),
                gc.DataTuple('slot_count', 0x00001BC5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x719B65C2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x6D5F6530),
                gc.KeyTuple('src_port', 0x518A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA538),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 10
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6D\x5F\x65\x30\x00\x00\x00\x00\x51\x8A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA5\x38\x00\x10\x71\x9B\x65\xC2\x12\x93\x00\xB3\x1E\x96\x00\x00\x00\x20\x00\x00\x92\x7A\x5B\x5D\xDE\x8C\x6C\x4F\x2D\xE9\x23\x48\x4D\x99\x89\xA2\x54\x46\xCB\xDE\x59\xE8\xBD\x01\xB9\xC3\x09\xB5\x71\x49\x8C\x6A\x6C\xE0\x04\x07\x76\xE5\xAD\x82\x59\xC0\x36\xE1\x12\x8B\xAD\xB3\xA4\x2A\xD4\xC9\xB1\xFC\x46\xC3\xF6\x65\xB8\x7C\xE3\xAA\x10\x23\x73\x26\xBA\xA7\x54\x29\xF8\x63\x47\x6A\xBA\x0A\xE3\x68\x1A\x30\x87\x6F\x14\xAB\x72\xF8\x82\x16\x19\x85\x1A\x5C\x31\xE2\x7E\xB5\x6C\xC8\x6E\x3F\x0A\x44\x96\xFA\xD9\x10\xAE\xD9\x48\x53\x18\xAE\x42\x2D\xD6\xF1\x58\xF6\x2D\x37\x57\xA4\x52\xD3\x32\x87\x76\x19\x51\xA9\x11\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x6D\x5F\x65\x30\xBE\xEF\x51\x8A\x00\xA0\x00\x00\x50\x34\x02\x82\xA5\x38\x00\x10\x71\x9B\x65\xC2\x12\x93\x00\xB3\x1E\x96\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\xDE\x8C\x6C\x4F\x7F\xFF\xFF\xFF\x4D\x99\x89\xA2\x7F\xFF\xFF\xFF\x59\xE8\xBD\x01\x80\x00\x00\x00\x71\x49\x8C\x6A\x55\x87\xF8\x78\x76\xE5\xAD\x82\x07\x1A\x9B\xDC\x12\x8B\xAD\xB3\x80\x00\x00\x00\xB1\xFC\x46\xC3\xAF\xA4\xDC\x39\xE3\xAA\x10\x23\x7F\xFF\xFF\xFF\x54\x29\xF8\x63\x7F\xFF\xFF\xFF\xE3\x68\x1A\x30\x80\x00\x00\x00\x72\xF8\x82\x16\x3C\xA2\x50\x37\x31\xE2\x7E\xB5\x7F\xFF\xFF\xFF\x0A\x44\x96\xFA\x80\x00\x00\x00\x48\x53\x18\xAE\x7F\xFF\xFF\xFF\x58\xF6\x2D\x37\x7F\xFF\xFF\xFF\x32\x87\x76\x19\x51\xA9\x11\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xF84CEF49), ('P4rIngress.bitmap_seq.seq', 0xF4D6A697)], 3505)
        self.setRegisterValue('P4rIngress.rounds', 0xF4D6A697, 3505)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0xCA)], 3505)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3505)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB326EED3), ('P4rIngress.values_v0000.hi', 0xB3D7CEBD)], 3505)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x79C9D3BB), ('P4rIngress.values_v0001.hi', 0x45A810B3)], 3505)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6D997D63), ('P4rIngress.values_v0010.hi', 0x7F8AA345)], 3505)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB2C2AAE6), ('P4rIngress.values_v0011.hi', 0x50AB859A)], 3505)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xD033CAF4), ('P4rIngress.values_v0100.hi', 0x4359D781)], 3505)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xA2BB4E9A), ('P4rIngress.values_v0101.hi', 0x2DC3986C)], 3505)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA32E9BB2), ('P4rIngress.values_v0110.hi', 0xA5A761BD)], 3505)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3C45D6DB), ('P4rIngress.values_v0111.hi', 0xB31777D7)], 3505)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x156D75D3), ('P4rIngress.values_v1000.hi', 0xBD811B35)], 3505)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x43F9D39C), ('P4rIngress.values_v1001.hi', 0x804CEB89)], 3505)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6556BA87), ('P4rIngress.values_v1010.hi', 0x8D685DFF)], 3505)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x65586D8A), ('P4rIngress.values_v1011.hi', 0xAD316D5D)], 3505)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x574ADAAB), ('P4rIngress.values_v1100.hi', 0x50811648)], 3505)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xC62E3B01), ('P4rIngress.values_v1101.hi', 0xA3BB6CB1)], 3505)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x46D24000), ('P4rIngress.values_v1110.hi', 0x4EC35543)], 3505)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xCB67B66B), ('P4rIngress.values_v1111.hi', 0xF5646E63)], 3505)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9D1A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008B5),
                gc.DataTuple('slot_count', 0x0000097C),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x6F59C138),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0xD681DB5B),
                gc.KeyTuple('src_port', 0xC7C8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9D1A),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0004),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD6\x81\xDB\x5B\x00\x00\x00\x00\xC7\xC8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9D\x1A\x00\x10\x6F\x59\xC1\x38\x04\xFC\x06\xD5\xF4\xD6\xA6\x97\x00\x20\x00\x00\xAB\x64\xA6\xA9\x9B\x0F\xAC\xA8\x0D\x88\xA1\xB3\x71\x3B\xFE\x39\x22\x93\x1B\xB5\x6D\xF4\xA6\x9C\x97\x54\x8A\x1F\x56\x4A\x19\xE3\xE0\x7A\xBA\x0E\x76\xF9\xD1\x93\x1E\xBB\x8B\xAD\x69\x1C\xD9\xB8\xA5\x76\xBA\xBE\xBD\x98\xB0\x83\x0C\x15\x9C\xD9\x85\xB2\xE3\x10\x78\xC6\xE7\xA7\xA1\x78\x91\x87\x6E\xC3\xAB\xA9\xF9\xFB\xDF\xAB\x37\x11\xEA\xC3\xB3\x0E\x71\x75\x2B\xCD\xBC\x22\xA8\xDA\xF5\xDB\x8A\x3E\xFA\xA9\x56\xF9\x5B\xDF\x86\xCC\x6E\x3F\xB8\xAB\x63\x14\xB9\x2D\xC0\x00\x59\x9F\x55\x2F\x1A\x71\x8B\x4B\xC7\x57\x1D\x69\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD6\x81\xDB\x5B\xBE\xEF\xC7\xC8\x00\xA0\x00\x00\x50\x34\x02\x82\x9D\x1A\x00\x10\x6F\x59\xC1\x38\x04\xFC\x00\xD5\xF4\xD6\xA6\x97\x00\x20\x00\x12\x80\x00\x00\x00\x9B\x0F\xAC\xA8\x7F\xFF\xFF\xFF\x71\x3B\xFE\x39\x7F\xFF\xFF\xFF\x6D\xF4\xA6\x9C\x80\x00\x00\x00\x56\x4A\x19\xE3\xB0\xAE\x85\x02\x76\xF9\xD1\x93\xC1\x76\xDA\x47\x69\x1C\xD9\xB8\x80\x00\x00\x00\xBD\x98\xB0\x83\x48\x5B\x73\xB4\x85\xB2\xE3\x10\x7F\xFF\xFF\xFF\xA1\x78\x91\x87\x7F\xFF\xFF\xFF\xF9\xFB\xDF\xAB\x7F\xFF\xFF\xFF\xB3\x0E\x71\x75\x7F\xFF\xFF\xFF\xA8\xDA\xF5\xDB\xE1\x89\xD5\x54\x56\xF9\x5B\xDF\x80\x00\x00\x00\xB8\xAB\x63\x14\x00\x00\x00\x00\x59\x9F\x55\x2F\xE5\xD9\x41\xB6\xC7\x57\x1D\x69\xE6\xEE\x73\xF5\x11\x2A\x15\x03\xEC\x49\xED\x7D\x22\x30\x94\x95\xDB\xD9\xB6\x1A\x88\x9C\xBA\x25\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13\x86\xC8\x03\x2C\xB6\x5A\x17\x9D\xD6\x1C\x4C\x2E\x85\x8B\x76\xE3\xE4\x88\x14\x8F\x4D\xC3\x1C\xC5\xBD\xFF\xF7\x8A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2DE287CE), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 6396)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 6396)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x47)], 6396)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6396)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB09DBC66), ('P4rIngress.values_v0000.hi', 0xBB8F6FB7)], 6396)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x267632B9), ('P4rIngress.values_v0001.hi', 0x640FFF2C)], 6396)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7931165E), ('P4rIngress.values_v0010.hi', 0x3197FED9)], 6396)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA4836A9F), ('P4rIngress.values_v0011.hi', 0x77FCB70F)], 6396)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x194656E6), ('P4rIngress.values_v0100.hi', 0x1A8BA041)], 6396)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xFF4F7E8C), ('P4rIngress.values_v0101.hi', 0x51FB7A29)], 6396)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA1E2437D), ('P4rIngress.values_v0110.hi', 0xA78BEB5D)], 6396)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAD5BB9BF), ('P4rIngress.values_v0111.hi', 0xD6BD24E6)], 6396)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x45DF5811), ('P4rIngress.values_v1000.hi', 0xB9F837EB)], 6396)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3B2C3716), ('P4rIngress.values_v1001.hi', 0x80000000)], 6396)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x519733E4), ('P4rIngress.values_v1010.hi', 0x46C7564F)], 6396)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x08B4E7E3), ('P4rIngress.values_v1011.hi', 0x6F123B3B)], 6396)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x63D876BF), ('P4rIngress.values_v1100.hi', 0x7541F947)], 6396)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xF2CBAD94), ('P4rIngress.values_v1101.hi', 0xD96E4FFD)], 6396)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x78526343), ('P4rIngress.values_v1110.hi', 0xD0DC10DE)], 6396)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2542BF9D), ('P4rIngress.values_v1111.hi', 0x9CFAF6B7)], 6396)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5943),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E4F),
                gc.DataTuple('slot_count', 0x00000FC3),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9835BC9E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x034),
                gc.KeyTuple('src_addr', 0x597CA949),
                gc.KeyTuple('src_port', 0x1B4C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5943),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x022A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x7C\xA9\x49\x00\x00\x00\x00\x1B\x4C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x59\x43\x00\x10\x98\x35\xBC\x9E\x0A\xAD\x04\xC6\x80\x00\x00\x00\x00\x20\x00\x00\x9A\xDB\x34\xE6\xBA\x7D\xC9\x43\x72\xC7\x37\xAC\x46\xB9\xDC\xA4\x09\x16\x8E\xFD\x76\xAA\x41\x9B\xA6\x54\xED\xAC\x67\x25\xF6\x7B\x34\x01\x56\xF3\x76\xFA\xEF\xEB\x13\x6E\xD6\xEF\x6B\x9A\x57\xD5\xA5\x88\xCD\xDE\xA8\xCF\x29\xA7\xE5\xF2\xDA\x6D\xA4\xB5\x38\xAB\x3D\x07\x33\x57\x8D\x1E\xE0\xEC\x6E\x6B\x6C\x37\x00\x00\x00\x00\x78\x0E\x69\x7A\x3A\x94\x4B\xAB\x99\x29\xA6\x51\x64\x7F\x38\xFC\x37\xF0\x4C\x22\x37\xDB\xB3\x9F\x48\xB0\x66\xAF\xD3\xDC\x7D\xAE\x40\x53\x7D\xE2\x84\xD2\xD6\xE7\x8C\x7A\x2C\x25\xB9\x63\x88\x79\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\x7C\xA9\x49\xBE\xEF\x1B\x4C\x00\xA0\x00\x00\x50\x34\x02\x82\x59\x43\x00\x10\x98\x35\xBC\x9E\x0A\xAD\x00\xC6\x80\x00\x00\x00\x00\x20\x00\x0B\x80\x00\x00\x00\xBA\x7D\xC9\x43\x7F\xFF\xFF\xFF\x46\xB9\xDC\xA4\x7F\xFF\xFF\xFF\x76\xAA\x41\x9B\x80\x00\x00\x00\x67\x25\xF6\x7B\x4D\x47\xAD\xD9\x76\xFA\xEF\xEB\x12\xBE\x55\x7B\x6B\x9A\x57\xD5\x80\x00\x00\x00\xA8\xCF\x29\xA7\x93\x4E\x94\x2C\xA4\xB5\x38\xAB\x7F\xFF\xFF\xFF\x8D\x1E\xE0\xEC\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x3A\x94\x4B\xAB\xA1\xDE\x8E\x34\x64\x7F\x38\xFC\x7F\xFF\xFF\xFF\x37\xDB\xB3\x9F\x3B\x7C\x14\x43\xD3\xDC\x7D\xAE\x7F\xFF\xFF\xFF\x84\xD2\xD6\xE7\xB1\xBC\xEB\xC2\xB9\x63\x88\x79\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C\x47\x3A\x8D\x81\x15\x82\x6B\x36\xF6\x72\x7A\x09\x65\x4F\xE3\x9C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x253CBD9D), ('P4rIngress.bitmap_seq.seq', 0x86CA2BC8)], 4557)
        self.setRegisterValue('P4rIngress.rounds', 0x86CA2BC8, 4557)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x77)], 4557)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4557)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x989B18DB), ('P4rIngress.values_v0000.hi', 0xACEBCE4C)], 4557)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x1E3347B5), ('P4rIngress.values_v0001.hi', 0x649D0DFF)], 4557)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5C4E08C1), ('P4rIngress.values_v0010.hi', 0x5FDB766E)], 4557)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAFD63139), ('P4rIngress.values_v0011.hi', 0x87BAE943)], 4557)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6A965B73), ('P4rIngress.values_v0100.hi', 0x41EBA2A3)], 4557)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x58F0B2B5), ('P4rIngress.values_v0101.hi', 0xB45BFA2D)], 4557)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x635E2343), ('P4rIngress.values_v0110.hi', 0xC615D1AA)], 4557)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB416CBB5), ('P4rIngress.values_v0111.hi', 0x3AB79ADB)], 4557)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x5F5B365D), ('P4rIngress.values_v1000.hi', 0x5F4DA3FF)], 4557)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6ED9FF7B), ('P4rIngress.values_v1001.hi', 0xC96595E1)], 4557)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3640D744), ('P4rIngress.values_v1010.hi', 0xD6EABAB5)], 4557)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6CF8ADA6), ('P4rIngress.values_v1011.hi', 0x451C9B34)], 4557)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x49715269), ('P4rIngress.values_v1100.hi', 0x3B4318B9)], 4557)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xBF6B39F5), ('P4rIngress.values_v1101.hi', 0xA5AE59AF)], 4557)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5B93EA73), ('P4rIngress.values_v1110.hi', 0x79C71933)], 4557)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2027AC0B), ('P4rIngress.values_v1111.hi', 0xCC083B5C)], 4557)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFC4C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000109F),
                gc.DataTuple('slot_count', 0x000005D8),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x68CBE266),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xD309AEA2),
                gc.KeyTuple('src_port', 0x5298),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFC4C),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0301),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\x09\xAE\xA2\x00\x00\x00\x00\x52\x98\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFC\x4C\x00\x10\x68\xCB\xE2\x66\x01\x2E\x06\x9D\x86\xCA\x2B\xC8\x00\x20\x00\x00\x93\x92\x2D\xCA\xB0\x73\x4A\xA4\x77\x75\x70\x3C\x4F\xDE\x20\x72\x4F\x62\x00\x45\x66\x61\x3A\x6D\xC9\x6D\xA7\xA5\xB6\x2F\x61\x55\x4D\x5C\x4D\x65\x42\x28\x8F\x2B\x41\xCA\xB6\xF1\xB7\xCD\xCE\x46\x59\x5D\xD7\xBB\x80\xF9\x3C\x9D\xBD\x42\x4A\xB1\xA1\xAC\x16\x99\x68\xCF\xF2\xDB\x3A\x6B\xAA\x36\x3F\x6A\xD1\xF3\x55\x43\xF5\x23\x52\x4E\x0B\x57\x5E\x42\x12\x9B\x48\x49\xCC\xB6\x3C\xF9\xB5\x36\x6E\xC3\x45\x49\x63\xF1\x72\xF3\x84\xEE\xFB\xF5\xD4\x55\xCD\x64\xF8\xAD\x63\x11\x34\xAA\xB5\x9B\x16\xE3\xB7\xFB\x6F\xB2\xD9\x6D\x1B\xAA\x4F\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD3\x09\xAE\xA2\xBE\xEF\x52\x98\x00\xA0\x00\x00\x50\x34\x02\x82\xFC\x4C\x00\x10\x68\xCB\xE2\x66\x01\x2E\x00\x9D\x86\xCA\x2B\xC8\x00\x20\x00\x01\x80\x00\x00\x00\xB0\x73\x4A\xA4\x7F\xFF\xFF\xFF\x4F\xDE\x20\x72\x7F\xFF\xFF\xFF\x66\x61\x3A\x6D\x80\x00\x00\x00\xB6\x2F\x61\x55\x7F\xFF\xFF\xFF\x42\x28\x8F\x2B\x7F\xFF\xFF\xFF\xB7\xCD\xCE\x46\x7F\xFF\xFF\xFF\x80\xF9\x3C\x9D\x80\x00\x00\x00\xA1\xAC\x16\x99\x7F\xFF\xFF\xFF\x3A\x6B\xAA\x36\x7F\xFF\xFF\xFF\x55\x43\xF5\x23\x7F\xFF\xFF\xFF\x5E\x42\x12\x9B\x7F\xFF\xFF\xFF\x3C\xF9\xB5\x36\x7F\xFF\xFF\xFF\x63\xF1\x72\xF3\x80\x00\x00\x00\xD4\x55\xCD\x64\x54\x41\x4D\x84\x34\xAA\xB5\x9B\x37\x0B\x64\x06\x6F\xB2\xD9\x6D\x1B\xAA\x4F\xCF\xAA\x82\xD0\x46\x69\xF1\x23\x3F\xEF\xCB\x73\xE2\x51\x82\x1C\xFA\x18\x61\xD1\x8A\xE8\xE8\xB8\x61\xB1\x34\x0C\xA7\x4D\xCF\x5A\xAA\xFA\x96\x51\x5A\xDA\xE4\x17\x8B\x2B\xA5\xAF\xBE\x15\xF3\x80\x92\xCC\xA9\x0B\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x8334B3D9), ('P4rIngress.bitmap_seq.seq', 0x7ABE4D71)], 5777)
        self.setRegisterValue('P4rIngress.rounds', 0x7ABE4D71, 5777)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x52)], 5777)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5777)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA68E48B6), ('P4rIngress.values_v0000.hi', 0xAF7B164C)], 5777)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x277C705B), ('P4rIngress.values_v0001.hi', 0x6293C49E)], 5777)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x67B6AF3A), ('P4rIngress.values_v0010.hi', 0x77EFAAE1)], 5777)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x82311E71), ('P4rIngress.values_v0011.hi', 0xAD7B99CC)], 5777)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x67CB3711), ('P4rIngress.values_v0100.hi', 0xAB4791D5)], 5777)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x1034E3B0), ('P4rIngress.values_v0101.hi', 0x7207EA5A)], 5777)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC7C1D6A0), ('P4rIngress.values_v0110.hi', 0x41E85A29)], 5777)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x640F1356), ('P4rIngress.values_v0111.hi', 0xA4EDBB63)], 5777)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x36A40B8B), ('P4rIngress.values_v1000.hi', 0xA9D6258B)], 5777)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x472E4CFC), ('P4rIngress.values_v1001.hi', 0x3F9CD2E2)], 5777)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7B67DB86), ('P4rIngress.values_v1010.hi', 0x2AEB878B)], 5777)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x55896AB8), ('P4rIngress.values_v1011.hi', 0x65A07513)], 5777)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6D1A284B), ('P4rIngress.values_v1100.hi', 0x6D60AD3A)], 5777)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xAE835517), ('P4rIngress.values_v1101.hi', 0x3C7DD2FD)], 5777)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9AF9A29F), ('P4rIngress.values_v1110.hi', 0x2BD0B6CF)], 5777)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBE6AC236), ('P4rIngress.values_v1111.hi', 0x8A5B2E8F)], 5777)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1CF2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002E7),
                gc.DataTuple('slot_count', 0x00001C75),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x9669DFCA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x3603FE4A),
                gc.KeyTuple('src_port', 0xBF60),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1CF2),
                gc.DataTuple('rank', 0x0010),
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
        ig_port = 3
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x36\x03\xFE\x4A\x00\x00\x00\x00\xBF\x60\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1C\xF2\x00\x10\x96\x69\xDF\xCA\x13\xAA\x02\xE9\x7A\xBE\x4D\x71\x00\x20\x00\x00\xA2\x21\xBC\x87\xAA\x2C\x0C\x5C\x72\x30\x5A\x31\x24\x3F\x27\xC1\x6B\xA6\xCA\xED\x21\x2B\x7A\xF3\x89\x97\xDA\x9E\xC0\xA9\x97\x06\x35\x57\x3C\xCF\xB0\x84\xA9\x33\x79\xF2\xA2\x39\x77\xA2\x22\x43\x4D\xDF\x4A\xAE\x6D\x98\x91\xEA\x20\x94\x06\xD2\xEC\xAD\x79\x69\x53\xBF\xDB\xD8\xB0\xFB\xD3\x6D\x45\x6A\x7D\xF0\x6C\x8E\x6B\xF7\x05\xE1\x18\x93\x2B\x59\x0B\x37\x5E\x7A\x86\x33\x7C\xA5\x8B\xD3\x47\x11\x09\xCF\x39\xD9\x6F\x6D\xC0\xDA\x35\x34\x0D\x75\xF7\xAF\xDB\x23\x4F\xCE\xC5\x33\x1B\x4F\x9A\x40\x57\x5B\x4A\xDB\xAC\x0C\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x36\x03\xFE\x4A\xBE\xEF\xBF\x60\x00\xA0\x00\x00\x50\x34\x02\x82\x1C\xF2\x00\x10\x96\x69\xDF\xCA\x13\xAA\x00\xE9\x7A\xBE\x4D\x71\x00\x20\x00\x0E\x80\x00\x00\x00\xAA\x2C\x0C\x5C\x7F\xFF\xFF\xFF\x24\x3F\x27\xC1\x7F\xFF\xFF\xFF\x21\x2B\x7A\xF3\x80\x00\x00\x00\xC0\xA9\x97\x06\x7F\xFF\xFF\xFF\xB0\x84\xA9\x33\x7F\xFF\xFF\xFF\x77\xA2\x22\x43\x15\xA1\x21\x4E\x6D\x98\x91\xEA\x7F\xFF\xFF\xFF\xEC\xAD\x79\x69\x7F\xFF\xFF\xFF\xB0\xFB\xD3\x6D\x7F\xFF\xFF\xFF\x6C\x8E\x6B\xF7\x7F\xFF\xFF\xFF\x2B\x59\x0B\x37\x7F\xFF\xFF\xFF\x7C\xA5\x8B\xD3\x7F\xFF\xFF\xFF\x39\xD9\x6F\x6D\x80\x00\x00\x00\x0D\x75\xF7\xAF\x80\x00\x00\x00\xC5\x33\x1B\x4F\x80\x00\x00\x00\x4A\xDB\xAC\x0C\x47\x81\x89\x95\x2C\x3B\x0B\xD5\x9C\xCA\x40\xA7\xDB\x86\xD7\xD8\x25\x88\x25\xC0\x9A\xCE\x00\x2F\xB2\xC2\x98\x99\x2E\xB9\x9E\x69\xD5\x7A\xC6\xF2\x19\xCE\xFF\x89\x92\x56\xB1\x8D\x2E\x53\xA5\xE3\xC5\x78\x03\x7A\xD0\x4E\x4A\x34\xAD\x96\xD7\xD4\x04\xD5\x66\x52\xEC\x72\x14\xF5\xF3\xE0\xC8\xAD\x44\xDF\xF6\x3A\x41\x0C\xA3\xDA\xEE\x44\xA1\xA7\xE2\x0A\xF7\x6A\xA0\x01\x05\x9A\xF2\x79\x59\xE4\xB3\xCA\xF7\x0E\xA3\x34\x10\xED\xF5\x0C\xB8\x47\x0F\x6E\x88\xEE\x49\x99\x79\xD7\x2F\x83\xE8\x42\xC4\x38\xD4\x50\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x717C94D8), ('P4rIngress.bitmap_seq.seq', 0x528AD07A)], 4548)
        self.setRegisterValue('P4rIngress.rounds', 0x528AD07A, 4548)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0x1E)], 4548)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4548)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9DDD7CB1), ('P4rIngress.values_v0000.hi', 0xB23FCF2B)], 4548)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A74B79B), ('P4rIngress.values_v0001.hi', 0x6A4D0082)], 4548)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x68592C6B), ('P4rIngress.values_v0010.hi', 0x6A0FD146)], 4548)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xDECD40D2), ('P4rIngress.values_v0011.hi', 0x342592B5)], 4548)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x46CEBFA1), ('P4rIngress.values_v0100.hi', 0x75BB3EFD)], 4548)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDC49B9D1), ('P4rIngress.values_v0101.hi', 0x3E613E95)], 4548)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE01A856B), ('P4rIngress.values_v0110.hi', 0xBA5947F7)], 4548)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xD362D6ED), ('P4rIngress.values_v0111.hi', 0xC1BA53A1)], 4548)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x42BB5DC9), ('P4rIngress.values_v1000.hi', 0xBECC5E70)], 4548)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1DE01E23), ('P4rIngress.values_v1001.hi', 0x3D67F7CB)], 4548)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x60CD9B41), ('P4rIngress.values_v1010.hi', 0x6FC799B6)], 4548)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB4AF5BB7), ('P4rIngress.values_v1011.hi', 0x51866BB1)], 4548)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x68D0C0CE), ('P4rIngress.values_v1100.hi', 0x492ABA6B)], 4548)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6997DAFB), ('P4rIngress.values_v1101.hi', 0x16B2D95B)], 4548)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7328559E), ('P4rIngress.values_v1110.hi', 0xCBEC55B6)], 4548)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x651FCEC3), ('P4rIngress.values_v1111.hi', 0x9312BFB9)], 4548)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2E61),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001012),
                gc.DataTuple('slot_count', 0x0000021C),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xECEC0AD6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xDC892436),
                gc.KeyTuple('src_port', 0x088B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2E61),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x00B2),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xDC\x89\x24\x36\x00\x00\x00\x00\x08\x8B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2E\x61\x00\x10\xEC\xEC\x0A\xD6\x01\xB2\x04\xE4\x52\x8A\xD0\x7A\x00\x20\x00\x00\xD3\xC8\x8E\x3D\x9E\x4A\xC9\x79\x2A\xF3\x36\xDE\x1B\xA2\x16\x0D\x7C\xCD\xE9\xDA\x72\x21\xB6\xFE\x84\x4D\xD6\x77\x5C\x86\x00\xF7\xF2\x8F\x95\x73\x16\xB1\x13\xA1\x7F\x58\x09\xCB\x44\xA0\x35\x59\x9F\x9E\xAD\xD6\xC3\x69\x6F\x51\x79\x63\x4E\xF7\xB3\xE2\x70\xBC\x66\x52\x78\x3B\x87\x69\xE3\x2C\x64\xEB\xD7\x52\xA5\xF1\x4D\x65\x5B\x0B\x03\x78\x1C\x22\xB5\x07\x13\xF3\x1A\x8A\x74\x8D\x3A\x8B\x45\xDC\x87\x99\x6D\xFD\x92\x29\x8E\x36\xFA\x55\x92\xAE\xDB\x6D\x4A\x71\xCC\x9F\xD1\xAC\x1D\x26\x1D\x6D\x91\xFA\xE6\xDA\x60\x99\x81\x79\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xDC\x89\x24\x36\xBE\xEF\x08\x8B\x00\xA0\x00\x00\x50\x34\x02\x82\x2E\x61\x00\x10\xEC\xEC\x0A\xD6\x01\xB2\x00\xE4\x52\x8A\xD0\x7A\x00\x20\x00\x10\x80\x00\x00\x00\x9E\x4A\xC9\x79\x7F\xFF\xFF\xFF\x1B\xA2\x16\x0D\x7F\xFF\xFF\xFF\x72\x21\xB6\xFE\x80\x00\x00\x00\x5C\x86\x00\xF7\x39\x5E\x55\x14\x16\xB1\x13\xA1\x5B\xA1\xC3\x9C\x44\xA0\x35\x59\x80\x00\x00\x00\xC3\x69\x6F\x51\x4C\xC6\x25\xE4\xB3\xE2\x70\xBC\x7F\xFF\xFF\xFF\x87\x69\xE3\x2C\x7F\xFF\xFF\xFF\xA5\xF1\x4D\x65\x7F\xFF\xFF\xFF\x1C\x22\xB5\x07\xC8\xA2\x76\x41\x74\x8D\x3A\x8B\x7F\xFF\xFF\xFF\x6D\xFD\x92\x29\xF7\xCE\xD5\x50\x92\xAE\xDB\x6D\x7F\xFF\xFF\xFF\xD1\xAC\x1D\x26\x7F\xFF\xFF\xFF\xE6\xDA\x60\x99\x81\x79\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C\xAA\x48\x79\x34\xA3\x01\xA5\x62\x9D\x62\x58\x99\x2E\xC0\x8C\x6B\x47\x4C\x0C\xA0\x6D\x85\x4E\x58\xEE\x56\x39\xB1\x9E\xD1\xC0\x9A\x73\xDA\xE1\xDC\x17\xDF\x7F\xCC\x63\xCC\x78\xFD\x03\x7D\x4E\x7E\x06\xCA\x8F\xF7\xA0\xE8\x58\x51\x60\xDB\xCC\x0F\x2F\xD3\x4F\x6F\x9C\x90\x16\x9A\x2E\x9E\x11\x16\xFC\x2B\xF2\x0E\xCB\x82\xDE\x73\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC\x58\xF0\x1E\x94\xEB\xB8\x3D\xC9\xE7\xC6\xCF\xD7\x5F\x6A\x74\x72\x92\xD4\xE6\x3D\xB6\x76\xD2\x18\x8E\xBE\x13\x22\xD0\x8D\xA5\xF7\x72\x94\x8B\xEE\x3A\xC3\x2C\xA3\x0C\x33\x19\x46\xDC\x61\x3D\xC3\x49\x24\xB7\x44\x9B\xB5\xD8\x53\x32\xBF\x59\xFD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x0E80FE7B), ('P4rIngress.bitmap_seq.seq', 0x3C576000)], 3396)
        self.setRegisterValue('P4rIngress.rounds', 0x3C576000, 3396)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x77)], 3396)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3396)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x8B1213CF), ('P4rIngress.values_v0000.hi', 0x99AF0119)], 3396)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4D464215), ('P4rIngress.values_v0001.hi', 0x641059FB)], 3396)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x752FF6D6), ('P4rIngress.values_v0010.hi', 0x5DBB707E)], 3396)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x957E6BDF), ('P4rIngress.values_v0011.hi', 0xCFCB8F43)], 3396)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x759FA769), ('P4rIngress.values_v0100.hi', 0x3E389D85)], 3396)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x68CD2AA9), ('P4rIngress.values_v0101.hi', 0x5F664F4D)], 3396)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x5748908E)], 3396)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7EE0995E), ('P4rIngress.values_v0111.hi', 0x2228DF63)], 3396)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC5ACACFB), ('P4rIngress.values_v1000.hi', 0xA4CD6F08)], 3396)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xF1761C35), ('P4rIngress.values_v1001.hi', 0x6265BD41)], 3396)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3EE7AB72), ('P4rIngress.values_v1010.hi', 0x1A637563)], 3396)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x79620916), ('P4rIngress.values_v1011.hi', 0x4EFB54CE)], 3396)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x54599269), ('P4rIngress.values_v1100.hi', 0xD4B194F0)], 3396)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x45984E15), ('P4rIngress.values_v1101.hi', 0x00000000)], 3396)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7F4D5B38), ('P4rIngress.values_v1110.hi', 0x4EB96D3A)], 3396)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8DA86D6A), ('P4rIngress.values_v1111.hi', 0x85BC6CD1)], 3396)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9443),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CDB),
                gc.DataTuple('slot_count', 0x0000066D),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xECAC88D0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x014),
                gc.KeyTuple('src_addr', 0x0BA0EDCE),
                gc.KeyTuple('src_port', 0x3B71),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9443),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0138),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xA0\xED\xCE\x00\x00\x00\x00\x3B\x71\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x94\x43\x00\x10\xEC\xAC\x88\xD0\x00\x69\x02\x8B\x3C\x57\x60\x00\x00\x20\x00\x00\xD9\x5A\x6F\xE2\xD3\xFC\x49\xF4\x45\xA4\xEB\xC7\x73\x55\x83\xD5\x0F\x46\x06\x2B\x77\x38\x51\x4A\x85\x43\x0B\x1F\xAB\x4B\x46\xD1\x1C\x8C\xE6\xC1\x52\xDB\x48\xA4\x45\xB1\xC4\x68\x84\x35\x67\x54\x80\x00\x00\x00\x72\x39\xDE\xD8\x22\x54\x7D\x7C\x36\x2D\xD3\x69\x70\x8F\xE7\x7D\x84\xA9\x11\xF1\x76\x45\x07\xDA\x54\x2A\x7C\xA1\x1A\x88\xAA\x1A\x7A\x41\x92\x6F\x46\x95\x8D\x78\x3B\xA4\x5B\x75\x5C\x2E\x16\xED\x9A\x84\x75\x2A\x75\x0A\x72\x12\x00\x00\x00\x00\x4F\xD1\x35\xAC\x44\x18\x0A\x5E\x28\xF5\xB2\x4A\x80\x8C\xF6\xF1\x7B\x3D\x0F\x7F\x66\xBE\x8B\x38\x0F\x3D\x44\x5B\x42\x77\x3B\xC8\x01\xCD\xD0\x7A\xF5\x0F\x96\x38'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xA0\xED\xCE\xBE\xEF\x3B\x71\x00\xA0\x00\x00\x50\x34\x02\x82\x94\x43\x00\x10\xEC\xAC\x88\xD0\x00\x69\x00\x8B\x3C\x57\x60\x00\x00\x20\x00\x20\x80\x00\x00\x00\xD3\xFC\x49\xF4\x7F\xFF\xFF\xFF\x73\x55\x83\xD5\x7F\xFF\xFF\xFF\x77\x38\x51\x4A\x80\x00\x00\x00\xAB\x4B\x46\xD1\x7F\xFF\xFF\xFF\x52\xDB\x48\xA4\x7F\xFF\xFF\xFF\x84\x35\x67\x54\x80\x00\x00\x00\x72\x39\xDE\xD8\x7F\xFF\xFF\xFF\x36\x2D\xD3\x69\x36\x3C\x94\x78\x84\xA9\x11\xF1\x67\xBB\x24\x0F\x54\x2A\x7C\xA1\x59\x70\x55\x8C\x7A\x41\x92\x6F\x7F\xFF\xFF\xFF\x3B\xA4\x5B\x75\x7F\xFF\xFF\xFF\x9A\x84\x75\x2A\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x44\x18\x0A\x5E\xB6\x9E\x1F\xB4\x80\x8C\xF6\xF1\x7B\x3D\x0F\x7F\x66\xBE\x8B\x38\x0F\x3D\x44\x5B\x42\x77\x3B\xC8\x01\xCD\xD0\x7A\xF5\x0F\x96\x38'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xE55E963D), ('P4rIngress.bitmap_seq.seq', 0x9E453700)], 4058)
        self.setRegisterValue('P4rIngress.rounds', 0x9E453700, 4058)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x17), ('P4rIngress.count_exp.exponent', 0xB5)], 4058)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4058)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x828BB257), ('P4rIngress.values_v0000.hi', 0xDCF6A223)], 4058)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x432E7314), ('P4rIngress.values_v0001.hi', 0x523C2EAE)], 4058)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6484B35B), ('P4rIngress.values_v0010.hi', 0x776FDB42)], 4058)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x961B41CB), ('P4rIngress.values_v0011.hi', 0xB7C7CFEE)], 4058)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5B7EB437), ('P4rIngress.values_v0100.hi', 0x47E06E4B)], 4058)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7989CA50), ('P4rIngress.values_v0101.hi', 0xA56DB954)], 4058)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x75C519A6), ('P4rIngress.values_v0110.hi', 0xD24A3717)], 4058)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xE9CAC5CA), ('P4rIngress.values_v0111.hi', 0xBB9C0D59)], 4058)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9D596A43), ('P4rIngress.values_v1000.hi', 0x4D55AF23)], 4058)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA563D7FF), ('P4rIngress.values_v1001.hi', 0x603D5775)], 4058)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x54E3239D), ('P4rIngress.values_v1010.hi', 0x7CF358F3)], 4058)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x946ADB45), ('P4rIngress.values_v1011.hi', 0xBDB9934A)], 4058)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x22CE824D), ('P4rIngress.values_v1100.hi', 0xCDA892DA)], 4058)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6DAA6CEB), ('P4rIngress.values_v1101.hi', 0xA9154FE9)], 4058)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7D89E0E3), ('P4rIngress.values_v1110.hi', 0x8C1716B4)], 4058)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x399831A7), ('P4rIngress.values_v1111.hi', 0xA852CDB4)], 4058)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2EAF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005D1),
                gc.DataTuple('slot_count', 0x0000183A),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD9AFB852),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x47612FEE),
                gc.KeyTuple('src_port', 0xE912),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2EAF),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x01EB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\x61\x2F\xEE\x00\x00\x00\x00\xE9\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2E\xAF\x00\x10\xD9\xAF\xB8\x52\x0A\x09\x06\xC9\x9E\x45\x37\x00\x00\x20\x00\x00\xCA\xCD\x27\x04\x97\x58\xDC\x8B\x5B\x22\x8B\x85\x38\xBB\x4E\x94\x26\x8F\x11\x5A\x12\xC5\xCF\x51\xB7\x66\x94\x76\xB0\xDC\x06\x48\x61\x58\x53\x53\x47\x4D\xC0\xDC\x63\xAB\x9A\x43\x9D\xC8\x3A\x7C\x37\x2D\xC9\xCC\xDD\x18\xA8\x57\x00\x00\x00\x00\xBB\xB4\x9C\x87\xB9\x1F\x8A\xD5\x6E\xED\x29\x1F\xB8\x4B\x13\x06\x57\xB5\x48\xF7\x6D\x8D\x2D\x31\x5C\x70\x3D\x73\x94\xCE\x9A\x3B\x9B\x30\xB2\xC7\x71\xEC\x93\x84\x81\x0B\xB7\x5B\x5A\x14\xCE\x6E\xB3\x11\x68\xA7\x41\xC8\xA3\xFC\x85\xEA\x7F\x37\x6B\x72\xA8\xCE\x9B\x85\x17\x57\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x47\x61\x2F\xEE\xBE\xEF\xE9\x12\x00\xA0\x00\x00\x50\x34\x02\x82\x2E\xAF\x00\x10\xD9\xAF\xB8\x52\x0A\x09\x00\xC9\x9E\x45\x37\x00\x00\x20\x00\x18\x80\x00\x00\x00\x97\x58\xDC\x8B\x7F\xFF\xFF\xFF\x38\xBB\x4E\x94\x7F\xFF\xFF\xFF\x12\xC5\xCF\x51\x80\x00\x00\x00\xB0\xDC\x06\x48\x7F\xFF\xFF\xFF\x47\x4D\xC0\xDC\x7F\xFF\xFF\xFF\x9D\xC8\x3A\x7C\x7F\xFF\xFF\xFF\xDD\x18\xA8\x57\xE9\xCA\xC5\xCA\xBB\xB4\x9C\x87\x80\x00\x00\x00\x6E\xED\x29\x1F\x80\x00\x00\x00\x57\xB5\x48\xF7\x7F\xFF\xFF\xFF\x5C\x70\x3D\x73\x80\x00\x00\x00\x9B\x30\xB2\xC7\x7F\xFF\xFF\xFF\x81\x0B\xB7\x5B\x7F\xFF\xFF\xFF\xB3\x11\x68\xA7\x7F\xFF\xFF\xFF\x85\xEA\x7F\x37\x7F\xFF\xFF\xFF\x9B\x85\x17\x57\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEEC81EB3), ('P4rIngress.bitmap_seq.seq', 0x76600000)], 1834)
        self.setRegisterValue('P4rIngress.rounds', 0x76600000, 1834)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x28)], 1834)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1834)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xED50E729), ('P4rIngress.values_v0000.hi', 0xDF67A7E8)], 1834)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x13044097), ('P4rIngress.values_v0001.hi', 0x4E288673)], 1834)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6AC57EF2), ('P4rIngress.values_v0010.hi', 0x5436DB69)], 1834)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x8D325529), ('P4rIngress.values_v0011.hi', 0x68CD908E)], 1834)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3957DBCD), ('P4rIngress.values_v0100.hi', 0x7C7CEB9E)], 1834)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDD30D761), ('P4rIngress.values_v0101.hi', 0x715532CD)], 1834)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8733AD5E), ('P4rIngress.values_v0110.hi', 0xC2D7EA56)], 1834)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5B65C1F4), ('P4rIngress.values_v0111.hi', 0xA110C31C)], 1834)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4A0BE539), ('P4rIngress.values_v1000.hi', 0xAA2F1D56)], 1834)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x588510DE), ('P4rIngress.values_v1001.hi', 0x1E2AC3D2)], 1834)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x45E6E976), ('P4rIngress.values_v1010.hi', 0x490014CA)], 1834)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD9A0F003), ('P4rIngress.values_v1011.hi', 0x4CDA5AA5)], 1834)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x58B7BEF0), ('P4rIngress.values_v1100.hi', 0x70F0B7FB)], 1834)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB46A2A6E), ('P4rIngress.values_v1101.hi', 0xB7677C0F)], 1834)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x25C6CD67), ('P4rIngress.values_v1110.hi', 0x810F7F8B)], 1834)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x42875BF9), ('P4rIngress.values_v1111.hi', 0xBAF1A70C)], 1834)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8028),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002AB),
                gc.DataTuple('slot_count', 0x00001A3F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4207AA5D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0xEEF530AC),
                gc.KeyTuple('src_port', 0x2226),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8028),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03BD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\xF5\x30\xAC\x00\x00\x00\x00\x22\x26\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\x28\x00\x10\x42\x07\xAA\x5D\x04\x7F\x02\x54\x76\x60\x00\x00\x00\x20\x00\x00\x81\x39\x65\x8A\x9C\x6D\x07\xE9\x70\x6E\xD7\x13\x58\xDC\xC9\x2D\x19\x15\x24\xF0\x50\xFC\x1B\x65\xC4\x4E\x26\x57\x6A\xEC\x1F\x5D\x8D\xF9\x38\xE4\x61\xDA\xE2\x47\x79\x25\xEC\xDF\x4D\x5C\xAD\x21\xF2\xAA\x63\x0B\x98\xB2\xAB\x57\x86\x76\x6A\x16\xB7\x25\x96\xB0\x69\xFA\x89\x24\xAE\x43\x6B\xA6\x74\x71\x8D\x58\x84\xEF\xAE\xDB\x7B\x10\xDB\xA8\x45\x19\x77\xE0\x4C\x8A\x31\xDD\x4D\xC5\xA4\x91\x49\x6E\x24\x69\x46\x19\xA3\x41\xB0\xEF\xC0\xC5\x61\xA1\x63\xF5\x74\xA9\x35\x86\xBB\xBA\x5C\xC5\x47\xE7\x3E\xD3\xB2\x4A\xF9\xC4\x05\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47\x23\x2F\x80\x12\x47\xEE\x93\x26\xE3\x30\x41\x86\xDD\x51\xD8\x43\x7C\x06\x3A\xD2\x1D\x7A\xAC\xA4\x67\x45\xA8\x30\x2E\x49\xA4\x85\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEE\xF5\x30\xAC\xBE\xEF\x22\x26\x00\xA0\x00\x00\x50\x34\x02\x82\x80\x28\x00\x10\x42\x07\xAA\x5D\x04\x7F\x00\x54\x76\x60\x00\x00\x00\x20\x00\x20\x80\x00\x00\x00\x9C\x6D\x07\xE9\x7F\xFF\xFF\xFF\x58\xDC\xC9\x2D\x7F\xFF\xFF\xFF\x50\xFC\x1B\x65\x80\x00\x00\x00\x6A\xEC\x1F\x5D\xC7\x51\x14\xB1\x61\xDA\xE2\x47\x56\x56\xC4\x40\x4D\x5C\xAD\x21\x80\x00\x00\x00\x98\xB2\xAB\x57\xE1\xDC\x2C\x0A\xB7\x25\x96\xB0\x7F\xFF\xFF\xFF\xAE\x43\x6B\xA6\x7F\xFF\xFF\xFF\x84\xEF\xAE\xDB\x7F\xFF\xFF\xFF\x45\x19\x77\xE0\x26\x2B\x21\xE0\x4D\xC5\xA4\x91\x7F\xFF\xFF\xFF\x46\x19\xA3\x41\x80\x00\x00\x00\x61\xA1\x63\xF5\x7F\xFF\xFF\xFF\xBB\xBA\x5C\xC5\x7F\xFF\xFF\xFF\xB2\x4A\xF9\xC4\x05\x2C\xA0\x4F\x78\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47\x23\x2F\x80\x12\x47\xEE\x93\x26\xE3\x30\x41\x86\xDD\x51\xD8\x43\x7C\x06\x3A\xD2\x1D\x7A\xAC\xA4\x67\x45\xA8\x30\x2E\x49\xA4\x85\xBE\xD8\xFA\x9B\x92\x9F\x4C\x3D\x35\x45\xDF\x23\x9F\x0B\x53\x0D\x1D\x83\xDE\xBF\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD\x29\x88\xE3\x65\x94\xCF\x44\x1C\x96\x20\x3D\x0C\xA2\xA0\xC0\x4B\x56\x33\x5A\x7B\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xFE028187), ('P4rIngress.bitmap_seq.seq', 0xE0A27F18)], 4073)
        self.setRegisterValue('P4rIngress.rounds', 0xE0A27F18, 4073)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0C), ('P4rIngress.count_exp.exponent', 0x19)], 4073)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4073)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xB5AE27C7), ('P4rIngress.values_v0000.hi', 0x9D05C2A4)], 4073)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4D4A9FB8), ('P4rIngress.values_v0001.hi', 0x54CD3C32)], 4073)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x53752975), ('P4rIngress.values_v0010.hi', 0x63B794E6)], 4073)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x38EEB886), ('P4rIngress.values_v0011.hi', 0x8A4A242E)], 4073)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xA6CF4A7F), ('P4rIngress.values_v0100.hi', 0x8E9301D0)], 4073)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x1B6D6641), ('P4rIngress.values_v0101.hi', 0xAC322174)], 4073)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x91167B48), ('P4rIngress.values_v0110.hi', 0x97505E65)], 4073)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4B5CB4A7), ('P4rIngress.values_v0111.hi', 0x53AAEEA4)], 4073)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xBB7F7D5F), ('P4rIngress.values_v1000.hi', 0xABF2B358)], 4073)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x60E5BE2E), ('P4rIngress.values_v1001.hi', 0x4AFDB52F)], 4073)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x0EA63197), ('P4rIngress.values_v1010.hi', 0x10674BE7)], 4073)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9E59B0E1), ('P4rIngress.values_v1011.hi', 0xFAFFD9A5)], 4073)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x35BF5D73), ('P4rIngress.values_v1100.hi', 0x59757A1F)], 4073)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x667EF0EE), ('P4rIngress.values_v1101.hi', 0x97EC2AA8)], 4073)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x45DBBA05), ('P4rIngress.values_v1110.hi', 0x6E348DBD)], 4073)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xE7C3A19E), ('P4rIngress.values_v1111.hi', 0x477D83D9)], 4073)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB819),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009EB),
                gc.DataTuple('slot_count', 0x00000CCD),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x513309FD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01E),
                gc.KeyTuple('src_addr', 0xBEF9EA32),
                gc.KeyTuple('src_port', 0xE65C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB819),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0239),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBE\xF9\xEA\x32\x00\x00\x00\x00\xE6\x5C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB8\x19\x00\x10\x51\x33\x09\xFD\x05\xFE\x02\x68\xE0\xA2\x7F\x18\x00\x20\x00\x00\x94\xAC\x70\x23\xD9\x1A\x5B\x26\x4B\x7F\x29\x1C\x34\xA0\x2E\x31\x51\x07\x59\xA7\x44\xB7\x3E\x52\x74\x8E\x35\xAF\xB9\x7A\x2F\xD0\xA1\xAB\x9B\xE4\xB8\xB2\x73\xCA\x70\xA6\x23\x6D\xA8\xD7\xEE\x47\xA6\x56\xCB\x13\xE3\x3B\xAD\xCD\x47\x3D\x14\xA4\x4A\x28\x8D\xEC\x2A\xAF\x78\xDF\xE8\x9E\xFD\xE6\x4E\xB9\xB6\x04\x3E\x70\xE4\xB1\x7E\x6D\x0A\xDB\xD2\xEB\x58\x6F\x9D\xCB\x90\x5B\x1A\x73\xDA\x37\xC1\xE7\x4B\x2D\x55\xE0\x23\x9D\x55\x20\xDD\x70\x94\xCF\x35\x9F\x63\xCB\x67\x45\x49\x2D\x38\xAE\x06\x9E\x15\xDD\x75\x9C\xC0\xA9\x83\x0E\xA6\x11\x70\xF8\xAB\xD4\xE4\xC9\xAB\x2E\x28\x89\xB0\x69\x9A\xBA\xE3\x62\x1E\xA8\x8F\xB3\x93\x2F\x8E\x59\x46\x28\x51\xED\x6A\xA2\xEA\x73\x6D\xB3\x7C\x16\x2D\x2F\x30\x6A\x9D\x4A\x54\x97\xDD\x96\x24\x33\x9E\x23\x88\x3A\x66\xED\x83\xA8\xF3\xC6\x86\xD2\x3A\x66\xBD\x0A\xAC\x07\x2E\x33\x2F\x98\x03\x91\x0F\xAE\xE6\x17\x21\xAE\x81\x5D\x3A\x43\xC7\x75\x5C\x30\xF2\x58\x0F\x48\x07\x86\xCE\x22\x23\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA\x23\xCC\x49\xF8\x7C\x86\x52\x2E\xA3\x12\x1A\xD6\xB5\x5D\x07\xE6\xE8\x16\x44\xB8\xDD\x0A\xF4\xEF\xD7\xB6\x04\x7F\xDD\xB7\x40\x09\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E\xBD\x78\x34\x2F\x63\xA7\x85\xC6\x40\x70\x57\x4A\x8B\xFD\x57\xCC\x99\x9B\x72\xCC\x9C\x8E\x27\x68\x03\xFB\xB1\x79\x69\x8B\x1C\xBE\x36\xD4\x8D\x74\x42\xF8\xEC\xCF\xFA\x67\x99\xA3\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBE\xF9\xEA\x32\xBE\xEF\xE6\x5C\x00\xA0\x00\x00\x50\x34\x02\x82\xB8\x19\x00\x10\x51\x33\x09\xFD\x05\xFE\x00\x68\xE0\xA2\x7F\x18\x00\x20\x00\x0D\x80\x00\x00\x00\xD9\x1A\x5B\x26\x7F\xFF\xFF\xFF\x34\xA0\x2E\x31\x7F\xFF\xFF\xFF\x44\xB7\x3E\x52\x7F\xFF\xFF\xFF\xB9\x7A\x2F\xD0\x80\x00\x00\x00\xB8\xB2\x73\xCA\x7F\xFF\xFF\xFF\xA8\xD7\xEE\x47\x80\x00\x00\x00\xE3\x3B\xAD\xCD\x7F\xFF\xFF\xFF\x4A\x28\x8D\xEC\xE6\x2E\xF6\x3E\xE8\x9E\xFD\xE6\x7F\xFF\xFF\xFF\x3E\x70\xE4\xB1\x7F\xFF\xFF\xFF\xD2\xEB\x58\x6F\x80\x00\x00\x00\x1A\x73\xDA\x37\xF7\xA6\xA8\xA0\x55\xE0\x23\x9D\x7F\xFF\xFF\xFF\x94\xCF\x35\x9F\x7F\xFF\xFF\xFF\x49\x2D\x38\xAE\xEE\x61\xB7\x7B\x75\x9C\xC0\xA9\x83\x0E\xA6\x11\x70\xF8\xAB\xD4\xE4\xC9\xAB\x2E\x28\x89\xB0\x69\x9A\xBA\xE3\x62\x1E\xA8\x8F\xB3\x93\x2F\x8E\x59\x46\x28\x51\xED\x6A\xA2\xEA\x73\x6D\xB3\x7C\x16\x2D\x2F\x30\x6A\x9D\x4A\x54\x97\xDD\x96\x24\x33\x9E\x23\x88\x3A\x66\xED\x83\xA8\xF3\xC6\x86\xD2\x3A\x66\xBD\x0A\xAC\x07\x2E\x33\x2F\x98\x03\x91\x0F\xAE\xE6\x17\x21\xAE\x81\x5D\x3A\x43\xC7\x75\x5C\x30\xF2\x58\x0F\x48\x07\x86\xCE\x22\x23\x51\x5C\x7D\xA2\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA\x23\xCC\x49\xF8\x7C\x86\x52\x2E\xA3\x12\x1A\xD6\xB5\x5D\x07\xE6\xE8\x16\x44\xB8\xDD\x0A\xF4\xEF\xD7\xB6\x04\x7F\xDD\xB7\x40\x09\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E\xBD\x78\x34\x2F\x63\xA7\x85\xC6\x40\x70\x57\x4A\x8B\xFD\x57\xCC\x99\x9B\x72\xCC\x9C\x8E\x27\x68\x03\xFB\xB1\x79\x69\x8B\x1C\xBE\x36\xD4\x8D\x74\x42\xF8\xEC\xCF\xFA\x67\x99\xA3\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.48

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x57446793), ('P4rIngress.bitmap_seq.seq', 0x8BFA3F20)], 3728)
        self.setRegisterValue('P4rIngress.rounds', 0x8BFA3F20, 3728)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x81)], 3728)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3728)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x9642AABB), ('P4rIngress.values_v0000.hi', 0xD4DE9A01)], 3728)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x77A58A26), ('P4rIngress.values_v0001.hi', 0x724D684D)], 3728)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5BD4753C), ('P4rIngress.values_v0010.hi', 0x65E58F87)], 3728)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAC61B859), ('P4rIngress.values_v0011.hi', 0x95DC1923)], 3728)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6CEDB62B), ('P4rIngress.values_v0100.hi', 0x6B055514)], 3728)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x45FB730A), ('P4rIngress.values_v0101.hi', 0x890B5809)], 3728)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x696F3368), ('P4rIngress.values_v0110.hi', 0x8944BB01)], 3728)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x91E55944), ('P4rIngress.values_v0111.hi', 0x52AA47A4)], 3728)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4CB6ECAF), ('P4rIngress.values_v1000.hi', 0xCB52F00A)], 3728)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6C8DE7F3), ('P4rIngress.values_v1001.hi', 0x5EDAC8DB)], 3728)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x48AADD1B), ('P4rIngress.values_v1010.hi', 0x91EBABEE)], 3728)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xFA4576AB), ('P4rIngress.values_v1011.hi', 0xB79D34F8)], 3728)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x62F760D9), ('P4rIngress.values_v1100.hi', 0x6C8AC515)], 3728)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x3BAD6571), ('P4rIngress.values_v1101.hi', 0x5936DB97)], 3728)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3C5C3F52), ('P4rIngress.values_v1110.hi', 0x92CFC849)], 3728)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3E571657), ('P4rIngress.values_v1111.hi', 0xC456D0DD)], 3728)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x71CA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000197),
                gc.DataTuple('slot_count', 0x000011D5),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA39B2C69),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x77771518),
                gc.KeyTuple('src_port', 0xAE8E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x71CA),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x03A8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x77\x77\x15\x18\x00\x00\x00\x00\xAE\x8E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x71\xCA\x00\x10\xA3\x9B\x2C\x69\x0C\xF9\x02\xF1\x8B\xFA\x3F\x20\x00\x20\x00\x00\xC2\xB6\x92\x62\x97\xD9\xFF\x59\x47\x35\x39\x7A\x35\xF9\xC0\x33\x5B\x65\x29\xF8\x34\xF3\x0A\x2B\xA4\xCD\xB2\x69\xCC\x4B\x79\x61\x3E\x02\xBF\x29\x1D\x34\x79\xC4\x3F\x12\xDD\xDA\xE9\xC5\x8A\xA3\x4B\x2F\x13\xCC\xF0\xA2\x25\x3F\xB0\xE3\x2E\x7D\x5F\x6C\x9D\x1C\x48\xF8\x95\xDC\xBA\xFA\x94\x4F\x6B\xDC\x50\xA3\x4C\xDB\xD4\x62\x58\xE2\x17\x69\xCD\x5B\x04\xD9\x2A\x53\xEA\x59\xA0\x6A\x14\xAD\x4A\xE0\x50\x61\x6C\x56\x5D\x91\x5A\x69\x45\x6F\x3B\x24\x88\xCE\xFB\x21\xAF\x93\xB0\x8B\x9F\xCB\x79\x90\xEE\xF2\xAE\xF2\xB6\x9F\xA5\x87\x36\xE0\x57\xEA\x61\x1B\x18\x5F\x84\x70\x91\x71\x9A\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x77\x77\x15\x18\xBE\xEF\xAE\x8E\x00\xA0\x00\x00\x50\x34\x02\x82\x71\xCA\x00\x10\xA3\x9B\x2C\x69\x0C\xF9\x00\xF1\x8B\xFA\x3F\x20\x00\x20\x00\x20\x80\x00\x00\x00\x97\xD9\xFF\x59\x7F\xFF\xFF\xFF\x35\xF9\xC0\x33\x7F\xFF\xFF\xFF\x34\xF3\x0A\x2B\x80\x00\x00\x00\xCC\x4B\x79\x61\x7F\xFF\xFF\xFF\x1D\x34\x79\xC4\x7F\xFF\xFF\xFF\xE9\xC5\x8A\xA3\x7F\xFF\xFF\xFF\xF0\xA2\x25\x3F\x80\x00\x00\x00\x5F\x6C\x9D\x1C\x7F\xFF\xFF\xFF\xBA\xFA\x94\x4F\x7F\xFF\xFF\xFF\x4C\xDB\xD4\x62\x7F\xFF\xFF\xFF\xCD\x5B\x04\xD9\x24\x99\x61\x04\xA0\x6A\x14\xAD\x7F\xFF\xFF\xFF\x6C\x56\x5D\x91\x7F\xFF\xFF\xFF\x3B\x24\x88\xCE\x37\x7D\xEE\xE5\xB0\x8B\x9F\xCB\x7F\xFF\xFF\xFF\xAE\xF2\xB6\x9F\xA5\x87\x36\xE0\x57\xEA\x61\x1B\x18\x5F\x84\x70\x91\x71\x9A\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()

