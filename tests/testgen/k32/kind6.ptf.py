# PTF test for /tmp/tgwork/k32/kind6/main
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

logger = logging.getLogger('/tmp/tgwork/k32/kind6/main')
logger.addHandler(logging.StreamHandler())

class AbstractTest(BfRuntimeTest):
    def setUp(self):
        BfRuntimeTest.setUp(self, 0, '/tmp/tgwork/k32/kind6/main')
        self.dev_id = 0
        self.table_entries = []
        self.bfrt_info = None
        # Get bfrt_info and set it as part of the test.
        self.bfrt_info = self.interface.bfrt_info_get('/tmp/tgwork/k32/kind6/main')

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
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDEB29A1E), ('P4rIngress.bitmap_seq.seq', 0x979C9548)], 2724)
        self.setRegisterValue('P4rIngress.rounds', 0x979C9548, 2724)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x101E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A6A),
                gc.DataTuple('slot_count', 0x000000AB),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA5AC93EB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x2FE421DB),
                gc.KeyTuple('src_port', 0x919C),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x101E),
                gc.DataTuple('rank', 0x0010),
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x2F\xE4\x21\xDB\x00\x00\x00\x00\x91\x9C\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x10\x1E\x00\x10\xA5\xAC\x93\xEB\x00\x3A\x04\x00\x76\xCF\xCB\xE1\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD0\xFC\x69\xF3\xFF\xBC\xF6\x69\xE0\xCC\x95\x1A\x1D\x2C\x4A\x9B\x6A\x85\xFB\xDB\x41\xD1\x95\x2C\xBD\x74\xDA\x26\xB2\x29\x80\x50\x7A\xFC\x7C\x5B\x3D\xB1\x09\x3A\x30\xF8\x84\x68\x1D\xAD\xF6\x16\x65\x3B\xF8\x20\xB7\xF5\xB2\x3A\x57\xAC\x6E\xA4\x12\x5D\xFE\xEB\x92\xA7\x78\x60\xFC\x1C\x28\xD8\x26\x01\xF8\x93\x08\x39\x14\xEF\xD6\x9B\x29'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test7(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2D7B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ABF),
                gc.DataTuple('slot_count', 0x000012A5),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCCC95B30),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x012),
                gc.KeyTuple('src_addr', 0x895C9A6E),
                gc.KeyTuple('src_port', 0x4462),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2D7B),
                gc.DataTuple('rank', 0x0010),
                gc.DataTuple('worker_index', 0x0380),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x6F79),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\x5C\x9A\x6E\x00\x00\x00\x00\x44\x62\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2D\x7B\x00\x10\xCC\xC9\x5B\x30\x0F\x8D\x04\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x03\x54\x1C\x09\xB5\x7A\x14\xF5\xFA\x0E\x69\x43\x0C\xAB\x32\x12\x24\x9F\xF3\x5B\x55\xA1\xF3\x1C\x3D\x2A\x80\xD7\xAB\xD3\x01\x40\x4D\x32\x25\xF3\x0E\xC4\x79\x3B\xBE\x6A\x71\x5A\x21\xF9\x08\x9B\x87\xF4\x88\xA7\x61\x2B\x00\xF3\xEF\x9A\xBF\x33\xA0\xF9\xB0\x8A\x27\x51\xE1\x9E\x44\x60\x1C\x7F\x48\xE1\x31\x22\xA1\x73\xA4\xC8\x9B\x11\x84\xB2\xAE\x10\xBC\x33\x6B\x31\x86\xA1\xCA\x17\xF4\xAB\x31\xB6\x0A\x57\xC5\x08\x4D\x17\x76\xA0\x7D\xF4\xF3\x98\x79\xC2\xF0\xC3\x9D\xA0\x79\xE6\xCC\xCE\x35\x4D\xE0\xC2\xBB\xF9\xDA\x6B\x6C\x27\xEF\x1F\xCE\x98\x28\xCD\xFC\x73\xE0\x7F\x83\xD1\x1C\x1B\x1E\x1B\x8F\xDC\x10\xFF\x2B\x3B\x80\xED\x99\x85\xD4\x92\x1A\x6F\x0A\x95\x5C\x3A\x42\x2C\xBA\x75\xA4\x2D\x94\xE7\x9C\x84\xDE\x3B\x57\xC7\x54\xD8\xB8\x7F\x4B\xC8\x26\x23\x82\xCD\x25\xAA\x02\xA0\x1F\x0D\x38\x5C\x27\x3A\x93\x88\x6A\x46\x85\x36\xD6\x0E\x95\x38\x17'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test8(AbstractTest):
    # Current statement coverage: 0.29

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x55F9),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000AD4),
                gc.DataTuple('slot_count', 0x00001275),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE7FA795B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x003),
                gc.KeyTuple('src_addr', 0x5FF1DA2B),
                gc.KeyTuple('src_port', 0x9B52),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x55F9),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0230),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x25F5),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5F\xF1\xDA\x2B\x00\x00\x00\x00\x9B\x52\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x55\xF9\x00\x18\xE7\xFA\x79\x5B\x09\xD1\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x14\x9D\xB0\xA8\xC7\x6D\xCC\xBE\x27\xB7\xA8\xF9\xE3\x08\xAC\xB0\x3A\x5C\xEB\xB2\xD2\x38\x1C\x65\x46\xFA\x2F\x4C\x21\x9B\x06\xD1\x15\xD3\xBB\xE3\xB0\x19\x60\x88\x7C\x36\x7E\x46\xD4\x44\x24\x7C\x14\xE9\x45\xCF\x97\xCE\x32\xEE\x40\x54\x8A\x92\x26\x81\x36\xD0\x0D\x9F\x2E\xBE\x7F\xD2\x38\xAD\x74\x40\x29\xC0\x3A\x7D\xBE\x95\xCA\xE5\x0E\xB4\xDC\xBB\xBB\xB5\xF2\xF3\xF9\xFA\xA8\x5F\x4F\x03\x28\x97\x73\x30\xFF\x3F\xC4\x6C\xC1\xFF\xD7\xF6\x98\x4D\x36\xB4\x99\x84\x09\x3D\x2C\x89\x5A\x81\x42\xDB\x61\x58\x68\xAC\xCE\xC5\x52\xAE'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test9(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x95867B6D), ('P4rIngress.bitmap_seq.seq', 0x25543560)], 4635)
        self.setRegisterValue('P4rIngress.rounds', 0x25543560, 4635)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 4635)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4635)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4635)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4635)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF6C2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C53),
                gc.DataTuple('slot_count', 0x00000A47),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC52F7E92),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x025),
                gc.KeyTuple('src_addr', 0x3EAC2C49),
                gc.KeyTuple('src_port', 0x0356),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF6C2),
                gc.DataTuple('rank', 0x0000),
                gc.DataTuple('worker_index', 0x02A5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3E\xAC\x2C\x49\x00\x00\x00\x00\x03\x56\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF6\xC2\x00\x00\xC5\x2F\x7E\x92\x05\xC8\x02\x00\x3C\xEB\x5B\xA3\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x0E\x5F\x56\x88\xB3\x4A\xC8\x3D\x11\x42\xEC\xE8\xBA\xBB\x6C\xF1\x97\x4B\x13\x75\xE3\x61\xF1\xFF\xBB\xF5\x5C\x31\xA7\x62\xBB\x4A\x8F\xCA\x0B\x80\x63\xAB\x4B\xA4\xBA\x35\xED\xA2\xE7\x2B\x98\xDD\x55\xB9\x4E\x7A\x1A\x03\xA3\x62\x4D\x27\xF5\xD1\x7A\x2A\xBF\xB9\xC5\x00\xD0\x1D\xDE\x30\x99\xD8\x23\x3E\xE1\xA5\x4C\x4D\x35\xF2\x8E\xD7\xE7\x3A\x27\x70\xC1\x1A\x31\xC7\x72\xD7\xF1\x33\xA4\xD6\x58\x48\x0C\x26\x99\x01\x30\x51\x98\xD6\x58\x14\xA8\x02\xBA\xB4\xA5\x16\x54\x2D\x7F\xC1\x25\x91\x81\x48\x72\x47\xF2\xF1\x67\x79\xC6\xA8\x88\x5D\x89\xBD\x6E\x61\xED\x6F\xEF\x59\x2F\xB9\x33\xDD\xBB\x8E\x68\x39\xB6\xB6\x28\xEA\xDB\xA1\xC5\xD8\x7A\x34\xF9\xDD\xFD\x7D\x60\x39\xE1\xDF\x20\x4F\x4E\x2D\x11\x66\x64\x97\x7A\x60\x42\x92\x07\x3C\xAB\x8D\xB4\xBF\xCF\xAA\x19\xC8\xDE\x49\xEC\x67\xA0\x75'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test10(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x30D4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000B51),
                gc.DataTuple('slot_count', 0x000013C7),
                gc.DataTuple('num_workers', 0x0003),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDE5A3F49),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x022),
                gc.KeyTuple('src_addr', 0x0C34A6E7),
                gc.KeyTuple('src_port', 0x981D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x30D4),
                gc.DataTuple('rank', 0x001F),
                gc.DataTuple('worker_index', 0x0259),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x7CFC),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\x34\xA6\xE7\x00\x00\x00\x00\x98\x1D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x30\xD4\x00\x1F\xDE\x5A\x3F\x49\x01\xC0\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFC\xC1\xBE\x95\xAE\xB4\xB7\x88\xA8\xBF\x35\x73\x4F\x5C\xC2\x3D\x3D\x32\xA6\x2D\xAD\x05\x67\x39\x74\xE8\xB4\x5E\x30\x37\x8F\x14\x51\xE2\x55\xEE\xA0\x2B\xDC\x38\x7D\xE3\xED\x95\x2F\x74\x05\x0F\xFB\x1C\xFB\x67\xFE\xB7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test11(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x18C4),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000027E),
                gc.DataTuple('slot_count', 0x00000998),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCF23FB35),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0x04486874),
                gc.KeyTuple('src_port', 0xE776),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x18C4),
                gc.DataTuple('rank', 0x000E),
                gc.DataTuple('worker_index', 0x0220),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x55C2),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\x48\x68\x74\x00\x00\x00\x00\xE7\x76\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x18\xC4\x00\x0E\xCF\x23\xFB\x35\x02\x72\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x49\x65\x31\x42\xEE\x9E\x8B\x0C\xF4\x86\x2D\xBD\x14\x67\xE2\x0E\x28\x09'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test12(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x3827),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000ED6),
                gc.DataTuple('slot_count', 0x00000442),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC2D9824),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x026),
                gc.KeyTuple('src_addr', 0xF0461E76),
                gc.KeyTuple('src_port', 0xC7F2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x3827),
                gc.DataTuple('rank', 0x0001),
                gc.DataTuple('worker_index', 0x007C),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xBE4E),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF0\x46\x1E\x76\x00\x00\x00\x00\xC7\xF2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x38\x27\x00\x01\xEC\x2D\x98\x24\x01\x57\x02\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x40\x6B\x6C\xBC\x47\x5A\x1F\xD9\x12\x8E\x45\x20\xE6\x41\x63\x31\xC8\x82\xE8\x16\x70\xDC\x19\x84\x92\x79\xED\xEB\x04\x9B\xC4\xF1\x58\xE3\x4C\xD0\x13\x82\xD3\x92\xC1\xF8\xB4\xAB\x7D\xC7\xB8\x11\x5B\xCB\x8B\x7B\x74\x90\xF4\xD7\xC8\x48\xA6\x61\xCD\x15\x12\x7F\x80\x92\xCD\xF0\x58\x6E\x40\x81\x34\x0F\x1E\xFC\xB2\xB1\x88'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test13(AbstractTest):
    # Current statement coverage: 0.44

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD558),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001ADE),
                gc.DataTuple('slot_count', 0x00000392),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x99D8A921),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0xE0B33E07),
                gc.KeyTuple('src_port', 0xFB9E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD558),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0166),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0CDE),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE0\xB3\x3E\x07\x00\x00\x00\x00\xFB\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD5\x58\x00\x11\x99\xD8\xA9\x21\x01\x14\x02\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xDC\xF2\x37\x0B\x09\x70\x6A\x21\xF6\x52\x77\x14\x61\x10\x00\x99\x3C\x13\xE5\x1A\x26\x8E\xDE\x3C\x44\xFD\x45\x63\xDD\x9E\x8C\xAF\x61\x02\x07\xE3\x9B\x2E\x1C\x1C\xC8'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test14(AbstractTest):
    # Current statement coverage: 0.59

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x01A9A242), ('P4rIngress.bitmap_seq.seq', 0xCA44DD83)], 4271)
        self.setRegisterValue('P4rIngress.rounds', 0xCA44DD83, 4271)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x7F), ('P4rIngress.count_exp.exponent', 0xA9)], 4271)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4271)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x63AB7301), ('P4rIngress.values_v0000.hi', 0xAFF2F281)], 4271)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2BEEDFB5), ('P4rIngress.values_v0001.hi', 0xA1CEAE56)], 4271)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xA532ADC5), ('P4rIngress.values_v0010.hi', 0x5BEEC319)], 4271)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xED3DBA6F), ('P4rIngress.values_v0011.hi', 0x74EADCAD)], 4271)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x36D03CE6), ('P4rIngress.values_v0100.hi', 0x46866AF2)], 4271)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDEBF8E65), ('P4rIngress.values_v0101.hi', 0x7194D657)], 4271)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7D5C8387), ('P4rIngress.values_v0110.hi', 0x488FF52D)], 4271)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4CD8D83B), ('P4rIngress.values_v0111.hi', 0x5CC5AD62)], 4271)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2B53D95C), ('P4rIngress.values_v1000.hi', 0x43F53ACA)], 4271)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA8A06D4D), ('P4rIngress.values_v1001.hi', 0xA3ED9767)], 4271)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x75958884), ('P4rIngress.values_v1010.hi', 0x6F254C54)], 4271)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB3E74AED), ('P4rIngress.values_v1011.hi', 0x7D69C8E5)], 4271)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x1C11B3DF), ('P4rIngress.values_v1100.hi', 0x397774AF)], 4271)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7A499B87), ('P4rIngress.values_v1101.hi', 0x84AAAE97)], 4271)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x92D9C35A), ('P4rIngress.values_v1110.hi', 0x9A8DD7B7)], 4271)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x47178523), ('P4rIngress.values_v1111.hi', 0x99793EF2)], 4271)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDC88),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000989),
                gc.DataTuple('slot_count', 0x00000D8F),
                gc.DataTuple('num_workers', 0x0019),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x60DD71F0),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xD83D50A4),
                gc.KeyTuple('src_port', 0x4A88),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDC88),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0370),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD8\x3D\x50\xA4\x00\x00\x00\x00\x4A\x88\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDC\x88\x00\x11\x60\xDD\x71\xF0\x07\x26\x06\x92\xCA\x44\xDD\x83\x00\x20\x00\x00\x26\x25\x0D\xA1\xA3\x56\x7B\x3F\xCA\x25\xE4\x03\x8F\x9C\x88\x16\xB9\xDE\x7B\x37\x95\x7A\x5E\xF3\x74\xB0\xCA\xAD\x47\x89\xB4\x1B\x65\x7C\x90\x56\x57\xBF\x0E\x0A\x36\xB5\x84\x4D\x3D\x23\x97\x56\x9F\xFB\xFC\xEB\x3C\x64\x62\xAF\x76\x89\x5F\x01\x5B\x24\xC1\x7B\xA8\xF1\x91\x14\x4A\x36\x2A\xD1\xEA\x6D\xC5\x63\xBE\x0C\xEC\x46\x1B\x65\x99\xDE\x2B\xB7\xE5\xE5\x96\xD5\x66\xA1\x7C\x60\x8E\x8B\x65\x40\xB1\x02\x3D\xFE\x8E\x8D\x52\x39\x49\x70\xBE\x5A\xE4\x37\x94\xB0\xBB\x96\xBB\x67\x50\xB5\x26\x15\x3A\xB5\xCD\x6C\xC2\x65\x68\x4A\xD4\x1D\x14'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test15(AbstractTest):
    # Current statement coverage: 0.59

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x697DF8DB), ('P4rIngress.bitmap_seq.seq', 0x9AAC1A1B)], 7073)
        self.setRegisterValue('P4rIngress.rounds', 0x9AAC1A1B, 7073)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x578F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000068C),
                gc.DataTuple('slot_count', 0x000018BA),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xFCF679C9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x5ADAA033),
                gc.KeyTuple('src_port', 0xD621),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x578F),
                gc.DataTuple('rank', 0x0018),
                gc.DataTuple('worker_index', 0x0264),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x5A\xDA\xA0\x33\x00\x00\x00\x00\xD6\x21\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x57\x8F\x00\x18\xFC\xF6\x79\xC9\x15\x15\x06\x00\x84\xD1\xD3\xC3\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xFB\x84\x86\xC5\x25\x75\x8A\x44\x52\x00\x72\x97\x18\xC6\x2E\xA6\xF9\xA8\x2B\xF7\x86\x78\x35\xF2\x68\x2C\x0A\x3E\xD9\x3A\x65\x71\x3D\xCD\x9E\x75\xEA\xE1\x99\x3B\x68\x9C\x72\xE6\xF4\x6C\x91\xD2\x2C\x2F\xD0\xFD\x4F\x9B\x93\xBC\x52\x62\xCB\x12\x24\xC9\xF5\xE8\x2E\x06\xFF\xCD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test16(AbstractTest):
    # Current statement coverage: 0.59

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x8F60),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE3),
                gc.DataTuple('slot_count', 0x000003E2),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x59080A20),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x6BB3C9CF),
                gc.KeyTuple('src_port', 0x8F69),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x8F60),
                gc.DataTuple('rank', 0x0009),
                gc.DataTuple('worker_index', 0x01DC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xA907),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x6B\xB3\xC9\xCF\x00\x00\x00\x00\x8F\x69\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x8F\x60\x00\x09\x59\x08\x0A\x20\x03\x63\x04\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x6E\x6A\xAE\x6B\xE5\x41\x76\x18\x23\x03\x86\x44\x9C\x0C\x00\x0D\x84\x3A\x6B\xB0\xEA\x63\xDB\xD9\x5D\xAE\xB5\x49\x43\xEF\x94\xC0\x02\x9B\xDC\x5C\x06\x73\x28\x28\x8D\x47\x6B\xF2\x79\x7A\x2C\xE6\xDB\xEB\xFF\x8F\xAB\x8F\x7B\x95\xC4\x72\x34\xBC\xF9\x8D\xF7\x5B\x2F\xE5\xF0\xC4\x18\x3F\x3A\xF4\xD8\x95\xD9\x65\x8A\xEE\xE2\xD3\xAA\x2F\x33\xD1\x8B\xCF\x81\x7F\xFE\xE3\x6D\x4B\x0D\x54\x2A\xFF\xDA\xDA\xF8\xA3\x5E\x12\x8D\x0F\x17\x7C\xE8\x6C\x59\xDC\x6D\x52\xCA\x8B\x4B\x89\xF7\x16\x94\xB6\xDD\x4B\x98\x0B\xE7\x97\x86\x09\x7F\xCE\xEB\x4E\xD5\x41\xF2\xDF\xF8\x44\xC6\x41\x36\x10\x0D\xC6\x52\xB2\x86\xC4\x44\x07\xFC\x7F\xEE\x54\x8D\x07\x94\x9D\x1C\xBB\x88\x5B\x85\xDA\x08\x01\x89\xB5\xA0\x6E\xD5\x0E\xF1\xBA\xDE\x7E\x9A\xCA\xF8\x96\xF3\x65\x60\x77\x78\x40\x85\x3D\x6A\x74\xFC\x84\xCD\x9E\x9D\x3C\x95\x43\x20\xBF\x11\xDB\x84\x1A\xA4\x48\x33\x92\xF7\x60\x05\xF7\x13'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test17(AbstractTest):
    # Current statement coverage: 0.59

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x75005196), ('P4rIngress.bitmap_seq.seq', 0x92AA4B49)], 2922)
        self.setRegisterValue('P4rIngress.rounds', 0x92AA4B49, 2922)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x8F), ('P4rIngress.count_exp.exponent', 0x83)], 2922)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2922)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x40F7AE67), ('P4rIngress.values_v0000.hi', 0xB69AF022)], 2922)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x17AF5DD3), ('P4rIngress.values_v0001.hi', 0xA7FB6E7B)], 2922)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x893BFD2F), ('P4rIngress.values_v0010.hi', 0xBC95DC54)], 2922)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x0C304C27), ('P4rIngress.values_v0011.hi', 0x70CA037C)], 2922)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6795C9E7), ('P4rIngress.values_v0100.hi', 0x53627AD3)], 2922)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x706D5E29)], 2922)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBB7405EE), ('P4rIngress.values_v0110.hi', 0x450594A3)], 2922)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7D4A6194), ('P4rIngress.values_v0111.hi', 0x74BA22D1)], 2922)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB79E56BF), ('P4rIngress.values_v1000.hi', 0x4A0F7DBC)], 2922)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9387F053), ('P4rIngress.values_v1001.hi', 0xB19ACC6D)], 2922)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8EC184DB), ('P4rIngress.values_v1010.hi', 0x47AF026B)], 2922)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x198CBC62), ('P4rIngress.values_v1011.hi', 0xB5D61CE7)], 2922)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x815778E9), ('P4rIngress.values_v1100.hi', 0xD117227D)], 2922)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x145D47F1), ('P4rIngress.values_v1101.hi', 0x4F236E55)], 2922)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xCECCDB45), ('P4rIngress.values_v1110.hi', 0x243D4BE9)], 2922)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x58EE844C), ('P4rIngress.values_v1111.hi', 0x381BF583)], 2922)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7E67),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000783),
                gc.DataTuple('slot_count', 0x00000E05),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xA81D6DEB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x010),
                gc.KeyTuple('src_addr', 0x69B1F239),
                gc.KeyTuple('src_port', 0xD1DE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7E67),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 16
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\xB1\xF2\x39\x00\x00\x00\x00\xD1\xDE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7E\x67\x00\x11\xA8\x1D\x6D\xEB\x03\xE7\x06\x13\x92\xAA\x4B\x49\x00\x20\x00\x00\x6A\x87\x44\x2E\x85\xA9\xEB\xED\x95\x29\xB2\x5B\xB8\x32\x27\x59\xDB\xA1\x57\xC7\xC5\xE7\x04\x5A\x03\x3B\x8A\xFF\x34\x45\x98\xCB\x25\x11\xCA\x4A\x47\x4E\x2C\xF3\xBE\xE8\xFA\x91\x10\xE9\x57\xBC\x7B\x54\x75\x4D\x6D\x99\x9E\xD4\x03\x1B\xE3\xB4\x11\xFA\x26\x8E\x17\x1E\x9D\x4F\x6D\x53\x3D\x06\x7E\xF7\x29\xA3\xAD\xCC\xD4\x2D\xDE\x4E\x41\x47\x55\x23\x14\x66\xD9\xE9\x84\xB2\xA8\xBD\x5B\xE7\xE4\xDB\xD4\xED\x9D\x28\x76\x19\x45\x8C\xF7\x54\x66\xD6\xFC\xCD\x97\x06\x5C\xE3\xB7\x0B\xB0\xE3\x59\x88\x37\x59\x7F\x11\xE4\xF2\x28\x24\xB6\xA1\xB3\x97\xE7\x3C\x77\x90\x21\x0E\xC2\x77\x33\xA3\x59\x0D\xE7\x5A\xF5\x75\x88\x29\xC5\xF0\x79\x5F\x36\x49\xC7\x89\x9A\x74\x21\x6C\xB5\xCD\xEF\x85\x8F\xD2\x55\x3A\x30\x2B\xF2\x7B\x6A\xBF\xC3'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test18(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x9B92909C), ('P4rIngress.bitmap_seq.seq', 0x386EF7F0)], 4878)
        self.setRegisterValue('P4rIngress.rounds', 0x386EF7F0, 4878)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 4878)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4878)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4878)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4878)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1D4D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008D6),
                gc.DataTuple('slot_count', 0x00000C99),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x52D560F2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x476B7F55),
                gc.KeyTuple('src_port', 0xA925),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1D4D),
                gc.DataTuple('rank', 0x0000),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\x6B\x7F\x55\x00\x00\x00\x00\xA9\x25\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1D\x4D\x00\x00\x52\xD5\x60\xF2\x0A\x38\x04\x00\x4C\xF7\x6B\x3C\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x47\x6B\x7F\x55\xBE\xEF\xA9\x25\x00\xA0\x00\x00\x50\x34\x02\x82\x1D\x4D\x00\x00\x52\xD5\x60\xF2\x0A\x38\x00\x00\x4C\xF7\x6B\x3C\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x78\x0F\x71\xE2\x52\x1F\xEF\xB3\x8C\xB8\xA2\x2E\x1F\xA2\x2B\x5A\x48\xD0\x50\xE3\x2A\xAB\xED\xDF\x0A\xDC\x70\x80\xF7\xDC\x12\x15\xB8\x30\xC7\x31\x16\x4C\x04\xB9\x67\x82\x2B\x80\x1D\x82\x76\x04\x5F\xB6\x49\xED\x23\x25\x3D\x3B\xFA\x02\x0A\xD6\xC3\x9B\x65\x5D\x92\x7F\xA3\x1C\xEF\x6D\x38\x39\x5E\xAC\x59\xDD\x95\xCC\xE2\x92\xEA\x8E\x17\x78\xEE\xD8\x32\xEA\xE8\xD8\xB3\xFC\x61\x43\x0A\x98\x1B\xD3\xF6\x57\x55\x57\xAA\x30\x93\xA9\x83\x72\x93\x29\x58\xC5\x00\xB1\x6E\x27\xB6\x7F\x4E\x58\x15\x56\xD7\xD2\x3A\x6D\xCE\x82\x79\xF1\x4A\xA0\x2E\x76\x7C\x9F\xD8\xFB\x74\xAA\xEF\x2F\x17\x92\x89\xC6\x7D\x77\x5E\xE0\x15\xCE\x2D\x22\xE7\x83\x64\x83\xA0\xF9\xC7\xCF\x79\x73\x7A\x26\x42\x25\x28\x8E\x93\x77\x33\x2B\x81\x3C\x1B\x2A\x66\xE5\xA9\xA5\xF7\xD3\x3B\x80\xAE\x1B\xFD\x9D\x14\x26\x07\x63\x7C\x5D\xBD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test19(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x50E3),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000406),
                gc.DataTuple('slot_count', 0x000017DE),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x35762B24),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x018),
                gc.KeyTuple('src_addr', 0xB21D05A3),
                gc.KeyTuple('src_port', 0x472A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x50E3),
                gc.DataTuple('rank', 0x0019),
                gc.DataTuple('worker_index', 0x03DD),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xEE6D),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xB2\x1D\x05\xA3\x00\x00\x00\x00\x47\x2A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x50\xE3\x00\x19\x35\x76\x2B\x24\x0B\xDE\x06\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA3\x9D\xD1\x78\x93\xC0\x83\x26\xD7\x70\xFB\x00\x4D\x77\xDE\xA5\x24\x55\x22\x9B\xBA\x2D\xEE\xF2\xC3\xBC\x17\xFB\x98\x85\x3D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test20(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4E41E686), ('P4rIngress.bitmap_seq.seq', 0xE5CB3ABC)], 2843)
        self.setRegisterValue('P4rIngress.rounds', 0xE5CB3ABC, 2843)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x02)], 2843)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2843)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x29EC54C8), ('P4rIngress.values_v0000.hi', 0xB6F14E31)], 2843)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9C45A710), ('P4rIngress.values_v0001.hi', 0xBF7029D9)], 2843)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC4FCFCD4), ('P4rIngress.values_v0010.hi', 0x60969838)], 2843)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x06A9A6DE), ('P4rIngress.values_v0011.hi', 0xA3D5B287)], 2843)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6F0F1C44), ('P4rIngress.values_v0100.hi', 0x3C36E768)], 2843)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x46B20362), ('P4rIngress.values_v0101.hi', 0xAAC87FF1)], 2843)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9C1F59B9), ('P4rIngress.values_v0110.hi', 0x76560D6A)], 2843)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFA6F6E53), ('P4rIngress.values_v0111.hi', 0x4523874F)], 2843)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9777825B), ('P4rIngress.values_v1000.hi', 0x90B0D0E7)], 2843)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xA7B32772), ('P4rIngress.values_v1001.hi', 0x68D613CA)], 2843)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB356597E), ('P4rIngress.values_v1010.hi', 0x22BBD619)], 2843)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6E0D426B), ('P4rIngress.values_v1011.hi', 0x7CD1AAD5)], 2843)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7C917A2D), ('P4rIngress.values_v1100.hi', 0x0028CDB4)], 2843)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7A76B0EB), ('P4rIngress.values_v1101.hi', 0x71FF60EB)], 2843)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x46B659B4)], 2843)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7B63B153), ('P4rIngress.values_v1111.hi', 0x5A0B7688)], 2843)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1753),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FA),
                gc.DataTuple('slot_count', 0x000014F5),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x36EBA569),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0xC4B71491),
                gc.KeyTuple('src_port', 0xA1F0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1753),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x02C4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC4\xB7\x14\x91\x00\x00\x00\x00\xA1\xF0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x17\x53\x00\x14\x36\xEB\xA5\x69\x0A\x21\x02\x11\xE5\xCB\x3A\xBC\x00\x20\x00\x00\x78\xE5\xAD\x49\x9F\xFA\xFC\x69\xB9\x4C\xB9\x3D\xB0\x9F\xB9\xFB\x86\xA5\x32\x96\x24\x91\xBC\x9C\x7D\xAE\x29\x1C\xBC\xF4\x79\x62\x44\x9E\x69\x51\x6D\xE1\xBA\xBB\x6F\x2A\xD3\x2F\xA9\x11\x6A\xB5\x8E\x37\x29\xB8\x73\x52\xB6\x9B\x40\x0C\xE6\xD9\x61\x55\xB2\x58\xDE\x0E\x66\xFC\xB7\xA2\x98\xB5\xE6\xDB\xC6\x3D\x76\x86\xF7\xBB\xBE\xDA\x49\xBC\x73\x23\x35\x47\x47\x6C\x28\xD1\x2D\xF0\xAE\xDD\x26\xAF\xD3\x6C\xB3\x3E\x9C\x4F\x34\xA3\x9F\xB8\x18\x1D\x27\xD0\x00\x00\x00\x00\x69\x14\xA5\xC4\x80\xCB\xED\x71\x69\x01\x33\x91\xD8\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC4\xB7\x14\x91\xBE\xEF\xA1\xF0\x00\xA0\x00\x00\x50\x34\x02\x82\x17\x53\x00\x14\x36\xEB\xA5\x69\x0A\x21\x00\x11\xE5\xCB\x3A\xBC\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x9F\xFA\xFC\x69\x80\x00\x00\x00\xB0\x9F\xB9\xFB\x80\x00\x00\x00\x24\x91\xBC\x9C\x7F\xFF\xFF\xFF\xBC\xF4\x79\x62\x7F\xFF\xFF\xFF\x6D\xE1\xBA\xBB\x7F\xFF\xFF\xFF\xA9\x11\x6A\xB5\x80\x00\x00\x00\x73\x52\xB6\x9B\x3A\x7C\x55\x2C\x61\x55\xB2\x58\x80\x00\x00\x00\xB7\xA2\x98\xB5\x8E\x8E\xED\xAF\x76\x86\xF7\xBB\x80\x00\x00\x00\x73\x23\x35\x47\x7F\xFF\xFF\xFF\x2D\xF0\xAE\xDD\x7F\xFF\xFF\xFF\xB3\x3E\x9C\x4F\x7F\xFF\xFF\xFF\x18\x1D\x27\xD0\x00\x00\x00\x00\x69\x14\xA5\xC4\xFC\x2F\x9E\xC4\x69\x01\x33\x91\xD8\x60\x59\x56\xEE\x10\x99\x4D\x3A\x8E\x70\xAF\x18\x00\xA7\xB7\xCD\xF3\x64\x93\xB6\xF8\xC2\xA4\xBB\x0B\x25\x0F\xB9\x82\xD3\xE5\x94\xE9\x38\x8E\x85\x6F\xAA\x41\xAA\x3E\xDA\x4F\xFE\x3A\x79\x95\xC6\x5A\xDE\x30\xAF\xAC\x96\x87\x83\xE3\x9E\x18\x4F\xEB\xC3\x32\x51\x8D\x82\x2D\x43\xA2\xF4\x4D\xEA\xC6\x3F\xBE\x09\xBC\xE3\x9B\x8E\x5D\x47\xE1\x94\x69\x6D\xE1\xEB\xFA\xBF\x6B\xDC\x99\x85\x6D\xA6\x78\x44\x18\x21\x26\x1A\x5A\xF2\x61\xE9\x63\x38\xF8\xDB\xC9\xEE\x6F\x12\xFB\x1F\x02\x62\xBB\xE9\x3A\xAD\x2E\x59\x10\x9B\x73\x4F\x59\xC4\x9F\xF9\x03\x54\xEA\xE6\xA4\xEC\x63\xDF\x16\x69\x8D\xBB'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test21(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xEF606BEA), ('P4rIngress.bitmap_seq.seq', 0x59E9CF61)], 5815)
        self.setRegisterValue('P4rIngress.rounds', 0x59E9CF61, 5815)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x7E)], 5815)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5815)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x328957A4), ('P4rIngress.values_v0000.hi', 0x919A98CA)], 5815)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9A1E7224), ('P4rIngress.values_v0001.hi', 0x973AFE85)], 5815)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xD13C19C7), ('P4rIngress.values_v0010.hi', 0x5AD14967)], 5815)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x1490CF8A), ('P4rIngress.values_v0011.hi', 0x8CEE2D4E)], 5815)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x79F5BB78), ('P4rIngress.values_v0100.hi', 0x5C8D0DEE)], 5815)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x70E9A7CD), ('P4rIngress.values_v0101.hi', 0x9EB4199B)], 5815)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB6FFA946), ('P4rIngress.values_v0110.hi', 0x42AE6A77)], 5815)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xF6B7B699), ('P4rIngress.values_v0111.hi', 0x3A791D2D)], 5815)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x921C657C), ('P4rIngress.values_v1000.hi', 0xAC6FE74B)], 5815)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x80000000), ('P4rIngress.values_v1001.hi', 0x77C694E3)], 5815)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB78A5F4C), ('P4rIngress.values_v1010.hi', 0x535A7D5D)], 5815)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x670D7867), ('P4rIngress.values_v1011.hi', 0x0C3E8A2F)], 5815)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x54A791AA), ('P4rIngress.values_v1100.hi', 0x00000000)], 5815)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6989925C), ('P4rIngress.values_v1101.hi', 0x496AD8E5)], 5815)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC47BB53E), ('P4rIngress.values_v1110.hi', 0x27054AF3)], 5815)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x1CAB7D91), ('P4rIngress.values_v1111.hi', 0xBFEF6C38)], 5815)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xBEC0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000006B7),
                gc.DataTuple('slot_count', 0x000012BD),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD2EBE300),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x1E95E35F),
                gc.KeyTuple('src_port', 0x1F35),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xBEC0),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x03DF),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x95\xE3\x5F\x00\x00\x00\x00\x1F\x35\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xBE\xC0\x00\x14\xD2\xEB\xE3\x00\x10\x00\x00\x92\x59\xE9\xCF\x61\x00\x20\x00\x00\x67\xDA\xF3\x34\xDF\x64\xA0\xA3\xDD\xF5\x9B\x3F\xE3\x52\x18\xD3\x8D\x2D\xFE\xB6\x46\xF9\x5B\x8F\x7C\xE7\xAC\xF0\xB6\xCD\x59\x33\x1E\xA0\xDE\xBA\x38\x17\xE9\x0B\x3D\x34\x5F\x8B\xAF\xBE\x3F\xD8\x9C\xE6\xCB\xF7\x57\xAD\x6A\x3F\x22\x43\x98\x15\x6C\xCA\x9C\x49\xC1\xCE\xD1\x5A\xB9\x2C\x83\x5D\x00\x00\x00\x00\x3B\x22\xDC\x91\x97\xDC\xD0\x05\x62\x42\xA2\xF9\x56\xAD\x9B\x29\x7A\xF8\x6D\xC2\x62\x99\xF3\xF2\x5C\x06\x0A\x80\x4B\x28\xFB\x55\x72\xAC\x64\x75\x7F\x28\xD5\xBE\x5A\x97\xD5\x59\xBC\xB1\x4F\xB3\xFF\xCC\x6E\xDB\x72\xE9\xB9\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1E\x95\xE3\x5F\xBE\xEF\x1F\x35\x00\xA0\x00\x00\x50\x34\x02\x82\xBE\xC0\x00\x14\xD2\xEB\xE3\x00\x10\x00\x00\x92\x59\xE9\xCF\x61\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xDF\x64\xA0\xA3\x80\x00\x00\x00\xE3\x52\x18\xD3\x80\x00\x00\x00\x46\xF9\x5B\x8F\x7F\xFF\xFF\xFF\xB6\xCD\x59\x33\x7F\xFF\xFF\xFF\x38\x17\xE9\x0B\x7F\xFF\xFF\xFF\xAF\xBE\x3F\xD8\x80\x00\x00\x00\x57\xAD\x6A\x3F\x18\xFB\x4E\xAE\x6C\xCA\x9C\x49\x80\x00\x00\x00\xB9\x2C\x83\x5D\x80\x00\x00\x00\x3B\x22\xDC\x91\x80\x00\x00\x00\x62\x42\xA2\xF9\x7F\xFF\xFF\xFF\x7A\xF8\x6D\xC2\x7F\xFF\xFF\xFF\x5C\x06\x0A\x80\x7F\xFF\xFF\xFF\x72\xAC\x64\x75\x43\xA4\x8A\xFC\x5A\x97\xD5\x59\xD9\x5C\xCD\x44\xFF\xCC\x6E\xDB\x72\xE9\xB9\x55\xCC\x4A\xB8\x7A\x1D\x86\x11\x12\x40\xB0\xEF\xBA\x15\xB5\x95\x75\xF3\x37\xBA\x24\x68\x9C\xAD\xBD\x2F\x0B\x01\x5E\x90\xFE\x57\x5E\x0B\x79\x91\x26\x99\xCE\x7F\x39\x3A\x1F\x18\x87\x4D\xF8\x9A\x79\xBA\x22\x6A\x7E\xAE\x09\x4D\x37\x67\xD4\x42\xC7\x08\x31\x27\x5A\xF1\x51\xAE\xB5\x5D\xB1\x17\xD3\x47\x8D\xC4\x73\xAB\x8A\x45\xA5\x27\x33\xB5\xDF\xF9\x9D\x17\x19\xC4\x50\x1B\xFB\x1D\xD0\x74\x54\x8C\x7B\xC6\xA1\x86\x8A\xCE\x40\xBC\x37\xF4\x2E\x33\x2F\x37\x00\x96\x86\x78\x92\x38\x92\xD2\xD0\xA9\x9E\xD8\x07\xF5\xFA\x53\xA6\xB2\x63\xC9\x84\x46\xDE\x3F\xC4\x18\xC7\x33'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test22(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBB47C9D2), ('P4rIngress.bitmap_seq.seq', 0x18ECC3DE)], 2930)
        self.setRegisterValue('P4rIngress.rounds', 0x18ECC3DE, 2930)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x58)], 2930)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2930)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x34A75F92), ('P4rIngress.values_v0000.hi', 0x9E64DBB3)], 2930)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4C9F98C6), ('P4rIngress.values_v0001.hi', 0x9FFA138E)], 2930)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xCD1F6F6A), ('P4rIngress.values_v0010.hi', 0x7D29E307)], 2930)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3EC17FEB), ('P4rIngress.values_v0011.hi', 0x6D3136BC)], 2930)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x59A9D3E8), ('P4rIngress.values_v0100.hi', 0xE29598D7)], 2930)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDCDB5BEC), ('P4rIngress.values_v0101.hi', 0xAA71EB3D)], 2930)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x573C86C9), ('P4rIngress.values_v0110.hi', 0x82AC45DA)], 2930)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAFD33606), ('P4rIngress.values_v0111.hi', 0x15F8C31C)], 2930)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6565E9BD), ('P4rIngress.values_v1000.hi', 0xA1FBB224)], 2930)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x55A69A53), ('P4rIngress.values_v1001.hi', 0x4F06578F)], 2930)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xCBCC557E), ('P4rIngress.values_v1010.hi', 0x4FD55D63)], 2930)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x883204F5), ('P4rIngress.values_v1011.hi', 0xCF268462)], 2930)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x434C649B), ('P4rIngress.values_v1100.hi', 0x0C175E9B)], 2930)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x17E5F436), ('P4rIngress.values_v1101.hi', 0x5339269B)], 2930)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x953DB217), ('P4rIngress.values_v1110.hi', 0x5C6BFC49)], 2930)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB5B434D3), ('P4rIngress.values_v1111.hi', 0xD4DB7183)], 2930)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x899D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000030E),
                gc.DataTuple('slot_count', 0x000018D2),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x89B6C0A4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x1BF9B145),
                gc.KeyTuple('src_port', 0xA99E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x899D),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1B\xF9\xB1\x45\x00\x00\x00\x00\xA9\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x89\x9D\x00\x14\x89\xB6\xC0\xA4\x08\x64\x00\xA1\x18\xEC\xC3\xDE\x00\x20\x00\x00\x4F\x6C\x2F\x93\x8E\xCC\x98\xAA\x34\xCD\x9A\xA7\x7F\x5A\xAC\x9F\x85\x36\xE7\xEF\x13\x36\xB0\xEE\x4F\x28\x9E\x45\x1D\x49\xA2\xF3\x50\x21\x52\xE5\x8F\x5A\x12\xD6\x96\x99\xF0\x6E\x9A\xB4\x67\xE7\x57\xB9\x82\xAC\xC8\xB9\xC4\x59\xBF\x29\x8D\x74\x7F\x89\x7E\xB4\x4F\x74\xEF\xBD\xCF\x79\xBC\xE7\x4B\x35\xDB\x77\x34\x29\x58\xA6\xEB\x1D\x4D\x35\x48\x5C\xC8\xB4\xAC\xDF\xA8\x0B\xA6\x6D\x17\x0A\x73\x9D\xFE\x9E\x6F\x57\xBB\x53\x7C\xC4\x50\x19\x41\x59\xA4\x11\x94\x91\x3B\x71\x56\x72\xBE\xD5\x9D\xA7\xED\xD1\x9C\x37\x87\x35\xBF\x54\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x1B\xF9\xB1\x45\xBE\xEF\xA9\x9E\x00\xA0\x00\x00\x50\x34\x02\x82\x89\x9D\x00\x14\x89\xB6\xC0\xA4\x08\x64\x00\xA1\x18\xEC\xC3\xDE\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\x8E\xCC\x98\xAA\x7F\xFF\xFF\xFF\x7F\x5A\xAC\x9F\x80\x00\x00\x00\x13\x36\xB0\xEE\x7F\xFF\xFF\xFF\x1D\x49\xA2\xF3\x7F\xFF\xFF\xFF\x8F\x5A\x12\xD6\x80\x00\x00\x00\x9A\xB4\x67\xE7\x7F\xFF\xFF\xFF\xC8\xB9\xC4\x59\x80\x00\x00\x00\x7F\x89\x7E\xB4\x7F\xFF\xFF\xFF\xCF\x79\xBC\xE7\x7F\xFF\xFF\xFF\x34\x29\x58\xA6\xB6\xE9\xA2\xB3\x48\x5C\xC8\xB4\x80\x00\x00\x00\xA6\x6D\x17\x0A\x7F\xFF\xFF\xFF\x6F\x57\xBB\x53\x7F\xFF\xFF\xFF\x41\x59\xA4\x11\x80\x00\x00\x00\x56\x72\xBE\xD5\x80\x00\x00\x00\x9C\x37\x87\x35\xBF\x54\x0A\x2B\xA9\x05\x8C\xBF\x0E\xC0\xEB\x12\xFE\xAA\xFF\x6F\xEF\x61\xB3\x1A\x81\x3B\xF5\x48\xAB\x63\xD5\xA0\xE8\x67\x37\x10\x1E\x4E\xFE\x53\x6C\xD8\x4A\x95\xCC\x2D\x8E\xD3\x52\x0A\x84\x08\x47\xE4\x52\x2E\xC7\xD2\xDC\xD0\x0B\x9E\x67\x14\x84\xFB\xC2\xC6\x5C\x6D\xA6\xDB\xA9\x6D\x6A\xC3\xBA\xC0\x1D\x21\xC2\x10\x57\xB1\xD8\x2C\x04\x3E\x51\x34\x6C\xAF\xA5\xE1\x27\x11\x0E\x0E\x95\xA3\xB9\xC0\x12\x27\xB5\x5E\x4D\xF0\x3A\x3B\xA8\xCA\xD4\x6E\xF1\xBA\xF4\xB3\x61\x8E\x8E\x61\x44\xF7\x3C\x94\x66\x0E\x85\x26'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test23(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6CDDC442), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 4583)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 4583)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0xA6)], 4583)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4583)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x591B1A27), ('P4rIngress.values_v0000.hi', 0xBA5B4676)], 4583)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xD2A72134), ('P4rIngress.values_v0001.hi', 0x9DDF6FCE)], 4583)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x8CDAA5DF), ('P4rIngress.values_v0010.hi', 0x51EFB8C4)], 4583)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x0CEEA08C), ('P4rIngress.values_v0011.hi', 0x65753E35)], 4583)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x242F70C5), ('P4rIngress.values_v0100.hi', 0x317716D6)], 4583)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xEF46585B), ('P4rIngress.values_v0101.hi', 0x7BC0D6C5)], 4583)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x3326F14D), ('P4rIngress.values_v0110.hi', 0x32B69494)], 4583)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x2BC7537B), ('P4rIngress.values_v0111.hi', 0x71A1DE75)], 4583)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x7AF7F124), ('P4rIngress.values_v1000.hi', 0x6AEDF4B1)], 4583)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x30B4C7CF), ('P4rIngress.values_v1001.hi', 0x937D6B9D)], 4583)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6F71DADF), ('P4rIngress.values_v1010.hi', 0x593555EB)], 4583)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB5A2ADD7), ('P4rIngress.values_v1011.hi', 0x63592DD8)], 4583)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x50EAAA78), ('P4rIngress.values_v1100.hi', 0xBE5B39B1)], 4583)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x79F40FD9), ('P4rIngress.values_v1101.hi', 0xB4474E3B)], 4583)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8D811F86), ('P4rIngress.values_v1110.hi', 0x812CA557)], 4583)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xC720BAB7), ('P4rIngress.values_v1111.hi', 0x6CB88A90)], 4583)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x96EA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000904),
                gc.DataTuple('slot_count', 0x0000096B),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2F712EE4),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xEE7BEA6A),
                gc.KeyTuple('src_port', 0x1F12),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x96EA),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01B5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xEE\x7B\xEA\x6A\x00\x00\x00\x00\x1F\x12\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x96\xEA\x00\x11\x2F\x71\x2E\xE4\x08\xE3\x02\x31\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x49\x51\x4F\x2E\x8B\x5A\x5A\xCD\x5F\x84\x6F\x8D\x9D\x16\x88\x49\xE6\xC2\xB7\xD2\xFA\xA8\x3A\xE2\xD5\x63\x23\x85\x4C\xF9\x2B\x96\x6E\x51\xF3\xCC\x7A\xF6\xD2\x55\x6C\xCA\xED\xC9\x67\xE2\xE6\x44\xFC\xAC\x3A\xBE\x77\x10\xA5\xDF\x73\xEA\x71\x71\x46\x2D\xDB\x35\xE6\x2F\xBB\x6D\x2B\x06\x44\xBB\x80\x00\x00\x00\xCB\xA6\x29\x5B\x2A\x27\x72\x5F\x4A\x5C\x55\x45\xBA\xCE\x64\x96\x47\x9D\x0B\xD4\x75\xEA\x52\xE1\x02\xF9\x9D\x1C\x44\xF8\x07\x0E\xA6\x66\x65\xFF\xD3\x4E\x68\x86\xED\x05\xBA\x68\x14\x2B\xA9\xB5\x6A\x18\xF4\xCA\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xEE\x7B\xEA\x6A\xBE\xEF\x1F\x12\x00\xA0\x00\x00\x50\x34\x02\x82\x96\xEA\x00\x11\x2F\x71\x2E\xE4\x08\xE3\x00\x31\xFF\xFF\xFF\xFF\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x8B\x5A\x5A\xCD\x32\x2B\x90\xC1\x9D\x16\x88\x49\x80\x00\x00\x00\xFA\xA8\x3A\xE2\xE2\x51\xC4\x11\x4C\xF9\x2B\x96\x7F\xFF\xFF\xFF\x7A\xF6\xD2\x55\x5C\x11\x46\x24\x67\xE2\xE6\x44\x2F\xD3\x2C\x0B\x77\x10\xA5\xDF\x7F\xFF\xFF\xFF\x46\x2D\xDB\x35\x61\x27\xAC\x91\x2B\x06\x44\xBB\xB0\xB4\xC7\xCF\xCB\xA6\x29\x5B\x7F\xFF\xFF\xFF\x4A\x5C\x55\x45\x80\x00\x00\x00\x47\x9D\x0B\xD4\x7F\xFF\xFF\xFF\x02\xF9\x9D\x1C\x7F\xFF\xFF\xFF\xA6\x66\x65\xFF\x80\x00\x00\x00\xED\x05\xBA\x68\xDB\x4C\x64\x6C\x6A\x18\xF4\xCA\x14\xD3\x26\x87\xE3\xCB\xB9\x86\x7A\x84\x3B\xA7\x53\x68\x48\x3D\x08\x3D\xF8\x8A\xC6\x44\x24\x7C\xF7\xAF\x33\x12\x53\x72\x96\x31\xF0\xEA\x8C\x5E\xAB\x36\x41\x0A\x6D\x5D\xCE\xB3\x4F\xCB\xC3\x2B\xC0\xB8\xEE\x98\xF9\x72\x81\x68\x3F\xF2\x45\xB4\x8D\xFE\xAD\x5D\x8A\xF7\xFE\x60\x56\xE4\x03\xB8\xB5\x00\x08\x70\x87\x20\xF7\xBE\x7D\x22\x07\x07\x48\xA7\x3C\xAB\x59\x87\xDD\x2C\xD0\x00\x7A\x8B\xB9\x5A\x26\x26\xF3\x7D\x9F\xBC\x0F\xD4\xDB\x58\xDF\xC6\xB7\xA3\x5F\x59\xE6\x1F\x13\x76\x4D\x09\xC8\xE9\x58\x80\x86\x9A\xF5\x21\x24\x57\x74\x05\x92\x50\x95\x33\x5B\xBC\x27\x32\x62\xD1\x28\xA0\x39\xC9\x2B\xA3\x3C\xA3\x6D\x6C\x19\x9C\x1E\x1F\xDE\xC4\xE2\xE4\x0C\x2A\x22\xF2\x18\x16\xF4\xBB\xFD\xD1\xA5\x62\x24\x8E\x19\xA4\xDA\xFE\xE3\xD4\xAB\xE2\xC8\x34\x7E\xDC\xA1\x1E\x38\x5A\x5A\x44\x51\x63\xED\xCD\x8C\x2D\x2C\x10\xBD\x8F\xF8\x84\x54\x0F\x7D\xF3\x65\x7D\xF9\xDA\x46\x18\x64\x82\x43\x4F\x14\x37\x40\xEA\xBB\xC0\x1B\x11\x65\xE7\xE0\x85\x53\x7C\x18\x7B\x50\x87\x72\x56\xAC\xBD\x41\xC3\xC6\x11\xE5\x2F\xC8\x8F\x79\x54\xE0\xD3\x8A\x26\x71\xB1\xCB\x16\x8C\x5C\x7D\x54\x21\x12\x57\x9A\x1B\xC4\xEF\xEF\xC0\x58\xDB\xD6\x2A\xEE\x59\x63\x09\x14\x4C\xC6\xA1\x2A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test24(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA679AAE5), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 5526)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 5526)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x62), ('P4rIngress.count_exp.exponent', 0xB8)], 5526)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5526)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x59FFCC16), ('P4rIngress.values_v0000.hi', 0xC85EB0F3)], 5526)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2738BECC), ('P4rIngress.values_v0001.hi', 0xC6CFF8F9)], 5526)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x9CFD0256), ('P4rIngress.values_v0010.hi', 0x1DDB55B3)], 5526)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x4573DE25)], 5526)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4BE654A3), ('P4rIngress.values_v0100.hi', 0x6206B9C5)], 5526)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9297926B), ('P4rIngress.values_v0101.hi', 0x7A99CC4C)], 5526)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x7C5C17BB)], 5526)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7C5A59F6), ('P4rIngress.values_v0111.hi', 0x7A1608A7)], 5526)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x03C26D72), ('P4rIngress.values_v1000.hi', 0x71FA7537)], 5526)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6BE7AABA), ('P4rIngress.values_v1001.hi', 0x9017B8BD)], 5526)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xD7CC243A), ('P4rIngress.values_v1010.hi', 0x7E2D6BB5)], 5526)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xF77CB4CD), ('P4rIngress.values_v1011.hi', 0xF7D6B033)], 5526)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7F527F0F), ('P4rIngress.values_v1100.hi', 0x841C89BF)], 5526)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x603EEA47), ('P4rIngress.values_v1101.hi', 0xAADFB9FB)], 5526)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xA7E192B4), ('P4rIngress.values_v1110.hi', 0xA936D6F7)], 5526)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6BE5F851), ('P4rIngress.values_v1111.hi', 0x3A9BA063)], 5526)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1DFE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001060),
                gc.DataTuple('slot_count', 0x000006AE),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2624D925),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0xC21F05B7),
                gc.KeyTuple('src_port', 0xDB2D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1DFE),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x00C8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC2\x1F\x05\xB7\x00\x00\x00\x00\xDB\x2D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1D\xFE\x00\x11\x26\x24\xD9\x25\x05\x36\x06\x70\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x49\xE7\x64\xF1\xA9\x96\xAC\xC3\xAB\x77\x8A\x2F\x95\x60\x9D\x7F\xBE\x75\x28\xD1\xB8\xC9\x34\x91\x00\x00\x00\x00\x7C\x68\x8F\x76\x5B\x25\x57\xCF\x52\xA3\x38\x3B\xF8\x3F\xCB\xA9\x75\xF5\x2C\x69\x00\x00\x00\x00\x55\x66\x67\x0D\x51\xB3\xED\x73\x60\xDB\xE6\xDD\xF8\xCD\xEF\xCD\x64\x98\x24\x04\xD3\xAB\x9E\x89\xB7\x0D\xB0\xBD\x99\x9A\x77\xD9\x26\xBF\x31\x87\x74\x7A\x96\x97\x19\x95\x39\x7D\x46\x33\x4B\x06\xE3\xDB\xA9\x0B\x47\xB1\x88\x2B\xAA\xAB\xFC\x1C\xB7\xFA\x9D\x15\x9F\x61\x35\x01\x49\x07\x64\x93\x53\xA9\xB0\x6E\x0A\x34\x5A\x46\xE3\xD4\x89\x37\xDA\x5E\x2A\x2B\x45\x3F\xC4\x8D\xD1\x80\xA5\xEC\x83\x78\x6E\x33\x66\x15\x40\x4E\xA4\x3D\xAB\x9C\x0F\x57\xE0\x07\x38\xAC\xB1\xA0\x82\x13'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test25(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB5E3AD87), ('P4rIngress.bitmap_seq.seq', 0xFFFFFFFF)], 5792)
        self.setRegisterValue('P4rIngress.rounds', 0xFFFFFFFF, 5792)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x26)], 5792)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5792)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7ED5F4FB), ('P4rIngress.values_v0000.hi', 0xB22199F7)], 5792)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x81BACB30), ('P4rIngress.values_v0001.hi', 0x9B70DB89)], 5792)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xD9675B3F), ('P4rIngress.values_v0010.hi', 0x61C57D62)], 5792)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x84FAE6FC), ('P4rIngress.values_v0011.hi', 0x580925AA)], 5792)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x629A8289), ('P4rIngress.values_v0100.hi', 0xA4CE0D67)], 5792)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBC29CD83), ('P4rIngress.values_v0101.hi', 0x255D4F0D)], 5792)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4D3938EF), ('P4rIngress.values_v0110.hi', 0x29F38BD7)], 5792)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xC39E5EBB), ('P4rIngress.values_v0111.hi', 0x7930F68B)], 5792)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x29146D77), ('P4rIngress.values_v1000.hi', 0xA1368DF3)], 5792)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x87D69BE3), ('P4rIngress.values_v1001.hi', 0x75736B65)], 5792)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA9A25249), ('P4rIngress.values_v1010.hi', 0xB31FF480)], 5792)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xCA518B8F), ('P4rIngress.values_v1011.hi', 0x99712597)], 5792)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6C5FB5EA), ('P4rIngress.values_v1100.hi', 0x4DD84D76)], 5792)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7F511684), ('P4rIngress.values_v1101.hi', 0xCD3C52CE)], 5792)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5B886742), ('P4rIngress.values_v1110.hi', 0x4236DB69)], 5792)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x455E72C7), ('P4rIngress.values_v1111.hi', 0xA1475906)], 5792)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD99E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001584),
                gc.DataTuple('slot_count', 0x000002EC),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xABA98191),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x3431C3AA),
                gc.KeyTuple('src_port', 0xB6DB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD99E),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x008D),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x34\x31\xC3\xAA\x00\x00\x00\x00\xB6\xDB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD9\x9E\x00\x14\xAB\xA9\x81\x91\x01\x1C\x00\xD5\xFF\xFF\xFF\xFF\x00\x20\x00\x00\x02\xD6\xAB\x65\xC0\x6D\xAC\xEB\xC3\xB7\x9B\x61\xDA\x92\x38\x17\x97\xC9\x40\x53\x54\xDC\x92\x88\xF9\xBC\xC0\xF3\x46\x7E\xAD\x37\x4F\x12\x3D\xF9\xC8\x4E\xF9\xB3\xA7\x3B\xDF\x75\xD9\x61\x94\xBB\x72\x6D\x12\xCF\xDC\xD3\x64\xD7\xB3\x27\x55\xBE\x45\xB8\x77\xF4\xEC\x5B\xBA\xFB\xBD\x26\x6C\x9B\xF6\xFF\x52\x9A\x37\xAE\x65\x43\x9A\xF0\x1A\x63\x37\xD2\x05\xD4\x9A\x07\x47\x25\x9D\xAD\x6E\xF1\x27\x5B\xAC\xFD\x58\xA3\x53\x2B\x4C\x12\x3D\xF0\x91\x15\xB0\x74\x38\x9D\xEC\x1B\x5E\x14\xE7\x50\x79\x0D\x66\xBD\x8E\xD3\x50\x1B\xA8\xE5\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x34\x31\xC3\xAA\xBE\xEF\xB6\xDB\x00\xA0\x00\x00\x50\x34\x02\x82\xD9\x9E\x00\x14\xAB\xA9\x81\x91\x01\x1C\x00\xD5\xFF\xFF\xFF\xFF\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\xC0\x6D\xAC\xEB\x80\x00\x00\x00\xDA\x92\x38\x17\x80\x00\x00\x00\x54\xDC\x92\x88\x80\x00\x00\x00\x46\x7E\xAD\x37\x7F\xFF\xFF\xFF\xC8\x4E\xF9\xB3\x80\x00\x00\x00\xD9\x61\x94\xBB\x7F\xFF\xFF\xFF\xDC\xD3\x64\xD7\x80\x00\x00\x00\x45\xB8\x77\xF4\x15\x70\x28\x72\xBD\x26\x6C\x9B\x80\x00\x00\x00\x37\xAE\x65\x43\x80\x00\x00\x00\x37\xD2\x05\xD4\x80\x00\x00\x00\x9D\xAD\x6E\xF1\x7F\xFF\xFF\xFF\x58\xA3\x53\x2B\x7F\xFF\xFF\xFF\x91\x15\xB0\x74\x7F\xFF\xFF\xFF\x5E\x14\xE7\x50\x7F\xFF\xFF\xFF\x8E\xD3\x50\x1B\xA8\xE5\xF0\xDA\x19\xF8\xD3\xBB\xC1\xC7\x3C\x5E\x59\x1B\xEE\x5D\x43\x2F\x6F\x41\x9D\xBE\x68\x95\x24\x3E\xE5\xD9\x8B\x68\x07\x53\xCA\x4E\x58\x48\xD5\x4E\xB4\xA3\x96\x28\xF9\x36\x78\x40\xF1\x28\x4C\x3A\x9D\x2A\xC7\x54\xFA\x22\x9F\x64\xF1\xA2\xF2\x63\xF5\x5C\x24\xFF\xF3\xD5\x52\x5C\x66\xFB\xA5\x95\x3D\x4A\x0A\xD9\x5A\xDE\xC8\xAE\x7C\x87\x61\x60\x5D\xC8\x1B\xB9\x0B\x15\x1D\x78\x2C\x8B\x1F\xDF\xD7\x67\x71\x43\x86\xDB\x36\x83\xC5\xDB\xD4\xA0\xF6\xEE\xCE\x87\x20\x23\x97\xCE\x67\xEE\xAD\x3D\x79\x1D\xDD\x63\x82\xA4\xD6\x77'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test26(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x54812953), ('P4rIngress.bitmap_seq.seq', 0xAD680000)], 3346)
        self.setRegisterValue('P4rIngress.rounds', 0xAD680000, 3346)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x03), ('P4rIngress.count_exp.exponent', 0xA1)], 3346)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3346)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x3E35C4AE), ('P4rIngress.values_v0000.hi', 0xC943864A)], 3346)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2BF766E7), ('P4rIngress.values_v0001.hi', 0x9A4D8CD8)], 3346)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC70B2F26), ('P4rIngress.values_v0010.hi', 0x19D3CBBF)], 3346)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x0321A5F6), ('P4rIngress.values_v0011.hi', 0x7C967725)], 3346)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6A54318D), ('P4rIngress.values_v0100.hi', 0x47095DC7)], 3346)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE09113D0), ('P4rIngress.values_v0101.hi', 0x6DF141E5)], 3346)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x3DF77B5F), ('P4rIngress.values_v0110.hi', 0x65575EBE)], 3346)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x65C0CB1D), ('P4rIngress.values_v0111.hi', 0x3E978D73)], 3346)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA17AC756), ('P4rIngress.values_v1000.hi', 0x47D05D50)], 3346)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x23AFF5A7), ('P4rIngress.values_v1001.hi', 0xCFBCBE3B)], 3346)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA5C41BA3), ('P4rIngress.values_v1010.hi', 0x4556DFA5)], 3346)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x3E6CA127), ('P4rIngress.values_v1011.hi', 0xD83BBDC3)], 3346)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBA51BF38), ('P4rIngress.values_v1100.hi', 0x99C850DF)], 3346)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xF99F95FC), ('P4rIngress.values_v1101.hi', 0xB49C7FC9)], 3346)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x592C9AA9), ('P4rIngress.values_v1110.hi', 0x3855BE0F)], 3346)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8DF77532), ('P4rIngress.values_v1111.hi', 0xDE539F1F)], 3346)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0706),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000002B),
                gc.DataTuple('slot_count', 0x00001FD5),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x86E76F39),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03D),
                gc.KeyTuple('src_addr', 0xC5C17C4F),
                gc.KeyTuple('src_port', 0xE2C8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0706),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0289),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC5\xC1\x7C\x4F\x00\x00\x00\x00\xE2\xC8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x07\x06\x00\x11\x86\xE7\x6F\x39\x0C\xE7\x04\x2C\xAD\x68\x00\x00\x00\x20\x00\x00\x4D\x66\x22\x27\xA0\xF3\xD2\xD8\xA9\x76\x6E\x33\x9D\x4A\xB4\xEE\x96\xD7\x7C\x5F\xDB\xD4\x56\xFD\xB4\xF8\x68\xE9\x13\x90\xA1\xED\x49\x6F\xFF\xEF\x59\x0D\x78\xD1\x6F\x5B\x84\x45\x65\x7A\x46\x53\x14\x8D\x17\x53\x66\xD5\x16\x55\x29\x47\xAB\xC7\x4F\x59\x74\xD5\x1F\x37\xAE\xA5\x75\x02\xA6\x34\x9E\x27\xE6\xF3\xAD\xA6\xB0\x19\xAF\x35\x1A\xE1\x72\xF8\xC0\xAF\x8A\x82\xF3\x3C\x9D\xB5\xC7\x9D\xB7\x8E\x96\xBE\xC8\xAF\x42\x1C\x08\x18\xD4\x76\x9F\x57\x16\xF7\x29\xB6\xEB\x41\x95\xEE\x34\x93\xF4\xC7\x7E\x5A\x0F\x02\xCF\x62\x9D\x9E\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC5\xC1\x7C\x4F\xBE\xEF\xE2\xC8\x00\xA0\x00\x00\x50\x34\x02\x82\x07\x06\x00\x11\x86\xE7\x6F\x39\x0C\xE7\x00\x2C\xAD\x68\x00\x00\x00\x20\x00\x04\x7F\xFF\xFF\xFF\xA0\xF3\xD2\xD8\xD5\x6D\xD5\x1A\x9D\x4A\xB4\xEE\x80\x00\x00\x00\xDB\xD4\x56\xFD\xB8\x1A\x0E\xDF\x13\x90\xA1\xED\x7F\xFF\xFF\xFF\x59\x0D\x78\xD1\x4F\xEC\x98\x15\x65\x7A\x46\x53\x52\x84\x92\xB2\x66\xD5\x16\x55\x7F\xFF\xFF\xFF\x4F\x59\x74\xD5\xC0\xB2\x75\xFB\x75\x02\xA6\x34\xC1\xD7\xDC\x9A\xAD\xA6\xB0\x19\x80\x00\x00\x00\x72\xF8\xC0\xAF\xC8\xEF\x94\x63\x9D\xB5\xC7\x9D\x80\x00\x00\x00\xC8\xAF\x42\x1C\x01\xB8\x6A\x72\x9F\x57\x16\xF7\x7F\xFF\xFF\xFF\x95\xEE\x34\x93\x82\xBE\xF3\x8C\x0F\x02\xCF\x62\x9D\x9E\x97\x68\x57\x3F\x99\x57\x19\x8F\x69\x54\xC9\x50\x98\x7A\xE2\xFE\xA0\x1B\x85\x44\x58\x7E\x6E\xC9\x37\xCE\xA9\xB2\xF6\xAC\x55\x28\xDD\x3D\x64\x1E\x9A\x28\xB5\x25\xD8\xE4\xAF\xA0\xD8\x49\x90\xB3\x78\xC0\xFB\x4F\x29\x6E\xDA\x12\x61\x86\x69\x97\x21\xA4\x74\xEE\xE5\x3F\x39\x34\x3D\x4C\x59\x28\xB9\x99\x82\x14\x98\x92\x4D\x25\xA6\x01\xBD\x31\x3A\x1C\xBF\x91\xA4\xFB\xE6\x99\x1D\x77\x64\x92\x50\xF0\x01\x7C\x91\x54\x27\x4A\x6A\x5D\x44\xE6\xE2\x3D\xCD\x12\xBE\x7B\x9B\xDD\x48\x3A\x4A\x79\x2F\x38\x27\xD3\xDA\xE4\x03\xA2\x82\xF8\x0A\x42\x9F\xF4\x49\xDE\x0E\xCC\xBC\x8F\x86\xFB\x00\x0F\x65\x8F\x8B\x4F\x99\x34\xFB\x61\x12\x63\x21\xA3\x7C\x9B\xB2\x71\xA5\xB6\xAE\x82\xE1\xBB\xB8\x27\x9F\xF4\xBC\x8F\xD3\x83\xA5\xC8\x4C\xE6\x7C\xE6\x34\x10\xC4\x23\x14\x48\x67\xB2\xE5\xA0\xD0\x50\x84\xB2\xDB\xB2\x10\x7E\x80\x49\xC0\x22\x57\x54\x6B\xF2\x4C\x65\x50\x01\x8A\x2C\xDF\x68\x5C\x44\xF3\x93\x2B\x40\x4B\x8A\x44\xE4\x87\x8A\x51\x2A\x3F\x8F\xFB\x36\xD6\x3C\x99\xF8\x88\x02\x7A\x4E\xB3\x0A\x27\x66\x9E\x4B\xEA\x26\x93\x51\xFA\x1D\xD7\xAA\x87\x48\xC9\x72\xFF\xD0\x21\x69\x25\xB5\x8A\xDE\x11\xFB\x0D\xDA\x64\x9D\xB1\xB4\x70\xD6\xD0\x8A\xE1\xE8\x44\x1B\x64\x64\x99\xB9\xA4\xE9\x78\x87\x66\x05\x40\xE1\x61\x84\x03\x17\x98\xD9\xBB\x7C\xEB\xF9'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test27(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB16CE4F2), ('P4rIngress.bitmap_seq.seq', 0xC3CF05C5)], 4899)
        self.setRegisterValue('P4rIngress.rounds', 0xC3CF05C5, 4899)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB4), ('P4rIngress.count_exp.exponent', 0xA9)], 4899)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4899)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x31FC366C), ('P4rIngress.values_v0000.hi', 0x661BEA13)], 4899)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x152DCA50), ('P4rIngress.values_v0001.hi', 0x5DF308B3)], 4899)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xB75C9945), ('P4rIngress.values_v0010.hi', 0x52E4A337)], 4899)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xB95A65A2), ('P4rIngress.values_v0011.hi', 0x6BAF2E76)], 4899)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3C6978DB), ('P4rIngress.values_v0100.hi', 0xBAD072B0)], 4899)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x31312EB9), ('P4rIngress.values_v0101.hi', 0x36B5A5A7)], 4899)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x628C27DE), ('P4rIngress.values_v0110.hi', 0x8A015DD7)], 4899)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAA6DD6F7), ('P4rIngress.values_v0111.hi', 0xDE457419)], 4899)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9CDA6B5A), ('P4rIngress.values_v1000.hi', 0x8E17BE6C)], 4899)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xD533A389), ('P4rIngress.values_v1001.hi', 0x4E78C822)], 4899)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA707B91F), ('P4rIngress.values_v1010.hi', 0x78A67BF4)], 4899)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xABCC8B4A), ('P4rIngress.values_v1011.hi', 0x6A9D9559)], 4899)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xD753D0D7), ('P4rIngress.values_v1100.hi', 0x4BCE7363)], 4899)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB6B3D91F), ('P4rIngress.values_v1101.hi', 0x7597345F)], 4899)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7B9645B2), ('P4rIngress.values_v1110.hi', 0xACF44501)], 4899)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xDA60EA92), ('P4rIngress.values_v1111.hi', 0x8C5D663A)], 4899)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x54AA),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000000C),
                gc.DataTuple('slot_count', 0x00001E2F),
                gc.DataTuple('num_workers', 0x000D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x68F9C1FF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x418C7A38),
                gc.KeyTuple('src_port', 0x1140),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x54AA),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0051),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x41\x8C\x7A\x38\x00\x00\x00\x00\x11\x40\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x54\xAA\x00\x11\x68\xF9\xC1\xFF\x13\x17\x06\x55\xC3\xCF\x05\xC5\x00\x20\x00\x00\x65\xA3\xD7\x47\x4E\x49\xC6\x57\x73\xCC\xD6\x51\x41\x2E\x87\x83\x7F\x35\x19\xE5\x92\xDA\xBE\xAF\xB9\x7A\xD8\x95\x2C\xEB\x63\x62\xEF\xEE\x53\x3B\xAA\x71\x4B\x26\x6B\xA5\x2A\x15\x63\x2B\xA3\x88\x48\x36\xF0\xCE\xF3\x3A\xDC\xEA\x5A\xEB\xA6\x47\x56\xF5\x72\x51\xA5\xD9\xDB\x4D\x6D\x72\x51\xD8\x96\x5E\xA9\xB4\x4E\xC1\x98\xE2\x8F\xA1\x2D\xD1\x3B\xB2\x5B\x14\xA3\x25\xA9\x50\x63\xD7\x52\x8D\x94\x4D\x23\x7B\x15\xC8\x37\x7B\xB7\x13\xEB\xDB\x50\x9F\x81\x41\x13\xFA\x34\x15\xEC\x7F\x1B\xFA\x93\x4B\xFC\x4A\xDF\xDD\xCA\xE4\x83\xCB\x0C\xAE\x80\x4F\x08\x21\x8C\x4F\x9A\xB4\x4D\xE2\x1E\x59\x2D\x5D\x34\x72\xE0\x71\xE9\x4B\xAC\x0E\x07\xAC\x27\x2A\xF6\xA3\xA7\x6A\xCD\x72\x17\x9F\x71\xB1\x72\x1B\x0C\x7B\x50\x72\x97\x78\x86\x82\x03\x14\x7E\xE0\x47\x4F\x0D\x0A\x95\xC0\x6B\x81\x64\x20\xFF\x9B\x32\xCE\x60\xB5\x97\x74\x4A\xEA\x1E\xC0\xC9\x3D\x0D\xDB\xDC\x1F\xB6\xF8\x98\xEA\x96\x6D\x23\xD5\x7D\x12\x6B\x22\x11\x22\x4C\x8C\xF8\xB2\x22\xF8\xEE\xF7\x7F\x40\x3B\x95\xA4\xE3\xB4\x16\xFD\x55\x3F\x3E\x94\x24\xE9\xE3\x83\x3F\xF9\x5F\x24\xC1\x19\xEC\x63\xB4\x9F\x4E\x27\x5F\xB4\x7C\x37\x0D\x14\x43\x9E\x86\x5D\xEE\x56\xCA\xDE\x96\x7E\xBF\x2B\xB8\xA9\xF0\x54\x74\x66\xB5\xB9\xDA\x72\x81\x7C\x81\xD2\x94\x1C\x33\xBD\xE9\x42\xED\xCF\xA1\xC3\x8C\x28\x8D\xF7\x4B\x1A\xB5\x2E\x0D\x7E\x9C\x9D\x94\xFF\xEA\xAC\x70\x26\xDB\x55\xFF\x5B\x2D\x20\xEE\x59\xC4\xFC\x05\x78\xE5\x03'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test28(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x48E62BC5), ('P4rIngress.bitmap_seq.seq', 0xBFD589A8)], 5062)
        self.setRegisterValue('P4rIngress.rounds', 0xBFD589A8, 5062)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x83), ('P4rIngress.count_exp.exponent', 0x66)], 5062)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5062)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x67173797), ('P4rIngress.values_v0000.hi', 0xF49DA563)], 5062)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xBA2522BC), ('P4rIngress.values_v0001.hi', 0x909D5AAF)], 5062)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xDE680EEE), ('P4rIngress.values_v0010.hi', 0x37AA3DE1)], 5062)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x33A10330), ('P4rIngress.values_v0011.hi', 0xC9E0F2E5)], 5062)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x345B2301), ('P4rIngress.values_v0100.hi', 0x3243EC33)], 5062)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5AB09E39), ('P4rIngress.values_v0101.hi', 0xA4AB77D5)], 5062)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9D193D82), ('P4rIngress.values_v0110.hi', 0x04CC7A12)], 5062)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5235971F), ('P4rIngress.values_v0111.hi', 0x4EEC5992)], 5062)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD6DCBBEC), ('P4rIngress.values_v1000.hi', 0xB9BA9C98)], 5062)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x459E4CD3), ('P4rIngress.values_v1001.hi', 0x33CFD879)], 5062)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xCE0166B1), ('P4rIngress.values_v1010.hi', 0x44542CCA)], 5062)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x664B2C90), ('P4rIngress.values_v1011.hi', 0x56F25BF9)], 5062)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x551923B5), ('P4rIngress.values_v1100.hi', 0x1A489A47)], 5062)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x80000000), ('P4rIngress.values_v1101.hi', 0x5C9B0F33)], 5062)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3D90ADB5), ('P4rIngress.values_v1110.hi', 0x414920F3)], 5062)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4565576C), ('P4rIngress.values_v1111.hi', 0x5689C6F5)], 5062)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC6CC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008DB),
                gc.DataTuple('slot_count', 0x000015D9),
                gc.DataTuple('num_workers', 0x001A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x476BDEFF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x98674253),
                gc.KeyTuple('src_port', 0x7B0D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC6CC),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x034F),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x98\x67\x42\x53\x00\x00\x00\x00\x7B\x0D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC6\xCC\x00\x14\x47\x6B\xDE\xFF\x0A\xEB\x00\xB2\xBF\xD5\x89\xA8\x00\x20\x00\x00\x5D\xCD\x64\xD7\x85\xEC\xA3\x55\x8B\x41\x97\x6A\xD9\xBA\x2B\xA4\x96\xD2\x32\x97\x5B\xE9\x28\xDD\x6A\xED\x9C\x08\x97\x05\xC7\x59\x76\x9C\x6B\x43\x52\xA6\x5B\xF7\x39\x08\x32\xF7\xBD\xE6\x67\x5B\xA1\x79\xB1\x5F\x7D\x81\x34\xF8\x0E\xDD\x39\xA3\x65\x12\x76\xFB\x8A\xDC\x5F\xB4\xA3\x1B\x33\x1D\x35\xE8\x36\xAF\x54\xF7\x1D\xC8\xA4\x84\xED\x9B\x73\x73\xAE\xED\x72\xFE\x6A\x76\x5C\x1B\x5B\x82\x6A\x7F\xB9\x06\x6F\x4A\xEA\x5C\x00\x00\x00\x00\x25\xD2\xEB\x93\x6A\x7C\x6D\xEE\x32\x6B\x9A\x99\x7B\x69\x8D\x38\xF0\xED\x46\x36\x2D\xCC\x81\xA9\xF8\x3B\xD8\x43\xDF\xA5\xB9\xD6\x41'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test29(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB0F6B1A3), ('P4rIngress.bitmap_seq.seq', 0x73477885)], 4647)
        self.setRegisterValue('P4rIngress.rounds', 0x73477885, 4647)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2303),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E6A),
                gc.DataTuple('slot_count', 0x0000057B),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xE2CB3B1E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x001),
                gc.KeyTuple('src_addr', 0xFEAD2899),
                gc.KeyTuple('src_port', 0xB47B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2303),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x02E1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFE\xAD\x28\x99\x00\x00\x00\x00\xB4\x7B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x23\x03\x00\x14\xE2\xCB\x3B\x1E\x03\xBD\x04\x00\x05\xE1\x93\xC1\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xA5\xD0\xC3\x18\x92\x89\x4D\x59\xF2\x52\x10\x86\x67\xB9\xE7\x0F\x9B\x64\x1F\x12\x6B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test30(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD117C322), ('P4rIngress.bitmap_seq.seq', 0x94A1A5D6)], 4438)
        self.setRegisterValue('P4rIngress.rounds', 0x94A1A5D6, 4438)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 4438)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4438)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 4438)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 4438)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5DFB),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000534),
                gc.DataTuple('slot_count', 0x0000160F),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xD33CBBEF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x17B3255A),
                gc.KeyTuple('src_port', 0x5289),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5DFB),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 56
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x17\xB3\x25\x5A\x00\x00\x00\x00\x52\x89\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x5D\xFB\x00\x14\xD3\x3C\xBB\xEF\x0C\x22\x00\x00\xAA\x6C\xFB\x65\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD3\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x17\xB3\x25\x5A\xBE\xEF\x52\x89\x00\xA0\x00\x00\x50\x34\x02\x82\x5D\xFB\x00\x14\xD3\x3C\xBB\xEF\x0C\x22\x00\x00\xAA\x6C\xFB\x65\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xD3\x94\xBE\xC0\xA8\x70\xB3\x89\x12\xA8\x35\x70\x9F\xC8\x82\x76\x3F\xDD\x5C\x12\x3F\xB3\x6A\xC1\xA8\x6D\xAE\x67\xFA\x2E\x7D\xF4\x97\xD7\xEF\x3B\x3F\x8B\xEF\x4A\x2A\x54\x94\x8D\xA6\xCD\x07\xD0\xA0\xB9\x94\x24\xDD\xDE\x4D\x85\x4A\xBA\xB9\xCE\xAE\x7B\xF6\x35\x09\x06\x85\x9C\x45\x57\x0A\x70\x8B\x32\xD6\xE4\x85\x89\x8F\x7D\x7A\x76\x2B\x8D\xD1\x4C\xB4\x5E\xE3\x3C\x2E\x0C\x54\x2A\x6C\xBD\xD6\x16\x92\x8C\xFE\x34\x55\x8F\xA0\x7D\xB9\x61\xF1\x9B\xEB\x24\x5B\xB0\x58\x29\xB3\xAD\x78\x83\x55\x99\x81\xBE\xDD\x4F\x22\xE0\x00\xD2\x1C\x71\x53\xEE\xD8\xF9\x83\x31\xA0\x01\xD3\xD7\x3C\x3F\x6B\x5F\x97\x9C\x0B\xF5\x34\xC8\xD2\x1D\x72\xEF\x3B\x6C\xF2\x40\x35\x19\x74\xEF\xDD\x06\xB6\x5B\x0B\x6D\x7B\x75\xD5\x79\xF5\x7A\x91\xC2\x8F\x79\x82'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test31(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x90ECB581), ('P4rIngress.bitmap_seq.seq', 0x0D000000)], 3090)
        self.setRegisterValue('P4rIngress.rounds', 0x0D000000, 3090)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x11), ('P4rIngress.count_exp.exponent', 0x15)], 3090)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3090)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x63A7A7EF), ('P4rIngress.values_v0000.hi', 0x731BDF39)], 3090)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x31A7EACB), ('P4rIngress.values_v0001.hi', 0x76D682DC)], 3090)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x569E74EB), ('P4rIngress.values_v0010.hi', 0x3181CADB)], 3090)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA26BC491), ('P4rIngress.values_v0011.hi', 0x1A6E92B0)], 3090)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x16FB399A), ('P4rIngress.values_v0100.hi', 0xB986F782)], 3090)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7B45141D), ('P4rIngress.values_v0101.hi', 0x5DD38BB1)], 3090)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7868AB4E), ('P4rIngress.values_v0110.hi', 0xC1064EB2)], 3090)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3D841963), ('P4rIngress.values_v0111.hi', 0xBDFFC7D3)], 3090)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9B9ADE49), ('P4rIngress.values_v1000.hi', 0x364D47A7)], 3090)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x786862E3), ('P4rIngress.values_v1001.hi', 0xEEBF1153)], 3090)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x27DD6B43), ('P4rIngress.values_v1010.hi', 0x22A0B088)], 3090)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA7622F52), ('P4rIngress.values_v1011.hi', 0xDA273AA5)], 3090)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xC0EAA379), ('P4rIngress.values_v1100.hi', 0x7F4064B3)], 3090)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xE6A5CF90), ('P4rIngress.values_v1101.hi', 0x67BEC717)], 3090)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xE765BBED), ('P4rIngress.values_v1110.hi', 0x258DE74B)], 3090)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xB99D4FE1), ('P4rIngress.values_v1111.hi', 0x7A19D9EF)], 3090)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7E8E),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009B6),
                gc.DataTuple('slot_count', 0x00000523),
                gc.DataTuple('num_workers', 0x0012),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC40093DF),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x65C1FE69),
                gc.KeyTuple('src_port', 0xBEEB),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7E8E),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0115),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x65\xC1\xFE\x69\x00\x00\x00\x00\xBE\xEB\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7E\x8E\x00\x11\xC4\x00\x93\xDF\x02\x5C\x04\x09\x0D\x00\x00\x00\x00\x20\x00\x00\x39\x94\xE2\x6B\x4E\xC7\xD3\x1B\x65\x37\xF8\x95\x6C\x65\x3B\xD4\xD6\xC5\x36\xA9\x00\x00\x00\x00\x9E\x73\xCC\xB3\x7C\xA8\x1D\x4E\xBC\x77\x59\x4A\xB2\xBA\x90\xD8\x13\x38\xB4\x5F\x4A\x57\x59\x40\x70\x5A\xDF\x14\xAF\x2A\xF2\x67\xE8\xFE\x54\xF9\xB7\x7F\x8B\x53\xA6\x42\x4E\xDB\x58\x96\x57\xF1\x45\xA2\xA5\xB7\x78\xA4\xD3\xDA\x8E\x37\x4D\xA7\x6F\x9F\x5B\x17\xD9\x22\x2B\xFC\xF3\x20\x54\xF4\xBA\x53\xB5\x2D\x57\xF7\xD8\x37\xF2\x66\x61\x59\x1C\xDB\xA2\x21\x3D\x2F\x29\x8F\x65\x1E\x6D\xCF\x8C\xD3\xD6\x67\x1F\xFB\xD0\xAD\xD2\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x65\xC1\xFE\x69\xBE\xEF\xBE\xEB\x00\xA0\x00\x00\x50\x34\x02\x82\x7E\x8E\x00\x11\xC4\x00\x93\xDF\x02\x5C\x00\x09\x0D\x00\x00\x00\x00\x20\x00\x12\x7F\xFF\xFF\xFF\x4E\xC7\xD3\x1B\x7F\xFF\xFF\xFF\x6C\x65\x3B\xD4\x2D\x63\xAB\x94\x00\x00\x00\x00\x80\x00\x00\x00\x7C\xA8\x1D\x4E\xD3\x72\x92\xE4\xB2\xBA\x90\xD8\x7F\xFF\xFF\xFF\x4A\x57\x59\x40\x7F\xFF\xFF\xFF\xAF\x2A\xF2\x67\x26\x82\x6E\x5C\xB7\x7F\x8B\x53\x80\x00\x00\x00\x58\x96\x57\xF1\x7F\xFF\xFF\xFF\x78\xA4\xD3\xDA\xB6\x14\xB8\xEA\x6F\x9F\x5B\x17\x80\x84\x5B\x4E\xF3\x20\x54\xF4\x80\x00\x00\x00\x57\xF7\xD8\x37\xD9\x0C\x30\xE9\x1C\xDB\xA2\x21\x24\x94\xE5\x7C\x65\x1E\x6D\xCF\x80\x00\x00\x00\x1F\xFB\xD0\xAD\xD2\xAD\x53\xB9\x7C\x05\xB3\x95\xEA\xA2\xFD\x3E\xDB\xE9\x2A\x97\x50\x1A\xA6\x4E\x32\x43\x12\x69\xB4\x53\x51\xA1\xDF\x6B\x84\xB2\x9B\x92\x3E\xFB\x53\x7C\xB8\xBD\x62\x1C\x26\x62\xA0\xC7\xC5\xE7\x74\x6F\xD8\x68\x3C\x8F\x9A\x56\x6E\x18\xA5\x07\xF3\x76\x2A\x16\x91\x1A\xED\xA8\xB7\x65\x17\x01\x08\x31\x3D\xCC\xE3\x26\x34\x55\x2B\xF2\x94\x09\xC8\xEE\x11\x92\x54\xD6\x55\xF0\x5C\xFD\xAC\xA5\x83\x44\x95\xDD\x8E\x69\xF6\xA6\xA4\x79\x63\x0B\xD6\xA2\x6F\xD1\x99\xF4\xE9\x36\x9B\x1F\x98\x60\xD1\xE2\x40\x62\xCB\x5E\xCC\x5A\x88\x69\x3C\xC8\xCA\x13\x17\x49\x5B\x1C\xDF\x05\x62\x2C\x1A\x85\xDC\xCF\x68\x08\xF3\x84\xD0\x5A\xE3\xD8\xCE\xE4\x3C\xFE\x21\xA4\xF3\x9C\x8D\xE4\x55\x61\x57\x2D\xDB\xCC\x93\xAA\xBD\xFD\xF0\x1B\xA2\xDB\xD7\xCD\x7E\x56\x34\xFC\x5E\x26\x72\x72\x7A\x6D\xE8\x9E\x51\xE1\x1D\x8A\x95\x32\xA5\x2B\x42\xCF\x8E\x4D\x6D\x97\x05\x33\xB4\xEC\x1C\xF9\x0B\xF4\xD0\x2C\xFA\x5D\xD3\xBE\x8D\xA0\xD4\x4F\x7E\xD6\xCB\xB8\xB8\xD2\x64\xB8\x72\x0D\x8E\x9C\x23\xD9\x08\xA3\x29\xE3\x5E\x2C\x62\xA2\xA7\xAB\xD4\x14\x42\x6B\x3B\x26\xC0\x8C\xB6'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test32(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x55C6147E), ('P4rIngress.bitmap_seq.seq', 0x7373D500)], 1552)
        self.setRegisterValue('P4rIngress.rounds', 0x7373D500, 1552)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0x77)], 1552)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1552)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x879F16AC), ('P4rIngress.values_v0000.hi', 0x72139669)], 1552)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xBFF1AE4A), ('P4rIngress.values_v0001.hi', 0x6C249AD5)], 1552)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4FDAE959), ('P4rIngress.values_v0010.hi', 0xA92DAF61)], 1552)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x26447CE3), ('P4rIngress.values_v0011.hi', 0x7340714B)], 1552)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5F853355), ('P4rIngress.values_v0100.hi', 0x3470DF43)], 1552)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x41013828), ('P4rIngress.values_v0101.hi', 0x9CDBF5D5)], 1552)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x715842E4), ('P4rIngress.values_v0110.hi', 0x1B2F1373)], 1552)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7612D585), ('P4rIngress.values_v0111.hi', 0x43336261)], 1552)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x54AA105B), ('P4rIngress.values_v1000.hi', 0x68554EAB)], 1552)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x47318979), ('P4rIngress.values_v1001.hi', 0x49448AFD)], 1552)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x539B1B73), ('P4rIngress.values_v1010.hi', 0x2F62534F)], 1552)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x42AEA290), ('P4rIngress.values_v1011.hi', 0x96342EDD)], 1552)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8151B1A0), ('P4rIngress.values_v1100.hi', 0x5BABE653)], 1552)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x63EE5C41), ('P4rIngress.values_v1101.hi', 0x5B8C248A)], 1552)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7C3F1126), ('P4rIngress.values_v1110.hi', 0x49FAC464)], 1552)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6CAC58C1), ('P4rIngress.values_v1111.hi', 0x3906724B)], 1552)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF4C0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000C9),
                gc.DataTuple('slot_count', 0x00000B28),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7290BC71),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x70E0F29C),
                gc.KeyTuple('src_port', 0x30F1),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF4C0),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x70\xE0\xF2\x9C\x00\x00\x00\x00\x30\xF1\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\xC0\x00\x14\x72\x90\xBC\x71\x05\x47\x06\xCA\x73\x73\xD5\x00\x00\x20\x00\x00\x8A\xE4\x8D\x16\x7D\x57\x33\x6E\x1A\x32\x92\x3A\x63\x9D\xAA\x53\x45\x32\xED\xA5\x2D\x1D\x84\xED\x72\x7E\xD0\x06\x7D\x21\x6E\xC6\x2D\x3B\xF6\x78\x80\x00\x00\x00\x68\x23\xA4\xEC\xDE\x9C\xC3\x8F\x12\x5C\x5B\x47\x7C\x8B\x6B\x2B\x53\xD3\x54\xD1\x63\x28\x40\x05\x31\x5C\xF1\x54\x4B\xCD\xF3\xAD\x59\x79\x29\x8B\x51\x46\x09\x62\x67\x4E\xD6\x2A\x36\x72\x96\x0A\x48\xA7\xC6\xFF\x3F\xFC\x24\x38\x9E\xF5\x7E\xF7\x4A\x71\x79\x16\x20\xB7\x92\xED\xF9\x30\xDE\xCF\x4B\xBF\x5B\xB3\x44\x9D\xEA\x98\x45\xB6\x0B\xD3\x4B\x17\x51\xF2\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x70\xE0\xF2\x9C\xBE\xEF\x30\xF1\x00\xA0\x00\x00\x50\x34\x02\x82\xF4\xC0\x00\x14\x72\x90\xBC\x71\x05\x47\x00\xCA\x73\x73\xD5\x00\x00\x20\x00\x02\x80\x00\x00\x00\x7D\x57\x33\x6E\xDA\x24\x40\x84\x63\x9D\xAA\x53\x7F\xFF\xFF\xFF\x2D\x1D\x84\xED\x7F\xFF\xFF\xFF\x7D\x21\x6E\xC6\x7F\xFF\xFF\xFF\x80\x00\x00\x00\x7F\xFF\xFF\xFF\xDE\x9C\xC3\x8F\x7F\xFF\xFF\xFF\x7C\x8B\x6B\x2B\x7F\xFF\xFF\xFF\x63\x28\x40\x05\x7F\xFF\xFF\xFF\x4B\xCD\xF3\xAD\x7F\xFF\xFF\xFF\x51\x46\x09\x62\x7F\xFF\xFF\xFF\x36\x72\x96\x0A\x7F\xFF\xFF\xFF\x3F\xFC\x24\x38\x80\x00\x00\x00\x4A\x71\x79\x16\x7F\xFF\xFF\xFF\xF9\x30\xDE\xCF\x7F\xFF\xFF\xFF\x44\x9D\xEA\x98\x7F\xFF\xFF\xFF\x4B\x17\x51\xF2\xE2\x8D\x2A\x79\x02\x5F\xBB\xFE\x41\x22\xDB\x1B\x01\xB1\x05\x59\x7E\x2D\x70\xEF\xC8\x47\x63\x88\x63\x11\xB9\xE2\xFB\x63\xD2\x01\xEC\xBB\xD0\x43\x48\x45\xAA\x19'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test33(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2FED9932), ('P4rIngress.bitmap_seq.seq', 0x8115837C)], 4855)
        self.setRegisterValue('P4rIngress.rounds', 0x8115837C, 4855)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0E), ('P4rIngress.count_exp.exponent', 0x2B)], 4855)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4855)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5C950819), ('P4rIngress.values_v0000.hi', 0x83168695)], 4855)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x40FDDAAD), ('P4rIngress.values_v0001.hi', 0x6FCEDAA1)], 4855)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xB0A75756), ('P4rIngress.values_v0010.hi', 0x2E624763)], 4855)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x75589469), ('P4rIngress.values_v0011.hi', 0x51578C05)], 4855)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x50DA149E), ('P4rIngress.values_v0100.hi', 0x8E884BCE)], 4855)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBAA9F889), ('P4rIngress.values_v0101.hi', 0xBDB44F77)], 4855)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x7DBA13C4), ('P4rIngress.values_v0110.hi', 0x9A157E19)], 4855)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xD02A66D6), ('P4rIngress.values_v0111.hi', 0x6A046307)], 4855)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x54CA4F67), ('P4rIngress.values_v1000.hi', 0x9F749424)], 4855)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6B8B57E5), ('P4rIngress.values_v1001.hi', 0x45EC46EF)], 4855)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x0B75B9D3), ('P4rIngress.values_v1010.hi', 0x19E17406)], 4855)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB628F755), ('P4rIngress.values_v1011.hi', 0x8D7EA2A3)], 4855)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x476017D9), ('P4rIngress.values_v1100.hi', 0x00000000)], 4855)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x703464D5), ('P4rIngress.values_v1101.hi', 0x351B9F6C)], 4855)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x8CAC56C3), ('P4rIngress.values_v1110.hi', 0x61BD85D3)], 4855)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9AD27A44), ('P4rIngress.values_v1111.hi', 0xB038DF6D)], 4855)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1612),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D50),
                gc.DataTuple('slot_count', 0x000008B7),
                gc.DataTuple('num_workers', 0x000F),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x00AA3EBA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0xBDE84A66),
                gc.KeyTuple('src_port', 0x558D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1612),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBD\xE8\x4A\x66\x00\x00\x00\x00\x55\x8D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x16\x12\x00\x14\x00\xAA\x3E\xBA\x05\xA7\x04\xF0\x81\x15\x83\x7C\x00\x20\x00\x00\x5A\x77\x7E\x71\xF5\x90\xBB\x31\x5A\xD4\xCA\x70\xDA\x4F\xEA\x8B\xBF\xA5\x75\x05\x63\x2A\x86\x15\x49\xB6\x6C\x5A\x5B\x5C\x0E\x7A\x3E\xDD\x2F\x7E\x97\xD2\x9E\xC9\x9D\x73\xCD\x97\x9B\xB7\x5E\x13\x48\xB6\xE2\xD4\xAB\x75\x38\xB3\x9F\xCD\x66\x72\x39\x2B\xA3\xE1\x4D\x83\x57\xE9\x9E\x46\xDE\xC0\x18\x8B\x18\x2B\x49\x87\x63\xC1\xBA\xE6\xC2\xF7\x72\x3C\x96\xD5\xA2\xF1\xC1\x66\x99\x6A\xA7\x65\x69\x75\x7E\x73\xB9\x9C\xD6\x43\x59\x11\xA4\x63\x5D\x50\xDF\xEF\xA8\xFD\x61\x9B\x50\x55\x41\x36\xBA\x62\xB0\x5C\x79\x83\x43\x6B\xDE\x34\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBD\xE8\x4A\x66\xBE\xEF\x55\x8D\x00\xA0\x00\x00\x50\x34\x02\x82\x16\x12\x00\x14\x00\xAA\x3E\xBA\x05\xA7\x00\xF0\x81\x15\x83\x7C\x00\x20\x00\x0F\x7F\xFF\xFF\xFF\xF5\x90\xBB\x31\x7F\xFF\xFF\xFF\xDA\x4F\xEA\x8B\x80\x00\x00\x00\x63\x2A\x86\x15\x7F\xFF\xFF\xFF\x5B\x5C\x0E\x7A\x7F\xFF\xFF\xFF\x97\xD2\x9E\xC9\x80\x00\x00\x00\x9B\xB7\x5E\x13\x7F\xFF\xFF\xFF\xAB\x75\x38\xB3\x80\x00\x00\x00\x39\x2B\xA3\xE1\x7F\xFF\xFF\xFF\x9E\x46\xDE\xC0\x7F\xFF\xFF\xFF\x49\x87\x63\xC1\xC6\x5C\x7C\xCA\x72\x3C\x96\xD5\x80\x00\x00\x00\x99\x6A\xA7\x65\x7F\xFF\xFF\xFF\xB9\x9C\xD6\x43\x7F\xFF\xFF\xFF\x5D\x50\xDF\xEF\x80\x00\x00\x00\x50\x55\x41\x36\x80\x00\x00\x00\x79\x83\x43\x6B\xDE\x34\x40\xFE\xD8\x37\xB3\x37\x2E\xE7\xC3\x8D\x29\x80\x6C\x4F\xE2\xEE\x75\xBF\xB9\x74\xFB\x3C\x64\x89\xE1\x6A\xFA\x24\x4A\x6D\xCF\xA1\x11\x46\xFB\x45\x8D\x0C\xFA\x0A\x53\xDB\x97\x5F\xCE\x7C\xC8\x1A\xA3\x6B\x41\x15\xCF\x3F\x90\x9E\x9F\x8D\x1F\xFB\x57\x95\x9C\x43\x3E\x2E\x24\x7A\x3E\x15\x41\x26\x97\x2C\x5A\xC0\xB0\x7C\xE3\xD1\xBE\x7F\xB1\x03\xAB\x73\xD8\x9E\xD6\x45\x7C\x80\x2D\x63\xE6\xE1\x1E\x41\xDF\x4C\x1D\xB7\x2B\xCA\x30\xDC\xDA\x4F\x73\x34\xE4\x90\xB7\xB4\x4D\xBD\x33\x1D\xE9\x0A\x4C\x2D\xDB\x4D\x65\xD8\x4C\xFC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test34(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xBF4D038F), ('P4rIngress.bitmap_seq.seq', 0xA2200000)], 3648)
        self.setRegisterValue('P4rIngress.rounds', 0xA2200000, 3648)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x57), ('P4rIngress.count_exp.exponent', 0x1A)], 3648)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3648)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x39A06B4F), ('P4rIngress.values_v0000.hi', 0x8DA0A137)], 3648)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xAA51908F), ('P4rIngress.values_v0001.hi', 0xAD6D94D6)], 3648)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x890E4576), ('P4rIngress.values_v0010.hi', 0x798DC1B4)], 3648)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x61641A34), ('P4rIngress.values_v0011.hi', 0xB6DEF8FB)], 3648)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x4E321072), ('P4rIngress.values_v0100.hi', 0x61AC102D)], 3648)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x4A256B4F), ('P4rIngress.values_v0101.hi', 0x8D80368A)], 3648)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA1BAEDAD), ('P4rIngress.values_v0110.hi', 0x569B4C14)], 3648)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xFA5DB3AB), ('P4rIngress.values_v0111.hi', 0x55A27D56)], 3648)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x25B7107B), ('P4rIngress.values_v1000.hi', 0x9B7C311D)], 3648)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x4BA07328), ('P4rIngress.values_v1001.hi', 0x2FCA2433)], 3648)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x52C57EA5), ('P4rIngress.values_v1010.hi', 0x750846BD)], 3648)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x65EAD566), ('P4rIngress.values_v1011.hi', 0x7D01EAE2)], 3648)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8A11429E), ('P4rIngress.values_v1100.hi', 0x271EAE06)], 3648)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x436C38A3), ('P4rIngress.values_v1101.hi', 0x23FFC8CC)], 3648)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x3E7CA591), ('P4rIngress.values_v1110.hi', 0xBB3E52BA)], 3648)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7E0689D6), ('P4rIngress.values_v1111.hi', 0x73DA24F5)], 3648)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCCFC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009F8),
                gc.DataTuple('slot_count', 0x00001457),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC0B7E0B5),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x013),
                gc.KeyTuple('src_addr', 0xC0D2AD36),
                gc.KeyTuple('src_port', 0x15A8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCCFC),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 19
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC0\xD2\xAD\x36\x00\x00\x00\x00\x15\xA8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCC\xFC\x00\x14\xC0\xB7\xE0\xB5\x04\x48\x00\x45\xA2\x20\x00\x00\x00\x20\x00\x00\x4A\x9B\xA2\x5C\xBD\x68\x6D\x94\xB2\xF3\xB0\xE0\xA2\x9A\xCE\xA0\xDD\xBF\x16\x2A\x39\x58\x3E\x55\x5C\x26\x23\x27\x94\x52\xAA\x53\x4E\x30\xF1\xF5\x23\xFB\xA0\x1A\x73\x59\xC0\x68\xC6\x61\x67\x86\xB4\xD6\xA9\x50\x3A\x4A\xEE\x95\xB6\x47\x65\x2B\x51\xAF\xEF\x18\x9D\x9C\xAE\x69\xDA\xC2\xD2\x8C\x7B\x2E\xF2\xB7\x62\x5C\x27\x63\x55\x4E\xCA\xB5\x3E\xF6\xAE\x8F\x55\xF1\x2B\xF5\x39\x13\xD2\x87\x84\x97\x50\x0B\x5E\x8E\xA5\x30\x50\x1C\x94\xC8\xA2\x92\x51\xE8\x50\xA9\xA9\x30\xB9\xD0\x29\x4F\xE0\xD6\xC6\x53\x37\xCD\x91\x21\x83\xEA\xEC\xFF\x93\xD7\x91\x41\x2E\xCC\x37\xCC\xCF\xC9\x16\x43\x84\x58\x55\x9C\x82\x77\xA8\xDF\xF7\xAF\x73\x5D\x5B\x61\x50\x68\xA0\xD4\x22\xD8\x4F\xD6\x13\x5C\x07\x2E\x67\x6C\xA6\x49\x44\x81\x17\x52\xB0\x5F\x5B\xBC\xA1\x3F\xFF\x9D\x64\xD5\x95\x07\x1B\x6C\x6D\x52\xA5\x23\xDB\xAE\xF3\xCC\xFB\x6E\xCA\x67\x2F\x8C\xF2\xF6\x69\x48\x64\x99\xE0\xC6\x2F\x0A\xFA\xAC\x64\x90\x0B\x6B\x3F\xDE\x18\xD5\xF5\x74\x14\xFA\x92\x74\x4E\xC5\x9A\xB3\xDA\x6A\x46\x9D\x47\x06\x5D\xB1\x15\xA2\x24\x65\x1D\xF1\x89\x79\x4C\x6E\x10\x6E\xF8\xDF\x19\xA8\xFA\x4F\x43\x9F\x92\x0B\xC9\x8A\x18\xE5\xE3\x6D\xEF\x8C\x97\x07\x0C\x4D\x5C\x66\xAF\x68\x7B\xD5\x87\x8E\xA4\x90\x8D\xCF\xD1\x02\x5E\x73\x9E\x7E\x62\x3A\x8B\xE4\x72\xB2\x6A\x7A\x5F\xE6\xC7\xBC\xCC\x45\x61\x0D\xBC\xBD\x58\xED\x33\xC2\x6E\x08\x6E\x90\xE9\xEA\xD7\x07\x13\x97\x4A\x47\xFB\x8B\x01\x27\xB8\xF2\x5D\x5F\xD8\x21\x6C\x63\x5A\xDC\xFF\x42\x2F\x5B\x0B\x3C\x12\x18\x6C\xFE\x2C\xC6\x04\x8E\x99\x98\xC0\x00\x3B\x1C\xD0\xFC\x0E\xE2\x17\xBC\x80\xD0\x73\x35\xF1\x6E\x6C\xEE\xAD\xAA\x1C\xE1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test35(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB6F98FBF), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 7326)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 7326)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x85), ('P4rIngress.count_exp.exponent', 0x8B)], 7326)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7326)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6C73722F), ('P4rIngress.values_v0000.hi', 0x8A72A702)], 7326)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x81B555D9), ('P4rIngress.values_v0001.hi', 0x860FDCCD)], 7326)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x8B943D13), ('P4rIngress.values_v0010.hi', 0x1156E249)], 7326)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x2526E39F), ('P4rIngress.values_v0011.hi', 0x375E1F7A)], 7326)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x292C5145), ('P4rIngress.values_v0100.hi', 0x1CF03B32)], 7326)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF6BEDAEF), ('P4rIngress.values_v0101.hi', 0x622B6177)], 7326)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD2B791A7), ('P4rIngress.values_v0110.hi', 0x6B72E9B3)], 7326)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4459622B), ('P4rIngress.values_v0111.hi', 0x64476E66)], 7326)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB5DEB1E7), ('P4rIngress.values_v1000.hi', 0x2F58EA4A)], 7326)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x5B1CD513), ('P4rIngress.values_v1001.hi', 0x86EBC4B7)], 7326)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8C3E58F3), ('P4rIngress.values_v1010.hi', 0x2111207A)], 7326)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xD1BB95CF), ('P4rIngress.values_v1011.hi', 0x354AD3BF)], 7326)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2B024EF9), ('P4rIngress.values_v1100.hi', 0x992CD985)], 7326)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x75F4A556), ('P4rIngress.values_v1101.hi', 0xB6979839)], 7326)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD193123A), ('P4rIngress.values_v1110.hi', 0x1F4A5F77)], 7326)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6A352121), ('P4rIngress.values_v1111.hi', 0xC8AF7D15)], 7326)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC148),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000015B5),
                gc.DataTuple('slot_count', 0x000007F6),
                gc.DataTuple('num_workers', 0x0005),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x298B67AA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x29E41295),
                gc.KeyTuple('src_port', 0xB0C5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC148),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x018E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x29\xE4\x12\x95\x00\x00\x00\x00\xB0\xC5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC1\x48\x00\x11\x29\x8B\x67\xAA\x06\xE9\x02\x80\xC0\x00\x00\x00\x00\x20\x00\x00\x4A\xA2\xEB\x9E\xE0\xB5\xC1\x9D\x6A\xF9\xDF\x0A\xF7\x93\xA8\x7D\xAB\x1E\xC1\x75\x80\x00\x00\x00\x53\x6A\x7B\x0F\x4D\xEF\xD4\x3F\x7E\x5A\xD1\xA1\x67\xBA\x4A\x5A\x8E\xBA\x3E\x27\x4E\x0A\x0F\x2E\x5A\x0B\xDC\xA7\x4C\x19\x7C\x2B\x5D\x46\x32\xE9\x56\xE7\x68\x5D\x2E\x8D\xF5\x7D\x71\x8E\xCA\x79\xFF\x45\x91\x53\xEC\x16\x10\x52\x8C\xEF\xCC\xE2\x60\xFE\x5D\x99\x3B\x36\x9C\xF3\xB4\x56\x10\xB6\x55\x8F\xEF\xA2\xE6\xCE\x1F\xF3\x29\xE0\x35\xE7\x98\x33\x48\x12\x99\xB6\x37\x52\xBA\x87\x50\x25\x69\xBE\x05\x69\x89\xC3\xF3\x0D\x1C\x27\x88\xEA\xC3\xE7\x43\xE9\x8A\x9B\x46\xF6\x96\x16\xF9\x91\x7F\xC5\x01\x5C\x6C\x80\x2C\xFB\x9C\x16\x84\xAE\x1A\x14\x07\x18\xC0\xAE\xC3\xC5\x20\x18\x28\x05\xB4\x5E\x09\xA0\x68\x65\x35\x9A\x32\x74\xBD\x57\x35\xBF\x9F\xCE\x01\x05\x70\xE5\xCF\x46\x92\xDA\x75\x6C\xFA\xC6\x6B\xE0\xB0\x01\x4C\xE1\x98\xCD\xAF\xB6\xB6\x1B\x59\xF9\xEF\x8C\x69\x76\xA9\x67\x6D\xA2\x9C\xF4\xEE\x19\x80\x52\x06\x9F\x5B\xAB\x20\x08\x0C\x43\xF6\x46\x8F\xBD\xE4\x2A\x28\x01\xA7\x6E\xAF\xF3\x19\x6B\x76\xA5\xB3\x79\xAD\xB1\x06\xB1\xA0\xD1\xCB\xF5\xB2\x3E\xC1\x90\xAC\x64\xE2\x5B\x63\xFF\x0C\xB2\xA2\x2C\x67\xCA\x89\x69\xA6\x03\x55\x06\x6C\xE6\x8E\x4F\x79\xF2\x05\xFB\x94\x9D\x56\xD6\x15\xFB\x7D\x32\x3C\xD1\x89\xB9\x90\x26\x96\xDD\x58\xF4\x63\x8D\x35\x07\xE8\x94\x03\x60\x1A\xDE\x3E\x46\x56\xBE\x47\x20\x80\xB9\x19\x59\xF9\xAF\xD5\x28\x35\xF5\x15\x9A\xC4\xE3\x79\x88\x16\xF2\x09\x81\x74\x09\x9F\xF6\xA9\x1C\xF9\x47\xA8\x53\x75\x04\x3C\x83\xAB\x13\x5D\x1E\x10\xCF\xFA\x8A\x4D\x00\x02\x14\x6C\x1D\x12\x55\x0D\x22\xF0\x6F\x6A\x08\x43\x5D\x14\x2D\xAF\xC6\xA8\xB7\x2A\xDD\x78\x30\xDF\x11\x83\x7A\xDC\xD4\x72\x9D\xB5\x32\xB3\x53\xEE\x39\x2B\x01\x65\x56\x56\x76\xB3\x56\x22\xBA\x8D\x7E\x70\x2B\x8A\xBE\x9D\x86\x80\xA8\xA1\x25'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test36(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7C817C91), ('P4rIngress.bitmap_seq.seq', 0x44A97652)], 3135)
        self.setRegisterValue('P4rIngress.rounds', 0x44A97652, 3135)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x07), ('P4rIngress.count_exp.exponent', 0xAA)], 3135)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3135)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5540C35E), ('P4rIngress.values_v0000.hi', 0x332A06A9)], 3135)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2EE8BC6E), ('P4rIngress.values_v0001.hi', 0x00CF6F99)], 3135)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x7C58EB77), ('P4rIngress.values_v0010.hi', 0x7392849E)], 3135)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7C4F2339), ('P4rIngress.values_v0011.hi', 0x6C3F24FD)], 3135)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x68D16E83), ('P4rIngress.values_v0100.hi', 0xAE51CC55)], 3135)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x75AD8917), ('P4rIngress.values_v0101.hi', 0xADC5C925)], 3135)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x446E18B9), ('P4rIngress.values_v0110.hi', 0x556556C4)], 3135)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xE50B19F3), ('P4rIngress.values_v0111.hi', 0x9B9EEF7C)], 3135)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC3E5C9BB), ('P4rIngress.values_v1000.hi', 0x00000000)], 3135)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x66B87A64), ('P4rIngress.values_v1001.hi', 0x9255D779)], 3135)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x65FCD991), ('P4rIngress.values_v1010.hi', 0x5C58D6C8)], 3135)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5194E21A), ('P4rIngress.values_v1011.hi', 0xDD529BAB)], 3135)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x747E127C), ('P4rIngress.values_v1100.hi', 0x5606EE3B)], 3135)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x52255AC7), ('P4rIngress.values_v1101.hi', 0x9D0D139D)], 3135)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x59FAB28D), ('P4rIngress.values_v1110.hi', 0x553ADCD2)], 3135)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8C2B4B7F), ('P4rIngress.values_v1111.hi', 0xEECAE6A9)], 3135)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7C19),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000008FB),
                gc.DataTuple('slot_count', 0x00001183),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8E72D463),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x027),
                gc.KeyTuple('src_addr', 0x4655295C),
                gc.KeyTuple('src_port', 0x3BE3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7C19),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 39
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x46\x55\x29\x5C\x00\x00\x00\x00\x3B\xE3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7C\x19\x00\x11\x8E\x72\xD4\x63\x03\x44\x00\x38\x44\xA9\x76\x52\x00\x20\x00\x00\x59\xFA\xB1\x5E\x56\xA6\x19\x91\x61\x3C\x20\x22\xE5\x34\xBD\x5A\x3C\x9F\xF3\xE5\xE1\xFC\xD4\xEE\x8A\xF4\xB8\xEA\x78\xF1\xBA\x09\xBB\xB7\x74\x19\xA6\xD3\xC7\x93\x0E\x0A\xC7\xE1\xA8\xF5\x68\x16\xBB\xB0\x0B\x8D\x44\x4C\xCA\xEA\x30\x0A\xC7\x0B\xA1\x56\x27\xB2\x74\x2D\x28\xD1\x00\x00\x00\x00\xB2\x8F\x83\x6E\x2E\xDD\xF3\x4B\x6B\x9D\xC8\x89\x40\x12\x4F\xEA\x62\x90\x42\xBE\xA2\x05\x71\x7B\x48\x96\x2A\x23\x42\xF2\x5A\x7F\x5F\x6B\xE1\xD1\x94\x88\x60\x77\x51\x36\x91\x63\x5A\xB6\x83\x29\x9E\x29\xD2\x77\xAE\xC9\x99\xBC\x06\xA3\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x46\x55\x29\x5C\xBE\xEF\x3B\xE3\x00\xA0\x00\x00\x50\x34\x02\x82\x7C\x19\x00\x11\x8E\x72\xD4\x63\x03\x44\x00\x38\x44\xA9\x76\x52\x00\x20\x00\x08\x7F\xFF\xFF\xFF\x56\xA6\x19\x91\x7F\xFF\xFF\xFF\xE5\x34\xBD\x5A\x7F\xFF\xFF\xFF\xE1\xFC\xD4\xEE\x07\x43\xDC\x23\x78\xF1\xBA\x09\x24\x88\xE2\x9C\xA6\xD3\xC7\x93\x7F\xFF\xFF\xFF\xA8\xF5\x68\x16\x00\x1E\x24\x46\x44\x4C\xCA\xEA\x15\x15\xE0\xFE\xA1\x56\x27\xB2\x38\x12\xF2\x8C\x00\x00\x00\x00\x19\x47\xFD\xD2\x2E\xDD\xF3\x4B\x7F\xFF\xFF\xFF\x40\x12\x4F\xEA\x7F\xFF\xFF\xFF\xA2\x05\x71\x7B\x7F\xFF\xFF\xFF\x42\xF2\x5A\x7F\x7F\xFF\xFF\xFF\x94\x88\x60\x77\x7F\xFF\xFF\xFF\x5A\xB6\x83\x29\x80\x00\x00\x00\xAE\xC9\x99\xBC\x06\xA3\xCB\xE4\xAB\x0E\xB9\xC3\xB5\xA2\x98\xD4\x8F\x7D\xE9\x38\x79\x58\x11\x13\x2B\xEF\x40\xFB\x95\xCB\x7E\x0B\x62\x74\x5A\x88\xA9\x45\x49\x01\x6B\xAC\x58\xC0\xFE\xEA\x4A\x27\xFE\x40'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test37(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x4F175B13), ('P4rIngress.bitmap_seq.seq', 0xA071FF8B)], 7288)
        self.setRegisterValue('P4rIngress.rounds', 0xA071FF8B, 7288)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x00)], 7288)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7288)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x00000000), ('P4rIngress.values_v0000.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x00000000), ('P4rIngress.values_v0001.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x00000000), ('P4rIngress.values_v0010.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x00000000), ('P4rIngress.values_v0100.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00000000), ('P4rIngress.values_v1001.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x00000000), ('P4rIngress.values_v1010.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x00000000), ('P4rIngress.values_v1011.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x00000000), ('P4rIngress.values_v1100.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x00000000), ('P4rIngress.values_v1101.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x00000000), ('P4rIngress.values_v1110.hi', 0x00000000)], 7288)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x00000000), ('P4rIngress.values_v1111.hi', 0x00000000)], 7288)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE505),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000000F),
                gc.DataTuple('slot_count', 0x00001FD6),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF8CA881F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x009),
                gc.KeyTuple('src_addr', 0x5996D3E1),
                gc.KeyTuple('src_port', 0x68E6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE505),
                gc.DataTuple('rank', 0x0002),
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
        ig_port = 9
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x59\x96\xD3\xE1\x00\x00\x00\x00\x68\xE6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE5\x05\x00\x02\xF8\xCA\x88\x1F\x1C\x69\x04\x00\x14\xB3\x86\x9D\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE2\x7A\x83\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x59\x96\xD3\xE1\xBE\xEF\x68\xE6\x00\xA0\x00\x00\x50\x34\x02\x82\xE5\x05\x00\x02\xF8\xCA\x88\x1F\x1C\x69\x00\x00\x14\xB3\x86\x9D\x00\x20\x00\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\xE2\x7A\x83\xB2\x97\x64\x03\x07\x6A\x53\xFB\xAE\xF3\x47\x18'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test38(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC0E35BEC), ('P4rIngress.bitmap_seq.seq', 0xF0000000)], 5745)
        self.setRegisterValue('P4rIngress.rounds', 0xF0000000, 5745)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xFF), ('P4rIngress.count_exp.exponent', 0x15)], 5745)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5745)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xBF6366D9), ('P4rIngress.values_v0000.hi', 0x46635832)], 5745)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF3D7AF5B), ('P4rIngress.values_v0001.hi', 0x0A403775)], 5745)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6B9760A7), ('P4rIngress.values_v0010.hi', 0xC62DCEED)], 5745)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x2CB94F2A), ('P4rIngress.values_v0011.hi', 0x2A7DBC27)], 5745)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x70951B1A), ('P4rIngress.values_v0100.hi', 0xC9A4EE59)], 5745)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xE254D7BF), ('P4rIngress.values_v0101.hi', 0x5D6D368E)], 5745)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4FADAE47), ('P4rIngress.values_v0110.hi', 0x7A8EB7FA)], 5745)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x1D4ACB36), ('P4rIngress.values_v0111.hi', 0x64D419B3)], 5745)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4CDE9B4D), ('P4rIngress.values_v1000.hi', 0x75874E2F)], 5745)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x79244049), ('P4rIngress.values_v1001.hi', 0x48F79CD9)], 5745)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3A96CDDF), ('P4rIngress.values_v1010.hi', 0x87BFE98B)], 5745)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xE7C88C46), ('P4rIngress.values_v1011.hi', 0x4D8B61D2)], 5745)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA2D87972), ('P4rIngress.values_v1100.hi', 0x361FA96D)], 5745)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2ACA88E3), ('P4rIngress.values_v1101.hi', 0xF2232172)], 5745)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x28ED0575), ('P4rIngress.values_v1110.hi', 0x5DB4E8DA)], 5745)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x99EC7BC1), ('P4rIngress.values_v1111.hi', 0x27F994AD)], 5745)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x087F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BC3),
                gc.DataTuple('slot_count', 0x000013A2),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0AF89EEA),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xFAD69183),
                gc.KeyTuple('src_port', 0xC6AA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x087F),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x039E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFA\xD6\x91\x83\x00\x00\x00\x00\xC6\xAA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x08\x7F\x00\x14\x0A\xF8\x9E\xEA\x0A\xAE\x00\x4C\xF0\x00\x00\x00\x00\x20\x00\x00\x94\x63\x4B\xCF\x4A\x77\xB0\xB1\x7A\x4E\xAB\x29\x79\xD8\xB6\x57\x4F\xB2\x9C\x92\x53\xED\xF4\x5F\x71\x97\x4D\x60\x62\x8D\x76\xDF\x14\x39\x85\x79\x7D\xAE\x1E\x43\x6F\x4E\x61\x76\x51\xCD\x63\xEF\x7D\xAF\x37\x67\x12\xE1\x9A\x68\x8B\xB8\xE2\x53\x50\x07\x1A\x56\x4A\xF1\x4C\x53\x4D\xC6\xA9\x6B\x3D\x1D\x14\xCF\xFE\x89\xA5\x4E\x1E\xCF\xF7\x36\xC2\x06\x88\x5A\x84\x4F\xCE\x84\xCB\xEB\xD9\x61\xCE\xDC\x10\x92\x5C\xAF\xAB\x55\x68\xCF\x09\x36\x62\x3C\xAE\x31\x6B\x24\x05\x15\x38\xEF\x12\x3E\x2A\x2D\xF9\xD1\xC2\x63\xAF\xC2\x37\xCC\xF8\x08\x0B\xE6\xCF\xD1\x61\x6A\xC7\x39\x5E\xC6\x55\x5C\x09\x86\xDF\xC3\xB4\x38\xBF\x28\xC8\x2F\x55\xF9\x05\xFE\xAC\xA5\x67\x16\xC8\x96\x5C\x9A\x2E\xF8\x80\x55\x93\x23\x69\xBB\x3F\x79\xBF'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test39(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x46C1B04C), ('P4rIngress.bitmap_seq.seq', 0x21A00000)], 3971)
        self.setRegisterValue('P4rIngress.rounds', 0x21A00000, 3971)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x52)], 3971)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3971)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7A3B5E71), ('P4rIngress.values_v0000.hi', 0x67F3513F)], 3971)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x0CEBB2B6), ('P4rIngress.values_v0001.hi', 0xBA87344F)], 3971)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x4E73D732), ('P4rIngress.values_v0010.hi', 0x2A890FC0)], 3971)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x80000000), ('P4rIngress.values_v0011.hi', 0x4E2A5DF0)], 3971)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB95892F7), ('P4rIngress.values_v0100.hi', 0x86318166)], 3971)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x0417AEC7), ('P4rIngress.values_v0101.hi', 0x89311BDD)], 3971)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x567DD53C), ('P4rIngress.values_v0110.hi', 0x776C0F17)], 3971)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x8E379FCE)], 3971)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xBADCD48B), ('P4rIngress.values_v1000.hi', 0x3D92D776)], 3971)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xADE19CF3), ('P4rIngress.values_v1001.hi', 0xD51F5AF5)], 3971)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6F34F5A2), ('P4rIngress.values_v1010.hi', 0x7D75DC9F)], 3971)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4025540F), ('P4rIngress.values_v1011.hi', 0x766A5C1B)], 3971)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xAF85FA8E), ('P4rIngress.values_v1100.hi', 0x75536F73)], 3971)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xBE16A485), ('P4rIngress.values_v1101.hi', 0xF3844AD4)], 3971)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD93F7472), ('P4rIngress.values_v1110.hi', 0x4BCF7AAB)], 3971)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x98564393), ('P4rIngress.values_v1111.hi', 0x2554DD57)], 3971)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9BDE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000CE1),
                gc.DataTuple('slot_count', 0x000007FB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x784F349A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0xD3DF084D),
                gc.KeyTuple('src_port', 0xDC69),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9BDE),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0016),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD3\xDF\x08\x4D\x00\x00\x00\x00\xDC\x69\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\xDE\x00\x11\x78\x4F\x34\x9A\x02\xA2\x02\x21\x21\xA0\x00\x00\x00\x20\x00\x00\x4F\x0F\x42\x4B\x1B\x9C\x47\x83\x7F\xE0\x9B\x0C\x0D\x9A\x9F\x6F\x4F\x40\x29\x72\x1F\xCB\x25\xA1\x17\xC2\x69\xA9\x4E\x61\xBA\x8D\xEA\x67\xB6\x1A\xAF\xB4\xEF\x2F\x7D\xEF\x51\xA3\x9E\x3D\x89\x8F\xCA\x1D\x95\xF7\x48\x67\x80\x53\x00\x00\x00\x00\xB7\x2B\xBF\x0B\x67\x08\xDF\x47\xA5\x5F\x11\x67\x24\xA9\x82\xBF\x1F\x52\x5A\x15\x7B\x6E\xF2\xAE\x1F\xF5\x5F\xBD\x7F\x6D\xCD\x08\x63\x30\x4D\x1B\xCA\xE5\x4A\xD7\x43\x1B\x49\x22\x69\xD2\xB5\xF5\x00\x00\x00\x00\x4D\xAC\xD5\xAA\x69\xBE\x5A\x23\xAB\x60\xF4\xE1\x74\xCC\x0D\x61\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xD3\xDF\x08\x4D\xBE\xEF\xDC\x69\x00\xA0\x00\x00\x50\x34\x02\x82\x9B\xDE\x00\x11\x78\x4F\x34\x9A\x02\xA2\x00\x21\x21\xA0\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x1B\x9C\x47\x83\x7F\xFF\xFF\xFF\x0D\x9A\x9F\x6F\x7F\xFF\xFF\xFF\x1F\xCB\x25\xA1\x97\xC2\x69\xA9\x4E\x61\xBA\x8D\xA3\xC0\x49\x11\xAF\xB4\xEF\x2F\x7F\xFF\xFF\xFF\x9E\x3D\x89\x8F\x20\x9B\x6B\x33\x48\x67\x80\x53\x00\x00\x00\x00\xB7\x2B\xBF\x0B\x21\xE5\xB3\xD2\xA5\x5F\x11\x67\xD2\x8B\x1F\xB2\x1F\x52\x5A\x15\x7F\xFF\xFF\xFF\x1F\xF5\x5F\xBD\x7F\xFF\xFF\xFF\x63\x30\x4D\x1B\x80\x00\x00\x00\x43\x1B\x49\x22\x27\xE9\x5A\x7A\x00\x00\x00\x00\x26\xEC\x4A\x1C\x69\xBE\x5A\x23\x80\x00\x00\x00\x74\xCC\x0D\x61\x0E\x42\x40\x50\x5E\x1B\x1D\xE2\x50\x0B\xDF\x5F\xE7\xDE\x48\x7A'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test40(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x61B478EE), ('P4rIngress.bitmap_seq.seq', 0xB203C76C)], 2790)
        self.setRegisterValue('P4rIngress.rounds', 0xB203C76C, 2790)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x5E), ('P4rIngress.count_exp.exponent', 0xCE)], 2790)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2790)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x67AD973B), ('P4rIngress.values_v0000.hi', 0xB9662571)], 2790)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDA9A5CD2), ('P4rIngress.values_v0001.hi', 0xBF37DBB7)], 2790)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x84EED75B), ('P4rIngress.values_v0010.hi', 0xE9DCBB84)], 2790)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x011D3F53), ('P4rIngress.values_v0011.hi', 0x6CF2D6FB)], 2790)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x63CBCF79), ('P4rIngress.values_v0100.hi', 0x6F864E0B)], 2790)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF0E67467), ('P4rIngress.values_v0101.hi', 0x628CC6F3)], 2790)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xD569FB9C), ('P4rIngress.values_v0110.hi', 0x6CDDACB3)], 2790)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x4D89CBB5), ('P4rIngress.values_v0111.hi', 0x3491AF5D)], 2790)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x0B1DE956), ('P4rIngress.values_v1000.hi', 0x6C72C4F8)], 2790)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xC3688704), ('P4rIngress.values_v1001.hi', 0x57B8B777)], 2790)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x439E11B4), ('P4rIngress.values_v1010.hi', 0x745CBDD7)], 2790)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x387ECBE1), ('P4rIngress.values_v1011.hi', 0x231F8513)], 2790)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x9C72B57A), ('P4rIngress.values_v1100.hi', 0x666CCB4F)], 2790)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5BC45DEB), ('P4rIngress.values_v1101.hi', 0xAF3FFB41)], 2790)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x62A5976C), ('P4rIngress.values_v1110.hi', 0xB64D211B)], 2790)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4F78B6C6), ('P4rIngress.values_v1111.hi', 0x746DD322)], 2790)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x14BE),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A8D),
                gc.DataTuple('slot_count', 0x000008C8),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0F6B0BDE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03F),
                gc.KeyTuple('src_addr', 0xE86148EC),
                gc.KeyTuple('src_port', 0x20BE),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x14BE),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 63
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xE8\x61\x48\xEC\x00\x00\x00\x00\x20\xBE\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x14\xBE\x00\x11\x0F\x6B\x0B\xDE\x00\x59\x02\x5D\xB2\x03\xC7\x6C\x00\x20\x00\x00\x5A\x21\xC7\x8B\xB9\xAE\x2D\xFA\x71\xB3\xD5\x53\xB1\x77\xDE\xDF\x91\x12\xE7\x99\xB1\xDE\xF3\xE3\x69\x04\xC7\x56\x1D\x45\xBA\x32\x48\x89\xE4\x75\x44\xAA\xCC\x5B\x2A\xDD\x35\xD6\x75\x90\xE4\x13\x45\x6A\xBF\xD8\x34\xCF\xBF\x3F\x45\x60\x38\xEB\x6F\xAD\xD2\x89\xBE\x62\xFA\xAD\x6C\x22\xC0\x73\x4A\x71\x9D\xC7\xF9\xB1\x54\xA5\x72\x86\x3E\x0E\x4D\xDA\xCE\xDD\x7B\x65\x2D\xB3\xAF\xD0\xFD\x57\xA6\x22\x5D\x69\x78\xEA\xDC\x34\x78\xCE\xC8\x57\x22\x86\xB2\x7D\x25\x1C\xB5\x0D\x68\xDC\x8F\xDB\x53\x4A\x9F\x40\x14\xF2\xEA\x8F\x70'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test41(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x07F9B190), ('P4rIngress.bitmap_seq.seq', 0xBB4C5A00)], 3512)
        self.setRegisterValue('P4rIngress.rounds', 0xBB4C5A00, 3512)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x95), ('P4rIngress.count_exp.exponent', 0x5A)], 3512)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3512)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x57A73C55), ('P4rIngress.values_v0000.hi', 0xB1D33155)], 3512)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9AD72CAF), ('P4rIngress.values_v0001.hi', 0x8422CF1B)], 3512)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC84EC747), ('P4rIngress.values_v0010.hi', 0x23B3A2A0)], 3512)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xCF1A11EF), ('P4rIngress.values_v0011.hi', 0x54D952B6)], 3512)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x45827C93), ('P4rIngress.values_v0100.hi', 0x73077C55)], 3512)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x334A6DBD), ('P4rIngress.values_v0101.hi', 0x6228233B)], 3512)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBD452719), ('P4rIngress.values_v0110.hi', 0x3E7311EC)], 3512)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x59E951B5), ('P4rIngress.values_v0111.hi', 0x251449F3)], 3512)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xCD731FD6), ('P4rIngress.values_v1000.hi', 0x544F0A2C)], 3512)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x00298875), ('P4rIngress.values_v1001.hi', 0x80000000)], 3512)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8F82EAB0), ('P4rIngress.values_v1010.hi', 0x47988740)], 3512)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xE5795FAD), ('P4rIngress.values_v1011.hi', 0xBE63AE58)], 3512)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4B6E83D0), ('P4rIngress.values_v1100.hi', 0xA128EB49)], 3512)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x37857765), ('P4rIngress.values_v1101.hi', 0xB6CCFA65)], 3512)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x933885BA), ('P4rIngress.values_v1110.hi', 0xCD84C759)], 3512)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x50EC34AF), ('P4rIngress.values_v1111.hi', 0x396DF1CD)], 3512)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x80A1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000A47),
                gc.DataTuple('slot_count', 0x00000655),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x080959FC),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03C),
                gc.KeyTuple('src_addr', 0x8D2F9D45),
                gc.KeyTuple('src_port', 0x7D93),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x80A1),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 60
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\x2F\x9D\x45\x00\x00\x00\x00\x7D\x93\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x80\xA1\x00\x11\x08\x09\x59\xFC\x03\x71\x02\x24\xBB\x4C\x5A\x00\x00\x20\x00\x00\x46\xA1\xB0\x91\xB9\x63\x18\x9A\xE5\xB5\x26\x4A\xA7\xB9\xCD\x07\xA9\xCC\xB7\x67\x20\xA2\xB2\xE8\x4D\xCD\x5C\x8A\x38\x54\x39\x54\x41\xD2\xC5\x49\x41\xE2\xF1\x5D\xBB\x5F\x1C\xEB\x57\xD1\xAA\xE8\x0F\x4D\x6D\x73\x52\x97\x31\xDF\x62\x31\xC2\x26\x6D\xC8\x97\xA3\xDB\xC9\xF9\x11\x43\xAD\xEB\xA5\x17\xF1\xE6\xC3\xBF\x25\xAE\x10\xDA\xFC\x7C\xA9\x7C\x18\xB7\x29\x22\xFC\xE0\xD6\x11\xB1\xA8\x7D\x6E\x69\x83\x61\xB7\x38\xEA\xAB\x63\x08\xAA\x6B\xA5\x9D\xF9\x29\xC8\xC7\x8C\xBC\x58\x76\x70\xCD\x45\x8E\xD2\x82\x7B\xD8\x1B\x4F\xDC\x39\x52\xDF\x92\x1A\xCD\x6B\x54\x4A\xB1\x92\xE4\xBE\xA1\xC5\x05\xDE\xE9\xB0\xE7\x2A\xFB\x97\xB8\x61\x80\x32\x7B\x75\xBE\x30\x4B\x32\xA5\x2A\x52\x50\x0E\xF7\xEB\xDA\x52\x15\x72\x46\x7F\x22\x26\xDC\xA6\x71\xC0\xCD\x11\x78\x0E\x26\xA5\x28\xF0\x70\x10\xFA\x7A\x00\xC6\x58\x59\x84\x22\x8F\x66\x02\x80\x35\xEB\xBA\x63\x5B\xCF\x7D\xDB\xA1\xCA\x6B\xC2\x5F\x3E\x5C\x8D\xE1\x35\x78\x79\xC4\x76\x7E\x44\x27\xF9\x6A\xFD\xB1\x2B\xA5\x42\xEC\x29\x41\x3F\x8A\xFB\xA4\xA2\xE3\xFB\x3C\x09\x9B\x88\x7E\xBC\xE8\x4B\x1D\x07\x73\x07\x0A\x66\x48\xDD\x1D\xDA\x8B\xB5\xE4\x5C\xF8\xA8\x75\x44\x18\x6B\xA6\xB4\x39\xCE\x7B\x90\xE8\x8B\xA9\xA5\x1A\x01\x3E\x50\x66\x3B\x5F\x18\x71\x9D\x37\xAE\xF2\x56\x87\x80\x61\xC0\x6C\x47\xD0\x98\x87\xA0\xE3\xF8\x41\x73\x04\x06\xBB\x95\xD8\x20\xC2\x49'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test42(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x03C906EA), ('P4rIngress.bitmap_seq.seq', 0xC0000000)], 4290)
        self.setRegisterValue('P4rIngress.rounds', 0xC0000000, 4290)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xD0), ('P4rIngress.count_exp.exponent', 0x54)], 4290)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4290)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x3DA7F51D), ('P4rIngress.values_v0000.hi', 0xB5DF6DB0)], 4290)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9649E44C), ('P4rIngress.values_v0001.hi', 0xAE6DDB32)], 4290)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC5BEE2F3), ('P4rIngress.values_v0010.hi', 0x73F9E5F5)], 4290)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7BF10B9A), ('P4rIngress.values_v0011.hi', 0xA9F31853)], 4290)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6437D81A), ('P4rIngress.values_v0100.hi', 0x6493EEEF)], 4290)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x5CA9CC92), ('P4rIngress.values_v0101.hi', 0x9A341827)], 4290)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCF6B4628), ('P4rIngress.values_v0110.hi', 0x50EA669D)], 4290)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5DDBB9B3), ('P4rIngress.values_v0111.hi', 0x625DB3B0)], 4290)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x902CE0FD), ('P4rIngress.values_v1000.hi', 0x9261AF2F)], 4290)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x60CB20BF), ('P4rIngress.values_v1001.hi', 0xD3B86F97)], 4290)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x39B53935), ('P4rIngress.values_v1010.hi', 0x4FD4FA79)], 4290)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x0A690989), ('P4rIngress.values_v1011.hi', 0x9EB1BC72)], 4290)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x64CF144B), ('P4rIngress.values_v1100.hi', 0x4A0A35DD)], 4290)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5E370B6A), ('P4rIngress.values_v1101.hi', 0x77B65381)], 4290)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x57BEDA9E), ('P4rIngress.values_v1110.hi', 0x15B5419F)], 4290)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7A4E8D57), ('P4rIngress.values_v1111.hi', 0x15625570)], 4290)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x081C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000053D),
                gc.DataTuple('slot_count', 0x00000FE9),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x38FD87FD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x020),
                gc.KeyTuple('src_addr', 0x80FAA630),
                gc.KeyTuple('src_port', 0x9755),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x081C),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 32
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x80\xFA\xA6\x30\x00\x00\x00\x00\x97\x55\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x08\x1C\x00\x14\x38\xFD\x87\xFD\x0B\x85\x04\x9B\xC0\x00\x00\x00\x00\x20\x00\x00\x7D\xA6\x1F\x04\xA8\xD1\x63\x54\xD3\x8B\x83\x77\xA8\x62\x8C\xB4\x8E\xE8\x65\x6B\x21\x69\xC4\xED\x12\xCB\x73\x08\xAC\x33\xF8\xDD\x4C\x45\x40\x16\x55\x82\xA6\xC7\x67\x6B\xDB\xC2\xBC\xEA\x43\xF5\xAD\x8A\x41\xBD\x4A\x2E\x37\x0D\x04\xCF\x93\xB9\x56\x9D\x21\xB7\xD3\x91\x69\x05\x87\x3A\xCD\x49\x42\xA7\xB6\x13\x9F\x10\xC3\xA5\x71\xAD\x45\x6C\x4D\x93\xA3\xB1\x70\xCA\x9A\x1B\xB1\x75\x21\x12\x0C\x1F\x35\xFC\x4E\x33\x3D\x53\x5C\x75\x0E\x4E\x56\xB4\x54\x93\x2B\xAC\x69\xC7\x6D\xF5\x57\x9D\x3B\x98\x4B\x7A\x74\x2E\x55\x36\xEE\xD5\x6B\xCA\xD3\x2F\x75\x19\x12\xDC\x91\x87\x2A\xF0\x22\xA3\x60\xAA\x4A\x67\x5B\xCE\x09\xB8\xCE\x33\x7A\x28\x4D\xEF\xE4\x80\x1E\x29\x3E\x89\x02\x22\x19\xDC\x86\x4A\x05\x84\xCA\x49\x7B\xB6\x49\x57\xB4\xC9\x19\x5A\x78\x0D\x55\x01\x4D\xCE\xF1\xA2\x1A\x00\xAD\x8B\x0B\x2A\x74\x7F\x01\xFA\xB9\x7C\x68\x45\xCE\xB3\xD8\x8C\xA9\x45\x08\x13\x5B\x61\x6A\xAE\x74\x7E\x6B\xD7\xB4\x97\x2E\x0E\x9E\x55\x86\xB7\x7D\x45\x08\x17\x20\x47\x2A\x19\xB9\x4B\x70\xF0\x19\xA4\xC1\x79\xBB\xA3\xD5\x5F\x82\x5C\x5A\xA1\x47\x47\x40\x83\x27\x41\xA5\x85\xBD\x0B\xA4\xB7\xD6\x15\xEE\x8F\x3E\x7D\x7D\x70\xAE\xF7\xB6\xEB\xF7\x02\x9A\xA9\x76'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test43(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x17656E32), ('P4rIngress.bitmap_seq.seq', 0xD72A46B0)], 7116)
        self.setRegisterValue('P4rIngress.rounds', 0xD72A46B0, 7116)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x6F), ('P4rIngress.count_exp.exponent', 0xFB)], 7116)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7116)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x45A327D1), ('P4rIngress.values_v0000.hi', 0x9F76FCAB)], 7116)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x9BCD0B16), ('P4rIngress.values_v0001.hi', 0x0D2EF40E)], 7116)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x538894A1), ('P4rIngress.values_v0010.hi', 0x70FCC8C5)], 7116)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x51255007), ('P4rIngress.values_v0011.hi', 0xE88926BC)], 7116)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB0536431), ('P4rIngress.values_v0100.hi', 0xAEFD694B)], 7116)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9C13EA91), ('P4rIngress.values_v0101.hi', 0x74442F46)], 7116)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE6B6A9E8), ('P4rIngress.values_v0110.hi', 0x407D68F6)], 7116)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBF2BBC68), ('P4rIngress.values_v0111.hi', 0xAB509A69)], 7116)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB2A4E238), ('P4rIngress.values_v1000.hi', 0xD2E77EBC)], 7116)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x564144B5), ('P4rIngress.values_v1001.hi', 0x6B286739)], 7116)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x66771742), ('P4rIngress.values_v1010.hi', 0xC0F8E698)], 7116)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x35E68C49), ('P4rIngress.values_v1011.hi', 0x51706995)], 7116)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xEA9EEC6B), ('P4rIngress.values_v1100.hi', 0x86F61402)], 7116)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x48AC72D3), ('P4rIngress.values_v1101.hi', 0x56FA0718)], 7116)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x40A47354), ('P4rIngress.values_v1110.hi', 0xAD3B2B21)], 7116)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x56E6D4C1), ('P4rIngress.values_v1111.hi', 0x800ABB0F)], 7116)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6842),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001117),
                gc.DataTuple('slot_count', 0x00000DCA),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x13FD246E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x183CA9CD),
                gc.KeyTuple('src_port', 0x241B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6842),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x016E),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x18\x3C\xA9\xCD\x00\x00\x00\x00\x24\x1B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x68\x42\x00\x11\x13\xFD\x24\x6E\x0A\xB5\x00\x25\xD7\x2A\x46\xB0\x00\x20\x00\x00\x75\x96\x9F\x11\xCC\x5A\x31\xE1\x85\xF8\xD7\xBD\x17\xE4\x1F\x94\x5B\xFA\xCC\xB1\x1A\x72\xA9\x59\x58\x0D\x5E\x79\x39\x9B\xF8\x22\x81\x08\x6C\x61\xAD\xA0\x49\x31\xBF\x7C\xF5\x01\x56\x3E\xC4\x46\x83\x92\x71\xA8\x42\x06\x37\xA3\x08\x29\xB6\xAF\x5B\xDF\x92\x5E\x9C\xAC\xA6\xE2\xF4\x4B\x3B\x40\x6B\x38\xA4\xA1\x67\xED\x63\x69\x4B\x66\x36\x6E\x9F\xC6\x72\xA2\x0B\x8E\xE3\xED\x4E\xFF\xA3\x41\x8A\xA8\x9D\xD5\xC6\x17\x5D\xDE\x5F\x18\x22\x9B\x4D\x43\x18\x41\x6F\xDF\x75\xD3\xBC\xB3\xBB\x7D\x75\xC5\xD8\xD4\xE1\x1A\x2D\x21\x3D\x7B\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test44(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x15ACE376), ('P4rIngress.bitmap_seq.seq', 0x744F0BC0)], 5784)
        self.setRegisterValue('P4rIngress.rounds', 0x744F0BC0, 5784)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xFF), ('P4rIngress.count_exp.exponent', 0xC4)], 5784)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5784)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x53BB5FF6), ('P4rIngress.values_v0000.hi', 0xAAA6EB75)], 5784)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x8255BA0E), ('P4rIngress.values_v0001.hi', 0xD49E363B)], 5784)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x660587A9), ('P4rIngress.values_v0010.hi', 0x6C7848C1)], 5784)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x69C2696B), ('P4rIngress.values_v0011.hi', 0xD5AC4780)], 5784)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xCBB538C6), ('P4rIngress.values_v0100.hi', 0xD3C3F7AC)], 5784)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9E8FA8CC), ('P4rIngress.values_v0101.hi', 0x519756B2)], 5784)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB6205E18), ('P4rIngress.values_v0110.hi', 0x553CF3AD)], 5784)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x10B263B3), ('P4rIngress.values_v0111.hi', 0x9656BD6B)], 5784)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9B9DAA6E), ('P4rIngress.values_v1000.hi', 0x04CDAA91)], 5784)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6023454B), ('P4rIngress.values_v1001.hi', 0x7A490522)], 5784)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x57C156BB), ('P4rIngress.values_v1010.hi', 0xA4DBBAF2)], 5784)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB3975F4F), ('P4rIngress.values_v1011.hi', 0xD8D31B77)], 5784)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xEA9606E5), ('P4rIngress.values_v1100.hi', 0x5296161A)], 5784)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1307D6E6), ('P4rIngress.values_v1101.hi', 0x888F724F)], 5784)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x2695C6CD), ('P4rIngress.values_v1110.hi', 0x9652E673)], 5784)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBAF2964B), ('P4rIngress.values_v1111.hi', 0x734AA559)], 5784)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6A87),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000E69),
                gc.DataTuple('slot_count', 0x00000D2B),
                gc.DataTuple('num_workers', 0x0018),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0E8C22AB),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xD9AEBA5A),
                gc.KeyTuple('src_port', 0xD98D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6A87),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 4
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD9\xAE\xBA\x5A\x00\x00\x00\x00\xD9\x8D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x6A\x87\x00\x11\x0E\x8C\x22\xAB\x08\x2F\x00\x21\x74\x4F\x0B\xC0\x00\x20\x00\x00\x66\x09\xC0\xF7\xA5\x42\xD8\x52\x8A\xE1\x96\xFD\x4B\x49\xE7\x61\x3D\x6D\x83\xAE\x4C\x8B\x2C\x0F\x60\xE5\xEE\x49\x44\x38\xDA\xC0\x88\x3C\x66\xD3\x91\x40\x30\x74\x97\x35\xDB\xAE\x5D\x3A\xC2\xE0\xB2\xE2\xCC\xBC\x51\xDB\xD3\x08\xAC\xA2\x06\xEB\x35\xB4\x7E\x6D\x9A\x1E\x6C\xCB\x79\xDF\xAE\x94\x53\xB6\x8D\x6C\x37\x5D\x95\x64\x6C\x17\x1E\x4B\x92\x62\xF0\xCA\xA2\x3D\xDD\x6A\xCB\x35\x7F\x13\x84\x7D\xAE\x8D\x7A\x6A\x24\xBF\x6F\x7A\x71\xCB\xF2\xBD\x8F\x6F\x64\xD4\xB4\x41\x83\xCE\x0F\x77\xB6\xD6\xB7\x27\xC1\x15\xC3\x93\x3E\xB0\x5A\x67\xE2\x8F\x25\x52\x31\xBC\x11\x89\x7B\xAC\xC7\xBB\x57\x25\x51\x76\xBC\x5D\x52\x57\x88\x7A\x34\xA1\xEE\xFF\x8D\x2D\x0F\xCF\x66\xEE\xFE\x99\xAC\xAB\xF4\xCC\x31\x01\x44\x85\x03\xF4\x1D\x39\xBD\xE9\x38\xEE\x43\xF8\x98\x6A\x18\xFD\xCC\x3D\x03\xC8\xC2\x4E\xD7\x2B\xEB\x5A\x28\x74\xC6\x27\x87\xE6\x91\xDE\xA1\x3E\x0C\x39\xD8\x78\x8A\xE5\x77\xD2\x18\x6A\xEC\xB3\x1A\x60\x6F\x45\x89\x5C\x65\x86\x98\x5C\xD9\x95\x0C\x34\xA1\xD7\xD3\xB0\xF2\xA0\xAA\x64\x80\xFD\xA7\x4F\x4A\x0C\xF9\xC8\x58\x45\xBC\xD3\xE3\x77\x7E\xC5'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test45(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDDD83E38), ('P4rIngress.bitmap_seq.seq', 0x88ACCDDD)], 7314)
        self.setRegisterValue('P4rIngress.rounds', 0x88ACCDDD, 7314)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x06), ('P4rIngress.count_exp.exponent', 0xD0)], 7314)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7314)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7F4CCFDF), ('P4rIngress.values_v0000.hi', 0xA50E9735)], 7314)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xAB9229B6), ('P4rIngress.values_v0001.hi', 0x3310C1F7)], 7314)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x65D934A1), ('P4rIngress.values_v0010.hi', 0x572CD14D)], 7314)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x4325D33C), ('P4rIngress.values_v0011.hi', 0x46FE1943)], 7314)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x80B3BC69), ('P4rIngress.values_v0100.hi', 0xB4DC5CB7)], 7314)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x96636A35), ('P4rIngress.values_v0101.hi', 0x511352F9)], 7314)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xB1D259AE), ('P4rIngress.values_v0110.hi', 0x6EEAD6BA)], 7314)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x72F34B2E), ('P4rIngress.values_v0111.hi', 0x50B587B9)], 7314)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA634C90B), ('P4rIngress.values_v1000.hi', 0xF7B44551)], 7314)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x65595747), ('P4rIngress.values_v1001.hi', 0x43C2E3D6)], 7314)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x42649CF9), ('P4rIngress.values_v1010.hi', 0xBDAA3493)], 7314)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x39689779), ('P4rIngress.values_v1011.hi', 0x8B56BED5)], 7314)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0BE570DF), ('P4rIngress.values_v1100.hi', 0x5A783047)], 7314)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x93B5179F), ('P4rIngress.values_v1101.hi', 0x521DA821)], 7314)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x928ADAE9), ('P4rIngress.values_v1110.hi', 0x3ACBB149)], 7314)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xF22FB346), ('P4rIngress.values_v1111.hi', 0xA25018B8)], 7314)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x409C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000192B),
                gc.DataTuple('slot_count', 0x00000662),
                gc.DataTuple('num_workers', 0x0007),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC90B0548),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03B),
                gc.KeyTuple('src_addr', 0xC7C68D53),
                gc.KeyTuple('src_port', 0x7C72),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x409C),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 59
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC7\xC6\x8D\x53\x00\x00\x00\x00\x7C\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x40\x9C\x00\x11\xC9\x0B\x05\x48\x03\x67\x06\xA2\x88\xAC\xCD\xDD\x00\x20\x00\x00\x59\x4F\x0E\x7D\x8D\x96\xEF\x79\xBE\xD4\xC9\x8D\x95\x51\xEA\x43\x58\xB1\xA2\x89\x54\x69\x3B\xE7\x7B\x74\xDA\x3B\x8D\x95\x7B\x9B\xF4\xFF\x84\x76\xB5\x09\x54\x62\xBD\x66\x4E\xDD\x79\x42\xD9\x0B\x96\x4E\x5D\x03\x5E\xAE\x4F\x2E\xEB\x26\x09\xA9\xCF\xED\xDB\x87\xB6\xAE\xAE\xE6\x95\xE6\x9B\x57\x51\xFC\xCC\xB4\x69\xF7\xE3\x9B\x77\x0C\xD2\xE7\xB9\x2C\xE1\x3B\xE9\xEB\xFE\x79\xEC\x4E\x9B\xD4\x78\x0D\x0B\xCE\x35\x30\x57\xA5\xB0\xB3\x73\x2E\x66\xF9\xA2\x93\xB3\x0B\x9A\x2E\x58\x5E\x31\xAE\xDA\x31\x1C\x9A\xAA\x5F\xD9\x98\xAE\x20\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xC7\xC6\x8D\x53\xBE\xEF\x7C\x72\x00\xA0\x00\x00\x50\x34\x02\x82\x40\x9C\x00\x11\xC9\x0B\x05\x48\x03\x67\x00\xA2\x88\xAC\xCD\xDD\x00\x20\x00\x07\x7F\xFF\xFF\xFF\x8D\x96\xEF\x79\x80\x00\x00\x00\x95\x51\xEA\x43\x7F\xFF\xFF\xFF\x54\x69\x3B\xE7\x7F\xFF\xFF\xFF\x8D\x95\x7B\x9B\x80\x00\x00\x00\xB5\x09\x54\x62\x80\x00\x00\x00\x79\x42\xD9\x0B\x80\x00\x00\x00\x5E\xAE\x4F\x2E\x5E\x19\x54\xD7\xCF\xED\xDB\x87\x80\x00\x00\x00\x95\xE6\x9B\x57\x7F\xFF\xFF\xFF\x69\xF7\xE3\x9B\x7F\xFF\xFF\xFF\xB9\x2C\xE1\x3B\x23\x54\x95\xF2\xEC\x4E\x9B\xD4\x7F\xFF\xFF\xFF\x35\x30\x57\xA5\x80\x00\x00\x00\x66\xF9\xA2\x93\x80\x00\x00\x00\x58\x5E\x31\xAE\xCC\x60\xCF\xE0\xAA\x5F\xD9\x98\xAE\x20\x39\x78\x67\x98\x66\x1A\x92\x94\x9E\x7F\x9E\xD3\x7B\x6B\x75\xA6\x15\x62\x7F\x69\x08\x9D\xDA\xF1\x14\xAC\x49\xC8\x50\x65\xEF\x5B\xF4\x8C\x11\x20\x13\x5C\x0D\xD6\x94\xCB\xD6\xF0\xD4\x1E\x8F\xF5\x42\x81\xB5\x4D\x6B\x8C\x83\x0E\xBD\xEF\xBF\xAD\x67\xDE\x08\x73\xF8\x49\x70\x18\xF1\x25\x77\xBA\x2D\xB1\xD6\x57\x60\xE8\x60\xE2\x48\x26\xFF\xE3\x2A\x29\x42\xF8\xD3\x29\xEE\x40\x2A\x06\xFC\x5B\x81\x7A\xC2\x02\x8E\x70\x32\xD7\xD4\x16\x7D\x0E\x0D\x90\xFE\x05\x85\x33\x46\x45\x35\x79\x10\xB7\xAE\xD2\xFC\x19\x7A\x51\xBA\x72\xB1\x25\xDB\x65\x2E\x70\x4B\x4B\x81\x91\xCF\x5A\xE2\xB1\xC8\x68\x8E\xCD\xA3\x8C\xDA\x66\x33\x20\x74\x2E\x33\x00\x55\xA7\x80\xC1\xE5\xC2\x72\x97\xA0\x58\xC2\xE6\xCE\xCA\x98\x6A\x32\xBE\x7D\x72\xAB\x6D\xF5\xAE\xC3\xE1\x62\x64\xDE\x55\x3C\xB2\x6A\x05\xEB\x3C\xCE\x55\x07\x4E\x17\xD5\x48\xA3\xCD\x05\x1E\x7F\x5E\x04\x8E\x36\x06\xF3\xE1\x91\xD0\x97\x2D\xD4\x56\xA4\xBF\xE3\xEE\xB2\x53\xAE\xDC\x46\xE3\x51\x70\x9D\x98\x34\xE8\x38\x4C\x80\xBA\x2C\x26\xC0\x8E\xA9\x21\x76\xE4\xD5\x0D\x54\x02\xBD\x2B\x77'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test46(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7E89FD5A), ('P4rIngress.bitmap_seq.seq', 0x0FC2EC39)], 3440)
        self.setRegisterValue('P4rIngress.rounds', 0x0FC2EC39, 3440)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x31), ('P4rIngress.count_exp.exponent', 0x9F)], 3440)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3440)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x432229F4), ('P4rIngress.values_v0000.hi', 0x643F1254)], 3440)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x58D5C99A), ('P4rIngress.values_v0001.hi', 0xA429A71E)], 3440)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5487AA64), ('P4rIngress.values_v0010.hi', 0x4F60A6D6)], 3440)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5C84E1F3), ('P4rIngress.values_v0011.hi', 0x86B870ED)], 3440)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x1AF236EF), ('P4rIngress.values_v0100.hi', 0x16B1420F)], 3440)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD19A622D), ('P4rIngress.values_v0101.hi', 0x1A6655B7)], 3440)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x8C97D359), ('P4rIngress.values_v0110.hi', 0xA915FAF5)], 3440)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBE2F7886), ('P4rIngress.values_v0111.hi', 0x1C30FBB7)], 3440)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8AAA99F5), ('P4rIngress.values_v1000.hi', 0x752310B2)], 3440)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xE6225ACF), ('P4rIngress.values_v1001.hi', 0xA9F28A7E)], 3440)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xF76112B7), ('P4rIngress.values_v1010.hi', 0xD6C70A1B)], 3440)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x675E2F3E), ('P4rIngress.values_v1011.hi', 0xEA25E7F5)], 3440)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3716C031), ('P4rIngress.values_v1100.hi', 0x4982F50F)], 3440)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD9B2D664), ('P4rIngress.values_v1101.hi', 0x382E3DFB)], 3440)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x94467555), ('P4rIngress.values_v1110.hi', 0x2911E7D6)], 3440)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x132A5BE1), ('P4rIngress.values_v1111.hi', 0x605A666D)], 3440)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x5612),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000094B),
                gc.DataTuple('slot_count', 0x0000141D),
                gc.DataTuple('num_workers', 0x0004),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF923FB19),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x9FB3C759),
                gc.KeyTuple('src_port', 0xD7FF),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x5612),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01B1),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x9F\xB3\xC7\x59\x00\x00\x00\x00\xD7\xFF\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x56\x12\x00\x11\xF9\x23\xFB\x19\x04\x25\x02\x4F\x0F\xC2\xEC\x39\x00\x20\x00\x00\x5F\xA6\x6A\xFF\x30\x92\xD8\x16\x5D\x4F\xAA\xAF\x2C\x55\xAA\x36\x5E\xEE\x2E\x4C\x41\x69\xF6\xBB\x25\x84\x7F\x67\xBC\x7F\xCB\x90\x0B\x4F\x32\x35\x78\x1C\x24\x24\x98\x97\xF0\x2B\xA8\xB9\x57\x52\xC4\xCE\x92\xAA\xD2\xD4\x92\x36\x99\x75\xA6\x90\xB5\xB6\x07\x94\xDF\x8C\x49\xB5\x1D\xA7\x1D\xA8\xED\x20\xCB\xE5\xA0\xBF\x4A\xA8\x9C\x57\xBB\xBC\x8B\xBA\x14\x8F\x37\x97\x54\x95\xA6\x78\xB4\x01\x4C\x28\xA2\x0E\x62\x91\x17\x56\x8C\x41\xDA\xF7\x61\x6F\x25\xF6\x94\xC3\x69\xF0\xEF\x64\xDF\x8E\x37\x56\xF8\xD3\x5E\x74\xD9\x55\xBA\x97\xA3\xC4\xDB\x2D\x40\x7C\x67\xF3\x19\xF4\x2F\x09\x8B\xD1\xBD\xEF\x89\x52\xD7\xE4\x07\xAD\x2A\x83\xAB\x9C\xA8\x33\xCB\x90\xBE\x67\x79\xD3\x79\xE0\xF9\xF7\xDF\xDF\x1C\x59\x00\x43\xB1\xBE\xB0\xB6\xE4\xB9\xF0\xE6\x3E\xC5\x98\xF9\x7E\xEE\xC4\x24\xEB\xB4'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test47(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x957C422B), ('P4rIngress.bitmap_seq.seq', 0x36030000)], 4553)
        self.setRegisterValue('P4rIngress.rounds', 0x36030000, 4553)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x51), ('P4rIngress.count_exp.exponent', 0xF0)], 4553)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4553)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5764BE1E), ('P4rIngress.values_v0000.hi', 0xBE755E81)], 4553)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDF7731CF), ('P4rIngress.values_v0001.hi', 0x83721E2B)], 4553)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xDBA5B44E), ('P4rIngress.values_v0010.hi', 0x8E2AF9F7)], 4553)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xF1798FEF), ('P4rIngress.values_v0011.hi', 0x5630E5AF)], 4553)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x639BEBEC), ('P4rIngress.values_v0100.hi', 0x75E7B781)], 4553)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xF0B242EF), ('P4rIngress.values_v0101.hi', 0x72E51698)], 4553)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xC795B1EC), ('P4rIngress.values_v0110.hi', 0x79C5C2A9)], 4553)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6AFED2F7), ('P4rIngress.values_v0111.hi', 0x56B20549)], 4553)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0x5267ED9B)], 4553)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x98F63B7B), ('P4rIngress.values_v1001.hi', 0x9A57922B)], 4553)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x9EA121ED), ('P4rIngress.values_v1010.hi', 0x7E7FADCF)], 4553)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x526B1916), ('P4rIngress.values_v1011.hi', 0xC95854C1)], 4553)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB5836CEF), ('P4rIngress.values_v1100.hi', 0x9EC39613)], 4553)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x46A50483), ('P4rIngress.values_v1101.hi', 0xC78F431B)], 4553)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x38B7D811), ('P4rIngress.values_v1110.hi', 0x75540F64)], 4553)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xA1D6AAE0), ('P4rIngress.values_v1111.hi', 0x6ACB6E36)], 4553)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x1D24),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000048B),
                gc.DataTuple('slot_count', 0x00001767),
                gc.DataTuple('num_workers', 0x0008),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x873EDBDE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x000),
                gc.KeyTuple('src_addr', 0x7123CDB8),
                gc.KeyTuple('src_port', 0x1868),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x1D24),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 0
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\x23\xCD\xB8\x00\x00\x00\x00\x18\x68\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x1D\x24\x00\x11\x87\x3E\xDB\xDE\x0D\x3E\x04\x69\x36\x03\x00\x00\x00\x20\x00\x00\x57\x0F\xB4\xC9\x91\xF9\x08\x75\x4B\x13\x1B\x13\xB6\xA2\xF5\x6E\x9C\xB2\x15\xDF\x68\xA2\xC7\x7B\x25\xF0\x7F\x7D\x64\xF9\xD6\xE4\x4F\x3D\x3E\xF9\x1B\x23\x4E\x5D\x9A\x66\xE5\x08\x1F\x2E\xBF\x98\x0B\x93\x13\x8E\x13\x8A\xFB\x1B\x4E\x47\x72\x61\x61\xBA\x7F\x9D\x1C\x60\xB5\x85\x6F\x8E\x22\x13\x4A\xA4\xD1\x3B\xCA\xD5\x76\xFB\xBB\xE7\xA8\x03\x25\x25\x2D\x75\x62\x17\xA9\x95\x6D\xBD\xD7\x19\x89\x81\x4E\x43\xBC\xE5\x84\x66\x4D\x35\xE6\xA6\xF5\x69\xD2\xA9\x34\x67\x4A\xF3\x23\x1B\x52\x57\x8F\xB7\x96\x68\x7F\x3B\x8D\x54\xE5\x60\x1E\x2F\xD9\x27\x71\xBB\x88\x9E\x6C\xA0\x81\xF7\x73\xEA\x8C\x62\x58\xFD\x81\x66\x12\x38\xCF\xB7\xB8\x00\x1B\x94\x03\x34\xB9\xA3\xD7\x58\xA4\xA9\x13\xC1\xEB\xA6\xCB\x5F\x0B\xED\x75\xF1\xC4\x12\xCE\xE4\xD2\xD8\x97\x08\xC4\x95\x17\xF6\xB7\xA6\x9C\xE0\x8F\xD6\xEC\x2E\x15\x9B\x81\x4F\xCB\xE0\x09\x0D\xA6\x52\xCF\x88\x4D\x7A\x56\xA1\xCB\x4F\xC5\xED\xE6\xAA\xF7\x69\x57\x09\x77\x32\xA8\x31\x39\x27\xD9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test48(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x6D242D30), ('P4rIngress.bitmap_seq.seq', 0xBF10C53E)], 32)
        self.setRegisterValue('P4rIngress.rounds', 0xBF10C53E, 32)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x76)], 32)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 32)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x1F908CDF), ('P4rIngress.values_v0000.hi', 0xB58E56BD)], 32)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x989F3A78), ('P4rIngress.values_v0001.hi', 0xB23514BD)], 32)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xB7B175A9), ('P4rIngress.values_v0010.hi', 0xF02933B0)], 32)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xE8D5BDD8), ('P4rIngress.values_v0011.hi', 0x7B166ED2)], 32)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x61EA6C45), ('P4rIngress.values_v0100.hi', 0x28946472)], 32)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x00000000), ('P4rIngress.values_v0101.hi', 0x7AAFC853)], 32)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xAB100000), ('P4rIngress.values_v0110.hi', 0x6B910F66)], 32)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x559B0A97), ('P4rIngress.values_v0111.hi', 0x4D862C07)], 32)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x16638AEE), ('P4rIngress.values_v1000.hi', 0x7F78CC51)], 32)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x87A3B5BD), ('P4rIngress.values_v1001.hi', 0xFCA904D9)], 32)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x7B38D977), ('P4rIngress.values_v1010.hi', 0x3234B3A7)], 32)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x7E21E9FB), ('P4rIngress.values_v1011.hi', 0x422EA86D)], 32)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6D19676A), ('P4rIngress.values_v1100.hi', 0x29FD57DA)], 32)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xB5913A39), ('P4rIngress.values_v1101.hi', 0x00000000)], 32)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5D66744C), ('P4rIngress.values_v1110.hi', 0x39FF5A73)], 32)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5AF96738), ('P4rIngress.values_v1111.hi', 0x0507365D)], 32)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF992),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000020),
                gc.DataTuple('slot_count', 0x00001A0E),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x654B9BE2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x030),
                gc.KeyTuple('src_addr', 0x604575F3),
                gc.KeyTuple('src_port', 0x280A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF992),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 48
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x60\x45\x75\xF3\x00\x00\x00\x00\x28\x0A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\x92\x00\x11\x65\x4B\x9B\xE2\x00\x00\x02\x75\xBF\x10\xC5\x3E\x00\x20\x00\x00\x7B\x51\xDE\x0A\xC5\x8A\x52\x47\x4B\xEB\x66\xC5\xB7\x7C\x9C\xA4\xAF\x98\x24\xA3\x48\xB7\x1E\x5D\x34\xD4\xB8\x78\x53\x12\x1F\x0D\x74\xEB\xCF\xA3\x75\x36\x84\x0E\x00\x00\x00\x00\x23\x51\x95\x93\x54\xF0\x00\x00\x23\x43\x9D\x95\x5C\x9C\x48\x16\x60\x91\x69\x75\xAB\x61\x53\x69\x10\x33\x57\x5B\x3B\xA5\x34\xFF\x66\x6B\xAE\x8F\x13\x5E\x38\xE6\x67\x9B\xFA\x71\x7E\xEE\xAB\xC7\x59\xCF\x40\x1D\x13\xD4\x76\xAB\x6C\xE5\x48\x9A\xAC\xE6\xA8\x87\x00\x00\x00\x00\x48\xA0\x2F\xAD\x79\xF2\x72\x05\x66\x43\xBA\xB7\x74\xA9\x66\x54\x45\xB5\x36\xE7\x5C\x5D\x94\x49\x24\x3B\x9D\x11\x9D\x48\x8A\x8C\x0A\x2F\xF1\x47\x9B\x31\xA5\xD5\x6D\xF1\xE9\x69\x4F\xB8\x9E\x50\x4F\xD7\x4B\x79\x61\x86\xDA\x28\xC2\xE1\x5F\x03\x80\x71\x3B\x6A\xC4\x2C\xA6\xA8\x6F\x53\x0E\x59\x43\xA9\x42\x14\xC8\xFB\x7C\xDF\x37\x51\xA0\x1C\x88\x7C\x64\xC4\x9E\x6F\x54\x82\x73\xF7\x72\x46\x1B\x43\xB6\xC3\xFC\xDB\xF2\x93\x81\x01\x11\x0A\xC8\xBE\xEE\xB5\xC5\x3B\xFC\x96\xE4\x80\xFE\x54\x0F\x77\xD8\x7A\x38\xD8\xFF\x35\x83\xE0\x3F\x84\x3B\x8F\xC8\xEB\x07\x36\x6D\x44\x29\xFE\x52\xD8\x93\xF1\x3B\x41\x27\xB4\x23\xBB\xB2\x02\x98\x23\x72\x0E\xA3\x30\xAE\x50\xA6\x80\x7D\xEC\xD6\x68\x4D\x4B\x87\x2B\x19\x7C\x8A\x86\x80\x84\x54\x42\xE9\x9E\x17\xA3\x50\x23\xE5\x1A\xC1\xB9\x4C\xD8\xD0\x40\xB4\xB7\xA7\xED\xE5\x6A\xE6\x84\xDA\xAF\x56\xE9\xA6\xF7\xD5\x02\x33\xD4\x9E\x00\xD5\x61\x28\x7F\x15\xB5\x92\x7E\xA6\xB9\x15\x05\x8D\xAD\xD4\xC8\x09\xC2\xE7\xCA\xF2\x59\x67\x39\x49\x1C\x1D\xA1\x7A\xD0\x14\xC2\x9E\xE0\xA6\x3E\xE6\x97\x0A\xA5\x02\x08\x5B\x14\x1E\x75\x09\x69\xF2\x47\xB8\x3D\xB1\x42\x12\xFF\x44\x28\xEA\x0C\xCA\xB7\x97\x4B'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test49(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x93911DC8), ('P4rIngress.bitmap_seq.seq', 0x4593A2A0)], 7988)
        self.setRegisterValue('P4rIngress.rounds', 0x4593A2A0, 7988)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x64), ('P4rIngress.count_exp.exponent', 0xD6)], 7988)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7988)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6FB2AABF), ('P4rIngress.values_v0000.hi', 0x76291342)], 7988)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6CF23872), ('P4rIngress.values_v0001.hi', 0xF1CBEC51)], 7988)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x63AD4332), ('P4rIngress.values_v0010.hi', 0x52B50562)], 7988)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6131CBE6), ('P4rIngress.values_v0011.hi', 0xB122889D)], 7988)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2BFD1C4A), ('P4rIngress.values_v0100.hi', 0x34CDCB83)], 7988)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xC42AE1F7), ('P4rIngress.values_v0101.hi', 0x17374107)], 7988)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x82D3D568), ('P4rIngress.values_v0110.hi', 0xCCCEAAB7)], 7988)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xD2AA2D7E), ('P4rIngress.values_v0111.hi', 0x4625C775)], 7988)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x51B5B587), ('P4rIngress.values_v1000.hi', 0xBFEDC99D)], 7988)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xADC90BCD), ('P4rIngress.values_v1001.hi', 0x55D8AF01)], 7988)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xD54D7AB1), ('P4rIngress.values_v1010.hi', 0x890C5E53)], 7988)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x55658B6E), ('P4rIngress.values_v1011.hi', 0xD9D818CE)], 7988)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xAB9A237D), ('P4rIngress.values_v1100.hi', 0xDD2D68AD)], 7988)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6D318B8F), ('P4rIngress.values_v1101.hi', 0xD1E4FDD5)], 7988)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4E24F5E7), ('P4rIngress.values_v1110.hi', 0x9DD80F87)], 7988)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x9E08A317), ('P4rIngress.values_v1111.hi', 0x62DD3C60)], 7988)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9E36),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000FB),
                gc.DataTuple('slot_count', 0x00001ECE),
                gc.DataTuple('num_workers', 0x0011),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2B02FD2F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0xC981B796),
                gc.KeyTuple('src_port', 0xCDA9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9E36),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x00CC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xC9\x81\xB7\x96\x00\x00\x00\x00\xCD\xA9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9E\x36\x00\x11\x2B\x02\xFD\x2F\x1E\x39\x00\x23\x45\x93\xA2\xA0\x00\x20\x00\x00\x48\xB1\x4A\x76\x38\xB0\xF0\x32\x1A\x6C\x8F\xC6\xAE\xE7\x0E\x92\x49\xC5\x8A\xAF\x44\x70\xDF\xA2\x6B\x5A\xD8\x57\x95\x5D\xF8\xA7\x3D\x74\xFF\xD8\x4D\xFB\x50\xC7\x9D\x1A\xA4\xB2\xA9\x52\xD0\x6F\x90\xA7\x43\x7C\x85\xEF\xC2\x6E\x95\x2F\xA4\xCE\x43\xB5\xC8\xF5\x3B\x25\xA0\x6C\x92\x6A\xDB\x5F\x8A\x7F\xB6\x28\x32\x55\xE7\xFB\x51\x58\xBA\xF7\xC1\x8D\x06\xF6\x45\x3A\xAA\x4A\x9B\x1B\x93\xCD\x85\xDF\x6E\x21\x99\x95\xF0\x69\x13\xD6\xDA\x7B\x32\x9D\xE9\x75\x67\x95\x0A\x51\xB1\x4E\x2F\x1E\xA7\x96\xED\xB1\x41\xD9\xCB\xD0\x2C\x37\xDD\x2C\x16\x86\x39\x1A\xF2\x7C\x25\x8E\xE2\x48\xFD\x21\x04\x91\xEC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test50(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x1DA8217C), ('P4rIngress.bitmap_seq.seq', 0x0D100053)], 3551)
        self.setRegisterValue('P4rIngress.rounds', 0x0D100053, 3551)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x72), ('P4rIngress.count_exp.exponent', 0xF5)], 3551)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3551)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x262F76DA), ('P4rIngress.values_v0000.hi', 0x2A9D52D3)], 3551)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x75EFFF3B), ('P4rIngress.values_v0001.hi', 0xA22A8D45)], 3551)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5C9A98BD), ('P4rIngress.values_v0010.hi', 0x6C968932)], 3551)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xF6BDF9F9), ('P4rIngress.values_v0011.hi', 0x883E2019)], 3551)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xEEF1CADB), ('P4rIngress.values_v0100.hi', 0x50F95CF0)], 3551)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x47A149C7), ('P4rIngress.values_v0101.hi', 0xC7A23601)], 3551)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xEDA5E31F), ('P4rIngress.values_v0110.hi', 0x3F42C487)], 3551)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB6C1CCFF), ('P4rIngress.values_v0111.hi', 0xB784D0FF)], 3551)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x2AB23685), ('P4rIngress.values_v1000.hi', 0x233E31F3)], 3551)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7726CA09), ('P4rIngress.values_v1001.hi', 0x2BA1D157)], 3551)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x4BD426AA), ('P4rIngress.values_v1010.hi', 0x2E12D976)], 3551)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x10FECF08), ('P4rIngress.values_v1011.hi', 0xD48308A5)], 3551)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x9E4B7243), ('P4rIngress.values_v1100.hi', 0x49A78402)], 3551)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x53655527), ('P4rIngress.values_v1101.hi', 0xEFD662F7)], 3551)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x45C74B1B), ('P4rIngress.values_v1110.hi', 0x489BB108)], 3551)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x36E8A506), ('P4rIngress.values_v1111.hi', 0x2F3FA665)], 3551)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x915B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000001AA),
                gc.DataTuple('slot_count', 0x00001DD9),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC5BAF6F2),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x015),
                gc.KeyTuple('src_addr', 0xD2170182),
                gc.KeyTuple('src_port', 0x1AF5),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x915B),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 21
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xD2\x17\x01\x82\x00\x00\x00\x00\x1A\xF5\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x91\x5B\x00\x11\xC5\xBA\xF6\xF2\x0C\x35\x06\x1A\x0D\x10\x00\x53\x00\x20\x00\x00\x66\x29\x32\x7B\x5B\xBA\x15\x29\x11\x44\x4A\x7C\x3F\x8B\x68\xD6\x58\xB8\x8C\x79\xCD\x98\x7B\x9B\xB8\x8D\x92\x35\x9A\x7B\xBA\xED\x6A\x66\xCF\xEC\x6D\xC4\xE6\x37\x49\x47\xAA\x3C\xB1\xFC\x9F\x2A\xC9\xEB\x35\xE8\x7D\xEA\x6E\x8F\x13\x71\x66\x27\x97\x54\x0B\x5A\x3E\xB2\x63\x3F\x6B\x96\x62\x95\x71\x23\xFE\x86\x80\x00\x00\x00\x4D\x5E\xD2\x33\x80\x00\x00\x00\x76\xCD\x69\x8B\x06\xC7\xCD\xBB\xCE\x57\x77\x5D\x72\x25\x83\x3F\x48\x25\x43\xD7\xCE\xDD\x4E\x54\x46\xB5\x21\x75\x6B\x8E\x7B\xCF\x8A\x75\x8C\xB2\xD7\x49\x22\x4D\x4F\x9F\x07\x3A\xE8\x8F\x62\xCA\xFC\xA8\xFC\x7A\xAB\x48\x3D\x7A\x26\x3B\x66\x62\xDB\x3C\x84\xEA\x38\x82\x83\xF0\xD7\x4C\xED\xB7\x52\xFC\xBD\x48\x84\x9C\x8A\x8F\xDA\x1F\x88\x9D\x39\xDD\xF2\x21\xF6\x38\xC6\xE8\x6F\x83\xDA\x7D\xEC\x18\x15\x4B\xEE\xA4\x40\x0D\xD1\x4E\x80\x9C\xF5\x8D\xC8\x7D\x3D\x99\xCC\xB6\x92\x8E\xBF\x44\x65\xA0\x38\x21\xF1\x1B\x9A\xF6\xAF\xED\x3F\xDC\xC1\x5E\xF6\xA4\x95\xA9\x53\xAB\x2C\xFA\xE1\x9A\x48\xD3\x42\x5C\x1E\x77\xDA\xB7\xC7\xEA\x7E\x0F\x80\x98\x88\x95\x8D\x18\x90\xC8\x29\x87\x5E\xB0\x46\xBA\xB9\xA4\x85\xA5\x85\xCB\x73\xD5\x08\x5B\x59\x28\x8D\x94\x94\x81'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test51(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x47CCB5C0), ('P4rIngress.bitmap_seq.seq', 0xCA7291B9)], 3496)
        self.setRegisterValue('P4rIngress.rounds', 0xCA7291B9, 3496)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0D), ('P4rIngress.count_exp.exponent', 0x5E)], 3496)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3496)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5B50B5BE), ('P4rIngress.values_v0000.hi', 0xB5285C1A)], 3496)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x95EF2C15), ('P4rIngress.values_v0001.hi', 0xC4145EA3)], 3496)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xA38ECBCB), ('P4rIngress.values_v0010.hi', 0x7EC5058B)], 3496)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x00000000), ('P4rIngress.values_v0011.hi', 0x53F3A35C)], 3496)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5AA1D375), ('P4rIngress.values_v0100.hi', 0x73AC73B2)], 3496)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3E9F2B2C), ('P4rIngress.values_v0101.hi', 0x65EFBEF3)], 3496)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCD45B284), ('P4rIngress.values_v0110.hi', 0x6A4C56A6)], 3496)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x5531DBCE), ('P4rIngress.values_v0111.hi', 0x2A94A8C6)], 3496)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB55A3603), ('P4rIngress.values_v1000.hi', 0x3E545FBE)], 3496)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x37E3C6C7), ('P4rIngress.values_v1001.hi', 0x66F96ECC)], 3496)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x6248DA90), ('P4rIngress.values_v1010.hi', 0x6767AD5F)], 3496)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5D99C657), ('P4rIngress.values_v1011.hi', 0x27F59F6A)], 3496)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x7D58EE2D), ('P4rIngress.values_v1100.hi', 0x5E77CA9D)], 3496)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xFA856F5E), ('P4rIngress.values_v1101.hi', 0x54DB373B)], 3496)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x365C8F4C), ('P4rIngress.values_v1110.hi', 0x7BDAE955)], 3496)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x50F7EF8E), ('P4rIngress.values_v1111.hi', 0xB1DE3E73)], 3496)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7A39),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004BD),
                gc.DataTuple('slot_count', 0x00000939),
                gc.DataTuple('num_workers', 0x000E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x8288320E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0x25AC59FF),
                gc.KeyTuple('src_port', 0x8453),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7A39),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0129),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\xAC\x59\xFF\x00\x00\x00\x00\x84\x53\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7A\x39\x00\x11\x82\x88\x32\x0E\x08\xEB\x04\x36\xCA\x72\x91\xB9\x00\x20\x00\x00\x4D\x4D\xE2\x86\xAE\x76\x27\x72\x53\x92\x74\xEB\x9F\x87\x5D\x2D\xBA\x02\xA4\xF9\xA8\xCF\x12\xD3\x00\x00\x00\x00\x5D\x7D\x93\x55\x4C\xEB\x52\x11\x60\x74\xF7\x25\x33\x35\xBE\x5B\x59\x01\x7C\xC2\xB7\xBD\xAE\x96\x4E\x75\x5F\x0A\x67\x3C\xF7\xE3\x56\xE8\x68\xA3\x20\xA9\x3A\xFE\x52\x4D\x2B\xC8\x96\xF8\x46\x59\xEE\x2C\x6A\xC4\x7A\x83\x5B\x2F\x52\xFB\x39\xD1\x27\x8D\xB8\xB6\x66\x85\x8A\x5A\x6B\x14\x47\xCA\x7A\x70\x99\x2D\x83\xE5\xE7\x49\xC6\x8B\x63\xB1\x5C\x4E\xAE\x83\x67\x92\x9B\x73\x44\x98\x07\xE1\x93\x41\x88\x87\x6A\xBA\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x25\xAC\x59\xFF\xBE\xEF\x84\x53\x00\xA0\x00\x00\x50\x34\x02\x82\x7A\x39\x00\x11\x82\x88\x32\x0E\x08\xEB\x00\x36\xCA\x72\x91\xB9\x00\x20\x00\x0E\x7F\xFF\xFF\xFF\xAE\x76\x27\x72\xE9\x81\xA1\x00\x9F\x87\x5D\x2D\x80\x00\x00\x00\xA8\xCF\x12\xD3\x00\x00\x00\x00\x5D\x7D\x93\x55\x7F\xFF\xFF\xFF\x60\x74\xF7\x25\x71\xD4\xE9\x87\x59\x01\x7C\xC2\x85\x03\x61\x1A\x4E\x75\x5F\x0A\x7F\xFF\xFF\xFF\x56\xE8\x68\xA3\xD6\x03\x71\x01\x52\x4D\x2B\xC8\xCE\xDC\x0D\x20\xEE\x2C\x6A\xC4\x7F\xFF\xFF\xFF\x52\xFB\x39\xD1\x7F\xFF\xFF\xFF\x66\x85\x8A\x5A\x7F\xFF\xFF\xFF\x7A\x70\x99\x2D\x80\x00\x00\x00\xC6\x8B\x63\xB1\x7F\xFF\xFF\xFF\x67\x92\x9B\x73\x7F\xFF\xFF\xFF\x93\x41\x88\x87\x6A\xBA\x4A\x72\x45\xBF\x32\xBC\x84\xE9\x41\x01\xCF\x27\xF4\x24\xE1\xC4\xCD\x9F\x0D\x55\x83\x7F\x38\x08\x2D\x8F\x98\x52\xFE\xF8\xF7\xB0\x9E\x84\xC3\x3C\xBD\x44\x88\x64\x36\xE7\x2B\x78\x4A\x58\x84\xBC\x64\x13\x3F\xAF\xDE\xC9\x1B\xA6\xEE\x4C\x82\xD2'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test52(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDE51EBA2), ('P4rIngress.bitmap_seq.seq', 0x5E4E164D)], 5860)
        self.setRegisterValue('P4rIngress.rounds', 0x5E4E164D, 5860)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x42), ('P4rIngress.count_exp.exponent', 0x18)], 5860)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5860)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4695F22A), ('P4rIngress.values_v0000.hi', 0x8D78A8DC)], 5860)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xF2B68E9F), ('P4rIngress.values_v0001.hi', 0x95767ABC)], 5860)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x916F3591), ('P4rIngress.values_v0010.hi', 0xC59C7BB8)], 5860)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xC5479717), ('P4rIngress.values_v0011.hi', 0x4FE4A77A)], 5860)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x77AE056A), ('P4rIngress.values_v0100.hi', 0x33AFB2F5)], 5860)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3DE43E2F), ('P4rIngress.values_v0101.hi', 0x65B8E30C)], 5860)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0x65BF295D)], 5860)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x287EB467), ('P4rIngress.values_v0111.hi', 0x3D3F2AC1)], 5860)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4DEFA2D7), ('P4rIngress.values_v1000.hi', 0x3F063A61)], 5860)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6EFDCED7), ('P4rIngress.values_v1001.hi', 0x9D0E6456)], 5860)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8E371FAD), ('P4rIngress.values_v1010.hi', 0x4D239A9B)], 5860)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x44AB53D6), ('P4rIngress.values_v1011.hi', 0x1132DAC2)], 5860)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x99D89685), ('P4rIngress.values_v1100.hi', 0xB668B11A)], 5860)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4E6D0DE2), ('P4rIngress.values_v1101.hi', 0x6A975DBB)], 5860)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x61260A87), ('P4rIngress.values_v1110.hi', 0x42E677F6)], 5860)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x3D4AC0CD), ('P4rIngress.values_v1111.hi', 0xEF9104ED)], 5860)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xDFC1),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001311),
                gc.DataTuple('slot_count', 0x0000078B),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x817E0A02),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0x3CC4388E),
                gc.KeyTuple('src_port', 0x5EE4),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xDFC1),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x3C\xC4\x38\x8E\x00\x00\x00\x00\x5E\xE4\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xDF\xC1\x00\x11\x81\x7E\x0A\x02\x03\xD3\x04\x04\x5E\x4E\x16\x4D\x00\x20\x00\x00\x6D\x2F\xF3\x3E\xE6\x4F\xB0\x94\x29\x51\x71\x2E\xDE\xAB\x16\xC9\xAF\xCA\x54\xF8\x38\x29\xBA\x03\xCC\xB1\x16\x54\x54\x0A\x6D\xDC\x18\xD9\xAC\x79\x7A\x35\x78\x7B\x19\x90\x5E\x22\x2E\xAC\x6E\x3D\x00\x00\x00\x00\x54\x2A\xA2\xFD\x6F\x7D\x37\x4B\x67\xB4\x81\x75\xD4\x86\x3D\x5B\x58\x4A\xAF\xAF\xFD\x9A\x3E\x75\xD4\xEE\x79\x79\xA0\x89\xBA\x9D\x71\xBE\x61\x99\x5A\xC1\x53\xCA\x67\x38\x6C\x73\xDD\x43\xF2\x64\xBB\xDA\x57\x39\x6F\xE7\xAD\x59\xAB\xF5\x47\xE7\x32\xB1\x8F\x1A\x46\x57\x3E\xEE\x92\xC2\x5D\xA3\xCF\xD3\xBB\x3D\xD8\x07\xAC\x47\xEC\xB3\xBA\x8F\xF5\x9A\x71\xF6\xC3\x31\x1F\x69\x74\x8C\x9A\x8D\x4F\x8B\xD7\x7B\xCC\xAB\xF8\xED\x45\x77\x4D\xF8\x8E\xE9\xF5\xEB\x88\x18\x77\x63\x37\xA5\x6C\x0D\x15\x9A\xB9\x3C\x26\xD9\x79\xB9\x1C\xA6\x2D\x62\x6F\x9B\x11\xA4\x0B\xF7\xEC\x9B\xD3\x08\x0E\xBC\x0D\xC3\x76\x98\xA6\x4A\x31\x77\x02\xE0\x26\xB9\x1A\x4B\x88\xFD\x5D\x6F\x4D\x39\x57\xE9\xFC\x0A\xA4\x9B\xE3\x69\x23\xD9\x07\x4B\x78\xCC\xCE\x7A\xD7\x53\x2E\x6F\x06\x4A\x7E\xA1\x59\x21\x4E\xFF\x75\x58\x12\x6E\x57\x44\x21\x5A\x3F\x93\x19\x9A\x64\xA0\x18'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test53(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7FA06B57), ('P4rIngress.bitmap_seq.seq', 0xCD65D3F7)], 6853)
        self.setRegisterValue('P4rIngress.rounds', 0xCD65D3F7, 6853)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x00), ('P4rIngress.count_exp.exponent', 0x4E)], 6853)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6853)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x89F12CED), ('P4rIngress.values_v0000.hi', 0x48959B7B)], 6853)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDD251667), ('P4rIngress.values_v0001.hi', 0x62FFCC6D)], 6853)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x53938FEB), ('P4rIngress.values_v0010.hi', 0x2858FE7F)], 6853)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7EC62FC6), ('P4rIngress.values_v0011.hi', 0x641EB572)], 6853)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6B1133CF), ('P4rIngress.values_v0100.hi', 0xACC5BD5B)], 6853)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6A64FA41), ('P4rIngress.values_v0101.hi', 0x41C62D2D)], 6853)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x6DC7D97D), ('P4rIngress.values_v0110.hi', 0xBED8CC02)], 6853)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3EAF3282), ('P4rIngress.values_v0111.hi', 0xDE7E5C2E)], 6853)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD72EA933), ('P4rIngress.values_v1000.hi', 0x43D916D3)], 6853)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x3868350F), ('P4rIngress.values_v1001.hi', 0x10EC11D1)], 6853)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x444DCC77), ('P4rIngress.values_v1010.hi', 0xA15352F4)], 6853)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x549C4B55), ('P4rIngress.values_v1011.hi', 0x6DCD77B1)], 6853)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x57D02371), ('P4rIngress.values_v1100.hi', 0xEE54877C)], 6853)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5E093F18), ('P4rIngress.values_v1101.hi', 0x7DB2EB29)], 6853)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x6B59B29F), ('P4rIngress.values_v1110.hi', 0xB78E5A86)], 6853)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6C7F935E), ('P4rIngress.values_v1111.hi', 0x7E9F7057)], 6853)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF963),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001735),
                gc.DataTuple('slot_count', 0x0000083E),
                gc.DataTuple('num_workers', 0x0001),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x4614DB0D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x0C682EA8),
                gc.KeyTuple('src_port', 0xB77D),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF963),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0164),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0C\x68\x2E\xA8\x00\x00\x00\x00\xB7\x7D\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF9\x63\x00\x14\x46\x14\xDB\x0D\x03\x90\x00\xBC\xCD\x65\xD3\xF7\x00\x20\x00\x00\x9E\xEF\xC0\x27\x54\xB8\xF0\xE9\x05\xAC\xEA\x3F\x60\x58\x55\x85\x4B\x3C\xBC\xCE\x92\x3C\xE1\xB8\x04\x71\x29\x93\x27\x88\x87\x9C\x26\x34\xF7\x67\x9E\x2B\x24\xF3\x4D\x90\x1C\xEC\x67\x82\xB1\x6A\x2D\x45\x33\xE5\xB4\xFA\x92\x0A\x68\x55\xBD\x9F\xFB\xC0\xEB\xEF\x83\x91\x9C\x05\x5E\x68\x8D\xC1\x6B\x09\x19\x03\x72\x87\xEB\x87\x65\x48\xC9\x85\x83\x39\x47\xA0\x46\x58\xDA\xE3\x17\x83\xCA\xB6\x3F\xF6\x75\x21\x4E\x09\x82\x1B\x42\x67\xE6\xCD\x2B\x1C\xCB\x8D\xFA\x66\x9B\xDB\x86\x1E\xE3\x9D\x16\x6C\x53\xA9\x3F\xCC\x7C\x3E\x13\xA4\x4A\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0C\x68\x2E\xA8\xBE\xEF\xB7\x7D\x00\xA0\x00\x00\x50\x34\x02\x82\xF9\x63\x00\x14\x46\x14\xDB\x0D\x03\x90\x00\xBC\xCD\x65\xD3\xF7\x00\x20\x00\x01\x80\x00\x00\x00\x54\xB8\xF0\xE9\xE2\xD2\x00\xA6\x60\x58\x55\x85\x7F\xFF\xFF\xFF\x92\x3C\xE1\xB8\x7F\xFF\xFF\xFF\x27\x88\x87\x9C\x7F\xFF\xFF\xFF\x9E\x2B\x24\xF3\x7F\xFF\xFF\xFF\x67\x82\xB1\x6A\x7F\xFF\xFF\xFF\xB4\xFA\x92\x0A\x7F\xFF\xFF\xFF\xFB\xC0\xEB\xEF\x80\x00\x00\x00\x5E\x68\x8D\xC1\x7F\xFF\xFF\xFF\x72\x87\xEB\x87\x7F\xFF\xFF\xFF\x83\x39\x47\xA0\x7F\xFF\xFF\xFF\x17\x83\xCA\xB6\x7F\xFF\xFF\xFF\x4E\x09\x82\x1B\x7F\xFF\xFF\xFF\x2B\x1C\xCB\x8D\x65\xC0\x4E\x7A\x86\x1E\xE3\x9D\x7F\xFF\xFF\xFF\x3F\xCC\x7C\x3E\x13\xA4\x4A\xE6\x99\xB8\xEC\xCB\x73\xA9\xC4\x89\x37\x76\xF6\xF4\xDE\x85\x53\x21\x75\x15\xBC\x92\xB4\xFC\xEF\xCE\xF4\x0B\xF0\x04\x9C\x17\x99\xD9\x91\x34\x34\xD3\x55\xD3\xD5\xDE\x1C\xD1\x0E\x1B\x66\x06\x68\x8D\x53\x88\xDD\x07\xDD\x86\xA0\xD6\x35\x61\xE3\x3A\x37\x49\x91\xEB\x03\xE7\x77\x0A\x37\xA1\x99\x5A\x04\x17\x1B\xB9\x6A\x61\x96\xBF\x9F\x07\x0D\xB4\x72\x67\x15\xA3\xA1\x9C\xBE\x92\x76\xAB\x75\xF3\x02\xFE\x78\x7A\x41\x13\x41\xE0\x1A\x77\xBC\xF9\x0D\xD8\x2E\x8D\xF4\xEC\x89\x32\xE8\x91\x38\x7A\x59\x37\xBC\x53\x6F\x1C\x72\xDD\x14\x6D\x97\xA5\x45\x36\x08\xEF\x6E\xC1\xCF\xFA\x6F\x84\xC7\x7B\x6E\x70\x7F\xED\xC2\xA1\x94\x6A\xA4\x1D\xF8\xC0\xDC\x5C\xAF\x60\xFB\x14\x43\xE9\x4D\x52\xB3\xA8\xB6\x8F\x9D\x1B\x31\xB4\xD9\xD8\xFE\x10\x67\xAD\xFB\x51\x19\xF0\x4F\xE6\x5F\x27\xFC\xD2\xB4\x1C\x27\x62\xAB\xA9\x30\xDD\xB7\xB8\x0C\x6B\x11\x55\xA4\x9F\x11\x71\x9A\xE5\xA3\x02\xDD\x44\x5E\xA7\x62\x12\x55\x2B\x41\x2D\x83\xB6\x91\xEA\x14\x79\x1D\x93\xE0\x0B\x37\xE2\xE4\x79\xCD\xBB\x02\x38\x78\xDA\x87\x40\x2E\x57\xC1'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test54(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x2A19FD08), ('P4rIngress.bitmap_seq.seq', 0x6FACD7BA)], 185)
        self.setRegisterValue('P4rIngress.rounds', 0x6FACD7BA, 185)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xA8), ('P4rIngress.count_exp.exponent', 0xD2)], 185)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 185)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7861D173), ('P4rIngress.values_v0000.hi', 0x9F31FCDE)], 185)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB8B7E128), ('P4rIngress.values_v0001.hi', 0x56AD9EDA)], 185)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x64D6DFA5), ('P4rIngress.values_v0010.hi', 0x42B4BC25)], 185)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x73AEE17D), ('P4rIngress.values_v0011.hi', 0x8C531935)], 185)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x8F521AFE), ('P4rIngress.values_v0100.hi', 0x8E63A08B)], 185)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xFD1E79AB), ('P4rIngress.values_v0101.hi', 0xEACE389D)], 185)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA9FADDBB), ('P4rIngress.values_v0110.hi', 0xCAEA57AD)], 185)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7D9D9B2B), ('P4rIngress.values_v0111.hi', 0x5D1A2F98)], 185)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6AC165CD), ('P4rIngress.values_v1000.hi', 0x753128DA)], 185)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB79BBA8B), ('P4rIngress.values_v1001.hi', 0xDB71176B)], 185)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x44967BDF), ('P4rIngress.values_v1010.hi', 0x73770FB1)], 185)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1D56CAF3), ('P4rIngress.values_v1011.hi', 0x468AA3D1)], 185)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x45B45928), ('P4rIngress.values_v1100.hi', 0xD7FEB93B)], 185)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x56F6FDA2), ('P4rIngress.values_v1101.hi', 0xF4F1F74C)], 185)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xDB37A265), ('P4rIngress.values_v1110.hi', 0x2679D852)], 185)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x8E9A6E5B), ('P4rIngress.values_v1111.hi', 0x2BCF8DB1)], 185)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xB802),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000B9),
                gc.DataTuple('slot_count', 0x00001428),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x63439C7D),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x017),
                gc.KeyTuple('src_addr', 0x25AD7806),
                gc.KeyTuple('src_port', 0x70BA),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xB802),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01A9),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x25\xAD\x78\x06\x00\x00\x00\x00\x70\xBA\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xB8\x02\x00\x11\x63\x43\x9C\x7D\x00\x00\x02\xAD\x6F\xAC\xD7\xBA\x00\x20\x00\x00\x5B\xA1\x8E\xAB\x89\x6B\xE7\x5A\x8B\x16\x9D\xAD\xB5\xD8\xAB\xAA\x30\x5B\xA1\x5B\x48\x2A\x8E\xBD\x65\x28\xFB\x7B\x28\x6D\xCC\x8B\xB4\xE4\x2E\xA2\xEF\x7C\x32\xC9\xC9\x09\x9C\x4D\x83\x64\xBA\x07\x3F\xFA\xD2\xB1\xAA\xD7\x49\xA7\x5F\x8B\x8A\x3E\x6F\x85\xD2\x5E\xE6\xF6\x9B\xF2\x78\x3B\x6F\x55\x36\x39\x11\xBF\x47\x2D\x29\x95\x48\xD7\x0E\x82\x1C\xEC\x28\xAB\x6C\x16\xEB\x65\x47\xE1\xC4\x07\x46\xF9\x4B\x24\x94\xC5\xA4\xFA\x52\x63\x0D\x96\x43\x46\x85\x6D\x11\xE2\xB7\x25\x6A\x12\xCF\xCF\xED\xE1\x48\x4A\x59\x31\x14\x75\xC5\x11\x94\xF6\xB0\x3B\x50\x57\xED\xB4\xF8\xF4\xB5\x9F\x4F\xDF\xB0\xAE\xAC\x35\x55\xE9\xF1\xAC\x19\x3E\xBE\x08\xB1\x3E\x31\xC8\x69\x67\xD8\x53\x41\xA0\x7D\x91\x6B\xA5\x5C\x2A\x29\x8B\x35\xA8\x21\xD1\x3B\xDD\x1D\x1B\xE7\x19\x37\xE6\xFD\xD9\x1D\xB9\x2E\x30\x72\xDF\x84\xC2\x66\x00\xE8\xF6\xE0\x36\x36\x90\x5B\xF5\xDC\x96\x6C\x61\x28\x8E\xFD\xA7\xDF\xF0\x1F\x89\x17\xFA\x0A\x40\x4E\xDA\x03\x5D\x8B\x8F\x82\xC5\x8F\x57\xAC\x30\xDD\x3C\xEC\x65\x49\x34\x9C\x1F\x00\xA8\x8B\x9D\x8F\xE7\xD1\x7E\x47\x69\xF9\x8C\xF2\xC8\x3D\x3E\x34\xDB\x96\x88\xA1\x12\x52\xE0\xCC\xA6\x7D'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test55(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xA5B45EFC), ('P4rIngress.bitmap_seq.seq', 0x80000000)], 3131)
        self.setRegisterValue('P4rIngress.rounds', 0x80000000, 3131)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB7), ('P4rIngress.count_exp.exponent', 0xEB)], 3131)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3131)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6E27E351), ('P4rIngress.values_v0000.hi', 0x46B49B95)], 3131)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x605EC91E), ('P4rIngress.values_v0001.hi', 0x4F8C167D)], 3131)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xF3AE1B96), ('P4rIngress.values_v0010.hi', 0xB1FF5927)], 3131)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x69AD607F), ('P4rIngress.values_v0011.hi', 0x72CEA3A9)], 3131)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x2DDDDB63), ('P4rIngress.values_v0100.hi', 0x8E80C58F)], 3131)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2FEC9D77), ('P4rIngress.values_v0101.hi', 0x5574BA7E)], 3131)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x61D6D745), ('P4rIngress.values_v0110.hi', 0x19D5A35B)], 3131)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x46E958AF), ('P4rIngress.values_v0111.hi', 0xABB0329F)], 3131)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA8F58835), ('P4rIngress.values_v1000.hi', 0xBA52F19D)], 3131)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB7B99F25), ('P4rIngress.values_v1001.hi', 0xB463F1B1)], 3131)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x9757EF0F), ('P4rIngress.values_v1010.hi', 0x78257192)], 3131)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBF0DB03A), ('P4rIngress.values_v1011.hi', 0x3FDE6ECB)], 3131)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x4077666F), ('P4rIngress.values_v1100.hi', 0x921BAE4E)], 3131)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x64DD41C5), ('P4rIngress.values_v1101.hi', 0x25490589)], 3131)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x7FA0F3C3), ('P4rIngress.values_v1110.hi', 0x9A5B767F)], 3131)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x77B4AABB), ('P4rIngress.values_v1111.hi', 0x44D42A52)], 3131)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x37E2),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000568),
                gc.DataTuple('slot_count', 0x00000B26),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xEC2F7CA9),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01C),
                gc.KeyTuple('src_addr', 0x89C11D8A),
                gc.KeyTuple('src_port', 0x409B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x37E2),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x03D4),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x89\xC1\x1D\x8A\x00\x00\x00\x00\x40\x9B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x37\xE2\x00\x11\xEC\x2F\x7C\xA9\x06\xD3\x02\x43\x80\x00\x00\x00\x00\x20\x00\x00\x58\xB2\xE8\x19\x58\xEC\xEF\xF1\x54\xF7\xBA\x13\x7E\x76\x4B\xEF\x77\xE4\x73\x72\x7D\x53\xA3\x7F\xE3\x0D\x37\x01\x62\x24\xF1\x7D\x3B\xC5\x9A\x21\xC6\xF1\x6E\x07\xFF\x86\xB1\xE5\x63\x61\x7C\xE0\x57\x30\xE9\x0F\xA9\x94\xEF\x4B\x42\xD3\x1C\x3A\xA9\x34\x14\xD7\xCC\x41\xF7\x60\x8C\xDA\xBD\x3E\xBE\xB4\xA9\x06\xAF\xF2\xED\x4D\xE3\x51\xC6\xCC\x0F\xB5\xC4\xEB\xA8\xB8\xE7\x4E\x15\xCC\xE6\xF3\x49\xED\xDF\x76\xB5\x32\xC6\xF6\x3D\x6D\xD1\x65\xE1\xBF\x1B\x9D\x62\x20\x39\x5F\x99\x66\x52\x66\x21\xC9\xB2\x6D\x4C\xD7\xF9\x37\x00\xFB\x28\x0B\x08\x51\x2D\x21\xFE\x32\x6B\x2F\xC3\x50\x96\xE7\x45\x9E\x79\x61\xBE\x1C\x17\x45\x4F\x5F\x5C\x14\x53\x67\x58\xE2\x15\x0B\x4D\xBA\x83\x5D\xB2\x1E\x7C\xEC\x32\x0C\xB4\x26\x10\x2E\x87\x25\xC2\xB9\x7A\x27\xE9\x18\x9A\x09\x9F\x18\x78\x1C\xFB\x8A\x6C\x7F\xD4\xD1\x9D\x87\x62\x3D\xD2\xD1\xF8\xC9\xFF\x64\xC1\x2C\xF1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test56(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x33B86618), ('P4rIngress.bitmap_seq.seq', 0xDE391D23)], 4001)
        self.setRegisterValue('P4rIngress.rounds', 0xDE391D23, 4001)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x01), ('P4rIngress.count_exp.exponent', 0xCE)], 4001)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4001)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5C569E29), ('P4rIngress.values_v0000.hi', 0xDBFAD6A6)], 4001)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xEE3648D4), ('P4rIngress.values_v0001.hi', 0x9253E6CB)], 4001)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xB328B2A9), ('P4rIngress.values_v0010.hi', 0xC62B7271)], 4001)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x3AED0C7A), ('P4rIngress.values_v0011.hi', 0x4235F9D3)], 4001)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6715B450), ('P4rIngress.values_v0100.hi', 0x5CEB79A1)], 4001)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x2E719645), ('P4rIngress.values_v0101.hi', 0x44F993C9)], 4001)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCD8AB835), ('P4rIngress.values_v0110.hi', 0x70102B29)], 4001)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x54EA55CF), ('P4rIngress.values_v0111.hi', 0x7CD0A86C)], 4001)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xD1ED0ED5), ('P4rIngress.values_v1000.hi', 0x43374148)], 4001)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xDFF5CD77), ('P4rIngress.values_v1001.hi', 0x9DCF7C59)], 4001)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xB23D7395), ('P4rIngress.values_v1010.hi', 0x64371375)], 4001)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB70DA79F), ('P4rIngress.values_v1011.hi', 0xC8B2392A)], 4001)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x29605F7F), ('P4rIngress.values_v1100.hi', 0xA916E964)], 4001)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x77FC6905), ('P4rIngress.values_v1101.hi', 0x5C22EC76)], 4001)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x96A5571F), ('P4rIngress.values_v1110.hi', 0x2764C54F)], 4001)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4A776E98), ('P4rIngress.values_v1111.hi', 0x29176B63)], 4001)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9A8F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000D8F),
                gc.DataTuple('slot_count', 0x0000048B),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xDC3B0E32),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x019),
                gc.KeyTuple('src_addr', 0xBB55AF1A),
                gc.KeyTuple('src_port', 0xF098),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9A8F),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0243),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBB\x55\xAF\x1A\x00\x00\x00\x00\xF0\x98\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9A\x8F\x00\x11\xDC\x3B\x0E\x32\x02\x12\x06\x3B\xDE\x39\x1D\x23\x00\x20\x00\x00\x77\xE8\xF3\x64\x99\xE2\xDB\x3B\x62\x52\x5E\xCF\xCE\x53\x0D\xF6\xB7\x3F\xCB\x87\x4C\x7A\xFB\xDD\xAE\x63\xD4\x0A\x52\xEC\x11\x1B\x73\x84\x9E\x78\x5C\x79\xC6\x6E\x9A\x26\x4E\x56\x3D\x58\xA4\x5F\x25\xDE\x4F\x7A\x3C\x99\x17\x83\x62\x1D\x60\x56\x57\x16\xB6\x25\x1B\x49\x0F\x83\x66\xD4\xD1\x6F\x1A\x8A\x65\x75\xB8\x0E\xAF\x59\xB6\x0D\xFA\xFB\x66\x3F\x6A\xF5\x24\x77\x9B\xF4\xEE\xA1\x4C\x30\x62\x22\x1D\x79\xAB\x8B\xF0\x26\x40\x20\xA7\x14\x26\xC2\xE2\xAA\x9F\xAE\x8A\xDC\xD7\x6D\x6B\xE4\x58\x83\x5E\x19\x57\xDB\x9B\x57\x7D\x6C\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xBB\x55\xAF\x1A\xBE\xEF\xF0\x98\x00\xA0\x00\x00\x50\x34\x02\x82\x9A\x8F\x00\x11\xDC\x3B\x0E\x32\x02\x12\x00\x3B\xDE\x39\x1D\x23\x00\x20\x00\x02\x7F\xFF\xFF\xFF\x99\xE2\xDB\x3B\x50\x88\xA7\xA3\xCE\x53\x0D\xF6\x80\x00\x00\x00\x4C\x7A\xFB\xDD\xE9\x50\xE0\x84\x52\xEC\x11\x1B\x7F\xFF\xFF\xFF\x5C\x79\xC6\x6E\xC8\x97\xE4\x9B\x3D\x58\xA4\x5F\xF3\x69\x07\xAF\x3C\x99\x17\x83\x7F\xFF\xFF\xFF\x57\x16\xB6\x25\xED\x36\x1E\x58\x66\xD4\xD1\x6F\xFA\x80\x32\xEC\xB8\x0E\xAF\x59\x80\x00\x00\x00\x66\x3F\x6A\xF5\xDB\x85\x43\x93\xEE\xA1\x4C\x30\x7F\xFF\xFF\xFF\xAB\x8B\xF0\x26\x7F\xFF\xFF\xFF\x26\xC2\xE2\xAA\x80\x00\x00\x00\xD7\x6D\x6B\xE4\x7F\xFF\xFF\xFF\x57\xDB\x9B\x57\x7D\x6C\x2E\x62\xD2\x08\x45\x78\xB2\x3B\xA8\x97\xEA\x57\x5F\x84\x09\x96\x86\x95\x08\xE9\x1D\x42\x87\x97\x74\x10\x8B\x00\xDA\xA2\x2E\xC6\xAA\xBC\xBF\x17\xD9\x45\x03\xB3\x77\xB1\x5C\x2F\x8D\x2B\x1B\x25\xA2\x60\x39\x34\xD6\xD7\xBD\xDC\xC4\x51\x17\xBF\x35\x76\xC5\xD1\x7D\xB2\xBC\x3A\x13\xE1\x27\x44'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test57(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x58A5F535), ('P4rIngress.bitmap_seq.seq', 0xFD0D3701)], 3312)
        self.setRegisterValue('P4rIngress.rounds', 0xFD0D3701, 3312)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xD0)], 3312)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3312)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6DBC0B5A), ('P4rIngress.values_v0000.hi', 0x97495613)], 3312)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x51C5CF2F), ('P4rIngress.values_v0001.hi', 0xB7593ABF)], 3312)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xB6560865), ('P4rIngress.values_v0010.hi', 0xFA2E1D1B)], 3312)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9045AD5A), ('P4rIngress.values_v0011.hi', 0x5EA18C5B)], 3312)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x5478885A), ('P4rIngress.values_v0100.hi', 0x66322FBF)], 3312)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x27E0AF54), ('P4rIngress.values_v0101.hi', 0x7DA45CCB)], 3312)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xF1536FE6), ('P4rIngress.values_v0110.hi', 0x72DCFCB0)], 3312)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7BE026FA), ('P4rIngress.values_v0111.hi', 0x47299E79)], 3312)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xACB4B2E9), ('P4rIngress.values_v1000.hi', 0x4763E8BD)], 3312)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x75F971ED), ('P4rIngress.values_v1001.hi', 0x07B6CDB7)], 3312)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3C5D256B), ('P4rIngress.values_v1010.hi', 0x56CD9353)], 3312)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6C802EF1), ('P4rIngress.values_v1011.hi', 0x513E927B)], 3312)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3B3F1939), ('P4rIngress.values_v1100.hi', 0x5C9B0653)], 3312)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA5D5433D), ('P4rIngress.values_v1101.hi', 0x686B1DA7)], 3312)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x58F48AF9), ('P4rIngress.values_v1110.hi', 0x729EE54F)], 3312)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x22E4528C), ('P4rIngress.values_v1111.hi', 0x00000000)], 3312)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4898),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000C13),
                gc.DataTuple('slot_count', 0x00000442),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C1E4281),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02D),
                gc.KeyTuple('src_addr', 0x0BAE2A53),
                gc.KeyTuple('src_port', 0x5226),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4898),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 45
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0B\xAE\x2A\x53\x00\x00\x00\x00\x52\x26\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x48\x98\x00\x11\x5C\x1E\x42\x81\x00\xDD\x04\x84\xFD\x0D\x37\x01\x00\x20\x00\x00\x2D\xFD\x77\x39\xAA\xED\x72\x22\xA9\x63\x6B\xC9\xAD\x91\x8A\xC4\xA8\x2E\x78\xD2\xBB\x92\xC1\x49\x59\xC2\x2E\x7E\x58\xD2\xDD\x5D\x5F\x99\x63\xD0\x4E\x37\x7C\x9F\x30\xDC\xCD\x47\x27\xEB\xC0\x3C\x7F\x4F\x5F\xEB\x42\x45\xA0\x3F\x64\x45\x41\x09\x47\xA9\x5B\x75\x3D\x5D\x1E\x8B\x5E\x47\xC2\x55\xDD\xBD\x16\xED\xB0\x8E\x86\x29\x45\x1C\xAF\xCB\x6E\x3C\x27\x7B\x65\x88\x0D\x77\x7D\xAA\x52\xA7\x7D\x16\x03\x38\x56\xC8\x77\x4F\xB9\x0B\x56\x7F\xFB\xE8\xF7\x45\x3F\x07\x3A\x40\x0E\x75\xE4\x42\x6E\xF4\xAE\xEF\x00\x00\x00\x00\x86\xDD\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x0B\xAE\x2A\x53\xBE\xEF\x52\x26\x00\xA0\x00\x00\x50\x34\x02\x82\x48\x98\x00\x11\x5C\x1E\x42\x81\x00\xDD\x00\x84\xFD\x0D\x37\x01\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xAA\xED\x72\x22\xFB\x29\x3A\xF8\xAD\x91\x8A\xC4\x80\x00\x00\x00\xBB\x92\xC1\x49\xEA\x07\xDB\xD8\x58\xD2\xDD\x5D\x7F\xFF\xFF\xFF\x4E\x37\x7C\x9F\x58\xBD\x7C\x9B\x27\xEB\xC0\x3C\x70\xA2\xCF\xD1\x42\x45\xA0\x3F\x7F\xFF\xFF\xFF\x47\xA9\x5B\x75\xEA\x11\xD1\x74\x5E\x47\xC2\x55\x53\xB6\x88\xDA\xB0\x8E\x86\x29\x7F\xFF\xFF\xFF\x6E\x3C\x27\x7B\x7F\xFF\xFF\xFF\x7D\xAA\x52\xA7\x7F\xFF\xFF\xFF\x56\xC8\x77\x4F\x80\x00\x00\x00\xFB\xE8\xF7\x45\x7F\xFF\xFF\xFF\x0E\x75\xE4\x42\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x86\xDD\xFA\xF7\x18\x8E\xE4\xF4\x91\x72\x9A\x55\x61\xE5\x4F\x4C\xE0\x83'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test58(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB82D026E), ('P4rIngress.bitmap_seq.seq', 0x88B35252)], 4879)
        self.setRegisterValue('P4rIngress.rounds', 0x88B35252, 4879)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0xB9)], 4879)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4879)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6B674851), ('P4rIngress.values_v0000.hi', 0x18371356)], 4879)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x2564689F), ('P4rIngress.values_v0001.hi', 0x665AE8D2)], 4879)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC51DB355), ('P4rIngress.values_v0010.hi', 0x9A16DF86)], 4879)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x14B03966), ('P4rIngress.values_v0011.hi', 0x7091E48E)], 4879)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x93CD0B92), ('P4rIngress.values_v0100.hi', 0x8B2C4533)], 4879)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x836A5779), ('P4rIngress.values_v0101.hi', 0x70002C9E)], 4879)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4B94F5B5), ('P4rIngress.values_v0110.hi', 0x0D8EAAFE)], 4879)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x30B93399), ('P4rIngress.values_v0111.hi', 0x9CA73C2F)], 4879)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9073567B), ('P4rIngress.values_v1000.hi', 0xCF4FA17F)], 4879)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xAEA545ED), ('P4rIngress.values_v1001.hi', 0x992D210F)], 4879)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xE8524497), ('P4rIngress.values_v1010.hi', 0x547D211D)], 4879)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x1AB3AD72), ('P4rIngress.values_v1011.hi', 0xDD892375)], 4879)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xBBBCB797), ('P4rIngress.values_v1100.hi', 0xCB391073)], 4879)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xF24ED918), ('P4rIngress.values_v1101.hi', 0xE5E6F265)], 4879)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x951C3434), ('P4rIngress.values_v1110.hi', 0x12F11AA3)], 4879)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6DC2AC56), ('P4rIngress.values_v1111.hi', 0xADFCD0B3)], 4879)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x7DFC),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000130F),
                gc.DataTuple('slot_count', 0x00000B05),
                gc.DataTuple('num_workers', 0x0014),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF7F99941),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00F),
                gc.KeyTuple('src_addr', 0x691B37EE),
                gc.KeyTuple('src_port', 0xEA44),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x7DFC),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0231),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x69\x1B\x37\xEE\x00\x00\x00\x00\xEA\x44\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x7D\xFC\x00\x11\xF7\xF9\x99\x41\x00\x00\x00\x04\x88\xB3\x52\x52\x00\x20\x00\x00\x37\xD6\xCC\xDB\x72\x3E\x94\x56\x69\x3D\x45\x13\x39\x12\x47\xC5\xDB\x3D\xB0\xA7\x47\x55\xCC\x7C\xC4\xBC\x18\x74\x65\xC4\xCE\xEF\x2C\xA5\x8A\xD6\xD8\x38\x50\xE7\x1E\x98\xEE\xF5\x48\x4D\x24\xB3\x50\xFE\xA6\xA1\x9D\xAF\xB5\x10\x56\x9C\x7D\x83\xB9\xDE\xAD\x3C\xD1\x39\x34\x3E\xA3\x55\x4F\xD8\xBF\x6A\xF4\xA1\xC1\xCD\x61\xA7\xCE\x57\x5F\x15\x55\xBC\x1F\x08\xC6\xB1\xAA\xAB\x70\xB6\xF2\x51\x33\x0B\xF0\x71\xB2\x92\xF9\xB7\x76\x2C\xD5\xCA\x9A\x97\x22\xB5\xD6\x60\x74\xF4\x18\x8B\x47\x23\x42\xCF\xC6\x0C\xAD\x95\xDF\xCF\x04\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x69\x1B\x37\xEE\xBE\xEF\xEA\x44\x00\xA0\x00\x00\x50\x34\x02\x82\x7D\xFC\x00\x11\xF7\xF9\x99\x41\x00\x00\x00\x04\x88\xB3\x52\x52\x00\x20\x00\x14\x7F\xFF\xFF\xFF\x72\x3E\x94\x56\x7F\xFF\xFF\xFF\x39\x12\x47\xC5\xA0\x5B\x63\xFC\x47\x55\xCC\x7C\xD9\x6C\x51\xDA\x65\xC4\xCE\xEF\xC0\x72\x96\x68\xD8\x38\x50\xE7\xA2\x03\x46\x6E\x48\x4D\x24\xB3\x7F\xFF\xFF\xFF\x9D\xAF\xB5\x10\x7F\xFF\xFF\xFF\xB9\xDE\xAD\x3C\x80\x00\x00\x00\xA3\x55\x4F\xD8\x80\x00\x00\x00\xC1\xCD\x61\xA7\xB6\xA9\xA3\xAC\x55\xBC\x1F\x08\xE1\x65\x58\x1D\x70\xB6\xF2\x51\xEE\xC8\xA8\x08\xB2\x92\xF9\xB7\x68\x7B\xAE\xE2\x9A\x97\x22\xB5\x80\x00\x00\x00\x18\x8B\x47\x23\x7F\xFF\xFF\xFF\xAD\x95\xDF\xCF\x04\xCF\x8B\x6D\x57\xA2\x04\xF7\x80\x6C\xE7\x3D\xD7\x51\x62\x17\x9E\x9A\x1D\x2F\x98\x54\xAD\xE2\xA1\x6C\xFC\x46\x6D\x38\x08\x50\x16\x13\x47\x92\xDF\xC0\x52\x52\x18\x5B\xEF\x3E\xB5\x7B\x55\x3E\x4B\xD9\x04\x3E\x8C\x94\x85\x04\xBA\x8F\x05\x6A\xD1\xE8\xAD\x86\x31\x0D\x70\x0C\x26\xD2\x5F\x89\xA3\x26\xB6\xDF\x94\x92\xA5\xC5\x45\x1D\x2C\xDC\x35\x8A\x2C\x43\x62\x31\x8D\x14\x67\xA3\x0B\xCA\xEF\x70\xB8\xC2\x61\x8D\x33\xF0\x7A\x92\xEA\x29\x71\x44\xFE\xFB\x0F\x83\x3D\x03\x93\xB6\xF7\xC6\xE7\x76\x4F\xFE\x3C\x82\x4F\x50\xC6\x98\x63\x99\xA1\xEF\x3F\x50\x81\xD8\x45\x96\x47\xFF\x9E\x58\x2F\x70\xDD\x00\x0E\x7E\x4E\x60\x49\x30\x46\x9F\x27\x9F\x72\xFF\x96\xE7\xBB\x5E\x5C\x92\xA4\x59\x75\x63\xBD\x9C\xF2\x70\x3F\x57\x05\xFF\x98\x07\xF3\xA4\x22\x6E\xCB\x14\xCA\x9C\x26\xF7\x0B\xEA\x19\xC4\x75\xDE\x0D\x90\x66\x95\xE2\x1E\x0C\x69\xFD\xC1\xAB\x83\x43\x37\x17\xF9\xAA\x13\xBD\xDC\xFA'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test59(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xDDE11944), ('P4rIngress.bitmap_seq.seq', 0x40000000)], 2868)
        self.setRegisterValue('P4rIngress.rounds', 0x40000000, 2868)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x32), ('P4rIngress.count_exp.exponent', 0xD8)], 2868)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2868)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x223D36CF), ('P4rIngress.values_v0000.hi', 0x3B574E13)], 2868)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A6BF245), ('P4rIngress.values_v0001.hi', 0x69E34751)], 2868)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2349103E), ('P4rIngress.values_v0010.hi', 0x78944F7D)], 2868)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD9418F46), ('P4rIngress.values_v0011.hi', 0x2A938CD4)], 2868)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xDE5856DF), ('P4rIngress.values_v0100.hi', 0x92097E33)], 2868)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x6BEE25B2), ('P4rIngress.values_v0101.hi', 0x7DA89549)], 2868)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x875A53D7), ('P4rIngress.values_v0110.hi', 0x7F0B71EB)], 2868)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6434BEEE), ('P4rIngress.values_v0111.hi', 0x188F5461)], 2868)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x565E67D9), ('P4rIngress.values_v1000.hi', 0x9C7EA9C6)], 2868)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x6E18C94E), ('P4rIngress.values_v1001.hi', 0x9D2EEF85)], 2868)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5993D884), ('P4rIngress.values_v1010.hi', 0x63968D48)], 2868)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x9187E659), ('P4rIngress.values_v1011.hi', 0x9CD42889)], 2868)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x3CC5F762), ('P4rIngress.values_v1100.hi', 0x7EE410E9)], 2868)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x636B549F), ('P4rIngress.values_v1101.hi', 0x5660C1CB)], 2868)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9E71A1B5), ('P4rIngress.values_v1110.hi', 0x4C589E67)], 2868)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5E610D71), ('P4rIngress.values_v1111.hi', 0xC7F9B68B)], 2868)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xCF84),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009E2),
                gc.DataTuple('slot_count', 0x00000D26),
                gc.DataTuple('num_workers', 0x001D),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x319892FE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x03A),
                gc.KeyTuple('src_addr', 0x0EF13582),
                gc.KeyTuple('src_port', 0x48C0),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xCF84),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 58
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x0E\xF1\x35\x82\x00\x00\x00\x00\x48\xC0\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xCF\x84\x00\x11\x31\x98\x92\xFE\x01\x52\x00\xB1\x40\x00\x00\x00\x00\x20\x00\x00\x5E\xF0\x73\xB3\x78\x79\xF9\xB7\x63\x5B\x64\xCD\x31\xD8\xD3\xDF\xD7\x5E\xD9\x65\xB6\x95\x98\xDA\xC7\xD7\xBB\x2B\x27\x99\x1B\xF3\x17\xD7\xFB\x41\xC3\x6D\xAC\x5B\x6A\xAE\x63\xF0\x39\x2A\x93\xAF\xCA\x52\xC3\xDB\x4E\x3E\x8B\xD1\x31\xE5\xBF\x13\xDF\x4D\xCC\x68\x64\x4C\xF5\xFB\x3E\x6D\xE8\xF6\x1E\x59\xD8\x74\xC9\x2C\x68\xFF\xD6\xBB\x5E\xF5\x3B\x5D\x9B\x69\xD0\xB5\xFF\xCC\xD8\x8F\x6B\x69\xAD\x2B\x76\x3F\x1C\x90\x7A\xC8\x4F\x23\x38\xAF\x56\x6B\xF5\xA3\xA4\x94\x65\x27\x5F\x5F\x17\x87\x31\xE0\xAB\x4C\x93\xBD\x41\x4B\xAB\x8B\x40\xB1\x80\x1F\x4C\x83\x12\x2D\x3A\x26\x3D\x48\xE5\x20\xAA\x53\x7B\x59\xE8\x88\x3D\x0C\xC2\xCC\x56\x82\xA5\x55\xB2\x43\x80\x8B\xBB\x64\x67\x76\xAB\xAD\x79\x2F\x5D\xAA\xD7\x0B\xA5\xC5\x60\xC9\xCE\xB4\x7A\xA4\xB9\xF5\xA6\x82\xEF\x30\x1E'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test60(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x73E8107D), ('P4rIngress.bitmap_seq.seq', 0x4B19FA00)], 6495)
        self.setRegisterValue('P4rIngress.rounds', 0x4B19FA00, 6495)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xD9), ('P4rIngress.count_exp.exponent', 0xDD)], 6495)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6495)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x448888F5), ('P4rIngress.values_v0000.hi', 0xAC9A8ACE)], 6495)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x8D929E57), ('P4rIngress.values_v0001.hi', 0x00000000)], 6495)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x67CBAB33), ('P4rIngress.values_v0010.hi', 0x7FD55E12)], 6495)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x09C1F9DF), ('P4rIngress.values_v0011.hi', 0xF3B6ED6D)], 6495)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB6AF6EE7), ('P4rIngress.values_v0100.hi', 0xA49B3A65)], 6495)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB77C7A6A), ('P4rIngress.values_v0101.hi', 0x4F99C8AD)], 6495)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA6511451), ('P4rIngress.values_v0110.hi', 0x596DDA16)], 6495)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB1DCDB5B), ('P4rIngress.values_v0111.hi', 0xFDDECB12)], 6495)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB91EFB9F), ('P4rIngress.values_v1000.hi', 0x91B6A663)], 6495)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x21EB7C3B), ('P4rIngress.values_v1001.hi', 0x65D98C32)], 6495)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x3233A776), ('P4rIngress.values_v1010.hi', 0xBE68DF4B)], 6495)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xB25E3A7D), ('P4rIngress.values_v1011.hi', 0xD7CB6D2C)], 6495)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8F6ABA05), ('P4rIngress.values_v1100.hi', 0x2B8D51BC)], 6495)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x74D4DC49), ('P4rIngress.values_v1101.hi', 0xA52DD2F4)], 6495)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xF28A21D7), ('P4rIngress.values_v1110.hi', 0x6FA5AA9D)], 6495)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x58C1A56D), ('P4rIngress.values_v1111.hi', 0x7B3360A3)], 6495)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xF416),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000781),
                gc.DataTuple('slot_count', 0x00001491),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x28F83EAD),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x038),
                gc.KeyTuple('src_addr', 0x47D6D20D),
                gc.KeyTuple('src_port', 0x379E),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xF416),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01FC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x47\xD6\xD2\x0D\x00\x00\x00\x00\x37\x9E\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xF4\x16\x00\x11\x28\xF8\x3E\xAD\x11\xDE\x04\xA9\x4B\x19\xFA\x00\x00\x20\x00\x00\x5A\x84\xBE\xFD\x9E\x22\xCA\xDB\xB9\x8A\x8C\x12\x00\x00\x00\x00\x4E\x92\xEB\x1F\x69\xC5\x92\x5D\x7D\x7A\x33\xE3\xB2\x24\x58\x2B\x95\xAA\x28\x9F\x8B\xCD\x9D\x34\xC2\x0D\x84\xCF\x4D\x2A\x7D\xBD\xAE\xEC\x2F\x0E\x41\xAB\x85\x3E\x1F\xCD\xEA\x71\xBC\x9C\xA9\x31\xB3\xC1\x69\x0F\x11\x8E\xAC\xF9\x7C\xA2\x09\x5B\x69\x5A\xDE\x26\x72\x57\xEA\x3E\xB5\xA6\x97\xB5\x9F\x9D\x78\xA3\xEA\x15\xAE\xA7\xC4\x34\x7B\x9A\x68\x13\x54\x13\x13\x35\xCD\xE9\x37\x9C\xD7\xE3\x83\x18\xD2\xAB\xD7\xA6\x4A\x98\x4C\x47\xD1\xD3\x46\x5B\x57\xB5\x8A\xB3\x58\x1D\x06\x7C\x99\x04\x6B\x22\x9B\x9F\x56\xF5\xD2\x48\x42\xEC\x77\xDC\xD2\xD4\xEC\xA8\x34\x75\xC7\x18\x6A\x41\xBD\x27\xA5\x84\x4B\xE5\xA6\x71\x11\x28\xD3\xA7\x1D\xAA\x4F\xCD\xFD\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test61(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD8ECC027), ('P4rIngress.bitmap_seq.seq', 0xBE04C132)], 5647)
        self.setRegisterValue('P4rIngress.rounds', 0xBE04C132, 5647)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x3F), ('P4rIngress.count_exp.exponent', 0xD2)], 5647)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5647)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x24892E43), ('P4rIngress.values_v0000.hi', 0x5305CE29)], 5647)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5C9A2B88), ('P4rIngress.values_v0001.hi', 0xED36E05B)], 5647)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2013DA15), ('P4rIngress.values_v0010.hi', 0x1B3DD1A5)], 5647)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x308B057C), ('P4rIngress.values_v0011.hi', 0x226568DD)], 5647)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x29B593AE), ('P4rIngress.values_v0100.hi', 0x824A0F6F)], 5647)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x58746A25), ('P4rIngress.values_v0101.hi', 0xB89304C6)], 5647)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9301B8F6), ('P4rIngress.values_v0110.hi', 0x4AFCDAB6)], 5647)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBD59A91D), ('P4rIngress.values_v0111.hi', 0xAACA04F9)], 5647)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x00000000), ('P4rIngress.values_v1000.hi', 0xDA2D72DB)], 5647)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x8B52157E), ('P4rIngress.values_v1001.hi', 0x44BFCC93)], 5647)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8D779FBE), ('P4rIngress.values_v1010.hi', 0x4DAF3E4C)], 5647)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5989B9D2), ('P4rIngress.values_v1011.hi', 0x289A69B0)], 5647)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xDF5DABAD), ('P4rIngress.values_v1100.hi', 0xBBB25D6C)], 5647)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x45D6E57F), ('P4rIngress.values_v1101.hi', 0xEC73268F)], 5647)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x88DA4BCD), ('P4rIngress.values_v1110.hi', 0x00000000)], 5647)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4A6AC746), ('P4rIngress.values_v1111.hi', 0xDB5E9A3E)], 5647)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xC028),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000388),
                gc.DataTuple('slot_count', 0x00001623),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x280C396A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x011),
                gc.KeyTuple('src_addr', 0xBA2A0022),
                gc.KeyTuple('src_port', 0x1CA6),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xC028),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x03A6),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xBA\x2A\x00\x22\x00\x00\x00\x00\x1C\xA6\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xC0\x28\x00\x11\x28\x0C\x39\x6A\x12\x87\x00\x9B\xBE\x04\xC1\x32\x00\x20\x00\x00\x61\x6C\xEB\x62\x4F\xE4\x87\xA0\x40\xCA\x60\xD3\xEB\xD6\xDF\xAF\x6B\x6F\x0B\x57\xA6\x66\x9C\xAC\x39\xDB\xB2\x34\x5F\x2C\x58\x42\xAD\x95\x18\xF1\xCB\x06\x1D\x4F\x4D\x2D\xA7\xD7\xB2\x79\xCF\x9E\x3B\x2C\xB0\xC6\x3D\x3D\x4C\xF2\x29\x75\xED\x24\xB0\x4B\x80\x49\x00\x00\x00\x00\xD3\x21\xE6\x49\xCF\x77\x31\x95\x7C\x61\x3C\x57\xE9\x6E\xDB\xBF\xEB\xAE\xB4\x69\x6E\x71\xBC\x69\x99\xBB\xE3\x9C\x9E\x48\x93\xE9\x8F\xD9\x6D\x74\xF5\xEC\xE8\x9F\x47\x13\x7E\xFD\xDA\xB0\xE1\x7B\x80\x00\x00\x00\x48\xAA\xF1\x51\x36\x34\xEA\x8B\x21\x57\x8C\xF7\xF0\x52\x34\x90\x22\x71\xA2\x40\xA5\x28\x3D\xB6\x0D\x4D\x9F\x80'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test62(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAF44D81F), ('P4rIngress.bitmap_seq.seq', 0xA0A40000)], 5326)
        self.setRegisterValue('P4rIngress.rounds', 0xA0A40000, 5326)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB3), ('P4rIngress.count_exp.exponent', 0x5B)], 5326)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5326)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x19CCBB82), ('P4rIngress.values_v0000.hi', 0x44DAF0D3)], 5326)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x08D1923B), ('P4rIngress.values_v0001.hi', 0xDA56735B)], 5326)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x50428749), ('P4rIngress.values_v0010.hi', 0xF9895C2F)], 5326)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xACA0818A), ('P4rIngress.values_v0011.hi', 0xBE8DB2E2)], 5326)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xD55D5ADF), ('P4rIngress.values_v0100.hi', 0x7333F5A2)], 5326)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7536FD55), ('P4rIngress.values_v0101.hi', 0x85ACE46B)], 5326)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x51C9BBE7), ('P4rIngress.values_v0110.hi', 0x15272CF0)], 5326)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3487A8DD), ('P4rIngress.values_v0111.hi', 0xA946AA10)], 5326)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA609CEBF), ('P4rIngress.values_v1000.hi', 0x487488C7)], 5326)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7BAAF974), ('P4rIngress.values_v1001.hi', 0xCB952B98)], 5326)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x765DAD6A), ('P4rIngress.values_v1010.hi', 0xE7BD2B79)], 5326)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x5E5E0AC9), ('P4rIngress.values_v1011.hi', 0xC432EBB5)], 5326)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x9CBFC4EB), ('P4rIngress.values_v1100.hi', 0x2A094E9B)], 5326)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x2F8B6D5F), ('P4rIngress.values_v1101.hi', 0x58681CBC)], 5326)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB267D1F8), ('P4rIngress.values_v1110.hi', 0xBAD34E31)], 5326)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xEF6DC944), ('P4rIngress.values_v1111.hi', 0x52DE1EB8)], 5326)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x176F),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000011C),
                gc.DataTuple('slot_count', 0x000018A4),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x1E7C250E),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xF1ADB569),
                gc.KeyTuple('src_port', 0x0402),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x176F),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0290),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xF1\xAD\xB5\x69\x00\x00\x00\x00\x04\x02\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x17\x6F\x00\x11\x1E\x7C\x25\x0E\x13\xB2\x02\x07\xA0\xA4\x00\x00\x00\x20\x00\x00\x69\x05\x38\x9E\x5D\xB9\x15\x43\x79\xC6\xE9\xB6\x67\x93\x11\x4B\x63\x83\x34\xD3\xF7\xE9\x36\x8F\x33\x2D\x4C\x5B\x99\x79\xB6\xB3\xCC\x3D\x5A\x41\x41\xA7\x10\x6A\x79\x8C\xFA\x75\xED\xAD\xB1\x67\xE7\x50\xAA\x86\x77\x9E\x2A\x40\xC9\x3C\x38\xDD\x84\x0E\x2F\x08\x32\x7A\xD6\xFB\x77\x07\xCF\x19\x19\xF4\x45\x57\x1B\xB3\x2F\x9A\x17\xB9\x70\x99\xF6\x30\xFE\xEB\x3F\xE1\x5A\x4E\xA5\x4B\xCF\x15\xE2\xED\x05\xA9\x6B\x14\xD6\x87\x6F\x1D\x6B\x7F\x49\xA4\xE3\xAD\xA7\x53\x34\x88\xBA\x8D\x0A\xF9\xB9\x9A\x6A\xCC\x5A\x8C\x95\xAF\x61\x51\x90\x92\xF2\x5C\xC8\xA6\xBD\xA4\x01\x7B\x07\xEF\x7B\x67\x73\x7A\xA2\x75\xD4\x27\xD6\x00\x40\x8A\x26\xE2\x2F\x22\xFB\xCE\xAD\x41\xFC\xF6\x72\x8F\xE4\xAC\x1F\xA7\x10\xA3\xCB\xE6\xB1\xD6\xEF\x30\x24\xF3\xBC\x99\x16\xC2\x85\x4B\xB6\xFD\x8F\xD1\x39\x6B\xD4\x06\x12\xFA\x72\xA9\x80\xCC\x10\x58\x1B\x06\xDD\x38\x8C\x30\x69\xF0\xFD\x33\x15\x86\xAE\xE6\x06\xB5\x0C\x11\x41\x15\x5F\x30\xB1\xD6\xD7\xD5\x3D\x90\x61\x75\x85\x37\x15\xAC\xC3\x00\xBA\x77\x0C\x05\x2A\x5A\x48\xAB\x8A\xBB\x27\x78\x7E\x10\x64\x5E\x6D\xDE\xF6\x18\x2C\x2C\xDD\x9D\x99\x30\xDA\xF0\x06\xDA\xF1\x89\xD4\xBF\xDA\xA0\xC5\xC9\x85\xE3\xE3\x1E\xA0\xBF\xFF\x17\x26\xAC\xD1\xDA\xD7\x4D\x5F\x46'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test63(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x78B11B16), ('P4rIngress.bitmap_seq.seq', 0xBB600000)], 960)
        self.setRegisterValue('P4rIngress.rounds', 0xBB600000, 960)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0F), ('P4rIngress.count_exp.exponent', 0xCA)], 960)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 960)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x1CA9B5B5), ('P4rIngress.values_v0000.hi', 0x4B88E867)], 960)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5A8EB8BC), ('P4rIngress.values_v0001.hi', 0x00000000)], 960)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5E5144BB), ('P4rIngress.values_v0010.hi', 0x15B378A1)], 960)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5A949830), ('P4rIngress.values_v0011.hi', 0x64B76166)], 960)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x0543AF7D), ('P4rIngress.values_v0100.hi', 0xDA7D7F17)], 960)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x44E9AD28), ('P4rIngress.values_v0101.hi', 0xAD95D6AA)], 960)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x9B95769B), ('P4rIngress.values_v0110.hi', 0x1A27B5D6)], 960)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBF26B885), ('P4rIngress.values_v0111.hi', 0x9E530F7B)], 960)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x89032E13), ('P4rIngress.values_v1000.hi', 0x18D22D31)], 960)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x066FE570), ('P4rIngress.values_v1001.hi', 0x539A6446)], 960)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x53236189), ('P4rIngress.values_v1010.hi', 0x7E5C82C9)], 960)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4AE66E41), ('P4rIngress.values_v1011.hi', 0xD0EB34AB)], 960)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x50416AE3), ('P4rIngress.values_v1100.hi', 0x732F5FD3)], 960)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x4D5B252D), ('P4rIngress.values_v1101.hi', 0xBD9AC0EA)], 960)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x436CCB6E), ('P4rIngress.values_v1110.hi', 0x52701D6A)], 960)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x72CEBCE0), ('P4rIngress.values_v1111.hi', 0x4E520026)], 960)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x72D6),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000002D7),
                gc.DataTuple('slot_count', 0x0000095B),
                gc.DataTuple('num_workers', 0x001E),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x91DB02C6),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x016),
                gc.KeyTuple('src_addr', 0xAC30C4BA),
                gc.KeyTuple('src_port', 0xD732),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x72D6),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 22
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xAC\x30\xC4\xBA\x00\x00\x00\x00\xD7\x32\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x72\xD6\x00\x11\x91\xDB\x02\xC6\x00\xE9\x06\x68\xBB\x60\x00\x00\x00\x20\x00\x00\x65\xBC\x63\xDF\x66\xCB\x63\x72\x62\x00\xC9\xB9\x80\x00\x00\x00\x4D\xDE\x1A\xE3\xB8\xDF\x13\x6D\x91\xE3\x54\x11\x58\xD5\xAD\x75\xDC\x1F\x77\x1D\x98\xCD\x8A\x97\x41\x50\xC7\x76\xBD\x95\x47\x9A\x3B\xE1\x64\xF3\x7A\x38\x73\x83\x62\x33\x88\xA5\xBF\x46\x7B\xE1\x20\x09\x6A\x5B\x2C\xD2\x3A\x0B\x06\x89\xC3\x27\x17\x48\xD4\xF4\x66\xBA\x24\x79\x3A\x65\x50\x7B\x55\x3A\x32\x3B\xA3\x4B\xE3\xAD\x3E\x37\xE2\xED\x2C\x6E\xAD\xB1\x46\x1B\xC3\x44\xAD\x99\x3F\x7A\x7B\xE0\x53\x73\x6E\xCD\xB6\x03\x3D\x92\xF5\x6A\xDF\x7A\x5C\x2B\x28\x1E\x58\x02\x7F\x57\xD3\x43\xC7\x10\x82\x88\xB3\x39\xDC\x54\x19\x58\x2F\x3B\x1A\x83\xE2\xFA\xA9\xB0\xF6\x4A\xC1\xF3\x12\xBB\x8E\x64\x88\x6D\x9C\xF3\x86\x41\x50\x75\x4B\xCF\x2B\xB3\x9D\x46\x05\x83\x40\x6C\xC3\x30\x4A\x38\x15\x24\x9B\xCA\xF1\xD1'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test64(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD3048487), ('P4rIngress.bitmap_seq.seq', 0x7D9A65DB)], 2387)
        self.setRegisterValue('P4rIngress.rounds', 0x7D9A65DB, 2387)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xA5), ('P4rIngress.count_exp.exponent', 0x66)], 2387)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2387)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x7CAC8D74), ('P4rIngress.values_v0000.hi', 0x562E5EDE)], 2387)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x41F9264D), ('P4rIngress.values_v0001.hi', 0x8A9D4ECF)], 2387)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3ADAD567), ('P4rIngress.values_v0010.hi', 0x45CE26D7)], 2387)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5EC6236D), ('P4rIngress.values_v0011.hi', 0x8DE9FEC4)], 2387)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x37BD7A57), ('P4rIngress.values_v0100.hi', 0x52E94324)], 2387)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9D46040F), ('P4rIngress.values_v0101.hi', 0x06EE9F25)], 2387)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA49AB63D), ('P4rIngress.values_v0110.hi', 0x912B9520)], 2387)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xA0B88527), ('P4rIngress.values_v0111.hi', 0x5D72F13D)], 2387)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x6E047AD0), ('P4rIngress.values_v1000.hi', 0x4E1C9E25)], 2387)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x7413D130), ('P4rIngress.values_v1001.hi', 0xB0458EC6)], 2387)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x9675AA67), ('P4rIngress.values_v1010.hi', 0x7295FBB5)], 2387)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x70B50EAD), ('P4rIngress.values_v1011.hi', 0xC446BE9A)], 2387)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x83CDB8BE), ('P4rIngress.values_v1100.hi', 0x56A4D27F)], 2387)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD25B5BE3), ('P4rIngress.values_v1101.hi', 0xA30C5F89)], 2387)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x56C5E576), ('P4rIngress.values_v1110.hi', 0x64105CEB)], 2387)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xBED1127A), ('P4rIngress.values_v1111.hi', 0xB59ED047)], 2387)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x6601),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000050),
                gc.DataTuple('slot_count', 0x00000EDB),
                gc.DataTuple('num_workers', 0x001B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5C485598),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xFA138B6A),
                gc.KeyTuple('src_port', 0xA91B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x6601),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x001A),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFA\x13\x8B\x6A\x00\x00\x00\x00\xA9\x1B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x66\x01\x00\x11\x5C\x48\x55\x98\x09\x03\x02\x25\x7D\x9A\x65\xDB\x00\x20\x00\x00\x06\x04\x29\x97\x57\x5E\x60\x96\x5D\x49\xA3\xB5\x3E\x0D\x62\xE7\x5A\x4B\x4E\xC7\x6C\x60\x1E\xB3\x57\x2C\x37\x24\x84\x4F\x8F\xCE\x96\xE0\xC3\x60\x5B\xCB\x57\x3B\xBD\x65\xFE\x72\xE2\xEF\x2F\xA7\xA6\x85\xB2\xBC\x9D\x21\x65\xFF\xA4\xC9\xFE\x6D\x53\xEF\x2A\x25\x6F\x8B\x76\x33\x1F\xDA\x94\xAF\xDE\x5B\x21\x78\xC1\xDF\xB5\x3E\x9E\x52\xA6\x58\x3B\xBC\x0A\x45\x5A\x7C\x92\x3C\x9B\xF7\xB4\xC8\xDF\xF9\x2D\x7D\x60\x26\x32\x36\x8C\x35\x5E\x37\xA9\xDB\x2A\xFF\x54\x2B\x88\x56\x38\x12\x24\xFB\x78\xFB\x33\x3A\x8B\x70\x91\xC1\x12\x90\x60\x20\xE0\xB9\xF7\xF2\xCE\x2B\x82\xCA\xD4\x23\x3C\xBD\xC2\xAC\x79\x2D\xF1\xDC\x4C\x6D\x16\xE8\x27\x71\xEE\xC3\x95\x6B\x9D\x57\x15\x2F\x15\xDC\x7F\xE7\x40\xB6\x41\x0E\x8B\x12\x00\x07\x8F\x32\x2F\x2B\x9A\x1A\xD7\x4D\xD3\x4D\xD5\x1C\x29\xCD\xD3\xA0\xC2\x1C\xE2\x99\xD8\xDF\x52\x3B\x6A\xE8\x3D\xE7\x39\x8F\x31\x84\x62\x02\xC3\x5C\x4E\xA1\xE3\xCD\x24\x02\x47\xBB\xB4\x74\xB8\xA4\x0A\x55\xC7\x76\xA8\xB1\xA6\xC4\xD3\x8A\x49\x3B\xA5\x4F\xA4\x48\xF1\x50\x23\x57\x00\x5F\x4A\x1A\xFA\x7D\x6B\x51\x2F\x73\x6B\x4C\x92\xA0\x76\x62\xD7\xC1\x86\x83\x4B\xC9\x14\x00\xE1\xDE\xE0\xAD\xE0\xE6\x60\x08\xF0\x16\x1E\x88\x15\xDA\xB0\x51\xE1\xCC\x1E\x6A\x85\x94\x9F\xFB\x2D\xF0\xE3\xFB\x9E\x13\x3A\xF8\x52\x7E\x23'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test65(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5D35E36A), ('P4rIngress.bitmap_seq.seq', 0x54DC637C)], 4008)
        self.setRegisterValue('P4rIngress.rounds', 0x54DC637C, 4008)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x0A), ('P4rIngress.count_exp.exponent', 0x53)], 4008)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 4008)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5168F153), ('P4rIngress.values_v0000.hi', 0x687213EC)], 4008)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3F4F6437), ('P4rIngress.values_v0001.hi', 0x5CED4B0B)], 4008)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xB52A8F93), ('P4rIngress.values_v0010.hi', 0xCFD4617E)], 4008)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x806F43B7), ('P4rIngress.values_v0011.hi', 0x51DB2014)], 4008)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xDFBB67E7), ('P4rIngress.values_v0100.hi', 0xA7E5522C)], 4008)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7568DB63), ('P4rIngress.values_v0101.hi', 0xB3C995EC)], 4008)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x96551F28), ('P4rIngress.values_v0110.hi', 0xCE56A8D6)], 4008)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB79B4F66), ('P4rIngress.values_v0111.hi', 0x6BBDEDAB)], 4008)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x0F9D556B), ('P4rIngress.values_v1000.hi', 0x6A4553FB)], 4008)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xB2D3EAB5), ('P4rIngress.values_v1001.hi', 0x63F80AB5)], 4008)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8646CCA1), ('P4rIngress.values_v1010.hi', 0x3FCEF77D)], 4008)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x8FD951EB), ('P4rIngress.values_v1011.hi', 0xB74EABA7)], 4008)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2BE9A4EF), ('P4rIngress.values_v1100.hi', 0xAC1C83D2)], 4008)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x55D5D290), ('P4rIngress.values_v1101.hi', 0x25AA956D)], 4008)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xAE549EEE), ('P4rIngress.values_v1110.hi', 0xA9BA497A)], 4008)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x475D8F0F), ('P4rIngress.values_v1111.hi', 0x333CEC53)], 4008)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9E64),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009DA),
                gc.DataTuple('slot_count', 0x000014E7),
                gc.DataTuple('num_workers', 0x000B),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x5553A824),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x71EB408E),
                gc.KeyTuple('src_port', 0xC77A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9E64),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\xEB\x40\x8E\x00\x00\x00\x00\xC7\x7A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9E\x64\x00\x11\x55\x53\xA8\x24\x05\xCE\x02\x2F\x54\xDC\x63\x7C\x00\x20\x00\x00\x76\x17\xFE\x65\x2F\x36\x15\x29\x59\x4D\x78\x32\x2F\x09\xEC\x0B\x3D\x28\x76\xD5\x70\x7D\xD3\x70\xBF\xC7\xC4\x12\x40\x72\x3C\xD3\xDF\x6A\x6F\xC8\xA8\xCD\x58\x42\x35\x2D\xCB\x73\xB2\x5B\x1D\xCC\xB0\x59\xC9\x99\xAB\x64\xC1\x9C\xAE\x4E\x73\xF6\xC7\xBF\x92\x89\x4F\x05\x2F\xF9\x29\xFA\x1C\xB3\xB2\xD5\x80\xDE\x2E\x42\x4F\xCF\x88\xC9\xAE\xBD\x9D\x6E\x35\xCB\xB8\x1A\x48\xDD\x35\xA2\xB5\xC4\x28\xE8\xCD\xED\xAA\x27\x3F\x10\x49\x8F\x99\xB9\x75\x4B\xE5\x29\xA7\x45\xDF\x75\xAB\x97\x6C\x18\x59\x09\x3B\xA4\x2F\x0A\xA4\xB6\xF9\x15\x9B\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x71\xEB\x40\x8E\xBE\xEF\xC7\x7A\x00\xA0\x00\x00\x50\x34\x02\x82\x9E\x64\x00\x11\x55\x53\xA8\x24\x05\xCE\x00\x2F\x54\xDC\x63\x7C\x00\x20\x00\x0B\x7F\xFF\xFF\xFF\x2F\x36\x15\x29\x7F\xFF\xFF\xFF\x2F\x09\xEC\x0B\xF2\x53\x06\x68\x70\x7D\xD3\x70\x80\x00\x00\x00\x40\x72\x3C\xD3\xBF\x25\xD7\xAF\xA8\xCD\x58\x42\x7F\xFF\xFF\xFF\xB2\x5B\x1D\xCC\x80\x00\x00\x00\xAB\x64\xC1\x9C\x80\x00\x00\x00\xC7\xBF\x92\x89\x5E\xA2\x85\x64\x29\xFA\x1C\xB3\x80\x00\x00\x00\x2E\x42\x4F\xCF\x80\x00\x00\x00\x9D\x6E\x35\xCB\x80\x00\x00\x00\x35\xA2\xB5\xC4\x54\xD2\x72\xDC\xAA\x27\x3F\x10\x7F\xFF\xFF\xFF\x75\x4B\xE5\x29\x80\x00\x00\x00\xAB\x97\x6C\x18\x7F\xFF\xFF\xFF\x2F\x0A\xA4\xB6\xF9\x15\x9B\x56\xEC\x26\x7A\xA4\x17\xD3\xDF\x78\x19\x31\xD8\x09\xA2\xB4\xB7\x30\xA9\x8B\x94\xA8\xA7\x1D\xCC\x84\x8D\xAB\xBE\x5B\x47\x3B\x5A\xAC\x23\xC4\x9D\x3A\xEA\x58\xF8\x4D\x0E\xDB\x45\x87\x74\xB5\x59\x45\x9E\xEA\x6F\x7D\x5F\x57\x35\x6C\x9E\x6C\xC5\x0E\x6E\xA8\x33\x23\x1F\xEE\xD1\x15\xBD\x52\x39\xC5\xC7\xD2\x19\x8A\x4F\x9B\xA6\x1A\x4E\x41\x09\x73\x0E\xB9\xB4\x6C\x3F\x5C\x73\x43\x24\xCD\xF5\x79\x14\x3B\x2A\x65\x91\xEC\x8D\x6C\xA7\xEF\x11\x4E\x37\xCD\x26\x60\x91\x4F\xE6\xB9\x0A\x08\xE4\x23\xA9\x3D\xDA\xAE\xD7\x1E\x89\x69\xE1\x25\x80\x37\xC5\x7E\x79\x3B\x50\xE5\xB9\xED\x91\x12\x5C\xAD\x25\xB5\x50\xEC\xF0\xA9\xC0\x08\x62\xC6\x83\xE3\x9E\x3B\x22\x39\x40\xCD\x3B\x57\x74\x33\xE7'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test66(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5FC4E608), ('P4rIngress.bitmap_seq.seq', 0x6C200000)], 5171)
        self.setRegisterValue('P4rIngress.rounds', 0x6C200000, 5171)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB9), ('P4rIngress.count_exp.exponent', 0x6A)], 5171)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5171)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5E95F6D5), ('P4rIngress.values_v0000.hi', 0x60E3CF4C)], 5171)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x73D47984), ('P4rIngress.values_v0001.hi', 0xFE4E8893)], 5171)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5C4F58B4), ('P4rIngress.values_v0010.hi', 0x72B72367)], 5171)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x72D74DF7), ('P4rIngress.values_v0011.hi', 0xA6CBBACB)], 5171)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xD6AE08D7), ('P4rIngress.values_v0100.hi', 0x57956C53)], 5171)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBD74DDBB), ('P4rIngress.values_v0101.hi', 0xABD2C9D7)], 5171)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA8CD31FD), ('P4rIngress.values_v0110.hi', 0xB9C55DA7)], 5171)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x80A98C8D), ('P4rIngress.values_v0111.hi', 0x6726F9CD)], 5171)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x8F78E730), ('P4rIngress.values_v1000.hi', 0x7DDC9237)], 5171)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x246E777B), ('P4rIngress.values_v1001.hi', 0xC4DC74BF)], 5171)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA83E5BD4), ('P4rIngress.values_v1010.hi', 0xA529E34A)], 5171)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6BA52D94), ('P4rIngress.values_v1011.hi', 0x9DFE60F0)], 5171)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x2B3F68FE), ('P4rIngress.values_v1100.hi', 0x46FFF697)], 5171)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xA8984A5E), ('P4rIngress.values_v1101.hi', 0x7F50C710)], 5171)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x464F24C7), ('P4rIngress.values_v1110.hi', 0x56D77256)], 5171)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x67D16B27), ('P4rIngress.values_v1111.hi', 0x5299747B)], 5171)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2D3C),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000011B3),
                gc.DataTuple('slot_count', 0x00000DB5),
                gc.DataTuple('num_workers', 0x0017),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xAFF9C24F),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02A),
                gc.KeyTuple('src_addr', 0x215A9E1F),
                gc.KeyTuple('src_port', 0xFEC9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2D3C),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 42
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x21\x5A\x9E\x1F\x00\x00\x00\x00\xFE\xC9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2D\x3C\x00\x11\xAF\xF9\xC2\x4F\x02\x80\x02\x31\x6C\x20\x00\x00\x00\x20\x00\x00\x55\xDC\x11\xAE\x50\xFB\x97\x87\x18\xF8\x22\x0F\x46\xB8\xB2\xD7\x38\xCA\x95\x92\x48\xFE\xCB\x45\x2A\xCF\x6D\xD5\x8E\x51\xB9\x9E\x57\xCB\x3C\xC4\x33\x04\x0D\x7B\xAF\xC2\x9C\x84\x70\xDE\xDD\x57\xB5\x7D\x71\x8D\xB2\xEA\x4F\x35\x9D\x1E\x8E\xD8\x9E\x5A\x17\x94\xDD\x91\x2F\x61\x24\xDF\x2D\x33\x35\x1F\x3E\x7B\x9C\x9F\x55\x05\x0B\xA3\x9A\x46\xA4\x19\xCC\x26\x2B\x7D\xA3\xC0\x62\x01\x9F\x10\x67\x21\xE1\x31\x78\x2B\x5C\x4D\x9B\x94\xD7\xCF\x0B\x1A\xF4\x55\x61\x9C\x9B\x56\x67\x72\x2A\xDC\x77\x53\xA7\xF7\x32\xBB\x8D\xD2\x5D\x51\x68\x3D\xB6\x0A\x46\xD3\xC3\x66\x86\xFD\x3F\xCD\xDC\x47\x18\x2E\x64\xF2\xB6\xEC\xEB\xA2\x2A\x7D\x39\x30\x48\x62\xC2\x20\x46\xAD\xEA\xAF\x63\x3E\xFB\xE1\x94\x3F\x22\x8A\x0C\xF0\x2A\x4E\x12\x3A\x73\xEE\xAB\x53\x80\x4E\xB0\x8D\x6A\xCD\x81\x16\xD2\xC7\xFC\x6B\xF2\x04\x09\xEE\x56\xEC\xFC\x05\x78\x45\x27\xF3\xF9\x3C\xAA\xDB\x47\x14\x65\x0C\x57\xAE\x5D\x52\x4E\xF8\x2E\xF6\x71\xDB\x78\x08\xC0\xFF\xAD\x01\xE8\xB8\x26\x95\xDE\xB2\x56\xD0\x57\x9A\x50\x3B\xBA\x95\x59\x3D\x15\x6B\x81\xBA\x8B\xE6\xE9\x02\x09\x50\x8C\xBE\xD7\x46\x96\x25\xC1\x47\x5C\xB6\x14\xF1\xEB\x87\x18\xAA\x2E\xD1\x9C\x5B\x07\x20\x83\xCC\xF6\xD1\xF3\xA7\x62\x8A\x58\x48\x90\xFE\x7A\x41\x89\x1D\xB7\x22\x06\x24\xB1\xA7\xCA\x2D\x96\xFB\x58\xD8\x57\xA0\xB2\xE4\xFB\x78\xC9\x22\x48\x0B\xDF\x20\x99\x2F\xA7\xE5\xE5\xA0\x55\xEE\x28\x40\xF1\x8D\x8A\xAB\x89\x88\xB0\x80\x28\x9A\xAF\x07\x28\x1F\xDF\x86\xB6\xFC\xC5\xFB\xB2\x46\x9F'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test67(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xD4A47E2F), ('P4rIngress.bitmap_seq.seq', 0x6B189880)], 6518)
        self.setRegisterValue('P4rIngress.rounds', 0x6B189880, 6518)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xB2)], 6518)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6518)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x656CFFD7), ('P4rIngress.values_v0000.hi', 0x6A3E26E2)], 6518)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x53F33476), ('P4rIngress.values_v0001.hi', 0x57E8734B)], 6518)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x71656FEB), ('P4rIngress.values_v0010.hi', 0x3398EE0C)], 6518)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x293AB5D5), ('P4rIngress.values_v0011.hi', 0x48107DBF)], 6518)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xBB5F87F3), ('P4rIngress.values_v0100.hi', 0xA2FD46BB)], 6518)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x3A7B834F), ('P4rIngress.values_v0101.hi', 0x9F4A6592)], 6518)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xF6B43ECB), ('P4rIngress.values_v0110.hi', 0x526AEA91)], 6518)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xAC8DB295), ('P4rIngress.values_v0111.hi', 0x9E959CE8)], 6518)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4E965C24), ('P4rIngress.values_v1000.hi', 0x6569A599)], 6518)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x9629809C), ('P4rIngress.values_v1001.hi', 0x1EEBEB06)], 6518)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x86DBF813), ('P4rIngress.values_v1010.hi', 0x2F0D874F)], 6518)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x77A7AAA8), ('P4rIngress.values_v1011.hi', 0x0D5F1227)], 6518)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xADBF1D6A), ('P4rIngress.values_v1100.hi', 0xB9D93FA3)], 6518)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x0F9E459E), ('P4rIngress.values_v1101.hi', 0x26538463)], 6518)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x1E56EEC4), ('P4rIngress.values_v1110.hi', 0x00000000)], 6518)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5C389BCC), ('P4rIngress.values_v1111.hi', 0x332B276E)], 6518)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x0C33),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000464),
                gc.DataTuple('slot_count', 0x00001ADB),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xC5E7B4CE),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0xFC1ED997),
                gc.KeyTuple('src_port', 0xDD78),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x0C33),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 26
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xFC\x1E\xD9\x97\x00\x00\x00\x00\xDD\x78\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x0C\x33\x00\x11\xC5\xE7\xB4\xCE\x15\x12\x02\x4A\x6B\x18\x98\x80\x00\x20\x00\x00\x20\xDA\xEA\x32\x60\xED\x91\x36\x2E\xCA\xEA\x0E\xE4\x6D\x12\x89\x48\xE5\x00\x8E\x95\xCE\x25\xDC\xAE\x71\x24\x8C\x4F\x56\x88\x61\x39\x4D\xE9\x5B\xB6\xCA\xCC\xBB\x5C\x4A\x42\x59\xBD\x63\x40\xB5\x4F\xBD\x4D\x6B\x59\x8B\x8B\xB3\x6F\xF5\x27\x93\xB8\x65\xA9\x18\x27\x74\x52\xEC\xFF\xE9\xBB\xAB\xD2\x8B\x27\x95\x70\x47\x68\x7C\xF1\xB9\x4D\x33\xA1\xA3\x4C\xC7\x26\x47\x86\x9D\xE5\x2D\x93\x35\xA7\x12\x85\x4E\x89\xBF\x29\x35\xA2\x45\xE4\xD5\xA6\xF1\x8B\x7F\x86\xA4\xAF\xE6\x00\x00\x00\x00\x4F\x76\x97\x17\x66\xC7\x73\x2B\x25\xA0\x5B\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xFC\x1E\xD9\x97\xBE\xEF\xDD\x78\x00\xA0\x00\x00\x50\x34\x02\x82\x0C\x33\x00\x11\xC5\xE7\xB4\xCE\x15\x12\x00\x4A\x6B\x18\x98\x80\x00\x20\x00\x20\x7F\xFF\xFF\xFF\x60\xED\x91\x36\x7F\xFF\xFF\xFF\xE4\x6D\x12\x89\x7F\xFF\xFF\xFF\x95\xCE\x25\xDC\xD7\xAB\xDA\x61\x4F\x56\x88\x61\xF4\xAD\x71\x4E\xB6\xCA\xCC\xBB\x7F\xFF\xFF\xFF\xBD\x63\x40\xB5\x46\x71\x8C\x36\x59\x8B\x8B\xB3\x1C\x82\xDA\x28\xB8\x65\xA9\x18\x76\x0A\xAF\x10\xFF\xE9\xBB\xAB\x80\x00\x00\x00\x70\x47\x68\x7C\x80\x00\x00\x00\xA1\xA3\x4C\xC7\x7F\xFF\xFF\xFF\xE5\x2D\x93\x35\x80\x00\x00\x00\x89\xBF\x29\x35\xB1\xE4\x2A\x73\xA6\xF1\x8B\x7F\xA4\xFB\x9E\xAA\x00\x00\x00\x00\x7F\xFF\xFF\xFF\x66\xC7\x73\x2B\x25\xA0\x5B\xA0\xF8\x31\xFA\x51\xF9\x10\x35\x20\x7F\x5E\x32\x31\xCB\xD3\xF6\x5D\x80\xB9\x5C\x01\x46\x21\x83\x4B\x27\x34\x43\x6D\xA7\x31\x33\xF5\x9B\x95\x38\x95\x1A\xC7\x47\x2E\x75\x45\x2F\x9E\xD7\x01\x15\x1F\xC3\xE9\xB0\x7F\x09\x54\xE7\xBF\x40\x8D\x3A\xA8\xF6\xC1\xF1\xAB\x82\x31\x54\x7F\x7B\x87\x09\x1C\xE9\x70\x90\x6C\x6B\x27\xA3\x68\x0C\x63\x0C\x47\x95\x40\xF5\x34\x04\x7F\x49\x66\x56\x57\xD4\x67\x01\x1F\x33\x16\x64\x9D\x7F\xE0\xF8\x6A\x23\xBB\xE2\x62\xEB\x39\xD4\x22\xFC\x8F\xB8\x8B\x8B\x48\x4C\x10\x3B\x65\xB0\xB8\x05\xF6\x21\xCA\x2F\x00\xA4\x55\xDF\x3B\x1B\x3E\x4A\xE8\x5B\x66\x53\x3D\x7C\xB0\xA6\xD1\x3F\xF6\xF4\xEF\xFC\x17\x45\x97\x45\x42\xFD\x41\x46\x99\xB2\xB5\x0A\x3F\x53\x44\x60\x13\x9D\xDF\x3A\x73\x58\x33\x55\xDA\x3C\xE6\x83\xD1\xF9\x85\x3D\x24\xF6\x73\x8C\x73\x6F\xEC\x0F\x57\x2F\x47\xBA\xB4\x5A\x1C\x64\xE2\x35\xC0\xD9\xF5\xD5\x6F\xB0\xCE\x73\xA6\x23\xB2\xEF\x88\x84\x1C\x0B\x29\x5C\xEA\x8F\xD0\x3E\x33\x9B\x65\xA1\x04\xFA\xFE\x19\xCD\xBD\xCD\xB8\x60\x97\x85\xD8\xC4\x08'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test68(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xB5B46290), ('P4rIngress.bitmap_seq.seq', 0xDDBB90DA)], 3444)
        self.setRegisterValue('P4rIngress.rounds', 0xDDBB90DA, 3444)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x7F), ('P4rIngress.count_exp.exponent', 0xF3)], 3444)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3444)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x5CE9F2BB), ('P4rIngress.values_v0000.hi', 0xDD424F82)], 3444)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xDB908A54), ('P4rIngress.values_v0001.hi', 0xA06251DF)], 3444)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x85D96A25), ('P4rIngress.values_v0010.hi', 0x09AA67D7)], 3444)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x5E955F30), ('P4rIngress.values_v0011.hi', 0x4A12122B)], 3444)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x3C88B6B6), ('P4rIngress.values_v0100.hi', 0x49574EE2)], 3444)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xD578DFA8), ('P4rIngress.values_v0101.hi', 0x6668A777)], 3444)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x08695D52), ('P4rIngress.values_v0110.hi', 0x4D992AC8)], 3444)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6E922206), ('P4rIngress.values_v0111.hi', 0x53E4AB79)], 3444)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x719C1E87), ('P4rIngress.values_v1000.hi', 0x68FA447E)], 3444)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1E87BDA6), ('P4rIngress.values_v1001.hi', 0xDB9A9993)], 3444)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x29B927A8), ('P4rIngress.values_v1010.hi', 0x435BAB63)], 3444)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x43F41DC9), ('P4rIngress.values_v1011.hi', 0x3EE7F56A)], 3444)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xA19B983A), ('P4rIngress.values_v1100.hi', 0x7728B9D8)], 3444)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1B7A5328), ('P4rIngress.values_v1101.hi', 0x5205BD97)], 3444)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4CE2FC22), ('P4rIngress.values_v1110.hi', 0x04E91B18)], 3444)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x882D90EA), ('P4rIngress.values_v1111.hi', 0xAC569E1F)], 3444)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2648),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000004A6),
                gc.DataTuple('slot_count', 0x000018AB),
                gc.DataTuple('num_workers', 0x0013),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF71FA65B),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x02B),
                gc.KeyTuple('src_addr', 0x1E5B5897),
                gc.KeyTuple('src_port', 0x31F9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2648),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x03B8),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x1E\x5B\x58\x97\x00\x00\x00\x00\x31\xF9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x26\x48\x00\x11\xF7\x1F\xA6\x5B\x08\xCE\x04\xA9\xDD\xBB\x90\xDA\x00\x20\x00\x00\x5D\xED\x93\x33\x97\xD6\xD7\x4F\xF1\x0B\x74\x38\xA5\x5B\x3A\x88\xDF\x9A\xF2\xF5\xFB\x64\xF7\x5E\xB2\x73\x55\xDC\x58\x93\x56\xCF\x5D\x47\x66\x87\x44\x95\x59\xC7\x24\xB9\x8E\xEE\x4D\x13\xE2\x4D\xDE\xD2\x7C\xEF\x48\x21\xCA\xFC\x75\x0F\xA3\xDF\x4E\x0E\x1B\x12\x8E\x63\xE1\x79\x7A\xA5\x61\x3B\x9E\x9F\x59\xF6\xC6\xD9\xF6\x99\x59\x65\x75\xCA\x74\x5B\xB8\x39\x5B\x04\xD5\x8B\x36\xEF\x1B\x3A\x9F\xBA\xDA\x6E\x35\xA0\x94\x49\x6A\x11\x5B\x4E\xD3\xBD\x1D\xB8\x4D\x86\x4C\xE1\xFE\x4B\xBD\x4F\xCB\x8B\x1C\x20\xD1\x52\xCE\x46\x01\x81\xB8\x9A\x92\xEA\x30\xB6\x6B\x1E\x8A\x59\x7E\x82\xA7\x3B\xEB\x72\x9A\xAA\x77\x52\x52\x23\x27\x52\x17\x59\xCE\x50'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test69(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x66108219), ('P4rIngress.bitmap_seq.seq', 0x51300000)], 6304)
        self.setRegisterValue('P4rIngress.rounds', 0x51300000, 6304)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xF7), ('P4rIngress.count_exp.exponent', 0xB0)], 6304)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 6304)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6F89AF35), ('P4rIngress.values_v0000.hi', 0x2B449789)], 6304)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x5734E1D1), ('P4rIngress.values_v0001.hi', 0x6AE90CF0)], 6304)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x3ACAE6F2), ('P4rIngress.values_v0010.hi', 0x58BF5CA1)], 6304)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xBDB55E71), ('P4rIngress.values_v0011.hi', 0x78414FC4)], 6304)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x75C5ADF0), ('P4rIngress.values_v0100.hi', 0x9BBB703E)], 6304)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x09C875EF), ('P4rIngress.values_v0101.hi', 0xE5810791)], 6304)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE256A4AE), ('P4rIngress.values_v0110.hi', 0x96DA0B39)], 6304)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0xD62EBB7B)], 6304)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x3F5F3D76), ('P4rIngress.values_v1000.hi', 0x5DB1609B)], 6304)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x1D4E5E6E), ('P4rIngress.values_v1001.hi', 0x4439D8B2)], 6304)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xA36306EB), ('P4rIngress.values_v1010.hi', 0xE09B345A)], 6304)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x301B8A38), ('P4rIngress.values_v1011.hi', 0x9EF4895B)], 6304)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6515D4B5), ('P4rIngress.values_v1100.hi', 0xAA12ED7B)], 6304)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xD959379E), ('P4rIngress.values_v1101.hi', 0x72F2DAB9)], 6304)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x5A589745), ('P4rIngress.values_v1110.hi', 0x89417A13)], 6304)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x6A7F2BC7), ('P4rIngress.values_v1111.hi', 0x3BBE7476)], 6304)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x2AB8),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000119B),
                gc.DataTuple('slot_count', 0x00000956),
                gc.DataTuple('num_workers', 0x0010),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xCD376851),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0x7124D6A0),
                gc.KeyTuple('src_port', 0x6AF8),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x2AB8),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0054),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x71\x24\xD6\xA0\x00\x00\x00\x00\x6A\xF8\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x2A\xB8\x00\x11\xCD\x37\x68\x51\x07\x05\x02\x4B\x51\x30\x00\x00\x00\x20\x00\x00\x32\x22\x00\x99\x77\xE1\xF2\xAD\x29\xF5\x28\x57\x4C\x2E\x15\xD5\x3D\xDC\x82\x56\x94\xF5\x58\x77\xA5\x53\xAC\x71\x67\xB2\x1C\x4D\x83\xDE\x2E\xA1\xAB\x77\x6D\x5B\x79\x2A\x1E\xEB\x8D\x7D\x37\x5D\x9D\x3D\x9B\x7C\xCA\xD7\x7F\x18\x00\x00\x00\x00\xF5\xBC\xB4\x69\x42\xC6\x31\x13\x49\xC6\xB9\xCA\xA3\x3D\xA3\x08\x66\x31\x18\xB7\x8F\x52\x3C\xBF\x8E\xDA\x75\x92\x63\x4B\xCB\x49\xB8\x69\x87\x05\x39\x25\x71\xED\xAB\xE9\x8B\xA9\x8D\xDD\x74\xA0\x57\xB3\x87\xA3\xDC\xCC\xE7\x7B\xB4\x67\x88\x03\x48\xC9\x13\x49\x4B\x6B\xD6\xE9\x34\x1C\x88\xD9\x17\x5F\x2A\xAB\x8B\x0A\xDA\x32\xF9\xEA\x68\x63\x2A\x0F\x2C\x68\x58\x20\x57'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test70(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x81E10D34), ('P4rIngress.bitmap_seq.seq', 0x00000000)], 1526)
        self.setRegisterValue('P4rIngress.rounds', 0x00000000, 1526)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xEF), ('P4rIngress.count_exp.exponent', 0x8B)], 1526)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1526)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x76D547BA), ('P4rIngress.values_v0000.hi', 0x703AB0D6)], 1526)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3D1FCFEB), ('P4rIngress.values_v0001.hi', 0x6F0CDDFB)], 1526)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xE9CB5F8D), ('P4rIngress.values_v0010.hi', 0xFCA1B5D9)], 1526)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xAD0476EE), ('P4rIngress.values_v0011.hi', 0x41984C7A)], 1526)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x15DC98AE), ('P4rIngress.values_v0100.hi', 0xDE0BD587)], 1526)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x38972579), ('P4rIngress.values_v0101.hi', 0x5DE8E157)], 1526)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x06816783), ('P4rIngress.values_v0110.hi', 0x8587D86A)], 1526)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x00000000), ('P4rIngress.values_v0111.hi', 0x45D1B987)], 1526)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9B9F7271), ('P4rIngress.values_v1000.hi', 0x495972AC)], 1526)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x96A39C59), ('P4rIngress.values_v1001.hi', 0x4ADAF037)], 1526)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x0F3FC4A2), ('P4rIngress.values_v1010.hi', 0xA323A192)], 1526)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xBB3BF497), ('P4rIngress.values_v1011.hi', 0x3A76CA5E)], 1526)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB4A5449F), ('P4rIngress.values_v1100.hi', 0xE53E99A3)], 1526)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x5B20725A), ('P4rIngress.values_v1101.hi', 0x32FF21EF)], 1526)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xD4DA20DB), ('P4rIngress.values_v1110.hi', 0xBDD1429F)], 1526)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x586A6939), ('P4rIngress.values_v1111.hi', 0x66B41737)], 1526)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA611),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000005D9),
                gc.DataTuple('slot_count', 0x0000017F),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0687E42C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00C),
                gc.KeyTuple('src_addr', 0x2735CE4C),
                gc.KeyTuple('src_port', 0x6E15),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA611),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x03E5),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\x35\xCE\x4C\x00\x00\x00\x00\x6E\x15\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA6\x11\x00\x11\x06\x87\xE4\x2C\x00\x1D\x02\x25\x00\x00\x00\x00\x00\x20\x00\x00\x59\x88\x11\x49\x78\x6B\x29\x81\x4F\xB5\x6E\x1D\x4A\xEE\xC2\x33\x9A\x6A\x24\xDD\x87\xBB\x6C\x45\xA7\x9F\x9B\x45\x49\xA0\x0C\x55\xA3\xB6\x3E\xB0\x8E\x1E\x99\x72\x4B\x50\x4E\x56\x5C\xCC\x95\xB7\x7F\xD5\xFF\x71\xD5\x17\x5A\xD4\x00\x00\x00\x00\x65\x50\x09\x96\x2B\xA1\x1F\x57\x72\x98\x7D\x15\xB3\x86\x28\x1B\x42\xC8\xD8\x64\x7C\x54\xF6\xEB\x89\xE7\x25\x81\x06\x2A\xD7\xB5\x62\x37\xC6\x99\x8E\xA3\x62\x57\x96\x71\x8B\xDD\x51\x12\x66\x57\x72\x88\x76\x39\x51\x5B\x67\xDF\x00\x00\x00\x00\x40\x2A\xDA\xD9\x24\xD6\x49\xAB\x14\x86\xD6\xD9\xD7\xD0\xB8\x38\xA6\x46\x43\xEF\x76\x9C\xF4\x79\x6B\x76\x68\x4D\xE5\x59\xC5\xE8\x0B\x07\xAB\x92\xDB\xA5\x39\x6D\x9F\x64\xC1\xE1\xFC\xF6\x3F\x60\x9C\x30\x6B\x5F\x53\x8A\x51\x9B\x75\x7D\x3F\x25\x75\x5D\xE7\x29\x90\x5C\xCA\x86\xF5\x93\xF1\x9F\xDF\x92\x9B\xB3\x2A\xB0\xE9\x7B\xA9'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test71(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xC49D5368), ('P4rIngress.bitmap_seq.seq', 0x0F878BEB)], 1298)
        self.setRegisterValue('P4rIngress.rounds', 0x0F878BEB, 1298)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x09), ('P4rIngress.count_exp.exponent', 0xDF)], 1298)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1298)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4DB2730B), ('P4rIngress.values_v0000.hi', 0x653FF539)], 1298)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x3F6DD699), ('P4rIngress.values_v0001.hi', 0x5AEF7049)], 1298)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5C2883EF), ('P4rIngress.values_v0010.hi', 0xA235ECD6)], 1298)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xEFF5AF0B), ('P4rIngress.values_v0011.hi', 0x19E4ADEE)], 1298)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x74723FE5), ('P4rIngress.values_v0100.hi', 0x9B2389BD)], 1298)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x58D6D72A), ('P4rIngress.values_v0101.hi', 0x239B9DAE)], 1298)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xBE35F3C8), ('P4rIngress.values_v0110.hi', 0x615B90C9)], 1298)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x7D48AA53), ('P4rIngress.values_v0111.hi', 0xC4098B66)], 1298)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x265A26D5), ('P4rIngress.values_v1000.hi', 0x26AFE9F4)], 1298)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x12AEBF06), ('P4rIngress.values_v1001.hi', 0xACB527BD)], 1298)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x1F6B8A4F), ('P4rIngress.values_v1010.hi', 0x325E6EE4)], 1298)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xC83533E7), ('P4rIngress.values_v1011.hi', 0x8604A2CF)], 1298)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x0CECC32A), ('P4rIngress.values_v1100.hi', 0x43E507A9)], 1298)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x34DAE0C4), ('P4rIngress.values_v1101.hi', 0x71BB13C9)], 1298)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x9CECEA9D), ('P4rIngress.values_v1110.hi', 0x42574E6A)], 1298)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x2E80E9CA), ('P4rIngress.values_v1111.hi', 0x9CF13D9D)], 1298)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE91B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000000F8),
                gc.DataTuple('slot_count', 0x00001415),
                gc.DataTuple('num_workers', 0x000A),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x3F056008),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x037),
                gc.KeyTuple('src_addr', 0x83B875EF),
                gc.KeyTuple('src_port', 0xB55B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE91B),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x02AB),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x83\xB8\x75\xEF\x00\x00\x00\x00\xB5\x5B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE9\x1B\x00\x11\x3F\x05\x60\x08\x04\x1A\x00\x72\x0F\x87\x8B\xEB\x00\x20\x00\x00\x6E\x1D\x18\x7A\x36\x01\x46\x5E\x69\x2D\x44\xCF\x48\x3B\x2E\xBE\xD8\x6E\xEC\x17\x3F\xE2\xF3\x4C\x0B\xF2\xBF\x5A\xB1\x36\xA5\x6C\x05\xF7\x15\x4B\xB4\x89\xDD\xF8\x44\xFA\x02\x67\x5D\x95\xBD\x95\x8D\x33\xE5\xE9\x5B\x68\xA7\x73\x24\x6E\xA6\xD5\x4D\x40\x95\x9E\x5A\x50\x65\x45\x38\xB5\xD7\x0F\x73\xA8\xAF\x77\x84\xB6\x37\x27\xA2\x39\xB6\x09\x7B\xF1\x47\x6F\xB3\xB9\x6B\x67\xCB\xFE\xBB\x4B\x66\x65\xC2\xBA\x4C\x7E\xE5\xAF\x56\x64\x9B\x49\x22\xA8\xEE\x3D\x90\x14\xDB\x03\x46\xA6\x51\xC1\x7C\xBE\xCC\xCB\xB8\x1C\x95\x31\x63\xA9\xEC\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA\x70\xFC\x6D\x97\xF8\xEF\xB0\x89\xEB\x82\x13\xCD\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x83\xB8\x75\xEF\xBE\xEF\xB5\x5B\x00\xA0\x00\x00\x50\x34\x02\x82\xE9\x1B\x00\x11\x3F\x05\x60\x08\x04\x1A\x00\x72\x0F\x87\x8B\xEB\x00\x20\x00\x0A\x7F\xFF\xFF\xFF\x36\x01\x46\x5E\x7F\xFF\xFF\xFF\x48\x3B\x2E\xBE\x34\x97\x70\x06\x3F\xE2\xF3\x4C\xFB\xE8\x6E\x65\xB1\x36\xA5\x6C\x7A\x69\x55\x30\xB4\x89\xDD\xF8\x7F\xFF\xFF\xFF\x5D\x95\xBD\x95\x80\x00\x00\x00\x5B\x68\xA7\x73\x7F\xFF\xFF\xFF\x4D\x40\x95\x9E\x7F\xFF\xFF\xFF\x38\xB5\xD7\x0F\x7F\xFF\xFF\xFF\x84\xB6\x37\x27\xC1\xA5\x40\x58\x7B\xF1\x47\x6F\x80\x00\x00\x00\xCB\xFE\xBB\x4B\x73\x52\x85\xE4\x4C\x7E\xE5\xAF\x7F\xFF\xFF\xFF\x22\xA8\xEE\x3D\x80\x00\x00\x00\x46\xA6\x51\xC1\x7F\xFF\xFF\xFF\xB8\x1C\x95\x31\x63\xA9\xEC\x8B\x0C\xCC\x80\xC2\x25\xAB\x40\x8C\x06\x1D\x61\xAD\xA7\x1C\xEA\xDE\xC9\x39\x8C\x4B\x37\x77\x8F\xAB\x4D\xEC\xFD\x35\x00\x93\xD9\x01\x3F\x4B\x68\x4F\xEB\x3B\xA5\x48\xB3\x1F\xFC\xE6\xC5\x19\xDD\x25\x91\x3C\x6D\x18\x1E\xD6\x13\x07\x9F\xDA\xF8\x6F\x78\x7E\x4A\x9B\x45\xE7\xFF\xEE\x9F\x09\x21\x8B\xA3\xFF\x85\xF4\xEC\x4F\xF1\xBB\x2B\xD5\x7A\x71\xD0\x10\xA7\x1C\x4D\x7E\x1E\xCA\x8A\x8D\xD9\xE5\x27\xBE\xA9\xCE\xA6\x55\xA5\x77\x9C\xF2\x48\x1C\x95\x8D\xAF\x64\x09\xB4\x57\x0D\xCA\x2C\x8E\x10\xE7\xB5\x5B\xBE\xE3\xD5\x08\x87\x28\xBE\xE4\x81\x4F\xF6\xDA\x70\xFC\x6D\x97\xF8\xEF\xB0\x89\xEB\x82\x13\xCD\x6E\x51\xAB\x1D\xC1\x11\x9D\x5A\x47\x6B\xCC\x3B\x70\xC0\xB6\x70\xD6\x0D\x43\x12\xB4\xA0\xEA\xEF\x8D\x80\xD2\x67\xB7\x72\x50\x70\x83\x8A\xF0\x2B\xD2\x38\xA7\x42\x3C\x43\xDA\x04\x7F\x60\x61\x2C\x5F\xCC\x32\x49\x37\x9B\xB6\xAF\x37\x54\x58\xDC\xF0\xDA\x21\x95\x5A\x0F\xD5\x0F\x3E\x2D\x49\x78\xDA\x5A\xCE\x24\xFF\xA4\x30\x9E\x56\xD9\xE6\x9F\x3D\x29\x33\xF9\x13\x2D\xAF\x35\xA9\xC4\xA5\x56\xAA\x42\x61\x9E\x70\xB9\xFA\xD5\xDA\x04\xB0\x26\xBB\x96\xCE\x02\x25\x95\x69\x1A\x93\xD6\x6D\xFE\x3F\xD9\x1A\xD3\x4B\x01\xE8\xC0\xA5\x3D\xB3\x6D\x8E\x1A\x2A\x89'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test72(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5DCC62DA), ('P4rIngress.bitmap_seq.seq', 0x5238688E)], 384)
        self.setRegisterValue('P4rIngress.rounds', 0x5238688E, 384)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x13), ('P4rIngress.count_exp.exponent', 0x7D)], 384)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 384)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x4E584F0C), ('P4rIngress.values_v0000.hi', 0x97D14205)], 384)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xB56B1BAB), ('P4rIngress.values_v0001.hi', 0x07E209A9)], 384)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x5096C526), ('P4rIngress.values_v0010.hi', 0x5002A8ED)], 384)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x7BAB4FEA), ('P4rIngress.values_v0011.hi', 0x3DD29B7D)], 384)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x9B41D81E), ('P4rIngress.values_v0100.hi', 0xA8559D4C)], 384)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xBC9879EC), ('P4rIngress.values_v0101.hi', 0x6056369B)], 384)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xA66F21E9), ('P4rIngress.values_v0110.hi', 0x4F4E2DB9)], 384)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x3B296CAF), ('P4rIngress.values_v0111.hi', 0xF532C46D)], 384)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xB76D7AF2), ('P4rIngress.values_v1000.hi', 0x3D2EE8E7)], 384)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x71689A4F), ('P4rIngress.values_v1001.hi', 0x60137B46)], 384)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x5AB65F65), ('P4rIngress.values_v1010.hi', 0xA7735153)], 384)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6A654AAD), ('P4rIngress.values_v1011.hi', 0x5E4C56D2)], 384)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8D5FC49E), ('P4rIngress.values_v1100.hi', 0x7EF323B6)], 384)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x557ECE0C), ('P4rIngress.values_v1101.hi', 0x595116BF)], 384)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x34472D5A), ('P4rIngress.values_v1110.hi', 0x48758D8B)], 384)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x5CB8548A), ('P4rIngress.values_v1111.hi', 0xAD517FD7)], 384)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xD4AF),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000145),
                gc.DataTuple('slot_count', 0x00001C77),
                gc.DataTuple('num_workers', 0x0002),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0667617A),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x023),
                gc.KeyTuple('src_addr', 0x36C259D3),
                gc.KeyTuple('src_port', 0x4472),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xD4AF),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0029),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x36\xC2\x59\xD3\x00\x00\x00\x00\x44\x72\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xD4\xAF\x00\x11\x06\x67\x61\x7A\x00\x3B\x00\x26\x52\x38\x68\x8E\x00\x20\x00\x00\x34\x8C\xE5\xA8\xA7\xD5\xF2\xEE\xB5\x53\xD2\x4B\x5D\xE3\x6D\x58\x49\xD2\x66\x6A\x68\xFE\xF3\xFF\x59\x79\x7A\xDC\x8D\x99\x9B\xAC\xE0\xAC\x56\xBF\xAA\x79\x69\x8B\x8C\x5E\x79\xEF\x47\x37\xBD\x1C\x86\xBC\xAE\xAB\x6B\xC5\x9A\x35\xAB\x9B\x92\x59\xFC\xDF\x6F\xF9\x95\x50\xD3\xE3\x8D\x3C\xCE\x2D\x41\xAA\xD6\xED\x60\x11\x32\x55\x33\xA5\x1A\x7D\xA9\x74\x5E\xB3\xF7\x6D\x0F\xF3\x76\x54\xD7\x8E\xAA\x3E\x36\x67\x55\x72\x53\x17\x2F\x27\xD4\xE9\x70\x2C\x6B\xD2\x7C\xF0\x54\x15\x7D\x1D\xAC\xCF\x5D\x8D\xD3\xBB\x4B\xE7\x64\x2A\xBF\x04\x59\x55\x11\x96\x9C\xEC\x50\x53\x93\x78\xDC\x05\xCE\x81\x05\x07\xDD\x24\x1D\x50\x69\xF6\x88\x5D\x1D\x6B\x23\x7F\xA0\x1F\x36\x23\x06\x0D\x5E\x6D\x37\x51\xA9\x11\x31\xD6\xAB\x2D\xE0\x36\xF7\x9B\x8F\xB5\x11\x01\xB7\x69\xE7\xA2\xC9\x16\xE2\x51\xC6\x4A\xF0\x20\xDF\x0D\xA1\x9C\x55\x5E\x5B\x0D\xDD\x95\xCB\xBA\x26\x48\x4D\x34\x00\xBC\x42\x84\xB7\xC0\xDD\x84\x3A\x7A\x0F\xCA\xA7\x4E\xA2\x16\x98\x0A\x39\x58\xF5\xE7\x0C\xA2\xDE\x7B\x84\x76\x8A\xE1\x56\x18\xA6\x46\x15\xA5\xCE\xA2\x97\x8C\xB8\x68\x5D\x4C\x32\x7E\xBF\xAF\x04\x00\xA6\xAC\x76\x31\xA1\x20\xB0\xB9\x57\x0D\x32\x28\x07\x01\xE9\xAD\xD0\x92\x6C\x0C\x30\x3A\xD1\x44\x8A\x68\x41\x57\x46\x8C\xB7\x4F\x6A\xDB\x45\xBE\x30\x16\x4A\xA4\x2C\x66\x6B\x53\xD8\x9D\xC2\x3E\x22\x54\xC3\x33\x9B\xD6\x44\x53\x93\x21\x65'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test73(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x247D6EE1), ('P4rIngress.bitmap_seq.seq', 0x740CD6F9)], 5254)
        self.setRegisterValue('P4rIngress.rounds', 0x740CD6F9, 5254)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xB5), ('P4rIngress.count_exp.exponent', 0xA8)], 5254)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5254)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x69D7950D), ('P4rIngress.values_v0000.hi', 0x5348CA5C)], 5254)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x7CDFAD4B), ('P4rIngress.values_v0001.hi', 0x1F59D1D1)], 5254)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x9AF4CC43), ('P4rIngress.values_v0010.hi', 0x7295E8AF)], 5254)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xA6146A29), ('P4rIngress.values_v0011.hi', 0x67558B4F)], 5254)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x80000000), ('P4rIngress.values_v0100.hi', 0xEC66C5C3)], 5254)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x9C664F85), ('P4rIngress.values_v0101.hi', 0x7FB01940)], 5254)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x43732337), ('P4rIngress.values_v0110.hi', 0x036AE88F)], 5254)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6F0E7D8D), ('P4rIngress.values_v0111.hi', 0xD55BDC94)], 5254)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xC7AD0E54), ('P4rIngress.values_v1000.hi', 0xAB154BAA)], 5254)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xAC6619B7), ('P4rIngress.values_v1001.hi', 0xA75D11ED)], 5254)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x970ECA8F), ('P4rIngress.values_v1010.hi', 0x2E8AC4E5)], 5254)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x930F4D03), ('P4rIngress.values_v1011.hi', 0xED1DF5E7)], 5254)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x6EAE5780), ('P4rIngress.values_v1100.hi', 0x7A8D8F17)], 5254)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6DD0C2A3), ('P4rIngress.values_v1101.hi', 0xD269BCFF)], 5254)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xBBBAB3AF), ('P4rIngress.values_v1110.hi', 0x998698AD)], 5254)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xFAD9343F), ('P4rIngress.values_v1111.hi', 0xDA09957B)], 5254)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x235A),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000015C),
                gc.DataTuple('slot_count', 0x00001C1F),
                gc.DataTuple('num_workers', 0x000C),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x62EBA2F1),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x002),
                gc.KeyTuple('src_addr', 0xA74E53D0),
                gc.KeyTuple('src_port', 0x44D2),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x235A),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 2
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x4E\x53\xD0\x00\x00\x00\x00\x44\xD2\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x23\x5A\x00\x11\x62\xEB\xA2\xF1\x13\x2A\x06\x40\x74\x0C\xD6\xF9\x00\x20\x00\x00\x7F\xA0\x84\x0C\x62\x5D\xCD\x04\x79\xFD\x5C\xF0\x7A\x44\x7B\xD7\xE7\xD6\xA9\x7B\xF5\x2B\xC7\xF7\x3A\x26\xB3\xA3\x5F\xA0\x6A\x49\x14\x27\xC1\x99\x93\x16\x54\xDF\x6D\xF2\x5F\xBD\x42\xBD\xD2\xD5\x54\x9E\x71\x55\xEC\x78\xF4\x21\x1E\x49\x9D\x83\x94\x42\xE8\xED\x93\x1B\xA3\x5E\xB6\xF4\x1B\xA5\xA8\xF7\x2A\x17\xA7\x92\xB3\xAD\x8E\x5C\xF9\x47\x71\x09\xA4\x73\x95\x0E\x9A\x29\x4B\xD6\x15\x6F\x3D\x2C\x1D\xCD\x9B\x3E\x2A\xD3\x6D\x3A\x76\xE9\x56\x79\x3A\x5E\x5A\xA1\x3C\x01\xBD\x72\x91\xE5\x68\xFC\xD3\xDE\xC3\x7A\x85\x43\x88\x9C\xBA\xBA\x23\x4D\xA7\xF1\xA7\x96\x69\xBE\x1A\x40\x38\x0C\xE8\xCD\x14\xDA\xB0\xAA\x82\xC9\xAD\x1D\xAA\xA7\x8F\xC5\x96\x2C\xAA\xE6\xE0\xF2\x92\x15\x45\x05\x30\x43\xE8\xDB\xCD\xFA\x02\x00\xA1\xC6\x6B\xC0\xFD\x90\x4E\x6A\xE3\x22\x5C\x86\xE3\x44\xD7\x6B\x17\xD9\xB5\xC1\xF0\x21\x9F\xD7\x7E\xC0\x31\x21\xFF\xAB\xCD\xDB\xD5\xCA\xFA\xA0\x15\xB3\xD6\x74\xD5\x84\x8C\xEE\x14\x06\xF3\x87\x29\xBB\xF6\xCB\xF7\x82\xE2\x6E\xF8\x63\x2C\x44\xAC\xDF\x7E\xB7\x0B\x5B\x4F\x03\x34\xB2\x4A\x84\xC6\x22\x53\x4E\x29\x07\x13'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test74(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x115C8DB6), ('P4rIngress.bitmap_seq.seq', 0x9C000000)], 7828)
        self.setRegisterValue('P4rIngress.rounds', 0x9C000000, 7828)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x14), ('P4rIngress.count_exp.exponent', 0x5B)], 7828)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 7828)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6A69E9FE), ('P4rIngress.values_v0000.hi', 0x4A20D8BD)], 7828)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x6CB4E645), ('P4rIngress.values_v0001.hi', 0x1F577CAB)], 7828)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x2F75E7EF), ('P4rIngress.values_v0010.hi', 0x21567DED)], 7828)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x349CAC2D), ('P4rIngress.values_v0011.hi', 0x00000000)], 7828)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xE7DE9604), ('P4rIngress.values_v0100.hi', 0x89A82CF2)], 7828)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x77666577), ('P4rIngress.values_v0101.hi', 0x71213FA4)], 7828)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x93AD0783), ('P4rIngress.values_v0110.hi', 0x68F737B4)], 7828)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x6226DB92), ('P4rIngress.values_v0111.hi', 0x64ED2D1B)], 7828)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x4C3DA255), ('P4rIngress.values_v1000.hi', 0xAB2ED8DF)], 7828)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x469A34AE), ('P4rIngress.values_v1001.hi', 0x8670C21C)], 7828)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xE2D956EA), ('P4rIngress.values_v1010.hi', 0x78842669)], 7828)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA1B875BF), ('P4rIngress.values_v1011.hi', 0x9620E6CC)], 7828)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x8A9A279F), ('P4rIngress.values_v1100.hi', 0x70FC2A4C)], 7828)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x76976359), ('P4rIngress.values_v1101.hi', 0xC2908753)], 7828)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB6ED6D3A), ('P4rIngress.values_v1110.hi', 0x9C7DEB9B)], 7828)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x793CE771), ('P4rIngress.values_v1111.hi', 0xA4F4079A)], 7828)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE1D0),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00001C02),
                gc.DataTuple('slot_count', 0x000003FE),
                gc.DataTuple('num_workers', 0x0015),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x76835218),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01A),
                gc.KeyTuple('src_addr', 0x273BCFA8),
                gc.KeyTuple('src_port', 0x621A),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE1D0),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x01BC),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x27\x3B\xCF\xA8\x00\x00\x00\x00\x62\x1A\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE1\xD0\x00\x11\x76\x83\x52\x18\x02\x92\x04\x42\x9C\x00\x00\x00\x00\x20\x00\x00\x20\xEB\x75\xEA\x42\xA9\x7E\x7B\x6D\xB6\xF2\x6D\x79\x7A\xF4\x91\x4B\xCB\xCD\xBF\xE1\x03\x9C\x47\x0C\xEA\xF4\xF9\xA9\xC6\x1C\x69\xAD\x8E\xB6\xF4\xD6\x6D\xBA\x5F\x3E\x2A\xF5\x78\x4B\xAC\x3F\x62\xBD\x93\x55\x39\x4C\xA7\x65\xA0\x43\x6D\x5A\x4F\x8C\xCD\x2F\x0B\x49\x2D\x56\x75\x1B\xC3\x13\xF7\x5B\x3E\xE4\xEF\x8E\xFC\x47\x63\x0E\x74\x47\xCE\x7C\xDB\xE4\x02\xBD\x54\x63\xB1\x8E\xFE\x71\x96\x4B\x9E\x6D\xA3\x13\x6A\x5E\xEB\x38\x0E\x92\x94\xB8\x9A\xDF\x9B\x92\x40\x9A\xBC\xC4\xC5\xEC\xDB\x69\x8C\xF0\xE8\xD4\xB6\xED\x6A\x92\xCC\xA9\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x27\x3B\xCF\xA8\xBE\xEF\x62\x1A\x00\xA0\x00\x00\x50\x34\x02\x82\xE1\xD0\x00\x11\x76\x83\x52\x18\x02\x92\x00\x42\x9C\x00\x00\x00\x00\x20\x00\x15\x7F\xFF\xFF\xFF\x42\xA9\x7E\x7B\x7F\xFF\xFF\xFF\x79\x7A\xF4\x91\x7B\x41\xB5\xAE\xE1\x03\x9C\x47\x41\x87\xA1\x26\xA9\xC6\x1C\x69\x95\x6D\x4C\xF8\xD6\x6D\xBA\x5F\x7F\xFF\xFF\xFF\x4B\xAC\x3F\x62\x80\x00\x00\x00\x4C\xA7\x65\xA0\x7F\xFF\xFF\xFF\x8C\xCD\x2F\x0B\x7F\xFF\xFF\xFF\x1B\xC3\x13\xF7\x7F\xFF\xFF\xFF\x8E\xFC\x47\x63\xF1\x4D\x9E\xB8\x7C\xDB\xE4\x02\x80\x00\x00\x00\x8E\xFE\x71\x96\xD6\x38\x95\x42\x13\x6A\x5E\xEB\x7F\xFF\xFF\xFF\xB8\x9A\xDF\x9B\x80\x00\x00\x00\xC4\xC5\xEC\xDB\x7F\xFF\xFF\xFF\xD4\xB6\xED\x6A\x92\xCC\xA9\xF8\xDE\x1B\x68\x90\xA1\x9F\x4E\x70\xFE\x3A\xB1\x89\xBE\x3F\x51\xA9\xC4\x20\x3C\x37\xE4\xD6\x3F\x90\xB6\xD2\xF1\x31\x97\x34\xA5\xE2\xC5\x4D\xD0\x6C\xA6\x5F\x98\x82\x68\x99\xDE\x5E\x04\x41\x47\x46\x84\xAD\xEC\xE3\x56\xBB\xF9\x5F\xC3\xB8\x04\xFF\x52\x19\x8B\xA4\x49\xAC\x8F\x0D\xBD\xA2\x67\x96\x65\x62\x17\xB0\x00\xB2\x10\xB1\x75\x32\xDC\xF8\x99\xDD\x4A\x08\xDD\xC6\x0F\xAC\xDB\x2A\x5A\xE0\xC2\x03\x8C\x8F\x10\xC2\x45\x08\x30\x1D\x9D\x11\xFD\x76\xA0\xD3\x3E\xB0\xC3\xE4\x5E\x24\xEF\x8A\xC5\x80\xAC\xA1\xE9\x00\x7C\x89\xF7\x6B\x06\xB3\x30\xDE\x9C\xD4\x5E\xF1\x7C'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test75(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x5449DC8B), ('P4rIngress.bitmap_seq.seq', 0x88000000)], 2488)
        self.setRegisterValue('P4rIngress.rounds', 0x88000000, 2488)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xBF), ('P4rIngress.count_exp.exponent', 0x3D)], 2488)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 2488)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0xA75A4372), ('P4rIngress.values_v0000.hi', 0x3545F6DD)], 2488)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0xBCF2534F), ('P4rIngress.values_v0001.hi', 0x4F1EEF5D)], 2488)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x52322B15), ('P4rIngress.values_v0010.hi', 0x15F6E9BB)], 2488)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x6BF5BBFF), ('P4rIngress.values_v0011.hi', 0x3A865DAA)], 2488)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x778F634F), ('P4rIngress.values_v0100.hi', 0xAA29F961)], 2488)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x40C1A08D), ('P4rIngress.values_v0101.hi', 0x7F5DB9CE)], 2488)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x4B79D86C), ('P4rIngress.values_v0110.hi', 0xB5263EC1)], 2488)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x733BB137), ('P4rIngress.values_v0111.hi', 0x65E43E63)], 2488)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xBE358B7B), ('P4rIngress.values_v1000.hi', 0x97B026A5)], 2488)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x36EE6E04), ('P4rIngress.values_v1001.hi', 0x00000000)], 2488)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xCD69BB1E), ('P4rIngress.values_v1010.hi', 0x4574E33B)], 2488)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xE13C4ED7), ('P4rIngress.values_v1011.hi', 0x6DD62BED)], 2488)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x5CF6EDC7), ('P4rIngress.values_v1100.hi', 0x4016F083)], 2488)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x777CD29C), ('P4rIngress.values_v1101.hi', 0xDF48B9E4)], 2488)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x4E104EA9), ('P4rIngress.values_v1110.hi', 0x4C43DCDA)], 2488)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0xF08AB27C), ('P4rIngress.values_v1111.hi', 0x3CF8C2A9)], 2488)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x4890),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000003C7),
                gc.DataTuple('slot_count', 0x00001575),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0xF9F62B6C),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x00A),
                gc.KeyTuple('src_addr', 0x8A334C77),
                gc.KeyTuple('src_port', 0xA65B),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x4890),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0283),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8A\x33\x4C\x77\x00\x00\x00\x00\xA6\x5B\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x48\x90\x00\x14\xF9\xF6\x2B\x6C\x05\xF1\x00\x9D\x88\x00\x00\x00\x00\x20\x00\x00\xCE\x5F\xDD\xD7\x4B\x1C\xA8\xE7\x24\xAA\xF7\xF7\x3C\x30\xC0\x9D\x56\x64\xB2\x5B\x8B\x93\xEB\xA2\x22\x85\x38\xD3\x61\xF8\xC8\xC3\x27\xB4\x2F\xD7\xD3\x95\xFC\x7B\x5B\x84\xE9\x4D\x2F\x00\x87\x23\x72\xBB\x91\x25\x9C\xE1\xEE\x93\x52\x0B\x64\xFB\x2D\x6D\xBF\x96\x8C\x82\x85\xB3\xF7\x2D\x86\xFF\x6E\xA2\x5C\xEE\x00\x00\x00\x00\x9E\x85\xCB\x9B\x60\xCD\x73\xF1\x83\x75\xD2\xDC\x29\xD5\xAF\xC5\x42\x1B\x87\x38\x5C\x37\xAF\x27\x15\x13\x96\xBE\x25\x8A\x73\x04\x45\xF0\xCC\xB2\x68\xCB\x89\x83\x91\xEA\xFC\x10\x45\xF0\x8F\x6E\xC4\xFF\x21\xC6\xF6\x51\x6F\x93\x22\xB1\x91\xC8\x02\xE7\xE3\x0F\x76\xAA\xB2\xC5\x46\xB2\x66\x9E\x39\xD9\xD7\x79\x75\x25\x91\x45\xA9\xF9\x60\x6C\x0C\x62\x55\x4F\x51\x29\x8A\x88\x68\x99\x32\x86\xC9\xE7\xF5\x82\x5B\xFB\xA8\x71\x5B\xF4\xDF\x3E\x92\x03\xF2\xAF\x2F\xC6\x9E\x1B\x20\x8C\xC5\x95\xEC\x9B\x6B\x25\xBD\x16\x19\xF0\x22\x84\x88\xF8\xC5\xA9\xE1\xDC\xAF\xAA\x67\xE0\xDF\x60\x92\xC5\xBC\xD8\x02\x98\xA4\x66\x01\x5B\x31\x57\x8A\xA2\x34\x4B\xB4\xAB\x3C\x2D\x05\x44\xCD\xBE\xAD\x6E\xC2\xBD\xD1\x70\x4A\x0C\xE2\xC3\x57\x6C\x5D\xE1\x35\x68\x75\xC6\xF4\x06\xD2\x11\x1A'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test76(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x884DB7FB), ('P4rIngress.bitmap_seq.seq', 0x01000000)], 5208)
        self.setRegisterValue('P4rIngress.rounds', 0x01000000, 5208)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0x50)], 5208)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 5208)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x6EA3759C), ('P4rIngress.values_v0000.hi', 0x8498A1FE)], 5208)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x536FEDAC), ('P4rIngress.values_v0001.hi', 0x41BA438D)], 5208)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x355A6621), ('P4rIngress.values_v0010.hi', 0xCDB7947B)], 5208)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xC23AFA77), ('P4rIngress.values_v0011.hi', 0xEB956DB7)], 5208)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0xB943AE39), ('P4rIngress.values_v0100.hi', 0x1DE2A232)], 5208)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0x7A6CEECB), ('P4rIngress.values_v0101.hi', 0x57B85AB9)], 5208)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xCDEF952E), ('P4rIngress.values_v0110.hi', 0xB2C9DF81)], 5208)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xB0FDAB8D), ('P4rIngress.values_v0111.hi', 0xE0A87BB9)], 5208)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x25BEA0FB), ('P4rIngress.values_v1000.hi', 0x5F5EFAAF)], 5208)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xFBFCCABB), ('P4rIngress.values_v1001.hi', 0x7DD4F3A9)], 5208)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x72B4F2EA), ('P4rIngress.values_v1010.hi', 0x0D6C7DF3)], 5208)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x6DE7864F), ('P4rIngress.values_v1011.hi', 0x6A135095)], 5208)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xE1E9D12C), ('P4rIngress.values_v1100.hi', 0x82152678)], 5208)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x1E9B2CFD), ('P4rIngress.values_v1101.hi', 0x7DADE3F5)], 5208)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xC8FD4FC6), ('P4rIngress.values_v1110.hi', 0x24F85AB9)], 5208)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x4C8CB41D), ('P4rIngress.values_v1111.hi', 0xFA782AAE)], 5208)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9B2B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x000009D1),
                gc.DataTuple('slot_count', 0x00000E68),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x2A9AEF25),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x007),
                gc.KeyTuple('src_addr', 0x04CE89AF),
                gc.KeyTuple('src_port', 0x5545),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9B2B),
                gc.DataTuple('rank', 0x0014),
                gc.DataTuple('worker_index', 0x0282),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x04\xCE\x89\xAF\x00\x00\x00\x00\x55\x45\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9B\x2B\x00\x14\x2A\x9A\xEF\x25\x0A\x87\x02\x98\x01\x00\x00\x00\x00\x20\x00\x00\x2F\x17\x8E\x18\xAD\x93\x7E\x7E\x5B\x4F\xDB\xAF\x5D\xBA\x4B\x0A\x54\xDA\x24\xAA\x5A\xB7\xAF\x1B\x3E\xE2\xD6\x13\x59\x1C\xC1\xCA\xAD\x6F\x2E\x9D\x79\x92\xAE\xE6\x9D\x7E\x74\x9F\x35\xA3\xE2\x85\xCC\x18\x59\x38\x92\xEC\xD8\x2C\x97\x89\xD0\xD7\x9E\xBD\xD6\x9B\x9D\x98\xEA\x8A\x6D\x6E\x13\x5D\x89\xCA\xDA\xB2\x09\xBA\xB6\x2D\x26\x32\x95\x40\x99\x40\x0E\x13\x18\xD4\xA4\x4B\x49\xC3\x43\x9C\x93\xA3\x79\x85\xD3\xD6\x48\x96\x71\xB1\x04\x6D\x2C\xA6\x1B\xAD\x2B\xBD\x60\x4E\x14\x48\x38\xB1\x5E\x98\x23\x0F\xD1\xEF\x27\x2F\xCB\x82\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x04\xCE\x89\xAF\xBE\xEF\x55\x45\x00\xA0\x00\x00\x50\x34\x02\x82\x9B\x2B\x00\x14\x2A\x9A\xEF\x25\x0A\x87\x00\x98\x01\x00\x00\x00\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xAD\x93\x7E\x7E\x7F\xFF\xFF\xFF\x5D\xBA\x4B\x0A\x7F\xFF\xFF\xFF\x5A\xB7\xAF\x1B\x01\x1D\xD0\x8A\x59\x1C\xC1\xCA\x80\x00\x00\x00\x79\x92\xAE\xE6\x17\xEB\x63\x6A\x35\xA3\xE2\x85\x9A\x07\xEE\x66\x92\xEC\xD8\x2C\x80\x00\x00\x00\x9E\xBD\xD6\x9B\xC3\x57\x8B\x85\x6D\x6E\x13\x5D\x85\xC7\xA5\x6D\x09\xBA\xB6\x2D\x7F\xFF\xFF\xFF\x99\x40\x0E\x13\x7F\xFF\xFF\xFF\x49\xC3\x43\x9C\x80\x00\x00\x00\xD3\xD6\x48\x96\x7F\xFF\xFF\xFF\x2C\xA6\x1B\xAD\xF4\xBA\xB0\x14\x14\x48\x38\xB1\x7F\xFF\xFF\xFF\xD1\xEF\x27\x2F\xCB\x82\x05\x65\x7A\x27\xE9\xD2\x5B\x40\x45\x42\xE5\x39\xC8\xD7\xE4\x3F\x1D\xA6\xD2\x49\x33\x6A\xD1\x7E\x6D\x2E\xA4\x4B\x68\x5C\x75\x80\x40\x3F\x03\xE7\x46\xEC\x39\xE2\x18\xFB\x2C\xA5\xB8\xDC\x42\x87\xA0\x4F\x3A\x79\xBB\xC0\x7F\xB7\x06\x26\x9D\xA2\xDF\xEF\x24\xF6\x7A\x3A\xE3\x96\xE6\xE8\x7B\xD8\x1D\x08\x80\xCF\x2C\x25\x69\xD9\x08\x6C\xB4\xBC\xA7\xA4\xBF\xF1\x22\x26\x1C\x60\xA8\x3F\xFD\x49\x9E\xF6\xBC\x47\x91\xC5\xC8\x59\x7C\xCA\xEB\x52\xE4\xA3\xEF\x60\x47\x42\x8E\x9B\xD8\xEB\x5D\x6F\xA7\x6C\x14\xBF\x86\x0C\x51\x29\x93\xAB\x15\xD2\x0C\x8A\x12\x0F\xD9\xEA\xB6\x37\x53\x02\xB1\xBA\x72\x91\x38\x48\xBC\x6D\x3D\xCC'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test77(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0xAAA48E55), ('P4rIngress.bitmap_seq.seq', 0xB310DBEB)], 3817)
        self.setRegisterValue('P4rIngress.rounds', 0xB310DBEB, 3817)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0xBE), ('P4rIngress.count_exp.exponent', 0xB9)], 3817)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3817)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x33C8FBA5), ('P4rIngress.values_v0000.hi', 0xBCCCA375)], 3817)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x4B335D2B), ('P4rIngress.values_v0001.hi', 0x70D589ED)], 3817)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x228AB97B), ('P4rIngress.values_v0010.hi', 0x3FB29B9E)], 3817)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x9AAB3398), ('P4rIngress.values_v0011.hi', 0x59A933AE)], 3817)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x965C718F), ('P4rIngress.values_v0100.hi', 0x6F5D147A)], 3817)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDDBD43B4), ('P4rIngress.values_v0101.hi', 0x77957FA5)], 3817)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x00000000), ('P4rIngress.values_v0110.hi', 0xA5D78AC9)], 3817)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x9564111B), ('P4rIngress.values_v0111.hi', 0xD951E6AA)], 3817)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0xA83DD898), ('P4rIngress.values_v1000.hi', 0x5F87E5BB)], 3817)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x90DA638D), ('P4rIngress.values_v1001.hi', 0x20C8A339)], 3817)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0xBC315FBA), ('P4rIngress.values_v1010.hi', 0x474A1F38)], 3817)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0xA47995A5), ('P4rIngress.values_v1011.hi', 0x7BF41AE5)], 3817)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x41C9DE73), ('P4rIngress.values_v1100.hi', 0x398F0B97)], 3817)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x7DE4EB89), ('P4rIngress.values_v1101.hi', 0x6EF84B27)], 3817)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0x593EE33A), ('P4rIngress.values_v1110.hi', 0x7B5ECA75)], 3817)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7116922C), ('P4rIngress.values_v1111.hi', 0x6E8C80C2)], 3817)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xE154),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000EBB),
                gc.DataTuple('slot_count', 0x00000423),
                gc.DataTuple('num_workers', 0x0006),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x0ECE3A39),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x01B),
                gc.KeyTuple('src_addr', 0x3662FE43),
                gc.KeyTuple('src_port', 0x9224),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xE154),
                gc.DataTuple('rank', 0x0014),
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
        ig_port = 27
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x36\x62\xFE\x43\x00\x00\x00\x00\x92\x24\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xE1\x54\x00\x14\x0E\xCE\x3A\x39\x00\x2E\x02\xCD\xB3\x10\xDB\xEB\x00\x20\x00\x00\x64\x21\x59\x5D\xB7\x19\x8A\x78\x6D\x8D\x0D\x72\x47\xC5\x39\xC5\x73\xF8\xFB\xAB\x05\xB8\x56\x99\xF5\xDE\x58\xB0\xCB\x1F\x30\x78\xDE\x68\x1A\xC9\x11\x51\x2D\xDB\x76\xE9\xFF\x2E\x43\x52\xBF\x8D\x80\x00\x00\x00\xAC\x88\xDB\xCE\x9F\xC4\x3B\xBB\xA3\x62\x87\x19\x7F\xA6\x83\xAD\x62\xF7\x73\xA3\xDC\xF2\x4C\xEA\x7A\x38\x3D\x8F\xBE\x6A\xA3\x19\x39\x6E\xC7\x6E\xAF\x2B\x45\x1B\x30\xA4\xDB\x4D\x4E\xBA\xA9\x6F\x6A\xFC\x2F\x25\x37\xCE\x66\x4F\x92\xBB\xF3\x35\x55\x8C\x19\x3F\x4B\x55\xBE\x23\x79\x55\x4D\xDB\xF7\x69\x26\x77\x56\x33\x5A\xEC\x6E\x83\x3A\xD7\xAF\x45\xFA\x28\x3C\x25\xFB\x96\xC2\xB8\x92\x0B\x0C\xCA\x2A\x33\x8E\x6A\xBE\xA7\x25\xF5\xBA\x42\x90\x9A\x69\xD6\x70\x4E\xC7\xF0\x31\xEC\x4D\x80\x90\x89\x53\xF6\x89\x49\x9E\xB4\x2C\x66\x56\x51\xA5\xC7\xEA\x13\xE6\x00\xAD\x84\xF0\xAF\xD8\x21\xDD\xC3\xB1\xDC\x81\x98\x8E\x60\xA9\xFF\x0E\x13\x35\x56\xDC\xAC\x3A\x33\x4A\x67\xD2\x9B\xC8\x44\xC7\x6A\xA5\xEC\xFA\xF1\xD6\xE2\x98\x91\x15\x7B\x3D\x0F\x7F\x66\xBE\x8B\x38\x0F\x3D\x44\x5B\x42\x77\x3B\xC8\x01\xCD\xD0\x7A\xF5\x0F\x96\x38\x06\xAB\xDD\x01\xCE\xDB\xC0\xE1\x9B\x25\x21\x0A\x92\xCB\x5A\xF3\x18\xB9\x67\x40\x76\x19\x8A\xE5\xC9\x58\x1D\x2E\x9B\x4C\x1A\x75\x81\x79\xB4\xFF\xDC\xDC\x9C\x05\x2F\x9B\x23\x4D\x4A\x1E\x02\x3C'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()


class Test78(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x42056490), ('P4rIngress.bitmap_seq.seq', 0xAF0E800B)], 3705)
        self.setRegisterValue('P4rIngress.rounds', 0xAF0E800B, 3705)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x1F), ('P4rIngress.count_exp.exponent', 0xBD)], 3705)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 3705)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x733BDBB3), ('P4rIngress.values_v0000.hi', 0x9B94BA6A)], 3705)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x672AEAEE), ('P4rIngress.values_v0001.hi', 0x9196C84D)], 3705)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0xC178AAF4), ('P4rIngress.values_v0010.hi', 0x50211419)], 3705)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0xD3DDEA35), ('P4rIngress.values_v0011.hi', 0x79EEDBE3)], 3705)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x7288198B), ('P4rIngress.values_v0100.hi', 0x5EF4F0D5)], 3705)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xDE389076), ('P4rIngress.values_v0101.hi', 0x15E62E4F)], 3705)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0x541F9C80), ('P4rIngress.values_v0110.hi', 0x6C50A9DF)], 3705)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0x72A56895), ('P4rIngress.values_v0111.hi', 0x6A60D077)], 3705)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x195DE4BB), ('P4rIngress.values_v1000.hi', 0x5F0E5186)], 3705)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0xE92ED77B), ('P4rIngress.values_v1001.hi', 0x92B01DB8)], 3705)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x8A2F5892), ('P4rIngress.values_v1010.hi', 0x508CC2D3)], 3705)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x4CC3CC1B), ('P4rIngress.values_v1011.hi', 0x9E49E367)], 3705)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0xB2FA478A), ('P4rIngress.values_v1100.hi', 0xDD36B537)], 3705)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0x6DE3895B), ('P4rIngress.values_v1101.hi', 0x1BB94790)], 3705)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB8AFFBFA), ('P4rIngress.values_v1110.hi', 0x475AA7F3)], 3705)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x7FFDE6E4), ('P4rIngress.values_v1111.hi', 0x569ED343)], 3705)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xA75D),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x00000BD9),
                gc.DataTuple('slot_count', 0x00000D16),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x7A6E7114),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x004),
                gc.KeyTuple('src_addr', 0xA71C9703),
                gc.KeyTuple('src_port', 0xD9B9),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xA75D),
                gc.DataTuple('rank', 0x0011),
                gc.DataTuple('worker_index', 0x0396),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0x0000),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\xA7\x1C\x97\x03\x00\x00\x00\x00\xD9\xB9\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xA7\x5D\x00\x11\x7A\x6E\x71\x14\x02\xA0\x00\x6B\xAF\x0E\x80\x0B\x00\x20\x00\x00\x73\x37\x63\xD2\xD1\xBC\x98\x1E\xD7\x19\x0E\xA5\xB7\x7F\xE1\x45\xB7\x7D\xF2\xA6\xDF\x75\x7A\xFA\xDB\x1D\xBB\x74\x28\xA3\x49\x79\x5E\xE6\xF2\x41\x4B\xDE\x1E\x73\x54\xF5\x91\xCD\x72\x32\x78\x1E\xDE\x32\x49\x01\x33\x3D\xB2\x53\x48\x1C\xA3\xD5\x4E\x38\x5A\x54\xA8\xE4\xAE\x9F\x46\xA9\xE4\xF2\x19\x31\x68\xC9\xBA\x9E\xDB\x95\xEB\x44\xC2\x50\x40\xBD\xD0\x5A\x69\x54\xDF\x1B\xE6\xD3\x53\xE1\xA6\x42\xD1\xEC\x99\x0C\xBD\x37\x49\xAF\xCD\xCF\x41\x47\x71\x9E\x3D\x7D\xA1\x32\x7D\xF6\x5A\x67\x80\x00\x00\x00\x8F\x7B\x0A\x5B\x1D\x83\xDE\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\xA7\x1C\x97\x03\xBE\xEF\xD9\xB9\x00\xA0\x00\x00\x50\x34\x02\x82\xA7\x5D\x00\x11\x7A\x6E\x71\x14\x02\xA0\x00\x6B\xAF\x0E\x80\x0B\x00\x20\x00\x20\x7F\xFF\xFF\xFF\xD1\xBC\x98\x1E\x3E\x43\xF9\x93\xB7\x7F\xE1\x45\x80\x00\x00\x00\xDF\x75\x7A\xFA\xAE\xFB\xA5\xA9\x28\xA3\x49\x79\x7F\xFF\xFF\xFF\x4B\xDE\x1E\x73\x33\x2E\x22\x43\x72\x32\x78\x1E\x32\x51\xE5\x81\x33\x3D\xB2\x53\x7F\xFF\xFF\xFF\x4E\x38\x5A\x54\xC2\x42\x93\x5A\x46\xA9\xE4\xF2\x02\x60\x40\x44\xBA\x9E\xDB\x95\x80\x00\x00\x00\x40\xBD\xD0\x5A\x7F\xFF\xFF\xFF\xE6\xD3\x53\xE1\x80\x00\x00\x00\x99\x0C\xBD\x37\x7F\xFF\xFF\xFF\x41\x47\x71\x9E\xF6\x2D\x9D\x2C\x7D\xF6\x5A\x67\xFF\xFD\xE6\xE4\x8F\x7B\x0A\x5B\x1D\x83\xDE\x27\xF7\xC7\x48\xA5\x43\xB5\x8A\x0E\xBE\x70\xDF\xDB\x94\xC2\x1D\xAC\x99\x2F\xE4\x24\x9B\xEA\xC7\xE1\x10\x42\xCB\xA3\x66\x32\x08\x75\xA9\x5A\x02\x5B\xBF\xCA\x76\xBA\xFA\x78\xFE\x09\x36\x0C\x6B\x1B\xC2\x87\xBB\xCE\xA4\x0A\xA8\xBA\xAF\xE3\x72\x5C\xBA\x31\xDA\x7B\x01\xB2\xDB\x56\x2C\xEF\xCA\x69\x3D\x27\xB2\x49\x9B\x4C\xD8\xBD\xD6\x7A\xFE\x08\x3D\xE4\x7E\x96\x6C\x65\xEC\x03\xDC\xE4\x93\x00\xDD\x5B\x8B\xB0\x82\xBC\x56\xE8\x9C\xC5\xA6\x44\x12\x7B\xD9\x75\x7E\xEC\xB8\x26\x6C\xDA\x4C\xEF\xD5\x4B\x16\xC2\xE6\xDD\x5E\x06\xD5\x9C\x78\x31\xD0\xE5\x31\x35\x9B\xAE\xAD'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test79(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        self.setRegisterValue('P4rIngress.bitmap_seq', [('P4rIngress.bitmap_seq.bitmap', 0x7C988FDA), ('P4rIngress.bitmap_seq.seq', 0x50000000)], 1351)
        self.setRegisterValue('P4rIngress.rounds', 0x50000000, 1351)
        self.setRegisterValue('P4rIngress.count_exp', [('P4rIngress.count_exp.count', 0x15), ('P4rIngress.count_exp.exponent', 0xAE)], 1351)
        self.setRegisterValue('P4rIngress.set_flags', 0x00, 1351)
        self.setRegisterValue('P4rIngress.values_v0000', [('P4rIngress.values_v0000.lo', 0x456C51FF), ('P4rIngress.values_v0000.hi', 0x3A383CC2)], 1351)
        self.setRegisterValue('P4rIngress.values_v0001', [('P4rIngress.values_v0001.lo', 0x43EA94D2), ('P4rIngress.values_v0001.hi', 0xE530583A)], 1351)
        self.setRegisterValue('P4rIngress.values_v0010', [('P4rIngress.values_v0010.lo', 0x6CDBD173), ('P4rIngress.values_v0010.hi', 0x77855687)], 1351)
        self.setRegisterValue('P4rIngress.values_v0011', [('P4rIngress.values_v0011.lo', 0x55B729A2), ('P4rIngress.values_v0011.hi', 0xBD1C972F)], 1351)
        self.setRegisterValue('P4rIngress.values_v0100', [('P4rIngress.values_v0100.lo', 0x6A3C65BD), ('P4rIngress.values_v0100.hi', 0x4757BD4E)], 1351)
        self.setRegisterValue('P4rIngress.values_v0101', [('P4rIngress.values_v0101.lo', 0xB08DB3E7), ('P4rIngress.values_v0101.hi', 0x35CBDBB6)], 1351)
        self.setRegisterValue('P4rIngress.values_v0110', [('P4rIngress.values_v0110.lo', 0xE434BDFB), ('P4rIngress.values_v0110.hi', 0x9692BD82)], 1351)
        self.setRegisterValue('P4rIngress.values_v0111', [('P4rIngress.values_v0111.lo', 0xBDB04568), ('P4rIngress.values_v0111.hi', 0x0970C191)], 1351)
        self.setRegisterValue('P4rIngress.values_v1000', [('P4rIngress.values_v1000.lo', 0x9E952DF7), ('P4rIngress.values_v1000.hi', 0x49951399)], 1351)
        self.setRegisterValue('P4rIngress.values_v1001', [('P4rIngress.values_v1001.lo', 0x2D883BC6), ('P4rIngress.values_v1001.hi', 0x87A4D0B6)], 1351)
        self.setRegisterValue('P4rIngress.values_v1010', [('P4rIngress.values_v1010.lo', 0x72C27047), ('P4rIngress.values_v1010.hi', 0x9E32C2C7)], 1351)
        self.setRegisterValue('P4rIngress.values_v1011', [('P4rIngress.values_v1011.lo', 0x47B77BD3), ('P4rIngress.values_v1011.hi', 0x2D4A7666)], 1351)
        self.setRegisterValue('P4rIngress.values_v1100', [('P4rIngress.values_v1100.lo', 0x70BFBFE7), ('P4rIngress.values_v1100.hi', 0x63A44BB6)], 1351)
        self.setRegisterValue('P4rIngress.values_v1101', [('P4rIngress.values_v1101.lo', 0xBFB8F0EC), ('P4rIngress.values_v1101.hi', 0x61FF2BAD)], 1351)
        self.setRegisterValue('P4rIngress.values_v1110', [('P4rIngress.values_v1110.lo', 0xB1F931A5), ('P4rIngress.values_v1110.hi', 0x6D28AC0F)], 1351)
        self.setRegisterValue('P4rIngress.values_v1111', [('P4rIngress.values_v1111.lo', 0x65E06E52), ('P4rIngress.values_v1111.hi', 0x8C32D3FC)], 1351)
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0x9C3B),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000019C),
                gc.DataTuple('slot_count', 0x00000687),
                gc.DataTuple('num_workers', 0x0016),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x10208284),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x006),
                gc.KeyTuple('src_addr', 0x877D4132),
                gc.KeyTuple('src_port', 0xCEF3),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0x9C3B),
                gc.DataTuple('rank', 0x0011),
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
        ig_port = 6
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x87\x7D\x41\x32\x00\x00\x00\x00\xCE\xF3\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\x9C\x3B\x00\x11\x10\x20\x82\x84\x03\xAB\x02\x15\x50\x00\x00\x00\x00\x20\x00\x00\x44\xCA\x3C\x09\x67\x96\x29\x5B\x77\x72\x6A\xC7\x7B\xEE\x63\xDE\x2E\x13\x78\xE5\x45\x8A\xC9\x84\x58\x26\xBC\xE7\xB2\x66\xD7\x48\x02\xD7\x2D\xAD\x6E\xC7\x14\x36\xCC\xE8\x28\xF9\x44\x9B\x89\x43\x8C\xF0\x1D\x06\xD4\x19\x8B\xBA\x95\x10\x9C\xE5\xE5\x2D\x43\xEE\xB0\xA1\x24\xE1\x6E\x4F\x3E\x29\xF8\xEB\x5E\x5D\xB9\x54\xAC\xA3\xB6\xDA\x1A\x56\xCF\xA6\x15\xE2\x71\x18\x9C\x9B\xAB\x5B\x4B\xAF\x55\x85\xDA\x11\x31\x34\x7E\xBB\x95\x94\xC8\xD3\x59\xBD\x64\xA5\xCC\x40\xF5\x0F\x38\xE9\x65\x71\x30\x5D\x07\x47\x00\x00\x00\x00\x2C\xA0\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47\x23\x2F\x80\x12\x47\xEE\x93\x26\xE3\x30\x41\x86\xDD\x51\xD8\x43\x7C\x06\x3A\xD2\x1D\x7A\xAC\xA4\x67\x45\xA8\x30'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        eg_port = 68
        exp_pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x40\x11\x00\x00\x00\x00\x00\x00\x87\x7D\x41\x32\xBE\xEF\xCE\xF3\x00\xA0\x00\x00\x50\x34\x02\x82\x9C\x3B\x00\x11\x10\x20\x82\x84\x03\xAB\x00\x15\x50\x00\x00\x00\x00\x20\x00\x16\x7F\xFF\xFF\xFF\x67\x96\x29\x5B\x7F\xFF\xFF\xFF\x7B\xEE\x63\xDE\x7F\xFF\xFF\xFF\x45\x8A\xC9\x84\x7F\xFF\xFF\xFF\xB2\x66\xD7\x48\x6D\x13\x93\x6A\x6E\xC7\x14\x36\x80\x00\x00\x00\x44\x9B\x89\x43\x80\x00\x00\x00\xD4\x19\x8B\xBA\x80\x00\x00\x00\xE5\x2D\x43\xEE\x80\x00\x00\x00\x6E\x4F\x3E\x29\x26\x73\x9A\x23\xB9\x54\xAC\xA3\x29\x9C\x8A\x9D\xCF\xA6\x15\xE2\x7F\xFF\xFF\xFF\xAB\x5B\x4B\xAF\x7F\xFF\xFF\xFF\x31\x34\x7E\xBB\x80\x00\x00\x00\x59\xBD\x64\xA5\x80\x00\x00\x00\x38\xE9\x65\x71\x7F\xFF\xFF\xFF\x00\x00\x00\x00\x2C\xA0\x20\xB2\x32\x9A\xA7\x3B\x77\x99\x76\x4D\x40\xAB\x74\xB4\x14\x98\x2E\x00\xC6\x03\xCE\x7C\x5C\x35\x00\xCB\xE5\xCA\x39\x26\x27\x72\x66\x86\x42\xE1\x19\x74\xEA\xAE\x09\x3D\xD8\x34\x0A\xE9\xC7\x6C\xCF\x67\x3D\x0F\xF6\xE1\x22\xB5\xF5\x75\x32\x47\x23\x2F\x80\x12\x47\xEE\x93\x26\xE3\x30\x41\x86\xDD\x51\xD8\x43\x7C\x06\x3A\xD2\x1D\x7A\xAC\xA4\x67\x45\xA8\x30'
        exp_pkt = Mask(exp_pkt)
        exp_pkt.set_do_not_care(0, 1552)
        verify_packet(self, exp_pkt, eg_port)

    def runTest(self):
        self.runTestImpl()


class Test80(AbstractTest):
    # Current statement coverage: 0.64

    def setupCtrlPlane(self):
        # Table P4rIngress.jobs
        self.insertTableEntry(
            'P4rIngress.jobs',
            [
                gc.KeyTuple('job_id', 0xFB26),
            ],
            'P4rIngress.set_job',
            [
                gc.DataTuple('slot_base', 0x0000042B),
                gc.DataTuple('slot_count', 0x0000108B),
                gc.DataTuple('num_workers', 0x0020),
                gc.DataTuple('mcast_grp', 0x0000),
                gc.DataTuple('session', 0x09BA8A35),
            ]
        )
        # Table P4rIngress.workers
        self.insertTableEntry(
            'P4rIngress.workers',
            [
                gc.KeyTuple('ingress_port', 0x039),
                gc.KeyTuple('src_addr', 0x8DA045DB),
                gc.KeyTuple('src_port', 0xD213),
            ],
            'P4rIngress.set_worker',
            [
                gc.DataTuple('job_id', 0xFB26),
                gc.DataTuple('rank', 0x000C),
                gc.DataTuple('worker_index', 0x0334),
            ]
        )
        # Table P4rIngress.drop_sim
        self.overrideDefaultEntry(
            'P4rIngress.drop_sim',
            'P4rIngress.set_drop_rates',
            [
                gc.DataTuple('ingress_threshold', 0xBD29),
                gc.DataTuple('egress_threshold', 0x0000),
            ]
        )
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
        pkt = b'\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x08\x00\x05\x00\x00\x00\x00\x00\x00\x00\x00\x11\x00\x00\x8D\xA0\x45\xDB\x00\x00\x00\x00\xD2\x13\xBE\xEF\x00\xA0\x00\x00\x50\x34\x02\x01\xFB\x26\x00\x0C\x09\xBA\x8A\x35\x0D\xEA\x00\x00\x00\x00\x00\x00\x00\x20\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x51\x5C\x7D\x2A\xA4\xA7\xFE\x27\xD0\xB8\xAD\x0B\x42\xF1\x93\xC9\x52\xA1\x4D\x19\xD9\xA0\x32\xCC\x28\xB2\x67\xCB\xD7\x96\x8A\x65\x1D\xDF\x24\x8C\x79\x3E\xA5\xB2\xFB\x44\xFA\x23\xCC\x49\xF8\x7C\x86\x52\x2E\xA3\x12\x1A\xD6\xB5\x5D\x07\xE6\xE8\x16\x44\xB8\xDD\x0A\xF4\xEF\xD7\xB6\x04\x7F\xDD\xB7\x40\x09\x75\x7F\xAA\xFE\x16\x90\x06\xAB\x6D\x0E\x9A\x21\xB6\x55\xAC\xFB\x3E\xB8\x50\x1F\x19\xF6\xB6\x4E\xBD\x78\x34\x2F\x63\xA7\x85\xC6\x40\x70\x57\x4A\x8B\xFD\x57\xCC\x99\x9B\x72\xCC\x9C\x8E\x27\x68\x03\xFB\xB1\x79\x69\x8B\x1C\xBE\x36\xD4\x8D\x74\x42\xF8\xEC\xCF\xFA\x67\x99\xA3\xDC\xA5\xDF\x19\x4F\x2D\x58\x4B\xF0\x1C\xAE\xDE\x0B\x5D\xB1\x3E\xC1\xB1\x97\x13\x80\xF6\x3E\x02\x5F\xC1\x86\x88\x60\xD2\x8E\xFE\x3C\x22\x8D\x52\xBD\x45\x38\x7F\x3F\xC4\x5E\x24\x6A\x63\x4E\x33\xA9\x10\xC1\xAB\xBD\xE3\x9D\x62\xDE\x9F\x07\x50\xFA\xAB\x49\xE8\x76\x64\xB9\xE0\xC7\xB9\x5A\x1F\xBD\x83\xE2\x22\xE6\xD5\xCD\x12'
        send_packet(self, ig_port, pkt)

    def verifyPackets(self):
        pass

    def runTest(self):
        self.runTestImpl()

